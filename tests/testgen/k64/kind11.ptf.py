# PTF test for /tmp/tg64/k64/kind11/main
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

logger = logging.getLogger('/tmp/tg64/k64/kind11/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tg64/k64/kind11/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tg64/k64/kind11/main')

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
    # Current statement coverage: 0.036

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 29
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xBE\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8C\x00\x00\x00\x00\x00\x00\x40\x00\x00\xAB\xA7\xE0\xCD\xF2\x79\x0F\x2A\x8F\xEA\x2B\x7A\x01\xAF\x45\xE6\x9A\x73\x09\xFF\x7E\x8D\xD4\x60\xE2\xD8\x15\xC5\x75\x08\xD4\x42\xF8\xD1\xE5\x04\xF1\x3C\xDD\x71\xF7\x80\xE0\x5B\x0A\x01\x84\xA5\xA5\x39\xB1\x3C\x0E\x16\x17\xC1\xCB\x3D\x50\x3C\x91\x3F\xCD\x81\x84\x07\xF7\xDF\xFD\x89\xB7\x49\xD7\xE9\xCC\xFD\x98\x8D\xC7\x44\x84\x56\x32\xB6\xC7\x60\xF0\x6A\xAD\xDE'
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
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xC0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA3\x00\x00\x00\x00\x00\x00\x40\x00\x00\x92\xF9\x90\xDF\x9C\x57\x0D\xA9\x2A\xEF\x95\x9A\x86\x8F\x7D\xD7\xBD\x17\x4C\x86\xAF\x0A\x43\xFA\xDD\xA2\xE9\x13\x25\x20\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53\x15\x68\x51\x39\x04\xF5\x3B\xA5\x86\x59\x40\x9B\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7\x18\x9E\xBE\xC3\xE8\x99\xB7\x09\x78\x20\x04\x16\x72\xA9\x26\x68\x12\xC7\xFE\x99\x1A\x6D\x05\x1A\x38\xDD\x27\x87\xCA\x0E\x35\xD7\x72\x35\xDE\xE2\x47\xCB\x2D\x6F\x4C\x6A\x30\x19\xBF\x87\xC8\xC4\xA9\x1F\x6C\x40\xFD\x26\x00\x0F\x9F\xC0\x6D\xD2\xC0\x09\x75\x29\x08\xBF\x73\x73\x04\xAE\x8A\x6D\x69\x9C\x25\x50\xD5\xAA\x07\x34\xC8\x87\x4C\x1A\xAF\xBE\x86\x4C\x24\x61\xFC\x2B\x50\xC5\xA1\xF1\x4A\x25\x2B\x18\xB1\x1E\xDB\xC4\x32\x92\xB2\x03\x88\x7D\x85\x39\x69\x6A\xEE\x31\xF5\x38\x3F\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.037

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x25\x90'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.039

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x9C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC5\x00\x00\x00\x00\x00\x00\x40\x00\x00\xE7\x45\x59\xE2\x14\x82\xCB\x96\x28\x78\x95\x07\xA1\x0F\xDB\xF1\xD0\xF6\x4C\xCA\xDA\xF6\x02\x83\xCF\xC5\xC6\x23\xD4\xD1\xD5\xA9\xEE\x72\x34\x0B\x9B\xC7\x06\x89\x30\x81\xCD\xC3\xF6\xD4\xFD\x0C\xC9\xBF\xF8\x8A\x64\xCB\x80\x6A\x07\xA7\x03\x7E\x39\x27\x4D\xB1\xC4\x35\x71\xF3\x2F\x25\x41\x69\xFF\x92\xB7\x88\x90\x14\x97\x1A\x32\x96\xD8\x3B\x23\xD3\xA0\xB3\x23\x5D\x2E\x42\xCF\x84\xBE\x96\xDC\xBA\x4A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.04

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\xED\x71\x33\xA6\xFD\x0F\x2D\x2A\x54\xA7\x07\x89\xD6\x33\x67\x65\xCE\x26\x24\x60\xA9\x5E\x1E\xCE\xB1\x32\x14'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.04

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x63\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3A\x00\x00\x00\x00\x00\x00\x40\x00\x00\xC3\xBC\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0\x94\x21\x5A\x76\x53\x9F\x00\x14\x27\x26\x68\xAA\x9D\xFD\x35\x91\xC5\xD2\x3B\x85\x00\xBC\x1C\x0F\x4D\x25\xF6\x36\x92\xDC\xA8\xB0\xC5\x87\x3F\xE7\xE7\x43\xE1\x47\xC3\x4E\xBA\xC2\x3C\xAD\xCC\xC6\x61\x3A\xC9\xD6\x68\x7B\xA7\x52\xF1\x1C\x39\xE9\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62\xF3\x11\xBA\x67\xC9\x75\xA6\xDC\x1D\x5F\xFD\xEC\x12\xE4\x08\x82\x9F\x27\x73\x61\x7F\x84\x13\x73\xA9\xD7\x4D\x52\x02\xFC\xC0\x98\xF6\xFF\xC1\xE9\xE1\x9F\x9E\x3C\x6D\x97\x62\x5E\xC0\xB6\xBC\xC1\xE5\x58\xCC\x8C\x5B\x45\xA9\xA0\x45\x19\xFE\x94\xC3\x63\x3D\xDC\x59\x51\x66\xCA\x5A\x9B\xC0\x98\xC0\x3D\xC3\x79\xA5\xD2\xE7\x87\x9F\xA8\xFB\x51\xB0\xB1\x3F\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.04

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x5D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB6\x00\x00\x00\x00\x00\x00\x40\x00\x00\xF8\x91\xEF\xE3\x74\x95\xF4\x51\xC3\x17\x70\x3E\x2D\x47\x78\x94\xEA\x3B\xCE\xAF\x9C\x1F\xC9\xD2\x90\x47\x3F\xE7\x57\xD7\x8F\x56\x2D\xF7\xB9\x15\xCE\x8D\x85\xBD\xA8\x3B\x54\x85\xCD\x89\xF0\xD5\x2F\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8\x06\xB5\xC3\x65\x65\x74\xC9\xA4\x05\x16\xDD\x45\x2C\x1A\x6F\x35\x1F\xD0\x38\xC7\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x51)], 659)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xC1BC034E)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xA2C03D31)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x64D4D20F)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x6853D747)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x82127064)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xD3FD6350)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xBA4AA33B)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x2D6AA4FC)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x80D0D3BD)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x46BE9583)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xDA6BE559)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xCC6ADA94)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x138BE88D)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x8941E136)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xDB21BF55)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x1770441B)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x68F55710)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x4FEF83F8)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xFBC57255)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x35DFCB5C)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xB81A9F8F)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xACD3B3AC)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x55AB049F)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x6A24F076)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x83FAD37F)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x06855DD1)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x0954D2C3)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x6FB852D0)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x6003706E)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xC2D6B71D)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xFFDC2103)], 659)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x90054B83)], 659)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x713D),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x44F1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000293),
                gc.DataTuple('slot_count', 0x00000E5F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x70674FD4),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x146B41BD),
                gc.KeyTuple('src_port', 0xAE4F),
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
                gc.KeyTuple('dst_addr', 0xB6E42F724761),
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
        pkt = b'\xB6\xE4\x2F\x72\x47\x61\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x14\x6B\x41\xBD\x00\x00\x00\x00\xAE\x4F\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x44\xF1\x00\x01\x00\x00\x00\x00\x00\x00\xD2\xA6\x00\x00\x00\x00\x00\x40\x00\x00\x41\x1E\x89\xE3\x58\xF6\x0D\xDE\x66\x62\x88\xDD\xE6\x8E\x99\xF0\x89\x60\x90\xC7\x93\xBE\x41\x0F\x33\x5B\xCC\x7F\xAA\xF2\x34\x89\xCF\x73\xA8\x2E\x2D\x01\xCC\xE8\x77\x80\x6D\x89\x2F\xAD\xA9\x97\x8A\x25\x74\x63\xB7\x40\x6B\x9B\xCF\x61\x2A\x77\xAB\x0E\xF6\x8D\xEF\xBE\xFC\xD3\x6B\x39\xC8\xC1\x3E\xF7\x62\xF9\xA9\x0D\xB9\x2E\x1B\xFF\xB4\xAB\x09\xDC\x62\xD1\x91\xF2\x6F\x17\x6A\xA9\x48\xBB\x1B\xF2\x57\xDA\x0C\xAD\xF1\xCC\xC6\xC7\x5F\x35\x87\x9F\x18\xF1\x42\x81\xDC\x83\x97\x9D\x41\xEF\xDE\x40\x1B\x91\x8C\xEF\x7F\x58\x40\x34\x43\x99\x80\xF1\x7D\xED\x48\xF6\x63\xBC\x65\x77\x63\x39\xBB\x98\x3C\x4E\xDF\xAC\x43\x15\x5B\x4B\x22\x07\x7D\x78\x67\xF7\xCB\x06\xB2\xC5\x53\x5B\x24\xC2\x33\x23\x86\xAF\x14\x85\x29\x26\x1E\x4B\x31\x6E\x79\x46\xAA\xB5\xBD\xA6\x7A\x8B\x83\x3F\xE8\x52\x6C\xD4\x3F\xA3\x28\xA4\x93\x4A\x35\x7A\x66\x95\xE4\x6B\xE1\xC0\x5E\xB6\x28\xAE\xA8\xC0\x02\x3B\xC7\x5B\x56\x59\x42\xF0\x9E\x5B\x2A\xBF\x9F\x49\xB5\x28\x34\xD2\xA9\x0F\x52\xF1\xAE\xB7\x5E\x2D\x73\x1D\xEE\xBB\xCE\x26\xB2\xBA\x31\x98\xEA\x5B\x99\x79\xA6\xB4\xF7\x9F\x6B\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xB6\xE4\x2F\x72\x47\x61\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x14\x6B\x41\xBD\x00\x00\x00\x00\xAE\x4F\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x44\xF1\x00\x01\x00\x00\x00\x00\x00\x00\x04\x51\x00\x00\x00\x00\x00\x40\x00\x00\x41\x1E\x89\xE3\xC1\xBC\x03\x4E\x66\x62\x88\xDD\xA2\xC0\x3D\x31\x89\x60\x90\xC7\x64\xD4\xD2\x0F\x33\x5B\xCC\x7F\x68\x53\xD7\x47\xCF\x73\xA8\x2E\x82\x12\x70\x64\x77\x80\x6D\x89\xD3\xFD\x63\x50\x8A\x25\x74\x63\xBA\x4A\xA3\x3B\xCF\x61\x2A\x77\x2D\x6A\xA4\xFC\xEF\xBE\xFC\xD3\x80\xD0\xD3\xBD\x3E\xF7\x62\xF9\x46\xBE\x95\x83\x1B\xFF\xB4\xAB\xDA\x6B\xE5\x59\x91\xF2\x6F\x17\xCC\x6A\xDA\x94\x1B\xF2\x57\xDA\x13\x8B\xE8\x8D\xC6\xC7\x5F\x35\x89\x41\xE1\x36\x42\x81\xDC\x83\xDB\x21\xBF\x55\xDE\x40\x1B\x91\x17\x70\x44\x1B\x40\x34\x43\x99\x68\xF5\x57\x10\x48\xF6\x63\xBC\x4F\xEF\x83\xF8\xBB\x98\x3C\x4E\xFB\xC5\x72\x55\x5B\x4B\x22\x07\x35\xDF\xCB\x5C\xCB\x06\xB2\xC5\xB8\x1A\x9F\x8F\x33\x23\x86\xAF\xAC\xD3\xB3\xAC\x1E\x4B\x31\x6E\x55\xAB\x04\x9F\xBD\xA6\x7A\x8B\x6A\x24\xF0\x76\x6C\xD4\x3F\xA3\x83\xFA\xD3\x7F\x35\x7A\x66\x95\x06\x85\x5D\xD1\x5E\xB6\x28\xAE\x09\x54\xD2\xC3\xC7\x5B\x56\x59\x6F\xB8\x52\xD0\x2A\xBF\x9F\x49\x60\x03\x70\x6E\xA9\x0F\x52\xF1\xC2\xD6\xB7\x1D\x73\x1D\xEE\xBB\xFF\xDC\x21\x03\x31\x98\xEA\x5B\x90\x05\x4B\x83\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x51\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC1\xBC\x03\x4E\x00\x00\x00\x00\xA2\xC0\x3D\x31\x00\x00\x00\x00\x64\xD4\xD2\x0F\x00\x00\x00\x00\x68\x53\xD7\x47\x00\x00\x00\x00\x82\x12\x70\x64\x00\x00\x00\x00\xD3\xFD\x63\x50\x00\x00\x00\x00\xBA\x4A\xA3\x3B\x00\x00\x00\x00\x2D\x6A\xA4\xFC\x00\x00\x00\x00\x80\xD0\xD3\xBD\x00\x00\x00\x00\x46\xBE\x95\x83\x00\x00\x00\x00\xDA\x6B\xE5\x59\x00\x00\x00\x00\xCC\x6A\xDA\x94\x00\x00\x00\x00\x13\x8B\xE8\x8D\x00\x00\x00\x00\x89\x41\xE1\x36\x00\x00\x00\x00\xDB\x21\xBF\x55\x00\x00\x00\x00\x17\x70\x44\x1B\x00\x00\x00\x00\x68\xF5\x57\x10\x00\x00\x00\x00\x4F\xEF\x83\xF8\x00\x00\x00\x00\xFB\xC5\x72\x55\x00\x00\x00\x00\x35\xDF\xCB\x5C\x00\x00\x00\x00\xB8\x1A\x9F\x8F\x00\x00\x00\x00\xAC\xD3\xB3\xAC\x00\x00\x00\x00\x55\xAB\x04\x9F\x00\x00\x00\x00\x6A\x24\xF0\x76\x00\x00\x00\x00\x83\xFA\xD3\x7F\x00\x00\x00\x00\x06\x85\x5D\xD1\x00\x00\x00\x00\x09\x54\xD2\xC3\x00\x00\x00\x00\x6F\xB8\x52\xD0\x00\x00\x00\x00\x60\x03\x70\x6E\x00\x00\x00\x00\xC2\xD6\xB7\x1D\x00\x00\x00\x00\xFF\xDC\x21\x03\x00\x00\x00\x00\x90\x05\x4B\x83\xF7\x9F\x6B\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xB9)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x68AC7CE8)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x7DF21DDA)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xCF30BA4D)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xF07CF131)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xA5160354)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xBDC37476)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xC79CD648)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xBB9850D4)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xB86F4506)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x389A49E5)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x009F4530)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x2A795012)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x8C326240)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xE8BCD782)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x949FD8FE)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x31C4F238)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x371344DC)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xD6DC4E5A)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x67D04D00)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x468A3C2F)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x32729981)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xD7C43160)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xA1D5B4C5)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x5F2C6D83)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x037D1735)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xA5C52B90)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0xA8DF78DD)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x463F252E)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x32FE2554)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x7CAF2276)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xA7009970)], 3443)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x4008933E)], 3443)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xE4AD),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x0311),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D73),
                gc.DataTuple('slot_count', 0x00001161),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4D43ADF7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x267A127F),
                gc.KeyTuple('src_port', 0x579E),
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
                gc.KeyTuple('dst_addr', 0x4CC87CABED3C),
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
        pkt = b'\x4C\xC8\x7C\xAB\xED\x3C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x26\x7A\x12\x7F\x00\x00\x00\x00\x57\x9E\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x03\x11\x00\x1B\x00\x00\x00\x00\x00\x00\x9A\x87\x00\x00\x00\x00\x00\x40\x00\x00\x48\x20\x69\xA0\x27\x15\xA7\x52\xFA\xC4\x95\x19\x62\xD3\x64\xA5\xE0\x25\x6A\x41\x08\xB1\x93\x90\xDF\xB8\x84\xE7\x7F\xD1\x1B\xE2\x35\xFD\xC7\xCF\xF3\x5B\xD3\x41\xC6\x16\xC8\x83\x94\x37\xAA\xD9\xF3\xB1\x81\x8F\x0C\xBA\xAF\xA2\x87\xC3\xAD\xDA\x02\x1D\x83\xDE\xF9\x48\x89\x12\xAF\x44\x03\x4D\x09\x22\x57\x53\x5B\x84\xD2\xAA\xDD\x64\xB1\x58\x28\xF7\x7E\xDD\xF4\x0D\xED\xE3\xE5\xA0\xDB\xF8\x92\xC3\x94\x67\x74\x0A\xE0\xA5\x0A\xD3\xCE\xA3\x3A\x91\x2E\xF4\x2C\x2A\xF3\x3E\xC9\xD4\x89\x49\x69\x0F\x3A\x12\x50\x36\x04\xA7\x30\x67\x2D\x7B\x9D\x77\xA2\xA6\xFE\x8C\x58\x90\x1B\x1F\x19\x48\x18\x6E\x05\xB4\x50\x24\x2C\x3A\x6E\x0F\xF5\x10\x43\x18\x39\x3E\x7F\x27\xCF\x0D\x2D\x5B\x91\x10\x26\xDE\xC6\x5D\x5F\xED\xDE\x83\x21\x53\x34\x51\xC5\xDC\xCE\x7D\x7C\x57\xEE\xEB\x25\x5B\x46\xB9\x93\xDE\x67\x33\xD4\xD4\xC6\xEA\x96\xDA\x3C\x48\x46\x1B\xE2\xA0\x33\xAE\x44\x5D\xCF\x33\x25\xB6\x66\x10\xD0\x53\x2E\x7E\x1A\x01\x2A\xC7\xE6\x94\x91\x7D\x78\x53\xEA\xC1\x3C\x21\x08\x04\xE9\x85\x42\xDC\x69\x03\x87\xCF\xB5\x51\x6A\x91\x3F\xA0\x58\xD4\xA5\x29\x35\xCD\x13\x02\x99\xCA\xA1\x35\x2A\xA9\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2\xFD\x15\xF2\xCA\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x4C\xC8\x7C\xAB\xED\x3C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x26\x7A\x12\x7F\x00\x00\x00\x00\x57\x9E\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x03\x11\x00\x1B\x00\x00\x00\x00\x00\x00\x04\xB9\x00\x00\x00\x00\x00\x40\x00\x00\x48\x20\x69\xA0\x68\xAC\x7C\xE8\xFA\xC4\x95\x19\x7D\xF2\x1D\xDA\xE0\x25\x6A\x41\xCF\x30\xBA\x4D\xDF\xB8\x84\xE7\xF0\x7C\xF1\x31\x35\xFD\xC7\xCF\xA5\x16\x03\x54\xC6\x16\xC8\x83\xBD\xC3\x74\x76\xF3\xB1\x81\x8F\xC7\x9C\xD6\x48\x87\xC3\xAD\xDA\xBB\x98\x50\xD4\xF9\x48\x89\x12\xB8\x6F\x45\x06\x09\x22\x57\x53\x38\x9A\x49\xE5\xDD\x64\xB1\x58\x00\x9F\x45\x30\xF4\x0D\xED\xE3\x2A\x79\x50\x12\x92\xC3\x94\x67\x8C\x32\x62\x40\x0A\xD3\xCE\xA3\xE8\xBC\xD7\x82\x2C\x2A\xF3\x3E\x94\x9F\xD8\xFE\x69\x0F\x3A\x12\x31\xC4\xF2\x38\x30\x67\x2D\x7B\x37\x13\x44\xDC\xFE\x8C\x58\x90\xD6\xDC\x4E\x5A\x18\x6E\x05\xB4\x67\xD0\x4D\x00\x6E\x0F\xF5\x10\x46\x8A\x3C\x2F\x7F\x27\xCF\x0D\x32\x72\x99\x81\x26\xDE\xC6\x5D\xD7\xC4\x31\x60\x21\x53\x34\x51\xA1\xD5\xB4\xC5\x7C\x57\xEE\xEB\x5F\x2C\x6D\x83\x93\xDE\x67\x33\x03\x7D\x17\x35\x96\xDA\x3C\x48\xA5\xC5\x2B\x90\x33\xAE\x44\x5D\xA8\xDF\x78\xDD\x66\x10\xD0\x53\x46\x3F\x25\x2E\x2A\xC7\xE6\x94\x32\xFE\x25\x54\xEA\xC1\x3C\x21\x7C\xAF\x22\x76\x42\xDC\x69\x03\xA7\x00\x99\x70\x6A\x91\x3F\xA0\x40\x08\x93\x3E\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB9\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x68\xAC\x7C\xE8\x00\x00\x00\x00\x7D\xF2\x1D\xDA\x00\x00\x00\x00\xCF\x30\xBA\x4D\x00\x00\x00\x00\xF0\x7C\xF1\x31\x00\x00\x00\x00\xA5\x16\x03\x54\x00\x00\x00\x00\xBD\xC3\x74\x76\x00\x00\x00\x00\xC7\x9C\xD6\x48\x00\x00\x00\x00\xBB\x98\x50\xD4\x00\x00\x00\x00\xB8\x6F\x45\x06\x00\x00\x00\x00\x38\x9A\x49\xE5\x00\x00\x00\x00\x00\x9F\x45\x30\x00\x00\x00\x00\x2A\x79\x50\x12\x00\x00\x00\x00\x8C\x32\x62\x40\x00\x00\x00\x00\xE8\xBC\xD7\x82\x00\x00\x00\x00\x94\x9F\xD8\xFE\x00\x00\x00\x00\x31\xC4\xF2\x38\x00\x00\x00\x00\x37\x13\x44\xDC\x00\x00\x00\x00\xD6\xDC\x4E\x5A\x00\x00\x00\x00\x67\xD0\x4D\x00\x00\x00\x00\x00\x46\x8A\x3C\x2F\x00\x00\x00\x00\x32\x72\x99\x81\x00\x00\x00\x00\xD7\xC4\x31\x60\x00\x00\x00\x00\xA1\xD5\xB4\xC5\x00\x00\x00\x00\x5F\x2C\x6D\x83\x00\x00\x00\x00\x03\x7D\x17\x35\x00\x00\x00\x00\xA5\xC5\x2B\x90\x00\x00\x00\x00\xA8\xDF\x78\xDD\x00\x00\x00\x00\x46\x3F\x25\x2E\x00\x00\x00\x00\x32\xFE\x25\x54\x00\x00\x00\x00\x7C\xAF\x22\x76\x00\x00\x00\x00\xA7\x00\x99\x70\x00\x00\x00\x00\x40\x08\x93\x3E\x35\xCD\x13\x02\x99\xCA\xA1\x35\x2A\xA9\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2\xFD\x15\xF2\xCA\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x9E)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x6406434E)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x22011E15)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00BC2BCD)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x1A7C34C6)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xD14904FF)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xF6703EA8)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x1553FE5E)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xFE7720B8)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x0A3C4350)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x97C7DB6A)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x59D52F8B)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x07D5AC62)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x7173B1DF)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x20557570)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x3AEBC96E)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x0D90E8A1)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x213AD1ED)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x5D8D455C)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xEE8C7A75)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x42EB220B)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xE8B436CC)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x3CB7CEF1)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xAEB9C17F)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x4F715E25)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xFD1EAD10)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x6ABBB76A)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x0B81D377)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xDC81A0AF)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x6448FC9D)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x3CED15F9)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x706B8DED)], 4457)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x95E6EBAA)], 4457)
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
                gc.KeyTuple('job_id', 0x8360),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001169),
                gc.DataTuple('slot_count', 0x00000459),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x40C6BF22),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xE0329D03),
                gc.KeyTuple('src_port', 0x8707),
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
                gc.KeyTuple('dst_addr', 0x069A67CAEA8F),
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
        pkt = b'\x06\x9A\x67\xCA\xEA\x8F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE0\x32\x9D\x03\x00\x00\x00\x00\x87\x07\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x83\x60\x00\x06\x00\x00\x00\x00\x00\x00\xD2\x92\x00\x00\x00\x00\x00\x40\x00\x00\x7D\x8F\x68\x42\x96\x7F\xAF\xC3\xE8\x04\xFB\x31\x03\x4A\xE1\x70\xA3\x27\x31\x3A\x9F\xC5\x45\x82\x95\xC8\x6A\x14\xC8\x2A\x0D\x37\x02\xAF\x29\x3C\xC2\x72\xA6\xA9\x4E\x14\xF3\xF1\x9B\x07\x3B\x7A\x09\x0A\x25\x7B\x69\x25\x37\xFA\xA6\x40\xC8\x20\x45\x9F\x51\x55\x8D\x2F\x7E\x36\xD8\xEA\x30\x43\x80\x71\xEC\xC9\x2C\x72\xD3\x26\x9B\x69\xB9\xD7\x4F\x28\xB0\x15\x26\x21\x89\xEE\x16\xE0\x61\x41\xA1\xA0\x34\x5B\xA8\x0A\x36\xD3\x3A\x7D\x49\xCD\xAB\xB9\xF3\x7A\x95\x97\x8E\x45\xE1\xF2\xBE\x47\xAF\x8A\xF8\x21\x29\x21\x8E\xB1\xA4\x20\xC4\xCC\x6C\x83\xFC\x54\xB3\x61\x78\xB7\x48\x2B\xC0\x4B\x38\xA2\x71\xC1\x62\xBD\x8D\xAC\xB1\x16\x5C\x87\x8D\x67\x05\xD1\x86\xC5\xDD\x33\xCB\xB4\x1C\x2A\xAE\x45\x04\x39\x1B\x50\x3E\x48\xB0\x2D\xFB\x0E\x04\xBE\x9D\xE4\x11\x3D\x8A\xF3\x66\xEF\xA2\x49\xCA\x16\x0E\xE6\xE0\x65\x2C\xDD\xAE\x5A\xE5\x1A\x7B\x7E\x3E\x7A\x35\x3D\x08\xB5\xD1\xFC\xE7\x55\x94\xBA\xD3\x15\x38\xA9\x0F\x8A\x07\x9D\x74\x3A\xA1\x7A\x9D\xA3\xA8\xA6\x54\x15\xA4\xF2\x3B\x9B\xEE\xCB\xCF\xF3\x42\xCE\xB3\x2B\xE7\x57\x52\x18\xE9\xFF\x9A\xC2\xBA\x5E\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x06\x9A\x67\xCA\xEA\x8F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE0\x32\x9D\x03\x00\x00\x00\x00\x87\x07\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x83\x60\x00\x06\x00\x00\x00\x00\x00\x00\x06\x9E\x00\x00\x00\x00\x00\x40\x00\x00\x7D\x8F\x68\x42\x64\x06\x43\x4E\xE8\x04\xFB\x31\x22\x01\x1E\x15\xA3\x27\x31\x3A\x00\xBC\x2B\xCD\x95\xC8\x6A\x14\x1A\x7C\x34\xC6\x02\xAF\x29\x3C\xD1\x49\x04\xFF\x4E\x14\xF3\xF1\xF6\x70\x3E\xA8\x09\x0A\x25\x7B\x15\x53\xFE\x5E\xA6\x40\xC8\x20\xFE\x77\x20\xB8\x8D\x2F\x7E\x36\x0A\x3C\x43\x50\x80\x71\xEC\xC9\x97\xC7\xDB\x6A\x9B\x69\xB9\xD7\x59\xD5\x2F\x8B\x26\x21\x89\xEE\x07\xD5\xAC\x62\xA1\xA0\x34\x5B\x71\x73\xB1\xDF\x3A\x7D\x49\xCD\x20\x55\x75\x70\x95\x97\x8E\x45\x3A\xEB\xC9\x6E\xAF\x8A\xF8\x21\x0D\x90\xE8\xA1\xA4\x20\xC4\xCC\x21\x3A\xD1\xED\xB3\x61\x78\xB7\x5D\x8D\x45\x5C\x38\xA2\x71\xC1\xEE\x8C\x7A\x75\xB1\x16\x5C\x87\x42\xEB\x22\x0B\x86\xC5\xDD\x33\xE8\xB4\x36\xCC\xAE\x45\x04\x39\x3C\xB7\xCE\xF1\xB0\x2D\xFB\x0E\xAE\xB9\xC1\x7F\x11\x3D\x8A\xF3\x4F\x71\x5E\x25\xCA\x16\x0E\xE6\xFD\x1E\xAD\x10\xAE\x5A\xE5\x1A\x6A\xBB\xB7\x6A\x35\x3D\x08\xB5\x0B\x81\xD3\x77\x94\xBA\xD3\x15\xDC\x81\xA0\xAF\x07\x9D\x74\x3A\x64\x48\xFC\x9D\xA8\xA6\x54\x15\x3C\xED\x15\xF9\xEE\xCB\xCF\xF3\x70\x6B\x8D\xED\xE7\x57\x52\x18\x95\xE6\xEB\xAA\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9E\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x64\x06\x43\x4E\x00\x00\x00\x00\x22\x01\x1E\x15\x00\x00\x00\x00\x00\xBC\x2B\xCD\x00\x00\x00\x00\x1A\x7C\x34\xC6\x00\x00\x00\x00\xD1\x49\x04\xFF\x00\x00\x00\x00\xF6\x70\x3E\xA8\x00\x00\x00\x00\x15\x53\xFE\x5E\x00\x00\x00\x00\xFE\x77\x20\xB8\x00\x00\x00\x00\x0A\x3C\x43\x50\x00\x00\x00\x00\x97\xC7\xDB\x6A\x00\x00\x00\x00\x59\xD5\x2F\x8B\x00\x00\x00\x00\x07\xD5\xAC\x62\x00\x00\x00\x00\x71\x73\xB1\xDF\x00\x00\x00\x00\x20\x55\x75\x70\x00\x00\x00\x00\x3A\xEB\xC9\x6E\x00\x00\x00\x00\x0D\x90\xE8\xA1\x00\x00\x00\x00\x21\x3A\xD1\xED\x00\x00\x00\x00\x5D\x8D\x45\x5C\x00\x00\x00\x00\xEE\x8C\x7A\x75\x00\x00\x00\x00\x42\xEB\x22\x0B\x00\x00\x00\x00\xE8\xB4\x36\xCC\x00\x00\x00\x00\x3C\xB7\xCE\xF1\x00\x00\x00\x00\xAE\xB9\xC1\x7F\x00\x00\x00\x00\x4F\x71\x5E\x25\x00\x00\x00\x00\xFD\x1E\xAD\x10\x00\x00\x00\x00\x6A\xBB\xB7\x6A\x00\x00\x00\x00\x0B\x81\xD3\x77\x00\x00\x00\x00\xDC\x81\xA0\xAF\x00\x00\x00\x00\x64\x48\xFC\x9D\x00\x00\x00\x00\x3C\xED\x15\xF9\x00\x00\x00\x00\x70\x6B\x8D\xED\x00\x00\x00\x00\x95\xE6\xEB\xAA\xBA\x5E\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xF5)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xD5A53FCD)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x35C7EE46)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xE502213F)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x920926D6)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x45155E6E)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x88A184E0)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xD8EF352C)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x4345E2AA)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xF7FF4478)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x74C86D84)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x28B3EAEE)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xBE79DDD3)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x5A2B8C6B)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xA3AB7143)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x8AB09812)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xC718C31A)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x638D715D)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x5C333803)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xD105847A)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x53F05261)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x35F94FFB)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x7CF2F053)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x4B3858C5)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xF13BD731)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xB3EE3EC4)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xABDAEE24)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x01EAD170)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x8F589672)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x76257F0C)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x6958EC32)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x2839E02A)], 1114)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x87E39484)], 1114)
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
                gc.KeyTuple('job_id', 0xA22C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000045A),
                gc.DataTuple('slot_count', 0x000004F0),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC7DDFDCC),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xBAD44CD0),
                gc.KeyTuple('src_port', 0x422F),
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
                gc.KeyTuple('dst_addr', 0x371C405480B8),
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
        pkt = b'\x37\x1C\x40\x54\x80\xB8\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\xD4\x4C\xD0\x00\x00\x00\x00\x42\x2F\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xA2\x2C\x00\x17\x00\x00\x00\x00\x00\x00\xD0\x3B\x00\x00\x00\x00\x00\x40\x00\x00\x2E\x89\xC9\xDF\x18\x5D\xA1\x7B\x03\x1D\x50\xB2\x4F\xED\x72\xE5\x23\x6E\xE6\xE6\x85\x10\xAE\x5C\x6B\x2D\x81\xC4\xF1\xF0\x0D\x9D\x2F\xA1\x23\x76\x3B\xE4\x60\x41\xA0\xA8\x91\xFE\xF8\x86\xBF\x70\xE7\xC0\xE7\x3E\xAD\x6F\x21\x75\x0B\x0F\x9E\x3A\x56\xE6\x8F\xBE\xE5\x95\xC3\xC5\x73\x03\x0A\x9A\xD4\x19\x62\x8D\x12\x42\x02\x3E\x8F\x20\x54\x1F\xEA\x00\x40\xBC\x5A\x0E\xD7\x2E\x83\x6A\x8F\xC2\x18\x4C\xA3\x40\xB0\x73\xA6\xDD\xCC\x7F\x57\x7C\xA8\xD5\x1C\x16\x50\xB1\xEF\x13\x3D\xE7\x24\x52\xE6\x45\xE8\x6A\x1F\xBA\xE0\xCE\x8D\xB0\xF6\x35\xC2\x15\x31\x52\x25\x98\xD3\xCA\xBF\x53\xB3\x05\xFE\x23\xC8\xB7\x79\x1A\xAF\x68\x3F\x46\xD2\xD6\x6C\x4F\x65\x46\x0E\xB4\x31\xC0\x86\x28\xD0\x8B\x4F\xB7\x4B\x83\x9C\xB4\x22\x36\xDB\x45\x5E\x13\x8E\x98\xA2\x77\x5F\x15\xC8\xB8\xBB\x94\x57\x5E\x4F\xED\x69\xF7\xE4\x88\x00\x0D\x57\x11\xC5\x43\xDA\x8C\x63\xFA\xF3\xB6\xB3\x4F\x31\xFF\x6B\x40\xE1\x75\x67\x68\xBC\x9F\x99\xE8\x5E\x91\xFA\xC7\x46\x00\xBD\x75\xEF\x8E\xAB\x15\x6C\xBE\x23\x8C\x9E\x86\x27\xF4\xA4\x1E\x58\xCD\x18\xE1\x18\x2D\xC4\x8C\x0A\xBD\x08\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6\xED\x1A\x39\xDB\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x37\x1C\x40\x54\x80\xB8\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\xD4\x4C\xD0\x00\x00\x00\x00\x42\x2F\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xA2\x2C\x00\x17\x00\x00\x00\x00\x00\x00\x06\xF5\x00\x00\x00\x00\x00\x40\x00\x00\x2E\x89\xC9\xDF\xD5\xA5\x3F\xCD\x03\x1D\x50\xB2\x35\xC7\xEE\x46\x23\x6E\xE6\xE6\xE5\x02\x21\x3F\x6B\x2D\x81\xC4\x92\x09\x26\xD6\x2F\xA1\x23\x76\x45\x15\x5E\x6E\xA0\xA8\x91\xFE\x88\xA1\x84\xE0\xE7\xC0\xE7\x3E\xD8\xEF\x35\x2C\x0B\x0F\x9E\x3A\x43\x45\xE2\xAA\xE5\x95\xC3\xC5\xF7\xFF\x44\x78\xD4\x19\x62\x8D\x74\xC8\x6D\x84\x8F\x20\x54\x1F\x28\xB3\xEA\xEE\x5A\x0E\xD7\x2E\xBE\x79\xDD\xD3\x18\x4C\xA3\x40\x5A\x2B\x8C\x6B\xCC\x7F\x57\x7C\xA3\xAB\x71\x43\x50\xB1\xEF\x13\x8A\xB0\x98\x12\xE6\x45\xE8\x6A\xC7\x18\xC3\x1A\x8D\xB0\xF6\x35\x63\x8D\x71\x5D\x25\x98\xD3\xCA\x5C\x33\x38\x03\xFE\x23\xC8\xB7\xD1\x05\x84\x7A\x3F\x46\xD2\xD6\x53\xF0\x52\x61\x0E\xB4\x31\xC0\x35\xF9\x4F\xFB\x4F\xB7\x4B\x83\x7C\xF2\xF0\x53\xDB\x45\x5E\x13\x4B\x38\x58\xC5\x5F\x15\xC8\xB8\xF1\x3B\xD7\x31\x4F\xED\x69\xF7\xB3\xEE\x3E\xC4\x57\x11\xC5\x43\xAB\xDA\xEE\x24\xF3\xB6\xB3\x4F\x01\xEA\xD1\x70\xE1\x75\x67\x68\x8F\x58\x96\x72\x5E\x91\xFA\xC7\x76\x25\x7F\x0C\xEF\x8E\xAB\x15\x69\x58\xEC\x32\x9E\x86\x27\xF4\x28\x39\xE0\x2A\x18\xE1\x18\x2D\x87\xE3\x94\x84\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xD5\xA5\x3F\xCD\x00\x00\x00\x00\x35\xC7\xEE\x46\x00\x00\x00\x00\xE5\x02\x21\x3F\x00\x00\x00\x00\x92\x09\x26\xD6\x00\x00\x00\x00\x45\x15\x5E\x6E\x00\x00\x00\x00\x88\xA1\x84\xE0\x00\x00\x00\x00\xD8\xEF\x35\x2C\x00\x00\x00\x00\x43\x45\xE2\xAA\x00\x00\x00\x00\xF7\xFF\x44\x78\x00\x00\x00\x00\x74\xC8\x6D\x84\x00\x00\x00\x00\x28\xB3\xEA\xEE\x00\x00\x00\x00\xBE\x79\xDD\xD3\x00\x00\x00\x00\x5A\x2B\x8C\x6B\x00\x00\x00\x00\xA3\xAB\x71\x43\x00\x00\x00\x00\x8A\xB0\x98\x12\x00\x00\x00\x00\xC7\x18\xC3\x1A\x00\x00\x00\x00\x63\x8D\x71\x5D\x00\x00\x00\x00\x5C\x33\x38\x03\x00\x00\x00\x00\xD1\x05\x84\x7A\x00\x00\x00\x00\x53\xF0\x52\x61\x00\x00\x00\x00\x35\xF9\x4F\xFB\x00\x00\x00\x00\x7C\xF2\xF0\x53\x00\x00\x00\x00\x4B\x38\x58\xC5\x00\x00\x00\x00\xF1\x3B\xD7\x31\x00\x00\x00\x00\xB3\xEE\x3E\xC4\x00\x00\x00\x00\xAB\xDA\xEE\x24\x00\x00\x00\x00\x01\xEA\xD1\x70\x00\x00\x00\x00\x8F\x58\x96\x72\x00\x00\x00\x00\x76\x25\x7F\x0C\x00\x00\x00\x00\x69\x58\xEC\x32\x00\x00\x00\x00\x28\x39\xE0\x2A\x00\x00\x00\x00\x87\xE3\x94\x84\x08\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6\xED\x1A\x39\xDB\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x42)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x7C0D3BE3)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x7400A8ED)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xB78529B8)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xC9FF6D8C)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x29C7A0DF)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xA446014B)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x6028FE64)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xAF6BB117)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x2D9EDE14)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xEE7687C4)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xFC2BF428)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x949412B3)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x1579E194)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xED6441D4)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x53E0B171)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x393BA6A7)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x64851E4C)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x8EB0CB3F)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x6C942429)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x76C9FB7D)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xDE44D19E)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xD07F42BA)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x4558F997)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xB185CE9B)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x679A5A74)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x1A438762)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x316F1DE0)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x22F841E0)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x012857A7)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xA35E59E7)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x1703CA30)], 3953)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xAFC0D560)], 3953)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xF768),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x5770),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F71),
                gc.DataTuple('slot_count', 0x00000727),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF3A12863),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x53487A56),
                gc.KeyTuple('src_port', 0x9E8C),
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
                gc.KeyTuple('dst_addr', 0x749168133051),
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
        pkt = b'\x74\x91\x68\x13\x30\x51\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\x48\x7A\x56\x00\x00\x00\x00\x9E\x8C\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x57\x70\x00\x10\x00\x00\x00\x00\x00\x00\x10\x71\x00\x00\x00\x00\x00\x40\x00\x00\xBE\xDF\xC6\xB3\x3C\x88\xBB\xF2\xA1\xBE\x01\x64\x6D\x6F\x74\x53\xDE\xBF\xDF\xB0\x34\x85\xC8\xBC\x81\x8F\x1D\xE0\xF0\x48\x51\xA1\x40\x90\xA9\x00\x19\x9E\xD2\x84\x90\x76\x2E\x7D\x62\x3E\x19\x40\xB2\x79\xF7\x62\xAA\x8C\x88\xE8\x3F\x44\x7D\xB6\x17\x79\x01\x39\xB1\x57\x19\x44\xB5\x4D\x83\x99\xFC\xAD\x3C\xA2\xAE\x04\xCC\x2E\xE4\x78\xF0\x5E\xA3\xF2\x6A\xEC\xB3\x46\x3D\xB7\x22\x0D\x05\x2B\xC8\xF4\xDE\x96\xFB\xD0\xEC\x87\x55\xFA\x7C\xE0\xB2\x82\x31\x58\x22\x52\x30\x0B\x5E\x7C\x46\x81\x0D\x10\xE5\x49\xD1\xCF\x8C\x2E\xDE\x5A\x87\xF5\xC4\x1E\x32\x8F\xD2\x87\xD3\x60\xC9\x33\x0C\x6D\xA6\x25\x4F\x80\x9D\xCA\xAD\x2A\x28\x10\x17\xEB\xE3\x52\xCB\xA3\x79\xE6\x31\x47\xDC\x95\xEE\x9F\x63\x6F\x16\xDA\x90\x2B\x98\x66\xA7\x2E\xE8\xD3\xD6\xFC\xEB\x99\x9E\xD2\x87\x36\xDC\x14\x3C\xFF\xBD\x11\xFD\x39\xAC\xF4\x21\xC9\x06\xA5\x4C\xB5\x0F\x17\x69\xAA\x1B\x03\x23\xD7\x39\x1F\xEE\x75\xC0\x97\xCB\xD1\x6E\xD8\x18\xD9\x94\x5C\xD3\x55\x7D\x85\x4B\xAA\xD3\xD4\x3D\x80\x84\xC6\xD4\xBD\x6B\x0D\x92\x11\x88\xF1\xC2\x9B\x43\xA2\x51\xBC\x45\x33\x85\xFB\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45\xF2\xAE\x2C\xFD\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x74\x91\x68\x13\x30\x51\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\x48\x7A\x56\x00\x00\x00\x00\x9E\x8C\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x57\x70\x00\x10\x00\x00\x00\x00\x00\x00\x04\x42\x00\x00\x00\x00\x00\x40\x00\x00\xBE\xDF\xC6\xB3\x7C\x0D\x3B\xE3\xA1\xBE\x01\x64\x74\x00\xA8\xED\xDE\xBF\xDF\xB0\xB7\x85\x29\xB8\x81\x8F\x1D\xE0\xC9\xFF\x6D\x8C\x40\x90\xA9\x00\x29\xC7\xA0\xDF\x90\x76\x2E\x7D\xA4\x46\x01\x4B\xB2\x79\xF7\x62\x60\x28\xFE\x64\x3F\x44\x7D\xB6\xAF\x6B\xB1\x17\xB1\x57\x19\x44\x2D\x9E\xDE\x14\xFC\xAD\x3C\xA2\xEE\x76\x87\xC4\xE4\x78\xF0\x5E\xFC\x2B\xF4\x28\xB3\x46\x3D\xB7\x94\x94\x12\xB3\xC8\xF4\xDE\x96\x15\x79\xE1\x94\x55\xFA\x7C\xE0\xED\x64\x41\xD4\x22\x52\x30\x0B\x53\xE0\xB1\x71\x0D\x10\xE5\x49\x39\x3B\xA6\xA7\xDE\x5A\x87\xF5\x64\x85\x1E\x4C\xD2\x87\xD3\x60\x8E\xB0\xCB\x3F\xA6\x25\x4F\x80\x6C\x94\x24\x29\x28\x10\x17\xEB\x76\xC9\xFB\x7D\x79\xE6\x31\x47\xDE\x44\xD1\x9E\x63\x6F\x16\xDA\xD0\x7F\x42\xBA\xA7\x2E\xE8\xD3\x45\x58\xF9\x97\x9E\xD2\x87\x36\xB1\x85\xCE\x9B\xBD\x11\xFD\x39\x67\x9A\x5A\x74\x06\xA5\x4C\xB5\x1A\x43\x87\x62\x1B\x03\x23\xD7\x31\x6F\x1D\xE0\xC0\x97\xCB\xD1\x22\xF8\x41\xE0\x94\x5C\xD3\x55\x01\x28\x57\xA7\xD3\xD4\x3D\x80\xA3\x5E\x59\xE7\x6B\x0D\x92\x11\x17\x03\xCA\x30\x43\xA2\x51\xBC\xAF\xC0\xD5\x60\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x42\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x7C\x0D\x3B\xE3\x00\x00\x00\x00\x74\x00\xA8\xED\x00\x00\x00\x00\xB7\x85\x29\xB8\x00\x00\x00\x00\xC9\xFF\x6D\x8C\x00\x00\x00\x00\x29\xC7\xA0\xDF\x00\x00\x00\x00\xA4\x46\x01\x4B\x00\x00\x00\x00\x60\x28\xFE\x64\x00\x00\x00\x00\xAF\x6B\xB1\x17\x00\x00\x00\x00\x2D\x9E\xDE\x14\x00\x00\x00\x00\xEE\x76\x87\xC4\x00\x00\x00\x00\xFC\x2B\xF4\x28\x00\x00\x00\x00\x94\x94\x12\xB3\x00\x00\x00\x00\x15\x79\xE1\x94\x00\x00\x00\x00\xED\x64\x41\xD4\x00\x00\x00\x00\x53\xE0\xB1\x71\x00\x00\x00\x00\x39\x3B\xA6\xA7\x00\x00\x00\x00\x64\x85\x1E\x4C\x00\x00\x00\x00\x8E\xB0\xCB\x3F\x00\x00\x00\x00\x6C\x94\x24\x29\x00\x00\x00\x00\x76\xC9\xFB\x7D\x00\x00\x00\x00\xDE\x44\xD1\x9E\x00\x00\x00\x00\xD0\x7F\x42\xBA\x00\x00\x00\x00\x45\x58\xF9\x97\x00\x00\x00\x00\xB1\x85\xCE\x9B\x00\x00\x00\x00\x67\x9A\x5A\x74\x00\x00\x00\x00\x1A\x43\x87\x62\x00\x00\x00\x00\x31\x6F\x1D\xE0\x00\x00\x00\x00\x22\xF8\x41\xE0\x00\x00\x00\x00\x01\x28\x57\xA7\x00\x00\x00\x00\xA3\x5E\x59\xE7\x00\x00\x00\x00\x17\x03\xCA\x30\x00\x00\x00\x00\xAF\xC0\xD5\x60\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45\xF2\xAE\x2C\xFD\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x64)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x310D5BE5)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x76D7D1B3)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x470BE741)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x80BBAD4E)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x7F8CA03B)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x4412F258)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x2E79AED8)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x7A77E8E4)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x4E5091C1)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xAB2BC083)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x6A77EB82)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x292E7033)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xFB8809C0)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x1AEF8C5D)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x1D82083E)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x46FDC8A2)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x5BA12D2E)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x4CA3CCBA)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x137458B1)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xEDA45666)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xEE4CF0BC)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x9C6075E7)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xCD634781)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x6A35443E)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x9BA0788C)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x093E7483)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x074E4662)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xF10A1AFD)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xF723D5C9)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xE72B15E0)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x93E670B9)], 2181)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xF4A2038D)], 2181)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x2A04),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x28EC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000885),
                gc.DataTuple('slot_count', 0x00000B73),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1B27DA4B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x80A52ADE),
                gc.KeyTuple('src_port', 0x8512),
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
                gc.KeyTuple('dst_addr', 0x24C32616CBB1),
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
        pkt = b'\x24\xC3\x26\x16\xCB\xB1\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x80\xA5\x2A\xDE\x00\x00\x00\x00\x85\x12\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x28\xEC\x00\x0E\x00\x00\x00\x00\x00\x00\x0A\x73\x00\x00\x00\x00\x00\x40\x00\x00\xF7\x60\xAD\x1B\xE3\xE2\x8E\xB2\xD5\x54\xFD\x75\x15\x71\x02\xDB\x9E\xD3\x4D\xB4\xA0\x2F\x70\xFD\xF9\x8A\xFB\x2D\xC7\x98\x13\xF7\x09\xA7\x6B\x01\x6B\x0B\xB4\x89\x1E\x73\x5B\x29\x18\x90\xD8\x28\xA9\xDE\x23\x61\x94\x34\x26\xE0\x7F\x25\x7D\x53\x74\x5C\x1F\x19\x81\xBE\x45\x63\xE0\x1C\xCC\x2F\x43\x25\xA3\x0B\x7B\x84\x28\xAD\x5D\x4E\x2F\x30\x57\x16\xBE\xE7\x7C\x08\x35\x6C\xBE\x89\x57\x37\x51\x82\x24\xEF\x3F\x98\xEA\xFD\x41\x30\x06\x74\x5B\x04\x8E\x98\x05\xA3\x37\x08\x0C\x8C\x33\xED\x8D\xE0\x0A\x48\x25\x35\xE4\x68\x7C\x63\xF7\xFF\xE5\x41\x89\xFE\x8B\x9B\xB0\x74\x3E\xB0\xA5\xFE\x00\x6E\x93\xE0\x2E\x1A\xD9\x82\x66\x97\x27\x1B\xD0\x47\xD6\x37\x2B\x42\xB5\xDD\xEC\x1A\xEE\x96\xC9\x8B\x21\x01\x97\x8B\x4E\xD7\x0D\xCB\x4C\x72\x8D\xB2\xF4\xB4\xA4\xFE\x12\x3D\x5D\x37\x08\x35\x30\xE8\xC2\xF3\xEF\x55\xA7\x37\x9B\x1A\xCB\x55\x4F\x28\xD4\x92\xA1\x8D\xFE\x9F\xB6\xF3\x86\xA5\x05\xCA\xBE\x3E\x14\x9E\x36\x74\xB7\xB8\x22\x3C\xCB\x97\x5A\x70\xDC\xC2\x1F\xE5\x3E\x12\xF0\x87\x7B\x7D\x11\x2E\x07\xEB\xF4\x9D\xF2\x57\x90\xCC\xAA\xFA\x94\xFC\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01\xCF\x3A\xC8\x2B\xE2\xBC\x92\x1B\x21\x89\x02\x59\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5\x2D\x1B\x32\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x24\xC3\x26\x16\xCB\xB1\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x80\xA5\x2A\xDE\x00\x00\x00\x00\x85\x12\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x28\xEC\x00\x0E\x00\x00\x00\x00\x00\x00\x06\x64\x00\x00\x00\x00\x00\x40\x00\x00\xF7\x60\xAD\x1B\x31\x0D\x5B\xE5\xD5\x54\xFD\x75\x76\xD7\xD1\xB3\x9E\xD3\x4D\xB4\x47\x0B\xE7\x41\xF9\x8A\xFB\x2D\x80\xBB\xAD\x4E\x09\xA7\x6B\x01\x7F\x8C\xA0\x3B\x1E\x73\x5B\x29\x44\x12\xF2\x58\xA9\xDE\x23\x61\x2E\x79\xAE\xD8\x7F\x25\x7D\x53\x7A\x77\xE8\xE4\x81\xBE\x45\x63\x4E\x50\x91\xC1\x43\x25\xA3\x0B\xAB\x2B\xC0\x83\x5D\x4E\x2F\x30\x6A\x77\xEB\x82\x7C\x08\x35\x6C\x29\x2E\x70\x33\x51\x82\x24\xEF\xFB\x88\x09\xC0\x41\x30\x06\x74\x1A\xEF\x8C\x5D\x05\xA3\x37\x08\x1D\x82\x08\x3E\x8D\xE0\x0A\x48\x46\xFD\xC8\xA2\x7C\x63\xF7\xFF\x5B\xA1\x2D\x2E\x8B\x9B\xB0\x74\x4C\xA3\xCC\xBA\x00\x6E\x93\xE0\x13\x74\x58\xB1\x66\x97\x27\x1B\xED\xA4\x56\x66\x2B\x42\xB5\xDD\xEE\x4C\xF0\xBC\xC9\x8B\x21\x01\x9C\x60\x75\xE7\x0D\xCB\x4C\x72\xCD\x63\x47\x81\xA4\xFE\x12\x3D\x6A\x35\x44\x3E\x30\xE8\xC2\xF3\x9B\xA0\x78\x8C\x9B\x1A\xCB\x55\x09\x3E\x74\x83\xA1\x8D\xFE\x9F\x07\x4E\x46\x62\x05\xCA\xBE\x3E\xF1\x0A\x1A\xFD\xB7\xB8\x22\x3C\xF7\x23\xD5\xC9\xDC\xC2\x1F\xE5\xE7\x2B\x15\xE0\x7B\x7D\x11\x2E\x93\xE6\x70\xB9\xF2\x57\x90\xCC\xF4\xA2\x03\x8D\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x64\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x31\x0D\x5B\xE5\x00\x00\x00\x00\x76\xD7\xD1\xB3\x00\x00\x00\x00\x47\x0B\xE7\x41\x00\x00\x00\x00\x80\xBB\xAD\x4E\x00\x00\x00\x00\x7F\x8C\xA0\x3B\x00\x00\x00\x00\x44\x12\xF2\x58\x00\x00\x00\x00\x2E\x79\xAE\xD8\x00\x00\x00\x00\x7A\x77\xE8\xE4\x00\x00\x00\x00\x4E\x50\x91\xC1\x00\x00\x00\x00\xAB\x2B\xC0\x83\x00\x00\x00\x00\x6A\x77\xEB\x82\x00\x00\x00\x00\x29\x2E\x70\x33\x00\x00\x00\x00\xFB\x88\x09\xC0\x00\x00\x00\x00\x1A\xEF\x8C\x5D\x00\x00\x00\x00\x1D\x82\x08\x3E\x00\x00\x00\x00\x46\xFD\xC8\xA2\x00\x00\x00\x00\x5B\xA1\x2D\x2E\x00\x00\x00\x00\x4C\xA3\xCC\xBA\x00\x00\x00\x00\x13\x74\x58\xB1\x00\x00\x00\x00\xED\xA4\x56\x66\x00\x00\x00\x00\xEE\x4C\xF0\xBC\x00\x00\x00\x00\x9C\x60\x75\xE7\x00\x00\x00\x00\xCD\x63\x47\x81\x00\x00\x00\x00\x6A\x35\x44\x3E\x00\x00\x00\x00\x9B\xA0\x78\x8C\x00\x00\x00\x00\x09\x3E\x74\x83\x00\x00\x00\x00\x07\x4E\x46\x62\x00\x00\x00\x00\xF1\x0A\x1A\xFD\x00\x00\x00\x00\xF7\x23\xD5\xC9\x00\x00\x00\x00\xE7\x2B\x15\xE0\x00\x00\x00\x00\x93\xE6\x70\xB9\x00\x00\x00\x00\xF4\xA2\x03\x8D\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01\xCF\x3A\xC8\x2B\xE2\xBC\x92\x1B\x21\x89\x02\x59\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5\x2D\x1B\x32\xB8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x10\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC1\x00\x00\x00\x00\x00\x00\x40\x00\x00\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xD1)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xD02E0E19)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x0AC52271)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x741121B2)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xC26E435B)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xC3869F5A)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xA82FF68B)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xCFDE13CF)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x16AF8048)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x487D614A)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x55844D1E)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xBA33B80C)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xFB4C4125)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x7EE1FD1A)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x95236FEB)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xE88C8DEB)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x380C71DF)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x341B520B)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xA22F3AA7)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x29984E38)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x14CE59DE)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x7F4B6ACC)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xA8F52559)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x2D9088F5)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x0901C045)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xDDF6906E)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x07D2ED15)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x7D03C3FA)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xB6982EB1)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xBF35FC94)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x4F1660B6)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x7CBB0AB2)], 2543)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x98AD6BA0)], 2543)
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
                gc.KeyTuple('job_id', 0x15AA),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000009EF),
                gc.DataTuple('slot_count', 0x000010A3),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB3AA4BEE),
            ]
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
                gc.KeyTuple('dst_addr', 0xBC7B4FE59A1B),
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
        pkt = b'\xBC\x7B\x4F\xE5\x9A\x1B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x15\xAA\x00\x0A\x00\x00\x00\x00\x00\x00\x58\x4C\x00\x00\x00\x00\x00\x40\x00\x00\x25\xC9\x2C\x67\xEA\x3A\x71\x95\x52\xF4\x7B\xC5\x9D\x1F\xA8\x48\x73\x69\xD8\x18\x36\x19\x5A\xF4\xD7\xCA\xFB\x7A\x2B\x72\x92\x46\x60\x95\x35\x8E\xB6\x0C\x22\x34\x57\xA2\x58\xA6\x83\x4C\xDD\x93\x2E\x65\x14\x06\xC4\x19\xC7\xF9\x87\x7C\x9F\x82\x68\x75\xA1\x06\xE4\x9F\x77\x6C\x74\xD8\xC6\x52\x44\xB9\x2B\xA7\xB9\x8D\x24\xB3\xF6\x4D\xC0\xDA\xF1\x9E\xB5\x13\x7F\xCC\x53\x47\x05\x32\xC7\x12\xF9\xDC\xBC\x67\xBC\x20\xF7\xC3\x52\xB4\x7A\x9D\xCC\xA1\xE6\x64\xAE\xD2\x28\xF4\x3F\x79\xE3\x1B\xA1\xD7\x80\x41\xF5\xDA\x20\xA7\x17\x8B\x1C\x90\xAC\xE6\xBF\xCC\xF5\xC0\x53\x09\xEE\x75\x99\xC3\x53\x43\x93\xCB\x46\xE9\x92\x8D\xAC\x18\x31\x35\x4B\x2F\x1A\x40\xFB\x7E\x90\x93\xAB\x73\x23\x75\xDE\x1F\x4F\x01\x20\xD8\x5C\x09\xE7\xB8\x3C\x6A\x92\x7B\x8D\x16\x12\xF7\xF0\x43\xFD\xCF\x2C\x7C\xB6\x4D\x98\xCC\x76\x44\x20\xC7\xE6\x47\xAA\xB1\xCF\x87\x8A\x65\xD1\x50\xB8\x4A\xAC\xDC\xD7\xB0\x10\x0E\xF5\x48\xC3\x16\xF8\x07\x03\x53\x4A\x61\x72\x51\x75\x09\x15\x2C\x0F\xF7\x3E\xC4\x0C\x27\x61\xD2\xB0\x8D\x86\xDF\xDB\x45\xBD\xA9\xB6\xEE\x52\x63\xB0\xA7\x32\xD5\x79\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62\x5C\x1C\xEA\x02\x73\x6C\x79\x65\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xBC\x7B\x4F\xE5\x9A\x1B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x15\xAA\x00\x0A\x00\x00\x00\x00\x00\x00\x04\xD1\x00\x00\x00\x00\x00\x40\x00\x00\x25\xC9\x2C\x67\xD0\x2E\x0E\x19\x52\xF4\x7B\xC5\x0A\xC5\x22\x71\x73\x69\xD8\x18\x74\x11\x21\xB2\xD7\xCA\xFB\x7A\xC2\x6E\x43\x5B\x60\x95\x35\x8E\xC3\x86\x9F\x5A\x57\xA2\x58\xA6\xA8\x2F\xF6\x8B\x2E\x65\x14\x06\xCF\xDE\x13\xCF\x87\x7C\x9F\x82\x16\xAF\x80\x48\xE4\x9F\x77\x6C\x48\x7D\x61\x4A\x44\xB9\x2B\xA7\x55\x84\x4D\x1E\xF6\x4D\xC0\xDA\xBA\x33\xB8\x0C\x7F\xCC\x53\x47\xFB\x4C\x41\x25\xF9\xDC\xBC\x67\x7E\xE1\xFD\x1A\x52\xB4\x7A\x9D\x95\x23\x6F\xEB\xAE\xD2\x28\xF4\xE8\x8C\x8D\xEB\xA1\xD7\x80\x41\x38\x0C\x71\xDF\x17\x8B\x1C\x90\x34\x1B\x52\x0B\xF5\xC0\x53\x09\xA2\x2F\x3A\xA7\x53\x43\x93\xCB\x29\x98\x4E\x38\xAC\x18\x31\x35\x14\xCE\x59\xDE\xFB\x7E\x90\x93\x7F\x4B\x6A\xCC\xDE\x1F\x4F\x01\xA8\xF5\x25\x59\xE7\xB8\x3C\x6A\x2D\x90\x88\xF5\x12\xF7\xF0\x43\x09\x01\xC0\x45\xB6\x4D\x98\xCC\xDD\xF6\x90\x6E\xE6\x47\xAA\xB1\x07\xD2\xED\x15\xD1\x50\xB8\x4A\x7D\x03\xC3\xFA\x10\x0E\xF5\x48\xB6\x98\x2E\xB1\x03\x53\x4A\x61\xBF\x35\xFC\x94\x15\x2C\x0F\xF7\x4F\x16\x60\xB6\x61\xD2\xB0\x8D\x7C\xBB\x0A\xB2\xBD\xA9\xB6\xEE\x98\xAD\x6B\xA0\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD1\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xD0\x2E\x0E\x19\x00\x00\x00\x00\x0A\xC5\x22\x71\x00\x00\x00\x00\x74\x11\x21\xB2\x00\x00\x00\x00\xC2\x6E\x43\x5B\x00\x00\x00\x00\xC3\x86\x9F\x5A\x00\x00\x00\x00\xA8\x2F\xF6\x8B\x00\x00\x00\x00\xCF\xDE\x13\xCF\x00\x00\x00\x00\x16\xAF\x80\x48\x00\x00\x00\x00\x48\x7D\x61\x4A\x00\x00\x00\x00\x55\x84\x4D\x1E\x00\x00\x00\x00\xBA\x33\xB8\x0C\x00\x00\x00\x00\xFB\x4C\x41\x25\x00\x00\x00\x00\x7E\xE1\xFD\x1A\x00\x00\x00\x00\x95\x23\x6F\xEB\x00\x00\x00\x00\xE8\x8C\x8D\xEB\x00\x00\x00\x00\x38\x0C\x71\xDF\x00\x00\x00\x00\x34\x1B\x52\x0B\x00\x00\x00\x00\xA2\x2F\x3A\xA7\x00\x00\x00\x00\x29\x98\x4E\x38\x00\x00\x00\x00\x14\xCE\x59\xDE\x00\x00\x00\x00\x7F\x4B\x6A\xCC\x00\x00\x00\x00\xA8\xF5\x25\x59\x00\x00\x00\x00\x2D\x90\x88\xF5\x00\x00\x00\x00\x09\x01\xC0\x45\x00\x00\x00\x00\xDD\xF6\x90\x6E\x00\x00\x00\x00\x07\xD2\xED\x15\x00\x00\x00\x00\x7D\x03\xC3\xFA\x00\x00\x00\x00\xB6\x98\x2E\xB1\x00\x00\x00\x00\xBF\x35\xFC\x94\x00\x00\x00\x00\x4F\x16\x60\xB6\x00\x00\x00\x00\x7C\xBB\x0A\xB2\x00\x00\x00\x00\x98\xAD\x6B\xA0\x32\xD5\x79\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62\x5C\x1C\xEA\x02\x73\x6C\x79\x65\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xBD)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xB517EE78)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xDD73BDCD)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x1C4385CC)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xD7C004C8)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x277EECA1)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x93D7864D)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xA87BF9E5)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x695F89EC)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x87F56B9E)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xDC871617)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xD9542421)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x03150C17)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x0C790E58)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x233580C1)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x3297581D)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x8CCBC85C)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x48D97926)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xA7944499)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x9E1AAEA1)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x617CA77C)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xEEDB049B)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x084CA847)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x9B166A73)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x53CC816F)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xEB0FDEFA)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x7B79B992)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x8BF114AF)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x5174309C)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xF572B535)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x48A4CE6C)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x4044C617)], 1851)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xCE3B3E2B)], 1851)
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
                gc.KeyTuple('job_id', 0x23F3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000073B),
                gc.DataTuple('slot_count', 0x000006D5),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7C79CE12),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x664B9FBF),
                gc.KeyTuple('src_port', 0x3B60),
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
                gc.KeyTuple('dst_addr', 0xC1EEC0B24886),
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
        pkt = b'\xC1\xEE\xC0\xB2\x48\x86\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x66\x4B\x9F\xBF\x00\x00\x00\x00\x3B\x60\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x23\xF3\x00\x19\x00\x00\x00\x00\x00\x00\x2A\xA7\x00\x00\x00\x00\x00\x40\x00\x00\x03\x11\x0B\xE0\xF2\xA6\x6A\x1D\xFC\x1E\x71\x6E\x1B\x2E\xEB\x74\x53\x28\x70\x6D\xBC\xAF\x27\x2F\x9E\x5A\xB2\x2B\x7D\x48\xE6\x64\x48\x3E\x0E\x3B\xD7\x4A\xE4\x0E\x35\xF0\xDC\xFA\xBC\x43\x34\x1A\x4C\xC3\xE2\xE0\x67\x76\x54\x95\xB1\x3A\xE7\x67\xEE\xC6\xE1\x08\x91\x7E\x4B\x9F\xF3\x98\x68\x7E\xA6\x2E\x9B\x30\xA3\xE1\x61\xC7\x92\x07\xD0\xFB\x0B\x29\xA7\xD7\xCB\x5B\x4D\x89\x6E\xA5\xC1\x0D\x4A\x7E\x3B\x94\x97\x87\x94\x34\xDA\x4F\x01\xB0\xC4\x53\x25\x89\xD7\x1F\x64\x23\x9D\x27\xFC\x37\x0F\x63\xFD\x22\x63\x97\x9A\xE0\x44\x29\x29\x0B\x7A\x53\x19\x92\x04\x19\x00\x81\xFA\x54\x78\x61\x13\x60\xA1\x14\xEF\x84\x46\x69\x8F\x84\xF5\x1D\x79\x35\x54\xAD\x75\x3F\xFE\x97\x1E\x9B\xEC\xFE\x87\x2C\x99\x80\x92\xF2\x49\xCF\xE5\xDB\x32\x27\x63\x28\x28\xBE\x63\xAD\x35\xFA\x41\x89\x74\x98\xB4\xF3\x50\xC5\x86\xF5\x1C\x7B\xD9\x83\x48\x02\x11\x1B\x2E\x0E\x93\x8F\x2B\xF3\x25\x46\x95\x9F\xE8\xE1\x98\x3E\xAA\xB4\x24\x5F\xB9\xFF\xBC\x51\xB3\xDA\x7C\x47\xD4\x31\xF1\x2B\x03\x04\xA0\x6F\xF2\xD2\x64\x57\x0D\xDD\x3C\xB3\xCC\x0F\xE1\x84\x45\x94\x09\x34\x2F\x63\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\xC1\xEE\xC0\xB2\x48\x86\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x66\x4B\x9F\xBF\x00\x00\x00\x00\x3B\x60\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x23\xF3\x00\x19\x00\x00\x00\x00\x00\x00\x04\xBD\x00\x00\x00\x00\x00\x40\x00\x00\x03\x11\x0B\xE0\xB5\x17\xEE\x78\xFC\x1E\x71\x6E\xDD\x73\xBD\xCD\x53\x28\x70\x6D\x1C\x43\x85\xCC\x9E\x5A\xB2\x2B\xD7\xC0\x04\xC8\x48\x3E\x0E\x3B\x27\x7E\xEC\xA1\x35\xF0\xDC\xFA\x93\xD7\x86\x4D\x4C\xC3\xE2\xE0\xA8\x7B\xF9\xE5\xB1\x3A\xE7\x67\x69\x5F\x89\xEC\x91\x7E\x4B\x9F\x87\xF5\x6B\x9E\xA6\x2E\x9B\x30\xDC\x87\x16\x17\x92\x07\xD0\xFB\xD9\x54\x24\x21\xCB\x5B\x4D\x89\x03\x15\x0C\x17\x4A\x7E\x3B\x94\x0C\x79\x0E\x58\xDA\x4F\x01\xB0\x23\x35\x80\xC1\xD7\x1F\x64\x23\x32\x97\x58\x1D\x0F\x63\xFD\x22\x8C\xCB\xC8\x5C\x44\x29\x29\x0B\x48\xD9\x79\x26\x04\x19\x00\x81\xA7\x94\x44\x99\x13\x60\xA1\x14\x9E\x1A\xAE\xA1\x8F\x84\xF5\x1D\x61\x7C\xA7\x7C\x75\x3F\xFE\x97\xEE\xDB\x04\x9B\x87\x2C\x99\x80\x08\x4C\xA8\x47\xE5\xDB\x32\x27\x9B\x16\x6A\x73\x63\xAD\x35\xFA\x53\xCC\x81\x6F\xB4\xF3\x50\xC5\xEB\x0F\xDE\xFA\xD9\x83\x48\x02\x7B\x79\xB9\x92\x93\x8F\x2B\xF3\x8B\xF1\x14\xAF\xE8\xE1\x98\x3E\x51\x74\x30\x9C\xB9\xFF\xBC\x51\xF5\x72\xB5\x35\xD4\x31\xF1\x2B\x48\xA4\xCE\x6C\xF2\xD2\x64\x57\x40\x44\xC6\x17\xCC\x0F\xE1\x84\xCE\x3B\x3E\x2B\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBD\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xB5\x17\xEE\x78\x00\x00\x00\x00\xDD\x73\xBD\xCD\x00\x00\x00\x00\x1C\x43\x85\xCC\x00\x00\x00\x00\xD7\xC0\x04\xC8\x00\x00\x00\x00\x27\x7E\xEC\xA1\x00\x00\x00\x00\x93\xD7\x86\x4D\x00\x00\x00\x00\xA8\x7B\xF9\xE5\x00\x00\x00\x00\x69\x5F\x89\xEC\x00\x00\x00\x00\x87\xF5\x6B\x9E\x00\x00\x00\x00\xDC\x87\x16\x17\x00\x00\x00\x00\xD9\x54\x24\x21\x00\x00\x00\x00\x03\x15\x0C\x17\x00\x00\x00\x00\x0C\x79\x0E\x58\x00\x00\x00\x00\x23\x35\x80\xC1\x00\x00\x00\x00\x32\x97\x58\x1D\x00\x00\x00\x00\x8C\xCB\xC8\x5C\x00\x00\x00\x00\x48\xD9\x79\x26\x00\x00\x00\x00\xA7\x94\x44\x99\x00\x00\x00\x00\x9E\x1A\xAE\xA1\x00\x00\x00\x00\x61\x7C\xA7\x7C\x00\x00\x00\x00\xEE\xDB\x04\x9B\x00\x00\x00\x00\x08\x4C\xA8\x47\x00\x00\x00\x00\x9B\x16\x6A\x73\x00\x00\x00\x00\x53\xCC\x81\x6F\x00\x00\x00\x00\xEB\x0F\xDE\xFA\x00\x00\x00\x00\x7B\x79\xB9\x92\x00\x00\x00\x00\x8B\xF1\x14\xAF\x00\x00\x00\x00\x51\x74\x30\x9C\x00\x00\x00\x00\xF5\x72\xB5\x35\x00\x00\x00\x00\x48\xA4\xCE\x6C\x00\x00\x00\x00\x40\x44\xC6\x17\x00\x00\x00\x00\xCE\x3B\x3E\x2B\x2F\x63\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xB7)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x153D634B)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xCD4F01D8)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xDEADB098)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x57B75F5B)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xA031B256)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x3617BF84)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x5C913D9B)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xDEB8BE88)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xCCFB88FA)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x2B0D187E)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x1E1C01DB)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x657F571F)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xC7C32048)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xD72A4032)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x011EB2DB)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x237A87C2)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x12A10FDA)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xD0B0232D)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x77ABE452)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xAC022917)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x867D2957)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x08B2723D)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x0C41AAA1)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xD02E28A7)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x7E8F1B08)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x7A549923)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x0480F75C)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x5599D1BF)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x597AE543)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xA37EFE04)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xAF23D29E)], 3748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x5C679FDC)], 3748)
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
                gc.KeyTuple('job_id', 0x50CD),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EA4),
                gc.DataTuple('slot_count', 0x00000105),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x49F4B9F0),
            ]
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
                gc.KeyTuple('dst_addr', 0x26EC259DB992),
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
        pkt = b'\x26\xEC\x25\x9D\xB9\x92\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x50\xCD\x00\x14\x00\x00\x00\x00\x00\x00\x08\x73\x00\x00\x00\x00\x00\x40\x00\x00\x46\x45\x8A\x23\xF8\x44\x33\x28\x51\x7B\x61\x29\x2A\x77\x98\x76\xEB\x5D\x98\x1F\x7E\xF8\x02\x60\xD8\xE2\x4C\x51\x09\x8C\x4E\x3E\x74\x8C\xB2\xAB\x1E\x81\xFF\x70\x63\x92\x38\x05\x20\xB7\xC8\x98\x67\x5A\x86\xDF\xD8\x97\xDA\x92\x21\xD0\xD2\xAB\x4F\xBB\x02\x89\xF3\xB6\x9A\x6C\xD3\xE2\xA5\x78\x72\xB4\x51\x0F\xE9\xB7\xE8\x92\x10\x56\x4D\x90\x5B\x68\x8C\xA7\x4F\x26\xAC\x88\x64\x9D\x1F\x08\x3E\xF5\x19\xC4\x74\xC1\x19\xD9\x1C\xF5\x1B\x1C\xC6\xA4\x8E\x44\xF8\xCE\x1D\xC8\xD0\x2C\xA1\x69\x96\xF6\xD7\xCA\x4E\x96\xF3\x62\x30\x31\xC9\x28\xDF\x3B\x88\x67\xD8\x2D\x47\xCD\x35\x05\x05\xF3\x6D\xD7\xE4\xCD\xB7\xCB\x05\xCF\x32\xCF\xF4\x22\x26\xD0\x26\x05\xBD\xEF\x58\xE3\xE0\xD7\x5D\x9E\x72\x63\xD3\xC1\x22\xA8\xD8\xEF\x0D\x4E\x58\xA0\x99\xDE\xB6\x92\x05\x23\x09\xF6\x3E\xBB\x24\xF9\x17\x2B\xD4\xF5\x93\x9E\x7A\xC3\x1D\xAB\xF0\x11\x29\x69\xF5\xAC\x56\xC4\x75\x28\x16\x38\xD8\xA6\xDF\xBC\x2B\xAD\x99\x1A\xAE\x9F\x4C\xE6\xC1\xBB\x38\x03\x75\x50\x83\x3B\x98\x3E\x16\xA3\x43\xE5\x6D\xDC\xC6\xED\x33\x42\xA9\x4E\x95\x62\x9B\xF8\xBA\x2D\xFD\x47\x70\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x26\xEC\x25\x9D\xB9\x92\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x50\xCD\x00\x14\x00\x00\x00\x00\x00\x00\x04\xB7\x00\x00\x00\x00\x00\x40\x00\x00\x46\x45\x8A\x23\x15\x3D\x63\x4B\x51\x7B\x61\x29\xCD\x4F\x01\xD8\xEB\x5D\x98\x1F\xDE\xAD\xB0\x98\xD8\xE2\x4C\x51\x57\xB7\x5F\x5B\x74\x8C\xB2\xAB\xA0\x31\xB2\x56\x63\x92\x38\x05\x36\x17\xBF\x84\x67\x5A\x86\xDF\x5C\x91\x3D\x9B\x21\xD0\xD2\xAB\xDE\xB8\xBE\x88\xF3\xB6\x9A\x6C\xCC\xFB\x88\xFA\x72\xB4\x51\x0F\x2B\x0D\x18\x7E\x10\x56\x4D\x90\x1E\x1C\x01\xDB\x4F\x26\xAC\x88\x65\x7F\x57\x1F\x3E\xF5\x19\xC4\xC7\xC3\x20\x48\x1C\xF5\x1B\x1C\xD7\x2A\x40\x32\xF8\xCE\x1D\xC8\x01\x1E\xB2\xDB\x96\xF6\xD7\xCA\x23\x7A\x87\xC2\x30\x31\xC9\x28\x12\xA1\x0F\xDA\xD8\x2D\x47\xCD\xD0\xB0\x23\x2D\x6D\xD7\xE4\xCD\x77\xAB\xE4\x52\x32\xCF\xF4\x22\xAC\x02\x29\x17\xBD\xEF\x58\xE3\x86\x7D\x29\x57\x72\x63\xD3\xC1\x08\xB2\x72\x3D\x0D\x4E\x58\xA0\x0C\x41\xAA\xA1\x05\x23\x09\xF6\xD0\x2E\x28\xA7\x17\x2B\xD4\xF5\x7E\x8F\x1B\x08\x1D\xAB\xF0\x11\x7A\x54\x99\x23\x56\xC4\x75\x28\x04\x80\xF7\x5C\xDF\xBC\x2B\xAD\x55\x99\xD1\xBF\x4C\xE6\xC1\xBB\x59\x7A\xE5\x43\x83\x3B\x98\x3E\xA3\x7E\xFE\x04\x6D\xDC\xC6\xED\xAF\x23\xD2\x9E\x95\x62\x9B\xF8\x5C\x67\x9F\xDC\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB7\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x15\x3D\x63\x4B\x00\x00\x00\x00\xCD\x4F\x01\xD8\x00\x00\x00\x00\xDE\xAD\xB0\x98\x00\x00\x00\x00\x57\xB7\x5F\x5B\x00\x00\x00\x00\xA0\x31\xB2\x56\x00\x00\x00\x00\x36\x17\xBF\x84\x00\x00\x00\x00\x5C\x91\x3D\x9B\x00\x00\x00\x00\xDE\xB8\xBE\x88\x00\x00\x00\x00\xCC\xFB\x88\xFA\x00\x00\x00\x00\x2B\x0D\x18\x7E\x00\x00\x00\x00\x1E\x1C\x01\xDB\x00\x00\x00\x00\x65\x7F\x57\x1F\x00\x00\x00\x00\xC7\xC3\x20\x48\x00\x00\x00\x00\xD7\x2A\x40\x32\x00\x00\x00\x00\x01\x1E\xB2\xDB\x00\x00\x00\x00\x23\x7A\x87\xC2\x00\x00\x00\x00\x12\xA1\x0F\xDA\x00\x00\x00\x00\xD0\xB0\x23\x2D\x00\x00\x00\x00\x77\xAB\xE4\x52\x00\x00\x00\x00\xAC\x02\x29\x17\x00\x00\x00\x00\x86\x7D\x29\x57\x00\x00\x00\x00\x08\xB2\x72\x3D\x00\x00\x00\x00\x0C\x41\xAA\xA1\x00\x00\x00\x00\xD0\x2E\x28\xA7\x00\x00\x00\x00\x7E\x8F\x1B\x08\x00\x00\x00\x00\x7A\x54\x99\x23\x00\x00\x00\x00\x04\x80\xF7\x5C\x00\x00\x00\x00\x55\x99\xD1\xBF\x00\x00\x00\x00\x59\x7A\xE5\x43\x00\x00\x00\x00\xA3\x7E\xFE\x04\x00\x00\x00\x00\xAF\x23\xD2\x9E\x00\x00\x00\x00\x5C\x67\x9F\xDC\x70\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xCD)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xEB668DD5)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x7D90B417)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x552FD1DB)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xD18938CF)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x7948F480)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x7A2BE8F8)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xA1BCCABB)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xCC64E5D5)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x859B06E6)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x2AC964BC)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x667348A4)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x96098F8E)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x1D8C5688)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x5407C72B)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xBB02C341)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x0053E048)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xD81798EB)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xDA63F07E)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x6FE608C1)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x5FC6970A)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xA02A679D)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x5CA6808E)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xBE7E948E)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xA245B642)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xB6D1A507)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x59AE936B)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x6406142C)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x849F41FF)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xCAB8799F)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x9D22F943)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x696B0E99)], 2785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x0407DC97)], 2785)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xED4E),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xB5F7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AE1),
                gc.DataTuple('slot_count', 0x00001307),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x61A36027),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x94E21038),
                gc.KeyTuple('src_port', 0x4BF0),
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
                gc.KeyTuple('dst_addr', 0x682493B7E183),
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
        pkt = b'\x68\x24\x93\xB7\xE1\x83\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x94\xE2\x10\x38\x00\x00\x00\x00\x4B\xF0\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xB5\xF7\x00\x19\x00\x00\x00\x00\x00\x00\xFA\xD5\x00\x00\x00\x00\x00\x40\x00\x00\x3A\x77\xF0\xF4\xA1\x1B\xB0\xCF\x16\x00\x93\xEC\xD2\x1F\xB5\x36\xBE\xBD\xEA\xFD\xED\xF7\x42\x2E\xE1\xDF\x56\x66\x95\xDE\xE1\x68\xA5\xB5\x5D\x34\x42\x44\x08\xB1\x12\xFD\x9F\x7A\xE1\x41\x52\xB3\x3E\x5F\x5D\xFF\x84\x82\xB2\xAC\xDB\x05\x28\xFD\x98\xFB\x61\xD4\x3E\x55\x89\x43\x9D\xF6\xE1\xE4\x92\xB2\xC3\x62\x5A\x77\xAD\x4D\xCA\x57\x86\x02\xD9\x94\x6A\xFE\xBA\x25\x90\x9A\x0F\xA6\x25\xFA\xC3\x8F\x06\xF5\xAA\xBA\x55\x20\x8C\x14\x04\xB9\x75\x88\x38\xB9\x3F\x5C\xC4\x8B\x27\xA6\xB3\x86\x2F\xCE\x7D\xB3\xA6\xDF\xAF\x4A\x53\x65\xE0\x6E\x01\x2B\x6E\x9E\xF3\x93\x78\xF1\x26\x85\xB2\xAD\x99\xC6\xB6\x35\x11\x82\xC3\x82\xCD\x9C\xC5\xBD\x5B\x46\xA8\x08\x9C\x57\x53\xA1\x28\x70\xA9\x52\xA1\xF9\x8B\x2B\xB0\xEE\xD5\x9D\x7C\xDB\xD1\x2B\x6C\xE1\xA6\xC0\xA5\x8E\xA5\x5C\x63\xB1\x41\xA6\xE6\xDD\x00\xEB\xB2\x5F\x26\x56\xA3\xFE\x53\x1E\x23\x55\x51\x16\x18\xFD\xF0\xE4\xE9\xFF\xF9\x42\x95\x46\xF5\x58\x09\x6A\x05\xEC\xF5\x90\x60\xFC\x2B\xB6\xEE\x2C\xCB\xF9\x6F\xC1\xD9\xB8\x6C\x8C\x89\x80\x5F\x76\x6F\x1A\x65\xA2\x5D\xAB\xF9\xF9\x52\x6A\x01\x89\xA7\x75\x8B\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x68\x24\x93\xB7\xE1\x83\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x94\xE2\x10\x38\x00\x00\x00\x00\x4B\xF0\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB5\xF7\x00\x19\x00\x00\x00\x00\x00\x00\x04\xCD\x00\x00\x00\x00\x00\x40\x00\x00\x3A\x77\xF0\xF4\xEB\x66\x8D\xD5\x16\x00\x93\xEC\x7D\x90\xB4\x17\xBE\xBD\xEA\xFD\x55\x2F\xD1\xDB\xE1\xDF\x56\x66\xD1\x89\x38\xCF\xA5\xB5\x5D\x34\x79\x48\xF4\x80\x12\xFD\x9F\x7A\x7A\x2B\xE8\xF8\x3E\x5F\x5D\xFF\xA1\xBC\xCA\xBB\xDB\x05\x28\xFD\xCC\x64\xE5\xD5\x3E\x55\x89\x43\x85\x9B\x06\xE6\x92\xB2\xC3\x62\x2A\xC9\x64\xBC\xCA\x57\x86\x02\x66\x73\x48\xA4\xBA\x25\x90\x9A\x96\x09\x8F\x8E\xC3\x8F\x06\xF5\x1D\x8C\x56\x88\x8C\x14\x04\xB9\x54\x07\xC7\x2B\x3F\x5C\xC4\x8B\xBB\x02\xC3\x41\x2F\xCE\x7D\xB3\x00\x53\xE0\x48\x53\x65\xE0\x6E\xD8\x17\x98\xEB\xF3\x93\x78\xF1\xDA\x63\xF0\x7E\x99\xC6\xB6\x35\x6F\xE6\x08\xC1\xCD\x9C\xC5\xBD\x5F\xC6\x97\x0A\x9C\x57\x53\xA1\xA0\x2A\x67\x9D\xA1\xF9\x8B\x2B\x5C\xA6\x80\x8E\x7C\xDB\xD1\x2B\xBE\x7E\x94\x8E\xA5\x8E\xA5\x5C\xA2\x45\xB6\x42\xE6\xDD\x00\xEB\xB6\xD1\xA5\x07\xA3\xFE\x53\x1E\x59\xAE\x93\x6B\x18\xFD\xF0\xE4\x64\x06\x14\x2C\x95\x46\xF5\x58\x84\x9F\x41\xFF\xF5\x90\x60\xFC\xCA\xB8\x79\x9F\xCB\xF9\x6F\xC1\x9D\x22\xF9\x43\x89\x80\x5F\x76\x69\x6B\x0E\x99\x5D\xAB\xF9\xF9\x04\x07\xDC\x97\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCD\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xEB\x66\x8D\xD5\x00\x00\x00\x00\x7D\x90\xB4\x17\x00\x00\x00\x00\x55\x2F\xD1\xDB\x00\x00\x00\x00\xD1\x89\x38\xCF\x00\x00\x00\x00\x79\x48\xF4\x80\x00\x00\x00\x00\x7A\x2B\xE8\xF8\x00\x00\x00\x00\xA1\xBC\xCA\xBB\x00\x00\x00\x00\xCC\x64\xE5\xD5\x00\x00\x00\x00\x85\x9B\x06\xE6\x00\x00\x00\x00\x2A\xC9\x64\xBC\x00\x00\x00\x00\x66\x73\x48\xA4\x00\x00\x00\x00\x96\x09\x8F\x8E\x00\x00\x00\x00\x1D\x8C\x56\x88\x00\x00\x00\x00\x54\x07\xC7\x2B\x00\x00\x00\x00\xBB\x02\xC3\x41\x00\x00\x00\x00\x00\x53\xE0\x48\x00\x00\x00\x00\xD8\x17\x98\xEB\x00\x00\x00\x00\xDA\x63\xF0\x7E\x00\x00\x00\x00\x6F\xE6\x08\xC1\x00\x00\x00\x00\x5F\xC6\x97\x0A\x00\x00\x00\x00\xA0\x2A\x67\x9D\x00\x00\x00\x00\x5C\xA6\x80\x8E\x00\x00\x00\x00\xBE\x7E\x94\x8E\x00\x00\x00\x00\xA2\x45\xB6\x42\x00\x00\x00\x00\xB6\xD1\xA5\x07\x00\x00\x00\x00\x59\xAE\x93\x6B\x00\x00\x00\x00\x64\x06\x14\x2C\x00\x00\x00\x00\x84\x9F\x41\xFF\x00\x00\x00\x00\xCA\xB8\x79\x9F\x00\x00\x00\x00\x9D\x22\xF9\x43\x00\x00\x00\x00\x69\x6B\x0E\x99\x00\x00\x00\x00\x04\x07\xDC\x97\xA7\x75\x8B\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x7D)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x1B39F1C9)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x2940E262)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xB888D65E)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x0D983F23)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x9F8691D7)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xE233DCF0)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x6D2C12F7)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x527A2F27)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xA14FE023)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xABF8AC7A)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xEE00922B)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x6D1D5180)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xDFE695C3)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x93D2DDF1)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x0364FFD2)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xB3E3C77A)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x01E5103D)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x14AD44C3)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x79FBB3E3)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x6887F0C3)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x2AEAD84D)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xB22222E6)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x1FE104EE)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xD2BC1905)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x945BFE39)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xE249DAF0)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x76061531)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x2E283B89)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xA048B1BA)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x204D9BC2)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x05B871BE)], 2610)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xEF57F23B)], 2610)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x2A88),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x9C4C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A32),
                gc.DataTuple('slot_count', 0x0000037F),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE09B3173),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xAD94B20C),
                gc.KeyTuple('src_port', 0xCE84),
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
                gc.KeyTuple('dst_addr', 0xBD75857EEFCF),
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
        pkt = b'\xBD\x75\x85\x7E\xEF\xCF\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAD\x94\xB2\x0C\x00\x00\x00\x00\xCE\x84\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x9C\x4C\x00\x06\x00\x00\x00\x00\x00\x00\x62\xB2\x00\x00\x00\x00\x00\x40\x00\x00\xA0\x67\xBA\xCE\x9D\x8D\x89\x56\xC0\x44\x3D\xA8\x5B\xDB\x15\xB2\x86\x53\x9E\x9A\x52\x64\x86\x37\xDE\xB0\x10\xDB\x0F\x66\xDC\x67\xEE\x0C\x69\x80\x15\x75\x92\xD0\xCF\x63\xE0\xD3\x47\x5F\xF4\xFA\xE4\x4C\x5C\x03\xED\x73\xA5\x45\xCB\x03\xD8\xCF\x88\x6C\x3D\x3F\x32\xEC\xB7\xF0\x3C\x95\xA5\xF3\x89\x45\xFE\x78\xD8\x70\x4E\xD8\xB3\x4C\xAE\x83\x26\xDA\x5D\x5F\x62\x60\x9C\xDE\x54\x05\xC6\xF3\x58\x91\x38\xDB\x21\x12\xC4\x08\x85\xFB\x17\xA1\xBC\x19\xE4\x18\x85\x8E\x80\x7B\x40\xD6\x17\x5E\xB3\x8E\x20\xE2\xC0\x3A\xA9\xC7\x05\xA3\x5E\xB8\xBC\x7B\x0A\x78\xCF\xFE\xEA\xB3\x31\xD4\xA8\xF3\x0D\xAA\xCB\x05\x8B\xC4\x60\x12\x4B\x88\xBD\x33\x6B\x6A\x7E\x3E\x6E\xE0\x56\x69\xCA\xEB\x71\x70\xDC\x34\x14\x0F\x05\x76\xD0\xDB\x75\x4F\x87\x2B\x38\xAC\x8B\xDD\x78\xC1\xF6\xBF\xF4\x37\x2A\xB1\x00\xA4\x25\x9F\x7F\x3F\x51\xA1\x39\xA8\xBF\x90\xDD\xB4\x35\x84\xEB\x0F\x6F\xB7\x64\x82\x13\xE4\xE6\x8B\xD1\x7F\xE6\x98\x97\xCA\xBB\x11\x84\x5C\x88\x56\xDC\x41\x90\xCC\x1F\xCC\x00\xC5\x8E\xA5\x43\x7F\x68\x10\x30\xEC\x99\x40\x0C\x7E\xDB\xCC\xB7\x1B\x4B\x1B\xB9\x2E\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xBD\x75\x85\x7E\xEF\xCF\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAD\x94\xB2\x0C\x00\x00\x00\x00\xCE\x84\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x9C\x4C\x00\x06\x00\x00\x00\x00\x00\x00\x06\x7D\x00\x00\x00\x00\x00\x40\x00\x00\xA0\x67\xBA\xCE\x1B\x39\xF1\xC9\xC0\x44\x3D\xA8\x29\x40\xE2\x62\x86\x53\x9E\x9A\xB8\x88\xD6\x5E\xDE\xB0\x10\xDB\x0D\x98\x3F\x23\xEE\x0C\x69\x80\x9F\x86\x91\xD7\xCF\x63\xE0\xD3\xE2\x33\xDC\xF0\xE4\x4C\x5C\x03\x6D\x2C\x12\xF7\xCB\x03\xD8\xCF\x52\x7A\x2F\x27\x32\xEC\xB7\xF0\xA1\x4F\xE0\x23\x89\x45\xFE\x78\xAB\xF8\xAC\x7A\xB3\x4C\xAE\x83\xEE\x00\x92\x2B\x62\x60\x9C\xDE\x6D\x1D\x51\x80\x58\x91\x38\xDB\xDF\xE6\x95\xC3\x85\xFB\x17\xA1\x93\xD2\xDD\xF1\x85\x8E\x80\x7B\x03\x64\xFF\xD2\xB3\x8E\x20\xE2\xB3\xE3\xC7\x7A\x05\xA3\x5E\xB8\x01\xE5\x10\x3D\xCF\xFE\xEA\xB3\x14\xAD\x44\xC3\x0D\xAA\xCB\x05\x79\xFB\xB3\xE3\x4B\x88\xBD\x33\x68\x87\xF0\xC3\x6E\xE0\x56\x69\x2A\xEA\xD8\x4D\xDC\x34\x14\x0F\xB2\x22\x22\xE6\x75\x4F\x87\x2B\x1F\xE1\x04\xEE\x78\xC1\xF6\xBF\xD2\xBC\x19\x05\x00\xA4\x25\x9F\x94\x5B\xFE\x39\x39\xA8\xBF\x90\xE2\x49\xDA\xF0\xEB\x0F\x6F\xB7\x76\x06\x15\x31\xE6\x8B\xD1\x7F\x2E\x28\x3B\x89\xBB\x11\x84\x5C\xA0\x48\xB1\xBA\x90\xCC\x1F\xCC\x20\x4D\x9B\xC2\x43\x7F\x68\x10\x05\xB8\x71\xBE\x0C\x7E\xDB\xCC\xEF\x57\xF2\x3B\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x1B\x39\xF1\xC9\x00\x00\x00\x00\x29\x40\xE2\x62\x00\x00\x00\x00\xB8\x88\xD6\x5E\x00\x00\x00\x00\x0D\x98\x3F\x23\x00\x00\x00\x00\x9F\x86\x91\xD7\x00\x00\x00\x00\xE2\x33\xDC\xF0\x00\x00\x00\x00\x6D\x2C\x12\xF7\x00\x00\x00\x00\x52\x7A\x2F\x27\x00\x00\x00\x00\xA1\x4F\xE0\x23\x00\x00\x00\x00\xAB\xF8\xAC\x7A\x00\x00\x00\x00\xEE\x00\x92\x2B\x00\x00\x00\x00\x6D\x1D\x51\x80\x00\x00\x00\x00\xDF\xE6\x95\xC3\x00\x00\x00\x00\x93\xD2\xDD\xF1\x00\x00\x00\x00\x03\x64\xFF\xD2\x00\x00\x00\x00\xB3\xE3\xC7\x7A\x00\x00\x00\x00\x01\xE5\x10\x3D\x00\x00\x00\x00\x14\xAD\x44\xC3\x00\x00\x00\x00\x79\xFB\xB3\xE3\x00\x00\x00\x00\x68\x87\xF0\xC3\x00\x00\x00\x00\x2A\xEA\xD8\x4D\x00\x00\x00\x00\xB2\x22\x22\xE6\x00\x00\x00\x00\x1F\xE1\x04\xEE\x00\x00\x00\x00\xD2\xBC\x19\x05\x00\x00\x00\x00\x94\x5B\xFE\x39\x00\x00\x00\x00\xE2\x49\xDA\xF0\x00\x00\x00\x00\x76\x06\x15\x31\x00\x00\x00\x00\x2E\x28\x3B\x89\x00\x00\x00\x00\xA0\x48\xB1\xBA\x00\x00\x00\x00\x20\x4D\x9B\xC2\x00\x00\x00\x00\x05\xB8\x71\xBE\x00\x00\x00\x00\xEF\x57\xF2\x3B\xB9\x2E\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x97)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xA94F0E7E)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x74EE56F5)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xCB743A70)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x0BC642D6)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x7344C0D4)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x3DF1DCD9)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xCBBA30EE)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xCF0EB724)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xFB4B4816)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x79978ADB)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xC70E3532)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xD256E96E)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x15E40C56)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x5F8F7221)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x310D92B7)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x50293C41)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x769D78E7)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x57C614A5)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x8357DAF0)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x6228C70E)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xCA96D0AA)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x7DDB6E27)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xA062B977)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xC498C7DC)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x1D94E3C5)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x59FEBCBD)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x88B1375B)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xADBC3381)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x99398B4B)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x0B8F9345)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xE74AA9E7)], 1703)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x6F0F478E)], 1703)
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
                gc.KeyTuple('job_id', 0xE9CC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006A7),
                gc.DataTuple('slot_count', 0x000010CE),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1F716F59),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD277F6C8),
                gc.KeyTuple('src_port', 0x88A4),
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
                gc.KeyTuple('dst_addr', 0x8517ED8BF2C9),
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
        pkt = b'\x85\x17\xED\x8B\xF2\xC9\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\x77\xF6\xC8\x00\x00\x00\x00\x88\xA4\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xE9\xCC\x00\x14\x00\x00\x00\x00\x00\x00\x70\x70\x00\x00\x00\x00\x00\x40\x00\x00\x56\xBF\xF5\x16\x41\x43\x7E\x40\x49\x1D\xE7\x16\x7E\x4D\x89\x2D\x51\xC9\x02\x4D\xC3\x54\xFD\xDA\xDD\x51\xB2\x64\x3D\xC2\xDD\x3E\x11\x18\xFA\xEC\xB5\xCB\xCB\x50\x62\x53\xF2\x26\x13\xAD\xBA\x80\xBF\x89\x4E\x2F\x6B\x2A\x9F\x87\x7C\x75\xDD\xAE\x54\xA5\x03\xD8\x06\x8E\xF6\xE9\x73\x15\x56\xD5\xE3\x27\xF2\xDB\xE4\x3C\x8F\x0D\xA0\xF7\x2A\x33\x61\xE0\xF5\x00\x61\x1C\xE8\x6C\xC6\x80\x07\xE7\xAA\x0D\x37\x9B\x03\xB8\x63\xBB\xFE\x3C\xBA\x35\x3D\x68\x76\x9B\xF2\x9F\x9D\xD4\x45\x2A\x6B\x31\xC6\xEB\xE3\x51\x7B\xD1\x5F\x50\x58\xF2\xA5\x91\x25\x40\xD2\x60\x08\xD0\x2B\x06\x8F\x32\x11\x48\x46\xBE\x16\x8C\x96\x68\x54\xD9\x5C\xD6\x2C\x2D\x16\x98\xEE\xF7\x80\xB4\xD7\xDF\x88\xB3\x66\xBA\x3A\x18\x1E\x4E\x1F\xC4\xBE\x09\xC7\xD7\x48\xC2\xE9\x9D\xBB\xE2\x4A\xB7\x85\xC8\xEC\x03\x94\x2F\x29\x51\xD0\x0A\x29\x43\x1F\x3D\xE3\xAF\xB3\x27\x8A\xED\x2F\xEB\x2E\x43\x83\x0B\x46\x34\x13\x48\x17\x98\x6B\x52\x87\xDE\x5F\xAF\x6C\x58\x0F\xDA\x33\xAD\x54\x33\xD1\xD1\xFC\xEF\xB5\x8E\x52\x6D\x16\xEE\xF9\xA7\x2E\x47\xCF\xCC\xDB\x6E\xE3\x1E\xD7\xC9\xB9\x37\xA2\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x85\x17\xED\x8B\xF2\xC9\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\x77\xF6\xC8\x00\x00\x00\x00\x88\xA4\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xE9\xCC\x00\x14\x00\x00\x00\x00\x00\x00\x04\x97\x00\x00\x00\x00\x00\x40\x00\x00\x56\xBF\xF5\x16\xA9\x4F\x0E\x7E\x49\x1D\xE7\x16\x74\xEE\x56\xF5\x51\xC9\x02\x4D\xCB\x74\x3A\x70\xDD\x51\xB2\x64\x0B\xC6\x42\xD6\x11\x18\xFA\xEC\x73\x44\xC0\xD4\x62\x53\xF2\x26\x3D\xF1\xDC\xD9\xBF\x89\x4E\x2F\xCB\xBA\x30\xEE\x7C\x75\xDD\xAE\xCF\x0E\xB7\x24\x06\x8E\xF6\xE9\xFB\x4B\x48\x16\xE3\x27\xF2\xDB\x79\x97\x8A\xDB\xA0\xF7\x2A\x33\xC7\x0E\x35\x32\x61\x1C\xE8\x6C\xD2\x56\xE9\x6E\xAA\x0D\x37\x9B\x15\xE4\x0C\x56\xFE\x3C\xBA\x35\x5F\x8F\x72\x21\xF2\x9F\x9D\xD4\x31\x0D\x92\xB7\xC6\xEB\xE3\x51\x50\x29\x3C\x41\x58\xF2\xA5\x91\x76\x9D\x78\xE7\x08\xD0\x2B\x06\x57\xC6\x14\xA5\x46\xBE\x16\x8C\x83\x57\xDA\xF0\x5C\xD6\x2C\x2D\x62\x28\xC7\x0E\x80\xB4\xD7\xDF\xCA\x96\xD0\xAA\x3A\x18\x1E\x4E\x7D\xDB\x6E\x27\xC7\xD7\x48\xC2\xA0\x62\xB9\x77\x4A\xB7\x85\xC8\xC4\x98\xC7\xDC\x29\x51\xD0\x0A\x1D\x94\xE3\xC5\xE3\xAF\xB3\x27\x59\xFE\xBC\xBD\x2E\x43\x83\x0B\x88\xB1\x37\x5B\x17\x98\x6B\x52\xAD\xBC\x33\x81\x6C\x58\x0F\xDA\x99\x39\x8B\x4B\xD1\xD1\xFC\xEF\x0B\x8F\x93\x45\x16\xEE\xF9\xA7\xE7\x4A\xA9\xE7\xDB\x6E\xE3\x1E\x6F\x0F\x47\x8E\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x97\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA9\x4F\x0E\x7E\x00\x00\x00\x00\x74\xEE\x56\xF5\x00\x00\x00\x00\xCB\x74\x3A\x70\x00\x00\x00\x00\x0B\xC6\x42\xD6\x00\x00\x00\x00\x73\x44\xC0\xD4\x00\x00\x00\x00\x3D\xF1\xDC\xD9\x00\x00\x00\x00\xCB\xBA\x30\xEE\x00\x00\x00\x00\xCF\x0E\xB7\x24\x00\x00\x00\x00\xFB\x4B\x48\x16\x00\x00\x00\x00\x79\x97\x8A\xDB\x00\x00\x00\x00\xC7\x0E\x35\x32\x00\x00\x00\x00\xD2\x56\xE9\x6E\x00\x00\x00\x00\x15\xE4\x0C\x56\x00\x00\x00\x00\x5F\x8F\x72\x21\x00\x00\x00\x00\x31\x0D\x92\xB7\x00\x00\x00\x00\x50\x29\x3C\x41\x00\x00\x00\x00\x76\x9D\x78\xE7\x00\x00\x00\x00\x57\xC6\x14\xA5\x00\x00\x00\x00\x83\x57\xDA\xF0\x00\x00\x00\x00\x62\x28\xC7\x0E\x00\x00\x00\x00\xCA\x96\xD0\xAA\x00\x00\x00\x00\x7D\xDB\x6E\x27\x00\x00\x00\x00\xA0\x62\xB9\x77\x00\x00\x00\x00\xC4\x98\xC7\xDC\x00\x00\x00\x00\x1D\x94\xE3\xC5\x00\x00\x00\x00\x59\xFE\xBC\xBD\x00\x00\x00\x00\x88\xB1\x37\x5B\x00\x00\x00\x00\xAD\xBC\x33\x81\x00\x00\x00\x00\x99\x39\x8B\x4B\x00\x00\x00\x00\x0B\x8F\x93\x45\x00\x00\x00\x00\xE7\x4A\xA9\xE7\x00\x00\x00\x00\x6F\x0F\x47\x8E\xA2\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xD3)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x58290314)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xC75C7198)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xE90048DE)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x0485F73A)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xA38494E2)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x92C6F862)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x74FFA8E3)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x58A291EE)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x0791B422)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xE7815227)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xA8FC3A8C)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x12889161)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xFFB05D82)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xD0409B1E)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x882B9DF9)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x6714266A)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x7EB13166)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x29752499)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xD29F145C)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x8CFC28FF)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x254BE3DC)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x2C60E073)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x14629569)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x4076028D)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x19E6C4B7)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x7205021E)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0xD8C7A39F)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x7FCD9F7B)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x8DFA68CB)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x4D3CDDA0)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xFF231028)], 2775)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xC942CB6E)], 2775)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x9ABD),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xC8F5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AD7),
                gc.DataTuple('slot_count', 0x00000AB3),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x99AF8ADB),
            ]
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
                gc.KeyTuple('dst_addr', 0x2E69E3CB9372),
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
        pkt = b'\x2E\x69\xE3\xCB\x93\x72\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xC8\xF5\x00\x1D\x00\x00\x00\x00\x00\x00\xA2\xAE\x00\x00\x00\x00\x00\x40\x00\x00\xE1\xC3\xF3\x56\x27\x39\x8E\xD0\x77\x03\x57\xED\xFB\x37\xAE\x1D\xD6\xE0\x29\x07\x92\xC7\x9C\x99\xAA\x28\xEB\x6C\xD4\xDD\xA7\x59\xEA\x92\x6A\xA3\x7D\x67\xD0\x9C\xE9\xE9\xCC\x4E\x94\xA5\x42\x13\xC7\x72\x20\xCF\xE2\xE8\x1E\xDF\x9C\xDD\x10\x3B\x8E\x5B\x5F\x88\xD8\x00\x0A\xAC\x87\x53\x62\xF8\x0C\x55\xCD\x75\x04\x58\xE1\x4C\xE3\x85\x67\xA9\x8D\x28\x89\x51\x71\x37\x1F\x02\xBF\x6A\xED\x94\x5D\x2E\x56\x9C\x64\x7F\x7D\xF6\x87\xA4\x53\x9D\x7A\xA3\x6D\xF2\xA4\x31\xA6\xBD\x81\x47\x9B\x5C\x74\x18\xDC\xA7\xAA\xE5\xFB\xA4\x3E\xEF\xFB\x99\x12\x31\x38\x9A\x6F\xEE\x49\x89\xB3\x03\xC2\x59\x07\x6D\x15\x20\x31\xB5\xBC\x3C\xA5\x32\x97\x65\xEE\x9D\x34\xBA\xD9\xD4\xF2\x0B\x65\xB9\xDC\xAF\x4D\x21\x08\x2A\xD7\x7A\xAB\x1C\x29\xAE\x31\x73\xFE\x57\x8B\x6B\x5A\x7F\x67\x7D\x7F\x1F\x96\xEF\xB7\x2C\x2D\x6D\xB9\x69\xB4\x80\xB3\xE6\x0E\x1B\xDD\x49\xFB\x05\x8A\x0B\xC7\xD6\x22\xB0\xA8\x70\x07\x35\x1F\xD7\x7B\x80\x79\xF4\xE8\xF7\x49\x98\x5B\xBD\x65\x2B\xD2\xB2\x91\x0A\xCE\x95\x9B\xF2\xF6\xAF\x19\x5D\x11\x3B\xA5\xEF\x74\x93\xCF\xC5\xED\xE3\x5C\x05\x8E\x37\x0D\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x2E\x69\xE3\xCB\x93\x72\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xC8\xF5\x00\x1D\x00\x00\x00\x00\x00\x00\x06\xD3\x00\x00\x00\x00\x00\x40\x00\x00\xE1\xC3\xF3\x56\x58\x29\x03\x14\x77\x03\x57\xED\xC7\x5C\x71\x98\xD6\xE0\x29\x07\xE9\x00\x48\xDE\xAA\x28\xEB\x6C\x04\x85\xF7\x3A\xEA\x92\x6A\xA3\xA3\x84\x94\xE2\xE9\xE9\xCC\x4E\x92\xC6\xF8\x62\xC7\x72\x20\xCF\x74\xFF\xA8\xE3\x9C\xDD\x10\x3B\x58\xA2\x91\xEE\xD8\x00\x0A\xAC\x07\x91\xB4\x22\x0C\x55\xCD\x75\xE7\x81\x52\x27\xE3\x85\x67\xA9\xA8\xFC\x3A\x8C\x71\x37\x1F\x02\x12\x88\x91\x61\x5D\x2E\x56\x9C\xFF\xB0\x5D\x82\x87\xA4\x53\x9D\xD0\x40\x9B\x1E\xA4\x31\xA6\xBD\x88\x2B\x9D\xF9\x74\x18\xDC\xA7\x67\x14\x26\x6A\x3E\xEF\xFB\x99\x7E\xB1\x31\x66\x6F\xEE\x49\x89\x29\x75\x24\x99\x07\x6D\x15\x20\xD2\x9F\x14\x5C\xA5\x32\x97\x65\x8C\xFC\x28\xFF\xD9\xD4\xF2\x0B\x25\x4B\xE3\xDC\x4D\x21\x08\x2A\x2C\x60\xE0\x73\x29\xAE\x31\x73\x14\x62\x95\x69\x5A\x7F\x67\x7D\x40\x76\x02\x8D\xB7\x2C\x2D\x6D\x19\xE6\xC4\xB7\xB3\xE6\x0E\x1B\x72\x05\x02\x1E\x8A\x0B\xC7\xD6\xD8\xC7\xA3\x9F\x07\x35\x1F\xD7\x7F\xCD\x9F\x7B\xE8\xF7\x49\x98\x8D\xFA\x68\xCB\xD2\xB2\x91\x0A\x4D\x3C\xDD\xA0\xF6\xAF\x19\x5D\xFF\x23\x10\x28\x74\x93\xCF\xC5\xC9\x42\xCB\x6E\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD3\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x58\x29\x03\x14\x00\x00\x00\x00\xC7\x5C\x71\x98\x00\x00\x00\x00\xE9\x00\x48\xDE\x00\x00\x00\x00\x04\x85\xF7\x3A\x00\x00\x00\x00\xA3\x84\x94\xE2\x00\x00\x00\x00\x92\xC6\xF8\x62\x00\x00\x00\x00\x74\xFF\xA8\xE3\x00\x00\x00\x00\x58\xA2\x91\xEE\x00\x00\x00\x00\x07\x91\xB4\x22\x00\x00\x00\x00\xE7\x81\x52\x27\x00\x00\x00\x00\xA8\xFC\x3A\x8C\x00\x00\x00\x00\x12\x88\x91\x61\x00\x00\x00\x00\xFF\xB0\x5D\x82\x00\x00\x00\x00\xD0\x40\x9B\x1E\x00\x00\x00\x00\x88\x2B\x9D\xF9\x00\x00\x00\x00\x67\x14\x26\x6A\x00\x00\x00\x00\x7E\xB1\x31\x66\x00\x00\x00\x00\x29\x75\x24\x99\x00\x00\x00\x00\xD2\x9F\x14\x5C\x00\x00\x00\x00\x8C\xFC\x28\xFF\x00\x00\x00\x00\x25\x4B\xE3\xDC\x00\x00\x00\x00\x2C\x60\xE0\x73\x00\x00\x00\x00\x14\x62\x95\x69\x00\x00\x00\x00\x40\x76\x02\x8D\x00\x00\x00\x00\x19\xE6\xC4\xB7\x00\x00\x00\x00\x72\x05\x02\x1E\x00\x00\x00\x00\xD8\xC7\xA3\x9F\x00\x00\x00\x00\x7F\xCD\x9F\x7B\x00\x00\x00\x00\x8D\xFA\x68\xCB\x00\x00\x00\x00\x4D\x3C\xDD\xA0\x00\x00\x00\x00\xFF\x23\x10\x28\x00\x00\x00\x00\xC9\x42\xCB\x6E\x8E\x37\x0D\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x7C)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x59077A03)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x88E9BDFC)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x4EF79419)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xC54E949F)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xA3C5019F)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xF99163FE)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xD3FA41B5)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xF7150B78)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x2C27100F)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x7545E942)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xD5D14258)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x07F10CE3)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x5CC2DAFD)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x44B11745)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x08B50C15)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x049D4355)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x37E70B19)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xE5909DF3)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x82D32A37)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x83FA04CD)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x464F6A53)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x115E8C97)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x59815025)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xDABABA32)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x555D2343)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x9F235716)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x911DA4BA)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xE9413844)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x3012EBC1)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x8F8FCD0A)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x3C6688DB)], 8386)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x1A143E13)], 8386)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xF50E),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x78DF),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000C2),
                gc.DataTuple('slot_count', 0x0000035E),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE13ACA8A),
            ]
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
                gc.KeyTuple('dst_addr', 0x2FF29B121813),
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
        pkt = b'\x2F\xF2\x9B\x12\x18\x13\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x78\xDF\x00\x10\x00\x00\x00\x00\x00\x00\xCB\xE3\x00\x00\x00\x00\x00\x40\x00\x00\xC6\x2E\xB5\x31\xB3\x7E\x5B\xD9\x3C\xD2\x0C\xE2\x99\x08\x7B\x8B\x62\xA6\x39\x12\x11\x4D\x10\xE6\xF2\xCA\x4F\x4F\x6D\xF3\xA3\xF3\x9E\x85\x9A\x04\x12\x6A\xB7\xDE\x39\x86\x82\xDC\x51\x4B\xF1\x31\x73\xFB\x37\x0F\xC5\xBD\x4B\xF2\x30\x27\x29\x1A\xCE\xA3\x38\xB3\x67\x47\x3C\x2B\x8A\xBF\xA1\xB7\x99\x77\x66\xF4\xAA\xCB\xA6\x6A\x17\x8B\x24\xC0\x84\xE1\xF8\x43\x34\x63\xF8\xED\x79\x11\xC3\x63\x27\x84\xC9\xD6\xF2\x64\xB9\xB5\x12\x6F\x15\xA4\xDA\xB1\x19\xF6\x77\x0E\xC6\xFF\xA9\xA9\x76\x6E\x98\x56\xED\xE8\xC2\x43\xA4\x5F\x38\xFC\x9C\x81\xB7\x48\x00\x54\x64\x97\x17\xCA\xA6\x5E\xA7\xC2\x16\xAA\xB7\x06\x67\xFD\x71\x31\xCD\x68\xF8\x15\x1A\xA8\xA3\x46\xD7\x7A\xBC\xD6\xB4\x0B\x33\x0A\x3B\x80\x12\xB5\x26\x2B\xEF\x39\x05\xD6\xBA\x04\xD9\x15\x11\xEF\xFB\xC8\xE6\xB9\x71\xCC\x95\xBA\xF7\x20\xAE\x8F\x01\x96\xFA\xDB\xD8\xB8\xB2\xEE\xEA\x22\x20\xFB\x28\x6E\x9B\x62\xB0\x17\x88\x6D\xA4\x30\x30\x9A\x8D\xAC\x7E\xEA\xE6\x24\xEE\xF1\x6A\x27\xEA\x0A\x7A\x93\x71\x0C\xFC\x71\xD8\x73\x53\x79\xAB\xEB\x99\x97\x81\x62\x07\x98\x95\xEC\xA3\x62\x12\x9E\x97\xEB\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x2F\xF2\x9B\x12\x18\x13\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x78\xDF\x00\x10\x00\x00\x00\x00\x00\x00\x07\x7C\x00\x00\x00\x00\x00\x40\x00\x00\xC6\x2E\xB5\x31\x59\x07\x7A\x03\x3C\xD2\x0C\xE2\x88\xE9\xBD\xFC\x62\xA6\x39\x12\x4E\xF7\x94\x19\xF2\xCA\x4F\x4F\xC5\x4E\x94\x9F\x9E\x85\x9A\x04\xA3\xC5\x01\x9F\x39\x86\x82\xDC\xF9\x91\x63\xFE\x73\xFB\x37\x0F\xD3\xFA\x41\xB5\x30\x27\x29\x1A\xF7\x15\x0B\x78\x67\x47\x3C\x2B\x2C\x27\x10\x0F\x99\x77\x66\xF4\x75\x45\xE9\x42\x17\x8B\x24\xC0\xD5\xD1\x42\x58\x34\x63\xF8\xED\x07\xF1\x0C\xE3\x27\x84\xC9\xD6\x5C\xC2\xDA\xFD\x12\x6F\x15\xA4\x44\xB1\x17\x45\x77\x0E\xC6\xFF\x08\xB5\x0C\x15\x98\x56\xED\xE8\x04\x9D\x43\x55\x38\xFC\x9C\x81\x37\xE7\x0B\x19\x64\x97\x17\xCA\xE5\x90\x9D\xF3\x16\xAA\xB7\x06\x82\xD3\x2A\x37\xCD\x68\xF8\x15\x83\xFA\x04\xCD\xD7\x7A\xBC\xD6\x46\x4F\x6A\x53\x3B\x80\x12\xB5\x11\x5E\x8C\x97\x05\xD6\xBA\x04\x59\x81\x50\x25\xFB\xC8\xE6\xB9\xDA\xBA\xBA\x32\xF7\x20\xAE\x8F\x55\x5D\x23\x43\xD8\xB8\xB2\xEE\x9F\x23\x57\x16\x28\x6E\x9B\x62\x91\x1D\xA4\xBA\xA4\x30\x30\x9A\xE9\x41\x38\x44\xE6\x24\xEE\xF1\x30\x12\xEB\xC1\x7A\x93\x71\x0C\x8F\x8F\xCD\x0A\x53\x79\xAB\xEB\x3C\x66\x88\xDB\x07\x98\x95\xEC\x1A\x14\x3E\x13\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7C\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x59\x07\x7A\x03\x00\x00\x00\x00\x88\xE9\xBD\xFC\x00\x00\x00\x00\x4E\xF7\x94\x19\x00\x00\x00\x00\xC5\x4E\x94\x9F\x00\x00\x00\x00\xA3\xC5\x01\x9F\x00\x00\x00\x00\xF9\x91\x63\xFE\x00\x00\x00\x00\xD3\xFA\x41\xB5\x00\x00\x00\x00\xF7\x15\x0B\x78\x00\x00\x00\x00\x2C\x27\x10\x0F\x00\x00\x00\x00\x75\x45\xE9\x42\x00\x00\x00\x00\xD5\xD1\x42\x58\x00\x00\x00\x00\x07\xF1\x0C\xE3\x00\x00\x00\x00\x5C\xC2\xDA\xFD\x00\x00\x00\x00\x44\xB1\x17\x45\x00\x00\x00\x00\x08\xB5\x0C\x15\x00\x00\x00\x00\x04\x9D\x43\x55\x00\x00\x00\x00\x37\xE7\x0B\x19\x00\x00\x00\x00\xE5\x90\x9D\xF3\x00\x00\x00\x00\x82\xD3\x2A\x37\x00\x00\x00\x00\x83\xFA\x04\xCD\x00\x00\x00\x00\x46\x4F\x6A\x53\x00\x00\x00\x00\x11\x5E\x8C\x97\x00\x00\x00\x00\x59\x81\x50\x25\x00\x00\x00\x00\xDA\xBA\xBA\x32\x00\x00\x00\x00\x55\x5D\x23\x43\x00\x00\x00\x00\x9F\x23\x57\x16\x00\x00\x00\x00\x91\x1D\xA4\xBA\x00\x00\x00\x00\xE9\x41\x38\x44\x00\x00\x00\x00\x30\x12\xEB\xC1\x00\x00\x00\x00\x8F\x8F\xCD\x0A\x00\x00\x00\x00\x3C\x66\x88\xDB\x00\x00\x00\x00\x1A\x14\x3E\x13\x97\xEB\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xD5)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x3A1217BC)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x5CAF3023)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xBC4D57EF)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xF2959BF6)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xC4649ABA)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x1E0BDC02)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x7783F488)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x2F26E4D7)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x8DC9FFFB)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xB41783BD)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x561DFF28)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xD99C6EC0)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x46470BEE)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xBE9492DF)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x1930E6BE)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x2528F5AA)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xC3F258B2)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x1E75D88A)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xF59F749B)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x88857082)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x4B16F484)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00D0E7D1)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x936A8262)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xF715B29A)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x5D808AD5)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x64C4CCAE)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x014B691E)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x964401B9)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x9DC189E4)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x9A22CE60)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x6B5B0E36)], 8255)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xAB9E4CF5)], 8255)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x8FF2),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x543B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000003F),
                gc.DataTuple('slot_count', 0x0000051D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x97832D87),
            ]
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
                gc.KeyTuple('dst_addr', 0x49238A0DEFAC),
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
        pkt = b'\x49\x23\x8A\x0D\xEF\xAC\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x54\x3B\x00\x00\x00\x00\x00\x00\x00\x00\xE9\xD3\x00\x00\x00\x00\x00\x40\x00\x00\x74\x11\xCC\x79\x78\xEA\x81\x19\x88\x86\xF7\x72\x68\xE2\x80\x2F\x89\xF0\x06\xC3\xA7\xC6\xA9\xA3\xC1\x4F\x01\x43\x27\xCF\x96\x4A\x6F\x16\x8B\xC3\x22\xF8\xCC\x52\x44\x1E\xBD\x22\x9F\x20\xDF\x31\xB1\x31\xFD\xC7\x9C\xD6\x61\x88\x29\xF3\x15\x91\x77\x78\xF2\xDC\x9A\x5A\xAF\xB8\x58\x49\xA1\x4A\x33\x73\xA5\xA8\x68\x69\xC9\xD9\x3E\xC4\xE0\x6F\x5C\x1E\xA8\x3F\x76\x77\xF0\xEA\x58\x6D\xA7\x3C\x9A\x53\x8E\xE6\x1E\x99\x6F\x4C\xDD\xEB\x7B\x17\x59\xE1\xA4\xCC\x8A\x2B\x67\x1E\x63\xA0\x13\x37\x28\x4A\xF8\xD8\x20\xAA\xED\x99\x2C\x5B\x75\x73\x19\x4F\xD8\xC2\xDE\x58\x66\x96\x76\x82\x1D\x95\x0E\x6E\xD6\xFA\x9A\x7B\x1C\x1D\x5E\xE6\x1D\x22\xA4\xE7\xDE\xB3\xC6\x39\x31\x84\xC4\x7D\xA6\xC3\xD9\xD7\x0A\xFC\x73\x5E\xDB\x91\xAC\x57\x18\xE4\xDA\xF7\xE3\xE6\xCB\xBD\x84\x6E\x35\xCB\xCB\x51\x1F\xB6\xCD\x01\x51\x5F\x8D\x02\x63\x9E\x9C\x26\x50\xD7\x78\xFD\x10\x18\xE8\xBB\x6D\xB1\x02\x9E\x17\x81\xCC\x35\x59\xC9\x69\xBE\x53\x1D\xFD\x64\xE3\xC2\xB7\x43\x89\xE2\x1B\xD1\x90\x25\x97\x4B\xEE\xA2\x5B\xAE\x0B\x09\x94\x7F\x3D\x57\xFA\x11\x9D\xBA\x40\xEE\x57\xAB\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x49\x23\x8A\x0D\xEF\xAC\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x54\x3B\x00\x00\x00\x00\x00\x00\x00\x00\x05\xD5\x00\x00\x00\x00\x00\x40\x00\x00\x74\x11\xCC\x79\x3A\x12\x17\xBC\x88\x86\xF7\x72\x5C\xAF\x30\x23\x89\xF0\x06\xC3\xBC\x4D\x57\xEF\xC1\x4F\x01\x43\xF2\x95\x9B\xF6\x6F\x16\x8B\xC3\xC4\x64\x9A\xBA\x44\x1E\xBD\x22\x1E\x0B\xDC\x02\xB1\x31\xFD\xC7\x77\x83\xF4\x88\x29\xF3\x15\x91\x2F\x26\xE4\xD7\x9A\x5A\xAF\xB8\x8D\xC9\xFF\xFB\x33\x73\xA5\xA8\xB4\x17\x83\xBD\x3E\xC4\xE0\x6F\x56\x1D\xFF\x28\x76\x77\xF0\xEA\xD9\x9C\x6E\xC0\x9A\x53\x8E\xE6\x46\x47\x0B\xEE\xDD\xEB\x7B\x17\xBE\x94\x92\xDF\x8A\x2B\x67\x1E\x19\x30\xE6\xBE\x28\x4A\xF8\xD8\x25\x28\xF5\xAA\x2C\x5B\x75\x73\xC3\xF2\x58\xB2\xDE\x58\x66\x96\x1E\x75\xD8\x8A\x0E\x6E\xD6\xFA\xF5\x9F\x74\x9B\x5E\xE6\x1D\x22\x88\x85\x70\x82\xC6\x39\x31\x84\x4B\x16\xF4\x84\xD9\xD7\x0A\xFC\x00\xD0\xE7\xD1\xAC\x57\x18\xE4\x93\x6A\x82\x62\xCB\xBD\x84\x6E\xF7\x15\xB2\x9A\x1F\xB6\xCD\x01\x5D\x80\x8A\xD5\x63\x9E\x9C\x26\x64\xC4\xCC\xAE\x10\x18\xE8\xBB\x01\x4B\x69\x1E\x17\x81\xCC\x35\x96\x44\x01\xB9\x53\x1D\xFD\x64\x9D\xC1\x89\xE4\x89\xE2\x1B\xD1\x9A\x22\xCE\x60\xEE\xA2\x5B\xAE\x6B\x5B\x0E\x36\x3D\x57\xFA\x11\xAB\x9E\x4C\xF5\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD5\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x3A\x12\x17\xBC\x00\x00\x00\x00\x5C\xAF\x30\x23\x00\x00\x00\x00\xBC\x4D\x57\xEF\x00\x00\x00\x00\xF2\x95\x9B\xF6\x00\x00\x00\x00\xC4\x64\x9A\xBA\x00\x00\x00\x00\x1E\x0B\xDC\x02\x00\x00\x00\x00\x77\x83\xF4\x88\x00\x00\x00\x00\x2F\x26\xE4\xD7\x00\x00\x00\x00\x8D\xC9\xFF\xFB\x00\x00\x00\x00\xB4\x17\x83\xBD\x00\x00\x00\x00\x56\x1D\xFF\x28\x00\x00\x00\x00\xD9\x9C\x6E\xC0\x00\x00\x00\x00\x46\x47\x0B\xEE\x00\x00\x00\x00\xBE\x94\x92\xDF\x00\x00\x00\x00\x19\x30\xE6\xBE\x00\x00\x00\x00\x25\x28\xF5\xAA\x00\x00\x00\x00\xC3\xF2\x58\xB2\x00\x00\x00\x00\x1E\x75\xD8\x8A\x00\x00\x00\x00\xF5\x9F\x74\x9B\x00\x00\x00\x00\x88\x85\x70\x82\x00\x00\x00\x00\x4B\x16\xF4\x84\x00\x00\x00\x00\x00\xD0\xE7\xD1\x00\x00\x00\x00\x93\x6A\x82\x62\x00\x00\x00\x00\xF7\x15\xB2\x9A\x00\x00\x00\x00\x5D\x80\x8A\xD5\x00\x00\x00\x00\x64\xC4\xCC\xAE\x00\x00\x00\x00\x01\x4B\x69\x1E\x00\x00\x00\x00\x96\x44\x01\xB9\x00\x00\x00\x00\x9D\xC1\x89\xE4\x00\x00\x00\x00\x9A\x22\xCE\x60\x00\x00\x00\x00\x6B\x5B\x0E\x36\x00\x00\x00\x00\xAB\x9E\x4C\xF5\x57\xAB\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x23)], 597)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x56C8DA3F)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xCEB335BB)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x7BEFD54F)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x0926717B)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x66D275FC)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xFE60F5F0)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xD48BBFA8)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xC8166898)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x1EA1C096)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x6B75A73B)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xC64C37EB)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x2921CF65)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x2685A18C)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x33FA9051)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xA642CF98)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x1B77BE48)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xD304459A)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x5984A8CD)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xA9073427)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xB0A34FC2)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x77C54922)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xD7500230)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xB976CA29)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x425D6A9E)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xACC4C6A1)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x70F3D836)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0xD37B5FF8)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x5470EC44)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x3602578F)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x6E55B90C)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x01F655EC)], 597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xAF30C184)], 597)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x8082),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x6C63),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000255),
                gc.DataTuple('slot_count', 0x0000074E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF1F7040D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xC822FB3C),
                gc.KeyTuple('src_port', 0xC800),
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
                gc.KeyTuple('dst_addr', 0x56D76A461B87),
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
        pkt = b'\x56\xD7\x6A\x46\x1B\x87\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC8\x22\xFB\x3C\x00\x00\x00\x00\xC8\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x6C\x63\x00\x14\x00\x00\x00\x00\x00\x00\x20\x46\x00\x00\x00\x00\x00\x40\x00\x00\x7F\xE9\x80\x18\xBB\x86\xAF\x62\xA9\xDC\x42\xA5\x4B\x10\xBF\xCD\x39\xFB\xB6\x30\x37\xC7\xFC\xEB\x22\xC8\x90\xCE\x0D\xD0\xA7\x54\xF0\x3A\x57\x68\x7C\x39\x57\x52\xD5\x3C\x90\xD7\xCD\x77\x8E\x6C\x5C\x8A\xCA\xEF\xF0\xB6\x60\xF0\x04\x02\x60\x93\x3D\x76\x66\x10\x04\x74\x7F\x26\x71\x3F\x1A\xFD\x47\x90\xF3\xCB\x12\x2D\x07\x09\xB8\x9E\x2B\xF3\x5C\x4D\x9A\x47\x41\x15\x88\x39\x64\xD7\x4E\x29\x44\x98\x25\x1D\x7C\x5C\x1D\x8B\x50\xDB\x68\xC7\xE0\x1B\x1E\x52\x30\x15\xE9\x35\xAE\x16\x28\xD2\xBF\x39\xEF\xFB\xC1\xA1\x94\x5C\x98\xA7\xBF\xBA\xB7\x0B\xC5\x82\x79\x4C\xF8\xE1\x5E\x27\x9A\xFA\x3D\xD4\x83\xFC\xED\x0F\xC6\x6B\x3A\x63\x9B\x31\x7E\xEC\x1D\x47\x2F\xD5\x6C\x44\xC3\xE7\x96\x25\x60\xA0\x49\xE1\xAA\xA8\x94\x0C\xCA\xC3\x95\xB6\x28\x52\x8C\x66\x84\x3A\x9E\x60\xAE\xD6\x21\x3F\x4F\xE5\x30\xB1\x6F\x1B\xAA\xA5\xD2\xEE\xDB\xDC\x7A\x31\xD5\x08\xC5\x5B\x35\x71\xF5\x01\x7F\xE9\xDA\x7C\x73\x09\xA2\x51\x85\xD8\xA6\xBE\x1A\xFD\xFF\x7E\x62\x59\xDC\x37\xDB\x1B\xDA\x2D\x19\x63\xD3\x92\x7E\x5A\x11\x67\x0B\xDB\xEA\x39\xB8\x7D\x5F\x50\x33\x34\xF5\x6D\x5B\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x56\xD7\x6A\x46\x1B\x87\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC8\x22\xFB\x3C\x00\x00\x00\x00\xC8\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x6C\x63\x00\x14\x00\x00\x00\x00\x00\x00\x04\x23\x00\x00\x00\x00\x00\x40\x00\x00\x7F\xE9\x80\x18\x56\xC8\xDA\x3F\xA9\xDC\x42\xA5\xCE\xB3\x35\xBB\x39\xFB\xB6\x30\x7B\xEF\xD5\x4F\x22\xC8\x90\xCE\x09\x26\x71\x7B\xF0\x3A\x57\x68\x66\xD2\x75\xFC\xD5\x3C\x90\xD7\xFE\x60\xF5\xF0\x5C\x8A\xCA\xEF\xD4\x8B\xBF\xA8\x04\x02\x60\x93\xC8\x16\x68\x98\x04\x74\x7F\x26\x1E\xA1\xC0\x96\x47\x90\xF3\xCB\x6B\x75\xA7\x3B\xB8\x9E\x2B\xF3\xC6\x4C\x37\xEB\x41\x15\x88\x39\x29\x21\xCF\x65\x44\x98\x25\x1D\x26\x85\xA1\x8C\x50\xDB\x68\xC7\x33\xFA\x90\x51\x30\x15\xE9\x35\xA6\x42\xCF\x98\xBF\x39\xEF\xFB\x1B\x77\xBE\x48\x98\xA7\xBF\xBA\xD3\x04\x45\x9A\x79\x4C\xF8\xE1\x59\x84\xA8\xCD\x3D\xD4\x83\xFC\xA9\x07\x34\x27\x3A\x63\x9B\x31\xB0\xA3\x4F\xC2\x2F\xD5\x6C\x44\x77\xC5\x49\x22\x60\xA0\x49\xE1\xD7\x50\x02\x30\xCA\xC3\x95\xB6\xB9\x76\xCA\x29\x84\x3A\x9E\x60\x42\x5D\x6A\x9E\x4F\xE5\x30\xB1\xAC\xC4\xC6\xA1\xD2\xEE\xDB\xDC\x70\xF3\xD8\x36\xC5\x5B\x35\x71\xD3\x7B\x5F\xF8\xDA\x7C\x73\x09\x54\x70\xEC\x44\xA6\xBE\x1A\xFD\x36\x02\x57\x8F\xDC\x37\xDB\x1B\x6E\x55\xB9\x0C\xD3\x92\x7E\x5A\x01\xF6\x55\xEC\xEA\x39\xB8\x7D\xAF\x30\xC1\x84\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x23\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x56\xC8\xDA\x3F\x00\x00\x00\x00\xCE\xB3\x35\xBB\x00\x00\x00\x00\x7B\xEF\xD5\x4F\x00\x00\x00\x00\x09\x26\x71\x7B\x00\x00\x00\x00\x66\xD2\x75\xFC\x00\x00\x00\x00\xFE\x60\xF5\xF0\x00\x00\x00\x00\xD4\x8B\xBF\xA8\x00\x00\x00\x00\xC8\x16\x68\x98\x00\x00\x00\x00\x1E\xA1\xC0\x96\x00\x00\x00\x00\x6B\x75\xA7\x3B\x00\x00\x00\x00\xC6\x4C\x37\xEB\x00\x00\x00\x00\x29\x21\xCF\x65\x00\x00\x00\x00\x26\x85\xA1\x8C\x00\x00\x00\x00\x33\xFA\x90\x51\x00\x00\x00\x00\xA6\x42\xCF\x98\x00\x00\x00\x00\x1B\x77\xBE\x48\x00\x00\x00\x00\xD3\x04\x45\x9A\x00\x00\x00\x00\x59\x84\xA8\xCD\x00\x00\x00\x00\xA9\x07\x34\x27\x00\x00\x00\x00\xB0\xA3\x4F\xC2\x00\x00\x00\x00\x77\xC5\x49\x22\x00\x00\x00\x00\xD7\x50\x02\x30\x00\x00\x00\x00\xB9\x76\xCA\x29\x00\x00\x00\x00\x42\x5D\x6A\x9E\x00\x00\x00\x00\xAC\xC4\xC6\xA1\x00\x00\x00\x00\x70\xF3\xD8\x36\x00\x00\x00\x00\xD3\x7B\x5F\xF8\x00\x00\x00\x00\x54\x70\xEC\x44\x00\x00\x00\x00\x36\x02\x57\x8F\x00\x00\x00\x00\x6E\x55\xB9\x0C\x00\x00\x00\x00\x01\xF6\x55\xEC\x00\x00\x00\x00\xAF\x30\xC1\x84\xF5\x6D\x5B\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xAB)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x5E1CCDA1)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x1BFE26EB)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x0176FBF6)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x32595160)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xB112AAAB)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xCFBC8E4D)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xF29066A3)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x11F07A8F)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x88D6C6FE)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x365853A4)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x464B3915)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x7740AAC6)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x8D1D0F1E)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x796D22A0)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x6203AA50)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x8B39B1E5)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x181727EC)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xE012BD0C)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xCAEB9AC4)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x20009E2A)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x27F9381A)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xE07AF340)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xF77C4878)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xA9874FCF)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x6BC3D9F7)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x8845236A)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x37F6322E)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xFBE9D809)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xE55DE081)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x14FB00A3)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xD6E77505)], 11282)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x6B680D5F)], 11282)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xCE3C),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x5C61),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C12),
                gc.DataTuple('slot_count', 0x00000177),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6F329420),
            ]
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
                gc.KeyTuple('dst_addr', 0x51C217EE146B),
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
        pkt = b'\x51\xC2\x17\xEE\x14\x6B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x5C\x61\x00\x09\x00\x00\x00\x00\x00\x00\xF3\x0F\x00\x00\x00\x00\x00\x40\x00\x00\x27\x94\x40\x7C\x04\x73\xFC\x62\x58\xBB\xF0\x71\xDC\x48\x22\x3D\x93\x50\xD7\x99\x97\x3D\x68\x31\xA7\x18\xDE\xF8\x8E\xF6\x5F\xE6\xE3\xBC\x36\x93\x99\x0C\x22\x70\x77\x96\xC4\x32\x15\x21\x8D\x2A\xB2\x0F\xF0\x09\x90\xA8\x54\x20\x31\x5C\x8B\xF1\x91\xF0\x9B\x63\xDF\x82\x7C\x61\xBB\x30\x33\xDE\xD1\x74\x09\xA1\x93\x9C\x53\x34\x47\x19\x99\x28\x66\xD3\x0C\x43\x07\x9D\xB5\x85\xE1\x12\x4A\xEA\xF6\xBE\xA5\x0A\xC2\xA2\x46\x15\x65\xD7\x28\xF2\x41\x54\xEB\x71\xFC\xC3\xB0\xBF\xC1\x28\x6D\x58\x08\xEA\x37\x80\x8B\x1D\x3F\x06\xB6\x3E\x8A\x56\x92\x99\x88\x84\x18\x14\x57\x3E\xDB\xFB\x21\xFA\x26\x59\x02\xCE\x63\x16\xA1\x52\x72\x31\xB9\xD7\xF1\xC3\x2A\xA4\x58\xB2\xAC\x17\x9A\x54\x99\x34\x4F\x39\xE7\xA6\x16\x78\xEC\x8D\x17\xB2\x01\x78\x81\xB2\xEC\xBF\x32\xF1\x09\x7D\xFF\x5F\x1C\xBD\x2E\x3C\xB8\x2F\xE1\xF4\x1D\x09\x1D\x83\xFC\x1E\xE2\x03\x4D\x68\x63\xF6\x9E\x04\x77\xDB\x92\xAB\x7D\xBB\xFD\x33\xD3\x5A\x89\x80\x43\x28\xE4\xA6\x01\x8C\xD2\xD8\x34\xE5\x00\x03\x02\x8C\x1D\x2F\x3F\x56\x48\x23\x2D\x80\x0C\xC2\x16\x7B\xB9\x66\x3B\xB5\xEE\x9B\x47\xDA\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x51\xC2\x17\xEE\x14\x6B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x5C\x61\x00\x09\x00\x00\x00\x00\x00\x00\x05\xAB\x00\x00\x00\x00\x00\x40\x00\x00\x27\x94\x40\x7C\x5E\x1C\xCD\xA1\x58\xBB\xF0\x71\x1B\xFE\x26\xEB\x93\x50\xD7\x99\x01\x76\xFB\xF6\xA7\x18\xDE\xF8\x32\x59\x51\x60\xE3\xBC\x36\x93\xB1\x12\xAA\xAB\x77\x96\xC4\x32\xCF\xBC\x8E\x4D\xB2\x0F\xF0\x09\xF2\x90\x66\xA3\x31\x5C\x8B\xF1\x11\xF0\x7A\x8F\xDF\x82\x7C\x61\x88\xD6\xC6\xFE\xD1\x74\x09\xA1\x36\x58\x53\xA4\x47\x19\x99\x28\x46\x4B\x39\x15\x07\x9D\xB5\x85\x77\x40\xAA\xC6\xF6\xBE\xA5\x0A\x8D\x1D\x0F\x1E\x65\xD7\x28\xF2\x79\x6D\x22\xA0\xFC\xC3\xB0\xBF\x62\x03\xAA\x50\x08\xEA\x37\x80\x8B\x39\xB1\xE5\xB6\x3E\x8A\x56\x18\x17\x27\xEC\x18\x14\x57\x3E\xE0\x12\xBD\x0C\x26\x59\x02\xCE\xCA\xEB\x9A\xC4\x72\x31\xB9\xD7\x20\x00\x9E\x2A\x58\xB2\xAC\x17\x27\xF9\x38\x1A\x4F\x39\xE7\xA6\xE0\x7A\xF3\x40\x17\xB2\x01\x78\xF7\x7C\x48\x78\x32\xF1\x09\x7D\xA9\x87\x4F\xCF\x2E\x3C\xB8\x2F\x6B\xC3\xD9\xF7\x1D\x83\xFC\x1E\x88\x45\x23\x6A\x63\xF6\x9E\x04\x37\xF6\x32\x2E\x7D\xBB\xFD\x33\xFB\xE9\xD8\x09\x43\x28\xE4\xA6\xE5\x5D\xE0\x81\x34\xE5\x00\x03\x14\xFB\x00\xA3\x3F\x56\x48\x23\xD6\xE7\x75\x05\x16\x7B\xB9\x66\x6B\x68\x0D\x5F\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAB\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x5E\x1C\xCD\xA1\x00\x00\x00\x00\x1B\xFE\x26\xEB\x00\x00\x00\x00\x01\x76\xFB\xF6\x00\x00\x00\x00\x32\x59\x51\x60\x00\x00\x00\x00\xB1\x12\xAA\xAB\x00\x00\x00\x00\xCF\xBC\x8E\x4D\x00\x00\x00\x00\xF2\x90\x66\xA3\x00\x00\x00\x00\x11\xF0\x7A\x8F\x00\x00\x00\x00\x88\xD6\xC6\xFE\x00\x00\x00\x00\x36\x58\x53\xA4\x00\x00\x00\x00\x46\x4B\x39\x15\x00\x00\x00\x00\x77\x40\xAA\xC6\x00\x00\x00\x00\x8D\x1D\x0F\x1E\x00\x00\x00\x00\x79\x6D\x22\xA0\x00\x00\x00\x00\x62\x03\xAA\x50\x00\x00\x00\x00\x8B\x39\xB1\xE5\x00\x00\x00\x00\x18\x17\x27\xEC\x00\x00\x00\x00\xE0\x12\xBD\x0C\x00\x00\x00\x00\xCA\xEB\x9A\xC4\x00\x00\x00\x00\x20\x00\x9E\x2A\x00\x00\x00\x00\x27\xF9\x38\x1A\x00\x00\x00\x00\xE0\x7A\xF3\x40\x00\x00\x00\x00\xF7\x7C\x48\x78\x00\x00\x00\x00\xA9\x87\x4F\xCF\x00\x00\x00\x00\x6B\xC3\xD9\xF7\x00\x00\x00\x00\x88\x45\x23\x6A\x00\x00\x00\x00\x37\xF6\x32\x2E\x00\x00\x00\x00\xFB\xE9\xD8\x09\x00\x00\x00\x00\xE5\x5D\xE0\x81\x00\x00\x00\x00\x14\xFB\x00\xA3\x00\x00\x00\x00\xD6\xE7\x75\x05\x00\x00\x00\x00\x6B\x68\x0D\x5F\x47\xDA\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xA5)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x87B8F75A)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xC70C2D27)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x7785B212)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x1B8B4AD4)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x3C0349AC)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xB16CF903)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x4FE7BC8D)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x0DE40ADA)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xFDAF33F9)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x45C4259C)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xDC818F46)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x7F74F7CA)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x6E5225C8)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xA81066D3)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xB92B33C4)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xD0121BD9)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xBBEA29B0)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xD5859DB5)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x993CA8A0)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x12A15D14)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x73222DFC)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x05FDAB03)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xAA427237)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x7045F299)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x6AFB550B)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x41745312)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x3AB54E8D)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x7883448D)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xB2D0069C)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xA739E9DC)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x7AF691ED)], 11936)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x03771E00)], 11936)
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
                gc.KeyTuple('job_id', 0xCD4C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EA0),
                gc.DataTuple('slot_count', 0x00001160),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFE1BC095),
            ]
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
                gc.KeyTuple('dst_addr', 0x9DEE6C0F73D2),
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
        pkt = b'\x9D\xEE\x6C\x0F\x73\xD2\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xCD\x4C\x00\x00\x00\x00\x00\x00\x00\x00\x81\x5D\x00\x00\x00\x00\x00\x40\x00\x00\x38\xEE\xBA\x30\x09\x4F\x9F\x85\x3C\x7C\xCF\x2D\xB3\x71\x00\x52\x68\xDF\x06\x73\xDA\x00\x57\x9D\x93\x64\x28\xEB\x96\x49\xC3\xFC\x78\xB6\x15\xBE\x63\xA8\xB7\x32\x39\x34\xA1\x4D\xB3\xD8\x0A\xC5\x09\x17\x09\x8A\xD4\x81\x7C\xFB\x29\xA9\x8B\xE6\x13\xF0\x7C\xD3\x23\xA8\xF9\xCA\x8C\xD3\x17\x6D\xB6\x4C\xFE\x69\xEC\xAA\x72\x8A\x56\xDB\xB8\x1F\xD4\xDE\x32\x5A\xB9\x52\xB8\xF7\xCE\xA1\x6C\xD7\xAE\x0D\xB9\x00\x9A\x4B\xA7\x09\xC5\x44\x34\xD5\xFB\x7E\xD0\x5E\x2C\x0B\x7B\xCD\xF0\xCA\x48\xB2\x27\x35\xD5\xD0\x3F\xB1\xD9\xF3\x0A\x3A\x80\xE8\xED\x71\x3F\x2B\x2B\xE0\xA3\xED\x98\xE6\x36\x17\x83\xB6\x68\xCA\x68\x6B\x22\xFC\x2A\xAE\x22\x1F\x22\xE6\x45\x26\x4D\xF9\x52\xA8\xD9\x29\xEB\x33\xF8\x97\xDA\x6F\x76\x6D\x29\x84\xED\x6D\x14\x49\x50\x32\xC6\x57\x66\x91\x5C\xE3\xB6\xDC\x9A\x08\x00\xB7\x2B\x49\x43\xAD\x0F\xDD\x6A\x42\xBD\x5D\x59\xAE\x11\x5B\xAA\x80\x1C\xCC\x7D\x24\x67\x2E\x36\x91\x15\x44\x37\xF4\x8D\x81\x9A\xAE\x88\x92\x9F\x5C\x3E\x3C\x56\xF1\x27\xD5\x64\x07\x17\x58\x2A\xB1\xB2\xB7\xEF\xED\x78\x7B\x3C\xAC\xB9\x1D\x57\xDE\xE9\x84\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x9D\xEE\x6C\x0F\x73\xD2\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xCD\x4C\x00\x00\x00\x00\x00\x00\x00\x00\x05\xA5\x00\x00\x00\x00\x00\x40\x00\x00\x38\xEE\xBA\x30\x87\xB8\xF7\x5A\x3C\x7C\xCF\x2D\xC7\x0C\x2D\x27\x68\xDF\x06\x73\x77\x85\xB2\x12\x93\x64\x28\xEB\x1B\x8B\x4A\xD4\x78\xB6\x15\xBE\x3C\x03\x49\xAC\x39\x34\xA1\x4D\xB1\x6C\xF9\x03\x09\x17\x09\x8A\x4F\xE7\xBC\x8D\x29\xA9\x8B\xE6\x0D\xE4\x0A\xDA\x23\xA8\xF9\xCA\xFD\xAF\x33\xF9\xB6\x4C\xFE\x69\x45\xC4\x25\x9C\x56\xDB\xB8\x1F\xDC\x81\x8F\x46\xB9\x52\xB8\xF7\x7F\x74\xF7\xCA\xAE\x0D\xB9\x00\x6E\x52\x25\xC8\xC5\x44\x34\xD5\xA8\x10\x66\xD3\x2C\x0B\x7B\xCD\xB9\x2B\x33\xC4\x27\x35\xD5\xD0\xD0\x12\x1B\xD9\x0A\x3A\x80\xE8\xBB\xEA\x29\xB0\x2B\xE0\xA3\xED\xD5\x85\x9D\xB5\x83\xB6\x68\xCA\x99\x3C\xA8\xA0\x2A\xAE\x22\x1F\x12\xA1\x5D\x14\x4D\xF9\x52\xA8\x73\x22\x2D\xFC\xF8\x97\xDA\x6F\x05\xFD\xAB\x03\xED\x6D\x14\x49\xAA\x42\x72\x37\x66\x91\x5C\xE3\x70\x45\xF2\x99\x00\xB7\x2B\x49\x6A\xFB\x55\x0B\x6A\x42\xBD\x5D\x41\x74\x53\x12\xAA\x80\x1C\xCC\x3A\xB5\x4E\x8D\x36\x91\x15\x44\x78\x83\x44\x8D\x9A\xAE\x88\x92\xB2\xD0\x06\x9C\x56\xF1\x27\xD5\xA7\x39\xE9\xDC\x2A\xB1\xB2\xB7\x7A\xF6\x91\xED\x3C\xAC\xB9\x1D\x03\x77\x1E\x00\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA5\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x87\xB8\xF7\x5A\x00\x00\x00\x00\xC7\x0C\x2D\x27\x00\x00\x00\x00\x77\x85\xB2\x12\x00\x00\x00\x00\x1B\x8B\x4A\xD4\x00\x00\x00\x00\x3C\x03\x49\xAC\x00\x00\x00\x00\xB1\x6C\xF9\x03\x00\x00\x00\x00\x4F\xE7\xBC\x8D\x00\x00\x00\x00\x0D\xE4\x0A\xDA\x00\x00\x00\x00\xFD\xAF\x33\xF9\x00\x00\x00\x00\x45\xC4\x25\x9C\x00\x00\x00\x00\xDC\x81\x8F\x46\x00\x00\x00\x00\x7F\x74\xF7\xCA\x00\x00\x00\x00\x6E\x52\x25\xC8\x00\x00\x00\x00\xA8\x10\x66\xD3\x00\x00\x00\x00\xB9\x2B\x33\xC4\x00\x00\x00\x00\xD0\x12\x1B\xD9\x00\x00\x00\x00\xBB\xEA\x29\xB0\x00\x00\x00\x00\xD5\x85\x9D\xB5\x00\x00\x00\x00\x99\x3C\xA8\xA0\x00\x00\x00\x00\x12\xA1\x5D\x14\x00\x00\x00\x00\x73\x22\x2D\xFC\x00\x00\x00\x00\x05\xFD\xAB\x03\x00\x00\x00\x00\xAA\x42\x72\x37\x00\x00\x00\x00\x70\x45\xF2\x99\x00\x00\x00\x00\x6A\xFB\x55\x0B\x00\x00\x00\x00\x41\x74\x53\x12\x00\x00\x00\x00\x3A\xB5\x4E\x8D\x00\x00\x00\x00\x78\x83\x44\x8D\x00\x00\x00\x00\xB2\xD0\x06\x9C\x00\x00\x00\x00\xA7\x39\xE9\xDC\x00\x00\x00\x00\x7A\xF6\x91\xED\x00\x00\x00\x00\x03\x77\x1E\x00\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xD4)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x1992BB4A)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x9E4F7974)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x65F4C01A)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x8A5FBC00)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xA9674EA2)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x08F05856)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x0AD30941)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xDD90FD4D)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x30359416)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xCEA969FB)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x97EEACAD)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x92976FDE)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x7E572265)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xC05EA824)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x38A4D7B5)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x6C7DC5A1)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x8FE93294)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x32A167C7)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xFC0E385B)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x8121B621)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xF7E67DF7)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xEBB00587)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x5DE2A977)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xEC6E57C2)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x09D09166)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xE81A28D7)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0xBFDAECDA)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x5C0385B6)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xCDD4E40C)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x9E538E50)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x95A3A5D8)], 10878)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x45024DBE)], 10878)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x8729),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xF98E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A7E),
                gc.DataTuple('slot_count', 0x00000B65),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF59954D0),
            ]
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
                gc.KeyTuple('dst_addr', 0x168788EBF8BA),
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
        pkt = b'\x16\x87\x88\xEB\xF8\xBA\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xF9\x8E\x00\x19\x00\x00\x00\x00\x00\x00\x29\xD3\x00\x00\x00\x00\x00\x40\x00\x00\x7D\x55\x0C\xC5\x1C\x55\x3B\x93\xEE\x64\xDD\xC0\x67\x7D\x0D\x96\xE2\xC2\x97\xF9\xBA\x8A\xCF\x18\x6B\x08\xB2\x67\x7F\xEB\x01\x83\x64\x70\x26\xA2\xE0\x70\xF3\x3B\x6D\x16\x42\x54\x1B\x7D\xEA\xBC\xFA\xF4\xDA\xAD\x40\xA6\x30\x78\xED\x1C\xAF\xF7\xA0\xD7\xE5\x3E\x56\x27\x13\xCD\x03\x56\xAE\x72\x8A\x8B\xC3\x5F\x13\x16\x32\xE5\x0B\x32\xEC\xBF\x25\x5C\xB6\x81\xB4\x20\x62\xE6\x7A\x65\x18\xD4\xD2\x9C\x64\x44\xB6\x6F\xB0\x05\x55\xEC\x74\xCB\x87\x66\xBE\x18\x6B\x76\x07\xEB\x29\xC3\x8C\x21\x36\x8B\x9D\x08\x9A\x67\xBB\x1C\x76\x1C\x8F\x83\x70\x79\x32\x72\x0D\x7A\x24\x22\xBD\xD6\x5F\x52\xF1\xF0\xA5\xE4\x39\x60\x4F\xD0\x9C\xAA\x78\xE5\xDE\x46\xF5\xAC\x82\x03\xC1\x2F\x32\x6B\x79\x16\xC8\x14\x0D\xD2\x26\xAA\xF4\xBA\x42\xAD\xED\x5A\x90\xFF\xA2\x6B\x4C\x87\x50\xC6\xE2\x49\x88\x8B\xA8\x90\x5C\xD1\x8D\x6C\xF4\x89\x8E\xA5\x85\xBE\x1D\xF7\x1B\xBF\x7F\x88\xCA\x2C\x49\x02\xBD\x1C\x3C\x17\xCC\xFD\xDB\xF0\x6B\x01\x88\xC8\x8A\x52\x4A\xF6\x52\xF4\xC6\x85\xF0\x0F\xDA\x3C\x73\x14\xBF\x7F\x16\xCF\x6F\x6B\x13\x13\xDE\x89\x0F\x1A\x39\xC9\x23\x3E\xEB\xC7\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x16\x87\x88\xEB\xF8\xBA\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xF9\x8E\x00\x19\x00\x00\x00\x00\x00\x00\x05\xD4\x00\x00\x00\x00\x00\x40\x00\x00\x7D\x55\x0C\xC5\x19\x92\xBB\x4A\xEE\x64\xDD\xC0\x9E\x4F\x79\x74\xE2\xC2\x97\xF9\x65\xF4\xC0\x1A\x6B\x08\xB2\x67\x8A\x5F\xBC\x00\x64\x70\x26\xA2\xA9\x67\x4E\xA2\x6D\x16\x42\x54\x08\xF0\x58\x56\xFA\xF4\xDA\xAD\x0A\xD3\x09\x41\xED\x1C\xAF\xF7\xDD\x90\xFD\x4D\x56\x27\x13\xCD\x30\x35\x94\x16\x8A\x8B\xC3\x5F\xCE\xA9\x69\xFB\x0B\x32\xEC\xBF\x97\xEE\xAC\xAD\xB4\x20\x62\xE6\x92\x97\x6F\xDE\xD2\x9C\x64\x44\x7E\x57\x22\x65\x55\xEC\x74\xCB\xC0\x5E\xA8\x24\x6B\x76\x07\xEB\x38\xA4\xD7\xB5\x36\x8B\x9D\x08\x6C\x7D\xC5\xA1\x76\x1C\x8F\x83\x8F\xE9\x32\x94\x0D\x7A\x24\x22\x32\xA1\x67\xC7\xF1\xF0\xA5\xE4\xFC\x0E\x38\x5B\x9C\xAA\x78\xE5\x81\x21\xB6\x21\x82\x03\xC1\x2F\xF7\xE6\x7D\xF7\xC8\x14\x0D\xD2\xEB\xB0\x05\x87\x42\xAD\xED\x5A\x5D\xE2\xA9\x77\x4C\x87\x50\xC6\xEC\x6E\x57\xC2\xA8\x90\x5C\xD1\x09\xD0\x91\x66\x8E\xA5\x85\xBE\xE8\x1A\x28\xD7\x7F\x88\xCA\x2C\xBF\xDA\xEC\xDA\x3C\x17\xCC\xFD\x5C\x03\x85\xB6\x88\xC8\x8A\x52\xCD\xD4\xE4\x0C\xC6\x85\xF0\x0F\x9E\x53\x8E\x50\xBF\x7F\x16\xCF\x95\xA3\xA5\xD8\xDE\x89\x0F\x1A\x45\x02\x4D\xBE\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD4\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x19\x92\xBB\x4A\x00\x00\x00\x00\x9E\x4F\x79\x74\x00\x00\x00\x00\x65\xF4\xC0\x1A\x00\x00\x00\x00\x8A\x5F\xBC\x00\x00\x00\x00\x00\xA9\x67\x4E\xA2\x00\x00\x00\x00\x08\xF0\x58\x56\x00\x00\x00\x00\x0A\xD3\x09\x41\x00\x00\x00\x00\xDD\x90\xFD\x4D\x00\x00\x00\x00\x30\x35\x94\x16\x00\x00\x00\x00\xCE\xA9\x69\xFB\x00\x00\x00\x00\x97\xEE\xAC\xAD\x00\x00\x00\x00\x92\x97\x6F\xDE\x00\x00\x00\x00\x7E\x57\x22\x65\x00\x00\x00\x00\xC0\x5E\xA8\x24\x00\x00\x00\x00\x38\xA4\xD7\xB5\x00\x00\x00\x00\x6C\x7D\xC5\xA1\x00\x00\x00\x00\x8F\xE9\x32\x94\x00\x00\x00\x00\x32\xA1\x67\xC7\x00\x00\x00\x00\xFC\x0E\x38\x5B\x00\x00\x00\x00\x81\x21\xB6\x21\x00\x00\x00\x00\xF7\xE6\x7D\xF7\x00\x00\x00\x00\xEB\xB0\x05\x87\x00\x00\x00\x00\x5D\xE2\xA9\x77\x00\x00\x00\x00\xEC\x6E\x57\xC2\x00\x00\x00\x00\x09\xD0\x91\x66\x00\x00\x00\x00\xE8\x1A\x28\xD7\x00\x00\x00\x00\xBF\xDA\xEC\xDA\x00\x00\x00\x00\x5C\x03\x85\xB6\x00\x00\x00\x00\xCD\xD4\xE4\x0C\x00\x00\x00\x00\x9E\x53\x8E\x50\x00\x00\x00\x00\x95\xA3\xA5\xD8\x00\x00\x00\x00\x45\x02\x4D\xBE\xEB\xC7\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xFF)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x8AB041BE)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x4A8075C7)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x3E995B0A)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x8804B143)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xDBBA1139)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xDEF0BFCB)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x2832FEA2)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xA10D3741)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x3A590AFC)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xB573B521)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x32E8D0B9)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x12AF8435)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xD243B1AD)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x789E2ED4)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xF8D7CED5)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x3B9089A8)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x92C12CD4)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x4DF8838E)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x7327AB3D)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x6EDD2A66)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x497FC0DF)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x662114DA)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x8C389F52)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x27841E91)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x57F838FD)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x53B53FA8)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0xDD20DBCC)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x8B1F2DAF)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xC3CFD277)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x7D007E2C)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xB27F8093)], 6597)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x78723EF5)], 6597)
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
                gc.KeyTuple('job_id', 0xEE19),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000019C5),
                gc.DataTuple('slot_count', 0x000001D3),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x477E0897),
            ]
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
                gc.KeyTuple('dst_addr', 0x01E2EA4F9D40),
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
        pkt = b'\x01\xE2\xEA\x4F\x9D\x40\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xEE\x19\x00\x07\x00\x00\x00\x00\x00\x00\x38\x9F\x00\x00\x00\x00\x00\x40\x00\x00\xC0\x39\xF3\x7C\xA0\x2F\x89\x6C\x3E\x79\xDE\x6F\x4E\xF1\x6B\xD3\x81\x61\x29\x32\x8A\xE3\x7E\x6B\x2D\x25\xCA\x78\xA4\x4C\x42\xC6\x67\x23\x35\xA4\x3C\xDF\x4B\xC8\x36\x88\x52\xB4\xA9\x05\x96\xF2\x21\x83\xDB\x2C\x95\xF3\x9A\xE4\x68\xC8\x57\x2B\x9B\x6C\x1F\x28\x4B\x66\x27\x26\x75\x3F\x3D\xB1\x87\xD9\x01\x38\xC2\x19\x1B\x71\xC2\xE1\x4A\xCA\xD7\x5A\xEA\xA0\xE7\xC2\xF5\x95\x94\x3F\x3A\x56\x06\x67\x6D\x4F\x4C\x88\x5F\x28\xA2\x47\x97\x13\xB9\xF3\xD5\x2D\x9F\x3B\x0C\x17\xCE\x99\x51\xEB\x21\x5A\x74\xB2\x14\xC0\xD1\x9C\xC6\xFB\x70\x83\xAD\x1D\x54\xCB\x18\x8F\xB1\x03\x27\xBB\x11\xD2\x35\x0E\xE0\x02\x2D\x6B\xDE\x97\x17\x8D\x5F\xD2\x1D\xBA\x20\xDC\x04\xCD\x88\xEF\xFE\xE4\x87\x62\x3C\xC3\x47\x07\x99\x7C\x49\x4C\xB0\x03\x5C\x04\xDA\xF0\x62\xC5\x81\xED\x2D\x54\xB1\x34\x97\xE1\x98\x06\x12\x3C\x91\xEF\xB5\x88\xE6\xA4\x29\xAD\xAE\x76\x70\x76\x8C\xCA\x28\xB8\x34\x21\xC7\x8E\xDA\xE7\xE7\xB2\x4F\xF2\x21\xCE\xBC\xD5\x91\xAE\xAB\xE2\xAA\xC6\xD5\xB5\x9F\x5D\x33\xBF\x3B\x66\x27\xB8\x77\x4F\xCE\xE0\xDB\xD1\x60\x81\xE9\x99\xFC\xC4\xF2\xD7\x4A\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x03\x00\x00\x01\xE2\xEA\x4F\x9D\x40\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xEE\x19\x00\x07\x00\x00\x00\x00\x00\x00\x04\xFF\x00\x00\x00\x00\x00\x40\x00\x00\xC0\x39\xF3\x7C\x8A\xB0\x41\xBE\x3E\x79\xDE\x6F\x4A\x80\x75\xC7\x81\x61\x29\x32\x3E\x99\x5B\x0A\x2D\x25\xCA\x78\x88\x04\xB1\x43\x67\x23\x35\xA4\xDB\xBA\x11\x39\x36\x88\x52\xB4\xDE\xF0\xBF\xCB\x21\x83\xDB\x2C\x28\x32\xFE\xA2\x68\xC8\x57\x2B\xA1\x0D\x37\x41\x4B\x66\x27\x26\x3A\x59\x0A\xFC\x87\xD9\x01\x38\xB5\x73\xB5\x21\xC2\xE1\x4A\xCA\x32\xE8\xD0\xB9\xE7\xC2\xF5\x95\x12\xAF\x84\x35\x06\x67\x6D\x4F\xD2\x43\xB1\xAD\xA2\x47\x97\x13\x78\x9E\x2E\xD4\x9F\x3B\x0C\x17\xF8\xD7\xCE\xD5\x21\x5A\x74\xB2\x3B\x90\x89\xA8\xC6\xFB\x70\x83\x92\xC1\x2C\xD4\x18\x8F\xB1\x03\x4D\xF8\x83\x8E\x35\x0E\xE0\x02\x73\x27\xAB\x3D\x17\x8D\x5F\xD2\x6E\xDD\x2A\x66\x04\xCD\x88\xEF\x49\x7F\xC0\xDF\x3C\xC3\x47\x07\x66\x21\x14\xDA\xB0\x03\x5C\x04\x8C\x38\x9F\x52\x81\xED\x2D\x54\x27\x84\x1E\x91\x98\x06\x12\x3C\x57\xF8\x38\xFD\xE6\xA4\x29\xAD\x53\xB5\x3F\xA8\x8C\xCA\x28\xB8\xDD\x20\xDB\xCC\xDA\xE7\xE7\xB2\x8B\x1F\x2D\xAF\xBC\xD5\x91\xAE\xC3\xCF\xD2\x77\xD5\xB5\x9F\x5D\x7D\x00\x7E\x2C\x27\xB8\x77\x4F\xB2\x7F\x80\x93\x60\x81\xE9\x99\x78\x72\x3E\xF5\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x8A\xB0\x41\xBE\x00\x00\x00\x00\x4A\x80\x75\xC7\x00\x00\x00\x00\x3E\x99\x5B\x0A\x00\x00\x00\x00\x88\x04\xB1\x43\x00\x00\x00\x00\xDB\xBA\x11\x39\x00\x00\x00\x00\xDE\xF0\xBF\xCB\x00\x00\x00\x00\x28\x32\xFE\xA2\x00\x00\x00\x00\xA1\x0D\x37\x41\x00\x00\x00\x00\x3A\x59\x0A\xFC\x00\x00\x00\x00\xB5\x73\xB5\x21\x00\x00\x00\x00\x32\xE8\xD0\xB9\x00\x00\x00\x00\x12\xAF\x84\x35\x00\x00\x00\x00\xD2\x43\xB1\xAD\x00\x00\x00\x00\x78\x9E\x2E\xD4\x00\x00\x00\x00\xF8\xD7\xCE\xD5\x00\x00\x00\x00\x3B\x90\x89\xA8\x00\x00\x00\x00\x92\xC1\x2C\xD4\x00\x00\x00\x00\x4D\xF8\x83\x8E\x00\x00\x00\x00\x73\x27\xAB\x3D\x00\x00\x00\x00\x6E\xDD\x2A\x66\x00\x00\x00\x00\x49\x7F\xC0\xDF\x00\x00\x00\x00\x66\x21\x14\xDA\x00\x00\x00\x00\x8C\x38\x9F\x52\x00\x00\x00\x00\x27\x84\x1E\x91\x00\x00\x00\x00\x57\xF8\x38\xFD\x00\x00\x00\x00\x53\xB5\x3F\xA8\x00\x00\x00\x00\xDD\x20\xDB\xCC\x00\x00\x00\x00\x8B\x1F\x2D\xAF\x00\x00\x00\x00\xC3\xCF\xD2\x77\x00\x00\x00\x00\x7D\x00\x7E\x2C\x00\x00\x00\x00\xB2\x7F\x80\x93\x00\x00\x00\x00\x78\x72\x3E\xF5\x4A\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x66)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xE2550168)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x5C4A37A3)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x86CFFB65)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xF5A17B20)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x23BE1F0A)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x7338878F)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xED629325)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x793BFC2E)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xFC9BE1DB)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x457DA959)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xD3898071)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x716D5580)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xA65FB021)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xACE3523D)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xC356A970)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x7AA635D3)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xB2154D95)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x69D64E8E)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xF8AB3D53)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x1D5DDA44)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x1867CC4B)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x4A1F31D0)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x6CE5F827)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x7AA270F6)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xCF0DA431)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xB7275CBE)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x557C7E0F)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x1F5422FF)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x4DE291AE)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x968F2964)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xCD2F5AEA)], 2367)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x82DD596B)], 2367)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x57D3),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x9002),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000093F),
                gc.DataTuple('slot_count', 0x000001B5),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBF861242),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x71D46789),
                gc.KeyTuple('src_port', 0x4661),
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
                gc.KeyTuple('dst_addr', 0xC30C361B5C07),
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
        pkt = b'\xC3\x0C\x36\x1B\x5C\x07\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x71\xD4\x67\x89\x00\x00\x00\x00\x46\x61\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x90\x02\x00\x04\x00\x00\x00\x00\x00\x00\xA8\xFF\x00\x00\x00\x00\x00\x40\x00\x00\x97\xB7\x04\xDE\x40\xD3\x1A\x41\xAF\x4C\x8B\xA3\x38\x99\x9B\x1E\x02\x3D\x89\xBF\x49\xBC\xF1\xF9\x22\xD2\xAD\xB9\x8A\xC3\xCD\x7E\xD9\xF8\xD1\x20\x5B\x8C\xC8\x2D\xB3\x61\xFF\xE9\x04\xEE\x2E\x92\x30\x41\x34\x27\xC2\xC1\x94\x63\x1C\x47\x2D\x40\x03\x0E\x70\xE5\x1A\x94\x7B\x69\xBC\x75\x46\x22\xDF\x1C\xA1\xDD\xEB\xD0\x02\x0D\xAE\xEB\xCB\x65\x03\x9D\x55\xFF\x86\x54\x6F\x1F\x9B\xD2\x1F\x2B\xB7\xBF\x55\xB6\x86\x94\xB6\x48\xDD\xE8\xC5\x64\xDC\xCF\xB3\x8A\xBD\x79\x87\x48\x39\x49\x3A\x73\x78\xC3\x07\x92\x32\x6A\xD8\x74\x00\x3C\x94\x51\x91\x60\x96\x5F\x12\xB6\xAC\xFF\xCD\x60\x67\x5B\x2D\xEB\x5A\xF7\x5F\x2F\x11\xB4\x80\xB1\xD6\xF1\xEA\xB2\x87\xBD\xE9\xBB\x88\xB8\x98\x71\xE1\xC4\x28\xAD\x03\xF5\xAC\xB6\x69\x40\xF8\x83\x57\x21\x9D\x2D\x77\x4C\xAA\x5F\xC5\x88\x1C\x20\xBE\xE7\xEA\x07\x97\xF7\xFD\x52\xFA\x7D\x87\xD1\x01\x77\xED\xA3\xB9\x90\x27\x07\x2F\xD4\xF3\x84\xCF\x60\x71\xD2\x8D\x61\x9B\x3A\x46\xB3\x2F\x5C\x3D\xF4\x36\xA9\x77\x98\x5B\x5F\x15\x87\xB5\x4A\xEC\x1C\x5A\x5C\xED\x12\x92\x44\x98\x36\x4F\x46\xD5\x1F\xCF\xD1\xCF\xAF\x85\xD5\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\xC3\x0C\x36\x1B\x5C\x07\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x71\xD4\x67\x89\x00\x00\x00\x00\x46\x61\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x90\x02\x00\x04\x00\x00\x00\x00\x00\x00\x04\x66\x00\x00\x00\x00\x00\x40\x00\x00\x97\xB7\x04\xDE\xE2\x55\x01\x68\xAF\x4C\x8B\xA3\x5C\x4A\x37\xA3\x02\x3D\x89\xBF\x86\xCF\xFB\x65\x22\xD2\xAD\xB9\xF5\xA1\x7B\x20\xD9\xF8\xD1\x20\x23\xBE\x1F\x0A\xB3\x61\xFF\xE9\x73\x38\x87\x8F\x30\x41\x34\x27\xED\x62\x93\x25\x1C\x47\x2D\x40\x79\x3B\xFC\x2E\x1A\x94\x7B\x69\xFC\x9B\xE1\xDB\xDF\x1C\xA1\xDD\x45\x7D\xA9\x59\xAE\xEB\xCB\x65\xD3\x89\x80\x71\x86\x54\x6F\x1F\x71\x6D\x55\x80\xB7\xBF\x55\xB6\xA6\x5F\xB0\x21\xDD\xE8\xC5\x64\xAC\xE3\x52\x3D\xBD\x79\x87\x48\xC3\x56\xA9\x70\x78\xC3\x07\x92\x7A\xA6\x35\xD3\x00\x3C\x94\x51\xB2\x15\x4D\x95\x12\xB6\xAC\xFF\x69\xD6\x4E\x8E\x2D\xEB\x5A\xF7\xF8\xAB\x3D\x53\x80\xB1\xD6\xF1\x1D\x5D\xDA\x44\xE9\xBB\x88\xB8\x18\x67\xCC\x4B\x28\xAD\x03\xF5\x4A\x1F\x31\xD0\xF8\x83\x57\x21\x6C\xE5\xF8\x27\xAA\x5F\xC5\x88\x7A\xA2\x70\xF6\xEA\x07\x97\xF7\xCF\x0D\xA4\x31\x87\xD1\x01\x77\xB7\x27\x5C\xBE\x27\x07\x2F\xD4\x55\x7C\x7E\x0F\x71\xD2\x8D\x61\x1F\x54\x22\xFF\x2F\x5C\x3D\xF4\x4D\xE2\x91\xAE\x5B\x5F\x15\x87\x96\x8F\x29\x64\x5A\x5C\xED\x12\xCD\x2F\x5A\xEA\x4F\x46\xD5\x1F\x82\xDD\x59\x6B\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x66\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xE2\x55\x01\x68\x00\x00\x00\x00\x5C\x4A\x37\xA3\x00\x00\x00\x00\x86\xCF\xFB\x65\x00\x00\x00\x00\xF5\xA1\x7B\x20\x00\x00\x00\x00\x23\xBE\x1F\x0A\x00\x00\x00\x00\x73\x38\x87\x8F\x00\x00\x00\x00\xED\x62\x93\x25\x00\x00\x00\x00\x79\x3B\xFC\x2E\x00\x00\x00\x00\xFC\x9B\xE1\xDB\x00\x00\x00\x00\x45\x7D\xA9\x59\x00\x00\x00\x00\xD3\x89\x80\x71\x00\x00\x00\x00\x71\x6D\x55\x80\x00\x00\x00\x00\xA6\x5F\xB0\x21\x00\x00\x00\x00\xAC\xE3\x52\x3D\x00\x00\x00\x00\xC3\x56\xA9\x70\x00\x00\x00\x00\x7A\xA6\x35\xD3\x00\x00\x00\x00\xB2\x15\x4D\x95\x00\x00\x00\x00\x69\xD6\x4E\x8E\x00\x00\x00\x00\xF8\xAB\x3D\x53\x00\x00\x00\x00\x1D\x5D\xDA\x44\x00\x00\x00\x00\x18\x67\xCC\x4B\x00\x00\x00\x00\x4A\x1F\x31\xD0\x00\x00\x00\x00\x6C\xE5\xF8\x27\x00\x00\x00\x00\x7A\xA2\x70\xF6\x00\x00\x00\x00\xCF\x0D\xA4\x31\x00\x00\x00\x00\xB7\x27\x5C\xBE\x00\x00\x00\x00\x55\x7C\x7E\x0F\x00\x00\x00\x00\x1F\x54\x22\xFF\x00\x00\x00\x00\x4D\xE2\x91\xAE\x00\x00\x00\x00\x96\x8F\x29\x64\x00\x00\x00\x00\xCD\x2F\x5A\xEA\x00\x00\x00\x00\x82\xDD\x59\x6B\x85\xD5\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xEE)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x9E49C84B)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x1B6982B4)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x4DE20E12)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x7E1E8E61)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x9C57708A)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x08B5391B)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x2BB36A9A)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x4884EC6F)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xE5849ECC)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x72560A29)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x629316A6)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xD759596F)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xE406AF87)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x82D7EE08)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x9E76724D)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xA1B83A17)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x586F2DFB)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x818F39FD)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xC8428E3A)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xECBB8EE9)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x882DC7AA)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xC7CC4FB7)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xFCE58828)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x8FD07217)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xD1C527FD)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xFE0B3DE4)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x36A2D690)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x85D0188A)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xAD11A774)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x8E0A1A76)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x84D1FBDF)], 3292)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xB77F308E)], 3292)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xBCE3),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xDFB3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CDC),
                gc.DataTuple('slot_count', 0x00000FCD),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x74AC9487),
            ]
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
                gc.KeyTuple('dst_addr', 0x9BB855B8B19B),
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
        pkt = b'\x9B\xB8\x55\xB8\xB1\x9B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xDF\xB3\x00\x06\x00\x00\x00\x00\x00\x00\x52\xF2\x00\x00\x00\x00\x00\x40\x00\x00\x1A\x63\xBC\x3E\x38\x0F\x4A\xFC\xD0\x61\x8B\x42\x81\x60\xB3\xE7\x72\x68\x5B\xF2\x7F\x4C\x74\xC7\x9D\x3B\xF1\x9A\x54\x75\x64\x44\x35\x8C\xE0\xD2\x46\x37\x44\x17\xD7\x24\x7A\x2F\xB5\x9F\x53\xDE\x41\xEB\x14\x8B\x4C\x4E\x13\xE4\x93\xFD\x6A\xE3\x3C\x6B\x00\xDE\xDE\xCE\x65\x6E\x01\x1C\xC5\xD3\xD5\x6E\x9C\x36\x6A\x0E\x19\x5E\x35\x2D\x1D\xB0\xA6\xB2\xD9\xE1\xDC\xBB\xF8\x34\x95\xBA\x25\x51\x21\x54\x34\x8F\x70\x4B\x88\x33\xCF\xB3\xC9\x5E\x07\x50\x70\x49\x23\x35\x7D\x6B\xD8\x7F\x7D\xEA\xE4\x25\x06\x29\xF4\x2F\x85\xCE\x38\x07\xD5\x04\x02\x8A\x9A\xAF\x0B\xB7\x7A\xE1\x3F\x6F\x74\xE2\x25\xD7\xCC\x9C\xF4\x24\x42\xDF\x1F\xD3\x10\x47\xA8\xC9\xA5\x9D\x23\xFF\xBE\xD0\xB4\x47\x9E\x2F\xAA\xD3\xA9\xA1\x34\xF9\x95\x06\xAF\x73\xD0\xC9\xA8\xD3\x07\xB3\xE2\x10\xB6\x82\xA1\xD3\x9B\xEB\xBB\xBF\xE7\x1A\xAF\x1A\xF2\x23\x3C\x96\x3B\x42\x65\x1C\xBA\x68\xD9\x0E\x9E\x68\xA3\xBE\xAD\x43\xF4\x11\x16\x5C\xD5\xEB\xF4\x70\x9F\x6D\x4E\x4D\xE4\x5E\xF5\x61\x3F\x10\xD5\x5D\x1F\x44\x33\x4B\xCB\x04\xD1\x1E\xAE\xBA\x18\xB6\xA8\xA3\x33\x12\x7B\x31\x5A\x36\x68\x1D\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x9B\xB8\x55\xB8\xB1\x9B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xDF\xB3\x00\x06\x00\x00\x00\x00\x00\x00\x06\xEE\x00\x00\x00\x00\x00\x40\x00\x00\x1A\x63\xBC\x3E\x9E\x49\xC8\x4B\xD0\x61\x8B\x42\x1B\x69\x82\xB4\x72\x68\x5B\xF2\x4D\xE2\x0E\x12\x9D\x3B\xF1\x9A\x7E\x1E\x8E\x61\x35\x8C\xE0\xD2\x9C\x57\x70\x8A\xD7\x24\x7A\x2F\x08\xB5\x39\x1B\x41\xEB\x14\x8B\x2B\xB3\x6A\x9A\x93\xFD\x6A\xE3\x48\x84\xEC\x6F\xDE\xCE\x65\x6E\xE5\x84\x9E\xCC\xD5\x6E\x9C\x36\x72\x56\x0A\x29\x35\x2D\x1D\xB0\x62\x93\x16\xA6\xDC\xBB\xF8\x34\xD7\x59\x59\x6F\x21\x54\x34\x8F\xE4\x06\xAF\x87\xCF\xB3\xC9\x5E\x82\xD7\xEE\x08\x23\x35\x7D\x6B\x9E\x76\x72\x4D\xE4\x25\x06\x29\xA1\xB8\x3A\x17\x38\x07\xD5\x04\x58\x6F\x2D\xFB\x0B\xB7\x7A\xE1\x81\x8F\x39\xFD\x25\xD7\xCC\x9C\xC8\x42\x8E\x3A\x1F\xD3\x10\x47\xEC\xBB\x8E\xE9\x23\xFF\xBE\xD0\x88\x2D\xC7\xAA\xAA\xD3\xA9\xA1\xC7\xCC\x4F\xB7\xAF\x73\xD0\xC9\xFC\xE5\x88\x28\xE2\x10\xB6\x82\x8F\xD0\x72\x17\xBB\xBF\xE7\x1A\xD1\xC5\x27\xFD\x3C\x96\x3B\x42\xFE\x0B\x3D\xE4\xD9\x0E\x9E\x68\x36\xA2\xD6\x90\xF4\x11\x16\x5C\x85\xD0\x18\x8A\x9F\x6D\x4E\x4D\xAD\x11\xA7\x74\x3F\x10\xD5\x5D\x8E\x0A\x1A\x76\xCB\x04\xD1\x1E\x84\xD1\xFB\xDF\xA8\xA3\x33\x12\xB7\x7F\x30\x8E\x0C\x02\x00\x03\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEE\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x9E\x49\xC8\x4B\x00\x00\x00\x00\x1B\x69\x82\xB4\x00\x00\x00\x00\x4D\xE2\x0E\x12\x00\x00\x00\x00\x7E\x1E\x8E\x61\x00\x00\x00\x00\x9C\x57\x70\x8A\x00\x00\x00\x00\x08\xB5\x39\x1B\x00\x00\x00\x00\x2B\xB3\x6A\x9A\x00\x00\x00\x00\x48\x84\xEC\x6F\x00\x00\x00\x00\xE5\x84\x9E\xCC\x00\x00\x00\x00\x72\x56\x0A\x29\x00\x00\x00\x00\x62\x93\x16\xA6\x00\x00\x00\x00\xD7\x59\x59\x6F\x00\x00\x00\x00\xE4\x06\xAF\x87\x00\x00\x00\x00\x82\xD7\xEE\x08\x00\x00\x00\x00\x9E\x76\x72\x4D\x00\x00\x00\x00\xA1\xB8\x3A\x17\x00\x00\x00\x00\x58\x6F\x2D\xFB\x00\x00\x00\x00\x81\x8F\x39\xFD\x00\x00\x00\x00\xC8\x42\x8E\x3A\x00\x00\x00\x00\xEC\xBB\x8E\xE9\x00\x00\x00\x00\x88\x2D\xC7\xAA\x00\x00\x00\x00\xC7\xCC\x4F\xB7\x00\x00\x00\x00\xFC\xE5\x88\x28\x00\x00\x00\x00\x8F\xD0\x72\x17\x00\x00\x00\x00\xD1\xC5\x27\xFD\x00\x00\x00\x00\xFE\x0B\x3D\xE4\x00\x00\x00\x00\x36\xA2\xD6\x90\x00\x00\x00\x00\x85\xD0\x18\x8A\x00\x00\x00\x00\xAD\x11\xA7\x74\x00\x00\x00\x00\x8E\x0A\x1A\x76\x00\x00\x00\x00\x84\xD1\xFB\xDF\x00\x00\x00\x00\xB7\x7F\x30\x8E\x68\x1D\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

