# PTF test for build/testgen/k32/kind6/main
# p4testgen seed: 1

import logging
import itertools

from bfruntime_client_base_tests import BfRuntimeTest
from ptf.mask import Mask
from ptf.testutils import send_packet
from ptf.testutils import verify_packet
from ptf.testutils import verify_no_other_packets

import bfrt_grpc.bfruntime_pb2 as bfruntime_pb2
import bfrt_grpc.client as gc

logger = logging.getLogger('build/testgen/k32/kind6/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, 'build/testgen/k32/kind6/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('build/testgen/k32/kind6/main')

        # Set target to all pipes on device self.dev_id.
        self.target = gc.Target(device_id=0, pipe_id=0xFFFF)

    def tearDown(self):
        # Reset tables.
        for elt in reversed(self.table_entries):
            test_table = self.bfrt_info.table_get(elt[0])
            test_table.entry_del(self.target, elt[1])
        self.table_entries = []

        # End session.
        BfRuntimeTest.tearDown(self)

    def insertTableEntry(
        self, table_name, key_fields=None, action_name=None, data_fields=[]
    ):
        test_table = self.bfrt_info.table_get(table_name)
        key_list = [test_table.make_key(key_fields)]
        data_list = [test_table.make_data(data_fields, action_name)]
        test_table.entry_add(self.target, key_list, data_list)
        self.table_entries.append((table_name, key_list))

    def _responseDumpHelper(self, request):
        for response in self.interface.stub.Read(request, timeout=2):
            yield response

    def overrideDefaultEntry(self, table_name, action_name=None, data_fields=[]):
        test_table = self.bfrt_info.table_get(table_name)
        data = test_table.make_data(data_fields, action_name)
        test_table.default_entry_set(self.target, data)

    def setRegisterValue(self, reg_name, value, index):
        reg_table = self.bfrt_info.table_get(reg_name)
        key_list = [reg_table.make_key([gc.KeyTuple("$REGISTER_INDEX", index)])]
        value_list = []
        if isinstance(value, list):
            for val in value:
                value_list.append(gc.DataTuple(val[0], val[1]))
        else:
            value_list.append(gc.DataTuple("f1", value))
        reg_table.entry_add(self.target, key_list, [reg_table.make_data(value_list)])

    def entryAdd(self, table_obj, target, table_entry):
        req = bfruntime_pb2.WriteRequest()
        gc._cpy_target(req, target)
        req.atomicity = bfruntime_pb2.WriteRequest.CONTINUE_ON_ERROR
        update = req.updates.add()
        update.type = bfruntime_pb2.Update.MODIFY
        update.entity.table_entry.CopyFrom(table_entry)
        resp = self.interface.reader_writer_interface._write(req)
        table_obj.get_parser._parse_entry_write_response(resp)

    def setDirectRegisterValue(self, tbl_name, value):
        test_table = self.bfrt_info.table_get(tbl_name)
        table_id = test_table.info.id
        req = bfruntime_pb2.ReadRequest()
        req.client_id = self.client_id
        gc._cpy_target(req, self.target)
        entity = req.entities.add()
        table = entity.table_entry
        table.table_id = table_id
        table_entry = None
        for response in self._responseDumpHelper(req):
            for entity in response.entities:
                assert entity.WhichOneof("entity") == "table_entry"
                table_entry = entity.table_entry
                break
        if table_entry is None:
            raise self.failureException(
                "No entry in the table that the meter is attached to."
            )
        table_entry.ClearField("data")
        value_list = []
        if isinstance(value, list):
            for val in value:
                df = table_entry.data.fields.add()
        else:
            df = table_entry.data.fields.add()
            df.value = gc.DataTuple(gc.DataTuple("f1", value))
        self.entryAdd(test_table, self.target, table_entry)

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        pass

    def verifyPackets(self):
        pass

    def runTestImpl(self):
        self.setupCtrlPlane()
        logger.info("Sending Packet ...")
        self.sendPacket()
        logger.info("Verifying Packet ...")
        self.verifyPackets()
        logger.info("Verifying no other packets ...")
        verify_no_other_packets(self, self.dev_id, timeout=2)

class Test1(AbstractTest):
    # Current statement coverage: 0.085

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8C\x00\x00\x00\x00\x00\x00\x20\x00\x00\x4B\x2A\x4B\x18\x9E\xBE\xC3\xE8\x99\xB7\x09\x78\x20\x04\x16\x72\xA9\x26\x68\x12\xC7\xFE\x99\x1A\x6D\x05\x1A\x38\xDD\x27\x87\xCA\x0E\x35\xD7\x72\x35\xDE\xE2\x47\xCB\x2D\x6F\x4C\x6A\x30\x19\xBF\x87\xC8\xC4\xA9\x1F\x6C\x40\xFD\x26\x00\x0F\x9F\xC0\x6D\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.091

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD0\x00\x00\x00\x00\x00\x00\x20\x00\x00\x1D\x5F\xFD\x12\xE4\x08\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.097

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x07\x00\x00\x00\x00\x00\x00\x20\x00\x00\x1F\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.097

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF6\x00\x00\x00\x00\x00\x00\x20\x00\x00\xE7\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.097

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 48
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCD\x00\x00\x00\x00\x00\x00\x20\x00\x00\x41\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.27

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x05A9545B), ('P4rIngress.bitmap_seq.seq', 0xAACEAED8)], 5422)
        self.setRegisterValue('P4rIngress.rounds', 0xAACEAED8, 5422)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6F95),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000942),
                gc.DataTuple('slot_count', 0x000013BC),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDFB076C3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x7A310373),
                gc.KeyTuple('src_port', 0xFEC1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6F95),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0295),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 25
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7A\x31\x03\x73\x00\x00\x00\x00\xFE\xC1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6F\x95\x00\x10\xDF\xB0\x76\xC3\x0B\xEC\x02\x00\x77\xE6\xF7\x7A\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9B\x6A\x85\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3B30C94E), ('P4rIngress.bitmap_seq.seq', 0xF1C00000)], 6500)
        self.setRegisterValue('P4rIngress.rounds', 0xF1C00000, 6500)
        self.setRegisterValue('P4rIngress.count', 0x19, 6500)
        self.setRegisterValue('P4rIngress.exponent', 0x2E, 6500)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6500)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xCFCC212E), ('P4rIngress.values_v0000.hi', 0x9385D875)], 6500)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xABAFA3D1), ('P4rIngress.values_v0001.hi', 0xBB4B8A0B)], 6500)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x51EEA553), ('P4rIngress.values_v0010.hi', 0x8D249315)], 6500)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x67D63E8E), ('P4rIngress.values_v0011.hi', 0x5755276B)], 6500)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x69AC6363), ('P4rIngress.values_v0100.hi', 0x6CED6576)], 6500)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBBB9DFA4), ('P4rIngress.values_v0101.hi', 0x5E7E9567)], 6500)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC08A88D3), ('P4rIngress.values_v0110.hi', 0x75AB6AD3)], 6500)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x16C9AC1C), ('P4rIngress.values_v0111.hi', 0x6A60DA3D)], 6500)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9ECC8C73), ('P4rIngress.values_v1000.hi', 0x9E5C6B69)], 6500)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x0D2C2CAE), ('P4rIngress.values_v1001.hi', 0x8E18F48A)], 6500)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7AAB86B1), ('P4rIngress.values_v1010.hi', 0x556AE3F9)], 6500)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x44E9FE0B), ('P4rIngress.values_v1011.hi', 0x99A455DD)], 6500)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xCD3AC267), ('P4rIngress.values_v1100.hi', 0x218853AB)], 6500)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2E53100F), ('P4rIngress.values_v1101.hi', 0x6568F673)], 6500)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x39285089), ('P4rIngress.values_v1110.hi', 0x5A464425)], 6500)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x83466A33), ('P4rIngress.values_v1111.hi', 0x473DAECE)], 6500)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x731C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001013),
                gc.DataTuple('slot_count', 0x00000AD3),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x48183B1A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0xBC0BD0C6),
                gc.KeyTuple('src_port', 0xC690),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x731C),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x013C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 23
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\x0B\xD0\xC6\x00\x00\x00\x00\xC6\x90\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x73\x1C\x00\x10\x48\x18\x3B\x1A\x09\x51\x04\x13\xF1\xC0\x00\x00\x00\x20\x00\x00\xAC\xA5\x3C\xB9\xBE\xD4\x5D\x8F\x2C\x74\x73\x2F\x7F\x54\xBF\x9A\x48\x9B\x58\xD0\xF1\xA6\xAA\xAE\x7B\xC9\xBE\x25\x7D\x0B\x59\x6F\x56\x25\xAD\x31\x6C\xB6\x6D\x16\xB9\xAB\xC5\x64\x2F\xB8\x2A\x69\xF7\xDD\xDA\x42\x43\x52\xDB\x9B\xB1\xCB\x68\xF5\x5A\x7B\x8B\x4B\xC3\xD4\x46\x8C\xD2\xAF\x1B\xCC\x5D\x7F\x96\x7E\xAF\x9A\x91\x5F\x22\xE2\x92\xB9\x2C\x9A\x37\xB9\x4C\x06\x4A\x5E\xCD\x87\x26\x95\xAA\xDC\xC6\x99\x69\xDC\xB2\x69\x1F\x56\x3A\xFC\x4F\x61\x0E\x57\x5D\x0D\xCD\xE5\x56\x1C\x54\xCE\xD3\xF0\x7C\xF3\x57\x04\xA6\x58\x90\x7A\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBC\x0B\xD0\xC6\xBE\xEF\xC6\x90\x00\xA0\x00\x00\x50\x34\x02\x82\x73\x1C\x00\x10\x48\x18\x3B\x1A\x09\x51\x00\x13\xF1\xC0\x00\x00\x00\x20\x00\x1A\x80\x00\x00\x00\xBE\xD4\x5D\x8F\xD8\x24\x17\x00\x7F\x54\xBF\x9A\x7F\xFF\xFF\xFF\xF1\xA6\xAA\xAE\x7F\xFF\xFF\xFF\x7D\x0B\x59\x6F\x7F\xFF\xFF\xFF\x6C\xB6\x6D\x16\x80\x00\x00\x00\x2F\xB8\x2A\x69\xB8\x68\x63\x15\x43\x52\xDB\x9B\xC8\x95\x15\x11\x5A\x7B\x8B\x4B\x80\x00\x00\x00\xD2\xAF\x1B\xCC\x6A\xAB\xC3\x2C\xAF\x9A\x91\x5F\x7F\xFF\xFF\xFF\x2C\x9A\x37\xB9\x7F\xFF\xFF\xFF\xCD\x87\x26\x95\x80\x00\x00\x00\x69\xDC\xB2\x69\x4D\xA9\x4B\x0B\x4F\x61\x0E\x57\x7F\xFF\xFF\xFF\x56\x1C\x54\xCE\x80\x00\x00\x00\x57\x04\xA6\x58\x90\x7A\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 2905)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 2905)
        self.setRegisterValue('P4rIngress.count', 0x00, 2905)
        self.setRegisterValue('P4rIngress.exponent', 0x00, 2905)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2905)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 2905)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 2905)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB694),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B59),
                gc.DataTuple('slot_count', 0x00000BA6),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF9E36C91),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x546C5E06),
                gc.KeyTuple('src_port', 0x698D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB694),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x02BB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x54\x6C\x5E\x06\x00\x00\x00\x00\x69\x8D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB6\x94\x00\x00\xF9\xE3\x6C\x91\x00\x00\x04\x00\x39\x0F\xAE\x6F\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDE5CD688), ('P4rIngress.bitmap_seq.seq', 0xE088FFC7)], 2777)
        self.setRegisterValue('P4rIngress.rounds', 0xE088FFC7, 2777)
        self.setRegisterValue('P4rIngress.count', 0x85, 2777)
        self.setRegisterValue('P4rIngress.exponent', 0xF4, 2777)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2777)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBD115371), ('P4rIngress.values_v0000.hi', 0xD5229CBB)], 2777)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xF41BAE22), ('P4rIngress.values_v0001.hi', 0x21FCCDD0)], 2777)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x30CCC635), ('P4rIngress.values_v0010.hi', 0xA81DC357)], 2777)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x59C96F73), ('P4rIngress.values_v0011.hi', 0x70027807)], 2777)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x65C8E3C6), ('P4rIngress.values_v0100.hi', 0x71470E08)], 2777)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xD9E37723), ('P4rIngress.values_v0101.hi', 0x60C16AD2)], 2777)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x03BA1B9A), ('P4rIngress.values_v0110.hi', 0x725611B7)], 2777)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x243B926F), ('P4rIngress.values_v0111.hi', 0x7B151A4B)], 2777)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB0065321), ('P4rIngress.values_v1000.hi', 0x573B2A6D)], 2777)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x99CEBDAF), ('P4rIngress.values_v1001.hi', 0x1D1B6724)], 2777)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x657A67AA), ('P4rIngress.values_v1010.hi', 0x7D393E8A)], 2777)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB68DEA71), ('P4rIngress.values_v1011.hi', 0x26EA8ECD)], 2777)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4CEC8BAD), ('P4rIngress.values_v1100.hi', 0x9A90251D)], 2777)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xD134B099), ('P4rIngress.values_v1101.hi', 0x68288134)], 2777)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x19F8551B), ('P4rIngress.values_v1110.hi', 0x2A2EC4A8)], 2777)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xBAA5DE95), ('P4rIngress.values_v1111.hi', 0x27FD7E2F)], 2777)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2B08),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000BC),
                gc.DataTuple('slot_count', 0x00001D86),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD37D9AF8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x46FD5E64),
                gc.KeyTuple('src_port', 0xC423),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2B08),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0269),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 7
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x46\xFD\x5E\x64\x00\x00\x00\x00\xC4\x23\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2B\x08\x00\x10\xD3\x7D\x9A\xF8\x0A\x1D\x00\xF4\xE0\x88\xFF\xC7\x00\x20\x00\x00\xB8\xBD\x3A\x0B\xA9\xBA\xF1\x7B\xC3\xF3\xA6\x06\x97\xD5\xEC\xE7\x76\x6C\x52\xCB\x8E\xDB\xAE\x59\x51\x6E\x71\x91\x69\x86\x6B\x46\x5C\x6D\x6B\x37\x47\x51\x9C\xFF\x8C\xB5\x56\xB9\x6A\x6A\x72\x66\xF8\x97\x8A\xA6\x3A\x86\x7B\x2F\x27\x6A\x7C\x6B\x37\x34\x12\x6B\x68\xA6\x93\xA0\x5C\xA3\xA4\xEA\xAC\x4B\x26\xE7\x69\x40\x8C\x3D\x64\xB1\xB1\x27\x65\xA5\xA4\xBB\xB4\xED\x27\x3B\x65\x82\xDD\x64\x55\xA8\xB7\x11\xB6\xFC\xAA\xD2\x1D\x1A\x96\xE4\x33\x58\xC0\xDD\x2D\x6B\x9F\x03\xED\xD5\x5D\xAF\x64\xAD\xD3\xAB\x70\x13\xDC\x1F\xC9\xD0\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x35BEEA3B), ('P4rIngress.bitmap_seq.seq', 0xA0A398E1)], 3621)
        self.setRegisterValue('P4rIngress.rounds', 0xA0A398E1, 3621)
        self.setRegisterValue('P4rIngress.count', 0x12, 3621)
        self.setRegisterValue('P4rIngress.exponent', 0x5F, 3621)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3621)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xCEFA9254), ('P4rIngress.values_v0000.hi', 0x8AAA5AFB)], 3621)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x15810577), ('P4rIngress.values_v0001.hi', 0x5E445B89)], 3621)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x672F3FE9), ('P4rIngress.values_v0010.hi', 0x91BB12DD)], 3621)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x57E11256), ('P4rIngress.values_v0011.hi', 0x5C756ED5)], 3621)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x12EBF8BA), ('P4rIngress.values_v0100.hi', 0x40E6EA6E)], 3621)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x96F2C416), ('P4rIngress.values_v0101.hi', 0x45AFEDEE)], 3621)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7D10D87C), ('P4rIngress.values_v0110.hi', 0x53045C5F)], 3621)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xF6996A87), ('P4rIngress.values_v0111.hi', 0x79EDA635)], 3621)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x2AC21C4C), ('P4rIngress.values_v1000.hi', 0x5999370C)], 3621)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xD0D50EAA), ('P4rIngress.values_v1001.hi', 0x14A83965)], 3621)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4B5728C9), ('P4rIngress.values_v1010.hi', 0x539EFECF)], 3621)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xEE76BD8F), ('P4rIngress.values_v1011.hi', 0x24D902A5)], 3621)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3FD9715D), ('P4rIngress.values_v1100.hi', 0xB061FD2B)], 3621)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x69FB5F47), ('P4rIngress.values_v1101.hi', 0x7EE3D369)], 3621)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x2EC7FB55), ('P4rIngress.values_v1110.hi', 0x2F4F64CF)], 3621)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x774EF761), ('P4rIngress.values_v1111.hi', 0x60B54FD3)], 3621)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xED92),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000658),
                gc.DataTuple('slot_count', 0x000009E3),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAF34DC2B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0xC6C07435),
                gc.KeyTuple('src_port', 0xE667),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xED92),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x019D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC6\xC0\x74\x35\x00\x00\x00\x00\xE6\x67\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xED\x92\x00\x10\xAF\x34\xDC\x2B\x07\xCD\x06\x5B\xA0\xA3\x98\xE1\x00\x20\x00\x00\x96\x31\xEA\xDF\xEA\xFD\x18\x21\x3F\xE1\x9B\x4B\x8C\xDF\xCF\xDB\x2D\x45\x16\xC1\xB6\x99\x47\xA9\x5A\xE8\x71\x94\x46\xED\x2A\x0B\x7B\x49\xB5\x0A\x51\x76\xE8\x67\x96\x6C\x3F\x0D\x7C\x9A\x54\xFD\xC8\x5E\xBE\xBE\x58\x65\xC4\x1D\x69\x8E\x22\xEF\x45\xC3\x0C\xF6\xA1\x5E\x53\x8D\x34\x32\xFA\xC7\x97\x77\x4B\x6F\x6C\x17\xC7\x28\x49\x1A\xAC\xDE\x3B\x6F\x1A\xAC\x89\xF2\xC7\xD4\x6E\x4D\x13\xA7\x69\x36\xC3\xAD\xC1\xEB\x69\xB7\x00\x0A\x87\x6C\x23\xA5\x51\xD3\x58\x13\x90\x29\x21\x45\xAE\xEE\x21\xA8\x28\x67\xC1\xD5\xB9\x9B\x84\x45\xB7\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC6\xC0\x74\x35\xBE\xEF\xE6\x67\x00\xA0\x00\x00\x50\x34\x02\x82\xED\x92\x00\x10\xAF\x34\xDC\x2B\x07\xCD\x00\x5B\xA0\xA3\x98\xE1\x00\x20\x00\x13\x80\x00\x00\x00\xEA\xFD\x18\x21\x55\x62\xA0\xC2\x8C\xDF\xCF\xDB\x7F\xFF\xFF\xFF\xB6\x99\x47\xA9\x7F\xFF\xFF\xFF\x46\xED\x2A\x0B\x7F\xFF\xFF\xFF\x51\x76\xE8\x67\x80\x00\x00\x00\x7C\x9A\x54\xFD\x45\x6F\x97\x3A\x58\x65\xC4\x1D\x60\x27\x8D\x76\x45\xC3\x0C\xF6\xCC\x20\x6F\xD9\x34\x32\xFA\xC7\x80\x00\x00\x00\x6C\x17\xC7\x28\x7F\xFF\xFF\xFF\x3B\x6F\x1A\xAC\x80\x00\x00\x00\x6E\x4D\x13\xA7\x7F\xFF\xFF\xFF\xC1\xEB\x69\xB7\x6A\x05\xE6\xB3\x23\xA5\x51\xD3\x7F\xFF\xFF\xFF\x21\x45\xAE\xEE\x7F\xFF\xFF\xFF\xC1\xD5\xB9\x9B\x84\x45\xB7\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAB60D032), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 511)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 511)
        self.setRegisterValue('P4rIngress.count', 0xF5, 511)
        self.setRegisterValue('P4rIngress.exponent', 0x5B, 511)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 511)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xD141205F), ('P4rIngress.values_v0000.hi', 0xAE2B012E)], 511)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xF4E83F5C), ('P4rIngress.values_v0001.hi', 0x123437DE)], 511)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3270A6A5), ('P4rIngress.values_v0010.hi', 0x964D29F3)], 511)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x75F36F15), ('P4rIngress.values_v0011.hi', 0x75D70F09)], 511)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x43AC3451), ('P4rIngress.values_v0100.hi', 0x26BF02AF)], 511)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xE55014FA), ('P4rIngress.values_v0101.hi', 0x75F4EFEF)], 511)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x63284746), ('P4rIngress.values_v0110.hi', 0x29E99E7D)], 511)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xF01F6EB5), ('P4rIngress.values_v0111.hi', 0x2BB0473B)], 511)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xC3131A82), ('P4rIngress.values_v1000.hi', 0xB09195B1)], 511)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB76B14A7), ('P4rIngress.values_v1001.hi', 0x8F37BC1F)], 511)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x676983DB), ('P4rIngress.values_v1010.hi', 0x30D1C636)], 511)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x73DCC465), ('P4rIngress.values_v1011.hi', 0xB4697CD7)], 511)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xA02F75F4), ('P4rIngress.values_v1100.hi', 0x5B436456)], 511)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x221AC9D7)], 511)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x525D951C), ('P4rIngress.values_v1110.hi', 0x4A7D7075)], 511)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7EA58AD2), ('P4rIngress.values_v1111.hi', 0x87F96E78)], 511)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5EE7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001FF),
                gc.DataTuple('slot_count', 0x00001481),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x50B6D31B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0x532EFEB9),
                gc.KeyTuple('src_port', 0x67D1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5EE7),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03DE),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 47
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\x2E\xFE\xB9\x00\x00\x00\x00\x67\xD1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5E\xE7\x00\x10\x50\xB6\xD3\x1B\x00\x00\x04\x30\x00\x00\x00\x00\x00\x20\x00\x00\x91\x4B\x47\x47\x9D\x79\x1F\x6E\x9D\x6D\x37\x34\x6D\x54\xE2\x56\x64\xC7\x59\xD8\xCA\x3D\xBB\xDA\x0D\xE6\x32\xFD\x32\x91\x06\xE6\x7D\xBA\x44\x7D\x6E\xB8\x21\x0F\x93\xA3\x56\xF6\x18\x68\x93\x0F\xA5\x0B\xE2\x9A\x62\xE0\xD9\x32\x0A\xE5\x73\x71\x55\x18\x51\x8C\x8A\xB2\x6C\xDE\x91\xA4\xF3\xB5\x57\xE0\x17\xEA\xAF\xB3\x67\x13\x48\xA9\x97\x17\x78\x39\x72\x62\x63\xC4\xA4\xD1\xB3\xAB\x32\x8C\xA2\xF7\xCB\xD2\x52\xAC\x13\x70\xF5\x60\xE4\x52\x68\x2E\xC8\xDF\x5A\x60\xFD\x66\x5F\x05\xE5\x41\x27\x22\xD6\x8F\xF2\xC5\x4E\x8F\x20\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCA60BAC2), ('P4rIngress.bitmap_seq.seq', 0x9BEB910E)], 6700)
        self.setRegisterValue('P4rIngress.rounds', 0x9BEB910E, 6700)
        self.setRegisterValue('P4rIngress.count', 0x1D, 6700)
        self.setRegisterValue('P4rIngress.exponent', 0xD6, 6700)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6700)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x996A33D8), ('P4rIngress.values_v0000.hi', 0xAED3676F)], 6700)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x126767D6), ('P4rIngress.values_v0001.hi', 0xCFCBF009)], 6700)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x2DC5FAA5), ('P4rIngress.values_v0010.hi', 0xAE22F479)], 6700)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6E15C39D), ('P4rIngress.values_v0011.hi', 0x7067E22F)], 6700)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x32E8FE1B), ('P4rIngress.values_v0100.hi', 0x4E20E3EA)], 6700)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x98CE7ED7), ('P4rIngress.values_v0101.hi', 0x229F5E44)], 6700)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x04D719CB), ('P4rIngress.values_v0110.hi', 0x75E3D196)], 6700)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xF366B4EA), ('P4rIngress.values_v0111.hi', 0x77CC06B6)], 6700)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x935BF63F), ('P4rIngress.values_v1000.hi', 0xB3DF1AFD)], 6700)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0xBCEBAB5F)], 6700)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x1D56D115), ('P4rIngress.values_v1010.hi', 0x4DC6FA3B)], 6700)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x74DED6C5), ('P4rIngress.values_v1011.hi', 0x8CAAA2A4)], 6700)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xF0A3BB71), ('P4rIngress.values_v1100.hi', 0x4491D559)], 6700)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x629CEED5), ('P4rIngress.values_v1101.hi', 0x1068F15D)], 6700)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x9E50EF11), ('P4rIngress.values_v1110.hi', 0xBB97DF7B)], 6700)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x1ADAB5A7), ('P4rIngress.values_v1111.hi', 0x48B81ED7)], 6700)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6287),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000013A0),
                gc.DataTuple('slot_count', 0x00000C60),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD9424F5F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x907B10BC),
                gc.KeyTuple('src_port', 0x3F43),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6287),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0344),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 9
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\x7B\x10\xBC\x00\x00\x00\x00\x3F\x43\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x62\x87\x00\x10\xD9\x42\x4F\x5F\x06\x8C\x06\x19\x9B\xEB\x91\x0E\x00\x20\x00\x00\xBD\x7E\x51\x54\xAB\x61\x0F\x6C\x3A\xD6\x62\x34\x30\x34\x0F\xF7\x6A\xCC\x8E\x69\xA4\x95\x1D\x4B\x4C\x4B\xD0\xBB\x72\x75\xEE\xD3\x77\x0D\xDF\x89\x42\xEE\x75\xC9\xB3\xDE\x34\xE5\x64\x94\xD1\x5F\xEF\xF2\x37\xC7\x40\x12\xED\xFF\x3F\x86\x1F\xFE\x08\x5B\x4E\x44\xCA\xEB\xA4\x4F\x9E\x83\xE0\x5F\x80\x00\x00\x00\xB5\xDA\xAA\xA8\x6B\x67\xB3\x98\x43\x9A\x6E\x5F\x7D\x9F\x76\x57\xB9\x72\x06\x7A\x8E\xEE\x07\x48\x6D\xB0\xDD\xB3\x69\x63\xFC\x74\x7D\x0E\xF7\x47\x4E\x0A\xB2\x63\x21\xBF\x0A\xC2\xAB\x6B\xF1\xBB\x63\xD0\x16\x0C\xB4\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x90\x7B\x10\xBC\xBE\xEF\x3F\x43\x00\xA0\x00\x00\x50\x34\x02\x82\x62\x87\x00\x10\xD9\x42\x4F\x5F\x06\x8C\x00\x19\x9B\xEB\x91\x0E\x00\x20\x00\x1E\x80\x00\x00\x00\xAB\x61\x0F\x6C\x4D\x3D\xCA\x0A\x30\x34\x0F\xF7\x7F\xFF\xFF\xFF\xA4\x95\x1D\x4B\x7F\xFF\xFF\xFF\x72\x75\xEE\xD3\x7F\xFF\xFF\xFF\x42\xEE\x75\xC9\x80\x00\x00\x00\x64\x94\xD1\x5F\xF4\xC9\x51\x92\x40\x12\xED\xFF\x32\xEC\xD4\xE8\x08\x5B\x4E\x44\x80\x00\x00\x00\x9E\x83\xE0\x5F\x80\x00\x00\x00\xB5\xDA\xAA\xA8\x7F\xFF\xFF\xFF\x43\x9A\x6E\x5F\x7F\xFF\xFF\xFF\xB9\x72\x06\x7A\x80\x00\x00\x00\x6D\xB0\xDD\xB3\x7F\xFF\xFF\xFF\x7D\x0E\xF7\x47\xEC\x5B\xA1\x74\x21\xBF\x0A\xC2\xC6\x46\xA7\x62\x63\xD0\x16\x0C\xB4\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBD7CC653), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 6198)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 6198)
        self.setRegisterValue('P4rIngress.count', 0xFD, 6198)
        self.setRegisterValue('P4rIngress.exponent', 0x9A, 6198)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6198)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xAA758D75), ('P4rIngress.values_v0000.hi', 0x9C31AE0A)], 6198)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xE1332CEA), ('P4rIngress.values_v0001.hi', 0x6C93E856)], 6198)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6BB4FD5E), ('P4rIngress.values_v0010.hi', 0x92EF2CDD)], 6198)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x44687A3F), ('P4rIngress.values_v0011.hi', 0x476C75DA)], 6198)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x496B6BD9), ('P4rIngress.values_v0100.hi', 0x50BEA18A)], 6198)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xABC9D4F7), ('P4rIngress.values_v0101.hi', 0x7A49B4E7)], 6198)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x40478ABD), ('P4rIngress.values_v0110.hi', 0x38DCEEFE)], 6198)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x22ADDAFD), ('P4rIngress.values_v0111.hi', 0x78FDD342)], 6198)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4112ADE6), ('P4rIngress.values_v1000.hi', 0xCB76E198)], 6198)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9CC538CE), ('P4rIngress.values_v1001.hi', 0x651BC485)], 6198)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x71619089), ('P4rIngress.values_v1010.hi', 0x61457ECD)], 6198)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA66693D2), ('P4rIngress.values_v1011.hi', 0x79E110F7)], 6198)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3967714F), ('P4rIngress.values_v1100.hi', 0x88DC6B97)], 6198)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9466EB19), ('P4rIngress.values_v1101.hi', 0x4CE62637)], 6198)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA9072571), ('P4rIngress.values_v1110.hi', 0x18EBE8D7)], 6198)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x9D1FD91E), ('P4rIngress.values_v1111.hi', 0xD3DC633D)], 6198)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5E11),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001691),
                gc.DataTuple('slot_count', 0x00000603),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x52635A55),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0xCC037E85),
                gc.KeyTuple('src_port', 0xA999),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5E11),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01C8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 56
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCC\x03\x7E\x85\x00\x00\x00\x00\xA9\x99\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5E\x11\x00\x10\x52\x63\x5A\x55\x01\xA5\x06\x6E\x80\x00\x00\x00\x00\x20\x00\x00\xA9\xBD\xB8\x61\xDD\xA1\xAD\xF4\x50\xE7\xD4\x2C\xC9\xD0\x8D\xCB\x51\xB1\x16\x73\xD3\xF8\xFA\x8D\x6F\xA4\xC3\xA9\x7A\x6E\xA1\xDC\x3E\x7C\x70\xDE\x2F\x91\x6F\x27\x9C\x25\xC1\x9B\x2D\x18\x75\x8E\x26\xC1\xF0\xF6\x49\x59\x47\x7D\x62\x8D\xA2\x9B\x25\x28\xEA\x66\x4A\xE2\xF0\xC4\xDA\x52\x26\xD3\xCB\xDB\x11\xCC\x68\x85\xEB\x7C\x69\x53\xF5\x39\x77\x77\x39\xB5\x7B\x2F\x36\xD7\x0B\x09\x94\x13\x51\x6F\x4F\x88\xE9\xCF\xA2\x97\xBD\x1F\x42\x18\x5B\xAE\x13\x20\xBD\x31\xA0\x9D\xDD\x8E\x0E\x93\xDD\xDA\x88\x9D\x90\x1A\x36\xA6\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x23FC94A4), ('P4rIngress.bitmap_seq.seq', 0x7E000000)], 4475)
        self.setRegisterValue('P4rIngress.rounds', 0x7E000000, 4475)
        self.setRegisterValue('P4rIngress.count', 0x59, 4475)
        self.setRegisterValue('P4rIngress.exponent', 0x5A, 4475)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4475)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x86D13B05), ('P4rIngress.values_v0000.hi', 0xA110ED53)], 4475)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xF5BE2D3D), ('P4rIngress.values_v0001.hi', 0x1CEF595F)], 4475)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6ABBFDE7), ('P4rIngress.values_v0010.hi', 0xA8F9F8C6)], 4475)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x42450EF1), ('P4rIngress.values_v0011.hi', 0x25E759A5)], 4475)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x32BF4B17), ('P4rIngress.values_v0100.hi', 0x261134CE)], 4475)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xCBDAB524), ('P4rIngress.values_v0101.hi', 0x6D7642F9)], 4475)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x194E76DD), ('P4rIngress.values_v0110.hi', 0x717F5473)], 4475)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xD1CE02F1), ('P4rIngress.values_v0111.hi', 0x49BCD463)], 4475)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x65D274AB), ('P4rIngress.values_v1000.hi', 0x5BAC8F5E)], 4475)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x22C33A8F), ('P4rIngress.values_v1001.hi', 0x56F66BD3)], 4475)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5A45974F), ('P4rIngress.values_v1010.hi', 0x50CFE56D)], 4475)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x76B27A67), ('P4rIngress.values_v1011.hi', 0x69EDA4C5)], 4475)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xD3F7E9B4), ('P4rIngress.values_v1100.hi', 0x9EB63D1A)], 4475)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x8DCABF59), ('P4rIngress.values_v1101.hi', 0xB495D3B9)], 4475)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6C24D94D), ('P4rIngress.values_v1110.hi', 0x59FA8916)], 4475)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x61737D59), ('P4rIngress.values_v1111.hi', 0x9F2314C8)], 4475)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD4DD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F69),
                gc.DataTuple('slot_count', 0x000004AF),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4A9A2CA7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xCCA6ED7B),
                gc.KeyTuple('src_port', 0x22B3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD4DD),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03B9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCC\xA6\xED\x7B\x00\x00\x00\x00\x22\xB3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD4\xDD\x00\x10\x4A\x9A\x2C\xA7\x02\x12\x02\x2C\x7E\x00\x00\x00\x00\x20\x00\x00\xBC\xC7\x50\x1A\xBA\x4D\x2D\x19\x2A\x85\xE3\x08\x0E\x64\x64\xF3\x5F\xA0\xC9\xA3\xA6\xB8\xDC\xB7\x46\xAE\x2A\x41\x73\x16\x50\xB3\x6B\x93\x97\x75\x62\xC7\x65\x38\xA9\x3D\x95\x5C\x19\x79\x53\xB8\x3B\xFE\x0D\x23\x48\xFE\x76\xD1\x8D\x9C\xA8\x9B\x61\xBA\xF9\xAA\x4E\x9B\xFB\x3B\x5F\x67\xB9\x67\xDB\x5A\x18\xA1\x70\xD2\x8E\x58\x4B\xD1\x2C\x62\x53\xEF\x74\x6E\x42\x50\xEC\x25\x6F\x80\x75\x48\x87\x43\x02\x9D\x8C\x47\x2C\x9D\xB8\x9E\x04\xCF\xEB\x8D\xCF\x9D\x46\xDF\xD4\x69\x31\xC1\xD6\xF5\x57\x64\xB6\x50\xDF\xFC\x7A\x6C\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x22944214), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 6720)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 6720)
        self.setRegisterValue('P4rIngress.count', 0x16, 6720)
        self.setRegisterValue('P4rIngress.exponent', 0x7B, 6720)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6720)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xAABED751), ('P4rIngress.values_v0000.hi', 0x9C32DB15)], 6720)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xDDB3B5AD), ('P4rIngress.values_v0001.hi', 0x64EE2E00)], 6720)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x293A9456), ('P4rIngress.values_v0010.hi', 0x9ED44454)], 6720)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x75363A3A), ('P4rIngress.values_v0011.hi', 0x4B0E9D91)], 6720)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x3DED6215), ('P4rIngress.values_v0100.hi', 0x63AAA5B2)], 6720)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x9C23191B), ('P4rIngress.values_v0101.hi', 0x453D5127)], 6720)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7D5378EB), ('P4rIngress.values_v0110.hi', 0x7DACE872)], 6720)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6C3FC591), ('P4rIngress.values_v0111.hi', 0x582B0B30)], 6720)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6AA54FA9), ('P4rIngress.values_v1000.hi', 0xA5BECCBF)], 6720)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xA89F1E3E), ('P4rIngress.values_v1001.hi', 0x3341EA16)], 6720)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x766CD6A9), ('P4rIngress.values_v1010.hi', 0x1DA58E39)], 6720)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x80000000), ('P4rIngress.values_v1011.hi', 0x5DAFE212)], 6720)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x2B2C7162), ('P4rIngress.values_v1100.hi', 0xA71D61E2)], 6720)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x93210677), ('P4rIngress.values_v1101.hi', 0x5EF73AA3)], 6720)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD5E7C066), ('P4rIngress.values_v1110.hi', 0xA64DCE16)], 6720)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5633BC43), ('P4rIngress.values_v1111.hi', 0x68BAFADB)], 6720)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x34CF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000240),
                gc.DataTuple('slot_count', 0x00001C87),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5F9576CC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xD2B1D10D),
                gc.KeyTuple('src_port', 0x04C7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x34CF),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00E9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 20
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\xB1\xD1\x0D\x00\x00\x00\x00\x04\xC7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x34\xCF\x00\x10\x5F\x95\x76\xCC\x18\x00\x06\x0D\x80\x00\x00\x00\x00\x20\x00\x00\xC5\x10\x91\x12\xD7\xBB\x4F\x8C\x5E\xB7\xF4\xB3\x9B\x11\xD2\x00\x67\x32\xA5\xE2\xA1\x47\xFE\x75\x56\x1C\xD3\x7F\x4B\xAD\xA4\x95\x76\x91\x2C\xBB\x34\xEA\xA5\x9A\xB5\xA3\x5A\x69\x3C\xD6\x8E\xD9\xD6\x57\x6B\x65\x1D\x49\xA3\x12\x4F\x1B\x85\x2D\x5D\xFA\xF4\x99\x6D\x0E\xDD\x99\x3F\x13\xFA\xC9\xC8\x2A\x7A\xDC\x6B\x79\x29\x9C\x48\x7B\x70\x2D\x7C\x25\xF0\x4D\x00\x00\x00\x00\x54\xC9\x5F\xCD\x6C\xE4\xE2\xEB\x9B\xC1\x94\x2A\xD9\xBD\xC6\x0B\x5C\x93\xBF\xB6\x98\xE9\x9D\x4C\x9A\xF1\x2D\x77\x55\x6E\x12\xE0\x65\x88\xCA\xCB\x6D\x38\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD2\xB1\xD1\x0D\xBE\xEF\x04\xC7\x00\xA0\x00\x00\x50\x34\x02\x82\x34\xCF\x00\x10\x5F\x95\x76\xCC\x18\x00\x00\x0D\x80\x00\x00\x00\x00\x20\x00\x17\x80\x00\x00\x00\xD7\xBB\x4F\x8C\x3C\x6B\xAA\x60\x9B\x11\xD2\x00\x7F\xFF\xFF\xFF\xA1\x47\xFE\x75\x7F\xFF\xFF\xFF\x4B\xAD\xA4\x95\x7F\xFF\xFF\xFF\x34\xEA\xA5\x9A\x80\x00\x00\x00\x3C\xD6\x8E\xD9\x53\xAA\xE4\x50\x1D\x49\xA3\x12\x7F\xFF\xFF\xFF\x5D\xFA\xF4\x99\x7F\xFF\xFF\xFF\x3F\x13\xFA\xC9\x80\x00\x00\x00\x6B\x79\x29\x9C\x7F\xFF\xFF\xFF\x7C\x25\xF0\x4D\x80\x00\x00\x00\x54\xC9\x5F\xCD\x7F\xFF\xFF\xFF\x9B\xC1\x94\x2A\x80\x00\x00\x00\x5C\x93\xBF\xB6\x80\x00\x00\x00\x9A\xF1\x2D\x77\x7F\xFF\xFF\xFF\x65\x88\xCA\xCB\x6D\x38\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5808335B), ('P4rIngress.bitmap_seq.seq', 0xD5086433)], 2220)
        self.setRegisterValue('P4rIngress.rounds', 0xD5086433, 2220)
        self.setRegisterValue('P4rIngress.count', 0x0C, 2220)
        self.setRegisterValue('P4rIngress.exponent', 0x9A, 2220)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2220)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBCEEACAA), ('P4rIngress.values_v0000.hi', 0xA2A920DC)], 2220)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x1AB3188E), ('P4rIngress.values_v0001.hi', 0xAE6DA44D)], 2220)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x21439E64), ('P4rIngress.values_v0010.hi', 0xD382E065)], 2220)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x3A9004AB), ('P4rIngress.values_v0011.hi', 0xA29C7A37)], 2220)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4D537915), ('P4rIngress.values_v0100.hi', 0x19B71925)], 2220)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x72BCB521), ('P4rIngress.values_v0101.hi', 0x1C8A588B)], 2220)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x196E4ED3), ('P4rIngress.values_v0110.hi', 0x410BCD0C)], 2220)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4D1ED1E6), ('P4rIngress.values_v0111.hi', 0x6E178790)], 2220)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6AFD4F97), ('P4rIngress.values_v1000.hi', 0x194D0D26)], 2220)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xA3AB98D5), ('P4rIngress.values_v1001.hi', 0x78888847)], 2220)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x55ABA87E), ('P4rIngress.values_v1010.hi', 0x00000000)], 2220)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA59B02B3), ('P4rIngress.values_v1011.hi', 0x64CBB57D)], 2220)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xE5426ABF), ('P4rIngress.values_v1100.hi', 0xCDC50A9A)], 2220)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x0E541149), ('P4rIngress.values_v1101.hi', 0x97A14CD2)], 2220)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xCAEECF5B), ('P4rIngress.values_v1110.hi', 0x9C846C2D)], 2220)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x897A93DB), ('P4rIngress.values_v1111.hi', 0x2DE81A29)], 2220)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBFF8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000070F),
                gc.DataTuple('slot_count', 0x000009EF),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEA09F8C5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0xD548ADCE),
                gc.KeyTuple('src_port', 0xDE36),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBFF8),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0381),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 44
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD5\x48\xAD\xCE\x00\x00\x00\x00\xDE\x36\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBF\xF8\x00\x10\xEA\x09\xF8\xC5\x01\x9D\x06\x59\xD5\x08\x64\x33\x00\x20\x00\x00\x90\x84\x5B\xF8\xCE\x0F\x3F\xC5\xD3\x0A\x74\x93\x6A\x86\x9F\xAB\x73\x7F\x64\xAC\x93\x6F\xAF\xF3\xE7\x30\x8C\x69\xB6\xCF\x73\x45\x71\x43\xDC\x90\x4B\xE5\x40\xDB\xC7\x89\x14\xAB\xE6\xB9\x32\xFA\x78\xAE\x2C\x37\x56\x59\xAB\xAF\x5B\x32\xBE\xA5\x46\x1F\x17\x57\xF4\xF2\x44\x34\x5E\xD7\xAB\xBA\xB3\x6B\xBE\x97\x37\xF9\xED\x6F\x5E\x8E\xB8\x76\x00\x00\x00\x00\x01\xE8\xFC\x72\x2C\xE8\x90\x42\x93\xF2\x73\x35\xCF\xEE\x6B\xA9\x73\x2C\xFA\xC1\xD5\x9D\x74\x6B\xA2\xC1\x8A\x7B\xCF\xB3\xBA\xF5\x9C\x9E\x92\xFB\x5F\xEC\x31\x6D\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD5\x48\xAD\xCE\xBE\xEF\xDE\x36\x00\xA0\x00\x00\x50\x34\x02\x82\xBF\xF8\x00\x10\xEA\x09\xF8\xC5\x01\x9D\x00\x59\xD5\x08\x64\x33\x00\x20\x00\x0D\x80\x00\x00\x00\xCE\x0F\x3F\xC5\xED\xBD\x8D\x21\x6A\x86\x9F\xAB\x7F\xFF\xFF\xFF\x93\x6F\xAF\xF3\x21\xC0\x91\x14\xB6\xCF\x73\x45\x7F\xFF\xFF\xFF\x4B\xE5\x40\xDB\x3A\x45\xC9\xCC\xE6\xB9\x32\xFA\x7F\xFF\xFF\xFF\x56\x59\xAB\xAF\x7F\xFF\xFF\xFF\x46\x1F\x17\x57\x5F\xEF\x93\xCB\x5E\xD7\xAB\xBA\x80\x00\x00\x00\x37\xF9\xED\x6F\x7F\xFF\xFF\xFF\x00\x00\x00\x00\xA7\x83\xFF\x25\x2C\xE8\x90\x42\x80\x00\x00\x00\xCF\xEE\x6B\xA9\x7F\xFF\xFF\xFF\xD5\x9D\x74\x6B\x80\x00\x00\x00\xCF\xB3\xBA\xF5\x80\x00\x00\x00\x5F\xEC\x31\x6D\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x85C4F7D4), ('P4rIngress.bitmap_seq.seq', 0x11E1363D)], 1702)
        self.setRegisterValue('P4rIngress.rounds', 0x11E1363D, 1702)
        self.setRegisterValue('P4rIngress.count', 0x8B, 1702)
        self.setRegisterValue('P4rIngress.exponent', 0x6E, 1702)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1702)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x45329F25), ('P4rIngress.values_v0000.hi', 0xA31322DF)], 1702)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x83EE4ECC), ('P4rIngress.values_v0001.hi', 0x9FBE6D6D)], 1702)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3F2278D0), ('P4rIngress.values_v0010.hi', 0xB292FEFD)], 1702)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6590E817), ('P4rIngress.values_v0011.hi', 0x540BC269)], 1702)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x605581DE), ('P4rIngress.values_v0100.hi', 0x1C797134)], 1702)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xEE6A2A8B), ('P4rIngress.values_v0101.hi', 0x4CEA4276)], 1702)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x2E28ABE1), ('P4rIngress.values_v0110.hi', 0x44F7A529)], 1702)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x517BEF09), ('P4rIngress.values_v0111.hi', 0x0D398AF3)], 1702)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4BF3766F), ('P4rIngress.values_v1000.hi', 0x32E4063D)], 1702)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x49805F69), ('P4rIngress.values_v1001.hi', 0x955318EB)], 1702)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x514666F0), ('P4rIngress.values_v1010.hi', 0x2DF48E19)], 1702)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4BCF5254), ('P4rIngress.values_v1011.hi', 0x5687A2AF)], 1702)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x2EB6DB32), ('P4rIngress.values_v1100.hi', 0xB9B3F919)], 1702)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x75F7556B), ('P4rIngress.values_v1101.hi', 0x6949A739)], 1702)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x0B79FA2E), ('P4rIngress.values_v1110.hi', 0x6C19A5DF)], 1702)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x50DB1D7F), ('P4rIngress.values_v1111.hi', 0x53B5059E)], 1702)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x101D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005B4),
                gc.DataTuple('slot_count', 0x00001399),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFCCCFE75),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xCFCC77B1),
                gc.KeyTuple('src_port', 0x62CC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x101D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0201),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 20
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCF\xCC\x77\xB1\x00\x00\x00\x00\x62\xCC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x10\x1D\x00\x10\xFC\xCC\xFE\x75\x00\xF2\x04\x99\x11\xE1\x36\x3D\x00\x20\x00\x00\x73\x51\xA0\x74\xAD\x99\x02\xA1\xC7\x2E\x74\x5F\x1E\x8C\x3F\x6E\x4F\xD5\x29\x75\x95\xC5\xC1\xC0\x79\x4D\xCB\xF2\x5E\x4C\x3E\x1F\x4D\x37\xEA\xE5\x71\x69\x12\x1E\x1B\x52\xD6\xE9\x5E\x9B\x76\x95\x62\xEF\x04\xFC\xEC\xE9\x64\xBF\x43\x5F\x69\x6B\x45\x88\x91\xB9\x4A\x9A\x24\xB2\x7A\x1E\xCD\xE5\x4B\xC2\x54\x67\xCD\x8F\xB3\x69\x3D\x58\x7C\x6C\x5F\xA6\x8E\xD0\x5A\xD4\x17\x67\x55\xA1\x44\x4A\x53\x32\x56\x1F\x90\xA6\xB5\xA9\x26\x17\x5A\x3C\x51\x4C\x05\x7A\xD7\x49\xC7\x0B\x63\x4D\xB9\xC5\x42\x3E\xE9\x33\x1D\x31\x23\x47\x6F\xAA\x41\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x138CFE6E), ('P4rIngress.bitmap_seq.seq', 0x2D200000)], 5118)
        self.setRegisterValue('P4rIngress.rounds', 0x2D200000, 5118)
        self.setRegisterValue('P4rIngress.count', 0x17, 5118)
        self.setRegisterValue('P4rIngress.exponent', 0x77, 5118)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5118)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x74FB316B), ('P4rIngress.values_v0000.hi', 0xBA95E183)], 5118)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xB00EB29E), ('P4rIngress.values_v0001.hi', 0xDED6DB12)], 5118)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5E6A4866), ('P4rIngress.values_v0010.hi', 0x9341456E)], 5118)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x31BB7D98), ('P4rIngress.values_v0011.hi', 0x5A050985)], 5118)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6EA3B568), ('P4rIngress.values_v0100.hi', 0x7AB2338D)], 5118)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x02756A97), ('P4rIngress.values_v0101.hi', 0x6BDBDA50)], 5118)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7F5D36E1), ('P4rIngress.values_v0110.hi', 0xFC66B67F)], 5118)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6FB68CC5), ('P4rIngress.values_v0111.hi', 0xF6A36562)], 5118)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5908CFFF), ('P4rIngress.values_v1000.hi', 0x6350D70B)], 5118)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x1D827173), ('P4rIngress.values_v1001.hi', 0xA72167C8)], 5118)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x46C9CB24), ('P4rIngress.values_v1010.hi', 0x7D8764C4)], 5118)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x56460203), ('P4rIngress.values_v1011.hi', 0x242D275E)], 5118)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x2E371DEB), ('P4rIngress.values_v1100.hi', 0x9FB15C85)], 5118)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5A4C746D), ('P4rIngress.values_v1101.hi', 0x00000000)], 5118)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x9DCB772B), ('P4rIngress.values_v1110.hi', 0x5AEEE569)], 5118)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x973F358D), ('P4rIngress.values_v1111.hi', 0xD407466D)], 5118)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCCAA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C91),
                gc.DataTuple('slot_count', 0x00000DE5),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9A4A90E1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0xF48E9B00),
                gc.KeyTuple('src_port', 0x306A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCCAA),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02CB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 33
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF4\x8E\x9B\x00\x00\x00\x00\x00\x30\x6A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCC\xAA\x00\x10\x9A\x4A\x90\xE1\x07\x6D\x02\xDA\x2D\x20\x00\x00\x00\x20\x00\x00\x1A\xB5\xA4\xE7\x8B\xD5\xA1\xEA\xC9\xD5\xBD\x79\x2F\x3B\xCB\x76\x55\x8A\x02\xC9\x8F\x0D\x5F\x42\x75\x3F\x20\x7C\x54\xB3\xEE\xDF\x22\xBE\x95\x09\x39\xAD\x0D\x11\xDF\xFF\x5B\xAB\x4B\x2A\xD3\x1E\x3A\xBD\x34\xB7\x02\x66\x8C\xC5\x64\x09\xA4\x68\x66\x82\x8E\x23\x2D\xFD\xF3\x2A\x51\x53\x15\xD6\x71\x9B\xF2\xA9\xB7\x59\x2F\x9F\x64\x3A\xFB\x24\x1D\xB9\x1E\x8C\x5A\xB5\x6F\x69\xED\xDB\x0D\xFB\x56\x4A\x3E\x11\x9E\x2B\x3A\x0D\x3B\xD4\xED\x4B\x00\x00\x00\x00\xCC\x68\x8D\x3A\xFD\x7E\x9D\x6F\xD3\x86\xA5\xC0\xD5\x33\x7D\x21\x87\x12\x06\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF4\x8E\x9B\x00\xBE\xEF\x30\x6A\x00\xA0\x00\x00\x50\x34\x02\x82\xCC\xAA\x00\x10\x9A\x4A\x90\xE1\x07\x6D\x00\xDA\x2D\x20\x00\x00\x00\x20\x00\x18\x7F\xFF\xFF\xFF\x8B\xD5\xA1\xEA\x80\x00\x00\x00\x2F\x3B\xCB\x76\x7F\xFF\xFF\xFF\x8F\x0D\x5F\x42\x7F\xFF\xFF\xFF\x54\xB3\xEE\xDF\x7F\xFF\xFF\xFF\x39\xAD\x0D\x11\xE2\x74\xC6\x42\x4B\x2A\xD3\x1E\x7F\xFF\xFF\xFF\x02\x66\x8C\xC5\x7F\xFF\xFF\xFF\x66\x82\x8E\x23\x7F\xFF\xFF\xFF\x51\x53\x15\xD6\x7F\xFF\xFF\xFF\xB7\x59\x2F\x9F\x7F\xFF\xFF\xFF\x1D\xB9\x1E\x8C\x7F\xFF\xFF\xFF\xED\xDB\x0D\xFB\x7F\xFF\xFF\xFF\x9E\x2B\x3A\x0D\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x80\x00\x00\x00\xFD\x7E\x9D\x6F\x80\x00\x00\x00\xD5\x33\x7D\x21\x87\x12\x06\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE918E2FB), ('P4rIngress.bitmap_seq.seq', 0x98000000)], 5538)
        self.setRegisterValue('P4rIngress.rounds', 0x98000000, 5538)
        self.setRegisterValue('P4rIngress.count', 0xBD, 5538)
        self.setRegisterValue('P4rIngress.exponent', 0xBD, 5538)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5538)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB497574F), ('P4rIngress.values_v0000.hi', 0xB8A9E459)], 5538)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x9DE6E88D), ('P4rIngress.values_v0001.hi', 0xF8857E9A)], 5538)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x1245334B), ('P4rIngress.values_v0010.hi', 0x969B2933)], 5538)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7A713ABB), ('P4rIngress.values_v0011.hi', 0x726D1968)], 5538)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x42D52917), ('P4rIngress.values_v0100.hi', 0x5D70A6D0)], 5538)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xEA90069E), ('P4rIngress.values_v0101.hi', 0x4D2D73AE)], 5538)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xE675B337), ('P4rIngress.values_v0110.hi', 0x2C14C17A)], 5538)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xC04D74BB), ('P4rIngress.values_v0111.hi', 0x26F23D64)], 5538)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6782F4F5), ('P4rIngress.values_v1000.hi', 0x4D464B92)], 5538)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9FE64E4B), ('P4rIngress.values_v1001.hi', 0x6B7CEEA1)], 5538)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x50F2EDBB), ('P4rIngress.values_v1010.hi', 0x5EED6199)], 5538)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x1AE74FC2), ('P4rIngress.values_v1011.hi', 0x77DFBBAD)], 5538)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xB9D4F65B), ('P4rIngress.values_v1100.hi', 0xB8DFE2FE)], 5538)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xB509C837), ('P4rIngress.values_v1101.hi', 0xB970C072)], 5538)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6624D2AD), ('P4rIngress.values_v1110.hi', 0xBB660C1F)], 5538)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xAEB8F3B0), ('P4rIngress.values_v1111.hi', 0x32C9D5AC)], 5538)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x190F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000013D),
                gc.DataTuple('slot_count', 0x00001777),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA647E4FD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x33D66AE4),
                gc.KeyTuple('src_port', 0x7570),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x190F),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0125),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 7
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x33\xD6\x6A\xE4\x00\x00\x00\x00\x75\x70\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x19\x0F\x00\x10\xA6\x47\xE4\xFD\x14\x65\x04\x63\x98\x00\x00\x00\x00\x20\x00\x00\xB5\xB6\xF3\xF7\x9A\xBD\x1C\xCC\x47\x04\x8D\xFB\x1D\x9B\xEC\x36\x6E\x55\x2B\x59\xC3\x88\xED\x79\x5C\xBB\xA0\xAF\x4B\x2E\xD3\x1F\x66\x93\x9E\xD6\x2D\x2D\xC0\x77\x82\x73\x4F\x10\x43\x9D\x76\xA3\x43\xB8\x61\x54\x63\x4B\x4F\x50\x8D\x57\x86\x69\x78\x4B\xE0\x96\x45\xC9\xB0\xA7\x4C\xD5\x2A\x0E\x32\x47\xC2\xDD\x4C\x0E\x84\x2E\x6D\x33\xEC\xC8\x46\xB8\xF3\xCB\x6A\x29\x4B\x44\x44\x7E\x9B\x35\x88\xD8\x55\xB3\xA8\x5E\x36\x8D\xB6\x1F\x4F\x13\xB3\x74\xC2\x2C\x1A\x89\x17\x8A\x8B\xB0\x2C\x3C\xA4\x8E\x33\x32\x7D\x52\x54\x6C\x15\x4C\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA6427CCB), ('P4rIngress.bitmap_seq.seq', 0xA8000000)], 1235)
        self.setRegisterValue('P4rIngress.rounds', 0xA8000000, 1235)
        self.setRegisterValue('P4rIngress.count', 0x04, 1235)
        self.setRegisterValue('P4rIngress.exponent', 0xFA, 1235)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1235)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xD13E4D5D), ('P4rIngress.values_v0000.hi', 0x95EED3B4)], 1235)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x1F19BB8D), ('P4rIngress.values_v0001.hi', 0xF90BF045)], 1235)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7067F395), ('P4rIngress.values_v0010.hi', 0xC4828D15)], 1235)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x36F6CAC0), ('P4rIngress.values_v0011.hi', 0xB26C5C83)], 1235)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x37FCDA13), ('P4rIngress.values_v0100.hi', 0xC985B553)], 1235)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xA96C1633), ('P4rIngress.values_v0101.hi', 0x36928E94)], 1235)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7C66BC0B), ('P4rIngress.values_v0110.hi', 0x3A1A980A)], 1235)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4519CB41), ('P4rIngress.values_v0111.hi', 0x79199C9B)], 1235)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xBAFF6EB0), ('P4rIngress.values_v1000.hi', 0x9C576289)], 1235)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xAEAF8F4E), ('P4rIngress.values_v1001.hi', 0x79D689D7)], 1235)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x487B0F6C), ('P4rIngress.values_v1010.hi', 0x00000000)], 1235)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB672C0AD), ('P4rIngress.values_v1011.hi', 0x91A3609F)], 1235)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x10D8A563), ('P4rIngress.values_v1100.hi', 0xAD729266)], 1235)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7E2BCA3E), ('P4rIngress.values_v1101.hi', 0xA5967D93)], 1235)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x807D724B), ('P4rIngress.values_v1110.hi', 0x2AA6157B)], 1235)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x3FE4CC97), ('P4rIngress.values_v1111.hi', 0x389732CE)], 1235)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x82F2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003BE),
                gc.DataTuple('slot_count', 0x000017F4),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x752F7B67),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0xFC76DD9D),
                gc.KeyTuple('src_port', 0x2DD2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x82F2),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03A9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 33
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x76\xDD\x9D\x00\x00\x00\x00\x2D\xD2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x82\xF2\x00\x10\x75\x2F\x7B\x67\x01\x15\x02\x35\xA8\x00\x00\x00\x00\x20\x00\x00\x8D\x7D\x39\xD2\xE4\x49\xAA\x33\x31\x77\x89\xD9\x45\x09\x47\xE2\x33\xF5\xF2\xF6\x82\x98\x48\x8D\xCA\x66\xEA\x24\xB9\x04\xD4\xC2\x5B\xD9\xDA\x16\x09\xD2\x5A\x39\x34\xEF\x79\xA1\xB6\x3A\xA2\xD6\x16\x82\xB3\x2A\x56\x6C\xCA\xB6\x53\x19\x1B\xAB\x7A\xEB\x0E\x53\xD6\xCD\x24\xFD\x1B\x55\x32\xDB\xBD\x6C\xAC\x7C\x09\x57\x59\x5C\x42\x99\xE2\x6A\x06\xCF\x3F\xC0\x94\x9E\x7A\x77\xCE\x81\x38\x6F\x77\xA1\xC9\xD7\xBD\x4D\x8A\xEB\x68\x13\x8C\x3A\xB5\xB0\xFF\xB5\xB8\xE9\xBF\x7A\x66\x26\x52\x22\x6B\x94\x5C\xB7\x66\x4D\x73\x4C\x59\x63\x09\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFC\x76\xDD\x9D\xBE\xEF\x2D\xD2\x00\xA0\x00\x00\x50\x34\x02\x82\x82\xF2\x00\x10\x75\x2F\x7B\x67\x01\x15\x00\x35\xA8\x00\x00\x00\x00\x20\x00\x05\x80\x00\x00\x00\xE4\x49\xAA\x33\x50\x91\x45\x66\x45\x09\x47\xE2\x7F\xFF\xFF\xFF\x82\x98\x48\x8D\x01\x5D\xB4\xE4\xB9\x04\xD4\xC2\x7F\xFF\xFF\xFF\x09\xD2\x5A\x39\xDE\x5B\x8F\xD4\xB6\x3A\xA2\xD6\x7F\xFF\xFF\xFF\x56\x6C\xCA\xB6\x7F\xFF\xFF\xFF\x7A\xEB\x0E\x53\x91\xCC\x93\xAD\x1B\x55\x32\xDB\x80\x00\x00\x00\x09\x57\x59\x5C\x7F\xFF\xFF\xFF\x06\xCF\x3F\xC0\x80\x00\x00\x00\xCE\x81\x38\x6F\x7F\xFF\xFF\xFF\xBD\x4D\x8A\xEB\x7F\xFF\xFF\xFF\xB5\xB0\xFF\xB5\x80\x00\x00\x00\x66\x26\x52\x22\x7F\xFF\xFF\xFF\x66\x4D\x73\x4C\x59\x63\x09\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA9A5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002CF),
                gc.DataTuple('slot_count', 0x00000F11),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2C1429AF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x85720709),
                gc.KeyTuple('src_port', 0x649F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA9A5),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x00E6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xA000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 1
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x85\x72\x07\x09\x00\x00\x00\x00\x64\x9F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA9\xA5\x00\x1D\x2C\x14\x29\xAF\x0C\xA5\x06\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x62\xD1\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x63089ADE), ('P4rIngress.bitmap_seq.seq', 0xABC9A82B)], 2078)
        self.setRegisterValue('P4rIngress.rounds', 0xABC9A82B, 2078)
        self.setRegisterValue('P4rIngress.count', 0x11, 2078)
        self.setRegisterValue('P4rIngress.exponent', 0xF2, 2078)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2078)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBD2F5BEF), ('P4rIngress.values_v0000.hi', 0x9F64F520)], 2078)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xF8656FD2), ('P4rIngress.values_v0001.hi', 0x37F29D27)], 2078)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4BAB2D8D), ('P4rIngress.values_v0010.hi', 0xE462E8DD)], 2078)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4476CC2C), ('P4rIngress.values_v0011.hi', 0x7223F592)], 2078)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xBE33AB13), ('P4rIngress.values_v0100.hi', 0x5A74988A)], 2078)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x543EE5CD), ('P4rIngress.values_v0101.hi', 0x93159E91)], 2078)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xD2B3B553), ('P4rIngress.values_v0110.hi', 0x86BC6CD3)], 2078)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x29308AA1), ('P4rIngress.values_v0111.hi', 0x4C30664B)], 2078)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xC32222CF), ('P4rIngress.values_v1000.hi', 0x6D8A7255)], 2078)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9946F4D0), ('P4rIngress.values_v1001.hi', 0x328A9FF5)], 2078)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x2EBFCD59), ('P4rIngress.values_v1010.hi', 0x552A8FAB)], 2078)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5256D163), ('P4rIngress.values_v1011.hi', 0x1D27A1AB)], 2078)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x27E97416), ('P4rIngress.values_v1100.hi', 0x327AF2FF)], 2078)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6B0647BD), ('P4rIngress.values_v1101.hi', 0x767CFF01)], 2078)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6E7B79E3), ('P4rIngress.values_v1110.hi', 0xDDA9D705)], 2078)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB43EE1AD), ('P4rIngress.values_v1111.hi', 0xAFE24D44)], 2078)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7534),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000010F),
                gc.DataTuple('slot_count', 0x0000171D),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCCC2C256),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x4F44A294),
                gc.KeyTuple('src_port', 0xDC96),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7534),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x003D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4F\x44\xA2\x94\x00\x00\x00\x00\xDC\x96\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x75\x34\x00\x10\xCC\xC2\xC2\x56\x07\x0F\x04\x79\xAB\xC9\xA8\x2B\x00\x20\x00\x00\xA4\x60\x4E\x87\x8D\x03\xA1\x6A\xEB\xBD\x72\x7E\xAD\xB5\xAD\xC7\x6A\xDF\x8D\xE3\x8D\xBF\x2A\xBC\x70\x7C\xF8\x2F\x33\x1B\xC7\x95\x6D\x76\x2A\x96\x51\x7D\x3A\x6B\x6E\xB8\xB1\x4B\xE9\x01\xD8\x79\x46\x7C\x95\x35\xAF\x77\xBE\xA7\x6C\x3D\x11\xBE\x4F\x5A\x57\x1B\xFB\xCB\xE3\xCB\x28\xC7\x72\x23\x2B\x72\x2C\x2F\x6C\xA8\x17\x99\x94\xBC\x92\xCB\x6B\xA7\xE4\xD3\x38\x84\x49\x73\x33\xB2\xAA\x91\x6F\xB5\x27\xD7\x0C\x44\x7F\x2F\x29\x4E\x4A\xBE\x67\x4C\x87\xFB\x48\x4A\x3F\xEF\x99\x3C\x92\x57\x97\x90\xE7\xE6\x91\xEB\x55\xFF\x40\x4E\xA4\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4F\x44\xA2\x94\xBE\xEF\xDC\x96\x00\xA0\x00\x00\x50\x34\x02\x82\x75\x34\x00\x10\xCC\xC2\xC2\x56\x07\x0F\x00\x79\xAB\xC9\xA8\x2B\x00\x20\x00\x12\x80\x00\x00\x00\x8D\x03\xA1\x6A\xE4\x22\xE2\x50\xAD\xB5\xAD\xC7\x7F\xFF\xFF\xFF\x8D\xBF\x2A\xBC\x7F\xFF\xFF\xFF\x33\x1B\xC7\x95\x2B\xA9\xD5\xA9\x51\x7D\x3A\x6B\x7F\xFF\xFF\xFF\xE9\x01\xD8\x79\x19\x30\x4A\x88\xAF\x77\xBE\xA7\x7F\xFF\xFF\xFF\x4F\x5A\x57\x1B\xBE\xEE\x06\x9A\x28\xC7\x72\x23\xC4\xB9\x20\xFF\x6C\xA8\x17\x99\xC3\x7C\x60\x24\x6B\xA7\xE4\xD3\x7F\xFF\xFF\xFF\x33\xB2\xAA\x91\x7F\xFF\xFF\xFF\x0C\x44\x7F\x2F\x7F\xFF\xFF\xFF\x67\x4C\x87\xFB\x7F\xFF\xFF\xFF\x99\x3C\x92\x57\x80\x00\x00\x00\x91\xEB\x55\xFF\x40\x4E\xA4\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEE24A480), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 4199)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 4199)
        self.setRegisterValue('P4rIngress.count', 0xF9, 4199)
        self.setRegisterValue('P4rIngress.exponent', 0x50, 4199)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4199)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xD5DEC55B), ('P4rIngress.values_v0000.hi', 0xBEE7EFA4)], 4199)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xA3297469), ('P4rIngress.values_v0001.hi', 0x4CDAB4D7)], 4199)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x64D6EA46), ('P4rIngress.values_v0010.hi', 0xC1ADBDB4)], 4199)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x2F8AAD2E), ('P4rIngress.values_v0011.hi', 0x7712FD8F)], 4199)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5A5C572B), ('P4rIngress.values_v0100.hi', 0x7309998B)], 4199)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x8ABE6155), ('P4rIngress.values_v0101.hi', 0x6E4739FF)], 4199)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6B73A8CE), ('P4rIngress.values_v0110.hi', 0x709EA950)], 4199)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6AAE9846), ('P4rIngress.values_v0111.hi', 0x425A5CBF)], 4199)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x0F4EA776), ('P4rIngress.values_v1000.hi', 0x5566B493)], 4199)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9DB834CB), ('P4rIngress.values_v1001.hi', 0x10CB2A9F)], 4199)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x67148587), ('P4rIngress.values_v1010.hi', 0x6F2E475C)], 4199)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA5A34816), ('P4rIngress.values_v1011.hi', 0x516CF96A)], 4199)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6616E766), ('P4rIngress.values_v1100.hi', 0xE3787971)], 4199)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xA2AEBDB5), ('P4rIngress.values_v1101.hi', 0x710DB577)], 4199)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xADA4FC6B), ('P4rIngress.values_v1110.hi', 0x80221373)], 4199)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xC1941EEE), ('P4rIngress.values_v1111.hi', 0x80000000)], 4199)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0F46),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000293),
                gc.DataTuple('slot_count', 0x00000E41),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCC54AA29),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x59C6E173),
                gc.KeyTuple('src_port', 0xB657),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0F46),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x021F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 26
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\xC6\xE1\x73\x00\x00\x00\x00\xB6\x57\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0F\x46\x00\x10\xCC\x54\xAA\x29\x0D\xD4\x00\x01\x00\x00\x00\x00\x00\x20\x00\x00\x9D\x19\x39\x7D\x97\x3A\x3B\xE6\x27\x7A\xAC\x8B\x2D\xFC\x3D\x9D\x4D\xC6\xEB\x6F\xB8\xAF\xB9\x09\x7F\x53\x90\x04\x34\x3A\x14\x96\x47\x58\x43\x6D\x30\x8A\xAA\xC9\xF4\xEE\x2E\xDD\x67\x2B\x5B\xD5\xAC\x3B\x24\xE1\x32\x10\x1A\x39\x4A\x9E\x5B\xD3\x4F\x6A\x2A\xBF\x7C\xCB\x27\x85\xE9\x71\xD6\xF7\xA4\xE4\x29\x9F\x78\xA9\x71\x2A\x4B\x75\xC2\xDF\x23\xB9\x4F\x43\x47\x6B\x0E\x7F\x5B\xFB\x14\x9D\x7D\x7E\x46\x7E\x9A\x18\x71\x67\xC6\xA4\xB8\x8D\x31\xEC\xF5\xA7\x80\x37\xF1\xDF\x3E\xED\x77\x81\xA7\xC7\x9C\xA7\x0C\x77\x31\x54\x83\x16\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6622815E), ('P4rIngress.bitmap_seq.seq', 0xABA62122)], 2781)
        self.setRegisterValue('P4rIngress.rounds', 0xABA62122, 2781)
        self.setRegisterValue('P4rIngress.count', 0x37, 2781)
        self.setRegisterValue('P4rIngress.exponent', 0xBF, 2781)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2781)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBC032696), ('P4rIngress.values_v0000.hi', 0xA726515B)], 2781)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xDA6075F7), ('P4rIngress.values_v0001.hi', 0x00000000)], 2781)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6828F750), ('P4rIngress.values_v0010.hi', 0x98D0CBF3)], 2781)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x64BBAF33), ('P4rIngress.values_v0011.hi', 0xB0EA959C)], 2781)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6BCEC29B), ('P4rIngress.values_v0100.hi', 0xAE5D4C11)], 2781)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xDECF3F97), ('P4rIngress.values_v0101.hi', 0x3B5EB5D4)], 2781)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7838AE37), ('P4rIngress.values_v0110.hi', 0x6A05B648)], 2781)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x184EEC96), ('P4rIngress.values_v0111.hi', 0x5FAC1ABB)], 2781)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6BD6D7AB), ('P4rIngress.values_v1000.hi', 0x530E2A6B)], 2781)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xAC443D74), ('P4rIngress.values_v1001.hi', 0x9EE55B72)], 2781)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x675168D7), ('P4rIngress.values_v1010.hi', 0xB2ACD376)], 2781)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xACFE37AF), ('P4rIngress.values_v1011.hi', 0xCF9B59D9)], 2781)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x84F70147), ('P4rIngress.values_v1100.hi', 0x692D31A1)], 2781)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4BF5A396), ('P4rIngress.values_v1101.hi', 0x5AB1B8F4)], 2781)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xE6E79CD4), ('P4rIngress.values_v1110.hi', 0x159AB26E)], 2781)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6AFBB557), ('P4rIngress.values_v1111.hi', 0x7BB9A6C9)], 2781)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0565),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006BC),
                gc.DataTuple('slot_count', 0x00000D9E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCBE3EDC6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x403D09E4),
                gc.KeyTuple('src_port', 0x98B7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0565),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0074),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 51
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x40\x3D\x09\xE4\x00\x00\x00\x00\x98\xB7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x05\x65\x00\x10\xCB\xE3\xED\xC6\x04\x21\x06\x4C\xAB\xA6\x21\x22\x00\x20\x00\x00\xB9\x47\x4E\xE3\x9E\x67\x37\x70\x1A\xE3\x94\xDB\xAE\x2A\x49\x6F\x79\xBC\xB3\xB0\xB7\x04\x9D\xF6\xC1\x8F\x1F\x95\xCD\xA7\xFE\x4D\x42\xE0\x8E\xA5\x42\xC6\x7D\x17\x27\xD1\xC6\xED\xEB\x95\x99\x1C\x69\x53\xCA\xD9\x72\x17\xB2\x02\x56\x43\x6C\x05\x2D\xD0\xE9\xA9\x3F\x5F\x1D\xC7\xD7\xB4\xC6\x72\xA7\x9F\x07\x07\xB9\x8B\x33\x9A\x21\x42\x9B\x37\xA0\xB1\x95\x4E\xFE\x9B\x77\xAF\x97\x01\xAC\x99\xF7\x2A\x6A\xDC\x47\xC9\xB5\xEF\x66\x3C\x93\x54\x35\x9B\x90\xD5\x92\x0C\x9A\x35\x71\x68\xB7\x4F\x43\xF6\xDA\xA9\x3E\x07\xD0\x66\x3C\x5E\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x516297AA), ('P4rIngress.bitmap_seq.seq', 0xF3B27CFF)], 3645)
        self.setRegisterValue('P4rIngress.rounds', 0xF3B27CFF, 3645)
        self.setRegisterValue('P4rIngress.count', 0x83, 3645)
        self.setRegisterValue('P4rIngress.exponent', 0x4A, 3645)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3645)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x53375673), ('P4rIngress.values_v0000.hi', 0xAC5A44E9)], 3645)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xD792D997), ('P4rIngress.values_v0001.hi', 0x00000000)], 3645)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6F77CCEE), ('P4rIngress.values_v0010.hi', 0x99651C67)], 3645)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6EF4B412), ('P4rIngress.values_v0011.hi', 0x6EBB91BB)], 3645)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x597BB7AD), ('P4rIngress.values_v0100.hi', 0x4C10D5F3)], 3645)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xD63B5BF3), ('P4rIngress.values_v0101.hi', 0x5B6B9C59)], 3645)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x548995B0), ('P4rIngress.values_v0110.hi', 0x00000000)], 3645)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7829B754), ('P4rIngress.values_v0111.hi', 0x0B2D99E6)], 3645)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6BDEE82F), ('P4rIngress.values_v1000.hi', 0x6939C29F)], 3645)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6853ACB5), ('P4rIngress.values_v1001.hi', 0xBFB7A44B)], 3645)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7D9060F1), ('P4rIngress.values_v1010.hi', 0x419EBCDE)], 3645)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6A3ADFF4), ('P4rIngress.values_v1011.hi', 0x72E5CB45)], 3645)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0xD9E6DB6A)], 3645)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x476F3BAF), ('P4rIngress.values_v1101.hi', 0x5C119C89)], 3645)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5CE16B63), ('P4rIngress.values_v1110.hi', 0x52426F85)], 3645)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x1770045D), ('P4rIngress.values_v1111.hi', 0x45457676)], 3645)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3B2C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000740),
                gc.DataTuple('slot_count', 0x0000087D),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6043FB16),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xBEA7824F),
                gc.KeyTuple('src_port', 0xACFE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3B2C),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00E9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBE\xA7\x82\x4F\x00\x00\x00\x00\xAC\xFE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3B\x2C\x00\x10\x60\x43\xFB\x16\x06\xFD\x00\x4E\xF3\xB2\x7C\xFF\x00\x20\x00\x00\x71\x8D\x5A\xE1\xBA\xD4\xC6\xE9\x96\xB5\xF7\x8C\x80\x00\x00\x00\x7B\x22\x71\x6F\xBC\x49\xA7\x04\x4F\xBD\x76\xE9\x7B\xB3\x97\x3A\x44\x5F\xB6\x81\x4D\xF9\x32\x12\x4C\xD3\x0A\x1B\x53\x5B\xBD\xE1\x64\x1B\xB7\x3B\x00\x00\x00\x00\x16\x89\xB3\x01\x3A\x88\x87\x2D\x6E\x16\x1D\xE7\x41\x55\xE3\x94\x4C\x5E\x3E\x5A\xBF\xB2\x24\x6F\x52\x0C\xDD\x89\x7C\xB0\x0A\x5D\x27\x2A\x27\xE6\x26\x73\xFB\xBC\x00\x00\x00\x00\x58\x4B\x1B\x88\x5C\x43\x54\x20\x54\xBD\x4D\x0C\x1E\x7D\x71\x79\xBF\xD7\x77\x96\x3A\xF6\xEF\xF3\x7E\xF4\xD5\xE6\x0D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x701AD658), ('P4rIngress.bitmap_seq.seq', 0xE4000000)], 6093)
        self.setRegisterValue('P4rIngress.rounds', 0xE4000000, 6093)
        self.setRegisterValue('P4rIngress.count', 0x1A, 6093)
        self.setRegisterValue('P4rIngress.exponent', 0xEE, 6093)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6093)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBC823EAC), ('P4rIngress.values_v0000.hi', 0xBA284A05)], 6093)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4E306D2E), ('P4rIngress.values_v0001.hi', 0xAB55DAC6)], 6093)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3BE270F5), ('P4rIngress.values_v0010.hi', 0x92EFDCA4)], 6093)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x56929CC9), ('P4rIngress.values_v0011.hi', 0x6EF86290)], 6093)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6A6E6535), ('P4rIngress.values_v0100.hi', 0x7E4B8ACA)], 6093)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x88EAFAD7), ('P4rIngress.values_v0101.hi', 0x26AE84C6)], 6093)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xD65E2FAF), ('P4rIngress.values_v0110.hi', 0x5ECA26AC)], 6093)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xC7FA9F8B), ('P4rIngress.values_v0111.hi', 0x626720A3)], 6093)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x377578D6), ('P4rIngress.values_v1000.hi', 0x794FB0C0)], 6093)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x83873FD1), ('P4rIngress.values_v1001.hi', 0x7CCB7AD3)], 6093)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6A3E8D1A), ('P4rIngress.values_v1010.hi', 0x4D045D7C)], 6093)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xD995BEBD), ('P4rIngress.values_v1011.hi', 0x3D1E54C5)], 6093)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x456665FA), ('P4rIngress.values_v1100.hi', 0xE56EF45B)], 6093)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xF7E6B5CF), ('P4rIngress.values_v1101.hi', 0x60C17116)], 6093)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD6896D5D), ('P4rIngress.values_v1110.hi', 0x558F750D)], 6093)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x1FC90BF7), ('P4rIngress.values_v1111.hi', 0xB68FF58A)], 6093)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xED0E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F9C),
                gc.DataTuple('slot_count', 0x00000BB0),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB40C38E0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0xB0D454BE),
                gc.KeyTuple('src_port', 0xB51D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xED0E),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x001F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB0\xD4\x54\xBE\x00\x00\x00\x00\xB5\x1D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xED\x0E\x00\x10\xB4\x0C\x38\xE0\x08\x31\x06\x9B\xE4\x00\x00\x00\x00\x20\x00\x00\xA5\xB4\x21\xC8\xB3\xC5\xDC\xFF\xCE\x59\xD4\xBA\x4E\x4D\x73\xAC\x58\xC2\xFF\xED\xB2\xA3\xED\x86\x52\x94\xFE\xC5\x3F\xA8\x49\x75\x6B\x46\xF7\x93\x75\x52\x3A\x8D\x98\x8A\x1D\x11\x75\x34\xBE\x47\xB4\xDF\xD3\xFB\x5E\xD7\xC2\xA5\x4A\x27\xA3\xBA\x54\xA7\x63\xF7\xD7\x26\xF2\xF6\x43\xCB\xE6\x4D\xCE\x49\x2A\xEB\x1D\x96\xC9\x55\x1D\xA1\xBD\xD7\x5D\x6C\x05\x47\xA0\x4D\x58\xD5\x67\xBB\xE6\x87\x40\x27\x2B\x7B\x95\x83\x66\xC3\x5D\xFF\xB5\xB6\x43\xD7\x51\xD3\x72\x0A\xD2\xD8\xD3\xC4\xB5\xFC\xCC\xCC\x1D\x7D\xB8\x87\xAF\x5F\x6B\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x47D26236), ('P4rIngress.bitmap_seq.seq', 0xED7E95F9)], 2853)
        self.setRegisterValue('P4rIngress.rounds', 0xED7E95F9, 2853)
        self.setRegisterValue('P4rIngress.count', 0x1F, 2853)
        self.setRegisterValue('P4rIngress.exponent', 0xD3, 2853)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2853)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x93B760A7), ('P4rIngress.values_v0000.hi', 0x8EDB426B)], 2853)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xD3D9EA0E), ('P4rIngress.values_v0001.hi', 0xD6651B72)], 2853)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x78F3955E), ('P4rIngress.values_v0010.hi', 0xEF7DA77F)], 2853)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6156C9DD), ('P4rIngress.values_v0011.hi', 0x782BB469)], 2853)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4D5F3DC7), ('P4rIngress.values_v0100.hi', 0x67CEB585)], 2853)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x204A4A67), ('P4rIngress.values_v0101.hi', 0xF3BFA637)], 2853)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x74AD1ED6), ('P4rIngress.values_v0110.hi', 0x76BCAAFA)], 2853)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5DDB502A), ('P4rIngress.values_v0111.hi', 0x12A32D0A)], 2853)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x35AD689B), ('P4rIngress.values_v1000.hi', 0x66D4A0CD)], 2853)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7345656B), ('P4rIngress.values_v1001.hi', 0x90B94E8B)], 2853)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x93BE9A42), ('P4rIngress.values_v1010.hi', 0x0BE20944)], 2853)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB2F1DAD3), ('P4rIngress.values_v1011.hi', 0x67A7F219)], 2853)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xBDB63A2F), ('P4rIngress.values_v1100.hi', 0x56ACDE8A)], 2853)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x873031C2), ('P4rIngress.values_v1101.hi', 0x62705946)], 2853)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA39C76EE), ('P4rIngress.values_v1110.hi', 0xC13D28B1)], 2853)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x9F728C6B), ('P4rIngress.values_v1111.hi', 0x85DC6D4A)], 2853)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4ABE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000047),
                gc.DataTuple('slot_count', 0x000018B5),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4136C7DF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0xD1DDE885),
                gc.KeyTuple('src_port', 0x93A9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4ABE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x001B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD1\xDD\xE8\x85\x00\x00\x00\x00\x93\xA9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4A\xBE\x00\x10\x41\x36\xC7\xDF\x0A\xDE\x02\x68\xED\x7E\x95\xF9\x00\x20\x00\x00\xD2\x12\xF7\x21\xB1\xA3\xCC\xC9\x7E\xE3\xE5\xF4\xF0\xA7\x17\x73\x21\x1A\x96\xF3\x86\x7A\x4E\xBB\x69\x26\x94\xE6\x34\xEA\xD3\x6C\xE0\x5A\x4C\xFF\x57\x32\xAD\xF7\x6C\xFC\x49\xF3\x57\xC5\x26\xCD\x43\xAF\x54\xAD\x2C\x38\x79\xC7\x2E\x91\x11\xFC\x57\x75\x3F\x49\xD6\xEF\x08\x7B\x3A\x8F\x74\x66\x36\x75\x55\x17\x9D\x69\x39\xDB\xDF\xE6\x9A\x47\x80\x00\x00\x00\xA6\x38\xA0\xD7\x58\xD2\x66\xD0\x71\xA5\xAB\xA7\x42\x70\x8D\xDE\xE9\x14\x86\xAE\x76\xB6\x2B\x85\xA2\x4C\x7A\x4A\x52\xC9\xA8\x54\xA9\x32\xD7\x6A\x94\x3A\xAC\xDB\xB8\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD1\xDD\xE8\x85\xBE\xEF\x93\xA9\x00\xA0\x00\x00\x50\x34\x02\x82\x4A\xBE\x00\x10\x41\x36\xC7\xDF\x0A\xDE\x00\x68\xED\x7E\x95\xF9\x00\x20\x00\x20\x80\x00\x00\x00\xB1\xA3\xCC\xC9\x52\xBD\xD0\x02\xF0\xA7\x17\x73\x7F\xFF\xFF\xFF\x86\x7A\x4E\xBB\x7F\xFF\xFF\xFF\x34\xEA\xD3\x6C\x2D\xB9\x8A\xC6\x57\x32\xAD\xF7\x7F\xFF\xFF\xFF\x57\xC5\x26\xCD\x7F\xFF\xFF\xFF\x2C\x38\x79\xC7\x7F\xFF\xFF\xFF\x57\x75\x3F\x49\x0C\x9C\x71\x16\x3A\x8F\x74\x66\x7F\xFF\xFF\xFF\x9D\x69\x39\xDB\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x58\xD2\x66\xD0\x2F\x5B\xE5\xD6\x42\x70\x8D\xDE\x80\x00\x00\x00\x76\xB6\x2B\x85\x80\x00\x00\x00\x52\xC9\xA8\x54\x80\x00\x00\x00\x94\x3A\xAC\xDB\xB8\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF4A651D9), ('P4rIngress.bitmap_seq.seq', 0xA67F0000)], 1925)
        self.setRegisterValue('P4rIngress.rounds', 0xA67F0000, 1925)
        self.setRegisterValue('P4rIngress.count', 0x1F, 1925)
        self.setRegisterValue('P4rIngress.exponent', 0xCA, 1925)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1925)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x84665ACF), ('P4rIngress.values_v0000.hi', 0xD7DFEFB5)], 1925)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x732EB4CD), ('P4rIngress.values_v0001.hi', 0x2AAAC246)], 1925)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xDFA2EEA9), ('P4rIngress.values_v0010.hi', 0x2E713E83)], 1925)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x133D2B6B), ('P4rIngress.values_v0011.hi', 0xBBEE5A9A)], 1925)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4BCE7C5D), ('P4rIngress.values_v0100.hi', 0x62A54329)], 1925)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x956DD25B), ('P4rIngress.values_v0101.hi', 0x96868AA3)], 1925)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x92215CC5), ('P4rIngress.values_v0110.hi', 0xDFF7836E)], 1925)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xF01BA8CB), ('P4rIngress.values_v0111.hi', 0x7DA944F2)], 1925)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB5E18153), ('P4rIngress.values_v1000.hi', 0x560A8C66)], 1925)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x3DA759AB), ('P4rIngress.values_v1001.hi', 0x60EF03ED)], 1925)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x2A5C241D), ('P4rIngress.values_v1010.hi', 0x0A221A4E)], 1925)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x8F4CB4C0), ('P4rIngress.values_v1011.hi', 0xDD541C6D)], 1925)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x1B4BBCE1), ('P4rIngress.values_v1100.hi', 0x52A1554E)], 1925)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9D2E00BF), ('P4rIngress.values_v1101.hi', 0x8FBB7C2C)], 1925)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5C1FCC3F), ('P4rIngress.values_v1110.hi', 0x202B0D25)], 1925)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xAB9AE5F1), ('P4rIngress.values_v1111.hi', 0x79EEC215)], 1925)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC06E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000785),
                gc.DataTuple('slot_count', 0x00000254),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEAE025B1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x9D001A31),
                gc.KeyTuple('src_port', 0xC795),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC06E),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0284),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 1
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\x00\x1A\x31\x00\x00\x00\x00\xC7\x95\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC0\x6E\x00\x10\xEA\xE0\x25\xB1\x00\x00\x06\x7C\xA6\x7F\x00\x00\x00\x20\x00\x00\x9C\xEB\x49\x79\x8E\x7B\x6B\x97\xD7\x27\xB3\x4B\xEE\xEF\x26\x4E\x28\x5F\x45\x36\x72\xC4\x78\x33\x4E\xC5\xBA\xEF\xBC\x22\xD3\x94\x4B\x44\x79\xDD\x35\xF9\xCA\x9B\x33\xA8\xBD\xBF\xB5\x5F\xEB\x54\x84\x2C\x5A\xAE\x92\x63\x2B\xE2\x4B\x39\xED\x8F\x18\x65\xB1\x06\xB2\xD3\x5E\xCE\x3D\x55\xA9\x54\x93\x9F\xFD\x6E\x46\x62\xDE\xF9\xA5\x3E\x6D\xF6\x7A\xBA\x5A\x1F\x00\x00\x00\x00\x85\x26\x66\xE9\x7A\xAA\x8E\x11\x3B\x51\xA5\xDF\xB2\xE4\xA7\x14\xE0\x79\x74\x2C\x45\x37\x30\x33\x5E\xAB\xBD\x25\x90\x92\xB0\xE0\x1E\xE3\xBD\xC7\x89\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9D\x00\x1A\x31\xBE\xEF\xC7\x95\x00\xA0\x00\x00\x50\x34\x02\x82\xC0\x6E\x00\x10\xEA\xE0\x25\xB1\x00\x00\x00\x7C\xA6\x7F\x00\x00\x00\x20\x00\x20\x80\x00\x00\x00\x8E\x7B\x6B\x97\x4A\x56\x68\x18\xEE\xEF\x26\x4E\x08\x02\x33\xDF\x72\xC4\x78\x33\x62\x02\xE6\x5A\xBC\x22\xD3\x94\x7F\xFF\xFF\xFF\x35\xF9\xCA\x9B\xC9\x16\x90\x1A\xB5\x5F\xEB\x54\x80\x00\x00\x00\x92\x63\x2B\xE2\x3B\x55\x96\x5A\x18\x65\xB1\x06\x80\x00\x00\x00\x3D\x55\xA9\x54\xD1\x47\x57\x19\x46\x62\xDE\xF9\xCF\x9A\x92\x13\x7A\xBA\x5A\x1F\x8F\x4C\xB4\xC0\x85\x26\x66\xE9\x7F\xFF\xFF\xFF\x3B\x51\xA5\xDF\x80\x00\x00\x00\xE0\x79\x74\x2C\x7F\xFF\xFF\xFF\x5E\xAB\xBD\x25\x80\x00\x00\x00\x1E\xE3\xBD\xC7\x89\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD318471E), ('P4rIngress.bitmap_seq.seq', 0x29631B87)], 2653)
        self.setRegisterValue('P4rIngress.rounds', 0x29631B87, 2653)
        self.setRegisterValue('P4rIngress.count', 0x1F, 2653)
        self.setRegisterValue('P4rIngress.exponent', 0xDB, 2653)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2653)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9AC24B75), ('P4rIngress.values_v0000.hi', 0xB1FDFFC5)], 2653)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xB7DE9697), ('P4rIngress.values_v0001.hi', 0xF5A4FD37)], 2653)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x2C16AD5A), ('P4rIngress.values_v0010.hi', 0xA151DD20)], 2653)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x729AAE8F), ('P4rIngress.values_v0011.hi', 0x5790C474)], 2653)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x59BBCBB3), ('P4rIngress.values_v0100.hi', 0x64472E7A)], 2653)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4E7D56BA), ('P4rIngress.values_v0101.hi', 0xBA3AD04C)], 2653)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC0A23178), ('P4rIngress.values_v0110.hi', 0x8D6D6737)], 2653)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x73736F6D), ('P4rIngress.values_v0111.hi', 0x7DE6968C)], 2653)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x095DB611), ('P4rIngress.values_v1000.hi', 0x00000000)], 2653)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9D6F829E), ('P4rIngress.values_v1001.hi', 0xCD436BE4)], 2653)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x68131D4B), ('P4rIngress.values_v1010.hi', 0x31923D79)], 2653)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7DDB3B71), ('P4rIngress.values_v1011.hi', 0x69FB71E8)], 2653)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4D5EADBD), ('P4rIngress.values_v1100.hi', 0x8FE6D90E)], 2653)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xBADBBD02), ('P4rIngress.values_v1101.hi', 0x4CAF1BBD)], 2653)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6EF04778), ('P4rIngress.values_v1110.hi', 0x6161F2BF)], 2653)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xD31D7CF2), ('P4rIngress.values_v1111.hi', 0x5CF9183C)], 2653)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0C33),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000028B),
                gc.DataTuple('slot_count', 0x00000BDB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCB95338D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x73308375),
                gc.KeyTuple('src_port', 0x629E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0C33),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0006),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 48
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x73\x30\x83\x75\x00\x00\x00\x00\x62\x9E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0C\x33\x00\x10\xCB\x95\x33\x8D\x07\xD2\x06\x16\x29\x63\x1B\x87\x00\x20\x00\x00\xB2\x29\xD3\x19\x8B\x80\x2A\x47\x7E\x49\x77\x79\xC5\xED\xA0\x89\x68\xF3\xBC\xB8\xAB\x09\x99\xEB\x32\xD5\xAE\x98\x45\xEB\x32\xC4\x9D\x2B\x3C\xA7\x2D\xF5\x6B\x49\x34\x37\xD9\xA1\x9A\x95\x92\x2D\xE1\x43\x6A\x8B\xB8\x95\x1B\xBD\x53\x7D\x47\x6B\x0B\x9A\x05\x17\xB7\x90\x55\x3F\x80\x00\x00\x00\x94\xF3\x89\x04\x8F\x72\x35\x34\x66\xFE\xB1\x68\x65\x56\x58\x67\x51\xA7\xCE\x32\x3A\xB9\x29\xE4\x65\x8F\x7B\x89\xEF\x5E\xCB\x2A\x9C\x45\xB0\x7A\xD6\xCE\x14\x8D\x62\x67\x55\x1F\xE5\xF0\x14\x53\x55\xF5\x7A\x4F\x48\x0C\x71\xA9\x70\xB3\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x73\x30\x83\x75\xBE\xEF\x62\x9E\x00\xA0\x00\x00\x50\x34\x02\x82\x0C\x33\x00\x10\xCB\x95\x33\x8D\x07\xD2\x00\x16\x29\x63\x1B\x87\x00\x20\x00\x20\x80\x00\x00\x00\x8B\x80\x2A\x47\x36\x28\x0E\x10\xC5\xED\xA0\x89\x7F\xFF\xFF\xFF\xAB\x09\x99\xEB\x7F\xFF\xFF\xFF\x45\xEB\x32\xC4\xF6\xE7\x08\x5A\x2D\xF5\x6B\x49\x7F\xFF\xFF\xFF\x9A\x95\x92\x2D\xA1\xE5\x9C\x03\xB8\x95\x1B\xBD\x7F\xFF\xFF\xFF\x0B\x9A\x05\x17\xC0\xEE\x0B\x50\x80\x00\x00\x00\x80\x00\x00\x00\x8F\x72\x35\x34\x7F\xFF\xFF\xFF\x65\x56\x58\x67\x7F\xFF\xFF\xFF\x3A\xB9\x29\xE4\x7F\xFF\xFF\xFF\xEF\x5E\xCB\x2A\x80\x00\x00\x00\xD6\xCE\x14\x8D\x7F\xFF\xFF\xFF\xE5\xF0\x14\x53\x29\x12\xF7\x41\x48\x0C\x71\xA9\x70\xB3\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x68604E36), ('P4rIngress.bitmap_seq.seq', 0xD7C81C8C)], 2783)
        self.setRegisterValue('P4rIngress.rounds', 0xD7C81C8C, 2783)
        self.setRegisterValue('P4rIngress.count', 0x06, 2783)
        self.setRegisterValue('P4rIngress.exponent', 0xF4, 2783)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2783)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xC2577EC7), ('P4rIngress.values_v0000.hi', 0xAFACFC61)], 2783)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3AAE45B6), ('P4rIngress.values_v0001.hi', 0x69556AC4)], 2783)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x34F866AD), ('P4rIngress.values_v0010.hi', 0x915548D9)], 2783)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x35AE554F), ('P4rIngress.values_v0011.hi', 0xD52E7960)], 2783)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7C634DE2), ('P4rIngress.values_v0100.hi', 0x21AE9583)], 2783)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x77138FFD), ('P4rIngress.values_v0101.hi', 0xBA15B5F3)], 2783)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x14DD3CFE), ('P4rIngress.values_v0110.hi', 0x67CEC3D7)], 2783)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x55DA9B3A), ('P4rIngress.values_v0111.hi', 0xEDF9FBAB)], 2783)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB966DBA1), ('P4rIngress.values_v1000.hi', 0x596E1E72)], 2783)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6B734EC5), ('P4rIngress.values_v1001.hi', 0xCE4B350B)], 2783)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB3773CDD), ('P4rIngress.values_v1010.hi', 0x4F78C086)], 2783)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x739CB373), ('P4rIngress.values_v1011.hi', 0x904F8CF9)], 2783)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xD2936CE5), ('P4rIngress.values_v1100.hi', 0x60B6F83B)], 2783)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2524A6C3), ('P4rIngress.values_v1101.hi', 0x4327514A)], 2783)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD4AED3FF), ('P4rIngress.values_v1110.hi', 0x426945E2)], 2783)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x956143BA), ('P4rIngress.values_v1111.hi', 0x535A6CEB)], 2783)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8351),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004CB),
                gc.DataTuple('slot_count', 0x00000ED7),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0DB092A2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xA7F088DC),
                gc.KeyTuple('src_port', 0x0D38),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8351),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0175),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 8
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\xF0\x88\xDC\x00\x00\x00\x00\x0D\x38\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x83\x51\x00\x10\x0D\xB0\x92\xA2\x06\x14\x06\x2A\xD7\xC8\x1C\x8C\x00\x20\x00\x00\xAC\xE3\x5B\x93\x9D\xDE\xC2\xAA\xAA\xEF\x6C\x27\xC5\x7C\xE4\x54\x71\x1E\xD6\x7D\x83\x51\x9A\x0A\xD5\x9A\x36\x6B\x9D\x63\x0B\x2B\x5C\xFA\x59\xE5\xCF\xAE\xAA\xF3\x86\xBE\x66\x4D\x0B\x77\xB5\x91\x5D\x75\xE4\x88\x72\x1C\x96\xCF\x3D\x74\xF3\x9F\x21\x2D\x45\xBB\x9D\xEF\x83\xD6\x54\xBE\x25\x6C\x25\x23\x34\xD7\xD0\x5A\x59\xBF\x6E\x1A\x88\x99\x6A\x66\x58\xDD\x05\x3A\xF9\x6B\x75\x63\x80\x2D\x9F\x56\xC5\x4D\x47\xC6\x4B\x10\x2C\xBB\xE6\x95\x63\x20\xDB\x23\x44\x96\x95\xCA\x77\x22\xCD\xCF\xD3\x0B\x7B\x29\x61\x64\x68\x59\x14\x42\x26\xC0\x8C\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA7\xF0\x88\xDC\xBE\xEF\x0D\x38\x00\xA0\x00\x00\x50\x34\x02\x82\x83\x51\x00\x10\x0D\xB0\x92\xA2\x06\x14\x00\x2A\xD7\xC8\x1C\x8C\x00\x20\x00\x07\x80\x00\x00\x00\x9D\xDE\xC2\xAA\xE5\x9D\xB1\xDD\xC5\x7C\xE4\x54\x7F\xFF\xFF\xFF\x83\x51\x9A\x0A\x0B\x48\x8B\xBA\x9D\x63\x0B\x2B\x7F\xFF\xFF\xFF\xCF\xAE\xAA\xF3\xFD\xD1\xF6\x4A\x0B\x77\xB5\x91\x72\x53\x21\x86\x72\x1C\x96\xCF\x7F\xFF\xFF\xFF\x21\x2D\x45\xBB\x80\x00\x00\x00\x54\xBE\x25\x6C\x7F\xFF\xFF\xFF\xD0\x5A\x59\xBF\x21\x91\xC5\x76\x6A\x66\x58\xDD\x78\xD7\xAC\xDE\x75\x63\x80\x2D\x80\x00\x00\x00\x47\xC6\x4B\x10\x51\xE0\x8D\x58\x63\x20\xDB\x23\x19\x45\x69\xC9\x77\x22\xCD\xCF\x80\x00\x00\x00\x61\x64\x68\x59\x14\x42\x26\xC0\x8C\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6E1AE41C), ('P4rIngress.bitmap_seq.seq', 0x9D26E270)], 7416)
        self.setRegisterValue('P4rIngress.rounds', 0x9D26E270, 7416)
        self.setRegisterValue('P4rIngress.count', 0x1F, 7416)
        self.setRegisterValue('P4rIngress.exponent', 0xEA, 7416)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7416)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x98DB5FB9), ('P4rIngress.values_v0000.hi', 0xC0F3DC1C)], 7416)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xB9ECE71C), ('P4rIngress.values_v0001.hi', 0xA47508A9)], 7416)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xE256DD77), ('P4rIngress.values_v0010.hi', 0x3C1FFA38)], 7416)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x38A6BEC9), ('P4rIngress.values_v0011.hi', 0xA4C6D7C0)], 7416)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x47EBB12B), ('P4rIngress.values_v0100.hi', 0x542DBFAF)], 7416)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4E6ACD43), ('P4rIngress.values_v0101.hi', 0x78DDAADE)], 7416)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9F1E8699), ('P4rIngress.values_v0110.hi', 0x02D7C43A)], 7416)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x99F09EED), ('P4rIngress.values_v0111.hi', 0xE1F362D9)], 7416)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x1E91B444), ('P4rIngress.values_v1000.hi', 0x4B7A5D70)], 7416)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB3291A05), ('P4rIngress.values_v1001.hi', 0x5ACAAECB)], 7416)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5D288BA4), ('P4rIngress.values_v1010.hi', 0xFAC0E301)], 7416)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xDBAA5435), ('P4rIngress.values_v1011.hi', 0x9A56DBB9)], 7416)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xDE3D4F96), ('P4rIngress.values_v1100.hi', 0xC0BA7B22)], 7416)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x54BAF0AF), ('P4rIngress.values_v1101.hi', 0x5D35E45E)], 7416)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4A2E8195), ('P4rIngress.values_v1110.hi', 0x5654DA7A)], 7416)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x96547E66), ('P4rIngress.values_v1111.hi', 0xAF6C5421)], 7416)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x85F4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001465),
                gc.DataTuple('slot_count', 0x00000B9B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x43EB9FB3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xC28BBBB6),
                gc.KeyTuple('src_port', 0xA0E4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x85F4),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00FB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 30
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC2\x8B\xBB\xB6\x00\x00\x00\x00\xA0\xE4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x85\xF4\x00\x10\x43\xEB\x9F\xB3\x08\x93\x02\x73\x9D\x26\xE2\x70\x00\x20\x00\x00\x95\xBF\x02\x23\x81\xA3\xA7\x5E\x61\x5F\x78\x88\x3E\xDC\x4C\x5B\x57\x4E\x87\xB5\x47\xAB\x36\x14\xEB\x69\x62\xEB\x9C\xE0\x4F\xC0\x75\x15\x65\x3F\x36\xF9\x9B\xAF\x1F\x22\x87\x65\x4B\x54\x83\x2D\xA2\x5A\xEE\x3F\xB3\x6E\x1F\x89\xE1\xA2\xC7\xEF\xD2\xDF\x8A\x43\x02\xC4\xF9\xC6\x69\x5B\x5D\xD5\xC3\xBC\x66\x83\x52\xDC\x8A\x71\x53\xAD\xD9\xB5\x09\x54\xCA\xCB\xA0\x53\xA9\xA2\x4A\xD7\x8A\x93\x40\x9F\x24\x63\xA8\x2E\x76\x2E\x75\xCC\xA8\xF9\x5E\x35\xF4\x7B\x66\xBB\xFD\x19\x4F\x44\xB9\xBC\xB1\x75\x22\x44\x75\xCF\x66\x45\xFB\x63\xD2\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC2\x8B\xBB\xB6\xBE\xEF\xA0\xE4\x00\xA0\x00\x00\x50\x34\x02\x82\x85\xF4\x00\x10\x43\xEB\x9F\xB3\x08\x93\x00\x73\x9D\x26\xE2\x70\x00\x20\x00\x20\x80\x00\x00\x00\x81\xA3\xA7\x5E\x1B\x4C\x5F\xA4\x3E\xDC\x4C\x5B\x39\xA5\x65\x2C\x47\xAB\x36\x14\x24\x10\x21\xB4\x9C\xE0\x4F\xC0\x7F\xFF\xFF\xFF\x36\xF9\x9B\xAF\x6D\x8D\x54\xA8\x4B\x54\x83\x2D\x80\x00\x00\x00\xB3\x6E\x1F\x89\x80\x00\x00\x00\xD2\xDF\x8A\x43\x21\x56\xAE\x0A\x69\x5B\x5D\xD5\x80\x00\x00\x00\x52\xDC\x8A\x71\x7F\xFF\xFF\xFF\x09\x54\xCA\xCB\x80\x00\x00\x00\x4A\xD7\x8A\x93\x1E\xDC\x73\xF9\xA8\x2E\x76\x2E\x7F\xFF\xFF\xFF\x5E\x35\xF4\x7B\x7F\xFF\xFF\xFF\x4F\x44\xB9\xBC\x80\x00\x00\x00\x75\xCF\x66\x45\xFB\x63\xD2\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7AEC3BDE), ('P4rIngress.bitmap_seq.seq', 0x5BD9F6C5)], 6470)
        self.setRegisterValue('P4rIngress.rounds', 0x5BD9F6C5, 6470)
        self.setRegisterValue('P4rIngress.count', 0x00, 6470)
        self.setRegisterValue('P4rIngress.exponent', 0xF9, 6470)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6470)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9CDE5E82), ('P4rIngress.values_v0000.hi', 0x9F8B25D1)], 6470)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xF138F563), ('P4rIngress.values_v0001.hi', 0xFC9177DC)], 6470)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5D83AC93), ('P4rIngress.values_v0010.hi', 0xAE796BE4)], 6470)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4DE34D21), ('P4rIngress.values_v0011.hi', 0xA1AAF770)], 6470)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x76651136), ('P4rIngress.values_v0100.hi', 0xBD8FE43D)], 6470)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xFD334DD1), ('P4rIngress.values_v0101.hi', 0xF5A8C1D7)], 6470)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x72DEF7A3), ('P4rIngress.values_v0110.hi', 0x2DA7B54A)], 6470)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x342E257E)], 6470)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4B966B27), ('P4rIngress.values_v1000.hi', 0x18F53173)], 6470)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x8CDAAAF5), ('P4rIngress.values_v1001.hi', 0x93C9B567)], 6470)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7E9A5BD6), ('P4rIngress.values_v1010.hi', 0x85694EBA)], 6470)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x80000000), ('P4rIngress.values_v1011.hi', 0xAB742635)], 6470)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x99284598), ('P4rIngress.values_v1100.hi', 0x5FA9648D)], 6470)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x794A434A), ('P4rIngress.values_v1101.hi', 0x4DA83A86)], 6470)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x394F9E2E), ('P4rIngress.values_v1110.hi', 0x565B2AE1)], 6470)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7094B4BF), ('P4rIngress.values_v1111.hi', 0x4CA8D321)], 6470)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x83C3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006A2),
                gc.DataTuple('slot_count', 0x000015B7),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9504254A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x9A0C3DDA),
                gc.KeyTuple('src_port', 0xFA8C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x83C3),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00BC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 10
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9A\x0C\x3D\xDA\x00\x00\x00\x00\xFA\x8C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x83\xC3\x00\x10\x95\x04\x25\x4A\x12\xA4\x06\x95\x5B\xD9\xF6\xC5\x00\x20\x00\x00\xCD\x61\x12\x34\xA6\x7A\x75\xDE\xE7\x5C\x75\xEF\xFF\x17\x5C\x4A\x5C\x78\xB6\x91\xB7\x12\xCB\xE0\xDF\xE8\xDC\xBD\xDB\xA3\x01\x3B\x17\xB3\x3A\xDA\x14\xFA\xA5\xD7\x65\x7F\x3D\x33\x47\x2A\xE9\xAE\x60\x8C\xB6\xFB\x73\x4D\x19\x72\x80\x00\x00\x00\x67\xB2\x32\xC2\x69\x33\x46\x6B\xAB\xA7\x6F\x7E\xED\x73\x2A\xD6\x90\x65\x26\xF9\x4E\x38\xCD\x76\xEC\x37\x9B\x32\x00\x00\x00\x00\xCC\x76\x25\x56\xD6\xE1\xC5\x50\x56\x73\xA5\xB6\x35\xD9\xA9\x58\x69\xC8\x26\x97\x60\x6C\x78\xAC\x6B\x59\x18\xF7\x47\xB0\xA6\x8D\x66\x9F\xC3\x70\xDE\x34\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9A\x0C\x3D\xDA\xBE\xEF\xFA\x8C\x00\xA0\x00\x00\x50\x34\x02\x82\x83\xC3\x00\x10\x95\x04\x25\x4A\x12\xA4\x00\x95\x5B\xD9\xF6\xC5\x00\x20\x00\x01\x80\x00\x00\x00\xA6\x7A\x75\xDE\xD8\x95\x6B\x52\xFF\x17\x5C\x4A\x7F\xFF\xFF\xFF\xB7\x12\xCB\xE0\x2D\xCC\x29\xDE\xDB\xA3\x01\x3B\x7F\xFF\xFF\xFF\x14\xFA\xA5\xD7\x62\xB2\x8B\x04\x47\x2A\xE9\xAE\x7F\xFF\xFF\xFF\x73\x4D\x19\x72\x80\x00\x00\x00\x67\xB2\x32\xC2\x7F\xFF\xFF\xFF\xAB\xA7\x6F\x7E\x80\x00\x00\x00\x90\x65\x26\xF9\x7F\xFF\xFF\xFF\xEC\x37\x9B\x32\x80\x00\x00\x00\xCC\x76\x25\x56\x80\x00\x00\x00\x56\x73\xA5\xB6\x7F\xFF\xFF\xFF\x69\xC8\x26\x97\x7F\xFF\xFF\xFF\x6B\x59\x18\xF7\x7F\xFF\xFF\xFF\x66\x9F\xC3\x70\xDE\x34\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6F761F2A), ('P4rIngress.bitmap_seq.seq', 0x2F000000)], 5909)
        self.setRegisterValue('P4rIngress.rounds', 0x2F000000, 5909)
        self.setRegisterValue('P4rIngress.count', 0xC3, 5909)
        self.setRegisterValue('P4rIngress.exponent', 0x71, 5909)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5909)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9ABEDF1D), ('P4rIngress.values_v0000.hi', 0x888636C0)], 5909)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xE76EFEDF), ('P4rIngress.values_v0001.hi', 0x52F900C5)], 5909)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x9554F7B7), ('P4rIngress.values_v0010.hi', 0x518B281B)], 5909)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x35F4EE53), ('P4rIngress.values_v0011.hi', 0x9840FA69)], 5909)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x63976A39), ('P4rIngress.values_v0100.hi', 0x20F3875B)], 5909)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x0AC7169B), ('P4rIngress.values_v0101.hi', 0x398849EB)], 5909)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCCC02884), ('P4rIngress.values_v0110.hi', 0xF5A6C7A2)], 5909)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x85DA731D), ('P4rIngress.values_v0111.hi', 0x49572C5F)], 5909)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6E6DAB2B), ('P4rIngress.values_v1000.hi', 0x2AA4A6E4)], 5909)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xEF3C3D9D), ('P4rIngress.values_v1001.hi', 0x47090DDF)], 5909)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x76654FAF), ('P4rIngress.values_v1010.hi', 0x791CECEE)], 5909)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6EDFE57A), ('P4rIngress.values_v1011.hi', 0x7BA836FB)], 5909)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5F992D1B), ('P4rIngress.values_v1100.hi', 0x0F6F7AD7)], 5909)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xB33B50B9), ('P4rIngress.values_v1101.hi', 0x2632F551)], 5909)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4EB23A7B), ('P4rIngress.values_v1110.hi', 0x4AFFBB57)], 5909)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x765FCFA3), ('P4rIngress.values_v1111.hi', 0x8DB5BA7E)], 5909)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8AB1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AF6),
                gc.DataTuple('slot_count', 0x00000FED),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x998EF014),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x5214E490),
                gc.KeyTuple('src_port', 0xB898),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8AB1),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00AE),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x52\x14\xE4\x90\x00\x00\x00\x00\xB8\x98\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8A\xB1\x00\x10\x99\x8E\xF0\x14\x0C\x1F\x00\x69\x2F\x00\x00\x00\x00\x20\x00\x00\xB6\xC5\x5E\x57\xA2\x47\x25\x8C\xEB\x42\xE5\x7D\xB1\x7B\xCF\x57\x71\x15\xF2\xF6\x3B\xB9\x6B\xD9\xBC\xA2\xE8\x95\xE2\xE5\x93\xEB\x1C\xDF\x4D\x93\x71\x00\x06\x8B\xD6\xE1\x87\x21\x78\x98\xCD\x48\x91\x1D\x37\xF4\x35\xE9\xA7\xE2\xC9\xFF\xC1\x03\xAC\xB3\xA6\x56\xA9\x3F\x59\x5B\x68\xE8\x1E\x15\xD6\x74\xF4\xF7\x42\xDE\x33\xCE\x12\xE0\xC6\x9D\x3B\xB9\x93\x06\x3B\xF6\x79\xAC\x70\x01\xD3\xCE\x51\xB2\x6D\xD5\x7C\xB7\xCE\x83\x94\x0A\xE6\x6B\x67\x67\x61\x63\x4E\x3D\x7B\xFD\x1E\xB2\xA6\x57\x70\xD7\xE0\xAB\xA2\x99\xE5\x6A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB4607025), ('P4rIngress.bitmap_seq.seq', 0xD8A88A28)], 2689)
        self.setRegisterValue('P4rIngress.rounds', 0xD8A88A28, 2689)
        self.setRegisterValue('P4rIngress.count', 0x0A, 2689)
        self.setRegisterValue('P4rIngress.exponent', 0x15, 2689)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2689)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x49D29268), ('P4rIngress.values_v0000.hi', 0xDA4FB18A)], 2689)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x95B95D18), ('P4rIngress.values_v0001.hi', 0xBDEF1D7B)], 2689)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4768DBD1), ('P4rIngress.values_v0010.hi', 0xF2E53631)], 2689)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x44B6A845), ('P4rIngress.values_v0011.hi', 0x4998DD90)], 2689)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5AA9AD77), ('P4rIngress.values_v0100.hi', 0x55CED999)], 2689)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x1F9CDCD7), ('P4rIngress.values_v0101.hi', 0x672DD587)], 2689)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x82C2A553), ('P4rIngress.values_v0110.hi', 0x61977047)], 2689)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3D07B64D), ('P4rIngress.values_v0111.hi', 0xFC56FE1F)], 2689)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x53B71F53), ('P4rIngress.values_v1000.hi', 0x57AD385F)], 2689)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xC6165BE5), ('P4rIngress.values_v1001.hi', 0x6B0A1524)], 2689)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x54F3E223), ('P4rIngress.values_v1010.hi', 0xE8E755F9)], 2689)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB27B9AFA), ('P4rIngress.values_v1011.hi', 0x5866CD9E)], 2689)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x65990B5F), ('P4rIngress.values_v1100.hi', 0x6FDA8EE5)], 2689)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x0AF37A5B), ('P4rIngress.values_v1101.hi', 0x15965F79)], 2689)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7A95AA9B), ('P4rIngress.values_v1110.hi', 0x1743BA7B)], 2689)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xD35475C0), ('P4rIngress.values_v1111.hi', 0x45236AEE)], 2689)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x86A7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008E3),
                gc.DataTuple('slot_count', 0x00000D83),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x215FE8AA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x1271143C),
                gc.KeyTuple('src_port', 0xC4A1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x86A7),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02A6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\x71\x14\x3C\x00\x00\x00\x00\xC4\xA1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x86\xA7\x00\x10\x21\x5F\xE8\xAA\x01\x9E\x02\x2C\xD8\xA8\x8A\x28\x00\x20\x00\x00\x3E\x12\xF6\xB5\x9A\x95\x99\x40\x85\x96\xFD\x53\xF1\x8B\x45\x33\x55\xB7\x34\x9A\x86\xE2\x2F\x79\x77\x26\x58\x5B\x6B\xFD\x4E\xC1\x5F\x91\x9B\xF1\x42\x68\xCC\xB6\xAD\xC6\x55\xC5\x0D\x03\xB5\xD7\xEC\x2F\x9F\x56\x4F\x3E\x65\x87\x09\xE9\x61\x5B\x81\xDE\x0E\x79\x33\xDA\xD5\x57\x4F\x65\xE6\x55\x8C\xAA\xCA\xE5\x2B\x37\x79\x76\x5F\x81\xCA\xE7\xCB\x7F\x75\xFB\xB2\x73\xD5\x88\x3D\x6F\xDA\xEA\x3A\x8F\xEA\x2E\x1C\x04\xB6\x2B\xCA\x58\xBB\x2B\x03\x15\x15\x8A\x1E\x8A\x4F\xF6\x7F\x38\xB4\xA3\x5B\x35\x51\xDD\x4D\x0B\x70\x49\x89\xB9\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x12\x71\x14\x3C\xBE\xEF\xC4\xA1\x00\xA0\x00\x00\x50\x34\x02\x82\x86\xA7\x00\x10\x21\x5F\xE8\xAA\x01\x9E\x00\x2C\xD8\xA8\x8A\x28\x00\x20\x00\x0B\x7F\xFF\xFF\xFF\x9A\x95\x99\x40\x80\x00\x00\x00\xF1\x8B\x45\x33\x7F\xFF\xFF\xFF\x86\xE2\x2F\x79\x7F\xFF\xFF\xFF\x6B\xFD\x4E\xC1\x7F\xFF\xFF\xFF\x42\x68\xCC\xB6\xCD\x63\x32\x9C\x0D\x03\xB5\xD7\x80\x00\x00\x00\x4F\x3E\x65\x87\x46\xF1\x17\xA8\x81\xDE\x0E\x79\x7F\xFF\xFF\xFF\x4F\x65\xE6\x55\x80\x00\x00\x00\x2B\x37\x79\x76\x7F\xFF\xFF\xFF\xCB\x7F\x75\xFB\x80\x00\x00\x00\x3D\x6F\xDA\xEA\x7F\xFF\xFF\xFF\x1C\x04\xB6\x2B\xD5\x4C\x35\x86\x03\x15\x15\x8A\x7F\xFF\xFF\xFF\x7F\x38\xB4\xA3\x2E\x89\xC7\x9D\x4D\x0B\x70\x49\x89\xB9\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x11B6A700), ('P4rIngress.bitmap_seq.seq', 0x05718000)], 5769)
        self.setRegisterValue('P4rIngress.rounds', 0x05718000, 5769)
        self.setRegisterValue('P4rIngress.count', 0x39, 5769)
        self.setRegisterValue('P4rIngress.exponent', 0xEC, 5769)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5769)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8CA3D251), ('P4rIngress.values_v0000.hi', 0xA72B3556)], 5769)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x9D7B514C), ('P4rIngress.values_v0001.hi', 0x99EEE798)], 5769)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7BA598AA), ('P4rIngress.values_v0010.hi', 0xAA514B4D)], 5769)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x766CBBB1), ('P4rIngress.values_v0011.hi', 0x260EC381)], 5769)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7B0F0A2D), ('P4rIngress.values_v0100.hi', 0x390E79A6)], 5769)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x9DFE93F5), ('P4rIngress.values_v0101.hi', 0x3B949769)], 5769)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x8EB6A10A), ('P4rIngress.values_v0110.hi', 0x6CB7E63E)], 5769)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB19AD274), ('P4rIngress.values_v0111.hi', 0x75F26EEB)], 5769)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xAC671059), ('P4rIngress.values_v1000.hi', 0x936ACB57)], 5769)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x27C548D6), ('P4rIngress.values_v1001.hi', 0x863CD5AA)], 5769)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7515E1E8), ('P4rIngress.values_v1010.hi', 0x348F6A55)], 5769)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x27558B8F), ('P4rIngress.values_v1011.hi', 0xC4DA1BB6)], 5769)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xB82D3183), ('P4rIngress.values_v1100.hi', 0x1E51F1CF)], 5769)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x1033ECB9), ('P4rIngress.values_v1101.hi', 0x26DD1943)], 5769)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x1CC134DA), ('P4rIngress.values_v1110.hi', 0x4D969F69)], 5769)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA9954EE5), ('P4rIngress.values_v1111.hi', 0x41B29857)], 5769)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5D25),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001689),
                gc.DataTuple('slot_count', 0x0000009B),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2D82287C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x84AB5026),
                gc.KeyTuple('src_port', 0x19DC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5D25),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x036E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\xAB\x50\x26\x00\x00\x00\x00\x19\xDC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5D\x25\x00\x10\x2D\x82\x28\x7C\x00\x00\x06\xB9\x05\x71\x80\x00\x00\x20\x00\x00\xE6\x83\xDF\x9F\xB6\x4B\x2E\xD7\x27\x59\x72\xC3\x53\x00\xA2\x4A\x70\xAE\xDF\xC2\xAB\xF5\x8F\xC8\x44\x1E\x8A\x41\x70\x73\xBC\x4F\x70\xBE\xDE\xD5\x61\x33\xF2\xEE\x80\x0E\x28\x75\x4C\x0C\xD1\xAD\x62\xE2\x73\xEF\x46\x6A\x6F\x28\x42\xD7\xDC\xF6\x44\x5B\x5F\x4A\xBD\xEE\x35\x6D\xBE\x24\xCF\x57\xAD\x9F\xCD\xC5\xCE\x03\x56\x35\x66\x98\x90\xEE\x71\x7E\x88\x43\x6C\x4E\x7A\x5A\xAD\x9F\x12\x35\xB6\x62\x10\x99\x6E\x97\xA2\x79\x80\x00\x00\x00\x7F\x3A\xBD\xEB\x79\xDC\x52\x15\x48\x05\xC4\xAD\xCE\xBC\xBE\x3E\x5F\x97\x3B\xDD\x76\xA5\xB3\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x990C6CD6), ('P4rIngress.bitmap_seq.seq', 0x96000000)], 3265)
        self.setRegisterValue('P4rIngress.rounds', 0x96000000, 3265)
        self.setRegisterValue('P4rIngress.count', 0xED, 3265)
        self.setRegisterValue('P4rIngress.exponent', 0xD8, 3265)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3265)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA0B05FE5), ('P4rIngress.values_v0000.hi', 0x974ED7F9)], 3265)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x37DDBEE7), ('P4rIngress.values_v0001.hi', 0x1FBFDF62)], 3265)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3786BD65), ('P4rIngress.values_v0010.hi', 0xC5FBC35B)], 3265)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x24A7C3C9), ('P4rIngress.values_v0011.hi', 0x50B11EDD)], 3265)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xE99D6965), ('P4rIngress.values_v0100.hi', 0x7E8718C3)], 3265)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3C36D4D9), ('P4rIngress.values_v0101.hi', 0x963D5DB7)], 3265)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBBC8FB3F), ('P4rIngress.values_v0110.hi', 0xEE2272ED)], 3265)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x55DB90A4), ('P4rIngress.values_v0111.hi', 0xCFF62EF7)], 3265)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7E686F0E), ('P4rIngress.values_v1000.hi', 0x3EE5D7F1)], 3265)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x0B34D753), ('P4rIngress.values_v1001.hi', 0xDBA89A5B)], 3265)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xDA649283), ('P4rIngress.values_v1010.hi', 0xA0F345AD)], 3265)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7F71F76B), ('P4rIngress.values_v1011.hi', 0x5A12D655)], 3265)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6A2BB43F), ('P4rIngress.values_v1100.hi', 0x1C6CF54B)], 3265)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x95F66022), ('P4rIngress.values_v1101.hi', 0x9D01EE75)], 3265)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5421BACD), ('P4rIngress.values_v1110.hi', 0xBDDEC372)], 3265)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x651CE567), ('P4rIngress.values_v1111.hi', 0x84D5448B)], 3265)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8546),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000900),
                gc.DataTuple('slot_count', 0x0000057E),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x588EA277),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x3941372F),
                gc.KeyTuple('src_port', 0xCE43),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8546),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03A4),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x39\x41\x37\x2F\x00\x00\x00\x00\xCE\x43\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x85\x46\x00\x10\x58\x8E\xA2\x77\x03\xC1\x04\x54\x96\x00\x00\x00\x00\x20\x00\x00\xDA\x78\x5A\x73\xD2\x73\xC9\x5C\x0C\xD8\xBA\x27\x99\xC5\x73\xEA\x5B\xC0\xF5\x6D\xB3\x46\xA3\x9B\x65\x81\x4C\x4D\x37\xBD\x4A\x71\x47\x8D\x26\xBC\x12\xDC\x2E\xB7\x67\x55\xD5\x81\xE9\x6F\x15\x55\x15\xD8\xEB\xAF\xA3\xB7\x6B\x7E\x67\xB3\xDC\x66\x8D\xBF\x5E\xC5\x6D\x63\xF3\xD5\x2E\x4A\x0A\x73\xB9\x38\x1D\xFA\x59\xAE\xBC\xCF\x5A\x2F\x13\x67\xCC\xC9\x1D\x80\xCA\x65\xF3\x2F\x52\x7A\xC5\x77\x4B\x2B\xF7\x4F\x69\xB6\x99\x4B\xA0\xAD\x61\x29\xBC\x94\xE6\xD1\x6D\x6A\x90\xE9\xB4\x58\xBC\xBC\x37\x84\xD8\xAB\xA6\x3E\xB8\x6E\x12\x0F\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x752C8929), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 2158)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 2158)
        self.setRegisterValue('P4rIngress.count', 0x02, 2158)
        self.setRegisterValue('P4rIngress.exponent', 0xB3, 2158)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2158)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xDEA0D6D6), ('P4rIngress.values_v0000.hi', 0xBA6D323D)], 2158)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x19A61E53), ('P4rIngress.values_v0001.hi', 0xA58E8277)], 2158)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x64AF4EAB), ('P4rIngress.values_v0010.hi', 0x86BB0F3F)], 2158)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5AA390E9), ('P4rIngress.values_v0011.hi', 0x4958B141)], 2158)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x80000000), ('P4rIngress.values_v0100.hi', 0x55A6F393)], 2158)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6047D66D), ('P4rIngress.values_v0101.hi', 0xB95573E5)], 2158)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9B472CF7), ('P4rIngress.values_v0110.hi', 0xDB29CB3E)], 2158)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6690B94C), ('P4rIngress.values_v0111.hi', 0xD3C992FA)], 2158)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x421746D3), ('P4rIngress.values_v1000.hi', 0xD6936879)], 2158)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xA697E55D), ('P4rIngress.values_v1001.hi', 0x116C4D67)], 2158)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4251D78D), ('P4rIngress.values_v1010.hi', 0x5B4DCD57)], 2158)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x204E918F), ('P4rIngress.values_v1011.hi', 0xAB1EDB2A)], 2158)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7FB004D5), ('P4rIngress.values_v1100.hi', 0x3174AE60)], 2158)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xCF71670E), ('P4rIngress.values_v1101.hi', 0x80000000)], 2158)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x456E8AA1), ('P4rIngress.values_v1110.hi', 0x6D173E8D)], 2158)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5AB75296), ('P4rIngress.values_v1111.hi', 0x0FB67373)], 2158)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9751),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000856),
                gc.DataTuple('slot_count', 0x00000987),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x53E3C4FC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x9850B8AB),
                gc.KeyTuple('src_port', 0x4203),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9751),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x014A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x98\x50\xB8\xAB\x00\x00\x00\x00\x42\x03\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x97\x51\x00\x10\x53\xE3\xC4\xFC\x00\x18\x06\x49\x80\x00\x00\x00\x00\x20\x00\x00\x84\x83\x94\xAF\xBF\xCD\x77\xA1\xEA\xB6\xF2\xDF\x34\xED\x7F\x8F\x56\xE0\x88\xE7\xB6\x29\x28\x3B\x7B\x85\x1A\x35\x6D\xE0\x37\x65\x22\x23\x93\xC0\x51\x95\xDF\xBC\x75\xF7\xCE\xEB\x92\x3B\x76\x84\x4F\x7A\xE5\x9B\x0F\xF4\x42\x35\x46\xF8\x8D\x2E\x8E\x69\xFA\x9A\x56\x78\xF2\x7A\xCE\xD1\x1F\x6B\x9A\xCD\x9E\xF3\x7B\x3E\xCE\xB5\x70\xF0\x89\x56\x4B\x50\xFF\x27\x7F\xDA\x75\x05\xA2\x49\x77\x9B\x3F\xDE\x38\xE3\x55\xF7\x24\xDE\x9F\x5D\xAF\x33\x6B\xA9\xD0\xC4\x4F\x55\x33\x31\x51\x1E\x13\xCE\x61\xBC\x5E\x78\x7D\xAB\x5B\xB5\xE2\x7A\x83\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x98\x50\xB8\xAB\xBE\xEF\x42\x03\x00\xA0\x00\x00\x50\x34\x02\x82\x97\x51\x00\x10\x53\xE3\xC4\xFC\x00\x18\x00\x49\x80\x00\x00\x00\x00\x20\x00\x03\x80\x00\x00\x00\xBF\xCD\x77\xA1\x04\x5D\x11\x32\x34\xED\x7F\x8F\x7F\xFF\xFF\xFF\xB6\x29\x28\x3B\x7F\xFF\xFF\xFF\x6D\xE0\x37\x65\xA2\x23\x93\xC0\x51\x95\xDF\xBC\x7F\xFF\xFF\xFF\x92\x3B\x76\x84\xEA\xC2\x12\x92\x0F\xF4\x42\x35\x7F\xFF\xFF\xFF\x8E\x69\xFA\x9A\x7F\xFF\xFF\xFF\xCE\xD1\x1F\x6B\x80\x00\x00\x00\x7B\x3E\xCE\xB5\x7F\xFF\xFF\xFF\x4B\x50\xFF\x27\x7F\xFF\xFF\xFF\xA2\x49\x77\x9B\x7F\xFF\xFF\xFF\x55\xF7\x24\xDE\x80\x00\x00\x00\x6B\xA9\xD0\xC4\x7F\xFF\xFF\xFF\x51\x1E\x13\xCE\x7F\xFF\xFF\xFF\x7D\xAB\x5B\xB5\xE2\x7A\x83\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x02A8879D), ('P4rIngress.bitmap_seq.seq', 0xE03784E0)], 1859)
        self.setRegisterValue('P4rIngress.rounds', 0xE03784E0, 1859)
        self.setRegisterValue('P4rIngress.count', 0x0A, 1859)
        self.setRegisterValue('P4rIngress.exponent', 0xB7, 1859)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1859)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xD5DCFA87), ('P4rIngress.values_v0000.hi', 0xB4511D49)], 1859)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x52DEA422), ('P4rIngress.values_v0001.hi', 0x30CD2F44)], 1859)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x0EF354BB), ('P4rIngress.values_v0010.hi', 0xD60A7A5C)], 1859)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5DBADBCF), ('P4rIngress.values_v0011.hi', 0x97592BDF)], 1859)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x69A798CE), ('P4rIngress.values_v0100.hi', 0xEC6C20DE)], 1859)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xAA6C55A9), ('P4rIngress.values_v0101.hi', 0x13CCF5A9)], 1859)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7DB2B699), ('P4rIngress.values_v0110.hi', 0x57456E44)], 1859)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7B024AAF), ('P4rIngress.values_v0111.hi', 0x98201C6F)], 1859)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9D02D24F), ('P4rIngress.values_v1000.hi', 0x7F1A93D4)], 1859)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6C2A558A), ('P4rIngress.values_v1001.hi', 0xDF4E599C)], 1859)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xBA92ADA5), ('P4rIngress.values_v1010.hi', 0x6AE5A703)], 1859)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0xCCB83B66)], 1859)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xC45BD192), ('P4rIngress.values_v1100.hi', 0x52116B15)], 1859)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xD35A1DD5), ('P4rIngress.values_v1101.hi', 0x2D76EDC7)], 1859)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x3E2E76AD), ('P4rIngress.values_v1110.hi', 0x3C77C077)], 1859)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x50CCC33B), ('P4rIngress.values_v1111.hi', 0x6FD5CD21)], 1859)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF5C2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000723),
                gc.DataTuple('slot_count', 0x000015CE),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB8E941D2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x79BACD2F),
                gc.KeyTuple('src_port', 0x5D73),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF5C2),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03F5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x79\xBA\xCD\x2F\x00\x00\x00\x00\x5D\x73\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF5\xC2\x00\x10\xB8\xE9\x41\xD2\x00\x20\x04\x67\xE0\x37\x84\xE0\x00\x20\x00\x00\x9B\x9C\x0F\x3C\xB4\xFB\x51\xC9\xD1\xA1\x2D\xFB\x91\x56\x30\x5B\x7A\x2B\x9C\x56\x92\x67\x31\x1C\xEA\xFB\x9A\x3C\x96\xBA\x24\xDF\x36\x1C\xEA\x94\xCD\x20\x4B\x82\x61\xB9\xDC\xF7\x3B\x1E\x7D\xEE\xE4\xCE\x3A\xBD\x57\x50\xCA\x6D\x6C\x09\xF5\xB5\xE8\x6C\x56\xA7\xC9\x10\x99\x58\x43\x7A\x48\xE4\x6C\x17\x76\xE5\x64\x5C\x49\x2A\x72\x21\x28\x0F\x54\xE5\xCA\x36\x00\x00\x00\x00\x0E\x09\xBB\x06\x84\x88\xD6\x33\x6B\xF6\x6D\x7B\xB2\x8E\x4D\x5E\x00\xFF\xC4\x7B\x49\xAF\x36\x19\x63\x19\x44\xC3\x70\xA4\x4F\x79\x8F\x56\x89\x6C\x2F\x55\xF9\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x79\xBA\xCD\x2F\xBE\xEF\x5D\x73\x00\xA0\x00\x00\x50\x34\x02\x82\xF5\xC2\x00\x10\xB8\xE9\x41\xD2\x00\x20\x00\x67\xE0\x37\x84\xE0\x00\x20\x00\x0B\x80\x00\x00\x00\xB4\xFB\x51\xC9\x24\x7F\xD2\x1D\x91\x56\x30\x5B\x7F\xFF\xFF\xFF\x92\x67\x31\x1C\x48\xB6\x76\x0B\x96\xBA\x24\xDF\x7F\xFF\xFF\xFF\xCD\x20\x4B\x82\x0C\x26\x32\xA0\x3B\x1E\x7D\xEE\x62\x80\xF1\x56\x57\x50\xCA\x6D\x7F\xFF\xFF\xFF\xE8\x6C\x56\xA7\x80\x00\x00\x00\x43\x7A\x48\xE4\x7F\xFF\xFF\xFF\x64\x5C\x49\x2A\x2C\xB3\xD5\xB4\x54\xE5\xCA\x36\x00\x00\x00\x00\x0E\x09\xBB\x06\x80\x00\x00\x00\x6B\xF6\x6D\x7B\x85\xE8\x6B\x33\x00\xFF\xC4\x7B\x7F\xFF\xFF\xFF\x63\x19\x44\xC3\x7F\xFF\xFF\xFF\x8F\x56\x89\x6C\x2F\x55\xF9\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0528B67C), ('P4rIngress.bitmap_seq.seq', 0x9B2F90E1)], 7603)
        self.setRegisterValue('P4rIngress.rounds', 0x9B2F90E1, 7603)
        self.setRegisterValue('P4rIngress.count', 0xB6, 7603)
        self.setRegisterValue('P4rIngress.exponent', 0x3F, 7603)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7603)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5710B493), ('P4rIngress.values_v0000.hi', 0xB55238B5)], 7603)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x89949685), ('P4rIngress.values_v0001.hi', 0xFD972BB7)], 7603)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4A839892), ('P4rIngress.values_v0010.hi', 0x98063BD0)], 7603)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7099DB72), ('P4rIngress.values_v0011.hi', 0x6931BCB6)], 7603)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x32B3335F), ('P4rIngress.values_v0100.hi', 0x3962D0F3)], 7603)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5CCE9193), ('P4rIngress.values_v0101.hi', 0xB7CDB4DE)], 7603)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC9A339F4), ('P4rIngress.values_v0110.hi', 0x51DD0AEB)], 7603)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x9AF6F359), ('P4rIngress.values_v0111.hi', 0xBBD23002)], 7603)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x60562A8D), ('P4rIngress.values_v1000.hi', 0x7899AEF9)], 7603)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xCEE0C44B), ('P4rIngress.values_v1001.hi', 0x7E502F7C)], 7603)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x556AE144), ('P4rIngress.values_v1010.hi', 0x202B1CCA)], 7603)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x8A4E8051), ('P4rIngress.values_v1011.hi', 0x700DEC7D)], 7603)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4CC6BA81), ('P4rIngress.values_v1100.hi', 0x1FCF8A1C)], 7603)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x13FA553C), ('P4rIngress.values_v1101.hi', 0x379B8A6B)], 7603)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x516B19BD), ('P4rIngress.values_v1110.hi', 0x436B6F17)], 7603)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x59056997), ('P4rIngress.values_v1111.hi', 0xAAF00D52)], 7603)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3035),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001D91),
                gc.DataTuple('slot_count', 0x00000184),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x671CBE3D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x3D84CD39),
                gc.KeyTuple('src_port', 0x3B26),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3035),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01D1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 53
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3D\x84\xCD\x39\x00\x00\x00\x00\x3B\x26\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x30\x35\x00\x10\x67\x1C\xBE\x3D\x00\x22\x00\x95\x9B\x2F\x90\xE1\x00\x20\x00\x00\x45\xC6\x6E\x95\xB9\x6B\x44\x67\xD7\xD7\x7F\xDB\x51\x94\xFB\xA5\x46\x96\x28\x5E\x9C\xE4\x08\x8B\x71\xB9\xE2\x31\x33\x77\x37\x95\x51\x56\xE4\x57\x4A\xF5\x4E\xF7\xDF\x59\xB7\xED\x42\x30\xD7\xD2\x88\x17\xAA\xA6\x62\x96\x18\xF5\x1A\xE6\x48\xDF\xBE\x92\x7B\x7D\x67\x73\x7E\xD5\x67\xAF\x09\x82\xA4\x63\xB5\xDA\x1F\xB7\xD3\xB3\x4F\x51\x5F\xEE\x3B\xCB\xD1\x9B\xF3\xA4\xA8\xD3\x14\x9C\x1D\x44\x66\x4A\x93\x5F\x6C\xEE\x63\x58\xB4\x0B\xD5\xE6\x10\xDB\xB9\xCE\x30\x5B\x3B\x89\x7F\x0A\x28\xE3\x7B\x8E\xF0\xFC\xAA\xB4\x84\xCC\xB1\x2B\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x84B68B5C), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 5078)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 5078)
        self.setRegisterValue('P4rIngress.count', 0xE0, 5078)
        self.setRegisterValue('P4rIngress.exponent', 0xD0, 5078)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5078)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB5A5CB65), ('P4rIngress.values_v0000.hi', 0xC6F6C755)], 5078)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x64D4110F), ('P4rIngress.values_v0001.hi', 0xAC4376AE)], 5078)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3E7C1583), ('P4rIngress.values_v0010.hi', 0x72D82B71)], 5078)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xD196A9F9), ('P4rIngress.values_v0011.hi', 0xB38A5A6F)], 5078)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x1B07EB9E), ('P4rIngress.values_v0100.hi', 0x3193B27B)], 5078)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x249DC79D), ('P4rIngress.values_v0101.hi', 0x8708F12F)], 5078)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x8B8E8FEF), ('P4rIngress.values_v0110.hi', 0x57DBA5F8)], 5078)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xF0296B47), ('P4rIngress.values_v0111.hi', 0xCAEACEC7)], 5078)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x32BD4B3A), ('P4rIngress.values_v1000.hi', 0x9E6B3A4D)], 5078)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9B8E05DF), ('P4rIngress.values_v1001.hi', 0x68F9F969)], 5078)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7D24654A), ('P4rIngress.values_v1010.hi', 0x592163FF)], 5078)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x478E06B5), ('P4rIngress.values_v1011.hi', 0xBCF9526B)], 5078)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x50C4B32C), ('P4rIngress.values_v1100.hi', 0x47530BBC)], 5078)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x8AE374A3), ('P4rIngress.values_v1101.hi', 0xB85CC94A)], 5078)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x59A88F73), ('P4rIngress.values_v1110.hi', 0x13D1F65C)], 5078)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4F4C1ABA), ('P4rIngress.values_v1111.hi', 0x1AC2923E)], 5078)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x67BB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012B4),
                gc.DataTuple('slot_count', 0x00000823),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x93ECCBE1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xBD386F8E),
                gc.KeyTuple('src_port', 0xF92F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x67BB),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03AD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\x38\x6F\x8E\x00\x00\x00\x00\xF9\x2F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x67\xBB\x00\x10\x93\xEC\xCB\xE1\x01\x22\x02\x9D\x00\x00\x00\x00\x00\x20\x00\x00\xB0\xAD\xE8\x94\xAE\x9C\xD9\xFE\xFB\x97\x4F\xE4\x7A\x5E\xC2\x40\x29\x23\x67\x4A\x15\xF9\x55\xF7\xFB\x57\xE7\xC3\x9A\x6A\x7E\x6A\x78\x9C\x11\x4A\x62\x9D\x24\x46\xE4\x2D\x54\xD6\xCB\xD7\xB5\xE5\xE8\x8F\x1D\x46\x78\xD7\x9F\x0D\x80\x09\x9B\xA9\xB1\xC4\xE3\xB6\x71\x2F\x7E\xE5\xAD\x27\x4A\x29\xAB\x24\xBC\x60\x6A\x4B\xC9\x6B\x35\x7B\xF4\x72\x7D\x99\xCA\x23\x73\x49\x72\xC1\x94\xBD\x54\x17\x4E\x59\x9A\x81\x49\x3D\x63\x13\x52\xE0\xD6\x7F\xF0\x70\x8A\x7B\x3F\x37\x18\x37\x90\x41\x32\xD1\x78\x6C\x48\xA3\x76\x70\xC2\x8E\xEF\xE4\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE2421D15), ('P4rIngress.bitmap_seq.seq', 0x23997DF3)], 4641)
        self.setRegisterValue('P4rIngress.rounds', 0x23997DF3, 4641)
        self.setRegisterValue('P4rIngress.count', 0xF4, 4641)
        self.setRegisterValue('P4rIngress.exponent', 0xB3, 4641)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4641)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA12EB79B), ('P4rIngress.values_v0000.hi', 0xA6B546ED)], 4641)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xB19CCAEF), ('P4rIngress.values_v0001.hi', 0x2EDD176B)], 4641)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x17D7C572), ('P4rIngress.values_v0010.hi', 0xAADEA433)], 4641)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xC9B7FACF), ('P4rIngress.values_v0011.hi', 0x9390D434)], 4641)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4945B26F), ('P4rIngress.values_v0100.hi', 0x00000000)], 4641)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6BAC0881), ('P4rIngress.values_v0101.hi', 0x8C1A79E9)], 4641)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xE67C5EC1), ('P4rIngress.values_v0110.hi', 0x094E7E5E)], 4641)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xFF2D2FCE), ('P4rIngress.values_v0111.hi', 0x3A1B1E06)], 4641)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x2BDFA114), ('P4rIngress.values_v1000.hi', 0x555EEB6C)], 4641)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x34A5E6FB), ('P4rIngress.values_v1001.hi', 0x34D523AB)], 4641)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4DEF992D), ('P4rIngress.values_v1010.hi', 0x6097DCC7)], 4641)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4CF5C9D9), ('P4rIngress.values_v1011.hi', 0xBAEAA3D2)], 4641)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xE2F497FC), ('P4rIngress.values_v1100.hi', 0x8B5E9D1B)], 4641)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7FDCD25C), ('P4rIngress.values_v1101.hi', 0xB8A5F7D4)], 4641)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x71DF0F42), ('P4rIngress.values_v1110.hi', 0xFEEAA4A9)], 4641)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x696E7B3D), ('P4rIngress.values_v1111.hi', 0x945AD3DB)], 4641)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0013),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000921),
                gc.DataTuple('slot_count', 0x00000E26),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x73DA6431),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x88E1B743),
                gc.KeyTuple('src_port', 0xBF97),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0013),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0172),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 30
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x88\xE1\xB7\x43\x00\x00\x00\x00\xBF\x97\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x00\x13\x00\x10\x73\xDA\x64\x31\x09\x00\x00\x4F\x23\x99\x7D\xF3\x00\x20\x00\x00\xDC\xD2\x34\xE9\xAE\x9F\x65\x34\xD7\x7D\xCA\xB9\xA2\x6D\xF7\x17\x69\x8D\x1F\xA0\x80\xAF\x51\x16\xF2\xB7\x43\x51\xD5\x2B\x10\x41\x5F\x4D\xAB\x79\x96\x9F\xBC\xA0\x00\x00\x00\x00\x3C\x1C\xD2\x8B\xAE\x25\x6A\x53\x98\xB3\x6D\x44\x44\x57\x2A\x04\x70\x59\x7A\x4E\xAA\xE9\xAB\x74\x6D\x5C\x8D\x13\xBC\xAD\xCE\xEB\x64\x31\x1A\x46\x58\x47\xF3\x2D\x6C\xCF\xBD\x55\xF6\x85\x1B\x0C\x93\xE2\x32\x95\x90\xD9\x87\xC9\xA9\x57\x05\xA4\x2D\x0F\x5A\xDF\xAC\xB4\x67\x9D\x46\xDD\x4F\xC9\x68\xAA\xFA\xAA\xCD\x86\x7B\x09\xAE\x5F\x99\x7B\x80\x0E\x7A\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFD603D4E), ('P4rIngress.bitmap_seq.seq', 0x33A59D00)], 4180)
        self.setRegisterValue('P4rIngress.rounds', 0x33A59D00, 4180)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4180)
        self.setRegisterValue('P4rIngress.exponent', 0xF6, 4180)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4180)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x915B8DB7), ('P4rIngress.values_v0000.hi', 0x95667BA4)], 4180)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xA976CD2D), ('P4rIngress.values_v0001.hi', 0xEAD9D2A6)], 4180)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3FA15BCF), ('P4rIngress.values_v0010.hi', 0xB36E6E4B)], 4180)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x30B9A78E), ('P4rIngress.values_v0011.hi', 0x7318C389)], 4180)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x3B12BBF2), ('P4rIngress.values_v0100.hi', 0x17A0D96B)], 4180)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5ACE6BCF), ('P4rIngress.values_v0101.hi', 0xAD78EA09)], 4180)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x756D6F7F), ('P4rIngress.values_v0110.hi', 0xDACE98CB)], 4180)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3D91364C), ('P4rIngress.values_v0111.hi', 0x7AD2E657)], 4180)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x132E6942), ('P4rIngress.values_v1000.hi', 0x594F482D)], 4180)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7916E768), ('P4rIngress.values_v1001.hi', 0x00000000)], 4180)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x2DB350ED), ('P4rIngress.values_v1010.hi', 0x5D5DF6FE)], 4180)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xCC4EEA06), ('P4rIngress.values_v1011.hi', 0x2D254B8D)], 4180)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xBA917164), ('P4rIngress.values_v1100.hi', 0x96DE5B6A)], 4180)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x43C25CC3), ('P4rIngress.values_v1101.hi', 0x46F2FB23)], 4180)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x95B7CA35), ('P4rIngress.values_v1110.hi', 0x749F6738)], 4180)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x8CA9F1D3), ('P4rIngress.values_v1111.hi', 0x9F70F34F)], 4180)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA2FD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000054),
                gc.DataTuple('slot_count', 0x00001FA9),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x62BAB7F9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xD5AD2D9E),
                gc.KeyTuple('src_port', 0x2391),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA2FD),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03E9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD5\xAD\x2D\x9E\x00\x00\x00\x00\x23\x91\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA2\xFD\x00\x10\x62\xBA\xB7\xF9\x10\x00\x04\x4B\x33\xA5\x9D\x00\x00\x20\x00\x00\xD1\xC6\xBF\x25\xD2\xC2\x21\x74\x3D\xF3\x01\x6B\xE9\x88\x38\xEF\x40\x9E\x15\xC3\x98\x9E\x19\x6E\x60\x52\x6A\x1A\x16\x0E\x67\xA6\xE5\xF6\x96\xAB\x76\x89\x43\x3B\x5C\x1F\x88\x3E\xA3\x5A\x8F\x97\xB9\xCE\x7A\xA7\x7A\x49\x9E\x3F\x75\xE3\x37\xE6\x38\x67\xE6\x5D\x72\x67\x49\x69\x7F\x9B\x83\x0E\xF9\xDE\x70\x3C\x00\x00\x00\x00\x7F\x13\x73\x3E\x51\x9D\xF2\xDA\xA6\xCE\x4E\x88\x2E\x75\x6A\xA3\x82\xFE\x5D\x68\x8A\x68\xC5\x43\x48\xF2\xD9\x87\x52\x7E\x6D\xC1\xE0\x15\x86\x59\x26\x37\x6E\x6F\xAB\xEF\x8C\x9D\xA5\x69\x1D\xC6\xAE\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD5\xAD\x2D\x9E\xBE\xEF\x23\x91\x00\xA0\x00\x00\x50\x34\x02\x82\xA2\xFD\x00\x10\x62\xBA\xB7\xF9\x10\x00\x00\x4B\x33\xA5\x9D\x00\x00\x20\x00\x20\x80\x00\x00\x00\xD2\xC2\x21\x74\xE7\x69\xCE\x98\xE9\x88\x38\xEF\x7F\xFF\xFF\xFF\x98\x9E\x19\x6E\x7F\xFF\xFF\xFF\x16\x0E\x67\xA6\x21\x09\x52\x9D\x76\x89\x43\x3B\x7F\xFF\xFF\xFF\xA3\x5A\x8F\x97\x2F\x3B\xEA\x26\x7A\x49\x9E\x3F\x7F\xFF\xFF\xFF\x38\x67\xE6\x5D\x7F\xFF\xFF\xFF\x7F\x9B\x83\x0E\x72\xF5\x57\xA4\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x51\x9D\xF2\xDA\x80\x00\x00\x00\x2E\x75\x6A\xA3\x80\x00\x00\x00\x8A\x68\xC5\x43\x7F\xFF\xFF\xFF\x52\x7E\x6D\xC1\x80\x00\x00\x00\x26\x37\x6E\x6F\x80\x00\x00\x00\xA5\x69\x1D\xC6\xAE\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC8B6FA6B), ('P4rIngress.bitmap_seq.seq', 0x7C7F0000)], 6027)
        self.setRegisterValue('P4rIngress.rounds', 0x7C7F0000, 6027)
        self.setRegisterValue('P4rIngress.count', 0xEE, 6027)
        self.setRegisterValue('P4rIngress.exponent', 0x46, 6027)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6027)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6D666C86), ('P4rIngress.values_v0000.hi', 0xBAE21F85)], 6027)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xAAFD891D), ('P4rIngress.values_v0001.hi', 0x00000000)], 6027)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5D67F5F3), ('P4rIngress.values_v0010.hi', 0x84FD9DF4)], 6027)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x3350C8B3), ('P4rIngress.values_v0011.hi', 0x4B4C9D89)], 6027)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x0B057BE3), ('P4rIngress.values_v0100.hi', 0x57163C2B)], 6027)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xD35387B9), ('P4rIngress.values_v0101.hi', 0x172198F7)], 6027)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB3522F6A), ('P4rIngress.values_v0110.hi', 0x6F9A6A69)], 6027)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xAF68A193), ('P4rIngress.values_v0111.hi', 0xBAE357A6)], 6027)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x72D32A93), ('P4rIngress.values_v1000.hi', 0x46721863)], 6027)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB3F33E57), ('P4rIngress.values_v1001.hi', 0x1DE4D2AF)], 6027)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4BF59FD2), ('P4rIngress.values_v1010.hi', 0x49DF5984)], 6027)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xF5F66D45), ('P4rIngress.values_v1011.hi', 0x67BCA745)], 6027)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xD4872086), ('P4rIngress.values_v1100.hi', 0x5A2745D3)], 6027)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2D83C971), ('P4rIngress.values_v1101.hi', 0x718D57BB)], 6027)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7347494F), ('P4rIngress.values_v1110.hi', 0x5BA5A42E)], 6027)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x84A5EBC8), ('P4rIngress.values_v1111.hi', 0x471F93CC)], 6027)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8CBB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000010AC),
                gc.DataTuple('slot_count', 0x00000764),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE0886FEA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x76DDF5F8),
                gc.KeyTuple('src_port', 0x9556),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8CBB),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0004),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x76\xDD\xF5\xF8\x00\x00\x00\x00\x95\x56\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8C\xBB\x00\x10\xE0\x88\x6F\xEA\x06\xDF\x00\x55\x7C\x7F\x00\x00\x00\x20\x00\x00\x43\x65\xB6\x0E\xA4\xB3\x59\x8D\xAC\xEB\xAD\x9E\x00\x00\x00\x00\x3C\x3E\x16\xF3\xB5\xAD\x22\xEB\x7B\x91\xFA\x15\x41\xED\x9D\x89\x77\xD2\x1A\xB7\x52\x37\x6B\x6B\xDD\xE3\xB2\xE5\x31\x2F\x48\x53\x95\x83\x3F\xBB\x4D\x4A\x53\x06\x7D\x8C\x5D\x56\x92\x67\xBD\xB6\x70\xD2\xB2\x91\x6D\x44\x3F\xAE\xB3\x30\x73\xBF\x6B\x58\xF7\xB7\x6A\x33\x96\x9F\x5D\x33\xE1\xA3\x54\x65\x65\x4C\x6F\xBE\x2A\x38\x9B\xAF\x74\xC7\x58\xA7\x85\x53\x54\x9A\x75\x23\x7B\xBB\x62\xAA\xE3\x42\x6E\x63\x5F\xAF\xAF\xBE\xB6\xA2\xAA\x8B\x5F\x49\xD5\x97\xF3\xE7\x35\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x85DC3820), ('P4rIngress.bitmap_seq.seq', 0xDBF4A127)], 4424)
        self.setRegisterValue('P4rIngress.rounds', 0xDBF4A127, 4424)
        self.setRegisterValue('P4rIngress.count', 0x22, 4424)
        self.setRegisterValue('P4rIngress.exponent', 0xA8, 4424)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4424)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA5DE8693), ('P4rIngress.values_v0000.hi', 0x878A698F)], 4424)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x91518E74), ('P4rIngress.values_v0001.hi', 0xCE54ECB1)], 4424)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x60DADE3E), ('P4rIngress.values_v0010.hi', 0xB3CE829C)], 4424)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x12DBB9FE), ('P4rIngress.values_v0011.hi', 0x9FEA6C77)], 4424)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x543A9F51), ('P4rIngress.values_v0100.hi', 0x496E6F9C)], 4424)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x8BC71F1D), ('P4rIngress.values_v0101.hi', 0x2F6A1D18)], 4424)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC99852DF), ('P4rIngress.values_v0110.hi', 0x4E619953)], 4424)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x786D4B41), ('P4rIngress.values_v0111.hi', 0x4B2C63D6)], 4424)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x64FB4856), ('P4rIngress.values_v1000.hi', 0x6EEC22BA)], 4424)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x46DF236E), ('P4rIngress.values_v1001.hi', 0xDE53D6F0)], 4424)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x51D58162), ('P4rIngress.values_v1010.hi', 0x4EEEEC8E)], 4424)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x9BE7F8D9), ('P4rIngress.values_v1011.hi', 0x1099AAD5)], 4424)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xE62CE63F), ('P4rIngress.values_v1100.hi', 0xB2EEC4B5)], 4424)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x111A5B83), ('P4rIngress.values_v1101.hi', 0x4AB3457F)], 4424)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xE7888AD3), ('P4rIngress.values_v1110.hi', 0xC246975C)], 4424)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x9B316DDB), ('P4rIngress.values_v1111.hi', 0x99ECE0E5)], 4424)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF7C4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009A8),
                gc.DataTuple('slot_count', 0x000009AA),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7C3D6F74),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xFC5FF8E3),
                gc.KeyTuple('src_port', 0xAE31),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF7C4),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0044),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x5F\xF8\xE3\x00\x00\x00\x00\xAE\x31\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF7\xC4\x00\x10\x7C\x3D\x6F\x74\x07\xA0\x06\x55\xDB\xF4\xA1\x27\x00\x20\x00\x00\x92\x89\x08\x39\xA5\xCE\x25\xFA\x5E\x54\xB4\x24\xB8\xB1\x4B\x3F\x31\x1C\xA6\xD2\xA3\xDF\xE0\x61\x9A\x4F\xF3\x05\xB4\xEB\x32\x98\x44\xE6\xA2\xDF\xE8\xD7\xB1\x1C\x6D\x66\x76\x27\x97\x76\x59\xF3\x2D\x4C\x5A\xA1\x34\x67\x17\x21\x4E\x6D\x58\xFA\xE5\x96\xC9\xEE\x47\x47\xDE\x3C\x48\x19\xE6\x9F\x6F\xEA\xBF\xA7\xCF\x5B\x1D\x0B\x5D\xD5\xBF\x91\x5C\x75\x0A\xB3\xC7\xDA\x5A\x7B\x7E\xAA\xB6\x95\x90\xFE\xE2\x21\x76\x2E\x8A\x52\xB5\xAB\xAE\x3D\x47\x99\xCD\x70\xE1\xBE\xC1\x39\x39\x62\xD2\xD1\xCA\xA4\x8A\x59\xD1\x24\x75\x31\xF7\x73\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFFCA06C9), ('P4rIngress.bitmap_seq.seq', 0xD54E80FB)], 4323)
        self.setRegisterValue('P4rIngress.rounds', 0xD54E80FB, 4323)
        self.setRegisterValue('P4rIngress.count', 0x38, 4323)
        self.setRegisterValue('P4rIngress.exponent', 0xA7, 4323)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4323)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xCC193FDB), ('P4rIngress.values_v0000.hi', 0x8842C5B8)], 4323)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2DD5CDE7), ('P4rIngress.values_v0001.hi', 0xFCAB3FF4)], 4323)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x772D772B), ('P4rIngress.values_v0010.hi', 0x9242750E)], 4323)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x45CF6BBA), ('P4rIngress.values_v0011.hi', 0x46C553CF)], 4323)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x82429B38), ('P4rIngress.values_v0100.hi', 0x6C89C137)], 4323)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x67EACEAE), ('P4rIngress.values_v0101.hi', 0x9A3B94DA)], 4323)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5EF2C6F7), ('P4rIngress.values_v0110.hi', 0x1A1ACF4E)], 4323)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x62CB8289), ('P4rIngress.values_v0111.hi', 0xAB4038E0)], 4323)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x537E6D32), ('P4rIngress.values_v1000.hi', 0x7C644F5A)], 4323)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x60BDB6DB), ('P4rIngress.values_v1001.hi', 0x51D2EAD2)], 4323)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7D7AEB0E), ('P4rIngress.values_v1010.hi', 0xDA640AAA)], 4323)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x567ACFDF), ('P4rIngress.values_v1011.hi', 0x411B9765)], 4323)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x602C6DC9), ('P4rIngress.values_v1100.hi', 0x44D06DE4)], 4323)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x99F19042), ('P4rIngress.values_v1101.hi', 0x34DC1B17)], 4323)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x71C4CC7E), ('P4rIngress.values_v1110.hi', 0x80000000)], 4323)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4CD152B3), ('P4rIngress.values_v1111.hi', 0x1127865E)], 4323)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB753),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000568),
                gc.DataTuple('slot_count', 0x000017E6),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1CFC8E16),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0xAB1A961D),
                gc.KeyTuple('src_port', 0x39B4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB753),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01CC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 47
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAB\x1A\x96\x1D\x00\x00\x00\x00\x39\xB4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB7\x53\x00\x10\x1C\xFC\x8E\x16\x0B\x7B\x00\x1C\xD5\x4E\x80\xFB\x00\x20\x00\x00\x81\x71\x63\x85\xEF\x9A\x8A\x57\xE7\x2D\x4C\x57\x50\xAD\x3A\xBF\x17\x23\x5F\xE8\xBB\x8A\x4C\x13\x54\x92\x3B\xA2\x70\x60\xB9\xA9\x0E\xF9\xF9\x57\x47\x4F\xD3\xD6\x1C\x9D\xA6\xCB\x0F\x59\x31\xE5\x4A\xA5\xB7\x42\x79\xCE\x6C\x1F\x49\x3E\x6D\xAD\xAE\xD2\x72\x97\x58\xCC\xF5\x6C\x1D\xAE\xE2\x1A\xC0\x9D\x22\x2F\x5B\x6E\xDA\xD6\x2D\xEE\x83\x04\x94\xBA\x28\xB4\x09\xFA\xBF\x88\x53\x72\xBA\xAD\x5A\xB6\x43\xE7\x3D\x8D\x4D\xE7\x27\xA6\x42\x2E\xB4\x5C\xF5\x75\x2E\xD2\x4B\x56\x00\x00\x00\x00\x6F\x0A\x4A\x13\x7A\x62\x76\xDA\xE5\x1A\xC1\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9628D82E), ('P4rIngress.bitmap_seq.seq', 0xA068A7C3)], 5751)
        self.setRegisterValue('P4rIngress.rounds', 0xA068A7C3, 5751)
        self.setRegisterValue('P4rIngress.count', 0x04, 5751)
        self.setRegisterValue('P4rIngress.exponent', 0xDE, 5751)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5751)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBA9EE70D), ('P4rIngress.values_v0000.hi', 0x982B838A)], 5751)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x86CC4BA3), ('P4rIngress.values_v0001.hi', 0x2D428E56)], 5751)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x317543AE), ('P4rIngress.values_v0010.hi', 0xC95BD105)], 5751)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4FF10F7A), ('P4rIngress.values_v0011.hi', 0x353BA2CF)], 5751)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x77E64825), ('P4rIngress.values_v0100.hi', 0x62A13015)], 5751)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x986FA12D), ('P4rIngress.values_v0101.hi', 0x6066DC6B)], 5751)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x8E46D7D6), ('P4rIngress.values_v0110.hi', 0x2C483C78)], 5751)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x82B92FEA), ('P4rIngress.values_v0111.hi', 0x5A97B7C5)], 5751)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xC73417D3), ('P4rIngress.values_v1000.hi', 0x762C8FB8)], 5751)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x953A2A96), ('P4rIngress.values_v1001.hi', 0x47F3ADC6)], 5751)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x67907C3B), ('P4rIngress.values_v1010.hi', 0x7842E26C)], 5751)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x985D8935), ('P4rIngress.values_v1011.hi', 0x4C62F245)], 5751)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5736334C), ('P4rIngress.values_v1100.hi', 0x8D29CEC3)], 5751)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x3DBAC6B5), ('P4rIngress.values_v1101.hi', 0x5CC7F7E3)], 5751)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xAD4FF69A), ('P4rIngress.values_v1110.hi', 0x891D6BDB)], 5751)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xCAA45533), ('P4rIngress.values_v1111.hi', 0x952964E3)], 5751)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA559),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FF0),
                gc.DataTuple('slot_count', 0x00000BA3),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x559E61D2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x7ABC9C8D),
                gc.KeyTuple('src_port', 0xB2D7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA559),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x021E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 19
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7A\xBC\x9C\x8D\x00\x00\x00\x00\xB2\xD7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA5\x59\x00\x10\x55\x9E\x61\xD2\x06\x87\x02\xBB\xA0\x68\xA7\xC3\x00\x20\x00\x00\x96\x96\x4D\x37\xE0\xD8\xC9\x9F\x69\x6B\x5B\xE5\x89\x67\xEE\xD0\x6B\x8B\xFA\x3F\x9C\xAB\x93\x8B\x4F\x7C\x57\x12\x50\x24\xAE\xCF\x17\xF8\x1E\xE7\x39\xA6\x36\x2D\xA7\xE8\x95\x6B\x45\x4D\xF9\xAD\x38\xB6\x93\x57\x5F\x75\xB7\x34\x5F\x9A\xEB\xAB\x57\x05\x32\x81\x5F\x95\x5E\x92\x66\x69\x32\x3A\xB5\xE0\xB3\xDC\x70\x7B\x11\x4B\x77\xC0\x7F\xA2\x7C\x8F\x08\x20\xCA\x46\xAB\xB6\x3F\x32\xCE\xEB\x61\x64\x78\x36\xB7\xBD\x57\xC1\xAC\xFA\xC6\xD4\x34\xC9\x56\x6B\xAD\xE2\x80\xED\x4D\x3C\x75\xCC\x4D\xD7\xD4\x5D\x29\xCF\xCD\x97\xB6\xC3\xFC\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7A\xBC\x9C\x8D\xBE\xEF\xB2\xD7\x00\xA0\x00\x00\x50\x34\x02\x82\xA5\x59\x00\x10\x55\x9E\x61\xD2\x06\x87\x00\xBB\xA0\x68\xA7\xC3\x00\x20\x00\x05\x80\x00\x00\x00\xE0\xD8\xC9\x9F\xF0\x37\xA7\x88\x89\x67\xEE\xD0\x7F\xFF\xFF\xFF\x9C\xAB\x93\x8B\x7F\xFF\xFF\xFF\x50\x24\xAE\xCF\x7F\xFF\xFF\xFF\x39\xA6\x36\x2D\x80\x00\x00\x00\x45\x4D\xF9\xAD\xC6\xFD\x6B\x2D\x5F\x75\xB7\x34\xE2\x54\x1B\x95\x57\x05\x32\x81\x26\xC9\x76\x65\x66\x69\x32\x3A\x80\x00\x00\x00\x70\x7B\x11\x4B\x7F\xFF\xFF\xFF\x7C\x8F\x08\x20\x80\x00\x00\x00\x3F\x32\xCE\xEB\x7F\xFF\xFF\xFF\xB7\xBD\x57\xC1\xEA\xB5\x8D\x89\x34\xC9\x56\x6B\x80\x00\x00\x00\x4D\x3C\x75\xCC\x18\x7C\x29\x90\x29\xCF\xCD\x97\xB6\xC3\xFC\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4C7CBB69), ('P4rIngress.bitmap_seq.seq', 0xE6D56100)], 3971)
        self.setRegisterValue('P4rIngress.rounds', 0xE6D56100, 3971)
        self.setRegisterValue('P4rIngress.count', 0xC2, 3971)
        self.setRegisterValue('P4rIngress.exponent', 0xEE, 3971)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3971)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8EBFCCB2), ('P4rIngress.values_v0000.hi', 0x89E648EF)], 3971)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x86A0F9E6), ('P4rIngress.values_v0001.hi', 0x3B7D69F2)], 3971)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6997648D), ('P4rIngress.values_v0010.hi', 0xB5514985)], 3971)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x2F98F525), ('P4rIngress.values_v0011.hi', 0x62C23BA5)], 3971)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4FE231B5), ('P4rIngress.values_v0100.hi', 0x4A3F7A98)], 3971)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBA53DAF3), ('P4rIngress.values_v0101.hi', 0x2A7A701C)], 3971)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x0FF47A3A), ('P4rIngress.values_v0110.hi', 0x2822BA72)], 3971)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x2C8C7158)], 3971)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xD45478E9), ('P4rIngress.values_v1000.hi', 0x7D7CD483)], 3971)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x90BE7ACF), ('P4rIngress.values_v1001.hi', 0x6BAD26ED)], 3971)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x2A8C64A2), ('P4rIngress.values_v1010.hi', 0x5BBA01D9)], 3971)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB8407E2C), ('P4rIngress.values_v1011.hi', 0x4C99350F)], 3971)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x77D96D0B), ('P4rIngress.values_v1100.hi', 0xC9DDEAA3)], 3971)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x80000000), ('P4rIngress.values_v1101.hi', 0x42D3E717)], 3971)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x21AA9DF7), ('P4rIngress.values_v1110.hi', 0x4CB39CAB)], 3971)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x42638DCD), ('P4rIngress.values_v1111.hi', 0x2B25D5E9)], 3971)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9A03),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F53),
                gc.DataTuple('slot_count', 0x00000CB3),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5B837198),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0xC1164B96),
                gc.KeyTuple('src_port', 0x5044),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9A03),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0043),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 42
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC1\x16\x4B\x96\x00\x00\x00\x00\x50\x44\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9A\x03\x00\x10\x5B\x83\x71\x98\x00\x30\x02\x11\xE6\xD5\x61\x00\x00\x20\x00\x00\xB8\x46\xDC\xBD\xDF\x3E\x9F\xE5\x69\xAF\xB2\xF8\x21\x44\xAD\xC3\x74\x34\x59\xCE\x9C\x83\x4D\x63\x54\xDB\xF3\x6D\x43\x6A\x99\x8B\x6F\x85\x8D\xB5\x4E\xEF\xA6\xFD\xBC\xC7\xCA\xDD\x7D\x6C\xEF\x6F\xF2\x06\xF7\xD6\x71\xEE\x0B\x23\x00\x00\x00\x00\x63\x2C\x43\x5B\x57\xE5\xAD\x8B\x05\x6E\x66\xEF\xBA\xE2\xCA\x96\x1F\x5B\x49\x39\x65\x91\x2F\x9A\x42\xBE\x1D\xB7\x99\x43\x9C\xB6\x7C\xCB\x91\x47\x7A\x9A\x1C\x18\xA0\xDB\xC8\x8F\x32\x7F\x6E\xF3\x3E\x70\xC0\x64\x4B\x8F\x95\xDA\x1B\xEB\xFA\x9B\x5D\x73\xDB\xBA\x56\x2F\xD3\xE3\x20\x5D\xC6\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49\xA1\xB1\xE5\xBB\x18\x67\x5F\xD8\x3D\x76\xE0\x5F\xD3\x6C\xA2\x6D\xD4\x85\x23\x41\x88\x51\x55\x57\x36\x33\x5E\x8A\x76\x7B\xAF\xA6\xC0\x47\x6B\xE8\x02\xC0\x46\xF2\xC0\x1D\xB9\x5C\x7E\x4C\x2F\xE2\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCD80E14E), ('P4rIngress.bitmap_seq.seq', 0xFB47F8BB)], 885)
        self.setRegisterValue('P4rIngress.rounds', 0xFB47F8BB, 885)
        self.setRegisterValue('P4rIngress.count', 0xEA, 885)
        self.setRegisterValue('P4rIngress.exponent', 0xF8, 885)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 885)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB0884D16), ('P4rIngress.values_v0000.hi', 0x85CAC2AC)], 885)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xFBA45BAF), ('P4rIngress.values_v0001.hi', 0xAF7524D9)], 885)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x56F5706D), ('P4rIngress.values_v0010.hi', 0x4416ECC6)], 885)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA2FEBDDB), ('P4rIngress.values_v0011.hi', 0xB0FA637B)], 885)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x0BDF7BF7), ('P4rIngress.values_v0100.hi', 0x5C47533F)], 885)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x492E75D1), ('P4rIngress.values_v0101.hi', 0xA4C83EF6)], 885)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9FBE7269), ('P4rIngress.values_v0110.hi', 0x501867FB)], 885)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x89B08DEA), ('P4rIngress.values_v0111.hi', 0xB5D01DEC)], 885)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x374BA716), ('P4rIngress.values_v1000.hi', 0xA94FB349)], 885)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB75EF3DE), ('P4rIngress.values_v1001.hi', 0xF6F99F57)], 885)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6FA5F19E), ('P4rIngress.values_v1010.hi', 0x7F5064C7)], 885)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x941E9ED1), ('P4rIngress.values_v1011.hi', 0x00000000)], 885)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5D3726A7), ('P4rIngress.values_v1100.hi', 0xBEAA159D)], 885)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9C47BA51), ('P4rIngress.values_v1101.hi', 0x366E76B7)], 885)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7DED7825), ('P4rIngress.values_v1110.hi', 0x55B2BA52)], 885)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5CB93B6D), ('P4rIngress.values_v1111.hi', 0x4B7F6EC9)], 885)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x80E1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000099),
                gc.DataTuple('slot_count', 0x000005A6),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3A9D5FFC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x74020C30),
                gc.KeyTuple('src_port', 0x93E1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x80E1),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0226),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x74\x02\x0C\x30\x00\x00\x00\x00\x93\xE1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\xE1\x00\x10\x3A\x9D\x5F\xFC\x02\xDC\x04\xC2\xFB\x47\xF8\xBB\x00\x20\x00\x00\xB9\xE6\xF5\x43\xA2\xE4\x44\xB7\x79\x95\xE8\x76\xFD\x85\xE4\xAB\x1A\xAD\xF7\xDF\x46\x98\xFD\x55\x3D\x9D\xCA\x91\xB6\xD2\xAC\x37\x7E\xB0\x09\x43\x52\xC6\x96\x39\x2B\x2B\x56\xAF\xBD\x48\x6A\xC3\xC8\x26\xF7\xF5\x5D\x5A\xEE\xB3\xD1\x81\x14\x3F\x92\xEA\x68\x4B\x73\x0D\x78\x63\xAC\xD5\x96\xED\x91\x56\xC9\xB0\x1A\xA1\x4A\xDF\x49\x25\x99\x0A\x6C\xE6\x99\xE9\xB7\x1A\x15\xC7\x00\x00\x00\x00\x39\x7E\x1D\xCA\x58\x23\x90\xED\xCB\xB7\xBE\x59\xFA\x66\x8C\xAC\x7F\x55\xD3\xAF\x4E\xB4\x5C\xBD\xC8\xD3\x3F\x19\x43\xAF\x92\x09\x75\x63\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6714CF26), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 6194)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 6194)
        self.setRegisterValue('P4rIngress.count', 0x0B, 6194)
        self.setRegisterValue('P4rIngress.exponent', 0x8D, 6194)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6194)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xDAD6E4A3), ('P4rIngress.values_v0000.hi', 0xBF6809AA)], 6194)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xDA677493), ('P4rIngress.values_v0001.hi', 0x00000000)], 6194)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x54022768), ('P4rIngress.values_v0010.hi', 0xCDD7CDA6)], 6194)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x3DE80C8D), ('P4rIngress.values_v0011.hi', 0x7DE0C329)], 6194)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x2C79D357), ('P4rIngress.values_v0100.hi', 0x6A4AEDC9)], 6194)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x22526541), ('P4rIngress.values_v0101.hi', 0xA01C0C93)], 6194)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBB5241E5), ('P4rIngress.values_v0110.hi', 0xD3FBF055)], 6194)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x70240A5A), ('P4rIngress.values_v0111.hi', 0x6004AD52)], 6194)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x3A392839), ('P4rIngress.values_v1000.hi', 0x7DD62C44)], 6194)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xC94EF9A0), ('P4rIngress.values_v1001.hi', 0x3BB9BAB7)], 6194)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7367B9EE), ('P4rIngress.values_v1010.hi', 0x4AF898E5)], 6194)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xAB32504E), ('P4rIngress.values_v1011.hi', 0xCDA4FE6D)], 6194)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xC3FE3C9F), ('P4rIngress.values_v1100.hi', 0x9E58D6FB)], 6194)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x72CDC1B3), ('P4rIngress.values_v1101.hi', 0x588FAAE4)], 6194)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xCB932EE8), ('P4rIngress.values_v1110.hi', 0x20CE2C5B)], 6194)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x91F9BDFE), ('P4rIngress.values_v1111.hi', 0x62EC2CBE)], 6194)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF4D4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001350),
                gc.DataTuple('slot_count', 0x000004FA),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2BD39B7E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0xAD19DCCA),
                gc.KeyTuple('src_port', 0x71DD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF4D4),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x007F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 9
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAD\x19\xDC\xCA\x00\x00\x00\x00\x71\xDD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF4\xD4\x00\x10\x2B\xD3\x9B\x7E\x04\xE2\x04\x20\x80\x00\x00\x00\x00\x20\x00\x00\x9D\xD4\xE6\xE5\xB5\x79\x9D\x1A\x4B\xE5\x47\xD1\x00\x00\x00\x00\x7C\x2A\xD6\x37\xB1\x15\xAC\xE2\x68\xBD\x8F\x37\x57\x4D\x93\x73\x41\x5C\x39\xB6\x4A\x6B\xA4\x59\x6C\x6D\x40\x5B\x9D\xCC\xF9\xA5\xDB\x5F\x60\x25\x57\x72\xBE\x50\x24\x9F\x93\x4B\x44\xEC\xEF\xD6\x6A\x6D\xCE\xC9\x4C\xCD\x26\x4B\xDF\xE4\xD3\x31\x40\x29\xDB\xD6\x45\x5D\xB1\x4C\x4A\xBD\xFA\xB7\x8F\x77\xBC\x39\x29\x4C\xE1\xFF\xA8\x0C\x78\x82\xA7\x6A\xCC\x97\x2A\x79\xC1\x8D\x5A\xA1\xB3\xC6\x9A\x85\xB6\x6D\x79\x73\xD8\xFC\x8D\x78\x0D\x49\x54\x9C\x0C\xBA\xED\xB7\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAD\x19\xDC\xCA\xBE\xEF\x71\xDD\x00\xA0\x00\x00\x50\x34\x02\x82\xF4\xD4\x00\x10\x2B\xD3\x9B\x7E\x04\xE2\x00\x20\x80\x00\x00\x00\x00\x20\x00\x0C\x80\x00\x00\x00\xB5\x79\x9D\x1A\x26\x4C\xBC\x64\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xB1\x15\xAC\xE2\x7F\xFF\xFF\xFF\x57\x4D\x93\x73\x6D\xD6\x0D\x0D\x4A\x6B\xA4\x59\x7F\xFF\xFF\xFF\x9D\xCC\xF9\xA5\x96\xB1\xA2\x0A\x57\x72\xBE\x50\x7F\xFF\xFF\xFF\x44\xEC\xEF\xD6\x7F\xFF\xFF\xFF\x4C\xCD\x26\x4B\xA9\x33\xCC\xD1\x40\x29\xDB\xD6\x7F\xFF\xFF\xFF\x4A\xBD\xFA\xB7\x80\x00\x00\x00\x29\x4C\xE1\xFF\x80\x00\x00\x00\xA7\x6A\xCC\x97\x7F\xFF\xFF\xFF\x5A\xA1\xB3\xC6\x80\x00\x00\x00\x79\x73\xD8\xFC\x80\x00\x00\x00\x54\x9C\x0C\xBA\xED\xB7\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB01E8CFB), ('P4rIngress.bitmap_seq.seq', 0xF93BAABA)], 3828)
        self.setRegisterValue('P4rIngress.rounds', 0xF93BAABA, 3828)
        self.setRegisterValue('P4rIngress.count', 0x78, 3828)
        self.setRegisterValue('P4rIngress.exponent', 0xBA, 3828)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3828)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9E438316), ('P4rIngress.values_v0000.hi', 0x926DBB6D)], 3828)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xFAE793EE), ('P4rIngress.values_v0001.hi', 0x321F0A6B)], 3828)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3E3E276B), ('P4rIngress.values_v0010.hi', 0x9E90B14B)], 3828)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xD490B4EE), ('P4rIngress.values_v0011.hi', 0x9BD6BCA8)], 3828)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x613A6367), ('P4rIngress.values_v0100.hi', 0x1E15C675)], 3828)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x0D96775B), ('P4rIngress.values_v0101.hi', 0x53C23029)], 3828)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6C561DCE), ('P4rIngress.values_v0110.hi', 0x62A4B527)], 3828)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x420EE340), ('P4rIngress.values_v0111.hi', 0x65CD8F0A)], 3828)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xE8E19F6F), ('P4rIngress.values_v1000.hi', 0x97FF3BA7)], 3828)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x946A3B63), ('P4rIngress.values_v1001.hi', 0x2E635963)], 3828)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6AC80D6F), ('P4rIngress.values_v1010.hi', 0x39AE34E9)], 3828)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x8BA69D87), ('P4rIngress.values_v1011.hi', 0xD57A9CE6)], 3828)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6B095ABE), ('P4rIngress.values_v1100.hi', 0xEDAA1ABF)], 3828)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x990D0228), ('P4rIngress.values_v1101.hi', 0x389C4F17)], 3828)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x503C411D), ('P4rIngress.values_v1110.hi', 0xD6BDB2E9)], 3828)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7BAFBD23), ('P4rIngress.values_v1111.hi', 0x745D944E)], 3828)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF3CE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000667),
                gc.DataTuple('slot_count', 0x00001380),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6A5A7F6F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0x3A0E1BB7),
                gc.KeyTuple('src_port', 0x95BC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF3CE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02C9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 47
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\x0E\x1B\xB7\x00\x00\x00\x00\x95\xBC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF3\xCE\x00\x10\x6A\x5A\x7F\x6F\x08\x8D\x06\x3D\xF9\x3B\xAA\xBA\x00\x20\x00\x00\x8B\x52\xDD\x2B\xDD\xC8\xA6\x41\xB9\xCD\xD9\x74\x9B\xC7\xD4\xF1\x4D\x3D\xEC\x4A\x9C\x58\x95\xD7\x6D\x9F\x2E\x6A\xAA\xCB\xBB\xE1\x2B\x7F\x61\x43\xDE\xFD\xFF\xD6\x3B\x8E\x3B\x69\x80\x00\x00\x00\x20\x56\x3F\xCF\x27\xD6\x95\xAD\x3F\x57\xE2\xE5\x42\x48\xFC\x36\x4F\x2B\xDA\xBF\x4E\x63\xB8\xAF\xB7\x0C\x94\x68\x74\xB1\x4C\x04\x42\x7F\xDC\x21\x1B\xB9\x82\x2A\xD4\xBF\xA9\xAE\x87\xAE\x93\x3A\x18\x5A\xC2\x16\x8A\xDB\x11\x92\x0A\x09\x6B\xEF\x58\x4D\x6E\x23\x6E\xDF\x6F\xAF\x8B\x66\xF2\xBE\x75\xA7\xBD\xAF\x76\xD6\x9A\xF0\x32\xBC\x84\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9238D9C1), ('P4rIngress.bitmap_seq.seq', 0xB44FAFDB)], 4182)
        self.setRegisterValue('P4rIngress.rounds', 0xB44FAFDB, 4182)
        self.setRegisterValue('P4rIngress.count', 0x02, 4182)
        self.setRegisterValue('P4rIngress.exponent', 0xBE, 4182)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4182)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x87254ED0), ('P4rIngress.values_v0000.hi', 0xE8D03B2C)], 4182)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xFF305EB8), ('P4rIngress.values_v0001.hi', 0x9AF7696D)], 4182)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x16D0B141), ('P4rIngress.values_v0010.hi', 0xEB99EB0A)], 4182)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x42972EAC), ('P4rIngress.values_v0011.hi', 0x4ED4F65D)], 4182)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x68077967), ('P4rIngress.values_v0100.hi', 0x4475FDAB)], 4182)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x98527D63), ('P4rIngress.values_v0101.hi', 0x5C3285D4)], 4182)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x432AB341)], 4182)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xFA547DB6), ('P4rIngress.values_v0111.hi', 0x7EA6B195)], 4182)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9EF8BB70), ('P4rIngress.values_v1000.hi', 0xB4C94D64)], 4182)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xCE98D0A2), ('P4rIngress.values_v1001.hi', 0x6A9D6C6F)], 4182)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x60843FBE), ('P4rIngress.values_v1010.hi', 0xBBA2903D)], 4182)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5E0719EE), ('P4rIngress.values_v1011.hi', 0x9C75F3E2)], 4182)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x91147BD6), ('P4rIngress.values_v1100.hi', 0x4CBE4A38)], 4182)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x3E25C177), ('P4rIngress.values_v1101.hi', 0x7DBF53BF)], 4182)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7BCAF5F0), ('P4rIngress.values_v1110.hi', 0x795A4244)], 4182)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x673B4F2F), ('P4rIngress.values_v1111.hi', 0x5B9E6CE3)], 4182)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x797D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ED9),
                gc.DataTuple('slot_count', 0x00000BEC),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x683A69CE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0xD086D34F),
                gc.KeyTuple('src_port', 0xBA8A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x797D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0306),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 40
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD0\x86\xD3\x4F\x00\x00\x00\x00\xBA\x8A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x79\x7D\x00\x10\x68\x3A\x69\xCE\x01\x7D\x02\x9D\xB4\x4F\xAF\xDB\x00\x20\x00\x00\xBC\xA7\x4B\x84\x83\xC1\x66\x4A\x3A\xD7\x10\xF7\x4A\x73\x35\x2E\x76\x8E\x21\xB3\x91\x49\x46\x67\x42\x31\x6F\xEC\x70\x19\x95\x98\x3F\x8F\x74\x2D\x5C\x22\x48\xAB\xB6\xCF\x29\x15\x42\xFA\xAB\x54\x00\x00\x00\x00\x75\x08\x0E\xE3\xDD\xF4\x52\x8B\x61\xBE\xB5\xB7\xBD\xB7\x83\xDE\x91\x8C\xE4\x95\xC8\x51\x97\xB7\xD6\x7C\xFF\xEF\x3B\xD4\x9A\x93\x98\xC2\x56\xB1\x1F\x1A\x3C\x85\x6E\xF6\x3B\xF7\x5D\xB7\xF0\xF2\x4D\x0C\xD5\xCD\x48\xA0\x27\x35\xE9\xBC\xFD\x95\x11\x6A\x27\x98\x43\x98\xFA\x56\x6C\x22\xD1\x41\x49\x3B\xBD\x42\xB6\x48\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD0\x86\xD3\x4F\xBE\xEF\xBA\x8A\x00\xA0\x00\x00\x50\x34\x02\x82\x79\x7D\x00\x10\x68\x3A\x69\xCE\x01\x7D\x00\x9D\xB4\x4F\xAF\xDB\x00\x20\x00\x03\x80\x00\x00\x00\x83\xC1\x66\x4A\x3A\x07\x6F\xAF\x4A\x73\x35\x2E\x7F\xFF\xFF\xFF\x91\x49\x46\x67\x7F\xFF\xFF\xFF\x70\x19\x95\x98\x7F\xFF\xFF\xFF\x5C\x22\x48\xAB\x80\x00\x00\x00\x42\xFA\xAB\x54\x00\x00\x00\x00\x75\x08\x0E\xE3\xD8\x48\xD0\x41\x61\xBE\xB5\xB7\x80\x00\x00\x00\x91\x8C\xE4\x95\x96\xEA\x68\x59\xD6\x7C\xFF\xEF\x7F\xFF\xFF\xFF\x98\xC2\x56\xB1\x7D\x21\x56\x73\x6E\xF6\x3B\xF7\xEE\xCC\x6C\xC8\x4D\x0C\xD5\xCD\x7F\xFF\xFF\xFF\xE9\xBC\xFD\x95\x7F\xFF\xFF\xFF\x43\x98\xFA\x56\x7F\xFF\xFF\xFF\x49\x3B\xBD\x42\xB6\x48\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x01DAF022), ('P4rIngress.bitmap_seq.seq', 0x89ABE000)], 3387)
        self.setRegisterValue('P4rIngress.rounds', 0x89ABE000, 3387)
        self.setRegisterValue('P4rIngress.count', 0x47, 3387)
        self.setRegisterValue('P4rIngress.exponent', 0x89, 3387)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3387)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xDA2DB37C), ('P4rIngress.values_v0000.hi', 0x929C5EFE)], 3387)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6F3BADFC), ('P4rIngress.values_v0001.hi', 0x2A9CE031)], 3387)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x43427122), ('P4rIngress.values_v0010.hi', 0xBB7DFEB7)], 3387)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4EB3D8F3), ('P4rIngress.values_v0011.hi', 0x7729614F)], 3387)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xCA7DAC8B), ('P4rIngress.values_v0100.hi', 0x77D1CC8D)], 3387)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xB7DDD37F), ('P4rIngress.values_v0101.hi', 0x305EBF97)], 3387)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6126B3FE), ('P4rIngress.values_v0110.hi', 0x7F40167B)], 3387)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x13C4346E), ('P4rIngress.values_v0111.hi', 0x0BE1C72A)], 3387)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x52498125), ('P4rIngress.values_v1000.hi', 0x7BDEA3ED)], 3387)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x516FC0B3), ('P4rIngress.values_v1001.hi', 0x7AA30E4F)], 3387)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA6A1E6DA), ('P4rIngress.values_v1010.hi', 0xCB41A9E3)], 3387)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6951BA25), ('P4rIngress.values_v1011.hi', 0x702B4C25)], 3387)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x0D9CBC56), ('P4rIngress.values_v1100.hi', 0x6E865487)], 3387)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x50A3DBBB), ('P4rIngress.values_v1101.hi', 0xE9F95E77)], 3387)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA8B1D70A), ('P4rIngress.values_v1110.hi', 0x7C7A69F7)], 3387)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4AE16767), ('P4rIngress.values_v1111.hi', 0x81309B61)], 3387)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDC15),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D3B),
                gc.DataTuple('slot_count', 0x000003B6),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0393790D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x2639343F),
                gc.KeyTuple('src_port', 0x0DEF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDC15),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00DC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 29
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x26\x39\x34\x3F\x00\x00\x00\x00\x0D\xEF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDC\x15\x00\x10\x03\x93\x79\x0D\x00\x00\x06\x25\x89\xAB\xE0\x00\x00\x20\x00\x00\x9E\x4D\xA7\x68\xDE\xD6\xCF\x20\x02\xF9\xA6\x3D\xFB\xBE\xAD\x7B\x5E\x23\x41\x6F\x9B\x5D\x4A\x69\x57\xBD\x8F\x4B\x11\x65\x4F\x5F\xDB\x34\x9C\x13\x16\x7C\xEC\xDF\x45\xD0\xCF\x7B\x72\x6A\x94\x47\x65\x42\xB5\xBD\x07\xC5\x52\xF1\x78\xD5\x51\x33\x7B\xE3\x9A\xA5\x45\xEC\x47\x15\x36\x8A\x6F\x15\x4F\xEF\xB4\xF3\x53\x43\x58\xEC\x90\x90\x42\xC4\x9D\xF7\x2B\x25\x49\x56\xA6\xA5\x39\x68\x52\xAE\x6D\x2C\xB3\xCF\x72\xB4\xD2\xAD\x68\x88\x5B\x8D\x28\x2E\xC8\xE3\xAE\xF3\x15\xB3\x84\x63\xBB\xA3\x46\xDA\x5C\x8F\xCF\x1A\xC9\x2B\x1B\x66\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x235ADE1C), ('P4rIngress.bitmap_seq.seq', 0xE4D1776C)], 4722)
        self.setRegisterValue('P4rIngress.rounds', 0xE4D1776C, 4722)
        self.setRegisterValue('P4rIngress.count', 0xED, 4722)
        self.setRegisterValue('P4rIngress.exponent', 0xF6, 4722)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4722)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x98B12DCA), ('P4rIngress.values_v0000.hi', 0x9EBD72AB)], 4722)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3EC5A1E8), ('P4rIngress.values_v0001.hi', 0x329B0DFF)], 4722)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3299932A), ('P4rIngress.values_v0010.hi', 0xC5DFB3BB)], 4722)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xCF2996CC), ('P4rIngress.values_v0011.hi', 0xB9F79A99)], 4722)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5EE2230B), ('P4rIngress.values_v0100.hi', 0xD16AA363)], 4722)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x24FF957A), ('P4rIngress.values_v0101.hi', 0x43A5E7CD)], 4722)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9BD4E0CB), ('P4rIngress.values_v0110.hi', 0xAD63A4AB)], 4722)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x754934EB), ('P4rIngress.values_v0111.hi', 0x348AA536)], 4722)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xD185752D), ('P4rIngress.values_v1000.hi', 0x76D17644)], 4722)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xCB55CECD), ('P4rIngress.values_v1001.hi', 0x689D00AD)], 4722)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x654AA2BF), ('P4rIngress.values_v1010.hi', 0x7C027AB7)], 4722)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xAFD0904D), ('P4rIngress.values_v1011.hi', 0xDBACFED5)], 4722)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xA16C44B6), ('P4rIngress.values_v1100.hi', 0xB631B9B4)], 4722)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2FDC9F1D), ('P4rIngress.values_v1101.hi', 0xF6DE737B)], 4722)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xC9432A4E), ('P4rIngress.values_v1110.hi', 0x754D27A7)], 4722)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7BAF073D), ('P4rIngress.values_v1111.hi', 0xADEBB2ED)], 4722)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4EBA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000835),
                gc.DataTuple('slot_count', 0x00000C72),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC0DB38D2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x0A5C293D),
                gc.KeyTuple('src_port', 0xD4C0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4EBA),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x037F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0A\x5C\x29\x3D\x00\x00\x00\x00\xD4\xC0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4E\xBA\x00\x10\xC0\xDB\x38\xD2\x0A\x3D\x06\xB3\xE4\xD1\x77\x6C\x00\x20\x00\x00\x8B\xBC\x24\xAE\xB6\x87\x63\xAF\xB8\x6D\x0E\xD8\xEA\x58\xB3\xCC\x7C\x55\x66\x68\x94\xA9\xE2\x8C\x58\xFB\xC2\x9E\x90\x80\xDD\xDD\x32\xB1\x4E\x4A\x1B\xAB\x69\x8D\xA4\x42\xAD\x1B\xED\xAE\xCD\xB3\x57\x7D\x6B\x5D\x65\x2C\xB7\x4B\x8D\xBD\x96\xFB\x4C\xAE\xD0\xE7\xE9\x21\x6D\xF3\x17\x4B\x57\x64\xD5\x99\x08\x89\x4E\x0D\x09\x54\x36\x2F\xAE\xFE\x62\x3B\x23\xE5\x73\x9C\xDC\x5B\x9B\x3A\x46\x1D\x8C\xC4\xE5\x53\xC8\x54\x30\xF7\x76\xDE\xCB\x3C\x72\x9C\x37\x1A\xAF\x71\x9E\xC5\x05\x68\xE4\x3F\x58\x2D\xFE\xDB\x3C\xA3\xB8\xFD\x5D\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9\xE6\x99\xB8\xEC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAA76995E), ('P4rIngress.bitmap_seq.seq', 0x3501C6EA)], 5851)
        self.setRegisterValue('P4rIngress.rounds', 0x3501C6EA, 5851)
        self.setRegisterValue('P4rIngress.count', 0xCE, 5851)
        self.setRegisterValue('P4rIngress.exponent', 0xC6, 5851)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5851)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x52AB921D), ('P4rIngress.values_v0000.hi', 0xB2517BC9)], 5851)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6F7630B4), ('P4rIngress.values_v0001.hi', 0xB3844BC7)], 5851)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x2DBFD71A), ('P4rIngress.values_v0010.hi', 0x59A518B2)], 5851)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB341DD2D), ('P4rIngress.values_v0011.hi', 0xBB135620)], 5851)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x2D7BA2E7), ('P4rIngress.values_v0100.hi', 0x30304DDB)], 5851)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4590632B), ('P4rIngress.values_v0101.hi', 0x6BB04246)], 5851)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6327D359), ('P4rIngress.values_v0110.hi', 0x566574CF)], 5851)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3CC9B4A9), ('P4rIngress.values_v0111.hi', 0x44A42D4D)], 5851)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x84A245BF), ('P4rIngress.values_v1000.hi', 0x515C68CF)], 5851)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x96D55AFA), ('P4rIngress.values_v1001.hi', 0x92F3AA81)], 5851)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xF3567BB5), ('P4rIngress.values_v1010.hi', 0x47ADA564)], 5851)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7326D949), ('P4rIngress.values_v1011.hi', 0xEA176E19)], 5851)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4F1A5DD1), ('P4rIngress.values_v1100.hi', 0xBDB3FF55)], 5851)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xD6B1BD17), ('P4rIngress.values_v1101.hi', 0x97751A3D)], 5851)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x9DDCA728), ('P4rIngress.values_v1110.hi', 0xCD98F578)], 5851)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x9DE2415F), ('P4rIngress.values_v1111.hi', 0x1250447E)], 5851)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2DA8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E1F),
                gc.DataTuple('slot_count', 0x00000B71),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE8858806),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x01B539E3),
                gc.KeyTuple('src_port', 0x65E4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2DA8),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03C1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\xB5\x39\xE3\x00\x00\x00\x00\x65\xE4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2D\xA8\x00\x10\xE8\x85\x88\x06\x08\xBC\x06\x8B\x35\x01\xC6\xEA\x00\x20\x00\x00\x60\x4C\xB7\xD7\xDE\xD7\xB9\xFB\x26\x26\x61\x84\x91\xE6\x3B\x22\x68\x8B\xF7\x5C\xDB\x96\xFD\xD2\xA5\x62\x09\x4B\x2F\x93\x3B\xFF\x29\x24\x6D\x51\x57\xBF\x64\xD4\x66\xDA\x05\x63\x1E\xBB\x53\x51\xBA\xD1\xDE\xCE\xBA\xBD\x37\xD3\x50\xAC\x6A\x2D\x74\xB3\xD0\xA6\xB3\xB3\x26\x08\x31\x5C\x86\x1D\xF0\xD0\x54\xA8\x93\x84\xBF\xAD\xB5\x53\x48\xD7\x7F\x0C\xB4\x0F\x15\x32\xA4\xD9\x6B\x86\xCD\xB9\x57\x7D\xFE\x15\xB9\x87\xE3\x05\x9F\x10\x78\x77\xA3\x40\x93\xB9\xBB\x0C\xD0\xE9\xAF\x3A\xF5\x35\xA8\xD3\x4F\x9C\x7C\x71\xB9\xEE\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDFC8D593), ('P4rIngress.bitmap_seq.seq', 0x35CEF91F)], 1640)
        self.setRegisterValue('P4rIngress.rounds', 0x35CEF91F, 1640)
        self.setRegisterValue('P4rIngress.count', 0x2A, 1640)
        self.setRegisterValue('P4rIngress.exponent', 0xA2, 1640)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1640)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA2DF8BB3), ('P4rIngress.values_v0000.hi', 0xA8BBCC5B)], 1640)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x17F14A6D), ('P4rIngress.values_v0001.hi', 0x33A3E9EE)], 1640)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x137514C3), ('P4rIngress.values_v0010.hi', 0x6A2763B8)], 1640)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x27574FF0), ('P4rIngress.values_v0011.hi', 0xDFFD8592)], 1640)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x67675368), ('P4rIngress.values_v0100.hi', 0xB9DF337F)], 1640)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4F91B6B7), ('P4rIngress.values_v0101.hi', 0x5AD7ACC4)], 1640)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x8D7ED60B), ('P4rIngress.values_v0110.hi', 0x9B2B7E95)], 1640)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x464FB74F), ('P4rIngress.values_v0111.hi', 0x25A4F221)], 1640)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6F99162D), ('P4rIngress.values_v1000.hi', 0x759D9B34)], 1640)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x549C125B), ('P4rIngress.values_v1001.hi', 0x78BDA2DB)], 1640)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xC8762626), ('P4rIngress.values_v1010.hi', 0x6CDA9E29)], 1640)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7576CADE), ('P4rIngress.values_v1011.hi', 0x701630CF)], 1640)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x66772157), ('P4rIngress.values_v1100.hi', 0xAA9B0229)], 1640)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x60DA466D), ('P4rIngress.values_v1101.hi', 0x29527121)], 1640)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x9CAABDC2), ('P4rIngress.values_v1110.hi', 0x6EACFD67)], 1640)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6504F525), ('P4rIngress.values_v1111.hi', 0x9FA7399B)], 1640)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x827D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002FF),
                gc.DataTuple('slot_count', 0x00000491),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB28C378B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x34388CDE),
                gc.KeyTuple('src_port', 0x9AC0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x827D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0084),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x34\x38\x8C\xDE\x00\x00\x00\x00\x9A\xC0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x82\x7D\x00\x10\xB2\x8C\x37\x8B\x03\x69\x06\x45\x35\xCE\xF9\x1F\x00\x20\x00\x00\xAF\x55\xE1\x62\xAF\x09\x5A\x5C\xBF\x67\x8A\xDB\x97\xB1\x66\x83\xD6\xC3\xD9\x44\x6A\x29\x92\x1B\xCF\x76\x3A\x86\xCE\xF4\xFE\x3B\x4F\x0D\xF1\x1E\xA8\xAB\x0E\x73\x58\x94\x7E\xAF\x5D\xDC\xE1\xBC\xE5\x42\x5E\x51\x5A\xA7\x2C\x7B\x5B\x46\x81\x93\x76\x2D\xF5\x3D\x50\x3C\x70\x81\x29\xDB\x72\x9B\x56\x76\x3A\x93\x22\xCC\xEF\x1E\x89\x97\xBA\xBF\x28\xF1\xB4\x0A\x71\x56\xBC\xE4\x4E\xF7\x6D\xEB\x43\x05\xA0\x15\x96\xF4\x6E\x98\x72\x1B\x6F\x0B\x62\x1A\xD0\xA7\xB0\x27\x18\x58\x6E\x89\x25\x2B\x76\xBA\xC5\x73\x88\x2D\x65\x59\x86\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5DD8D38C), ('P4rIngress.bitmap_seq.seq', 0xB7AC051C)], 1725)
        self.setRegisterValue('P4rIngress.rounds', 0xB7AC051C, 1725)
        self.setRegisterValue('P4rIngress.count', 0x12, 1725)
        self.setRegisterValue('P4rIngress.exponent', 0xB7, 1725)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1725)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBB9C6C2A), ('P4rIngress.values_v0000.hi', 0xB085EE0D)], 1725)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xCBACB677), ('P4rIngress.values_v0001.hi', 0x2DAA53C7)], 1725)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x495E96ED), ('P4rIngress.values_v0010.hi', 0x8DD3B2AE)], 1725)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6E37B8EB), ('P4rIngress.values_v0011.hi', 0xA29E6A40)], 1725)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5A1A2B1E), ('P4rIngress.values_v0100.hi', 0x00000000)], 1725)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x9D519B1A), ('P4rIngress.values_v0101.hi', 0xFA414479)], 1725)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x544D8D50), ('P4rIngress.values_v0110.hi', 0x4FA5126A)], 1725)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4070057E), ('P4rIngress.values_v0111.hi', 0x408D0A4F)], 1725)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB24A5FAB), ('P4rIngress.values_v1000.hi', 0x39472972)], 1725)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xD0DEC669), ('P4rIngress.values_v1001.hi', 0x6832CC93)], 1725)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x70197C81), ('P4rIngress.values_v1010.hi', 0x67CFE495)], 1725)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x07BC67F1), ('P4rIngress.values_v1011.hi', 0x59ACF61B)], 1725)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x868865F6), ('P4rIngress.values_v1100.hi', 0x76A0BCDB)], 1725)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x208E50CD), ('P4rIngress.values_v1101.hi', 0xB2C4BCEB)], 1725)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xAE4FBDBF), ('P4rIngress.values_v1110.hi', 0xCF78C955)], 1725)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x1DEA6CC0), ('P4rIngress.values_v1111.hi', 0xD6B446FD)], 1725)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x046C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000009D),
                gc.DataTuple('slot_count', 0x00001573),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x907F8792),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x3539B8AA),
                gc.KeyTuple('src_port', 0xD994),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x046C),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x024F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 17
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x35\x39\xB8\xAA\x00\x00\x00\x00\xD9\x94\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x04\x6C\x00\x10\x90\x7F\x87\x92\x06\x20\x04\x75\xB7\xAC\x05\x1C\x00\x20\x00\x00\x98\xDB\x0E\x32\x9B\x3B\xB1\xC1\x5B\x35\x97\x37\x19\x27\x55\x0F\x7D\x12\x96\x8C\xED\xC9\x3F\x9D\xEF\xBD\x99\x8B\xBC\x94\xD7\xCC\x5B\xB0\xAB\x17\x00\x00\x00\x00\x52\xFD\xC5\x1A\x48\x9F\xCC\x61\x4E\x2D\xA1\xC8\x40\x67\x9C\x02\x63\x5D\xA1\x22\x4F\x3B\xA5\x14\x26\xC6\x2B\x4D\x91\x5D\x2E\x72\x95\x83\xA0\x49\x70\x51\xA1\x3A\x5D\x9C\x03\x8F\xEC\x20\x26\xBF\x56\x13\x05\x03\x31\x2D\xC1\xC8\xDF\xAC\xFF\x37\xE3\xBE\xB3\x73\x6E\x9B\x93\xEC\x98\xE4\xF6\x89\x8C\x77\x34\xA8\x98\x54\xD3\x44\x54\x5B\x4C\xBF\x82\x85\xDA\x65\x70\xDD\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x35\x39\xB8\xAA\xBE\xEF\xD9\x94\x00\xA0\x00\x00\x50\x34\x02\x82\x04\x6C\x00\x10\x90\x7F\x87\x92\x06\x20\x00\x75\xB7\xAC\x05\x1C\x00\x20\x00\x13\x80\x00\x00\x00\x9B\x3B\xB1\xC1\x26\xE2\x4D\xAE\x19\x27\x55\x0F\x7F\xFF\xFF\xFF\xED\xC9\x3F\x9D\x5D\xF5\x52\x76\xBC\x94\xD7\xCC\x7F\xFF\xFF\xFF\x00\x00\x00\x00\xF0\x4F\x60\x34\x48\x9F\xCC\x61\x7F\xFF\xFF\xFF\x40\x67\x9C\x02\x7F\xFF\xFF\xFF\x4F\x3B\xA5\x14\xD9\x10\x8A\xF8\x91\x5D\x2E\x72\x80\x00\x00\x00\x70\x51\xA1\x3A\x7F\xFF\xFF\xFF\xEC\x20\x26\xBF\x5D\xCF\x6C\xF4\x31\x2D\xC1\xC8\x80\x00\x00\x00\xE3\xBE\xB3\x73\x7F\xFF\xFF\xFF\x98\xE4\xF6\x89\x80\x00\x00\x00\x98\x54\xD3\x44\x72\x45\xB9\x7F\x82\x85\xDA\x65\x70\xDD\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB5A87708), ('P4rIngress.bitmap_seq.seq', 0xDD2C3CFB)], 3235)
        self.setRegisterValue('P4rIngress.rounds', 0xDD2C3CFB, 3235)
        self.setRegisterValue('P4rIngress.count', 0xBF, 3235)
        self.setRegisterValue('P4rIngress.exponent', 0x24, 3235)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3235)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x83E29D16), ('P4rIngress.values_v0000.hi', 0x98E1406F)], 3235)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x422E049C), ('P4rIngress.values_v0001.hi', 0xCE466EAE)], 3235)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x151DBCCF), ('P4rIngress.values_v0010.hi', 0x9B38A877)], 3235)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9BD6C34B), ('P4rIngress.values_v0011.hi', 0x8A3B1E62)], 3235)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5156D281), ('P4rIngress.values_v0100.hi', 0xEEB88C56)], 3235)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x8CBBA680), ('P4rIngress.values_v0101.hi', 0x595EA527)], 3235)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x33FDF85A), ('P4rIngress.values_v0110.hi', 0x515D5676)], 3235)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x64DDB6F4), ('P4rIngress.values_v0111.hi', 0x5AC8F75E)], 3235)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x33DDA1B5), ('P4rIngress.values_v1000.hi', 0x522BC33E)], 3235)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xE506ED6A), ('P4rIngress.values_v1001.hi', 0x77FB1937)], 3235)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x11EC36A6), ('P4rIngress.values_v1010.hi', 0x58992814)], 3235)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x0DCA97C7), ('P4rIngress.values_v1011.hi', 0x34B8B7F9)], 3235)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xAF7AD335), ('P4rIngress.values_v1100.hi', 0xEA6A3C73)], 3235)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4413B13E), ('P4rIngress.values_v1101.hi', 0x811C7A5F)], 3235)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xADF41EC0), ('P4rIngress.values_v1110.hi', 0xA3E73C8B)], 3235)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA99B7BEE), ('P4rIngress.values_v1111.hi', 0x68CB6F0E)], 3235)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0B46),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000769),
                gc.DataTuple('slot_count', 0x00000E1A),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE310FA1D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0xBD367536),
                gc.KeyTuple('src_port', 0xB92A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0B46),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x035D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 34
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\x36\x75\x36\x00\x00\x00\x00\xB9\x2A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0B\x46\x00\x10\xE3\x10\xFA\x1D\x05\x3A\x00\x1D\xDD\x2C\x3C\xFB\x00\x20\x00\x00\xF7\x4C\xB7\xBB\xB1\xC6\x6D\xB2\x80\x00\x00\x00\xD9\x64\xA2\xE3\x79\x6E\xFC\xE7\x93\xE5\xAD\xCF\x0B\xD3\x5E\x55\xB1\xE2\x30\xEC\x41\xB2\x58\xBC\x44\xA3\xCD\xD3\x1F\x39\x33\x67\xD4\xF6\x8C\x6B\x52\xD6\xB4\x9F\x3B\x2F\x13\xFF\x7E\xAD\xDC\x3B\x5E\xBF\x4D\x56\x92\x1B\xE5\x43\xFA\xDA\x59\x97\x93\xD1\xC5\x89\x60\xC3\x3F\x89\x7D\x57\x14\x8C\x90\xED\x29\xFC\xFB\x04\x2A\x9F\x51\xBB\x1E\x2F\xB8\xF0\xCD\x96\xAA\xD7\x8B\x5B\x7B\xA7\xE9\xA0\x80\x73\xF4\xFB\xBC\xB4\x2C\x75\xB6\x47\x3E\xB5\x6D\xB5\x8E\xBA\xEC\x5E\xF6\x4E\x5B\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1FF4E033), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 6148)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 6148)
        self.setRegisterValue('P4rIngress.count', 0x09, 6148)
        self.setRegisterValue('P4rIngress.exponent', 0x93, 6148)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6148)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB9E7412E), ('P4rIngress.values_v0000.hi', 0x935B9ECD)], 6148)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xEA5DFC0B), ('P4rIngress.values_v0001.hi', 0xC7DFA59F)], 6148)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x51E946EB), ('P4rIngress.values_v0010.hi', 0x83F4B393)], 6148)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x3CC2EBBF), ('P4rIngress.values_v0011.hi', 0xADDE09D7)], 6148)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x677E26BF), ('P4rIngress.values_v0100.hi', 0x2AD2E557)], 6148)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xD9579B07), ('P4rIngress.values_v0101.hi', 0xA3C4AAF2)], 6148)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4D4ED2E9), ('P4rIngress.values_v0110.hi', 0x632B7520)], 6148)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x315D87B5), ('P4rIngress.values_v0111.hi', 0x5BA210D6)], 6148)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x97D713AB), ('P4rIngress.values_v1000.hi', 0x62C4EA56)], 6148)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6A143941), ('P4rIngress.values_v1001.hi', 0x57DD085D)], 6148)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x46A9AA54), ('P4rIngress.values_v1010.hi', 0xB663F961)], 6148)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x2AD9AE06), ('P4rIngress.values_v1011.hi', 0xDE4E4FE9)], 6148)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5F87E55A), ('P4rIngress.values_v1100.hi', 0xFABBECFB)], 6148)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xEB8D1240), ('P4rIngress.values_v1101.hi', 0xC69C95D9)], 6148)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5AA2AF5D), ('P4rIngress.values_v1110.hi', 0x66D978F7)], 6148)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xBA2C6779), ('P4rIngress.values_v1111.hi', 0x32C5C738)], 6148)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7DD7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000010E),
                gc.DataTuple('slot_count', 0x00001DAC),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA0360081),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x5507A7DB),
                gc.KeyTuple('src_port', 0xAB51),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7DD7),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0296),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 35
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x55\x07\xA7\xDB\x00\x00\x00\x00\xAB\x51\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7D\xD7\x00\x10\xA0\x36\x00\x81\x16\xF6\x04\x80\xFF\xFF\xFF\xFF\x00\x20\x00\x00\xC3\xD6\x65\xEB\xDE\x52\xDC\xD5\xB1\x64\x09\xDA\xC2\x08\x2E\xD2\x41\x65\x57\x5F\xCD\x04\xA6\x0A\x27\xDA\xDA\x25\xAE\xCD\x18\xCB\x6A\x47\xB6\x86\x9A\x9E\x69\xD6\xA7\x54\x87\x79\xF9\xDF\x8C\xF6\xE5\xE0\xE6\xFB\x00\x7B\x1D\xA2\x3B\x54\xB9\x97\x4B\x1F\x68\x58\x90\xB2\xAD\x9B\x3A\x9B\x15\xDE\x4A\x78\x87\x41\x47\x7F\x80\xED\x5C\xA1\xCB\x12\x85\x44\x55\xA7\x61\x92\xE4\x86\x15\xC7\x4E\x41\x4E\x49\x15\xFF\x86\xA9\xB6\xE9\x6D\x86\x77\xE2\xB0\x79\x2E\xF9\x4C\x3B\x2D\xF9\x4B\xF9\x48\x77\xA1\xAB\x54\x2C\x52\x74\xA9\x3B\xA4\xB9\xF5\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x55\x07\xA7\xDB\xBE\xEF\xAB\x51\x00\xA0\x00\x00\x50\x34\x02\x82\x7D\xD7\x00\x10\xA0\x36\x00\x81\x16\xF6\x00\x80\xFF\xFF\xFF\xFF\x00\x20\x00\x0A\x80\x00\x00\x00\xDE\x52\xDC\xD5\x9B\xC2\x05\xE5\xC2\x08\x2E\xD2\x7F\xFF\xFF\xFF\xCD\x04\xA6\x0A\x64\x9D\xC5\xE4\xAE\xCD\x18\xCB\x7F\xFF\xFF\xFF\x9A\x9E\x69\xD6\x80\xAC\x22\x80\xF9\xDF\x8C\xF6\x33\x2F\xB9\xE4\x00\x7B\x1D\xA2\x6C\xB2\x41\x4C\x4B\x1F\x68\x58\x80\x00\x00\x00\x3A\x9B\x15\xDE\x7F\xFF\xFF\xFF\x47\x7F\x80\xED\x7F\xFF\xFF\xFF\x85\x44\x55\xA7\x7F\xFF\xFF\xFF\x15\xC7\x4E\x41\x7F\xFF\xFF\xFF\x86\xA9\xB6\xE9\x59\x13\x8A\x22\xB0\x79\x2E\xF9\x7F\xFF\xFF\xFF\x4B\xF9\x48\x77\x80\x00\x00\x00\x52\x74\xA9\x3B\xA4\xB9\xF5\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2FAE05D4), ('P4rIngress.bitmap_seq.seq', 0x982D190E)], 1846)
        self.setRegisterValue('P4rIngress.rounds', 0x982D190E, 1846)
        self.setRegisterValue('P4rIngress.count', 0x0C, 1846)
        self.setRegisterValue('P4rIngress.exponent', 0xF6, 1846)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1846)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xDC564867), ('P4rIngress.values_v0000.hi', 0x89F1BB5D)], 1846)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x55D9C437), ('P4rIngress.values_v0001.hi', 0x5C8F0D32)], 1846)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x134D81B3), ('P4rIngress.values_v0010.hi', 0x4229C818)], 1846)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xAAFE96DB), ('P4rIngress.values_v0011.hi', 0xC6C23ACB)], 1846)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x589DC5A3), ('P4rIngress.values_v0100.hi', 0x5AF02A81)], 1846)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xACB0FCA6), ('P4rIngress.values_v0101.hi', 0x7D716719)], 1846)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x2EE5A6B7), ('P4rIngress.values_v0110.hi', 0x4E77B6B5)], 1846)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x75595B6E), ('P4rIngress.values_v0111.hi', 0x4F019552)], 1846)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x48CA9605), ('P4rIngress.values_v1000.hi', 0xEEE86857)], 1846)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB6CF2D57), ('P4rIngress.values_v1001.hi', 0x59565E84)], 1846)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB34A6CA2), ('P4rIngress.values_v1010.hi', 0x5BEDDE3E)], 1846)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x47F721AB), ('P4rIngress.values_v1011.hi', 0x963EEAEC)], 1846)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xBCAF63E6), ('P4rIngress.values_v1100.hi', 0xDBDA7A9D)], 1846)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2819A9A0), ('P4rIngress.values_v1101.hi', 0xE97B299D)], 1846)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5BDD7958), ('P4rIngress.values_v1110.hi', 0x7BB6AE67)], 1846)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x50CAF5DC), ('P4rIngress.values_v1111.hi', 0x7F2C8D74)], 1846)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBE37),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000361),
                gc.DataTuple('slot_count', 0x00000537),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x73DA436B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x1F5F95BC),
                gc.KeyTuple('src_port', 0x8FDC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBE37),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02A5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1F\x5F\x95\xBC\x00\x00\x00\x00\x8F\xDC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBE\x37\x00\x10\x73\xDA\x43\x6B\x03\xD5\x02\xA3\x98\x2D\x19\x0E\x00\x20\x00\x00\x9A\x32\xA5\xAD\xEF\x85\xC9\xAE\xD2\xAC\xF6\x53\xD1\x71\xE6\x5B\x5F\x2A\x9A\xAF\x5B\x65\x1B\xED\x6A\x86\x66\xCB\xA4\xC3\x60\x09\x4D\xA3\xB4\xA9\x7A\x30\x12\x87\xB9\xE6\x16\xA3\x2C\x16\x39\x72\xB2\xEC\x6F\xB9\x4D\xC3\x54\x9A\x18\xDE\x43\x05\x4D\x45\x96\x1C\x5D\x47\x8E\xC4\x2F\x56\xEA\x57\xF8\x8B\xEB\xD5\x55\x18\xAC\x88\x27\xDB\x8F\x2F\x3E\x82\x84\xD3\x68\x94\x0C\xAB\xD1\x0E\xD0\x1A\x79\x4A\x33\x75\x8A\xA2\x72\x0B\x68\x0E\x28\x71\x90\x46\xAC\xD3\x51\x91\xEC\xA4\x4A\x21\x8C\x1C\x5A\x19\x57\x1B\xFD\x4D\xE4\xD7\xCB\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10\x64\x5E\x6D\xDE\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1F\x5F\x95\xBC\xBE\xEF\x8F\xDC\x00\xA0\x00\x00\x50\x34\x02\x82\xBE\x37\x00\x10\x73\xDA\x43\x6B\x03\xD5\x00\xA3\x98\x2D\x19\x0E\x00\x20\x00\x0D\x80\x00\x00\x00\xEF\x85\xC9\xAE\x28\x86\xBA\x8A\xD1\x71\xE6\x5B\x72\x78\x1C\x62\x5B\x65\x1B\xED\x15\x84\xFD\xA6\xA4\xC3\x60\x09\x7F\xFF\xFF\xFF\x7A\x30\x12\x87\x80\x00\x00\x00\x2C\x16\x39\x72\xE1\xD2\x16\x70\x4D\xC3\x54\x9A\x7F\xFF\xFF\xFF\x4D\x45\x96\x1C\x7F\xFF\xFF\xFF\x2F\x56\xEA\x57\xAF\x5B\x19\x2C\x55\x18\xAC\x88\xDB\x25\xFB\xD1\x3E\x82\x84\xD3\x7F\xFF\xFF\xFF\xD1\x0E\xD0\x1A\x35\xF9\x97\x5B\x8A\xA2\x72\x0B\x7F\xFF\xFF\xFF\x90\x46\xAC\xD3\x7F\xFF\xFF\xFF\x4A\x21\x8C\x1C\x7F\xFF\xFF\xFF\xFD\x4D\xE4\xD7\xCB\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10\x64\x5E\x6D\xDE\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC51C3989), ('P4rIngress.bitmap_seq.seq', 0xCB1E22C5)], 2110)
        self.setRegisterValue('P4rIngress.rounds', 0xCB1E22C5, 2110)
        self.setRegisterValue('P4rIngress.count', 0x37, 2110)
        self.setRegisterValue('P4rIngress.exponent', 0xDD, 2110)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2110)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBB1E1E45), ('P4rIngress.values_v0000.hi', 0xDB5C1565)], 2110)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xEB75A6EF), ('P4rIngress.values_v0001.hi', 0xEEBCBCFA)], 2110)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4AD5ABFB), ('P4rIngress.values_v0010.hi', 0xA589220C)], 2110)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7DB69FD2), ('P4rIngress.values_v0011.hi', 0x59070BB5)], 2110)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x36EE5E72), ('P4rIngress.values_v0100.hi', 0x226C2F56)], 2110)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x66945428), ('P4rIngress.values_v0101.hi', 0x8B09E15F)], 2110)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC9541D4C), ('P4rIngress.values_v0110.hi', 0xE7D9DD26)], 2110)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x523BACF0), ('P4rIngress.values_v0111.hi', 0x8A537E9C)], 2110)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5B9154DE), ('P4rIngress.values_v1000.hi', 0x7D11E1A3)], 2110)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xF962164A), ('P4rIngress.values_v1001.hi', 0x75E39B53)], 2110)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xF8F5D0F3), ('P4rIngress.values_v1010.hi', 0x8A9E9DC8)], 2110)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x2BDD05F7), ('P4rIngress.values_v1011.hi', 0x7092476C)], 2110)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4F05217B), ('P4rIngress.values_v1100.hi', 0x7AAF4D6F)], 2110)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xB5CAB645), ('P4rIngress.values_v1101.hi', 0x94FAD7EF)], 2110)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xC9B9687B), ('P4rIngress.values_v1110.hi', 0x68C54CA5)], 2110)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x86FB9B22), ('P4rIngress.values_v1111.hi', 0x530F2F1D)], 2110)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAC1B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000083E),
                gc.DataTuple('slot_count', 0x00000CBC),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x161694FB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0xF345B41A),
                gc.KeyTuple('src_port', 0xC1B2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAC1B),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01E5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 53
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF3\x45\xB4\x1A\x00\x00\x00\x00\xC1\xB2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAC\x1B\x00\x10\x16\x16\x94\xFB\x00\x00\x02\x03\xCB\x1E\x22\xC5\x00\x20\x00\x00\xA2\xDD\x3E\x60\x85\xBE\xB4\xF9\xE5\x36\x72\x4B\x38\xA1\x81\xC2\x68\x55\x46\xC7\xB4\xB1\xA6\x53\x13\x38\x80\x76\x5D\x2E\x7C\xB9\x11\x64\xA6\xA7\x72\xA9\x7C\x13\x50\x3F\x76\x6F\xCB\xEC\xB5\x9E\x19\xB1\xF1\xDC\x22\x97\xDD\x7F\x5D\x30\xCB\x7E\xCB\x17\x93\xDE\x4B\xD9\x5A\xDF\xAA\x57\xB7\x27\x97\xF7\x2D\xE8\xC1\x4F\xBB\xEF\x63\x49\x50\xC5\xB7\x02\x74\xDA\xCA\x85\x94\x2B\x0F\x6D\xB8\x94\x49\xDB\x9E\xC5\x12\xED\xD9\x82\xA9\x68\x17\xCF\x97\xA3\x4F\xEB\x82\xC7\x69\x0B\x5F\x21\xCF\xDA\x98\x95\xAE\x77\x69\x29\x2A\x5D\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x40B00A25), ('P4rIngress.bitmap_seq.seq', 0xA0000000)], 4354)
        self.setRegisterValue('P4rIngress.rounds', 0xA0000000, 4354)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4354)
        self.setRegisterValue('P4rIngress.exponent', 0x96, 4354)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4354)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x94AFAF8D), ('P4rIngress.values_v0000.hi', 0x888AB2BA)], 4354)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xB5070ED9), ('P4rIngress.values_v0001.hi', 0x2FDC0EFF)], 4354)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x21DF26D0), ('P4rIngress.values_v0010.hi', 0xA6328463)], 4354)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7AF50347), ('P4rIngress.values_v0011.hi', 0xBAD4C5AA)], 4354)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x3688F5AE), ('P4rIngress.values_v0100.hi', 0xC2DC77ED)], 4354)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xAB112E3B), ('P4rIngress.values_v0101.hi', 0xB9F7389B)], 4354)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC6BCAE43), ('P4rIngress.values_v0110.hi', 0xD8FDBF3D)], 4354)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xE4962D7A), ('P4rIngress.values_v0111.hi', 0x5E2AD6EA)], 4354)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9072BF4F), ('P4rIngress.values_v1000.hi', 0x72FF02B2)], 4354)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x76D1275A), ('P4rIngress.values_v1001.hi', 0x50976C3A)], 4354)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA379D943), ('P4rIngress.values_v1010.hi', 0x89DC69AE)], 4354)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x3ECCF675), ('P4rIngress.values_v1011.hi', 0xD1F76B09)], 4354)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xB3E955B4), ('P4rIngress.values_v1100.hi', 0x4E63C0B0)], 4354)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x63D62673), ('P4rIngress.values_v1101.hi', 0xA8535A2E)], 4354)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x91737B3D), ('P4rIngress.values_v1110.hi', 0x4B1CBDF8)], 4354)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x53621E59), ('P4rIngress.values_v1111.hi', 0x6F4A3A8B)], 4354)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC399),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D01),
                gc.DataTuple('slot_count', 0x00000C83),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x73023668),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0x2D50D1F1),
                gc.KeyTuple('src_port', 0x0962),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC399),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x025B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 58
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2D\x50\xD1\xF1\x00\x00\x00\x00\x09\x62\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC3\x99\x00\x10\x73\x02\x36\x68\x04\x01\x06\x48\xA0\x00\x00\x00\x00\x20\x00\x00\x96\xB3\xCB\x28\xF4\x89\xBB\x3C\x27\x5D\x82\x89\xA2\xFB\xC5\xB9\x68\x8B\xA9\xB5\xA7\x4F\x6C\x7B\xB1\x5F\x31\x77\x9E\x87\x7D\xAF\x57\x66\xA4\xAB\x5F\x01\xE6\x98\x2A\x1E\xE5\x6D\xDB\x14\xAD\x9E\x45\xB1\xDB\x6B\x11\xAC\xED\x23\xF7\x39\xA7\x81\x2A\x6D\xA3\x8C\xAF\xA3\x55\xCA\x13\x54\xC8\x2B\x7E\x5B\x6F\x08\x54\x9D\x2A\x20\xBB\x44\xE8\x47\x99\x85\xDE\xCA\x4F\xDA\x68\x41\xA5\x87\xE5\xB9\xBA\xAE\x9C\x38\x6B\x3B\x7E\x7C\x64\xA7\x12\x14\xE2\x94\x52\xD3\xD9\x4B\x41\x2B\xDE\xC9\x72\x02\xF3\xA3\x58\x1E\x46\x94\xF2\xC6\xE1\x4D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2D\x50\xD1\xF1\xBE\xEF\x09\x62\x00\xA0\x00\x00\x50\x34\x02\x82\xC3\x99\x00\x10\x73\x02\x36\x68\x04\x01\x00\x48\xA0\x00\x00\x00\x00\x20\x00\x20\x80\x00\x00\x00\xF4\x89\xBB\x3C\xDC\x64\x91\x62\xA2\xFB\xC5\xB9\x7F\xFF\xFF\xFF\xA7\x4F\x6C\x7B\x2C\x54\x34\xBE\x9E\x87\x7D\xAF\x7F\xFF\xFF\xFF\x5F\x01\xE6\x98\xD5\x30\x13\xA8\xDB\x14\xAD\x9E\x0C\x6E\x89\xAE\x11\xAC\xED\x23\xDB\xCF\xD4\xFB\x2A\x6D\xA3\x8C\x80\x00\x00\x00\x13\x54\xC8\x2B\x7F\xFF\xFF\xFF\x54\x9D\x2A\x20\x80\x00\x00\x00\x99\x85\xDE\xCA\x7F\xFF\xFF\xFF\xA5\x87\xE5\xB9\x80\x00\x00\x00\x6B\x3B\x7E\x7C\x7F\xFF\xFF\xFF\xE2\x94\x52\xD3\x80\x00\x00\x00\xDE\xC9\x72\x02\x47\x05\x76\x77\x46\x94\xF2\xC6\xE1\x4D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3AC40710), ('P4rIngress.bitmap_seq.seq', 0xF9232743)], 2976)
        self.setRegisterValue('P4rIngress.rounds', 0xF9232743, 2976)
        self.setRegisterValue('P4rIngress.count', 0x13, 2976)
        self.setRegisterValue('P4rIngress.exponent', 0x5B, 2976)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2976)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB4DF3E1B), ('P4rIngress.values_v0000.hi', 0xB5A10746)], 2976)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xF3DCB5BD), ('P4rIngress.values_v0001.hi', 0x7DC38DAD)], 2976)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3EB6EFBF), ('P4rIngress.values_v0010.hi', 0x489990BD)], 2976)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x81C6177B), ('P4rIngress.values_v0011.hi', 0xDBFD565B)], 2976)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x674E784C), ('P4rIngress.values_v0100.hi', 0xC66F3674)], 2976)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x2E1E618D), ('P4rIngress.values_v0101.hi', 0x47D15AC5)], 2976)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9B506D8B), ('P4rIngress.values_v0110.hi', 0xED39B48F)], 2976)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x54B64B2D), ('P4rIngress.values_v0111.hi', 0x27C1AB41)], 2976)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4F7FCAF9), ('P4rIngress.values_v1000.hi', 0x72A77797)], 2976)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x37789CC1), ('P4rIngress.values_v1001.hi', 0x6D6B5BFC)], 2976)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x8E77A367), ('P4rIngress.values_v1010.hi', 0xE5B60B73)], 2976)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x195B8795), ('P4rIngress.values_v1011.hi', 0xE1598436)], 2976)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x670880D8), ('P4rIngress.values_v1100.hi', 0x5D48CE31)], 2976)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xC9B7EA8D), ('P4rIngress.values_v1101.hi', 0xA0F4E499)], 2976)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x2159BE44), ('P4rIngress.values_v1110.hi', 0xAC5E27EA)], 2976)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7B3490FB), ('P4rIngress.values_v1111.hi', 0x5FC16A40)], 2976)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x00E6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001D5),
                gc.DataTuple('slot_count', 0x00001274),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF2710383),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x2DAE43E9),
                gc.KeyTuple('src_port', 0x8A0E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x00E6),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02D5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 9
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2D\xAE\x43\xE9\x00\x00\x00\x00\x8A\x0E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x00\xE6\x00\x10\xF2\x71\x03\x83\x09\xCB\x06\x14\xF9\x23\x27\x43\x00\x20\x00\x00\xA7\xB8\xAA\x20\xA4\xDC\x4F\x5E\x65\x94\x65\xBC\x8D\xF2\x49\xA3\xB2\x11\x6B\x3F\x39\x1D\x05\xBD\x70\x6D\xB8\xCF\x0B\x51\xF7\x99\x4E\x67\xDA\x38\x9B\x4F\xCE\x0F\x5F\xB1\xF9\x41\x6F\x40\xD0\xC3\xD3\x5C\x8B\x1B\xA9\x9A\x1F\xD3\x52\xB8\xDE\x8F\x76\x6A\xB7\x61\x49\x74\xFF\xD9\x52\xD9\x0A\xDA\x52\xF3\xF8\xF7\xC5\x29\x73\xE9\xE7\x03\x87\x63\x0C\x0C\x19\x12\x3F\x5A\xBC\xB7\x95\x6E\xB1\x28\x49\x1C\xB6\x2A\x24\xA7\x22\x7B\x83\x06\x4E\x5F\xD0\xDD\x25\x68\x69\x6B\x9B\x7A\x4F\x3B\xF4\xEB\x5B\x16\x34\x62\x26\x1F\x3E\xE1\xCC\xF6\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2D\xAE\x43\xE9\xBE\xEF\x8A\x0E\x00\xA0\x00\x00\x50\x34\x02\x82\x00\xE6\x00\x10\xF2\x71\x03\x83\x09\xCB\x00\x14\xF9\x23\x27\x43\x00\x20\x00\x14\x80\x00\x00\x00\xA4\xDC\x4F\x5E\x59\x71\x1B\x79\x8D\xF2\x49\xA3\xF0\xC8\x5A\xFE\x39\x1D\x05\xBD\xF2\x33\xD0\x4A\x0B\x51\xF7\x99\x7F\xFF\xFF\xFF\x9B\x4F\xCE\x0F\x7F\xFF\xFF\xFF\x6F\x40\xD0\xC3\x80\x00\x00\x00\xA9\x9A\x1F\xD3\x7F\xFF\xFF\xFF\x76\x6A\xB7\x61\x7F\xFF\xFF\xFF\x52\xD9\x0A\xDA\x7F\xFF\xFF\xFF\xC5\x29\x73\xE9\x80\x00\x00\x00\x0C\x0C\x19\x12\x58\xB6\x44\x4C\x95\x6E\xB1\x28\x7F\xFF\xFF\xFF\x24\xA7\x22\x7B\x80\x00\x00\x00\xD0\xDD\x25\x68\x7F\xFF\xFF\xFF\x4F\x3B\xF4\xEB\x7F\xFF\xFF\xFF\x26\x1F\x3E\xE1\xCC\xF6\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x94C028E0), ('P4rIngress.bitmap_seq.seq', 0xC4000000)], 2006)
        self.setRegisterValue('P4rIngress.rounds', 0xC4000000, 2006)
        self.setRegisterValue('P4rIngress.count', 0xA7, 2006)
        self.setRegisterValue('P4rIngress.exponent', 0x9E, 2006)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2006)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBB2E2044), ('P4rIngress.values_v0000.hi', 0x9151516B)], 2006)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xC5DDDE49), ('P4rIngress.values_v0001.hi', 0x1ACBABAC)], 2006)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3AE3838F), ('P4rIngress.values_v0010.hi', 0x4589F289)], 2006)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x3D746DDD), ('P4rIngress.values_v0011.hi', 0xA4F1E9D3)], 2006)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x451327FA), ('P4rIngress.values_v0100.hi', 0x7C15EF1F)], 2006)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x927555E5), ('P4rIngress.values_v0101.hi', 0x8CC53B31)], 2006)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x84CBA7A8), ('P4rIngress.values_v0110.hi', 0x76274CF7)], 2006)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x8D4871F3), ('P4rIngress.values_v0111.hi', 0xC7CB6B68)], 2006)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x94BD723A), ('P4rIngress.values_v1000.hi', 0x6949DD0D)], 2006)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x2718E267), ('P4rIngress.values_v1001.hi', 0x1164BB99)], 2006)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xDB26C6A2), ('P4rIngress.values_v1010.hi', 0x2B7ECFEB)], 2006)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5AEDD799), ('P4rIngress.values_v1011.hi', 0xBEFA345B)], 2006)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x88F22356), ('P4rIngress.values_v1100.hi', 0x1AF4814A)], 2006)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x429A4359), ('P4rIngress.values_v1101.hi', 0x6C21ABDF)], 2006)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xB9B50CB3), ('P4rIngress.values_v1110.hi', 0xC3BE8BC4)], 2006)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5ED3B269), ('P4rIngress.values_v1111.hi', 0xBEF7F6E4)], 2006)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x80CD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002AC),
                gc.DataTuple('slot_count', 0x000007B9),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4957F51F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0xF7E2D1F5),
                gc.KeyTuple('src_port', 0x8483),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x80CD),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x018A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 12
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF7\xE2\xD1\xF5\x00\x00\x00\x00\x84\x83\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\xCD\x00\x10\x49\x57\xF5\x1F\x05\x2A\x02\x09\xC4\x00\x00\x00\x00\x20\x00\x00\xA3\xA8\x20\xFD\xB7\x23\xB1\x68\x60\x71\xD8\x67\xCB\x88\xA2\x1E\xA2\x7D\x9D\x15\x46\x9A\x5A\xFD\x9E\x16\x1C\x7F\xAE\x23\xDB\x11\x6F\x34\x37\x63\x0A\x74\x69\x27\xF1\x3D\x55\x34\x9E\xB3\x69\x1D\xEE\x73\x2A\xAC\x42\xC1\xD1\xB2\x84\xFE\xED\xA5\x89\x5C\x67\x6B\x77\xA4\x20\x3F\x28\xDA\xE4\xB5\x6E\x8B\x92\x6E\x75\x6B\x53\x65\x8B\xDA\xDB\x9B\xDD\x87\x80\x98\x93\x47\x4C\x4D\x69\x8A\xEF\xBB\x61\x06\x2F\x97\x67\x94\xD1\x2C\x44\x8A\x2B\x3A\x62\xFB\x08\xC5\x99\xBF\xE7\x87\xEF\x9C\xC1\xEC\x58\x95\xB7\x57\xA7\x30\x05\x9E\xEF\x05\x8D\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2756209C), ('P4rIngress.bitmap_seq.seq', 0xFEA93E69)], 4507)
        self.setRegisterValue('P4rIngress.rounds', 0xFEA93E69, 4507)
        self.setRegisterValue('P4rIngress.count', 0x08, 4507)
        self.setRegisterValue('P4rIngress.exponent', 0x4E, 4507)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4507)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7B6BCD36), ('P4rIngress.values_v0000.hi', 0x9FA4736F)], 4507)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xB95DFA10), ('P4rIngress.values_v0001.hi', 0xB4FC49D8)], 4507)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4B4A3B85), ('P4rIngress.values_v0010.hi', 0xDAC1117A)], 4507)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x45E57AA4), ('P4rIngress.values_v0011.hi', 0x09AA96C1)], 4507)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x37854A0A), ('P4rIngress.values_v0100.hi', 0x56633D43)], 4507)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xA72D9A63), ('P4rIngress.values_v0101.hi', 0x0BAA5CEB)], 4507)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC24A3266), ('P4rIngress.values_v0110.hi', 0x47453AAB)], 4507)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x9171D399), ('P4rIngress.values_v0111.hi', 0xB1C2E127)], 4507)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x3CC6096E), ('P4rIngress.values_v1000.hi', 0x4EA6FB4D)], 4507)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x983B9E4C), ('P4rIngress.values_v1001.hi', 0x66932B35)], 4507)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7B3641FF), ('P4rIngress.values_v1010.hi', 0x45D06E56)], 4507)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xDB48359F), ('P4rIngress.values_v1011.hi', 0x6EFC3ECD)], 4507)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xAFE2D30B), ('P4rIngress.values_v1100.hi', 0xA0407BB1)], 4507)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5D37343D), ('P4rIngress.values_v1101.hi', 0x5774D4CE)], 4507)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xF39BDB79), ('P4rIngress.values_v1110.hi', 0x89954B5D)], 4507)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA62963AE), ('P4rIngress.values_v1111.hi', 0x65AD89AC)], 4507)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x97E9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F10),
                gc.DataTuple('slot_count', 0x000006CF),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0E752C38),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0xA4F1EE12),
                gc.KeyTuple('src_port', 0x00A8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x97E9),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00F5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 63
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA4\xF1\xEE\x12\x00\x00\x00\x00\x00\xA8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x97\xE9\x00\x10\x0E\x75\x2C\x38\x02\x8B\x02\x9E\xFE\xA9\x3E\x69\x00\x20\x00\x00\x30\x4F\xED\x41\xD2\x2B\xC5\xF5\x9A\x71\xE2\x54\x50\x2C\xE8\x1B\x69\xC9\xC9\xAD\x9F\xA8\x4F\x1E\x4E\x21\x8A\x73\x7B\x8D\xF4\xB7\x52\x5C\xF3\xD7\x58\x41\x6B\x69\xFD\x7E\xB2\xAF\xFA\x3C\x3E\x79\xB8\x4F\x39\x2E\x69\x2B\x50\x84\x33\xED\xD5\x9B\xBD\x6C\x31\x8E\x61\x70\xBE\x5E\x6A\x04\x3B\x65\xDB\xDF\x4D\xD5\x4C\xC9\xE7\x5B\x43\x75\xBE\x7A\x68\xD9\xCF\xCB\x3B\x67\xDD\xE9\x78\x8B\x23\x31\x7E\xBE\x51\x7A\xD8\x59\x0A\x13\x5A\xDA\x05\x3E\x56\x31\x4A\xEA\xE2\x8C\x80\x5A\xEF\x35\x4B\xB8\xAD\x2D\x2A\xA8\xD7\xAD\xA7\x2D\x01\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA4\xF1\xEE\x12\xBE\xEF\x00\xA8\x00\xA0\x00\x00\x50\x34\x02\x82\x97\xE9\x00\x10\x0E\x75\x2C\x38\x02\x8B\x00\x9E\xFE\xA9\x3E\x69\x00\x20\x00\x09\x7F\xFF\xFF\xFF\xD2\x2B\xC5\xF5\x80\x00\x00\x00\x50\x2C\xE8\x1B\x7F\xFF\xFF\xFF\x9F\xA8\x4F\x1E\x7F\xFF\xFF\xFF\x7B\x8D\xF4\xB7\x7F\xFF\xFF\xFF\x58\x41\x6B\x69\xA4\xAC\x4D\x12\xFA\x3C\x3E\x79\x80\x00\x00\x00\x69\x2B\x50\x84\xC5\x5F\xA9\x34\xBD\x6C\x31\x8E\x7F\xFF\xFF\xFF\x6A\x04\x3B\x65\x80\x00\x00\x00\x4C\xC9\xE7\x5B\x7F\xFF\xFF\xFF\x68\xD9\xCF\xCB\x16\xB0\x13\x88\x78\x8B\x23\x31\x2E\xA1\x24\x85\xD8\x59\x0A\x13\x7F\xFF\xFF\xFF\x56\x31\x4A\xEA\xD6\x28\x5B\xD3\xEF\x35\x4B\xB8\x80\x00\x00\x00\xD7\xAD\xA7\x2D\x01\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x63540595), ('P4rIngress.bitmap_seq.seq', 0xF368EAFC)], 4775)
        self.setRegisterValue('P4rIngress.rounds', 0xF368EAFC, 4775)
        self.setRegisterValue('P4rIngress.count', 0x90, 4775)
        self.setRegisterValue('P4rIngress.exponent', 0x4A, 4775)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4775)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA6455ADE), ('P4rIngress.values_v0000.hi', 0x8028DC0F)], 4775)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x9754EDA7), ('P4rIngress.values_v0001.hi', 0x32ED4999)], 4775)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x03B95D48), ('P4rIngress.values_v0010.hi', 0x73E1554E)], 4775)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB84820DD), ('P4rIngress.values_v0011.hi', 0x6C527CF3)], 4775)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x1F8EF87F), ('P4rIngress.values_v0100.hi', 0xEA932183)], 4775)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7E3E5434), ('P4rIngress.values_v0101.hi', 0x2DC37785)], 4775)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x8EDCDDF1), ('P4rIngress.values_v0110.hi', 0xCE9663C4)], 4775)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6DF3F6D1), ('P4rIngress.values_v0111.hi', 0x3BE52627)], 4775)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4ACAE4A1), ('P4rIngress.values_v1000.hi', 0x4C12C56C)], 4775)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5B778D28), ('P4rIngress.values_v1001.hi', 0xD6AE72EF)], 4775)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA9439FEA), ('P4rIngress.values_v1010.hi', 0xAA252929)], 4775)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x83AE66F4), ('P4rIngress.values_v1011.hi', 0xBF790547)], 4775)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x19667D27), ('P4rIngress.values_v1100.hi', 0x6D238CF3)], 4775)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x39D9A0A9), ('P4rIngress.values_v1101.hi', 0x11ED6D49)], 4775)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4ABDDBC7), ('P4rIngress.values_v1110.hi', 0x5B23549B)], 4775)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x4CC40BE5)], 4775)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5706),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C48),
                gc.DataTuple('slot_count', 0x00000967),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x28DA3745),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x07FFB9E6),
                gc.KeyTuple('src_port', 0x4C4F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5706),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01BF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x07\xFF\xB9\xE6\x00\x00\x00\x00\x4C\x4F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x57\x06\x00\x10\x28\xDA\x37\x45\x06\x5F\x02\x12\xF3\x68\xEA\xFC\x00\x20\x00\x00\xBB\xC5\xDB\x50\xD1\x3D\x4B\xE7\x17\xFD\xA9\x83\x86\x67\x6A\x93\x78\x59\x4E\x5D\x32\x21\xA7\x64\x6A\xDA\xBB\x4D\xAD\xF6\xFB\x33\x62\xD8\x60\x1C\x93\xE3\x2A\xAB\x4C\x5E\xA3\xF6\x56\x27\x36\xFD\xD2\xCD\x09\xEB\xDB\x2A\xF6\xDF\x6E\xD3\x3E\x55\x49\x91\x34\x69\x5D\x6A\x50\xC5\x4D\x3A\x9D\x85\x49\x3E\x9D\xAE\x5B\xA4\x9A\xFC\xB5\xF8\x9E\xEF\x4A\xE5\xF5\xDF\x3A\xC2\xDB\x0F\xA9\x35\xA7\xB1\x6B\xDD\x3F\x0A\x4F\xD5\x5C\xF3\x7D\x3B\xF3\xC7\x3B\x0F\x4A\x93\x44\x4A\x47\xDD\x6E\x37\x52\xA9\x00\x00\x00\x00\x37\xC7\xAA\x86\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20\x05\x35\x6E\x20\x7A\x94\x2B\xB2\xF3\x7A\x3B\x73\x83\xE5\x1C\x23\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02\x04\xC8\x47\x50\xF9\x0D\x61\xB9\x2C\x12\xD8\x58\x92\xB4\x80\xB4\x87\x25\xAF\xAC\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85\xFD\x5E\x6F\x25\x9F\x03\xA2\x1B\x5B\x6D\x9E\x0F\x74\x36\x3D\xB6\xE8\x92\x0D\x76\x32\x22\x31\x21\xAD\x27\xB9\xD6\x1A\x52\x4D\xF1\x53\xF2\xBA\x72\xB2\x2C\xD3\xCF\x74\x8F\x0F\xDE\x60\xCB\xB9\x64\x8C\xD2\xC4\x2C\x10\x07\xD9\xFC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFC68D23C), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 4889)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 4889)
        self.setRegisterValue('P4rIngress.count', 0xA9, 4889)
        self.setRegisterValue('P4rIngress.exponent', 0xED, 4889)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4889)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x80F6F2BE), ('P4rIngress.values_v0000.hi', 0xE7CB091E)], 4889)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x53F1EFDD), ('P4rIngress.values_v0001.hi', 0x3FD74F91)], 4889)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5B90651F), ('P4rIngress.values_v0010.hi', 0xBE49C5C4)], 4889)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xE5473A4B), ('P4rIngress.values_v0011.hi', 0xA6729725)], 4889)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7003A666), ('P4rIngress.values_v0100.hi', 0xF9654AF9)], 4889)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3552931B), ('P4rIngress.values_v0101.hi', 0x2150A933)], 4889)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x62DA2665), ('P4rIngress.values_v0110.hi', 0x653AF49F)], 4889)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4925C355), ('P4rIngress.values_v0111.hi', 0x7D31B578)], 4889)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xAF899BC7), ('P4rIngress.values_v1000.hi', 0xDD111553)], 4889)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x977F388B), ('P4rIngress.values_v1001.hi', 0x2FD6A533)], 4889)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7928A645), ('P4rIngress.values_v1010.hi', 0x8C814EE1)], 4889)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xACCA8D65), ('P4rIngress.values_v1011.hi', 0xA4C628BF)], 4889)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3986C5D7), ('P4rIngress.values_v1100.hi', 0xA4EAE2EF)], 4889)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x62F866B6), ('P4rIngress.values_v1101.hi', 0xC6CFB62A)], 4889)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x8A558CE4), ('P4rIngress.values_v1110.hi', 0x4EBC9D7D)], 4889)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x77CAA8B0), ('P4rIngress.values_v1111.hi', 0x66B0A5B5)], 4889)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA03D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008F2),
                gc.DataTuple('slot_count', 0x00001043),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x189BCDF4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0xC6CA748B),
                gc.KeyTuple('src_port', 0x39D5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA03D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x003B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 41
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC6\xCA\x74\x8B\x00\x00\x00\x00\x39\xD5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA0\x3D\x00\x10\x18\x9B\xCD\xF4\x0A\x27\x02\xB3\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x83\x84\x15\x29\x97\xD9\x41\xA8\xD2\xEC\x46\x25\xF8\x35\x32\xB7\x4B\xB8\xF6\xC8\xAE\x79\xCC\x06\x9B\x75\x2B\xB7\xAF\xB0\x52\x37\x5B\x62\x27\x40\x8C\xA4\xD5\x37\x27\x1F\xAF\xEE\x88\xD1\x96\xB7\x29\xDD\x76\xCC\x4C\x88\x97\x06\x7B\xB5\x1D\x1C\x1D\x3C\xDA\x64\x41\x56\x8B\x55\xC3\x5D\xB7\x73\xAC\xED\x5B\x23\x78\x7A\xB4\x99\x53\x84\xE9\xD1\xFE\x75\xE6\x62\xAC\x39\xE2\xE5\xB5\xDF\x59\x7E\x65\x03\xC2\xF6\xA2\x1A\x4E\xE6\x4E\x11\xBA\x1F\x83\xC1\x2E\x63\x87\x67\x08\xAF\x7E\xFB\x44\x76\x26\x1A\xA0\xAB\x40\x28\x8C\xFD\xBB\x96\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x69944ACB), ('P4rIngress.bitmap_seq.seq', 0x5EC27869)], 3411)
        self.setRegisterValue('P4rIngress.rounds', 0x5EC27869, 3411)
        self.setRegisterValue('P4rIngress.count', 0x1C, 3411)
        self.setRegisterValue('P4rIngress.exponent', 0xE4, 3411)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3411)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7F23ED9E), ('P4rIngress.values_v0000.hi', 0x1E73FD38)], 3411)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5774CEFB), ('P4rIngress.values_v0001.hi', 0x8BFBDD41)], 3411)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6FB8D099), ('P4rIngress.values_v0010.hi', 0x9DDAE2BD)], 3411)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xDD323825), ('P4rIngress.values_v0011.hi', 0x97492543)], 3411)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x9521BF6D), ('P4rIngress.values_v0100.hi', 0x62DBEDA3)], 3411)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x23E573DA), ('P4rIngress.values_v0101.hi', 0x7207CB0C)], 3411)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC62C564C), ('P4rIngress.values_v0110.hi', 0xA7793FE3)], 3411)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x235F8C6B), ('P4rIngress.values_v0111.hi', 0x5E634C4D)], 3411)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xE2B6394A), ('P4rIngress.values_v1000.hi', 0x4AB1F699)], 3411)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xA6C59F2D), ('P4rIngress.values_v1001.hi', 0xCE2BCD7E)], 3411)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xD68A626E), ('P4rIngress.values_v1010.hi', 0x23D2F708)], 3411)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4E4DEA91), ('P4rIngress.values_v1011.hi', 0xE2247CD3)], 3411)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x510B4934), ('P4rIngress.values_v1100.hi', 0xB6B5D2CD)], 3411)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xFBC95E3F), ('P4rIngress.values_v1101.hi', 0x757E5D71)], 3411)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x82B24B95), ('P4rIngress.values_v1110.hi', 0x29166C49)], 3411)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x59B7D4C5), ('P4rIngress.values_v1111.hi', 0x256B6A96)], 3411)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCFFE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B53),
                gc.DataTuple('slot_count', 0x0000099F),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x63D65599),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x7DD712C4),
                gc.KeyTuple('src_port', 0xC97B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCFFE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03F2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7D\xD7\x12\xC4\x00\x00\x00\x00\xC9\x7B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCF\xFE\x00\x10\x63\xD6\x55\x99\x02\x00\x00\x9B\x5E\xC2\x78\x69\x00\x20\x00\x00\x0C\x76\xF5\x93\xB6\x9B\x43\x5C\x52\x90\xA4\x73\x93\x5E\x94\xBD\x32\xAE\xDB\x6B\x55\xD9\xCD\xFD\x9F\xCA\xAD\xEB\x3D\xC8\xEC\x3F\x35\x85\x2C\xAB\x4A\x66\xEB\x05\x62\x6C\xB9\x53\x17\xB5\x99\x48\xDD\x55\xD2\x8E\x3F\x39\xD4\xCF\x75\x29\x42\xC2\x47\x77\x69\xEC\x87\xFB\x7E\x5B\x65\xBF\xC2\xCC\xEB\x32\x0A\xA7\xAD\xE1\x56\x5E\x32\x2C\xB8\x45\x77\x3F\x8B\xDE\x42\x94\x9C\xD9\x0F\x7F\x70\xD1\x51\xBE\xF3\xC7\x95\x32\x5C\x65\x0B\x9D\x11\x42\x0C\xD1\x03\x53\x49\xA6\x0A\x54\x74\x12\xEB\x8E\x40\x39\x0E\x80\x60\xA3\xA9\x4F\xB4\xA0\xEA\x8D\x80\xD2\x67\xB7\x72\x50\x70\x83\x8A\xF0\x2B\xD2\x38\xA7\x42\x3C\x43\xDA\x04\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x04B2B480), ('P4rIngress.bitmap_seq.seq', 0x922854C9)], 4520)
        self.setRegisterValue('P4rIngress.rounds', 0x922854C9, 4520)
        self.setRegisterValue('P4rIngress.count', 0x2F, 4520)
        self.setRegisterValue('P4rIngress.exponent', 0x28, 4520)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4520)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x334418F7), ('P4rIngress.values_v0000.hi', 0xA975F27C)], 4520)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x175F497D), ('P4rIngress.values_v0001.hi', 0xC8CACA0D)], 4520)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4AD16635), ('P4rIngress.values_v0010.hi', 0xED5182DA)], 4520)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xACD935ED), ('P4rIngress.values_v0011.hi', 0xE2FEDBDD)], 4520)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xEDBE4659), ('P4rIngress.values_v0100.hi', 0x3ADEB0BE)], 4520)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4577BF3E), ('P4rIngress.values_v0101.hi', 0x5B598D8E)], 4520)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x0EE1E97C), ('P4rIngress.values_v0110.hi', 0x6556AB4F)], 4520)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x2CDD43E3), ('P4rIngress.values_v0111.hi', 0x7793A27B)], 4520)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x0E86D593), ('P4rIngress.values_v1000.hi', 0x535EDD9D)], 4520)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x3E2E42F1), ('P4rIngress.values_v1001.hi', 0xA97FB3DB)], 4520)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xCC9DB42C), ('P4rIngress.values_v1010.hi', 0x6C8F59CF)], 4520)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x15DEFB2B), ('P4rIngress.values_v1011.hi', 0x930A49AB)], 4520)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4EE2E6EB), ('P4rIngress.values_v1100.hi', 0x1DF960B7)], 4520)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4BE56ACB), ('P4rIngress.values_v1101.hi', 0x50CFB9F0)], 4520)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x2D37F2C4), ('P4rIngress.values_v1110.hi', 0xBC092323)], 4520)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x12BE3421), ('P4rIngress.values_v1111.hi', 0x1726E54D)], 4520)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD202),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FE8),
                gc.DataTuple('slot_count', 0x00000869),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x80B48E81),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x7CAD3954),
                gc.KeyTuple('src_port', 0xDC1C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD202),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03DE),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 62
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7C\xAD\x39\x54\x00\x00\x00\x00\xDC\x1C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD2\x02\x00\x10\x80\xB4\x8E\x81\x01\xC0\x06\x04\x92\x28\x54\xC9\x00\x20\x00\x00\x5A\x06\x55\xBC\x32\xFD\x62\xBE\x72\x74\x4D\x77\x97\xFA\x1A\xFE\x70\xBA\x47\x7A\xC8\xF1\x77\x0A\xBD\x4B\x17\x67\x75\xDE\xFD\xD7\xB5\xCA\xA5\x43\x7D\x7F\x9C\x68\x4D\x2A\x03\x23\x77\x79\xCF\xD6\xEA\x1F\xAD\xF2\x15\xD7\x59\xEB\x55\xAE\x9D\x9C\x60\xF3\xA8\x8D\xEF\xDA\x6D\xF2\x68\xD7\x15\xA9\x60\x35\xA0\x2A\xB2\x5F\x59\x1F\xCC\xC2\xB5\x76\x76\x05\x58\xCD\xB3\xE1\x9A\xEB\xE6\x23\xB7\x1E\x67\x5C\xB6\x34\x6C\xF7\x58\xD5\x6A\xF7\x6A\x59\x66\xC9\x64\x2C\x93\x85\xAC\x17\x9D\xFB\x5E\x2A\x76\xA3\x14\x5F\xE7\x96\x4B\x59\x36\xF7\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04\x00\xA6\xAC\x76\x31\xA1\x20\xB0\xB9\x57\x0D\x32\x28\x07\x01\xE9\xAD\xD0\x92\x6C\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65\xCF\x28\xD1\x7B\xEE\xA2\x22\x12\x93\x2F\x3F\xF8\x5D\x0C\x52\x7B\x5D\xE2\x25\xAF\x6D\xEF\xCC\xB2\x4D\x5B\xC4\x45\x35\x89\xAD\xE8\x9D\xA0\x36\xE5\x63\xA9\xEC\x71\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x74A0D96F), ('P4rIngress.bitmap_seq.seq', 0xDB697E00)], 588)
        self.setRegisterValue('P4rIngress.rounds', 0xDB697E00, 588)
        self.setRegisterValue('P4rIngress.count', 0x18, 588)
        self.setRegisterValue('P4rIngress.exponent', 0xF2, 588)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 588)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4C945A3D), ('P4rIngress.values_v0000.hi', 0x4A2F1B25)], 588)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5789CB7C), ('P4rIngress.values_v0001.hi', 0x977633D7)], 588)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x45D76B55), ('P4rIngress.values_v0010.hi', 0xD9D91975)], 588)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x96DA7B30), ('P4rIngress.values_v0011.hi', 0x49EE9675)], 588)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xDD33E7D9), ('P4rIngress.values_v0100.hi', 0x798AAE95)], 588)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x22CC10E3), ('P4rIngress.values_v0101.hi', 0x4E0C617C)], 588)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6BA768D5), ('P4rIngress.values_v0110.hi', 0x339E64AC)], 588)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x755FE8F7), ('P4rIngress.values_v0111.hi', 0x536A774D)], 588)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x850574E0), ('P4rIngress.values_v1000.hi', 0x5C066118)], 588)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xE2CA3F91), ('P4rIngress.values_v1001.hi', 0xBC2D2CB2)], 588)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xE3586A9D), ('P4rIngress.values_v1010.hi', 0x4E8F92B3)], 588)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x3B5EC42A), ('P4rIngress.values_v1011.hi', 0x00000000)], 588)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x648F9B39), ('P4rIngress.values_v1100.hi', 0xE92E88BE)], 588)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xA63AD9F3), ('P4rIngress.values_v1101.hi', 0xABF5633E)], 588)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x9AFBAAC5), ('P4rIngress.values_v1110.hi', 0x7B83DCD6)], 588)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x164CBE97), ('P4rIngress.values_v1111.hi', 0x43FCF995)], 588)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB604),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000024C),
                gc.DataTuple('slot_count', 0x00000A0D),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x691F029D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xCD8411D9),
                gc.KeyTuple('src_port', 0x9DBC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB604),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x032D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 1
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\x84\x11\xD9\x00\x00\x00\x00\x9D\xBC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB6\x04\x00\x10\x69\x1F\x02\x9D\x00\x00\x04\x66\xDB\x69\x7E\x00\x00\x20\x00\x00\x4F\xB8\x47\x50\xBA\xE8\x5B\x5F\x75\xA4\x46\x7B\xBD\x4E\x60\x9C\x54\xA0\x5A\x65\x33\x84\x29\xCF\xD7\x85\x5C\xA6\xCB\x2C\x37\x27\x3C\xA6\x34\x9C\x0A\x15\xA9\xE6\x77\x77\xDE\x95\x6A\xFF\x67\x10\xBE\xE7\x6D\x53\xAB\xC1\xF4\xA7\x3E\xFA\xDC\xF9\x76\xCA\x8A\x71\xCD\x49\x34\xD7\x2A\xDF\xC7\x2E\xEE\xEF\x2E\xB7\x84\x36\xEF\xCA\x32\x4D\xBA\xEC\x5E\x90\xE6\x4A\x7C\x55\xAF\xF2\x12\xC8\x1E\x6A\x25\x8B\x92\xF5\x88\x66\x73\x28\xC5\x91\x30\x11\xA8\x77\xE6\xF6\x9A\xE2\x2A\xDD\x11\x11\x10\xE3\x74\x8D\x05\x8E\x70\x19\xE4\x2E\xAC\xDB\x2A\x5A\xE0\xC2\x03\x8C\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C\x68\x71\xFA\xBE\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38\x0C\xE8\xCD\x14\xDA\xB0\xAA\x82\xC9\xAD\x1D\xAA\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F\xD7\x7E\xC0\x31\x21\xFF\xAB\xCD\xDB\xD5\xCA\xFA\xA0\x15\xB3\xD6\x74\xD5\x84\x8C\xEE\x14\x06\xF3\x87\x29\xBB\xF6\xCB\xF7\x82\xE2\x6E\xF8\x63\x2C\x44\xAC\xDF\x7E\xB7\x0B\x5B\x4F\x03\x34\xB2\x4A\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C\xB6\x5A\x17\x9D\xD6\x1C\x4C\x2E\x85\x8B\x76\xE3\xE4\x88\x14\x8F\x4D\xC3\x1C\xC5\xBD\xFF\xF7\x8A\xA0\xC6\x1E\xD9\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCD\x84\x11\xD9\xBE\xEF\x9D\xBC\x00\xA0\x00\x00\x50\x34\x02\x82\xB6\x04\x00\x10\x69\x1F\x02\x9D\x00\x00\x00\x66\xDB\x69\x7E\x00\x00\x20\x00\x19\x7F\xFF\xFF\xFF\xBA\xE8\x5B\x5F\x7F\xFF\xFF\xFF\xBD\x4E\x60\x9C\x7F\xFF\xFF\xFF\x33\x84\x29\xCF\x80\x00\x00\x00\xCB\x2C\x37\x27\x19\xDA\x1C\x75\x0A\x15\xA9\xE6\x7F\xFF\xFF\xFF\x6A\xFF\x67\x10\x2A\x8E\xD6\x28\xAB\xC1\xF4\xA7\x7F\xFF\xFF\xFF\x76\xCA\x8A\x71\x80\x00\x00\x00\x2A\xDF\xC7\x2E\xD1\xB9\x6E\x48\x84\x36\xEF\xCA\x15\xA6\x25\x89\x5E\x90\xE6\x4A\x7F\xFF\xFF\xFF\x12\xC8\x1E\x6A\x7F\xFF\xFF\xFF\x88\x66\x73\x28\x80\x00\x00\x00\xA8\x77\xE6\xF6\x80\x00\x00\x00\x11\x11\x10\xE3\x7F\xFF\xFF\xFF\x70\x19\xE4\x2E\xAC\xDB\x2A\x5A\xE0\xC2\x03\x8C\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C\x68\x71\xFA\xBE\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38\x0C\xE8\xCD\x14\xDA\xB0\xAA\x82\xC9\xAD\x1D\xAA\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F\xD7\x7E\xC0\x31\x21\xFF\xAB\xCD\xDB\xD5\xCA\xFA\xA0\x15\xB3\xD6\x74\xD5\x84\x8C\xEE\x14\x06\xF3\x87\x29\xBB\xF6\xCB\xF7\x82\xE2\x6E\xF8\x63\x2C\x44\xAC\xDF\x7E\xB7\x0B\x5B\x4F\x03\x34\xB2\x4A\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C\xB6\x5A\x17\x9D\xD6\x1C\x4C\x2E\x85\x8B\x76\xE3\xE4\x88\x14\x8F\x4D\xC3\x1C\xC5\xBD\xFF\xF7\x8A\xA0\xC6\x1E\xD9\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7BDA460C), ('P4rIngress.bitmap_seq.seq', 0x11480000)], 3415)
        self.setRegisterValue('P4rIngress.rounds', 0x11480000, 3415)
        self.setRegisterValue('P4rIngress.count', 0xB0, 3415)
        self.setRegisterValue('P4rIngress.exponent', 0x7A, 3415)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3415)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8FB97FD7), ('P4rIngress.values_v0000.hi', 0x98CC8D89)], 3415)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x84BBF89F), ('P4rIngress.values_v0001.hi', 0x5F3E1ED0)], 3415)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x66BEFDAE), ('P4rIngress.values_v0010.hi', 0xA2669219)], 3415)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x95CD8597)], 3415)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x42D95AE5), ('P4rIngress.values_v0100.hi', 0x022329C1)], 3415)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xDFAB2173), ('P4rIngress.values_v0101.hi', 0x6931953F)], 3415)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7D49D83F), ('P4rIngress.values_v0110.hi', 0x77F43D27)], 3415)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5C1CF846), ('P4rIngress.values_v0111.hi', 0x48A3EEF1)], 3415)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xE5C231B5), ('P4rIngress.values_v1000.hi', 0xDA4FF283)], 3415)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB1CAD59A), ('P4rIngress.values_v1001.hi', 0x7E1E14F3)], 3415)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5D1E4C5E), ('P4rIngress.values_v1010.hi', 0x17E2E561)], 3415)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xFBF373A7), ('P4rIngress.values_v1011.hi', 0x64FC136D)], 3415)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x95B31EB7), ('P4rIngress.values_v1100.hi', 0x24777B02)], 3415)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x625D344D), ('P4rIngress.values_v1101.hi', 0xBB150899)], 3415)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xCEB258AC), ('P4rIngress.values_v1110.hi', 0xAB3D357B)], 3415)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xD7DE5166), ('P4rIngress.values_v1111.hi', 0x729456BD)], 3415)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0B7A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D57),
                gc.DataTuple('slot_count', 0x00000AC8),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x33C88667),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0xE7A31127),
                gc.KeyTuple('src_port', 0x3608),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0B7A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03F6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 55
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE7\xA3\x11\x27\x00\x00\x00\x00\x36\x08\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0B\x7A\x00\x10\x33\xC8\x86\x67\x00\x00\x04\x25\x11\x48\x00\x00\x00\x20\x00\x00\xC8\xF7\xE0\xDD\xD8\x89\x0D\x2A\x0A\xDD\x62\xDE\xC3\x4B\xB5\x57\x49\xF2\xB9\x26\x80\x12\x9C\x9B\x00\x00\x00\x00\xB8\xD4\xF4\x79\x73\x5D\x62\x71\x3B\xE9\x01\x73\x3B\xC1\x2B\x65\x9B\xD5\xE5\x35\x11\x25\xD8\x2D\x15\x55\x30\xD1\x5A\x30\xBD\x5A\x5F\xBB\x0E\x87\x20\xDA\x2B\xE7\x5B\x5F\x9A\x63\x9B\xA6\xA4\xAB\x59\x98\xF2\xFB\x61\x19\xA4\x67\x31\xFA\xE2\xDA\x85\x8C\xFB\x9B\x53\x4D\xD9\x3A\xCE\x11\x6F\x4B\xC8\xB0\x61\xEF\x77\x5B\x94\x59\x9A\x92\xE8\xAF\x8F\x8F\x7B\x1D\xC1\x17\x6E\x11\x83\xD7\xC9\xEF\x57\x56\x55\xFF\x16\x19\xF0\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A\x0C\xE2\xC3\x57\x6C\x5D\xE1\x35\x68\x75\xC6\xF4\x06\xD2\x11\x1A\x9F\xA1\x17\x4B\x7A\xBE\x74\xF3\xA0\x59\x0C\xEA\xF9\xB4\xA2\x23\x45\x56\x17\x99\x40\x92\x1E\xAA\xDA\xA3\xA9\xAD\xF8\xA1\x7D\xAF\x63\x15\x76\x22\x36\xEF\xEA\x15\x30\xF7\x34\x86\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE\x5E\x04\x41\x47\x46\x84\xAD\xEC\xE3\x56\xBB\xF9\x5F\xC3\xB8\x04\xFF\x52\x19\x8B\xA4\x49\xAC\x8F\x0D\xBD\xA2\x67\x96\x65\x62\x17\xB0\x00\xB2\x10\xB1\x75\x32\xDC\xF8\x99\xDD\x4A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC6260820), ('P4rIngress.bitmap_seq.seq', 0x75DC0000)], 1442)
        self.setRegisterValue('P4rIngress.rounds', 0x75DC0000, 1442)
        self.setRegisterValue('P4rIngress.count', 0x01, 1442)
        self.setRegisterValue('P4rIngress.exponent', 0xFB, 1442)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1442)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB57F2F2D), ('P4rIngress.values_v0000.hi', 0xAFC68120)], 1442)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xECA5ECA4), ('P4rIngress.values_v0001.hi', 0xC57EBE1E)], 1442)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x2B19507A), ('P4rIngress.values_v0010.hi', 0xAA9A772A)], 1442)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x649BDA2B), ('P4rIngress.values_v0011.hi', 0x4672EA23)], 1442)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xB8331C8B), ('P4rIngress.values_v0100.hi', 0x420C57CB)], 1442)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x50430D5A), ('P4rIngress.values_v0101.hi', 0xAA0FB7FB)], 1442)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7D58F555), ('P4rIngress.values_v0110.hi', 0xBC7DEE8D)], 1442)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x551C7503), ('P4rIngress.values_v0111.hi', 0x9CF46603)], 1442)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6147E87D), ('P4rIngress.values_v1000.hi', 0x5395C8A5)], 1442)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x76FAD4A2), ('P4rIngress.values_v1001.hi', 0x2F9F246B)], 1442)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x22271253), ('P4rIngress.values_v1010.hi', 0x8AB9B895)], 1442)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x46F6D7F2), ('P4rIngress.values_v1011.hi', 0x3E474674)], 1442)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x507841BB), ('P4rIngress.values_v1100.hi', 0x471A79B6)], 1442)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9D08D62D), ('P4rIngress.values_v1101.hi', 0x3CFE5843)], 1442)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xC6A015DA), ('P4rIngress.values_v1110.hi', 0x78EED59D)], 1442)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xD6DA45B0), ('P4rIngress.values_v1111.hi', 0xC8B8CA65)], 1442)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x496E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000442),
                gc.DataTuple('slot_count', 0x000016B6),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1BD9E684),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0xFD299F72),
                gc.KeyTuple('src_port', 0xA6B9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x496E),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x034A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 29
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFD\x29\x9F\x72\x00\x00\x00\x00\xA6\xB9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x49\x6E\x00\x10\x1B\xD9\xE6\x84\x01\x60\x04\xEB\x75\xDC\x00\x00\x00\x20\x00\x00\xBD\x59\x3E\x15\xC4\x32\x9B\x27\x27\xDE\x3A\x76\x0D\x58\x17\x9A\x59\x3A\x45\x45\xCA\x18\xCA\x67\x51\xB0\xFA\xA5\x67\xC2\xD6\x8C\x29\x0D\x72\x99\x62\xAA\x64\xEB\x50\xEC\xA4\x58\x8B\x3F\xC8\xE1\x86\x5B\x17\x6A\x7B\x3D\x6D\x84\x6D\x10\x8B\x0D\x9A\x90\xD2\x76\x79\x68\x86\xCD\xD6\xB2\x7E\xE5\xBA\xF9\x79\xBD\xBD\x20\xEC\x4B\x5B\x27\x36\x55\x88\x89\x19\xD6\xCA\xB7\x56\xD3\x6B\x96\x56\x67\x33\xA7\xFD\x5B\x51\x42\xD9\x43\xBF\xEB\x5E\xA1\x74\x78\xB0\xDF\xE8\x29\xD7\x98\x4D\x54\x55\xCB\xB4\x5F\x4D\x9A\x7A\xA9\x7A\xF7\xDC\x61\x3D\x49\x24\xB7\x44\x9B\xB5\xD8\x53\x32\xBF\x59\xFD\x55\x69\x0D\x58\xEA\x77\x07\x2C\xD4\xA3\x9D\x2D\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED\xF5\x0C\xB8\x47\x0F\x6E\x88\xEE\x49\x99\x79\xD7\x2F\x83\xE8\x42\xC4\x38\xD4\x50\xFF\x21\xC6\xF6\x51\x6F\x93\x22\xB1\x91\xC8\x02\xE7\xE3\x0F\x76\xAA\xB2\xC5\x46\xB2\x66\x9E\x39\xD9\xD7\x79\x75\x25\x91\x45\xA9\xF9\x60\x6C\x0C\x62\x55\x4F\x51'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFD\x29\x9F\x72\xBE\xEF\xA6\xB9\x00\xA0\x00\x00\x50\x34\x02\x82\x49\x6E\x00\x10\x1B\xD9\xE6\x84\x01\x60\x00\xEB\x75\xDC\x00\x00\x00\x20\x00\x02\x80\x00\x00\x00\xC4\x32\x9B\x27\x14\x84\x27\x1A\x0D\x58\x17\x9A\x7F\xFF\xFF\xFF\xCA\x18\xCA\x67\x7F\xFF\xFF\xFF\x67\xC2\xD6\x8C\xE1\x40\x8F\x24\x62\xAA\x64\xEB\x7F\xFF\xFF\xFF\x8B\x3F\xC8\xE1\x03\xB4\x0C\xBF\x7B\x3D\x6D\x84\x7F\xFF\xFF\xFF\x9A\x90\xD2\x76\x7F\xFF\xFF\xFF\xD6\xB2\x7E\xE5\x31\xF4\x4E\x5F\xBD\x20\xEC\x4B\x7D\x4E\x48\xA8\x88\x89\x19\xD6\x11\xAE\x2E\xC5\x6B\x96\x56\x67\x7F\xFF\xFF\xFF\x51\x42\xD9\x43\x80\x00\x00\x00\x74\x78\xB0\xDF\xAE\xC9\xED\x72\x4D\x54\x55\xCB\x8B\x39\x93\x4A\x7A\xA9\x7A\xF7\xDC\x61\x3D\x49\x24\xB7\x44\x9B\xB5\xD8\x53\x32\xBF\x59\xFD\x55\x69\x0D\x58\xEA\x77\x07\x2C\xD4\xA3\x9D\x2D\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED\xF5\x0C\xB8\x47\x0F\x6E\x88\xEE\x49\x99\x79\xD7\x2F\x83\xE8\x42\xC4\x38\xD4\x50\xFF\x21\xC6\xF6\x51\x6F\x93\x22\xB1\x91\xC8\x02\xE7\xE3\x0F\x76\xAA\xB2\xC5\x46\xB2\x66\x9E\x39\xD9\xD7\x79\x75\x25\x91\x45\xA9\xF9\x60\x6C\x0C\x62\x55\x4F\x51'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCF7AA7BF), ('P4rIngress.bitmap_seq.seq', 0x60264476)], 4527)
        self.setRegisterValue('P4rIngress.rounds', 0x60264476, 4527)
        self.setRegisterValue('P4rIngress.count', 0x1E, 4527)
        self.setRegisterValue('P4rIngress.exponent', 0x07, 4527)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4527)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x54C7A546), ('P4rIngress.values_v0000.hi', 0xDB3FBE1D)], 4527)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xD3D147A5), ('P4rIngress.values_v0001.hi', 0x00000000)], 4527)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x1DC92A2C), ('P4rIngress.values_v0010.hi', 0xA8112B5F)], 4527)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x66B8824E), ('P4rIngress.values_v0011.hi', 0x48C84E0D)], 4527)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x326652C1), ('P4rIngress.values_v0100.hi', 0x7798AC84)], 4527)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x536F16C1), ('P4rIngress.values_v0101.hi', 0x50CAF694)], 4527)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x16EAAB36), ('P4rIngress.values_v0110.hi', 0x16FEFAEE)], 4527)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x44555E7D), ('P4rIngress.values_v0111.hi', 0xBAB75AB3)], 4527)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x37EB515A), ('P4rIngress.values_v1000.hi', 0x5BAE949C)], 4527)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5ECC6073), ('P4rIngress.values_v1001.hi', 0xB2B8B4D0)], 4527)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x783E0DBB), ('P4rIngress.values_v1010.hi', 0x290F7639)], 4527)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x57517123), ('P4rIngress.values_v1011.hi', 0x41D991BB)], 4527)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x0FC68BBD), ('P4rIngress.values_v1100.hi', 0xDBE50FA2)], 4527)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x49565A2D), ('P4rIngress.values_v1101.hi', 0x54BFAABF)], 4527)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x229099E0), ('P4rIngress.values_v1110.hi', 0x9E446A95)], 4527)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xF397ED71), ('P4rIngress.values_v1111.hi', 0x17E23C58)], 4527)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0B65),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004D6),
                gc.DataTuple('slot_count', 0x00001356),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7E582A53),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0xC59B862E),
                gc.KeyTuple('src_port', 0x2DCC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0B65),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0080),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 48
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC5\x9B\x86\x2E\x00\x00\x00\x00\x2D\xCC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0B\x65\x00\x10\x7E\x58\x2A\x53\x0C\xD9\x02\x91\x60\x26\x44\x76\x00\x20\x00\x00\x66\xD3\xA3\xC3\x8C\xBC\x07\xC9\x96\x26\x66\x64\x00\x00\x00\x00\x71\xFC\xFE\xBC\xC9\xD3\xB1\x14\x42\x92\xF3\x99\x49\xF6\xD2\xED\x56\xFD\x4A\xF4\x30\xDD\x66\xE4\xE9\x6A\xF3\xCF\x62\xF0\x40\xB6\x6E\xA7\x1E\xB6\xF4\xC7\xBA\xED\x47\x59\x62\x9F\x06\xAB\x7A\xDB\x49\x6F\x75\xD9\x4A\xAA\x36\x9D\x42\x55\xB4\x35\x94\xAB\xC4\x77\x70\xDD\x29\x0A\x68\x96\x66\x4D\x55\xD8\xD7\x96\x49\x21\xC4\xDB\xBA\x6D\xD9\xB4\x1B\xF1\xEE\x69\x58\xDD\x7A\x65\x46\xA1\x0C\x6B\x06\xF3\xC0\x07\xAE\xF8\xAE\xB1\xCD\xBE\x4D\xE5\xA3\x2E\x09\x76\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F\xA7\x6C\x14\xBF\x86\x0C\x51\x29\x93\xAB\x15\xD2\x0C\x8A\x12\x0F\xD9\xEA\xB6\x37\x53\x02\xB1\xBA\x72\x91\x38\x48\xBC\x6D\x3D\xCC\x58\xF0\x1E\x94\xEB\xB8\x3D\xC9\xE7\xC6\xCF\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC5\x9B\x86\x2E\xBE\xEF\x2D\xCC\x00\xA0\x00\x00\x50\x34\x02\x82\x0B\x65\x00\x10\x7E\x58\x2A\x53\x0C\xD9\x00\x91\x60\x26\x44\x76\x00\x20\x00\x1F\x7F\xFF\xFF\xFF\x8C\xBC\x07\xC9\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xC9\xD3\xB1\x14\x7F\xFF\xFF\xFF\x49\xF6\xD2\xED\x7F\xFF\xFF\xFF\x30\xDD\x66\xE4\x3C\xDA\x0A\x90\x62\xF0\x40\xB6\x7F\xFF\xFF\xFF\xF4\xC7\xBA\xED\x7F\xFF\xFF\xFF\x06\xAB\x7A\xDB\x7F\xFF\xFF\xFF\x4A\xAA\x36\x9D\x7F\xFF\xFF\xFF\x94\xAB\xC4\x77\x7F\xFF\xFF\xFF\x68\x96\x66\x4D\x7F\xFF\xFF\xFF\x49\x21\xC4\xDB\xCA\x34\x65\x71\x1B\xF1\xEE\x69\x7F\xFF\xFF\xFF\x46\xA1\x0C\x6B\x29\x84\x59\xE7\xAE\xF8\xAE\xB1\xC1\x56\x3B\x56\xA3\x2E\x09\x76\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F\xA7\x6C\x14\xBF\x86\x0C\x51\x29\x93\xAB\x15\xD2\x0C\x8A\x12\x0F\xD9\xEA\xB6\x37\x53\x02\xB1\xBA\x72\x91\x38\x48\xBC\x6D\x3D\xCC\x58\xF0\x1E\x94\xEB\xB8\x3D\xC9\xE7\xC6\xCF\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x97909E1E), ('P4rIngress.bitmap_seq.seq', 0xAA47E9AC)], 1690)
        self.setRegisterValue('P4rIngress.rounds', 0xAA47E9AC, 1690)
        self.setRegisterValue('P4rIngress.count', 0x48, 1690)
        self.setRegisterValue('P4rIngress.exponent', 0xB4, 1690)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1690)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBF716766), ('P4rIngress.values_v0000.hi', 0xDE0B126F)], 1690)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x532280BA), ('P4rIngress.values_v0001.hi', 0xC1724A7D)], 1690)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3CAFD22B), ('P4rIngress.values_v0010.hi', 0x75690DA6)], 1690)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x665EE9C5), ('P4rIngress.values_v0011.hi', 0xBF5EC7A8)], 1690)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x0E26CB61), ('P4rIngress.values_v0100.hi', 0x1C24ECA2)], 1690)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xC2C57AA9), ('P4rIngress.values_v0101.hi', 0x66EB935E)], 1690)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBCD62E97), ('P4rIngress.values_v0110.hi', 0xAEDD3507)], 1690)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xA9FC76D7), ('P4rIngress.values_v0111.hi', 0x6DD5BD56)], 1690)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xE5475463), ('P4rIngress.values_v1000.hi', 0x56FB7535)], 1690)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x518E056E), ('P4rIngress.values_v1001.hi', 0x41651487)], 1690)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x3DFEF136), ('P4rIngress.values_v1010.hi', 0x5EC27ED6)], 1690)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x41284BEB), ('P4rIngress.values_v1011.hi', 0x4CEF4AB8)], 1690)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x62A90A51), ('P4rIngress.values_v1100.hi', 0x7150E225)], 1690)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9646E9B2), ('P4rIngress.values_v1101.hi', 0x6D9F4B8B)], 1690)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x78F08E49), ('P4rIngress.values_v1110.hi', 0x84E8645B)], 1690)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x46EB53F7), ('P4rIngress.values_v1111.hi', 0x78D0D753)], 1690)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xECE0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000069A),
                gc.DataTuple('slot_count', 0x000013CC),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2F942F68),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x74BE60E5),
                gc.KeyTuple('src_port', 0x3D6A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xECE0),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0038),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x74\xBE\x60\xE5\x00\x00\x00\x00\x3D\x6A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEC\xE0\x00\x10\x2F\x94\x2F\x68\x00\x00\x06\x29\xAA\x47\xE9\xAC\x00\x20\x00\x00\x8E\x49\x2A\x45\x94\xAB\x88\xC9\x9F\x33\x7E\x98\xFF\x3A\xF4\x91\x8B\xBC\x5F\xAE\x0E\xC5\xB6\x53\xA9\xDA\xAF\x5F\xAA\x4B\x09\x1B\x72\xC6\x5F\x59\x64\x8E\xC6\x3F\xF9\x61\x6B\xCB\x73\x49\x8F\x96\x8B\x6B\x7E\xB3\x26\xCF\x2D\x89\xAE\x96\x38\xCA\x97\xAD\x31\x6C\xB5\x01\x4D\x4F\x36\x10\x75\x67\xFB\x5F\xDC\xF1\x79\x13\xB8\x6C\x58\x0A\xDE\x53\x4A\xFA\x5C\x93\x5C\x31\xB9\xA9\x46\x46\x9B\xBA\x7D\x89\xB8\x3A\x66\xF0\x23\xDB\xB6\xAE\xEB\x27\x36\x92\x48\xAB\x3F\x8A\x84\xA1\x3E\x67\x25\x86\x39\x5D\x31\x8E\x5A\x9C\xD6\x5D\x2C\x25\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7CC43939), ('P4rIngress.bitmap_seq.seq', 0xAE88A2FC)], 4345)
        self.setRegisterValue('P4rIngress.rounds', 0xAE88A2FC, 4345)
        self.setRegisterValue('P4rIngress.count', 0xED, 4345)
        self.setRegisterValue('P4rIngress.exponent', 0xF4, 4345)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4345)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x922E5701), ('P4rIngress.values_v0000.hi', 0xA3CAA855)], 4345)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xEDC574EF), ('P4rIngress.values_v0001.hi', 0xB17C2D88)], 4345)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xDF92865C), ('P4rIngress.values_v0010.hi', 0x5ECE923E)], 4345)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xED31CE13), ('P4rIngress.values_v0011.hi', 0xA1B53E96)], 4345)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x2B174A3D), ('P4rIngress.values_v0100.hi', 0x2B117AEF)], 4345)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xE17B6352), ('P4rIngress.values_v0101.hi', 0x5EB232B7)], 4345)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB6D4C123), ('P4rIngress.values_v0110.hi', 0x177AF56F)], 4345)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xA55AE5CB), ('P4rIngress.values_v0111.hi', 0x70A43F7B)], 4345)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x433EB9D9), ('P4rIngress.values_v1000.hi', 0x436DFBA9)], 4345)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x74661773), ('P4rIngress.values_v1001.hi', 0x51429396)], 4345)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7FD5F6F6), ('P4rIngress.values_v1010.hi', 0xBA9B4765)], 4345)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xAE2969F2), ('P4rIngress.values_v1011.hi', 0x2E5D4134)], 4345)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3281DAD6), ('P4rIngress.values_v1100.hi', 0x96368F4B)], 4345)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x782A37D0), ('P4rIngress.values_v1101.hi', 0xAEAB26EF)], 4345)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x71A90E89), ('P4rIngress.values_v1110.hi', 0x5179C456)], 4345)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x775BFC71), ('P4rIngress.values_v1111.hi', 0x4C6D0A1A)], 4345)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEDCE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AEA),
                gc.DataTuple('slot_count', 0x00000B55),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5E358A1B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x6FD0B68B),
                gc.KeyTuple('src_port', 0xF872),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEDCE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00E7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6F\xD0\xB6\x8B\x00\x00\x00\x00\xF8\x72\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xED\xCE\x00\x10\x5E\x35\x8A\x1B\x06\x0F\x00\xEA\xAE\x88\xA2\xFC\x00\x20\x00\x00\xDB\x24\x53\x11\xA7\x0A\x87\xBB\xCB\x39\x96\xAB\x0A\x7F\x66\x5A\xFF\xAE\xC1\x5F\x47\x53\x59\x71\x2B\x95\xDF\x2B\xA3\x2D\x06\x5E\x65\xC3\x5A\xE9\x6B\x5D\x66\xA8\xD7\x0A\xA6\x96\xEA\x9D\xB4\xF3\x9C\xFC\x4B\xDB\xAB\x7A\xAF\x77\xB9\x55\x19\x7F\x28\xB8\x98\x10\x5B\x6E\xC2\x8D\x64\x4B\x63\x29\x4A\x27\xDE\x39\x6B\x1D\x71\xE7\x0C\x97\x3A\x2B\xB1\xD8\xE6\x31\xA3\x67\x75\x71\xEC\xDD\x6F\xE7\x72\xDA\x78\x45\xBE\xE4\x66\xB9\x31\x6D\x5A\x63\xA4\x01\x6E\x01\x36\x2D\x35\x6A\x51\x10\xE6\x16\x24\x54\xD8\x31\x5D\x96\xBB\xDC\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8\x21\xDD\xC3\xB1\xDC\x81\x98\x8E\x60\xA9\xFF\x0E\x13\x35\x56\xDC\xAC\x3A\x33\x4A\x67\xD2\x9B\xC8\x44\xC7\x6A\xA5\xEC\xFA\xF1\xD6\xE2\x98\x91\x15\x7B\x3D\x0F\x7F\x66\xBE\x8B\x38\x0F\x3D\x44\x5B\x42\x77\x3B\xC8\x01\xCD\xD0\x7A\xF5\x0F\x96\x38\x06\xAB\xDD\x01\xCE\xDB\xC0\xE1\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x297A3A2B), ('P4rIngress.bitmap_seq.seq', 0xE09C61F7)], 3745)
        self.setRegisterValue('P4rIngress.rounds', 0xE09C61F7, 3745)
        self.setRegisterValue('P4rIngress.count', 0xC9, 3745)
        self.setRegisterValue('P4rIngress.exponent', 0xD2, 3745)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3745)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9D19B3AA), ('P4rIngress.values_v0000.hi', 0x9B1208EC)], 3745)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x36D27343), ('P4rIngress.values_v0001.hi', 0x549ABE5E)], 3745)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x23621936), ('P4rIngress.values_v0010.hi', 0x9E6AC877)], 3745)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x61DD3AB9), ('P4rIngress.values_v0011.hi', 0x7655CAB5)], 3745)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xB505AEEE), ('P4rIngress.values_v0100.hi', 0x72F46FBD)], 3745)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x42487AE5), ('P4rIngress.values_v0101.hi', 0xC1CDDA1B)], 3745)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA756762C), ('P4rIngress.values_v0110.hi', 0x00000000)], 3745)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x45E5D9A4), ('P4rIngress.values_v0111.hi', 0xD97009A0)], 3745)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x694E8FD6), ('P4rIngress.values_v1000.hi', 0xD3752164)], 3745)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xCF8A4FA7), ('P4rIngress.values_v1001.hi', 0x9B6183BB)], 3745)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xDE977776), ('P4rIngress.values_v1010.hi', 0xD0CED1D3)], 3745)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xAF45BC38), ('P4rIngress.values_v1011.hi', 0x7EC517A5)], 3745)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x91FE66CA), ('P4rIngress.values_v1100.hi', 0x5535BE7E)], 3745)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x427341A8), ('P4rIngress.values_v1101.hi', 0x7B6BED72)], 3745)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xB0498E0D), ('P4rIngress.values_v1110.hi', 0x74E874B6)], 3745)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4D0E729D), ('P4rIngress.values_v1111.hi', 0x643E4019)], 3745)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB6F5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009CD),
                gc.DataTuple('slot_count', 0x000013C4),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x90AD2E33),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0xE927DF6A),
                gc.KeyTuple('src_port', 0xF9DF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB6F5),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0082),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE9\x27\xDF\x6A\x00\x00\x00\x00\xF9\xDF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB6\xF5\x00\x10\x90\xAD\x2E\x33\x04\xD4\x02\x90\xE0\x9C\x61\xF7\x00\x20\x00\x00\x84\xB9\x06\x8D\x8B\x38\xAE\x8D\xBE\x77\xB5\x4B\x86\xD2\x17\x5B\x7F\x72\xD3\xAD\xC6\x26\x82\x0D\x33\x11\xBC\x43\x46\x71\xA0\xB1\x1F\x68\xDD\x8F\x6B\xDF\xCF\x2A\x51\xE3\xF5\x97\x8C\x3D\x9B\xFB\x5C\x49\xE6\x9D\x00\x00\x00\x00\x3E\x9B\xA2\x73\x8A\xED\xF6\x38\x31\x43\x12\x99\x5E\x55\x6B\x5C\x51\x73\x4F\x2F\x3B\xCC\x97\xBB\x3F\x61\x71\x5A\x9F\x5C\xAE\xBC\x27\x47\xA8\x46\x5D\x95\x72\x89\x89\x78\x6B\xD2\xEC\x78\xA4\x69\x5C\x2C\x74\x70\x8B\x9D\x55\x5E\x97\x51\xDD\xE4\x1D\x36\xF1\x41\x61\xD6\x77\x87\x67\x7F\x5A\x77\x1D\x7A\xAC\x67\x45\xA8\x30\x2E\x49\xA4\x85\xBE\xD8\xFA\x9B\x92\x9F\x4C\x3D\x35\x45\xDF\x23\x9F\x0B\x53\x0D\x1D\x83\xDE\xBF\x27\xF7\xC7\x48\xA5\x43\xB5\x8A\x0E\xBE\x70\xDF\xDB\x94\xC2\x1D\xAC\x99\x2F\xE4\x24\x9B\xEA\xC7\xE1\x10\x42\xCB\xA3\x66\x32\x08\x75\xA9\x5A\x02\x5B\xBF\xCA\x76\xBA\xFA\x78\xFE\x09\x36\x0C\x6B\x1B\xC2\x87\xBB\xCE\xA4\x0A\xA8\xBA\xAF\xE3\x72\x5C\xBA\x31\xDA\x7B\x01\xB2\xDB\x56\x2C\xEF\xCA\x69\x3D\x27\xB2\x49\x9B\x4C\xD8\xBD\xD6\x7A\xFE\x08\x3D\xE4\x7E\x96\x6C\x65\xEC\x03\xDC\xE4\x93\x00\xDD\x5B\x8B\xB0\x82\xBC\x56\xE8\x9C\xC5\xA6\x44\x12\x7B\xD9\x75\x7E\xEC\xB8\x26\x6C\xDA\x4C\xEF\xD5\x4B\x16'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC41E0B11), ('P4rIngress.bitmap_seq.seq', 0xB3BDAAF9)], 1863)
        self.setRegisterValue('P4rIngress.rounds', 0xB3BDAAF9, 1863)
        self.setRegisterValue('P4rIngress.count', 0x1F, 1863)
        self.setRegisterValue('P4rIngress.exponent', 0xBE, 1863)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1863)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x97409B9D), ('P4rIngress.values_v0000.hi', 0xF2718B91)], 1863)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5A4194AD), ('P4rIngress.values_v0001.hi', 0x0EDBF8BD)], 1863)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xEDEE5CA7), ('P4rIngress.values_v0010.hi', 0x5D980F76)], 1863)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x95377387), ('P4rIngress.values_v0011.hi', 0xA40898D9)], 1863)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x53611DC3), ('P4rIngress.values_v0100.hi', 0x6F13ECCA)], 1863)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x61E58EEF), ('P4rIngress.values_v0101.hi', 0x971E3959)], 1863)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xAEC6CB6B), ('P4rIngress.values_v0110.hi', 0xA276D7B5)], 1863)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x156B4D43), ('P4rIngress.values_v0111.hi', 0x416E1748)], 1863)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x8EA8813B), ('P4rIngress.values_v1000.hi', 0x5BD25FD9)], 1863)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xF2CA4E44), ('P4rIngress.values_v1001.hi', 0x4D9AC2A2)], 1863)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xEEB928F3), ('P4rIngress.values_v1010.hi', 0x68373193)], 1863)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xF37392D6), ('P4rIngress.values_v1011.hi', 0x93D7B4E8)], 1863)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x53757A7A), ('P4rIngress.values_v1100.hi', 0x674F1577)], 1863)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xA6246D3F), ('P4rIngress.values_v1101.hi', 0xA48B1CFA)], 1863)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x2B7BD263), ('P4rIngress.values_v1110.hi', 0xD1361575)], 1863)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x1D6C6323), ('P4rIngress.values_v1111.hi', 0x6D941D58)], 1863)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1AA9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003C0),
                gc.DataTuple('slot_count', 0x000005D2),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x05F0516A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x58643D20),
                gc.KeyTuple('src_port', 0x2AAA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1AA9),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0274),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x58\x64\x3D\x20\x00\x00\x00\x00\x2A\xAA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1A\xA9\x00\x10\x05\xF0\x51\x6A\x03\x87\x00\x65\xB3\xBD\xAA\xF9\x00\x20\x00\x00\xB1\x45\x34\xCD\x86\x92\x86\xD0\x11\x45\x35\x63\x16\x85\x3E\xAE\xE9\x36\x12\x8B\x2C\x88\x43\x67\x51\xE6\x45\x5D\xAD\x7D\x90\x0E\x5D\x75\x22\x4C\x3E\x92\x29\x5C\xF5\x8E\xD3\x03\x9E\xB3\x45\x78\xCC\xF6\x23\x2E\xA0\xB5\xCA\x44\xBD\xCB\x54\xA6\x76\xA4\x73\x11\xC7\xEB\x4D\xBA\x50\x33\x42\x91\x66\xE8\x2F\xEC\x5E\xB2\xD2\x9F\x41\xE3\x77\x75\x33\x2D\xAD\x39\x00\x00\x00\x00\xE7\x10\x80\x4B\x5A\x26\x7C\x2F\x4C\xB6\x93\xF4\xA3\x77\x4F\xA9\x84\x54\xE6\x73\x70\x84\xFC\xD6\x98\x37\x76\xA1\x31\x0E\x2B\x83\x30\xAB\xC5\x8C\x09\x3D\x0A\xE9\xC7\x6C\xCF\x67\x3D\x0F\xF6\xE1\x22\xB5\xF5\x75\x32\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x58\x64\x3D\x20\xBE\xEF\x2A\xAA\x00\xA0\x00\x00\x50\x34\x02\x82\x1A\xA9\x00\x10\x05\xF0\x51\x6A\x03\x87\x00\x65\xB3\xBD\xAA\xF9\x00\x20\x00\x20\x80\x00\x00\x00\x86\x92\x86\xD0\x6B\x86\xCA\x10\x16\x85\x3E\xAE\xD7\x24\x6F\x32\x2C\x88\x43\x67\xE7\x1D\xB8\xE4\xAD\x7D\x90\x0E\x7F\xFF\xFF\xFF\x3E\x92\x29\x5C\x57\x74\x61\xF2\x9E\xB3\x45\x78\x80\x00\x00\x00\xA0\xB5\xCA\x44\xD3\x36\xA1\xE9\x76\xA4\x73\x11\x80\x00\x00\x00\x50\x33\x42\x91\x59\xB2\x7E\x30\x5E\xB2\xD2\x9F\x30\x9C\xA0\x68\x33\x2D\xAD\x39\xF3\x73\x92\xD6\xE7\x10\x80\x4B\x7F\xFF\xFF\xFF\x4C\xB6\x93\xF4\x80\x00\x00\x00\x84\x54\xE6\x73\x7F\xFF\xFF\xFF\x98\x37\x76\xA1\x4E\x7A\x8E\xA6\x30\xAB\xC5\x8C\x09\x3D\x0A\xE9\xC7\x6C\xCF\x67\x3D\x0F\xF6\xE1\x22\xB5\xF5\x75\x32\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x303C2A28), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 3523)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 3523)
        self.setRegisterValue('P4rIngress.count', 0x5A, 3523)
        self.setRegisterValue('P4rIngress.exponent', 0xAA, 3523)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3523)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA3AA6BA9), ('P4rIngress.values_v0000.hi', 0xBC0A4F10)], 3523)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0xA9B71F89)], 3523)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3FD93585), ('P4rIngress.values_v0010.hi', 0x8629B049)], 3523)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5D74EB7D), ('P4rIngress.values_v0011.hi', 0x64C9778F)], 3523)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xB1AAB5DB), ('P4rIngress.values_v0100.hi', 0x6A49CD6C)], 3523)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x581549B0), ('P4rIngress.values_v0101.hi', 0x96E7E397)], 3523)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x1AF46CDD), ('P4rIngress.values_v0110.hi', 0xB0898585)], 3523)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x42D44CFE), ('P4rIngress.values_v0111.hi', 0x473EA01C)], 3523)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB7CA0734), ('P4rIngress.values_v1000.hi', 0x6C1BE6E3)], 3523)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x2546C631), ('P4rIngress.values_v1001.hi', 0x6D429A6B)], 3523)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB3C9AAE5), ('P4rIngress.values_v1010.hi', 0x3A3CB759)], 3523)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x61D4D6FB), ('P4rIngress.values_v1011.hi', 0xE53969AA)], 3523)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6DF273B8), ('P4rIngress.values_v1100.hi', 0x30CE2E29)], 3523)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x8D32153E), ('P4rIngress.values_v1101.hi', 0x57D0FA4D)], 3523)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x14026C3A), ('P4rIngress.values_v1110.hi', 0x7AF982AB)], 3523)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x1F64CE31), ('P4rIngress.values_v1111.hi', 0xB7F6B03C)], 3523)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF4CA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AB4),
                gc.DataTuple('slot_count', 0x00000E8D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD7FE46AD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x9DB4E0D8),
                gc.KeyTuple('src_port', 0xAA23),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF4CA),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0376),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 44
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\xB4\xE0\xD8\x00\x00\x00\x00\xAA\x23\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF4\xCA\x00\x10\xD7\xFE\x46\xAD\x03\x0F\x06\x56\xFF\xFF\xFF\xFF\x00\x20\x00\x00\xAA\xD3\x74\x57\xBD\xF8\xA5\xC5\x00\x00\x00\x00\xEB\x16\x6D\x53\x72\x6C\xE8\xAB\xBC\xBD\x99\xAC\x76\xBC\xA7\xED\x62\x0E\xF4\xB5\x58\x80\xC4\xE3\x5B\xF3\x85\x4E\x73\x54\xAD\xCE\xB2\xC7\xEE\x32\x3A\x37\x49\x74\xCB\x60\x1E\xEB\x4D\x96\xFC\xD4\x70\xEC\xC7\xFF\x15\x9D\xC6\x0B\x6C\x80\x58\xEA\x2D\x7D\xEE\xD3\x45\x37\x5C\xAD\x92\xEE\xE7\x52\x5B\xBE\xF0\xDB\x54\x82\x57\x59\x98\xF1\x67\x57\x29\xFF\x16\xB7\x63\x6C\xEA\x2D\xBD\x6A\xFC\xA5\x36\xD0\xCB\x4F\x72\x36\xDC\x63\x71\x1C\xDC\x69\x6A\x44\x44\xF7\x73\x4D\xB3\x86\x59\x46\xED\x6A\xA2\xEA\x73\x6D\xB3\x7C\x16\x2D\x2F\x30\x6A\x9D\x4A\x54\x97\xDD\x96\x24\x33\x9E\x23\x88\x3A\x66\xED\x83\xA8\xF3\xC6\x86\xD2\x3A\x66\xBD\x0A\xAC\x07\x2E\x33\x2F\x98\x03\x91\x0F\xAE\xE6\x17\x21\xAE\x81\x5D\x3A\x43\xC7\x75\x5C\x30\xF2\x58\x0F\x48\x07\x86\xCE\x22\x23\x51\x5C\x7D\xA2\x2A\xA4\xA7\xFE\x27\xD0\xB8\xAD\x0B\x42\xF1\x93\xC9\x52\xA1\x4D\x19\xD9\xA0\x32\xCC\x28\xB2\x67\xCB\xD7\x96\x8A\x65\x1D\xDF\x24\x8C\x79\x3E\xA5\xB2\xFB\x44\xFA\x23\xCC\x49\xF8\x7C\x86\x52\x2E\xA3\x12\x1A\xD6\xB5\x5D\x07\xE6\xE8\x16\x44\xB8\xDD\x0A\xF4\xEF\xD7\xB6\x04\x7F\xDD\xB7\x40\x09\x75\x7F\xAA\xFE\x16\x90\x06\xAB\x6D\x0E\x9A\x21\xB6\x55\xAC\xFB\x3E\xB8\x50\x1F\x19\xF6\xB6\x4E\xBD\x78\x34\x2F\x63\xA7\x85\xC6\x40\x70\x57\x4A\x8B\xFD\x57\xCC\x99\x9B\x72\xCC\x9C\x8E\x27\x68\x03\xFB\xB1\x79\x69\x8B\x1C\xBE\x36\xD4\x8D\x74\x42\xF8\xEC\xCF\xFA\x67\x99\xA3\xDC\xA5\xDF\x19\x4F\x2D\x58\x4B\xF0\x1C\xAE\xDE\x0B\x5D\xB1\x3E\xC1\xB1\x97\x13\x80\xF6\x3E\x02\x5F\xC1\x86\x88\x60\xD2\x8E\xFE\x3C\x22\x8D\x52\xBD\x45\x38\x7F\x3F\xC4\x5E\x24\x6A\x63\x4E\x33\xA9\x10\xC1\xAB\xBD\xE3\x9D\x62\xDE\x9F\x07\x50\xFA\xAB\x49\xE8\x76\x64\xB9\xE0\xC7\xB9\x5A\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBD882937), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 6850)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 6850)
        self.setRegisterValue('P4rIngress.count', 0x08, 6850)
        self.setRegisterValue('P4rIngress.exponent', 0xB6, 6850)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6850)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA7E6C7C6), ('P4rIngress.values_v0000.hi', 0xBB4674A9)], 6850)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xFE8EA195), ('P4rIngress.values_v0001.hi', 0xF5FB4F9F)], 6850)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4F8543E9), ('P4rIngress.values_v0010.hi', 0xAED6D1DC)], 6850)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x76EC2F53), ('P4rIngress.values_v0011.hi', 0x7B414B1E)], 6850)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x631CBDDA), ('P4rIngress.values_v0100.hi', 0x1C225694)], 6850)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x348C8F9A), ('P4rIngress.values_v0101.hi', 0x606AE7B9)], 6850)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x59D2776B), ('P4rIngress.values_v0110.hi', 0x7619E783)], 6850)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x56D55F11), ('P4rIngress.values_v0111.hi', 0xA29ED35D)], 6850)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xCF932297), ('P4rIngress.values_v1000.hi', 0x7803F20D)], 6850)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4CA1A3B3), ('P4rIngress.values_v1001.hi', 0x95C0732A)], 6850)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xF9D68BD9), ('P4rIngress.values_v1010.hi', 0x04E4E2D2)], 6850)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x95F88BD2), ('P4rIngress.values_v1011.hi', 0x11AB5B61)], 6850)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x20E53B1A), ('P4rIngress.values_v1100.hi', 0x7F28AB72)], 6850)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x57F56EEB), ('P4rIngress.values_v1101.hi', 0xF6CC4DDB)], 6850)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x9538EC16), ('P4rIngress.values_v1110.hi', 0x5617AE05)], 6850)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB6056E97), ('P4rIngress.values_v1111.hi', 0xDE48D5F3)], 6850)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD50B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000073B),
                gc.DataTuple('slot_count', 0x00001694),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x735266EC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x6DA3A4B2),
                gc.KeyTuple('src_port', 0x9E8C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD50B),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0201),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 40
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6D\xA3\xA4\xB2\x00\x00\x00\x00\x9E\x8C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD5\x0B\x00\x10\x73\x52\x66\xEC\x13\x87\x04\x21\x80\x00\x00\x00\x00\x20\x00\x00\x9F\x56\xB5\xC3\x96\xB2\x93\xC1\xE5\x5A\xEF\xD3\xA1\x87\x17\x65\x4E\xCF\x05\x40\xA4\xD6\x6B\x3A\x62\x00\x67\x84\x0C\xFE\x7D\xB7\x17\x15\xC4\xFA\x7F\xAC\x12\x95\x58\x03\xEE\x1B\xF4\xAF\xDC\x8A\x7C\x5F\x54\x4B\x21\x72\xF7\xEB\x6C\x8B\xD6\x7B\xB4\xDA\xF9\x47\x9E\x5F\x8E\xB3\x5A\x7E\xF3\xCC\x4D\x9B\x7B\x0F\xCF\x1B\x9A\xA8\x6E\xFE\x88\xA6\xB6\x56\xE6\x2C\x96\xA5\xD3\x8E\x7A\x73\x6A\x0A\x77\xED\x04\x89\x78\xB8\x3B\x5A\x76\x28\xB0\x4D\xB2\x4C\x95\xE6\x98\x98\xCB\xB2\x4E\xB9\x70\x05\xA1\x56\x26\xD1\x96\x95\xB7\x6D\x5C\xF2\x5F\x02\x8E\xF4\x41\x20\xB8\xEB\xA1\x7E\xFB\x7D\x3A\x75\xDF\x00\x9E\xBA\xC7\x06\xAC\x55\xAD\x9F\x86\x8A\xC1\x69\x79\x25\x2A\x13\xA8\x4D\x0C\x94\x58\x9A\xF1\xB7\x25\x59\xEA\x2B\x2E\xA5\x8A\xDA\x64\x77\xB6\x3E\xDA\x7D\xA1\x24\xE2\xC7\x96\x56\x0B\xA7\x19\x64\x54\xB2\xF1\xE8\x2B\x8D\xA7\xF2\xE0\xE3\x90\x7E\x14\xF5\x88\x5D\x78\x8B\xE9\x13\xBA\x59\xC2\x0C\x53\xA5\x87\x36\xE0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6D\xA3\xA4\xB2\xBE\xEF\x9E\x8C\x00\xA0\x00\x00\x50\x34\x02\x82\xD5\x0B\x00\x10\x73\x52\x66\xEC\x13\x87\x00\x21\x80\x00\x00\x00\x00\x20\x00\x09\x80\x00\x00\x00\x96\xB2\x93\xC1\xE3\xE9\x91\x68\xA1\x87\x17\x65\x7F\xFF\xFF\xFF\xA4\xD6\x6B\x3A\x7F\xFF\xFF\xFF\x0C\xFE\x7D\xB7\x7A\x32\x82\xD4\x7F\xAC\x12\x95\x7F\xFF\xFF\xFF\xF4\xAF\xDC\x8A\x7F\xFF\xFF\xFF\x21\x72\xF7\xEB\x7F\xFF\xFF\xFF\xB4\xDA\xF9\x47\x80\x00\x00\x00\x5A\x7E\xF3\xCC\x7F\xFF\xFF\xFF\xCF\x1B\x9A\xA8\x68\xD5\x14\x7F\xB6\x56\xE6\x2C\x80\x00\x00\x00\x7A\x73\x6A\x0A\x7F\xFF\xFF\xFF\x78\xB8\x3B\x5A\x7F\xFF\xFF\xFF\xB2\x4C\x95\xE6\x80\x00\x00\x00\x4E\xB9\x70\x05\x80\x00\x00\x00\x96\x95\xB7\x6D\x5C\xF2\x5F\x02\x8E\xF4\x41\x20\xB8\xEB\xA1\x7E\xFB\x7D\x3A\x75\xDF\x00\x9E\xBA\xC7\x06\xAC\x55\xAD\x9F\x86\x8A\xC1\x69\x79\x25\x2A\x13\xA8\x4D\x0C\x94\x58\x9A\xF1\xB7\x25\x59\xEA\x2B\x2E\xA5\x8A\xDA\x64\x77\xB6\x3E\xDA\x7D\xA1\x24\xE2\xC7\x96\x56\x0B\xA7\x19\x64\x54\xB2\xF1\xE8\x2B\x8D\xA7\xF2\xE0\xE3\x90\x7E\x14\xF5\x88\x5D\x78\x8B\xE9\x13\xBA\x59\xC2\x0C\x53\xA5\x87\x36\xE0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x28482A66), ('P4rIngress.bitmap_seq.seq', 0xE1F8BD6B)], 3809)
        self.setRegisterValue('P4rIngress.rounds', 0xE1F8BD6B, 3809)
        self.setRegisterValue('P4rIngress.count', 0x04, 3809)
        self.setRegisterValue('P4rIngress.exponent', 0xF7, 3809)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3809)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB6BF12CB), ('P4rIngress.values_v0000.hi', 0xAEE6AEE1)], 3809)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xDB1BEF59), ('P4rIngress.values_v0001.hi', 0x3B729C9F)], 3809)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x24A6F703), ('P4rIngress.values_v0010.hi', 0x407E76E3)], 3809)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x249CD6CB), ('P4rIngress.values_v0011.hi', 0x9019B454)], 3809)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x78138ACB), ('P4rIngress.values_v0100.hi', 0x3880B9BF)], 3809)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xEBDE6A2F), ('P4rIngress.values_v0101.hi', 0xA2D3359B)], 3809)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x87EDFBBF), ('P4rIngress.values_v0110.hi', 0x29175AEA)], 3809)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x42634AAB), ('P4rIngress.values_v0111.hi', 0x50B21D98)], 3809)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x9A4B7AA7)], 3809)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x64BBE0CF), ('P4rIngress.values_v1001.hi', 0x46EA0549)], 3809)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6B7ED582), ('P4rIngress.values_v1010.hi', 0x70ACAED7)], 3809)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x8C95A2AB)], 3809)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xB860C99F), ('P4rIngress.values_v1100.hi', 0x676358B6)], 3809)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x90D37ED3), ('P4rIngress.values_v1101.hi', 0xB9D13ACD)], 3809)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x1FA64191), ('P4rIngress.values_v1110.hi', 0xB9937C50)], 3809)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6EED0676), ('P4rIngress.values_v1111.hi', 0x2594C519)], 3809)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCA4A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EE1),
                gc.DataTuple('slot_count', 0x00000E0B),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0BF7891C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x4343E244),
                gc.KeyTuple('src_port', 0x1A76),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCA4A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01B1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x43\x43\xE2\x44\x00\x00\x00\x00\x1A\x76\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCA\x4A\x00\x10\x0B\xF7\x89\x1C\x00\x00\x00\xEB\xE1\xF8\xBD\x6B\x00\x20\x00\x00\x92\x5B\xB2\xE7\xAC\x36\xCC\xCD\x5D\x08\xB5\x7F\x92\x11\x9C\xA2\xE8\x25\x4B\xF5\x6C\x32\x78\xBD\xDC\x93\x8D\x79\xD2\x35\x47\x95\x52\x1A\x99\xB0\x7B\x79\xA3\xBC\x4A\x9C\xC6\x02\xB0\x53\x7F\x3B\xBD\x65\x79\x99\x5C\x74\x32\xCC\x76\x9E\x4C\x93\x62\x64\x23\x18\x00\x00\x00\x00\x92\x72\x0F\x57\x2E\x9F\x24\xC6\x52\x59\x7C\xDB\x4F\x66\xD6\x55\x2D\xB0\x8A\xD6\x00\x00\x00\x00\xCE\x81\xF7\x83\x90\x36\x90\xE5\x4F\x58\x5E\x03\x33\x51\x4D\x31\xAA\x69\x20\xC5\x3A\xB8\x64\xB7\xB5\xBE\xD8\xCE\x40\x89\x53\x38\xFD\x53\xC5\xF3\x89\xEA\xD1\x8F\xD8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x43\x43\xE2\x44\xBE\xEF\x1A\x76\x00\xA0\x00\x00\x50\x34\x02\x82\xCA\x4A\x00\x10\x0B\xF7\x89\x1C\x00\x00\x00\xEB\xE1\xF8\xBD\x6B\x00\x20\x00\x05\x80\x00\x00\x00\xAC\x36\xCC\xCD\x38\x24\xA4\xD8\x92\x11\x9C\xA2\x0C\xCC\x42\xF8\x6C\x32\x78\xBD\x01\x30\x64\x44\xD2\x35\x47\x95\x7F\xFF\xFF\xFF\x7B\x79\xA3\xBC\x36\x7B\x30\x31\xB0\x53\x7F\x3B\x80\x00\x00\x00\x5C\x74\x32\xCC\x7F\xFF\xFF\xFF\x62\x64\x23\x18\x00\x00\x00\x00\x92\x72\x0F\x57\x7F\xFF\xFF\xFF\x52\x59\x7C\xDB\x7F\xFF\xFF\xFF\x2D\xB0\x8A\xD6\x00\x00\x00\x00\xCE\x81\xF7\x83\x80\x00\x00\x00\x4F\x58\x5E\x03\xC4\x24\xCC\x04\xAA\x69\x20\xC5\x5A\x5E\xA6\x48\xB5\xBE\xD8\xCE\x7F\xFF\xFF\xFF\xFD\x53\xC5\xF3\x89\xEA\xD1\x8F\xD8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.63

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0EF2801C), ('P4rIngress.bitmap_seq.seq', 0xDED80000)], 5258)
        self.setRegisterValue('P4rIngress.rounds', 0xDED80000, 5258)
        self.setRegisterValue('P4rIngress.count', 0x48, 5258)
        self.setRegisterValue('P4rIngress.exponent', 0x4E, 5258)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5258)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB31A9C6C), ('P4rIngress.values_v0000.hi', 0xBD080A87)], 5258)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7D3E429E), ('P4rIngress.values_v0001.hi', 0xCE8E4EFB)], 5258)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x64954AC9), ('P4rIngress.values_v0010.hi', 0xBAB6C3E2)], 5258)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x486699E7), ('P4rIngress.values_v0011.hi', 0x76711636)], 5258)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x0B5D781E), ('P4rIngress.values_v0100.hi', 0x227A5E64)], 5258)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5CAAC0D4), ('P4rIngress.values_v0101.hi', 0x8BA31FA3)], 5258)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x2B1FAD67), ('P4rIngress.values_v0110.hi', 0x0B6514B1)], 5258)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x485691D2), ('P4rIngress.values_v0111.hi', 0xADEED3EE)], 5258)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x3A4712B3), ('P4rIngress.values_v1000.hi', 0xF6B7B455)], 5258)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xD64994D1), ('P4rIngress.values_v1001.hi', 0x5E331335)], 5258)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xFD8AF775), ('P4rIngress.values_v1010.hi', 0xC9F13613)], 5258)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x11B9A2AF), ('P4rIngress.values_v1011.hi', 0x2D56D291)], 5258)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x496733F4), ('P4rIngress.values_v1100.hi', 0x2D85C4FC)], 5258)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x960B6CAD), ('P4rIngress.values_v1101.hi', 0xAD6CC7D7)], 5258)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x66A7242D), ('P4rIngress.values_v1110.hi', 0x6DB2D4D1)], 5258)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x3BD405F6), ('P4rIngress.values_v1111.hi', 0x668F6551)], 5258)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA196),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000299),
                gc.DataTuple('slot_count', 0x00001794),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1908D08D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x4D44F3F8),
                gc.KeyTuple('src_port', 0xDBDF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA196),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03AB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.nack_limit
        self.overrideDefaultEntry(
            'P4rIngress.nack_limit',
            'P4rIngress.set_nack_interval',
            [
                gc.DataTuple('interval_us', 0x00000000),
            ]
        )

    def sendPacket(self):
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4D\x44\xF3\xF8\x00\x00\x00\x00\xDB\xDF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA1\x96\x00\x10\x19\x08\xD0\x8D\x11\xF1\x00\x1A\xDE\xD8\x00\x00\x00\x20\x00\x00\x9A\x95\xA9\xA7\xAD\x55\x7C\x77\x84\xBA\x7F\xAB\x35\xB8\xF8\xB1\x71\xCE\xDA\x0D\xAB\x51\x05\x24\x6D\x61\x99\x54\x69\x39\x8A\x21\xDA\xD5\x7D\x69\x77\xAC\x2B\x20\x5A\xAA\xE9\xDA\xAF\xCE\xCF\xB1\xAB\x4F\x9F\x6B\x99\x0F\x25\xFB\x68\xD8\xDF\x0B\x81\xFF\xDD\x0F\x65\x63\xEB\x2F\x4F\x35\xAD\xB6\xD4\xDD\x89\xEF\x04\xB9\xB5\xFA\x05\x3A\x32\xF4\x9A\xC3\xE5\xB2\x1A\xA1\xF5\x88\x64\x34\x82\x91\x6F\x3F\xF7\x3C\x60\x85\xC3\x73\xB7\xFB\xD5\xB3\xBD\xDC\x52\x1B\x40\xB2\xB9\xB9\x23\xA7\x55\x67\x52\x8C\x68\x72\x37\x31\xC8\xCF\x4A\x66\xB0\xCD\xB9\x15\x91\xDD\x6A\x7A\x58\x18\x34\x7C\x32\xDC\xB0\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()

