# PTF test for /tmp/wt38/regen/work/k32/kind21/main
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

logger = logging.getLogger('/tmp/wt38/regen/work/k32/kind21/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/wt38/regen/work/k32/kind21/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/wt38/regen/work/k32/kind21/main')

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
    # Current statement coverage: 0.064

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x0E\xB4\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.064

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x60\x00\x00\x00\x00\x00\x00\x20\x00\x00\x26\x61\xE8\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x6EE9EB30), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDD6069F8)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDD6069F8, 13503)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xBF)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7492B8D9), ('P4rIngress.aggregator.values_v0000.hi', 0x73ADADF9)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x8C1CE7CE), ('P4rIngress.aggregator.values_v0001.hi', 0x931D2CC7)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x33041CC9), ('P4rIngress.aggregator.values_v0010.hi', 0x4A98B6F5)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4F20CCF8), ('P4rIngress.aggregator.values_v0011.hi', 0x21C379C6)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x2F6388A2), ('P4rIngress.aggregator.values_v0100.hi', 0x6E77B385)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x518039A1), ('P4rIngress.aggregator.values_v0101.hi', 0x932FA7FC)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5FA9D99F), ('P4rIngress.aggregator.values_v0110.hi', 0x6CC724DF)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4EF46207), ('P4rIngress.aggregator.values_v0111.hi', 0x5DCD0F8B)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x729A1453), ('P4rIngress.aggregator.values_v1000.hi', 0x9E543BA7)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x1AF57543), ('P4rIngress.aggregator.values_v1001.hi', 0xBFA1ACCC)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6BCE7F59), ('P4rIngress.aggregator.values_v1010.hi', 0x5C97A5A8)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD4D694F5), ('P4rIngress.aggregator.values_v1011.hi', 0xC9ACD156)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xB994B31F), ('P4rIngress.aggregator.values_v1100.hi', 0xC75CED8B)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4498D92A), ('P4rIngress.aggregator.values_v1101.hi', 0xA28258C3)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xD511BE76), ('P4rIngress.aggregator.values_v1110.hi', 0x4AB74819)], 13503)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x557BEB66), ('P4rIngress.aggregator.values_v1111.hi', 0x7B94452D)], 13503)
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
                gc.KeyTuple('job_id', 0x919B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ECA),
                gc.DataTuple('slot_count', 0x00000A57),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAC6B42A4),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x2A66B48C),
                gc.KeyTuple('src_port', 0x3487),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x919B),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x030E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\x66\xB4\x8C\x00\x00\x00\x00\x34\x87\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x91\x9B\x00\x1F\xAC\x6B\x42\xA4\x05\xF5\x03\xD1\xDD\x60\x69\xF8\x00\x20\x00\x00\x5E\x58\x7F\x76\x0D\xA3\x08\xBC\xB8\xFD\x7A\xFB\xDA\xC7\x7D\xEE\x78\x85\x71\x81\x73\xB4\xE2\x8E\x68\x72\x36\x69\x6F\x37\x51\x36\x23\x2C\xFC\xB6\x1C\x19\x20\x9D\x43\xED\xFD\x67\xD0\x6C\xA8\xC1\x46\x2D\xBB\xDD\x15\x96\xEB\x8F\x57\x93\x32\xD4\x2E\x2B\xA6\x5B\x18\x90\x12\xDA\x58\xD9\x10\x23\x6D\xC0\x1D\x20\x8A\x13\x8F\x84\xED\xEA\xFA\x7E\x5C\x47\x31\x85\xA5\x14\xB8\x0D\x1D\x3A\x30\x4B\x3D\xB6\x84\xF0\x7C\x4C\xC2\xB7\x65\x28\xA1\x2F\xD0\x9D\xB1\xD3\xA3\x59\x0D\x26\x49\xD1\x6C\x11\x69\x11\xAA\x73\xA8\x49\x6A\x1F\x3F\xF2\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2A\x66\xB4\x8C\xBE\xEF\x34\x87\x00\xA0\x00\x00\x50\x34\x02\x82\x91\x9B\x00\x1F\xAC\x6B\x42\xA4\x05\xF5\x01\xD1\xDD\x60\x69\xF8\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x0D\xA3\x08\xBC\x80\x00\x00\x00\xDA\xC7\x7D\xEE\x7F\xFF\xFF\xFF\x73\xB4\xE2\x8E\x7F\xFF\xFF\xFF\x6F\x37\x51\x36\x52\x90\x85\x58\x1C\x19\x20\x9D\x7F\xFF\xFF\xFF\xD0\x6C\xA8\xC1\x7F\xFF\xFF\xFF\x15\x96\xEB\x8F\x7F\xFF\xFF\xFF\x2E\x2B\xA6\x5B\x7F\xFF\xFF\xFF\x58\xD9\x10\x23\x7F\xFF\xFF\xFF\x8A\x13\x8F\x84\x59\xB9\x79\xD7\x5C\x47\x31\x85\x80\x00\x00\x00\x1D\x3A\x30\x4B\xF7\x4B\x38\x0F\x7C\x4C\xC2\xB7\x7F\xFF\xFF\xFF\xD0\x9D\xB1\xD3\x80\x00\x00\x00\x49\xD1\x6C\x11\x7F\xFF\xFF\xFF\xA8\x49\x6A\x1F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xEE\xE9\xEB\x30\xDD\x60\x69\xF8\xDD\x60\x69\xF8\x20\xD1\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x52\x90\x85\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF7\x2D\x4B\xCA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x59\xB9\x79\xD7\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE6\xE7\x01\xA1\xF7\x4B\x38\x0F\x43\xA9\xB0\x42\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x23\xDD\xAF\x4C\x3F\xF2\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5E61E103), ('P4rIngress.aggregator.bitmap_seq.seq', 0x07D09FC0)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x07D09FC0, 9944)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x66)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x79DDEA34), ('P4rIngress.aggregator.values_v0000.hi', 0x56CDC775)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xCCE6DFD9), ('P4rIngress.aggregator.values_v0001.hi', 0xCA774BA2)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7CAC5521), ('P4rIngress.aggregator.values_v0010.hi', 0x714EDCAC)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4A151FFA), ('P4rIngress.aggregator.values_v0011.hi', 0x543BFEB4)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x3F1B4CE4), ('P4rIngress.aggregator.values_v0100.hi', 0x2BE15A65)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x181DF637), ('P4rIngress.aggregator.values_v0101.hi', 0x8BBB2892)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x3ADA4DC6), ('P4rIngress.aggregator.values_v0110.hi', 0x7763ACD1)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x42648B09), ('P4rIngress.aggregator.values_v0111.hi', 0x62D9A563)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x57C4F6F6), ('P4rIngress.aggregator.values_v1000.hi', 0x77C2881A)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x518C8280), ('P4rIngress.aggregator.values_v1001.hi', 0xBA16B6FB)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x3DD169C4), ('P4rIngress.aggregator.values_v1010.hi', 0x2D3CBC15)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xCDA3D219), ('P4rIngress.aggregator.values_v1011.hi', 0xD4763CF1)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xC319F507), ('P4rIngress.aggregator.values_v1100.hi', 0xE6A751F7)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7F8D280F), ('P4rIngress.aggregator.values_v1101.hi', 0xB5ED1E6B)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x1B735B5B), ('P4rIngress.aggregator.values_v1110.hi', 0xBB454A60)], 9944)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6A5B1471), ('P4rIngress.aggregator.values_v1111.hi', 0xA1D287A3)], 9944)
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
                gc.KeyTuple('job_id', 0x1D78),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005A1),
                gc.DataTuple('slot_count', 0x00000DB9),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5A74832D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xD32E61F6),
                gc.KeyTuple('src_port', 0x5B3A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1D78),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x023D),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD3\x2E\x61\xF6\x00\x00\x00\x00\x5B\x3A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1D\x78\x00\x1F\x5A\x74\x83\x2D\x01\x37\x05\xF1\x07\xD0\x9F\xC0\x00\x20\x00\x00\x2E\x52\x12\xC6\x5C\xF9\xB4\xE9\x9B\x36\xFC\x21\x96\x36\xE4\xBF\x2D\xEC\x59\xA0\x73\x06\xD0\xF6\x6B\xB7\x78\x7B\x45\x40\x7C\x57\x81\x9B\x85\x2D\x73\x9E\x9C\xB6\x6B\x65\x02\xF1\xAE\xA0\xAB\x47\x59\xFB\x35\x46\x44\x74\x86\x9A\x41\x67\xBA\xBB\x2C\x29\xA5\x2B\x49\x7D\x44\x77\xCB\x83\xE3\x38\x53\xE0\x1B\x86\xBD\x1A\x57\x92\xB8\x33\x6C\x2E\x6A\xBD\xFB\xDC\xA4\x27\x44\xC0\x53\xE6\x8A\x21\x4C\xCD\x13\x71\xD5\xED\x4F\xB9\x1B\xD5\x79\x68\xAA\xC7\x3A\xE5\xF1\x0E\x3A\x7B\xB9\x35\xF2\x3E\x2C\x01\x55\x5B\x17\x41\xED\xF8\x0A\x34\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD3\x2E\x61\xF6\xBE\xEF\x5B\x3A\x00\xA0\x00\x00\x50\x34\x02\x82\x1D\x78\x00\x1F\x5A\x74\x83\x2D\x01\x37\x01\xF1\x07\xD0\x9F\xC0\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x5C\xF9\xB4\xE9\x80\x00\x00\x00\x96\x36\xE4\xBF\x7F\xFF\xFF\xFF\x73\x06\xD0\xF6\x7F\xFF\xFF\xFF\x45\x40\x7C\x57\xC0\xB6\xD2\x11\x73\x9E\x9C\xB6\x7F\xFF\xFF\xFF\xAE\xA0\xAB\x47\x7F\xFF\xFF\xFF\x44\x74\x86\x9A\x7F\xFF\xFF\xFF\x2C\x29\xA5\x2B\x7F\xFF\xFF\xFF\xCB\x83\xE3\x38\x7F\xFF\xFF\xFF\xBD\x1A\x57\x92\xF6\x04\xD5\xF2\x6A\xBD\xFB\xDC\x80\x00\x00\x00\x53\xE6\x8A\x21\x0F\xE7\x08\x78\xD5\xED\x4F\xB9\x7F\xFF\xFF\xFF\xAA\xC7\x3A\xE5\x0C\x81\x95\xD6\xB9\x35\xF2\x3E\x7F\xFF\xFF\xFF\x17\x41\xED\xF8\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDE\x61\xE1\x03\x07\xD0\x9F\xC0\x07\xD0\x9F\xC0\x20\xF1\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC0\xB6\xD2\x11\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x43\x46\x6B\x52\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF6\x04\xD5\xF2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x28\x5C\xC7\x12\x0F\xE7\x08\x78\xBC\x94\xA1\xB0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0C\x81\x95\xD6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB9\x14\x75\x9B\x0A\x34\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3F66901F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x40000000)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x40000000, 12818)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x2B)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x3311DD2D), ('P4rIngress.aggregator.values_v0000.hi', 0x7DF5BFF6)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xA4A9D381), ('P4rIngress.aggregator.values_v0001.hi', 0x9562FD7D)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x51212A5C), ('P4rIngress.aggregator.values_v0010.hi', 0x5AEB5B96)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x2393DF7C), ('P4rIngress.aggregator.values_v0011.hi', 0x0C933076)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x44D409D5), ('P4rIngress.aggregator.values_v0100.hi', 0x5A41E682)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4CE093B0), ('P4rIngress.aggregator.values_v0101.hi', 0x44789BE4)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xB8E3BDE9), ('P4rIngress.aggregator.values_v0110.hi', 0xBB3349F9)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xE5E3B94C), ('P4rIngress.aggregator.values_v0111.hi', 0x6C749F7A)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x226D7749), ('P4rIngress.aggregator.values_v1000.hi', 0x94E8DF94)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x18F9AF97), ('P4rIngress.aggregator.values_v1001.hi', 0xEA8DF23F)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9C89F189), ('P4rIngress.aggregator.values_v1010.hi', 0xA9A99E0D)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x2317B8F4), ('P4rIngress.aggregator.values_v1011.hi', 0xDF47DC23)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4B2FBE75), ('P4rIngress.aggregator.values_v1100.hi', 0x85F0E283)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xA7B78471), ('P4rIngress.aggregator.values_v1101.hi', 0x1F569255)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5851CD2B), ('P4rIngress.aggregator.values_v1110.hi', 0x0BC8399E)], 12818)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xCD4D6897), ('P4rIngress.aggregator.values_v1111.hi', 0x60364B64)], 12818)
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
                gc.KeyTuple('job_id', 0x09DC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B4E),
                gc.DataTuple('slot_count', 0x00000BAC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x87687A61),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0xDAB24046),
                gc.KeyTuple('src_port', 0x9A0B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x09DC),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0343),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDA\xB2\x40\x46\x00\x00\x00\x00\x9A\x0B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x09\xDC\x00\x1F\x87\x68\x7A\x61\x06\xC4\x03\xD2\x40\x00\x00\x00\x00\x20\x00\x00\x6F\x9F\x43\x37\x23\xF1\xDC\xB4\xB8\xB9\xFE\xEF\xBC\x8B\x89\x24\x4B\x3B\x26\xD6\x45\x27\xC8\x9C\x73\x6D\xDB\x6C\x74\xA7\x3F\x72\x4A\xF5\x49\x9F\x46\x7A\x93\x13\x74\xB8\xA0\xC0\x6C\x50\xDB\x92\xBA\xC7\xAD\x8D\x8B\xBE\xAF\x9C\x7D\xA8\xB9\x14\x14\xEE\xD5\x15\x37\x45\xC5\xFB\xB5\xE9\x98\x2F\x75\xC2\x68\x45\x73\xEE\xD7\x3F\xBF\x6B\x6B\x51\xB2\xCA\x40\x8F\x63\x19\x45\xE3\x9D\x39\x5E\x2B\xB1\x64\xF3\x59\xBD\x14\x6C\x42\xC4\x37\x6C\x57\x6C\xD4\xD7\x4D\x55\x39\xB7\xA6\x7C\x26\x14\xAA\x84\xDC\x4D\x51\x74\xED\x18\xD9\xE5\xA0\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDA\xB2\x40\x46\xBE\xEF\x9A\x0B\x00\xA0\x00\x00\x50\x34\x02\x82\x09\xDC\x00\x1F\x87\x68\x7A\x61\x06\xC4\x01\xD2\x40\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x23\xF1\xDC\xB4\x80\x00\x00\x00\xBC\x8B\x89\x24\x7F\xFF\xFF\xFF\x45\x27\xC8\x9C\x7F\xFF\xFF\xFF\x74\xA7\x3F\x72\x7F\xFF\xFF\xFF\x46\x7A\x93\x13\x7F\xFF\xFF\xFF\x6C\x50\xDB\x92\x80\x00\x00\x00\x8B\xBE\xAF\x9C\x63\x8C\x72\x60\x14\xEE\xD5\x15\x59\xB3\x3D\x44\xB5\xE9\x98\x2F\x7F\xFF\xFF\xFF\x73\xEE\xD7\x3F\x80\x00\x00\x00\xB2\xCA\x40\x8F\x7F\xFF\xFF\xFF\x9D\x39\x5E\x2B\xFC\x94\xB1\xCE\xBD\x14\x6C\x42\x80\x00\x00\x00\x6C\xD4\xD7\x4D\x7F\xFF\xFF\xFF\x7C\x26\x14\xAA\x80\x00\x00\x00\x74\xED\x18\xD9\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xBF\x66\x90\x1F\x40\x00\x00\x00\x40\x00\x00\x00\x20\xD2\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x63\x8C\x72\x60\x7F\xFF\xFF\xFF\x59\xB3\x3D\x44\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5E\x7C\xC9\x7E\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFC\x94\xB1\xCE\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE5\xA0\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4807CAF0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x20000000)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x20000000, 14505)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x1A)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2B77ED33), ('P4rIngress.aggregator.values_v0000.hi', 0x419E91A4)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD5470178), ('P4rIngress.aggregator.values_v0001.hi', 0xC3E35C62)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x59D06316), ('P4rIngress.aggregator.values_v0010.hi', 0x5936C731)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6131E98A), ('P4rIngress.aggregator.values_v0011.hi', 0x54FBA0EA)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xD5B794FF), ('P4rIngress.aggregator.values_v0100.hi', 0x519A91F8)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x61D4BC5F), ('P4rIngress.aggregator.values_v0101.hi', 0xEE7F18CF)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6FEF9F0D), ('P4rIngress.aggregator.values_v0110.hi', 0x55DC4171)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7C14478C), ('P4rIngress.aggregator.values_v0111.hi', 0x59A8E556)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x42AB8110), ('P4rIngress.aggregator.values_v1000.hi', 0x6D7BE2DA)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x137136DF), ('P4rIngress.aggregator.values_v1001.hi', 0xACF50494)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xD0BDDA94), ('P4rIngress.aggregator.values_v1010.hi', 0x44AFBBB6)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xC3BCA4A9), ('P4rIngress.aggregator.values_v1011.hi', 0xBBEDEF7B)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x5B7BDB6C), ('P4rIngress.aggregator.values_v1100.hi', 0xC5924B0B)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4953A575), ('P4rIngress.aggregator.values_v1101.hi', 0xAD1B68AE)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xDA2454D9), ('P4rIngress.aggregator.values_v1110.hi', 0x659B6FC4)], 14505)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5EEDA2C3), ('P4rIngress.aggregator.values_v1111.hi', 0x59C93957)], 14505)
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
                gc.KeyTuple('job_id', 0x765A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FDC),
                gc.DataTuple('slot_count', 0x00000DF2),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5FB1CECC),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0x837C6172),
                gc.KeyTuple('src_port', 0x3FC6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x765A),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x00B4),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\x7C\x61\x72\x00\x00\x00\x00\x3F\xC6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x76\x5A\x00\x1F\x5F\xB1\xCE\xCC\x08\xCD\x05\x99\x20\x00\x00\x00\x00\x20\x00\x00\x66\xAC\x7A\xDD\x65\x48\xF4\x3F\x8D\x7E\x0D\xA3\xB3\xE7\x9A\x0E\x37\xAF\x65\x9B\x4D\xC4\x62\x39\x51\xC4\x29\x91\x7E\xB9\x1E\xC3\x3B\xF7\xFF\x04\x32\x8B\x9A\xFD\x28\xB6\x1A\x0D\x89\x0F\x6B\x39\x45\xAF\xC8\xBA\x54\x59\xD7\x29\x7D\xB2\xF7\x96\x63\x61\x86\xAE\x4A\x2B\x76\x39\xA6\x7D\x58\x5F\x72\xE1\x2C\xE6\xB1\x5D\xA9\xCE\x39\xA1\x60\x0E\x63\xF3\x99\x26\xB1\x84\x54\x41\x3E\x65\xDD\x49\xEC\x9B\x98\x68\x35\x9A\x99\x21\x6F\x4D\xCC\x75\xAF\x55\xE8\x8A\x87\xB5\xF3\xBF\x20\xDB\x47\xE7\x95\xA4\x65\xDB\x97\xEE\xF8\xE5\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x83\x7C\x61\x72\xBE\xEF\x3F\xC6\x00\xA0\x00\x00\x50\x34\x02\x82\x76\x5A\x00\x1F\x5F\xB1\xCE\xCC\x08\xCD\x01\x99\x20\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x65\x48\xF4\x3F\x80\x00\x00\x00\xB3\xE7\x9A\x0E\x7F\xFF\xFF\xFF\x4D\xC4\x62\x39\x7F\xFF\xFF\xFF\x7E\xB9\x1E\xC3\x11\xAF\x94\x03\x32\x8B\x9A\xFD\x7F\xFF\xFF\xFF\x89\x0F\x6B\x39\x7F\xFF\xFF\xFF\x54\x59\xD7\x29\x7F\xFF\xFF\xFF\x63\x61\x86\xAE\x7F\xFF\xFF\xFF\xA6\x7D\x58\x5F\x7F\xFF\xFF\xFF\xB1\x5D\xA9\xCE\x0A\x5F\x3A\xA2\x63\xF3\x99\x26\x80\x00\x00\x00\x3E\x65\xDD\x49\x48\x17\x73\xD4\x35\x9A\x99\x21\x7F\xFF\xFF\xFF\xAF\x55\xE8\x8A\x80\x00\x00\x00\x20\xDB\x47\xE7\xF4\x92\x08\x9E\x97\xEE\xF8\xE5\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC8\x07\xCA\xF0\x20\x00\x00\x00\x20\x00\x00\x00\x20\x99\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x11\xAF\x94\x03\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x13\xF9\x3B\x39\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0A\x5F\x3A\xA2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFA\x53\xCC\xC4\x48\x17\x73\xD4\xFB\x2C\xE4\x2C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF4\x92\x08\x9E\xF1\xB8\x32\x3C\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x312917D8), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 9348)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x6A)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x437478AD), ('P4rIngress.aggregator.values_v0000.hi', 0x67A933A1)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x8AA98B29), ('P4rIngress.aggregator.values_v0001.hi', 0x89D916BE)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x61FBF2BB), ('P4rIngress.aggregator.values_v0010.hi', 0x4CE8D62F)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5EDBF148), ('P4rIngress.aggregator.values_v0011.hi', 0x40C3B44D)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x477A643E), ('P4rIngress.aggregator.values_v0100.hi', 0x465B4823)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6CE4E13C), ('P4rIngress.aggregator.values_v0101.hi', 0x791C559F)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x844C4873), ('P4rIngress.aggregator.values_v0110.hi', 0x92EF9D03)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xAE355438), ('P4rIngress.aggregator.values_v0111.hi', 0x531AE787)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x9E1C7AD4), ('P4rIngress.aggregator.values_v1000.hi', 0xAFD24BD8)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x57297CCF), ('P4rIngress.aggregator.values_v1001.hi', 0x59BD367C)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9AAEA62D), ('P4rIngress.aggregator.values_v1010.hi', 0xB94F989F)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x2A244CC5), ('P4rIngress.aggregator.values_v1011.hi', 0xA062A20D)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xFD5CB9D1), ('P4rIngress.aggregator.values_v1100.hi', 0xCADFCD45)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x810BA3E1), ('P4rIngress.aggregator.values_v1101.hi', 0x61EEEF5E)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7A1F05F2), ('P4rIngress.aggregator.values_v1110.hi', 0xC47A972E)], 9348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x8430DDC9), ('P4rIngress.aggregator.values_v1111.hi', 0x3F93788E)], 9348)
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
                gc.KeyTuple('job_id', 0x02DC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000041B),
                gc.DataTuple('slot_count', 0x00000F6C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4E905A05),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x3776B8C4),
                gc.KeyTuple('src_port', 0xC0BF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x02DC),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x018C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x37\x76\xB8\xC4\x00\x00\x00\x00\xC0\xBF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x02\xDC\x00\x1F\x4E\x90\x5A\x05\x00\x69\x01\xC5\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x50\xC0\x8E\x35\x49\x5F\x15\x5D\x9A\x80\x55\x76\xA6\xBA\x3D\x49\x5D\x1B\x5C\x2C\x62\x7E\x2E\xA3\x46\xFB\x7A\x6E\x45\xA6\x46\xCA\x4C\x3C\x55\xBF\x67\x8E\x00\x27\x4E\xC9\x55\xCD\x6A\x66\x3B\xE5\x82\x45\xEF\x49\xAF\x21\x2B\x5D\x3E\xB3\xAC\xF3\x6B\x93\xEB\x8D\x53\xCE\xD2\x96\x93\x5C\x5B\x97\x56\x55\xC3\xC2\xCF\xB5\x51\xAF\xDC\xD0\x27\x16\xB4\x7D\x98\x1B\x77\xAD\x19\xD7\xAB\x4B\xEF\x95\x2F\x4A\xBC\xBB\x98\xFB\xD5\x79\xAF\x2D\xD2\x2D\x6F\xC8\xEE\x51\x58\x6B\xE1\x3D\xC0\x13\xED\x9C\xEF\x75\xD5\xAB\x60\x16\x7F\x47\xFF\x5B\x2D\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x37\x76\xB8\xC4\xBE\xEF\xC0\xBF\x00\xA0\x00\x00\x50\x34\x02\x82\x02\xDC\x00\x1F\x4E\x90\x5A\x05\x00\x69\x01\xC5\xFF\xFF\xFF\xFF\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x49\x5F\x15\x5D\x80\x00\x00\x00\xA6\xBA\x3D\x49\x7F\xFF\xFF\xFF\x62\x7E\x2E\xA3\x7F\xFF\xFF\xFF\x45\xA6\x46\xCA\x7F\xFF\xFF\xFF\x67\x8E\x00\x27\x7F\xFF\xFF\xFF\x6A\x66\x3B\xE5\x80\x00\x00\x00\xAF\x21\x2B\x5D\xEC\xE9\x01\x2B\x6B\x93\xEB\x8D\xF1\xEB\x4D\x6A\x93\x5C\x5B\x97\x7F\xFF\xFF\xFF\xCF\xB5\x51\xAF\x80\x00\x00\x00\xB4\x7D\x98\x1B\x7F\xFF\xFF\xFF\xAB\x4B\xEF\x95\x2C\xA7\x76\x8C\x98\xFB\xD5\x79\x80\x00\x00\x00\x6F\xC8\xEE\x51\x7F\xFF\xFF\xFF\xC0\x13\xED\x9C\x80\x00\x00\x00\x60\x16\x7F\x47\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB1\x29\x17\xD8\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x20\xC5\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xEC\xE9\x01\x2B\x7F\xFF\xFF\xFF\xF1\xEB\x4D\x6A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x29\x72\x88\x2B\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2C\xA7\x76\x8C\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x84\x8E\x84\xCA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFF\x5B\x2D\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x230E751C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x74176341)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x74176341, 13075)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x59)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x75CA680B), ('P4rIngress.aggregator.values_v0000.hi', 0x0A0DADB2)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB46CE7E2), ('P4rIngress.aggregator.values_v0001.hi', 0xC317564A)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x12619321), ('P4rIngress.aggregator.values_v0010.hi', 0x53568EEE)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x531FD1E1), ('P4rIngress.aggregator.values_v0011.hi', 0x757EE15B)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x047CFE6C), ('P4rIngress.aggregator.values_v0100.hi', 0x4F0FF179)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5B73B04E), ('P4rIngress.aggregator.values_v0101.hi', 0xB946D6C1)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x64ADCC7F), ('P4rIngress.aggregator.values_v0110.hi', 0x3D0DB807)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4CEF34F2), ('P4rIngress.aggregator.values_v0111.hi', 0x4DACA2DD)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7A068562), ('P4rIngress.aggregator.values_v1000.hi', 0xD99CC3E5)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5DF0C625), ('P4rIngress.aggregator.values_v1001.hi', 0xEA23146F)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x15B74F1B), ('P4rIngress.aggregator.values_v1010.hi', 0x64AA5864)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xA5AB7473), ('P4rIngress.aggregator.values_v1011.hi', 0x80000000)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x631177DD), ('P4rIngress.aggregator.values_v1100.hi', 0x3DA41D37)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6C560A37), ('P4rIngress.aggregator.values_v1101.hi', 0x99BBBA99)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x81DDAC5C), ('P4rIngress.aggregator.values_v1110.hi', 0x79E343AE)], 13075)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x3CB6D673), ('P4rIngress.aggregator.values_v1111.hi', 0xA84D6F16)], 13075)
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
                gc.KeyTuple('job_id', 0xCFFC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000009F8),
                gc.DataTuple('slot_count', 0x00000F37),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6ED95294),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x7E4321B2),
                gc.KeyTuple('src_port', 0x6F4E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCFFC),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0125),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7E\x43\x21\xB2\x00\x00\x00\x00\x6F\x4E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCF\xFC\x00\x1F\x6E\xD9\x52\x94\x09\x1B\x01\xAD\x74\x17\x63\x41\x00\x20\x00\x00\x36\xDA\xA1\x9E\x79\x3F\x20\x9F\xC6\xEF\x6C\x3F\xA7\x2E\x37\xFD\x7A\xED\x36\x62\x3A\x6C\xBF\x24\x5F\x39\xC5\x9E\x45\x38\x4D\xE1\x92\xF4\xB8\xCD\x66\x26\x5C\xA0\x3A\xCB\xC7\x9F\xB5\xFA\xCC\xF0\x5C\x9A\x54\x40\x5C\xB0\x99\xAB\x48\x85\xFD\xAA\x66\x0F\xE9\xBB\x5A\xF3\x75\xDA\x6A\x56\xF9\x05\x5C\xD8\x3F\x70\x8A\x65\x33\xE6\x22\x91\x32\xB6\x66\x9A\xB6\x5B\x9F\xA5\x5C\xF2\x74\x09\x27\xDE\xA1\xD3\xBA\xF5\xC1\x4C\xC4\x7D\x19\xED\xE9\x57\xA8\xBA\xC7\xA5\x9D\x8A\xA6\xBC\x21\xEF\xE2\x53\x20\x83\x86\x4B\xD4\x4C\xDB\x6C\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7E\x43\x21\xB2\xBE\xEF\x6F\x4E\x00\xA0\x00\x00\x50\x34\x02\x82\xCF\xFC\x00\x1F\x6E\xD9\x52\x94\x09\x1B\x01\xAD\x74\x17\x63\x41\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x79\x3F\x20\x9F\x80\x00\x00\x00\xA7\x2E\x37\xFD\x7F\xFF\xFF\xFF\x3A\x6C\xBF\x24\x7F\xFF\xFF\xFF\x45\x38\x4D\xE1\x97\x71\xB7\x39\x66\x26\x5C\xA0\x7F\xFF\xFF\xFF\xB5\xFA\xCC\xF0\x7F\xFF\xFF\xFF\x5C\xB0\x99\xAB\x7F\xFF\xFF\xFF\x66\x0F\xE9\xBB\x7F\xFF\xFF\xFF\x6A\x56\xF9\x05\x7F\xFF\xFF\xFF\x8A\x65\x33\xE6\x38\x48\x81\xD1\x66\x9A\xB6\x5B\x80\x00\x00\x00\x74\x09\x27\xDE\x04\xE5\x32\xD2\xC1\x4C\xC4\x7D\x7F\xFF\xFF\xFF\xA8\xBA\xC7\xA5\x80\x00\x00\x00\x21\xEF\xE2\x53\x5D\x3A\x5C\xBE\xD4\x4C\xDB\x6C\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA3\x0E\x75\x1C\x74\x17\x63\x41\x74\x17\x63\x41\x20\xAD\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x97\x71\xB7\x39\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x43\xF3\xBC\xEA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x38\x48\x81\xD1\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF4\x09\x27\xDE\x04\xE5\x32\xD2\xFE\xF0\xE1\xB4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5D\x3A\x5C\xBE\x80\x00\x00\x00\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x30A84E04), ('P4rIngress.aggregator.bitmap_seq.seq', 0x72EFFE30)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x72EFFE30, 13923)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xB4)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x45D55311), ('P4rIngress.aggregator.values_v0000.hi', 0x6B8C9631)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB6385E5F), ('P4rIngress.aggregator.values_v0001.hi', 0xA10749CC)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x794F665B), ('P4rIngress.aggregator.values_v0010.hi', 0x6B1A7425)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6278F4ED), ('P4rIngress.aggregator.values_v0011.hi', 0x5F1DD211)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x515C54F6), ('P4rIngress.aggregator.values_v0100.hi', 0x4F6D02C3)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5917EF60), ('P4rIngress.aggregator.values_v0101.hi', 0x5C6BA0D1)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xB59A708E), ('P4rIngress.aggregator.values_v0110.hi', 0x9AD9A8BF)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x20305288), ('P4rIngress.aggregator.values_v0111.hi', 0x62A7D6F7)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xCE96BEB3), ('P4rIngress.aggregator.values_v1000.hi', 0xC86690BB)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x2EB91827), ('P4rIngress.aggregator.values_v1001.hi', 0xABBBAACD)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB2F26571), ('P4rIngress.aggregator.values_v1010.hi', 0x949E1471)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x67184C81), ('P4rIngress.aggregator.values_v1011.hi', 0x8BF75AA5)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xE6816DC2), ('P4rIngress.aggregator.values_v1100.hi', 0x9770A298)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xBEE5B592), ('P4rIngress.aggregator.values_v1101.hi', 0x6F6D93D5)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x2A8AAEB1), ('P4rIngress.aggregator.values_v1110.hi', 0x6B57DAE9)], 13923)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xCF736D23), ('P4rIngress.aggregator.values_v1111.hi', 0x73653793)], 13923)
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
                gc.KeyTuple('job_id', 0x4A0F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AFA),
                gc.DataTuple('slot_count', 0x00000E08),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4BA5F284),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x98EBD984),
                gc.KeyTuple('src_port', 0x427E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4A0F),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0051),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x98\xEB\xD9\x84\x00\x00\x00\x00\x42\x7E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4A\x0F\x00\x1F\x4B\xA5\xF2\x84\x0B\x69\x07\xCB\x72\xEF\xFE\x30\x00\x20\x00\x00\x4D\x87\x49\x70\x15\x0A\xB1\x43\x97\x72\x90\xC9\xB1\xCB\x5A\x4F\x43\x5F\xC9\x6D\x39\x6C\x55\xB5\x4E\x6A\x62\x8F\x36\xEA\xF8\x3B\x5F\xC9\x5E\x3D\x32\x8D\xB7\x24\x2C\x50\xA3\x61\x5D\x62\xB9\xC0\x97\xEE\xED\xA5\xB6\xD4\xA8\xC1\xA4\x67\x2E\x3C\x40\xB4\xE2\x83\xF2\x7B\x62\xBB\xB3\x64\x6D\xA8\x78\x69\x0C\xAD\x2E\x3F\xBB\x7D\x8C\xEF\x7A\x7B\x83\x3A\xB6\xAB\x57\xF0\x3E\x2A\xE4\xE2\x94\x1B\x39\x3F\x40\xD1\xC9\xEF\x0D\x6E\x96\xD8\x99\x1F\xC5\x63\x0F\xDB\x60\xB7\x32\xC5\xEA\x9C\xDF\x5B\x34\x1C\x89\x75\x35\x04\x7D\x95\x6C\xF2\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x98\xEB\xD9\x84\xBE\xEF\x42\x7E\x00\xA0\x00\x00\x50\x34\x02\x82\x4A\x0F\x00\x1F\x4B\xA5\xF2\x84\x0B\x69\x01\xCB\x72\xEF\xFE\x30\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x15\x0A\xB1\x43\x80\x00\x00\x00\xB1\xCB\x5A\x4F\x7F\xFF\xFF\xFF\x39\x6C\x55\xB5\x7F\xFF\xFF\xFF\x36\xEA\xF8\x3B\x7F\xFF\xFF\xFF\x32\x8D\xB7\x24\x7F\xFF\xFF\xFF\x5D\x62\xB9\xC0\x80\x00\x00\x00\xB6\xD4\xA8\xC1\xC4\x97\x80\xC4\x40\xB4\xE2\x83\xC1\x12\x21\x6E\xB3\x64\x6D\xA8\x7F\xFF\xFF\xFF\x2E\x3F\xBB\x7D\x80\x00\x00\x00\x83\x3A\xB6\xAB\x7F\xFF\xFF\xFF\xE4\xE2\x94\x1B\x1F\xC0\xAE\x93\xC9\xEF\x0D\x6E\x80\x00\x00\x00\xC5\x63\x0F\xDB\x7F\xFF\xFF\xFF\xEA\x9C\xDF\x5B\x03\x8F\xF6\x98\x35\x04\x7D\x95\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB0\xA8\x4E\x04\x72\xEF\xFE\x30\x72\xEF\xFE\x30\x20\xCB\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xC4\x97\x80\xC4\x7F\xFF\xFF\xFF\xC1\x12\x21\x6E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD9\xFB\x66\x4A\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1F\xC0\xAE\x93\x80\x00\x00\x00\x80\x00\x00\x00\x34\xD0\xA3\xB0\x7F\xFF\xFF\xFF\x55\xF4\xBA\x44\x03\x8F\xF6\x98\x7F\xFF\xFF\xFF\x6C\xF2\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x79D93ECC), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE3D0AB50)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE3D0AB50, 13922)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x39)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4D890F13), ('P4rIngress.aggregator.values_v0000.hi', 0x67C49457)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x9F46433E), ('P4rIngress.aggregator.values_v0001.hi', 0xBE9FD149)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5AAD57BE), ('P4rIngress.aggregator.values_v0010.hi', 0x2991E893)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7152E84B), ('P4rIngress.aggregator.values_v0011.hi', 0x62217123)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7A269003), ('P4rIngress.aggregator.values_v0100.hi', 0x6A03DA4A)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4643CB99), ('P4rIngress.aggregator.values_v0101.hi', 0x4738B4AA)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xCEA16BE8), ('P4rIngress.aggregator.values_v0110.hi', 0x9333DC92)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x1BE5179A), ('P4rIngress.aggregator.values_v0111.hi', 0x2A6242EE)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x09F694A7), ('P4rIngress.aggregator.values_v1000.hi', 0xC9FC9529)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x573185A1), ('P4rIngress.aggregator.values_v1001.hi', 0x5290CF5E)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x921A3B89), ('P4rIngress.aggregator.values_v1010.hi', 0xA62E1671)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7464265B), ('P4rIngress.aggregator.values_v1011.hi', 0x93EB6413)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x6B9E36BB)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x55BC2A83), ('P4rIngress.aggregator.values_v1101.hi', 0xA44582D4)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x36BA1FF6), ('P4rIngress.aggregator.values_v1110.hi', 0x6B989CD2)], 13922)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x0ADB55DC), ('P4rIngress.aggregator.values_v1111.hi', 0x1A084B31)], 13922)
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
                gc.KeyTuple('job_id', 0xA0E5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000480),
                gc.DataTuple('slot_count', 0x00001B4F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x70891E0A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x30A72898),
                gc.KeyTuple('src_port', 0xA7D0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA0E5),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x01FB),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x30\xA7\x28\x98\x00\x00\x00\x00\xA7\xD0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA0\xE5\x00\x1F\x70\x89\x1E\x0A\x11\xE2\x05\x93\xE3\xD0\xAB\x50\x00\x20\x00\x00\x67\xF3\x98\x73\x3F\x76\x75\xC5\x83\xF6\x12\xBB\x9A\x0F\x92\x7B\x4B\x69\x71\x19\x69\xEA\x1C\xEC\x29\x72\xA8\x6F\x4D\x61\x2A\xF5\x23\x07\x28\x13\x1A\xD3\x4B\x86\x6B\xD4\x61\xD8\x60\xDB\xD6\x3B\x88\xD7\x9A\x73\xE5\x67\x77\xD4\x5A\x04\xF4\xB1\x60\x39\x06\xAA\xFD\x64\x77\xDB\x8F\xDD\xBD\x6E\x7F\x67\x10\xEA\xAF\x77\xB6\xFB\x9A\x87\x1C\xA7\x82\x66\x38\x79\x6D\x23\xFF\xCB\xE9\x62\xA4\x32\x80\x00\x00\x00\x13\xD7\x9D\x89\x62\x1A\xE1\xBB\x9B\xC9\x56\x73\xA2\xB8\xC8\x06\x33\xDD\xD5\x56\x4C\xDC\x5B\x34\x95\xFE\xE2\x86\x26\x72\x72\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x30\xA7\x28\x98\xBE\xEF\xA7\xD0\x00\xA0\x00\x00\x50\x34\x02\x82\xA0\xE5\x00\x1F\x70\x89\x1E\x0A\x11\xE2\x01\x93\xE3\xD0\xAB\x50\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x3F\x76\x75\xC5\x80\x00\x00\x00\x9A\x0F\x92\x7B\x7F\xFF\xFF\xFF\x69\xEA\x1C\xEC\x7F\xFF\xFF\xFF\x4D\x61\x2A\xF5\x7F\xFF\xFF\xFF\x1A\xD3\x4B\x86\x7F\xFF\xFF\xFF\x60\xDB\xD6\x3B\x80\x00\x00\x00\xE5\x67\x77\xD4\x75\xEA\x0C\x4B\x60\x39\x06\xAA\x07\x5B\x0C\x82\x8F\xDD\xBD\x6E\x7F\xFF\xFF\xFF\xAF\x77\xB6\xFB\x80\x00\x00\x00\x82\x66\x38\x79\x7F\xFF\xFF\xFF\xE9\x62\xA4\x32\x80\x00\x00\x00\x13\xD7\x9D\x89\x7F\xFF\xFF\xFF\x9B\xC9\x56\x73\xD9\x72\xE7\xFC\x33\xDD\xD5\x56\x57\xB7\xB1\x10\x95\xFE\xE2\x86\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF9\xD9\x3E\xCC\xE3\xD0\xAB\x50\xE3\xD0\xAB\x50\x20\x93\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x75\xEA\x0C\x4B\x7F\xFF\xFF\xFF\x07\x5B\x0C\x82\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x02\x08\x86\x59\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\x75\xD4\x44\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD9\x72\xE7\xFC\x7F\xFF\xFF\xFF\x57\xB7\xB1\x10\xB0\x07\x2D\xB7\x26\x72\x72\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x01B1A021), ('P4rIngress.aggregator.bitmap_seq.seq', 0x14000000)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x14000000, 12059)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x05)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x512A7158), ('P4rIngress.aggregator.values_v0000.hi', 0x612E9B3E)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xD59822D0), ('P4rIngress.aggregator.values_v0001.hi', 0xC2DA0C9D)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x652EB817), ('P4rIngress.aggregator.values_v0010.hi', 0x6C6EBDAF)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x630AFB45), ('P4rIngress.aggregator.values_v0011.hi', 0x6DCA8BE2)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4D22AE2B), ('P4rIngress.aggregator.values_v0100.hi', 0xB327FBF7)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xB51AECA1), ('P4rIngress.aggregator.values_v0101.hi', 0xB2B33897)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xB49D4446), ('P4rIngress.aggregator.values_v0110.hi', 0x4B18BAE5)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4ED26747), ('P4rIngress.aggregator.values_v0111.hi', 0x4A7199D8)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7D29868E), ('P4rIngress.aggregator.values_v1000.hi', 0x9ED6BDF8)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xCC2A9BAB), ('P4rIngress.aggregator.values_v1001.hi', 0x4BAB8D52)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x56A51EB4), ('P4rIngress.aggregator.values_v1010.hi', 0x44F4F099)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x31F3A990), ('P4rIngress.aggregator.values_v1011.hi', 0xBDAA65EC)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x321F3B45), ('P4rIngress.aggregator.values_v1100.hi', 0x4D38658C)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x67854C70), ('P4rIngress.aggregator.values_v1101.hi', 0x33EAA169)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4C1F176C), ('P4rIngress.aggregator.values_v1110.hi', 0x53632449)], 12059)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x95A7F6E2), ('P4rIngress.aggregator.values_v1111.hi', 0x851DA01C)], 12059)
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
                gc.KeyTuple('job_id', 0x101D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004C5),
                gc.DataTuple('slot_count', 0x0000156F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDAAD090B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x14D4F375),
                gc.KeyTuple('src_port', 0x46B9),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x101D),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0083),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x14\xD4\xF3\x75\x00\x00\x00\x00\x46\xB9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x10\x1D\x00\x1F\xDA\xAD\x09\x0B\x0A\x56\x07\x72\x14\x00\x00\x00\x00\x20\x00\x00\x6F\x07\xEA\x5D\x39\x8F\x30\x3D\x93\xD7\x28\x58\xA5\x9D\x1D\xCE\x4D\xBE\xA6\x3F\x4D\x7A\x11\x4E\x49\x4A\x9A\x63\x4C\x19\xEA\xD7\x62\x3E\x8D\x69\x93\x2E\x05\xC3\x17\x16\xBA\xB7\x1A\x9C\x41\xAE\xC9\x57\x2D\x08\x5B\x7A\xBA\x5F\x54\xC2\xE4\x6D\x42\xEC\xBA\xA7\x58\x79\x9E\x24\xA6\x49\x83\xB4\x55\x77\xDF\xEA\x60\x6E\x98\x13\x40\xA1\x55\xC8\x5D\x96\x3A\xAD\x9C\x30\xC9\xAF\x37\xAA\xF5\x2B\x4F\xD4\xBD\x76\x56\x89\x05\xE8\x29\xD1\xC9\x12\x5B\x0A\xAF\x47\x7C\x59\x64\x45\x55\x6F\x47\x03\xD8\x36\xD2\x52\x99\xFB\x56\x76\x48\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x14\xD4\xF3\x75\xBE\xEF\x46\xB9\x00\xA0\x00\x00\x50\x34\x02\x82\x10\x1D\x00\x1F\xDA\xAD\x09\x0B\x0A\x56\x01\x72\x14\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x39\x8F\x30\x3D\x80\x00\x00\x00\xA5\x9D\x1D\xCE\x7F\xFF\xFF\xFF\x4D\x7A\x11\x4E\x7F\xFF\xFF\xFF\x4C\x19\xEA\xD7\x7F\xFF\xFF\xFF\x93\x2E\x05\xC3\xCC\x31\xA7\x58\x1A\x9C\x41\xAE\x80\x00\x00\x00\x5B\x7A\xBA\x5F\x7F\xFF\xFF\xFF\x42\xEC\xBA\xA7\x7F\xFF\xFF\xFF\xA6\x49\x83\xB4\x21\xA2\x7B\x95\x60\x6E\x98\x13\x7F\xFF\xFF\xFF\x5D\x96\x3A\xAD\xCE\x24\x73\x3F\x37\xAA\xF5\x2B\x7F\xFF\xFF\xFF\x56\x89\x05\xE8\x7F\xFF\xFF\xFF\x5B\x0A\xAF\x47\x7F\xFF\xFF\xFF\x55\x6F\x47\x03\x80\x00\x00\x00\x99\xFB\x56\x76\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x81\xB1\xA0\x21\x14\x00\x00\x00\x14\x00\x00\x00\x20\x72\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCC\x31\xA7\x58\xCD\x4F\x7A\x45\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x21\xA2\x7B\x95\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\x24\x73\x3F\xF5\x55\x5B\x17\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x48\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x52484754), ('P4rIngress.aggregator.bitmap_seq.seq', 0x13F64131)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x13F64131, 12460)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x15)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x44650D20), ('P4rIngress.aggregator.values_v0000.hi', 0x581BB31E)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xC96EB653), ('P4rIngress.aggregator.values_v0001.hi', 0x9A679F2A)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x676BA1C5), ('P4rIngress.aggregator.values_v0010.hi', 0x468D5264)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6BE4A655), ('P4rIngress.aggregator.values_v0011.hi', 0x4B048464)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7483199E), ('P4rIngress.aggregator.values_v0100.hi', 0x9B797119)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6DD5F742), ('P4rIngress.aggregator.values_v0101.hi', 0xC27561C9)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xDF531DEE), ('P4rIngress.aggregator.values_v0110.hi', 0x4B9EBF2B)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x595F2B45), ('P4rIngress.aggregator.values_v0111.hi', 0x74965033)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x775BF1E9), ('P4rIngress.aggregator.values_v1000.hi', 0x41FEEC4E)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xA5B2FC99), ('P4rIngress.aggregator.values_v1001.hi', 0xCAD4FC97)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x70F9F487), ('P4rIngress.aggregator.values_v1010.hi', 0x4ACB5847)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x711B9CF8), ('P4rIngress.aggregator.values_v1011.hi', 0x80000000)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4DC8D8C1), ('P4rIngress.aggregator.values_v1100.hi', 0x4CE2A2A7)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x290ACC9D), ('P4rIngress.aggregator.values_v1101.hi', 0x7E17C9C1)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x920E6B71), ('P4rIngress.aggregator.values_v1110.hi', 0x582C0B57)], 12460)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x3C3B28D1), ('P4rIngress.aggregator.values_v1111.hi', 0x5A215994)], 12460)
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
                gc.KeyTuple('job_id', 0xD2B3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000057D),
                gc.DataTuple('slot_count', 0x00001161),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF05AAAB4),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x7DCA2F5B),
                gc.KeyTuple('src_port', 0x3E91),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD2B3),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x014C),
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7D\xCA\x2F\x5B\x00\x00\x00\x00\x3E\x91\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD2\xB3\x00\x1F\xF0\x5A\xAA\xB4\x0B\x2F\x07\x89\x13\xF6\x41\x31\x00\x20\x00\x00\x3F\xE9\x59\x05\x5B\xF6\x39\xBB\xAD\x8C\xC4\x72\xBC\xEF\xD0\xA2\x51\x4F\x31\xE5\x66\xB4\x97\xA6\x67\x52\x31\xB6\x6A\x73\xF2\x20\x42\x4F\x94\xC3\xAF\x3B\x5E\xA6\xCF\xD7\xE7\xE9\x6B\x7D\xC7\xA5\x84\x36\x1F\x47\x54\x3E\x22\x4D\x5B\x73\xC9\xAF\x76\x1A\xEE\xE2\x0B\xE4\xAD\xB3\x74\x56\xC6\xCF\xC2\x30\x9A\x89\x8A\x3A\xA7\x53\x67\x6A\xCC\x73\x5E\xDB\x74\x0F\x15\x59\x5D\xD3\x00\x00\x00\x00\x68\x98\x59\x45\x3D\x8E\x76\x23\x58\xEE\x55\xBC\x09\xE5\xB3\xAF\xE1\x67\x2A\x5D\x55\x84\xF1\x10\x45\x85\x28\x9E\x3D\x87\xFF\x33\x11\x46\xFB\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7D\xCA\x2F\x5B\xBE\xEF\x3E\x91\x00\xA0\x00\x00\x50\x34\x02\x82\xD2\xB3\x00\x1F\xF0\x5A\xAA\xB4\x0B\x2F\x01\x89\x13\xF6\x41\x31\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x5B\xF6\x39\xBB\x80\x00\x00\x00\xBC\xEF\xD0\xA2\x7F\xFF\xFF\xFF\x66\xB4\x97\xA6\x7F\xFF\xFF\xFF\x6A\x73\xF2\x20\x7F\xFF\xFF\xFF\xAF\x3B\x5E\xA6\x3D\xAD\xDF\x2B\x6B\x7D\xC7\xA5\x80\x00\x00\x00\x54\x3E\x22\x4D\x7F\xFF\xFF\xFF\x76\x1A\xEE\xE2\x7F\xFF\xFF\xFF\x74\x56\xC6\xCF\x80\x00\x00\x00\x8A\x3A\xA7\x53\x7F\xFF\xFF\xFF\x5E\xDB\x74\x0F\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x3D\x8E\x76\x23\x7F\xFF\xFF\xFF\x09\xE5\xB3\xAF\x80\x00\x00\x00\x55\x84\xF1\x10\x7F\xFF\xFF\xFF\x3D\x87\xFF\x33\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD2\x48\x47\x54\x13\xF6\x41\x31\x13\xF6\x41\x31\x20\x89\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3D\xAD\xDF\x2B\x2D\xF3\x29\x6E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x11\x46\xFB\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x22D2938E), ('P4rIngress.aggregator.bitmap_seq.seq', 0x60000000)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x60000000, 8785)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x26)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x590C364B), ('P4rIngress.aggregator.values_v0000.hi', 0x2F511539)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x9EE63E3E), ('P4rIngress.aggregator.values_v0001.hi', 0xBF85DE62)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4A7DB19B), ('P4rIngress.aggregator.values_v0010.hi', 0x1F01FBE3)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x778D9A34), ('P4rIngress.aggregator.values_v0011.hi', 0x2E916C3C)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x56410A65), ('P4rIngress.aggregator.values_v0100.hi', 0xCA41AFD8)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x0AEDEB24), ('P4rIngress.aggregator.values_v0101.hi', 0xEE171A62)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xABBAE1BD), ('P4rIngress.aggregator.values_v0110.hi', 0x65BC7A30)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x542753C5), ('P4rIngress.aggregator.values_v0111.hi', 0x4499C234)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6C5690CF), ('P4rIngress.aggregator.values_v1000.hi', 0x806B59DB)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7EA4964B), ('P4rIngress.aggregator.values_v1001.hi', 0xAF6DD8A8)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x2DB39EB7), ('P4rIngress.aggregator.values_v1010.hi', 0xDD6638EB)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x1BBAB975), ('P4rIngress.aggregator.values_v1011.hi', 0x73877BEB)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x9288711A), ('P4rIngress.aggregator.values_v1100.hi', 0x668B5BA5)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4553B877), ('P4rIngress.aggregator.values_v1101.hi', 0x65C46AA2)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6B73B18F), ('P4rIngress.aggregator.values_v1110.hi', 0x497442D4)], 8785)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x319327E7), ('P4rIngress.aggregator.values_v1111.hi', 0x9816F73F)], 8785)
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
                gc.KeyTuple('job_id', 0x1C49),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000251),
                gc.DataTuple('slot_count', 0x00000AF7),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5CC25681),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x9F8447EA),
                gc.KeyTuple('src_port', 0xBA7B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1C49),
                gc.DataTuple('rank', 0x001F),
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9F\x84\x47\xEA\x00\x00\x00\x00\xBA\x7B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1C\x49\x00\x1F\x5C\xC2\x56\x81\x00\x00\x05\x43\x60\x00\x00\x00\x00\x20\x00\x00\x29\xA6\x83\x98\x69\xB1\xDD\xAD\x9B\x14\x54\x9A\xB3\xAA\x4C\x33\x53\x0F\x21\xE3\x65\x36\xE8\x21\x5B\xF4\x7D\xD5\x66\xAD\x15\x07\x43\xF7\xB4\x8C\xA6\xEF\xBD\xDD\xDC\x20\xA2\x5C\xC4\x11\x6E\x38\x8F\x27\x35\x25\x59\xDE\x3D\x94\x31\x9B\xB9\x7D\x47\x1E\xB3\x78\x3E\xDD\x7A\x41\xE0\xED\x52\xC5\x3B\x5D\x35\x45\xC9\xEC\x35\xA0\x52\x8A\x1C\x56\x4E\x25\x13\xE8\x72\xE9\x93\x99\xBE\xED\x64\x65\xD5\x8D\x72\x52\x34\x4B\x59\x3F\x65\x9C\xAC\xAD\x23\xAD\x9D\xC1\x2F\x45\x9D\x29\x4B\x26\x7F\x86\x68\x75\x64\x69\x91\x72\x47\xB0\x9A\xB3\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9F\x84\x47\xEA\xBE\xEF\xBA\x7B\x00\xA0\x00\x00\x50\x34\x02\x82\x1C\x49\x00\x1F\x5C\xC2\x56\x81\x00\x00\x01\x43\x60\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x69\xB1\xDD\xAD\x80\x00\x00\x00\xB3\xAA\x4C\x33\x7F\xFF\xFF\xFF\x65\x36\xE8\x21\x7F\xFF\xFF\xFF\x66\xAD\x15\x07\x7F\xFF\xFF\xFF\xA6\xEF\xBD\xDD\xE7\x0E\x8D\x80\xC4\x11\x6E\x38\x80\x00\x00\x00\x59\xDE\x3D\x94\x7F\xFF\xFF\xFF\x47\x1E\xB3\x78\x7F\xFF\xFF\xFF\xE0\xED\x52\xC5\x7F\xFF\xFF\xFF\xC9\xEC\x35\xA0\x7F\xFF\xFF\xFF\x4E\x25\x13\xE8\x7F\xFF\xFF\xFF\xBE\xED\x64\x65\x80\x00\x00\x00\x34\x4B\x59\x3F\x7F\xFF\xFF\xFF\x23\xAD\x9D\xC1\x7F\xFF\xFF\xFF\x4B\x26\x7F\x86\x7F\xFF\xFF\xFF\x91\x72\x47\xB0\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA2\xD2\x93\x8E\x60\x00\x00\x00\x60\x00\x00\x00\x20\x43\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE7\x0E\x8D\x80\xB2\x28\x88\x9A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2B\x8B\x4C\xD3\x7F\xFF\xFF\xFF\x32\x74\xE0\x50\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9A\xB3\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7B458F4E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xAA1D8A8C)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xAA1D8A8C, 15023)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x45)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5C2EE785), ('P4rIngress.aggregator.values_v0000.hi', 0x3D65D21B)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x89B59C33), ('P4rIngress.aggregator.values_v0001.hi', 0xC9DB5B84)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x57DCC22E), ('P4rIngress.aggregator.values_v0010.hi', 0x715E56AB)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x60DBE978), ('P4rIngress.aggregator.values_v0011.hi', 0x3E1571B3)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x9C62C853), ('P4rIngress.aggregator.values_v0100.hi', 0x45F722E7)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6DB7CEF3), ('P4rIngress.aggregator.values_v0101.hi', 0xB27EA29B)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x597DB5B1), ('P4rIngress.aggregator.values_v0110.hi', 0x76595771)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7B3D10EA), ('P4rIngress.aggregator.values_v0111.hi', 0x58AE5F0D)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x255705F6), ('P4rIngress.aggregator.values_v1000.hi', 0xE6709B98)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x206E82D7), ('P4rIngress.aggregator.values_v1001.hi', 0xDECAF42F)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xF42DE21B), ('P4rIngress.aggregator.values_v1010.hi', 0x2AE03319)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x902BC3FA), ('P4rIngress.aggregator.values_v1011.hi', 0xB267A96B)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x8EA9B285), ('P4rIngress.aggregator.values_v1100.hi', 0x51CDE926)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6E07419A), ('P4rIngress.aggregator.values_v1101.hi', 0x4A97D364)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x25BFB47E), ('P4rIngress.aggregator.values_v1110.hi', 0x11674E5C)], 15023)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x1286E369), ('P4rIngress.aggregator.values_v1111.hi', 0x4BC5358C)], 15023)
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
                gc.KeyTuple('job_id', 0xA817),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000351),
                gc.DataTuple('slot_count', 0x00001AF9),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEABC4045),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x54C53277),
                gc.KeyTuple('src_port', 0xE627),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA817),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0362),
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
        ig_port = 13
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x54\xC5\x32\x77\x00\x00\x00\x00\xE6\x27\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA8\x17\x00\x1F\xEA\xBC\x40\x45\x17\x5E\x01\x93\xAA\x1D\x8A\x8C\x00\x20\x00\x00\x32\xA3\x04\x9C\x5E\xB3\xD3\xA7\xE7\xE1\x8B\xF6\xB0\xEA\x8B\x2C\x55\x58\x6B\xA4\x3A\x24\xFE\x45\x51\x4F\x4E\xB9\x4C\x4D\x86\xA9\x3F\x2F\x6B\xAF\x62\x73\xE7\x8B\x4D\xBD\xC2\x2A\x8F\xE9\xF2\xC7\x5A\x90\xB5\x95\x15\xE4\xAB\x73\x51\x71\x13\x9A\x32\xAC\x45\xB9\x69\xD4\xE0\x83\x6E\xDF\x07\xAF\x77\x5F\xFF\x88\x86\xC4\x21\xD6\x2E\xFD\xAA\x2A\x64\xCF\xCD\xAF\xB1\x25\x96\x83\xB6\xC6\x85\x27\xE8\xAD\xFC\x7D\x52\x5D\x99\x1C\x3A\x6A\x47\x64\x6B\xC3\xD7\x36\xF5\x2C\xB5\xB7\xD9\x36\x64\x1E\x74\x3C\x36\x4D\x4D\xDF\x15\x5D\x8A\xBE\x9D\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x54\xC5\x32\x77\xBE\xEF\xE6\x27\x00\xA0\x00\x00\x50\x34\x02\x82\xA8\x17\x00\x1F\xEA\xBC\x40\x45\x17\x5E\x01\x93\xAA\x1D\x8A\x8C\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x5E\xB3\xD3\xA7\x80\x00\x00\x00\xB0\xEA\x8B\x2C\x7F\xFF\xFF\xFF\x3A\x24\xFE\x45\x7F\xFF\xFF\xFF\x4C\x4D\x86\xA9\xDB\x92\x34\x02\x62\x73\xE7\x8B\x7F\xFF\xFF\xFF\x8F\xE9\xF2\xC7\x7F\xFF\xFF\xFF\x15\xE4\xAB\x73\x7F\xFF\xFF\xFF\x32\xAC\x45\xB9\x7F\xFF\xFF\xFF\x6E\xDF\x07\xAF\x7F\xFF\xFF\xFF\x86\xC4\x21\xD6\x23\x2B\x8C\x45\x64\xCF\xCD\xAF\x80\x00\x00\x00\xB6\xC6\x85\x27\x80\x00\x00\x00\x52\x5D\x99\x1C\x7F\xFF\xFF\xFF\x6B\xC3\xD7\x36\x1A\xEC\x6A\x35\xD9\x36\x64\x1E\x7F\xFF\xFF\xFF\x4D\xDF\x15\x5D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xFB\x45\x8F\x4E\xAA\x1D\x8A\x8C\xAA\x1D\x8A\x8C\x20\x93\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDB\x92\x34\x02\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\x4F\xA3\x47\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x23\x2B\x8C\x45\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1A\xEC\x6A\x35\xEA\x9D\xB2\x7A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8A\xBE\x9D\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5F5C1BB1), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC89998D7)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC89998D7, 14388)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x73)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x55470FE4), ('P4rIngress.aggregator.values_v0000.hi', 0x7F3F0752)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB15210A7), ('P4rIngress.aggregator.values_v0001.hi', 0xC1C5ACC9)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x521B875F), ('P4rIngress.aggregator.values_v0010.hi', 0x38E6E4AF)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x786553C0), ('P4rIngress.aggregator.values_v0011.hi', 0x1922DE97)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x217155BA), ('P4rIngress.aggregator.values_v0100.hi', 0x2F529B71)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4C0F905D), ('P4rIngress.aggregator.values_v0101.hi', 0x92639FD5)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x72992E6F), ('P4rIngress.aggregator.values_v0110.hi', 0x1D93FBBF)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x437464EC), ('P4rIngress.aggregator.values_v0111.hi', 0x484F647F)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x57508B64), ('P4rIngress.aggregator.values_v1000.hi', 0x4EFD096A)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5F608CBF), ('P4rIngress.aggregator.values_v1001.hi', 0x9A4C1EE4)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x2D28F2F6), ('P4rIngress.aggregator.values_v1010.hi', 0x6D55D9A0)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x9D54FCB1), ('P4rIngress.aggregator.values_v1011.hi', 0x408BC85A)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xC7F4B5FF), ('P4rIngress.aggregator.values_v1100.hi', 0xC670BE83)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x8F3DB525), ('P4rIngress.aggregator.values_v1101.hi', 0x0F94BB4D)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xBEED0117), ('P4rIngress.aggregator.values_v1110.hi', 0x858B3CB3)], 14388)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x374E1A3B), ('P4rIngress.aggregator.values_v1111.hi', 0xAF97DA93)], 14388)
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
                gc.KeyTuple('job_id', 0x050E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004C3),
                gc.DataTuple('slot_count', 0x000014AD),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFA96D7BB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x89196711),
                gc.KeyTuple('src_port', 0x87C8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x050E),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0284),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x89\x19\x67\x11\x00\x00\x00\x00\x87\xC8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x05\x0E\x00\x1F\xFA\x96\xD7\xBB\x13\x71\x05\xA9\xC8\x99\x98\xD7\x00\x20\x00\x00\x55\x73\x00\x5B\x25\x39\xF2\x91\xBD\xFE\xD9\x97\xBD\x06\x2F\xA0\x53\x4E\x5A\xF1\x4B\xCB\x7D\x2A\x58\x6F\xAC\x9D\x6B\x26\xDB\xD5\x27\xCA\xBD\x89\x69\xD4\xF8\x4F\x6F\x5A\x07\x52\xD8\xC3\x34\x64\x5A\xF2\x52\x21\x74\x5F\xEC\xEC\x6E\x3F\x49\xF2\x4C\xE3\x4E\xBC\x36\x19\xC5\x77\x96\x6C\x5D\xCB\x77\x66\x2E\x49\xBE\xD6\xE5\x68\xE7\xED\x9E\x99\x45\xD5\xED\x40\xAF\xD7\xA5\xA7\x67\x87\x2F\xFA\x91\x46\xF9\xE8\x75\xB4\x8B\xA7\x6E\x64\x05\x03\x74\xCD\xBE\xE7\xAF\x77\x56\xF2\x8F\xD1\xC4\x07\x49\xC9\xD2\x44\xA7\xD2\xFC\xB3\x0C\x43\xF6\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x89\x19\x67\x11\xBE\xEF\x87\xC8\x00\xA0\x00\x00\x50\x34\x02\x82\x05\x0E\x00\x1F\xFA\x96\xD7\xBB\x13\x71\x01\xA9\xC8\x99\x98\xD7\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x25\x39\xF2\x91\x80\x00\x00\x00\xBD\x06\x2F\xA0\x7F\xFF\xFF\xFF\x4B\xCB\x7D\x2A\x7F\xFF\xFF\xFF\x6B\x26\xDB\xD5\x49\x3C\x13\x43\x69\xD4\xF8\x4F\x7F\xFF\xFF\xFF\xD8\xC3\x34\x64\x7F\xFF\xFF\xFF\x74\x5F\xEC\xEC\x7F\xFF\xFF\xFF\x4C\xE3\x4E\xBC\x7F\xFF\xFF\xFF\x96\x6C\x5D\xCB\x7F\xFF\xFF\xFF\xBE\xD6\xE5\x68\x15\x16\x91\x8F\x45\xD5\xED\x40\x80\x00\x00\x00\x67\x87\x2F\xFA\x80\x00\x00\x00\x75\xB4\x8B\xA7\xFD\xA1\xBA\x28\x74\xCD\xBE\xE7\x80\x00\x00\x00\x8F\xD1\xC4\x07\x7F\xFF\xFF\xFF\xA7\xD2\xFC\xB3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDF\x5C\x1B\xB1\xC8\x99\x98\xD7\xC8\x99\x98\xD7\x20\xA9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x49\x3C\x13\x43\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE5\x69\x67\x35\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x15\x16\x91\x8F\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3C\x25\x4A\x2A\xFD\xA1\xBA\x28\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0C\x43\xF6\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x48676023), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC68C0000)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC68C0000, 13058)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x36)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4FAC3515), ('P4rIngress.aggregator.values_v0000.hi', 0x435347A1)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xA5E844F0), ('P4rIngress.aggregator.values_v0001.hi', 0xCF6F33A3)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5CA3EF6D), ('P4rIngress.aggregator.values_v0010.hi', 0x5E5E6566)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x31A9A79C), ('P4rIngress.aggregator.values_v0011.hi', 0x352179BF)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0xCE91B877), ('P4rIngress.aggregator.values_v0100.hi', 0x5E52E9E6)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x468469E7), ('P4rIngress.aggregator.values_v0101.hi', 0x86754165)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x39B8A056), ('P4rIngress.aggregator.values_v0110.hi', 0x799F69A6)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5A01F554), ('P4rIngress.aggregator.values_v0111.hi', 0x75B52514)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x2E69572D), ('P4rIngress.aggregator.values_v1000.hi', 0x60544B11)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xE57D6CE5), ('P4rIngress.aggregator.values_v1001.hi', 0x00000000)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x1456AB83), ('P4rIngress.aggregator.values_v1010.hi', 0x59EF209F)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x718E1B2D), ('P4rIngress.aggregator.values_v1011.hi', 0x3B2CB4A5)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x1F8D02B3), ('P4rIngress.aggregator.values_v1100.hi', 0x6B662ADA)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x38B96369), ('P4rIngress.aggregator.values_v1101.hi', 0x971A3F68)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x91BABCB7), ('P4rIngress.aggregator.values_v1110.hi', 0x6CE64AA7)], 13058)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x8B925C87), ('P4rIngress.aggregator.values_v1111.hi', 0x796B4547)], 13058)
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
                gc.KeyTuple('job_id', 0x52B5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000170),
                gc.DataTuple('slot_count', 0x0000145E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBC40B00B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x2F202187),
                gc.KeyTuple('src_port', 0xB57F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x52B5),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0137),
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
        ig_port = 30
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2F\x20\x21\x87\x00\x00\x00\x00\xB5\x7F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x52\xB5\x00\x1F\xBC\x40\xB0\x0B\x11\x92\x05\x8E\xC6\x8C\x00\x00\x00\x20\x00\x00\x5F\x22\x36\xD5\x5B\x6A\x69\x2B\xB8\x68\x72\xF8\xAA\xD4\x4E\xFE\x32\x80\x8E\x30\x5D\xD0\x4B\x63\x60\xFF\xB6\x33\x75\x32\x7C\x6D\x2A\xDB\xAF\x53\x56\xB8\xEA\x43\x67\xF1\xDF\x16\xCD\x3D\xEE\xE3\x53\x2A\xCE\xAD\x79\x4C\x72\xA6\x4B\xBE\xD2\xDD\x22\x90\xF6\xE7\x76\xED\x54\xA1\x2A\xE1\xA7\x19\xB8\xB2\x2C\xFF\x00\x00\x00\x00\x1B\x3B\x38\xE7\xBD\x76\xDA\x0C\x70\xDE\x3C\x31\x34\xFD\xA3\xAB\x63\xEB\x0A\xE3\x49\xFF\x67\x13\x59\x55\x30\x0F\xB5\x31\xE2\xB6\x9B\xB1\xB0\x32\x4E\x4A\xAD\x21\xD3\x26\xDE\xCA\x6A\x44\x99\x9E\x1D\xDF\xEA\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2F\x20\x21\x87\xBE\xEF\xB5\x7F\x00\xA0\x00\x00\x50\x34\x02\x82\x52\xB5\x00\x1F\xBC\x40\xB0\x0B\x11\x92\x01\x8E\xC6\x8C\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x5B\x6A\x69\x2B\x80\x00\x00\x00\xAA\xD4\x4E\xFE\x7F\xFF\xFF\xFF\x5D\xD0\x4B\x63\x7F\xFF\xFF\xFF\x75\x32\x7C\x6D\xF9\x6D\x67\xCA\x56\xB8\xEA\x43\x7F\xFF\xFF\xFF\xCD\x3D\xEE\xE3\x7F\xFF\xFF\xFF\x79\x4C\x72\xA6\x7F\xFF\xFF\xFF\x22\x90\xF6\xE7\x7F\xFF\xFF\xFF\x2A\xE1\xA7\x19\x9E\x2F\x99\xE4\x00\x00\x00\x00\x2F\x91\xE4\x6A\xBD\x76\xDA\x0C\x7F\xFF\xFF\xFF\x34\xFD\xA3\xAB\x7F\xFF\xFF\xFF\x49\xFF\x67\x13\x7F\xFF\xFF\xFF\xB5\x31\xE2\xB6\x80\x00\x00\x00\x4E\x4A\xAD\x21\x80\x00\x00\x00\x6A\x44\x99\x9E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC8\x67\x60\x23\xC6\x8C\x00\x00\xC6\x8C\x00\x00\x20\x8E\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF9\x6D\x67\xCA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9E\x2F\x99\xE4\x00\x00\x00\x00\x2F\x91\xE4\x6A\x17\x65\xFA\xAB\x7F\xFF\xFF\xFF\x70\x2A\x58\x50\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1D\xDF\xEA\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x33214137), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3FD10500)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3FD10500, 12661)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x78)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4ACE3AAA), ('P4rIngress.aggregator.values_v0000.hi', 0x406721AC)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB3E688B9), ('P4rIngress.aggregator.values_v0001.hi', 0x9B7D48DB)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x672795F6), ('P4rIngress.aggregator.values_v0010.hi', 0x4543DFE6)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x682C6370), ('P4rIngress.aggregator.values_v0011.hi', 0x2F30ADEB)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6AB96437), ('P4rIngress.aggregator.values_v0100.hi', 0x7F5BB5EE)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x65FD91EA), ('P4rIngress.aggregator.values_v0101.hi', 0x92A32ED7)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x36A13DF9), ('P4rIngress.aggregator.values_v0110.hi', 0x5FB77177)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4E9A1C4A), ('P4rIngress.aggregator.values_v0111.hi', 0x0736BCCD)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7FD543A0), ('P4rIngress.aggregator.values_v1000.hi', 0x4C97519C)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xCFE22363), ('P4rIngress.aggregator.values_v1001.hi', 0x31D32990)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x572BDA99), ('P4rIngress.aggregator.values_v1010.hi', 0xF4217057)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x0DCCA988), ('P4rIngress.aggregator.values_v1011.hi', 0x00000000)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4F83A2A3), ('P4rIngress.aggregator.values_v1100.hi', 0xC66BADCF)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x57CDEFB3), ('P4rIngress.aggregator.values_v1101.hi', 0x5E6C7B77)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x9D9ACAA6), ('P4rIngress.aggregator.values_v1110.hi', 0x46AEABE3)], 12661)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7832B507), ('P4rIngress.aggregator.values_v1111.hi', 0x6174A67C)], 12661)
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
                gc.KeyTuple('job_id', 0xD56C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001056),
                gc.DataTuple('slot_count', 0x00000896),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC7DDA2FB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x97A7FF98),
                gc.KeyTuple('src_port', 0xF623),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD56C),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x02BF),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x97\xA7\xFF\x98\x00\x00\x00\x00\xF6\x23\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD5\x6C\x00\x1F\xC7\xDD\xA2\xFB\x01\x1F\x01\x7A\x3F\xD1\x05\x00\x00\x20\x00\x00\x69\xEB\xA0\xDB\x42\x9D\x6C\x6E\xA4\x97\x08\xBA\xAB\x85\xF6\x6B\x32\xC4\xF5\x60\x78\x57\xD7\x12\x35\xCB\x83\x7C\x79\x00\xE2\x58\xD7\xA5\xAD\x92\x1F\xA2\x26\xE5\x47\x46\x54\x35\xC2\xE3\x5C\xC9\x74\xAA\x76\x0B\x48\x62\x33\x19\x3A\x6A\x05\x77\x7F\x22\xF2\xA1\x26\x36\xD1\x37\x4E\x98\x61\x3D\x65\xA7\x62\x22\x12\x56\xED\xDA\x92\x7C\x9A\xDD\xA3\xED\x61\xD1\x74\x1C\x5D\x6C\xD3\xBB\x67\x18\x59\xD9\xE2\x67\xB6\x15\xBF\x35\x56\x9F\x63\x13\x32\x64\x6B\x24\xD8\x87\x3F\x55\x26\xEC\x0A\xE5\x2F\xB8\x85\x4D\x57\x7C\xEF\x04\x2D\x95\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x97\xA7\xFF\x98\xBE\xEF\xF6\x23\x00\xA0\x00\x00\x50\x34\x02\x82\xD5\x6C\x00\x1F\xC7\xDD\xA2\xFB\x01\x1F\x01\x7A\x3F\xD1\x05\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x42\x9D\x6C\x6E\x80\x00\x00\x00\xAB\x85\xF6\x6B\x7F\xFF\xFF\xFF\x78\x57\xD7\x12\x7F\xFF\xFF\xFF\x79\x00\xE2\x58\x42\x5F\x11\xC9\x1F\xA2\x26\xE5\x7F\xFF\xFF\xFF\xC2\xE3\x5C\xC9\x7F\xFF\xFF\xFF\x48\x62\x33\x19\x7F\xFF\xFF\xFF\x7F\x22\xF2\xA1\x7F\xFF\xFF\xFF\x4E\x98\x61\x3D\x35\x89\x85\x85\x12\x56\xED\xDA\xE9\xA8\x75\x76\xA3\xED\x61\xD1\x7F\xFF\xFF\xFF\xD3\xBB\x67\x18\x7F\xFF\xFF\xFF\xB6\x15\xBF\x35\x7F\xFF\xFF\xFF\x32\x64\x6B\x24\x80\x00\x00\x00\x26\xEC\x0A\xE5\x7F\xFF\xFF\xFF\x57\x7C\xEF\x04\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB3\x21\x41\x37\x3F\xD1\x05\x00\x3F\xD1\x05\x00\x20\x7A\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x42\x5F\x11\xC9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x35\x89\x85\x85\x44\x2A\x17\x6A\xE9\xA8\x75\x76\x98\x0E\xD2\x28\x7F\xFF\xFF\xFF\xD3\xBB\x67\x18\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x6D\x9A\xB6\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2D\x95\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4C6A112E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFA63AE80)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFA63AE80, 14716)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x0D)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x47207576), ('P4rIngress.aggregator.values_v0000.hi', 0x559418E5)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB3CA75E4), ('P4rIngress.aggregator.values_v0001.hi', 0xE97E2743)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x521E6FDA), ('P4rIngress.aggregator.values_v0010.hi', 0x7B734CF8)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7E7AED6D), ('P4rIngress.aggregator.values_v0011.hi', 0x7505B665)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x60A95179), ('P4rIngress.aggregator.values_v0100.hi', 0xA487372E)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD6E5B29E), ('P4rIngress.aggregator.values_v0101.hi', 0x55EE7892)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xE90E939E), ('P4rIngress.aggregator.values_v0110.hi', 0x4AA958C2)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x46CFA266), ('P4rIngress.aggregator.values_v0111.hi', 0x52808F65)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x757F19C7), ('P4rIngress.aggregator.values_v1000.hi', 0x6F686ABB)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x99A7F5A7), ('P4rIngress.aggregator.values_v1001.hi', 0xC45A1DBB)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6C335B69), ('P4rIngress.aggregator.values_v1010.hi', 0x4D5ACADE)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7F5E43CB), ('P4rIngress.aggregator.values_v1011.hi', 0x399A3AC9)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x62870163), ('P4rIngress.aggregator.values_v1100.hi', 0x4BB2F0EA)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x77B34C7B), ('P4rIngress.aggregator.values_v1101.hi', 0xFBE5CB6B)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x29D32A68), ('P4rIngress.aggregator.values_v1110.hi', 0x59C43277)], 14716)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5918C6DF), ('P4rIngress.aggregator.values_v1111.hi', 0x2AF9BC46)], 14716)
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
                gc.KeyTuple('job_id', 0xAA2F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001307),
                gc.DataTuple('slot_count', 0x000009CF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x00D2B231),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0xF5E340A9),
                gc.KeyTuple('src_port', 0x8FC0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xAA2F),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0126),
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
        ig_port = 14
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF5\xE3\x40\xA9\x00\x00\x00\x00\x8F\xC0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAA\x2F\x00\x1F\x00\xD2\xB2\x31\x06\x75\x01\x8B\xFA\x63\xAE\x80\x00\x20\x00\x00\x5F\x0E\x93\x63\x51\xEC\x67\xEA\xB2\xF6\xEF\xD2\x83\x6E\x67\x49\x5A\x5E\x2F\x7C\x60\xDD\x24\xFB\x42\x45\xFF\x75\x27\xBD\x34\xB6\x24\x32\x10\x5B\xB7\xA1\x4E\x09\xCE\xAC\xD6\xD4\x0C\x65\x4E\xCF\x8F\x36\x1E\x36\x69\xC5\x3C\x67\x5C\x15\x6D\xB7\x5A\x49\x62\x5B\x44\xF6\x20\xDE\x66\xE1\xD0\xB9\x9D\x3E\x59\xF5\xA6\xC6\x32\x21\x31\x31\xD9\x56\x62\xEA\xC6\x56\x04\x06\x59\x2D\x1E\x10\x9A\x3E\x2E\xAD\x75\xF7\x6F\x11\xCB\xC4\x1E\x11\x2A\xCF\x59\x6E\xA8\x9F\x6C\x75\x21\x2C\x35\x72\x78\x75\x2A\xD3\x4B\x7F\x65\xF0\x5B\x9E\x5C\x7F\xA4\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF5\xE3\x40\xA9\xBE\xEF\x8F\xC0\x00\xA0\x00\x00\x50\x34\x02\x82\xAA\x2F\x00\x1F\x00\xD2\xB2\x31\x06\x75\x01\x8B\xFA\x63\xAE\x80\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x51\xEC\x67\xEA\x80\x00\x00\x00\x83\x6E\x67\x49\x7F\xFF\xFF\xFF\x60\xDD\x24\xFB\x7F\xFF\xFF\xFF\x27\xBD\x34\xB6\x7F\xFF\xFF\xFF\xB7\xA1\x4E\x09\xA5\x92\x89\x72\x0C\x65\x4E\xCF\x80\x00\x00\x00\x69\xC5\x3C\x67\x7F\xFF\xFF\xFF\x5A\x49\x62\x5B\x7F\xFF\xFF\xFF\x66\xE1\xD0\xB9\x80\x00\x00\x00\xA6\xC6\x32\x21\x7F\xFF\xFF\xFF\x62\xEA\xC6\x56\x7F\xFF\xFF\xFF\x1E\x10\x9A\x3E\x7F\xFF\xFF\xFF\x6F\x11\xCB\xC4\x7F\xFF\xFF\xFF\x59\x6E\xA8\x9F\x7F\xFF\xFF\xFF\x35\x72\x78\x75\x7F\xFF\xFF\xFF\x65\xF0\x5B\x9E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xCC\x6A\x11\x2E\xFA\x63\xAE\x80\xFA\x63\xAE\x80\x20\x8B\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA5\x92\x89\x72\x62\x53\xC7\x61\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x57\xAA\xD5\x07\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\x54\x74\x0A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5C\x7F\xA4\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x57FCBEFD), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB2E2BCE0)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB2E2BCE0, 12859)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x60)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x56E80572), ('P4rIngress.aggregator.values_v0000.hi', 0x4B0AF752)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x9B3CC855), ('P4rIngress.aggregator.values_v0001.hi', 0x9C0B2221)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x56F754C6), ('P4rIngress.aggregator.values_v0010.hi', 0x44F2C782)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6723F70F), ('P4rIngress.aggregator.values_v0011.hi', 0x784D7977)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x555BBDD6), ('P4rIngress.aggregator.values_v0100.hi', 0x3CCF5CCA)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5A7B4D3F), ('P4rIngress.aggregator.values_v0101.hi', 0xDCD0115A)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7309448F), ('P4rIngress.aggregator.values_v0110.hi', 0x455ED153)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7B1803D1), ('P4rIngress.aggregator.values_v0111.hi', 0x77F1EDB2)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7318597F), ('P4rIngress.aggregator.values_v1000.hi', 0x00000000)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x0CC3463E), ('P4rIngress.aggregator.values_v1001.hi', 0xCA38CD13)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB35D1739), ('P4rIngress.aggregator.values_v1010.hi', 0x40000000)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xF3E42C5D), ('P4rIngress.aggregator.values_v1011.hi', 0xDBDBD6F9)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xAAC8234B), ('P4rIngress.aggregator.values_v1100.hi', 0x133AFFD5)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x74772669), ('P4rIngress.aggregator.values_v1101.hi', 0x6774E8E5)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x669996A2), ('P4rIngress.aggregator.values_v1110.hi', 0xBE69375F)], 12859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x370AAFBB), ('P4rIngress.aggregator.values_v1111.hi', 0xCCDDF913)], 12859)
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
                gc.KeyTuple('job_id', 0xADBC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000700),
                gc.DataTuple('slot_count', 0x000017FB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x954EAB58),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x0A709B8E),
                gc.KeyTuple('src_port', 0xE674),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xADBC),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0180),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0A\x70\x9B\x8E\x00\x00\x00\x00\xE6\x74\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAD\xBC\x00\x1F\x95\x4E\xAB\x58\x0B\x3B\x05\xD8\xB2\xE2\xBC\xE0\x00\x20\x00\x00\x4E\xEB\xE3\x4C\x79\xE6\xAC\xA1\xC9\x0A\xEA\x49\xCB\x46\xD7\x50\x59\xD3\x98\xAB\x6F\x53\x29\xBD\x58\x44\x45\x08\x74\x74\x18\x0B\xDD\x1F\x09\x57\x65\x9F\xFD\x5B\x57\x3D\x34\xD2\x90\xF9\x9A\xC4\x79\xA5\x7C\x5D\x5D\x52\x5C\xD9\x74\x1C\x55\xF3\x61\x9F\xD0\xB0\x41\xDD\x3A\xDF\x82\x76\xF3\xA4\x78\xD7\x64\x66\xA9\x3B\x77\x71\x5B\xC4\x00\x85\x40\x00\x00\x00\x87\xA7\x3F\xAD\x9B\x19\xA1\x64\xA5\xED\xB5\x9C\x77\x08\x90\x22\x10\x22\x63\x6B\x4A\x9C\xA9\xA9\x4B\xE3\xD2\xBF\x0C\xDF\x51\x4C\x33\x9C\xA1\x69\x98\xDF\x87\x97\xE3\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0A\x70\x9B\x8E\xBE\xEF\xE6\x74\x00\xA0\x00\x00\x50\x34\x02\x82\xAD\xBC\x00\x1F\x95\x4E\xAB\x58\x0B\x3B\x01\xD8\xB2\xE2\xBC\xE0\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x79\xE6\xAC\xA1\x80\x00\x00\x00\xCB\x46\xD7\x50\x7F\xFF\xFF\xFF\x6F\x53\x29\xBD\x7F\xFF\xFF\xFF\x74\x74\x18\x0B\x32\x7A\xC7\x2D\x65\x9F\xFD\x5B\x7F\xFF\xFF\xFF\x90\xF9\x9A\xC4\x7F\xFF\xFF\xFF\x5D\x52\x5C\xD9\x7F\xFF\xFF\xFF\x61\x9F\xD0\xB0\x7F\xFF\xFF\xFF\x82\x76\xF3\xA4\x7F\xFF\xFF\xFF\xA9\x3B\x77\x71\x0F\x21\x17\xBE\x40\x00\x00\x00\x80\x00\x00\x00\x9B\x19\xA1\x64\x80\x00\x00\x00\x77\x08\x90\x22\x7F\xFF\xFF\xFF\x4A\x9C\xA9\xA9\x7F\xFF\xFF\xFF\x0C\xDF\x51\x4C\x6A\xA7\x51\x24\x98\xDF\x87\x97\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD7\xFC\xBE\xFD\xB2\xE2\xBC\xE0\xB2\xE2\xBC\xE0\x20\xD8\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\x7A\xC7\x2D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x82\x76\xF3\xA4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0F\x21\x17\xBE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCB\x48\x88\xAB\x6A\xA7\x51\x24\x80\x00\x00\x00\xE3\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x55623F64), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFCA07332)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFCA07332, 12251)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x75)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x664664CC), ('P4rIngress.aggregator.values_v0000.hi', 0x47E8086F)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB3D326E1), ('P4rIngress.aggregator.values_v0001.hi', 0x9275DAEA)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x71D55AE9), ('P4rIngress.aggregator.values_v0010.hi', 0x4654B318)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x141B1F7A), ('P4rIngress.aggregator.values_v0011.hi', 0x45084DBF)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4BF4CDCB), ('P4rIngress.aggregator.values_v0100.hi', 0xB199DB0E)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD9776CD7), ('P4rIngress.aggregator.values_v0101.hi', 0xE95DAF77)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x9723B9A6), ('P4rIngress.aggregator.values_v0110.hi', 0x6B7E8857)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x441D1F77), ('P4rIngress.aggregator.values_v0111.hi', 0x585EAF4D)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4FEA44E3), ('P4rIngress.aggregator.values_v1000.hi', 0x8B1B485C)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x3B9EE109), ('P4rIngress.aggregator.values_v1001.hi', 0x949030B9)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6A4DF731), ('P4rIngress.aggregator.values_v1010.hi', 0x690DDC5E)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6CC5F42A), ('P4rIngress.aggregator.values_v1011.hi', 0x2B6EEDC9)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x97A1628B), ('P4rIngress.aggregator.values_v1100.hi', 0x95994EB2)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x9DB663EB), ('P4rIngress.aggregator.values_v1101.hi', 0x6411ACA9)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7EAACD67), ('P4rIngress.aggregator.values_v1110.hi', 0xCCD6F868)], 12251)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x48E0586D), ('P4rIngress.aggregator.values_v1111.hi', 0x596FE68B)], 12251)
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
                gc.KeyTuple('job_id', 0xC4F5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000312),
                gc.DataTuple('slot_count', 0x00000F73),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0B48666D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x3E9CF67A),
                gc.KeyTuple('src_port', 0xF521),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC4F5),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x02BE),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3E\x9C\xF6\x7A\x00\x00\x00\x00\xF5\x21\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC4\xF5\x00\x1F\x0B\x48\x66\x6D\x0C\xC9\x05\xEF\xFC\xA0\x73\x32\x00\x20\x00\x00\x52\xED\x78\x1C\x7D\xCB\xB1\x4F\xAA\x1A\xCB\x3B\x83\x19\x56\x84\x61\x1F\xFB\x85\x6D\x19\xB6\xD9\x71\x98\xC8\x06\x7B\xC2\x77\x95\x6E\x64\xF5\x1D\xB6\x60\x8E\xE8\x6C\xED\xA6\xBA\x6A\xB9\xDB\x63\xA3\x74\x2E\x1A\x2A\x84\xEB\xB5\x44\x1E\x80\x6B\x3C\xD6\x03\x72\x6C\xEE\x6E\x36\xF3\x09\x59\x24\x55\x50\xFB\x86\xDC\x90\x3F\xC8\x4F\x3D\x93\x69\xCB\xBA\xBD\x80\x2B\xA5\x8C\x71\x38\xC6\xAB\x49\x86\x7D\x7F\x49\x8F\xE8\x2F\xF3\xCF\x59\x0C\xCE\x58\x6E\x7A\x8F\x68\xA4\x9D\x41\xA4\x52\xE8\x18\x69\xFA\x13\xAE\x1D\xD9\xEA\xF8\x8F\x66\x02\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3E\x9C\xF6\x7A\xBE\xEF\xF5\x21\x00\xA0\x00\x00\x50\x34\x02\x82\xC4\xF5\x00\x1F\x0B\x48\x66\x6D\x0C\xC9\x01\xEF\xFC\xA0\x73\x32\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x7D\xCB\xB1\x4F\x80\x00\x00\x00\x83\x19\x56\x84\x7F\xFF\xFF\xFF\x6D\x19\xB6\xD9\x7F\xFF\xFF\xFF\x7B\xC2\x77\x95\x7F\xFF\xFF\xFF\xB6\x60\x8E\xE8\x46\x65\x13\x91\x6A\xB9\xDB\x63\x80\x00\x00\x00\x2A\x84\xEB\xB5\x7F\xFF\xFF\xFF\x3C\xD6\x03\x72\x7F\xFF\xFF\xFF\xF3\x09\x59\x24\x7F\xFF\xFF\xFF\xDC\x90\x3F\xC8\x7F\xFF\xFF\xFF\xCB\xBA\xBD\x80\x7F\xFF\xFF\xFF\x38\xC6\xAB\x49\x80\x00\x00\x00\x8F\xE8\x2F\xF3\x80\x00\x00\x00\x58\x6E\x7A\x8F\x7F\xFF\xFF\xFF\xA4\x52\xE8\x18\x7F\xFF\xFF\xFF\x1D\xD9\xEA\xF8\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD5\x62\x3F\x64\xFC\xA0\x73\x32\xFC\xA0\x73\x32\x20\xEF\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x46\x65\x13\x91\x54\x17\x8A\xDA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x34\xC8\x99\xDE\x7F\xFF\xFF\xFF\x64\x35\x99\x12\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x77\x49\xD1\x83\x8F\x66\x02\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x66E223D1), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDB0B777D)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDB0B777D, 10724)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x69)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7428F53D), ('P4rIngress.aggregator.values_v0000.hi', 0x7A5ADB1B)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x930C8B62), ('P4rIngress.aggregator.values_v0001.hi', 0x9274898F)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x46224791), ('P4rIngress.aggregator.values_v0010.hi', 0x42A95B64)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x625510C7), ('P4rIngress.aggregator.values_v0011.hi', 0x72675383)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x16293A2A), ('P4rIngress.aggregator.values_v0100.hi', 0xAB48D431)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x994D1F8B), ('P4rIngress.aggregator.values_v0101.hi', 0xB1849414)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xCA4DFE8D), ('P4rIngress.aggregator.values_v0110.hi', 0x46696909)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6FC255B7), ('P4rIngress.aggregator.values_v0111.hi', 0x719ABB0D)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5A59E650), ('P4rIngress.aggregator.values_v1000.hi', 0x9A877477)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x509F5814), ('P4rIngress.aggregator.values_v1001.hi', 0x8438CF22)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7EFDD7C9), ('P4rIngress.aggregator.values_v1010.hi', 0x919ACAFD)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x751956F5), ('P4rIngress.aggregator.values_v1011.hi', 0x2BAE6F6A)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xE3358FB4), ('P4rIngress.aggregator.values_v1100.hi', 0x3D6D696F)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x597E9189), ('P4rIngress.aggregator.values_v1101.hi', 0x31C8EBB1)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x536E7158), ('P4rIngress.aggregator.values_v1110.hi', 0x3B73214C)], 10724)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6EF6DA31), ('P4rIngress.aggregator.values_v1111.hi', 0x853A07EF)], 10724)
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
                gc.KeyTuple('job_id', 0xC9F0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000957),
                gc.DataTuple('slot_count', 0x000010F1),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x240BA6B1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x741ED1AB),
                gc.KeyTuple('src_port', 0x9212),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC9F0),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x039B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x74\x1E\xD1\xAB\x00\x00\x00\x00\x92\x12\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC9\xF0\x00\x1F\x24\x0B\xA6\xB1\x00\x8D\x07\x81\xDB\x0B\x77\x7D\x00\x20\x00\x00\x5A\xEF\x78\xF2\x7D\x06\xC1\xD6\xB2\x92\x29\x7D\xB7\xD7\xAD\x1C\x62\x7B\x67\x55\x6F\x0A\x13\xAD\x5B\x75\xF9\xD6\x5D\x22\xD3\xB4\x7C\x09\x7B\x6D\xCF\xAB\x25\x6D\x33\xFC\x86\xA9\xF7\x33\xDF\xDB\x80\x3A\x2E\x91\x5E\xBE\xE7\xEE\x4F\x44\xC5\xAA\x44\x4B\x2D\x43\x2E\xB2\x22\xD4\xAC\x3E\xF4\xCC\x7D\xC4\x1D\xEC\xCE\x45\xCC\x4A\x0C\x43\x55\xB9\xEF\xCC\xE6\x4C\x0C\x23\x82\x85\xA9\x49\xE0\x8C\x9B\x15\x14\x9B\x1D\x69\xCD\xBD\x4B\x7D\x85\x2F\x6B\xA6\x66\xEB\x41\x6B\xB5\x8D\x6E\x26\x3F\xC4\x68\x22\x34\x66\x93\x62\x41\xBE\x15\xEE\x8F\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x74\x1E\xD1\xAB\xBE\xEF\x92\x12\x00\xA0\x00\x00\x50\x34\x02\x82\xC9\xF0\x00\x1F\x24\x0B\xA6\xB1\x00\x8D\x01\x81\xDB\x0B\x77\x7D\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x7D\x06\xC1\xD6\x80\x00\x00\x00\xB7\xD7\xAD\x1C\x7F\xFF\xFF\xFF\x6F\x0A\x13\xAD\x7F\xFF\xFF\xFF\x5D\x22\xD3\xB4\x7F\xFF\xFF\xFF\xCF\xAB\x25\x6D\xCD\x49\xA6\x34\xF7\x33\xDF\xDB\x80\x00\x00\x00\x5E\xBE\xE7\xEE\x7F\xFF\xFF\xFF\x44\x4B\x2D\x43\x7F\xFF\xFF\xFF\xAC\x3E\xF4\xCC\x7F\xFF\xFF\xFF\xCE\x45\xCC\x4A\x7F\xFF\xFF\xFF\xEF\xCC\xE6\x4C\x7F\xFF\xFF\xFF\xA9\x49\xE0\x8C\x80\x00\x00\x00\x1D\x69\xCD\xBD\x7F\xFF\xFF\xFF\x6B\xA6\x66\xEB\x7F\xFF\xFF\xFF\x6E\x26\x3F\xC4\x7F\xFF\xFF\xFF\x93\x62\x41\xBE\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE6\xE2\x23\xD1\xDB\x0B\x77\x7D\xDB\x0B\x77\x7D\x20\x81\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCD\x49\xA6\x34\xA8\xB8\x73\xEF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x81\x67\xB1\x49\x7F\xFF\xFF\xFF\xD4\xF8\x4F\xF6\x80\x00\x00\x00\x5A\xD7\x37\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x15\xEE\x8F\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x046040E6), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 15335)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x5C)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x61FF4FDB), ('P4rIngress.aggregator.values_v0000.hi', 0x4A299AD5)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB10A7EEA), ('P4rIngress.aggregator.values_v0001.hi', 0xCCF2FD7B)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x549BCC15), ('P4rIngress.aggregator.values_v0010.hi', 0x5171FFC1)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x68CAB8DA), ('P4rIngress.aggregator.values_v0011.hi', 0x6C0EEF3F)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x527FF61A), ('P4rIngress.aggregator.values_v0100.hi', 0x4B71BAEE)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x50C31D5B), ('P4rIngress.aggregator.values_v0101.hi', 0x56950539)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xDB9B7CAD), ('P4rIngress.aggregator.values_v0110.hi', 0x9A44596F)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x3EFAF9AD), ('P4rIngress.aggregator.values_v0111.hi', 0x65BA969A)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x31F2D259), ('P4rIngress.aggregator.values_v1000.hi', 0xD0967615)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4DB7610F), ('P4rIngress.aggregator.values_v1001.hi', 0x1716DD61)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9B6CAE2E), ('P4rIngress.aggregator.values_v1010.hi', 0xDF3659EA)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x51C6FD65), ('P4rIngress.aggregator.values_v1011.hi', 0x9EE845B3)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xEB8B2DDD), ('P4rIngress.aggregator.values_v1100.hi', 0xACADEEAA)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xBAB293C1), ('P4rIngress.aggregator.values_v1101.hi', 0x3C45E233)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6A4271E9), ('P4rIngress.aggregator.values_v1110.hi', 0x5443E6BF)], 15335)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xAECE9149), ('P4rIngress.aggregator.values_v1111.hi', 0xA83F655F)], 15335)
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
                gc.KeyTuple('job_id', 0x5C87),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000008CA),
                gc.DataTuple('slot_count', 0x000015BA),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x23075472),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0x9218D2C7),
                gc.KeyTuple('src_port', 0x4D0E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5C87),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0261),
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
        ig_port = 47
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x92\x18\xD2\xC7\x00\x00\x00\x00\x4D\x0E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5C\x87\x00\x1F\x23\x07\x54\x72\x13\x1D\x01\xF4\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x43\x31\x28\x93\x6B\xEE\xEA\x95\x94\x7F\x2B\x6F\x98\x59\x35\xF6\x57\xD2\xB2\x22\x44\xFB\x3B\xB6\x48\xD2\x6A\xBF\x36\x3A\x54\xB2\x73\x32\xD3\xCB\x58\xDD\x0A\x9F\x52\xC3\xBF\x13\x4D\x17\xE1\xB1\x92\x74\x12\xED\xE4\x35\x88\x9F\x1C\x0B\xAF\x2F\x6C\xB2\x92\xAB\xD7\x84\xE5\x5B\xA3\xDF\x33\x3C\x4C\xB5\x17\xFB\xAC\xF5\x5F\xAB\x91\x14\xCF\x6A\x82\x52\x64\x4B\x5E\xD7\x8C\x64\xBD\x37\xA0\x74\xDC\x2D\x01\x0B\x8A\xB4\x73\x3B\x9A\xF1\xAB\x91\x7E\x74\xD5\xD2\x72\xE9\x43\x27\x3D\x63\x5E\x47\xB0\x82\x93\x4B\xAD\x8A\x77\x43\xCE\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x92\x18\xD2\xC7\xBE\xEF\x4D\x0E\x00\xA0\x00\x00\x50\x34\x02\x82\x5C\x87\x00\x1F\x23\x07\x54\x72\x13\x1D\x01\xF4\xFF\xFF\xFF\xFF\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x6B\xEE\xEA\x95\x80\x00\x00\x00\x98\x59\x35\xF6\x7F\xFF\xFF\xFF\x44\xFB\x3B\xB6\x7F\xFF\xFF\xFF\x36\x3A\x54\xB2\x7F\xFF\xFF\xFF\x58\xDD\x0A\x9F\x7F\xFF\xFF\xFF\x4D\x17\xE1\xB1\x80\x00\x00\x00\xE4\x35\x88\x9F\x5B\x06\xA8\xDC\x6C\xB2\x92\xAB\x09\x77\xB7\xB4\xA3\xDF\x33\x3C\x7F\xFF\xFF\xFF\xAC\xF5\x5F\xAB\x80\x00\x00\x00\x82\x52\x64\x4B\x7F\xFF\xFF\xFF\xBD\x37\xA0\x74\xC7\xB8\x2E\xE8\x8A\xB4\x73\x3B\x80\x00\x00\x00\x7E\x74\xD5\xD2\x7F\xFF\xFF\xFF\x3D\x63\x5E\x47\x80\x00\x00\x00\xAD\x8A\x77\x43\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x84\x60\x40\xE6\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x20\xF4\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x5B\x06\xA8\xDC\x7F\xFF\xFF\xFF\x09\x77\xB7\xB4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC4\x0C\x3D\x0C\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC7\xB8\x2E\xE8\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xCE\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x16EE2918), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF0000000)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF0000000, 13128)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x76)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x17EF6B37), ('P4rIngress.aggregator.values_v0000.hi', 0x67707BB0)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x9B761BA7), ('P4rIngress.aggregator.values_v0001.hi', 0xB2971559)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x68643E13), ('P4rIngress.aggregator.values_v0010.hi', 0x1753436D)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x76AA4BD3), ('P4rIngress.aggregator.values_v0011.hi', 0xCCD5967B)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x2796AD3F), ('P4rIngress.aggregator.values_v0100.hi', 0x7CD84F2A)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x626887B9), ('P4rIngress.aggregator.values_v0101.hi', 0x51B52B35)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xE6CEA34A), ('P4rIngress.aggregator.values_v0110.hi', 0x6F9A8C36)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xCAB51621), ('P4rIngress.aggregator.values_v0111.hi', 0x8AB42BD5)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE0BFE7EF), ('P4rIngress.aggregator.values_v1000.hi', 0x52DABD3F)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7763AD56), ('P4rIngress.aggregator.values_v1001.hi', 0x6B56CA51)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x3FB52FB6), ('P4rIngress.aggregator.values_v1010.hi', 0xBEA519A7)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6BB2AA8C), ('P4rIngress.aggregator.values_v1011.hi', 0x413DC4BA)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xA36C1906), ('P4rIngress.aggregator.values_v1100.hi', 0xDA5175EC)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x9FF0C83D), ('P4rIngress.aggregator.values_v1101.hi', 0xBA62A0A3)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x52E475F9), ('P4rIngress.aggregator.values_v1110.hi', 0x76A91C30)], 13128)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA6D7AEAC), ('P4rIngress.aggregator.values_v1111.hi', 0x40C99F5C)], 13128)
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
                gc.KeyTuple('job_id', 0x4ADC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D7B),
                gc.DataTuple('slot_count', 0x0000094B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x70C16598),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x6487E186),
                gc.KeyTuple('src_port', 0x0ED7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4ADC),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x03AD),
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
        ig_port = 61
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x64\x87\xE1\x86\x00\x00\x00\x00\x0E\xD7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4A\xDC\x00\x1F\x70\xC1\x65\x98\x05\xCD\x03\xCC\xF0\x00\x00\x00\x00\x20\x00\x00\x70\xF1\x3B\x9B\x51\x1E\xF3\xB7\xDB\x47\x6C\x1E\xA5\xB7\x8D\x7C\x5A\xFC\x4E\x3B\x92\xEF\xCF\x7A\x35\xB7\xEE\xE4\xB6\x55\x56\xFD\x34\xCA\xAD\x7D\x45\x5F\x3D\xD3\x46\xAD\x7C\xA8\x79\x94\xF1\x61\x96\x4B\x37\x56\x42\x73\x1A\x99\x8F\x57\x35\x49\x8F\x15\xEA\x5B\x0F\x93\xAA\x3D\xBB\xDA\xF9\x86\x47\xED\x05\x41\x2C\x98\x53\x69\x80\x00\x00\x00\xDE\xD9\x79\x19\x18\x48\xF9\xEC\x69\xC2\x1E\xF5\xB6\x6D\x6E\xB2\x5A\xB3\xBB\xE7\xCF\xE4\xDB\xF6\x93\x56\x31\x9B\x3F\x66\xC3\x94\x22\xBF\x85\xE0\xA0\x5D\x14\x6A\x42\x6C\xD7\xBB\xE5\xC2\x72\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x64\x87\xE1\x86\xBE\xEF\x0E\xD7\x00\xA0\x00\x00\x50\x34\x02\x82\x4A\xDC\x00\x1F\x70\xC1\x65\x98\x05\xCD\x01\xCC\xF0\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x51\x1E\xF3\xB7\x80\x00\x00\x00\xA5\xB7\x8D\x7C\x7F\xFF\xFF\xFF\x92\xEF\xCF\x7A\x7F\xFF\xFF\xFF\xB6\x55\x56\xFD\x5C\x61\x5A\xBC\x45\x5F\x3D\xD3\x7F\xFF\xFF\xFF\x79\x94\xF1\x61\x80\x00\x00\x00\x42\x73\x1A\x99\x80\x00\x00\x00\x8F\x15\xEA\x5B\xF0\x53\x92\x2C\xBB\xDA\xF9\x86\x7F\xFF\xFF\xFF\x2C\x98\x53\x69\xBF\xB5\x2F\xB6\xDE\xD9\x79\x19\x7F\xFF\xFF\xFF\x69\xC2\x1E\xF5\x80\x00\x00\x00\x5A\xB3\xBB\xE7\x80\x00\x00\x00\x93\x56\x31\x9B\x7F\xFF\xFF\xFF\x22\xBF\x85\xE0\x80\x00\x00\x00\x42\x6C\xD7\xBB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x96\xEE\x29\x18\xF0\x00\x00\x00\xF0\x00\x00\x00\x20\xCC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAA\x43\x12\xE7\x7F\xFF\xFF\xFF\x83\x2A\xED\x78\x5C\x61\x5A\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xF0\x53\x92\x2C\x0E\xB5\xB6\xC5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBF\xB5\x2F\xB6\x9D\x7E\x92\xC0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x35\x05\x31\xD3\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE5\xC2\x72\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2FA8E9A0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x70000000)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x70000000, 12786)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x6C)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4C7BD24F), ('P4rIngress.aggregator.values_v0000.hi', 0x665069D4)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x2B6157A3), ('P4rIngress.aggregator.values_v0001.hi', 0x2D716D3D)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x8ED9AF4D), ('P4rIngress.aggregator.values_v0010.hi', 0x936CD8DC)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x96FFF987), ('P4rIngress.aggregator.values_v0011.hi', 0x375D3F3F)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x85769CF4), ('P4rIngress.aggregator.values_v0100.hi', 0x9369109D)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6096AF69), ('P4rIngress.aggregator.values_v0101.hi', 0x6626AAB2)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x439EEE4B), ('P4rIngress.aggregator.values_v0110.hi', 0xECC21BD2)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x44F8C749), ('P4rIngress.aggregator.values_v0111.hi', 0x8A3F0D63)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5C608C25), ('P4rIngress.aggregator.values_v1000.hi', 0xBDF7D488)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x56BDB755), ('P4rIngress.aggregator.values_v1001.hi', 0xB6B9EE1F)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x58CBBEE0), ('P4rIngress.aggregator.values_v1010.hi', 0x358BA923)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x61C38887), ('P4rIngress.aggregator.values_v1011.hi', 0x5671E16F)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x9D3A824D), ('P4rIngress.aggregator.values_v1100.hi', 0x4D6F7274)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x272BA7D5), ('P4rIngress.aggregator.values_v1101.hi', 0x2F1D67FD)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x991ADB0C), ('P4rIngress.aggregator.values_v1110.hi', 0x9EB89267)], 12786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7B2B92CD), ('P4rIngress.aggregator.values_v1111.hi', 0xA30A7B69)], 12786)
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
                gc.KeyTuple('job_id', 0x2078),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E3B),
                gc.DataTuple('slot_count', 0x00000BC9),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x79D13460),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0xD537FAA8),
                gc.KeyTuple('src_port', 0xEB75),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2078),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x02A1),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD5\x37\xFA\xA8\x00\x00\x00\x00\xEB\x75\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x20\x78\x00\x1F\x79\xD1\x34\x60\x03\xB7\x01\x33\x70\x00\x00\x00\x00\x20\x00\x00\x6F\x63\xF1\x32\xD4\x6C\x6F\x7E\xA6\xD2\xB8\x4D\x7E\x2A\xA4\x70\xDE\xD3\xEC\xCE\xB8\x5C\xC5\x4F\x9B\xE7\xE1\xD8\x37\x23\x1D\xA8\xDB\x6E\x73\x45\xAE\x07\xA9\xCF\x51\x3C\xA5\x7A\x7E\x97\x2D\xD7\x73\xAE\x39\x47\x06\xDB\xDF\x26\x62\xAA\x9B\x3D\xDE\xDD\x45\xA3\x4D\xAB\x38\xAF\x25\x27\xCD\xBA\x64\xA1\xB4\x57\x9E\x3F\x8E\x74\x73\xFE\x1F\x07\x5C\xD2\xBA\x62\x4D\xAF\xCA\xCD\x63\x30\xA2\xD0\xCC\x34\xF1\x98\x3D\x44\x30\x36\xCF\xEB\xAE\xDF\x68\x1F\x41\x3D\xD8\x3E\xA2\xE1\xF1\x27\xCA\xC7\x59\x69\x52\xED\xBB\x54\xE1\x6B\xA8\x33\xCB\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD5\x37\xFA\xA8\xBE\xEF\xEB\x75\x00\xA0\x00\x00\x50\x34\x02\x82\x20\x78\x00\x1F\x79\xD1\x34\x60\x03\xB7\x01\x33\x70\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xD4\x6C\x6F\x7E\xD2\x34\x0F\xF0\x7E\x2A\xA4\x70\x80\x00\x00\x00\xB8\x5C\xC5\x4F\x80\x00\x00\x00\x37\x23\x1D\xA8\x80\x00\x00\x00\xAE\x07\xA9\xCF\x7F\xFF\xFF\xFF\x7E\x97\x2D\xD7\x7F\xFF\xFF\xFF\x06\xDB\xDF\x26\x7F\xFF\xFF\xFF\xDE\xDD\x45\xA3\x7F\xFF\xFF\xFF\x25\x27\xCD\xBA\x7F\xFF\xFF\xFF\x9E\x3F\x8E\x74\x7F\xFF\xFF\xFF\x5C\xD2\xBA\x62\x7F\xFF\xFF\xFF\x63\x30\xA2\xD0\x80\x00\x00\x00\x3D\x44\x30\x36\xF7\x17\x56\xB4\x68\x1F\x41\x3D\x80\x00\x00\x00\xF1\x27\xCA\xC7\x7F\xFF\xFF\xFF\xBB\x54\xE1\x6B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xAF\xA8\xE9\xA0\x70\x00\x00\x00\x70\x00\x00\x00\x20\x6C\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x3A\xBC\xD9\x52\xD2\x34\x0F\xF0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x6E\x80\x5C\xE7\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF3\x9D\xFA\xF8\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE3\x1F\xA2\x42\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF7\x17\x56\xB4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x8F\xE0\x5D\x2E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA8\x33\xCB\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

