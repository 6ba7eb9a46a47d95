# PTF test for /tmp/tg64/k64/kind22/main
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

logger = logging.getLogger('/tmp/tg64/k64/kind22/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tg64/k64/kind22/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tg64/k64/kind22/main')

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
        ig_port = 30
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x3D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x31\x00\x00\x00\x00\x00\x00\x40\x00\x00\xB2\x62\xAC\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95'
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xE0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC2\x00\x00\x00\x00\x00\x00\x40\x00\x00\x89\xF0\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D'
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37'
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x6C\x62\x35\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9'
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x44\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x99\x00\x00\x00\x00\x00\x00\x40\x00\x00\x76\x86\xEF\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCBA218AA), ('P4rIngress.aggregator.bitmap_seq.seq', 0x755F0424)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x755F0424, 3492)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 3492)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 3492)
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
                gc.KeyTuple('job_id', 0x2E22),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D24),
                gc.DataTuple('slot_count', 0x000001AA),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE71A5947),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x48B12B78),
                gc.KeyTuple('src_port', 0xC671),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2E22),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x03FF),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x48\xB1\x2B\x78\x00\x00\x00\x00\xC6\x71\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2E\x22\x00\x1F\xE7\x1A\x59\x47\x00\x80\x04\x00\x75\x5F\x04\x24\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB6\x49\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x48\xB1\x2B\x78\xBE\xEF\xC6\x71\x01\x20\x00\x00\x50\x34\x02\x83\x2E\x22\x00\x1F\xE7\x1A\x59\x47\x00\x80\x00\x00\x75\x5F\x04\x24\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x05\xFF\xFF\x03\xFF\xCB\xA2\x18\xAA\x75\x5F\x04\x24\x75\x5F\x04\x24\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB6\x49\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x79\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x98\x00\x00\x00\x00\x00\x00\x40\x00\x00\x9B\xBA\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8BE88E16), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6C5F7BD2)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6C5F7BD2, 1925)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 1925)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 1925)
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
                gc.KeyTuple('job_id', 0xF489),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000785),
                gc.DataTuple('slot_count', 0x00001595),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2A2EF0D1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x31D6F47C),
                gc.KeyTuple('src_port', 0xEB14),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF489),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x03FF),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x31\xD6\xF4\x7C\x00\x00\x00\x00\xEB\x14\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF4\x89\x00\x1F\x2A\x2E\xF0\xD1\x00\x00\x02\x00\x6C\x5F\x7B\xD2\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4D\xF0\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x31\xD6\xF4\x7C\xBE\xEF\xEB\x14\x01\x20\x00\x00\x50\x34\x02\xC2\xF4\x89\x00\x1F\x2A\x2E\xF0\xD1\x00\x00\x00\x00\x6C\x5F\x7B\xD2\x00\x40\x00\x1A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x04\xFF\xFF\x03\xFF\x8B\xE8\x8E\x16\x6C\x5F\x7B\xD2\x6C\x5F\x7B\xD2\x1A\x00\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4D\xF0\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x4C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x15\x00\x00\x00\x00\x00\x00\x40\x00\x00\xF6\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xEA6B4819), ('P4rIngress.aggregator.bitmap_seq.seq', 0xAD820D29)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xAD820D29, 13020)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 13020)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 13020)
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
                gc.KeyTuple('job_id', 0x9175),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006C3),
                gc.DataTuple('slot_count', 0x0000168E),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x64F24D24),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xF743D461),
                gc.KeyTuple('src_port', 0xD6C6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9175),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x03FF),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF7\x43\xD4\x61\x00\x00\x00\x00\xD6\xC6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x91\x75\x00\x1F\x64\xF2\x4D\x24\x0C\x19\x07\x00\xAD\x82\x0D\x29\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE2\x3D\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF7\x43\xD4\x61\xBE\xEF\xD6\xC6\x01\x20\x00\x00\x50\x34\x02\x83\x91\x75\x00\x1F\x64\xF2\x4D\x24\x0C\x19\x01\x00\xAD\x82\x0D\x29\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x05\xFF\xFF\x03\xFF\xEA\x6B\x48\x19\xAD\x82\x0D\x29\xAD\x82\x0D\x29\x00\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE2\x3D\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB057285B), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCB7C6825)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCB7C6825, 13661)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x20), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 13661)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 13661)
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
                gc.KeyTuple('job_id', 0x0BC5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000155D),
                gc.DataTuple('slot_count', 0x0000011D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBEF24D9A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0xCF6A57AC),
                gc.KeyTuple('src_port', 0x0D88),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0BC5),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x03FF),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCF\x6A\x57\xAC\x00\x00\x00\x00\x0D\x88\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0B\xC5\x00\x1F\xBE\xF2\x4D\x9A\x00\x00\x05\x00\xCB\x7C\x68\x25\x00\x40\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA0\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCF\x6A\x57\xAC\xBE\xEF\x0D\x88\x01\x20\x00\x00\x50\x34\x02\xC2\x0B\xC5\x00\x1F\xBE\xF2\x4D\x9A\x00\x00\x01\x00\xCB\x7C\x68\x25\x00\x40\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x04\xFF\xFF\x03\xFF\xB0\x57\x28\x5B\xCB\x7C\x68\x25\xCB\x7C\x68\x25\x20\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA0\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

