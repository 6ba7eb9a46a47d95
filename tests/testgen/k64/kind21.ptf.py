# PTF test for /tmp/tg64/k64/kind21/main
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

logger = logging.getLogger('/tmp/tg64/k64/kind21/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tg64/k64/kind21/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tg64/k64/kind21/main')

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
        ig_port = 29
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\xE9\x13\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53\x15\x68\x51\x39\x04\xF5\x3B\xA5\x86\x59\x40\x9B\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.037

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xD0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\x00\x00\x00\x00\x00\x00\x40\x00\x00\x65\xCE\x26\x24\x60\xA9\x5E\x1E\xCE\xB1\x32\x14\xE4\x63\x04\x2B\x23\xA7\x9D\x4C\x72\xAE\xD4\x4B\x23\x31\x8A\xC8\x8A\x71\x18\x4D\xE7\x45\x59\x07\xE2\x14\x82\xCB\x96\x28\x78\x95\x07\xA1\x0F\xDB\xF1\xD0\xF6\x4C\xCA\xDA\xF6\x02\x83\xCF\xC5\xC6\x23\xD4\xD1\xD5\xA9\xEE\x72\x34\x0B\x9B\xC7\x06\x89\x30\x81\xCD\xC3\xF6\xD4\xFD\x0C\xC9\xBF\xF8\x8A\x64\xCB\x80\x6A\x07\xA7\x03\x7E\x39\x27\x4D\xB1\xC4\x35\x71\xF3\x2F\x25\x41\x69\xFF\x92\xB7\x88\x90\x14\x97\x1A\x32\x96\xD8\x3B\x23\xD3\xA0\xB3\x23\x5D\x2E\x42\xCF\x84\xBE\x96\xDC\xBA\x4A\xF4\xDF\x85\x5C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.038

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 54
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xD3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x19\x00\x00\x00\x00\x00\x00\x40\x00\x00\x4A\xCC\xF6\x43\x4B\xD0\x20\x70\x3F\x04\xC6\x11\x9D\x5E\x2A\xF9\x80\x8F\x9F\xAD\x2E\x6A\xFD\x3B\xCE\xF8\x37\x6D\x42\x91\xEF\xE3\x74\x95\xF4\x51\xC3\x17\x70\x3E\x2D\x47\x78\x94\xEA\x3B\xCE\xAF\x9C\x1F\xC9\xD2\x90\x47\x3F\xE7\x57\xD7\x8F\x56\x2D\xF7\xB9\x15\xCE\x8D\x85\xBD\xA8\x3B\x54\x85\xCD\x89\xF0\xD5\x2F\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8\x06\xB5\xC3\x65\x65\x74\xC9\xA4\x05\x16\xDD\x45\x2C\x1A\x6F\x35\x1F\xD0\x38\xC7\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.04

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x60\xBF\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C'
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.042

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x8D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCB\x00\x00\x00\x00\x00\x00\x40\x00\x00\x73\xA4\xC8\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.042

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xC8\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8E\x00\x00\x00\x00\x00\x00\x40\x00\x00\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.042

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xFC\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCE\x00\x00\x00\x00\x00\x00\x40\x00\x00\x29\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0A9ABEF5), ('P4rIngress.aggregator.bitmap_seq.seq', 0x880AD2FD)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x880AD2FD, 2575)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x9B)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x5C727BFF), ('P4rIngress.aggregator.values_v00000.hi', 0x53B5027D)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x42629309), ('P4rIngress.aggregator.values_v00001.hi', 0x86D1A56E)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x45DF083B), ('P4rIngress.aggregator.values_v00010.hi', 0xB7BC797D)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4A74965F), ('P4rIngress.aggregator.values_v00011.hi', 0x7AF2D1AE)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x7D5E3C0B), ('P4rIngress.aggregator.values_v00100.hi', 0x72213EF8)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xAF570FB7), ('P4rIngress.aggregator.values_v00101.hi', 0x94D258D7)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x677364AD), ('P4rIngress.aggregator.values_v00110.hi', 0x6C820B9F)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x7E87549F), ('P4rIngress.aggregator.values_v00111.hi', 0x42648C63)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x9C404A05), ('P4rIngress.aggregator.values_v01000.hi', 0xC7E58708)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x99216C75), ('P4rIngress.aggregator.values_v01001.hi', 0x64691A2A)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xBEDC8DA7), ('P4rIngress.aggregator.values_v01010.hi', 0xCB5B51D5)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x6072C95B), ('P4rIngress.aggregator.values_v01011.hi', 0x42493B7D)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xA664DF73), ('P4rIngress.aggregator.values_v01100.hi', 0x4533B9C9)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x238EBF76), ('P4rIngress.aggregator.values_v01101.hi', 0x4FB65594)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x412E8E37), ('P4rIngress.aggregator.values_v01110.hi', 0xB3E9E319)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xAB9560FF), ('P4rIngress.aggregator.values_v01111.hi', 0x5D326A48)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xFA93BAE8), ('P4rIngress.aggregator.values_v10000.hi', 0x53601ACD)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5C67B9F9), ('P4rIngress.aggregator.values_v10001.hi', 0xFBDC76BE)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x53971981), ('P4rIngress.aggregator.values_v10010.hi', 0xBA4B28EF)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x874CBBB9), ('P4rIngress.aggregator.values_v10011.hi', 0x3C43D3F1)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x7765C64A), ('P4rIngress.aggregator.values_v10100.hi', 0x0DDB66C8)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x564AB285), ('P4rIngress.aggregator.values_v10101.hi', 0xE95A4FBD)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x1DAB1A61), ('P4rIngress.aggregator.values_v10110.hi', 0x4A5AB596)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x9A070A6B), ('P4rIngress.aggregator.values_v10111.hi', 0x53C916FE)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x68538539), ('P4rIngress.aggregator.values_v11000.hi', 0x4246CA92)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x74590759), ('P4rIngress.aggregator.values_v11001.hi', 0x5A7BD66D)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xA8E95BA0), ('P4rIngress.aggregator.values_v11010.hi', 0x5566941B)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x8BB4E674), ('P4rIngress.aggregator.values_v11011.hi', 0x465D9E89)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x2ECE99D7), ('P4rIngress.aggregator.values_v11100.hi', 0xA2267823)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x24B6B53F), ('P4rIngress.aggregator.values_v11101.hi', 0xD3AAE964)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xEACBAA15), ('P4rIngress.aggregator.values_v11110.hi', 0x721F23C5)], 2575)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xE95A65C9), ('P4rIngress.aggregator.values_v11111.hi', 0xD8C737CF)], 2575)
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
                gc.KeyTuple('job_id', 0x7F1E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003CF),
                gc.DataTuple('slot_count', 0x00000EDC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x34A02D67),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x38CA8E2B),
                gc.KeyTuple('src_port', 0x781F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7F1E),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x03D5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x38\xCA\x8E\x2B\x00\x00\x00\x00\x78\x1F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7F\x1E\x00\x1F\x34\xA0\x2D\x67\x06\x40\x06\x2E\x88\x0A\xD2\xFD\x00\x40\x00\x00\x72\xD7\x55\x61\x51\xA4\xE7\xE5\x63\xC5\x87\xFB\xCD\xBB\x0F\x5D\x4F\x2D\xE0\x69\xA3\x87\x0F\x0A\x46\x3E\xBE\x62\x31\x86\x44\xB6\x55\x5E\xBC\x5B\xB6\xE5\x7B\xC8\xFB\x63\x64\x97\xB9\xB7\xF4\x93\x40\xE8\x75\xC6\x4D\xF6\x6D\x3B\x05\x04\xBF\x86\x7C\x81\xC6\xB4\x8B\x0F\x4F\x96\xAD\xF6\x66\xDE\xC3\x2F\xCE\xA1\x79\x2F\xDA\x1B\x9E\xFC\x97\x79\xAE\x0F\xF9\x71\x6E\xF4\xF3\x09\x4F\xD7\xAC\x73\xBC\xAD\x56\x6E\x54\x50\x47\x99\x5C\xC8\xA8\x05\xB6\xE0\x4F\x3E\x40\x17\xE3\x2D\x9A\x82\x4E\xA1\xAB\x1E\x33\xFB\x3B\x90\x73\x6A\x1F\x12\xE4\x93\x3D\xCF\xD1\x86\x53\x76\xA3\x69\x83\xCD\xC6\xAA\x5B\x11\xDC\xF2\xBC\xEE\x49\x1D\xC6\xAD\x99\x3B\x65\xD8\x64\xD5\x16\x6B\x5C\xA2\x79\xB4\x08\x8D\x4B\x98\xFB\x33\x7B\x7B\x6F\x52\x75\x89\x5B\x30\x50\xBA\xF0\x93\x8E\x63\x9C\x3D\x64\xBE\xC2\xF3\x6C\xB0\xB4\xA9\x51\x8C\x0B\xF4\x11\x9B\x2C\x5A\x4E\x57\xF6\xA7\x17\x2D\x57\x3E\x54\xA9\x0C\xF7\xEA\x56\x32\x99\xD6\xB5\x13\x9B\x64\x8B\xA1\x32\xD2\xBA\x06\xF9\x47\xB4\xAD\x4F\x27\xFC\x72\x44\x0E\x06\x28\x8F\x1B\xDD\x78\x4B\x8E\xA3\x6A\x53\x9A\x99\x13\x72\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x38\xCA\x8E\x2B\xBE\xEF\x78\x1F\x01\x20\x00\x00\x50\x34\x02\x82\x7F\x1E\x00\x1F\x34\xA0\x2D\x67\x06\x40\x00\x2E\x88\x0A\xD2\xFD\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x51\xA4\xE7\xE5\x7F\xFF\xFF\xFF\xCD\xBB\x0F\x5D\x7F\xFF\xFF\xFF\xA3\x87\x0F\x0A\x7F\xFF\xFF\xFF\x31\x86\x44\xB6\x7F\xFF\xFF\xFF\xB6\xE5\x7B\xC8\xAA\xBA\x74\x4E\xB9\xB7\xF4\x93\x7F\xFF\xFF\xFF\x4D\xF6\x6D\x3B\x7F\xFF\xFF\xFF\x7C\x81\xC6\xB4\x80\x00\x00\x00\xAD\xF6\x66\xDE\x80\x00\x00\x00\x79\x2F\xDA\x1B\x80\x00\x00\x00\xAE\x0F\xF9\x71\x7F\xFF\xFF\xFF\x4F\xD7\xAC\x73\x80\x00\x00\x00\x54\x50\x47\x99\x7F\xFF\xFF\xFF\xB6\xE0\x4F\x3E\x7F\xFF\xFF\xFF\x9A\x82\x4E\xA1\x80\x00\x00\x00\x3B\x90\x73\x6A\x19\xA6\x9F\x7B\x3D\xCF\xD1\x86\x7F\xFF\xFF\xFF\x83\xCD\xC6\xAA\x7F\xFF\xFF\xFF\xBC\xEE\x49\x1D\x80\x00\x00\x00\x65\xD8\x64\xD5\x7F\xFF\xFF\xFF\x79\xB4\x08\x8D\x7F\xFF\xFF\xFF\x7B\x7B\x6F\x52\x7F\xFF\xFF\xFF\x50\xBA\xF0\x93\x80\x00\x00\x00\x64\xBE\xC2\xF3\x7F\xFF\xFF\xFF\x51\x8C\x0B\xF4\x7F\xFF\xFF\xFF\x4E\x57\xF6\xA7\xC0\x16\xB2\xDE\x54\xA9\x0C\xF7\x80\x00\x00\x00\xD6\xB5\x13\x9B\x7F\xFF\xFF\xFF\xD2\xBA\x06\xF9\x6C\x6B\x62\x8E\x27\xFC\x72\x44\xF8\xD1\xD2\xA4\x1B\xDD\x78\x4B\x80\x00\x00\x00\x9A\x99\x13\x72\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8A\x9A\xBE\xF5\x88\x0A\xD2\xFD\x88\x0A\xD2\xFD\x20\x9B\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x06\xBA\xC0\xAA\xBA\x74\x4E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x06\x96\xA4\xD2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x19\xA6\x9F\x7B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x64\xD5\xBF\x0F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC0\x16\xB2\xDE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1D\x12\xB2\x24\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x6C\x6B\x62\x8E\xFB\xA7\x5B\xA8\xF8\xD1\xD2\xA4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x415C9C05), ('P4rIngress.aggregator.bitmap_seq.seq', 0x84EBC153)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x84EBC153, 6641)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xC9)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x3797273D), ('P4rIngress.aggregator.values_v00000.hi', 0x3108E842)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x612DDBF6), ('P4rIngress.aggregator.values_v00001.hi', 0xA0328BB3)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x6DB02020), ('P4rIngress.aggregator.values_v00010.hi', 0x819E245A)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4EA2D6BF), ('P4rIngress.aggregator.values_v00011.hi', 0x6914442C)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x70AC94B2), ('P4rIngress.aggregator.values_v00100.hi', 0xBCE4BF4B)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7441ECA9), ('P4rIngress.aggregator.values_v00101.hi', 0xACD0ABDF)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x7BF9D0A3), ('P4rIngress.aggregator.values_v00110.hi', 0x4EB60BA5)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x422738AC), ('P4rIngress.aggregator.values_v00111.hi', 0x73E7D2C0)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x88F5CE93), ('P4rIngress.aggregator.values_v01000.hi', 0x9DB7FBC7)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x9B244CFF), ('P4rIngress.aggregator.values_v01001.hi', 0x28B50F2C)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xD2CB4BE6), ('P4rIngress.aggregator.values_v01010.hi', 0xAF81955F)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x62CECE63), ('P4rIngress.aggregator.values_v01011.hi', 0x5052AD6D)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x862D2947), ('P4rIngress.aggregator.values_v01100.hi', 0x58841E16)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x10B13DC8), ('P4rIngress.aggregator.values_v01101.hi', 0x3D25F73E)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x4A438E97), ('P4rIngress.aggregator.values_v01110.hi', 0xF443B976)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xAAF54EAD), ('P4rIngress.aggregator.values_v01111.hi', 0x6B7AA269)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x3FE1AA2B), ('P4rIngress.aggregator.values_v10000.hi', 0x46F17F80)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x232EF732), ('P4rIngress.aggregator.values_v10001.hi', 0xB393AD47)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x3784D964), ('P4rIngress.aggregator.values_v10010.hi', 0x9A1DAD4F)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x98498422), ('P4rIngress.aggregator.values_v10011.hi', 0x40320955)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x335F607E), ('P4rIngress.aggregator.values_v10100.hi', 0x6425C95C)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x668F4277), ('P4rIngress.aggregator.values_v10101.hi', 0xFDDBCA30)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x6B8E1094), ('P4rIngress.aggregator.values_v10110.hi', 0x6E1F14CF)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xC6DBBE4B), ('P4rIngress.aggregator.values_v10111.hi', 0x47D9B840)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x5B979D1D), ('P4rIngress.aggregator.values_v11000.hi', 0x6CBC7D7D)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x740DF16D), ('P4rIngress.aggregator.values_v11001.hi', 0x6AA7CAB4)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x986255D7), ('P4rIngress.aggregator.values_v11010.hi', 0x4EB314E4)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x995CA477), ('P4rIngress.aggregator.values_v11011.hi', 0xD63902F4)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x122D45AB), ('P4rIngress.aggregator.values_v11100.hi', 0xB1970B89)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x563C9D96), ('P4rIngress.aggregator.values_v11101.hi', 0x5C957DBB)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x4AE6E463), ('P4rIngress.aggregator.values_v11110.hi', 0x4BAF3D09)], 6641)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xEFC1FDD1), ('P4rIngress.aggregator.values_v11111.hi', 0x4666BB44)], 6641)
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
                gc.KeyTuple('job_id', 0x4A83),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000748),
                gc.DataTuple('slot_count', 0x000016AD),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA9BD9B4D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x7720322B),
                gc.KeyTuple('src_port', 0x25F5),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4A83),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x00CC),
            ]
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
        ig_port = 56
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x77\x20\x32\x2B\x00\x00\x00\x00\x25\xF5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4A\x83\x00\x1F\xA9\xBD\x9B\x4D\x12\xA9\x02\x79\x84\xEB\xC1\x53\x00\x40\x00\x00\x65\xD6\x4B\x31\x53\x0C\x3D\x0B\x4B\x2C\x29\x43\xBD\x7A\xA9\x69\x26\xAB\xFE\x3C\xCD\x47\xA8\x59\x67\x26\x13\x63\x1B\xB4\xBF\x1A\x3B\xB9\xA9\xE3\x3A\xCC\xBF\x79\xA2\xF5\xB9\xEB\xAD\x4E\xC4\xDF\x12\x14\x9C\x6F\x54\xFF\x69\xA9\x4A\xAF\x4E\xAE\x34\x74\xF2\xF9\xE6\xCD\x6B\x52\x84\xCB\xFB\x3A\xCE\xB5\x72\x5F\x7A\x9A\xBF\x39\x9E\xF3\x4E\xF7\xA4\x99\xAB\x77\x2E\x24\xEA\xBB\x55\x93\xBD\xE4\xEE\xE5\xF2\xB1\x54\x9B\x11\xCE\x74\x6A\x20\xB6\xB4\xF5\x5C\x63\x73\x8E\x94\xA7\x85\xEA\x91\x97\xAB\x86\x5C\xFB\x29\x40\x37\x0E\x03\x35\xB8\xDB\x56\x65\x58\xDD\x5E\x98\x8C\x63\xB9\xD5\x8D\x6B\x72\x76\x41\xD4\xAB\xDF\x52\x9F\x90\xCA\x38\xB6\x4B\x1B\x76\xC8\x5E\x5D\x63\x17\x33\x76\x98\x93\x6E\xB6\x1A\x3B\x19\x1B\x4E\x5D\x49\xF9\xE7\xA8\x64\x3E\x4B\x95\x8E\xCC\x58\xF6\x71\xB5\xFE\x07\x5A\xCC\xFD\xF4\x33\xEA\x29\x7D\x20\x6B\x99\x85\x53\x56\xAA\xB8\x13\xB2\xF2\x75\x6C\xF9\xB2\x33\xBC\xCD\x63\xC5\x13\x61\x52\xA0\x79\xDA\xD0\xD9\x9C\x33\xC4\x52\xAE\x6D\x04\x15\xDA\xB5\x1E\x27\xED\x17\xDA\x73\x5B\xC2\xC0\x28\x2E\xFC\x79\xD7\x72\xB0\xD6\x4B\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x77\x20\x32\x2B\xBE\xEF\x25\xF5\x01\x20\x00\x00\x50\x34\x02\x82\x4A\x83\x00\x1F\xA9\xBD\x9B\x4D\x12\xA9\x00\x79\x84\xEB\xC1\x53\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x53\x0C\x3D\x0B\x7F\xFF\xFF\xFF\xBD\x7A\xA9\x69\x7F\xFF\xFF\xFF\xCD\x47\xA8\x59\x7F\xFF\xFF\xFF\x1B\xB4\xBF\x1A\x7F\xFF\xFF\xFF\x3A\xCC\xBF\x79\x17\x37\xA6\x94\xAD\x4E\xC4\xDF\x7F\xFF\xFF\xFF\x54\xFF\x69\xA9\x7F\xFF\xFF\xFF\x34\x74\xF2\xF9\x80\x00\x00\x00\x84\xCB\xFB\x3A\x80\x00\x00\x00\x7A\x9A\xBF\x39\x80\x00\x00\x00\xA4\x99\xAB\x77\x7F\xFF\xFF\xFF\x55\x93\xBD\xE4\x80\x00\x00\x00\x54\x9B\x11\xCE\x7F\xFF\xFF\xFF\xB4\xF5\x5C\x63\x7F\xFF\xFF\xFF\x85\xEA\x91\x97\x80\x00\x00\x00\x29\x40\x37\x0E\x43\x17\x63\x06\x56\x65\x58\xDD\x7F\xFF\xFF\xFF\xB9\xD5\x8D\x6B\x7F\xFF\xFF\xFF\xAB\xDF\x52\x9F\x80\x00\x00\x00\x4B\x1B\x76\xC8\x7F\xFF\xFF\xFF\x33\x76\x98\x93\x7F\xFF\xFF\xFF\x19\x1B\x4E\x5D\x7F\xFF\xFF\xFF\x64\x3E\x4B\x95\x80\x00\x00\x00\x71\xB5\xFE\x07\x7F\xFF\xFF\xFF\x33\xEA\x29\x7D\x7F\xFF\xFF\xFF\x53\x56\xAA\xB8\xAC\x15\x48\x4C\x6C\xF9\xB2\x33\x80\x00\x00\x00\x13\x61\x52\xA0\x7F\xFF\xFF\xFF\x9C\x33\xC4\x52\x04\xA9\xA1\xAB\xDA\xB5\x1E\x27\x37\xFE\xBE\xD6\x5B\xC2\xC0\x28\x1E\xBE\x77\xA8\x72\xB0\xD6\x4B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC1\x5C\x9C\x05\x84\xEB\xC1\x53\x84\xEB\xC1\x53\x20\xC9\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF7\xB1\x7E\xC4\x17\x37\xA6\x94\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\x1B\x53\xA1\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x43\x17\x63\x06\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\xF7\x18\x8D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAC\x15\x48\x4C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE9\x9A\x55\x94\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x04\xA9\xA1\xAB\x37\x4A\x9B\xE2\x37\xFE\xBE\xD6\x7F\xFF\xFF\xFF\x1E\xBE\x77\xA8\x7F\xFF\xFF\xFF\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x199FB347), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFF8A4E1A)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFF8A4E1A, 3741)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xB0)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x53CF6FB9), ('P4rIngress.aggregator.values_v00000.hi', 0x0AB4620F)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x60D35997), ('P4rIngress.aggregator.values_v00001.hi', 0xA6475CA3)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5DB2968B), ('P4rIngress.aggregator.values_v00010.hi', 0xA58C6912)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x7DD9D959), ('P4rIngress.aggregator.values_v00011.hi', 0x35C51C92)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x72475D12), ('P4rIngress.aggregator.values_v00100.hi', 0x5C5FF7D6)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x92645FF0), ('P4rIngress.aggregator.values_v00101.hi', 0xBCDD927B)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4C24916E), ('P4rIngress.aggregator.values_v00110.hi', 0x67130564)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x6976E93A), ('P4rIngress.aggregator.values_v00111.hi', 0x21BD4B95)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x90AE7F01), ('P4rIngress.aggregator.values_v01000.hi', 0xBBB56A83)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x88D36C57), ('P4rIngress.aggregator.values_v01001.hi', 0x6F620EE5)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x976F3ED3), ('P4rIngress.aggregator.values_v01010.hi', 0xB07A08AA)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x1C93D984), ('P4rIngress.aggregator.values_v01011.hi', 0x5D935F4F)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x85D28473), ('P4rIngress.aggregator.values_v01100.hi', 0x267E632B)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x6B2B48E3), ('P4rIngress.aggregator.values_v01101.hi', 0x6D5AF597)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x4250BE02), ('P4rIngress.aggregator.values_v01110.hi', 0xA1C6934A)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x8E3C52E9), ('P4rIngress.aggregator.values_v01111.hi', 0x766E10AE)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x6A72456B), ('P4rIngress.aggregator.values_v10000.hi', 0x66F1ACC6)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7363A7F3), ('P4rIngress.aggregator.values_v10001.hi', 0x88B96FB1)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x6931F3D9), ('P4rIngress.aggregator.values_v10010.hi', 0x986F7335)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xBBC71DBB), ('P4rIngress.aggregator.values_v10011.hi', 0x5655D15D)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x6E04320D), ('P4rIngress.aggregator.values_v10100.hi', 0x3E580CE8)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x22FA3F1B), ('P4rIngress.aggregator.values_v10101.hi', 0xFCD41872)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x50D76E9F), ('P4rIngress.aggregator.values_v10110.hi', 0x6E109C62)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x8AA8DB73), ('P4rIngress.aggregator.values_v10111.hi', 0x2CFABEDE)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x665F0339), ('P4rIngress.aggregator.values_v11000.hi', 0x67D76597)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x51D7AE8C), ('P4rIngress.aggregator.values_v11001.hi', 0x62C680EC)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xEDCBFE9B), ('P4rIngress.aggregator.values_v11010.hi', 0x5FAD128A)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x91B6A435), ('P4rIngress.aggregator.values_v11011.hi', 0x2C55D932)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x9DCD1DA3), ('P4rIngress.aggregator.values_v11100.hi', 0x5EB0B6F7)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x54A82996), ('P4rIngress.aggregator.values_v11101.hi', 0x25D0BBB3)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xE6D7DE6C), ('P4rIngress.aggregator.values_v11110.hi', 0x5C0DFBBB)], 3741)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x4991BBDB), ('P4rIngress.aggregator.values_v11111.hi', 0x3970D5C9)], 3741)
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
                gc.KeyTuple('job_id', 0x4849),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000001F8),
                gc.DataTuple('slot_count', 0x00001621),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7C52B04B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xBB716C4E),
                gc.KeyTuple('src_port', 0x3686),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4849),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x03D5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBB\x71\x6C\x4E\x00\x00\x00\x00\x36\x86\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x48\x49\x00\x1F\x7C\x52\xB0\x4B\x0C\xA5\x06\x6C\xFF\x8A\x4E\x1A\x00\x40\x00\x00\x55\xAC\x49\x21\x7A\x6E\x5A\x09\x32\x38\x86\xE5\xA9\x39\x39\xB9\x44\x1A\xA7\x6E\xA2\xF7\xE7\x53\x2F\x03\x89\x88\x4E\xD1\xD4\xD3\x4D\x69\x79\xF4\x8B\x43\x61\xB4\x37\xF7\x8E\xB3\xAD\x60\x98\x52\x44\x3A\xBD\x17\x55\x6D\x86\x24\x49\x4F\x19\x11\x71\x2D\x9C\x16\x93\x2E\x6C\x83\xAF\xC4\xEE\x7A\xBE\x98\xD4\x93\x17\x19\x9A\xAF\xE2\x84\x4F\x30\xA9\x71\x7D\x9A\x68\x65\xFF\x9D\x34\xDF\xA3\x67\xCD\x56\xAA\x96\x61\x70\xCD\x3B\x17\xCC\xFC\xA2\x86\xF8\xD3\x3B\x6F\x92\xDC\x2E\xAA\x49\xB6\x2C\xBD\xE1\x57\xDC\x23\x03\xCF\xD9\xA8\x2E\xE7\xB7\x26\xE8\xBF\xD2\x4C\x91\x26\x1F\xCD\xE5\xA2\x38\x59\xE6\x3B\xBD\xC7\x95\x17\x17\xA1\x06\x31\x89\x6F\xCA\x52\x19\x65\xF7\xB2\xB1\x5D\x53\x50\xDB\x5D\x91\x2D\xAB\x8B\x52\xF1\x7A\x5C\x1B\xB7\x1C\x4A\x7E\xDF\xFD\xDC\xAA\x79\x8D\x5D\x2B\x0E\xAE\x6D\xD2\x02\x8E\x22\x81\xBB\x0F\x56\x34\x0B\x2E\x53\x2C\xE5\x2E\x1C\xF7\x16\x99\x7B\xBD\x0A\x42\xA7\xBD\xF5\x73\x67\x38\x17\x2E\x58\xA5\x9A\xF3\x3E\x0E\x54\xE5\x54\x8C\x8F\xD2\x5E\x09\x0C\xB3\xC2\x43\x5A\xBB\x42\x54\xCC\xB1\xB2\xAC\xE8\xDB\x6E\xF5\xCD\xD3\xC4\x8D\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBB\x71\x6C\x4E\xBE\xEF\x36\x86\x01\x20\x00\x00\x50\x34\x02\x82\x48\x49\x00\x1F\x7C\x52\xB0\x4B\x0C\xA5\x00\x6C\xFF\x8A\x4E\x1A\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x7A\x6E\x5A\x09\x7F\xFF\xFF\xFF\xA9\x39\x39\xB9\x7F\xFF\xFF\xFF\xA2\xF7\xE7\x53\x7F\xFF\xFF\xFF\x4E\xD1\xD4\xD3\x7F\xFF\xFF\xFF\x8B\x43\x61\xB4\xCA\x5B\xEE\xA3\xAD\x60\x98\x52\x7F\xFF\xFF\xFF\x55\x6D\x86\x24\x7F\xFF\xFF\xFF\x71\x2D\x9C\x16\x80\x00\x00\x00\xAF\xC4\xEE\x7A\x80\x00\x00\x00\x17\x19\x9A\xAF\x80\x00\x00\x00\xA9\x71\x7D\x9A\x7F\xFF\xFF\xFF\x34\xDF\xA3\x67\x80\x00\x00\x00\x61\x70\xCD\x3B\x7F\xFF\xFF\xFF\x86\xF8\xD3\x3B\x7F\xFF\xFF\xFF\xAA\x49\xB6\x2C\x80\x00\x00\x00\x23\x03\xCF\xD9\x12\xA1\x2D\x22\x26\xE8\xBF\xD2\x7F\xFF\xFF\xFF\xCD\xE5\xA2\x38\x7F\xFF\xFF\xFF\xC7\x95\x17\x17\x80\x00\x00\x00\x6F\xCA\x52\x19\x7F\xFF\xFF\xFF\x5D\x53\x50\xDB\x7F\xFF\xFF\xFF\x8B\x52\xF1\x7A\x7F\xFF\xFF\xFF\x4A\x7E\xDF\xFD\x80\x00\x00\x00\x5D\x2B\x0E\xAE\x7F\xFF\xFF\xFF\x22\x81\xBB\x0F\x7F\xFF\xFF\xFF\x53\x2C\xE5\x2E\x0A\xC3\x15\x34\x7B\xBD\x0A\x42\x80\x00\x00\x00\x67\x38\x17\x2E\xF6\x72\xB8\x96\x3E\x0E\x54\xE5\x7F\xFF\xFF\xFF\x5E\x09\x0C\xB3\xA9\x1B\x39\x27\x42\x54\xCC\xB1\xFC\x3E\xA4\xB6\x6E\xF5\xCD\xD3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x99\x9F\xB3\x47\xFF\x8A\x4E\x1A\xFF\x8A\x4E\x1A\x20\xB0\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE7\xA3\x59\x8A\xCA\x5B\xEE\xA3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\x53\xC8\xD2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x12\xA1\x2D\x22\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x88\x27\x09\xEC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0A\xC3\x15\x34\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF6\x72\xB8\x96\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA9\x1B\x39\x27\x7F\xFF\xFF\xFF\xFC\x3E\xA4\xB6\x7F\xFF\xFF\xFF\xC4\x8D\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4CAFD426), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4A988C80)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4A988C80, 5469)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xEE)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x4FF62BAB), ('P4rIngress.aggregator.values_v00000.hi', 0x333D2F73)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x4D594083), ('P4rIngress.aggregator.values_v00001.hi', 0xABC365A2)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5ECCC8F7), ('P4rIngress.aggregator.values_v00010.hi', 0x938433BD)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x727C9F59), ('P4rIngress.aggregator.values_v00011.hi', 0x63E6AE5F)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x4DDD0A69), ('P4rIngress.aggregator.values_v00100.hi', 0x387236F5)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x13D1D4AB), ('P4rIngress.aggregator.values_v00101.hi', 0xB37ACE78)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x50E65DCC), ('P4rIngress.aggregator.values_v00110.hi', 0x496D961B)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x6D4634EE), ('P4rIngress.aggregator.values_v00111.hi', 0x789A1C9E)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x83D9B10B), ('P4rIngress.aggregator.values_v01000.hi', 0x8CF0C3BD)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x89A8DE3C), ('P4rIngress.aggregator.values_v01001.hi', 0x44AFC7D5)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xABD65CB7), ('P4rIngress.aggregator.values_v01010.hi', 0x448DBA96)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x4D7652B9), ('P4rIngress.aggregator.values_v01011.hi', 0x60EE8A0A)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x43099B77), ('P4rIngress.aggregator.values_v01100.hi', 0xCE171018)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xEA5E768D), ('P4rIngress.aggregator.values_v01101.hi', 0xF4CBB0E4)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x74E0A876), ('P4rIngress.aggregator.values_v01110.hi', 0xB1CBC664)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xC5C83B69), ('P4rIngress.aggregator.values_v01111.hi', 0x34C33AB5)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xB5FD3B94), ('P4rIngress.aggregator.values_v10000.hi', 0xF52A9E5D)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xB656CFAB), ('P4rIngress.aggregator.values_v10001.hi', 0x1C41B4A9)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xBB1BD3ED), ('P4rIngress.aggregator.values_v10010.hi', 0x945B697C)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xBCBB3A6D), ('P4rIngress.aggregator.values_v10011.hi', 0x92FCD809)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x35A5D4D4), ('P4rIngress.aggregator.values_v10100.hi', 0x7762BD3F)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x5AC719EE), ('P4rIngress.aggregator.values_v10101.hi', 0x9A623D3C)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x79678F3B), ('P4rIngress.aggregator.values_v10110.hi', 0x713C4DF7)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x2E3C5A0B), ('P4rIngress.aggregator.values_v10111.hi', 0xA66F3918)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x71893419), ('P4rIngress.aggregator.values_v11000.hi', 0xC6ECCF51)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x55EEE192), ('P4rIngress.aggregator.values_v11001.hi', 0x565D3665)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xA8A5EBD9), ('P4rIngress.aggregator.values_v11010.hi', 0xA8EF6E4C)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x7E9D2586), ('P4rIngress.aggregator.values_v11011.hi', 0x7216AB89)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x4872C1D7), ('P4rIngress.aggregator.values_v11100.hi', 0x7B065A99)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x4C6F61B2), ('P4rIngress.aggregator.values_v11101.hi', 0x59E1D4A4)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x36EFDAA4), ('P4rIngress.aggregator.values_v11110.hi', 0x791FD99F)], 5469)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x9D8D1537), ('P4rIngress.aggregator.values_v11111.hi', 0xFB35CD2B)], 5469)
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
                gc.KeyTuple('job_id', 0x17A6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C00),
                gc.DataTuple('slot_count', 0x00001400),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x265CE5D2),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x78744EC3),
                gc.KeyTuple('src_port', 0xE343),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x17A6),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0317),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x78\x74\x4E\xC3\x00\x00\x00\x00\xE3\x43\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x17\xA6\x00\x1F\x26\x5C\xE5\xD2\x09\x5D\x02\x55\x4A\x98\x8C\x80\x00\x40\x00\x00\x53\x6D\xF1\xDC\x61\x4C\x1A\x17\x72\xD3\x7F\xB8\x89\x52\x8D\x00\x5A\x98\xC9\x22\xB0\x7D\xF6\xB7\x23\x86\x38\xA3\x4D\x12\x99\x1F\x79\xEA\x00\xCC\x3B\xFE\x76\xC5\xCA\xD6\x89\xA7\x81\x30\x6B\xAB\x5A\x30\x52\xDE\x48\xA5\x3F\x76\x46\x4E\x45\xE9\x54\x66\xCB\xBF\x89\xAE\xB4\x45\x91\x98\x7B\x33\xDA\x6B\xBF\xF4\x4E\xD0\xD2\xDD\x85\xE6\x91\x54\x89\xB4\x71\x42\x37\x35\xFC\x13\x64\x8F\x43\x1A\x7B\x37\x31\x3D\x9F\xD6\xAD\x29\x8A\x4B\x87\xD4\xB6\x6A\x1D\x0C\x14\x4E\x73\xD4\x31\x4D\x48\x7D\xB4\x5F\x29\x46\x53\xDE\x86\x93\x56\x7B\xDE\xB7\x85\x9A\xE5\xCD\x9A\xA8\x13\x3A\x74\x66\xB9\xAB\x83\xD9\xC2\x8B\x3D\xE9\xF3\x99\x85\x9D\x3A\x0F\xB9\x59\xA9\x21\x56\x68\x95\x18\x11\xDC\x59\x20\x43\xC4\x2C\x3C\x83\x12\x99\x3A\x45\xBA\x30\xE4\x3C\xB0\xEB\x4E\x56\xEC\xF4\x3B\x8A\x9D\x87\xB3\x61\xE6\xE9\xDD\x88\x9A\x87\x57\x59\x64\x56\xD9\x75\x68\xD4\xB5\x1B\xD3\x59\x5F\x33\xA3\xEC\xD4\x7C\xDF\xA7\xD5\x46\x06\x5F\x9E\x55\x5B\xC8\x2B\x46\x03\x4A\xD9\x6C\x2B\xCC\xC0\x54\xA9\x97\x66\x56\xE7\xBE\xB5\xE8\xDC\xAA\x9D\xE8\xC5\x35\xA4\x1B\xB2\x8A\x7D\xAD\x71\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x78\x74\x4E\xC3\xBE\xEF\xE3\x43\x01\x20\x00\x00\x50\x34\x02\x82\x17\xA6\x00\x1F\x26\x5C\xE5\xD2\x09\x5D\x00\x55\x4A\x98\x8C\x80\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x61\x4C\x1A\x17\x7F\xFF\xFF\xFF\x89\x52\x8D\x00\x7F\xFF\xFF\xFF\xB0\x7D\xF6\xB7\x7F\xFF\xFF\xFF\x4D\x12\x99\x1F\x7F\xFF\xFF\xFF\x3B\xFE\x76\xC5\xDE\xA8\x5E\x52\x81\x30\x6B\xAB\x7F\xFF\xFF\xFF\x48\xA5\x3F\x76\x7F\xFF\xFF\xFF\x54\x66\xCB\xBF\x80\x00\x00\x00\x91\x98\x7B\x33\x80\x00\x00\x00\x4E\xD0\xD2\xDD\x80\x00\x00\x00\x89\xB4\x71\x42\x7F\xFF\xFF\xFF\x64\x8F\x43\x1A\x7F\xFF\xFF\xFF\x9F\xD6\xAD\x29\x80\x00\x00\x00\xB6\x6A\x1D\x0C\x7F\xFF\xFF\xFF\x31\x4D\x48\x7D\x80\x00\x00\x00\x53\xDE\x86\x93\x0C\x79\x1A\x4B\x85\x9A\xE5\xCD\x80\x00\x00\x00\x74\x66\xB9\xAB\x80\x00\x00\x00\x3D\xE9\xF3\x99\x80\x00\x00\x00\xB9\x59\xA9\x21\x7F\xFF\xFF\xFF\x11\xDC\x59\x20\x7F\xFF\xFF\xFF\x83\x12\x99\x3A\x7F\xFF\xFF\xFF\x3C\xB0\xEB\x4E\x7F\xFF\xFF\xFF\x8A\x9D\x87\xB3\x7F\xFF\xFF\xFF\x88\x9A\x87\x57\x7F\xFF\xFF\xFF\x75\x68\xD4\xB5\xC4\x79\x45\x38\x33\xA3\xEC\xD4\x7F\xFF\xFF\xFF\x46\x06\x5F\x9E\x7F\xFF\xFF\xFF\x46\x03\x4A\xD9\x7F\xFF\xFF\xFF\x54\xA9\x97\x66\x7F\xFF\xFF\xFF\xE8\xDC\xAA\x9D\x86\x52\x4A\xDB\x1B\xB2\x8A\x7D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xCC\xAF\xD4\x26\x4A\x98\x8C\x80\x4A\x98\x8C\x80\x20\xEE\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x74\x70\xAD\xBA\xDE\xA8\x5E\x52\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCE\x42\x2B\xD8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xAB\x35\xCD\xF0\x7F\xFF\xFF\xFF\xE3\x19\x0E\xE1\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0C\x79\x1A\x4B\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD2\x45\x5D\x15\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC4\x79\x45\x38\xDC\x93\x5B\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x61\xFC\x84\x3C\x86\x52\x4A\xDB\x16\xE8\x57\xA8\xAD\x71\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0C76DBEC), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6B3F43CF)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6B3F43CF, 4662)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xB7)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x53A9F897), ('P4rIngress.aggregator.values_v00000.hi', 0x5B1EB16A)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x30D2EB7B), ('P4rIngress.aggregator.values_v00001.hi', 0x94728BD1)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x7FBBD767), ('P4rIngress.aggregator.values_v00010.hi', 0xB5F9DEF6)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x79777E3A), ('P4rIngress.aggregator.values_v00011.hi', 0x6BBD6972)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x6E38DB92), ('P4rIngress.aggregator.values_v00100.hi', 0xDB870D94)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x2BA83D1B), ('P4rIngress.aggregator.values_v00101.hi', 0xBD92B773)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4EEF951A), ('P4rIngress.aggregator.values_v00110.hi', 0x5764EBE7)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x76E1CF7B), ('P4rIngress.aggregator.values_v00111.hi', 0x59CABD46)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x89C2FCE5), ('P4rIngress.aggregator.values_v01000.hi', 0xD26E9639)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xA7E7D51E), ('P4rIngress.aggregator.values_v01001.hi', 0x5B777768)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xD880EB51), ('P4rIngress.aggregator.values_v01010.hi', 0x8F16D353)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x44F2369F), ('P4rIngress.aggregator.values_v01011.hi', 0x73A43315)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x902E4B62), ('P4rIngress.aggregator.values_v01100.hi', 0x496653DE)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x7A2A151B), ('P4rIngress.aggregator.values_v01101.hi', 0xDE92EE27)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x532222A1), ('P4rIngress.aggregator.values_v01110.hi', 0xA61B4FE1)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x90470C7B), ('P4rIngress.aggregator.values_v01111.hi', 0xE38A6A67)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xA862CF0D), ('P4rIngress.aggregator.values_v10000.hi', 0xA197470D)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x55BE526D), ('P4rIngress.aggregator.values_v10001.hi', 0x692AFAE8)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x87BF30A5), ('P4rIngress.aggregator.values_v10010.hi', 0x200ABBC6)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x2CB84626), ('P4rIngress.aggregator.values_v10011.hi', 0x909385D2)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xB1DB7963), ('P4rIngress.aggregator.values_v10100.hi', 0x2DEB378F)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xEF72ED79), ('P4rIngress.aggregator.values_v10101.hi', 0x84295197)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xE755930B), ('P4rIngress.aggregator.values_v10110.hi', 0xE16F7332)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x42F6CEBB), ('P4rIngress.aggregator.values_v10111.hi', 0x29D6C38B)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xB6554C69), ('P4rIngress.aggregator.values_v11000.hi', 0xDFC9CEA9)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x7B5AE490), ('P4rIngress.aggregator.values_v11001.hi', 0x48056107)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x422ACA39), ('P4rIngress.aggregator.values_v11010.hi', 0x1D66AAF1)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xE1E42FE9), ('P4rIngress.aggregator.values_v11011.hi', 0x5E848F6F)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x6C8AC69F), ('P4rIngress.aggregator.values_v11100.hi', 0xB8D39615)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xBBC86575), ('P4rIngress.aggregator.values_v11101.hi', 0x7D291C2F)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xAED44A58), ('P4rIngress.aggregator.values_v11110.hi', 0x6898346A)], 4662)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xD6F9B68B), ('P4rIngress.aggregator.values_v11111.hi', 0x4EC98618)], 4662)
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
                gc.KeyTuple('job_id', 0xC707),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005C5),
                gc.DataTuple('slot_count', 0x0000125A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2860D7B3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x5CD3911B),
                gc.KeyTuple('src_port', 0xA9F4),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC707),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5C\xD3\x91\x1B\x00\x00\x00\x00\xA9\xF4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC7\x07\x00\x1F\x28\x60\xD7\xB3\x0C\x71\x04\x49\x6B\x3F\x43\xCF\x00\x40\x00\x00\x5A\xAC\xF2\xD9\x29\x74\x94\xEF\x72\x21\xC2\x4B\xAE\x25\x2B\xA3\x32\xAF\x1F\x13\xC4\x25\xE7\xE7\x7B\x95\x12\x86\x73\x49\xF9\x6B\x52\x0A\x52\xB6\xDF\xCC\x55\xB8\x89\xBD\xB1\x69\x99\xAA\x88\x77\x57\x63\xD4\x8A\x55\x8D\x43\x33\x67\xF3\xDC\x37\x4A\xF2\xB1\xF7\xBA\x46\x9E\xEF\x9B\x3D\xB4\x7D\xBC\x13\xB7\x46\x45\x3E\xB4\xCC\x88\xA7\xB6\x51\xE5\x52\x70\xF3\x4D\x4D\xB1\x67\x1D\xDC\x4F\x1F\xD1\x36\xE6\x0E\x65\x30\x5B\xC7\x4B\x2F\xDA\x9B\xD3\xB6\xCA\xFB\x7D\xAC\x2D\x82\xCB\x93\x97\x35\xB6\xD2\x9C\xE3\xC7\xDB\x49\xB6\xBB\x2A\x31\x25\xAF\x4F\xB1\x97\x56\x0D\xE3\x96\x19\x99\xD8\x9C\xA9\x33\x9D\x2B\xB8\xF2\xF3\xDA\x64\x52\xF6\xAB\xAD\xEB\x95\xBC\x17\x38\xCB\xF1\x2C\xD9\xE0\xD3\x1D\xD8\x8E\x1F\xAF\xB5\x9D\x26\x8E\x80\x2D\xE2\x57\x27\xBF\xBE\x6E\x96\x87\x1D\x57\x1B\x0B\xA5\x87\x2E\xF4\x8F\x0C\x6A\x36\xB3\x07\xF0\x0D\x10\x5A\xDC\x55\x9B\x69\xA6\x65\x4D\xD9\x33\x07\xCE\x45\xB3\xA9\x9B\x43\x25\x6F\x65\x4D\x1C\xFA\x9E\xB2\x63\x33\x1C\xA9\xCC\xC7\x27\xBD\x5A\xE4\x95\xBD\x56\xED\xC9\x4E\x1E\x76\x4A\x78\x9D\xDB\xBE\x5E\x2E\x11\xB5\xDD\x3D\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5C\xD3\x91\x1B\xBE\xEF\xA9\xF4\x01\x20\x00\x00\x50\x34\x02\x82\xC7\x07\x00\x1F\x28\x60\xD7\xB3\x0C\x71\x00\x49\x6B\x3F\x43\xCF\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x29\x74\x94\xEF\x7F\xFF\xFF\xFF\xAE\x25\x2B\xA3\x7F\xFF\xFF\xFF\xC4\x25\xE7\xE7\x7F\xFF\xFF\xFF\x73\x49\xF9\x6B\x7F\xFF\xFF\xFF\xDF\xCC\x55\xB8\xB5\x65\xEE\x84\x99\xAA\x88\x77\x7F\xFF\xFF\xFF\x55\x8D\x43\x33\x7F\xFF\xFF\xFF\x4A\xF2\xB1\xF7\x80\x00\x00\x00\x9B\x3D\xB4\x7D\x80\x00\x00\x00\x45\x3E\xB4\xCC\x80\x00\x00\x00\xE5\x52\x70\xF3\x7F\xFF\xFF\xFF\x1D\xDC\x4F\x1F\x80\x00\x00\x00\x65\x30\x5B\xC7\x7F\xFF\xFF\xFF\xD3\xB6\xCA\xFB\x7F\xFF\xFF\xFF\xCB\x93\x97\x35\x80\x00\x00\x00\xC7\xDB\x49\xB6\x80\x00\x00\x00\xAF\x4F\xB1\x97\x7F\xFF\xFF\xFF\x19\x99\xD8\x9C\x80\x00\x00\x00\xB8\xF2\xF3\xDA\x7F\xFF\xFF\xFF\xAD\xEB\x95\xBC\xC9\x14\x45\x54\x2C\xD9\xE0\xD3\x0D\x4B\x7B\x98\xAF\xB5\x9D\x26\x80\x00\x00\x00\x57\x27\xBF\xBE\x7F\xFF\xFF\xFF\x57\x1B\x0B\xA5\x80\x00\x00\x00\x0C\x6A\x36\xB3\x7F\xFF\xFF\xFF\x5A\xDC\x55\x9B\x7F\xFF\xFF\xFF\xD9\x33\x07\xCE\x27\x97\xD9\x84\x43\x25\x6F\x65\x7F\xFF\xFF\xFF\xB2\x63\x33\x1C\x80\x00\x00\x00\xBD\x5A\xE4\x95\x80\x00\x00\x00\x4E\x1E\x76\x4A\x4F\x97\x92\x49\x5E\x2E\x11\xB5\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8C\x76\xDB\xEC\x6B\x3F\x43\xCF\x6B\x3F\x43\xCF\x20\xB7\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBB\x53\x63\x4C\xB5\x65\xEE\x84\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB2\x49\xB9\x22\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xAB\x65\xB4\x1D\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD8\xFD\xAF\xA0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC9\x14\x45\x54\x5A\xC5\x18\x62\x0D\x4B\x7B\x98\x80\x00\x00\x00\x80\x00\x00\x00\x38\x97\x32\xF0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xEC\x34\x05\x5C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF6\x99\xB2\xBF\x27\x97\xD9\x84\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x3A\x84\x00\xC4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4F\x97\x92\x49\x7F\xFF\xFF\xFF\xDD\x3D\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x431FA40B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5A95AB39)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5A95AB39, 3870)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xCE)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x2F2D9D6B), ('P4rIngress.aggregator.values_v00000.hi', 0x32B314DB)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x463B43AF), ('P4rIngress.aggregator.values_v00001.hi', 0xE31F0E7A)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x78298B8D), ('P4rIngress.aggregator.values_v00010.hi', 0xA33E35C7)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x56520B9F), ('P4rIngress.aggregator.values_v00011.hi', 0x303DEF15)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x2594C4AD), ('P4rIngress.aggregator.values_v00100.hi', 0xD75E73CF)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x21D5AB4C), ('P4rIngress.aggregator.values_v00101.hi', 0xA8FC7BEB)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x5B5C2628), ('P4rIngress.aggregator.values_v00110.hi', 0x612ACF95)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x55A474D4), ('P4rIngress.aggregator.values_v00111.hi', 0x356F2A08)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xB562AC3B), ('P4rIngress.aggregator.values_v01000.hi', 0xB3772E7F)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xA4BE50BF), ('P4rIngress.aggregator.values_v01001.hi', 0x2148D045)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x9DA23F5A), ('P4rIngress.aggregator.values_v01010.hi', 0x84A5CE23)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x6CDD4674), ('P4rIngress.aggregator.values_v01011.hi', 0x13C04B34)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xD68F269A), ('P4rIngress.aggregator.values_v01100.hi', 0x3629D533)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x52A3DDD1), ('P4rIngress.aggregator.values_v01101.hi', 0x44EF31DB)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x6F6B04C6), ('P4rIngress.aggregator.values_v01110.hi', 0x92CAD13C)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xCD364975), ('P4rIngress.aggregator.values_v01111.hi', 0x34C2DB53)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xBA0470BA), ('P4rIngress.aggregator.values_v10000.hi', 0xF9AFE86C)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7AF4718C), ('P4rIngress.aggregator.values_v10001.hi', 0x4926C36F)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xD00DFCD1), ('P4rIngress.aggregator.values_v10010.hi', 0x2FE5BC6E)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x1C3AB1DB), ('P4rIngress.aggregator.values_v10011.hi', 0xDD3FCA87)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xEC9C8C02), ('P4rIngress.aggregator.values_v10100.hi', 0x1998DAE7)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xAD45A87A), ('P4rIngress.aggregator.values_v10101.hi', 0xB1E6CF12)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xAFFED817), ('P4rIngress.aggregator.values_v10110.hi', 0x1D56F9F6)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x4B86E48A), ('P4rIngress.aggregator.values_v10111.hi', 0x5AC55EDB)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x9C9E539D), ('P4rIngress.aggregator.values_v11000.hi', 0x91BE0DDB)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x0B05857D), ('P4rIngress.aggregator.values_v11001.hi', 0x651DB6EF)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x5C694189), ('P4rIngress.aggregator.values_v11010.hi', 0xDF60B8DF)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x709A7344), ('P4rIngress.aggregator.values_v11011.hi', 0x7617AB93)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x22B3A5B3), ('P4rIngress.aggregator.values_v11100.hi', 0x2D37131B)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x6697E5B1), ('P4rIngress.aggregator.values_v11101.hi', 0x1290AEB1)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xFA3D8C9F), ('P4rIngress.aggregator.values_v11110.hi', 0x6C726651)], 3870)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x4FE9F3E3), ('P4rIngress.aggregator.values_v11111.hi', 0xAEE5259D)], 3870)
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
                gc.KeyTuple('job_id', 0x6936),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006FC),
                gc.DataTuple('slot_count', 0x00000F8B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x46FECE77),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x4AE2CE4C),
                gc.KeyTuple('src_port', 0x4198),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6936),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0165),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4A\xE2\xCE\x4C\x00\x00\x00\x00\x41\x98\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x69\x36\x00\x1F\x46\xFE\xCE\x77\x08\x22\x04\xBB\x5A\x95\xAB\x39\x00\x40\x00\x00\x7F\x3F\xFD\x1D\x58\x9F\x76\xFB\x4C\x43\xD8\xAB\x89\xE5\x95\x94\x40\x0D\x9E\xCB\xB5\xC3\x92\xC3\x2E\xD3\xEC\x45\x55\x1D\xCB\x64\x78\x18\xF5\x63\xCE\xFC\xE7\x85\xB6\x30\xAB\xFB\xCF\xE0\x18\x29\x44\x58\x72\x2A\x33\x7B\xB3\x89\x65\xAD\xF1\xAE\x4C\xE7\xBB\xB8\xA5\x28\xE9\xDD\x9F\x64\x16\x2C\x9E\x1E\xB8\x4F\x7D\x6A\xA1\xC2\xD4\x20\x3C\x9B\xAC\xB9\x3B\xC2\x1A\xE3\xC3\x02\x6F\xBF\x4A\x3A\x9D\x69\x6F\xA8\x58\xFB\xA0\x4E\x55\xE0\x83\x1A\xAC\x3D\x16\x99\x14\xED\x3B\x38\x80\xD1\x51\x1F\xA5\x56\xC7\x25\x2E\x60\x0B\x98\xA2\x3E\x5B\x1D\x85\x37\xA1\xEB\x38\xA8\xD2\xB9\x57\x34\xC7\x8D\xAD\xCC\xAC\xD1\x95\x52\x4F\x65\x7E\x2A\x78\x47\x9E\x67\x99\xF6\x3D\x47\x66\xB7\xDE\xBD\x75\x25\xF4\xFC\xA3\x9A\xB8\x02\x89\xC8\xA5\x60\x6C\xB1\xF3\x56\x50\x73\x6B\xB0\x61\x9F\x70\xEB\x97\x77\x8C\xB3\x10\xB9\x78\x9B\x3F\x6A\x78\x48\x62\xFF\x45\xFE\x55\xC4\x43\x58\x31\x1D\xBA\x3A\x57\x04\x31\xF2\x1B\xFA\x72\x4C\xD2\xB7\x65\x80\x84\x71\x93\x75\xFA\x18\x58\x97\xB4\x96\x38\x72\xA0\xAD\x4A\x00\xA9\x61\x59\xF2\x2F\xD3\x50\x8A\xAE\xA9\x4C\xBC\xF7\x46\x9A\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4A\xE2\xCE\x4C\xBE\xEF\x41\x98\x01\x20\x00\x00\x50\x34\x02\x82\x69\x36\x00\x1F\x46\xFE\xCE\x77\x08\x22\x00\xBB\x5A\x95\xAB\x39\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x58\x9F\x76\xFB\x7F\xFF\xFF\xFF\x89\xE5\x95\x94\x7F\xFF\xFF\xFF\xB5\xC3\x92\xC3\x7F\xFF\xFF\xFF\x55\x1D\xCB\x64\x7F\xFF\xFF\xFF\xCE\xFC\xE7\x85\xD8\x06\x57\x47\xCF\xE0\x18\x29\x7F\xFF\xFF\xFF\x33\x7B\xB3\x89\x7F\xFF\xFF\xFF\x4C\xE7\xBB\xB8\x80\x00\x00\x00\x9F\x64\x16\x2C\x80\x00\x00\x00\x7D\x6A\xA1\xC2\x80\x00\x00\x00\xAC\xB9\x3B\xC2\x7F\xFF\xFF\xFF\x6F\xBF\x4A\x3A\x80\x00\x00\x00\x58\xFB\xA0\x4E\x7F\xFF\xFF\xFF\xAC\x3D\x16\x99\x7F\xFF\xFF\xFF\x80\xD1\x51\x1F\x80\x00\x00\x00\x2E\x60\x0B\x98\x80\x00\x00\x00\x85\x37\xA1\xEB\x7F\xFF\xFF\xFF\x57\x34\xC7\x8D\x80\x00\x00\x00\x95\x52\x4F\x65\x7F\xFF\xFF\xFF\x9E\x67\x99\xF6\x29\xE3\xF2\xB9\xDE\xBD\x75\x25\xA2\x42\x4C\x14\xB8\x02\x89\xC8\x80\x00\x00\x00\xF3\x56\x50\x73\x7F\xFF\xFF\xFF\x70\xEB\x97\x77\x80\x00\x00\x00\x78\x9B\x3F\x6A\x7F\xFF\xFF\xFF\x45\xFE\x55\xC4\x7F\xFF\xFF\xFF\xBA\x3A\x57\x04\x7F\xFF\xFF\xFF\x72\x4C\xD2\xB7\x7F\xFF\xFF\xFF\x93\x75\xFA\x18\x7F\xFF\xFF\xFF\x38\x72\xA0\xAD\x44\x3E\x36\x00\x59\xF2\x2F\xD3\x7F\xFF\xFF\xFF\x4C\xBC\xF7\x46\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC3\x1F\xA4\x0B\x5A\x95\xAB\x39\x5A\x95\xAB\x39\x20\xCE\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA6\x5B\x5B\x54\xD8\x06\x57\x47\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF1\x2C\x48\x74\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x63\x22\xE6\xEB\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC5\x38\x0B\xD3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x29\xE3\xF2\xB9\xF8\x56\x50\x0C\xA2\x42\x4C\x14\x80\x00\x00\x00\x80\x00\x00\x00\x10\xAD\x4A\x69\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0A\x59\x4D\x45\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x99\x9B\x0F\xE3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC0\xAD\x0D\x33\x7F\xFF\xFF\xFF\x4B\x03\x4F\x5E\x44\x3E\x36\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFB\xA2\x1C\xE3\x9A\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.42

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x004F11AF), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4BA00000)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4BA00000, 5567)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x5E)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x5952B669), ('P4rIngress.aggregator.values_v00000.hi', 0x590E4AA6)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x578F6B13), ('P4rIngress.aggregator.values_v00001.hi', 0x889A972C)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5A4BB0A2), ('P4rIngress.aggregator.values_v00010.hi', 0xB96EE579)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x5E32618F), ('P4rIngress.aggregator.values_v00011.hi', 0x7BB2295E)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x1997D249), ('P4rIngress.aggregator.values_v00100.hi', 0xC513C7A0)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x26347AEF), ('P4rIngress.aggregator.values_v00101.hi', 0x81754C6D)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4C4C2ACB), ('P4rIngress.aggregator.values_v00110.hi', 0x4323D489)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x22FB2234), ('P4rIngress.aggregator.values_v00111.hi', 0x36E0EEE2)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xBE8F5CE1), ('P4rIngress.aggregator.values_v01000.hi', 0xB29ADD96)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xB3BBF0CF), ('P4rIngress.aggregator.values_v01001.hi', 0x2D7C0510)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xDFDDAF49), ('P4rIngress.aggregator.values_v01010.hi', 0x31C56B4A)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x346A4689), ('P4rIngress.aggregator.values_v01011.hi', 0x54F37385)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x4DC9D12F), ('P4rIngress.aggregator.values_v01100.hi', 0xA1461BB5)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x9CAEBE9D), ('P4rIngress.aggregator.values_v01101.hi', 0xD1A6FBD9)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x3441302D), ('P4rIngress.aggregator.values_v01110.hi', 0x86F78F71)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x964A3975), ('P4rIngress.aggregator.values_v01111.hi', 0x45AC2C42)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xBB533523), ('P4rIngress.aggregator.values_v10000.hi', 0x9649E027)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xEBE87259), ('P4rIngress.aggregator.values_v10001.hi', 0x62B751A5)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xACBC4351), ('P4rIngress.aggregator.values_v10010.hi', 0xB94F47D4)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x9C3410B9), ('P4rIngress.aggregator.values_v10011.hi', 0x9BAA5BAF)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x5675F3ED), ('P4rIngress.aggregator.values_v10100.hi', 0x687F0BB0)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x53F87AEB), ('P4rIngress.aggregator.values_v10101.hi', 0xB5730FD4)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x1EF9778B), ('P4rIngress.aggregator.values_v10110.hi', 0x4A9BEFA6)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x7A9450B8), ('P4rIngress.aggregator.values_v10111.hi', 0x91B1A245)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x40C891EA), ('P4rIngress.aggregator.values_v11000.hi', 0xB721745A)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x12F8D154), ('P4rIngress.aggregator.values_v11001.hi', 0x71937F82)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x57BA4E4F), ('P4rIngress.aggregator.values_v11010.hi', 0xDD85D5B1)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x6CA62BA6), ('P4rIngress.aggregator.values_v11011.hi', 0x590F2133)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xD5826C2E), ('P4rIngress.aggregator.values_v11100.hi', 0x5ED68D8D)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x8B71C06F), ('P4rIngress.aggregator.values_v11101.hi', 0x7E940476)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x91921CA5), ('P4rIngress.aggregator.values_v11110.hi', 0x1457AD04)], 5567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xA3855A2D), ('P4rIngress.aggregator.values_v11111.hi', 0x6C8A47E0)], 5567)
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
                gc.KeyTuple('job_id', 0xF44A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E47),
                gc.DataTuple('slot_count', 0x00000B2F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB9A95083),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x74009C5D),
                gc.KeyTuple('src_port', 0x4EEF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF44A),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0095),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x74\x00\x9C\x5D\x00\x00\x00\x00\x4E\xEF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF4\x4A\x00\x1F\xB9\xA9\x50\x83\x07\x78\x04\x2B\x4B\xA0\x00\x00\x00\x40\x00\x00\x5D\x72\x64\x0F\x59\x4C\xEA\x73\x5F\xEF\xAF\x4D\x9C\xBE\xDB\xC4\x4C\xCA\xAC\x2A\x8A\x58\x5A\x79\x27\x67\xDA\xD1\x6E\xFA\x59\xE6\x69\x16\x62\x7B\x3F\x76\x93\xBF\x2E\xFF\x96\x4D\xB8\xF9\x32\x65\x5E\x86\x18\xF3\x4B\xE4\xF4\x19\x7D\x23\x78\x3C\x72\x6B\xDB\x37\xBC\xD1\xD1\x5B\xBA\xAB\x1D\x35\xB2\x17\x11\x1E\x7A\x60\xB3\x3E\x9C\x14\xE3\xE5\x8A\xCB\x4A\xBF\x66\x38\x04\xAF\x4A\x59\xA7\xB5\x7B\x3F\xDF\xB9\x81\x4E\x17\xE6\xA5\xA4\xD7\x8F\xD5\xAD\x5E\xA9\x6D\x4E\x37\xCF\x32\xAF\xF2\x5B\xB2\xD6\xB8\x22\x65\xB4\xA1\x55\x55\x4D\x37\x6B\xB3\xB4\x83\xEB\x81\xEA\xB7\x09\x39\x25\x50\x47\xC8\x46\xB5\xF5\xED\x6B\x6D\x38\xA7\x35\x6E\xC8\xDD\xFA\x51\x8F\x4E\xED\x36\x6D\x4E\x7B\x4B\x94\x77\x8C\xFA\x67\x9C\xEE\x61\x93\x75\x83\xD3\xEA\x4B\xF2\x54\x35\x38\xAC\x74\x21\xA0\x2E\xA6\x57\x5F\x3B\xB5\xB3\xB8\xFA\x45\xAA\x76\x4E\x52\xB8\x31\x9C\x95\xEE\x52\x92\x7E\x24\xFD\xE1\x4D\x39\x2D\xF8\x49\x75\x39\xCA\x8D\x73\x91\x07\x6A\xAA\x3C\x9E\xBE\x5B\xB7\xDD\xAE\xC7\x0E\xE9\x25\x35\xCB\x31\x1E\x37\x36\x4E\x66\x8A\xAE\xCC\x88\x57\x24\x95\x28\x15\xED\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x74\x00\x9C\x5D\xBE\xEF\x4E\xEF\x01\x20\x00\x00\x50\x34\x02\x82\xF4\x4A\x00\x1F\xB9\xA9\x50\x83\x07\x78\x00\x2B\x4B\xA0\x00\x00\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x59\x4C\xEA\x73\x7F\xFF\xFF\xFF\x9C\xBE\xDB\xC4\x7F\xFF\xFF\xFF\x8A\x58\x5A\x79\x7F\xFF\xFF\xFF\x6E\xFA\x59\xE6\x7F\xFF\xFF\xFF\x3F\x76\x93\xBF\x55\x34\x11\x3C\xB8\xF9\x32\x65\x7F\xFF\xFF\xFF\x4B\xE4\xF4\x19\x7F\xFF\xFF\xFF\x72\x6B\xDB\x37\x80\x00\x00\x00\xBA\xAB\x1D\x35\x80\x00\x00\x00\x7A\x60\xB3\x3E\x80\x00\x00\x00\x8A\xCB\x4A\xBF\x7F\xFF\xFF\xFF\x4A\x59\xA7\xB5\x7F\xFF\xFF\xFF\x81\x4E\x17\xE6\x80\x00\x00\x00\xD5\xAD\x5E\xA9\x7F\xFF\xFF\xFF\x32\xAF\xF2\x5B\x80\x00\x00\x00\x65\xB4\xA1\x55\x10\xA0\x6C\x8E\xB3\xB4\x83\xEB\x80\x00\x00\x00\x39\x25\x50\x47\x80\x00\x00\x00\xED\x6B\x6D\x38\x80\x00\x00\x00\xDD\xFA\x51\x8F\x7F\xFF\xFF\xFF\x4E\x7B\x4B\x94\x7F\xFF\xFF\xFF\x9C\xEE\x61\x93\x7F\xFF\xFF\xFF\x4B\xF2\x54\x35\x7F\xFF\xFF\xFF\xA0\x2E\xA6\x57\x7F\xFF\xFF\xFF\xB8\xFA\x45\xAA\x7F\xFF\xFF\xFF\x31\x9C\x95\xEE\x7F\xFF\xFF\xFF\xFD\xE1\x4D\x39\x7F\xFF\xFF\xFF\x39\xCA\x8D\x73\x80\x00\x00\x00\x3C\x9E\xBE\x5B\x80\x00\x00\x00\x0E\xE9\x25\x35\x80\x00\x00\x00\x36\x4E\x66\x8A\x80\x00\x00\x00\x24\x95\x28\x15\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x80\x4F\x11\xAF\x4B\xA0\x00\x00\x4B\xA0\x00\x00\x20\x5E\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x04\x8A\x5B\x5F\x55\x34\x11\x3C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xBC\x90\xB6\x09\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xA7\x54\x5A\x82\x7F\xFF\xFF\xFF\xB9\xA7\x81\xCC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x10\xA0\x6C\x8E\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA6\xBA\xB5\x0C\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDB\x67\x22\xEA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4A\xA6\x13\x8E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xED\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

