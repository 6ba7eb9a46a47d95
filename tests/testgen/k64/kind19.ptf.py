# PTF test for /tmp/tg64/k64/kind19/main
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

logger = logging.getLogger('/tmp/tg64/k64/kind19/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tg64/k64/kind19/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tg64/k64/kind19/main')

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
        ig_port = 49
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x62\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBA\x00\x00\x00\x00\x00\x00\x40\x00\x00\x84\xA5\xA5\x39\xB1\x3C\x0E\x16\x17\xC1\xCB\x3D\x50\x3C\x91\x3F\xCD\x81\x84\x07\xF7\xDF\xFD\x89\xB7\x49\xD7\xE9\xCC\xFD\x98\x8D\xC7\x44\x84\x56\x32\xB6\xC7\x60\xF0\x6A\xAD\xDE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.038

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\xC8\x87\x4C\x1A\xAF\xBE\x86\x4C\x24\x61\xFC\x2B\x50\xC5\xA1\xF1\x4A\x25\x2B\x18\xB1\x1E\xDB\xC4\x32\x92\xB2\x03\x88\x7D\x85\x39\x69\x6A\xEE\x31\xF5\x38\x3F\x95\xAB\xF1\x85\xC6\x6B\xCD\xB5\x83\x97\xD3\x24\x47\x19\x2D\x42\x1E\xAB\xA7\xB9\xC8\xE0\xCD\xF2\x79\x0F\x2A\x8F\xEA\x2B\x7A\x01\xAF\x45\xE6\x9A\x73\x09\xFF\x7E\x8D\xD4\x60\xE2\xD8\x15\xC5\x75\x08\xD4\x42\xF8\xD1\xE5\x04\xF1\x3C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.039

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xAF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x81\x00\x00\x00\x00\x00\x00\x40\x00\x00\x0D\x95\x9A\x86\x8F\x7D\xD7\xBD\x17\x4C\x86\xAF\x0A\x43\xFA\xDD\xA2\xE9\x13\x25\x20\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53\x15\x68\x51\x39\x04\xF5\x3B\xA5\x86\x59\x40\x9B\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7\x18\x9E\xBE\xC3\xE8\x99\xB7\x09\x78\x20\x04\x16\x72\xA9\x26\x68\x12\xC7\xFE\x99\x1A\x6D\x05\x1A\x38\xDD\x27\x87\xCA\x0E\x35\xD7\x72\x35\xDE\xE2\x47\xCB\x2D\x6F\x4C\x6A\x30\x19\xBF\x87\xC8\xC4\xA9\x1F\x6C\x40\xFD\x26\x00\x0F\x9F\xC0\x6D\xD2\xC0\x09\x75\x29\x08\xBF\x73\x73\x04\xAE\x8A\x6D\x69\x9C\x25\x50'
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
        ig_port = 32
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xB3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC1\x00\x00\x00\x00\x00\x00\x40\x00\x00\xB0\xB1\x3F\x7C\xE2\x20\x59\x17\x20\x56\x2C\x0A\xB9\xDB\x01\x0D\xA3\x49\x40\x60\xC0\x35\x38\xD2\x92\x2D\x9D\xFC\x59\x07\x2E\xF0\x5C\x7B\x9A\x39\xED\x71\x33\xC4\xA6\xFD\x0F\x2D\x2A\x54\xA7\x07\x89\xD6\x33\x67\x65\xCE\x26\x24\x60\xA9\x5E\x1E\xCE\xB1\x32\x14\xE4\x63\x04\x2B\x23\xA7\x9D\x4C\x72\xAE\xD4\x4B\x23\x31\x8A\xC8\x8A\x71\x18\x4D\xE7\x45\x59\x07\xE2\x14\x82\xCB\x96\x28\x78\x95\x07\xA1\x0F\xDB\xF1\xD0\xF6\x4C\xCA\xDA\xF6\x02\x83\xCF\xC5\xC6\x23\xD4\xD1\xD5\xA9\xEE\x72\x34\x0B\x9B\xC7\x06\x89\x30\x81\xCD\xC3\xF6\xD4\xFD\x0C\xC9\xBF\xF8\x8A\x64\xCB\x80\x6A\x07\xA7\x03\x7E\x39\x27\x4D\xB1\xC4\x35\x71\xF3\x2F\x25\x41\x69\xFF\x92\xB7\x88\x90\x14\x97\x1A\x32\x96\xD8\x3B\x23\xD3\xA0\xB3\x23\x5D\x2E\x42\xCF\x84\xBE\x96\xDC\xBA\x4A\xF4\xDF\x85\x5C\x25\x90\x00\xF3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.039

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 9
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x92\xDC\xA8\xB0\xC5\x87\x3F\xE7\xE7\x43\xE1\x47\xC3\x4E\xBA\xC2\x3C\xAD\xCC\xC6\x61\x3A\xC9\xD6\x68\x7B\xA7\x52\xF1\x1C\x39\xE9\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62\xF3\x11\xBA\x67\xC9\x75\xA6\xDC\x1D\x5F\xFD\xEC\x12\xE4\x08\x82\x9F\x27\x73\x61\x7F\x84\x13\x73\xA9\xD7\x4D\x52\x02\xFC\xC0\x98\xF6\xFF\xC1\xE9\xE1\x9F\x9E\x3C\x6D\x97\x62\x5E\xC0\xB6\xBC\xC1\xE5\x58\xCC\x8C\x5B\x45\xA9\xA0\x45\x19\xFE\x94\xC3\x63\x3D\xDC\x59\x51\x66\xCA\x5A\x9B\xC0\x98\xC0\x3D\xC3\x79'
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xC9\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB8\x00\x00\x00\x00\x00\x00\x40\x00\x00\x81\x73\x13\xB1\x74\x95\xCC\x22\x94\x8C\x2B\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6\xED\x1A\x39\xDB\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8\x03\x92\x54\x83\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 16015)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 16015)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 16015)
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
                gc.KeyTuple('job_id', 0x71D3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000172E),
                gc.DataTuple('slot_count', 0x00000763),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEF214E5E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xD5D2DD4C),
                gc.KeyTuple('src_port', 0xD0EA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x71D3),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD5\xD2\xDD\x4C\x00\x00\x00\x00\xD0\xEA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x71\xD3\x00\x11\xEF\x21\x4E\x5E\x07\x61\x07\x58\x49\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x0C\xB7\x26\x1F\x00\x00\x00\x00\xFA\x33\xF8\xB7\x00\x00\x00\x00\x40\x6A\x12\x8B\x00\x00\x00\x00\x82\x73\x95\x92\x00\x00\x00\x00\x9D\x25\x2F\xDA\x00\x00\x00\x00\xB6\x02\x3E\x6B\x00\x00\x00\x00\x29\x10\x54\xDF\x00\x00\x00\x00\x0C\xE7\xC4\x3D\x00\x00\x00\x00\xE1\x9B\x6D\x31\x00\x00\x00\x00\xAC\x94\x28\x3D\x00\x00\x00\x00\xD7\x28\xC2\xB7\x00\x00\x00\x00\x53\xCF\xC8\x6A\x00\x00\x00\x00\x75\x1E\xBA\x53\x00\x00\x00\x00\xE2\x4D\x9D\x3F\x00\x00\x00\x00\x85\xA9\x61\x2E\x00\x00\x00\x00\xDB\x9A\x0A\x28\x00\x00\x00\x00\x77\x58\x36\xA2\x00\x00\x00\x00\xBC\xA5\xAF\x90\x00\x00\x00\x00\x09\xD5\x91\xD7\x00\x00\x00\x00\xF3\x1F\x8B\xC9\x00\x00\x00\x00\x79\x62\x93\xEA\x00\x00\x00\x00\xE6\x74\xFA\xE8\x00\x00\x00\x00\x0D\x05\xE0\x01\x00\x00\x00\x00\xD9\xFD\x9E\xCE\x00\x00\x00\x00\x99\xE3\xAF\x84\x00\x00\x00\x00\x5E\x79\xD9\xD7\x00\x00\x00\x00\x43\xD2\xA9\x6F\x00\x00\x00\x00\xE0\x7F\x72\xA8\x00\x00\x00\x00\x1C\xD9\x43\x54\x00\x00\x00\x00\xFD\xD3\xC4\x3C\x00\x00\x00\x00\x58\x9B\x19\xAC\x00\x00\x00\x00\x48\x41\x31\xC8\xC9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD5\xD2\xDD\x4C\xBE\xEF\xD0\xEA\x01\x20\x00\x00\x50\x34\x02\x82\x71\xD3\x00\x11\xEF\x21\x4E\x5E\x07\x61\x01\x58\x49\xFF\xFF\xFF\x00\x40\x00\x01\x00\x00\x00\x00\x0C\xB7\x26\x1F\x00\x00\x00\x00\xFA\x33\xF8\xB7\x00\x00\x00\x00\x40\x6A\x12\x8B\x00\x00\x00\x00\x82\x73\x95\x92\x00\x00\x00\x00\x9D\x25\x2F\xDA\x00\x00\x00\x00\xB6\x02\x3E\x6B\x00\x00\x00\x00\x29\x10\x54\xDF\x00\x00\x00\x00\x0C\xE7\xC4\x3D\x00\x00\x00\x00\xE1\x9B\x6D\x31\x00\x00\x00\x00\xAC\x94\x28\x3D\x00\x00\x00\x00\xD7\x28\xC2\xB7\x00\x00\x00\x00\x53\xCF\xC8\x6A\x00\x00\x00\x00\x75\x1E\xBA\x53\x00\x00\x00\x00\xE2\x4D\x9D\x3F\x00\x00\x00\x00\x85\xA9\x61\x2E\x00\x00\x00\x00\xDB\x9A\x0A\x28\x00\x00\x00\x00\x77\x58\x36\xA2\x00\x00\x00\x00\xBC\xA5\xAF\x90\x00\x00\x00\x00\x09\xD5\x91\xD7\x00\x00\x00\x00\xF3\x1F\x8B\xC9\x00\x00\x00\x00\x79\x62\x93\xEA\x00\x00\x00\x00\xE6\x74\xFA\xE8\x00\x00\x00\x00\x0D\x05\xE0\x01\x00\x00\x00\x00\xD9\xFD\x9E\xCE\x00\x00\x00\x00\x99\xE3\xAF\x84\x00\x00\x00\x00\x5E\x79\xD9\xD7\x00\x00\x00\x00\x43\xD2\xA9\x6F\x00\x00\x00\x00\xE0\x7F\x72\xA8\x00\x00\x00\x00\x1C\xD9\x43\x54\x00\x00\x00\x00\xFD\xD3\xC4\x3C\x00\x00\x00\x00\x58\x9B\x19\xAC\x00\x00\x00\x00\x48\x41\x31\xC8\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x02\x00\x00\x49\xFF\xFF\xFF\x49\xFF\xFF\xFF\x01\x58\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x0C\xB7\x26\x1F\x00\x00\x00\x00\xFA\x33\xF8\xB7\x00\x00\x00\x00\x40\x6A\x12\x8B\x00\x00\x00\x00\x82\x73\x95\x92\x00\x00\x00\x00\x9D\x25\x2F\xDA\x00\x00\x00\x00\xB6\x02\x3E\x6B\x00\x00\x00\x00\x29\x10\x54\xDF\x00\x00\x00\x00\x0C\xE7\xC4\x3D\x00\x00\x00\x00\xE1\x9B\x6D\x31\x00\x00\x00\x00\xAC\x94\x28\x3D\x00\x00\x00\x00\xD7\x28\xC2\xB7\x00\x00\x00\x00\x53\xCF\xC8\x6A\x00\x00\x00\x00\x75\x1E\xBA\x53\x00\x00\x00\x00\xE2\x4D\x9D\x3F\x00\x00\x00\x00\x85\xA9\x61\x2E\x00\x00\x00\x00\xDB\x9A\x0A\x28\x00\x00\x00\x00\x77\x58\x36\xA2\x00\x00\x00\x00\xBC\xA5\xAF\x90\x00\x00\x00\x00\x09\xD5\x91\xD7\x00\x00\x00\x00\xF3\x1F\x8B\xC9\x00\x00\x00\x00\x79\x62\x93\xEA\x00\x00\x00\x00\xE6\x74\xFA\xE8\x00\x00\x00\x00\x0D\x05\xE0\x01\x00\x00\x00\x00\xD9\xFD\x9E\xCE\x00\x00\x00\x00\x99\xE3\xAF\x84\x00\x00\x00\x00\x5E\x79\xD9\xD7\x00\x00\x00\x00\x43\xD2\xA9\x6F\x00\x00\x00\x00\xE0\x7F\x72\xA8\x00\x00\x00\x00\x1C\xD9\x43\x54\x00\x00\x00\x00\xFD\xD3\xC4\x3C\x00\x00\x00\x00\x58\x9B\x19\xAC\x00\x00\x00\x00\x48\x41\x31\xC8\xC9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 11262)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 11262)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 11262)
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
                gc.KeyTuple('job_id', 0x8229),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000077),
                gc.DataTuple('slot_count', 0x00000CF2),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF940AFB4),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x23743F34),
                gc.KeyTuple('src_port', 0x7471),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8229),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0222),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x23\x74\x3F\x34\x00\x00\x00\x00\x74\x71\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x82\x29\x00\x11\xF9\x40\xAF\xB4\x0B\x87\x07\xAB\x0C\x64\x36\x00\x00\x40\x00\x00\x00\x00\x00\x00\x38\x48\x24\x60\x00\x00\x00\x00\x8B\x49\x77\x7B\x00\x00\x00\x00\x15\x18\x8E\x7E\x00\x00\x00\x00\xA3\xC7\x2F\x22\x00\x00\x00\x00\x80\xC8\x4F\x01\x00\x00\x00\x00\xEC\x63\xC9\x19\x00\x00\x00\x00\xC9\x83\xBC\xA4\x00\x00\x00\x00\xED\xAE\x40\x1D\x00\x00\x00\x00\x46\x7F\xFD\x51\x00\x00\x00\x00\x53\x7E\xA0\xD9\x00\x00\x00\x00\xB6\x26\x27\xDE\x00\x00\x00\x00\xE3\x21\x70\xD9\x00\x00\x00\x00\x2D\xF5\x89\x39\x00\x00\x00\x00\x81\x3C\x72\x81\x00\x00\x00\x00\xFA\xE1\x83\x7C\x00\x00\x00\x00\x61\x00\xEC\xBD\x00\x00\x00\x00\x82\x01\xED\x6F\x00\x00\x00\x00\x2E\xE7\xD9\x53\x00\x00\x00\x00\xAA\xE2\xA8\x5E\x00\x00\x00\x00\xF4\x42\x4E\x20\x00\x00\x00\x00\x51\x22\x82\xC8\x00\x00\x00\x00\xE8\x6A\x55\xBF\x00\x00\x00\x00\xD7\x21\x8F\xDE\x00\x00\x00\x00\xC0\x03\x66\x05\x00\x00\x00\x00\x8C\x48\x3E\x42\x00\x00\x00\x00\x38\xF4\xC4\x9A\x00\x00\x00\x00\x8F\x24\xA9\x19\x00\x00\x00\x00\x66\xC1\x5E\xAD\x00\x00\x00\x00\xC9\x6A\x2E\xCD\x00\x00\x00\x00\xE1\x12\x53\x84\x00\x00\x00\x00\x32\xF8\x9A\x5A\x00\x00\x00\x00\x06\x07\xAB\xD9\x47\xFD\xD4\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x23\x74\x3F\x34\x00\x00\x00\x00\x74\x71\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x82\x29\x00\x11\xF9\x40\xAF\xB4\x0B\x87\x07\xAB\x0C\x64\x36\x00\x00\x40\x00\x00\x00\x00\x00\x00\x38\x48\x24\x60\x00\x00\x00\x00\x8B\x49\x77\x7B\x00\x00\x00\x00\x15\x18\x8E\x7E\x00\x00\x00\x00\xA3\xC7\x2F\x22\x00\x00\x00\x00\x80\xC8\x4F\x01\x00\x00\x00\x00\xEC\x63\xC9\x19\x00\x00\x00\x00\xC9\x83\xBC\xA4\x00\x00\x00\x00\xED\xAE\x40\x1D\x00\x00\x00\x00\x46\x7F\xFD\x51\x00\x00\x00\x00\x53\x7E\xA0\xD9\x00\x00\x00\x00\xB6\x26\x27\xDE\x00\x00\x00\x00\xE3\x21\x70\xD9\x00\x00\x00\x00\x2D\xF5\x89\x39\x00\x00\x00\x00\x81\x3C\x72\x81\x00\x00\x00\x00\xFA\xE1\x83\x7C\x00\x00\x00\x00\x61\x00\xEC\xBD\x00\x00\x00\x00\x82\x01\xED\x6F\x00\x00\x00\x00\x2E\xE7\xD9\x53\x00\x00\x00\x00\xAA\xE2\xA8\x5E\x00\x00\x00\x00\xF4\x42\x4E\x20\x00\x00\x00\x00\x51\x22\x82\xC8\x00\x00\x00\x00\xE8\x6A\x55\xBF\x00\x00\x00\x00\xD7\x21\x8F\xDE\x00\x00\x00\x00\xC0\x03\x66\x05\x00\x00\x00\x00\x8C\x48\x3E\x42\x00\x00\x00\x00\x38\xF4\xC4\x9A\x00\x00\x00\x00\x8F\x24\xA9\x19\x00\x00\x00\x00\x66\xC1\x5E\xAD\x00\x00\x00\x00\xC9\x6A\x2E\xCD\x00\x00\x00\x00\xE1\x12\x53\x84\x00\x00\x00\x00\x32\xF8\x9A\x5A\x00\x00\x00\x00\x06\x07\xAB\xD9\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x02\x00\x00\x0C\x64\x36\x00\x0C\x64\x36\x00\x01\xAB\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x38\x48\x24\x60\x00\x00\x00\x00\x8B\x49\x77\x7B\x00\x00\x00\x00\x15\x18\x8E\x7E\x00\x00\x00\x00\xA3\xC7\x2F\x22\x00\x00\x00\x00\x80\xC8\x4F\x01\x00\x00\x00\x00\xEC\x63\xC9\x19\x00\x00\x00\x00\xC9\x83\xBC\xA4\x00\x00\x00\x00\xED\xAE\x40\x1D\x00\x00\x00\x00\x46\x7F\xFD\x51\x00\x00\x00\x00\x53\x7E\xA0\xD9\x00\x00\x00\x00\xB6\x26\x27\xDE\x00\x00\x00\x00\xE3\x21\x70\xD9\x00\x00\x00\x00\x2D\xF5\x89\x39\x00\x00\x00\x00\x81\x3C\x72\x81\x00\x00\x00\x00\xFA\xE1\x83\x7C\x00\x00\x00\x00\x61\x00\xEC\xBD\x00\x00\x00\x00\x82\x01\xED\x6F\x00\x00\x00\x00\x2E\xE7\xD9\x53\x00\x00\x00\x00\xAA\xE2\xA8\x5E\x00\x00\x00\x00\xF4\x42\x4E\x20\x00\x00\x00\x00\x51\x22\x82\xC8\x00\x00\x00\x00\xE8\x6A\x55\xBF\x00\x00\x00\x00\xD7\x21\x8F\xDE\x00\x00\x00\x00\xC0\x03\x66\x05\x00\x00\x00\x00\x8C\x48\x3E\x42\x00\x00\x00\x00\x38\xF4\xC4\x9A\x00\x00\x00\x00\x8F\x24\xA9\x19\x00\x00\x00\x00\x66\xC1\x5E\xAD\x00\x00\x00\x00\xC9\x6A\x2E\xCD\x00\x00\x00\x00\xE1\x12\x53\x84\x00\x00\x00\x00\x32\xF8\x9A\x5A\x00\x00\x00\x00\x06\x07\xAB\xD9\x47\xFD\xD4\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x83A4F428), ('P4rIngress.aggregator.bitmap_seq.seq', 0x11640000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x11640000, 11190)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 11190)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 11190)
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
                gc.KeyTuple('job_id', 0x4153),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000087D),
                gc.DataTuple('slot_count', 0x0000074A),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x706FC2D2),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xC941BE1F),
                gc.KeyTuple('src_port', 0xAA41),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4153),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x01B9),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC9\x41\xBE\x1F\x00\x00\x00\x00\xAA\x41\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x41\x53\x00\x0B\x70\x6F\xC2\xD2\x03\x39\x07\x8C\x74\xF9\x9E\x97\x00\x40\x00\x00\x00\x00\x00\x00\x34\x31\xB8\xB4\x00\x00\x00\x00\xC5\x8A\xE3\x72\x00\x00\x00\x00\x60\x2F\xC3\x6F\x00\x00\x00\x00\xEA\x06\xAE\xF5\x00\x00\x00\x00\xCF\x29\xEA\xD2\x00\x00\x00\x00\x2D\x3D\x14\x43\x00\x00\x00\x00\x11\x72\x5B\xF9\x00\x00\x00\x00\x40\xEE\x75\xDB\x00\x00\x00\x00\x8C\x5F\x70\x6D\x00\x00\x00\x00\x78\xD8\x5F\xA6\x00\x00\x00\x00\x3E\x41\xEB\x13\x00\x00\x00\x00\x8C\xA5\xEF\x60\x00\x00\x00\x00\xFE\xFB\x7F\x2F\x00\x00\x00\x00\xE8\x34\xEF\xA6\x00\x00\x00\x00\x9E\x94\xC6\xE7\x00\x00\x00\x00\xD4\xA8\x8D\x44\x00\x00\x00\x00\x31\x53\xFA\xB8\x00\x00\x00\x00\x49\x30\xDF\x06\x00\x00\x00\x00\x32\x29\x8B\xEF\x00\x00\x00\x00\xA7\x42\x41\xFC\x00\x00\x00\x00\x89\xF6\x4C\x78\x00\x00\x00\x00\x92\x5B\x30\xD1\x00\x00\x00\x00\x2B\xCD\xFA\x08\x00\x00\x00\x00\x91\x57\x31\x82\x00\x00\x00\x00\x29\x5D\xA6\xBB\x00\x00\x00\x00\x1B\x39\x1B\x6B\x00\x00\x00\x00\x28\x4D\x0D\xBA\x00\x00\x00\x00\x0B\x7E\xCB\x07\x00\x00\x00\x00\xB1\xD1\xCC\x6A\x00\x00\x00\x00\x30\x0C\x47\xE0\x00\x00\x00\x00\x77\xFF\xE2\x3D\x00\x00\x00\x00\x1C\x36\x3A\x23\x37\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC9\x41\xBE\x1F\x00\x00\x00\x00\xAA\x41\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x41\x53\x00\x0B\x70\x6F\xC2\xD2\x03\x39\x07\x8C\x74\xF9\x9E\x97\x00\x40\x00\x00\x00\x00\x00\x00\x34\x31\xB8\xB4\x00\x00\x00\x00\xC5\x8A\xE3\x72\x00\x00\x00\x00\x60\x2F\xC3\x6F\x00\x00\x00\x00\xEA\x06\xAE\xF5\x00\x00\x00\x00\xCF\x29\xEA\xD2\x00\x00\x00\x00\x2D\x3D\x14\x43\x00\x00\x00\x00\x11\x72\x5B\xF9\x00\x00\x00\x00\x40\xEE\x75\xDB\x00\x00\x00\x00\x8C\x5F\x70\x6D\x00\x00\x00\x00\x78\xD8\x5F\xA6\x00\x00\x00\x00\x3E\x41\xEB\x13\x00\x00\x00\x00\x8C\xA5\xEF\x60\x00\x00\x00\x00\xFE\xFB\x7F\x2F\x00\x00\x00\x00\xE8\x34\xEF\xA6\x00\x00\x00\x00\x9E\x94\xC6\xE7\x00\x00\x00\x00\xD4\xA8\x8D\x44\x00\x00\x00\x00\x31\x53\xFA\xB8\x00\x00\x00\x00\x49\x30\xDF\x06\x00\x00\x00\x00\x32\x29\x8B\xEF\x00\x00\x00\x00\xA7\x42\x41\xFC\x00\x00\x00\x00\x89\xF6\x4C\x78\x00\x00\x00\x00\x92\x5B\x30\xD1\x00\x00\x00\x00\x2B\xCD\xFA\x08\x00\x00\x00\x00\x91\x57\x31\x82\x00\x00\x00\x00\x29\x5D\xA6\xBB\x00\x00\x00\x00\x1B\x39\x1B\x6B\x00\x00\x00\x00\x28\x4D\x0D\xBA\x00\x00\x00\x00\x0B\x7E\xCB\x07\x00\x00\x00\x00\xB1\xD1\xCC\x6A\x00\x00\x00\x00\x30\x0C\x47\xE0\x00\x00\x00\x00\x77\xFF\xE2\x3D\x00\x00\x00\x00\x1C\x36\x3A\x23\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x08\x00\x74\xF9\x9E\x97\x74\xF9\x9E\x97\x01\x8C\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x34\x31\xB8\xB4\x00\x00\x00\x00\xC5\x8A\xE3\x72\x00\x00\x00\x00\x60\x2F\xC3\x6F\x00\x00\x00\x00\xEA\x06\xAE\xF5\x00\x00\x00\x00\xCF\x29\xEA\xD2\x00\x00\x00\x00\x2D\x3D\x14\x43\x00\x00\x00\x00\x11\x72\x5B\xF9\x00\x00\x00\x00\x40\xEE\x75\xDB\x00\x00\x00\x00\x8C\x5F\x70\x6D\x00\x00\x00\x00\x78\xD8\x5F\xA6\x00\x00\x00\x00\x3E\x41\xEB\x13\x00\x00\x00\x00\x8C\xA5\xEF\x60\x00\x00\x00\x00\xFE\xFB\x7F\x2F\x00\x00\x00\x00\xE8\x34\xEF\xA6\x00\x00\x00\x00\x9E\x94\xC6\xE7\x00\x00\x00\x00\xD4\xA8\x8D\x44\x00\x00\x00\x00\x31\x53\xFA\xB8\x00\x00\x00\x00\x49\x30\xDF\x06\x00\x00\x00\x00\x32\x29\x8B\xEF\x00\x00\x00\x00\xA7\x42\x41\xFC\x00\x00\x00\x00\x89\xF6\x4C\x78\x00\x00\x00\x00\x92\x5B\x30\xD1\x00\x00\x00\x00\x2B\xCD\xFA\x08\x00\x00\x00\x00\x91\x57\x31\x82\x00\x00\x00\x00\x29\x5D\xA6\xBB\x00\x00\x00\x00\x1B\x39\x1B\x6B\x00\x00\x00\x00\x28\x4D\x0D\xBA\x00\x00\x00\x00\x0B\x7E\xCB\x07\x00\x00\x00\x00\xB1\xD1\xCC\x6A\x00\x00\x00\x00\x30\x0C\x47\xE0\x00\x00\x00\x00\x77\xFF\xE2\x3D\x00\x00\x00\x00\x1C\x36\x3A\x23\x37\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57\x37\xFB\x9A\x4E\x41\xD2\x81\x38\x77\x92\xE7\x39\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDEEC4330), ('P4rIngress.aggregator.bitmap_seq.seq', 0x65420000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x65420000, 11297)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 11297)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 11297)
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
                gc.KeyTuple('job_id', 0xCAC7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000019D),
                gc.DataTuple('slot_count', 0x00001DC5),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEC167830),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x2699F3BC),
                gc.KeyTuple('src_port', 0x4031),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCAC7),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x03EB),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x26\x99\xF3\xBC\x00\x00\x00\x00\x40\x31\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCA\xC7\x00\x00\xEC\x16\x78\x30\x0A\x84\x03\x99\xAE\x66\x0B\x04\x00\x40\x00\x00\x00\x00\x00\x00\x4E\x68\xE0\x0C\x00\x00\x00\x00\x38\x09\x7E\x95\x00\x00\x00\x00\xD8\x9D\x3C\x7D\x00\x00\x00\x00\xCD\x14\xEB\xAA\x00\x00\x00\x00\xD4\xAE\x97\xEC\x00\x00\x00\x00\x8A\x61\x6B\x6F\x00\x00\x00\x00\x6F\x8B\x83\xC3\x00\x00\x00\x00\x7F\x9C\x9F\x39\x00\x00\x00\x00\x01\xAA\x69\x09\x00\x00\x00\x00\x89\x0C\x2C\xD5\x00\x00\x00\x00\xE6\xFB\x3E\x33\x00\x00\x00\x00\xAC\x2C\x14\x90\x00\x00\x00\x00\x08\x32\xAC\x90\x00\x00\x00\x00\xFA\x11\xD2\x3B\x00\x00\x00\x00\xB2\x33\x6E\xCB\x00\x00\x00\x00\x15\xDE\x1C\x50\x00\x00\x00\x00\x54\xB8\x58\x1C\x00\x00\x00\x00\x0B\x64\x87\x4D\x00\x00\x00\x00\x29\xD3\xA0\x67\x00\x00\x00\x00\xB2\xA0\x92\x9C\x00\x00\x00\x00\xC2\x50\xD9\xBC\x00\x00\x00\x00\x82\x62\x14\x92\x00\x00\x00\x00\x0B\x43\xC9\x68\x00\x00\x00\x00\xEF\xC1\xF2\x69\x00\x00\x00\x00\x75\x09\xC7\x61\x00\x00\x00\x00\x4F\x18\xAD\xA6\x00\x00\x00\x00\x08\x9C\xA5\x73\x00\x00\x00\x00\xF7\x50\x1B\x38\x00\x00\x00\x00\xB0\x0A\xCC\xF9\x00\x00\x00\x00\x5C\x52\x86\x3A\x00\x00\x00\x00\xD3\xD2\xFA\xAF\x00\x00\x00\x00\xC5\x73\x68\x5A\xD8\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x26\x99\xF3\xBC\xBE\xEF\x40\x31\x01\x20\x00\x00\x50\x34\x02\x82\xCA\xC7\x00\x00\xEC\x16\x78\x30\x0A\x84\x01\x99\xAE\x66\x0B\x04\x00\x40\x00\x01\x00\x00\x00\x00\x4E\x68\xE0\x0C\x00\x00\x00\x00\x38\x09\x7E\x95\x00\x00\x00\x00\xD8\x9D\x3C\x7D\x00\x00\x00\x00\xCD\x14\xEB\xAA\x00\x00\x00\x00\xD4\xAE\x97\xEC\x00\x00\x00\x00\x8A\x61\x6B\x6F\x00\x00\x00\x00\x6F\x8B\x83\xC3\x00\x00\x00\x00\x7F\x9C\x9F\x39\x00\x00\x00\x00\x01\xAA\x69\x09\x00\x00\x00\x00\x89\x0C\x2C\xD5\x00\x00\x00\x00\xE6\xFB\x3E\x33\x00\x00\x00\x00\xAC\x2C\x14\x90\x00\x00\x00\x00\x08\x32\xAC\x90\x00\x00\x00\x00\xFA\x11\xD2\x3B\x00\x00\x00\x00\xB2\x33\x6E\xCB\x00\x00\x00\x00\x15\xDE\x1C\x50\x00\x00\x00\x00\x54\xB8\x58\x1C\x00\x00\x00\x00\x0B\x64\x87\x4D\x00\x00\x00\x00\x29\xD3\xA0\x67\x00\x00\x00\x00\xB2\xA0\x92\x9C\x00\x00\x00\x00\xC2\x50\xD9\xBC\x00\x00\x00\x00\x82\x62\x14\x92\x00\x00\x00\x00\x0B\x43\xC9\x68\x00\x00\x00\x00\xEF\xC1\xF2\x69\x00\x00\x00\x00\x75\x09\xC7\x61\x00\x00\x00\x00\x4F\x18\xAD\xA6\x00\x00\x00\x00\x08\x9C\xA5\x73\x00\x00\x00\x00\xF7\x50\x1B\x38\x00\x00\x00\x00\xB0\x0A\xCC\xF9\x00\x00\x00\x00\x5C\x52\x86\x3A\x00\x00\x00\x00\xD3\xD2\xFA\xAF\x00\x00\x00\x00\xC5\x73\x68\x5A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x01\xAE\x66\x0B\x04\xAE\x66\x0B\x04\x01\x99\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x4E\x68\xE0\x0C\x00\x00\x00\x00\x38\x09\x7E\x95\x00\x00\x00\x00\xD8\x9D\x3C\x7D\x00\x00\x00\x00\xCD\x14\xEB\xAA\x00\x00\x00\x00\xD4\xAE\x97\xEC\x00\x00\x00\x00\x8A\x61\x6B\x6F\x00\x00\x00\x00\x6F\x8B\x83\xC3\x00\x00\x00\x00\x7F\x9C\x9F\x39\x00\x00\x00\x00\x01\xAA\x69\x09\x00\x00\x00\x00\x89\x0C\x2C\xD5\x00\x00\x00\x00\xE6\xFB\x3E\x33\x00\x00\x00\x00\xAC\x2C\x14\x90\x00\x00\x00\x00\x08\x32\xAC\x90\x00\x00\x00\x00\xFA\x11\xD2\x3B\x00\x00\x00\x00\xB2\x33\x6E\xCB\x00\x00\x00\x00\x15\xDE\x1C\x50\x00\x00\x00\x00\x54\xB8\x58\x1C\x00\x00\x00\x00\x0B\x64\x87\x4D\x00\x00\x00\x00\x29\xD3\xA0\x67\x00\x00\x00\x00\xB2\xA0\x92\x9C\x00\x00\x00\x00\xC2\x50\xD9\xBC\x00\x00\x00\x00\x82\x62\x14\x92\x00\x00\x00\x00\x0B\x43\xC9\x68\x00\x00\x00\x00\xEF\xC1\xF2\x69\x00\x00\x00\x00\x75\x09\xC7\x61\x00\x00\x00\x00\x4F\x18\xAD\xA6\x00\x00\x00\x00\x08\x9C\xA5\x73\x00\x00\x00\x00\xF7\x50\x1B\x38\x00\x00\x00\x00\xB0\x0A\xCC\xF9\x00\x00\x00\x00\x5C\x52\x86\x3A\x00\x00\x00\x00\xD3\xD2\xFA\xAF\x00\x00\x00\x00\xC5\x73\x68\x5A\xD8\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC1764DF1), ('P4rIngress.aggregator.bitmap_seq.seq', 0x139BBE68)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x139BBE68, 13447)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 13447)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 13447)
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
                gc.KeyTuple('job_id', 0x1377),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C87),
                gc.DataTuple('slot_count', 0x00000FC3),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEF28E1DB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x6CB62B4A),
                gc.KeyTuple('src_port', 0x3844),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1377),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x00DA),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6C\xB6\x2B\x4A\x00\x00\x00\x00\x38\x44\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x13\x77\x00\x02\xEF\x28\xE1\xDB\x08\x00\x07\x53\x4B\x9A\x4E\x77\x00\x40\x00\x00\x00\x00\x00\x00\x1D\xB9\x48\xAA\x00\x00\x00\x00\x86\xFA\xA6\x53\x00\x00\x00\x00\x9D\x4A\xF8\x37\x00\x00\x00\x00\x28\x9F\xA4\x1A\x00\x00\x00\x00\xB2\xC1\x19\xF2\x00\x00\x00\x00\x80\x39\x6E\x39\x00\x00\x00\x00\x32\x50\x30\x47\x00\x00\x00\x00\xCA\xA2\x16\x71\x00\x00\x00\x00\x52\x82\xD7\xC3\x00\x00\x00\x00\xA2\x18\x5F\xCC\x00\x00\x00\x00\xF2\x3E\x76\xB1\x00\x00\x00\x00\xFE\xA0\x11\x2E\x00\x00\x00\x00\x0A\x51\x12\x0F\x00\x00\x00\x00\x90\xC2\xBF\x9B\x00\x00\x00\x00\xA6\x23\x32\xD4\x00\x00\x00\x00\x9A\x22\x39\xB6\x00\x00\x00\x00\x52\x06\x7B\x10\x00\x00\x00\x00\xB0\xFC\x6B\xB7\x00\x00\x00\x00\x24\xE6\x7F\xA5\x00\x00\x00\x00\xC0\xE3\xCA\x21\x00\x00\x00\x00\x93\xC4\x5E\x8B\x00\x00\x00\x00\x52\x1A\xC0\x03\x00\x00\x00\x00\x2F\x05\xC3\x64\x00\x00\x00\x00\x91\x13\x66\x2B\x00\x00\x00\x00\xCD\x96\x91\xCD\x00\x00\x00\x00\x52\x12\x9C\x78\x00\x00\x00\x00\xD0\x5C\x9F\x45\x00\x00\x00\x00\x54\x94\x9C\xF6\x00\x00\x00\x00\xBB\x25\xF9\x8C\x00\x00\x00\x00\x00\x8F\xF6\x28\x00\x00\x00\x00\xD3\xCA\x7A\xB4\x00\x00\x00\x00\x2C\x10\xD6\x74\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6C\xB6\x2B\x4A\xBE\xEF\x38\x44\x01\x20\x00\x00\x50\x34\x02\x82\x13\x77\x00\x02\xEF\x28\xE1\xDB\x08\x00\x01\x53\x4B\x9A\x4E\x77\x00\x40\x00\x01\x00\x00\x00\x00\x1D\xB9\x48\xAA\x00\x00\x00\x00\x86\xFA\xA6\x53\x00\x00\x00\x00\x9D\x4A\xF8\x37\x00\x00\x00\x00\x28\x9F\xA4\x1A\x00\x00\x00\x00\xB2\xC1\x19\xF2\x00\x00\x00\x00\x80\x39\x6E\x39\x00\x00\x00\x00\x32\x50\x30\x47\x00\x00\x00\x00\xCA\xA2\x16\x71\x00\x00\x00\x00\x52\x82\xD7\xC3\x00\x00\x00\x00\xA2\x18\x5F\xCC\x00\x00\x00\x00\xF2\x3E\x76\xB1\x00\x00\x00\x00\xFE\xA0\x11\x2E\x00\x00\x00\x00\x0A\x51\x12\x0F\x00\x00\x00\x00\x90\xC2\xBF\x9B\x00\x00\x00\x00\xA6\x23\x32\xD4\x00\x00\x00\x00\x9A\x22\x39\xB6\x00\x00\x00\x00\x52\x06\x7B\x10\x00\x00\x00\x00\xB0\xFC\x6B\xB7\x00\x00\x00\x00\x24\xE6\x7F\xA5\x00\x00\x00\x00\xC0\xE3\xCA\x21\x00\x00\x00\x00\x93\xC4\x5E\x8B\x00\x00\x00\x00\x52\x1A\xC0\x03\x00\x00\x00\x00\x2F\x05\xC3\x64\x00\x00\x00\x00\x91\x13\x66\x2B\x00\x00\x00\x00\xCD\x96\x91\xCD\x00\x00\x00\x00\x52\x12\x9C\x78\x00\x00\x00\x00\xD0\x5C\x9F\x45\x00\x00\x00\x00\x54\x94\x9C\xF6\x00\x00\x00\x00\xBB\x25\xF9\x8C\x00\x00\x00\x00\x00\x8F\xF6\x28\x00\x00\x00\x00\xD3\xCA\x7A\xB4\x00\x00\x00\x00\x2C\x10\xD6\x74\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x04\x4B\x9A\x4E\x77\x4B\x9A\x4E\x77\x01\x53\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x1D\xB9\x48\xAA\x00\x00\x00\x00\x86\xFA\xA6\x53\x00\x00\x00\x00\x9D\x4A\xF8\x37\x00\x00\x00\x00\x28\x9F\xA4\x1A\x00\x00\x00\x00\xB2\xC1\x19\xF2\x00\x00\x00\x00\x80\x39\x6E\x39\x00\x00\x00\x00\x32\x50\x30\x47\x00\x00\x00\x00\xCA\xA2\x16\x71\x00\x00\x00\x00\x52\x82\xD7\xC3\x00\x00\x00\x00\xA2\x18\x5F\xCC\x00\x00\x00\x00\xF2\x3E\x76\xB1\x00\x00\x00\x00\xFE\xA0\x11\x2E\x00\x00\x00\x00\x0A\x51\x12\x0F\x00\x00\x00\x00\x90\xC2\xBF\x9B\x00\x00\x00\x00\xA6\x23\x32\xD4\x00\x00\x00\x00\x9A\x22\x39\xB6\x00\x00\x00\x00\x52\x06\x7B\x10\x00\x00\x00\x00\xB0\xFC\x6B\xB7\x00\x00\x00\x00\x24\xE6\x7F\xA5\x00\x00\x00\x00\xC0\xE3\xCA\x21\x00\x00\x00\x00\x93\xC4\x5E\x8B\x00\x00\x00\x00\x52\x1A\xC0\x03\x00\x00\x00\x00\x2F\x05\xC3\x64\x00\x00\x00\x00\x91\x13\x66\x2B\x00\x00\x00\x00\xCD\x96\x91\xCD\x00\x00\x00\x00\x52\x12\x9C\x78\x00\x00\x00\x00\xD0\x5C\x9F\x45\x00\x00\x00\x00\x54\x94\x9C\xF6\x00\x00\x00\x00\xBB\x25\xF9\x8C\x00\x00\x00\x00\x00\x8F\xF6\x28\x00\x00\x00\x00\xD3\xCA\x7A\xB4\x00\x00\x00\x00\x2C\x10\xD6\x74\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x85353595), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA33151EA)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA33151EA, 10871)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 10871)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 10871)
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
                gc.KeyTuple('job_id', 0x8493),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000064E),
                gc.DataTuple('slot_count', 0x00000A2A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB6157D3B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x02143D00),
                gc.KeyTuple('src_port', 0x95FD),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8493),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x0376),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\x14\x3D\x00\x00\x00\x00\x00\x95\xFD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x84\x93\x00\x0A\xB6\x15\x7D\x3B\x04\x29\x01\x3F\x08\x09\x2C\x7A\x00\x40\x00\x00\x00\x00\x00\x00\x79\xB7\x5C\x88\x00\x00\x00\x00\x87\x10\xA5\x93\x00\x00\x00\x00\xF0\x8B\x02\x61\x00\x00\x00\x00\x54\x51\x0E\xF9\x00\x00\x00\x00\x9B\xA9\x06\x6B\x00\x00\x00\x00\x3F\x70\xBD\xE5\x00\x00\x00\x00\x5D\x1D\xAD\x43\x00\x00\x00\x00\x76\xC8\xAC\x49\x00\x00\x00\x00\xA7\xC3\x49\xDE\x00\x00\x00\x00\xAA\xE3\x8E\x3B\x00\x00\x00\x00\xE8\x51\x4C\x2D\x00\x00\x00\x00\x26\x11\xAC\x62\x00\x00\x00\x00\x26\x0F\x54\x1E\x00\x00\x00\x00\xD1\x7A\x41\x32\x00\x00\x00\x00\xF7\x04\x20\x59\x00\x00\x00\x00\x55\x62\xF0\x21\x00\x00\x00\x00\x62\x02\x25\x82\x00\x00\x00\x00\x89\xF6\x19\xD9\x00\x00\x00\x00\x5F\x72\xE2\x5E\x00\x00\x00\x00\xA1\x90\x23\x22\x00\x00\x00\x00\x31\x1C\x7B\xA5\x00\x00\x00\x00\xE9\xBB\x21\xFD\x00\x00\x00\x00\x3C\x49\x95\x75\x00\x00\x00\x00\x8D\x88\x56\x38\x00\x00\x00\x00\xC9\xA2\xE6\xBB\x00\x00\x00\x00\x2F\x08\xE9\x0B\x00\x00\x00\x00\xE6\x1F\xF2\x2A\x00\x00\x00\x00\x14\xE0\x36\x19\x00\x00\x00\x00\x24\xCB\xC3\x2E\x00\x00\x00\x00\xC7\x5F\xFF\x0B\x00\x00\x00\x00\xAE\x26\xA9\x63\x00\x00\x00\x00\x37\x68\x2F\xDA\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\x14\x3D\x00\x00\x00\x00\x00\x95\xFD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x84\x93\x00\x0A\xB6\x15\x7D\x3B\x04\x29\x01\x3F\x08\x09\x2C\x7A\x00\x40\x00\x00\x00\x00\x00\x00\x79\xB7\x5C\x88\x00\x00\x00\x00\x87\x10\xA5\x93\x00\x00\x00\x00\xF0\x8B\x02\x61\x00\x00\x00\x00\x54\x51\x0E\xF9\x00\x00\x00\x00\x9B\xA9\x06\x6B\x00\x00\x00\x00\x3F\x70\xBD\xE5\x00\x00\x00\x00\x5D\x1D\xAD\x43\x00\x00\x00\x00\x76\xC8\xAC\x49\x00\x00\x00\x00\xA7\xC3\x49\xDE\x00\x00\x00\x00\xAA\xE3\x8E\x3B\x00\x00\x00\x00\xE8\x51\x4C\x2D\x00\x00\x00\x00\x26\x11\xAC\x62\x00\x00\x00\x00\x26\x0F\x54\x1E\x00\x00\x00\x00\xD1\x7A\x41\x32\x00\x00\x00\x00\xF7\x04\x20\x59\x00\x00\x00\x00\x55\x62\xF0\x21\x00\x00\x00\x00\x62\x02\x25\x82\x00\x00\x00\x00\x89\xF6\x19\xD9\x00\x00\x00\x00\x5F\x72\xE2\x5E\x00\x00\x00\x00\xA1\x90\x23\x22\x00\x00\x00\x00\x31\x1C\x7B\xA5\x00\x00\x00\x00\xE9\xBB\x21\xFD\x00\x00\x00\x00\x3C\x49\x95\x75\x00\x00\x00\x00\x8D\x88\x56\x38\x00\x00\x00\x00\xC9\xA2\xE6\xBB\x00\x00\x00\x00\x2F\x08\xE9\x0B\x00\x00\x00\x00\xE6\x1F\xF2\x2A\x00\x00\x00\x00\x14\xE0\x36\x19\x00\x00\x00\x00\x24\xCB\xC3\x2E\x00\x00\x00\x00\xC7\x5F\xFF\x0B\x00\x00\x00\x00\xAE\x26\xA9\x63\x00\x00\x00\x00\x37\x68\x2F\xDA\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x04\x00\x08\x09\x2C\x7A\x08\x09\x2C\x7A\x01\x3F\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x79\xB7\x5C\x88\x00\x00\x00\x00\x87\x10\xA5\x93\x00\x00\x00\x00\xF0\x8B\x02\x61\x00\x00\x00\x00\x54\x51\x0E\xF9\x00\x00\x00\x00\x9B\xA9\x06\x6B\x00\x00\x00\x00\x3F\x70\xBD\xE5\x00\x00\x00\x00\x5D\x1D\xAD\x43\x00\x00\x00\x00\x76\xC8\xAC\x49\x00\x00\x00\x00\xA7\xC3\x49\xDE\x00\x00\x00\x00\xAA\xE3\x8E\x3B\x00\x00\x00\x00\xE8\x51\x4C\x2D\x00\x00\x00\x00\x26\x11\xAC\x62\x00\x00\x00\x00\x26\x0F\x54\x1E\x00\x00\x00\x00\xD1\x7A\x41\x32\x00\x00\x00\x00\xF7\x04\x20\x59\x00\x00\x00\x00\x55\x62\xF0\x21\x00\x00\x00\x00\x62\x02\x25\x82\x00\x00\x00\x00\x89\xF6\x19\xD9\x00\x00\x00\x00\x5F\x72\xE2\x5E\x00\x00\x00\x00\xA1\x90\x23\x22\x00\x00\x00\x00\x31\x1C\x7B\xA5\x00\x00\x00\x00\xE9\xBB\x21\xFD\x00\x00\x00\x00\x3C\x49\x95\x75\x00\x00\x00\x00\x8D\x88\x56\x38\x00\x00\x00\x00\xC9\xA2\xE6\xBB\x00\x00\x00\x00\x2F\x08\xE9\x0B\x00\x00\x00\x00\xE6\x1F\xF2\x2A\x00\x00\x00\x00\x14\xE0\x36\x19\x00\x00\x00\x00\x24\xCB\xC3\x2E\x00\x00\x00\x00\xC7\x5F\xFF\x0B\x00\x00\x00\x00\xAE\x26\xA9\x63\x00\x00\x00\x00\x37\x68\x2F\xDA\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC3083E8F), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF2701428)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF2701428, 15107)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 15107)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 15107)
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
                gc.KeyTuple('job_id', 0xE21B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001A6D),
                gc.DataTuple('slot_count', 0x00000566),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2C94466C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0xE9473CFF),
                gc.KeyTuple('src_port', 0x9CB7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE21B),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x013F),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE9\x47\x3C\xFF\x00\x00\x00\x00\x9C\xB7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE2\x1B\x00\x17\x2C\x94\x46\x6C\x00\x96\x05\x7F\x6D\xD5\x87\x25\x00\x40\x00\x00\x00\x00\x00\x00\x27\x34\xEE\x29\x00\x00\x00\x00\xC3\x75\xD3\x79\x00\x00\x00\x00\x03\x89\xC8\x47\x00\x00\x00\x00\x53\x98\x91\xA2\x00\x00\x00\x00\x44\x60\x54\xB4\x00\x00\x00\x00\x0D\xA9\xA7\xFA\x00\x00\x00\x00\xE6\x51\xB4\x93\x00\x00\x00\x00\x2F\xD4\xDB\xAB\x00\x00\x00\x00\xD8\x8D\x59\x63\x00\x00\x00\x00\x9A\x94\xB7\x3F\x00\x00\x00\x00\x0A\x31\x5D\x64\x00\x00\x00\x00\x3D\x54\xB8\x32\x00\x00\x00\x00\x55\x44\x3E\xD5\x00\x00\x00\x00\x7A\x06\x40\x06\x00\x00\x00\x00\x66\x6B\xC7\x99\x00\x00\x00\x00\xB1\x81\x1F\x67\x00\x00\x00\x00\xE6\x4C\xFA\x89\x00\x00\x00\x00\xB4\x64\xAD\x04\x00\x00\x00\x00\x25\x3B\xD5\x5D\x00\x00\x00\x00\xDE\x2D\x90\xD6\x00\x00\x00\x00\x62\x57\x7A\x92\x00\x00\x00\x00\x58\xC7\xEA\x9E\x00\x00\x00\x00\x9E\x3E\x62\x9A\x00\x00\x00\x00\x00\x8A\x2E\x60\x00\x00\x00\x00\x97\x0D\xD5\xC3\x00\x00\x00\x00\xAE\x4E\xD0\xEA\x00\x00\x00\x00\x40\x4F\x07\xB7\x00\x00\x00\x00\x11\x8D\xB0\x50\x00\x00\x00\x00\x22\xCB\x32\xD7\x00\x00\x00\x00\xDA\xCB\xEC\xFF\x00\x00\x00\x00\xD8\x75\xCF\x4D\x00\x00\x00\x00\xE0\x4C\xDA\xFA\x7D\x5C\xF4\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE9\x47\x3C\xFF\xBE\xEF\x9C\xB7\x01\x20\x00\x00\x50\x34\x02\x82\xE2\x1B\x00\x17\x2C\x94\x46\x6C\x00\x96\x01\x7F\x6D\xD5\x87\x25\x00\x40\x00\x01\x00\x00\x00\x00\x27\x34\xEE\x29\x00\x00\x00\x00\xC3\x75\xD3\x79\x00\x00\x00\x00\x03\x89\xC8\x47\x00\x00\x00\x00\x53\x98\x91\xA2\x00\x00\x00\x00\x44\x60\x54\xB4\x00\x00\x00\x00\x0D\xA9\xA7\xFA\x00\x00\x00\x00\xE6\x51\xB4\x93\x00\x00\x00\x00\x2F\xD4\xDB\xAB\x00\x00\x00\x00\xD8\x8D\x59\x63\x00\x00\x00\x00\x9A\x94\xB7\x3F\x00\x00\x00\x00\x0A\x31\x5D\x64\x00\x00\x00\x00\x3D\x54\xB8\x32\x00\x00\x00\x00\x55\x44\x3E\xD5\x00\x00\x00\x00\x7A\x06\x40\x06\x00\x00\x00\x00\x66\x6B\xC7\x99\x00\x00\x00\x00\xB1\x81\x1F\x67\x00\x00\x00\x00\xE6\x4C\xFA\x89\x00\x00\x00\x00\xB4\x64\xAD\x04\x00\x00\x00\x00\x25\x3B\xD5\x5D\x00\x00\x00\x00\xDE\x2D\x90\xD6\x00\x00\x00\x00\x62\x57\x7A\x92\x00\x00\x00\x00\x58\xC7\xEA\x9E\x00\x00\x00\x00\x9E\x3E\x62\x9A\x00\x00\x00\x00\x00\x8A\x2E\x60\x00\x00\x00\x00\x97\x0D\xD5\xC3\x00\x00\x00\x00\xAE\x4E\xD0\xEA\x00\x00\x00\x00\x40\x4F\x07\xB7\x00\x00\x00\x00\x11\x8D\xB0\x50\x00\x00\x00\x00\x22\xCB\x32\xD7\x00\x00\x00\x00\xDA\xCB\xEC\xFF\x00\x00\x00\x00\xD8\x75\xCF\x4D\x00\x00\x00\x00\xE0\x4C\xDA\xFA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x80\x00\x00\x6D\xD5\x87\x25\x6D\xD5\x87\x25\x01\x7F\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x27\x34\xEE\x29\x00\x00\x00\x00\xC3\x75\xD3\x79\x00\x00\x00\x00\x03\x89\xC8\x47\x00\x00\x00\x00\x53\x98\x91\xA2\x00\x00\x00\x00\x44\x60\x54\xB4\x00\x00\x00\x00\x0D\xA9\xA7\xFA\x00\x00\x00\x00\xE6\x51\xB4\x93\x00\x00\x00\x00\x2F\xD4\xDB\xAB\x00\x00\x00\x00\xD8\x8D\x59\x63\x00\x00\x00\x00\x9A\x94\xB7\x3F\x00\x00\x00\x00\x0A\x31\x5D\x64\x00\x00\x00\x00\x3D\x54\xB8\x32\x00\x00\x00\x00\x55\x44\x3E\xD5\x00\x00\x00\x00\x7A\x06\x40\x06\x00\x00\x00\x00\x66\x6B\xC7\x99\x00\x00\x00\x00\xB1\x81\x1F\x67\x00\x00\x00\x00\xE6\x4C\xFA\x89\x00\x00\x00\x00\xB4\x64\xAD\x04\x00\x00\x00\x00\x25\x3B\xD5\x5D\x00\x00\x00\x00\xDE\x2D\x90\xD6\x00\x00\x00\x00\x62\x57\x7A\x92\x00\x00\x00\x00\x58\xC7\xEA\x9E\x00\x00\x00\x00\x9E\x3E\x62\x9A\x00\x00\x00\x00\x00\x8A\x2E\x60\x00\x00\x00\x00\x97\x0D\xD5\xC3\x00\x00\x00\x00\xAE\x4E\xD0\xEA\x00\x00\x00\x00\x40\x4F\x07\xB7\x00\x00\x00\x00\x11\x8D\xB0\x50\x00\x00\x00\x00\x22\xCB\x32\xD7\x00\x00\x00\x00\xDA\xCB\xEC\xFF\x00\x00\x00\x00\xD8\x75\xCF\x4D\x00\x00\x00\x00\xE0\x4C\xDA\xFA\x7D\x5C\xF4\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x659A88E1), ('P4rIngress.aggregator.bitmap_seq.seq', 0x29ED2FB5)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x29ED2FB5, 12213)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 12213)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 12213)
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
                gc.KeyTuple('job_id', 0x9D2D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FB5),
                gc.DataTuple('slot_count', 0x00000669),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB2126626),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xC1FB38BF),
                gc.KeyTuple('src_port', 0xFC75),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9D2D),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x0070),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC1\xFB\x38\xBF\x00\x00\x00\x00\xFC\x75\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9D\x2D\x00\x09\xB2\x12\x66\x26\x00\x00\x07\x37\x9B\x11\x03\xB8\x00\x40\x00\x00\x00\x00\x00\x00\xB3\x25\x1A\x49\x00\x00\x00\x00\x00\x35\x6D\x38\x00\x00\x00\x00\xCA\xD4\x17\x6F\x00\x00\x00\x00\x7A\x20\x51\x9D\x00\x00\x00\x00\x85\x96\xB7\xAE\x00\x00\x00\x00\xDE\x78\x40\xF7\x00\x00\x00\x00\x2B\x05\xAE\x85\x00\x00\x00\x00\xB5\xF1\x63\x77\x00\x00\x00\x00\xD2\x8B\x0C\x08\x00\x00\x00\x00\x60\x2F\x7C\x4C\x00\x00\x00\x00\x30\x40\xF8\x3C\x00\x00\x00\x00\x68\x8A\x5D\x52\x00\x00\x00\x00\x1A\x2C\x86\xF5\x00\x00\x00\x00\x9B\x88\x14\x76\x00\x00\x00\x00\x1B\xF7\x4B\x20\x00\x00\x00\x00\x17\xE8\x06\x21\x00\x00\x00\x00\xCE\xC5\xE6\x8F\x00\x00\x00\x00\xF7\x77\x45\xB0\x00\x00\x00\x00\x68\xB6\x38\x94\x00\x00\x00\x00\xF1\x6C\x7A\xD2\x00\x00\x00\x00\x9A\x71\x7F\xBC\x00\x00\x00\x00\xA2\xF6\xA9\x72\x00\x00\x00\x00\xDF\xDD\x06\x02\x00\x00\x00\x00\xC2\xFB\xCE\xE1\x00\x00\x00\x00\xE2\xAD\xBB\x83\x00\x00\x00\x00\xDF\x44\x66\x0A\x00\x00\x00\x00\x09\x58\xB7\xD0\x00\x00\x00\x00\xCC\x81\xD5\xD3\x00\x00\x00\x00\x41\x00\xF1\x65\x00\x00\x00\x00\x35\xCC\x53\xC5\x00\x00\x00\x00\xD0\x05\xBA\x31\x00\x00\x00\x00\x37\x6D\xCC\xED\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC1\xFB\x38\xBF\x00\x00\x00\x00\xFC\x75\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9D\x2D\x00\x09\xB2\x12\x66\x26\x00\x00\x07\x37\x9B\x11\x03\xB8\x00\x40\x00\x00\x00\x00\x00\x00\xB3\x25\x1A\x49\x00\x00\x00\x00\x00\x35\x6D\x38\x00\x00\x00\x00\xCA\xD4\x17\x6F\x00\x00\x00\x00\x7A\x20\x51\x9D\x00\x00\x00\x00\x85\x96\xB7\xAE\x00\x00\x00\x00\xDE\x78\x40\xF7\x00\x00\x00\x00\x2B\x05\xAE\x85\x00\x00\x00\x00\xB5\xF1\x63\x77\x00\x00\x00\x00\xD2\x8B\x0C\x08\x00\x00\x00\x00\x60\x2F\x7C\x4C\x00\x00\x00\x00\x30\x40\xF8\x3C\x00\x00\x00\x00\x68\x8A\x5D\x52\x00\x00\x00\x00\x1A\x2C\x86\xF5\x00\x00\x00\x00\x9B\x88\x14\x76\x00\x00\x00\x00\x1B\xF7\x4B\x20\x00\x00\x00\x00\x17\xE8\x06\x21\x00\x00\x00\x00\xCE\xC5\xE6\x8F\x00\x00\x00\x00\xF7\x77\x45\xB0\x00\x00\x00\x00\x68\xB6\x38\x94\x00\x00\x00\x00\xF1\x6C\x7A\xD2\x00\x00\x00\x00\x9A\x71\x7F\xBC\x00\x00\x00\x00\xA2\xF6\xA9\x72\x00\x00\x00\x00\xDF\xDD\x06\x02\x00\x00\x00\x00\xC2\xFB\xCE\xE1\x00\x00\x00\x00\xE2\xAD\xBB\x83\x00\x00\x00\x00\xDF\x44\x66\x0A\x00\x00\x00\x00\x09\x58\xB7\xD0\x00\x00\x00\x00\xCC\x81\xD5\xD3\x00\x00\x00\x00\x41\x00\xF1\x65\x00\x00\x00\x00\x35\xCC\x53\xC5\x00\x00\x00\x00\xD0\x05\xBA\x31\x00\x00\x00\x00\x37\x6D\xCC\xED\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x02\x00\x9B\x11\x03\xB8\x9B\x11\x03\xB8\x01\x37\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xB3\x25\x1A\x49\x00\x00\x00\x00\x00\x35\x6D\x38\x00\x00\x00\x00\xCA\xD4\x17\x6F\x00\x00\x00\x00\x7A\x20\x51\x9D\x00\x00\x00\x00\x85\x96\xB7\xAE\x00\x00\x00\x00\xDE\x78\x40\xF7\x00\x00\x00\x00\x2B\x05\xAE\x85\x00\x00\x00\x00\xB5\xF1\x63\x77\x00\x00\x00\x00\xD2\x8B\x0C\x08\x00\x00\x00\x00\x60\x2F\x7C\x4C\x00\x00\x00\x00\x30\x40\xF8\x3C\x00\x00\x00\x00\x68\x8A\x5D\x52\x00\x00\x00\x00\x1A\x2C\x86\xF5\x00\x00\x00\x00\x9B\x88\x14\x76\x00\x00\x00\x00\x1B\xF7\x4B\x20\x00\x00\x00\x00\x17\xE8\x06\x21\x00\x00\x00\x00\xCE\xC5\xE6\x8F\x00\x00\x00\x00\xF7\x77\x45\xB0\x00\x00\x00\x00\x68\xB6\x38\x94\x00\x00\x00\x00\xF1\x6C\x7A\xD2\x00\x00\x00\x00\x9A\x71\x7F\xBC\x00\x00\x00\x00\xA2\xF6\xA9\x72\x00\x00\x00\x00\xDF\xDD\x06\x02\x00\x00\x00\x00\xC2\xFB\xCE\xE1\x00\x00\x00\x00\xE2\xAD\xBB\x83\x00\x00\x00\x00\xDF\x44\x66\x0A\x00\x00\x00\x00\x09\x58\xB7\xD0\x00\x00\x00\x00\xCC\x81\xD5\xD3\x00\x00\x00\x00\x41\x00\xF1\x65\x00\x00\x00\x00\x35\xCC\x53\xC5\x00\x00\x00\x00\xD0\x05\xBA\x31\x00\x00\x00\x00\x37\x6D\xCC\xED\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5D565E02), ('P4rIngress.aggregator.bitmap_seq.seq', 0x84290CCB)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x84290CCB, 15586)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 15586)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 15586)
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
                gc.KeyTuple('job_id', 0x2DBC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000142A),
                gc.DataTuple('slot_count', 0x00000941),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x435F38E9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0xDDA37933),
                gc.KeyTuple('src_port', 0x9F32),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2DBC),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0008),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\xA3\x79\x33\x00\x00\x00\x00\x9F\x32\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2D\xBC\x00\x12\x43\x5F\x38\xE9\x08\xB8\x03\x4B\xAB\x58\xAC\x08\x00\x40\x00\x00\x00\x00\x00\x00\xEB\xCE\xE6\x11\x00\x00\x00\x00\xDC\x41\x3D\xAB\x00\x00\x00\x00\x16\x2E\xDA\x32\x00\x00\x00\x00\xFF\x46\xE3\xAE\x00\x00\x00\x00\x2F\xB0\x3A\xE8\x00\x00\x00\x00\xA3\xAD\x76\x0E\x00\x00\x00\x00\x71\xB0\x60\x72\x00\x00\x00\x00\x56\x22\x62\x87\x00\x00\x00\x00\x27\x29\x63\x2E\x00\x00\x00\x00\x10\xAB\x63\x9A\x00\x00\x00\x00\x00\x54\x80\x03\x00\x00\x00\x00\x4D\x25\x6E\x81\x00\x00\x00\x00\x0D\x60\x91\xBF\x00\x00\x00\x00\x2B\xC1\x63\xF3\x00\x00\x00\x00\x39\xAD\xA6\xC4\x00\x00\x00\x00\x9D\x2A\x4D\x16\x00\x00\x00\x00\xA2\x96\xEF\xB1\x00\x00\x00\x00\xA5\xE5\x56\xEE\x00\x00\x00\x00\x10\x83\x11\xCF\x00\x00\x00\x00\x16\xAC\xDE\xDE\x00\x00\x00\x00\xFD\x48\x05\x44\x00\x00\x00\x00\xD3\x68\xA7\x85\x00\x00\x00\x00\xEF\xFB\x1D\x4F\x00\x00\x00\x00\x36\xA9\x6F\x11\x00\x00\x00\x00\xAF\x72\xD4\x45\x00\x00\x00\x00\xAD\x00\x4E\x7F\x00\x00\x00\x00\x1D\x0E\x8F\x14\x00\x00\x00\x00\xF2\xAC\x76\xE1\x00\x00\x00\x00\x3C\x78\xD4\x39\x00\x00\x00\x00\xF3\xE2\x60\xF5\x00\x00\x00\x00\x7F\x52\x17\xED\x00\x00\x00\x00\x7D\xB4\x17\xD6\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\xA3\x79\x33\x00\x00\x00\x00\x9F\x32\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2D\xBC\x00\x12\x43\x5F\x38\xE9\x08\xB8\x03\x4B\xAB\x58\xAC\x08\x00\x40\x00\x00\x00\x00\x00\x00\xEB\xCE\xE6\x11\x00\x00\x00\x00\xDC\x41\x3D\xAB\x00\x00\x00\x00\x16\x2E\xDA\x32\x00\x00\x00\x00\xFF\x46\xE3\xAE\x00\x00\x00\x00\x2F\xB0\x3A\xE8\x00\x00\x00\x00\xA3\xAD\x76\x0E\x00\x00\x00\x00\x71\xB0\x60\x72\x00\x00\x00\x00\x56\x22\x62\x87\x00\x00\x00\x00\x27\x29\x63\x2E\x00\x00\x00\x00\x10\xAB\x63\x9A\x00\x00\x00\x00\x00\x54\x80\x03\x00\x00\x00\x00\x4D\x25\x6E\x81\x00\x00\x00\x00\x0D\x60\x91\xBF\x00\x00\x00\x00\x2B\xC1\x63\xF3\x00\x00\x00\x00\x39\xAD\xA6\xC4\x00\x00\x00\x00\x9D\x2A\x4D\x16\x00\x00\x00\x00\xA2\x96\xEF\xB1\x00\x00\x00\x00\xA5\xE5\x56\xEE\x00\x00\x00\x00\x10\x83\x11\xCF\x00\x00\x00\x00\x16\xAC\xDE\xDE\x00\x00\x00\x00\xFD\x48\x05\x44\x00\x00\x00\x00\xD3\x68\xA7\x85\x00\x00\x00\x00\xEF\xFB\x1D\x4F\x00\x00\x00\x00\x36\xA9\x6F\x11\x00\x00\x00\x00\xAF\x72\xD4\x45\x00\x00\x00\x00\xAD\x00\x4E\x7F\x00\x00\x00\x00\x1D\x0E\x8F\x14\x00\x00\x00\x00\xF2\xAC\x76\xE1\x00\x00\x00\x00\x3C\x78\xD4\x39\x00\x00\x00\x00\xF3\xE2\x60\xF5\x00\x00\x00\x00\x7F\x52\x17\xED\x00\x00\x00\x00\x7D\xB4\x17\xD6\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x04\x00\x00\xAB\x58\xAC\x08\xAB\x58\xAC\x08\x01\x4B\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xEB\xCE\xE6\x11\x00\x00\x00\x00\xDC\x41\x3D\xAB\x00\x00\x00\x00\x16\x2E\xDA\x32\x00\x00\x00\x00\xFF\x46\xE3\xAE\x00\x00\x00\x00\x2F\xB0\x3A\xE8\x00\x00\x00\x00\xA3\xAD\x76\x0E\x00\x00\x00\x00\x71\xB0\x60\x72\x00\x00\x00\x00\x56\x22\x62\x87\x00\x00\x00\x00\x27\x29\x63\x2E\x00\x00\x00\x00\x10\xAB\x63\x9A\x00\x00\x00\x00\x00\x54\x80\x03\x00\x00\x00\x00\x4D\x25\x6E\x81\x00\x00\x00\x00\x0D\x60\x91\xBF\x00\x00\x00\x00\x2B\xC1\x63\xF3\x00\x00\x00\x00\x39\xAD\xA6\xC4\x00\x00\x00\x00\x9D\x2A\x4D\x16\x00\x00\x00\x00\xA2\x96\xEF\xB1\x00\x00\x00\x00\xA5\xE5\x56\xEE\x00\x00\x00\x00\x10\x83\x11\xCF\x00\x00\x00\x00\x16\xAC\xDE\xDE\x00\x00\x00\x00\xFD\x48\x05\x44\x00\x00\x00\x00\xD3\x68\xA7\x85\x00\x00\x00\x00\xEF\xFB\x1D\x4F\x00\x00\x00\x00\x36\xA9\x6F\x11\x00\x00\x00\x00\xAF\x72\xD4\x45\x00\x00\x00\x00\xAD\x00\x4E\x7F\x00\x00\x00\x00\x1D\x0E\x8F\x14\x00\x00\x00\x00\xF2\xAC\x76\xE1\x00\x00\x00\x00\x3C\x78\xD4\x39\x00\x00\x00\x00\xF3\xE2\x60\xF5\x00\x00\x00\x00\x7F\x52\x17\xED\x00\x00\x00\x00\x7D\xB4\x17\xD6\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2B44BB53), ('P4rIngress.aggregator.bitmap_seq.seq', 0x91080000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x91080000, 13246)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 13246)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 13246)
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
                gc.KeyTuple('job_id', 0x60B6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005F4),
                gc.DataTuple('slot_count', 0x000014F8),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC9175585),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0xE5E9C230),
                gc.KeyTuple('src_port', 0xA778),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x60B6),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x0289),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\xE9\xC2\x30\x00\x00\x00\x00\xA7\x78\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x60\xB6\x00\x04\xC9\x17\x55\x85\x0D\xCA\x07\x75\xAE\xB1\xE3\xC5\x00\x40\x00\x00\x00\x00\x00\x00\x2D\x19\xEF\x01\x00\x00\x00\x00\x2F\x47\xEF\x30\x00\x00\x00\x00\x55\x11\x96\xD3\x00\x00\x00\x00\xB7\x69\xB4\x6B\x00\x00\x00\x00\xC5\xC2\x26\x25\x00\x00\x00\x00\x6E\xDC\x01\xD3\x00\x00\x00\x00\x19\x05\xE3\x7E\x00\x00\x00\x00\xD4\xEC\xA5\xC5\x00\x00\x00\x00\x8A\x68\x16\xB9\x00\x00\x00\x00\x39\x98\x39\x1E\x00\x00\x00\x00\x5F\x5D\xDA\x3D\x00\x00\x00\x00\x8E\x35\x73\xBF\x00\x00\x00\x00\xF9\xD5\x6A\x2B\x00\x00\x00\x00\xE7\xA0\x58\x24\x00\x00\x00\x00\x12\xE9\x74\xB9\x00\x00\x00\x00\xBE\xFB\x7B\x20\x00\x00\x00\x00\x9F\x35\xE6\x47\x00\x00\x00\x00\x7E\x65\x16\xCC\x00\x00\x00\x00\xCB\x7D\xE8\xB3\x00\x00\x00\x00\x6E\xDA\x47\xA8\x00\x00\x00\x00\x0A\xA1\xAB\x9F\x00\x00\x00\x00\xB2\xD6\x7C\x17\x00\x00\x00\x00\x56\xD0\xB7\x70\x00\x00\x00\x00\xEF\x65\xEF\xEC\x00\x00\x00\x00\x2B\x60\x0C\x0B\x00\x00\x00\x00\xCE\x20\xEB\xF7\x00\x00\x00\x00\x80\xB5\x73\xB2\x00\x00\x00\x00\x89\x5D\x48\x61\x00\x00\x00\x00\x3F\x7A\x00\xFE\x00\x00\x00\x00\x53\xF7\xE9\xF9\x00\x00\x00\x00\x41\x3B\x2C\x24\x00\x00\x00\x00\x58\x21\x0A\xA2\x60\x1C\x7F\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE5\xE9\xC2\x30\xBE\xEF\xA7\x78\x01\x20\x00\x00\x50\x34\x02\x82\x60\xB6\x00\x04\xC9\x17\x55\x85\x0D\xCA\x01\x75\xAE\xB1\xE3\xC5\x00\x40\x00\x01\x00\x00\x00\x00\x2D\x19\xEF\x01\x00\x00\x00\x00\x2F\x47\xEF\x30\x00\x00\x00\x00\x55\x11\x96\xD3\x00\x00\x00\x00\xB7\x69\xB4\x6B\x00\x00\x00\x00\xC5\xC2\x26\x25\x00\x00\x00\x00\x6E\xDC\x01\xD3\x00\x00\x00\x00\x19\x05\xE3\x7E\x00\x00\x00\x00\xD4\xEC\xA5\xC5\x00\x00\x00\x00\x8A\x68\x16\xB9\x00\x00\x00\x00\x39\x98\x39\x1E\x00\x00\x00\x00\x5F\x5D\xDA\x3D\x00\x00\x00\x00\x8E\x35\x73\xBF\x00\x00\x00\x00\xF9\xD5\x6A\x2B\x00\x00\x00\x00\xE7\xA0\x58\x24\x00\x00\x00\x00\x12\xE9\x74\xB9\x00\x00\x00\x00\xBE\xFB\x7B\x20\x00\x00\x00\x00\x9F\x35\xE6\x47\x00\x00\x00\x00\x7E\x65\x16\xCC\x00\x00\x00\x00\xCB\x7D\xE8\xB3\x00\x00\x00\x00\x6E\xDA\x47\xA8\x00\x00\x00\x00\x0A\xA1\xAB\x9F\x00\x00\x00\x00\xB2\xD6\x7C\x17\x00\x00\x00\x00\x56\xD0\xB7\x70\x00\x00\x00\x00\xEF\x65\xEF\xEC\x00\x00\x00\x00\x2B\x60\x0C\x0B\x00\x00\x00\x00\xCE\x20\xEB\xF7\x00\x00\x00\x00\x80\xB5\x73\xB2\x00\x00\x00\x00\x89\x5D\x48\x61\x00\x00\x00\x00\x3F\x7A\x00\xFE\x00\x00\x00\x00\x53\xF7\xE9\xF9\x00\x00\x00\x00\x41\x3B\x2C\x24\x00\x00\x00\x00\x58\x21\x0A\xA2\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x00\x10\xAE\xB1\xE3\xC5\xAE\xB1\xE3\xC5\x01\x75\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x2D\x19\xEF\x01\x00\x00\x00\x00\x2F\x47\xEF\x30\x00\x00\x00\x00\x55\x11\x96\xD3\x00\x00\x00\x00\xB7\x69\xB4\x6B\x00\x00\x00\x00\xC5\xC2\x26\x25\x00\x00\x00\x00\x6E\xDC\x01\xD3\x00\x00\x00\x00\x19\x05\xE3\x7E\x00\x00\x00\x00\xD4\xEC\xA5\xC5\x00\x00\x00\x00\x8A\x68\x16\xB9\x00\x00\x00\x00\x39\x98\x39\x1E\x00\x00\x00\x00\x5F\x5D\xDA\x3D\x00\x00\x00\x00\x8E\x35\x73\xBF\x00\x00\x00\x00\xF9\xD5\x6A\x2B\x00\x00\x00\x00\xE7\xA0\x58\x24\x00\x00\x00\x00\x12\xE9\x74\xB9\x00\x00\x00\x00\xBE\xFB\x7B\x20\x00\x00\x00\x00\x9F\x35\xE6\x47\x00\x00\x00\x00\x7E\x65\x16\xCC\x00\x00\x00\x00\xCB\x7D\xE8\xB3\x00\x00\x00\x00\x6E\xDA\x47\xA8\x00\x00\x00\x00\x0A\xA1\xAB\x9F\x00\x00\x00\x00\xB2\xD6\x7C\x17\x00\x00\x00\x00\x56\xD0\xB7\x70\x00\x00\x00\x00\xEF\x65\xEF\xEC\x00\x00\x00\x00\x2B\x60\x0C\x0B\x00\x00\x00\x00\xCE\x20\xEB\xF7\x00\x00\x00\x00\x80\xB5\x73\xB2\x00\x00\x00\x00\x89\x5D\x48\x61\x00\x00\x00\x00\x3F\x7A\x00\xFE\x00\x00\x00\x00\x53\xF7\xE9\xF9\x00\x00\x00\x00\x41\x3B\x2C\x24\x00\x00\x00\x00\x58\x21\x0A\xA2\x60\x1C\x7F\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0B3CE841), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA43C0000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA43C0000, 8241)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 8241)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 8241)
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
                gc.KeyTuple('job_id', 0x3E3F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000031),
                gc.DataTuple('slot_count', 0x0000185B),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3D6D2FDF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x2E6DEEA2),
                gc.KeyTuple('src_port', 0x54B6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3E3F),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x018F),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\x6D\xEE\xA2\x00\x00\x00\x00\x54\xB6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3E\x3F\x00\x00\x3D\x6D\x2F\xDF\x00\x00\x07\xC1\xD7\x77\x12\x01\x00\x40\x00\x00\x00\x00\x00\x00\x12\x9E\xB3\xFD\x00\x00\x00\x00\xA1\x43\x65\x89\x00\x00\x00\x00\x2D\xEC\x15\x19\x00\x00\x00\x00\x28\x82\x81\x6E\x00\x00\x00\x00\xFB\x7A\xE1\x03\x00\x00\x00\x00\x62\x0D\x59\x4A\x00\x00\x00\x00\x89\xB3\x6C\x2E\x00\x00\x00\x00\x79\xF8\x29\x89\x00\x00\x00\x00\x6D\xCD\x02\x45\x00\x00\x00\x00\x38\x7B\xA4\x2C\x00\x00\x00\x00\x52\x2B\x45\x82\x00\x00\x00\x00\xD6\x34\xA1\xDA\x00\x00\x00\x00\x8D\x65\xE4\x46\x00\x00\x00\x00\xD1\xFB\xFA\x1F\x00\x00\x00\x00\xC5\x3C\xBB\xF1\x00\x00\x00\x00\x85\xD7\x14\x1A\x00\x00\x00\x00\xF5\x86\x2A\xA5\x00\x00\x00\x00\x09\x5C\x8C\xCB\x00\x00\x00\x00\xEB\x7D\xCB\xC5\x00\x00\x00\x00\x06\x75\xD3\x94\x00\x00\x00\x00\xE1\x5C\x3E\x2E\x00\x00\x00\x00\xA9\xC9\x44\xDA\x00\x00\x00\x00\x29\xBB\x4D\x79\x00\x00\x00\x00\x8C\x76\xA0\x19\x00\x00\x00\x00\x9D\xC8\xDD\x82\x00\x00\x00\x00\xA1\xE4\xDB\x8F\x00\x00\x00\x00\x63\x93\x6C\x26\x00\x00\x00\x00\xCA\x68\xD8\x0E\x00\x00\x00\x00\x03\x9F\x5F\x44\x00\x00\x00\x00\x3F\xD7\x15\x5F\x00\x00\x00\x00\x09\x56\x4B\x3B\x00\x00\x00\x00\xB7\x37\x86\xE6\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\x6D\xEE\xA2\x00\x00\x00\x00\x54\xB6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3E\x3F\x00\x00\x3D\x6D\x2F\xDF\x00\x00\x07\xC1\xD7\x77\x12\x01\x00\x40\x00\x00\x00\x00\x00\x00\x12\x9E\xB3\xFD\x00\x00\x00\x00\xA1\x43\x65\x89\x00\x00\x00\x00\x2D\xEC\x15\x19\x00\x00\x00\x00\x28\x82\x81\x6E\x00\x00\x00\x00\xFB\x7A\xE1\x03\x00\x00\x00\x00\x62\x0D\x59\x4A\x00\x00\x00\x00\x89\xB3\x6C\x2E\x00\x00\x00\x00\x79\xF8\x29\x89\x00\x00\x00\x00\x6D\xCD\x02\x45\x00\x00\x00\x00\x38\x7B\xA4\x2C\x00\x00\x00\x00\x52\x2B\x45\x82\x00\x00\x00\x00\xD6\x34\xA1\xDA\x00\x00\x00\x00\x8D\x65\xE4\x46\x00\x00\x00\x00\xD1\xFB\xFA\x1F\x00\x00\x00\x00\xC5\x3C\xBB\xF1\x00\x00\x00\x00\x85\xD7\x14\x1A\x00\x00\x00\x00\xF5\x86\x2A\xA5\x00\x00\x00\x00\x09\x5C\x8C\xCB\x00\x00\x00\x00\xEB\x7D\xCB\xC5\x00\x00\x00\x00\x06\x75\xD3\x94\x00\x00\x00\x00\xE1\x5C\x3E\x2E\x00\x00\x00\x00\xA9\xC9\x44\xDA\x00\x00\x00\x00\x29\xBB\x4D\x79\x00\x00\x00\x00\x8C\x76\xA0\x19\x00\x00\x00\x00\x9D\xC8\xDD\x82\x00\x00\x00\x00\xA1\xE4\xDB\x8F\x00\x00\x00\x00\x63\x93\x6C\x26\x00\x00\x00\x00\xCA\x68\xD8\x0E\x00\x00\x00\x00\x03\x9F\x5F\x44\x00\x00\x00\x00\x3F\xD7\x15\x5F\x00\x00\x00\x00\x09\x56\x4B\x3B\x00\x00\x00\x00\xB7\x37\x86\xE6\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x00\x01\xD7\x77\x12\x01\xD7\x77\x12\x01\x01\xC1\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x12\x9E\xB3\xFD\x00\x00\x00\x00\xA1\x43\x65\x89\x00\x00\x00\x00\x2D\xEC\x15\x19\x00\x00\x00\x00\x28\x82\x81\x6E\x00\x00\x00\x00\xFB\x7A\xE1\x03\x00\x00\x00\x00\x62\x0D\x59\x4A\x00\x00\x00\x00\x89\xB3\x6C\x2E\x00\x00\x00\x00\x79\xF8\x29\x89\x00\x00\x00\x00\x6D\xCD\x02\x45\x00\x00\x00\x00\x38\x7B\xA4\x2C\x00\x00\x00\x00\x52\x2B\x45\x82\x00\x00\x00\x00\xD6\x34\xA1\xDA\x00\x00\x00\x00\x8D\x65\xE4\x46\x00\x00\x00\x00\xD1\xFB\xFA\x1F\x00\x00\x00\x00\xC5\x3C\xBB\xF1\x00\x00\x00\x00\x85\xD7\x14\x1A\x00\x00\x00\x00\xF5\x86\x2A\xA5\x00\x00\x00\x00\x09\x5C\x8C\xCB\x00\x00\x00\x00\xEB\x7D\xCB\xC5\x00\x00\x00\x00\x06\x75\xD3\x94\x00\x00\x00\x00\xE1\x5C\x3E\x2E\x00\x00\x00\x00\xA9\xC9\x44\xDA\x00\x00\x00\x00\x29\xBB\x4D\x79\x00\x00\x00\x00\x8C\x76\xA0\x19\x00\x00\x00\x00\x9D\xC8\xDD\x82\x00\x00\x00\x00\xA1\xE4\xDB\x8F\x00\x00\x00\x00\x63\x93\x6C\x26\x00\x00\x00\x00\xCA\x68\xD8\x0E\x00\x00\x00\x00\x03\x9F\x5F\x44\x00\x00\x00\x00\x3F\xD7\x15\x5F\x00\x00\x00\x00\x09\x56\x4B\x3B\x00\x00\x00\x00\xB7\x37\x86\xE6\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2138A82F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x9E250260)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x9E250260, 14860)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 14860)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 14860)
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
                gc.KeyTuple('job_id', 0x7EDB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000049E),
                gc.DataTuple('slot_count', 0x00001AA7),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x23833E27),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x3A940593),
                gc.KeyTuple('src_port', 0x95CC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7EDB),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x001C),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\x94\x05\x93\x00\x00\x00\x00\x95\xCC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7E\xDB\x00\x0C\x23\x83\x3E\x27\x15\x6E\x05\xC4\xF2\x1C\xB8\x65\x00\x40\x00\x00\x00\x00\x00\x00\xFD\x98\x56\x2B\x00\x00\x00\x00\x8E\x5B\xF6\x38\x00\x00\x00\x00\x54\x4C\xD5\xE9\x00\x00\x00\x00\x95\x35\xB4\xF2\x00\x00\x00\x00\x5F\x95\xFB\x78\x00\x00\x00\x00\xA2\xBC\x53\x89\x00\x00\x00\x00\x9F\xF0\xA7\x09\x00\x00\x00\x00\x35\x41\xE1\xC8\x00\x00\x00\x00\x7F\x32\x6B\xD0\x00\x00\x00\x00\x71\x27\x93\x2B\x00\x00\x00\x00\xDD\xF0\x1C\xCE\x00\x00\x00\x00\x52\x60\xAA\x03\x00\x00\x00\x00\x78\x00\xD5\xCE\x00\x00\x00\x00\x2D\x34\xA0\x0C\x00\x00\x00\x00\xCF\x85\x6C\x5E\x00\x00\x00\x00\xBE\xDD\xDD\xC6\x00\x00\x00\x00\x5E\x9A\xD1\x7C\x00\x00\x00\x00\xA2\xEE\xB7\x0C\x00\x00\x00\x00\x85\x63\xE0\x2B\x00\x00\x00\x00\x26\x99\xAB\xEB\x00\x00\x00\x00\x1A\x42\x4B\x8B\x00\x00\x00\x00\xEC\x26\x45\x86\x00\x00\x00\x00\xF5\xF6\x2A\x25\x00\x00\x00\x00\x52\x62\x88\x1A\x00\x00\x00\x00\x6E\xF2\xEE\x2C\x00\x00\x00\x00\x4E\x61\x0C\x49\x00\x00\x00\x00\x21\xC1\x3E\x8A\x00\x00\x00\x00\x44\x91\x5A\xE4\x00\x00\x00\x00\x27\x1F\x64\x7D\x00\x00\x00\x00\xA4\x4D\x14\x85\x00\x00\x00\x00\x45\xC7\x20\xF6\x00\x00\x00\x00\xAE\xAD\x9A\x06\xDE\xFE\xF3\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3A\x94\x05\x93\xBE\xEF\x95\xCC\x01\x20\x00\x00\x50\x34\x02\x82\x7E\xDB\x00\x0C\x23\x83\x3E\x27\x15\x6E\x01\xC4\xF2\x1C\xB8\x65\x00\x40\x00\x01\x00\x00\x00\x00\xFD\x98\x56\x2B\x00\x00\x00\x00\x8E\x5B\xF6\x38\x00\x00\x00\x00\x54\x4C\xD5\xE9\x00\x00\x00\x00\x95\x35\xB4\xF2\x00\x00\x00\x00\x5F\x95\xFB\x78\x00\x00\x00\x00\xA2\xBC\x53\x89\x00\x00\x00\x00\x9F\xF0\xA7\x09\x00\x00\x00\x00\x35\x41\xE1\xC8\x00\x00\x00\x00\x7F\x32\x6B\xD0\x00\x00\x00\x00\x71\x27\x93\x2B\x00\x00\x00\x00\xDD\xF0\x1C\xCE\x00\x00\x00\x00\x52\x60\xAA\x03\x00\x00\x00\x00\x78\x00\xD5\xCE\x00\x00\x00\x00\x2D\x34\xA0\x0C\x00\x00\x00\x00\xCF\x85\x6C\x5E\x00\x00\x00\x00\xBE\xDD\xDD\xC6\x00\x00\x00\x00\x5E\x9A\xD1\x7C\x00\x00\x00\x00\xA2\xEE\xB7\x0C\x00\x00\x00\x00\x85\x63\xE0\x2B\x00\x00\x00\x00\x26\x99\xAB\xEB\x00\x00\x00\x00\x1A\x42\x4B\x8B\x00\x00\x00\x00\xEC\x26\x45\x86\x00\x00\x00\x00\xF5\xF6\x2A\x25\x00\x00\x00\x00\x52\x62\x88\x1A\x00\x00\x00\x00\x6E\xF2\xEE\x2C\x00\x00\x00\x00\x4E\x61\x0C\x49\x00\x00\x00\x00\x21\xC1\x3E\x8A\x00\x00\x00\x00\x44\x91\x5A\xE4\x00\x00\x00\x00\x27\x1F\x64\x7D\x00\x00\x00\x00\xA4\x4D\x14\x85\x00\x00\x00\x00\x45\xC7\x20\xF6\x00\x00\x00\x00\xAE\xAD\x9A\x06\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x10\x00\xF2\x1C\xB8\x65\xF2\x1C\xB8\x65\x01\xC4\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xFD\x98\x56\x2B\x00\x00\x00\x00\x8E\x5B\xF6\x38\x00\x00\x00\x00\x54\x4C\xD5\xE9\x00\x00\x00\x00\x95\x35\xB4\xF2\x00\x00\x00\x00\x5F\x95\xFB\x78\x00\x00\x00\x00\xA2\xBC\x53\x89\x00\x00\x00\x00\x9F\xF0\xA7\x09\x00\x00\x00\x00\x35\x41\xE1\xC8\x00\x00\x00\x00\x7F\x32\x6B\xD0\x00\x00\x00\x00\x71\x27\x93\x2B\x00\x00\x00\x00\xDD\xF0\x1C\xCE\x00\x00\x00\x00\x52\x60\xAA\x03\x00\x00\x00\x00\x78\x00\xD5\xCE\x00\x00\x00\x00\x2D\x34\xA0\x0C\x00\x00\x00\x00\xCF\x85\x6C\x5E\x00\x00\x00\x00\xBE\xDD\xDD\xC6\x00\x00\x00\x00\x5E\x9A\xD1\x7C\x00\x00\x00\x00\xA2\xEE\xB7\x0C\x00\x00\x00\x00\x85\x63\xE0\x2B\x00\x00\x00\x00\x26\x99\xAB\xEB\x00\x00\x00\x00\x1A\x42\x4B\x8B\x00\x00\x00\x00\xEC\x26\x45\x86\x00\x00\x00\x00\xF5\xF6\x2A\x25\x00\x00\x00\x00\x52\x62\x88\x1A\x00\x00\x00\x00\x6E\xF2\xEE\x2C\x00\x00\x00\x00\x4E\x61\x0C\x49\x00\x00\x00\x00\x21\xC1\x3E\x8A\x00\x00\x00\x00\x44\x91\x5A\xE4\x00\x00\x00\x00\x27\x1F\x64\x7D\x00\x00\x00\x00\xA4\x4D\x14\x85\x00\x00\x00\x00\x45\xC7\x20\xF6\x00\x00\x00\x00\xAE\xAD\x9A\x06\xDE\xFE\xF3\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xFE9E6809), ('P4rIngress.aggregator.bitmap_seq.seq', 0xEAE091F0)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xEAE091F0, 15419)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 15419)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 15419)
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
                gc.KeyTuple('job_id', 0x5052),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000747),
                gc.DataTuple('slot_count', 0x00001573),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA5DBDF12),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0xCD3CEFE4),
                gc.KeyTuple('src_port', 0x8893),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5052),
                gc.DataTuple('rank', 0x000A),
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
        ig_port = 46
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\x3C\xEF\xE4\x00\x00\x00\x00\x88\x93\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x50\x52\x00\x0A\xA5\xDB\xDF\x12\x14\xF4\x07\xBE\xF3\x36\x15\xE8\x00\x40\x00\x00\x00\x00\x00\x00\xA6\xA6\xC4\xF8\x00\x00\x00\x00\x21\x2D\x11\xA7\x00\x00\x00\x00\xEA\x98\x8E\x88\x00\x00\x00\x00\xAC\x39\xF6\x06\x00\x00\x00\x00\x0C\xC2\x83\xB4\x00\x00\x00\x00\xD9\x21\x99\xDF\x00\x00\x00\x00\xC7\x31\x19\x0B\x00\x00\x00\x00\x26\x62\x25\xAF\x00\x00\x00\x00\x6D\x2B\xD1\x27\x00\x00\x00\x00\x15\x78\x8C\x59\x00\x00\x00\x00\x22\x63\x37\xDB\x00\x00\x00\x00\x44\x55\x1F\x4B\x00\x00\x00\x00\x34\x36\x46\xD1\x00\x00\x00\x00\xCD\x7D\x08\x36\x00\x00\x00\x00\x92\x0F\xA2\xF0\x00\x00\x00\x00\xEA\x00\x22\x40\x00\x00\x00\x00\xDF\x10\xBC\xAD\x00\x00\x00\x00\x34\xAB\x4A\xE0\x00\x00\x00\x00\x58\xFE\x24\xE5\x00\x00\x00\x00\x1D\x2E\x6A\x56\x00\x00\x00\x00\xB4\x62\x4D\x59\x00\x00\x00\x00\xE8\x0D\xA9\xF4\x00\x00\x00\x00\xD2\x0B\xAC\x33\x00\x00\x00\x00\x4A\xC1\x39\x9C\x00\x00\x00\x00\xED\xB7\xDD\x9C\x00\x00\x00\x00\x8B\x27\x39\x05\x00\x00\x00\x00\xF3\xDF\xCD\xC8\x00\x00\x00\x00\xA8\xAE\x3F\x8F\x00\x00\x00\x00\xF9\x90\x34\x32\x00\x00\x00\x00\x44\x22\xB0\xCE\x00\x00\x00\x00\x7D\xE6\xAB\xDE\x00\x00\x00\x00\x7A\x1A\x36\xE2\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCD\x3C\xEF\xE4\xBE\xEF\x88\x93\x01\x20\x00\x00\x50\x34\x02\x82\x50\x52\x00\x0A\xA5\xDB\xDF\x12\x14\xF4\x01\xBE\xF3\x36\x15\xE8\x00\x40\x00\x01\x00\x00\x00\x00\xA6\xA6\xC4\xF8\x00\x00\x00\x00\x21\x2D\x11\xA7\x00\x00\x00\x00\xEA\x98\x8E\x88\x00\x00\x00\x00\xAC\x39\xF6\x06\x00\x00\x00\x00\x0C\xC2\x83\xB4\x00\x00\x00\x00\xD9\x21\x99\xDF\x00\x00\x00\x00\xC7\x31\x19\x0B\x00\x00\x00\x00\x26\x62\x25\xAF\x00\x00\x00\x00\x6D\x2B\xD1\x27\x00\x00\x00\x00\x15\x78\x8C\x59\x00\x00\x00\x00\x22\x63\x37\xDB\x00\x00\x00\x00\x44\x55\x1F\x4B\x00\x00\x00\x00\x34\x36\x46\xD1\x00\x00\x00\x00\xCD\x7D\x08\x36\x00\x00\x00\x00\x92\x0F\xA2\xF0\x00\x00\x00\x00\xEA\x00\x22\x40\x00\x00\x00\x00\xDF\x10\xBC\xAD\x00\x00\x00\x00\x34\xAB\x4A\xE0\x00\x00\x00\x00\x58\xFE\x24\xE5\x00\x00\x00\x00\x1D\x2E\x6A\x56\x00\x00\x00\x00\xB4\x62\x4D\x59\x00\x00\x00\x00\xE8\x0D\xA9\xF4\x00\x00\x00\x00\xD2\x0B\xAC\x33\x00\x00\x00\x00\x4A\xC1\x39\x9C\x00\x00\x00\x00\xED\xB7\xDD\x9C\x00\x00\x00\x00\x8B\x27\x39\x05\x00\x00\x00\x00\xF3\xDF\xCD\xC8\x00\x00\x00\x00\xA8\xAE\x3F\x8F\x00\x00\x00\x00\xF9\x90\x34\x32\x00\x00\x00\x00\x44\x22\xB0\xCE\x00\x00\x00\x00\x7D\xE6\xAB\xDE\x00\x00\x00\x00\x7A\x1A\x36\xE2\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x04\x00\xF3\x36\x15\xE8\xF3\x36\x15\xE8\x01\xBE\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA6\xA6\xC4\xF8\x00\x00\x00\x00\x21\x2D\x11\xA7\x00\x00\x00\x00\xEA\x98\x8E\x88\x00\x00\x00\x00\xAC\x39\xF6\x06\x00\x00\x00\x00\x0C\xC2\x83\xB4\x00\x00\x00\x00\xD9\x21\x99\xDF\x00\x00\x00\x00\xC7\x31\x19\x0B\x00\x00\x00\x00\x26\x62\x25\xAF\x00\x00\x00\x00\x6D\x2B\xD1\x27\x00\x00\x00\x00\x15\x78\x8C\x59\x00\x00\x00\x00\x22\x63\x37\xDB\x00\x00\x00\x00\x44\x55\x1F\x4B\x00\x00\x00\x00\x34\x36\x46\xD1\x00\x00\x00\x00\xCD\x7D\x08\x36\x00\x00\x00\x00\x92\x0F\xA2\xF0\x00\x00\x00\x00\xEA\x00\x22\x40\x00\x00\x00\x00\xDF\x10\xBC\xAD\x00\x00\x00\x00\x34\xAB\x4A\xE0\x00\x00\x00\x00\x58\xFE\x24\xE5\x00\x00\x00\x00\x1D\x2E\x6A\x56\x00\x00\x00\x00\xB4\x62\x4D\x59\x00\x00\x00\x00\xE8\x0D\xA9\xF4\x00\x00\x00\x00\xD2\x0B\xAC\x33\x00\x00\x00\x00\x4A\xC1\x39\x9C\x00\x00\x00\x00\xED\xB7\xDD\x9C\x00\x00\x00\x00\x8B\x27\x39\x05\x00\x00\x00\x00\xF3\xDF\xCD\xC8\x00\x00\x00\x00\xA8\xAE\x3F\x8F\x00\x00\x00\x00\xF9\x90\x34\x32\x00\x00\x00\x00\x44\x22\xB0\xCE\x00\x00\x00\x00\x7D\xE6\xAB\xDE\x00\x00\x00\x00\x7A\x1A\x36\xE2\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8479BAC8), ('P4rIngress.aggregator.bitmap_seq.seq', 0x58409111)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x58409111, 11785)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 11785)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 11785)
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
                gc.KeyTuple('job_id', 0x62FD),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000543),
                gc.DataTuple('slot_count', 0x00001839),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE040BAFC),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0xF722C421),
                gc.KeyTuple('src_port', 0xE4FE),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x62FD),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x021F),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF7\x22\xC4\x21\x00\x00\x00\x00\xE4\xFE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x62\xFD\x00\x09\xE0\x40\xBA\xFC\x08\xC6\x01\x17\x8D\xDB\x4D\x71\x00\x40\x00\x00\x00\x00\x00\x00\xEB\x31\xEB\x54\x00\x00\x00\x00\x08\x37\xF6\x51\x00\x00\x00\x00\x52\x29\x6F\x15\x00\x00\x00\x00\xBA\xF8\x46\xEC\x00\x00\x00\x00\xE7\xCF\x3A\x64\x00\x00\x00\x00\x1B\xDF\xEC\xE1\x00\x00\x00\x00\x16\xED\x82\xDC\x00\x00\x00\x00\xCF\x79\xF1\xE7\x00\x00\x00\x00\x22\x25\xD4\xB1\x00\x00\x00\x00\x6B\x89\x2F\xFA\x00\x00\x00\x00\xEC\xED\x6C\x4A\x00\x00\x00\x00\x77\x5B\x43\x33\x00\x00\x00\x00\x8F\xDB\xDE\xD2\x00\x00\x00\x00\xEC\xF1\x6E\x2A\x00\x00\x00\x00\x66\xA9\xAF\xB0\x00\x00\x00\x00\xA0\xE9\xF5\x94\x00\x00\x00\x00\x53\x73\xB7\x0A\x00\x00\x00\x00\x99\x31\xF6\x67\x00\x00\x00\x00\x38\x38\xB5\x25\x00\x00\x00\x00\xEA\x2B\x09\x19\x00\x00\x00\x00\x7F\x18\x02\x24\x00\x00\x00\x00\xBC\x23\xFB\x1C\x00\x00\x00\x00\xBB\x46\xB2\x65\x00\x00\x00\x00\x90\x1C\x1D\x96\x00\x00\x00\x00\xAD\xC1\xCD\xF8\x00\x00\x00\x00\x25\x4E\xA2\x30\x00\x00\x00\x00\x6E\x65\x62\x87\x00\x00\x00\x00\xC1\x47\x9E\x56\x00\x00\x00\x00\x67\x36\xE8\xD4\x00\x00\x00\x00\x24\x9F\x71\x69\x00\x00\x00\x00\xA2\xD5\xCD\x51\x00\x00\x00\x00\x8E\x82\x55\xD5\x33\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF7\x22\xC4\x21\xBE\xEF\xE4\xFE\x01\x20\x00\x00\x50\x34\x02\x82\x62\xFD\x00\x09\xE0\x40\xBA\xFC\x08\xC6\x01\x17\x8D\xDB\x4D\x71\x00\x40\x00\x01\x00\x00\x00\x00\xEB\x31\xEB\x54\x00\x00\x00\x00\x08\x37\xF6\x51\x00\x00\x00\x00\x52\x29\x6F\x15\x00\x00\x00\x00\xBA\xF8\x46\xEC\x00\x00\x00\x00\xE7\xCF\x3A\x64\x00\x00\x00\x00\x1B\xDF\xEC\xE1\x00\x00\x00\x00\x16\xED\x82\xDC\x00\x00\x00\x00\xCF\x79\xF1\xE7\x00\x00\x00\x00\x22\x25\xD4\xB1\x00\x00\x00\x00\x6B\x89\x2F\xFA\x00\x00\x00\x00\xEC\xED\x6C\x4A\x00\x00\x00\x00\x77\x5B\x43\x33\x00\x00\x00\x00\x8F\xDB\xDE\xD2\x00\x00\x00\x00\xEC\xF1\x6E\x2A\x00\x00\x00\x00\x66\xA9\xAF\xB0\x00\x00\x00\x00\xA0\xE9\xF5\x94\x00\x00\x00\x00\x53\x73\xB7\x0A\x00\x00\x00\x00\x99\x31\xF6\x67\x00\x00\x00\x00\x38\x38\xB5\x25\x00\x00\x00\x00\xEA\x2B\x09\x19\x00\x00\x00\x00\x7F\x18\x02\x24\x00\x00\x00\x00\xBC\x23\xFB\x1C\x00\x00\x00\x00\xBB\x46\xB2\x65\x00\x00\x00\x00\x90\x1C\x1D\x96\x00\x00\x00\x00\xAD\xC1\xCD\xF8\x00\x00\x00\x00\x25\x4E\xA2\x30\x00\x00\x00\x00\x6E\x65\x62\x87\x00\x00\x00\x00\xC1\x47\x9E\x56\x00\x00\x00\x00\x67\x36\xE8\xD4\x00\x00\x00\x00\x24\x9F\x71\x69\x00\x00\x00\x00\xA2\xD5\xCD\x51\x00\x00\x00\x00\x8E\x82\x55\xD5\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\x00\x02\x00\x8D\xDB\x4D\x71\x8D\xDB\x4D\x71\x01\x17\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xEB\x31\xEB\x54\x00\x00\x00\x00\x08\x37\xF6\x51\x00\x00\x00\x00\x52\x29\x6F\x15\x00\x00\x00\x00\xBA\xF8\x46\xEC\x00\x00\x00\x00\xE7\xCF\x3A\x64\x00\x00\x00\x00\x1B\xDF\xEC\xE1\x00\x00\x00\x00\x16\xED\x82\xDC\x00\x00\x00\x00\xCF\x79\xF1\xE7\x00\x00\x00\x00\x22\x25\xD4\xB1\x00\x00\x00\x00\x6B\x89\x2F\xFA\x00\x00\x00\x00\xEC\xED\x6C\x4A\x00\x00\x00\x00\x77\x5B\x43\x33\x00\x00\x00\x00\x8F\xDB\xDE\xD2\x00\x00\x00\x00\xEC\xF1\x6E\x2A\x00\x00\x00\x00\x66\xA9\xAF\xB0\x00\x00\x00\x00\xA0\xE9\xF5\x94\x00\x00\x00\x00\x53\x73\xB7\x0A\x00\x00\x00\x00\x99\x31\xF6\x67\x00\x00\x00\x00\x38\x38\xB5\x25\x00\x00\x00\x00\xEA\x2B\x09\x19\x00\x00\x00\x00\x7F\x18\x02\x24\x00\x00\x00\x00\xBC\x23\xFB\x1C\x00\x00\x00\x00\xBB\x46\xB2\x65\x00\x00\x00\x00\x90\x1C\x1D\x96\x00\x00\x00\x00\xAD\xC1\xCD\xF8\x00\x00\x00\x00\x25\x4E\xA2\x30\x00\x00\x00\x00\x6E\x65\x62\x87\x00\x00\x00\x00\xC1\x47\x9E\x56\x00\x00\x00\x00\x67\x36\xE8\xD4\x00\x00\x00\x00\x24\x9F\x71\x69\x00\x00\x00\x00\xA2\xD5\xCD\x51\x00\x00\x00\x00\x8E\x82\x55\xD5\x33\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 13932)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 13932)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 13932)
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
                gc.KeyTuple('job_id', 0xAAF3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000071),
                gc.DataTuple('slot_count', 0x00001AFD),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6E8CF51F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0xB28C30BB),
                gc.KeyTuple('src_port', 0x26E2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xAAF3),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x000D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB2\x8C\x30\xBB\x00\x00\x00\x00\x26\xE2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAA\xF3\x00\x04\x6E\x8C\xF5\x1F\x15\xFB\x01\x2B\x1F\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x61\x76\x6F\xB1\x00\x00\x00\x00\x91\x8B\xA6\x6C\x00\x00\x00\x00\xF2\xBB\x67\x1A\x00\x00\x00\x00\x87\xE6\x23\x93\x00\x00\x00\x00\xB9\xCE\x6B\x80\x00\x00\x00\x00\x87\x2E\xA5\x9A\x00\x00\x00\x00\x37\x96\x35\x5E\x00\x00\x00\x00\xD5\x59\xD6\xBA\x00\x00\x00\x00\x9D\x39\x9A\x5F\x00\x00\x00\x00\xE9\x73\x3F\x4B\x00\x00\x00\x00\x85\x5B\x37\x7B\x00\x00\x00\x00\xED\x4A\xC9\x20\x00\x00\x00\x00\x52\x8D\x20\x30\x00\x00\x00\x00\x1C\xDB\x81\x49\x00\x00\x00\x00\x84\x24\x98\xBA\x00\x00\x00\x00\x76\x83\xD0\xF3\x00\x00\x00\x00\x41\xCF\x4A\xB6\x00\x00\x00\x00\x13\xCE\xE9\x69\x00\x00\x00\x00\xBC\x34\xC2\x03\x00\x00\x00\x00\x66\x84\xFC\x6D\x00\x00\x00\x00\x39\x6C\x21\x91\x00\x00\x00\x00\xB3\xB6\x4A\x8C\x00\x00\x00\x00\x91\x47\x39\x55\x00\x00\x00\x00\x4C\x07\xF6\x89\x00\x00\x00\x00\xF7\xEF\x29\x83\x00\x00\x00\x00\xC9\x78\x49\x2B\x00\x00\x00\x00\xBD\x7C\xDD\x51\x00\x00\x00\x00\x00\x95\x5E\x0A\x00\x00\x00\x00\x9E\xC7\xAF\xA5\x00\x00\x00\x00\x70\x15\x10\x2D\x00\x00\x00\x00\x75\x11\xF7\xF2\x00\x00\x00\x00\x4E\xB4\x7A\x19\x42\xE1\xF5\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB2\x8C\x30\xBB\x00\x00\x00\x00\x26\xE2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAA\xF3\x00\x04\x6E\x8C\xF5\x1F\x15\xFB\x01\x2B\x1F\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\x61\x76\x6F\xB1\x00\x00\x00\x00\x91\x8B\xA6\x6C\x00\x00\x00\x00\xF2\xBB\x67\x1A\x00\x00\x00\x00\x87\xE6\x23\x93\x00\x00\x00\x00\xB9\xCE\x6B\x80\x00\x00\x00\x00\x87\x2E\xA5\x9A\x00\x00\x00\x00\x37\x96\x35\x5E\x00\x00\x00\x00\xD5\x59\xD6\xBA\x00\x00\x00\x00\x9D\x39\x9A\x5F\x00\x00\x00\x00\xE9\x73\x3F\x4B\x00\x00\x00\x00\x85\x5B\x37\x7B\x00\x00\x00\x00\xED\x4A\xC9\x20\x00\x00\x00\x00\x52\x8D\x20\x30\x00\x00\x00\x00\x1C\xDB\x81\x49\x00\x00\x00\x00\x84\x24\x98\xBA\x00\x00\x00\x00\x76\x83\xD0\xF3\x00\x00\x00\x00\x41\xCF\x4A\xB6\x00\x00\x00\x00\x13\xCE\xE9\x69\x00\x00\x00\x00\xBC\x34\xC2\x03\x00\x00\x00\x00\x66\x84\xFC\x6D\x00\x00\x00\x00\x39\x6C\x21\x91\x00\x00\x00\x00\xB3\xB6\x4A\x8C\x00\x00\x00\x00\x91\x47\x39\x55\x00\x00\x00\x00\x4C\x07\xF6\x89\x00\x00\x00\x00\xF7\xEF\x29\x83\x00\x00\x00\x00\xC9\x78\x49\x2B\x00\x00\x00\x00\xBD\x7C\xDD\x51\x00\x00\x00\x00\x00\x95\x5E\x0A\x00\x00\x00\x00\x9E\xC7\xAF\xA5\x00\x00\x00\x00\x70\x15\x10\x2D\x00\x00\x00\x00\x75\x11\xF7\xF2\x00\x00\x00\x00\x4E\xB4\x7A\x19\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x00\x10\x1F\xFF\xFF\xFF\x1F\xFF\xFF\xFF\x01\x2B\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x61\x76\x6F\xB1\x00\x00\x00\x00\x91\x8B\xA6\x6C\x00\x00\x00\x00\xF2\xBB\x67\x1A\x00\x00\x00\x00\x87\xE6\x23\x93\x00\x00\x00\x00\xB9\xCE\x6B\x80\x00\x00\x00\x00\x87\x2E\xA5\x9A\x00\x00\x00\x00\x37\x96\x35\x5E\x00\x00\x00\x00\xD5\x59\xD6\xBA\x00\x00\x00\x00\x9D\x39\x9A\x5F\x00\x00\x00\x00\xE9\x73\x3F\x4B\x00\x00\x00\x00\x85\x5B\x37\x7B\x00\x00\x00\x00\xED\x4A\xC9\x20\x00\x00\x00\x00\x52\x8D\x20\x30\x00\x00\x00\x00\x1C\xDB\x81\x49\x00\x00\x00\x00\x84\x24\x98\xBA\x00\x00\x00\x00\x76\x83\xD0\xF3\x00\x00\x00\x00\x41\xCF\x4A\xB6\x00\x00\x00\x00\x13\xCE\xE9\x69\x00\x00\x00\x00\xBC\x34\xC2\x03\x00\x00\x00\x00\x66\x84\xFC\x6D\x00\x00\x00\x00\x39\x6C\x21\x91\x00\x00\x00\x00\xB3\xB6\x4A\x8C\x00\x00\x00\x00\x91\x47\x39\x55\x00\x00\x00\x00\x4C\x07\xF6\x89\x00\x00\x00\x00\xF7\xEF\x29\x83\x00\x00\x00\x00\xC9\x78\x49\x2B\x00\x00\x00\x00\xBD\x7C\xDD\x51\x00\x00\x00\x00\x00\x95\x5E\x0A\x00\x00\x00\x00\x9E\xC7\xAF\xA5\x00\x00\x00\x00\x70\x15\x10\x2D\x00\x00\x00\x00\x75\x11\xF7\xF2\x00\x00\x00\x00\x4E\xB4\x7A\x19\x42\xE1\xF5\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF8C52EA0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x96B69BBB)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x96B69BBB, 10273)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 10273)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 10273)
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
                gc.KeyTuple('job_id', 0xE515),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000679),
                gc.DataTuple('slot_count', 0x000008EF),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFD788898),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xAD23735F),
                gc.KeyTuple('src_port', 0x2157),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE515),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x0060),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAD\x23\x73\x5F\x00\x00\x00\x00\x21\x57\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE5\x15\x00\x02\xFD\x78\x88\x98\x01\xA8\x07\xC9\xEA\xE7\xB7\xD1\x00\x40\x00\x00\x00\x00\x00\x00\x9D\xE0\xCE\x56\x00\x00\x00\x00\x62\xE8\xC4\x89\x00\x00\x00\x00\x1B\x05\xB3\x65\x00\x00\x00\x00\x5D\xB4\x33\x6E\x00\x00\x00\x00\x8D\xE5\x73\xB4\x00\x00\x00\x00\xA4\x4C\x77\xE1\x00\x00\x00\x00\x3D\x10\xBB\x88\x00\x00\x00\x00\x18\xC3\x64\x6D\x00\x00\x00\x00\xAE\x0D\x2B\x94\x00\x00\x00\x00\xB0\x64\xE7\xD2\x00\x00\x00\x00\x3D\xCD\x20\xCE\x00\x00\x00\x00\x1E\x4F\xD3\x91\x00\x00\x00\x00\xDE\x5D\x0A\x77\x00\x00\x00\x00\xA6\x1A\xFB\x0F\x00\x00\x00\x00\x5D\xB2\x65\x7B\x00\x00\x00\x00\xFD\x67\xBF\x03\x00\x00\x00\x00\xCD\xA1\x58\xBE\x00\x00\x00\x00\xC2\x1A\x9F\x85\x00\x00\x00\x00\xFB\x30\x46\x3E\x00\x00\x00\x00\x82\xED\x0D\x4D\x00\x00\x00\x00\x0F\x32\x13\x43\x00\x00\x00\x00\xB1\xA8\xC5\x41\x00\x00\x00\x00\x89\xE4\xA4\x18\x00\x00\x00\x00\x51\xAE\xD4\x7B\x00\x00\x00\x00\x87\x5C\xE0\x12\x00\x00\x00\x00\xA1\xCE\x11\x66\x00\x00\x00\x00\x17\x10\xAE\x40\x00\x00\x00\x00\x6E\x75\xD4\xEE\x00\x00\x00\x00\xEE\x3C\x7B\xE5\x00\x00\x00\x00\x7C\x0E\xFF\x68\x00\x00\x00\x00\x22\x44\xD4\x9D\x00\x00\x00\x00\xA9\x6D\x65\x3D\xDB\x9F\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAD\x23\x73\x5F\x00\x00\x00\x00\x21\x57\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE5\x15\x00\x02\xFD\x78\x88\x98\x01\xA8\x07\xC9\xEA\xE7\xB7\xD1\x00\x40\x00\x00\x00\x00\x00\x00\x9D\xE0\xCE\x56\x00\x00\x00\x00\x62\xE8\xC4\x89\x00\x00\x00\x00\x1B\x05\xB3\x65\x00\x00\x00\x00\x5D\xB4\x33\x6E\x00\x00\x00\x00\x8D\xE5\x73\xB4\x00\x00\x00\x00\xA4\x4C\x77\xE1\x00\x00\x00\x00\x3D\x10\xBB\x88\x00\x00\x00\x00\x18\xC3\x64\x6D\x00\x00\x00\x00\xAE\x0D\x2B\x94\x00\x00\x00\x00\xB0\x64\xE7\xD2\x00\x00\x00\x00\x3D\xCD\x20\xCE\x00\x00\x00\x00\x1E\x4F\xD3\x91\x00\x00\x00\x00\xDE\x5D\x0A\x77\x00\x00\x00\x00\xA6\x1A\xFB\x0F\x00\x00\x00\x00\x5D\xB2\x65\x7B\x00\x00\x00\x00\xFD\x67\xBF\x03\x00\x00\x00\x00\xCD\xA1\x58\xBE\x00\x00\x00\x00\xC2\x1A\x9F\x85\x00\x00\x00\x00\xFB\x30\x46\x3E\x00\x00\x00\x00\x82\xED\x0D\x4D\x00\x00\x00\x00\x0F\x32\x13\x43\x00\x00\x00\x00\xB1\xA8\xC5\x41\x00\x00\x00\x00\x89\xE4\xA4\x18\x00\x00\x00\x00\x51\xAE\xD4\x7B\x00\x00\x00\x00\x87\x5C\xE0\x12\x00\x00\x00\x00\xA1\xCE\x11\x66\x00\x00\x00\x00\x17\x10\xAE\x40\x00\x00\x00\x00\x6E\x75\xD4\xEE\x00\x00\x00\x00\xEE\x3C\x7B\xE5\x00\x00\x00\x00\x7C\x0E\xFF\x68\x00\x00\x00\x00\x22\x44\xD4\x9D\x00\x00\x00\x00\xA9\x6D\x65\x3D\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x00\x04\xEA\xE7\xB7\xD1\xEA\xE7\xB7\xD1\x01\xC9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x9D\xE0\xCE\x56\x00\x00\x00\x00\x62\xE8\xC4\x89\x00\x00\x00\x00\x1B\x05\xB3\x65\x00\x00\x00\x00\x5D\xB4\x33\x6E\x00\x00\x00\x00\x8D\xE5\x73\xB4\x00\x00\x00\x00\xA4\x4C\x77\xE1\x00\x00\x00\x00\x3D\x10\xBB\x88\x00\x00\x00\x00\x18\xC3\x64\x6D\x00\x00\x00\x00\xAE\x0D\x2B\x94\x00\x00\x00\x00\xB0\x64\xE7\xD2\x00\x00\x00\x00\x3D\xCD\x20\xCE\x00\x00\x00\x00\x1E\x4F\xD3\x91\x00\x00\x00\x00\xDE\x5D\x0A\x77\x00\x00\x00\x00\xA6\x1A\xFB\x0F\x00\x00\x00\x00\x5D\xB2\x65\x7B\x00\x00\x00\x00\xFD\x67\xBF\x03\x00\x00\x00\x00\xCD\xA1\x58\xBE\x00\x00\x00\x00\xC2\x1A\x9F\x85\x00\x00\x00\x00\xFB\x30\x46\x3E\x00\x00\x00\x00\x82\xED\x0D\x4D\x00\x00\x00\x00\x0F\x32\x13\x43\x00\x00\x00\x00\xB1\xA8\xC5\x41\x00\x00\x00\x00\x89\xE4\xA4\x18\x00\x00\x00\x00\x51\xAE\xD4\x7B\x00\x00\x00\x00\x87\x5C\xE0\x12\x00\x00\x00\x00\xA1\xCE\x11\x66\x00\x00\x00\x00\x17\x10\xAE\x40\x00\x00\x00\x00\x6E\x75\xD4\xEE\x00\x00\x00\x00\xEE\x3C\x7B\xE5\x00\x00\x00\x00\x7C\x0E\xFF\x68\x00\x00\x00\x00\x22\x44\xD4\x9D\x00\x00\x00\x00\xA9\x6D\x65\x3D\xDB\x9F\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xE6\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x47\x00\x00\x00\x00\x00\x00\x40\x00\x00\xC8\xD2\x33\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1DB6549C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x83F13000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x83F13000, 10678)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 10678)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 10678)
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
                gc.KeyTuple('job_id', 0x5788),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004F1),
                gc.DataTuple('slot_count', 0x00000FF8),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x41DCA255),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x22A3B09F),
                gc.KeyTuple('src_port', 0x0A36),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5788),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x002A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x22\xA3\xB0\x9F\x00\x00\x00\x00\x0A\x36\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x57\x88\x00\x1C\x41\xDC\xA2\x55\x04\xC5\x05\x42\xF8\x37\x43\x06\x00\x40\x00\x00\x00\x00\x00\x00\xC1\x04\x0A\x84\x00\x00\x00\x00\x7C\x2D\x0F\x5A\x00\x00\x00\x00\x33\x9F\x68\x72\x00\x00\x00\x00\x2A\x58\xA2\x48\x00\x00\x00\x00\xCF\x64\xBF\x59\x00\x00\x00\x00\x73\xA4\x5A\x22\x00\x00\x00\x00\x43\xA0\xB3\xC3\x00\x00\x00\x00\x63\x3D\x35\x6E\x00\x00\x00\x00\x9E\x9A\xE7\xF7\x00\x00\x00\x00\x92\xDB\x6F\x18\x00\x00\x00\x00\xF7\xC7\x43\xA5\x00\x00\x00\x00\x3B\x0B\xFA\x9F\x00\x00\x00\x00\xA4\xC2\xCD\x86\x00\x00\x00\x00\x54\x80\x5F\x38\x00\x00\x00\x00\x72\x62\xAF\x5C\x00\x00\x00\x00\x32\xB6\x04\x01\x00\x00\x00\x00\x8D\x37\x29\x5F\x00\x00\x00\x00\xE3\xAA\xF3\xB8\x00\x00\x00\x00\x31\x5E\x21\x4C\x00\x00\x00\x00\xCF\x1E\x57\x51\x00\x00\x00\x00\x7E\x91\xF9\xFC\x00\x00\x00\x00\x36\xB7\xA4\x6E\x00\x00\x00\x00\x3E\x68\x7A\x96\x00\x00\x00\x00\xE7\x01\x1A\x56\x00\x00\x00\x00\x70\x12\x46\x55\x00\x00\x00\x00\xAE\x45\x85\x5F\x00\x00\x00\x00\x4D\xB7\x21\xD3\x00\x00\x00\x00\x86\x31\x86\x2D\x00\x00\x00\x00\x07\x86\x7E\x3D\x00\x00\x00\x00\x33\x39\x39\xE7\x00\x00\x00\x00\x3E\xCB\xC7\x35\x00\x00\x00\x00\x10\x9F\xAD\x0A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x22\xA3\xB0\x9F\x00\x00\x00\x00\x0A\x36\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x57\x88\x00\x1C\x41\xDC\xA2\x55\x04\xC5\x05\x42\xF8\x37\x43\x06\x00\x40\x00\x00\x00\x00\x00\x00\xC1\x04\x0A\x84\x00\x00\x00\x00\x7C\x2D\x0F\x5A\x00\x00\x00\x00\x33\x9F\x68\x72\x00\x00\x00\x00\x2A\x58\xA2\x48\x00\x00\x00\x00\xCF\x64\xBF\x59\x00\x00\x00\x00\x73\xA4\x5A\x22\x00\x00\x00\x00\x43\xA0\xB3\xC3\x00\x00\x00\x00\x63\x3D\x35\x6E\x00\x00\x00\x00\x9E\x9A\xE7\xF7\x00\x00\x00\x00\x92\xDB\x6F\x18\x00\x00\x00\x00\xF7\xC7\x43\xA5\x00\x00\x00\x00\x3B\x0B\xFA\x9F\x00\x00\x00\x00\xA4\xC2\xCD\x86\x00\x00\x00\x00\x54\x80\x5F\x38\x00\x00\x00\x00\x72\x62\xAF\x5C\x00\x00\x00\x00\x32\xB6\x04\x01\x00\x00\x00\x00\x8D\x37\x29\x5F\x00\x00\x00\x00\xE3\xAA\xF3\xB8\x00\x00\x00\x00\x31\x5E\x21\x4C\x00\x00\x00\x00\xCF\x1E\x57\x51\x00\x00\x00\x00\x7E\x91\xF9\xFC\x00\x00\x00\x00\x36\xB7\xA4\x6E\x00\x00\x00\x00\x3E\x68\x7A\x96\x00\x00\x00\x00\xE7\x01\x1A\x56\x00\x00\x00\x00\x70\x12\x46\x55\x00\x00\x00\x00\xAE\x45\x85\x5F\x00\x00\x00\x00\x4D\xB7\x21\xD3\x00\x00\x00\x00\x86\x31\x86\x2D\x00\x00\x00\x00\x07\x86\x7E\x3D\x00\x00\x00\x00\x33\x39\x39\xE7\x00\x00\x00\x00\x3E\xCB\xC7\x35\x00\x00\x00\x00\x10\x9F\xAD\x0A\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x10\x00\x00\x00\xF8\x37\x43\x06\xF8\x37\x43\x06\x01\x42\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC1\x04\x0A\x84\x00\x00\x00\x00\x7C\x2D\x0F\x5A\x00\x00\x00\x00\x33\x9F\x68\x72\x00\x00\x00\x00\x2A\x58\xA2\x48\x00\x00\x00\x00\xCF\x64\xBF\x59\x00\x00\x00\x00\x73\xA4\x5A\x22\x00\x00\x00\x00\x43\xA0\xB3\xC3\x00\x00\x00\x00\x63\x3D\x35\x6E\x00\x00\x00\x00\x9E\x9A\xE7\xF7\x00\x00\x00\x00\x92\xDB\x6F\x18\x00\x00\x00\x00\xF7\xC7\x43\xA5\x00\x00\x00\x00\x3B\x0B\xFA\x9F\x00\x00\x00\x00\xA4\xC2\xCD\x86\x00\x00\x00\x00\x54\x80\x5F\x38\x00\x00\x00\x00\x72\x62\xAF\x5C\x00\x00\x00\x00\x32\xB6\x04\x01\x00\x00\x00\x00\x8D\x37\x29\x5F\x00\x00\x00\x00\xE3\xAA\xF3\xB8\x00\x00\x00\x00\x31\x5E\x21\x4C\x00\x00\x00\x00\xCF\x1E\x57\x51\x00\x00\x00\x00\x7E\x91\xF9\xFC\x00\x00\x00\x00\x36\xB7\xA4\x6E\x00\x00\x00\x00\x3E\x68\x7A\x96\x00\x00\x00\x00\xE7\x01\x1A\x56\x00\x00\x00\x00\x70\x12\x46\x55\x00\x00\x00\x00\xAE\x45\x85\x5F\x00\x00\x00\x00\x4D\xB7\x21\xD3\x00\x00\x00\x00\x86\x31\x86\x2D\x00\x00\x00\x00\x07\x86\x7E\x3D\x00\x00\x00\x00\x33\x39\x39\xE7\x00\x00\x00\x00\x3E\xCB\xC7\x35\x00\x00\x00\x00\x10\x9F\xAD\x0A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xB7223D2D), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB38754B1)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB38754B1, 11865)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 11865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 11865)
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
                gc.KeyTuple('job_id', 0xEDFB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000534),
                gc.DataTuple('slot_count', 0x0000110E),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAC820C45),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x5EBBC263),
                gc.KeyTuple('src_port', 0x09C7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xEDFB),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x0208),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5E\xBB\xC2\x63\x00\x00\x00\x00\x09\xC7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xED\xFB\x00\x14\xAC\x82\x0C\x45\x09\x25\x03\xA3\x15\x8B\xD1\xFD\x00\x40\x00\x00\x00\x00\x00\x00\x43\xA8\x5C\xCB\x00\x00\x00\x00\x54\x71\x29\xD2\x00\x00\x00\x00\x32\x5F\x1C\x33\x00\x00\x00\x00\x81\x4B\xC1\x97\x00\x00\x00\x00\xCD\x7E\x4A\x12\x00\x00\x00\x00\xE2\x41\x4E\x3E\x00\x00\x00\x00\xC6\xBB\x4E\xD5\x00\x00\x00\x00\x83\x19\x31\x37\x00\x00\x00\x00\x94\x2E\x07\xE4\x00\x00\x00\x00\x7D\xA6\x92\x90\x00\x00\x00\x00\x60\xFA\xC8\xA5\x00\x00\x00\x00\xA9\x97\xA9\xC1\x00\x00\x00\x00\x10\x67\x30\x4C\x00\x00\x00\x00\x37\xF6\x56\xB5\x00\x00\x00\x00\xB0\xCA\x4C\x6B\x00\x00\x00\x00\x3E\x08\x47\xD6\x00\x00\x00\x00\xC7\xF1\xF5\xFB\x00\x00\x00\x00\x62\x0B\xE6\xF9\x00\x00\x00\x00\x12\xF4\xE3\xC1\x00\x00\x00\x00\x25\xE4\xDC\xBA\x00\x00\x00\x00\x26\xCD\x2E\x88\x00\x00\x00\x00\x44\x5A\xB8\x1A\x00\x00\x00\x00\xED\x88\xE5\x7F\x00\x00\x00\x00\x93\x08\x24\x60\x00\x00\x00\x00\xDB\x64\x2A\xAC\x00\x00\x00\x00\x14\x96\x25\xEF\x00\x00\x00\x00\xA8\x79\xD6\xF9\x00\x00\x00\x00\xE8\x9E\xBB\xF9\x00\x00\x00\x00\xA0\xE2\xF1\xA0\x00\x00\x00\x00\x42\x20\x6E\x48\x00\x00\x00\x00\x7F\xD8\x82\x38\x00\x00\x00\x00\xBF\xF0\x38\x39\xB2\x86\xC4\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5E\xBB\xC2\x63\x00\x00\x00\x00\x09\xC7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xED\xFB\x00\x14\xAC\x82\x0C\x45\x09\x25\x03\xA3\x15\x8B\xD1\xFD\x00\x40\x00\x00\x00\x00\x00\x00\x43\xA8\x5C\xCB\x00\x00\x00\x00\x54\x71\x29\xD2\x00\x00\x00\x00\x32\x5F\x1C\x33\x00\x00\x00\x00\x81\x4B\xC1\x97\x00\x00\x00\x00\xCD\x7E\x4A\x12\x00\x00\x00\x00\xE2\x41\x4E\x3E\x00\x00\x00\x00\xC6\xBB\x4E\xD5\x00\x00\x00\x00\x83\x19\x31\x37\x00\x00\x00\x00\x94\x2E\x07\xE4\x00\x00\x00\x00\x7D\xA6\x92\x90\x00\x00\x00\x00\x60\xFA\xC8\xA5\x00\x00\x00\x00\xA9\x97\xA9\xC1\x00\x00\x00\x00\x10\x67\x30\x4C\x00\x00\x00\x00\x37\xF6\x56\xB5\x00\x00\x00\x00\xB0\xCA\x4C\x6B\x00\x00\x00\x00\x3E\x08\x47\xD6\x00\x00\x00\x00\xC7\xF1\xF5\xFB\x00\x00\x00\x00\x62\x0B\xE6\xF9\x00\x00\x00\x00\x12\xF4\xE3\xC1\x00\x00\x00\x00\x25\xE4\xDC\xBA\x00\x00\x00\x00\x26\xCD\x2E\x88\x00\x00\x00\x00\x44\x5A\xB8\x1A\x00\x00\x00\x00\xED\x88\xE5\x7F\x00\x00\x00\x00\x93\x08\x24\x60\x00\x00\x00\x00\xDB\x64\x2A\xAC\x00\x00\x00\x00\x14\x96\x25\xEF\x00\x00\x00\x00\xA8\x79\xD6\xF9\x00\x00\x00\x00\xE8\x9E\xBB\xF9\x00\x00\x00\x00\xA0\xE2\xF1\xA0\x00\x00\x00\x00\x42\x20\x6E\x48\x00\x00\x00\x00\x7F\xD8\x82\x38\x00\x00\x00\x00\xBF\xF0\x38\x39\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x10\x00\x00\x15\x8B\xD1\xFD\x15\x8B\xD1\xFD\x01\xA3\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x43\xA8\x5C\xCB\x00\x00\x00\x00\x54\x71\x29\xD2\x00\x00\x00\x00\x32\x5F\x1C\x33\x00\x00\x00\x00\x81\x4B\xC1\x97\x00\x00\x00\x00\xCD\x7E\x4A\x12\x00\x00\x00\x00\xE2\x41\x4E\x3E\x00\x00\x00\x00\xC6\xBB\x4E\xD5\x00\x00\x00\x00\x83\x19\x31\x37\x00\x00\x00\x00\x94\x2E\x07\xE4\x00\x00\x00\x00\x7D\xA6\x92\x90\x00\x00\x00\x00\x60\xFA\xC8\xA5\x00\x00\x00\x00\xA9\x97\xA9\xC1\x00\x00\x00\x00\x10\x67\x30\x4C\x00\x00\x00\x00\x37\xF6\x56\xB5\x00\x00\x00\x00\xB0\xCA\x4C\x6B\x00\x00\x00\x00\x3E\x08\x47\xD6\x00\x00\x00\x00\xC7\xF1\xF5\xFB\x00\x00\x00\x00\x62\x0B\xE6\xF9\x00\x00\x00\x00\x12\xF4\xE3\xC1\x00\x00\x00\x00\x25\xE4\xDC\xBA\x00\x00\x00\x00\x26\xCD\x2E\x88\x00\x00\x00\x00\x44\x5A\xB8\x1A\x00\x00\x00\x00\xED\x88\xE5\x7F\x00\x00\x00\x00\x93\x08\x24\x60\x00\x00\x00\x00\xDB\x64\x2A\xAC\x00\x00\x00\x00\x14\x96\x25\xEF\x00\x00\x00\x00\xA8\x79\xD6\xF9\x00\x00\x00\x00\xE8\x9E\xBB\xF9\x00\x00\x00\x00\xA0\xE2\xF1\xA0\x00\x00\x00\x00\x42\x20\x6E\x48\x00\x00\x00\x00\x7F\xD8\x82\x38\x00\x00\x00\x00\xBF\xF0\x38\x39\xB2\x86\xC4\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4B85A970), ('P4rIngress.aggregator.bitmap_seq.seq', 0x36255800)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x36255800, 11859)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 11859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 11859)
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
                gc.KeyTuple('job_id', 0xAF78),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000009A3),
                gc.DataTuple('slot_count', 0x00000D47),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x79484DF7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0xAA402BA8),
                gc.KeyTuple('src_port', 0xB103),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xAF78),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x021A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAA\x40\x2B\xA8\x00\x00\x00\x00\xB1\x03\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAF\x78\x00\x0C\x79\x48\x4D\xF7\x04\xB0\x03\x01\xAF\x5F\x3C\xB8\x00\x40\x00\x00\x00\x00\x00\x00\xBD\x7E\xC3\x84\x00\x00\x00\x00\x9A\x62\xC0\x3F\x00\x00\x00\x00\xA3\x9D\x11\xF1\x00\x00\x00\x00\x31\xAC\x5D\x76\x00\x00\x00\x00\xD6\x29\x40\xBF\x00\x00\x00\x00\xEF\xDC\x11\x95\x00\x00\x00\x00\x21\x01\x38\xBC\x00\x00\x00\x00\xB5\xF6\x90\x1E\x00\x00\x00\x00\xB5\x15\x30\x14\x00\x00\x00\x00\x3F\x9E\xB2\xD4\x00\x00\x00\x00\x6C\x86\x9C\x2E\x00\x00\x00\x00\x84\xFA\x80\x92\x00\x00\x00\x00\xE9\xC5\x04\x21\x00\x00\x00\x00\x43\xEA\xF0\xF7\x00\x00\x00\x00\xFB\x9A\x0D\x1A\x00\x00\x00\x00\xA6\x69\x18\xE2\x00\x00\x00\x00\xFC\xFC\x09\xB7\x00\x00\x00\x00\xED\xC5\xAC\x16\x00\x00\x00\x00\x37\xF6\x2A\xB7\x00\x00\x00\x00\x87\xAC\x7F\x2B\x00\x00\x00\x00\x61\x77\x69\x3F\x00\x00\x00\x00\x5E\x71\x32\x53\x00\x00\x00\x00\x4D\x2F\x0D\x27\x00\x00\x00\x00\x2D\x59\x7B\xB1\x00\x00\x00\x00\x05\x64\xA8\x36\x00\x00\x00\x00\xC6\x21\x71\x5E\x00\x00\x00\x00\x3B\xD9\x9B\x8C\x00\x00\x00\x00\x12\x43\x89\x8B\x00\x00\x00\x00\x94\x43\xBC\xB9\x00\x00\x00\x00\x23\x8D\x4A\xAB\x00\x00\x00\x00\x03\x72\xF3\x84\x00\x00\x00\x00\x39\xC8\x4C\xC2\x57\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAA\x40\x2B\xA8\x00\x00\x00\x00\xB1\x03\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAF\x78\x00\x0C\x79\x48\x4D\xF7\x04\xB0\x03\x01\xAF\x5F\x3C\xB8\x00\x40\x00\x00\x00\x00\x00\x00\xBD\x7E\xC3\x84\x00\x00\x00\x00\x9A\x62\xC0\x3F\x00\x00\x00\x00\xA3\x9D\x11\xF1\x00\x00\x00\x00\x31\xAC\x5D\x76\x00\x00\x00\x00\xD6\x29\x40\xBF\x00\x00\x00\x00\xEF\xDC\x11\x95\x00\x00\x00\x00\x21\x01\x38\xBC\x00\x00\x00\x00\xB5\xF6\x90\x1E\x00\x00\x00\x00\xB5\x15\x30\x14\x00\x00\x00\x00\x3F\x9E\xB2\xD4\x00\x00\x00\x00\x6C\x86\x9C\x2E\x00\x00\x00\x00\x84\xFA\x80\x92\x00\x00\x00\x00\xE9\xC5\x04\x21\x00\x00\x00\x00\x43\xEA\xF0\xF7\x00\x00\x00\x00\xFB\x9A\x0D\x1A\x00\x00\x00\x00\xA6\x69\x18\xE2\x00\x00\x00\x00\xFC\xFC\x09\xB7\x00\x00\x00\x00\xED\xC5\xAC\x16\x00\x00\x00\x00\x37\xF6\x2A\xB7\x00\x00\x00\x00\x87\xAC\x7F\x2B\x00\x00\x00\x00\x61\x77\x69\x3F\x00\x00\x00\x00\x5E\x71\x32\x53\x00\x00\x00\x00\x4D\x2F\x0D\x27\x00\x00\x00\x00\x2D\x59\x7B\xB1\x00\x00\x00\x00\x05\x64\xA8\x36\x00\x00\x00\x00\xC6\x21\x71\x5E\x00\x00\x00\x00\x3B\xD9\x9B\x8C\x00\x00\x00\x00\x12\x43\x89\x8B\x00\x00\x00\x00\x94\x43\xBC\xB9\x00\x00\x00\x00\x23\x8D\x4A\xAB\x00\x00\x00\x00\x03\x72\xF3\x84\x00\x00\x00\x00\x39\xC8\x4C\xC2\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x10\x00\xAF\x5F\x3C\xB8\xAF\x5F\x3C\xB8\x01\x01\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xBD\x7E\xC3\x84\x00\x00\x00\x00\x9A\x62\xC0\x3F\x00\x00\x00\x00\xA3\x9D\x11\xF1\x00\x00\x00\x00\x31\xAC\x5D\x76\x00\x00\x00\x00\xD6\x29\x40\xBF\x00\x00\x00\x00\xEF\xDC\x11\x95\x00\x00\x00\x00\x21\x01\x38\xBC\x00\x00\x00\x00\xB5\xF6\x90\x1E\x00\x00\x00\x00\xB5\x15\x30\x14\x00\x00\x00\x00\x3F\x9E\xB2\xD4\x00\x00\x00\x00\x6C\x86\x9C\x2E\x00\x00\x00\x00\x84\xFA\x80\x92\x00\x00\x00\x00\xE9\xC5\x04\x21\x00\x00\x00\x00\x43\xEA\xF0\xF7\x00\x00\x00\x00\xFB\x9A\x0D\x1A\x00\x00\x00\x00\xA6\x69\x18\xE2\x00\x00\x00\x00\xFC\xFC\x09\xB7\x00\x00\x00\x00\xED\xC5\xAC\x16\x00\x00\x00\x00\x37\xF6\x2A\xB7\x00\x00\x00\x00\x87\xAC\x7F\x2B\x00\x00\x00\x00\x61\x77\x69\x3F\x00\x00\x00\x00\x5E\x71\x32\x53\x00\x00\x00\x00\x4D\x2F\x0D\x27\x00\x00\x00\x00\x2D\x59\x7B\xB1\x00\x00\x00\x00\x05\x64\xA8\x36\x00\x00\x00\x00\xC6\x21\x71\x5E\x00\x00\x00\x00\x3B\xD9\x9B\x8C\x00\x00\x00\x00\x12\x43\x89\x8B\x00\x00\x00\x00\x94\x43\xBC\xB9\x00\x00\x00\x00\x23\x8D\x4A\xAB\x00\x00\x00\x00\x03\x72\xF3\x84\x00\x00\x00\x00\x39\xC8\x4C\xC2\x57\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x7F\x4E\x58\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3A446A04), ('P4rIngress.aggregator.bitmap_seq.seq', 0x40000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x40000000, 11647)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 11647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 11647)
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
                gc.KeyTuple('job_id', 0x041E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000274),
                gc.DataTuple('slot_count', 0x0000113B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4CD2E716),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0xFD8A70E3),
                gc.KeyTuple('src_port', 0xFA93),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x041E),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x01EE),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFD\x8A\x70\xE3\x00\x00\x00\x00\xFA\x93\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x04\x1E\x00\x0D\x4C\xD2\xE7\x16\x0B\x0B\x07\x29\x64\x79\x06\x46\x00\x40\x00\x00\x00\x00\x00\x00\xED\xF7\x40\x4F\x00\x00\x00\x00\x53\xCF\x42\x3A\x00\x00\x00\x00\x7F\x0F\xFF\xA9\x00\x00\x00\x00\xE0\x53\x07\xB8\x00\x00\x00\x00\x3B\x66\xBA\x5E\x00\x00\x00\x00\xD7\x3C\x02\x76\x00\x00\x00\x00\xFC\x85\x39\x15\x00\x00\x00\x00\x89\xF2\x9E\x81\x00\x00\x00\x00\xA7\xA2\xB8\x94\x00\x00\x00\x00\xE9\xF2\x52\x57\x00\x00\x00\x00\x72\x8E\x41\x82\x00\x00\x00\x00\x60\xA6\xB4\x14\x00\x00\x00\x00\x45\x74\x13\xDC\x00\x00\x00\x00\x49\xDE\xB5\xEE\x00\x00\x00\x00\xA9\x02\x8E\x09\x00\x00\x00\x00\xEF\xB5\x2B\xA1\x00\x00\x00\x00\x8F\x16\xA5\xBA\x00\x00\x00\x00\x7C\x53\xE7\x56\x00\x00\x00\x00\xE8\x36\xD9\xDA\x00\x00\x00\x00\x7E\xEF\x48\x5D\x00\x00\x00\x00\x32\x08\x70\xB1\x00\x00\x00\x00\x95\xB0\x75\x2A\x00\x00\x00\x00\x11\xF5\xF5\xC1\x00\x00\x00\x00\xD2\x5B\xA5\x56\x00\x00\x00\x00\xB7\xF1\x44\x31\x00\x00\x00\x00\xB5\xC1\x75\x3F\x00\x00\x00\x00\xEC\xC9\x33\xB4\x00\x00\x00\x00\x4A\xD6\x8F\x9E\x00\x00\x00\x00\x3A\x9E\x6C\x01\x00\x00\x00\x00\x41\xDB\xAC\xD9\x00\x00\x00\x00\xBE\x11\x02\x37\x00\x00\x00\x00\xB0\x05\x5B\x27\x6D\x38\x39\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFD\x8A\x70\xE3\x00\x00\x00\x00\xFA\x93\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x04\x1E\x00\x0D\x4C\xD2\xE7\x16\x0B\x0B\x07\x29\x64\x79\x06\x46\x00\x40\x00\x00\x00\x00\x00\x00\xED\xF7\x40\x4F\x00\x00\x00\x00\x53\xCF\x42\x3A\x00\x00\x00\x00\x7F\x0F\xFF\xA9\x00\x00\x00\x00\xE0\x53\x07\xB8\x00\x00\x00\x00\x3B\x66\xBA\x5E\x00\x00\x00\x00\xD7\x3C\x02\x76\x00\x00\x00\x00\xFC\x85\x39\x15\x00\x00\x00\x00\x89\xF2\x9E\x81\x00\x00\x00\x00\xA7\xA2\xB8\x94\x00\x00\x00\x00\xE9\xF2\x52\x57\x00\x00\x00\x00\x72\x8E\x41\x82\x00\x00\x00\x00\x60\xA6\xB4\x14\x00\x00\x00\x00\x45\x74\x13\xDC\x00\x00\x00\x00\x49\xDE\xB5\xEE\x00\x00\x00\x00\xA9\x02\x8E\x09\x00\x00\x00\x00\xEF\xB5\x2B\xA1\x00\x00\x00\x00\x8F\x16\xA5\xBA\x00\x00\x00\x00\x7C\x53\xE7\x56\x00\x00\x00\x00\xE8\x36\xD9\xDA\x00\x00\x00\x00\x7E\xEF\x48\x5D\x00\x00\x00\x00\x32\x08\x70\xB1\x00\x00\x00\x00\x95\xB0\x75\x2A\x00\x00\x00\x00\x11\xF5\xF5\xC1\x00\x00\x00\x00\xD2\x5B\xA5\x56\x00\x00\x00\x00\xB7\xF1\x44\x31\x00\x00\x00\x00\xB5\xC1\x75\x3F\x00\x00\x00\x00\xEC\xC9\x33\xB4\x00\x00\x00\x00\x4A\xD6\x8F\x9E\x00\x00\x00\x00\x3A\x9E\x6C\x01\x00\x00\x00\x00\x41\xDB\xAC\xD9\x00\x00\x00\x00\xBE\x11\x02\x37\x00\x00\x00\x00\xB0\x05\x5B\x27\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x00\x20\x00\x64\x79\x06\x46\x64\x79\x06\x46\x01\x29\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xED\xF7\x40\x4F\x00\x00\x00\x00\x53\xCF\x42\x3A\x00\x00\x00\x00\x7F\x0F\xFF\xA9\x00\x00\x00\x00\xE0\x53\x07\xB8\x00\x00\x00\x00\x3B\x66\xBA\x5E\x00\x00\x00\x00\xD7\x3C\x02\x76\x00\x00\x00\x00\xFC\x85\x39\x15\x00\x00\x00\x00\x89\xF2\x9E\x81\x00\x00\x00\x00\xA7\xA2\xB8\x94\x00\x00\x00\x00\xE9\xF2\x52\x57\x00\x00\x00\x00\x72\x8E\x41\x82\x00\x00\x00\x00\x60\xA6\xB4\x14\x00\x00\x00\x00\x45\x74\x13\xDC\x00\x00\x00\x00\x49\xDE\xB5\xEE\x00\x00\x00\x00\xA9\x02\x8E\x09\x00\x00\x00\x00\xEF\xB5\x2B\xA1\x00\x00\x00\x00\x8F\x16\xA5\xBA\x00\x00\x00\x00\x7C\x53\xE7\x56\x00\x00\x00\x00\xE8\x36\xD9\xDA\x00\x00\x00\x00\x7E\xEF\x48\x5D\x00\x00\x00\x00\x32\x08\x70\xB1\x00\x00\x00\x00\x95\xB0\x75\x2A\x00\x00\x00\x00\x11\xF5\xF5\xC1\x00\x00\x00\x00\xD2\x5B\xA5\x56\x00\x00\x00\x00\xB7\xF1\x44\x31\x00\x00\x00\x00\xB5\xC1\x75\x3F\x00\x00\x00\x00\xEC\xC9\x33\xB4\x00\x00\x00\x00\x4A\xD6\x8F\x9E\x00\x00\x00\x00\x3A\x9E\x6C\x01\x00\x00\x00\x00\x41\xDB\xAC\xD9\x00\x00\x00\x00\xBE\x11\x02\x37\x00\x00\x00\x00\xB0\x05\x5B\x27\x6D\x38\x39\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x6732DB8B), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBD2B3E84)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBD2B3E84, 12244)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 12244)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 12244)
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
                gc.KeyTuple('job_id', 0x3D12),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000063),
                gc.DataTuple('slot_count', 0x00001F98),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x94CEC4AC),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0x23F9188E),
                gc.KeyTuple('src_port', 0x921C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3D12),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x01D1),
            ]
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
        ig_port = 54
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x23\xF9\x18\x8E\x00\x00\x00\x00\x92\x1C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3D\x12\x00\x17\x94\xCE\xC4\xAC\x0F\x71\x03\x22\xBE\x93\x41\xA6\x00\x40\x00\x00\x00\x00\x00\x00\xB3\x58\x47\x83\x00\x00\x00\x00\xA1\xE7\x9D\x0B\x00\x00\x00\x00\x68\x02\x54\x03\x00\x00\x00\x00\x12\x0D\xCC\xCB\x00\x00\x00\x00\x8A\x4C\x50\xED\x00\x00\x00\x00\x48\xB8\x2A\x9C\x00\x00\x00\x00\x95\xBB\x29\x75\x00\x00\x00\x00\x49\x80\xD5\x38\x00\x00\x00\x00\xAA\x50\x38\x23\x00\x00\x00\x00\x39\x4E\x67\xCA\x00\x00\x00\x00\x13\xE6\x70\x51\x00\x00\x00\x00\x1F\x36\x29\x60\x00\x00\x00\x00\x57\xF5\xE2\xA0\x00\x00\x00\x00\x72\x42\x29\x8E\x00\x00\x00\x00\xFD\xD3\x3D\x0D\x00\x00\x00\x00\xDE\x56\x21\x05\x00\x00\x00\x00\xFB\x5E\x9F\x6A\x00\x00\x00\x00\x88\x99\xF4\x38\x00\x00\x00\x00\xB9\x14\x6F\xB2\x00\x00\x00\x00\x8E\xFA\xB7\x38\x00\x00\x00\x00\x83\x41\x1D\xC5\x00\x00\x00\x00\xCA\x27\x09\xAD\x00\x00\x00\x00\x86\xEC\x09\xB0\x00\x00\x00\x00\xF3\x58\x34\x26\x00\x00\x00\x00\xC2\x18\xEE\xA6\x00\x00\x00\x00\x28\xF3\xDA\xB3\x00\x00\x00\x00\xE5\x5F\x12\xF3\x00\x00\x00\x00\xD6\x44\x71\x0C\x00\x00\x00\x00\xA5\x17\x57\x11\x00\x00\x00\x00\x7E\xA2\xDE\x95\x00\x00\x00\x00\x11\x65\x28\x70\x00\x00\x00\x00\x1E\x10\x42\xF0\x1F\xEF\xB3\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x23\xF9\x18\x8E\x00\x00\x00\x00\x92\x1C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3D\x12\x00\x17\x94\xCE\xC4\xAC\x0F\x71\x03\x22\xBE\x93\x41\xA6\x00\x40\x00\x00\x00\x00\x00\x00\xB3\x58\x47\x83\x00\x00\x00\x00\xA1\xE7\x9D\x0B\x00\x00\x00\x00\x68\x02\x54\x03\x00\x00\x00\x00\x12\x0D\xCC\xCB\x00\x00\x00\x00\x8A\x4C\x50\xED\x00\x00\x00\x00\x48\xB8\x2A\x9C\x00\x00\x00\x00\x95\xBB\x29\x75\x00\x00\x00\x00\x49\x80\xD5\x38\x00\x00\x00\x00\xAA\x50\x38\x23\x00\x00\x00\x00\x39\x4E\x67\xCA\x00\x00\x00\x00\x13\xE6\x70\x51\x00\x00\x00\x00\x1F\x36\x29\x60\x00\x00\x00\x00\x57\xF5\xE2\xA0\x00\x00\x00\x00\x72\x42\x29\x8E\x00\x00\x00\x00\xFD\xD3\x3D\x0D\x00\x00\x00\x00\xDE\x56\x21\x05\x00\x00\x00\x00\xFB\x5E\x9F\x6A\x00\x00\x00\x00\x88\x99\xF4\x38\x00\x00\x00\x00\xB9\x14\x6F\xB2\x00\x00\x00\x00\x8E\xFA\xB7\x38\x00\x00\x00\x00\x83\x41\x1D\xC5\x00\x00\x00\x00\xCA\x27\x09\xAD\x00\x00\x00\x00\x86\xEC\x09\xB0\x00\x00\x00\x00\xF3\x58\x34\x26\x00\x00\x00\x00\xC2\x18\xEE\xA6\x00\x00\x00\x00\x28\xF3\xDA\xB3\x00\x00\x00\x00\xE5\x5F\x12\xF3\x00\x00\x00\x00\xD6\x44\x71\x0C\x00\x00\x00\x00\xA5\x17\x57\x11\x00\x00\x00\x00\x7E\xA2\xDE\x95\x00\x00\x00\x00\x11\x65\x28\x70\x00\x00\x00\x00\x1E\x10\x42\xF0\x0F\x00\x01\x03\x01\xFF\x00\x00\x00\x00\x00\x01\xFF\xFF\xFF\xFF\x00\x80\x00\x00\xBE\x93\x41\xA6\xBE\x93\x41\xA6\x01\x22\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xB3\x58\x47\x83\x00\x00\x00\x00\xA1\xE7\x9D\x0B\x00\x00\x00\x00\x68\x02\x54\x03\x00\x00\x00\x00\x12\x0D\xCC\xCB\x00\x00\x00\x00\x8A\x4C\x50\xED\x00\x00\x00\x00\x48\xB8\x2A\x9C\x00\x00\x00\x00\x95\xBB\x29\x75\x00\x00\x00\x00\x49\x80\xD5\x38\x00\x00\x00\x00\xAA\x50\x38\x23\x00\x00\x00\x00\x39\x4E\x67\xCA\x00\x00\x00\x00\x13\xE6\x70\x51\x00\x00\x00\x00\x1F\x36\x29\x60\x00\x00\x00\x00\x57\xF5\xE2\xA0\x00\x00\x00\x00\x72\x42\x29\x8E\x00\x00\x00\x00\xFD\xD3\x3D\x0D\x00\x00\x00\x00\xDE\x56\x21\x05\x00\x00\x00\x00\xFB\x5E\x9F\x6A\x00\x00\x00\x00\x88\x99\xF4\x38\x00\x00\x00\x00\xB9\x14\x6F\xB2\x00\x00\x00\x00\x8E\xFA\xB7\x38\x00\x00\x00\x00\x83\x41\x1D\xC5\x00\x00\x00\x00\xCA\x27\x09\xAD\x00\x00\x00\x00\x86\xEC\x09\xB0\x00\x00\x00\x00\xF3\x58\x34\x26\x00\x00\x00\x00\xC2\x18\xEE\xA6\x00\x00\x00\x00\x28\xF3\xDA\xB3\x00\x00\x00\x00\xE5\x5F\x12\xF3\x00\x00\x00\x00\xD6\x44\x71\x0C\x00\x00\x00\x00\xA5\x17\x57\x11\x00\x00\x00\x00\x7E\xA2\xDE\x95\x00\x00\x00\x00\x11\x65\x28\x70\x00\x00\x00\x00\x1E\x10\x42\xF0\x1F\xEF\xB3\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x00000000), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 15402)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x00)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x00000000), ('P4rIngress.aggregator.values_v00000.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x00000000), ('P4rIngress.aggregator.values_v00001.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x00000000), ('P4rIngress.aggregator.values_v00010.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x00000000), ('P4rIngress.aggregator.values_v00011.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x00000000), ('P4rIngress.aggregator.values_v00100.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x00000000), ('P4rIngress.aggregator.values_v00110.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x00000000), ('P4rIngress.aggregator.values_v00111.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x00000000), ('P4rIngress.aggregator.values_v01000.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x00000000), ('P4rIngress.aggregator.values_v01001.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x00000000), ('P4rIngress.aggregator.values_v01010.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x00000000), ('P4rIngress.aggregator.values_v01011.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x00000000), ('P4rIngress.aggregator.values_v01100.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x00000000), ('P4rIngress.aggregator.values_v01101.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x00000000), ('P4rIngress.aggregator.values_v01110.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x00000000), ('P4rIngress.aggregator.values_v01111.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x00000000), ('P4rIngress.aggregator.values_v10000.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x00000000), ('P4rIngress.aggregator.values_v10001.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x00000000), ('P4rIngress.aggregator.values_v10010.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x00000000), ('P4rIngress.aggregator.values_v10011.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x00000000), ('P4rIngress.aggregator.values_v10101.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x00000000), ('P4rIngress.aggregator.values_v10110.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x00000000), ('P4rIngress.aggregator.values_v10111.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x00000000), ('P4rIngress.aggregator.values_v11000.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x00000000)], 15402)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x00000000), ('P4rIngress.aggregator.values_v11111.hi', 0x00000000)], 15402)
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
                gc.KeyTuple('job_id', 0xB8D9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000034),
                gc.DataTuple('slot_count', 0x00001F54),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0BC183C0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xD85F2DF6),
                gc.KeyTuple('src_port', 0x5F46),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB8D9),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x03E0),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD8\x5F\x2D\xF6\x00\x00\x00\x00\x5F\x46\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB8\xD9\x00\x1A\x0B\xC1\x83\xC0\x1B\xF6\x01\xFA\x5F\xFF\xFF\xFF\x00\x40\x00\x00\x00\x00\x00\x00\xD8\x10\x67\xB4\x00\x00\x00\x00\x62\x38\xCF\x53\x00\x00\x00\x00\x66\xB6\xDF\xAA\x00\x00\x00\x00\x73\xD8\x65\x6C\x00\x00\x00\x00\x56\xD6\xBE\xAE\x00\x00\x00\x00\x4C\x36\xED\xD8\x00\x00\x00\x00\xCB\xE0\x86\x21\x00\x00\x00\x00\x16\xAB\xEF\xFA\x00\x00\x00\x00\x92\x23\x8C\x1E\x00\x00\x00\x00\x28\x34\xEC\x89\x00\x00\x00\x00\xA5\x1F\xAE\x52\x00\x00\x00\x00\xFD\xB7\x61\x37\x00\x00\x00\x00\xA5\xFB\xEF\xF9\x00\x00\x00\x00\x5D\x59\x7E\xEA\x00\x00\x00\x00\xF7\xD3\x1A\x5C\x00\x00\x00\x00\xD3\x87\x98\xF6\x00\x00\x00\x00\xEE\x25\xA8\x24\x00\x00\x00\x00\x69\x73\x5E\xA6\x00\x00\x00\x00\xF1\x20\x55\x02\x00\x00\x00\x00\x6D\x0B\xB8\x22\x00\x00\x00\x00\x75\x97\x25\xAC\x00\x00\x00\x00\x05\xCE\x56\xE7\x00\x00\x00\x00\x9C\x91\x42\x9D\x00\x00\x00\x00\x71\xC5\x57\x03\x00\x00\x00\x00\x79\x32\xFA\xAD\x00\x00\x00\x00\xAC\x6F\x95\x84\x00\x00\x00\x00\xEA\x77\x41\x86\x00\x00\x00\x00\x22\x31\x1F\x56\x00\x00\x00\x00\x81\xFC\x7C\x46\x00\x00\x00\x00\x5B\xBF\x8C\x17\x00\x00\x00\x00\xE6\x4A\x9A\x75\x00\x00\x00\x00\xE8\xE7\x53\x47\x69\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD8\x5F\x2D\xF6\xBE\xEF\x5F\x46\x01\x20\x00\x00\x50\x34\x02\x82\xB8\xD9\x00\x1A\x0B\xC1\x83\xC0\x1B\xF6\x01\xFA\x5F\xFF\xFF\xFF\x00\x40\x00\x01\x00\x00\x00\x00\xD8\x10\x67\xB4\x00\x00\x00\x00\x62\x38\xCF\x53\x00\x00\x00\x00\x66\xB6\xDF\xAA\x00\x00\x00\x00\x73\xD8\x65\x6C\x00\x00\x00\x00\x56\xD6\xBE\xAE\x00\x00\x00\x00\x4C\x36\xED\xD8\x00\x00\x00\x00\xCB\xE0\x86\x21\x00\x00\x00\x00\x16\xAB\xEF\xFA\x00\x00\x00\x00\x92\x23\x8C\x1E\x00\x00\x00\x00\x28\x34\xEC\x89\x00\x00\x00\x00\xA5\x1F\xAE\x52\x00\x00\x00\x00\xFD\xB7\x61\x37\x00\x00\x00\x00\xA5\xFB\xEF\xF9\x00\x00\x00\x00\x5D\x59\x7E\xEA\x00\x00\x00\x00\xF7\xD3\x1A\x5C\x00\x00\x00\x00\xD3\x87\x98\xF6\x00\x00\x00\x00\xEE\x25\xA8\x24\x00\x00\x00\x00\x69\x73\x5E\xA6\x00\x00\x00\x00\xF1\x20\x55\x02\x00\x00\x00\x00\x6D\x0B\xB8\x22\x00\x00\x00\x00\x75\x97\x25\xAC\x00\x00\x00\x00\x05\xCE\x56\xE7\x00\x00\x00\x00\x9C\x91\x42\x9D\x00\x00\x00\x00\x71\xC5\x57\x03\x00\x00\x00\x00\x79\x32\xFA\xAD\x00\x00\x00\x00\xAC\x6F\x95\x84\x00\x00\x00\x00\xEA\x77\x41\x86\x00\x00\x00\x00\x22\x31\x1F\x56\x00\x00\x00\x00\x81\xFC\x7C\x46\x00\x00\x00\x00\x5B\xBF\x8C\x17\x00\x00\x00\x00\xE6\x4A\x9A\x75\x00\x00\x00\x00\xE8\xE7\x53\x47\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x04\x00\x00\x00\x5F\xFF\xFF\xFF\x5F\xFF\xFF\xFF\x01\xFA\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xD8\x10\x67\xB4\x00\x00\x00\x00\x62\x38\xCF\x53\x00\x00\x00\x00\x66\xB6\xDF\xAA\x00\x00\x00\x00\x73\xD8\x65\x6C\x00\x00\x00\x00\x56\xD6\xBE\xAE\x00\x00\x00\x00\x4C\x36\xED\xD8\x00\x00\x00\x00\xCB\xE0\x86\x21\x00\x00\x00\x00\x16\xAB\xEF\xFA\x00\x00\x00\x00\x92\x23\x8C\x1E\x00\x00\x00\x00\x28\x34\xEC\x89\x00\x00\x00\x00\xA5\x1F\xAE\x52\x00\x00\x00\x00\xFD\xB7\x61\x37\x00\x00\x00\x00\xA5\xFB\xEF\xF9\x00\x00\x00\x00\x5D\x59\x7E\xEA\x00\x00\x00\x00\xF7\xD3\x1A\x5C\x00\x00\x00\x00\xD3\x87\x98\xF6\x00\x00\x00\x00\xEE\x25\xA8\x24\x00\x00\x00\x00\x69\x73\x5E\xA6\x00\x00\x00\x00\xF1\x20\x55\x02\x00\x00\x00\x00\x6D\x0B\xB8\x22\x00\x00\x00\x00\x75\x97\x25\xAC\x00\x00\x00\x00\x05\xCE\x56\xE7\x00\x00\x00\x00\x9C\x91\x42\x9D\x00\x00\x00\x00\x71\xC5\x57\x03\x00\x00\x00\x00\x79\x32\xFA\xAD\x00\x00\x00\x00\xAC\x6F\x95\x84\x00\x00\x00\x00\xEA\x77\x41\x86\x00\x00\x00\x00\x22\x31\x1F\x56\x00\x00\x00\x00\x81\xFC\x7C\x46\x00\x00\x00\x00\x5B\xBF\x8C\x17\x00\x00\x00\x00\xE6\x4A\x9A\x75\x00\x00\x00\x00\xE8\xE7\x53\x47\x69\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

