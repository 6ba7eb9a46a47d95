# PTF test for build/testgen/k32/kind46/main
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

logger = logging.getLogger('build/testgen/k32/kind46/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, 'build/testgen/k32/kind46/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('build/testgen/k32/kind46/main')

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
    # Current statement coverage: 0.056

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 50
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x92\x90\xDF\x9C\x57\x0D\xA9\x2A\xEF\x95\x9A\x86\x8F\x7D\xD7\xBD\x17\x4C\x86\xAF\x0A\x43\xFA\xDD\xA2\xE9\x13\x25\x20\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53\x15\x68\x51\x39\x04\xF5\x3B\xA5\x86\x59\x40\x9B\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.056

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 8
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xBD\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x92\x00\x00\x00\x00\x00\x00\x20\x00\x00\x96\x07\xA1\x0F\xDB\xF1\xD0\xF6\x4C\xCA\xDA\xF6\x02\x83\xCF\xC5\xC6\x23\xD4\xD1\xD5\xA9\xEE\x72\x34\x0B\x9B\xC7\x06\x89\x30\x81\xCD\xC3\xF6\xD4\xFD\x0C\xC9\xBF\xF8\x8A\x64\xCB\x80\x6A\x07\xA7\x03\x7E\x39\x27\x4D\xB1\xC4\x35\x71\xF3\x2F\x25\x41\x69\xFF\x92\xB7\x88\x90\x14\x97'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.06

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\xC0\xB6\xE5\x58\xCC\x8C\x5B\x45\xA9\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.06

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xC5\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x06\x00\x00\x00\x00\x00\x00\x20\x00\x00\xB0\xDE\x9E\xD4\xE9\xCE\x38\xED\xEF\x99\x3D\x44\xDD\x40\xB7\x04\x0C\xDC\x60\x77\xA7\x0C\x0A\x9F\x94\x87\x54\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.061

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xF8\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBD\x00\x00\x00\x00\x00\x00\x20\x00\x00\xD6\xF2\xFD\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.061

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 56
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x00\x00\x20\x00\x00\x8D\xD5\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.43

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x15A4860C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2D06FE0A)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2D06FE0A, 4722)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 4722)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 4722)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x8F4C),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xEDB4),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xB36D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000072F),
                gc.DataTuple('slot_count', 0x00000DFA),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF7FBAF62),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x0109A981),
                gc.KeyTuple('src_port', 0xF564),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB36D),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x02C1),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 11
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\x09\xA9\x81\x00\x00\x00\x00\xF5\x64\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB3\x6D\x00\x02\xF7\xFB\xAF\x62\x0B\x43\x04\x00\xAC\x85\x74\xBA\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8E\xFA\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x01\x09\xA9\x81\x00\x00\x00\x00\xF5\x64\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB3\x6D\x00\x02\xF7\xFB\xAF\x62\x0B\x43\x04\x00\xAC\x85\x74\xBA\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x00\x04\xAC\x85\x74\xBA\xAC\x85\x74\xBA\x01\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8E\xFA\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.43

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x0D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD3\x00\x00\x00\x00\x00\x00\x20\x00\x00\xEA\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF7223ED8), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0427357D)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0427357D, 3917)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 3917)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 3917)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x4A68),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xA31B),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x911F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000059B),
                gc.DataTuple('slot_count', 0x00001646),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6D0C5973),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x5A1EDB0D),
                gc.KeyTuple('src_port', 0xFC06),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x911F),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x029F),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 50
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\x1E\xDB\x0D\x00\x00\x00\x00\xFC\x06\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x91\x1F\x00\x0B\x6D\x0C\x59\x73\x09\xB2\x06\x00\x70\xB0\x6A\xDE\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB3\xAE\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5A\x1E\xDB\x0D\xBE\xEF\xFC\x06\x00\xA0\x00\x00\x50\x34\x02\x82\x91\x1F\x00\x0B\x6D\x0C\x59\x73\x09\xB2\x00\x00\x70\xB0\x6A\xDE\x00\x20\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x08\x00\x70\xB0\x6A\xDE\x70\xB0\x6A\xDE\x01\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB3\xAE\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA03375EF), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDCAAB8EF)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDCAAB8EF, 3086)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 3086)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 3086)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x72E6),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x9932),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x10C4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000070D),
                gc.DataTuple('slot_count', 0x00000F7C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA038EABE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x5A61FE42),
                gc.KeyTuple('src_port', 0xF3D0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x10C4),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x023A),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 40
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\x61\xFE\x42\x00\x00\x00\x00\xF3\xD0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x10\xC4\x00\x0B\xA0\x38\xEA\xBE\x05\x01\x06\x00\xEA\x55\xB7\x87\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x84\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\x61\xFE\x42\x00\x00\x00\x00\xF3\xD0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x10\xC4\x00\x0B\xA0\x38\xEA\xBE\x05\x01\x06\x00\xEA\x55\xB7\x87\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x08\x00\xEA\x55\xB7\x87\xEA\x55\xB7\x87\x01\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x84\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x021979CF), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBFFA7A59)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBFFA7A59, 4190)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0B), ('P4rIngress.aggregator.count_exp.exponent', 0xEC)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4B7A9B79), ('P4rIngress.aggregator.values_v0000.hi', 0x375AA477)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x58BA7364), ('P4rIngress.aggregator.values_v0001.hi', 0xB2A956E8)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x485C1A42), ('P4rIngress.aggregator.values_v0010.hi', 0x4A092F9D)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x9B28AE5E), ('P4rIngress.aggregator.values_v0011.hi', 0x9CCD536C)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4EAA7885), ('P4rIngress.aggregator.values_v0100.hi', 0xD8B3AFCF)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x1A6EAB85), ('P4rIngress.aggregator.values_v0101.hi', 0x1AEFC1A9)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7DDCD3E6), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x714BCEF0), ('P4rIngress.aggregator.values_v0111.hi', 0x58EBDBBF)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xA4DB5AE2), ('P4rIngress.aggregator.values_v1000.hi', 0xAC55630F)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5DAAB3AF), ('P4rIngress.aggregator.values_v1001.hi', 0xEF25E15C)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6037573D), ('P4rIngress.aggregator.values_v1010.hi', 0x5B3A2C77)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x25BD595E), ('P4rIngress.aggregator.values_v1011.hi', 0x950FBCD9)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x72986A2A), ('P4rIngress.aggregator.values_v1100.hi', 0x6E7E5AA2)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x24B1A3C5), ('P4rIngress.aggregator.values_v1101.hi', 0x46D5A76D)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7D5304CB), ('P4rIngress.aggregator.values_v1110.hi', 0x61F5F121)], 4190)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7CDC8A72), ('P4rIngress.aggregator.values_v1111.hi', 0xEC40A92C)], 4190)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x1710),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xAB24),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xEAD4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003A8),
                gc.DataTuple('slot_count', 0x00001997),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCFA1B72E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x3973666E),
                gc.KeyTuple('src_port', 0x1DF7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xEAD4),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0064),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x39\x73\x66\x6E\x00\x00\x00\x00\x1D\xF7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEA\xD4\x00\x15\xCF\xA1\xB7\x2E\x0C\xB6\x02\xA1\xBF\xFA\x7A\x59\x00\x20\x00\x00\x55\xFE\xE8\xED\x56\x74\x41\xF1\x65\xC3\x70\xEF\x96\x2E\x36\xB7\x6B\x4C\x9C\x26\x43\xDC\x6B\x79\x8F\xA7\xCD\x9B\xFA\xB1\xD7\x4D\x5E\xF3\x77\x2E\x5D\x4F\xA6\x5C\x11\x88\xB5\xFF\xDA\xC0\xDB\xE8\x38\x88\x60\x68\x80\x00\x00\x00\x49\xF9\x05\xC2\x65\x63\x80\x0E\xA6\xCD\x15\x77\x94\x47\x9B\x8D\x59\x0C\x5C\x6F\xEC\x2C\x7D\xC8\x35\x63\x42\x2F\x6F\x3B\xB7\x3F\x2D\x26\x59\x38\x85\x09\x79\x7B\x45\x6A\xB1\xB6\x75\x24\x56\x77\x6F\xC9\x69\x48\x52\xF9\x25\x35\x55\x72\xD5\x49\x4F\x44\xC0\xEF\x5B\x9E\xC8\x3A\x6A\xC5\xBB\x01\xE6\x78\x49\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x39\x73\x66\x6E\xBE\xEF\x1D\xF7\x00\xA0\x00\x00\x50\x34\x02\x82\xEA\xD4\x00\x15\xCF\xA1\xB7\x2E\x0C\xB6\x00\xA1\xBF\xFA\x7A\x59\x00\x20\x00\x0C\x7F\xFF\xFF\xFF\x56\x74\x41\xF1\x7F\xFF\xFF\xFF\x96\x2E\x36\xB7\x7F\xFF\xFF\xFF\x43\xDC\x6B\x79\x80\x00\x00\x00\xFA\xB1\xD7\x4D\x7F\xFF\xFF\xFF\x5D\x4F\xA6\x5C\x2B\xF7\x61\x84\xDA\xC0\xDB\xE8\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x65\x63\x80\x0E\x80\x00\x00\x00\x94\x47\x9B\x8D\x7F\xFF\xFF\xFF\xEC\x2C\x7D\xC8\x7F\xFF\xFF\xFF\x6F\x3B\xB7\x3F\x52\xE3\xB2\x96\x85\x09\x79\x7B\x7F\xFF\xFF\xFF\x75\x24\x56\x77\x7F\xFF\xFF\xFF\x52\xF9\x25\x35\x7F\xFF\xFF\xFF\x4F\x44\xC0\xEF\x7F\xFF\xFF\xFF\x6A\xC5\xBB\x01\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x02\x39\x79\xCF\xBF\xFA\x7A\x59\xBF\xFA\x7A\x59\x0C\xEC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x97\x7F\x2A\xB9\x7F\xFF\xFF\xFF\x36\x03\x56\x2B\x2B\xF7\x61\x84\xF5\xB0\x9D\x91\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDB\x52\x5F\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x52\xE3\xB2\x96\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x57\x06\x64\x2D\xE6\x78\x49\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDE0931A0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4439AA3C)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4439AA3C, 4585)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xF0)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6B03D1E7), ('P4rIngress.aggregator.values_v0000.hi', 0x49589DE5)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x79F5B239), ('P4rIngress.aggregator.values_v0001.hi', 0xBBB30607)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6F8ED35E), ('P4rIngress.aggregator.values_v0010.hi', 0x39E16A49)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xDD9B8433), ('P4rIngress.aggregator.values_v0011.hi', 0xCEFB92EA)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x692B6352), ('P4rIngress.aggregator.values_v0100.hi', 0x0ACEF951)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD1B5DAF4), ('P4rIngress.aggregator.values_v0101.hi', 0x22B1CD22)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x62E9DCDE), ('P4rIngress.aggregator.values_v0110.hi', 0x021F3CB8)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7E4469F2), ('P4rIngress.aggregator.values_v0111.hi', 0x7696D2BC)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x8EA5F3D2), ('P4rIngress.aggregator.values_v1000.hi', 0xC08B3375)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6DA057C2), ('P4rIngress.aggregator.values_v1001.hi', 0x4A8770DD)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4A2DB8CF), ('P4rIngress.aggregator.values_v1010.hi', 0x73356FCA)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xF5AB3B4B), ('P4rIngress.aggregator.values_v1011.hi', 0xACE36447)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x5F8AB619), ('P4rIngress.aggregator.values_v1100.hi', 0x057C8BD8)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5A16DDDE), ('P4rIngress.aggregator.values_v1101.hi', 0x6F7666E3)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xDD2CEF46), ('P4rIngress.aggregator.values_v1110.hi', 0x80000000)], 4585)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x3B9875DD), ('P4rIngress.aggregator.values_v1111.hi', 0x649EC437)], 4585)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x7D96),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xA4AC),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2A03),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002E9),
                gc.DataTuple('slot_count', 0x00001A43),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC563957E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xEC640E87),
                gc.KeyTuple('src_port', 0xBF36),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2A03),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0025),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEC\x64\x0E\x87\x00\x00\x00\x00\xBF\x36\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2A\x03\x00\x15\xC5\x63\x95\x7E\x0F\x00\x06\x98\x44\x39\xAA\x3C\x00\x20\x00\x00\x2C\xD3\xD2\x91\x5D\xFB\x74\x54\x1D\xA6\x0C\x19\xA4\xB3\x35\xA7\x6A\xB2\x76\x58\x77\xD6\xDE\x45\x9C\xD0\xA6\x96\xDF\xE6\xB5\xFB\x78\x13\xBA\x87\x6D\x67\x09\x3B\xD7\x25\xCA\xBE\x00\x00\x00\x00\x4E\xCE\xE6\xD8\x84\x6C\x8D\x64\x03\x77\x7A\xDC\x45\x1C\xD2\xF6\xA7\x4C\x44\x6C\xA3\x9B\x37\x66\x1E\x05\x09\xBB\xEA\xE9\x56\x43\x4B\xA4\xCB\xA5\x2E\x7D\x6A\xCE\x67\xEE\xDC\xD5\xB8\x35\x77\xAE\x45\x9E\xE6\x2E\xEC\xC0\xBC\x5B\x31\xB8\x8C\xCB\xFE\x55\x55\x8F\x93\xA5\xE3\xAB\x00\x00\x00\x00\x7B\xDA\x00\xDC\x6A\xE6\x6D\x06\x1E\xEA\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEC\x64\x0E\x87\x00\x00\x00\x00\xBF\x36\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2A\x03\x00\x15\xC5\x63\x95\x7E\x0F\x00\x06\x98\x44\x39\xAA\x3C\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x5D\xFB\x74\x54\x7F\xFF\xFF\xFF\xA4\xB3\x35\xA7\x7F\xFF\xFF\xFF\x77\xD6\xDE\x45\x80\x00\x00\x00\xDF\xE6\xB5\xFB\x7F\xFF\xFF\xFF\x6D\x67\x09\x3B\xA8\xDB\xA5\xB2\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x84\x6C\x8D\x64\x7F\xFF\xFF\xFF\x45\x1C\xD2\xF6\x80\x00\x00\x00\xA3\x9B\x37\x66\x7F\xFF\xFF\xFF\xEA\xE9\x56\x43\x7F\xFF\xFF\xFF\x2E\x7D\x6A\xCE\x5D\x9A\x18\x20\xB8\x35\x77\xAE\x7F\xFF\xFF\xFF\xEC\xC0\xBC\x5B\x7F\xFF\xFF\xFF\xFE\x55\x55\x8F\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x6A\xE6\x6D\x06\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xDE\x29\x31\xA0\x44\x39\xAA\x3C\x44\x39\xAA\x3C\x10\xF0\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAE\xE2\x48\xE5\x7F\xFF\xFF\xFF\x78\x36\x02\x8C\xA8\xDB\xA5\xB2\x22\xB1\xCD\x22\x7F\xFF\xFF\xFF\x86\x8B\xCA\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x35\x70\xC7\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5D\x9A\x18\x20\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF2\x3D\x48\x33\x7F\xFF\xFF\xFF\x6D\xCB\xBC\x72\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1E\xEA\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4185C783), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 6533)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0xBF)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7A6D8E1F), ('P4rIngress.aggregator.values_v0000.hi', 0x5F1A0AF3)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x56B691B5), ('P4rIngress.aggregator.values_v0001.hi', 0x89B0C76E)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x3E4C75DD), ('P4rIngress.aggregator.values_v0010.hi', 0x33DED54A)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x93329FA3), ('P4rIngress.aggregator.values_v0011.hi', 0xE99DF697)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x769A19F5), ('P4rIngress.aggregator.values_v0100.hi', 0xDFDE0A8F)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x3CF618F3), ('P4rIngress.aggregator.values_v0101.hi', 0x79B7F06E)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4DA5F9CF), ('P4rIngress.aggregator.values_v0110.hi', 0x67D5AFE3)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x3F7DBA4D), ('P4rIngress.aggregator.values_v0111.hi', 0x7CD856AF)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xD83A7D78), ('P4rIngress.aggregator.values_v1000.hi', 0x6022652E)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4F4ABA33), ('P4rIngress.aggregator.values_v1001.hi', 0x695BBF97)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4CEECF0F), ('P4rIngress.aggregator.values_v1010.hi', 0x2E071E65)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xDDD567BB), ('P4rIngress.aggregator.values_v1011.hi', 0xB8E775AF)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x43361595), ('P4rIngress.aggregator.values_v1100.hi', 0x5F23948E)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x75E0C8DC), ('P4rIngress.aggregator.values_v1101.hi', 0x42019BC4)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x46A422B0), ('P4rIngress.aggregator.values_v1110.hi', 0xCEA0EB87)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5563BE71), ('P4rIngress.aggregator.values_v1111.hi', 0x956F8558)], 6533)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xE779),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xEAF1),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x7336),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000985),
                gc.DataTuple('slot_count', 0x000012EC),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6F119B03),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x7E91F7E3),
                gc.KeyTuple('src_port', 0xCD54),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7336),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0182),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 25
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7E\x91\xF7\xE3\x00\x00\x00\x00\xCD\x54\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x73\x36\x00\x15\x6F\x11\x9B\x03\x10\x00\x02\x17\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x27\x8A\xAE\x91\x50\xC8\xCA\x9C\x41\x74\x5B\x95\xCD\xB9\x5B\xFF\x79\x4E\xD4\x29\x58\x5B\x92\x39\xC6\xEB\xA2\xBD\x32\xA3\x10\x91\x24\x99\x0C\xA7\x4F\xCD\xAB\x6A\x23\x97\x3B\xA5\xD6\x0C\x03\xE8\x4E\x48\x3E\xF1\xD1\xF5\xB8\x5C\xBB\xBD\x0A\xFB\x19\xD8\x52\x32\xA2\xD2\xC5\xC9\x48\xAA\xB6\x6F\x56\x2B\x22\xA1\x78\xBA\x02\x2F\x64\xC4\x1D\x3A\x69\x3E\x78\xAD\x31\x5C\xFA\x19\x9E\xB7\x4B\xEF\x42\xB7\x2D\x8D\x53\x3E\xB6\xB6\x3B\x41\x2D\xDD\x5A\x79\x22\x9D\x68\xCE\x75\xD3\xEF\xBB\x1A\x46\x4B\x81\x2D\x47\xD7\x5E\xBF\xC7\x21\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7E\x91\xF7\xE3\xBE\xEF\xCD\x54\x00\xA0\x00\x00\x50\x34\x02\x82\x73\x36\x00\x15\x6F\x11\x9B\x03\x10\x00\x00\x17\xFF\xFF\xFF\xFF\x00\x20\x00\x02\x7F\xFF\xFF\xFF\x50\xC8\xCA\x9C\x7F\xFF\xFF\xFF\xCD\xB9\x5B\xFF\x7F\xFF\xFF\xFF\x58\x5B\x92\x39\x80\x00\x00\x00\x32\xA3\x10\x91\x7F\xFF\xFF\xFF\x4F\xCD\xAB\x6A\x60\x8D\x54\x98\xD6\x0C\x03\xE8\x7F\xFF\xFF\xFF\xD1\xF5\xB8\x5C\xFB\x3A\xC5\x48\x19\xD8\x52\x32\x80\x00\x00\x00\x48\xAA\xB6\x6F\x7F\xFF\xFF\xFF\x78\xBA\x02\x2F\x7F\xFF\xFF\xFF\x69\x3E\x78\xAD\x0F\x32\x61\xD4\x9E\xB7\x4B\xEF\x7F\xFF\xFF\xFF\x53\x3E\xB6\xB6\x7F\xFF\xFF\xFF\x5A\x79\x22\x9D\x7F\xFF\xFF\xFF\xEF\xBB\x1A\x46\x7F\xFF\xFF\xFF\xD7\x5E\xBF\xC7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x41\xA5\xC7\x83\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x02\xBF\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1C\x41\x07\x28\x7F\xFF\xFF\xFF\x2F\xAB\xB5\xF9\x60\x8D\x54\x98\x4F\xC3\xF4\x56\x7F\xFF\xFF\xFF\x39\xCB\x68\x3F\xFB\x3A\xC5\x48\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0F\x32\x61\xD4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBE\x5C\x05\xCD\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x21\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.61

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA39E7FD1), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD919378B)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD919378B, 2239)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x05), ('P4rIngress.aggregator.count_exp.exponent', 0x8E)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xBA82BAB2), ('P4rIngress.aggregator.values_v0000.hi', 0x13963ED5)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x750E7985), ('P4rIngress.aggregator.values_v0001.hi', 0x406745BB)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xA79F62BF), ('P4rIngress.aggregator.values_v0010.hi', 0x69525B44)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xC91E637B), ('P4rIngress.aggregator.values_v0011.hi', 0xCAC64C3A)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4856B955), ('P4rIngress.aggregator.values_v0100.hi', 0x7A8CFED6)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5BCBDA24), ('P4rIngress.aggregator.values_v0101.hi', 0x55BCAC9D)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xAF4DCA29), ('P4rIngress.aggregator.values_v0110.hi', 0x37ADB5F5)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x3D0AA9E9), ('P4rIngress.aggregator.values_v0111.hi', 0x5B7771CE)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x71F93E36), ('P4rIngress.aggregator.values_v1000.hi', 0x4E4B2C1D)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xA9ED6966), ('P4rIngress.aggregator.values_v1001.hi', 0x2346C8B5)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7AD25BF4), ('P4rIngress.aggregator.values_v1010.hi', 0xE8F44A79)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xC1B899D5), ('P4rIngress.aggregator.values_v1011.hi', 0x7176A7F5)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x62B1CD5C), ('P4rIngress.aggregator.values_v1100.hi', 0x50131D48)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xCAF99DCB), ('P4rIngress.aggregator.values_v1101.hi', 0x6D0D1BC9)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x112D4F9D), ('P4rIngress.aggregator.values_v1110.hi', 0x91B695D1)], 2239)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x9C7DDCD9), ('P4rIngress.aggregator.values_v1111.hi', 0x6DCCC2D3)], 2239)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x466E),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xB4D3),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xEC0E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000843),
                gc.DataTuple('slot_count', 0x000006B8),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xABA6F69B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0xBDB45C38),
                gc.KeyTuple('src_port', 0x8050),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xEC0E),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0192),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\xB4\x5C\x38\x00\x00\x00\x00\x80\x50\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEC\x0E\x00\x03\xAB\xA6\xF6\x9B\x00\x7C\x02\xE7\xD9\x19\x37\x8B\x00\x20\x00\x00\x42\xB6\xBA\x5A\x35\x7D\xCF\xDD\x3D\xA2\x1C\xD2\x7F\x53\x4C\xE2\xA2\xCB\x43\xBF\x2D\x5C\xC8\xF4\xE2\x8A\x0F\x5F\x69\xD7\x58\x1D\xFC\x25\x71\xBB\x12\xCA\xE7\x5F\x4B\x28\xDA\x5F\x62\x7A\xE8\x44\x40\xC6\x5C\x5F\x6B\xF3\x36\x3B\x0F\xBE\xB6\x2B\xD9\x6B\x91\x47\x95\xBF\xD0\xE7\x2F\x97\x32\x6E\x30\xC4\x2F\xC6\x61\xD5\xDD\xA3\x30\x93\x31\xE9\xA9\x45\xC1\x69\xB7\x9F\xC5\x15\x72\x06\xA4\xEB\x23\x2C\x6F\xA3\x62\x7B\x93\x1B\xB9\xDB\x3D\xE5\x44\xB4\x23\xD9\x7D\xA5\x25\x46\x85\xC6\x93\x91\xB2\x09\x07\xE1\x71\x0B\x12\x67\xC7\x21\x13\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\xB4\x5C\x38\x00\x00\x00\x00\x80\x50\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEC\x0E\x00\x03\xAB\xA6\xF6\x9B\x00\x7C\x02\xE7\xD9\x19\x37\x8B\x00\x20\x00\x00\xFD\x39\x75\x0C\x35\x7D\xCF\xDD\x7F\xFF\xFF\xFF\x7F\x53\x4C\xE2\x80\x00\x00\x00\x2D\x5C\xC8\xF4\xAB\xA8\x72\xDA\x69\xD7\x58\x1D\x44\x7C\x2B\x10\x12\xCA\xE7\x5F\x7F\xFF\xFF\xFF\x62\x7A\xE8\x44\xF0\x14\x26\x88\x6B\xF3\x36\x3B\x4C\xC9\x60\x14\xD9\x6B\x91\x47\x07\xB9\x0F\x1D\x2F\x97\x32\x6E\xDA\xB1\x99\x2C\x61\xD5\xDD\xA3\x7F\xFF\xFF\xFF\xA9\x45\xC1\x69\x80\x00\x00\x00\x72\x06\xA4\xEB\x7F\xFF\xFF\xFF\x62\x7B\x93\x1B\x84\xD4\xDB\xB0\x44\xB4\x23\xD9\x7F\xFF\xFF\xFF\x85\xC6\x93\x91\x80\x00\x00\x00\x71\x0B\x12\x67\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xA3\x9E\x7F\xD9\xD9\x19\x37\x8B\xD9\x19\x37\x8B\x06\xE7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFD\x39\x75\x0C\x49\x14\x0E\xB2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAB\xA8\x72\xDA\x34\x9D\xA4\x57\x44\x7C\x2B\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF0\x14\x26\x88\x7F\xFF\xFF\xFF\x4C\xC9\x60\x14\x34\xE3\x03\x15\x07\xB9\x0F\x1D\x7D\xE2\x5E\x8B\xDA\xB1\x99\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x92\x3A\x0B\xE2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x84\xD4\xDB\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC7\x21\x13\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x6DEDF883), ('P4rIngress.aggregator.bitmap_seq.seq', 0xAD36F781)], 5102)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xAD36F781, 5102)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x9B2A),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xC949),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x5A73),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E4B),
                gc.DataTuple('slot_count', 0x00000E55),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5195A6A0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x023D541B),
                gc.KeyTuple('src_port', 0xE71D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5A73),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x03E3),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 53
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\x3D\x54\x1B\x00\x00\x00\x00\xE7\x1D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5A\x73\x00\x1E\x51\x95\xA6\xA0\x05\xA3\x04\x00\x5C\xC7\x1E\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6E\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\x3D\x54\x1B\x00\x00\x00\x00\xE7\x1D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5A\x73\x00\x1E\x51\x95\xA6\xA0\x05\xA3\x04\x00\x5C\xC7\x1E\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x06\xFF\xFF\x03\xE3\x6D\xED\xF8\x83\xAD\x36\xF7\x81\xAD\x36\xF7\x81\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6E\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC703EE7D), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBCB16DA4)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBCB16DA4, 2522)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x20), ('P4rIngress.aggregator.count_exp.exponent', 0xAE)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x56CDE8D7), ('P4rIngress.aggregator.values_v0000.hi', 0x34F65012)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x66488607), ('P4rIngress.aggregator.values_v0001.hi', 0xA4ECE9AD)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x758ECE67), ('P4rIngress.aggregator.values_v0010.hi', 0x4DF162C2)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xAC8A4138), ('P4rIngress.aggregator.values_v0011.hi', 0x1DD6CEE3)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x45D7683A), ('P4rIngress.aggregator.values_v0100.hi', 0x0DA5AFE7)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x469FAA53), ('P4rIngress.aggregator.values_v0101.hi', 0x624902F2)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4B15C2E2), ('P4rIngress.aggregator.values_v0110.hi', 0x6B3CC599)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x2C66F73D), ('P4rIngress.aggregator.values_v0111.hi', 0x724DE4A7)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x58FB1DEC), ('P4rIngress.aggregator.values_v1000.hi', 0x6FA56ADB)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x37DFDEB4), ('P4rIngress.aggregator.values_v1001.hi', 0x6B2F9727)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xBBD42EAD), ('P4rIngress.aggregator.values_v1010.hi', 0xACABED7A)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x72A345B5), ('P4rIngress.aggregator.values_v1011.hi', 0x2B8FFBD2)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6992D57F), ('P4rIngress.aggregator.values_v1100.hi', 0xFBE268BE)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x51174AFF), ('P4rIngress.aggregator.values_v1101.hi', 0x817AD3D4)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x3E2FE893), ('P4rIngress.aggregator.values_v1110.hi', 0x2CBA2354)], 2522)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6FDF8F8F), ('P4rIngress.aggregator.values_v1111.hi', 0x8DD722E9)], 2522)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x192E),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x5408),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x9657),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000094F),
                gc.DataTuple('slot_count', 0x00000711),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x72941048),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x3E743A83),
                gc.KeyTuple('src_port', 0xCFC6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9657),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0027),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 36
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3E\x74\x3A\x83\x00\x00\x00\x00\xCF\xC6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x96\x57\x00\x15\x72\x94\x10\x48\x00\x8B\x02\x9B\xBC\xB1\x6D\xA4\x00\x20\x00\x00\x41\xA5\x29\x92\x7F\x87\xF7\x8A\x2A\x26\xDE\x91\xA1\x1F\x2B\xE5\x6D\x9B\xA3\xF6\x39\xF7\xB6\x7E\x9E\x6E\x59\x94\x26\x86\x84\x2F\x55\xE5\x4A\x52\xF7\x8D\x2C\x8A\x6A\xBF\x2B\x37\x67\x7B\x85\x6A\x5C\x60\x5A\x82\x2A\x6D\x4C\xBB\x35\xE6\xD5\x49\x33\x45\x84\xAE\x41\x02\x71\x2D\xE1\x31\x4B\xD1\x57\x0C\x41\xAA\x25\xA0\x53\x78\x93\xE0\x06\x33\x2D\xEB\x54\x5E\x4E\xDD\x8E\xAE\xAF\x44\x61\xD6\x44\xDC\xE5\x37\x6F\xEA\x32\x8D\x4B\x96\x3A\x1A\x4F\x33\x55\xE6\x61\xE4\xBB\x8E\x64\x62\x77\x44\x59\x47\xBD\xDB\x4A\x23\x7A\xBF\x57\x8A\x38\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3E\x74\x3A\x83\x00\x00\x00\x00\xCF\xC6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x96\x57\x00\x15\x72\x94\x10\x48\x00\x8B\x02\x9B\xBC\xB1\x6D\xA4\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x7F\x87\xF7\x8A\x7F\xFF\xFF\xFF\xA1\x1F\x2B\xE5\x7F\xFF\xFF\xFF\x39\xF7\xB6\x7E\x80\x00\x00\x00\x26\x86\x84\x2F\x7F\xFF\xFF\xFF\xF7\x8D\x2C\x8A\x7F\xFF\xFF\xFF\x67\x7B\x85\x6A\x7F\xFF\xFF\xFF\x2A\x6D\x4C\xBB\x62\x4D\xCC\x86\x33\x45\x84\xAE\x7F\xFF\xFF\xFF\xE1\x31\x4B\xD1\x7F\xFF\xFF\xFF\x25\xA0\x53\x78\x80\x00\x00\x00\x2D\xEB\x54\x5E\x7F\xFF\xFF\xFF\xAF\x44\x61\xD6\x7F\xFF\xFF\xFF\x6F\xEA\x32\x8D\x7F\xFF\xFF\xFF\x4F\x33\x55\xE6\x7F\xFF\xFF\xFF\x64\x62\x77\x44\x7F\xFF\xFF\xFF\x4A\x23\x7A\xBF\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xC7\x23\xEE\x7D\xBC\xB1\x6D\xA4\xBC\xB1\x6D\xA4\x21\xAE\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x44\x5D\x53\x12\x7F\xFF\xFF\xFF\x05\x32\xDC\x71\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x62\x4D\xCC\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x50\xD6\xB6\xAC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDA\x97\x41\xD8\x7F\xFF\xFF\xFF\xDA\xD4\x5D\xA8\x7F\xFF\xFF\xFF\x6B\xCC\x9B\x4B\x7F\xFF\xFF\xFF\xD0\xAE\x29\xBA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD7\xFA\x9D\xA8\x57\x8A\x38\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x43839B64), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB6000000)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB6000000, 1533)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x13), ('P4rIngress.aggregator.count_exp.exponent', 0xAE)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x55F53CA3), ('P4rIngress.aggregator.values_v0000.hi', 0x57234F3C)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x74B5505E), ('P4rIngress.aggregator.values_v0001.hi', 0xBC713A51)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4C5292AD), ('P4rIngress.aggregator.values_v0010.hi', 0x62991A73)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB32444CF), ('P4rIngress.aggregator.values_v0011.hi', 0x275597C7)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x61C25357), ('P4rIngress.aggregator.values_v0100.hi', 0x827E42C7)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x0D35D9A1), ('P4rIngress.aggregator.values_v0101.hi', 0x23A0FCDC)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4670D65A), ('P4rIngress.aggregator.values_v0110.hi', 0xD5374149)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x80000000), ('P4rIngress.aggregator.values_v0111.hi', 0x4C6BF39A)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xB513D841), ('P4rIngress.aggregator.values_v1000.hi', 0x673F655B)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x49E108C9), ('P4rIngress.aggregator.values_v1001.hi', 0x7BEF3A6F)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x3F065AC1), ('P4rIngress.aggregator.values_v1010.hi', 0x6B978402)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xAFBAA92A)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x3B5F1EEB), ('P4rIngress.aggregator.values_v1100.hi', 0x6ECF8A8A)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x778A3E85), ('P4rIngress.aggregator.values_v1101.hi', 0x2D1DDEE1)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x864EF662), ('P4rIngress.aggregator.values_v1110.hi', 0xAD0F51DC)], 1533)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x3C8483DF), ('P4rIngress.aggregator.values_v1111.hi', 0xC7BEF55B)], 1533)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x7853),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x8217),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xB720),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003BB),
                gc.DataTuple('slot_count', 0x00001921),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x41D03E80),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x9BF9CF79),
                gc.KeyTuple('src_port', 0x0128),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB720),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x031F),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 20
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9B\xF9\xCF\x79\x00\x00\x00\x00\x01\x28\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB7\x20\x00\x15\x41\xD0\x3E\x80\x02\x42\x02\x54\xB6\x00\x00\x00\x00\x20\x00\x00\x6D\xE4\x7D\xAE\x77\x1B\xE9\xCC\x45\x45\x5F\xFE\xBF\xC1\x2C\xEE\x7B\x54\xA6\x39\x4C\xAD\xC6\x52\x8A\x6A\xD3\xEC\xB6\x77\x8F\x3D\x7C\x5D\x21\xA4\x23\x61\x5C\xE1\xF7\x4D\x5F\x27\x2D\x73\x7F\x34\x6D\x30\xCA\x13\xBB\x2F\x39\xEB\x19\x01\x39\x19\x48\x83\x27\x1B\xAD\xB9\xCF\xA8\x74\xAE\xD4\xB9\x5B\x23\x2B\x79\x13\x0E\xA5\x6A\x71\x4A\x80\xF7\x69\xDB\xAF\xBA\x80\x00\x00\x00\xB7\x0F\xB3\xE7\x7E\x01\xCF\x72\x6E\x27\xDB\xBC\x24\x6A\x0E\x4D\x64\x03\x38\x05\xB3\xC8\x83\xBA\x4A\x38\xE5\x1F\x6C\x97\xF8\x89\x95\xA4\xF6\x57\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9B\xF9\xCF\x79\x00\x00\x00\x00\x01\x28\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB7\x20\x00\x15\x41\xD0\x3E\x80\x02\x42\x02\x54\xB6\x00\x00\x00\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x77\x1B\xE9\xCC\x7F\xFF\xFF\xFF\xBF\xC1\x2C\xEE\x7F\xFF\xFF\xFF\x4C\xAD\xC6\x52\x80\x00\x00\x00\xB6\x77\x8F\x3D\x7F\xFF\xFF\xFF\x23\x61\x5C\xE1\x04\x83\x38\xC8\x2D\x73\x7F\x34\x7F\xFF\xFF\xFF\xBB\x2F\x39\xEB\x99\x01\x39\x19\x48\x83\x27\x1B\x80\x00\x00\x00\x74\xAE\xD4\xB9\x7F\xFF\xFF\xFF\x13\x0E\xA5\x6A\x7F\xFF\xFF\xFF\x69\xDB\xAF\xBA\x80\x00\x00\x00\xB7\x0F\xB3\xE7\x7F\xFF\xFF\xFF\x6E\x27\xDB\xBC\x7F\xFF\xFF\xFF\x64\x03\x38\x05\x80\x00\x00\x00\x4A\x38\xE5\x1F\x7F\xFF\xFF\xFF\x95\xA4\xF6\x57\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x43\xA3\x9B\x64\xB6\x00\x00\x00\xB6\x00\x00\x00\x14\xAE\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDD\xCD\x27\x04\x7F\xFF\xFF\xFF\xA5\xDF\x9F\xA8\x04\x83\x38\xC8\x51\x14\x7C\x10\x7F\xFF\xFF\xFF\x90\x66\x7B\x34\x99\x01\x39\x19\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF7\x48\x36\xFB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE64FB9A4), ('P4rIngress.aggregator.bitmap_seq.seq', 0x07D67E19)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x07D67E19, 4990)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0xF5)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x798CF05A), ('P4rIngress.aggregator.values_v0000.hi', 0x51A4CF7A)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6194B55F), ('P4rIngress.aggregator.values_v0001.hi', 0xAD8E8EC1)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x3CFF7EB6), ('P4rIngress.aggregator.values_v0010.hi', 0x446AA8AC)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xAE26B49C), ('P4rIngress.aggregator.values_v0011.hi', 0xE9E96F30)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4B755A6B), ('P4rIngress.aggregator.values_v0100.hi', 0xB75C5B75)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xCDE3F2D6), ('P4rIngress.aggregator.values_v0101.hi', 0xADEBD166)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x33E71D51), ('P4rIngress.aggregator.values_v0110.hi', 0xC5C3D1C4)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x54C596D6), ('P4rIngress.aggregator.values_v0111.hi', 0x66871453)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xBFB90DFB), ('P4rIngress.aggregator.values_v1000.hi', 0x86A696B7)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x79F64FBB), ('P4rIngress.aggregator.values_v1001.hi', 0x0AF5256E)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6DA316FB), ('P4rIngress.aggregator.values_v1010.hi', 0x52150EBD)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x80000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x65D27D21), ('P4rIngress.aggregator.values_v1100.hi', 0xBEB729FF)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xB73A0D5F), ('P4rIngress.aggregator.values_v1101.hi', 0x5BDD9F20)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x195F4905), ('P4rIngress.aggregator.values_v1110.hi', 0xB57C776D)], 4990)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x23C9E109), ('P4rIngress.aggregator.values_v1111.hi', 0xA528EE3F)], 4990)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0739),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xDCA3),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2A13),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000001BB),
                gc.DataTuple('slot_count', 0x00001DDD),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x67A1D617),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x594D7444),
                gc.KeyTuple('src_port', 0x6080),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2A13),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0339),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\x4D\x74\x44\x00\x00\x00\x00\x60\x80\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2A\x13\x00\x15\x67\xA1\xD6\x17\x11\xC3\x02\x45\x07\xD6\x7E\x19\x00\x20\x00\x00\x40\xAA\x5B\x12\x5B\x2B\x62\x57\x2C\xE5\xA1\x28\x94\x74\x1C\x71\x77\x80\xF4\x78\x5B\xC8\xCD\xEE\x85\xDF\x6F\xB7\x6B\xEB\xE4\x7F\x6A\x29\x13\x8F\x77\x44\x8B\xC7\xD6\x7E\x76\x35\xF5\xCE\xEB\x4A\x73\xDE\x71\x31\x0C\xA5\x1B\x41\x7F\xC6\x2E\xF7\x21\xEE\x5F\x71\xAF\xF2\x7D\x0B\x9D\xDE\x5E\x2D\x14\xE7\xDC\x8B\xFC\xF6\xDD\xFF\x49\xA5\x37\xEE\x32\x06\x7C\xFC\x70\x6E\xE7\xF2\x9B\xAF\x8D\x56\x32\x3B\xE0\x2F\xBE\x82\x4B\xD5\x89\x58\x28\xAF\x93\x3F\x38\x89\x59\xCB\x7B\x93\x8D\x55\x8E\xE1\x6B\xDD\xC9\x75\xA3\x48\x99\x48\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x59\x4D\x74\x44\xBE\xEF\x60\x80\x00\xA0\x00\x00\x50\x34\x02\x82\x2A\x13\x00\x15\x67\xA1\xD6\x17\x11\xC3\x00\x45\x07\xD6\x7E\x19\x00\x20\x00\x1E\x7F\xFF\xFF\xFF\x5B\x2B\x62\x57\x7F\xFF\xFF\xFF\x94\x74\x1C\x71\x7F\xFF\xFF\xFF\x5B\xC8\xCD\xEE\x80\x00\x00\x00\x6B\xEB\xE4\x7F\x7F\xFF\xFF\xFF\x77\x44\x8B\xC7\xA4\x62\x69\x0B\xF5\xCE\xEB\x4A\x7F\xFF\xFF\xFF\x0C\xA5\x1B\x41\x7F\xFF\xFF\xFF\x21\xEE\x5F\x71\x80\x00\x00\x00\x9D\xDE\x5E\x2D\x7F\xFF\xFF\xFF\xFC\xF6\xDD\xFF\x7F\xFF\xFF\xFF\x32\x06\x7C\xFC\xF0\x6E\xE7\xF2\x9B\xAF\x8D\x56\x7F\xFF\xFF\xFF\xBE\x82\x4B\xD5\x80\x00\x00\x00\x93\x3F\x38\x89\x73\x2A\xC4\x98\x8D\x55\x8E\xE1\x7F\xFF\xFF\xFF\xA3\x48\x99\x48\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE6\x6F\xB9\xA4\x07\xD6\x7E\x19\x07\xD6\x7E\x19\x1E\xF5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x55\xD5\x53\xAF\x7F\xFF\xFF\xFF\x2E\xA0\xE7\x3C\xA4\x62\x69\x0B\xA3\xBA\xBC\xB0\x7F\xFF\xFF\xFF\xD2\x68\xED\x05\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x07\xEC\x03\x6D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF0\x6E\xE7\xF2\x9B\xAF\x8D\x56\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xEF\x1C\xD7\xA9\x73\x2A\xC4\x98\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF71DE8EB), ('P4rIngress.aggregator.bitmap_seq.seq', 0xADE439E0)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xADE439E0, 4462)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0x8B)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7C405D19), ('P4rIngress.aggregator.values_v0000.hi', 0x517A8DE7)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5A5256FF), ('P4rIngress.aggregator.values_v0001.hi', 0xE56FAE4E)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2FC81432), ('P4rIngress.aggregator.values_v0010.hi', 0x7E70FD7E)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xA54DC3C6), ('P4rIngress.aggregator.values_v0011.hi', 0xBD2B6E4B)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x3903A768), ('P4rIngress.aggregator.values_v0100.hi', 0x4B6FD71B)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD4EB774B), ('P4rIngress.aggregator.values_v0101.hi', 0x5729B0EE)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x319D3A75), ('P4rIngress.aggregator.values_v0110.hi', 0xDE96F5DA)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xC685562E), ('P4rIngress.aggregator.values_v0111.hi', 0x595B89E9)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE990E843), ('P4rIngress.aggregator.values_v1000.hi', 0x2EB636F1)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x70847B27), ('P4rIngress.aggregator.values_v1001.hi', 0x43E6DE5D)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x439EDD00), ('P4rIngress.aggregator.values_v1010.hi', 0x6637B303)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xB909EBC0)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x640EE640), ('P4rIngress.aggregator.values_v1100.hi', 0x3335CF51)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x799C3615), ('P4rIngress.aggregator.values_v1101.hi', 0x6E65CB17)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x59AAAAEE), ('P4rIngress.aggregator.values_v1110.hi', 0xB0BEAB31)], 4462)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x73E0F363), ('P4rIngress.aggregator.values_v1111.hi', 0x5AB97B72)], 4462)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x89E9),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xE2B2),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xF18A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A24),
                gc.DataTuple('slot_count', 0x000013A5),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x61052994),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x1B2EA135),
                gc.KeyTuple('src_port', 0xB4CD),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF18A),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x031F),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 26
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\x2E\xA1\x35\x00\x00\x00\x00\xB4\xCD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF1\x8A\x00\x15\x61\x05\x29\x94\x07\x4A\x06\x53\xAD\xE4\x39\xE0\x00\x20\x00\x00\x5E\x78\x09\x55\x3A\xA5\xA1\xA3\x52\xF7\x36\xDA\x96\x67\xCD\xD6\x6F\x5D\x15\x66\x61\x3A\xC6\x7C\x81\x70\x54\x3B\x29\x5C\xEE\x69\x6D\x40\x6E\xCB\x08\x22\x1D\xF4\xCD\x4B\x04\xDC\xD2\xCB\x11\x4D\x50\xB5\x76\xAD\x49\x46\xE7\xDB\xDC\xCD\x5F\x8B\x51\x29\xB8\x6D\x95\x1E\xED\xD0\x5E\x84\x74\x57\x21\x60\x8A\xC4\x72\x31\xC3\x59\x7A\xC8\xA1\xDF\x66\xEE\xC5\x1F\x00\x00\x00\x00\xAD\xBF\xD2\x09\x35\x1F\x74\x9F\x57\xA3\x13\x2A\x50\xED\x28\xB6\x4A\x6F\x0B\x6F\x58\x79\x03\xCB\x01\x29\xB3\x5F\x69\xC4\x73\x1D\x7C\x8F\xA2\x6F\x9F\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1B\x2E\xA1\x35\xBE\xEF\xB4\xCD\x00\xA0\x00\x00\x50\x34\x02\x82\xF1\x8A\x00\x15\x61\x05\x29\x94\x07\x4A\x00\x53\xAD\xE4\x39\xE0\x00\x20\x00\x02\x7F\xFF\xFF\xFF\x3A\xA5\xA1\xA3\x7F\xFF\xFF\xFF\x96\x67\xCD\xD6\x7F\xFF\xFF\xFF\x61\x3A\xC6\x7C\x80\x00\x00\x00\x29\x5C\xEE\x69\x7F\xFF\xFF\xFF\x08\x22\x1D\xF4\xA2\x36\x7C\x27\xD2\xCB\x11\x4D\x7F\xFF\xFF\xFF\x49\x46\xE7\xDB\xA3\x52\xB5\xB9\x51\x29\xB8\x6D\x80\x00\x00\x00\x5E\x84\x74\x57\x7F\xFF\xFF\xFF\x72\x31\xC3\x59\x7F\xFF\xFF\xFF\x66\xEE\xC5\x1F\x00\x00\x00\x00\xAD\xBF\xD2\x09\x7F\xFF\xFF\xFF\x57\xA3\x13\x2A\x7F\xFF\xFF\xFF\x4A\x6F\x0B\x6F\x7F\xFF\xFF\xFF\x01\x29\xB3\x5F\x7F\xFF\xFF\xFF\x7C\x8F\xA2\x6F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF7\x3D\xE8\xEB\xAD\xE4\x39\xE0\xAD\xE4\x39\xE0\x02\x8B\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE6\x88\x5C\xB4\x7F\xFF\xFF\xFF\x53\x91\xF5\x0F\xA2\x36\x7C\x27\x29\xF4\xC2\x3B\x7F\xFF\xFF\xFF\x27\xDD\xDD\xB5\xA3\x52\xB5\xB9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB1\xE8\x5E\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9F\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x040A42BF), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 7269)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0x66)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x77F43CD3), ('P4rIngress.aggregator.values_v0000.hi', 0xA852A793)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB97A84AC), ('P4rIngress.aggregator.values_v0001.hi', 0x3CB9EB06)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x77C2E3E2), ('P4rIngress.aggregator.values_v0010.hi', 0xC23704B3)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4EF735C3), ('P4rIngress.aggregator.values_v0011.hi', 0x49A68B75)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x68CBA557), ('P4rIngress.aggregator.values_v0100.hi', 0x6932865D)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x3FC1DE3E), ('P4rIngress.aggregator.values_v0101.hi', 0x5F15AA33)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7BBFCB3F), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x49098F26), ('P4rIngress.aggregator.values_v0111.hi', 0xA8ACD59D)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x270BBF4A), ('P4rIngress.aggregator.values_v1000.hi', 0x4EAF208E)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x528516D3), ('P4rIngress.aggregator.values_v1001.hi', 0xB92B5CEF)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x477D1AA5), ('P4rIngress.aggregator.values_v1010.hi', 0x55592AA4)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6B5C0598), ('P4rIngress.aggregator.values_v1011.hi', 0x6AC5CD33)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6ECE8A30), ('P4rIngress.aggregator.values_v1100.hi', 0x9EE5A173)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6D6B0E14), ('P4rIngress.aggregator.values_v1101.hi', 0x7D714A73)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xDB07DEE9), ('P4rIngress.aggregator.values_v1110.hi', 0x55B90327)], 7269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4553C20E), ('P4rIngress.aggregator.values_v1111.hi', 0x11D2A561)], 7269)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x2592),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xAD18),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xED0B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000308),
                gc.DataTuple('slot_count', 0x00001AED),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA695E737),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x53E890FE),
                gc.KeyTuple('src_port', 0x7464),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xED0B),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0200),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 55
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\xE8\x90\xFE\x00\x00\x00\x00\x74\x64\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xED\x0B\x00\x15\xA6\x95\xE7\x37\x19\x5D\x04\xDE\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x26\x81\xFD\x79\xBE\xD4\xB4\x43\x89\xF6\x76\x9E\x96\x9D\xDB\x0B\x23\x92\x37\x8F\x8A\xE1\x3C\x75\x71\xA1\x4E\x9F\x74\x9C\x3E\x2F\x54\x60\x6D\x94\x6D\x28\x92\xCB\x1D\x57\xDA\xFB\x58\x14\x58\x5F\x51\xAF\x28\x3B\x00\x00\x00\x00\x70\x5B\x24\x45\x55\x69\x64\xC7\x5F\xD8\xE9\x7E\x58\x75\x62\xAF\x63\xE7\x70\xBE\x97\xA5\x4C\x08\x5B\x6C\x6F\x8B\x67\x59\xBA\x9D\x7B\x63\x1D\x86\x41\xF5\x14\x5A\x62\xCC\xEE\x5B\xCE\xE6\x2B\x7B\x2D\xEB\xB5\x75\x7E\x89\xD0\x97\xB6\x1C\xCE\x97\x71\x58\xA5\x17\x41\x19\x6E\x0F\xD2\x57\xEB\x7B\x8E\x70\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\xE8\x90\xFE\x00\x00\x00\x00\x74\x64\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xED\x0B\x00\x15\xA6\x95\xE7\x37\x19\x5D\x04\xDE\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x7F\xFF\xFF\xFF\xBE\xD4\xB4\x43\x80\x00\x00\x00\x96\x9D\xDB\x0B\x7F\xFF\xFF\xFF\x8A\xE1\x3C\x75\x7F\xFF\xFF\xFF\x74\x9C\x3E\x2F\x7F\xFF\xFF\xFF\x6D\x28\x92\xCB\x5D\x19\xB9\x39\x58\x14\x58\x5F\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x55\x69\x64\xC7\x7F\xFF\xFF\xFF\x58\x75\x62\xAF\x7F\xFF\xFF\xFF\x97\xA5\x4C\x08\x7F\xFF\xFF\xFF\x67\x59\xBA\x9D\x7F\xFF\xFF\xFF\x41\xF5\x14\x5A\x7F\xFF\xFF\xFF\xCE\xE6\x2B\x7B\x7F\xFF\xFF\xFF\x7E\x89\xD0\x97\x91\x24\xAD\x80\x71\x58\xA5\x17\x7F\xFF\xFF\xFF\xD2\x57\xEB\x7B\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x04\x2A\x42\xBF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x02\xDE\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xD3\x57\xC6\x11\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5D\x19\xB9\x39\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xFE\x16\x3A\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x91\x24\xAD\x80\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\x2A\x90\xDC\x8E\x70\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8F5448AF), ('P4rIngress.aggregator.bitmap_seq.seq', 0x16748D4F)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x16748D4F, 2671)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x20), ('P4rIngress.aggregator.count_exp.exponent', 0xCC)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x11C975EA), ('P4rIngress.aggregator.values_v0000.hi', 0x3D866541)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x76261C1A), ('P4rIngress.aggregator.values_v0001.hi', 0xF37F3450)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x50959990), ('P4rIngress.aggregator.values_v0010.hi', 0x60000000)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xC82C4A8B), ('P4rIngress.aggregator.values_v0011.hi', 0xF44D5909)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x41520135), ('P4rIngress.aggregator.values_v0100.hi', 0x425DF756)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x665EFEF3), ('P4rIngress.aggregator.values_v0101.hi', 0x4EC4B6AF)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x772182D6), ('P4rIngress.aggregator.values_v0110.hi', 0x6FD2BBFF)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x77F46584), ('P4rIngress.aggregator.values_v0111.hi', 0x6EDC54DB)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x78F7590D), ('P4rIngress.aggregator.values_v1000.hi', 0xBFE48634)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6FF2F4EB), ('P4rIngress.aggregator.values_v1001.hi', 0x5D72E989)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA39E2F18), ('P4rIngress.aggregator.values_v1010.hi', 0x80000000)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6DC61E1D), ('P4rIngress.aggregator.values_v1011.hi', 0x2D3FBA79)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xA02BDDBD), ('P4rIngress.aggregator.values_v1100.hi', 0x9EAE5485)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6DB67DDA), ('P4rIngress.aggregator.values_v1101.hi', 0xD2FB7A9C)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x1BFE9947), ('P4rIngress.aggregator.values_v1110.hi', 0x4DDC49B7)], 2671)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7F274B75), ('P4rIngress.aggregator.values_v1111.hi', 0x54BAC9ED)], 2671)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x054F),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x1338),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x282F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x48C43ED9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0xCD362815),
                gc.KeyTuple('src_port', 0x6E89),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x282F),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x03F9),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 25
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\x36\x28\x15\x00\x00\x00\x00\x6E\x89\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x28\x2F\x00\x15\x48\xC4\x3E\xD9\x0A\x6F\x06\x56\x16\x74\x8D\x4F\x00\x20\x00\x00\x7C\xA4\x9A\x4A\x4D\x6D\x45\xE3\x32\xAB\xB3\x72\x81\x77\x6C\x9A\x63\x9D\xCB\xE1\x20\x00\x00\x00\x90\x81\xAA\x93\x41\x19\x9A\xA7\x62\xAB\xEB\x0F\x0E\xDC\xE6\xB5\x28\x9E\xDA\x11\x73\xAB\xA3\xAE\x21\x16\xFB\xEB\x7F\xE4\xFF\x01\x94\xA5\xF7\x2F\x4F\xA2\x6A\xD2\x55\x94\x55\x8D\x0E\x25\xDD\x78\x2B\x9A\xE1\xBE\x6D\xE7\x23\x31\xB0\x23\xA3\xDD\x00\x00\x00\x00\x7D\x82\xAD\x9F\x3F\x3D\x9D\xD9\x7B\xC5\x36\xC6\xBC\xAE\x38\x8D\xC7\xA1\xC9\x3B\x96\xE1\x6B\x78\x4C\xE2\xDD\xDD\x54\x5F\x42\xA6\x77\xA9\x67\x17\x53\xCD\x72\x7F\x26\x99\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\x36\x28\x15\x00\x00\x00\x00\x6E\x89\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x28\x2F\x00\x15\x48\xC4\x3E\xD9\x0A\x6F\x06\x56\x16\x74\x8D\x4F\x00\x20\x00\x00\x7F\xFF\xFF\xFF\x4D\x6D\x45\xE3\x7F\xFF\xFF\xFF\x81\x77\x6C\x9A\x7F\xFF\xFF\xFF\x20\x00\x00\x00\x80\x00\x00\x00\x41\x19\x9A\xA7\x7F\xFF\xFF\xFF\x0E\xDC\xE6\xB5\x7F\xFF\xFF\xFF\x73\xAB\xA3\xAE\x7F\xFF\xFF\xFF\x7F\xE4\xFF\x01\x0C\x9A\x5C\xB3\x4F\xA2\x6A\xD2\x7F\xFF\xFF\xFF\x0E\x25\xDD\x78\x7F\xFF\xFF\xFF\x6D\xE7\x23\x31\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x3F\x3D\x9D\xD9\x1B\xF1\x14\x83\xBC\xAE\x38\x8D\x35\x58\x47\x15\x96\xE1\x6B\x78\x68\xE1\x77\x24\x54\x5F\x42\xA6\x7F\xFF\xFF\xFF\x53\xCD\x72\x7F\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x8F\x74\x48\xAF\x16\x74\x8D\x4F\x16\x74\x8D\x4F\x21\xCC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x35\x66\xF3\xB0\x7F\xFF\xFF\xFF\x51\x3A\xDE\x0B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0C\x9A\x5C\xB3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\x0A\x63\xAC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6C\x7D\x58\x52\x1B\xF1\x14\x83\x80\x00\x00\x00\x35\x58\x47\x15\x80\x00\x00\x00\x68\xE1\x77\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x26\x99\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDE533653), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC1356A7C)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC1356A7C, 2829)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x6C)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x786E5065), ('P4rIngress.aggregator.values_v0000.hi', 0x8955C4BF)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xAD4CC3D8), ('P4rIngress.aggregator.values_v0001.hi', 0x9830DE42)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x44AE725F), ('P4rIngress.aggregator.values_v0010.hi', 0xD3ED0C53)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x49DFDE45), ('P4rIngress.aggregator.values_v0011.hi', 0x6E6F3602)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5DAC6F8E), ('P4rIngress.aggregator.values_v0100.hi', 0x21D570D1)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xA5DEE184), ('P4rIngress.aggregator.values_v0101.hi', 0x46989C15)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4CB6FB7A), ('P4rIngress.aggregator.values_v0110.hi', 0x59D371BB)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x647676B6), ('P4rIngress.aggregator.values_v0111.hi', 0xBFFE9509)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x691AEDBD), ('P4rIngress.aggregator.values_v1000.hi', 0x42D51625)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6E5C34CD), ('P4rIngress.aggregator.values_v1001.hi', 0xC6A99EA2)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x2EE9326C), ('P4rIngress.aggregator.values_v1010.hi', 0x6723D4B2)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x651EFD53), ('P4rIngress.aggregator.values_v1011.hi', 0x7BA0C12F)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x5C6EE8F4), ('P4rIngress.aggregator.values_v1100.hi', 0xBFFA9825)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x62521B7D), ('P4rIngress.aggregator.values_v1101.hi', 0x1DABB6E2)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x985B803F), ('P4rIngress.aggregator.values_v1110.hi', 0x56E9CAA6)], 2829)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5ABBA79D), ('P4rIngress.aggregator.values_v1111.hi', 0xB8F937F5)], 2829)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x1929),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x7323),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xB5D0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000052C),
                gc.DataTuple('slot_count', 0x00000740),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2F295712),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0x1F3F5D3D),
                gc.KeyTuple('src_port', 0x74B0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB5D0),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x03DC),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 6
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1F\x3F\x5D\x3D\x00\x00\x00\x00\x74\xB0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB5\xD0\x00\x15\x2F\x29\x57\x12\x05\xE1\x00\x95\xC1\x35\x6A\x7C\x00\x20\x00\x00\x33\xA2\x46\xC1\xF3\x7A\x39\xCD\x9C\xED\xB8\x97\x2B\xB2\xCA\xB8\x5E\xAB\x2F\x14\x95\xDA\xD6\x45\x66\x91\x34\xC5\x5B\xCD\x92\x82\x5D\x25\x3C\x1B\x67\x54\xC5\x55\x2B\x82\x18\xD8\x49\x69\xA4\xFD\x56\x2E\x4B\x6D\x1A\x5F\x56\xB3\x32\xB7\x32\xD2\x64\xB9\x47\x7A\x73\xEF\xD6\x37\x41\x91\x19\x47\x35\x57\xD6\x57\x99\xA0\xB2\xFE\x74\xD3\x9E\xD0\x4B\x66\xB7\x57\x64\xB8\x2A\x6E\x11\x33\x45\xD0\x4D\xA6\x21\x54\xA4\x9B\xB1\x53\x44\xE8\xFF\x3B\x6D\xAA\x1F\x1C\x54\x65\xDC\x75\x75\x29\x1A\x9C\x64\x98\x80\x59\x8B\x9C\x62\x9E\x66\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1F\x3F\x5D\x3D\xBE\xEF\x74\xB0\x00\xA0\x00\x00\x50\x34\x02\x82\xB5\xD0\x00\x15\x2F\x29\x57\x12\x05\xE1\x00\x95\xC1\x35\x6A\x7C\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xF3\x7A\x39\xCD\x80\x00\x00\x00\x2B\xB2\xCA\xB8\x7F\xFF\xFF\xFF\x95\xDA\xD6\x45\x7F\xFF\xFF\xFF\x5B\xCD\x92\x82\x7F\xFF\xFF\xFF\x67\x54\xC5\x55\xD1\x60\xFA\x5C\x49\x69\xA4\xFD\x7F\xFF\xFF\xFF\x1A\x5F\x56\xB3\x7F\xFF\xFF\xFF\x64\xB9\x47\x7A\x7F\xFF\xFF\xFF\x41\x91\x19\x47\x7F\xFF\xFF\xFF\x99\xA0\xB2\xFE\x7F\xFF\xFF\xFF\x4B\x66\xB7\x57\x7F\xFF\xFF\xFF\x11\x33\x45\xD0\x7F\xFF\xFF\xFF\xA4\x9B\xB1\x53\x7F\xFF\xFF\xFF\x6D\xAA\x1F\x1C\xEC\xC1\x5C\xB4\x75\x29\x1A\x9C\x7F\xFF\xFF\xFF\x8B\x9C\x62\x9E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDE\x73\x36\x53\xC1\x35\x6A\x7C\xC1\x35\x6A\x7C\x20\x95\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xC3\xE3\xA8\xFA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD1\x60\xFA\x5C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x74\x32\xC8\x6E\x7F\xFF\xFF\xFF\x24\xB7\xDC\x83\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEC\xC1\x5C\xB4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x66\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x491A63F5), ('P4rIngress.aggregator.bitmap_seq.seq', 0x11400000)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x11400000, 3175)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xCE)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x47256C7A), ('P4rIngress.aggregator.values_v0000.hi', 0x3DCCFD77)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x741A7A97), ('P4rIngress.aggregator.values_v0001.hi', 0xB86D2EDF)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6C91C5A4), ('P4rIngress.aggregator.values_v0010.hi', 0x1A0BF233)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xD39CF59B), ('P4rIngress.aggregator.values_v0011.hi', 0x29B3B9CD)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6DA952ED), ('P4rIngress.aggregator.values_v0100.hi', 0x2D851231)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7A0C1378), ('P4rIngress.aggregator.values_v0101.hi', 0x31812A9B)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6D4A3B27), ('P4rIngress.aggregator.values_v0110.hi', 0x7C17E957)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xACC6581D), ('P4rIngress.aggregator.values_v0111.hi', 0x9936CDB9)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4498BB16), ('P4rIngress.aggregator.values_v1000.hi', 0xBD56F717)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x43858B33), ('P4rIngress.aggregator.values_v1001.hi', 0xC72FCEBC)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xCF36476B), ('P4rIngress.aggregator.values_v1010.hi', 0x6726C7DD)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4E30CDD3), ('P4rIngress.aggregator.values_v1011.hi', 0x79EC71F3)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x5A785290), ('P4rIngress.aggregator.values_v1100.hi', 0x249AA56A)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x307B4E2F), ('P4rIngress.aggregator.values_v1101.hi', 0x6B934325)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x8B4E7B0B), ('P4rIngress.aggregator.values_v1110.hi', 0x2CDD6B60)], 3175)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6419970D), ('P4rIngress.aggregator.values_v1111.hi', 0x6BA5D549)], 3175)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xB01E),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xC30B),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xD71F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000925),
                gc.DataTuple('slot_count', 0x00000BC3),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x403E9378),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x721A4A25),
                gc.KeyTuple('src_port', 0xD5B4),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD71F),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x00AE),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x72\x1A\x4A\x25\x00\x00\x00\x00\xD5\xB4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD7\x1F\x00\x15\x40\x3E\x93\x78\x03\x42\x02\x29\x11\x40\x00\x00\x00\x20\x00\x00\x57\xF6\x4C\xEB\x65\xDD\x74\x77\x25\x54\xF7\x73\x96\xB4\x38\xF4\x2A\x85\x63\x0D\x68\x3A\x2A\x9F\x96\x1B\x69\xD3\x2F\x36\xB2\xAB\x2F\xBB\x15\xAB\x27\xDD\x7B\xAB\x08\x51\x57\x5C\x5C\x3A\x32\x6B\x4F\x81\x05\x7F\x25\xAF\xB9\x0F\x85\xA5\xF0\x7F\xDE\x38\x78\x5B\x74\xDB\x7B\x9E\xAB\x06\x57\x69\x41\x0D\x8D\x76\x99\xDA\x04\x03\xA8\x5C\xF1\x26\x75\x8B\xAD\x43\x5F\xC6\x78\x02\x1B\x2A\xC9\x4A\x5D\x9B\xDB\xD9\xEE\xEB\x0F\x2A\x73\x84\x4C\x53\x41\xDC\xED\x5D\x8F\xFF\x73\x61\x5C\x95\x49\x62\x26\xBE\x0B\x0D\x4A\x2C\x51\x8D\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x72\x1A\x4A\x25\xBE\xEF\xD5\xB4\x00\xA0\x00\x00\x50\x34\x02\x82\xD7\x1F\x00\x15\x40\x3E\x93\x78\x03\x42\x00\x29\x11\x40\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x65\xDD\x74\x77\x7F\xFF\xFF\xFF\x96\xB4\x38\xF4\x7F\xFF\xFF\xFF\x68\x3A\x2A\x9F\x80\x00\x00\x00\x2F\x36\xB2\xAB\x7F\xFF\xFF\xFF\x27\xDD\x7B\xAB\x7F\xFF\xFF\xFF\x5C\x3A\x32\x6B\x7F\xFF\xFF\xFF\x25\xAF\xB9\x0F\x80\x00\x00\x00\xDE\x38\x78\x5B\x7F\xFF\xFF\xFF\xAB\x06\x57\x69\x7F\xFF\xFF\xFF\x99\xDA\x04\x03\x80\x00\x00\x00\x75\x8B\xAD\x43\x7F\xFF\xFF\xFF\x1B\x2A\xC9\x4A\x7F\xFF\xFF\xFF\xEE\xEB\x0F\x2A\x7F\xFF\xFF\xFF\x41\xDC\xED\x5D\x80\x00\x00\x00\x5C\x95\x49\x62\x7F\xFF\xFF\xFF\x4A\x2C\x51\x8D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x49\x3A\x63\xF5\x11\x40\x00\x00\x11\x40\x00\x00\x20\xCE\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x58\xEA\x6C\x78\x7F\xFF\xFF\xFF\x55\x62\x8D\xDC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x13\x85\xB4\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF1933B81), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA4086E5D)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA4086E5D, 3691)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1B), ('P4rIngress.aggregator.count_exp.exponent', 0x4F)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x39058F0A), ('P4rIngress.aggregator.values_v0000.hi', 0xBFD746EA)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x10ACE5EC), ('P4rIngress.aggregator.values_v0001.hi', 0x96943932)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x523C4B3B), ('P4rIngress.aggregator.values_v0010.hi', 0xFE174FEA)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x0B64E304), ('P4rIngress.aggregator.values_v0011.hi', 0x855E82B3)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5E3AFCF4), ('P4rIngress.aggregator.values_v0100.hi', 0x47D5B7C9)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xABA4D796), ('P4rIngress.aggregator.values_v0101.hi', 0x5F993A18)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2C64B0D2), ('P4rIngress.aggregator.values_v0110.hi', 0x435107CF)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7E42A099), ('P4rIngress.aggregator.values_v0111.hi', 0x2E9AA9C7)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x3A109336), ('P4rIngress.aggregator.values_v1000.hi', 0x3A432C06)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x60EFCA9E), ('P4rIngress.aggregator.values_v1001.hi', 0x6DDE28D9)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x0A776D97), ('P4rIngress.aggregator.values_v1010.hi', 0x757CDA90)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xA7FAEA29), ('P4rIngress.aggregator.values_v1011.hi', 0x7D1C1191)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xB2AD8DAD), ('P4rIngress.aggregator.values_v1100.hi', 0x3ADD650B)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7DA2E6ED), ('P4rIngress.aggregator.values_v1101.hi', 0x530C2DC0)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x73FC2E46), ('P4rIngress.aggregator.values_v1110.hi', 0xCEA4896D)], 3691)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x8E9D1363), ('P4rIngress.aggregator.values_v1111.hi', 0x30358F89)], 3691)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x5D06),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xDCC5),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x32E3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000921),
                gc.DataTuple('slot_count', 0x000008B3),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x327DB6D9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x8CA3005B),
                gc.KeyTuple('src_port', 0xA76A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x32E3),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0100),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8C\xA3\x00\x5B\x00\x00\x00\x00\xA7\x6A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x32\xE3\x00\x15\x32\x7D\xB6\xD9\x05\x4A\x02\x9A\xA4\x08\x6E\x5D\x00\x20\x00\x00\x47\xDC\x24\xEE\xBA\x15\x77\xD2\xF5\x24\x2D\x7D\xCB\xCF\x40\x63\x34\x4C\x69\x89\x31\x5C\x55\xAD\x7C\x05\x37\xDF\xAC\xF9\x53\x2D\x51\xD4\x4E\x54\x76\x45\xAA\xDB\xA7\xBE\x55\xAF\x63\x72\xFE\x97\x6D\x72\x66\xB7\x6B\x21\xA9\xB9\x16\x15\xA7\xC2\x5C\xD8\x72\xF5\x32\x7F\xDB\x9C\x65\x83\xAB\x7D\x4D\x6A\x86\xBF\x4B\x7A\x69\xA1\x6A\xBB\x67\x37\x15\xBD\x15\xA0\xC7\x3B\xB5\xA4\x10\x44\x49\xD7\xB3\x0D\x3B\x78\x60\x98\x6D\xC5\x3C\x4E\x51\xCF\x33\xAD\xC9\xA0\x1D\x6F\x01\xCD\x93\x0D\xDD\x26\x7E\xF3\xB7\xB2\x76\x45\xDF\xF3\x8D\xFE\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8C\xA3\x00\x5B\xBE\xEF\xA7\x6A\x00\xA0\x00\x00\x50\x34\x02\x82\x32\xE3\x00\x15\x32\x7D\xB6\xD9\x05\x4A\x00\x9A\xA4\x08\x6E\x5D\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\xBA\x15\x77\xD2\x05\xD1\x13\x69\xCB\xCF\x40\x63\x7F\xFF\xFF\xFF\x31\x5C\x55\xAD\x7F\xFF\xFF\xFF\xAC\xF9\x53\x2D\x7F\xFF\xFF\xFF\x76\x45\xAA\xDB\x80\x00\x00\x00\x63\x72\xFE\x97\x7F\xFF\xFF\xFF\x6B\x21\xA9\xB9\x7F\xFF\xFF\xFF\x5C\xD8\x72\xF5\x6C\x90\x6E\xD2\x65\x83\xAB\x7D\x7F\xFF\xFF\xFF\x4B\x7A\x69\xA1\x75\x32\xD4\xCE\x15\xBD\x15\xA0\x80\x00\x00\x00\x10\x44\x49\xD7\x80\x00\x00\x00\x60\x98\x6D\xC5\x7F\xFF\xFF\xFF\x33\xAD\xC9\xA0\x7F\xFF\xFF\xFF\x93\x0D\xDD\x26\x0D\x90\xCB\x15\x76\x45\xDF\xF3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF1\xB3\x3B\x81\xA4\x08\x6E\x5D\xA4\x08\x6E\x5D\x1C\x9A\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x05\xD1\x13\x69\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2F\x73\xA5\x97\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6C\x90\x6E\xD2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x75\x32\xD4\xCE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0D\x90\xCB\x15\x7F\xFF\xFF\xFF\x8D\xFE\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3348BDA3), ('P4rIngress.aggregator.bitmap_seq.seq', 0x28447C7C)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x28447C7C, 5896)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x91)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x746732CF), ('P4rIngress.aggregator.values_v0000.hi', 0x845A8245)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x18F546DD), ('P4rIngress.aggregator.values_v0001.hi', 0xBF04FDA4)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6A6F9F6C), ('P4rIngress.aggregator.values_v0010.hi', 0x24EAF85E)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x732B6C8B), ('P4rIngress.aggregator.values_v0011.hi', 0xA2EB2197)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4545ADF6), ('P4rIngress.aggregator.values_v0100.hi', 0x6537A6FE)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x80FD0CB5), ('P4rIngress.aggregator.values_v0101.hi', 0x7FF859BA)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x40484F06), ('P4rIngress.aggregator.values_v0110.hi', 0x6CF8C4B9)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x68FA20E9), ('P4rIngress.aggregator.values_v0111.hi', 0x40DAA0FD)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x40DAD1CF), ('P4rIngress.aggregator.values_v1000.hi', 0x46A24EB2)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x275B3718), ('P4rIngress.aggregator.values_v1001.hi', 0x7E0FBAE5)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9FD5CCD9), ('P4rIngress.aggregator.values_v1010.hi', 0x5E70B6B1)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x58C857FE), ('P4rIngress.aggregator.values_v1011.hi', 0xA69B057A)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4BF01EAE), ('P4rIngress.aggregator.values_v1100.hi', 0xB8DA3E5E)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x531F0551), ('P4rIngress.aggregator.values_v1101.hi', 0xEBDF27BD)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x69917E1D), ('P4rIngress.aggregator.values_v1110.hi', 0x6D3D2854)], 5896)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x3EBCE62E), ('P4rIngress.aggregator.values_v1111.hi', 0xECEE68DB)], 5896)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x3B69),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xAC52),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x0869),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CE4),
                gc.DataTuple('slot_count', 0x00000F5F),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9847E8DE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0x6B412CC3),
                gc.KeyTuple('src_port', 0x7D8F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0869),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x030F),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 58
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6B\x41\x2C\xC3\x00\x00\x00\x00\x7D\x8F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x08\x69\x00\x15\x98\x47\xE8\xDE\x0A\x24\x04\x95\x28\x44\x7C\x7C\x00\x20\x00\x00\x5C\x86\x52\x5A\xEB\x6B\x7B\x1D\xDD\xB5\x3F\xDB\x81\x2A\x25\xAD\x32\xEB\x2D\x4B\xB6\xC1\x0C\xD9\x3A\x6D\x7C\xEB\xB2\xEC\x10\x8D\x70\x64\xBD\xA9\x25\x22\xB6\xA4\xFD\x6E\xC4\x90\x2A\x2A\xD6\xC8\x4D\xC1\x5D\x7C\x41\x72\xF6\xAE\x4F\xD9\xE7\x22\x65\x55\xF1\x9B\x33\xDA\x78\xB7\x51\x9A\x44\xBD\x65\x0C\x98\x3D\x79\x88\x19\xD5\x38\xE5\x45\x91\x5C\x02\xAC\x83\x78\xD9\xD6\x7B\xB8\xBB\x14\xFC\x42\x2A\xB4\xA7\x56\x57\xBE\xC3\x59\x46\x85\xB6\xAB\x0A\xE6\xC2\x1C\x84\x5D\x33\x34\x9F\x84\xB5\x7A\xA8\xA2\xF3\x8A\xFA\xE5\x77\x0A\x9E\x1C\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6B\x41\x2C\xC3\x00\x00\x00\x00\x7D\x8F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x08\x69\x00\x15\x98\x47\xE8\xDE\x0A\x24\x04\x95\x28\x44\x7C\x7C\x00\x20\x00\x00\x7F\xFF\xFF\xFF\xEB\x6B\x7B\x1D\xF6\xAA\x86\xB8\x81\x2A\x25\xAD\x7F\xFF\xFF\xFF\xB6\xC1\x0C\xD9\x7F\xFF\xFF\xFF\xB2\xEC\x10\x8D\x7F\xFF\xFF\xFF\x25\x22\xB6\xA4\x80\x00\x00\x00\x2A\x2A\xD6\xC8\x7F\xFF\xFF\xFF\x41\x72\xF6\xAE\x7F\xFF\xFF\xFF\x65\x55\xF1\x9B\x74\xB5\x4A\x86\x51\x9A\x44\xBD\x7F\xFF\xFF\xFF\x79\x88\x19\xD5\xD8\xBB\x12\x6A\x5C\x02\xAC\x83\x7F\xFF\xFF\xFF\xB8\xBB\x14\xFC\x7F\xFF\xFF\xFF\x56\x57\xBE\xC3\x7F\xFF\xFF\xFF\xAB\x0A\xE6\xC2\x7F\xFF\xFF\xFF\x34\x9F\x84\xB5\x7F\xFF\xFF\xFF\x8A\xFA\xE5\x77\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x33\x68\xBD\xA3\x28\x44\x7C\x7C\x28\x44\x7C\x7C\x20\x95\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF6\xAA\x86\xB8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDB\xAC\x05\x37\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x74\xB5\x4A\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD8\xBB\x12\x6A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0F\x31\xFD\x21\x7F\xFF\xFF\xFF\x96\xEA\x0E\x7F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0A\x9E\x1C\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x640B6EE9), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD79E429B)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD79E429B, 4537)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x20), ('P4rIngress.aggregator.count_exp.exponent', 0x4C)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x58CB177C), ('P4rIngress.aggregator.values_v0000.hi', 0xA73764EF)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xFDBF7DBD), ('P4rIngress.aggregator.values_v0001.hi', 0xAA65955A)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x66C9EC1F), ('P4rIngress.aggregator.values_v0010.hi', 0x163B3FAF)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x3EB3AF23), ('P4rIngress.aggregator.values_v0011.hi', 0xB64D4774)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5B76219D), ('P4rIngress.aggregator.values_v0100.hi', 0x7FE35FAE)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x90CF3F97), ('P4rIngress.aggregator.values_v0101.hi', 0x6A0AFFD2)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2CD42710), ('P4rIngress.aggregator.values_v0110.hi', 0x10ABA677)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5D7979F9), ('P4rIngress.aggregator.values_v0111.hi', 0x353FFDDC)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x998DB2CF), ('P4rIngress.aggregator.values_v1000.hi', 0x50388D05)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x79E34FA5), ('P4rIngress.aggregator.values_v1001.hi', 0x6E4C3F22)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xDAAD26CC), ('P4rIngress.aggregator.values_v1010.hi', 0xA59F5B0D)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x42DDDE14), ('P4rIngress.aggregator.values_v1011.hi', 0x3D6C7CF6)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x11236C34), ('P4rIngress.aggregator.values_v1100.hi', 0x2303F487)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5462D1A7), ('P4rIngress.aggregator.values_v1101.hi', 0x4CC5B230)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xF109A210), ('P4rIngress.aggregator.values_v1110.hi', 0x2BD0DAD6)], 4537)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xB0F42E1F), ('P4rIngress.aggregator.values_v1111.hi', 0x5EE7BE25)], 4537)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x1971),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xF545),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x10A2),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005EF),
                gc.DataTuple('slot_count', 0x0000104A),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x29DD84FA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xD24561F7),
                gc.KeyTuple('src_port', 0xAEB4),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x10A2),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x02DC),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\x45\x61\xF7\x00\x00\x00\x00\xAE\xB4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x10\xA2\x00\x15\x29\xDD\x84\xFA\x0B\xCA\x02\x93\xD7\x9E\x42\x9B\x00\x20\x00\x00\x56\x86\x38\x30\xB2\xC9\xA5\xB0\x75\x73\x5C\x2F\x8B\x2B\x72\x4A\x1A\x88\xCF\x4E\x34\xDA\x75\x39\x76\x21\x29\xF9\x9C\x03\xB3\x2A\x3B\x40\xA8\xE1\x0C\xFC\x3C\x09\xDB\xAF\x12\xD3\x5F\x89\xFA\xCB\x72\xFE\x15\x6A\x73\x7E\x55\xF5\x59\x29\x30\xFB\x71\x98\xBC\xD5\x0C\xAD\xF6\x3B\x6C\xCF\xD5\xA0\x64\x86\xF7\x57\x43\x6B\x42\x56\xCA\xA8\x62\x69\x9D\xA3\xCF\x4B\x64\xC4\xCF\xD1\x5C\x07\x3D\xF7\x0F\x5F\xC8\x29\x90\x34\x85\xD7\x4D\xB0\xD5\x21\x5C\xAB\x66\x50\xE9\x30\x27\x2E\x61\xFE\xEB\x03\xA3\xD2\x55\xA7\x5D\xDF\x15\xE7\x66\xFB\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\x45\x61\xF7\x00\x00\x00\x00\xAE\xB4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x10\xA2\x00\x15\x29\xDD\x84\xFA\x0B\xCA\x02\x93\xD7\x9E\x42\x9B\x00\x20\x00\x00\x7F\xFF\xFF\xFF\xB2\xC9\xA5\xB0\x73\x32\xD9\xEC\x8B\x2B\x72\x4A\x7F\xFF\xFF\xFF\x34\xDA\x75\x39\x7F\xFF\xFF\xFF\x9C\x03\xB3\x2A\x7F\xFF\xFF\xFF\x0C\xFC\x3C\x09\x80\x00\x00\x00\x5F\x89\xFA\xCB\x7F\xFF\xFF\xFF\x73\x7E\x55\xF5\x7F\xFF\xFF\xFF\x71\x98\xBC\xD5\xA6\x3B\xA9\x0A\x6C\xCF\xD5\xA0\x7F\xFF\xFF\xFF\x43\x6B\x42\x56\xA5\x55\x89\x35\x9D\xA3\xCF\x4B\x7F\xFF\xFF\xFF\x5C\x07\x3D\xF7\x20\x83\x34\x5D\x90\x34\x85\xD7\x7F\xFF\xFF\xFF\x5C\xAB\x66\x50\xDA\x39\xC9\x3E\x61\xFE\xEB\x03\x80\x00\x00\x00\x5D\xDF\x15\xE7\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x64\x2B\x6E\xE9\xD7\x9E\x42\x9B\xD7\x9E\x42\x9B\x21\x93\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x73\x32\xD9\xEC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4B\x15\xB4\xE8\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA6\x3B\xA9\x0A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA5\x55\x89\x35\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x20\x83\x34\x5D\xB3\x38\x7A\x5E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDA\x39\xC9\x3E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x66\xFB\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF41D4803), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD3F5A738)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD3F5A738, 4991)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0x9E)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x539603EF), ('P4rIngress.aggregator.values_v0000.hi', 0xB7346C63)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xA21827BB)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x71A7735A), ('P4rIngress.aggregator.values_v0010.hi', 0x250A3E15)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x1CA3410E), ('P4rIngress.aggregator.values_v0011.hi', 0xB11EA266)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x56E1DCA6), ('P4rIngress.aggregator.values_v0100.hi', 0x6ECA2A85)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD5EDF733), ('P4rIngress.aggregator.values_v0101.hi', 0x43ED1C93)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x40514B0B), ('P4rIngress.aggregator.values_v0110.hi', 0x69F744CB)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x45A795D2), ('P4rIngress.aggregator.values_v0111.hi', 0x3CD26BF7)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x20F7AB19), ('P4rIngress.aggregator.values_v1000.hi', 0x540E0FF7)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4E7D1D03), ('P4rIngress.aggregator.values_v1001.hi', 0x50EADF5D)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xF52EEB92), ('P4rIngress.aggregator.values_v1010.hi', 0x556B6F7D)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x35346B71), ('P4rIngress.aggregator.values_v1011.hi', 0xB310EA2C)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xFCE8AA8C), ('P4rIngress.aggregator.values_v1100.hi', 0x891C0A9E)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2EA508E1), ('P4rIngress.aggregator.values_v1101.hi', 0xE88CA81B)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x1C6D3AA8), ('P4rIngress.aggregator.values_v1110.hi', 0x643C40A8)], 4991)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x81CCBA17), ('P4rIngress.aggregator.values_v1111.hi', 0x14C2553D)], 4991)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x2CE9),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0x9395),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x22C4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003B1),
                gc.DataTuple('slot_count', 0x0000107E),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x89961A57),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x739AD1D3),
                gc.KeyTuple('src_port', 0xB37C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x22C4),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0314),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 1
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x73\x9A\xD1\xD3\x00\x00\x00\x00\xB3\x7C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x22\xC4\x00\x15\x89\x96\x1A\x57\x0F\xCE\x06\xFD\xD3\xF5\xA7\x38\x00\x20\x00\x00\x62\x47\x37\x27\xB3\x04\x6A\xD1\x56\xD0\x77\x6D\xCF\x92\xE8\xC1\x4D\x1A\x33\x6B\x94\xEF\x9D\x55\x7A\xA3\x96\x18\xB3\xA4\xE6\xAE\x58\x52\x44\x1E\x21\xF6\xEB\xCC\x94\xC8\x7A\x3B\x43\x06\xA3\xB5\x55\xD5\x23\xA1\x2B\x7F\xEB\x49\x5E\xEB\x8F\xBB\x6E\xC6\x4E\x3F\x30\x19\xB9\x69\x46\xD4\x78\xF4\x76\x98\x3F\x70\x52\x69\x09\x24\x23\xE6\x3B\x97\x74\x23\xBD\x39\x7B\x3B\xD2\x14\xB5\x62\x67\x42\x1E\x51\xAA\xAB\x66\xD8\xEE\xE5\xE8\xAE\xB0\xE3\x67\xA3\xAE\x5D\x76\x7D\x2A\x68\x5D\xDC\xDE\xEB\xCC\xFA\xB9\xED\x6B\xD3\x67\x85\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x73\x9A\xD1\xD3\x00\x00\x00\x00\xB3\x7C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x22\xC4\x00\x15\x89\x96\x1A\x57\x0F\xCE\x06\xFD\xD3\xF5\xA7\x38\x00\x20\x00\x00\x7F\xFF\xFF\xFF\xB3\x04\x6A\xD1\x56\xD0\x77\x6D\xCF\x92\xE8\xC1\x7F\xFF\xFF\xFF\x94\xEF\x9D\x55\x7F\xFF\xFF\xFF\xB3\xA4\xE6\xAE\x7F\xFF\xFF\xFF\x21\xF6\xEB\xCC\x80\x00\x00\x00\x43\x06\xA3\xB5\x7F\xFF\xFF\xFF\x2B\x7F\xEB\x49\x7F\xFF\xFF\xFF\x6E\xC6\x4E\x3F\x51\x11\x64\x82\x46\xD4\x78\xF4\x7F\xFF\xFF\xFF\x52\x69\x09\x24\x19\x15\x27\x29\x74\x23\xBD\x39\x7F\xFF\xFF\xFF\xB5\x62\x67\x42\x1B\x3A\x55\x37\x66\xD8\xEE\xE5\x17\x53\xB9\xC4\x67\xA3\xAE\x5D\x7F\xFF\xFF\xFF\x5D\xDC\xDE\xEB\x80\x00\x00\x00\x6B\xD3\x67\x85\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\xF4\x3D\x48\x03\xD3\xF5\xA7\x38\xD3\xF5\xA7\x38\x18\xFD\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x56\xD0\x77\x6D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB9\xF9\xDB\x6A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x51\x11\x64\x82\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x19\x15\x27\x29\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1B\x3A\x55\x37\xEF\xF4\xF9\x83\x17\x53\xB9\xC4\x50\x30\x56\x78\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2E229BE0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7AD31EDE)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7AD31EDE, 5599)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x00000000)], 5599)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x00000000)], 5599)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x92ED),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xE8D6),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xA7D6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001183),
                gc.DataTuple('slot_count', 0x00000B0F),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5C1FA0FE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0xE8A0B9BD),
                gc.KeyTuple('src_port', 0x1F9F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA7D6),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x0252),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 51
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE8\xA0\xB9\xBD\x00\x00\x00\x00\x1F\x9F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA7\xD6\x00\x02\x5C\x1F\xA0\xFE\x04\x5C\x04\x00\xF6\x05\xF0\x9E\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3F\x8F\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE8\xA0\xB9\xBD\xBE\xEF\x1F\x9F\x00\xA0\x00\x00\x50\x34\x02\x82\xA7\xD6\x00\x02\x5C\x1F\xA0\xFE\x04\x5C\x00\x00\xF6\x05\xF0\x9E\x00\x20\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x04\xF6\x05\xF0\x9E\xF6\x05\xF0\x9E\x01\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3F\x8F\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x19070222), ('P4rIngress.aggregator.bitmap_seq.seq', 0x21000000)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x21000000, 5931)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0xBC)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2BAA3D8D), ('P4rIngress.aggregator.values_v0000.hi', 0x15286E4D)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x77D8FBCE), ('P4rIngress.aggregator.values_v0001.hi', 0x8F206EEE)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x655B1975), ('P4rIngress.aggregator.values_v0010.hi', 0x7DE5D98F)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x8E23BF1E), ('P4rIngress.aggregator.values_v0011.hi', 0xB7BC236B)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5AFCA1F1), ('P4rIngress.aggregator.values_v0100.hi', 0x3DF23F1D)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x67CA111F), ('P4rIngress.aggregator.values_v0101.hi', 0xDAEA7ECD)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7D5A3269), ('P4rIngress.aggregator.values_v0110.hi', 0xCD1F1635)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x1AACDA01), ('P4rIngress.aggregator.values_v0111.hi', 0x05CC05F6)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xBAD1D88B), ('P4rIngress.aggregator.values_v1000.hi', 0x10014687)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5ECEB2F7), ('P4rIngress.aggregator.values_v1001.hi', 0x66D5AA53)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x04D29399), ('P4rIngress.aggregator.values_v1010.hi', 0xA59007EB)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xDA74E1B9), ('P4rIngress.aggregator.values_v1011.hi', 0x3708AAB1)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x3C757E07), ('P4rIngress.aggregator.values_v1100.hi', 0x8D77C21E)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xF5972A55), ('P4rIngress.aggregator.values_v1101.hi', 0x4E88CCF5)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x69CA899B), ('P4rIngress.aggregator.values_v1110.hi', 0x445C8F6D)], 5931)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x2DB16F8A), ('P4rIngress.aggregator.values_v1111.hi', 0xE88F5315)], 5931)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x6D36),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xB30D),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x6241),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000983),
                gc.DataTuple('slot_count', 0x000013D3),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8CB67BF4),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x6C1DFD68),
                gc.KeyTuple('src_port', 0xF758),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6241),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x01E9),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 3
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6C\x1D\xFD\x68\x00\x00\x00\x00\xF7\x58\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x62\x41\x00\x15\x8C\xB6\x7B\xF4\x0D\xA8\x02\x3C\x21\x00\x00\x00\x00\x20\x00\x00\x6D\x1B\x19\x05\x6D\x1C\x6D\x2D\x72\xB6\xB2\x40\x85\x7C\x94\xBC\x43\x8B\x8F\x62\x6C\x69\x4B\x3D\xE7\x8D\xBF\xAB\x24\x2F\x9F\xE7\x5A\x0F\x17\x15\xBD\xD7\xC7\x63\xF8\xEB\x3D\xB0\xD3\x0B\x74\x8F\x20\xF9\x2C\x45\x5B\x50\x94\x3E\x2E\xFE\x17\xE3\x7C\x9C\x97\x37\xA7\xDD\x90\xA9\x7A\x83\x43\xA5\x4A\x2C\x63\x6F\x42\x57\x88\x3F\x7D\x66\x5B\x65\xBD\xD9\x4A\x5B\x1F\x34\x8E\xDB\x68\x6C\xCB\x35\x7E\x9A\x6E\xFF\xB0\x4D\x27\xC5\x60\xDC\x4E\x57\x64\x8E\x8E\x9C\x4A\x8A\xC5\xBA\x56\x5A\xDF\xAD\x9F\xA8\x20\x9A\x02\xDE\x53\x3F\xDA\xE4\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6C\x1D\xFD\x68\xBE\xEF\xF7\x58\x00\xA0\x00\x00\x50\x34\x02\x82\x62\x41\x00\x15\x8C\xB6\x7B\xF4\x0D\xA8\x00\x3C\x21\x00\x00\x00\x00\x20\x00\x1E\x7F\xFF\xFF\xFF\x6D\x1C\x6D\x2D\x7F\xFF\xFF\xFF\x85\x7C\x94\xBC\x7F\xFF\xFF\xFF\x6C\x69\x4B\x3D\x80\x00\x00\x00\x24\x2F\x9F\xE7\x7F\xFF\xFF\xFF\xBD\xD7\xC7\x63\x60\xB5\x4E\xCF\xD3\x0B\x74\x8F\x7F\xFF\xFF\xFF\x5B\x50\x94\x3E\x49\xAA\xF1\xE4\x7C\x9C\x97\x37\x80\x00\x00\x00\x7A\x83\x43\xA5\x7F\xFF\xFF\xFF\x42\x57\x88\x3F\x7F\xFF\xFF\xFF\xBD\xD9\x4A\x5B\xF9\xA9\x70\x94\x68\x6C\xCB\x35\x7F\xFF\xFF\xFF\xB0\x4D\x27\xC5\x56\x73\x78\xAC\x64\x8E\x8E\x9C\x7F\xFF\xFF\xFF\x56\x5A\xDF\xAD\xCD\x59\x90\x24\x02\xDE\x53\x3F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x19\x27\x02\x22\x21\x00\x00\x00\x21\x00\x00\x00\x1E\xBC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDB\xEB\xC3\x52\x7F\xFF\xFF\xFF\xFB\xCA\x06\x80\x60\xB5\x4E\xCF\xAD\xF5\xF3\x5C\x7F\xFF\xFF\xFF\x28\x6F\xAA\x73\x49\xAA\xF1\xE4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF9\xA9\x70\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x56\x73\x78\xAC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCD\x59\x90\x24\xEB\x6D\xA6\x54\xDA\xE4\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.62

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x01CBA373), ('P4rIngress.aggregator.bitmap_seq.seq', 0x80000000)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x80000000, 6035)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x77)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x74BDDC98), ('P4rIngress.aggregator.values_v0000.hi', 0x8E149DD1)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x19F94A35), ('P4rIngress.aggregator.values_v0001.hi', 0x953AB018)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x73709C4B), ('P4rIngress.aggregator.values_v0010.hi', 0x113EF3ED)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x73257ACC), ('P4rIngress.aggregator.values_v0011.hi', 0x9D69E4DE)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x550314AA), ('P4rIngress.aggregator.values_v0100.hi', 0x63F40D92)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD3BFD170), ('P4rIngress.aggregator.values_v0101.hi', 0x7D195BA1)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x1D60C72B), ('P4rIngress.aggregator.values_v0110.hi', 0x55B365C3)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x1CCC956F), ('P4rIngress.aggregator.values_v0111.hi', 0x5851D760)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xBFB6BF41), ('P4rIngress.aggregator.values_v1000.hi', 0x42422E8A)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5365BADF), ('P4rIngress.aggregator.values_v1001.hi', 0x3ED196CB)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xBF15BBB7), ('P4rIngress.aggregator.values_v1010.hi', 0x4BC4B60F)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xB5DA9592), ('P4rIngress.aggregator.values_v1011.hi', 0x7CC3AA85)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xDCB25537), ('P4rIngress.aggregator.values_v1100.hi', 0x7C89B240)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4A253C16), ('P4rIngress.aggregator.values_v1101.hi', 0x4AD7EDBB)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x596DBA54), ('P4rIngress.aggregator.values_v1110.hi', 0xD3C7EA07)], 6035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x28500EB3), ('P4rIngress.aggregator.values_v1111.hi', 0xFCEBD8C5)], 6035)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x52A3),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.ingress_random
        self.overrideDefaultEntry(
            'P4rIngress.admission.ingress_random',
            'P4rIngress.admission.draw',
            [
                gc.DataTuple('tg_draw', 0xB243),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xB5C4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DD3),
                gc.DataTuple('slot_count', 0x00001053),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF559D973),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0xE1C8EA81),
                gc.KeyTuple('src_port', 0x7125),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB5C4),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0272),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE1\xC8\xEA\x81\x00\x00\x00\x00\x71\x25\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB5\xC4\x00\x15\xF5\x59\xD9\x73\x09\xC0\x00\xC2\x80\x00\x00\x00\x00\x20\x00\x00\x65\xE2\x4D\x8E\xDF\xC6\x14\x11\x56\x8F\xD6\xF3\xE3\x4D\xAC\xEB\x6C\xD7\x9A\x55\x18\xFE\x58\x5B\x7F\x92\x33\x5D\x9C\xA3\x34\xDB\x55\x69\xC6\xB8\x7D\x6F\xE5\x46\x9D\xBF\x1D\xCA\x2D\x3E\x8A\x23\x68\xB6\xCF\x25\x72\x35\x20\x37\x78\x0B\xD8\x2B\x60\x47\xF1\x34\x22\xC7\xE2\xDB\x6F\x54\xE3\xC7\x6A\x74\x67\x1D\x5D\x24\x91\x93\x4D\xD3\xB1\xC5\x68\x4E\xDC\x96\xC0\x49\x96\x9A\x35\xA7\x70\x35\x86\x92\x09\x34\x21\xF6\x7B\x55\x59\x9D\xA7\x17\x51\xD4\x4A\xB2\x38\x2E\x14\x3E\x92\xED\x8D\xC7\x25\x6C\x96\x7D\x82\xDD\x5F\x65\xF0\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE1\xC8\xEA\x81\x00\x00\x00\x00\x71\x25\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB5\xC4\x00\x15\xF5\x59\xD9\x73\x09\xC0\x00\xC2\x80\x00\x00\x00\x00\x20\x00\x00\x7F\xFF\xFF\xFF\xDF\xC6\x14\x11\x70\x89\x21\x28\xE3\x4D\xAC\xEB\x7F\xFF\xFF\xFF\x18\xFE\x58\x5B\x7F\xFF\xFF\xFF\x9C\xA3\x34\xDB\x7F\xFF\xFF\xFF\x7D\x6F\xE5\x46\x80\x00\x00\x00\x2D\x3E\x8A\x23\x7F\xFF\xFF\xFF\x72\x35\x20\x37\x7F\xFF\xFF\xFF\x60\x47\xF1\x34\xE2\x7E\xA2\x1C\x6F\x54\xE3\xC7\x7F\xFF\xFF\xFF\x5D\x24\x91\x93\x0C\xE9\x6D\x7C\x68\x4E\xDC\x96\x80\x00\x00\x00\x35\xA7\x70\x35\x80\x00\x00\x00\x21\xF6\x7B\x55\x7F\xFF\xFF\xFF\x51\xD4\x4A\xB2\x7F\xFF\xFF\xFF\x92\xED\x8D\xC7\x4D\xBC\xA5\x30\x82\xDD\x5F\x65\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x01\xEB\xA3\x73\x80\x00\x00\x00\x80\x00\x00\x00\x10\xC2\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x70\x89\x21\x28\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2A\x3D\x4C\x48\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\x7E\xA2\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0C\xE9\x6D\x7C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4D\xBC\xA5\x30\x80\x00\x00\x00\xF0\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

