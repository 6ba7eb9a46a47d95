# PTF test for /tmp/wt38/regen/work/k32/kind11/main
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

logger = logging.getLogger('/tmp/wt38/regen/work/k32/kind11/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/wt38/regen/work/k32/kind11/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/wt38/regen/work/k32/kind11/main')

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
    # Current statement coverage: 0.055

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 5
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x7B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x22\x00\x00\x00\x00\x00\x00\x20\x00\x00\xF5\x38\x3F\xAB\xF1\x85\xC6\x6B\xCD\xB5\x83\x97\xD3\x24\x47\x19\x2D\x42\x1E\xAB\xA7\xB9\xC8\xE0\xCD\xF2\x79\x0F\x2A\x8F\xEA\x2B\x7A\x01\xAF\x45\xE6\x9A\x73\x09\xFF\x7E\x8D\xD4\x60\xE2\xD8\x15\xC5\x75\x08\xD4\x42\xF8\xD1\xE5\x04\xF1\x3C\xDD\x71\xF7\x80\xE0\x5B\x0A\x01\x84\xA5\xA5\x39\xB1\x3C\x0E\x16\x17\xC1\xCB\x3D\x50\x3C\x91\x3F\xCD\x81\x84\x07\xF7\xDF\xFD\x89\xB7\x49\xD7\xE9\xCC\xFD\x98\x8D\xC7\x44\x84\x56\x32\xB6\xC7\x60\xF0\x6A\xAD\xDE'
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
        ig_port = 1
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xA2\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8F\x00\x00\x00\x00\x00\x00\x20\x00\x00\x04\xAE\x8A\x6D\x69\x9C\x25\x50\xD5\xAA\x07\x34\xC8\x87\x4C\x1A\xAF\xBE\x86\x4C\x24\x61\xFC\x2B\x50\xC5\xA1\xF1\x4A\x25\x2B\x18\xB1\x1E\xDB\xC4\x32\x92\xB2\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.056

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 33
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x95\x9A\x86\x7D\xD7\xBD\x17\x4C\x86\xAF\x0A\x43\xFA\xDD\xA2\xE9\x13\x25\x20\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53\x15\x68\x51\x39\x04\xF5\x3B\xA5\x86\x59\x40\x9B\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7\x18\x9E\xBE\xC3\xE8\x99\xB7\x09\x78\x20\x04\x16\x72\xA9\x26\x68\x12\xC7\xFE\x99\x1A\x6D\x05\x1A\x38\xDD\x27\x87\xCA\x0E\x35\xD7\x72\x35\xDE\xE2\x47\xCB\x2D\x6F\x4C\x6A\x30\x19\xBF\x87\xC8\xC4\xA9\x1F\x6C\x40\xFD\x26\x00\x0F'
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x23\xD4\xD1\xD5\xA9\xEE\x72\x34\x0B\x9B\xC7\x06\x89\x30\x81\xCD\xC3\xF6\xD4\xFD\x0C\xC9\xBF\xF8\x8A\x64\xCB\x80\x6A\x07\xA7\x03\x7E\x39\x27\x4D\xB1\xC4\x35\x71\xF3\x2F\x25\x41\x69\xFF\x92\xB7\x88\x90\x14\x97\x1A\x32\x96\xD8\x3B\x23\xD3\xA0\xB3\x23\x5D\x2E\x42\xCF\x84\xBE\x96\xDC\xBA\x4A\xF4\xDF\x85\x5C\x25\x90\x00\xF3\x9D\x2B\x0F\xC7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.06

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x16\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x49\x00\x00\x00\x00\x00\x00\x20\x00\x00\xE2\x14\x96\x28\x78\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x2F)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x7B3A25BE)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xF9FE254B)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x27DB24F7)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x8373F49A)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x5A92B443)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xC55D7E9F)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xDA19C76E)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xDF4E9223)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x87FF2252)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xE3DE1CEE)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x2D2EEE8C)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x36C31D75)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x7530D76D)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x4D91ED3F)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xC8D10F10)], 2506)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x4AD857F0)], 2506)
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
                gc.KeyTuple('job_id', 0x6776),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000009CA),
                gc.DataTuple('slot_count', 0x00000AA9),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x44284DE4),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xE2D376824802),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xE2\xD3\x76\x82\x48\x02\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x67\x76\x00\x00\x00\x00\x00\x00\x00\x00\x88\x55\x00\x00\x00\x00\x00\x20\x00\x00\xF1\x8F\x0F\x6C\x98\x09\x4A\x4F\x01\xFC\x92\x42\x64\xA1\x89\x1A\x57\x92\xD7\xFD\x4E\x4F\x88\x70\x9C\x1A\x7A\x5E\xB7\x34\x73\xC8\x0A\xDF\xF9\x1C\xE6\xAC\x71\x32\x58\x7A\x41\xB9\xA9\x50\x03\xF8\xBA\xDE\xAF\xAD\x1C\x4E\xC8\xE2\xB5\x20\xF7\x6B\xBF\x66\x38\xD3\x97\x07\x3F\xD4\xB5\x81\xFE\x41\xEF\x9B\x6B\xCF\xDB\xD0\x26\x57\x3E\x8A\x11\x40\xDE\x74\x8D\x16\x82\xAC\x2B\xC8\x4A\xD0\xA8\xD8\x73\x5D\x8E\x68\x4D\x86\xCB\xF9\xB6\x2C\x7E\xAD\x8C\xC9\x59\x8A\xFB\x68\x4B\x76\xAE\x6A\x90\x97\x27\x9F\xCC\x12\x92\x44\xE9\x7C\x89\xF0\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8\x06\xB5\xC3\x65\x65\x74\xC9\xA4\x05\x16\xDD\x45\x2C\x1A\x6F\x35\x1F\xD0\x38\xC7\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38\xED\xEF\x99\x3D\x44\xDD\x40\xB7\x04\x0C\xDC\x60\x77\xA7\x0C\x0A\x9F\x94\x87\x54\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0\x94\x21\x5A\x76\x53\x9F\x00\x14\x27\x26\x68\xAA\x9D\xFD\x35\x91\xC5\xD2\x3B\x85\x00\xBC\x1C\x0F\x4D\x25\xF6\x36\x92\xDC\xA8\xB0\xC5\x87\x3F\xE7\xE7\x43\xE1\x47\xC3\x4E\xBA\xC2\x3C\xAD\xCC\xC6\x61\x3A\xC9\xD6\x68\x7B\xA7\x52\xF1\x1C\x39\xE9\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62\xF3\x11\xBA\x67'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xE2\xD3\x76\x82\x48\x02\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x67\x76\x00\x00\x00\x00\x00\x00\x00\x00\x06\x2F\x00\x00\x00\x00\x00\x20\x00\x00\xF1\x8F\x0F\x6C\x7B\x3A\x25\xBE\x01\xFC\x92\x42\xF9\xFE\x25\x4B\x57\x92\xD7\xFD\x27\xDB\x24\xF7\x9C\x1A\x7A\x5E\x83\x73\xF4\x9A\x0A\xDF\xF9\x1C\x5A\x92\xB4\x43\x58\x7A\x41\xB9\xC5\x5D\x7E\x9F\xBA\xDE\xAF\xAD\xDA\x19\xC7\x6E\xB5\x20\xF7\x6B\xDF\x4E\x92\x23\x97\x07\x3F\xD4\x87\xFF\x22\x52\xEF\x9B\x6B\xCF\xE3\xDE\x1C\xEE\x3E\x8A\x11\x40\x2D\x2E\xEE\x8C\x82\xAC\x2B\xC8\x36\xC3\x1D\x75\x73\x5D\x8E\x68\x75\x30\xD7\x6D\xB6\x2C\x7E\xAD\x4D\x91\xED\x3F\xFB\x68\x4B\x76\xC8\xD1\x0F\x10\x27\x9F\xCC\x12\x4A\xD8\x57\xF0\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2F\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x7B\x3A\x25\xBE\x00\x00\x00\x00\xF9\xFE\x25\x4B\x00\x00\x00\x00\x27\xDB\x24\xF7\x00\x00\x00\x00\x83\x73\xF4\x9A\x00\x00\x00\x00\x5A\x92\xB4\x43\x00\x00\x00\x00\xC5\x5D\x7E\x9F\x00\x00\x00\x00\xDA\x19\xC7\x6E\x00\x00\x00\x00\xDF\x4E\x92\x23\x00\x00\x00\x00\x87\xFF\x22\x52\x00\x00\x00\x00\xE3\xDE\x1C\xEE\x00\x00\x00\x00\x2D\x2E\xEE\x8C\x00\x00\x00\x00\x36\xC3\x1D\x75\x00\x00\x00\x00\x75\x30\xD7\x6D\x00\x00\x00\x00\x4D\x91\xED\x3F\x00\x00\x00\x00\xC8\xD1\x0F\x10\x00\x00\x00\x00\x4A\xD8\x57\xF0\x89\xF0\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8\x06\xB5\xC3\x65\x65\x74\xC9\xA4\x05\x16\xDD\x45\x2C\x1A\x6F\x35\x1F\xD0\x38\xC7\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38\xED\xEF\x99\x3D\x44\xDD\x40\xB7\x04\x0C\xDC\x60\x77\xA7\x0C\x0A\x9F\x94\x87\x54\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0\x94\x21\x5A\x76\x53\x9F\x00\x14\x27\x26\x68\xAA\x9D\xFD\x35\x91\xC5\xD2\x3B\x85\x00\xBC\x1C\x0F\x4D\x25\xF6\x36\x92\xDC\xA8\xB0\xC5\x87\x3F\xE7\xE7\x43\xE1\x47\xC3\x4E\xBA\xC2\x3C\xAD\xCC\xC6\x61\x3A\xC9\xD6\x68\x7B\xA7\x52\xF1\x1C\x39\xE9\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62\xF3\x11\xBA\x67'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xC3)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x55EC7996)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x433E7C64)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x1544DCF2)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x51D803EA)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x70515DF2)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x9B267212)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xCD5BF711)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xF5C4ACAD)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x90FCCDD4)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x6808C777)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x8287FF06)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x12A84D45)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x05D1CC01)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xAFA7C0EA)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xC7B04B51)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xD6B06082)], 2020)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xAE1F),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xA4B0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007E4),
                gc.DataTuple('slot_count', 0x000005AE),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x43A044D2),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x48071B8AB7F5),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x48\x07\x1B\x8A\xB7\xF5\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xA4\xB0\x00\x1D\x00\x00\x00\x00\x00\x00\x72\x31\x00\x00\x00\x00\x00\x20\x00\x00\x32\x7B\xEC\x3F\xE4\x87\x38\xA5\x98\xAB\x06\x8E\xBF\x69\x36\x29\xC6\xD1\x9E\x1B\xE4\xB1\x8E\x86\xB7\x8C\x3C\x93\x90\x4C\x73\x61\x69\x64\x40\xE0\x9D\x3D\x08\x4E\x1A\x70\x14\xC6\x4D\x4C\x95\xF9\x0B\x36\x8A\xCC\x7E\xFE\xF1\x97\x4F\xA3\xD0\x47\xCE\xF4\x33\xB1\xC0\x53\x0B\x88\x61\x04\x25\xCD\x02\x80\x55\x03\x6D\xFD\xCC\x1A\x97\x87\xAE\x40\x1C\x4B\xB0\x50\x11\xAB\x6A\xF8\x76\x08\x2A\x06\x6C\x23\x1B\x98\x88\x54\x21\x97\xAF\x99\x9D\x35\xD5\xB7\xEE\x90\x82\xD1\x13\xE6\x75\x67\x3A\xB3\x7D\xA1\xA8\xF1\x73\xF7\x03\x64\x7E\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C\x5C\xA5\xC5\x1F\x22\xEE\xBA\xD2\x6D\xAA\x78\x37\x8E\x65\xC2\x9C\x6D\x85\x20\xFD\xBF\x43\x5D\x20\xC0\x7A\xBF\x36\xDD\x11\x14\x30\x6D\x49\xF6\x53\x63\x4A\xD5\xD4\x9C\xEA\x2A\x82\xCE\x9E\x72\x21\xB7\xA6\xF9\xDD\x3B\xA4\x33\xB5\x4A\x2D\xB6\x23\xCC\xF6\x43\x4B\xD0\x20\x70\x3F\x04\xC6\x11\x9D\x5E\x2A\xF9\x80\x8F\x9F\xAD\x2E\x6A\xFD\x3B\xCE\xF8\x37\x6D\x42\x91\xEF\xE3\x74\x95\xF4\x51\xC3\x17\x70\x3E\x2D\x47\x78\x94\xEA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x48\x07\x1B\x8A\xB7\xF5\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xA4\xB0\x00\x1D\x00\x00\x00\x00\x00\x00\x06\xC3\x00\x00\x00\x00\x00\x20\x00\x00\x32\x7B\xEC\x3F\x55\xEC\x79\x96\x98\xAB\x06\x8E\x43\x3E\x7C\x64\xC6\xD1\x9E\x1B\x15\x44\xDC\xF2\xB7\x8C\x3C\x93\x51\xD8\x03\xEA\x69\x64\x40\xE0\x70\x51\x5D\xF2\x1A\x70\x14\xC6\x9B\x26\x72\x12\x0B\x36\x8A\xCC\xCD\x5B\xF7\x11\x4F\xA3\xD0\x47\xF5\xC4\xAC\xAD\xC0\x53\x0B\x88\x90\xFC\xCD\xD4\x02\x80\x55\x03\x68\x08\xC7\x77\x97\x87\xAE\x40\x82\x87\xFF\x06\x11\xAB\x6A\xF8\x12\xA8\x4D\x45\x6C\x23\x1B\x98\x05\xD1\xCC\x01\xAF\x99\x9D\x35\xAF\xA7\xC0\xEA\x82\xD1\x13\xE6\xC7\xB0\x4B\x51\x7D\xA1\xA8\xF1\xD6\xB0\x60\x82\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC3\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x55\xEC\x79\x96\x00\x00\x00\x00\x43\x3E\x7C\x64\x00\x00\x00\x00\x15\x44\xDC\xF2\x00\x00\x00\x00\x51\xD8\x03\xEA\x00\x00\x00\x00\x70\x51\x5D\xF2\x00\x00\x00\x00\x9B\x26\x72\x12\x00\x00\x00\x00\xCD\x5B\xF7\x11\x00\x00\x00\x00\xF5\xC4\xAC\xAD\x00\x00\x00\x00\x90\xFC\xCD\xD4\x00\x00\x00\x00\x68\x08\xC7\x77\x00\x00\x00\x00\x82\x87\xFF\x06\x00\x00\x00\x00\x12\xA8\x4D\x45\x00\x00\x00\x00\x05\xD1\xCC\x01\x00\x00\x00\x00\xAF\xA7\xC0\xEA\x00\x00\x00\x00\xC7\xB0\x4B\x51\x00\x00\x00\x00\xD6\xB0\x60\x82\x7E\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C\x5C\xA5\xC5\x1F\x22\xEE\xBA\xD2\x6D\xAA\x78\x37\x8E\x65\xC2\x9C\x6D\x85\x20\xFD\xBF\x43\x5D\x20\xC0\x7A\xBF\x36\xDD\x11\x14\x30\x6D\x49\xF6\x53\x63\x4A\xD5\xD4\x9C\xEA\x2A\x82\xCE\x9E\x72\x21\xB7\xA6\xF9\xDD\x3B\xA4\x33\xB5\x4A\x2D\xB6\x23\xCC\xF6\x43\x4B\xD0\x20\x70\x3F\x04\xC6\x11\x9D\x5E\x2A\xF9\x80\x8F\x9F\xAD\x2E\x6A\xFD\x3B\xCE\xF8\x37\x6D\x42\x91\xEF\xE3\x74\x95\xF4\x51\xC3\x17\x70\x3E\x2D\x47\x78\x94\xEA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x8B)], 316)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xA0D5CC02)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x5FB66E19)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x168294D4)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xCC09C9EE)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x155D693B)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x7D2508F5)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x1D83B9A1)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xF8D537E2)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x168C862D)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x43793537)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x7F924C22)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xE7CC2E9F)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xB143DD30)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xAB5D0525)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x70FFF83E)], 316)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xBED8E6BA)], 316)
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
                gc.KeyTuple('job_id', 0x4E61),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000013C),
                gc.DataTuple('slot_count', 0x00001C71),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x211B03B2),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x9CC0B9B4),
                gc.KeyTuple('src_port', 0xC1D0),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x145BDACB42ED),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x14\x5B\xDA\xCB\x42\xED\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9C\xC0\xB9\xB4\x00\x00\x00\x00\xC1\xD0\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x4E\x61\x00\x1E\x00\x00\x00\x00\x00\x00\xA8\xBE\x00\x00\x00\x00\x00\x20\x00\x00\xD1\x9A\x2F\x7B\x16\xE3\x52\x1E\xC4\x67\xDD\x13\x3A\x9B\xB8\x48\xC2\xEB\xD6\x7A\xB5\x5B\x64\x08\x6F\x0B\x94\x4C\xE4\x93\x80\xA4\x35\x4D\xC6\xE8\x3E\x1E\x6B\x59\x5B\x7F\x7D\x17\x4C\xF9\x42\xAC\xA7\xE7\x76\x7D\xC9\xB5\xB0\x4F\x41\x25\x9F\x3B\x14\xE7\x4B\x16\x36\x24\x52\xB0\x04\x10\xDF\xE9\x3E\x04\x28\x54\x12\xEB\xA1\x7D\x9C\xC8\x99\xCC\xF9\x6B\xB8\x76\xA1\x87\x8F\x1F\x52\xEF\x2A\x92\x79\x26\x12\x6D\x7C\xB9\xEC\x7B\xCE\xBE\xD8\x16\x37\x97\xF6\x75\xD6\x2B\xA5\xD6\x94\x24\x74\x70\x3C\xF9\x8E\x26\x9F\x4D\x18\xCF\xA1\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x14\x5B\xDA\xCB\x42\xED\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9C\xC0\xB9\xB4\x00\x00\x00\x00\xC1\xD0\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x4E\x61\x00\x1E\x00\x00\x00\x00\x00\x00\x06\x8B\x00\x00\x00\x00\x00\x20\x00\x00\xD1\x9A\x2F\x7B\xA0\xD5\xCC\x02\xC4\x67\xDD\x13\x5F\xB6\x6E\x19\xC2\xEB\xD6\x7A\x16\x82\x94\xD4\x6F\x0B\x94\x4C\xCC\x09\xC9\xEE\x35\x4D\xC6\xE8\x15\x5D\x69\x3B\x5B\x7F\x7D\x17\x7D\x25\x08\xF5\xA7\xE7\x76\x7D\x1D\x83\xB9\xA1\x41\x25\x9F\x3B\xF8\xD5\x37\xE2\x36\x24\x52\xB0\x16\x8C\x86\x2D\x3E\x04\x28\x54\x43\x79\x35\x37\x9C\xC8\x99\xCC\x7F\x92\x4C\x22\xA1\x87\x8F\x1F\xE7\xCC\x2E\x9F\x79\x26\x12\x6D\xB1\x43\xDD\x30\xCE\xBE\xD8\x16\xAB\x5D\x05\x25\xD6\x2B\xA5\xD6\x70\xFF\xF8\x3E\x3C\xF9\x8E\x26\xBE\xD8\xE6\xBA\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8B\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xA0\xD5\xCC\x02\x00\x00\x00\x00\x5F\xB6\x6E\x19\x00\x00\x00\x00\x16\x82\x94\xD4\x00\x00\x00\x00\xCC\x09\xC9\xEE\x00\x00\x00\x00\x15\x5D\x69\x3B\x00\x00\x00\x00\x7D\x25\x08\xF5\x00\x00\x00\x00\x1D\x83\xB9\xA1\x00\x00\x00\x00\xF8\xD5\x37\xE2\x00\x00\x00\x00\x16\x8C\x86\x2D\x00\x00\x00\x00\x43\x79\x35\x37\x00\x00\x00\x00\x7F\x92\x4C\x22\x00\x00\x00\x00\xE7\xCC\x2E\x9F\x00\x00\x00\x00\xB1\x43\xDD\x30\x00\x00\x00\x00\xAB\x5D\x05\x25\x00\x00\x00\x00\x70\xFF\xF8\x3E\x00\x00\x00\x00\xBE\xD8\xE6\xBA\xA1\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x2C)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x498E75D7)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x84ED7AE0)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x5E7C78BA)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xB48C50AC)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x6386E367)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xE41558C0)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x216837E5)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x43413FFF)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xF26404A5)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x6C0D89E2)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x14E4788D)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xA97569BF)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x7F6CEEED)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xBDD66FEE)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xDAF15A42)], 2715)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xF88D1292)], 2715)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x61CC),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x67D4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A9B),
                gc.DataTuple('slot_count', 0x000013EE),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDEAB2F1A),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x613AA5B1BE61),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x61\x3A\xA5\xB1\xBE\x61\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x67\xD4\x00\x02\x00\x00\x00\x00\x00\x00\x72\xE4\x00\x00\x00\x00\x00\x20\x00\x00\x64\xB2\xFC\xC5\x2A\xC0\xA1\x2E\xF2\x80\xE0\xD1\xB6\x83\xC4\xE3\x73\xC5\xB1\x67\xE6\x81\x4B\xEB\x34\xD8\x3A\xE0\x14\x0B\x87\x3D\x46\x39\x26\x16\x00\x37\xF5\xBF\x76\x03\x6A\x27\xCB\x91\x7B\x2D\x9E\x25\x45\x02\x7D\xC7\x34\xAD\x08\xDC\x80\x3B\xE2\x60\x01\xB3\xEC\x5D\xC0\x55\x04\xEA\x3B\xAB\x61\x48\x3B\x3D\x1E\x9F\x5D\x43\xC5\x5D\x4F\x87\x7C\x74\x81\x77\x7B\x97\x29\xA7\xD5\x0F\x87\x49\xB4\x22\xD4\x3F\xE1\xE6\xC1\x79\x59\x7C\xD5\x27\xB8\x43\x36\x61\xA5\xB3\x51\xA8\x55\xCA\x23\xD5\x26\x04\x91\x04\x1D\x64\xAE\xD8\x22\x94\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6\xED\x1A\x39\xDB\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8\x03\x92\x54\x83\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE\x42\xA4\x02\xB2\x5B\x41\x34\x30\x11\x08\x88\xF0\x29\x86\x4C\xE6\xC0\xB4\x96\x99'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x61\x3A\xA5\xB1\xBE\x61\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x67\xD4\x00\x02\x00\x00\x00\x00\x00\x00\x06\x2C\x00\x00\x00\x00\x00\x20\x00\x00\x64\xB2\xFC\xC5\x49\x8E\x75\xD7\xF2\x80\xE0\xD1\x84\xED\x7A\xE0\x73\xC5\xB1\x67\x5E\x7C\x78\xBA\x34\xD8\x3A\xE0\xB4\x8C\x50\xAC\x46\x39\x26\x16\x63\x86\xE3\x67\x76\x03\x6A\x27\xE4\x15\x58\xC0\x9E\x25\x45\x02\x21\x68\x37\xE5\x08\xDC\x80\x3B\x43\x41\x3F\xFF\xEC\x5D\xC0\x55\xF2\x64\x04\xA5\x61\x48\x3B\x3D\x6C\x0D\x89\xE2\xC5\x5D\x4F\x87\x14\xE4\x78\x8D\x7B\x97\x29\xA7\xA9\x75\x69\xBF\xB4\x22\xD4\x3F\x7F\x6C\xEE\xED\x59\x7C\xD5\x27\xBD\xD6\x6F\xEE\xA5\xB3\x51\xA8\xDA\xF1\x5A\x42\x26\x04\x91\x04\xF8\x8D\x12\x92\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2C\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x49\x8E\x75\xD7\x00\x00\x00\x00\x84\xED\x7A\xE0\x00\x00\x00\x00\x5E\x7C\x78\xBA\x00\x00\x00\x00\xB4\x8C\x50\xAC\x00\x00\x00\x00\x63\x86\xE3\x67\x00\x00\x00\x00\xE4\x15\x58\xC0\x00\x00\x00\x00\x21\x68\x37\xE5\x00\x00\x00\x00\x43\x41\x3F\xFF\x00\x00\x00\x00\xF2\x64\x04\xA5\x00\x00\x00\x00\x6C\x0D\x89\xE2\x00\x00\x00\x00\x14\xE4\x78\x8D\x00\x00\x00\x00\xA9\x75\x69\xBF\x00\x00\x00\x00\x7F\x6C\xEE\xED\x00\x00\x00\x00\xBD\xD6\x6F\xEE\x00\x00\x00\x00\xDA\xF1\x5A\x42\x00\x00\x00\x00\xF8\x8D\x12\x92\x22\x94\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6\xED\x1A\x39\xDB\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8\x03\x92\x54\x83\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE\x42\xA4\x02\xB2\x5B\x41\x34\x30\x11\x08\x88\xF0\x29\x86\x4C\xE6\xC0\xB4\x96\x99'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x82)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x193C95DD)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x5EF21546)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x7A5AAFBF)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xBC982B4B)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x5E794235)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x65D09AEE)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x0192460F)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x40CE7D01)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x18AAE841)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xD8416A8C)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x97838874)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xFB3580E4)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xBD7A71CF)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xF03D2D2A)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xA4EBDB6A)], 1464)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xD9ADB4A2)], 1464)
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
                gc.KeyTuple('job_id', 0x2577),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005B8),
                gc.DataTuple('slot_count', 0x0000008F),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDE1FE1A5),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x8460DD280F0B),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x84\x60\xDD\x28\x0F\x0B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x25\x77\x00\x12\x00\x00\x00\x00\x00\x00\x5A\x8A\x00\x00\x00\x00\x00\x20\x00\x00\xCC\x5D\x22\x39\x7B\xDA\x4F\x42\x40\xD5\x43\xC1\x7F\xC4\x1C\x27\x04\xC8\x56\x6F\x3A\x96\xF5\x28\x08\x1A\xA9\x53\xC9\x29\xA6\xA8\x9A\x88\xA4\x35\x51\x7C\x2F\xFB\x3A\x47\x0B\x7C\x1D\x65\x47\x98\x97\xB3\xDC\x57\x94\x2F\x4D\x6B\xEC\x86\x52\x5D\x97\x9B\xD0\xEE\x5F\x88\x0B\x36\xCE\x75\xAC\x58\x66\x50\xAA\x04\x56\x7D\xCE\xB8\x29\x08\x75\xBA\x93\x90\x05\x23\xDE\x1D\x95\x55\x92\x5D\xDE\xC8\xFF\xC6\x06\x62\xF1\xB2\x4C\x92\x8E\xFA\x67\x20\x24\xD5\xF8\x93\xBC\xCB\x1C\x87\x94\xF3\xBB\x71\x76\xF3\x01\x2F\x61\x5D\x5E\xB2\x1A\xFA\xEB\x2D\x1B\x32\xB8\x78\xDA\x75\x9A\x03\xD8\x48\xAB\x55\x8D\x29\xA1\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x84\x60\xDD\x28\x0F\x0B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x25\x77\x00\x12\x00\x00\x00\x00\x00\x00\x04\x82\x00\x00\x00\x00\x00\x20\x00\x00\xCC\x5D\x22\x39\x19\x3C\x95\xDD\x40\xD5\x43\xC1\x5E\xF2\x15\x46\x04\xC8\x56\x6F\x7A\x5A\xAF\xBF\x08\x1A\xA9\x53\xBC\x98\x2B\x4B\x9A\x88\xA4\x35\x5E\x79\x42\x35\x3A\x47\x0B\x7C\x65\xD0\x9A\xEE\x97\xB3\xDC\x57\x01\x92\x46\x0F\xEC\x86\x52\x5D\x40\xCE\x7D\x01\x5F\x88\x0B\x36\x18\xAA\xE8\x41\x66\x50\xAA\x04\xD8\x41\x6A\x8C\x29\x08\x75\xBA\x97\x83\x88\x74\xDE\x1D\x95\x55\xFB\x35\x80\xE4\xFF\xC6\x06\x62\xBD\x7A\x71\xCF\x8E\xFA\x67\x20\xF0\x3D\x2D\x2A\xBC\xCB\x1C\x87\xA4\xEB\xDB\x6A\x76\xF3\x01\x2F\xD9\xAD\xB4\xA2\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x19\x3C\x95\xDD\x00\x00\x00\x00\x5E\xF2\x15\x46\x00\x00\x00\x00\x7A\x5A\xAF\xBF\x00\x00\x00\x00\xBC\x98\x2B\x4B\x00\x00\x00\x00\x5E\x79\x42\x35\x00\x00\x00\x00\x65\xD0\x9A\xEE\x00\x00\x00\x00\x01\x92\x46\x0F\x00\x00\x00\x00\x40\xCE\x7D\x01\x00\x00\x00\x00\x18\xAA\xE8\x41\x00\x00\x00\x00\xD8\x41\x6A\x8C\x00\x00\x00\x00\x97\x83\x88\x74\x00\x00\x00\x00\xFB\x35\x80\xE4\x00\x00\x00\x00\xBD\x7A\x71\xCF\x00\x00\x00\x00\xF0\x3D\x2D\x2A\x00\x00\x00\x00\xA4\xEB\xDB\x6A\x00\x00\x00\x00\xD9\xAD\xB4\xA2\x1A\xFA\xEB\x2D\x1B\x32\xB8\x78\xDA\x75\x9A\x03\xD8\x48\xAB\x55\x8D\x29\xA1\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x3F)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xD9C5A026)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x17855664)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x8062183C)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x9719B56E)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x501894D7)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x14E4BC84)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xC25351AA)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xE3665BF0)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x3F97D5B8)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x42DE351C)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xA726F405)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xE1410B51)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x19813241)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xC65BFB43)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x8B6FC7F6)], 3786)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x8191C697)], 3786)
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
                gc.KeyTuple('job_id', 0x0123),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ECA),
                gc.DataTuple('slot_count', 0x0000069C),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8F7B1EBB),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x281641C127B6),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x28\x16\x41\xC1\x27\xB6\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x01\x23\x00\x1A\x00\x00\x00\x00\x00\x00\x4A\xE6\x00\x00\x00\x00\x00\x20\x00\x00\x9E\x4D\xA7\xA4\x04\x57\x7F\xD6\xD3\x03\xD1\x64\xF7\xDA\x59\x2B\xCB\x43\xF8\x68\x33\x55\xF7\x0F\x38\x80\x8D\xE9\x0C\x74\x8A\xF6\x3D\xD4\xE5\x66\xB3\xFC\x72\xAA\x91\xF5\x21\xB4\xCC\x54\x47\xE5\x97\xAA\xB3\x06\x61\x73\xEE\xFC\x10\xD8\xE0\x65\xA9\x66\x11\x61\x84\x6D\x9A\x3B\xEC\x95\x15\x78\x2B\x5E\x25\xB4\x05\x37\xFB\x93\xFE\xEC\x5A\x52\x1E\xFC\x8A\x53\x4B\x08\x84\x3D\x50\x1E\x84\x37\x13\xF6\x68\xA9\xC5\xBC\xE1\xAE\xEB\xC2\x61\xFC\x9C\x2F\xB2\x78\x16\x11\x00\xAE\x7E\x5B\xEB\x22\x8C\xD3\x32\x30\x5A\x91\x12\x6B\x7D\x81\x41\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x28\x16\x41\xC1\x27\xB6\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x01\x23\x00\x1A\x00\x00\x00\x00\x00\x00\x04\x3F\x00\x00\x00\x00\x00\x20\x00\x00\x9E\x4D\xA7\xA4\xD9\xC5\xA0\x26\xD3\x03\xD1\x64\x17\x85\x56\x64\xCB\x43\xF8\x68\x80\x62\x18\x3C\x38\x80\x8D\xE9\x97\x19\xB5\x6E\x3D\xD4\xE5\x66\x50\x18\x94\xD7\x91\xF5\x21\xB4\x14\xE4\xBC\x84\x97\xAA\xB3\x06\xC2\x53\x51\xAA\x10\xD8\xE0\x65\xE3\x66\x5B\xF0\x84\x6D\x9A\x3B\x3F\x97\xD5\xB8\x2B\x5E\x25\xB4\x42\xDE\x35\x1C\xFE\xEC\x5A\x52\xA7\x26\xF4\x05\x4B\x08\x84\x3D\xE1\x41\x0B\x51\x13\xF6\x68\xA9\x19\x81\x32\x41\xEB\xC2\x61\xFC\xC6\x5B\xFB\x43\x16\x11\x00\xAE\x8B\x6F\xC7\xF6\x8C\xD3\x32\x30\x81\x91\xC6\x97\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3F\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xD9\xC5\xA0\x26\x00\x00\x00\x00\x17\x85\x56\x64\x00\x00\x00\x00\x80\x62\x18\x3C\x00\x00\x00\x00\x97\x19\xB5\x6E\x00\x00\x00\x00\x50\x18\x94\xD7\x00\x00\x00\x00\x14\xE4\xBC\x84\x00\x00\x00\x00\xC2\x53\x51\xAA\x00\x00\x00\x00\xE3\x66\x5B\xF0\x00\x00\x00\x00\x3F\x97\xD5\xB8\x00\x00\x00\x00\x42\xDE\x35\x1C\x00\x00\x00\x00\xA7\x26\xF4\x05\x00\x00\x00\x00\xE1\x41\x0B\x51\x00\x00\x00\x00\x19\x81\x32\x41\x00\x00\x00\x00\xC6\x5B\xFB\x43\x00\x00\x00\x00\x8B\x6F\xC7\xF6\x00\x00\x00\x00\x81\x91\xC6\x97\x7D\x81\x41\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x8D)], 528)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x61F7331D)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x54D528BF)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xB8538B32)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x18DC73A8)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xB319DD46)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xEFC90A22)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x322EA811)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x6B5EAE88)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x50B97030)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x3435E3CD)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x4D582693)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x0B290FD3)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xD16D539B)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x51893EFB)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x0A3D94D4)], 528)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xBE0908C2)], 528)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xB469),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x1BA8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000210),
                gc.DataTuple('slot_count', 0x00001954),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x681C7A4F),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xEA871E6982D5),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xEA\x87\x1E\x69\x82\xD5\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x1B\xA8\x00\x1A\x00\x00\x00\x00\x00\x00\x62\x35\x00\x00\x00\x00\x00\x20\x00\x00\x96\xDD\x29\x45\x12\xD6\x67\x43\xF4\xBB\x03\x9D\x08\x7D\x50\xBD\x86\x33\x2A\x78\xAD\xB9\x43\x70\xAD\x74\x79\x20\x2D\x28\x06\xAE\x01\x2E\xFD\x8E\x50\x2C\x5E\x97\xEA\xB2\x46\x52\x34\x17\xF6\x87\x70\xAB\x22\xD0\x6A\x79\x91\x2C\x93\x04\x6E\x09\x2B\x3B\x0F\x9E\x37\x66\xF9\x09\xF7\x96\xE9\x9E\x99\xD1\x8E\xCA\xB4\xED\x55\x2D\xA7\xF8\x93\xCC\x93\x6F\x73\xDA\xCD\x04\xBF\xC0\x8C\x87\xD8\x41\x05\xF1\xBC\xA4\x05\x39\x0C\x1D\xD0\x18\x3D\x60\xD3\xAA\xA9\x07\xFD\x7F\xF2\xE6\xAC\xAA\x65\xBE\x59\x15\x6A\xEB\x17\xA1\x24\x8E\x49\x1B\x86\x59\x02\x36\x82\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xEA\x87\x1E\x69\x82\xD5\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x1B\xA8\x00\x1A\x00\x00\x00\x00\x00\x00\x04\x8D\x00\x00\x00\x00\x00\x20\x00\x00\x96\xDD\x29\x45\x61\xF7\x33\x1D\xF4\xBB\x03\x9D\x54\xD5\x28\xBF\x86\x33\x2A\x78\xB8\x53\x8B\x32\xAD\x74\x79\x20\x18\xDC\x73\xA8\x01\x2E\xFD\x8E\xB3\x19\xDD\x46\xEA\xB2\x46\x52\xEF\xC9\x0A\x22\x70\xAB\x22\xD0\x32\x2E\xA8\x11\x93\x04\x6E\x09\x6B\x5E\xAE\x88\x37\x66\xF9\x09\x50\xB9\x70\x30\x99\xD1\x8E\xCA\x34\x35\xE3\xCD\xA7\xF8\x93\xCC\x4D\x58\x26\x93\xCD\x04\xBF\xC0\x0B\x29\x0F\xD3\x05\xF1\xBC\xA4\xD1\x6D\x53\x9B\xD0\x18\x3D\x60\x51\x89\x3E\xFB\xFD\x7F\xF2\xE6\x0A\x3D\x94\xD4\x59\x15\x6A\xEB\xBE\x09\x08\xC2\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x61\xF7\x33\x1D\x00\x00\x00\x00\x54\xD5\x28\xBF\x00\x00\x00\x00\xB8\x53\x8B\x32\x00\x00\x00\x00\x18\xDC\x73\xA8\x00\x00\x00\x00\xB3\x19\xDD\x46\x00\x00\x00\x00\xEF\xC9\x0A\x22\x00\x00\x00\x00\x32\x2E\xA8\x11\x00\x00\x00\x00\x6B\x5E\xAE\x88\x00\x00\x00\x00\x50\xB9\x70\x30\x00\x00\x00\x00\x34\x35\xE3\xCD\x00\x00\x00\x00\x4D\x58\x26\x93\x00\x00\x00\x00\x0B\x29\x0F\xD3\x00\x00\x00\x00\xD1\x6D\x53\x9B\x00\x00\x00\x00\x51\x89\x3E\xFB\x00\x00\x00\x00\x0A\x3D\x94\xD4\x00\x00\x00\x00\xBE\x09\x08\xC2\x49\x1B\x86\x59\x02\x36\x82\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x80)], 119)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x4EF589C1)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x3546C94C)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xB018009A)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x13497F7F)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xE62486A2)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x98C40420)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xC470B25E)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x59A8E6B6)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x64EA149F)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x6ED5E739)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x75200DEF)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x9FCFD29E)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x79AE7553)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x105537E0)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x48730743)], 119)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x230B175B)], 119)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xD4CC),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xA616),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000077),
                gc.DataTuple('slot_count', 0x000018B0),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE077ED25),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xDD7D9C1A),
                gc.KeyTuple('src_port', 0xC96A),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x17DCFA8C8B29),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x17\xDC\xFA\x8C\x8B\x29\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\x7D\x9C\x1A\x00\x00\x00\x00\xC9\x6A\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xA6\x16\x00\x1E\x00\x00\x00\x00\x00\x00\xB2\x85\x00\x00\x00\x00\x00\x20\x00\x00\xA8\x4F\x9A\x8C\x80\xEC\xD4\x9E\x96\x71\x9F\x08\x3D\x50\x75\xB8\x6C\x40\x00\x80\xF6\x14\x10\xF6\x39\xF2\xA8\xE3\x59\xE2\x4D\x92\xB8\xDE\x76\xA7\x2B\x1D\x2E\x26\xA9\x88\x7F\xE5\xA1\x33\x01\xAF\xA8\xC3\x2F\x1C\xC5\x28\x28\x2E\x5C\xDF\x0F\x3E\x9E\x24\x7F\x4A\xBD\xC6\x1F\x29\xB9\x9B\x34\xFE\xA4\xE2\xD5\xE4\x35\x44\x1D\xD8\xD0\x80\x26\x7E\xB4\xE3\x56\x40\xFB\xD4\x78\x1D\xE6\xAC\x60\xA3\xC9\xE6\x71\x39\x76\x9E\x35\x1D\x59\xE1\x95\x49\xBE\x35\x6E\x47\x5C\xF8\x1B\x1B\x23\xB6\xF8\x43\xFE\xE1\x84\xC8\xF1\x0C\x2D\xAB\x73\x6C\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x17\xDC\xFA\x8C\x8B\x29\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\x7D\x9C\x1A\x00\x00\x00\x00\xC9\x6A\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xA6\x16\x00\x1E\x00\x00\x00\x00\x00\x00\x06\x80\x00\x00\x00\x00\x00\x20\x00\x00\xA8\x4F\x9A\x8C\x4E\xF5\x89\xC1\x96\x71\x9F\x08\x35\x46\xC9\x4C\x6C\x40\x00\x80\xB0\x18\x00\x9A\x39\xF2\xA8\xE3\x13\x49\x7F\x7F\xB8\xDE\x76\xA7\xE6\x24\x86\xA2\xA9\x88\x7F\xE5\x98\xC4\x04\x20\xA8\xC3\x2F\x1C\xC4\x70\xB2\x5E\x5C\xDF\x0F\x3E\x59\xA8\xE6\xB6\xBD\xC6\x1F\x29\x64\xEA\x14\x9F\xA4\xE2\xD5\xE4\x6E\xD5\xE7\x39\xD0\x80\x26\x7E\x75\x20\x0D\xEF\xFB\xD4\x78\x1D\x9F\xCF\xD2\x9E\xC9\xE6\x71\x39\x79\xAE\x75\x53\x59\xE1\x95\x49\x10\x55\x37\xE0\x5C\xF8\x1B\x1B\x48\x73\x07\x43\xFE\xE1\x84\xC8\x23\x0B\x17\x5B\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x80\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x4E\xF5\x89\xC1\x00\x00\x00\x00\x35\x46\xC9\x4C\x00\x00\x00\x00\xB0\x18\x00\x9A\x00\x00\x00\x00\x13\x49\x7F\x7F\x00\x00\x00\x00\xE6\x24\x86\xA2\x00\x00\x00\x00\x98\xC4\x04\x20\x00\x00\x00\x00\xC4\x70\xB2\x5E\x00\x00\x00\x00\x59\xA8\xE6\xB6\x00\x00\x00\x00\x64\xEA\x14\x9F\x00\x00\x00\x00\x6E\xD5\xE7\x39\x00\x00\x00\x00\x75\x20\x0D\xEF\x00\x00\x00\x00\x9F\xCF\xD2\x9E\x00\x00\x00\x00\x79\xAE\x75\x53\x00\x00\x00\x00\x10\x55\x37\xE0\x00\x00\x00\x00\x48\x73\x07\x43\x00\x00\x00\x00\x23\x0B\x17\x5B\x73\x6C\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x05)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xB895B07E)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x0546E439)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xBF999D3F)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x5C02FEDF)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x7438635A)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xF87F5ECA)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x0906128E)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x3F43AF56)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xB264C75C)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x2728F5EA)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xF80A4199)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xEA3498F3)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xD2F25FD8)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x2D0855E5)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xE6D0870A)], 2020)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x3BF32627)], 2020)
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
                gc.KeyTuple('job_id', 0xFD54),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007E4),
                gc.DataTuple('slot_count', 0x000009EC),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3B014810),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD7C685A2),
                gc.KeyTuple('src_port', 0x0681),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x20FB99A96DCC),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x20\xFB\x99\xA9\x6D\xCC\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD7\xC6\x85\xA2\x00\x00\x00\x00\x06\x81\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xFD\x54\x00\x11\x00\x00\x00\x00\x00\x00\x78\x77\x00\x00\x00\x00\x00\x20\x00\x00\xCD\x37\xE3\x57\xFD\x80\x2E\x11\x2D\xB1\x3D\x03\x83\x94\x1A\x69\x7A\xEC\xF3\xFC\xFC\x73\xD0\x3E\xF8\x23\x45\x2B\xB5\x97\x50\xD6\x30\xEB\xE2\x1A\x77\xDC\xD1\xAA\x16\xE0\x38\xCD\x26\xA6\x3A\xDF\xB9\x5D\xD1\x3C\xE4\xB2\x05\x53\xD0\x54\xC7\xFB\xC9\x62\xA9\x73\x5F\xDE\x7F\xE4\x4E\xF6\x72\x98\x3A\x1E\xC6\xDE\x4D\xCA\x74\xC7\xC8\x67\x06\xD8\xD2\x84\x86\xBC\x36\x2B\x66\xBE\xE9\xC7\x45\xA4\x46\x58\x94\x2B\x2F\x6F\xD6\x32\xF5\x11\xD3\x41\x75\xED\x66\x89\x9F\x4F\xC0\xE3\x81\xBF\x87\xD6\x5C\x51\x2F\x77\xE5\x0F\x0F\x80\x57\xBA\x75\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x20\xFB\x99\xA9\x6D\xCC\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD7\xC6\x85\xA2\x00\x00\x00\x00\x06\x81\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xFD\x54\x00\x11\x00\x00\x00\x00\x00\x00\x06\x05\x00\x00\x00\x00\x00\x20\x00\x00\xCD\x37\xE3\x57\xB8\x95\xB0\x7E\x2D\xB1\x3D\x03\x05\x46\xE4\x39\x7A\xEC\xF3\xFC\xBF\x99\x9D\x3F\xF8\x23\x45\x2B\x5C\x02\xFE\xDF\x30\xEB\xE2\x1A\x74\x38\x63\x5A\x16\xE0\x38\xCD\xF8\x7F\x5E\xCA\xB9\x5D\xD1\x3C\x09\x06\x12\x8E\xD0\x54\xC7\xFB\x3F\x43\xAF\x56\x5F\xDE\x7F\xE4\xB2\x64\xC7\x5C\x3A\x1E\xC6\xDE\x27\x28\xF5\xEA\xC8\x67\x06\xD8\xF8\x0A\x41\x99\x36\x2B\x66\xBE\xEA\x34\x98\xF3\x46\x58\x94\x2B\xD2\xF2\x5F\xD8\xF5\x11\xD3\x41\x2D\x08\x55\xE5\x9F\x4F\xC0\xE3\xE6\xD0\x87\x0A\x5C\x51\x2F\x77\x3B\xF3\x26\x27\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x05\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xB8\x95\xB0\x7E\x00\x00\x00\x00\x05\x46\xE4\x39\x00\x00\x00\x00\xBF\x99\x9D\x3F\x00\x00\x00\x00\x5C\x02\xFE\xDF\x00\x00\x00\x00\x74\x38\x63\x5A\x00\x00\x00\x00\xF8\x7F\x5E\xCA\x00\x00\x00\x00\x09\x06\x12\x8E\x00\x00\x00\x00\x3F\x43\xAF\x56\x00\x00\x00\x00\xB2\x64\xC7\x5C\x00\x00\x00\x00\x27\x28\xF5\xEA\x00\x00\x00\x00\xF8\x0A\x41\x99\x00\x00\x00\x00\xEA\x34\x98\xF3\x00\x00\x00\x00\xD2\xF2\x5F\xD8\x00\x00\x00\x00\x2D\x08\x55\xE5\x00\x00\x00\x00\xE6\xD0\x87\x0A\x00\x00\x00\x00\x3B\xF3\x26\x27\x57\xBA\x75\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xF9)], 622)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x0B534B8E)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xD07A6A57)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xDC1E3B31)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x43518968)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x1EABEF48)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x022FC833)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xB023E2D0)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x1E970FEB)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xCB0266D7)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xF1930414)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x1CBDC080)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x452F1AAC)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x87CE784B)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x192603A7)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xE3E8E87D)], 622)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xF9E86F00)], 622)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x40E2),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x4F70),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000026E),
                gc.DataTuple('slot_count', 0x00000F85),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x67B9AEFE),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x831809EB6420),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x83\x18\x09\xEB\x64\x20\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x4F\x70\x00\x0C\x00\x00\x00\x00\x00\x00\x12\xC0\x00\x00\x00\x00\x00\x20\x00\x00\x24\xDB\xC6\x64\xE8\x70\xAC\x67\xDD\x1D\x55\xBC\xC8\xF4\xFC\xFC\xA7\x29\xD6\x33\xFB\xE6\x25\xA8\xD7\x82\xF9\xC5\x53\x1C\x84\x6F\xEA\x18\xA5\xB0\xA3\xE5\x11\xA6\x43\x16\x97\xE1\x8F\xD0\xA5\xD2\x76\x67\xAB\x65\xE4\xC0\xB1\x16\xD6\x74\x0F\x89\xB1\xFE\x64\x80\x56\xE8\x95\x9C\xC1\xE5\x5B\xB9\xCB\x53\xF8\x74\x42\x45\xA2\x52\xC0\xA4\xEC\x7C\x02\xB4\x67\x78\xF7\xE9\x9A\x26\x16\xB4\x5A\x03\x48\xA4\xAC\xA0\xE9\x96\xCF\x2C\xFF\xA1\xA7\x45\x15\xD1\xEF\x86\x99\x32\x8A\x2E\x5C\x7A\xAB\x94\x7A\xED\xB5\x11\xB6\xDD\xCD\x72\x28\x57\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x83\x18\x09\xEB\x64\x20\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x4F\x70\x00\x0C\x00\x00\x00\x00\x00\x00\x04\xF9\x00\x00\x00\x00\x00\x20\x00\x00\x24\xDB\xC6\x64\x0B\x53\x4B\x8E\xDD\x1D\x55\xBC\xD0\x7A\x6A\x57\xA7\x29\xD6\x33\xDC\x1E\x3B\x31\xD7\x82\xF9\xC5\x43\x51\x89\x68\xEA\x18\xA5\xB0\x1E\xAB\xEF\x48\x43\x16\x97\xE1\x02\x2F\xC8\x33\x76\x67\xAB\x65\xB0\x23\xE2\xD0\xD6\x74\x0F\x89\x1E\x97\x0F\xEB\x56\xE8\x95\x9C\xCB\x02\x66\xD7\xCB\x53\xF8\x74\xF1\x93\x04\x14\xC0\xA4\xEC\x7C\x1C\xBD\xC0\x80\xF7\xE9\x9A\x26\x45\x2F\x1A\xAC\x48\xA4\xAC\xA0\x87\xCE\x78\x4B\xFF\xA1\xA7\x45\x19\x26\x03\xA7\x99\x32\x8A\x2E\xE3\xE8\xE8\x7D\x7A\xED\xB5\x11\xF9\xE8\x6F\x00\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF9\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x0B\x53\x4B\x8E\x00\x00\x00\x00\xD0\x7A\x6A\x57\x00\x00\x00\x00\xDC\x1E\x3B\x31\x00\x00\x00\x00\x43\x51\x89\x68\x00\x00\x00\x00\x1E\xAB\xEF\x48\x00\x00\x00\x00\x02\x2F\xC8\x33\x00\x00\x00\x00\xB0\x23\xE2\xD0\x00\x00\x00\x00\x1E\x97\x0F\xEB\x00\x00\x00\x00\xCB\x02\x66\xD7\x00\x00\x00\x00\xF1\x93\x04\x14\x00\x00\x00\x00\x1C\xBD\xC0\x80\x00\x00\x00\x00\x45\x2F\x1A\xAC\x00\x00\x00\x00\x87\xCE\x78\x4B\x00\x00\x00\x00\x19\x26\x03\xA7\x00\x00\x00\x00\xE3\xE8\xE8\x7D\x00\x00\x00\x00\xF9\xE8\x6F\x00\x28\x57\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x81)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x5EBB4909)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x6A9B6D51)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xF42AF7A9)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x010536C1)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x0A92B922)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xED6A41DC)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xB64B0075)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x483E51D2)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xDA607718)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x2EBE1DBA)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x16C60949)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x0AA99D3F)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x34949396)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x0B3C4A5E)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xE24D97C0)], 1064)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x524FABA0)], 1064)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xA446),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xC137),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000428),
                gc.DataTuple('slot_count', 0x00000D4E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5295D6F4),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x6C5EA79A1B15),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x6C\x5E\xA7\x9A\x1B\x15\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xC1\x37\x00\x19\x00\x00\x00\x00\x00\x00\x98\xB7\x00\x00\x00\x00\x00\x20\x00\x00\xB8\x66\x22\xC0\xA2\x61\x12\x41\xBC\x02\xD5\xDA\x01\xB9\x9D\x7F\x86\xAB\xF7\x77\x91\xEA\x4B\xB5\xAC\xD7\xA1\x82\xE8\x4D\xFD\x1C\xEA\xDA\x26\xC0\xAB\xBE\xB2\x5B\x41\x77\x02\xF3\x30\xE3\x66\xA8\xA9\x42\x71\x6D\xF2\xF4\xE7\x5A\x5B\xB8\x5C\xE8\x02\x57\x54\xF3\x21\x17\x70\xBD\xBA\x9B\xB9\xC1\xB4\xA3\xF5\xAF\xAA\x4E\x3A\xEC\x3C\xB5\x63\x9E\x8F\xC9\xF6\x43\x0C\x60\x71\x1B\x87\x67\xA3\xB1\x29\x9A\xF1\x52\xA7\x0B\x3F\xB8\xFC\x96\xA0\xFF\xAA\xD5\x87\xD7\xD3\x51\x70\xD1\x92\x5E\x80\x4F\xEE\x7C\x2C\x75\x13\x77\x52\x3B\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x6C\x5E\xA7\x9A\x1B\x15\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xC1\x37\x00\x19\x00\x00\x00\x00\x00\x00\x04\x81\x00\x00\x00\x00\x00\x20\x00\x00\xB8\x66\x22\xC0\x5E\xBB\x49\x09\xBC\x02\xD5\xDA\x6A\x9B\x6D\x51\x86\xAB\xF7\x77\xF4\x2A\xF7\xA9\xAC\xD7\xA1\x82\x01\x05\x36\xC1\xEA\xDA\x26\xC0\x0A\x92\xB9\x22\x41\x77\x02\xF3\xED\x6A\x41\xDC\xA9\x42\x71\x6D\xB6\x4B\x00\x75\x5B\xB8\x5C\xE8\x48\x3E\x51\xD2\x21\x17\x70\xBD\xDA\x60\x77\x18\xB4\xA3\xF5\xAF\x2E\xBE\x1D\xBA\x3C\xB5\x63\x9E\x16\xC6\x09\x49\x0C\x60\x71\x1B\x0A\xA9\x9D\x3F\x29\x9A\xF1\x52\x34\x94\x93\x96\xFC\x96\xA0\xFF\x0B\x3C\x4A\x5E\xD3\x51\x70\xD1\xE2\x4D\x97\xC0\xEE\x7C\x2C\x75\x52\x4F\xAB\xA0\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x81\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x5E\xBB\x49\x09\x00\x00\x00\x00\x6A\x9B\x6D\x51\x00\x00\x00\x00\xF4\x2A\xF7\xA9\x00\x00\x00\x00\x01\x05\x36\xC1\x00\x00\x00\x00\x0A\x92\xB9\x22\x00\x00\x00\x00\xED\x6A\x41\xDC\x00\x00\x00\x00\xB6\x4B\x00\x75\x00\x00\x00\x00\x48\x3E\x51\xD2\x00\x00\x00\x00\xDA\x60\x77\x18\x00\x00\x00\x00\x2E\xBE\x1D\xBA\x00\x00\x00\x00\x16\xC6\x09\x49\x00\x00\x00\x00\x0A\xA9\x9D\x3F\x00\x00\x00\x00\x34\x94\x93\x96\x00\x00\x00\x00\x0B\x3C\x4A\x5E\x00\x00\x00\x00\xE2\x4D\x97\xC0\x00\x00\x00\x00\x52\x4F\xAB\xA0\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x33)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xF5A10823)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xD68A82F5)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x6791EDD2)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xFBF7B488)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x3C0DA0C5)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xD3188FBD)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x157DCB07)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x40671687)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x1DC0B54A)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x3FB8E699)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x63D29D53)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x10CF16B6)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x230AD100)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x96E8113D)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xB613E3BE)], 1686)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x6EB33484)], 1686)
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
                gc.KeyTuple('job_id', 0x9D88),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000696),
                gc.DataTuple('slot_count', 0x00000E7E),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x104C2075),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x6D635633388E),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x6D\x63\x56\x33\x38\x8E\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x9D\x88\x00\x04\x00\x00\x00\x00\x00\x00\x50\x28\x00\x00\x00\x00\x00\x20\x00\x00\x49\xA9\x36\x2D\xB3\x22\xBD\x86\x53\xA2\x00\x23\xCB\x0E\x22\x69\x44\x5D\x91\xCC\x46\x7C\x3E\x9F\x49\x87\x7C\x86\x30\xBD\x39\x29\xDF\xA2\xB9\xE9\x0F\x26\x50\x7C\x2F\xF0\x05\x98\xC7\x7D\x80\x4E\xDD\xDA\x2D\x06\x63\x16\x66\xC4\xF7\x0A\xA7\xF5\x73\x32\xCE\x8B\xFF\x60\x06\xD6\x9A\xBE\x88\x45\x9A\xF1\x46\x65\x5E\xEA\x60\x25\x24\x06\xEF\xEA\x43\x84\x73\xBD\x50\xD9\x72\x93\xF9\x6C\x95\xA5\x9E\x6B\xE6\x09\x7E\x11\x2C\x24\x3B\x53\x93\x69\x78\x63\xEF\x81\xDE\x7D\x85\x2A\xD3\xC8\xF4\x4C\x5D\x58\x97\x54\xEA\xC7\xC0\x75\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B\x75\x49\x60\x3F\x22\xAB\x67\x2E\xCF\x1F\xAF\xA0\x86\xC3\xD9\x8A\xA8\xC1\x54\x34\x8B\xCB\x4B\xDC\xFE\x29\xE1\xC6\xFE\x71\x15\x67\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x6D\x63\x56\x33\x38\x8E\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x9D\x88\x00\x04\x00\x00\x00\x00\x00\x00\x06\x33\x00\x00\x00\x00\x00\x20\x00\x00\x49\xA9\x36\x2D\xF5\xA1\x08\x23\x53\xA2\x00\x23\xD6\x8A\x82\xF5\x44\x5D\x91\xCC\x67\x91\xED\xD2\x49\x87\x7C\x86\xFB\xF7\xB4\x88\xDF\xA2\xB9\xE9\x3C\x0D\xA0\xC5\x2F\xF0\x05\x98\xD3\x18\x8F\xBD\xDD\xDA\x2D\x06\x15\x7D\xCB\x07\xF7\x0A\xA7\xF5\x40\x67\x16\x87\xFF\x60\x06\xD6\x1D\xC0\xB5\x4A\x9A\xF1\x46\x65\x3F\xB8\xE6\x99\x24\x06\xEF\xEA\x63\xD2\x9D\x53\x50\xD9\x72\x93\x10\xCF\x16\xB6\x9E\x6B\xE6\x09\x23\x0A\xD1\x00\x3B\x53\x93\x69\x96\xE8\x11\x3D\xDE\x7D\x85\x2A\xB6\x13\xE3\xBE\x5D\x58\x97\x54\x6E\xB3\x34\x84\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x33\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xF5\xA1\x08\x23\x00\x00\x00\x00\xD6\x8A\x82\xF5\x00\x00\x00\x00\x67\x91\xED\xD2\x00\x00\x00\x00\xFB\xF7\xB4\x88\x00\x00\x00\x00\x3C\x0D\xA0\xC5\x00\x00\x00\x00\xD3\x18\x8F\xBD\x00\x00\x00\x00\x15\x7D\xCB\x07\x00\x00\x00\x00\x40\x67\x16\x87\x00\x00\x00\x00\x1D\xC0\xB5\x4A\x00\x00\x00\x00\x3F\xB8\xE6\x99\x00\x00\x00\x00\x63\xD2\x9D\x53\x00\x00\x00\x00\x10\xCF\x16\xB6\x00\x00\x00\x00\x23\x0A\xD1\x00\x00\x00\x00\x00\x96\xE8\x11\x3D\x00\x00\x00\x00\xB6\x13\xE3\xBE\x00\x00\x00\x00\x6E\xB3\x34\x84\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B\x75\x49\x60\x3F\x22\xAB\x67\x2E\xCF\x1F\xAF\xA0\x86\xC3\xD9\x8A\xA8\xC1\x54\x34\x8B\xCB\x4B\xDC\xFE\x29\xE1\xC6\xFE\x71\x15\x67\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x34)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xEEA27590)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xCACC1907)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xDC281076)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xD4870CE4)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x92A8C7F8)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x5E3128F3)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x3467C095)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x153958AB)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x68A87079)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x208C6AC0)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x1992B188)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x6B1C7972)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xD9747C3C)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x9774EB94)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x0F4CD3B6)], 1768)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x521A176C)], 1768)
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
                gc.KeyTuple('job_id', 0x75F1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006E8),
                gc.DataTuple('slot_count', 0x00000ADD),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0821A563),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xA22D8AEC),
                gc.KeyTuple('src_port', 0x3FD2),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xA470A4AA2565),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xA4\x70\xA4\xAA\x25\x65\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA2\x2D\x8A\xEC\x00\x00\x00\x00\x3F\xD2\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x75\xF1\x00\x17\x00\x00\x00\x00\x00\x00\x22\xD4\x00\x00\x00\x00\x00\x20\x00\x00\xE1\xDA\xE5\x70\x9D\xBE\xA8\x11\x92\xF4\xBF\xF8\x4D\x20\x3C\xC0\x36\xC7\x6A\x05\x26\x8A\x73\x5C\x70\x88\xB2\x06\x25\x70\x1D\x85\xC6\xC1\x21\x6A\x39\xC6\x28\xDA\x76\xE7\x14\xB6\xE3\xEE\x3B\x24\x05\x1D\x7E\x4F\x31\x37\x7C\x63\xA5\x68\x6C\x09\x85\x44\xF6\x58\xBD\xDD\x39\x4F\x43\xDC\x1C\x22\x1F\x84\xC0\x1E\x07\x6C\xA5\x04\xE2\xA4\x6D\x46\x6A\xCD\xAE\xB4\x02\x66\x21\xDD\x52\x80\x68\x11\x03\x48\xE1\x46\xB1\xDF\x0C\xEE\xBB\xB5\x19\x15\x5E\xA2\xC9\xEC\x8E\xA6\x0C\x49\xB7\xE4\x1B\x32\xB3\xE7\xE1\x3F\x0A\x40\xFB\xC7\x75\x61\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xA4\x70\xA4\xAA\x25\x65\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA2\x2D\x8A\xEC\x00\x00\x00\x00\x3F\xD2\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x75\xF1\x00\x17\x00\x00\x00\x00\x00\x00\x06\x34\x00\x00\x00\x00\x00\x20\x00\x00\xE1\xDA\xE5\x70\xEE\xA2\x75\x90\x92\xF4\xBF\xF8\xCA\xCC\x19\x07\x36\xC7\x6A\x05\xDC\x28\x10\x76\x70\x88\xB2\x06\xD4\x87\x0C\xE4\xC6\xC1\x21\x6A\x92\xA8\xC7\xF8\x76\xE7\x14\xB6\x5E\x31\x28\xF3\x05\x1D\x7E\x4F\x34\x67\xC0\x95\xA5\x68\x6C\x09\x15\x39\x58\xAB\xBD\xDD\x39\x4F\x68\xA8\x70\x79\x1F\x84\xC0\x1E\x20\x8C\x6A\xC0\xE2\xA4\x6D\x46\x19\x92\xB1\x88\x02\x66\x21\xDD\x6B\x1C\x79\x72\x03\x48\xE1\x46\xD9\x74\x7C\x3C\xBB\xB5\x19\x15\x97\x74\xEB\x94\x8E\xA6\x0C\x49\x0F\x4C\xD3\xB6\xB3\xE7\xE1\x3F\x52\x1A\x17\x6C\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x34\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xEE\xA2\x75\x90\x00\x00\x00\x00\xCA\xCC\x19\x07\x00\x00\x00\x00\xDC\x28\x10\x76\x00\x00\x00\x00\xD4\x87\x0C\xE4\x00\x00\x00\x00\x92\xA8\xC7\xF8\x00\x00\x00\x00\x5E\x31\x28\xF3\x00\x00\x00\x00\x34\x67\xC0\x95\x00\x00\x00\x00\x15\x39\x58\xAB\x00\x00\x00\x00\x68\xA8\x70\x79\x00\x00\x00\x00\x20\x8C\x6A\xC0\x00\x00\x00\x00\x19\x92\xB1\x88\x00\x00\x00\x00\x6B\x1C\x79\x72\x00\x00\x00\x00\xD9\x74\x7C\x3C\x00\x00\x00\x00\x97\x74\xEB\x94\x00\x00\x00\x00\x0F\x4C\xD3\xB6\x00\x00\x00\x00\x52\x1A\x17\x6C\x75\x61\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x5F)], 740)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x46A6114D)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xDB777B7C)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x3C587E1E)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x380EEF25)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x73309437)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xEE77A1F4)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x0B2B7867)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xF3FC3ACC)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xB42302B9)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xB122E3D7)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x3E03741B)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xEBCE20F5)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x6539A783)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xEB60F8A8)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xF4260496)], 740)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x9902E2E5)], 740)
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
                gc.KeyTuple('job_id', 0x6A96),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002E4),
                gc.DataTuple('slot_count', 0x00000D27),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA03A7306),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xDD662A38),
                gc.KeyTuple('src_port', 0xBDC6),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xA6B8625A4EEE),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xA6\xB8\x62\x5A\x4E\xEE\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\x66\x2A\x38\x00\x00\x00\x00\xBD\xC6\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x6A\x96\x00\x03\x00\x00\x00\x00\x00\x00\x60\x50\x00\x00\x00\x00\x00\x20\x00\x00\x36\x4C\xEA\x75\x20\xBA\x31\xBD\x9F\x23\x87\x48\x72\x1D\xFB\x93\x39\xAD\x38\xBB\x84\x90\xA9\xDC\xC8\xB2\x32\x8D\x49\x72\x0F\x76\x7E\xDC\x68\x5A\xD4\x75\x99\x13\xFD\x31\xAA\x66\xF6\xE2\x77\x14\xE9\x85\x87\x32\x44\x63\x7F\xE4\xD5\x67\x78\xE7\xAB\xE8\x96\x60\x52\x2F\x92\x02\x58\xA8\x73\x33\x34\x15\x67\xE5\x30\x89\x2E\x51\x1C\x8B\x47\xC3\x84\xE8\xA1\xB7\xE4\xDA\x6A\xF5\x91\xDB\xE8\x69\xC7\x3B\x83\xFD\x9A\x86\xD9\x8B\x33\x03\x9C\x65\xA0\xB7\x08\xAC\x94\x44\xB8\x3C\xBA\x9A\x88\xC3\xB1\x00\x98\xA6\x4F\x83\x96\xBF\xCD\x9C\x1C\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xA6\xB8\x62\x5A\x4E\xEE\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\x66\x2A\x38\x00\x00\x00\x00\xBD\xC6\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x6A\x96\x00\x03\x00\x00\x00\x00\x00\x00\x06\x5F\x00\x00\x00\x00\x00\x20\x00\x00\x36\x4C\xEA\x75\x46\xA6\x11\x4D\x9F\x23\x87\x48\xDB\x77\x7B\x7C\x39\xAD\x38\xBB\x3C\x58\x7E\x1E\xC8\xB2\x32\x8D\x38\x0E\xEF\x25\x7E\xDC\x68\x5A\x73\x30\x94\x37\xFD\x31\xAA\x66\xEE\x77\xA1\xF4\xE9\x85\x87\x32\x0B\x2B\x78\x67\xD5\x67\x78\xE7\xF3\xFC\x3A\xCC\x52\x2F\x92\x02\xB4\x23\x02\xB9\x34\x15\x67\xE5\xB1\x22\xE3\xD7\x1C\x8B\x47\xC3\x3E\x03\x74\x1B\xE4\xDA\x6A\xF5\xEB\xCE\x20\xF5\xC7\x3B\x83\xFD\x65\x39\xA7\x83\x33\x03\x9C\x65\xEB\x60\xF8\xA8\x94\x44\xB8\x3C\xF4\x26\x04\x96\xB1\x00\x98\xA6\x99\x02\xE2\xE5\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5F\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x46\xA6\x11\x4D\x00\x00\x00\x00\xDB\x77\x7B\x7C\x00\x00\x00\x00\x3C\x58\x7E\x1E\x00\x00\x00\x00\x38\x0E\xEF\x25\x00\x00\x00\x00\x73\x30\x94\x37\x00\x00\x00\x00\xEE\x77\xA1\xF4\x00\x00\x00\x00\x0B\x2B\x78\x67\x00\x00\x00\x00\xF3\xFC\x3A\xCC\x00\x00\x00\x00\xB4\x23\x02\xB9\x00\x00\x00\x00\xB1\x22\xE3\xD7\x00\x00\x00\x00\x3E\x03\x74\x1B\x00\x00\x00\x00\xEB\xCE\x20\xF5\x00\x00\x00\x00\x65\x39\xA7\x83\x00\x00\x00\x00\xEB\x60\xF8\xA8\x00\x00\x00\x00\xF4\x26\x04\x96\x00\x00\x00\x00\x99\x02\xE2\xE5\xCD\x9C\x1C\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x14)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xE01EDCE9)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xBA3AD43B)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x5EB051BD)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x6037EA6F)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x380756DA)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xF7B567C1)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x46F85264)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xC78151E7)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x2A2860C1)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x5628F3AA)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xC90A039F)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x37E849B7)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xFF3E9EF5)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x9BFF8CA2)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xC70BF467)], 3692)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xAAF6186D)], 3692)
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
                gc.KeyTuple('job_id', 0x297F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E6C),
                gc.DataTuple('slot_count', 0x000006C9),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x92449567),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x87DC8086FF44),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x87\xDC\x80\x86\xFF\x44\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x29\x7F\x00\x02\x00\x00\x00\x00\x00\x00\x32\x07\x00\x00\x00\x00\x00\x20\x00\x00\x78\xBE\xE5\x06\xEB\x04\x36\x62\x1E\x05\x72\x6A\x6B\xAD\xA6\x11\x11\xBB\xA9\x11\xD6\x97\xCB\xD1\xFB\x09\x0E\x96\xB4\x1E\x6F\xCE\xB5\x60\x6E\xB9\x67\x33\x31\x90\xFC\xFF\xE8\x94\xF9\x30\x20\x54\x4E\x9D\xBD\xCA\xC1\x28\x68\xA6\xDE\x3D\x24\xC1\x8C\xE4\xAF\x9A\xB4\x41\x72\x81\x7D\xE9\xED\xF4\x97\x1B\x5F\x4E\xC7\x8E\xD8\xDB\xB7\xE9\xDC\xB3\x0A\x0E\x31\x57\xFC\x86\xB4\xE5\xE3\xD7\xE3\xCA\xBC\x4D\xC1\xE1\x2E\x56\xE6\xA3\x54\x1C\x67\x68\xA0\xBC\xAD\x1F\x0E\xD8\xBF\x8A\xDC\x9F\x2E\xF9\xCB\x99\x0C\xA0\xBF\x3F\xB2\x1F\x47\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x87\xDC\x80\x86\xFF\x44\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x29\x7F\x00\x02\x00\x00\x00\x00\x00\x00\x06\x14\x00\x00\x00\x00\x00\x20\x00\x00\x78\xBE\xE5\x06\xE0\x1E\xDC\xE9\x1E\x05\x72\x6A\xBA\x3A\xD4\x3B\x11\xBB\xA9\x11\x5E\xB0\x51\xBD\xFB\x09\x0E\x96\x60\x37\xEA\x6F\xB5\x60\x6E\xB9\x38\x07\x56\xDA\xFC\xFF\xE8\x94\xF7\xB5\x67\xC1\x4E\x9D\xBD\xCA\x46\xF8\x52\x64\xDE\x3D\x24\xC1\xC7\x81\x51\xE7\xB4\x41\x72\x81\x2A\x28\x60\xC1\x97\x1B\x5F\x4E\x56\x28\xF3\xAA\xB7\xE9\xDC\xB3\xC9\x0A\x03\x9F\xFC\x86\xB4\xE5\x37\xE8\x49\xB7\xBC\x4D\xC1\xE1\xFF\x3E\x9E\xF5\x54\x1C\x67\x68\x9B\xFF\x8C\xA2\x0E\xD8\xBF\x8A\xC7\x0B\xF4\x67\xCB\x99\x0C\xA0\xAA\xF6\x18\x6D\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x14\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xE0\x1E\xDC\xE9\x00\x00\x00\x00\xBA\x3A\xD4\x3B\x00\x00\x00\x00\x5E\xB0\x51\xBD\x00\x00\x00\x00\x60\x37\xEA\x6F\x00\x00\x00\x00\x38\x07\x56\xDA\x00\x00\x00\x00\xF7\xB5\x67\xC1\x00\x00\x00\x00\x46\xF8\x52\x64\x00\x00\x00\x00\xC7\x81\x51\xE7\x00\x00\x00\x00\x2A\x28\x60\xC1\x00\x00\x00\x00\x56\x28\xF3\xAA\x00\x00\x00\x00\xC9\x0A\x03\x9F\x00\x00\x00\x00\x37\xE8\x49\xB7\x00\x00\x00\x00\xFF\x3E\x9E\xF5\x00\x00\x00\x00\x9B\xFF\x8C\xA2\x00\x00\x00\x00\xC7\x0B\xF4\x67\x00\x00\x00\x00\xAA\xF6\x18\x6D\x47\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x36)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x55B078BE)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x59F29F78)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x46445F66)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x881F2B39)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x5CA42A0D)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x31C89684)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x4A142434)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x788219C6)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xD2B6E233)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xD021085D)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x33480F02)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xF692DDAA)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xAE270A8E)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xBF000F7A)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x03A452E1)], 2742)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xA62E637F)], 2742)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x9472),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x68FC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AB6),
                gc.DataTuple('slot_count', 0x00000A10),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x962B52F6),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x87C465254820),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x87\xC4\x65\x25\x48\x20\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x68\xFC\x00\x0D\x00\x00\x00\x00\x00\x00\x6A\xE2\x00\x00\x00\x00\x00\x20\x00\x00\xE6\xEA\xE5\xB2\xD3\xD4\x51\x5A\x82\x0D\x6C\x8C\xA8\xA1\x20\xCB\x44\x0A\xB4\x63\xEF\x28\x5E\xB8\x9F\x75\xF0\xAF\x59\x68\xF2\x3C\xC7\x6F\xB8\x81\x82\x96\x69\x03\xCD\x20\x69\x55\x3C\x26\x72\xF4\x6C\x41\xF6\xA7\xA3\x11\x80\xF9\xF1\xF4\x5B\x62\x1A\xE9\x1D\x7C\x81\x93\x24\xFD\x02\x02\x90\x4E\xB7\x15\x32\x12\x2B\xD0\xA5\xA7\x2F\x97\x16\x1E\x54\xCC\xA5\xA9\x75\xFA\x3E\x8F\x28\x0C\x8A\x12\xAA\xCD\x86\x2B\xAB\xBE\xA1\x7E\xC6\xF6\x25\x4C\x0F\x49\xE2\x40\x09\xA4\x1B\x6E\x01\xF6\xC0\x13\x40\x05\x7F\xB0\xAC\xCC\x6F\x3C\xE3\xAE\x10\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x87\xC4\x65\x25\x48\x20\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x68\xFC\x00\x0D\x00\x00\x00\x00\x00\x00\x06\x36\x00\x00\x00\x00\x00\x20\x00\x00\xE6\xEA\xE5\xB2\x55\xB0\x78\xBE\x82\x0D\x6C\x8C\x59\xF2\x9F\x78\x44\x0A\xB4\x63\x46\x44\x5F\x66\x9F\x75\xF0\xAF\x88\x1F\x2B\x39\xC7\x6F\xB8\x81\x5C\xA4\x2A\x0D\xCD\x20\x69\x55\x31\xC8\x96\x84\x6C\x41\xF6\xA7\x4A\x14\x24\x34\xF1\xF4\x5B\x62\x78\x82\x19\xC6\x81\x93\x24\xFD\xD2\xB6\xE2\x33\xB7\x15\x32\x12\xD0\x21\x08\x5D\x2F\x97\x16\x1E\x33\x48\x0F\x02\x75\xFA\x3E\x8F\xF6\x92\xDD\xAA\xAA\xCD\x86\x2B\xAE\x27\x0A\x8E\xC6\xF6\x25\x4C\xBF\x00\x0F\x7A\x09\xA4\x1B\x6E\x03\xA4\x52\xE1\x40\x05\x7F\xB0\xA6\x2E\x63\x7F\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x36\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x55\xB0\x78\xBE\x00\x00\x00\x00\x59\xF2\x9F\x78\x00\x00\x00\x00\x46\x44\x5F\x66\x00\x00\x00\x00\x88\x1F\x2B\x39\x00\x00\x00\x00\x5C\xA4\x2A\x0D\x00\x00\x00\x00\x31\xC8\x96\x84\x00\x00\x00\x00\x4A\x14\x24\x34\x00\x00\x00\x00\x78\x82\x19\xC6\x00\x00\x00\x00\xD2\xB6\xE2\x33\x00\x00\x00\x00\xD0\x21\x08\x5D\x00\x00\x00\x00\x33\x48\x0F\x02\x00\x00\x00\x00\xF6\x92\xDD\xAA\x00\x00\x00\x00\xAE\x27\x0A\x8E\x00\x00\x00\x00\xBF\x00\x0F\x7A\x00\x00\x00\x00\x03\xA4\x52\xE1\x00\x00\x00\x00\xA6\x2E\x63\x7F\xE3\xAE\x10\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xE3)], 383)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x365FBCCD)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x0847ACDA)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x3A899E62)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x89F28D7A)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x7DD92DF0)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xD5485EF5)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xA168B612)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xC80AAB79)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xC8955666)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x8BEE1C73)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x213AF535)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x5F674438)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xB0DA858A)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x48285CF7)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x85DE633B)], 383)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x3E8C977C)], 383)
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
                gc.KeyTuple('job_id', 0x1FD0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000017F),
                gc.DataTuple('slot_count', 0x000019AC),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x96B6A661),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x8494764C),
                gc.KeyTuple('src_port', 0xF9BF),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xF1298C5CCCCB),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xF1\x29\x8C\x5C\xCC\xCB\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\x94\x76\x4C\x00\x00\x00\x00\xF9\xBF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x1F\xD0\x00\x10\x00\x00\x00\x00\x00\x00\xD8\xFB\x00\x00\x00\x00\x00\x20\x00\x00\x3F\xB3\xCB\xC2\x43\x45\xB9\x13\xBF\xC0\xB5\x0F\x02\x92\xC4\xBD\xEE\x83\x3A\x56\x7F\xD1\x8C\xFB\x4C\x8A\x1C\x82\x53\xC8\x45\x9E\xF3\xE4\xA6\xDB\xC7\x9D\x31\x2A\x3C\x74\xA2\x06\x85\x1E\xD5\x7B\x8B\xD2\x5F\xEB\xAA\xAD\x55\xFF\x81\x50\xAB\xBF\x8F\x00\xCF\x9F\x10\x34\x40\xAB\xF4\x27\x5F\x7B\x94\x5F\x71\x55\x1A\x76\x8B\xC1\xD5\x4E\xE0\x3E\x85\x83\xAF\x4D\x03\x19\x86\x16\x32\x94\x76\xAA\x55\xF5\x83\x1F\x0E\xC8\x75\xB1\x66\x9A\xD6\xB0\xD4\x1C\x61\x37\x54\x7B\x91\xC7\xC4\x7F\x2A\x79\x44\x41\x91\xA0\xBF\x1A\x0B\x79\x44\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xF1\x29\x8C\x5C\xCC\xCB\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\x94\x76\x4C\x00\x00\x00\x00\xF9\xBF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x1F\xD0\x00\x10\x00\x00\x00\x00\x00\x00\x04\xE3\x00\x00\x00\x00\x00\x20\x00\x00\x3F\xB3\xCB\xC2\x36\x5F\xBC\xCD\xBF\xC0\xB5\x0F\x08\x47\xAC\xDA\xEE\x83\x3A\x56\x3A\x89\x9E\x62\x4C\x8A\x1C\x82\x89\xF2\x8D\x7A\xF3\xE4\xA6\xDB\x7D\xD9\x2D\xF0\x3C\x74\xA2\x06\xD5\x48\x5E\xF5\x8B\xD2\x5F\xEB\xA1\x68\xB6\x12\x81\x50\xAB\xBF\xC8\x0A\xAB\x79\x10\x34\x40\xAB\xC8\x95\x56\x66\x94\x5F\x71\x55\x8B\xEE\x1C\x73\xD5\x4E\xE0\x3E\x21\x3A\xF5\x35\x03\x19\x86\x16\x5F\x67\x44\x38\x55\xF5\x83\x1F\xB0\xDA\x85\x8A\x66\x9A\xD6\xB0\x48\x28\x5C\xF7\x54\x7B\x91\xC7\x85\xDE\x63\x3B\x44\x41\x91\xA0\x3E\x8C\x97\x7C\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE3\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x36\x5F\xBC\xCD\x00\x00\x00\x00\x08\x47\xAC\xDA\x00\x00\x00\x00\x3A\x89\x9E\x62\x00\x00\x00\x00\x89\xF2\x8D\x7A\x00\x00\x00\x00\x7D\xD9\x2D\xF0\x00\x00\x00\x00\xD5\x48\x5E\xF5\x00\x00\x00\x00\xA1\x68\xB6\x12\x00\x00\x00\x00\xC8\x0A\xAB\x79\x00\x00\x00\x00\xC8\x95\x56\x66\x00\x00\x00\x00\x8B\xEE\x1C\x73\x00\x00\x00\x00\x21\x3A\xF5\x35\x00\x00\x00\x00\x5F\x67\x44\x38\x00\x00\x00\x00\xB0\xDA\x85\x8A\x00\x00\x00\x00\x48\x28\x5C\xF7\x00\x00\x00\x00\x85\xDE\x63\x3B\x00\x00\x00\x00\x3E\x8C\x97\x7C\x44\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xC8)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xA2F6085C)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x32EF6FBA)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xD0C91589)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x31C638CD)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x93519F1F)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x6B7E3F90)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x752334B7)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x4AAA63CC)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x8BE180B6)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x350E9B3F)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xDCA83833)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xD9E2F022)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xA77CDDD2)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xCC53697E)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x6E575E57)], 2230)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x07645DFF)], 2230)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x2033),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x0891),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000008B6),
                gc.DataTuple('slot_count', 0x000001C3),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9E248C21),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x95B84291),
                gc.KeyTuple('src_port', 0x44CC),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xB144881C19EF),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xB1\x44\x88\x1C\x19\xEF\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\xB8\x42\x91\x00\x00\x00\x00\x44\xCC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x08\x91\x00\x02\x00\x00\x00\x00\x00\x00\x20\x0E\x00\x00\x00\x00\x00\x20\x00\x00\x0B\x51\x2A\x01\xED\x3B\xEC\xF6\x35\x8A\x9E\xCB\xE3\x32\xE2\xEC\xB1\x9C\xD9\x23\xF2\xAC\xFC\xAC\x57\x04\x55\xEE\x78\x22\x12\xC7\xAB\x91\xAD\xA9\x5B\x13\x8A\x75\x8C\xE5\x86\x12\xE7\xDD\x1C\x98\xEA\x28\xB6\x71\x07\x83\x80\x18\xA9\xB5\x8B\x5B\x28\xBE\xC7\xB5\x9D\x8D\xE8\x2C\x5F\xF0\x51\xC4\xAE\x1F\x15\xD8\x7E\x89\x02\x51\x14\x82\x48\x57\xDB\x6F\x8A\x0E\x5A\xD1\x1F\xAB\x71\xCD\xE5\x1C\x21\x43\x0C\xF6\x50\xC9\xDE\x6C\x66\xC4\xF3\x53\x37\x43\x86\x65\x33\xF8\x7B\x4F\xB2\xDB\x43\xD0\xB7\xC6\xA1\xD2\x49\xCE\xF9\xF0\xF2\xF0\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xB1\x44\x88\x1C\x19\xEF\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\xB8\x42\x91\x00\x00\x00\x00\x44\xCC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x08\x91\x00\x02\x00\x00\x00\x00\x00\x00\x04\xC8\x00\x00\x00\x00\x00\x20\x00\x00\x0B\x51\x2A\x01\xA2\xF6\x08\x5C\x35\x8A\x9E\xCB\x32\xEF\x6F\xBA\xB1\x9C\xD9\x23\xD0\xC9\x15\x89\x57\x04\x55\xEE\x31\xC6\x38\xCD\xAB\x91\xAD\xA9\x93\x51\x9F\x1F\x8C\xE5\x86\x12\x6B\x7E\x3F\x90\xEA\x28\xB6\x71\x75\x23\x34\xB7\xA9\xB5\x8B\x5B\x4A\xAA\x63\xCC\x9D\x8D\xE8\x2C\x8B\xE1\x80\xB6\xAE\x1F\x15\xD8\x35\x0E\x9B\x3F\x14\x82\x48\x57\xDC\xA8\x38\x33\x5A\xD1\x1F\xAB\xD9\xE2\xF0\x22\x21\x43\x0C\xF6\xA7\x7C\xDD\xD2\x66\xC4\xF3\x53\xCC\x53\x69\x7E\x33\xF8\x7B\x4F\x6E\x57\x5E\x57\xB7\xC6\xA1\xD2\x07\x64\x5D\xFF\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC8\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xA2\xF6\x08\x5C\x00\x00\x00\x00\x32\xEF\x6F\xBA\x00\x00\x00\x00\xD0\xC9\x15\x89\x00\x00\x00\x00\x31\xC6\x38\xCD\x00\x00\x00\x00\x93\x51\x9F\x1F\x00\x00\x00\x00\x6B\x7E\x3F\x90\x00\x00\x00\x00\x75\x23\x34\xB7\x00\x00\x00\x00\x4A\xAA\x63\xCC\x00\x00\x00\x00\x8B\xE1\x80\xB6\x00\x00\x00\x00\x35\x0E\x9B\x3F\x00\x00\x00\x00\xDC\xA8\x38\x33\x00\x00\x00\x00\xD9\xE2\xF0\x22\x00\x00\x00\x00\xA7\x7C\xDD\xD2\x00\x00\x00\x00\xCC\x53\x69\x7E\x00\x00\x00\x00\x6E\x57\x5E\x57\x00\x00\x00\x00\x07\x64\x5D\xFF\xF2\xF0\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.39

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xCD)], 263)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x37B0EB04)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x77764FB7)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xD53E3696)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x42B33675)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x0114B351)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x8848DD11)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xA28CD31C)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x6E0ADEEB)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xD4F7DCED)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x23576265)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x009292E4)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x9F604348)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xC7704248)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x981CD319)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x23449DC3)], 263)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x4CB2E724)], 263)
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
                gc.KeyTuple('job_id', 0x3F44),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000107),
                gc.DataTuple('slot_count', 0x00001781),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x589D1D83),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x39A1E6C56871),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x39\xA1\xE6\xC5\x68\x71\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x3F\x44\x00\x0B\x00\x00\x00\x00\x00\x00\x50\x72\x00\x00\x00\x00\x00\x20\x00\x00\x6C\xED\x23\x7F\x84\xC9\x34\xEF\x84\xB6\xFA\x73\x2E\x51\xAD\xC9\x0A\x60\x8A\x6F\x07\x9B\x12\xA8\xA3\x50\xC8\x17\xB5\xAD\x13\x5B\x40\x45\x75\x66\xB2\xA8\xFA\xB8\x81\xFA\x88\xBD\x50\x86\x56\x5A\x0B\x69\xBC\x4E\xC7\xAF\x71\x74\x3A\x38\xB6\xEB\xF8\x7F\xB8\x55\x0D\xB2\x4A\x49\x53\xEA\x3F\xAF\x86\x76\xC9\x67\xCB\x0D\xA9\xC8\xDE\xBA\x23\x07\xFF\xF6\x98\x08\xE5\xA3\x9F\x3E\x28\xEF\xEB\x41\xCC\x89\x17\x23\xB9\xC2\xE7\xFD\x45\x07\x3D\x46\x71\xE6\xFB\xF0\xE9\xED\x0E\x2E\x46\x21\x53\x60\x51\xBF\x39\x55\xB5\xB1\x34\x36\x59\x57\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x39\xA1\xE6\xC5\x68\x71\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x3F\x44\x00\x0B\x00\x00\x00\x00\x00\x00\x04\xCD\x00\x00\x00\x00\x00\x20\x00\x00\x6C\xED\x23\x7F\x37\xB0\xEB\x04\x84\xB6\xFA\x73\x77\x76\x4F\xB7\x0A\x60\x8A\x6F\xD5\x3E\x36\x96\xA3\x50\xC8\x17\x42\xB3\x36\x75\x40\x45\x75\x66\x01\x14\xB3\x51\x81\xFA\x88\xBD\x88\x48\xDD\x11\x0B\x69\xBC\x4E\xA2\x8C\xD3\x1C\x3A\x38\xB6\xEB\x6E\x0A\xDE\xEB\x0D\xB2\x4A\x49\xD4\xF7\xDC\xED\x86\x76\xC9\x67\x23\x57\x62\x65\xDE\xBA\x23\x07\x00\x92\x92\xE4\xE5\xA3\x9F\x3E\x9F\x60\x43\x48\xCC\x89\x17\x23\xC7\x70\x42\x48\x45\x07\x3D\x46\x98\x1C\xD3\x19\xE9\xED\x0E\x2E\x23\x44\x9D\xC3\x51\xBF\x39\x55\x4C\xB2\xE7\x24\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCD\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x37\xB0\xEB\x04\x00\x00\x00\x00\x77\x76\x4F\xB7\x00\x00\x00\x00\xD5\x3E\x36\x96\x00\x00\x00\x00\x42\xB3\x36\x75\x00\x00\x00\x00\x01\x14\xB3\x51\x00\x00\x00\x00\x88\x48\xDD\x11\x00\x00\x00\x00\xA2\x8C\xD3\x1C\x00\x00\x00\x00\x6E\x0A\xDE\xEB\x00\x00\x00\x00\xD4\xF7\xDC\xED\x00\x00\x00\x00\x23\x57\x62\x65\x00\x00\x00\x00\x00\x92\x92\xE4\x00\x00\x00\x00\x9F\x60\x43\x48\x00\x00\x00\x00\xC7\x70\x42\x48\x00\x00\x00\x00\x98\x1C\xD3\x19\x00\x00\x00\x00\x23\x44\x9D\xC3\x00\x00\x00\x00\x4C\xB2\xE7\x24\x59\x57\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x32)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x8C864033)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x5ADD28E4)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xC52E2EAA)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x9EB078B5)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xDA3035A9)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xAA828142)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xC6CB373D)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x9DF83B10)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xC42EBE5B)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x58DBD094)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x5C5606BB)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x2191D864)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x94614AAD)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x2F975948)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xFB640792)], 2824)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xB257BBAD)], 2824)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x5EC3),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2CDD),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B08),
                gc.DataTuple('slot_count', 0x0000094E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBDBB4DFA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x49D695B3),
                gc.KeyTuple('src_port', 0x4DE1),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x02F4),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xF59AFDFE01EB),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xF5\x9A\xFD\xFE\x01\xEB\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\xD6\x95\xB3\x00\x00\x00\x00\x4D\xE1\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x2C\xDD\x00\x09\x00\x00\x00\x00\x00\x00\xE0\x63\x00\x00\x00\x00\x00\x20\x00\x00\xF1\x78\x6C\xC1\x6E\x7A\x4A\xD4\xF4\x1E\xAB\xA8\x0F\xD2\x2D\x88\x79\xC2\x66\xEF\xEE\x61\xF5\xFD\x95\x2B\x1C\x0C\x4F\xCB\x50\x91\x96\xDE\xDF\x97\xA7\xCD\xBC\xE5\xB5\x53\x24\xA1\x19\xD7\xD8\xFF\x1C\x1A\xED\x78\x8A\x18\x24\x83\xF8\xBE\x30\xD0\x8E\xDB\x33\xA8\x42\x1B\x5F\xA5\x22\x8D\xBA\xA1\x16\xC3\x77\x17\x7A\x34\x1D\xF0\xEB\xAE\x28\xFB\xF8\x32\x21\x87\x60\x97\x84\xA3\xE9\x1C\x11\xE9\xD0\x96\xFE\x71\xDE\x8F\xE4\x56\xD7\xEF\x51\x5F\xE2\x49\x58\x44\x72\xF0\x77\x84\xC1\xE9\x20\x32\xA7\xF8\xBB\xFD\x06\xF3\x3F\x21\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xF5\x9A\xFD\xFE\x01\xEB\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\xD6\x95\xB3\x00\x00\x00\x00\x4D\xE1\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x2C\xDD\x00\x09\x00\x00\x00\x00\x00\x00\x06\x32\x00\x00\x00\x00\x00\x20\x00\x00\xF1\x78\x6C\xC1\x8C\x86\x40\x33\xF4\x1E\xAB\xA8\x5A\xDD\x28\xE4\x79\xC2\x66\xEF\xC5\x2E\x2E\xAA\x95\x2B\x1C\x0C\x9E\xB0\x78\xB5\x96\xDE\xDF\x97\xDA\x30\x35\xA9\xB5\x53\x24\xA1\xAA\x82\x81\x42\x1C\x1A\xED\x78\xC6\xCB\x37\x3D\xF8\xBE\x30\xD0\x9D\xF8\x3B\x10\x42\x1B\x5F\xA5\xC4\x2E\xBE\x5B\x16\xC3\x77\x17\x58\xDB\xD0\x94\xEB\xAE\x28\xFB\x5C\x56\x06\xBB\x60\x97\x84\xA3\x21\x91\xD8\x64\xD0\x96\xFE\x71\x94\x61\x4A\xAD\xD7\xEF\x51\x5F\x2F\x97\x59\x48\x72\xF0\x77\x84\xFB\x64\x07\x92\xA7\xF8\xBB\xFD\xB2\x57\xBB\xAD\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x32\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x8C\x86\x40\x33\x00\x00\x00\x00\x5A\xDD\x28\xE4\x00\x00\x00\x00\xC5\x2E\x2E\xAA\x00\x00\x00\x00\x9E\xB0\x78\xB5\x00\x00\x00\x00\xDA\x30\x35\xA9\x00\x00\x00\x00\xAA\x82\x81\x42\x00\x00\x00\x00\xC6\xCB\x37\x3D\x00\x00\x00\x00\x9D\xF8\x3B\x10\x00\x00\x00\x00\xC4\x2E\xBE\x5B\x00\x00\x00\x00\x58\xDB\xD0\x94\x00\x00\x00\x00\x5C\x56\x06\xBB\x00\x00\x00\x00\x21\x91\xD8\x64\x00\x00\x00\x00\x94\x61\x4A\xAD\x00\x00\x00\x00\x2F\x97\x59\x48\x00\x00\x00\x00\xFB\x64\x07\x92\x00\x00\x00\x00\xB2\x57\xBB\xAD\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xBB)], 602)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x37FC425A)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x3D0141CD)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xA5A6353D)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xBE3BA128)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x611A845B)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xB88681D3)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x2F06A089)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xAF176457)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x3221E930)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x724B3A37)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x7027C219)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x9964796C)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x2BE87A95)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xAE4F3E7C)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x8C42D7F5)], 602)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x75AC325A)], 602)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x383D),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xB561),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000025A),
                gc.DataTuple('slot_count', 0x00000DD1),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6A32C729),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x617D8ABCAF54),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x61\x7D\x8A\xBC\xAF\x54\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xB5\x61\x00\x15\x00\x00\x00\x00\x00\x00\xD0\x2A\x00\x00\x00\x00\x00\x20\x00\x00\x4D\xDD\x23\x4C\xBB\xC1\x3E\xD8\xFB\xDF\xAC\xDD\x94\xB9\x81\xBC\xDE\x8A\xC1\xC6\x10\xDD\x7C\xD3\x11\x24\xB4\x54\x19\x17\x39\xCD\xBB\x3C\xAF\xBA\xD4\xF1\x6B\x8B\xB3\xEC\x8C\x01\x7E\x92\xF2\xA5\xC2\x8A\xDD\x00\xE8\xFA\xEA\x7A\xB9\x02\xBC\x20\xA4\xBF\x8A\x45\x7D\xDD\x7D\x3C\x77\xBA\xEC\xC2\x10\x95\x42\xFA\x5C\xB9\xE5\xAB\xF7\xE7\xB1\x31\x84\x35\x31\xCF\x3C\x12\x88\x85\x5E\x20\xDF\xED\x1B\x64\x2E\x04\x87\xBD\x0E\xDC\xE2\x58\x62\x94\x1E\x09\xE3\xA4\xC4\xA2\xC1\xEE\x61\xBE\xAE\x30\x79\xC9\x5E\x28\x49\x81\xA2\x2F\xCE\xC5\x5D\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x61\x7D\x8A\xBC\xAF\x54\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB5\x61\x00\x15\x00\x00\x00\x00\x00\x00\x04\xBB\x00\x00\x00\x00\x00\x20\x00\x00\x4D\xDD\x23\x4C\x37\xFC\x42\x5A\xFB\xDF\xAC\xDD\x3D\x01\x41\xCD\xDE\x8A\xC1\xC6\xA5\xA6\x35\x3D\x11\x24\xB4\x54\xBE\x3B\xA1\x28\xBB\x3C\xAF\xBA\x61\x1A\x84\x5B\xB3\xEC\x8C\x01\xB8\x86\x81\xD3\xC2\x8A\xDD\x00\x2F\x06\xA0\x89\xB9\x02\xBC\x20\xAF\x17\x64\x57\x7D\xDD\x7D\x3C\x32\x21\xE9\x30\x10\x95\x42\xFA\x72\x4B\x3A\x37\xF7\xE7\xB1\x31\x70\x27\xC2\x19\x3C\x12\x88\x85\x99\x64\x79\x6C\x1B\x64\x2E\x04\x2B\xE8\x7A\x95\xE2\x58\x62\x94\xAE\x4F\x3E\x7C\xC4\xA2\xC1\xEE\x8C\x42\xD7\xF5\x79\xC9\x5E\x28\x75\xAC\x32\x5A\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBB\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x37\xFC\x42\x5A\x00\x00\x00\x00\x3D\x01\x41\xCD\x00\x00\x00\x00\xA5\xA6\x35\x3D\x00\x00\x00\x00\xBE\x3B\xA1\x28\x00\x00\x00\x00\x61\x1A\x84\x5B\x00\x00\x00\x00\xB8\x86\x81\xD3\x00\x00\x00\x00\x2F\x06\xA0\x89\x00\x00\x00\x00\xAF\x17\x64\x57\x00\x00\x00\x00\x32\x21\xE9\x30\x00\x00\x00\x00\x72\x4B\x3A\x37\x00\x00\x00\x00\x70\x27\xC2\x19\x00\x00\x00\x00\x99\x64\x79\x6C\x00\x00\x00\x00\x2B\xE8\x7A\x95\x00\x00\x00\x00\xAE\x4F\x3E\x7C\x00\x00\x00\x00\x8C\x42\xD7\xF5\x00\x00\x00\x00\x75\xAC\x32\x5A\xCE\xC5\x5D\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x9D)], 354)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xBA132AD5)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xAEBF16F8)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x73D386D3)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x274F5FEB)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xF14A1C8B)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x532C330F)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x7C11D56B)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xF75E6F8C)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x08038841)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x7CF70122)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xC2DCE61F)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xC68A100A)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x2A1524BB)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xB887518D)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xED49C768)], 354)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x94AC1072)], 354)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0B85),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xB801),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000162),
                gc.DataTuple('slot_count', 0x00000776),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB82B6506),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x4E95911B),
                gc.KeyTuple('src_port', 0x6647),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x02E1),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x17A356AF4B3A),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x17\xA3\x56\xAF\x4B\x3A\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4E\x95\x91\x1B\x00\x00\x00\x00\x66\x47\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xB8\x01\x00\x0C\x00\x00\x00\x00\x00\x00\xC8\xA3\x00\x00\x00\x00\x00\x20\x00\x00\x7A\xB5\xAE\xAD\x1B\x70\x3A\xDB\x67\x8E\x45\xF9\xBA\x5A\x81\x03\x2D\x40\x8E\x50\x45\x01\xF6\x58\x77\xED\x89\x30\x36\x20\x4D\xEE\xDA\xD6\x32\x41\xFA\x85\x04\x04\x32\x26\xBC\xBC\x61\xF2\xCE\x88\x17\xC6\xDD\x3E\x0C\xC5\x27\xE9\x9A\xBE\xB0\x81\x81\x1C\xE5\x02\xA2\x69\xB2\xE8\x3D\x9F\xEF\x33\x01\xD3\x43\x4C\x69\x25\xD6\xD9\x9C\xDD\x07\x17\x06\x1A\x8F\x69\x75\xBD\x47\x92\x6D\x11\xF0\x3A\x31\xEF\xCD\x48\x9C\x5B\x36\x86\x97\x05\xBA\xE1\xFE\xAB\x5A\x07\x94\xEE\x94\x98\x95\xE7\x31\xC1\x07\xDA\x87\x0D\xBD\x1B\x48\xE5\x4F\x03\x28\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x17\xA3\x56\xAF\x4B\x3A\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4E\x95\x91\x1B\x00\x00\x00\x00\x66\x47\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB8\x01\x00\x0C\x00\x00\x00\x00\x00\x00\x06\x9D\x00\x00\x00\x00\x00\x20\x00\x00\x7A\xB5\xAE\xAD\xBA\x13\x2A\xD5\x67\x8E\x45\xF9\xAE\xBF\x16\xF8\x2D\x40\x8E\x50\x73\xD3\x86\xD3\x77\xED\x89\x30\x27\x4F\x5F\xEB\xDA\xD6\x32\x41\xF1\x4A\x1C\x8B\x32\x26\xBC\xBC\x53\x2C\x33\x0F\x17\xC6\xDD\x3E\x7C\x11\xD5\x6B\x9A\xBE\xB0\x81\xF7\x5E\x6F\x8C\xA2\x69\xB2\xE8\x08\x03\x88\x41\x01\xD3\x43\x4C\x7C\xF7\x01\x22\x9C\xDD\x07\x17\xC2\xDC\xE6\x1F\x75\xBD\x47\x92\xC6\x8A\x10\x0A\x31\xEF\xCD\x48\x2A\x15\x24\xBB\x97\x05\xBA\xE1\xB8\x87\x51\x8D\x94\xEE\x94\x98\xED\x49\xC7\x68\x07\xDA\x87\x0D\x94\xAC\x10\x72\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xBA\x13\x2A\xD5\x00\x00\x00\x00\xAE\xBF\x16\xF8\x00\x00\x00\x00\x73\xD3\x86\xD3\x00\x00\x00\x00\x27\x4F\x5F\xEB\x00\x00\x00\x00\xF1\x4A\x1C\x8B\x00\x00\x00\x00\x53\x2C\x33\x0F\x00\x00\x00\x00\x7C\x11\xD5\x6B\x00\x00\x00\x00\xF7\x5E\x6F\x8C\x00\x00\x00\x00\x08\x03\x88\x41\x00\x00\x00\x00\x7C\xF7\x01\x22\x00\x00\x00\x00\xC2\xDC\xE6\x1F\x00\x00\x00\x00\xC6\x8A\x10\x0A\x00\x00\x00\x00\x2A\x15\x24\xBB\x00\x00\x00\x00\xB8\x87\x51\x8D\x00\x00\x00\x00\xED\x49\xC7\x68\x00\x00\x00\x00\x94\xAC\x10\x72\x4F\x03\x28\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x21)], 548)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x3A29E13B)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xBC84CBD8)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x6497B939)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xFC9DB920)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xAB1A6E34)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x8D99BCA1)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x43DC32E1)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x310A55C5)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xED8DE64D)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x0F541EBA)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x5302BA4C)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xBFC688F3)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x6C9ED8A2)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x5851979D)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x6AECA257)], 548)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x158D3420)], 548)
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
                gc.KeyTuple('job_id', 0x066C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000224),
                gc.DataTuple('slot_count', 0x0000137B),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2415DBCE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x122CE7E8),
                gc.KeyTuple('src_port', 0x1E5D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x0133),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xA4BFCC5D855C),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xA4\xBF\xCC\x5D\x85\x5C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\x2C\xE7\xE8\x00\x00\x00\x00\x1E\x5D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x06\x6C\x00\x02\x00\x00\x00\x00\x00\x00\x5A\xD9\x00\x00\x00\x00\x00\x20\x00\x00\xFA\x80\x13\xB7\x94\xB2\x02\x0B\xC5\xF6\xB0\xF9\x2E\xF2\xA7\x0E\xCE\xA1\x47\x04\xEE\xE2\x79\xD7\x75\xD9\x36\xCE\xCB\xEB\x9F\xAF\x53\x90\x6D\x24\xB8\xC2\xBA\x76\xA4\x2A\xB8\x1C\x68\x42\xC7\xA3\x84\x61\xF2\x48\x53\xF6\x15\x49\xA4\xF5\x82\xD5\x7C\xE1\x57\xEA\xBE\xD5\x5F\x35\xAA\xBD\xCF\x83\xC5\xD9\xEB\xE5\x17\x4D\x5A\x83\x87\x70\xA1\x26\xD3\xD1\x3C\xE2\x61\x43\x88\xA5\xBE\xAE\x8A\x0F\x1F\x63\x1A\xC4\x58\x47\xCE\xF4\x71\x47\x4D\x15\x68\x88\x15\x9C\xFE\x40\xF3\xC8\x9C\x2A\xB1\x90\x16\xB2\x1D\xF7\xB2\xE8\x6E\xFF\x24\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xA4\xBF\xCC\x5D\x85\x5C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\x2C\xE7\xE8\x00\x00\x00\x00\x1E\x5D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x06\x6C\x00\x02\x00\x00\x00\x00\x00\x00\x06\x21\x00\x00\x00\x00\x00\x20\x00\x00\xFA\x80\x13\xB7\x3A\x29\xE1\x3B\xC5\xF6\xB0\xF9\xBC\x84\xCB\xD8\xCE\xA1\x47\x04\x64\x97\xB9\x39\x75\xD9\x36\xCE\xFC\x9D\xB9\x20\x53\x90\x6D\x24\xAB\x1A\x6E\x34\xA4\x2A\xB8\x1C\x8D\x99\xBC\xA1\x84\x61\xF2\x48\x43\xDC\x32\xE1\xA4\xF5\x82\xD5\x31\x0A\x55\xC5\xBE\xD5\x5F\x35\xED\x8D\xE6\x4D\xC5\xD9\xEB\xE5\x0F\x54\x1E\xBA\x87\x70\xA1\x26\x53\x02\xBA\x4C\x61\x43\x88\xA5\xBF\xC6\x88\xF3\x1F\x63\x1A\xC4\x6C\x9E\xD8\xA2\x71\x47\x4D\x15\x58\x51\x97\x9D\xFE\x40\xF3\xC8\x6A\xEC\xA2\x57\x16\xB2\x1D\xF7\x15\x8D\x34\x20\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x21\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x3A\x29\xE1\x3B\x00\x00\x00\x00\xBC\x84\xCB\xD8\x00\x00\x00\x00\x64\x97\xB9\x39\x00\x00\x00\x00\xFC\x9D\xB9\x20\x00\x00\x00\x00\xAB\x1A\x6E\x34\x00\x00\x00\x00\x8D\x99\xBC\xA1\x00\x00\x00\x00\x43\xDC\x32\xE1\x00\x00\x00\x00\x31\x0A\x55\xC5\x00\x00\x00\x00\xED\x8D\xE6\x4D\x00\x00\x00\x00\x0F\x54\x1E\xBA\x00\x00\x00\x00\x53\x02\xBA\x4C\x00\x00\x00\x00\xBF\xC6\x88\xF3\x00\x00\x00\x00\x6C\x9E\xD8\xA2\x00\x00\x00\x00\x58\x51\x97\x9D\x00\x00\x00\x00\x6A\xEC\xA2\x57\x00\x00\x00\x00\x15\x8D\x34\x20\x24\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x40)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xEF44E14C)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xDD3F7A7C)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x6613463F)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x5454429F)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xCBAC676B)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x9C874260)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x8FE9FCD2)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xC946AE91)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xD585EFDB)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x945A719D)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x0C2D7ED7)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x606E3FE0)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xA3676EA2)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x4B3C06CC)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xFEA24182)], 2169)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x79B2C068)], 2169)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0910),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x166C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000879),
                gc.DataTuple('slot_count', 0x00001015),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x79E04280),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x2ABCBC75),
                gc.KeyTuple('src_port', 0x76B9),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x4257948B99BF),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x42\x57\x94\x8B\x99\xBF\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\xBC\xBC\x75\x00\x00\x00\x00\x76\xB9\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x16\x6C\xDA\x5B\x00\x00\x00\x00\x00\x00\x7A\x77\x00\x00\x00\x00\x00\x20\x00\x00\xAB\xB7\xBC\x5D\xE0\xEA\x19\x9F\x3B\x73\x2E\x18\xE1\x91\xB1\xC5\xF0\xFC\x23\x27\xEB\xEC\x83\xEB\x72\xCA\xD1\x01\x11\x2E\x62\xF1\xDB\xB1\x13\x76\xAE\xEB\xF8\x68\x80\x51\x73\x06\x5D\x7E\x6C\xBC\x41\x73\xE2\x0B\xDC\x25\xB4\x65\xD4\x02\xE2\x06\x5E\xD6\x8D\xC1\xB3\x2A\x41\xEE\x17\x64\xE6\xF6\x61\x4E\x88\x75\x95\x5F\x2A\x00\x2E\x93\x9E\x04\x39\x96\x37\xEB\x58\x2D\x94\x19\x2F\x20\x32\x63\xE7\x3C\xBD\x0F\x7D\x7D\x1C\x60\x6F\xF9\xAA\x13\x03\x96\xA3\xDE\xBD\xBB\xD2\x81\x80\xDA\xD4\xB6\xC0\xA1\x81\x0D\x31\x02\xE8\x8F\x4E\x7A\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x42\x57\x94\x8B\x99\xBF\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\xBC\xBC\x75\x00\x00\x00\x00\x76\xB9\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x16\x6C\xDA\x5B\x00\x00\x00\x00\x00\x00\x04\x40\x00\x00\x00\x00\x00\x20\x00\x00\xAB\xB7\xBC\x5D\xEF\x44\xE1\x4C\x3B\x73\x2E\x18\xDD\x3F\x7A\x7C\xF0\xFC\x23\x27\x66\x13\x46\x3F\x72\xCA\xD1\x01\x54\x54\x42\x9F\xDB\xB1\x13\x76\xCB\xAC\x67\x6B\x80\x51\x73\x06\x9C\x87\x42\x60\x41\x73\xE2\x0B\x8F\xE9\xFC\xD2\xD4\x02\xE2\x06\xC9\x46\xAE\x91\xB3\x2A\x41\xEE\xD5\x85\xEF\xDB\x61\x4E\x88\x75\x94\x5A\x71\x9D\x2E\x93\x9E\x04\x0C\x2D\x7E\xD7\x58\x2D\x94\x19\x60\x6E\x3F\xE0\xE7\x3C\xBD\x0F\xA3\x67\x6E\xA2\x6F\xF9\xAA\x13\x4B\x3C\x06\xCC\xBD\xBB\xD2\x81\xFE\xA2\x41\x82\xC0\xA1\x81\x0D\x79\xB2\xC0\x68\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xEF\x44\xE1\x4C\x00\x00\x00\x00\xDD\x3F\x7A\x7C\x00\x00\x00\x00\x66\x13\x46\x3F\x00\x00\x00\x00\x54\x54\x42\x9F\x00\x00\x00\x00\xCB\xAC\x67\x6B\x00\x00\x00\x00\x9C\x87\x42\x60\x00\x00\x00\x00\x8F\xE9\xFC\xD2\x00\x00\x00\x00\xC9\x46\xAE\x91\x00\x00\x00\x00\xD5\x85\xEF\xDB\x00\x00\x00\x00\x94\x5A\x71\x9D\x00\x00\x00\x00\x0C\x2D\x7E\xD7\x00\x00\x00\x00\x60\x6E\x3F\xE0\x00\x00\x00\x00\xA3\x67\x6E\xA2\x00\x00\x00\x00\x4B\x3C\x06\xCC\x00\x00\x00\x00\xFE\xA2\x41\x82\x00\x00\x00\x00\x79\xB2\xC0\x68\x4E\x7A\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x62)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xF7A2DFE5)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x32103949)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xFB1789E2)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xA61DFF54)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x918DA2F7)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x36EE382C)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x2F1B955C)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xF74222E0)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xCF1A84EC)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xC22D0DFD)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x38BC2F89)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x5D51807F)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x88BDC190)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xFED4B3F8)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xBE3ED889)], 1277)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x8D5188DE)], 1277)
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
                gc.KeyTuple('job_id', 0x845B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004FD),
                gc.DataTuple('slot_count', 0x00000C83),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4B9A3E68),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x96CD7E11),
                gc.KeyTuple('src_port', 0x1691),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x2C1F035A22E4),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x2C\x1F\x03\x5A\x22\xE4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x96\xCD\x7E\x11\x00\x00\x00\x00\x16\x91\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x84\x5B\x00\x0A\x00\x00\x00\x00\x00\x00\xE2\xB6\x00\x00\x00\x00\x00\x20\x00\x00\x66\x18\xCB\x46\x0D\x85\xFB\xA2\x2F\x34\xAD\xDA\x82\xAC\xB7\xCC\x81\xFD\x21\xB5\xC1\xE9\xC9\x3D\xF5\xCE\x4F\xD4\x74\x83\x9B\xC3\x41\x49\xC9\x4B\x6C\x8C\x64\xF7\xE9\x4D\x57\x26\x90\x7A\x40\xC5\x97\x6F\xE1\x4B\x7C\x95\x0A\xC4\xFA\x00\x77\xA9\xF1\xD4\xEC\x68\x75\x89\x69\xD5\x66\x6D\x94\x28\x15\x71\x2C\x68\xA5\x9E\x50\x6B\x92\x60\x8D\x66\x91\x3A\xAF\xA4\x6F\xB8\xD3\x4C\xEA\xB3\x26\x73\x90\xC9\x41\xCF\xE8\x6B\x2E\x45\xA7\x6B\x96\x61\x78\xF5\xFB\x2F\x18\x8D\xC7\x84\x4C\x46\x6A\x7C\x15\x95\xC0\x3C\xC3\xC5\x54\x4C\xC9\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x2C\x1F\x03\x5A\x22\xE4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x96\xCD\x7E\x11\x00\x00\x00\x00\x16\x91\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x84\x5B\x00\x0A\x00\x00\x00\x00\x00\x00\x04\x62\x00\x00\x00\x00\x00\x20\x00\x00\x66\x18\xCB\x46\xF7\xA2\xDF\xE5\x2F\x34\xAD\xDA\x32\x10\x39\x49\x81\xFD\x21\xB5\xFB\x17\x89\xE2\xF5\xCE\x4F\xD4\xA6\x1D\xFF\x54\x41\x49\xC9\x4B\x91\x8D\xA2\xF7\xE9\x4D\x57\x26\x36\xEE\x38\x2C\x97\x6F\xE1\x4B\x2F\x1B\x95\x5C\xFA\x00\x77\xA9\xF7\x42\x22\xE0\x75\x89\x69\xD5\xCF\x1A\x84\xEC\x15\x71\x2C\x68\xC2\x2D\x0D\xFD\x92\x60\x8D\x66\x38\xBC\x2F\x89\x6F\xB8\xD3\x4C\x5D\x51\x80\x7F\x90\xC9\x41\xCF\x88\xBD\xC1\x90\xA7\x6B\x96\x61\xFE\xD4\xB3\xF8\x18\x8D\xC7\x84\xBE\x3E\xD8\x89\x15\x95\xC0\x3C\x8D\x51\x88\xDE\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x62\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xF7\xA2\xDF\xE5\x00\x00\x00\x00\x32\x10\x39\x49\x00\x00\x00\x00\xFB\x17\x89\xE2\x00\x00\x00\x00\xA6\x1D\xFF\x54\x00\x00\x00\x00\x91\x8D\xA2\xF7\x00\x00\x00\x00\x36\xEE\x38\x2C\x00\x00\x00\x00\x2F\x1B\x95\x5C\x00\x00\x00\x00\xF7\x42\x22\xE0\x00\x00\x00\x00\xCF\x1A\x84\xEC\x00\x00\x00\x00\xC2\x2D\x0D\xFD\x00\x00\x00\x00\x38\xBC\x2F\x89\x00\x00\x00\x00\x5D\x51\x80\x7F\x00\x00\x00\x00\x88\xBD\xC1\x90\x00\x00\x00\x00\xFE\xD4\xB3\xF8\x00\x00\x00\x00\xBE\x3E\xD8\x89\x00\x00\x00\x00\x8D\x51\x88\xDE\xC9\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x11)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x0D0034D5)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xA0ECF596)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xB20BC84C)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x558DEE63)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x2DE45B97)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x9C840E36)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x4BD76085)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x9D982F37)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x6F647AB5)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x83CFC29A)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x633C7B8B)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x167981BD)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x163E68A6)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x3F2791C1)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x6CA3143E)], 6770)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xDCFB71A7)], 6770)
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
                gc.KeyTuple('job_id', 0x0CD2),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001A72),
                gc.DataTuple('slot_count', 0x0000056B),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x53E61F9A),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x69A6B2E72C8F),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x69\xA6\xB2\xE7\x2C\x8F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x0C\xD2\x00\x03\x00\x00\x00\x00\x00\x00\x42\xF7\x00\x00\x00\x00\x00\x20\x00\x00\xD4\x62\xE9\xC4\x12\x38\x5C\x2A\x62\x3E\xD9\x74\x71\xA2\xE4\xBC\xBA\x71\x08\x92\x11\xE0\x67\x17\xEF\x84\xF6\x58\x53\x60\xA9\x01\xA8\xB0\x05\xC8\x6F\x30\x3D\xA5\x18\x6F\xB1\x52\xF2\xDC\x73\x9E\x5F\xB6\x8B\x84\x3C\xAB\xBE\xB0\x3B\xDC\xF9\xB8\x3B\xD0\x6C\x1F\x6E\xF8\x37\xC7\x19\xDF\xA3\x88\xE9\x33\x40\x3C\x43\x7A\xF5\xBE\xD3\x56\x59\x5A\xF2\x17\xC0\x0F\x9B\xB3\x5A\x8F\xE7\x6B\x33\xDC\x49\x1F\xCB\xD2\xA1\xED\x0F\xBF\xB0\xFA\xE0\xA7\x84\x59\xC9\x1C\x02\x79\x45\xEA\x36\x58\x97\x82\xE5\x2B\x3A\xAE\x06\x53\x24\xD3\xFB\x67\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x69\xA6\xB2\xE7\x2C\x8F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x0C\xD2\x00\x03\x00\x00\x00\x00\x00\x00\x06\x11\x00\x00\x00\x00\x00\x20\x00\x00\xD4\x62\xE9\xC4\x0D\x00\x34\xD5\x62\x3E\xD9\x74\xA0\xEC\xF5\x96\xBA\x71\x08\x92\xB2\x0B\xC8\x4C\xEF\x84\xF6\x58\x55\x8D\xEE\x63\xA8\xB0\x05\xC8\x2D\xE4\x5B\x97\x18\x6F\xB1\x52\x9C\x84\x0E\x36\x5F\xB6\x8B\x84\x4B\xD7\x60\x85\x3B\xDC\xF9\xB8\x9D\x98\x2F\x37\x6E\xF8\x37\xC7\x6F\x64\x7A\xB5\xE9\x33\x40\x3C\x83\xCF\xC2\x9A\xD3\x56\x59\x5A\x63\x3C\x7B\x8B\x9B\xB3\x5A\x8F\x16\x79\x81\xBD\x49\x1F\xCB\xD2\x16\x3E\x68\xA6\xB0\xFA\xE0\xA7\x3F\x27\x91\xC1\x02\x79\x45\xEA\x6C\xA3\x14\x3E\xE5\x2B\x3A\xAE\xDC\xFB\x71\xA7\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x11\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x0D\x00\x34\xD5\x00\x00\x00\x00\xA0\xEC\xF5\x96\x00\x00\x00\x00\xB2\x0B\xC8\x4C\x00\x00\x00\x00\x55\x8D\xEE\x63\x00\x00\x00\x00\x2D\xE4\x5B\x97\x00\x00\x00\x00\x9C\x84\x0E\x36\x00\x00\x00\x00\x4B\xD7\x60\x85\x00\x00\x00\x00\x9D\x98\x2F\x37\x00\x00\x00\x00\x6F\x64\x7A\xB5\x00\x00\x00\x00\x83\xCF\xC2\x9A\x00\x00\x00\x00\x63\x3C\x7B\x8B\x00\x00\x00\x00\x16\x79\x81\xBD\x00\x00\x00\x00\x16\x3E\x68\xA6\x00\x00\x00\x00\x3F\x27\x91\xC1\x00\x00\x00\x00\x6C\xA3\x14\x3E\x00\x00\x00\x00\xDC\xFB\x71\xA7\xFB\x67\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x11)], 918)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x31FFDD03)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x50E5AEF3)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x6D3ED6A7)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x0A6132BF)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x03548973)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x9CAEE4B1)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xEB5EF1EC)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x9C856513)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xEB4178CF)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x826FA8D9)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x09CCD029)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x75FC55FF)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xD2924298)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xEAD56095)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x5F6FADD0)], 918)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x92977B2B)], 918)
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
                gc.KeyTuple('job_id', 0x249C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000396),
                gc.DataTuple('slot_count', 0x00000E1A),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF5DD0B45),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xB9A7154D),
                gc.KeyTuple('src_port', 0x31A7),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xC2D0A4C09F41),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xC2\xD0\xA4\xC0\x9F\x41\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB9\xA7\x15\x4D\x00\x00\x00\x00\x31\xA7\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x24\x9C\x00\x1C\x00\x00\x00\x00\x00\x00\xA2\x27\x00\x00\x00\x00\x00\x20\x00\x00\xF3\x46\x9A\xB2\x92\xD1\x6A\x38\x7E\xF2\x2A\x7D\x3B\xFE\xB5\x57\x5B\xE5\xB8\xED\xBF\xE7\x71\xC2\x16\xF4\x33\xEA\xD1\x79\xF2\xAB\x39\x30\x4C\xB5\xA2\xA6\x8D\x63\xFC\x7A\x58\x60\xFE\xEE\xE4\x84\x24\xFE\x1A\x83\x83\x00\x22\xE9\xCA\xF8\x27\x4F\x2C\xEC\x65\x26\x9D\x95\x07\x8A\x0D\x8A\x3A\x2D\x67\x31\x16\xB8\xC1\x17\xD7\xAA\x9F\xE2\xDB\xCE\xB4\xDE\xA2\xB8\x77\xBB\x09\x80\x50\x3E\x29\xAE\x41\x06\xF8\x3C\xE3\xDC\xFC\x3B\xB7\x75\x11\x90\xEB\x94\x1D\x8A\xF2\x54\x2F\xFC\x5E\x32\x26\xF0\x22\x3A\x5F\x8C\x23\xFA\xCD\x50\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xC2\xD0\xA4\xC0\x9F\x41\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB9\xA7\x15\x4D\x00\x00\x00\x00\x31\xA7\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x24\x9C\x00\x1C\x00\x00\x00\x00\x00\x00\x06\x11\x00\x00\x00\x00\x00\x20\x00\x00\xF3\x46\x9A\xB2\x31\xFF\xDD\x03\x7E\xF2\x2A\x7D\x50\xE5\xAE\xF3\x5B\xE5\xB8\xED\x6D\x3E\xD6\xA7\x16\xF4\x33\xEA\x0A\x61\x32\xBF\x39\x30\x4C\xB5\x03\x54\x89\x73\xFC\x7A\x58\x60\x9C\xAE\xE4\xB1\x24\xFE\x1A\x83\xEB\x5E\xF1\xEC\xCA\xF8\x27\x4F\x9C\x85\x65\x13\x9D\x95\x07\x8A\xEB\x41\x78\xCF\x67\x31\x16\xB8\x82\x6F\xA8\xD9\x9F\xE2\xDB\xCE\x09\xCC\xD0\x29\x77\xBB\x09\x80\x75\xFC\x55\xFF\x41\x06\xF8\x3C\xD2\x92\x42\x98\xB7\x75\x11\x90\xEA\xD5\x60\x95\xF2\x54\x2F\xFC\x5F\x6F\xAD\xD0\x22\x3A\x5F\x8C\x92\x97\x7B\x2B\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x11\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x31\xFF\xDD\x03\x00\x00\x00\x00\x50\xE5\xAE\xF3\x00\x00\x00\x00\x6D\x3E\xD6\xA7\x00\x00\x00\x00\x0A\x61\x32\xBF\x00\x00\x00\x00\x03\x54\x89\x73\x00\x00\x00\x00\x9C\xAE\xE4\xB1\x00\x00\x00\x00\xEB\x5E\xF1\xEC\x00\x00\x00\x00\x9C\x85\x65\x13\x00\x00\x00\x00\xEB\x41\x78\xCF\x00\x00\x00\x00\x82\x6F\xA8\xD9\x00\x00\x00\x00\x09\xCC\xD0\x29\x00\x00\x00\x00\x75\xFC\x55\xFF\x00\x00\x00\x00\xD2\x92\x42\x98\x00\x00\x00\x00\xEA\xD5\x60\x95\x00\x00\x00\x00\x5F\x6F\xAD\xD0\x00\x00\x00\x00\x92\x97\x7B\x2B\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x55)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x6C2BC922)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x5DDBF9CA)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xF14170B4)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xEDEDBFF6)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x901CEF64)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x9E60B8B1)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x5FEF95C0)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x4A9CB56C)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x86311F38)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xBB1CD018)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xA8E2340A)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xEAD4F6EA)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x558863DD)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xC44C6846)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x5AA7FF3C)], 2352)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x411CB00C)], 2352)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x9A43),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x8AAB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000930),
                gc.DataTuple('slot_count', 0x000015B9),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9225544B),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x69819C215060),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x69\x81\x9C\x21\x50\x60\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x8A\xAB\x00\x1E\x00\x00\x00\x00\x00\x00\x58\x6B\x00\x00\x00\x00\x00\x20\x00\x00\x09\x06\xA3\x22\x1C\x82\x17\x8B\xD7\xF7\xB8\x71\x86\x8F\x4C\x2B\xA3\xE7\x0E\x90\x7F\xCF\xAA\x9A\x7D\x99\x55\xA9\x51\xB5\x82\x31\xDB\x9C\xED\x47\x46\xA2\xB2\xD2\xFF\x3D\xDD\xB9\x1A\xC0\xA7\x14\x30\xBF\xFE\xFC\x30\x51\x0B\x1D\xFF\xA1\x8E\x85\x40\x50\x4D\xDF\x58\xD6\x36\x67\x6D\x19\x07\x60\xC1\xEE\x41\x34\x42\xD8\x05\x15\xA4\xAB\x9B\xF4\x37\x1E\x73\x05\x35\x4A\x20\x0D\xCF\x7C\xAC\x8E\xCA\xDC\x27\x45\x8A\xA6\xA6\x4C\x8A\xC5\xED\x69\x17\xC9\xFA\x3D\x5E\x2D\x2B\xCF\xB5\xDF\x2C\x11\xE9\x18\xF8\x80\xC7\x59\xDE\x05\x11\x5B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x69\x81\x9C\x21\x50\x60\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x8A\xAB\x00\x1E\x00\x00\x00\x00\x00\x00\x04\x55\x00\x00\x00\x00\x00\x20\x00\x00\x09\x06\xA3\x22\x6C\x2B\xC9\x22\xD7\xF7\xB8\x71\x5D\xDB\xF9\xCA\xA3\xE7\x0E\x90\xF1\x41\x70\xB4\x7D\x99\x55\xA9\xED\xED\xBF\xF6\xDB\x9C\xED\x47\x90\x1C\xEF\x64\xFF\x3D\xDD\xB9\x9E\x60\xB8\xB1\x30\xBF\xFE\xFC\x5F\xEF\x95\xC0\xFF\xA1\x8E\x85\x4A\x9C\xB5\x6C\x58\xD6\x36\x67\x86\x31\x1F\x38\xC1\xEE\x41\x34\xBB\x1C\xD0\x18\xA4\xAB\x9B\xF4\xA8\xE2\x34\x0A\x35\x4A\x20\x0D\xEA\xD4\xF6\xEA\xCA\xDC\x27\x45\x55\x88\x63\xDD\x8A\xC5\xED\x69\xC4\x4C\x68\x46\x5E\x2D\x2B\xCF\x5A\xA7\xFF\x3C\xE9\x18\xF8\x80\x41\x1C\xB0\x0C\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x55\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x6C\x2B\xC9\x22\x00\x00\x00\x00\x5D\xDB\xF9\xCA\x00\x00\x00\x00\xF1\x41\x70\xB4\x00\x00\x00\x00\xED\xED\xBF\xF6\x00\x00\x00\x00\x90\x1C\xEF\x64\x00\x00\x00\x00\x9E\x60\xB8\xB1\x00\x00\x00\x00\x5F\xEF\x95\xC0\x00\x00\x00\x00\x4A\x9C\xB5\x6C\x00\x00\x00\x00\x86\x31\x1F\x38\x00\x00\x00\x00\xBB\x1C\xD0\x18\x00\x00\x00\x00\xA8\xE2\x34\x0A\x00\x00\x00\x00\xEA\xD4\xF6\xEA\x00\x00\x00\x00\x55\x88\x63\xDD\x00\x00\x00\x00\xC4\x4C\x68\x46\x00\x00\x00\x00\x5A\xA7\xFF\x3C\x00\x00\x00\x00\x41\x1C\xB0\x0C\x11\x5B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x7C)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xCD7436C5)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x1118EE42)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x2F716EC6)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x0F1AD247)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xD10E262C)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x84EAE651)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xE1D0A33F)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xE551A579)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xA09DB0E9)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x9831E084)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xCBDC7315)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x396161F3)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x28D4970B)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xB4ACA2C7)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x90A957CD)], 3974)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xE2011004)], 3974)
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
                gc.KeyTuple('job_id', 0x57F0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F86),
                gc.DataTuple('slot_count', 0x0000104C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD7E39148),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xA3AC99E7),
                gc.KeyTuple('src_port', 0x5DF3),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xD591DD542A57),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xD5\x91\xDD\x54\x2A\x57\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\xAC\x99\xE7\x00\x00\x00\x00\x5D\xF3\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x57\xF0\x00\x1F\x00\x00\x00\x00\x00\x00\x22\x40\x00\x00\x00\x00\x00\x20\x00\x00\xFA\x90\x29\x7C\x3B\x88\x00\x0A\xF3\xB5\x41\x8C\xC7\x75\xE8\x0E\x35\xBB\xB8\xC0\xB3\xE9\x21\xBF\xD0\xC5\xCE\x9E\x55\x2F\xBD\x5B\x2A\xFF\x51\x33\x94\x45\x07\xC8\xE7\x73\xF7\x43\x70\x67\x42\x91\xDB\x16\xA9\xA5\x10\x2D\x33\x35\xE4\xD7\x2A\x05\x63\xFB\x93\x19\x0D\xED\x70\xC2\x41\x47\xD2\x8E\x75\x9F\x62\x55\xEE\x79\x7E\xFC\x0D\x91\x55\xE1\x3E\xB7\xA1\x0B\x54\x21\x12\xF5\x02\x46\xAE\x25\xE4\xBA\xF0\x6F\x4B\x23\xF6\x90\x91\x47\x2D\xB6\xC3\x19\x53\x2B\xDB\xC3\x3F\x3F\x7F\xEC\xAD\x28\x37\xA7\xFA\x04\x37\xDC\xBF\xC6\x02\x07\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xD5\x91\xDD\x54\x2A\x57\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\xAC\x99\xE7\x00\x00\x00\x00\x5D\xF3\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x57\xF0\x00\x1F\x00\x00\x00\x00\x00\x00\x06\x7C\x00\x00\x00\x00\x00\x20\x00\x00\xFA\x90\x29\x7C\xCD\x74\x36\xC5\xF3\xB5\x41\x8C\x11\x18\xEE\x42\x35\xBB\xB8\xC0\x2F\x71\x6E\xC6\xD0\xC5\xCE\x9E\x0F\x1A\xD2\x47\x2A\xFF\x51\x33\xD1\x0E\x26\x2C\xE7\x73\xF7\x43\x84\xEA\xE6\x51\xDB\x16\xA9\xA5\xE1\xD0\xA3\x3F\xE4\xD7\x2A\x05\xE5\x51\xA5\x79\x0D\xED\x70\xC2\xA0\x9D\xB0\xE9\x75\x9F\x62\x55\x98\x31\xE0\x84\x0D\x91\x55\xE1\xCB\xDC\x73\x15\x54\x21\x12\xF5\x39\x61\x61\xF3\xE4\xBA\xF0\x6F\x28\xD4\x97\x0B\x91\x47\x2D\xB6\xB4\xAC\xA2\xC7\xDB\xC3\x3F\x3F\x90\xA9\x57\xCD\x37\xA7\xFA\x04\xE2\x01\x10\x04\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7C\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xCD\x74\x36\xC5\x00\x00\x00\x00\x11\x18\xEE\x42\x00\x00\x00\x00\x2F\x71\x6E\xC6\x00\x00\x00\x00\x0F\x1A\xD2\x47\x00\x00\x00\x00\xD1\x0E\x26\x2C\x00\x00\x00\x00\x84\xEA\xE6\x51\x00\x00\x00\x00\xE1\xD0\xA3\x3F\x00\x00\x00\x00\xE5\x51\xA5\x79\x00\x00\x00\x00\xA0\x9D\xB0\xE9\x00\x00\x00\x00\x98\x31\xE0\x84\x00\x00\x00\x00\xCB\xDC\x73\x15\x00\x00\x00\x00\x39\x61\x61\xF3\x00\x00\x00\x00\x28\xD4\x97\x0B\x00\x00\x00\x00\xB4\xAC\xA2\xC7\x00\x00\x00\x00\x90\xA9\x57\xCD\x00\x00\x00\x00\xE2\x01\x10\x04\x02\x07\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xE3)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x000FFB1D)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x503E0C5A)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x069C27CC)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xAB715E39)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x0761FF5A)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xB27ED8E6)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x91766F46)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xE9C89154)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x9FF4ABF2)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x8B794740)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xDE7E4596)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x3CD52FBC)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x8E74DD74)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xB7BD5656)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xE098F736)], 3863)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x4168A77C)], 3863)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xD056),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x63CF),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F17),
                gc.DataTuple('slot_count', 0x0000022D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x649F76CF),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x36D3AD585D74),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x36\xD3\xAD\x58\x5D\x74\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x63\xCF\x00\x05\x00\x00\x00\x00\x00\x00\xC8\x2A\x00\x00\x00\x00\x00\x20\x00\x00\xB1\x90\x64\xCF\x6E\xC7\x0A\xAA\x15\x0B\xC3\x97\xC9\x37\xF1\xE9\x0B\x6A\x74\x96\xE2\xD4\x21\xD6\x1D\x50\x94\x4B\x17\x33\xA4\x1C\x74\x6A\x27\x98\xC4\xBF\xFD\xFC\xC8\x29\x6C\xF3\x59\x00\x11\x33\xFB\x38\x42\x07\x74\xEE\x32\x2B\x45\x96\xEB\x2C\x2B\xCC\x1B\xDF\x65\x09\x36\x84\x5B\x01\x1B\x30\xFA\x19\xAC\xA0\x6D\x0E\x86\x6F\x2D\x9E\xB7\xD6\x93\x77\x84\x1D\x8B\xE0\x32\xE7\x8D\xC3\x55\x5B\xA1\xEE\x84\xFE\xC9\x06\x4F\xD6\x95\x0C\x71\xB6\xFE\x36\xAE\x9A\x4E\x42\xFF\x7F\xC7\x50\x68\x6C\x58\x7F\x7B\x08\xC9\x63\x14\x53\x03\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x36\xD3\xAD\x58\x5D\x74\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x63\xCF\x00\x05\x00\x00\x00\x00\x00\x00\x04\xE3\x00\x00\x00\x00\x00\x20\x00\x00\xB1\x90\x64\xCF\x00\x0F\xFB\x1D\x15\x0B\xC3\x97\x50\x3E\x0C\x5A\x0B\x6A\x74\x96\x06\x9C\x27\xCC\x1D\x50\x94\x4B\xAB\x71\x5E\x39\x74\x6A\x27\x98\x07\x61\xFF\x5A\xC8\x29\x6C\xF3\xB2\x7E\xD8\xE6\xFB\x38\x42\x07\x91\x76\x6F\x46\x45\x96\xEB\x2C\xE9\xC8\x91\x54\x65\x09\x36\x84\x9F\xF4\xAB\xF2\xFA\x19\xAC\xA0\x8B\x79\x47\x40\x2D\x9E\xB7\xD6\xDE\x7E\x45\x96\x8B\xE0\x32\xE7\x3C\xD5\x2F\xBC\xA1\xEE\x84\xFE\x8E\x74\xDD\x74\x95\x0C\x71\xB6\xB7\xBD\x56\x56\x4E\x42\xFF\x7F\xE0\x98\xF7\x36\x58\x7F\x7B\x08\x41\x68\xA7\x7C\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE3\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x0F\xFB\x1D\x00\x00\x00\x00\x50\x3E\x0C\x5A\x00\x00\x00\x00\x06\x9C\x27\xCC\x00\x00\x00\x00\xAB\x71\x5E\x39\x00\x00\x00\x00\x07\x61\xFF\x5A\x00\x00\x00\x00\xB2\x7E\xD8\xE6\x00\x00\x00\x00\x91\x76\x6F\x46\x00\x00\x00\x00\xE9\xC8\x91\x54\x00\x00\x00\x00\x9F\xF4\xAB\xF2\x00\x00\x00\x00\x8B\x79\x47\x40\x00\x00\x00\x00\xDE\x7E\x45\x96\x00\x00\x00\x00\x3C\xD5\x2F\xBC\x00\x00\x00\x00\x8E\x74\xDD\x74\x00\x00\x00\x00\xB7\xBD\x56\x56\x00\x00\x00\x00\xE0\x98\xF7\x36\x00\x00\x00\x00\x41\x68\xA7\x7C\x03\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xB0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x09\x00\x00\x00\x00\x00\x00\x20\x00\x00\x68\x9C\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x24)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xC0DF57B5)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xFA8C95DA)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x25D8D6D2)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x7AB2864D)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x189726AE)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xD7596179)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x1CA0699A)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xE3E029E0)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xDE54DF9E)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xB3005948)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x9098D7E9)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x75186DE4)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x4982C06E)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x4F92BBCD)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x9BD586A1)], 4511)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x9E9FFC8B)], 4511)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x1BBC),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xE529),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000119F),
                gc.DataTuple('slot_count', 0x000009A9),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x04EAC43C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x9D76B281),
                gc.KeyTuple('src_port', 0x4797),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x03F8),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x5E370AB03BB7),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x5E\x37\x0A\xB0\x3B\xB7\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\x76\xB2\x81\x00\x00\x00\x00\x47\x97\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xE5\x29\x00\x01\x00\x00\x00\x00\x00\x00\xB2\x71\x00\x00\x00\x00\x00\x20\x00\x00\x85\x40\x65\x80\xA0\x3A\x96\xC4\xFC\x52\x89\xD4\x05\xC6\x23\x03\x35\x53\xBB\x06\x11\x26\xDA\xB8\x84\xB4\xF7\xC1\x2B\x30\x14\x64\x35\x1D\xE1\xD5\x16\x3D\x7F\x27\x5B\x0D\x88\xDC\xB0\x14\x5D\xD9\x27\xE8\x9C\x50\x2A\x01\xED\x46\x68\x15\x0E\x7F\xFF\x3F\x20\xCE\xEA\x69\xAE\xE1\xF9\x34\xCE\xD8\x5E\x45\x6A\x88\x35\x43\x8C\x67\xA9\x74\x7B\x5F\x1A\xCC\x83\xB3\x73\x72\x7C\x3E\x87\x55\x98\x6C\xD0\x02\x7E\xF3\xF1\x6D\xD5\xC4\x59\x74\xE2\x08\x78\xC2\x1C\xEB\xFB\x46\xDD\x97\x88\xD8\x20\xA5\x91\xC2\xB0\x77\xE2\xB5\x70\xC2\x12\x8D\x0F\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x5E\x37\x0A\xB0\x3B\xB7\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\x76\xB2\x81\x00\x00\x00\x00\x47\x97\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xE5\x29\x00\x01\x00\x00\x00\x00\x00\x00\x04\x24\x00\x00\x00\x00\x00\x20\x00\x00\x85\x40\x65\x80\xC0\xDF\x57\xB5\xFC\x52\x89\xD4\xFA\x8C\x95\xDA\x35\x53\xBB\x06\x25\xD8\xD6\xD2\x84\xB4\xF7\xC1\x7A\xB2\x86\x4D\x35\x1D\xE1\xD5\x18\x97\x26\xAE\x5B\x0D\x88\xDC\xD7\x59\x61\x79\x27\xE8\x9C\x50\x1C\xA0\x69\x9A\x68\x15\x0E\x7F\xE3\xE0\x29\xE0\xEA\x69\xAE\xE1\xDE\x54\xDF\x9E\x5E\x45\x6A\x88\xB3\x00\x59\x48\xA9\x74\x7B\x5F\x90\x98\xD7\xE9\x73\x72\x7C\x3E\x75\x18\x6D\xE4\xD0\x02\x7E\xF3\x49\x82\xC0\x6E\x59\x74\xE2\x08\x4F\x92\xBB\xCD\xFB\x46\xDD\x97\x9B\xD5\x86\xA1\x91\xC2\xB0\x77\x9E\x9F\xFC\x8B\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x24\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xC0\xDF\x57\xB5\x00\x00\x00\x00\xFA\x8C\x95\xDA\x00\x00\x00\x00\x25\xD8\xD6\xD2\x00\x00\x00\x00\x7A\xB2\x86\x4D\x00\x00\x00\x00\x18\x97\x26\xAE\x00\x00\x00\x00\xD7\x59\x61\x79\x00\x00\x00\x00\x1C\xA0\x69\x9A\x00\x00\x00\x00\xE3\xE0\x29\xE0\x00\x00\x00\x00\xDE\x54\xDF\x9E\x00\x00\x00\x00\xB3\x00\x59\x48\x00\x00\x00\x00\x90\x98\xD7\xE9\x00\x00\x00\x00\x75\x18\x6D\xE4\x00\x00\x00\x00\x49\x82\xC0\x6E\x00\x00\x00\x00\x4F\x92\xBB\xCD\x00\x00\x00\x00\x9B\xD5\x86\xA1\x00\x00\x00\x00\x9E\x9F\xFC\x8B\x12\x8D\x0F\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x4D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5A\x00\x00\x00\x00\x00\x00\x20\x00\x00\x73\x28\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x91)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xEBD053D6)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x05542EC1)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x36596954)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xCC088018)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x4463E230)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x999EAE60)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x0C6BA2E6)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xE6C6C114)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x6A831DEB)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x5662FFCD)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xF4127C42)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x6897AC91)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x87F270CB)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x76111280)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x5F9AAD74)], 3233)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x371B8FFC)], 3233)
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
                gc.KeyTuple('job_id', 0xDBBB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CA1),
                gc.DataTuple('slot_count', 0x00000A7C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x39DEDBA8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xE3B24C55),
                gc.KeyTuple('src_port', 0xA0D0),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x786CB23C70B0),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x78\x6C\xB2\x3C\x70\xB0\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE3\xB2\x4C\x55\x00\x00\x00\x00\xA0\xD0\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xDB\xBB\xCD\x17\x00\x00\x00\x00\x00\x00\xC8\xDF\x00\x00\x00\x00\x00\x20\x00\x00\xB1\xCC\x25\x12\x74\x72\xE5\x1D\xEF\x20\x3C\x9D\x48\x38\xF6\x61\x7A\x4F\xF5\x31\xDD\x8B\x73\x38\x64\x1C\x64\x4C\x2B\x95\x69\x2B\xB1\x95\x6C\x53\xFA\x3F\x21\xB0\x8F\xAD\x0C\x67\xAF\xAE\x0D\x40\xCD\x57\x48\x50\xB4\xD8\x6C\x07\xCA\x24\xC7\xA2\x93\xBB\x74\x8B\x3E\x74\xAD\x1F\x2E\x49\x41\xCA\x57\x93\x4E\xBA\xE2\xA3\xCE\xA6\x42\x55\x7B\xF9\xA7\xEC\x04\xAA\x69\x15\xF7\x65\x01\x5E\x80\xA1\x81\x68\x47\x43\xFA\x04\x06\xF3\x4F\x45\xA7\x1A\xA6\xA1\x4F\x43\xD9\x21\x6C\x4A\x4A\x7E\x9A\xE8\x03\xF9\x66\xB9\x89\xA7\xF0\x93\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x78\x6C\xB2\x3C\x70\xB0\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE3\xB2\x4C\x55\x00\x00\x00\x00\xA0\xD0\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xDB\xBB\xCD\x17\x00\x00\x00\x00\x00\x00\x04\x91\x00\x00\x00\x00\x00\x20\x00\x00\xB1\xCC\x25\x12\xEB\xD0\x53\xD6\xEF\x20\x3C\x9D\x05\x54\x2E\xC1\x7A\x4F\xF5\x31\x36\x59\x69\x54\x64\x1C\x64\x4C\xCC\x08\x80\x18\xB1\x95\x6C\x53\x44\x63\xE2\x30\x8F\xAD\x0C\x67\x99\x9E\xAE\x60\xCD\x57\x48\x50\x0C\x6B\xA2\xE6\xCA\x24\xC7\xA2\xE6\xC6\xC1\x14\x3E\x74\xAD\x1F\x6A\x83\x1D\xEB\x57\x93\x4E\xBA\x56\x62\xFF\xCD\x42\x55\x7B\xF9\xF4\x12\x7C\x42\x69\x15\xF7\x65\x68\x97\xAC\x91\x81\x68\x47\x43\x87\xF2\x70\xCB\x4F\x45\xA7\x1A\x76\x11\x12\x80\xD9\x21\x6C\x4A\x5F\x9A\xAD\x74\x03\xF9\x66\xB9\x37\x1B\x8F\xFC\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x91\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xEB\xD0\x53\xD6\x00\x00\x00\x00\x05\x54\x2E\xC1\x00\x00\x00\x00\x36\x59\x69\x54\x00\x00\x00\x00\xCC\x08\x80\x18\x00\x00\x00\x00\x44\x63\xE2\x30\x00\x00\x00\x00\x99\x9E\xAE\x60\x00\x00\x00\x00\x0C\x6B\xA2\xE6\x00\x00\x00\x00\xE6\xC6\xC1\x14\x00\x00\x00\x00\x6A\x83\x1D\xEB\x00\x00\x00\x00\x56\x62\xFF\xCD\x00\x00\x00\x00\xF4\x12\x7C\x42\x00\x00\x00\x00\x68\x97\xAC\x91\x00\x00\x00\x00\x87\xF2\x70\xCB\x00\x00\x00\x00\x76\x11\x12\x80\x00\x00\x00\x00\x5F\x9A\xAD\x74\x00\x00\x00\x00\x37\x1B\x8F\xFC\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x5B)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x6741997D)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x87DFA6E8)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xA03CB025)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xFE3C348D)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x5063BB9D)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x30887E41)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x79AA8505)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xA0AEBAF8)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xE9E34843)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x33D47EFD)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x11C71270)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x645EB480)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xBE382CC5)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xA5F1C694)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xB3007F09)], 5859)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x0A325918)], 5859)
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
                gc.KeyTuple('job_id', 0x7EB5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000016E3),
                gc.DataTuple('slot_count', 0x0000024D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA3C12E3B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD413C95B),
                gc.KeyTuple('src_port', 0xFE6C),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x6B6E1A21B218),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x6B\x6E\x1A\x21\xB2\x18\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\x13\xC9\x5B\x00\x00\x00\x00\xFE\x6C\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x7E\xB5\x00\x1D\x00\x00\x00\x00\x00\x00\xEA\xF3\x00\x00\x00\x00\x00\x20\x00\x00\x2E\xC2\x37\xE9\x2E\xEA\xEA\xD8\x19\x95\xFA\xEA\x3C\xF1\x87\xA7\x6E\xA6\x0F\xF6\xD4\x6F\x80\x61\x8C\x5F\x0D\x18\x90\x05\x2C\xBD\x94\x7B\xBD\x87\xCC\x94\x50\x2A\xB2\xC1\x45\x67\x1D\x30\x59\xF7\x18\xC0\x0E\x10\xF0\xAC\x06\x6C\x09\x75\x56\x4C\xDA\x63\x02\x88\x3E\xEE\x74\xC0\xEB\x82\x0B\x01\xAD\x15\x76\xA5\xED\x2F\x1A\x80\x63\xAA\xB3\x4E\x60\xCF\x6D\x65\x98\x9B\x17\x00\x43\x87\x61\x6C\x11\xC0\xF8\xE3\xB7\xC7\x5D\x3F\x55\x03\xE7\xFD\x0E\x9C\xF6\x9A\xA6\xF5\x06\x8F\x2B\xF3\x2C\xAA\xA8\x52\xBD\xCD\x41\x75\x4D\x31\x90\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x6B\x6E\x1A\x21\xB2\x18\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\x13\xC9\x5B\x00\x00\x00\x00\xFE\x6C\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x7E\xB5\x00\x1D\x00\x00\x00\x00\x00\x00\x04\x5B\x00\x00\x00\x00\x00\x20\x00\x00\x2E\xC2\x37\xE9\x67\x41\x99\x7D\x19\x95\xFA\xEA\x87\xDF\xA6\xE8\x6E\xA6\x0F\xF6\xA0\x3C\xB0\x25\x8C\x5F\x0D\x18\xFE\x3C\x34\x8D\x94\x7B\xBD\x87\x50\x63\xBB\x9D\xB2\xC1\x45\x67\x30\x88\x7E\x41\x18\xC0\x0E\x10\x79\xAA\x85\x05\x09\x75\x56\x4C\xA0\xAE\xBA\xF8\x3E\xEE\x74\xC0\xE9\xE3\x48\x43\xAD\x15\x76\xA5\x33\xD4\x7E\xFD\x63\xAA\xB3\x4E\x11\xC7\x12\x70\x98\x9B\x17\x00\x64\x5E\xB4\x80\x11\xC0\xF8\xE3\xBE\x38\x2C\xC5\x55\x03\xE7\xFD\xA5\xF1\xC6\x94\xA6\xF5\x06\x8F\xB3\x00\x7F\x09\xA8\x52\xBD\xCD\x0A\x32\x59\x18\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5B\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x67\x41\x99\x7D\x00\x00\x00\x00\x87\xDF\xA6\xE8\x00\x00\x00\x00\xA0\x3C\xB0\x25\x00\x00\x00\x00\xFE\x3C\x34\x8D\x00\x00\x00\x00\x50\x63\xBB\x9D\x00\x00\x00\x00\x30\x88\x7E\x41\x00\x00\x00\x00\x79\xAA\x85\x05\x00\x00\x00\x00\xA0\xAE\xBA\xF8\x00\x00\x00\x00\xE9\xE3\x48\x43\x00\x00\x00\x00\x33\xD4\x7E\xFD\x00\x00\x00\x00\x11\xC7\x12\x70\x00\x00\x00\x00\x64\x5E\xB4\x80\x00\x00\x00\x00\xBE\x38\x2C\xC5\x00\x00\x00\x00\xA5\xF1\xC6\x94\x00\x00\x00\x00\xB3\x00\x7F\x09\x00\x00\x00\x00\x0A\x32\x59\x18\x90\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x4C)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x8978612D)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x872640F0)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x0E300EE2)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x76C9CD22)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x35733E08)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xE4B18F43)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x8AA0EB87)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x3FBF28F5)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x4B9E382A)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x03CBC3F1)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xE530F889)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xBB3EC7BE)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x5C40D4F6)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x17BE7B9C)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xB575A716)], 4418)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xB7192686)], 4418)
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
                gc.KeyTuple('job_id', 0xEF57),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001142),
                gc.DataTuple('slot_count', 0x00000A4D),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0C51A6AD),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xF528E278),
                gc.KeyTuple('src_port', 0x8A04),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x3BC141447166),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x3B\xC1\x41\x44\x71\x66\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF5\x28\xE2\x78\x00\x00\x00\x00\x8A\x04\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xEF\x57\x00\x13\x00\x00\x00\x00\x00\x00\x32\x62\x00\x00\x00\x00\x00\x20\x00\x00\x73\x0B\x8D\xFB\xE5\x28\xEA\x7A\xC6\x43\xB4\xDC\xB3\x6F\xF5\x9F\xE6\x39\x84\x7D\xFB\xB4\x13\x9C\xBB\xA9\xA0\xDB\xE5\xE9\xCC\xFB\xB7\x41\xEC\xF2\xB4\x1C\x02\x54\x06\xA2\x67\x8B\xB5\xBD\x04\xB5\x96\x97\xF4\x0B\x72\x97\x82\x86\xE3\x2B\x6D\x10\xD5\x51\x28\x75\x29\x60\xB5\x12\xEE\x84\xA9\x65\xE3\xA1\x88\xE2\xEF\xDB\xB6\xF7\x5E\x75\xDE\xBF\x0C\xD1\xEC\x67\x83\x5B\x24\xE2\x2C\x70\xF7\xA0\x70\xE5\xB3\xB4\x08\x97\x16\x15\xBB\x53\x2F\x1C\xDE\x33\x36\x42\x85\x53\x6A\x95\x48\x96\x6F\x0C\x4D\x71\x51\xEB\xE1\xE6\x7B\x95\x51\x5F\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x3B\xC1\x41\x44\x71\x66\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF5\x28\xE2\x78\x00\x00\x00\x00\x8A\x04\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xEF\x57\x00\x13\x00\x00\x00\x00\x00\x00\x04\x4C\x00\x00\x00\x00\x00\x20\x00\x00\x73\x0B\x8D\xFB\x89\x78\x61\x2D\xC6\x43\xB4\xDC\x87\x26\x40\xF0\xE6\x39\x84\x7D\x0E\x30\x0E\xE2\xBB\xA9\xA0\xDB\x76\xC9\xCD\x22\xB7\x41\xEC\xF2\x35\x73\x3E\x08\x06\xA2\x67\x8B\xE4\xB1\x8F\x43\x96\x97\xF4\x0B\x8A\xA0\xEB\x87\xE3\x2B\x6D\x10\x3F\xBF\x28\xF5\x29\x60\xB5\x12\x4B\x9E\x38\x2A\xE3\xA1\x88\xE2\x03\xCB\xC3\xF1\x5E\x75\xDE\xBF\xE5\x30\xF8\x89\x83\x5B\x24\xE2\xBB\x3E\xC7\xBE\x70\xE5\xB3\xB4\x5C\x40\xD4\xF6\xBB\x53\x2F\x1C\x17\xBE\x7B\x9C\x85\x53\x6A\x95\xB5\x75\xA7\x16\x4D\x71\x51\xEB\xB7\x19\x26\x86\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4C\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x89\x78\x61\x2D\x00\x00\x00\x00\x87\x26\x40\xF0\x00\x00\x00\x00\x0E\x30\x0E\xE2\x00\x00\x00\x00\x76\xC9\xCD\x22\x00\x00\x00\x00\x35\x73\x3E\x08\x00\x00\x00\x00\xE4\xB1\x8F\x43\x00\x00\x00\x00\x8A\xA0\xEB\x87\x00\x00\x00\x00\x3F\xBF\x28\xF5\x00\x00\x00\x00\x4B\x9E\x38\x2A\x00\x00\x00\x00\x03\xCB\xC3\xF1\x00\x00\x00\x00\xE5\x30\xF8\x89\x00\x00\x00\x00\xBB\x3E\xC7\xBE\x00\x00\x00\x00\x5C\x40\xD4\xF6\x00\x00\x00\x00\x17\xBE\x7B\x9C\x00\x00\x00\x00\xB5\x75\xA7\x16\x00\x00\x00\x00\xB7\x19\x26\x86\x51\x5F\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xAA)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xBE82902F)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xE2BBF938)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x472F540E)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xC2D0F532)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x5E8BAB54)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xA0C1C630)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x84C74AA6)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x0B8AD2B6)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xD7E4AC67)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x8BB73B3A)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x651B6B79)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x4BD7942F)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xD03A9DE8)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x7D21F57D)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x0DA85DC3)], 5246)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xA72468B3)], 5246)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x8FB1),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x1FB7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000147E),
                gc.DataTuple('slot_count', 0x000006D2),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB0DC1E87),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xF3C254711AD2),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xF3\xC2\x54\x71\x1A\xD2\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x1F\xB7\x00\x01\x00\x00\x00\x00\x00\x00\xE0\x2F\x00\x00\x00\x00\x00\x20\x00\x00\xD7\x4B\xD0\x93\x10\x5C\x82\x08\x61\xBE\x59\x04\xB3\x44\x7B\xFC\x4D\x2E\x55\x88\xC8\x51\x47\xC2\x87\x2A\x38\xD1\xFF\x30\x84\x75\x96\x33\xCE\x8E\x29\x62\x68\x52\x61\x38\x77\xCD\x53\xC5\x7F\x1B\x10\x11\x98\x70\x0C\x4B\x7D\xAE\xF5\x3F\x70\x77\x14\x06\x5A\xBA\xD5\x38\x88\xE0\xDF\xB7\xCE\x23\xDC\xD9\x84\x4A\x68\x67\xAA\x30\xAC\x16\xB2\x43\x0F\xA4\xD4\x88\x7F\x25\xCA\xC8\x8C\x2A\x59\x75\xAB\x25\xFC\xB1\xCD\x4C\xA2\x44\x2A\x97\xB5\x61\x6A\xF6\x6C\x17\xB9\x1A\x98\x39\x71\x2B\x80\x64\x64\x2B\xC1\x58\x00\xB6\xD0\x8F\xF5\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xF3\xC2\x54\x71\x1A\xD2\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x1F\xB7\x00\x01\x00\x00\x00\x00\x00\x00\x04\xAA\x00\x00\x00\x00\x00\x20\x00\x00\xD7\x4B\xD0\x93\xBE\x82\x90\x2F\x61\xBE\x59\x04\xE2\xBB\xF9\x38\x4D\x2E\x55\x88\x47\x2F\x54\x0E\x87\x2A\x38\xD1\xC2\xD0\xF5\x32\x96\x33\xCE\x8E\x5E\x8B\xAB\x54\x61\x38\x77\xCD\xA0\xC1\xC6\x30\x10\x11\x98\x70\x84\xC7\x4A\xA6\xF5\x3F\x70\x77\x0B\x8A\xD2\xB6\xD5\x38\x88\xE0\xD7\xE4\xAC\x67\xDC\xD9\x84\x4A\x8B\xB7\x3B\x3A\xAC\x16\xB2\x43\x65\x1B\x6B\x79\x7F\x25\xCA\xC8\x4B\xD7\x94\x2F\xAB\x25\xFC\xB1\xD0\x3A\x9D\xE8\x2A\x97\xB5\x61\x7D\x21\xF5\x7D\xB9\x1A\x98\x39\x0D\xA8\x5D\xC3\x64\x2B\xC1\x58\xA7\x24\x68\xB3\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAA\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xBE\x82\x90\x2F\x00\x00\x00\x00\xE2\xBB\xF9\x38\x00\x00\x00\x00\x47\x2F\x54\x0E\x00\x00\x00\x00\xC2\xD0\xF5\x32\x00\x00\x00\x00\x5E\x8B\xAB\x54\x00\x00\x00\x00\xA0\xC1\xC6\x30\x00\x00\x00\x00\x84\xC7\x4A\xA6\x00\x00\x00\x00\x0B\x8A\xD2\xB6\x00\x00\x00\x00\xD7\xE4\xAC\x67\x00\x00\x00\x00\x8B\xB7\x3B\x3A\x00\x00\x00\x00\x65\x1B\x6B\x79\x00\x00\x00\x00\x4B\xD7\x94\x2F\x00\x00\x00\x00\xD0\x3A\x9D\xE8\x00\x00\x00\x00\x7D\x21\xF5\x7D\x00\x00\x00\x00\x0D\xA8\x5D\xC3\x00\x00\x00\x00\xA7\x24\x68\xB3\xF5\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x81)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x98BBE7BE)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xE667A4F9)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xC5004AFC)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xAD5AE7E8)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x60E58536)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x5A1F4E7D)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xC0B7575B)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x7739887B)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xF0129ABA)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x12AE5250)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x40778975)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x0488939E)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x684F173B)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x85BFCD60)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xE7169DB3)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xB8D80017)], 4797)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x8772),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xBACD),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000012BD),
                gc.DataTuple('slot_count', 0x00000635),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x58E088D9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x9D2C73A2),
                gc.KeyTuple('src_port', 0x1DF8),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x89CD386D0794),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x89\xCD\x38\x6D\x07\x94\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\x2C\x73\xA2\x00\x00\x00\x00\x1D\xF8\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xBA\xCD\x00\x13\x00\x00\x00\x00\x00\x00\xB8\xC8\x00\x00\x00\x00\x00\x20\x00\x00\x7E\x4B\xDC\xF6\xFF\x4C\x1A\xDA\xAF\x20\xF7\x6C\x33\xAB\x07\x9C\x6E\xC3\xB4\x58\x7E\xB9\x58\xC2\x0B\xA3\x5C\x98\x67\xD8\x0F\x2A\x21\x80\x5D\x09\x89\x35\x33\x2F\xA9\x35\xDC\x22\x53\xC3\x3C\xC2\xC8\xF7\x81\xE5\xA1\x2C\xE3\x92\x8C\x9D\xFC\xDC\x95\x07\xEB\xB0\x48\xE2\xF4\x95\xD2\xAA\xA0\x26\x5B\xC8\xD0\xB2\xA2\x22\x18\xF0\x65\x08\x99\x2B\xE0\x1B\x19\xF9\xDE\x80\xEF\x63\x93\x0D\x5F\x4A\x8A\x37\x46\x13\x6D\x39\xD1\xC8\xDD\x94\x37\x60\xB7\xA9\xE7\xCB\xC7\xA8\x73\x87\x01\xBF\x37\x7E\xC9\x81\x68\x19\x95\x08\xBE\xCC\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x89\xCD\x38\x6D\x07\x94\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\x2C\x73\xA2\x00\x00\x00\x00\x1D\xF8\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xBA\xCD\x00\x13\x00\x00\x00\x00\x00\x00\x06\x81\x00\x00\x00\x00\x00\x20\x00\x00\x7E\x4B\xDC\xF6\x98\xBB\xE7\xBE\xAF\x20\xF7\x6C\xE6\x67\xA4\xF9\x6E\xC3\xB4\x58\xC5\x00\x4A\xFC\x0B\xA3\x5C\x98\xAD\x5A\xE7\xE8\x21\x80\x5D\x09\x60\xE5\x85\x36\xA9\x35\xDC\x22\x5A\x1F\x4E\x7D\xC8\xF7\x81\xE5\xC0\xB7\x57\x5B\x8C\x9D\xFC\xDC\x77\x39\x88\x7B\x48\xE2\xF4\x95\xF0\x12\x9A\xBA\x5B\xC8\xD0\xB2\x12\xAE\x52\x50\x65\x08\x99\x2B\x40\x77\x89\x75\xDE\x80\xEF\x63\x04\x88\x93\x9E\x8A\x37\x46\x13\x68\x4F\x17\x3B\xDD\x94\x37\x60\x85\xBF\xCD\x60\xC7\xA8\x73\x87\xE7\x16\x9D\xB3\xC9\x81\x68\x19\xB8\xD8\x00\x17\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x81\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x98\xBB\xE7\xBE\x00\x00\x00\x00\xE6\x67\xA4\xF9\x00\x00\x00\x00\xC5\x00\x4A\xFC\x00\x00\x00\x00\xAD\x5A\xE7\xE8\x00\x00\x00\x00\x60\xE5\x85\x36\x00\x00\x00\x00\x5A\x1F\x4E\x7D\x00\x00\x00\x00\xC0\xB7\x57\x5B\x00\x00\x00\x00\x77\x39\x88\x7B\x00\x00\x00\x00\xF0\x12\x9A\xBA\x00\x00\x00\x00\x12\xAE\x52\x50\x00\x00\x00\x00\x40\x77\x89\x75\x00\x00\x00\x00\x04\x88\x93\x9E\x00\x00\x00\x00\x68\x4F\x17\x3B\x00\x00\x00\x00\x85\xBF\xCD\x60\x00\x00\x00\x00\xE7\x16\x9D\xB3\x00\x00\x00\x00\xB8\xD8\x00\x17\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x4F)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xAB6AC6D3)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x9395A0C6)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x86258655)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x461ED3D7)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xBFC8D101)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x30500CEA)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xA0AC2667)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xDFB5BA88)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x920E0C1E)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xB245ED6C)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x995C9EA1)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x38EF945A)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x7FD96319)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x3618A963)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x4D51B369)], 6745)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x76D684E2)], 6745)
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
                gc.KeyTuple('job_id', 0x9258),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001A59),
                gc.DataTuple('slot_count', 0x000000BB),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD5795132),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x5F6DD9BB82A1),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x5F\x6D\xD9\xBB\x82\xA1\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x92\x58\x00\x09\x00\x00\x00\x00\x00\x00\x68\xDE\x00\x00\x00\x00\x00\x20\x00\x00\x82\xD3\x09\xD3\xA8\xD8\xDC\x0B\x58\x24\xB3\xAE\x08\xB2\x8C\x0B\x8C\xBE\xBB\x30\xD0\x76\x5B\x2C\x23\xA7\x57\x06\xA1\xB7\x3A\x14\xB5\x00\xE2\x8D\xCD\xB5\xAA\xD0\xC7\x99\xB6\xBE\x23\xEE\x92\x85\x66\x1E\x77\x10\x69\x72\xD3\xCB\x14\x6A\x50\x8B\xD3\x6C\xEF\x02\x98\xFB\xE5\xF6\x6A\xD3\x60\x80\x11\xAA\x6D\x82\x6D\x79\xD0\xC0\xBB\x3B\x6F\xDE\x7F\x92\xD4\x2C\x5C\xDE\x54\xE3\x22\xED\x35\x60\x4C\x05\x4B\xE8\x39\xCE\xAA\xDD\xA9\xBE\x34\x44\x0B\x42\x8C\x33\xF7\xB3\x77\x35\x82\x35\x41\x5B\xD3\xE3\xE6\x5A\x6A\xAC\xDC\xA8\xA6\xB2\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x5F\x6D\xD9\xBB\x82\xA1\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x92\x58\x00\x09\x00\x00\x00\x00\x00\x00\x04\x4F\x00\x00\x00\x00\x00\x20\x00\x00\x82\xD3\x09\xD3\xAB\x6A\xC6\xD3\x58\x24\xB3\xAE\x93\x95\xA0\xC6\x8C\xBE\xBB\x30\x86\x25\x86\x55\x23\xA7\x57\x06\x46\x1E\xD3\xD7\xB5\x00\xE2\x8D\xBF\xC8\xD1\x01\xC7\x99\xB6\xBE\x30\x50\x0C\xEA\x66\x1E\x77\x10\xA0\xAC\x26\x67\x14\x6A\x50\x8B\xDF\xB5\xBA\x88\x98\xFB\xE5\xF6\x92\x0E\x0C\x1E\x11\xAA\x6D\x82\xB2\x45\xED\x6C\xBB\x3B\x6F\xDE\x99\x5C\x9E\xA1\x5C\xDE\x54\xE3\x38\xEF\x94\x5A\x4C\x05\x4B\xE8\x7F\xD9\x63\x19\xA9\xBE\x34\x44\x36\x18\xA9\x63\xF7\xB3\x77\x35\x4D\x51\xB3\x69\xD3\xE3\xE6\x5A\x76\xD6\x84\xE2\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4F\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xAB\x6A\xC6\xD3\x00\x00\x00\x00\x93\x95\xA0\xC6\x00\x00\x00\x00\x86\x25\x86\x55\x00\x00\x00\x00\x46\x1E\xD3\xD7\x00\x00\x00\x00\xBF\xC8\xD1\x01\x00\x00\x00\x00\x30\x50\x0C\xEA\x00\x00\x00\x00\xA0\xAC\x26\x67\x00\x00\x00\x00\xDF\xB5\xBA\x88\x00\x00\x00\x00\x92\x0E\x0C\x1E\x00\x00\x00\x00\xB2\x45\xED\x6C\x00\x00\x00\x00\x99\x5C\x9E\xA1\x00\x00\x00\x00\x38\xEF\x94\x5A\x00\x00\x00\x00\x7F\xD9\x63\x19\x00\x00\x00\x00\x36\x18\xA9\x63\x00\x00\x00\x00\x4D\x51\xB3\x69\x00\x00\x00\x00\x76\xD6\x84\xE2\xA6\xB2\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xA2)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x4A70F636)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xB3DC953A)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x30A55457)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xEB900D2A)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x5580B11F)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x322A13E5)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x9A94B6B3)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x64A3C791)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x4A3A384C)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xFD3FA6BC)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x63E12682)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xE06310C2)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x6B7D8ED1)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x90D2F965)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xB2DC5E8C)], 6937)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xCF36B8D9)], 6937)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x866D),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x86EB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001B19),
                gc.DataTuple('slot_count', 0x00000045),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x33D2462D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x13E20947),
                gc.KeyTuple('src_port', 0x6809),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x77348C4E060A),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x77\x34\x8C\x4E\x06\x0A\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x13\xE2\x09\x47\x00\x00\x00\x00\x68\x09\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x86\xEB\x00\x04\x00\x00\x00\x00\x00\x00\xBA\x91\x00\x00\x00\x00\x00\x20\x00\x00\x15\xF8\x30\x51\x16\x42\x2C\xC3\xD9\x93\x20\xE5\x36\xC7\x72\x63\x22\x03\x3D\xEC\xEC\x0C\xB0\xAC\x8F\x97\xA8\x26\xAA\xEA\xCB\x5A\x92\x7A\xC8\x6B\x25\x03\xEB\xCF\xE3\x1F\x18\x7A\xAE\xE8\x63\xA8\xC6\xC5\x69\x5D\x9E\x2D\x94\xF8\xC1\xC7\x50\x65\x31\xE0\xA6\xC4\xE8\xB8\x81\xDD\xD2\xFA\x2E\xCA\x9F\xB7\x58\x6A\xCB\xA9\x94\x00\x90\x0B\xE3\xCD\x15\xE0\x7E\xF5\x34\xED\x78\x84\x4D\x35\x94\x24\x8A\xB8\xE1\x4E\xB9\x94\x20\xCE\x05\xC5\x8D\xD1\xFD\x06\x61\x35\x9C\x4E\x47\x6F\x6D\xD6\x73\x52\x31\x18\xC1\x25\xA0\x19\xCF\x73\xDE\xAB\xAD\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x77\x34\x8C\x4E\x06\x0A\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x13\xE2\x09\x47\x00\x00\x00\x00\x68\x09\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x86\xEB\x00\x04\x00\x00\x00\x00\x00\x00\x04\xA2\x00\x00\x00\x00\x00\x20\x00\x00\x15\xF8\x30\x51\x4A\x70\xF6\x36\xD9\x93\x20\xE5\xB3\xDC\x95\x3A\x22\x03\x3D\xEC\x30\xA5\x54\x57\x8F\x97\xA8\x26\xEB\x90\x0D\x2A\x92\x7A\xC8\x6B\x55\x80\xB1\x1F\xE3\x1F\x18\x7A\x32\x2A\x13\xE5\xC6\xC5\x69\x5D\x9A\x94\xB6\xB3\xC1\xC7\x50\x65\x64\xA3\xC7\x91\xE8\xB8\x81\xDD\x4A\x3A\x38\x4C\x9F\xB7\x58\x6A\xFD\x3F\xA6\xBC\x90\x0B\xE3\xCD\x63\xE1\x26\x82\x34\xED\x78\x84\xE0\x63\x10\xC2\x8A\xB8\xE1\x4E\x6B\x7D\x8E\xD1\x05\xC5\x8D\xD1\x90\xD2\xF9\x65\x9C\x4E\x47\x6F\xB2\xDC\x5E\x8C\x31\x18\xC1\x25\xCF\x36\xB8\xD9\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA2\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x4A\x70\xF6\x36\x00\x00\x00\x00\xB3\xDC\x95\x3A\x00\x00\x00\x00\x30\xA5\x54\x57\x00\x00\x00\x00\xEB\x90\x0D\x2A\x00\x00\x00\x00\x55\x80\xB1\x1F\x00\x00\x00\x00\x32\x2A\x13\xE5\x00\x00\x00\x00\x9A\x94\xB6\xB3\x00\x00\x00\x00\x64\xA3\xC7\x91\x00\x00\x00\x00\x4A\x3A\x38\x4C\x00\x00\x00\x00\xFD\x3F\xA6\xBC\x00\x00\x00\x00\x63\xE1\x26\x82\x00\x00\x00\x00\xE0\x63\x10\xC2\x00\x00\x00\x00\x6B\x7D\x8E\xD1\x00\x00\x00\x00\x90\xD2\xF9\x65\x00\x00\x00\x00\xB2\xDC\x5E\x8C\x00\x00\x00\x00\xCF\x36\xB8\xD9\xDE\xAB\xAD\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x3D)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xAE0E5C5D)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x42FAE364)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x213ADC24)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x4B0BF9C8)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xC780F78D)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x8AC41E22)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xF77D87D8)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xD148CF6D)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x9F043F5B)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xEFD59309)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x8CB074BA)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xBAEA4C73)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xD60F93AC)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xFCEFA4BD)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x3C0CBC26)], 3079)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x6A2E2DCA)], 3079)
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
                gc.KeyTuple('job_id', 0x5252),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C07),
                gc.DataTuple('slot_count', 0x00000F75),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4BBB6284),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xAF14EA78C9F2),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xAF\x14\xEA\x78\xC9\xF2\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x52\x52\x00\x15\x00\x00\x00\x00\x00\x00\xA0\xCD\x00\x00\x00\x00\x00\x20\x00\x00\x15\x3B\x4B\x07\x53\xBF\x25\xFD\x79\x82\xBB\x89\xE0\xA4\x28\x7C\x18\x0E\xB3\x1B\x6F\xA2\x77\x34\x9A\x73\xB3\xD0\x72\x7E\x68\x5F\x55\xEA\xC8\x36\x34\x88\x1B\xF7\x11\x69\x91\xFE\x13\x84\xAF\x7C\xD3\x46\x6A\x66\x3E\xC2\x5E\x85\xF4\x91\x98\xB5\xD5\x97\x86\xE8\xD3\x46\x64\x3C\xE4\xA2\x20\x36\x66\x16\xF8\x1B\xEA\xE5\xCB\xA8\x3B\xA7\xBC\xA4\x4C\x90\xDD\x55\xA4\xE4\x41\x43\xFA\x29\x4B\xC5\x75\xC1\x8F\xE5\xFA\x92\x1D\x25\x65\x30\xE2\x01\x91\xD9\xC8\x98\xE8\x4C\xE2\x53\x3E\xE6\x3A\x15\xCD\xFE\x61\x04\x2C\xB9\x60\x51\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xAF\x14\xEA\x78\xC9\xF2\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x52\x52\x00\x15\x00\x00\x00\x00\x00\x00\x04\x3D\x00\x00\x00\x00\x00\x20\x00\x00\x15\x3B\x4B\x07\xAE\x0E\x5C\x5D\x79\x82\xBB\x89\x42\xFA\xE3\x64\x18\x0E\xB3\x1B\x21\x3A\xDC\x24\x9A\x73\xB3\xD0\x4B\x0B\xF9\xC8\x55\xEA\xC8\x36\xC7\x80\xF7\x8D\x11\x69\x91\xFE\x8A\xC4\x1E\x22\xD3\x46\x6A\x66\xF7\x7D\x87\xD8\xF4\x91\x98\xB5\xD1\x48\xCF\x6D\xD3\x46\x64\x3C\x9F\x04\x3F\x5B\x66\x16\xF8\x1B\xEF\xD5\x93\x09\x3B\xA7\xBC\xA4\x8C\xB0\x74\xBA\xA4\xE4\x41\x43\xBA\xEA\x4C\x73\x75\xC1\x8F\xE5\xD6\x0F\x93\xAC\x65\x30\xE2\x01\xFC\xEF\xA4\xBD\xE8\x4C\xE2\x53\x3C\x0C\xBC\x26\xCD\xFE\x61\x04\x6A\x2E\x2D\xCA\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3D\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xAE\x0E\x5C\x5D\x00\x00\x00\x00\x42\xFA\xE3\x64\x00\x00\x00\x00\x21\x3A\xDC\x24\x00\x00\x00\x00\x4B\x0B\xF9\xC8\x00\x00\x00\x00\xC7\x80\xF7\x8D\x00\x00\x00\x00\x8A\xC4\x1E\x22\x00\x00\x00\x00\xF7\x7D\x87\xD8\x00\x00\x00\x00\xD1\x48\xCF\x6D\x00\x00\x00\x00\x9F\x04\x3F\x5B\x00\x00\x00\x00\xEF\xD5\x93\x09\x00\x00\x00\x00\x8C\xB0\x74\xBA\x00\x00\x00\x00\xBA\xEA\x4C\x73\x00\x00\x00\x00\xD6\x0F\x93\xAC\x00\x00\x00\x00\xFC\xEF\xA4\xBD\x00\x00\x00\x00\x3C\x0C\xBC\x26\x00\x00\x00\x00\x6A\x2E\x2D\xCA\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xA9)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x3B509FC2)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xEEAFF174)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x6F130D58)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x6C39C309)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x69DE8D24)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xA6D7BAE5)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xA11763C8)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xD39B9AC1)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x96665D39)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x5296E398)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x57CBC6F3)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x9ADD7F56)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xB217BAF1)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x1DBCF22A)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x27E0AAAC)], 4961)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xC09CE570)], 4961)
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
                gc.KeyTuple('job_id', 0x8DD4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001361),
                gc.DataTuple('slot_count', 0x00000623),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0CA54BEC),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xEFD1DBC58B13),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xEF\xD1\xDB\xC5\x8B\x13\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x8D\xD4\x00\x0D\x00\x00\x00\x00\x00\x00\x90\xC6\x00\x00\x00\x00\x00\x20\x00\x00\x0A\x43\xF9\xC5\xD8\x34\xDD\x54\x67\xBE\xA7\xC7\x45\x7A\x50\x54\x74\xF2\xB0\x49\x02\x9D\x47\x19\x02\xC3\x7D\xDE\x39\xD4\xB2\x9C\xEB\x86\x90\x72\xD0\x32\x76\xA5\x6C\x92\xE7\x0C\xF2\xBA\x9D\x1B\x7B\x40\xC1\x3F\x26\xFB\x4C\x1D\xBC\x5F\x00\xCD\xAF\x1B\xC7\x1F\x4E\x98\x2A\x0B\xB5\xBD\x10\x7E\x05\x4A\xC8\x6A\x99\xC7\xBB\xD5\xF5\xC2\xA6\x3E\x2C\xBD\xBD\xCB\x96\x68\xB3\xD7\xDD\x31\x0B\x48\x2C\x70\x6A\x0D\x98\x18\xBA\x9F\x7E\x64\x70\x89\x66\x5E\x54\xED\x28\x25\xCE\xF8\x2E\x09\xAE\x73\xBC\x51\x1D\x8F\x07\xC3\xDE\x9F\x7E\xDC\xA1\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xEF\xD1\xDB\xC5\x8B\x13\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x8D\xD4\x00\x0D\x00\x00\x00\x00\x00\x00\x04\xA9\x00\x00\x00\x00\x00\x20\x00\x00\x0A\x43\xF9\xC5\x3B\x50\x9F\xC2\x67\xBE\xA7\xC7\xEE\xAF\xF1\x74\x74\xF2\xB0\x49\x6F\x13\x0D\x58\x02\xC3\x7D\xDE\x6C\x39\xC3\x09\xEB\x86\x90\x72\x69\xDE\x8D\x24\x6C\x92\xE7\x0C\xA6\xD7\xBA\xE5\x7B\x40\xC1\x3F\xA1\x17\x63\xC8\xBC\x5F\x00\xCD\xD3\x9B\x9A\xC1\x4E\x98\x2A\x0B\x96\x66\x5D\x39\x05\x4A\xC8\x6A\x52\x96\xE3\x98\xF5\xC2\xA6\x3E\x57\xCB\xC6\xF3\x96\x68\xB3\xD7\x9A\xDD\x7F\x56\x2C\x70\x6A\x0D\xB2\x17\xBA\xF1\x7E\x64\x70\x89\x1D\xBC\xF2\x2A\x28\x25\xCE\xF8\x27\xE0\xAA\xAC\xBC\x51\x1D\x8F\xC0\x9C\xE5\x70\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA9\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x3B\x50\x9F\xC2\x00\x00\x00\x00\xEE\xAF\xF1\x74\x00\x00\x00\x00\x6F\x13\x0D\x58\x00\x00\x00\x00\x6C\x39\xC3\x09\x00\x00\x00\x00\x69\xDE\x8D\x24\x00\x00\x00\x00\xA6\xD7\xBA\xE5\x00\x00\x00\x00\xA1\x17\x63\xC8\x00\x00\x00\x00\xD3\x9B\x9A\xC1\x00\x00\x00\x00\x96\x66\x5D\x39\x00\x00\x00\x00\x52\x96\xE3\x98\x00\x00\x00\x00\x57\xCB\xC6\xF3\x00\x00\x00\x00\x9A\xDD\x7F\x56\x00\x00\x00\x00\xB2\x17\xBA\xF1\x00\x00\x00\x00\x1D\xBC\xF2\x2A\x00\x00\x00\x00\x27\xE0\xAA\xAC\x00\x00\x00\x00\xC0\x9C\xE5\x70\x7E\xDC\xA1\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x51)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xC0ABD0DE)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xAAD0894D)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xC0EE8B6B)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x5B67F827)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x80310174)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x752FE842)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x2AEAE7DC)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x28F726FC)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xE6CCC637)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xFA3476F4)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x6BCDC696)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x31B0C443)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x00524779)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xBEDDA95A)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xEA2A2C9F)], 4310)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x1D2800C3)], 4310)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xD264),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x9CE7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000010D6),
                gc.DataTuple('slot_count', 0x00000046),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x30C85BB3),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xFCFFC14E205B),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xFC\xFF\xC1\x4E\x20\x5B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x9C\xE7\x00\x00\x00\x00\x00\x00\x00\x00\xE2\xD9\x00\x00\x00\x00\x00\x20\x00\x00\x87\xF3\xC6\xB3\x2F\x4C\x84\xE3\xF9\x80\x45\xEC\x6D\xA0\x7E\x61\x4B\xBD\xCE\xC2\x3D\x66\x3A\x4A\x5F\x44\xB8\x87\x4C\x10\x51\x7F\x53\xDB\x08\x27\x65\x73\xCD\x00\x72\x25\xF4\x06\xDB\xD1\x7B\x62\x88\x4A\x6B\xB0\xE9\xBD\x3E\xF9\x2B\xBF\x7D\x6E\xB0\x8B\xA2\xB3\xDE\xBB\x7D\x23\x70\x6B\x12\x52\xA2\xDF\xDD\x9A\x9B\x07\x26\x73\x91\xFA\x88\x66\xF2\x4D\x78\x58\xA3\x11\x8D\x75\x1C\x6F\x13\x4A\x11\xF2\x67\xED\xDD\x42\x9E\xCC\xAA\xE5\x98\xFD\x2B\x49\x6E\xBD\xB9\x5B\x81\x24\x50\xC2\x79\xE4\xF6\x74\xA3\x73\xAB\x5B\xE0\x74\xF3\x0A\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xFC\xFF\xC1\x4E\x20\x5B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x9C\xE7\x00\x00\x00\x00\x00\x00\x00\x00\x04\x51\x00\x00\x00\x00\x00\x20\x00\x00\x87\xF3\xC6\xB3\xC0\xAB\xD0\xDE\xF9\x80\x45\xEC\xAA\xD0\x89\x4D\x4B\xBD\xCE\xC2\xC0\xEE\x8B\x6B\x5F\x44\xB8\x87\x5B\x67\xF8\x27\x53\xDB\x08\x27\x80\x31\x01\x74\x72\x25\xF4\x06\x75\x2F\xE8\x42\x88\x4A\x6B\xB0\x2A\xEA\xE7\xDC\x2B\xBF\x7D\x6E\x28\xF7\x26\xFC\xDE\xBB\x7D\x23\xE6\xCC\xC6\x37\xA2\xDF\xDD\x9A\xFA\x34\x76\xF4\x91\xFA\x88\x66\x6B\xCD\xC6\x96\xA3\x11\x8D\x75\x31\xB0\xC4\x43\x11\xF2\x67\xED\x00\x52\x47\x79\xAA\xE5\x98\xFD\xBE\xDD\xA9\x5A\xB9\x5B\x81\x24\xEA\x2A\x2C\x9F\xF6\x74\xA3\x73\x1D\x28\x00\xC3\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x51\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xC0\xAB\xD0\xDE\x00\x00\x00\x00\xAA\xD0\x89\x4D\x00\x00\x00\x00\xC0\xEE\x8B\x6B\x00\x00\x00\x00\x5B\x67\xF8\x27\x00\x00\x00\x00\x80\x31\x01\x74\x00\x00\x00\x00\x75\x2F\xE8\x42\x00\x00\x00\x00\x2A\xEA\xE7\xDC\x00\x00\x00\x00\x28\xF7\x26\xFC\x00\x00\x00\x00\xE6\xCC\xC6\x37\x00\x00\x00\x00\xFA\x34\x76\xF4\x00\x00\x00\x00\x6B\xCD\xC6\x96\x00\x00\x00\x00\x31\xB0\xC4\x43\x00\x00\x00\x00\x00\x52\x47\x79\x00\x00\x00\x00\xBE\xDD\xA9\x5A\x00\x00\x00\x00\xEA\x2A\x2C\x9F\x00\x00\x00\x00\x1D\x28\x00\xC3\xF3\x0A\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x0C)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xD36B369B)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xAEA66390)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x1A17D422)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x21C06901)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x2DBF2735)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x187EC3B8)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xAE00FD8D)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x5257F242)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xC3154948)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xEC88B072)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x22DB7023)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xB275C600)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x6AF63588)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x2FB0878F)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x1024A881)], 3652)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xAD691D2C)], 3652)
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
                gc.KeyTuple('job_id', 0xFCFF),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E44),
                gc.DataTuple('slot_count', 0x00001158),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9C74EB87),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x4D5C249D),
                gc.KeyTuple('src_port', 0x9894),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x0228),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xEE56DE02412C),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xEE\x56\xDE\x02\x41\x2C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4D\x5C\x24\x9D\x00\x00\x00\x00\x98\x94\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xFC\xFF\x00\x1C\x00\x00\x00\x00\x00\x00\x58\xF0\x00\x00\x00\x00\x00\x20\x00\x00\x2A\x07\xEA\x1A\x66\x60\x78\x8A\x88\xDF\xBB\x22\x98\x28\x6D\xA4\x9E\x16\x56\x64\x77\x04\x5D\xA6\xC6\xDD\xCB\x28\x9D\x44\x24\x64\xF4\x71\x6E\xBB\x2E\x7A\xE7\xFC\xAE\x97\x0A\x87\x33\x22\xD7\x6A\x40\xDD\x54\xEC\x4D\xB4\xFB\xA1\x7B\x63\x3A\x49\xC7\x49\x06\xDF\x02\x43\x13\x9D\xC8\xAA\x67\xB3\x1B\x7F\x96\xA7\xC4\x28\x19\xC7\xB6\x82\x59\x84\x95\x9C\xBF\x94\x9B\xB7\x93\x02\xF3\x47\xFC\xED\xD4\x38\xEA\x13\xF2\xA4\xD7\x54\xCC\x28\x8A\x17\x00\xED\xEC\x78\x2A\xF0\x03\x30\xB4\xE3\x4C\xB1\xDD\x65\xC9\x66\x49\x2F\x54\xAC\x89\x37\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xEE\x56\xDE\x02\x41\x2C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4D\x5C\x24\x9D\x00\x00\x00\x00\x98\x94\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xFC\xFF\x00\x1C\x00\x00\x00\x00\x00\x00\x04\x0C\x00\x00\x00\x00\x00\x20\x00\x00\x2A\x07\xEA\x1A\xD3\x6B\x36\x9B\x88\xDF\xBB\x22\xAE\xA6\x63\x90\x9E\x16\x56\x64\x1A\x17\xD4\x22\xC6\xDD\xCB\x28\x21\xC0\x69\x01\xF4\x71\x6E\xBB\x2D\xBF\x27\x35\xAE\x97\x0A\x87\x18\x7E\xC3\xB8\x40\xDD\x54\xEC\xAE\x00\xFD\x8D\x7B\x63\x3A\x49\x52\x57\xF2\x42\x02\x43\x13\x9D\xC3\x15\x49\x48\x1B\x7F\x96\xA7\xEC\x88\xB0\x72\xB6\x82\x59\x84\x22\xDB\x70\x23\x9B\xB7\x93\x02\xB2\x75\xC6\x00\xD4\x38\xEA\x13\x6A\xF6\x35\x88\xCC\x28\x8A\x17\x2F\xB0\x87\x8F\x2A\xF0\x03\x30\x10\x24\xA8\x81\xDD\x65\xC9\x66\xAD\x69\x1D\x2C\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0C\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xD3\x6B\x36\x9B\x00\x00\x00\x00\xAE\xA6\x63\x90\x00\x00\x00\x00\x1A\x17\xD4\x22\x00\x00\x00\x00\x21\xC0\x69\x01\x00\x00\x00\x00\x2D\xBF\x27\x35\x00\x00\x00\x00\x18\x7E\xC3\xB8\x00\x00\x00\x00\xAE\x00\xFD\x8D\x00\x00\x00\x00\x52\x57\xF2\x42\x00\x00\x00\x00\xC3\x15\x49\x48\x00\x00\x00\x00\xEC\x88\xB0\x72\x00\x00\x00\x00\x22\xDB\x70\x23\x00\x00\x00\x00\xB2\x75\xC6\x00\x00\x00\x00\x00\x6A\xF6\x35\x88\x00\x00\x00\x00\x2F\xB0\x87\x8F\x00\x00\x00\x00\x10\x24\xA8\x81\x00\x00\x00\x00\xAD\x69\x1D\x2C\x89\x37\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xA1)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x1B158AA8)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x73B4FBF2)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x9294317C)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x00077F7A)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x0D73DBFB)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xFF3DFD6D)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x07BD4F4C)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x44867847)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x0491DB6D)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x65390B9D)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x46B20AA8)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x3438D75A)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x571DFBA9)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xCA818C23)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xD12FA153)], 1187)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xC7B27236)], 1187)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xDA33),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xEBA7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004A3),
                gc.DataTuple('slot_count', 0x00000E05),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC96C4214),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xA38ECF80),
                gc.KeyTuple('src_port', 0x3B41),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x95543B2D5C15),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x95\x54\x3B\x2D\x5C\x15\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\x8E\xCF\x80\x00\x00\x00\x00\x3B\x41\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xEB\xA7\x00\x05\x00\x00\x00\x00\x00\x00\xEA\x58\x00\x00\x00\x00\x00\x20\x00\x00\xA2\x58\x56\x2B\xC0\xAE\x6F\xF7\xB5\x04\xFA\x19\x9B\x90\x21\x3C\x55\xB2\x86\x56\x4E\x0B\x72\x8B\xB0\x00\x24\x49\x15\xE3\xFA\xD0\x60\x00\xB3\xDA\x6F\x26\xE8\xCD\x0F\x38\xF0\x36\x28\xF0\xAA\x9C\x60\x2C\x11\xE5\xD4\x76\x3A\xC4\x1C\x21\xF2\x31\xFE\x75\x05\x48\xF4\x73\x6A\x05\xC9\xC9\x3F\x90\xF6\xC1\xD9\x80\x05\x37\x38\xC0\x4E\xC4\x11\x15\x15\xE6\xC8\xD3\x90\xA2\x59\x35\x58\xFD\x00\xD1\xEF\xF5\x1B\xB5\x26\x6A\x92\xA8\x01\x27\x98\x90\xD6\x58\x8D\x42\xD6\xF6\xF2\x86\x0E\x9B\x32\x8B\xC9\x83\xB8\x2E\x1B\x84\x65\x5C\xAF\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x95\x54\x3B\x2D\x5C\x15\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\x8E\xCF\x80\x00\x00\x00\x00\x3B\x41\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xEB\xA7\x00\x05\x00\x00\x00\x00\x00\x00\x06\xA1\x00\x00\x00\x00\x00\x20\x00\x00\xA2\x58\x56\x2B\x1B\x15\x8A\xA8\xB5\x04\xFA\x19\x73\xB4\xFB\xF2\x55\xB2\x86\x56\x92\x94\x31\x7C\xB0\x00\x24\x49\x00\x07\x7F\x7A\x60\x00\xB3\xDA\x0D\x73\xDB\xFB\x0F\x38\xF0\x36\xFF\x3D\xFD\x6D\x60\x2C\x11\xE5\x07\xBD\x4F\x4C\x1C\x21\xF2\x31\x44\x86\x78\x47\xF4\x73\x6A\x05\x04\x91\xDB\x6D\xF6\xC1\xD9\x80\x65\x39\x0B\x9D\x4E\xC4\x11\x15\x46\xB2\x0A\xA8\x90\xA2\x59\x35\x34\x38\xD7\x5A\xEF\xF5\x1B\xB5\x57\x1D\xFB\xA9\x01\x27\x98\x90\xCA\x81\x8C\x23\xD6\xF6\xF2\x86\xD1\x2F\xA1\x53\xC9\x83\xB8\x2E\xC7\xB2\x72\x36\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA1\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x1B\x15\x8A\xA8\x00\x00\x00\x00\x73\xB4\xFB\xF2\x00\x00\x00\x00\x92\x94\x31\x7C\x00\x00\x00\x00\x00\x07\x7F\x7A\x00\x00\x00\x00\x0D\x73\xDB\xFB\x00\x00\x00\x00\xFF\x3D\xFD\x6D\x00\x00\x00\x00\x07\xBD\x4F\x4C\x00\x00\x00\x00\x44\x86\x78\x47\x00\x00\x00\x00\x04\x91\xDB\x6D\x00\x00\x00\x00\x65\x39\x0B\x9D\x00\x00\x00\x00\x46\xB2\x0A\xA8\x00\x00\x00\x00\x34\x38\xD7\x5A\x00\x00\x00\x00\x57\x1D\xFB\xA9\x00\x00\x00\x00\xCA\x81\x8C\x23\x00\x00\x00\x00\xD1\x2F\xA1\x53\x00\x00\x00\x00\xC7\xB2\x72\x36\xAF\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x75)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x0ADCA9A6)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0xCB34F108)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xA6BEBAA1)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x1E23BAA0)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x3E13944E)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x05FBDAE3)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x5A62E3F0)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xEE2976B0)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x2ADDCBD0)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x7BF485D1)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x4A2E3FF1)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xC407482E)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x52F48C28)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x7C63C178)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x8F7571FA)], 3631)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x9B5CEBA0)], 3631)
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
                gc.KeyTuple('job_id', 0xD1CB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E2F),
                gc.DataTuple('slot_count', 0x0000084A),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAC41DB24),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x8B7E58D7),
                gc.KeyTuple('src_port', 0x2073),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x98B8879195AE),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x98\xB8\x87\x91\x95\xAE\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8B\x7E\x58\xD7\x00\x00\x00\x00\x20\x73\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xD1\xCB\x00\x02\x00\x00\x00\x00\x00\x00\xA8\x22\x00\x00\x00\x00\x00\x20\x00\x00\x9D\x0D\x7C\x48\x77\x9C\x3F\x75\x4F\x36\x46\xCB\x31\xB4\x1E\xDA\x89\xDA\xE1\x6A\xA1\xC6\x67\xF4\xFB\xDD\xA7\x20\x83\x08\x3E\xC1\x3D\x5C\x64\x40\x81\xFA\x9E\x8D\x15\xF3\x51\xF3\x35\x44\xFA\x80\x53\xFA\x29\x42\xA9\xE9\xB4\x4A\xF9\xB4\x95\xA1\x03\x93\x97\xFB\xCB\xA6\xBD\x5F\x0D\x5E\xAA\xFC\x30\x1F\x06\x81\x82\x10\x09\xD3\x56\x1F\x68\x91\x64\x1A\x4F\xC3\xC9\x73\xB4\xB1\x67\x57\xD2\xF1\xA4\xF9\x38\xBF\xFB\x8E\xA9\x7F\x90\x1D\xAF\x0A\xEE\x32\x71\x0F\x91\x00\x6F\x5C\x03\x43\xB1\x99\xE3\x3E\xE6\xC6\xE7\x26\xAA\x03\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x98\xB8\x87\x91\x95\xAE\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8B\x7E\x58\xD7\x00\x00\x00\x00\x20\x73\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xD1\xCB\x00\x02\x00\x00\x00\x00\x00\x00\x04\x75\x00\x00\x00\x00\x00\x20\x00\x00\x9D\x0D\x7C\x48\x0A\xDC\xA9\xA6\x4F\x36\x46\xCB\xCB\x34\xF1\x08\x89\xDA\xE1\x6A\xA6\xBE\xBA\xA1\xFB\xDD\xA7\x20\x1E\x23\xBA\xA0\x3D\x5C\x64\x40\x3E\x13\x94\x4E\x15\xF3\x51\xF3\x05\xFB\xDA\xE3\x53\xFA\x29\x42\x5A\x62\xE3\xF0\xF9\xB4\x95\xA1\xEE\x29\x76\xB0\xCB\xA6\xBD\x5F\x2A\xDD\xCB\xD0\x30\x1F\x06\x81\x7B\xF4\x85\xD1\x56\x1F\x68\x91\x4A\x2E\x3F\xF1\xC9\x73\xB4\xB1\xC4\x07\x48\x2E\xA4\xF9\x38\xBF\x52\xF4\x8C\x28\x90\x1D\xAF\x0A\x7C\x63\xC1\x78\x91\x00\x6F\x5C\x8F\x75\x71\xFA\xE3\x3E\xE6\xC6\x9B\x5C\xEB\xA0\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x75\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x0A\xDC\xA9\xA6\x00\x00\x00\x00\xCB\x34\xF1\x08\x00\x00\x00\x00\xA6\xBE\xBA\xA1\x00\x00\x00\x00\x1E\x23\xBA\xA0\x00\x00\x00\x00\x3E\x13\x94\x4E\x00\x00\x00\x00\x05\xFB\xDA\xE3\x00\x00\x00\x00\x5A\x62\xE3\xF0\x00\x00\x00\x00\xEE\x29\x76\xB0\x00\x00\x00\x00\x2A\xDD\xCB\xD0\x00\x00\x00\x00\x7B\xF4\x85\xD1\x00\x00\x00\x00\x4A\x2E\x3F\xF1\x00\x00\x00\x00\xC4\x07\x48\x2E\x00\x00\x00\x00\x52\xF4\x8C\x28\x00\x00\x00\x00\x7C\x63\xC1\x78\x00\x00\x00\x00\x8F\x75\x71\xFA\x00\x00\x00\x00\x9B\x5C\xEB\xA0\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x3F)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xED2C5D7A)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x2694C1A0)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xCA347A11)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x4BA272AF)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x365411E2)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xD20A383A)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x6C5DB045)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xD9D837BD)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x847FAA04)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xAFF064EF)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x05141DBA)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x31FC3169)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xFEF66642)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x8FD6EEE7)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xDBC86257)], 5337)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xF4B1CA77)], 5337)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x9AE6),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x9034),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000014D9),
                gc.DataTuple('slot_count', 0x00000697),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4EFD65A1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xDEE3EB62),
                gc.KeyTuple('src_port', 0x2EB5),
            ],
            'P4rIngress.admission.unregistered',
            [
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xD676F745D4F8),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xD6\x76\xF7\x45\xD4\xF8\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\xE3\xEB\x62\x00\x00\x00\x00\x2E\xB5\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x90\x34\x00\x11\x00\x00\x00\x00\x00\x00\x38\x32\x00\x00\x00\x00\x00\x20\x00\x00\x1E\xC8\xEA\xCC\x6D\x6C\x91\x1B\x08\xA3\x23\xF4\xDB\xE4\x17\x77\x27\x08\xA0\x60\xAB\x24\x16\xE4\x75\xDC\xBC\x49\x0A\x3F\x52\x07\xE1\xA6\xF9\x31\xF5\x27\x1E\x56\xB8\xD6\xAE\x24\x60\x80\x9E\xC2\x29\xC0\x05\x36\x03\x77\x3A\x4D\x27\xD5\xE1\xE1\x32\xA4\x9E\xB9\x61\x5D\x51\x9B\x51\xB4\x5A\x3B\x66\x8D\x62\x5E\xC5\x84\x1E\x88\xBB\x08\x29\x6A\x22\x81\xEB\xCD\x46\x0B\xC5\xBC\x0D\xCC\xDD\x1A\xE8\x9A\x10\xB8\x89\xE5\xAE\x1A\xC7\x40\x4A\x76\x8C\x9C\xB8\x55\xE5\x51\x66\x08\x67\x9F\x1E\xE0\xAC\x4B\xC3\x3F\x48\x9E\xEE\x36\xCB\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xD6\x76\xF7\x45\xD4\xF8\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\xE3\xEB\x62\x00\x00\x00\x00\x2E\xB5\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x90\x34\x00\x11\x00\x00\x00\x00\x00\x00\x06\x3F\x00\x00\x00\x00\x00\x20\x00\x00\x1E\xC8\xEA\xCC\xED\x2C\x5D\x7A\x08\xA3\x23\xF4\x26\x94\xC1\xA0\x27\x08\xA0\x60\xCA\x34\x7A\x11\x75\xDC\xBC\x49\x4B\xA2\x72\xAF\xE1\xA6\xF9\x31\x36\x54\x11\xE2\xB8\xD6\xAE\x24\xD2\x0A\x38\x3A\x29\xC0\x05\x36\x6C\x5D\xB0\x45\x27\xD5\xE1\xE1\xD9\xD8\x37\xBD\x61\x5D\x51\x9B\x84\x7F\xAA\x04\x66\x8D\x62\x5E\xAF\xF0\x64\xEF\xBB\x08\x29\x6A\x05\x14\x1D\xBA\x46\x0B\xC5\xBC\x31\xFC\x31\x69\xE8\x9A\x10\xB8\xFE\xF6\x66\x42\xC7\x40\x4A\x76\x8F\xD6\xEE\xE7\xE5\x51\x66\x08\xDB\xC8\x62\x57\xAC\x4B\xC3\x3F\xF4\xB1\xCA\x77\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3F\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xED\x2C\x5D\x7A\x00\x00\x00\x00\x26\x94\xC1\xA0\x00\x00\x00\x00\xCA\x34\x7A\x11\x00\x00\x00\x00\x4B\xA2\x72\xAF\x00\x00\x00\x00\x36\x54\x11\xE2\x00\x00\x00\x00\xD2\x0A\x38\x3A\x00\x00\x00\x00\x6C\x5D\xB0\x45\x00\x00\x00\x00\xD9\xD8\x37\xBD\x00\x00\x00\x00\x84\x7F\xAA\x04\x00\x00\x00\x00\xAF\xF0\x64\xEF\x00\x00\x00\x00\x05\x14\x1D\xBA\x00\x00\x00\x00\x31\xFC\x31\x69\x00\x00\x00\x00\xFE\xF6\x66\x42\x00\x00\x00\x00\x8F\xD6\xEE\xE7\x00\x00\x00\x00\xDB\xC8\x62\x57\x00\x00\x00\x00\xF4\xB1\xCA\x77\xCB\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x0A)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x4B039382)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x245EEC18)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xB9B33AB8)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xFB783C77)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x3022D109)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x2CF2251A)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xDBB7EE25)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x3A2C80AF)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x5F21543A)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xD1EE5876)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x016B5A73)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x699F850E)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xE89094EB)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x74AAAE22)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xA90534F8)], 1494)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x9D4E44F6)], 1494)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x6475),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x8434),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005D6),
                gc.DataTuple('slot_count', 0x000019C2),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x34571483),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xC55516AB7BB3),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xC5\x55\x16\xAB\x7B\xB3\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x84\x34\x00\x12\x00\x00\x00\x00\x00\x00\x4A\x8F\x00\x00\x00\x00\x00\x20\x00\x00\x19\x89\x7C\xCF\x33\x00\x1B\xD6\x7C\xC3\x6F\x03\x93\xEC\x24\x33\xBD\x57\x41\x6E\x5B\xA8\x00\x53\x22\x09\xFA\x3E\x0A\xC8\x0C\xB8\x81\x4C\x82\x70\xC5\xA4\x8E\x0C\xC8\x49\x9C\x9F\xBC\xBB\x90\x98\xA4\x3E\x4A\x38\x90\x08\x88\x8E\x3C\x54\x0C\x0C\x6E\x26\xC8\x90\x28\x47\x58\x3B\x9E\xCD\x9F\x13\x00\x05\x8D\xDF\x98\x9C\xC0\xF1\x88\xAB\xAC\x86\x36\x49\x54\x5B\xBE\xF3\xA2\x79\x8C\x22\x57\x5C\x78\xE1\x86\x31\x78\x57\x7E\xBD\x65\xCA\x28\xB4\x21\x4A\x97\x3C\x2F\x55\x1D\xC0\xCF\x5A\xF7\x64\x8E\x8F\x93\x16\xB5\x64\xAE\x09\xBB\xF3\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xC5\x55\x16\xAB\x7B\xB3\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x84\x34\x00\x12\x00\x00\x00\x00\x00\x00\x06\x0A\x00\x00\x00\x00\x00\x20\x00\x00\x19\x89\x7C\xCF\x4B\x03\x93\x82\x7C\xC3\x6F\x03\x24\x5E\xEC\x18\xBD\x57\x41\x6E\xB9\xB3\x3A\xB8\x22\x09\xFA\x3E\xFB\x78\x3C\x77\x81\x4C\x82\x70\x30\x22\xD1\x09\xC8\x49\x9C\x9F\x2C\xF2\x25\x1A\xA4\x3E\x4A\x38\xDB\xB7\xEE\x25\x3C\x54\x0C\x0C\x3A\x2C\x80\xAF\x28\x47\x58\x3B\x5F\x21\x54\x3A\x00\x05\x8D\xDF\xD1\xEE\x58\x76\x88\xAB\xAC\x86\x01\x6B\x5A\x73\xBE\xF3\xA2\x79\x69\x9F\x85\x0E\x78\xE1\x86\x31\xE8\x90\x94\xEB\x65\xCA\x28\xB4\x74\xAA\xAE\x22\x2F\x55\x1D\xC0\xA9\x05\x34\xF8\x8E\x8F\x93\x16\x9D\x4E\x44\xF6\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0A\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x4B\x03\x93\x82\x00\x00\x00\x00\x24\x5E\xEC\x18\x00\x00\x00\x00\xB9\xB3\x3A\xB8\x00\x00\x00\x00\xFB\x78\x3C\x77\x00\x00\x00\x00\x30\x22\xD1\x09\x00\x00\x00\x00\x2C\xF2\x25\x1A\x00\x00\x00\x00\xDB\xB7\xEE\x25\x00\x00\x00\x00\x3A\x2C\x80\xAF\x00\x00\x00\x00\x5F\x21\x54\x3A\x00\x00\x00\x00\xD1\xEE\x58\x76\x00\x00\x00\x00\x01\x6B\x5A\x73\x00\x00\x00\x00\x69\x9F\x85\x0E\x00\x00\x00\x00\xE8\x90\x94\xEB\x00\x00\x00\x00\x74\xAA\xAE\x22\x00\x00\x00\x00\xA9\x05\x34\xF8\x00\x00\x00\x00\x9D\x4E\x44\xF6\xBB\xF3\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x6D)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x3068D8F5)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x014858F5)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xDEC784F9)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x5B74700F)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x5DA31514)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xD21BB280)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xC8D4B1FD)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x4D8EE9ED)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xB5C82B4C)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x7F09E556)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xDF749DE4)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xD058B9F2)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x257D3071)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xBF2738BD)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x1BE1BF0D)], 5862)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x7480B4A5)], 5862)
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
                gc.KeyTuple('job_id', 0x668B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000016E6),
                gc.DataTuple('slot_count', 0x00000127),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3760D2FF),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x715362D6311A),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x71\x53\x62\xD6\x31\x1A\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x66\x8B\x00\x10\x00\x00\x00\x00\x00\x00\x9A\xB6\x00\x00\x00\x00\x00\x20\x00\x00\x31\x78\x23\x93\xBC\x87\x71\x46\x45\x43\x0D\x86\x04\xB6\xF8\x0D\xD7\x22\x4E\x95\xA5\x2F\xF2\x57\x02\x86\x53\xC9\xB3\x3B\x32\xF4\x68\x54\x33\xC1\x3B\x05\x8C\x0C\xEC\xAA\x75\x29\xDA\xBB\xF3\x84\x85\xBE\x38\x32\xD9\x4F\x96\xF0\xEA\x56\xF8\x7F\x6D\x38\x5A\xFB\x10\x58\xBA\x0A\x70\xBE\x65\xC0\x22\x40\x23\x48\xD3\xCF\x9A\xB6\xEE\x9E\x53\xA0\xBD\xB6\xBB\x25\xAD\xD5\xC5\x85\x94\x30\x4F\xB6\xF1\x76\x5C\x63\xFB\x39\xA5\xD6\x44\x84\x23\xCA\xB3\xCD\x08\xEC\xC4\x4C\xE6\x3D\x3D\x05\xE4\xEC\xF0\xB9\xCF\xA5\x3A\xE5\x60\x24\xDB\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x71\x53\x62\xD6\x31\x1A\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x66\x8B\x00\x10\x00\x00\x00\x00\x00\x00\x06\x6D\x00\x00\x00\x00\x00\x20\x00\x00\x31\x78\x23\x93\x30\x68\xD8\xF5\x45\x43\x0D\x86\x01\x48\x58\xF5\xD7\x22\x4E\x95\xDE\xC7\x84\xF9\x02\x86\x53\xC9\x5B\x74\x70\x0F\x68\x54\x33\xC1\x5D\xA3\x15\x14\xEC\xAA\x75\x29\xD2\x1B\xB2\x80\x85\xBE\x38\x32\xC8\xD4\xB1\xFD\xEA\x56\xF8\x7F\x4D\x8E\xE9\xED\x10\x58\xBA\x0A\xB5\xC8\x2B\x4C\x22\x40\x23\x48\x7F\x09\xE5\x56\xEE\x9E\x53\xA0\xDF\x74\x9D\xE4\xAD\xD5\xC5\x85\xD0\x58\xB9\xF2\xF1\x76\x5C\x63\x25\x7D\x30\x71\x44\x84\x23\xCA\xBF\x27\x38\xBD\xC4\x4C\xE6\x3D\x1B\xE1\xBF\x0D\xF0\xB9\xCF\xA5\x74\x80\xB4\xA5\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x30\x68\xD8\xF5\x00\x00\x00\x00\x01\x48\x58\xF5\x00\x00\x00\x00\xDE\xC7\x84\xF9\x00\x00\x00\x00\x5B\x74\x70\x0F\x00\x00\x00\x00\x5D\xA3\x15\x14\x00\x00\x00\x00\xD2\x1B\xB2\x80\x00\x00\x00\x00\xC8\xD4\xB1\xFD\x00\x00\x00\x00\x4D\x8E\xE9\xED\x00\x00\x00\x00\xB5\xC8\x2B\x4C\x00\x00\x00\x00\x7F\x09\xE5\x56\x00\x00\x00\x00\xDF\x74\x9D\xE4\x00\x00\x00\x00\xD0\x58\xB9\xF2\x00\x00\x00\x00\x25\x7D\x30\x71\x00\x00\x00\x00\xBF\x27\x38\xBD\x00\x00\x00\x00\x1B\xE1\xBF\x0D\x00\x00\x00\x00\x74\x80\xB4\xA5\xDB\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x03)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xE7C4E730)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x4A7E3F4E)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x9AFE6A8C)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xD46064F9)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xDC35B95F)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xE2E0A83F)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x465E07D9)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xFB2A9026)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x20818001)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0xB13C471B)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x14B62224)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x00B8C90C)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x685BC679)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x5763193B)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x65F62549)], 1618)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x264F6216)], 1618)
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
                gc.KeyTuple('job_id', 0xAF99),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000652),
                gc.DataTuple('slot_count', 0x00000D4E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB495889C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x0F7E0FA1),
                gc.KeyTuple('src_port', 0xF88D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0297),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x2721FC04642E),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x27\x21\xFC\x04\x64\x2E\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0F\x7E\x0F\xA1\x00\x00\x00\x00\xF8\x8D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xAF\x99\x00\x14\x00\x00\x00\x00\x00\x00\xEA\x19\x00\x00\x00\x00\x00\x20\x00\x00\x9A\x59\xFC\x77\x69\x2D\xF7\x8C\x29\x97\x70\x9C\x03\xCF\xA1\x35\x39\xA8\xFB\x5F\x3F\x25\xB9\xCE\x0C\x38\x3B\xF9\x7F\x67\x59\xAC\xD5\x1B\x93\x17\xA8\xA4\x60\x83\xD9\x44\x1C\x3E\x9D\xC4\x0D\x4D\x72\xC7\xF6\x9D\x40\xC1\x27\x29\xFD\xAA\xB4\x6C\x84\xE6\x41\x35\xA0\x6B\x05\x58\x8B\xB0\x3E\x50\xF4\xF1\xCF\x3E\x43\x2D\x64\x58\x9C\x3E\x86\xC6\x25\x5D\xBD\xB2\xCD\x06\x02\x09\x4F\xCD\x20\xC4\xF6\x0F\x22\x61\xBC\x34\x24\x0C\xCB\x1F\x1C\x06\xF2\x5E\x4B\x90\x30\x0B\xA1\xAE\x8B\xFE\xCF\x6C\xB9\x70\x0E\x8D\x1B\x92\x40\x1C\x4C\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x27\x21\xFC\x04\x64\x2E\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0F\x7E\x0F\xA1\x00\x00\x00\x00\xF8\x8D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xAF\x99\x00\x14\x00\x00\x00\x00\x00\x00\x06\x03\x00\x00\x00\x00\x00\x20\x00\x00\x9A\x59\xFC\x77\xE7\xC4\xE7\x30\x29\x97\x70\x9C\x4A\x7E\x3F\x4E\x39\xA8\xFB\x5F\x9A\xFE\x6A\x8C\x0C\x38\x3B\xF9\xD4\x60\x64\xF9\xD5\x1B\x93\x17\xDC\x35\xB9\x5F\xD9\x44\x1C\x3E\xE2\xE0\xA8\x3F\x72\xC7\xF6\x9D\x46\x5E\x07\xD9\xFD\xAA\xB4\x6C\xFB\x2A\x90\x26\xA0\x6B\x05\x58\x20\x81\x80\x01\xF4\xF1\xCF\x3E\xB1\x3C\x47\x1B\x9C\x3E\x86\xC6\x14\xB6\x22\x24\xCD\x06\x02\x09\x00\xB8\xC9\x0C\xF6\x0F\x22\x61\x68\x5B\xC6\x79\xCB\x1F\x1C\x06\x57\x63\x19\x3B\x30\x0B\xA1\xAE\x65\xF6\x25\x49\xB9\x70\x0E\x8D\x26\x4F\x62\x16\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xE7\xC4\xE7\x30\x00\x00\x00\x00\x4A\x7E\x3F\x4E\x00\x00\x00\x00\x9A\xFE\x6A\x8C\x00\x00\x00\x00\xD4\x60\x64\xF9\x00\x00\x00\x00\xDC\x35\xB9\x5F\x00\x00\x00\x00\xE2\xE0\xA8\x3F\x00\x00\x00\x00\x46\x5E\x07\xD9\x00\x00\x00\x00\xFB\x2A\x90\x26\x00\x00\x00\x00\x20\x81\x80\x01\x00\x00\x00\x00\xB1\x3C\x47\x1B\x00\x00\x00\x00\x14\xB6\x22\x24\x00\x00\x00\x00\x00\xB8\xC9\x0C\x00\x00\x00\x00\x68\x5B\xC6\x79\x00\x00\x00\x00\x57\x63\x19\x3B\x00\x00\x00\x00\x65\xF6\x25\x49\x00\x00\x00\x00\x26\x4F\x62\x16\x4C\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x58)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xF31152D9)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x106AB2C1)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x567A4491)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xB5AF8557)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x7DBD319E)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xF6FA8F10)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x51E47990)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xC17799D3)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x95865067)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x9604EF73)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xBE859328)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xF6F0757E)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x9230999F)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x51F607D1)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xE323A66E)], 5667)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x519D2793)], 5667)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x1903),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x7B0B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001623),
                gc.DataTuple('slot_count', 0x00000676),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xABB0309B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xBA7C3B07),
                gc.KeyTuple('src_port', 0x8AF7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x02D4),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xF319C170DC47),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xF3\x19\xC1\x70\xDC\x47\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\x7C\x3B\x07\x00\x00\x00\x00\x8A\xF7\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x7B\x0B\x00\x03\x00\x00\x00\x00\x00\x00\xA0\xA0\x00\x00\x00\x00\x00\x20\x00\x00\x89\xC9\x83\x51\x27\xEA\xD3\xED\xFC\xE7\x16\xAF\xF5\x41\x55\xB0\x9A\xFD\x5D\x12\xF1\x36\x2A\x7D\x1A\xFC\x76\x2C\xCF\x0A\x6A\xBE\x9B\x72\x4A\xFA\x7F\x65\x8D\xB4\xAC\x53\x8F\x97\xC6\xB3\xAA\x67\xA1\x25\x08\x62\x46\xCE\xB1\xD8\x48\x9D\x63\xA7\x7E\x84\x68\x9E\xB0\xC4\xDB\xF1\x50\xE3\x77\xFB\xB3\x47\xA6\x05\x79\x47\x7F\x02\xB1\x73\xBF\x2A\x99\x57\xE3\xEA\x24\x90\x30\x01\xCD\x54\x58\xB8\x79\x78\x78\x78\x06\x65\xB8\xF4\x2E\x7C\xE1\xB0\xA7\xB7\xE7\x6A\x1C\x91\xE5\x5D\x17\x49\x8D\x9B\x6F\x66\x78\x9B\x1F\xDB\x36\x11\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xF3\x19\xC1\x70\xDC\x47\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\x7C\x3B\x07\x00\x00\x00\x00\x8A\xF7\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x7B\x0B\x00\x03\x00\x00\x00\x00\x00\x00\x06\x58\x00\x00\x00\x00\x00\x20\x00\x00\x89\xC9\x83\x51\xF3\x11\x52\xD9\xFC\xE7\x16\xAF\x10\x6A\xB2\xC1\x9A\xFD\x5D\x12\x56\x7A\x44\x91\x1A\xFC\x76\x2C\xB5\xAF\x85\x57\x9B\x72\x4A\xFA\x7D\xBD\x31\x9E\xAC\x53\x8F\x97\xF6\xFA\x8F\x10\xA1\x25\x08\x62\x51\xE4\x79\x90\x48\x9D\x63\xA7\xC1\x77\x99\xD3\xB0\xC4\xDB\xF1\x95\x86\x50\x67\xB3\x47\xA6\x05\x96\x04\xEF\x73\xB1\x73\xBF\x2A\xBE\x85\x93\x28\x24\x90\x30\x01\xF6\xF0\x75\x7E\x79\x78\x78\x78\x92\x30\x99\x9F\x2E\x7C\xE1\xB0\x51\xF6\x07\xD1\x1C\x91\xE5\x5D\xE3\x23\xA6\x6E\x6F\x66\x78\x9B\x51\x9D\x27\x93\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x58\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xF3\x11\x52\xD9\x00\x00\x00\x00\x10\x6A\xB2\xC1\x00\x00\x00\x00\x56\x7A\x44\x91\x00\x00\x00\x00\xB5\xAF\x85\x57\x00\x00\x00\x00\x7D\xBD\x31\x9E\x00\x00\x00\x00\xF6\xFA\x8F\x10\x00\x00\x00\x00\x51\xE4\x79\x90\x00\x00\x00\x00\xC1\x77\x99\xD3\x00\x00\x00\x00\x95\x86\x50\x67\x00\x00\x00\x00\x96\x04\xEF\x73\x00\x00\x00\x00\xBE\x85\x93\x28\x00\x00\x00\x00\xF6\xF0\x75\x7E\x00\x00\x00\x00\x92\x30\x99\x9F\x00\x00\x00\x00\x51\xF6\x07\xD1\x00\x00\x00\x00\xE3\x23\xA6\x6E\x00\x00\x00\x00\x51\x9D\x27\x93\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x67)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xB2D7D95F)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x8B4A137A)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x226DBB34)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x06C53C6D)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xF380B494)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xC29FCB26)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x7C150816)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x7B07DCD6)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x56DEE914)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x6AF131FE)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xBEF6716A)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xE7DD5377)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0xCD62EC0A)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x5809BD56)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x32BD715D)], 4799)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xEE6039BF)], 4799)
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
                gc.KeyTuple('job_id', 0xE71C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000012BF),
                gc.DataTuple('slot_count', 0x00000C8D),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEDAE04A2),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x21D50FD1),
                gc.KeyTuple('src_port', 0x115B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0003),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xF4534B5F1DCC),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xF4\x53\x4B\x5F\x1D\xCC\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x21\xD5\x0F\xD1\x00\x00\x00\x00\x11\x5B\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xE7\x1C\x00\x17\x00\x00\x00\x00\x00\x00\xD2\x94\x00\x00\x00\x00\x00\x20\x00\x00\xBC\x82\x0A\xD2\xA2\x97\x79\x4B\xD8\x1A\xC8\x1F\xB4\xBF\xE2\x56\xCA\x1F\x7D\x6E\xD8\x43\x69\x4B\x90\xDB\x96\x6C\x5A\x98\x74\xA4\x66\x03\xC0\x45\x21\x0B\xDA\x30\xDD\xD1\xA4\x4E\x76\x7A\xDB\xF2\x89\x03\x7B\xFB\xF7\x6F\xF0\x8C\xBF\x0D\x54\xFB\x4F\x61\x73\x7C\xBD\x2B\xAC\xAA\x14\x1B\x9E\xE6\x32\x94\x84\xB8\x59\x47\xEF\x28\xC2\x25\x30\xA8\xCB\x5D\x66\x0F\xDC\x08\x98\x04\x59\x8C\x7B\x36\x09\x5E\xA6\x37\x2F\x6E\x69\x88\xC3\x77\x37\xCB\xBB\xA0\xF7\x51\x22\xE8\xEC\xD9\x0E\x20\x70\x1C\x98\xD3\x83\x02\xC8\xD8\xE3\x55\x1A\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xF4\x53\x4B\x5F\x1D\xCC\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x21\xD5\x0F\xD1\x00\x00\x00\x00\x11\x5B\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xE7\x1C\x00\x17\x00\x00\x00\x00\x00\x00\x06\x67\x00\x00\x00\x00\x00\x20\x00\x00\xBC\x82\x0A\xD2\xB2\xD7\xD9\x5F\xD8\x1A\xC8\x1F\x8B\x4A\x13\x7A\xCA\x1F\x7D\x6E\x22\x6D\xBB\x34\x90\xDB\x96\x6C\x06\xC5\x3C\x6D\x66\x03\xC0\x45\xF3\x80\xB4\x94\xDD\xD1\xA4\x4E\xC2\x9F\xCB\x26\x89\x03\x7B\xFB\x7C\x15\x08\x16\xBF\x0D\x54\xFB\x7B\x07\xDC\xD6\xBD\x2B\xAC\xAA\x56\xDE\xE9\x14\x32\x94\x84\xB8\x6A\xF1\x31\xFE\xC2\x25\x30\xA8\xBE\xF6\x71\x6A\xDC\x08\x98\x04\xE7\xDD\x53\x77\x09\x5E\xA6\x37\xCD\x62\xEC\x0A\xC3\x77\x37\xCB\x58\x09\xBD\x56\x22\xE8\xEC\xD9\x32\xBD\x71\x5D\x98\xD3\x83\x02\xEE\x60\x39\xBF\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x67\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xB2\xD7\xD9\x5F\x00\x00\x00\x00\x8B\x4A\x13\x7A\x00\x00\x00\x00\x22\x6D\xBB\x34\x00\x00\x00\x00\x06\xC5\x3C\x6D\x00\x00\x00\x00\xF3\x80\xB4\x94\x00\x00\x00\x00\xC2\x9F\xCB\x26\x00\x00\x00\x00\x7C\x15\x08\x16\x00\x00\x00\x00\x7B\x07\xDC\xD6\x00\x00\x00\x00\x56\xDE\xE9\x14\x00\x00\x00\x00\x6A\xF1\x31\xFE\x00\x00\x00\x00\xBE\xF6\x71\x6A\x00\x00\x00\x00\xE7\xDD\x53\x77\x00\x00\x00\x00\xCD\x62\xEC\x0A\x00\x00\x00\x00\x58\x09\xBD\x56\x00\x00\x00\x00\x32\xBD\x71\x5D\x00\x00\x00\x00\xEE\x60\x39\xBF\x1A\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x64)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x9906FE5E)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x451D2714)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x268B03F9)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xEE08AC09)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xB5F17C9C)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x86FDE1E4)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xEB3B6C2B)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0x28355641)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xAC110626)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x753D8F68)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x6AB29D8D)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xB94F4732)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x880A6BCB)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xA405C695)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0xF580A5A5)], 2995)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x5C1B79FC)], 2995)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xA2E5),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x083F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BB3),
                gc.DataTuple('slot_count', 0x00000CC7),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xADDA0FE6),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x9588E1A6),
                gc.KeyTuple('src_port', 0x5893),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x03AA),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xA1C031BC6412),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xA1\xC0\x31\xBC\x64\x12\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\x88\xE1\xA6\x00\x00\x00\x00\x58\x93\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x08\x3F\x00\x16\x00\x00\x00\x00\x00\x00\x92\xA6\x00\x00\x00\x00\x00\x20\x00\x00\x5B\x2A\x0F\xC3\x3C\x71\xE9\xDB\x2E\xDB\x8A\x29\x14\xBC\xF9\x77\x05\x2C\x90\x41\xDF\xC4\xB6\x09\x67\x53\x6D\xF3\x8F\xDA\x92\xE7\x78\x95\x53\x9F\x82\xF6\x27\xF8\x53\xF7\xC0\x46\xAA\x78\xA1\x9C\x25\x5B\xDC\x3A\xB8\xAE\x11\xC8\x29\x30\x63\x32\xA5\x5A\xDF\x3B\xF4\x66\x62\x79\xAC\xCB\xEA\xAC\x0B\xA1\x4F\x1B\xC4\x0E\x99\x65\xCB\xD1\x06\x56\x4F\x88\xD9\x2E\xAA\x66\x42\x40\xDA\x17\xF6\x03\xC9\xB3\x0E\x00\xE9\xAD\x5B\x5E\x68\xDE\x64\x1C\xCA\xFB\x3B\xBE\x8F\x0B\x60\x19\x61\xC3\x0E\x9E\x1E\x52\x3A\xE4\x99\x70\x4B\xB8\x1F\x57\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xA1\xC0\x31\xBC\x64\x12\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\x88\xE1\xA6\x00\x00\x00\x00\x58\x93\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x08\x3F\x00\x16\x00\x00\x00\x00\x00\x00\x06\x64\x00\x00\x00\x00\x00\x20\x00\x00\x5B\x2A\x0F\xC3\x99\x06\xFE\x5E\x2E\xDB\x8A\x29\x45\x1D\x27\x14\x05\x2C\x90\x41\x26\x8B\x03\xF9\x67\x53\x6D\xF3\xEE\x08\xAC\x09\x78\x95\x53\x9F\xB5\xF1\x7C\x9C\x53\xF7\xC0\x46\x86\xFD\xE1\xE4\x25\x5B\xDC\x3A\xEB\x3B\x6C\x2B\x29\x30\x63\x32\x28\x35\x56\x41\xF4\x66\x62\x79\xAC\x11\x06\x26\x0B\xA1\x4F\x1B\x75\x3D\x8F\x68\xCB\xD1\x06\x56\x6A\xB2\x9D\x8D\xAA\x66\x42\x40\xB9\x4F\x47\x32\xC9\xB3\x0E\x00\x88\x0A\x6B\xCB\x68\xDE\x64\x1C\xA4\x05\xC6\x95\x8F\x0B\x60\x19\xF5\x80\xA5\xA5\x1E\x52\x3A\xE4\x5C\x1B\x79\xFC\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x64\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\x99\x06\xFE\x5E\x00\x00\x00\x00\x45\x1D\x27\x14\x00\x00\x00\x00\x26\x8B\x03\xF9\x00\x00\x00\x00\xEE\x08\xAC\x09\x00\x00\x00\x00\xB5\xF1\x7C\x9C\x00\x00\x00\x00\x86\xFD\xE1\xE4\x00\x00\x00\x00\xEB\x3B\x6C\x2B\x00\x00\x00\x00\x28\x35\x56\x41\x00\x00\x00\x00\xAC\x11\x06\x26\x00\x00\x00\x00\x75\x3D\x8F\x68\x00\x00\x00\x00\x6A\xB2\x9D\x8D\x00\x00\x00\x00\xB9\x4F\x47\x32\x00\x00\x00\x00\x88\x0A\x6B\xCB\x00\x00\x00\x00\xA4\x05\xC6\x95\x00\x00\x00\x00\xF5\x80\xA5\xA5\x00\x00\x00\x00\x5C\x1B\x79\xFC\x1F\x57\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xC5)], 663)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xE6FB5CB4)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x1D10740E)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0xF6956233)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0xC9E74F88)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0x0F040316)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0x0E8F8A53)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0xFB006DC7)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xA6B8508B)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0xF489EE35)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x2504E740)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x3AA4DB8F)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0xB295EF36)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x6CC04039)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0xC964AB88)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x475BD326)], 663)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0xA72AC89E)], 663)
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
                gc.KeyTuple('job_id', 0xAF1B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000297),
                gc.DataTuple('slot_count', 0x000006A4),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x45564BE1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xA8E19C9E),
                gc.KeyTuple('src_port', 0x4230),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x0033),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0x5D1BF4184FD4),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\x5D\x1B\xF4\x18\x4F\xD4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA8\xE1\x9C\x9E\x00\x00\x00\x00\x42\x30\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xAF\x1B\x00\x0C\x00\x00\x00\x00\x00\x00\x9A\x0F\x00\x00\x00\x00\x00\x20\x00\x00\xF2\x29\xA6\x5B\x45\x38\x85\x75\x98\xDC\x91\xAB\xF8\x24\x33\x7D\xD2\x1E\x58\xA3\x52\x62\x03\x68\x4B\x11\x6E\x8A\xAC\xF6\xC3\x4B\x64\x19\xEC\x8E\x76\xCE\xAF\x08\xF9\x8C\xAA\xE4\x97\xB9\x17\x98\x19\x69\x6E\xBB\x04\x45\x2C\x08\x7A\xAF\xD2\xB3\x14\x6D\x35\x09\xD7\x92\x19\x68\x77\x50\x4D\x58\xCD\xF1\x40\x50\x81\xBD\xAB\x03\x7E\x44\xA0\xF5\x9B\x24\xAA\x2D\xD9\x35\xBB\xEE\xAF\x6B\x06\x1F\xC8\xDC\x03\x29\x48\xF1\xBA\xAC\x4D\x3C\x8A\x2D\x88\x52\xA5\xCF\xAA\xC3\x7E\x00\x6B\x95\x01\x8F\x45\x52\xF2\x62\x16\xAC\x95\xC1\x33\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x5D\x1B\xF4\x18\x4F\xD4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA8\xE1\x9C\x9E\x00\x00\x00\x00\x42\x30\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xAF\x1B\x00\x0C\x00\x00\x00\x00\x00\x00\x06\xC5\x00\x00\x00\x00\x00\x20\x00\x00\xF2\x29\xA6\x5B\xE6\xFB\x5C\xB4\x98\xDC\x91\xAB\x1D\x10\x74\x0E\xD2\x1E\x58\xA3\xF6\x95\x62\x33\x4B\x11\x6E\x8A\xC9\xE7\x4F\x88\x64\x19\xEC\x8E\x0F\x04\x03\x16\xF9\x8C\xAA\xE4\x0E\x8F\x8A\x53\x19\x69\x6E\xBB\xFB\x00\x6D\xC7\x7A\xAF\xD2\xB3\xA6\xB8\x50\x8B\xD7\x92\x19\x68\xF4\x89\xEE\x35\xCD\xF1\x40\x50\x25\x04\xE7\x40\x7E\x44\xA0\xF5\x3A\xA4\xDB\x8F\xD9\x35\xBB\xEE\xB2\x95\xEF\x36\xC8\xDC\x03\x29\x6C\xC0\x40\x39\x4D\x3C\x8A\x2D\xC9\x64\xAB\x88\xAA\xC3\x7E\x00\x47\x5B\xD3\x26\x45\x52\xF2\x62\xA7\x2A\xC8\x9E\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xE6\xFB\x5C\xB4\x00\x00\x00\x00\x1D\x10\x74\x0E\x00\x00\x00\x00\xF6\x95\x62\x33\x00\x00\x00\x00\xC9\xE7\x4F\x88\x00\x00\x00\x00\x0F\x04\x03\x16\x00\x00\x00\x00\x0E\x8F\x8A\x53\x00\x00\x00\x00\xFB\x00\x6D\xC7\x00\x00\x00\x00\xA6\xB8\x50\x8B\x00\x00\x00\x00\xF4\x89\xEE\x35\x00\x00\x00\x00\x25\x04\xE7\x40\x00\x00\x00\x00\x3A\xA4\xDB\x8F\x00\x00\x00\x00\xB2\x95\xEF\x36\x00\x00\x00\x00\x6C\xC0\x40\x39\x00\x00\x00\x00\xC9\x64\xAB\x88\x00\x00\x00\x00\x47\x5B\xD3\x26\x00\x00\x00\x00\xA7\x2A\xC8\x9E\x33\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.4

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xD3)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0xFFB02F35)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x00000000), ('P4rIngress.aggregator.values_v0001.hi', 0x015AD277)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x00000000), ('P4rIngress.aggregator.values_v0010.hi', 0x7CE84829)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x00000000), ('P4rIngress.aggregator.values_v0011.hi', 0x9C5A8F49)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x00000000), ('P4rIngress.aggregator.values_v0100.hi', 0xD990E997)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xB864E443)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x49B3E732)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x00000000), ('P4rIngress.aggregator.values_v0111.hi', 0xD41B1E4F)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x00000000), ('P4rIngress.aggregator.values_v1000.hi', 0x77DAB134)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x00000000), ('P4rIngress.aggregator.values_v1001.hi', 0x8BFD8E76)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0x241CB47C)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x00000000), ('P4rIngress.aggregator.values_v1011.hi', 0x284303F9)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x00000000), ('P4rIngress.aggregator.values_v1100.hi', 0x6652C21C)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x72700782)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x9466BAF5)], 5015)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x0A7AF2E6)], 5015)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xFCD3),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x93EC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001397),
                gc.DataTuple('slot_count', 0x0000057A),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD6E0F20C),
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
        # Table P4rIngress.l2_forward
        self.insertTableEntry(
            'P4rIngress.l2_forward',
            [
                gc.KeyTuple('dst_addr', 0xDE2ED1877A49),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
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
        ig_port = 68
        pkt = b'\xDE\x2E\xD1\x87\x7A\x49\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x93\xEC\x00\x1B\x00\x00\x00\x00\x00\x00\x08\x54\x00\x00\x00\x00\x00\x20\x00\x00\x6A\x4A\x78\x04\xD9\xC0\xBB\x77\xAD\x14\xC1\x9A\x5C\x32\x95\x99\x91\x41\x21\xB4\x1B\x35\x79\xA2\x1B\xCC\xF9\xFA\xA4\x44\xDA\x34\x0E\xFD\x44\x23\xD1\x0D\xFE\x8F\x1D\xBB\x7D\x88\x1C\x37\x62\x59\x4C\x56\x73\xF5\xCC\x5B\xCC\x53\xB2\x26\x99\xE8\x4A\xFF\x8A\xE0\xF1\x62\xF2\x48\x70\xD7\xD5\xF1\x3B\x90\x37\x98\x16\x6E\x7C\x37\x36\xD9\x83\x2E\xE4\x52\x23\x26\xDE\x7B\xC2\x26\xA9\x96\x34\xFF\x92\xF2\xE2\xE4\x0D\x96\xC9\x37\xE7\xD3\xFD\xAF\x0F\x0A\x90\xEE\x2B\xAB\xF4\x18\x0C\x0F\xDC\xFC\xD9\x49\x57\xB5\xF9\xDC\xB7\xB0\x5D\xB1\x15\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xDE\x2E\xD1\x87\x7A\x49\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x93\xEC\x00\x1B\x00\x00\x00\x00\x00\x00\x04\xD3\x00\x00\x00\x00\x00\x20\x00\x00\x6A\x4A\x78\x04\xFF\xB0\x2F\x35\xAD\x14\xC1\x9A\x01\x5A\xD2\x77\x91\x41\x21\xB4\x7C\xE8\x48\x29\x1B\xCC\xF9\xFA\x9C\x5A\x8F\x49\x0E\xFD\x44\x23\xD9\x90\xE9\x97\x1D\xBB\x7D\x88\xB8\x64\xE4\x43\x4C\x56\x73\xF5\x49\xB3\xE7\x32\xB2\x26\x99\xE8\xD4\x1B\x1E\x4F\xF1\x62\xF2\x48\x77\xDA\xB1\x34\x3B\x90\x37\x98\x8B\xFD\x8E\x76\x36\xD9\x83\x2E\x24\x1C\xB4\x7C\xDE\x7B\xC2\x26\x28\x43\x03\xF9\x92\xF2\xE2\xE4\x66\x52\xC2\x1C\xE7\xD3\xFD\xAF\x72\x70\x07\x82\x2B\xAB\xF4\x18\x94\x66\xBA\xF5\xD9\x49\x57\xB5\x0A\x7A\xF2\xE6\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD3\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x00\x00\x00\x00\xFF\xB0\x2F\x35\x00\x00\x00\x00\x01\x5A\xD2\x77\x00\x00\x00\x00\x7C\xE8\x48\x29\x00\x00\x00\x00\x9C\x5A\x8F\x49\x00\x00\x00\x00\xD9\x90\xE9\x97\x00\x00\x00\x00\xB8\x64\xE4\x43\x00\x00\x00\x00\x49\xB3\xE7\x32\x00\x00\x00\x00\xD4\x1B\x1E\x4F\x00\x00\x00\x00\x77\xDA\xB1\x34\x00\x00\x00\x00\x8B\xFD\x8E\x76\x00\x00\x00\x00\x24\x1C\xB4\x7C\x00\x00\x00\x00\x28\x43\x03\xF9\x00\x00\x00\x00\x66\x52\xC2\x1C\x00\x00\x00\x00\x72\x70\x07\x82\x00\x00\x00\x00\x94\x66\xBA\xF5\x00\x00\x00\x00\x0A\x7A\xF2\xE6\x5D\xB1\x15\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

