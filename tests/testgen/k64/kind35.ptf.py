# PTF test for build/testgen/k64/kind35/main
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

logger = logging.getLogger('build/testgen/k64/kind35/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, 'build/testgen/k64/kind35/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('build/testgen/k64/kind35/main')

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
        ig_port = 44
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x6C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD1\x00\x00\x00\x00\x00\x00\x40\x00\x00\xDD\x11\x14\x6D\x49\xF6\x53\x63\x4A\xD5\xD4\x9C\xEA\x2A\x82\xCE\x9E\x72\x21\xB7\xA6\xF9\xDD\x3B\xA4\x33\xB5\x4A\x2D\xB6\x23\xCC\xF6\x43\x4B\xD0\x20\x70\x3F\x04\xC6\x11\x9D\x5E\x2A\xF9\x80\x8F\x9F\xAD\x2E\x6A\xFD\x3B\xCE\xF8\x37\x6D\x42\x91\xEF\xE3\x74\x95\xF4\x51\xC3\x17\x70\x3E\x2D\x47\x78\x94\xEA\x3B\xCE\xAF\x9C\x1F\xC9\xD2\x90\x47\x3F\xE7\x57\xD7\x8F\x56\x2D\xF7\xB9\x15\xCE\x8D\x85\xBD\xA8\x3B\x54\x85\xCD\x89\xF0\xD5\x2F\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8\x06\xB5\xC3\x65\x65\x74\xC9\xA4\x05\x16\xDD\x45\x2C\x1A\x6F\x35\x1F\xD0\x38\xC7\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38\xED\xEF\x99\x3D'
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\xBE\xCE\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2\xFD\x15\xF2\xCA\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14'
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xD4\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x25\x00\x00\x00\x00\x00\x00\x40\x00\x00\x43\x67\x6A\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE\x42\xA4\x02\xB2\x5B\x41\x34\x30\x11\x08\x88\xF0\x29\x86\x4C\xE6\xC0\xB4\x96\x99\x18\x6D\x65\x46\x35\xCD\xF6\xCD\x13\x02\x99\xCA\xA1\x35\x2A\xA9\x36\x75\xB7\x26\x5E\xBD\xD6\x96'
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
        ig_port = 34
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\xF2\x92\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D'
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x3E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7C\x00\x00\x00\x00\x00\x00\x40\x00\x00\x89\xE3\x7A\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.039

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xCA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0A\x00\x00\x00\x00\x00\x00\x40\x00\x00\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9118B427), ('P4rIngress.aggregator.bitmap_seq.seq', 0x83188000)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x83188000, 4056)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0B), ('P4rIngress.aggregator.count_exp.exponent', 0x88)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xD8D7B377), ('P4rIngress.aggregator.values_v00000.hi', 0x4EF5DB45)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x64E926AC), ('P4rIngress.aggregator.values_v00001.hi', 0x811C8FA9)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x7B74D943), ('P4rIngress.aggregator.values_v00010.hi', 0xAB515DA9)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x15CC960D), ('P4rIngress.aggregator.values_v00011.hi', 0x5059AC08)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x5A787408), ('P4rIngress.aggregator.values_v00100.hi', 0x42CA2F91)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x4EBACB15), ('P4rIngress.aggregator.values_v00101.hi', 0x5F67132D)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x31E5AEAB), ('P4rIngress.aggregator.values_v00110.hi', 0x8F449F58)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x34EE3C91), ('P4rIngress.aggregator.values_v00111.hi', 0x414787A7)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x2FC91F8E), ('P4rIngress.aggregator.values_v01000.hi', 0x6BFBAB36)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xF26ABDD7), ('P4rIngress.aggregator.values_v01001.hi', 0x0C635DA2)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x7B099A67), ('P4rIngress.aggregator.values_v01010.hi', 0x85965FCA)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x8A76C632), ('P4rIngress.aggregator.values_v01011.hi', 0xA770680B)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x15FA7F79), ('P4rIngress.aggregator.values_v01100.hi', 0x02DBE55D)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x4A89A924), ('P4rIngress.aggregator.values_v01101.hi', 0x9E965729)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x6C14523E), ('P4rIngress.aggregator.values_v01110.hi', 0x735B9382)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5EB7B438), ('P4rIngress.aggregator.values_v01111.hi', 0x53C74C6F)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x97E4B13F), ('P4rIngress.aggregator.values_v10000.hi', 0x526746C4)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xB0F730E9), ('P4rIngress.aggregator.values_v10001.hi', 0x660773BB)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xDB8D15F4), ('P4rIngress.aggregator.values_v10010.hi', 0x4C0A5C5F)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x9F9E67E3), ('P4rIngress.aggregator.values_v10011.hi', 0xBABDCF6D)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xD168D32E), ('P4rIngress.aggregator.values_v10100.hi', 0xA57CA927)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x20898414), ('P4rIngress.aggregator.values_v10101.hi', 0x559B95D1)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x5FFCBA66), ('P4rIngress.aggregator.values_v10110.hi', 0xEBAB6E17)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x9796D506), ('P4rIngress.aggregator.values_v10111.hi', 0x499CE181)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xB3D078F1), ('P4rIngress.aggregator.values_v11000.hi', 0x719F3366)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x1AF944EB), ('P4rIngress.aggregator.values_v11001.hi', 0x4B2A5FA8)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xAD535D87), ('P4rIngress.aggregator.values_v11010.hi', 0x6D66A104)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x7EA438E4), ('P4rIngress.aggregator.values_v11011.hi', 0x5F6304E0)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xBAB3BD83), ('P4rIngress.aggregator.values_v11100.hi', 0x12E9676B)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xD545BC74), ('P4rIngress.aggregator.values_v11101.hi', 0x4BA64F93)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x5BC71F89), ('P4rIngress.aggregator.values_v11110.hi', 0x7B5B22A0)], 4056)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x62D73F62), ('P4rIngress.aggregator.values_v11111.hi', 0x80000000)], 4056)
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
                gc.KeyTuple('job_id', 0x86F5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000009C6),
                gc.DataTuple('slot_count', 0x00001392),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9CA55E2C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x8E71DD95),
                gc.KeyTuple('src_port', 0x9C79),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x86F5),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0041),
            ]
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
        pkt = b'\x28\xF6\xCB\xE5\xC8\x0E\x55\x83\x53\xF0\x80\x1B\x08\x00\x05\x00\x00\x00\xE8\x63\x00\x00\x00\x11\x00\x00\x8E\x71\xDD\x95\xC7\x27\x0D\xD6\x9C\x79\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x86\xF5\x00\x03\x9C\xA5\x5E\x2C\x06\x12\x02\x37\x83\x18\x80\x00\x00\x40\x64\xBC\x9A\x61\x07\xF9\x68\xF1\x9A\x7D\x33\x5F\x79\x01\xF9\x9C\x3F\x47\x4E\x81\x8B\x80\x6E\x59\xFC\xAB\x6C\xE9\x87\xEF\x3D\x3F\xAC\x99\x49\x22\x98\x9B\x47\xE6\xDB\xD5\x6A\x64\x37\x23\x54\x0D\x9E\xB3\x6E\x46\x0C\x79\xE1\xF2\xA8\xDC\x67\x29\x94\x99\xCD\x67\xF4\xB1\x7D\x2E\xC3\x75\x70\xC3\x4A\x29\x53\xEB\x72\x93\xDD\x78\x57\x7F\x09\x41\x33\x52\xE5\x0B\x7C\xE1\xBE\xE3\x0C\xA7\xB0\xB2\x74\x31\x3D\xB6\xE6\x7F\xEE\xF6\xAF\x43\x65\x8B\xAA\x5A\xB4\x52\x77\x41\x4B\x01\xE7\xA7\x3A\x4E\x19\x50\x51\xE7\x75\x5F\x47\x58\x22\xC1\xAC\x4A\xD3\xD3\x69\xA8\x62\xC5\xD1\x7F\xB9\x8B\x5D\xE4\xA5\x35\x7C\x15\xC6\x5B\x65\x1F\x53\x61\xC6\xB5\xF5\x69\xB7\x8E\x79\x04\xDB\x66\x95\x3F\xBF\xB9\x6F\xB1\x61\xDF\x4B\x8F\x64\xDA\xE9\x2A\x63\x55\x8E\xEA\x85\x2A\x47\xBE\xB2\x12\x5C\x61\x74\x99\x5E\xD5\x17\x1E\x42\xBF\x6E\x64\xFA\x41\x70\xBE\x22\x7B\x39\xDD\xBC\x60\xC7\x76\x8E\x36\x27\xBD\xB7\x34\x05\x4C\xF1\xC6\x43\xBF\x2E\xC7\x9E\xE3\x05\x95\x7E\x8D\x2F\x51\x54\x65\x3D\x95\x78\xD2\xEC\x9C\x5A\x96\x12\x65\x6B\x79\xB6\xC2\x76\xC6\x5A\x9B\x5E\x16\x97\xAB\x05\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x55\x83\x53\xF0\x80\x1B\x28\xF6\xCB\xE5\xC8\x0E\x08\x00\x05\x00\x00\x00\xE8\x63\x00\x00\x40\x11\x00\x00\xC7\x27\x0D\xD6\x8E\x71\xDD\x95\xBE\xEF\x9C\x79\x01\x20\x00\x00\x50\x34\x02\x82\x86\xF5\x00\x03\x9C\xA5\x5E\x2C\x06\x12\x00\x37\x83\x18\x80\x00\x00\x40\x00\x0C\x80\x00\x00\x00\x68\xF1\x9A\x7D\x7F\xFF\xFF\xFF\xF9\x9C\x3F\x47\x7F\xFF\xFF\xFF\x6E\x59\xFC\xAB\x7F\xFF\xFF\xFF\x3D\x3F\xAC\x99\x7F\xFF\xFF\xFF\x47\xE6\xDB\xD5\x7F\xFF\xFF\xFF\x54\x0D\x9E\xB3\x7F\xFF\xFF\xFF\xE1\xF2\xA8\xDC\x7F\xFF\xFF\xFF\xCD\x67\xF4\xB1\x7F\xFF\xFF\xFF\x70\xC3\x4A\x29\x46\x56\x30\x6A\xDD\x78\x57\x7F\x7F\xFF\xFF\xFF\xE5\x0B\x7C\xE1\x80\x00\x00\x00\xB0\xB2\x74\x31\x53\xB1\x65\xF8\xEE\xF6\xAF\x43\x7F\xFF\xFF\xFF\xB4\x52\x77\x41\x7F\xFF\xFF\xFF\x3A\x4E\x19\x50\x7F\xFF\xFF\xFF\x47\x58\x22\xC1\x80\x00\x00\x00\x69\xA8\x62\xC5\x82\x76\xEA\x74\x5D\xE4\xA5\x35\x57\xA2\xDC\x4F\x65\x1F\x53\x61\x80\x00\x00\x00\xB7\x8E\x79\x04\xAC\xCF\x68\x6D\xBF\xB9\x6F\xB1\x7F\xFF\xFF\xFF\x64\xDA\xE9\x2A\x7F\xFF\xFF\xFF\x85\x2A\x47\xBE\x80\x00\x00\x00\x74\x99\x5E\xD5\xCA\xEE\xBB\xB0\x6E\x64\xFA\x41\x7F\xFF\xFF\xFF\x39\xDD\xBC\x60\x80\x00\x00\x00\x27\xBD\xB7\x34\x7F\xFF\xFF\xFF\x43\xBF\x2E\xC7\x80\x00\x00\x00\x7E\x8D\x2F\x51\x29\xAA\xFA\x09\x78\xD2\xEC\x9C\x7F\xFF\xFF\xFF\x6B\x79\xB6\xC2\x7F\xFF\xFF\xFF\x5E\x16\x97\xAB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x91\x18\xB4\x2F\x83\x18\x80\x00\x83\x18\x80\x00\x0C\x88\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x19\xAB\x5A\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0E\xAF\x7C\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x46\x56\x30\x6A\xE9\xDB\xB5\x21\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x53\xB1\x65\xF8\xF1\xD2\x94\xA0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x82\x76\xEA\x74\x7F\xFF\xFF\xFF\x57\xA2\xDC\x4F\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xAC\xCF\x68\x6D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCA\xEE\xBB\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x29\xAA\xFA\x09\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDE\x16\x97\xAB\x05\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x89218AB2), ('P4rIngress.aggregator.bitmap_seq.seq', 0xEB132273)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xEB132273, 3857)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0xEB)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x9E6F177C), ('P4rIngress.aggregator.values_v00000.hi', 0x7F0811AA)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x63ECE97B), ('P4rIngress.aggregator.values_v00001.hi', 0x93BB0EA7)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x287D969D), ('P4rIngress.aggregator.values_v00010.hi', 0xF1EF1A3C)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x79F6B3EF), ('P4rIngress.aggregator.values_v00011.hi', 0x63586FEE)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x4AF97916), ('P4rIngress.aggregator.values_v00100.hi', 0x40386A1F)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7460EB3B), ('P4rIngress.aggregator.values_v00101.hi', 0x42A3E4C7)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x46B0AD29), ('P4rIngress.aggregator.values_v00110.hi', 0xA20C8BC8)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x482D2EA9), ('P4rIngress.aggregator.values_v00111.hi', 0x2DE929E6)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x6933C7D7), ('P4rIngress.aggregator.values_v01000.hi', 0x664C2EFF)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x75ED30E6), ('P4rIngress.aggregator.values_v01001.hi', 0x3833DD32)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xE4BBE991), ('P4rIngress.aggregator.values_v01010.hi', 0x0A747729)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x6C6048F6), ('P4rIngress.aggregator.values_v01011.hi', 0x3088C319)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x693B5A44), ('P4rIngress.aggregator.values_v01100.hi', 0x05247B38)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x8F3AF9C8), ('P4rIngress.aggregator.values_v01101.hi', 0xAE771A85)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x54EACC82), ('P4rIngress.aggregator.values_v01110.hi', 0xA2D6FFD1)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x72A9816B), ('P4rIngress.aggregator.values_v01111.hi', 0x44D124D3)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x2961B1B2), ('P4rIngress.aggregator.values_v10000.hi', 0x4E4DFD94)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xC95E0D6F), ('P4rIngress.aggregator.values_v10001.hi', 0x4025DAD3)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xAB946B1F), ('P4rIngress.aggregator.values_v10010.hi', 0x465326EF)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x9D9C5CCB), ('P4rIngress.aggregator.values_v10011.hi', 0x4EDEACF5)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x6DE0B724), ('P4rIngress.aggregator.values_v10100.hi', 0x1BDE2493)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xAB4D9BA9), ('P4rIngress.aggregator.values_v10101.hi', 0x5293F334)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x6BC9A1B5), ('P4rIngress.aggregator.values_v10110.hi', 0xC2130EF9)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x7D383F28), ('P4rIngress.aggregator.values_v10111.hi', 0x4CBE0635)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x8A542BF5), ('P4rIngress.aggregator.values_v11000.hi', 0x5EF44670)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xD6F4B1F3), ('P4rIngress.aggregator.values_v11001.hi', 0x3F3C9AB8)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x6B24D488), ('P4rIngress.aggregator.values_v11010.hi', 0x45AE89D7)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x339972F9), ('P4rIngress.aggregator.values_v11011.hi', 0x7C3AC3D6)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x4E7D7583), ('P4rIngress.aggregator.values_v11100.hi', 0x6F516E2D)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xC572D7F3), ('P4rIngress.aggregator.values_v11101.hi', 0x344A0DA9)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x4ABD13F3), ('P4rIngress.aggregator.values_v11110.hi', 0x481378D3)], 3857)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x5C4AD660), ('P4rIngress.aggregator.values_v11111.hi', 0xCB5B29A7)], 3857)
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
                gc.KeyTuple('job_id', 0xD170),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DC1),
                gc.DataTuple('slot_count', 0x00000BAF),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1463F50D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0xF7EF8E86),
                gc.KeyTuple('src_port', 0xC56E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD170),
                gc.DataTuple('rank', 0x0003),
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
        ig_port = 46
        pkt = b'\xAA\x6A\x29\x0C\xF0\x70\x11\xBB\xF8\x3A\xDF\xA2\x08\x00\x05\x00\x00\x00\xD7\x9F\x00\x00\x00\x11\x00\x00\xF7\xEF\x8E\x86\xDF\x28\x78\x1A\xC5\x6E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD1\x70\x00\x03\x14\x63\xF5\x0D\x01\x50\x00\x37\xEB\x13\x22\x73\x00\x40\xA4\x22\x8A\x18\x77\xA9\x45\x5A\x88\x62\x56\xA6\x88\x85\x95\xD2\xCC\xB2\x71\x11\x12\x83\x2F\x1C\xCD\xA8\x1B\x5D\x19\x27\x3C\x13\x30\x3F\x5F\x59\xF5\x87\x7E\x7A\xE2\xB3\x3F\x26\xA4\xC7\x7D\x47\x05\x19\x57\x3E\x03\x97\xC7\x15\xD8\x8D\x5F\x8A\xB4\xF9\xAD\x6C\x9F\xAA\x51\xA4\x1D\xDB\x3E\x27\xA2\x40\xDD\xE8\xEC\x76\xBE\xDF\x03\x95\xF6\x6B\x6E\xB7\xE3\x66\x3F\x28\x77\x47\xCD\xEF\x7A\x4E\xD6\x19\xDD\xBE\x5A\x44\x6C\xF8\xBF\x45\x9F\x3B\x5B\x1E\xD1\x97\xCD\x79\x4C\x7A\x06\xEE\x75\xAE\xCB\xD9\x47\x2A\xCC\x2F\x69\xF6\xC4\x72\x5C\xB2\x65\x3C\x42\xBB\xDB\xF1\xEC\xDD\xB3\xAD\xAD\xE7\x47\x95\xA9\xDA\xA4\x70\xAF\xCF\x64\xAC\xC0\xAA\xD3\x6D\x4B\x6A\x0B\x5A\x48\x33\x39\x18\xF9\xE0\x45\xDA\x64\x15\x30\xA9\x6C\xA1\xBA\x28\x4A\x2D\x48\xED\x92\xCB\x49\xBF\x79\x1E\xCB\x56\x51\x9C\x53\x3D\xEE\x04\xDD\x4C\x46\xA7\x47\xF2\x7E\xD7\x90\xF6\x77\x60\x6D\x67\x2B\x34\x94\x0B\xDF\x94\xC3\xCC\x74\xE9\x2E\xE8\x04\xC3\xE0\x5B\x6C\x79\xB6\x4D\x45\xE8\x14\x32\x65\xEA\xE5\x6B\x6C\x94\xBF\x2B\x71\x83\x3F\x35\xBE\x85\xC8\x08\x3F\xBB\x9D\xD5\x9A\x9B\x38\x31\x84\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x11\xBB\xF8\x3A\xDF\xA2\xAA\x6A\x29\x0C\xF0\x70\x08\x00\x05\x00\x00\x00\xD7\x9F\x00\x00\x40\x11\x00\x00\xDF\x28\x78\x1A\xF7\xEF\x8E\x86\xBE\xEF\xC5\x6E\x01\x20\x00\x00\x50\x34\x02\x82\xD1\x70\x00\x03\x14\x63\xF5\x0D\x01\x50\x00\x37\xEB\x13\x22\x73\x00\x40\x00\x1B\x80\x00\x00\x00\x45\x5A\x88\x62\x7F\xFF\xFF\xFF\x95\xD2\xCC\xB2\x7F\xFF\xFF\xFF\x2F\x1C\xCD\xA8\x7F\xFF\xFF\xFF\x3C\x13\x30\x3F\x7F\xFF\xFF\xFF\x7E\x7A\xE2\xB3\x7F\xFF\xFF\xFF\x7D\x47\x05\x19\x7F\xFF\xFF\xFF\xC7\x15\xD8\x8D\x7F\xFF\xFF\xFF\xAD\x6C\x9F\xAA\x7F\xFF\xFF\xFF\x3E\x27\xA2\x40\x53\xD6\x1D\x5C\xBE\xDF\x03\x95\xDB\x27\x58\x48\xE3\x66\x3F\x28\x7F\xFF\xFF\xFF\x7A\x4E\xD6\x19\x46\xF9\xB4\x88\x6C\xF8\xBF\x45\x80\x00\x00\x00\xD1\x97\xCD\x79\x7F\xFF\xFF\xFF\x75\xAE\xCB\xD9\x7F\xFF\xFF\xFF\x69\xF6\xC4\x72\x7F\xFF\xFF\xFF\x42\xBB\xDB\xF1\xB6\x3B\xC1\x1C\xAD\xE7\x47\x95\x80\x00\x00\x00\xAF\xCF\x64\xAC\x80\x00\x00\x00\x4B\x6A\x0B\x5A\x7F\xFF\xFF\xFF\xF9\xE0\x45\xDA\x0F\x62\xCC\x52\x6C\xA1\xBA\x28\x7F\xFF\xFF\xFF\x92\xCB\x49\xBF\x7F\xFF\xFF\xFF\x51\x9C\x53\x3D\x80\x00\x00\x00\x46\xA7\x47\xF2\x55\xCC\x42\xE9\x77\x60\x6D\x67\x7F\xFF\xFF\xFF\xDF\x94\xC3\xCC\x7F\xFF\xFF\xFF\x04\xC3\xE0\x5B\x7F\xFF\xFF\xFF\x45\xE8\x14\x32\x2B\x5D\xBD\x5E\x6C\x94\xBF\x2B\x7F\xFF\xFF\xFF\xBE\x85\xC8\x08\x7F\xFF\xFF\xFF\x9A\x9B\x38\x31\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x89\x21\x8A\xBA\xEB\x13\x22\x73\xEB\x13\x22\x73\x1B\xEB\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x21\x0B\xE7\xE4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDB\x55\xC9\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x53\xD6\x1D\x5C\xF7\x12\xE0\xC7\xDB\x27\x58\x48\xED\xDA\xB6\x51\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x46\xF9\xB4\x88\x72\x1D\x3A\x7D\x80\x00\x00\x00\x80\x0E\xE7\xFE\x7F\xFF\xFF\xFF\x18\x85\xCB\xAA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB6\x3B\xC1\x1C\xEE\x0D\x22\x68\x80\x00\x00\x00\xF6\x22\x8B\x9B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x15\xBE\x6A\x6D\x0F\x62\xCC\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x55\xCC\x42\xE9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x25\x43\x4D\xA3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2B\x5D\xBD\x5E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x06\x99\x40\xDB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x84\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x66043EC7), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 4797)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x09), ('P4rIngress.aggregator.count_exp.exponent', 0xC1)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xB56C68E9), ('P4rIngress.aggregator.values_v00000.hi', 0x49EE9EC7)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x1F6051C6), ('P4rIngress.aggregator.values_v00001.hi', 0xDDF352B7)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x6C1B94AC), ('P4rIngress.aggregator.values_v00010.hi', 0xDF3BABBB)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x6BAA042E), ('P4rIngress.aggregator.values_v00011.hi', 0x751C37D3)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x3E6DD3C9), ('P4rIngress.aggregator.values_v00100.hi', 0x6E2DCE55)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x2D7E20C8), ('P4rIngress.aggregator.values_v00101.hi', 0x1630A952)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x76C6C759), ('P4rIngress.aggregator.values_v00110.hi', 0xAE2A70C9)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x470D4E3B), ('P4rIngress.aggregator.values_v00111.hi', 0x7D4AB392)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x732D0D1A), ('P4rIngress.aggregator.values_v01000.hi', 0x42E1C66D)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xF34244CB), ('P4rIngress.aggregator.values_v01001.hi', 0x14BE7A1A)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x35E3419F), ('P4rIngress.aggregator.values_v01010.hi', 0xB4F349D1)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x5592C71F), ('P4rIngress.aggregator.values_v01011.hi', 0x2BB31C3C)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x56FCC6FD), ('P4rIngress.aggregator.values_v01100.hi', 0x12FCD023)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x90672E8A), ('P4rIngress.aggregator.values_v01101.hi', 0xE8D10C45)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x7F896B3A), ('P4rIngress.aggregator.values_v01110.hi', 0x3AC46577)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x6E18D3A1), ('P4rIngress.aggregator.values_v01111.hi', 0x6B4600C5)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x5868D597), ('P4rIngress.aggregator.values_v10000.hi', 0x1C5948D3)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x1D09A819), ('P4rIngress.aggregator.values_v10001.hi', 0xEFF5FF57)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x13D3A4A4), ('P4rIngress.aggregator.values_v10010.hi', 0x2D3FE549)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xB375D4F1), ('P4rIngress.aggregator.values_v10011.hi', 0x65A4C76C)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x49550D1E), ('P4rIngress.aggregator.values_v10100.hi', 0x7312F5FA)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x793E2FEF), ('P4rIngress.aggregator.values_v10101.hi', 0xBC7F091D)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x670EC64B), ('P4rIngress.aggregator.values_v10110.hi', 0x6C647A92)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x4284BDAB), ('P4rIngress.aggregator.values_v10111.hi', 0xA6D73AA4)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x8C4E646C), ('P4rIngress.aggregator.values_v11000.hi', 0x46F58598)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x3A614BAE), ('P4rIngress.aggregator.values_v11001.hi', 0x629875CF)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xC394D287), ('P4rIngress.aggregator.values_v11010.hi', 0x697DDBE5)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5940838C), ('P4rIngress.aggregator.values_v11011.hi', 0x8FB9827B)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x747134CF), ('P4rIngress.aggregator.values_v11100.hi', 0x69AB561A)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xF7E675AE), ('P4rIngress.aggregator.values_v11101.hi', 0x0A7C155A)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x3630D37D), ('P4rIngress.aggregator.values_v11110.hi', 0x09B3AD7F)], 4797)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xAED2E643), ('P4rIngress.aggregator.values_v11111.hi', 0x78DED2E2)], 4797)
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
                gc.KeyTuple('job_id', 0x9BA3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006BA),
                gc.DataTuple('slot_count', 0x00000D5B),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x40EB9ED8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x908908F3),
                gc.KeyTuple('src_port', 0x38D8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9BA3),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0177),
            ]
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
        pkt = b'\x7D\x82\x07\x5C\x1B\xF2\x1A\xF8\xD1\xC5\x13\x0D\x08\x00\x05\x00\x00\x00\x52\x74\x00\x00\x00\x11\x00\x00\x90\x89\x08\xF3\x10\xD1\x80\xF7\x38\xD8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9B\xA3\x00\x03\x40\xEB\x9E\xD8\x0C\x03\x06\xA9\xFF\xFF\xFF\xFF\x00\x40\xE0\x71\x97\x2D\x20\x32\x49\x88\xA2\x68\x6E\x61\xC5\x6A\x99\x76\xBB\x23\x4B\xCA\xAE\xA8\x73\xBC\xF7\xC6\x77\xCD\x34\xE4\x3A\xB4\x14\x5D\x45\xF9\x33\x0E\x4C\x2D\xD4\xDB\x6D\x61\xF9\x47\x73\xE8\xF6\xC6\x0E\x64\x59\x13\xAA\x4B\x03\x4D\x76\xE5\x4F\x81\xD7\xDA\xD7\xFA\x66\x87\x1D\xB1\x50\x53\xC8\x80\xA5\xEB\xBE\x5A\xED\x9E\x7B\x5A\xCB\xF5\x9F\x77\x26\xDE\xED\x97\x54\x3A\x4D\xDC\x73\xCE\x28\x54\xC4\x33\x71\x92\x82\x98\x45\xDF\xD7\x23\x43\x3F\xE7\xF6\x1E\x5B\x48\x92\x6D\xC3\xA2\x9F\x94\x39\x66\x0E\xD0\x7A\x6E\x97\xFC\xF0\x60\x65\xFB\x92\x78\xB6\x5A\xB7\x36\x4D\x08\x7B\x51\x18\x8D\x6E\x68\xA6\xB5\x4F\x7B\xA2\x3A\x91\xB3\x86\x2E\xD3\x1E\xB4\x8F\x6B\x70\xB8\xAF\xC7\x22\x1A\x4C\x44\x1E\x5C\xA7\x05\x01\x62\x2D\x97\x7F\x70\xC6\xA1\x51\x29\x2A\xFB\x5D\x06\x30\xCB\xD2\x2C\x2B\x47\xC4\xEF\x6C\x2A\x57\x5F\x32\x4C\x72\x0B\x4B\x8D\x36\xF5\xE7\xE4\x8C\x94\x9B\xEC\x6A\xF3\xB0\xF9\x5E\x22\xA4\x8F\xED\x0D\x31\x70\xF1\xB9\x96\xFB\x6C\xBE\x76\x12\xE2\xCA\x5F\x3F\x4D\xBF\xF2\x68\xF2\x8F\xF3\x2B\x78\xB2\x8D\xCB\x6C\xE6\xAD\x6E\x52\x68\x28\x8A\x56\x88\xB3\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x1A\xF8\xD1\xC5\x13\x0D\x7D\x82\x07\x5C\x1B\xF2\x08\x00\x05\x00\x00\x00\x52\x74\x00\x00\x40\x11\x00\x00\x10\xD1\x80\xF7\x90\x89\x08\xF3\xBE\xEF\x38\xD8\x01\x20\x00\x00\x50\x34\x02\x82\x9B\xA3\x00\x03\x40\xEB\x9E\xD8\x0C\x03\x00\xA9\xFF\xFF\xFF\xFF\x00\x40\x00\x0A\x80\x00\x00\x00\x49\x88\xA2\x68\x7F\xFF\xFF\xFF\x99\x76\xBB\x23\x7F\xFF\xFF\xFF\x73\xBC\xF7\xC6\x7F\xFF\xFF\xFF\x3A\xB4\x14\x5D\x7F\xFF\xFF\xFF\x4C\x2D\xD4\xDB\x7F\xFF\xFF\xFF\x73\xE8\xF6\xC6\x7F\xFF\xFF\xFF\xAA\x4B\x03\x4D\x7F\xFF\xFF\xFF\xD7\xDA\xD7\xFA\x7F\xFF\xFF\xFF\x50\x53\xC8\x80\x99\x2E\x03\x25\xED\x9E\x7B\x5A\x01\xD8\xE1\x16\x26\xDE\xED\x97\x7F\xFF\xFF\xFF\x73\xCE\x28\x54\x1B\x30\x38\x8F\x82\x98\x45\xDF\x80\x00\x00\x00\xE7\xF6\x1E\x5B\x7F\xFF\xFF\xFF\xA2\x9F\x94\x39\x7F\xFF\xFF\xFF\x6E\x97\xFC\xF0\x7F\xFF\xFF\xFF\x78\xB6\x5A\xB7\x53\x56\xB0\x94\x51\x18\x8D\x6E\x7C\x7A\x59\xF3\x7B\xA2\x3A\x91\x80\x00\x00\x00\x1E\xB4\x8F\x6B\x7F\xFF\xFF\xFF\x22\x1A\x4C\x44\x7F\xFF\xFF\xFF\x01\x62\x2D\x97\x7F\xFF\xFF\xFF\x51\x29\x2A\xFB\x7F\xFF\xFF\xFF\xD2\x2C\x2B\x47\x80\x00\x00\x00\x57\x5F\x32\x4C\x7F\xFF\xFF\xFF\x36\xF5\xE7\xE4\x80\x00\x00\x00\x6A\xF3\xB0\xF9\x7F\xFF\xFF\xFF\xED\x0D\x31\x70\x66\x2A\xCB\xCA\x6C\xBE\x76\x12\xDA\xB0\xD4\xED\x4D\xBF\xF2\x68\x28\xC0\xC6\xA8\x78\xB2\x8D\xCB\x1B\xB9\x93\xB1\x52\x68\x28\x8A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x66\x04\x3E\xCF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x0A\xC1\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x52\xF8\xA3\x81\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x55\x25\x8B\x8C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x99\x2E\x03\x25\x02\x5C\xF5\x74\x01\xD8\xE1\x16\xDB\xD2\x37\x68\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1B\x30\x38\x8F\x95\x95\x16\x02\x80\x00\x00\x00\xD0\xC7\x2A\xA0\x7F\xFF\xFF\xFF\xDD\x63\xF9\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x53\x56\xB0\x94\x41\x0E\x8C\xC5\x7C\x7A\x59\xF3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBD\xE1\x36\xB4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x66\x2A\xCB\xCA\x7F\xFF\xFF\xFF\xDA\xB0\xD4\xED\x58\x3C\x07\xC2\x28\xC0\xC6\xA8\x7F\xFF\xFF\xFF\x1B\xB9\x93\xB1\x7F\xFF\xFF\xFF\x56\x88\xB3\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3B351A96), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8C09D091)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8C09D091, 7150)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0B), ('P4rIngress.aggregator.count_exp.exponent', 0x56)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xA2D6ECC1), ('P4rIngress.aggregator.values_v00000.hi', 0x5568CA3F)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x4CB70BE6), ('P4rIngress.aggregator.values_v00001.hi', 0xE730F9EE)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x1051F6C9), ('P4rIngress.aggregator.values_v00010.hi', 0xA0F81797)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4C4B8767), ('P4rIngress.aggregator.values_v00011.hi', 0x4F3678BA)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x745C6D27), ('P4rIngress.aggregator.values_v00100.hi', 0x5D51CF93)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x4DBD713E), ('P4rIngress.aggregator.values_v00101.hi', 0x6D95DDDA)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x52E320B8), ('P4rIngress.aggregator.values_v00110.hi', 0x922FD65D)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x7ADADD67), ('P4rIngress.aggregator.values_v00111.hi', 0xD6E2C13F)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x56E1250E), ('P4rIngress.aggregator.values_v01000.hi', 0x454DB690)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x2ED3B784), ('P4rIngress.aggregator.values_v01001.hi', 0x4FC1F56F)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x542DFDF3), ('P4rIngress.aggregator.values_v01010.hi', 0xCFB7227A)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xBE86A5F0), ('P4rIngress.aggregator.values_v01011.hi', 0x8F3B9654)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xFA735533), ('P4rIngress.aggregator.values_v01100.hi', 0x0911A4EF)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x7F9C12CE), ('P4rIngress.aggregator.values_v01101.hi', 0x97568F2E)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x5AEFCAF3), ('P4rIngress.aggregator.values_v01110.hi', 0x401CD0F7)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x40FDD26B), ('P4rIngress.aggregator.values_v01111.hi', 0x741D34D3)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x859DD14D), ('P4rIngress.aggregator.values_v10000.hi', 0x7C83FC7E)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xCD599567), ('P4rIngress.aggregator.values_v10001.hi', 0x467B6B53)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xECB5852D), ('P4rIngress.aggregator.values_v10010.hi', 0x2AF18B36)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xF19B58C4), ('P4rIngress.aggregator.values_v10011.hi', 0xC6A8BB37)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x35BCB8E9), ('P4rIngress.aggregator.values_v10100.hi', 0xB8E771CC)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x5D1CFD50), ('P4rIngress.aggregator.values_v10101.hi', 0x4BBE438B)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x23E266DE), ('P4rIngress.aggregator.values_v10110.hi', 0x9DD0B359)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xAD2BD20B), ('P4rIngress.aggregator.values_v10111.hi', 0x24337183)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xAD7FCD28), ('P4rIngress.aggregator.values_v11000.hi', 0x41A35867)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x571ACD6B), ('P4rIngress.aggregator.values_v11001.hi', 0xA5CFF80D)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x630A8EDE), ('P4rIngress.aggregator.values_v11010.hi', 0x61FCD539)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x797A585D), ('P4rIngress.aggregator.values_v11011.hi', 0x56DC5F11)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x3159AB53), ('P4rIngress.aggregator.values_v11100.hi', 0x78A54A90)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x5807ADAE), ('P4rIngress.aggregator.values_v11101.hi', 0x80000000)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x5277F63B), ('P4rIngress.aggregator.values_v11110.hi', 0x5290D4EF)], 7150)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x6A28A7CF), ('P4rIngress.aggregator.values_v11111.hi', 0x7A0C2BF6)], 7150)
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
                gc.KeyTuple('job_id', 0x5E01),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000131F),
                gc.DataTuple('slot_count', 0x000009C9),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA0814BC2),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0x20B95AA8),
                gc.KeyTuple('src_port', 0x64E8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5E01),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x013E),
            ]
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
        pkt = b'\x1D\xAC\xBD\xD4\x22\xAC\xA3\x5D\x49\xF7\xFC\x61\x08\x00\x05\x00\x00\x00\xED\x89\x00\x00\x00\x11\x00\x00\x20\xB9\x5A\xA8\x78\x0C\x05\x17\x64\xE8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5E\x01\x00\x03\xA0\x81\x4B\xC2\x08\xCF\x02\x08\x8C\x09\xD0\x91\x00\x40\x1D\x60\xB7\x40\xC0\xC3\x55\xF8\x9A\xBF\x3C\xE5\xCB\x55\x82\x38\xFC\x47\x7A\x58\xB1\xED\x62\x83\xF6\x8C\x64\xE1\xF1\x73\x4F\x5D\x41\xD3\x17\x47\x85\xC6\x36\x65\x03\x91\x52\x45\x1D\x93\x2D\xB1\x46\x5F\x68\xD5\xE4\x96\xA2\xAC\xB7\x0D\x5A\x8A\xA9\xA5\x46\xD6\x3F\x73\x56\x85\x69\xE8\x41\xAD\x3C\xBB\x21\x34\x75\xBC\xC0\x16\x67\xA0\x7A\xBD\x17\xD3\x8B\xD2\x9E\x7E\x8A\xEC\x6C\x82\xC3\xAA\xBF\x59\xD3\x7D\x54\xD2\x27\xDE\x68\xA7\x60\xA6\x9B\xE4\xD6\x59\xD6\x94\x4B\x40\x97\xF2\x63\x5E\x66\x7B\x4C\xD0\x97\x2E\x18\xDC\x4A\xBB\x83\xB9\xF3\x5F\x0F\x3E\x6B\x2E\xE5\x4C\xB5\xC1\x4E\x53\xEA\xB2\xEE\xE1\xFB\x89\x58\x7C\x52\x8A\x8D\xDB\x48\x8F\x9E\xF8\x6B\x64\x0C\x9E\xA9\x3D\x8C\x5D\x51\x8C\x5E\xDE\x5F\xAE\x4C\xAE\x59\x72\x6B\x35\xC2\x49\xB3\x2F\xB6\xF3\xAA\x9C\xE6\xF0\x6D\xC9\x77\x87\x6E\xFC\xC3\x6C\x77\x49\xF4\xFF\x93\x33\x8B\x7D\xB6\x94\x01\x17\x4D\x48\xC7\xCC\x3B\xE0\x8C\xAB\x43\x45\x9C\x55\x7F\x8C\x43\x50\x79\xF2\x26\x11\x17\x08\x9B\xDB\x57\x46\xAE\x2C\x09\x42\xCC\x42\x6B\x16\xCA\x5B\x80\x00\x00\x00\x63\x7E\xB1\xAC\x6B\x34\x68\x79\x8C\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xA3\x5D\x49\xF7\xFC\x61\x1D\xAC\xBD\xD4\x22\xAC\x08\x00\x05\x00\x00\x00\xED\x89\x00\x00\x40\x11\x00\x00\x78\x0C\x05\x17\x20\xB9\x5A\xA8\xBE\xEF\x64\xE8\x01\x20\x00\x00\x50\x34\x02\x82\x5E\x01\x00\x03\xA0\x81\x4B\xC2\x08\xCF\x00\x08\x8C\x09\xD0\x91\x00\x40\x00\x0C\x80\x00\x00\x00\x55\xF8\x9A\xBF\x7F\xFF\xFF\xFF\x82\x38\xFC\x47\x7F\xFF\xFF\xFF\x62\x83\xF6\x8C\x7F\xFF\xFF\xFF\x4F\x5D\x41\xD3\x7F\xFF\xFF\xFF\x36\x65\x03\x91\x7F\xFF\xFF\xFF\x2D\xB1\x46\x5F\x7F\xFF\xFF\xFF\xA2\xAC\xB7\x0D\x7F\xFF\xFF\xFF\x46\xD6\x3F\x73\x7F\xFF\xFF\xFF\x41\xAD\x3C\xBB\x50\x08\x2D\x40\xC0\x16\x67\xA0\x7F\xFF\xFF\xFF\x8B\xD2\x9E\x7E\x80\x00\x00\x00\xC3\xAA\xBF\x59\xCD\xF0\xAA\x05\x27\xDE\x68\xA7\x7F\xFF\xFF\xFF\xD6\x59\xD6\x94\x7F\xFF\xFF\xFF\x63\x5E\x66\x7B\x7F\xFF\xFF\xFF\x18\xDC\x4A\xBB\x80\x00\x00\x00\x0F\x3E\x6B\x2E\xB2\xA6\x4B\x28\x4E\x53\xEA\xB2\xDB\x97\x80\xB6\x58\x7C\x52\x8A\x80\x00\x00\x00\x9E\xF8\x6B\x64\x42\x5B\x62\x26\x8C\x5D\x51\x8C\x7F\xFF\xFF\xFF\x4C\xAE\x59\x72\x7F\xFF\xFF\xFF\xB3\x2F\xB6\xF3\x80\x00\x00\x00\x6D\xC9\x77\x87\x1C\x7C\x90\x94\x77\x49\xF4\xFF\xEA\x4E\x58\xE8\xB6\x94\x01\x17\x7F\xFF\xFF\xFF\x3B\xE0\x8C\xAB\x7F\xFF\xFF\xFF\x7F\x8C\x43\x50\x7F\xFF\xFF\xFF\x17\x08\x9B\xDB\x7F\xFF\xFF\xFF\x09\x42\xCC\x42\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6B\x34\x68\x79\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x3B\x35\x1A\x9E\x8C\x09\xD0\x91\x8C\x09\xD0\x91\x0C\x56\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x03\x7C\x0E\x23\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1D\xB9\x00\xB2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x50\x08\x2D\x40\x0F\xD8\x5D\x0F\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xCD\xF0\xAA\x05\x30\xF0\x0D\x96\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB2\xA6\x4B\x28\x7F\xFF\xFF\xFF\xDB\x97\x80\xB6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x42\x5B\x62\x26\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1C\x7C\x90\x94\x7F\xFF\xFF\xFF\xEA\x4E\x58\xE8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x89\x42\xCC\x42\x7F\xFF\xFF\xFF\xD2\x90\xD4\xEF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8C\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x727BE356), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5C3B3C59)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5C3B3C59, 3656)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x13), ('P4rIngress.aggregator.count_exp.exponent', 0xB7)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xB4C3A725), ('P4rIngress.aggregator.values_v00000.hi', 0x31D9EA2E)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x703C8B72), ('P4rIngress.aggregator.values_v00001.hi', 0xD07528E2)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5B3C2797), ('P4rIngress.aggregator.values_v00010.hi', 0x51AF3525)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x6D0430BF), ('P4rIngress.aggregator.values_v00011.hi', 0x3A84363D)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x5685B0F3), ('P4rIngress.aggregator.values_v00100.hi', 0x6F7F694F)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x5637CC20), ('P4rIngress.aggregator.values_v00101.hi', 0x57931DAE)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x38250423), ('P4rIngress.aggregator.values_v00110.hi', 0xB7DE5EF8)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x5DAB5B57), ('P4rIngress.aggregator.values_v00111.hi', 0x74C17F3A)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x325AA6F2), ('P4rIngress.aggregator.values_v01000.hi', 0x0C03F29B)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x0AA2678B), ('P4rIngress.aggregator.values_v01001.hi', 0xD5244ECD)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x3697B2DA), ('P4rIngress.aggregator.values_v01010.hi', 0xCE615931)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x9B93FA64), ('P4rIngress.aggregator.values_v01011.hi', 0x9913C502)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x0EE565A1), ('P4rIngress.aggregator.values_v01100.hi', 0x64E2E680)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x5ED34637), ('P4rIngress.aggregator.values_v01101.hi', 0xEFAE555E)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x3C0B06F8), ('P4rIngress.aggregator.values_v01110.hi', 0x67351ADB)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5CD6DCF3), ('P4rIngress.aggregator.values_v01111.hi', 0x76134F5E)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x9A2B73EC), ('P4rIngress.aggregator.values_v10000.hi', 0x7F7C562C)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xC1D362E5), ('P4rIngress.aggregator.values_v10001.hi', 0x076F612D)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x5ABC3CD1), ('P4rIngress.aggregator.values_v10010.hi', 0x37D71E4C)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xB09EF9F7), ('P4rIngress.aggregator.values_v10011.hi', 0x9354AE39)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x6535F25C), ('P4rIngress.aggregator.values_v10100.hi', 0xA661635F)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x7F0CEB4B), ('P4rIngress.aggregator.values_v10101.hi', 0x3A975868)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x649FDF85), ('P4rIngress.aggregator.values_v10110.hi', 0xDF3019B9)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xBDEAED82), ('P4rIngress.aggregator.values_v10111.hi', 0x80000000)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x9698D4A3), ('P4rIngress.aggregator.values_v11000.hi', 0x2CB8B39A)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xDCCA8676), ('P4rIngress.aggregator.values_v11001.hi', 0x4B65A0A0)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xD23CE4C8), ('P4rIngress.aggregator.values_v11010.hi', 0x09C4D005)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x04204ADA), ('P4rIngress.aggregator.values_v11011.hi', 0x565A30B2)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x5937A9B0), ('P4rIngress.aggregator.values_v11100.hi', 0x547CAD9D)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xAADB5B9B), ('P4rIngress.aggregator.values_v11101.hi', 0xC47BFDFA)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x4970E8B3), ('P4rIngress.aggregator.values_v11110.hi', 0x70ABF694)], 3656)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x5C076E29), ('P4rIngress.aggregator.values_v11111.hi', 0x6E7F1E8E)], 3656)
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
                gc.KeyTuple('job_id', 0x3B2C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000023),
                gc.DataTuple('slot_count', 0x000018D7),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x039924C1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x38D3D2E8),
                gc.KeyTuple('src_port', 0x78ED),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3B2C),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x02B2),
            ]
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
        pkt = b'\x38\x6B\x82\x0D\xDB\xA2\xC6\xA2\xC3\xBA\x14\x30\x08\x00\x05\x00\x00\x00\x52\xE4\x00\x00\x00\x11\x00\x00\x38\xD3\xD2\xE8\x8C\x31\x57\x48\x78\xED\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3B\x2C\x00\x03\x03\x99\x24\xC1\x0E\x25\x02\x70\x5C\x3B\x3C\x59\x00\x40\xDA\x77\xA1\xB5\x5A\x67\x66\x68\xEB\x6A\x37\x8E\xB8\xAF\x9C\x19\x3E\x70\x6A\x43\x67\xC3\x97\xB1\xB2\xE9\x4D\xFC\xEF\x29\x64\x65\x23\x28\x48\xA6\xB9\x81\x58\x33\x2E\xE8\x67\x2A\xA2\xE6\x3A\xBF\x9F\xEB\x69\xBA\x1F\x79\x96\xC9\x74\xF1\x5B\x9F\x3C\xB7\x8B\xEC\x54\x10\x7D\x79\xF6\xC7\x77\x27\x21\x97\x74\x23\x12\x61\xC6\x17\x46\xA0\x62\xC3\x2E\xB3\xA4\xB5\x33\x63\xB3\xE8\xBA\xD8\xDD\x53\xF9\x3C\x66\xD4\x1D\xCB\xCE\x5D\x7D\x81\x36\xD5\xD0\x33\x81\x8D\xCE\x53\x5E\x1C\x2F\xA9\x41\x8E\xD3\x6B\x4D\xF2\xD0\x45\x57\x2A\x03\x4F\xBA\xAF\xBD\x33\x3F\xA8\x01\xA7\x4F\x31\xDF\xB5\x7E\x59\x4A\xF3\xAF\xF0\x6E\x98\x75\x59\x22\x86\xAC\x14\x73\x7D\xC3\x14\xF9\x90\xED\x17\x07\x8F\xC4\xDB\x56\x76\x11\x0F\xB2\x51\x77\x36\xC4\x59\x3F\x99\xBD\xC1\x8E\x65\x93\xA3\x4E\x6E\x71\xFA\x4A\xD6\xAF\x21\xD6\xA0\x02\xE0\x6C\x4F\xEB\x2F\x6D\xD7\x23\x62\x4A\x38\x12\xCD\xF7\x1E\xEA\xFE\x7F\x13\x42\x3E\xDC\xA0\x77\xAD\x70\xC0\xE3\x8E\x80\x00\x00\x00\x7D\x3C\xA9\x8A\x34\x2B\x2B\x5E\x31\xD0\xF2\x0C\x4B\x17\x88\x9A\x52\x68\x66\xF6\x73\xCF\x06\x5E\x3E\xE9\x61\x8B\x00\xCC\x01\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xC6\xA2\xC3\xBA\x14\x30\x38\x6B\x82\x0D\xDB\xA2\x08\x00\x05\x00\x00\x00\x52\xE4\x00\x00\x40\x11\x00\x00\x8C\x31\x57\x48\x38\xD3\xD2\xE8\xBE\xEF\x78\xED\x01\x20\x00\x00\x50\x34\x02\x82\x3B\x2C\x00\x03\x03\x99\x24\xC1\x0E\x25\x00\x70\x5C\x3B\x3C\x59\x00\x40\x00\x14\x80\x00\x00\x00\x66\x68\xEB\x6A\x7F\xFF\xFF\xFF\x9C\x19\x3E\x70\x7F\xFF\xFF\xFF\x97\xB1\xB2\xE9\x7F\xFF\xFF\xFF\x64\x65\x23\x28\x7F\xFF\xFF\xFF\x58\x33\x2E\xE8\x7F\xFF\xFF\xFF\x3A\xBF\x9F\xEB\x7F\xFF\xFF\xFF\x96\xC9\x74\xF1\x7F\xFF\xFF\xFF\x8B\xEC\x54\x10\x7F\xFF\xFF\xFF\x77\x27\x21\x97\x7E\xC5\x79\xEC\xC6\x17\x46\xA0\x7F\xFF\xFF\xFF\xA4\xB5\x33\x63\x80\x00\x00\x00\xDD\x53\xF9\x3C\x75\xB9\x83\x6C\xCE\x5D\x7D\x81\x7F\xFF\xFF\xFF\x81\x8D\xCE\x53\x7F\xFF\xFF\xFF\x41\x8E\xD3\x6B\x7F\xFF\xFF\xFF\x57\x2A\x03\x4F\x80\x00\x00\x00\x3F\xA8\x01\xA7\x11\x05\x42\x9A\x7E\x59\x4A\xF3\x0A\xAC\xAB\x69\x75\x59\x22\x86\x80\x00\x00\x00\xC3\x14\xF9\x90\x52\x4C\xF9\xEB\xC4\xDB\x56\x76\x7F\xFF\xFF\xFF\x77\x36\xC4\x59\x7F\xFF\xFF\xFF\x8E\x65\x93\xA3\x0C\x59\x5F\x7C\x4A\xD6\xAF\x21\x80\x00\x00\x00\x6C\x4F\xEB\x2F\x4A\xA1\xA9\xD8\x4A\x38\x12\xCD\xC9\x5B\xCF\xC6\x7F\x13\x42\x3E\xE0\xC0\xC2\x87\x70\xC0\xE3\x8E\xD9\x37\xA9\xB0\x7D\x3C\xA9\x8A\xDF\x06\x86\xF9\x31\xD0\xF2\x0C\x7F\xFF\xFF\xFF\x52\x68\x66\xF6\x7F\xFF\xFF\xFF\x3E\xE9\x61\x8B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x72\x7B\xE3\x5E\x5C\x3B\x3C\x59\x5C\x3B\x3C\x59\x14\xB7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE9\x60\xE8\x0E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\xAD\xD3\x4A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7E\xC5\x79\xEC\x9B\x3B\x95\x6D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x75\xB9\x83\x6C\x33\x40\x64\x01\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x11\x05\x42\x9A\x7F\xFF\xFF\xFF\x0A\xAC\xAB\x69\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x52\x4C\xF9\xEB\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0C\x59\x5F\x7C\xCA\xD6\xAF\x21\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4A\xA1\xA9\xD8\x7F\xFF\xFF\xFF\xC9\x5B\xCF\xC6\x7F\xFF\xFF\xFF\xE0\xC0\xC2\x87\x7F\xFF\xFF\xFF\xD9\x37\xA9\xB0\x7F\xFF\xFF\xFF\xDF\x06\x86\xF9\xF6\x4C\xF0\x06\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\xCC\x01\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4297A8D4), ('P4rIngress.aggregator.bitmap_seq.seq', 0x285AA9CE)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x285AA9CE, 2053)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x9F)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xB48AC524), ('P4rIngress.aggregator.values_v00000.hi', 0x52FC8E27)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x2E55AE13), ('P4rIngress.aggregator.values_v00001.hi', 0x8C3AF136)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x3120A894), ('P4rIngress.aggregator.values_v00010.hi', 0xFB5C1573)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4AB96E10), ('P4rIngress.aggregator.values_v00011.hi', 0x53EAAB45)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x6714C8DC), ('P4rIngress.aggregator.values_v00100.hi', 0x711A4836)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x354EEEB5), ('P4rIngress.aggregator.values_v00101.hi', 0x53CB59ED)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4019FD15), ('P4rIngress.aggregator.values_v00110.hi', 0xAFECB55C)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x56B4B8B5), ('P4rIngress.aggregator.values_v00111.hi', 0x9953BDD4)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x3C7D39EE), ('P4rIngress.aggregator.values_v01000.hi', 0x26822ED6)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xB966C5B3), ('P4rIngress.aggregator.values_v01001.hi', 0x0005B73D)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x1FD6A5B6), ('P4rIngress.aggregator.values_v01010.hi', 0x8C6EE510)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xC170C30B), ('P4rIngress.aggregator.values_v01011.hi', 0x9F93BAFD)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x6DBEC35C), ('P4rIngress.aggregator.values_v01100.hi', 0x31C240F1)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x7B910EBF), ('P4rIngress.aggregator.values_v01101.hi', 0x87069095)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x564667A7), ('P4rIngress.aggregator.values_v01110.hi', 0x36F8C756)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x6484A8FC), ('P4rIngress.aggregator.values_v01111.hi', 0x67379F99)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xA7AB6B4B), ('P4rIngress.aggregator.values_v10000.hi', 0x4ED12CC4)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xD6952D17), ('P4rIngress.aggregator.values_v10001.hi', 0x66D2E5E5)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x17083133), ('P4rIngress.aggregator.values_v10010.hi', 0x3F7D6D16)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x09A52BA8), ('P4rIngress.aggregator.values_v10011.hi', 0xA8A9F261)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x62DC622B), ('P4rIngress.aggregator.values_v10100.hi', 0xAB6B80E6)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x4DD6C81A), ('P4rIngress.aggregator.values_v10101.hi', 0x756FFF0B)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x62A32776), ('P4rIngress.aggregator.values_v10110.hi', 0x2F4D8A7C)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x7CE026A5), ('P4rIngress.aggregator.values_v10111.hi', 0x44B6F72D)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x9F240A4D), ('P4rIngress.aggregator.values_v11000.hi', 0x606D72FE)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x7A873FB3), ('P4rIngress.aggregator.values_v11001.hi', 0x0F7D4536)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x479CDAC5), ('P4rIngress.aggregator.values_v11010.hi', 0x796D8C7E)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xBF3BB697), ('P4rIngress.aggregator.values_v11011.hi', 0x9AC1A982)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x6B60E61B), ('P4rIngress.aggregator.values_v11100.hi', 0x5C9B5DB0)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x364B46B7), ('P4rIngress.aggregator.values_v11101.hi', 0x6950E9F7)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x3D56800D), ('P4rIngress.aggregator.values_v11110.hi', 0x8AA2E7BB)], 2053)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x2279CDB3), ('P4rIngress.aggregator.values_v11111.hi', 0xD9739739)], 2053)
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
                gc.KeyTuple('job_id', 0x2948),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000537),
                gc.DataTuple('slot_count', 0x00000402),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEBD38275),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x7A5B52A5),
                gc.KeyTuple('src_port', 0x9406),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2948),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0388),
            ]
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
        pkt = b'\xB2\x06\x94\x6C\xDE\xB6\x1E\x05\x25\x76\x96\xE5\x08\x00\x05\x00\x00\x00\x1D\x08\x00\x00\x00\x11\x00\x00\x7A\x5B\x52\xA5\x0C\x00\x51\x09\x94\x06\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x29\x48\x00\x03\xEB\xD3\x82\x75\x02\xCE\x00\x4A\x28\x5A\xA9\xCE\x00\x40\x77\xB0\xB8\x8E\x75\xFB\x59\x5E\xD7\x73\x56\x64\xA7\xC1\x80\x2B\xE7\x00\x71\xEC\xEF\xD4\x9D\x58\x76\x16\x52\x8B\x8D\x74\x66\x39\x27\xD6\x4E\x9D\x8D\xF6\x27\x7B\x48\x9D\x53\x4A\x26\xB8\x5B\x37\x33\xCE\x4E\x13\x8A\x6D\xB7\xE5\xB2\x70\x44\x0E\x5A\x87\x39\x30\x92\x08\x61\x61\xB1\xBD\x6D\x9E\xED\x7B\x1D\x52\x76\xB5\xB3\x34\x96\xFF\x7D\x8A\x34\x95\xC2\x4A\xC6\xFC\xBD\xAA\xFF\x36\x8B\x96\xB8\x97\xA8\x8E\xDA\x9D\x17\x46\x48\xE7\x22\x6D\xEE\x5D\x9E\xBA\x92\xD9\x7D\x92\xB6\x42\x4A\x14\xD9\x39\x43\x31\xED\xF1\x27\xDE\xCF\xB7\xB5\xA6\xEF\x69\x5F\xEC\x22\x8E\x5A\x1B\x5E\xD2\x2D\xA4\x54\x54\x49\x0D\x2F\x28\x16\xB1\xE7\x9D\x7B\x5F\x2B\x5E\x48\xAD\xD6\x5F\x22\xC8\xD6\xE2\xCA\x2B\xBC\x3F\x3C\x02\x29\x46\x3D\xCF\xF5\xC3\x55\xF0\xDD\x7E\x64\x68\x3E\xC9\x01\xCE\x35\x27\x52\xB4\xD8\x77\xD2\xCC\xEC\xE8\x73\xE6\x42\x00\x21\x75\x47\xFC\x79\x82\xDC\xEF\x7A\x4E\xD3\x2D\x40\x7B\x83\x9E\x36\x5B\x61\xB5\xD6\x5D\x8A\x88\x44\xFC\x67\x09\x6C\xF2\x77\x45\x69\x5B\xB0\x62\x27\x39\xCA\xF8\x79\xAE\xD8\xF0\x73\xBC\xB7\xD1\x73\x73\xF5\xDD\x9B\xF6\x8D\x0E\x61\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x1E\x05\x25\x76\x96\xE5\xB2\x06\x94\x6C\xDE\xB6\x08\x00\x05\x00\x00\x00\x1D\x08\x00\x00\x40\x11\x00\x00\x0C\x00\x51\x09\x7A\x5B\x52\xA5\xBE\xEF\x94\x06\x01\x20\x00\x00\x50\x34\x02\x82\x29\x48\x00\x03\xEB\xD3\x82\x75\x02\xCE\x00\x4A\x28\x5A\xA9\xCE\x00\x40\x00\x20\x80\x00\x00\x00\x59\x5E\xD7\x73\x7F\xFF\xFF\xFF\x80\x2B\xE7\x00\x7F\xFF\xFF\xFF\x9D\x58\x76\x16\x7F\xFF\xFF\xFF\x66\x39\x27\xD6\x7F\xFF\xFF\xFF\x27\x7B\x48\x9D\x7F\xFF\xFF\xFF\x5B\x37\x33\xCE\x7F\xFF\xFF\xFF\xB7\xE5\xB2\x70\x7F\xFF\xFF\xFF\x39\x30\x92\x08\x7F\xFF\xFF\xFF\x6D\x9E\xED\x7B\xD6\xB9\x3C\x68\xB3\x34\x96\xFF\x7F\xFF\xFF\xFF\xC2\x4A\xC6\xFC\x80\x00\x00\x00\x8B\x96\xB8\x97\x16\x4D\x9D\xF9\x17\x46\x48\xE7\x7F\xFF\xFF\xFF\x9E\xBA\x92\xD9\x7F\xFF\xFF\xFF\x4A\x14\xD9\x39\x7F\xFF\xFF\xFF\x27\xDE\xCF\xB7\x80\x00\x00\x00\x5F\xEC\x22\x8E\x30\xB0\x8B\xE9\x2D\xA4\x54\x54\x60\x15\x60\x5B\x16\xB1\xE7\x9D\x7F\xFF\xFF\xFF\x48\xAD\xD6\x5F\x7F\xFF\xFF\xFF\xCA\x2B\xBC\x3F\x7F\xFF\xFF\xFF\x3D\xCF\xF5\xC3\x7F\xFF\xFF\xFF\x64\x68\x3E\xC9\x7E\xAE\x5B\xCC\x52\xB4\xD8\x77\x80\x00\x00\x00\x73\xE6\x42\x00\x7F\xFF\xFF\xFF\x79\x82\xDC\xEF\x7F\xFF\xFF\xFF\x40\x7B\x83\x9E\xF5\x97\x18\x4C\xD6\x5D\x8A\x88\x7F\xFF\xFF\xFF\x6C\xF2\x77\x45\x7F\xFF\xFF\xFF\x27\x39\xCA\xF8\x7F\xFF\xFF\xFF\x73\xBC\xB7\xD1\x7F\xFF\xFF\xFF\x9B\xF6\x8D\x0E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x42\x97\xA8\xDC\x28\x5A\xA9\xCE\x28\x5A\xA9\xCE\x20\x9F\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x98\xB4\x8B\x89\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD2\x84\x4F\xDC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\xB9\x3C\x68\xB3\x3A\x4E\x3C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x16\x4D\x9D\xF9\x49\x08\x89\xD8\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x30\xB0\x8B\xE9\x7F\xFF\xFF\xFF\x60\x15\x60\x5B\x56\x2F\x54\xB3\x7F\xFF\xFF\xFF\xF1\x57\xC8\xC0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7E\xAE\x5B\xCC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\x97\x18\x4C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFE\x5F\x9F\x8C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x61\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xACD9CCA5), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0DE50D89)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0DE50D89, 1790)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0xAB)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xA774C1E3), ('P4rIngress.aggregator.values_v00000.hi', 0x65476D6B)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x2B2FFAC3), ('P4rIngress.aggregator.values_v00001.hi', 0xA6696217)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x74EC88A1), ('P4rIngress.aggregator.values_v00010.hi', 0x8898BDB3)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x56DF9F53), ('P4rIngress.aggregator.values_v00011.hi', 0x5FAD9F2B)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x55CB63B2), ('P4rIngress.aggregator.values_v00100.hi', 0x7D53568B)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7F2F651A), ('P4rIngress.aggregator.values_v00101.hi', 0x6949E928)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x7C9595B2), ('P4rIngress.aggregator.values_v00110.hi', 0xA05CBB39)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x63841FF3), ('P4rIngress.aggregator.values_v00111.hi', 0x6753E1C3)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x6E90249B), ('P4rIngress.aggregator.values_v01000.hi', 0x4B0D1650)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xAC8E094D), ('P4rIngress.aggregator.values_v01001.hi', 0x07AC976C)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x034122EC), ('P4rIngress.aggregator.values_v01010.hi', 0x4587D1B6)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x78F2DD3B), ('P4rIngress.aggregator.values_v01011.hi', 0x3A37FA64)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xBD3685E3), ('P4rIngress.aggregator.values_v01100.hi', 0x2B8FC872)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xCA71DC49), ('P4rIngress.aggregator.values_v01101.hi', 0x4FE27D82)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x59D5D5C3), ('P4rIngress.aggregator.values_v01110.hi', 0x57DFD3AB)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x4CD67E9F), ('P4rIngress.aggregator.values_v01111.hi', 0x3F4DDB52)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x721D4A15), ('P4rIngress.aggregator.values_v10000.hi', 0x55AFCF50)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xB45E3293), ('P4rIngress.aggregator.values_v10001.hi', 0x11E6CB71)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x7D5B8D2A), ('P4rIngress.aggregator.values_v10010.hi', 0x7A0692EE)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xAB5A6A36), ('P4rIngress.aggregator.values_v10011.hi', 0x4F9DB4D7)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x5A39AF1F), ('P4rIngress.aggregator.values_v10100.hi', 0x73A184B1)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x7D75054A), ('P4rIngress.aggregator.values_v10101.hi', 0x80000000)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x4809172E), ('P4rIngress.aggregator.values_v10110.hi', 0xAF3BC5AA)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x5C8D2BA9), ('P4rIngress.aggregator.values_v10111.hi', 0x4E8CE3F0)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x78CB767E), ('P4rIngress.aggregator.values_v11000.hi', 0x75181988)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x58F7E8F7), ('P4rIngress.aggregator.values_v11001.hi', 0x610152F8)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x41E1160C), ('P4rIngress.aggregator.values_v11010.hi', 0x83D0096A)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x4B899595), ('P4rIngress.aggregator.values_v11011.hi', 0x5BD8D75D)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x00000000), ('P4rIngress.aggregator.values_v11100.hi', 0x80000000)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x2E1353A1), ('P4rIngress.aggregator.values_v11101.hi', 0x80000000)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x7BA1922C), ('P4rIngress.aggregator.values_v11110.hi', 0x2069C7D7)], 1790)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xD246B8D7), ('P4rIngress.aggregator.values_v11111.hi', 0xC631FF29)], 1790)
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
                gc.KeyTuple('job_id', 0xBDC9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000233),
                gc.DataTuple('slot_count', 0x00001BBE),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5D1CA98A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x46F852F3),
                gc.KeyTuple('src_port', 0x0618),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xBDC9),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x00F0),
            ]
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
        pkt = b'\xF1\xA9\xF1\xFC\xB6\xAF\xD8\x19\x58\xC6\x4A\x2E\x08\x00\x05\x00\x00\x00\x1E\x93\x00\x00\x00\x11\x00\x00\x46\xF8\x52\xF3\x5B\x3B\x28\xC9\x06\x18\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBD\xC9\x00\x03\x5D\x1C\xA9\x8A\x04\xCB\x00\x8D\x0D\xE5\x0D\x89\x00\x40\x47\x0B\x8B\x19\x9A\x4D\x47\x3C\x70\x6A\x77\x04\x81\xC4\xBF\xD1\xE6\xF3\x0B\xE3\xC5\x6E\x0F\x8B\xA1\xC8\x42\x9D\xE1\xAC\x40\x4E\xB7\xA9\x5D\x5A\x73\xFF\x51\xE6\x71\x93\x14\x99\xF5\xD5\x24\x1D\x94\xB6\x5E\xF1\x8B\x10\xB4\x76\xAC\x35\x58\x6D\xB9\xCD\x0E\xBA\x9E\x78\x3D\x35\x2F\xB5\x4D\xA5\xD6\xDA\x08\xE4\xE2\xBF\x11\x26\xB3\x62\x83\xDB\x72\xE8\xC3\x9F\x54\xA0\x17\xB3\xEF\x79\x78\xE7\xB9\x63\x5F\x42\xDE\xCF\xC6\xF4\xA7\x9A\xA1\x6D\x61\xDB\xD5\x3C\x76\xBE\x50\x9C\x4C\x49\xCD\xCA\x5F\x9C\x45\x51\x8F\xE5\x4D\xED\xD9\x57\x36\xF4\x5A\x16\x6D\xA6\xFD\x06\xCB\xCD\x6F\xBC\xF5\xFE\x6D\xC9\xF1\x66\x3C\xF8\x22\x2A\x56\x82\xB3\x98\xAE\x8F\x5F\xB9\xB3\x8F\x55\x43\x3F\x64\x0D\x80\xC8\x51\x0A\x57\x63\x78\x7A\x83\x92\xF3\x5A\xBA\x94\xAA\xA4\xA6\x11\xB2\x53\xEA\x0C\x4D\xCF\x23\x20\x75\xAA\x54\x2A\x47\xC6\xD7\x1E\x50\x3F\x92\x48\x88\x77\x4D\x8B\x77\x49\x39\xDB\x78\xFD\x9F\xFC\xA8\x5A\x03\xB4\xB3\x9A\x1B\x4C\xD8\x00\x00\x00\x00\x2A\xEA\xB0\x3C\x17\x79\x37\x3B\x67\xB1\x92\x56\x33\xE2\x33\x2F\x7A\x42\x53\x6A\x46\x07\xDE\x89\x94\x65\xC9\xDA\xCD\x7D\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xD8\x19\x58\xC6\x4A\x2E\xF1\xA9\xF1\xFC\xB6\xAF\x08\x00\x05\x00\x00\x00\x1E\x93\x00\x00\x40\x11\x00\x00\x5B\x3B\x28\xC9\x46\xF8\x52\xF3\xBE\xEF\x06\x18\x01\x20\x00\x00\x50\x34\x02\x82\xBD\xC9\x00\x03\x5D\x1C\xA9\x8A\x04\xCB\x00\x8D\x0D\xE5\x0D\x89\x00\x40\x00\x1B\x80\x00\x00\x00\x47\x3C\x70\x6A\x7F\xFF\xFF\xFF\xBF\xD1\xE6\xF3\x7F\xFF\xFF\xFF\x0F\x8B\xA1\xC8\x7F\xFF\xFF\xFF\x40\x4E\xB7\xA9\x7F\xFF\xFF\xFF\x51\xE6\x71\x93\x7F\xFF\xFF\xFF\x24\x1D\x94\xB6\x7F\xFF\xFF\xFF\xB4\x76\xAC\x35\x7F\xFF\xFF\xFF\x0E\xBA\x9E\x78\x7F\xFF\xFF\xFF\x4D\xA5\xD6\xDA\xB5\x72\xEC\x0C\x11\x26\xB3\x62\x87\x1C\x95\xD4\xC3\x9F\x54\xA0\x7F\xFF\xFF\xFF\x78\xE7\xB9\x63\x1C\x79\x64\xB2\xC6\xF4\xA7\x9A\x80\x00\x00\x00\xD5\x3C\x76\xBE\x7F\xFF\xFF\xFF\xCD\xCA\x5F\x9C\x7F\xFF\xFF\xFF\x4D\xED\xD9\x57\x7F\xFF\xFF\xFF\x6D\xA6\xFD\x06\x80\x2B\xA2\x4F\xF5\xFE\x6D\xC9\x6E\xC1\xCA\x22\x22\x2A\x56\x82\x80\x00\x00\x00\x5F\xB9\xB3\x8F\x7F\xFF\xFF\xFF\x0D\x80\xC8\x51\x7F\xFF\xFF\xFF\x7A\x83\x92\xF3\x7F\xFF\xFF\xFF\xA4\xA6\x11\xB2\x7F\xFF\xFF\xFF\xCF\x23\x20\x75\x23\x1F\xA0\xC5\xC6\xD7\x1E\x50\x7F\xFF\xFF\xFF\x77\x4D\x8B\x77\x7F\xFF\xFF\xFF\xFD\x9F\xFC\xA8\x7F\xFF\xFF\xFF\x9A\x1B\x4C\xD8\x00\x00\x00\x00\x2A\xEA\xB0\x3C\x45\x8C\x8A\xDC\x67\xB1\x92\x56\x7F\xFF\xFF\xFF\x7A\x42\x53\x6A\x18\x4E\x97\x60\x94\x65\xC9\xDA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xAC\xD9\xCC\xAD\x0D\xE5\x0D\x89\x0D\xE5\x0D\x89\x1B\xAB\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x98\x24\x5F\x7B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x76\x0E\x80\x3B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB5\x72\xEC\x0C\x18\xD3\x4A\xCE\x87\x1C\x95\xD4\x09\x27\x26\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1C\x79\x64\xB2\xF2\x84\x70\x0C\x80\x00\x00\x00\x25\x1E\xF4\x40\x7F\xFF\xFF\xFF\x25\xAA\x33\x47\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x2B\xA2\x4F\x07\xE5\x39\x3A\x6E\xC1\xCA\x22\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFA\x83\x92\xF3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1D\xB0\x04\x65\x23\x1F\xA0\xC5\x3B\xEF\x37\xD8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x81\x70\x06\x12\x7F\xFF\xFF\xFF\xF5\xF4\x24\x35\x00\x00\x00\x00\xAA\xEA\xB0\x3C\x45\x8C\x8A\xDC\xE7\xB1\x92\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x18\x4E\x97\x60\x80\x00\x00\x00\xCD\x7D\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC8EE40F2), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2B43CFC7)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2B43CFC7, 4359)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x09), ('P4rIngress.aggregator.count_exp.exponent', 0xD7)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xBA212B08), ('P4rIngress.aggregator.values_v00000.hi', 0x5DF77771)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x57234675), ('P4rIngress.aggregator.values_v00001.hi', 0x8914DE32)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x49DCFF34), ('P4rIngress.aggregator.values_v00010.hi', 0xCB548AB3)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4C7F5AAD), ('P4rIngress.aggregator.values_v00011.hi', 0x67F535DF)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x2CFC4D0B), ('P4rIngress.aggregator.values_v00100.hi', 0x5220A988)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x5D54A0B1), ('P4rIngress.aggregator.values_v00101.hi', 0x74BE021B)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x68C142AF), ('P4rIngress.aggregator.values_v00110.hi', 0xBCC95455)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x723F1805), ('P4rIngress.aggregator.values_v00111.hi', 0x5E14CC97)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x3AE6ABAB), ('P4rIngress.aggregator.values_v01000.hi', 0x65857F4D)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x87829222), ('P4rIngress.aggregator.values_v01001.hi', 0x3563BDB7)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x24E7E58F), ('P4rIngress.aggregator.values_v01010.hi', 0xAB99242F)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xD6714291), ('P4rIngress.aggregator.values_v01011.hi', 0x9F0164AD)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xDF53AEDD), ('P4rIngress.aggregator.values_v01100.hi', 0xAC53F5D9)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x66B2B8F0), ('P4rIngress.aggregator.values_v01101.hi', 0xA98886D1)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xDB4EE729), ('P4rIngress.aggregator.values_v01110.hi', 0x5BAAD2FD)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x64A20B3B), ('P4rIngress.aggregator.values_v01111.hi', 0x74F875AC)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x20B3EB49), ('P4rIngress.aggregator.values_v10000.hi', 0x7A5DA9C3)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x38537BA3), ('P4rIngress.aggregator.values_v10001.hi', 0xE3D378A0)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x6997739E), ('P4rIngress.aggregator.values_v10010.hi', 0x5DD14148)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x3677A8EF), ('P4rIngress.aggregator.values_v10011.hi', 0x527BD596)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x4E18D5CE), ('P4rIngress.aggregator.values_v10100.hi', 0xECABB2AD)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xB9EC72B1), ('P4rIngress.aggregator.values_v10101.hi', 0x5A11D083)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x2173526C), ('P4rIngress.aggregator.values_v10110.hi', 0xAFDA6415)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x5288126B), ('P4rIngress.aggregator.values_v10111.hi', 0x30EAD4D7)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xEBADCA22), ('P4rIngress.aggregator.values_v11000.hi', 0x2B96E853)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xD55FCCE5), ('P4rIngress.aggregator.values_v11001.hi', 0xCB2DAFD8)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xB123C047), ('P4rIngress.aggregator.values_v11010.hi', 0x2D8B4B23)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xAEDB9DC2), ('P4rIngress.aggregator.values_v11011.hi', 0xA66653FA)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x5B70F934), ('P4rIngress.aggregator.values_v11100.hi', 0x678C1893)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x2BBD45CD), ('P4rIngress.aggregator.values_v11101.hi', 0x55008D51)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x69150BEA), ('P4rIngress.aggregator.values_v11110.hi', 0x3434BB4B)], 4359)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x784C9247), ('P4rIngress.aggregator.values_v11111.hi', 0x7274AD47)], 4359)
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
                gc.KeyTuple('job_id', 0x4ADE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C5E),
                gc.DataTuple('slot_count', 0x00000CE5),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3F6FBBBA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x5362C47C),
                gc.KeyTuple('src_port', 0x9265),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4ADE),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0388),
            ]
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
        pkt = b'\xF1\x53\xC1\xD2\x16\x86\x49\x48\xC1\xF0\x63\x96\x08\x00\x05\x00\x00\x00\x99\x85\x00\x00\x00\x11\x00\x00\x53\x62\xC4\x7C\xE0\x3B\x9D\x92\x92\x65\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4A\xDE\x00\x03\x3F\x6F\xBB\xBA\x04\xA9\x00\xD0\x2B\x43\xCF\xC7\x00\x40\xBA\x1B\xB2\x57\x77\x9B\x60\x44\x1F\x59\x47\x67\xA7\xDB\x92\x3B\x2D\xAF\x54\xCB\x76\x46\x0D\x52\xC2\x6E\x66\xAC\x9E\xAB\x4E\x89\x14\xC7\x75\xEB\xAF\xE2\x73\xBC\x8A\xD8\x63\x90\x32\x26\x46\xB1\xC2\xEA\x44\xDA\xCF\x15\xA8\x4C\x74\x57\x37\x47\x3E\x5A\x0D\x87\xF9\xC7\x5E\xC4\xAC\x95\x44\x4B\x4C\xB5\x65\x8D\x4A\x71\x9F\x74\x64\x65\x6F\x97\x9A\x74\xB9\x29\xFC\xBF\xA3\x66\xFA\xAB\x96\xB4\xD6\x77\xCC\x16\xCE\xD3\x95\x97\x94\xCD\x1D\x04\xBE\xA2\xA1\xFD\xE1\xAE\x43\x08\x65\x8C\x9B\x01\xE1\x37\x36\xB7\xBB\xF3\x0B\x45\x82\x76\x68\x19\x69\xAF\x8F\x01\x53\xF3\x7B\xCF\x3D\xA3\xB5\x87\x89\xE7\x39\x42\x35\x1D\x29\x8E\x5B\x14\x61\x1B\x1F\x0C\xFE\xFA\x2F\xBF\x66\xAA\x5D\xB9\xC9\x8E\x36\x9F\xA1\xB6\x7B\x86\x7F\x90\xA7\xD7\x73\xB6\x5C\x5D\xA6\x98\xE9\x11\x66\x88\x6F\x68\x77\x1C\xF9\x98\x6D\xA2\x53\xB3\x73\x8A\x13\x6C\x90\xD4\x45\x6D\xA7\x73\xA4\xC9\xB1\xE1\x79\x19\xAB\xBA\xD6\x82\x98\x86\x67\xAE\xD5\x49\x35\xDA\x74\x34\x8E\xAC\x1E\x6B\x7D\xA9\xEB\x3C\xFC\xF3\x36\x48\x93\xB9\x73\x59\x3A\x4E\x75\x9A\x97\x48\x3B\x6B\xC3\x7D\x21\xA6\x2B\x63\x18\xC6\x2E\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x49\x48\xC1\xF0\x63\x96\xF1\x53\xC1\xD2\x16\x86\x08\x00\x05\x00\x00\x00\x99\x85\x00\x00\x40\x11\x00\x00\xE0\x3B\x9D\x92\x53\x62\xC4\x7C\xBE\xEF\x92\x65\x01\x20\x00\x00\x50\x34\x02\x82\x4A\xDE\x00\x03\x3F\x6F\xBB\xBA\x04\xA9\x00\xD0\x2B\x43\xCF\xC7\x00\x40\x00\x0A\x80\x00\x00\x00\x60\x44\x1F\x59\x7F\xFF\xFF\xFF\x92\x3B\x2D\xAF\x7F\xFF\xFF\xFF\x0D\x52\xC2\x6E\x7F\xFF\xFF\xFF\x4E\x89\x14\xC7\x7F\xFF\xFF\xFF\x73\xBC\x8A\xD8\x7F\xFF\xFF\xFF\x46\xB1\xC2\xEA\x7F\xFF\xFF\xFF\xA8\x4C\x74\x57\x7F\xFF\xFF\xFF\x0D\x87\xF9\xC7\x7F\xFF\xFF\xFF\x44\x4B\x4C\xB5\xED\x0F\xDC\x93\x9F\x74\x64\x65\x7F\xFF\xFF\xFF\xB9\x29\xFC\xBF\x80\x00\x00\x00\x96\xB4\xD6\x77\xAB\x6A\x7D\xB0\x95\x97\x94\xCD\x7F\xFF\xFF\xFF\xA1\xFD\xE1\xAE\x1E\x57\x4C\xB5\x9B\x01\xE1\x37\x7F\xFF\xFF\xFF\x0B\x45\x82\x76\x7F\xFF\xFF\xFF\x8F\x01\x53\xF3\x7F\xFF\xFF\xFF\xB5\x87\x89\xE7\x7F\xFF\xFF\xFF\x29\x8E\x5B\x14\x7F\xFF\xFF\xFF\xFE\xFA\x2F\xBF\x7F\xFF\xFF\xFF\xC9\x8E\x36\x9F\x80\x00\x00\x00\x7F\x90\xA7\xD7\x7F\xFF\xFF\xFF\xA6\x98\xE9\x11\x7F\xFF\xFF\xFF\x77\x1C\xF9\x98\x59\x50\x1D\xD5\x73\x8A\x13\x6C\x80\x00\x00\x00\xA7\x73\xA4\xC9\x80\x00\x00\x00\xAB\xBA\xD6\x82\x80\x00\x00\x00\xD5\x49\x35\xDA\x7F\xFF\xFF\xFF\x1E\x6B\x7D\xA9\x16\xFA\x42\xC0\x36\x48\x93\xB9\x7F\xFF\xFF\xFF\x75\x9A\x97\x48\x7F\xFF\xFF\xFF\x21\xA6\x2B\x63\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC8\xEE\x40\xFA\x2B\x43\xCF\xC7\x2B\x43\xCF\xC7\x0A\xD7\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD8\xA7\x4D\x21\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6B\x9C\xC6\x5E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xED\x0F\xDC\x93\xD4\xD8\x22\x1C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xAB\x6A\x7D\xB0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1E\x57\x4C\xB5\xF6\xAC\xB4\x34\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x09\x5E\xFD\xB6\x7F\xFF\xFF\xFF\x99\x5B\x02\x87\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x51\x76\x05\x55\x7F\xFF\xFF\xFF\xB6\x39\xE9\x4C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x59\x50\x1D\xD5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xD9\x46\x21\xA5\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\xFA\x42\xC0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x18\xC6\x2E\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE07E1B62), ('P4rIngress.aggregator.bitmap_seq.seq', 0x07A4B55C)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x07A4B55C, 3083)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0xA3)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xAA5CB651), ('P4rIngress.aggregator.values_v00000.hi', 0x1D122D69)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x5169527B), ('P4rIngress.aggregator.values_v00001.hi', 0x986B20AB)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x2739B7E9), ('P4rIngress.aggregator.values_v00010.hi', 0x6CCC5E80)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x6BC21B5E), ('P4rIngress.aggregator.values_v00011.hi', 0x57FAEFDB)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x6B44EBDD), ('P4rIngress.aggregator.values_v00100.hi', 0x5C7E671C)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x6BB326EA), ('P4rIngress.aggregator.values_v00101.hi', 0x5C59D659)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x57DA6ECD), ('P4rIngress.aggregator.values_v00110.hi', 0x877AD077)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x51301EA6), ('P4rIngress.aggregator.values_v00111.hi', 0x025A6FDF)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x61DA3F83), ('P4rIngress.aggregator.values_v01000.hi', 0x649F89AB)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xAB2C5A3A), ('P4rIngress.aggregator.values_v01001.hi', 0xA951552A)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x74548DE4), ('P4rIngress.aggregator.values_v01010.hi', 0xA99184F1)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xAA7F3181), ('P4rIngress.aggregator.values_v01011.hi', 0xD2302B79)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xCD19459F), ('P4rIngress.aggregator.values_v01100.hi', 0x9D4F3598)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x5758683E), ('P4rIngress.aggregator.values_v01101.hi', 0xD5448527)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xCD4EB59B), ('P4rIngress.aggregator.values_v01110.hi', 0xEDD8BBD5)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x2D977B2D), ('P4rIngress.aggregator.values_v01111.hi', 0x3C7DE005)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x4A751B6D), ('P4rIngress.aggregator.values_v10000.hi', 0x26F39D9F)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x48F115DD), ('P4rIngress.aggregator.values_v10001.hi', 0xB2EA8D9D)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x4F167B65), ('P4rIngress.aggregator.values_v10010.hi', 0x2C1260D1)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x7C0F0381), ('P4rIngress.aggregator.values_v10011.hi', 0x7ED6A76D)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x70AD04D3), ('P4rIngress.aggregator.values_v10100.hi', 0x55A1D4ED)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x95CECA5C), ('P4rIngress.aggregator.values_v10101.hi', 0x1AF6147E)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x70E95667), ('P4rIngress.aggregator.values_v10110.hi', 0x925A2C2D)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x7575E5AC), ('P4rIngress.aggregator.values_v10111.hi', 0x4FCC115C)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x44BE15D9), ('P4rIngress.aggregator.values_v11000.hi', 0x59350F6B)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xB3A468BA), ('P4rIngress.aggregator.values_v11001.hi', 0xADE921A1)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xBD8F7665), ('P4rIngress.aggregator.values_v11010.hi', 0x07BE492F)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x4812CF29), ('P4rIngress.aggregator.values_v11011.hi', 0x16FE5D4C)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x0724B1F7), ('P4rIngress.aggregator.values_v11100.hi', 0x222757F5)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x3E2FAEFE), ('P4rIngress.aggregator.values_v11101.hi', 0xAAE96F29)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x8B3BE893), ('P4rIngress.aggregator.values_v11110.hi', 0x496AB502)], 3083)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x719D4317), ('P4rIngress.aggregator.values_v11111.hi', 0x556AA48D)], 3083)
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
                gc.KeyTuple('job_id', 0xF4EC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000001E4),
                gc.DataTuple('slot_count', 0x00000E2F),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x95F4D521),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0xBA78DEA2),
                gc.KeyTuple('src_port', 0xFBB4),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF4EC),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x039D),
            ]
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
        pkt = b'\x96\x69\xF8\xAE\xF8\x58\xE8\x2C\x34\xB5\xEC\xEF\x08\x00\x05\x00\x00\x00\x4A\x81\x00\x00\x00\x11\x00\x00\xBA\x78\xDE\xA2\x5B\x8A\x7C\xD7\xFB\xB4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF4\xEC\x00\x03\x95\xF4\xD5\x21\x0A\x27\x04\x49\x07\xA4\xB5\x5C\x00\x40\xD7\x8F\xA9\xDE\xBB\xD1\x72\xEA\xF2\x3C\x3C\x68\x96\xA9\xBB\x1A\x79\x7C\x5A\x11\x1B\xAD\x03\xED\x54\xBE\x39\x75\x59\xD0\x50\x87\xAC\xA9\x49\x1B\xC9\x19\x7A\x1C\xE5\x5A\x48\x0A\x36\x25\x6E\x5C\x7A\x63\x37\x4F\x6C\xBB\xD1\xDB\xB3\xA9\x47\x7F\x2E\x5A\x5E\xC8\x38\x5E\x3C\xB3\x65\x6B\x42\x8B\x97\x2B\xE9\x6A\x5B\x7A\x0B\x75\x2D\x25\x37\x92\x56\x17\xBB\x5D\xDC\x7C\x9A\xF9\xD9\xFB\x96\xD6\x2B\xC5\x65\xAB\x3C\x5F\xCE\xE1\x94\xE1\x4E\x7C\x6D\xC1\xA9\x54\x57\xB5\xCD\x36\xAC\xFD\x0D\xC8\x23\x96\x78\x9D\xBA\xBF\x66\x7E\xEF\x2B\x70\xB3\x7B\xE7\xE6\x56\x89\xB1\x50\xA3\x84\xA5\x12\xBA\xEE\xFD\x7B\xA2\x10\xF7\x67\x56\x73\x43\x54\xA9\x80\xD8\xC1\xCD\x67\x44\x15\x75\x85\x1A\xC3\x6B\x87\x0D\xB4\xA5\xE7\x5C\x6C\x95\x74\x71\x34\x22\xD6\x65\x96\xC8\xE6\x97\x7D\x62\x4D\xA7\x4E\x94\x64\xC5\x39\xE0\xBE\xC8\x3D\x91\x19\xAB\x92\xB3\xAF\x6B\x9A\x30\xC2\xD9\x95\xD5\x4A\xE5\x77\x04\x7E\xFD\x49\xC8\x47\x5A\x71\xD2\x3E\x36\x30\x53\xD5\xAF\x7A\xCA\xB6\x0C\x5D\xA1\x2F\x22\xB5\xCA\xB2\xB1\xE7\x0B\x51\x0D\x40\xD3\xB5\x8E\x19\xB9\x6E\x03\x94\x8B\xDF\x09\x73\x28\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xE8\x2C\x34\xB5\xEC\xEF\x96\x69\xF8\xAE\xF8\x58\x08\x00\x05\x00\x00\x00\x4A\x81\x00\x00\x40\x11\x00\x00\x5B\x8A\x7C\xD7\xBA\x78\xDE\xA2\xBE\xEF\xFB\xB4\x01\x20\x00\x00\x50\x34\x02\x82\xF4\xEC\x00\x03\x95\xF4\xD5\x21\x0A\x27\x00\x49\x07\xA4\xB5\x5C\x00\x40\x00\x15\x80\x00\x00\x00\x72\xEA\xF2\x3C\x7F\xFF\xFF\xFF\xBB\x1A\x79\x7C\x7F\xFF\xFF\xFF\x03\xED\x54\xBE\x7F\xFF\xFF\xFF\x50\x87\xAC\xA9\x7F\xFF\xFF\xFF\x7A\x1C\xE5\x5A\x7F\xFF\xFF\xFF\x6E\x5C\x7A\x63\x7F\xFF\xFF\xFF\xD1\xDB\xB3\xA9\x7F\xFF\xFF\xFF\x5E\xC8\x38\x5E\x7F\xFF\xFF\xFF\x42\x8B\x97\x2B\x94\x96\xB5\xB4\x0B\x75\x2D\x25\x7F\xFF\xFF\xFF\xBB\x5D\xDC\x7C\x80\x00\x00\x00\x96\xD6\x2B\xC5\x32\xC4\x81\xFE\xCE\xE1\x94\xE1\x7F\xFF\xFF\xFF\xA9\x54\x57\xB5\x9A\x85\x62\x98\x0D\xC8\x23\x96\x7F\xFF\xFF\xFF\x66\x7E\xEF\x2B\x7F\xFF\xFF\xFF\xE6\x56\x89\xB1\x7F\xFF\xFF\xFF\x12\xBA\xEE\xFD\x7F\xFF\xFF\xFF\x67\x56\x73\x43\x7F\xFF\xFF\xFF\xC1\xCD\x67\x44\x7F\xFF\xFF\xFF\xC3\x6B\x87\x0D\x80\x00\x00\x00\x6C\x95\x74\x71\x7F\xFF\xFF\xFF\x96\xC8\xE6\x97\x7F\xFF\xFF\xFF\x4E\x94\x64\xC5\x7E\x9E\xD4\xA1\x3D\x91\x19\xAB\x80\x00\x00\x00\x9A\x30\xC2\xD9\x80\x00\x00\x00\x77\x04\x7E\xFD\x7F\xFF\xFF\xFF\x71\xD2\x3E\x36\x37\x78\x87\xA6\x7A\xCA\xB6\x0C\x7F\xFF\xFF\xFF\xB5\xCA\xB2\xB1\x80\x00\x00\x00\x40\xD3\xB5\x8E\x7F\xFF\xFF\xFF\x94\x8B\xDF\x09\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE0\x7E\x1B\x6A\x07\xA4\xB5\x5C\x07\xA4\xB5\x5C\x15\xA3\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x70\xB9\xB3\x3E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x61\x22\xA8\x3D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x94\x96\xB5\xB4\xB4\xC6\x82\x4F\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x32\xC4\x81\xFE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9A\x85\x62\x98\xFB\xA0\xDF\x6B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0D\x4A\x27\x50\x7F\xFF\xFF\xFF\xC5\xA5\x7C\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x40\xA4\x0E\xB1\x7F\xFF\xFF\xFF\x19\x0D\x5B\xFA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7E\x9E\xD4\xA1\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7E\xC2\xC8\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x37\x78\x87\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\xF6\x83\x96\x73\x28\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE35534E6), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC3CC61EF)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC3CC61EF, 5822)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0x38)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xCDBF5A95), ('P4rIngress.aggregator.values_v00000.hi', 0x5BEDC12C)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x5655EAFD), ('P4rIngress.aggregator.values_v00001.hi', 0x87FD2D32)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x63D43F65), ('P4rIngress.aggregator.values_v00010.hi', 0x6EFD2A93)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x72CCAEBB), ('P4rIngress.aggregator.values_v00011.hi', 0x75DBF529)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x1597E3CD), ('P4rIngress.aggregator.values_v00100.hi', 0x137FB71E)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x600E50E0), ('P4rIngress.aggregator.values_v00101.hi', 0x507CB69A)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x58BD615D), ('P4rIngress.aggregator.values_v00110.hi', 0xCFA4F445)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x70433533), ('P4rIngress.aggregator.values_v00111.hi', 0xAC8AD6B8)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x6DF55B51), ('P4rIngress.aggregator.values_v01000.hi', 0x78DC1C63)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x154D3AF2), ('P4rIngress.aggregator.values_v01001.hi', 0x30723AB3)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xCEB45B50), ('P4rIngress.aggregator.values_v01010.hi', 0x563D69DC)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x502F5347), ('P4rIngress.aggregator.values_v01011.hi', 0x7D1D8725)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xCD631767), ('P4rIngress.aggregator.values_v01100.hi', 0x42AE663B)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xD34BED1F), ('P4rIngress.aggregator.values_v01101.hi', 0xDD11BEDB)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x5A6CC574), ('P4rIngress.aggregator.values_v01110.hi', 0x49313BF5)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x4D7C475E), ('P4rIngress.aggregator.values_v01111.hi', 0x7F0DCDAD)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x7E1066F9), ('P4rIngress.aggregator.values_v10000.hi', 0x0B46F175)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x2AAA47AB), ('P4rIngress.aggregator.values_v10001.hi', 0xD9A063B1)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x36D13919), ('P4rIngress.aggregator.values_v10010.hi', 0x5B649C4F)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xBC3ADD5B), ('P4rIngress.aggregator.values_v10011.hi', 0x5500C961)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x115DA6CB), ('P4rIngress.aggregator.values_v10100.hi', 0x4792BFDF)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x440EC9E8), ('P4rIngress.aggregator.values_v10101.hi', 0x759DFA87)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x34574AAB), ('P4rIngress.aggregator.values_v10110.hi', 0x5AFA566A)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x62E0DE0D), ('P4rIngress.aggregator.values_v10111.hi', 0x93DEC997)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x8652550F), ('P4rIngress.aggregator.values_v11000.hi', 0x47257B73)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x5E947435), ('P4rIngress.aggregator.values_v11001.hi', 0x3A839CB9)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x9FBC9386), ('P4rIngress.aggregator.values_v11010.hi', 0x7A63BC5B)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x60CDA89C), ('P4rIngress.aggregator.values_v11011.hi', 0xC6D52728)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x4766BFDE), ('P4rIngress.aggregator.values_v11100.hi', 0x625A5815)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x3DAAF91D), ('P4rIngress.aggregator.values_v11101.hi', 0x7663E317)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xB329234A), ('P4rIngress.aggregator.values_v11110.hi', 0x7D6DC0DF)], 5822)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xA14E4D04), ('P4rIngress.aggregator.values_v11111.hi', 0x33E259FB)], 5822)
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
                gc.KeyTuple('job_id', 0x2827),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BDB),
                gc.DataTuple('slot_count', 0x00000CC4),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2F626DBD),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xBE0A6F8F),
                gc.KeyTuple('src_port', 0xEB7F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2827),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x025A),
            ]
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
        pkt = b'\x4E\x4C\xC7\xA4\x4C\x42\x5F\xED\x06\x53\x3A\x27\x08\x00\x05\x00\x00\x00\xD4\x5F\x00\x00\x00\x11\x00\x00\xBE\x0A\x6F\x8F\x4D\x97\xEB\x48\xEB\x7F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x28\x27\x00\x03\x2F\x62\x6D\xBD\x0A\xE3\x04\x19\xC3\xCC\x61\xEF\x00\x40\x79\x90\x9D\x37\x4E\xC4\x5A\xC9\xA1\x68\x52\x80\x66\x31\xC5\xE9\xB5\xFC\x6F\x66\x4C\x8E\x05\x77\x1A\xFB\x46\x18\xA3\x3B\x1B\x27\x56\x5A\x6F\x3B\x41\x20\x72\x07\x0B\xBC\x46\xFB\x42\xEF\x5A\x6C\x92\x68\x3C\xB8\xA7\x2C\x9E\xF3\xEE\xF7\x73\x9E\xB5\xBF\x3D\xBC\x9C\xDD\x47\x35\xFC\xDB\x21\x06\x14\x05\xB2\x34\xE8\x11\x44\xDE\x15\x89\xD6\xF5\xD6\x3A\xBD\x0A\xCB\xCA\x62\xE6\x24\xEA\x56\x28\xF0\xDB\xD5\x59\x51\xFD\x33\xA2\x77\xA3\x85\xCA\x9E\x9B\x4D\x8C\x2B\x1E\x53\x16\x4D\xB0\xF5\x71\x32\x07\x39\x1D\x5A\x2A\x04\x20\x8D\x1A\x16\xFC\xEC\xB0\x78\xF1\x5B\x65\xAB\x9C\xB9\x79\x2B\x83\x6B\x2B\x28\x2D\x8B\x47\x4B\x6C\xEF\xF5\xB7\xF6\x61\xD1\x4A\x44\x6B\x55\x79\xD4\xA9\x0E\x55\x66\xE7\x31\x56\xB1\x27\xF7\xD4\xA8\x2C\xF3\x7F\x57\x7D\xFF\x42\x1A\x9B\x49\x44\x33\x41\xDA\xB8\x87\xAB\xA7\xF2\xD6\xE6\x5D\x71\x97\xE7\x15\x41\xB0\xEB\x55\x7A\x98\xD6\xD5\xB9\x1A\xF3\x5E\x5A\xDF\x0D\x08\x78\x70\xED\x8A\x89\xA5\x5A\xEB\xE4\x5C\xB3\xD2\x57\x38\x89\x94\x13\xE9\x86\xED\xB3\x3D\x47\xCB\x19\xAD\x48\xB6\x49\x69\xE9\x8A\xD2\x59\x70\xDB\xAD\x00\x57\x00\x40\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x5F\xED\x06\x53\x3A\x27\x4E\x4C\xC7\xA4\x4C\x42\x08\x00\x05\x00\x00\x00\xD4\x5F\x00\x00\x40\x11\x00\x00\x4D\x97\xEB\x48\xBE\x0A\x6F\x8F\xBE\xEF\xEB\x7F\x01\x20\x00\x00\x50\x34\x02\x82\x28\x27\x00\x03\x2F\x62\x6D\xBD\x0A\xE3\x00\x19\xC3\xCC\x61\xEF\x00\x40\x00\x1B\x80\x00\x00\x00\x5A\xC9\xA1\x68\x7F\xFF\xFF\xFF\xC5\xE9\xB5\xFC\x7F\xFF\xFF\xFF\x05\x77\x1A\xFB\x7F\xFF\xFF\xFF\x1B\x27\x56\x5A\x7F\xFF\xFF\xFF\x72\x07\x0B\xBC\x7F\xFF\xFF\xFF\x5A\x6C\x92\x68\x7F\xFF\xFF\xFF\x9E\xF3\xEE\xF7\x7F\xFF\xFF\xFF\x3D\xBC\x9C\xDD\x7F\xFF\xFF\xFF\x21\x06\x14\x05\xC7\x82\x23\x03\x44\xDE\x15\x89\xA5\xAA\x31\x8A\xBD\x0A\xCB\xCA\x7F\xFF\xFF\xFF\x56\x28\xF0\xDB\xA2\xBC\x69\x64\x33\xA2\x77\xA3\x80\x00\x00\x00\x4D\x8C\x2B\x1E\x7F\xFF\xFF\xFF\xF5\x71\x32\x07\x7F\xFF\xFF\xFF\x04\x20\x8D\x1A\x7F\xFF\xFF\xFF\x78\xF1\x5B\x65\xD6\x47\x01\x24\x2B\x83\x6B\x2B\x5E\xFE\xC4\x60\x4B\x6C\xEF\xF5\x80\x00\x00\x00\x4A\x44\x6B\x55\x7F\xFF\xFF\xFF\x55\x66\xE7\x31\x7F\xFF\xFF\xFF\xD4\xA8\x2C\xF3\x7F\xFF\xFF\xFF\x42\x1A\x9B\x49\x7F\xFF\xFF\xFF\xB8\x87\xAB\xA7\x80\x00\x00\x00\x71\x97\xE7\x15\x7F\xFF\xFF\xFF\x7A\x98\xD6\xD5\x80\x00\x00\x00\x5A\xDF\x0D\x08\x7F\xFF\xFF\xFF\x89\xA5\x5A\xEB\x2B\xC3\x73\xB0\x57\x38\x89\x94\x51\x94\x80\x0A\xB3\x3D\x47\xCB\xCC\xD6\x6C\x00\x49\x69\xE9\x8A\x80\x00\x00\x00\xAD\x00\x57\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE3\x55\x34\xEE\xC3\xCC\x61\xEF\xC3\xCC\x61\xEF\x1B\x38\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x74\x74\x45\x8E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEA\x47\x73\x95\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC7\x82\x23\x03\x75\x50\x50\x3C\xA5\xAA\x31\x8A\x13\x48\x35\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA2\xBC\x69\x64\x76\x50\xDD\xDE\x80\x00\x00\x00\x2A\x9D\xE9\xF9\x7F\xFF\xFF\xFF\x3E\xA2\x6D\xFC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\x47\x01\x24\x05\x23\xCE\xDC\x5E\xFE\xC4\x60\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\x46\x27\x7A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2B\xC3\x73\xB0\x7F\xFF\xFF\xFF\x51\x94\x80\x0A\x29\xA1\x2A\xE2\xCC\xD6\x6C\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE0\xE2\xB0\xFB\x40\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9C8F0852), ('P4rIngress.aggregator.bitmap_seq.seq', 0x13AC5DF5)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x13AC5DF5, 2977)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0xF3)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xD53DB5DF), ('P4rIngress.aggregator.values_v00000.hi', 0x25C2CE89)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x3FB679BD), ('P4rIngress.aggregator.values_v00001.hi', 0xBEF14DF1)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x56E5EBA3), ('P4rIngress.aggregator.values_v00010.hi', 0x7834066C)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x1D66F767), ('P4rIngress.aggregator.values_v00011.hi', 0x582AEE47)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x5ADED88D), ('P4rIngress.aggregator.values_v00100.hi', 0x7D19BE83)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7CF6812D), ('P4rIngress.aggregator.values_v00101.hi', 0x38E5079B)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4E9FB4F3), ('P4rIngress.aggregator.values_v00110.hi', 0x81D42573)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x392244B7), ('P4rIngress.aggregator.values_v00111.hi', 0x06D97199)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x544FB713), ('P4rIngress.aggregator.values_v01000.hi', 0x6A9F3E3F)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x754C6DD5), ('P4rIngress.aggregator.values_v01001.hi', 0x54CAA7BB)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x7443238B), ('P4rIngress.aggregator.values_v01010.hi', 0x9EF16EAD)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x5C41B649), ('P4rIngress.aggregator.values_v01011.hi', 0x47169E8C)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xDCD14A2F), ('P4rIngress.aggregator.values_v01100.hi', 0x959C996A)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x9BFCA6E3), ('P4rIngress.aggregator.values_v01101.hi', 0xFA11393E)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x5C30B3AB), ('P4rIngress.aggregator.values_v01110.hi', 0xC853DFF3)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x743AF4CC), ('P4rIngress.aggregator.values_v01111.hi', 0x66EAD75D)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x4C28FAF3), ('P4rIngress.aggregator.values_v10000.hi', 0x656E6A15)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x56EA953B), ('P4rIngress.aggregator.values_v10001.hi', 0xB18C77D4)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x8ECD386B), ('P4rIngress.aggregator.values_v10010.hi', 0xAE9FA92F)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xBEC75AC1), ('P4rIngress.aggregator.values_v10011.hi', 0x7B4D23F3)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x69AB75FA), ('P4rIngress.aggregator.values_v10100.hi', 0xAC686660)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x9A8DBADD), ('P4rIngress.aggregator.values_v10101.hi', 0x3EB436C5)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x46C1B56B), ('P4rIngress.aggregator.values_v10110.hi', 0xA63FDA84)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x4AA97D52), ('P4rIngress.aggregator.values_v10111.hi', 0x4A42ABD5)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xABD00273), ('P4rIngress.aggregator.values_v11000.hi', 0x47420663)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x56209FA7), ('P4rIngress.aggregator.values_v11001.hi', 0x46D8614A)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x6EDD2E7A), ('P4rIngress.aggregator.values_v11010.hi', 0xC2EC6106)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xB66D6B94), ('P4rIngress.aggregator.values_v11011.hi', 0x6FDB87BC)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x5C21C665), ('P4rIngress.aggregator.values_v11100.hi', 0x97F158BE)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x18B5B831), ('P4rIngress.aggregator.values_v11101.hi', 0x8EF15D63)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xBB7A723F), ('P4rIngress.aggregator.values_v11110.hi', 0x7446156D)], 2977)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x9D51BB3D), ('P4rIngress.aggregator.values_v11111.hi', 0x4211CF0A)], 2977)
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
                gc.KeyTuple('job_id', 0x93D6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000033),
                gc.DataTuple('slot_count', 0x00001ECE),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x183F4BD5),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x7A4746A9),
                gc.KeyTuple('src_port', 0x78F7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x93D6),
                gc.DataTuple('rank', 0x0003),
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
        ig_port = 9
        pkt = b'\xA9\xF8\x13\xC2\x2A\xA3\xC7\x87\x44\x10\x61\x95\x08\x00\x05\x00\x00\x00\x1E\x32\x00\x00\x00\x11\x00\x00\x7A\x47\x46\xA9\x23\x07\x2D\x5B\x78\xF7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x93\xD6\x00\x03\x18\x3F\x4B\xD5\x0B\x6E\x04\xD3\x13\xAC\x5D\xF5\x00\x40\x89\xAB\x89\xB3\x39\x24\x7B\xDC\x81\x0B\x6D\x77\x1B\x59\xB4\x15\x65\x10\x44\xE5\x23\xB5\xC5\x47\xBC\xC2\x79\xEA\x4C\xE9\x53\x26\xC5\x4D\x5C\xCA\x9E\x06\x23\x1D\x13\xFB\x6A\x0E\x45\xE9\x70\xB4\x35\x3C\x48\x27\x8D\x65\xF3\xCE\xDC\x79\x6D\x3A\x81\x31\x69\x81\xA3\xC0\x79\xAD\x2B\x15\x51\xB3\x8E\x47\xED\x14\xA1\x97\xD3\x42\x94\x39\xF3\x7C\x47\x0F\x20\xBF\x9C\xDF\x4F\x47\xBC\x57\x72\xC6\xF5\x7D\x70\x72\xEA\xAF\x7F\xDE\xD8\x7A\xC9\xA7\x67\xED\x05\xA5\x12\xD2\x2D\x73\xB9\x99\xD2\xC3\xF4\x95\x15\xF2\x20\xFE\x47\x86\xC4\xBD\x4E\xB0\x23\xF2\x37\xF2\x2E\xDB\xFA\x4A\x85\x8F\xF2\xBB\x34\x4B\xCC\x8D\x08\xDB\x36\xC0\xA6\xB4\x83\x2E\xCD\xE4\x32\x31\x41\xE6\x23\x25\xDD\x7D\x2D\xA7\xCA\x67\x3A\x78\xD8\xEC\x70\xAC\x8C\xC7\x6F\x9C\x54\xE7\xA4\x2E\x52\xAE\x75\x41\xA2\xDB\x44\xCA\x64\xF9\xA3\xAE\x93\x6E\x72\x1B\x9A\xFB\x3D\x77\x62\x35\x72\x57\x77\xF0\x30\x1C\xAB\x5E\xA2\xB4\xC6\xEE\xAE\x4D\x49\x46\x71\xF2\x7D\x96\x4A\xE4\xC5\x3B\xD7\x79\x86\xB0\x7B\xDE\x6F\x92\xE2\x33\x5A\xC2\xAC\xB0\xBF\xE3\x80\x00\x00\x00\xB9\xFA\xAD\x19\x66\x3C\x28\x99\xB6\x49\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xC7\x87\x44\x10\x61\x95\xA9\xF8\x13\xC2\x2A\xA3\x08\x00\x05\x00\x00\x00\x1E\x32\x00\x00\x40\x11\x00\x00\x23\x07\x2D\x5B\x7A\x47\x46\xA9\xBE\xEF\x78\xF7\x01\x20\x00\x00\x50\x34\x02\x82\x93\xD6\x00\x03\x18\x3F\x4B\xD5\x0B\x6E\x00\xD3\x13\xAC\x5D\xF5\x00\x40\x00\x1A\x80\x00\x00\x00\x7B\xDC\x81\x0B\x7F\xFF\xFF\xFF\xB4\x15\x65\x10\x7F\xFF\xFF\xFF\xC5\x47\xBC\xC2\x7F\xFF\xFF\xFF\x53\x26\xC5\x4D\x7F\xFF\xFF\xFF\x23\x1D\x13\xFB\x7F\xFF\xFF\xFF\x70\xB4\x35\x3C\x7F\xFF\xFF\xFF\xF3\xCE\xDC\x79\x7F\xFF\xFF\xFF\x69\x81\xA3\xC0\x7F\xFF\xFF\xFF\x51\xB3\x8E\x47\x62\x61\x0F\x6C\xD3\x42\x94\x39\x67\xBF\x6A\x9A\x20\xBF\x9C\xDF\x7F\xFF\xFF\xFF\x72\xC6\xF5\x7D\x4D\x44\x34\xDE\x7F\xDE\xD8\x7A\x80\x00\x00\x00\x05\xA5\x12\xD2\x7F\xFF\xFF\xFF\xD2\xC3\xF4\x95\x7F\xFF\xFF\xFF\x47\x86\xC4\xBD\x7F\xFF\xFF\xFF\x37\xF2\x2E\xDB\x51\x35\x1A\xCA\xF2\xBB\x34\x4B\x80\x00\x00\x00\x36\xC0\xA6\xB4\x80\x00\x00\x00\x32\x31\x41\xE6\x7F\xFF\xFF\xFF\x2D\xA7\xCA\x67\xD5\x06\x93\xC9\x70\xAC\x8C\xC7\x7F\xFF\xFF\xFF\xA4\x2E\x52\xAE\x7F\xFF\xFF\xFF\x44\xCA\x64\xF9\x80\x00\x00\x00\x72\x1B\x9A\xFB\x7F\xFF\xFF\xFF\x72\x57\x77\xF0\x7F\xFF\xFF\xFF\xA2\xB4\xC6\xEE\x80\x00\x00\x00\x71\xF2\x7D\x96\x7F\xFF\xFF\xFF\xD7\x79\x86\xB0\x7F\xFF\xFF\xFF\xE2\x33\x5A\xC2\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x66\x3C\x28\x99\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9C\x8F\x08\x5A\x13\xAC\x5D\xF5\x13\xAC\x5D\xF5\x1A\xF3\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3D\x7B\xC3\x2E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x70\x5B\x15\x59\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x62\x61\x0F\x6C\x28\x0D\x3B\xF4\x67\xBF\x6A\x9A\xBF\xB1\x0B\x8C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4D\x44\x34\xDE\x15\x7B\x71\xE4\x80\x00\x00\x00\xFF\xB6\x4C\x10\x7F\xFF\xFF\xFF\x9B\x17\xD4\x88\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x51\x35\x1A\xCA\xA4\x47\xAC\x1F\x80\x00\x00\x00\xE5\x60\x4F\xE3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDA\x10\x30\xC7\xD5\x06\x93\xC9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xF4\x46\x15\x6D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB6\x49\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2183C115), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5AD6B7E1)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5AD6B7E1, 6337)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0xD9)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xB232CB43), ('P4rIngress.aggregator.values_v00000.hi', 0x6255B249)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x28CEDF30), ('P4rIngress.aggregator.values_v00001.hi', 0xAF650151)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x4C8A3EEC), ('P4rIngress.aggregator.values_v00010.hi', 0x6B477B34)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x52E5702E), ('P4rIngress.aggregator.values_v00011.hi', 0xBB44992A)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x2DF4FF32), ('P4rIngress.aggregator.values_v00100.hi', 0x4533496B)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7FDDDFB2), ('P4rIngress.aggregator.values_v00101.hi', 0xF54816F3)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x35BF1558), ('P4rIngress.aggregator.values_v00110.hi', 0x3DA9C9CA)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x49C92D47), ('P4rIngress.aggregator.values_v00111.hi', 0x1981221B)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x319B941E), ('P4rIngress.aggregator.values_v01000.hi', 0xCFB1768C)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x6DC4D5D4), ('P4rIngress.aggregator.values_v01001.hi', 0xB886DDEA)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x43C80A56), ('P4rIngress.aggregator.values_v01010.hi', 0x67267345)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xABB5AD79), ('P4rIngress.aggregator.values_v01011.hi', 0x7B4AEBB5)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x36649EFD), ('P4rIngress.aggregator.values_v01100.hi', 0xD6084127)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xE9B8C15D), ('P4rIngress.aggregator.values_v01101.hi', 0x399460BB)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xADE54FD5), ('P4rIngress.aggregator.values_v01110.hi', 0x933B6F78)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x8EA9B015), ('P4rIngress.aggregator.values_v01111.hi', 0x92560447)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x1D1F9E82), ('P4rIngress.aggregator.values_v10000.hi', 0x51F987F5)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xB968D43D), ('P4rIngress.aggregator.values_v10001.hi', 0x47FC2E22)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x338A7AB2), ('P4rIngress.aggregator.values_v10010.hi', 0x708EAE36)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xB25B2B73), ('P4rIngress.aggregator.values_v10011.hi', 0xC30A394F)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x5A62AAFB), ('P4rIngress.aggregator.values_v10100.hi', 0x0B642777)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x718DE1E1), ('P4rIngress.aggregator.values_v10101.hi', 0x8DFAD9CE)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xDD37769A), ('P4rIngress.aggregator.values_v10110.hi', 0xEACACE7B)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x508E8B72), ('P4rIngress.aggregator.values_v10111.hi', 0xAF94CE93)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x34EABB2A), ('P4rIngress.aggregator.values_v11000.hi', 0x724996A8)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x5CB4CDBA), ('P4rIngress.aggregator.values_v11001.hi', 0x5B29120A)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x27825B57), ('P4rIngress.aggregator.values_v11010.hi', 0x12761AB7)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5887F731), ('P4rIngress.aggregator.values_v11011.hi', 0x17CB12F7)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x7CCC23C5), ('P4rIngress.aggregator.values_v11100.hi', 0x187959E4)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x42CEB9EF), ('P4rIngress.aggregator.values_v11101.hi', 0x67FF0A5C)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x4ECDC1ED), ('P4rIngress.aggregator.values_v11110.hi', 0x93B41C90)], 6337)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x6BB164BC), ('P4rIngress.aggregator.values_v11111.hi', 0x51260FFF)], 6337)
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
                gc.KeyTuple('job_id', 0xCC66),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000816),
                gc.DataTuple('slot_count', 0x0000115F),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x544B20D7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x3DEFD02C),
                gc.KeyTuple('src_port', 0x93FA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCC66),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x01E7),
            ]
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
        pkt = b'\xDC\x3D\x1F\x02\x15\x4C\xAF\x3E\x3E\xE6\xE0\xEC\x08\x00\x05\x00\x00\x00\x3B\xD9\x00\x00\x00\x11\x00\x00\x3D\xEF\xD0\x2C\x82\x63\xEF\xF0\x93\xFA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCC\x66\x00\x03\x54\x4B\x20\xD7\x10\xAB\x02\x95\x5A\xD6\xB7\xE1\x00\x40\xD5\xAD\xB5\xF4\xCA\xE3\x23\x0C\xDC\x7E\x6F\xA3\x00\x5B\xB5\x37\xB5\x9B\x7E\xB0\xED\x17\xCC\x6E\x5B\x27\x45\x58\xBE\xE6\xEB\x0D\xED\xBB\x57\x96\x27\x87\x6B\xF8\x49\x2F\x95\xF6\xD8\xE1\x17\xF7\xF4\x5F\xE5\x06\xBF\x38\x69\x90\xD1\x6A\x52\xA1\x61\x4E\x6A\xD2\xE3\x3A\x5C\xF4\x97\x7C\x75\x9F\x24\x26\xD5\x3F\xD1\x3F\x9B\xCC\x3A\x96\x51\xAB\x38\xD5\x69\x5C\x98\x0C\x6B\x87\x51\x5B\xEA\x6A\xA2\xA3\x55\xF5\xC7\x00\x9B\xDC\x6D\x7C\xE8\xC9\x99\xA8\x47\xE5\x4B\xF9\xA5\xD9\xA7\x35\xAB\xC4\xC4\x03\xBD\xAD\x7F\x7A\xB2\xE1\x97\x65\x7B\x74\xA7\xD2\x56\x0C\x02\x49\x89\xFD\x42\x59\x73\x1C\xC9\xA6\x57\xC0\x5A\xD2\x5E\x2C\x30\xDC\xB4\x9B\xB1\x3C\xAA\x09\xF3\x34\x54\xEA\xB9\xA1\x12\x5B\xF3\xE7\x11\x96\xFC\x76\xCB\xEA\x6C\x6E\x8E\x7C\x4A\x8C\x60\xF0\xD1\x56\x77\xE6\x93\x3B\xAE\x4E\xF6\xFC\x64\x50\xA1\x2A\x25\xD7\x4E\x6B\x7C\x53\xCF\x3A\x76\x1A\xBB\x0B\xE5\xD2\xCB\x57\x6F\x67\xBA\x77\x59\xE2\xD2\xAF\x40\x3A\xDC\x15\x4E\x5B\x3F\x9E\xB7\xB5\x00\x94\x66\x3B\x23\x05\x54\x8E\x3D\x0F\x6D\xAE\x47\xC8\xCF\x15\x0F\xC7\x4A\xB5\x0E\x14\x3B\x4F\xD6\xCC\x5D\x47\xE1\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xAF\x3E\x3E\xE6\xE0\xEC\xDC\x3D\x1F\x02\x15\x4C\x08\x00\x05\x00\x00\x00\x3B\xD9\x00\x00\x40\x11\x00\x00\x82\x63\xEF\xF0\x3D\xEF\xD0\x2C\xBE\xEF\x93\xFA\x01\x20\x00\x00\x50\x34\x02\x82\xCC\x66\x00\x03\x54\x4B\x20\xD7\x10\xAB\x00\x95\x5A\xD6\xB7\xE1\x00\x40\x00\x18\x80\x00\x00\x00\x23\x0C\xDC\x7E\x7F\xFF\xFF\xFF\xB5\x37\xB5\x9B\x7F\xFF\xFF\xFF\xCC\x6E\x5B\x27\x7F\xFF\xFF\xFF\xEB\x0D\xED\xBB\x7F\xFF\xFF\xFF\x6B\xF8\x49\x2F\x15\xD4\xB8\x93\x17\xF7\xF4\x5F\x1A\xC5\xD4\x90\x69\x90\xD1\x6A\x7F\xFF\xFF\xFF\x6A\xD2\xE3\x3A\x7F\xFF\xFF\xFF\x75\x9F\x24\x26\x43\x04\xA7\x13\x9B\xCC\x3A\x96\x7F\xFF\xFF\xFF\x69\x5C\x98\x0C\x17\x3C\xFE\xD4\xEA\x6A\xA2\xA3\x7F\xFF\xFF\xFF\x9B\xDC\x6D\x7C\xD2\x82\x5B\x05\x47\xE5\x4B\xF9\x80\x00\x00\x00\xAB\xC4\xC4\x03\x80\x00\x00\x00\xB2\xE1\x97\x65\x7F\xFF\xFF\xFF\x56\x0C\x02\x49\x80\x00\x00\x00\x73\x1C\xC9\xA6\x7F\xFF\xFF\xFF\x5E\x2C\x30\xDC\x80\x00\x00\x00\xAA\x09\xF3\x34\x7F\xFF\xFF\xFF\x12\x5B\xF3\xE7\x7F\xFF\xFF\xFF\xCB\xEA\x6C\x6E\x80\x00\x00\x00\x60\xF0\xD1\x56\x7F\xFF\xFF\xFF\xAE\x4E\xF6\xFC\x7F\xFF\xFF\xFF\x25\xD7\x4E\x6B\x7F\xFF\xFF\xFF\x76\x1A\xBB\x0B\x0D\x55\x26\xAE\x6F\x67\xBA\x77\x7F\xFF\xFF\xFF\x40\x3A\xDC\x15\x7F\xFF\xFF\xFF\xB7\xB5\x00\x94\x7F\xFF\xFF\xFF\x54\x8E\x3D\x0F\x7F\xFF\xFF\xFF\xCF\x15\x0F\xC7\x7F\xFF\xFF\xFF\x3B\x4F\xD6\xCC\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x21\x83\xC1\x1D\x5A\xD6\xB7\xE1\x5A\xD6\xB7\xE1\x18\xD9\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x37\xB5\xD6\x5B\x7F\xFF\xFF\xFF\xA6\x52\x86\xE5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x15\xD4\xB8\x93\x0D\x40\x0B\x52\x1A\xC5\xD4\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x45\x50\x9A\xB2\x43\x04\xA7\x13\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x17\x3C\xFE\xD4\x65\xB5\x8E\x58\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD2\x82\x5B\x05\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1D\xC0\x1B\x5E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x4B\xBB\x9F\xD1\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0D\x55\x26\xAE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x58\x05\xEF\x0C\x7F\xFF\xFF\xFF\xD0\x2E\x5A\x78\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5D\x47\xE1\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x526A6BE3), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0E8B2000)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0E8B2000, 3868)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0x8A)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xCD92B923), ('P4rIngress.aggregator.values_v00000.hi', 0x1F2308DF)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x50093C88), ('P4rIngress.aggregator.values_v00001.hi', 0xB535605C)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x4C5258B1), ('P4rIngress.aggregator.values_v00010.hi', 0xCBDACAB6)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x2A728653), ('P4rIngress.aggregator.values_v00011.hi', 0x426497AA)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x599FD899), ('P4rIngress.aggregator.values_v00100.hi', 0x4499E5EE)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x5BE3F2AB), ('P4rIngress.aggregator.values_v00101.hi', 0x539ECFFB)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x737C7C75), ('P4rIngress.aggregator.values_v00110.hi', 0xA1DEDFB3)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x5B9048D6), ('P4rIngress.aggregator.values_v00111.hi', 0xB13E9E01)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x5535EA69), ('P4rIngress.aggregator.values_v01000.hi', 0x756C5039)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xC556692A), ('P4rIngress.aggregator.values_v01001.hi', 0x21155CCD)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x03F24F19), ('P4rIngress.aggregator.values_v01010.hi', 0xBCE36789)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x8BDCFCE8), ('P4rIngress.aggregator.values_v01011.hi', 0xA63E033B)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xD7FCA39B), ('P4rIngress.aggregator.values_v01100.hi', 0xD1BFC5C7)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x723EE867), ('P4rIngress.aggregator.values_v01101.hi', 0xA1B31D10)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x3DB77863), ('P4rIngress.aggregator.values_v01110.hi', 0x4C5C53A8)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x34627A99), ('P4rIngress.aggregator.values_v01111.hi', 0x5149E7BF)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x9CDCB741), ('P4rIngress.aggregator.values_v10000.hi', 0x42D598BD)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xD6D70792), ('P4rIngress.aggregator.values_v10001.hi', 0x2978B153)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xB4E8978E), ('P4rIngress.aggregator.values_v10010.hi', 0xFE26AAB9)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x6EE0A09F), ('P4rIngress.aggregator.values_v10011.hi', 0x5B85DCE2)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x4A490F0B), ('P4rIngress.aggregator.values_v10100.hi', 0xAE5A1DF1)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x74AC2A8B), ('P4rIngress.aggregator.values_v10101.hi', 0x638E0843)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x64B5533B), ('P4rIngress.aggregator.values_v10110.hi', 0x795211B3)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xBAEEC25A), ('P4rIngress.aggregator.values_v10111.hi', 0xEEAB0DEC)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x09CD17B9), ('P4rIngress.aggregator.values_v11000.hi', 0x6DD31FCE)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x78638172), ('P4rIngress.aggregator.values_v11001.hi', 0x24FADEF2)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x609EFB93), ('P4rIngress.aggregator.values_v11010.hi', 0x4B982DC9)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xDA90A911), ('P4rIngress.aggregator.values_v11011.hi', 0x74306749)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x4FA4D8B5), ('P4rIngress.aggregator.values_v11100.hi', 0x4E9C9E61)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x9EA54E9F), ('P4rIngress.aggregator.values_v11101.hi', 0x64601112)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xB608DDF7), ('P4rIngress.aggregator.values_v11110.hi', 0x9B66134A)], 3868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x952CE5A3), ('P4rIngress.aggregator.values_v11111.hi', 0x909E3942)], 3868)
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
                gc.KeyTuple('job_id', 0xEBFE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006F5),
                gc.DataTuple('slot_count', 0x00000AB7),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x88481E50),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x99B1542B),
                gc.KeyTuple('src_port', 0x66A1),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xEBFE),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0187),
            ]
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
        pkt = b'\x1D\x52\x78\xEE\xD4\xD3\x38\x48\x93\xE9\x60\xC0\x08\x00\x05\x00\x00\x00\x78\xC4\x00\x00\x00\x11\x00\x00\x99\xB1\x54\x2B\xE7\x33\x87\x67\x66\xA1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xEB\xFE\x00\x03\x88\x48\x1E\x50\x08\x27\x02\x2E\x0E\x8B\x20\x00\x00\x40\xF3\xDA\xB0\xC8\xAF\xD5\x71\x4E\xE8\x53\x40\xA8\xFA\xA9\xAB\xEC\xCD\xDF\x3E\xC1\xE6\xA3\x76\xA9\xBE\x7D\x70\x3A\xAE\x37\x4A\x6C\xB2\xCF\x71\xB4\xFA\xB5\x66\xD0\xF6\xD9\x45\xB3\x9E\x3C\x45\x9A\xFC\x59\x55\xE8\x1F\x5C\xAD\xBA\xFE\xA7\x32\x00\x72\x23\xD3\x5E\x77\xFE\x70\x33\xC1\x5A\x26\x5D\x25\xEF\xDC\x71\x46\xD3\xB6\xDE\x5A\x16\x7E\xC3\xD8\xA5\x85\xDB\xDA\xFF\xED\xD2\x99\x8E\x9D\x61\x31\x2F\xE3\x95\x87\x9B\x53\x52\xF7\xDB\x10\x74\x3B\xFE\xA4\x1D\xE5\x7E\x4C\xB7\x58\x1D\x64\x59\x59\x63\x65\xF1\x52\x9F\x53\x29\x6C\x37\xBC\xA1\xC4\x0F\x6F\x15\x13\xC1\x09\xC5\x9D\x23\x76\xAF\xA2\xDC\x06\xA5\xB6\x67\xCE\x0F\xCD\x76\x23\xBF\x52\x5E\x93\x8F\x16\x8B\x43\x71\xBF\xD5\x97\xA2\x9D\xAF\x16\xEE\xE2\xA9\x4F\x9C\x2F\x99\x77\xAC\xE0\x25\x45\x6D\xDD\xD7\x93\x2A\xE6\x44\xBC\xA9\xFC\x29\xEB\xA6\x77\xBB\xED\x7B\xE0\xD3\x5C\xF7\xED\x82\x5C\xA3\xE1\x80\x3E\x8E\x53\xDF\x53\x1B\xA5\x7F\x5D\xBF\x16\xD1\x37\x58\x6D\x2D\x11\x46\x9B\x9B\x63\x54\xEA\x53\xC8\x7A\xCF\xBA\x26\x2C\x29\xAC\x7D\xE5\x37\x1A\xBB\x84\xB3\x67\x15\xB5\x34\xB2\xD4\x2B\x3B\xCB\x5E\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x38\x48\x93\xE9\x60\xC0\x1D\x52\x78\xEE\xD4\xD3\x08\x00\x05\x00\x00\x00\x78\xC4\x00\x00\x40\x11\x00\x00\xE7\x33\x87\x67\x99\xB1\x54\x2B\xBE\xEF\x66\xA1\x01\x20\x00\x00\x50\x34\x02\x82\xEB\xFE\x00\x03\x88\x48\x1E\x50\x08\x27\x00\x2E\x0E\x8B\x20\x00\x00\x40\x00\x1E\x80\x00\x00\x00\x71\x4E\xE8\x53\x7F\xFF\xFF\xFF\xAB\xEC\xCD\xDF\x7F\xFF\xFF\xFF\x76\xA9\xBE\x7D\x7F\xFF\xFF\xFF\x4A\x6C\xB2\xCF\x7F\xFF\xFF\xFF\x66\xD0\xF6\xD9\x7F\xFF\xFF\xFF\x45\x9A\xFC\x59\x7F\xFF\xFF\xFF\xAD\xBA\xFE\xA7\x7F\xFF\xFF\xFF\xD3\x5E\x77\xFE\x7F\xFF\xFF\xFF\x26\x5D\x25\xEF\xA1\xC7\xAF\xFD\xB6\xDE\x5A\x16\x7F\xFF\xFF\xFF\x85\xDB\xDA\xFF\x80\x00\x00\x00\x9D\x61\x31\x2F\xBB\x92\x2B\x36\x53\x52\xF7\xDB\x7F\xFF\xFF\xFF\xA4\x1D\xE5\x7E\x7F\xFF\xFF\xFF\x64\x59\x59\x63\x7F\xFF\xFF\xFF\x53\x29\x6C\x37\x80\x00\x00\x00\x6F\x15\x13\xC1\xE0\x9C\xA4\xB5\x76\xAF\xA2\xDC\xBB\x8E\x4D\xF5\xCE\x0F\xCD\x76\x7F\xFF\xFF\xFF\x93\x8F\x16\x8B\x7F\xFF\xFF\xFF\x97\xA2\x9D\xAF\x7F\xFF\xFF\xFF\x4F\x9C\x2F\x99\x7F\xFF\xFF\xFF\x45\x6D\xDD\xD7\x80\x00\x00\x00\xBC\xA9\xFC\x29\xF5\x73\x8F\x74\xED\x7B\xE0\xD3\x7F\xFF\xFF\xFF\x5C\xA3\xE1\x80\x7F\xFF\xFF\xFF\x53\x1B\xA5\x7F\x38\x4F\xBF\xE2\x37\x58\x6D\x2D\x60\xEB\x74\x50\x63\x54\xEA\x53\x80\x00\x00\x00\x26\x2C\x29\xAC\x33\xEE\x15\x11\xBB\x84\xB3\x67\xAA\xE2\x1A\x55\xD4\x2B\x3B\xCB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x52\x6A\x6B\xEB\x0E\x8B\x20\x00\x0E\x8B\x20\x00\x1E\x8A\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x42\x84\x89\x33\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x84\x9D\x15\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA1\xC7\xAF\xFD\xD7\xF3\xB6\xE3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xBB\x92\x2B\x36\x25\x12\xBD\xA2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE0\x9C\xA4\xB5\x7F\xFF\xFF\xFF\xBB\x8E\x4D\xF5\xCC\x36\x78\x2F\x7F\xFF\xFF\xFF\xEF\x14\xF3\x6D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAB\x55\x0A\x15\xF5\x73\x8F\x74\x5B\x4F\x00\xA1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x38\x4F\xBF\xE2\x7F\xFF\xFF\xFF\x60\xEB\x74\x50\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x33\xEE\x15\x11\x80\x00\x00\x00\xAA\xE2\x1A\x55\x80\x00\x00\x00\x5E\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1D74A303), ('P4rIngress.aggregator.bitmap_seq.seq', 0x557B1BA2)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x557B1BA2, 4721)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xBE)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xCB7775C4), ('P4rIngress.aggregator.values_v00000.hi', 0x7560D737)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x44AE1EC8), ('P4rIngress.aggregator.values_v00001.hi', 0xC221C7CC)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5AB7D8F9), ('P4rIngress.aggregator.values_v00010.hi', 0xC61C3C57)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4955CC1D), ('P4rIngress.aggregator.values_v00011.hi', 0x7859D6CC)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x5A0A8C66), ('P4rIngress.aggregator.values_v00100.hi', 0x66F1F3D1)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x2F77D3B7), ('P4rIngress.aggregator.values_v00101.hi', 0x7149A451)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x67CC98AF), ('P4rIngress.aggregator.values_v00110.hi', 0x86CA2508)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x55BF10C9), ('P4rIngress.aggregator.values_v00111.hi', 0xC37E68FB)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x462CBF7A), ('P4rIngress.aggregator.values_v01000.hi', 0x6AC0CDB4)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x35851B5F), ('P4rIngress.aggregator.values_v01001.hi', 0x1BFF0F1E)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x6DA8EB94), ('P4rIngress.aggregator.values_v01010.hi', 0xDCC1F3D2)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xB75749A6), ('P4rIngress.aggregator.values_v01011.hi', 0xBCA223CE)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xE42C66C3), ('P4rIngress.aggregator.values_v01100.hi', 0xC6130BF3)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x68133DFF), ('P4rIngress.aggregator.values_v01101.hi', 0xAC3F86EE)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x66B8CB31), ('P4rIngress.aggregator.values_v01110.hi', 0x461E41DD)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x6EDB0735), ('P4rIngress.aggregator.values_v01111.hi', 0x3C4F09D3)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x8B04C804), ('P4rIngress.aggregator.values_v10000.hi', 0x4C5638AF)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5F91BBA5), ('P4rIngress.aggregator.values_v10001.hi', 0x1E979B25)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xABFF6AAC), ('P4rIngress.aggregator.values_v10010.hi', 0xED2E7FE5)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x5D734A53), ('P4rIngress.aggregator.values_v10011.hi', 0xC243983A)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x71E676AA), ('P4rIngress.aggregator.values_v10100.hi', 0x8DDEE45D)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x4704C74A), ('P4rIngress.aggregator.values_v10101.hi', 0x5B89D3E9)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x295B74AD), ('P4rIngress.aggregator.values_v10110.hi', 0x4A365807)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xEBD1BD4B), ('P4rIngress.aggregator.values_v10111.hi', 0x55472C24)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xAEFC5AB7), ('P4rIngress.aggregator.values_v11000.hi', 0x580D94CE)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x44D1FED8), ('P4rIngress.aggregator.values_v11001.hi', 0x579E9F62)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x6415EC96), ('P4rIngress.aggregator.values_v11010.hi', 0x6B718376)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x00000000), ('P4rIngress.aggregator.values_v11011.hi', 0xBDA33A53)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x4FCBABEE), ('P4rIngress.aggregator.values_v11100.hi', 0x4348E491)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x2ED15ECF), ('P4rIngress.aggregator.values_v11101.hi', 0x6BB8E855)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x77C9F65A), ('P4rIngress.aggregator.values_v11110.hi', 0x5B4F768F)], 4721)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xEF518CF8), ('P4rIngress.aggregator.values_v11111.hi', 0x2D479771)], 4721)
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
                gc.KeyTuple('job_id', 0x7D72),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C93),
                gc.DataTuple('slot_count', 0x00000DD7),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x188F56F9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x4B2E0015),
                gc.KeyTuple('src_port', 0x8118),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7D72),
                gc.DataTuple('rank', 0x0003),
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
        ig_port = 61
        pkt = b'\x4B\x52\x6E\xAA\xAD\x46\xB9\x1E\x3D\xB8\xF3\x61\x08\x00\x05\x00\x00\x00\x93\x06\x00\x00\x00\x11\x00\x00\x4B\x2E\x00\x15\xBC\x08\x5F\xB7\x81\x18\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7D\x72\x00\x03\x18\x8F\x56\xF9\x05\xDE\x06\x4B\x55\x7B\x1B\xA2\x00\x40\x16\xDF\xA1\xCE\x39\xB3\x47\x36\xF7\x10\x46\xB3\x11\xA7\xAB\x79\xDB\x2E\x4A\x9F\xCD\x91\x11\x7B\xFC\x78\x5A\x65\x4D\x8C\x3A\xFB\x55\xFF\x48\xF7\xB7\x72\x27\xF5\x57\x4D\x6F\xD7\xE3\x92\x2D\xD3\xBC\x55\x2D\x5E\x4C\xE5\xAA\x27\xA7\xB9\x5C\xCF\x2E\x4D\x4B\x4A\xAE\x20\x4D\x54\x02\x42\x6F\x78\x4E\x0D\x1A\x3B\x9D\x16\xBC\x05\xD7\x8B\x53\xC3\x93\x56\x86\x25\xF7\x22\xA8\x2F\x1B\x7D\xB8\xB7\x0B\x9C\x5B\x35\xCB\x0B\x59\x76\x87\x64\x59\xE5\x95\x09\x9E\xB2\x3F\xD2\x49\x81\x99\x68\x67\x15\x38\x9D\x53\xE4\x7B\x9B\x6C\xD5\x8B\xA7\xD1\x25\x9D\x0F\x4E\x0E\xD9\xD0\x99\x37\x9B\x6F\x6A\x36\xF2\x4C\x0A\xAE\x58\x7E\x1D\xCA\xF9\xB1\x46\x3B\xDE\xB1\x39\x1D\x2B\xA6\x1C\x6B\x4A\xFE\x8C\xBB\xAD\x9F\x62\xAA\x57\x6B\x61\x49\x11\xEF\x71\xF3\xDE\x8F\x58\xD2\x32\xC9\xA2\x26\x73\x7B\x5E\x83\x00\x9E\xA3\x5C\xF9\xC1\x48\xCE\x73\x67\x55\x4B\xAA\x06\x2B\x6B\xA7\x28\x64\x05\x83\x73\x54\xF2\xE6\x91\x1C\x7B\x1A\x4D\x8D\x36\x2B\x53\x72\x7B\x8F\x02\x79\x67\x1E\xC2\x6B\x5D\xDA\xCF\x4A\x32\x88\x05\x47\xCA\x97\x2F\xC6\xFF\x65\xD1\x8E\x29\x74\x98\x62\xD8\x41\xBE\x44\xD6\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xB9\x1E\x3D\xB8\xF3\x61\x4B\x52\x6E\xAA\xAD\x46\x08\x00\x05\x00\x00\x00\x93\x06\x00\x00\x40\x11\x00\x00\xBC\x08\x5F\xB7\x4B\x2E\x00\x15\xBE\xEF\x81\x18\x01\x20\x00\x00\x50\x34\x02\x82\x7D\x72\x00\x03\x18\x8F\x56\xF9\x05\xDE\x00\x4B\x55\x7B\x1B\xA2\x00\x40\x00\x10\x80\x00\x00\x00\x47\x36\xF7\x10\x7F\xFF\xFF\xFF\xAB\x79\xDB\x2E\x7F\xFF\xFF\xFF\x11\x7B\xFC\x78\x7F\xFF\xFF\xFF\x3A\xFB\x55\xFF\x7F\xFF\xFF\xFF\x27\xF5\x57\x4D\x7F\xFF\xFF\xFF\x2D\xD3\xBC\x55\x7F\xFF\xFF\xFF\xAA\x27\xA7\xB9\x7F\xFF\xFF\xFF\x4B\x4A\xAE\x20\x7F\xFF\xFF\xFF\x6F\x78\x4E\x0D\x4F\xC0\xB8\x75\xBC\x05\xD7\x8B\x7F\xFF\xFF\xFF\x86\x25\xF7\x22\x80\x00\x00\x00\xB8\xB7\x0B\x9C\x3F\x62\x31\xCE\x59\x76\x87\x64\x7F\xFF\xFF\xFF\x9E\xB2\x3F\xD2\x7F\xFF\xFF\xFF\x67\x15\x38\x9D\x7F\xFF\xFF\xFF\x6C\xD5\x8B\xA7\x80\x00\x00\x00\x4E\x0E\xD9\xD0\xF8\xC9\x57\x14\x6A\x36\xF2\x4C\xB6\xAD\xC3\x2A\x1D\xCA\xF9\xB1\x7F\xFF\xFF\xFF\x39\x1D\x2B\xA6\x7F\xFF\xFF\xFF\x8C\xBB\xAD\x9F\x7F\xFF\xFF\xFF\x61\x49\x11\xEF\x7F\xFF\xFF\xFF\x58\xD2\x32\xC9\x8D\xF8\x30\xC6\x5E\x83\x00\x9E\x80\x00\x00\x00\x48\xCE\x73\x67\x7F\xFF\xFF\xFF\x2B\x6B\xA7\x28\x7F\xFF\xFF\xFF\x54\xF2\xE6\x91\x1C\x7B\x1A\x4D\x8D\x36\x2B\x53\x7F\xFF\xFF\xFF\x79\x67\x1E\xC2\x7F\xFF\xFF\xFF\x4A\x32\x88\x05\x7F\xFF\xFF\xFF\xC6\xFF\x65\xD1\x80\x00\x00\x00\x62\xD8\x41\xBE\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x1D\x74\xA3\x0B\x55\x7B\x1B\xA2\x55\x7B\x1B\xA2\x10\xBE\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD7\x98\x38\xCF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0E\xC9\x17\x1B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4F\xC0\xB8\x75\xD8\x04\xE6\xA9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x3F\x62\x31\xCE\x1F\x89\x93\x57\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF8\xC9\x57\x14\x7F\xFF\xFF\xFF\xB6\xAD\xC3\x2A\x0A\xF9\x79\x96\x7F\xFF\xFF\xFF\xFB\x60\xC3\xE0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8D\xF8\x30\xC6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1C\x7B\x1A\x4D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x22\x4E\xDC\x60\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x44\xD6\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xEE05EB17), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE083453C)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE083453C, 7214)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xF8)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xEE212218), ('P4rIngress.aggregator.values_v00000.hi', 0x62E2C3F1)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x6161F9E5), ('P4rIngress.aggregator.values_v00001.hi', 0x8A82AA40)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x58E9EA35), ('P4rIngress.aggregator.values_v00010.hi', 0x80EBF4B3)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x5F990746), ('P4rIngress.aggregator.values_v00011.hi', 0x6CD346F4)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x5D056927), ('P4rIngress.aggregator.values_v00100.hi', 0x52F52B09)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x53245DE9), ('P4rIngress.aggregator.values_v00101.hi', 0x70DDDAE5)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x25882B99), ('P4rIngress.aggregator.values_v00110.hi', 0xD2997608)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x5003C321), ('P4rIngress.aggregator.values_v00111.hi', 0x5AF37EDE)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x48DFCA4F), ('P4rIngress.aggregator.values_v01000.hi', 0x32BC14E0)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x055ADEC3), ('P4rIngress.aggregator.values_v01001.hi', 0x66D08C3B)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x2B7E9D6C), ('P4rIngress.aggregator.values_v01010.hi', 0x4C9DEB39)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x4B3F46E7), ('P4rIngress.aggregator.values_v01011.hi', 0x628D620B)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x2CBBC223), ('P4rIngress.aggregator.values_v01100.hi', 0xEA5C9BD3)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xA93DB151), ('P4rIngress.aggregator.values_v01101.hi', 0x5E6B5ADF)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x5C827B77), ('P4rIngress.aggregator.values_v01110.hi', 0x1A37726C)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x576D8A38), ('P4rIngress.aggregator.values_v01111.hi', 0x59D9959A)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x43DB430B), ('P4rIngress.aggregator.values_v10000.hi', 0x79643A7F)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x17DFD9AC), ('P4rIngress.aggregator.values_v10001.hi', 0xDBF82CDD)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xA8D08648), ('P4rIngress.aggregator.values_v10010.hi', 0x25BBFDCB)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x953165CD), ('P4rIngress.aggregator.values_v10011.hi', 0x72520307)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x59AC8F65), ('P4rIngress.aggregator.values_v10100.hi', 0x3B353AC1)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x676589CE), ('P4rIngress.aggregator.values_v10101.hi', 0xFEBEFF5B)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x220737F3), ('P4rIngress.aggregator.values_v10110.hi', 0x89A66FC1)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x450D0F9B), ('P4rIngress.aggregator.values_v10111.hi', 0x2A973041)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x46BDAB6F), ('P4rIngress.aggregator.values_v11000.hi', 0x5D485AFF)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x4D2D1C8E), ('P4rIngress.aggregator.values_v11001.hi', 0xB3A20214)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x9B79AB0C), ('P4rIngress.aggregator.values_v11010.hi', 0x59AA08CF)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xD44AFD2D), ('P4rIngress.aggregator.values_v11011.hi', 0xAD95A342)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x5306946F), ('P4rIngress.aggregator.values_v11100.hi', 0x7B89829D)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xEAB3D22C), ('P4rIngress.aggregator.values_v11101.hi', 0x54FF7D89)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x6227B6A7), ('P4rIngress.aggregator.values_v11110.hi', 0xB943F18A)], 7214)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x74F3B8AD), ('P4rIngress.aggregator.values_v11111.hi', 0x859B0A89)], 7214)
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
                gc.KeyTuple('job_id', 0x7AED),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000001DB),
                gc.DataTuple('slot_count', 0x00001DCD),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF25CF105),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0xCD70810B),
                gc.KeyTuple('src_port', 0xC75C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7AED),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x03A4),
            ]
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
        pkt = b'\xE0\xA9\x0D\x60\x51\x12\xD8\x29\x85\xE6\x4E\xAE\x08\x00\x05\x00\x00\x00\x9E\x66\x00\x00\x00\x11\x00\x00\xCD\x70\x81\x0B\x89\x81\xF2\xAB\xC7\x5C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7A\xED\x00\x03\xF2\x5C\xF1\x05\x1A\x53\x04\xBA\xE0\x83\x45\x3C\x00\x40\x0A\x20\x8A\x3E\x2C\x7D\x6A\xBB\xC4\xDB\x57\x98\x57\x2C\xD8\x6E\x69\x5F\x7D\xEC\xDF\xB8\x11\xE5\x63\xD3\x74\xF9\xFE\xE0\x4D\xC3\x56\x95\x55\x23\x69\xF7\x6A\x36\x0E\x69\x78\xA6\xC4\x95\x6B\xE4\x2A\xFD\x5B\xEB\x5D\xAF\xAD\x0F\x27\x03\x50\x6D\x6F\x2F\x8A\x1A\x7A\xDE\x48\x5A\xC5\xB7\x74\x8C\x05\x5D\xE6\x60\xE2\xAD\x0C\xF3\xF4\xFD\xBB\x3A\xD5\x65\xAD\xA9\x1B\xE3\x45\x0F\x34\x6C\x76\x7B\x2E\x15\xA7\x90\x9E\x0F\xB6\xDB\xAA\xE7\xAE\x8B\xBF\x47\x1C\x15\x8C\x17\x4D\xFC\x6A\x45\x2B\x99\x66\xC9\x71\xAA\xAA\x76\x7A\x83\xD6\xEA\x3F\xA5\x03\xDB\x08\x5D\xBC\x46\x56\x42\x5A\xAC\x5A\x7A\xE6\xDD\xEE\x75\xC2\x5F\x65\x1C\x9E\xAF\x9D\x84\xF9\x30\x26\x63\x99\xBD\x49\xAE\xF7\xB7\x52\x94\x61\xA5\x42\xF4\xFF\x26\x87\x6D\x67\x47\x6C\x4D\x9B\x87\xB7\xBD\x20\x5C\x43\xA8\x1A\x7B\xEA\x7A\xC7\xFD\xCE\xA9\x0A\xA3\x5E\xA8\x58\x53\x56\x69\x9C\xFB\xC1\xBA\xF3\x55\xD1\x89\x1C\xC7\x45\x9B\x9D\xB0\xA5\xCA\x39\xA4\x8D\x41\x15\x53\x2F\xEC\x08\x31\x09\x06\x73\xA1\x8E\xB7\x7F\x4D\x5C\xB4\x45\x3B\x59\xE6\x9C\xB1\x48\x7E\xF1\x7B\x5C\xD4\xEB\x1F\xC2\x96\x42\xD3\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xD8\x29\x85\xE6\x4E\xAE\xE0\xA9\x0D\x60\x51\x12\x08\x00\x05\x00\x00\x00\x9E\x66\x00\x00\x40\x11\x00\x00\x89\x81\xF2\xAB\xCD\x70\x81\x0B\xBE\xEF\xC7\x5C\x01\x20\x00\x00\x50\x34\x02\x82\x7A\xED\x00\x03\xF2\x5C\xF1\x05\x1A\x53\x00\xBA\xE0\x83\x45\x3C\x00\x40\x00\x20\x80\x00\x00\x00\x6A\xBB\xC4\xDB\x7F\xFF\xFF\xFF\xD8\x6E\x69\x5F\x7F\xFF\xFF\xFF\x11\xE5\x63\xD3\x7F\xFF\xFF\xFF\x4D\xC3\x56\x95\x7F\xFF\xFF\xFF\x6A\x36\x0E\x69\x7F\xFF\xFF\xFF\x6B\xE4\x2A\xFD\x7F\xFF\xFF\xFF\xAD\x0F\x27\x03\x7F\xFF\xFF\xFF\x8A\x1A\x7A\xDE\x7F\xFF\xFF\xFF\x74\x8C\x05\x5D\xEB\xBB\xC1\x70\x0C\xF3\xF4\xFD\xE6\xB9\x72\xD1\xAD\xA9\x1B\xE3\x7F\xFF\xFF\xFF\x76\x7B\x2E\x15\xD4\x4C\x60\x32\xB6\xDB\xAA\xE7\x80\x00\x00\x00\x1C\x15\x8C\x17\x7F\xFF\xFF\xFF\x2B\x99\x66\xC9\x7F\xFF\xFF\xFF\x7A\x83\xD6\xEA\x7F\xFF\xFF\xFF\x08\x5D\xBC\x46\x6E\x22\x34\x58\x5A\x7A\xE6\xDD\x97\x46\x48\xA7\x65\x1C\x9E\xAF\x80\x00\x00\x00\x26\x63\x99\xBD\x7F\xFF\xFF\xFF\x52\x94\x61\xA5\x7F\xFF\xFF\xFF\x87\x6D\x67\x47\x7F\xFF\xFF\xFF\xB7\xBD\x20\x5C\x7F\xFF\xFF\xFF\xEA\x7A\xC7\xFD\x15\x66\xB6\x12\x5E\xA8\x58\x53\x7F\xFF\xFF\xFF\xC1\xBA\xF3\x55\x80\x00\x00\x00\x45\x9B\x9D\xB0\x80\x00\x00\x00\x8D\x41\x15\x53\x7F\xFF\xFF\xFF\x09\x06\x73\xA1\x80\x00\x00\x00\x5C\xB4\x45\x3B\x7F\xFF\xFF\xFF\x48\x7E\xF1\x7B\x7F\xFF\xFF\xFF\xC2\x96\x42\xD3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xEE\x05\xEB\x1F\xE0\x83\x45\x3C\xE0\x83\x45\x3C\x20\xF8\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x92\xD1\x58\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE5\x0D\xF9\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEB\xBB\xC1\x70\x73\xC4\x81\x38\xE6\xB9\x72\xD1\xFA\x47\x07\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD4\x4C\x60\x32\xA1\x38\x46\xBA\x80\x00\x00\x00\x7A\x80\xE6\xF6\x7F\xFF\xFF\xFF\x45\xD0\xD9\x35\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6E\x22\x34\x58\x36\x73\x13\xBA\x97\x46\x48\xA7\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x86\x2C\x66\xA2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x15\x11\xF8\x3E\x15\x66\xB6\x12\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x01\xC2\xE3\x05\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x42C7A2D2), ('P4rIngress.aggregator.bitmap_seq.seq', 0x19B43DB3)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x19B43DB3, 2108)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0A), ('P4rIngress.aggregator.count_exp.exponent', 0x53)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xA997DB68), ('P4rIngress.aggregator.values_v00000.hi', 0x2755A6D9)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x660AC5DA), ('P4rIngress.aggregator.values_v00001.hi', 0xBB16FF77)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x3AFC49F1), ('P4rIngress.aggregator.values_v00010.hi', 0x3F3B3909)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x2C3B8BA7), ('P4rIngress.aggregator.values_v00011.hi', 0x4F3FA542)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x44A05EB3), ('P4rIngress.aggregator.values_v00100.hi', 0x38CDCEB9)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x26012D8F), ('P4rIngress.aggregator.values_v00101.hi', 0x750B294F)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x261BC468), ('P4rIngress.aggregator.values_v00110.hi', 0x9A0F51A8)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x70D0DC9B), ('P4rIngress.aggregator.values_v00111.hi', 0x70F5ED54)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x5BB4C9E1), ('P4rIngress.aggregator.values_v01000.hi', 0x5EC5F53E)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xC9DCABB1), ('P4rIngress.aggregator.values_v01001.hi', 0x45D54C4D)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x64186980), ('P4rIngress.aggregator.values_v01010.hi', 0xE44D13B7)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xB11A70CF), ('P4rIngress.aggregator.values_v01011.hi', 0xA1A77A2F)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x65520699), ('P4rIngress.aggregator.values_v01100.hi', 0xB35FA439)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x5412B59B), ('P4rIngress.aggregator.values_v01101.hi', 0xB8A6EC40)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x5EEAB43D), ('P4rIngress.aggregator.values_v01110.hi', 0x2E055D6B)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x534BA14D), ('P4rIngress.aggregator.values_v01111.hi', 0xC62A00E3)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x2D6DAA8F), ('P4rIngress.aggregator.values_v10000.hi', 0xBDB98197)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x9E4DB6B5), ('P4rIngress.aggregator.values_v10001.hi', 0x4225ED96)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x4996647B), ('P4rIngress.aggregator.values_v10010.hi', 0x5A517306)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x530607AD), ('P4rIngress.aggregator.values_v10011.hi', 0xADFBCEA5)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x4794E6DB), ('P4rIngress.aggregator.values_v10100.hi', 0x7067C655)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xBD2DBC65), ('P4rIngress.aggregator.values_v10101.hi', 0x3E77934B)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x7E6BB169), ('P4rIngress.aggregator.values_v10110.hi', 0x36496ED8)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x794CFC51), ('P4rIngress.aggregator.values_v10111.hi', 0x40891277)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x9AF0F12F), ('P4rIngress.aggregator.values_v11000.hi', 0x4F74F0D2)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xD756887B), ('P4rIngress.aggregator.values_v11001.hi', 0x3D4ADDB5)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x64AB5D39), ('P4rIngress.aggregator.values_v11010.hi', 0xA16CBFFB)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xEF66FB8D), ('P4rIngress.aggregator.values_v11011.hi', 0x1C3A0B56)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xCB31AED7), ('P4rIngress.aggregator.values_v11100.hi', 0x7DE6BA6D)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xD22555F1), ('P4rIngress.aggregator.values_v11101.hi', 0x84961537)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x56A9A427), ('P4rIngress.aggregator.values_v11110.hi', 0x7B11A6E7)], 2108)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xCC789FA5), ('P4rIngress.aggregator.values_v11111.hi', 0x4B53E569)], 2108)
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
                gc.KeyTuple('job_id', 0x1430),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000005F),
                gc.DataTuple('slot_count', 0x000014AE),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBA48ED04),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x60D7A9D8),
                gc.KeyTuple('src_port', 0x6ABB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1430),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0258),
            ]
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
        pkt = b'\x77\xA4\xA2\x38\xD1\x59\x5D\x73\xD9\xB0\xAD\x8F\x08\x00\x05\x00\x00\x00\xEA\x54\x00\x00\x00\x11\x00\x00\x60\xD7\xA9\xD8\x49\x29\x5C\x29\x6A\xBB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x14\x30\x00\x03\xBA\x48\xED\x04\x07\xDD\x04\x48\x19\xB4\x3D\xB3\x00\x40\x45\xA9\xD1\xD5\x9A\x8E\x78\xD7\x1D\x47\x43\xFC\xFA\x5E\xB3\x24\x74\x6F\x56\x46\xD3\x17\x32\x51\xD3\x7B\x5B\x7B\xAD\xE3\x6A\x44\xAA\x1F\x3C\x7A\x8A\x19\x5D\xCC\x6B\x33\x73\x5A\x0C\x87\x45\x33\x61\x54\x5C\x49\xF1\xB2\xB9\xD7\x59\x2F\x76\x78\x5D\xCD\x0C\x99\x35\x37\x56\xEB\x75\xB6\x30\x0D\x08\xE1\x52\x50\x99\xBF\xF5\x53\xCB\x53\x7C\x4D\xC7\x24\x8E\xE1\x9E\xF7\x9D\xEA\xC6\x43\xC3\xBB\x8C\xE0\x8B\x52\xCA\xAB\xB1\x55\x95\x5B\x66\x83\xA0\xA6\xBD\xF4\x48\x07\xD6\x4A\xB9\x59\x15\x28\x26\x1C\x5D\x22\x15\x6E\xB5\xBF\x5D\x37\x7C\xF6\x9A\x9D\x90\x79\x77\x75\xA2\x5A\xC2\x7F\x4E\xD5\xE5\xD3\x68\xF7\x2D\x78\x43\xD6\x3E\x1A\x4A\x49\x7D\x45\x18\xE2\x2A\x9E\x4F\x96\xD5\x79\x68\x2D\xE3\x75\xA7\xBE\x6E\x35\x74\xFC\xAD\x34\x02\x42\xBC\xE9\x4C\x49\x89\x75\x0B\xD4\x0D\xAB\x7D\xEB\xD2\xE9\x49\x6A\xF9\xDF\x59\x38\xB0\xAA\x93\x3B\x0C\xC9\x0A\xD0\x94\xB4\x55\x22\x4A\x9A\xDB\x6A\x33\xA2\x49\x7A\xB3\xEB\x80\x00\x00\x00\xC9\x59\x3A\x87\x05\xCD\xD2\x14\x96\x64\xAA\x23\xEF\x9F\x6C\x53\x5A\x4C\xDA\xED\x58\x76\xD0\xB4\xB4\xFA\x59\xB3\x35\xE0\xD1\x7F\x13\x76\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x5D\x73\xD9\xB0\xAD\x8F\x77\xA4\xA2\x38\xD1\x59\x08\x00\x05\x00\x00\x00\xEA\x54\x00\x00\x40\x11\x00\x00\x49\x29\x5C\x29\x60\xD7\xA9\xD8\xBE\xEF\x6A\xBB\x01\x20\x00\x00\x50\x34\x02\x82\x14\x30\x00\x03\xBA\x48\xED\x04\x07\xDD\x00\x48\x19\xB4\x3D\xB3\x00\x40\x00\x0B\x80\x00\x00\x00\x78\xD7\x1D\x47\x7F\xFF\xFF\xFF\xB3\x24\x74\x6F\x7F\xFF\xFF\xFF\x32\x51\xD3\x7B\x7F\xFF\xFF\xFF\x6A\x44\xAA\x1F\x7F\xFF\xFF\xFF\x5D\xCC\x6B\x33\x7F\xFF\xFF\xFF\x45\x33\x61\x54\x7F\xFF\xFF\xFF\xB9\xD7\x59\x2F\x7F\xFF\xFF\xFF\x0C\x99\x35\x37\x7F\xFF\xFF\xFF\x30\x0D\x08\xE1\x1C\x2D\x45\x70\xF5\x53\xCB\x53\x7F\xFF\xFF\xFF\x8E\xE1\x9E\xF7\x80\x00\x00\x00\xC3\xBB\x8C\xE0\xF0\xA4\xD1\x44\xB1\x55\x95\x5B\x7F\xFF\xFF\xFF\xBD\xF4\x48\x07\x35\x35\x6D\x96\x15\x28\x26\x1C\x7F\xFF\xFF\xFF\xB5\xBF\x5D\x37\x7F\xFF\xFF\xFF\x90\x79\x77\x75\x80\x00\x00\x00\x4E\xD5\xE5\xD3\x7F\xFF\xFF\xFF\x43\xD6\x3E\x1A\x7F\xFF\xFF\xFF\x18\xE2\x2A\x9E\x7F\xFF\xFF\xFF\x68\x2D\xE3\x75\x80\x00\x00\x00\x74\xFC\xAD\x34\x7F\xFF\xFF\xFF\x4C\x49\x89\x75\x7F\xFF\xFF\xFF\x7D\xEB\xD2\xE9\xE4\x5B\xEB\x0E\x59\x38\xB0\xAA\x80\x00\x00\x00\x0A\xD0\x94\xB4\x7F\xFF\xFF\xFF\xDB\x6A\x33\xA2\x38\xE1\xAF\x78\x80\x00\x00\x00\x94\x8A\xE9\x5E\x05\xCD\xD2\x14\x80\x00\x00\x00\xEF\x9F\x6C\x53\x7F\xFF\xFF\xFF\x58\x76\xD0\xB4\x81\x72\xF9\x58\x35\xE0\xD1\x7F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x42\xC7\xA2\xDA\x19\xB4\x3D\xB3\x19\xB4\x3D\xB3\x0B\x53\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x71\x8D\x0C\x84\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7D\x8F\x22\x8B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1C\x2D\x45\x70\x3B\x29\x17\xA0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xF0\xA4\xD1\x44\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x35\x35\x6D\x96\x43\x2D\x83\x87\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC6\xDD\xF9\x43\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\x5B\xEB\x0E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x48\x1B\x72\x69\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x38\xE1\xAF\x78\x9C\x3A\x0B\x56\x94\x8A\xE9\x5E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x81\x72\xF9\x58\x7F\xFF\xFF\xFF\x13\x76\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5CA62BE6), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDD353B9E)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDD353B9E, 4576)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0B), ('P4rIngress.aggregator.count_exp.exponent', 0xF3)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x88B12C56), ('P4rIngress.aggregator.values_v00000.hi', 0x7DEDCBD2)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x2326C7CA), ('P4rIngress.aggregator.values_v00001.hi', 0xDD6A4F9C)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x6A7843DF), ('P4rIngress.aggregator.values_v00010.hi', 0x171DD053)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x40E27BFA), ('P4rIngress.aggregator.values_v00011.hi', 0x3EB098DA)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x4BD94EFE), ('P4rIngress.aggregator.values_v00100.hi', 0x265C7437)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xACEE14EF), ('P4rIngress.aggregator.values_v00101.hi', 0x5EAB1AE8)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xF1AB99CE), ('P4rIngress.aggregator.values_v00110.hi', 0x46EEAB1F)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x28FC509B), ('P4rIngress.aggregator.values_v00111.hi', 0x301CD624)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x7EE02A64), ('P4rIngress.aggregator.values_v01000.hi', 0x6FCFC2B7)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x189DA852), ('P4rIngress.aggregator.values_v01001.hi', 0xE570294D)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x796891D1), ('P4rIngress.aggregator.values_v01010.hi', 0x27718448)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xF3E76177), ('P4rIngress.aggregator.values_v01011.hi', 0x34BFEB99)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x2839DAEA), ('P4rIngress.aggregator.values_v01100.hi', 0xC3F6BF5F)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xBC9D5999), ('P4rIngress.aggregator.values_v01101.hi', 0x763DC4B6)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD3BBC3AD), ('P4rIngress.aggregator.values_v01110.hi', 0xB0AB86F4)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xB54A04D4), ('P4rIngress.aggregator.values_v01111.hi', 0xAB4A7904)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x5ABDD577), ('P4rIngress.aggregator.values_v10000.hi', 0x73DB2F92)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xDD43942F), ('P4rIngress.aggregator.values_v10001.hi', 0x38FED1A6)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x6A4AA0D2), ('P4rIngress.aggregator.values_v10010.hi', 0x4B5492E0)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x8DE9BA5D), ('P4rIngress.aggregator.values_v10011.hi', 0xBD5B9121)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x458B0E71), ('P4rIngress.aggregator.values_v10100.hi', 0xA178A4D9)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x75CE0442), ('P4rIngress.aggregator.values_v10101.hi', 0x9E5297CF)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x30591B28), ('P4rIngress.aggregator.values_v10110.hi', 0x7081FF6E)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x3FD2D4AB), ('P4rIngress.aggregator.values_v10111.hi', 0x8FA16174)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x5A580605), ('P4rIngress.aggregator.values_v11000.hi', 0x7F6AD589)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xDD7EF5DC), ('P4rIngress.aggregator.values_v11001.hi', 0x408EBFB8)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x275D3DDB), ('P4rIngress.aggregator.values_v11010.hi', 0x3E43011D)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x9DACDB37), ('P4rIngress.aggregator.values_v11011.hi', 0x1BE715FB)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x5DF2FCDA), ('P4rIngress.aggregator.values_v11100.hi', 0x0B030939)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x15F3B8CA), ('P4rIngress.aggregator.values_v11101.hi', 0x4DE1E8EC)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x46FB69C4), ('P4rIngress.aggregator.values_v11110.hi', 0x680A3A8C)], 4576)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x6384CBEF), ('P4rIngress.aggregator.values_v11111.hi', 0xD30F240B)], 4576)
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
                gc.KeyTuple('job_id', 0x3F64),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B06),
                gc.DataTuple('slot_count', 0x0000088C),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x54AEFB94),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0xF52B84E3),
                gc.KeyTuple('src_port', 0xE46C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3F64),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x00D6),
            ]
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
        pkt = b'\xB0\xBC\xF4\x75\x92\xD0\x94\x64\xB8\x17\x7E\xA0\x08\x00\x05\x00\x00\x00\xE3\xA6\x00\x00\x00\x11\x00\x00\xF5\x2B\x84\xE3\x02\x0F\x25\x20\xE4\x6C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3F\x64\x00\x03\x54\xAE\xFB\x94\x06\xDA\x02\x4B\xDD\x35\x3B\x9E\x00\x40\xD3\xD1\xAF\x1D\x5B\x01\x0E\x5A\xA7\x3E\x60\xB4\xDB\x22\x89\xB8\xE6\x97\x5D\x72\xBD\x2B\x67\x99\xF6\xE5\x7D\x84\x70\xB6\x82\x3D\xBC\x94\x69\x0B\x28\x9F\x73\x2A\xC6\x34\xE5\x38\x99\x4F\xAE\xC6\x13\x2D\xAC\xD7\x38\x48\x4C\x92\x03\xB8\x6C\x97\x3A\xF6\x57\x55\xD1\x9B\x0C\xFD\x6D\x08\xAB\xD4\x1E\x63\xDC\x9F\xAC\x56\x8A\x1D\x2B\x7E\x3D\x41\xB3\x8B\x71\xD7\x4E\x96\xCD\x76\x4F\x9F\xCF\xF1\xAB\xD3\x6C\x06\xDF\x40\x9A\xA3\xB9\xD5\x38\xBF\x5C\xC7\x12\xD2\x4E\x36\x9B\x62\xAE\x89\xB8\xA6\x0F\xCD\xA3\xCB\x1F\xD7\x9C\x97\x11\xF5\x7B\x9E\x86\x7D\x3F\xE5\x90\xB0\x91\x47\xD3\xB7\x7C\x92\xE9\x35\x2C\xEB\x4C\xF7\x4B\xD6\x2A\x66\xE5\x39\xD5\x88\xBC\x40\xED\xD0\x41\x35\x42\xF3\x40\x87\xAF\xC3\x6D\x91\x6F\xF2\x87\x1E\xF2\x17\x6C\x7D\xF9\x3B\x27\x9F\x1E\x47\x8C\x2E\x5F\x79\xC9\x21\xBA\xEF\x5B\xCB\x5B\x50\x52\x4A\x78\xB1\x4B\x31\x25\x2B\x7D\x5A\xF8\x96\x0A\x8E\x26\xA0\x68\xE5\xE0\xE3\x40\xB9\x6A\x66\x7B\x49\x74\x45\x47\xEF\x82\x57\xE9\x66\xE6\xB4\x7D\xCA\xB9\x8D\x80\x00\x00\x00\x6B\x5A\x55\x5F\x29\xEE\xD1\xF5\x53\xDD\xE3\xDA\x91\x17\xD3\x59\xE0\x07\x38\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x94\x64\xB8\x17\x7E\xA0\xB0\xBC\xF4\x75\x92\xD0\x08\x00\x05\x00\x00\x00\xE3\xA6\x00\x00\x40\x11\x00\x00\x02\x0F\x25\x20\xF5\x2B\x84\xE3\xBE\xEF\xE4\x6C\x01\x20\x00\x00\x50\x34\x02\x82\x3F\x64\x00\x03\x54\xAE\xFB\x94\x06\xDA\x00\x4B\xDD\x35\x3B\x9E\x00\x40\x00\x0C\x80\x00\x00\x00\x0E\x5A\xA7\x3E\x7F\xFF\xFF\xFF\x89\xB8\xE6\x97\x7F\xFF\xFF\xFF\x67\x99\xF6\xE5\x7F\xFF\xFF\xFF\x82\x3D\xBC\x94\x7F\xFF\xFF\xFF\x73\x2A\xC6\x34\x92\x26\xAE\x3E\xAE\xC6\x13\x2D\x9E\x82\xD2\x16\x4C\x92\x03\xB8\x7F\xFF\xFF\xFF\x57\x55\xD1\x9B\x7F\xFF\xFF\xFF\xAB\xD4\x1E\x63\xF5\x3D\x54\xA8\x8A\x1D\x2B\x7E\x7F\xFF\xFF\xFF\x71\xD7\x4E\x96\xC1\x5D\xB1\x16\xCF\xF1\xAB\xD3\x7F\xFF\xFF\xFF\x9A\xA3\xB9\xD5\xF5\x5C\xB6\x60\x12\xD2\x4E\x36\x80\x00\x00\x00\xB8\xA6\x0F\xCD\x80\x00\x00\x00\x9C\x97\x11\xF5\x7F\xFF\xFF\xFF\x3F\xE5\x90\xB0\x80\x00\x00\x00\x7C\x92\xE9\x35\x7F\xFF\xFF\xFF\x4B\xD6\x2A\x66\x80\x00\x00\x00\xBC\x40\xED\xD0\x7F\xFF\xFF\xFF\x40\x87\xAF\xC3\x7F\xFF\xFF\xFF\x87\x1E\xF2\x17\x7F\xFF\xFF\xFF\x27\x9F\x1E\x47\xCC\x01\x34\x24\xC9\x21\xBA\xEF\x7F\xFF\xFF\xFF\x52\x4A\x78\xB1\x28\xB0\x1B\x07\x7D\x5A\xF8\x96\x31\xEB\x64\x7B\x68\xE5\xE0\xE3\xDE\x66\x45\x9D\x7B\x49\x74\x45\x7F\xFF\xFF\xFF\xE9\x66\xE6\xB4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x29\xEE\xD1\xF5\x7F\xFF\xFF\xFF\x91\x17\xD3\x59\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x5C\xA6\x2B\xEE\xDD\x35\x3B\x9E\xDD\x35\x3B\x9E\x0C\xF3\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7E\xB7\xC7\x38\x7F\xFF\xFF\xFF\xC0\xEE\x55\x6E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x92\x26\xAE\x3E\x0D\x71\x2E\x15\x9E\x82\xD2\x16\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1B\xA3\xE1\x1A\xF5\x3D\x54\xA8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC1\x5D\xB1\x16\x04\xB1\x97\x6C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF5\x5C\xB6\x60\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE2\x00\x54\x9C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCC\x01\x34\x24\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\xB0\x1B\x07\x7F\xFF\xFF\xFF\x31\xEB\x64\x7B\x7F\xFF\xFF\xFF\xDE\x66\x45\x9D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\x69\xEF\xED\x7F\xFF\xFF\xFF\xCD\xE1\xE8\xEC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE0\x07\x38\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC4BFABE5), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6E1C9376)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6E1C9376, 5467)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x08), ('P4rIngress.aggregator.count_exp.exponent', 0x9D)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x8B20ED36), ('P4rIngress.aggregator.values_v00000.hi', 0x6E0AA821)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x65CE7F8E), ('P4rIngress.aggregator.values_v00001.hi', 0x8B145EEB)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x612E682F), ('P4rIngress.aggregator.values_v00010.hi', 0x2514ADED)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x7F582537), ('P4rIngress.aggregator.values_v00011.hi', 0x3F09DC62)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x6CDB5BA5), ('P4rIngress.aggregator.values_v00100.hi', 0x1C14F6EF)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x5278B455), ('P4rIngress.aggregator.values_v00101.hi', 0x4471D34A)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x37B69DAF), ('P4rIngress.aggregator.values_v00110.hi', 0xE8865CB5)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x74321737), ('P4rIngress.aggregator.values_v00111.hi', 0xBE2DD48B)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x6B5AA6BD), ('P4rIngress.aggregator.values_v01000.hi', 0x6FD65C71)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x396ABF07), ('P4rIngress.aggregator.values_v01001.hi', 0x1CDD8B6D)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x6754BBD3), ('P4rIngress.aggregator.values_v01010.hi', 0x9B5DB66F)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xE2A57E7F), ('P4rIngress.aggregator.values_v01011.hi', 0xA42956A5)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x3D8BEBA5), ('P4rIngress.aggregator.values_v01100.hi', 0x0934C52C)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x486F55A0), ('P4rIngress.aggregator.values_v01101.hi', 0x9EAE63DC)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x4C91AB16), ('P4rIngress.aggregator.values_v01110.hi', 0x5B040EB5)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x2EC3F317), ('P4rIngress.aggregator.values_v01111.hi', 0x7E6B70DB)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x991E9699), ('P4rIngress.aggregator.values_v10000.hi', 0x632294DB)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x1A649B67), ('P4rIngress.aggregator.values_v10001.hi', 0x62893A91)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x54F6E737), ('P4rIngress.aggregator.values_v10010.hi', 0xA63EFDFF)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x7D67D1BF), ('P4rIngress.aggregator.values_v10011.hi', 0x9448549B)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x59B42D4E), ('P4rIngress.aggregator.values_v10100.hi', 0xB02AE7E7)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x463D72EE), ('P4rIngress.aggregator.values_v10101.hi', 0x3C2BE6E9)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x74AED716), ('P4rIngress.aggregator.values_v10110.hi', 0x66BD8981)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x34B66BB9), ('P4rIngress.aggregator.values_v10111.hi', 0x7625A3D5)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xCA747AD0), ('P4rIngress.aggregator.values_v11000.hi', 0x5CC2946F)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x5F98E272), ('P4rIngress.aggregator.values_v11001.hi', 0x12123533)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x4B4A77AD), ('P4rIngress.aggregator.values_v11010.hi', 0x7534D110)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xC64EDFED), ('P4rIngress.aggregator.values_v11011.hi', 0x967CCE2B)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x53434D47), ('P4rIngress.aggregator.values_v11100.hi', 0x1C883EC9)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x284D215E), ('P4rIngress.aggregator.values_v11101.hi', 0x7262C3BB)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x7D6B3E81), ('P4rIngress.aggregator.values_v11110.hi', 0x0DBF6CB1)], 5467)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x7C08DC74), ('P4rIngress.aggregator.values_v11111.hi', 0x4DEE7A6C)], 5467)
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
                gc.KeyTuple('job_id', 0x2947),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001036),
                gc.DataTuple('slot_count', 0x00000ED7),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFC4BC324),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0xE1998E6F),
                gc.KeyTuple('src_port', 0x2E15),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2947),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0358),
            ]
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
        pkt = b'\x51\xC1\x0F\xD6\xDE\xE7\x29\x85\x31\x6D\x39\x24\x08\x00\x05\x00\x00\x00\xD4\xE8\x00\x00\x00\x11\x00\x00\xE1\x99\x8E\x6F\xF7\x36\x3E\xB0\x2E\x15\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x29\x47\x00\x03\xFC\x4B\xC3\x24\x05\x25\x02\x5C\x6E\x1C\x93\x76\x00\x40\x8F\xE7\x92\xC6\xEB\x8F\x7F\xFF\x0A\x49\x63\xA8\x25\xDD\xA2\xD7\xC6\x6A\x28\xD1\xD0\x9D\x22\xAC\xEF\xBF\x1D\x50\x15\x75\x55\x26\xFD\xE6\x6C\x79\xAA\x63\x72\x7C\x48\x7E\x49\xEB\x67\x96\x63\xE1\xEA\xF9\x7F\x17\x44\xB8\x95\x4C\xED\x18\x3C\xD6\x53\xB5\x0F\x58\x82\xD6\x29\xFD\x0C\x7A\x61\xD3\x51\x1F\xB8\x26\x9B\x0A\xD9\x57\x37\x03\x4F\x7B\x5A\x96\x8B\x3B\xB6\xD1\x8D\x56\x1C\xA6\xBC\xFF\xDE\x25\x38\xF7\xA4\x9F\x5E\x6F\xCF\x99\x69\x26\x25\xB1\xCA\xA2\xA6\x0F\x64\xD9\x3C\x07\x49\x35\x51\xB7\x7A\x14\x2A\x9A\x02\xB5\xEA\xED\xD3\x31\xDA\xDB\x28\xE8\x74\x39\x53\x44\x82\x58\x46\x33\x72\x13\xB5\x58\x54\x5E\x1D\xC7\xBA\x61\x24\xCC\x54\x40\x6A\x01\x75\x31\x4D\x0E\x39\xED\x9D\xE8\x51\x0F\x4B\x2D\x34\xFB\x5C\x78\xBE\xE1\x16\x2C\xCF\xAE\x53\x68\xED\x43\x81\x82\xA4\x19\x47\xA0\x47\xE1\x9E\xFF\xFA\x97\x35\x76\xD6\xFD\x76\xB9\xCE\xB2\x6F\xE9\xB3\x77\x59\x4A\xA1\xEB\x0D\x3C\xDF\xBE\x7E\xBA\x5F\x23\x92\xAD\x5D\xE1\x43\xF0\x43\x7D\x6A\xAA\x16\x97\x58\x6D\x56\x36\x37\xE1\x73\x2C\x1D\x17\x31\xAD\xFD\xCE\x9E\x7B\x5E\xF7\x7D\x3F\x6F\x8D\xF6\xCA\x03\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x29\x85\x31\x6D\x39\x24\x51\xC1\x0F\xD6\xDE\xE7\x08\x00\x05\x00\x00\x00\xD4\xE8\x00\x00\x40\x11\x00\x00\xF7\x36\x3E\xB0\xE1\x99\x8E\x6F\xBE\xEF\x2E\x15\x01\x20\x00\x00\x50\x34\x02\x82\x29\x47\x00\x03\xFC\x4B\xC3\x24\x05\x25\x00\x5C\x6E\x1C\x93\x76\x00\x40\x00\x09\x80\x00\x00\x00\x7F\xFF\x0A\x49\x7F\xFF\xFF\xFF\xA2\xD7\xC6\x6A\x7F\xFF\xFF\xFF\x22\xAC\xEF\xBF\x7F\xFF\xFF\xFF\x55\x26\xFD\xE6\x7F\xFF\xFF\xFF\x72\x7C\x48\x7E\x7F\xFF\xFF\xFF\x63\xE1\xEA\xF9\x7F\xFF\xFF\xFF\x95\x4C\xED\x18\x7F\xFF\xFF\xFF\x0F\x58\x82\xD6\x7F\xFF\xFF\xFF\x61\xD3\x51\x1F\xF1\x91\x5A\x11\xD9\x57\x37\x03\x7F\xFF\xFF\xFF\x8B\x3B\xB6\xD1\x80\x00\x00\x00\xBC\xFF\xDE\x25\x76\x83\x90\x44\x5E\x6F\xCF\x99\x7F\xFF\xFF\xFF\xCA\xA2\xA6\x0F\x7F\xFF\xFF\xFF\x49\x35\x51\xB7\x7F\xFF\xFF\xFF\x02\xB5\xEA\xED\x80\x00\x00\x00\x28\xE8\x74\x39\x6D\xA9\x1D\xBF\x46\x33\x72\x13\x0A\x4F\x3B\x95\x1D\xC7\xBA\x61\x7F\xFF\xFF\xFF\x6A\x01\x75\x31\x7F\xFF\xFF\xFF\x9D\xE8\x51\x0F\x7F\xFF\xFF\xFF\x5C\x78\xBE\xE1\x7F\xFF\xFF\xFF\x53\x68\xED\x43\xB6\x39\x0F\xD2\x47\xA0\x47\xE1\x80\x00\x00\x00\x35\x76\xD6\xFD\x7F\xFF\xFF\xFF\x6F\xE9\xB3\x77\x7F\xFF\xFF\xFF\x0D\x3C\xDF\xBE\x45\x09\x3F\x10\x92\xAD\x5D\xE1\x7F\xFF\xFF\xFF\x6A\xAA\x16\x97\x7F\xFF\xFF\xFF\x37\xE1\x73\x2C\x7F\xFF\xFF\xFF\xFD\xCE\x9E\x7B\x7F\xFF\xFF\xFF\x6F\x8D\xF6\xCA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC4\xBF\xAB\xED\x6E\x1C\x93\x76\x6E\x1C\x93\x76\x09\x9D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x47\xC1\x9D\xAC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCD\x86\x57\x61\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF1\x91\x5A\x11\xF6\x34\xC2\x70\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x76\x83\x90\x44\x67\xA4\x94\xC5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6D\xA9\x1D\xBF\x7F\xFF\xFF\xFF\x0A\x4F\x3B\x95\xC4\x06\xB8\x60\x7F\xFF\xFF\xFF\xFE\x49\xC9\xCC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB6\x39\x0F\xD2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x45\x09\x3F\x10\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0B\x8E\x0B\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x03\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x462E8825), ('P4rIngress.aggregator.bitmap_seq.seq', 0x9BEE7931)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x9BEE7931, 1929)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x94)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x86075C9A), ('P4rIngress.aggregator.values_v00000.hi', 0x3EC6752C)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x3AC688D4), ('P4rIngress.aggregator.values_v00001.hi', 0xABDB217F)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x662C0547), ('P4rIngress.aggregator.values_v00010.hi', 0xEB7E1534)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x497E3649), ('P4rIngress.aggregator.values_v00011.hi', 0x7C4A5684)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x728A15D3), ('P4rIngress.aggregator.values_v00100.hi', 0x69B375CE)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7CC6CBFF), ('P4rIngress.aggregator.values_v00101.hi', 0x4DA6D5B2)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x79594863), ('P4rIngress.aggregator.values_v00110.hi', 0x95EEC7B6)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x5951D658), ('P4rIngress.aggregator.values_v00111.hi', 0xFD068C93)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x4695D06D), ('P4rIngress.aggregator.values_v01000.hi', 0x44FDDCCD)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xEAAA7676), ('P4rIngress.aggregator.values_v01001.hi', 0x87BF9B7C)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x2E50F63B), ('P4rIngress.aggregator.values_v01010.hi', 0xD44378EA)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xD30E8B1B), ('P4rIngress.aggregator.values_v01011.hi', 0xB6EBA9C3)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x84F99AF5), ('P4rIngress.aggregator.values_v01100.hi', 0x9757A63F)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xC61E3D60), ('P4rIngress.aggregator.values_v01101.hi', 0xB7082DA5)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x93A6EFF2), ('P4rIngress.aggregator.values_v01110.hi', 0x5E58D29B)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x45729A8F), ('P4rIngress.aggregator.values_v01111.hi', 0x30E68EBE)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xBE969E72), ('P4rIngress.aggregator.values_v10000.hi', 0x427839AF)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x48D71491), ('P4rIngress.aggregator.values_v10001.hi', 0x551B60D6)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xACF0FAC5), ('P4rIngress.aggregator.values_v10010.hi', 0x56494CFD)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xBC4E471A), ('P4rIngress.aggregator.values_v10011.hi', 0x4BFB982A)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x67CF9499), ('P4rIngress.aggregator.values_v10100.hi', 0xE127B52F)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xE3301F7B), ('P4rIngress.aggregator.values_v10101.hi', 0x6C2F5E8F)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x71988D06), ('P4rIngress.aggregator.values_v10110.hi', 0x7B7E2AA3)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x77355E49), ('P4rIngress.aggregator.values_v10111.hi', 0x4C2474D0)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x6CD47A57), ('P4rIngress.aggregator.values_v11000.hi', 0x6F4232EC)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xDFA8ED51), ('P4rIngress.aggregator.values_v11001.hi', 0x09F4F1B4)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x00000000), ('P4rIngress.aggregator.values_v11010.hi', 0xCE53A82D)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5947B727), ('P4rIngress.aggregator.values_v11011.hi', 0x6B0A3E2B)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xBE05579B), ('P4rIngress.aggregator.values_v11100.hi', 0x7D69ECCB)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x9F4B599E), ('P4rIngress.aggregator.values_v11101.hi', 0x9930CFEB)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x6D7AE377), ('P4rIngress.aggregator.values_v11110.hi', 0x2CFD3BD1)], 1929)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x44F39EDE), ('P4rIngress.aggregator.values_v11111.hi', 0x98F3EAA7)], 1929)
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
                gc.KeyTuple('job_id', 0x4908),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA8FD15D9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x3AD90FC2),
                gc.KeyTuple('src_port', 0x553E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4908),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x03F5),
            ]
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
        pkt = b'\x4C\xE6\xF9\x34\x87\x58\xBC\xEE\xE3\x3C\x43\xD4\x08\x00\x05\x00\x00\x00\x40\x93\x00\x00\x00\x11\x00\x00\x3A\xD9\x0F\xC2\x58\x84\xE4\x30\x55\x3E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x49\x08\x00\x03\xA8\xFD\x15\xD9\x07\x89\x06\x69\x9B\xEE\x79\x31\x00\x40\x25\x4A\xAD\xE6\x8A\xB3\x71\xF2\xE7\x6C\x47\x76\xBD\xC2\xB2\x0A\x2F\x15\x69\xD6\x7C\x76\x53\x2F\xEE\xA4\x3D\x23\x9C\xF0\x69\x47\xAB\x50\x3D\xF8\xB9\x17\x4B\xD1\x2B\xAE\x41\x5C\xEF\x79\x49\x2C\x8D\x02\x19\x4D\xF6\x6F\xB7\x83\xB9\x93\x4A\x4F\xE3\x56\xC7\x4A\x7C\x8F\x65\xBC\xD2\xA2\x46\x83\x4D\xD5\xBE\xE5\xF5\x4F\x57\x82\x48\x33\x66\xD3\xF5\x9D\xA3\xDA\x7C\xAF\x8D\x1E\xFD\x4B\x92\xA8\x5B\xAE\xEE\xFE\xDA\x55\xD3\x1A\x5B\x0F\x46\xF7\x65\x3C\xA5\x37\x6C\xED\xEA\xAD\xA9\xE3\x40\xF2\xFB\x12\x45\x2A\xF2\x77\x75\x9F\x56\x9F\x90\xB9\x09\x4F\x61\x14\x65\xB5\x62\x3A\x55\x7B\x2E\x1B\x3D\x87\x94\x94\xBA\x7B\x34\xC5\xE6\xB7\x9D\x91\x93\x7C\x45\xE0\xB1\xD7\x59\x41\x74\x7B\x19\x22\x9C\xC0\xC5\xA6\x83\xA3\x16\x73\xDC\xFF\x2D\x4A\xD1\xCD\x0F\x58\xB3\xFE\x32\x04\x86\xDE\x4F\x77\x2E\x70\x2C\xB1\xAA\xE1\x28\x33\xB9\x8B\x20\x2B\x85\xD7\x49\x0A\x8A\xF9\x00\x00\x00\x00\x0D\x76\x0B\xA3\x57\x9C\x53\x29\x4F\x7E\xCF\x45\xAD\x2C\x36\x5B\x04\xCB\x0F\xF1\xCE\xFD\xC9\xF9\x3D\xEF\x9F\x0C\xCB\xDA\xC8\x45\x63\x5D\x77\x98\x46\x9D\x42\x52\xE7\x29\xC4\x70\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xBC\xEE\xE3\x3C\x43\xD4\x4C\xE6\xF9\x34\x87\x58\x08\x00\x05\x00\x00\x00\x40\x93\x00\x00\x40\x11\x00\x00\x58\x84\xE4\x30\x3A\xD9\x0F\xC2\xBE\xEF\x55\x3E\x01\x20\x00\x00\x50\x34\x02\x82\x49\x08\x00\x03\xA8\xFD\x15\xD9\x07\x89\x00\x69\x9B\xEE\x79\x31\x00\x40\x00\x10\x80\x00\x00\x00\x71\xF2\xE7\x6C\x7F\xFF\xFF\xFF\xB2\x0A\x2F\x15\x7F\xFF\xFF\xFF\x53\x2F\xEE\xA4\x7F\xFF\xFF\xFF\x69\x47\xAB\x50\x7F\xFF\xFF\xFF\x4B\xD1\x2B\xAE\x7F\xFF\xFF\xFF\x49\x2C\x8D\x02\x7F\xFF\xFF\xFF\xB7\x83\xB9\x93\x7F\xFF\xFF\xFF\xC7\x4A\x7C\x8F\x7F\xFF\xFF\xFF\x46\x83\x4D\xD5\xA9\x90\x6B\xC5\x57\x82\x48\x33\x7F\xFF\xFF\xFF\xA3\xDA\x7C\xAF\x80\x00\x00\x00\x92\xA8\x5B\xAE\x80\x00\x00\x00\xD3\x1A\x5B\x0F\x0D\x15\xA2\x9C\xA5\x37\x6C\xED\x80\x00\x00\x00\x40\xF2\xFB\x12\x7F\xFF\xFF\xFF\x75\x9F\x56\x9F\x80\x00\x00\x00\x61\x14\x65\xB5\x7F\xFF\xFF\xFF\x2E\x1B\x3D\x87\x80\x00\x00\x00\x34\xC5\xE6\xB7\x80\x00\x00\x00\x45\xE0\xB1\xD7\x7F\xFF\xFF\xFF\x19\x22\x9C\xC0\xA8\xD6\xA3\x1E\x16\x73\xDC\xFF\x7F\xFF\xFF\xFF\x0F\x58\xB3\xFE\x7F\xFF\xFF\xFF\x4F\x77\x2E\x70\x7F\xFF\xFF\xFF\x28\x33\xB9\x8B\xFF\xD4\x73\x28\x49\x0A\x8A\xF9\x00\x00\x00\x00\x0D\x76\x0B\xA3\x7F\xFF\xFF\xFF\x4F\x7E\xCF\x45\x80\x00\x00\x00\x04\xCB\x0F\xF1\x80\x00\x00\x00\x3D\xEF\x9F\x0C\x39\x55\xAB\xBC\x63\x5D\x77\x98\x7F\xFF\xFF\xFF\xE7\x29\xC4\x70\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x46\x2E\x88\x2D\x9B\xEE\x79\x31\x9B\xEE\x79\x31\x10\x94\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3E\xAE\x03\xD8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC4\x51\x09\x22\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA9\x90\x6B\xC5\xDF\x41\xE3\xAF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x0D\x15\xA2\x9C\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFA\x4A\x51\xEF\xA8\xD6\xA3\x1E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFF\xD4\x73\x28\x52\xFF\x7C\xAD\x00\x00\x00\x00\xDB\xC9\xB3\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD7\x20\x6E\xF7\x39\x55\xAB\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x1D\xAF\x17\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA3A088E0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x54F6E829)], 550)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x54F6E829, 550)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0xB7)], 550)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xA87DA40B), ('P4rIngress.aggregator.values_v00000.hi', 0x42E81826)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x799D9C5E), ('P4rIngress.aggregator.values_v00001.hi', 0xB37EE2CF)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x55C4C2B6), ('P4rIngress.aggregator.values_v00010.hi', 0xAA0FD297)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x1EE1389A), ('P4rIngress.aggregator.values_v00011.hi', 0x01ACEF77)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x590D133A), ('P4rIngress.aggregator.values_v00100.hi', 0x5633DCE7)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x53A946A4), ('P4rIngress.aggregator.values_v00101.hi', 0xC00A9F01)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xDBE7B51B), ('P4rIngress.aggregator.values_v00110.hi', 0x68BD6E13)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x6F08CCA4), ('P4rIngress.aggregator.values_v00111.hi', 0x34DA6E26)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x23C30512), ('P4rIngress.aggregator.values_v01000.hi', 0x9B45A552)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x88F25D5C), ('P4rIngress.aggregator.values_v01001.hi', 0xBE7075ED)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x39806D63), ('P4rIngress.aggregator.values_v01010.hi', 0x3C98BB21)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x359AF7EF), ('P4rIngress.aggregator.values_v01011.hi', 0x7DC2A85D)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x72F3BEAA), ('P4rIngress.aggregator.values_v01100.hi', 0x93B9C5C8)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x2B4AFF29), ('P4rIngress.aggregator.values_v01101.hi', 0x5C9849C0)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x832F648F), ('P4rIngress.aggregator.values_v01110.hi', 0xD76CBC7B)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x8A1BD226), ('P4rIngress.aggregator.values_v01111.hi', 0xBD8C04E5)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x447B6E5D), ('P4rIngress.aggregator.values_v10000.hi', 0x35235DFB)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xC608AE36), ('P4rIngress.aggregator.values_v10001.hi', 0x30AFF234)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x481A41C3), ('P4rIngress.aggregator.values_v10010.hi', 0x09F3952E)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xA25ABA73), ('P4rIngress.aggregator.values_v10011.hi', 0xF35184CC)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x5C793905), ('P4rIngress.aggregator.values_v10100.hi', 0xEBDC2BA5)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x5B7A91CF), ('P4rIngress.aggregator.values_v10101.hi', 0xAB1C0E02)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xA87864F6), ('P4rIngress.aggregator.values_v10110.hi', 0x008B066E)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x6E4EF1CE), ('P4rIngress.aggregator.values_v10111.hi', 0x9656C7F5)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x1BD81EB8), ('P4rIngress.aggregator.values_v11000.hi', 0x5419C7ED)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x6AC3E86C), ('P4rIngress.aggregator.values_v11001.hi', 0x102BBAEF)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x5B399995), ('P4rIngress.aggregator.values_v11010.hi', 0x971671D9)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xE5D89CF1), ('P4rIngress.aggregator.values_v11011.hi', 0xC148D542)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x1F1F4F96), ('P4rIngress.aggregator.values_v11100.hi', 0xB4A7E64C)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xC763CC05), ('P4rIngress.aggregator.values_v11101.hi', 0x2ACADC13)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x7F5A51E0), ('P4rIngress.aggregator.values_v11110.hi', 0x5A2C761D)], 550)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xEF8B2DD5), ('P4rIngress.aggregator.values_v11111.hi', 0x164CFCA3)], 550)
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
                gc.KeyTuple('job_id', 0xF426),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000DA),
                gc.DataTuple('slot_count', 0x00000CF9),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2DD5537D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0x995354D6),
                gc.KeyTuple('src_port', 0x835E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF426),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x017D),
            ]
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
        pkt = b'\x7F\x64\x63\x34\xA1\x0A\x05\x48\x23\xAF\xDF\x4E\x08\x00\x05\x00\x00\x00\xA6\xFD\x00\x00\x00\x11\x00\x00\x99\x53\x54\xD6\xF0\xC9\x26\x22\x83\x5E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF4\x26\x00\x03\x2D\xD5\x53\x7D\x01\x4C\x04\x5B\x54\xF6\xE8\x29\x00\x40\x84\x72\xBE\xDD\x31\xDB\x40\x79\x7F\xBE\x59\xC0\xA5\x19\xA7\x78\xC9\xEF\x3D\xED\xEA\xB6\xDC\x2E\xFE\x95\x6B\x0E\x45\xDE\xAB\x66\xAF\x14\x56\x25\x97\xBF\x77\x95\xD3\xE9\xE4\xBB\x4C\xAE\x7C\xFD\xAD\x87\x5A\xF4\xA5\x2B\x18\xA2\x8E\x12\x74\x2D\x7F\x9E\x67\xDE\x70\xC7\x6E\xBB\x0E\xE6\x7C\x6A\xA6\x33\x79\x02\xC5\x4E\x87\x66\x64\x89\x4B\x6C\x89\xEF\x7A\x9F\xD3\xFD\xBE\xF3\x3F\xEB\xC3\x62\xF4\xDB\x44\x82\x3A\x87\x80\xD5\x75\x2A\x3F\xD6\xAF\xAD\x4D\xC0\x25\x82\x83\x08\xDF\x59\x92\xE3\x80\x50\xA3\x8B\xEE\x0A\xC2\x1B\x46\x86\x6D\x40\xE3\x0F\x67\x28\xFD\x0B\xAF\x65\x7E\x9C\x59\xC2\x2C\x64\x75\xE6\xF9\x2E\x79\xD8\x95\x66\xA0\xCC\xA2\x55\x87\x5D\xB7\x01\x2B\x89\x75\x8D\x0F\x72\x6B\x28\x5B\x37\xCF\xF0\xAC\x97\xE5\x36\xA9\xFE\xCD\xB2\xDF\x66\xC6\xC3\x4C\x2D\xE6\x89\x85\x50\xD7\xD9\x70\x37\x2A\x5B\x35\x69\x6C\x7D\x65\x5C\x4B\x69\xF5\x9B\x14\xC7\x59\xAD\xD1\xC5\xE5\xC9\x5B\xC5\xD0\x7E\x02\x8A\x6B\x38\xC3\x68\xBA\x28\xC4\x33\xB7\xB0\x34\xEC\xB0\x79\x44\xCB\xE2\x04\x9E\x36\x1C\x71\x08\xEA\x29\xFD\x96\x85\x8A\x89\x97\xC4\xED\x55\x81\x73\xDA\xE4\x03\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x05\x48\x23\xAF\xDF\x4E\x7F\x64\x63\x34\xA1\x0A\x08\x00\x05\x00\x00\x00\xA6\xFD\x00\x00\x40\x11\x00\x00\xF0\xC9\x26\x22\x99\x53\x54\xD6\xBE\xEF\x83\x5E\x01\x20\x00\x00\x50\x34\x02\x82\xF4\x26\x00\x03\x2D\xD5\x53\x7D\x01\x4C\x00\x5B\x54\xF6\xE8\x29\x00\x40\x00\x08\x80\x00\x00\x00\x40\x79\x7F\xBE\x7F\xFF\xFF\xFF\xA7\x78\xC9\xEF\x7F\xFF\xFF\xFF\xDC\x2E\xFE\x95\x7F\xFF\xFF\xFF\xAB\x66\xAF\x14\x7F\xFF\xFF\xFF\x77\x95\xD3\xE9\x38\x64\x93\x52\x7C\xFD\xAD\x87\x36\xDC\x5A\x46\x18\xA2\x8E\x12\x7F\xFF\xFF\xFF\x67\xDE\x70\xC7\x7F\xFF\xFF\xFF\x7C\x6A\xA6\x33\x01\xF5\x22\xAA\x87\x66\x64\x89\x7F\xFF\xFF\xFF\x7A\x9F\xD3\xFD\xF4\x8E\x37\xDA\xC3\x62\xF4\xDB\x7F\xFF\xFF\xFF\x80\xD5\x75\x2A\x6B\x21\xAE\xD6\x4D\xC0\x25\x82\x80\x00\x00\x00\x92\xE3\x80\x50\x80\x00\x00\x00\xC2\x1B\x46\x86\x7F\xFF\xFF\xFF\x67\x28\xFD\x0B\x80\x00\x00\x00\x59\xC2\x2C\x64\x7F\xFF\xFF\xFF\x79\xD8\x95\x66\x80\x00\x00\x00\x87\x5D\xB7\x01\x7F\xFF\xFF\xFF\x0F\x72\x6B\x28\x7F\xFF\xFF\xFF\xAC\x97\xE5\x36\x80\x00\x00\x00\xDF\x66\xC6\xC3\x7F\xFF\xFF\xFF\x85\x50\xD7\xD9\x7F\xFF\xFF\xFF\x35\x69\x6C\x7D\x7F\xFF\xFF\xFF\xF5\x9B\x14\xC7\x7F\xFF\xFF\xFF\xE5\xC9\x5B\xC5\xB6\x56\x9F\x7B\x6B\x38\xC3\x68\xD9\x48\x13\xC9\xB7\xB0\x34\xEC\x80\x00\x00\x00\xE2\x04\x9E\x36\x7F\xFF\xFF\xFF\x29\xFD\x96\x85\x80\x00\x00\x00\xED\x55\x81\x73\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA3\xA0\x88\xE8\x54\xF6\xE8\x29\x54\xF6\xE8\x29\x08\xB7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x86\x3E\xD1\x2C\x7F\xFF\xFF\xFF\xAD\x13\x9E\x8B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x38\x64\x93\x52\x3D\x08\x4C\x88\x36\xDC\x5A\x46\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x17\xB0\x4B\x85\x01\xF5\x22\xAA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\x8E\x37\xDA\x41\x25\x9D\x38\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x6B\x21\xAE\xD6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFB\x4E\x96\xCD\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xDF\xF1\xCD\x31\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x05\xC6\xCF\xB6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB6\x56\x9F\x7B\x2C\x81\x98\xAA\xD9\x48\x13\xC9\x80\x00\x00\x00\x80\x00\x00\x00\x0C\xCF\x7A\x49\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x03\xA2\x7E\x16\xDA\xE4\x03\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD7356647), ('P4rIngress.aggregator.bitmap_seq.seq', 0x10C27C76)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x10C27C76, 4726)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0x9C)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x8BA5C20E), ('P4rIngress.aggregator.values_v00000.hi', 0x386D96BB)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x438AA721), ('P4rIngress.aggregator.values_v00001.hi', 0xB11D6099)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x7F33537D), ('P4rIngress.aggregator.values_v00010.hi', 0x4A182BD1)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x49A8294E), ('P4rIngress.aggregator.values_v00011.hi', 0x23F1AD8D)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x76E59FEA), ('P4rIngress.aggregator.values_v00100.hi', 0x4943D221)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xC6A9A70E), ('P4rIngress.aggregator.values_v00101.hi', 0x3AB6C6CF)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x2FB6BEB9), ('P4rIngress.aggregator.values_v00110.hi', 0x59EE7ADD)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x434ABBE9), ('P4rIngress.aggregator.values_v00111.hi', 0x7623A7B5)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x274A511F), ('P4rIngress.aggregator.values_v01000.hi', 0xBCC4F56D)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x9D91DDCD), ('P4rIngress.aggregator.values_v01001.hi', 0x8949D3E5)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x7BB07B87), ('P4rIngress.aggregator.values_v01010.hi', 0xBBC9C74A)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x2AB79E9E), ('P4rIngress.aggregator.values_v01011.hi', 0xBF920DA4)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x9CDB7C15), ('P4rIngress.aggregator.values_v01100.hi', 0x4B02FFBB)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x55E3A91B), ('P4rIngress.aggregator.values_v01101.hi', 0x400FA986)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x0D117727), ('P4rIngress.aggregator.values_v01110.hi', 0x8E6A0F1D)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x97D12B9D), ('P4rIngress.aggregator.values_v01111.hi', 0x57C5DC85)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x7BF736F3), ('P4rIngress.aggregator.values_v10000.hi', 0x3B366A55)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7854CD5B), ('P4rIngress.aggregator.values_v10001.hi', 0x9AD968BF)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x538EEC0A), ('P4rIngress.aggregator.values_v10010.hi', 0x3414A79F)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x173BBF7B), ('P4rIngress.aggregator.values_v10011.hi', 0x20D6EA90)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xEB3E7579), ('P4rIngress.aggregator.values_v10100.hi', 0x518F58F5)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xA4C90E47), ('P4rIngress.aggregator.values_v10101.hi', 0xA4842A0B)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x6F26F8ED), ('P4rIngress.aggregator.values_v10110.hi', 0x5395A125)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x473597AD), ('P4rIngress.aggregator.values_v10111.hi', 0xD859D306)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x213AF59E), ('P4rIngress.aggregator.values_v11000.hi', 0xCFC46A5D)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xD0553FF9), ('P4rIngress.aggregator.values_v11001.hi', 0x76399C13)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xB2345070), ('P4rIngress.aggregator.values_v11010.hi', 0x7D9B1639)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xBB454F2F), ('P4rIngress.aggregator.values_v11011.hi', 0x2E0D812E)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x936CD38D), ('P4rIngress.aggregator.values_v11100.hi', 0x342A7A4D)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xAACE864D), ('P4rIngress.aggregator.values_v11101.hi', 0x59804B70)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x9092D6E9), ('P4rIngress.aggregator.values_v11110.hi', 0x6191E51D)], 4726)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x6D2A696F), ('P4rIngress.aggregator.values_v11111.hi', 0x68217AC1)], 4726)
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
                gc.KeyTuple('job_id', 0xB039),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000018),
                gc.DataTuple('slot_count', 0x00001FE8),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x179016E6),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x5BCECB90),
                gc.KeyTuple('src_port', 0xDBB7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB039),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x03A7),
            ]
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
        pkt = b'\x58\x4A\xC7\xE7\x09\x06\xD9\x0A\x33\x0C\x32\xFE\x08\x00\x05\x00\x00\x00\x8D\xE6\x00\x00\x00\x11\x00\x00\x5B\xCE\xCB\x90\xDB\x1A\x26\x3B\xDB\xB7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB0\x39\x00\x03\x17\x90\x16\xE6\x12\x5E\x06\x62\x10\xC2\x7C\x76\x00\x40\xBD\x85\xB5\xAF\xB6\xC5\x4F\x1F\x5A\xB8\x4E\x25\x94\xD1\x9F\x93\x4A\xB7\x43\xD7\x5B\x6B\x2B\x1F\x14\x75\x4F\x48\xEE\xEC\xBB\x2A\xFC\xBF\x17\x74\x18\x86\x63\x59\x1E\xB7\x52\x5B\x8D\xD6\xAA\x32\xC2\xD9\xAA\xB3\x3A\x8E\x43\x02\xF9\x49\x6E\x66\xF3\x9A\x43\x3A\x17\x16\x6E\xC6\x46\x1D\xA8\xA8\x8F\x45\xE0\x93\x87\xD7\x9A\xE3\x31\x41\x5A\xBF\x3A\xC6\x87\x0D\x92\x0A\x8A\x8F\xEA\x91\x8E\xCE\xE4\x9B\xC1\x39\xD6\xFD\x4B\x3E\xC5\x7B\x50\xA8\x97\xC9\x40\x04\xA1\x56\xC6\xBF\x14\x6D\x6B\x06\xA0\x33\x8E\x79\x8C\xB1\x28\xCE\x35\xB6\xB1\x19\xC5\x3D\x71\x34\x6E\x57\x03\xD3\x89\x59\xEC\xD0\xF1\xE3\x54\x66\x46\xB6\x78\xC3\xF7\x3E\xDE\x6A\x3C\x15\x01\x3B\x55\x13\x84\xAF\x75\x67\x6A\x54\x71\xC5\x1B\x67\x4D\x6F\xA3\xA4\xB5\xE5\x2A\x08\x1D\xC1\x6B\xB5\xC5\xB3\x6A\x56\xAB\xC7\x86\xB3\x6C\xB2\xBD\x5A\x82\xF8\xDF\xFF\x49\x6F\x85\x75\xB7\x91\xC6\xE3\xD3\x26\xAC\x28\x3D\xE6\x6D\x84\xD3\x09\x87\x76\xB7\xB6\x62\x7D\xA1\xCB\xBA\x55\xD7\xFE\x5C\x3A\x8A\x3E\x9E\x8C\xE6\x28\x05\xA6\xDF\xB9\xB0\xAE\x36\xFB\x2D\xDD\xAF\xAF\x38\xBD\x56\x89\x80\x00\x00\x00\x81\xD2\x94\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xD9\x0A\x33\x0C\x32\xFE\x58\x4A\xC7\xE7\x09\x06\x08\x00\x05\x00\x00\x00\x8D\xE6\x00\x00\x40\x11\x00\x00\xDB\x1A\x26\x3B\x5B\xCE\xCB\x90\xBE\xEF\xDB\xB7\x01\x20\x00\x00\x50\x34\x02\x82\xB0\x39\x00\x03\x17\x90\x16\xE6\x12\x5E\x00\x62\x10\xC2\x7C\x76\x00\x40\x00\x1E\x80\x00\x00\x00\x4F\x1F\x5A\xB8\x7F\xFF\xFF\xFF\x9F\x93\x4A\xB7\x7F\xFF\xFF\xFF\x2B\x1F\x14\x75\x7F\xFF\xFF\xFF\xBB\x2A\xFC\xBF\x7F\xFF\xFF\xFF\x63\x59\x1E\xB7\x19\x05\x34\xE4\xAA\x32\xC2\xD9\xDA\x69\xF9\x47\x43\x02\xF9\x49\x7F\xFF\xFF\xFF\x43\x3A\x17\x16\x7F\xFF\xFF\xFF\xA8\xA8\x8F\x45\x80\x00\x00\x00\x9A\xE3\x31\x41\x7F\xFF\xFF\xFF\x87\x0D\x92\x0A\xB5\x47\x89\x2F\x8E\xCE\xE4\x9B\x80\x00\x00\x00\x4B\x3E\xC5\x7B\x7F\xFF\xFF\xFF\x40\x04\xA1\x56\xD3\xD0\x8B\x94\x6B\x06\xA0\x33\x80\x00\x00\x00\x28\xCE\x35\xB6\x2D\x10\xFC\x30\x71\x34\x6E\x57\x7C\x28\x56\xB4\xEC\xD0\xF1\xE3\x7F\xFF\xFF\xFF\x78\xC3\xF7\x3E\xF5\xA5\xFB\x90\x01\x3B\x55\x13\x80\x00\x00\x00\x6A\x54\x71\xC5\xC0\x30\x5B\xB6\xA3\xA4\xB5\xE5\x7F\xFF\xFF\xFF\x6B\xB5\xC5\xB3\x7F\xFF\xFF\xFF\x86\xB3\x6C\xB2\xDE\x95\x78\x96\xDF\xFF\x49\x6F\x80\x00\x00\x00\xC6\xE3\xD3\x26\x80\x00\x00\x00\x6D\x84\xD3\x09\x80\x00\x00\x00\x62\x7D\xA1\xCB\x80\x00\x00\x00\x5C\x3A\x8A\x3E\x80\x00\x00\x00\x05\xA6\xDF\xB9\x80\x00\x00\x00\x2D\xDD\xAF\xAF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD7\x35\x66\x4F\x10\xC2\x7C\x76\x10\xC2\x7C\x76\x1E\x9C\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x75\x37\x40\x46\x7F\xFF\xFF\xFF\xDF\x1C\xAA\x4C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x19\x05\x34\xE4\xE4\xE9\x89\xA8\xDA\x69\xF9\x47\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB5\x47\x89\x2F\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD3\xD0\x8B\x94\xF9\x70\xAF\x50\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2D\x10\xFC\x30\x7F\xFF\xFF\xFF\x7C\x28\x56\xB4\x87\xAA\x5A\xA2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\xA5\xFB\x90\x22\x12\x3F\xA3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC0\x30\x5B\xB6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDE\x95\x78\x96\xAF\xC3\xB3\xCC\x80\x00\x00\x00\x3D\x1D\x6F\x39\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5F\x27\x2B\x29\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE8\x21\x7A\xC1\x81\xD2\x94\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x77D971B7), ('P4rIngress.aggregator.bitmap_seq.seq', 0x66DDB719)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x66DDB719, 1528)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0x94)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x989EABF3), ('P4rIngress.aggregator.values_v00000.hi', 0x7F3A1B0F)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x614C4883), ('P4rIngress.aggregator.values_v00001.hi', 0xE1B1B845)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x7103B6E1), ('P4rIngress.aggregator.values_v00010.hi', 0xE69526BD)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x5359DE29), ('P4rIngress.aggregator.values_v00011.hi', 0xFEFF531C)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x776B29C4), ('P4rIngress.aggregator.values_v00100.hi', 0x58972AE3)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x00000000), ('P4rIngress.aggregator.values_v00101.hi', 0xC151F3D3)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x917A395B), ('P4rIngress.aggregator.values_v00110.hi', 0x48D79DFB)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x779A5701), ('P4rIngress.aggregator.values_v00111.hi', 0x5680D7A2)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x72801F97), ('P4rIngress.aggregator.values_v01000.hi', 0x4BE3D08F)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xDE1BBB74), ('P4rIngress.aggregator.values_v01001.hi', 0xBC0C4689)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x6740F6F5), ('P4rIngress.aggregator.values_v01010.hi', 0x7DB22273)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x5F3F37BA), ('P4rIngress.aggregator.values_v01011.hi', 0x03B7DFA9)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x57A27E0D), ('P4rIngress.aggregator.values_v01100.hi', 0xB1A93B87)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xD61B7EE7), ('P4rIngress.aggregator.values_v01101.hi', 0x71CB4DAF)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xB2CF5A7F), ('P4rIngress.aggregator.values_v01110.hi', 0xC83D5561)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xA759E0C2), ('P4rIngress.aggregator.values_v01111.hi', 0xA87F69D3)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x5B160B3F), ('P4rIngress.aggregator.values_v10000.hi', 0x677AD176)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xCBF67B1A), ('P4rIngress.aggregator.values_v10001.hi', 0x665B8A5F)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x6F128EF3), ('P4rIngress.aggregator.values_v10010.hi', 0x4B8F60FE)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xA9099961), ('P4rIngress.aggregator.values_v10011.hi', 0xAD7BBCEA)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x421C9D35), ('P4rIngress.aggregator.values_v10100.hi', 0xD1BFA2CB)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x62CF14A4), ('P4rIngress.aggregator.values_v10101.hi', 0xCD4DCAC9)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x683C7315), ('P4rIngress.aggregator.values_v10110.hi', 0x3FB044C3)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xCE25B5AD), ('P4rIngress.aggregator.values_v10111.hi', 0xA08D7673)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x459B1F04), ('P4rIngress.aggregator.values_v11000.hi', 0x60690CB9)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x00000000), ('P4rIngress.aggregator.values_v11001.hi', 0x0EC958FF)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xF61256AA), ('P4rIngress.aggregator.values_v11010.hi', 0x46DCA419)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x24A530AF), ('P4rIngress.aggregator.values_v11011.hi', 0x740EA59F)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x3B516C86), ('P4rIngress.aggregator.values_v11100.hi', 0x8796A197)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x4C97F9CA), ('P4rIngress.aggregator.values_v11101.hi', 0x5AAEC02A)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xB56EF9EF), ('P4rIngress.aggregator.values_v11110.hi', 0x4AA6DF6F)], 1528)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x18A027C2), ('P4rIngress.aggregator.values_v11111.hi', 0x956226E5)], 1528)
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
                gc.KeyTuple('job_id', 0x4695),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000273),
                gc.DataTuple('slot_count', 0x00000EA7),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x42CD66E0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xE3DD7446),
                gc.KeyTuple('src_port', 0xCC28),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4695),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x03C3),
            ]
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
        pkt = b'\x1A\xF4\x24\x76\xF9\xFA\xAA\x59\x7D\x68\xF9\xDB\x08\x00\x05\x00\x00\x00\x82\x07\x00\x00\x00\x11\x00\x00\xE3\xDD\x74\x46\x26\x80\xB1\x57\xCC\x28\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x46\x95\x00\x03\x42\xCD\x66\xE0\x03\x85\x02\x72\x66\xDD\xB7\x19\x00\x40\x48\xB6\xB7\x88\x83\xBE\x76\x73\xE3\xB8\x23\x4B\x99\xB9\x96\xB7\x9F\xE5\x34\x75\x63\xAF\xCC\x33\x4E\x3F\x57\x5B\xB9\xBD\xAA\x82\x49\xC4\x42\xC9\x2A\x9F\x49\x6B\x69\x73\x00\x00\x00\x00\xC7\x0D\x5E\x63\x37\xAF\x75\x4B\x54\x6C\xD4\x30\x30\x8E\x52\xAD\x55\xEF\xEB\x55\x29\x96\x88\x53\xB7\xF9\xCF\xE7\x5E\x7F\x6B\x2E\x86\x4E\xD2\x35\x4C\x72\x72\x01\x63\xD2\xEF\xF3\x09\xDA\x58\x92\xF1\x16\xBE\xCF\x40\xAE\x7B\x33\xA9\xE5\x12\x53\xC5\x4D\x53\x59\x43\x59\x46\x6F\x9C\x96\x5B\xFB\xA1\x60\x49\x63\xBE\x6C\x31\x71\xC3\x7D\x5A\xEE\x56\x57\x72\x7D\x27\x5A\x91\x46\x94\xF2\x65\x44\x53\x48\xD3\x31\x66\x31\xC5\xAA\x5E\x74\xC9\x68\x9F\xDB\xDB\x37\x9A\x22\x8E\xAB\x63\x59\x59\x3A\xFE\xF0\x70\x7B\x25\x1D\x28\x0E\x9A\x5D\xBB\xC4\x2D\xBE\x6A\x8B\x42\x9F\x73\xC7\x64\x6D\x25\xEA\xAD\xDC\x2C\xD0\x60\x81\xDB\x44\x40\xB1\xD3\xDD\x00\x00\x00\x00\x72\xE9\x45\x83\xE7\x66\x32\x16\x57\xA5\x6E\x4D\xA6\x6F\xFE\xA9\x27\xA5\x2D\xBC\x4A\x6B\x38\x03\xBE\x54\xE0\x93\x5B\x94\xF8\x2B\x0C\x2D\x39\x1B\x95\xA3\xA2\xA9\x4E\xC4\x82\x66\x77\x22\x91\x77\xAD\x68\x75\x08\xB8\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xAA\x59\x7D\x68\xF9\xDB\x1A\xF4\x24\x76\xF9\xFA\x08\x00\x05\x00\x00\x00\x82\x07\x00\x00\x40\x11\x00\x00\x26\x80\xB1\x57\xE3\xDD\x74\x46\xBE\xEF\xCC\x28\x01\x20\x00\x00\x50\x34\x02\x82\x46\x95\x00\x03\x42\xCD\x66\xE0\x03\x85\x00\x72\x66\xDD\xB7\x19\x00\x40\x00\x0E\x80\x00\x00\x00\x76\x73\xE3\xB8\x7F\xFF\xFF\xFF\x96\xB7\x9F\xE5\x7F\xFF\xFF\xFF\xCC\x33\x4E\x3F\x7F\xFF\xFF\xFF\xAA\x82\x49\xC4\x7F\xFF\xFF\xFF\x49\x6B\x69\x73\x00\x00\x00\x00\xC7\x0D\x5E\x63\xC9\x29\xAE\xA6\x54\x6C\xD4\x30\x7F\xFF\xFF\xFF\x55\xEF\xEB\x55\x7F\xFF\xFF\xFF\xB7\xF9\xCF\xE7\x3C\x9B\x26\xA2\x86\x4E\xD2\x35\x7F\xFF\xFF\xFF\x63\xD2\xEF\xF3\x69\x19\x90\x4C\xF1\x16\xBE\xCF\x7F\xFF\xFF\xFF\xA9\xE5\x12\x53\x9B\x68\xD2\x40\x43\x59\x46\x6F\x80\x00\x00\x00\xA1\x60\x49\x63\x80\x00\x00\x00\xC3\x7D\x5A\xEE\x7F\xFF\xFF\xFF\x27\x5A\x91\x46\x80\x00\x00\x00\x53\x48\xD3\x31\x7F\xFF\xFF\xFF\x5E\x74\xC9\x68\x80\x00\x00\x00\x9A\x22\x8E\xAB\x7F\xFF\xFF\xFF\xFE\xF0\x70\x7B\x7F\xFF\xFF\xFF\x9A\x5D\xBB\xC4\x7F\xFF\xFF\xFF\x42\x9F\x73\xC7\x32\x92\xDB\x97\xAD\xDC\x2C\xD0\x7F\xFF\xFF\xFF\x40\xB1\xD3\xDD\x00\x00\x00\x00\x72\xE9\x45\x83\xDD\x78\x88\xC0\x57\xA5\x6E\x4D\xCB\x15\x2F\x58\x27\xA5\x2D\xBC\x7F\xFF\xFF\xFF\xBE\x54\xE0\x93\x7F\xFF\xFF\xFF\x0C\x2D\x39\x1B\x80\x00\x00\x00\x4E\xC4\x82\x66\x7F\xFF\xFF\xFF\xAD\x68\x75\x08\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x77\xD9\x71\xBF\x66\xDD\xB7\x19\x66\xDD\xB7\x19\x0E\x94\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB2\xC8\x74\xFC\x7F\xFF\xFF\xFF\xA9\x81\x9C\xE0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x88\x5F\x52\x36\xC9\x29\xAE\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x03\xDD\xA0\x76\x3C\x9B\x26\xA2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x69\x19\x90\x4C\xF4\xCE\x9E\x78\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9B\x68\xD2\x40\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD0\xB0\x13\x46\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\x92\xDB\x97\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xDD\x78\x88\xC0\x7F\xFF\xFF\xFF\xCB\x15\x2F\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x66\xDB\xF9\x45\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB8\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x91E383E6), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2409FD3B)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2409FD3B, 1874)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x79)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x80BA361C), ('P4rIngress.aggregator.values_v00000.hi', 0x44F46A79)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x4E46E6C4), ('P4rIngress.aggregator.values_v00001.hi', 0xBCA3B259)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x624E9E62), ('P4rIngress.aggregator.values_v00010.hi', 0xD8FF0D2C)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x599F9252), ('P4rIngress.aggregator.values_v00011.hi', 0xFEC6BBFF)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x695F023B), ('P4rIngress.aggregator.values_v00100.hi', 0x077C0A37)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xC1D79BE9), ('P4rIngress.aggregator.values_v00101.hi', 0x023D3C21)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xA54B5674), ('P4rIngress.aggregator.values_v00110.hi', 0x3EB525D3)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x5A6EB5D3), ('P4rIngress.aggregator.values_v00111.hi', 0x5D27644F)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x1C4F7B53), ('P4rIngress.aggregator.values_v01000.hi', 0xEEA4776E)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x0AA68EF8), ('P4rIngress.aggregator.values_v01001.hi', 0xEDC4ADC7)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x5F6623BF), ('P4rIngress.aggregator.values_v01010.hi', 0x6BA640BE)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x9A9AE174), ('P4rIngress.aggregator.values_v01011.hi', 0x13D2FEDA)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x5D5B5038), ('P4rIngress.aggregator.values_v01100.hi', 0xB9F68D9B)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x1F1533DB), ('P4rIngress.aggregator.values_v01101.hi', 0x731F6FAD)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x83F2C27E), ('P4rIngress.aggregator.values_v01110.hi', 0xBB5B4F36)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x89E9E4DD), ('P4rIngress.aggregator.values_v01111.hi', 0xAA4D5892)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x4E69E39B), ('P4rIngress.aggregator.values_v10000.hi', 0x73B28CA7)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xC6AD793D), ('P4rIngress.aggregator.values_v10001.hi', 0x3EBD174F)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x48E375A5), ('P4rIngress.aggregator.values_v10010.hi', 0x20442BFC)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xA96BDA9D), ('P4rIngress.aggregator.values_v10011.hi', 0x89EA90C1)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x1B8D9E8E), ('P4rIngress.aggregator.values_v10100.hi', 0xCAB09C70)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x65EE2FCC), ('P4rIngress.aggregator.values_v10101.hi', 0x87FC99AB)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x8A929B1F), ('P4rIngress.aggregator.values_v10110.hi', 0xFC5BB6DB)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x493A50D5), ('P4rIngress.aggregator.values_v10111.hi', 0x88A9C4BC)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x4C64EFAB), ('P4rIngress.aggregator.values_v11000.hi', 0x55459610)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x765C8C46), ('P4rIngress.aggregator.values_v11001.hi', 0x530210DB)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xB095DB5F), ('P4rIngress.aggregator.values_v11010.hi', 0x68EB9FA7)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xC1CFF8F1), ('P4rIngress.aggregator.values_v11011.hi', 0x954C5FD7)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xA5277D14), ('P4rIngress.aggregator.values_v11100.hi', 0x732CD55D)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x7E71341A), ('P4rIngress.aggregator.values_v11101.hi', 0x10DC9D6C)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xA7884533), ('P4rIngress.aggregator.values_v11110.hi', 0x409C9B29)], 1874)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x566A95AA), ('P4rIngress.aggregator.values_v11111.hi', 0x323EB5B1)], 1874)
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
                gc.KeyTuple('job_id', 0xA688),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000015C),
                gc.DataTuple('slot_count', 0x00001BA1),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEF196C79),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x23563762),
                gc.KeyTuple('src_port', 0xE7BD),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA688),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x015C),
            ]
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
        ig_port = 8
        pkt = b'\xB2\xBC\x23\xC4\xEC\x8C\x37\x1D\xEB\x31\x5B\x14\x08\x00\x05\x00\x00\x00\xC7\xF0\x00\x00\x00\x11\x00\x00\x23\x56\x37\x62\xE7\xE9\x15\xE9\xE7\xBD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA6\x88\x00\x03\xEF\x19\x6C\x79\x05\xF6\x02\x3A\x24\x09\xFD\x3B\x00\x40\xC9\xEA\x84\xB2\x18\x9A\x65\xD9\xB8\x93\x37\x55\x93\xF7\xB2\xDA\xB8\xCD\x2B\x7B\x3E\x53\xC7\xC7\xDD\x6E\x52\xC7\xFE\x1B\x42\x71\xAE\xEE\x43\x00\x46\x91\x7B\x23\xAE\xE7\x6F\xF6\xE6\xEB\xA7\x03\x83\x28\x02\xC9\xDC\xB4\x5B\xE3\xCB\xC5\x69\xA5\x2C\x4D\x53\x7C\x7D\xD6\x64\x5E\x3D\x75\x26\xD5\x98\xA7\x8C\x6A\xA9\x0F\x91\x7A\x25\x34\x2C\x24\x36\x23\x36\x24\x9D\x8B\x1A\x8C\xF5\x41\xBE\xC9\x4C\x29\x7B\x62\x73\x38\x8A\x4C\xA8\xC9\xB3\xB4\xFE\xBB\x45\x41\x05\x45\xC3\x1D\x65\xCA\xA7\x18\xEE\x7C\xA0\xA8\x6C\xBB\x9A\xCC\xC9\x38\x62\xB1\x8A\xB9\x79\xA1\xAB\xB2\x8A\x98\x2D\x52\x5E\xBE\xA7\x7F\x4A\xC6\x7D\x9C\x7B\x15\xA9\xD3\xBD\x5E\x59\xDD\xD8\x9A\xB0\xC4\x75\x49\xDE\xC4\xCB\x2B\x71\x45\x3A\xE6\xB9\x26\xE2\x37\xB4\x5A\xBA\xEB\xCD\x69\xBC\xC8\x5B\x9B\x4B\x1C\xB8\xF5\xF5\x29\xAF\x23\x6C\x29\xED\x1F\x5D\x76\xE3\x9E\x3E\xBA\xAF\x24\xF5\x97\xD8\x07\xFD\xB1\xC9\x7A\x69\x33\xAE\xA5\x9F\x8A\x99\x85\xBE\xA8\x5C\xDB\xD2\x8C\x37\x87\x05\x77\xD0\x07\xF5\x46\xC3\x5B\x73\x76\x9F\x6C\x9C\x9F\x1D\x9C\x4B\xE8\x8A\x7D\x57\x29\xF9\xCB\x78\x0F\x0C\xC9\x70\xB3\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x37\x1D\xEB\x31\x5B\x14\xB2\xBC\x23\xC4\xEC\x8C\x08\x00\x05\x00\x00\x00\xC7\xF0\x00\x00\x40\x11\x00\x00\xE7\xE9\x15\xE9\x23\x56\x37\x62\xBE\xEF\xE7\xBD\x01\x20\x00\x00\x50\x34\x02\x82\xA6\x88\x00\x03\xEF\x19\x6C\x79\x05\xF6\x00\x3A\x24\x09\xFD\x3B\x00\x40\x00\x20\x80\x00\x00\x00\x65\xD9\xB8\x93\x7F\xFF\xFF\xFF\xB2\xDA\xB8\xCD\x7F\xFF\xFF\xFF\xC7\xC7\xDD\x6E\x7F\xFF\xFF\xFF\x42\x71\xAE\xEE\x7F\xFF\xFF\xFF\x7B\x23\xAE\xE7\x31\xCE\x82\xD4\xA7\x03\x83\x28\xA8\x15\x33\x28\x5B\xE3\xCB\xC5\x7F\xFF\xFF\xFF\x53\x7C\x7D\xD6\x7F\xFF\xFF\xFF\x26\xD5\x98\xA7\x97\x11\x38\x07\x91\x7A\x25\x34\x7F\xFF\xFF\xFF\x36\x24\x9D\x8B\xB5\x27\xD6\xB5\xBE\xC9\x4C\x29\x7F\xFF\xFF\xFF\x8A\x4C\xA8\xC9\xD2\xCA\x32\x96\x45\x41\x05\x45\x80\x00\x00\x00\xA7\x18\xEE\x7C\x80\x00\x00\x00\x9A\xCC\xC9\x38\x7F\xFF\xFF\xFF\x79\xA1\xAB\xB2\x80\x00\x00\x00\x5E\xBE\xA7\x7F\x7F\xFF\xFF\xFF\x7B\x15\xA9\xD3\x80\x00\x00\x00\xD8\x9A\xB0\xC4\x7F\xFF\xFF\xFF\xCB\x2B\x71\x45\x7F\xFF\xFF\xFF\xE2\x37\xB4\x5A\x80\x00\x00\x00\xBC\xC8\x5B\x9B\x7F\xFF\xFF\xFF\xF5\x29\xAF\x23\x7F\xFF\xFF\xFF\x5D\x76\xE3\x9E\x7F\xFF\xFF\xFF\xF5\x97\xD8\x07\xAE\x47\xA4\xD9\x69\x33\xAE\xA5\x80\x00\x00\x00\xBE\xA8\x5C\xDB\x80\x00\x00\x00\x05\x77\xD0\x07\x73\xB7\xF7\x75\x73\x76\x9F\x6C\x80\x00\x00\x00\x4B\xE8\x8A\x7D\x7F\xFF\xFF\xFF\x78\x0F\x0C\xC9\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x91\xE3\x83\xEE\x24\x09\xFD\x3B\x24\x09\xFD\x3B\x20\x79\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA0\xC6\xEA\x9A\x7F\xFF\xFF\xFF\x41\x38\x6A\xED\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x31\xCE\x82\xD4\xA9\x40\xBF\x49\xA8\x15\x33\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x15\x7A\x10\x15\x97\x11\x38\x07\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB5\x27\xD6\xB5\xD2\x9C\x4B\x03\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD2\xCA\x32\x96\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x95\xDC\x0D\xB5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xB9\x24\x12\x76\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x48\x99\xE8\xE2\xAE\x47\xA4\xD9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x78\xA4\xA5\x64\x73\xB7\xF7\x75\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x70\xB3\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9F3E7042), ('P4rIngress.aggregator.bitmap_seq.seq', 0x20C2B86E)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x20C2B86E, 2370)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0xD7)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x93F18A1E), ('P4rIngress.aggregator.values_v00000.hi', 0x4819EB2A)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x67173A6C), ('P4rIngress.aggregator.values_v00001.hi', 0xCC6E6746)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5B36A8E5), ('P4rIngress.aggregator.values_v00010.hi', 0xB215D9FC)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x41ACE40A), ('P4rIngress.aggregator.values_v00011.hi', 0x5EE06661)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x1ED9EB04), ('P4rIngress.aggregator.values_v00100.hi', 0x20796828)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x69594800), ('P4rIngress.aggregator.values_v00101.hi', 0x7837B68F)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x5EFFEFB3), ('P4rIngress.aggregator.values_v00110.hi', 0xA90E8C6D)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x653F730F), ('P4rIngress.aggregator.values_v00111.hi', 0x0730FE76)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x379183F5), ('P4rIngress.aggregator.values_v01000.hi', 0x69E509AC)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x9FCA5D09), ('P4rIngress.aggregator.values_v01001.hi', 0xB72B3865)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xC37AC463), ('P4rIngress.aggregator.values_v01010.hi', 0x1B41EAE0)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x112352B4), ('P4rIngress.aggregator.values_v01011.hi', 0x5D5742B3)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xCE60E367), ('P4rIngress.aggregator.values_v01100.hi', 0x95D5D71B)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x8EA653F7), ('P4rIngress.aggregator.values_v01101.hi', 0x205DDC41)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x72CA256F), ('P4rIngress.aggregator.values_v01110.hi', 0x32CF4A1E)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x695F6DCF), ('P4rIngress.aggregator.values_v01111.hi', 0x3526ACB5)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x24A34185), ('P4rIngress.aggregator.values_v10000.hi', 0x44A20415)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xB1D53B9F), ('P4rIngress.aggregator.values_v10001.hi', 0xF2614BEE)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x1C6FDC18), ('P4rIngress.aggregator.values_v10010.hi', 0x626BB250)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xC08FE6B3), ('P4rIngress.aggregator.values_v10011.hi', 0x6EB3FC2C)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x7397E824), ('P4rIngress.aggregator.values_v10100.hi', 0x74C7CB0B)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x584FADC7), ('P4rIngress.aggregator.values_v10101.hi', 0x3ECE0B9E)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x668671CF), ('P4rIngress.aggregator.values_v10110.hi', 0x9487D84A)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x6D251DEE), ('P4rIngress.aggregator.values_v10111.hi', 0x16233123)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xF6FCD6BA), ('P4rIngress.aggregator.values_v11000.hi', 0x5F153F17)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x6A77B47B), ('P4rIngress.aggregator.values_v11001.hi', 0x44DE96A5)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x7940CC67), ('P4rIngress.aggregator.values_v11010.hi', 0xF597BCFB)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x77B0E785), ('P4rIngress.aggregator.values_v11011.hi', 0xFF8E67D3)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x8CD55A84), ('P4rIngress.aggregator.values_v11100.hi', 0x8DDE8E42)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x1BC6517A), ('P4rIngress.aggregator.values_v11101.hi', 0x891B1636)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x8F2B1587), ('P4rIngress.aggregator.values_v11110.hi', 0x49A75BE2)], 2370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x3BA63283), ('P4rIngress.aggregator.values_v11111.hi', 0xD4849105)], 2370)
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
                gc.KeyTuple('job_id', 0xCE94),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006AD),
                gc.DataTuple('slot_count', 0x000011A9),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6BBB1E65),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x396E925B),
                gc.KeyTuple('src_port', 0x77FA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCE94),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x015E),
            ]
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
        pkt = b'\xF4\xE9\x3F\x13\xB0\x25\x79\xC0\x7D\xB8\xC7\x3B\x08\x00\x05\x00\x00\x00\x90\x67\x00\x00\x00\x11\x00\x00\x39\x6E\x92\x5B\x36\x12\xB1\x3A\x77\xFA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCE\x94\x00\x03\x6B\xBB\x1E\x65\x02\x95\x04\x76\x20\xC2\xB8\x6E\x00\x40\xFC\x68\xBB\x11\x5F\xB8\x5B\x59\x8E\x30\x57\x59\x90\x3B\x9E\x9C\x4E\x9C\x3C\x6A\x40\x95\x32\xFE\x29\xAC\x56\xBD\xC3\xB1\x22\x0B\x52\xE0\x6C\x33\x09\xEF\x7F\xF5\x7D\x0C\x16\xA6\xB8\x00\x4D\xA1\x81\xF9\x57\xB8\x89\x34\x9B\xA1\x9C\x49\x72\x41\x5D\xA2\xBE\x7F\x5F\x23\x5E\xB4\xCA\x43\x55\xB3\xDA\xA7\x53\x16\xB5\xB8\xF1\x9B\xA8\x3D\xE1\x24\xBD\xFC\x0B\xF0\x2A\x61\x7B\x14\x3C\x5D\x2F\x6A\x54\xEB\x55\x65\xC7\x25\xFB\x14\xDB\xFB\x92\x8F\x8E\xD1\x3C\xC2\x8B\xBE\x66\x5F\xDC\x29\xBE\x6C\xDF\x7F\x79\x45\x2D\x0C\x7C\x54\x3D\x1D\x6D\xEB\x0A\xF7\x55\xBD\xFC\x8D\x3A\x7D\x1A\xD1\x46\xD6\xDD\xA2\x9F\xCA\x11\xFB\x25\x8E\x75\xCA\x97\xF7\x3E\xFB\x14\xAF\x5E\x87\x61\x5F\x53\xF5\x1E\x05\xD1\x79\x56\xFE\x7B\xAB\x13\xE7\xBB\xAF\x26\xDA\xF0\x73\x90\xD9\x58\x4C\x29\x87\x58\x8C\x80\x00\x00\x00\xDC\x27\x4D\xBB\xE5\xBF\xBB\x95\x53\x7E\xE3\x21\x45\xD4\x46\xFE\x2F\x89\x49\xA1\x26\x19\xA7\xAF\x51\x01\x46\xEB\x7E\xBB\x41\x6B\x8D\x31\x2A\x8F\xB1\x94\xDB\xD6\x74\xB3\x2F\x5F\x45\xB9\xB7\xF5\xAF\xE2\x77\xF1\x4A\xFF\x2B\xFA\x69\xC2\xB5\xFB\x68\x97\xC7\x7C\xE6\x33\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x79\xC0\x7D\xB8\xC7\x3B\xF4\xE9\x3F\x13\xB0\x25\x08\x00\x05\x00\x00\x00\x90\x67\x00\x00\x40\x11\x00\x00\x36\x12\xB1\x3A\x39\x6E\x92\x5B\xBE\xEF\x77\xFA\x01\x20\x00\x00\x50\x34\x02\x82\xCE\x94\x00\x03\x6B\xBB\x1E\x65\x02\x95\x00\x76\x20\xC2\xB8\x6E\x00\x40\x00\x16\x80\x00\x00\x00\x5B\x59\x8E\x30\x7F\xFF\xFF\xFF\x9E\x9C\x4E\x9C\x7F\xFF\xFF\xFF\x32\xFE\x29\xAC\x7F\xFF\xFF\xFF\x22\x0B\x52\xE0\x7F\xFF\xFF\xFF\x7F\xF5\x7D\x0C\x7F\xFF\xFF\xFF\x4D\xA1\x81\xF9\x7F\xFF\xFF\xFF\x9B\xA1\x9C\x49\x7F\xFF\xFF\xFF\xBE\x7F\x5F\x23\x7F\xFF\xFF\xFF\x55\xB3\xDA\xA7\xF2\xE1\x12\xC1\xF1\x9B\xA8\x3D\xA4\x9F\x82\x5F\x0B\xF0\x2A\x61\x7F\xFF\xFF\xFF\x2F\x6A\x54\xEB\x23\xC6\xAA\x8C\xFB\x14\xDB\xFB\x80\x00\x00\x00\x3C\xC2\x8B\xBE\x7F\xFF\xFF\xFF\xBE\x6C\xDF\x7F\x7F\xFF\xFF\xFF\x7C\x54\x3D\x1D\x7F\xFF\xFF\xFF\x55\xBD\xFC\x8D\xEC\x52\x56\x70\x46\xD6\xDD\xA2\xBC\x39\xEE\x13\x25\x8E\x75\xCA\x80\x00\x00\x00\x14\xAF\x5E\x87\x7F\xFF\xFF\xFF\x1E\x05\xD1\x79\x7F\xFF\xFF\xFF\x13\xE7\xBB\xAF\x7F\xFF\xFF\xFF\x90\xD9\x58\x4C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD3\x24\x24\x75\xE5\xBF\xBB\x95\x7F\xFF\xFF\xFF\x45\xD4\x46\xFE\x7F\xFF\xFF\xFF\x26\x19\xA7\xAF\x7F\xFF\xFF\xFF\x7E\xBB\x41\x6B\x80\x00\x00\x00\xB1\x94\xDB\xD6\x7F\xFF\xFF\xFF\x45\xB9\xB7\xF5\x80\x00\x00\x00\x4A\xFF\x2B\xFA\x7F\xFF\xFF\xFF\x68\x97\xC7\x7C\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9F\x3E\x70\x4A\x20\xC2\xB8\x6E\x20\xC2\xB8\x6E\x16\xD7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE5\x14\x03\xA8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC5\xB0\x5D\x99\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\xE1\x12\xC1\xA8\xC6\xE0\xA2\xA4\x9F\x82\x5F\x27\x32\x15\x41\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x23\xC6\xAA\x8C\x90\xEA\xB3\x16\x80\x00\x00\x00\x5D\x20\x67\xFF\x7F\xFF\xFF\xFF\xF1\x3C\x29\x9D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEC\x52\x56\x70\x39\x38\x29\x90\xBC\x39\xEE\x13\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x52\xB5\xC7\x4D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x96\x23\x31\x23\xD3\x24\x24\x75\x44\xD4\xFA\xAC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1B\xB1\x64\xAA\x7F\xFF\xFF\xFF\x7E\x49\xA9\x3E\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCE\xD4\xCE\x2B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3D\x1C\x58\x81\xE6\x33\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

