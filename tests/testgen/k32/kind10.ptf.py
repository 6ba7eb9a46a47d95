# PTF test for /tmp/wt38/regen/work/k32/kind10/main
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

logger = logging.getLogger('/tmp/wt38/regen/work/k32/kind10/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/wt38/regen/work/k32/kind10/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/wt38/regen/work/k32/kind10/main')

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
    # Current statement coverage: 0.054

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
    # Current statement coverage: 0.054

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
    # Current statement coverage: 0.058

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
    # Current statement coverage: 0.058

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
    # Current statement coverage: 0.059

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
    # Current statement coverage: 0.059

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
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x97D0DE20), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD031EA38)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD031EA38, 4751)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1B), ('P4rIngress.aggregator.count_exp.exponent', 0xEC)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5442C87C), ('P4rIngress.aggregator.values_v0000.hi', 0x46B9BB22)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5D4A51EB), ('P4rIngress.aggregator.values_v0001.hi', 0x476D0DFE)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6C42B247), ('P4rIngress.aggregator.values_v0010.hi', 0x5CF11EE1)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x797D3199), ('P4rIngress.aggregator.values_v0011.hi', 0x54E3A645)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7FEA6DC1), ('P4rIngress.aggregator.values_v0100.hi', 0x72F135DF)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5C8D64DB), ('P4rIngress.aggregator.values_v0101.hi', 0x51272299)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x79A3A20A), ('P4rIngress.aggregator.values_v0110.hi', 0x45737FC6)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7912EE4C), ('P4rIngress.aggregator.values_v0111.hi', 0x79DBCDB5)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x424A6851), ('P4rIngress.aggregator.values_v1000.hi', 0x7EDB6657)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x73DCCDA0), ('P4rIngress.aggregator.values_v1001.hi', 0x6ED5BBB1)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x5E530EFB), ('P4rIngress.aggregator.values_v1010.hi', 0x618BF415)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6E522229), ('P4rIngress.aggregator.values_v1011.hi', 0x78A418B5)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x5D3C21DB), ('P4rIngress.aggregator.values_v1100.hi', 0x5AADC436)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5698A4BE), ('P4rIngress.aggregator.values_v1101.hi', 0x45E6232A)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x73BA8319), ('P4rIngress.aggregator.values_v1110.hi', 0x43A9E5D5)], 4751)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x48CCAAD2), ('P4rIngress.aggregator.values_v1111.hi', 0x41561D6C)], 4751)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xE9D1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D2F),
                gc.DataTuple('slot_count', 0x00000DD7),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4F5FF2D0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x529BE5E2),
                gc.KeyTuple('src_port', 0x5F84),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE9D1),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0291),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x52\x9B\xE5\xE2\x00\x00\x00\x00\x5F\x84\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE9\xD1\x00\x07\x4F\x5F\xF2\xD0\x05\x60\x04\x12\xD0\x31\xEA\x38\x00\x20\x00\x00\x6D\xCF\x89\x06\x5F\x3E\x31\x22\x5E\x30\xA4\x6E\x75\x26\xE9\x95\x7B\x62\x9A\x74\x57\x8E\x04\xCF\x53\xF7\x1D\xAF\x79\x56\x06\xF8\x7D\x2E\x49\xBC\x77\xB7\xBB\xAD\x4C\xB6\xC4\xB0\x4A\xE6\x34\x6B\x43\x34\xCB\x46\x5B\x87\x43\xA2\x41\x36\xC9\x26\x74\xDB\xB7\x9B\x5F\x81\xE8\xCE\x5E\x42\xF2\xD6\x77\x25\xEC\xED\x4C\x97\x6A\xBA\x6D\x5B\xE6\xF1\x4E\x1C\xC7\xC5\x52\x5A\x94\xB3\x73\x89\xFC\xC3\x7E\xBD\x2A\xD1\x69\xDF\xF5\x52\x55\xEB\x9C\xB8\x4F\x7D\x46\xAB\x5A\xDE\xF7\x98\x74\x6D\x99\xD7\x5E\xE9\x7D\x7E\x62\x55\xD4\xD6\x6A\x71\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x52\x9B\xE5\xE2\xBE\xEF\x5F\x84\x00\xA0\x00\x00\x50\x34\x02\x82\xE9\xD1\x00\x07\x4F\x5F\xF2\xD0\x05\x60\x00\x12\xD0\x31\xEA\x38\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\x5F\x3E\x31\x22\x7F\xFF\xFF\xFF\x75\x26\xE9\x95\x7F\xFF\xFF\xFF\x57\x8E\x04\xCF\x7F\xFF\xFF\xFF\x79\x56\x06\xF8\x7F\xFF\xFF\xFF\x77\xB7\xBB\xAD\x7F\xFF\xFF\xFF\x4A\xE6\x34\x6B\x7F\xFF\xFF\xFF\x5B\x87\x43\xA2\x7F\xFF\xFF\xFF\x74\xDB\xB7\x9B\x7F\xFF\xFF\xFF\x5E\x42\xF2\xD6\x7F\xFF\xFF\xFF\x4C\x97\x6A\xBA\x7F\xFF\xFF\xFF\x4E\x1C\xC7\xC5\x7F\xFF\xFF\xFF\x73\x89\xFC\xC3\x7F\xFF\xFF\xFF\x69\xDF\xF5\x52\x7F\xFF\xFF\xFF\x4F\x7D\x46\xAB\x7F\xFF\xFF\xFF\x74\x6D\x99\xD7\x7F\xFF\xFF\xFF\x62\x55\xD4\xD6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x97\xD0\xDE\xA0\xD0\x31\xEA\x38\xD0\x31\xEA\x38\x1C\xEC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6A\x71\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA22AD06E), ('P4rIngress.aggregator.bitmap_seq.seq', 0x00000000)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x00000000, 3575)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0xD7)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5EDE27A9), ('P4rIngress.aggregator.values_v0000.hi', 0x54EF5607)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x417CC664), ('P4rIngress.aggregator.values_v0001.hi', 0x740AF7CB)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x78719D8D), ('P4rIngress.aggregator.values_v0010.hi', 0x55BA647F)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x42452B4C), ('P4rIngress.aggregator.values_v0011.hi', 0x7945354A)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x63CBA05C), ('P4rIngress.aggregator.values_v0100.hi', 0x559287CE)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5EAAD59A), ('P4rIngress.aggregator.values_v0101.hi', 0x7D884974)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x546B5C2D), ('P4rIngress.aggregator.values_v0110.hi', 0x6A92247A)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4AEC297E), ('P4rIngress.aggregator.values_v0111.hi', 0x7929B4DE)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4C3F317A), ('P4rIngress.aggregator.values_v1000.hi', 0x6C909791)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5F947C86), ('P4rIngress.aggregator.values_v1001.hi', 0x6E931705)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x77DFEA60), ('P4rIngress.aggregator.values_v1010.hi', 0x52DA167F)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x416FCE76), ('P4rIngress.aggregator.values_v1011.hi', 0x48BA6FA4)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7A4CBB8E), ('P4rIngress.aggregator.values_v1100.hi', 0x4FCA003D)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x64D1E09E), ('P4rIngress.aggregator.values_v1101.hi', 0x590E60FA)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5D54BA66), ('P4rIngress.aggregator.values_v1110.hi', 0x57892235)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x499B368C), ('P4rIngress.aggregator.values_v1111.hi', 0x61062B1F)], 3575)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xC591),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AEF),
                gc.DataTuple('slot_count', 0x000008CB),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x584B4713),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x3BFA82DB),
                gc.KeyTuple('src_port', 0xAB11),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC591),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x02AC),
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
        ig_port = 45
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3B\xFA\x82\xDB\x00\x00\x00\x00\xAB\x11\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC5\x91\x00\x0A\x58\x4B\x47\x13\x03\x08\x02\x5A\x00\x00\x00\x00\x00\x20\x00\x00\x78\xC7\x6B\x4B\x72\x5B\x73\x87\x68\x08\xDB\x96\x65\xE4\xBD\xBF\x49\x24\xFD\x0D\x45\xA1\xE7\x76\x52\x5E\x39\xEC\x5C\x4F\x37\x55\x4D\xF1\x18\xF8\x54\xB9\x93\xD4\x4D\xBA\x9B\x86\x77\xD8\xB4\xE4\x7D\x08\x5D\x5D\x69\xBA\x4C\x68\x7D\x0F\x19\xAA\x53\xAE\xB5\x8F\x7D\x7E\xB2\xDB\x51\x86\x83\x9D\x69\x1D\xC2\xED\x65\x55\xAD\xE2\x62\xF5\xCA\x66\x4A\x79\xC2\x37\x7F\x6D\x8D\x32\x6E\xE5\xF6\xCD\x62\xD1\x89\xD1\x5C\xDB\xC7\xD1\x62\xCD\x51\xED\x72\x69\x78\x82\x59\xDA\x00\xB6\x61\xD3\x2E\x94\x67\xC7\xA0\x7C\x75\x0D\xF3\x30\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3B\xFA\x82\xDB\xBE\xEF\xAB\x11\x00\xA0\x00\x00\x50\x34\x02\x82\xC5\x91\x00\x0A\x58\x4B\x47\x13\x03\x08\x00\x5A\x00\x00\x00\x00\x00\x20\x00\x05\x7F\xFF\xFF\xFF\x72\x5B\x73\x87\x7F\xFF\xFF\xFF\x65\xE4\xBD\xBF\x7F\xFF\xFF\xFF\x45\xA1\xE7\x76\x7F\xFF\xFF\xFF\x5C\x4F\x37\x55\x7F\xFF\xFF\xFF\x54\xB9\x93\xD4\x7F\xFF\xFF\xFF\x77\xD8\xB4\xE4\x7F\xFF\xFF\xFF\x69\xBA\x4C\x68\x7F\xFF\xFF\xFF\x53\xAE\xB5\x8F\x7F\xFF\xFF\xFF\x51\x86\x83\x9D\x7F\xFF\xFF\xFF\x65\x55\xAD\xE2\x7F\xFF\xFF\xFF\x4A\x79\xC2\x37\x7F\xFF\xFF\xFF\x6E\xE5\xF6\xCD\x7F\xFF\xFF\xFF\x5C\xDB\xC7\xD1\x7F\xFF\xFF\xFF\x72\x69\x78\x82\x7F\xFF\xFF\xFF\x61\xD3\x2E\x94\x7F\xFF\xFF\xFF\x75\x0D\xF3\x30\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA2\x2A\xD4\x6E\x00\x00\x00\x00\x00\x00\x00\x00\x05\xD7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0970F72E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF0088756)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF0088756, 3059)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0C), ('P4rIngress.aggregator.count_exp.exponent', 0xE2)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5731B303), ('P4rIngress.aggregator.values_v0000.hi', 0x49DF1E65)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6BC5ECAD), ('P4rIngress.aggregator.values_v0001.hi', 0x48F6D88C)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6F005A6C), ('P4rIngress.aggregator.values_v0010.hi', 0x7E211879)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x552A577A), ('P4rIngress.aggregator.values_v0011.hi', 0x54C4FDCC)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x60965253), ('P4rIngress.aggregator.values_v0100.hi', 0x736AC88C)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5AA20C5D), ('P4rIngress.aggregator.values_v0101.hi', 0x6B106D95)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x627870F5), ('P4rIngress.aggregator.values_v0110.hi', 0x505EA66F)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5FAF395E), ('P4rIngress.aggregator.values_v0111.hi', 0x69BCB52B)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x62BA6195), ('P4rIngress.aggregator.values_v1000.hi', 0x6CDB057E)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6486BC51), ('P4rIngress.aggregator.values_v1001.hi', 0x7CDC4DD7)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4066A015), ('P4rIngress.aggregator.values_v1010.hi', 0x531D48ED)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x558D56A4), ('P4rIngress.aggregator.values_v1011.hi', 0x59582B33)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7B6EABFE), ('P4rIngress.aggregator.values_v1100.hi', 0x756FA076)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x65D6AE29), ('P4rIngress.aggregator.values_v1101.hi', 0x424E8921)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x767B5ED9), ('P4rIngress.aggregator.values_v1110.hi', 0x749ED9EF)], 3059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5D31FFB6), ('P4rIngress.aggregator.values_v1111.hi', 0x5B3D8457)], 3059)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x473C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000157),
                gc.DataTuple('slot_count', 0x0000108B),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4E9126F3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x75A8AC07),
                gc.KeyTuple('src_port', 0x2333),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x473C),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x034B),
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
        ig_port = 37
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x75\xA8\xAC\x07\x00\x00\x00\x00\x23\x33\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x47\x3C\x00\x10\x4E\x91\x26\xF3\x0A\x9C\x06\x31\xF0\x08\x87\x56\x00\x20\x00\x00\x50\xEC\x27\x12\x78\xE6\x74\x2E\x53\x93\xBA\xB9\x53\x74\xF4\xDB\x79\xDF\x0E\xA8\x53\x85\xC2\x77\x77\x1C\x74\xE7\x5B\x13\x36\x30\x59\xB9\x57\x76\x58\x2B\xD0\xAF\x6E\x7D\x85\x41\x57\x1A\x37\xBD\x64\xCB\x8F\x27\x72\x82\x3F\x9E\x6E\x0D\x91\xCB\x57\x63\x14\x6B\x65\x7A\xE2\x82\x74\xD5\xED\xCD\x45\x4E\xC0\xEF\x42\x8A\x49\xCA\x43\x86\x0E\x9B\x4B\x62\x9B\x70\x59\xA7\x73\xD7\x69\x4A\x79\x5A\x6E\xAF\x2C\x00\x55\xA3\x95\x28\x4B\x4F\x58\xFD\x51\xB0\xB5\x3C\x75\x99\x4C\x23\x53\xB2\x38\x64\x78\x3B\xF9\x91\x4C\x18\xFF\xBF\x37\xD5\x69\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x75\xA8\xAC\x07\xBE\xEF\x23\x33\x00\xA0\x00\x00\x50\x34\x02\x82\x47\x3C\x00\x10\x4E\x91\x26\xF3\x0A\x9C\x00\x31\xF0\x08\x87\x56\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\x78\xE6\x74\x2E\x7F\xFF\xFF\xFF\x53\x74\xF4\xDB\x7F\xFF\xFF\xFF\x53\x85\xC2\x77\x7F\xFF\xFF\xFF\x5B\x13\x36\x30\x7F\xFF\xFF\xFF\x58\x2B\xD0\xAF\x7F\xFF\xFF\xFF\x57\x1A\x37\xBD\x7F\xFF\xFF\xFF\x72\x82\x3F\x9E\x7F\xFF\xFF\xFF\x57\x63\x14\x6B\x7F\xFF\xFF\xFF\x74\xD5\xED\xCD\x7F\xFF\xFF\xFF\x42\x8A\x49\xCA\x7F\xFF\xFF\xFF\x4B\x62\x9B\x70\x7F\xFF\xFF\xFF\x69\x4A\x79\x5A\x7F\xFF\xFF\xFF\x55\xA3\x95\x28\x7F\xFF\xFF\xFF\x51\xB0\xB5\x3C\x7F\xFF\xFF\xFF\x53\xB2\x38\x64\x7F\xFF\xFF\xFF\x4C\x18\xFF\xBF\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x09\x71\xF7\x2E\xF0\x08\x87\x56\xF0\x08\x87\x56\x0D\xE2\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x37\xD5\x69\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8B5581F2), ('P4rIngress.aggregator.bitmap_seq.seq', 0x80000000)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x80000000, 5937)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0B), ('P4rIngress.aggregator.count_exp.exponent', 0x25)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7EAA99BA), ('P4rIngress.aggregator.values_v0000.hi', 0x5576B990)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6AA5FE38), ('P4rIngress.aggregator.values_v0001.hi', 0x48FAD09B)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6FECEF4F), ('P4rIngress.aggregator.values_v0010.hi', 0x6544A105)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6CDDE6B1), ('P4rIngress.aggregator.values_v0011.hi', 0x514FB7DD)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x72A6AC7F), ('P4rIngress.aggregator.values_v0100.hi', 0x402DAC2D)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4B77E30D), ('P4rIngress.aggregator.values_v0101.hi', 0x77155FAE)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x76A9C289), ('P4rIngress.aggregator.values_v0110.hi', 0x7D2ADFF4)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x559B5249), ('P4rIngress.aggregator.values_v0111.hi', 0x4ADFA58D)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x50BA8006), ('P4rIngress.aggregator.values_v1000.hi', 0x567445B2)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x666B6A66), ('P4rIngress.aggregator.values_v1001.hi', 0x7757C913)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6F4558DE), ('P4rIngress.aggregator.values_v1010.hi', 0x6E2A1BCB)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x52A14347), ('P4rIngress.aggregator.values_v1011.hi', 0x4FD61950)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4A226F6E), ('P4rIngress.aggregator.values_v1100.hi', 0x6190A86F)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x555AC62A), ('P4rIngress.aggregator.values_v1101.hi', 0x56C325AB)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7AEBF7D9), ('P4rIngress.aggregator.values_v1110.hi', 0x7B35E134)], 5937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4A94AAF3), ('P4rIngress.aggregator.values_v1111.hi', 0x6A598282)], 5937)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2FA7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FC5),
                gc.DataTuple('slot_count', 0x00000F4A),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x235957C8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x80025B0F),
                gc.KeyTuple('src_port', 0x3763),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2FA7),
                gc.DataTuple('rank', 0x0017),
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
        ig_port = 10
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x80\x02\x5B\x0F\x00\x00\x00\x00\x37\x63\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2F\xA7\x00\x17\x23\x59\x57\xC8\x07\x6C\x06\x5C\x80\x00\x00\x00\x00\x20\x00\x00\x7E\xED\x1C\xB9\x5D\x08\x00\x7A\x5C\x8A\x7F\x09\x7D\x00\x93\xAC\x4E\xF6\x9D\x86\x43\xB7\x2E\x33\x6A\xF8\xD1\xE0\x53\x73\x33\x6C\x4B\x74\x6F\xB5\x54\xF3\x37\x9D\x4E\xE1\x6A\x4A\x6C\x5E\x9F\xEC\x78\xA6\x4C\x9B\x64\x79\x54\x54\x75\x51\xD1\x79\x5A\x9A\xEC\xB2\x58\x56\xD0\xAF\x7A\x86\x98\xCA\x76\xBE\x5D\x4D\x7D\x48\x9E\xDD\x4D\x6D\xD3\xEA\x59\x66\x5B\x56\x45\xD8\x5E\x75\x56\xE7\x39\xB7\x6D\xD2\x23\x7A\x7C\xC6\x32\xC2\x45\x19\xCB\xAC\x50\x2A\xEC\xBB\x7C\xF8\xF1\xEC\x5B\x23\x7A\xFC\x4A\x92\x32\x29\x4D\x3F\xCE\xD6\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x80\x02\x5B\x0F\xBE\xEF\x37\x63\x00\xA0\x00\x00\x50\x34\x02\x82\x2F\xA7\x00\x17\x23\x59\x57\xC8\x07\x6C\x00\x5C\x80\x00\x00\x00\x00\x20\x00\x0C\x7F\xFF\xFF\xFF\x5D\x08\x00\x7A\x7F\xFF\xFF\xFF\x7D\x00\x93\xAC\x7F\xFF\xFF\xFF\x43\xB7\x2E\x33\x7F\xFF\xFF\xFF\x53\x73\x33\x6C\x7F\xFF\xFF\xFF\x54\xF3\x37\x9D\x7F\xFF\xFF\xFF\x6C\x5E\x9F\xEC\x7F\xFF\xFF\xFF\x64\x79\x54\x54\x7F\xFF\xFF\xFF\x5A\x9A\xEC\xB2\x7F\xFF\xFF\xFF\x7A\x86\x98\xCA\x7F\xFF\xFF\xFF\x7D\x48\x9E\xDD\x7F\xFF\xFF\xFF\x59\x66\x5B\x56\x7F\xFF\xFF\xFF\x56\xE7\x39\xB7\x7F\xFF\xFF\xFF\x7C\xC6\x32\xC2\x7F\xFF\xFF\xFF\x50\x2A\xEC\xBB\x7F\xFF\xFF\xFF\x5B\x23\x7A\xFC\x7F\xFF\xFF\xFF\x4D\x3F\xCE\xD6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8B\xD5\x81\xF2\x80\x00\x00\x00\x80\x00\x00\x00\x0C\x5C\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x90\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x70\x00\x00\x00\x00\x00\x00\x20\x00\x00\x9B\xDC\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA9F0EF6C), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA5F2BB26)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA5F2BB26, 4853)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1C), ('P4rIngress.aggregator.count_exp.exponent', 0x3C)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x769C74CF), ('P4rIngress.aggregator.values_v0000.hi', 0x77E3450E)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x7101A94F), ('P4rIngress.aggregator.values_v0001.hi', 0x67C1612F)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x46CE0413), ('P4rIngress.aggregator.values_v0010.hi', 0x45CC6BB0)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x55B2EB87), ('P4rIngress.aggregator.values_v0011.hi', 0x557B6157)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5383FECB), ('P4rIngress.aggregator.values_v0100.hi', 0x4372CF15)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7A8B7349), ('P4rIngress.aggregator.values_v0101.hi', 0x747DA877)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7DC17D7B), ('P4rIngress.aggregator.values_v0110.hi', 0x7CFAEDDE)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6A2D8954), ('P4rIngress.aggregator.values_v0111.hi', 0x4B56E347)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4C85BA0B), ('P4rIngress.aggregator.values_v1000.hi', 0x6F10A54B)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5267AF9B), ('P4rIngress.aggregator.values_v1001.hi', 0x5DEAEA82)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x613DCFD6), ('P4rIngress.aggregator.values_v1010.hi', 0x55F8B50A)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7C28BD07), ('P4rIngress.aggregator.values_v1011.hi', 0x458B7344)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x68D2BD47), ('P4rIngress.aggregator.values_v1100.hi', 0x736F8F59)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6A0CEC85), ('P4rIngress.aggregator.values_v1101.hi', 0x5B3336FA)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x44080A32), ('P4rIngress.aggregator.values_v1110.hi', 0x5E125E15)], 4853)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x69BDCC75), ('P4rIngress.aggregator.values_v1111.hi', 0x735C1DF3)], 4853)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xEB30),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A7F),
                gc.DataTuple('slot_count', 0x0000137B),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCB25B0C3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0xD071580C),
                gc.KeyTuple('src_port', 0xEFFF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xEB30),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x01F4),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD0\x71\x58\x0C\x00\x00\x00\x00\xEF\xFF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEB\x30\x00\x07\xCB\x25\xB0\xC3\x08\x76\x04\x73\xA5\xF2\xBB\x26\x00\x20\x00\x00\x65\x2F\x85\x9D\x5B\x43\x0D\x2B\x7A\x7C\xA0\x23\x75\xB3\x69\xF7\x4B\xA3\x1A\x8B\x67\x8E\x28\xAD\x46\xA8\x5B\xD9\x7F\x36\x53\x1E\x67\xDC\xD7\x37\x76\x0A\x89\x37\x5B\x89\xC7\x2B\x7B\xDA\x1F\x73\x53\x90\xB0\x9B\x67\x6B\x8C\x9B\x52\xAC\x6D\xD7\x56\x41\xF5\x2D\x6F\x0B\x97\x07\x7E\x34\x5B\x13\x72\xB9\x39\x59\x6B\x93\x8E\xE6\x63\x23\x24\x67\x55\x78\x2E\x1A\x7B\xAC\xDA\xC1\x65\xAB\x18\x41\x5E\x53\x07\x56\x72\xE3\x67\x3B\x5C\xFB\x49\x04\x79\x2E\x60\xD3\x78\x11\x19\x9A\x55\xD6\x15\xCD\x4B\xD4\x1C\x47\x46\x5A\xA5\xEA\xBF\xCB\x68\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD0\x71\x58\x0C\xBE\xEF\xEF\xFF\x00\xA0\x00\x00\x50\x34\x02\x82\xEB\x30\x00\x07\xCB\x25\xB0\xC3\x08\x76\x00\x73\xA5\xF2\xBB\x26\x00\x20\x00\x1D\x7F\xFF\xFF\xFF\x5B\x43\x0D\x2B\x7F\xFF\xFF\xFF\x75\xB3\x69\xF7\x7F\xFF\xFF\xFF\x67\x8E\x28\xAD\x7F\xFF\xFF\xFF\x7F\x36\x53\x1E\x7F\xFF\xFF\xFF\x76\x0A\x89\x37\x7F\xFF\xFF\xFF\x7B\xDA\x1F\x73\x7F\xFF\xFF\xFF\x67\x6B\x8C\x9B\x7F\xFF\xFF\xFF\x56\x41\xF5\x2D\x7F\xFF\xFF\xFF\x7E\x34\x5B\x13\x7F\xFF\xFF\xFF\x6B\x93\x8E\xE6\x7F\xFF\xFF\xFF\x55\x78\x2E\x1A\x7F\xFF\xFF\xFF\x65\xAB\x18\x41\x7F\xFF\xFF\xFF\x72\xE3\x67\x3B\x7F\xFF\xFF\xFF\x79\x2E\x60\xD3\x7F\xFF\xFF\xFF\x55\xD6\x15\xCD\x7F\xFF\xFF\xFF\x46\x5A\xA5\xEA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA9\xF0\xEF\xEC\xA5\xF2\xBB\x26\xA5\xF2\xBB\x26\x1D\x73\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBF\xCB\x68\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x91E2D410), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF64D72CD)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF64D72CD, 7124)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x11), ('P4rIngress.aggregator.count_exp.exponent', 0xAA)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x62E4E638), ('P4rIngress.aggregator.values_v0000.hi', 0x46B25433)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x672BDED7), ('P4rIngress.aggregator.values_v0001.hi', 0x66566E0D)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x731BFC8A), ('P4rIngress.aggregator.values_v0010.hi', 0x4A98D12B)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7AD0DE8E), ('P4rIngress.aggregator.values_v0011.hi', 0x66052AA6)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x434658B3), ('P4rIngress.aggregator.values_v0100.hi', 0x7DBA54E6)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x66C8C7BB), ('P4rIngress.aggregator.values_v0101.hi', 0x50776A35)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x76D02722), ('P4rIngress.aggregator.values_v0110.hi', 0x6AB8EA7D)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5CB48BB7), ('P4rIngress.aggregator.values_v0111.hi', 0x6ADD661C)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5DF74639), ('P4rIngress.aggregator.values_v1000.hi', 0x564B024B)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x52FD3173), ('P4rIngress.aggregator.values_v1001.hi', 0x70E2E981)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4BE4AEE3), ('P4rIngress.aggregator.values_v1010.hi', 0x7A9D6DD1)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x61291E3C), ('P4rIngress.aggregator.values_v1011.hi', 0x4DB58874)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6C0D3775), ('P4rIngress.aggregator.values_v1100.hi', 0x6B511E79)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x46B58B4A), ('P4rIngress.aggregator.values_v1101.hi', 0x6F369A3D)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4CF5C102), ('P4rIngress.aggregator.values_v1110.hi', 0x7EAD6D25)], 7124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x409CD2FB), ('P4rIngress.aggregator.values_v1111.hi', 0x7CCDEE30)], 7124)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x60E3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001980),
                gc.DataTuple('slot_count', 0x00000524),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x68823BFE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0xC0BFE2A6),
                gc.KeyTuple('src_port', 0x2BC7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x60E3),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x031B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC0\xBF\xE2\xA6\x00\x00\x00\x00\x2B\xC7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x60\xE3\x00\x02\x68\x82\x3B\xFE\x02\x54\x06\xB5\xF6\x4D\x72\xCD\x00\x20\x00\x00\x6A\xD1\x8F\x3F\x49\xF9\x8F\xE1\x44\x7A\x9F\xA0\x79\x48\x3B\x09\x7A\xCA\xA0\x19\x51\xB4\x95\xEC\x52\xB4\xE9\xED\x5E\xB0\x9D\x45\x65\xAC\xD9\x3B\x51\xC3\x49\x53\x58\x5A\x12\x3D\x65\xC6\x99\xFD\x6A\x85\x37\x86\x4A\xA5\xEE\x93\x6E\x6A\xBB\x81\x42\x15\x23\xDF\x45\x3A\x4F\x39\x4A\x2C\x7F\x53\x67\x3D\x3B\x28\x78\xA4\xA6\xCA\x7A\xA3\x6C\x7A\x68\xF1\x9D\xF7\x42\xE2\x96\xD9\x76\x42\xCD\x17\x41\x6C\xE0\xFE\x46\xB8\x0A\x77\x49\x10\xBD\x27\x56\xD1\xCB\xED\x48\x15\x1F\x66\x6F\xDB\xE7\xCF\x55\x6B\xA5\x3A\x55\x89\xEE\x9E\xEC\xB9\x69\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC0\xBF\xE2\xA6\xBE\xEF\x2B\xC7\x00\xA0\x00\x00\x50\x34\x02\x82\x60\xE3\x00\x02\x68\x82\x3B\xFE\x02\x54\x00\xB5\xF6\x4D\x72\xCD\x00\x20\x00\x12\x7F\xFF\xFF\xFF\x49\xF9\x8F\xE1\x7F\xFF\xFF\xFF\x79\x48\x3B\x09\x7F\xFF\xFF\xFF\x51\xB4\x95\xEC\x7F\xFF\xFF\xFF\x5E\xB0\x9D\x45\x7F\xFF\xFF\xFF\x51\xC3\x49\x53\x7F\xFF\xFF\xFF\x65\xC6\x99\xFD\x7F\xFF\xFF\xFF\x4A\xA5\xEE\x93\x7F\xFF\xFF\xFF\x42\x15\x23\xDF\x7F\xFF\xFF\xFF\x4A\x2C\x7F\x53\x7F\xFF\xFF\xFF\x78\xA4\xA6\xCA\x7F\xFF\xFF\xFF\x68\xF1\x9D\xF7\x7F\xFF\xFF\xFF\x76\x42\xCD\x17\x7F\xFF\xFF\xFF\x46\xB8\x0A\x77\x7F\xFF\xFF\xFF\x56\xD1\xCB\xED\x7F\xFF\xFF\xFF\x6F\xDB\xE7\xCF\x7F\xFF\xFF\xFF\x55\x89\xEE\x9E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x91\xE2\xD4\x14\xF6\x4D\x72\xCD\xF6\x4D\x72\xCD\x12\xB5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEC\xB9\x69\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9F6A24B0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8AF3AAC9)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8AF3AAC9, 3478)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0xD7)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5D8EEF17), ('P4rIngress.aggregator.values_v0000.hi', 0x76274CB6)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6B985E9B), ('P4rIngress.aggregator.values_v0001.hi', 0x719560CB)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x77C1CD51), ('P4rIngress.aggregator.values_v0010.hi', 0x79D7F9AA)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6609C394), ('P4rIngress.aggregator.values_v0011.hi', 0x65F0333F)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x47764398), ('P4rIngress.aggregator.values_v0100.hi', 0x64F47C84)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5636D13A), ('P4rIngress.aggregator.values_v0101.hi', 0x44301446)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x449AC5F6), ('P4rIngress.aggregator.values_v0110.hi', 0x4FD1DC8B)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7BA17B79), ('P4rIngress.aggregator.values_v0111.hi', 0x5DE77F93)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x54A22693), ('P4rIngress.aggregator.values_v1000.hi', 0x65FAA96B)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x68FF8115), ('P4rIngress.aggregator.values_v1001.hi', 0x771E81E6)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x768DA92C), ('P4rIngress.aggregator.values_v1010.hi', 0x7F1CB8AF)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5F2A6C71), ('P4rIngress.aggregator.values_v1011.hi', 0x4AB42259)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x61691B94), ('P4rIngress.aggregator.values_v1100.hi', 0x42F6C069)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7E42AA30), ('P4rIngress.aggregator.values_v1101.hi', 0x75E2A575)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x65224BD8), ('P4rIngress.aggregator.values_v1110.hi', 0x4AE02853)], 3478)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7AD09678), ('P4rIngress.aggregator.values_v1111.hi', 0x49AA937C)], 3478)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x5B3A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000939),
                gc.DataTuple('slot_count', 0x00000BD1),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5C7F79D5),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x1C6B7DC2),
                gc.KeyTuple('src_port', 0x100B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5B3A),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x022C),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1C\x6B\x7D\xC2\x00\x00\x00\x00\x10\x0B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5B\x3A\x00\x17\x5C\x7F\x79\xD5\x04\x5D\x02\xC2\x8A\xF3\xAA\xC9\x00\x20\x00\x00\x7C\xE4\x25\x35\x65\xF5\x3A\xF2\x6E\xF7\x52\xAE\x42\xB6\x7D\x5C\x4C\x16\x65\x44\x55\xD2\x55\x2A\x55\x3A\xF9\xAD\x64\x09\x66\xAF\x7D\x96\xAF\xEA\x5C\xAE\x72\x91\x4C\xB5\xE1\xBC\x45\xDB\x25\xAF\x5C\x28\x41\xE4\x6C\xB1\xC7\x81\x47\x7F\x10\x2B\x71\x63\x2E\x57\x7D\x30\x8D\x4D\x6B\x41\xBB\x2E\x5C\x7D\x68\xBB\x4D\xC7\xF8\x79\x66\xBB\x33\x95\x4E\x37\x27\xB0\x7F\x6F\x4F\xD5\x66\x63\x0E\x5B\x6B\x72\xD9\xF1\x6A\x22\x7A\xA8\x47\x71\x2F\x7E\x63\xA6\x38\xCC\x63\x6B\x1A\x58\x75\xFD\x30\x1B\x7F\x43\x9E\x0C\x55\xE2\x95\x65\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1C\x6B\x7D\xC2\xBE\xEF\x10\x0B\x00\xA0\x00\x00\x50\x34\x02\x82\x5B\x3A\x00\x17\x5C\x7F\x79\xD5\x04\x5D\x00\xC2\x8A\xF3\xAA\xC9\x00\x20\x00\x16\x7F\xFF\xFF\xFF\x65\xF5\x3A\xF2\x7F\xFF\xFF\xFF\x42\xB6\x7D\x5C\x7F\xFF\xFF\xFF\x55\xD2\x55\x2A\x7F\xFF\xFF\xFF\x64\x09\x66\xAF\x7F\xFF\xFF\xFF\x5C\xAE\x72\x91\x7F\xFF\xFF\xFF\x45\xDB\x25\xAF\x7F\xFF\xFF\xFF\x6C\xB1\xC7\x81\x7F\xFF\xFF\xFF\x71\x63\x2E\x57\x7F\xFF\xFF\xFF\x6B\x41\xBB\x2E\x7F\xFF\xFF\xFF\x4D\xC7\xF8\x79\x7F\xFF\xFF\xFF\x4E\x37\x27\xB0\x7F\xFF\xFF\xFF\x66\x63\x0E\x5B\x7F\xFF\xFF\xFF\x6A\x22\x7A\xA8\x7F\xFF\xFF\xFF\x63\xA6\x38\xCC\x7F\xFF\xFF\xFF\x75\xFD\x30\x1B\x7F\xFF\xFF\xFF\x55\xE2\x95\x65\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9F\xEA\x24\xB0\x8A\xF3\xAA\xC9\x8A\xF3\xAA\xC9\x16\xD7\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4BD92193), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF6DBD23C)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF6DBD23C, 5822)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0x9C)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6C381935), ('P4rIngress.aggregator.values_v0000.hi', 0x6F50FB11)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x742A4F16), ('P4rIngress.aggregator.values_v0001.hi', 0x4F61C8CE)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x46C671F7), ('P4rIngress.aggregator.values_v0010.hi', 0x7A5CBE53)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4BBB5C2D), ('P4rIngress.aggregator.values_v0011.hi', 0x4B6E897F)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7EB11B33), ('P4rIngress.aggregator.values_v0100.hi', 0x654BF4A0)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x678C1203), ('P4rIngress.aggregator.values_v0101.hi', 0x65291A75)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6C54A646), ('P4rIngress.aggregator.values_v0110.hi', 0x53BEC062)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x48ABE706), ('P4rIngress.aggregator.values_v0111.hi', 0x719B7822)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x508A2A89), ('P4rIngress.aggregator.values_v1000.hi', 0x774CA8B1)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x406577E6), ('P4rIngress.aggregator.values_v1001.hi', 0x78975499)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x41A3B06B), ('P4rIngress.aggregator.values_v1010.hi', 0x751E04F3)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5395906E), ('P4rIngress.aggregator.values_v1011.hi', 0x4535932C)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7A719ABA), ('P4rIngress.aggregator.values_v1100.hi', 0x64AEAC8B)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x779431DA), ('P4rIngress.aggregator.values_v1101.hi', 0x4DD85294)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x455D2ED3), ('P4rIngress.aggregator.values_v1110.hi', 0x4550BEB5)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5654B3CF), ('P4rIngress.aggregator.values_v1111.hi', 0x59E7A29C)], 5822)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xD82F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000778),
                gc.DataTuple('slot_count', 0x0000140B),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9F26B65F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x0450599F),
                gc.KeyTuple('src_port', 0xA235),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD82F),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x00E8),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x04\x50\x59\x9F\x00\x00\x00\x00\xA2\x35\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD8\x2F\x00\x06\x9F\x26\xB6\x5F\x0F\x46\x02\x34\xF6\xDB\xD2\x3C\x00\x20\x00\x00\x43\xE8\xBB\x4D\x59\x39\x84\xDC\x75\x28\x0B\x6D\x51\x4A\x2C\x4D\x74\x10\x51\x81\x5A\x9A\xB3\x95\x73\x4F\x58\x6F\x48\xF0\xAB\xB9\x66\x61\x7C\x3D\x4A\xD1\x0A\xA9\x6F\x38\xF2\x07\x7D\x45\x18\x99\x75\x26\x66\xC4\x48\x50\xF0\x5B\x64\xB1\xCA\x7A\x42\x51\x3E\x6F\x77\x3A\x99\x73\x55\x68\xB2\x3B\x62\xBD\x4D\x77\x70\xB0\x69\xB6\x4C\xAA\xC9\x63\x53\x5A\x62\xE7\x5E\x33\x25\x13\x56\x9B\x27\xC4\x4C\xF3\x0E\x37\x60\x9B\xDE\xD8\x6B\xA4\x26\x6F\x4D\x4D\xF2\xB5\x76\x89\x1E\x3B\x5E\x36\x4A\x76\x73\x1D\xE4\xD9\x76\xF4\xCB\x3A\x39\x9E\xF7\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x04\x50\x59\x9F\xBE\xEF\xA2\x35\x00\xA0\x00\x00\x50\x34\x02\x82\xD8\x2F\x00\x06\x9F\x26\xB6\x5F\x0F\x46\x00\x34\xF6\xDB\xD2\x3C\x00\x20\x00\x1F\x7F\xFF\xFF\xFF\x59\x39\x84\xDC\x7F\xFF\xFF\xFF\x51\x4A\x2C\x4D\x7F\xFF\xFF\xFF\x5A\x9A\xB3\x95\x7F\xFF\xFF\xFF\x48\xF0\xAB\xB9\x7F\xFF\xFF\xFF\x4A\xD1\x0A\xA9\x7F\xFF\xFF\xFF\x7D\x45\x18\x99\x7F\xFF\xFF\xFF\x48\x50\xF0\x5B\x7F\xFF\xFF\xFF\x42\x51\x3E\x6F\x7F\xFF\xFF\xFF\x55\x68\xB2\x3B\x7F\xFF\xFF\xFF\x70\xB0\x69\xB6\x7F\xFF\xFF\xFF\x53\x5A\x62\xE7\x7F\xFF\xFF\xFF\x56\x9B\x27\xC4\x7F\xFF\xFF\xFF\x60\x9B\xDE\xD8\x7F\xFF\xFF\xFF\x4D\x4D\xF2\xB5\x7F\xFF\xFF\xFF\x5E\x36\x4A\x76\x7F\xFF\xFF\xFF\x76\xF4\xCB\x3A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x4B\xD9\x21\xD3\xF6\xDB\xD2\x3C\xF6\xDB\xD2\x3C\x1F\x9C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x39\x9E\xF7\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4E830BC0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x90240000)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x90240000, 5303)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0x0C)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4A354D6B), ('P4rIngress.aggregator.values_v0000.hi', 0x7D73595D)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6D8D3E91), ('P4rIngress.aggregator.values_v0001.hi', 0x6A56A60E)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x438A0141), ('P4rIngress.aggregator.values_v0010.hi', 0x44A55AB8)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4D120672), ('P4rIngress.aggregator.values_v0011.hi', 0x51797662)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x431EC4F8), ('P4rIngress.aggregator.values_v0100.hi', 0x7203E653)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6E7629E7), ('P4rIngress.aggregator.values_v0101.hi', 0x5CB672CE)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4C2CE787), ('P4rIngress.aggregator.values_v0110.hi', 0x4D0A66A7)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x55E22DE9), ('P4rIngress.aggregator.values_v0111.hi', 0x4FB23E23)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7D771521), ('P4rIngress.aggregator.values_v1000.hi', 0x5B4A43A6)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6774E1BA), ('P4rIngress.aggregator.values_v1001.hi', 0x443213E3)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x66BBB6D5), ('P4rIngress.aggregator.values_v1010.hi', 0x6A46DB3D)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x52294BCB), ('P4rIngress.aggregator.values_v1011.hi', 0x57F61FE8)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7FDFAFC9), ('P4rIngress.aggregator.values_v1100.hi', 0x6CA0DF0F)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x68869D72), ('P4rIngress.aggregator.values_v1101.hi', 0x691674B2)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x44786A44), ('P4rIngress.aggregator.values_v1110.hi', 0x6339B72F)], 5303)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x74963CE3), ('P4rIngress.aggregator.values_v1111.hi', 0x6A058D05)], 5303)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x3D2B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000694),
                gc.DataTuple('slot_count', 0x00001684),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCF9B1698),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xCA0A0140),
                gc.KeyTuple('src_port', 0x26AB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3D2B),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x02C5),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCA\x0A\x01\x40\x00\x00\x00\x00\x26\xAB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3D\x2B\x00\x01\xCF\x9B\x16\x98\x0E\x23\x02\x5D\x90\x24\x00\x00\x00\x20\x00\x00\x59\xC3\x59\x5F\x41\x63\x50\x96\x54\xAC\x19\x1D\x4B\xD5\xB7\x47\x70\x3A\x0B\xFB\x48\x32\xB7\x24\x7A\xC7\xFE\xF6\x72\xB7\xF6\x83\x69\xC6\xF0\xB8\x56\x94\x2B\x31\x51\x97\xAE\xA2\x6C\x47\x57\x1A\x57\x43\x8A\xE1\x66\xDF\x92\xB4\x68\xC3\xD1\x29\x6A\x4F\x8A\x1D\x72\xFD\x87\x63\x42\x3E\xEF\xA5\x68\xB8\xB1\xBD\x52\xE3\xEE\x1F\x76\x2B\x13\x42\x7D\xA1\x4D\x68\x73\xA9\xF2\xB0\x6C\x60\x51\xCB\x77\x03\x88\x6D\x58\x83\x5B\x01\x72\xD0\xE7\x9B\x65\x54\xC3\xBC\x6C\x29\xED\x17\x7C\x7B\xAB\xE8\x78\xDD\x03\xE1\x4F\x57\x5D\xB3\xDE\xC4\xE2\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCA\x0A\x01\x40\xBE\xEF\x26\xAB\x00\xA0\x00\x00\x50\x34\x02\x82\x3D\x2B\x00\x01\xCF\x9B\x16\x98\x0E\x23\x00\x5D\x90\x24\x00\x00\x00\x20\x00\x11\x7F\xFF\xFF\xFF\x41\x63\x50\x96\x7F\xFF\xFF\xFF\x4B\xD5\xB7\x47\x7F\xFF\xFF\xFF\x48\x32\xB7\x24\x7F\xFF\xFF\xFF\x72\xB7\xF6\x83\x7F\xFF\xFF\xFF\x56\x94\x2B\x31\x7F\xFF\xFF\xFF\x6C\x47\x57\x1A\x7F\xFF\xFF\xFF\x66\xDF\x92\xB4\x7F\xFF\xFF\xFF\x6A\x4F\x8A\x1D\x7F\xFF\xFF\xFF\x42\x3E\xEF\xA5\x7F\xFF\xFF\xFF\x52\xE3\xEE\x1F\x7F\xFF\xFF\xFF\x7D\xA1\x4D\x68\x7F\xFF\xFF\xFF\x6C\x60\x51\xCB\x7F\xFF\xFF\xFF\x58\x83\x5B\x01\x7F\xFF\xFF\xFF\x65\x54\xC3\xBC\x7F\xFF\xFF\xFF\x7C\x7B\xAB\xE8\x7F\xFF\xFF\xFF\x4F\x57\x5D\xB3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x4E\x83\x0B\xC2\x90\x24\x00\x00\x90\x24\x00\x00\x11\x5D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDE\xC4\xE2\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xEC32A243), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2F439F06)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2F439F06, 4416)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0xD2)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x61DF71DD), ('P4rIngress.aggregator.values_v0000.hi', 0x57BE6549)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5D44D56B), ('P4rIngress.aggregator.values_v0001.hi', 0x4C622B09)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6D7C0AF6), ('P4rIngress.aggregator.values_v0010.hi', 0x51F3F59D)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5A2E048A), ('P4rIngress.aggregator.values_v0011.hi', 0x7CDDB0BA)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x68E6ABB9), ('P4rIngress.aggregator.values_v0100.hi', 0x5150A23A)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x75914F28), ('P4rIngress.aggregator.values_v0101.hi', 0x5F7D635D)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x78C76DD1), ('P4rIngress.aggregator.values_v0110.hi', 0x41CEA25F)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6F68D2B1), ('P4rIngress.aggregator.values_v0111.hi', 0x61C4921B)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x72323B42), ('P4rIngress.aggregator.values_v1000.hi', 0x73172D70)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6B01706B), ('P4rIngress.aggregator.values_v1001.hi', 0x6A95A2E7)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4933B1A3), ('P4rIngress.aggregator.values_v1010.hi', 0x67184C8F)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x65A2A72C), ('P4rIngress.aggregator.values_v1011.hi', 0x4B8AEC22)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7367B890), ('P4rIngress.aggregator.values_v1100.hi', 0x56C1DD97)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7B08373A), ('P4rIngress.aggregator.values_v1101.hi', 0x6652A6A6)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5457ADEA), ('P4rIngress.aggregator.values_v1110.hi', 0x7FCDE924)], 4416)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4D0DCEF5), ('P4rIngress.aggregator.values_v1111.hi', 0x4311A1B2)], 4416)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2866),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000009E8),
                gc.DataTuple('slot_count', 0x00000AC7),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4803466E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x0B7405F2),
                gc.KeyTuple('src_port', 0x1AC4),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2866),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x0224),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\x74\x05\xF2\x00\x00\x00\x00\x1A\xC4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x28\x66\x00\x02\x48\x03\x46\x6E\x07\x58\x02\x3B\x2F\x43\x9F\x06\x00\x20\x00\x00\x51\xE1\x9F\x90\x6C\x45\x5F\xC2\x75\xF6\x4C\xA1\x5D\x77\x8F\xF3\x66\x15\x71\x4B\x4B\x86\x46\xC9\x5E\xE7\xB5\xC2\x72\xB5\xB2\xF5\x55\xE7\x3A\xE1\x67\x5E\xFE\x82\x76\xB4\xD7\xAC\x52\x3A\x7B\x71\x70\x86\x64\x4B\x62\x2C\x62\x9F\x79\xD6\x5E\x27\x44\x3F\x46\x7B\x52\x53\x70\x8A\x5F\x66\x6F\x2E\x63\x65\x87\xA3\x6B\xAB\x58\xB3\x58\x81\xB7\x3C\x54\x43\xDA\x7C\x69\xB8\x98\xE4\x65\x02\x7E\x13\x76\xD8\x86\x71\x4A\xAB\xD0\x88\x62\xFF\xB6\x3A\x7C\x82\x6E\xA4\x51\x55\x2C\x7D\x65\x68\xCB\xA8\x65\x6A\x6C\x56\x5B\xAC\xA9\x85\xDF\x11\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0B\x74\x05\xF2\xBE\xEF\x1A\xC4\x00\xA0\x00\x00\x50\x34\x02\x82\x28\x66\x00\x02\x48\x03\x46\x6E\x07\x58\x00\x3B\x2F\x43\x9F\x06\x00\x20\x00\x15\x7F\xFF\xFF\xFF\x6C\x45\x5F\xC2\x7F\xFF\xFF\xFF\x5D\x77\x8F\xF3\x7F\xFF\xFF\xFF\x4B\x86\x46\xC9\x7F\xFF\xFF\xFF\x72\xB5\xB2\xF5\x7F\xFF\xFF\xFF\x67\x5E\xFE\x82\x7F\xFF\xFF\xFF\x52\x3A\x7B\x71\x7F\xFF\xFF\xFF\x62\x2C\x62\x9F\x7F\xFF\xFF\xFF\x44\x3F\x46\x7B\x7F\xFF\xFF\xFF\x5F\x66\x6F\x2E\x7F\xFF\xFF\xFF\x6B\xAB\x58\xB3\x7F\xFF\xFF\xFF\x54\x43\xDA\x7C\x7F\xFF\xFF\xFF\x65\x02\x7E\x13\x7F\xFF\xFF\xFF\x4A\xAB\xD0\x88\x7F\xFF\xFF\xFF\x7C\x82\x6E\xA4\x7F\xFF\xFF\xFF\x65\x68\xCB\xA8\x7F\xFF\xFF\xFF\x5B\xAC\xA9\x85\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xEC\x32\xA2\x47\x2F\x43\x9F\x06\x2F\x43\x9F\x06\x15\xD2\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDF\x11\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x762AC683), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDC000000)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDC000000, 3110)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0xC3)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x787F91E9), ('P4rIngress.aggregator.values_v0000.hi', 0x770596A5)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4B8A0437), ('P4rIngress.aggregator.values_v0001.hi', 0x64F88A10)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x506D4A2E), ('P4rIngress.aggregator.values_v0010.hi', 0x564CEF5A)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5D12B8A7), ('P4rIngress.aggregator.values_v0011.hi', 0x58069F7D)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4D0CB3D4), ('P4rIngress.aggregator.values_v0100.hi', 0x749CDF17)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4D55D010), ('P4rIngress.aggregator.values_v0101.hi', 0x405CA018)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x623CC247), ('P4rIngress.aggregator.values_v0110.hi', 0x7E2A2BC9)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x464C0B15), ('P4rIngress.aggregator.values_v0111.hi', 0x7668A985)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x642F367D), ('P4rIngress.aggregator.values_v1000.hi', 0x73BF50A9)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x558B7961), ('P4rIngress.aggregator.values_v1001.hi', 0x7632397C)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x697D2315), ('P4rIngress.aggregator.values_v1010.hi', 0x4B563B6D)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x58E24D33), ('P4rIngress.aggregator.values_v1011.hi', 0x692C0B3B)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6FE3A27F), ('P4rIngress.aggregator.values_v1100.hi', 0x69D22C46)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x41C238D3), ('P4rIngress.aggregator.values_v1101.hi', 0x538CCE4B)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x41E77128), ('P4rIngress.aggregator.values_v1110.hi', 0x6D885BC3)], 3110)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7AD8906E), ('P4rIngress.aggregator.values_v1111.hi', 0x66C877F9)], 3110)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xAA02),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BA5),
                gc.DataTuple('slot_count', 0x00000727),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCCADF6A9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x9D559BAA),
                gc.KeyTuple('src_port', 0xE57C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xAA02),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x028F),
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
        ig_port = 48
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\x55\x9B\xAA\x00\x00\x00\x00\xE5\x7C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAA\x02\x00\x1B\xCC\xAD\xF6\xA9\x00\x81\x04\xCB\xDC\x00\x00\x00\x00\x20\x00\x00\x6F\xCE\xF4\x59\x5D\x90\xD5\x43\x7F\xA8\x5C\xF6\x73\xCA\xAB\x52\x66\x0E\x5B\xF7\x4C\x67\x7E\x12\x76\xD3\x0A\xB1\x41\x11\xF6\x77\x65\x2C\xCA\xFD\x4A\x0A\x32\x8E\x69\x30\xDC\xA5\x74\xA8\xDB\xBD\x58\xC4\xC5\xF6\x6A\xB2\xDF\x1E\x74\xB4\x34\xAB\x53\x42\xCB\x79\x4B\x63\x9C\x86\x56\xE1\x93\xB0\x7B\xA5\x4F\x74\x4D\xF6\xB5\x19\x7F\x81\xDB\x02\x49\x8D\x2D\x84\x7E\xE6\xC8\xF9\x43\x23\xCA\xB2\x63\x10\x61\x2E\x59\x24\xB3\x76\x4A\xE5\xFA\xFB\x78\xA1\xAC\x55\x59\xA2\x86\xB7\x65\xE7\xF0\x48\x56\x77\x38\x93\x5A\x79\x11\x62\x93\x51\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9D\x55\x9B\xAA\xBE\xEF\xE5\x7C\x00\xA0\x00\x00\x50\x34\x02\x82\xAA\x02\x00\x1B\xCC\xAD\xF6\xA9\x00\x81\x00\xCB\xDC\x00\x00\x00\x00\x20\x00\x1E\x7F\xFF\xFF\xFF\x5D\x90\xD5\x43\x7F\xFF\xFF\xFF\x73\xCA\xAB\x52\x7F\xFF\xFF\xFF\x4C\x67\x7E\x12\x7F\xFF\xFF\xFF\x41\x11\xF6\x77\x7F\xFF\xFF\xFF\x4A\x0A\x32\x8E\x7F\xFF\xFF\xFF\x74\xA8\xDB\xBD\x7F\xFF\xFF\xFF\x6A\xB2\xDF\x1E\x7F\xFF\xFF\xFF\x53\x42\xCB\x79\x7F\xFF\xFF\xFF\x56\xE1\x93\xB0\x7F\xFF\xFF\xFF\x4D\xF6\xB5\x19\x7F\xFF\xFF\xFF\x49\x8D\x2D\x84\x7F\xFF\xFF\xFF\x43\x23\xCA\xB2\x7F\xFF\xFF\xFF\x59\x24\xB3\x76\x7F\xFF\xFF\xFF\x78\xA1\xAC\x55\x7F\xFF\xFF\xFF\x65\xE7\xF0\x48\x7F\xFF\xFF\xFF\x5A\x79\x11\x62\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x7E\x2A\xC6\x83\xDC\x00\x00\x00\xDC\x00\x00\x00\x1E\xCB\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x93\x51\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC21AF80D), ('P4rIngress.aggregator.bitmap_seq.seq', 0x11F2E352)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x11F2E352, 2976)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x12), ('P4rIngress.aggregator.count_exp.exponent', 0x3C)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x65ACF46E), ('P4rIngress.aggregator.values_v0000.hi', 0x50F47E2F)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x57064A98), ('P4rIngress.aggregator.values_v0001.hi', 0x61022AC4)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5BAF7267), ('P4rIngress.aggregator.values_v0010.hi', 0x4ED01E75)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x504532CA), ('P4rIngress.aggregator.values_v0011.hi', 0x40699C31)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7A66B482), ('P4rIngress.aggregator.values_v0100.hi', 0x697A458D)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x592FC821), ('P4rIngress.aggregator.values_v0101.hi', 0x47C5BF44)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6461714A), ('P4rIngress.aggregator.values_v0110.hi', 0x5F6652A8)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x630E7AE5), ('P4rIngress.aggregator.values_v0111.hi', 0x69FA1D29)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7A2634BF), ('P4rIngress.aggregator.values_v1000.hi', 0x6AD2FED3)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4A31861E), ('P4rIngress.aggregator.values_v1001.hi', 0x6A49A131)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x5356C647), ('P4rIngress.aggregator.values_v1010.hi', 0x532D4973)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6902CCBE), ('P4rIngress.aggregator.values_v1011.hi', 0x6BFA7609)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x5DDA0FCC), ('P4rIngress.aggregator.values_v1100.hi', 0x4388B536)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7065B89E), ('P4rIngress.aggregator.values_v1101.hi', 0x7B3C8D79)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x50393CBE), ('P4rIngress.aggregator.values_v1110.hi', 0x43E2B71B)], 2976)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x663F38D7), ('P4rIngress.aggregator.values_v1111.hi', 0x4BFDE573)], 2976)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x494E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005B7),
                gc.DataTuple('slot_count', 0x00000A7D),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF0177093),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0xD1651CC0),
                gc.KeyTuple('src_port', 0xB9B3),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x494E),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x02DD),
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
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD1\x65\x1C\xC0\x00\x00\x00\x00\xB9\xB3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x49\x4E\x00\x09\xF0\x17\x70\x93\x05\xE9\x06\xC6\x11\xF2\xE3\x52\x00\x20\x00\x00\x63\xF5\x85\x15\x68\x12\x8B\x6D\x57\x39\x73\x63\x6F\xCE\x38\x52\x76\x61\x55\xBD\x52\xBA\x54\x73\x5D\xDB\xB5\xD6\x6D\xC0\xDD\xC0\x57\x0E\xF7\xF1\x51\x8B\x2F\x5D\x5A\xFE\x72\x78\x5F\x00\xE7\xF7\x79\x41\x6F\x6C\x58\xE1\xD6\xAD\x56\x20\x9A\x2C\x49\xBF\x62\xCD\x4B\xD9\x94\x8F\x52\x18\x6A\x91\x6C\x8D\x60\xC4\x72\xD5\xAF\xA7\x51\xA1\xEB\xAB\x41\x4F\x5B\x2A\x77\x58\x6F\x05\x7B\x12\x74\xE3\x5B\x5A\x14\x3A\x52\xE9\xCD\xB6\x79\x77\xB6\xB7\x72\xEA\xBC\xFB\x60\x11\x71\xC8\x68\x27\x13\xDF\x56\x68\x0C\x94\x40\x45\x16\x57\xC0\x14\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD1\x65\x1C\xC0\xBE\xEF\xB9\xB3\x00\xA0\x00\x00\x50\x34\x02\x82\x49\x4E\x00\x09\xF0\x17\x70\x93\x05\xE9\x00\xC6\x11\xF2\xE3\x52\x00\x20\x00\x13\x7F\xFF\xFF\xFF\x68\x12\x8B\x6D\x7F\xFF\xFF\xFF\x6F\xCE\x38\x52\x7F\xFF\xFF\xFF\x52\xBA\x54\x73\x7F\xFF\xFF\xFF\x6D\xC0\xDD\xC0\x7F\xFF\xFF\xFF\x51\x8B\x2F\x5D\x7F\xFF\xFF\xFF\x5F\x00\xE7\xF7\x7F\xFF\xFF\xFF\x58\xE1\xD6\xAD\x7F\xFF\xFF\xFF\x49\xBF\x62\xCD\x7F\xFF\xFF\xFF\x52\x18\x6A\x91\x7F\xFF\xFF\xFF\x72\xD5\xAF\xA7\x7F\xFF\xFF\xFF\x41\x4F\x5B\x2A\x7F\xFF\xFF\xFF\x7B\x12\x74\xE3\x7F\xFF\xFF\xFF\x52\xE9\xCD\xB6\x7F\xFF\xFF\xFF\x72\xEA\xBC\xFB\x7F\xFF\xFF\xFF\x68\x27\x13\xDF\x7F\xFF\xFF\xFF\x40\x45\x16\x57\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC2\x1A\xFA\x0D\x11\xF2\xE3\x52\x11\xF2\xE3\x52\x13\xC6\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC0\x14\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x84B21FDA), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA6000000)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA6000000, 3176)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1C), ('P4rIngress.aggregator.count_exp.exponent', 0xAF)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x486A4ACE), ('P4rIngress.aggregator.values_v0000.hi', 0x49E546E2)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4B9F67F6), ('P4rIngress.aggregator.values_v0001.hi', 0x7D9EEA04)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7B5FC6B4), ('P4rIngress.aggregator.values_v0010.hi', 0x6450EE17)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4D9A382E), ('P4rIngress.aggregator.values_v0011.hi', 0x75CDA9E7)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7B3F649E), ('P4rIngress.aggregator.values_v0100.hi', 0x6A231EDA)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4A90497A), ('P4rIngress.aggregator.values_v0101.hi', 0x43A2B10A)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7543ADE7), ('P4rIngress.aggregator.values_v0110.hi', 0x6701EF2F)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7C923043), ('P4rIngress.aggregator.values_v0111.hi', 0x7EA6196B)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5D391A9E), ('P4rIngress.aggregator.values_v1000.hi', 0x6773292C)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x76A6615F), ('P4rIngress.aggregator.values_v1001.hi', 0x5DAD53AB)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7DCF5BDA), ('P4rIngress.aggregator.values_v1010.hi', 0x5C72E7B9)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x61D36DB2), ('P4rIngress.aggregator.values_v1011.hi', 0x518F57F8)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7F32DA75), ('P4rIngress.aggregator.values_v1100.hi', 0x6CFA269A)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4F7A4340), ('P4rIngress.aggregator.values_v1101.hi', 0x45BA1F6B)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x670BDC11), ('P4rIngress.aggregator.values_v1110.hi', 0x59E1503C)], 3176)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x464F194A), ('P4rIngress.aggregator.values_v1111.hi', 0x77853834)], 3176)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x6DA7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000032B),
                gc.DataTuple('slot_count', 0x00001599),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8D14719C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0xF76C942B),
                gc.KeyTuple('src_port', 0x8ABE),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6DA7),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x036B),
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
        ig_port = 63
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF7\x6C\x94\x2B\x00\x00\x00\x00\x8A\xBE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6D\xA7\x00\x1B\x8D\x14\x71\x9C\x09\x3D\x06\x51\xA6\x00\x00\x00\x00\x20\x00\x00\x4B\x9B\x19\x56\x49\x0A\xC3\x2B\x47\xE3\x6C\x95\x77\x96\x28\x89\x58\x91\x00\x57\x6A\x80\xAA\x35\x7D\xD8\x94\x0A\x71\x06\x11\x49\x6B\x87\xC4\xB6\x63\xA4\xB1\xCC\x76\x9A\x4A\x6A\x6B\x81\xB9\x7A\x66\xC8\x61\x35\x7B\xAC\x88\x03\x4A\xA1\xED\x6D\x41\x4B\xDA\x9B\x5C\x95\x05\xBB\x7C\x26\xA8\xEE\x4D\x27\x59\x40\x6B\x25\x48\xE6\x74\xD0\x2E\xD7\x4E\xF2\xFC\x9D\x4B\xD8\x26\xB2\x57\x01\x2B\x7F\x4C\x33\xB4\x23\x70\x31\xE9\x4A\x55\x1A\x2D\xB9\x65\x16\x2C\xDE\x77\xE2\xD4\xD5\x64\xBD\x34\xC8\x4E\xA2\x1A\x6C\x70\xEF\xC7\x27\xD9\xD5\x83\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF7\x6C\x94\x2B\xBE\xEF\x8A\xBE\x00\xA0\x00\x00\x50\x34\x02\x82\x6D\xA7\x00\x1B\x8D\x14\x71\x9C\x09\x3D\x00\x51\xA6\x00\x00\x00\x00\x20\x00\x1D\x7F\xFF\xFF\xFF\x49\x0A\xC3\x2B\x7F\xFF\xFF\xFF\x77\x96\x28\x89\x7F\xFF\xFF\xFF\x6A\x80\xAA\x35\x7F\xFF\xFF\xFF\x71\x06\x11\x49\x7F\xFF\xFF\xFF\x63\xA4\xB1\xCC\x7F\xFF\xFF\xFF\x6B\x81\xB9\x7A\x7F\xFF\xFF\xFF\x7B\xAC\x88\x03\x7F\xFF\xFF\xFF\x41\x4B\xDA\x9B\x7F\xFF\xFF\xFF\x7C\x26\xA8\xEE\x7F\xFF\xFF\xFF\x6B\x25\x48\xE6\x7F\xFF\xFF\xFF\x4E\xF2\xFC\x9D\x7F\xFF\xFF\xFF\x57\x01\x2B\x7F\x7F\xFF\xFF\xFF\x70\x31\xE9\x4A\x7F\xFF\xFF\xFF\x65\x16\x2C\xDE\x7F\xFF\xFF\xFF\x64\xBD\x34\xC8\x7F\xFF\xFF\xFF\x70\xEF\xC7\x27\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8C\xB2\x1F\xDA\xA6\x00\x00\x00\xA6\x00\x00\x00\x1D\xAF\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD9\xD5\x83\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x09E08422), ('P4rIngress.aggregator.bitmap_seq.seq', 0x34000000)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x34000000, 6387)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x5F)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7603B9FD), ('P4rIngress.aggregator.values_v0000.hi', 0x4A02E887)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x59A6FF50), ('P4rIngress.aggregator.values_v0001.hi', 0x6794240E)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6F1A707F), ('P4rIngress.aggregator.values_v0010.hi', 0x7AA40DB7)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4B538989), ('P4rIngress.aggregator.values_v0011.hi', 0x6DEBE6FD)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x513CA6A9), ('P4rIngress.aggregator.values_v0100.hi', 0x5A947A67)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5D7C9C00), ('P4rIngress.aggregator.values_v0101.hi', 0x7D3F8E8E)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7C9BAFBC), ('P4rIngress.aggregator.values_v0110.hi', 0x5EAB5B79)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x691AEDBE), ('P4rIngress.aggregator.values_v0111.hi', 0x589E228A)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4E888FAC), ('P4rIngress.aggregator.values_v1000.hi', 0x7CAFBAFF)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6AB4EDDE), ('P4rIngress.aggregator.values_v1001.hi', 0x755F7F4C)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x55479168), ('P4rIngress.aggregator.values_v1010.hi', 0x7ECA4983)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7FBDC8E6), ('P4rIngress.aggregator.values_v1011.hi', 0x483532E1)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x78482F4D), ('P4rIngress.aggregator.values_v1100.hi', 0x773E7882)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6302B8B8), ('P4rIngress.aggregator.values_v1101.hi', 0x65669582)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x73961F4A), ('P4rIngress.aggregator.values_v1110.hi', 0x7FC94BC3)], 6387)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x61CAC67B), ('P4rIngress.aggregator.values_v1111.hi', 0x7534F16E)], 6387)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xDCE6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002DC),
                gc.DataTuple('slot_count', 0x0000198F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFDBB69D9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x6E51BC67),
                gc.KeyTuple('src_port', 0xECD0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDCE6),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x031D),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6E\x51\xBC\x67\x00\x00\x00\x00\xEC\xD0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDC\xE6\x00\x1F\xFD\xBB\x69\xD9\x16\x17\x02\x7A\x34\x00\x00\x00\x00\x20\x00\x00\x76\xFC\x6D\xC1\x79\xD9\xC7\x22\x49\x6F\x4F\x94\x71\x62\x3E\xF6\x69\x38\xFD\xCB\x4B\x3D\xC9\x01\x4D\x4E\xA4\x7A\x4D\x8F\xEA\xC4\x63\xA8\x8C\x34\x71\xD5\x96\xAA\x40\x37\xC1\x5E\x45\x89\x6D\x81\x6D\xD0\x02\x84\x52\x30\xD4\xBD\x53\xF7\x7F\x2E\x4D\xE6\x7A\x4A\x7C\xDD\xFF\xAF\x7C\x02\x1D\x19\x4C\x67\x2A\x32\x4A\x0E\xB5\x6B\x70\xEC\x53\x6D\x42\xF3\x99\x12\x69\x9E\x4E\x4C\x69\xF0\xFF\x5F\x41\xC8\x5A\x3A\x64\xE7\xEE\x82\x52\xCF\x11\x5D\x73\x1E\xF2\x5F\x4B\x3E\x1A\xCC\x45\x7E\xE1\xFB\x68\x06\x8D\x57\x70\x99\x57\xCC\x7B\x50\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6E\x51\xBC\x67\xBE\xEF\xEC\xD0\x00\xA0\x00\x00\x50\x34\x02\x82\xDC\xE6\x00\x1F\xFD\xBB\x69\xD9\x16\x17\x00\x7A\x34\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x79\xD9\xC7\x22\x7F\xFF\xFF\xFF\x71\x62\x3E\xF6\x7F\xFF\xFF\xFF\x4B\x3D\xC9\x01\x7F\xFF\xFF\xFF\x4D\x8F\xEA\xC4\x7F\xFF\xFF\xFF\x71\xD5\x96\xAA\x7F\xFF\xFF\xFF\x45\x89\x6D\x81\x7F\xFF\xFF\xFF\x52\x30\xD4\xBD\x7F\xFF\xFF\xFF\x4D\xE6\x7A\x4A\x7F\xFF\xFF\xFF\x7C\x02\x1D\x19\x7F\xFF\xFF\xFF\x4A\x0E\xB5\x6B\x7F\xFF\xFF\xFF\x42\xF3\x99\x12\x7F\xFF\xFF\xFF\x69\xF0\xFF\x5F\x7F\xFF\xFF\xFF\x64\xE7\xEE\x82\x7F\xFF\xFF\xFF\x73\x1E\xF2\x5F\x7F\xFF\xFF\xFF\x45\x7E\xE1\xFB\x7F\xFF\xFF\xFF\x70\x99\x57\xCC\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x89\xE0\x84\x22\x34\x00\x00\x00\x34\x00\x00\x00\x20\x7A\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7B\x50\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCD50C4C7), ('P4rIngress.aggregator.bitmap_seq.seq', 0x93362125)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x93362125, 6195)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xCA)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6DCCEBCD), ('P4rIngress.aggregator.values_v0000.hi', 0x7CE8092D)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x64F38F97), ('P4rIngress.aggregator.values_v0001.hi', 0x53395C9A)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7AAC133D), ('P4rIngress.aggregator.values_v0010.hi', 0x4D52CDD1)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x77B8DAFF), ('P4rIngress.aggregator.values_v0011.hi', 0x51F8B3BF)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x60CCF071), ('P4rIngress.aggregator.values_v0100.hi', 0x503545AE)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x709AC540), ('P4rIngress.aggregator.values_v0101.hi', 0x7EA795D5)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5D0E3336), ('P4rIngress.aggregator.values_v0110.hi', 0x474750A7)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x77EE7184), ('P4rIngress.aggregator.values_v0111.hi', 0x6FCDF513)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x41E704C8), ('P4rIngress.aggregator.values_v1000.hi', 0x4EBDC731)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7C692F77), ('P4rIngress.aggregator.values_v1001.hi', 0x7A506B85)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7DD7AEAF), ('P4rIngress.aggregator.values_v1010.hi', 0x504D6992)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4D6F6CCE), ('P4rIngress.aggregator.values_v1011.hi', 0x5D802B69)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6C72D6C8), ('P4rIngress.aggregator.values_v1100.hi', 0x69DFD70C)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x71677F75), ('P4rIngress.aggregator.values_v1101.hi', 0x6D0CB542)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x59475795), ('P4rIngress.aggregator.values_v1110.hi', 0x4F553726)], 6195)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x48CBFCC8), ('P4rIngress.aggregator.values_v1111.hi', 0x731AE914)], 6195)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xF74A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000163E),
                gc.DataTuple('slot_count', 0x00000279),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3E2F16BB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x5DF2C549),
                gc.KeyTuple('src_port', 0x0B06),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF74A),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x0377),
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
        ig_port = 23
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5D\xF2\xC5\x49\x00\x00\x00\x00\x0B\x06\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF7\x4A\x00\x05\x3E\x2F\x16\xBB\x01\xF5\x04\x15\x93\x36\x21\x25\x00\x20\x00\x00\x5F\xA3\x2A\x49\x6F\xC4\xBD\x29\x41\x62\x82\xCC\x70\xEB\x75\xD8\x5F\x0B\xE1\xB5\x5B\x92\x78\x87\x64\xBF\x9F\xB9\x57\xE0\xBF\x8D\x4C\xD2\x23\xA5\x54\x65\x13\xAC\x57\xAA\xAD\x9D\x73\x99\x20\x60\x52\x6C\xD5\xE5\x5C\x4C\x2C\xE9\x44\xE4\xF4\xF6\x6D\x92\xBD\x7F\x45\x42\xA8\xE4\x7D\x39\x3B\xD7\x74\x35\xA8\x2D\x71\x19\xCD\x1D\x54\x77\x19\xC3\x6D\xD6\x2D\x70\x6C\x63\x0A\xAB\x5E\x7F\x59\x08\x4F\x39\x54\xFE\x5B\x01\xB1\x54\x53\xB7\x60\xCD\x75\xB4\xD8\x77\x54\x18\xD4\x10\x69\xE3\xE1\x51\x7B\x69\x64\x81\x56\x31\x8A\xFA\x54\x94\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5D\xF2\xC5\x49\xBE\xEF\x0B\x06\x00\xA0\x00\x00\x50\x34\x02\x82\xF7\x4A\x00\x05\x3E\x2F\x16\xBB\x01\xF5\x00\x15\x93\x36\x21\x25\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x6F\xC4\xBD\x29\x7F\xFF\xFF\xFF\x70\xEB\x75\xD8\x7F\xFF\xFF\xFF\x5B\x92\x78\x87\x7F\xFF\xFF\xFF\x57\xE0\xBF\x8D\x7F\xFF\xFF\xFF\x54\x65\x13\xAC\x7F\xFF\xFF\xFF\x73\x99\x20\x60\x7F\xFF\xFF\xFF\x5C\x4C\x2C\xE9\x7F\xFF\xFF\xFF\x6D\x92\xBD\x7F\x7F\xFF\xFF\xFF\x7D\x39\x3B\xD7\x7F\xFF\xFF\xFF\x71\x19\xCD\x1D\x7F\xFF\xFF\xFF\x6D\xD6\x2D\x70\x7F\xFF\xFF\xFF\x5E\x7F\x59\x08\x7F\xFF\xFF\xFF\x5B\x01\xB1\x54\x7F\xFF\xFF\xFF\x75\xB4\xD8\x77\x7F\xFF\xFF\xFF\x69\xE3\xE1\x51\x7F\xFF\xFF\xFF\x56\x31\x8A\xFA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xCD\x50\xC4\xE7\x93\x36\x21\x25\x93\x36\x21\x25\x10\xCA\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x54\x94\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x09537D45), ('P4rIngress.aggregator.bitmap_seq.seq', 0x46402126)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x46402126, 4223)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x54)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7DE7526E), ('P4rIngress.aggregator.values_v0000.hi', 0x6A17C2AD)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4748CDA1), ('P4rIngress.aggregator.values_v0001.hi', 0x7A436B2E)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x559492FB), ('P4rIngress.aggregator.values_v0010.hi', 0x7414239B)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5F0DB069), ('P4rIngress.aggregator.values_v0011.hi', 0x5DA659DB)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x46AB5467), ('P4rIngress.aggregator.values_v0100.hi', 0x52A22191)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5E5EBBC7), ('P4rIngress.aggregator.values_v0101.hi', 0x6937C90E)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4D0C398D), ('P4rIngress.aggregator.values_v0110.hi', 0x745748CF)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x446C1419), ('P4rIngress.aggregator.values_v0111.hi', 0x679B24EE)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x751D9A96), ('P4rIngress.aggregator.values_v1000.hi', 0x4A1D72A9)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x734D1C16), ('P4rIngress.aggregator.values_v1001.hi', 0x5AD4C887)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7D3B328B), ('P4rIngress.aggregator.values_v1010.hi', 0x6D6CFFBD)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x78C4F9D5), ('P4rIngress.aggregator.values_v1011.hi', 0x6E8A1D87)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6E9EC933), ('P4rIngress.aggregator.values_v1100.hi', 0x48867E42)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4B27764F), ('P4rIngress.aggregator.values_v1101.hi', 0x78CA6B53)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x617B8CB9), ('P4rIngress.aggregator.values_v1110.hi', 0x6F20C2EE)], 4223)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x44F44AD4), ('P4rIngress.aggregator.values_v1111.hi', 0x43A184C9)], 4223)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2A0E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000087F),
                gc.DataTuple('slot_count', 0x00000EEF),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x94C29B87),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0xF0515500),
                gc.KeyTuple('src_port', 0x37AC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2A0E),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x018E),
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
        ig_port = 49
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF0\x51\x55\x00\x00\x00\x00\x00\x37\xAC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2A\x0E\x00\x19\x94\xC2\x9B\x87\x08\x00\x06\x6E\x46\x40\x21\x26\x00\x20\x00\x00\x4C\x8B\xCC\x7B\x76\xBE\x76\xA9\x6F\xDC\x93\x85\x58\x04\xD1\xC5\x77\x29\xB0\xAB\x67\xCC\xBD\x3A\x79\x8E\x23\xD9\x7C\x22\x55\x54\x4B\xA8\xEC\x27\x50\xD3\x6C\xF6\x74\x85\xBD\x6E\x7D\x74\x07\x4B\x51\xFF\x99\x1C\x6A\x72\x62\xCB\x70\xA3\xFC\x6B\x4F\x83\x6D\x5B\x60\x8E\xED\x37\x63\xDD\x05\xAF\x68\xC9\xFB\x25\x5C\x9D\x9A\xB1\x63\xBA\xBF\xC9\x49\xBA\xEA\x01\x5C\xDA\xB0\xF9\x61\xF0\xC8\x49\x50\xAC\x8F\xC6\x7A\x84\x4E\x3E\x7B\xC4\x6C\xCE\x41\x26\xEA\x55\x55\x43\xA3\xD9\x4D\x6C\x35\x74\x52\xCC\x4E\x4C\x49\x0E\xBF\xA3\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF0\x51\x55\x00\xBE\xEF\x37\xAC\x00\xA0\x00\x00\x50\x34\x02\x82\x2A\x0E\x00\x19\x94\xC2\x9B\x87\x08\x00\x00\x6E\x46\x40\x21\x26\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x76\xBE\x76\xA9\x7F\xFF\xFF\xFF\x58\x04\xD1\xC5\x7F\xFF\xFF\xFF\x67\xCC\xBD\x3A\x7F\xFF\xFF\xFF\x7C\x22\x55\x54\x7F\xFF\xFF\xFF\x50\xD3\x6C\xF6\x7F\xFF\xFF\xFF\x7D\x74\x07\x4B\x7F\xFF\xFF\xFF\x6A\x72\x62\xCB\x7F\xFF\xFF\xFF\x4F\x83\x6D\x5B\x7F\xFF\xFF\xFF\x63\xDD\x05\xAF\x7F\xFF\xFF\xFF\x5C\x9D\x9A\xB1\x7F\xFF\xFF\xFF\x49\xBA\xEA\x01\x7F\xFF\xFF\xFF\x61\xF0\xC8\x49\x7F\xFF\xFF\xFF\x7A\x84\x4E\x3E\x7F\xFF\xFF\xFF\x41\x26\xEA\x55\x7F\xFF\xFF\xFF\x4D\x6C\x35\x74\x7F\xFF\xFF\xFF\x49\x0E\xBF\xA3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x0B\x53\x7D\x45\x46\x40\x21\x26\x46\x40\x21\x26\x10\x6E\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x62E10137), ('P4rIngress.aggregator.bitmap_seq.seq', 0x97EE8000)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x97EE8000, 2557)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x05), ('P4rIngress.aggregator.count_exp.exponent', 0x56)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x663B4BD9), ('P4rIngress.aggregator.values_v0000.hi', 0x5B02F0FD)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x487D6BE6), ('P4rIngress.aggregator.values_v0001.hi', 0x5C5513A1)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5D6A625C), ('P4rIngress.aggregator.values_v0010.hi', 0x575D890B)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x54D86C93), ('P4rIngress.aggregator.values_v0011.hi', 0x7EE85EB8)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x62B63149), ('P4rIngress.aggregator.values_v0100.hi', 0x52419CD5)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x661D59FF), ('P4rIngress.aggregator.values_v0101.hi', 0x5D137452)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x796BAE95), ('P4rIngress.aggregator.values_v0110.hi', 0x7DE81037)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x61FD9AE5), ('P4rIngress.aggregator.values_v0111.hi', 0x7775734F)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6BB84DAA), ('P4rIngress.aggregator.values_v1000.hi', 0x5AA964E8)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4BE7B9B1), ('P4rIngress.aggregator.values_v1001.hi', 0x73CCFAF3)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x622DC0D0), ('P4rIngress.aggregator.values_v1010.hi', 0x469D29A7)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7B88DA98), ('P4rIngress.aggregator.values_v1011.hi', 0x60F7DA25)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x52AAF940), ('P4rIngress.aggregator.values_v1100.hi', 0x4CBB5A0D)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x737495BA), ('P4rIngress.aggregator.values_v1101.hi', 0x66D325EA)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4EDF8798), ('P4rIngress.aggregator.values_v1110.hi', 0x71C85965)], 2557)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5C7FB93A), ('P4rIngress.aggregator.values_v1111.hi', 0x537CC9B2)], 2557)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xE37F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000134),
                gc.DataTuple('slot_count', 0x00000946),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x23E4B639),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0x50B36A6A),
                gc.KeyTuple('src_port', 0x7672),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE37F),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0351),
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
        ig_port = 5
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x50\xB3\x6A\x6A\x00\x00\x00\x00\x76\x72\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE3\x7F\x00\x06\x23\xE4\xB6\x39\x08\xC9\x02\x8C\x97\xEE\x80\x00\x00\x20\x00\x00\x72\x3B\xE8\x31\x49\xF1\x6B\xC5\x45\xAD\x2B\xD7\x48\xB5\x1E\xC0\x68\x03\x54\xBF\x52\x57\x69\x53\x57\x3B\x5C\x92\x63\xC8\x13\x54\x5B\x84\x67\x4D\x77\x73\x53\xA9\x41\xFD\x4F\x81\x51\x12\x5B\x1F\x65\xD6\x69\xB3\x79\xFB\x91\xCF\x7A\x6B\xDC\x55\x41\x11\xD1\xE9\x6A\x56\xCD\x76\x66\x8B\x7E\x69\x68\xFA\x08\xD3\x70\x4D\x81\x21\x48\x2B\x06\x37\x7C\xB1\x29\x89\x69\xCD\x8A\xD0\x78\x41\x0A\x4D\x51\xA1\xDB\x53\x60\xE2\x93\x99\x63\x8D\xC0\x93\x75\xFA\x8F\xC6\x7A\xAE\xBF\x94\x7B\xDB\xD1\x2F\x4D\x1E\x35\xFC\x5F\x55\xAE\x25\xC7\xC5\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x50\xB3\x6A\x6A\xBE\xEF\x76\x72\x00\xA0\x00\x00\x50\x34\x02\x82\xE3\x7F\x00\x06\x23\xE4\xB6\x39\x08\xC9\x00\x8C\x97\xEE\x80\x00\x00\x20\x00\x06\x7F\xFF\xFF\xFF\x49\xF1\x6B\xC5\x7F\xFF\xFF\xFF\x48\xB5\x1E\xC0\x7F\xFF\xFF\xFF\x52\x57\x69\x53\x7F\xFF\xFF\xFF\x63\xC8\x13\x54\x7F\xFF\xFF\xFF\x77\x73\x53\xA9\x7F\xFF\xFF\xFF\x51\x12\x5B\x1F\x7F\xFF\xFF\xFF\x79\xFB\x91\xCF\x7F\xFF\xFF\xFF\x41\x11\xD1\xE9\x7F\xFF\xFF\xFF\x66\x8B\x7E\x69\x7F\xFF\xFF\xFF\x70\x4D\x81\x21\x7F\xFF\xFF\xFF\x7C\xB1\x29\x89\x7F\xFF\xFF\xFF\x78\x41\x0A\x4D\x7F\xFF\xFF\xFF\x60\xE2\x93\x99\x7F\xFF\xFF\xFF\x75\xFA\x8F\xC6\x7F\xFF\xFF\xFF\x7B\xDB\xD1\x2F\x7F\xFF\xFF\xFF\x5F\x55\xAE\x25\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x62\xE1\x01\x77\x97\xEE\x80\x00\x97\xEE\x80\x00\x06\x8C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC7\xC5\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x14279A91), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB7940B56)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB7940B56, 2962)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0B), ('P4rIngress.aggregator.count_exp.exponent', 0x32)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x479DBEDB), ('P4rIngress.aggregator.values_v0000.hi', 0x67A76769)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x627821EF), ('P4rIngress.aggregator.values_v0001.hi', 0x73F86324)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x59BACAF5), ('P4rIngress.aggregator.values_v0010.hi', 0x57A6EF07)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6C16DB3E), ('P4rIngress.aggregator.values_v0011.hi', 0x637FA2A1)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x67D5A51D), ('P4rIngress.aggregator.values_v0100.hi', 0x434F51B9)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x55DE5240), ('P4rIngress.aggregator.values_v0101.hi', 0x615651E4)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5DDDECCE), ('P4rIngress.aggregator.values_v0110.hi', 0x5C77837B)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x476C40AF), ('P4rIngress.aggregator.values_v0111.hi', 0x6AD0BB17)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6600CA5D), ('P4rIngress.aggregator.values_v1000.hi', 0x508E1C13)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6E85F63F), ('P4rIngress.aggregator.values_v1001.hi', 0x59D86E6D)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x5F92CA25), ('P4rIngress.aggregator.values_v1010.hi', 0x746536AC)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7236A87F), ('P4rIngress.aggregator.values_v1011.hi', 0x58A93C2C)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x57EADCAB), ('P4rIngress.aggregator.values_v1100.hi', 0x68707E99)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4E84626F), ('P4rIngress.aggregator.values_v1101.hi', 0x4A33CED7)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7A959BE0), ('P4rIngress.aggregator.values_v1110.hi', 0x79178BC7)], 2962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5A3882A0), ('P4rIngress.aggregator.values_v1111.hi', 0x6FC0743F)], 2962)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xC892),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000807),
                gc.DataTuple('slot_count', 0x000010E7),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4D580C9A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0xCFE26C5E),
                gc.KeyTuple('src_port', 0x1E01),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC892),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x01A5),
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
        ig_port = 41
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCF\xE2\x6C\x5E\x00\x00\x00\x00\x1E\x01\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC8\x92\x00\x05\x4D\x58\x0C\x9A\x03\x8B\x04\xC9\xB7\x94\x0B\x56\x00\x20\x00\x00\x73\x16\x31\xD4\x7A\xCE\x3B\x8D\x77\x5A\x0C\xD1\x60\xF4\x75\x54\x5D\x42\xCF\xB5\x4C\x2A\xD4\x1E\x73\x36\xC1\x77\x73\xBF\x12\xFD\x67\x74\xBB\x6F\x6B\x1B\x0C\xA7\x56\x4F\x7A\x6F\x5D\x6A\x5E\x35\x7F\x41\x32\x31\x61\x98\x52\xB3\x63\x2F\x64\x9A\x7C\xC9\xA1\x93\x7C\x7A\x7D\x69\x7E\xED\x5E\x93\x66\x81\x85\x1B\x57\x0F\x2A\xE6\x5E\x5B\x78\x34\x7D\x53\x31\x79\x7D\x9C\xAC\xB3\x5F\x33\xE6\x6A\x7A\xCC\x2D\x58\x4E\xDD\xF0\x3F\x61\xF9\x39\xB6\x56\x9A\x75\x8C\x72\xD4\xE4\x1A\x6E\x47\xFB\xF5\x6A\x25\xDF\x24\x65\x05\xFE\x67\x65\xD8\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCF\xE2\x6C\x5E\xBE\xEF\x1E\x01\x00\xA0\x00\x00\x50\x34\x02\x82\xC8\x92\x00\x05\x4D\x58\x0C\x9A\x03\x8B\x00\xC9\xB7\x94\x0B\x56\x00\x20\x00\x0C\x7F\xFF\xFF\xFF\x7A\xCE\x3B\x8D\x7F\xFF\xFF\xFF\x60\xF4\x75\x54\x7F\xFF\xFF\xFF\x4C\x2A\xD4\x1E\x7F\xFF\xFF\xFF\x73\xBF\x12\xFD\x7F\xFF\xFF\xFF\x6B\x1B\x0C\xA7\x7F\xFF\xFF\xFF\x5D\x6A\x5E\x35\x7F\xFF\xFF\xFF\x61\x98\x52\xB3\x7F\xFF\xFF\xFF\x7C\xC9\xA1\x93\x7F\xFF\xFF\xFF\x7E\xED\x5E\x93\x7F\xFF\xFF\xFF\x57\x0F\x2A\xE6\x7F\xFF\xFF\xFF\x7D\x53\x31\x79\x7F\xFF\xFF\xFF\x5F\x33\xE6\x6A\x7F\xFF\xFF\xFF\x4E\xDD\xF0\x3F\x7F\xFF\xFF\xFF\x56\x9A\x75\x8C\x7F\xFF\xFF\xFF\x6E\x47\xFB\xF5\x7F\xFF\xFF\xFF\x65\x05\xFE\x67\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x14\x27\x9A\xB1\xB7\x94\x0B\x56\xB7\x94\x0B\x56\x0C\xC9\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x65\xD8\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x166534F0), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD4E7F83D)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD4E7F83D, 6124)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x08), ('P4rIngress.aggregator.count_exp.exponent', 0x5F)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x60F5561D), ('P4rIngress.aggregator.values_v0000.hi', 0x712EACA1)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x7518B54E), ('P4rIngress.aggregator.values_v0001.hi', 0x492E5ED3)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4AFEA13B), ('P4rIngress.aggregator.values_v0010.hi', 0x756C7A99)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x59DED283), ('P4rIngress.aggregator.values_v0011.hi', 0x78653165)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x771D665A), ('P4rIngress.aggregator.values_v0100.hi', 0x49F3E58E)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5563E8BE), ('P4rIngress.aggregator.values_v0101.hi', 0x75EC8B96)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4AC65971), ('P4rIngress.aggregator.values_v0110.hi', 0x655F6458)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x73A59D4D), ('P4rIngress.aggregator.values_v0111.hi', 0x5FD6C25A)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4A5B95B7), ('P4rIngress.aggregator.values_v1000.hi', 0x4EBF97F2)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5766BAA3), ('P4rIngress.aggregator.values_v1001.hi', 0x7A4BF559)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x77644275), ('P4rIngress.aggregator.values_v1010.hi', 0x5A02AEBD)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x63AAE853), ('P4rIngress.aggregator.values_v1011.hi', 0x532FEDA0)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x71014CE5), ('P4rIngress.aggregator.values_v1100.hi', 0x6510B0C5)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x50B6F7AD), ('P4rIngress.aggregator.values_v1101.hi', 0x5F44EE6D)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4C9CC8A0), ('P4rIngress.aggregator.values_v1110.hi', 0x7B7A631A)], 6124)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6F2FC4BD), ('P4rIngress.aggregator.values_v1111.hi', 0x61787BCB)], 6124)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x11F7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FC1),
                gc.DataTuple('slot_count', 0x00000E65),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAEF23634),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x3274A143),
                gc.KeyTuple('src_port', 0x2CF1),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x11F7),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x005A),
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
        ig_port = 23
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x32\x74\xA1\x43\x00\x00\x00\x00\x2C\xF1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x11\xF7\x00\x09\xAE\xF2\x36\x34\x08\x2B\x04\x3B\xD4\xE7\xF8\x3D\x00\x20\x00\x00\x7A\xE4\x55\xBE\x51\xCD\xE6\x79\x54\xF5\x0E\x81\x46\xAA\x64\xD9\x70\x75\x50\xB1\x41\xEF\x4C\xBD\x7E\x48\x3A\xF5\x67\xB5\x6D\x9A\x65\xAD\xC6\xCB\x6E\xC4\x2D\xA4\x5D\xE7\x23\xDD\x71\x9C\xBB\xA7\x6A\xA3\xAB\x33\x51\x15\xB7\x53\x4D\x61\x87\xE9\x5B\x16\xEE\xF8\x63\x4F\x16\xB7\x7A\xC3\xDA\xCB\x71\x9E\x8B\xE0\x4B\xC9\xD4\x65\x79\x2D\x77\x88\x55\xEB\xB6\x29\x73\x60\xD3\xD2\x67\x58\x65\xBC\x69\x9E\xDE\x2A\x78\x71\xCE\x5E\x5E\x52\x9D\x42\x4C\x9D\xD8\xAD\x6B\xAA\x6D\xBE\x51\x6E\x19\x2D\x57\x4C\x4B\x84\x77\x05\xBE\xAA\x22\x3E\xF6\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x32\x74\xA1\x43\xBE\xEF\x2C\xF1\x00\xA0\x00\x00\x50\x34\x02\x82\x11\xF7\x00\x09\xAE\xF2\x36\x34\x08\x2B\x00\x3B\xD4\xE7\xF8\x3D\x00\x20\x00\x09\x7F\xFF\xFF\xFF\x51\xCD\xE6\x79\x7F\xFF\xFF\xFF\x46\xAA\x64\xD9\x7F\xFF\xFF\xFF\x41\xEF\x4C\xBD\x7F\xFF\xFF\xFF\x67\xB5\x6D\x9A\x7F\xFF\xFF\xFF\x6E\xC4\x2D\xA4\x7F\xFF\xFF\xFF\x71\x9C\xBB\xA7\x7F\xFF\xFF\xFF\x51\x15\xB7\x53\x7F\xFF\xFF\xFF\x5B\x16\xEE\xF8\x7F\xFF\xFF\xFF\x7A\xC3\xDA\xCB\x7F\xFF\xFF\xFF\x4B\xC9\xD4\x65\x7F\xFF\xFF\xFF\x55\xEB\xB6\x29\x7F\xFF\xFF\xFF\x67\x58\x65\xBC\x7F\xFF\xFF\xFF\x78\x71\xCE\x5E\x7F\xFF\xFF\xFF\x4C\x9D\xD8\xAD\x7F\xFF\xFF\xFF\x51\x6E\x19\x2D\x7F\xFF\xFF\xFF\x77\x05\xBE\xAA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x16\x65\x36\xF0\xD4\xE7\xF8\x3D\xD4\xE7\xF8\x3D\x09\x5F\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x22\x3E\xF6\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCCF5325D), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7F024076)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7F024076, 7238)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x3C)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x74BAD719), ('P4rIngress.aggregator.values_v0000.hi', 0x7392CAAA)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x79979266), ('P4rIngress.aggregator.values_v0001.hi', 0x58E9F1B2)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6AF52B73), ('P4rIngress.aggregator.values_v0010.hi', 0x43CDF187)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x768552FC), ('P4rIngress.aggregator.values_v0011.hi', 0x518A4D77)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x554BCEE7), ('P4rIngress.aggregator.values_v0100.hi', 0x547A448F)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6B213354), ('P4rIngress.aggregator.values_v0101.hi', 0x4486B5AC)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4CC7C081), ('P4rIngress.aggregator.values_v0110.hi', 0x4AC03D61)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x51C51015), ('P4rIngress.aggregator.values_v0111.hi', 0x4B0B8C9F)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x569DF2D9), ('P4rIngress.aggregator.values_v1000.hi', 0x5B6FAA39)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x404EDD86), ('P4rIngress.aggregator.values_v1001.hi', 0x6101EC01)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7E519965), ('P4rIngress.aggregator.values_v1010.hi', 0x56AC7D5E)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4AE5717E), ('P4rIngress.aggregator.values_v1011.hi', 0x6E97D13E)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x60994B93), ('P4rIngress.aggregator.values_v1100.hi', 0x48CDF128)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6664DA9B), ('P4rIngress.aggregator.values_v1101.hi', 0x4F527239)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7321C5F5), ('P4rIngress.aggregator.values_v1110.hi', 0x614E696A)], 7238)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x44AF73EF), ('P4rIngress.aggregator.values_v1111.hi', 0x6FC4EC4B)], 7238)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x8FEB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001520),
                gc.DataTuple('slot_count', 0x00000AE0),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF1E82966),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0x50CE856D),
                gc.KeyTuple('src_port', 0x6F3D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8FEB),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x02AC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x50\xCE\x85\x6D\x00\x00\x00\x00\x6F\x3D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8F\xEB\x00\x0B\xF1\xE8\x29\x66\x07\x26\x06\x95\x7F\x02\x40\x76\x00\x20\x00\x00\x65\x58\x89\xEC\x49\x21\xDB\x97\x48\xFD\x33\x53\x4C\xE4\xCA\x7F\x56\xF4\xD7\x36\x51\x1E\x84\xBA\x47\x4E\x1E\xDE\x63\xFB\x5D\x42\x7D\x69\x48\xB7\x6B\xCA\x45\x8A\x69\xA7\xF3\x15\x7C\xF0\x5C\xA3\x5D\xB0\x51\x92\x77\xD4\xCE\x57\x41\x65\x52\xC3\x7A\x4B\x03\xF1\x66\xDF\xCB\x3A\x4B\xE1\x3A\xA6\x63\x52\xAC\xBD\x6A\x5B\xE5\x87\x71\x59\xD5\x26\x72\xA3\xB1\xBC\x73\xA4\x4D\x4F\x66\x5E\x4D\xDB\x73\x6E\x6A\xCB\x49\x70\xEA\xE6\x47\x48\x59\xD4\x62\x6D\x34\x8D\x4A\x6A\x47\xAD\x59\x74\x84\x5B\x62\xEA\x4A\x75\x62\xF2\x93\xFA\xF3\xCC\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x50\xCE\x85\x6D\xBE\xEF\x6F\x3D\x00\xA0\x00\x00\x50\x34\x02\x82\x8F\xEB\x00\x0B\xF1\xE8\x29\x66\x07\x26\x00\x95\x7F\x02\x40\x76\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x49\x21\xDB\x97\x7F\xFF\xFF\xFF\x4C\xE4\xCA\x7F\x7F\xFF\xFF\xFF\x51\x1E\x84\xBA\x7F\xFF\xFF\xFF\x63\xFB\x5D\x42\x7F\xFF\xFF\xFF\x6B\xCA\x45\x8A\x7F\xFF\xFF\xFF\x7C\xF0\x5C\xA3\x7F\xFF\xFF\xFF\x77\xD4\xCE\x57\x7F\xFF\xFF\xFF\x7A\x4B\x03\xF1\x7F\xFF\xFF\xFF\x4B\xE1\x3A\xA6\x7F\xFF\xFF\xFF\x6A\x5B\xE5\x87\x7F\xFF\xFF\xFF\x72\xA3\xB1\xBC\x7F\xFF\xFF\xFF\x66\x5E\x4D\xDB\x7F\xFF\xFF\xFF\x49\x70\xEA\xE6\x7F\xFF\xFF\xFF\x62\x6D\x34\x8D\x7F\xFF\xFF\xFF\x59\x74\x84\x5B\x7F\xFF\xFF\xFF\x62\xF2\x93\xFA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xCC\xF5\x3A\x5D\x7F\x02\x40\x76\x7F\x02\x40\x76\x20\x95\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF3\xCC\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xFA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF1\x00\x00\x00\x00\x00\x00\x20\x00\x00\x5D\x1E\x10\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8C74D3A8), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCBBFFF90)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCBBFFF90, 13476)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0C), ('P4rIngress.aggregator.count_exp.exponent', 0x1C)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7C94AB4A), ('P4rIngress.aggregator.values_v0000.hi', 0x53374043)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6B8632FB), ('P4rIngress.aggregator.values_v0001.hi', 0x6D9952F4)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4C2B4DDF), ('P4rIngress.aggregator.values_v0010.hi', 0x5785C3A8)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x53E54CD3), ('P4rIngress.aggregator.values_v0011.hi', 0x62D0CA9D)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5E08A5FD), ('P4rIngress.aggregator.values_v0100.hi', 0x759657EA)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x42771517), ('P4rIngress.aggregator.values_v0101.hi', 0x78645419)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4F1A940F), ('P4rIngress.aggregator.values_v0110.hi', 0x56CF1B45)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5934A3FB), ('P4rIngress.aggregator.values_v0111.hi', 0x6141DAA0)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4411612F), ('P4rIngress.aggregator.values_v1000.hi', 0x7E977671)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6E5D1651), ('P4rIngress.aggregator.values_v1001.hi', 0x6A881667)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x41C8F90D), ('P4rIngress.aggregator.values_v1010.hi', 0x750BF2B5)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5916A63C), ('P4rIngress.aggregator.values_v1011.hi', 0x7AEB3B99)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x441625C6), ('P4rIngress.aggregator.values_v1100.hi', 0x73CF5957)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x72E4CF76), ('P4rIngress.aggregator.values_v1101.hi', 0x79D945C5)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x44D03F68), ('P4rIngress.aggregator.values_v1110.hi', 0x53414A84)], 13476)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x596E9B38), ('P4rIngress.aggregator.values_v1111.hi', 0x7DD053E6)], 13476)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xD8DD),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000013EE),
                gc.DataTuple('slot_count', 0x00000782),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF121ACE6),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x17989870),
                gc.KeyTuple('src_port', 0x55F2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD8DD),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x03FA),
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
        ig_port = 23
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\x98\x98\x70\x00\x00\x00\x00\x55\xF2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD8\xDD\x00\x17\xF1\x21\xAC\xE6\x00\xB6\x07\x8D\xCB\xBF\xFF\x90\x00\x20\x00\x00\x67\x8A\x86\xF6\x69\x32\x53\x0E\x43\x4A\x92\xFC\x56\xD3\xB2\x22\x76\x75\xC9\x02\x73\x2D\x7E\xAE\x76\xED\x69\x6A\x54\x58\x1A\xBC\x46\x78\xE3\xA7\x75\xC6\xE3\xEA\x5B\xD6\xA9\xDD\x7B\x16\x0D\x1B\x6C\x8C\x6D\x62\x54\x34\x9F\x46\x6A\x18\xE0\xDE\x4F\x45\x0A\xFD\x5E\xFE\x9D\x90\x6B\xEB\xB1\x9A\x45\xE4\xBD\x94\x76\x66\x22\x5C\x79\x16\xD3\xDD\x4D\x08\xAB\x0D\x68\xD3\x20\xF5\x5A\x0B\x33\xC1\x4C\x6D\xCA\x90\x5B\xE4\x1D\xA5\x5B\x4C\x80\x73\x76\x43\x5C\x16\x7D\x91\xEC\x93\x4F\xF7\x3B\x8A\x50\x2E\xCC\x94\x55\xD6\xD1\x32\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x17\x98\x98\x70\xBE\xEF\x55\xF2\x00\xA0\x00\x00\x50\x34\x02\x82\xD8\xDD\x00\x17\xF1\x21\xAC\xE6\x00\xB6\x01\x8D\xCB\xBF\xFF\x90\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\x69\x32\x53\x0E\x7F\xFF\xFF\xFF\x56\xD3\xB2\x22\x7F\xFF\xFF\xFF\x73\x2D\x7E\xAE\x7F\xFF\xFF\xFF\x54\x58\x1A\xBC\x7F\xFF\xFF\xFF\x75\xC6\xE3\xEA\x7F\xFF\xFF\xFF\x7B\x16\x0D\x1B\x7F\xFF\xFF\xFF\x54\x34\x9F\x46\x7F\xFF\xFF\xFF\x4F\x45\x0A\xFD\x7F\xFF\xFF\xFF\x6B\xEB\xB1\x9A\x7F\xFF\xFF\xFF\x76\x66\x22\x5C\x7F\xFF\xFF\xFF\x4D\x08\xAB\x0D\x7F\xFF\xFF\xFF\x5A\x0B\x33\xC1\x7F\xFF\xFF\xFF\x5B\xE4\x1D\xA5\x7F\xFF\xFF\xFF\x76\x43\x5C\x16\x7F\xFF\xFF\xFF\x4F\xF7\x3B\x8A\x7F\xFF\xFF\xFF\x55\xD6\xD1\x32\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8C\xF4\xD3\xA8\xCB\xBF\xFF\x90\xCB\xBF\xFF\x90\x0D\x8D\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDBC958D4), ('P4rIngress.aggregator.bitmap_seq.seq', 0x129FE622)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x129FE622, 3189)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x09), ('P4rIngress.aggregator.count_exp.exponent', 0xD2)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x43AD8523), ('P4rIngress.aggregator.values_v0000.hi', 0x7550971D)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6FA282A3), ('P4rIngress.aggregator.values_v0001.hi', 0x70684D27)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x74128CD3), ('P4rIngress.aggregator.values_v0010.hi', 0x7CA48921)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x62BE4995), ('P4rIngress.aggregator.values_v0011.hi', 0x5BDB5B2B)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5DBE4095), ('P4rIngress.aggregator.values_v0100.hi', 0x4E699A55)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5D2D42AD), ('P4rIngress.aggregator.values_v0101.hi', 0x5F5B949A)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7BAEDEDC), ('P4rIngress.aggregator.values_v0110.hi', 0x472D0B67)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5F1DC7A1), ('P4rIngress.aggregator.values_v0111.hi', 0x457A0B8A)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x455265B9), ('P4rIngress.aggregator.values_v1000.hi', 0x647D2BAC)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6A1977D3), ('P4rIngress.aggregator.values_v1001.hi', 0x4334AA2E)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x43527DE3), ('P4rIngress.aggregator.values_v1010.hi', 0x5574ADE2)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x61A4A3DB), ('P4rIngress.aggregator.values_v1011.hi', 0x6D23F9DD)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6B1DDA6C), ('P4rIngress.aggregator.values_v1100.hi', 0x61F5CE4C)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5E92BC85), ('P4rIngress.aggregator.values_v1101.hi', 0x49C9133D)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7CF0C5DD), ('P4rIngress.aggregator.values_v1110.hi', 0x799489D4)], 3189)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x77AF637B), ('P4rIngress.aggregator.values_v1111.hi', 0x67D577ED)], 3189)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x10E4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000098B),
                gc.DataTuple('slot_count', 0x000003E5),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2E3DBCB5),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x1FDD6730),
                gc.KeyTuple('src_port', 0x1A97),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x10E4),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x00F5),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1F\xDD\x67\x30\x00\x00\x00\x00\x1A\x97\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x10\xE4\x00\x01\x2E\x3D\xBC\xB5\x02\xEA\x02\x29\x12\x9F\xE6\x22\x00\x20\x00\x00\x6B\x75\xD4\x14\x4B\xB5\xE3\xD7\x49\x1B\xEF\x28\x44\xCD\x25\xF4\x5F\x63\xAE\x7D\x7C\xFD\xCD\xF5\x44\xB0\x4E\xB7\x74\xDA\x94\x89\x4F\x82\xEC\xE1\x6A\x94\xB6\x3F\x6D\x65\x33\xC5\x68\x51\xAF\xB3\x6B\xB8\xCD\x8B\x6F\x65\xBD\xC2\x59\x9E\x39\x8B\x6A\xBA\xF5\x6F\x64\xC3\x56\xA1\x6D\x64\x09\xE3\x4D\xE2\xB7\x1A\x42\x15\xCE\x24\x72\x7C\x38\xCE\x64\xB0\x76\xCE\x5A\x83\x8D\x18\x71\xB5\xEE\x39\x73\x90\x13\x55\x5A\xB1\xC8\xCA\x56\x64\x42\x2C\x51\x3F\x64\xA2\x47\x6C\x41\x53\x62\x57\xC9\xDD\x65\x15\x6D\x1F\x68\x9C\x97\xD2\x07\x1F\x17\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1F\xDD\x67\x30\xBE\xEF\x1A\x97\x00\xA0\x00\x00\x50\x34\x02\x82\x10\xE4\x00\x01\x2E\x3D\xBC\xB5\x02\xEA\x00\x29\x12\x9F\xE6\x22\x00\x20\x00\x0A\x7F\xFF\xFF\xFF\x4B\xB5\xE3\xD7\x7F\xFF\xFF\xFF\x44\xCD\x25\xF4\x7F\xFF\xFF\xFF\x7C\xFD\xCD\xF5\x7F\xFF\xFF\xFF\x74\xDA\x94\x89\x7F\xFF\xFF\xFF\x6A\x94\xB6\x3F\x7F\xFF\xFF\xFF\x68\x51\xAF\xB3\x7F\xFF\xFF\xFF\x6F\x65\xBD\xC2\x7F\xFF\xFF\xFF\x6A\xBA\xF5\x6F\x7F\xFF\xFF\xFF\x6D\x64\x09\xE3\x7F\xFF\xFF\xFF\x42\x15\xCE\x24\x7F\xFF\xFF\xFF\x64\xB0\x76\xCE\x7F\xFF\xFF\xFF\x71\xB5\xEE\x39\x7F\xFF\xFF\xFF\x5A\xB1\xC8\xCA\x7F\xFF\xFF\xFF\x51\x3F\x64\xA2\x7F\xFF\xFF\xFF\x62\x57\xC9\xDD\x7F\xFF\xFF\xFF\x68\x9C\x97\xD2\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDB\xC9\x58\xD6\x12\x9F\xE6\x22\x12\x9F\xE6\x22\x0A\xD2\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x07\x1F\x17\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x481CD8E0), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFF6EB200)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFF6EB200, 5148)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x09), ('P4rIngress.aggregator.count_exp.exponent', 0x9B)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x79901361), ('P4rIngress.aggregator.values_v0000.hi', 0x499A189E)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6AA5B5F9), ('P4rIngress.aggregator.values_v0001.hi', 0x701A288F)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6E67C1CF), ('P4rIngress.aggregator.values_v0010.hi', 0x76D64863)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x55F5313A), ('P4rIngress.aggregator.values_v0011.hi', 0x53B2E58E)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7A6FB8A4), ('P4rIngress.aggregator.values_v0100.hi', 0x734FD1AC)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7DF3615F), ('P4rIngress.aggregator.values_v0101.hi', 0x5B709D73)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7D03DCBB), ('P4rIngress.aggregator.values_v0110.hi', 0x6B7CEB7E)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x68480A3A), ('P4rIngress.aggregator.values_v0111.hi', 0x7720B8A4)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x66F594FD), ('P4rIngress.aggregator.values_v1000.hi', 0x5FB7D03A)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4C64BBAF), ('P4rIngress.aggregator.values_v1001.hi', 0x49ED5B2B)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x70EA1C4C), ('P4rIngress.aggregator.values_v1010.hi', 0x6A5C61F0)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6315D9BE), ('P4rIngress.aggregator.values_v1011.hi', 0x7EAC7757)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x551A9C15), ('P4rIngress.aggregator.values_v1100.hi', 0x51A9A697)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5F122078), ('P4rIngress.aggregator.values_v1101.hi', 0x4A5AE663)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6D316A3C), ('P4rIngress.aggregator.values_v1110.hi', 0x593F48C0)], 5148)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6BF8BA6C), ('P4rIngress.aggregator.values_v1111.hi', 0x5E6A6E1E)], 5148)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x7D59),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001197),
                gc.DataTuple('slot_count', 0x00000293),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x409971A1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x7B07B44E),
                gc.KeyTuple('src_port', 0x2EE7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7D59),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x02CC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7B\x07\xB4\x4E\x00\x00\x00\x00\x2E\xE7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7D\x59\x00\x0D\x40\x99\x71\xA1\x02\x85\x02\x4C\xFF\x6E\xB2\x00\x00\x20\x00\x00\x64\xA4\x69\x77\x49\x0F\xD3\xCD\x5C\x2D\xF3\x47\x74\x73\x35\xE1\x4A\x31\xF9\xA9\x56\xA2\x4F\xEE\x5A\xC2\x96\xE9\x7B\xD3\x8C\xEC\x4E\xA8\x4E\xB2\x78\x62\x5D\xE3\x65\x02\x6C\xD7\x58\xF9\xA2\xDF\x76\xFB\x43\x60\x6D\x75\x43\xF6\x74\x6C\xFD\x26\x55\xF2\xAA\xE2\x6C\x46\x39\x05\x56\x81\x59\xED\x4F\x2E\x1E\x9B\x70\xCC\xCD\x95\x71\x39\x16\x5A\x46\xCB\x2F\x57\x41\xDA\x1A\xAF\x76\xF0\x1C\x41\x77\x27\xA3\xC2\x45\x34\xB4\x1F\x66\x7E\x6F\xB6\x6C\xE1\xA2\xD0\x5E\x7E\x51\xE8\x6F\xA7\x90\xE9\x52\xE4\xD8\x4C\x60\x55\x55\x30\x18\x6B\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7B\x07\xB4\x4E\xBE\xEF\x2E\xE7\x00\xA0\x00\x00\x50\x34\x02\x82\x7D\x59\x00\x0D\x40\x99\x71\xA1\x02\x85\x00\x4C\xFF\x6E\xB2\x00\x00\x20\x00\x0A\x7F\xFF\xFF\xFF\x49\x0F\xD3\xCD\x7F\xFF\xFF\xFF\x74\x73\x35\xE1\x7F\xFF\xFF\xFF\x56\xA2\x4F\xEE\x7F\xFF\xFF\xFF\x7B\xD3\x8C\xEC\x7F\xFF\xFF\xFF\x78\x62\x5D\xE3\x7F\xFF\xFF\xFF\x58\xF9\xA2\xDF\x7F\xFF\xFF\xFF\x6D\x75\x43\xF6\x7F\xFF\xFF\xFF\x55\xF2\xAA\xE2\x7F\xFF\xFF\xFF\x56\x81\x59\xED\x7F\xFF\xFF\xFF\x70\xCC\xCD\x95\x7F\xFF\xFF\xFF\x46\xCB\x2F\x57\x7F\xFF\xFF\xFF\x76\xF0\x1C\x41\x7F\xFF\xFF\xFF\x45\x34\xB4\x1F\x7F\xFF\xFF\xFF\x6C\xE1\xA2\xD0\x7F\xFF\xFF\xFF\x6F\xA7\x90\xE9\x7F\xFF\xFF\xFF\x60\x55\x55\x30\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x48\x1C\xF8\xE0\xFF\x6E\xB2\x00\xFF\x6E\xB2\x00\x0A\x9B\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x18\x6B\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA892216E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC0000000)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC0000000, 4137)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x11), ('P4rIngress.aggregator.count_exp.exponent', 0x18)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6F46A471), ('P4rIngress.aggregator.values_v0000.hi', 0x659939F9)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x626AE455), ('P4rIngress.aggregator.values_v0001.hi', 0x74D6FF87)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7A75A0F9), ('P4rIngress.aggregator.values_v0010.hi', 0x4E56D4DC)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7567E5CF), ('P4rIngress.aggregator.values_v0011.hi', 0x4BA9782D)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7E7BD530), ('P4rIngress.aggregator.values_v0100.hi', 0x67C562F7)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x75EF603B), ('P4rIngress.aggregator.values_v0101.hi', 0x58375CF4)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6D1A4FEB), ('P4rIngress.aggregator.values_v0110.hi', 0x4213C2E2)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7DADD4F4), ('P4rIngress.aggregator.values_v0111.hi', 0x5756D53B)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6845D5B3), ('P4rIngress.aggregator.values_v1000.hi', 0x46CF6107)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x66E1462B), ('P4rIngress.aggregator.values_v1001.hi', 0x76A10ACD)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4B25ABD6), ('P4rIngress.aggregator.values_v1010.hi', 0x6B77DA8F)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x756C3482), ('P4rIngress.aggregator.values_v1011.hi', 0x6C713C63)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4CFA1908), ('P4rIngress.aggregator.values_v1100.hi', 0x58FA4994)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x415ADBE2), ('P4rIngress.aggregator.values_v1101.hi', 0x5C6475BE)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x664D3A47), ('P4rIngress.aggregator.values_v1110.hi', 0x7595381E)], 4137)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4B4FDC95), ('P4rIngress.aggregator.values_v1111.hi', 0x5C83011D)], 4137)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x0999),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000629),
                gc.DataTuple('slot_count', 0x00001275),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6E979C29),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0xD60A72DA),
                gc.KeyTuple('src_port', 0xB7C6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0999),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x01CF),
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\x0A\x72\xDA\x00\x00\x00\x00\xB7\xC6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x09\x99\x00\x1A\x6E\x97\x9C\x29\x0A\x00\x06\xA4\xC0\x00\x00\x00\x00\x20\x00\x00\x5C\x8D\xCF\xCE\x60\xA6\x1C\x4D\x76\x26\xA7\x93\x54\x37\xFA\x0C\x6D\x24\xEC\x5F\x6A\xB7\xAE\x7E\x65\x2A\x11\x91\x79\x0B\xAE\x99\x57\xE9\x94\x1B\x72\xE5\x0C\xCD\x70\x58\x83\xD2\x6F\x78\xB6\x86\x45\xB3\x36\xA1\x47\x3C\x3D\xEB\x7C\xBE\x51\x34\x65\x3E\x63\xBC\x5B\x3D\x4C\xDF\x48\xE9\x2F\xB6\x4E\x19\x07\xB1\x76\x22\x7A\x8F\x7A\x02\xD6\x06\x78\x50\x7A\xEE\x4B\xAF\xBF\x4E\x49\xA7\xF5\x47\x7B\x11\x43\x68\x7E\x1A\xA9\x94\x78\xB0\x86\xEF\x68\x3C\xE3\xB3\x6B\x79\xE3\xE6\x53\x11\xA2\xDA\x68\xD2\x47\xCD\x76\xED\x9D\xB3\xF7\xB6\xEB\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD6\x0A\x72\xDA\xBE\xEF\xB7\xC6\x00\xA0\x00\x00\x50\x34\x02\x82\x09\x99\x00\x1A\x6E\x97\x9C\x29\x0A\x00\x00\xA4\xC0\x00\x00\x00\x00\x20\x00\x12\x7F\xFF\xFF\xFF\x60\xA6\x1C\x4D\x7F\xFF\xFF\xFF\x54\x37\xFA\x0C\x7F\xFF\xFF\xFF\x6A\xB7\xAE\x7E\x7F\xFF\xFF\xFF\x79\x0B\xAE\x99\x7F\xFF\xFF\xFF\x72\xE5\x0C\xCD\x7F\xFF\xFF\xFF\x6F\x78\xB6\x86\x7F\xFF\xFF\xFF\x47\x3C\x3D\xEB\x7F\xFF\xFF\xFF\x65\x3E\x63\xBC\x7F\xFF\xFF\xFF\x48\xE9\x2F\xB6\x7F\xFF\xFF\xFF\x76\x22\x7A\x8F\x7F\xFF\xFF\xFF\x78\x50\x7A\xEE\x7F\xFF\xFF\xFF\x49\xA7\xF5\x47\x7F\xFF\xFF\xFF\x7E\x1A\xA9\x94\x7F\xFF\xFF\xFF\x68\x3C\xE3\xB3\x7F\xFF\xFF\xFF\x53\x11\xA2\xDA\x7F\xFF\xFF\xFF\x76\xED\x9D\xB3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xAC\x92\x21\x6E\xC0\x00\x00\x00\xC0\x00\x00\x00\x12\xA4\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF7\xB6\xEB\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD041E727), ('P4rIngress.aggregator.bitmap_seq.seq', 0x42F5B9DE)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x42F5B9DE, 2997)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0C), ('P4rIngress.aggregator.count_exp.exponent', 0xEA)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x50D963C7), ('P4rIngress.aggregator.values_v0000.hi', 0x6AECF66B)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x76C14CE5), ('P4rIngress.aggregator.values_v0001.hi', 0x5F3D8BDA)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x555A8CDC), ('P4rIngress.aggregator.values_v0010.hi', 0x7B7FA74D)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x75D091B3), ('P4rIngress.aggregator.values_v0011.hi', 0x687C62B6)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x67ABBA23), ('P4rIngress.aggregator.values_v0100.hi', 0x7CFA7F6B)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7F865BC4), ('P4rIngress.aggregator.values_v0101.hi', 0x659706A9)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5E926825), ('P4rIngress.aggregator.values_v0110.hi', 0x58DF1C60)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x720DE4BF), ('P4rIngress.aggregator.values_v0111.hi', 0x4CC07A4D)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6DD11B16), ('P4rIngress.aggregator.values_v1000.hi', 0x46658CCB)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x70C276B1), ('P4rIngress.aggregator.values_v1001.hi', 0x471B190D)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x66374F8D), ('P4rIngress.aggregator.values_v1010.hi', 0x7FC48637)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x762E765E), ('P4rIngress.aggregator.values_v1011.hi', 0x768B0D7F)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x67DBD194), ('P4rIngress.aggregator.values_v1100.hi', 0x5549E756)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6B90290A), ('P4rIngress.aggregator.values_v1101.hi', 0x48E9AD87)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x753A57FC), ('P4rIngress.aggregator.values_v1110.hi', 0x7C9D59F3)], 2997)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4D4761DD), ('P4rIngress.aggregator.values_v1111.hi', 0x772C0FD0)], 2997)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xC6F1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000001BC),
                gc.DataTuple('slot_count', 0x00001C9A),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x43BBE143),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x2F027500),
                gc.KeyTuple('src_port', 0xAE98),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC6F1),
                gc.DataTuple('rank', 0x001A),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2F\x02\x75\x00\x00\x00\x00\x00\xAE\x98\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC6\xF1\x00\x1A\x43\xBB\xE1\x43\x09\xF9\x00\xD1\x42\xF5\xB9\xDE\x00\x20\x00\x00\x79\x10\x9F\x67\x47\x4A\x0F\x1A\x56\xD1\xFE\x93\x79\xAD\x4B\xB6\x7A\xC9\xBC\xDD\x6A\x20\x2F\x59\x78\xA5\xC7\x11\x5F\x27\xCD\xD4\x40\xB8\x78\x6E\x78\x1A\x83\xCB\x67\xF5\x8C\x2C\x6E\x1C\xBA\xE9\x68\xC9\x2A\x71\x4B\x4A\xA7\x3F\x76\xF8\xCE\x8F\x7D\x59\xD3\xBD\x65\x64\xE3\xD2\x44\xA5\x7C\x9D\x79\xFF\x4C\x0B\x6E\x2E\x53\xB7\x6A\xE5\x1B\x65\x50\x5D\xB7\x35\x45\x50\x90\x69\x58\x8D\xFE\xF7\x79\xFB\x1D\x42\x77\xA9\xA5\x55\x61\xC1\x4D\x2E\x6C\xE0\xC9\x63\x74\x9A\xEB\x21\x4B\x3C\xC3\x7B\x7C\x16\xA4\x4A\x53\xEF\xCF\xA4\x33\x7A\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2F\x02\x75\x00\xBE\xEF\xAE\x98\x00\xA0\x00\x00\x50\x34\x02\x82\xC6\xF1\x00\x1A\x43\xBB\xE1\x43\x09\xF9\x00\xD1\x42\xF5\xB9\xDE\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\x47\x4A\x0F\x1A\x7F\xFF\xFF\xFF\x79\xAD\x4B\xB6\x7F\xFF\xFF\xFF\x6A\x20\x2F\x59\x7F\xFF\xFF\xFF\x5F\x27\xCD\xD4\x7F\xFF\xFF\xFF\x78\x1A\x83\xCB\x7F\xFF\xFF\xFF\x6E\x1C\xBA\xE9\x7F\xFF\xFF\xFF\x4B\x4A\xA7\x3F\x7F\xFF\xFF\xFF\x7D\x59\xD3\xBD\x7F\xFF\xFF\xFF\x44\xA5\x7C\x9D\x7F\xFF\xFF\xFF\x6E\x2E\x53\xB7\x7F\xFF\xFF\xFF\x50\x5D\xB7\x35\x7F\xFF\xFF\xFF\x58\x8D\xFE\xF7\x7F\xFF\xFF\xFF\x77\xA9\xA5\x55\x7F\xFF\xFF\xFF\x6C\xE0\xC9\x63\x7F\xFF\xFF\xFF\x4B\x3C\xC3\x7B\x7F\xFF\xFF\xFF\x53\xEF\xCF\xA4\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD4\x41\xE7\x27\x42\xF5\xB9\xDE\x42\xF5\xB9\xDE\x0D\xEA\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\x7A\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7FABF7A5), ('P4rIngress.aggregator.bitmap_seq.seq', 0x492B173D)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x492B173D, 4471)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xD6)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x75D65D4F), ('P4rIngress.aggregator.values_v0000.hi', 0x64E37C6F)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5D7DD187), ('P4rIngress.aggregator.values_v0001.hi', 0x41888C6D)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x693B0E51), ('P4rIngress.aggregator.values_v0010.hi', 0x5AF73782)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x742A170E), ('P4rIngress.aggregator.values_v0011.hi', 0x6D7E0E2B)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6E03455A), ('P4rIngress.aggregator.values_v0100.hi', 0x6EE688CA)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6334963E), ('P4rIngress.aggregator.values_v0101.hi', 0x786D0D10)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5429CAD4), ('P4rIngress.aggregator.values_v0110.hi', 0x6B4D5664)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x54E0C0D3), ('P4rIngress.aggregator.values_v0111.hi', 0x634ECB53)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x57BB544E), ('P4rIngress.aggregator.values_v1000.hi', 0x5AB6D59D)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6146F7A9), ('P4rIngress.aggregator.values_v1001.hi', 0x717C982A)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x78284D7B), ('P4rIngress.aggregator.values_v1010.hi', 0x6A94848C)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4C90F317), ('P4rIngress.aggregator.values_v1011.hi', 0x63E14417)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7C204395), ('P4rIngress.aggregator.values_v1100.hi', 0x551484B5)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x547946B5), ('P4rIngress.aggregator.values_v1101.hi', 0x559B9BA5)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x65C06AD1), ('P4rIngress.aggregator.values_v1110.hi', 0x685694CB)], 4471)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4C66146A), ('P4rIngress.aggregator.values_v1111.hi', 0x5A6ADD53)], 4471)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xCB35),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000177),
                gc.DataTuple('slot_count', 0x000017AF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x92EF5554),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0xE51F2F73),
                gc.KeyTuple('src_port', 0x9373),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCB35),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0067),
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
        ig_port = 49
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\x1F\x2F\x73\x00\x00\x00\x00\x93\x73\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCB\x35\x00\x1F\x92\xEF\x55\x54\x10\x00\x00\x32\x49\x2B\x17\x3D\x00\x20\x00\x00\x44\x2B\x77\xE3\x5A\x97\xEF\x41\x70\xF1\x7B\x27\x7C\x2D\xA3\x89\x40\x16\xB5\x5B\x55\xCC\x18\xF2\x70\x57\xCC\x7C\x57\xFB\x11\x47\x66\xAA\x65\xE5\x51\xB0\x85\x73\x53\xB1\x3C\x2C\x69\xCE\x56\x19\x76\x86\x95\x91\x75\xCB\x58\xA3\x56\x50\x3E\xFD\x6C\xF1\x5F\xF0\x42\xB3\x79\x3A\x4C\xF8\xB1\x2A\x5D\x8A\xB5\xC1\x77\x0C\x56\x68\x7B\x37\xB5\xEB\x6C\x37\xD8\x82\x4E\xCF\x66\xE7\x70\x2F\xF2\xFF\x5C\x8F\x6A\xB1\x73\xD7\x0A\x5D\x72\x6B\xDF\xDA\x7C\x5D\xBB\xE2\x52\xE7\x85\x67\x7B\x02\xDC\x89\x6F\x6D\x90\x72\x63\xAC\x2F\x50\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE5\x1F\x2F\x73\xBE\xEF\x93\x73\x00\xA0\x00\x00\x50\x34\x02\x82\xCB\x35\x00\x1F\x92\xEF\x55\x54\x10\x00\x00\x32\x49\x2B\x17\x3D\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x5A\x97\xEF\x41\x7F\xFF\xFF\xFF\x7C\x2D\xA3\x89\x7F\xFF\xFF\xFF\x55\xCC\x18\xF2\x7F\xFF\xFF\xFF\x57\xFB\x11\x47\x7F\xFF\xFF\xFF\x51\xB0\x85\x73\x7F\xFF\xFF\xFF\x69\xCE\x56\x19\x7F\xFF\xFF\xFF\x75\xCB\x58\xA3\x7F\xFF\xFF\xFF\x6C\xF1\x5F\xF0\x7F\xFF\xFF\xFF\x4C\xF8\xB1\x2A\x7F\xFF\xFF\xFF\x77\x0C\x56\x68\x7F\xFF\xFF\xFF\x6C\x37\xD8\x82\x7F\xFF\xFF\xFF\x70\x2F\xF2\xFF\x7F\xFF\xFF\xFF\x73\xD7\x0A\x5D\x7F\xFF\xFF\xFF\x7C\x5D\xBB\xE2\x7F\xFF\xFF\xFF\x7B\x02\xDC\x89\x7F\xFF\xFF\xFF\x63\xAC\x2F\x50\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xFF\xAB\xF7\xA5\x49\x2B\x17\x3D\x49\x2B\x17\x3D\x20\xD6\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x6D833632), ('P4rIngress.aggregator.bitmap_seq.seq', 0x54802073)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x54802073, 14172)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0x69)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x58B2AC83), ('P4rIngress.aggregator.values_v0000.hi', 0x6591A848)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x54BAF6F1), ('P4rIngress.aggregator.values_v0001.hi', 0x78F5DAD7)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7E7DE3BF), ('P4rIngress.aggregator.values_v0010.hi', 0x6D86255B)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x44532957), ('P4rIngress.aggregator.values_v0011.hi', 0x4B16F782)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x61B19248), ('P4rIngress.aggregator.values_v0100.hi', 0x58CC2AB0)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5EFBB2DD), ('P4rIngress.aggregator.values_v0101.hi', 0x7FB2F2D4)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x56D86CD2), ('P4rIngress.aggregator.values_v0110.hi', 0x69E3CE93)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6E333A0D), ('P4rIngress.aggregator.values_v0111.hi', 0x769A7417)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6ACEA8E7), ('P4rIngress.aggregator.values_v1000.hi', 0x7A9BE579)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4654EC9C), ('P4rIngress.aggregator.values_v1001.hi', 0x5C72E3F6)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x5740C16E), ('P4rIngress.aggregator.values_v1010.hi', 0x59D93713)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x61B718C9), ('P4rIngress.aggregator.values_v1011.hi', 0x74E28A57)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x781439BF), ('P4rIngress.aggregator.values_v1100.hi', 0x41DB58B9)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7B42A4A7), ('P4rIngress.aggregator.values_v1101.hi', 0x75CA82DD)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x71CE6E00), ('P4rIngress.aggregator.values_v1110.hi', 0x5738CBA5)], 14172)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7C7594BD), ('P4rIngress.aggregator.values_v1111.hi', 0x4D9CCF0E)], 14172)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x6B3C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000158A),
                gc.DataTuple('slot_count', 0x000003E9),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x452480A1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x10FB9B03),
                gc.KeyTuple('src_port', 0xE362),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6B3C),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x00D0),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x10\xFB\x9B\x03\x00\x00\x00\x00\xE3\x62\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6B\x3C\x00\x0F\x45\x24\x80\xA1\x01\xD2\x07\x97\x54\x80\x20\x73\x00\x20\x00\x00\x7D\x63\xB5\xEC\x6E\xAF\x04\x4E\x58\xC6\xC2\x55\x7F\x94\x9D\x4F\x6B\x74\xFE\x8D\x67\x36\x67\x69\x5B\x5B\xB1\xE9\x6A\xD6\xA5\xCF\x4A\x9C\x4D\xD1\x49\xAF\x42\x66\x63\x93\x3A\x87\x57\x99\x1A\x84\x43\x32\x9D\x7A\x50\x87\x9C\x25\x74\xF5\x25\xD7\x59\x28\x3D\x65\x6F\x1E\xB5\x3D\x5E\xB5\x7B\x93\x6B\x6D\x20\x75\x5A\x55\xEF\xB8\x4A\x23\xB3\xAD\x5F\xA8\x41\xB0\x69\x35\xAD\x17\x5A\xA3\xF5\xBE\x50\x8A\xC0\x2D\x4C\x6E\xDF\x16\x79\x99\x10\x86\x77\x5C\x8C\x58\x69\x20\x2A\x28\x61\x3A\xA8\xB4\x56\xC9\xFB\xA6\x55\x15\x89\xBD\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x10\xFB\x9B\x03\xBE\xEF\xE3\x62\x00\xA0\x00\x00\x50\x34\x02\x82\x6B\x3C\x00\x0F\x45\x24\x80\xA1\x01\xD2\x01\x97\x54\x80\x20\x73\x00\x20\x00\x03\x7F\xFF\xFF\xFF\x6E\xAF\x04\x4E\x7F\xFF\xFF\xFF\x7F\x94\x9D\x4F\x7F\xFF\xFF\xFF\x67\x36\x67\x69\x7F\xFF\xFF\xFF\x6A\xD6\xA5\xCF\x7F\xFF\xFF\xFF\x49\xAF\x42\x66\x7F\xFF\xFF\xFF\x57\x99\x1A\x84\x7F\xFF\xFF\xFF\x50\x87\x9C\x25\x7F\xFF\xFF\xFF\x59\x28\x3D\x65\x7F\xFF\xFF\xFF\x5E\xB5\x7B\x93\x7F\xFF\xFF\xFF\x5A\x55\xEF\xB8\x7F\xFF\xFF\xFF\x5F\xA8\x41\xB0\x7F\xFF\xFF\xFF\x5A\xA3\xF5\xBE\x7F\xFF\xFF\xFF\x4C\x6E\xDF\x16\x7F\xFF\xFF\xFF\x77\x5C\x8C\x58\x7F\xFF\xFF\xFF\x61\x3A\xA8\xB4\x7F\xFF\xFF\xFF\x55\x15\x89\xBD\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x6D\x83\xB6\x32\x54\x80\x20\x73\x54\x80\x20\x73\x03\x97\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8D6EF6A4), ('P4rIngress.aggregator.bitmap_seq.seq', 0xEB9AB809)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xEB9AB809, 4716)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0xFB)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x571D6017), ('P4rIngress.aggregator.values_v0000.hi', 0x6A2B4B16)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x65839417), ('P4rIngress.aggregator.values_v0001.hi', 0x67C8D424)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x67CE6BD7), ('P4rIngress.aggregator.values_v0010.hi', 0x6F004D54)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5955EC68), ('P4rIngress.aggregator.values_v0011.hi', 0x4B7FB784)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x702C1668), ('P4rIngress.aggregator.values_v0100.hi', 0x4D2AE1C8)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x52C532F3), ('P4rIngress.aggregator.values_v0101.hi', 0x730AB2B7)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x794C627F), ('P4rIngress.aggregator.values_v0110.hi', 0x6A650B0B)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5BDC8B78), ('P4rIngress.aggregator.values_v0111.hi', 0x75CD6FAB)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x40F0308D), ('P4rIngress.aggregator.values_v1000.hi', 0x743D4A71)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6AC65EA8), ('P4rIngress.aggregator.values_v1001.hi', 0x71EABCAC)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x745DD1D9), ('P4rIngress.aggregator.values_v1010.hi', 0x755BDD83)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x701A4C59), ('P4rIngress.aggregator.values_v1011.hi', 0x7ED93E1F)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x650D46CD), ('P4rIngress.aggregator.values_v1100.hi', 0x4A44B955)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x64159375), ('P4rIngress.aggregator.values_v1101.hi', 0x6792CEAA)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x601759E7), ('P4rIngress.aggregator.values_v1110.hi', 0x7D534CA1)], 4716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4243B591), ('P4rIngress.aggregator.values_v1111.hi', 0x7950A818)], 4716)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xBE01),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000038D),
                gc.DataTuple('slot_count', 0x00001BAD),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8E88E044),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0xBA6D4E4D),
                gc.KeyTuple('src_port', 0xA815),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xBE01),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x0029),
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
        ig_port = 28
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\x6D\x4E\x4D\x00\x00\x00\x00\xA8\x15\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBE\x01\x00\x19\x8E\x88\xE0\x44\x0E\xDF\x06\x90\xEB\x9A\xB8\x09\x00\x20\x00\x00\x6E\x48\x76\xB6\x4A\xF3\x68\xC4\x6D\x7F\x39\xD3\x5B\xCD\xC7\xD8\x54\x36\x2F\x21\x60\x96\xDA\x97\x55\xE7\x7E\x6A\x4C\x43\x66\x32\x65\xDA\xFD\xC1\x5E\xB2\x50\x4A\x7B\xF1\x1E\xF3\x72\xBE\x25\xB2\x5F\x74\x59\xE8\x55\xB5\xF3\x4D\x40\x7D\x81\x8A\x53\x30\xD1\xB1\x60\x04\x3A\x23\x70\xA9\x4A\x96\x53\xC0\x67\xA5\x58\x76\x8A\xDA\x4E\xD3\x41\x85\x58\xA6\x9D\xF3\x67\xE1\xA2\x53\x5C\x68\xB5\x3C\x54\x53\xFC\xD1\x4E\xF4\x5B\x1B\x66\x8C\x76\x8E\x6E\x50\x52\x2A\x58\xC3\x2C\x1E\x54\x5E\x8F\x21\x6E\xAF\x49\x6D\x59\xC2\xBB\x67\x78\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBA\x6D\x4E\x4D\xBE\xEF\xA8\x15\x00\xA0\x00\x00\x50\x34\x02\x82\xBE\x01\x00\x19\x8E\x88\xE0\x44\x0E\xDF\x00\x90\xEB\x9A\xB8\x09\x00\x20\x00\x03\x7F\xFF\xFF\xFF\x4A\xF3\x68\xC4\x7F\xFF\xFF\xFF\x5B\xCD\xC7\xD8\x7F\xFF\xFF\xFF\x60\x96\xDA\x97\x7F\xFF\xFF\xFF\x4C\x43\x66\x32\x7F\xFF\xFF\xFF\x5E\xB2\x50\x4A\x7F\xFF\xFF\xFF\x72\xBE\x25\xB2\x7F\xFF\xFF\xFF\x55\xB5\xF3\x4D\x7F\xFF\xFF\xFF\x53\x30\xD1\xB1\x7F\xFF\xFF\xFF\x70\xA9\x4A\x96\x7F\xFF\xFF\xFF\x58\x76\x8A\xDA\x7F\xFF\xFF\xFF\x58\xA6\x9D\xF3\x7F\xFF\xFF\xFF\x5C\x68\xB5\x3C\x7F\xFF\xFF\xFF\x4E\xF4\x5B\x1B\x7F\xFF\xFF\xFF\x6E\x50\x52\x2A\x7F\xFF\xFF\xFF\x54\x5E\x8F\x21\x7F\xFF\xFF\xFF\x59\xC2\xBB\x67\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8F\x6E\xF6\xA4\xEB\x9A\xB8\x09\xEB\x9A\xB8\x09\x03\xFB\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x78\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3CABC04C), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCD000000)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCD000000, 3773)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0xB7)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x45976699), ('P4rIngress.aggregator.values_v0000.hi', 0x7BDFBA37)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5F36CD22), ('P4rIngress.aggregator.values_v0001.hi', 0x72D97531)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4B911CCE), ('P4rIngress.aggregator.values_v0010.hi', 0x7F129645)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6538DCF5), ('P4rIngress.aggregator.values_v0011.hi', 0x7BA72F5F)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x653BE2E5), ('P4rIngress.aggregator.values_v0100.hi', 0x55DCEE1B)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x48C25A06), ('P4rIngress.aggregator.values_v0101.hi', 0x79CB585F)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6EE0A5D2), ('P4rIngress.aggregator.values_v0110.hi', 0x6769C12F)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6BC29BB0), ('P4rIngress.aggregator.values_v0111.hi', 0x4EE2B47D)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6D5F435C), ('P4rIngress.aggregator.values_v1000.hi', 0x58F44921)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x796A5A7D), ('P4rIngress.aggregator.values_v1001.hi', 0x64F8CB7B)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7D31E0D5), ('P4rIngress.aggregator.values_v1010.hi', 0x698A66B9)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7893AEC1), ('P4rIngress.aggregator.values_v1011.hi', 0x412CDD1F)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7AB4E0D4), ('P4rIngress.aggregator.values_v1100.hi', 0x645AF382)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4861E8CC), ('P4rIngress.aggregator.values_v1101.hi', 0x718C393F)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x41AAAAF9), ('P4rIngress.aggregator.values_v1110.hi', 0x754A5A94)], 3773)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x66947A02), ('P4rIngress.aggregator.values_v1111.hi', 0x48E6ED12)], 3773)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x1FA5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000D9),
                gc.DataTuple('slot_count', 0x00001255),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2E3950FF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x599929B2),
                gc.KeyTuple('src_port', 0xA65E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1FA5),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x02FB),
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
        ig_port = 62
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\x99\x29\xB2\x00\x00\x00\x00\xA6\x5E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1F\xA5\x00\x0A\x2E\x39\x50\xFF\x0D\xE4\x00\xE2\xCD\x00\x00\x00\x00\x20\x00\x00\x67\xBF\x9E\x21\x62\xD7\x87\x2B\x68\x08\x27\xBB\x77\xE8\x4B\x27\x6A\xDB\xA3\x93\x44\x33\xA3\xF7\x6E\xBE\x76\x4A\x7C\x2D\x1E\x92\x49\x4A\xD6\x85\x76\xB7\xE5\xE2\x5C\x88\xEC\x7E\x63\xAF\x45\xAB\x41\xC8\x1C\xA1\x59\x0D\x27\x63\x4A\x83\xE3\xB2\x7E\xA1\x96\xCB\x76\x44\x6B\x8D\x76\xC1\x40\x3B\x59\xAE\xC0\x14\x7D\x0E\x12\x51\x72\x5F\x69\xD5\x7A\x23\x1F\x89\x4B\x5A\xAB\x9A\x77\x2A\x4C\x19\x44\xA2\x35\xC6\x7A\xB3\x45\x21\x74\x3D\x0D\x9F\x72\xD6\x8E\xE7\x7D\x1A\xB6\x69\x74\x26\x5B\x29\x46\x60\xC6\x72\x7C\xA7\x21\xD4\xA6\xCB\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x59\x99\x29\xB2\xBE\xEF\xA6\x5E\x00\xA0\x00\x00\x50\x34\x02\x82\x1F\xA5\x00\x0A\x2E\x39\x50\xFF\x0D\xE4\x00\xE2\xCD\x00\x00\x00\x00\x20\x00\x0F\x7F\xFF\xFF\xFF\x62\xD7\x87\x2B\x7F\xFF\xFF\xFF\x77\xE8\x4B\x27\x7F\xFF\xFF\xFF\x44\x33\xA3\xF7\x7F\xFF\xFF\xFF\x7C\x2D\x1E\x92\x7F\xFF\xFF\xFF\x76\xB7\xE5\xE2\x7F\xFF\xFF\xFF\x63\xAF\x45\xAB\x7F\xFF\xFF\xFF\x59\x0D\x27\x63\x7F\xFF\xFF\xFF\x7E\xA1\x96\xCB\x7F\xFF\xFF\xFF\x76\xC1\x40\x3B\x7F\xFF\xFF\xFF\x7D\x0E\x12\x51\x7F\xFF\xFF\xFF\x7A\x23\x1F\x89\x7F\xFF\xFF\xFF\x77\x2A\x4C\x19\x7F\xFF\xFF\xFF\x7A\xB3\x45\x21\x7F\xFF\xFF\xFF\x72\xD6\x8E\xE7\x7F\xFF\xFF\xFF\x74\x26\x5B\x29\x7F\xFF\xFF\xFF\x7C\xA7\x21\xD4\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x3C\xAB\xC4\x4C\xCD\x00\x00\x00\xCD\x00\x00\x00\x0F\xE2\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA6\xCB\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD5450A0E), ('P4rIngress.aggregator.bitmap_seq.seq', 0x90000000)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x90000000, 12794)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x03), ('P4rIngress.aggregator.count_exp.exponent', 0x6C)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x59756AE3), ('P4rIngress.aggregator.values_v0000.hi', 0x7E6E35B4)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x7E5AF2BC), ('P4rIngress.aggregator.values_v0001.hi', 0x46746DBC)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4EE572CE), ('P4rIngress.aggregator.values_v0010.hi', 0x474477B6)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4E791B9B), ('P4rIngress.aggregator.values_v0011.hi', 0x55CAF85B)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x70849C2D), ('P4rIngress.aggregator.values_v0100.hi', 0x467D442E)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4A341753), ('P4rIngress.aggregator.values_v0101.hi', 0x5A4AEDC1)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x79F97BB2), ('P4rIngress.aggregator.values_v0110.hi', 0x57981803)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7B22F799), ('P4rIngress.aggregator.values_v0111.hi', 0x415944E8)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6396547B), ('P4rIngress.aggregator.values_v1000.hi', 0x5BFCF1D4)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x49454367), ('P4rIngress.aggregator.values_v1001.hi', 0x4AB829AC)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7DBB522E), ('P4rIngress.aggregator.values_v1010.hi', 0x75560635)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4069B996), ('P4rIngress.aggregator.values_v1011.hi', 0x5C928BF0)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6A2BC14B), ('P4rIngress.aggregator.values_v1100.hi', 0x7B76296D)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x598AD198), ('P4rIngress.aggregator.values_v1101.hi', 0x4D534732)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x63B53918), ('P4rIngress.aggregator.values_v1110.hi', 0x7D5C0CE8)], 12794)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4EE77558), ('P4rIngress.aggregator.values_v1111.hi', 0x6CFAE9EA)], 12794)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xF403),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D21),
                gc.DataTuple('slot_count', 0x00000539),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8AD0E12C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x26C42A4C),
                gc.KeyTuple('src_port', 0x979B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF403),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0124),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x26\xC4\x2A\x4C\x00\x00\x00\x00\x97\x9B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF4\x03\x00\x0D\x8A\xD0\xE1\x2C\x04\xD9\x03\x95\x90\x00\x00\x00\x00\x20\x00\x00\x5F\x15\x57\x6B\x7E\x65\x1D\xD5\x76\x7B\x2B\xF0\x6F\xF3\x12\x47\x58\x4F\x09\x4F\x6D\x85\x63\x06\x5D\x47\x52\x43\x66\x0E\xE6\xB9\x40\x40\x79\xFF\x75\x50\xEC\xDB\x4E\x47\x37\x36\x70\x8E\x6C\x96\x4D\x1A\xE9\x23\x53\x67\x18\xB0\x5B\xEA\xAD\x99\x72\xF5\xA7\x28\x58\xB8\x11\xC2\x74\x15\x61\x28\x7A\xBD\xC5\x3A\x7A\x39\xC7\x49\x43\x9E\x1D\xC2\x6E\x7A\xFD\x91\x48\xE0\x63\x23\x66\x05\x71\x2D\x77\x78\x3A\xD5\x73\x22\x4B\x2D\x6D\x3C\xDB\x2A\x49\x52\x66\xE7\x64\xAA\xEE\x16\x68\xF1\xE4\x28\x78\xE3\x75\xC5\x47\x11\x88\x3D\xFF\x35\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x26\xC4\x2A\x4C\xBE\xEF\x97\x9B\x00\xA0\x00\x00\x50\x34\x02\x82\xF4\x03\x00\x0D\x8A\xD0\xE1\x2C\x04\xD9\x01\x95\x90\x00\x00\x00\x00\x20\x00\x04\x7F\xFF\xFF\xFF\x7E\x65\x1D\xD5\x7F\xFF\xFF\xFF\x6F\xF3\x12\x47\x7F\xFF\xFF\xFF\x6D\x85\x63\x06\x7F\xFF\xFF\xFF\x66\x0E\xE6\xB9\x7F\xFF\xFF\xFF\x75\x50\xEC\xDB\x7F\xFF\xFF\xFF\x70\x8E\x6C\x96\x7F\xFF\xFF\xFF\x53\x67\x18\xB0\x7F\xFF\xFF\xFF\x72\xF5\xA7\x28\x7F\xFF\xFF\xFF\x74\x15\x61\x28\x7F\xFF\xFF\xFF\x7A\x39\xC7\x49\x7F\xFF\xFF\xFF\x6E\x7A\xFD\x91\x7F\xFF\xFF\xFF\x66\x05\x71\x2D\x7F\xFF\xFF\xFF\x73\x22\x4B\x2D\x7F\xFF\xFF\xFF\x49\x52\x66\xE7\x7F\xFF\xFF\xFF\x68\xF1\xE4\x28\x7F\xFF\xFF\xFF\x47\x11\x88\x3D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD5\x45\x2A\x0E\x90\x00\x00\x00\x90\x00\x00\x00\x04\x95\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFF\x35\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0C950863), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA49F377E)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA49F377E, 8192)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xFA)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7453A4EF), ('P4rIngress.aggregator.values_v0000.hi', 0x436DDA5E)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x67CDD263), ('P4rIngress.aggregator.values_v0001.hi', 0x68FA5B2A)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x57D4D29D), ('P4rIngress.aggregator.values_v0010.hi', 0x7AE022A5)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7C6DDB7D), ('P4rIngress.aggregator.values_v0011.hi', 0x7BD85319)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x73F9E6D6), ('P4rIngress.aggregator.values_v0100.hi', 0x7C63CCCA)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5B6AB711), ('P4rIngress.aggregator.values_v0101.hi', 0x7869AE05)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x677F50F3), ('P4rIngress.aggregator.values_v0110.hi', 0x4C7FE11F)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x74B05A14), ('P4rIngress.aggregator.values_v0111.hi', 0x5B799D53)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x637BAC14), ('P4rIngress.aggregator.values_v1000.hi', 0x6B28BB01)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7A4D4BCF), ('P4rIngress.aggregator.values_v1001.hi', 0x5576B26E)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6BD957C3), ('P4rIngress.aggregator.values_v1010.hi', 0x526F9D57)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4B3D3CB6), ('P4rIngress.aggregator.values_v1011.hi', 0x4CB52D5D)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x46C8FD63), ('P4rIngress.aggregator.values_v1100.hi', 0x7679FC14)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6E8024E9), ('P4rIngress.aggregator.values_v1101.hi', 0x6CF124D6)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7CF9AD27), ('P4rIngress.aggregator.values_v1110.hi', 0x54D39631)], 8192)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6CE68499), ('P4rIngress.aggregator.values_v1111.hi', 0x6AF2502C)], 8192)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xC1E9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x536D6559),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x57738685),
                gc.KeyTuple('src_port', 0x12B0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC1E9),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x00CA),
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
        ig_port = 16
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x57\x73\x86\x85\x00\x00\x00\x00\x12\xB0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC1\xE9\x00\x0F\x53\x6D\x65\x59\x00\x00\x01\x82\xA4\x9F\x37\x7E\x00\x20\x00\x00\x5B\x64\x41\xE7\x72\xFC\x9B\x37\x46\x56\xDD\xC4\x5A\xAD\x4A\xE7\x73\x35\x1E\x74\x63\xA1\xD6\x62\x7E\xDF\x46\x24\x4C\x0F\x71\x7A\x51\x11\x2C\xD5\x5B\x80\x6C\x9F\x69\x59\x97\xB5\x7A\x73\x1E\x97\x76\x94\x55\xC9\x4C\x4C\x5B\x22\x4B\xD0\x0B\xF1\x5A\x59\x9F\x5B\x70\x2D\x44\x5D\x47\xEC\x28\x14\x6B\xAC\x6E\xA4\x7D\x73\xCA\xCA\x47\x29\x6A\x95\x59\xB9\x38\x06\x72\x4E\x34\xD7\x57\x21\x69\x83\x71\x8B\xDB\x89\x54\x11\xF0\x33\x49\xEF\x36\xDB\x45\x6C\xED\x5F\x68\xED\xCB\xCA\x70\x0C\x12\xF5\x6D\xAF\x4D\xE5\x4A\x18\xF3\x8C\xAA\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x57\x73\x86\x85\xBE\xEF\x12\xB0\x00\xA0\x00\x00\x50\x34\x02\x82\xC1\xE9\x00\x0F\x53\x6D\x65\x59\x00\x00\x01\x82\xA4\x9F\x37\x7E\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x72\xFC\x9B\x37\x7F\xFF\xFF\xFF\x5A\xAD\x4A\xE7\x7F\xFF\xFF\xFF\x63\xA1\xD6\x62\x7F\xFF\xFF\xFF\x4C\x0F\x71\x7A\x7F\xFF\xFF\xFF\x5B\x80\x6C\x9F\x7F\xFF\xFF\xFF\x7A\x73\x1E\x97\x7F\xFF\xFF\xFF\x4C\x4C\x5B\x22\x7F\xFF\xFF\xFF\x5A\x59\x9F\x5B\x7F\xFF\xFF\xFF\x47\xEC\x28\x14\x7F\xFF\xFF\xFF\x7D\x73\xCA\xCA\x7F\xFF\xFF\xFF\x59\xB9\x38\x06\x7F\xFF\xFF\xFF\x57\x21\x69\x83\x7F\xFF\xFF\xFF\x54\x11\xF0\x33\x7F\xFF\xFF\xFF\x45\x6C\xED\x5F\x7F\xFF\xFF\xFF\x70\x0C\x12\xF5\x7F\xFF\xFF\xFF\x4A\x18\xF3\x8C\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x0C\x95\x88\x63\xA4\x9F\x37\x7E\xA4\x9F\x37\x7E\x10\xFA\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAA\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1A66ECA9), ('P4rIngress.aggregator.bitmap_seq.seq', 0x923AED85)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x923AED85, 10620)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0xFD)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x493AEECB), ('P4rIngress.aggregator.values_v0000.hi', 0x755BE2C2)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4E84950D), ('P4rIngress.aggregator.values_v0001.hi', 0x6ACE7F97)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6ACBEE58), ('P4rIngress.aggregator.values_v0010.hi', 0x71DC2EB1)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4B5B1BC4), ('P4rIngress.aggregator.values_v0011.hi', 0x771CADD4)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7842DF3F), ('P4rIngress.aggregator.values_v0100.hi', 0x607C8555)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x62EB329D), ('P4rIngress.aggregator.values_v0101.hi', 0x58620884)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x54D3AC95), ('P4rIngress.aggregator.values_v0110.hi', 0x5DDD140E)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5136E92C), ('P4rIngress.aggregator.values_v0111.hi', 0x5886EBB0)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7B769CA1), ('P4rIngress.aggregator.values_v1000.hi', 0x45DC6EE0)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x59636CE3), ('P4rIngress.aggregator.values_v1001.hi', 0x4E3772AF)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x5E54F0CB), ('P4rIngress.aggregator.values_v1010.hi', 0x765B8D34)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4925B7A4), ('P4rIngress.aggregator.values_v1011.hi', 0x569F03AC)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7B5F7087), ('P4rIngress.aggregator.values_v1100.hi', 0x59558C24)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5D0BBBD3), ('P4rIngress.aggregator.values_v1101.hi', 0x4B18F741)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x74BBAA97), ('P4rIngress.aggregator.values_v1110.hi', 0x628BED1C)], 10620)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x771BA812), ('P4rIngress.aggregator.values_v1111.hi', 0x66A1839D)], 10620)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xA8E1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000087B),
                gc.DataTuple('slot_count', 0x00000C86),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE59604E8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xC6752B55),
                gc.KeyTuple('src_port', 0x1914),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA8E1),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x00C1),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC6\x75\x2B\x55\x00\x00\x00\x00\x19\x14\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA8\xE1\x00\x04\xE5\x96\x04\xE8\x01\x01\x01\x45\x92\x3A\xED\x85\x00\x20\x00\x00\x43\x64\xE0\xD6\x7B\xA0\x5E\xB4\x54\x40\xD8\x3B\x64\x69\x4E\x44\x53\x85\xCB\xFE\x7D\x4E\xB4\x4D\x4B\x7D\xDD\xD4\x4B\xF7\x24\x36\x57\x42\x19\x55\x6F\x8A\x0B\x07\x64\x8F\x39\xA7\x5E\xDC\xAF\xAB\x7D\x29\x34\x8F\x73\x03\x4B\xBD\x46\xDE\x77\x44\x4A\xD1\x9D\x73\x7A\x75\x66\x27\x47\xFD\x75\xA6\x76\xF1\x91\x25\x52\xC8\x33\xE5\x68\x4A\x64\xF5\x74\x8E\x44\xF0\x7A\x1F\x11\x34\x7E\x56\x68\xBB\x78\x56\x70\x35\x62\xA4\x9D\x3C\x5A\xCE\x21\x9B\x7D\x38\x9F\x76\x4B\x6C\x93\xFF\x5E\xED\x4B\xF7\x7A\x56\xAA\xEE\x62\xAB\xFC\x2D\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC6\x75\x2B\x55\xBE\xEF\x19\x14\x00\xA0\x00\x00\x50\x34\x02\x82\xA8\xE1\x00\x04\xE5\x96\x04\xE8\x01\x01\x01\x45\x92\x3A\xED\x85\x00\x20\x00\x08\x7F\xFF\xFF\xFF\x7B\xA0\x5E\xB4\x7F\xFF\xFF\xFF\x64\x69\x4E\x44\x7F\xFF\xFF\xFF\x7D\x4E\xB4\x4D\x7F\xFF\xFF\xFF\x4B\xF7\x24\x36\x7F\xFF\xFF\xFF\x6F\x8A\x0B\x07\x7F\xFF\xFF\xFF\x5E\xDC\xAF\xAB\x7F\xFF\xFF\xFF\x73\x03\x4B\xBD\x7F\xFF\xFF\xFF\x4A\xD1\x9D\x73\x7F\xFF\xFF\xFF\x47\xFD\x75\xA6\x7F\xFF\xFF\xFF\x52\xC8\x33\xE5\x7F\xFF\xFF\xFF\x74\x8E\x44\xF0\x7F\xFF\xFF\xFF\x7E\x56\x68\xBB\x7F\xFF\xFF\xFF\x62\xA4\x9D\x3C\x7F\xFF\xFF\xFF\x7D\x38\x9F\x76\x7F\xFF\xFF\xFF\x5E\xED\x4B\xF7\x7F\xFF\xFF\xFF\x62\xAB\xFC\x2D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x1A\x66\xEC\xB9\x92\x3A\xED\x85\x92\x3A\xED\x85\x08\xFD\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x73B5A727), ('P4rIngress.aggregator.bitmap_seq.seq', 0x32C48A34)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x32C48A34, 10257)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0x30)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x673AECD3), ('P4rIngress.aggregator.values_v0000.hi', 0x66ACBFC7)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x64A2558A), ('P4rIngress.aggregator.values_v0001.hi', 0x598CF2FB)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x77ABBB67), ('P4rIngress.aggregator.values_v0010.hi', 0x7DB020E9)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6D56FD69), ('P4rIngress.aggregator.values_v0011.hi', 0x5B05A608)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5CE4558F), ('P4rIngress.aggregator.values_v0100.hi', 0x6BB2E6D4)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4D77A554), ('P4rIngress.aggregator.values_v0101.hi', 0x57ADE649)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5D8AB1B4), ('P4rIngress.aggregator.values_v0110.hi', 0x55DB7D52)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x419A5CD8), ('P4rIngress.aggregator.values_v0111.hi', 0x75714FC1)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5B4A5206), ('P4rIngress.aggregator.values_v1000.hi', 0x689AF80E)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x41228E11), ('P4rIngress.aggregator.values_v1001.hi', 0x64D144B0)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7C55F972), ('P4rIngress.aggregator.values_v1010.hi', 0x76AE0F57)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x71BF6B79), ('P4rIngress.aggregator.values_v1011.hi', 0x49729489)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x76E1365F), ('P4rIngress.aggregator.values_v1100.hi', 0x4873BF53)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5B5CF319), ('P4rIngress.aggregator.values_v1101.hi', 0x50316721)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4024FA5B), ('P4rIngress.aggregator.values_v1110.hi', 0x7CC28E9C)], 10257)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x492FD544), ('P4rIngress.aggregator.values_v1111.hi', 0x6A5FEB99)], 10257)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xB12C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000080F),
                gc.DataTuple('slot_count', 0x00001201),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x537D6327),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xC9C6B891),
                gc.KeyTuple('src_port', 0x9A60),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB12C),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x026A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC9\xC6\xB8\x91\x00\x00\x00\x00\x9A\x60\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB1\x2C\x00\x04\x53\x7D\x63\x27\x00\x02\x05\x90\x32\xC4\x8A\x34\x00\x20\x00\x00\x73\x8B\xFA\xFC\x44\x91\x32\x6E\x66\x33\xCA\xFA\x79\xD6\x2A\x94\x65\x81\x18\x73\x54\xF3\x7D\xD5\x6B\x72\xBC\x43\x48\xE0\x99\x2C\x51\x36\x93\x99\x71\x3E\xF5\xC5\x7A\x69\xF7\x11\x71\x0C\x7D\x31\x48\x8F\x9C\xBC\x4D\x50\x27\xAB\x56\x37\x23\x96\x4D\x8D\xDE\x54\x62\x74\x46\x67\x68\x3B\x54\xDD\x45\xFA\x85\x6B\x46\x18\x62\x86\x69\x4D\xD4\x98\x52\x5F\xB6\x11\x60\x0F\xA4\x5F\x5C\x21\x5D\xCC\x66\x4F\xB3\xD0\x4A\xF5\x24\xAF\x42\x34\xA6\x3A\x76\x55\x8F\x7E\x50\x0E\x0E\xEA\x46\xEC\xDC\x7D\x47\xC2\x96\x42\x53\x15\xA9\x3F\xFD\x5D\x6F\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC9\xC6\xB8\x91\xBE\xEF\x9A\x60\x00\xA0\x00\x00\x50\x34\x02\x82\xB1\x2C\x00\x04\x53\x7D\x63\x27\x00\x02\x01\x90\x32\xC4\x8A\x34\x00\x20\x00\x07\x7F\xFF\xFF\xFF\x44\x91\x32\x6E\x7F\xFF\xFF\xFF\x79\xD6\x2A\x94\x7F\xFF\xFF\xFF\x54\xF3\x7D\xD5\x7F\xFF\xFF\xFF\x48\xE0\x99\x2C\x7F\xFF\xFF\xFF\x71\x3E\xF5\xC5\x7F\xFF\xFF\xFF\x71\x0C\x7D\x31\x7F\xFF\xFF\xFF\x4D\x50\x27\xAB\x7F\xFF\xFF\xFF\x4D\x8D\xDE\x54\x7F\xFF\xFF\xFF\x68\x3B\x54\xDD\x7F\xFF\xFF\xFF\x46\x18\x62\x86\x7F\xFF\xFF\xFF\x52\x5F\xB6\x11\x7F\xFF\xFF\xFF\x5C\x21\x5D\xCC\x7F\xFF\xFF\xFF\x4A\xF5\x24\xAF\x7F\xFF\xFF\xFF\x76\x55\x8F\x7E\x7F\xFF\xFF\xFF\x46\xEC\xDC\x7D\x7F\xFF\xFF\xFF\x53\x15\xA9\x3F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x73\xB5\xA7\x37\x32\xC4\x8A\x34\x32\xC4\x8A\x34\x07\x90\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFD\x5D\x6F\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7B1F8796), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6A000000)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6A000000, 10936)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0x24)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x65AADA87), ('P4rIngress.aggregator.values_v0000.hi', 0x76062D95)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5BFED917), ('P4rIngress.aggregator.values_v0001.hi', 0x6E981FB3)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x56CFE68D), ('P4rIngress.aggregator.values_v0010.hi', 0x549A4729)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x73D9ECCE), ('P4rIngress.aggregator.values_v0011.hi', 0x564D2B75)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7A909873), ('P4rIngress.aggregator.values_v0100.hi', 0x7FE76E8E)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x66B5AE9B), ('P4rIngress.aggregator.values_v0101.hi', 0x7EB2D2EF)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4DB64E2A), ('P4rIngress.aggregator.values_v0110.hi', 0x65EB8494)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x62F8B8BB), ('P4rIngress.aggregator.values_v0111.hi', 0x5B1A3453)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x65EB487D), ('P4rIngress.aggregator.values_v1000.hi', 0x75B517B6)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x749DBAA8), ('P4rIngress.aggregator.values_v1001.hi', 0x614A0465)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x55DBF079), ('P4rIngress.aggregator.values_v1010.hi', 0x5465EE2F)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x598003C6), ('P4rIngress.aggregator.values_v1011.hi', 0x4858A863)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x77A53B12), ('P4rIngress.aggregator.values_v1100.hi', 0x7A973622)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x69296585), ('P4rIngress.aggregator.values_v1101.hi', 0x6596ED9C)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x40EB9047), ('P4rIngress.aggregator.values_v1110.hi', 0x797D580F)], 10936)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x68577EC2), ('P4rIngress.aggregator.values_v1111.hi', 0x4C36AD6B)], 10936)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x303F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000673),
                gc.DataTuple('slot_count', 0x00001373),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7E8F57CF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x9E065036),
                gc.KeyTuple('src_port', 0x486D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x303F),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x03C2),
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
        ig_port = 35
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9E\x06\x50\x36\x00\x00\x00\x00\x48\x6D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x30\x3F\x00\x0B\x7E\x8F\x57\xCF\x04\x45\x07\xC0\x6A\x00\x00\x00\x00\x20\x00\x00\x6B\x21\xA1\x8D\x6F\xF1\xA7\xE5\x5E\x11\xA3\xAD\x44\xDA\x7E\x5B\x6D\xAE\x67\x15\x4B\x25\x53\x2F\x4A\xB1\x5E\x42\x4A\xA9\x7C\x5B\x63\xD0\xF5\x99\x62\xC9\xDC\xD5\x58\x95\x28\xBB\x5B\x47\x8A\xA0\x72\x52\x3E\xB6\x4A\x45\xD1\x64\x7E\xE0\xCF\x11\x7F\x67\x60\xE5\x6C\x48\xD9\xA1\x4F\xA3\x56\x28\x5D\xD4\xA9\x1F\x50\x6F\xAC\x26\x51\x53\xC9\xE1\x53\x9D\x91\x71\x45\x77\x49\xAE\x58\x2F\x4B\xA3\x6F\xB7\x43\xBD\x56\x31\x2B\x76\x5E\xB5\x06\xDF\x55\x10\x04\x4B\x77\x83\x7C\xFA\x74\xC2\x50\x73\x54\xF6\x74\x8F\x46\xE4\xDE\xE8\x40\x2E\x57\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9E\x06\x50\x36\xBE\xEF\x48\x6D\x00\xA0\x00\x00\x50\x34\x02\x82\x30\x3F\x00\x0B\x7E\x8F\x57\xCF\x04\x45\x01\xC0\x6A\x00\x00\x00\x00\x20\x00\x1A\x7F\xFF\xFF\xFF\x6F\xF1\xA7\xE5\x7F\xFF\xFF\xFF\x44\xDA\x7E\x5B\x7F\xFF\xFF\xFF\x4B\x25\x53\x2F\x7F\xFF\xFF\xFF\x4A\xA9\x7C\x5B\x7F\xFF\xFF\xFF\x62\xC9\xDC\xD5\x7F\xFF\xFF\xFF\x5B\x47\x8A\xA0\x7F\xFF\xFF\xFF\x4A\x45\xD1\x64\x7F\xFF\xFF\xFF\x7F\x67\x60\xE5\x7F\xFF\xFF\xFF\x4F\xA3\x56\x28\x7F\xFF\xFF\xFF\x50\x6F\xAC\x26\x7F\xFF\xFF\xFF\x53\x9D\x91\x71\x7F\xFF\xFF\xFF\x58\x2F\x4B\xA3\x7F\xFF\xFF\xFF\x56\x31\x2B\x76\x7F\xFF\xFF\xFF\x55\x10\x04\x4B\x7F\xFF\xFF\xFF\x74\xC2\x50\x73\x7F\xFF\xFF\xFF\x46\xE4\xDE\xE8\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x7B\x1F\x8F\x96\x6A\x00\x00\x00\x6A\x00\x00\x00\x1A\xC0\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x40\x2E\x57\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC210E083), ('P4rIngress.aggregator.bitmap_seq.seq', 0x15800000)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x15800000, 1215)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xA0)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x73AAEDC3), ('P4rIngress.aggregator.values_v0000.hi', 0x447B0D28)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6A53886E), ('P4rIngress.aggregator.values_v0001.hi', 0x781F9798)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x66BDD546), ('P4rIngress.aggregator.values_v0010.hi', 0x5133065D)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x419B5F25), ('P4rIngress.aggregator.values_v0011.hi', 0x6D909A78)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4D93734D), ('P4rIngress.aggregator.values_v0100.hi', 0x76CB1BD5)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7BF25CD2), ('P4rIngress.aggregator.values_v0101.hi', 0x4B4D8597)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6071D6BF), ('P4rIngress.aggregator.values_v0110.hi', 0x733EC20F)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x62D053BB), ('P4rIngress.aggregator.values_v0111.hi', 0x58EF3F40)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6D5B044D), ('P4rIngress.aggregator.values_v1000.hi', 0x6F76157F)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x61506147), ('P4rIngress.aggregator.values_v1001.hi', 0x629BFD58)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x69B142B5), ('P4rIngress.aggregator.values_v1010.hi', 0x7B53AFC3)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x78C987CB), ('P4rIngress.aggregator.values_v1011.hi', 0x77E4E8F7)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x42B93F79), ('P4rIngress.aggregator.values_v1100.hi', 0x7F7263C6)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x50EE6052), ('P4rIngress.aggregator.values_v1101.hi', 0x640730B1)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x721EAAD3), ('P4rIngress.aggregator.values_v1110.hi', 0x677C553F)], 1215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7BDB5488), ('P4rIngress.aggregator.values_v1111.hi', 0x6FFEDBB6)], 1215)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xADAA),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000001E2),
                gc.DataTuple('slot_count', 0x00000FEE),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2BB736B1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0x4190B7A9),
                gc.KeyTuple('src_port', 0x116B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xADAA),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x0146),
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
        ig_port = 42
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x41\x90\xB7\xA9\x00\x00\x00\x00\x11\x6B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAD\xAA\x00\x0B\x2B\xB7\x36\xB1\x02\xDD\x06\x45\x15\x80\x00\x00\x00\x20\x00\x00\x59\x9B\x8C\x7B\x63\x53\x49\x50\x6F\x13\x5D\xC6\x4B\x8A\xAC\x6A\x72\xCC\xE5\x93\x44\xAE\xD3\x8F\x45\xCC\x68\xBB\x73\x5A\x83\x64\x46\x7B\x13\x6E\x52\x8A\xD0\xBA\x4E\x50\x31\xFB\x5A\x25\xCA\xE2\x4A\x44\xC2\x81\x6F\x93\x5F\x72\x4D\x99\xE4\x9D\x53\x6F\xAD\xCA\x51\xBC\xC6\x65\x63\x15\xAD\xAA\x6E\x50\x46\xB3\x5E\xC4\xEC\x50\x74\x9B\x46\x51\x4A\x92\x6C\x7E\x6C\xC8\xCB\x73\x44\x35\x3C\x5C\x59\xB1\x25\x7B\x54\x4B\xA6\x78\x63\x4A\x26\x6D\x64\xAA\x26\x4C\x74\xCB\x24\x15\x44\x1E\xF7\x41\x6B\xB8\x9E\xB9\x7D\x39\x04\x84\x40\x32\xAB\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9\xE6\x99\xB8\xEC\xCB\x73\xA9\xC4\x89\x37\x76\xF6\xF4\xDE\x85\x53\x21\x75\x15\xBC\x92\xB4\xFC\xEF\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x41\x90\xB7\xA9\xBE\xEF\x11\x6B\x00\xA0\x00\x00\x50\x34\x02\x82\xAD\xAA\x00\x0B\x2B\xB7\x36\xB1\x02\xDD\x00\x45\x15\x80\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x63\x53\x49\x50\x7F\xFF\xFF\xFF\x4B\x8A\xAC\x6A\x7F\xFF\xFF\xFF\x44\xAE\xD3\x8F\x7F\xFF\xFF\xFF\x73\x5A\x83\x64\x7F\xFF\xFF\xFF\x52\x8A\xD0\xBA\x7F\xFF\xFF\xFF\x5A\x25\xCA\xE2\x7F\xFF\xFF\xFF\x6F\x93\x5F\x72\x7F\xFF\xFF\xFF\x53\x6F\xAD\xCA\x7F\xFF\xFF\xFF\x63\x15\xAD\xAA\x7F\xFF\xFF\xFF\x5E\xC4\xEC\x50\x7F\xFF\xFF\xFF\x4A\x92\x6C\x7E\x7F\xFF\xFF\xFF\x44\x35\x3C\x5C\x7F\xFF\xFF\xFF\x54\x4B\xA6\x78\x7F\xFF\xFF\xFF\x64\xAA\x26\x4C\x7F\xFF\xFF\xFF\x44\x1E\xF7\x41\x7F\xFF\xFF\xFF\x7D\x39\x04\x84\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC2\x10\xE8\x83\x15\x80\x00\x00\x15\x80\x00\x00\x20\xA0\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x40\x32\xAB\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9\xE6\x99\xB8\xEC\xCB\x73\xA9\xC4\x89\x37\x76\xF6\xF4\xDE\x85\x53\x21\x75\x15\xBC\x92\xB4\xFC\xEF\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2D1BB613), ('P4rIngress.aggregator.bitmap_seq.seq', 0x80000000)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x80000000, 11898)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xD6)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6AD6204E), ('P4rIngress.aggregator.values_v0000.hi', 0x45D27214)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x59488DD3), ('P4rIngress.aggregator.values_v0001.hi', 0x48794D9B)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x748B92AA), ('P4rIngress.aggregator.values_v0010.hi', 0x7C483DE4)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6988B979), ('P4rIngress.aggregator.values_v0011.hi', 0x4AB0324F)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5130D433), ('P4rIngress.aggregator.values_v0100.hi', 0x788E40A7)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5BB310B5), ('P4rIngress.aggregator.values_v0101.hi', 0x6BF99725)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6ACF63A5), ('P4rIngress.aggregator.values_v0110.hi', 0x6ED7D114)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x63EA3549), ('P4rIngress.aggregator.values_v0111.hi', 0x77C35150)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x629713AB), ('P4rIngress.aggregator.values_v1000.hi', 0x48D48A73)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4A4D506D), ('P4rIngress.aggregator.values_v1001.hi', 0x75222570)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x67B719AC), ('P4rIngress.aggregator.values_v1010.hi', 0x4B5CB03B)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6ADD4A41), ('P4rIngress.aggregator.values_v1011.hi', 0x7CD5653D)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x64D3EB23), ('P4rIngress.aggregator.values_v1100.hi', 0x707AE2CF)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4A7A8299), ('P4rIngress.aggregator.values_v1101.hi', 0x576BCA7C)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6E83963E), ('P4rIngress.aggregator.values_v1110.hi', 0x6DA690D9)], 11898)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4C496B07), ('P4rIngress.aggregator.values_v1111.hi', 0x6AF9C95C)], 11898)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x8336),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DBF),
                gc.DataTuple('slot_count', 0x00000EBE),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x96332465),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x3B4FA77F),
                gc.KeyTuple('src_port', 0x1060),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8336),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x03E2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3B\x4F\xA7\x7F\x00\x00\x00\x00\x10\x60\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x83\x36\x00\x17\x96\x33\x24\x65\x00\xBB\x03\x69\x80\x00\x00\x00\x00\x20\x00\x00\x76\xD4\xA0\x86\x53\x54\x6E\x4B\x43\xFC\xBD\x12\x73\xC1\x02\x33\x5E\xAC\xB8\x69\x4C\xCD\x97\x38\x4B\xC1\x55\x49\x4F\xC6\x3B\x48\x6D\x33\x92\x57\x66\x22\x89\xB1\x57\xCB\x51\x23\x4D\xCA\xE8\xD6\x59\x29\x75\x8C\x4F\x17\xF4\x4F\x79\xDB\x6C\x46\x50\xC5\xD1\x1F\x66\xF8\x5A\xAF\x41\x45\x4A\x27\x4B\x68\xFE\x97\x43\x36\x36\x1D\x67\x23\x25\xBA\x45\x12\xBE\x7F\x6E\x74\x4B\x6D\x7A\x17\x40\x29\x76\xA5\x61\x6A\x5D\xA2\xB3\xF9\x52\xC5\xE6\x8B\x72\x2E\x2C\xEB\x6C\x08\xDB\x22\x43\x02\xBB\x25\x6A\xCC\xE3\xEB\x74\x18\x7B\x75\x90\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3B\x4F\xA7\x7F\xBE\xEF\x10\x60\x00\xA0\x00\x00\x50\x34\x02\x82\x83\x36\x00\x17\x96\x33\x24\x65\x00\xBB\x01\x69\x80\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x53\x54\x6E\x4B\x7F\xFF\xFF\xFF\x73\xC1\x02\x33\x7F\xFF\xFF\xFF\x4C\xCD\x97\x38\x7F\xFF\xFF\xFF\x4F\xC6\x3B\x48\x7F\xFF\xFF\xFF\x66\x22\x89\xB1\x7F\xFF\xFF\xFF\x4D\xCA\xE8\xD6\x7F\xFF\xFF\xFF\x4F\x17\xF4\x4F\x7F\xFF\xFF\xFF\x50\xC5\xD1\x1F\x7F\xFF\xFF\xFF\x41\x45\x4A\x27\x7F\xFF\xFF\xFF\x43\x36\x36\x1D\x7F\xFF\xFF\xFF\x45\x12\xBE\x7F\x7F\xFF\xFF\xFF\x7A\x17\x40\x29\x7F\xFF\xFF\xFF\x5D\xA2\xB3\xF9\x7F\xFF\xFF\xFF\x72\x2E\x2C\xEB\x7F\xFF\xFF\xFF\x43\x02\xBB\x25\x7F\xFF\xFF\xFF\x74\x18\x7B\x75\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x2D\x9B\xB6\x13\x80\x00\x00\x00\x80\x00\x00\x00\x20\xD6\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x90\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x730F5E09), ('P4rIngress.aggregator.bitmap_seq.seq', 0x718E7921)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x718E7921, 12389)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0x9E)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x445945A4), ('P4rIngress.aggregator.values_v0000.hi', 0x5CA376CD)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6B52D8C1), ('P4rIngress.aggregator.values_v0001.hi', 0x59A4DADE)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6276E934), ('P4rIngress.aggregator.values_v0010.hi', 0x6E0734A3)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x457495F9), ('P4rIngress.aggregator.values_v0011.hi', 0x4ADB5BF1)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x69E349C2), ('P4rIngress.aggregator.values_v0100.hi', 0x47FBEB9F)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x63C4A3AC), ('P4rIngress.aggregator.values_v0101.hi', 0x6B7BF229)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6F543C75), ('P4rIngress.aggregator.values_v0110.hi', 0x6ECF25AF)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7B729D25), ('P4rIngress.aggregator.values_v0111.hi', 0x48B4AD7B)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x72629559), ('P4rIngress.aggregator.values_v1000.hi', 0x6296A299)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x566F6A55), ('P4rIngress.aggregator.values_v1001.hi', 0x774EDBFD)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x645CC64F), ('P4rIngress.aggregator.values_v1010.hi', 0x7D728795)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5770ECDF), ('P4rIngress.aggregator.values_v1011.hi', 0x5FC0DD11)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x65823127), ('P4rIngress.aggregator.values_v1100.hi', 0x5C975B5B)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x59A246A9), ('P4rIngress.aggregator.values_v1101.hi', 0x72046C8B)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7BF95176), ('P4rIngress.aggregator.values_v1110.hi', 0x7AADAC2D)], 12389)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6D3B35AC), ('P4rIngress.aggregator.values_v1111.hi', 0x614B8274)], 12389)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x9106),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FD9),
                gc.DataTuple('slot_count', 0x00000DDB),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBDFA0B70),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0xEB0A7212),
                gc.KeyTuple('src_port', 0xCDBD),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9106),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x01A2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEB\x0A\x72\x12\x00\x00\x00\x00\xCD\xBD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x91\x06\x00\x0D\xBD\xFA\x0B\x70\x00\x8C\x05\x4B\x71\x8E\x79\x21\x00\x20\x00\x00\x6F\x06\xB5\x3B\x63\xCE\x31\xAD\x7F\x42\xF8\x7D\x6A\x62\x94\x94\x54\xF2\x5B\xAE\x43\x3A\x8D\xFD\x63\x34\xB4\xD9\x6E\xDA\x77\xE7\x79\x70\xCD\x94\x67\x79\x0C\x2D\x49\x05\xC9\x66\x79\x78\x64\xE9\x63\x46\x67\xE9\x7A\xAA\xD4\x47\x59\x5B\x79\xD5\x6B\x45\xA7\x0C\x67\xDE\x9C\x47\x70\xDF\x6E\x5E\x50\x66\x30\xBB\x49\x6E\x04\x7E\x62\x19\x2F\x69\x51\xD5\x97\xB5\x7C\x89\x11\x58\x68\x6A\xC5\xD1\x45\x63\x47\x79\x7A\xAE\x4E\x9B\x51\x48\x9A\xA9\x61\xB2\xD4\x74\x6F\x06\xF6\x47\x7E\x8B\xAE\x91\x7C\x27\xBD\x9D\x7D\x6D\xCA\xCB\x3B\x22\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEB\x0A\x72\x12\xBE\xEF\xCD\xBD\x00\xA0\x00\x00\x50\x34\x02\x82\x91\x06\x00\x0D\xBD\xFA\x0B\x70\x00\x8C\x01\x4B\x71\x8E\x79\x21\x00\x20\x00\x02\x7F\xFF\xFF\xFF\x63\xCE\x31\xAD\x7F\xFF\xFF\xFF\x6A\x62\x94\x94\x7F\xFF\xFF\xFF\x43\x3A\x8D\xFD\x7F\xFF\xFF\xFF\x6E\xDA\x77\xE7\x7F\xFF\xFF\xFF\x67\x79\x0C\x2D\x7F\xFF\xFF\xFF\x79\x78\x64\xE9\x7F\xFF\xFF\xFF\x7A\xAA\xD4\x47\x7F\xFF\xFF\xFF\x6B\x45\xA7\x0C\x7F\xFF\xFF\xFF\x70\xDF\x6E\x5E\x7F\xFF\xFF\xFF\x49\x6E\x04\x7E\x7F\xFF\xFF\xFF\x51\xD5\x97\xB5\x7F\xFF\xFF\xFF\x68\x6A\xC5\xD1\x7F\xFF\xFF\xFF\x7A\xAE\x4E\x9B\x7F\xFF\xFF\xFF\x61\xB2\xD4\x74\x7F\xFF\xFF\xFF\x7E\x8B\xAE\x91\x7F\xFF\xFF\xFF\x7D\x6D\xCA\xCB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x73\x0F\x7E\x09\x71\x8E\x79\x21\x71\x8E\x79\x21\x02\x9E\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3B\x22\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC4607D27), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDB800000)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDB800000, 4538)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1B), ('P4rIngress.aggregator.count_exp.exponent', 0xD4)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x44C4B4AE), ('P4rIngress.aggregator.values_v0000.hi', 0x71C9C703)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x431CE431), ('P4rIngress.aggregator.values_v0001.hi', 0x4B6E6779)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x778EC9D7), ('P4rIngress.aggregator.values_v0010.hi', 0x48EA3E35)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6C4A6631), ('P4rIngress.aggregator.values_v0011.hi', 0x670C548E)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6301CF3A), ('P4rIngress.aggregator.values_v0100.hi', 0x7CF59D6B)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4A6959B7), ('P4rIngress.aggregator.values_v0101.hi', 0x6356CAE9)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x695CBB6F), ('P4rIngress.aggregator.values_v0110.hi', 0x66BA6457)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4B53588F), ('P4rIngress.aggregator.values_v0111.hi', 0x7F87AFFA)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x50CAABE9), ('P4rIngress.aggregator.values_v1000.hi', 0x5EB6091E)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4210D2D3), ('P4rIngress.aggregator.values_v1001.hi', 0x6175D03B)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x432AA4D1), ('P4rIngress.aggregator.values_v1010.hi', 0x7B2746F9)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6E2FDEF0), ('P4rIngress.aggregator.values_v1011.hi', 0x6422B34B)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x625D614A), ('P4rIngress.aggregator.values_v1100.hi', 0x4F4FCE46)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5D5B0954), ('P4rIngress.aggregator.values_v1101.hi', 0x42EF86E3)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5789FE6B), ('P4rIngress.aggregator.values_v1110.hi', 0x46536E70)], 4538)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5E4FC6FE), ('P4rIngress.aggregator.values_v1111.hi', 0x64D33155)], 4538)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x5F9A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006F3),
                gc.DataTuple('slot_count', 0x000014C9),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4CC4E485),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x1910E5DF),
                gc.KeyTuple('src_port', 0x2B6B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5F9A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0378),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x19\x10\xE5\xDF\x00\x00\x00\x00\x2B\x6B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5F\x9A\x00\x10\x4C\xC4\xE4\x85\x0A\xC7\x00\xE2\xDB\x80\x00\x00\x00\x20\x00\x00\x78\x7D\xB3\x26\x5A\x6B\x59\x63\x73\x37\x54\x71\x69\xCC\x16\x7E\x79\xEC\xB7\x9D\x64\xCA\x5F\x6D\x7E\xD5\xDC\xEB\x72\xC3\x7D\x79\x56\xDE\xFA\xBD\x4A\x8D\xCC\x61\x6B\x7B\xED\xB7\x79\x3B\xED\xE7\x5F\xD4\x88\x89\x68\x18\xBF\x75\x5B\x7C\x5C\xC3\x7F\xB8\xB2\xE0\x69\xD0\xAC\x09\x77\xAA\xC8\x55\x4F\x17\x9C\x5F\x4D\xD7\x8D\x1D\x67\x21\xBF\xF7\x50\x11\xC6\xD8\x62\x2F\x08\xAC\x5B\x1A\xB2\x05\x45\xBB\x21\x96\x61\x61\xEC\xB6\x4C\x0B\x6A\xDA\x4C\xB7\x69\xC3\x7A\x1B\xFE\x59\x73\x72\x48\x57\x73\x02\x31\x75\x78\x42\x19\x83\x14\xCA\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x19\x10\xE5\xDF\xBE\xEF\x2B\x6B\x00\xA0\x00\x00\x50\x34\x02\x82\x5F\x9A\x00\x10\x4C\xC4\xE4\x85\x0A\xC7\x00\xE2\xDB\x80\x00\x00\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\x5A\x6B\x59\x63\x7F\xFF\xFF\xFF\x69\xCC\x16\x7E\x7F\xFF\xFF\xFF\x64\xCA\x5F\x6D\x7F\xFF\xFF\xFF\x72\xC3\x7D\x79\x7F\xFF\xFF\xFF\x4A\x8D\xCC\x61\x7F\xFF\xFF\xFF\x79\x3B\xED\xE7\x7F\xFF\xFF\xFF\x68\x18\xBF\x75\x7F\xFF\xFF\xFF\x7F\xB8\xB2\xE0\x7F\xFF\xFF\xFF\x77\xAA\xC8\x55\x7F\xFF\xFF\xFF\x4D\xD7\x8D\x1D\x7F\xFF\xFF\xFF\x50\x11\xC6\xD8\x7F\xFF\xFF\xFF\x5B\x1A\xB2\x05\x7F\xFF\xFF\xFF\x61\x61\xEC\xB6\x7F\xFF\xFF\xFF\x4C\xB7\x69\xC3\x7F\xFF\xFF\xFF\x73\x72\x48\x57\x7F\xFF\xFF\xFF\x78\x42\x19\x83\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC4\x61\x7D\x27\xDB\x80\x00\x00\xDB\x80\x00\x00\x1C\xE2\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x14\xCA\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA1384BB6), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8AA94C3E)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8AA94C3E, 4050)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x3A)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x735838C9), ('P4rIngress.aggregator.values_v0000.hi', 0x4C516A6E)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x79EF864B), ('P4rIngress.aggregator.values_v0001.hi', 0x74136920)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4562F325), ('P4rIngress.aggregator.values_v0010.hi', 0x6096B477)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7D898B3B), ('P4rIngress.aggregator.values_v0011.hi', 0x5DF0ECD7)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x56B7F6B8), ('P4rIngress.aggregator.values_v0100.hi', 0x516CB010)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x46CBC015), ('P4rIngress.aggregator.values_v0101.hi', 0x4194C154)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x693723FB), ('P4rIngress.aggregator.values_v0110.hi', 0x6766D1BB)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6DBAC2D8), ('P4rIngress.aggregator.values_v0111.hi', 0x6B1F165E)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6B6733B3), ('P4rIngress.aggregator.values_v1000.hi', 0x55F8A081)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x672FCB63), ('P4rIngress.aggregator.values_v1001.hi', 0x57F3F658)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6B5E8C37), ('P4rIngress.aggregator.values_v1010.hi', 0x70058CF7)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5EAD7773), ('P4rIngress.aggregator.values_v1011.hi', 0x4D48AE31)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4DBC4EC5), ('P4rIngress.aggregator.values_v1100.hi', 0x681B011F)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x78F78D29), ('P4rIngress.aggregator.values_v1101.hi', 0x5C159539)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4A74A2DC), ('P4rIngress.aggregator.values_v1110.hi', 0x6FABA09F)], 4050)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x44DAF943), ('P4rIngress.aggregator.values_v1111.hi', 0x5C45932E)], 4050)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x60D0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F1D),
                gc.DataTuple('slot_count', 0x00000151),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA152E639),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x63556D80),
                gc.KeyTuple('src_port', 0x153A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x60D0),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x009D),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x55\x6D\x80\x00\x00\x00\x00\x15\x3A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x60\xD0\x00\x0F\xA1\x52\xE6\x39\x00\xB5\x04\xF3\x8A\xA9\x4C\x3E\x00\x20\x00\x00\x62\x77\xFA\xDB\x57\x4E\xE0\x67\x66\xC7\x05\x37\x42\xFE\x48\x74\x4E\x21\x62\x79\x67\x5C\x9D\xDE\x55\xB3\x99\x53\x78\xBA\xE6\xE0\x5C\xB5\x77\x21\x71\xAA\x9C\x0E\x4F\x55\x67\x83\x78\x0D\xD3\x36\x5D\xAD\x4E\x01\x44\xE1\x56\x8A\x48\x9B\x32\xA9\x7A\x4C\xAE\x28\x49\xAE\x18\x99\x5F\x2C\xA1\xCE\x69\xA3\x35\x3A\x47\x3B\x61\x72\x45\xAA\xD3\x7C\x64\xCF\x0D\x7B\x4A\xE2\x6D\xF2\x52\xDA\x92\x57\x67\xD1\xD8\x9C\x5C\xAC\xF9\x8D\x7F\x86\xF0\xA3\x77\x7F\x5E\x39\x50\x99\xA1\x98\x62\x24\xC6\x75\x64\xE2\x58\x18\x6B\xCD\x68\xFD\x1D\x2C\xDC\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x63\x55\x6D\x80\xBE\xEF\x15\x3A\x00\xA0\x00\x00\x50\x34\x02\x82\x60\xD0\x00\x0F\xA1\x52\xE6\x39\x00\xB5\x00\xF3\x8A\xA9\x4C\x3E\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x57\x4E\xE0\x67\x7F\xFF\xFF\xFF\x42\xFE\x48\x74\x7F\xFF\xFF\xFF\x67\x5C\x9D\xDE\x7F\xFF\xFF\xFF\x78\xBA\xE6\xE0\x7F\xFF\xFF\xFF\x71\xAA\x9C\x0E\x7F\xFF\xFF\xFF\x78\x0D\xD3\x36\x7F\xFF\xFF\xFF\x44\xE1\x56\x8A\x7F\xFF\xFF\xFF\x7A\x4C\xAE\x28\x7F\xFF\xFF\xFF\x5F\x2C\xA1\xCE\x7F\xFF\xFF\xFF\x47\x3B\x61\x72\x7F\xFF\xFF\xFF\x64\xCF\x0D\x7B\x7F\xFF\xFF\xFF\x52\xDA\x92\x57\x7F\xFF\xFF\xFF\x5C\xAC\xF9\x8D\x7F\xFF\xFF\xFF\x77\x7F\x5E\x39\x7F\xFF\xFF\xFF\x62\x24\xC6\x75\x7F\xFF\xFF\xFF\x6B\xCD\x68\xFD\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA1\x38\xCB\xB6\x8A\xA9\x4C\x3E\x8A\xA9\x4C\x3E\x10\xF3\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1D\x2C\xDC\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8D0EEC3C), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC7B0A3AB)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC7B0A3AB, 4022)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xDA)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6297FAE9), ('P4rIngress.aggregator.values_v0000.hi', 0x56D32C7D)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x75B399C5), ('P4rIngress.aggregator.values_v0001.hi', 0x4B79B3DF)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x664EC9A5), ('P4rIngress.aggregator.values_v0010.hi', 0x406FEBD7)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7AA4CD8B), ('P4rIngress.aggregator.values_v0011.hi', 0x7B42BA07)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6F234D1A), ('P4rIngress.aggregator.values_v0100.hi', 0x77880289)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x403EA29A), ('P4rIngress.aggregator.values_v0101.hi', 0x7ED38ACD)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6694AA0E), ('P4rIngress.aggregator.values_v0110.hi', 0x6D247E95)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6DEB2B31), ('P4rIngress.aggregator.values_v0111.hi', 0x488B57B7)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7702E0EB), ('P4rIngress.aggregator.values_v1000.hi', 0x791E498A)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x569545B3), ('P4rIngress.aggregator.values_v1001.hi', 0x59676E84)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x701FE443), ('P4rIngress.aggregator.values_v1010.hi', 0x7A894DF5)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5DF36252), ('P4rIngress.aggregator.values_v1011.hi', 0x4FAB47B8)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x72896F44), ('P4rIngress.aggregator.values_v1100.hi', 0x49B757DB)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4053DBDA), ('P4rIngress.aggregator.values_v1101.hi', 0x6D200210)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x559BAF87), ('P4rIngress.aggregator.values_v1110.hi', 0x6828C2AB)], 4022)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5D586F6B), ('P4rIngress.aggregator.values_v1111.hi', 0x582621C0)], 4022)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x8487),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BEA),
                gc.DataTuple('slot_count', 0x000007DC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA626B501),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x09D2B4BD),
                gc.KeyTuple('src_port', 0xFDD5),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8487),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x01BC),
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
        ig_port = 9
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x09\xD2\xB4\xBD\x00\x00\x00\x00\xFD\xD5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x84\x87\x00\x00\xA6\x26\xB5\x01\x03\xCC\x00\x16\xC7\xB0\xA3\xAB\x00\x20\x00\x00\x5F\x50\xAC\x99\x72\x6B\xE6\x5D\x4A\x90\x0C\xF8\x58\x95\x7A\x89\x7A\x63\x83\x9F\x67\xF8\xCB\x43\x62\xA5\xB1\xBB\x40\xEE\x83\x0A\x4B\xA6\x8D\x88\x76\x18\xE1\x9D\x79\xAE\xB8\xB8\x42\x82\x6A\xD6\x63\xF0\xCB\x5C\x43\x35\x02\xEF\x4B\x8A\x5A\xD1\x4F\x53\x54\x37\x79\xBE\x94\x9E\x48\xD4\xC5\x13\x6B\x45\x48\xB5\x5F\xAB\x35\x70\x5F\x28\x4F\x8B\x79\x70\x79\x4E\x61\x3A\x5F\x46\x6C\x72\x31\x9E\x5F\xBF\x6B\x63\x55\x95\x63\x09\x60\xFA\x24\x33\x41\x7C\xDA\x3B\x71\x33\x3A\x31\x77\xDC\x91\xB9\x53\xD8\x64\x77\x4C\x02\xD2\x8D\xC4\x8B\x92\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x09\xD2\xB4\xBD\xBE\xEF\xFD\xD5\x00\xA0\x00\x00\x50\x34\x02\x82\x84\x87\x00\x00\xA6\x26\xB5\x01\x03\xCC\x00\x16\xC7\xB0\xA3\xAB\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x72\x6B\xE6\x5D\x7F\xFF\xFF\xFF\x58\x95\x7A\x89\x7F\xFF\xFF\xFF\x67\xF8\xCB\x43\x7F\xFF\xFF\xFF\x40\xEE\x83\x0A\x7F\xFF\xFF\xFF\x76\x18\xE1\x9D\x7F\xFF\xFF\xFF\x42\x82\x6A\xD6\x7F\xFF\xFF\xFF\x43\x35\x02\xEF\x7F\xFF\xFF\xFF\x4F\x53\x54\x37\x7F\xFF\xFF\xFF\x48\xD4\xC5\x13\x7F\xFF\xFF\xFF\x5F\xAB\x35\x70\x7F\xFF\xFF\xFF\x79\x70\x79\x4E\x7F\xFF\xFF\xFF\x6C\x72\x31\x9E\x7F\xFF\xFF\xFF\x55\x95\x63\x09\x7F\xFF\xFF\xFF\x41\x7C\xDA\x3B\x7F\xFF\xFF\xFF\x77\xDC\x91\xB9\x7F\xFF\xFF\xFF\x4C\x02\xD2\x8D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8D\x0E\xEC\x3D\xC7\xB0\xA3\xAB\xC7\xB0\xA3\xAB\x20\xDA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC4\x8B\x92\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xFDD1F575), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC56FAF91)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC56FAF91, 12933)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x11), ('P4rIngress.aggregator.count_exp.exponent', 0xFB)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5259C7A9), ('P4rIngress.aggregator.values_v0000.hi', 0x54A4943A)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x412B471E), ('P4rIngress.aggregator.values_v0001.hi', 0x4419E2BA)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7739A569), ('P4rIngress.aggregator.values_v0010.hi', 0x46DE1E3B)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4276AA93), ('P4rIngress.aggregator.values_v0011.hi', 0x5BC8DAAD)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7657AF27), ('P4rIngress.aggregator.values_v0100.hi', 0x71548744)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7B981685), ('P4rIngress.aggregator.values_v0101.hi', 0x72C25E52)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x59274D86), ('P4rIngress.aggregator.values_v0110.hi', 0x5286B372)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x76FCA896), ('P4rIngress.aggregator.values_v0111.hi', 0x50F83BA2)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5D19D7DF), ('P4rIngress.aggregator.values_v1000.hi', 0x7BBB3ABB)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7D302D79), ('P4rIngress.aggregator.values_v1001.hi', 0x58986469)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6536075A), ('P4rIngress.aggregator.values_v1010.hi', 0x48970813)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4D12E829), ('P4rIngress.aggregator.values_v1011.hi', 0x6DCBC726)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x46B62259), ('P4rIngress.aggregator.values_v1100.hi', 0x5587D2AE)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4AFC2AEF), ('P4rIngress.aggregator.values_v1101.hi', 0x754C2519)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x70B18ED5), ('P4rIngress.aggregator.values_v1110.hi', 0x4127F2BB)], 12933)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7B96DF99), ('P4rIngress.aggregator.values_v1111.hi', 0x6AF2163C)], 12933)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x92E2),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001285),
                gc.DataTuple('slot_count', 0x000009E5),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA449DE19),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0x58DA3EBF),
                gc.KeyTuple('src_port', 0x5AC3),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x92E2),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x03FD),
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
        ig_port = 42
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x58\xDA\x3E\xBF\x00\x00\x00\x00\x5A\xC3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x92\xE2\x00\x09\xA4\x49\xDE\x19\x00\x00\x03\xCE\xC5\x6F\xAF\x91\x00\x20\x00\x00\x5F\x55\x39\x27\x5F\x2E\x3F\x67\x45\xD0\xCF\xAD\x55\xBF\x6A\x77\x7E\x77\xA8\xB9\x63\xFB\xC8\x53\x57\x06\xEA\xB3\x53\x44\xD4\x9E\x43\xD6\x3A\x25\x66\xD5\x92\x16\x64\xB2\x92\x71\x51\x1A\x82\xDE\x4B\xF7\xAD\x70\x48\x9E\xA2\x84\x73\x05\x17\xB4\x77\xD0\xDB\xEB\x73\x73\xB5\x55\x73\x38\x62\x46\x71\xAC\xED\x8B\x7C\xE2\xCD\xC3\x42\x73\x4A\x0B\x40\x35\x79\x8B\x51\x31\xCF\x73\x5F\x78\x2E\x74\x68\x92\xE3\x99\x7D\x49\x19\x8A\x59\x96\xA0\xA9\x43\x32\xE2\xDB\x75\x5B\x50\x88\x63\x22\xED\x0C\x5E\x8A\x6B\x49\x42\xBA\x97\x9E\xD1\x16\xC9\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x58\xDA\x3E\xBF\xBE\xEF\x5A\xC3\x00\xA0\x00\x00\x50\x34\x02\x82\x92\xE2\x00\x09\xA4\x49\xDE\x19\x00\x00\x01\xCE\xC5\x6F\xAF\x91\x00\x20\x00\x12\x7F\xFF\xFF\xFF\x5F\x2E\x3F\x67\x7F\xFF\xFF\xFF\x55\xBF\x6A\x77\x7F\xFF\xFF\xFF\x63\xFB\xC8\x53\x7F\xFF\xFF\xFF\x53\x44\xD4\x9E\x7F\xFF\xFF\xFF\x66\xD5\x92\x16\x7F\xFF\xFF\xFF\x51\x1A\x82\xDE\x7F\xFF\xFF\xFF\x48\x9E\xA2\x84\x7F\xFF\xFF\xFF\x77\xD0\xDB\xEB\x7F\xFF\xFF\xFF\x73\x38\x62\x46\x7F\xFF\xFF\xFF\x7C\xE2\xCD\xC3\x7F\xFF\xFF\xFF\x40\x35\x79\x8B\x7F\xFF\xFF\xFF\x5F\x78\x2E\x74\x7F\xFF\xFF\xFF\x7D\x49\x19\x8A\x7F\xFF\xFF\xFF\x43\x32\xE2\xDB\x7F\xFF\xFF\xFF\x63\x22\xED\x0C\x7F\xFF\xFF\xFF\x42\xBA\x97\x9E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xFD\xD1\xF7\x75\xC5\x6F\xAF\x91\xC5\x6F\xAF\x91\x12\xFB\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD1\x16\xC9\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2879CC57), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBC000000)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBC000000, 11146)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x11), ('P4rIngress.aggregator.count_exp.exponent', 0x54)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5F0ABCFE), ('P4rIngress.aggregator.values_v0000.hi', 0x7B45E2B1)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6ABBE763), ('P4rIngress.aggregator.values_v0001.hi', 0x6960656B)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x550E8024), ('P4rIngress.aggregator.values_v0010.hi', 0x4C27A395)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7EBECD7B), ('P4rIngress.aggregator.values_v0011.hi', 0x4B2F3170)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5CCB8A67), ('P4rIngress.aggregator.values_v0100.hi', 0x7739853E)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6B68CAD1), ('P4rIngress.aggregator.values_v0101.hi', 0x53AAD1EF)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7D92F0F5), ('P4rIngress.aggregator.values_v0110.hi', 0x6A676101)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x539B9C22), ('P4rIngress.aggregator.values_v0111.hi', 0x795484F3)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x779D9579), ('P4rIngress.aggregator.values_v1000.hi', 0x7093CC53)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x656D9784), ('P4rIngress.aggregator.values_v1001.hi', 0x7C8F8DE7)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x79E6F650), ('P4rIngress.aggregator.values_v1010.hi', 0x48E61294)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4DE99CA4), ('P4rIngress.aggregator.values_v1011.hi', 0x72B29294)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6A4AB42B), ('P4rIngress.aggregator.values_v1100.hi', 0x7BB14D33)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7671A1AC), ('P4rIngress.aggregator.values_v1101.hi', 0x7CE89113)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7ABA95B4), ('P4rIngress.aggregator.values_v1110.hi', 0x4EF311DE)], 11146)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7BEAE4EB), ('P4rIngress.aggregator.values_v1111.hi', 0x4D093AA0)], 11146)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x606C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000086B),
                gc.DataTuple('slot_count', 0x00000989),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCF1E9BFE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x0AAF8A4E),
                gc.KeyTuple('src_port', 0xEA9E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x606C),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x02AE),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0A\xAF\x8A\x4E\x00\x00\x00\x00\xEA\x9E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x60\x6C\x00\x19\xCF\x1E\x9B\xFE\x03\x1F\x05\xA1\xBC\x00\x00\x00\x00\x20\x00\x00\x5B\x72\x86\xDE\x5D\x47\xFC\x89\x7A\xBC\x6F\x5F\x4E\xB9\x74\xEF\x7F\x4E\x86\x75\x7C\xAC\x26\xB0\x42\x2A\xB2\x8F\x79\x98\xBD\x1C\x74\x79\x3C\xC2\x7B\xED\x8D\x1B\x72\x3C\x55\x93\x67\xD1\xC1\x61\x46\xCA\x8F\x07\x72\x2E\x5D\xF3\x65\x48\xA3\x7A\x67\x32\x71\x3D\x6E\x34\x1D\x23\x78\x1A\xE8\xA7\x4D\x3E\x35\xBD\x77\xB1\x8D\xD3\x60\x32\xD6\xFB\x48\xC2\x0F\xDB\x53\x6A\x0A\x7D\x71\x58\x83\x9E\x40\xA1\x95\xAF\x66\x72\xF0\x3F\x4E\xBA\xDC\x6F\x54\x1C\xFF\x9B\x52\xB6\x63\x0D\x54\x93\x4C\xD1\x4B\x88\xA5\x49\x77\xCA\xDA\x08\x85\xE3\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0A\xAF\x8A\x4E\xBE\xEF\xEA\x9E\x00\xA0\x00\x00\x50\x34\x02\x82\x60\x6C\x00\x19\xCF\x1E\x9B\xFE\x03\x1F\x01\xA1\xBC\x00\x00\x00\x00\x20\x00\x12\x7F\xFF\xFF\xFF\x5D\x47\xFC\x89\x7F\xFF\xFF\xFF\x4E\xB9\x74\xEF\x7F\xFF\xFF\xFF\x7C\xAC\x26\xB0\x7F\xFF\xFF\xFF\x79\x98\xBD\x1C\x7F\xFF\xFF\xFF\x7B\xED\x8D\x1B\x7F\xFF\xFF\xFF\x67\xD1\xC1\x61\x7F\xFF\xFF\xFF\x72\x2E\x5D\xF3\x7F\xFF\xFF\xFF\x67\x32\x71\x3D\x7F\xFF\xFF\xFF\x78\x1A\xE8\xA7\x7F\xFF\xFF\xFF\x77\xB1\x8D\xD3\x7F\xFF\xFF\xFF\x48\xC2\x0F\xDB\x7F\xFF\xFF\xFF\x71\x58\x83\x9E\x7F\xFF\xFF\xFF\x66\x72\xF0\x3F\x7F\xFF\xFF\xFF\x54\x1C\xFF\x9B\x7F\xFF\xFF\xFF\x54\x93\x4C\xD1\x7F\xFF\xFF\xFF\x77\xCA\xDA\x08\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x2A\x79\xCC\x57\xBC\x00\x00\x00\xBC\x00\x00\x00\x12\xA1\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x85\xE3\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3FC62B8A), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC0000000)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC0000000, 16374)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x29)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5EE11732), ('P4rIngress.aggregator.values_v0000.hi', 0x50EA957A)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4FD36CCF), ('P4rIngress.aggregator.values_v0001.hi', 0x62E45A1D)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x40601D42), ('P4rIngress.aggregator.values_v0010.hi', 0x77CAB6C1)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6A2A9A21), ('P4rIngress.aggregator.values_v0011.hi', 0x41BC2601)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x56C15265), ('P4rIngress.aggregator.values_v0100.hi', 0x7AF6DF66)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x54BE97AF), ('P4rIngress.aggregator.values_v0101.hi', 0x49CF19F7)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4BB1F537), ('P4rIngress.aggregator.values_v0110.hi', 0x794B806D)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6C688D6B), ('P4rIngress.aggregator.values_v0111.hi', 0x66484EBB)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4D3A1A82), ('P4rIngress.aggregator.values_v1000.hi', 0x66A85705)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x66FDE8D8), ('P4rIngress.aggregator.values_v1001.hi', 0x66AAB988)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x78048D66), ('P4rIngress.aggregator.values_v1010.hi', 0x51CD0F97)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4ECDC042), ('P4rIngress.aggregator.values_v1011.hi', 0x7F3F5213)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4E954CB2), ('P4rIngress.aggregator.values_v1100.hi', 0x4E241140)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x49C9B413), ('P4rIngress.aggregator.values_v1101.hi', 0x5EE6ABA1)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6B166B6C), ('P4rIngress.aggregator.values_v1110.hi', 0x59A97672)], 16374)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6B60526B), ('P4rIngress.aggregator.values_v1111.hi', 0x4B2853DB)], 16374)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x7A97),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000079),
                gc.DataTuple('slot_count', 0x00001F87),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8A41BA2F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x1DB34490),
                gc.KeyTuple('src_port', 0x789B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7A97),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x01FC),
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1D\xB3\x44\x90\x00\x00\x00\x00\x78\x9B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7A\x97\x00\x00\x8A\x41\xBA\x2F\x1F\x7D\x07\xF6\xC0\x00\x00\x00\x00\x20\x00\x00\x44\x1F\x49\x13\x5F\x47\x84\x27\x4A\x72\x1A\x4F\x40\x44\x8A\xA4\x55\x14\xC4\xB1\x5A\x17\x11\xA1\x4B\x62\xC9\x59\x7C\x97\xA2\x43\x77\x12\x8B\xB7\x7C\x1A\xA3\x18\x64\x5E\xB7\xD5\x57\xA7\x75\xBF\x66\x01\xCD\xA5\x53\x45\x97\xA6\x68\x12\x29\xA9\x69\xCE\x4D\x8D\x47\x46\x5E\x00\x77\x36\x73\xF6\x69\x69\xC8\xA0\x74\xBE\x12\xF0\x53\xEC\x99\x72\x58\xEB\xAF\xCB\x6E\x88\x70\x71\x7E\xAE\xDD\x56\x53\x25\x15\x95\x60\xE6\x91\x88\x7B\xCC\xB5\x00\x58\xB7\xD9\x9B\x68\x8C\x23\x24\x61\x1D\x59\x58\x4E\x9A\x31\x59\x51\xA7\x61\xA8\x5B\xC4\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1D\xB3\x44\x90\xBE\xEF\x78\x9B\x00\xA0\x00\x00\x50\x34\x02\x82\x7A\x97\x00\x00\x8A\x41\xBA\x2F\x1F\x7D\x01\xF6\xC0\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x5F\x47\x84\x27\x7F\xFF\xFF\xFF\x40\x44\x8A\xA4\x7F\xFF\xFF\xFF\x5A\x17\x11\xA1\x7F\xFF\xFF\xFF\x7C\x97\xA2\x43\x7F\xFF\xFF\xFF\x7C\x1A\xA3\x18\x7F\xFF\xFF\xFF\x57\xA7\x75\xBF\x7F\xFF\xFF\xFF\x53\x45\x97\xA6\x7F\xFF\xFF\xFF\x69\xCE\x4D\x8D\x7F\xFF\xFF\xFF\x77\x36\x73\xF6\x7F\xFF\xFF\xFF\x74\xBE\x12\xF0\x7F\xFF\xFF\xFF\x58\xEB\xAF\xCB\x7F\xFF\xFF\xFF\x7E\xAE\xDD\x56\x7F\xFF\xFF\xFF\x60\xE6\x91\x88\x7F\xFF\xFF\xFF\x58\xB7\xD9\x9B\x7F\xFF\xFF\xFF\x61\x1D\x59\x58\x7F\xFF\xFF\xFF\x51\xA7\x61\xA8\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x3F\xC6\x2B\x8B\xC0\x00\x00\x00\xC0\x00\x00\x00\x20\xF6\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5B\xC4\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5EE4D10C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x20000000)], 911)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x20000000, 911)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0x4D)], 911)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x594F7F1D), ('P4rIngress.aggregator.values_v0000.hi', 0x73F1A596)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x73CF6473), ('P4rIngress.aggregator.values_v0001.hi', 0x626E33AD)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7F4AA3E1), ('P4rIngress.aggregator.values_v0010.hi', 0x70F3D858)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7F7281CF), ('P4rIngress.aggregator.values_v0011.hi', 0x6A87532D)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x489A4B12), ('P4rIngress.aggregator.values_v0100.hi', 0x63EAD739)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x47FC6251), ('P4rIngress.aggregator.values_v0101.hi', 0x792A5C27)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x46DF17B5), ('P4rIngress.aggregator.values_v0110.hi', 0x6905ADA9)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x753F1CB1), ('P4rIngress.aggregator.values_v0111.hi', 0x5691ED11)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x711BC50D), ('P4rIngress.aggregator.values_v1000.hi', 0x75B0CFF3)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4811D548), ('P4rIngress.aggregator.values_v1001.hi', 0x43D31EC5)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4B1BE528), ('P4rIngress.aggregator.values_v1010.hi', 0x6F566F1A)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7836EAC8), ('P4rIngress.aggregator.values_v1011.hi', 0x4FD5E569)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x527146D6), ('P4rIngress.aggregator.values_v1100.hi', 0x5FF39E45)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x770B3B53), ('P4rIngress.aggregator.values_v1101.hi', 0x73661EA7)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6899A97A), ('P4rIngress.aggregator.values_v1110.hi', 0x449B4CE9)], 911)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x520FBF6E), ('P4rIngress.aggregator.values_v1111.hi', 0x7711A2B8)], 911)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x751C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000013),
                gc.DataTuple('slot_count', 0x00001DAD),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5BEBC85F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x4D3C5EF2),
                gc.KeyTuple('src_port', 0x8208),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x751C),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x00A1),
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
        ig_port = 22
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4D\x3C\x5E\xF2\x00\x00\x00\x00\x82\x08\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x75\x1C\x00\x0D\x5B\xEB\xC8\x5F\x03\x7C\x06\xAC\x20\x00\x00\x00\x00\x20\x00\x00\x6F\x22\x6F\x86\x64\x92\x62\xDA\x5B\x49\xB6\x43\x63\x46\xFA\xCB\x4F\x63\x2B\x9E\x5A\x83\x91\x37\x60\x74\x1E\xC3\x4A\xC4\x33\x73\x79\xBB\x68\x9B\x56\x2D\x9D\xCB\x54\x4D\xC5\xD6\x6C\xDB\xF3\x25\x7C\x11\xD5\x36\x60\xBF\x86\x7B\x5D\x8D\xC4\x50\x50\xAE\x2D\x6F\x60\x3D\x8F\xFF\x55\x18\x6D\xDD\x4F\xC7\x17\x58\x5C\x2C\x8B\xE7\x6D\x60\x89\x63\x70\x97\x4C\xC7\x74\x10\x8A\x0D\x69\x35\xF6\x1D\x77\x21\xDC\x12\x72\x18\xDF\x95\x5E\x7E\x28\xC6\x65\x10\x77\xD3\x66\xEC\x68\x0B\x74\x52\xB0\x74\x6B\x3B\x92\xC5\x7E\x55\xE9\x1E\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4D\x3C\x5E\xF2\xBE\xEF\x82\x08\x00\xA0\x00\x00\x50\x34\x02\x82\x75\x1C\x00\x0D\x5B\xEB\xC8\x5F\x03\x7C\x00\xAC\x20\x00\x00\x00\x00\x20\x00\x0F\x7F\xFF\xFF\xFF\x64\x92\x62\xDA\x7F\xFF\xFF\xFF\x63\x46\xFA\xCB\x7F\xFF\xFF\xFF\x5A\x83\x91\x37\x7F\xFF\xFF\xFF\x4A\xC4\x33\x73\x7F\xFF\xFF\xFF\x56\x2D\x9D\xCB\x7F\xFF\xFF\xFF\x6C\xDB\xF3\x25\x7F\xFF\xFF\xFF\x60\xBF\x86\x7B\x7F\xFF\xFF\xFF\x50\xAE\x2D\x6F\x7F\xFF\xFF\xFF\x55\x18\x6D\xDD\x7F\xFF\xFF\xFF\x5C\x2C\x8B\xE7\x7F\xFF\xFF\xFF\x70\x97\x4C\xC7\x7F\xFF\xFF\xFF\x69\x35\xF6\x1D\x7F\xFF\xFF\xFF\x72\x18\xDF\x95\x7F\xFF\xFF\xFF\x65\x10\x77\xD3\x7F\xFF\xFF\xFF\x74\x52\xB0\x74\x7F\xFF\xFF\xFF\x7E\x55\xE9\x1E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x5E\xE4\xF1\x0C\x20\x00\x00\x00\x20\x00\x00\x00\x0F\xAC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDEAA8557), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC2800000)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC2800000, 6758)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1B), ('P4rIngress.aggregator.count_exp.exponent', 0xBC)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5E88DC3B), ('P4rIngress.aggregator.values_v0000.hi', 0x6B71C713)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x7034E29B), ('P4rIngress.aggregator.values_v0001.hi', 0x4716ACC4)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6AD74E03), ('P4rIngress.aggregator.values_v0010.hi', 0x6AB55683)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x79635C9D), ('P4rIngress.aggregator.values_v0011.hi', 0x77FA1DB1)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x63D33F0F), ('P4rIngress.aggregator.values_v0100.hi', 0x4B4874C7)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7C279B9B), ('P4rIngress.aggregator.values_v0101.hi', 0x537B0427)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x46CEEA12), ('P4rIngress.aggregator.values_v0110.hi', 0x5599D3DE)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6E382C12), ('P4rIngress.aggregator.values_v0111.hi', 0x4B9FEF39)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x58ED502C), ('P4rIngress.aggregator.values_v1000.hi', 0x67CAB19F)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x76A3389D), ('P4rIngress.aggregator.values_v1001.hi', 0x5A4A40F6)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6250EDB7), ('P4rIngress.aggregator.values_v1010.hi', 0x4C9D792E)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x547E4542), ('P4rIngress.aggregator.values_v1011.hi', 0x42616556)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x67CA6B86), ('P4rIngress.aggregator.values_v1100.hi', 0x74469ADC)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x79F6298F), ('P4rIngress.aggregator.values_v1101.hi', 0x6F5B9D8B)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x74F1DAE4), ('P4rIngress.aggregator.values_v1110.hi', 0x66B1C807)], 6758)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7F9FEBFC), ('P4rIngress.aggregator.values_v1111.hi', 0x5BBA6EC4)], 6758)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xFD35),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000C6),
                gc.DataTuple('slot_count', 0x00001ED7),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC09AD8C1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x5B14DAD3),
                gc.KeyTuple('src_port', 0x7E7F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFD35),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x0010),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5B\x14\xDA\xD3\x00\x00\x00\x00\x7E\x7F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFD\x35\x00\x0C\xC0\x9A\xD8\xC1\x19\xA0\x02\xD8\xC2\x80\x00\x00\x00\x20\x00\x00\x74\x9A\x88\xFF\x41\x2A\x8E\xA1\x5C\xA6\xC5\xEF\x61\xAE\xB8\xB6\x65\xF9\xA8\x93\x75\xD5\xC4\xE9\x6C\xCE\x1F\x93\x50\x52\xFF\xDA\x65\x03\xC2\x5E\x6D\xA9\x96\xA5\x52\x9B\xD1\xB3\x51\x06\xCC\x64\x47\x1D\x7F\x47\x75\xCA\x5E\xD4\x6E\xE2\x6B\x74\x6C\x28\xA3\x89\x5F\x85\xC6\x44\x70\xC9\xB9\xD5\x66\x2B\x4A\x43\x66\x97\x70\x63\x4F\xA3\x48\x11\x56\xBD\x29\x9B\x62\xD9\xC4\xE2\x4F\x82\xEC\xCD\x77\xAA\xA2\x90\x73\xDF\x46\xC4\x79\x83\x7C\xD3\x73\x95\xAF\x19\x65\xEC\xDA\x77\x44\x0E\x58\x1C\x5C\xB6\x86\x67\x6A\x56\xD6\xD7\x61\xD7\xA6\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5B\x14\xDA\xD3\xBE\xEF\x7E\x7F\x00\xA0\x00\x00\x50\x34\x02\x82\xFD\x35\x00\x0C\xC0\x9A\xD8\xC1\x19\xA0\x00\xD8\xC2\x80\x00\x00\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\x41\x2A\x8E\xA1\x7F\xFF\xFF\xFF\x61\xAE\xB8\xB6\x7F\xFF\xFF\xFF\x75\xD5\xC4\xE9\x7F\xFF\xFF\xFF\x50\x52\xFF\xDA\x7F\xFF\xFF\xFF\x6D\xA9\x96\xA5\x7F\xFF\xFF\xFF\x51\x06\xCC\x64\x7F\xFF\xFF\xFF\x75\xCA\x5E\xD4\x7F\xFF\xFF\xFF\x6C\x28\xA3\x89\x7F\xFF\xFF\xFF\x70\xC9\xB9\xD5\x7F\xFF\xFF\xFF\x66\x97\x70\x63\x7F\xFF\xFF\xFF\x56\xBD\x29\x9B\x7F\xFF\xFF\xFF\x4F\x82\xEC\xCD\x7F\xFF\xFF\xFF\x73\xDF\x46\xC4\x7F\xFF\xFF\xFF\x73\x95\xAF\x19\x7F\xFF\xFF\xFF\x44\x0E\x58\x1C\x7F\xFF\xFF\xFF\x6A\x56\xD6\xD7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDE\xAA\x95\x57\xC2\x80\x00\x00\xC2\x80\x00\x00\x1C\xD8\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x61\xD7\xA6\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x6B\x81\xBA\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xAF6E9AB9), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB8000000)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB8000000, 12972)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1B), ('P4rIngress.aggregator.count_exp.exponent', 0x34)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x71EF146E), ('P4rIngress.aggregator.values_v0000.hi', 0x7D132B45)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x547028AB), ('P4rIngress.aggregator.values_v0001.hi', 0x5A21981A)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4C590CC6), ('P4rIngress.aggregator.values_v0010.hi', 0x55A503F1)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4E76E86F), ('P4rIngress.aggregator.values_v0011.hi', 0x46A941AF)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6D7DE041), ('P4rIngress.aggregator.values_v0100.hi', 0x6D7C89D4)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7AD102B8), ('P4rIngress.aggregator.values_v0101.hi', 0x663AEF5D)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x75E0C589), ('P4rIngress.aggregator.values_v0110.hi', 0x6533D5E5)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x67B2A785), ('P4rIngress.aggregator.values_v0111.hi', 0x45653687)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7ADF4AA7), ('P4rIngress.aggregator.values_v1000.hi', 0x624E10B1)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7DC6A625), ('P4rIngress.aggregator.values_v1001.hi', 0x77C86F95)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x75653B71), ('P4rIngress.aggregator.values_v1010.hi', 0x55ED3B85)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7172F382), ('P4rIngress.aggregator.values_v1011.hi', 0x50D163BD)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6F7E0849), ('P4rIngress.aggregator.values_v1100.hi', 0x5BCDBA59)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x76B1A54B), ('P4rIngress.aggregator.values_v1101.hi', 0x63A67ADD)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x65597B4C), ('P4rIngress.aggregator.values_v1110.hi', 0x51C1A042)], 12972)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7E44C2DC), ('P4rIngress.aggregator.values_v1111.hi', 0x79772DA6)], 12972)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xBAC8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000602),
                gc.DataTuple('slot_count', 0x000014D4),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCF9A7C0C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x7B7A82E9),
                gc.KeyTuple('src_port', 0xB19D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xBAC8),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x039E),
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7B\x7A\x82\xE9\x00\x00\x00\x00\xB1\x9D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBA\xC8\x00\x14\xCF\x9A\x7C\x0C\x0C\xAA\x05\xC5\xB8\x00\x00\x00\x00\x20\x00\x00\x61\xE7\x6E\x2F\x6D\xF5\x1F\xE5\x59\xDD\x6B\xA2\x45\x77\x71\x56\x68\x3A\x1A\x67\x76\xFF\xE5\x4D\x4A\x6D\x5D\xBF\x53\x8A\x17\xDA\x5C\xB8\xB6\x3F\x77\x85\xE5\x9A\x5A\x9C\x32\xD3\x5F\x78\x90\x55\x74\x5B\xB1\xCB\x4B\x99\x57\x46\x63\xF7\xA3\xF8\x7E\xB1\xF3\x5A\x6B\x9E\x3C\x93\x5F\xE8\x2F\x7B\x44\x71\x66\xA2\x57\xA3\x8E\x3D\x5C\x0E\x65\x12\x76\x67\xA9\xE1\x7E\x0E\x97\x9E\x5B\x69\xC6\xED\x76\xF8\xEB\xB9\x5A\x25\x1F\x77\x6D\xD5\x25\x21\x4F\x77\x69\x04\x42\x05\xC1\x2F\x6B\x19\x5B\x56\x42\x72\xBF\x0C\x66\x61\x6C\x76\xEF\x05\x8D\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7B\x7A\x82\xE9\xBE\xEF\xB1\x9D\x00\xA0\x00\x00\x50\x34\x02\x82\xBA\xC8\x00\x14\xCF\x9A\x7C\x0C\x0C\xAA\x01\xC5\xB8\x00\x00\x00\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\x6D\xF5\x1F\xE5\x7F\xFF\xFF\xFF\x45\x77\x71\x56\x7F\xFF\xFF\xFF\x76\xFF\xE5\x4D\x7F\xFF\xFF\xFF\x53\x8A\x17\xDA\x7F\xFF\xFF\xFF\x77\x85\xE5\x9A\x7F\xFF\xFF\xFF\x5F\x78\x90\x55\x7F\xFF\xFF\xFF\x4B\x99\x57\x46\x7F\xFF\xFF\xFF\x7E\xB1\xF3\x5A\x7F\xFF\xFF\xFF\x5F\xE8\x2F\x7B\x7F\xFF\xFF\xFF\x57\xA3\x8E\x3D\x7F\xFF\xFF\xFF\x76\x67\xA9\xE1\x7F\xFF\xFF\xFF\x5B\x69\xC6\xED\x7F\xFF\xFF\xFF\x5A\x25\x1F\x77\x7F\xFF\xFF\xFF\x4F\x77\x69\x04\x7F\xFF\xFF\xFF\x6B\x19\x5B\x56\x7F\xFF\xFF\xFF\x66\x61\x6C\x76\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xAF\x7E\x9A\xB9\xB8\x00\x00\x00\xB8\x00\x00\x00\x1C\xC5\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEF\x05\x8D\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x168155D0), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC3690DAC)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC3690DAC, 13078)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x59)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x79CD5189), ('P4rIngress.aggregator.values_v0000.hi', 0x6AC0C475)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x64573539), ('P4rIngress.aggregator.values_v0001.hi', 0x739814C0)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x56B8B424), ('P4rIngress.aggregator.values_v0010.hi', 0x4896494F)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7A913852), ('P4rIngress.aggregator.values_v0011.hi', 0x76D5EB9A)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5E51B893), ('P4rIngress.aggregator.values_v0100.hi', 0x48CE6363)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x7342B2F0), ('P4rIngress.aggregator.values_v0101.hi', 0x5C17F63A)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x567884F9), ('P4rIngress.aggregator.values_v0110.hi', 0x586331DD)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5FC0071B), ('P4rIngress.aggregator.values_v0111.hi', 0x60E6B30D)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x415FD2CD), ('P4rIngress.aggregator.values_v1000.hi', 0x50E59EFD)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5020C137), ('P4rIngress.aggregator.values_v1001.hi', 0x56455BE9)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x55C04753), ('P4rIngress.aggregator.values_v1010.hi', 0x6EEAF932)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7239E5BA), ('P4rIngress.aggregator.values_v1011.hi', 0x53745736)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x609BBAF1), ('P4rIngress.aggregator.values_v1100.hi', 0x549C741D)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5F25E3D7), ('P4rIngress.aggregator.values_v1101.hi', 0x635DAC27)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6E2BCF14), ('P4rIngress.aggregator.values_v1110.hi', 0x6B2DD1B6)], 13078)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5B925763), ('P4rIngress.aggregator.values_v1111.hi', 0x65A5CEB3)], 13078)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x9B9A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000002F),
                gc.DataTuple('slot_count', 0x000013A0),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2329B56D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x90C7D232),
                gc.KeyTuple('src_port', 0x0B30),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9B9A),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0055),
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
        ig_port = 17
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\xC7\xD2\x32\x00\x00\x00\x00\x0B\x30\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9B\x9A\x00\x15\x23\x29\xB5\x6D\x12\xE7\x07\xA8\xC3\x69\x0D\xAC\x00\x20\x00\x00\x71\x6D\xC6\xC9\x7A\xDC\xEF\xCD\x76\xBB\x8B\xEB\x7A\x22\x4D\xC1\x4C\xC9\x7A\xFA\x68\xB7\x72\xEF\x49\x90\x75\x0D\x60\x2F\xE1\x54\x7B\xDC\xAC\xBE\x5E\x32\xDF\x6A\x42\x3E\x3C\x04\x57\x33\x14\x96\x4F\xE0\x8F\xE5\x63\xD1\xA4\x18\x5C\x69\x06\xDC\x69\x69\x57\x9D\x61\x91\xC1\xF9\x55\x35\x1E\x4B\x4C\x63\xB2\x44\x52\x5B\x51\xC5\x6D\x23\xD2\xA2\x61\xD0\x47\x7B\x5B\x37\x59\xB6\x5A\xB2\x6B\xA7\x4F\xF0\x62\x6D\x58\x6A\x74\x4D\x63\xAC\xA9\xE4\x45\x19\x72\xF4\x43\x4F\x09\xD7\x7A\x7C\xC6\x9F\x74\x1E\xDC\x42\x7C\xA5\x8C\xE2\x6E\x31\x5F\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x90\xC7\xD2\x32\xBE\xEF\x0B\x30\x00\xA0\x00\x00\x50\x34\x02\x82\x9B\x9A\x00\x15\x23\x29\xB5\x6D\x12\xE7\x01\xA8\xC3\x69\x0D\xAC\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x7A\xDC\xEF\xCD\x7F\xFF\xFF\xFF\x7A\x22\x4D\xC1\x7F\xFF\xFF\xFF\x68\xB7\x72\xEF\x7F\xFF\xFF\xFF\x60\x2F\xE1\x54\x7F\xFF\xFF\xFF\x5E\x32\xDF\x6A\x7F\xFF\xFF\xFF\x57\x33\x14\x96\x7F\xFF\xFF\xFF\x63\xD1\xA4\x18\x7F\xFF\xFF\xFF\x69\x69\x57\x9D\x7F\xFF\xFF\xFF\x55\x35\x1E\x4B\x7F\xFF\xFF\xFF\x52\x5B\x51\xC5\x7F\xFF\xFF\xFF\x61\xD0\x47\x7B\x7F\xFF\xFF\xFF\x5A\xB2\x6B\xA7\x7F\xFF\xFF\xFF\x58\x6A\x74\x4D\x7F\xFF\xFF\xFF\x45\x19\x72\xF4\x7F\xFF\xFF\xFF\x7A\x7C\xC6\x9F\x7F\xFF\xFF\xFF\x7C\xA5\x8C\xE2\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x16\xA1\x55\xD0\xC3\x69\x0D\xAC\xC3\x69\x0D\xAC\x10\xA8\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6E\x31\x5F\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA46EE9F2), ('P4rIngress.aggregator.bitmap_seq.seq', 0x15AC0000)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x15AC0000, 13948)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0x5A)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x48CA60DA), ('P4rIngress.aggregator.values_v0000.hi', 0x6D2AD3B4)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5317ED44), ('P4rIngress.aggregator.values_v0001.hi', 0x48272D93)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4A34B6CB), ('P4rIngress.aggregator.values_v0010.hi', 0x5CEE9AEC)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x46A139F5), ('P4rIngress.aggregator.values_v0011.hi', 0x556C2C29)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x79E35277), ('P4rIngress.aggregator.values_v0100.hi', 0x4D39E9B6)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4A4A0FE5), ('P4rIngress.aggregator.values_v0101.hi', 0x5A32A725)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x40CC4BBB), ('P4rIngress.aggregator.values_v0110.hi', 0x62C1FE3D)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x61F3D748), ('P4rIngress.aggregator.values_v0111.hi', 0x5F32DFBF)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5C604A12), ('P4rIngress.aggregator.values_v1000.hi', 0x48BE95D4)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x666D48CF), ('P4rIngress.aggregator.values_v1001.hi', 0x7FE3CEFC)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x75F7ACB3), ('P4rIngress.aggregator.values_v1010.hi', 0x62C39A32)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x718858C8), ('P4rIngress.aggregator.values_v1011.hi', 0x748599AC)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4248988D), ('P4rIngress.aggregator.values_v1100.hi', 0x7946A816)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x61C0C2E0), ('P4rIngress.aggregator.values_v1101.hi', 0x7C7A528E)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x491AD910), ('P4rIngress.aggregator.values_v1110.hi', 0x63542968)], 13948)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x62F567E9), ('P4rIngress.aggregator.values_v1111.hi', 0x5CACCFF3)], 13948)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xF00A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001358),
                gc.DataTuple('slot_count', 0x00000365),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1E0FEFF0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x401897B8),
                gc.KeyTuple('src_port', 0x0E96),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF00A),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x0355),
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
        ig_port = 32
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x40\x18\x97\xB8\x00\x00\x00\x00\x0E\x96\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF0\x0A\x00\x09\x1E\x0F\xEF\xF0\x03\x24\x03\x86\x15\xAC\x00\x00\x00\x20\x00\x00\x64\xFF\x75\xDA\x7D\x06\x69\x2B\x56\xA5\x8A\xD7\x52\xC6\x28\xB1\x43\x66\x3E\x79\x58\x2A\x80\xAC\x60\x6D\x35\x86\x58\x6F\x18\xA3\x47\x52\xD0\x64\x76\xA6\x9C\x55\x6E\x0F\x74\x94\x4F\x99\x5C\x1C\x47\x4F\x57\xA9\x46\x42\x33\x38\x53\x1A\x11\x49\x72\x4E\x15\x83\x5C\xE0\x8F\xBD\x7A\x79\x05\x10\x77\xB2\x4C\x49\x71\xF1\x2E\x16\x49\x8B\x0B\xFD\x66\x03\x23\x99\x66\x4C\xA9\x94\x40\xA4\xC5\x70\x63\xBF\x76\xD7\x43\x64\xD5\xB9\x5A\xAB\xAF\x2A\x61\xD9\x4A\x51\x59\xC8\x3B\x3F\x56\xFF\xCF\xB3\x71\xC3\x32\x71\x5F\x39\x96\xB7\xE8\x32\x22\x31\x21\xAD\x27\xB9\xD6\x1A\x52\x4D\xF1\x53\xF2\xBA\x72\xB2\x2C\xD3\xCF\x74\x8F\x0F\xDE\x60\xCB\xB9\x64\x8C\xD2\xC4\x2C\x10\x07\xD9\xFC\xF8\x43\xCC\xCF\x2F\x5F\x00\x29\x94\x2A\x25\xB8\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x40\x18\x97\xB8\xBE\xEF\x0E\x96\x00\xA0\x00\x00\x50\x34\x02\x82\xF0\x0A\x00\x09\x1E\x0F\xEF\xF0\x03\x24\x01\x86\x15\xAC\x00\x00\x00\x20\x00\x16\x7F\xFF\xFF\xFF\x7D\x06\x69\x2B\x7F\xFF\xFF\xFF\x52\xC6\x28\xB1\x7F\xFF\xFF\xFF\x58\x2A\x80\xAC\x7F\xFF\xFF\xFF\x58\x6F\x18\xA3\x7F\xFF\xFF\xFF\x76\xA6\x9C\x55\x7F\xFF\xFF\xFF\x4F\x99\x5C\x1C\x7F\xFF\xFF\xFF\x46\x42\x33\x38\x7F\xFF\xFF\xFF\x72\x4E\x15\x83\x7F\xFF\xFF\xFF\x7A\x79\x05\x10\x7F\xFF\xFF\xFF\x71\xF1\x2E\x16\x7F\xFF\xFF\xFF\x66\x03\x23\x99\x7F\xFF\xFF\xFF\x40\xA4\xC5\x70\x7F\xFF\xFF\xFF\x43\x64\xD5\xB9\x7F\xFF\xFF\xFF\x61\xD9\x4A\x51\x7F\xFF\xFF\xFF\x56\xFF\xCF\xB3\x7F\xFF\xFF\xFF\x5F\x39\x96\xB7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA4\x6E\xEB\xF2\x15\xAC\x00\x00\x15\xAC\x00\x00\x16\x86\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE8\x32\x22\x31\x21\xAD\x27\xB9\xD6\x1A\x52\x4D\xF1\x53\xF2\xBA\x72\xB2\x2C\xD3\xCF\x74\x8F\x0F\xDE\x60\xCB\xB9\x64\x8C\xD2\xC4\x2C\x10\x07\xD9\xFC\xF8\x43\xCC\xCF\x2F\x5F\x00\x29\x94\x2A\x25\xB8\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x532F820A), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 12009)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x03), ('P4rIngress.aggregator.count_exp.exponent', 0x71)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x51ED3616), ('P4rIngress.aggregator.values_v0000.hi', 0x7D51D468)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5C8ED520), ('P4rIngress.aggregator.values_v0001.hi', 0x6DDF222E)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6A4D6BD2), ('P4rIngress.aggregator.values_v0010.hi', 0x4381F758)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6EB99839), ('P4rIngress.aggregator.values_v0011.hi', 0x4D45920B)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6693BB93), ('P4rIngress.aggregator.values_v0100.hi', 0x59B100A9)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5623FB73), ('P4rIngress.aggregator.values_v0101.hi', 0x51ECC48D)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x53A2FEA5), ('P4rIngress.aggregator.values_v0110.hi', 0x50B2E5CB)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6828F70D), ('P4rIngress.aggregator.values_v0111.hi', 0x77F30330)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4458A7BB), ('P4rIngress.aggregator.values_v1000.hi', 0x435CDABE)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x471B237B), ('P4rIngress.aggregator.values_v1001.hi', 0x6154958C)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x622985CB), ('P4rIngress.aggregator.values_v1010.hi', 0x5BC48B5C)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4E742488), ('P4rIngress.aggregator.values_v1011.hi', 0x57604F4B)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6CF20CC5), ('P4rIngress.aggregator.values_v1100.hi', 0x718CB248)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7158761D), ('P4rIngress.aggregator.values_v1101.hi', 0x777CA017)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4A413433), ('P4rIngress.aggregator.values_v1110.hi', 0x771A775A)], 12009)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x58686C29), ('P4rIngress.aggregator.values_v1111.hi', 0x7C8FD18F)], 12009)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x197B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DB1),
                gc.DataTuple('slot_count', 0x000008BB),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9E005435),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x7E2D7B8D),
                gc.KeyTuple('src_port', 0xAE83),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x197B),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x0075),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7E\x2D\x7B\x8D\x00\x00\x00\x00\xAE\x83\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x19\x7B\x00\x14\x9E\x00\x54\x35\x01\x38\x05\x63\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x7B\xD6\xAB\x6E\x5B\xA1\x25\x99\x56\x8A\x77\x25\x47\x7F\xC9\xFE\x4A\x45\x28\xD9\x5B\xF1\xDA\xDF\x40\x9A\xD0\xBB\x50\x7D\xB7\xAA\x49\x94\x33\xBE\x51\xF3\xF7\x28\x46\xF3\xE1\x21\x74\xD3\xA9\x8E\x76\x92\x8A\x21\x53\x81\xFD\x63\x6F\x28\x8B\xD2\x54\xF7\x52\x12\x6D\x76\x70\x3F\x71\x65\x3B\x94\x56\xD1\xB9\xAD\x47\xCF\x7B\x74\x7A\x69\xF0\x39\x51\xFE\xBE\x55\x6C\xE9\x1B\xCD\x47\x6D\x4E\x7A\x45\x59\x64\x26\x79\x3A\x3C\xB0\x7F\xA5\x85\xC8\x4B\x29\x2E\x58\x5E\xB8\xE9\xB9\x44\x37\x37\x5B\x75\x94\x97\x61\x4C\xE0\x34\xD3\xF0\xDA\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20\x05\x35\x6E\x20\x7A\x94\x2B\xB2\xF3\x7A\x3B\x73\x83\xE5\x1C\x23\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02\x04\xC8\x47\x50\xF9\x0D\x61\xB9\x2C\x12\xD8\x58\x92\xB4\x80\xB4\x87\x25\xAF\xAC\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7E\x2D\x7B\x8D\xBE\xEF\xAE\x83\x00\xA0\x00\x00\x50\x34\x02\x82\x19\x7B\x00\x14\x9E\x00\x54\x35\x01\x38\x01\x63\xFF\xFF\xFF\xFF\x00\x20\x00\x04\x7F\xFF\xFF\xFF\x5B\xA1\x25\x99\x7F\xFF\xFF\xFF\x47\x7F\xC9\xFE\x7F\xFF\xFF\xFF\x5B\xF1\xDA\xDF\x7F\xFF\xFF\xFF\x50\x7D\xB7\xAA\x7F\xFF\xFF\xFF\x51\xF3\xF7\x28\x7F\xFF\xFF\xFF\x74\xD3\xA9\x8E\x7F\xFF\xFF\xFF\x53\x81\xFD\x63\x7F\xFF\xFF\xFF\x54\xF7\x52\x12\x7F\xFF\xFF\xFF\x71\x65\x3B\x94\x7F\xFF\xFF\xFF\x47\xCF\x7B\x74\x7F\xFF\xFF\xFF\x51\xFE\xBE\x55\x7F\xFF\xFF\xFF\x47\x6D\x4E\x7A\x7F\xFF\xFF\xFF\x79\x3A\x3C\xB0\x7F\xFF\xFF\xFF\x4B\x29\x2E\x58\x7F\xFF\xFF\xFF\x44\x37\x37\x5B\x7F\xFF\xFF\xFF\x4C\xE0\x34\xD3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x53\x3F\x82\x0A\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x04\x71\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF0\xDA\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20\x05\x35\x6E\x20\x7A\x94\x2B\xB2\xF3\x7A\x3B\x73\x83\xE5\x1C\x23\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02\x04\xC8\x47\x50\xF9\x0D\x61\xB9\x2C\x12\xD8\x58\x92\xB4\x80\xB4\x87\x25\xAF\xAC\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x649E04E0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x40000000)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x40000000, 14035)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0xF3)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7B999EB5), ('P4rIngress.aggregator.values_v0000.hi', 0x5031C39B)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6DD9E4A7), ('P4rIngress.aggregator.values_v0001.hi', 0x695CD5BD)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5287354B), ('P4rIngress.aggregator.values_v0010.hi', 0x6B3E9BDA)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x68DCE2F3), ('P4rIngress.aggregator.values_v0011.hi', 0x69ECE975)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x47075FE1), ('P4rIngress.aggregator.values_v0100.hi', 0x677B08BE)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x78294AAD), ('P4rIngress.aggregator.values_v0101.hi', 0x73CC830B)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5844A58F), ('P4rIngress.aggregator.values_v0110.hi', 0x6D63D362)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7F8BA7F4), ('P4rIngress.aggregator.values_v0111.hi', 0x431DBDC8)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4CBB1A0A), ('P4rIngress.aggregator.values_v1000.hi', 0x504D2377)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x686A9A23), ('P4rIngress.aggregator.values_v1001.hi', 0x69E5DBF9)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x529B7B2B), ('P4rIngress.aggregator.values_v1010.hi', 0x655E89F7)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x52C86C0B), ('P4rIngress.aggregator.values_v1011.hi', 0x4B198DDD)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4B7A36D1), ('P4rIngress.aggregator.values_v1100.hi', 0x5A9FFB7B)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7187973C), ('P4rIngress.aggregator.values_v1101.hi', 0x55DCD0C2)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5B8AEE6A), ('P4rIngress.aggregator.values_v1110.hi', 0x5123B57E)], 14035)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x737A2850), ('P4rIngress.aggregator.values_v1111.hi', 0x7648F46C)], 14035)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xE30B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000025B),
                gc.DataTuple('slot_count', 0x0000195E),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0A82A2DE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0x87617A53),
                gc.KeyTuple('src_port', 0x9518),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE30B),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0248),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x87\x61\x7A\x53\x00\x00\x00\x00\x95\x18\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE3\x0B\x00\x15\x0A\x82\xA2\xDE\x14\x78\x03\x50\x40\x00\x00\x00\x00\x20\x00\x00\x43\x99\xDC\x79\x51\x8F\xEF\x1E\x60\x46\x9C\xF6\x71\x67\x94\x86\x56\xDC\xA4\xF4\x49\x5E\xE8\x54\x67\xD6\xA7\x2B\x6A\xAC\xF8\x93\x5C\x1C\x48\x6E\x57\xA9\x72\x98\x69\x19\x7F\xEB\x40\x3C\x29\x1B\x42\x24\x9D\xB9\x68\x2A\xD3\x9B\x49\xD8\x60\xD1\x42\x6E\xBD\x74\x4D\xC3\xA7\xC6\x71\xC7\x3E\x5D\x6A\xEC\x97\x71\x46\x7C\x58\x5B\x68\xD8\x4C\x46\x60\x28\x87\xD5\x56\x5F\x4E\x02\x7B\x4D\x89\x87\x4D\x35\xB1\x99\x68\xE5\x42\xF2\x50\x37\xD5\x03\x56\x51\x88\x9E\x69\x89\xC8\x76\x63\x1B\x33\x9F\x4E\xDE\x22\x5A\x63\x2D\x84\x2F\xEE\x9F\x09\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5\x77\x9C\xF2\x48\x1C\x95\x8D\xAF\x64\x09\xB4\x57\x0D\xCA\x2C\x8E\x10\xE7\xB5\x5B\xBE\xE3\xD5\x08\x87\x28\xBE\xE4\x81\x4F\xF6\xDA\x70\xFC\x6D\x97\xF8\xEF\xB0\x89\xEB\x82\x13\xCD\x6E\x51\xAB\x1D\xC1\x11\x9D\x5A\x47\x6B\xCC\x3B\x70\xC0\xB6\x70\xD6\x0D\x43\x12\xB4\xA0\xEA\xEF\x8D\x80\xD2\x67\xB7\x72\x50\x70\x83\x8A\xF0\x2B\xD2\x38\xA7\x42\x3C\x43\xDA\x04'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x87\x61\x7A\x53\xBE\xEF\x95\x18\x00\xA0\x00\x00\x50\x34\x02\x82\xE3\x0B\x00\x15\x0A\x82\xA2\xDE\x14\x78\x01\x50\x40\x00\x00\x00\x00\x20\x00\x07\x7F\xFF\xFF\xFF\x51\x8F\xEF\x1E\x7F\xFF\xFF\xFF\x71\x67\x94\x86\x7F\xFF\xFF\xFF\x49\x5E\xE8\x54\x7F\xFF\xFF\xFF\x6A\xAC\xF8\x93\x7F\xFF\xFF\xFF\x57\xA9\x72\x98\x7F\xFF\xFF\xFF\x40\x3C\x29\x1B\x7F\xFF\xFF\xFF\x68\x2A\xD3\x9B\x7F\xFF\xFF\xFF\x42\x6E\xBD\x74\x7F\xFF\xFF\xFF\x71\xC7\x3E\x5D\x7F\xFF\xFF\xFF\x46\x7C\x58\x5B\x7F\xFF\xFF\xFF\x60\x28\x87\xD5\x7F\xFF\xFF\xFF\x7B\x4D\x89\x87\x7F\xFF\xFF\xFF\x68\xE5\x42\xF2\x7F\xFF\xFF\xFF\x56\x51\x88\x9E\x7F\xFF\xFF\xFF\x63\x1B\x33\x9F\x7F\xFF\xFF\xFF\x63\x2D\x84\x2F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x64\xBE\x04\xE0\x40\x00\x00\x00\x40\x00\x00\x00\x07\xF3\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEE\x9F\x09\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5\x77\x9C\xF2\x48\x1C\x95\x8D\xAF\x64\x09\xB4\x57\x0D\xCA\x2C\x8E\x10\xE7\xB5\x5B\xBE\xE3\xD5\x08\x87\x28\xBE\xE4\x81\x4F\xF6\xDA\x70\xFC\x6D\x97\xF8\xEF\xB0\x89\xEB\x82\x13\xCD\x6E\x51\xAB\x1D\xC1\x11\x9D\x5A\x47\x6B\xCC\x3B\x70\xC0\xB6\x70\xD6\x0D\x43\x12\xB4\xA0\xEA\xEF\x8D\x80\xD2\x67\xB7\x72\x50\x70\x83\x8A\xF0\x2B\xD2\x38\xA7\x42\x3C\x43\xDA\x04'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3391B1E2), ('P4rIngress.aggregator.bitmap_seq.seq', 0x40000000)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x40000000, 4364)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0xDC)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6D3610D3), ('P4rIngress.aggregator.values_v0000.hi', 0x5CB8F8B5)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x69B74369), ('P4rIngress.aggregator.values_v0001.hi', 0x5EC39E2F)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x599D4771), ('P4rIngress.aggregator.values_v0010.hi', 0x6BC9DB76)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x52BCBCAF), ('P4rIngress.aggregator.values_v0011.hi', 0x4145B6A4)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x58686AD6), ('P4rIngress.aggregator.values_v0100.hi', 0x4B1667D3)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6874A224), ('P4rIngress.aggregator.values_v0101.hi', 0x746AC347)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4202B8BF), ('P4rIngress.aggregator.values_v0110.hi', 0x6E8934C5)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7E75C97C), ('P4rIngress.aggregator.values_v0111.hi', 0x48F967FD)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4ACA3548), ('P4rIngress.aggregator.values_v1000.hi', 0x61ACF802)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x44E6699C), ('P4rIngress.aggregator.values_v1001.hi', 0x64C06EC8)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7B7E366C), ('P4rIngress.aggregator.values_v1010.hi', 0x6AD0E1DB)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x76FB69B3), ('P4rIngress.aggregator.values_v1011.hi', 0x5C64CB1B)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7A4DE9D7), ('P4rIngress.aggregator.values_v1100.hi', 0x4DAA14A6)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6859E5BB), ('P4rIngress.aggregator.values_v1101.hi', 0x7FEF3293)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x747FA7AF), ('P4rIngress.aggregator.values_v1110.hi', 0x66416EEC)], 4364)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7596ADCA), ('P4rIngress.aggregator.values_v1111.hi', 0x4CC06919)], 4364)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xF7A7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006DD),
                gc.DataTuple('slot_count', 0x00000D10),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0B1401FF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x80239415),
                gc.KeyTuple('src_port', 0xEFFC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF7A7),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x01ED),
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
        ig_port = 34
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x80\x23\x94\x15\x00\x00\x00\x00\xEF\xFC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF7\xA7\x00\x11\x0B\x14\x01\xFF\x0A\x2F\x06\x19\x40\x00\x00\x00\x00\x20\x00\x00\x59\x27\xD1\xA8\x4D\xA0\xDA\x72\x52\x52\xF5\xAD\x5E\xC1\x16\x62\x7D\x1D\xF4\xAB\x77\x6D\x9D\x8A\x71\x69\x0A\x69\x73\x20\xA9\x37\x5C\x1E\xCF\xE4\x7B\x56\xA1\x5F\x67\x97\xFB\x49\x7F\x2A\x67\xA5\x79\x6B\x6E\xB0\x42\x01\x36\xCE\x41\x85\xFE\x1A\x5E\x87\x34\x48\x79\xB3\xD7\x25\x7A\xE6\x89\xA1\x43\xA9\x49\xDC\x69\x2C\x62\x31\x4C\xE9\xB5\x97\x7F\xAC\x38\x93\x56\x86\x3A\x92\x77\x3C\x85\xB9\x73\x38\x7C\x9C\x69\x35\x46\x9F\x6B\x55\x87\xE2\x65\x08\x43\xBA\x61\x21\x2F\x9E\x47\x7C\xC7\xCB\x6B\xC4\xE6\x1B\x56\x7A\x54\x5B\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04\x00\xA6\xAC\x76\x31\xA1\x20\xB0\xB9\x57\x0D\x32\x28\x07\x01\xE9\xAD\xD0\x92\x6C\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65\xCF\x28\xD1\x7B\xEE\xA2\x22\x12\x93\x2F\x3F\xF8\x5D\x0C\x52\x7B\x5D\xE2\x25\xAF\x6D\xEF\xCC\xB2\x4D\x5B\xC4\x45'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x80\x23\x94\x15\xBE\xEF\xEF\xFC\x00\xA0\x00\x00\x50\x34\x02\x82\xF7\xA7\x00\x11\x0B\x14\x01\xFF\x0A\x2F\x00\x19\x40\x00\x00\x00\x00\x20\x00\x1A\x7F\xFF\xFF\xFF\x4D\xA0\xDA\x72\x7F\xFF\xFF\xFF\x5E\xC1\x16\x62\x7F\xFF\xFF\xFF\x77\x6D\x9D\x8A\x7F\xFF\xFF\xFF\x73\x20\xA9\x37\x7F\xFF\xFF\xFF\x7B\x56\xA1\x5F\x7F\xFF\xFF\xFF\x7F\x2A\x67\xA5\x7F\xFF\xFF\xFF\x42\x01\x36\xCE\x7F\xFF\xFF\xFF\x5E\x87\x34\x48\x7F\xFF\xFF\xFF\x7A\xE6\x89\xA1\x7F\xFF\xFF\xFF\x69\x2C\x62\x31\x7F\xFF\xFF\xFF\x7F\xAC\x38\x93\x7F\xFF\xFF\xFF\x77\x3C\x85\xB9\x7F\xFF\xFF\xFF\x69\x35\x46\x9F\x7F\xFF\xFF\xFF\x65\x08\x43\xBA\x7F\xFF\xFF\xFF\x47\x7C\xC7\xCB\x7F\xFF\xFF\xFF\x56\x7A\x54\x5B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x33\x93\xB1\xE2\x40\x00\x00\x00\x40\x00\x00\x00\x1A\xDC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04\x00\xA6\xAC\x76\x31\xA1\x20\xB0\xB9\x57\x0D\x32\x28\x07\x01\xE9\xAD\xD0\x92\x6C\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65\xCF\x28\xD1\x7B\xEE\xA2\x22\x12\x93\x2F\x3F\xF8\x5D\x0C\x52\x7B\x5D\xE2\x25\xAF\x6D\xEF\xCC\xB2\x4D\x5B\xC4\x45'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

