# PTF test for /tmp/tg64/k64/kind14/main
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

logger = logging.getLogger('/tmp/tg64/k64/kind14/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tg64/k64/kind14/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tg64/k64/kind14/main')

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
    # Current statement coverage: 0.041

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
    # Current statement coverage: 0.041

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
    # Current statement coverage: 0.041

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
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xB8)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x2062BAC9)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xFA0347F2)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x41B867ED)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xED1DC0B0)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xAC278DAB)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xA95CBB6A)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x6DD9F61A)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xB56F61F8)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x97FE8FEA)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xD99C565C)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x3E05738D)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xDA6F64B1)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xC35C0D74)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xE03483D7)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x9A493F35)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x7E3FECFD)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xD5E653B4)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x109FB490)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x685EDFE7)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x39120B1F)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x6C0D5743)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x4879FB22)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x9666BF7B)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x769B8C3D)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x9359B521)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xA3AD2190)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x5CBBF17B)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x6BA47D22)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x7529140A)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x4078901F)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xCAE5C7E6)], 4265)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x8F49F5CE)], 4265)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x660F),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xFE4C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000010A9),
                gc.DataTuple('slot_count', 0x00000434),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD1BA7CD1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x392F3E0C),
                gc.KeyTuple('src_port', 0x64AF),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0004),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x39\x2F\x3E\x0C\x00\x00\x00\x00\x64\xAF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xFE\x4C\x00\x01\x00\x00\x00\x00\x00\x00\x28\x0A\x00\x00\x00\x00\x00\x40\x00\x00\xA1\xFE\x96\x3B\xB4\xC1\xF8\x3D\xAF\x1E\x17\x27\xAD\x06\x36\x48\xE1\xF5\x31\x3B\xD8\x09\xFC\xFB\xB7\xC6\xB6\x26\x29\x56\xD6\xE8\x60\xCA\x58\x75\x2D\x4F\xA7\x26\x62\x17\xB6\xC6\x99\xB0\x12\x5B\x65\x07\x4F\x95\x11\x0A\x57\x39\x66\xAB\x45\x5D\xA5\x74\xDE\x13\x02\x0D\x56\xBF\xDF\x58\xE8\xF8\x55\xD9\x3D\x42\xFA\xC2\x0E\x03\x03\x9D\x37\x48\xF0\x83\xCC\xE8\xDF\xC0\x2C\x77\x84\x57\x74\xB5\x9C\xD1\x84\x14\x6F\x6C\xCA\x5B\xDD\xE3\xA1\x3C\xB0\x0A\x92\x1F\xEE\xEB\xFF\x47\x46\x32\x3C\xBE\x16\x06\xEF\xA3\xC9\xF2\x9B\xD0\x4E\xAF\xB3\x83\x0C\xFC\x8A\x8A\xBE\x32\x58\x75\xEF\x7E\x84\x3C\x8A\xE2\x2C\xAF\x67\x69\xE3\xD1\x63\xA3\xD0\xF8\x1F\x99\xB9\x87\x55\x8F\xF4\xE4\x9B\x1F\x07\xA9\xE3\x05\xD9\xF5\x50\xF3\xE3\x9A\x52\xAA\x37\x48\x08\x5C\x78\x7A\x92\xE9\x31\xBF\x3B\xB8\x7B\xB3\xFB\xC3\x66\xAA\xA0\x0B\x18\xBE\x51\xC9\x03\xD4\x64\xD7\xD3\x7F\xAF\x81\x52\x53\x04\x6E\x5A\x22\xE8\x0C\x75\xE1\xFE\xE3\x66\xE4\x2A\x5F\x6C\xB5\xFD\x7F\x34\x7C\x30\x3C\x09\x46\x0C\x5B\xFB\xD4\xCB\xB5\x1C\x24\x64\xDB\xF2\x2A\x3C\xEC\x26\x7D\x47\xEF\x27\xA3\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x04\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x39\x2F\x3E\x0C\x00\x00\x00\x00\x64\xAF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xFE\x4C\x00\x01\x00\x00\x00\x00\x00\x00\x04\xB8\x00\x00\x00\x00\x00\x40\x00\x00\xA1\xFE\x96\x3B\x20\x62\xBA\xC9\xAF\x1E\x17\x27\xFA\x03\x47\xF2\xE1\xF5\x31\x3B\x41\xB8\x67\xED\xB7\xC6\xB6\x26\xED\x1D\xC0\xB0\x60\xCA\x58\x75\xAC\x27\x8D\xAB\x62\x17\xB6\xC6\xA9\x5C\xBB\x6A\x65\x07\x4F\x95\x6D\xD9\xF6\x1A\x66\xAB\x45\x5D\xB5\x6F\x61\xF8\x02\x0D\x56\xBF\x97\xFE\x8F\xEA\x55\xD9\x3D\x42\xD9\x9C\x56\x5C\x03\x9D\x37\x48\x3E\x05\x73\x8D\xDF\xC0\x2C\x77\xDA\x6F\x64\xB1\x9C\xD1\x84\x14\xC3\x5C\x0D\x74\xDD\xE3\xA1\x3C\xE0\x34\x83\xD7\xEE\xEB\xFF\x47\x9A\x49\x3F\x35\x16\x06\xEF\xA3\x7E\x3F\xEC\xFD\x4E\xAF\xB3\x83\xD5\xE6\x53\xB4\xBE\x32\x58\x75\x10\x9F\xB4\x90\x8A\xE2\x2C\xAF\x68\x5E\xDF\xE7\x63\xA3\xD0\xF8\x39\x12\x0B\x1F\x55\x8F\xF4\xE4\x6C\x0D\x57\x43\xE3\x05\xD9\xF5\x48\x79\xFB\x22\x52\xAA\x37\x48\x96\x66\xBF\x7B\x92\xE9\x31\xBF\x76\x9B\x8C\x3D\xFB\xC3\x66\xAA\x93\x59\xB5\x21\x51\xC9\x03\xD4\xA3\xAD\x21\x90\xAF\x81\x52\x53\x5C\xBB\xF1\x7B\xE8\x0C\x75\xE1\x6B\xA4\x7D\x22\x2A\x5F\x6C\xB5\x75\x29\x14\x0A\x30\x3C\x09\x46\x40\x78\x90\x1F\xCB\xB5\x1C\x24\xCA\xE5\xC7\xE6\x3C\xEC\x26\x7D\x8F\x49\xF5\xCE\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB8\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x20\x62\xBA\xC9\x00\x00\x00\x00\xFA\x03\x47\xF2\x00\x00\x00\x00\x41\xB8\x67\xED\x00\x00\x00\x00\xED\x1D\xC0\xB0\x00\x00\x00\x00\xAC\x27\x8D\xAB\x00\x00\x00\x00\xA9\x5C\xBB\x6A\x00\x00\x00\x00\x6D\xD9\xF6\x1A\x00\x00\x00\x00\xB5\x6F\x61\xF8\x00\x00\x00\x00\x97\xFE\x8F\xEA\x00\x00\x00\x00\xD9\x9C\x56\x5C\x00\x00\x00\x00\x3E\x05\x73\x8D\x00\x00\x00\x00\xDA\x6F\x64\xB1\x00\x00\x00\x00\xC3\x5C\x0D\x74\x00\x00\x00\x00\xE0\x34\x83\xD7\x00\x00\x00\x00\x9A\x49\x3F\x35\x00\x00\x00\x00\x7E\x3F\xEC\xFD\x00\x00\x00\x00\xD5\xE6\x53\xB4\x00\x00\x00\x00\x10\x9F\xB4\x90\x00\x00\x00\x00\x68\x5E\xDF\xE7\x00\x00\x00\x00\x39\x12\x0B\x1F\x00\x00\x00\x00\x6C\x0D\x57\x43\x00\x00\x00\x00\x48\x79\xFB\x22\x00\x00\x00\x00\x96\x66\xBF\x7B\x00\x00\x00\x00\x76\x9B\x8C\x3D\x00\x00\x00\x00\x93\x59\xB5\x21\x00\x00\x00\x00\xA3\xAD\x21\x90\x00\x00\x00\x00\x5C\xBB\xF1\x7B\x00\x00\x00\x00\x6B\xA4\x7D\x22\x00\x00\x00\x00\x75\x29\x14\x0A\x00\x00\x00\x00\x40\x78\x90\x1F\x00\x00\x00\x00\xCA\xE5\xC7\xE6\x00\x00\x00\x00\x8F\x49\xF5\xCE\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xAF)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x3D3EADBB)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xECCB2BC5)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xCC06B4E0)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xD6F1827A)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x9771783A)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x03A200B0)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x8208D06D)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x8F724FEE)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xC1355C58)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xFCC80A1B)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x4A787E36)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x44C4BD58)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x8F9A0E32)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x0F0FA92E)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x3B6CED05)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xD227F4AF)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x04D6CB9D)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x413DB439)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x8CE93BDE)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x8D610C9D)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xAACA6DFE)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xE97B2EEC)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xBBA6FBFF)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x90C37D5A)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x54BD73D5)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x451D36CD)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x83769975)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xFC046008)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xE26FADC0)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xF31CDF05)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x11C1E282)], 5343)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xE3D710BF)], 5343)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xE1D9),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x6B91),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000014DF),
                gc.DataTuple('slot_count', 0x0000048B),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x448A9FE7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x28AE9464),
                gc.KeyTuple('src_port', 0x3F52),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x000C),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x28\xAE\x94\x64\x00\x00\x00\x00\x3F\x52\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x6B\x91\x00\x02\x00\x00\x00\x00\x00\x00\x0A\x87\x00\x00\x00\x00\x00\x40\x00\x00\x00\x24\x22\xF8\xF9\x43\x49\x92\x44\xED\x8A\xD6\xCC\x0E\x31\x88\xB7\x35\xE1\xC9\x63\x04\xD1\x38\x16\x93\x73\x6D\x19\x38\xC5\x41\x5B\x5A\xB3\x4D\x55\x6A\xA7\x81\xA7\xCA\xC6\x65\xE0\xEA\x01\x50\x09\x7D\x83\xE2\xA9\xF6\x16\x4B\x98\x45\x27\x50\x22\xC4\x0D\x11\xC4\xCA\x97\x62\x45\x8A\x3D\x42\x9D\xC3\xA7\x39\x6C\x91\xB9\x26\x9A\xFD\xEA\x58\x46\x81\x3C\xC5\x11\x6E\x1F\x83\x06\x3B\x5F\x84\xF5\xFC\x98\x84\x04\x35\xD8\xB6\xB5\x40\x82\xBA\x74\x3C\x1F\x76\x77\xAF\x06\x60\x35\x80\x3B\xE2\xA1\xE8\xB5\x5A\x0F\xA0\x2E\x2F\x52\x63\x50\xF5\x34\xF7\x56\x75\x3C\xB3\xE4\x67\x55\x54\x63\x8D\xE6\x89\x76\x80\x74\x75\xBD\x33\xC0\xEE\x42\x90\x7D\x6F\x4C\x45\x1C\xD9\x0E\x76\x1F\x41\x83\xD2\x14\xA0\x35\xE5\xF1\x6B\xBD\xE3\x56\x61\x2E\x91\xB0\xF9\x83\xB5\xD2\x51\x3E\x7F\x51\xF8\x88\x60\x9C\xB3\x66\xB1\xB6\x8C\xFB\x38\xE7\xED\x7C\x96\x5E\xDB\xE5\x43\x4F\xA6\x26\xCB\xD0\xB0\x75\x0D\x1F\x0D\x02\x27\x79\xC2\x12\x1F\x11\xFB\x2C\x12\x24\x73\x7F\x08\x87\x67\x44\x8B\xA7\x47\x8B\xDB\x31\x35\x0E\x28\x44\x27\x54\xFE\xAF\x3A\x43\x86\x5D\xFB\x8C\x10\xA1\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2\xFD\x15\xF2\xCA\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x0C\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x28\xAE\x94\x64\x00\x00\x00\x00\x3F\x52\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x6B\x91\x00\x02\x00\x00\x00\x00\x00\x00\x06\xAF\x00\x00\x00\x00\x00\x40\x00\x00\x00\x24\x22\xF8\x3D\x3E\xAD\xBB\x44\xED\x8A\xD6\xEC\xCB\x2B\xC5\xB7\x35\xE1\xC9\xCC\x06\xB4\xE0\x16\x93\x73\x6D\xD6\xF1\x82\x7A\x5B\x5A\xB3\x4D\x97\x71\x78\x3A\xA7\xCA\xC6\x65\x03\xA2\x00\xB0\x09\x7D\x83\xE2\x82\x08\xD0\x6D\x98\x45\x27\x50\x8F\x72\x4F\xEE\xC4\xCA\x97\x62\xC1\x35\x5C\x58\x9D\xC3\xA7\x39\xFC\xC8\x0A\x1B\x9A\xFD\xEA\x58\x4A\x78\x7E\x36\x11\x6E\x1F\x83\x44\xC4\xBD\x58\xF5\xFC\x98\x84\x8F\x9A\x0E\x32\xB5\x40\x82\xBA\x0F\x0F\xA9\x2E\x77\xAF\x06\x60\x3B\x6C\xED\x05\xA1\xE8\xB5\x5A\xD2\x27\xF4\xAF\x52\x63\x50\xF5\x04\xD6\xCB\x9D\x3C\xB3\xE4\x67\x41\x3D\xB4\x39\xE6\x89\x76\x80\x8C\xE9\x3B\xDE\xC0\xEE\x42\x90\x8D\x61\x0C\x9D\x1C\xD9\x0E\x76\xAA\xCA\x6D\xFE\x14\xA0\x35\xE5\xE9\x7B\x2E\xEC\x56\x61\x2E\x91\xBB\xA6\xFB\xFF\xD2\x51\x3E\x7F\x90\xC3\x7D\x5A\x9C\xB3\x66\xB1\x54\xBD\x73\xD5\xE7\xED\x7C\x96\x45\x1D\x36\xCD\x4F\xA6\x26\xCB\x83\x76\x99\x75\x1F\x0D\x02\x27\xFC\x04\x60\x08\x11\xFB\x2C\x12\xE2\x6F\xAD\xC0\x87\x67\x44\x8B\xF3\x1C\xDF\x05\x31\x35\x0E\x28\x11\xC1\xE2\x82\xAF\x3A\x43\x86\xE3\xD7\x10\xBF\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAF\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x3D\x3E\xAD\xBB\x00\x00\x00\x00\xEC\xCB\x2B\xC5\x00\x00\x00\x00\xCC\x06\xB4\xE0\x00\x00\x00\x00\xD6\xF1\x82\x7A\x00\x00\x00\x00\x97\x71\x78\x3A\x00\x00\x00\x00\x03\xA2\x00\xB0\x00\x00\x00\x00\x82\x08\xD0\x6D\x00\x00\x00\x00\x8F\x72\x4F\xEE\x00\x00\x00\x00\xC1\x35\x5C\x58\x00\x00\x00\x00\xFC\xC8\x0A\x1B\x00\x00\x00\x00\x4A\x78\x7E\x36\x00\x00\x00\x00\x44\xC4\xBD\x58\x00\x00\x00\x00\x8F\x9A\x0E\x32\x00\x00\x00\x00\x0F\x0F\xA9\x2E\x00\x00\x00\x00\x3B\x6C\xED\x05\x00\x00\x00\x00\xD2\x27\xF4\xAF\x00\x00\x00\x00\x04\xD6\xCB\x9D\x00\x00\x00\x00\x41\x3D\xB4\x39\x00\x00\x00\x00\x8C\xE9\x3B\xDE\x00\x00\x00\x00\x8D\x61\x0C\x9D\x00\x00\x00\x00\xAA\xCA\x6D\xFE\x00\x00\x00\x00\xE9\x7B\x2E\xEC\x00\x00\x00\x00\xBB\xA6\xFB\xFF\x00\x00\x00\x00\x90\xC3\x7D\x5A\x00\x00\x00\x00\x54\xBD\x73\xD5\x00\x00\x00\x00\x45\x1D\x36\xCD\x00\x00\x00\x00\x83\x76\x99\x75\x00\x00\x00\x00\xFC\x04\x60\x08\x00\x00\x00\x00\xE2\x6F\xAD\xC0\x00\x00\x00\x00\xF3\x1C\xDF\x05\x00\x00\x00\x00\x11\xC1\xE2\x82\x00\x00\x00\x00\xE3\xD7\x10\xBF\xA1\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2\xFD\x15\xF2\xCA\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x89)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x5E777C28)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xB69AE707)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x6A2BD86F)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xDBFECAF5)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xFEC6160C)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xD4D34347)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x474360D9)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x92529F02)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x23B00FE8)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xE390D33E)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x442FF203)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xEDD0867D)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x1240014D)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xD004A6D3)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xAD72992E)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x4A3EA825)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xB45CBB9B)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x5BB5981F)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x85FA5D09)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x618F3AFE)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x32FB9ACB)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x6F4A6873)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xB80E97B1)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x5077B1A9)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xF9D8083A)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xFFBB0C5D)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x7AD6270C)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xC168BAB2)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x2DFD8D22)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xE3334AB0)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x653D666A)], 3567)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xA6A519E0)], 3567)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x36D3),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x056C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DEF),
                gc.DataTuple('slot_count', 0x0000094E),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x56200461),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD3015AB7),
                gc.KeyTuple('src_port', 0xEECF),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0001),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD3\x01\x5A\xB7\x00\x00\x00\x00\xEE\xCF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x05\x6C\x00\x05\x00\x00\x00\x00\x00\x00\x3A\x92\x00\x00\x00\x00\x00\x40\x00\x00\xAA\x06\xE6\x4A\xBC\x7C\x62\x2E\x98\x07\x3D\x0D\x05\xB9\xA6\x88\x10\x26\x41\x9F\x19\x6B\x1D\xB2\x25\xFF\x88\xD2\xCE\x6D\x7B\x15\xDA\x96\xC8\x49\xA9\x5D\xA3\xC1\xA1\x89\xBD\xEE\xED\xE9\x3C\xDA\x55\x45\xD4\x86\x3E\xF8\x00\x97\x62\xC8\x73\x40\x13\xF7\x2B\x5E\x2E\xF2\x2E\x1C\x6C\x0B\xE5\x69\x73\x9F\x3B\x7C\x5B\x6D\xC1\xDE\x3F\x00\xB2\xB4\xE3\xC0\x93\x45\xFD\xA3\x3E\x6D\x8E\xD7\x64\x68\x8C\xB9\xC8\x02\x2D\x34\xFA\xDC\xDC\x6E\x8D\x27\x36\x92\xAD\x47\x48\xE2\xB0\x12\x00\x67\xA9\xB0\x8A\x85\x11\x8B\xDE\x4D\xB7\x48\x7B\xAE\xD7\x47\x1C\x4F\xDA\x36\x29\x66\xAC\x22\x4E\x87\x3A\x11\x38\x12\x3F\x39\x7A\x16\xA1\x80\xBC\x43\x2D\xA9\xA6\x14\xCE\xA6\x71\x44\xD2\x87\x94\x73\x2B\xF7\x3F\xFC\x0E\xCB\x10\xED\x34\x78\x31\x94\x16\x41\x70\x05\xB1\x32\xCE\x78\x1C\x66\xCF\x7A\x7F\x47\xBB\xF4\x1D\x25\xD9\xC0\x64\x68\xAC\x7C\xF1\x65\xD7\x11\x55\xFF\x13\x8D\x4C\x94\x5C\x03\x37\x5B\x1A\xFE\x44\x95\x71\x22\x38\x9C\xCA\xA8\x5B\x64\xB9\x49\xEC\x7A\xC6\x2A\x78\x36\x21\xFA\xAB\xB0\xCE\xF9\x6F\xE9\x04\xFE\x59\x44\xDE\x67\x23\x88\x2F\x53\x15\xDB\x53\x13\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x01\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD3\x01\x5A\xB7\x00\x00\x00\x00\xEE\xCF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x05\x6C\x00\x05\x00\x00\x00\x00\x00\x00\x06\x89\x00\x00\x00\x00\x00\x40\x00\x00\xAA\x06\xE6\x4A\x5E\x77\x7C\x28\x98\x07\x3D\x0D\xB6\x9A\xE7\x07\x10\x26\x41\x9F\x6A\x2B\xD8\x6F\x25\xFF\x88\xD2\xDB\xFE\xCA\xF5\xDA\x96\xC8\x49\xFE\xC6\x16\x0C\xA1\x89\xBD\xEE\xD4\xD3\x43\x47\x55\x45\xD4\x86\x47\x43\x60\xD9\x62\xC8\x73\x40\x92\x52\x9F\x02\x2E\xF2\x2E\x1C\x23\xB0\x0F\xE8\x73\x9F\x3B\x7C\xE3\x90\xD3\x3E\x3F\x00\xB2\xB4\x44\x2F\xF2\x03\xFD\xA3\x3E\x6D\xED\xD0\x86\x7D\x8C\xB9\xC8\x02\x12\x40\x01\x4D\xDC\x6E\x8D\x27\xD0\x04\xA6\xD3\x48\xE2\xB0\x12\xAD\x72\x99\x2E\x8A\x85\x11\x8B\x4A\x3E\xA8\x25\x7B\xAE\xD7\x47\xB4\x5C\xBB\x9B\x29\x66\xAC\x22\x5B\xB5\x98\x1F\x38\x12\x3F\x39\x85\xFA\x5D\x09\xBC\x43\x2D\xA9\x61\x8F\x3A\xFE\x71\x44\xD2\x87\x32\xFB\x9A\xCB\x3F\xFC\x0E\xCB\x6F\x4A\x68\x73\x31\x94\x16\x41\xB8\x0E\x97\xB1\xCE\x78\x1C\x66\x50\x77\xB1\xA9\xBB\xF4\x1D\x25\xF9\xD8\x08\x3A\xAC\x7C\xF1\x65\xFF\xBB\x0C\x5D\x13\x8D\x4C\x94\x7A\xD6\x27\x0C\x1A\xFE\x44\x95\xC1\x68\xBA\xB2\xCA\xA8\x5B\x64\x2D\xFD\x8D\x22\xC6\x2A\x78\x36\xE3\x33\x4A\xB0\xCE\xF9\x6F\xE9\x65\x3D\x66\x6A\xDE\x67\x23\x88\xA6\xA5\x19\xE0\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x5E\x77\x7C\x28\x00\x00\x00\x00\xB6\x9A\xE7\x07\x00\x00\x00\x00\x6A\x2B\xD8\x6F\x00\x00\x00\x00\xDB\xFE\xCA\xF5\x00\x00\x00\x00\xFE\xC6\x16\x0C\x00\x00\x00\x00\xD4\xD3\x43\x47\x00\x00\x00\x00\x47\x43\x60\xD9\x00\x00\x00\x00\x92\x52\x9F\x02\x00\x00\x00\x00\x23\xB0\x0F\xE8\x00\x00\x00\x00\xE3\x90\xD3\x3E\x00\x00\x00\x00\x44\x2F\xF2\x03\x00\x00\x00\x00\xED\xD0\x86\x7D\x00\x00\x00\x00\x12\x40\x01\x4D\x00\x00\x00\x00\xD0\x04\xA6\xD3\x00\x00\x00\x00\xAD\x72\x99\x2E\x00\x00\x00\x00\x4A\x3E\xA8\x25\x00\x00\x00\x00\xB4\x5C\xBB\x9B\x00\x00\x00\x00\x5B\xB5\x98\x1F\x00\x00\x00\x00\x85\xFA\x5D\x09\x00\x00\x00\x00\x61\x8F\x3A\xFE\x00\x00\x00\x00\x32\xFB\x9A\xCB\x00\x00\x00\x00\x6F\x4A\x68\x73\x00\x00\x00\x00\xB8\x0E\x97\xB1\x00\x00\x00\x00\x50\x77\xB1\xA9\x00\x00\x00\x00\xF9\xD8\x08\x3A\x00\x00\x00\x00\xFF\xBB\x0C\x5D\x00\x00\x00\x00\x7A\xD6\x27\x0C\x00\x00\x00\x00\xC1\x68\xBA\xB2\x00\x00\x00\x00\x2D\xFD\x8D\x22\x00\x00\x00\x00\xE3\x33\x4A\xB0\x00\x00\x00\x00\x65\x3D\x66\x6A\x00\x00\x00\x00\xA6\xA5\x19\xE0\x53\x13\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x9D)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xF8C1B169)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x0DA7D38A)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x11529DB5)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xADE8F1D2)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xAC575E46)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x73B99DFD)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x259C7FB4)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xBBCC3C9D)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xF822C56F)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x9DDC2E8D)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xB22C15DA)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x84E09C49)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x60B5CA38)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x6ED2FAEC)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x9C1EEC7D)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x37C5313D)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x4B2ACBED)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x28588E97)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x12FA57B6)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x2B8C1BA4)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x1FF90E61)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xBAAA009A)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xEDC5D78D)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x6FC76980)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x7375393D)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xBB5688FC)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x8DE0B423)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x75E1F477)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xCFC9215A)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xD557489F)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x1FCA22FE)], 3324)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xE0DACF1A)], 3324)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x7F42),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x2B54),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CFC),
                gc.DataTuple('slot_count', 0x00000D4A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB94C5EF9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x1CDD2C51),
                gc.KeyTuple('src_port', 0xFFFD),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x000D),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1C\xDD\x2C\x51\x00\x00\x00\x00\xFF\xFD\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x2B\x54\x00\x14\x00\x00\x00\x00\x00\x00\x38\x67\x00\x00\x00\x00\x00\x40\x00\x00\x42\xC4\x70\xF5\x4F\x6D\xF6\xEB\xAB\x46\x83\x8E\xF6\x28\x10\xAE\x4F\x3D\xD7\x1F\xF4\x67\xC8\x72\x38\x87\xC0\x56\x9F\xD9\x4C\x7B\xCC\x7F\xA8\x0F\x92\x77\x80\x99\x6F\x99\x6F\xD4\x70\xD4\xF8\xC5\x72\x29\xD4\x17\x2D\xE1\xD9\x4E\xB5\xC9\x41\x3D\x99\xC6\x15\x87\xCB\x68\xE4\xE9\x79\x61\xAD\x71\x87\xCE\x8A\x06\xA1\x74\x54\xFD\x79\x67\x1F\x11\x57\x79\x88\xF6\x03\xCF\x7F\x73\xD3\x9B\xE1\xEF\xAA\x66\x4D\x13\x34\x31\xB7\x4E\xBA\x7F\xDF\xA3\xD5\x57\x78\x12\xE2\xBD\x37\x9F\xA0\x9E\xC8\x1E\xCF\xFA\x3E\xEE\xBF\x2F\x59\x32\x66\x91\xB5\x9D\x0C\xE1\x70\x75\x4F\x8C\xB2\xB9\x0F\xDB\x1D\xE4\xC1\x49\xB3\xCD\x2C\xFC\x37\x41\x82\x78\xF3\x3E\xFF\x98\xFA\x33\xCB\x71\x9B\xEB\xC3\x8A\xB5\x23\x21\x9A\x94\x5D\x58\x30\x5D\x38\x81\x07\x75\xD3\x2D\xBC\x4A\x99\x7F\x96\xCE\xAC\xAD\xE0\xC0\xFF\xC2\x38\x7E\xBE\xA2\x63\x93\x25\x99\xD2\x27\x32\x17\x70\x49\x31\x3B\x2A\x8F\x19\x8F\x65\xAC\x32\x43\x82\x23\xBB\x12\xB0\xC2\x6F\xC9\xA6\x75\x39\x57\xB1\x4E\xF8\x85\x79\x79\xCB\x59\x3C\x5D\xD1\x2C\x34\xAC\x60\x19\x7D\x26\x64\xAD\x53\x32\xD4\x2B\xA0\x3B\x9A\xED\x1A\x39\xDB\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x0D\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1C\xDD\x2C\x51\x00\x00\x00\x00\xFF\xFD\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x2B\x54\x00\x14\x00\x00\x00\x00\x00\x00\x06\x9D\x00\x00\x00\x00\x00\x40\x00\x00\x42\xC4\x70\xF5\xF8\xC1\xB1\x69\xAB\x46\x83\x8E\x0D\xA7\xD3\x8A\x4F\x3D\xD7\x1F\x11\x52\x9D\xB5\x38\x87\xC0\x56\xAD\xE8\xF1\xD2\xCC\x7F\xA8\x0F\xAC\x57\x5E\x46\x6F\x99\x6F\xD4\x73\xB9\x9D\xFD\x72\x29\xD4\x17\x25\x9C\x7F\xB4\xB5\xC9\x41\x3D\xBB\xCC\x3C\x9D\xCB\x68\xE4\xE9\xF8\x22\xC5\x6F\x87\xCE\x8A\x06\x9D\xDC\x2E\x8D\x79\x67\x1F\x11\xB2\x2C\x15\xDA\x03\xCF\x7F\x73\x84\xE0\x9C\x49\xAA\x66\x4D\x13\x60\xB5\xCA\x38\xBA\x7F\xDF\xA3\x6E\xD2\xFA\xEC\xE2\xBD\x37\x9F\x9C\x1E\xEC\x7D\xCF\xFA\x3E\xEE\x37\xC5\x31\x3D\x66\x91\xB5\x9D\x4B\x2A\xCB\xED\x4F\x8C\xB2\xB9\x28\x58\x8E\x97\xC1\x49\xB3\xCD\x12\xFA\x57\xB6\x82\x78\xF3\x3E\x2B\x8C\x1B\xA4\xCB\x71\x9B\xEB\x1F\xF9\x0E\x61\x21\x9A\x94\x5D\xBA\xAA\x00\x9A\x81\x07\x75\xD3\xED\xC5\xD7\x8D\x7F\x96\xCE\xAC\x6F\xC7\x69\x80\xC2\x38\x7E\xBE\x73\x75\x39\x3D\x99\xD2\x27\x32\xBB\x56\x88\xFC\x3B\x2A\x8F\x19\x8D\xE0\xB4\x23\x43\x82\x23\xBB\x75\xE1\xF4\x77\xC9\xA6\x75\x39\xCF\xC9\x21\x5A\x85\x79\x79\xCB\xD5\x57\x48\x9F\x2C\x34\xAC\x60\x1F\xCA\x22\xFE\xAD\x53\x32\xD4\xE0\xDA\xCF\x1A\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF8\xC1\xB1\x69\x00\x00\x00\x00\x0D\xA7\xD3\x8A\x00\x00\x00\x00\x11\x52\x9D\xB5\x00\x00\x00\x00\xAD\xE8\xF1\xD2\x00\x00\x00\x00\xAC\x57\x5E\x46\x00\x00\x00\x00\x73\xB9\x9D\xFD\x00\x00\x00\x00\x25\x9C\x7F\xB4\x00\x00\x00\x00\xBB\xCC\x3C\x9D\x00\x00\x00\x00\xF8\x22\xC5\x6F\x00\x00\x00\x00\x9D\xDC\x2E\x8D\x00\x00\x00\x00\xB2\x2C\x15\xDA\x00\x00\x00\x00\x84\xE0\x9C\x49\x00\x00\x00\x00\x60\xB5\xCA\x38\x00\x00\x00\x00\x6E\xD2\xFA\xEC\x00\x00\x00\x00\x9C\x1E\xEC\x7D\x00\x00\x00\x00\x37\xC5\x31\x3D\x00\x00\x00\x00\x4B\x2A\xCB\xED\x00\x00\x00\x00\x28\x58\x8E\x97\x00\x00\x00\x00\x12\xFA\x57\xB6\x00\x00\x00\x00\x2B\x8C\x1B\xA4\x00\x00\x00\x00\x1F\xF9\x0E\x61\x00\x00\x00\x00\xBA\xAA\x00\x9A\x00\x00\x00\x00\xED\xC5\xD7\x8D\x00\x00\x00\x00\x6F\xC7\x69\x80\x00\x00\x00\x00\x73\x75\x39\x3D\x00\x00\x00\x00\xBB\x56\x88\xFC\x00\x00\x00\x00\x8D\xE0\xB4\x23\x00\x00\x00\x00\x75\xE1\xF4\x77\x00\x00\x00\x00\xCF\xC9\x21\x5A\x00\x00\x00\x00\xD5\x57\x48\x9F\x00\x00\x00\x00\x1F\xCA\x22\xFE\x00\x00\x00\x00\xE0\xDA\xCF\x1A\xED\x1A\x39\xDB\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xC6)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x87172E56)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x25195EF2)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x5D8388E9)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x1E87C253)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x773DF8FF)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x94E68455)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xBC665967)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x46B0D636)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xFE24CCC9)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xCBB37697)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x31ED551E)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x3937690C)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xFE6B73DC)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x659D9924)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x1279B2E5)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x6F3E1206)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xC75F47FA)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xE0C57C83)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x542796AD)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x101CFEE2)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x853B6ED1)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xBC03EA9A)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xFB90EF35)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xC3CD1BF9)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x2B5299F1)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xEB972BCA)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x89F67B41)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x9866E70F)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xF75477B2)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x5AD2F416)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xC3C3CE04)], 3680)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xD81736F4)], 3680)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x7812),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x4969),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E60),
                gc.DataTuple('slot_count', 0x00000A31),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF6A9F1B8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x05DCB9AD),
                gc.KeyTuple('src_port', 0x9A11),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0013),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x05\xDC\xB9\xAD\x00\x00\x00\x00\x9A\x11\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x49\x69\x00\x0D\x00\x00\x00\x00\x00\x00\xA0\x0C\x00\x00\x00\x00\x00\x40\x00\x00\x4E\xAB\xB2\x7F\x41\x21\x8B\x14\x0F\x4D\x3D\xCB\x9D\xD6\x88\xE5\xC1\x7E\xB0\x5A\xCF\x19\xDE\x3A\x1F\x37\xFE\x40\xDB\x55\xA6\x92\x85\x6B\xD9\x9B\x6C\x5B\x45\xC9\xA7\x82\x7B\xB2\x18\xD0\x70\x06\x51\x26\x23\xB5\xB5\x3F\xEB\x04\x50\x63\xB7\xFD\xEF\x79\x2C\x2C\xB2\xD8\x06\x8F\x59\x11\x29\xAB\x29\xA2\xDC\x0D\xF9\x72\xF7\x0D\x46\xE8\x0E\x11\x9C\x1C\xC4\x06\xB0\xD9\x78\x1B\x1A\xFA\x8E\x39\xFC\x4F\x30\x19\x0B\xAB\x9C\xDD\xF9\x4B\x78\x9F\xEB\x32\x08\x3D\x38\x75\xC6\x10\x66\x4B\xAA\x89\x62\xB6\x7C\xE6\x26\xCF\x41\x31\x5D\x17\xA8\x98\x34\x6F\xEB\x37\xC8\x5A\x40\x75\x4C\x0F\x2A\x35\xF8\x13\x22\x4A\x51\xBC\x45\x56\x9F\x78\xE2\xB3\xC9\xD3\x26\x47\x51\x79\xEB\x38\xFE\xCC\x92\x47\x34\xE8\x6A\x18\xA5\x24\x28\xDA\x19\xA5\x68\x42\x68\x85\xCC\x48\xE8\xE0\x0D\xE4\x30\x01\x1B\x38\xC0\x66\xCB\x3D\x8F\xAE\xCE\xDF\xBE\xAD\xBF\x57\x56\x5C\x6C\xF4\xDC\xDD\x13\x9D\xBC\x27\x73\xF8\xBC\x74\xE0\xFE\xBD\xBB\x41\x8F\xF6\x0F\x38\xFE\xD3\x9F\x12\xB4\x57\x34\xB8\xAE\x16\x7B\xE0\x69\xB0\x88\x99\x29\x4C\x05\x92\x9E\xEF\x46\xD5\x46\x83\x2F\x1F\x1E\x5A\xC6\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01\xCF\x3A\xC8\x2B\xE2\xBC\x92\x1B\x21\x89\x02\x59\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5\x2D\x1B\x32\xB8\x78\xDA\x75\x9A\x03\xD8\x48\xAB\x55\x8D\x29\xA1\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45\xF2\xAE\x2C\xFD\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x13\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x05\xDC\xB9\xAD\x00\x00\x00\x00\x9A\x11\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x49\x69\x00\x0D\x00\x00\x00\x00\x00\x00\x04\xC6\x00\x00\x00\x00\x00\x40\x00\x00\x4E\xAB\xB2\x7F\x87\x17\x2E\x56\x0F\x4D\x3D\xCB\x25\x19\x5E\xF2\xC1\x7E\xB0\x5A\x5D\x83\x88\xE9\x1F\x37\xFE\x40\x1E\x87\xC2\x53\x85\x6B\xD9\x9B\x77\x3D\xF8\xFF\xA7\x82\x7B\xB2\x94\xE6\x84\x55\x51\x26\x23\xB5\xBC\x66\x59\x67\x50\x63\xB7\xFD\x46\xB0\xD6\x36\xB2\xD8\x06\x8F\xFE\x24\xCC\xC9\x29\xA2\xDC\x0D\xCB\xB3\x76\x97\x46\xE8\x0E\x11\x31\xED\x55\x1E\xB0\xD9\x78\x1B\x39\x37\x69\x0C\xFC\x4F\x30\x19\xFE\x6B\x73\xDC\xF9\x4B\x78\x9F\x65\x9D\x99\x24\x38\x75\xC6\x10\x12\x79\xB2\xE5\x62\xB6\x7C\xE6\x6F\x3E\x12\x06\x5D\x17\xA8\x98\xC7\x5F\x47\xFA\xC8\x5A\x40\x75\xE0\xC5\x7C\x83\xF8\x13\x22\x4A\x54\x27\x96\xAD\x9F\x78\xE2\xB3\x10\x1C\xFE\xE2\x51\x79\xEB\x38\x85\x3B\x6E\xD1\x34\xE8\x6A\x18\xBC\x03\xEA\x9A\x19\xA5\x68\x42\xFB\x90\xEF\x35\xE8\xE0\x0D\xE4\xC3\xCD\x1B\xF9\xC0\x66\xCB\x3D\x2B\x52\x99\xF1\xBE\xAD\xBF\x57\xEB\x97\x2B\xCA\xDC\xDD\x13\x9D\x89\xF6\x7B\x41\xBC\x74\xE0\xFE\x98\x66\xE7\x0F\xF6\x0F\x38\xFE\xF7\x54\x77\xB2\x57\x34\xB8\xAE\x5A\xD2\xF4\x16\xB0\x88\x99\x29\xC3\xC3\xCE\x04\xEF\x46\xD5\x46\xD8\x17\x36\xF4\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC6\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x87\x17\x2E\x56\x00\x00\x00\x00\x25\x19\x5E\xF2\x00\x00\x00\x00\x5D\x83\x88\xE9\x00\x00\x00\x00\x1E\x87\xC2\x53\x00\x00\x00\x00\x77\x3D\xF8\xFF\x00\x00\x00\x00\x94\xE6\x84\x55\x00\x00\x00\x00\xBC\x66\x59\x67\x00\x00\x00\x00\x46\xB0\xD6\x36\x00\x00\x00\x00\xFE\x24\xCC\xC9\x00\x00\x00\x00\xCB\xB3\x76\x97\x00\x00\x00\x00\x31\xED\x55\x1E\x00\x00\x00\x00\x39\x37\x69\x0C\x00\x00\x00\x00\xFE\x6B\x73\xDC\x00\x00\x00\x00\x65\x9D\x99\x24\x00\x00\x00\x00\x12\x79\xB2\xE5\x00\x00\x00\x00\x6F\x3E\x12\x06\x00\x00\x00\x00\xC7\x5F\x47\xFA\x00\x00\x00\x00\xE0\xC5\x7C\x83\x00\x00\x00\x00\x54\x27\x96\xAD\x00\x00\x00\x00\x10\x1C\xFE\xE2\x00\x00\x00\x00\x85\x3B\x6E\xD1\x00\x00\x00\x00\xBC\x03\xEA\x9A\x00\x00\x00\x00\xFB\x90\xEF\x35\x00\x00\x00\x00\xC3\xCD\x1B\xF9\x00\x00\x00\x00\x2B\x52\x99\xF1\x00\x00\x00\x00\xEB\x97\x2B\xCA\x00\x00\x00\x00\x89\xF6\x7B\x41\x00\x00\x00\x00\x98\x66\xE7\x0F\x00\x00\x00\x00\xF7\x54\x77\xB2\x00\x00\x00\x00\x5A\xD2\xF4\x16\x00\x00\x00\x00\xC3\xC3\xCE\x04\x00\x00\x00\x00\xD8\x17\x36\xF4\x5A\xC6\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01\xCF\x3A\xC8\x2B\xE2\xBC\x92\x1B\x21\x89\x02\x59\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5\x2D\x1B\x32\xB8\x78\xDA\x75\x9A\x03\xD8\x48\xAB\x55\x8D\x29\xA1\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45\xF2\xAE\x2C\xFD\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xD6)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x01255150)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x0342D8D3)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x8AE1CA0F)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x616E2D62)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x329688A8)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xF337B425)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x9AF1444B)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x83E5D0B7)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xB71269CD)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x136D0BAE)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x1C097C75)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xA863EF0F)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x80C4E1B8)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xCA91B9BE)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x11646624)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xFB3AE854)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x0A7573AD)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x1F2A7D02)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xEAA801AA)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xA29DB085)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x3A1AAF36)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xF736F98D)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x641982D1)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xE5BBE1BE)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xB13DC622)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xDA6FFD9E)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0xE6697553)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x72432ECD)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x417A1E44)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x5089FF4D)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xB2AA6B8B)], 1125)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x85931ECA)], 1125)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x8F09),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xA834),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000465),
                gc.DataTuple('slot_count', 0x000017AF),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1F6A9D1E),
            ]
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
                gc.DataTuple('rid', 0x0008),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xA8\x34\x00\x1B\x00\x00\x00\x00\x00\x00\x40\xD8\x00\x00\x00\x00\x00\x40\x00\x00\x59\x17\xB9\xD2\x40\x07\x47\x06\xA6\xA2\xE0\x76\x5E\x0B\xB9\x42\xB6\xD8\x85\x66\x28\xF8\xB1\x16\x74\x63\xBD\x88\xB0\xF3\xA3\xE6\x7C\x9A\x05\x29\x57\xEB\xEB\xA6\xDF\xFA\x59\x13\x3B\xE2\xC9\xC3\xEA\x29\x44\xBC\x7B\x5B\xEC\x0E\xA0\x78\xE8\xB7\x9C\x2D\x44\xA7\x75\x57\x44\xEA\x7B\x6A\x79\x28\x44\x1B\x03\x7C\x1C\xD1\x55\x6F\x5F\x9E\x97\xC9\xC5\x83\xF6\xDC\x0A\x98\xB2\x77\x28\xF3\x4F\xD8\xB1\xCD\x50\x3B\x4A\xA4\x4C\x2F\xD5\x1A\x6C\x63\xF2\x56\x6D\x24\xF5\x46\xAA\xF4\xBB\xF4\xDC\x85\x6D\x0B\x03\xAC\x31\x69\x3A\x0B\x3C\x07\x06\x96\x71\xF5\x2D\xA1\xD7\x80\x60\xB6\x96\x9A\xAC\x0F\x79\xB7\x1D\x35\x98\x2C\xD1\x01\x50\x2E\x5D\x44\xB5\x92\xED\x4A\xDE\xA2\x99\xAD\x19\x01\x62\x2B\x55\xC5\x4C\xE1\xFF\x3B\x22\x53\x6B\xBB\x30\x57\x13\x31\xB5\xDA\xFC\x69\xC0\x8E\x6C\x11\x67\xF7\xC0\xB2\xE2\x75\x90\x48\x78\x6C\xC1\x84\x5F\xFF\x53\x19\x87\x5A\xAC\x32\xF6\x36\x42\xD8\x12\x95\x37\xD3\xDF\x7F\x04\x58\xD1\xB6\x06\xEB\xC1\x6B\x31\x87\x32\xCC\x54\x10\x02\x63\xE3\xC3\x87\xF4\x30\x5C\x1E\xF6\xF7\xD3\x50\x85\x31\x0C\x91\x42\x34\xA4\x4B\x16\x9C\xAE\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x08\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xA8\x34\x00\x1B\x00\x00\x00\x00\x00\x00\x06\xD6\x00\x00\x00\x00\x00\x40\x00\x00\x59\x17\xB9\xD2\x01\x25\x51\x50\xA6\xA2\xE0\x76\x03\x42\xD8\xD3\xB6\xD8\x85\x66\x8A\xE1\xCA\x0F\x74\x63\xBD\x88\x61\x6E\x2D\x62\x7C\x9A\x05\x29\x32\x96\x88\xA8\xDF\xFA\x59\x13\xF3\x37\xB4\x25\xEA\x29\x44\xBC\x9A\xF1\x44\x4B\xA0\x78\xE8\xB7\x83\xE5\xD0\xB7\x75\x57\x44\xEA\xB7\x12\x69\xCD\x44\x1B\x03\x7C\x13\x6D\x0B\xAE\x5F\x9E\x97\xC9\x1C\x09\x7C\x75\x0A\x98\xB2\x77\xA8\x63\xEF\x0F\xB1\xCD\x50\x3B\x80\xC4\xE1\xB8\xD5\x1A\x6C\x63\xCA\x91\xB9\xBE\xF5\x46\xAA\xF4\x11\x64\x66\x24\x6D\x0B\x03\xAC\xFB\x3A\xE8\x54\x3C\x07\x06\x96\x0A\x75\x73\xAD\xD7\x80\x60\xB6\x1F\x2A\x7D\x02\x79\xB7\x1D\x35\xEA\xA8\x01\xAA\x50\x2E\x5D\x44\xA2\x9D\xB0\x85\xDE\xA2\x99\xAD\x3A\x1A\xAF\x36\x55\xC5\x4C\xE1\xF7\x36\xF9\x8D\x6B\xBB\x30\x57\x64\x19\x82\xD1\xFC\x69\xC0\x8E\xE5\xBB\xE1\xBE\xC0\xB2\xE2\x75\xB1\x3D\xC6\x22\xC1\x84\x5F\xFF\xDA\x6F\xFD\x9E\xAC\x32\xF6\x36\xE6\x69\x75\x53\x37\xD3\xDF\x7F\x72\x43\x2E\xCD\x06\xEB\xC1\x6B\x41\x7A\x1E\x44\x54\x10\x02\x63\x50\x89\xFF\x4D\x30\x5C\x1E\xF6\xB2\xAA\x6B\x8B\x31\x0C\x91\x42\x85\x93\x1E\xCA\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD6\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x01\x25\x51\x50\x00\x00\x00\x00\x03\x42\xD8\xD3\x00\x00\x00\x00\x8A\xE1\xCA\x0F\x00\x00\x00\x00\x61\x6E\x2D\x62\x00\x00\x00\x00\x32\x96\x88\xA8\x00\x00\x00\x00\xF3\x37\xB4\x25\x00\x00\x00\x00\x9A\xF1\x44\x4B\x00\x00\x00\x00\x83\xE5\xD0\xB7\x00\x00\x00\x00\xB7\x12\x69\xCD\x00\x00\x00\x00\x13\x6D\x0B\xAE\x00\x00\x00\x00\x1C\x09\x7C\x75\x00\x00\x00\x00\xA8\x63\xEF\x0F\x00\x00\x00\x00\x80\xC4\xE1\xB8\x00\x00\x00\x00\xCA\x91\xB9\xBE\x00\x00\x00\x00\x11\x64\x66\x24\x00\x00\x00\x00\xFB\x3A\xE8\x54\x00\x00\x00\x00\x0A\x75\x73\xAD\x00\x00\x00\x00\x1F\x2A\x7D\x02\x00\x00\x00\x00\xEA\xA8\x01\xAA\x00\x00\x00\x00\xA2\x9D\xB0\x85\x00\x00\x00\x00\x3A\x1A\xAF\x36\x00\x00\x00\x00\xF7\x36\xF9\x8D\x00\x00\x00\x00\x64\x19\x82\xD1\x00\x00\x00\x00\xE5\xBB\xE1\xBE\x00\x00\x00\x00\xB1\x3D\xC6\x22\x00\x00\x00\x00\xDA\x6F\xFD\x9E\x00\x00\x00\x00\xE6\x69\x75\x53\x00\x00\x00\x00\x72\x43\x2E\xCD\x00\x00\x00\x00\x41\x7A\x1E\x44\x00\x00\x00\x00\x50\x89\xFF\x4D\x00\x00\x00\x00\xB2\xAA\x6B\x8B\x00\x00\x00\x00\x85\x93\x1E\xCA\x9C\xAE\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x38\x49\x28\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62\x5C\x1C\xEA\x02\x73\x6C\x79\x65\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3\x59\x02\x36\x82\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x57)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xA270557B)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x3027DD8F)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x95670898)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x8D54153B)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xF609CDF6)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x174D3475)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x51685882)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xE4659D4B)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x8A97B324)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x5F1838C7)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xE4097FFA)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x40D3DA57)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xF5C4A39D)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x7062FBF4)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x573C7EB3)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xEC71738F)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xD704492B)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x43A82AC0)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xF96D6C25)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x9DD7F55F)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x1905AF1B)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x3B2F73A0)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x65682E39)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x03107734)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xD5FD4203)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x97C06E5A)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x0D065CD9)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x2DE844EC)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x7BD264E1)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x2A2D2D2E)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x578BC57D)], 1902)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xCCE1AEEC)], 1902)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x5D82),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x813C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000076E),
                gc.DataTuple('slot_count', 0x000016D9),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x73B041E9),
            ]
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x81\x3C\x00\x05\x00\x00\x00\x00\x00\x00\xC2\x0D\x00\x00\x00\x00\x00\x40\x00\x00\xFD\x20\x24\x0B\x2D\xDE\x97\x8D\x51\x72\xCC\x60\x1A\xFA\x11\xA5\x8A\x7B\x26\x6A\x68\xA8\xC5\xA8\xBE\xAB\x05\x12\xF6\x2A\xF0\x0A\xEC\x93\xEE\x05\x7B\x0C\xB6\xA4\x1E\x4C\xC9\x51\xC8\xCC\x6D\xA1\x9A\x6E\x72\x9C\x9E\x54\x98\x94\xFB\x62\x1E\xC4\xF5\xEE\xAD\x20\x80\x42\x56\xE3\x25\x6C\xDF\xF2\x89\x42\xBA\x6D\xA8\xF8\x63\x92\x0E\xFA\x28\x66\x80\xBF\x77\x14\xEE\x46\x42\xA7\xB0\x0F\xA4\x67\xE1\x13\x64\xA1\x6B\x77\x54\xA7\x63\x6E\xE0\x46\x68\xB8\x79\xFC\x8A\x67\x26\x2D\x12\x8E\x58\xB7\xFC\x68\x77\xD7\x4E\xE0\xA9\xAA\x1A\xCC\xC3\x35\xEE\x6A\xAD\xEA\xDC\x29\x31\x0B\xCE\xBB\x25\x63\x5F\x5A\xA8\x45\x0F\x26\x27\x15\x9A\x69\xB7\x53\xFF\xEB\x47\x30\xE6\x73\x61\xA0\x20\x7B\x30\xDD\xE4\x84\x36\x6E\x92\x15\x2C\x58\x9F\x5D\xE2\xEC\x4A\x0D\xE2\x05\xFF\x1F\x93\xE1\xC7\xAD\x33\x1A\x08\x63\x28\x13\x04\x77\x7D\xC5\x51\xDF\x2E\x9B\x8A\x55\x48\x68\x58\x8C\x8D\xDB\xA3\xCF\x45\xA7\x3A\x56\x1C\x77\xFC\x8F\x55\xFA\xFB\xC5\x0F\x57\x85\x89\x98\x8F\xA4\x9D\xEB\x14\xA6\xA4\x72\xDC\xE0\xE5\x7E\xA4\x9F\xCF\x5E\x6C\xEC\x25\x25\x4A\x8E\x33\xD1\x96\x0B\x55\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x81\x3C\x00\x05\x00\x00\x00\x00\x00\x00\x06\x57\x00\x00\x00\x00\x00\x40\x00\x00\xFD\x20\x24\x0B\xA2\x70\x55\x7B\x51\x72\xCC\x60\x30\x27\xDD\x8F\x8A\x7B\x26\x6A\x95\x67\x08\x98\xBE\xAB\x05\x12\x8D\x54\x15\x3B\xEC\x93\xEE\x05\xF6\x09\xCD\xF6\x1E\x4C\xC9\x51\x17\x4D\x34\x75\x9A\x6E\x72\x9C\x51\x68\x58\x82\xFB\x62\x1E\xC4\xE4\x65\x9D\x4B\x80\x42\x56\xE3\x8A\x97\xB3\x24\x89\x42\xBA\x6D\x5F\x18\x38\xC7\x0E\xFA\x28\x66\xE4\x09\x7F\xFA\xEE\x46\x42\xA7\x40\xD3\xDA\x57\xE1\x13\x64\xA1\xF5\xC4\xA3\x9D\x63\x6E\xE0\x46\x70\x62\xFB\xF4\x8A\x67\x26\x2D\x57\x3C\x7E\xB3\xFC\x68\x77\xD7\xEC\x71\x73\x8F\x1A\xCC\xC3\x35\xD7\x04\x49\x2B\xDC\x29\x31\x0B\x43\xA8\x2A\xC0\x5F\x5A\xA8\x45\xF9\x6D\x6C\x25\x9A\x69\xB7\x53\x9D\xD7\xF5\x5F\xE6\x73\x61\xA0\x19\x05\xAF\x1B\xE4\x84\x36\x6E\x3B\x2F\x73\xA0\x9F\x5D\xE2\xEC\x65\x68\x2E\x39\xFF\x1F\x93\xE1\x03\x10\x77\x34\x08\x63\x28\x13\xD5\xFD\x42\x03\x51\xDF\x2E\x9B\x97\xC0\x6E\x5A\x58\x8C\x8D\xDB\x0D\x06\x5C\xD9\x3A\x56\x1C\x77\x2D\xE8\x44\xEC\xFB\xC5\x0F\x57\x7B\xD2\x64\xE1\xA4\x9D\xEB\x14\x2A\x2D\x2D\x2E\xE0\xE5\x7E\xA4\x57\x8B\xC5\x7D\xEC\x25\x25\x4A\xCC\xE1\xAE\xEC\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x57\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA2\x70\x55\x7B\x00\x00\x00\x00\x30\x27\xDD\x8F\x00\x00\x00\x00\x95\x67\x08\x98\x00\x00\x00\x00\x8D\x54\x15\x3B\x00\x00\x00\x00\xF6\x09\xCD\xF6\x00\x00\x00\x00\x17\x4D\x34\x75\x00\x00\x00\x00\x51\x68\x58\x82\x00\x00\x00\x00\xE4\x65\x9D\x4B\x00\x00\x00\x00\x8A\x97\xB3\x24\x00\x00\x00\x00\x5F\x18\x38\xC7\x00\x00\x00\x00\xE4\x09\x7F\xFA\x00\x00\x00\x00\x40\xD3\xDA\x57\x00\x00\x00\x00\xF5\xC4\xA3\x9D\x00\x00\x00\x00\x70\x62\xFB\xF4\x00\x00\x00\x00\x57\x3C\x7E\xB3\x00\x00\x00\x00\xEC\x71\x73\x8F\x00\x00\x00\x00\xD7\x04\x49\x2B\x00\x00\x00\x00\x43\xA8\x2A\xC0\x00\x00\x00\x00\xF9\x6D\x6C\x25\x00\x00\x00\x00\x9D\xD7\xF5\x5F\x00\x00\x00\x00\x19\x05\xAF\x1B\x00\x00\x00\x00\x3B\x2F\x73\xA0\x00\x00\x00\x00\x65\x68\x2E\x39\x00\x00\x00\x00\x03\x10\x77\x34\x00\x00\x00\x00\xD5\xFD\x42\x03\x00\x00\x00\x00\x97\xC0\x6E\x5A\x00\x00\x00\x00\x0D\x06\x5C\xD9\x00\x00\x00\x00\x2D\xE8\x44\xEC\x00\x00\x00\x00\x7B\xD2\x64\xE1\x00\x00\x00\x00\x2A\x2D\x2D\x2E\x00\x00\x00\x00\x57\x8B\xC5\x7D\x00\x00\x00\x00\xCC\xE1\xAE\xEC\x0B\x55\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x2F)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x0F395107)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xA63F7FD3)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xF9FB74D6)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x1A57D583)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xA073A7AE)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xFC539F06)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x6A6D43D8)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x1D81ADF5)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x878D760A)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x2FECC02C)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x513D6C77)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x94405891)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x5C400896)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x8F8CC9E1)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x6E507160)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x646B1696)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xD9ACD36C)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xC93AEADE)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x4EA50D19)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x39CAAE85)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x6B9C818D)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x4124F0FC)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xA683D4A3)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x2EC2C425)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x23548FA5)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x29E06B10)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x3E58B290)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xB53F9B22)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xD67FA96A)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xCD13B3C0)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x90F99F02)], 9002)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x8A8FCA24)], 9002)
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
                gc.KeyTuple('job_id', 0x1E98),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000032A),
                gc.DataTuple('slot_count', 0x00000329),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD0845C02),
            ]
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
                gc.DataTuple('rid', 0x000F),
            ]
        )
        # Table P4rEgress.result_dest
        self.insertTableEntry(
            'P4rEgress.result_dest',
            [
                gc.KeyTuple('job_id', 0x1E98),
                gc.KeyTuple('rank', 0x000F),
            ],
            'P4rEgress.set_dest',
            [
                gc.DataTuple('dst_mac', 0x000000000000),
                gc.DataTuple('dst_ip', 0x00000000),
                gc.DataTuple('dst_port', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x1E\x98\x00\x15\x00\x00\x00\x00\x00\x00\xDB\x6C\x00\x00\x00\x00\x00\x40\x00\x00\xF8\xDE\x49\x06\x44\xE4\x53\xC4\x96\xF9\xE0\xAF\xF1\xBC\xC3\xB0\x8F\xA8\xEC\xB7\x2B\xAC\xC1\x09\x48\x5C\x91\xB7\x8A\x1E\x49\x70\xE0\x22\xDD\x84\xFA\x2D\x75\x30\x17\x1F\x40\x8A\x5C\xB0\x83\xCA\x6C\x06\xA6\xB4\x94\x53\x93\x35\x92\x21\x85\x7F\xD6\x02\x84\x91\xB6\x3E\x7E\xA5\x85\x4C\x27\x88\x67\x01\x69\x7E\x3B\xFA\xB8\x56\xF4\x2D\x0C\x94\xF9\x2E\x25\xC9\xE1\xB0\x96\x6D\xF8\xC0\x96\x1D\x43\x3B\x14\xCC\xEE\x56\x98\xF4\x70\x71\x8F\xF7\x72\x78\x16\x60\x8F\xBD\x5B\x50\x42\x44\xF1\x9B\x96\x8D\x3B\xE0\x67\x3F\x7D\x8D\xE4\xB4\x54\x41\xF0\xB2\x35\x4C\x10\x06\xC9\x4F\x93\x29\x20\x5A\xEF\x19\x55\x3E\x55\x06\xF5\x69\x74\xFC\x2D\xB9\x26\xDF\x25\x3F\x5F\x4A\xE8\x2F\x4E\xD8\x22\x63\x19\xC1\x43\x23\x06\xDD\x0C\x6C\xB4\x1D\x2E\x54\x77\x9A\x9B\xA0\xB6\xA0\xC1\x8F\xDB\x98\x5D\xB9\xCC\xDE\x17\xBD\xCB\xA2\xD3\x33\x48\x4D\xA4\xC5\x18\x79\x90\x3F\x99\xDA\x3C\xA1\x42\x72\x2D\xB7\x65\x5E\x44\x2F\x2C\xC7\xE1\x33\xA4\x1D\xD1\xE9\xE9\xB6\x66\xD4\xE5\x57\x02\xB0\x9A\xAE\x5F\xCF\xD3\x2C\x29\xA5\xDD\x08\xD4\x3C\xF7\xAA\xCD\x62\x37\x21\x64\x94\xA2\xE3\xF1\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x0F\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\x34\x02\x02\x1E\x98\x00\x0F\x00\x00\x00\x00\x00\x00\x05\x2F\x00\x00\x00\x00\x00\x40\x00\x00\xF8\xDE\x49\x06\x0F\x39\x51\x07\x96\xF9\xE0\xAF\xA6\x3F\x7F\xD3\x8F\xA8\xEC\xB7\xF9\xFB\x74\xD6\x48\x5C\x91\xB7\x1A\x57\xD5\x83\xE0\x22\xDD\x84\xA0\x73\xA7\xAE\x17\x1F\x40\x8A\xFC\x53\x9F\x06\x6C\x06\xA6\xB4\x6A\x6D\x43\xD8\x92\x21\x85\x7F\x1D\x81\xAD\xF5\xB6\x3E\x7E\xA5\x87\x8D\x76\x0A\x67\x01\x69\x7E\x2F\xEC\xC0\x2C\xF4\x2D\x0C\x94\x51\x3D\x6C\x77\xE1\xB0\x96\x6D\x94\x40\x58\x91\x43\x3B\x14\xCC\x5C\x40\x08\x96\x70\x71\x8F\xF7\x8F\x8C\xC9\xE1\x8F\xBD\x5B\x50\x6E\x50\x71\x60\x96\x8D\x3B\xE0\x64\x6B\x16\x96\xE4\xB4\x54\x41\xD9\xAC\xD3\x6C\x10\x06\xC9\x4F\xC9\x3A\xEA\xDE\xEF\x19\x55\x3E\x4E\xA5\x0D\x19\x74\xFC\x2D\xB9\x39\xCA\xAE\x85\x5F\x4A\xE8\x2F\x6B\x9C\x81\x8D\x19\xC1\x43\x23\x41\x24\xF0\xFC\xB4\x1D\x2E\x54\xA6\x83\xD4\xA3\xB6\xA0\xC1\x8F\x2E\xC2\xC4\x25\xCC\xDE\x17\xBD\x23\x54\x8F\xA5\x48\x4D\xA4\xC5\x29\xE0\x6B\x10\x99\xDA\x3C\xA1\x3E\x58\xB2\x90\x65\x5E\x44\x2F\xB5\x3F\x9B\x22\xA4\x1D\xD1\xE9\xD6\x7F\xA9\x6A\xE5\x57\x02\xB0\xCD\x13\xB3\xC0\xD3\x2C\x29\xA5\x90\xF9\x9F\x02\xF7\xAA\xCD\x62\x8A\x8F\xCA\x24\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2F\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x0F\x39\x51\x07\x00\x00\x00\x00\xA6\x3F\x7F\xD3\x00\x00\x00\x00\xF9\xFB\x74\xD6\x00\x00\x00\x00\x1A\x57\xD5\x83\x00\x00\x00\x00\xA0\x73\xA7\xAE\x00\x00\x00\x00\xFC\x53\x9F\x06\x00\x00\x00\x00\x6A\x6D\x43\xD8\x00\x00\x00\x00\x1D\x81\xAD\xF5\x00\x00\x00\x00\x87\x8D\x76\x0A\x00\x00\x00\x00\x2F\xEC\xC0\x2C\x00\x00\x00\x00\x51\x3D\x6C\x77\x00\x00\x00\x00\x94\x40\x58\x91\x00\x00\x00\x00\x5C\x40\x08\x96\x00\x00\x00\x00\x8F\x8C\xC9\xE1\x00\x00\x00\x00\x6E\x50\x71\x60\x00\x00\x00\x00\x64\x6B\x16\x96\x00\x00\x00\x00\xD9\xAC\xD3\x6C\x00\x00\x00\x00\xC9\x3A\xEA\xDE\x00\x00\x00\x00\x4E\xA5\x0D\x19\x00\x00\x00\x00\x39\xCA\xAE\x85\x00\x00\x00\x00\x6B\x9C\x81\x8D\x00\x00\x00\x00\x41\x24\xF0\xFC\x00\x00\x00\x00\xA6\x83\xD4\xA3\x00\x00\x00\x00\x2E\xC2\xC4\x25\x00\x00\x00\x00\x23\x54\x8F\xA5\x00\x00\x00\x00\x29\xE0\x6B\x10\x00\x00\x00\x00\x3E\x58\xB2\x90\x00\x00\x00\x00\xB5\x3F\x9B\x22\x00\x00\x00\x00\xD6\x7F\xA9\x6A\x00\x00\x00\x00\xCD\x13\xB3\xC0\x00\x00\x00\x00\x90\xF9\x9F\x02\x00\x00\x00\x00\x8A\x8F\xCA\x24\xA2\xE3\xF1\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xC0)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xD2847294)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x754CCB23)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x81203C78)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x7B9A5ED5)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x6FF11B24)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x3488AF78)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x5E4F761C)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x4D4B3818)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x2F90E31F)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x0FAEC4A5)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xD0788249)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xF51ED383)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x06F18B48)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x39800554)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x88C29CE8)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x54ED95B6)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xC25D7225)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x2662B218)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xDB1526A5)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xF677F844)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x9EB1B402)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xF5874897)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x6E4BA7E5)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x7748E5B4)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xED941B5A)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x288A822F)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0xB6EFD28D)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x49ED3081)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xBD99AFC7)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x8B2AA4D6)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x60452234)], 2725)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xB54747C6)], 2725)
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
                gc.KeyTuple('job_id', 0xF0A1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AA5),
                gc.DataTuple('slot_count', 0x00000AAE),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x748EEE77),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x61ACE882),
                gc.KeyTuple('src_port', 0xBAAB),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0003),
            ]
        )
        # Table P4rEgress.result_dest
        self.insertTableEntry(
            'P4rEgress.result_dest',
            [
                gc.KeyTuple('job_id', 0xF0A1),
                gc.KeyTuple('rank', 0x0003),
            ],
            'P4rEgress.set_dest',
            [
                gc.DataTuple('dst_mac', 0x000000000000),
                gc.DataTuple('dst_ip', 0x00000000),
                gc.DataTuple('dst_port', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x61\xAC\xE8\x82\x00\x00\x00\x00\xBA\xAB\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xF0\xA1\x00\x17\x00\x00\x00\x00\x00\x00\x5A\xBD\x00\x00\x00\x00\x00\x40\x00\x00\x7F\xE8\xBA\x87\xD1\x28\x0C\xD0\x68\x6A\xEC\x78\x56\x7C\x1F\x50\xE0\xC2\xD0\xF9\xDE\x55\xC9\x31\xB1\x40\x1E\x61\x1C\xE3\xAA\xEF\xAA\xC4\xA2\xF0\x10\x7A\x19\xB6\x47\xF8\x66\xA9\x7A\x2D\xF4\x7A\x89\x63\xDC\x09\x7B\xE2\x7B\x24\xB8\x21\x72\x75\xF1\x17\xEB\x6C\xCF\x3E\x73\x6C\x2D\xF5\xC6\x6C\x08\x0A\xD3\xE1\x07\x0C\x71\xC5\xB0\x4A\xF2\xB4\xCA\x68\xFD\x50\x34\x2E\xD5\x06\xFE\x63\x9F\x1F\x4F\x97\x30\x1F\x11\x91\x37\xAC\x19\xFB\x47\x34\xE4\x1A\x52\xE1\xAF\x53\x81\x8C\x48\x90\x35\x95\x96\xC8\xA6\x55\x24\x13\xDB\xED\xEC\x91\x62\xEE\x3A\xC3\x11\x1F\xC2\x23\x8E\x6A\x9F\x98\x34\x37\x73\x1A\x9E\x6D\x72\x00\x1D\x0B\x39\xF6\x57\x67\x2A\xC6\x2D\x82\xC7\x6E\x3E\x9A\x66\x5B\x34\xFA\xA4\x9E\xEC\x70\x31\x2D\xAB\xA0\x07\x2E\x9A\x9E\x5B\x5C\x2E\x3C\xD7\x72\xD7\x07\x49\x20\xE4\x3F\xD7\x9A\xE0\x88\x08\x45\xEA\xF3\x93\xF4\x4B\x82\x40\x51\xB8\x70\xA8\x55\x86\xE1\xE7\x5A\x35\x9D\xDA\x8B\xC6\x88\x88\x3E\x35\x25\x7F\x62\xFD\xFD\xF9\x2C\x39\xB4\xD4\xCC\xEB\x6A\xF1\xFA\x17\x93\x3D\x10\xE5\x04\xA9\x06\x54\xE0\x52\x78\xFE\x58\x0D\xE8\xE6\x24\x1C\x63\x5F\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x03\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x61\xAC\xE8\x82\x00\x00\x00\x00\xBA\xAB\x00\x00\x00\x00\x00\x00\x50\x34\x02\x02\xF0\xA1\x00\x03\x00\x00\x00\x00\x00\x00\x04\xC0\x00\x00\x00\x00\x00\x40\x00\x00\x7F\xE8\xBA\x87\xD2\x84\x72\x94\x68\x6A\xEC\x78\x75\x4C\xCB\x23\xE0\xC2\xD0\xF9\x81\x20\x3C\x78\xB1\x40\x1E\x61\x7B\x9A\x5E\xD5\xAA\xC4\xA2\xF0\x6F\xF1\x1B\x24\x47\xF8\x66\xA9\x34\x88\xAF\x78\x89\x63\xDC\x09\x5E\x4F\x76\x1C\xB8\x21\x72\x75\x4D\x4B\x38\x18\xCF\x3E\x73\x6C\x2F\x90\xE3\x1F\x08\x0A\xD3\xE1\x0F\xAE\xC4\xA5\xB0\x4A\xF2\xB4\xD0\x78\x82\x49\x34\x2E\xD5\x06\xF5\x1E\xD3\x83\x4F\x97\x30\x1F\x06\xF1\x8B\x48\x19\xFB\x47\x34\x39\x80\x05\x54\xAF\x53\x81\x8C\x88\xC2\x9C\xE8\x96\xC8\xA6\x55\x54\xED\x95\xB6\xEC\x91\x62\xEE\xC2\x5D\x72\x25\xC2\x23\x8E\x6A\x26\x62\xB2\x18\x73\x1A\x9E\x6D\xDB\x15\x26\xA5\x39\xF6\x57\x67\xF6\x77\xF8\x44\xC7\x6E\x3E\x9A\x9E\xB1\xB4\x02\xA4\x9E\xEC\x70\xF5\x87\x48\x97\x07\x2E\x9A\x9E\x6E\x4B\xA7\xE5\xD7\x72\xD7\x07\x77\x48\xE5\xB4\xD7\x9A\xE0\x88\xED\x94\x1B\x5A\x93\xF4\x4B\x82\x28\x8A\x82\x2F\xA8\x55\x86\xE1\xB6\xEF\xD2\x8D\xDA\x8B\xC6\x88\x49\xED\x30\x81\x7F\x62\xFD\xFD\xBD\x99\xAF\xC7\xD4\xCC\xEB\x6A\x8B\x2A\xA4\xD6\x3D\x10\xE5\x04\x60\x45\x22\x34\x52\x78\xFE\x58\xB5\x47\x47\xC6\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC0\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xD2\x84\x72\x94\x00\x00\x00\x00\x75\x4C\xCB\x23\x00\x00\x00\x00\x81\x20\x3C\x78\x00\x00\x00\x00\x7B\x9A\x5E\xD5\x00\x00\x00\x00\x6F\xF1\x1B\x24\x00\x00\x00\x00\x34\x88\xAF\x78\x00\x00\x00\x00\x5E\x4F\x76\x1C\x00\x00\x00\x00\x4D\x4B\x38\x18\x00\x00\x00\x00\x2F\x90\xE3\x1F\x00\x00\x00\x00\x0F\xAE\xC4\xA5\x00\x00\x00\x00\xD0\x78\x82\x49\x00\x00\x00\x00\xF5\x1E\xD3\x83\x00\x00\x00\x00\x06\xF1\x8B\x48\x00\x00\x00\x00\x39\x80\x05\x54\x00\x00\x00\x00\x88\xC2\x9C\xE8\x00\x00\x00\x00\x54\xED\x95\xB6\x00\x00\x00\x00\xC2\x5D\x72\x25\x00\x00\x00\x00\x26\x62\xB2\x18\x00\x00\x00\x00\xDB\x15\x26\xA5\x00\x00\x00\x00\xF6\x77\xF8\x44\x00\x00\x00\x00\x9E\xB1\xB4\x02\x00\x00\x00\x00\xF5\x87\x48\x97\x00\x00\x00\x00\x6E\x4B\xA7\xE5\x00\x00\x00\x00\x77\x48\xE5\xB4\x00\x00\x00\x00\xED\x94\x1B\x5A\x00\x00\x00\x00\x28\x8A\x82\x2F\x00\x00\x00\x00\xB6\xEF\xD2\x8D\x00\x00\x00\x00\x49\xED\x30\x81\x00\x00\x00\x00\xBD\x99\xAF\xC7\x00\x00\x00\x00\x8B\x2A\xA4\xD6\x00\x00\x00\x00\x60\x45\x22\x34\x00\x00\x00\x00\xB5\x47\x47\xC6\x1C\x63\x5F\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x0E)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xCEC58D2F)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x46E49CC0)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x5C0E7393)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xBFAADFE3)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x40B6E90F)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x1301C3B8)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x4E9210CA)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xAAD2B0A3)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x181202B2)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xE49C5FF5)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x71629384)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xC3A4ECD4)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xFE5CB9B5)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x62E63B84)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xACACE82B)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x872B337F)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x9C95DF09)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xE505B2DC)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x3B0557BB)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xDA1E1B0F)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x9E734B5E)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xDFCB70E8)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xA71DC0EB)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xAC5B5251)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xC87CC0CE)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x9711AC2C)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x890C448F)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xE6D89A64)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xF99B24D0)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xCC740C5E)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xA5DEFDFF)], 4043)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x18FFA885)], 4043)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xD6FF),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x5740),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FCB),
                gc.DataTuple('slot_count', 0x00000800),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDE192BE9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xBCE99604),
                gc.KeyTuple('src_port', 0xA4EB),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x001D),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\xE9\x96\x04\x00\x00\x00\x00\xA4\xEB\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x57\x40\x00\x0E\x00\x00\x00\x00\x00\x00\x5A\x0C\x00\x00\x00\x00\x00\x40\x00\x00\x22\x83\xBB\x6D\xEF\xF2\x06\x0D\x48\x5E\xFA\xB9\xCA\x30\x84\x02\xC8\x3D\x8E\xC9\x0B\x18\x0E\xBC\x78\x81\x12\x9F\xFE\xCE\x0A\xA0\xA7\x73\xA9\x4A\x30\x56\x9C\x0E\xCA\x98\x08\x6E\x8E\x09\x3C\x1D\x01\xCB\xAE\x66\xD5\x6B\xC9\xFA\x54\x3A\x09\x6A\x58\x20\x70\x33\xC9\xF3\xA8\x47\xF7\x35\x92\xB9\x60\x23\xBB\x37\x00\x22\xA7\xC9\x80\x4C\xBF\x49\xCB\x92\x7C\xBB\x92\x02\x26\x67\x1C\x0E\xC5\xA2\x24\x85\x92\xA9\x47\xBF\x13\x14\x3C\xF6\xAD\xD4\x63\x37\x91\xB7\xCF\x50\xCA\x9D\x04\xDB\xF8\xAA\x8E\x61\x1A\x88\x7C\xA4\x77\x18\xF5\x0B\x30\x75\x48\xB3\xBA\x12\x68\x2F\xCF\x2D\x50\x34\x00\x01\x4B\x17\x9A\xD2\x17\x8E\xCD\xEC\xA0\x99\xBD\xE2\x5F\x13\x49\x92\xC4\x8D\x1C\xCF\xA3\x9F\xC4\xFE\xD6\x89\xEC\x40\xDE\x3E\xB2\xFB\x46\x2B\x3F\xF8\x8B\x51\xD4\x18\x3B\x95\x98\xAC\x35\x44\x06\x6C\x4D\x24\x85\xF9\xF5\xF4\x76\x91\xE5\x89\xAE\xCA\x47\x0B\xC2\x5E\xA7\x1D\x87\x20\xD9\x26\x71\xB2\xF0\xF7\x02\x15\x5E\x83\xCA\x56\xD6\x93\x5A\x11\x3C\xD5\x46\xA8\xAD\x8F\xA0\xC2\x75\x7C\xCA\x15\xAB\x28\xC9\x07\x7A\x0A\x6B\x47\x48\x0C\x0C\x56\x51\x49\x05\xFF\x82\xA7\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x1D\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\xE9\x96\x04\x00\x00\x00\x00\xA4\xEB\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x57\x40\x00\x0E\x00\x00\x00\x00\x00\x00\x04\x0E\x00\x00\x00\x00\x00\x40\x00\x00\x22\x83\xBB\x6D\xCE\xC5\x8D\x2F\x48\x5E\xFA\xB9\x46\xE4\x9C\xC0\xC8\x3D\x8E\xC9\x5C\x0E\x73\x93\x78\x81\x12\x9F\xBF\xAA\xDF\xE3\xA7\x73\xA9\x4A\x40\xB6\xE9\x0F\xCA\x98\x08\x6E\x13\x01\xC3\xB8\x01\xCB\xAE\x66\x4E\x92\x10\xCA\x54\x3A\x09\x6A\xAA\xD2\xB0\xA3\xC9\xF3\xA8\x47\x18\x12\x02\xB2\x60\x23\xBB\x37\xE4\x9C\x5F\xF5\x80\x4C\xBF\x49\x71\x62\x93\x84\x92\x02\x26\x67\xC3\xA4\xEC\xD4\x24\x85\x92\xA9\xFE\x5C\xB9\xB5\x3C\xF6\xAD\xD4\x62\xE6\x3B\x84\xCF\x50\xCA\x9D\xAC\xAC\xE8\x2B\x8E\x61\x1A\x88\x87\x2B\x33\x7F\xF5\x0B\x30\x75\x9C\x95\xDF\x09\x68\x2F\xCF\x2D\xE5\x05\xB2\xDC\x4B\x17\x9A\xD2\x3B\x05\x57\xBB\xA0\x99\xBD\xE2\xDA\x1E\x1B\x0F\xC4\x8D\x1C\xCF\x9E\x73\x4B\x5E\xD6\x89\xEC\x40\xDF\xCB\x70\xE8\x46\x2B\x3F\xF8\xA7\x1D\xC0\xEB\x3B\x95\x98\xAC\xAC\x5B\x52\x51\x4D\x24\x85\xF9\xC8\x7C\xC0\xCE\xE5\x89\xAE\xCA\x97\x11\xAC\x2C\xA7\x1D\x87\x20\x89\x0C\x44\x8F\xF0\xF7\x02\x15\xE6\xD8\x9A\x64\xD6\x93\x5A\x11\xF9\x9B\x24\xD0\xAD\x8F\xA0\xC2\xCC\x74\x0C\x5E\xAB\x28\xC9\x07\xA5\xDE\xFD\xFF\x48\x0C\x0C\x56\x18\xFF\xA8\x85\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0E\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xCE\xC5\x8D\x2F\x00\x00\x00\x00\x46\xE4\x9C\xC0\x00\x00\x00\x00\x5C\x0E\x73\x93\x00\x00\x00\x00\xBF\xAA\xDF\xE3\x00\x00\x00\x00\x40\xB6\xE9\x0F\x00\x00\x00\x00\x13\x01\xC3\xB8\x00\x00\x00\x00\x4E\x92\x10\xCA\x00\x00\x00\x00\xAA\xD2\xB0\xA3\x00\x00\x00\x00\x18\x12\x02\xB2\x00\x00\x00\x00\xE4\x9C\x5F\xF5\x00\x00\x00\x00\x71\x62\x93\x84\x00\x00\x00\x00\xC3\xA4\xEC\xD4\x00\x00\x00\x00\xFE\x5C\xB9\xB5\x00\x00\x00\x00\x62\xE6\x3B\x84\x00\x00\x00\x00\xAC\xAC\xE8\x2B\x00\x00\x00\x00\x87\x2B\x33\x7F\x00\x00\x00\x00\x9C\x95\xDF\x09\x00\x00\x00\x00\xE5\x05\xB2\xDC\x00\x00\x00\x00\x3B\x05\x57\xBB\x00\x00\x00\x00\xDA\x1E\x1B\x0F\x00\x00\x00\x00\x9E\x73\x4B\x5E\x00\x00\x00\x00\xDF\xCB\x70\xE8\x00\x00\x00\x00\xA7\x1D\xC0\xEB\x00\x00\x00\x00\xAC\x5B\x52\x51\x00\x00\x00\x00\xC8\x7C\xC0\xCE\x00\x00\x00\x00\x97\x11\xAC\x2C\x00\x00\x00\x00\x89\x0C\x44\x8F\x00\x00\x00\x00\xE6\xD8\x9A\x64\x00\x00\x00\x00\xF9\x9B\x24\xD0\x00\x00\x00\x00\xCC\x74\x0C\x5E\x00\x00\x00\x00\xA5\xDE\xFD\xFF\x00\x00\x00\x00\x18\xFF\xA8\x85\x82\xA7\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x48)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x724B004A)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xA825028D)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x77F3AB6C)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xDB3BDFF9)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x323B685B)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xB391191D)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x2405580E)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x4BB1F4A8)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xA29050F8)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xEC7F4B38)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xE7480662)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x941E3A7D)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x94764B6B)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x2C1A7B85)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xD0ED23C2)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x7603B05C)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x8FBB415B)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x9FFC4AA8)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x07F94E16)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x9DA92D19)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xE495817A)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x970BD6CD)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x3426A0E5)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x17BC9629)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x46CCE19E)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x2E1E016C)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x484C748F)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x845896AF)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xDBDD6B04)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x74970C89)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x03DAE6C9)], 3191)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x329269A5)], 3191)
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
                gc.KeyTuple('job_id', 0x8EE0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C77),
                gc.DataTuple('slot_count', 0x00001194),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2DDBFB1B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x1EE27050),
                gc.KeyTuple('src_port', 0xE8BC),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0010),
            ]
        )
        # Table P4rEgress.result_dest
        self.insertTableEntry(
            'P4rEgress.result_dest',
            [
                gc.KeyTuple('job_id', 0x8EE0),
                gc.KeyTuple('rank', 0x0010),
            ],
            'P4rEgress.set_dest',
            [
                gc.DataTuple('dst_mac', 0x000000000000),
                gc.DataTuple('dst_ip', 0x00000000),
                gc.DataTuple('dst_port', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\xE2\x70\x50\x00\x00\x00\x00\xE8\xBC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x8E\xE0\x00\x0E\x00\x00\x00\x00\x00\x00\x6A\xB7\x00\x00\x00\x00\x00\x40\x00\x00\xC5\x98\x6C\xE8\xCB\xD9\x1A\xD9\xEE\x40\x30\x7F\x6F\x80\xE1\xB7\xB3\xD0\xD3\xA4\x91\xB9\x20\xD5\xCA\xA0\xA6\xC0\xBE\x05\x48\x67\x0E\x49\x85\x05\xCA\xEC\x1C\x41\xFF\xD5\x81\x74\xAC\x78\x4E\x35\x17\xD0\xAE\xB0\x17\x58\x97\xA1\x8F\x5E\x4C\x7C\x9F\x4D\x76\x3A\xA6\x31\x41\x10\xA8\x8B\x9D\x6A\x56\x5D\xFF\x7B\x3B\x28\xC1\xD8\xF8\x76\xC8\xF6\xFF\x07\x07\xAC\x6D\x78\x65\x6F\xF6\x3B\xC7\x0A\xB6\x4F\x24\x95\x7D\x07\x22\xFA\xE0\x4B\x0E\x72\x6D\xA0\xEE\xCB\x07\x55\xB8\xAD\xB1\x4D\xCE\xE1\x26\xB7\x41\x03\x39\xC9\xF0\x29\xE0\x5E\xDF\xF5\x57\xA4\x21\xDA\x34\xB3\xC2\xA1\xA0\x94\x2E\xE1\xCE\xBC\xBE\xCF\xF0\xFC\x4B\x15\x60\x1B\xF2\xFF\x1D\x45\x40\x2F\xC3\xA0\x83\x61\xBB\x3F\x33\x7F\x8B\xA3\x30\xE5\xBC\x4F\x78\x20\xD0\x73\x24\xFC\x7E\xE6\x82\x00\x9B\x09\x00\x28\xEC\x57\x2A\x1E\x94\x26\x0A\xD3\xF4\xB0\x24\xC7\x9F\x28\x54\x9C\x64\x85\xA1\x9B\x87\x38\xE5\x31\xA0\x7A\x6B\xA6\xF1\x51\x9C\x31\x67\x12\x2E\x24\x8A\x85\x62\xBD\x71\xFE\x14\x17\x86\x19\x92\x55\xC2\x17\x34\x02\x44\xAD\xD2\x84\x26\xE6\xAC\xA4\x79\x75\x9F\xE8\xA9\xC0\xAA\x90\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x10\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\xE2\x70\x50\x00\x00\x00\x00\xE8\xBC\x00\x00\x00\x00\x00\x00\x50\x34\x02\x02\x8E\xE0\x00\x10\x00\x00\x00\x00\x00\x00\x06\x48\x00\x00\x00\x00\x00\x40\x00\x00\xC5\x98\x6C\xE8\x72\x4B\x00\x4A\xEE\x40\x30\x7F\xA8\x25\x02\x8D\xB3\xD0\xD3\xA4\x77\xF3\xAB\x6C\xCA\xA0\xA6\xC0\xDB\x3B\xDF\xF9\x0E\x49\x85\x05\x32\x3B\x68\x5B\xFF\xD5\x81\x74\xB3\x91\x19\x1D\x17\xD0\xAE\xB0\x24\x05\x58\x0E\x8F\x5E\x4C\x7C\x4B\xB1\xF4\xA8\xA6\x31\x41\x10\xA2\x90\x50\xF8\x56\x5D\xFF\x7B\xEC\x7F\x4B\x38\xF8\x76\xC8\xF6\xE7\x48\x06\x62\x6D\x78\x65\x6F\x94\x1E\x3A\x7D\xB6\x4F\x24\x95\x94\x76\x4B\x6B\xE0\x4B\x0E\x72\x2C\x1A\x7B\x85\x07\x55\xB8\xAD\xD0\xED\x23\xC2\x26\xB7\x41\x03\x76\x03\xB0\x5C\xE0\x5E\xDF\xF5\x8F\xBB\x41\x5B\x34\xB3\xC2\xA1\x9F\xFC\x4A\xA8\xCE\xBC\xBE\xCF\x07\xF9\x4E\x16\x60\x1B\xF2\xFF\x9D\xA9\x2D\x19\xC3\xA0\x83\x61\xE4\x95\x81\x7A\x8B\xA3\x30\xE5\x97\x0B\xD6\xCD\xD0\x73\x24\xFC\x34\x26\xA0\xE5\x9B\x09\x00\x28\x17\xBC\x96\x29\x94\x26\x0A\xD3\x46\xCC\xE1\x9E\x9F\x28\x54\x9C\x2E\x1E\x01\x6C\x87\x38\xE5\x31\x48\x4C\x74\x8F\xF1\x51\x9C\x31\x84\x58\x96\xAF\x8A\x85\x62\xBD\xDB\xDD\x6B\x04\x86\x19\x92\x55\x74\x97\x0C\x89\x44\xAD\xD2\x84\x03\xDA\xE6\xC9\x79\x75\x9F\xE8\x32\x92\x69\xA5\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x48\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x72\x4B\x00\x4A\x00\x00\x00\x00\xA8\x25\x02\x8D\x00\x00\x00\x00\x77\xF3\xAB\x6C\x00\x00\x00\x00\xDB\x3B\xDF\xF9\x00\x00\x00\x00\x32\x3B\x68\x5B\x00\x00\x00\x00\xB3\x91\x19\x1D\x00\x00\x00\x00\x24\x05\x58\x0E\x00\x00\x00\x00\x4B\xB1\xF4\xA8\x00\x00\x00\x00\xA2\x90\x50\xF8\x00\x00\x00\x00\xEC\x7F\x4B\x38\x00\x00\x00\x00\xE7\x48\x06\x62\x00\x00\x00\x00\x94\x1E\x3A\x7D\x00\x00\x00\x00\x94\x76\x4B\x6B\x00\x00\x00\x00\x2C\x1A\x7B\x85\x00\x00\x00\x00\xD0\xED\x23\xC2\x00\x00\x00\x00\x76\x03\xB0\x5C\x00\x00\x00\x00\x8F\xBB\x41\x5B\x00\x00\x00\x00\x9F\xFC\x4A\xA8\x00\x00\x00\x00\x07\xF9\x4E\x16\x00\x00\x00\x00\x9D\xA9\x2D\x19\x00\x00\x00\x00\xE4\x95\x81\x7A\x00\x00\x00\x00\x97\x0B\xD6\xCD\x00\x00\x00\x00\x34\x26\xA0\xE5\x00\x00\x00\x00\x17\xBC\x96\x29\x00\x00\x00\x00\x46\xCC\xE1\x9E\x00\x00\x00\x00\x2E\x1E\x01\x6C\x00\x00\x00\x00\x48\x4C\x74\x8F\x00\x00\x00\x00\x84\x58\x96\xAF\x00\x00\x00\x00\xDB\xDD\x6B\x04\x00\x00\x00\x00\x74\x97\x0C\x89\x00\x00\x00\x00\x03\xDA\xE6\xC9\x00\x00\x00\x00\x32\x92\x69\xA5\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xEF)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xB3457390)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x7F10FA43)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xFDE754A8)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x134F1623)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x5EAAE4C2)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x8559E2FF)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x3C4E2AEA)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x518C7F96)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xB62C014B)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x7EC35C89)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x560416DD)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x0610B131)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x32343C10)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x5392B732)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xFCAB173F)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xE0D6E643)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xB858C4E2)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x7B68F432)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xFF41A249)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x7EA7BE20)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x11471781)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xCB4CD5DF)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x7372B397)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x155B74CC)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x6552AC97)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xC9064735)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0xA08DBCB7)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xCFAEADBC)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x6757DF57)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xFEA62B9A)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x30BF9E73)], 5558)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x1F0570A2)], 5558)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x5B2D),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x49A7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000015B6),
                gc.DataTuple('slot_count', 0x000007E6),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBB333E67),
            ]
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
                gc.DataTuple('rid', 0x0003),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x49\xA7\x00\x18\x00\x00\x00\x00\x00\x00\x20\x4B\x00\x00\x00\x00\x00\x40\x00\x00\x97\xE8\xD1\xB7\xDF\x98\x60\xDE\x7F\x56\xD5\x6A\x75\x03\x78\xA4\x71\x4A\xC8\xE5\xE0\x42\xDC\x25\xFE\xC0\x29\xC5\x9D\xE1\x33\xD3\xA5\x43\xE9\xD4\x21\xF0\x49\xA7\x81\xFF\x3F\x13\x2F\xE8\x20\xFD\x33\x0F\x7E\x24\x4D\xBE\x24\x98\x66\x3E\xE4\xB5\x32\x93\xA1\xD8\x3E\x31\xF2\x66\x0E\x58\x9C\xBB\x38\xFA\x92\x43\x13\x14\x62\x56\xB2\x92\x12\x93\xE9\x5A\x6E\x7B\xDD\x9E\x54\x18\xFD\xE5\xB5\x9B\x51\xEB\x6E\x48\xB8\x30\x37\x5A\x5C\xF6\x56\xCC\x23\x6E\x67\xB5\x2F\x3D\x2F\x71\x08\x1B\x46\xE0\xBF\x69\x32\x03\x85\xC3\x1B\x3C\x7D\xCE\x12\xE3\xF8\x05\xE4\x52\x1A\x55\x97\x17\xEE\xDF\x52\x90\x09\x8C\xA7\x95\x00\x5B\x86\x38\x8E\x2E\xD5\x5F\xB1\x91\xB9\xA8\x5F\x0B\x56\xD6\xD2\x4E\x35\x4B\xB7\xF3\xE0\x4E\xB9\xCA\xC3\x65\x7B\x71\x44\x82\x0F\x23\x6E\xB5\xC3\xFD\xF7\x1F\x8C\x2F\x3B\x9B\xB1\xEA\x46\x81\x59\x61\xFA\x56\xCC\x2F\x85\x32\xB5\x67\xE3\x38\x02\xEE\xAE\xD0\xCC\xF0\x84\xE9\x10\xAE\xCF\x4B\x1F\xA1\xCA\x2B\xDC\xB9\x9D\xD4\xF6\xB6\x83\x1D\x9F\xA3\xA7\xCA\x8D\x12\x89\x43\x78\x59\x34\xEB\xBC\x75\x50\xEC\xE8\xC7\x9A\xDE\x9E\xDA\x8F\x45\x58\x65\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x03\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x49\xA7\x00\x18\x00\x00\x00\x00\x00\x00\x06\xEF\x00\x00\x00\x00\x00\x40\x00\x00\x97\xE8\xD1\xB7\xB3\x45\x73\x90\x7F\x56\xD5\x6A\x7F\x10\xFA\x43\x71\x4A\xC8\xE5\xFD\xE7\x54\xA8\xFE\xC0\x29\xC5\x13\x4F\x16\x23\xA5\x43\xE9\xD4\x5E\xAA\xE4\xC2\x81\xFF\x3F\x13\x85\x59\xE2\xFF\x33\x0F\x7E\x24\x3C\x4E\x2A\xEA\x66\x3E\xE4\xB5\x51\x8C\x7F\x96\x3E\x31\xF2\x66\xB6\x2C\x01\x4B\x38\xFA\x92\x43\x7E\xC3\x5C\x89\xB2\x92\x12\x93\x56\x04\x16\xDD\xDD\x9E\x54\x18\x06\x10\xB1\x31\x51\xEB\x6E\x48\x32\x34\x3C\x10\x5C\xF6\x56\xCC\x53\x92\xB7\x32\x2F\x3D\x2F\x71\xFC\xAB\x17\x3F\xBF\x69\x32\x03\xE0\xD6\xE6\x43\x7D\xCE\x12\xE3\xB8\x58\xC4\xE2\x1A\x55\x97\x17\x7B\x68\xF4\x32\x09\x8C\xA7\x95\xFF\x41\xA2\x49\x8E\x2E\xD5\x5F\x7E\xA7\xBE\x20\x5F\x0B\x56\xD6\x11\x47\x17\x81\xB7\xF3\xE0\x4E\xCB\x4C\xD5\xDF\x7B\x71\x44\x82\x73\x72\xB3\x97\xC3\xFD\xF7\x1F\x15\x5B\x74\xCC\xB1\xEA\x46\x81\x65\x52\xAC\x97\xCC\x2F\x85\x32\xC9\x06\x47\x35\x02\xEE\xAE\xD0\xA0\x8D\xBC\xB7\x10\xAE\xCF\x4B\xCF\xAE\xAD\xBC\xDC\xB9\x9D\xD4\x67\x57\xDF\x57\x9F\xA3\xA7\xCA\xFE\xA6\x2B\x9A\x78\x59\x34\xEB\x30\xBF\x9E\x73\xE8\xC7\x9A\xDE\x1F\x05\x70\xA2\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEF\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xB3\x45\x73\x90\x00\x00\x00\x00\x7F\x10\xFA\x43\x00\x00\x00\x00\xFD\xE7\x54\xA8\x00\x00\x00\x00\x13\x4F\x16\x23\x00\x00\x00\x00\x5E\xAA\xE4\xC2\x00\x00\x00\x00\x85\x59\xE2\xFF\x00\x00\x00\x00\x3C\x4E\x2A\xEA\x00\x00\x00\x00\x51\x8C\x7F\x96\x00\x00\x00\x00\xB6\x2C\x01\x4B\x00\x00\x00\x00\x7E\xC3\x5C\x89\x00\x00\x00\x00\x56\x04\x16\xDD\x00\x00\x00\x00\x06\x10\xB1\x31\x00\x00\x00\x00\x32\x34\x3C\x10\x00\x00\x00\x00\x53\x92\xB7\x32\x00\x00\x00\x00\xFC\xAB\x17\x3F\x00\x00\x00\x00\xE0\xD6\xE6\x43\x00\x00\x00\x00\xB8\x58\xC4\xE2\x00\x00\x00\x00\x7B\x68\xF4\x32\x00\x00\x00\x00\xFF\x41\xA2\x49\x00\x00\x00\x00\x7E\xA7\xBE\x20\x00\x00\x00\x00\x11\x47\x17\x81\x00\x00\x00\x00\xCB\x4C\xD5\xDF\x00\x00\x00\x00\x73\x72\xB3\x97\x00\x00\x00\x00\x15\x5B\x74\xCC\x00\x00\x00\x00\x65\x52\xAC\x97\x00\x00\x00\x00\xC9\x06\x47\x35\x00\x00\x00\x00\xA0\x8D\xBC\xB7\x00\x00\x00\x00\xCF\xAE\xAD\xBC\x00\x00\x00\x00\x67\x57\xDF\x57\x00\x00\x00\x00\xFE\xA6\x2B\x9A\x00\x00\x00\x00\x30\xBF\x9E\x73\x00\x00\x00\x00\x1F\x05\x70\xA2\x58\x65\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x55)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x73DDB2B0)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x7430D54C)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x9778F984)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x12D62600)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x5CA9B8D9)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x024923BD)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x7CA189A8)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x925371D0)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xCAE2B3B6)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xEFE6503E)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xB5D8D4A5)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x2790807C)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xFF1C47BA)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x209DBD2C)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xCD219B4F)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xBDDD51DB)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x4AFBA9B9)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x059E3073)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x82EB890E)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x3729765C)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xED071507)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x5DC50268)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xEF606B09)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x031141F2)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x03D38B04)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xAA382058)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x4D91D2EF)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xD7C3BB27)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x050EA10D)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x4F60BE72)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x849A6378)], 1712)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x7562DD72)], 1712)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x99CA),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x67A6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006B0),
                gc.DataTuple('slot_count', 0x00000AAA),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0F4FADCA),
            ]
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
                gc.DataTuple('rid', 0x0017),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x67\xA6\x00\x03\x00\x00\x00\x00\x00\x00\x72\x56\x00\x00\x00\x00\x00\x40\x00\x00\x96\x76\x9E\xF0\xB4\x87\x61\x40\xAE\x4E\xF9\x41\x06\xD7\x77\xBE\x3D\xF3\x76\xB0\xA2\x4B\x9D\xF3\xE1\xF2\x22\x83\x2B\x59\xC6\x6D\x8D\x29\x67\xA2\x1B\xEE\x1A\xC3\x7C\x9A\x86\x20\xDA\xCC\x92\xE6\xC5\x55\x6A\x8A\x89\x7A\xEC\x57\xBE\xAC\x46\xF9\x7C\x0C\x96\xD9\x90\x2B\x83\x1B\xB0\xDE\x7A\x99\x13\x8C\x03\x4F\xA4\x19\x89\xCB\x83\x64\x49\x2D\xB4\x03\x31\x22\x03\x8E\x9A\xBA\xBD\x35\x64\x55\x4A\x51\x84\x47\x20\xA3\x7A\xCB\x23\x5D\x1D\x2A\xE5\x8E\x6B\x43\x25\x50\xB2\x66\xE7\xDF\xDD\x93\x97\x82\x94\x8C\x22\x40\xC1\x15\xB6\x82\x1B\x18\x82\x08\x02\x9A\xCF\x82\x81\x66\xAF\x68\xED\xBB\x78\x13\x08\x57\x41\x85\x45\xF8\xEA\x0B\x46\x0A\x46\x8F\xFB\xAA\xE5\x0C\x9F\xFC\x1F\x26\x42\xB8\xE4\x4E\x87\x52\x3D\x37\xF3\x7F\x23\x60\x60\x28\xBD\x0E\x63\x9B\x7F\xCB\x64\xD7\x82\x8C\x58\x99\xDE\x53\xDB\xCD\x7C\xA7\x35\x7A\xDD\x53\x74\x11\xD4\x4B\xDE\x57\xAF\x7C\xC2\x8C\xBA\xD0\xA6\xF9\x8F\x05\x52\x4D\x4D\x67\xC5\xB1\xE4\x32\x75\x2B\x60\x64\x72\x2A\x41\xE6\xA4\x0D\x3A\x99\x84\x0A\x7B\xEB\xF3\x28\x85\x96\xAD\xD0\xAE\x7F\x86\x0A\xFB\xE1\x47\x66\xCF\x1F\x86\xC3\xD9\x8A\xA8\xC1\x54\x34\x8B\xCB\x4B\xDC\xFE\x29\xE1\xC6\xFE\x71\x15\x67\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x17\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x67\xA6\x00\x03\x00\x00\x00\x00\x00\x00\x06\x55\x00\x00\x00\x00\x00\x40\x00\x00\x96\x76\x9E\xF0\x73\xDD\xB2\xB0\xAE\x4E\xF9\x41\x74\x30\xD5\x4C\x3D\xF3\x76\xB0\x97\x78\xF9\x84\xE1\xF2\x22\x83\x12\xD6\x26\x00\x8D\x29\x67\xA2\x5C\xA9\xB8\xD9\x7C\x9A\x86\x20\x02\x49\x23\xBD\xC5\x55\x6A\x8A\x7C\xA1\x89\xA8\xBE\xAC\x46\xF9\x92\x53\x71\xD0\x90\x2B\x83\x1B\xCA\xE2\xB3\xB6\x13\x8C\x03\x4F\xEF\xE6\x50\x3E\x83\x64\x49\x2D\xB5\xD8\xD4\xA5\x03\x8E\x9A\xBA\x27\x90\x80\x7C\x4A\x51\x84\x47\xFF\x1C\x47\xBA\x23\x5D\x1D\x2A\x20\x9D\xBD\x2C\x25\x50\xB2\x66\xCD\x21\x9B\x4F\x97\x82\x94\x8C\xBD\xDD\x51\xDB\xB6\x82\x1B\x18\x4A\xFB\xA9\xB9\xCF\x82\x81\x66\x05\x9E\x30\x73\x78\x13\x08\x57\x82\xEB\x89\x0E\xEA\x0B\x46\x0A\x37\x29\x76\x5C\xE5\x0C\x9F\xFC\xED\x07\x15\x07\xE4\x4E\x87\x52\x5D\xC5\x02\x68\x23\x60\x60\x28\xEF\x60\x6B\x09\x7F\xCB\x64\xD7\x03\x11\x41\xF2\xDE\x53\xDB\xCD\x03\xD3\x8B\x04\xDD\x53\x74\x11\xAA\x38\x20\x58\xAF\x7C\xC2\x8C\x4D\x91\xD2\xEF\x8F\x05\x52\x4D\xD7\xC3\xBB\x27\xE4\x32\x75\x2B\x05\x0E\xA1\x0D\x41\xE6\xA4\x0D\x4F\x60\xBE\x72\x7B\xEB\xF3\x28\x84\x9A\x63\x78\xAE\x7F\x86\x0A\x75\x62\xDD\x72\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x55\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x73\xDD\xB2\xB0\x00\x00\x00\x00\x74\x30\xD5\x4C\x00\x00\x00\x00\x97\x78\xF9\x84\x00\x00\x00\x00\x12\xD6\x26\x00\x00\x00\x00\x00\x5C\xA9\xB8\xD9\x00\x00\x00\x00\x02\x49\x23\xBD\x00\x00\x00\x00\x7C\xA1\x89\xA8\x00\x00\x00\x00\x92\x53\x71\xD0\x00\x00\x00\x00\xCA\xE2\xB3\xB6\x00\x00\x00\x00\xEF\xE6\x50\x3E\x00\x00\x00\x00\xB5\xD8\xD4\xA5\x00\x00\x00\x00\x27\x90\x80\x7C\x00\x00\x00\x00\xFF\x1C\x47\xBA\x00\x00\x00\x00\x20\x9D\xBD\x2C\x00\x00\x00\x00\xCD\x21\x9B\x4F\x00\x00\x00\x00\xBD\xDD\x51\xDB\x00\x00\x00\x00\x4A\xFB\xA9\xB9\x00\x00\x00\x00\x05\x9E\x30\x73\x00\x00\x00\x00\x82\xEB\x89\x0E\x00\x00\x00\x00\x37\x29\x76\x5C\x00\x00\x00\x00\xED\x07\x15\x07\x00\x00\x00\x00\x5D\xC5\x02\x68\x00\x00\x00\x00\xEF\x60\x6B\x09\x00\x00\x00\x00\x03\x11\x41\xF2\x00\x00\x00\x00\x03\xD3\x8B\x04\x00\x00\x00\x00\xAA\x38\x20\x58\x00\x00\x00\x00\x4D\x91\xD2\xEF\x00\x00\x00\x00\xD7\xC3\xBB\x27\x00\x00\x00\x00\x05\x0E\xA1\x0D\x00\x00\x00\x00\x4F\x60\xBE\x72\x00\x00\x00\x00\x84\x9A\x63\x78\x00\x00\x00\x00\x75\x62\xDD\x72\xCF\x1F\x86\xC3\xD9\x8A\xA8\xC1\x54\x34\x8B\xCB\x4B\xDC\xFE\x29\xE1\xC6\xFE\x71\x15\x67\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xB7)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x35AC2EAC)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x7F22F03B)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x8EAC9B1C)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x229BA46C)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x9BF4F5F8)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x650621C6)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xA3243C0C)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x3FD1DEEE)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x4F753130)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x930E2B00)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xAB64BE8B)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x068CB471)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x81DEAA56)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xBAFED9DB)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x6A706357)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x6836ADFB)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x77E25FD4)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x9EC18758)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x281EE29C)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x5EBFE039)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x741A6CF1)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x0069D080)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xED6643AE)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x9FCF3365)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x164C22D6)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x03EA9408)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x68BD358D)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x01E7AA61)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x0C567F04)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x7F141EEE)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x2638BEEA)], 3054)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x9F207A33)], 3054)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x113D),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xB691),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BEE),
                gc.DataTuple('slot_count', 0x000007DF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x52FCF322),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x7BA1830F),
                gc.KeyTuple('src_port', 0x1D8F),
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
        # Table P4rIngress.tg_replica
        self.overrideDefaultEntry(
            'P4rIngress.tg_replica',
            'P4rIngress.tg_follow',
            [
                gc.DataTuple('rid', 0x0010),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7B\xA1\x83\x0F\x00\x00\x00\x00\x1D\x8F\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xB6\x91\x00\x1E\x00\x00\x00\x00\x00\x00\xBA\xAE\x00\x00\x00\x00\x00\x40\x00\x00\x9C\xB9\xE9\x25\xA8\xBD\x49\x76\x1C\xC7\xBE\xAF\x55\x49\x0B\x3F\xED\x78\x83\xE1\x4B\xB0\x1B\x60\x35\x3F\x92\x02\xAB\x2D\xF1\x45\xB5\x8B\xFD\xDA\xC1\x73\x73\xD3\x0B\x77\x6A\x02\x90\x65\xBD\xE3\xCD\x29\xC7\x4A\x16\x14\xA0\x24\xBE\x81\x36\x8D\x10\xFA\x75\x8D\xF2\x1D\x57\xE4\x62\x53\xA8\x5A\xAD\x36\x04\x58\x16\x90\x4E\x39\xAC\x45\x50\x69\xBA\x96\x00\xBF\x52\x2D\x80\x94\x67\x4D\x48\x71\xFB\x71\xFC\x16\x08\xC8\xB6\xF7\xE0\xDE\x5D\xBE\xA0\xF6\xBF\x83\x39\x2C\x8E\x7B\x91\x6F\x58\xA9\xE3\xBB\x0E\x0C\xDC\x30\x1B\x30\x16\x11\x91\x77\xF0\x25\x56\x18\x44\x2B\x8B\xF1\x73\x2F\xB0\x56\x47\x7B\x17\xD8\xC8\xFD\xFB\x00\xF4\xD8\xD0\xB2\x8F\x35\x04\x47\xD5\xE6\x86\x32\xF3\x79\xEF\x83\x69\x90\x5A\x19\x16\xA8\x38\x54\x67\x99\x65\xBE\x4B\xB9\x5C\x20\x46\x27\xAE\xC3\x7C\x07\xDD\xE8\xD6\xD5\x03\x69\xF5\x5C\x4E\xF5\x81\xEB\x8D\x53\x87\x88\x0C\xD5\xFC\x6A\xBB\x17\xE0\xB2\x2E\x04\x9F\x16\x3E\x82\x6D\xED\xE2\x5C\x26\xF3\x09\x79\x5F\x8B\xEF\xBB\xD7\xD0\x09\xFE\x67\xD4\x29\x26\xD2\x2C\x51\x67\xD8\x64\x28\x5D\x89\xE2\xB7\xB7\x99\xD8\x71\x75\x50\x6B\xE8\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x10\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7B\xA1\x83\x0F\x00\x00\x00\x00\x1D\x8F\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB6\x91\x00\x1E\x00\x00\x00\x00\x00\x00\x06\xB7\x00\x00\x00\x00\x00\x40\x00\x00\x9C\xB9\xE9\x25\x35\xAC\x2E\xAC\x1C\xC7\xBE\xAF\x7F\x22\xF0\x3B\xED\x78\x83\xE1\x8E\xAC\x9B\x1C\x35\x3F\x92\x02\x22\x9B\xA4\x6C\xB5\x8B\xFD\xDA\x9B\xF4\xF5\xF8\x0B\x77\x6A\x02\x65\x06\x21\xC6\xCD\x29\xC7\x4A\xA3\x24\x3C\x0C\xBE\x81\x36\x8D\x3F\xD1\xDE\xEE\xF2\x1D\x57\xE4\x4F\x75\x31\x30\xAD\x36\x04\x58\x93\x0E\x2B\x00\xAC\x45\x50\x69\xAB\x64\xBE\x8B\x52\x2D\x80\x94\x06\x8C\xB4\x71\xFB\x71\xFC\x16\x81\xDE\xAA\x56\xE0\xDE\x5D\xBE\xBA\xFE\xD9\xDB\x39\x2C\x8E\x7B\x6A\x70\x63\x57\xE3\xBB\x0E\x0C\x68\x36\xAD\xFB\x16\x11\x91\x77\x77\xE2\x5F\xD4\x44\x2B\x8B\xF1\x9E\xC1\x87\x58\x47\x7B\x17\xD8\x28\x1E\xE2\x9C\xF4\xD8\xD0\xB2\x5E\xBF\xE0\x39\xD5\xE6\x86\x32\x74\x1A\x6C\xF1\x69\x90\x5A\x19\x00\x69\xD0\x80\x67\x99\x65\xBE\xED\x66\x43\xAE\x46\x27\xAE\xC3\x9F\xCF\x33\x65\xD6\xD5\x03\x69\x16\x4C\x22\xD6\x81\xEB\x8D\x53\x03\xEA\x94\x08\xFC\x6A\xBB\x17\x68\xBD\x35\x8D\x9F\x16\x3E\x82\x01\xE7\xAA\x61\x26\xF3\x09\x79\x0C\x56\x7F\x04\xD7\xD0\x09\xFE\x7F\x14\x1E\xEE\xD2\x2C\x51\x67\x26\x38\xBE\xEA\x89\xE2\xB7\xB7\x9F\x20\x7A\x33\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x35\xAC\x2E\xAC\x00\x00\x00\x00\x7F\x22\xF0\x3B\x00\x00\x00\x00\x8E\xAC\x9B\x1C\x00\x00\x00\x00\x22\x9B\xA4\x6C\x00\x00\x00\x00\x9B\xF4\xF5\xF8\x00\x00\x00\x00\x65\x06\x21\xC6\x00\x00\x00\x00\xA3\x24\x3C\x0C\x00\x00\x00\x00\x3F\xD1\xDE\xEE\x00\x00\x00\x00\x4F\x75\x31\x30\x00\x00\x00\x00\x93\x0E\x2B\x00\x00\x00\x00\x00\xAB\x64\xBE\x8B\x00\x00\x00\x00\x06\x8C\xB4\x71\x00\x00\x00\x00\x81\xDE\xAA\x56\x00\x00\x00\x00\xBA\xFE\xD9\xDB\x00\x00\x00\x00\x6A\x70\x63\x57\x00\x00\x00\x00\x68\x36\xAD\xFB\x00\x00\x00\x00\x77\xE2\x5F\xD4\x00\x00\x00\x00\x9E\xC1\x87\x58\x00\x00\x00\x00\x28\x1E\xE2\x9C\x00\x00\x00\x00\x5E\xBF\xE0\x39\x00\x00\x00\x00\x74\x1A\x6C\xF1\x00\x00\x00\x00\x00\x69\xD0\x80\x00\x00\x00\x00\xED\x66\x43\xAE\x00\x00\x00\x00\x9F\xCF\x33\x65\x00\x00\x00\x00\x16\x4C\x22\xD6\x00\x00\x00\x00\x03\xEA\x94\x08\x00\x00\x00\x00\x68\xBD\x35\x8D\x00\x00\x00\x00\x01\xE7\xAA\x61\x00\x00\x00\x00\x0C\x56\x7F\x04\x00\x00\x00\x00\x7F\x14\x1E\xEE\x00\x00\x00\x00\x26\x38\xBE\xEA\x00\x00\x00\x00\x9F\x20\x7A\x33\x50\x6B\xE8\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x6D)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x8F988ECC)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x8A1418DC)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x3C445BE1)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x60668818)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xE8F40DC8)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x6C361284)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x78548168)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x9A8925D7)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x1BA7CAF5)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xAD5A3C35)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xC817F5BB)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x70BE064A)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x407767FC)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x69B34282)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x664642F7)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xDA20A526)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x3B57328E)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xDCEA2820)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x6EFFEE8C)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x64055A73)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x28546315)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x70E5C288)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xDE017EF3)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xC07ED889)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x56D9CBB6)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xC002F10E)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x3A16A468)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x651FB790)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xC896DA49)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xB5EF37C2)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xA3A3EC3B)], 3350)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x33A22644)], 3350)
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
                gc.KeyTuple('job_id', 0xD500),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D16),
                gc.DataTuple('slot_count', 0x00000472),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB2CB8010),
            ]
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
                gc.DataTuple('rid', 0x0010),
            ]
        )
        # Table P4rEgress.result_dest
        self.insertTableEntry(
            'P4rEgress.result_dest',
            [
                gc.KeyTuple('job_id', 0xD500),
                gc.KeyTuple('rank', 0x0010),
            ],
            'P4rEgress.set_dest',
            [
                gc.DataTuple('dst_mac', 0x000000000000),
                gc.DataTuple('dst_ip', 0x00000000),
                gc.DataTuple('dst_port', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xD5\x00\x00\x0B\x00\x00\x00\x00\x00\x00\xD8\x2A\x00\x00\x00\x00\x00\x40\x00\x00\x3A\x72\x84\x72\xBA\x13\x75\x03\xC7\xC0\x41\x2E\x9D\x39\x2C\x66\xA0\xA1\x7D\x95\x0A\x89\x2B\x25\xC3\xAC\x6C\x05\x86\x18\xBE\x2C\xC5\x3F\x79\x74\x76\x4D\xE9\xB9\xAD\x62\xFD\xC0\xD1\xAB\xC8\xA3\xD5\x50\xDD\xC7\x9D\x47\x8E\x61\x4B\xEE\xD0\x07\x20\x3F\x93\x46\xC3\x91\x04\xAA\xDE\xC1\x4C\xD9\x92\x4A\xF3\x05\x5D\x43\xB8\x65\x45\x3C\xAE\x98\xC3\xCB\x5F\x02\x29\xD7\xD6\x0D\x49\xDF\xC3\x66\x9A\xC0\xE9\x73\x5E\x6D\x02\xE5\x84\x50\x87\x08\xE7\xA6\x86\x4C\x0B\x29\x41\xE8\x4A\x46\xEF\x5A\x41\x6E\xBC\xE8\xDD\x00\x53\x6B\xA7\x0B\xD0\x59\xF9\xF9\x78\xEA\x7C\xDF\x30\x4D\xB1\xFA\xFE\x01\x2F\xAE\x57\xF7\xB1\x7F\x91\x98\x26\xB1\x82\x3F\x1B\xD0\xB9\xED\x45\x0F\xC4\x3B\xFE\xEF\xF1\x7A\x5B\x43\x90\x77\x66\x0D\xAA\x20\xC4\x48\x28\xA9\x2A\xA8\xDC\x2B\x9F\x89\xC7\xE4\x2E\xC4\xF7\x2F\x19\x75\x54\x37\xD3\x25\x80\x57\xC4\x5F\x3D\x8F\x39\xA3\xE8\x20\x49\x64\x41\xB0\xA5\x18\x87\x8B\xEE\x3C\xC1\xFD\x9E\xFA\x9B\xA2\x34\xB1\x57\x14\x30\xC6\x0B\x3B\xC7\x84\xEE\x1C\xF5\x98\x74\xA6\xC1\x3E\x0E\x28\xEE\x44\x9C\x36\xE5\x81\x1E\xEF\x57\x13\xC5\xA8\x38\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x10\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\x34\x02\x02\xD5\x00\x00\x10\x00\x00\x00\x00\x00\x00\x06\x6D\x00\x00\x00\x00\x00\x40\x00\x00\x3A\x72\x84\x72\x8F\x98\x8E\xCC\xC7\xC0\x41\x2E\x8A\x14\x18\xDC\xA0\xA1\x7D\x95\x3C\x44\x5B\xE1\xC3\xAC\x6C\x05\x60\x66\x88\x18\xC5\x3F\x79\x74\xE8\xF4\x0D\xC8\xAD\x62\xFD\xC0\x6C\x36\x12\x84\xD5\x50\xDD\xC7\x78\x54\x81\x68\x4B\xEE\xD0\x07\x9A\x89\x25\xD7\xC3\x91\x04\xAA\x1B\xA7\xCA\xF5\x92\x4A\xF3\x05\xAD\x5A\x3C\x35\x45\x3C\xAE\x98\xC8\x17\xF5\xBB\x29\xD7\xD6\x0D\x70\xBE\x06\x4A\x9A\xC0\xE9\x73\x40\x77\x67\xFC\x84\x50\x87\x08\x69\xB3\x42\x82\x0B\x29\x41\xE8\x66\x46\x42\xF7\x41\x6E\xBC\xE8\xDA\x20\xA5\x26\xA7\x0B\xD0\x59\x3B\x57\x32\x8E\x7C\xDF\x30\x4D\xDC\xEA\x28\x20\x2F\xAE\x57\xF7\x6E\xFF\xEE\x8C\x26\xB1\x82\x3F\x64\x05\x5A\x73\x45\x0F\xC4\x3B\x28\x54\x63\x15\x5B\x43\x90\x77\x70\xE5\xC2\x88\xC4\x48\x28\xA9\xDE\x01\x7E\xF3\x9F\x89\xC7\xE4\xC0\x7E\xD8\x89\x19\x75\x54\x37\x56\xD9\xCB\xB6\xC4\x5F\x3D\x8F\xC0\x02\xF1\x0E\x49\x64\x41\xB0\x3A\x16\xA4\x68\xEE\x3C\xC1\xFD\x65\x1F\xB7\x90\x34\xB1\x57\x14\xC8\x96\xDA\x49\xC7\x84\xEE\x1C\xB5\xEF\x37\xC2\xC1\x3E\x0E\x28\xA3\xA3\xEC\x3B\xE5\x81\x1E\xEF\x33\xA2\x26\x44\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x8F\x98\x8E\xCC\x00\x00\x00\x00\x8A\x14\x18\xDC\x00\x00\x00\x00\x3C\x44\x5B\xE1\x00\x00\x00\x00\x60\x66\x88\x18\x00\x00\x00\x00\xE8\xF4\x0D\xC8\x00\x00\x00\x00\x6C\x36\x12\x84\x00\x00\x00\x00\x78\x54\x81\x68\x00\x00\x00\x00\x9A\x89\x25\xD7\x00\x00\x00\x00\x1B\xA7\xCA\xF5\x00\x00\x00\x00\xAD\x5A\x3C\x35\x00\x00\x00\x00\xC8\x17\xF5\xBB\x00\x00\x00\x00\x70\xBE\x06\x4A\x00\x00\x00\x00\x40\x77\x67\xFC\x00\x00\x00\x00\x69\xB3\x42\x82\x00\x00\x00\x00\x66\x46\x42\xF7\x00\x00\x00\x00\xDA\x20\xA5\x26\x00\x00\x00\x00\x3B\x57\x32\x8E\x00\x00\x00\x00\xDC\xEA\x28\x20\x00\x00\x00\x00\x6E\xFF\xEE\x8C\x00\x00\x00\x00\x64\x05\x5A\x73\x00\x00\x00\x00\x28\x54\x63\x15\x00\x00\x00\x00\x70\xE5\xC2\x88\x00\x00\x00\x00\xDE\x01\x7E\xF3\x00\x00\x00\x00\xC0\x7E\xD8\x89\x00\x00\x00\x00\x56\xD9\xCB\xB6\x00\x00\x00\x00\xC0\x02\xF1\x0E\x00\x00\x00\x00\x3A\x16\xA4\x68\x00\x00\x00\x00\x65\x1F\xB7\x90\x00\x00\x00\x00\xC8\x96\xDA\x49\x00\x00\x00\x00\xB5\xEF\x37\xC2\x00\x00\x00\x00\xA3\xA3\xEC\x3B\x00\x00\x00\x00\x33\xA2\x26\x44\x38\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x4F)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x5C3783FA)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xEA64FAB2)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0xDC7EA096)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x95429168)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x1A9FAE09)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x5189F342)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xE1C15EE6)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xAE283BFB)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xDE792C60)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x326282E3)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x49E201B9)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x3BD468F2)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x141A3ECD)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xB5752916)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x3180DA57)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x21A1684B)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x0CEE4F47)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x8FBEA022)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xF1D4EDC3)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xC90AFD5A)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xA225D616)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x3DDEE449)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x620C2FB7)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xD69FF23E)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x0D529AC2)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x19877F22)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x8102D362)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x5FB1D8B5)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xAB239628)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x04285BE6)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x32219DF1)], 2813)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xA497C62F)], 2813)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0xFA9E),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x7EC1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AFD),
                gc.DataTuple('slot_count', 0x0000147D),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB1B36E02),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x3EABFF65),
                gc.KeyTuple('src_port', 0x8910),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3E\xAB\xFF\x65\x00\x00\x00\x00\x89\x10\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x7E\xC1\x00\x1C\x00\x00\x00\x00\x00\x00\x58\xF6\x00\x00\x00\x00\x00\x40\x00\x00\x9D\x0A\x1A\x8A\xC9\xB2\x7D\xDD\x08\xF8\x63\x79\x76\x93\x20\xCF\x17\x41\x70\xBF\x2B\x9E\x41\x6E\xE1\xA6\x48\x69\xDB\xA1\xD2\xBE\xF4\x74\xCF\x16\xA2\x68\xD2\x89\x5B\x78\x3D\x42\x59\x21\x3F\x40\xEC\x05\xDF\x87\x1C\x39\x4D\x66\xA5\x70\x80\x14\x92\xE7\x43\x8B\xFD\xD9\xB5\xDC\x08\xCE\xA4\x97\xC7\x49\x48\x8E\x9C\x24\xBD\x74\xB5\x1C\xB3\xD3\xED\x08\xB8\xA9\x59\x99\x60\xF1\x8F\x2A\xA0\x91\x04\xC4\xE2\x91\x04\x82\xF6\xBC\xCC\x4D\x81\xC9\xCF\x89\xEC\x51\x22\x0A\x43\x40\x40\xAF\xC8\xBD\xE3\x69\x8B\xB3\xF4\x26\x37\x57\x74\x67\xA8\x79\x92\x82\x47\x34\x7E\x7A\x09\x32\xB6\x73\x69\x55\xAE\x58\xCA\xB1\xDB\xFF\xEA\xAD\x99\x39\x9A\xBB\xD6\x6E\x73\xAB\x96\x17\x5F\x52\xF5\xA7\x17\xBF\x59\x08\x12\x3F\x6B\x92\xAD\xFB\x3D\xF8\x20\x3B\x38\x5D\xAF\xFF\x7B\x9F\x64\x8E\x3A\x4F\x80\xCA\x21\xA7\x2E\x85\xAC\x8A\x5F\x25\xF6\xE9\xCE\x6A\x10\xBB\x64\xA6\x9F\x76\xA6\xE4\xAF\x14\x59\x75\xB2\xD5\x29\x5D\x37\x0A\x22\x29\xC6\x91\x39\x07\x66\x38\x96\xFE\xB2\xD8\xAA\x76\xB2\x74\x95\x6C\xDE\x4B\x3B\x7E\x71\xA0\xCA\xA0\x62\xEA\x83\x6D\xA9\x97\x1F\x9D\xD0\xE5\xDE\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3E\xAB\xFF\x65\x00\x00\x00\x00\x89\x10\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x7E\xC1\x00\x1C\x00\x00\x00\x00\x00\x00\x04\x4F\x00\x00\x00\x00\x00\x40\x00\x00\x9D\x0A\x1A\x8A\x5C\x37\x83\xFA\x08\xF8\x63\x79\xEA\x64\xFA\xB2\x17\x41\x70\xBF\xDC\x7E\xA0\x96\xE1\xA6\x48\x69\x95\x42\x91\x68\xF4\x74\xCF\x16\x1A\x9F\xAE\x09\x5B\x78\x3D\x42\x51\x89\xF3\x42\xEC\x05\xDF\x87\xE1\xC1\x5E\xE6\xA5\x70\x80\x14\xAE\x28\x3B\xFB\xFD\xD9\xB5\xDC\xDE\x79\x2C\x60\xC7\x49\x48\x8E\x32\x62\x82\xE3\xB5\x1C\xB3\xD3\x49\xE2\x01\xB9\x59\x99\x60\xF1\x3B\xD4\x68\xF2\x04\xC4\xE2\x91\x14\x1A\x3E\xCD\xCC\x4D\x81\xC9\xB5\x75\x29\x16\x22\x0A\x43\x40\x31\x80\xDA\x57\xE3\x69\x8B\xB3\x21\xA1\x68\x4B\x74\x67\xA8\x79\x0C\xEE\x4F\x47\x7E\x7A\x09\x32\x8F\xBE\xA0\x22\xAE\x58\xCA\xB1\xF1\xD4\xED\xC3\x99\x39\x9A\xBB\xC9\x0A\xFD\x5A\x96\x17\x5F\x52\xA2\x25\xD6\x16\x59\x08\x12\x3F\x3D\xDE\xE4\x49\x3D\xF8\x20\x3B\x62\x0C\x2F\xB7\x7B\x9F\x64\x8E\xD6\x9F\xF2\x3E\x21\xA7\x2E\x85\x0D\x52\x9A\xC2\xF6\xE9\xCE\x6A\x19\x87\x7F\x22\x9F\x76\xA6\xE4\x81\x02\xD3\x62\xB2\xD5\x29\x5D\x5F\xB1\xD8\xB5\xC6\x91\x39\x07\xAB\x23\x96\x28\xB2\xD8\xAA\x76\x04\x28\x5B\xE6\xDE\x4B\x3B\x7E\x32\x21\x9D\xF1\x62\xEA\x83\x6D\xA4\x97\xC6\x2F\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4F\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x5C\x37\x83\xFA\x00\x00\x00\x00\xEA\x64\xFA\xB2\x00\x00\x00\x00\xDC\x7E\xA0\x96\x00\x00\x00\x00\x95\x42\x91\x68\x00\x00\x00\x00\x1A\x9F\xAE\x09\x00\x00\x00\x00\x51\x89\xF3\x42\x00\x00\x00\x00\xE1\xC1\x5E\xE6\x00\x00\x00\x00\xAE\x28\x3B\xFB\x00\x00\x00\x00\xDE\x79\x2C\x60\x00\x00\x00\x00\x32\x62\x82\xE3\x00\x00\x00\x00\x49\xE2\x01\xB9\x00\x00\x00\x00\x3B\xD4\x68\xF2\x00\x00\x00\x00\x14\x1A\x3E\xCD\x00\x00\x00\x00\xB5\x75\x29\x16\x00\x00\x00\x00\x31\x80\xDA\x57\x00\x00\x00\x00\x21\xA1\x68\x4B\x00\x00\x00\x00\x0C\xEE\x4F\x47\x00\x00\x00\x00\x8F\xBE\xA0\x22\x00\x00\x00\x00\xF1\xD4\xED\xC3\x00\x00\x00\x00\xC9\x0A\xFD\x5A\x00\x00\x00\x00\xA2\x25\xD6\x16\x00\x00\x00\x00\x3D\xDE\xE4\x49\x00\x00\x00\x00\x62\x0C\x2F\xB7\x00\x00\x00\x00\xD6\x9F\xF2\x3E\x00\x00\x00\x00\x0D\x52\x9A\xC2\x00\x00\x00\x00\x19\x87\x7F\x22\x00\x00\x00\x00\x81\x02\xD3\x62\x00\x00\x00\x00\x5F\xB1\xD8\xB5\x00\x00\x00\x00\xAB\x23\x96\x28\x00\x00\x00\x00\x04\x28\x5B\xE6\x00\x00\x00\x00\x32\x21\x9D\xF1\x00\x00\x00\x00\xA4\x97\xC6\x2F\xD0\xE5\xDE\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x09)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xFD8FFCB8)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xDE602625)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x9AB0259F)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xC6785227)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xD3250D00)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x6A3DCA0E)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xCB6E818B)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x67990A42)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x41A8D633)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x3CE5E9EE)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x83BF0FE8)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xC21A65C6)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xB4F55381)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0xE8BC1208)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xAB896F06)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x2630E08B)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x05D2C215)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x64F9174A)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xB2FF25E9)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x9E953F8D)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x50F3DC80)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x8A6DA3F4)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0xB261C6CE)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x624728F1)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x0EA63A4A)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x2DD0D4B9)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x349D26F8)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x4C1FF99E)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x182ADBA4)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xC54A7678)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xB97FE1CE)], 6028)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x42CEB527)], 6028)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x1037),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x1798),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000178C),
                gc.DataTuple('slot_count', 0x00000874),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x73B422D7),
            ]
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x17\x98\x00\x1D\x00\x00\x00\x00\x00\x00\x52\x4F\x00\x00\x00\x00\x00\x40\x00\x00\xE7\x47\x7B\x6D\xE7\x0C\x07\x10\x77\xC6\xBF\xE3\x4A\xCE\xE7\xF3\xAC\xC2\xF1\x73\xC6\x36\x31\x17\x56\x9A\xE0\x98\x9F\x85\x01\xC5\x8F\x77\xF4\xE4\x20\xF6\xFD\xDD\x03\x50\x21\x75\x3B\x13\xA6\x04\x4B\x63\x47\x0A\xCC\x5D\x40\xFB\x9A\x03\xA8\x04\x20\x1D\x1A\x7E\x7B\x30\x5C\x14\xA3\xA2\x07\x02\xE4\xD8\x78\x71\xE2\x84\x0B\x67\x98\x10\xA8\xF3\xB4\xA0\x8D\x97\xFB\x89\xBB\x95\x17\x95\x05\xD1\x72\xC8\xC6\x00\xC5\x90\xC6\x43\xCF\x9D\xBA\x30\x34\xEE\x8C\x48\xDC\x1B\x62\x13\x56\xD9\x0A\x75\x03\x72\x7F\x9D\xBE\x19\xAD\x5F\x9E\xEA\x6E\xC4\x8F\xE6\xCA\x65\x43\xE1\xDD\xE8\x32\xD9\xE7\xB6\xB6\x42\x19\xAF\xD7\xBB\x2E\xE1\x44\xC9\xED\xE0\xD9\x85\xD7\x85\x4D\xED\x13\x4B\x80\x8C\xC5\x17\xC3\x3B\xA0\x63\x46\x28\x08\x5C\xED\x53\x34\xCF\xE4\x83\x2D\xA5\x76\x46\xB3\xF1\x14\x46\x50\x5D\xEE\x8F\x1E\xC4\x0F\x67\xDE\x58\x6D\x77\x33\xA2\x7D\xB6\x15\x3C\x36\x73\xF5\xC1\x47\xD9\xED\x4A\xDF\xA7\x43\x4C\x68\x16\xF4\xBC\xA1\xF0\xE4\xC1\x1E\x1A\xE8\x0E\x2C\x77\x58\xE5\x77\x1F\xF2\x3E\xCB\x78\xB0\x66\x40\xFA\x8B\x0E\x51\x98\x1A\x5D\xF3\xDC\xAD\xDE\x57\xAB\x12\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x17\x98\x00\x1D\x00\x00\x00\x00\x00\x00\x06\x09\x00\x00\x00\x00\x00\x40\x00\x00\xE7\x47\x7B\x6D\xFD\x8F\xFC\xB8\x77\xC6\xBF\xE3\xDE\x60\x26\x25\xAC\xC2\xF1\x73\x9A\xB0\x25\x9F\x56\x9A\xE0\x98\xC6\x78\x52\x27\x8F\x77\xF4\xE4\xD3\x25\x0D\x00\x03\x50\x21\x75\x6A\x3D\xCA\x0E\x4B\x63\x47\x0A\xCB\x6E\x81\x8B\x9A\x03\xA8\x04\x67\x99\x0A\x42\x7B\x30\x5C\x14\x41\xA8\xD6\x33\xE4\xD8\x78\x71\x3C\xE5\xE9\xEE\x98\x10\xA8\xF3\x83\xBF\x0F\xE8\xFB\x89\xBB\x95\xC2\x1A\x65\xC6\x72\xC8\xC6\x00\xB4\xF5\x53\x81\xCF\x9D\xBA\x30\xE8\xBC\x12\x08\xDC\x1B\x62\x13\xAB\x89\x6F\x06\x03\x72\x7F\x9D\x26\x30\xE0\x8B\x9E\xEA\x6E\xC4\x05\xD2\xC2\x15\x43\xE1\xDD\xE8\x64\xF9\x17\x4A\xB6\x42\x19\xAF\xB2\xFF\x25\xE9\x44\xC9\xED\xE0\x9E\x95\x3F\x8D\x4D\xED\x13\x4B\x50\xF3\xDC\x80\xC3\x3B\xA0\x63\x8A\x6D\xA3\xF4\xED\x53\x34\xCF\xB2\x61\xC6\xCE\x76\x46\xB3\xF1\x62\x47\x28\xF1\xEE\x8F\x1E\xC4\x0E\xA6\x3A\x4A\x6D\x77\x33\xA2\x2D\xD0\xD4\xB9\x36\x73\xF5\xC1\x34\x9D\x26\xF8\xDF\xA7\x43\x4C\x4C\x1F\xF9\x9E\xA1\xF0\xE4\xC1\x18\x2A\xDB\xA4\x2C\x77\x58\xE5\xC5\x4A\x76\x78\xCB\x78\xB0\x66\xB9\x7F\xE1\xCE\x51\x98\x1A\x5D\x42\xCE\xB5\x27\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x09\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xFD\x8F\xFC\xB8\x00\x00\x00\x00\xDE\x60\x26\x25\x00\x00\x00\x00\x9A\xB0\x25\x9F\x00\x00\x00\x00\xC6\x78\x52\x27\x00\x00\x00\x00\xD3\x25\x0D\x00\x00\x00\x00\x00\x6A\x3D\xCA\x0E\x00\x00\x00\x00\xCB\x6E\x81\x8B\x00\x00\x00\x00\x67\x99\x0A\x42\x00\x00\x00\x00\x41\xA8\xD6\x33\x00\x00\x00\x00\x3C\xE5\xE9\xEE\x00\x00\x00\x00\x83\xBF\x0F\xE8\x00\x00\x00\x00\xC2\x1A\x65\xC6\x00\x00\x00\x00\xB4\xF5\x53\x81\x00\x00\x00\x00\xE8\xBC\x12\x08\x00\x00\x00\x00\xAB\x89\x6F\x06\x00\x00\x00\x00\x26\x30\xE0\x8B\x00\x00\x00\x00\x05\xD2\xC2\x15\x00\x00\x00\x00\x64\xF9\x17\x4A\x00\x00\x00\x00\xB2\xFF\x25\xE9\x00\x00\x00\x00\x9E\x95\x3F\x8D\x00\x00\x00\x00\x50\xF3\xDC\x80\x00\x00\x00\x00\x8A\x6D\xA3\xF4\x00\x00\x00\x00\xB2\x61\xC6\xCE\x00\x00\x00\x00\x62\x47\x28\xF1\x00\x00\x00\x00\x0E\xA6\x3A\x4A\x00\x00\x00\x00\x2D\xD0\xD4\xB9\x00\x00\x00\x00\x34\x9D\x26\xF8\x00\x00\x00\x00\x4C\x1F\xF9\x9E\x00\x00\x00\x00\x18\x2A\xDB\xA4\x00\x00\x00\x00\xC5\x4A\x76\x78\x00\x00\x00\x00\xB9\x7F\xE1\xCE\x00\x00\x00\x00\x42\xCE\xB5\x27\x57\xAB\x12\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x45)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x1B312CD4)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x4B007F73)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x4CFA753B)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x153985BB)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x070535A0)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x42156E5E)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xF736763D)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0xF399488F)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x267CA701)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xF6596F7E)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x8F16E1B4)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xB410680C)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x80DED74B)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x759B0E03)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xF2707551)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xF130D53B)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xBD579CAF)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x2D83B3B2)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x76625E49)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x623D6FF2)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x2ED8B4AC)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xBA283BAB)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x13D2BD89)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x4E7B01C6)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x35A8B37F)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x4191AE23)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x3157E75D)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xA07AD495)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x4377206B)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xA7F17BA2)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x01ECCACC)], 10517)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x96802F98)], 10517)
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
                gc.KeyTuple('job_id', 0x8F72),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000915),
                gc.DataTuple('slot_count', 0x000009B6),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2E3BE5E0),
            ]
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
                gc.DataTuple('rid', 0x0001),
            ]
        )
        # Table P4rEgress.result_dest
        self.insertTableEntry(
            'P4rEgress.result_dest',
            [
                gc.KeyTuple('job_id', 0x8F72),
                gc.KeyTuple('rank', 0x0001),
            ],
            'P4rEgress.set_dest',
            [
                gc.DataTuple('dst_mac', 0x000000000000),
                gc.DataTuple('dst_ip', 0x00000000),
                gc.DataTuple('dst_port', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x8F\x72\x00\x12\x00\x00\x00\x00\x00\x00\x79\x2D\x00\x00\x00\x00\x00\x40\x00\x00\xDE\x39\xE1\x59\x89\xF0\x3F\xBC\x23\x02\xED\x68\x9D\x23\x77\xA7\x68\x2D\xBC\x02\x23\xB0\x11\xA3\xAE\x82\xEC\x31\x63\x83\xAE\x66\x47\xB3\xAC\x2F\x6F\x14\xD2\xFC\xDB\x8F\x44\xB9\xED\xA8\xE5\x57\x40\xA5\x6E\x7F\xAA\xC0\x18\x63\x14\x59\xAB\xD0\xDD\x48\x7A\xF0\x47\xF6\x9D\x16\x95\xA5\x89\xD6\x1B\x7A\x41\xB1\x32\x74\xF8\xB2\x52\x45\x61\x2D\x89\x12\x9C\x8E\xB1\x98\x3E\xB3\x58\x01\x00\x6D\xB1\x59\xE5\xE2\x05\x14\x16\x7B\x14\x25\x1B\x2B\x98\xA6\xAD\x07\x12\x6C\x24\xD6\xF7\xA9\x5C\x12\x72\xBB\xE5\x39\xC7\x87\x5C\x8B\xF1\xCD\x6D\x48\x52\xD3\xE1\x6B\xB3\xD4\x98\x1D\x13\xC8\x6B\xD6\xC4\x42\x8E\xE6\x22\x2E\x82\x6D\x3D\xE9\x47\x55\x7C\x4B\xCA\x7E\x8E\x34\x90\xEE\x81\x96\xD6\x51\x47\xB6\x61\x49\xA5\x5C\x0B\x00\x80\x38\xC1\xF7\xFC\xD5\x60\x16\x03\x67\xAB\x9F\x84\x08\x4C\x25\x64\x9A\x95\xA7\x03\xA1\x3B\x5E\x6A\x95\xE2\x93\xE3\x73\xB2\xEA\x6F\x17\xBA\xD4\xB6\x22\x33\xA2\x10\xF5\x30\xE7\x5E\xC6\x4B\x46\x62\x13\x22\xD4\x33\x64\x3D\x0C\xCA\x44\xD2\x5E\xE9\x65\x79\xE9\xE4\xCD\x56\xDD\x24\xA6\xEC\x8A\xF8\xA2\x56\x57\x51\x17\xD1\xCB\x7A\x62\xF5\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x01\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\x34\x02\x02\x8F\x72\x00\x01\x00\x00\x00\x00\x00\x00\x05\x45\x00\x00\x00\x00\x00\x40\x00\x00\xDE\x39\xE1\x59\x1B\x31\x2C\xD4\x23\x02\xED\x68\x4B\x00\x7F\x73\x68\x2D\xBC\x02\x4C\xFA\x75\x3B\xAE\x82\xEC\x31\x15\x39\x85\xBB\x47\xB3\xAC\x2F\x07\x05\x35\xA0\xDB\x8F\x44\xB9\x42\x15\x6E\x5E\x40\xA5\x6E\x7F\xF7\x36\x76\x3D\x14\x59\xAB\xD0\xF3\x99\x48\x8F\x47\xF6\x9D\x16\x26\x7C\xA7\x01\x1B\x7A\x41\xB1\xF6\x59\x6F\x7E\x52\x45\x61\x2D\x8F\x16\xE1\xB4\xB1\x98\x3E\xB3\xB4\x10\x68\x0C\xB1\x59\xE5\xE2\x80\xDE\xD7\x4B\x14\x25\x1B\x2B\x75\x9B\x0E\x03\x12\x6C\x24\xD6\xF2\x70\x75\x51\x72\xBB\xE5\x39\xF1\x30\xD5\x3B\xF1\xCD\x6D\x48\xBD\x57\x9C\xAF\xB3\xD4\x98\x1D\x2D\x83\xB3\xB2\xC4\x42\x8E\xE6\x76\x62\x5E\x49\x3D\xE9\x47\x55\x62\x3D\x6F\xF2\x8E\x34\x90\xEE\x2E\xD8\xB4\xAC\x47\xB6\x61\x49\xBA\x28\x3B\xAB\x80\x38\xC1\xF7\x13\xD2\xBD\x89\x03\x67\xAB\x9F\x4E\x7B\x01\xC6\x64\x9A\x95\xA7\x35\xA8\xB3\x7F\x6A\x95\xE2\x93\x41\x91\xAE\x23\x6F\x17\xBA\xD4\x31\x57\xE7\x5D\x10\xF5\x30\xE7\xA0\x7A\xD4\x95\x62\x13\x22\xD4\x43\x77\x20\x6B\xCA\x44\xD2\x5E\xA7\xF1\x7B\xA2\xE4\xCD\x56\xDD\x01\xEC\xCA\xCC\xF8\xA2\x56\x57\x96\x80\x2F\x98\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x45\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x1B\x31\x2C\xD4\x00\x00\x00\x00\x4B\x00\x7F\x73\x00\x00\x00\x00\x4C\xFA\x75\x3B\x00\x00\x00\x00\x15\x39\x85\xBB\x00\x00\x00\x00\x07\x05\x35\xA0\x00\x00\x00\x00\x42\x15\x6E\x5E\x00\x00\x00\x00\xF7\x36\x76\x3D\x00\x00\x00\x00\xF3\x99\x48\x8F\x00\x00\x00\x00\x26\x7C\xA7\x01\x00\x00\x00\x00\xF6\x59\x6F\x7E\x00\x00\x00\x00\x8F\x16\xE1\xB4\x00\x00\x00\x00\xB4\x10\x68\x0C\x00\x00\x00\x00\x80\xDE\xD7\x4B\x00\x00\x00\x00\x75\x9B\x0E\x03\x00\x00\x00\x00\xF2\x70\x75\x51\x00\x00\x00\x00\xF1\x30\xD5\x3B\x00\x00\x00\x00\xBD\x57\x9C\xAF\x00\x00\x00\x00\x2D\x83\xB3\xB2\x00\x00\x00\x00\x76\x62\x5E\x49\x00\x00\x00\x00\x62\x3D\x6F\xF2\x00\x00\x00\x00\x2E\xD8\xB4\xAC\x00\x00\x00\x00\xBA\x28\x3B\xAB\x00\x00\x00\x00\x13\xD2\xBD\x89\x00\x00\x00\x00\x4E\x7B\x01\xC6\x00\x00\x00\x00\x35\xA8\xB3\x7F\x00\x00\x00\x00\x41\x91\xAE\x23\x00\x00\x00\x00\x31\x57\xE7\x5D\x00\x00\x00\x00\xA0\x7A\xD4\x95\x00\x00\x00\x00\x43\x77\x20\x6B\x00\x00\x00\x00\xA7\xF1\x7B\xA2\x00\x00\x00\x00\x01\xEC\xCA\xCC\x00\x00\x00\x00\x96\x80\x2F\x98\x7A\x62\xF5\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xDF)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x29C907F0)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x51B598B4)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x2B2E2718)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x6BEE4076)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x186B5914)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x53181874)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x3AACD062)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x1C697B11)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x0421940A)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x02E77EB4)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x7BF371E5)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0xF1E77FDB)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xF86CD0E5)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x18A8E6C1)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xE647ED4C)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x8A368361)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0xA3F63134)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x8BA0EC00)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xC58B9E4D)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x4E5D7C43)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xA78D8035)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x15C2E13E)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x1AA11AB8)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x8EFC0912)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xCBDBAB77)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xA71A714F)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x4FE11BF8)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x25CAEE1A)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x788F4C31)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xD253134F)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x2AEEC624)], 8557)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xCC314EC0)], 8557)
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
                gc.KeyTuple('job_id', 0x85A4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000016D),
                gc.DataTuple('slot_count', 0x000010E4),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x545ADC4F),
            ]
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
                gc.DataTuple('rid', 0x000E),
            ]
        )
        # Table P4rEgress.result_dest
        self.insertTableEntry(
            'P4rEgress.result_dest',
            [
                gc.KeyTuple('job_id', 0x85A4),
                gc.KeyTuple('rank', 0x000E),
            ],
            'P4rEgress.set_dest',
            [
                gc.DataTuple('dst_mac', 0x000000000000),
                gc.DataTuple('dst_ip', 0x00000000),
                gc.DataTuple('dst_port', 0x0000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x85\xA4\x00\x04\x00\x00\x00\x00\x00\x00\xB1\x0F\x00\x00\x00\x00\x00\x40\x00\x00\x28\xFE\xBA\x2F\xD0\xF4\x4F\x8C\x3E\x19\xA5\xE5\xE5\xDF\xED\xD2\x0E\x92\x5B\xEC\x73\x32\x6D\x68\xD1\xEE\x82\xCF\x20\xC1\xD7\x85\x65\x29\x5E\x46\xDC\xA8\x45\xFD\xE9\x57\x05\x57\xB6\x07\x2C\x5F\xD2\xEE\xE2\x90\xD2\xFD\x4D\x98\xFD\xDA\xB6\x61\x7B\x37\xF8\xA5\x57\x5E\x28\x12\xFA\x75\xA9\x49\x52\xB9\xA3\x37\xF8\x93\x53\x32\x1E\xCD\x66\xD6\x72\x37\xCD\xEB\xF9\xA7\xA9\x65\xA1\x2C\xCB\x12\x95\x74\x08\xB3\xAB\x4B\x53\xE9\xE4\x7A\x11\x89\x36\x94\xFD\xFB\x4E\xCF\x6B\x6A\x86\x90\x37\xB4\xA5\x46\x85\x8C\xC8\x64\x39\xC9\x4C\x7E\x43\x1B\x55\xCF\x8D\x25\x14\x87\xE6\x25\x0D\xA7\x3A\x37\xAA\x4B\x30\xE0\x03\xC9\x5B\x18\x9C\x56\x92\xA0\x80\x37\xE6\xEF\x10\x98\x16\xB4\xD2\xD0\x8B\xEC\xCB\xC6\xF6\x2A\xEC\xC6\x38\xE7\x9D\x12\xC7\x89\xED\x5E\xB8\x75\xE6\xE7\x6E\xE9\x68\x28\xF2\xBD\xBD\xC7\x13\x8B\xCF\x1E\xEA\x1F\xA5\xFF\x0A\x66\x07\x94\x58\x1B\xF2\xCC\xE3\xA4\x70\x25\x85\xE5\xDC\x7C\xE8\x77\x6B\x5A\xA4\x2B\xD8\x24\x60\x9A\x1F\x28\x86\x46\x65\x34\xDC\x26\x6A\x75\xF5\x97\x66\x9B\x1E\x80\x1E\x6B\x04\xEF\x9B\x11\xC4\xA5\xF8\xDE\x6C\x69\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x0E\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\x34\x02\x02\x85\xA4\x00\x0E\x00\x00\x00\x00\x00\x00\x05\xDF\x00\x00\x00\x00\x00\x40\x00\x00\x28\xFE\xBA\x2F\x29\xC9\x07\xF0\x3E\x19\xA5\xE5\x51\xB5\x98\xB4\x0E\x92\x5B\xEC\x2B\x2E\x27\x18\xD1\xEE\x82\xCF\x6B\xEE\x40\x76\x65\x29\x5E\x46\x18\x6B\x59\x14\xE9\x57\x05\x57\x53\x18\x18\x74\xD2\xEE\xE2\x90\x3A\xAC\xD0\x62\xFD\xDA\xB6\x61\x1C\x69\x7B\x11\x57\x5E\x28\x12\x04\x21\x94\x0A\x52\xB9\xA3\x37\x02\xE7\x7E\xB4\x1E\xCD\x66\xD6\x7B\xF3\x71\xE5\xF9\xA7\xA9\x65\xF1\xE7\x7F\xDB\x95\x74\x08\xB3\xF8\x6C\xD0\xE5\xE4\x7A\x11\x89\x18\xA8\xE6\xC1\x4E\xCF\x6B\x6A\xE6\x47\xED\x4C\xA5\x46\x85\x8C\x8A\x36\x83\x61\x4C\x7E\x43\x1B\xA3\xF6\x31\x34\x14\x87\xE6\x25\x8B\xA0\xEC\x00\xAA\x4B\x30\xE0\xC5\x8B\x9E\x4D\x9C\x56\x92\xA0\x4E\x5D\x7C\x43\x10\x98\x16\xB4\xA7\x8D\x80\x35\xCB\xC6\xF6\x2A\x15\xC2\xE1\x3E\x9D\x12\xC7\x89\x1A\xA1\x1A\xB8\xE6\xE7\x6E\xE9\x8E\xFC\x09\x12\xBD\xC7\x13\x8B\xCB\xDB\xAB\x77\xA5\xFF\x0A\x66\xA7\x1A\x71\x4F\xF2\xCC\xE3\xA4\x4F\xE1\x1B\xF8\xDC\x7C\xE8\x77\x25\xCA\xEE\x1A\xD8\x24\x60\x9A\x78\x8F\x4C\x31\x65\x34\xDC\x26\xD2\x53\x13\x4F\x66\x9B\x1E\x80\x2A\xEE\xC6\x24\x9B\x11\xC4\xA5\xCC\x31\x4E\xC0\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDF\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x29\xC9\x07\xF0\x00\x00\x00\x00\x51\xB5\x98\xB4\x00\x00\x00\x00\x2B\x2E\x27\x18\x00\x00\x00\x00\x6B\xEE\x40\x76\x00\x00\x00\x00\x18\x6B\x59\x14\x00\x00\x00\x00\x53\x18\x18\x74\x00\x00\x00\x00\x3A\xAC\xD0\x62\x00\x00\x00\x00\x1C\x69\x7B\x11\x00\x00\x00\x00\x04\x21\x94\x0A\x00\x00\x00\x00\x02\xE7\x7E\xB4\x00\x00\x00\x00\x7B\xF3\x71\xE5\x00\x00\x00\x00\xF1\xE7\x7F\xDB\x00\x00\x00\x00\xF8\x6C\xD0\xE5\x00\x00\x00\x00\x18\xA8\xE6\xC1\x00\x00\x00\x00\xE6\x47\xED\x4C\x00\x00\x00\x00\x8A\x36\x83\x61\x00\x00\x00\x00\xA3\xF6\x31\x34\x00\x00\x00\x00\x8B\xA0\xEC\x00\x00\x00\x00\x00\xC5\x8B\x9E\x4D\x00\x00\x00\x00\x4E\x5D\x7C\x43\x00\x00\x00\x00\xA7\x8D\x80\x35\x00\x00\x00\x00\x15\xC2\xE1\x3E\x00\x00\x00\x00\x1A\xA1\x1A\xB8\x00\x00\x00\x00\x8E\xFC\x09\x12\x00\x00\x00\x00\xCB\xDB\xAB\x77\x00\x00\x00\x00\xA7\x1A\x71\x4F\x00\x00\x00\x00\x4F\xE1\x1B\xF8\x00\x00\x00\x00\x25\xCA\xEE\x1A\x00\x00\x00\x00\x78\x8F\x4C\x31\x00\x00\x00\x00\xD2\x53\x13\x4F\x00\x00\x00\x00\x2A\xEE\xC6\x24\x00\x00\x00\x00\xCC\x31\x4E\xC0\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xB1)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x6C20BF9E)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x639A3F24)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x76CA7573)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x3BB70E9F)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xFB6863EA)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xAEB2AD2B)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x2289E0D8)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x2FE01924)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0xD6AC8FF5)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x27DD3B45)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x4019B1BF)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x665CA639)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xDA32B89E)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x27A475A5)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0xD928999F)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xDFDCEA5F)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x55C28480)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0xB2A09D57)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x117F912E)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xC6315E9A)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x3C89A78C)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xAD3CB61E)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x574F6E1A)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xD9454F77)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0xD9ECA1F4)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0xC106AD77)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x113AAF8F)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xE9638A7A)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x87953317)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0xA6030606)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xE325CCC3)], 2277)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xA61F3D1A)], 2277)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x07C1),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0x904D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000008E5),
                gc.DataTuple('slot_count', 0x00000103),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8E954B0A),
            ]
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
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x90\x4D\x00\x0A\x00\x00\x00\x00\x00\x00\x48\x76\x00\x00\x00\x00\x00\x40\x00\x00\xE3\x88\xA9\x95\xBC\x02\xF7\x34\x61\x0E\x11\x0D\x07\xF3\xC9\x30\x84\x52\x60\xB9\xA1\xBA\x61\x83\xCF\x20\xEA\x5D\x53\xBB\xAE\x0E\x96\x90\xE0\x95\xCA\xEA\xAE\xE5\x67\x2F\x8E\xAD\x7A\x74\x63\xB3\x47\x8D\xAC\x46\x1D\xFE\x93\x40\x3F\x1A\xEA\x74\xF2\x2B\xAE\xCF\xEB\x90\x1A\x5D\x9F\xB9\x0B\xF8\x7E\x3F\x21\x46\xCD\xD7\x30\x8A\x34\xEA\x36\xFF\x1D\xB8\xAA\xF3\x17\x95\xBA\x18\xB4\xED\x0F\x42\x92\x97\x65\xC0\xAF\xF3\x50\xA1\xC9\xF2\xB8\x34\x49\x2A\xCE\xD2\xEB\xE6\x33\x45\xB6\x43\x1A\x4E\x57\xE2\x40\x98\xA6\x65\x25\xED\xCA\xCF\x94\x4A\x15\x81\xFA\x9E\xF8\x1E\x92\xBE\x51\xC4\xA6\x77\x87\x92\x2C\xA5\xCB\x8E\xD1\x2C\x4B\xEE\x05\x46\xE9\x71\xAA\xC9\x29\x61\xA8\x59\xFC\xF4\x3C\xC5\x6A\xC9\x21\x4B\xF1\x47\x26\xBD\x66\x89\xB8\xCA\xC6\xB9\xCD\x35\x42\xF6\x97\x9F\x33\x83\x1F\xA6\x2D\x24\xE7\x98\x89\x40\xAF\x3B\xD7\x8D\x5D\xBC\xBA\xDF\x84\x86\x03\xE3\x41\xED\xA6\x6C\xA6\x8C\x9A\xB4\x4C\xEB\x68\xC9\xC0\x5C\x87\xA6\xB5\xAF\xC6\xA0\x45\x21\x77\x6D\xCA\x70\xE7\x35\x51\xC4\x73\x2B\x02\x6A\x20\xC9\xB9\x83\xFB\xB6\xD0\xD5\xC0\x49\x87\x01\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x90\x4D\x00\x0A\x00\x00\x00\x00\x00\x00\x04\xB1\x00\x00\x00\x00\x00\x40\x00\x00\xE3\x88\xA9\x95\x6C\x20\xBF\x9E\x61\x0E\x11\x0D\x63\x9A\x3F\x24\x84\x52\x60\xB9\x76\xCA\x75\x73\xCF\x20\xEA\x5D\x3B\xB7\x0E\x9F\x96\x90\xE0\x95\xFB\x68\x63\xEA\x67\x2F\x8E\xAD\xAE\xB2\xAD\x2B\x47\x8D\xAC\x46\x22\x89\xE0\xD8\x3F\x1A\xEA\x74\x2F\xE0\x19\x24\xEB\x90\x1A\x5D\xD6\xAC\x8F\xF5\x7E\x3F\x21\x46\x27\xDD\x3B\x45\x34\xEA\x36\xFF\x40\x19\xB1\xBF\x17\x95\xBA\x18\x66\x5C\xA6\x39\x92\x97\x65\xC0\xDA\x32\xB8\x9E\xC9\xF2\xB8\x34\x27\xA4\x75\xA5\xEB\xE6\x33\x45\xD9\x28\x99\x9F\x57\xE2\x40\x98\xDF\xDC\xEA\x5F\xCA\xCF\x94\x4A\x55\xC2\x84\x80\xF8\x1E\x92\xBE\xB2\xA0\x9D\x57\x87\x92\x2C\xA5\x11\x7F\x91\x2E\x4B\xEE\x05\x46\xC6\x31\x5E\x9A\x29\x61\xA8\x59\x3C\x89\xA7\x8C\x6A\xC9\x21\x4B\xAD\x3C\xB6\x1E\x66\x89\xB8\xCA\x57\x4F\x6E\x1A\x42\xF6\x97\x9F\xD9\x45\x4F\x77\x2D\x24\xE7\x98\xD9\xEC\xA1\xF4\xD7\x8D\x5D\xBC\xC1\x06\xAD\x77\x03\xE3\x41\xED\x11\x3A\xAF\x8F\x9A\xB4\x4C\xEB\xE9\x63\x8A\x7A\x87\xA6\xB5\xAF\x87\x95\x33\x17\x77\x6D\xCA\x70\xA6\x03\x06\x06\x73\x2B\x02\x6A\xE3\x25\xCC\xC3\xFB\xB6\xD0\xD5\xA6\x1F\x3D\x1A\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB1\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x6C\x20\xBF\x9E\x00\x00\x00\x00\x63\x9A\x3F\x24\x00\x00\x00\x00\x76\xCA\x75\x73\x00\x00\x00\x00\x3B\xB7\x0E\x9F\x00\x00\x00\x00\xFB\x68\x63\xEA\x00\x00\x00\x00\xAE\xB2\xAD\x2B\x00\x00\x00\x00\x22\x89\xE0\xD8\x00\x00\x00\x00\x2F\xE0\x19\x24\x00\x00\x00\x00\xD6\xAC\x8F\xF5\x00\x00\x00\x00\x27\xDD\x3B\x45\x00\x00\x00\x00\x40\x19\xB1\xBF\x00\x00\x00\x00\x66\x5C\xA6\x39\x00\x00\x00\x00\xDA\x32\xB8\x9E\x00\x00\x00\x00\x27\xA4\x75\xA5\x00\x00\x00\x00\xD9\x28\x99\x9F\x00\x00\x00\x00\xDF\xDC\xEA\x5F\x00\x00\x00\x00\x55\xC2\x84\x80\x00\x00\x00\x00\xB2\xA0\x9D\x57\x00\x00\x00\x00\x11\x7F\x91\x2E\x00\x00\x00\x00\xC6\x31\x5E\x9A\x00\x00\x00\x00\x3C\x89\xA7\x8C\x00\x00\x00\x00\xAD\x3C\xB6\x1E\x00\x00\x00\x00\x57\x4F\x6E\x1A\x00\x00\x00\x00\xD9\x45\x4F\x77\x00\x00\x00\x00\xD9\xEC\xA1\xF4\x00\x00\x00\x00\xC1\x06\xAD\x77\x00\x00\x00\x00\x11\x3A\xAF\x8F\x00\x00\x00\x00\xE9\x63\x8A\x7A\x00\x00\x00\x00\x87\x95\x33\x17\x00\x00\x00\x00\xA6\x03\x06\x06\x00\x00\x00\x00\xE3\x25\xCC\xC3\x00\x00\x00\x00\xA6\x1F\x3D\x1A\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xC8)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0xE57DC248)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x11EE50FF)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x4A63F1D3)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xFE6DA8CB)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0xC62BD3C0)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x895F7C9C)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0xB8C4398B)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x9B899C1A)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x2D03AB56)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0xF74B5D21)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xF46B799F)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x7FD3FF34)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0xDB350A6B)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x0B6054CA)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x40641A95)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x0812F283)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x67D12EC5)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x74F542FC)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xC66A6229)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xB1093A29)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xC94304FE)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0xFD741C12)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x67853137)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0xB4CBBF46)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x6CF68FFC)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x4574C2BD)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x72E5C403)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x689D0845)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xCFF2EE42)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x76A2BB91)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x1167D6EE)], 1412)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x9494AA18)], 1412)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x9A19),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xBFDB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000584),
                gc.DataTuple('slot_count', 0x000007E0),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8BD75F4D),
            ]
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
                gc.DataTuple('rid', 0x0007),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xBF\xDB\x00\x11\x00\x00\x00\x00\x00\x00\xB2\xF9\x00\x00\x00\x00\x00\x40\x00\x00\x69\x5E\x26\x73\x6B\x98\x9D\x94\xB5\x71\x8E\xA8\x68\x41\x01\xD4\xF1\xBA\xBD\xAD\x05\x92\xDA\x63\x1C\x0C\xB9\x84\x37\x1C\x7F\xEE\x2F\x64\xF8\x5E\x1D\x67\x0B\xAA\x1D\x47\x43\xE0\x06\x30\x84\xA8\xF5\x78\x23\xBE\xA9\x08\xD4\x04\x98\x06\xC7\xB6\x71\xD8\x32\x65\xB4\xA6\x8B\x55\x44\x99\xCF\x6F\x92\x2E\xF5\xAB\x28\x52\x57\x6F\xC5\x61\x0A\x4B\x94\xD8\x66\x52\x77\x41\x9E\xC1\xBC\x8E\xAB\xB2\xFD\xCB\xE7\x83\x22\x9A\xE0\x36\x8A\x47\xBD\x44\x47\x32\x61\x76\x36\x94\x21\xC3\x28\x48\xBA\x67\x4A\x6A\x6D\xE5\x18\x3C\xDB\xE9\x64\xB4\x6C\xF0\xF8\x6C\xFE\x39\xD4\xDC\x5A\x0A\x15\x4E\xF6\x7E\x90\x12\x78\xB4\xA1\x98\xDC\xC5\x13\x6A\x1F\xD5\x22\xA8\xCD\x1A\xE2\x76\x55\xB7\x43\x5D\x9C\xCE\xAD\xC4\x6E\xC5\xA6\xE1\x86\x24\x96\xD7\xAD\xD3\x5F\x45\x80\x66\x2A\x0F\xA8\x2A\x3B\xA6\x47\xB3\x40\x53\x6B\xE1\x57\x47\xC6\x06\xFF\x78\x83\x9C\xDC\x19\x5A\xA3\xE2\xA7\x9B\x2F\xAA\xEE\x03\xA5\xF7\x84\xBC\x33\xC1\x4A\x5F\xEC\x48\xAC\xEA\xE3\xF9\x33\xDA\xB0\x11\x62\xE3\x1F\x78\x5A\xFF\x25\xCB\xAD\xDB\x16\xC8\xFF\xAF\xD6\x3A\xB7\xD5\xD4\x59\x69\xF4\x08\xDF\xDF\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x07\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xBF\xDB\x00\x11\x00\x00\x00\x00\x00\x00\x04\xC8\x00\x00\x00\x00\x00\x40\x00\x00\x69\x5E\x26\x73\xE5\x7D\xC2\x48\xB5\x71\x8E\xA8\x11\xEE\x50\xFF\xF1\xBA\xBD\xAD\x4A\x63\xF1\xD3\x1C\x0C\xB9\x84\xFE\x6D\xA8\xCB\x2F\x64\xF8\x5E\xC6\x2B\xD3\xC0\x1D\x47\x43\xE0\x89\x5F\x7C\x9C\xF5\x78\x23\xBE\xB8\xC4\x39\x8B\x98\x06\xC7\xB6\x9B\x89\x9C\x1A\xB4\xA6\x8B\x55\x2D\x03\xAB\x56\x92\x2E\xF5\xAB\xF7\x4B\x5D\x21\xC5\x61\x0A\x4B\xF4\x6B\x79\x9F\x77\x41\x9E\xC1\x7F\xD3\xFF\x34\xFD\xCB\xE7\x83\xDB\x35\x0A\x6B\x8A\x47\xBD\x44\x0B\x60\x54\xCA\x36\x94\x21\xC3\x40\x64\x1A\x95\x4A\x6A\x6D\xE5\x08\x12\xF2\x83\x64\xB4\x6C\xF0\x67\xD1\x2E\xC5\xD4\xDC\x5A\x0A\x74\xF5\x42\xFC\x90\x12\x78\xB4\xC6\x6A\x62\x29\x13\x6A\x1F\xD5\xB1\x09\x3A\x29\xE2\x76\x55\xB7\xC9\x43\x04\xFE\xAD\xC4\x6E\xC5\xFD\x74\x1C\x12\x96\xD7\xAD\xD3\x67\x85\x31\x37\x2A\x0F\xA8\x2A\xB4\xCB\xBF\x46\x40\x53\x6B\xE1\x6C\xF6\x8F\xFC\xFF\x78\x83\x9C\x45\x74\xC2\xBD\xE2\xA7\x9B\x2F\x72\xE5\xC4\x03\xF7\x84\xBC\x33\x68\x9D\x08\x45\x48\xAC\xEA\xE3\xCF\xF2\xEE\x42\x11\x62\xE3\x1F\x76\xA2\xBB\x91\xCB\xAD\xDB\x16\x11\x67\xD6\xEE\x3A\xB7\xD5\xD4\x94\x94\xAA\x18\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC8\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xE5\x7D\xC2\x48\x00\x00\x00\x00\x11\xEE\x50\xFF\x00\x00\x00\x00\x4A\x63\xF1\xD3\x00\x00\x00\x00\xFE\x6D\xA8\xCB\x00\x00\x00\x00\xC6\x2B\xD3\xC0\x00\x00\x00\x00\x89\x5F\x7C\x9C\x00\x00\x00\x00\xB8\xC4\x39\x8B\x00\x00\x00\x00\x9B\x89\x9C\x1A\x00\x00\x00\x00\x2D\x03\xAB\x56\x00\x00\x00\x00\xF7\x4B\x5D\x21\x00\x00\x00\x00\xF4\x6B\x79\x9F\x00\x00\x00\x00\x7F\xD3\xFF\x34\x00\x00\x00\x00\xDB\x35\x0A\x6B\x00\x00\x00\x00\x0B\x60\x54\xCA\x00\x00\x00\x00\x40\x64\x1A\x95\x00\x00\x00\x00\x08\x12\xF2\x83\x00\x00\x00\x00\x67\xD1\x2E\xC5\x00\x00\x00\x00\x74\xF5\x42\xFC\x00\x00\x00\x00\xC6\x6A\x62\x29\x00\x00\x00\x00\xB1\x09\x3A\x29\x00\x00\x00\x00\xC9\x43\x04\xFE\x00\x00\x00\x00\xFD\x74\x1C\x12\x00\x00\x00\x00\x67\x85\x31\x37\x00\x00\x00\x00\xB4\xCB\xBF\x46\x00\x00\x00\x00\x6C\xF6\x8F\xFC\x00\x00\x00\x00\x45\x74\xC2\xBD\x00\x00\x00\x00\x72\xE5\xC4\x03\x00\x00\x00\x00\x68\x9D\x08\x45\x00\x00\x00\x00\xCF\xF2\xEE\x42\x00\x00\x00\x00\x76\xA2\xBB\x91\x00\x00\x00\x00\x11\x67\xD6\xEE\x00\x00\x00\x00\x94\x94\xAA\x18\xDF\xDF\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x7A)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x7958139E)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0xF303EBD5)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x594F27C9)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0xEECBC2FE)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x3E11D8C3)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xE43C64B5)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x5AEBA40C)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x24F2E263)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x475421D4)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x4D27BCB0)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0xE71C69FF)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x4899D7E0)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x85AE7078)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x568B2BD7)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x0600ACC1)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0xF07F5AB8)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x8E3E126C)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x4EA1CE5B)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0xD5974125)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0xDEA38B4A)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x7DCC1FD1)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x5F93B5AA)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x3FD8F49F)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x3A5CA4F7)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x40AAA159)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x3AC183E9)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x6A44AA91)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x048305B0)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0xADD8169D)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x40A2CAAD)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0xA2C9A00A)], 8748)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0xB01327AF)], 8748)
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x2316),
            ]
        )
        # Table P4rIngress.admission.jobs
        self.insertTableEntry(
            'P4rIngress.admission.jobs',
            [
                gc.KeyTuple('job_id', 0xEC9D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000022C),
                gc.DataTuple('slot_count', 0x00000542),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF9CF51A3),
            ]
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
                gc.DataTuple('rid', 0x0013),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xEC\x9D\x00\x05\x00\x00\x00\x00\x00\x00\x33\x5C\x00\x00\x00\x00\x00\x40\x00\x00\xB1\x08\x01\x18\x72\xAE\x8C\x0E\x72\x2E\x51\x5E\x55\xBB\xE8\x42\x24\xC8\x97\x3B\x2B\x6F\x90\xAC\x35\x44\x7C\xA6\xAE\x40\xF5\x78\x8F\x3A\x3B\x65\x4C\xA4\x26\xF3\x50\x2D\xBF\x30\x52\x4D\xC4\xB0\x46\x9D\xF2\x8A\x9E\x29\xCB\xD3\x04\xD8\x04\xE4\xF9\x03\x86\xF6\xE1\x04\x8A\x62\x9A\x15\x15\x54\x2B\xE3\x48\x67\x38\x77\xB7\x90\x3C\xE7\x08\xE8\xD5\x9C\x3C\xF4\xB5\xF6\x60\xDE\xF3\x69\xEA\x6E\x9F\xD4\x1E\x5B\xCE\x51\xCD\x57\x80\x5F\x2D\x0C\x4A\xF6\xA4\xEA\xF9\xD2\xEE\x67\xE7\x54\xE2\x29\x89\x94\x87\x4F\x51\xA7\x71\xBC\x50\x33\x7F\x10\x66\xA3\xE3\x09\x86\x4A\x90\x78\x66\x63\xFF\x98\x4D\x47\xE3\xC9\xAB\x3A\xD5\x93\x76\x95\xAF\x06\x5C\x3E\xC0\xD3\x9F\xAB\x01\x35\x27\xC5\x72\x6B\x9A\x6C\xF2\xD1\x9C\x1D\xD1\x64\x79\x69\x66\x35\x1B\x99\x7A\xDD\xC4\xDC\x92\x82\xF5\xDD\x1E\xBA\x0E\xFD\x82\x9C\xB9\xA1\xD4\x99\x5C\xE1\xAD\x30\xB8\x29\x12\x09\xA2\x07\x8E\x20\x3D\x43\xAF\x3F\x7A\x6A\xA3\x52\x95\xD0\x6E\x6C\x85\x20\xFF\x2B\xAB\x0D\x18\x95\xE1\x49\xE5\x10\xA8\xB4\x29\xF4\x20\x96\xB4\x75\x4B\x13\x68\x09\x43\x46\x98\x72\xB1\x92\xBA\x1C\xE1\x5E\x30\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x13\x00\x08\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xEC\x9D\x00\x05\x00\x00\x00\x00\x00\x00\x05\x7A\x00\x00\x00\x00\x00\x40\x00\x00\xB1\x08\x01\x18\x79\x58\x13\x9E\x72\x2E\x51\x5E\xF3\x03\xEB\xD5\x24\xC8\x97\x3B\x59\x4F\x27\xC9\x35\x44\x7C\xA6\xEE\xCB\xC2\xFE\x8F\x3A\x3B\x65\x3E\x11\xD8\xC3\x50\x2D\xBF\x30\xE4\x3C\x64\xB5\x46\x9D\xF2\x8A\x5A\xEB\xA4\x0C\x04\xD8\x04\xE4\x24\xF2\xE2\x63\xE1\x04\x8A\x62\x47\x54\x21\xD4\x2B\xE3\x48\x67\x4D\x27\xBC\xB0\x3C\xE7\x08\xE8\xE7\x1C\x69\xFF\xB5\xF6\x60\xDE\x48\x99\xD7\xE0\x9F\xD4\x1E\x5B\x85\xAE\x70\x78\x80\x5F\x2D\x0C\x56\x8B\x2B\xD7\xF9\xD2\xEE\x67\x06\x00\xAC\xC1\x89\x94\x87\x4F\xF0\x7F\x5A\xB8\x50\x33\x7F\x10\x8E\x3E\x12\x6C\x86\x4A\x90\x78\x4E\xA1\xCE\x5B\x4D\x47\xE3\xC9\xD5\x97\x41\x25\x76\x95\xAF\x06\xDE\xA3\x8B\x4A\x9F\xAB\x01\x35\x7D\xCC\x1F\xD1\x9A\x6C\xF2\xD1\x5F\x93\xB5\xAA\x79\x69\x66\x35\x3F\xD8\xF4\x9F\xC4\xDC\x92\x82\x3A\x5C\xA4\xF7\x0E\xFD\x82\x9C\x40\xAA\xA1\x59\x5C\xE1\xAD\x30\x3A\xC1\x83\xE9\xA2\x07\x8E\x20\x6A\x44\xAA\x91\x7A\x6A\xA3\x52\x04\x83\x05\xB0\x85\x20\xFF\x2B\xAD\xD8\x16\x9D\xE1\x49\xE5\x10\x40\xA2\xCA\xAD\x20\x96\xB4\x75\xA2\xC9\xA0\x0A\x43\x46\x98\x72\xB0\x13\x27\xAF\x0C\x01\x00\x03\x01\xFF\x00\x00\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7A\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x79\x58\x13\x9E\x00\x00\x00\x00\xF3\x03\xEB\xD5\x00\x00\x00\x00\x59\x4F\x27\xC9\x00\x00\x00\x00\xEE\xCB\xC2\xFE\x00\x00\x00\x00\x3E\x11\xD8\xC3\x00\x00\x00\x00\xE4\x3C\x64\xB5\x00\x00\x00\x00\x5A\xEB\xA4\x0C\x00\x00\x00\x00\x24\xF2\xE2\x63\x00\x00\x00\x00\x47\x54\x21\xD4\x00\x00\x00\x00\x4D\x27\xBC\xB0\x00\x00\x00\x00\xE7\x1C\x69\xFF\x00\x00\x00\x00\x48\x99\xD7\xE0\x00\x00\x00\x00\x85\xAE\x70\x78\x00\x00\x00\x00\x56\x8B\x2B\xD7\x00\x00\x00\x00\x06\x00\xAC\xC1\x00\x00\x00\x00\xF0\x7F\x5A\xB8\x00\x00\x00\x00\x8E\x3E\x12\x6C\x00\x00\x00\x00\x4E\xA1\xCE\x5B\x00\x00\x00\x00\xD5\x97\x41\x25\x00\x00\x00\x00\xDE\xA3\x8B\x4A\x00\x00\x00\x00\x7D\xCC\x1F\xD1\x00\x00\x00\x00\x5F\x93\xB5\xAA\x00\x00\x00\x00\x3F\xD8\xF4\x9F\x00\x00\x00\x00\x3A\x5C\xA4\xF7\x00\x00\x00\x00\x40\xAA\xA1\x59\x00\x00\x00\x00\x3A\xC1\x83\xE9\x00\x00\x00\x00\x6A\x44\xAA\x91\x00\x00\x00\x00\x04\x83\x05\xB0\x00\x00\x00\x00\xAD\xD8\x16\x9D\x00\x00\x00\x00\x40\xA2\xCA\xAD\x00\x00\x00\x00\xA2\xC9\xA0\x0A\x00\x00\x00\x00\xB0\x13\x27\xAF\xE1\x5E\x30\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

