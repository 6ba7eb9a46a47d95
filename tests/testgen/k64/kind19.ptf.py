# PTF test for /tmp/regen19/work/k64/kind19/main
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

logger = logging.getLogger('/tmp/regen19/work/k64/kind19/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/regen19/work/k64/kind19/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/regen19/work/k64/kind19/main')

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
    # Current statement coverage: 0.037

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 58
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x00\x00\x00\x40\x00\x00\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7\x18\x9E\xBE\xC3\xE8\x99\xB7\x09\x78\x20\x04\x16\x72\xA9\x26\x68\x12\xC7\xFE\x99\x1A\x6D\x05\x1A\x38\xDD\x27\x87\xCA\x0E\x35\xD7\x72\x35\xDE\xE2\x47\xCB\x2D\x6F\x4C\x6A\x30\x19\xBF\x87\xC8\xC4\xA9\x1F\x6C\x40\xFD\x26\x00\x0F\x9F\xC0\x6D\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.039

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x12\x00\x00\x00\x00\x00\x00\x40\x00\x00\x9F\x94\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0\x94\x21\x5A\x76\x53\x9F\x00\x14\x27\x26\x68\xAA\x9D\xFD\x35\x91\xC5\xD2\x3B\x85\x00\xBC\x1C\x0F\x4D\x25\xF6\x36\x92\xDC\xA8\xB0\xC5\x87\x3F\xE7\xE7\x43\xE1\x47\xC3\x4E\xBA\xC2\x3C\xAD\xCC\xC6\x61\x3A\xC9\xD6\x68\x7B\xA7\x52\xF1\x1C\x39\xE9\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62\xF3\x11\xBA\x67\xC9\x75\xA6\xDC\x1D\x5F\xFD\xEC\x12\xE4\x08\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.04

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD1\x00\x00\x00\x00\x00\x00\x40\x00\x00\x17\x70\x3E\x47\x78\x94\xEA\x3B\xCE\xAF\x9C\x1F\xC9\xD2\x90\x47\x3F\xE7\x57\xD7\x8F\x56\x2D\xF7\xB9\x15\xCE\x8D\x85\xBD\xA8\x3B\x54\x85\xCD\x89\xF0\xD5\x2F\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8\x06\xB5\xC3\x65\x65\x74\xC9\xA4\x05\x16\xDD\x45\x2C\x1A\x6F\x35'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.042

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x45\x00\x00\x00\x00\x00\x00\x40\x00\x00\x74\x8D\x64\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.042

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAD\x00\x00\x00\x00\x00\x00\x40\x00\x00\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE\x42\xA4\x02\xB2\x5B\x41\x34\x30\x11\x08\x88\xF0\x29\x86\x4C\xE6\xC0\xB4\x96\x99\x18\x6D\x65\x46\x35\xCD\xF6\xCD\x13\x02\x99\xCA\xA1\x35\x2A\xA9\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.43

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0A5804DA), ('P4rIngress.bitmap_seq.seq', 0xF7A40000)], 8978)
        self.setRegisterValue('P4rIngress.rounds', 0xF7A40000, 8978)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 8978)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8978)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 8978)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 8978)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB595),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000F7),
                gc.DataTuple('slot_count', 0x000008D5),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4E250FD3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x7B717CAD),
                gc.KeyTuple('src_port', 0x3431),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB595),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0266),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7B\x71\x7C\xAD\x00\x00\x00\x00\x34\x31\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB5\x95\x00\x1E\x4E\x25\x0F\xD3\x02\x1B\x07\x00\x64\xFE\x39\x64\x00\x40\x00\x00\x00\x00\x00\x00\xFA\xE7\x66\x51\x00\x00\x00\x00\xA8\x12\x31\xA5\x00\x00\x00\x00\x50\x71\x7D\x96\x00\x00\x00\x00\x7D\x0D\xF0\xCF\x00\x00\x00\x00\x4A\x9F\x32\x86\x00\x00\x00\x00\xF2\xB5\xBE\x9B\x00\x00\x00\x00\x38\x40\xA0\xD1\x00\x00\x00\x00\xDB\xDB\x73\x44\x00\x00\x00\x00\x9D\x46\x57\x00\x00\x00\x00\x00\x27\xB0\x4F\xB9\x00\x00\x00\x00\xBA\x7C\x0A\x68\x00\x00\x00\x00\x0C\x0B\x5D\xEA\x00\x00\x00\x00\x0A\xBC\x17\xE5\x00\x00\x00\x00\xD3\xD1\xF6\x98\x00\x00\x00\x00\x9C\x50\x19\x0D\x00\x00\x00\x00\x12\x80\x46\x51\x00\x00\x00\x00\xC8\xCE\xFD\x07\x00\x00\x00\x00\x0A\x99\xFB\xA6\x00\x00\x00\x00\x30\x30\xFA\x93\x00\x00\x00\x00\x77\x27\xD0\x02\x00\x00\x00\x00\x2E\xC1\x99\xC3\x00\x00\x00\x00\xE8\x46\xD3\xA4\x00\x00\x00\x00\xB5\x6D\xBD\x6B\x00\x00\x00\x00\x27\x92\x6F\x67\x00\x00\x00\x00\xE4\x9F\x5E\xDF\x00\x00\x00\x00\xAE\x3D\x82\xB5\x00\x00\x00\x00\x02\x7F\xDD\x05\x00\x00\x00\x00\x6A\x2E\x14\xE9\x00\x00\x00\x00\xC0\x3F\x0D\xC6\x00\x00\x00\x00\x1F\x6F\x56\x41\x00\x00\x00\x00\x0E\x61\xE2\xB2\x00\x00\x00\x00\x8F\xAF\x04\xBC\xCE\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7B\x71\x7C\xAD\x00\x00\x00\x00\x34\x31\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB5\x95\x00\x1E\x4E\x25\x0F\xD3\x02\x1B\x07\x00\x64\xFE\x39\x64\x00\x40\x00\x00\x00\x00\x00\x00\xFA\xE7\x66\x51\x00\x00\x00\x00\xA8\x12\x31\xA5\x00\x00\x00\x00\x50\x71\x7D\x96\x00\x00\x00\x00\x7D\x0D\xF0\xCF\x00\x00\x00\x00\x4A\x9F\x32\x86\x00\x00\x00\x00\xF2\xB5\xBE\x9B\x00\x00\x00\x00\x38\x40\xA0\xD1\x00\x00\x00\x00\xDB\xDB\x73\x44\x00\x00\x00\x00\x9D\x46\x57\x00\x00\x00\x00\x00\x27\xB0\x4F\xB9\x00\x00\x00\x00\xBA\x7C\x0A\x68\x00\x00\x00\x00\x0C\x0B\x5D\xEA\x00\x00\x00\x00\x0A\xBC\x17\xE5\x00\x00\x00\x00\xD3\xD1\xF6\x98\x00\x00\x00\x00\x9C\x50\x19\x0D\x00\x00\x00\x00\x12\x80\x46\x51\x00\x00\x00\x00\xC8\xCE\xFD\x07\x00\x00\x00\x00\x0A\x99\xFB\xA6\x00\x00\x00\x00\x30\x30\xFA\x93\x00\x00\x00\x00\x77\x27\xD0\x02\x00\x00\x00\x00\x2E\xC1\x99\xC3\x00\x00\x00\x00\xE8\x46\xD3\xA4\x00\x00\x00\x00\xB5\x6D\xBD\x6B\x00\x00\x00\x00\x27\x92\x6F\x67\x00\x00\x00\x00\xE4\x9F\x5E\xDF\x00\x00\x00\x00\xAE\x3D\x82\xB5\x00\x00\x00\x00\x02\x7F\xDD\x05\x00\x00\x00\x00\x6A\x2E\x14\xE9\x00\x00\x00\x00\xC0\x3F\x0D\xC6\x00\x00\x00\x00\x1F\x6F\x56\x41\x00\x00\x00\x00\x0E\x61\xE2\xB2\x00\x00\x00\x00\x8F\xAF\x04\xBC\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x23\x12\x02\x66\x00\x00\x40\x00\x00\x00\x64\xFE\x39\x64\x64\xFE\x39\x64\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xFA\xE7\x66\x51\x00\x00\x00\x00\xA8\x12\x31\xA5\x00\x00\x00\x00\x50\x71\x7D\x96\x00\x00\x00\x00\x7D\x0D\xF0\xCF\x00\x00\x00\x00\x4A\x9F\x32\x86\x00\x00\x00\x00\xF2\xB5\xBE\x9B\x00\x00\x00\x00\x38\x40\xA0\xD1\x00\x00\x00\x00\xDB\xDB\x73\x44\x00\x00\x00\x00\x9D\x46\x57\x00\x00\x00\x00\x00\x27\xB0\x4F\xB9\x00\x00\x00\x00\xBA\x7C\x0A\x68\x00\x00\x00\x00\x0C\x0B\x5D\xEA\x00\x00\x00\x00\x0A\xBC\x17\xE5\x00\x00\x00\x00\xD3\xD1\xF6\x98\x00\x00\x00\x00\x9C\x50\x19\x0D\x00\x00\x00\x00\x12\x80\x46\x51\x00\x00\x00\x00\xC8\xCE\xFD\x07\x00\x00\x00\x00\x0A\x99\xFB\xA6\x00\x00\x00\x00\x30\x30\xFA\x93\x00\x00\x00\x00\x77\x27\xD0\x02\x00\x00\x00\x00\x2E\xC1\x99\xC3\x00\x00\x00\x00\xE8\x46\xD3\xA4\x00\x00\x00\x00\xB5\x6D\xBD\x6B\x00\x00\x00\x00\x27\x92\x6F\x67\x00\x00\x00\x00\xE4\x9F\x5E\xDF\x00\x00\x00\x00\xAE\x3D\x82\xB5\x00\x00\x00\x00\x02\x7F\xDD\x05\x00\x00\x00\x00\x6A\x2E\x14\xE9\x00\x00\x00\x00\xC0\x3F\x0D\xC6\x00\x00\x00\x00\x1F\x6F\x56\x41\x00\x00\x00\x00\x0E\x61\xE2\xB2\x00\x00\x00\x00\x8F\xAF\x04\xBC\xCE\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 11935)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 11935)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11935)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11935)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11935)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11935)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFB9F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E9F),
                gc.DataTuple('slot_count', 0x00000A91),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x41189740),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0x830B767B),
                gc.KeyTuple('src_port', 0x86B3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFB9F),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x00DA),
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
        ig_port = 54
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\x0B\x76\x7B\x00\x00\x00\x00\x86\xB3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFB\x9F\x00\x17\x41\x18\x97\x40\x00\x00\x03\x00\x1E\x5F\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x4A\x52\xB6\x10\x00\x00\x00\x00\xE6\xAE\x67\xDF\x00\x00\x00\x00\x2E\xFD\xEC\x14\x00\x00\x00\x00\x72\xA2\x4E\xD5\x00\x00\x00\x00\x08\xBD\x68\x53\x00\x00\x00\x00\x35\x88\x59\x80\x00\x00\x00\x00\xB5\x49\xBE\x42\x00\x00\x00\x00\x2C\xF7\x9F\x40\x00\x00\x00\x00\x3B\x80\xD9\x34\x00\x00\x00\x00\xC7\x5C\x62\xCB\x00\x00\x00\x00\xF6\xBE\x4D\x0A\x00\x00\x00\x00\xE7\x17\x48\xBF\x00\x00\x00\x00\x67\xC3\x8D\xD7\x00\x00\x00\x00\xAB\xD4\x71\xF6\x00\x00\x00\x00\x94\xD6\x71\xF2\x00\x00\x00\x00\xBF\x02\xCB\xFD\x00\x00\x00\x00\xE4\xF8\x14\x79\x00\x00\x00\x00\xB0\x11\x92\x56\x00\x00\x00\x00\x9E\x85\x1F\x8B\x00\x00\x00\x00\xA0\x9D\x61\x4B\x00\x00\x00\x00\xAB\x0F\x13\x47\x00\x00\x00\x00\x8E\x8F\xA8\x5F\x00\x00\x00\x00\xE4\x0E\x59\x39\x00\x00\x00\x00\x2D\x08\x92\x54\x00\x00\x00\x00\xA7\x49\x5F\x1C\x00\x00\x00\x00\xB0\x20\xD0\x9F\x00\x00\x00\x00\x87\xD7\xA4\xA9\x00\x00\x00\x00\x54\x4F\xA3\xC0\x00\x00\x00\x00\xD1\x38\x05\x16\x00\x00\x00\x00\xFC\x0A\x1D\xEB\x00\x00\x00\x00\x2B\xF6\x69\xF1\x00\x00\x00\x00\x39\x4D\xF7\x44\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x83\x0B\x76\x7B\xBE\xEF\x86\xB3\x01\x20\x00\x00\x50\x34\x02\x82\xFB\x9F\x00\x17\x41\x18\x97\x40\x00\x00\x01\x00\x1E\x5F\xFF\xFF\x00\x40\x00\x01\x00\x00\x00\x00\x4A\x52\xB6\x10\x00\x00\x00\x00\xE6\xAE\x67\xDF\x00\x00\x00\x00\x2E\xFD\xEC\x14\x00\x00\x00\x00\x72\xA2\x4E\xD5\x00\x00\x00\x00\x08\xBD\x68\x53\x00\x00\x00\x00\x35\x88\x59\x80\x00\x00\x00\x00\xB5\x49\xBE\x42\x00\x00\x00\x00\x2C\xF7\x9F\x40\x00\x00\x00\x00\x3B\x80\xD9\x34\x00\x00\x00\x00\xC7\x5C\x62\xCB\x00\x00\x00\x00\xF6\xBE\x4D\x0A\x00\x00\x00\x00\xE7\x17\x48\xBF\x00\x00\x00\x00\x67\xC3\x8D\xD7\x00\x00\x00\x00\xAB\xD4\x71\xF6\x00\x00\x00\x00\x94\xD6\x71\xF2\x00\x00\x00\x00\xBF\x02\xCB\xFD\x00\x00\x00\x00\xE4\xF8\x14\x79\x00\x00\x00\x00\xB0\x11\x92\x56\x00\x00\x00\x00\x9E\x85\x1F\x8B\x00\x00\x00\x00\xA0\x9D\x61\x4B\x00\x00\x00\x00\xAB\x0F\x13\x47\x00\x00\x00\x00\x8E\x8F\xA8\x5F\x00\x00\x00\x00\xE4\x0E\x59\x39\x00\x00\x00\x00\x2D\x08\x92\x54\x00\x00\x00\x00\xA7\x49\x5F\x1C\x00\x00\x00\x00\xB0\x20\xD0\x9F\x00\x00\x00\x00\x87\xD7\xA4\xA9\x00\x00\x00\x00\x54\x4F\xA3\xC0\x00\x00\x00\x00\xD1\x38\x05\x16\x00\x00\x00\x00\xFC\x0A\x1D\xEB\x00\x00\x00\x00\x2B\xF6\x69\xF1\x00\x00\x00\x00\x39\x4D\xF7\x44\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x9F\x00\xDA\x00\x00\x00\x80\x00\x00\x1E\x5F\xFF\xFF\x1E\x5F\xFF\xFF\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x4A\x52\xB6\x10\x00\x00\x00\x00\xE6\xAE\x67\xDF\x00\x00\x00\x00\x2E\xFD\xEC\x14\x00\x00\x00\x00\x72\xA2\x4E\xD5\x00\x00\x00\x00\x08\xBD\x68\x53\x00\x00\x00\x00\x35\x88\x59\x80\x00\x00\x00\x00\xB5\x49\xBE\x42\x00\x00\x00\x00\x2C\xF7\x9F\x40\x00\x00\x00\x00\x3B\x80\xD9\x34\x00\x00\x00\x00\xC7\x5C\x62\xCB\x00\x00\x00\x00\xF6\xBE\x4D\x0A\x00\x00\x00\x00\xE7\x17\x48\xBF\x00\x00\x00\x00\x67\xC3\x8D\xD7\x00\x00\x00\x00\xAB\xD4\x71\xF6\x00\x00\x00\x00\x94\xD6\x71\xF2\x00\x00\x00\x00\xBF\x02\xCB\xFD\x00\x00\x00\x00\xE4\xF8\x14\x79\x00\x00\x00\x00\xB0\x11\x92\x56\x00\x00\x00\x00\x9E\x85\x1F\x8B\x00\x00\x00\x00\xA0\x9D\x61\x4B\x00\x00\x00\x00\xAB\x0F\x13\x47\x00\x00\x00\x00\x8E\x8F\xA8\x5F\x00\x00\x00\x00\xE4\x0E\x59\x39\x00\x00\x00\x00\x2D\x08\x92\x54\x00\x00\x00\x00\xA7\x49\x5F\x1C\x00\x00\x00\x00\xB0\x20\xD0\x9F\x00\x00\x00\x00\x87\xD7\xA4\xA9\x00\x00\x00\x00\x54\x4F\xA3\xC0\x00\x00\x00\x00\xD1\x38\x05\x16\x00\x00\x00\x00\xFC\x0A\x1D\xEB\x00\x00\x00\x00\x2B\xF6\x69\xF1\x00\x00\x00\x00\x39\x4D\xF7\x44\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x43E7711E), ('P4rIngress.bitmap_seq.seq', 0x4615B2CD)], 11722)
        self.setRegisterValue('P4rIngress.rounds', 0x4615B2CD, 11722)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11722)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11722)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11722)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11722)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE0A5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004C0),
                gc.DataTuple('slot_count', 0x000016AF),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAC4E57EE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xE698EE43),
                gc.KeyTuple('src_port', 0x9E91),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE0A5),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0342),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE6\x98\xEE\x43\x00\x00\x00\x00\x9E\x91\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE0\xA5\x00\x1F\xAC\x4E\x57\xEE\x09\x0A\x03\x00\xAF\xED\xFD\x2E\x00\x40\x00\x00\x00\x00\x00\x00\x35\xCD\xDA\x69\x00\x00\x00\x00\x26\x50\xDA\xDE\x00\x00\x00\x00\x88\x35\x7B\x3A\x00\x00\x00\x00\x87\xB6\xE4\xB4\x00\x00\x00\x00\xDA\x5A\xE8\x5A\x00\x00\x00\x00\x7B\xDB\x6A\x0D\x00\x00\x00\x00\xC3\x89\x96\xC3\x00\x00\x00\x00\xE7\x7C\x5A\xEF\x00\x00\x00\x00\xD7\xBD\xE6\x89\x00\x00\x00\x00\x59\x6C\x3A\x01\x00\x00\x00\x00\x00\x1A\x84\x88\x00\x00\x00\x00\x69\xFA\x3B\xCD\x00\x00\x00\x00\xCC\xB9\xF2\xE6\x00\x00\x00\x00\x06\x34\x0A\x10\x00\x00\x00\x00\xFD\x92\x7F\x3B\x00\x00\x00\x00\x43\x12\xC7\xA6\x00\x00\x00\x00\xD2\x8B\xA3\xF9\x00\x00\x00\x00\x3C\xDC\x92\x7C\x00\x00\x00\x00\x13\xC9\x98\x47\x00\x00\x00\x00\x6E\x12\x5B\xA8\x00\x00\x00\x00\x3D\x33\x27\xE7\x00\x00\x00\x00\x53\xD3\x58\x86\x00\x00\x00\x00\x66\xD7\x99\xA9\x00\x00\x00\x00\x90\x15\xC3\x71\x00\x00\x00\x00\x38\x31\x38\x92\x00\x00\x00\x00\x53\x2F\x67\x47\x00\x00\x00\x00\x1E\xD7\xA1\x0A\x00\x00\x00\x00\x8D\x1A\x30\xC5\x00\x00\x00\x00\x1C\x29\x8A\xD7\x00\x00\x00\x00\xF8\x80\xD5\xAB\x00\x00\x00\x00\xBC\x14\xF8\xCE\x00\x00\x00\x00\x99\x19\xD0\x7B\x12\xB8\x35\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE6\x98\xEE\x43\x00\x00\x00\x00\x9E\x91\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE0\xA5\x00\x1F\xAC\x4E\x57\xEE\x09\x0A\x03\x00\xAF\xED\xFD\x2E\x00\x40\x00\x00\x00\x00\x00\x00\x35\xCD\xDA\x69\x00\x00\x00\x00\x26\x50\xDA\xDE\x00\x00\x00\x00\x88\x35\x7B\x3A\x00\x00\x00\x00\x87\xB6\xE4\xB4\x00\x00\x00\x00\xDA\x5A\xE8\x5A\x00\x00\x00\x00\x7B\xDB\x6A\x0D\x00\x00\x00\x00\xC3\x89\x96\xC3\x00\x00\x00\x00\xE7\x7C\x5A\xEF\x00\x00\x00\x00\xD7\xBD\xE6\x89\x00\x00\x00\x00\x59\x6C\x3A\x01\x00\x00\x00\x00\x00\x1A\x84\x88\x00\x00\x00\x00\x69\xFA\x3B\xCD\x00\x00\x00\x00\xCC\xB9\xF2\xE6\x00\x00\x00\x00\x06\x34\x0A\x10\x00\x00\x00\x00\xFD\x92\x7F\x3B\x00\x00\x00\x00\x43\x12\xC7\xA6\x00\x00\x00\x00\xD2\x8B\xA3\xF9\x00\x00\x00\x00\x3C\xDC\x92\x7C\x00\x00\x00\x00\x13\xC9\x98\x47\x00\x00\x00\x00\x6E\x12\x5B\xA8\x00\x00\x00\x00\x3D\x33\x27\xE7\x00\x00\x00\x00\x53\xD3\x58\x86\x00\x00\x00\x00\x66\xD7\x99\xA9\x00\x00\x00\x00\x90\x15\xC3\x71\x00\x00\x00\x00\x38\x31\x38\x92\x00\x00\x00\x00\x53\x2F\x67\x47\x00\x00\x00\x00\x1E\xD7\xA1\x0A\x00\x00\x00\x00\x8D\x1A\x30\xC5\x00\x00\x00\x00\x1C\x29\x8A\xD7\x00\x00\x00\x00\xF8\x80\xD5\xAB\x00\x00\x00\x00\xBC\x14\xF8\xCE\x00\x00\x00\x00\x99\x19\xD0\x7B\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2D\xCA\x03\x42\x00\x00\x80\x00\x00\x00\xAF\xED\xFD\x2E\xAF\xED\xFD\x2E\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x35\xCD\xDA\x69\x00\x00\x00\x00\x26\x50\xDA\xDE\x00\x00\x00\x00\x88\x35\x7B\x3A\x00\x00\x00\x00\x87\xB6\xE4\xB4\x00\x00\x00\x00\xDA\x5A\xE8\x5A\x00\x00\x00\x00\x7B\xDB\x6A\x0D\x00\x00\x00\x00\xC3\x89\x96\xC3\x00\x00\x00\x00\xE7\x7C\x5A\xEF\x00\x00\x00\x00\xD7\xBD\xE6\x89\x00\x00\x00\x00\x59\x6C\x3A\x01\x00\x00\x00\x00\x00\x1A\x84\x88\x00\x00\x00\x00\x69\xFA\x3B\xCD\x00\x00\x00\x00\xCC\xB9\xF2\xE6\x00\x00\x00\x00\x06\x34\x0A\x10\x00\x00\x00\x00\xFD\x92\x7F\x3B\x00\x00\x00\x00\x43\x12\xC7\xA6\x00\x00\x00\x00\xD2\x8B\xA3\xF9\x00\x00\x00\x00\x3C\xDC\x92\x7C\x00\x00\x00\x00\x13\xC9\x98\x47\x00\x00\x00\x00\x6E\x12\x5B\xA8\x00\x00\x00\x00\x3D\x33\x27\xE7\x00\x00\x00\x00\x53\xD3\x58\x86\x00\x00\x00\x00\x66\xD7\x99\xA9\x00\x00\x00\x00\x90\x15\xC3\x71\x00\x00\x00\x00\x38\x31\x38\x92\x00\x00\x00\x00\x53\x2F\x67\x47\x00\x00\x00\x00\x1E\xD7\xA1\x0A\x00\x00\x00\x00\x8D\x1A\x30\xC5\x00\x00\x00\x00\x1C\x29\x8A\xD7\x00\x00\x00\x00\xF8\x80\xD5\xAB\x00\x00\x00\x00\xBC\x14\xF8\xCE\x00\x00\x00\x00\x99\x19\xD0\x7B\x12\xB8\x35\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF3CD4849), ('P4rIngress.bitmap_seq.seq', 0xC950A558)], 10661)
        self.setRegisterValue('P4rIngress.rounds', 0xC950A558, 10661)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 10661)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10661)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10661)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10661)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x52CC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000098D),
                gc.DataTuple('slot_count', 0x00000413),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9C434FA6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x21C7B1F3),
                gc.KeyTuple('src_port', 0x9D03),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x52CC),
                gc.DataTuple('rank', 0x0017),
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
        ig_port = 40
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x21\xC7\xB1\xF3\x00\x00\x00\x00\x9D\x03\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x52\xCC\x00\x17\x9C\x43\x4F\xA6\x00\x18\x01\x00\xF5\x21\xAA\xCF\x00\x40\x00\x00\x00\x00\x00\x00\x21\x23\xA1\xD3\x00\x00\x00\x00\x30\x36\x48\x99\x00\x00\x00\x00\xF0\xDF\xFA\x6D\x00\x00\x00\x00\xFB\xA9\xF1\x1C\x00\x00\x00\x00\x51\xA5\x68\x44\x00\x00\x00\x00\x4C\xDF\xE2\x80\x00\x00\x00\x00\x1B\x6B\x30\xF5\x00\x00\x00\x00\x11\x16\xB5\x04\x00\x00\x00\x00\xC4\xE1\x65\xF4\x00\x00\x00\x00\x26\xB8\xAF\xE0\x00\x00\x00\x00\xF6\xCF\xD0\x14\x00\x00\x00\x00\xE4\x22\xCA\xF2\x00\x00\x00\x00\x62\xFB\x56\x88\x00\x00\x00\x00\x67\xDA\x11\x99\x00\x00\x00\x00\xF0\xE9\x90\xC4\x00\x00\x00\x00\x2C\x16\xAA\xE7\x00\x00\x00\x00\xA8\x63\xAB\x68\x00\x00\x00\x00\x10\x85\x90\x01\x00\x00\x00\x00\x04\x59\x43\x39\x00\x00\x00\x00\xA8\x23\x96\xCC\x00\x00\x00\x00\x37\xDC\xAB\xB9\x00\x00\x00\x00\xF6\x39\x68\x32\x00\x00\x00\x00\x60\xF0\x6E\x6C\x00\x00\x00\x00\x18\x70\xF4\xCE\x00\x00\x00\x00\x98\xC3\xC2\xD9\x00\x00\x00\x00\x7D\xA3\x4E\x07\x00\x00\x00\x00\x1F\xA2\xF6\x47\x00\x00\x00\x00\x5E\x62\xEC\xAD\x00\x00\x00\x00\x30\x41\x20\x17\x00\x00\x00\x00\xBC\x72\x49\xE9\x00\x00\x00\x00\xED\xCF\x1D\xE5\x00\x00\x00\x00\x11\x1F\xB3\x05\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x21\xC7\xB1\xF3\x00\x00\x00\x00\x9D\x03\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x52\xCC\x00\x17\x9C\x43\x4F\xA6\x00\x18\x01\x00\xF5\x21\xAA\xCF\x00\x40\x00\x00\x00\x00\x00\x00\x21\x23\xA1\xD3\x00\x00\x00\x00\x30\x36\x48\x99\x00\x00\x00\x00\xF0\xDF\xFA\x6D\x00\x00\x00\x00\xFB\xA9\xF1\x1C\x00\x00\x00\x00\x51\xA5\x68\x44\x00\x00\x00\x00\x4C\xDF\xE2\x80\x00\x00\x00\x00\x1B\x6B\x30\xF5\x00\x00\x00\x00\x11\x16\xB5\x04\x00\x00\x00\x00\xC4\xE1\x65\xF4\x00\x00\x00\x00\x26\xB8\xAF\xE0\x00\x00\x00\x00\xF6\xCF\xD0\x14\x00\x00\x00\x00\xE4\x22\xCA\xF2\x00\x00\x00\x00\x62\xFB\x56\x88\x00\x00\x00\x00\x67\xDA\x11\x99\x00\x00\x00\x00\xF0\xE9\x90\xC4\x00\x00\x00\x00\x2C\x16\xAA\xE7\x00\x00\x00\x00\xA8\x63\xAB\x68\x00\x00\x00\x00\x10\x85\x90\x01\x00\x00\x00\x00\x04\x59\x43\x39\x00\x00\x00\x00\xA8\x23\x96\xCC\x00\x00\x00\x00\x37\xDC\xAB\xB9\x00\x00\x00\x00\xF6\x39\x68\x32\x00\x00\x00\x00\x60\xF0\x6E\x6C\x00\x00\x00\x00\x18\x70\xF4\xCE\x00\x00\x00\x00\x98\xC3\xC2\xD9\x00\x00\x00\x00\x7D\xA3\x4E\x07\x00\x00\x00\x00\x1F\xA2\xF6\x47\x00\x00\x00\x00\x5E\x62\xEC\xAD\x00\x00\x00\x00\x30\x41\x20\x17\x00\x00\x00\x00\xBC\x72\x49\xE9\x00\x00\x00\x00\xED\xCF\x1D\xE5\x00\x00\x00\x00\x11\x1F\xB3\x05\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x29\xA5\x03\x4A\x00\x00\x00\x80\x00\x00\xF5\x21\xAA\xCF\xF5\x21\xAA\xCF\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x21\x23\xA1\xD3\x00\x00\x00\x00\x30\x36\x48\x99\x00\x00\x00\x00\xF0\xDF\xFA\x6D\x00\x00\x00\x00\xFB\xA9\xF1\x1C\x00\x00\x00\x00\x51\xA5\x68\x44\x00\x00\x00\x00\x4C\xDF\xE2\x80\x00\x00\x00\x00\x1B\x6B\x30\xF5\x00\x00\x00\x00\x11\x16\xB5\x04\x00\x00\x00\x00\xC4\xE1\x65\xF4\x00\x00\x00\x00\x26\xB8\xAF\xE0\x00\x00\x00\x00\xF6\xCF\xD0\x14\x00\x00\x00\x00\xE4\x22\xCA\xF2\x00\x00\x00\x00\x62\xFB\x56\x88\x00\x00\x00\x00\x67\xDA\x11\x99\x00\x00\x00\x00\xF0\xE9\x90\xC4\x00\x00\x00\x00\x2C\x16\xAA\xE7\x00\x00\x00\x00\xA8\x63\xAB\x68\x00\x00\x00\x00\x10\x85\x90\x01\x00\x00\x00\x00\x04\x59\x43\x39\x00\x00\x00\x00\xA8\x23\x96\xCC\x00\x00\x00\x00\x37\xDC\xAB\xB9\x00\x00\x00\x00\xF6\x39\x68\x32\x00\x00\x00\x00\x60\xF0\x6E\x6C\x00\x00\x00\x00\x18\x70\xF4\xCE\x00\x00\x00\x00\x98\xC3\xC2\xD9\x00\x00\x00\x00\x7D\xA3\x4E\x07\x00\x00\x00\x00\x1F\xA2\xF6\x47\x00\x00\x00\x00\x5E\x62\xEC\xAD\x00\x00\x00\x00\x30\x41\x20\x17\x00\x00\x00\x00\xBC\x72\x49\xE9\x00\x00\x00\x00\xED\xCF\x1D\xE5\x00\x00\x00\x00\x11\x1F\xB3\x05\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 11211)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 11211)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11211)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11211)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11211)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11211)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9E2A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007DE),
                gc.DataTuple('slot_count', 0x000017DC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0F4DD871),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0xB2F88410),
                gc.KeyTuple('src_port', 0x2332),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9E2A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02F3),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB2\xF8\x84\x10\x00\x00\x00\x00\x23\x32\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9E\x2A\x00\x10\x0F\x4D\xD8\x71\x03\xED\x07\x00\x2F\x54\xE5\x47\x00\x40\x00\x00\x00\x00\x00\x00\x61\xB0\x7B\x77\x00\x00\x00\x00\xB3\x38\x17\xC9\x00\x00\x00\x00\xFD\x04\xEB\xA9\x00\x00\x00\x00\x8D\x9F\x64\xC5\x00\x00\x00\x00\xA1\x6D\xC4\xEE\x00\x00\x00\x00\x73\x07\x34\xDA\x00\x00\x00\x00\xE7\x98\xD5\x9F\x00\x00\x00\x00\x96\x2B\xCA\x99\x00\x00\x00\x00\xB3\x68\x26\x57\x00\x00\x00\x00\xDC\x2B\xBD\x7B\x00\x00\x00\x00\x42\x66\x70\x01\x00\x00\x00\x00\x9C\x5A\x72\x89\x00\x00\x00\x00\xFB\x27\xB9\xBC\x00\x00\x00\x00\x6E\x79\xF2\xCA\x00\x00\x00\x00\x0A\xCC\xB0\xF5\x00\x00\x00\x00\x0D\xDF\x98\x30\x00\x00\x00\x00\x92\x8C\x36\x0B\x00\x00\x00\x00\xB8\xE5\x55\x23\x00\x00\x00\x00\xFB\xC5\xCF\xE6\x00\x00\x00\x00\x4F\x09\x4A\x1F\x00\x00\x00\x00\x8B\x03\x47\xE3\x00\x00\x00\x00\x20\x6F\xCD\x50\x00\x00\x00\x00\xE0\x38\x44\x02\x00\x00\x00\x00\x64\xD5\x85\xAD\x00\x00\x00\x00\xF7\x61\x8A\x0C\x00\x00\x00\x00\x83\x20\x3F\xE7\x00\x00\x00\x00\xB0\x09\xB5\xBC\x00\x00\x00\x00\x35\x8D\xA2\x39\x00\x00\x00\x00\xCC\x0C\x9A\xA9\x00\x00\x00\x00\xD6\xD5\x76\xCD\x00\x00\x00\x00\x72\x76\x9B\xA1\x00\x00\x00\x00\xD1\x88\x2D\xC7\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB2\xF8\x84\x10\x00\x00\x00\x00\x23\x32\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9E\x2A\x00\x10\x0F\x4D\xD8\x71\x03\xED\x07\x00\x2F\x54\xE5\x47\x00\x40\x00\x00\x00\x00\x00\x00\x61\xB0\x7B\x77\x00\x00\x00\x00\xB3\x38\x17\xC9\x00\x00\x00\x00\xFD\x04\xEB\xA9\x00\x00\x00\x00\x8D\x9F\x64\xC5\x00\x00\x00\x00\xA1\x6D\xC4\xEE\x00\x00\x00\x00\x73\x07\x34\xDA\x00\x00\x00\x00\xE7\x98\xD5\x9F\x00\x00\x00\x00\x96\x2B\xCA\x99\x00\x00\x00\x00\xB3\x68\x26\x57\x00\x00\x00\x00\xDC\x2B\xBD\x7B\x00\x00\x00\x00\x42\x66\x70\x01\x00\x00\x00\x00\x9C\x5A\x72\x89\x00\x00\x00\x00\xFB\x27\xB9\xBC\x00\x00\x00\x00\x6E\x79\xF2\xCA\x00\x00\x00\x00\x0A\xCC\xB0\xF5\x00\x00\x00\x00\x0D\xDF\x98\x30\x00\x00\x00\x00\x92\x8C\x36\x0B\x00\x00\x00\x00\xB8\xE5\x55\x23\x00\x00\x00\x00\xFB\xC5\xCF\xE6\x00\x00\x00\x00\x4F\x09\x4A\x1F\x00\x00\x00\x00\x8B\x03\x47\xE3\x00\x00\x00\x00\x20\x6F\xCD\x50\x00\x00\x00\x00\xE0\x38\x44\x02\x00\x00\x00\x00\x64\xD5\x85\xAD\x00\x00\x00\x00\xF7\x61\x8A\x0C\x00\x00\x00\x00\x83\x20\x3F\xE7\x00\x00\x00\x00\xB0\x09\xB5\xBC\x00\x00\x00\x00\x35\x8D\xA2\x39\x00\x00\x00\x00\xCC\x0C\x9A\xA9\x00\x00\x00\x00\xD6\xD5\x76\xCD\x00\x00\x00\x00\x72\x76\x9B\xA1\x00\x00\x00\x00\xD1\x88\x2D\xC7\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2B\xCB\x02\xF3\x00\x00\x00\x01\x00\x00\x2F\x54\xE5\x47\x2F\x54\xE5\x47\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x61\xB0\x7B\x77\x00\x00\x00\x00\xB3\x38\x17\xC9\x00\x00\x00\x00\xFD\x04\xEB\xA9\x00\x00\x00\x00\x8D\x9F\x64\xC5\x00\x00\x00\x00\xA1\x6D\xC4\xEE\x00\x00\x00\x00\x73\x07\x34\xDA\x00\x00\x00\x00\xE7\x98\xD5\x9F\x00\x00\x00\x00\x96\x2B\xCA\x99\x00\x00\x00\x00\xB3\x68\x26\x57\x00\x00\x00\x00\xDC\x2B\xBD\x7B\x00\x00\x00\x00\x42\x66\x70\x01\x00\x00\x00\x00\x9C\x5A\x72\x89\x00\x00\x00\x00\xFB\x27\xB9\xBC\x00\x00\x00\x00\x6E\x79\xF2\xCA\x00\x00\x00\x00\x0A\xCC\xB0\xF5\x00\x00\x00\x00\x0D\xDF\x98\x30\x00\x00\x00\x00\x92\x8C\x36\x0B\x00\x00\x00\x00\xB8\xE5\x55\x23\x00\x00\x00\x00\xFB\xC5\xCF\xE6\x00\x00\x00\x00\x4F\x09\x4A\x1F\x00\x00\x00\x00\x8B\x03\x47\xE3\x00\x00\x00\x00\x20\x6F\xCD\x50\x00\x00\x00\x00\xE0\x38\x44\x02\x00\x00\x00\x00\x64\xD5\x85\xAD\x00\x00\x00\x00\xF7\x61\x8A\x0C\x00\x00\x00\x00\x83\x20\x3F\xE7\x00\x00\x00\x00\xB0\x09\xB5\xBC\x00\x00\x00\x00\x35\x8D\xA2\x39\x00\x00\x00\x00\xCC\x0C\x9A\xA9\x00\x00\x00\x00\xD6\xD5\x76\xCD\x00\x00\x00\x00\x72\x76\x9B\xA1\x00\x00\x00\x00\xD1\x88\x2D\xC7\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD4\x00\x00\x00\x00\x00\x00\x40\x00\x00\x8D\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 12531)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 12531)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12531)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12531)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12531)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12531)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAF75),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ECB),
                gc.DataTuple('slot_count', 0x000007C6),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1DE7D190),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0xFE65D3F8),
                gc.KeyTuple('src_port', 0xF873),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAF75),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x03CD),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFE\x65\xD3\xF8\x00\x00\x00\x00\xF8\x73\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAF\x75\x00\x13\x1D\xE7\xD1\x90\x02\x28\x07\x00\x0A\x8F\x77\x6C\x00\x40\x00\x00\x00\x00\x00\x00\x14\xAA\xE3\x8A\x00\x00\x00\x00\x0E\x67\x0A\xDE\x00\x00\x00\x00\xC0\x39\xB9\xA5\x00\x00\x00\x00\xBC\x92\x55\xB3\x00\x00\x00\x00\x07\xFA\x09\x6A\x00\x00\x00\x00\x7F\x7A\x80\x0E\x00\x00\x00\x00\x9E\x3E\xB8\x78\x00\x00\x00\x00\xC3\x79\x5B\xAB\x00\x00\x00\x00\x97\xCF\x1C\xBF\x00\x00\x00\x00\x4B\x44\xCA\xA4\x00\x00\x00\x00\x9E\x69\x73\x1A\x00\x00\x00\x00\xA9\x57\x9E\x54\x00\x00\x00\x00\x65\xC5\x70\x5F\x00\x00\x00\x00\xE6\xA3\x28\x39\x00\x00\x00\x00\xBF\xE3\xA2\xE0\x00\x00\x00\x00\xB9\xEC\xBA\xD2\x00\x00\x00\x00\xF2\x36\x7F\x6F\x00\x00\x00\x00\x09\xD0\x24\xE4\x00\x00\x00\x00\xD7\x16\xC0\x5B\x00\x00\x00\x00\xE1\x33\x0A\x4E\x00\x00\x00\x00\xCE\x05\x09\x4C\x00\x00\x00\x00\x94\x7D\x05\xB3\x00\x00\x00\x00\x77\xCA\x10\x1A\x00\x00\x00\x00\x9B\xC9\xB4\x7A\x00\x00\x00\x00\x6D\x39\x18\x38\x00\x00\x00\x00\x45\x49\x2B\x03\x00\x00\x00\x00\x71\x18\x2A\x9F\x00\x00\x00\x00\x45\x2B\x4E\xCF\x00\x00\x00\x00\x2D\x5C\x6D\xAA\x00\x00\x00\x00\x40\x97\xA0\x83\x00\x00\x00\x00\x99\x00\x3D\x6C\x00\x00\x00\x00\x00\x49\x49\xA6\x74\xFC\x81\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFE\x65\xD3\xF8\x00\x00\x00\x00\xF8\x73\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAF\x75\x00\x13\x1D\xE7\xD1\x90\x02\x28\x07\x00\x0A\x8F\x77\x6C\x00\x40\x00\x00\x00\x00\x00\x00\x14\xAA\xE3\x8A\x00\x00\x00\x00\x0E\x67\x0A\xDE\x00\x00\x00\x00\xC0\x39\xB9\xA5\x00\x00\x00\x00\xBC\x92\x55\xB3\x00\x00\x00\x00\x07\xFA\x09\x6A\x00\x00\x00\x00\x7F\x7A\x80\x0E\x00\x00\x00\x00\x9E\x3E\xB8\x78\x00\x00\x00\x00\xC3\x79\x5B\xAB\x00\x00\x00\x00\x97\xCF\x1C\xBF\x00\x00\x00\x00\x4B\x44\xCA\xA4\x00\x00\x00\x00\x9E\x69\x73\x1A\x00\x00\x00\x00\xA9\x57\x9E\x54\x00\x00\x00\x00\x65\xC5\x70\x5F\x00\x00\x00\x00\xE6\xA3\x28\x39\x00\x00\x00\x00\xBF\xE3\xA2\xE0\x00\x00\x00\x00\xB9\xEC\xBA\xD2\x00\x00\x00\x00\xF2\x36\x7F\x6F\x00\x00\x00\x00\x09\xD0\x24\xE4\x00\x00\x00\x00\xD7\x16\xC0\x5B\x00\x00\x00\x00\xE1\x33\x0A\x4E\x00\x00\x00\x00\xCE\x05\x09\x4C\x00\x00\x00\x00\x94\x7D\x05\xB3\x00\x00\x00\x00\x77\xCA\x10\x1A\x00\x00\x00\x00\x9B\xC9\xB4\x7A\x00\x00\x00\x00\x6D\x39\x18\x38\x00\x00\x00\x00\x45\x49\x2B\x03\x00\x00\x00\x00\x71\x18\x2A\x9F\x00\x00\x00\x00\x45\x2B\x4E\xCF\x00\x00\x00\x00\x2D\x5C\x6D\xAA\x00\x00\x00\x00\x40\x97\xA0\x83\x00\x00\x00\x00\x99\x00\x3D\x6C\x00\x00\x00\x00\x00\x49\x49\xA6\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x30\xF3\x03\xCD\x00\x00\x00\x08\x00\x00\x0A\x8F\x77\x6C\x0A\x8F\x77\x6C\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x14\xAA\xE3\x8A\x00\x00\x00\x00\x0E\x67\x0A\xDE\x00\x00\x00\x00\xC0\x39\xB9\xA5\x00\x00\x00\x00\xBC\x92\x55\xB3\x00\x00\x00\x00\x07\xFA\x09\x6A\x00\x00\x00\x00\x7F\x7A\x80\x0E\x00\x00\x00\x00\x9E\x3E\xB8\x78\x00\x00\x00\x00\xC3\x79\x5B\xAB\x00\x00\x00\x00\x97\xCF\x1C\xBF\x00\x00\x00\x00\x4B\x44\xCA\xA4\x00\x00\x00\x00\x9E\x69\x73\x1A\x00\x00\x00\x00\xA9\x57\x9E\x54\x00\x00\x00\x00\x65\xC5\x70\x5F\x00\x00\x00\x00\xE6\xA3\x28\x39\x00\x00\x00\x00\xBF\xE3\xA2\xE0\x00\x00\x00\x00\xB9\xEC\xBA\xD2\x00\x00\x00\x00\xF2\x36\x7F\x6F\x00\x00\x00\x00\x09\xD0\x24\xE4\x00\x00\x00\x00\xD7\x16\xC0\x5B\x00\x00\x00\x00\xE1\x33\x0A\x4E\x00\x00\x00\x00\xCE\x05\x09\x4C\x00\x00\x00\x00\x94\x7D\x05\xB3\x00\x00\x00\x00\x77\xCA\x10\x1A\x00\x00\x00\x00\x9B\xC9\xB4\x7A\x00\x00\x00\x00\x6D\x39\x18\x38\x00\x00\x00\x00\x45\x49\x2B\x03\x00\x00\x00\x00\x71\x18\x2A\x9F\x00\x00\x00\x00\x45\x2B\x4E\xCF\x00\x00\x00\x00\x2D\x5C\x6D\xAA\x00\x00\x00\x00\x40\x97\xA0\x83\x00\x00\x00\x00\x99\x00\x3D\x6C\x00\x00\x00\x00\x00\x49\x49\xA6\x74\xFC\x81\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA3861C85), ('P4rIngress.bitmap_seq.seq', 0xB9C734AC)], 11744)
        self.setRegisterValue('P4rIngress.rounds', 0xB9C734AC, 11744)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11744)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11744)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11744)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11744)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x196F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003DF),
                gc.DataTuple('slot_count', 0x00000C41),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x14DCBC4C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xFCC9F3A8),
                gc.KeyTuple('src_port', 0xEBBC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x196F),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x028E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\xC9\xF3\xA8\x00\x00\x00\x00\xEB\xBC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x19\x6F\x00\x13\x14\xDC\xBC\x4C\x0A\x01\x01\x00\x13\x3C\xC9\x77\x00\x40\x00\x00\x00\x00\x00\x00\xF1\xCF\x8B\x81\x00\x00\x00\x00\x87\x9E\x8A\xD2\x00\x00\x00\x00\xCC\xA0\x1C\xBB\x00\x00\x00\x00\xA4\xEF\x11\x28\x00\x00\x00\x00\xFE\xD8\xEE\x94\x00\x00\x00\x00\x4D\xF5\x1D\xCC\x00\x00\x00\x00\xE7\xB9\x39\x38\x00\x00\x00\x00\xA5\x86\x62\x03\x00\x00\x00\x00\xF4\xD2\xF6\xF9\x00\x00\x00\x00\x67\x92\xA7\xC1\x00\x00\x00\x00\x59\x63\x8F\xDF\x00\x00\x00\x00\xA3\x04\x91\x3B\x00\x00\x00\x00\x27\xD1\x9E\x14\x00\x00\x00\x00\xF7\xC1\xDA\x77\x00\x00\x00\x00\x35\x9E\x21\x0E\x00\x00\x00\x00\xC9\x83\x9A\xDD\x00\x00\x00\x00\x90\x51\xFC\xCB\x00\x00\x00\x00\x91\x71\x70\xD2\x00\x00\x00\x00\xE9\xC4\x29\x54\x00\x00\x00\x00\x1A\x17\xC2\xC0\x00\x00\x00\x00\xD9\x6E\x8B\x63\x00\x00\x00\x00\xCD\x36\x67\xDA\x00\x00\x00\x00\x5B\x82\x39\x76\x00\x00\x00\x00\x83\x19\xD7\x91\x00\x00\x00\x00\xD7\x5E\xE6\xFD\x00\x00\x00\x00\xBB\x2E\x36\xCC\x00\x00\x00\x00\xF9\x90\x20\x56\x00\x00\x00\x00\xFA\xD8\x1C\xAA\x00\x00\x00\x00\xCC\x4A\x30\x6F\x00\x00\x00\x00\x39\xD7\x68\x40\x00\x00\x00\x00\x7E\x52\x75\xE6\x00\x00\x00\x00\x31\x61\x9E\xC1\x95\xD9\xB1\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFC\xC9\xF3\xA8\xBE\xEF\xEB\xBC\x01\x20\x00\x00\x50\x34\x02\x82\x19\x6F\x00\x13\x14\xDC\xBC\x4C\x0A\x01\x01\x00\x13\x3C\xC9\x77\x00\x40\x00\x01\x00\x00\x00\x00\xF1\xCF\x8B\x81\x00\x00\x00\x00\x87\x9E\x8A\xD2\x00\x00\x00\x00\xCC\xA0\x1C\xBB\x00\x00\x00\x00\xA4\xEF\x11\x28\x00\x00\x00\x00\xFE\xD8\xEE\x94\x00\x00\x00\x00\x4D\xF5\x1D\xCC\x00\x00\x00\x00\xE7\xB9\x39\x38\x00\x00\x00\x00\xA5\x86\x62\x03\x00\x00\x00\x00\xF4\xD2\xF6\xF9\x00\x00\x00\x00\x67\x92\xA7\xC1\x00\x00\x00\x00\x59\x63\x8F\xDF\x00\x00\x00\x00\xA3\x04\x91\x3B\x00\x00\x00\x00\x27\xD1\x9E\x14\x00\x00\x00\x00\xF7\xC1\xDA\x77\x00\x00\x00\x00\x35\x9E\x21\x0E\x00\x00\x00\x00\xC9\x83\x9A\xDD\x00\x00\x00\x00\x90\x51\xFC\xCB\x00\x00\x00\x00\x91\x71\x70\xD2\x00\x00\x00\x00\xE9\xC4\x29\x54\x00\x00\x00\x00\x1A\x17\xC2\xC0\x00\x00\x00\x00\xD9\x6E\x8B\x63\x00\x00\x00\x00\xCD\x36\x67\xDA\x00\x00\x00\x00\x5B\x82\x39\x76\x00\x00\x00\x00\x83\x19\xD7\x91\x00\x00\x00\x00\xD7\x5E\xE6\xFD\x00\x00\x00\x00\xBB\x2E\x36\xCC\x00\x00\x00\x00\xF9\x90\x20\x56\x00\x00\x00\x00\xFA\xD8\x1C\xAA\x00\x00\x00\x00\xCC\x4A\x30\x6F\x00\x00\x00\x00\x39\xD7\x68\x40\x00\x00\x00\x00\x7E\x52\x75\xE6\x00\x00\x00\x00\x31\x61\x9E\xC1\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2D\xE0\x02\x8E\x00\x00\x00\x08\x00\x00\x13\x3C\xC9\x77\x13\x3C\xC9\x77\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF1\xCF\x8B\x81\x00\x00\x00\x00\x87\x9E\x8A\xD2\x00\x00\x00\x00\xCC\xA0\x1C\xBB\x00\x00\x00\x00\xA4\xEF\x11\x28\x00\x00\x00\x00\xFE\xD8\xEE\x94\x00\x00\x00\x00\x4D\xF5\x1D\xCC\x00\x00\x00\x00\xE7\xB9\x39\x38\x00\x00\x00\x00\xA5\x86\x62\x03\x00\x00\x00\x00\xF4\xD2\xF6\xF9\x00\x00\x00\x00\x67\x92\xA7\xC1\x00\x00\x00\x00\x59\x63\x8F\xDF\x00\x00\x00\x00\xA3\x04\x91\x3B\x00\x00\x00\x00\x27\xD1\x9E\x14\x00\x00\x00\x00\xF7\xC1\xDA\x77\x00\x00\x00\x00\x35\x9E\x21\x0E\x00\x00\x00\x00\xC9\x83\x9A\xDD\x00\x00\x00\x00\x90\x51\xFC\xCB\x00\x00\x00\x00\x91\x71\x70\xD2\x00\x00\x00\x00\xE9\xC4\x29\x54\x00\x00\x00\x00\x1A\x17\xC2\xC0\x00\x00\x00\x00\xD9\x6E\x8B\x63\x00\x00\x00\x00\xCD\x36\x67\xDA\x00\x00\x00\x00\x5B\x82\x39\x76\x00\x00\x00\x00\x83\x19\xD7\x91\x00\x00\x00\x00\xD7\x5E\xE6\xFD\x00\x00\x00\x00\xBB\x2E\x36\xCC\x00\x00\x00\x00\xF9\x90\x20\x56\x00\x00\x00\x00\xFA\xD8\x1C\xAA\x00\x00\x00\x00\xCC\x4A\x30\x6F\x00\x00\x00\x00\x39\xD7\x68\x40\x00\x00\x00\x00\x7E\x52\x75\xE6\x00\x00\x00\x00\x31\x61\x9E\xC1\x95\xD9\xB1\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x342C6730), ('P4rIngress.bitmap_seq.seq', 0xE3D55D9C)], 13812)
        self.setRegisterValue('P4rIngress.rounds', 0xE3D55D9C, 13812)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13812)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13812)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13812)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13812)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA96C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000133),
                gc.DataTuple('slot_count', 0x00001AF6),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x996E96BD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0xF9A037A8),
                gc.KeyTuple('src_port', 0x924B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA96C),
                gc.DataTuple('rank', 0x001F),
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
        ig_port = 49
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF9\xA0\x37\xA8\x00\x00\x00\x00\x92\x4B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA9\x6C\x00\x1F\x99\x6E\x96\xBD\x14\xC1\x05\x00\x1F\x19\x63\x8A\x00\x40\x00\x00\x00\x00\x00\x00\x0E\x0A\xF9\xE0\x00\x00\x00\x00\xA0\xC9\xC2\x16\x00\x00\x00\x00\x6F\x25\x14\x35\x00\x00\x00\x00\x9C\xE5\x29\x7C\x00\x00\x00\x00\x39\x77\xDD\x2B\x00\x00\x00\x00\x14\x34\xA4\xCC\x00\x00\x00\x00\x1D\x9C\x1C\xEE\x00\x00\x00\x00\x0C\x55\x72\xC2\x00\x00\x00\x00\x73\x3A\x14\xCA\x00\x00\x00\x00\x21\xA5\x71\x2C\x00\x00\x00\x00\x6B\x4B\x00\x0C\x00\x00\x00\x00\xE0\xFB\xA8\xDC\x00\x00\x00\x00\x6A\x31\xE2\xE0\x00\x00\x00\x00\x63\x4A\x46\xA2\x00\x00\x00\x00\x8B\xCB\xD8\x40\x00\x00\x00\x00\xCD\xD0\xC3\xB1\x00\x00\x00\x00\xB5\x75\x0A\x1F\x00\x00\x00\x00\x31\xCD\x26\x3C\x00\x00\x00\x00\xD9\x22\x01\xA5\x00\x00\x00\x00\x68\xC4\x3E\xE9\x00\x00\x00\x00\xB6\x7F\x12\x99\x00\x00\x00\x00\x79\xB3\xD4\x5C\x00\x00\x00\x00\x3A\x15\xD0\x25\x00\x00\x00\x00\x72\x25\xE9\x85\x00\x00\x00\x00\xC7\xB9\x38\x4C\x00\x00\x00\x00\xF6\x3B\x9F\xF5\x00\x00\x00\x00\xB3\xF3\x42\x7D\x00\x00\x00\x00\x57\x50\x84\x08\x00\x00\x00\x00\xCC\x08\xE7\x39\x00\x00\x00\x00\x82\x53\xB8\x51\x00\x00\x00\x00\x3B\x16\xB3\xF7\x00\x00\x00\x00\x07\x19\x20\x75\x9B\xDB\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF9\xA0\x37\xA8\xBE\xEF\x92\x4B\x01\x20\x00\x00\x50\x34\x02\x82\xA9\x6C\x00\x1F\x99\x6E\x96\xBD\x14\xC1\x01\x00\x1F\x19\x63\x8A\x00\x40\x00\x01\x00\x00\x00\x00\x0E\x0A\xF9\xE0\x00\x00\x00\x00\xA0\xC9\xC2\x16\x00\x00\x00\x00\x6F\x25\x14\x35\x00\x00\x00\x00\x9C\xE5\x29\x7C\x00\x00\x00\x00\x39\x77\xDD\x2B\x00\x00\x00\x00\x14\x34\xA4\xCC\x00\x00\x00\x00\x1D\x9C\x1C\xEE\x00\x00\x00\x00\x0C\x55\x72\xC2\x00\x00\x00\x00\x73\x3A\x14\xCA\x00\x00\x00\x00\x21\xA5\x71\x2C\x00\x00\x00\x00\x6B\x4B\x00\x0C\x00\x00\x00\x00\xE0\xFB\xA8\xDC\x00\x00\x00\x00\x6A\x31\xE2\xE0\x00\x00\x00\x00\x63\x4A\x46\xA2\x00\x00\x00\x00\x8B\xCB\xD8\x40\x00\x00\x00\x00\xCD\xD0\xC3\xB1\x00\x00\x00\x00\xB5\x75\x0A\x1F\x00\x00\x00\x00\x31\xCD\x26\x3C\x00\x00\x00\x00\xD9\x22\x01\xA5\x00\x00\x00\x00\x68\xC4\x3E\xE9\x00\x00\x00\x00\xB6\x7F\x12\x99\x00\x00\x00\x00\x79\xB3\xD4\x5C\x00\x00\x00\x00\x3A\x15\xD0\x25\x00\x00\x00\x00\x72\x25\xE9\x85\x00\x00\x00\x00\xC7\xB9\x38\x4C\x00\x00\x00\x00\xF6\x3B\x9F\xF5\x00\x00\x00\x00\xB3\xF3\x42\x7D\x00\x00\x00\x00\x57\x50\x84\x08\x00\x00\x00\x00\xCC\x08\xE7\x39\x00\x00\x00\x00\x82\x53\xB8\x51\x00\x00\x00\x00\x3B\x16\xB3\xF7\x00\x00\x00\x00\x07\x19\x20\x75\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x35\xF4\x03\x81\x00\x00\x80\x00\x00\x00\x1F\x19\x63\x8A\x1F\x19\x63\x8A\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x0E\x0A\xF9\xE0\x00\x00\x00\x00\xA0\xC9\xC2\x16\x00\x00\x00\x00\x6F\x25\x14\x35\x00\x00\x00\x00\x9C\xE5\x29\x7C\x00\x00\x00\x00\x39\x77\xDD\x2B\x00\x00\x00\x00\x14\x34\xA4\xCC\x00\x00\x00\x00\x1D\x9C\x1C\xEE\x00\x00\x00\x00\x0C\x55\x72\xC2\x00\x00\x00\x00\x73\x3A\x14\xCA\x00\x00\x00\x00\x21\xA5\x71\x2C\x00\x00\x00\x00\x6B\x4B\x00\x0C\x00\x00\x00\x00\xE0\xFB\xA8\xDC\x00\x00\x00\x00\x6A\x31\xE2\xE0\x00\x00\x00\x00\x63\x4A\x46\xA2\x00\x00\x00\x00\x8B\xCB\xD8\x40\x00\x00\x00\x00\xCD\xD0\xC3\xB1\x00\x00\x00\x00\xB5\x75\x0A\x1F\x00\x00\x00\x00\x31\xCD\x26\x3C\x00\x00\x00\x00\xD9\x22\x01\xA5\x00\x00\x00\x00\x68\xC4\x3E\xE9\x00\x00\x00\x00\xB6\x7F\x12\x99\x00\x00\x00\x00\x79\xB3\xD4\x5C\x00\x00\x00\x00\x3A\x15\xD0\x25\x00\x00\x00\x00\x72\x25\xE9\x85\x00\x00\x00\x00\xC7\xB9\x38\x4C\x00\x00\x00\x00\xF6\x3B\x9F\xF5\x00\x00\x00\x00\xB3\xF3\x42\x7D\x00\x00\x00\x00\x57\x50\x84\x08\x00\x00\x00\x00\xCC\x08\xE7\x39\x00\x00\x00\x00\x82\x53\xB8\x51\x00\x00\x00\x00\x3B\x16\xB3\xF7\x00\x00\x00\x00\x07\x19\x20\x75\x9B\xDB\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6BC5203F), ('P4rIngress.bitmap_seq.seq', 0xA657D493)], 9805)
        self.setRegisterValue('P4rIngress.rounds', 0xA657D493, 9805)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 9805)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9805)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9805)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9805)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8576),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000064D),
                gc.DataTuple('slot_count', 0x0000126A),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBF265487),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0x85762E2C),
                gc.KeyTuple('src_port', 0x413F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8576),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0061),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x85\x76\x2E\x2C\x00\x00\x00\x00\x41\x3F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x85\x76\x00\x0D\xBF\x26\x54\x87\x00\x00\x07\x00\xE2\xC9\xED\x8E\x00\x40\x00\x00\x00\x00\x00\x00\x9D\x50\x78\x4E\x00\x00\x00\x00\xB8\x7D\x18\xEF\x00\x00\x00\x00\x83\x85\x12\x42\x00\x00\x00\x00\xDA\xF6\x79\x61\x00\x00\x00\x00\x44\xED\xC3\x46\x00\x00\x00\x00\x1C\x72\x29\x56\x00\x00\x00\x00\x5B\xE2\x9B\x7B\x00\x00\x00\x00\x1D\x10\x87\xB3\x00\x00\x00\x00\x83\xF7\x3A\xCA\x00\x00\x00\x00\x70\xDC\x80\xF9\x00\x00\x00\x00\x6C\xED\xDF\x5F\x00\x00\x00\x00\x77\x79\xE3\x98\x00\x00\x00\x00\x38\x4B\xF5\x4D\x00\x00\x00\x00\x04\xCE\x2D\x2F\x00\x00\x00\x00\x51\x8A\xDB\xA0\x00\x00\x00\x00\xE1\x82\xA9\xB6\x00\x00\x00\x00\xD1\x57\x49\x8E\x00\x00\x00\x00\x42\x7F\x87\xB8\x00\x00\x00\x00\xC1\x99\xFF\x95\x00\x00\x00\x00\xC0\xAD\x6F\xFB\x00\x00\x00\x00\xE8\xCB\xC3\x16\x00\x00\x00\x00\xC2\x0E\x2E\x70\x00\x00\x00\x00\xB9\x69\x34\x7B\x00\x00\x00\x00\x19\xDE\xC1\xD0\x00\x00\x00\x00\x15\x90\xD5\x30\x00\x00\x00\x00\x0E\x8A\xD9\xFB\x00\x00\x00\x00\x48\x68\xCE\x23\x00\x00\x00\x00\x5B\x35\xDA\xC5\x00\x00\x00\x00\x1C\x2E\xE3\xDA\x00\x00\x00\x00\x5D\x99\x6C\xFA\x00\x00\x00\x00\xF9\x3F\xD4\xB5\x00\x00\x00\x00\x89\x42\x55\x13\x44\x5F\xD9\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x85\x76\x2E\x2C\x00\x00\x00\x00\x41\x3F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x85\x76\x00\x0D\xBF\x26\x54\x87\x00\x00\x07\x00\xE2\xC9\xED\x8E\x00\x40\x00\x00\x00\x00\x00\x00\x9D\x50\x78\x4E\x00\x00\x00\x00\xB8\x7D\x18\xEF\x00\x00\x00\x00\x83\x85\x12\x42\x00\x00\x00\x00\xDA\xF6\x79\x61\x00\x00\x00\x00\x44\xED\xC3\x46\x00\x00\x00\x00\x1C\x72\x29\x56\x00\x00\x00\x00\x5B\xE2\x9B\x7B\x00\x00\x00\x00\x1D\x10\x87\xB3\x00\x00\x00\x00\x83\xF7\x3A\xCA\x00\x00\x00\x00\x70\xDC\x80\xF9\x00\x00\x00\x00\x6C\xED\xDF\x5F\x00\x00\x00\x00\x77\x79\xE3\x98\x00\x00\x00\x00\x38\x4B\xF5\x4D\x00\x00\x00\x00\x04\xCE\x2D\x2F\x00\x00\x00\x00\x51\x8A\xDB\xA0\x00\x00\x00\x00\xE1\x82\xA9\xB6\x00\x00\x00\x00\xD1\x57\x49\x8E\x00\x00\x00\x00\x42\x7F\x87\xB8\x00\x00\x00\x00\xC1\x99\xFF\x95\x00\x00\x00\x00\xC0\xAD\x6F\xFB\x00\x00\x00\x00\xE8\xCB\xC3\x16\x00\x00\x00\x00\xC2\x0E\x2E\x70\x00\x00\x00\x00\xB9\x69\x34\x7B\x00\x00\x00\x00\x19\xDE\xC1\xD0\x00\x00\x00\x00\x15\x90\xD5\x30\x00\x00\x00\x00\x0E\x8A\xD9\xFB\x00\x00\x00\x00\x48\x68\xCE\x23\x00\x00\x00\x00\x5B\x35\xDA\xC5\x00\x00\x00\x00\x1C\x2E\xE3\xDA\x00\x00\x00\x00\x5D\x99\x6C\xFA\x00\x00\x00\x00\xF9\x3F\xD4\xB5\x00\x00\x00\x00\x89\x42\x55\x13\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x26\x4D\x00\x61\x00\x00\x00\x00\x20\x00\xE2\xC9\xED\x8E\xE2\xC9\xED\x8E\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x9D\x50\x78\x4E\x00\x00\x00\x00\xB8\x7D\x18\xEF\x00\x00\x00\x00\x83\x85\x12\x42\x00\x00\x00\x00\xDA\xF6\x79\x61\x00\x00\x00\x00\x44\xED\xC3\x46\x00\x00\x00\x00\x1C\x72\x29\x56\x00\x00\x00\x00\x5B\xE2\x9B\x7B\x00\x00\x00\x00\x1D\x10\x87\xB3\x00\x00\x00\x00\x83\xF7\x3A\xCA\x00\x00\x00\x00\x70\xDC\x80\xF9\x00\x00\x00\x00\x6C\xED\xDF\x5F\x00\x00\x00\x00\x77\x79\xE3\x98\x00\x00\x00\x00\x38\x4B\xF5\x4D\x00\x00\x00\x00\x04\xCE\x2D\x2F\x00\x00\x00\x00\x51\x8A\xDB\xA0\x00\x00\x00\x00\xE1\x82\xA9\xB6\x00\x00\x00\x00\xD1\x57\x49\x8E\x00\x00\x00\x00\x42\x7F\x87\xB8\x00\x00\x00\x00\xC1\x99\xFF\x95\x00\x00\x00\x00\xC0\xAD\x6F\xFB\x00\x00\x00\x00\xE8\xCB\xC3\x16\x00\x00\x00\x00\xC2\x0E\x2E\x70\x00\x00\x00\x00\xB9\x69\x34\x7B\x00\x00\x00\x00\x19\xDE\xC1\xD0\x00\x00\x00\x00\x15\x90\xD5\x30\x00\x00\x00\x00\x0E\x8A\xD9\xFB\x00\x00\x00\x00\x48\x68\xCE\x23\x00\x00\x00\x00\x5B\x35\xDA\xC5\x00\x00\x00\x00\x1C\x2E\xE3\xDA\x00\x00\x00\x00\x5D\x99\x6C\xFA\x00\x00\x00\x00\xF9\x3F\xD4\xB5\x00\x00\x00\x00\x89\x42\x55\x13\x44\x5F\xD9\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1B627494), ('P4rIngress.bitmap_seq.seq', 0x0A7B5FA4)], 11912)
        self.setRegisterValue('P4rIngress.rounds', 0x0A7B5FA4, 11912)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11912)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11912)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11912)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11912)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA16B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000362),
                gc.DataTuple('slot_count', 0x00001A32),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x504BFAAB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x711D924E),
                gc.KeyTuple('src_port', 0x7A81),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA16B),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x00C9),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x71\x1D\x92\x4E\x00\x00\x00\x00\x7A\x81\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA1\x6B\x00\x0C\x50\x4B\xFA\xAB\x0B\x26\x03\x00\x6A\x6D\x63\xDF\x00\x40\x00\x00\x00\x00\x00\x00\x76\x83\xC9\x01\x00\x00\x00\x00\x8C\x8B\x3B\x8C\x00\x00\x00\x00\xE0\xC5\x96\xFA\x00\x00\x00\x00\x66\xB7\x00\xBB\x00\x00\x00\x00\xF2\x2A\xA7\xC4\x00\x00\x00\x00\x50\xC1\xA5\xCD\x00\x00\x00\x00\xC7\x60\x57\x47\x00\x00\x00\x00\x25\x29\xF1\xCD\x00\x00\x00\x00\xC1\x4B\x02\xC4\x00\x00\x00\x00\x46\x82\x73\x8D\x00\x00\x00\x00\x43\x4B\x45\xA3\x00\x00\x00\x00\xB6\xB0\x3B\x5B\x00\x00\x00\x00\xD3\xF4\xFD\xE3\x00\x00\x00\x00\xB8\xCD\xE1\x02\x00\x00\x00\x00\xE9\xAA\x72\x9B\x00\x00\x00\x00\x0E\x7A\xC8\x8C\x00\x00\x00\x00\xE5\x64\x01\x38\x00\x00\x00\x00\xE1\xF4\x90\xDC\x00\x00\x00\x00\xB4\xF4\x4C\x7B\x00\x00\x00\x00\x20\xC6\xA1\x7B\x00\x00\x00\x00\x88\xA5\x17\x13\x00\x00\x00\x00\x3C\x57\xE9\x5F\x00\x00\x00\x00\xB8\xDF\x66\xB1\x00\x00\x00\x00\x1F\x5B\x85\x42\x00\x00\x00\x00\x60\x7D\x77\xF6\x00\x00\x00\x00\x97\x9F\xAC\xFC\x00\x00\x00\x00\xB7\x7E\x4C\x0B\x00\x00\x00\x00\x29\x9A\xA4\x42\x00\x00\x00\x00\x21\x01\xCD\x34\x00\x00\x00\x00\xE2\x81\xA4\x9B\x00\x00\x00\x00\x23\xEE\x1D\x1B\x00\x00\x00\x00\x79\x8B\xD0\xB2\x6D\x2D\x73\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x71\x1D\x92\x4E\xBE\xEF\x7A\x81\x01\x20\x00\x00\x50\x34\x02\x82\xA1\x6B\x00\x0C\x50\x4B\xFA\xAB\x0B\x26\x01\x00\x6A\x6D\x63\xDF\x00\x40\x00\x01\x00\x00\x00\x00\x76\x83\xC9\x01\x00\x00\x00\x00\x8C\x8B\x3B\x8C\x00\x00\x00\x00\xE0\xC5\x96\xFA\x00\x00\x00\x00\x66\xB7\x00\xBB\x00\x00\x00\x00\xF2\x2A\xA7\xC4\x00\x00\x00\x00\x50\xC1\xA5\xCD\x00\x00\x00\x00\xC7\x60\x57\x47\x00\x00\x00\x00\x25\x29\xF1\xCD\x00\x00\x00\x00\xC1\x4B\x02\xC4\x00\x00\x00\x00\x46\x82\x73\x8D\x00\x00\x00\x00\x43\x4B\x45\xA3\x00\x00\x00\x00\xB6\xB0\x3B\x5B\x00\x00\x00\x00\xD3\xF4\xFD\xE3\x00\x00\x00\x00\xB8\xCD\xE1\x02\x00\x00\x00\x00\xE9\xAA\x72\x9B\x00\x00\x00\x00\x0E\x7A\xC8\x8C\x00\x00\x00\x00\xE5\x64\x01\x38\x00\x00\x00\x00\xE1\xF4\x90\xDC\x00\x00\x00\x00\xB4\xF4\x4C\x7B\x00\x00\x00\x00\x20\xC6\xA1\x7B\x00\x00\x00\x00\x88\xA5\x17\x13\x00\x00\x00\x00\x3C\x57\xE9\x5F\x00\x00\x00\x00\xB8\xDF\x66\xB1\x00\x00\x00\x00\x1F\x5B\x85\x42\x00\x00\x00\x00\x60\x7D\x77\xF6\x00\x00\x00\x00\x97\x9F\xAC\xFC\x00\x00\x00\x00\xB7\x7E\x4C\x0B\x00\x00\x00\x00\x29\x9A\xA4\x42\x00\x00\x00\x00\x21\x01\xCD\x34\x00\x00\x00\x00\xE2\x81\xA4\x9B\x00\x00\x00\x00\x23\xEE\x1D\x1B\x00\x00\x00\x00\x79\x8B\xD0\xB2\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x88\x00\xC9\x00\x00\x00\x00\x10\x00\x6A\x6D\x63\xDF\x6A\x6D\x63\xDF\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x76\x83\xC9\x01\x00\x00\x00\x00\x8C\x8B\x3B\x8C\x00\x00\x00\x00\xE0\xC5\x96\xFA\x00\x00\x00\x00\x66\xB7\x00\xBB\x00\x00\x00\x00\xF2\x2A\xA7\xC4\x00\x00\x00\x00\x50\xC1\xA5\xCD\x00\x00\x00\x00\xC7\x60\x57\x47\x00\x00\x00\x00\x25\x29\xF1\xCD\x00\x00\x00\x00\xC1\x4B\x02\xC4\x00\x00\x00\x00\x46\x82\x73\x8D\x00\x00\x00\x00\x43\x4B\x45\xA3\x00\x00\x00\x00\xB6\xB0\x3B\x5B\x00\x00\x00\x00\xD3\xF4\xFD\xE3\x00\x00\x00\x00\xB8\xCD\xE1\x02\x00\x00\x00\x00\xE9\xAA\x72\x9B\x00\x00\x00\x00\x0E\x7A\xC8\x8C\x00\x00\x00\x00\xE5\x64\x01\x38\x00\x00\x00\x00\xE1\xF4\x90\xDC\x00\x00\x00\x00\xB4\xF4\x4C\x7B\x00\x00\x00\x00\x20\xC6\xA1\x7B\x00\x00\x00\x00\x88\xA5\x17\x13\x00\x00\x00\x00\x3C\x57\xE9\x5F\x00\x00\x00\x00\xB8\xDF\x66\xB1\x00\x00\x00\x00\x1F\x5B\x85\x42\x00\x00\x00\x00\x60\x7D\x77\xF6\x00\x00\x00\x00\x97\x9F\xAC\xFC\x00\x00\x00\x00\xB7\x7E\x4C\x0B\x00\x00\x00\x00\x29\x9A\xA4\x42\x00\x00\x00\x00\x21\x01\xCD\x34\x00\x00\x00\x00\xE2\x81\xA4\x9B\x00\x00\x00\x00\x23\xEE\x1D\x1B\x00\x00\x00\x00\x79\x8B\xD0\xB2\x6D\x2D\x73\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x52295869), ('P4rIngress.bitmap_seq.seq', 0x70000000)], 9996)
        self.setRegisterValue('P4rIngress.rounds', 0x70000000, 9996)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 9996)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9996)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9996)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9996)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2755),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000065B),
                gc.DataTuple('slot_count', 0x00000A45),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x44BEF682),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0xC2F7D1EC),
                gc.KeyTuple('src_port', 0x1ADA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2755),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x00B6),
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
        ig_port = 15
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC2\xF7\xD1\xEC\x00\x00\x00\x00\x1A\xDA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x27\x55\x00\x1A\x44\xBE\xF6\x82\x00\xB1\x07\x00\xA0\xE6\xB0\x3C\x00\x40\x00\x00\x00\x00\x00\x00\xAC\x93\xC2\xDA\x00\x00\x00\x00\xE3\x7E\x3A\x34\x00\x00\x00\x00\xB4\x5E\x7E\x3A\x00\x00\x00\x00\xA7\x7F\xBD\x7E\x00\x00\x00\x00\x52\x8F\x24\xD5\x00\x00\x00\x00\x21\x6B\x4D\x10\x00\x00\x00\x00\xAB\x06\x71\x43\x00\x00\x00\x00\x3E\xAC\x75\x51\x00\x00\x00\x00\x25\x1F\xDB\x8A\x00\x00\x00\x00\x28\x07\xF0\x10\x00\x00\x00\x00\xA8\x14\x9E\x02\x00\x00\x00\x00\xFA\x27\xBF\x41\x00\x00\x00\x00\x64\x25\x00\x45\x00\x00\x00\x00\x09\xB4\x9F\x82\x00\x00\x00\x00\x1D\x22\x8F\x50\x00\x00\x00\x00\xCD\x03\x6D\xCF\x00\x00\x00\x00\x96\xF0\xC7\xC7\x00\x00\x00\x00\x0A\xC1\x6B\x95\x00\x00\x00\x00\x76\xC5\x30\xA1\x00\x00\x00\x00\xD5\xBE\x76\x8F\x00\x00\x00\x00\xA5\xA1\x2B\x2D\x00\x00\x00\x00\x47\xD2\x7E\x78\x00\x00\x00\x00\x3E\xEE\x44\x27\x00\x00\x00\x00\x56\xC9\x01\x13\x00\x00\x00\x00\x18\xB4\x55\x12\x00\x00\x00\x00\xEB\xBC\xE0\xB8\x00\x00\x00\x00\xA5\xDE\x0B\xDC\x00\x00\x00\x00\x02\xDB\x8C\xF4\x00\x00\x00\x00\xC8\x0F\x77\xE4\x00\x00\x00\x00\xEF\x11\x1D\xAC\x00\x00\x00\x00\xB1\xBC\x58\x99\x00\x00\x00\x00\x35\xC3\xDE\x1C\x16\x65\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC2\xF7\xD1\xEC\x00\x00\x00\x00\x1A\xDA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x27\x55\x00\x1A\x44\xBE\xF6\x82\x00\xB1\x07\x00\xA0\xE6\xB0\x3C\x00\x40\x00\x00\x00\x00\x00\x00\xAC\x93\xC2\xDA\x00\x00\x00\x00\xE3\x7E\x3A\x34\x00\x00\x00\x00\xB4\x5E\x7E\x3A\x00\x00\x00\x00\xA7\x7F\xBD\x7E\x00\x00\x00\x00\x52\x8F\x24\xD5\x00\x00\x00\x00\x21\x6B\x4D\x10\x00\x00\x00\x00\xAB\x06\x71\x43\x00\x00\x00\x00\x3E\xAC\x75\x51\x00\x00\x00\x00\x25\x1F\xDB\x8A\x00\x00\x00\x00\x28\x07\xF0\x10\x00\x00\x00\x00\xA8\x14\x9E\x02\x00\x00\x00\x00\xFA\x27\xBF\x41\x00\x00\x00\x00\x64\x25\x00\x45\x00\x00\x00\x00\x09\xB4\x9F\x82\x00\x00\x00\x00\x1D\x22\x8F\x50\x00\x00\x00\x00\xCD\x03\x6D\xCF\x00\x00\x00\x00\x96\xF0\xC7\xC7\x00\x00\x00\x00\x0A\xC1\x6B\x95\x00\x00\x00\x00\x76\xC5\x30\xA1\x00\x00\x00\x00\xD5\xBE\x76\x8F\x00\x00\x00\x00\xA5\xA1\x2B\x2D\x00\x00\x00\x00\x47\xD2\x7E\x78\x00\x00\x00\x00\x3E\xEE\x44\x27\x00\x00\x00\x00\x56\xC9\x01\x13\x00\x00\x00\x00\x18\xB4\x55\x12\x00\x00\x00\x00\xEB\xBC\xE0\xB8\x00\x00\x00\x00\xA5\xDE\x0B\xDC\x00\x00\x00\x00\x02\xDB\x8C\xF4\x00\x00\x00\x00\xC8\x0F\x77\xE4\x00\x00\x00\x00\xEF\x11\x1D\xAC\x00\x00\x00\x00\xB1\xBC\x58\x99\x00\x00\x00\x00\x35\xC3\xDE\x1C\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x27\x0C\x00\xB6\x00\x00\x04\x00\x00\x00\xA0\xE6\xB0\x3C\xA0\xE6\xB0\x3C\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xAC\x93\xC2\xDA\x00\x00\x00\x00\xE3\x7E\x3A\x34\x00\x00\x00\x00\xB4\x5E\x7E\x3A\x00\x00\x00\x00\xA7\x7F\xBD\x7E\x00\x00\x00\x00\x52\x8F\x24\xD5\x00\x00\x00\x00\x21\x6B\x4D\x10\x00\x00\x00\x00\xAB\x06\x71\x43\x00\x00\x00\x00\x3E\xAC\x75\x51\x00\x00\x00\x00\x25\x1F\xDB\x8A\x00\x00\x00\x00\x28\x07\xF0\x10\x00\x00\x00\x00\xA8\x14\x9E\x02\x00\x00\x00\x00\xFA\x27\xBF\x41\x00\x00\x00\x00\x64\x25\x00\x45\x00\x00\x00\x00\x09\xB4\x9F\x82\x00\x00\x00\x00\x1D\x22\x8F\x50\x00\x00\x00\x00\xCD\x03\x6D\xCF\x00\x00\x00\x00\x96\xF0\xC7\xC7\x00\x00\x00\x00\x0A\xC1\x6B\x95\x00\x00\x00\x00\x76\xC5\x30\xA1\x00\x00\x00\x00\xD5\xBE\x76\x8F\x00\x00\x00\x00\xA5\xA1\x2B\x2D\x00\x00\x00\x00\x47\xD2\x7E\x78\x00\x00\x00\x00\x3E\xEE\x44\x27\x00\x00\x00\x00\x56\xC9\x01\x13\x00\x00\x00\x00\x18\xB4\x55\x12\x00\x00\x00\x00\xEB\xBC\xE0\xB8\x00\x00\x00\x00\xA5\xDE\x0B\xDC\x00\x00\x00\x00\x02\xDB\x8C\xF4\x00\x00\x00\x00\xC8\x0F\x77\xE4\x00\x00\x00\x00\xEF\x11\x1D\xAC\x00\x00\x00\x00\xB1\xBC\x58\x99\x00\x00\x00\x00\x35\xC3\xDE\x1C\x16\x65\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5309298B), ('P4rIngress.bitmap_seq.seq', 0x413493B9)], 13969)
        self.setRegisterValue('P4rIngress.rounds', 0x413493B9, 13969)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13969)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13969)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13969)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13969)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3114),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001060),
                gc.DataTuple('slot_count', 0x00000C16),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3297D5FE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x82BA5849),
                gc.KeyTuple('src_port', 0x6810),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3114),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00F4),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x82\xBA\x58\x49\x00\x00\x00\x00\x68\x10\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x31\x14\x00\x10\x32\x97\xD5\xFE\x06\x31\x05\x00\x4B\x8B\x68\x43\x00\x40\x00\x00\x00\x00\x00\x00\x65\xE1\x92\x3C\x00\x00\x00\x00\xB5\xCD\xCB\x00\x00\x00\x00\x00\x45\xE1\xF4\x2B\x00\x00\x00\x00\x48\x84\x08\xF7\x00\x00\x00\x00\xCE\x60\xB3\x34\x00\x00\x00\x00\x6A\xF1\xED\x73\x00\x00\x00\x00\xB4\x7F\xA6\xA9\x00\x00\x00\x00\x00\xAC\x2F\xE2\x00\x00\x00\x00\xC6\x51\xE0\x56\x00\x00\x00\x00\xB7\xE4\x09\x66\x00\x00\x00\x00\x71\xF8\x06\x9B\x00\x00\x00\x00\x57\x2A\xC4\xD4\x00\x00\x00\x00\x46\x62\xEA\xB2\x00\x00\x00\x00\x32\x0D\xDD\x04\x00\x00\x00\x00\xF9\x46\x23\xCD\x00\x00\x00\x00\x95\xE7\xC1\xB5\x00\x00\x00\x00\x3E\x73\x6D\x06\x00\x00\x00\x00\xE6\x83\xFB\xA8\x00\x00\x00\x00\xB5\x79\x07\x91\x00\x00\x00\x00\x91\x49\x0E\x8E\x00\x00\x00\x00\x53\x4D\xE0\x80\x00\x00\x00\x00\x66\x93\x16\x8A\x00\x00\x00\x00\x3C\x8B\x46\xDE\x00\x00\x00\x00\x4B\x75\x78\x34\x00\x00\x00\x00\xDD\x8E\x08\x32\x00\x00\x00\x00\x12\xAB\x17\xF6\x00\x00\x00\x00\xEE\xD7\x35\x45\x00\x00\x00\x00\xC7\x1E\xE4\xA3\x00\x00\x00\x00\x1F\xA2\xBD\x00\x00\x00\x00\x00\x28\x71\xAF\x67\x00\x00\x00\x00\xA1\xF8\x56\x5D\x00\x00\x00\x00\x4A\x8E\xA0\x45\x6A\x71\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x82\xBA\x58\x49\xBE\xEF\x68\x10\x01\x20\x00\x00\x50\x34\x02\x82\x31\x14\x00\x10\x32\x97\xD5\xFE\x06\x31\x01\x00\x4B\x8B\x68\x43\x00\x40\x00\x01\x00\x00\x00\x00\x65\xE1\x92\x3C\x00\x00\x00\x00\xB5\xCD\xCB\x00\x00\x00\x00\x00\x45\xE1\xF4\x2B\x00\x00\x00\x00\x48\x84\x08\xF7\x00\x00\x00\x00\xCE\x60\xB3\x34\x00\x00\x00\x00\x6A\xF1\xED\x73\x00\x00\x00\x00\xB4\x7F\xA6\xA9\x00\x00\x00\x00\x00\xAC\x2F\xE2\x00\x00\x00\x00\xC6\x51\xE0\x56\x00\x00\x00\x00\xB7\xE4\x09\x66\x00\x00\x00\x00\x71\xF8\x06\x9B\x00\x00\x00\x00\x57\x2A\xC4\xD4\x00\x00\x00\x00\x46\x62\xEA\xB2\x00\x00\x00\x00\x32\x0D\xDD\x04\x00\x00\x00\x00\xF9\x46\x23\xCD\x00\x00\x00\x00\x95\xE7\xC1\xB5\x00\x00\x00\x00\x3E\x73\x6D\x06\x00\x00\x00\x00\xE6\x83\xFB\xA8\x00\x00\x00\x00\xB5\x79\x07\x91\x00\x00\x00\x00\x91\x49\x0E\x8E\x00\x00\x00\x00\x53\x4D\xE0\x80\x00\x00\x00\x00\x66\x93\x16\x8A\x00\x00\x00\x00\x3C\x8B\x46\xDE\x00\x00\x00\x00\x4B\x75\x78\x34\x00\x00\x00\x00\xDD\x8E\x08\x32\x00\x00\x00\x00\x12\xAB\x17\xF6\x00\x00\x00\x00\xEE\xD7\x35\x45\x00\x00\x00\x00\xC7\x1E\xE4\xA3\x00\x00\x00\x00\x1F\xA2\xBD\x00\x00\x00\x00\x00\x28\x71\xAF\x67\x00\x00\x00\x00\xA1\xF8\x56\x5D\x00\x00\x00\x00\x4A\x8E\xA0\x45\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x36\x91\x00\xF4\x00\x00\x00\x01\x00\x00\x4B\x8B\x68\x43\x4B\x8B\x68\x43\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x65\xE1\x92\x3C\x00\x00\x00\x00\xB5\xCD\xCB\x00\x00\x00\x00\x00\x45\xE1\xF4\x2B\x00\x00\x00\x00\x48\x84\x08\xF7\x00\x00\x00\x00\xCE\x60\xB3\x34\x00\x00\x00\x00\x6A\xF1\xED\x73\x00\x00\x00\x00\xB4\x7F\xA6\xA9\x00\x00\x00\x00\x00\xAC\x2F\xE2\x00\x00\x00\x00\xC6\x51\xE0\x56\x00\x00\x00\x00\xB7\xE4\x09\x66\x00\x00\x00\x00\x71\xF8\x06\x9B\x00\x00\x00\x00\x57\x2A\xC4\xD4\x00\x00\x00\x00\x46\x62\xEA\xB2\x00\x00\x00\x00\x32\x0D\xDD\x04\x00\x00\x00\x00\xF9\x46\x23\xCD\x00\x00\x00\x00\x95\xE7\xC1\xB5\x00\x00\x00\x00\x3E\x73\x6D\x06\x00\x00\x00\x00\xE6\x83\xFB\xA8\x00\x00\x00\x00\xB5\x79\x07\x91\x00\x00\x00\x00\x91\x49\x0E\x8E\x00\x00\x00\x00\x53\x4D\xE0\x80\x00\x00\x00\x00\x66\x93\x16\x8A\x00\x00\x00\x00\x3C\x8B\x46\xDE\x00\x00\x00\x00\x4B\x75\x78\x34\x00\x00\x00\x00\xDD\x8E\x08\x32\x00\x00\x00\x00\x12\xAB\x17\xF6\x00\x00\x00\x00\xEE\xD7\x35\x45\x00\x00\x00\x00\xC7\x1E\xE4\xA3\x00\x00\x00\x00\x1F\xA2\xBD\x00\x00\x00\x00\x00\x28\x71\xAF\x67\x00\x00\x00\x00\xA1\xF8\x56\x5D\x00\x00\x00\x00\x4A\x8E\xA0\x45\x6A\x71\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4C3DDE57), ('P4rIngress.bitmap_seq.seq', 0xE8F890B2)], 12878)
        self.setRegisterValue('P4rIngress.rounds', 0xE8F890B2, 12878)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12878)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12878)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12878)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12878)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7FA4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CC7),
                gc.DataTuple('slot_count', 0x00000DD5),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1A6A3F22),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x466646D9),
                gc.KeyTuple('src_port', 0x3494),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7FA4),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x012C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x46\x66\x46\xD9\x00\x00\x00\x00\x34\x94\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7F\xA4\x00\x12\x1A\x6A\x3F\x22\x05\x87\x03\x00\xF4\xF0\xE1\xF3\x00\x40\x00\x00\x00\x00\x00\x00\x72\x34\x08\xDF\x00\x00\x00\x00\x73\x37\xEE\xFE\x00\x00\x00\x00\x17\x73\xC1\x17\x00\x00\x00\x00\x5A\x8F\xCF\xAF\x00\x00\x00\x00\x8C\x5A\x4C\xAC\x00\x00\x00\x00\x30\x33\xDB\x5E\x00\x00\x00\x00\x38\x79\x7E\x21\x00\x00\x00\x00\x7B\x15\x99\xE9\x00\x00\x00\x00\xD2\x3A\xAF\x2C\x00\x00\x00\x00\x95\x6F\xD6\x62\x00\x00\x00\x00\x4C\x36\x82\xDA\x00\x00\x00\x00\x0A\x63\xAC\x47\x00\x00\x00\x00\xC1\x21\xD5\xE1\x00\x00\x00\x00\x1D\x3F\xFE\x55\x00\x00\x00\x00\x8B\x7F\x5F\xC1\x00\x00\x00\x00\xF3\x96\xF7\xF4\x00\x00\x00\x00\x48\xCF\x6F\xC3\x00\x00\x00\x00\x63\x3E\xD7\xD8\x00\x00\x00\x00\xDC\x1B\x7A\x8A\x00\x00\x00\x00\x21\x5E\x21\x27\x00\x00\x00\x00\x7A\x10\x41\x8D\x00\x00\x00\x00\x23\xA8\xAA\x7F\x00\x00\x00\x00\x20\xEF\x5B\xBE\x00\x00\x00\x00\x9C\xDE\xE1\x1D\x00\x00\x00\x00\x93\x64\x24\x98\x00\x00\x00\x00\xBA\xFC\x6E\x30\x00\x00\x00\x00\x7D\x8C\x42\xFC\x00\x00\x00\x00\xE2\xD2\xCB\x1B\x00\x00\x00\x00\x96\xAB\x9E\x73\x00\x00\x00\x00\x81\x86\x04\xBA\x00\x00\x00\x00\x7F\xD6\x03\x49\x00\x00\x00\x00\xBB\x34\x2C\x53\xDE\xC6\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x46\x66\x46\xD9\x00\x00\x00\x00\x34\x94\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7F\xA4\x00\x12\x1A\x6A\x3F\x22\x05\x87\x03\x00\xF4\xF0\xE1\xF3\x00\x40\x00\x00\x00\x00\x00\x00\x72\x34\x08\xDF\x00\x00\x00\x00\x73\x37\xEE\xFE\x00\x00\x00\x00\x17\x73\xC1\x17\x00\x00\x00\x00\x5A\x8F\xCF\xAF\x00\x00\x00\x00\x8C\x5A\x4C\xAC\x00\x00\x00\x00\x30\x33\xDB\x5E\x00\x00\x00\x00\x38\x79\x7E\x21\x00\x00\x00\x00\x7B\x15\x99\xE9\x00\x00\x00\x00\xD2\x3A\xAF\x2C\x00\x00\x00\x00\x95\x6F\xD6\x62\x00\x00\x00\x00\x4C\x36\x82\xDA\x00\x00\x00\x00\x0A\x63\xAC\x47\x00\x00\x00\x00\xC1\x21\xD5\xE1\x00\x00\x00\x00\x1D\x3F\xFE\x55\x00\x00\x00\x00\x8B\x7F\x5F\xC1\x00\x00\x00\x00\xF3\x96\xF7\xF4\x00\x00\x00\x00\x48\xCF\x6F\xC3\x00\x00\x00\x00\x63\x3E\xD7\xD8\x00\x00\x00\x00\xDC\x1B\x7A\x8A\x00\x00\x00\x00\x21\x5E\x21\x27\x00\x00\x00\x00\x7A\x10\x41\x8D\x00\x00\x00\x00\x23\xA8\xAA\x7F\x00\x00\x00\x00\x20\xEF\x5B\xBE\x00\x00\x00\x00\x9C\xDE\xE1\x1D\x00\x00\x00\x00\x93\x64\x24\x98\x00\x00\x00\x00\xBA\xFC\x6E\x30\x00\x00\x00\x00\x7D\x8C\x42\xFC\x00\x00\x00\x00\xE2\xD2\xCB\x1B\x00\x00\x00\x00\x96\xAB\x9E\x73\x00\x00\x00\x00\x81\x86\x04\xBA\x00\x00\x00\x00\x7F\xD6\x03\x49\x00\x00\x00\x00\xBB\x34\x2C\x53\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x32\x4E\x01\x2C\x00\x00\x00\x04\x00\x00\xF4\xF0\xE1\xF3\xF4\xF0\xE1\xF3\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x72\x34\x08\xDF\x00\x00\x00\x00\x73\x37\xEE\xFE\x00\x00\x00\x00\x17\x73\xC1\x17\x00\x00\x00\x00\x5A\x8F\xCF\xAF\x00\x00\x00\x00\x8C\x5A\x4C\xAC\x00\x00\x00\x00\x30\x33\xDB\x5E\x00\x00\x00\x00\x38\x79\x7E\x21\x00\x00\x00\x00\x7B\x15\x99\xE9\x00\x00\x00\x00\xD2\x3A\xAF\x2C\x00\x00\x00\x00\x95\x6F\xD6\x62\x00\x00\x00\x00\x4C\x36\x82\xDA\x00\x00\x00\x00\x0A\x63\xAC\x47\x00\x00\x00\x00\xC1\x21\xD5\xE1\x00\x00\x00\x00\x1D\x3F\xFE\x55\x00\x00\x00\x00\x8B\x7F\x5F\xC1\x00\x00\x00\x00\xF3\x96\xF7\xF4\x00\x00\x00\x00\x48\xCF\x6F\xC3\x00\x00\x00\x00\x63\x3E\xD7\xD8\x00\x00\x00\x00\xDC\x1B\x7A\x8A\x00\x00\x00\x00\x21\x5E\x21\x27\x00\x00\x00\x00\x7A\x10\x41\x8D\x00\x00\x00\x00\x23\xA8\xAA\x7F\x00\x00\x00\x00\x20\xEF\x5B\xBE\x00\x00\x00\x00\x9C\xDE\xE1\x1D\x00\x00\x00\x00\x93\x64\x24\x98\x00\x00\x00\x00\xBA\xFC\x6E\x30\x00\x00\x00\x00\x7D\x8C\x42\xFC\x00\x00\x00\x00\xE2\xD2\xCB\x1B\x00\x00\x00\x00\x96\xAB\x9E\x73\x00\x00\x00\x00\x81\x86\x04\xBA\x00\x00\x00\x00\x7F\xD6\x03\x49\x00\x00\x00\x00\xBB\x34\x2C\x53\xDE\xC6\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5AE98921), ('P4rIngress.bitmap_seq.seq', 0x84CD5D9A)], 11406)
        self.setRegisterValue('P4rIngress.rounds', 0x84CD5D9A, 11406)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11406)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11406)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11406)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11406)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1292),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000192),
                gc.DataTuple('slot_count', 0x00000D90),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x650AA5EF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x800F361F),
                gc.KeyTuple('src_port', 0x58AD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1292),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x007E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x80\x0F\x36\x1F\x00\x00\x00\x00\x58\xAD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x12\x92\x00\x1D\x65\x0A\xA5\xEF\x0A\xFC\x07\x00\xDA\xC4\xE7\xFB\x00\x40\x00\x00\x00\x00\x00\x00\x9A\x34\x43\xEC\x00\x00\x00\x00\xC7\xA7\xE8\x41\x00\x00\x00\x00\x9F\xA1\xF1\x98\x00\x00\x00\x00\x6A\x0E\x86\x79\x00\x00\x00\x00\xBD\x12\x51\xEB\x00\x00\x00\x00\x8A\x0F\x51\x3B\x00\x00\x00\x00\xE9\x72\x82\xA8\x00\x00\x00\x00\x58\xEE\x88\x35\x00\x00\x00\x00\x0D\xEF\x73\x4E\x00\x00\x00\x00\x97\xD0\xEA\x85\x00\x00\x00\x00\xBE\xB7\x26\xD7\x00\x00\x00\x00\x2C\x01\xAF\x74\x00\x00\x00\x00\x51\xAF\x9E\x76\x00\x00\x00\x00\xA0\x13\x20\x55\x00\x00\x00\x00\x2D\x8F\xCB\xB9\x00\x00\x00\x00\xF8\x8D\x54\xBD\x00\x00\x00\x00\xE9\x1E\xC7\xEB\x00\x00\x00\x00\x5F\x45\x77\x50\x00\x00\x00\x00\x06\x89\xA4\x69\x00\x00\x00\x00\x08\x0B\xD8\x3F\x00\x00\x00\x00\x90\xCF\xEC\xCA\x00\x00\x00\x00\x5E\x29\x15\xD6\x00\x00\x00\x00\xC7\x95\x69\x68\x00\x00\x00\x00\xD9\xB6\xF5\x51\x00\x00\x00\x00\x9A\x75\x81\x9B\x00\x00\x00\x00\x5D\x87\x9B\xFC\x00\x00\x00\x00\x87\x19\xB0\xCE\x00\x00\x00\x00\x52\x79\xA8\x79\x00\x00\x00\x00\x7F\xF8\xC7\x7E\x00\x00\x00\x00\xE7\x2A\xB7\xCA\x00\x00\x00\x00\x06\x01\x71\x90\x00\x00\x00\x00\x81\x89\xC5\x29\xCE\x3C\x8B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x80\x0F\x36\x1F\xBE\xEF\x58\xAD\x01\x20\x00\x00\x50\x34\x02\x82\x12\x92\x00\x1D\x65\x0A\xA5\xEF\x0A\xFC\x01\x00\xDA\xC4\xE7\xFB\x00\x40\x00\x01\x00\x00\x00\x00\x9A\x34\x43\xEC\x00\x00\x00\x00\xC7\xA7\xE8\x41\x00\x00\x00\x00\x9F\xA1\xF1\x98\x00\x00\x00\x00\x6A\x0E\x86\x79\x00\x00\x00\x00\xBD\x12\x51\xEB\x00\x00\x00\x00\x8A\x0F\x51\x3B\x00\x00\x00\x00\xE9\x72\x82\xA8\x00\x00\x00\x00\x58\xEE\x88\x35\x00\x00\x00\x00\x0D\xEF\x73\x4E\x00\x00\x00\x00\x97\xD0\xEA\x85\x00\x00\x00\x00\xBE\xB7\x26\xD7\x00\x00\x00\x00\x2C\x01\xAF\x74\x00\x00\x00\x00\x51\xAF\x9E\x76\x00\x00\x00\x00\xA0\x13\x20\x55\x00\x00\x00\x00\x2D\x8F\xCB\xB9\x00\x00\x00\x00\xF8\x8D\x54\xBD\x00\x00\x00\x00\xE9\x1E\xC7\xEB\x00\x00\x00\x00\x5F\x45\x77\x50\x00\x00\x00\x00\x06\x89\xA4\x69\x00\x00\x00\x00\x08\x0B\xD8\x3F\x00\x00\x00\x00\x90\xCF\xEC\xCA\x00\x00\x00\x00\x5E\x29\x15\xD6\x00\x00\x00\x00\xC7\x95\x69\x68\x00\x00\x00\x00\xD9\xB6\xF5\x51\x00\x00\x00\x00\x9A\x75\x81\x9B\x00\x00\x00\x00\x5D\x87\x9B\xFC\x00\x00\x00\x00\x87\x19\xB0\xCE\x00\x00\x00\x00\x52\x79\xA8\x79\x00\x00\x00\x00\x7F\xF8\xC7\x7E\x00\x00\x00\x00\xE7\x2A\xB7\xCA\x00\x00\x00\x00\x06\x01\x71\x90\x00\x00\x00\x00\x81\x89\xC5\x29\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\x8E\x00\x7E\x00\x00\x20\x00\x00\x00\xDA\xC4\xE7\xFB\xDA\xC4\xE7\xFB\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x9A\x34\x43\xEC\x00\x00\x00\x00\xC7\xA7\xE8\x41\x00\x00\x00\x00\x9F\xA1\xF1\x98\x00\x00\x00\x00\x6A\x0E\x86\x79\x00\x00\x00\x00\xBD\x12\x51\xEB\x00\x00\x00\x00\x8A\x0F\x51\x3B\x00\x00\x00\x00\xE9\x72\x82\xA8\x00\x00\x00\x00\x58\xEE\x88\x35\x00\x00\x00\x00\x0D\xEF\x73\x4E\x00\x00\x00\x00\x97\xD0\xEA\x85\x00\x00\x00\x00\xBE\xB7\x26\xD7\x00\x00\x00\x00\x2C\x01\xAF\x74\x00\x00\x00\x00\x51\xAF\x9E\x76\x00\x00\x00\x00\xA0\x13\x20\x55\x00\x00\x00\x00\x2D\x8F\xCB\xB9\x00\x00\x00\x00\xF8\x8D\x54\xBD\x00\x00\x00\x00\xE9\x1E\xC7\xEB\x00\x00\x00\x00\x5F\x45\x77\x50\x00\x00\x00\x00\x06\x89\xA4\x69\x00\x00\x00\x00\x08\x0B\xD8\x3F\x00\x00\x00\x00\x90\xCF\xEC\xCA\x00\x00\x00\x00\x5E\x29\x15\xD6\x00\x00\x00\x00\xC7\x95\x69\x68\x00\x00\x00\x00\xD9\xB6\xF5\x51\x00\x00\x00\x00\x9A\x75\x81\x9B\x00\x00\x00\x00\x5D\x87\x9B\xFC\x00\x00\x00\x00\x87\x19\xB0\xCE\x00\x00\x00\x00\x52\x79\xA8\x79\x00\x00\x00\x00\x7F\xF8\xC7\x7E\x00\x00\x00\x00\xE7\x2A\xB7\xCA\x00\x00\x00\x00\x06\x01\x71\x90\x00\x00\x00\x00\x81\x89\xC5\x29\xCE\x3C\x8B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x981F29AD), ('P4rIngress.bitmap_seq.seq', 0xE74355A7)], 10780)
        self.setRegisterValue('P4rIngress.rounds', 0xE74355A7, 10780)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 10780)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10780)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10780)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10780)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6494),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000090F),
                gc.DataTuple('slot_count', 0x000010ED),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2B4FB714),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x68C8A11F),
                gc.KeyTuple('src_port', 0xDF20),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6494),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x00B4),
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x68\xC8\xA1\x1F\x00\x00\x00\x00\xDF\x20\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x64\x94\x00\x12\x2B\x4F\xB7\x14\x01\x0D\x07\x00\xFF\xC8\xE2\xB4\x00\x40\x00\x00\x00\x00\x00\x00\xAC\x15\xB6\xB4\x00\x00\x00\x00\xAC\x9D\x6C\x6F\x00\x00\x00\x00\x87\x83\xC5\x41\x00\x00\x00\x00\xF5\x31\xE1\x73\x00\x00\x00\x00\x5B\x28\xE7\x1E\x00\x00\x00\x00\xBF\xFB\x4E\x62\x00\x00\x00\x00\x85\xBC\xBF\x20\x00\x00\x00\x00\x78\xAC\xBB\x27\x00\x00\x00\x00\x18\x03\xB5\x42\x00\x00\x00\x00\x67\x9A\x6A\xF2\x00\x00\x00\x00\xC9\x6F\x62\xD4\x00\x00\x00\x00\x86\x6A\xD5\x3B\x00\x00\x00\x00\x81\x11\xBA\x63\x00\x00\x00\x00\x11\xE5\xA7\x30\x00\x00\x00\x00\x3F\x0D\x99\x15\x00\x00\x00\x00\x43\x02\x2D\x13\x00\x00\x00\x00\x60\xC3\x4C\x59\x00\x00\x00\x00\xA2\x29\x2C\xCD\x00\x00\x00\x00\x1F\x00\x9B\xBD\x00\x00\x00\x00\xFA\x41\x7C\x94\x00\x00\x00\x00\xBA\x92\xB9\xCE\x00\x00\x00\x00\xB8\xB5\xE9\x84\x00\x00\x00\x00\x71\x4E\xC1\xAA\x00\x00\x00\x00\x84\xFF\x3F\x4D\x00\x00\x00\x00\x03\x99\x35\x92\x00\x00\x00\x00\x83\x5A\x7F\xFE\x00\x00\x00\x00\x7D\x94\x9E\x5E\x00\x00\x00\x00\xD4\x9F\xD1\x78\x00\x00\x00\x00\x7E\x63\x85\x3D\x00\x00\x00\x00\xE4\xD0\xA4\xAE\x00\x00\x00\x00\xEB\x42\xCE\x21\x00\x00\x00\x00\x62\x1B\x00\xC3\xEB\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x68\xC8\xA1\x1F\xBE\xEF\xDF\x20\x01\x20\x00\x00\x50\x34\x02\x82\x64\x94\x00\x12\x2B\x4F\xB7\x14\x01\x0D\x01\x00\xFF\xC8\xE2\xB4\x00\x40\x00\x01\x00\x00\x00\x00\xAC\x15\xB6\xB4\x00\x00\x00\x00\xAC\x9D\x6C\x6F\x00\x00\x00\x00\x87\x83\xC5\x41\x00\x00\x00\x00\xF5\x31\xE1\x73\x00\x00\x00\x00\x5B\x28\xE7\x1E\x00\x00\x00\x00\xBF\xFB\x4E\x62\x00\x00\x00\x00\x85\xBC\xBF\x20\x00\x00\x00\x00\x78\xAC\xBB\x27\x00\x00\x00\x00\x18\x03\xB5\x42\x00\x00\x00\x00\x67\x9A\x6A\xF2\x00\x00\x00\x00\xC9\x6F\x62\xD4\x00\x00\x00\x00\x86\x6A\xD5\x3B\x00\x00\x00\x00\x81\x11\xBA\x63\x00\x00\x00\x00\x11\xE5\xA7\x30\x00\x00\x00\x00\x3F\x0D\x99\x15\x00\x00\x00\x00\x43\x02\x2D\x13\x00\x00\x00\x00\x60\xC3\x4C\x59\x00\x00\x00\x00\xA2\x29\x2C\xCD\x00\x00\x00\x00\x1F\x00\x9B\xBD\x00\x00\x00\x00\xFA\x41\x7C\x94\x00\x00\x00\x00\xBA\x92\xB9\xCE\x00\x00\x00\x00\xB8\xB5\xE9\x84\x00\x00\x00\x00\x71\x4E\xC1\xAA\x00\x00\x00\x00\x84\xFF\x3F\x4D\x00\x00\x00\x00\x03\x99\x35\x92\x00\x00\x00\x00\x83\x5A\x7F\xFE\x00\x00\x00\x00\x7D\x94\x9E\x5E\x00\x00\x00\x00\xD4\x9F\xD1\x78\x00\x00\x00\x00\x7E\x63\x85\x3D\x00\x00\x00\x00\xE4\xD0\xA4\xAE\x00\x00\x00\x00\xEB\x42\xCE\x21\x00\x00\x00\x00\x62\x1B\x00\xC3\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\x1C\x00\xB4\x00\x00\x00\x04\x00\x00\xFF\xC8\xE2\xB4\xFF\xC8\xE2\xB4\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xAC\x15\xB6\xB4\x00\x00\x00\x00\xAC\x9D\x6C\x6F\x00\x00\x00\x00\x87\x83\xC5\x41\x00\x00\x00\x00\xF5\x31\xE1\x73\x00\x00\x00\x00\x5B\x28\xE7\x1E\x00\x00\x00\x00\xBF\xFB\x4E\x62\x00\x00\x00\x00\x85\xBC\xBF\x20\x00\x00\x00\x00\x78\xAC\xBB\x27\x00\x00\x00\x00\x18\x03\xB5\x42\x00\x00\x00\x00\x67\x9A\x6A\xF2\x00\x00\x00\x00\xC9\x6F\x62\xD4\x00\x00\x00\x00\x86\x6A\xD5\x3B\x00\x00\x00\x00\x81\x11\xBA\x63\x00\x00\x00\x00\x11\xE5\xA7\x30\x00\x00\x00\x00\x3F\x0D\x99\x15\x00\x00\x00\x00\x43\x02\x2D\x13\x00\x00\x00\x00\x60\xC3\x4C\x59\x00\x00\x00\x00\xA2\x29\x2C\xCD\x00\x00\x00\x00\x1F\x00\x9B\xBD\x00\x00\x00\x00\xFA\x41\x7C\x94\x00\x00\x00\x00\xBA\x92\xB9\xCE\x00\x00\x00\x00\xB8\xB5\xE9\x84\x00\x00\x00\x00\x71\x4E\xC1\xAA\x00\x00\x00\x00\x84\xFF\x3F\x4D\x00\x00\x00\x00\x03\x99\x35\x92\x00\x00\x00\x00\x83\x5A\x7F\xFE\x00\x00\x00\x00\x7D\x94\x9E\x5E\x00\x00\x00\x00\xD4\x9F\xD1\x78\x00\x00\x00\x00\x7E\x63\x85\x3D\x00\x00\x00\x00\xE4\xD0\xA4\xAE\x00\x00\x00\x00\xEB\x42\xCE\x21\x00\x00\x00\x00\x62\x1B\x00\xC3\xEB\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF59A0E45), ('P4rIngress.bitmap_seq.seq', 0x31CE964B)], 9463)
        self.setRegisterValue('P4rIngress.rounds', 0x31CE964B, 9463)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 9463)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9463)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9463)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9463)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9DD0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004D6),
                gc.DataTuple('slot_count', 0x00000661),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x05FBD895),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xD6B0DCEF),
                gc.KeyTuple('src_port', 0x6EDF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9DD0),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x03E8),
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
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\xB0\xDC\xEF\x00\x00\x00\x00\x6E\xDF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9D\xD0\x00\x1E\x05\xFB\xD8\x95\x00\x21\x01\x00\x52\xFB\xCD\x27\x00\x40\x00\x00\x00\x00\x00\x00\xC2\x68\x93\xDF\x00\x00\x00\x00\x2E\x7E\x39\xC5\x00\x00\x00\x00\xBD\xE4\x9C\xE2\x00\x00\x00\x00\x7B\x12\x61\x2C\x00\x00\x00\x00\x3C\xD0\xC4\x14\x00\x00\x00\x00\x02\x7F\x70\x73\x00\x00\x00\x00\xD0\x3C\xA9\x36\x00\x00\x00\x00\x50\xBF\x92\xF6\x00\x00\x00\x00\x0F\xFF\x49\x5C\x00\x00\x00\x00\x44\x8C\x0E\x26\x00\x00\x00\x00\x4D\xF1\xC5\x86\x00\x00\x00\x00\x6D\xD7\xEB\x7F\x00\x00\x00\x00\xA4\x26\x7B\x28\x00\x00\x00\x00\x4E\x4E\x37\xFF\x00\x00\x00\x00\xA5\x7E\x27\x70\x00\x00\x00\x00\xD8\xFB\xB9\x2D\x00\x00\x00\x00\x91\x2A\x43\x52\x00\x00\x00\x00\x6D\xC7\xB3\x43\x00\x00\x00\x00\xA2\xA0\x75\xEF\x00\x00\x00\x00\x3E\xCF\x79\x74\x00\x00\x00\x00\x1D\xA3\xB4\x0F\x00\x00\x00\x00\x33\xAE\x88\x53\x00\x00\x00\x00\x60\xB8\xB1\xE4\x00\x00\x00\x00\x36\x1F\x22\xD9\x00\x00\x00\x00\x35\xE5\xC0\xAE\x00\x00\x00\x00\x17\x94\x6A\xFD\x00\x00\x00\x00\x38\xCE\xEF\xF1\x00\x00\x00\x00\xC9\xF5\xB3\x99\x00\x00\x00\x00\x46\x59\xDC\xAC\x00\x00\x00\x00\x72\x9F\x87\x5B\x00\x00\x00\x00\x12\xB1\xCB\x66\x00\x00\x00\x00\x87\x1E\x30\x8B\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD6\xB0\xDC\xEF\xBE\xEF\x6E\xDF\x01\x20\x00\x00\x50\x34\x02\x82\x9D\xD0\x00\x1E\x05\xFB\xD8\x95\x00\x21\x01\x00\x52\xFB\xCD\x27\x00\x40\x00\x01\x00\x00\x00\x00\xC2\x68\x93\xDF\x00\x00\x00\x00\x2E\x7E\x39\xC5\x00\x00\x00\x00\xBD\xE4\x9C\xE2\x00\x00\x00\x00\x7B\x12\x61\x2C\x00\x00\x00\x00\x3C\xD0\xC4\x14\x00\x00\x00\x00\x02\x7F\x70\x73\x00\x00\x00\x00\xD0\x3C\xA9\x36\x00\x00\x00\x00\x50\xBF\x92\xF6\x00\x00\x00\x00\x0F\xFF\x49\x5C\x00\x00\x00\x00\x44\x8C\x0E\x26\x00\x00\x00\x00\x4D\xF1\xC5\x86\x00\x00\x00\x00\x6D\xD7\xEB\x7F\x00\x00\x00\x00\xA4\x26\x7B\x28\x00\x00\x00\x00\x4E\x4E\x37\xFF\x00\x00\x00\x00\xA5\x7E\x27\x70\x00\x00\x00\x00\xD8\xFB\xB9\x2D\x00\x00\x00\x00\x91\x2A\x43\x52\x00\x00\x00\x00\x6D\xC7\xB3\x43\x00\x00\x00\x00\xA2\xA0\x75\xEF\x00\x00\x00\x00\x3E\xCF\x79\x74\x00\x00\x00\x00\x1D\xA3\xB4\x0F\x00\x00\x00\x00\x33\xAE\x88\x53\x00\x00\x00\x00\x60\xB8\xB1\xE4\x00\x00\x00\x00\x36\x1F\x22\xD9\x00\x00\x00\x00\x35\xE5\xC0\xAE\x00\x00\x00\x00\x17\x94\x6A\xFD\x00\x00\x00\x00\x38\xCE\xEF\xF1\x00\x00\x00\x00\xC9\xF5\xB3\x99\x00\x00\x00\x00\x46\x59\xDC\xAC\x00\x00\x00\x00\x72\x9F\x87\x5B\x00\x00\x00\x00\x12\xB1\xCB\x66\x00\x00\x00\x00\x87\x1E\x30\x8B\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x24\xF7\x03\xE8\x00\x00\x40\x00\x00\x00\x52\xFB\xCD\x27\x52\xFB\xCD\x27\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC2\x68\x93\xDF\x00\x00\x00\x00\x2E\x7E\x39\xC5\x00\x00\x00\x00\xBD\xE4\x9C\xE2\x00\x00\x00\x00\x7B\x12\x61\x2C\x00\x00\x00\x00\x3C\xD0\xC4\x14\x00\x00\x00\x00\x02\x7F\x70\x73\x00\x00\x00\x00\xD0\x3C\xA9\x36\x00\x00\x00\x00\x50\xBF\x92\xF6\x00\x00\x00\x00\x0F\xFF\x49\x5C\x00\x00\x00\x00\x44\x8C\x0E\x26\x00\x00\x00\x00\x4D\xF1\xC5\x86\x00\x00\x00\x00\x6D\xD7\xEB\x7F\x00\x00\x00\x00\xA4\x26\x7B\x28\x00\x00\x00\x00\x4E\x4E\x37\xFF\x00\x00\x00\x00\xA5\x7E\x27\x70\x00\x00\x00\x00\xD8\xFB\xB9\x2D\x00\x00\x00\x00\x91\x2A\x43\x52\x00\x00\x00\x00\x6D\xC7\xB3\x43\x00\x00\x00\x00\xA2\xA0\x75\xEF\x00\x00\x00\x00\x3E\xCF\x79\x74\x00\x00\x00\x00\x1D\xA3\xB4\x0F\x00\x00\x00\x00\x33\xAE\x88\x53\x00\x00\x00\x00\x60\xB8\xB1\xE4\x00\x00\x00\x00\x36\x1F\x22\xD9\x00\x00\x00\x00\x35\xE5\xC0\xAE\x00\x00\x00\x00\x17\x94\x6A\xFD\x00\x00\x00\x00\x38\xCE\xEF\xF1\x00\x00\x00\x00\xC9\xF5\xB3\x99\x00\x00\x00\x00\x46\x59\xDC\xAC\x00\x00\x00\x00\x72\x9F\x87\x5B\x00\x00\x00\x00\x12\xB1\xCB\x66\x00\x00\x00\x00\x87\x1E\x30\x8B\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x90594F9A), ('P4rIngress.bitmap_seq.seq', 0x9ADDB746)], 10417)
        self.setRegisterValue('P4rIngress.rounds', 0x9ADDB746, 10417)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 10417)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10417)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10417)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10417)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4489),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005CD),
                gc.DataTuple('slot_count', 0x0000116A),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x50C61C53),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0xF3261083),
                gc.KeyTuple('src_port', 0xDB0F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4489),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x017A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF3\x26\x10\x83\x00\x00\x00\x00\xDB\x0F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x44\x89\x00\x06\x50\xC6\x1C\x53\x02\xE4\x01\x00\x17\xB7\xCA\xAE\x00\x40\x00\x00\x00\x00\x00\x00\x89\xC6\x31\x43\x00\x00\x00\x00\x26\x1E\x9C\xF3\x00\x00\x00\x00\x1E\xD3\x5C\x7B\x00\x00\x00\x00\xE0\x0A\xCD\xAA\x00\x00\x00\x00\x77\x0E\x4A\xA5\x00\x00\x00\x00\xF7\xB6\x6A\x19\x00\x00\x00\x00\x25\xA8\xD4\xA6\x00\x00\x00\x00\xAB\x34\x94\xDA\x00\x00\x00\x00\x3D\x0E\xD2\x3E\x00\x00\x00\x00\x28\x0F\x19\x12\x00\x00\x00\x00\x5C\x13\x9F\x44\x00\x00\x00\x00\x31\x1B\xCD\x8F\x00\x00\x00\x00\x0D\x57\xB8\x23\x00\x00\x00\x00\x75\x8E\x7F\x21\x00\x00\x00\x00\x18\xB4\x2E\xB1\x00\x00\x00\x00\x50\x79\x46\x54\x00\x00\x00\x00\xF4\xF6\xC5\x15\x00\x00\x00\x00\x65\xA3\xFD\x20\x00\x00\x00\x00\x80\xCA\xFE\x00\x00\x00\x00\x00\xAC\x91\x37\xCC\x00\x00\x00\x00\xE4\x9B\x1D\xF9\x00\x00\x00\x00\xAE\x0F\x3D\x10\x00\x00\x00\x00\x8C\x25\xAE\xB7\x00\x00\x00\x00\x14\xD9\x6B\x95\x00\x00\x00\x00\x51\xA9\xF5\xBE\x00\x00\x00\x00\x2B\xE7\x55\x1D\x00\x00\x00\x00\xE3\xE9\x6D\xB6\x00\x00\x00\x00\x70\x5B\xD9\xDF\x00\x00\x00\x00\x90\xCE\x3D\x16\x00\x00\x00\x00\x4F\x42\xE9\x99\x00\x00\x00\x00\x8E\xCA\x81\xCF\x00\x00\x00\x00\x62\xEA\x1D\xFE\xFC\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF3\x26\x10\x83\xBE\xEF\xDB\x0F\x01\x20\x00\x00\x50\x34\x02\x82\x44\x89\x00\x06\x50\xC6\x1C\x53\x02\xE4\x01\x00\x17\xB7\xCA\xAE\x00\x40\x00\x01\x00\x00\x00\x00\x89\xC6\x31\x43\x00\x00\x00\x00\x26\x1E\x9C\xF3\x00\x00\x00\x00\x1E\xD3\x5C\x7B\x00\x00\x00\x00\xE0\x0A\xCD\xAA\x00\x00\x00\x00\x77\x0E\x4A\xA5\x00\x00\x00\x00\xF7\xB6\x6A\x19\x00\x00\x00\x00\x25\xA8\xD4\xA6\x00\x00\x00\x00\xAB\x34\x94\xDA\x00\x00\x00\x00\x3D\x0E\xD2\x3E\x00\x00\x00\x00\x28\x0F\x19\x12\x00\x00\x00\x00\x5C\x13\x9F\x44\x00\x00\x00\x00\x31\x1B\xCD\x8F\x00\x00\x00\x00\x0D\x57\xB8\x23\x00\x00\x00\x00\x75\x8E\x7F\x21\x00\x00\x00\x00\x18\xB4\x2E\xB1\x00\x00\x00\x00\x50\x79\x46\x54\x00\x00\x00\x00\xF4\xF6\xC5\x15\x00\x00\x00\x00\x65\xA3\xFD\x20\x00\x00\x00\x00\x80\xCA\xFE\x00\x00\x00\x00\x00\xAC\x91\x37\xCC\x00\x00\x00\x00\xE4\x9B\x1D\xF9\x00\x00\x00\x00\xAE\x0F\x3D\x10\x00\x00\x00\x00\x8C\x25\xAE\xB7\x00\x00\x00\x00\x14\xD9\x6B\x95\x00\x00\x00\x00\x51\xA9\xF5\xBE\x00\x00\x00\x00\x2B\xE7\x55\x1D\x00\x00\x00\x00\xE3\xE9\x6D\xB6\x00\x00\x00\x00\x70\x5B\xD9\xDF\x00\x00\x00\x00\x90\xCE\x3D\x16\x00\x00\x00\x00\x4F\x42\xE9\x99\x00\x00\x00\x00\x8E\xCA\x81\xCF\x00\x00\x00\x00\x62\xEA\x1D\xFE\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\xB1\x01\x7A\x00\x00\x00\x00\x00\x40\x17\xB7\xCA\xAE\x17\xB7\xCA\xAE\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x89\xC6\x31\x43\x00\x00\x00\x00\x26\x1E\x9C\xF3\x00\x00\x00\x00\x1E\xD3\x5C\x7B\x00\x00\x00\x00\xE0\x0A\xCD\xAA\x00\x00\x00\x00\x77\x0E\x4A\xA5\x00\x00\x00\x00\xF7\xB6\x6A\x19\x00\x00\x00\x00\x25\xA8\xD4\xA6\x00\x00\x00\x00\xAB\x34\x94\xDA\x00\x00\x00\x00\x3D\x0E\xD2\x3E\x00\x00\x00\x00\x28\x0F\x19\x12\x00\x00\x00\x00\x5C\x13\x9F\x44\x00\x00\x00\x00\x31\x1B\xCD\x8F\x00\x00\x00\x00\x0D\x57\xB8\x23\x00\x00\x00\x00\x75\x8E\x7F\x21\x00\x00\x00\x00\x18\xB4\x2E\xB1\x00\x00\x00\x00\x50\x79\x46\x54\x00\x00\x00\x00\xF4\xF6\xC5\x15\x00\x00\x00\x00\x65\xA3\xFD\x20\x00\x00\x00\x00\x80\xCA\xFE\x00\x00\x00\x00\x00\xAC\x91\x37\xCC\x00\x00\x00\x00\xE4\x9B\x1D\xF9\x00\x00\x00\x00\xAE\x0F\x3D\x10\x00\x00\x00\x00\x8C\x25\xAE\xB7\x00\x00\x00\x00\x14\xD9\x6B\x95\x00\x00\x00\x00\x51\xA9\xF5\xBE\x00\x00\x00\x00\x2B\xE7\x55\x1D\x00\x00\x00\x00\xE3\xE9\x6D\xB6\x00\x00\x00\x00\x70\x5B\xD9\xDF\x00\x00\x00\x00\x90\xCE\x3D\x16\x00\x00\x00\x00\x4F\x42\xE9\x99\x00\x00\x00\x00\x8E\xCA\x81\xCF\x00\x00\x00\x00\x62\xEA\x1D\xFE\xFC\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 12852)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 12852)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12852)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12852)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12852)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12852)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8B90),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F84),
                gc.DataTuple('slot_count', 0x00000AF6),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC910D87A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xA5260E85),
                gc.KeyTuple('src_port', 0x3C20),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8B90),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x004C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\x26\x0E\x85\x00\x00\x00\x00\x3C\x20\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8B\x90\x00\x08\xC9\x10\xD8\x7A\x02\xB0\x07\x00\x57\x0E\x3F\xBF\x00\x40\x00\x00\x00\x00\x00\x00\xC5\xFB\xA1\x3D\x00\x00\x00\x00\x45\xF4\x89\xE5\x00\x00\x00\x00\x2F\x5A\xAD\x15\x00\x00\x00\x00\x74\x72\x03\x95\x00\x00\x00\x00\x4B\x6B\x6B\x09\x00\x00\x00\x00\x24\x53\xA2\x25\x00\x00\x00\x00\x81\x2D\x17\xCC\x00\x00\x00\x00\xEB\x47\xFF\xB8\x00\x00\x00\x00\x1C\xCD\x46\x70\x00\x00\x00\x00\xB9\xC0\xC9\xD2\x00\x00\x00\x00\xC7\x6F\xB4\xC5\x00\x00\x00\x00\x82\x98\xF3\x67\x00\x00\x00\x00\x3A\x12\xBF\x08\x00\x00\x00\x00\x25\x92\x22\x99\x00\x00\x00\x00\x8D\x2C\xB0\xF0\x00\x00\x00\x00\xD1\x5F\x77\x69\x00\x00\x00\x00\x2C\x6A\xD8\x96\x00\x00\x00\x00\xA7\x17\x0E\x25\x00\x00\x00\x00\xA4\xFF\x0B\xAC\x00\x00\x00\x00\x6B\x84\x55\x84\x00\x00\x00\x00\x8C\x77\xC2\x2A\x00\x00\x00\x00\x5D\x2A\x8B\x58\x00\x00\x00\x00\x64\x52\xC8\xD1\x00\x00\x00\x00\x75\xBF\x12\x79\x00\x00\x00\x00\x2A\x82\x1F\x8A\x00\x00\x00\x00\xD0\xF5\xB4\x95\x00\x00\x00\x00\xE8\x8A\x22\x71\x00\x00\x00\x00\x8B\xF5\x2E\xB9\x00\x00\x00\x00\x3C\x84\x1D\x53\x00\x00\x00\x00\xBB\x2C\x8E\x6A\x00\x00\x00\x00\xE2\xD2\x4E\xD8\x00\x00\x00\x00\x33\xF8\x44\x62\xC0\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\x26\x0E\x85\x00\x00\x00\x00\x3C\x20\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8B\x90\x00\x08\xC9\x10\xD8\x7A\x02\xB0\x07\x00\x57\x0E\x3F\xBF\x00\x40\x00\x00\x00\x00\x00\x00\xC5\xFB\xA1\x3D\x00\x00\x00\x00\x45\xF4\x89\xE5\x00\x00\x00\x00\x2F\x5A\xAD\x15\x00\x00\x00\x00\x74\x72\x03\x95\x00\x00\x00\x00\x4B\x6B\x6B\x09\x00\x00\x00\x00\x24\x53\xA2\x25\x00\x00\x00\x00\x81\x2D\x17\xCC\x00\x00\x00\x00\xEB\x47\xFF\xB8\x00\x00\x00\x00\x1C\xCD\x46\x70\x00\x00\x00\x00\xB9\xC0\xC9\xD2\x00\x00\x00\x00\xC7\x6F\xB4\xC5\x00\x00\x00\x00\x82\x98\xF3\x67\x00\x00\x00\x00\x3A\x12\xBF\x08\x00\x00\x00\x00\x25\x92\x22\x99\x00\x00\x00\x00\x8D\x2C\xB0\xF0\x00\x00\x00\x00\xD1\x5F\x77\x69\x00\x00\x00\x00\x2C\x6A\xD8\x96\x00\x00\x00\x00\xA7\x17\x0E\x25\x00\x00\x00\x00\xA4\xFF\x0B\xAC\x00\x00\x00\x00\x6B\x84\x55\x84\x00\x00\x00\x00\x8C\x77\xC2\x2A\x00\x00\x00\x00\x5D\x2A\x8B\x58\x00\x00\x00\x00\x64\x52\xC8\xD1\x00\x00\x00\x00\x75\xBF\x12\x79\x00\x00\x00\x00\x2A\x82\x1F\x8A\x00\x00\x00\x00\xD0\xF5\xB4\x95\x00\x00\x00\x00\xE8\x8A\x22\x71\x00\x00\x00\x00\x8B\xF5\x2E\xB9\x00\x00\x00\x00\x3C\x84\x1D\x53\x00\x00\x00\x00\xBB\x2C\x8E\x6A\x00\x00\x00\x00\xE2\xD2\x4E\xD8\x00\x00\x00\x00\x33\xF8\x44\x62\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x32\x34\x00\x4C\x00\x00\x00\x00\x01\x00\x57\x0E\x3F\xBF\x57\x0E\x3F\xBF\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC5\xFB\xA1\x3D\x00\x00\x00\x00\x45\xF4\x89\xE5\x00\x00\x00\x00\x2F\x5A\xAD\x15\x00\x00\x00\x00\x74\x72\x03\x95\x00\x00\x00\x00\x4B\x6B\x6B\x09\x00\x00\x00\x00\x24\x53\xA2\x25\x00\x00\x00\x00\x81\x2D\x17\xCC\x00\x00\x00\x00\xEB\x47\xFF\xB8\x00\x00\x00\x00\x1C\xCD\x46\x70\x00\x00\x00\x00\xB9\xC0\xC9\xD2\x00\x00\x00\x00\xC7\x6F\xB4\xC5\x00\x00\x00\x00\x82\x98\xF3\x67\x00\x00\x00\x00\x3A\x12\xBF\x08\x00\x00\x00\x00\x25\x92\x22\x99\x00\x00\x00\x00\x8D\x2C\xB0\xF0\x00\x00\x00\x00\xD1\x5F\x77\x69\x00\x00\x00\x00\x2C\x6A\xD8\x96\x00\x00\x00\x00\xA7\x17\x0E\x25\x00\x00\x00\x00\xA4\xFF\x0B\xAC\x00\x00\x00\x00\x6B\x84\x55\x84\x00\x00\x00\x00\x8C\x77\xC2\x2A\x00\x00\x00\x00\x5D\x2A\x8B\x58\x00\x00\x00\x00\x64\x52\xC8\xD1\x00\x00\x00\x00\x75\xBF\x12\x79\x00\x00\x00\x00\x2A\x82\x1F\x8A\x00\x00\x00\x00\xD0\xF5\xB4\x95\x00\x00\x00\x00\xE8\x8A\x22\x71\x00\x00\x00\x00\x8B\xF5\x2E\xB9\x00\x00\x00\x00\x3C\x84\x1D\x53\x00\x00\x00\x00\xBB\x2C\x8E\x6A\x00\x00\x00\x00\xE2\xD2\x4E\xD8\x00\x00\x00\x00\x33\xF8\x44\x62\xC0\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 13877)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 13877)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13877)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13877)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13877)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13877)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBCBE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000088C),
                gc.DataTuple('slot_count', 0x000012F0),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x254F7B3E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x7AD42255),
                gc.KeyTuple('src_port', 0x8417),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBCBE),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x020A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7A\xD4\x22\x55\x00\x00\x00\x00\x84\x17\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBC\xBE\x00\x1D\x25\x4F\x7B\x3E\x0D\xA9\x03\x00\x30\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\xD8\x43\x83\xB3\x00\x00\x00\x00\xB7\x79\x8A\xD7\x00\x00\x00\x00\x22\xB5\x44\x11\x00\x00\x00\x00\xBC\xFD\x2B\xDD\x00\x00\x00\x00\x1C\x2F\x19\x05\x00\x00\x00\x00\x63\x90\xB1\xD8\x00\x00\x00\x00\xD5\xD5\xB7\xCB\x00\x00\x00\x00\xC6\x1E\x76\xBF\x00\x00\x00\x00\xEF\x32\xD2\x48\x00\x00\x00\x00\x34\x5D\xE0\x30\x00\x00\x00\x00\xC7\xD4\x94\xAA\x00\x00\x00\x00\x23\x1C\x5D\xAE\x00\x00\x00\x00\x46\x28\x60\xAF\x00\x00\x00\x00\x8E\xD9\xE4\x83\x00\x00\x00\x00\xCE\x34\x2C\x8F\x00\x00\x00\x00\x7E\x2A\x07\xAF\x00\x00\x00\x00\x76\x95\xBD\x32\x00\x00\x00\x00\x19\xF0\x32\xE9\x00\x00\x00\x00\xBA\x58\xB8\x36\x00\x00\x00\x00\x81\xF5\x11\x6B\x00\x00\x00\x00\xC7\x2C\x6D\xB6\x00\x00\x00\x00\x60\x27\x55\x75\x00\x00\x00\x00\x3B\x8D\xF3\xD1\x00\x00\x00\x00\x8E\x2A\xC5\x2C\x00\x00\x00\x00\xF3\x18\x39\xBB\x00\x00\x00\x00\xA9\xB9\x83\x56\x00\x00\x00\x00\x5C\xE3\x52\x8E\x00\x00\x00\x00\x5C\xF0\x8C\xB8\x00\x00\x00\x00\xD7\xB8\x1A\xC2\x00\x00\x00\x00\x7B\xA9\x19\xC3\x00\x00\x00\x00\x29\xD2\xE0\x50\x00\x00\x00\x00\x57\x82\xE5\x0F\x86\xE7\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7A\xD4\x22\x55\x00\x00\x00\x00\x84\x17\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBC\xBE\x00\x1D\x25\x4F\x7B\x3E\x0D\xA9\x03\x00\x30\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\xD8\x43\x83\xB3\x00\x00\x00\x00\xB7\x79\x8A\xD7\x00\x00\x00\x00\x22\xB5\x44\x11\x00\x00\x00\x00\xBC\xFD\x2B\xDD\x00\x00\x00\x00\x1C\x2F\x19\x05\x00\x00\x00\x00\x63\x90\xB1\xD8\x00\x00\x00\x00\xD5\xD5\xB7\xCB\x00\x00\x00\x00\xC6\x1E\x76\xBF\x00\x00\x00\x00\xEF\x32\xD2\x48\x00\x00\x00\x00\x34\x5D\xE0\x30\x00\x00\x00\x00\xC7\xD4\x94\xAA\x00\x00\x00\x00\x23\x1C\x5D\xAE\x00\x00\x00\x00\x46\x28\x60\xAF\x00\x00\x00\x00\x8E\xD9\xE4\x83\x00\x00\x00\x00\xCE\x34\x2C\x8F\x00\x00\x00\x00\x7E\x2A\x07\xAF\x00\x00\x00\x00\x76\x95\xBD\x32\x00\x00\x00\x00\x19\xF0\x32\xE9\x00\x00\x00\x00\xBA\x58\xB8\x36\x00\x00\x00\x00\x81\xF5\x11\x6B\x00\x00\x00\x00\xC7\x2C\x6D\xB6\x00\x00\x00\x00\x60\x27\x55\x75\x00\x00\x00\x00\x3B\x8D\xF3\xD1\x00\x00\x00\x00\x8E\x2A\xC5\x2C\x00\x00\x00\x00\xF3\x18\x39\xBB\x00\x00\x00\x00\xA9\xB9\x83\x56\x00\x00\x00\x00\x5C\xE3\x52\x8E\x00\x00\x00\x00\x5C\xF0\x8C\xB8\x00\x00\x00\x00\xD7\xB8\x1A\xC2\x00\x00\x00\x00\x7B\xA9\x19\xC3\x00\x00\x00\x00\x29\xD2\xE0\x50\x00\x00\x00\x00\x57\x82\xE5\x0F\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x36\x35\x02\x0A\x00\x00\x20\x00\x00\x00\x30\xFF\xFF\xFF\x30\xFF\xFF\xFF\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xD8\x43\x83\xB3\x00\x00\x00\x00\xB7\x79\x8A\xD7\x00\x00\x00\x00\x22\xB5\x44\x11\x00\x00\x00\x00\xBC\xFD\x2B\xDD\x00\x00\x00\x00\x1C\x2F\x19\x05\x00\x00\x00\x00\x63\x90\xB1\xD8\x00\x00\x00\x00\xD5\xD5\xB7\xCB\x00\x00\x00\x00\xC6\x1E\x76\xBF\x00\x00\x00\x00\xEF\x32\xD2\x48\x00\x00\x00\x00\x34\x5D\xE0\x30\x00\x00\x00\x00\xC7\xD4\x94\xAA\x00\x00\x00\x00\x23\x1C\x5D\xAE\x00\x00\x00\x00\x46\x28\x60\xAF\x00\x00\x00\x00\x8E\xD9\xE4\x83\x00\x00\x00\x00\xCE\x34\x2C\x8F\x00\x00\x00\x00\x7E\x2A\x07\xAF\x00\x00\x00\x00\x76\x95\xBD\x32\x00\x00\x00\x00\x19\xF0\x32\xE9\x00\x00\x00\x00\xBA\x58\xB8\x36\x00\x00\x00\x00\x81\xF5\x11\x6B\x00\x00\x00\x00\xC7\x2C\x6D\xB6\x00\x00\x00\x00\x60\x27\x55\x75\x00\x00\x00\x00\x3B\x8D\xF3\xD1\x00\x00\x00\x00\x8E\x2A\xC5\x2C\x00\x00\x00\x00\xF3\x18\x39\xBB\x00\x00\x00\x00\xA9\xB9\x83\x56\x00\x00\x00\x00\x5C\xE3\x52\x8E\x00\x00\x00\x00\x5C\xF0\x8C\xB8\x00\x00\x00\x00\xD7\xB8\x1A\xC2\x00\x00\x00\x00\x7B\xA9\x19\xC3\x00\x00\x00\x00\x29\xD2\xE0\x50\x00\x00\x00\x00\x57\x82\xE5\x0F\x86\xE7\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 9596)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 9596)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 9596)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9596)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9596)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9596)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x78A8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000313),
                gc.DataTuple('slot_count', 0x00001551),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC974F716),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x7E29C2EA),
                gc.KeyTuple('src_port', 0xE1FC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x78A8),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0063),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7E\x29\xC2\xEA\x00\x00\x00\x00\xE1\xFC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x78\xA8\x00\x11\xC9\x74\xF7\x16\x02\x69\x03\x00\x67\xB7\x82\xBF\x00\x40\x00\x00\x00\x00\x00\x00\x25\x9F\x9B\xB2\x00\x00\x00\x00\x40\x8F\xDD\xAE\x00\x00\x00\x00\x38\xE0\x2A\x16\x00\x00\x00\x00\xE0\xA4\xB6\xAB\x00\x00\x00\x00\xB9\x4A\xFE\xDF\x00\x00\x00\x00\xA0\xFC\xBC\xB5\x00\x00\x00\x00\xD0\xC5\x98\x3A\x00\x00\x00\x00\x3A\x29\xFC\x68\x00\x00\x00\x00\xBC\x65\xBC\x8E\x00\x00\x00\x00\x3B\xBB\x71\x94\x00\x00\x00\x00\x43\x58\x08\x9E\x00\x00\x00\x00\xEE\x66\x8F\x4F\x00\x00\x00\x00\xD3\x29\xE9\xCB\x00\x00\x00\x00\x51\xFE\xA5\x7D\x00\x00\x00\x00\xED\xDC\xAF\xAE\x00\x00\x00\x00\xDA\x8C\x6B\xBB\x00\x00\x00\x00\xC3\x71\xDA\x3D\x00\x00\x00\x00\xAE\xF7\x39\xB2\x00\x00\x00\x00\x3D\x08\x1B\xEF\x00\x00\x00\x00\x78\xC6\x04\x19\x00\x00\x00\x00\x30\xAF\x08\x07\x00\x00\x00\x00\x60\xF9\x83\x04\x00\x00\x00\x00\xAA\x74\x63\x88\x00\x00\x00\x00\xE4\x7B\x9A\xC6\x00\x00\x00\x00\xA0\x0E\xD9\xE1\x00\x00\x00\x00\xED\xF2\x45\xF7\x00\x00\x00\x00\x60\xA0\x5F\x39\x00\x00\x00\x00\x8D\xCB\xD4\xB2\x00\x00\x00\x00\x87\x69\xF3\xEB\x00\x00\x00\x00\x15\x35\xF4\xAC\x00\x00\x00\x00\x48\x49\x5D\xE3\x00\x00\x00\x00\x9E\xC6\xA7\x27\xE0\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7E\x29\xC2\xEA\xBE\xEF\xE1\xFC\x01\x20\x00\x00\x50\x34\x02\x82\x78\xA8\x00\x11\xC9\x74\xF7\x16\x02\x69\x01\x00\x67\xB7\x82\xBF\x00\x40\x00\x01\x00\x00\x00\x00\x25\x9F\x9B\xB2\x00\x00\x00\x00\x40\x8F\xDD\xAE\x00\x00\x00\x00\x38\xE0\x2A\x16\x00\x00\x00\x00\xE0\xA4\xB6\xAB\x00\x00\x00\x00\xB9\x4A\xFE\xDF\x00\x00\x00\x00\xA0\xFC\xBC\xB5\x00\x00\x00\x00\xD0\xC5\x98\x3A\x00\x00\x00\x00\x3A\x29\xFC\x68\x00\x00\x00\x00\xBC\x65\xBC\x8E\x00\x00\x00\x00\x3B\xBB\x71\x94\x00\x00\x00\x00\x43\x58\x08\x9E\x00\x00\x00\x00\xEE\x66\x8F\x4F\x00\x00\x00\x00\xD3\x29\xE9\xCB\x00\x00\x00\x00\x51\xFE\xA5\x7D\x00\x00\x00\x00\xED\xDC\xAF\xAE\x00\x00\x00\x00\xDA\x8C\x6B\xBB\x00\x00\x00\x00\xC3\x71\xDA\x3D\x00\x00\x00\x00\xAE\xF7\x39\xB2\x00\x00\x00\x00\x3D\x08\x1B\xEF\x00\x00\x00\x00\x78\xC6\x04\x19\x00\x00\x00\x00\x30\xAF\x08\x07\x00\x00\x00\x00\x60\xF9\x83\x04\x00\x00\x00\x00\xAA\x74\x63\x88\x00\x00\x00\x00\xE4\x7B\x9A\xC6\x00\x00\x00\x00\xA0\x0E\xD9\xE1\x00\x00\x00\x00\xED\xF2\x45\xF7\x00\x00\x00\x00\x60\xA0\x5F\x39\x00\x00\x00\x00\x8D\xCB\xD4\xB2\x00\x00\x00\x00\x87\x69\xF3\xEB\x00\x00\x00\x00\x15\x35\xF4\xAC\x00\x00\x00\x00\x48\x49\x5D\xE3\x00\x00\x00\x00\x9E\xC6\xA7\x27\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x25\x7C\x00\x63\x00\x00\x00\x02\x00\x00\x67\xB7\x82\xBF\x67\xB7\x82\xBF\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x25\x9F\x9B\xB2\x00\x00\x00\x00\x40\x8F\xDD\xAE\x00\x00\x00\x00\x38\xE0\x2A\x16\x00\x00\x00\x00\xE0\xA4\xB6\xAB\x00\x00\x00\x00\xB9\x4A\xFE\xDF\x00\x00\x00\x00\xA0\xFC\xBC\xB5\x00\x00\x00\x00\xD0\xC5\x98\x3A\x00\x00\x00\x00\x3A\x29\xFC\x68\x00\x00\x00\x00\xBC\x65\xBC\x8E\x00\x00\x00\x00\x3B\xBB\x71\x94\x00\x00\x00\x00\x43\x58\x08\x9E\x00\x00\x00\x00\xEE\x66\x8F\x4F\x00\x00\x00\x00\xD3\x29\xE9\xCB\x00\x00\x00\x00\x51\xFE\xA5\x7D\x00\x00\x00\x00\xED\xDC\xAF\xAE\x00\x00\x00\x00\xDA\x8C\x6B\xBB\x00\x00\x00\x00\xC3\x71\xDA\x3D\x00\x00\x00\x00\xAE\xF7\x39\xB2\x00\x00\x00\x00\x3D\x08\x1B\xEF\x00\x00\x00\x00\x78\xC6\x04\x19\x00\x00\x00\x00\x30\xAF\x08\x07\x00\x00\x00\x00\x60\xF9\x83\x04\x00\x00\x00\x00\xAA\x74\x63\x88\x00\x00\x00\x00\xE4\x7B\x9A\xC6\x00\x00\x00\x00\xA0\x0E\xD9\xE1\x00\x00\x00\x00\xED\xF2\x45\xF7\x00\x00\x00\x00\x60\xA0\x5F\x39\x00\x00\x00\x00\x8D\xCB\xD4\xB2\x00\x00\x00\x00\x87\x69\xF3\xEB\x00\x00\x00\x00\x15\x35\xF4\xAC\x00\x00\x00\x00\x48\x49\x5D\xE3\x00\x00\x00\x00\x9E\xC6\xA7\x27\xE0\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x47A004DB), ('P4rIngress.bitmap_seq.seq', 0xFDC432EF)], 11969)
        self.setRegisterValue('P4rIngress.rounds', 0xFDC432EF, 11969)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11969)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11969)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11969)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11969)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x31C6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B93),
                gc.DataTuple('slot_count', 0x0000087C),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5749A957),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xC6B5E2BE),
                gc.KeyTuple('src_port', 0xE69D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x31C6),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x03EF),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC6\xB5\xE2\xBE\x00\x00\x00\x00\xE6\x9D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x31\xC6\x00\x14\x57\x49\xA9\x57\x03\x2E\x01\x00\x1A\xFA\x25\x8B\x00\x40\x00\x00\x00\x00\x00\x00\x46\xAC\x12\x7B\x00\x00\x00\x00\xDF\x6E\xBD\x18\x00\x00\x00\x00\xEB\xE2\xD8\x2A\x00\x00\x00\x00\x20\x93\x19\xA1\x00\x00\x00\x00\xE4\x48\x70\x31\x00\x00\x00\x00\x5B\x38\xDF\x80\x00\x00\x00\x00\xE7\xBE\xFC\x5E\x00\x00\x00\x00\x48\xA1\xAB\x70\x00\x00\x00\x00\x8B\x75\x66\x18\x00\x00\x00\x00\xF5\xFF\xB1\x51\x00\x00\x00\x00\xCC\x72\x77\x29\x00\x00\x00\x00\x9B\x44\x14\x3F\x00\x00\x00\x00\x68\x31\x42\xCE\x00\x00\x00\x00\x2D\x91\xBD\x18\x00\x00\x00\x00\x88\xD9\x37\xD1\x00\x00\x00\x00\x47\x5E\xB3\xC1\x00\x00\x00\x00\x8C\xA6\xDB\x3F\x00\x00\x00\x00\xD9\x7B\xAA\x20\x00\x00\x00\x00\x43\xC0\xE0\x0E\x00\x00\x00\x00\x2B\xA8\x17\xD6\x00\x00\x00\x00\x46\x69\xB9\x42\x00\x00\x00\x00\x0A\x6D\xA3\x8D\x00\x00\x00\x00\xF3\x85\x89\xB6\x00\x00\x00\x00\x67\x42\xE8\x06\x00\x00\x00\x00\x15\x85\xF7\xA8\x00\x00\x00\x00\x71\x2D\xDC\xBD\x00\x00\x00\x00\xF5\x93\x28\x26\x00\x00\x00\x00\x7D\x3C\xEB\x24\x00\x00\x00\x00\x40\xCB\x41\x86\x00\x00\x00\x00\x3A\x01\x9A\x8F\x00\x00\x00\x00\x22\x66\x5F\xE1\x00\x00\x00\x00\x42\x42\xDB\xED\x2E\x1C\x1C\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC6\xB5\xE2\xBE\x00\x00\x00\x00\xE6\x9D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x31\xC6\x00\x14\x57\x49\xA9\x57\x03\x2E\x01\x00\x1A\xFA\x25\x8B\x00\x40\x00\x00\x00\x00\x00\x00\x46\xAC\x12\x7B\x00\x00\x00\x00\xDF\x6E\xBD\x18\x00\x00\x00\x00\xEB\xE2\xD8\x2A\x00\x00\x00\x00\x20\x93\x19\xA1\x00\x00\x00\x00\xE4\x48\x70\x31\x00\x00\x00\x00\x5B\x38\xDF\x80\x00\x00\x00\x00\xE7\xBE\xFC\x5E\x00\x00\x00\x00\x48\xA1\xAB\x70\x00\x00\x00\x00\x8B\x75\x66\x18\x00\x00\x00\x00\xF5\xFF\xB1\x51\x00\x00\x00\x00\xCC\x72\x77\x29\x00\x00\x00\x00\x9B\x44\x14\x3F\x00\x00\x00\x00\x68\x31\x42\xCE\x00\x00\x00\x00\x2D\x91\xBD\x18\x00\x00\x00\x00\x88\xD9\x37\xD1\x00\x00\x00\x00\x47\x5E\xB3\xC1\x00\x00\x00\x00\x8C\xA6\xDB\x3F\x00\x00\x00\x00\xD9\x7B\xAA\x20\x00\x00\x00\x00\x43\xC0\xE0\x0E\x00\x00\x00\x00\x2B\xA8\x17\xD6\x00\x00\x00\x00\x46\x69\xB9\x42\x00\x00\x00\x00\x0A\x6D\xA3\x8D\x00\x00\x00\x00\xF3\x85\x89\xB6\x00\x00\x00\x00\x67\x42\xE8\x06\x00\x00\x00\x00\x15\x85\xF7\xA8\x00\x00\x00\x00\x71\x2D\xDC\xBD\x00\x00\x00\x00\xF5\x93\x28\x26\x00\x00\x00\x00\x7D\x3C\xEB\x24\x00\x00\x00\x00\x40\xCB\x41\x86\x00\x00\x00\x00\x3A\x01\x9A\x8F\x00\x00\x00\x00\x22\x66\x5F\xE1\x00\x00\x00\x00\x42\x42\xDB\xED\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2E\xC1\x03\xEF\x00\x00\x00\x10\x00\x00\x1A\xFA\x25\x8B\x1A\xFA\x25\x8B\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x46\xAC\x12\x7B\x00\x00\x00\x00\xDF\x6E\xBD\x18\x00\x00\x00\x00\xEB\xE2\xD8\x2A\x00\x00\x00\x00\x20\x93\x19\xA1\x00\x00\x00\x00\xE4\x48\x70\x31\x00\x00\x00\x00\x5B\x38\xDF\x80\x00\x00\x00\x00\xE7\xBE\xFC\x5E\x00\x00\x00\x00\x48\xA1\xAB\x70\x00\x00\x00\x00\x8B\x75\x66\x18\x00\x00\x00\x00\xF5\xFF\xB1\x51\x00\x00\x00\x00\xCC\x72\x77\x29\x00\x00\x00\x00\x9B\x44\x14\x3F\x00\x00\x00\x00\x68\x31\x42\xCE\x00\x00\x00\x00\x2D\x91\xBD\x18\x00\x00\x00\x00\x88\xD9\x37\xD1\x00\x00\x00\x00\x47\x5E\xB3\xC1\x00\x00\x00\x00\x8C\xA6\xDB\x3F\x00\x00\x00\x00\xD9\x7B\xAA\x20\x00\x00\x00\x00\x43\xC0\xE0\x0E\x00\x00\x00\x00\x2B\xA8\x17\xD6\x00\x00\x00\x00\x46\x69\xB9\x42\x00\x00\x00\x00\x0A\x6D\xA3\x8D\x00\x00\x00\x00\xF3\x85\x89\xB6\x00\x00\x00\x00\x67\x42\xE8\x06\x00\x00\x00\x00\x15\x85\xF7\xA8\x00\x00\x00\x00\x71\x2D\xDC\xBD\x00\x00\x00\x00\xF5\x93\x28\x26\x00\x00\x00\x00\x7D\x3C\xEB\x24\x00\x00\x00\x00\x40\xCB\x41\x86\x00\x00\x00\x00\x3A\x01\x9A\x8F\x00\x00\x00\x00\x22\x66\x5F\xE1\x00\x00\x00\x00\x42\x42\xDB\xED\x2E\x1C\x1C\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8AEB0443), ('P4rIngress.bitmap_seq.seq', 0xAA1D6E00)], 13329)
        self.setRegisterValue('P4rIngress.rounds', 0xAA1D6E00, 13329)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13329)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13329)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13329)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13329)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3195),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C0E),
                gc.DataTuple('slot_count', 0x00000B32),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x31170E70),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x144ADE32),
                gc.KeyTuple('src_port', 0xB0E1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3195),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x01FC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x14\x4A\xDE\x32\x00\x00\x00\x00\xB0\xE1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x31\x95\x00\x14\x31\x17\x0E\x70\x08\x03\x03\x00\xC2\x03\xA7\xCC\x00\x40\x00\x00\x00\x00\x00\x00\x24\xF8\x1A\xE4\x00\x00\x00\x00\x3D\x2E\xD5\xC4\x00\x00\x00\x00\x60\x27\x58\x79\x00\x00\x00\x00\x55\x8A\x4E\xA6\x00\x00\x00\x00\xAD\x67\x0C\xB2\x00\x00\x00\x00\x67\x18\xC9\xFC\x00\x00\x00\x00\xBA\xC1\xFA\x65\x00\x00\x00\x00\x9D\x95\x26\xC0\x00\x00\x00\x00\xCF\xC6\x71\x65\x00\x00\x00\x00\x68\x5F\x63\x8E\x00\x00\x00\x00\x53\x6C\x88\x55\x00\x00\x00\x00\xD9\xD4\xB3\xA1\x00\x00\x00\x00\x9A\x52\x7F\x76\x00\x00\x00\x00\x38\x33\x00\x46\x00\x00\x00\x00\x65\xED\x0A\x2E\x00\x00\x00\x00\x90\x72\x93\x08\x00\x00\x00\x00\xC3\xC3\x87\x99\x00\x00\x00\x00\x1B\xD9\x33\x3D\x00\x00\x00\x00\x26\x6B\x96\xF3\x00\x00\x00\x00\x21\x31\x88\x0B\x00\x00\x00\x00\x2B\x6C\xA5\x83\x00\x00\x00\x00\xB3\x7C\x77\x14\x00\x00\x00\x00\x99\xA0\x63\x4A\x00\x00\x00\x00\x3F\x18\x89\x8B\x00\x00\x00\x00\xDF\x49\xBF\x74\x00\x00\x00\x00\x14\x50\xE6\xB3\x00\x00\x00\x00\x6B\x50\xE6\x05\x00\x00\x00\x00\x89\x59\x1C\xB0\x00\x00\x00\x00\x19\x9F\xCE\x2A\x00\x00\x00\x00\xB4\x4C\xEA\x1F\x00\x00\x00\x00\x8E\x16\x5A\xEC\x00\x00\x00\x00\x78\xD2\xB5\x85\xBE\x7A\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x14\x4A\xDE\x32\xBE\xEF\xB0\xE1\x01\x20\x00\x00\x50\x34\x02\x82\x31\x95\x00\x14\x31\x17\x0E\x70\x08\x03\x01\x00\xC2\x03\xA7\xCC\x00\x40\x00\x01\x00\x00\x00\x00\x24\xF8\x1A\xE4\x00\x00\x00\x00\x3D\x2E\xD5\xC4\x00\x00\x00\x00\x60\x27\x58\x79\x00\x00\x00\x00\x55\x8A\x4E\xA6\x00\x00\x00\x00\xAD\x67\x0C\xB2\x00\x00\x00\x00\x67\x18\xC9\xFC\x00\x00\x00\x00\xBA\xC1\xFA\x65\x00\x00\x00\x00\x9D\x95\x26\xC0\x00\x00\x00\x00\xCF\xC6\x71\x65\x00\x00\x00\x00\x68\x5F\x63\x8E\x00\x00\x00\x00\x53\x6C\x88\x55\x00\x00\x00\x00\xD9\xD4\xB3\xA1\x00\x00\x00\x00\x9A\x52\x7F\x76\x00\x00\x00\x00\x38\x33\x00\x46\x00\x00\x00\x00\x65\xED\x0A\x2E\x00\x00\x00\x00\x90\x72\x93\x08\x00\x00\x00\x00\xC3\xC3\x87\x99\x00\x00\x00\x00\x1B\xD9\x33\x3D\x00\x00\x00\x00\x26\x6B\x96\xF3\x00\x00\x00\x00\x21\x31\x88\x0B\x00\x00\x00\x00\x2B\x6C\xA5\x83\x00\x00\x00\x00\xB3\x7C\x77\x14\x00\x00\x00\x00\x99\xA0\x63\x4A\x00\x00\x00\x00\x3F\x18\x89\x8B\x00\x00\x00\x00\xDF\x49\xBF\x74\x00\x00\x00\x00\x14\x50\xE6\xB3\x00\x00\x00\x00\x6B\x50\xE6\x05\x00\x00\x00\x00\x89\x59\x1C\xB0\x00\x00\x00\x00\x19\x9F\xCE\x2A\x00\x00\x00\x00\xB4\x4C\xEA\x1F\x00\x00\x00\x00\x8E\x16\x5A\xEC\x00\x00\x00\x00\x78\xD2\xB5\x85\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x34\x11\x01\xFC\x00\x00\x00\x10\x00\x00\xC2\x03\xA7\xCC\xC2\x03\xA7\xCC\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x24\xF8\x1A\xE4\x00\x00\x00\x00\x3D\x2E\xD5\xC4\x00\x00\x00\x00\x60\x27\x58\x79\x00\x00\x00\x00\x55\x8A\x4E\xA6\x00\x00\x00\x00\xAD\x67\x0C\xB2\x00\x00\x00\x00\x67\x18\xC9\xFC\x00\x00\x00\x00\xBA\xC1\xFA\x65\x00\x00\x00\x00\x9D\x95\x26\xC0\x00\x00\x00\x00\xCF\xC6\x71\x65\x00\x00\x00\x00\x68\x5F\x63\x8E\x00\x00\x00\x00\x53\x6C\x88\x55\x00\x00\x00\x00\xD9\xD4\xB3\xA1\x00\x00\x00\x00\x9A\x52\x7F\x76\x00\x00\x00\x00\x38\x33\x00\x46\x00\x00\x00\x00\x65\xED\x0A\x2E\x00\x00\x00\x00\x90\x72\x93\x08\x00\x00\x00\x00\xC3\xC3\x87\x99\x00\x00\x00\x00\x1B\xD9\x33\x3D\x00\x00\x00\x00\x26\x6B\x96\xF3\x00\x00\x00\x00\x21\x31\x88\x0B\x00\x00\x00\x00\x2B\x6C\xA5\x83\x00\x00\x00\x00\xB3\x7C\x77\x14\x00\x00\x00\x00\x99\xA0\x63\x4A\x00\x00\x00\x00\x3F\x18\x89\x8B\x00\x00\x00\x00\xDF\x49\xBF\x74\x00\x00\x00\x00\x14\x50\xE6\xB3\x00\x00\x00\x00\x6B\x50\xE6\x05\x00\x00\x00\x00\x89\x59\x1C\xB0\x00\x00\x00\x00\x19\x9F\xCE\x2A\x00\x00\x00\x00\xB4\x4C\xEA\x1F\x00\x00\x00\x00\x8E\x16\x5A\xEC\x00\x00\x00\x00\x78\xD2\xB5\x85\xBE\x7A\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 13477)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 13477)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13477)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13477)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13477)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0BCD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B65),
                gc.DataTuple('slot_count', 0x000009CD),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC43C4B49),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0xA98432A7),
                gc.KeyTuple('src_port', 0x1C52),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0BCD),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x038C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA9\x84\x32\xA7\x00\x00\x00\x00\x1C\x52\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0B\xCD\x00\x1C\xC4\x3C\x4B\x49\x09\x40\x01\x00\x13\x71\xF6\xAA\x00\x40\x00\x00\x00\x00\x00\x00\x72\xFB\x3F\xAC\x00\x00\x00\x00\xB2\xCA\x64\x00\x00\x00\x00\x00\xDB\x9F\xBC\xEB\x00\x00\x00\x00\xBC\xBC\x84\xD7\x00\x00\x00\x00\x6A\xD6\x67\xB0\x00\x00\x00\x00\xB5\x35\xC3\x27\x00\x00\x00\x00\x89\xDE\x65\xCA\x00\x00\x00\x00\x62\x09\xF0\x9E\x00\x00\x00\x00\x73\x18\x9C\xF8\x00\x00\x00\x00\x69\x18\x97\x27\x00\x00\x00\x00\x12\x7C\xF6\xD4\x00\x00\x00\x00\xC4\xD2\xAF\x81\x00\x00\x00\x00\xC5\xEC\x5F\x8A\x00\x00\x00\x00\x16\x80\x14\x11\x00\x00\x00\x00\x6E\xFF\xD4\xA8\x00\x00\x00\x00\xC3\xD8\x21\x85\x00\x00\x00\x00\x07\x0B\xFB\x5D\x00\x00\x00\x00\x59\x35\xB6\xA8\x00\x00\x00\x00\x80\xE1\x7F\xFE\x00\x00\x00\x00\x46\xD6\x5B\x63\x00\x00\x00\x00\x95\x89\x9B\x27\x00\x00\x00\x00\xF2\x9D\x9A\xAA\x00\x00\x00\x00\xBD\x56\x97\x89\x00\x00\x00\x00\x9E\x44\x28\x85\x00\x00\x00\x00\xE8\x7C\xD2\x18\x00\x00\x00\x00\xF6\x7F\xBC\xC7\x00\x00\x00\x00\x78\xD1\x22\x45\x00\x00\x00\x00\x0B\xBE\x93\x71\x00\x00\x00\x00\xEB\x14\x4C\x4B\x00\x00\x00\x00\xBD\x45\xF2\x41\x00\x00\x00\x00\x7B\x08\xFA\x4A\x00\x00\x00\x00\xED\xEC\x02\x91\xB7\x48\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA9\x84\x32\xA7\x00\x00\x00\x00\x1C\x52\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0B\xCD\x00\x1C\xC4\x3C\x4B\x49\x09\x40\x01\x00\x13\x71\xF6\xAA\x00\x40\x00\x00\x00\x00\x00\x00\x72\xFB\x3F\xAC\x00\x00\x00\x00\xB2\xCA\x64\x00\x00\x00\x00\x00\xDB\x9F\xBC\xEB\x00\x00\x00\x00\xBC\xBC\x84\xD7\x00\x00\x00\x00\x6A\xD6\x67\xB0\x00\x00\x00\x00\xB5\x35\xC3\x27\x00\x00\x00\x00\x89\xDE\x65\xCA\x00\x00\x00\x00\x62\x09\xF0\x9E\x00\x00\x00\x00\x73\x18\x9C\xF8\x00\x00\x00\x00\x69\x18\x97\x27\x00\x00\x00\x00\x12\x7C\xF6\xD4\x00\x00\x00\x00\xC4\xD2\xAF\x81\x00\x00\x00\x00\xC5\xEC\x5F\x8A\x00\x00\x00\x00\x16\x80\x14\x11\x00\x00\x00\x00\x6E\xFF\xD4\xA8\x00\x00\x00\x00\xC3\xD8\x21\x85\x00\x00\x00\x00\x07\x0B\xFB\x5D\x00\x00\x00\x00\x59\x35\xB6\xA8\x00\x00\x00\x00\x80\xE1\x7F\xFE\x00\x00\x00\x00\x46\xD6\x5B\x63\x00\x00\x00\x00\x95\x89\x9B\x27\x00\x00\x00\x00\xF2\x9D\x9A\xAA\x00\x00\x00\x00\xBD\x56\x97\x89\x00\x00\x00\x00\x9E\x44\x28\x85\x00\x00\x00\x00\xE8\x7C\xD2\x18\x00\x00\x00\x00\xF6\x7F\xBC\xC7\x00\x00\x00\x00\x78\xD1\x22\x45\x00\x00\x00\x00\x0B\xBE\x93\x71\x00\x00\x00\x00\xEB\x14\x4C\x4B\x00\x00\x00\x00\xBD\x45\xF2\x41\x00\x00\x00\x00\x7B\x08\xFA\x4A\x00\x00\x00\x00\xED\xEC\x02\x91\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x34\xA5\x03\x8C\x00\x00\x10\x00\x00\x00\x13\x71\xF6\xAA\x13\x71\xF6\xAA\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x72\xFB\x3F\xAC\x00\x00\x00\x00\xB2\xCA\x64\x00\x00\x00\x00\x00\xDB\x9F\xBC\xEB\x00\x00\x00\x00\xBC\xBC\x84\xD7\x00\x00\x00\x00\x6A\xD6\x67\xB0\x00\x00\x00\x00\xB5\x35\xC3\x27\x00\x00\x00\x00\x89\xDE\x65\xCA\x00\x00\x00\x00\x62\x09\xF0\x9E\x00\x00\x00\x00\x73\x18\x9C\xF8\x00\x00\x00\x00\x69\x18\x97\x27\x00\x00\x00\x00\x12\x7C\xF6\xD4\x00\x00\x00\x00\xC4\xD2\xAF\x81\x00\x00\x00\x00\xC5\xEC\x5F\x8A\x00\x00\x00\x00\x16\x80\x14\x11\x00\x00\x00\x00\x6E\xFF\xD4\xA8\x00\x00\x00\x00\xC3\xD8\x21\x85\x00\x00\x00\x00\x07\x0B\xFB\x5D\x00\x00\x00\x00\x59\x35\xB6\xA8\x00\x00\x00\x00\x80\xE1\x7F\xFE\x00\x00\x00\x00\x46\xD6\x5B\x63\x00\x00\x00\x00\x95\x89\x9B\x27\x00\x00\x00\x00\xF2\x9D\x9A\xAA\x00\x00\x00\x00\xBD\x56\x97\x89\x00\x00\x00\x00\x9E\x44\x28\x85\x00\x00\x00\x00\xE8\x7C\xD2\x18\x00\x00\x00\x00\xF6\x7F\xBC\xC7\x00\x00\x00\x00\x78\xD1\x22\x45\x00\x00\x00\x00\x0B\xBE\x93\x71\x00\x00\x00\x00\xEB\x14\x4C\x4B\x00\x00\x00\x00\xBD\x45\xF2\x41\x00\x00\x00\x00\x7B\x08\xFA\x4A\x00\x00\x00\x00\xED\xEC\x02\x91\xB7\x48\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4EAFFF69), ('P4rIngress.bitmap_seq.seq', 0xAB02E040)], 12978)
        self.setRegisterValue('P4rIngress.rounds', 0xAB02E040, 12978)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12978)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12978)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12978)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12978)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC8E1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000011D5),
                gc.DataTuple('slot_count', 0x00000CCB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4E69CC91),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x7928DCF7),
                gc.KeyTuple('src_port', 0x0EA3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC8E1),
                gc.DataTuple('rank', 0x000E),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x79\x28\xDC\xF7\x00\x00\x00\x00\x0E\xA3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC8\xE1\x00\x0E\x4E\x69\xCC\x91\x00\xDD\x03\x00\xEF\x3C\x10\xE5\x00\x40\x00\x00\x00\x00\x00\x00\x5B\x6C\x93\x23\x00\x00\x00\x00\x43\x86\x2E\x87\x00\x00\x00\x00\x21\xFA\xA2\x03\x00\x00\x00\x00\x15\x5D\xBE\x53\x00\x00\x00\x00\x2D\x19\x82\x20\x00\x00\x00\x00\x52\x38\x2E\x30\x00\x00\x00\x00\x4D\xF1\xFA\x66\x00\x00\x00\x00\x02\x5C\xC8\x88\x00\x00\x00\x00\xB7\xB4\x89\x14\x00\x00\x00\x00\x9B\x98\x2A\x66\x00\x00\x00\x00\x0D\x72\x2E\x94\x00\x00\x00\x00\x26\x02\xC0\xA1\x00\x00\x00\x00\xAE\x09\x68\x15\x00\x00\x00\x00\x12\x53\x92\x6C\x00\x00\x00\x00\xD7\x58\xB9\xD6\x00\x00\x00\x00\xDA\xD5\x30\x5F\x00\x00\x00\x00\x7C\xE8\xC6\x98\x00\x00\x00\x00\xBF\x58\x9D\x69\x00\x00\x00\x00\x41\x61\x3E\x6D\x00\x00\x00\x00\x59\x5B\x41\xB4\x00\x00\x00\x00\x35\x75\x76\x3A\x00\x00\x00\x00\x45\x5E\x6C\x86\x00\x00\x00\x00\x7A\x73\xD0\xE3\x00\x00\x00\x00\x85\x8D\x67\x73\x00\x00\x00\x00\x9B\xA9\x84\x8F\x00\x00\x00\x00\xF7\x30\xCF\xB6\x00\x00\x00\x00\x3F\x6F\x83\x37\x00\x00\x00\x00\x02\x0B\x93\x10\x00\x00\x00\x00\xEF\xCA\xB9\x76\x00\x00\x00\x00\x93\x79\xC0\x26\x00\x00\x00\x00\xFA\x25\x19\xF4\x00\x00\x00\x00\x9F\xD5\xA0\xE9\x6E\xD5\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x79\x28\xDC\xF7\x00\x00\x00\x00\x0E\xA3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC8\xE1\x00\x0E\x4E\x69\xCC\x91\x00\xDD\x03\x00\xEF\x3C\x10\xE5\x00\x40\x00\x00\x00\x00\x00\x00\x5B\x6C\x93\x23\x00\x00\x00\x00\x43\x86\x2E\x87\x00\x00\x00\x00\x21\xFA\xA2\x03\x00\x00\x00\x00\x15\x5D\xBE\x53\x00\x00\x00\x00\x2D\x19\x82\x20\x00\x00\x00\x00\x52\x38\x2E\x30\x00\x00\x00\x00\x4D\xF1\xFA\x66\x00\x00\x00\x00\x02\x5C\xC8\x88\x00\x00\x00\x00\xB7\xB4\x89\x14\x00\x00\x00\x00\x9B\x98\x2A\x66\x00\x00\x00\x00\x0D\x72\x2E\x94\x00\x00\x00\x00\x26\x02\xC0\xA1\x00\x00\x00\x00\xAE\x09\x68\x15\x00\x00\x00\x00\x12\x53\x92\x6C\x00\x00\x00\x00\xD7\x58\xB9\xD6\x00\x00\x00\x00\xDA\xD5\x30\x5F\x00\x00\x00\x00\x7C\xE8\xC6\x98\x00\x00\x00\x00\xBF\x58\x9D\x69\x00\x00\x00\x00\x41\x61\x3E\x6D\x00\x00\x00\x00\x59\x5B\x41\xB4\x00\x00\x00\x00\x35\x75\x76\x3A\x00\x00\x00\x00\x45\x5E\x6C\x86\x00\x00\x00\x00\x7A\x73\xD0\xE3\x00\x00\x00\x00\x85\x8D\x67\x73\x00\x00\x00\x00\x9B\xA9\x84\x8F\x00\x00\x00\x00\xF7\x30\xCF\xB6\x00\x00\x00\x00\x3F\x6F\x83\x37\x00\x00\x00\x00\x02\x0B\x93\x10\x00\x00\x00\x00\xEF\xCA\xB9\x76\x00\x00\x00\x00\x93\x79\xC0\x26\x00\x00\x00\x00\xFA\x25\x19\xF4\x00\x00\x00\x00\x9F\xD5\xA0\xE9\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x32\xB2\x03\xF6\x00\x00\x00\x00\x40\x00\xEF\x3C\x10\xE5\xEF\x3C\x10\xE5\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x5B\x6C\x93\x23\x00\x00\x00\x00\x43\x86\x2E\x87\x00\x00\x00\x00\x21\xFA\xA2\x03\x00\x00\x00\x00\x15\x5D\xBE\x53\x00\x00\x00\x00\x2D\x19\x82\x20\x00\x00\x00\x00\x52\x38\x2E\x30\x00\x00\x00\x00\x4D\xF1\xFA\x66\x00\x00\x00\x00\x02\x5C\xC8\x88\x00\x00\x00\x00\xB7\xB4\x89\x14\x00\x00\x00\x00\x9B\x98\x2A\x66\x00\x00\x00\x00\x0D\x72\x2E\x94\x00\x00\x00\x00\x26\x02\xC0\xA1\x00\x00\x00\x00\xAE\x09\x68\x15\x00\x00\x00\x00\x12\x53\x92\x6C\x00\x00\x00\x00\xD7\x58\xB9\xD6\x00\x00\x00\x00\xDA\xD5\x30\x5F\x00\x00\x00\x00\x7C\xE8\xC6\x98\x00\x00\x00\x00\xBF\x58\x9D\x69\x00\x00\x00\x00\x41\x61\x3E\x6D\x00\x00\x00\x00\x59\x5B\x41\xB4\x00\x00\x00\x00\x35\x75\x76\x3A\x00\x00\x00\x00\x45\x5E\x6C\x86\x00\x00\x00\x00\x7A\x73\xD0\xE3\x00\x00\x00\x00\x85\x8D\x67\x73\x00\x00\x00\x00\x9B\xA9\x84\x8F\x00\x00\x00\x00\xF7\x30\xCF\xB6\x00\x00\x00\x00\x3F\x6F\x83\x37\x00\x00\x00\x00\x02\x0B\x93\x10\x00\x00\x00\x00\xEF\xCA\xB9\x76\x00\x00\x00\x00\x93\x79\xC0\x26\x00\x00\x00\x00\xFA\x25\x19\xF4\x00\x00\x00\x00\x9F\xD5\xA0\xE9\x6E\xD5\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7FC8391C), ('P4rIngress.bitmap_seq.seq', 0x8F300000)], 12468)
        self.setRegisterValue('P4rIngress.rounds', 0x8F300000, 12468)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12468)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12468)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12468)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12468)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x33CA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007AB),
                gc.DataTuple('slot_count', 0x00000BE7),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB6F678ED),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xBA12DCE8),
                gc.KeyTuple('src_port', 0xA6C7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x33CA),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x020C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\x12\xDC\xE8\x00\x00\x00\x00\xA6\xC7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x33\xCA\x00\x15\xB6\xF6\x78\xED\x09\x09\x03\x00\xD4\xEF\x73\xC4\x00\x40\x00\x00\x00\x00\x00\x00\x13\xAA\x7A\xA3\x00\x00\x00\x00\xC2\x11\x9A\x61\x00\x00\x00\x00\xE7\xDF\x46\xE0\x00\x00\x00\x00\xB9\x55\x23\x05\x00\x00\x00\x00\x4E\x9F\xAE\xF1\x00\x00\x00\x00\xDF\xCF\x25\x4B\x00\x00\x00\x00\xBE\x85\xCE\x49\x00\x00\x00\x00\x88\xF7\x7D\x79\x00\x00\x00\x00\xA7\x92\x4D\xBF\x00\x00\x00\x00\xA6\x3A\xF5\x1E\x00\x00\x00\x00\x0B\xDD\x1F\xE6\x00\x00\x00\x00\xE5\xD5\x5D\x5C\x00\x00\x00\x00\x57\x0E\xDF\x4C\x00\x00\x00\x00\xF0\x5E\x84\x6E\x00\x00\x00\x00\x9E\x2E\x22\xDD\x00\x00\x00\x00\xF3\x89\x32\x2A\x00\x00\x00\x00\x61\x01\x5F\xCC\x00\x00\x00\x00\x7F\x3E\x4C\x0B\x00\x00\x00\x00\x04\xE8\x0B\x2C\x00\x00\x00\x00\x36\x1D\xD8\x70\x00\x00\x00\x00\xA4\xE8\x60\xE3\x00\x00\x00\x00\x3B\x91\x7F\xFA\x00\x00\x00\x00\xAE\x7A\x14\x97\x00\x00\x00\x00\xBD\xAB\xE9\x43\x00\x00\x00\x00\xE6\xA2\x59\xD9\x00\x00\x00\x00\x67\x27\x5A\xBC\x00\x00\x00\x00\xF2\x14\x62\x61\x00\x00\x00\x00\x6A\x81\xBF\x3E\x00\x00\x00\x00\x6B\x32\x52\x74\x00\x00\x00\x00\x42\x33\xB6\x27\x00\x00\x00\x00\x0B\x85\xED\x11\x00\x00\x00\x00\x6B\x2D\x80\x1E\x3F\x3A\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\x12\xDC\xE8\x00\x00\x00\x00\xA6\xC7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x33\xCA\x00\x15\xB6\xF6\x78\xED\x09\x09\x03\x00\xD4\xEF\x73\xC4\x00\x40\x00\x00\x00\x00\x00\x00\x13\xAA\x7A\xA3\x00\x00\x00\x00\xC2\x11\x9A\x61\x00\x00\x00\x00\xE7\xDF\x46\xE0\x00\x00\x00\x00\xB9\x55\x23\x05\x00\x00\x00\x00\x4E\x9F\xAE\xF1\x00\x00\x00\x00\xDF\xCF\x25\x4B\x00\x00\x00\x00\xBE\x85\xCE\x49\x00\x00\x00\x00\x88\xF7\x7D\x79\x00\x00\x00\x00\xA7\x92\x4D\xBF\x00\x00\x00\x00\xA6\x3A\xF5\x1E\x00\x00\x00\x00\x0B\xDD\x1F\xE6\x00\x00\x00\x00\xE5\xD5\x5D\x5C\x00\x00\x00\x00\x57\x0E\xDF\x4C\x00\x00\x00\x00\xF0\x5E\x84\x6E\x00\x00\x00\x00\x9E\x2E\x22\xDD\x00\x00\x00\x00\xF3\x89\x32\x2A\x00\x00\x00\x00\x61\x01\x5F\xCC\x00\x00\x00\x00\x7F\x3E\x4C\x0B\x00\x00\x00\x00\x04\xE8\x0B\x2C\x00\x00\x00\x00\x36\x1D\xD8\x70\x00\x00\x00\x00\xA4\xE8\x60\xE3\x00\x00\x00\x00\x3B\x91\x7F\xFA\x00\x00\x00\x00\xAE\x7A\x14\x97\x00\x00\x00\x00\xBD\xAB\xE9\x43\x00\x00\x00\x00\xE6\xA2\x59\xD9\x00\x00\x00\x00\x67\x27\x5A\xBC\x00\x00\x00\x00\xF2\x14\x62\x61\x00\x00\x00\x00\x6A\x81\xBF\x3E\x00\x00\x00\x00\x6B\x32\x52\x74\x00\x00\x00\x00\x42\x33\xB6\x27\x00\x00\x00\x00\x0B\x85\xED\x11\x00\x00\x00\x00\x6B\x2D\x80\x1E\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x30\xB4\x02\x0C\x00\x00\x00\x20\x00\x00\xD4\xEF\x73\xC4\xD4\xEF\x73\xC4\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x13\xAA\x7A\xA3\x00\x00\x00\x00\xC2\x11\x9A\x61\x00\x00\x00\x00\xE7\xDF\x46\xE0\x00\x00\x00\x00\xB9\x55\x23\x05\x00\x00\x00\x00\x4E\x9F\xAE\xF1\x00\x00\x00\x00\xDF\xCF\x25\x4B\x00\x00\x00\x00\xBE\x85\xCE\x49\x00\x00\x00\x00\x88\xF7\x7D\x79\x00\x00\x00\x00\xA7\x92\x4D\xBF\x00\x00\x00\x00\xA6\x3A\xF5\x1E\x00\x00\x00\x00\x0B\xDD\x1F\xE6\x00\x00\x00\x00\xE5\xD5\x5D\x5C\x00\x00\x00\x00\x57\x0E\xDF\x4C\x00\x00\x00\x00\xF0\x5E\x84\x6E\x00\x00\x00\x00\x9E\x2E\x22\xDD\x00\x00\x00\x00\xF3\x89\x32\x2A\x00\x00\x00\x00\x61\x01\x5F\xCC\x00\x00\x00\x00\x7F\x3E\x4C\x0B\x00\x00\x00\x00\x04\xE8\x0B\x2C\x00\x00\x00\x00\x36\x1D\xD8\x70\x00\x00\x00\x00\xA4\xE8\x60\xE3\x00\x00\x00\x00\x3B\x91\x7F\xFA\x00\x00\x00\x00\xAE\x7A\x14\x97\x00\x00\x00\x00\xBD\xAB\xE9\x43\x00\x00\x00\x00\xE6\xA2\x59\xD9\x00\x00\x00\x00\x67\x27\x5A\xBC\x00\x00\x00\x00\xF2\x14\x62\x61\x00\x00\x00\x00\x6A\x81\xBF\x3E\x00\x00\x00\x00\x6B\x32\x52\x74\x00\x00\x00\x00\x42\x33\xB6\x27\x00\x00\x00\x00\x0B\x85\xED\x11\x00\x00\x00\x00\x6B\x2D\x80\x1E\x3F\x3A\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0E986A92), ('P4rIngress.bitmap_seq.seq', 0x26F471C2)], 11391)
        self.setRegisterValue('P4rIngress.rounds', 0x26F471C2, 11391)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11391)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11391)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11391)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11391)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDA7E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000779),
                gc.DataTuple('slot_count', 0x00001137),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x67E3C532),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x622A03A1),
                gc.KeyTuple('src_port', 0x49B9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDA7E),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x01D9),
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
        ig_port = 13
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x62\x2A\x03\xA1\x00\x00\x00\x00\x49\xB9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDA\x7E\x00\x1C\x67\xE3\xC5\x32\x05\x06\x03\x00\x31\xAD\x25\xEB\x00\x40\x00\x00\x00\x00\x00\x00\xBA\x81\x4B\xBA\x00\x00\x00\x00\x08\xC5\x05\xD7\x00\x00\x00\x00\x38\x56\xB8\xE3\x00\x00\x00\x00\x6C\x8B\xC5\xC5\x00\x00\x00\x00\xD3\x6F\x8A\xA2\x00\x00\x00\x00\x59\x68\x39\x1C\x00\x00\x00\x00\x1F\x18\x45\x40\x00\x00\x00\x00\xEA\x11\xFA\xE8\x00\x00\x00\x00\xF0\x2B\x55\x43\x00\x00\x00\x00\xFB\x06\x13\x65\x00\x00\x00\x00\x56\x8C\x19\x10\x00\x00\x00\x00\xCF\xD7\x98\xC6\x00\x00\x00\x00\x8C\xF7\x09\xFD\x00\x00\x00\x00\x01\x94\x57\x0F\x00\x00\x00\x00\x3C\xE2\x3B\xB4\x00\x00\x00\x00\xCE\x74\xD0\x78\x00\x00\x00\x00\x4B\xE8\x84\xF6\x00\x00\x00\x00\x53\x4C\x21\x02\x00\x00\x00\x00\xFF\x28\x05\x8F\x00\x00\x00\x00\xB6\x19\x15\x09\x00\x00\x00\x00\xED\x0A\x10\xF3\x00\x00\x00\x00\xE7\xB0\x3A\x0F\x00\x00\x00\x00\xB9\x29\x72\xE6\x00\x00\x00\x00\x40\x19\xDB\xB2\x00\x00\x00\x00\x8D\x29\x30\x08\x00\x00\x00\x00\x82\x70\xDC\x61\x00\x00\x00\x00\x04\x43\xE3\x9A\x00\x00\x00\x00\xBF\x0F\xDA\x84\x00\x00\x00\x00\x3A\x38\x22\xD6\x00\x00\x00\x00\x4C\xA7\x12\x9B\x00\x00\x00\x00\x15\x23\x34\x64\x00\x00\x00\x00\x04\xC5\x4B\x1E\xBF\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x62\x2A\x03\xA1\xBE\xEF\x49\xB9\x01\x20\x00\x00\x50\x34\x02\x82\xDA\x7E\x00\x1C\x67\xE3\xC5\x32\x05\x06\x01\x00\x31\xAD\x25\xEB\x00\x40\x00\x01\x00\x00\x00\x00\xBA\x81\x4B\xBA\x00\x00\x00\x00\x08\xC5\x05\xD7\x00\x00\x00\x00\x38\x56\xB8\xE3\x00\x00\x00\x00\x6C\x8B\xC5\xC5\x00\x00\x00\x00\xD3\x6F\x8A\xA2\x00\x00\x00\x00\x59\x68\x39\x1C\x00\x00\x00\x00\x1F\x18\x45\x40\x00\x00\x00\x00\xEA\x11\xFA\xE8\x00\x00\x00\x00\xF0\x2B\x55\x43\x00\x00\x00\x00\xFB\x06\x13\x65\x00\x00\x00\x00\x56\x8C\x19\x10\x00\x00\x00\x00\xCF\xD7\x98\xC6\x00\x00\x00\x00\x8C\xF7\x09\xFD\x00\x00\x00\x00\x01\x94\x57\x0F\x00\x00\x00\x00\x3C\xE2\x3B\xB4\x00\x00\x00\x00\xCE\x74\xD0\x78\x00\x00\x00\x00\x4B\xE8\x84\xF6\x00\x00\x00\x00\x53\x4C\x21\x02\x00\x00\x00\x00\xFF\x28\x05\x8F\x00\x00\x00\x00\xB6\x19\x15\x09\x00\x00\x00\x00\xED\x0A\x10\xF3\x00\x00\x00\x00\xE7\xB0\x3A\x0F\x00\x00\x00\x00\xB9\x29\x72\xE6\x00\x00\x00\x00\x40\x19\xDB\xB2\x00\x00\x00\x00\x8D\x29\x30\x08\x00\x00\x00\x00\x82\x70\xDC\x61\x00\x00\x00\x00\x04\x43\xE3\x9A\x00\x00\x00\x00\xBF\x0F\xDA\x84\x00\x00\x00\x00\x3A\x38\x22\xD6\x00\x00\x00\x00\x4C\xA7\x12\x9B\x00\x00\x00\x00\x15\x23\x34\x64\x00\x00\x00\x00\x04\xC5\x4B\x1E\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\x7F\x01\xD9\x00\x00\x10\x00\x00\x00\x31\xAD\x25\xEB\x31\xAD\x25\xEB\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xBA\x81\x4B\xBA\x00\x00\x00\x00\x08\xC5\x05\xD7\x00\x00\x00\x00\x38\x56\xB8\xE3\x00\x00\x00\x00\x6C\x8B\xC5\xC5\x00\x00\x00\x00\xD3\x6F\x8A\xA2\x00\x00\x00\x00\x59\x68\x39\x1C\x00\x00\x00\x00\x1F\x18\x45\x40\x00\x00\x00\x00\xEA\x11\xFA\xE8\x00\x00\x00\x00\xF0\x2B\x55\x43\x00\x00\x00\x00\xFB\x06\x13\x65\x00\x00\x00\x00\x56\x8C\x19\x10\x00\x00\x00\x00\xCF\xD7\x98\xC6\x00\x00\x00\x00\x8C\xF7\x09\xFD\x00\x00\x00\x00\x01\x94\x57\x0F\x00\x00\x00\x00\x3C\xE2\x3B\xB4\x00\x00\x00\x00\xCE\x74\xD0\x78\x00\x00\x00\x00\x4B\xE8\x84\xF6\x00\x00\x00\x00\x53\x4C\x21\x02\x00\x00\x00\x00\xFF\x28\x05\x8F\x00\x00\x00\x00\xB6\x19\x15\x09\x00\x00\x00\x00\xED\x0A\x10\xF3\x00\x00\x00\x00\xE7\xB0\x3A\x0F\x00\x00\x00\x00\xB9\x29\x72\xE6\x00\x00\x00\x00\x40\x19\xDB\xB2\x00\x00\x00\x00\x8D\x29\x30\x08\x00\x00\x00\x00\x82\x70\xDC\x61\x00\x00\x00\x00\x04\x43\xE3\x9A\x00\x00\x00\x00\xBF\x0F\xDA\x84\x00\x00\x00\x00\x3A\x38\x22\xD6\x00\x00\x00\x00\x4C\xA7\x12\x9B\x00\x00\x00\x00\x15\x23\x34\x64\x00\x00\x00\x00\x04\xC5\x4B\x1E\xBF\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4438C6A9), ('P4rIngress.bitmap_seq.seq', 0x5C266A8F)], 10543)
        self.setRegisterValue('P4rIngress.rounds', 0x5C266A8F, 10543)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 10543)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10543)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10543)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10543)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE7FE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001A5),
                gc.DataTuple('slot_count', 0x00001A3C),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD4D0DA42),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x0CAF5516),
                gc.KeyTuple('src_port', 0x7EDC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE7FE),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x0317),
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
        ig_port = 13
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0C\xAF\x55\x16\x00\x00\x00\x00\x7E\xDC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE7\xFE\x00\x0B\xD4\xD0\xDA\x42\x07\x8A\x05\x00\x98\x8C\x9C\xCB\x00\x40\x00\x00\x00\x00\x00\x00\x71\x1D\x44\x6A\x00\x00\x00\x00\xAC\x1C\xF8\xF9\x00\x00\x00\x00\x50\xC8\x38\xB0\x00\x00\x00\x00\x28\xA7\x92\x6A\x00\x00\x00\x00\xB1\x6A\x52\x09\x00\x00\x00\x00\x0E\xA2\xDD\x41\x00\x00\x00\x00\x61\xAF\xAB\x77\x00\x00\x00\x00\xBF\x4A\xFE\x72\x00\x00\x00\x00\x39\xFB\xB5\x32\x00\x00\x00\x00\x63\xF6\xD6\xC6\x00\x00\x00\x00\xEB\x76\x8B\x7E\x00\x00\x00\x00\x59\xDD\x2B\x8F\x00\x00\x00\x00\x02\xD2\x0C\x8C\x00\x00\x00\x00\x5E\x03\x39\xAB\x00\x00\x00\x00\x74\x26\x3F\x6D\x00\x00\x00\x00\xCD\x3C\xF7\x9E\x00\x00\x00\x00\x89\xDD\xD9\x2C\x00\x00\x00\x00\x43\x75\x3C\xC9\x00\x00\x00\x00\xE6\x01\xA0\xD1\x00\x00\x00\x00\xAD\x22\x13\x9F\x00\x00\x00\x00\x96\x7A\x41\x09\x00\x00\x00\x00\x6A\xA2\x50\xB5\x00\x00\x00\x00\x6E\xD8\x3B\x63\x00\x00\x00\x00\x01\xF6\xFB\x21\x00\x00\x00\x00\x3B\xF5\x8E\x0D\x00\x00\x00\x00\x4A\x7B\xC6\x0A\x00\x00\x00\x00\x42\x48\x16\x5E\x00\x00\x00\x00\xD8\x27\x09\xFA\x00\x00\x00\x00\xF7\x71\xB5\x28\x00\x00\x00\x00\x47\xDB\xD2\xB6\x00\x00\x00\x00\x3E\xC7\x61\x41\x00\x00\x00\x00\x01\x30\x07\xC5\x2B\x81\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0C\xAF\x55\x16\xBE\xEF\x7E\xDC\x01\x20\x00\x00\x50\x34\x02\x82\xE7\xFE\x00\x0B\xD4\xD0\xDA\x42\x07\x8A\x01\x00\x98\x8C\x9C\xCB\x00\x40\x00\x01\x00\x00\x00\x00\x71\x1D\x44\x6A\x00\x00\x00\x00\xAC\x1C\xF8\xF9\x00\x00\x00\x00\x50\xC8\x38\xB0\x00\x00\x00\x00\x28\xA7\x92\x6A\x00\x00\x00\x00\xB1\x6A\x52\x09\x00\x00\x00\x00\x0E\xA2\xDD\x41\x00\x00\x00\x00\x61\xAF\xAB\x77\x00\x00\x00\x00\xBF\x4A\xFE\x72\x00\x00\x00\x00\x39\xFB\xB5\x32\x00\x00\x00\x00\x63\xF6\xD6\xC6\x00\x00\x00\x00\xEB\x76\x8B\x7E\x00\x00\x00\x00\x59\xDD\x2B\x8F\x00\x00\x00\x00\x02\xD2\x0C\x8C\x00\x00\x00\x00\x5E\x03\x39\xAB\x00\x00\x00\x00\x74\x26\x3F\x6D\x00\x00\x00\x00\xCD\x3C\xF7\x9E\x00\x00\x00\x00\x89\xDD\xD9\x2C\x00\x00\x00\x00\x43\x75\x3C\xC9\x00\x00\x00\x00\xE6\x01\xA0\xD1\x00\x00\x00\x00\xAD\x22\x13\x9F\x00\x00\x00\x00\x96\x7A\x41\x09\x00\x00\x00\x00\x6A\xA2\x50\xB5\x00\x00\x00\x00\x6E\xD8\x3B\x63\x00\x00\x00\x00\x01\xF6\xFB\x21\x00\x00\x00\x00\x3B\xF5\x8E\x0D\x00\x00\x00\x00\x4A\x7B\xC6\x0A\x00\x00\x00\x00\x42\x48\x16\x5E\x00\x00\x00\x00\xD8\x27\x09\xFA\x00\x00\x00\x00\xF7\x71\xB5\x28\x00\x00\x00\x00\x47\xDB\xD2\xB6\x00\x00\x00\x00\x3E\xC7\x61\x41\x00\x00\x00\x00\x01\x30\x07\xC5\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x29\x2F\x03\x17\x00\x00\x00\x00\x08\x00\x98\x8C\x9C\xCB\x98\x8C\x9C\xCB\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x71\x1D\x44\x6A\x00\x00\x00\x00\xAC\x1C\xF8\xF9\x00\x00\x00\x00\x50\xC8\x38\xB0\x00\x00\x00\x00\x28\xA7\x92\x6A\x00\x00\x00\x00\xB1\x6A\x52\x09\x00\x00\x00\x00\x0E\xA2\xDD\x41\x00\x00\x00\x00\x61\xAF\xAB\x77\x00\x00\x00\x00\xBF\x4A\xFE\x72\x00\x00\x00\x00\x39\xFB\xB5\x32\x00\x00\x00\x00\x63\xF6\xD6\xC6\x00\x00\x00\x00\xEB\x76\x8B\x7E\x00\x00\x00\x00\x59\xDD\x2B\x8F\x00\x00\x00\x00\x02\xD2\x0C\x8C\x00\x00\x00\x00\x5E\x03\x39\xAB\x00\x00\x00\x00\x74\x26\x3F\x6D\x00\x00\x00\x00\xCD\x3C\xF7\x9E\x00\x00\x00\x00\x89\xDD\xD9\x2C\x00\x00\x00\x00\x43\x75\x3C\xC9\x00\x00\x00\x00\xE6\x01\xA0\xD1\x00\x00\x00\x00\xAD\x22\x13\x9F\x00\x00\x00\x00\x96\x7A\x41\x09\x00\x00\x00\x00\x6A\xA2\x50\xB5\x00\x00\x00\x00\x6E\xD8\x3B\x63\x00\x00\x00\x00\x01\xF6\xFB\x21\x00\x00\x00\x00\x3B\xF5\x8E\x0D\x00\x00\x00\x00\x4A\x7B\xC6\x0A\x00\x00\x00\x00\x42\x48\x16\x5E\x00\x00\x00\x00\xD8\x27\x09\xFA\x00\x00\x00\x00\xF7\x71\xB5\x28\x00\x00\x00\x00\x47\xDB\xD2\xB6\x00\x00\x00\x00\x3E\xC7\x61\x41\x00\x00\x00\x00\x01\x30\x07\xC5\x2B\x81\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0A240802), ('P4rIngress.bitmap_seq.seq', 0xF89199DB)], 12559)
        self.setRegisterValue('P4rIngress.rounds', 0xF89199DB, 12559)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12559)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12559)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12559)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12559)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9248),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A57),
                gc.DataTuple('slot_count', 0x000009F1),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x23EFC81A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xC9E8396E),
                gc.KeyTuple('src_port', 0x3D23),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9248),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0079),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC9\xE8\x39\x6E\x00\x00\x00\x00\x3D\x23\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x92\x48\x00\x0D\x23\xEF\xC8\x1A\x06\xB8\x03\x00\x2B\x1A\x00\x41\x00\x40\x00\x00\x00\x00\x00\x00\xF9\x5B\x07\x07\x00\x00\x00\x00\x68\x97\xE6\xB4\x00\x00\x00\x00\x65\x44\x74\x0D\x00\x00\x00\x00\xA0\xE1\x40\x44\x00\x00\x00\x00\x9C\x9D\x31\x1E\x00\x00\x00\x00\x38\x1E\x3B\x21\x00\x00\x00\x00\xB8\x5D\xB5\x6C\x00\x00\x00\x00\xB4\xB2\x68\x7C\x00\x00\x00\x00\x8C\xCB\x38\xE9\x00\x00\x00\x00\xA3\x82\x24\xC2\x00\x00\x00\x00\xE7\xBD\xC7\xAC\x00\x00\x00\x00\x16\xF0\xB9\xA0\x00\x00\x00\x00\xD9\x18\xBA\x17\x00\x00\x00\x00\x77\x4B\xFC\x52\x00\x00\x00\x00\xC8\xB9\x7D\x06\x00\x00\x00\x00\x9B\x0E\xC3\x26\x00\x00\x00\x00\x18\x85\xDF\x29\x00\x00\x00\x00\x8E\x41\x4E\x9C\x00\x00\x00\x00\xEC\x4F\x95\xA8\x00\x00\x00\x00\xC2\xAD\xBC\x57\x00\x00\x00\x00\xE6\xD3\x16\xD5\x00\x00\x00\x00\x82\x01\x86\xF9\x00\x00\x00\x00\xFA\xC6\x2D\x33\x00\x00\x00\x00\x4A\xA2\x40\x28\x00\x00\x00\x00\x96\x06\xB4\x8A\x00\x00\x00\x00\xDC\x87\x67\xCB\x00\x00\x00\x00\xDB\x0C\x6C\x09\x00\x00\x00\x00\xBE\xDE\xEA\x90\x00\x00\x00\x00\xD3\xA5\x9E\xE0\x00\x00\x00\x00\x58\x81\xBF\x72\x00\x00\x00\x00\xB0\x68\x1C\x56\x00\x00\x00\x00\xC1\xB4\x72\x2A\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC9\xE8\x39\x6E\xBE\xEF\x3D\x23\x01\x20\x00\x00\x50\x34\x02\x82\x92\x48\x00\x0D\x23\xEF\xC8\x1A\x06\xB8\x01\x00\x2B\x1A\x00\x41\x00\x40\x00\x01\x00\x00\x00\x00\xF9\x5B\x07\x07\x00\x00\x00\x00\x68\x97\xE6\xB4\x00\x00\x00\x00\x65\x44\x74\x0D\x00\x00\x00\x00\xA0\xE1\x40\x44\x00\x00\x00\x00\x9C\x9D\x31\x1E\x00\x00\x00\x00\x38\x1E\x3B\x21\x00\x00\x00\x00\xB8\x5D\xB5\x6C\x00\x00\x00\x00\xB4\xB2\x68\x7C\x00\x00\x00\x00\x8C\xCB\x38\xE9\x00\x00\x00\x00\xA3\x82\x24\xC2\x00\x00\x00\x00\xE7\xBD\xC7\xAC\x00\x00\x00\x00\x16\xF0\xB9\xA0\x00\x00\x00\x00\xD9\x18\xBA\x17\x00\x00\x00\x00\x77\x4B\xFC\x52\x00\x00\x00\x00\xC8\xB9\x7D\x06\x00\x00\x00\x00\x9B\x0E\xC3\x26\x00\x00\x00\x00\x18\x85\xDF\x29\x00\x00\x00\x00\x8E\x41\x4E\x9C\x00\x00\x00\x00\xEC\x4F\x95\xA8\x00\x00\x00\x00\xC2\xAD\xBC\x57\x00\x00\x00\x00\xE6\xD3\x16\xD5\x00\x00\x00\x00\x82\x01\x86\xF9\x00\x00\x00\x00\xFA\xC6\x2D\x33\x00\x00\x00\x00\x4A\xA2\x40\x28\x00\x00\x00\x00\x96\x06\xB4\x8A\x00\x00\x00\x00\xDC\x87\x67\xCB\x00\x00\x00\x00\xDB\x0C\x6C\x09\x00\x00\x00\x00\xBE\xDE\xEA\x90\x00\x00\x00\x00\xD3\xA5\x9E\xE0\x00\x00\x00\x00\x58\x81\xBF\x72\x00\x00\x00\x00\xB0\x68\x1C\x56\x00\x00\x00\x00\xC1\xB4\x72\x2A\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x0F\x00\x79\x00\x00\x00\x00\x20\x00\x2B\x1A\x00\x41\x2B\x1A\x00\x41\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF9\x5B\x07\x07\x00\x00\x00\x00\x68\x97\xE6\xB4\x00\x00\x00\x00\x65\x44\x74\x0D\x00\x00\x00\x00\xA0\xE1\x40\x44\x00\x00\x00\x00\x9C\x9D\x31\x1E\x00\x00\x00\x00\x38\x1E\x3B\x21\x00\x00\x00\x00\xB8\x5D\xB5\x6C\x00\x00\x00\x00\xB4\xB2\x68\x7C\x00\x00\x00\x00\x8C\xCB\x38\xE9\x00\x00\x00\x00\xA3\x82\x24\xC2\x00\x00\x00\x00\xE7\xBD\xC7\xAC\x00\x00\x00\x00\x16\xF0\xB9\xA0\x00\x00\x00\x00\xD9\x18\xBA\x17\x00\x00\x00\x00\x77\x4B\xFC\x52\x00\x00\x00\x00\xC8\xB9\x7D\x06\x00\x00\x00\x00\x9B\x0E\xC3\x26\x00\x00\x00\x00\x18\x85\xDF\x29\x00\x00\x00\x00\x8E\x41\x4E\x9C\x00\x00\x00\x00\xEC\x4F\x95\xA8\x00\x00\x00\x00\xC2\xAD\xBC\x57\x00\x00\x00\x00\xE6\xD3\x16\xD5\x00\x00\x00\x00\x82\x01\x86\xF9\x00\x00\x00\x00\xFA\xC6\x2D\x33\x00\x00\x00\x00\x4A\xA2\x40\x28\x00\x00\x00\x00\x96\x06\xB4\x8A\x00\x00\x00\x00\xDC\x87\x67\xCB\x00\x00\x00\x00\xDB\x0C\x6C\x09\x00\x00\x00\x00\xBE\xDE\xEA\x90\x00\x00\x00\x00\xD3\xA5\x9E\xE0\x00\x00\x00\x00\x58\x81\xBF\x72\x00\x00\x00\x00\xB0\x68\x1C\x56\x00\x00\x00\x00\xC1\xB4\x72\x2A\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC9FD29B6), ('P4rIngress.bitmap_seq.seq', 0x0315A365)], 12404)
        self.setRegisterValue('P4rIngress.rounds', 0x0315A365, 12404)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12404)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12404)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12404)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12404)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x47E2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000051F),
                gc.DataTuple('slot_count', 0x00001A71),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x768FC0F5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x92ABA9DD),
                gc.KeyTuple('src_port', 0x64C3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x47E2),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x03BC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x92\xAB\xA9\xDD\x00\x00\x00\x00\x64\xC3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x47\xE2\x00\x0A\x76\x8F\xC0\xF5\x0B\x55\x01\x00\x4E\xBF\x91\xF6\x00\x40\x00\x00\x00\x00\x00\x00\x6E\x58\xAA\xE3\x00\x00\x00\x00\x31\x67\x0A\xC9\x00\x00\x00\x00\x10\x33\x1F\xAD\x00\x00\x00\x00\x02\x87\x00\x2A\x00\x00\x00\x00\xC3\x66\xBE\x95\x00\x00\x00\x00\x26\xD4\x26\x9D\x00\x00\x00\x00\x20\xDC\x81\xD3\x00\x00\x00\x00\xE6\x8D\xCD\xD4\x00\x00\x00\x00\x39\x09\x5B\x09\x00\x00\x00\x00\x16\xA9\x5A\x06\x00\x00\x00\x00\x1F\x7B\x43\x1A\x00\x00\x00\x00\xA4\x18\x0E\xBA\x00\x00\x00\x00\x81\xDA\x89\x31\x00\x00\x00\x00\xF9\xC3\xE4\x44\x00\x00\x00\x00\x60\x0F\xBC\x89\x00\x00\x00\x00\x49\x8D\xA7\x77\x00\x00\x00\x00\x7B\xC3\xBA\xD0\x00\x00\x00\x00\xBF\x32\x94\x16\x00\x00\x00\x00\x79\x50\x96\xA6\x00\x00\x00\x00\xDD\x79\x08\x70\x00\x00\x00\x00\xDA\x09\x5D\xC5\x00\x00\x00\x00\x51\xC4\x04\xD6\x00\x00\x00\x00\x35\xB8\x7A\x67\x00\x00\x00\x00\xFB\xC6\xEC\x0A\x00\x00\x00\x00\xDD\xC4\x4E\x95\x00\x00\x00\x00\xA2\x82\x93\xE5\x00\x00\x00\x00\xF2\x23\x12\x9A\x00\x00\x00\x00\x8B\x63\x46\x7F\x00\x00\x00\x00\xCC\x62\x60\x44\x00\x00\x00\x00\x49\xD6\x34\x07\x00\x00\x00\x00\x8A\x2D\x2A\x07\x00\x00\x00\x00\xB6\xC4\x0E\xF2\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x92\xAB\xA9\xDD\x00\x00\x00\x00\x64\xC3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x47\xE2\x00\x0A\x76\x8F\xC0\xF5\x0B\x55\x01\x00\x4E\xBF\x91\xF6\x00\x40\x00\x00\x00\x00\x00\x00\x6E\x58\xAA\xE3\x00\x00\x00\x00\x31\x67\x0A\xC9\x00\x00\x00\x00\x10\x33\x1F\xAD\x00\x00\x00\x00\x02\x87\x00\x2A\x00\x00\x00\x00\xC3\x66\xBE\x95\x00\x00\x00\x00\x26\xD4\x26\x9D\x00\x00\x00\x00\x20\xDC\x81\xD3\x00\x00\x00\x00\xE6\x8D\xCD\xD4\x00\x00\x00\x00\x39\x09\x5B\x09\x00\x00\x00\x00\x16\xA9\x5A\x06\x00\x00\x00\x00\x1F\x7B\x43\x1A\x00\x00\x00\x00\xA4\x18\x0E\xBA\x00\x00\x00\x00\x81\xDA\x89\x31\x00\x00\x00\x00\xF9\xC3\xE4\x44\x00\x00\x00\x00\x60\x0F\xBC\x89\x00\x00\x00\x00\x49\x8D\xA7\x77\x00\x00\x00\x00\x7B\xC3\xBA\xD0\x00\x00\x00\x00\xBF\x32\x94\x16\x00\x00\x00\x00\x79\x50\x96\xA6\x00\x00\x00\x00\xDD\x79\x08\x70\x00\x00\x00\x00\xDA\x09\x5D\xC5\x00\x00\x00\x00\x51\xC4\x04\xD6\x00\x00\x00\x00\x35\xB8\x7A\x67\x00\x00\x00\x00\xFB\xC6\xEC\x0A\x00\x00\x00\x00\xDD\xC4\x4E\x95\x00\x00\x00\x00\xA2\x82\x93\xE5\x00\x00\x00\x00\xF2\x23\x12\x9A\x00\x00\x00\x00\x8B\x63\x46\x7F\x00\x00\x00\x00\xCC\x62\x60\x44\x00\x00\x00\x00\x49\xD6\x34\x07\x00\x00\x00\x00\x8A\x2D\x2A\x07\x00\x00\x00\x00\xB6\xC4\x0E\xF2\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x30\x74\x03\xBC\x00\x00\x00\x00\x04\x00\x4E\xBF\x91\xF6\x4E\xBF\x91\xF6\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x6E\x58\xAA\xE3\x00\x00\x00\x00\x31\x67\x0A\xC9\x00\x00\x00\x00\x10\x33\x1F\xAD\x00\x00\x00\x00\x02\x87\x00\x2A\x00\x00\x00\x00\xC3\x66\xBE\x95\x00\x00\x00\x00\x26\xD4\x26\x9D\x00\x00\x00\x00\x20\xDC\x81\xD3\x00\x00\x00\x00\xE6\x8D\xCD\xD4\x00\x00\x00\x00\x39\x09\x5B\x09\x00\x00\x00\x00\x16\xA9\x5A\x06\x00\x00\x00\x00\x1F\x7B\x43\x1A\x00\x00\x00\x00\xA4\x18\x0E\xBA\x00\x00\x00\x00\x81\xDA\x89\x31\x00\x00\x00\x00\xF9\xC3\xE4\x44\x00\x00\x00\x00\x60\x0F\xBC\x89\x00\x00\x00\x00\x49\x8D\xA7\x77\x00\x00\x00\x00\x7B\xC3\xBA\xD0\x00\x00\x00\x00\xBF\x32\x94\x16\x00\x00\x00\x00\x79\x50\x96\xA6\x00\x00\x00\x00\xDD\x79\x08\x70\x00\x00\x00\x00\xDA\x09\x5D\xC5\x00\x00\x00\x00\x51\xC4\x04\xD6\x00\x00\x00\x00\x35\xB8\x7A\x67\x00\x00\x00\x00\xFB\xC6\xEC\x0A\x00\x00\x00\x00\xDD\xC4\x4E\x95\x00\x00\x00\x00\xA2\x82\x93\xE5\x00\x00\x00\x00\xF2\x23\x12\x9A\x00\x00\x00\x00\x8B\x63\x46\x7F\x00\x00\x00\x00\xCC\x62\x60\x44\x00\x00\x00\x00\x49\xD6\x34\x07\x00\x00\x00\x00\x8A\x2D\x2A\x07\x00\x00\x00\x00\xB6\xC4\x0E\xF2\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2B26BC2F), ('P4rIngress.bitmap_seq.seq', 0xDD171F3A)], 15414)
        self.setRegisterValue('P4rIngress.rounds', 0xDD171F3A, 15414)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 15414)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15414)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15414)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15414)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDD7E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001A8),
                gc.DataTuple('slot_count', 0x00001B16),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4A2A41D7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x29AFCD7E),
                gc.KeyTuple('src_port', 0x0472),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDD7E),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\xAF\xCD\x7E\x00\x00\x00\x00\x04\x72\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDD\x7E\x00\x18\x4A\x2A\x41\xD7\x1A\x8E\x05\x00\xF6\x9A\xDD\x1F\x00\x40\x00\x00\x00\x00\x00\x00\x41\x93\xB8\xD2\x00\x00\x00\x00\x33\x55\x83\x6C\x00\x00\x00\x00\x2D\xCA\xFD\x33\x00\x00\x00\x00\xB0\xB9\xBB\xA7\x00\x00\x00\x00\xF1\x91\x45\x7F\x00\x00\x00\x00\x39\xD8\x5B\x15\x00\x00\x00\x00\xA4\xE5\x7D\x75\x00\x00\x00\x00\xFD\xF5\xB8\xB4\x00\x00\x00\x00\xF4\x40\xDE\x23\x00\x00\x00\x00\xE8\x45\x74\x6C\x00\x00\x00\x00\x5F\xE9\xD0\xBA\x00\x00\x00\x00\x53\x86\x46\x82\x00\x00\x00\x00\xC8\x11\x5C\xE9\x00\x00\x00\x00\xA0\x8E\xB8\x8B\x00\x00\x00\x00\x1B\x77\xC8\xC3\x00\x00\x00\x00\x75\x66\x63\xD9\x00\x00\x00\x00\xF7\x32\xCC\xEE\x00\x00\x00\x00\x25\x0F\x1F\x2C\x00\x00\x00\x00\xF4\x6C\x2F\x4A\x00\x00\x00\x00\xEE\xCE\x97\x8A\x00\x00\x00\x00\x11\xC4\x33\xBF\x00\x00\x00\x00\xF6\x3E\xF1\xAF\x00\x00\x00\x00\x79\xBE\xA5\x4C\x00\x00\x00\x00\xDA\xBE\xF7\xF7\x00\x00\x00\x00\x97\x9C\x59\xB3\x00\x00\x00\x00\x58\x11\x54\xF2\x00\x00\x00\x00\xBB\x47\x64\x08\x00\x00\x00\x00\x22\x41\xE3\xF9\x00\x00\x00\x00\x7A\x6C\xEF\xE7\x00\x00\x00\x00\x86\xF6\xE7\xB1\x00\x00\x00\x00\xC0\x4F\x4C\xA2\x00\x00\x00\x00\xAA\x32\x75\xC2\x86\x92\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x29\xAF\xCD\x7E\xBE\xEF\x04\x72\x01\x20\x00\x00\x50\x34\x02\x82\xDD\x7E\x00\x18\x4A\x2A\x41\xD7\x1A\x8E\x01\x00\xF6\x9A\xDD\x1F\x00\x40\x00\x01\x00\x00\x00\x00\x41\x93\xB8\xD2\x00\x00\x00\x00\x33\x55\x83\x6C\x00\x00\x00\x00\x2D\xCA\xFD\x33\x00\x00\x00\x00\xB0\xB9\xBB\xA7\x00\x00\x00\x00\xF1\x91\x45\x7F\x00\x00\x00\x00\x39\xD8\x5B\x15\x00\x00\x00\x00\xA4\xE5\x7D\x75\x00\x00\x00\x00\xFD\xF5\xB8\xB4\x00\x00\x00\x00\xF4\x40\xDE\x23\x00\x00\x00\x00\xE8\x45\x74\x6C\x00\x00\x00\x00\x5F\xE9\xD0\xBA\x00\x00\x00\x00\x53\x86\x46\x82\x00\x00\x00\x00\xC8\x11\x5C\xE9\x00\x00\x00\x00\xA0\x8E\xB8\x8B\x00\x00\x00\x00\x1B\x77\xC8\xC3\x00\x00\x00\x00\x75\x66\x63\xD9\x00\x00\x00\x00\xF7\x32\xCC\xEE\x00\x00\x00\x00\x25\x0F\x1F\x2C\x00\x00\x00\x00\xF4\x6C\x2F\x4A\x00\x00\x00\x00\xEE\xCE\x97\x8A\x00\x00\x00\x00\x11\xC4\x33\xBF\x00\x00\x00\x00\xF6\x3E\xF1\xAF\x00\x00\x00\x00\x79\xBE\xA5\x4C\x00\x00\x00\x00\xDA\xBE\xF7\xF7\x00\x00\x00\x00\x97\x9C\x59\xB3\x00\x00\x00\x00\x58\x11\x54\xF2\x00\x00\x00\x00\xBB\x47\x64\x08\x00\x00\x00\x00\x22\x41\xE3\xF9\x00\x00\x00\x00\x7A\x6C\xEF\xE7\x00\x00\x00\x00\x86\xF6\xE7\xB1\x00\x00\x00\x00\xC0\x4F\x4C\xA2\x00\x00\x00\x00\xAA\x32\x75\xC2\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3C\x36\x03\xC1\x00\x00\x01\x00\x00\x00\xF6\x9A\xDD\x1F\xF6\x9A\xDD\x1F\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x41\x93\xB8\xD2\x00\x00\x00\x00\x33\x55\x83\x6C\x00\x00\x00\x00\x2D\xCA\xFD\x33\x00\x00\x00\x00\xB0\xB9\xBB\xA7\x00\x00\x00\x00\xF1\x91\x45\x7F\x00\x00\x00\x00\x39\xD8\x5B\x15\x00\x00\x00\x00\xA4\xE5\x7D\x75\x00\x00\x00\x00\xFD\xF5\xB8\xB4\x00\x00\x00\x00\xF4\x40\xDE\x23\x00\x00\x00\x00\xE8\x45\x74\x6C\x00\x00\x00\x00\x5F\xE9\xD0\xBA\x00\x00\x00\x00\x53\x86\x46\x82\x00\x00\x00\x00\xC8\x11\x5C\xE9\x00\x00\x00\x00\xA0\x8E\xB8\x8B\x00\x00\x00\x00\x1B\x77\xC8\xC3\x00\x00\x00\x00\x75\x66\x63\xD9\x00\x00\x00\x00\xF7\x32\xCC\xEE\x00\x00\x00\x00\x25\x0F\x1F\x2C\x00\x00\x00\x00\xF4\x6C\x2F\x4A\x00\x00\x00\x00\xEE\xCE\x97\x8A\x00\x00\x00\x00\x11\xC4\x33\xBF\x00\x00\x00\x00\xF6\x3E\xF1\xAF\x00\x00\x00\x00\x79\xBE\xA5\x4C\x00\x00\x00\x00\xDA\xBE\xF7\xF7\x00\x00\x00\x00\x97\x9C\x59\xB3\x00\x00\x00\x00\x58\x11\x54\xF2\x00\x00\x00\x00\xBB\x47\x64\x08\x00\x00\x00\x00\x22\x41\xE3\xF9\x00\x00\x00\x00\x7A\x6C\xEF\xE7\x00\x00\x00\x00\x86\xF6\xE7\xB1\x00\x00\x00\x00\xC0\x4F\x4C\xA2\x00\x00\x00\x00\xAA\x32\x75\xC2\x86\x92\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 11835)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 11835)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11835)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11835)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11835)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11835)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8490),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000980),
                gc.DataTuple('slot_count', 0x00000CDC),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3C858B25),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0xFF24024E),
                gc.KeyTuple('src_port', 0xCC0C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8490),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x01C9),
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
        ig_port = 6
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFF\x24\x02\x4E\x00\x00\x00\x00\xCC\x0C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x84\x90\x00\x1A\x3C\x85\x8B\x25\x04\xBB\x03\x00\x44\xD9\xA9\x66\x00\x40\x00\x00\x00\x00\x00\x00\x4C\xA4\x14\x68\x00\x00\x00\x00\x69\x87\x23\x7F\x00\x00\x00\x00\xBB\xB9\x43\x11\x00\x00\x00\x00\x04\xB3\xB9\x67\x00\x00\x00\x00\x26\x48\x6D\x3D\x00\x00\x00\x00\x8F\xD0\xA2\x1C\x00\x00\x00\x00\xB2\x08\x2F\x88\x00\x00\x00\x00\x2A\xC5\x77\x32\x00\x00\x00\x00\xEA\x07\x76\xD4\x00\x00\x00\x00\xB8\x5C\xCC\xAB\x00\x00\x00\x00\x40\x9A\x18\x70\x00\x00\x00\x00\x94\x47\x58\x1F\x00\x00\x00\x00\x7E\xC3\xB0\xD4\x00\x00\x00\x00\x55\xAF\x22\x88\x00\x00\x00\x00\x68\x73\x82\x52\x00\x00\x00\x00\x0C\x85\xEC\x47\x00\x00\x00\x00\xF6\x3C\x5B\xAB\x00\x00\x00\x00\xE5\xAB\x15\x60\x00\x00\x00\x00\x36\x61\x4B\x36\x00\x00\x00\x00\x6D\x1F\x5E\xE4\x00\x00\x00\x00\x94\x79\x33\x4C\x00\x00\x00\x00\xC5\xEF\x8E\xE9\x00\x00\x00\x00\xA7\x25\xB9\xE1\x00\x00\x00\x00\x9B\x88\x0D\x93\x00\x00\x00\x00\x85\x68\x6C\x01\x00\x00\x00\x00\xC9\x6F\xC0\x68\x00\x00\x00\x00\xB5\x06\xED\xE4\x00\x00\x00\x00\x05\x00\xEF\xE3\x00\x00\x00\x00\xF1\x38\x7C\x61\x00\x00\x00\x00\xA0\x35\xF7\xD5\x00\x00\x00\x00\xD7\xCB\x71\xB4\x00\x00\x00\x00\xE7\x92\x13\x17\x5D\x47\xE1\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFF\x24\x02\x4E\xBE\xEF\xCC\x0C\x01\x20\x00\x00\x50\x34\x02\x82\x84\x90\x00\x1A\x3C\x85\x8B\x25\x04\xBB\x01\x00\x44\xD9\xA9\x66\x00\x40\x00\x01\x00\x00\x00\x00\x4C\xA4\x14\x68\x00\x00\x00\x00\x69\x87\x23\x7F\x00\x00\x00\x00\xBB\xB9\x43\x11\x00\x00\x00\x00\x04\xB3\xB9\x67\x00\x00\x00\x00\x26\x48\x6D\x3D\x00\x00\x00\x00\x8F\xD0\xA2\x1C\x00\x00\x00\x00\xB2\x08\x2F\x88\x00\x00\x00\x00\x2A\xC5\x77\x32\x00\x00\x00\x00\xEA\x07\x76\xD4\x00\x00\x00\x00\xB8\x5C\xCC\xAB\x00\x00\x00\x00\x40\x9A\x18\x70\x00\x00\x00\x00\x94\x47\x58\x1F\x00\x00\x00\x00\x7E\xC3\xB0\xD4\x00\x00\x00\x00\x55\xAF\x22\x88\x00\x00\x00\x00\x68\x73\x82\x52\x00\x00\x00\x00\x0C\x85\xEC\x47\x00\x00\x00\x00\xF6\x3C\x5B\xAB\x00\x00\x00\x00\xE5\xAB\x15\x60\x00\x00\x00\x00\x36\x61\x4B\x36\x00\x00\x00\x00\x6D\x1F\x5E\xE4\x00\x00\x00\x00\x94\x79\x33\x4C\x00\x00\x00\x00\xC5\xEF\x8E\xE9\x00\x00\x00\x00\xA7\x25\xB9\xE1\x00\x00\x00\x00\x9B\x88\x0D\x93\x00\x00\x00\x00\x85\x68\x6C\x01\x00\x00\x00\x00\xC9\x6F\xC0\x68\x00\x00\x00\x00\xB5\x06\xED\xE4\x00\x00\x00\x00\x05\x00\xEF\xE3\x00\x00\x00\x00\xF1\x38\x7C\x61\x00\x00\x00\x00\xA0\x35\xF7\xD5\x00\x00\x00\x00\xD7\xCB\x71\xB4\x00\x00\x00\x00\xE7\x92\x13\x17\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x3B\x01\xC9\x00\x00\x04\x00\x00\x00\x44\xD9\xA9\x66\x44\xD9\xA9\x66\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x4C\xA4\x14\x68\x00\x00\x00\x00\x69\x87\x23\x7F\x00\x00\x00\x00\xBB\xB9\x43\x11\x00\x00\x00\x00\x04\xB3\xB9\x67\x00\x00\x00\x00\x26\x48\x6D\x3D\x00\x00\x00\x00\x8F\xD0\xA2\x1C\x00\x00\x00\x00\xB2\x08\x2F\x88\x00\x00\x00\x00\x2A\xC5\x77\x32\x00\x00\x00\x00\xEA\x07\x76\xD4\x00\x00\x00\x00\xB8\x5C\xCC\xAB\x00\x00\x00\x00\x40\x9A\x18\x70\x00\x00\x00\x00\x94\x47\x58\x1F\x00\x00\x00\x00\x7E\xC3\xB0\xD4\x00\x00\x00\x00\x55\xAF\x22\x88\x00\x00\x00\x00\x68\x73\x82\x52\x00\x00\x00\x00\x0C\x85\xEC\x47\x00\x00\x00\x00\xF6\x3C\x5B\xAB\x00\x00\x00\x00\xE5\xAB\x15\x60\x00\x00\x00\x00\x36\x61\x4B\x36\x00\x00\x00\x00\x6D\x1F\x5E\xE4\x00\x00\x00\x00\x94\x79\x33\x4C\x00\x00\x00\x00\xC5\xEF\x8E\xE9\x00\x00\x00\x00\xA7\x25\xB9\xE1\x00\x00\x00\x00\x9B\x88\x0D\x93\x00\x00\x00\x00\x85\x68\x6C\x01\x00\x00\x00\x00\xC9\x6F\xC0\x68\x00\x00\x00\x00\xB5\x06\xED\xE4\x00\x00\x00\x00\x05\x00\xEF\xE3\x00\x00\x00\x00\xF1\x38\x7C\x61\x00\x00\x00\x00\xA0\x35\xF7\xD5\x00\x00\x00\x00\xD7\xCB\x71\xB4\x00\x00\x00\x00\xE7\x92\x13\x17\x5D\x47\xE1\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4EE86D6F), ('P4rIngress.bitmap_seq.seq', 0xA0AF380B)], 15543)
        self.setRegisterValue('P4rIngress.rounds', 0xA0AF380B, 15543)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 15543)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15543)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15543)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15543)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7ED8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000B7),
                gc.DataTuple('slot_count', 0x00001DEA),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7E8E5E1F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x8FD02A25),
                gc.KeyTuple('src_port', 0x1D63),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7ED8),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x021C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8F\xD0\x2A\x25\x00\x00\x00\x00\x1D\x63\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7E\xD8\x00\x11\x7E\x8E\x5E\x1F\x1C\x00\x07\x00\x1A\x2F\xF8\xCF\x00\x40\x00\x00\x00\x00\x00\x00\x7C\xD7\x01\x92\x00\x00\x00\x00\x2E\xFD\x1C\x6A\x00\x00\x00\x00\x72\xC2\x62\x8F\x00\x00\x00\x00\xC2\xF3\x29\x78\x00\x00\x00\x00\x75\x02\xDE\x23\x00\x00\x00\x00\x6C\x54\xD6\x42\x00\x00\x00\x00\x0D\xBF\xB2\xCC\x00\x00\x00\x00\x51\xF7\x36\x66\x00\x00\x00\x00\x5F\x85\xED\xE1\x00\x00\x00\x00\xBB\x4F\xA5\xBA\x00\x00\x00\x00\x7C\xE6\xC3\x40\x00\x00\x00\x00\xEE\x83\x4D\xBE\x00\x00\x00\x00\xF3\xF9\xF0\xC1\x00\x00\x00\x00\xBD\x02\xFD\x0C\x00\x00\x00\x00\x5F\x28\xC8\xD0\x00\x00\x00\x00\x1D\xB6\x09\xCA\x00\x00\x00\x00\x76\x63\x92\x68\x00\x00\x00\x00\x09\x97\x0C\x9D\x00\x00\x00\x00\x81\x4D\x0E\x3D\x00\x00\x00\x00\x2C\xC1\xAD\x45\x00\x00\x00\x00\x4A\x5E\x1F\x47\x00\x00\x00\x00\xD9\x7D\xFE\x95\x00\x00\x00\x00\xDA\xFA\xA4\xD1\x00\x00\x00\x00\x5A\x20\x70\x2A\x00\x00\x00\x00\x5E\x19\xCC\x24\x00\x00\x00\x00\xBC\xF4\x20\x87\x00\x00\x00\x00\xDD\x8B\x10\x3D\x00\x00\x00\x00\xF9\x61\xEA\xF9\x00\x00\x00\x00\xBA\x6A\xE2\x39\x00\x00\x00\x00\x26\x1F\x4C\x96\x00\x00\x00\x00\xCC\x97\x5B\xAE\x00\x00\x00\x00\xFA\x18\x56\xE6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8F\xD0\x2A\x25\x00\x00\x00\x00\x1D\x63\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7E\xD8\x00\x11\x7E\x8E\x5E\x1F\x1C\x00\x07\x00\x1A\x2F\xF8\xCF\x00\x40\x00\x00\x00\x00\x00\x00\x7C\xD7\x01\x92\x00\x00\x00\x00\x2E\xFD\x1C\x6A\x00\x00\x00\x00\x72\xC2\x62\x8F\x00\x00\x00\x00\xC2\xF3\x29\x78\x00\x00\x00\x00\x75\x02\xDE\x23\x00\x00\x00\x00\x6C\x54\xD6\x42\x00\x00\x00\x00\x0D\xBF\xB2\xCC\x00\x00\x00\x00\x51\xF7\x36\x66\x00\x00\x00\x00\x5F\x85\xED\xE1\x00\x00\x00\x00\xBB\x4F\xA5\xBA\x00\x00\x00\x00\x7C\xE6\xC3\x40\x00\x00\x00\x00\xEE\x83\x4D\xBE\x00\x00\x00\x00\xF3\xF9\xF0\xC1\x00\x00\x00\x00\xBD\x02\xFD\x0C\x00\x00\x00\x00\x5F\x28\xC8\xD0\x00\x00\x00\x00\x1D\xB6\x09\xCA\x00\x00\x00\x00\x76\x63\x92\x68\x00\x00\x00\x00\x09\x97\x0C\x9D\x00\x00\x00\x00\x81\x4D\x0E\x3D\x00\x00\x00\x00\x2C\xC1\xAD\x45\x00\x00\x00\x00\x4A\x5E\x1F\x47\x00\x00\x00\x00\xD9\x7D\xFE\x95\x00\x00\x00\x00\xDA\xFA\xA4\xD1\x00\x00\x00\x00\x5A\x20\x70\x2A\x00\x00\x00\x00\x5E\x19\xCC\x24\x00\x00\x00\x00\xBC\xF4\x20\x87\x00\x00\x00\x00\xDD\x8B\x10\x3D\x00\x00\x00\x00\xF9\x61\xEA\xF9\x00\x00\x00\x00\xBA\x6A\xE2\x39\x00\x00\x00\x00\x26\x1F\x4C\x96\x00\x00\x00\x00\xCC\x97\x5B\xAE\x00\x00\x00\x00\xFA\x18\x56\xE6\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x3C\xB7\x02\x1C\x00\x00\x00\x02\x00\x00\x1A\x2F\xF8\xCF\x1A\x2F\xF8\xCF\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x7C\xD7\x01\x92\x00\x00\x00\x00\x2E\xFD\x1C\x6A\x00\x00\x00\x00\x72\xC2\x62\x8F\x00\x00\x00\x00\xC2\xF3\x29\x78\x00\x00\x00\x00\x75\x02\xDE\x23\x00\x00\x00\x00\x6C\x54\xD6\x42\x00\x00\x00\x00\x0D\xBF\xB2\xCC\x00\x00\x00\x00\x51\xF7\x36\x66\x00\x00\x00\x00\x5F\x85\xED\xE1\x00\x00\x00\x00\xBB\x4F\xA5\xBA\x00\x00\x00\x00\x7C\xE6\xC3\x40\x00\x00\x00\x00\xEE\x83\x4D\xBE\x00\x00\x00\x00\xF3\xF9\xF0\xC1\x00\x00\x00\x00\xBD\x02\xFD\x0C\x00\x00\x00\x00\x5F\x28\xC8\xD0\x00\x00\x00\x00\x1D\xB6\x09\xCA\x00\x00\x00\x00\x76\x63\x92\x68\x00\x00\x00\x00\x09\x97\x0C\x9D\x00\x00\x00\x00\x81\x4D\x0E\x3D\x00\x00\x00\x00\x2C\xC1\xAD\x45\x00\x00\x00\x00\x4A\x5E\x1F\x47\x00\x00\x00\x00\xD9\x7D\xFE\x95\x00\x00\x00\x00\xDA\xFA\xA4\xD1\x00\x00\x00\x00\x5A\x20\x70\x2A\x00\x00\x00\x00\x5E\x19\xCC\x24\x00\x00\x00\x00\xBC\xF4\x20\x87\x00\x00\x00\x00\xDD\x8B\x10\x3D\x00\x00\x00\x00\xF9\x61\xEA\xF9\x00\x00\x00\x00\xBA\x6A\xE2\x39\x00\x00\x00\x00\x26\x1F\x4C\x96\x00\x00\x00\x00\xCC\x97\x5B\xAE\x00\x00\x00\x00\xFA\x18\x56\xE6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 10820)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 10820)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 10820)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10820)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10820)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10820)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4DB7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000913),
                gc.DataTuple('slot_count', 0x000003D9),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF7A60D31),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0xDEDE92C1),
                gc.KeyTuple('src_port', 0xFAB1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4DB7),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x03B4),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\xDE\x92\xC1\x00\x00\x00\x00\xFA\xB1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4D\xB7\x00\x05\xF7\xA6\x0D\x31\x01\x31\x03\x00\x61\x38\xED\xEF\x00\x40\x00\x00\x00\x00\x00\x00\x30\x77\x32\x69\x00\x00\x00\x00\x3D\xD8\xCC\x83\x00\x00\x00\x00\x41\xC1\xFE\xA4\x00\x00\x00\x00\xDC\x5D\xF7\x5D\x00\x00\x00\x00\x69\xFF\xA0\x0E\x00\x00\x00\x00\xA1\xB6\x9C\x40\x00\x00\x00\x00\xB6\xAD\xB2\x65\x00\x00\x00\x00\x7E\xD5\x40\xBF\x00\x00\x00\x00\x39\xD9\xAF\x01\x00\x00\x00\x00\xAB\xFA\x1B\x57\x00\x00\x00\x00\x9B\xA5\xED\x1A\x00\x00\x00\x00\x46\xEC\xBB\x38\x00\x00\x00\x00\x10\x05\x5F\x38\x00\x00\x00\x00\xC1\xD5\xD8\x67\x00\x00\x00\x00\x0F\xEA\xF1\x5F\x00\x00\x00\x00\xB0\xF4\xAD\x58\x00\x00\x00\x00\x6C\x9D\x30\x1C\x00\x00\x00\x00\xA0\xAE\x02\x90\x00\x00\x00\x00\xE6\x9E\xDD\xB2\x00\x00\x00\x00\x5C\x8E\xC0\xBC\x00\x00\x00\x00\x1F\xA6\x59\x85\x00\x00\x00\x00\xA1\xB6\xEA\xEE\x00\x00\x00\x00\x70\x73\x64\xDF\x00\x00\x00\x00\x22\x8A\x77\x6B\x00\x00\x00\x00\x11\x65\xD4\x6A\x00\x00\x00\x00\xB8\xCB\xF7\xA7\x00\x00\x00\x00\x39\xB6\x44\xAB\x00\x00\x00\x00\xB4\xA6\x2B\x8D\x00\x00\x00\x00\xDD\xCF\xA8\x07\x00\x00\x00\x00\xFF\x81\x39\xD5\x00\x00\x00\x00\xF8\xA2\x43\x3C\x00\x00\x00\x00\x8E\x11\x56\xE8\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\xDE\x92\xC1\x00\x00\x00\x00\xFA\xB1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4D\xB7\x00\x05\xF7\xA6\x0D\x31\x01\x31\x03\x00\x61\x38\xED\xEF\x00\x40\x00\x00\x00\x00\x00\x00\x30\x77\x32\x69\x00\x00\x00\x00\x3D\xD8\xCC\x83\x00\x00\x00\x00\x41\xC1\xFE\xA4\x00\x00\x00\x00\xDC\x5D\xF7\x5D\x00\x00\x00\x00\x69\xFF\xA0\x0E\x00\x00\x00\x00\xA1\xB6\x9C\x40\x00\x00\x00\x00\xB6\xAD\xB2\x65\x00\x00\x00\x00\x7E\xD5\x40\xBF\x00\x00\x00\x00\x39\xD9\xAF\x01\x00\x00\x00\x00\xAB\xFA\x1B\x57\x00\x00\x00\x00\x9B\xA5\xED\x1A\x00\x00\x00\x00\x46\xEC\xBB\x38\x00\x00\x00\x00\x10\x05\x5F\x38\x00\x00\x00\x00\xC1\xD5\xD8\x67\x00\x00\x00\x00\x0F\xEA\xF1\x5F\x00\x00\x00\x00\xB0\xF4\xAD\x58\x00\x00\x00\x00\x6C\x9D\x30\x1C\x00\x00\x00\x00\xA0\xAE\x02\x90\x00\x00\x00\x00\xE6\x9E\xDD\xB2\x00\x00\x00\x00\x5C\x8E\xC0\xBC\x00\x00\x00\x00\x1F\xA6\x59\x85\x00\x00\x00\x00\xA1\xB6\xEA\xEE\x00\x00\x00\x00\x70\x73\x64\xDF\x00\x00\x00\x00\x22\x8A\x77\x6B\x00\x00\x00\x00\x11\x65\xD4\x6A\x00\x00\x00\x00\xB8\xCB\xF7\xA7\x00\x00\x00\x00\x39\xB6\x44\xAB\x00\x00\x00\x00\xB4\xA6\x2B\x8D\x00\x00\x00\x00\xDD\xCF\xA8\x07\x00\x00\x00\x00\xFF\x81\x39\xD5\x00\x00\x00\x00\xF8\xA2\x43\x3C\x00\x00\x00\x00\x8E\x11\x56\xE8\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2A\x44\x03\xB4\x00\x00\x00\x00\x00\x20\x61\x38\xED\xEF\x61\x38\xED\xEF\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x30\x77\x32\x69\x00\x00\x00\x00\x3D\xD8\xCC\x83\x00\x00\x00\x00\x41\xC1\xFE\xA4\x00\x00\x00\x00\xDC\x5D\xF7\x5D\x00\x00\x00\x00\x69\xFF\xA0\x0E\x00\x00\x00\x00\xA1\xB6\x9C\x40\x00\x00\x00\x00\xB6\xAD\xB2\x65\x00\x00\x00\x00\x7E\xD5\x40\xBF\x00\x00\x00\x00\x39\xD9\xAF\x01\x00\x00\x00\x00\xAB\xFA\x1B\x57\x00\x00\x00\x00\x9B\xA5\xED\x1A\x00\x00\x00\x00\x46\xEC\xBB\x38\x00\x00\x00\x00\x10\x05\x5F\x38\x00\x00\x00\x00\xC1\xD5\xD8\x67\x00\x00\x00\x00\x0F\xEA\xF1\x5F\x00\x00\x00\x00\xB0\xF4\xAD\x58\x00\x00\x00\x00\x6C\x9D\x30\x1C\x00\x00\x00\x00\xA0\xAE\x02\x90\x00\x00\x00\x00\xE6\x9E\xDD\xB2\x00\x00\x00\x00\x5C\x8E\xC0\xBC\x00\x00\x00\x00\x1F\xA6\x59\x85\x00\x00\x00\x00\xA1\xB6\xEA\xEE\x00\x00\x00\x00\x70\x73\x64\xDF\x00\x00\x00\x00\x22\x8A\x77\x6B\x00\x00\x00\x00\x11\x65\xD4\x6A\x00\x00\x00\x00\xB8\xCB\xF7\xA7\x00\x00\x00\x00\x39\xB6\x44\xAB\x00\x00\x00\x00\xB4\xA6\x2B\x8D\x00\x00\x00\x00\xDD\xCF\xA8\x07\x00\x00\x00\x00\xFF\x81\x39\xD5\x00\x00\x00\x00\xF8\xA2\x43\x3C\x00\x00\x00\x00\x8E\x11\x56\xE8\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB235661D), ('P4rIngress.bitmap_seq.seq', 0x113A921F)], 13527)
        self.setRegisterValue('P4rIngress.rounds', 0x113A921F, 13527)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13527)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13527)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13527)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13527)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE860),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000014D7),
                gc.DataTuple('slot_count', 0x00000480),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x11B1AEE6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x4A89D78A),
                gc.KeyTuple('src_port', 0xE847),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE860),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01D4),
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
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4A\x89\xD7\x8A\x00\x00\x00\x00\xE8\x47\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE8\x60\x00\x18\x11\xB1\xAE\xE6\x00\x00\x03\x00\x61\xB0\xDF\x6C\x00\x40\x00\x00\x00\x00\x00\x00\x3A\x3B\x36\x62\x00\x00\x00\x00\xD6\x2A\xB2\x70\x00\x00\x00\x00\x98\x73\x6D\x76\x00\x00\x00\x00\xFC\xF1\xCD\xA4\x00\x00\x00\x00\x20\x34\x92\xBC\x00\x00\x00\x00\xDB\x59\xCB\x9F\x00\x00\x00\x00\x7D\x3F\xE0\x00\x00\x00\x00\x00\x33\x91\x2C\xE8\x00\x00\x00\x00\x18\x4A\xA4\xA6\x00\x00\x00\x00\x11\x5E\xF9\xCC\x00\x00\x00\x00\x0A\x46\x43\x60\x00\x00\x00\x00\x5F\xCD\xB8\xDC\x00\x00\x00\x00\x1A\xE1\xDF\x34\x00\x00\x00\x00\xC8\x22\x48\x9E\x00\x00\x00\x00\xC5\x3F\xCE\x55\x00\x00\x00\x00\x98\x2A\x2A\xAC\x00\x00\x00\x00\xB7\x1D\x5C\xE0\x00\x00\x00\x00\xCF\x69\x50\xBE\x00\x00\x00\x00\xE1\xF3\x91\x2E\x00\x00\x00\x00\xEC\xBA\xFA\x2F\x00\x00\x00\x00\xAC\x8D\x24\x00\x00\x00\x00\x00\x76\x5C\x81\xB1\x00\x00\x00\x00\xE7\xD0\x7B\x6D\x00\x00\x00\x00\xAD\x57\x72\x92\x00\x00\x00\x00\xF7\x38\xF3\xF6\x00\x00\x00\x00\x09\x3A\x28\x59\x00\x00\x00\x00\xE9\x41\x3B\xBE\x00\x00\x00\x00\x66\xD2\x18\x85\x00\x00\x00\x00\x41\xA6\xF6\xC6\x00\x00\x00\x00\xF1\x6A\x05\x5E\x00\x00\x00\x00\xEE\xA9\x2E\x41\x00\x00\x00\x00\xF3\x90\x3C\x6E\xC4\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4A\x89\xD7\x8A\x00\x00\x00\x00\xE8\x47\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE8\x60\x00\x18\x11\xB1\xAE\xE6\x00\x00\x03\x00\x61\xB0\xDF\x6C\x00\x40\x00\x00\x00\x00\x00\x00\x3A\x3B\x36\x62\x00\x00\x00\x00\xD6\x2A\xB2\x70\x00\x00\x00\x00\x98\x73\x6D\x76\x00\x00\x00\x00\xFC\xF1\xCD\xA4\x00\x00\x00\x00\x20\x34\x92\xBC\x00\x00\x00\x00\xDB\x59\xCB\x9F\x00\x00\x00\x00\x7D\x3F\xE0\x00\x00\x00\x00\x00\x33\x91\x2C\xE8\x00\x00\x00\x00\x18\x4A\xA4\xA6\x00\x00\x00\x00\x11\x5E\xF9\xCC\x00\x00\x00\x00\x0A\x46\x43\x60\x00\x00\x00\x00\x5F\xCD\xB8\xDC\x00\x00\x00\x00\x1A\xE1\xDF\x34\x00\x00\x00\x00\xC8\x22\x48\x9E\x00\x00\x00\x00\xC5\x3F\xCE\x55\x00\x00\x00\x00\x98\x2A\x2A\xAC\x00\x00\x00\x00\xB7\x1D\x5C\xE0\x00\x00\x00\x00\xCF\x69\x50\xBE\x00\x00\x00\x00\xE1\xF3\x91\x2E\x00\x00\x00\x00\xEC\xBA\xFA\x2F\x00\x00\x00\x00\xAC\x8D\x24\x00\x00\x00\x00\x00\x76\x5C\x81\xB1\x00\x00\x00\x00\xE7\xD0\x7B\x6D\x00\x00\x00\x00\xAD\x57\x72\x92\x00\x00\x00\x00\xF7\x38\xF3\xF6\x00\x00\x00\x00\x09\x3A\x28\x59\x00\x00\x00\x00\xE9\x41\x3B\xBE\x00\x00\x00\x00\x66\xD2\x18\x85\x00\x00\x00\x00\x41\xA6\xF6\xC6\x00\x00\x00\x00\xF1\x6A\x05\x5E\x00\x00\x00\x00\xEE\xA9\x2E\x41\x00\x00\x00\x00\xF3\x90\x3C\x6E\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x34\xD7\x01\xD4\x00\x00\x01\x00\x00\x00\x61\xB0\xDF\x6C\x61\xB0\xDF\x6C\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x3A\x3B\x36\x62\x00\x00\x00\x00\xD6\x2A\xB2\x70\x00\x00\x00\x00\x98\x73\x6D\x76\x00\x00\x00\x00\xFC\xF1\xCD\xA4\x00\x00\x00\x00\x20\x34\x92\xBC\x00\x00\x00\x00\xDB\x59\xCB\x9F\x00\x00\x00\x00\x7D\x3F\xE0\x00\x00\x00\x00\x00\x33\x91\x2C\xE8\x00\x00\x00\x00\x18\x4A\xA4\xA6\x00\x00\x00\x00\x11\x5E\xF9\xCC\x00\x00\x00\x00\x0A\x46\x43\x60\x00\x00\x00\x00\x5F\xCD\xB8\xDC\x00\x00\x00\x00\x1A\xE1\xDF\x34\x00\x00\x00\x00\xC8\x22\x48\x9E\x00\x00\x00\x00\xC5\x3F\xCE\x55\x00\x00\x00\x00\x98\x2A\x2A\xAC\x00\x00\x00\x00\xB7\x1D\x5C\xE0\x00\x00\x00\x00\xCF\x69\x50\xBE\x00\x00\x00\x00\xE1\xF3\x91\x2E\x00\x00\x00\x00\xEC\xBA\xFA\x2F\x00\x00\x00\x00\xAC\x8D\x24\x00\x00\x00\x00\x00\x76\x5C\x81\xB1\x00\x00\x00\x00\xE7\xD0\x7B\x6D\x00\x00\x00\x00\xAD\x57\x72\x92\x00\x00\x00\x00\xF7\x38\xF3\xF6\x00\x00\x00\x00\x09\x3A\x28\x59\x00\x00\x00\x00\xE9\x41\x3B\xBE\x00\x00\x00\x00\x66\xD2\x18\x85\x00\x00\x00\x00\x41\xA6\xF6\xC6\x00\x00\x00\x00\xF1\x6A\x05\x5E\x00\x00\x00\x00\xEE\xA9\x2E\x41\x00\x00\x00\x00\xF3\x90\x3C\x6E\xC4\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEE56652A), ('P4rIngress.bitmap_seq.seq', 0x6BFB8400)], 8354)
        self.setRegisterValue('P4rIngress.rounds', 0x6BFB8400, 8354)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 8354)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8354)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 8354)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 8354)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x416B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000A2),
                gc.DataTuple('slot_count', 0x00001996),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB94293CA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0x9520CA01),
                gc.KeyTuple('src_port', 0x3302),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x416B),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0151),
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
        ig_port = 5
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\x20\xCA\x01\x00\x00\x00\x00\x33\x02\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x41\x6B\x00\x06\xB9\x42\x93\xCA\x00\x00\x05\x00\x9C\x7A\x98\xBF\x00\x40\x00\x00\x00\x00\x00\x00\x17\x4B\xC7\xE4\x00\x00\x00\x00\xB5\x1A\x67\x85\x00\x00\x00\x00\x78\xB2\x6A\x26\x00\x00\x00\x00\x9F\xA4\x4B\x70\x00\x00\x00\x00\x5E\x29\xD2\x2B\x00\x00\x00\x00\x76\x4B\x10\x8A\x00\x00\x00\x00\xC3\xDA\xF1\xED\x00\x00\x00\x00\xD8\x03\x34\x96\x00\x00\x00\x00\x42\x73\x65\x4F\x00\x00\x00\x00\xD6\x8D\x49\x81\x00\x00\x00\x00\x93\xDC\x96\x70\x00\x00\x00\x00\xEA\x4B\x38\x33\x00\x00\x00\x00\xC7\xAC\xFF\xF3\x00\x00\x00\x00\x79\xEF\xF2\x8F\x00\x00\x00\x00\xA9\x02\xF8\x53\x00\x00\x00\x00\xBC\x6C\x0E\x3A\x00\x00\x00\x00\x61\xE2\xED\x83\x00\x00\x00\x00\x41\x57\x88\x8E\x00\x00\x00\x00\x27\x1D\x53\x48\x00\x00\x00\x00\xD5\x30\x18\x1B\x00\x00\x00\x00\x72\xBE\x6E\xC1\x00\x00\x00\x00\xEF\xB5\x26\xDD\x00\x00\x00\x00\x6B\x90\x83\x14\x00\x00\x00\x00\xE1\x7E\xA8\xF6\x00\x00\x00\x00\x85\x89\xA4\xB2\x00\x00\x00\x00\x27\xC6\xE3\x78\x00\x00\x00\x00\xEC\x62\x2C\x68\x00\x00\x00\x00\x3C\xA7\x35\x6A\x00\x00\x00\x00\x84\x82\x29\x7F\x00\x00\x00\x00\xEE\x86\x54\xCE\x00\x00\x00\x00\x20\x5D\xD6\x19\x00\x00\x00\x00\xB5\x9C\x9D\x67\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\x20\xCA\x01\x00\x00\x00\x00\x33\x02\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x41\x6B\x00\x06\xB9\x42\x93\xCA\x00\x00\x05\x00\x9C\x7A\x98\xBF\x00\x40\x00\x00\x00\x00\x00\x00\x17\x4B\xC7\xE4\x00\x00\x00\x00\xB5\x1A\x67\x85\x00\x00\x00\x00\x78\xB2\x6A\x26\x00\x00\x00\x00\x9F\xA4\x4B\x70\x00\x00\x00\x00\x5E\x29\xD2\x2B\x00\x00\x00\x00\x76\x4B\x10\x8A\x00\x00\x00\x00\xC3\xDA\xF1\xED\x00\x00\x00\x00\xD8\x03\x34\x96\x00\x00\x00\x00\x42\x73\x65\x4F\x00\x00\x00\x00\xD6\x8D\x49\x81\x00\x00\x00\x00\x93\xDC\x96\x70\x00\x00\x00\x00\xEA\x4B\x38\x33\x00\x00\x00\x00\xC7\xAC\xFF\xF3\x00\x00\x00\x00\x79\xEF\xF2\x8F\x00\x00\x00\x00\xA9\x02\xF8\x53\x00\x00\x00\x00\xBC\x6C\x0E\x3A\x00\x00\x00\x00\x61\xE2\xED\x83\x00\x00\x00\x00\x41\x57\x88\x8E\x00\x00\x00\x00\x27\x1D\x53\x48\x00\x00\x00\x00\xD5\x30\x18\x1B\x00\x00\x00\x00\x72\xBE\x6E\xC1\x00\x00\x00\x00\xEF\xB5\x26\xDD\x00\x00\x00\x00\x6B\x90\x83\x14\x00\x00\x00\x00\xE1\x7E\xA8\xF6\x00\x00\x00\x00\x85\x89\xA4\xB2\x00\x00\x00\x00\x27\xC6\xE3\x78\x00\x00\x00\x00\xEC\x62\x2C\x68\x00\x00\x00\x00\x3C\xA7\x35\x6A\x00\x00\x00\x00\x84\x82\x29\x7F\x00\x00\x00\x00\xEE\x86\x54\xCE\x00\x00\x00\x00\x20\x5D\xD6\x19\x00\x00\x00\x00\xB5\x9C\x9D\x67\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x20\xA2\x01\x51\x00\x00\x00\x00\x00\x40\x9C\x7A\x98\xBF\x9C\x7A\x98\xBF\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x17\x4B\xC7\xE4\x00\x00\x00\x00\xB5\x1A\x67\x85\x00\x00\x00\x00\x78\xB2\x6A\x26\x00\x00\x00\x00\x9F\xA4\x4B\x70\x00\x00\x00\x00\x5E\x29\xD2\x2B\x00\x00\x00\x00\x76\x4B\x10\x8A\x00\x00\x00\x00\xC3\xDA\xF1\xED\x00\x00\x00\x00\xD8\x03\x34\x96\x00\x00\x00\x00\x42\x73\x65\x4F\x00\x00\x00\x00\xD6\x8D\x49\x81\x00\x00\x00\x00\x93\xDC\x96\x70\x00\x00\x00\x00\xEA\x4B\x38\x33\x00\x00\x00\x00\xC7\xAC\xFF\xF3\x00\x00\x00\x00\x79\xEF\xF2\x8F\x00\x00\x00\x00\xA9\x02\xF8\x53\x00\x00\x00\x00\xBC\x6C\x0E\x3A\x00\x00\x00\x00\x61\xE2\xED\x83\x00\x00\x00\x00\x41\x57\x88\x8E\x00\x00\x00\x00\x27\x1D\x53\x48\x00\x00\x00\x00\xD5\x30\x18\x1B\x00\x00\x00\x00\x72\xBE\x6E\xC1\x00\x00\x00\x00\xEF\xB5\x26\xDD\x00\x00\x00\x00\x6B\x90\x83\x14\x00\x00\x00\x00\xE1\x7E\xA8\xF6\x00\x00\x00\x00\x85\x89\xA4\xB2\x00\x00\x00\x00\x27\xC6\xE3\x78\x00\x00\x00\x00\xEC\x62\x2C\x68\x00\x00\x00\x00\x3C\xA7\x35\x6A\x00\x00\x00\x00\x84\x82\x29\x7F\x00\x00\x00\x00\xEE\x86\x54\xCE\x00\x00\x00\x00\x20\x5D\xD6\x19\x00\x00\x00\x00\xB5\x9C\x9D\x67\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEAC92795), ('P4rIngress.bitmap_seq.seq', 0x8DD887C7)], 11000)
        self.setRegisterValue('P4rIngress.rounds', 0x8DD887C7, 11000)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11000)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11000)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11000)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11000)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0836),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008C0),
                gc.DataTuple('slot_count', 0x00000847),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x600D7B5E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x693367F4),
                gc.KeyTuple('src_port', 0xAFE9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0836),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x02BF),
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
        ig_port = 50
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x69\x33\x67\xF4\x00\x00\x00\x00\xAF\xE9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x08\x36\x00\x07\x60\x0D\x7B\x5E\x02\x38\x01\x00\xB5\x68\x48\xFD\x00\x40\x00\x00\x00\x00\x00\x00\xD9\x63\x94\xF9\x00\x00\x00\x00\x7D\xBD\x2F\x2C\x00\x00\x00\x00\xDD\xE6\x0F\xED\x00\x00\x00\x00\xB3\x8E\x56\xAB\x00\x00\x00\x00\xC1\x99\xDA\xB7\x00\x00\x00\x00\x92\x68\x54\x98\x00\x00\x00\x00\x3B\x9D\xC1\x96\x00\x00\x00\x00\xD4\x80\xF0\x46\x00\x00\x00\x00\xC4\x38\x8A\x27\x00\x00\x00\x00\xA9\x69\x6B\xC3\x00\x00\x00\x00\x8F\x3A\x90\x02\x00\x00\x00\x00\xEE\x06\xE1\x3F\x00\x00\x00\x00\x35\x64\xEC\x7C\x00\x00\x00\x00\x1D\xCB\x2B\x9C\x00\x00\x00\x00\x27\x06\xF5\x3B\x00\x00\x00\x00\x3F\xB4\x1B\xC0\x00\x00\x00\x00\x99\xFC\xD3\x16\x00\x00\x00\x00\x7C\x67\xAB\x2B\x00\x00\x00\x00\x05\xF4\x9D\xDB\x00\x00\x00\x00\xA3\x1B\x29\x7A\x00\x00\x00\x00\xA6\xE4\x3C\x5A\x00\x00\x00\x00\x4A\xA4\xFC\x6F\x00\x00\x00\x00\x96\xA0\xC5\x6F\x00\x00\x00\x00\x1C\x28\x37\xE8\x00\x00\x00\x00\xBE\x66\x1A\xEB\x00\x00\x00\x00\x3C\x91\x8E\x95\x00\x00\x00\x00\x84\xAE\x90\x83\x00\x00\x00\x00\x89\x86\x18\x0F\x00\x00\x00\x00\xEB\x59\xB9\xBC\x00\x00\x00\x00\x81\xD4\xA7\xB2\x00\x00\x00\x00\x09\x20\x09\xC2\x00\x00\x00\x00\x0F\xE1\xE5\x42\xAB\xE2\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x69\x33\x67\xF4\xBE\xEF\xAF\xE9\x01\x20\x00\x00\x50\x34\x02\x82\x08\x36\x00\x07\x60\x0D\x7B\x5E\x02\x38\x01\x00\xB5\x68\x48\xFD\x00\x40\x00\x01\x00\x00\x00\x00\xD9\x63\x94\xF9\x00\x00\x00\x00\x7D\xBD\x2F\x2C\x00\x00\x00\x00\xDD\xE6\x0F\xED\x00\x00\x00\x00\xB3\x8E\x56\xAB\x00\x00\x00\x00\xC1\x99\xDA\xB7\x00\x00\x00\x00\x92\x68\x54\x98\x00\x00\x00\x00\x3B\x9D\xC1\x96\x00\x00\x00\x00\xD4\x80\xF0\x46\x00\x00\x00\x00\xC4\x38\x8A\x27\x00\x00\x00\x00\xA9\x69\x6B\xC3\x00\x00\x00\x00\x8F\x3A\x90\x02\x00\x00\x00\x00\xEE\x06\xE1\x3F\x00\x00\x00\x00\x35\x64\xEC\x7C\x00\x00\x00\x00\x1D\xCB\x2B\x9C\x00\x00\x00\x00\x27\x06\xF5\x3B\x00\x00\x00\x00\x3F\xB4\x1B\xC0\x00\x00\x00\x00\x99\xFC\xD3\x16\x00\x00\x00\x00\x7C\x67\xAB\x2B\x00\x00\x00\x00\x05\xF4\x9D\xDB\x00\x00\x00\x00\xA3\x1B\x29\x7A\x00\x00\x00\x00\xA6\xE4\x3C\x5A\x00\x00\x00\x00\x4A\xA4\xFC\x6F\x00\x00\x00\x00\x96\xA0\xC5\x6F\x00\x00\x00\x00\x1C\x28\x37\xE8\x00\x00\x00\x00\xBE\x66\x1A\xEB\x00\x00\x00\x00\x3C\x91\x8E\x95\x00\x00\x00\x00\x84\xAE\x90\x83\x00\x00\x00\x00\x89\x86\x18\x0F\x00\x00\x00\x00\xEB\x59\xB9\xBC\x00\x00\x00\x00\x81\xD4\xA7\xB2\x00\x00\x00\x00\x09\x20\x09\xC2\x00\x00\x00\x00\x0F\xE1\xE5\x42\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\xF8\x02\xBF\x00\x00\x00\x00\x00\x80\xB5\x68\x48\xFD\xB5\x68\x48\xFD\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xD9\x63\x94\xF9\x00\x00\x00\x00\x7D\xBD\x2F\x2C\x00\x00\x00\x00\xDD\xE6\x0F\xED\x00\x00\x00\x00\xB3\x8E\x56\xAB\x00\x00\x00\x00\xC1\x99\xDA\xB7\x00\x00\x00\x00\x92\x68\x54\x98\x00\x00\x00\x00\x3B\x9D\xC1\x96\x00\x00\x00\x00\xD4\x80\xF0\x46\x00\x00\x00\x00\xC4\x38\x8A\x27\x00\x00\x00\x00\xA9\x69\x6B\xC3\x00\x00\x00\x00\x8F\x3A\x90\x02\x00\x00\x00\x00\xEE\x06\xE1\x3F\x00\x00\x00\x00\x35\x64\xEC\x7C\x00\x00\x00\x00\x1D\xCB\x2B\x9C\x00\x00\x00\x00\x27\x06\xF5\x3B\x00\x00\x00\x00\x3F\xB4\x1B\xC0\x00\x00\x00\x00\x99\xFC\xD3\x16\x00\x00\x00\x00\x7C\x67\xAB\x2B\x00\x00\x00\x00\x05\xF4\x9D\xDB\x00\x00\x00\x00\xA3\x1B\x29\x7A\x00\x00\x00\x00\xA6\xE4\x3C\x5A\x00\x00\x00\x00\x4A\xA4\xFC\x6F\x00\x00\x00\x00\x96\xA0\xC5\x6F\x00\x00\x00\x00\x1C\x28\x37\xE8\x00\x00\x00\x00\xBE\x66\x1A\xEB\x00\x00\x00\x00\x3C\x91\x8E\x95\x00\x00\x00\x00\x84\xAE\x90\x83\x00\x00\x00\x00\x89\x86\x18\x0F\x00\x00\x00\x00\xEB\x59\xB9\xBC\x00\x00\x00\x00\x81\xD4\xA7\xB2\x00\x00\x00\x00\x09\x20\x09\xC2\x00\x00\x00\x00\x0F\xE1\xE5\x42\xAB\xE2\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEB88834E), ('P4rIngress.bitmap_seq.seq', 0x2566087B)], 15153)
        self.setRegisterValue('P4rIngress.rounds', 0x2566087B, 15153)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 15153)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15153)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15153)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15153)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD764),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001315),
                gc.DataTuple('slot_count', 0x00000CD7),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x39AB6145),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x419485CF),
                gc.KeyTuple('src_port', 0xA998),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD764),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0109),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x41\x94\x85\xCF\x00\x00\x00\x00\xA9\x98\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD7\x64\x00\x00\x39\xAB\x61\x45\x08\x1C\x03\x00\x8E\x70\x50\x58\x00\x40\x00\x00\x00\x00\x00\x00\xB8\xBC\x3B\xD9\x00\x00\x00\x00\xFB\xC5\xC9\xF3\x00\x00\x00\x00\x02\x1E\xDD\x59\x00\x00\x00\x00\xD9\xF4\x77\x8C\x00\x00\x00\x00\x59\x1A\x03\xB9\x00\x00\x00\x00\xCF\x84\xF9\xCB\x00\x00\x00\x00\x39\xEF\x19\xD2\x00\x00\x00\x00\x71\xBA\x01\x19\x00\x00\x00\x00\xE0\xC3\x6B\x40\x00\x00\x00\x00\xE6\xEA\x73\x17\x00\x00\x00\x00\xEA\xD5\x9F\xF2\x00\x00\x00\x00\xEF\xAF\x94\x8E\x00\x00\x00\x00\xBE\x07\xC8\x11\x00\x00\x00\x00\xAB\xE8\x5C\x56\x00\x00\x00\x00\xFD\x2D\x3F\xC6\x00\x00\x00\x00\x3F\x46\x1F\x3B\x00\x00\x00\x00\xA5\x43\x03\x94\x00\x00\x00\x00\x9F\x9E\x0A\xEE\x00\x00\x00\x00\xBE\x15\xED\x66\x00\x00\x00\x00\xB3\x54\xE8\x47\x00\x00\x00\x00\x48\x03\xDB\x2F\x00\x00\x00\x00\x02\xF1\xC1\x31\x00\x00\x00\x00\x0C\xC7\x17\x39\x00\x00\x00\x00\x52\xB2\x22\xAF\x00\x00\x00\x00\x58\xFA\xD0\xA3\x00\x00\x00\x00\xFF\x1D\x4A\x78\x00\x00\x00\x00\x07\x5B\xD8\x11\x00\x00\x00\x00\xF5\x6C\x06\x29\x00\x00\x00\x00\xBC\x15\xF3\x25\x00\x00\x00\x00\x06\x28\x85\x1E\x00\x00\x00\x00\xEB\x27\xF3\x4D\x00\x00\x00\x00\xC5\x8A\xA6\x1D\x59\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x41\x94\x85\xCF\x00\x00\x00\x00\xA9\x98\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD7\x64\x00\x00\x39\xAB\x61\x45\x08\x1C\x03\x00\x8E\x70\x50\x58\x00\x40\x00\x00\x00\x00\x00\x00\xB8\xBC\x3B\xD9\x00\x00\x00\x00\xFB\xC5\xC9\xF3\x00\x00\x00\x00\x02\x1E\xDD\x59\x00\x00\x00\x00\xD9\xF4\x77\x8C\x00\x00\x00\x00\x59\x1A\x03\xB9\x00\x00\x00\x00\xCF\x84\xF9\xCB\x00\x00\x00\x00\x39\xEF\x19\xD2\x00\x00\x00\x00\x71\xBA\x01\x19\x00\x00\x00\x00\xE0\xC3\x6B\x40\x00\x00\x00\x00\xE6\xEA\x73\x17\x00\x00\x00\x00\xEA\xD5\x9F\xF2\x00\x00\x00\x00\xEF\xAF\x94\x8E\x00\x00\x00\x00\xBE\x07\xC8\x11\x00\x00\x00\x00\xAB\xE8\x5C\x56\x00\x00\x00\x00\xFD\x2D\x3F\xC6\x00\x00\x00\x00\x3F\x46\x1F\x3B\x00\x00\x00\x00\xA5\x43\x03\x94\x00\x00\x00\x00\x9F\x9E\x0A\xEE\x00\x00\x00\x00\xBE\x15\xED\x66\x00\x00\x00\x00\xB3\x54\xE8\x47\x00\x00\x00\x00\x48\x03\xDB\x2F\x00\x00\x00\x00\x02\xF1\xC1\x31\x00\x00\x00\x00\x0C\xC7\x17\x39\x00\x00\x00\x00\x52\xB2\x22\xAF\x00\x00\x00\x00\x58\xFA\xD0\xA3\x00\x00\x00\x00\xFF\x1D\x4A\x78\x00\x00\x00\x00\x07\x5B\xD8\x11\x00\x00\x00\x00\xF5\x6C\x06\x29\x00\x00\x00\x00\xBC\x15\xF3\x25\x00\x00\x00\x00\x06\x28\x85\x1E\x00\x00\x00\x00\xEB\x27\xF3\x4D\x00\x00\x00\x00\xC5\x8A\xA6\x1D\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x3B\x31\x01\x09\x00\x00\x00\x00\x00\x01\x8E\x70\x50\x58\x8E\x70\x50\x58\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xB8\xBC\x3B\xD9\x00\x00\x00\x00\xFB\xC5\xC9\xF3\x00\x00\x00\x00\x02\x1E\xDD\x59\x00\x00\x00\x00\xD9\xF4\x77\x8C\x00\x00\x00\x00\x59\x1A\x03\xB9\x00\x00\x00\x00\xCF\x84\xF9\xCB\x00\x00\x00\x00\x39\xEF\x19\xD2\x00\x00\x00\x00\x71\xBA\x01\x19\x00\x00\x00\x00\xE0\xC3\x6B\x40\x00\x00\x00\x00\xE6\xEA\x73\x17\x00\x00\x00\x00\xEA\xD5\x9F\xF2\x00\x00\x00\x00\xEF\xAF\x94\x8E\x00\x00\x00\x00\xBE\x07\xC8\x11\x00\x00\x00\x00\xAB\xE8\x5C\x56\x00\x00\x00\x00\xFD\x2D\x3F\xC6\x00\x00\x00\x00\x3F\x46\x1F\x3B\x00\x00\x00\x00\xA5\x43\x03\x94\x00\x00\x00\x00\x9F\x9E\x0A\xEE\x00\x00\x00\x00\xBE\x15\xED\x66\x00\x00\x00\x00\xB3\x54\xE8\x47\x00\x00\x00\x00\x48\x03\xDB\x2F\x00\x00\x00\x00\x02\xF1\xC1\x31\x00\x00\x00\x00\x0C\xC7\x17\x39\x00\x00\x00\x00\x52\xB2\x22\xAF\x00\x00\x00\x00\x58\xFA\xD0\xA3\x00\x00\x00\x00\xFF\x1D\x4A\x78\x00\x00\x00\x00\x07\x5B\xD8\x11\x00\x00\x00\x00\xF5\x6C\x06\x29\x00\x00\x00\x00\xBC\x15\xF3\x25\x00\x00\x00\x00\x06\x28\x85\x1E\x00\x00\x00\x00\xEB\x27\xF3\x4D\x00\x00\x00\x00\xC5\x8A\xA6\x1D\x59\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7A30497D), ('P4rIngress.bitmap_seq.seq', 0x1D674127)], 10826)
        self.setRegisterValue('P4rIngress.rounds', 0x1D674127, 10826)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 10826)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10826)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10826)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10826)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2C13),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000043B),
                gc.DataTuple('slot_count', 0x0000095A),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x21D3E45B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x732EDC58),
                gc.KeyTuple('src_port', 0x436E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2C13),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x0196),
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
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x73\x2E\xDC\x58\x00\x00\x00\x00\x43\x6E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2C\x13\x00\x05\x21\xD3\xE4\x5B\x06\x0F\x01\x00\x39\x2B\x4C\x5F\x00\x40\x00\x00\x00\x00\x00\x00\x7A\x53\xC5\xBF\x00\x00\x00\x00\x1C\x54\x01\x6E\x00\x00\x00\x00\x41\xBE\x93\xD6\x00\x00\x00\x00\xF5\x21\xE3\xE9\x00\x00\x00\x00\x67\xA5\x9C\x20\x00\x00\x00\x00\x4B\x50\xDE\xB0\x00\x00\x00\x00\xDA\x74\xC0\xC6\x00\x00\x00\x00\xDD\x55\x56\x9C\x00\x00\x00\x00\x2F\x77\x95\xA7\x00\x00\x00\x00\x2F\x38\xF9\x8F\x00\x00\x00\x00\x13\x86\x0D\x5C\x00\x00\x00\x00\x99\x6E\x89\x4E\x00\x00\x00\x00\x34\x3E\xBD\x4F\x00\x00\x00\x00\x8B\x6C\x69\xAB\x00\x00\x00\x00\x73\xC1\xF5\x05\x00\x00\x00\x00\x86\x42\x12\x53\x00\x00\x00\x00\x09\x69\xD9\xB6\x00\x00\x00\x00\xB3\xBA\x63\xEB\x00\x00\x00\x00\x17\x51\x62\xB2\x00\x00\x00\x00\x07\x46\xA2\x62\x00\x00\x00\x00\x44\x4A\xDD\x05\x00\x00\x00\x00\x60\xF3\xED\x5D\x00\x00\x00\x00\xDC\x6A\x87\x13\x00\x00\x00\x00\x31\x65\x07\x92\x00\x00\x00\x00\xD5\x8E\x3E\x1E\x00\x00\x00\x00\xC0\xA9\x16\xB2\x00\x00\x00\x00\xC8\xCE\xD8\x21\x00\x00\x00\x00\x17\x5D\x3F\x86\x00\x00\x00\x00\x31\x9C\x4D\xD1\x00\x00\x00\x00\x68\xCD\xCD\x19\x00\x00\x00\x00\x4A\xE5\x66\x46\x00\x00\x00\x00\x3F\x29\xA0\x8D\x6E\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x73\x2E\xDC\x58\xBE\xEF\x43\x6E\x01\x20\x00\x00\x50\x34\x02\x82\x2C\x13\x00\x05\x21\xD3\xE4\x5B\x06\x0F\x01\x00\x39\x2B\x4C\x5F\x00\x40\x00\x01\x00\x00\x00\x00\x7A\x53\xC5\xBF\x00\x00\x00\x00\x1C\x54\x01\x6E\x00\x00\x00\x00\x41\xBE\x93\xD6\x00\x00\x00\x00\xF5\x21\xE3\xE9\x00\x00\x00\x00\x67\xA5\x9C\x20\x00\x00\x00\x00\x4B\x50\xDE\xB0\x00\x00\x00\x00\xDA\x74\xC0\xC6\x00\x00\x00\x00\xDD\x55\x56\x9C\x00\x00\x00\x00\x2F\x77\x95\xA7\x00\x00\x00\x00\x2F\x38\xF9\x8F\x00\x00\x00\x00\x13\x86\x0D\x5C\x00\x00\x00\x00\x99\x6E\x89\x4E\x00\x00\x00\x00\x34\x3E\xBD\x4F\x00\x00\x00\x00\x8B\x6C\x69\xAB\x00\x00\x00\x00\x73\xC1\xF5\x05\x00\x00\x00\x00\x86\x42\x12\x53\x00\x00\x00\x00\x09\x69\xD9\xB6\x00\x00\x00\x00\xB3\xBA\x63\xEB\x00\x00\x00\x00\x17\x51\x62\xB2\x00\x00\x00\x00\x07\x46\xA2\x62\x00\x00\x00\x00\x44\x4A\xDD\x05\x00\x00\x00\x00\x60\xF3\xED\x5D\x00\x00\x00\x00\xDC\x6A\x87\x13\x00\x00\x00\x00\x31\x65\x07\x92\x00\x00\x00\x00\xD5\x8E\x3E\x1E\x00\x00\x00\x00\xC0\xA9\x16\xB2\x00\x00\x00\x00\xC8\xCE\xD8\x21\x00\x00\x00\x00\x17\x5D\x3F\x86\x00\x00\x00\x00\x31\x9C\x4D\xD1\x00\x00\x00\x00\x68\xCD\xCD\x19\x00\x00\x00\x00\x4A\xE5\x66\x46\x00\x00\x00\x00\x3F\x29\xA0\x8D\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\x4A\x01\x96\x00\x00\x00\x00\x00\x20\x39\x2B\x4C\x5F\x39\x2B\x4C\x5F\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x7A\x53\xC5\xBF\x00\x00\x00\x00\x1C\x54\x01\x6E\x00\x00\x00\x00\x41\xBE\x93\xD6\x00\x00\x00\x00\xF5\x21\xE3\xE9\x00\x00\x00\x00\x67\xA5\x9C\x20\x00\x00\x00\x00\x4B\x50\xDE\xB0\x00\x00\x00\x00\xDA\x74\xC0\xC6\x00\x00\x00\x00\xDD\x55\x56\x9C\x00\x00\x00\x00\x2F\x77\x95\xA7\x00\x00\x00\x00\x2F\x38\xF9\x8F\x00\x00\x00\x00\x13\x86\x0D\x5C\x00\x00\x00\x00\x99\x6E\x89\x4E\x00\x00\x00\x00\x34\x3E\xBD\x4F\x00\x00\x00\x00\x8B\x6C\x69\xAB\x00\x00\x00\x00\x73\xC1\xF5\x05\x00\x00\x00\x00\x86\x42\x12\x53\x00\x00\x00\x00\x09\x69\xD9\xB6\x00\x00\x00\x00\xB3\xBA\x63\xEB\x00\x00\x00\x00\x17\x51\x62\xB2\x00\x00\x00\x00\x07\x46\xA2\x62\x00\x00\x00\x00\x44\x4A\xDD\x05\x00\x00\x00\x00\x60\xF3\xED\x5D\x00\x00\x00\x00\xDC\x6A\x87\x13\x00\x00\x00\x00\x31\x65\x07\x92\x00\x00\x00\x00\xD5\x8E\x3E\x1E\x00\x00\x00\x00\xC0\xA9\x16\xB2\x00\x00\x00\x00\xC8\xCE\xD8\x21\x00\x00\x00\x00\x17\x5D\x3F\x86\x00\x00\x00\x00\x31\x9C\x4D\xD1\x00\x00\x00\x00\x68\xCD\xCD\x19\x00\x00\x00\x00\x4A\xE5\x66\x46\x00\x00\x00\x00\x3F\x29\xA0\x8D\x6E\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE74D68F9), ('P4rIngress.bitmap_seq.seq', 0xF99FC1FA)], 9458)
        self.setRegisterValue('P4rIngress.rounds', 0xF99FC1FA, 9458)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 9458)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9458)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9458)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9458)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2DB4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004E1),
                gc.DataTuple('slot_count', 0x00000227),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13AA7A33),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x24892F69),
                gc.KeyTuple('src_port', 0xEAF0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2DB4),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x0349),
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
        ig_port = 36
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x24\x89\x2F\x69\x00\x00\x00\x00\xEA\xF0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2D\xB4\x00\x08\x13\xAA\x7A\x33\x00\x11\x05\x00\x07\x4D\x98\xFD\x00\x40\x00\x00\x00\x00\x00\x00\x9E\x6F\x2B\x4A\x00\x00\x00\x00\xC2\xB0\x8F\xEC\x00\x00\x00\x00\x8C\x6B\xE8\x99\x00\x00\x00\x00\x89\xF6\xD9\xDD\x00\x00\x00\x00\x22\x82\x52\x03\x00\x00\x00\x00\x88\x9C\x1C\x85\x00\x00\x00\x00\x0C\x0D\x47\xD3\x00\x00\x00\x00\x29\xA3\x64\x4D\x00\x00\x00\x00\x06\x06\x77\x1C\x00\x00\x00\x00\x57\x45\xD4\x4E\x00\x00\x00\x00\x08\xEA\xC1\xA8\x00\x00\x00\x00\x99\xE6\xFB\x2B\x00\x00\x00\x00\x43\x21\xFF\x1F\x00\x00\x00\x00\x9A\xB8\xB4\xA0\x00\x00\x00\x00\xA1\x00\xE1\xBF\x00\x00\x00\x00\x49\x75\x77\x24\x00\x00\x00\x00\x49\x17\x8C\x20\x00\x00\x00\x00\x0E\x61\xF9\xE3\x00\x00\x00\x00\xAE\xDD\xB8\xFD\x00\x00\x00\x00\x86\xA6\xCF\x94\x00\x00\x00\x00\x50\x63\xB0\x9A\x00\x00\x00\x00\x28\x94\xDD\x73\x00\x00\x00\x00\x6B\x94\xF9\xA5\x00\x00\x00\x00\xC1\x3E\xE3\xB6\x00\x00\x00\x00\x01\x42\x55\xE4\x00\x00\x00\x00\x55\x54\x6D\xD5\x00\x00\x00\x00\xEE\x43\x2D\xA2\x00\x00\x00\x00\xFD\xCE\x67\x4E\x00\x00\x00\x00\x4A\x43\xF3\xCA\x00\x00\x00\x00\x88\xF7\xDE\x53\x00\x00\x00\x00\x9E\x5D\x99\x5C\x00\x00\x00\x00\x6D\x2F\x9A\x20\xDF\x11\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x24\x89\x2F\x69\xBE\xEF\xEA\xF0\x01\x20\x00\x00\x50\x34\x02\x82\x2D\xB4\x00\x08\x13\xAA\x7A\x33\x00\x11\x01\x00\x07\x4D\x98\xFD\x00\x40\x00\x01\x00\x00\x00\x00\x9E\x6F\x2B\x4A\x00\x00\x00\x00\xC2\xB0\x8F\xEC\x00\x00\x00\x00\x8C\x6B\xE8\x99\x00\x00\x00\x00\x89\xF6\xD9\xDD\x00\x00\x00\x00\x22\x82\x52\x03\x00\x00\x00\x00\x88\x9C\x1C\x85\x00\x00\x00\x00\x0C\x0D\x47\xD3\x00\x00\x00\x00\x29\xA3\x64\x4D\x00\x00\x00\x00\x06\x06\x77\x1C\x00\x00\x00\x00\x57\x45\xD4\x4E\x00\x00\x00\x00\x08\xEA\xC1\xA8\x00\x00\x00\x00\x99\xE6\xFB\x2B\x00\x00\x00\x00\x43\x21\xFF\x1F\x00\x00\x00\x00\x9A\xB8\xB4\xA0\x00\x00\x00\x00\xA1\x00\xE1\xBF\x00\x00\x00\x00\x49\x75\x77\x24\x00\x00\x00\x00\x49\x17\x8C\x20\x00\x00\x00\x00\x0E\x61\xF9\xE3\x00\x00\x00\x00\xAE\xDD\xB8\xFD\x00\x00\x00\x00\x86\xA6\xCF\x94\x00\x00\x00\x00\x50\x63\xB0\x9A\x00\x00\x00\x00\x28\x94\xDD\x73\x00\x00\x00\x00\x6B\x94\xF9\xA5\x00\x00\x00\x00\xC1\x3E\xE3\xB6\x00\x00\x00\x00\x01\x42\x55\xE4\x00\x00\x00\x00\x55\x54\x6D\xD5\x00\x00\x00\x00\xEE\x43\x2D\xA2\x00\x00\x00\x00\xFD\xCE\x67\x4E\x00\x00\x00\x00\x4A\x43\xF3\xCA\x00\x00\x00\x00\x88\xF7\xDE\x53\x00\x00\x00\x00\x9E\x5D\x99\x5C\x00\x00\x00\x00\x6D\x2F\x9A\x20\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x24\xF2\x03\x49\x00\x00\x00\x00\x01\x00\x07\x4D\x98\xFD\x07\x4D\x98\xFD\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x9E\x6F\x2B\x4A\x00\x00\x00\x00\xC2\xB0\x8F\xEC\x00\x00\x00\x00\x8C\x6B\xE8\x99\x00\x00\x00\x00\x89\xF6\xD9\xDD\x00\x00\x00\x00\x22\x82\x52\x03\x00\x00\x00\x00\x88\x9C\x1C\x85\x00\x00\x00\x00\x0C\x0D\x47\xD3\x00\x00\x00\x00\x29\xA3\x64\x4D\x00\x00\x00\x00\x06\x06\x77\x1C\x00\x00\x00\x00\x57\x45\xD4\x4E\x00\x00\x00\x00\x08\xEA\xC1\xA8\x00\x00\x00\x00\x99\xE6\xFB\x2B\x00\x00\x00\x00\x43\x21\xFF\x1F\x00\x00\x00\x00\x9A\xB8\xB4\xA0\x00\x00\x00\x00\xA1\x00\xE1\xBF\x00\x00\x00\x00\x49\x75\x77\x24\x00\x00\x00\x00\x49\x17\x8C\x20\x00\x00\x00\x00\x0E\x61\xF9\xE3\x00\x00\x00\x00\xAE\xDD\xB8\xFD\x00\x00\x00\x00\x86\xA6\xCF\x94\x00\x00\x00\x00\x50\x63\xB0\x9A\x00\x00\x00\x00\x28\x94\xDD\x73\x00\x00\x00\x00\x6B\x94\xF9\xA5\x00\x00\x00\x00\xC1\x3E\xE3\xB6\x00\x00\x00\x00\x01\x42\x55\xE4\x00\x00\x00\x00\x55\x54\x6D\xD5\x00\x00\x00\x00\xEE\x43\x2D\xA2\x00\x00\x00\x00\xFD\xCE\x67\x4E\x00\x00\x00\x00\x4A\x43\xF3\xCA\x00\x00\x00\x00\x88\xF7\xDE\x53\x00\x00\x00\x00\x9E\x5D\x99\x5C\x00\x00\x00\x00\x6D\x2F\x9A\x20\xDF\x11\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF4479F13), ('P4rIngress.bitmap_seq.seq', 0x1B12E136)], 12264)
        self.setRegisterValue('P4rIngress.rounds', 0x1B12E136, 12264)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12264)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12264)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12264)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12264)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0E77),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D68),
                gc.DataTuple('slot_count', 0x0000090E),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x63C70830),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x0A7076FF),
                gc.KeyTuple('src_port', 0xF8E6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0E77),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x030B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0A\x70\x76\xFF\x00\x00\x00\x00\xF8\xE6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0E\x77\x00\x0E\x63\xC7\x08\x30\x02\x80\x07\x00\x61\x0C\x36\x5F\x00\x40\x00\x00\x00\x00\x00\x00\xCB\x89\x4E\xBC\x00\x00\x00\x00\x9A\xAD\x7F\x92\x00\x00\x00\x00\x71\x9A\x9E\x31\x00\x00\x00\x00\x37\xE9\x41\x10\x00\x00\x00\x00\x9B\xDA\x61\xEC\x00\x00\x00\x00\xF4\x58\x47\x84\x00\x00\x00\x00\x56\x25\xB6\xEA\x00\x00\x00\x00\x63\xA1\xDA\x5B\x00\x00\x00\x00\x1D\xD3\x17\x1C\x00\x00\x00\x00\x97\x2F\xA2\xD8\x00\x00\x00\x00\xCE\x48\x9D\x43\x00\x00\x00\x00\x46\x88\x61\x25\x00\x00\x00\x00\x6F\x29\x66\xF2\x00\x00\x00\x00\x2D\x24\xE2\x83\x00\x00\x00\x00\x8C\x2B\xFB\x18\x00\x00\x00\x00\xE6\xD8\x5A\xCF\x00\x00\x00\x00\x6B\xA7\x95\x53\x00\x00\x00\x00\xD4\x1D\x48\x9F\x00\x00\x00\x00\xBE\xA9\x13\xB5\x00\x00\x00\x00\x5E\x8F\xB9\x58\x00\x00\x00\x00\x0D\xE3\xF5\x9E\x00\x00\x00\x00\x7D\xA9\x04\xD6\x00\x00\x00\x00\xF0\x00\x23\x8F\x00\x00\x00\x00\x04\xA4\x54\xD7\x00\x00\x00\x00\xB8\x2F\x9F\x09\x00\x00\x00\x00\x93\xBB\x87\xC3\x00\x00\x00\x00\x5B\x60\x05\x0A\x00\x00\x00\x00\x94\x54\x98\xA0\x00\x00\x00\x00\xB4\xBF\x94\x82\x00\x00\x00\x00\xAC\x9F\xF3\xE7\x00\x00\x00\x00\xBB\x98\x89\x95\x00\x00\x00\x00\xAD\x74\x38\x9F\x15\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0A\x70\x76\xFF\xBE\xEF\xF8\xE6\x01\x20\x00\x00\x50\x34\x02\x82\x0E\x77\x00\x0E\x63\xC7\x08\x30\x02\x80\x01\x00\x61\x0C\x36\x5F\x00\x40\x00\x01\x00\x00\x00\x00\xCB\x89\x4E\xBC\x00\x00\x00\x00\x9A\xAD\x7F\x92\x00\x00\x00\x00\x71\x9A\x9E\x31\x00\x00\x00\x00\x37\xE9\x41\x10\x00\x00\x00\x00\x9B\xDA\x61\xEC\x00\x00\x00\x00\xF4\x58\x47\x84\x00\x00\x00\x00\x56\x25\xB6\xEA\x00\x00\x00\x00\x63\xA1\xDA\x5B\x00\x00\x00\x00\x1D\xD3\x17\x1C\x00\x00\x00\x00\x97\x2F\xA2\xD8\x00\x00\x00\x00\xCE\x48\x9D\x43\x00\x00\x00\x00\x46\x88\x61\x25\x00\x00\x00\x00\x6F\x29\x66\xF2\x00\x00\x00\x00\x2D\x24\xE2\x83\x00\x00\x00\x00\x8C\x2B\xFB\x18\x00\x00\x00\x00\xE6\xD8\x5A\xCF\x00\x00\x00\x00\x6B\xA7\x95\x53\x00\x00\x00\x00\xD4\x1D\x48\x9F\x00\x00\x00\x00\xBE\xA9\x13\xB5\x00\x00\x00\x00\x5E\x8F\xB9\x58\x00\x00\x00\x00\x0D\xE3\xF5\x9E\x00\x00\x00\x00\x7D\xA9\x04\xD6\x00\x00\x00\x00\xF0\x00\x23\x8F\x00\x00\x00\x00\x04\xA4\x54\xD7\x00\x00\x00\x00\xB8\x2F\x9F\x09\x00\x00\x00\x00\x93\xBB\x87\xC3\x00\x00\x00\x00\x5B\x60\x05\x0A\x00\x00\x00\x00\x94\x54\x98\xA0\x00\x00\x00\x00\xB4\xBF\x94\x82\x00\x00\x00\x00\xAC\x9F\xF3\xE7\x00\x00\x00\x00\xBB\x98\x89\x95\x00\x00\x00\x00\xAD\x74\x38\x9F\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2F\xE8\x03\x0B\x00\x00\x00\x00\x40\x00\x61\x0C\x36\x5F\x61\x0C\x36\x5F\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xCB\x89\x4E\xBC\x00\x00\x00\x00\x9A\xAD\x7F\x92\x00\x00\x00\x00\x71\x9A\x9E\x31\x00\x00\x00\x00\x37\xE9\x41\x10\x00\x00\x00\x00\x9B\xDA\x61\xEC\x00\x00\x00\x00\xF4\x58\x47\x84\x00\x00\x00\x00\x56\x25\xB6\xEA\x00\x00\x00\x00\x63\xA1\xDA\x5B\x00\x00\x00\x00\x1D\xD3\x17\x1C\x00\x00\x00\x00\x97\x2F\xA2\xD8\x00\x00\x00\x00\xCE\x48\x9D\x43\x00\x00\x00\x00\x46\x88\x61\x25\x00\x00\x00\x00\x6F\x29\x66\xF2\x00\x00\x00\x00\x2D\x24\xE2\x83\x00\x00\x00\x00\x8C\x2B\xFB\x18\x00\x00\x00\x00\xE6\xD8\x5A\xCF\x00\x00\x00\x00\x6B\xA7\x95\x53\x00\x00\x00\x00\xD4\x1D\x48\x9F\x00\x00\x00\x00\xBE\xA9\x13\xB5\x00\x00\x00\x00\x5E\x8F\xB9\x58\x00\x00\x00\x00\x0D\xE3\xF5\x9E\x00\x00\x00\x00\x7D\xA9\x04\xD6\x00\x00\x00\x00\xF0\x00\x23\x8F\x00\x00\x00\x00\x04\xA4\x54\xD7\x00\x00\x00\x00\xB8\x2F\x9F\x09\x00\x00\x00\x00\x93\xBB\x87\xC3\x00\x00\x00\x00\x5B\x60\x05\x0A\x00\x00\x00\x00\x94\x54\x98\xA0\x00\x00\x00\x00\xB4\xBF\x94\x82\x00\x00\x00\x00\xAC\x9F\xF3\xE7\x00\x00\x00\x00\xBB\x98\x89\x95\x00\x00\x00\x00\xAD\x74\x38\x9F\x15\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBFFABB7F), ('P4rIngress.bitmap_seq.seq', 0x4554B119)], 10494)
        self.setRegisterValue('P4rIngress.rounds', 0x4554B119, 10494)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 10494)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10494)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10494)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10494)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4FB1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000785),
                gc.DataTuple('slot_count', 0x000004CB),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4EFA1404),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0xEC1D5A96),
                gc.KeyTuple('src_port', 0x99C6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4FB1),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x0270),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEC\x1D\x5A\x96\x00\x00\x00\x00\x99\xC6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4F\xB1\x00\x0B\x4E\xFA\x14\x04\x01\x79\x03\x00\xC1\x08\xB7\x8B\x00\x40\x00\x00\x00\x00\x00\x00\xCF\xAD\x89\x17\x00\x00\x00\x00\xC3\x73\x01\x91\x00\x00\x00\x00\xE9\xD1\xB4\x92\x00\x00\x00\x00\xBC\xFD\x7A\xA9\x00\x00\x00\x00\x85\xDB\x91\x32\x00\x00\x00\x00\x85\x85\x07\x24\x00\x00\x00\x00\x7B\x8E\x5A\xBE\x00\x00\x00\x00\x64\x4E\x4B\x97\x00\x00\x00\x00\x9F\x84\xEB\xEF\x00\x00\x00\x00\x99\xCD\x66\x08\x00\x00\x00\x00\xF2\x45\x1D\x9F\x00\x00\x00\x00\x1E\x15\xEF\x0A\x00\x00\x00\x00\x75\x10\x72\x63\x00\x00\x00\x00\xC4\x31\xFF\xC8\x00\x00\x00\x00\xAF\x08\x2C\xD8\x00\x00\x00\x00\x3C\x4F\x36\xC6\x00\x00\x00\x00\x91\xB7\x22\xC9\x00\x00\x00\x00\x3A\x3B\x75\x23\x00\x00\x00\x00\x07\xD9\x76\x44\x00\x00\x00\x00\x5B\xB9\x09\xE7\x00\x00\x00\x00\x3D\xCC\xE6\xEF\x00\x00\x00\x00\xA3\xF4\xE6\x59\x00\x00\x00\x00\xCB\x0C\x87\xCA\x00\x00\x00\x00\x82\x7F\x5B\x00\x00\x00\x00\x00\x07\x52\xC0\xAA\x00\x00\x00\x00\xC3\x07\x22\x30\x00\x00\x00\x00\x16\xCB\x3E\xBF\x00\x00\x00\x00\x8A\x69\x12\xBA\x00\x00\x00\x00\x35\xF2\xEC\x5E\x00\x00\x00\x00\xB1\x7F\x6E\xE4\x00\x00\x00\x00\xD1\x5D\x76\x3D\x00\x00\x00\x00\x31\x81\x4A\xEE\x87\x8A\x51\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEC\x1D\x5A\x96\x00\x00\x00\x00\x99\xC6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4F\xB1\x00\x0B\x4E\xFA\x14\x04\x01\x79\x03\x00\xC1\x08\xB7\x8B\x00\x40\x00\x00\x00\x00\x00\x00\xCF\xAD\x89\x17\x00\x00\x00\x00\xC3\x73\x01\x91\x00\x00\x00\x00\xE9\xD1\xB4\x92\x00\x00\x00\x00\xBC\xFD\x7A\xA9\x00\x00\x00\x00\x85\xDB\x91\x32\x00\x00\x00\x00\x85\x85\x07\x24\x00\x00\x00\x00\x7B\x8E\x5A\xBE\x00\x00\x00\x00\x64\x4E\x4B\x97\x00\x00\x00\x00\x9F\x84\xEB\xEF\x00\x00\x00\x00\x99\xCD\x66\x08\x00\x00\x00\x00\xF2\x45\x1D\x9F\x00\x00\x00\x00\x1E\x15\xEF\x0A\x00\x00\x00\x00\x75\x10\x72\x63\x00\x00\x00\x00\xC4\x31\xFF\xC8\x00\x00\x00\x00\xAF\x08\x2C\xD8\x00\x00\x00\x00\x3C\x4F\x36\xC6\x00\x00\x00\x00\x91\xB7\x22\xC9\x00\x00\x00\x00\x3A\x3B\x75\x23\x00\x00\x00\x00\x07\xD9\x76\x44\x00\x00\x00\x00\x5B\xB9\x09\xE7\x00\x00\x00\x00\x3D\xCC\xE6\xEF\x00\x00\x00\x00\xA3\xF4\xE6\x59\x00\x00\x00\x00\xCB\x0C\x87\xCA\x00\x00\x00\x00\x82\x7F\x5B\x00\x00\x00\x00\x00\x07\x52\xC0\xAA\x00\x00\x00\x00\xC3\x07\x22\x30\x00\x00\x00\x00\x16\xCB\x3E\xBF\x00\x00\x00\x00\x8A\x69\x12\xBA\x00\x00\x00\x00\x35\xF2\xEC\x5E\x00\x00\x00\x00\xB1\x7F\x6E\xE4\x00\x00\x00\x00\xD1\x5D\x76\x3D\x00\x00\x00\x00\x31\x81\x4A\xEE\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x28\xFE\x02\x70\x00\x00\x00\x00\x08\x00\xC1\x08\xB7\x8B\xC1\x08\xB7\x8B\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xCF\xAD\x89\x17\x00\x00\x00\x00\xC3\x73\x01\x91\x00\x00\x00\x00\xE9\xD1\xB4\x92\x00\x00\x00\x00\xBC\xFD\x7A\xA9\x00\x00\x00\x00\x85\xDB\x91\x32\x00\x00\x00\x00\x85\x85\x07\x24\x00\x00\x00\x00\x7B\x8E\x5A\xBE\x00\x00\x00\x00\x64\x4E\x4B\x97\x00\x00\x00\x00\x9F\x84\xEB\xEF\x00\x00\x00\x00\x99\xCD\x66\x08\x00\x00\x00\x00\xF2\x45\x1D\x9F\x00\x00\x00\x00\x1E\x15\xEF\x0A\x00\x00\x00\x00\x75\x10\x72\x63\x00\x00\x00\x00\xC4\x31\xFF\xC8\x00\x00\x00\x00\xAF\x08\x2C\xD8\x00\x00\x00\x00\x3C\x4F\x36\xC6\x00\x00\x00\x00\x91\xB7\x22\xC9\x00\x00\x00\x00\x3A\x3B\x75\x23\x00\x00\x00\x00\x07\xD9\x76\x44\x00\x00\x00\x00\x5B\xB9\x09\xE7\x00\x00\x00\x00\x3D\xCC\xE6\xEF\x00\x00\x00\x00\xA3\xF4\xE6\x59\x00\x00\x00\x00\xCB\x0C\x87\xCA\x00\x00\x00\x00\x82\x7F\x5B\x00\x00\x00\x00\x00\x07\x52\xC0\xAA\x00\x00\x00\x00\xC3\x07\x22\x30\x00\x00\x00\x00\x16\xCB\x3E\xBF\x00\x00\x00\x00\x8A\x69\x12\xBA\x00\x00\x00\x00\x35\xF2\xEC\x5E\x00\x00\x00\x00\xB1\x7F\x6E\xE4\x00\x00\x00\x00\xD1\x5D\x76\x3D\x00\x00\x00\x00\x31\x81\x4A\xEE\x87\x8A\x51\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x404F778B), ('P4rIngress.bitmap_seq.seq', 0x9F22EF62)], 14371)
        self.setRegisterValue('P4rIngress.rounds', 0x9F22EF62, 14371)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 14371)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14371)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 14371)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 14371)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF62C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001655),
                gc.DataTuple('slot_count', 0x0000027D),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0B4ABF47),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0xEEB19FF8),
                gc.KeyTuple('src_port', 0xC552),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF62C),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x024B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEE\xB1\x9F\xF8\x00\x00\x00\x00\xC5\x52\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF6\x2C\x00\x00\x0B\x4A\xBF\x47\x01\xCE\x03\x00\xD4\x2B\xE2\x44\x00\x40\x00\x00\x00\x00\x00\x00\xD3\x4B\x49\xD2\x00\x00\x00\x00\x85\x23\x93\x5D\x00\x00\x00\x00\x92\xB0\x53\xA5\x00\x00\x00\x00\x9D\x83\x63\x3C\x00\x00\x00\x00\x57\x28\x7E\x12\x00\x00\x00\x00\x52\x06\x2B\xD7\x00\x00\x00\x00\xF2\xEE\x66\xC9\x00\x00\x00\x00\x84\x60\xF0\xB9\x00\x00\x00\x00\x19\x40\xF4\xE0\x00\x00\x00\x00\xD1\xDA\xA4\x47\x00\x00\x00\x00\x32\x7C\x88\xBA\x00\x00\x00\x00\x5C\x4B\x08\x64\x00\x00\x00\x00\x47\x3C\x52\xA9\x00\x00\x00\x00\x23\x20\xC6\x98\x00\x00\x00\x00\x6B\xA0\xAA\x5C\x00\x00\x00\x00\xE0\x14\x40\x49\x00\x00\x00\x00\x2A\x54\x18\x0E\x00\x00\x00\x00\x22\xE0\x48\x80\x00\x00\x00\x00\xDB\xCA\xBB\x41\x00\x00\x00\x00\xF7\x0D\x4B\x17\x00\x00\x00\x00\xFD\x5B\xCA\xAB\x00\x00\x00\x00\x04\x88\x4C\x18\x00\x00\x00\x00\x93\x43\x4E\x74\x00\x00\x00\x00\x38\x86\x19\xF8\x00\x00\x00\x00\xE2\x1F\x9E\x95\x00\x00\x00\x00\xAD\xB9\x80\x2E\x00\x00\x00\x00\x3E\xA0\xFE\x26\x00\x00\x00\x00\x9E\x01\xBF\xAC\x00\x00\x00\x00\x24\xA9\xE4\x07\x00\x00\x00\x00\xF7\x23\x55\xFA\x00\x00\x00\x00\x8C\xCC\x2C\x8D\x00\x00\x00\x00\x02\xCD\x2F\x7E\x65\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEE\xB1\x9F\xF8\xBE\xEF\xC5\x52\x01\x20\x00\x00\x50\x34\x02\x82\xF6\x2C\x00\x00\x0B\x4A\xBF\x47\x01\xCE\x01\x00\xD4\x2B\xE2\x44\x00\x40\x00\x01\x00\x00\x00\x00\xD3\x4B\x49\xD2\x00\x00\x00\x00\x85\x23\x93\x5D\x00\x00\x00\x00\x92\xB0\x53\xA5\x00\x00\x00\x00\x9D\x83\x63\x3C\x00\x00\x00\x00\x57\x28\x7E\x12\x00\x00\x00\x00\x52\x06\x2B\xD7\x00\x00\x00\x00\xF2\xEE\x66\xC9\x00\x00\x00\x00\x84\x60\xF0\xB9\x00\x00\x00\x00\x19\x40\xF4\xE0\x00\x00\x00\x00\xD1\xDA\xA4\x47\x00\x00\x00\x00\x32\x7C\x88\xBA\x00\x00\x00\x00\x5C\x4B\x08\x64\x00\x00\x00\x00\x47\x3C\x52\xA9\x00\x00\x00\x00\x23\x20\xC6\x98\x00\x00\x00\x00\x6B\xA0\xAA\x5C\x00\x00\x00\x00\xE0\x14\x40\x49\x00\x00\x00\x00\x2A\x54\x18\x0E\x00\x00\x00\x00\x22\xE0\x48\x80\x00\x00\x00\x00\xDB\xCA\xBB\x41\x00\x00\x00\x00\xF7\x0D\x4B\x17\x00\x00\x00\x00\xFD\x5B\xCA\xAB\x00\x00\x00\x00\x04\x88\x4C\x18\x00\x00\x00\x00\x93\x43\x4E\x74\x00\x00\x00\x00\x38\x86\x19\xF8\x00\x00\x00\x00\xE2\x1F\x9E\x95\x00\x00\x00\x00\xAD\xB9\x80\x2E\x00\x00\x00\x00\x3E\xA0\xFE\x26\x00\x00\x00\x00\x9E\x01\xBF\xAC\x00\x00\x00\x00\x24\xA9\xE4\x07\x00\x00\x00\x00\xF7\x23\x55\xFA\x00\x00\x00\x00\x8C\xCC\x2C\x8D\x00\x00\x00\x00\x02\xCD\x2F\x7E\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x38\x23\x02\x4B\x00\x00\x00\x00\x00\x01\xD4\x2B\xE2\x44\xD4\x2B\xE2\x44\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xD3\x4B\x49\xD2\x00\x00\x00\x00\x85\x23\x93\x5D\x00\x00\x00\x00\x92\xB0\x53\xA5\x00\x00\x00\x00\x9D\x83\x63\x3C\x00\x00\x00\x00\x57\x28\x7E\x12\x00\x00\x00\x00\x52\x06\x2B\xD7\x00\x00\x00\x00\xF2\xEE\x66\xC9\x00\x00\x00\x00\x84\x60\xF0\xB9\x00\x00\x00\x00\x19\x40\xF4\xE0\x00\x00\x00\x00\xD1\xDA\xA4\x47\x00\x00\x00\x00\x32\x7C\x88\xBA\x00\x00\x00\x00\x5C\x4B\x08\x64\x00\x00\x00\x00\x47\x3C\x52\xA9\x00\x00\x00\x00\x23\x20\xC6\x98\x00\x00\x00\x00\x6B\xA0\xAA\x5C\x00\x00\x00\x00\xE0\x14\x40\x49\x00\x00\x00\x00\x2A\x54\x18\x0E\x00\x00\x00\x00\x22\xE0\x48\x80\x00\x00\x00\x00\xDB\xCA\xBB\x41\x00\x00\x00\x00\xF7\x0D\x4B\x17\x00\x00\x00\x00\xFD\x5B\xCA\xAB\x00\x00\x00\x00\x04\x88\x4C\x18\x00\x00\x00\x00\x93\x43\x4E\x74\x00\x00\x00\x00\x38\x86\x19\xF8\x00\x00\x00\x00\xE2\x1F\x9E\x95\x00\x00\x00\x00\xAD\xB9\x80\x2E\x00\x00\x00\x00\x3E\xA0\xFE\x26\x00\x00\x00\x00\x9E\x01\xBF\xAC\x00\x00\x00\x00\x24\xA9\xE4\x07\x00\x00\x00\x00\xF7\x23\x55\xFA\x00\x00\x00\x00\x8C\xCC\x2C\x8D\x00\x00\x00\x00\x02\xCD\x2F\x7E\x65\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5EE01BD6), ('P4rIngress.bitmap_seq.seq', 0xF3F21000)], 9834)
        self.setRegisterValue('P4rIngress.rounds', 0xF3F21000, 9834)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 9834)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9834)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 9834)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 9834)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC384),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000520),
                gc.DataTuple('slot_count', 0x000003AE),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA5D691AC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x46A37A47),
                gc.KeyTuple('src_port', 0x7194),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC384),
                gc.DataTuple('rank', 0x0015),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x46\xA3\x7A\x47\x00\x00\x00\x00\x71\x94\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC3\x84\x00\x15\xA5\xD6\x91\xAC\x01\x4A\x07\x00\xF4\x4E\xF7\x6A\x00\x40\x00\x00\x00\x00\x00\x00\xC2\x88\x89\xE2\x00\x00\x00\x00\x59\xF4\xB9\x0D\x00\x00\x00\x00\x42\x0F\xF6\x73\x00\x00\x00\x00\x99\xE8\x4B\x30\x00\x00\x00\x00\xF2\xF0\xCC\x21\x00\x00\x00\x00\x61\x8D\x2F\xD0\x00\x00\x00\x00\x65\x61\x6A\x61\x00\x00\x00\x00\x21\x0B\x13\x6D\x00\x00\x00\x00\xA4\xE8\x9B\x4D\x00\x00\x00\x00\xC2\x70\x0C\x8B\x00\x00\x00\x00\xE9\x55\xCA\xDF\x00\x00\x00\x00\x88\x51\xC6\xFC\x00\x00\x00\x00\x19\xC0\x5E\x6B\x00\x00\x00\x00\x53\x51\x45\xE1\x00\x00\x00\x00\xF2\x74\xFA\xB9\x00\x00\x00\x00\xF7\xA3\x9D\xDA\x00\x00\x00\x00\x11\x75\xF0\x50\x00\x00\x00\x00\xB0\xC5\xD7\xFA\x00\x00\x00\x00\x27\x59\xE7\x01\x00\x00\x00\x00\x7F\x00\x42\x99\x00\x00\x00\x00\x83\x3F\x97\xC6\x00\x00\x00\x00\x00\x8A\x02\x23\x00\x00\x00\x00\xD3\xEF\x1E\xEB\x00\x00\x00\x00\xA2\x8C\x66\x44\x00\x00\x00\x00\xD7\x28\x3B\xA2\x00\x00\x00\x00\xAD\x5D\xDD\x98\x00\x00\x00\x00\x2A\x33\xC7\x42\x00\x00\x00\x00\x96\x79\x88\x3B\x00\x00\x00\x00\x52\xB6\x5B\x03\x00\x00\x00\x00\xE5\xC1\x81\x71\x00\x00\x00\x00\xED\xC2\x6A\x19\x00\x00\x00\x00\x94\x8E\x6D\x73\x98\x7A\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x46\xA3\x7A\x47\xBE\xEF\x71\x94\x01\x20\x00\x00\x50\x34\x02\x82\xC3\x84\x00\x15\xA5\xD6\x91\xAC\x01\x4A\x01\x00\xF4\x4E\xF7\x6A\x00\x40\x00\x01\x00\x00\x00\x00\xC2\x88\x89\xE2\x00\x00\x00\x00\x59\xF4\xB9\x0D\x00\x00\x00\x00\x42\x0F\xF6\x73\x00\x00\x00\x00\x99\xE8\x4B\x30\x00\x00\x00\x00\xF2\xF0\xCC\x21\x00\x00\x00\x00\x61\x8D\x2F\xD0\x00\x00\x00\x00\x65\x61\x6A\x61\x00\x00\x00\x00\x21\x0B\x13\x6D\x00\x00\x00\x00\xA4\xE8\x9B\x4D\x00\x00\x00\x00\xC2\x70\x0C\x8B\x00\x00\x00\x00\xE9\x55\xCA\xDF\x00\x00\x00\x00\x88\x51\xC6\xFC\x00\x00\x00\x00\x19\xC0\x5E\x6B\x00\x00\x00\x00\x53\x51\x45\xE1\x00\x00\x00\x00\xF2\x74\xFA\xB9\x00\x00\x00\x00\xF7\xA3\x9D\xDA\x00\x00\x00\x00\x11\x75\xF0\x50\x00\x00\x00\x00\xB0\xC5\xD7\xFA\x00\x00\x00\x00\x27\x59\xE7\x01\x00\x00\x00\x00\x7F\x00\x42\x99\x00\x00\x00\x00\x83\x3F\x97\xC6\x00\x00\x00\x00\x00\x8A\x02\x23\x00\x00\x00\x00\xD3\xEF\x1E\xEB\x00\x00\x00\x00\xA2\x8C\x66\x44\x00\x00\x00\x00\xD7\x28\x3B\xA2\x00\x00\x00\x00\xAD\x5D\xDD\x98\x00\x00\x00\x00\x2A\x33\xC7\x42\x00\x00\x00\x00\x96\x79\x88\x3B\x00\x00\x00\x00\x52\xB6\x5B\x03\x00\x00\x00\x00\xE5\xC1\x81\x71\x00\x00\x00\x00\xED\xC2\x6A\x19\x00\x00\x00\x00\x94\x8E\x6D\x73\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x26\x6A\x00\x74\x00\x00\x00\x20\x00\x00\xF4\x4E\xF7\x6A\xF4\x4E\xF7\x6A\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC2\x88\x89\xE2\x00\x00\x00\x00\x59\xF4\xB9\x0D\x00\x00\x00\x00\x42\x0F\xF6\x73\x00\x00\x00\x00\x99\xE8\x4B\x30\x00\x00\x00\x00\xF2\xF0\xCC\x21\x00\x00\x00\x00\x61\x8D\x2F\xD0\x00\x00\x00\x00\x65\x61\x6A\x61\x00\x00\x00\x00\x21\x0B\x13\x6D\x00\x00\x00\x00\xA4\xE8\x9B\x4D\x00\x00\x00\x00\xC2\x70\x0C\x8B\x00\x00\x00\x00\xE9\x55\xCA\xDF\x00\x00\x00\x00\x88\x51\xC6\xFC\x00\x00\x00\x00\x19\xC0\x5E\x6B\x00\x00\x00\x00\x53\x51\x45\xE1\x00\x00\x00\x00\xF2\x74\xFA\xB9\x00\x00\x00\x00\xF7\xA3\x9D\xDA\x00\x00\x00\x00\x11\x75\xF0\x50\x00\x00\x00\x00\xB0\xC5\xD7\xFA\x00\x00\x00\x00\x27\x59\xE7\x01\x00\x00\x00\x00\x7F\x00\x42\x99\x00\x00\x00\x00\x83\x3F\x97\xC6\x00\x00\x00\x00\x00\x8A\x02\x23\x00\x00\x00\x00\xD3\xEF\x1E\xEB\x00\x00\x00\x00\xA2\x8C\x66\x44\x00\x00\x00\x00\xD7\x28\x3B\xA2\x00\x00\x00\x00\xAD\x5D\xDD\x98\x00\x00\x00\x00\x2A\x33\xC7\x42\x00\x00\x00\x00\x96\x79\x88\x3B\x00\x00\x00\x00\x52\xB6\x5B\x03\x00\x00\x00\x00\xE5\xC1\x81\x71\x00\x00\x00\x00\xED\xC2\x6A\x19\x00\x00\x00\x00\x94\x8E\x6D\x73\x98\x7A\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1206CBBA), ('P4rIngress.bitmap_seq.seq', 0x171F75EB)], 12699)
        self.setRegisterValue('P4rIngress.rounds', 0x171F75EB, 12699)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12699)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12699)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12699)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12699)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3B19),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000979),
                gc.DataTuple('slot_count', 0x00001652),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDCFE7FD0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0xB4C7DAD9),
                gc.KeyTuple('src_port', 0x8A4F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3B19),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x00EB),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB4\xC7\xDA\xD9\x00\x00\x00\x00\x8A\x4F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3B\x19\x00\x03\xDC\xFE\x7F\xD0\x08\x22\x01\x00\x3D\xFD\xFC\xC6\x00\x40\x00\x00\x00\x00\x00\x00\x27\x00\xBD\x34\x00\x00\x00\x00\x05\xC9\xF4\x23\x00\x00\x00\x00\xD8\x37\x56\x58\x00\x00\x00\x00\xE8\x7D\xE2\x4F\x00\x00\x00\x00\x68\x56\x18\x92\x00\x00\x00\x00\xA5\xE9\xA7\x32\x00\x00\x00\x00\x4D\x0A\x46\xB4\x00\x00\x00\x00\xFE\xA1\x9E\x8F\x00\x00\x00\x00\x93\x81\xFA\x7C\x00\x00\x00\x00\x22\xC7\xE0\xDF\x00\x00\x00\x00\xFF\xC4\xA1\x02\x00\x00\x00\x00\xB3\xE2\xA8\xBE\x00\x00\x00\x00\xFF\x54\x1B\x2C\x00\x00\x00\x00\x7A\xC3\x5B\x8D\x00\x00\x00\x00\xAC\x9B\x7F\xE2\x00\x00\x00\x00\x6E\xE5\xF6\xB4\x00\x00\x00\x00\x30\x58\xB3\x20\x00\x00\x00\x00\x04\x32\xF3\xF5\x00\x00\x00\x00\xA3\xA7\x07\xDC\x00\x00\x00\x00\x56\x07\xC1\x2D\x00\x00\x00\x00\x5B\x75\x1C\xF2\x00\x00\x00\x00\x7A\x81\x8D\xC7\x00\x00\x00\x00\x4D\x76\xC6\xB3\x00\x00\x00\x00\x64\x3F\x67\xFF\x00\x00\x00\x00\xF8\x6E\x0F\xFD\x00\x00\x00\x00\x65\xD5\x1A\xA9\x00\x00\x00\x00\x47\xB7\xC6\x29\x00\x00\x00\x00\x3C\x01\x86\xE5\x00\x00\x00\x00\x47\xFC\xAA\x1D\x00\x00\x00\x00\x27\xA5\x62\x57\x00\x00\x00\x00\x58\x42\xFA\xA3\x00\x00\x00\x00\x44\xC9\x10\x95\xC0\xBF\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB4\xC7\xDA\xD9\x00\x00\x00\x00\x8A\x4F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3B\x19\x00\x03\xDC\xFE\x7F\xD0\x08\x22\x01\x00\x3D\xFD\xFC\xC6\x00\x40\x00\x00\x00\x00\x00\x00\x27\x00\xBD\x34\x00\x00\x00\x00\x05\xC9\xF4\x23\x00\x00\x00\x00\xD8\x37\x56\x58\x00\x00\x00\x00\xE8\x7D\xE2\x4F\x00\x00\x00\x00\x68\x56\x18\x92\x00\x00\x00\x00\xA5\xE9\xA7\x32\x00\x00\x00\x00\x4D\x0A\x46\xB4\x00\x00\x00\x00\xFE\xA1\x9E\x8F\x00\x00\x00\x00\x93\x81\xFA\x7C\x00\x00\x00\x00\x22\xC7\xE0\xDF\x00\x00\x00\x00\xFF\xC4\xA1\x02\x00\x00\x00\x00\xB3\xE2\xA8\xBE\x00\x00\x00\x00\xFF\x54\x1B\x2C\x00\x00\x00\x00\x7A\xC3\x5B\x8D\x00\x00\x00\x00\xAC\x9B\x7F\xE2\x00\x00\x00\x00\x6E\xE5\xF6\xB4\x00\x00\x00\x00\x30\x58\xB3\x20\x00\x00\x00\x00\x04\x32\xF3\xF5\x00\x00\x00\x00\xA3\xA7\x07\xDC\x00\x00\x00\x00\x56\x07\xC1\x2D\x00\x00\x00\x00\x5B\x75\x1C\xF2\x00\x00\x00\x00\x7A\x81\x8D\xC7\x00\x00\x00\x00\x4D\x76\xC6\xB3\x00\x00\x00\x00\x64\x3F\x67\xFF\x00\x00\x00\x00\xF8\x6E\x0F\xFD\x00\x00\x00\x00\x65\xD5\x1A\xA9\x00\x00\x00\x00\x47\xB7\xC6\x29\x00\x00\x00\x00\x3C\x01\x86\xE5\x00\x00\x00\x00\x47\xFC\xAA\x1D\x00\x00\x00\x00\x27\xA5\x62\x57\x00\x00\x00\x00\x58\x42\xFA\xA3\x00\x00\x00\x00\x44\xC9\x10\x95\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x31\x9B\x00\xEB\x00\x00\x00\x00\x00\x08\x3D\xFD\xFC\xC6\x3D\xFD\xFC\xC6\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x27\x00\xBD\x34\x00\x00\x00\x00\x05\xC9\xF4\x23\x00\x00\x00\x00\xD8\x37\x56\x58\x00\x00\x00\x00\xE8\x7D\xE2\x4F\x00\x00\x00\x00\x68\x56\x18\x92\x00\x00\x00\x00\xA5\xE9\xA7\x32\x00\x00\x00\x00\x4D\x0A\x46\xB4\x00\x00\x00\x00\xFE\xA1\x9E\x8F\x00\x00\x00\x00\x93\x81\xFA\x7C\x00\x00\x00\x00\x22\xC7\xE0\xDF\x00\x00\x00\x00\xFF\xC4\xA1\x02\x00\x00\x00\x00\xB3\xE2\xA8\xBE\x00\x00\x00\x00\xFF\x54\x1B\x2C\x00\x00\x00\x00\x7A\xC3\x5B\x8D\x00\x00\x00\x00\xAC\x9B\x7F\xE2\x00\x00\x00\x00\x6E\xE5\xF6\xB4\x00\x00\x00\x00\x30\x58\xB3\x20\x00\x00\x00\x00\x04\x32\xF3\xF5\x00\x00\x00\x00\xA3\xA7\x07\xDC\x00\x00\x00\x00\x56\x07\xC1\x2D\x00\x00\x00\x00\x5B\x75\x1C\xF2\x00\x00\x00\x00\x7A\x81\x8D\xC7\x00\x00\x00\x00\x4D\x76\xC6\xB3\x00\x00\x00\x00\x64\x3F\x67\xFF\x00\x00\x00\x00\xF8\x6E\x0F\xFD\x00\x00\x00\x00\x65\xD5\x1A\xA9\x00\x00\x00\x00\x47\xB7\xC6\x29\x00\x00\x00\x00\x3C\x01\x86\xE5\x00\x00\x00\x00\x47\xFC\xAA\x1D\x00\x00\x00\x00\x27\xA5\x62\x57\x00\x00\x00\x00\x58\x42\xFA\xA3\x00\x00\x00\x00\x44\xC9\x10\x95\xC0\xBF\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1D00F71E), ('P4rIngress.bitmap_seq.seq', 0x530F1FD8)], 12523)
        self.setRegisterValue('P4rIngress.rounds', 0x530F1FD8, 12523)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12523)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12523)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12523)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12523)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD8EE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000059E),
                gc.DataTuple('slot_count', 0x00000CC2),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC02E7608),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xBB2EC029),
                gc.KeyTuple('src_port', 0x752F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD8EE),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x01D4),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBB\x2E\xC0\x29\x00\x00\x00\x00\x75\x2F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD8\xEE\x00\x0C\xC0\x2E\x76\x08\x0B\x4D\x05\x00\x70\xBE\x60\x56\x00\x40\x00\x00\x00\x00\x00\x00\xF6\x0A\xC1\x8B\x00\x00\x00\x00\x49\x36\x9F\x94\x00\x00\x00\x00\x39\xD8\xA6\xB3\x00\x00\x00\x00\xDB\xE0\x73\x59\x00\x00\x00\x00\x13\x5D\xA0\xC4\x00\x00\x00\x00\xAA\x72\x32\x17\x00\x00\x00\x00\xCF\x10\x4D\xC1\x00\x00\x00\x00\x03\x57\x95\xEC\x00\x00\x00\x00\xDB\x8F\xC7\xFE\x00\x00\x00\x00\x47\x3F\x5F\xF3\x00\x00\x00\x00\xBE\xD5\xCF\x6D\x00\x00\x00\x00\xA1\x1E\xE2\x69\x00\x00\x00\x00\x70\x88\xC2\xB0\x00\x00\x00\x00\x66\x54\x36\xA5\x00\x00\x00\x00\xDA\x8D\x28\x02\x00\x00\x00\x00\xEF\x0C\xA3\x5B\x00\x00\x00\x00\xB7\x18\xCC\xD5\x00\x00\x00\x00\xB8\xD4\x86\xE3\x00\x00\x00\x00\xD1\x3D\x6D\x95\x00\x00\x00\x00\xD9\xFF\x72\x2B\x00\x00\x00\x00\xF6\x3D\xC3\x25\x00\x00\x00\x00\x40\x82\xBD\xAB\x00\x00\x00\x00\x70\xEB\xD8\x71\x00\x00\x00\x00\x7E\x4C\x31\x83\x00\x00\x00\x00\x18\x19\x15\xC0\x00\x00\x00\x00\x41\xA0\x88\x2E\x00\x00\x00\x00\x77\x03\x37\xAE\x00\x00\x00\x00\x68\xBB\xE2\x8A\x00\x00\x00\x00\xD7\x05\x90\x53\x00\x00\x00\x00\xE4\xF0\x01\x3E\x00\x00\x00\x00\x10\xE7\xC3\xC5\x00\x00\x00\x00\xF9\xDB\x5B\x55\x21\x8C\x4F\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBB\x2E\xC0\x29\x00\x00\x00\x00\x75\x2F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD8\xEE\x00\x0C\xC0\x2E\x76\x08\x0B\x4D\x05\x00\x70\xBE\x60\x56\x00\x40\x00\x00\x00\x00\x00\x00\xF6\x0A\xC1\x8B\x00\x00\x00\x00\x49\x36\x9F\x94\x00\x00\x00\x00\x39\xD8\xA6\xB3\x00\x00\x00\x00\xDB\xE0\x73\x59\x00\x00\x00\x00\x13\x5D\xA0\xC4\x00\x00\x00\x00\xAA\x72\x32\x17\x00\x00\x00\x00\xCF\x10\x4D\xC1\x00\x00\x00\x00\x03\x57\x95\xEC\x00\x00\x00\x00\xDB\x8F\xC7\xFE\x00\x00\x00\x00\x47\x3F\x5F\xF3\x00\x00\x00\x00\xBE\xD5\xCF\x6D\x00\x00\x00\x00\xA1\x1E\xE2\x69\x00\x00\x00\x00\x70\x88\xC2\xB0\x00\x00\x00\x00\x66\x54\x36\xA5\x00\x00\x00\x00\xDA\x8D\x28\x02\x00\x00\x00\x00\xEF\x0C\xA3\x5B\x00\x00\x00\x00\xB7\x18\xCC\xD5\x00\x00\x00\x00\xB8\xD4\x86\xE3\x00\x00\x00\x00\xD1\x3D\x6D\x95\x00\x00\x00\x00\xD9\xFF\x72\x2B\x00\x00\x00\x00\xF6\x3D\xC3\x25\x00\x00\x00\x00\x40\x82\xBD\xAB\x00\x00\x00\x00\x70\xEB\xD8\x71\x00\x00\x00\x00\x7E\x4C\x31\x83\x00\x00\x00\x00\x18\x19\x15\xC0\x00\x00\x00\x00\x41\xA0\x88\x2E\x00\x00\x00\x00\x77\x03\x37\xAE\x00\x00\x00\x00\x68\xBB\xE2\x8A\x00\x00\x00\x00\xD7\x05\x90\x53\x00\x00\x00\x00\xE4\xF0\x01\x3E\x00\x00\x00\x00\x10\xE7\xC3\xC5\x00\x00\x00\x00\xF9\xDB\x5B\x55\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x30\xEB\x01\xD4\x00\x00\x00\x00\x10\x00\x70\xBE\x60\x56\x70\xBE\x60\x56\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF6\x0A\xC1\x8B\x00\x00\x00\x00\x49\x36\x9F\x94\x00\x00\x00\x00\x39\xD8\xA6\xB3\x00\x00\x00\x00\xDB\xE0\x73\x59\x00\x00\x00\x00\x13\x5D\xA0\xC4\x00\x00\x00\x00\xAA\x72\x32\x17\x00\x00\x00\x00\xCF\x10\x4D\xC1\x00\x00\x00\x00\x03\x57\x95\xEC\x00\x00\x00\x00\xDB\x8F\xC7\xFE\x00\x00\x00\x00\x47\x3F\x5F\xF3\x00\x00\x00\x00\xBE\xD5\xCF\x6D\x00\x00\x00\x00\xA1\x1E\xE2\x69\x00\x00\x00\x00\x70\x88\xC2\xB0\x00\x00\x00\x00\x66\x54\x36\xA5\x00\x00\x00\x00\xDA\x8D\x28\x02\x00\x00\x00\x00\xEF\x0C\xA3\x5B\x00\x00\x00\x00\xB7\x18\xCC\xD5\x00\x00\x00\x00\xB8\xD4\x86\xE3\x00\x00\x00\x00\xD1\x3D\x6D\x95\x00\x00\x00\x00\xD9\xFF\x72\x2B\x00\x00\x00\x00\xF6\x3D\xC3\x25\x00\x00\x00\x00\x40\x82\xBD\xAB\x00\x00\x00\x00\x70\xEB\xD8\x71\x00\x00\x00\x00\x7E\x4C\x31\x83\x00\x00\x00\x00\x18\x19\x15\xC0\x00\x00\x00\x00\x41\xA0\x88\x2E\x00\x00\x00\x00\x77\x03\x37\xAE\x00\x00\x00\x00\x68\xBB\xE2\x8A\x00\x00\x00\x00\xD7\x05\x90\x53\x00\x00\x00\x00\xE4\xF0\x01\x3E\x00\x00\x00\x00\x10\xE7\xC3\xC5\x00\x00\x00\x00\xF9\xDB\x5B\x55\x21\x8C\x4F\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6F230286), ('P4rIngress.bitmap_seq.seq', 0x3148CC2F)], 11849)
        self.setRegisterValue('P4rIngress.rounds', 0x3148CC2F, 11849)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11849)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11849)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11849)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11849)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x74FB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ACD),
                gc.DataTuple('slot_count', 0x00000AA5),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD0C2084D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0xFC21F782),
                gc.KeyTuple('src_port', 0x332A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x74FB),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x01DB),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x21\xF7\x82\x00\x00\x00\x00\x33\x2A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x74\xFB\x00\x04\xD0\xC2\x08\x4D\x03\x7C\x07\x00\x98\x66\xEB\x49\x00\x40\x00\x00\x00\x00\x00\x00\x25\x11\x2F\x4B\x00\x00\x00\x00\x1F\x13\xD5\xE1\x00\x00\x00\x00\x9D\x78\x46\x5C\x00\x00\x00\x00\x99\x64\x1A\xFE\x00\x00\x00\x00\xEC\x0C\x6C\x0C\x00\x00\x00\x00\xE6\x72\x7F\x36\x00\x00\x00\x00\x6E\xBC\xBC\x59\x00\x00\x00\x00\x3D\x7B\x08\xD9\x00\x00\x00\x00\x24\x4A\xAA\xB4\x00\x00\x00\x00\x0E\x1F\x2E\x72\x00\x00\x00\x00\x41\x24\x56\x15\x00\x00\x00\x00\x6B\x37\xA2\xE4\x00\x00\x00\x00\xED\xA4\xF2\x0E\x00\x00\x00\x00\x94\x1D\x9A\x2E\x00\x00\x00\x00\x8F\xB5\x9A\xE6\x00\x00\x00\x00\x30\x58\x14\x2D\x00\x00\x00\x00\x3B\x0A\x48\x28\x00\x00\x00\x00\xA1\x9A\xEC\x1B\x00\x00\x00\x00\x05\x69\x7B\xBA\x00\x00\x00\x00\x83\xD7\xF1\xD9\x00\x00\x00\x00\xF8\xC9\xAE\x36\x00\x00\x00\x00\xA7\x99\x1A\x87\x00\x00\x00\x00\x77\xC8\x26\x74\x00\x00\x00\x00\x3E\x11\xEC\x99\x00\x00\x00\x00\xAF\x64\x61\x2E\x00\x00\x00\x00\x54\xD7\x9F\x8B\x00\x00\x00\x00\x5F\x9B\x84\xA3\x00\x00\x00\x00\x1F\x4B\x9A\xEC\x00\x00\x00\x00\xA9\x11\x72\xA0\x00\x00\x00\x00\x3B\x13\x09\x05\x00\x00\x00\x00\xBE\xEE\x20\x1A\x00\x00\x00\x00\x27\x63\x78\x80\x64\x1F\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFC\x21\xF7\x82\xBE\xEF\x33\x2A\x01\x20\x00\x00\x50\x34\x02\x82\x74\xFB\x00\x04\xD0\xC2\x08\x4D\x03\x7C\x01\x00\x98\x66\xEB\x49\x00\x40\x00\x01\x00\x00\x00\x00\x25\x11\x2F\x4B\x00\x00\x00\x00\x1F\x13\xD5\xE1\x00\x00\x00\x00\x9D\x78\x46\x5C\x00\x00\x00\x00\x99\x64\x1A\xFE\x00\x00\x00\x00\xEC\x0C\x6C\x0C\x00\x00\x00\x00\xE6\x72\x7F\x36\x00\x00\x00\x00\x6E\xBC\xBC\x59\x00\x00\x00\x00\x3D\x7B\x08\xD9\x00\x00\x00\x00\x24\x4A\xAA\xB4\x00\x00\x00\x00\x0E\x1F\x2E\x72\x00\x00\x00\x00\x41\x24\x56\x15\x00\x00\x00\x00\x6B\x37\xA2\xE4\x00\x00\x00\x00\xED\xA4\xF2\x0E\x00\x00\x00\x00\x94\x1D\x9A\x2E\x00\x00\x00\x00\x8F\xB5\x9A\xE6\x00\x00\x00\x00\x30\x58\x14\x2D\x00\x00\x00\x00\x3B\x0A\x48\x28\x00\x00\x00\x00\xA1\x9A\xEC\x1B\x00\x00\x00\x00\x05\x69\x7B\xBA\x00\x00\x00\x00\x83\xD7\xF1\xD9\x00\x00\x00\x00\xF8\xC9\xAE\x36\x00\x00\x00\x00\xA7\x99\x1A\x87\x00\x00\x00\x00\x77\xC8\x26\x74\x00\x00\x00\x00\x3E\x11\xEC\x99\x00\x00\x00\x00\xAF\x64\x61\x2E\x00\x00\x00\x00\x54\xD7\x9F\x8B\x00\x00\x00\x00\x5F\x9B\x84\xA3\x00\x00\x00\x00\x1F\x4B\x9A\xEC\x00\x00\x00\x00\xA9\x11\x72\xA0\x00\x00\x00\x00\x3B\x13\x09\x05\x00\x00\x00\x00\xBE\xEE\x20\x1A\x00\x00\x00\x00\x27\x63\x78\x80\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x49\x01\xDB\x00\x00\x00\x00\x00\x10\x98\x66\xEB\x49\x98\x66\xEB\x49\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x25\x11\x2F\x4B\x00\x00\x00\x00\x1F\x13\xD5\xE1\x00\x00\x00\x00\x9D\x78\x46\x5C\x00\x00\x00\x00\x99\x64\x1A\xFE\x00\x00\x00\x00\xEC\x0C\x6C\x0C\x00\x00\x00\x00\xE6\x72\x7F\x36\x00\x00\x00\x00\x6E\xBC\xBC\x59\x00\x00\x00\x00\x3D\x7B\x08\xD9\x00\x00\x00\x00\x24\x4A\xAA\xB4\x00\x00\x00\x00\x0E\x1F\x2E\x72\x00\x00\x00\x00\x41\x24\x56\x15\x00\x00\x00\x00\x6B\x37\xA2\xE4\x00\x00\x00\x00\xED\xA4\xF2\x0E\x00\x00\x00\x00\x94\x1D\x9A\x2E\x00\x00\x00\x00\x8F\xB5\x9A\xE6\x00\x00\x00\x00\x30\x58\x14\x2D\x00\x00\x00\x00\x3B\x0A\x48\x28\x00\x00\x00\x00\xA1\x9A\xEC\x1B\x00\x00\x00\x00\x05\x69\x7B\xBA\x00\x00\x00\x00\x83\xD7\xF1\xD9\x00\x00\x00\x00\xF8\xC9\xAE\x36\x00\x00\x00\x00\xA7\x99\x1A\x87\x00\x00\x00\x00\x77\xC8\x26\x74\x00\x00\x00\x00\x3E\x11\xEC\x99\x00\x00\x00\x00\xAF\x64\x61\x2E\x00\x00\x00\x00\x54\xD7\x9F\x8B\x00\x00\x00\x00\x5F\x9B\x84\xA3\x00\x00\x00\x00\x1F\x4B\x9A\xEC\x00\x00\x00\x00\xA9\x11\x72\xA0\x00\x00\x00\x00\x3B\x13\x09\x05\x00\x00\x00\x00\xBE\xEE\x20\x1A\x00\x00\x00\x00\x27\x63\x78\x80\x64\x1F\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x92082A9A), ('P4rIngress.bitmap_seq.seq', 0xCD52D77B)], 14180)
        self.setRegisterValue('P4rIngress.rounds', 0xCD52D77B, 14180)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 14180)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14180)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 14180)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 14180)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2062),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B0E),
                gc.DataTuple('slot_count', 0x00000D03),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x67C9BD15),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0xAE416C94),
                gc.KeyTuple('src_port', 0x44F5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2062),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x03D5),
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAE\x41\x6C\x94\x00\x00\x00\x00\x44\xF5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x20\x62\x00\x19\x67\xC9\xBD\x15\x0C\x56\x01\x00\xF2\xE7\xFB\xDB\x00\x40\x00\x00\x00\x00\x00\x00\x10\x94\x72\x40\x00\x00\x00\x00\x3C\xE7\x2E\xBA\x00\x00\x00\x00\x2A\x8B\x61\xD2\x00\x00\x00\x00\x27\x6E\x48\x0F\x00\x00\x00\x00\x13\xDB\xE1\x3F\x00\x00\x00\x00\xE4\x68\x03\x26\x00\x00\x00\x00\x89\x23\xF2\xAF\x00\x00\x00\x00\x16\x65\x4D\xDE\x00\x00\x00\x00\x33\x5B\x0E\x39\x00\x00\x00\x00\xC4\xA8\x2E\x03\x00\x00\x00\x00\x83\xFE\xE8\xF9\x00\x00\x00\x00\xB7\x1F\x5F\xE8\x00\x00\x00\x00\xC0\x84\xD7\x02\x00\x00\x00\x00\xA2\xF1\xC9\x46\x00\x00\x00\x00\xC1\x08\xDA\x35\x00\x00\x00\x00\x99\xD4\xAE\xBD\x00\x00\x00\x00\xA8\xB8\xE1\xBA\x00\x00\x00\x00\x51\x3C\xAE\x3C\x00\x00\x00\x00\x88\x47\xE7\x8C\x00\x00\x00\x00\x86\x9D\x08\x1E\x00\x00\x00\x00\x7A\x18\x5E\x6E\x00\x00\x00\x00\xEF\x7A\x8B\xC0\x00\x00\x00\x00\xB8\xEE\xE6\x90\x00\x00\x00\x00\xC8\x16\x89\x48\x00\x00\x00\x00\x25\xB3\x03\x13\x00\x00\x00\x00\x42\x72\x40\x92\x00\x00\x00\x00\xD2\xEC\x96\x28\x00\x00\x00\x00\xB5\x88\x63\x2D\x00\x00\x00\x00\x4B\xB9\x8E\x06\x00\x00\x00\x00\x27\x31\x20\x0B\x00\x00\x00\x00\xE7\xDD\x53\xC0\x00\x00\x00\x00\xD5\x06\xD5\xA3\xBA\xB9\xCE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAE\x41\x6C\x94\x00\x00\x00\x00\x44\xF5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x20\x62\x00\x19\x67\xC9\xBD\x15\x0C\x56\x01\x00\xF2\xE7\xFB\xDB\x00\x40\x00\x00\x00\x00\x00\x00\x10\x94\x72\x40\x00\x00\x00\x00\x3C\xE7\x2E\xBA\x00\x00\x00\x00\x2A\x8B\x61\xD2\x00\x00\x00\x00\x27\x6E\x48\x0F\x00\x00\x00\x00\x13\xDB\xE1\x3F\x00\x00\x00\x00\xE4\x68\x03\x26\x00\x00\x00\x00\x89\x23\xF2\xAF\x00\x00\x00\x00\x16\x65\x4D\xDE\x00\x00\x00\x00\x33\x5B\x0E\x39\x00\x00\x00\x00\xC4\xA8\x2E\x03\x00\x00\x00\x00\x83\xFE\xE8\xF9\x00\x00\x00\x00\xB7\x1F\x5F\xE8\x00\x00\x00\x00\xC0\x84\xD7\x02\x00\x00\x00\x00\xA2\xF1\xC9\x46\x00\x00\x00\x00\xC1\x08\xDA\x35\x00\x00\x00\x00\x99\xD4\xAE\xBD\x00\x00\x00\x00\xA8\xB8\xE1\xBA\x00\x00\x00\x00\x51\x3C\xAE\x3C\x00\x00\x00\x00\x88\x47\xE7\x8C\x00\x00\x00\x00\x86\x9D\x08\x1E\x00\x00\x00\x00\x7A\x18\x5E\x6E\x00\x00\x00\x00\xEF\x7A\x8B\xC0\x00\x00\x00\x00\xB8\xEE\xE6\x90\x00\x00\x00\x00\xC8\x16\x89\x48\x00\x00\x00\x00\x25\xB3\x03\x13\x00\x00\x00\x00\x42\x72\x40\x92\x00\x00\x00\x00\xD2\xEC\x96\x28\x00\x00\x00\x00\xB5\x88\x63\x2D\x00\x00\x00\x00\x4B\xB9\x8E\x06\x00\x00\x00\x00\x27\x31\x20\x0B\x00\x00\x00\x00\xE7\xDD\x53\xC0\x00\x00\x00\x00\xD5\x06\xD5\xA3\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x37\x64\x03\xD5\x00\x00\x02\x00\x00\x00\xF2\xE7\xFB\xDB\xF2\xE7\xFB\xDB\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x10\x94\x72\x40\x00\x00\x00\x00\x3C\xE7\x2E\xBA\x00\x00\x00\x00\x2A\x8B\x61\xD2\x00\x00\x00\x00\x27\x6E\x48\x0F\x00\x00\x00\x00\x13\xDB\xE1\x3F\x00\x00\x00\x00\xE4\x68\x03\x26\x00\x00\x00\x00\x89\x23\xF2\xAF\x00\x00\x00\x00\x16\x65\x4D\xDE\x00\x00\x00\x00\x33\x5B\x0E\x39\x00\x00\x00\x00\xC4\xA8\x2E\x03\x00\x00\x00\x00\x83\xFE\xE8\xF9\x00\x00\x00\x00\xB7\x1F\x5F\xE8\x00\x00\x00\x00\xC0\x84\xD7\x02\x00\x00\x00\x00\xA2\xF1\xC9\x46\x00\x00\x00\x00\xC1\x08\xDA\x35\x00\x00\x00\x00\x99\xD4\xAE\xBD\x00\x00\x00\x00\xA8\xB8\xE1\xBA\x00\x00\x00\x00\x51\x3C\xAE\x3C\x00\x00\x00\x00\x88\x47\xE7\x8C\x00\x00\x00\x00\x86\x9D\x08\x1E\x00\x00\x00\x00\x7A\x18\x5E\x6E\x00\x00\x00\x00\xEF\x7A\x8B\xC0\x00\x00\x00\x00\xB8\xEE\xE6\x90\x00\x00\x00\x00\xC8\x16\x89\x48\x00\x00\x00\x00\x25\xB3\x03\x13\x00\x00\x00\x00\x42\x72\x40\x92\x00\x00\x00\x00\xD2\xEC\x96\x28\x00\x00\x00\x00\xB5\x88\x63\x2D\x00\x00\x00\x00\x4B\xB9\x8E\x06\x00\x00\x00\x00\x27\x31\x20\x0B\x00\x00\x00\x00\xE7\xDD\x53\xC0\x00\x00\x00\x00\xD5\x06\xD5\xA3\xBA\xB9\xCE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6747A7AE), ('P4rIngress.bitmap_seq.seq', 0x6C42517C)], 13103)
        self.setRegisterValue('P4rIngress.rounds', 0x6C42517C, 13103)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13103)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13103)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13103)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13103)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF054),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FB4),
                gc.DataTuple('slot_count', 0x00000633),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x20FAB97E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0x3E463962),
                gc.KeyTuple('src_port', 0x977F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF054),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x0068),
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
        ig_port = 6
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3E\x46\x39\x62\x00\x00\x00\x00\x97\x7F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF0\x54\x00\x16\x20\xFA\xB9\x7E\x03\x7B\x01\x00\xBB\x91\xAB\xF7\x00\x40\x00\x00\x00\x00\x00\x00\x46\x1C\xD0\xF0\x00\x00\x00\x00\x4D\x12\x46\x25\x00\x00\x00\x00\xB3\x0E\x3D\x96\x00\x00\x00\x00\x23\x20\x3B\x75\x00\x00\x00\x00\x39\x7D\xDF\xCF\x00\x00\x00\x00\x84\xD0\x57\xEE\x00\x00\x00\x00\x1B\x94\x04\x6F\x00\x00\x00\x00\x21\xA2\x2D\x6F\x00\x00\x00\x00\x3C\x1E\x1B\x70\x00\x00\x00\x00\x63\xF3\xA7\x86\x00\x00\x00\x00\x59\xBE\x6A\xDA\x00\x00\x00\x00\xA2\x3D\xCA\x0B\x00\x00\x00\x00\xAA\x2C\x2F\x2F\x00\x00\x00\x00\x47\xC3\x5A\x2A\x00\x00\x00\x00\x9F\xFD\x93\x73\x00\x00\x00\x00\xD2\x84\x49\xD3\x00\x00\x00\x00\x61\xBA\xC8\x05\x00\x00\x00\x00\xBC\xA7\x84\x66\x00\x00\x00\x00\xDF\x62\x8D\x6B\x00\x00\x00\x00\x00\xE5\x31\x90\x00\x00\x00\x00\x7A\x41\x4E\xDF\x00\x00\x00\x00\x97\x00\xF1\x45\x00\x00\x00\x00\xD9\x83\x12\x82\x00\x00\x00\x00\xFE\x65\x13\x69\x00\x00\x00\x00\x3B\x91\xAE\x30\x00\x00\x00\x00\x83\x3C\x5D\xA6\x00\x00\x00\x00\xBA\xEE\x72\x67\x00\x00\x00\x00\x63\x09\x94\xF1\x00\x00\x00\x00\xA9\xD7\x32\x30\x00\x00\x00\x00\x22\x3C\x82\x63\x00\x00\x00\x00\xD6\xDC\xF0\xAF\x00\x00\x00\x00\xB7\xBD\x60\x73\xA2\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3E\x46\x39\x62\xBE\xEF\x97\x7F\x01\x20\x00\x00\x50\x34\x02\x82\xF0\x54\x00\x16\x20\xFA\xB9\x7E\x03\x7B\x01\x00\xBB\x91\xAB\xF7\x00\x40\x00\x01\x00\x00\x00\x00\x46\x1C\xD0\xF0\x00\x00\x00\x00\x4D\x12\x46\x25\x00\x00\x00\x00\xB3\x0E\x3D\x96\x00\x00\x00\x00\x23\x20\x3B\x75\x00\x00\x00\x00\x39\x7D\xDF\xCF\x00\x00\x00\x00\x84\xD0\x57\xEE\x00\x00\x00\x00\x1B\x94\x04\x6F\x00\x00\x00\x00\x21\xA2\x2D\x6F\x00\x00\x00\x00\x3C\x1E\x1B\x70\x00\x00\x00\x00\x63\xF3\xA7\x86\x00\x00\x00\x00\x59\xBE\x6A\xDA\x00\x00\x00\x00\xA2\x3D\xCA\x0B\x00\x00\x00\x00\xAA\x2C\x2F\x2F\x00\x00\x00\x00\x47\xC3\x5A\x2A\x00\x00\x00\x00\x9F\xFD\x93\x73\x00\x00\x00\x00\xD2\x84\x49\xD3\x00\x00\x00\x00\x61\xBA\xC8\x05\x00\x00\x00\x00\xBC\xA7\x84\x66\x00\x00\x00\x00\xDF\x62\x8D\x6B\x00\x00\x00\x00\x00\xE5\x31\x90\x00\x00\x00\x00\x7A\x41\x4E\xDF\x00\x00\x00\x00\x97\x00\xF1\x45\x00\x00\x00\x00\xD9\x83\x12\x82\x00\x00\x00\x00\xFE\x65\x13\x69\x00\x00\x00\x00\x3B\x91\xAE\x30\x00\x00\x00\x00\x83\x3C\x5D\xA6\x00\x00\x00\x00\xBA\xEE\x72\x67\x00\x00\x00\x00\x63\x09\x94\xF1\x00\x00\x00\x00\xA9\xD7\x32\x30\x00\x00\x00\x00\x22\x3C\x82\x63\x00\x00\x00\x00\xD6\xDC\xF0\xAF\x00\x00\x00\x00\xB7\xBD\x60\x73\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x33\x2F\x00\x68\x00\x00\x00\x40\x00\x00\xBB\x91\xAB\xF7\xBB\x91\xAB\xF7\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x46\x1C\xD0\xF0\x00\x00\x00\x00\x4D\x12\x46\x25\x00\x00\x00\x00\xB3\x0E\x3D\x96\x00\x00\x00\x00\x23\x20\x3B\x75\x00\x00\x00\x00\x39\x7D\xDF\xCF\x00\x00\x00\x00\x84\xD0\x57\xEE\x00\x00\x00\x00\x1B\x94\x04\x6F\x00\x00\x00\x00\x21\xA2\x2D\x6F\x00\x00\x00\x00\x3C\x1E\x1B\x70\x00\x00\x00\x00\x63\xF3\xA7\x86\x00\x00\x00\x00\x59\xBE\x6A\xDA\x00\x00\x00\x00\xA2\x3D\xCA\x0B\x00\x00\x00\x00\xAA\x2C\x2F\x2F\x00\x00\x00\x00\x47\xC3\x5A\x2A\x00\x00\x00\x00\x9F\xFD\x93\x73\x00\x00\x00\x00\xD2\x84\x49\xD3\x00\x00\x00\x00\x61\xBA\xC8\x05\x00\x00\x00\x00\xBC\xA7\x84\x66\x00\x00\x00\x00\xDF\x62\x8D\x6B\x00\x00\x00\x00\x00\xE5\x31\x90\x00\x00\x00\x00\x7A\x41\x4E\xDF\x00\x00\x00\x00\x97\x00\xF1\x45\x00\x00\x00\x00\xD9\x83\x12\x82\x00\x00\x00\x00\xFE\x65\x13\x69\x00\x00\x00\x00\x3B\x91\xAE\x30\x00\x00\x00\x00\x83\x3C\x5D\xA6\x00\x00\x00\x00\xBA\xEE\x72\x67\x00\x00\x00\x00\x63\x09\x94\xF1\x00\x00\x00\x00\xA9\xD7\x32\x30\x00\x00\x00\x00\x22\x3C\x82\x63\x00\x00\x00\x00\xD6\xDC\xF0\xAF\x00\x00\x00\x00\xB7\xBD\x60\x73\xA2\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x469B8B27), ('P4rIngress.bitmap_seq.seq', 0xA2291FC5)], 13260)
        self.setRegisterValue('P4rIngress.rounds', 0xA2291FC5, 13260)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13260)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13260)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13260)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13260)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4567),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B5B),
                gc.DataTuple('slot_count', 0x00000928),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC31253BA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0xB017ECC4),
                gc.KeyTuple('src_port', 0x8DA6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4567),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x03EF),
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
        ig_port = 46
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB0\x17\xEC\xC4\x00\x00\x00\x00\x8D\xA6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x45\x67\x00\x04\xC3\x12\x53\xBA\x08\x71\x03\x00\x11\x1F\x06\x81\x00\x40\x00\x00\x00\x00\x00\x00\xCD\xD7\x49\xF4\x00\x00\x00\x00\xD2\x98\xE1\x1A\x00\x00\x00\x00\x6A\xCA\x36\xD7\x00\x00\x00\x00\x2B\xE5\x14\xBE\x00\x00\x00\x00\x5B\xBD\x6B\xD1\x00\x00\x00\x00\x13\x65\xF7\x8B\x00\x00\x00\x00\x86\x99\xB8\x58\x00\x00\x00\x00\xD1\xE0\x44\x95\x00\x00\x00\x00\xB4\x34\x8B\xDB\x00\x00\x00\x00\xB4\x6D\x44\x43\x00\x00\x00\x00\x07\xA6\xE3\x23\x00\x00\x00\x00\x57\xE8\xB3\xA2\x00\x00\x00\x00\x10\xEF\x3E\xBE\x00\x00\x00\x00\x10\x01\x34\xE1\x00\x00\x00\x00\xA0\x10\x7D\x91\x00\x00\x00\x00\xC5\x52\xBF\x2F\x00\x00\x00\x00\x5D\x3C\x58\x9E\x00\x00\x00\x00\x86\x77\xFF\xC6\x00\x00\x00\x00\x7C\x1F\xA8\x3D\x00\x00\x00\x00\x61\xB0\x37\xC9\x00\x00\x00\x00\xCA\x79\xF4\xAF\x00\x00\x00\x00\xC9\x6D\x22\xB2\x00\x00\x00\x00\x98\xDF\x5E\x94\x00\x00\x00\x00\xB9\x94\x54\xCB\x00\x00\x00\x00\x21\x5B\x5B\xA9\x00\x00\x00\x00\x8B\x6A\xCC\x0E\x00\x00\x00\x00\xCE\x44\x3F\x75\x00\x00\x00\x00\x6D\x5A\x7C\x09\x00\x00\x00\x00\x29\xB7\x9B\xC7\x00\x00\x00\x00\xF7\xCC\x14\x9C\x00\x00\x00\x00\x37\xAC\x1A\xD8\x00\x00\x00\x00\x6C\x2E\xC1\xA7\x31\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB0\x17\xEC\xC4\x00\x00\x00\x00\x8D\xA6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x45\x67\x00\x04\xC3\x12\x53\xBA\x08\x71\x03\x00\x11\x1F\x06\x81\x00\x40\x00\x00\x00\x00\x00\x00\xCD\xD7\x49\xF4\x00\x00\x00\x00\xD2\x98\xE1\x1A\x00\x00\x00\x00\x6A\xCA\x36\xD7\x00\x00\x00\x00\x2B\xE5\x14\xBE\x00\x00\x00\x00\x5B\xBD\x6B\xD1\x00\x00\x00\x00\x13\x65\xF7\x8B\x00\x00\x00\x00\x86\x99\xB8\x58\x00\x00\x00\x00\xD1\xE0\x44\x95\x00\x00\x00\x00\xB4\x34\x8B\xDB\x00\x00\x00\x00\xB4\x6D\x44\x43\x00\x00\x00\x00\x07\xA6\xE3\x23\x00\x00\x00\x00\x57\xE8\xB3\xA2\x00\x00\x00\x00\x10\xEF\x3E\xBE\x00\x00\x00\x00\x10\x01\x34\xE1\x00\x00\x00\x00\xA0\x10\x7D\x91\x00\x00\x00\x00\xC5\x52\xBF\x2F\x00\x00\x00\x00\x5D\x3C\x58\x9E\x00\x00\x00\x00\x86\x77\xFF\xC6\x00\x00\x00\x00\x7C\x1F\xA8\x3D\x00\x00\x00\x00\x61\xB0\x37\xC9\x00\x00\x00\x00\xCA\x79\xF4\xAF\x00\x00\x00\x00\xC9\x6D\x22\xB2\x00\x00\x00\x00\x98\xDF\x5E\x94\x00\x00\x00\x00\xB9\x94\x54\xCB\x00\x00\x00\x00\x21\x5B\x5B\xA9\x00\x00\x00\x00\x8B\x6A\xCC\x0E\x00\x00\x00\x00\xCE\x44\x3F\x75\x00\x00\x00\x00\x6D\x5A\x7C\x09\x00\x00\x00\x00\x29\xB7\x9B\xC7\x00\x00\x00\x00\xF7\xCC\x14\x9C\x00\x00\x00\x00\x37\xAC\x1A\xD8\x00\x00\x00\x00\x6C\x2E\xC1\xA7\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x33\xCC\x03\xEF\x00\x00\x00\x00\x00\x10\x11\x1F\x06\x81\x11\x1F\x06\x81\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xCD\xD7\x49\xF4\x00\x00\x00\x00\xD2\x98\xE1\x1A\x00\x00\x00\x00\x6A\xCA\x36\xD7\x00\x00\x00\x00\x2B\xE5\x14\xBE\x00\x00\x00\x00\x5B\xBD\x6B\xD1\x00\x00\x00\x00\x13\x65\xF7\x8B\x00\x00\x00\x00\x86\x99\xB8\x58\x00\x00\x00\x00\xD1\xE0\x44\x95\x00\x00\x00\x00\xB4\x34\x8B\xDB\x00\x00\x00\x00\xB4\x6D\x44\x43\x00\x00\x00\x00\x07\xA6\xE3\x23\x00\x00\x00\x00\x57\xE8\xB3\xA2\x00\x00\x00\x00\x10\xEF\x3E\xBE\x00\x00\x00\x00\x10\x01\x34\xE1\x00\x00\x00\x00\xA0\x10\x7D\x91\x00\x00\x00\x00\xC5\x52\xBF\x2F\x00\x00\x00\x00\x5D\x3C\x58\x9E\x00\x00\x00\x00\x86\x77\xFF\xC6\x00\x00\x00\x00\x7C\x1F\xA8\x3D\x00\x00\x00\x00\x61\xB0\x37\xC9\x00\x00\x00\x00\xCA\x79\xF4\xAF\x00\x00\x00\x00\xC9\x6D\x22\xB2\x00\x00\x00\x00\x98\xDF\x5E\x94\x00\x00\x00\x00\xB9\x94\x54\xCB\x00\x00\x00\x00\x21\x5B\x5B\xA9\x00\x00\x00\x00\x8B\x6A\xCC\x0E\x00\x00\x00\x00\xCE\x44\x3F\x75\x00\x00\x00\x00\x6D\x5A\x7C\x09\x00\x00\x00\x00\x29\xB7\x9B\xC7\x00\x00\x00\x00\xF7\xCC\x14\x9C\x00\x00\x00\x00\x37\xAC\x1A\xD8\x00\x00\x00\x00\x6C\x2E\xC1\xA7\x31\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5107CE55), ('P4rIngress.bitmap_seq.seq', 0x384690B8)], 11248)
        self.setRegisterValue('P4rIngress.rounds', 0x384690B8, 11248)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11248)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11248)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11248)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11248)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE451),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AAF),
                gc.DataTuple('slot_count', 0x00001165),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x58EEE0DD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x17DE08A1),
                gc.KeyTuple('src_port', 0x3BAB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE451),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x026F),
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
        ig_port = 16
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\xDE\x08\xA1\x00\x00\x00\x00\x3B\xAB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE4\x51\x00\x09\x58\xEE\xE0\xDD\x01\x41\x01\x00\x40\x9A\x3C\xA0\x00\x40\x00\x00\x00\x00\x00\x00\xC3\xB7\x72\x64\x00\x00\x00\x00\xBD\xD6\x8D\xDA\x00\x00\x00\x00\xCE\x4A\x5E\x34\x00\x00\x00\x00\x47\x54\x48\xDD\x00\x00\x00\x00\x4D\x23\x7C\xD0\x00\x00\x00\x00\xC6\x02\x02\xFD\x00\x00\x00\x00\x2E\x53\xC2\xB3\x00\x00\x00\x00\xE2\x35\x80\x36\x00\x00\x00\x00\x7E\xE5\x69\xA9\x00\x00\x00\x00\x02\x57\x72\xB1\x00\x00\x00\x00\x9C\x8F\x12\xE3\x00\x00\x00\x00\xC7\x41\xEE\x32\x00\x00\x00\x00\x99\xFE\xF5\xC7\x00\x00\x00\x00\x1C\x88\xB4\x0D\x00\x00\x00\x00\xBC\xF2\x15\x6B\x00\x00\x00\x00\x34\xD2\x17\xB3\x00\x00\x00\x00\xC1\xAE\x36\x23\x00\x00\x00\x00\xD7\xE5\x40\x6B\x00\x00\x00\x00\xED\xFB\xD3\x63\x00\x00\x00\x00\xCA\x12\x4F\x4E\x00\x00\x00\x00\x4A\x18\xD6\x62\x00\x00\x00\x00\x31\xA8\x71\x2D\x00\x00\x00\x00\x03\x0A\xD3\xB6\x00\x00\x00\x00\xD8\x6B\x42\x69\x00\x00\x00\x00\x7D\x99\xA5\x4B\x00\x00\x00\x00\xE4\x50\x90\xF4\x00\x00\x00\x00\xFD\x69\xFB\xCE\x00\x00\x00\x00\xBD\x0D\xA1\x49\x00\x00\x00\x00\x7B\x38\xE7\xFD\x00\x00\x00\x00\x2C\x69\x75\x7A\x00\x00\x00\x00\xF7\xF3\x18\x21\x00\x00\x00\x00\xDF\x6D\x05\x6C\x24\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x17\xDE\x08\xA1\xBE\xEF\x3B\xAB\x01\x20\x00\x00\x50\x34\x02\x82\xE4\x51\x00\x09\x58\xEE\xE0\xDD\x01\x41\x01\x00\x40\x9A\x3C\xA0\x00\x40\x00\x01\x00\x00\x00\x00\xC3\xB7\x72\x64\x00\x00\x00\x00\xBD\xD6\x8D\xDA\x00\x00\x00\x00\xCE\x4A\x5E\x34\x00\x00\x00\x00\x47\x54\x48\xDD\x00\x00\x00\x00\x4D\x23\x7C\xD0\x00\x00\x00\x00\xC6\x02\x02\xFD\x00\x00\x00\x00\x2E\x53\xC2\xB3\x00\x00\x00\x00\xE2\x35\x80\x36\x00\x00\x00\x00\x7E\xE5\x69\xA9\x00\x00\x00\x00\x02\x57\x72\xB1\x00\x00\x00\x00\x9C\x8F\x12\xE3\x00\x00\x00\x00\xC7\x41\xEE\x32\x00\x00\x00\x00\x99\xFE\xF5\xC7\x00\x00\x00\x00\x1C\x88\xB4\x0D\x00\x00\x00\x00\xBC\xF2\x15\x6B\x00\x00\x00\x00\x34\xD2\x17\xB3\x00\x00\x00\x00\xC1\xAE\x36\x23\x00\x00\x00\x00\xD7\xE5\x40\x6B\x00\x00\x00\x00\xED\xFB\xD3\x63\x00\x00\x00\x00\xCA\x12\x4F\x4E\x00\x00\x00\x00\x4A\x18\xD6\x62\x00\x00\x00\x00\x31\xA8\x71\x2D\x00\x00\x00\x00\x03\x0A\xD3\xB6\x00\x00\x00\x00\xD8\x6B\x42\x69\x00\x00\x00\x00\x7D\x99\xA5\x4B\x00\x00\x00\x00\xE4\x50\x90\xF4\x00\x00\x00\x00\xFD\x69\xFB\xCE\x00\x00\x00\x00\xBD\x0D\xA1\x49\x00\x00\x00\x00\x7B\x38\xE7\xFD\x00\x00\x00\x00\x2C\x69\x75\x7A\x00\x00\x00\x00\xF7\xF3\x18\x21\x00\x00\x00\x00\xDF\x6D\x05\x6C\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2B\xF0\x02\x6F\x00\x00\x00\x00\x02\x00\x40\x9A\x3C\xA0\x40\x9A\x3C\xA0\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC3\xB7\x72\x64\x00\x00\x00\x00\xBD\xD6\x8D\xDA\x00\x00\x00\x00\xCE\x4A\x5E\x34\x00\x00\x00\x00\x47\x54\x48\xDD\x00\x00\x00\x00\x4D\x23\x7C\xD0\x00\x00\x00\x00\xC6\x02\x02\xFD\x00\x00\x00\x00\x2E\x53\xC2\xB3\x00\x00\x00\x00\xE2\x35\x80\x36\x00\x00\x00\x00\x7E\xE5\x69\xA9\x00\x00\x00\x00\x02\x57\x72\xB1\x00\x00\x00\x00\x9C\x8F\x12\xE3\x00\x00\x00\x00\xC7\x41\xEE\x32\x00\x00\x00\x00\x99\xFE\xF5\xC7\x00\x00\x00\x00\x1C\x88\xB4\x0D\x00\x00\x00\x00\xBC\xF2\x15\x6B\x00\x00\x00\x00\x34\xD2\x17\xB3\x00\x00\x00\x00\xC1\xAE\x36\x23\x00\x00\x00\x00\xD7\xE5\x40\x6B\x00\x00\x00\x00\xED\xFB\xD3\x63\x00\x00\x00\x00\xCA\x12\x4F\x4E\x00\x00\x00\x00\x4A\x18\xD6\x62\x00\x00\x00\x00\x31\xA8\x71\x2D\x00\x00\x00\x00\x03\x0A\xD3\xB6\x00\x00\x00\x00\xD8\x6B\x42\x69\x00\x00\x00\x00\x7D\x99\xA5\x4B\x00\x00\x00\x00\xE4\x50\x90\xF4\x00\x00\x00\x00\xFD\x69\xFB\xCE\x00\x00\x00\x00\xBD\x0D\xA1\x49\x00\x00\x00\x00\x7B\x38\xE7\xFD\x00\x00\x00\x00\x2C\x69\x75\x7A\x00\x00\x00\x00\xF7\xF3\x18\x21\x00\x00\x00\x00\xDF\x6D\x05\x6C\x24\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD86ADAC2), ('P4rIngress.bitmap_seq.seq', 0x3C8AC730)], 12090)
        self.setRegisterValue('P4rIngress.rounds', 0x3C8AC730, 12090)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12090)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12090)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12090)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12090)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6DDB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B1C),
                gc.DataTuple('slot_count', 0x0000062E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCED6FDC7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x38670A0D),
                gc.KeyTuple('src_port', 0x4B99),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6DDB),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x0364),
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
        ig_port = 50
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x38\x67\x0A\x0D\x00\x00\x00\x00\x4B\x99\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6D\xDB\x00\x16\xCE\xD6\xFD\xC7\x04\x1E\x01\x00\x61\x42\xD4\x35\x00\x40\x00\x00\x00\x00\x00\x00\xF2\xD4\xD2\x8A\x00\x00\x00\x00\x1C\x54\xFB\x44\x00\x00\x00\x00\x77\x28\x2C\xB3\x00\x00\x00\x00\xF9\x1A\x74\x8C\x00\x00\x00\x00\x45\x88\xDC\x80\x00\x00\x00\x00\xF9\xF0\xB3\xCF\x00\x00\x00\x00\x6C\x1C\x73\x3B\x00\x00\x00\x00\xBC\x0D\xDE\x88\x00\x00\x00\x00\x9B\x5A\x8C\xFE\x00\x00\x00\x00\x12\x17\x49\x19\x00\x00\x00\x00\x1B\x76\xD4\x9A\x00\x00\x00\x00\x1A\xAB\xAA\xA9\x00\x00\x00\x00\xA0\xB7\xA5\x84\x00\x00\x00\x00\x15\xE9\xDA\x9E\x00\x00\x00\x00\xB0\x0F\x85\x36\x00\x00\x00\x00\x93\x57\x11\x38\x00\x00\x00\x00\xF5\x73\x3A\x25\x00\x00\x00\x00\x33\x72\x55\x46\x00\x00\x00\x00\x23\x4F\xB8\x61\x00\x00\x00\x00\xFB\x08\x48\xCB\x00\x00\x00\x00\xE5\xED\xC2\x4F\x00\x00\x00\x00\x65\xD4\x67\x73\x00\x00\x00\x00\x7F\xBA\x06\x9F\x00\x00\x00\x00\x05\x3F\xFA\x60\x00\x00\x00\x00\x73\xA4\x11\xE2\x00\x00\x00\x00\xF8\xEB\x96\x0F\x00\x00\x00\x00\xE7\x38\x73\x21\x00\x00\x00\x00\xA3\xFF\xEA\xFE\x00\x00\x00\x00\x2C\x06\xCB\x9C\x00\x00\x00\x00\x12\x77\xEE\xE0\x00\x00\x00\x00\x65\xC6\xD3\x3F\x00\x00\x00\x00\xD1\xDC\x29\x00\x3E\x2E\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x38\x67\x0A\x0D\x00\x00\x00\x00\x4B\x99\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6D\xDB\x00\x16\xCE\xD6\xFD\xC7\x04\x1E\x01\x00\x61\x42\xD4\x35\x00\x40\x00\x00\x00\x00\x00\x00\xF2\xD4\xD2\x8A\x00\x00\x00\x00\x1C\x54\xFB\x44\x00\x00\x00\x00\x77\x28\x2C\xB3\x00\x00\x00\x00\xF9\x1A\x74\x8C\x00\x00\x00\x00\x45\x88\xDC\x80\x00\x00\x00\x00\xF9\xF0\xB3\xCF\x00\x00\x00\x00\x6C\x1C\x73\x3B\x00\x00\x00\x00\xBC\x0D\xDE\x88\x00\x00\x00\x00\x9B\x5A\x8C\xFE\x00\x00\x00\x00\x12\x17\x49\x19\x00\x00\x00\x00\x1B\x76\xD4\x9A\x00\x00\x00\x00\x1A\xAB\xAA\xA9\x00\x00\x00\x00\xA0\xB7\xA5\x84\x00\x00\x00\x00\x15\xE9\xDA\x9E\x00\x00\x00\x00\xB0\x0F\x85\x36\x00\x00\x00\x00\x93\x57\x11\x38\x00\x00\x00\x00\xF5\x73\x3A\x25\x00\x00\x00\x00\x33\x72\x55\x46\x00\x00\x00\x00\x23\x4F\xB8\x61\x00\x00\x00\x00\xFB\x08\x48\xCB\x00\x00\x00\x00\xE5\xED\xC2\x4F\x00\x00\x00\x00\x65\xD4\x67\x73\x00\x00\x00\x00\x7F\xBA\x06\x9F\x00\x00\x00\x00\x05\x3F\xFA\x60\x00\x00\x00\x00\x73\xA4\x11\xE2\x00\x00\x00\x00\xF8\xEB\x96\x0F\x00\x00\x00\x00\xE7\x38\x73\x21\x00\x00\x00\x00\xA3\xFF\xEA\xFE\x00\x00\x00\x00\x2C\x06\xCB\x9C\x00\x00\x00\x00\x12\x77\xEE\xE0\x00\x00\x00\x00\x65\xC6\xD3\x3F\x00\x00\x00\x00\xD1\xDC\x29\x00\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2F\x3A\x03\x64\x00\x00\x00\x40\x00\x00\x61\x42\xD4\x35\x61\x42\xD4\x35\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF2\xD4\xD2\x8A\x00\x00\x00\x00\x1C\x54\xFB\x44\x00\x00\x00\x00\x77\x28\x2C\xB3\x00\x00\x00\x00\xF9\x1A\x74\x8C\x00\x00\x00\x00\x45\x88\xDC\x80\x00\x00\x00\x00\xF9\xF0\xB3\xCF\x00\x00\x00\x00\x6C\x1C\x73\x3B\x00\x00\x00\x00\xBC\x0D\xDE\x88\x00\x00\x00\x00\x9B\x5A\x8C\xFE\x00\x00\x00\x00\x12\x17\x49\x19\x00\x00\x00\x00\x1B\x76\xD4\x9A\x00\x00\x00\x00\x1A\xAB\xAA\xA9\x00\x00\x00\x00\xA0\xB7\xA5\x84\x00\x00\x00\x00\x15\xE9\xDA\x9E\x00\x00\x00\x00\xB0\x0F\x85\x36\x00\x00\x00\x00\x93\x57\x11\x38\x00\x00\x00\x00\xF5\x73\x3A\x25\x00\x00\x00\x00\x33\x72\x55\x46\x00\x00\x00\x00\x23\x4F\xB8\x61\x00\x00\x00\x00\xFB\x08\x48\xCB\x00\x00\x00\x00\xE5\xED\xC2\x4F\x00\x00\x00\x00\x65\xD4\x67\x73\x00\x00\x00\x00\x7F\xBA\x06\x9F\x00\x00\x00\x00\x05\x3F\xFA\x60\x00\x00\x00\x00\x73\xA4\x11\xE2\x00\x00\x00\x00\xF8\xEB\x96\x0F\x00\x00\x00\x00\xE7\x38\x73\x21\x00\x00\x00\x00\xA3\xFF\xEA\xFE\x00\x00\x00\x00\x2C\x06\xCB\x9C\x00\x00\x00\x00\x12\x77\xEE\xE0\x00\x00\x00\x00\x65\xC6\xD3\x3F\x00\x00\x00\x00\xD1\xDC\x29\x00\x3E\x2E\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBD694C11), ('P4rIngress.bitmap_seq.seq', 0x55C4DA9C)], 14456)
        self.setRegisterValue('P4rIngress.rounds', 0x55C4DA9C, 14456)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 14456)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14456)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 14456)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 14456)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x110E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E7D),
                gc.DataTuple('slot_count', 0x00001156),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE13CECE2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x5AC4E637),
                gc.KeyTuple('src_port', 0x2BFD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x110E),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x03E1),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\xC4\xE6\x37\x00\x00\x00\x00\x2B\xFD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x11\x0E\x00\x03\xE1\x3C\xEC\xE2\x09\xFB\x03\x00\x99\xB1\x5E\x1D\x00\x40\x00\x00\x00\x00\x00\x00\x14\xD4\x65\xD6\x00\x00\x00\x00\x17\xA5\xCA\xD8\x00\x00\x00\x00\x07\xA5\x15\x9C\x00\x00\x00\x00\x08\x2B\xE3\xDD\x00\x00\x00\x00\x34\xB8\x18\xAA\x00\x00\x00\x00\x45\x45\x46\xCF\x00\x00\x00\x00\x4A\xA5\x55\xFF\x00\x00\x00\x00\x61\x0E\x32\x24\x00\x00\x00\x00\xB6\xC8\x4B\x12\x00\x00\x00\x00\x9A\x91\x8F\x28\x00\x00\x00\x00\x54\xC1\x8F\x62\x00\x00\x00\x00\x74\x88\x94\x48\x00\x00\x00\x00\x70\x15\xFD\x1D\x00\x00\x00\x00\x3D\x9F\x1D\x8A\x00\x00\x00\x00\x0B\xE6\x32\x61\x00\x00\x00\x00\x34\x67\x0E\x4D\x00\x00\x00\x00\x4C\xF9\x3E\x5D\x00\x00\x00\x00\x03\xB6\x51\x50\x00\x00\x00\x00\xA6\xF7\x3F\xB7\x00\x00\x00\x00\x7B\x4B\xA2\x42\x00\x00\x00\x00\x10\x71\xF5\x27\x00\x00\x00\x00\x46\xFF\x1E\xAD\x00\x00\x00\x00\x88\x39\x68\x4B\x00\x00\x00\x00\xE9\x53\xE4\x36\x00\x00\x00\x00\xFE\xC7\x85\xC3\x00\x00\x00\x00\x86\xCC\x7D\x59\x00\x00\x00\x00\xCB\xDB\x34\x9A\x00\x00\x00\x00\x65\x7C\x9B\xEB\x00\x00\x00\x00\xF2\xDC\x5C\xB3\x00\x00\x00\x00\x41\x4E\x57\xF7\x00\x00\x00\x00\x6E\x83\xFC\x9A\x00\x00\x00\x00\x33\x1A\x32\x8C\x40\xFE\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5A\xC4\xE6\x37\xBE\xEF\x2B\xFD\x01\x20\x00\x00\x50\x34\x02\x82\x11\x0E\x00\x03\xE1\x3C\xEC\xE2\x09\xFB\x01\x00\x99\xB1\x5E\x1D\x00\x40\x00\x01\x00\x00\x00\x00\x14\xD4\x65\xD6\x00\x00\x00\x00\x17\xA5\xCA\xD8\x00\x00\x00\x00\x07\xA5\x15\x9C\x00\x00\x00\x00\x08\x2B\xE3\xDD\x00\x00\x00\x00\x34\xB8\x18\xAA\x00\x00\x00\x00\x45\x45\x46\xCF\x00\x00\x00\x00\x4A\xA5\x55\xFF\x00\x00\x00\x00\x61\x0E\x32\x24\x00\x00\x00\x00\xB6\xC8\x4B\x12\x00\x00\x00\x00\x9A\x91\x8F\x28\x00\x00\x00\x00\x54\xC1\x8F\x62\x00\x00\x00\x00\x74\x88\x94\x48\x00\x00\x00\x00\x70\x15\xFD\x1D\x00\x00\x00\x00\x3D\x9F\x1D\x8A\x00\x00\x00\x00\x0B\xE6\x32\x61\x00\x00\x00\x00\x34\x67\x0E\x4D\x00\x00\x00\x00\x4C\xF9\x3E\x5D\x00\x00\x00\x00\x03\xB6\x51\x50\x00\x00\x00\x00\xA6\xF7\x3F\xB7\x00\x00\x00\x00\x7B\x4B\xA2\x42\x00\x00\x00\x00\x10\x71\xF5\x27\x00\x00\x00\x00\x46\xFF\x1E\xAD\x00\x00\x00\x00\x88\x39\x68\x4B\x00\x00\x00\x00\xE9\x53\xE4\x36\x00\x00\x00\x00\xFE\xC7\x85\xC3\x00\x00\x00\x00\x86\xCC\x7D\x59\x00\x00\x00\x00\xCB\xDB\x34\x9A\x00\x00\x00\x00\x65\x7C\x9B\xEB\x00\x00\x00\x00\xF2\xDC\x5C\xB3\x00\x00\x00\x00\x41\x4E\x57\xF7\x00\x00\x00\x00\x6E\x83\xFC\x9A\x00\x00\x00\x00\x33\x1A\x32\x8C\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x38\x78\x03\xE1\x00\x00\x00\x00\x00\x08\x99\xB1\x5E\x1D\x99\xB1\x5E\x1D\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x14\xD4\x65\xD6\x00\x00\x00\x00\x17\xA5\xCA\xD8\x00\x00\x00\x00\x07\xA5\x15\x9C\x00\x00\x00\x00\x08\x2B\xE3\xDD\x00\x00\x00\x00\x34\xB8\x18\xAA\x00\x00\x00\x00\x45\x45\x46\xCF\x00\x00\x00\x00\x4A\xA5\x55\xFF\x00\x00\x00\x00\x61\x0E\x32\x24\x00\x00\x00\x00\xB6\xC8\x4B\x12\x00\x00\x00\x00\x9A\x91\x8F\x28\x00\x00\x00\x00\x54\xC1\x8F\x62\x00\x00\x00\x00\x74\x88\x94\x48\x00\x00\x00\x00\x70\x15\xFD\x1D\x00\x00\x00\x00\x3D\x9F\x1D\x8A\x00\x00\x00\x00\x0B\xE6\x32\x61\x00\x00\x00\x00\x34\x67\x0E\x4D\x00\x00\x00\x00\x4C\xF9\x3E\x5D\x00\x00\x00\x00\x03\xB6\x51\x50\x00\x00\x00\x00\xA6\xF7\x3F\xB7\x00\x00\x00\x00\x7B\x4B\xA2\x42\x00\x00\x00\x00\x10\x71\xF5\x27\x00\x00\x00\x00\x46\xFF\x1E\xAD\x00\x00\x00\x00\x88\x39\x68\x4B\x00\x00\x00\x00\xE9\x53\xE4\x36\x00\x00\x00\x00\xFE\xC7\x85\xC3\x00\x00\x00\x00\x86\xCC\x7D\x59\x00\x00\x00\x00\xCB\xDB\x34\x9A\x00\x00\x00\x00\x65\x7C\x9B\xEB\x00\x00\x00\x00\xF2\xDC\x5C\xB3\x00\x00\x00\x00\x41\x4E\x57\xF7\x00\x00\x00\x00\x6E\x83\xFC\x9A\x00\x00\x00\x00\x33\x1A\x32\x8C\x40\xFE\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB9CF9930), ('P4rIngress.bitmap_seq.seq', 0x2C484563)], 10536)
        self.setRegisterValue('P4rIngress.rounds', 0x2C484563, 10536)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 10536)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10536)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10536)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10536)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x552C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005BE),
                gc.DataTuple('slot_count', 0x00001087),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF64C6BBD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0x4C4EA91A),
                gc.KeyTuple('src_port', 0x0ACA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x552C),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0245),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4C\x4E\xA9\x1A\x00\x00\x00\x00\x0A\xCA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x55\x2C\x00\x0F\xF6\x4C\x6B\xBD\x03\x6A\x07\x00\xAB\x21\x73\x72\x00\x40\x00\x00\x00\x00\x00\x00\xDE\xD8\x75\x74\x00\x00\x00\x00\x8F\x22\x9C\xFE\x00\x00\x00\x00\xE4\xE2\x5B\xB1\x00\x00\x00\x00\xA8\x86\x1D\xA1\x00\x00\x00\x00\xA5\x48\xE0\xC5\x00\x00\x00\x00\xCD\xC6\x4D\xAB\x00\x00\x00\x00\xE2\xA3\x37\x75\x00\x00\x00\x00\x25\x9E\xDB\x9B\x00\x00\x00\x00\xA5\xD9\xE0\xF7\x00\x00\x00\x00\x22\x9B\x4D\x44\x00\x00\x00\x00\x46\xD8\x70\x39\x00\x00\x00\x00\x2C\x93\xC1\xF8\x00\x00\x00\x00\xE3\xA0\x79\xFA\x00\x00\x00\x00\x6B\x77\x6A\xA0\x00\x00\x00\x00\x6C\x6E\x64\x28\x00\x00\x00\x00\x6A\xDC\x03\xDC\x00\x00\x00\x00\xFB\x9E\xDC\xFD\x00\x00\x00\x00\x60\xD1\x68\x1A\x00\x00\x00\x00\xC1\x6D\x05\x19\x00\x00\x00\x00\xE3\xF2\x04\xED\x00\x00\x00\x00\x84\x15\xFD\x0B\x00\x00\x00\x00\xB3\xFF\xC0\xD3\x00\x00\x00\x00\x0A\x25\x6E\xF1\x00\x00\x00\x00\xA6\xA3\xF9\xD4\x00\x00\x00\x00\x5A\xB8\x2F\x8F\x00\x00\x00\x00\x48\x7B\x37\x61\x00\x00\x00\x00\xE1\x26\x1C\x92\x00\x00\x00\x00\x43\x2E\xE1\xDB\x00\x00\x00\x00\x9D\x86\x26\xEC\x00\x00\x00\x00\x27\x1B\x76\x18\x00\x00\x00\x00\x69\xD1\xFF\xD4\x00\x00\x00\x00\x1C\x06\xEA\x23\x4D\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4C\x4E\xA9\x1A\xBE\xEF\x0A\xCA\x01\x20\x00\x00\x50\x34\x02\x82\x55\x2C\x00\x0F\xF6\x4C\x6B\xBD\x03\x6A\x01\x00\xAB\x21\x73\x72\x00\x40\x00\x01\x00\x00\x00\x00\xDE\xD8\x75\x74\x00\x00\x00\x00\x8F\x22\x9C\xFE\x00\x00\x00\x00\xE4\xE2\x5B\xB1\x00\x00\x00\x00\xA8\x86\x1D\xA1\x00\x00\x00\x00\xA5\x48\xE0\xC5\x00\x00\x00\x00\xCD\xC6\x4D\xAB\x00\x00\x00\x00\xE2\xA3\x37\x75\x00\x00\x00\x00\x25\x9E\xDB\x9B\x00\x00\x00\x00\xA5\xD9\xE0\xF7\x00\x00\x00\x00\x22\x9B\x4D\x44\x00\x00\x00\x00\x46\xD8\x70\x39\x00\x00\x00\x00\x2C\x93\xC1\xF8\x00\x00\x00\x00\xE3\xA0\x79\xFA\x00\x00\x00\x00\x6B\x77\x6A\xA0\x00\x00\x00\x00\x6C\x6E\x64\x28\x00\x00\x00\x00\x6A\xDC\x03\xDC\x00\x00\x00\x00\xFB\x9E\xDC\xFD\x00\x00\x00\x00\x60\xD1\x68\x1A\x00\x00\x00\x00\xC1\x6D\x05\x19\x00\x00\x00\x00\xE3\xF2\x04\xED\x00\x00\x00\x00\x84\x15\xFD\x0B\x00\x00\x00\x00\xB3\xFF\xC0\xD3\x00\x00\x00\x00\x0A\x25\x6E\xF1\x00\x00\x00\x00\xA6\xA3\xF9\xD4\x00\x00\x00\x00\x5A\xB8\x2F\x8F\x00\x00\x00\x00\x48\x7B\x37\x61\x00\x00\x00\x00\xE1\x26\x1C\x92\x00\x00\x00\x00\x43\x2E\xE1\xDB\x00\x00\x00\x00\x9D\x86\x26\xEC\x00\x00\x00\x00\x27\x1B\x76\x18\x00\x00\x00\x00\x69\xD1\xFF\xD4\x00\x00\x00\x00\x1C\x06\xEA\x23\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x29\x28\x02\x45\x00\x00\x00\x00\x80\x00\xAB\x21\x73\x72\xAB\x21\x73\x72\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xDE\xD8\x75\x74\x00\x00\x00\x00\x8F\x22\x9C\xFE\x00\x00\x00\x00\xE4\xE2\x5B\xB1\x00\x00\x00\x00\xA8\x86\x1D\xA1\x00\x00\x00\x00\xA5\x48\xE0\xC5\x00\x00\x00\x00\xCD\xC6\x4D\xAB\x00\x00\x00\x00\xE2\xA3\x37\x75\x00\x00\x00\x00\x25\x9E\xDB\x9B\x00\x00\x00\x00\xA5\xD9\xE0\xF7\x00\x00\x00\x00\x22\x9B\x4D\x44\x00\x00\x00\x00\x46\xD8\x70\x39\x00\x00\x00\x00\x2C\x93\xC1\xF8\x00\x00\x00\x00\xE3\xA0\x79\xFA\x00\x00\x00\x00\x6B\x77\x6A\xA0\x00\x00\x00\x00\x6C\x6E\x64\x28\x00\x00\x00\x00\x6A\xDC\x03\xDC\x00\x00\x00\x00\xFB\x9E\xDC\xFD\x00\x00\x00\x00\x60\xD1\x68\x1A\x00\x00\x00\x00\xC1\x6D\x05\x19\x00\x00\x00\x00\xE3\xF2\x04\xED\x00\x00\x00\x00\x84\x15\xFD\x0B\x00\x00\x00\x00\xB3\xFF\xC0\xD3\x00\x00\x00\x00\x0A\x25\x6E\xF1\x00\x00\x00\x00\xA6\xA3\xF9\xD4\x00\x00\x00\x00\x5A\xB8\x2F\x8F\x00\x00\x00\x00\x48\x7B\x37\x61\x00\x00\x00\x00\xE1\x26\x1C\x92\x00\x00\x00\x00\x43\x2E\xE1\xDB\x00\x00\x00\x00\x9D\x86\x26\xEC\x00\x00\x00\x00\x27\x1B\x76\x18\x00\x00\x00\x00\x69\xD1\xFF\xD4\x00\x00\x00\x00\x1C\x06\xEA\x23\x4D\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3581EE52), ('P4rIngress.bitmap_seq.seq', 0x08EB289A)], 11798)
        self.setRegisterValue('P4rIngress.rounds', 0x08EB289A, 11798)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11798)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11798)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11798)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11798)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2407),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000031),
                gc.DataTuple('slot_count', 0x0000151F),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9BC1FDCD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0xEA5556F9),
                gc.KeyTuple('src_port', 0x2FF1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2407),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x00E0),
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
        ig_port = 50
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEA\x55\x56\xF9\x00\x00\x00\x00\x2F\xF1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x24\x07\x00\x0A\x9B\xC1\xFD\xCD\x0D\xE5\x07\x00\x85\x76\x8C\x56\x00\x40\x00\x00\x00\x00\x00\x00\xDF\xFB\x4F\x10\x00\x00\x00\x00\x2F\x89\xBE\x0E\x00\x00\x00\x00\x04\x68\xF2\x71\x00\x00\x00\x00\x7D\xC8\x16\x72\x00\x00\x00\x00\x7E\x48\xCD\x69\x00\x00\x00\x00\x38\x0B\x79\x61\x00\x00\x00\x00\x26\x2A\x06\x6B\x00\x00\x00\x00\x59\x1B\x50\x4F\x00\x00\x00\x00\x76\x7C\x02\xE8\x00\x00\x00\x00\x05\x52\xD1\x06\x00\x00\x00\x00\x46\x27\x96\x98\x00\x00\x00\x00\x3E\x2D\x08\x8A\x00\x00\x00\x00\x2F\x05\x7B\x0C\x00\x00\x00\x00\xCB\xA5\x18\x47\x00\x00\x00\x00\xAC\x6A\xAE\x17\x00\x00\x00\x00\x0F\xFA\x9A\x29\x00\x00\x00\x00\x4E\xB0\x57\x5E\x00\x00\x00\x00\x1A\x38\xB4\x75\x00\x00\x00\x00\x7E\x77\x8D\x6C\x00\x00\x00\x00\x9A\x79\x06\xCB\x00\x00\x00\x00\xA6\x9D\xC5\xE8\x00\x00\x00\x00\xA1\x24\x4B\xB7\x00\x00\x00\x00\x49\xF2\xA4\x47\x00\x00\x00\x00\x23\x2B\x13\x85\x00\x00\x00\x00\x5F\x97\xCD\xA6\x00\x00\x00\x00\x0E\x53\x14\x3A\x00\x00\x00\x00\x6A\x7F\xFE\xA7\x00\x00\x00\x00\x6F\x6D\xEF\x56\x00\x00\x00\x00\xDA\xD8\x66\x9D\x00\x00\x00\x00\x92\xAB\x29\x2B\x00\x00\x00\x00\xD1\xD6\x24\xCC\x00\x00\x00\x00\x19\x48\xEB\x32\x5A\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEA\x55\x56\xF9\xBE\xEF\x2F\xF1\x01\x20\x00\x00\x50\x34\x02\x82\x24\x07\x00\x0A\x9B\xC1\xFD\xCD\x0D\xE5\x01\x00\x85\x76\x8C\x56\x00\x40\x00\x01\x00\x00\x00\x00\xDF\xFB\x4F\x10\x00\x00\x00\x00\x2F\x89\xBE\x0E\x00\x00\x00\x00\x04\x68\xF2\x71\x00\x00\x00\x00\x7D\xC8\x16\x72\x00\x00\x00\x00\x7E\x48\xCD\x69\x00\x00\x00\x00\x38\x0B\x79\x61\x00\x00\x00\x00\x26\x2A\x06\x6B\x00\x00\x00\x00\x59\x1B\x50\x4F\x00\x00\x00\x00\x76\x7C\x02\xE8\x00\x00\x00\x00\x05\x52\xD1\x06\x00\x00\x00\x00\x46\x27\x96\x98\x00\x00\x00\x00\x3E\x2D\x08\x8A\x00\x00\x00\x00\x2F\x05\x7B\x0C\x00\x00\x00\x00\xCB\xA5\x18\x47\x00\x00\x00\x00\xAC\x6A\xAE\x17\x00\x00\x00\x00\x0F\xFA\x9A\x29\x00\x00\x00\x00\x4E\xB0\x57\x5E\x00\x00\x00\x00\x1A\x38\xB4\x75\x00\x00\x00\x00\x7E\x77\x8D\x6C\x00\x00\x00\x00\x9A\x79\x06\xCB\x00\x00\x00\x00\xA6\x9D\xC5\xE8\x00\x00\x00\x00\xA1\x24\x4B\xB7\x00\x00\x00\x00\x49\xF2\xA4\x47\x00\x00\x00\x00\x23\x2B\x13\x85\x00\x00\x00\x00\x5F\x97\xCD\xA6\x00\x00\x00\x00\x0E\x53\x14\x3A\x00\x00\x00\x00\x6A\x7F\xFE\xA7\x00\x00\x00\x00\x6F\x6D\xEF\x56\x00\x00\x00\x00\xDA\xD8\x66\x9D\x00\x00\x00\x00\x92\xAB\x29\x2B\x00\x00\x00\x00\xD1\xD6\x24\xCC\x00\x00\x00\x00\x19\x48\xEB\x32\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x16\x00\xE0\x00\x00\x00\x00\x04\x00\x85\x76\x8C\x56\x85\x76\x8C\x56\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xDF\xFB\x4F\x10\x00\x00\x00\x00\x2F\x89\xBE\x0E\x00\x00\x00\x00\x04\x68\xF2\x71\x00\x00\x00\x00\x7D\xC8\x16\x72\x00\x00\x00\x00\x7E\x48\xCD\x69\x00\x00\x00\x00\x38\x0B\x79\x61\x00\x00\x00\x00\x26\x2A\x06\x6B\x00\x00\x00\x00\x59\x1B\x50\x4F\x00\x00\x00\x00\x76\x7C\x02\xE8\x00\x00\x00\x00\x05\x52\xD1\x06\x00\x00\x00\x00\x46\x27\x96\x98\x00\x00\x00\x00\x3E\x2D\x08\x8A\x00\x00\x00\x00\x2F\x05\x7B\x0C\x00\x00\x00\x00\xCB\xA5\x18\x47\x00\x00\x00\x00\xAC\x6A\xAE\x17\x00\x00\x00\x00\x0F\xFA\x9A\x29\x00\x00\x00\x00\x4E\xB0\x57\x5E\x00\x00\x00\x00\x1A\x38\xB4\x75\x00\x00\x00\x00\x7E\x77\x8D\x6C\x00\x00\x00\x00\x9A\x79\x06\xCB\x00\x00\x00\x00\xA6\x9D\xC5\xE8\x00\x00\x00\x00\xA1\x24\x4B\xB7\x00\x00\x00\x00\x49\xF2\xA4\x47\x00\x00\x00\x00\x23\x2B\x13\x85\x00\x00\x00\x00\x5F\x97\xCD\xA6\x00\x00\x00\x00\x0E\x53\x14\x3A\x00\x00\x00\x00\x6A\x7F\xFE\xA7\x00\x00\x00\x00\x6F\x6D\xEF\x56\x00\x00\x00\x00\xDA\xD8\x66\x9D\x00\x00\x00\x00\x92\xAB\x29\x2B\x00\x00\x00\x00\xD1\xD6\x24\xCC\x00\x00\x00\x00\x19\x48\xEB\x32\x5A\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5210D652), ('P4rIngress.bitmap_seq.seq', 0x2AF29EB3)], 15160)
        self.setRegisterValue('P4rIngress.rounds', 0x2AF29EB3, 15160)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 15160)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15160)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15160)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15160)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAAEC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008E7),
                gc.DataTuple('slot_count', 0x000012E9),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD2A04566),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0xA68E6B1F),
                gc.KeyTuple('src_port', 0xD96E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAAEC),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x019F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA6\x8E\x6B\x1F\x00\x00\x00\x00\xD9\x6E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAA\xEC\x00\x19\xD2\xA0\x45\x66\x12\x51\x07\x00\x6C\x53\x1D\xFB\x00\x40\x00\x00\x00\x00\x00\x00\x45\x72\x32\x60\x00\x00\x00\x00\x2A\x65\xFE\xCF\x00\x00\x00\x00\xBA\xDA\x4C\x0D\x00\x00\x00\x00\x5B\x0B\x22\xA7\x00\x00\x00\x00\x20\xBA\xFD\x55\x00\x00\x00\x00\xA1\x01\xDD\x1F\x00\x00\x00\x00\x30\xC3\x68\x12\x00\x00\x00\x00\xF9\xD2\x2B\x3C\x00\x00\x00\x00\xA9\x88\xA6\xE0\x00\x00\x00\x00\x6E\x8F\x20\x99\x00\x00\x00\x00\xC2\xC9\xAA\xF0\x00\x00\x00\x00\xFC\xE6\x40\xEA\x00\x00\x00\x00\xBC\xEA\x69\x95\x00\x00\x00\x00\xCF\x93\xBB\xA1\x00\x00\x00\x00\x93\xD6\x16\xDB\x00\x00\x00\x00\x54\xA3\xF8\xC5\x00\x00\x00\x00\xF1\x81\x4E\x2F\x00\x00\x00\x00\x40\x44\x5D\xC6\x00\x00\x00\x00\x6C\xFE\xB6\x2A\x00\x00\x00\x00\x33\x94\x9B\xDA\x00\x00\x00\x00\x97\x54\x7B\xDB\x00\x00\x00\x00\x9C\x8E\x88\x10\x00\x00\x00\x00\x7C\xC2\x52\x81\x00\x00\x00\x00\x64\xB4\x1D\x28\x00\x00\x00\x00\x6F\x25\x5E\x8F\x00\x00\x00\x00\xF9\xEF\x59\x61\x00\x00\x00\x00\xC1\x37\xFF\x1F\x00\x00\x00\x00\xD8\xA6\x29\x1D\x00\x00\x00\x00\x0F\xE2\xF8\xA3\x00\x00\x00\x00\x42\x3C\x75\x50\x00\x00\x00\x00\x03\x69\x98\x2E\x00\x00\x00\x00\xC6\x04\x86\x9B\x10\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA6\x8E\x6B\x1F\xBE\xEF\xD9\x6E\x01\x20\x00\x00\x50\x34\x02\x82\xAA\xEC\x00\x19\xD2\xA0\x45\x66\x12\x51\x01\x00\x6C\x53\x1D\xFB\x00\x40\x00\x01\x00\x00\x00\x00\x45\x72\x32\x60\x00\x00\x00\x00\x2A\x65\xFE\xCF\x00\x00\x00\x00\xBA\xDA\x4C\x0D\x00\x00\x00\x00\x5B\x0B\x22\xA7\x00\x00\x00\x00\x20\xBA\xFD\x55\x00\x00\x00\x00\xA1\x01\xDD\x1F\x00\x00\x00\x00\x30\xC3\x68\x12\x00\x00\x00\x00\xF9\xD2\x2B\x3C\x00\x00\x00\x00\xA9\x88\xA6\xE0\x00\x00\x00\x00\x6E\x8F\x20\x99\x00\x00\x00\x00\xC2\xC9\xAA\xF0\x00\x00\x00\x00\xFC\xE6\x40\xEA\x00\x00\x00\x00\xBC\xEA\x69\x95\x00\x00\x00\x00\xCF\x93\xBB\xA1\x00\x00\x00\x00\x93\xD6\x16\xDB\x00\x00\x00\x00\x54\xA3\xF8\xC5\x00\x00\x00\x00\xF1\x81\x4E\x2F\x00\x00\x00\x00\x40\x44\x5D\xC6\x00\x00\x00\x00\x6C\xFE\xB6\x2A\x00\x00\x00\x00\x33\x94\x9B\xDA\x00\x00\x00\x00\x97\x54\x7B\xDB\x00\x00\x00\x00\x9C\x8E\x88\x10\x00\x00\x00\x00\x7C\xC2\x52\x81\x00\x00\x00\x00\x64\xB4\x1D\x28\x00\x00\x00\x00\x6F\x25\x5E\x8F\x00\x00\x00\x00\xF9\xEF\x59\x61\x00\x00\x00\x00\xC1\x37\xFF\x1F\x00\x00\x00\x00\xD8\xA6\x29\x1D\x00\x00\x00\x00\x0F\xE2\xF8\xA3\x00\x00\x00\x00\x42\x3C\x75\x50\x00\x00\x00\x00\x03\x69\x98\x2E\x00\x00\x00\x00\xC6\x04\x86\x9B\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3B\x38\x01\x9F\x00\x00\x02\x00\x00\x00\x6C\x53\x1D\xFB\x6C\x53\x1D\xFB\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x45\x72\x32\x60\x00\x00\x00\x00\x2A\x65\xFE\xCF\x00\x00\x00\x00\xBA\xDA\x4C\x0D\x00\x00\x00\x00\x5B\x0B\x22\xA7\x00\x00\x00\x00\x20\xBA\xFD\x55\x00\x00\x00\x00\xA1\x01\xDD\x1F\x00\x00\x00\x00\x30\xC3\x68\x12\x00\x00\x00\x00\xF9\xD2\x2B\x3C\x00\x00\x00\x00\xA9\x88\xA6\xE0\x00\x00\x00\x00\x6E\x8F\x20\x99\x00\x00\x00\x00\xC2\xC9\xAA\xF0\x00\x00\x00\x00\xFC\xE6\x40\xEA\x00\x00\x00\x00\xBC\xEA\x69\x95\x00\x00\x00\x00\xCF\x93\xBB\xA1\x00\x00\x00\x00\x93\xD6\x16\xDB\x00\x00\x00\x00\x54\xA3\xF8\xC5\x00\x00\x00\x00\xF1\x81\x4E\x2F\x00\x00\x00\x00\x40\x44\x5D\xC6\x00\x00\x00\x00\x6C\xFE\xB6\x2A\x00\x00\x00\x00\x33\x94\x9B\xDA\x00\x00\x00\x00\x97\x54\x7B\xDB\x00\x00\x00\x00\x9C\x8E\x88\x10\x00\x00\x00\x00\x7C\xC2\x52\x81\x00\x00\x00\x00\x64\xB4\x1D\x28\x00\x00\x00\x00\x6F\x25\x5E\x8F\x00\x00\x00\x00\xF9\xEF\x59\x61\x00\x00\x00\x00\xC1\x37\xFF\x1F\x00\x00\x00\x00\xD8\xA6\x29\x1D\x00\x00\x00\x00\x0F\xE2\xF8\xA3\x00\x00\x00\x00\x42\x3C\x75\x50\x00\x00\x00\x00\x03\x69\x98\x2E\x00\x00\x00\x00\xC6\x04\x86\x9B\x10\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x64203FA6), ('P4rIngress.bitmap_seq.seq', 0x205C4BD3)], 11496)
        self.setRegisterValue('P4rIngress.rounds', 0x205C4BD3, 11496)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11496)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11496)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11496)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11496)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFD07),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006A3),
                gc.DataTuple('slot_count', 0x00000D7B),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x23D132DE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0xDD852B00),
                gc.KeyTuple('src_port', 0x6F47),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFD07),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x006D),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\x85\x2B\x00\x00\x00\x00\x00\x6F\x47\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFD\x07\x00\x07\x23\xD1\x32\xDE\x06\x45\x01\x00\x53\xBC\xB7\x4D\x00\x40\x00\x00\x00\x00\x00\x00\x33\x3A\xFB\x54\x00\x00\x00\x00\x22\x92\xF3\x8A\x00\x00\x00\x00\x1F\xFA\x40\x78\x00\x00\x00\x00\xF6\xD7\x71\xED\x00\x00\x00\x00\x19\x51\xCC\x10\x00\x00\x00\x00\x37\x16\x60\x82\x00\x00\x00\x00\x53\x49\x56\x81\x00\x00\x00\x00\x73\x48\x0D\x69\x00\x00\x00\x00\x79\xE3\xED\xF1\x00\x00\x00\x00\x9B\xBB\x8F\xDB\x00\x00\x00\x00\xBC\xE1\xB5\x52\x00\x00\x00\x00\xE7\xF3\x17\xF0\x00\x00\x00\x00\xAD\x70\xD4\x59\x00\x00\x00\x00\xC9\x89\x0C\xA4\x00\x00\x00\x00\x4A\xE5\xEA\x15\x00\x00\x00\x00\x77\x74\x23\x61\x00\x00\x00\x00\x9C\x89\x6C\x3E\x00\x00\x00\x00\x63\x35\x5D\x87\x00\x00\x00\x00\xAA\xD1\xFA\xC0\x00\x00\x00\x00\xD8\x84\x40\xC1\x00\x00\x00\x00\x1E\x01\x87\xF4\x00\x00\x00\x00\x42\xA4\x57\x17\x00\x00\x00\x00\x2C\x38\x06\x36\x00\x00\x00\x00\x9A\x06\x0E\xE0\x00\x00\x00\x00\x70\x5A\xDE\xF1\x00\x00\x00\x00\x91\x98\x44\xE3\x00\x00\x00\x00\x05\xC9\xB7\xF0\x00\x00\x00\x00\xF9\xF2\xE9\x4C\x00\x00\x00\x00\x82\x1A\x83\x78\x00\x00\x00\x00\x3D\xF5\xB7\x86\x00\x00\x00\x00\xC8\xB4\x47\x5A\x00\x00\x00\x00\x41\xE5\x99\xE2\x8A\xBE\x9D\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\x85\x2B\x00\x00\x00\x00\x00\x6F\x47\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFD\x07\x00\x07\x23\xD1\x32\xDE\x06\x45\x01\x00\x53\xBC\xB7\x4D\x00\x40\x00\x00\x00\x00\x00\x00\x33\x3A\xFB\x54\x00\x00\x00\x00\x22\x92\xF3\x8A\x00\x00\x00\x00\x1F\xFA\x40\x78\x00\x00\x00\x00\xF6\xD7\x71\xED\x00\x00\x00\x00\x19\x51\xCC\x10\x00\x00\x00\x00\x37\x16\x60\x82\x00\x00\x00\x00\x53\x49\x56\x81\x00\x00\x00\x00\x73\x48\x0D\x69\x00\x00\x00\x00\x79\xE3\xED\xF1\x00\x00\x00\x00\x9B\xBB\x8F\xDB\x00\x00\x00\x00\xBC\xE1\xB5\x52\x00\x00\x00\x00\xE7\xF3\x17\xF0\x00\x00\x00\x00\xAD\x70\xD4\x59\x00\x00\x00\x00\xC9\x89\x0C\xA4\x00\x00\x00\x00\x4A\xE5\xEA\x15\x00\x00\x00\x00\x77\x74\x23\x61\x00\x00\x00\x00\x9C\x89\x6C\x3E\x00\x00\x00\x00\x63\x35\x5D\x87\x00\x00\x00\x00\xAA\xD1\xFA\xC0\x00\x00\x00\x00\xD8\x84\x40\xC1\x00\x00\x00\x00\x1E\x01\x87\xF4\x00\x00\x00\x00\x42\xA4\x57\x17\x00\x00\x00\x00\x2C\x38\x06\x36\x00\x00\x00\x00\x9A\x06\x0E\xE0\x00\x00\x00\x00\x70\x5A\xDE\xF1\x00\x00\x00\x00\x91\x98\x44\xE3\x00\x00\x00\x00\x05\xC9\xB7\xF0\x00\x00\x00\x00\xF9\xF2\xE9\x4C\x00\x00\x00\x00\x82\x1A\x83\x78\x00\x00\x00\x00\x3D\xF5\xB7\x86\x00\x00\x00\x00\xC8\xB4\x47\x5A\x00\x00\x00\x00\x41\xE5\x99\xE2\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2C\xE8\x00\x6D\x00\x00\x00\x00\x00\x80\x53\xBC\xB7\x4D\x53\xBC\xB7\x4D\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x33\x3A\xFB\x54\x00\x00\x00\x00\x22\x92\xF3\x8A\x00\x00\x00\x00\x1F\xFA\x40\x78\x00\x00\x00\x00\xF6\xD7\x71\xED\x00\x00\x00\x00\x19\x51\xCC\x10\x00\x00\x00\x00\x37\x16\x60\x82\x00\x00\x00\x00\x53\x49\x56\x81\x00\x00\x00\x00\x73\x48\x0D\x69\x00\x00\x00\x00\x79\xE3\xED\xF1\x00\x00\x00\x00\x9B\xBB\x8F\xDB\x00\x00\x00\x00\xBC\xE1\xB5\x52\x00\x00\x00\x00\xE7\xF3\x17\xF0\x00\x00\x00\x00\xAD\x70\xD4\x59\x00\x00\x00\x00\xC9\x89\x0C\xA4\x00\x00\x00\x00\x4A\xE5\xEA\x15\x00\x00\x00\x00\x77\x74\x23\x61\x00\x00\x00\x00\x9C\x89\x6C\x3E\x00\x00\x00\x00\x63\x35\x5D\x87\x00\x00\x00\x00\xAA\xD1\xFA\xC0\x00\x00\x00\x00\xD8\x84\x40\xC1\x00\x00\x00\x00\x1E\x01\x87\xF4\x00\x00\x00\x00\x42\xA4\x57\x17\x00\x00\x00\x00\x2C\x38\x06\x36\x00\x00\x00\x00\x9A\x06\x0E\xE0\x00\x00\x00\x00\x70\x5A\xDE\xF1\x00\x00\x00\x00\x91\x98\x44\xE3\x00\x00\x00\x00\x05\xC9\xB7\xF0\x00\x00\x00\x00\xF9\xF2\xE9\x4C\x00\x00\x00\x00\x82\x1A\x83\x78\x00\x00\x00\x00\x3D\xF5\xB7\x86\x00\x00\x00\x00\xC8\xB4\x47\x5A\x00\x00\x00\x00\x41\xE5\x99\xE2\x8A\xBE\x9D\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1CDFD60E), ('P4rIngress.bitmap_seq.seq', 0x50809D94)], 11805)
        self.setRegisterValue('P4rIngress.rounds', 0x50809D94, 11805)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11805)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11805)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11805)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11805)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1062),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00001A4F),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x02F49ED4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xC4B103C0),
                gc.KeyTuple('src_port', 0xA35D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1062),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x00DA),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC4\xB1\x03\xC0\x00\x00\x00\x00\xA3\x5D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x10\x62\x00\x1B\x02\xF4\x9E\xD4\x0E\x1D\x07\x00\x66\x96\x0E\x8C\x00\x40\x00\x00\x00\x00\x00\x00\x8F\x5A\x43\x94\x00\x00\x00\x00\xC0\x7E\xF5\x18\x00\x00\x00\x00\x6E\x6A\xED\xBB\x00\x00\x00\x00\x97\x5C\x8C\x9D\x00\x00\x00\x00\x18\xF5\x62\x40\x00\x00\x00\x00\x75\xB0\x9D\xD5\x00\x00\x00\x00\xCB\x34\x68\xC8\x00\x00\x00\x00\x6D\x53\xA6\xBD\x00\x00\x00\x00\x80\xD4\xDE\x2A\x00\x00\x00\x00\x37\x9A\xC7\xA5\x00\x00\x00\x00\xDC\x18\x8C\x4A\x00\x00\x00\x00\xD9\x7E\xBE\xDC\x00\x00\x00\x00\xE1\x8C\x12\x94\x00\x00\x00\x00\x2C\x60\x4B\xCF\x00\x00\x00\x00\x76\xB6\xC7\xB7\x00\x00\x00\x00\xB5\xBF\x49\xBE\x00\x00\x00\x00\x89\xCA\x29\xCA\x00\x00\x00\x00\xB9\xDF\x56\xBF\x00\x00\x00\x00\x8C\xA0\x0C\x80\x00\x00\x00\x00\x23\x56\x0A\x06\x00\x00\x00\x00\x70\xB5\xEC\x0F\x00\x00\x00\x00\xD8\x48\x23\x8E\x00\x00\x00\x00\x36\x0F\x42\xC3\x00\x00\x00\x00\x1F\x18\x30\x37\x00\x00\x00\x00\x7C\x3B\x8F\xB4\x00\x00\x00\x00\xB8\x54\x93\xDF\x00\x00\x00\x00\xC1\x63\x64\x56\x00\x00\x00\x00\xF6\xA2\x9C\xF9\x00\x00\x00\x00\x7A\x99\xD6\x2A\x00\x00\x00\x00\xBA\x5A\x63\x66\x00\x00\x00\x00\x62\x8B\x38\x64\x00\x00\x00\x00\x89\x03\x30\x7E\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC4\xB1\x03\xC0\x00\x00\x00\x00\xA3\x5D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x10\x62\x00\x1B\x02\xF4\x9E\xD4\x0E\x1D\x07\x00\x66\x96\x0E\x8C\x00\x40\x00\x00\x00\x00\x00\x00\x8F\x5A\x43\x94\x00\x00\x00\x00\xC0\x7E\xF5\x18\x00\x00\x00\x00\x6E\x6A\xED\xBB\x00\x00\x00\x00\x97\x5C\x8C\x9D\x00\x00\x00\x00\x18\xF5\x62\x40\x00\x00\x00\x00\x75\xB0\x9D\xD5\x00\x00\x00\x00\xCB\x34\x68\xC8\x00\x00\x00\x00\x6D\x53\xA6\xBD\x00\x00\x00\x00\x80\xD4\xDE\x2A\x00\x00\x00\x00\x37\x9A\xC7\xA5\x00\x00\x00\x00\xDC\x18\x8C\x4A\x00\x00\x00\x00\xD9\x7E\xBE\xDC\x00\x00\x00\x00\xE1\x8C\x12\x94\x00\x00\x00\x00\x2C\x60\x4B\xCF\x00\x00\x00\x00\x76\xB6\xC7\xB7\x00\x00\x00\x00\xB5\xBF\x49\xBE\x00\x00\x00\x00\x89\xCA\x29\xCA\x00\x00\x00\x00\xB9\xDF\x56\xBF\x00\x00\x00\x00\x8C\xA0\x0C\x80\x00\x00\x00\x00\x23\x56\x0A\x06\x00\x00\x00\x00\x70\xB5\xEC\x0F\x00\x00\x00\x00\xD8\x48\x23\x8E\x00\x00\x00\x00\x36\x0F\x42\xC3\x00\x00\x00\x00\x1F\x18\x30\x37\x00\x00\x00\x00\x7C\x3B\x8F\xB4\x00\x00\x00\x00\xB8\x54\x93\xDF\x00\x00\x00\x00\xC1\x63\x64\x56\x00\x00\x00\x00\xF6\xA2\x9C\xF9\x00\x00\x00\x00\x7A\x99\xD6\x2A\x00\x00\x00\x00\xBA\x5A\x63\x66\x00\x00\x00\x00\x62\x8B\x38\x64\x00\x00\x00\x00\x89\x03\x30\x7E\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2E\x1D\x00\xDA\x00\x00\x08\x00\x00\x00\x66\x96\x0E\x8C\x66\x96\x0E\x8C\x01\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x8F\x5A\x43\x94\x00\x00\x00\x00\xC0\x7E\xF5\x18\x00\x00\x00\x00\x6E\x6A\xED\xBB\x00\x00\x00\x00\x97\x5C\x8C\x9D\x00\x00\x00\x00\x18\xF5\x62\x40\x00\x00\x00\x00\x75\xB0\x9D\xD5\x00\x00\x00\x00\xCB\x34\x68\xC8\x00\x00\x00\x00\x6D\x53\xA6\xBD\x00\x00\x00\x00\x80\xD4\xDE\x2A\x00\x00\x00\x00\x37\x9A\xC7\xA5\x00\x00\x00\x00\xDC\x18\x8C\x4A\x00\x00\x00\x00\xD9\x7E\xBE\xDC\x00\x00\x00\x00\xE1\x8C\x12\x94\x00\x00\x00\x00\x2C\x60\x4B\xCF\x00\x00\x00\x00\x76\xB6\xC7\xB7\x00\x00\x00\x00\xB5\xBF\x49\xBE\x00\x00\x00\x00\x89\xCA\x29\xCA\x00\x00\x00\x00\xB9\xDF\x56\xBF\x00\x00\x00\x00\x8C\xA0\x0C\x80\x00\x00\x00\x00\x23\x56\x0A\x06\x00\x00\x00\x00\x70\xB5\xEC\x0F\x00\x00\x00\x00\xD8\x48\x23\x8E\x00\x00\x00\x00\x36\x0F\x42\xC3\x00\x00\x00\x00\x1F\x18\x30\x37\x00\x00\x00\x00\x7C\x3B\x8F\xB4\x00\x00\x00\x00\xB8\x54\x93\xDF\x00\x00\x00\x00\xC1\x63\x64\x56\x00\x00\x00\x00\xF6\xA2\x9C\xF9\x00\x00\x00\x00\x7A\x99\xD6\x2A\x00\x00\x00\x00\xBA\x5A\x63\x66\x00\x00\x00\x00\x62\x8B\x38\x64\x00\x00\x00\x00\x89\x03\x30\x7E\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB989DC39), ('P4rIngress.bitmap_seq.seq', 0x4E205012)], 12309)
        self.setRegisterValue('P4rIngress.rounds', 0x4E205012, 12309)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12309)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12309)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12309)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12309)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBB59),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009AC),
                gc.DataTuple('slot_count', 0x00001117),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCBC62CE9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x6BAA4530),
                gc.KeyTuple('src_port', 0x1383),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBB59),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x0199),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6B\xAA\x45\x30\x00\x00\x00\x00\x13\x83\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBB\x59\x00\x1B\xCB\xC6\x2C\xE9\x06\x69\x03\x00\x63\xC2\xB0\x05\x00\x40\x00\x00\x00\x00\x00\x00\x89\x1E\xCF\x03\x00\x00\x00\x00\xE2\x88\x37\x66\x00\x00\x00\x00\x9A\x2B\xFE\x08\x00\x00\x00\x00\x4E\xF9\x60\xDE\x00\x00\x00\x00\x20\x9D\xB0\xC6\x00\x00\x00\x00\x09\x0F\x46\x7C\x00\x00\x00\x00\xAE\xC9\xF2\x9E\x00\x00\x00\x00\x72\x80\xBE\x45\x00\x00\x00\x00\xEC\x69\x6C\x6D\x00\x00\x00\x00\x1D\x8C\xC0\x5B\x00\x00\x00\x00\x5E\x76\xC1\x6D\x00\x00\x00\x00\xC8\x36\xA7\x50\x00\x00\x00\x00\xB1\x4D\x70\x89\x00\x00\x00\x00\x5E\xEF\x24\x31\x00\x00\x00\x00\xA4\x75\x59\x6D\x00\x00\x00\x00\x01\x9C\xBC\x38\x00\x00\x00\x00\x81\x48\xD4\xDD\x00\x00\x00\x00\x0F\x8F\x3B\xBB\x00\x00\x00\x00\x7D\xF8\x37\x35\x00\x00\x00\x00\x13\x6C\x32\xDC\x00\x00\x00\x00\xF0\xB3\xC0\x0F\x00\x00\x00\x00\x0B\x10\x83\x87\x00\x00\x00\x00\x32\x78\x1D\x9D\x00\x00\x00\x00\xF7\x6E\x1A\x7E\x00\x00\x00\x00\x40\x3D\x94\xA9\x00\x00\x00\x00\x7C\xB6\x9A\xBC\x00\x00\x00\x00\x3F\x36\x0A\x4C\x00\x00\x00\x00\x7C\x13\xE3\x1C\x00\x00\x00\x00\x37\x65\xB3\x1C\x00\x00\x00\x00\xC3\x19\x0F\xE8\x00\x00\x00\x00\x3A\x9D\x15\x4E\x00\x00\x00\x00\x4F\x77\x66\x9C\x76\xA5\xB3\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6B\xAA\x45\x30\xBE\xEF\x13\x83\x01\x20\x00\x00\x50\x34\x02\x82\xBB\x59\x00\x1B\xCB\xC6\x2C\xE9\x06\x69\x01\x00\x63\xC2\xB0\x05\x00\x40\x00\x01\x00\x00\x00\x00\x89\x1E\xCF\x03\x00\x00\x00\x00\xE2\x88\x37\x66\x00\x00\x00\x00\x9A\x2B\xFE\x08\x00\x00\x00\x00\x4E\xF9\x60\xDE\x00\x00\x00\x00\x20\x9D\xB0\xC6\x00\x00\x00\x00\x09\x0F\x46\x7C\x00\x00\x00\x00\xAE\xC9\xF2\x9E\x00\x00\x00\x00\x72\x80\xBE\x45\x00\x00\x00\x00\xEC\x69\x6C\x6D\x00\x00\x00\x00\x1D\x8C\xC0\x5B\x00\x00\x00\x00\x5E\x76\xC1\x6D\x00\x00\x00\x00\xC8\x36\xA7\x50\x00\x00\x00\x00\xB1\x4D\x70\x89\x00\x00\x00\x00\x5E\xEF\x24\x31\x00\x00\x00\x00\xA4\x75\x59\x6D\x00\x00\x00\x00\x01\x9C\xBC\x38\x00\x00\x00\x00\x81\x48\xD4\xDD\x00\x00\x00\x00\x0F\x8F\x3B\xBB\x00\x00\x00\x00\x7D\xF8\x37\x35\x00\x00\x00\x00\x13\x6C\x32\xDC\x00\x00\x00\x00\xF0\xB3\xC0\x0F\x00\x00\x00\x00\x0B\x10\x83\x87\x00\x00\x00\x00\x32\x78\x1D\x9D\x00\x00\x00\x00\xF7\x6E\x1A\x7E\x00\x00\x00\x00\x40\x3D\x94\xA9\x00\x00\x00\x00\x7C\xB6\x9A\xBC\x00\x00\x00\x00\x3F\x36\x0A\x4C\x00\x00\x00\x00\x7C\x13\xE3\x1C\x00\x00\x00\x00\x37\x65\xB3\x1C\x00\x00\x00\x00\xC3\x19\x0F\xE8\x00\x00\x00\x00\x3A\x9D\x15\x4E\x00\x00\x00\x00\x4F\x77\x66\x9C\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\x15\x01\x99\x00\x00\x08\x00\x00\x00\x63\xC2\xB0\x05\x63\xC2\xB0\x05\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x89\x1E\xCF\x03\x00\x00\x00\x00\xE2\x88\x37\x66\x00\x00\x00\x00\x9A\x2B\xFE\x08\x00\x00\x00\x00\x4E\xF9\x60\xDE\x00\x00\x00\x00\x20\x9D\xB0\xC6\x00\x00\x00\x00\x09\x0F\x46\x7C\x00\x00\x00\x00\xAE\xC9\xF2\x9E\x00\x00\x00\x00\x72\x80\xBE\x45\x00\x00\x00\x00\xEC\x69\x6C\x6D\x00\x00\x00\x00\x1D\x8C\xC0\x5B\x00\x00\x00\x00\x5E\x76\xC1\x6D\x00\x00\x00\x00\xC8\x36\xA7\x50\x00\x00\x00\x00\xB1\x4D\x70\x89\x00\x00\x00\x00\x5E\xEF\x24\x31\x00\x00\x00\x00\xA4\x75\x59\x6D\x00\x00\x00\x00\x01\x9C\xBC\x38\x00\x00\x00\x00\x81\x48\xD4\xDD\x00\x00\x00\x00\x0F\x8F\x3B\xBB\x00\x00\x00\x00\x7D\xF8\x37\x35\x00\x00\x00\x00\x13\x6C\x32\xDC\x00\x00\x00\x00\xF0\xB3\xC0\x0F\x00\x00\x00\x00\x0B\x10\x83\x87\x00\x00\x00\x00\x32\x78\x1D\x9D\x00\x00\x00\x00\xF7\x6E\x1A\x7E\x00\x00\x00\x00\x40\x3D\x94\xA9\x00\x00\x00\x00\x7C\xB6\x9A\xBC\x00\x00\x00\x00\x3F\x36\x0A\x4C\x00\x00\x00\x00\x7C\x13\xE3\x1C\x00\x00\x00\x00\x37\x65\xB3\x1C\x00\x00\x00\x00\xC3\x19\x0F\xE8\x00\x00\x00\x00\x3A\x9D\x15\x4E\x00\x00\x00\x00\x4F\x77\x66\x9C\x76\xA5\xB3\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x154820A1), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 13737)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 13737)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 13737)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13737)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 13737)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 13737)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE265),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F84),
                gc.DataTuple('slot_count', 0x00000F4F),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCA342E90),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x16A62DC5),
                gc.KeyTuple('src_port', 0x9D21),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE265),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x01D6),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x16\xA6\x2D\xC5\x00\x00\x00\x00\x9D\x21\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE2\x65\x00\x0F\xCA\x34\x2E\x90\x06\x25\x03\x00\x75\x35\x90\x61\x00\x40\x00\x00\x00\x00\x00\x00\xDD\x5C\xAD\x0A\x00\x00\x00\x00\x12\x0B\x01\x7E\x00\x00\x00\x00\xDE\x72\xB5\x6C\x00\x00\x00\x00\xBF\x96\xCA\xB6\x00\x00\x00\x00\x12\x8A\x80\xC2\x00\x00\x00\x00\xDE\x65\xB3\xA4\x00\x00\x00\x00\xD4\x7B\x29\x6B\x00\x00\x00\x00\x75\x16\xE2\xCB\x00\x00\x00\x00\xDA\xD4\x0B\x11\x00\x00\x00\x00\xE4\x60\xB5\x7C\x00\x00\x00\x00\xB3\x90\x05\x58\x00\x00\x00\x00\x2F\x06\xCD\x83\x00\x00\x00\x00\x9E\x63\x7A\xC5\x00\x00\x00\x00\xC2\x3F\xFD\xAA\x00\x00\x00\x00\xBC\x00\x4A\x16\x00\x00\x00\x00\xFC\x70\xC5\xA2\x00\x00\x00\x00\xB6\x39\xDC\xC4\x00\x00\x00\x00\xAF\x2B\x50\xB2\x00\x00\x00\x00\x6C\xBA\x49\xA9\x00\x00\x00\x00\x9A\xBA\xC8\x03\x00\x00\x00\x00\x5F\x8A\x16\xFC\x00\x00\x00\x00\x93\xD9\xF8\x08\x00\x00\x00\x00\xA1\x6C\xD5\x3B\x00\x00\x00\x00\x45\x6E\x8A\x59\x00\x00\x00\x00\x85\xF1\xAC\xF3\x00\x00\x00\x00\xF8\x41\x5D\xB5\x00\x00\x00\x00\xB6\x25\xD5\x6B\x00\x00\x00\x00\xD6\x31\x0B\x36\x00\x00\x00\x00\x8A\x93\xF9\xBC\x00\x00\x00\x00\x4E\xAC\x90\x90\x00\x00\x00\x00\xCA\xF5\xED\xB2\x00\x00\x00\x00\x09\x5E\xF4\x9F\xC5\xE9\x25\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x16\xA6\x2D\xC5\x00\x00\x00\x00\x9D\x21\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE2\x65\x00\x0F\xCA\x34\x2E\x90\x06\x25\x03\x00\x75\x35\x90\x61\x00\x40\x00\x00\x00\x00\x00\x00\xDD\x5C\xAD\x0A\x00\x00\x00\x00\x12\x0B\x01\x7E\x00\x00\x00\x00\xDE\x72\xB5\x6C\x00\x00\x00\x00\xBF\x96\xCA\xB6\x00\x00\x00\x00\x12\x8A\x80\xC2\x00\x00\x00\x00\xDE\x65\xB3\xA4\x00\x00\x00\x00\xD4\x7B\x29\x6B\x00\x00\x00\x00\x75\x16\xE2\xCB\x00\x00\x00\x00\xDA\xD4\x0B\x11\x00\x00\x00\x00\xE4\x60\xB5\x7C\x00\x00\x00\x00\xB3\x90\x05\x58\x00\x00\x00\x00\x2F\x06\xCD\x83\x00\x00\x00\x00\x9E\x63\x7A\xC5\x00\x00\x00\x00\xC2\x3F\xFD\xAA\x00\x00\x00\x00\xBC\x00\x4A\x16\x00\x00\x00\x00\xFC\x70\xC5\xA2\x00\x00\x00\x00\xB6\x39\xDC\xC4\x00\x00\x00\x00\xAF\x2B\x50\xB2\x00\x00\x00\x00\x6C\xBA\x49\xA9\x00\x00\x00\x00\x9A\xBA\xC8\x03\x00\x00\x00\x00\x5F\x8A\x16\xFC\x00\x00\x00\x00\x93\xD9\xF8\x08\x00\x00\x00\x00\xA1\x6C\xD5\x3B\x00\x00\x00\x00\x45\x6E\x8A\x59\x00\x00\x00\x00\x85\xF1\xAC\xF3\x00\x00\x00\x00\xF8\x41\x5D\xB5\x00\x00\x00\x00\xB6\x25\xD5\x6B\x00\x00\x00\x00\xD6\x31\x0B\x36\x00\x00\x00\x00\x8A\x93\xF9\xBC\x00\x00\x00\x00\x4E\xAC\x90\x90\x00\x00\x00\x00\xCA\xF5\xED\xB2\x00\x00\x00\x00\x09\x5E\xF4\x9F\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x35\xA9\x01\xD6\x00\x00\x00\x00\x80\x00\x75\x35\x90\x61\x75\x35\x90\x61\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xDD\x5C\xAD\x0A\x00\x00\x00\x00\x12\x0B\x01\x7E\x00\x00\x00\x00\xDE\x72\xB5\x6C\x00\x00\x00\x00\xBF\x96\xCA\xB6\x00\x00\x00\x00\x12\x8A\x80\xC2\x00\x00\x00\x00\xDE\x65\xB3\xA4\x00\x00\x00\x00\xD4\x7B\x29\x6B\x00\x00\x00\x00\x75\x16\xE2\xCB\x00\x00\x00\x00\xDA\xD4\x0B\x11\x00\x00\x00\x00\xE4\x60\xB5\x7C\x00\x00\x00\x00\xB3\x90\x05\x58\x00\x00\x00\x00\x2F\x06\xCD\x83\x00\x00\x00\x00\x9E\x63\x7A\xC5\x00\x00\x00\x00\xC2\x3F\xFD\xAA\x00\x00\x00\x00\xBC\x00\x4A\x16\x00\x00\x00\x00\xFC\x70\xC5\xA2\x00\x00\x00\x00\xB6\x39\xDC\xC4\x00\x00\x00\x00\xAF\x2B\x50\xB2\x00\x00\x00\x00\x6C\xBA\x49\xA9\x00\x00\x00\x00\x9A\xBA\xC8\x03\x00\x00\x00\x00\x5F\x8A\x16\xFC\x00\x00\x00\x00\x93\xD9\xF8\x08\x00\x00\x00\x00\xA1\x6C\xD5\x3B\x00\x00\x00\x00\x45\x6E\x8A\x59\x00\x00\x00\x00\x85\xF1\xAC\xF3\x00\x00\x00\x00\xF8\x41\x5D\xB5\x00\x00\x00\x00\xB6\x25\xD5\x6B\x00\x00\x00\x00\xD6\x31\x0B\x36\x00\x00\x00\x00\x8A\x93\xF9\xBC\x00\x00\x00\x00\x4E\xAC\x90\x90\x00\x00\x00\x00\xCA\xF5\xED\xB2\x00\x00\x00\x00\x09\x5E\xF4\x9F\xC5\xE9\x25\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8EE07C14), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 12238)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 12238)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 12238)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12238)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 12238)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 12238)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF314),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000571),
                gc.DataTuple('slot_count', 0x000010AB),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC6435C7B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x198D03EF),
                gc.KeyTuple('src_port', 0xC294),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF314),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x01DD),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x19\x8D\x03\xEF\x00\x00\x00\x00\xC2\x94\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF3\x14\x00\x02\xC6\x43\x5C\x7B\x0A\x5D\x05\x00\xB6\x7E\x4B\xF5\x00\x40\x00\x00\x00\x00\x00\x00\x1D\x7F\x6D\x77\x00\x00\x00\x00\x7B\x20\x25\x81\x00\x00\x00\x00\x91\x5A\x8D\x1E\x00\x00\x00\x00\x59\x2A\xC2\xD5\x00\x00\x00\x00\x62\x3B\xE7\xF3\x00\x00\x00\x00\x5E\xC7\x05\xF0\x00\x00\x00\x00\x5F\xB6\x9F\x46\x00\x00\x00\x00\xA8\x01\x08\x50\x00\x00\x00\x00\xD0\xCA\x93\x02\x00\x00\x00\x00\x67\xEA\x90\x64\x00\x00\x00\x00\xD3\x87\xC4\x53\x00\x00\x00\x00\xA0\xC4\x34\xCD\x00\x00\x00\x00\x79\xF0\x07\x7C\x00\x00\x00\x00\xFC\xC1\x6E\x10\x00\x00\x00\x00\x0A\x6F\xEA\x5D\x00\x00\x00\x00\x61\x30\xC0\x3D\x00\x00\x00\x00\xFB\xE3\x40\xBF\x00\x00\x00\x00\xE1\xD3\xEB\xB6\x00\x00\x00\x00\x98\xE9\x68\x9E\x00\x00\x00\x00\x61\x14\x83\x18\x00\x00\x00\x00\x4A\x4E\xAA\xF3\x00\x00\x00\x00\xED\x4F\x17\x9E\x00\x00\x00\x00\x52\x5A\x0B\x5F\x00\x00\x00\x00\x9C\x9E\x60\x79\x00\x00\x00\x00\x87\x23\xB5\xDD\x00\x00\x00\x00\x6B\x76\xB4\xB5\x00\x00\x00\x00\x75\x5D\x72\x38\x00\x00\x00\x00\xEB\xCD\x8F\xF4\x00\x00\x00\x00\x62\xE6\xBD\x69\x00\x00\x00\x00\x62\xCD\xEE\xE1\x00\x00\x00\x00\x4E\x4C\x59\x8C\x00\x00\x00\x00\xFB\xB3\x88\x78\x23\xC0\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x19\x8D\x03\xEF\xBE\xEF\xC2\x94\x01\x20\x00\x00\x50\x34\x02\x82\xF3\x14\x00\x02\xC6\x43\x5C\x7B\x0A\x5D\x01\x00\xB6\x7E\x4B\xF5\x00\x40\x00\x01\x00\x00\x00\x00\x1D\x7F\x6D\x77\x00\x00\x00\x00\x7B\x20\x25\x81\x00\x00\x00\x00\x91\x5A\x8D\x1E\x00\x00\x00\x00\x59\x2A\xC2\xD5\x00\x00\x00\x00\x62\x3B\xE7\xF3\x00\x00\x00\x00\x5E\xC7\x05\xF0\x00\x00\x00\x00\x5F\xB6\x9F\x46\x00\x00\x00\x00\xA8\x01\x08\x50\x00\x00\x00\x00\xD0\xCA\x93\x02\x00\x00\x00\x00\x67\xEA\x90\x64\x00\x00\x00\x00\xD3\x87\xC4\x53\x00\x00\x00\x00\xA0\xC4\x34\xCD\x00\x00\x00\x00\x79\xF0\x07\x7C\x00\x00\x00\x00\xFC\xC1\x6E\x10\x00\x00\x00\x00\x0A\x6F\xEA\x5D\x00\x00\x00\x00\x61\x30\xC0\x3D\x00\x00\x00\x00\xFB\xE3\x40\xBF\x00\x00\x00\x00\xE1\xD3\xEB\xB6\x00\x00\x00\x00\x98\xE9\x68\x9E\x00\x00\x00\x00\x61\x14\x83\x18\x00\x00\x00\x00\x4A\x4E\xAA\xF3\x00\x00\x00\x00\xED\x4F\x17\x9E\x00\x00\x00\x00\x52\x5A\x0B\x5F\x00\x00\x00\x00\x9C\x9E\x60\x79\x00\x00\x00\x00\x87\x23\xB5\xDD\x00\x00\x00\x00\x6B\x76\xB4\xB5\x00\x00\x00\x00\x75\x5D\x72\x38\x00\x00\x00\x00\xEB\xCD\x8F\xF4\x00\x00\x00\x00\x62\xE6\xBD\x69\x00\x00\x00\x00\x62\xCD\xEE\xE1\x00\x00\x00\x00\x4E\x4C\x59\x8C\x00\x00\x00\x00\xFB\xB3\x88\x78\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2F\xCE\x01\xDD\x00\x00\x00\x00\x00\x04\xB6\x7E\x4B\xF5\xB6\x7E\x4B\xF5\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x1D\x7F\x6D\x77\x00\x00\x00\x00\x7B\x20\x25\x81\x00\x00\x00\x00\x91\x5A\x8D\x1E\x00\x00\x00\x00\x59\x2A\xC2\xD5\x00\x00\x00\x00\x62\x3B\xE7\xF3\x00\x00\x00\x00\x5E\xC7\x05\xF0\x00\x00\x00\x00\x5F\xB6\x9F\x46\x00\x00\x00\x00\xA8\x01\x08\x50\x00\x00\x00\x00\xD0\xCA\x93\x02\x00\x00\x00\x00\x67\xEA\x90\x64\x00\x00\x00\x00\xD3\x87\xC4\x53\x00\x00\x00\x00\xA0\xC4\x34\xCD\x00\x00\x00\x00\x79\xF0\x07\x7C\x00\x00\x00\x00\xFC\xC1\x6E\x10\x00\x00\x00\x00\x0A\x6F\xEA\x5D\x00\x00\x00\x00\x61\x30\xC0\x3D\x00\x00\x00\x00\xFB\xE3\x40\xBF\x00\x00\x00\x00\xE1\xD3\xEB\xB6\x00\x00\x00\x00\x98\xE9\x68\x9E\x00\x00\x00\x00\x61\x14\x83\x18\x00\x00\x00\x00\x4A\x4E\xAA\xF3\x00\x00\x00\x00\xED\x4F\x17\x9E\x00\x00\x00\x00\x52\x5A\x0B\x5F\x00\x00\x00\x00\x9C\x9E\x60\x79\x00\x00\x00\x00\x87\x23\xB5\xDD\x00\x00\x00\x00\x6B\x76\xB4\xB5\x00\x00\x00\x00\x75\x5D\x72\x38\x00\x00\x00\x00\xEB\xCD\x8F\xF4\x00\x00\x00\x00\x62\xE6\xBD\x69\x00\x00\x00\x00\x62\xCD\xEE\xE1\x00\x00\x00\x00\x4E\x4C\x59\x8C\x00\x00\x00\x00\xFB\xB3\x88\x78\x23\xC0\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAD754E47), ('P4rIngress.bitmap_seq.seq', 0xEE255E20)], 11574)
        self.setRegisterValue('P4rIngress.rounds', 0xEE255E20, 11574)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 11574)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11574)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 11574)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 11574)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9095),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005B8),
                gc.DataTuple('slot_count', 0x00000E77),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5D900A8D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x59C5C350),
                gc.KeyTuple('src_port', 0x3160),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9095),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x011F),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\xC5\xC3\x50\x00\x00\x00\x00\x31\x60\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x90\x95\x00\x09\x5D\x90\x0A\x8D\x07\x7E\x01\x00\x57\x17\xFC\x49\x00\x40\x00\x00\x00\x00\x00\x00\x34\xA0\xF3\xBE\x00\x00\x00\x00\x06\xEF\xD5\x20\x00\x00\x00\x00\xEF\x8F\x61\xD9\x00\x00\x00\x00\x39\x8B\x33\x0D\x00\x00\x00\x00\x5C\x6C\x30\x9C\x00\x00\x00\x00\x4C\xEE\xC8\xFF\x00\x00\x00\x00\x48\x07\x2B\x73\x00\x00\x00\x00\x71\x14\xB4\x85\x00\x00\x00\x00\x18\x05\x7E\x8E\x00\x00\x00\x00\xD6\x6C\x5C\xB1\x00\x00\x00\x00\x8D\xD4\x3B\xB7\x00\x00\x00\x00\x7D\x67\x8E\x73\x00\x00\x00\x00\xC6\xF4\x73\x3B\x00\x00\x00\x00\x8E\x7A\xEA\x4B\x00\x00\x00\x00\xFF\xC8\xF5\x47\x00\x00\x00\x00\xA1\x44\x67\x07\x00\x00\x00\x00\x29\x29\x3A\xB2\x00\x00\x00\x00\x0B\x96\x25\x03\x00\x00\x00\x00\x2A\x65\xB9\xF7\x00\x00\x00\x00\xC4\x68\xC3\xBA\x00\x00\x00\x00\x0C\x26\xF2\x08\x00\x00\x00\x00\x1B\xC5\x08\x74\x00\x00\x00\x00\x50\x48\x6E\xDD\x00\x00\x00\x00\x33\x1C\x73\xB7\x00\x00\x00\x00\x7D\x39\xBE\x39\x00\x00\x00\x00\xB4\x32\x1B\x1D\x00\x00\x00\x00\x9B\x24\xC4\x7D\x00\x00\x00\x00\x76\x2C\x9A\x0F\x00\x00\x00\x00\xE5\x22\x35\xEF\x00\x00\x00\x00\xB2\x7C\xDF\x74\x00\x00\x00\x00\x52\x78\x87\xEA\x00\x00\x00\x00\x4C\xBC\xF6\xA0\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\xC5\xC3\x50\x00\x00\x00\x00\x31\x60\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x90\x95\x00\x09\x5D\x90\x0A\x8D\x07\x7E\x01\x00\x57\x17\xFC\x49\x00\x40\x00\x00\x00\x00\x00\x00\x34\xA0\xF3\xBE\x00\x00\x00\x00\x06\xEF\xD5\x20\x00\x00\x00\x00\xEF\x8F\x61\xD9\x00\x00\x00\x00\x39\x8B\x33\x0D\x00\x00\x00\x00\x5C\x6C\x30\x9C\x00\x00\x00\x00\x4C\xEE\xC8\xFF\x00\x00\x00\x00\x48\x07\x2B\x73\x00\x00\x00\x00\x71\x14\xB4\x85\x00\x00\x00\x00\x18\x05\x7E\x8E\x00\x00\x00\x00\xD6\x6C\x5C\xB1\x00\x00\x00\x00\x8D\xD4\x3B\xB7\x00\x00\x00\x00\x7D\x67\x8E\x73\x00\x00\x00\x00\xC6\xF4\x73\x3B\x00\x00\x00\x00\x8E\x7A\xEA\x4B\x00\x00\x00\x00\xFF\xC8\xF5\x47\x00\x00\x00\x00\xA1\x44\x67\x07\x00\x00\x00\x00\x29\x29\x3A\xB2\x00\x00\x00\x00\x0B\x96\x25\x03\x00\x00\x00\x00\x2A\x65\xB9\xF7\x00\x00\x00\x00\xC4\x68\xC3\xBA\x00\x00\x00\x00\x0C\x26\xF2\x08\x00\x00\x00\x00\x1B\xC5\x08\x74\x00\x00\x00\x00\x50\x48\x6E\xDD\x00\x00\x00\x00\x33\x1C\x73\xB7\x00\x00\x00\x00\x7D\x39\xBE\x39\x00\x00\x00\x00\xB4\x32\x1B\x1D\x00\x00\x00\x00\x9B\x24\xC4\x7D\x00\x00\x00\x00\x76\x2C\x9A\x0F\x00\x00\x00\x00\xE5\x22\x35\xEF\x00\x00\x00\x00\xB2\x7C\xDF\x74\x00\x00\x00\x00\x52\x78\x87\xEA\x00\x00\x00\x00\x4C\xBC\xF6\xA0\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x2D\x36\x01\x1F\x00\x00\x00\x00\x02\x00\x57\x17\xFC\x49\x57\x17\xFC\x49\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x34\xA0\xF3\xBE\x00\x00\x00\x00\x06\xEF\xD5\x20\x00\x00\x00\x00\xEF\x8F\x61\xD9\x00\x00\x00\x00\x39\x8B\x33\x0D\x00\x00\x00\x00\x5C\x6C\x30\x9C\x00\x00\x00\x00\x4C\xEE\xC8\xFF\x00\x00\x00\x00\x48\x07\x2B\x73\x00\x00\x00\x00\x71\x14\xB4\x85\x00\x00\x00\x00\x18\x05\x7E\x8E\x00\x00\x00\x00\xD6\x6C\x5C\xB1\x00\x00\x00\x00\x8D\xD4\x3B\xB7\x00\x00\x00\x00\x7D\x67\x8E\x73\x00\x00\x00\x00\xC6\xF4\x73\x3B\x00\x00\x00\x00\x8E\x7A\xEA\x4B\x00\x00\x00\x00\xFF\xC8\xF5\x47\x00\x00\x00\x00\xA1\x44\x67\x07\x00\x00\x00\x00\x29\x29\x3A\xB2\x00\x00\x00\x00\x0B\x96\x25\x03\x00\x00\x00\x00\x2A\x65\xB9\xF7\x00\x00\x00\x00\xC4\x68\xC3\xBA\x00\x00\x00\x00\x0C\x26\xF2\x08\x00\x00\x00\x00\x1B\xC5\x08\x74\x00\x00\x00\x00\x50\x48\x6E\xDD\x00\x00\x00\x00\x33\x1C\x73\xB7\x00\x00\x00\x00\x7D\x39\xBE\x39\x00\x00\x00\x00\xB4\x32\x1B\x1D\x00\x00\x00\x00\x9B\x24\xC4\x7D\x00\x00\x00\x00\x76\x2C\x9A\x0F\x00\x00\x00\x00\xE5\x22\x35\xEF\x00\x00\x00\x00\xB2\x7C\xDF\x74\x00\x00\x00\x00\x52\x78\x87\xEA\x00\x00\x00\x00\x4C\xBC\xF6\xA0\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 14217)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 14217)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 14217)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14217)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 14217)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 14217)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x59F2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000185),
                gc.DataTuple('slot_count', 0x0000173B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD116EB7D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x5F7BD2EB),
                gc.KeyTuple('src_port', 0x32C6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x59F2),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x014F),
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
        ig_port = 49
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5F\x7B\xD2\xEB\x00\x00\x00\x00\x32\xC6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x59\xF2\x00\x01\xD1\x16\xEB\x7D\x16\x04\x01\x00\x36\x3A\x51\xCD\x00\x40\x00\x00\x00\x00\x00\x00\x86\x75\x04\xDD\x00\x00\x00\x00\xF2\x29\xE8\x93\x00\x00\x00\x00\xDD\xB5\xBE\xE1\x00\x00\x00\x00\x6F\xCE\x62\x26\x00\x00\x00\x00\x5A\xDF\x47\x6F\x00\x00\x00\x00\xB4\x49\xFE\xAE\x00\x00\x00\x00\x90\x8B\x49\x8A\x00\x00\x00\x00\x44\x61\x71\x29\x00\x00\x00\x00\xF8\x3D\x1E\x16\x00\x00\x00\x00\x1B\x2B\x8F\x66\x00\x00\x00\x00\xDB\x01\x64\x3F\x00\x00\x00\x00\x0D\xE4\x71\x9D\x00\x00\x00\x00\x67\x03\xB5\x04\x00\x00\x00\x00\xC2\x32\x9C\x61\x00\x00\x00\x00\xD7\x74\x50\xC6\x00\x00\x00\x00\x67\x36\x58\x71\x00\x00\x00\x00\x32\x8C\xAB\x01\x00\x00\x00\x00\x04\xFF\x1E\xCA\x00\x00\x00\x00\x11\x54\x32\x56\x00\x00\x00\x00\x82\x3D\xAE\x10\x00\x00\x00\x00\x80\x3A\x96\x6E\x00\x00\x00\x00\x3C\x08\xF7\xA9\x00\x00\x00\x00\x9F\xC2\xA2\xA2\x00\x00\x00\x00\xE5\xA6\xCA\x7A\x00\x00\x00\x00\x8A\xCC\x78\x14\x00\x00\x00\x00\x6D\x1A\xA3\x01\x00\x00\x00\x00\x72\xEE\x87\x7E\x00\x00\x00\x00\x3B\x80\x07\x3E\x00\x00\x00\x00\x69\x7B\xAD\xCE\x00\x00\x00\x00\x7B\x18\xA5\x69\x00\x00\x00\x00\x1D\xB8\xDE\x15\x00\x00\x00\x00\x49\x21\xC6\x17\xBB\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5F\x7B\xD2\xEB\x00\x00\x00\x00\x32\xC6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x59\xF2\x00\x01\xD1\x16\xEB\x7D\x16\x04\x01\x00\x36\x3A\x51\xCD\x00\x40\x00\x00\x00\x00\x00\x00\x86\x75\x04\xDD\x00\x00\x00\x00\xF2\x29\xE8\x93\x00\x00\x00\x00\xDD\xB5\xBE\xE1\x00\x00\x00\x00\x6F\xCE\x62\x26\x00\x00\x00\x00\x5A\xDF\x47\x6F\x00\x00\x00\x00\xB4\x49\xFE\xAE\x00\x00\x00\x00\x90\x8B\x49\x8A\x00\x00\x00\x00\x44\x61\x71\x29\x00\x00\x00\x00\xF8\x3D\x1E\x16\x00\x00\x00\x00\x1B\x2B\x8F\x66\x00\x00\x00\x00\xDB\x01\x64\x3F\x00\x00\x00\x00\x0D\xE4\x71\x9D\x00\x00\x00\x00\x67\x03\xB5\x04\x00\x00\x00\x00\xC2\x32\x9C\x61\x00\x00\x00\x00\xD7\x74\x50\xC6\x00\x00\x00\x00\x67\x36\x58\x71\x00\x00\x00\x00\x32\x8C\xAB\x01\x00\x00\x00\x00\x04\xFF\x1E\xCA\x00\x00\x00\x00\x11\x54\x32\x56\x00\x00\x00\x00\x82\x3D\xAE\x10\x00\x00\x00\x00\x80\x3A\x96\x6E\x00\x00\x00\x00\x3C\x08\xF7\xA9\x00\x00\x00\x00\x9F\xC2\xA2\xA2\x00\x00\x00\x00\xE5\xA6\xCA\x7A\x00\x00\x00\x00\x8A\xCC\x78\x14\x00\x00\x00\x00\x6D\x1A\xA3\x01\x00\x00\x00\x00\x72\xEE\x87\x7E\x00\x00\x00\x00\x3B\x80\x07\x3E\x00\x00\x00\x00\x69\x7B\xAD\xCE\x00\x00\x00\x00\x7B\x18\xA5\x69\x00\x00\x00\x00\x1D\xB8\xDE\x15\x00\x00\x00\x00\x49\x21\xC6\x17\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x37\x89\x01\x4F\x00\x00\x00\x00\x00\x02\x36\x3A\x51\xCD\x36\x3A\x51\xCD\x01\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x86\x75\x04\xDD\x00\x00\x00\x00\xF2\x29\xE8\x93\x00\x00\x00\x00\xDD\xB5\xBE\xE1\x00\x00\x00\x00\x6F\xCE\x62\x26\x00\x00\x00\x00\x5A\xDF\x47\x6F\x00\x00\x00\x00\xB4\x49\xFE\xAE\x00\x00\x00\x00\x90\x8B\x49\x8A\x00\x00\x00\x00\x44\x61\x71\x29\x00\x00\x00\x00\xF8\x3D\x1E\x16\x00\x00\x00\x00\x1B\x2B\x8F\x66\x00\x00\x00\x00\xDB\x01\x64\x3F\x00\x00\x00\x00\x0D\xE4\x71\x9D\x00\x00\x00\x00\x67\x03\xB5\x04\x00\x00\x00\x00\xC2\x32\x9C\x61\x00\x00\x00\x00\xD7\x74\x50\xC6\x00\x00\x00\x00\x67\x36\x58\x71\x00\x00\x00\x00\x32\x8C\xAB\x01\x00\x00\x00\x00\x04\xFF\x1E\xCA\x00\x00\x00\x00\x11\x54\x32\x56\x00\x00\x00\x00\x82\x3D\xAE\x10\x00\x00\x00\x00\x80\x3A\x96\x6E\x00\x00\x00\x00\x3C\x08\xF7\xA9\x00\x00\x00\x00\x9F\xC2\xA2\xA2\x00\x00\x00\x00\xE5\xA6\xCA\x7A\x00\x00\x00\x00\x8A\xCC\x78\x14\x00\x00\x00\x00\x6D\x1A\xA3\x01\x00\x00\x00\x00\x72\xEE\x87\x7E\x00\x00\x00\x00\x3B\x80\x07\x3E\x00\x00\x00\x00\x69\x7B\xAD\xCE\x00\x00\x00\x00\x7B\x18\xA5\x69\x00\x00\x00\x00\x1D\xB8\xDE\x15\x00\x00\x00\x00\x49\x21\xC6\x17\xBB\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x74B190B3), ('P4rIngress.bitmap_seq.seq', 0x040F8000)], 15721)
        self.setRegisterValue('P4rIngress.rounds', 0x040F8000, 15721)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 15721)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15721)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 15721)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 15721)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x78FF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000040F),
                gc.DataTuple('slot_count', 0x00001AE7),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x71F2FFA2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0xD922E359),
                gc.KeyTuple('src_port', 0x40DE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x78FF),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x018D),
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\x22\xE3\x59\x00\x00\x00\x00\x40\xDE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x78\xFF\x00\x02\x71\xF2\xFF\xA2\x19\x5A\x05\x00\x7B\xB0\xB0\xC9\x00\x40\x00\x00\x00\x00\x00\x00\x49\x69\x7E\x4A\x00\x00\x00\x00\x53\x94\x37\x07\x00\x00\x00\x00\x9E\x4D\x69\x75\x00\x00\x00\x00\x87\xF5\xB5\x4C\x00\x00\x00\x00\xBB\x54\xD6\x60\x00\x00\x00\x00\xEC\x59\x2E\x45\x00\x00\x00\x00\xB8\x13\x88\x53\x00\x00\x00\x00\xE1\x57\x83\xA4\x00\x00\x00\x00\xB8\x6D\x89\x41\x00\x00\x00\x00\x53\x20\xEB\x94\x00\x00\x00\x00\x31\x0F\x93\x24\x00\x00\x00\x00\xBF\x57\xED\xB0\x00\x00\x00\x00\x08\xF2\xC4\x8C\x00\x00\x00\x00\x8F\xF3\x2D\xE9\x00\x00\x00\x00\xEB\x73\x59\x9A\x00\x00\x00\x00\x0D\x32\xD4\x84\x00\x00\x00\x00\xB6\xE3\x38\x92\x00\x00\x00\x00\xBE\xC2\xFB\x67\x00\x00\x00\x00\x87\xA0\x59\xF3\x00\x00\x00\x00\xF7\x08\x03\xD1\x00\x00\x00\x00\x72\x9E\xA8\xB9\x00\x00\x00\x00\xCB\x67\xA6\xF0\x00\x00\x00\x00\xD3\xC5\xFA\x58\x00\x00\x00\x00\x0A\xDC\xB1\x0B\x00\x00\x00\x00\xEA\x4F\xA3\xDB\x00\x00\x00\x00\x75\x3F\xFB\xE8\x00\x00\x00\x00\x4C\x66\xC0\x7D\x00\x00\x00\x00\x80\xA5\x1F\x49\x00\x00\x00\x00\xF1\x5D\x1C\x71\x00\x00\x00\x00\x1E\xA3\xC1\xEB\x00\x00\x00\x00\x73\xB4\xC3\x56\x00\x00\x00\x00\x0A\x6F\xEC\x5C\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\x22\xE3\x59\x00\x00\x00\x00\x40\xDE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x78\xFF\x00\x02\x71\xF2\xFF\xA2\x19\x5A\x05\x00\x7B\xB0\xB0\xC9\x00\x40\x00\x00\x00\x00\x00\x00\x49\x69\x7E\x4A\x00\x00\x00\x00\x53\x94\x37\x07\x00\x00\x00\x00\x9E\x4D\x69\x75\x00\x00\x00\x00\x87\xF5\xB5\x4C\x00\x00\x00\x00\xBB\x54\xD6\x60\x00\x00\x00\x00\xEC\x59\x2E\x45\x00\x00\x00\x00\xB8\x13\x88\x53\x00\x00\x00\x00\xE1\x57\x83\xA4\x00\x00\x00\x00\xB8\x6D\x89\x41\x00\x00\x00\x00\x53\x20\xEB\x94\x00\x00\x00\x00\x31\x0F\x93\x24\x00\x00\x00\x00\xBF\x57\xED\xB0\x00\x00\x00\x00\x08\xF2\xC4\x8C\x00\x00\x00\x00\x8F\xF3\x2D\xE9\x00\x00\x00\x00\xEB\x73\x59\x9A\x00\x00\x00\x00\x0D\x32\xD4\x84\x00\x00\x00\x00\xB6\xE3\x38\x92\x00\x00\x00\x00\xBE\xC2\xFB\x67\x00\x00\x00\x00\x87\xA0\x59\xF3\x00\x00\x00\x00\xF7\x08\x03\xD1\x00\x00\x00\x00\x72\x9E\xA8\xB9\x00\x00\x00\x00\xCB\x67\xA6\xF0\x00\x00\x00\x00\xD3\xC5\xFA\x58\x00\x00\x00\x00\x0A\xDC\xB1\x0B\x00\x00\x00\x00\xEA\x4F\xA3\xDB\x00\x00\x00\x00\x75\x3F\xFB\xE8\x00\x00\x00\x00\x4C\x66\xC0\x7D\x00\x00\x00\x00\x80\xA5\x1F\x49\x00\x00\x00\x00\xF1\x5D\x1C\x71\x00\x00\x00\x00\x1E\xA3\xC1\xEB\x00\x00\x00\x00\x73\xB4\xC3\x56\x00\x00\x00\x00\x0A\x6F\xEC\x5C\x0F\x00\x01\x00\x01\xFF\x00\x00\x00\x00\x3D\x69\x01\x8D\x00\x00\x00\x00\x00\x04\x7B\xB0\xB0\xC9\x7B\xB0\xB0\xC9\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x49\x69\x7E\x4A\x00\x00\x00\x00\x53\x94\x37\x07\x00\x00\x00\x00\x9E\x4D\x69\x75\x00\x00\x00\x00\x87\xF5\xB5\x4C\x00\x00\x00\x00\xBB\x54\xD6\x60\x00\x00\x00\x00\xEC\x59\x2E\x45\x00\x00\x00\x00\xB8\x13\x88\x53\x00\x00\x00\x00\xE1\x57\x83\xA4\x00\x00\x00\x00\xB8\x6D\x89\x41\x00\x00\x00\x00\x53\x20\xEB\x94\x00\x00\x00\x00\x31\x0F\x93\x24\x00\x00\x00\x00\xBF\x57\xED\xB0\x00\x00\x00\x00\x08\xF2\xC4\x8C\x00\x00\x00\x00\x8F\xF3\x2D\xE9\x00\x00\x00\x00\xEB\x73\x59\x9A\x00\x00\x00\x00\x0D\x32\xD4\x84\x00\x00\x00\x00\xB6\xE3\x38\x92\x00\x00\x00\x00\xBE\xC2\xFB\x67\x00\x00\x00\x00\x87\xA0\x59\xF3\x00\x00\x00\x00\xF7\x08\x03\xD1\x00\x00\x00\x00\x72\x9E\xA8\xB9\x00\x00\x00\x00\xCB\x67\xA6\xF0\x00\x00\x00\x00\xD3\xC5\xFA\x58\x00\x00\x00\x00\x0A\xDC\xB1\x0B\x00\x00\x00\x00\xEA\x4F\xA3\xDB\x00\x00\x00\x00\x75\x3F\xFB\xE8\x00\x00\x00\x00\x4C\x66\xC0\x7D\x00\x00\x00\x00\x80\xA5\x1F\x49\x00\x00\x00\x00\xF1\x5D\x1C\x71\x00\x00\x00\x00\x1E\xA3\xC1\xEB\x00\x00\x00\x00\x73\xB4\xC3\x56\x00\x00\x00\x00\x0A\x6F\xEC\x5C\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 10483)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 10483)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 10483)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10483)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00000000)], 10483)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x00000000)], 10483)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7991),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000010F),
                gc.DataTuple('slot_count', 0x000014D2),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB15B4EFF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0xA7DF6CAE),
                gc.KeyTuple('src_port', 0xBD71),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7991),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x0290),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\xDF\x6C\xAE\x00\x00\x00\x00\xBD\x71\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x79\x91\x00\x01\xB1\x5B\x4E\xFF\x07\xE4\x05\x00\x09\x33\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x18\xDF\xA7\xA6\x00\x00\x00\x00\x29\xE4\x06\xA0\x00\x00\x00\x00\xF6\xAD\xDD\x15\x00\x00\x00\x00\xC5\xB6\xE9\x76\x00\x00\x00\x00\x14\x88\x4B\x37\x00\x00\x00\x00\x35\x07\x32\x97\x00\x00\x00\x00\x9F\xF4\xC5\x49\x00\x00\x00\x00\x4E\x91\xE6\x97\x00\x00\x00\x00\x8A\x2D\x09\x86\x00\x00\x00\x00\x94\xEF\x63\x91\x00\x00\x00\x00\xB2\x7C\xAF\x62\x00\x00\x00\x00\x86\x82\x5A\x3B\x00\x00\x00\x00\x43\x7B\xA1\x06\x00\x00\x00\x00\xAF\x9F\x5E\xEB\x00\x00\x00\x00\xBC\x3B\x36\x45\x00\x00\x00\x00\x4F\xDD\xBA\xB2\x00\x00\x00\x00\xED\x60\x9E\xDE\x00\x00\x00\x00\x7C\x32\xE9\xA0\x00\x00\x00\x00\xBE\x27\xA8\x11\x00\x00\x00\x00\xB9\xBD\xB1\x21\x00\x00\x00\x00\x9C\x88\xAD\x21\x00\x00\x00\x00\x40\x7D\x70\xF4\x00\x00\x00\x00\x06\xE1\x8A\x0F\x00\x00\x00\x00\x23\xBC\x6B\x82\x00\x00\x00\x00\x21\x2F\xED\xF2\x00\x00\x00\x00\x94\x6A\x9B\x6D\x00\x00\x00\x00\x4B\xE8\x7E\x3A\x00\x00\x00\x00\xD0\xEA\xAA\x9F\x00\x00\x00\x00\x5F\x23\x15\xAD\x00\x00\x00\x00\x5E\xE4\xC4\x05\x00\x00\x00\x00\x23\xB1\x71\x57\x00\x00\x00\x00\xD8\xD3\x98\x1C\xC2\x10\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA7\xDF\x6C\xAE\xBE\xEF\xBD\x71\x01\x20\x00\x00\x50\x34\x02\x82\x79\x91\x00\x01\xB1\x5B\x4E\xFF\x07\xE4\x01\x00\x09\x33\xFF\xFF\x00\x40\x00\x01\x00\x00\x00\x00\x18\xDF\xA7\xA6\x00\x00\x00\x00\x29\xE4\x06\xA0\x00\x00\x00\x00\xF6\xAD\xDD\x15\x00\x00\x00\x00\xC5\xB6\xE9\x76\x00\x00\x00\x00\x14\x88\x4B\x37\x00\x00\x00\x00\x35\x07\x32\x97\x00\x00\x00\x00\x9F\xF4\xC5\x49\x00\x00\x00\x00\x4E\x91\xE6\x97\x00\x00\x00\x00\x8A\x2D\x09\x86\x00\x00\x00\x00\x94\xEF\x63\x91\x00\x00\x00\x00\xB2\x7C\xAF\x62\x00\x00\x00\x00\x86\x82\x5A\x3B\x00\x00\x00\x00\x43\x7B\xA1\x06\x00\x00\x00\x00\xAF\x9F\x5E\xEB\x00\x00\x00\x00\xBC\x3B\x36\x45\x00\x00\x00\x00\x4F\xDD\xBA\xB2\x00\x00\x00\x00\xED\x60\x9E\xDE\x00\x00\x00\x00\x7C\x32\xE9\xA0\x00\x00\x00\x00\xBE\x27\xA8\x11\x00\x00\x00\x00\xB9\xBD\xB1\x21\x00\x00\x00\x00\x9C\x88\xAD\x21\x00\x00\x00\x00\x40\x7D\x70\xF4\x00\x00\x00\x00\x06\xE1\x8A\x0F\x00\x00\x00\x00\x23\xBC\x6B\x82\x00\x00\x00\x00\x21\x2F\xED\xF2\x00\x00\x00\x00\x94\x6A\x9B\x6D\x00\x00\x00\x00\x4B\xE8\x7E\x3A\x00\x00\x00\x00\xD0\xEA\xAA\x9F\x00\x00\x00\x00\x5F\x23\x15\xAD\x00\x00\x00\x00\x5E\xE4\xC4\x05\x00\x00\x00\x00\x23\xB1\x71\x57\x00\x00\x00\x00\xD8\xD3\x98\x1C\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\xF3\x02\x90\x00\x00\x00\x00\x00\x02\x09\x33\xFF\xFF\x09\x33\xFF\xFF\x01\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x18\xDF\xA7\xA6\x00\x00\x00\x00\x29\xE4\x06\xA0\x00\x00\x00\x00\xF6\xAD\xDD\x15\x00\x00\x00\x00\xC5\xB6\xE9\x76\x00\x00\x00\x00\x14\x88\x4B\x37\x00\x00\x00\x00\x35\x07\x32\x97\x00\x00\x00\x00\x9F\xF4\xC5\x49\x00\x00\x00\x00\x4E\x91\xE6\x97\x00\x00\x00\x00\x8A\x2D\x09\x86\x00\x00\x00\x00\x94\xEF\x63\x91\x00\x00\x00\x00\xB2\x7C\xAF\x62\x00\x00\x00\x00\x86\x82\x5A\x3B\x00\x00\x00\x00\x43\x7B\xA1\x06\x00\x00\x00\x00\xAF\x9F\x5E\xEB\x00\x00\x00\x00\xBC\x3B\x36\x45\x00\x00\x00\x00\x4F\xDD\xBA\xB2\x00\x00\x00\x00\xED\x60\x9E\xDE\x00\x00\x00\x00\x7C\x32\xE9\xA0\x00\x00\x00\x00\xBE\x27\xA8\x11\x00\x00\x00\x00\xB9\xBD\xB1\x21\x00\x00\x00\x00\x9C\x88\xAD\x21\x00\x00\x00\x00\x40\x7D\x70\xF4\x00\x00\x00\x00\x06\xE1\x8A\x0F\x00\x00\x00\x00\x23\xBC\x6B\x82\x00\x00\x00\x00\x21\x2F\xED\xF2\x00\x00\x00\x00\x94\x6A\x9B\x6D\x00\x00\x00\x00\x4B\xE8\x7E\x3A\x00\x00\x00\x00\xD0\xEA\xAA\x9F\x00\x00\x00\x00\x5F\x23\x15\xAD\x00\x00\x00\x00\x5E\xE4\xC4\x05\x00\x00\x00\x00\x23\xB1\x71\x57\x00\x00\x00\x00\xD8\xD3\x98\x1C\xC2\x10\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

