# PTF test for /tmp/regen/work64/k64/kind11/main
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

logger = logging.getLogger('/tmp/regen/work64/k64/kind11/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/regen/work64/k64/kind11/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/regen/work64/k64/kind11/main')

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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x48\x00\x00\x00\x00\x00\x00\x40\x00\x00\x04\xAE\x8A\x6D\x69\x9C\x25\x50\xD5\xAA\x07\x34\xC8\x87\x4C\x1A\xAF\xBE\x86\x4C\x24\x61\xFC\x2B\x50\xC5\xA1\xF1\x4A\x25\x2B\x18\xB1\x1E\xDB\xC4\x32\x92\xB2\x03\x88\x7D\x85\x39\x69\x6A\xEE\x31\xF5\x38\x3F\x95\xAB\xF1\x85\xC6\x6B\xCD\xB5\x83\x97\xD3\x24\x47\x19\x2D\x42\x1E\xAB\xA7\xB9\xC8\xE0\xCD\xF2\x79\x0F\x2A\x8F\xEA\x2B\x7A\x01\xAF\x45\xE6\x9A\x73\x09\xFF\x7E\x8D\xD4\x60\xE2\xD8\x15\xC5\x75\x08\xD4\x42\xF8\xD1\xE5\x04\xF1\x3C\xDD\x71\xF7\x80\xE0\x5B\x0A\x01\x84\xA5\xA5\x39\xB1\x3C\x0E\x16\x17\xC1\xCB\x3D\x50\x3C\x91\x3F\xCD\x81\x84\x07\xF7\xDF\xFD\x89\xB7\x49\xD7\xE9\xCC\xFD\x98\x8D\xC7\x44\x84\x56\x32\xB6\xC7\x60\xF0\x6A\xAD\xDE\x23\xF0\x65\xF7\x6E\x42\x42\xF1\x8F\x06\x4B\xE9\x75\x0B\x5F\xD7\x6A\xD4\x7C\xD7'
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
        ig_port = 10
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x55\x00\x00\x00\x00\x00\x00\x40\x00\x00\x42\x96\xDC\xBA\x4A\xF4\xDF\x85\x5C\x25\x90\x00\xF3\x9D\x2B\x0F\xC7\x92\xF9\x5F\x19\x90\xDF\x9C\x57\x0D\xA9\x2A\xEF\x95\x9A\x86\x8F\x7D\xD7\xBD\x17\x4C\x86\xAF\x0A\x43\xFA\xDD\xA2\xE9\x13\x25\x20\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53\x15\x68\x51\x39\x04\xF5\x3B\xA5\x86\x59\x40\x9B\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7\x18\x9E\xBE\xC3\xE8\x99\xB7\x09\x78\x20\x04\x16\x72\xA9\x26\x68\x12\xC7\xFE\x99\x1A\x6D\x05\x1A\x38\xDD\x27\x87\xCA\x0E\x35\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.04

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x57\x00\x00\x00\x00\x00\x00\x40\x00\x00\xE4\x63\x04\x2B\x23\xA7\x9D\x4C\x72\xAE\xD4\x4B\x23\x31\x8A\xC8\x8A\x71\x18\x4D\xE7\x45\x59\x07\xE2\x14\x82\xCB\x96\x28\x78\x95\x07\xA1\x0F\xDB\xF1\xD0\xF6\x4C\xCA\xDA\xF6\x02\x83\xCF\xC5\xC6\x23\xD4\xD1\xD5\xA9\xEE\x72\x34\x0B\x9B\xC7\x06\x89\x30\x81\xCD\xC3\xF6\xD4\xFD\x0C\xC9\xBF\xF8\x8A\x64\xCB\x80\x6A\x07\xA7\x03\x7E\x39\x27\x4D\xB1\xC4\x35\x71\xF3\x2F\x25\x41\x69\xFF\x92\xB7'
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x46\x00\x00\x00\x00\x00\x00\x40\x00\x00\x5B\x76\xB5\x83\xCF\x8D\xE2\xCD\x19\xE5\x02\x4E\x59\x16\x86\xED\x47\xB0\x94\x21\x5A\x76\x53\x9F\x00\x14\x27\x26\x68\xAA\x9D\xFD\x35\x91\xC5\xD2\x3B\x85\x00\xBC\x1C\x0F\x4D\x25\xF6\x36\x92\xDC\xA8\xB0\xC5\x87\x3F\xE7\xE7\x43\xE1\x47\xC3\x4E\xBA\xC2\x3C\xAD\xCC\xC6\x61\x3A\xC9\xD6\x68\x7B\xA7\x52\xF1\x1C\x39\xE9\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62\xF3\x11\xBA\x67\xC9\x75\xA6\xDC\x1D\x5F\xFD\xEC\x12\xE4\x08\x82\x9F\x27\x73\x61\x7F\x84\x13\x73\xA9\xD7\x4D\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x50)], 10475)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10475)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xD394A67D)], 10475)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x8112FBE4)], 10475)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x080BAE62)], 10475)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x280D077B)], 10475)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x9F722D75)], 10475)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xA6F0AE5C)], 10475)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x52858F82)], 10475)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xDF6B2C30)], 10475)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x4FD3EC37)], 10475)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x65ED583A)], 10475)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xA09EB981)], 10475)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x7EBA39AF)], 10475)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x42090AF9)], 10475)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x0F253463)], 10475)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x59627FED)], 10475)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x492FF3C8)], 10475)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xB90DA80F)], 10475)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x32348C00)], 10475)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xF437B213)], 10475)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xDD4DE7DF)], 10475)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x6C8992FE)], 10475)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x8D5B29DA)], 10475)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xE980EB34)], 10475)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x7527FE88)], 10475)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x5CA2BE5A)], 10475)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x6F221301)], 10475)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xFAB6FBC5)], 10475)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x7BB84074)], 10475)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x4E82BF98)], 10475)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x320F9E4D)], 10475)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x15C5F19F)], 10475)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xF9BC0BDC)], 10475)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4152),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008EB),
                gc.DataTuple('slot_count', 0x0000084D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1C1E8F68),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x8D87F83A575D),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x8D\x87\xF8\x3A\x57\x5D\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x41\x52\x00\x16\x00\x00\x00\x00\x00\x00\x41\x83\x00\x00\x00\x00\x00\x40\x00\x00\xD7\xC8\x8D\x83\x79\xAF\x84\xD6\x94\x2B\x3B\x7D\xE1\xFB\xA7\x51\xC7\x1E\xE4\xAB\xA7\x42\x5C\x5C\xF4\x78\x0E\xD5\xF3\x70\xF7\x54\x3D\xA3\x88\x65\x43\x93\xB3\xF5\x85\xCA\x35\x69\xDF\x32\xDA\xDF\x25\xF3\x90\x18\xCB\x17\xDE\x32\xFB\xC4\x01\xE1\xEA\x04\x62\x1D\x70\x48\xC1\xD3\xCF\x59\x29\xFA\xED\xE5\xBC\xE3\xB8\xD0\xAE\xEA\x84\x88\xA8\x61\xB0\xC5\x65\xA3\xDE\xC9\x33\xD7\xAB\xA1\xD7\xF6\x6B\x63\x10\xE4\x74\xB1\x0D\xAA\xF1\x29\x04\x72\x6F\xB0\x65\x89\x9A\x73\x3C\x90\x1B\xB0\xC0\xD7\x1D\x62\x4E\x93\x8F\xFE\x4A\xB5\x74\xBB\x2A\xAE\x55\xF0\xF9\x55\x1C\x23\x5B\x32\x60\xC5\x92\x52\x95\xC5\xF1\x9B\x3A\x57\x22\xFD\x3C\x06\x04\x7C\xE2\xFE\xD2\xC9\x2E\x6A\x0C\xEE\x28\x83\x2F\x70\x8F\xB0\xDC\x2A\x15\x60\xDD\xB4\x40\xF0\xFC\x7F\xC1\xEA\x6F\xA9\x1D\x66\x26\x1F\x2F\x35\xEF\x38\x2C\xBC\xAF\xD6\x9A\xC4\xDC\x8F\x94\xE1\xB2\xA4\x5F\x49\xD2\x1A\x8D\x4C\x43\x6D\xC0\x63\xEC\x0A\xBD\x70\xEF\xEE\x1A\x02\x51\xB5\x84\x1F\x11\xFF\x00\x86\x54\xB9\x2E\xDF\x69\x65\xE2\x4C\x0A\x58\x44\x39\x1A\x1D\x86\x6D\x1D\xB4\x2D\xE4\x54\xB8\xED\x4B\xD9\x97\x0C\x9F\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x8D\x87\xF8\x3A\x57\x5D\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x41\x52\x00\x16\x00\x00\x00\x00\x00\x00\x05\x50\x00\x00\x00\x00\x00\x40\x00\x00\xD7\xC8\x8D\x83\xD3\x94\xA6\x7D\x94\x2B\x3B\x7D\x81\x12\xFB\xE4\xC7\x1E\xE4\xAB\x08\x0B\xAE\x62\xF4\x78\x0E\xD5\x28\x0D\x07\x7B\x3D\xA3\x88\x65\x9F\x72\x2D\x75\x85\xCA\x35\x69\xA6\xF0\xAE\x5C\x25\xF3\x90\x18\x52\x85\x8F\x82\xFB\xC4\x01\xE1\xDF\x6B\x2C\x30\x70\x48\xC1\xD3\x4F\xD3\xEC\x37\xED\xE5\xBC\xE3\x65\xED\x58\x3A\x84\x88\xA8\x61\xA0\x9E\xB9\x81\xDE\xC9\x33\xD7\x7E\xBA\x39\xAF\x6B\x63\x10\xE4\x42\x09\x0A\xF9\xF1\x29\x04\x72\x0F\x25\x34\x63\x9A\x73\x3C\x90\x59\x62\x7F\xED\x1D\x62\x4E\x93\x49\x2F\xF3\xC8\x74\xBB\x2A\xAE\xB9\x0D\xA8\x0F\x1C\x23\x5B\x32\x32\x34\x8C\x00\x95\xC5\xF1\x9B\xF4\x37\xB2\x13\x3C\x06\x04\x7C\xDD\x4D\xE7\xDF\x2E\x6A\x0C\xEE\x6C\x89\x92\xFE\x8F\xB0\xDC\x2A\x8D\x5B\x29\xDA\x40\xF0\xFC\x7F\xE9\x80\xEB\x34\x1D\x66\x26\x1F\x75\x27\xFE\x88\x2C\xBC\xAF\xD6\x5C\xA2\xBE\x5A\x94\xE1\xB2\xA4\x6F\x22\x13\x01\x8D\x4C\x43\x6D\xFA\xB6\xFB\xC5\xBD\x70\xEF\xEE\x7B\xB8\x40\x74\x84\x1F\x11\xFF\x4E\x82\xBF\x98\x2E\xDF\x69\x65\x32\x0F\x9E\x4D\x44\x39\x1A\x1D\x15\xC5\xF1\x9F\x2D\xE4\x54\xB8\xF9\xBC\x0B\xDC\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x28\xEB\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xD3\x94\xA6\x7D\x00\x00\x00\x00\x81\x12\xFB\xE4\x00\x00\x00\x00\x08\x0B\xAE\x62\x00\x00\x00\x00\x28\x0D\x07\x7B\x00\x00\x00\x00\x9F\x72\x2D\x75\x00\x00\x00\x00\xA6\xF0\xAE\x5C\x00\x00\x00\x00\x52\x85\x8F\x82\x00\x00\x00\x00\xDF\x6B\x2C\x30\x00\x00\x00\x00\x4F\xD3\xEC\x37\x00\x00\x00\x00\x65\xED\x58\x3A\x00\x00\x00\x00\xA0\x9E\xB9\x81\x00\x00\x00\x00\x7E\xBA\x39\xAF\x00\x00\x00\x00\x42\x09\x0A\xF9\x00\x00\x00\x00\x0F\x25\x34\x63\x00\x00\x00\x00\x59\x62\x7F\xED\x00\x00\x00\x00\x49\x2F\xF3\xC8\x00\x00\x00\x00\xB9\x0D\xA8\x0F\x00\x00\x00\x00\x32\x34\x8C\x00\x00\x00\x00\x00\xF4\x37\xB2\x13\x00\x00\x00\x00\xDD\x4D\xE7\xDF\x00\x00\x00\x00\x6C\x89\x92\xFE\x00\x00\x00\x00\x8D\x5B\x29\xDA\x00\x00\x00\x00\xE9\x80\xEB\x34\x00\x00\x00\x00\x75\x27\xFE\x88\x00\x00\x00\x00\x5C\xA2\xBE\x5A\x00\x00\x00\x00\x6F\x22\x13\x01\x00\x00\x00\x00\xFA\xB6\xFB\xC5\x00\x00\x00\x00\x7B\xB8\x40\x74\x00\x00\x00\x00\x4E\x82\xBF\x98\x00\x00\x00\x00\x32\x0F\x9E\x4D\x00\x00\x00\x00\x15\xC5\xF1\x9F\x00\x00\x00\x00\xF9\xBC\x0B\xDC\x0C\x9F\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x23)], 8237)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 8237)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x1FC77BDB)], 8237)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x3329C448)], 8237)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x3FE114A0)], 8237)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x35B9C88E)], 8237)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xD3D20122)], 8237)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x08B8C68E)], 8237)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x922975D9)], 8237)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xF0C522AF)], 8237)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x507582A4)], 8237)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x03D17B0B)], 8237)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xD464D9AA)], 8237)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x05493978)], 8237)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xCBEFE404)], 8237)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x7835C08D)], 8237)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xFAEE209A)], 8237)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x704778FE)], 8237)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x8EF375D1)], 8237)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xD28958D3)], 8237)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xF6F5237D)], 8237)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xEF65F36E)], 8237)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x39B32FDE)], 8237)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x07ECCC70)], 8237)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x9CF4F12F)], 8237)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xCC471B6B)], 8237)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xE2B74903)], 8237)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x8D3A9041)], 8237)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x4C52BA37)], 8237)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xFBC4C308)], 8237)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x853B18F5)], 8237)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xF6EBED14)], 8237)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x75DEC2B7)], 8237)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC4055108)], 8237)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8133),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000002D),
                gc.DataTuple('slot_count', 0x00001DA7),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3E497614),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x571A27A98432),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x57\x1A\x27\xA9\x84\x32\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x81\x33\x00\x14\x00\x00\x00\x00\x00\x00\x71\x1E\x00\x00\x00\x00\x00\x40\x00\x00\x68\xCD\xCC\x97\xD4\xC3\xF8\x65\x5F\x6A\x08\x15\xAD\xEB\x07\xD6\x0D\x8F\x1C\x53\x33\xC8\xD2\x81\xA9\x9C\x7C\xA5\x4F\xE1\x4F\x7A\x25\x25\xC4\xB3\xDA\xBE\xE6\x25\x04\xE3\xBE\x0E\x4C\x70\x22\x55\xA7\xF8\x1E\xD7\xA9\xC2\xDB\x6C\x8F\x15\xDF\xC0\x48\x42\xF9\xFD\x7E\x2F\xD1\x36\xF7\x41\x92\x05\x30\xA6\x7E\x95\x23\x0B\xA1\xD4\xD9\xED\x1E\x46\x1F\xB7\xEC\x51\xCB\x5B\xD7\xA9\xA8\xD1\x75\x11\x7C\x01\x13\xC4\x2D\xA7\xD4\x94\x92\x66\x82\x79\x75\xD4\x18\x82\x4D\xA3\xD4\x99\x94\xD9\x29\xA3\x49\x85\x92\x2E\xED\x7A\x62\x15\xB6\x54\x15\xEB\x50\x89\x84\x2A\xF3\x1A\xD7\x5D\x66\x1C\x0C\x0D\xE7\x89\x12\xA5\x1E\x00\xBD\x0F\x04\x32\xAE\xF6\x1A\xC5\x6D\xC3\xB5\x07\xE2\x2A\xC6\x05\xE6\x68\x7B\x59\xA5\x6F\x51\x0A\xF5\x24\x70\x40\x67\xB1\x35\x58\x2B\x4D\xD7\x14\xD7\xFC\x91\xF8\x01\x84\xE4\x9F\x0D\x7F\xF5\xF5\x9D\x39\x03\x07\x3F\x49\x5A\x9B\xAB\xB7\x4D\x66\xE2\x8A\x4A\xB2\x7A\xDC\xD9\x65\x47\xA6\x3D\xFE\x8A\x1A\x73\x91\x33\x97\x7A\x69\x9B\x4A\xF4\x91\x9B\x8F\x58\x0D\x07\xD9\x71\x4E\xEC\xDF\x86\x99\xF9\x45\x8F\x3D\x37\x1A\x90\x58\x93\xC0\x8E\x65\xC2\x9C\x6D\x85\x20\xFD\xBF\x43\x5D\x20\xC0\x7A\xBF\x36\xDD\x11\x14\x30\x6D\x49\xF6\x53\x63\x4A\xD5\xD4\x9C\xEA\x2A\x82\xCE\x9E\x72\x21\xB7\xA6\xF9\xDD\x3B\xA4\x33\xB5\x4A\x2D\xB6\x23\xCC\xF6\x43\x4B\xD0\x20\x70\x3F\x04\xC6\x11\x9D\x5E\x2A\xF9\x80\x8F\x9F\xAD\x2E\x6A\xFD\x3B\xCE\xF8\x37\x6D\x42\x91\xEF\xE3\x74\x95\xF4\x51\xC3\x17\x70\x3E\x2D\x47\x78\x94\xEA\x3B\xCE\xAF\x9C\x1F\xC9\xD2\x90\x47\x3F\xE7\x57\xD7\x8F\x56\x2D\xF7\xB9\x15\xCE\x8D\x85\xBD\xA8\x3B\x54\x85\xCD\x89\xF0\xD5\x2F\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x57\x1A\x27\xA9\x84\x32\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x81\x33\x00\x14\x00\x00\x00\x00\x00\x00\x07\x23\x00\x00\x00\x00\x00\x40\x00\x00\x68\xCD\xCC\x97\x1F\xC7\x7B\xDB\x5F\x6A\x08\x15\x33\x29\xC4\x48\x0D\x8F\x1C\x53\x3F\xE1\x14\xA0\xA9\x9C\x7C\xA5\x35\xB9\xC8\x8E\x25\x25\xC4\xB3\xD3\xD2\x01\x22\x04\xE3\xBE\x0E\x08\xB8\xC6\x8E\xA7\xF8\x1E\xD7\x92\x29\x75\xD9\x8F\x15\xDF\xC0\xF0\xC5\x22\xAF\x7E\x2F\xD1\x36\x50\x75\x82\xA4\x30\xA6\x7E\x95\x03\xD1\x7B\x0B\xD9\xED\x1E\x46\xD4\x64\xD9\xAA\xCB\x5B\xD7\xA9\x05\x49\x39\x78\x7C\x01\x13\xC4\xCB\xEF\xE4\x04\x92\x66\x82\x79\x78\x35\xC0\x8D\x4D\xA3\xD4\x99\xFA\xEE\x20\x9A\x49\x85\x92\x2E\x70\x47\x78\xFE\xB6\x54\x15\xEB\x8E\xF3\x75\xD1\xF3\x1A\xD7\x5D\xD2\x89\x58\xD3\xE7\x89\x12\xA5\xF6\xF5\x23\x7D\x04\x32\xAE\xF6\xEF\x65\xF3\x6E\xB5\x07\xE2\x2A\x39\xB3\x2F\xDE\x7B\x59\xA5\x6F\x07\xEC\xCC\x70\x70\x40\x67\xB1\x9C\xF4\xF1\x2F\xD7\x14\xD7\xFC\xCC\x47\x1B\x6B\xE4\x9F\x0D\x7F\xE2\xB7\x49\x03\x03\x07\x3F\x49\x8D\x3A\x90\x41\x4D\x66\xE2\x8A\x4C\x52\xBA\x37\xD9\x65\x47\xA6\xFB\xC4\xC3\x08\x73\x91\x33\x97\x85\x3B\x18\xF5\xF4\x91\x9B\x8F\xF6\xEB\xED\x14\x71\x4E\xEC\xDF\x75\xDE\xC2\xB7\x8F\x3D\x37\x1A\xC4\x05\x51\x08\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x20\x2D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x23\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x1F\xC7\x7B\xDB\x00\x00\x00\x00\x33\x29\xC4\x48\x00\x00\x00\x00\x3F\xE1\x14\xA0\x00\x00\x00\x00\x35\xB9\xC8\x8E\x00\x00\x00\x00\xD3\xD2\x01\x22\x00\x00\x00\x00\x08\xB8\xC6\x8E\x00\x00\x00\x00\x92\x29\x75\xD9\x00\x00\x00\x00\xF0\xC5\x22\xAF\x00\x00\x00\x00\x50\x75\x82\xA4\x00\x00\x00\x00\x03\xD1\x7B\x0B\x00\x00\x00\x00\xD4\x64\xD9\xAA\x00\x00\x00\x00\x05\x49\x39\x78\x00\x00\x00\x00\xCB\xEF\xE4\x04\x00\x00\x00\x00\x78\x35\xC0\x8D\x00\x00\x00\x00\xFA\xEE\x20\x9A\x00\x00\x00\x00\x70\x47\x78\xFE\x00\x00\x00\x00\x8E\xF3\x75\xD1\x00\x00\x00\x00\xD2\x89\x58\xD3\x00\x00\x00\x00\xF6\xF5\x23\x7D\x00\x00\x00\x00\xEF\x65\xF3\x6E\x00\x00\x00\x00\x39\xB3\x2F\xDE\x00\x00\x00\x00\x07\xEC\xCC\x70\x00\x00\x00\x00\x9C\xF4\xF1\x2F\x00\x00\x00\x00\xCC\x47\x1B\x6B\x00\x00\x00\x00\xE2\xB7\x49\x03\x00\x00\x00\x00\x8D\x3A\x90\x41\x00\x00\x00\x00\x4C\x52\xBA\x37\x00\x00\x00\x00\xFB\xC4\xC3\x08\x00\x00\x00\x00\x85\x3B\x18\xF5\x00\x00\x00\x00\xF6\xEB\xED\x14\x00\x00\x00\x00\x75\xDE\xC2\xB7\x00\x00\x00\x00\xC4\x05\x51\x08\x8E\x65\xC2\x9C\x6D\x85\x20\xFD\xBF\x43\x5D\x20\xC0\x7A\xBF\x36\xDD\x11\x14\x30\x6D\x49\xF6\x53\x63\x4A\xD5\xD4\x9C\xEA\x2A\x82\xCE\x9E\x72\x21\xB7\xA6\xF9\xDD\x3B\xA4\x33\xB5\x4A\x2D\xB6\x23\xCC\xF6\x43\x4B\xD0\x20\x70\x3F\x04\xC6\x11\x9D\x5E\x2A\xF9\x80\x8F\x9F\xAD\x2E\x6A\xFD\x3B\xCE\xF8\x37\x6D\x42\x91\xEF\xE3\x74\x95\xF4\x51\xC3\x17\x70\x3E\x2D\x47\x78\x94\xEA\x3B\xCE\xAF\x9C\x1F\xC9\xD2\x90\x47\x3F\xE7\x57\xD7\x8F\x56\x2D\xF7\xB9\x15\xCE\x8D\x85\xBD\xA8\x3B\x54\x85\xCD\x89\xF0\xD5\x2F\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x9E)], 10602)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10602)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x81BB9992)], 10602)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xF1728804)], 10602)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x9AF725F7)], 10602)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x00970930)], 10602)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xFE353226)], 10602)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xC1E7CE33)], 10602)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x20DD8FD0)], 10602)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xD0FD28B1)], 10602)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x23110C9A)], 10602)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x24042479)], 10602)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x9824C034)], 10602)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x38A71C16)], 10602)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x529EB42C)], 10602)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xA46D1BA8)], 10602)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x10274980)], 10602)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xA85EBAF2)], 10602)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x693B13AB)], 10602)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x30884DA5)], 10602)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x17B1C070)], 10602)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x6116A1C8)], 10602)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x3ED8BE33)], 10602)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xA04EB76B)], 10602)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xA2557073)], 10602)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x83308E4F)], 10602)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x480E29BD)], 10602)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x7001255D)], 10602)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xEA88D6CD)], 10602)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xDF73C2BA)], 10602)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xA144AC59)], 10602)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x6D17BAC0)], 10602)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xFEFFEC32)], 10602)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x62DAE865)], 10602)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x382E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000096A),
                gc.DataTuple('slot_count', 0x000015AF),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD6F146FB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xEF1A0C582FF5),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xEF\x1A\x0C\x58\x2F\xF5\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x38\x2E\x00\x19\x00\x00\x00\x00\x00\x00\xE9\x23\x00\x00\x00\x00\x00\x40\x00\x00\x75\xC9\x6B\x19\x92\xAE\xD0\xA6\xA4\x2D\x8D\xEC\xA5\x72\x4B\x17\x99\x19\x15\xDB\xA6\xF8\x86\x32\xF8\xCA\xB6\x62\x67\xC2\x84\xF8\x81\xCF\x26\xA2\x04\x66\x6A\x90\x8C\x56\x13\xFF\xBD\x8A\x9C\x00\xB8\xD6\xF6\x3B\xD3\x2C\xC8\x6A\xDB\x28\x5D\xB3\x06\x1A\x7E\xB4\x5E\xFA\xF4\x35\x80\xA2\x80\xC4\x6E\x58\x1B\x5D\x00\x80\x92\x3C\xAB\x1C\xAA\xB7\x8A\x8D\xD7\xB7\xC8\x8B\x73\xA5\x9C\x30\xCD\xA0\xF8\x86\x57\x38\x9D\x2E\xF4\xA4\x4A\x89\xFC\x16\xEA\x41\x86\xA3\x78\xC9\xE1\xDE\x8B\x0C\xE4\xB7\x3F\x76\xFD\xBA\xB0\x1B\xC2\xCA\x70\x02\x9F\xD7\x15\x58\xB6\xDD\x41\x4F\xAE\x7A\x03\x79\x55\xF2\xEE\xD1\x5D\xEA\x14\x91\x78\x67\x26\x12\x1A\x05\xF6\xA9\x5A\x30\xA0\xC3\x3C\x69\x67\x7A\x93\xC5\x76\x7A\xAC\x8D\x5F\x6B\xC9\x7F\x33\x24\x2A\x8F\x45\xAA\xBB\xA9\xAF\x12\x8C\xC3\x82\x91\xDA\x76\x46\x44\xCB\x81\xA0\x89\xD4\x80\xF1\xC0\x96\xF5\x2E\x46\xA4\x9F\xA0\x58\xE1\x01\xF0\x93\xE2\xAC\xA1\xCC\x00\x8C\x6F\x11\x0D\xE8\x10\x40\xAD\x41\xA6\x5F\xA4\x4A\x0B\x0D\xFA\xB3\xA2\xC2\x92\xA8\x39\x01\x4C\x94\x1E\x3A\xD1\xDC\xAD\xBF\x49\xA6\x60\xEA\x38\x78\xD4\x38\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C\x5C\xA5\xC5\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xEF\x1A\x0C\x58\x2F\xF5\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x38\x2E\x00\x19\x00\x00\x00\x00\x00\x00\x07\x9E\x00\x00\x00\x00\x00\x40\x00\x00\x75\xC9\x6B\x19\x81\xBB\x99\x92\xA4\x2D\x8D\xEC\xF1\x72\x88\x04\x99\x19\x15\xDB\x9A\xF7\x25\xF7\xF8\xCA\xB6\x62\x00\x97\x09\x30\x81\xCF\x26\xA2\xFE\x35\x32\x26\x8C\x56\x13\xFF\xC1\xE7\xCE\x33\xB8\xD6\xF6\x3B\x20\xDD\x8F\xD0\xDB\x28\x5D\xB3\xD0\xFD\x28\xB1\x5E\xFA\xF4\x35\x23\x11\x0C\x9A\x6E\x58\x1B\x5D\x24\x04\x24\x79\xAB\x1C\xAA\xB7\x98\x24\xC0\x34\xC8\x8B\x73\xA5\x38\xA7\x1C\x16\xF8\x86\x57\x38\x52\x9E\xB4\x2C\x4A\x89\xFC\x16\xA4\x6D\x1B\xA8\x78\xC9\xE1\xDE\x10\x27\x49\x80\x3F\x76\xFD\xBA\xA8\x5E\xBA\xF2\x70\x02\x9F\xD7\x69\x3B\x13\xAB\x41\x4F\xAE\x7A\x30\x88\x4D\xA5\xEE\xD1\x5D\xEA\x17\xB1\xC0\x70\x26\x12\x1A\x05\x61\x16\xA1\xC8\xA0\xC3\x3C\x69\x3E\xD8\xBE\x33\x76\x7A\xAC\x8D\xA0\x4E\xB7\x6B\x33\x24\x2A\x8F\xA2\x55\x70\x73\xAF\x12\x8C\xC3\x83\x30\x8E\x4F\x46\x44\xCB\x81\x48\x0E\x29\xBD\xF1\xC0\x96\xF5\x70\x01\x25\x5D\xA0\x58\xE1\x01\xEA\x88\xD6\xCD\xA1\xCC\x00\x8C\xDF\x73\xC2\xBA\x10\x40\xAD\x41\xA1\x44\xAC\x59\x0B\x0D\xFA\xB3\x6D\x17\xBA\xC0\x39\x01\x4C\x94\xFE\xFF\xEC\x32\xAD\xBF\x49\xA6\x62\xDA\xE8\x65\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x29\x6A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9E\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x81\xBB\x99\x92\x00\x00\x00\x00\xF1\x72\x88\x04\x00\x00\x00\x00\x9A\xF7\x25\xF7\x00\x00\x00\x00\x00\x97\x09\x30\x00\x00\x00\x00\xFE\x35\x32\x26\x00\x00\x00\x00\xC1\xE7\xCE\x33\x00\x00\x00\x00\x20\xDD\x8F\xD0\x00\x00\x00\x00\xD0\xFD\x28\xB1\x00\x00\x00\x00\x23\x11\x0C\x9A\x00\x00\x00\x00\x24\x04\x24\x79\x00\x00\x00\x00\x98\x24\xC0\x34\x00\x00\x00\x00\x38\xA7\x1C\x16\x00\x00\x00\x00\x52\x9E\xB4\x2C\x00\x00\x00\x00\xA4\x6D\x1B\xA8\x00\x00\x00\x00\x10\x27\x49\x80\x00\x00\x00\x00\xA8\x5E\xBA\xF2\x00\x00\x00\x00\x69\x3B\x13\xAB\x00\x00\x00\x00\x30\x88\x4D\xA5\x00\x00\x00\x00\x17\xB1\xC0\x70\x00\x00\x00\x00\x61\x16\xA1\xC8\x00\x00\x00\x00\x3E\xD8\xBE\x33\x00\x00\x00\x00\xA0\x4E\xB7\x6B\x00\x00\x00\x00\xA2\x55\x70\x73\x00\x00\x00\x00\x83\x30\x8E\x4F\x00\x00\x00\x00\x48\x0E\x29\xBD\x00\x00\x00\x00\x70\x01\x25\x5D\x00\x00\x00\x00\xEA\x88\xD6\xCD\x00\x00\x00\x00\xDF\x73\xC2\xBA\x00\x00\x00\x00\xA1\x44\xAC\x59\x00\x00\x00\x00\x6D\x17\xBA\xC0\x00\x00\x00\x00\xFE\xFF\xEC\x32\x00\x00\x00\x00\x62\xDA\xE8\x65\xD4\x38\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C\x5C\xA5\xC5\x1F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x99)], 15643)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 15643)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xF9995E1D)], 15643)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x2147A254)], 15643)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x6672AF09)], 15643)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x2B462C7C)], 15643)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xA0D693A0)], 15643)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x03FF99DE)], 15643)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x8C76988A)], 15643)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xF9DEA596)], 15643)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x255C5866)], 15643)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x2C22DAFC)], 15643)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xBA441B8B)], 15643)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xC622CF17)], 15643)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x9CA0F6E1)], 15643)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xB1F55AEF)], 15643)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xAC49452B)], 15643)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xB1EB6DDE)], 15643)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x466930EB)], 15643)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xD9AEDF28)], 15643)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x2361AA65)], 15643)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x5D963981)], 15643)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x779E8428)], 15643)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xD11F09A6)], 15643)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xDA0AD7A7)], 15643)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x9A943F71)], 15643)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x4021A591)], 15643)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x6BB2D420)], 15643)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x5411E040)], 15643)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xB7AFF11D)], 15643)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x530A0E53)], 15643)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xBEB6F6EF)], 15643)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x1E67F6AE)], 15643)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x86665727)], 15643)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2274),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001D1B),
                gc.DataTuple('slot_count', 0x000001CB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0B24FDF8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x49DC7E2D),
                gc.KeyTuple('src_port', 0xA8C1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x02F0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x27E175AC0EC9),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x27\xE1\x75\xAC\x0E\xC9\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\xDC\x7E\x2D\x00\x00\x00\x00\xA8\xC1\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x22\x74\x00\x03\x00\x00\x00\x00\x00\x00\xCB\x11\x00\x00\x00\x00\x00\x40\x00\x00\x08\x10\xDA\x90\x63\x4C\xF5\x73\xAB\x21\xEC\xF8\xDD\x88\x9E\x7E\x59\x2E\x7B\xCF\x55\x90\x9A\x13\xBD\x25\x54\x20\xDD\x11\xE0\x11\x06\x75\xBF\xC6\xA3\x3E\x83\xA6\xD8\x69\xEB\x79\x3F\xE9\x01\x27\x3D\x00\xBE\xBE\x68\x03\xB0\xF5\x98\xE2\x6D\x09\x97\xF4\x64\x8F\x56\x07\xC0\x30\xC5\x4D\x73\x68\x19\x0F\x86\x20\x38\xEC\x54\x6C\xCF\xCF\x97\x45\xD8\xA7\x77\x1D\x4A\xF2\x62\x16\xE9\xF6\x8E\x49\x1A\x78\x5B\x84\xE6\xFE\x62\x7D\x3D\x5B\x38\x5E\xDD\x1A\x37\x02\x7C\x4D\x4C\xC2\x98\x5E\x20\x25\x50\x51\xBA\x45\x6C\x41\x96\x3A\xB5\xF8\xB0\x3C\x91\x28\xBE\xAF\x10\xB3\xE6\xC2\x49\xBA\xA4\x45\xD7\xA5\x8E\xD8\x5F\xEA\xBD\x85\xD7\x96\x73\x73\x88\xD3\xC7\x0E\x73\xC3\x9D\x1D\xAB\xC3\xE9\x16\xF3\x16\xF9\xBA\x03\xCB\x9F\x40\x37\xF1\xC4\xE1\xE2\x6F\x81\x1E\x3A\x85\xDF\xC1\x81\xA5\x02\x11\xA9\x56\x42\xDB\x55\xD3\xFF\xAE\x4C\x5B\xE1\x01\xC3\xE8\x3D\xEA\xA5\xF6\xD8\x6A\x11\xFD\x62\x0C\x59\xE4\xDE\x79\x29\x12\xCF\x3A\xE7\xF8\x5A\xBE\xBE\xB3\xA2\x9F\x75\x44\xFE\x5E\x02\x34\x8D\x1C\x7E\x76\xAD\x9E\x84\x99\xCC\xBC\x47\xEC\xC7\x9A\x80\xEF\xE8\x65\x11\x29\x86\x4C\xE6\xC0\xB4\x96\x99\x18\x6D\x65\x46\x35\xCD\xF6\xCD\x13\x02\x99\xCA\xA1\x35\x2A\xA9\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x27\xE1\x75\xAC\x0E\xC9\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\xDC\x7E\x2D\x00\x00\x00\x00\xA8\xC1\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x22\x74\x00\x03\x00\x00\x00\x00\x00\x00\x07\x99\x00\x00\x00\x00\x00\x40\x00\x00\x08\x10\xDA\x90\xF9\x99\x5E\x1D\xAB\x21\xEC\xF8\x21\x47\xA2\x54\x59\x2E\x7B\xCF\x66\x72\xAF\x09\xBD\x25\x54\x20\x2B\x46\x2C\x7C\x06\x75\xBF\xC6\xA0\xD6\x93\xA0\xD8\x69\xEB\x79\x03\xFF\x99\xDE\x3D\x00\xBE\xBE\x8C\x76\x98\x8A\x98\xE2\x6D\x09\xF9\xDE\xA5\x96\x56\x07\xC0\x30\x25\x5C\x58\x66\x19\x0F\x86\x20\x2C\x22\xDA\xFC\xCF\xCF\x97\x45\xBA\x44\x1B\x8B\x4A\xF2\x62\x16\xC6\x22\xCF\x17\x1A\x78\x5B\x84\x9C\xA0\xF6\xE1\x3D\x5B\x38\x5E\xB1\xF5\x5A\xEF\x7C\x4D\x4C\xC2\xAC\x49\x45\x2B\x50\x51\xBA\x45\xB1\xEB\x6D\xDE\xB5\xF8\xB0\x3C\x46\x69\x30\xEB\x10\xB3\xE6\xC2\xD9\xAE\xDF\x28\xD7\xA5\x8E\xD8\x23\x61\xAA\x65\xD7\x96\x73\x73\x5D\x96\x39\x81\x73\xC3\x9D\x1D\x77\x9E\x84\x28\xF3\x16\xF9\xBA\xD1\x1F\x09\xA6\x37\xF1\xC4\xE1\xDA\x0A\xD7\xA7\x3A\x85\xDF\xC1\x9A\x94\x3F\x71\xA9\x56\x42\xDB\x40\x21\xA5\x91\x4C\x5B\xE1\x01\x6B\xB2\xD4\x20\xA5\xF6\xD8\x6A\x54\x11\xE0\x40\x59\xE4\xDE\x79\xB7\xAF\xF1\x1D\xE7\xF8\x5A\xBE\x53\x0A\x0E\x53\x75\x44\xFE\x5E\xBE\xB6\xF6\xEF\x7E\x76\xAD\x9E\x1E\x67\xF6\xAE\x47\xEC\xC7\x9A\x86\x66\x57\x27\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x3D\x1B\x02\xF0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x99\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF9\x99\x5E\x1D\x00\x00\x00\x00\x21\x47\xA2\x54\x00\x00\x00\x00\x66\x72\xAF\x09\x00\x00\x00\x00\x2B\x46\x2C\x7C\x00\x00\x00\x00\xA0\xD6\x93\xA0\x00\x00\x00\x00\x03\xFF\x99\xDE\x00\x00\x00\x00\x8C\x76\x98\x8A\x00\x00\x00\x00\xF9\xDE\xA5\x96\x00\x00\x00\x00\x25\x5C\x58\x66\x00\x00\x00\x00\x2C\x22\xDA\xFC\x00\x00\x00\x00\xBA\x44\x1B\x8B\x00\x00\x00\x00\xC6\x22\xCF\x17\x00\x00\x00\x00\x9C\xA0\xF6\xE1\x00\x00\x00\x00\xB1\xF5\x5A\xEF\x00\x00\x00\x00\xAC\x49\x45\x2B\x00\x00\x00\x00\xB1\xEB\x6D\xDE\x00\x00\x00\x00\x46\x69\x30\xEB\x00\x00\x00\x00\xD9\xAE\xDF\x28\x00\x00\x00\x00\x23\x61\xAA\x65\x00\x00\x00\x00\x5D\x96\x39\x81\x00\x00\x00\x00\x77\x9E\x84\x28\x00\x00\x00\x00\xD1\x1F\x09\xA6\x00\x00\x00\x00\xDA\x0A\xD7\xA7\x00\x00\x00\x00\x9A\x94\x3F\x71\x00\x00\x00\x00\x40\x21\xA5\x91\x00\x00\x00\x00\x6B\xB2\xD4\x20\x00\x00\x00\x00\x54\x11\xE0\x40\x00\x00\x00\x00\xB7\xAF\xF1\x1D\x00\x00\x00\x00\x53\x0A\x0E\x53\x00\x00\x00\x00\xBE\xB6\xF6\xEF\x00\x00\x00\x00\x1E\x67\xF6\xAE\x00\x00\x00\x00\x86\x66\x57\x27\x11\x29\x86\x4C\xE6\xC0\xB4\x96\x99\x18\x6D\x65\x46\x35\xCD\xF6\xCD\x13\x02\x99\xCA\xA1\x35\x2A\xA9\x36\x75\xB7\x26\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x40)], 11955)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11955)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x52B8FAE9)], 11955)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xD12D7747)], 11955)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x0E55C40D)], 11955)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xC8E0F93D)], 11955)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x51FF58CD)], 11955)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x6E4A3469)], 11955)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x396022F8)], 11955)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xF18264A8)], 11955)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x2E5F92DC)], 11955)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x7F59D09F)], 11955)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x8B0579BB)], 11955)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xCCA18BAF)], 11955)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xDEDE782C)], 11955)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xCCF48EB5)], 11955)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x9AE0D343)], 11955)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x78E1029F)], 11955)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x9128A6D1)], 11955)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x35E37894)], 11955)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xF29C877C)], 11955)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x4B2BC882)], 11955)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xAF8ECD18)], 11955)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x87CEF6A3)], 11955)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x95B37427)], 11955)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x7AED7E83)], 11955)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x7CE9BDD7)], 11955)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xAD45EF82)], 11955)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x8276F20D)], 11955)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x2C1A490B)], 11955)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x09EEF5A9)], 11955)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xBD56AB69)], 11955)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x8D53D8F1)], 11955)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x86B152D9)], 11955)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCB88),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EB3),
                gc.DataTuple('slot_count', 0x0000111C),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x689D4A8D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xFB2CF1D8F14E),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xFB\x2C\xF1\xD8\xF1\x4E\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xCB\x88\x00\x04\x00\x00\x00\x00\x00\x00\xC1\xDC\x00\x00\x00\x00\x00\x40\x00\x00\x35\x6A\xE9\xC8\x8B\xE9\xF1\x9A\x58\x47\xFD\x32\x45\xD3\x8D\x93\xFC\xB2\xC7\xAE\x0F\x13\x69\x89\xB0\xAA\xBE\x62\x5C\xB4\x4E\x9F\x83\x93\x26\x49\x4A\xD4\xA7\xEB\x06\x93\xF5\xEA\x1F\xAB\xDD\xBC\xE0\xD3\xD6\x69\x46\x49\x71\x5D\x41\xDD\x0D\x17\x8A\xF9\x20\x5F\xF4\x89\xCD\xAF\x55\xF4\x86\x71\x54\x79\x2F\x90\xB0\x66\xFE\x3C\xBE\xD4\x94\x35\xBA\x81\xB1\x18\x69\x9E\xB4\xDF\x29\x5D\xE3\x8B\x24\xD3\xE6\x2A\x68\xEE\x92\x72\xDB\x1B\x15\x00\xEE\xC4\xA6\xED\x55\x77\x98\xEC\x20\xAE\xE8\xF7\x14\x74\xEF\x64\x56\xCC\xEF\xEA\x9F\xE9\xE6\xFB\xA3\x65\xF0\x68\xE2\x1D\xEA\xF8\x25\x4E\x4C\x07\x3F\xD8\xF4\x5C\x85\x52\x74\x58\x11\x27\x20\xC0\x50\x35\xBE\xF4\xE0\x63\xF5\xC4\x0B\x45\xEC\xBE\xBC\x7F\xF3\x25\x85\x5F\xAB\xF6\x09\x2A\x36\x9C\xA8\x58\x5A\x6C\x00\xE8\x63\x35\xAC\xCA\xCD\x31\xDD\x01\x74\x0E\xF9\x47\x0A\x54\xF9\x9E\xB9\x49\x2F\x98\xF1\x45\x65\x62\x0C\xF4\xAE\x50\x24\xD7\xD0\x33\x12\x54\xA5\x3E\x6A\x9C\x10\x28\x6B\x10\x3A\xFD\xCB\x5B\xB6\xE2\xE9\xC4\x17\x94\x5C\xB6\x9F\xB6\xEA\x4E\x9B\xE4\x04\xA7\x10\x7F\x78\x1D\x9C\x33\x4A\xA3\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xFB\x2C\xF1\xD8\xF1\x4E\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xCB\x88\x00\x04\x00\x00\x00\x00\x00\x00\x05\x40\x00\x00\x00\x00\x00\x40\x00\x00\x35\x6A\xE9\xC8\x52\xB8\xFA\xE9\x58\x47\xFD\x32\xD1\x2D\x77\x47\xFC\xB2\xC7\xAE\x0E\x55\xC4\x0D\xB0\xAA\xBE\x62\xC8\xE0\xF9\x3D\x83\x93\x26\x49\x51\xFF\x58\xCD\x06\x93\xF5\xEA\x6E\x4A\x34\x69\xE0\xD3\xD6\x69\x39\x60\x22\xF8\x41\xDD\x0D\x17\xF1\x82\x64\xA8\xF4\x89\xCD\xAF\x2E\x5F\x92\xDC\x54\x79\x2F\x90\x7F\x59\xD0\x9F\xBE\xD4\x94\x35\x8B\x05\x79\xBB\x69\x9E\xB4\xDF\xCC\xA1\x8B\xAF\x24\xD3\xE6\x2A\xDE\xDE\x78\x2C\xDB\x1B\x15\x00\xCC\xF4\x8E\xB5\x55\x77\x98\xEC\x9A\xE0\xD3\x43\x14\x74\xEF\x64\x78\xE1\x02\x9F\x9F\xE9\xE6\xFB\x91\x28\xA6\xD1\xE2\x1D\xEA\xF8\x35\xE3\x78\x94\x3F\xD8\xF4\x5C\xF2\x9C\x87\x7C\x11\x27\x20\xC0\x4B\x2B\xC8\x82\xE0\x63\xF5\xC4\xAF\x8E\xCD\x18\xBC\x7F\xF3\x25\x87\xCE\xF6\xA3\x09\x2A\x36\x9C\x95\xB3\x74\x27\x00\xE8\x63\x35\x7A\xED\x7E\x83\xDD\x01\x74\x0E\x7C\xE9\xBD\xD7\xF9\x9E\xB9\x49\xAD\x45\xEF\x82\x65\x62\x0C\xF4\x82\x76\xF2\x0D\xD0\x33\x12\x54\x2C\x1A\x49\x0B\x10\x28\x6B\x10\x09\xEE\xF5\xA9\xB6\xE2\xE9\xC4\xBD\x56\xAB\x69\x9F\xB6\xEA\x4E\x8D\x53\xD8\xF1\x10\x7F\x78\x1D\x86\xB1\x52\xD9\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2E\xB3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x52\xB8\xFA\xE9\x00\x00\x00\x00\xD1\x2D\x77\x47\x00\x00\x00\x00\x0E\x55\xC4\x0D\x00\x00\x00\x00\xC8\xE0\xF9\x3D\x00\x00\x00\x00\x51\xFF\x58\xCD\x00\x00\x00\x00\x6E\x4A\x34\x69\x00\x00\x00\x00\x39\x60\x22\xF8\x00\x00\x00\x00\xF1\x82\x64\xA8\x00\x00\x00\x00\x2E\x5F\x92\xDC\x00\x00\x00\x00\x7F\x59\xD0\x9F\x00\x00\x00\x00\x8B\x05\x79\xBB\x00\x00\x00\x00\xCC\xA1\x8B\xAF\x00\x00\x00\x00\xDE\xDE\x78\x2C\x00\x00\x00\x00\xCC\xF4\x8E\xB5\x00\x00\x00\x00\x9A\xE0\xD3\x43\x00\x00\x00\x00\x78\xE1\x02\x9F\x00\x00\x00\x00\x91\x28\xA6\xD1\x00\x00\x00\x00\x35\xE3\x78\x94\x00\x00\x00\x00\xF2\x9C\x87\x7C\x00\x00\x00\x00\x4B\x2B\xC8\x82\x00\x00\x00\x00\xAF\x8E\xCD\x18\x00\x00\x00\x00\x87\xCE\xF6\xA3\x00\x00\x00\x00\x95\xB3\x74\x27\x00\x00\x00\x00\x7A\xED\x7E\x83\x00\x00\x00\x00\x7C\xE9\xBD\xD7\x00\x00\x00\x00\xAD\x45\xEF\x82\x00\x00\x00\x00\x82\x76\xF2\x0D\x00\x00\x00\x00\x2C\x1A\x49\x0B\x00\x00\x00\x00\x09\xEE\xF5\xA9\x00\x00\x00\x00\xBD\x56\xAB\x69\x00\x00\x00\x00\x8D\x53\xD8\xF1\x00\x00\x00\x00\x86\xB1\x52\xD9\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA9\x00\x00\x00\x00\x00\x00\x40\x00\x00\xF2\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6\xED\x1A\x39\xDB\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE\xBA\x82\xBC\xD0\x3B\xFF\x27\x58\x6D\x43\x79\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x8E)], 11888)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11888)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x4A5DE7CF)], 11888)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xFBEDC5BC)], 11888)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x9290F979)], 11888)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x5FA3A858)], 11888)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x0CF4C83D)], 11888)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xA118468C)], 11888)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xBE5956C5)], 11888)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xA8D19E49)], 11888)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x04B604BB)], 11888)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x8307F9A4)], 11888)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xCAE2EA33)], 11888)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x2A1ECC78)], 11888)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x0B430B73)], 11888)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x004535EE)], 11888)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xB4FB842C)], 11888)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x7B3D95C6)], 11888)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xA1561248)], 11888)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x2DC849C0)], 11888)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x41AE4F4A)], 11888)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xEA0B2703)], 11888)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xDC398FE6)], 11888)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x8BD4EB83)], 11888)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xBE9148DC)], 11888)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xB866ADE0)], 11888)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x42EC7896)], 11888)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x58F314A9)], 11888)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xFBE10007)], 11888)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x5DC94A02)], 11888)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x56ACEB89)], 11888)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xB835334E)], 11888)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x107B7331)], 11888)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xD6F9CF67)], 11888)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6856),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E70),
                gc.DataTuple('slot_count', 0x0000041A),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x87A70035),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x7C3E9922),
                gc.KeyTuple('src_port', 0x8937),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x03F2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xAB7C0EF349A3),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xAB\x7C\x0E\xF3\x49\xA3\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7C\x3E\x99\x22\x00\x00\x00\x00\x89\x37\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x68\x56\x00\x17\x00\x00\x00\x00\x00\x00\x69\xBA\x00\x00\x00\x00\x00\x40\x00\x00\x4F\x02\xB6\x65\x60\x8F\xEA\x64\xED\xCA\xB3\x33\x64\xA5\x0F\xBC\xD3\x00\x6B\xEA\xF1\x33\x23\x65\xF1\xFD\xDE\x86\xC6\x26\x45\x77\x33\xD8\xD6\xAD\x9D\x76\x83\x3C\xB4\x34\x9B\x18\xEF\x2E\x73\xC8\x3A\xA3\xB9\x64\x73\x53\x92\x31\x9F\xF3\x80\x9D\x74\xD2\x7E\x91\x6C\x11\x7A\xEC\x6E\xC1\x14\x86\xC7\x09\xF2\x6A\xDB\xDB\x93\xA9\xA6\x71\xAD\xB8\x46\x32\x23\x15\xA0\x86\x34\xE2\x27\xF0\x0B\x71\xB4\xDD\x6A\x07\xEE\xF6\x80\xB7\xB3\x50\x0B\x4E\x19\xAD\x05\x22\x75\xFE\xF0\x9D\x54\xC6\xFC\x54\x63\xE8\xB5\x10\x78\xF0\x40\xAA\x35\x04\x9C\x52\x5A\x1D\x02\xBB\x95\x1E\x9D\x3D\x9A\xD9\x27\xAE\xFA\x29\x19\xF5\x67\xFA\x04\x4F\xAD\x2A\x20\x0F\xAB\x73\x64\xEB\x8E\xE0\x01\x09\xB8\x33\x4E\x9D\x49\x44\xFF\xCB\x79\x75\x5B\x53\xE9\xC7\xEF\x99\x22\x0D\x70\x7A\x72\xB7\x57\xD9\x8B\x27\xFC\x46\x5B\xF5\xC7\xEB\x97\xDC\x0E\x05\x28\xC8\x8A\x14\xFC\xED\x85\x13\x85\x89\xFB\xBA\xF9\x3F\x51\x50\xA2\x87\xCC\xAA\x2A\x7E\xBF\x67\x97\x47\x29\x50\xFC\x30\x47\xE5\xFE\x00\xF5\x4A\x15\x0D\x91\x81\xE8\x66\x55\xA1\x50\x03\xF2\xD4\xEE\x9D\x0A\x24\xE0\xBD\xAD\x1D\x3F\xAA\xD0\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01\xCF\x3A\xC8\x2B\xE2\xBC\x92\x1B\x21\x89\x02\x59\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5\x2D\x1B\x32\xB8\x78\xDA\x75\x9A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xAB\x7C\x0E\xF3\x49\xA3\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7C\x3E\x99\x22\x00\x00\x00\x00\x89\x37\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x68\x56\x00\x17\x00\x00\x00\x00\x00\x00\x07\x8E\x00\x00\x00\x00\x00\x40\x00\x00\x4F\x02\xB6\x65\x4A\x5D\xE7\xCF\xED\xCA\xB3\x33\xFB\xED\xC5\xBC\xD3\x00\x6B\xEA\x92\x90\xF9\x79\xF1\xFD\xDE\x86\x5F\xA3\xA8\x58\x33\xD8\xD6\xAD\x0C\xF4\xC8\x3D\xB4\x34\x9B\x18\xA1\x18\x46\x8C\x3A\xA3\xB9\x64\xBE\x59\x56\xC5\x9F\xF3\x80\x9D\xA8\xD1\x9E\x49\x6C\x11\x7A\xEC\x04\xB6\x04\xBB\xC7\x09\xF2\x6A\x83\x07\xF9\xA4\xA6\x71\xAD\xB8\xCA\xE2\xEA\x33\xA0\x86\x34\xE2\x2A\x1E\xCC\x78\xB4\xDD\x6A\x07\x0B\x43\x0B\x73\xB3\x50\x0B\x4E\x00\x45\x35\xEE\x75\xFE\xF0\x9D\xB4\xFB\x84\x2C\x63\xE8\xB5\x10\x7B\x3D\x95\xC6\x35\x04\x9C\x52\xA1\x56\x12\x48\x95\x1E\x9D\x3D\x2D\xC8\x49\xC0\xFA\x29\x19\xF5\x41\xAE\x4F\x4A\xAD\x2A\x20\x0F\xEA\x0B\x27\x03\x8E\xE0\x01\x09\xDC\x39\x8F\xE6\x49\x44\xFF\xCB\x8B\xD4\xEB\x83\xE9\xC7\xEF\x99\xBE\x91\x48\xDC\x72\xB7\x57\xD9\xB8\x66\xAD\xE0\x5B\xF5\xC7\xEB\x42\xEC\x78\x96\x28\xC8\x8A\x14\x58\xF3\x14\xA9\x85\x89\xFB\xBA\xFB\xE1\x00\x07\xA2\x87\xCC\xAA\x5D\xC9\x4A\x02\x97\x47\x29\x50\x56\xAC\xEB\x89\xFE\x00\xF5\x4A\xB8\x35\x33\x4E\xE8\x66\x55\xA1\x10\x7B\x73\x31\xEE\x9D\x0A\x24\xD6\xF9\xCF\x67\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2E\x70\x03\xF2\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8E\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x4A\x5D\xE7\xCF\x00\x00\x00\x00\xFB\xED\xC5\xBC\x00\x00\x00\x00\x92\x90\xF9\x79\x00\x00\x00\x00\x5F\xA3\xA8\x58\x00\x00\x00\x00\x0C\xF4\xC8\x3D\x00\x00\x00\x00\xA1\x18\x46\x8C\x00\x00\x00\x00\xBE\x59\x56\xC5\x00\x00\x00\x00\xA8\xD1\x9E\x49\x00\x00\x00\x00\x04\xB6\x04\xBB\x00\x00\x00\x00\x83\x07\xF9\xA4\x00\x00\x00\x00\xCA\xE2\xEA\x33\x00\x00\x00\x00\x2A\x1E\xCC\x78\x00\x00\x00\x00\x0B\x43\x0B\x73\x00\x00\x00\x00\x00\x45\x35\xEE\x00\x00\x00\x00\xB4\xFB\x84\x2C\x00\x00\x00\x00\x7B\x3D\x95\xC6\x00\x00\x00\x00\xA1\x56\x12\x48\x00\x00\x00\x00\x2D\xC8\x49\xC0\x00\x00\x00\x00\x41\xAE\x4F\x4A\x00\x00\x00\x00\xEA\x0B\x27\x03\x00\x00\x00\x00\xDC\x39\x8F\xE6\x00\x00\x00\x00\x8B\xD4\xEB\x83\x00\x00\x00\x00\xBE\x91\x48\xDC\x00\x00\x00\x00\xB8\x66\xAD\xE0\x00\x00\x00\x00\x42\xEC\x78\x96\x00\x00\x00\x00\x58\xF3\x14\xA9\x00\x00\x00\x00\xFB\xE1\x00\x07\x00\x00\x00\x00\x5D\xC9\x4A\x02\x00\x00\x00\x00\x56\xAC\xEB\x89\x00\x00\x00\x00\xB8\x35\x33\x4E\x00\x00\x00\x00\x10\x7B\x73\x31\x00\x00\x00\x00\xD6\xF9\xCF\x67\x3F\xAA\xD0\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF\x93\xBA\xB4\x53\xCC\x71\x48\xE6\x58\xA6\x5D\x27\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01\xCF\x3A\xC8\x2B\xE2\xBC\x92\x1B\x21\x89\x02\x59\x80\xC9\x95\x34\x55\x02\x1E\x49\x1A\xFA\xEB\xC5\x2D\x1B\x32\xB8\x78\xDA\x75\x9A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC9)], 10509)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10509)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xB01293A8)], 10509)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x08E7D353)], 10509)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xAE1B152F)], 10509)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xC146CB9E)], 10509)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x3D33F057)], 10509)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xC598EDB0)], 10509)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xE6026D36)], 10509)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x6452DB3D)], 10509)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x89090FF9)], 10509)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xCEFF01AF)], 10509)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xF39BDFAE)], 10509)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x42341EA1)], 10509)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x1D702D7C)], 10509)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xDD0A9542)], 10509)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x3C939D9A)], 10509)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x5C5AE9C2)], 10509)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x88E294C4)], 10509)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x47CBC4DA)], 10509)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xD2C1DEE5)], 10509)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xB7DD99AD)], 10509)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x2A309133)], 10509)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x3D0BA591)], 10509)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xB6002696)], 10509)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xCDF6EF46)], 10509)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xB3C6E50C)], 10509)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xB4DE7806)], 10509)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x2080AF68)], 10509)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xBB491369)], 10509)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x8C1C2419)], 10509)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x10EE78C4)], 10509)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x8F26E931)], 10509)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x54A08747)], 10509)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x53AA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000090D),
                gc.DataTuple('slot_count', 0x000006F5),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF20F9BDD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x23B7D338C1BB),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x23\xB7\xD3\x38\xC1\xBB\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x53\xAA\x00\x10\x00\x00\x00\x00\x00\x00\xE9\x1D\x00\x00\x00\x00\x00\x40\x00\x00\x4E\x10\x62\x43\xDF\xB8\x65\x2E\xF0\xF4\xD3\x76\x06\x4B\xD9\x4E\x2E\x2A\x36\x6C\x9F\x86\x96\x1B\xEA\xF4\x40\x23\xE4\x95\x9D\x64\xEA\xD6\x36\x66\xD6\x05\xFF\x85\x8A\xB2\x04\x15\x60\x1E\x80\x0A\xDE\x39\xC7\x14\xDE\xBF\x60\xE9\xCC\x4E\x89\xF8\x6A\x94\xCF\xC3\xAE\x71\xE0\xE8\x10\x46\x7E\x31\xC7\x1B\xA9\xE1\x94\xC4\x29\x26\x7C\xD5\x0B\x4D\x1C\x78\x07\x93\x27\x5C\x49\x9C\x95\x85\xAA\x5A\x0E\x38\x3B\x31\xEF\xF1\x44\x7A\xCE\x92\xC1\x19\x9A\x01\xA1\x0C\x0D\x88\x15\x21\x32\xBF\xED\x7E\x85\x81\x46\x3B\xB1\x8E\x69\x78\xF6\xAC\x05\xEF\x17\x9C\x7A\x69\x06\x2D\xA9\x0D\xB9\x5A\x60\xDC\xCE\x37\x06\x24\x79\x1D\xF8\x9F\xFC\x29\xA8\x0A\xC2\xD5\x01\x4C\x2C\xB0\xAB\x2B\xEB\xF3\xE2\xB2\xF3\x8A\xF7\x79\xE6\x2D\xFC\x34\x8B\x1A\x37\xB9\xBE\x2A\xD5\xA9\x50\xD9\x61\x89\xFB\x31\x2E\x19\xCE\x45\x47\xD6\x7F\x5B\x6C\xBC\xAE\xA8\xF2\xBF\x58\xDE\x69\x9F\x14\xAA\x6D\x0D\xCF\x80\xE4\xDD\xE5\xDA\x04\x3C\x0D\x48\x92\x6F\x91\xA3\x9F\x40\x5B\xEE\xCC\x9B\xDA\x8A\x71\x67\x5C\xCA\x9B\x35\x39\x08\x03\x8C\x43\xB9\x50\x65\xD0\xFE\x02\x7B\xBC\x1E\x60\xB5\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x23\xB7\xD3\x38\xC1\xBB\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x53\xAA\x00\x10\x00\x00\x00\x00\x00\x00\x05\xC9\x00\x00\x00\x00\x00\x40\x00\x00\x4E\x10\x62\x43\xB0\x12\x93\xA8\xF0\xF4\xD3\x76\x08\xE7\xD3\x53\x2E\x2A\x36\x6C\xAE\x1B\x15\x2F\xEA\xF4\x40\x23\xC1\x46\xCB\x9E\xEA\xD6\x36\x66\x3D\x33\xF0\x57\x8A\xB2\x04\x15\xC5\x98\xED\xB0\xDE\x39\xC7\x14\xE6\x02\x6D\x36\xCC\x4E\x89\xF8\x64\x52\xDB\x3D\xAE\x71\xE0\xE8\x89\x09\x0F\xF9\xC7\x1B\xA9\xE1\xCE\xFF\x01\xAF\x7C\xD5\x0B\x4D\xF3\x9B\xDF\xAE\x27\x5C\x49\x9C\x42\x34\x1E\xA1\x0E\x38\x3B\x31\x1D\x70\x2D\x7C\xCE\x92\xC1\x19\xDD\x0A\x95\x42\x0D\x88\x15\x21\x3C\x93\x9D\x9A\x85\x81\x46\x3B\x5C\x5A\xE9\xC2\xF6\xAC\x05\xEF\x88\xE2\x94\xC4\x06\x2D\xA9\x0D\x47\xCB\xC4\xDA\xCE\x37\x06\x24\xD2\xC1\xDE\xE5\xFC\x29\xA8\x0A\xB7\xDD\x99\xAD\x2C\xB0\xAB\x2B\x2A\x30\x91\x33\xF3\x8A\xF7\x79\x3D\x0B\xA5\x91\x8B\x1A\x37\xB9\xB6\x00\x26\x96\x50\xD9\x61\x89\xCD\xF6\xEF\x46\xCE\x45\x47\xD6\xB3\xC6\xE5\x0C\xAE\xA8\xF2\xBF\xB4\xDE\x78\x06\x14\xAA\x6D\x0D\x20\x80\xAF\x68\xE5\xDA\x04\x3C\xBB\x49\x13\x69\x91\xA3\x9F\x40\x8C\x1C\x24\x19\xDA\x8A\x71\x67\x10\xEE\x78\xC4\x39\x08\x03\x8C\x8F\x26\xE9\x31\xD0\xFE\x02\x7B\x54\xA0\x87\x47\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x29\x0D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC9\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xB0\x12\x93\xA8\x00\x00\x00\x00\x08\xE7\xD3\x53\x00\x00\x00\x00\xAE\x1B\x15\x2F\x00\x00\x00\x00\xC1\x46\xCB\x9E\x00\x00\x00\x00\x3D\x33\xF0\x57\x00\x00\x00\x00\xC5\x98\xED\xB0\x00\x00\x00\x00\xE6\x02\x6D\x36\x00\x00\x00\x00\x64\x52\xDB\x3D\x00\x00\x00\x00\x89\x09\x0F\xF9\x00\x00\x00\x00\xCE\xFF\x01\xAF\x00\x00\x00\x00\xF3\x9B\xDF\xAE\x00\x00\x00\x00\x42\x34\x1E\xA1\x00\x00\x00\x00\x1D\x70\x2D\x7C\x00\x00\x00\x00\xDD\x0A\x95\x42\x00\x00\x00\x00\x3C\x93\x9D\x9A\x00\x00\x00\x00\x5C\x5A\xE9\xC2\x00\x00\x00\x00\x88\xE2\x94\xC4\x00\x00\x00\x00\x47\xCB\xC4\xDA\x00\x00\x00\x00\xD2\xC1\xDE\xE5\x00\x00\x00\x00\xB7\xDD\x99\xAD\x00\x00\x00\x00\x2A\x30\x91\x33\x00\x00\x00\x00\x3D\x0B\xA5\x91\x00\x00\x00\x00\xB6\x00\x26\x96\x00\x00\x00\x00\xCD\xF6\xEF\x46\x00\x00\x00\x00\xB3\xC6\xE5\x0C\x00\x00\x00\x00\xB4\xDE\x78\x06\x00\x00\x00\x00\x20\x80\xAF\x68\x00\x00\x00\x00\xBB\x49\x13\x69\x00\x00\x00\x00\x8C\x1C\x24\x19\x00\x00\x00\x00\x10\xEE\x78\xC4\x00\x00\x00\x00\x8F\x26\xE9\x31\x00\x00\x00\x00\x54\xA0\x87\x47\xA0\xC9\x9A\x1C\x6A\xD9\x99\x48\x93\x20\x4B\x1B\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC9)], 13309)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13309)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xF64B5701)], 13309)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x01B8D2E0)], 13309)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xA3550B88)], 13309)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xEF96DDCC)], 13309)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xE8F6DD33)], 13309)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x7E9876B2)], 13309)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xFEA8621E)], 13309)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x56B6C97E)], 13309)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x9415AF3C)], 13309)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xF8FC9DE2)], 13309)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x1257504E)], 13309)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x9932D813)], 13309)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x306D173D)], 13309)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x2E53B516)], 13309)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x9B7D2971)], 13309)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x98395EE0)], 13309)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xFD118C24)], 13309)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x2852146E)], 13309)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xC6454556)], 13309)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x5C6B5147)], 13309)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xBA65F474)], 13309)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x5F6F73FA)], 13309)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x38F3D5BF)], 13309)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xDBB4E54F)], 13309)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xC27E0DB2)], 13309)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x93ED428A)], 13309)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x07B0AC00)], 13309)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xE2F5C808)], 13309)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x029C164E)], 13309)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xEA522A11)], 13309)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x49D3EA78)], 13309)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x34CF6EE0)], 13309)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB5DA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000013FD),
                gc.DataTuple('slot_count', 0x000006D5),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x218259E5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x2CB378AE),
                gc.KeyTuple('src_port', 0x858B),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xE8EA09C8E97F),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xE8\xEA\x09\xC8\xE9\x7F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2C\xB3\x78\xAE\x00\x00\x00\x00\x85\x8B\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xB5\xDA\x00\x04\x00\x00\x00\x00\x00\x00\x51\x52\x00\x00\x00\x00\x00\x40\x00\x00\xA9\x9D\xF4\x89\x47\x32\x28\x80\xDD\xBA\xAB\x19\xDB\xE5\x46\xDC\x0A\x81\x91\xCF\xD2\x73\x7C\x4E\x65\x8B\x33\x92\x2C\x43\x31\x0E\x75\xB9\xB2\x21\x49\x87\x0C\xA6\x75\x01\x56\x51\x7C\xE8\xD5\x13\x35\x1F\x59\x52\x7C\xFE\x76\xFC\x14\x2C\x33\x0F\xE5\x94\x5E\x05\x4A\xC7\x0A\x18\xE7\x19\x41\xCF\x28\x53\xDA\xE0\x70\x45\xD6\x41\x47\x93\x81\x3D\x7B\x1F\xFC\x24\xBF\xE4\x96\x5A\x6F\xB8\xDF\xC0\xED\xF9\x6B\x1E\xBC\xE0\xA6\x57\x87\x61\xAD\x6A\x15\xC5\x6C\x18\x57\xBD\x04\x4E\x58\xD6\x1B\x05\x08\x32\x09\x36\x9A\x7E\x4D\x6F\xA8\xB4\x27\x24\xEA\xFE\x6B\x72\x08\x20\x75\x24\xBD\x39\x07\xB9\x97\xE1\x14\x54\x97\x2F\x4C\x83\x32\xFD\xA0\x30\xD8\x0A\x7D\x77\xA7\x68\xC2\xDB\x8A\xB3\x70\xA9\xF4\x03\x79\x36\xCA\x8E\xE5\xC8\x16\x03\x3D\x68\x60\x62\x13\xFA\xEE\x7C\x49\x33\x47\x6E\x33\x5F\x4E\xB6\x8A\x21\x66\x51\xFE\x50\x09\xEE\x78\x4E\xB4\x0E\x83\x64\x57\x35\xA5\x05\xC3\x96\xB6\xDA\xCE\xFC\xB4\x08\x8E\xA3\x29\xD7\xAA\x62\x20\x09\x4B\x63\x72\x3C\x76\x2D\x67\x53\xF9\xB4\xE6\x6D\x70\x54\x62\xD1\xA6\x35\xDC\xC2\x08\x67\x47\xE5\x60\x22\xF0\xF4\x73\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xE8\xEA\x09\xC8\xE9\x7F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2C\xB3\x78\xAE\x00\x00\x00\x00\x85\x8B\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB5\xDA\x00\x04\x00\x00\x00\x00\x00\x00\x07\xC9\x00\x00\x00\x00\x00\x40\x00\x00\xA9\x9D\xF4\x89\xF6\x4B\x57\x01\xDD\xBA\xAB\x19\x01\xB8\xD2\xE0\x0A\x81\x91\xCF\xA3\x55\x0B\x88\x65\x8B\x33\x92\xEF\x96\xDD\xCC\x75\xB9\xB2\x21\xE8\xF6\xDD\x33\x75\x01\x56\x51\x7E\x98\x76\xB2\x35\x1F\x59\x52\xFE\xA8\x62\x1E\x14\x2C\x33\x0F\x56\xB6\xC9\x7E\x4A\xC7\x0A\x18\x94\x15\xAF\x3C\x28\x53\xDA\xE0\xF8\xFC\x9D\xE2\x47\x93\x81\x3D\x12\x57\x50\x4E\xBF\xE4\x96\x5A\x99\x32\xD8\x13\xED\xF9\x6B\x1E\x30\x6D\x17\x3D\x87\x61\xAD\x6A\x2E\x53\xB5\x16\x57\xBD\x04\x4E\x9B\x7D\x29\x71\x08\x32\x09\x36\x98\x39\x5E\xE0\xA8\xB4\x27\x24\xFD\x11\x8C\x24\x08\x20\x75\x24\x28\x52\x14\x6E\x97\xE1\x14\x54\xC6\x45\x45\x56\x32\xFD\xA0\x30\x5C\x6B\x51\x47\xA7\x68\xC2\xDB\xBA\x65\xF4\x74\xF4\x03\x79\x36\x5F\x6F\x73\xFA\x16\x03\x3D\x68\x38\xF3\xD5\xBF\xEE\x7C\x49\x33\xDB\xB4\xE5\x4F\x4E\xB6\x8A\x21\xC2\x7E\x0D\xB2\x09\xEE\x78\x4E\x93\xED\x42\x8A\x57\x35\xA5\x05\x07\xB0\xAC\x00\xCE\xFC\xB4\x08\xE2\xF5\xC8\x08\xAA\x62\x20\x09\x02\x9C\x16\x4E\x76\x2D\x67\x53\xEA\x52\x2A\x11\x70\x54\x62\xD1\x49\xD3\xEA\x78\x08\x67\x47\xE5\x34\xCF\x6E\xE0\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x33\xFD\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF6\x4B\x57\x01\x00\x00\x00\x00\x01\xB8\xD2\xE0\x00\x00\x00\x00\xA3\x55\x0B\x88\x00\x00\x00\x00\xEF\x96\xDD\xCC\x00\x00\x00\x00\xE8\xF6\xDD\x33\x00\x00\x00\x00\x7E\x98\x76\xB2\x00\x00\x00\x00\xFE\xA8\x62\x1E\x00\x00\x00\x00\x56\xB6\xC9\x7E\x00\x00\x00\x00\x94\x15\xAF\x3C\x00\x00\x00\x00\xF8\xFC\x9D\xE2\x00\x00\x00\x00\x12\x57\x50\x4E\x00\x00\x00\x00\x99\x32\xD8\x13\x00\x00\x00\x00\x30\x6D\x17\x3D\x00\x00\x00\x00\x2E\x53\xB5\x16\x00\x00\x00\x00\x9B\x7D\x29\x71\x00\x00\x00\x00\x98\x39\x5E\xE0\x00\x00\x00\x00\xFD\x11\x8C\x24\x00\x00\x00\x00\x28\x52\x14\x6E\x00\x00\x00\x00\xC6\x45\x45\x56\x00\x00\x00\x00\x5C\x6B\x51\x47\x00\x00\x00\x00\xBA\x65\xF4\x74\x00\x00\x00\x00\x5F\x6F\x73\xFA\x00\x00\x00\x00\x38\xF3\xD5\xBF\x00\x00\x00\x00\xDB\xB4\xE5\x4F\x00\x00\x00\x00\xC2\x7E\x0D\xB2\x00\x00\x00\x00\x93\xED\x42\x8A\x00\x00\x00\x00\x07\xB0\xAC\x00\x00\x00\x00\x00\xE2\xF5\xC8\x08\x00\x00\x00\x00\x02\x9C\x16\x4E\x00\x00\x00\x00\xEA\x52\x2A\x11\x00\x00\x00\x00\x49\xD3\xEA\x78\x00\x00\x00\x00\x34\xCF\x6E\xE0\x73\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x57)], 2926)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 2926)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xB3F7088C)], 2926)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x1C0197FC)], 2926)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xC76AE9AF)], 2926)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x31C5B2BB)], 2926)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x6D04FBBB)], 2926)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x1DDC726C)], 2926)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xAAF5AAA0)], 2926)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x6C2F7AFF)], 2926)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x7FD0079E)], 2926)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x39F41D8E)], 2926)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x1BFB8441)], 2926)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x18DEBDF2)], 2926)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xF9056F8E)], 2926)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x66C84B71)], 2926)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x9DB5F51F)], 2926)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xD27CDCC4)], 2926)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xD09DCDD1)], 2926)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x4DD9F3E9)], 2926)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x47207DAE)], 2926)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x5DD7A4E8)], 2926)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xB4A19F6E)], 2926)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x5037FED6)], 2926)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x3176936A)], 2926)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x9ACF5953)], 2926)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x45D83A36)], 2926)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x5DD5107D)], 2926)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x0083306C)], 2926)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xA3E7E871)], 2926)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x400EAA16)], 2926)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00B0E93E)], 2926)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x397CB45F)], 2926)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC981CAD2)], 2926)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFB3E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B6E),
                gc.DataTuple('slot_count', 0x0000096D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x786E9A9D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xE4CB5F5D),
                gc.KeyTuple('src_port', 0x0EE8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0352),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x6B3905CF9654),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x6B\x39\x05\xCF\x96\x54\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE4\xCB\x5F\x5D\x00\x00\x00\x00\x0E\xE8\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xFB\x3E\x00\x0D\x00\x00\x00\x00\x00\x00\x7A\x3E\x00\x00\x00\x00\x00\x40\x00\x00\x97\xF5\x4A\x30\x3F\xD7\x8C\xFE\xC2\x87\x47\x94\x78\x13\x21\xBD\xAA\x46\x8D\xD6\x10\x73\x12\xA7\x0D\xA5\x9C\x92\x8B\x61\xD0\xAD\x2C\x1F\x1A\x0C\x2A\x30\xE5\x54\x4B\x2E\x8B\xF1\xE9\xFC\x9E\x48\x26\x11\x32\x9A\x65\x75\x45\x7E\xD1\x41\x2B\xB7\x83\x27\x32\x43\xE4\x64\x55\x8D\x88\x2C\x03\x2C\xA0\xFE\x9A\xFA\xB6\x12\x34\x44\xB3\xCF\x9D\x88\x1E\x12\xDD\xED\xB3\xAC\x13\x34\xC2\x69\x41\xAA\x49\x57\x70\xD3\xDD\x59\x0D\xB8\xA3\x6A\xBD\xD3\x3B\x0A\x61\x66\xCC\xCC\x71\xBC\x22\x91\x10\xD9\xA3\x35\x5B\xBB\xD3\x1A\x78\x89\x78\xA2\x29\xDA\x3A\xF4\xE0\xE3\x28\x66\x83\xE1\x49\xA5\xC5\x33\xF3\xCE\x55\x9D\x69\x47\xF3\x31\xE9\x70\x9A\xA3\x1B\xC1\xC1\x6B\xB0\xDD\xF0\xD2\x87\xC5\xEC\x61\xED\xFC\x9A\x5E\x4A\xC4\x4F\x0B\xA0\x58\x93\x74\xD4\xCC\x23\x94\xE8\x6C\x46\xCE\x41\x38\xE7\x1A\x05\x38\x31\xD8\x4A\x1E\xBE\x0C\x29\xDA\x8D\xD2\x2B\x16\xDA\x2A\x55\x7E\x62\x86\x9B\x53\x39\x34\x38\xBE\x78\xBD\xAC\xE4\x0A\x7B\x10\x82\x43\xFA\xEB\x61\xFF\x92\x1C\xFB\xBC\x5E\xD2\x38\x28\x42\x55\x6F\x30\xEA\xAC\x0E\xE2\x57\x43\x67\x4D\xCC\x95\x1D\xC0\x42\x4C\x7E\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x6B\x39\x05\xCF\x96\x54\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE4\xCB\x5F\x5D\x00\x00\x00\x00\x0E\xE8\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xFB\x3E\x00\x0D\x00\x00\x00\x00\x00\x00\x06\x57\x00\x00\x00\x00\x00\x40\x00\x00\x97\xF5\x4A\x30\xB3\xF7\x08\x8C\xC2\x87\x47\x94\x1C\x01\x97\xFC\xAA\x46\x8D\xD6\xC7\x6A\xE9\xAF\x0D\xA5\x9C\x92\x31\xC5\xB2\xBB\x2C\x1F\x1A\x0C\x6D\x04\xFB\xBB\x4B\x2E\x8B\xF1\x1D\xDC\x72\x6C\x26\x11\x32\x9A\xAA\xF5\xAA\xA0\xD1\x41\x2B\xB7\x6C\x2F\x7A\xFF\xE4\x64\x55\x8D\x7F\xD0\x07\x9E\xA0\xFE\x9A\xFA\x39\xF4\x1D\x8E\xB3\xCF\x9D\x88\x1B\xFB\x84\x41\xB3\xAC\x13\x34\x18\xDE\xBD\xF2\x49\x57\x70\xD3\xF9\x05\x6F\x8E\xA3\x6A\xBD\xD3\x66\xC8\x4B\x71\xCC\xCC\x71\xBC\x9D\xB5\xF5\x1F\xA3\x35\x5B\xBB\xD2\x7C\xDC\xC4\x78\xA2\x29\xDA\xD0\x9D\xCD\xD1\x28\x66\x83\xE1\x4D\xD9\xF3\xE9\xF3\xCE\x55\x9D\x47\x20\x7D\xAE\xE9\x70\x9A\xA3\x5D\xD7\xA4\xE8\xB0\xDD\xF0\xD2\xB4\xA1\x9F\x6E\xED\xFC\x9A\x5E\x50\x37\xFE\xD6\xA0\x58\x93\x74\x31\x76\x93\x6A\xE8\x6C\x46\xCE\x9A\xCF\x59\x53\x05\x38\x31\xD8\x45\xD8\x3A\x36\x29\xDA\x8D\xD2\x5D\xD5\x10\x7D\x55\x7E\x62\x86\x00\x83\x30\x6C\x38\xBE\x78\xBD\xA3\xE7\xE8\x71\x10\x82\x43\xFA\x40\x0E\xAA\x16\x1C\xFB\xBC\x5E\x00\xB0\xE9\x3E\x55\x6F\x30\xEA\x39\x7C\xB4\x5F\x43\x67\x4D\xCC\xC9\x81\xCA\xD2\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0B\x6E\x03\x52\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x57\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xB3\xF7\x08\x8C\x00\x00\x00\x00\x1C\x01\x97\xFC\x00\x00\x00\x00\xC7\x6A\xE9\xAF\x00\x00\x00\x00\x31\xC5\xB2\xBB\x00\x00\x00\x00\x6D\x04\xFB\xBB\x00\x00\x00\x00\x1D\xDC\x72\x6C\x00\x00\x00\x00\xAA\xF5\xAA\xA0\x00\x00\x00\x00\x6C\x2F\x7A\xFF\x00\x00\x00\x00\x7F\xD0\x07\x9E\x00\x00\x00\x00\x39\xF4\x1D\x8E\x00\x00\x00\x00\x1B\xFB\x84\x41\x00\x00\x00\x00\x18\xDE\xBD\xF2\x00\x00\x00\x00\xF9\x05\x6F\x8E\x00\x00\x00\x00\x66\xC8\x4B\x71\x00\x00\x00\x00\x9D\xB5\xF5\x1F\x00\x00\x00\x00\xD2\x7C\xDC\xC4\x00\x00\x00\x00\xD0\x9D\xCD\xD1\x00\x00\x00\x00\x4D\xD9\xF3\xE9\x00\x00\x00\x00\x47\x20\x7D\xAE\x00\x00\x00\x00\x5D\xD7\xA4\xE8\x00\x00\x00\x00\xB4\xA1\x9F\x6E\x00\x00\x00\x00\x50\x37\xFE\xD6\x00\x00\x00\x00\x31\x76\x93\x6A\x00\x00\x00\x00\x9A\xCF\x59\x53\x00\x00\x00\x00\x45\xD8\x3A\x36\x00\x00\x00\x00\x5D\xD5\x10\x7D\x00\x00\x00\x00\x00\x83\x30\x6C\x00\x00\x00\x00\xA3\xE7\xE8\x71\x00\x00\x00\x00\x40\x0E\xAA\x16\x00\x00\x00\x00\x00\xB0\xE9\x3E\x00\x00\x00\x00\x39\x7C\xB4\x5F\x00\x00\x00\x00\xC9\x81\xCA\xD2\x4C\x7E\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x49)], 10873)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10873)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x6A20E4FB)], 10873)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x3B04EF7D)], 10873)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x15353860)], 10873)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x2069541F)], 10873)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x95AEE6E3)], 10873)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x523B9E0F)], 10873)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x9298407E)], 10873)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x980D45C0)], 10873)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x6288AE09)], 10873)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x7EF5B62B)], 10873)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x4CEB1124)], 10873)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x959725B7)], 10873)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x3368A730)], 10873)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xA2774943)], 10873)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xE0DCB146)], 10873)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x752B0712)], 10873)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xF44AAC1F)], 10873)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xA0D78242)], 10873)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xE5AC63B0)], 10873)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x9F12F68F)], 10873)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x2BD711A2)], 10873)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xF2E4153B)], 10873)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x930AEDD2)], 10873)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xCC85139A)], 10873)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x89B83756)], 10873)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xF8D6C70C)], 10873)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xA42BE7A3)], 10873)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xBA2370D0)], 10873)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x2C8B0308)], 10873)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xF85F5770)], 10873)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x33E9A5AD)], 10873)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xEF21E945)], 10873)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0F49),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A79),
                gc.DataTuple('slot_count', 0x0000078A),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC6724248),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x29933D6C),
                gc.KeyTuple('src_port', 0xC363),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x7894A515032D),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x78\x94\xA5\x15\x03\x2D\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\x93\x3D\x6C\x00\x00\x00\x00\xC3\x63\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x0F\x49\x00\x0D\x00\x00\x00\x00\x00\x00\x89\x75\x00\x00\x00\x00\x00\x40\x00\x00\x67\x04\xAD\xDA\x9F\x51\x79\x64\xEA\x48\xD5\xA9\x05\xCA\x13\x73\xB4\x52\xB3\x7D\x82\xC9\xB8\x70\xFE\x9D\x75\x2E\x2A\xE0\xE7\x87\xF6\x28\x8E\x08\x21\x18\x2E\xDB\x0D\xBA\x61\x26\x13\xEF\x3F\x51\x68\xFC\x25\xE1\x20\x6B\x19\x0C\x95\xF4\xEA\xFE\xF0\xEF\x29\x28\x5A\x34\xE7\xFC\x87\x86\xA5\x84\x2B\x53\xDE\xCE\x0C\xA3\x24\xA1\x46\x46\xA9\x23\x44\x88\x9A\xB3\x2C\xCC\xB3\x72\x3D\x97\x77\x34\x59\x9F\xE1\x64\xB6\x00\x39\xE8\x33\x08\xD2\x76\x39\xAA\xAA\x91\xFF\xA0\x5A\xC3\xB1\xF1\x4D\x99\xCE\x06\x44\xE3\x22\x70\xD8\x84\x35\x16\x68\xCF\x0B\xE7\x37\x25\xD6\x81\x75\x2B\x56\xEF\xBE\x41\x9E\x12\xBB\x20\x03\xE0\x43\xF8\xFF\x0F\xD0\xEF\xA0\x08\x0B\x7A\xCC\x62\x5C\xC4\xBA\xBF\x60\xF9\x27\x6E\x13\x7E\xAE\xA9\x8F\x00\xF5\x8A\x86\xB9\x1F\x91\x0E\x18\xF8\x5A\x7B\x93\x87\x40\xD2\x2B\x1D\x25\x5B\x88\x03\x64\x35\x91\xE0\xBF\xA0\xCF\x1C\x05\xAC\x8F\x4D\x83\x97\xF1\xB3\x3A\x54\x62\x02\x7D\x5C\xFD\xAD\x64\x84\x51\x29\x00\xA7\xFB\xBD\x32\x0F\x8C\x25\xAA\xBA\x7F\xC4\xCC\x1D\x19\x25\x4E\x12\x76\x0E\xA3\xB1\x81\xEF\x04\x8B\x86\xE7\x96\x2B\x99\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x78\x94\xA5\x15\x03\x2D\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\x93\x3D\x6C\x00\x00\x00\x00\xC3\x63\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x0F\x49\x00\x0D\x00\x00\x00\x00\x00\x00\x05\x49\x00\x00\x00\x00\x00\x40\x00\x00\x67\x04\xAD\xDA\x6A\x20\xE4\xFB\xEA\x48\xD5\xA9\x3B\x04\xEF\x7D\xB4\x52\xB3\x7D\x15\x35\x38\x60\xFE\x9D\x75\x2E\x20\x69\x54\x1F\xF6\x28\x8E\x08\x95\xAE\xE6\xE3\x0D\xBA\x61\x26\x52\x3B\x9E\x0F\x68\xFC\x25\xE1\x92\x98\x40\x7E\x95\xF4\xEA\xFE\x98\x0D\x45\xC0\x5A\x34\xE7\xFC\x62\x88\xAE\x09\x2B\x53\xDE\xCE\x7E\xF5\xB6\x2B\x46\x46\xA9\x23\x4C\xEB\x11\x24\x2C\xCC\xB3\x72\x95\x97\x25\xB7\x59\x9F\xE1\x64\x33\x68\xA7\x30\x33\x08\xD2\x76\xA2\x77\x49\x43\xFF\xA0\x5A\xC3\xE0\xDC\xB1\x46\xCE\x06\x44\xE3\x75\x2B\x07\x12\x35\x16\x68\xCF\xF4\x4A\xAC\x1F\xD6\x81\x75\x2B\xA0\xD7\x82\x42\x9E\x12\xBB\x20\xE5\xAC\x63\xB0\xFF\x0F\xD0\xEF\x9F\x12\xF6\x8F\xCC\x62\x5C\xC4\x2B\xD7\x11\xA2\x27\x6E\x13\x7E\xF2\xE4\x15\x3B\xF5\x8A\x86\xB9\x93\x0A\xED\xD2\xF8\x5A\x7B\x93\xCC\x85\x13\x9A\x1D\x25\x5B\x88\x89\xB8\x37\x56\xE0\xBF\xA0\xCF\xF8\xD6\xC7\x0C\x4D\x83\x97\xF1\xA4\x2B\xE7\xA3\x02\x7D\x5C\xFD\xBA\x23\x70\xD0\x29\x00\xA7\xFB\x2C\x8B\x03\x08\x25\xAA\xBA\x7F\xF8\x5F\x57\x70\x25\x4E\x12\x76\x33\xE9\xA5\xAD\xEF\x04\x8B\x86\xEF\x21\xE9\x45\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2A\x79\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x49\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x6A\x20\xE4\xFB\x00\x00\x00\x00\x3B\x04\xEF\x7D\x00\x00\x00\x00\x15\x35\x38\x60\x00\x00\x00\x00\x20\x69\x54\x1F\x00\x00\x00\x00\x95\xAE\xE6\xE3\x00\x00\x00\x00\x52\x3B\x9E\x0F\x00\x00\x00\x00\x92\x98\x40\x7E\x00\x00\x00\x00\x98\x0D\x45\xC0\x00\x00\x00\x00\x62\x88\xAE\x09\x00\x00\x00\x00\x7E\xF5\xB6\x2B\x00\x00\x00\x00\x4C\xEB\x11\x24\x00\x00\x00\x00\x95\x97\x25\xB7\x00\x00\x00\x00\x33\x68\xA7\x30\x00\x00\x00\x00\xA2\x77\x49\x43\x00\x00\x00\x00\xE0\xDC\xB1\x46\x00\x00\x00\x00\x75\x2B\x07\x12\x00\x00\x00\x00\xF4\x4A\xAC\x1F\x00\x00\x00\x00\xA0\xD7\x82\x42\x00\x00\x00\x00\xE5\xAC\x63\xB0\x00\x00\x00\x00\x9F\x12\xF6\x8F\x00\x00\x00\x00\x2B\xD7\x11\xA2\x00\x00\x00\x00\xF2\xE4\x15\x3B\x00\x00\x00\x00\x93\x0A\xED\xD2\x00\x00\x00\x00\xCC\x85\x13\x9A\x00\x00\x00\x00\x89\xB8\x37\x56\x00\x00\x00\x00\xF8\xD6\xC7\x0C\x00\x00\x00\x00\xA4\x2B\xE7\xA3\x00\x00\x00\x00\xBA\x23\x70\xD0\x00\x00\x00\x00\x2C\x8B\x03\x08\x00\x00\x00\x00\xF8\x5F\x57\x70\x00\x00\x00\x00\x33\xE9\xA5\xAD\x00\x00\x00\x00\xEF\x21\xE9\x45\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC9)], 9523)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9523)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x0C335AF8)], 9523)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x820FE8C6)], 9523)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x9FF680D4)], 9523)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x08ED0608)], 9523)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x575AF7FC)], 9523)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xE49707C3)], 9523)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x40E25AD3)], 9523)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x38B5DD5B)], 9523)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xCE2F21E7)], 9523)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x6265A6DB)], 9523)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xEA9F1D9D)], 9523)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xF5D44C1E)], 9523)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x10B9B72A)], 9523)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xDC72A1B2)], 9523)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xCD608B4E)], 9523)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xCE570418)], 9523)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x79104B34)], 9523)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x80ACA670)], 9523)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x1F49E41D)], 9523)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xFDD35E74)], 9523)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x0E43F14A)], 9523)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xA7C60EA3)], 9523)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xB64D8FB5)], 9523)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xDC998FE0)], 9523)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x819A36E7)], 9523)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x4A566EFE)], 9523)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xD324B106)], 9523)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xCBF49660)], 9523)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xAC4A0B5C)], 9523)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xC3DD2397)], 9523)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x529AE265)], 9523)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x6F0BD751)], 9523)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD725),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000533),
                gc.DataTuple('slot_count', 0x00001115),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1C593CE1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x7362DAB341CC),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x73\x62\xDA\xB3\x41\xCC\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xD7\x25\x00\x15\x00\x00\x00\x00\x00\x00\x39\xBF\x00\x00\x00\x00\x00\x40\x00\x00\x27\x3C\x52\xF3\x27\x35\x1B\x73\xC4\x04\x46\xDC\x77\x85\x64\xD3\x7A\x15\x8D\x6C\x1A\x18\x53\x55\xF9\xA3\x0F\xAB\x40\x37\x83\xB5\xFC\x0A\x26\xE1\x9A\x08\x10\x39\xDE\xF9\xA5\xCD\x27\xE3\x00\x58\x39\xA6\x01\xFF\x78\xA4\x9C\x9E\xD6\x92\x63\xCF\x29\x95\x8F\x6E\xB0\xB0\x75\xEB\x5D\xDD\x59\x23\x82\x50\x93\xDD\xB0\x3D\x32\xEA\xD1\xFA\x7B\xF0\x03\x57\x82\xBF\x87\xD2\x0E\x9C\xC5\xE9\x55\x35\x82\x23\xC4\x57\xC2\x38\xA8\x0B\x6D\xEE\xAC\xD4\xBF\x36\x0E\xB1\x01\x12\x16\x76\x18\x35\xFA\xE0\x60\xD0\xC5\x6A\xCD\x2A\xB9\x80\xBB\x96\x67\xA3\x4E\x4E\xEE\xE9\x12\x3F\x7B\x20\x7C\xAB\xDC\xFA\x44\x17\xB0\x5D\x6E\x59\x0C\x48\x5F\x16\x8C\x65\x39\xDE\x7E\x0A\x9A\x22\x8A\x48\x6E\x88\x22\x22\xF4\x35\x2B\x3D\x62\x16\x9C\xE4\xE5\x1C\x59\xF9\xE6\x3C\x62\x94\x6C\x12\xB7\x55\x03\xD0\x2E\xBD\x14\x6E\xB7\x7E\x40\x92\x21\x78\x8C\xED\x3C\x9F\x70\xFC\x10\x66\x95\x86\x67\xFE\x6B\xCF\xE4\xFB\x98\x00\xDF\x3F\xB0\x6D\xA4\x7F\x3C\xE9\x6B\xB2\xEC\x7E\x67\x39\xC0\x51\x15\x57\x63\x1C\xEA\x3D\xF8\x7D\x22\x0D\x96\x8B\x14\x29\xC8\x40\xCB\x01\x75\x78\x65\x3E\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x73\x62\xDA\xB3\x41\xCC\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xD7\x25\x00\x15\x00\x00\x00\x00\x00\x00\x07\xC9\x00\x00\x00\x00\x00\x40\x00\x00\x27\x3C\x52\xF3\x0C\x33\x5A\xF8\xC4\x04\x46\xDC\x82\x0F\xE8\xC6\x7A\x15\x8D\x6C\x9F\xF6\x80\xD4\xF9\xA3\x0F\xAB\x08\xED\x06\x08\xFC\x0A\x26\xE1\x57\x5A\xF7\xFC\xDE\xF9\xA5\xCD\xE4\x97\x07\xC3\x39\xA6\x01\xFF\x40\xE2\x5A\xD3\xD6\x92\x63\xCF\x38\xB5\xDD\x5B\xB0\xB0\x75\xEB\xCE\x2F\x21\xE7\x82\x50\x93\xDD\x62\x65\xA6\xDB\xD1\xFA\x7B\xF0\xEA\x9F\x1D\x9D\x87\xD2\x0E\x9C\xF5\xD4\x4C\x1E\x82\x23\xC4\x57\x10\xB9\xB7\x2A\x6D\xEE\xAC\xD4\xDC\x72\xA1\xB2\x01\x12\x16\x76\xCD\x60\x8B\x4E\x60\xD0\xC5\x6A\xCE\x57\x04\x18\xBB\x96\x67\xA3\x79\x10\x4B\x34\x12\x3F\x7B\x20\x80\xAC\xA6\x70\x44\x17\xB0\x5D\x1F\x49\xE4\x1D\x5F\x16\x8C\x65\xFD\xD3\x5E\x74\x9A\x22\x8A\x48\x0E\x43\xF1\x4A\xF4\x35\x2B\x3D\xA7\xC6\x0E\xA3\xE5\x1C\x59\xF9\xB6\x4D\x8F\xB5\x6C\x12\xB7\x55\xDC\x99\x8F\xE0\x14\x6E\xB7\x7E\x81\x9A\x36\xE7\x8C\xED\x3C\x9F\x4A\x56\x6E\xFE\x95\x86\x67\xFE\xD3\x24\xB1\x06\x98\x00\xDF\x3F\xCB\xF4\x96\x60\x3C\xE9\x6B\xB2\xAC\x4A\x0B\x5C\xC0\x51\x15\x57\xC3\xDD\x23\x97\xF8\x7D\x22\x0D\x52\x9A\xE2\x65\xC8\x40\xCB\x01\x6F\x0B\xD7\x51\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x25\x33\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x0C\x33\x5A\xF8\x00\x00\x00\x00\x82\x0F\xE8\xC6\x00\x00\x00\x00\x9F\xF6\x80\xD4\x00\x00\x00\x00\x08\xED\x06\x08\x00\x00\x00\x00\x57\x5A\xF7\xFC\x00\x00\x00\x00\xE4\x97\x07\xC3\x00\x00\x00\x00\x40\xE2\x5A\xD3\x00\x00\x00\x00\x38\xB5\xDD\x5B\x00\x00\x00\x00\xCE\x2F\x21\xE7\x00\x00\x00\x00\x62\x65\xA6\xDB\x00\x00\x00\x00\xEA\x9F\x1D\x9D\x00\x00\x00\x00\xF5\xD4\x4C\x1E\x00\x00\x00\x00\x10\xB9\xB7\x2A\x00\x00\x00\x00\xDC\x72\xA1\xB2\x00\x00\x00\x00\xCD\x60\x8B\x4E\x00\x00\x00\x00\xCE\x57\x04\x18\x00\x00\x00\x00\x79\x10\x4B\x34\x00\x00\x00\x00\x80\xAC\xA6\x70\x00\x00\x00\x00\x1F\x49\xE4\x1D\x00\x00\x00\x00\xFD\xD3\x5E\x74\x00\x00\x00\x00\x0E\x43\xF1\x4A\x00\x00\x00\x00\xA7\xC6\x0E\xA3\x00\x00\x00\x00\xB6\x4D\x8F\xB5\x00\x00\x00\x00\xDC\x99\x8F\xE0\x00\x00\x00\x00\x81\x9A\x36\xE7\x00\x00\x00\x00\x4A\x56\x6E\xFE\x00\x00\x00\x00\xD3\x24\xB1\x06\x00\x00\x00\x00\xCB\xF4\x96\x60\x00\x00\x00\x00\xAC\x4A\x0B\x5C\x00\x00\x00\x00\xC3\xDD\x23\x97\x00\x00\x00\x00\x52\x9A\xE2\x65\x00\x00\x00\x00\x6F\x0B\xD7\x51\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC8)], 10656)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10656)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x76168AD5)], 10656)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x43020A61)], 10656)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x6E29C6D0)], 10656)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xAEC35DE4)], 10656)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x560C2A96)], 10656)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x77B45C24)], 10656)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xF66440A3)], 10656)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xA6AF4C86)], 10656)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x80B99521)], 10656)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x8D396545)], 10656)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x29531A74)], 10656)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xFA07C81F)], 10656)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xFD3A7B53)], 10656)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xE52F1980)], 10656)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x9623BF70)], 10656)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x1D2C840B)], 10656)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xD936DFF3)], 10656)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x32F2DB2F)], 10656)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x65F53A73)], 10656)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x01157095)], 10656)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x93AA9921)], 10656)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xC0E9C895)], 10656)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x08E1CBD1)], 10656)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xA0C590F7)], 10656)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x303EDCDD)], 10656)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x3244A18A)], 10656)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xE82CB9F1)], 10656)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xF529133B)], 10656)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x7D2BC9BC)], 10656)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x8E2F1E72)], 10656)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xB0F5C3F8)], 10656)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x319E7282)], 10656)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3A48),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009A0),
                gc.DataTuple('slot_count', 0x000015A7),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCAB039FB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x533B01D6),
                gc.KeyTuple('src_port', 0x984E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x01AF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x6BAEC2142B0E),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x6B\xAE\xC2\x14\x2B\x0E\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\x3B\x01\xD6\x00\x00\x00\x00\x98\x4E\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x3A\x48\x00\x14\x00\x00\x00\x00\x00\x00\x21\x15\x00\x00\x00\x00\x00\x40\x00\x00\x6B\x24\xA3\x20\x1F\xC8\x92\x69\xC3\x8A\xFA\x7A\x23\x62\x24\xBE\x3B\xE9\xB0\x63\xD9\x5D\xF1\x4D\xDF\x4D\xF6\x67\xA1\xC9\x8A\x06\xAD\x77\x5D\x6E\x17\xA6\x39\xDA\xBB\xC1\x7A\x72\x96\x5D\x5D\x52\x12\x51\xE8\xB0\xD2\x65\x60\x27\x71\x20\x75\x47\x1C\x3F\xEE\x94\x16\x7E\x4F\xB4\x2C\x2B\x3B\x86\x6C\x89\x37\x0D\xA8\x20\x41\x52\x8C\xA3\x50\x33\x7C\xAF\x84\xC0\x6B\x80\x8F\xFD\xC5\x2B\x11\xBE\x5A\x4C\x57\xC6\x8F\xBB\x0D\xFE\xDC\x39\xE6\x07\x66\x4B\xB4\xF2\x2F\xBE\xE5\x0C\xDF\x8D\x3A\x6E\xC7\xC2\x6B\xC6\xD5\x74\x98\x3D\x12\xEF\x7B\x8E\x27\x06\x7F\x3A\x45\x2C\x7F\xD2\xC1\x96\xF9\xE9\x7E\x9D\xBE\x82\xCA\x2F\x62\xF0\x09\x04\x73\x26\xFF\xA1\xA2\x13\x6B\x64\x00\xA6\xE3\x2F\xB9\x33\x40\x7A\x1F\xD0\xF8\x16\xFE\x99\x12\x57\xC6\x41\x74\xC8\x4A\xED\xD0\x83\x53\x7D\xA3\xEC\x96\x9E\xD1\x4D\x91\x62\x83\x3D\x6F\x2C\x00\xC5\xCE\xD1\x85\x78\x9B\x4F\x07\x20\x9B\x8A\xF0\x5E\x9F\xEA\xCD\x38\x7C\xC3\xF8\x8D\x4D\xE3\x55\x92\xD2\x0E\xD6\x24\x37\xCA\x95\x46\xF1\x11\x56\xBB\x11\x55\x77\x50\x67\xBA\xBF\xCA\xD3\x93\x69\xCE\x81\xB7\x95\xB1\x42\x24\x84\x0F\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x6B\xAE\xC2\x14\x2B\x0E\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\x3B\x01\xD6\x00\x00\x00\x00\x98\x4E\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x3A\x48\x00\x14\x00\x00\x00\x00\x00\x00\x05\xC8\x00\x00\x00\x00\x00\x40\x00\x00\x6B\x24\xA3\x20\x76\x16\x8A\xD5\xC3\x8A\xFA\x7A\x43\x02\x0A\x61\x3B\xE9\xB0\x63\x6E\x29\xC6\xD0\xDF\x4D\xF6\x67\xAE\xC3\x5D\xE4\xAD\x77\x5D\x6E\x56\x0C\x2A\x96\xBB\xC1\x7A\x72\x77\xB4\x5C\x24\x12\x51\xE8\xB0\xF6\x64\x40\xA3\x71\x20\x75\x47\xA6\xAF\x4C\x86\x16\x7E\x4F\xB4\x80\xB9\x95\x21\x6C\x89\x37\x0D\x8D\x39\x65\x45\x8C\xA3\x50\x33\x29\x53\x1A\x74\x6B\x80\x8F\xFD\xFA\x07\xC8\x1F\x5A\x4C\x57\xC6\xFD\x3A\x7B\x53\xDC\x39\xE6\x07\xE5\x2F\x19\x80\x2F\xBE\xE5\x0C\x96\x23\xBF\x70\xC7\xC2\x6B\xC6\x1D\x2C\x84\x0B\x12\xEF\x7B\x8E\xD9\x36\xDF\xF3\x45\x2C\x7F\xD2\x32\xF2\xDB\x2F\x7E\x9D\xBE\x82\x65\xF5\x3A\x73\x09\x04\x73\x26\x01\x15\x70\x95\x6B\x64\x00\xA6\x93\xAA\x99\x21\x40\x7A\x1F\xD0\xC0\xE9\xC8\x95\x12\x57\xC6\x41\x08\xE1\xCB\xD1\xD0\x83\x53\x7D\xA0\xC5\x90\xF7\xD1\x4D\x91\x62\x30\x3E\xDC\xDD\x00\xC5\xCE\xD1\x32\x44\xA1\x8A\x07\x20\x9B\x8A\xE8\x2C\xB9\xF1\xCD\x38\x7C\xC3\xF5\x29\x13\x3B\x55\x92\xD2\x0E\x7D\x2B\xC9\xBC\x95\x46\xF1\x11\x8E\x2F\x1E\x72\x77\x50\x67\xBA\xB0\xF5\xC3\xF8\x69\xCE\x81\xB7\x31\x9E\x72\x82\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x29\xA0\x01\xAF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC8\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x76\x16\x8A\xD5\x00\x00\x00\x00\x43\x02\x0A\x61\x00\x00\x00\x00\x6E\x29\xC6\xD0\x00\x00\x00\x00\xAE\xC3\x5D\xE4\x00\x00\x00\x00\x56\x0C\x2A\x96\x00\x00\x00\x00\x77\xB4\x5C\x24\x00\x00\x00\x00\xF6\x64\x40\xA3\x00\x00\x00\x00\xA6\xAF\x4C\x86\x00\x00\x00\x00\x80\xB9\x95\x21\x00\x00\x00\x00\x8D\x39\x65\x45\x00\x00\x00\x00\x29\x53\x1A\x74\x00\x00\x00\x00\xFA\x07\xC8\x1F\x00\x00\x00\x00\xFD\x3A\x7B\x53\x00\x00\x00\x00\xE5\x2F\x19\x80\x00\x00\x00\x00\x96\x23\xBF\x70\x00\x00\x00\x00\x1D\x2C\x84\x0B\x00\x00\x00\x00\xD9\x36\xDF\xF3\x00\x00\x00\x00\x32\xF2\xDB\x2F\x00\x00\x00\x00\x65\xF5\x3A\x73\x00\x00\x00\x00\x01\x15\x70\x95\x00\x00\x00\x00\x93\xAA\x99\x21\x00\x00\x00\x00\xC0\xE9\xC8\x95\x00\x00\x00\x00\x08\xE1\xCB\xD1\x00\x00\x00\x00\xA0\xC5\x90\xF7\x00\x00\x00\x00\x30\x3E\xDC\xDD\x00\x00\x00\x00\x32\x44\xA1\x8A\x00\x00\x00\x00\xE8\x2C\xB9\xF1\x00\x00\x00\x00\xF5\x29\x13\x3B\x00\x00\x00\x00\x7D\x2B\xC9\xBC\x00\x00\x00\x00\x8E\x2F\x1E\x72\x00\x00\x00\x00\xB0\xF5\xC3\xF8\x00\x00\x00\x00\x31\x9E\x72\x82\x84\x0F\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75\x70\xDA\x1F\xFA\x1C\x63\x5F\x57'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x6B)], 8585)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 8585)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x5055E0F5)], 8585)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x9796EACD)], 8585)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x0007A8DB)], 8585)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x6C4A6046)], 8585)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x90E97DAB)], 8585)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x9FDAB184)], 8585)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x9B22EC76)], 8585)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x4F9531C1)], 8585)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xEE385C94)], 8585)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x0172C619)], 8585)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x21460F01)], 8585)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xD25C4A99)], 8585)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x572D039A)], 8585)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x323F951F)], 8585)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x705B5F57)], 8585)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x004D3A49)], 8585)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x9C258822)], 8585)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xF2C96BCB)], 8585)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x5E6DFAD2)], 8585)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x1831D277)], 8585)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x8160918F)], 8585)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x08A21B98)], 8585)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x8234C799)], 8585)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x048C7F48)], 8585)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x02E395E5)], 8585)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x8F87249A)], 8585)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xB116E4E5)], 8585)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xE0112D71)], 8585)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xF2D60D35)], 8585)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x8E1BAE13)], 8585)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x69969002)], 8585)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xFC8CEE3F)], 8585)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9EC4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000189),
                gc.DataTuple('slot_count', 0x00001E0E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD0B15A31),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x885AC207),
                gc.KeyTuple('src_port', 0x0ACD),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x8CD7D9437C37),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x8C\xD7\xD9\x43\x7C\x37\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x88\x5A\xC2\x07\x00\x00\x00\x00\x0A\xCD\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x9E\xC4\x00\x08\x00\x00\x00\x00\x00\x00\x21\xDF\x00\x00\x00\x00\x00\x40\x00\x00\x95\x0C\x62\xB6\xAA\xEE\x71\x68\xA2\x5F\x86\x19\xF6\x0F\x99\xCF\x64\x1D\xDA\x00\x43\x2C\x3F\x15\x56\x85\x08\xD3\x56\x30\xB6\x6A\x7E\xBB\xDB\x53\xFC\x95\xCE\x46\x5A\xEB\x80\x33\x76\x29\xED\x92\xCC\x58\x7E\x4D\x8C\x91\x87\x57\x9A\xA0\xC9\xA2\x45\x42\x94\xCA\xFA\x71\xE7\x6E\x3A\x1C\x11\xC2\xF8\x7E\xFC\xD4\x7E\xF0\x0A\xA4\x30\xFD\xDF\x03\x6B\x96\xAF\xCB\x3F\x7F\x35\x85\xD6\x68\x18\xEA\x03\xD1\x4E\xA3\xF3\x70\x22\x13\x92\x0D\xA7\x09\x5B\x5D\x14\x48\x24\x01\xEA\x01\xBB\xA8\xD9\xB0\x27\xAC\xA0\x0E\x5D\xD6\x68\x72\x5A\xDE\xA2\x9B\x6E\x85\x6B\x62\xBF\xF7\x15\xB5\x69\x4F\xA3\x64\x63\x92\x5F\x76\x98\x76\xD4\xD1\xF5\x05\xE1\x51\x80\x3A\xD0\x45\x8A\x3F\xC7\x35\xA4\x58\xB6\xDF\x85\x87\x20\xF2\x4A\x30\x7D\xDF\x99\x8F\xC3\xB1\x82\x10\x02\x8D\x44\x16\x84\xC8\xF8\x04\x02\x8C\x66\x9C\x53\xF3\xA0\x5C\x90\x45\x5F\x2D\x33\x9D\xE6\xF6\x93\x65\x10\x55\xD1\xE3\xA2\x5C\xEF\x84\xE2\x9B\x68\x4D\x65\x1A\x2A\x53\x79\x5B\xF5\x35\x17\x9C\x1C\xF3\xCD\x98\x93\xC2\xCC\xBE\xEB\xAB\x73\x46\x6C\xB7\x62\x6F\x55\xE0\xF4\x21\x39\x83\x39\xFA\x33\x65\xA0\x07\x50\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x8C\xD7\xD9\x43\x7C\x37\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x88\x5A\xC2\x07\x00\x00\x00\x00\x0A\xCD\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x9E\xC4\x00\x08\x00\x00\x00\x00\x00\x00\x07\x6B\x00\x00\x00\x00\x00\x40\x00\x00\x95\x0C\x62\xB6\x50\x55\xE0\xF5\xA2\x5F\x86\x19\x97\x96\xEA\xCD\x64\x1D\xDA\x00\x00\x07\xA8\xDB\x56\x85\x08\xD3\x6C\x4A\x60\x46\x7E\xBB\xDB\x53\x90\xE9\x7D\xAB\x5A\xEB\x80\x33\x9F\xDA\xB1\x84\xCC\x58\x7E\x4D\x9B\x22\xEC\x76\x9A\xA0\xC9\xA2\x4F\x95\x31\xC1\xFA\x71\xE7\x6E\xEE\x38\x5C\x94\xF8\x7E\xFC\xD4\x01\x72\xC6\x19\x30\xFD\xDF\x03\x21\x46\x0F\x01\x3F\x7F\x35\x85\xD2\x5C\x4A\x99\x03\xD1\x4E\xA3\x57\x2D\x03\x9A\x92\x0D\xA7\x09\x32\x3F\x95\x1F\x24\x01\xEA\x01\x70\x5B\x5F\x57\x27\xAC\xA0\x0E\x00\x4D\x3A\x49\x5A\xDE\xA2\x9B\x9C\x25\x88\x22\xBF\xF7\x15\xB5\xF2\xC9\x6B\xCB\x63\x92\x5F\x76\x5E\x6D\xFA\xD2\xF5\x05\xE1\x51\x18\x31\xD2\x77\x8A\x3F\xC7\x35\x81\x60\x91\x8F\x85\x87\x20\xF2\x08\xA2\x1B\x98\x99\x8F\xC3\xB1\x82\x34\xC7\x99\x44\x16\x84\xC8\x04\x8C\x7F\x48\x66\x9C\x53\xF3\x02\xE3\x95\xE5\x5F\x2D\x33\x9D\x8F\x87\x24\x9A\x10\x55\xD1\xE3\xB1\x16\xE4\xE5\xE2\x9B\x68\x4D\xE0\x11\x2D\x71\x79\x5B\xF5\x35\xF2\xD6\x0D\x35\xCD\x98\x93\xC2\x8E\x1B\xAE\x13\x73\x46\x6C\xB7\x69\x96\x90\x02\xF4\x21\x39\x83\xFC\x8C\xEE\x3F\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x21\x89\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6B\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x50\x55\xE0\xF5\x00\x00\x00\x00\x97\x96\xEA\xCD\x00\x00\x00\x00\x00\x07\xA8\xDB\x00\x00\x00\x00\x6C\x4A\x60\x46\x00\x00\x00\x00\x90\xE9\x7D\xAB\x00\x00\x00\x00\x9F\xDA\xB1\x84\x00\x00\x00\x00\x9B\x22\xEC\x76\x00\x00\x00\x00\x4F\x95\x31\xC1\x00\x00\x00\x00\xEE\x38\x5C\x94\x00\x00\x00\x00\x01\x72\xC6\x19\x00\x00\x00\x00\x21\x46\x0F\x01\x00\x00\x00\x00\xD2\x5C\x4A\x99\x00\x00\x00\x00\x57\x2D\x03\x9A\x00\x00\x00\x00\x32\x3F\x95\x1F\x00\x00\x00\x00\x70\x5B\x5F\x57\x00\x00\x00\x00\x00\x4D\x3A\x49\x00\x00\x00\x00\x9C\x25\x88\x22\x00\x00\x00\x00\xF2\xC9\x6B\xCB\x00\x00\x00\x00\x5E\x6D\xFA\xD2\x00\x00\x00\x00\x18\x31\xD2\x77\x00\x00\x00\x00\x81\x60\x91\x8F\x00\x00\x00\x00\x08\xA2\x1B\x98\x00\x00\x00\x00\x82\x34\xC7\x99\x00\x00\x00\x00\x04\x8C\x7F\x48\x00\x00\x00\x00\x02\xE3\x95\xE5\x00\x00\x00\x00\x8F\x87\x24\x9A\x00\x00\x00\x00\xB1\x16\xE4\xE5\x00\x00\x00\x00\xE0\x11\x2D\x71\x00\x00\x00\x00\xF2\xD6\x0D\x35\x00\x00\x00\x00\x8E\x1B\xAE\x13\x00\x00\x00\x00\x69\x96\x90\x02\x00\x00\x00\x00\xFC\x8C\xEE\x3F\xA0\x07\x50\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xCA)], 10869)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10869)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x23B19ADA)], 10869)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x05452DE5)], 10869)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xCE906029)], 10869)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xDFF4ED5E)], 10869)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xA9A4D736)], 10869)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x94B309D0)], 10869)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x744721EB)], 10869)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x765A54C8)], 10869)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x21523B9A)], 10869)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x893FA9C9)], 10869)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xB6A14967)], 10869)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xAEB10571)], 10869)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xA12846CB)], 10869)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xA6B2036B)], 10869)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xDDD52785)], 10869)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x5DDE370A)], 10869)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x5189AC0F)], 10869)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x1C526E1C)], 10869)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xD3DA53A8)], 10869)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xD9420776)], 10869)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x14599784)], 10869)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xAA46200F)], 10869)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x8F7FF875)], 10869)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x94E2B7A2)], 10869)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xD57C38A8)], 10869)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x8EDA6428)], 10869)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x16F0B533)], 10869)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x3F003751)], 10869)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x50897148)], 10869)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x75B91017)], 10869)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xD2BEF465)], 10869)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xA35C903B)], 10869)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7BB9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A75),
                gc.DataTuple('slot_count', 0x000002B3),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4A80D5FA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x81636010),
                gc.KeyTuple('src_port', 0x02E6),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x9872A01FB113),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x98\x72\xA0\x1F\xB1\x13\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\x63\x60\x10\x00\x00\x00\x00\x02\xE6\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x7B\xB9\x00\x07\x00\x00\x00\x00\x00\x00\x99\xB8\x00\x00\x00\x00\x00\x40\x00\x00\x8C\x54\x81\xB3\x1F\x8F\x22\x4D\x17\xD8\x79\x0E\x6F\x74\x0D\x2C\xF3\x70\x4A\xAE\xB9\x1A\xBC\xD9\x0C\x30\x6C\xE8\x2F\x3D\xDB\x79\x76\x80\x6A\x1F\x02\x91\xA6\xBA\x37\xB6\x6B\xEC\x6A\xD7\x0F\xDE\x2F\x01\xC9\xB1\x84\xE5\x25\x93\x5E\xAF\x21\x2B\xA2\xC3\xD9\x19\xB8\xE9\x2B\x60\xFB\x96\xD6\xBC\x9C\xCD\x66\x45\xB0\x8F\xDE\xE6\x19\x83\x92\x9D\xDA\x8F\xF3\x16\xD9\xCF\x80\xAC\xC1\xB3\x11\x9E\xAB\xFD\xB1\x42\x15\x30\x41\x0F\xCC\x87\x7D\x8D\xD8\xD9\x60\x4F\xAC\xD8\xC4\xF1\x89\x68\xC7\x22\x67\x94\x6F\xB2\x57\xA1\xD1\x01\x8A\x5F\x04\x10\x62\x97\xFB\xA3\xCD\x98\x75\xC4\xE6\x15\x6B\xFB\x46\x62\xD1\xF6\xF5\x87\x3F\x5D\x82\x1D\xF6\xAD\x35\x97\x69\x16\x68\xB2\x04\x6F\x88\xA6\x77\xB9\x39\x7D\x82\x41\x12\x20\xF4\xEE\xCF\x0C\xE8\xC9\xD0\x68\x44\x6D\xE9\xA1\x51\xE3\xD4\x90\xB2\x62\x2D\xA6\x74\x23\x14\x74\x6C\x08\x33\xAD\xE0\xB7\x54\x78\x90\x23\x0D\x0D\x93\x12\x57\x9A\x74\x8B\xA8\xDD\x74\x7C\xAF\xF8\x48\x91\xC3\x10\x1D\x59\x93\x9C\xA7\xA0\xF1\xFF\xCA\x53\x62\x6D\x04\xED\xC0\xDE\x23\xA4\x60\xC8\x97\xA5\x29\x6F\xB1\x2C\xC6\x93\x9F\x39\xFE\x71\x15\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x98\x72\xA0\x1F\xB1\x13\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\x63\x60\x10\x00\x00\x00\x00\x02\xE6\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x7B\xB9\x00\x07\x00\x00\x00\x00\x00\x00\x05\xCA\x00\x00\x00\x00\x00\x40\x00\x00\x8C\x54\x81\xB3\x23\xB1\x9A\xDA\x17\xD8\x79\x0E\x05\x45\x2D\xE5\xF3\x70\x4A\xAE\xCE\x90\x60\x29\x0C\x30\x6C\xE8\xDF\xF4\xED\x5E\x76\x80\x6A\x1F\xA9\xA4\xD7\x36\x37\xB6\x6B\xEC\x94\xB3\x09\xD0\x2F\x01\xC9\xB1\x74\x47\x21\xEB\x5E\xAF\x21\x2B\x76\x5A\x54\xC8\xB8\xE9\x2B\x60\x21\x52\x3B\x9A\x9C\xCD\x66\x45\x89\x3F\xA9\xC9\x19\x83\x92\x9D\xB6\xA1\x49\x67\xD9\xCF\x80\xAC\xAE\xB1\x05\x71\xAB\xFD\xB1\x42\xA1\x28\x46\xCB\xCC\x87\x7D\x8D\xA6\xB2\x03\x6B\xAC\xD8\xC4\xF1\xDD\xD5\x27\x85\x67\x94\x6F\xB2\x5D\xDE\x37\x0A\x8A\x5F\x04\x10\x51\x89\xAC\x0F\xCD\x98\x75\xC4\x1C\x52\x6E\x1C\x46\x62\xD1\xF6\xD3\xDA\x53\xA8\x82\x1D\xF6\xAD\xD9\x42\x07\x76\x68\xB2\x04\x6F\x14\x59\x97\x84\x39\x7D\x82\x41\xAA\x46\x20\x0F\xCF\x0C\xE8\xC9\x8F\x7F\xF8\x75\xE9\xA1\x51\xE3\x94\xE2\xB7\xA2\x2D\xA6\x74\x23\xD5\x7C\x38\xA8\x33\xAD\xE0\xB7\x8E\xDA\x64\x28\x0D\x0D\x93\x12\x16\xF0\xB5\x33\xA8\xDD\x74\x7C\x3F\x00\x37\x51\xC3\x10\x1D\x59\x50\x89\x71\x48\xF1\xFF\xCA\x53\x75\xB9\x10\x17\xC0\xDE\x23\xA4\xD2\xBE\xF4\x65\x29\x6F\xB1\x2C\xA3\x5C\x90\x3B\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2A\x75\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCA\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x23\xB1\x9A\xDA\x00\x00\x00\x00\x05\x45\x2D\xE5\x00\x00\x00\x00\xCE\x90\x60\x29\x00\x00\x00\x00\xDF\xF4\xED\x5E\x00\x00\x00\x00\xA9\xA4\xD7\x36\x00\x00\x00\x00\x94\xB3\x09\xD0\x00\x00\x00\x00\x74\x47\x21\xEB\x00\x00\x00\x00\x76\x5A\x54\xC8\x00\x00\x00\x00\x21\x52\x3B\x9A\x00\x00\x00\x00\x89\x3F\xA9\xC9\x00\x00\x00\x00\xB6\xA1\x49\x67\x00\x00\x00\x00\xAE\xB1\x05\x71\x00\x00\x00\x00\xA1\x28\x46\xCB\x00\x00\x00\x00\xA6\xB2\x03\x6B\x00\x00\x00\x00\xDD\xD5\x27\x85\x00\x00\x00\x00\x5D\xDE\x37\x0A\x00\x00\x00\x00\x51\x89\xAC\x0F\x00\x00\x00\x00\x1C\x52\x6E\x1C\x00\x00\x00\x00\xD3\xDA\x53\xA8\x00\x00\x00\x00\xD9\x42\x07\x76\x00\x00\x00\x00\x14\x59\x97\x84\x00\x00\x00\x00\xAA\x46\x20\x0F\x00\x00\x00\x00\x8F\x7F\xF8\x75\x00\x00\x00\x00\x94\xE2\xB7\xA2\x00\x00\x00\x00\xD5\x7C\x38\xA8\x00\x00\x00\x00\x8E\xDA\x64\x28\x00\x00\x00\x00\x16\xF0\xB5\x33\x00\x00\x00\x00\x3F\x00\x37\x51\x00\x00\x00\x00\x50\x89\x71\x48\x00\x00\x00\x00\x75\xB9\x10\x17\x00\x00\x00\x00\xD2\xBE\xF4\x65\x00\x00\x00\x00\xA3\x5C\x90\x3B\xFE\x71\x15\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x5B)], 91)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 91)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xFA6D899B)], 91)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x2C415C91)], 91)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x516A6D4E)], 91)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x67174D2C)], 91)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xF25A0AB7)], 91)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x4457CB9D)], 91)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x8D7864AF)], 91)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xBF7AC78F)], 91)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x4CE0D4CA)], 91)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x19722660)], 91)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x618D1559)], 91)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xEE3D848B)], 91)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xBD9891E9)], 91)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x6BA76086)], 91)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x24A06718)], 91)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xD0751D8C)], 91)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xD4EB1446)], 91)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x4A3DD507)], 91)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xFB6E8541)], 91)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xD2FC0F56)], 91)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xCA840FCE)], 91)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xB2D4C875)], 91)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xCA7DFF07)], 91)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x85FF9A3D)], 91)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x0319637F)], 91)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x96109A91)], 91)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x01146FD2)], 91)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x4AF146BD)], 91)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xF4A7439A)], 91)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x9B741D14)], 91)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x8F85C48E)], 91)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x6EC84CB8)], 91)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6795),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000005B),
                gc.DataTuple('slot_count', 0x00000DCC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8B738743),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x7575A892),
                gc.KeyTuple('src_port', 0x1DF6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0054),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x7630B1EC15F7),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x76\x30\xB1\xEC\x15\xF7\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x75\x75\xA8\x92\x00\x00\x00\x00\x1D\xF6\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x67\x95\x00\x16\x00\x00\x00\x00\x00\x00\xD8\x8C\x00\x00\x00\x00\x00\x40\x00\x00\x81\x4A\xEF\xD3\xD5\xDF\xCE\x42\x5A\xA4\x4C\x4B\xF0\x0B\x17\x65\xDB\x71\xAC\x65\xD0\xB8\xDB\x27\x19\x34\xCF\x7A\xBF\x3C\xB4\x28\x9F\x49\x00\x36\xC5\xD2\x6A\xCA\x44\xDD\x4C\x9A\xBA\x5E\xA9\xD2\x08\x93\x06\x24\xB8\xBF\x25\x9D\xA0\xAF\xE2\x69\xC0\x3E\x6D\xF6\x0D\xE9\x26\x03\xE7\xFE\x1E\xA3\xBB\xB2\x92\xE4\x26\x7A\x70\x96\xB0\x8F\xAE\x1A\x40\x8A\x87\xA5\xCA\xF4\x43\x3C\xBF\xAC\x6B\x45\x5A\xF9\xC9\xD5\x5F\xB4\x77\x7B\x76\x54\x74\xE6\x77\x62\xDF\x73\x97\x51\x6F\xD1\x3C\x2D\xA2\xAD\xFE\x85\x2D\xF1\x46\x2E\xC3\xF1\xB0\xDE\x59\xA4\x24\x79\x1E\x15\x33\x05\x77\xD8\xB1\xDD\xFB\xD3\x1A\x35\xC2\x10\x0E\xD7\x98\x20\xE6\x6B\x65\xA4\x08\xD8\xC6\x52\x68\xCB\xCB\x9F\xFE\xE1\x6F\x78\x2A\xA7\x2C\xCF\x86\xD2\x3D\xA5\x48\x8A\xAC\xAF\x78\x1C\x7F\x45\x03\x2C\x0A\xB2\x59\x13\x7F\x7C\x04\x66\x17\x1D\xA1\x26\x8B\x71\x56\x40\x9D\xE0\x88\x88\x0F\x21\xB4\xA8\x88\x6B\x0E\xCF\xBF\x1D\x68\xF6\x8D\x90\x7A\x20\xB1\x1F\x57\x8B\x0F\xB2\x0A\xBC\x25\x71\x8F\xA1\x64\x11\xF8\xC8\x64\x7F\xC2\x02\xFB\x51\x40\x75\x1B\x87\xAA\xF8\x60\xDE\xB4\x24\x32\x0D\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x76\x30\xB1\xEC\x15\xF7\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x75\x75\xA8\x92\x00\x00\x00\x00\x1D\xF6\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x67\x95\x00\x16\x00\x00\x00\x00\x00\x00\x06\x5B\x00\x00\x00\x00\x00\x40\x00\x00\x81\x4A\xEF\xD3\xFA\x6D\x89\x9B\x5A\xA4\x4C\x4B\x2C\x41\x5C\x91\xDB\x71\xAC\x65\x51\x6A\x6D\x4E\x19\x34\xCF\x7A\x67\x17\x4D\x2C\x9F\x49\x00\x36\xF2\x5A\x0A\xB7\x44\xDD\x4C\x9A\x44\x57\xCB\x9D\x08\x93\x06\x24\x8D\x78\x64\xAF\xA0\xAF\xE2\x69\xBF\x7A\xC7\x8F\x0D\xE9\x26\x03\x4C\xE0\xD4\xCA\xBB\xB2\x92\xE4\x19\x72\x26\x60\xB0\x8F\xAE\x1A\x61\x8D\x15\x59\xCA\xF4\x43\x3C\xEE\x3D\x84\x8B\x5A\xF9\xC9\xD5\xBD\x98\x91\xE9\x76\x54\x74\xE6\x6B\xA7\x60\x86\x97\x51\x6F\xD1\x24\xA0\x67\x18\xFE\x85\x2D\xF1\xD0\x75\x1D\x8C\xB0\xDE\x59\xA4\xD4\xEB\x14\x46\x33\x05\x77\xD8\x4A\x3D\xD5\x07\x1A\x35\xC2\x10\xFB\x6E\x85\x41\xE6\x6B\x65\xA4\xD2\xFC\x0F\x56\x68\xCB\xCB\x9F\xCA\x84\x0F\xCE\x2A\xA7\x2C\xCF\xB2\xD4\xC8\x75\x48\x8A\xAC\xAF\xCA\x7D\xFF\x07\x03\x2C\x0A\xB2\x85\xFF\x9A\x3D\x04\x66\x17\x1D\x03\x19\x63\x7F\x56\x40\x9D\xE0\x96\x10\x9A\x91\xB4\xA8\x88\x6B\x01\x14\x6F\xD2\x68\xF6\x8D\x90\x4A\xF1\x46\xBD\x57\x8B\x0F\xB2\xF4\xA7\x43\x9A\x8F\xA1\x64\x11\x9B\x74\x1D\x14\xC2\x02\xFB\x51\x8F\x85\xC4\x8E\xAA\xF8\x60\xDE\x6E\xC8\x4C\xB8\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5B\x00\x54\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5B\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xFA\x6D\x89\x9B\x00\x00\x00\x00\x2C\x41\x5C\x91\x00\x00\x00\x00\x51\x6A\x6D\x4E\x00\x00\x00\x00\x67\x17\x4D\x2C\x00\x00\x00\x00\xF2\x5A\x0A\xB7\x00\x00\x00\x00\x44\x57\xCB\x9D\x00\x00\x00\x00\x8D\x78\x64\xAF\x00\x00\x00\x00\xBF\x7A\xC7\x8F\x00\x00\x00\x00\x4C\xE0\xD4\xCA\x00\x00\x00\x00\x19\x72\x26\x60\x00\x00\x00\x00\x61\x8D\x15\x59\x00\x00\x00\x00\xEE\x3D\x84\x8B\x00\x00\x00\x00\xBD\x98\x91\xE9\x00\x00\x00\x00\x6B\xA7\x60\x86\x00\x00\x00\x00\x24\xA0\x67\x18\x00\x00\x00\x00\xD0\x75\x1D\x8C\x00\x00\x00\x00\xD4\xEB\x14\x46\x00\x00\x00\x00\x4A\x3D\xD5\x07\x00\x00\x00\x00\xFB\x6E\x85\x41\x00\x00\x00\x00\xD2\xFC\x0F\x56\x00\x00\x00\x00\xCA\x84\x0F\xCE\x00\x00\x00\x00\xB2\xD4\xC8\x75\x00\x00\x00\x00\xCA\x7D\xFF\x07\x00\x00\x00\x00\x85\xFF\x9A\x3D\x00\x00\x00\x00\x03\x19\x63\x7F\x00\x00\x00\x00\x96\x10\x9A\x91\x00\x00\x00\x00\x01\x14\x6F\xD2\x00\x00\x00\x00\x4A\xF1\x46\xBD\x00\x00\x00\x00\xF4\xA7\x43\x9A\x00\x00\x00\x00\x9B\x74\x1D\x14\x00\x00\x00\x00\x8F\x85\xC4\x8E\x00\x00\x00\x00\x6E\xC8\x4C\xB8\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x9D)], 3600)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 3600)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xF3DB9588)], 3600)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xE749B304)], 3600)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x9C0958F8)], 3600)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xA98A3F8D)], 3600)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x362872EF)], 3600)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x3FE554DE)], 3600)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x1F377FA4)], 3600)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x4EE9E274)], 3600)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xAB81B960)], 3600)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x3E91823F)], 3600)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x8B5C3BB4)], 3600)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x09E2AD52)], 3600)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xA6C5567D)], 3600)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x1B4BDDCA)], 3600)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xCC982633)], 3600)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x8811C556)], 3600)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x4CFF61D6)], 3600)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x8B24CA8A)], 3600)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x3D0292E1)], 3600)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xA4162558)], 3600)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xABECD564)], 3600)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xDA78F7E9)], 3600)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x1A5649EB)], 3600)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x97E35C91)], 3600)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x1C30EB7A)], 3600)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x2BAC3C07)], 3600)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x226C600B)], 3600)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x2CF52121)], 3600)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x1F0973F4)], 3600)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xC1FC89CB)], 3600)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xF1E22887)], 3600)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xD33D0395)], 3600)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x16B6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E10),
                gc.DataTuple('slot_count', 0x00000E3E),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x551EA8E9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x3C885E7B),
                gc.KeyTuple('src_port', 0x938D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x00C2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xDEA1A498048B),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xDE\xA1\xA4\x98\x04\x8B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3C\x88\x5E\x7B\x00\x00\x00\x00\x93\x8D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x16\xB6\x00\x07\x00\x00\x00\x00\x00\x00\xFA\xA3\x00\x00\x00\x00\x00\x40\x00\x00\xD9\xFF\x47\x3E\xA7\xFD\xBE\x13\xBD\x35\x85\x3B\x3A\x4D\x4E\x20\x8D\x39\x38\x85\x4E\x37\x1F\xA0\x2F\x15\xAA\xF1\xF3\xFB\xA0\x9B\xB0\x86\xE3\x5A\xF8\x04\x3C\xCB\x4E\x87\x76\x6C\x8D\xC6\x5B\x2A\x07\x03\xA3\x9B\x85\xB3\x13\x9B\x12\xA3\x5B\x5F\x60\x9E\xCA\x12\x57\x37\x04\x92\x66\x83\x55\xD1\x5A\x8E\xAE\x60\xC5\x89\x0A\x9D\xB6\xFE\xE4\x82\xBB\x7A\x4C\xE7\xFB\x4D\x9A\x9A\xA2\xD9\xE5\x8B\xE0\x66\x8B\x5E\x16\x4E\x50\x10\x9D\x5C\x7C\xC6\x39\xE8\x6C\x18\xC2\x87\xD9\x76\xBF\x8A\x01\x27\x0C\x61\xF1\x31\x2D\xB8\x11\x7F\x9F\x47\xE3\x0F\x42\x23\x02\xC3\x32\xB8\x8A\xC0\x3D\x8C\x9E\xB9\xEA\xBF\xBB\x50\xBD\xFE\xC8\x41\x0A\x78\x59\x92\xD0\xF7\xFD\x18\xAE\xCE\x82\x3D\xAD\xBA\x37\xFD\x56\xDE\xF2\x32\x8E\x84\x2B\x4F\xC2\xE2\xB2\x8B\x0B\x1F\x32\x2A\x89\xE5\xA9\xF5\x6F\x3C\x90\x7F\x81\xEB\x1A\x16\x43\x40\xA7\x84\xFD\x41\x2E\x36\x86\x71\x42\xF9\x4F\x83\xD2\xDF\x70\xF5\x10\xF5\x65\xD4\x43\x16\x56\x3F\x84\x80\x1D\x63\xD4\x63\x47\xD9\x15\xA5\xAB\xFA\x93\x6D\x0F\xD7\x2E\xB9\x1B\x06\xAE\x26\x38\xF3\x1C\x10\xE1\x82\xA1\xD8\x16\x86\x95\xCE\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xDE\xA1\xA4\x98\x04\x8B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3C\x88\x5E\x7B\x00\x00\x00\x00\x93\x8D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x16\xB6\x00\x07\x00\x00\x00\x00\x00\x00\x06\x9D\x00\x00\x00\x00\x00\x40\x00\x00\xD9\xFF\x47\x3E\xF3\xDB\x95\x88\xBD\x35\x85\x3B\xE7\x49\xB3\x04\x8D\x39\x38\x85\x9C\x09\x58\xF8\x2F\x15\xAA\xF1\xA9\x8A\x3F\x8D\xB0\x86\xE3\x5A\x36\x28\x72\xEF\x4E\x87\x76\x6C\x3F\xE5\x54\xDE\x07\x03\xA3\x9B\x1F\x37\x7F\xA4\x12\xA3\x5B\x5F\x4E\xE9\xE2\x74\x57\x37\x04\x92\xAB\x81\xB9\x60\x5A\x8E\xAE\x60\x3E\x91\x82\x3F\xB6\xFE\xE4\x82\x8B\x5C\x3B\xB4\xFB\x4D\x9A\x9A\x09\xE2\xAD\x52\xE0\x66\x8B\x5E\xA6\xC5\x56\x7D\x9D\x5C\x7C\xC6\x1B\x4B\xDD\xCA\xC2\x87\xD9\x76\xCC\x98\x26\x33\x0C\x61\xF1\x31\x88\x11\xC5\x56\x9F\x47\xE3\x0F\x4C\xFF\x61\xD6\x32\xB8\x8A\xC0\x8B\x24\xCA\x8A\xEA\xBF\xBB\x50\x3D\x02\x92\xE1\x0A\x78\x59\x92\xA4\x16\x25\x58\xAE\xCE\x82\x3D\xAB\xEC\xD5\x64\x56\xDE\xF2\x32\xDA\x78\xF7\xE9\xC2\xE2\xB2\x8B\x1A\x56\x49\xEB\x89\xE5\xA9\xF5\x97\xE3\x5C\x91\x81\xEB\x1A\x16\x1C\x30\xEB\x7A\xFD\x41\x2E\x36\x2B\xAC\x3C\x07\x4F\x83\xD2\xDF\x22\x6C\x60\x0B\x65\xD4\x43\x16\x2C\xF5\x21\x21\x1D\x63\xD4\x63\x1F\x09\x73\xF4\xAB\xFA\x93\x6D\xC1\xFC\x89\xCB\x1B\x06\xAE\x26\xF1\xE2\x28\x87\xE1\x82\xA1\xD8\xD3\x3D\x03\x95\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0E\x10\x00\xC2\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF3\xDB\x95\x88\x00\x00\x00\x00\xE7\x49\xB3\x04\x00\x00\x00\x00\x9C\x09\x58\xF8\x00\x00\x00\x00\xA9\x8A\x3F\x8D\x00\x00\x00\x00\x36\x28\x72\xEF\x00\x00\x00\x00\x3F\xE5\x54\xDE\x00\x00\x00\x00\x1F\x37\x7F\xA4\x00\x00\x00\x00\x4E\xE9\xE2\x74\x00\x00\x00\x00\xAB\x81\xB9\x60\x00\x00\x00\x00\x3E\x91\x82\x3F\x00\x00\x00\x00\x8B\x5C\x3B\xB4\x00\x00\x00\x00\x09\xE2\xAD\x52\x00\x00\x00\x00\xA6\xC5\x56\x7D\x00\x00\x00\x00\x1B\x4B\xDD\xCA\x00\x00\x00\x00\xCC\x98\x26\x33\x00\x00\x00\x00\x88\x11\xC5\x56\x00\x00\x00\x00\x4C\xFF\x61\xD6\x00\x00\x00\x00\x8B\x24\xCA\x8A\x00\x00\x00\x00\x3D\x02\x92\xE1\x00\x00\x00\x00\xA4\x16\x25\x58\x00\x00\x00\x00\xAB\xEC\xD5\x64\x00\x00\x00\x00\xDA\x78\xF7\xE9\x00\x00\x00\x00\x1A\x56\x49\xEB\x00\x00\x00\x00\x97\xE3\x5C\x91\x00\x00\x00\x00\x1C\x30\xEB\x7A\x00\x00\x00\x00\x2B\xAC\x3C\x07\x00\x00\x00\x00\x22\x6C\x60\x0B\x00\x00\x00\x00\x2C\xF5\x21\x21\x00\x00\x00\x00\x1F\x09\x73\xF4\x00\x00\x00\x00\xC1\xFC\x89\xCB\x00\x00\x00\x00\xF1\xE2\x28\x87\x00\x00\x00\x00\xD3\x3D\x03\x95\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x57)], 10530)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10530)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x44FEDBCE)], 10530)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x7630F007)], 10530)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x3620DA90)], 10530)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x0F97F1E0)], 10530)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x461933AD)], 10530)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x40A0B35A)], 10530)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x6297C06B)], 10530)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x32F0E275)], 10530)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xC7965AA0)], 10530)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x032F2A7D)], 10530)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x029B33D5)], 10530)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xB7BC9133)], 10530)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xE00B01DD)], 10530)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x8C350A29)], 10530)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xB8F9940C)], 10530)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xB7632498)], 10530)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xA661D32C)], 10530)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x5AABE993)], 10530)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x05C7745F)], 10530)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x6F793DE5)], 10530)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xBD4333D3)], 10530)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xDA3F5406)], 10530)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x6A1F30CB)], 10530)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x0E188803)], 10530)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xF6C2D82B)], 10530)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xB235A63E)], 10530)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x763CC504)], 10530)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x7C99203A)], 10530)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x5CB0E924)], 10530)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x26107826)], 10530)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x66454381)], 10530)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC584DAE2)], 10530)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB4BB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000922),
                gc.DataTuple('slot_count', 0x0000086B),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x106565C2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD1AF3986),
                gc.KeyTuple('src_port', 0x3761),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x0150),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x1C1DBB9482B6),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x1C\x1D\xBB\x94\x82\xB6\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD1\xAF\x39\x86\x00\x00\x00\x00\x37\x61\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xB4\xBB\x00\x16\x00\x00\x00\x00\x00\x00\x31\xD3\x00\x00\x00\x00\x00\x40\x00\x00\xE4\xD2\xF8\x4E\x1E\x86\xC5\xBE\xAC\x7A\x43\xBF\x6D\x40\x4B\x12\x68\xD9\x2F\x4D\xB6\x3B\xF5\xEE\xCC\xD0\x58\x84\xB4\xA3\x67\x43\xDA\x24\x40\x32\x7B\x9D\x5C\x10\x64\x4C\xAD\x7F\x07\x21\x63\xA8\xC5\xA6\x79\x6A\x7D\x1E\xF4\xAB\xD3\x0B\x80\x46\xAC\x27\xE9\x77\x85\x63\x9C\xE1\x2B\xB6\x30\xC2\x34\x93\x89\x56\xC4\x0A\x93\x8A\x8A\x60\xE7\x4E\x7D\xD0\x1A\x54\xE1\x5D\x47\x4F\x0D\x54\xC4\x48\xCA\xBB\x3F\xD5\x37\x01\x40\x38\xA4\x91\x7E\x16\xF1\x69\x73\x9A\x6C\x68\x00\xCD\xFF\x52\xB0\x57\x02\x93\x8F\x72\x3A\x23\x04\xAA\x7D\x1B\x1D\xA3\xE3\x2A\x03\x08\x89\x9C\x68\xC0\x81\x8A\x3B\x12\xBC\xD9\x17\x4A\xDA\x15\xD9\xAA\xF1\xB7\xCD\x0B\xBB\xFA\x81\x8A\xDD\xA9\x56\xBE\x11\xE5\x0E\x5B\x35\xEA\x7C\x58\xFC\xE5\xAA\xB8\x32\xA7\x2B\x58\x83\x8C\xA3\x9E\x10\xF8\x73\xE0\xF9\xDD\x0C\x64\xB3\x8A\x25\x31\x73\xE7\x71\x27\xC2\x90\x5D\xDF\x8C\x29\x44\x84\x0E\x45\xD2\x23\xF5\x88\x76\xD0\x22\xEB\x33\xC7\x4C\x9F\xAE\xF2\x33\x97\x62\xA4\x9A\xED\xCB\x62\xFE\x52\xDC\x86\xCA\xB9\xCD\x2D\xDD\x1B\x56\xDE\x68\xB4\xB7\x7E\x6D\x18\x77\x95\x1B\x8D\x34\xFB\xFB\x6D\xAE\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x1C\x1D\xBB\x94\x82\xB6\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD1\xAF\x39\x86\x00\x00\x00\x00\x37\x61\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB4\xBB\x00\x16\x00\x00\x00\x00\x00\x00\x05\x57\x00\x00\x00\x00\x00\x40\x00\x00\xE4\xD2\xF8\x4E\x44\xFE\xDB\xCE\xAC\x7A\x43\xBF\x76\x30\xF0\x07\x68\xD9\x2F\x4D\x36\x20\xDA\x90\xCC\xD0\x58\x84\x0F\x97\xF1\xE0\xDA\x24\x40\x32\x46\x19\x33\xAD\x64\x4C\xAD\x7F\x40\xA0\xB3\x5A\xC5\xA6\x79\x6A\x62\x97\xC0\x6B\xD3\x0B\x80\x46\x32\xF0\xE2\x75\x85\x63\x9C\xE1\xC7\x96\x5A\xA0\x34\x93\x89\x56\x03\x2F\x2A\x7D\x8A\x60\xE7\x4E\x02\x9B\x33\xD5\xE1\x5D\x47\x4F\xB7\xBC\x91\x33\xCA\xBB\x3F\xD5\xE0\x0B\x01\xDD\xA4\x91\x7E\x16\x8C\x35\x0A\x29\x6C\x68\x00\xCD\xB8\xF9\x94\x0C\x02\x93\x8F\x72\xB7\x63\x24\x98\x7D\x1B\x1D\xA3\xA6\x61\xD3\x2C\x89\x9C\x68\xC0\x5A\xAB\xE9\x93\xBC\xD9\x17\x4A\x05\xC7\x74\x5F\xF1\xB7\xCD\x0B\x6F\x79\x3D\xE5\xDD\xA9\x56\xBE\xBD\x43\x33\xD3\x35\xEA\x7C\x58\xDA\x3F\x54\x06\x32\xA7\x2B\x58\x6A\x1F\x30\xCB\x10\xF8\x73\xE0\x0E\x18\x88\x03\xB3\x8A\x25\x31\xF6\xC2\xD8\x2B\xC2\x90\x5D\xDF\xB2\x35\xA6\x3E\x0E\x45\xD2\x23\x76\x3C\xC5\x04\x22\xEB\x33\xC7\x7C\x99\x20\x3A\x33\x97\x62\xA4\x5C\xB0\xE9\x24\xFE\x52\xDC\x86\x26\x10\x78\x26\xDD\x1B\x56\xDE\x66\x45\x43\x81\x6D\x18\x77\x95\xC5\x84\xDA\xE2\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x29\x22\x01\x50\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x57\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x44\xFE\xDB\xCE\x00\x00\x00\x00\x76\x30\xF0\x07\x00\x00\x00\x00\x36\x20\xDA\x90\x00\x00\x00\x00\x0F\x97\xF1\xE0\x00\x00\x00\x00\x46\x19\x33\xAD\x00\x00\x00\x00\x40\xA0\xB3\x5A\x00\x00\x00\x00\x62\x97\xC0\x6B\x00\x00\x00\x00\x32\xF0\xE2\x75\x00\x00\x00\x00\xC7\x96\x5A\xA0\x00\x00\x00\x00\x03\x2F\x2A\x7D\x00\x00\x00\x00\x02\x9B\x33\xD5\x00\x00\x00\x00\xB7\xBC\x91\x33\x00\x00\x00\x00\xE0\x0B\x01\xDD\x00\x00\x00\x00\x8C\x35\x0A\x29\x00\x00\x00\x00\xB8\xF9\x94\x0C\x00\x00\x00\x00\xB7\x63\x24\x98\x00\x00\x00\x00\xA6\x61\xD3\x2C\x00\x00\x00\x00\x5A\xAB\xE9\x93\x00\x00\x00\x00\x05\xC7\x74\x5F\x00\x00\x00\x00\x6F\x79\x3D\xE5\x00\x00\x00\x00\xBD\x43\x33\xD3\x00\x00\x00\x00\xDA\x3F\x54\x06\x00\x00\x00\x00\x6A\x1F\x30\xCB\x00\x00\x00\x00\x0E\x18\x88\x03\x00\x00\x00\x00\xF6\xC2\xD8\x2B\x00\x00\x00\x00\xB2\x35\xA6\x3E\x00\x00\x00\x00\x76\x3C\xC5\x04\x00\x00\x00\x00\x7C\x99\x20\x3A\x00\x00\x00\x00\x5C\xB0\xE9\x24\x00\x00\x00\x00\x26\x10\x78\x26\x00\x00\x00\x00\x66\x45\x43\x81\x00\x00\x00\x00\xC5\x84\xDA\xE2\xFB\x6D\xAE\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x40)], 8955)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 8955)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x99E3EF8D)], 8955)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xC32E7B34)], 8955)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xC899BCF2)], 8955)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x13EF809F)], 8955)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xF29537BF)], 8955)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xE47DAED6)], 8955)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x60EB8072)], 8955)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x318F8918)], 8955)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x126EC145)], 8955)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xE69462AD)], 8955)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xCEED4DD2)], 8955)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x781C29AB)], 8955)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x0C1D8347)], 8955)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x1838EFC9)], 8955)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x59D2BCEC)], 8955)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x99FEDD4E)], 8955)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x84185369)], 8955)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xA20AB97F)], 8955)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xC06AB38E)], 8955)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xF6CCE173)], 8955)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x7AFCB1A9)], 8955)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x762713D5)], 8955)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x49AE2A8E)], 8955)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x0CED0A3F)], 8955)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x333CD429)], 8955)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x0C3F0D70)], 8955)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x06BB8B7D)], 8955)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xB04EAD83)], 8955)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x565A6AB0)], 8955)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xA12FB506)], 8955)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xB44A10B8)], 8955)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xF3AEB94B)], 8955)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8A3D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002FB),
                gc.DataTuple('slot_count', 0x0000160E),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x33143973),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x999F4AD2CAEA),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x99\x9F\x4A\xD2\xCA\xEA\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x8A\x3D\x00\x1E\x00\x00\x00\x00\x00\x00\xEB\xB4\x00\x00\x00\x00\x00\x40\x00\x00\x2E\x43\x61\x62\xD7\xEF\xEB\x6B\x89\xEE\xFC\xF7\x5C\x4F\x57\xCD\xC3\x64\x4B\xFC\x49\x8C\x33\x36\x59\xB5\x65\x35\x6C\xE7\x5C\xAB\x64\xBE\xF0\xE9\xAC\xB3\xDE\xAF\x35\xEF\xC2\xD8\x5F\x4B\x5C\xFC\x9E\x99\x46\xE0\xCE\xA2\x82\x08\xF4\xA2\xEC\x41\xDD\x72\xC6\x2D\xDB\xFC\xA1\x24\x04\x1B\xA4\xDA\x1D\x45\x86\xB6\xA2\x29\xD3\x70\x7E\x78\x5A\x05\xEA\xE8\x0A\xD6\x25\xA8\x32\xD7\x00\x5A\x93\xEA\x27\x3F\x74\x2A\xCA\x9E\x47\xDB\x2F\x12\x5F\x5A\xA6\xC7\x9A\x25\xA3\x15\xFE\xAB\x16\x53\xDB\x15\x99\x15\xA8\x13\x0B\x4A\x7D\x97\x7A\x6B\x30\x35\x7D\x64\xE7\x40\xEC\x30\xC9\x1E\x01\x18\x19\x94\xF6\xE5\x12\xC9\x53\x59\xC0\x27\x5B\x5A\x2D\x5C\x6B\x9B\x6B\x25\xB0\x8E\x2E\xD2\x73\x6B\x97\xB5\x57\xB4\xC5\xD4\x07\x4F\x78\xC3\x2E\x04\xA7\xEE\xDE\x4B\x5A\xB2\x3D\xFE\x93\xF8\xCA\x57\x5E\xEA\xEA\x03\x26\xCF\xA3\x62\x23\x81\x84\x0E\x9B\xF0\x58\x4B\xB2\xC2\xFD\xC8\xE2\x9F\xA2\xBB\xCC\x81\xB9\x6A\x71\x0F\xA2\x94\x95\x81\x77\xC5\x1C\xBA\xDC\x83\x82\x80\xFE\x58\x6B\xEE\xFD\xA9\x70\x16\x8E\xD8\x17\x87\xBE\xDE\x7D\xE5\x9F\x56\xE7\x45\xE5\xF6\x2B\xF8\xE7\x99\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x99\x9F\x4A\xD2\xCA\xEA\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x8A\x3D\x00\x1E\x00\x00\x00\x00\x00\x00\x07\x40\x00\x00\x00\x00\x00\x40\x00\x00\x2E\x43\x61\x62\x99\xE3\xEF\x8D\x89\xEE\xFC\xF7\xC3\x2E\x7B\x34\xC3\x64\x4B\xFC\xC8\x99\xBC\xF2\x59\xB5\x65\x35\x13\xEF\x80\x9F\x64\xBE\xF0\xE9\xF2\x95\x37\xBF\x35\xEF\xC2\xD8\xE4\x7D\xAE\xD6\x9E\x99\x46\xE0\x60\xEB\x80\x72\xF4\xA2\xEC\x41\x31\x8F\x89\x18\xDB\xFC\xA1\x24\x12\x6E\xC1\x45\x1D\x45\x86\xB6\xE6\x94\x62\xAD\x7E\x78\x5A\x05\xCE\xED\x4D\xD2\x25\xA8\x32\xD7\x78\x1C\x29\xAB\x27\x3F\x74\x2A\x0C\x1D\x83\x47\x2F\x12\x5F\x5A\x18\x38\xEF\xC9\xA3\x15\xFE\xAB\x59\xD2\xBC\xEC\x99\x15\xA8\x13\x99\xFE\xDD\x4E\x7A\x6B\x30\x35\x84\x18\x53\x69\xEC\x30\xC9\x1E\xA2\x0A\xB9\x7F\xF6\xE5\x12\xC9\xC0\x6A\xB3\x8E\x5B\x5A\x2D\x5C\xF6\xCC\xE1\x73\xB0\x8E\x2E\xD2\x7A\xFC\xB1\xA9\x57\xB4\xC5\xD4\x76\x27\x13\xD5\x2E\x04\xA7\xEE\x49\xAE\x2A\x8E\x3D\xFE\x93\xF8\x0C\xED\x0A\x3F\xEA\x03\x26\xCF\x33\x3C\xD4\x29\x84\x0E\x9B\xF0\x0C\x3F\x0D\x70\xFD\xC8\xE2\x9F\x06\xBB\x8B\x7D\xB9\x6A\x71\x0F\xB0\x4E\xAD\x83\x77\xC5\x1C\xBA\x56\x5A\x6A\xB0\xFE\x58\x6B\xEE\xA1\x2F\xB5\x06\x8E\xD8\x17\x87\xB4\x4A\x10\xB8\x9F\x56\xE7\x45\xF3\xAE\xB9\x4B\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x22\xFB\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x99\xE3\xEF\x8D\x00\x00\x00\x00\xC3\x2E\x7B\x34\x00\x00\x00\x00\xC8\x99\xBC\xF2\x00\x00\x00\x00\x13\xEF\x80\x9F\x00\x00\x00\x00\xF2\x95\x37\xBF\x00\x00\x00\x00\xE4\x7D\xAE\xD6\x00\x00\x00\x00\x60\xEB\x80\x72\x00\x00\x00\x00\x31\x8F\x89\x18\x00\x00\x00\x00\x12\x6E\xC1\x45\x00\x00\x00\x00\xE6\x94\x62\xAD\x00\x00\x00\x00\xCE\xED\x4D\xD2\x00\x00\x00\x00\x78\x1C\x29\xAB\x00\x00\x00\x00\x0C\x1D\x83\x47\x00\x00\x00\x00\x18\x38\xEF\xC9\x00\x00\x00\x00\x59\xD2\xBC\xEC\x00\x00\x00\x00\x99\xFE\xDD\x4E\x00\x00\x00\x00\x84\x18\x53\x69\x00\x00\x00\x00\xA2\x0A\xB9\x7F\x00\x00\x00\x00\xC0\x6A\xB3\x8E\x00\x00\x00\x00\xF6\xCC\xE1\x73\x00\x00\x00\x00\x7A\xFC\xB1\xA9\x00\x00\x00\x00\x76\x27\x13\xD5\x00\x00\x00\x00\x49\xAE\x2A\x8E\x00\x00\x00\x00\x0C\xED\x0A\x3F\x00\x00\x00\x00\x33\x3C\xD4\x29\x00\x00\x00\x00\x0C\x3F\x0D\x70\x00\x00\x00\x00\x06\xBB\x8B\x7D\x00\x00\x00\x00\xB0\x4E\xAD\x83\x00\x00\x00\x00\x56\x5A\x6A\xB0\x00\x00\x00\x00\xA1\x2F\xB5\x06\x00\x00\x00\x00\xB4\x4A\x10\xB8\x00\x00\x00\x00\xF3\xAE\xB9\x4B\xE7\x99\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xEC)], 10006)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10006)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x2B11859D)], 10006)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xE19932EF)], 10006)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x025A00BB)], 10006)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x957C237D)], 10006)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xD9320B34)], 10006)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xAD774349)], 10006)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xBDFDA114)], 10006)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xCD15F42A)], 10006)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xC0DB8EA2)], 10006)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x0FCC2604)], 10006)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xA4334F9F)], 10006)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x8545FC6D)], 10006)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xE6AE05C4)], 10006)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x101DEF7B)], 10006)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x6077A6F1)], 10006)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x8F0B0732)], 10006)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x9951D5EF)], 10006)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x4BEE08D5)], 10006)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x81F07F45)], 10006)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x28FA12D9)], 10006)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x991DC8C5)], 10006)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xEA6A8269)], 10006)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x07A84325)], 10006)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x7B56D709)], 10006)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x2BF7E803)], 10006)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x0C2C897C)], 10006)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x50D9C80A)], 10006)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xEC78EE62)], 10006)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x2779DD1F)], 10006)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xB002C06D)], 10006)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x5A66AD83)], 10006)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x41E23445)], 10006)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x69BB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000716),
                gc.DataTuple('slot_count', 0x00000610),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x952A51E4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x9431D36F),
                gc.KeyTuple('src_port', 0xC891),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xC12B5AC0CB7C),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xC1\x2B\x5A\xC0\xCB\x7C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x94\x31\xD3\x6F\x00\x00\x00\x00\xC8\x91\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x69\xBB\x00\x01\x00\x00\x00\x00\x00\x00\x63\x76\x00\x00\x00\x00\x00\x40\x00\x00\x7F\x2C\x08\xE6\x7C\x2F\xE3\xE3\x0F\x67\x28\x53\xCC\xCC\x63\x33\xB5\x4C\x18\xF3\xE1\x42\x1E\xBB\xED\x57\x2D\xC3\xB1\x3E\xD1\xA1\x9B\xE2\x14\x1F\x9D\xCD\xBA\x8D\x89\x13\x1B\xE0\x1A\x48\xEA\x15\x4A\xC5\xA5\x06\x9A\xF2\x15\xDA\xB4\x99\xBA\xD8\xC4\x2D\x18\x8A\xE0\x82\xCD\xF8\xB5\x80\x69\xAD\x50\xAF\x26\x63\x75\xEC\x34\x3A\xD8\x24\x31\x22\xE4\x84\x23\x63\x68\xDF\xD8\x2A\x47\xFE\x09\x1C\xCB\x5B\x17\x9B\x24\x3F\xEE\x56\xFB\x00\xA1\x0F\x22\x48\xAA\x8B\x25\x7C\x6E\x24\x4E\xDC\xA4\xE1\xE9\x50\x58\xFA\x14\x01\x68\x26\x14\x67\x63\xFE\x48\x78\xAE\x81\x63\x69\x6C\xB1\xB3\xA9\xC2\x9D\xB1\xBF\x1A\x08\x94\x5D\x01\x5C\x81\x7E\xE9\x2E\xBF\x1F\xE5\xA7\xC5\x18\x5B\x06\x32\x8E\xE2\x69\xCB\x93\x5D\x07\xB0\x4B\x4C\x54\xB1\x79\x01\xFB\x55\x02\x2F\x7C\x12\x69\xDB\x68\x53\x96\x7C\x89\x09\x19\x97\x56\x77\x69\x67\x0D\x57\xD8\x76\x50\x9E\xC0\x1A\x33\x0F\xCE\xC8\x90\xED\x9C\xD2\xFF\xCD\x2A\xBE\xA8\xB9\xCA\x6B\x8E\xA6\xD4\x83\xBE\x69\x77\x7F\x6D\x6C\xFF\x66\x4B\x4E\x8C\x64\xAF\x33\x5B\x2D\x93\x42\xE0\x49\x68\x7B\x4C\x3D\xD6\x75\xE0\xE3\xAD\xDC\x76\xEC\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xC1\x2B\x5A\xC0\xCB\x7C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x94\x31\xD3\x6F\x00\x00\x00\x00\xC8\x91\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x69\xBB\x00\x01\x00\x00\x00\x00\x00\x00\x07\xEC\x00\x00\x00\x00\x00\x40\x00\x00\x7F\x2C\x08\xE6\x2B\x11\x85\x9D\x0F\x67\x28\x53\xE1\x99\x32\xEF\xB5\x4C\x18\xF3\x02\x5A\x00\xBB\xED\x57\x2D\xC3\x95\x7C\x23\x7D\x9B\xE2\x14\x1F\xD9\x32\x0B\x34\x89\x13\x1B\xE0\xAD\x77\x43\x49\x4A\xC5\xA5\x06\xBD\xFD\xA1\x14\xB4\x99\xBA\xD8\xCD\x15\xF4\x2A\xE0\x82\xCD\xF8\xC0\xDB\x8E\xA2\x50\xAF\x26\x63\x0F\xCC\x26\x04\xD8\x24\x31\x22\xA4\x33\x4F\x9F\x68\xDF\xD8\x2A\x85\x45\xFC\x6D\xCB\x5B\x17\x9B\xE6\xAE\x05\xC4\xFB\x00\xA1\x0F\x10\x1D\xEF\x7B\x25\x7C\x6E\x24\x60\x77\xA6\xF1\xE9\x50\x58\xFA\x8F\x0B\x07\x32\x14\x67\x63\xFE\x99\x51\xD5\xEF\x63\x69\x6C\xB1\x4B\xEE\x08\xD5\xB1\xBF\x1A\x08\x81\xF0\x7F\x45\x81\x7E\xE9\x2E\x28\xFA\x12\xD9\xC5\x18\x5B\x06\x99\x1D\xC8\xC5\xCB\x93\x5D\x07\xEA\x6A\x82\x69\xB1\x79\x01\xFB\x07\xA8\x43\x25\x12\x69\xDB\x68\x7B\x56\xD7\x09\x09\x19\x97\x56\x2B\xF7\xE8\x03\x57\xD8\x76\x50\x0C\x2C\x89\x7C\x0F\xCE\xC8\x90\x50\xD9\xC8\x0A\xCD\x2A\xBE\xA8\xEC\x78\xEE\x62\xA6\xD4\x83\xBE\x27\x79\xDD\x1F\x6C\xFF\x66\x4B\xB0\x02\xC0\x6D\x33\x5B\x2D\x93\x5A\x66\xAD\x83\x7B\x4C\x3D\xD6\x41\xE2\x34\x45\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x27\x16\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x2B\x11\x85\x9D\x00\x00\x00\x00\xE1\x99\x32\xEF\x00\x00\x00\x00\x02\x5A\x00\xBB\x00\x00\x00\x00\x95\x7C\x23\x7D\x00\x00\x00\x00\xD9\x32\x0B\x34\x00\x00\x00\x00\xAD\x77\x43\x49\x00\x00\x00\x00\xBD\xFD\xA1\x14\x00\x00\x00\x00\xCD\x15\xF4\x2A\x00\x00\x00\x00\xC0\xDB\x8E\xA2\x00\x00\x00\x00\x0F\xCC\x26\x04\x00\x00\x00\x00\xA4\x33\x4F\x9F\x00\x00\x00\x00\x85\x45\xFC\x6D\x00\x00\x00\x00\xE6\xAE\x05\xC4\x00\x00\x00\x00\x10\x1D\xEF\x7B\x00\x00\x00\x00\x60\x77\xA6\xF1\x00\x00\x00\x00\x8F\x0B\x07\x32\x00\x00\x00\x00\x99\x51\xD5\xEF\x00\x00\x00\x00\x4B\xEE\x08\xD5\x00\x00\x00\x00\x81\xF0\x7F\x45\x00\x00\x00\x00\x28\xFA\x12\xD9\x00\x00\x00\x00\x99\x1D\xC8\xC5\x00\x00\x00\x00\xEA\x6A\x82\x69\x00\x00\x00\x00\x07\xA8\x43\x25\x00\x00\x00\x00\x7B\x56\xD7\x09\x00\x00\x00\x00\x2B\xF7\xE8\x03\x00\x00\x00\x00\x0C\x2C\x89\x7C\x00\x00\x00\x00\x50\xD9\xC8\x0A\x00\x00\x00\x00\xEC\x78\xEE\x62\x00\x00\x00\x00\x27\x79\xDD\x1F\x00\x00\x00\x00\xB0\x02\xC0\x6D\x00\x00\x00\x00\x5A\x66\xAD\x83\x00\x00\x00\x00\x41\xE2\x34\x45\xDC\x76\xEC\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x5E)], 4071)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 4071)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xC56D3514)], 4071)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xFEE7EC9A)], 4071)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xA6A278FD)], 4071)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x4030EF43)], 4071)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xDED8CDFD)], 4071)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xB02D735B)], 4071)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x3FCA49F1)], 4071)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xCD38357E)], 4071)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x4C7095D1)], 4071)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x6F1359C0)], 4071)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x2D7D65DA)], 4071)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x0C96DAFD)], 4071)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xA5EE4282)], 4071)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x2E1F7E15)], 4071)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xFC5550DA)], 4071)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xC5476B16)], 4071)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x6B1AED45)], 4071)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xBCBA1B08)], 4071)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x45EBBA84)], 4071)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x98C11A9D)], 4071)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x3A239318)], 4071)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xD4A49896)], 4071)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xA05377D1)], 4071)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x4602E4EC)], 4071)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xA714AB2C)], 4071)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x0D8EA322)], 4071)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xC4435135)], 4071)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xD86A3D2A)], 4071)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x3F614CD4)], 4071)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x146F2CE8)], 4071)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x4DA45EBD)], 4071)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xF6C7862F)], 4071)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDF5A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FE7),
                gc.DataTuple('slot_count', 0x000009C5),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA3870608),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x02079E3A),
                gc.KeyTuple('src_port', 0xF240),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x008C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xCBD02EFE9B0C),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xCB\xD0\x2E\xFE\x9B\x0C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\x07\x9E\x3A\x00\x00\x00\x00\xF2\x40\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xDF\x5A\x00\x0F\x00\x00\x00\x00\x00\x00\x82\x8C\x00\x00\x00\x00\x00\x40\x00\x00\x26\x3B\xB8\xB0\x44\x19\xB4\x09\x8B\xA3\x6D\xA5\x4E\x18\xD1\x6A\xCA\x36\x54\xB1\x1B\x92\x96\x56\xB7\xCB\x6B\x7D\x11\x66\xCB\xB7\x62\xC3\x5E\xD8\x3F\xE2\x0B\x10\x97\xAA\x8F\x41\xC9\x9A\x19\xF5\xE9\x99\x8A\x56\x14\x13\x94\x42\x37\xD3\xE7\xFA\x26\x88\x1A\x62\xE8\x63\xA4\xDD\xFC\x84\x8D\x23\x9A\x51\x40\xA3\x69\x64\x71\x38\x52\xDF\xA3\xFF\x8A\x16\x1F\xF1\xC6\xCA\xB2\x3C\xA5\x3E\x27\xF1\xEB\x22\x12\xCB\xA4\xC4\xEF\x88\xDD\xCD\xC8\x52\x05\xDD\xD9\xE9\x58\x0C\x3A\x24\x37\x4E\xE7\xBB\x37\x6D\x91\x4A\xAB\x4C\x26\x14\x98\xF8\x8F\xD6\xC8\xA7\x10\x5E\xDC\x4E\x59\x20\x20\x6B\xD7\xB6\xD5\x36\x45\xB7\x6D\x93\x25\x44\x94\x43\xF3\x8C\x67\x5F\x96\x04\x65\xB0\xE6\xC8\xDE\x21\xAD\x47\xA6\xE4\x11\x36\x02\x79\x5D\x5F\x1F\x08\x44\x6E\x9F\x27\x72\x80\x84\x0F\x46\x31\xF8\xFD\x0E\xC2\xD8\xAE\x3F\x1B\x73\xDF\x68\x46\x0B\xCB\x80\xD0\x96\x79\x3F\x08\xCD\x00\x47\x54\x8F\xD8\x72\x45\x7B\x9F\x68\x0F\xCC\xAD\xE6\xEF\xDB\x97\xE7\xCC\x22\xDB\xA1\x5F\xA9\xB8\x16\x24\xB7\xEF\x56\x13\x26\x87\x7E\x8B\x57\x53\xFD\x91\x94\x86\xE4\x17\xF7\x07\x4B\x09\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xCB\xD0\x2E\xFE\x9B\x0C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\x07\x9E\x3A\x00\x00\x00\x00\xF2\x40\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xDF\x5A\x00\x0F\x00\x00\x00\x00\x00\x00\x06\x5E\x00\x00\x00\x00\x00\x40\x00\x00\x26\x3B\xB8\xB0\xC5\x6D\x35\x14\x8B\xA3\x6D\xA5\xFE\xE7\xEC\x9A\xCA\x36\x54\xB1\xA6\xA2\x78\xFD\xB7\xCB\x6B\x7D\x40\x30\xEF\x43\x62\xC3\x5E\xD8\xDE\xD8\xCD\xFD\x97\xAA\x8F\x41\xB0\x2D\x73\x5B\xE9\x99\x8A\x56\x3F\xCA\x49\xF1\x37\xD3\xE7\xFA\xCD\x38\x35\x7E\xE8\x63\xA4\xDD\x4C\x70\x95\xD1\x9A\x51\x40\xA3\x6F\x13\x59\xC0\x52\xDF\xA3\xFF\x2D\x7D\x65\xDA\xC6\xCA\xB2\x3C\x0C\x96\xDA\xFD\xEB\x22\x12\xCB\xA5\xEE\x42\x82\xDD\xCD\xC8\x52\x2E\x1F\x7E\x15\x58\x0C\x3A\x24\xFC\x55\x50\xDA\x37\x6D\x91\x4A\xC5\x47\x6B\x16\x98\xF8\x8F\xD6\x6B\x1A\xED\x45\xDC\x4E\x59\x20\xBC\xBA\x1B\x08\xD5\x36\x45\xB7\x45\xEB\xBA\x84\x94\x43\xF3\x8C\x98\xC1\x1A\x9D\x65\xB0\xE6\xC8\x3A\x23\x93\x18\xA6\xE4\x11\x36\xD4\xA4\x98\x96\x1F\x08\x44\x6E\xA0\x53\x77\xD1\x84\x0F\x46\x31\x46\x02\xE4\xEC\xD8\xAE\x3F\x1B\xA7\x14\xAB\x2C\x0B\xCB\x80\xD0\x0D\x8E\xA3\x22\xCD\x00\x47\x54\xC4\x43\x51\x35\x7B\x9F\x68\x0F\xD8\x6A\x3D\x2A\xDB\x97\xE7\xCC\x3F\x61\x4C\xD4\xA9\xB8\x16\x24\x14\x6F\x2C\xE8\x26\x87\x7E\x8B\x4D\xA4\x5E\xBD\x94\x86\xE4\x17\xF6\xC7\x86\x2F\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0F\xE7\x00\x8C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5E\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC5\x6D\x35\x14\x00\x00\x00\x00\xFE\xE7\xEC\x9A\x00\x00\x00\x00\xA6\xA2\x78\xFD\x00\x00\x00\x00\x40\x30\xEF\x43\x00\x00\x00\x00\xDE\xD8\xCD\xFD\x00\x00\x00\x00\xB0\x2D\x73\x5B\x00\x00\x00\x00\x3F\xCA\x49\xF1\x00\x00\x00\x00\xCD\x38\x35\x7E\x00\x00\x00\x00\x4C\x70\x95\xD1\x00\x00\x00\x00\x6F\x13\x59\xC0\x00\x00\x00\x00\x2D\x7D\x65\xDA\x00\x00\x00\x00\x0C\x96\xDA\xFD\x00\x00\x00\x00\xA5\xEE\x42\x82\x00\x00\x00\x00\x2E\x1F\x7E\x15\x00\x00\x00\x00\xFC\x55\x50\xDA\x00\x00\x00\x00\xC5\x47\x6B\x16\x00\x00\x00\x00\x6B\x1A\xED\x45\x00\x00\x00\x00\xBC\xBA\x1B\x08\x00\x00\x00\x00\x45\xEB\xBA\x84\x00\x00\x00\x00\x98\xC1\x1A\x9D\x00\x00\x00\x00\x3A\x23\x93\x18\x00\x00\x00\x00\xD4\xA4\x98\x96\x00\x00\x00\x00\xA0\x53\x77\xD1\x00\x00\x00\x00\x46\x02\xE4\xEC\x00\x00\x00\x00\xA7\x14\xAB\x2C\x00\x00\x00\x00\x0D\x8E\xA3\x22\x00\x00\x00\x00\xC4\x43\x51\x35\x00\x00\x00\x00\xD8\x6A\x3D\x2A\x00\x00\x00\x00\x3F\x61\x4C\xD4\x00\x00\x00\x00\x14\x6F\x2C\xE8\x00\x00\x00\x00\x4D\xA4\x5E\xBD\x00\x00\x00\x00\xF6\xC7\x86\x2F\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x37)], 3690)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 3690)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x34E96088)], 3690)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x42EED4E0)], 3690)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xD5C342A6)], 3690)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xB7616321)], 3690)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x761C8DAC)], 3690)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x329B00F9)], 3690)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x64A402B6)], 3690)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x8FAE8197)], 3690)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x247760A3)], 3690)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x37A74481)], 3690)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x5BF9B89A)], 3690)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x4CD3E379)], 3690)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x0B42DE00)], 3690)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x79DD2A82)], 3690)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xF1DB137A)], 3690)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xF3DB6CD4)], 3690)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x93AD2136)], 3690)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x046835D2)], 3690)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xF040DF72)], 3690)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x05357FB4)], 3690)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x54F97C7C)], 3690)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x505242B4)], 3690)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x2A2FDC04)], 3690)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x739C30CE)], 3690)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x5D3CC4BD)], 3690)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xF5FC9BA3)], 3690)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xCBD25FAD)], 3690)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xC539F603)], 3690)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x5F8AAF7F)], 3690)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x0904946B)], 3690)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x32E8B3B7)], 3690)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC7C26ED8)], 3690)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB8B6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E6A),
                gc.DataTuple('slot_count', 0x0000018B),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x885DEEC2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xEF1CCE99),
                gc.KeyTuple('src_port', 0xBD61),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x00BA),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x1E61FD91B96F),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x1E\x61\xFD\x91\xB9\x6F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEF\x1C\xCE\x99\x00\x00\x00\x00\xBD\x61\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xB8\xB6\x00\x0B\x00\x00\x00\x00\x00\x00\x72\x81\x00\x00\x00\x00\x00\x40\x00\x00\xDD\x47\x64\x68\xF0\x5F\xA2\xB2\xEF\xEF\x0D\x29\x4C\x37\xC7\x76\xED\x57\xC3\x88\x00\xB2\xE6\x7C\x1A\x37\xD2\xF0\x06\x4E\x9B\x60\x88\x47\x50\x8C\x71\x42\x7C\x73\x70\x81\xFE\x78\x2B\x81\x9F\x95\x5D\xD9\xCE\x3D\x25\xB0\xA6\x04\x61\x39\x31\x2B\xDC\x9C\xD2\xB5\x0E\x2C\x20\xA6\x83\x33\x99\xD0\x74\xCE\x2E\x37\x18\xF8\x2C\x12\xC7\x36\x1A\x89\x23\x4B\x67\x43\x9E\x58\x2B\x64\x69\x76\xA4\x27\x06\xF2\xAD\x12\x59\x19\xCC\x8F\xCD\x81\xA6\xCF\xAF\x0E\xE8\xF6\x8C\xDE\x80\xB7\x55\x38\x2C\x2B\xA3\xEB\x69\x99\x75\xAB\xAD\xEF\x6A\x6E\x6B\xE4\x0F\x44\x7D\xE9\xDF\x9C\xC2\xB7\x9E\xEA\xC0\xC6\xF1\xA4\x8F\x40\xCB\xD3\x2C\xFC\x23\x98\x9D\x18\x74\xC1\x59\xBC\x5F\x1D\xFB\x2F\x9C\x4C\x6B\x90\x58\x9B\x80\x00\xF9\x2F\xAE\xDC\x1A\x85\xB9\xE3\x14\x8C\xB4\xED\x12\xB9\x60\xC7\x17\xB7\x05\x7D\x0B\xE1\xE2\xA7\x38\x78\x02\xFF\x35\x29\x56\x09\xF4\xDD\x06\x2C\x40\x6F\x69\x82\x84\x47\x5D\x9B\x3F\x6F\x80\xFD\x4C\x80\xE7\x30\xC3\x63\x8D\x19\x76\x45\x4B\x18\x38\x62\x3E\xB8\x78\x19\x1E\x29\x52\x6D\x8E\x0F\xBC\xE5\x11\x7E\x44\x4F\xD3\xDA\x16\x2A\x7B\xCE\xD6\xBE\x13\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x1E\x61\xFD\x91\xB9\x6F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEF\x1C\xCE\x99\x00\x00\x00\x00\xBD\x61\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB8\xB6\x00\x0B\x00\x00\x00\x00\x00\x00\x04\x37\x00\x00\x00\x00\x00\x40\x00\x00\xDD\x47\x64\x68\x34\xE9\x60\x88\xEF\xEF\x0D\x29\x42\xEE\xD4\xE0\xED\x57\xC3\x88\xD5\xC3\x42\xA6\x1A\x37\xD2\xF0\xB7\x61\x63\x21\x88\x47\x50\x8C\x76\x1C\x8D\xAC\x70\x81\xFE\x78\x32\x9B\x00\xF9\x5D\xD9\xCE\x3D\x64\xA4\x02\xB6\x61\x39\x31\x2B\x8F\xAE\x81\x97\x0E\x2C\x20\xA6\x24\x77\x60\xA3\x74\xCE\x2E\x37\x37\xA7\x44\x81\xC7\x36\x1A\x89\x5B\xF9\xB8\x9A\x9E\x58\x2B\x64\x4C\xD3\xE3\x79\x06\xF2\xAD\x12\x0B\x42\xDE\x00\xCD\x81\xA6\xCF\x79\xDD\x2A\x82\x8C\xDE\x80\xB7\xF1\xDB\x13\x7A\xA3\xEB\x69\x99\xF3\xDB\x6C\xD4\x6A\x6E\x6B\xE4\x93\xAD\x21\x36\xDF\x9C\xC2\xB7\x04\x68\x35\xD2\xF1\xA4\x8F\x40\xF0\x40\xDF\x72\x23\x98\x9D\x18\x05\x35\x7F\xB4\x5F\x1D\xFB\x2F\x54\xF9\x7C\x7C\x58\x9B\x80\x00\x50\x52\x42\xB4\x1A\x85\xB9\xE3\x2A\x2F\xDC\x04\x12\xB9\x60\xC7\x73\x9C\x30\xCE\x0B\xE1\xE2\xA7\x5D\x3C\xC4\xBD\x35\x29\x56\x09\xF5\xFC\x9B\xA3\x40\x6F\x69\x82\xCB\xD2\x5F\xAD\x3F\x6F\x80\xFD\xC5\x39\xF6\x03\xC3\x63\x8D\x19\x5F\x8A\xAF\x7F\x38\x62\x3E\xB8\x09\x04\x94\x6B\x52\x6D\x8E\x0F\x32\xE8\xB3\xB7\x44\x4F\xD3\xDA\xC7\xC2\x6E\xD8\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0E\x6A\x00\xBA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x37\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x34\xE9\x60\x88\x00\x00\x00\x00\x42\xEE\xD4\xE0\x00\x00\x00\x00\xD5\xC3\x42\xA6\x00\x00\x00\x00\xB7\x61\x63\x21\x00\x00\x00\x00\x76\x1C\x8D\xAC\x00\x00\x00\x00\x32\x9B\x00\xF9\x00\x00\x00\x00\x64\xA4\x02\xB6\x00\x00\x00\x00\x8F\xAE\x81\x97\x00\x00\x00\x00\x24\x77\x60\xA3\x00\x00\x00\x00\x37\xA7\x44\x81\x00\x00\x00\x00\x5B\xF9\xB8\x9A\x00\x00\x00\x00\x4C\xD3\xE3\x79\x00\x00\x00\x00\x0B\x42\xDE\x00\x00\x00\x00\x00\x79\xDD\x2A\x82\x00\x00\x00\x00\xF1\xDB\x13\x7A\x00\x00\x00\x00\xF3\xDB\x6C\xD4\x00\x00\x00\x00\x93\xAD\x21\x36\x00\x00\x00\x00\x04\x68\x35\xD2\x00\x00\x00\x00\xF0\x40\xDF\x72\x00\x00\x00\x00\x05\x35\x7F\xB4\x00\x00\x00\x00\x54\xF9\x7C\x7C\x00\x00\x00\x00\x50\x52\x42\xB4\x00\x00\x00\x00\x2A\x2F\xDC\x04\x00\x00\x00\x00\x73\x9C\x30\xCE\x00\x00\x00\x00\x5D\x3C\xC4\xBD\x00\x00\x00\x00\xF5\xFC\x9B\xA3\x00\x00\x00\x00\xCB\xD2\x5F\xAD\x00\x00\x00\x00\xC5\x39\xF6\x03\x00\x00\x00\x00\x5F\x8A\xAF\x7F\x00\x00\x00\x00\x09\x04\x94\x6B\x00\x00\x00\x00\x32\xE8\xB3\xB7\x00\x00\x00\x00\xC7\xC2\x6E\xD8\xD6\xBE\x13\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x50)], 2969)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 2969)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x71980971)], 2969)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x5C2721A9)], 2969)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xFEE5DD2E)], 2969)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xDB031B4A)], 2969)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xBE834B10)], 2969)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xFA07F885)], 2969)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xA53F6979)], 2969)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xA683DD5C)], 2969)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x6754CB77)], 2969)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xBAE2A91B)], 2969)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xA96FC238)], 2969)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x9727AE0C)], 2969)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x53DFF182)], 2969)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xF4E29332)], 2969)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x95118567)], 2969)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x74685C6C)], 2969)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xF694F564)], 2969)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x46BBE7FE)], 2969)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x2FAFBFC0)], 2969)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x14A0528E)], 2969)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xB9787BD9)], 2969)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x0099D08C)], 2969)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x2AD46422)], 2969)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x7109AA8D)], 2969)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x2C7C67A9)], 2969)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x5D298218)], 2969)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x27860502)], 2969)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x641A1903)], 2969)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x2CC19CA3)], 2969)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x43021D2E)], 2969)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x85558FAC)], 2969)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xBBFDAD4F)], 2969)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD07C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B99),
                gc.DataTuple('slot_count', 0x000006B7),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDBFD52C6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x5D4677D04F78),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x5D\x46\x77\xD0\x4F\x78\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xD0\x7C\x00\x1F\x00\x00\x00\x00\x00\x00\x1A\xEE\x00\x00\x00\x00\x00\x40\x00\x00\xBE\x5E\xF1\xFA\xA0\xA1\x6B\x82\x27\x46\x38\x96\xBC\xC4\xFE\xAE\x86\x5C\x53\xCD\xC4\xE6\x67\x06\xC7\x2D\xDD\x04\xA2\xAE\xD7\x2A\xD5\x18\xBF\x2F\xDE\x23\x55\xC6\xA4\x2C\x9C\x7A\xC5\x71\xCB\xDD\x3F\x09\x74\x7E\xBA\xC0\xD0\x68\x9E\x82\x5E\x3F\x53\x23\x99\xF3\x3E\x45\x69\xCD\x55\x85\x31\x54\x55\xC1\x02\x67\x86\x12\x9F\xEE\xA7\xDB\xA0\x0A\x24\x3A\xAF\x0D\x02\xCA\x4C\x0B\x1C\x63\xFB\x3E\x2D\xCA\x78\xC7\xA2\xD4\x4A\x0B\xD2\x79\xE1\x31\x81\x59\x3B\x4F\x97\xB9\x35\x39\x37\x1A\x71\x5A\x1A\x24\x6F\x85\xD3\x4D\x5A\xAF\x55\x77\x17\x3C\x66\x8F\x0A\x86\xAB\xE6\x0C\x59\x62\x69\x04\x9E\x7E\x2B\xE9\x1F\xB6\xFD\x07\x91\xFA\xF2\x3A\xC8\x70\xF0\x5D\xC9\xD4\x89\x96\xB2\x26\xCC\x19\x4C\xC1\x49\x15\x58\x90\xF3\x73\x99\x4C\x0C\xE0\xDB\x8E\xBB\xCF\x8D\x75\x5B\x59\x03\xF6\x6C\xA9\xAA\x50\xBD\xF0\x08\x51\x12\x93\xDB\x7B\xDF\x1D\x13\xE1\x90\x27\xD6\x8F\x81\x4F\xE2\x10\xDE\x24\x20\x91\x32\x38\xB5\x28\x77\x7F\xD0\x62\xEB\xA3\x76\x2A\x9C\xCD\x7C\x5A\x23\xB2\xA3\xD0\xBD\xAC\x89\x76\x4B\xB9\x84\xFA\x64\x25\xC3\xC9\x9F\xED\x51\x5D\x49\x6D\x85\x66\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x5D\x46\x77\xD0\x4F\x78\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xD0\x7C\x00\x1F\x00\x00\x00\x00\x00\x00\x06\x50\x00\x00\x00\x00\x00\x40\x00\x00\xBE\x5E\xF1\xFA\x71\x98\x09\x71\x27\x46\x38\x96\x5C\x27\x21\xA9\x86\x5C\x53\xCD\xFE\xE5\xDD\x2E\xC7\x2D\xDD\x04\xDB\x03\x1B\x4A\xD5\x18\xBF\x2F\xBE\x83\x4B\x10\xA4\x2C\x9C\x7A\xFA\x07\xF8\x85\x3F\x09\x74\x7E\xA5\x3F\x69\x79\x9E\x82\x5E\x3F\xA6\x83\xDD\x5C\x3E\x45\x69\xCD\x67\x54\xCB\x77\x55\xC1\x02\x67\xBA\xE2\xA9\x1B\xA7\xDB\xA0\x0A\xA9\x6F\xC2\x38\x02\xCA\x4C\x0B\x97\x27\xAE\x0C\x2D\xCA\x78\xC7\x53\xDF\xF1\x82\xD2\x79\xE1\x31\xF4\xE2\x93\x32\x97\xB9\x35\x39\x95\x11\x85\x67\x1A\x24\x6F\x85\x74\x68\x5C\x6C\x55\x77\x17\x3C\xF6\x94\xF5\x64\xAB\xE6\x0C\x59\x46\xBB\xE7\xFE\x7E\x2B\xE9\x1F\x2F\xAF\xBF\xC0\xFA\xF2\x3A\xC8\x14\xA0\x52\x8E\xD4\x89\x96\xB2\xB9\x78\x7B\xD9\xC1\x49\x15\x58\x00\x99\xD0\x8C\x4C\x0C\xE0\xDB\x2A\xD4\x64\x22\x75\x5B\x59\x03\x71\x09\xAA\x8D\x50\xBD\xF0\x08\x2C\x7C\x67\xA9\x7B\xDF\x1D\x13\x5D\x29\x82\x18\x8F\x81\x4F\xE2\x27\x86\x05\x02\x91\x32\x38\xB5\x64\x1A\x19\x03\x62\xEB\xA3\x76\x2C\xC1\x9C\xA3\x5A\x23\xB2\xA3\x43\x02\x1D\x2E\x76\x4B\xB9\x84\x85\x55\x8F\xAC\xC9\x9F\xED\x51\xBB\xFD\xAD\x4F\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0B\x99\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x71\x98\x09\x71\x00\x00\x00\x00\x5C\x27\x21\xA9\x00\x00\x00\x00\xFE\xE5\xDD\x2E\x00\x00\x00\x00\xDB\x03\x1B\x4A\x00\x00\x00\x00\xBE\x83\x4B\x10\x00\x00\x00\x00\xFA\x07\xF8\x85\x00\x00\x00\x00\xA5\x3F\x69\x79\x00\x00\x00\x00\xA6\x83\xDD\x5C\x00\x00\x00\x00\x67\x54\xCB\x77\x00\x00\x00\x00\xBA\xE2\xA9\x1B\x00\x00\x00\x00\xA9\x6F\xC2\x38\x00\x00\x00\x00\x97\x27\xAE\x0C\x00\x00\x00\x00\x53\xDF\xF1\x82\x00\x00\x00\x00\xF4\xE2\x93\x32\x00\x00\x00\x00\x95\x11\x85\x67\x00\x00\x00\x00\x74\x68\x5C\x6C\x00\x00\x00\x00\xF6\x94\xF5\x64\x00\x00\x00\x00\x46\xBB\xE7\xFE\x00\x00\x00\x00\x2F\xAF\xBF\xC0\x00\x00\x00\x00\x14\xA0\x52\x8E\x00\x00\x00\x00\xB9\x78\x7B\xD9\x00\x00\x00\x00\x00\x99\xD0\x8C\x00\x00\x00\x00\x2A\xD4\x64\x22\x00\x00\x00\x00\x71\x09\xAA\x8D\x00\x00\x00\x00\x2C\x7C\x67\xA9\x00\x00\x00\x00\x5D\x29\x82\x18\x00\x00\x00\x00\x27\x86\x05\x02\x00\x00\x00\x00\x64\x1A\x19\x03\x00\x00\x00\x00\x2C\xC1\x9C\xA3\x00\x00\x00\x00\x43\x02\x1D\x2E\x00\x00\x00\x00\x85\x55\x8F\xAC\x00\x00\x00\x00\xBB\xFD\xAD\x4F\x66\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC0)], 11689)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11689)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x10F909EA)], 11689)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xBB81B71A)], 11689)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xEFEC55F3)], 11689)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x31A43251)], 11689)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x1EF7A8B2)], 11689)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x651B0DE6)], 11689)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xD5643AE0)], 11689)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x28E5FC67)], 11689)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xFA16CFA0)], 11689)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x7FBDB117)], 11689)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x31F99547)], 11689)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xFBAE0B36)], 11689)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x22C1A59D)], 11689)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xA8519784)], 11689)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xAC1AA780)], 11689)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x43081436)], 11689)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x9D9AB697)], 11689)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xA0E93892)], 11689)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x32071EAA)], 11689)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xFA1906E0)], 11689)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xCD2E550C)], 11689)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x3768132E)], 11689)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xDC1CD238)], 11689)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xF4BBFE42)], 11689)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x1497AF67)], 11689)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x12DE105A)], 11689)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xEB060CE4)], 11689)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x142B4A9D)], 11689)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x0AAB236D)], 11689)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xED88B1F4)], 11689)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xDFC6BD1D)], 11689)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x9F0A1FA0)], 11689)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x87BC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DA9),
                gc.DataTuple('slot_count', 0x00000CA4),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCA5A0D75),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xE102F382),
                gc.KeyTuple('src_port', 0xA9FE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03E0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x5B62698C1E79),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x5B\x62\x69\x8C\x1E\x79\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE1\x02\xF3\x82\x00\x00\x00\x00\xA9\xFE\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x87\xBC\x00\x1B\x00\x00\x00\x00\x00\x00\xE9\xDC\x00\x00\x00\x00\x00\x40\x00\x00\xC1\xDB\x64\x3F\xFA\xE9\xE2\x5A\x6B\xFB\x84\xD5\x45\x5B\xB6\x3B\xF1\xEA\xCD\x1A\x62\x5D\x15\x15\x89\x50\x4C\x88\x14\x9D\xA0\x36\xD8\x40\x4E\xC3\x34\xAD\xED\x82\x56\x57\xAE\xA8\x97\x67\xAA\xA8\x8F\x6C\x9B\x4D\xC5\x09\xC4\xB9\x60\xBA\x5A\xD2\xA3\xD0\x49\x38\x51\x7D\x03\x50\x5D\x5B\x13\x8A\x8B\x0A\xE4\x64\x15\x52\xCF\x61\xEA\x94\xE7\xC1\xEC\x6C\x20\x86\xC9\xE5\x63\xC8\x2E\x47\x8F\x66\x5F\x11\x06\x41\xC3\x15\x6C\x0E\x38\x5B\x5B\x69\xA9\xB3\x7D\x9F\x82\x13\xA2\xB0\xF5\x7B\x91\x81\x0A\xA0\xD6\xE1\x5B\xB5\x75\x18\x79\x6A\x12\x32\x77\xC9\xF7\xAA\x25\x6C\x96\x9C\x25\x67\xDA\xE6\xA0\xCF\x49\x79\xDE\xEC\x1A\xD3\x9C\x50\x80\xCD\x70\x76\xBE\x16\x98\xB4\x83\x99\xDB\xBA\x96\x4D\x8A\x00\x5A\x4C\x72\xAD\x74\x86\xA5\x6E\x76\x3C\x17\xED\xDC\x7B\xE8\xB4\xE2\x60\xF9\x1D\xC0\xD7\x44\x9E\x97\x52\x40\x31\xA4\xA3\xCF\x5C\x71\x94\xBA\xC3\x65\x98\x58\xD9\x4A\x0B\xF6\xA1\x5A\x33\x86\xED\xA0\xE0\x66\xA5\x40\xE7\x4C\x9D\x44\xD5\x7B\xB6\x59\x85\x65\xF9\x40\x73\xCC\x26\xC6\xE5\x61\xFC\xBC\xDA\xD7\x32\x96\xC2\x9B\xCD\xD8\xEA\x7E\x84\xE6\xF3\xC3\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x5B\x62\x69\x8C\x1E\x79\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE1\x02\xF3\x82\x00\x00\x00\x00\xA9\xFE\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x87\xBC\x00\x1B\x00\x00\x00\x00\x00\x00\x05\xC0\x00\x00\x00\x00\x00\x40\x00\x00\xC1\xDB\x64\x3F\x10\xF9\x09\xEA\x6B\xFB\x84\xD5\xBB\x81\xB7\x1A\xF1\xEA\xCD\x1A\xEF\xEC\x55\xF3\x89\x50\x4C\x88\x31\xA4\x32\x51\xD8\x40\x4E\xC3\x1E\xF7\xA8\xB2\x56\x57\xAE\xA8\x65\x1B\x0D\xE6\x8F\x6C\x9B\x4D\xD5\x64\x3A\xE0\x60\xBA\x5A\xD2\x28\xE5\xFC\x67\x51\x7D\x03\x50\xFA\x16\xCF\xA0\x8B\x0A\xE4\x64\x7F\xBD\xB1\x17\xEA\x94\xE7\xC1\x31\xF9\x95\x47\xC9\xE5\x63\xC8\xFB\xAE\x0B\x36\x5F\x11\x06\x41\x22\xC1\xA5\x9D\x38\x5B\x5B\x69\xA8\x51\x97\x84\x82\x13\xA2\xB0\xAC\x1A\xA7\x80\x0A\xA0\xD6\xE1\x43\x08\x14\x36\x79\x6A\x12\x32\x9D\x9A\xB6\x97\x25\x6C\x96\x9C\xA0\xE9\x38\x92\xA0\xCF\x49\x79\x32\x07\x1E\xAA\x9C\x50\x80\xCD\xFA\x19\x06\xE0\x98\xB4\x83\x99\xCD\x2E\x55\x0C\x8A\x00\x5A\x4C\x37\x68\x13\x2E\xA5\x6E\x76\x3C\xDC\x1C\xD2\x38\xE8\xB4\xE2\x60\xF4\xBB\xFE\x42\x44\x9E\x97\x52\x14\x97\xAF\x67\xCF\x5C\x71\x94\x12\xDE\x10\x5A\x58\xD9\x4A\x0B\xEB\x06\x0C\xE4\x86\xED\xA0\xE0\x14\x2B\x4A\x9D\x4C\x9D\x44\xD5\x0A\xAB\x23\x6D\x65\xF9\x40\x73\xED\x88\xB1\xF4\x61\xFC\xBC\xDA\xDF\xC6\xBD\x1D\x9B\xCD\xD8\xEA\x9F\x0A\x1F\xA0\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2D\xA9\x03\xE0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC0\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x10\xF9\x09\xEA\x00\x00\x00\x00\xBB\x81\xB7\x1A\x00\x00\x00\x00\xEF\xEC\x55\xF3\x00\x00\x00\x00\x31\xA4\x32\x51\x00\x00\x00\x00\x1E\xF7\xA8\xB2\x00\x00\x00\x00\x65\x1B\x0D\xE6\x00\x00\x00\x00\xD5\x64\x3A\xE0\x00\x00\x00\x00\x28\xE5\xFC\x67\x00\x00\x00\x00\xFA\x16\xCF\xA0\x00\x00\x00\x00\x7F\xBD\xB1\x17\x00\x00\x00\x00\x31\xF9\x95\x47\x00\x00\x00\x00\xFB\xAE\x0B\x36\x00\x00\x00\x00\x22\xC1\xA5\x9D\x00\x00\x00\x00\xA8\x51\x97\x84\x00\x00\x00\x00\xAC\x1A\xA7\x80\x00\x00\x00\x00\x43\x08\x14\x36\x00\x00\x00\x00\x9D\x9A\xB6\x97\x00\x00\x00\x00\xA0\xE9\x38\x92\x00\x00\x00\x00\x32\x07\x1E\xAA\x00\x00\x00\x00\xFA\x19\x06\xE0\x00\x00\x00\x00\xCD\x2E\x55\x0C\x00\x00\x00\x00\x37\x68\x13\x2E\x00\x00\x00\x00\xDC\x1C\xD2\x38\x00\x00\x00\x00\xF4\xBB\xFE\x42\x00\x00\x00\x00\x14\x97\xAF\x67\x00\x00\x00\x00\x12\xDE\x10\x5A\x00\x00\x00\x00\xEB\x06\x0C\xE4\x00\x00\x00\x00\x14\x2B\x4A\x9D\x00\x00\x00\x00\x0A\xAB\x23\x6D\x00\x00\x00\x00\xED\x88\xB1\xF4\x00\x00\x00\x00\xDF\xC6\xBD\x1D\x00\x00\x00\x00\x9F\x0A\x1F\xA0\xC3\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xD4)], 9325)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9325)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xEF7E99A9)], 9325)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x335C5A5D)], 9325)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x52405E0E)], 9325)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x50268B8F)], 9325)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xCC21805E)], 9325)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x41D99112)], 9325)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x725D41A4)], 9325)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x02DC0C8F)], 9325)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xEF80CC40)], 9325)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x262E7C72)], 9325)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x8E2CEB86)], 9325)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xA8D30A22)], 9325)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x69BC5204)], 9325)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x3DBAEA98)], 9325)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xDDB0A90F)], 9325)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xE1C013BF)], 9325)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x98874925)], 9325)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xD1965D8E)], 9325)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x3FB3E7FF)], 9325)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xCB02FB55)], 9325)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x9BFA7FFD)], 9325)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xE867601A)], 9325)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xE024952C)], 9325)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xFA0C6B61)], 9325)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x42C6FFF8)], 9325)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x772A2A77)], 9325)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x518B43FE)], 9325)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x49EBC9AF)], 9325)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xBAC71CFD)], 9325)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x8C1B862F)], 9325)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x0036876C)], 9325)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x5ED254A3)], 9325)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4D16),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000046D),
                gc.DataTuple('slot_count', 0x00001125),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6842141B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x313C10D8),
                gc.KeyTuple('src_port', 0xDC61),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x0264),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xD0CB09D420D4),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xD0\xCB\x09\xD4\x20\xD4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x31\x3C\x10\xD8\x00\x00\x00\x00\xDC\x61\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x4D\x16\x00\x0B\x00\x00\x00\x00\x00\x00\x09\x36\x00\x00\x00\x00\x00\x40\x00\x00\x60\x5C\xC1\x4A\x4A\x71\x0A\xA9\xB1\x30\xA0\x57\xB5\x8E\xF5\xA0\x34\xCC\x42\x50\x46\x8A\x2E\x82\x8B\x91\x7C\x80\x23\x2B\xC7\x7D\x56\x70\xC0\xD1\xA0\xEB\x3E\x66\x63\x0D\x66\xDE\x9B\x48\x87\xB8\xE8\x33\xD7\x2C\xD1\x1D\x32\x89\x3A\x27\x9F\x88\xF2\xFF\x8E\xA9\x3C\x9D\x9F\x4D\xCA\x9C\x1B\xE7\x37\x92\x85\xAC\x4B\xF9\x63\xCC\xFB\x39\xEC\xAA\x14\xBD\xE9\xFA\xD3\xBF\x3C\x06\xC2\x4B\x28\xF2\xCF\xDB\x52\xF2\xAB\xE6\x79\x33\xC8\x4B\x86\x96\x25\x5C\x3A\xA8\x53\x55\xEB\xCE\x61\x10\x41\xF7\x12\x9C\xB3\xC9\xF2\xFE\x07\x02\xF2\x0B\xEC\xD4\xED\x50\xEE\xBB\xA9\x5E\x5C\xC8\xC9\x8C\xE9\x26\xB1\x36\x56\x65\x08\xD5\x12\x09\xF3\xE1\xA4\xB7\x7C\x2E\xB3\x72\x51\xFA\x9B\xDC\x06\xB5\xFD\x35\x9F\xDA\x22\xB9\xFB\x5F\xB6\x2E\x96\x8E\x2D\x93\xA5\x55\x41\xCA\x79\x32\x00\xFD\xCC\x10\x31\xE0\x67\xB8\xCF\xA6\xE0\x37\x6D\xDE\x1D\x72\xAD\x56\x52\xD1\x36\x91\xDC\x44\xD0\x3B\x89\x4F\x73\x84\xDC\xBE\x76\xAD\xBA\x94\x0F\x2A\x09\xAD\x97\xDB\xFE\xF9\xD0\x1B\xD6\x0C\x30\x41\x2B\x2D\x01\xA5\x7E\xB2\x34\x0B\x7A\x12\xD1\x71\x25\x3B\x51\x10\x75\x24\xF7\x46\x77\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xD0\xCB\x09\xD4\x20\xD4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x31\x3C\x10\xD8\x00\x00\x00\x00\xDC\x61\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x4D\x16\x00\x0B\x00\x00\x00\x00\x00\x00\x07\xD4\x00\x00\x00\x00\x00\x40\x00\x00\x60\x5C\xC1\x4A\xEF\x7E\x99\xA9\xB1\x30\xA0\x57\x33\x5C\x5A\x5D\x34\xCC\x42\x50\x52\x40\x5E\x0E\x8B\x91\x7C\x80\x50\x26\x8B\x8F\x56\x70\xC0\xD1\xCC\x21\x80\x5E\x63\x0D\x66\xDE\x41\xD9\x91\x12\xE8\x33\xD7\x2C\x72\x5D\x41\xA4\x3A\x27\x9F\x88\x02\xDC\x0C\x8F\x3C\x9D\x9F\x4D\xEF\x80\xCC\x40\x37\x92\x85\xAC\x26\x2E\x7C\x72\xFB\x39\xEC\xAA\x8E\x2C\xEB\x86\xD3\xBF\x3C\x06\xA8\xD3\x0A\x22\xCF\xDB\x52\xF2\x69\xBC\x52\x04\xC8\x4B\x86\x96\x3D\xBA\xEA\x98\x53\x55\xEB\xCE\xDD\xB0\xA9\x0F\x12\x9C\xB3\xC9\xE1\xC0\x13\xBF\xF2\x0B\xEC\xD4\x98\x87\x49\x25\xA9\x5E\x5C\xC8\xD1\x96\x5D\x8E\xB1\x36\x56\x65\x3F\xB3\xE7\xFF\xF3\xE1\xA4\xB7\xCB\x02\xFB\x55\x51\xFA\x9B\xDC\x9B\xFA\x7F\xFD\x9F\xDA\x22\xB9\xE8\x67\x60\x1A\x96\x8E\x2D\x93\xE0\x24\x95\x2C\x79\x32\x00\xFD\xFA\x0C\x6B\x61\x67\xB8\xCF\xA6\x42\xC6\xFF\xF8\x1D\x72\xAD\x56\x77\x2A\x2A\x77\xDC\x44\xD0\x3B\x51\x8B\x43\xFE\xDC\xBE\x76\xAD\x49\xEB\xC9\xAF\x09\xAD\x97\xDB\xBA\xC7\x1C\xFD\xD6\x0C\x30\x41\x8C\x1B\x86\x2F\x7E\xB2\x34\x0B\x00\x36\x87\x6C\x25\x3B\x51\x10\x5E\xD2\x54\xA3\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x24\x6D\x02\x64\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD4\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xEF\x7E\x99\xA9\x00\x00\x00\x00\x33\x5C\x5A\x5D\x00\x00\x00\x00\x52\x40\x5E\x0E\x00\x00\x00\x00\x50\x26\x8B\x8F\x00\x00\x00\x00\xCC\x21\x80\x5E\x00\x00\x00\x00\x41\xD9\x91\x12\x00\x00\x00\x00\x72\x5D\x41\xA4\x00\x00\x00\x00\x02\xDC\x0C\x8F\x00\x00\x00\x00\xEF\x80\xCC\x40\x00\x00\x00\x00\x26\x2E\x7C\x72\x00\x00\x00\x00\x8E\x2C\xEB\x86\x00\x00\x00\x00\xA8\xD3\x0A\x22\x00\x00\x00\x00\x69\xBC\x52\x04\x00\x00\x00\x00\x3D\xBA\xEA\x98\x00\x00\x00\x00\xDD\xB0\xA9\x0F\x00\x00\x00\x00\xE1\xC0\x13\xBF\x00\x00\x00\x00\x98\x87\x49\x25\x00\x00\x00\x00\xD1\x96\x5D\x8E\x00\x00\x00\x00\x3F\xB3\xE7\xFF\x00\x00\x00\x00\xCB\x02\xFB\x55\x00\x00\x00\x00\x9B\xFA\x7F\xFD\x00\x00\x00\x00\xE8\x67\x60\x1A\x00\x00\x00\x00\xE0\x24\x95\x2C\x00\x00\x00\x00\xFA\x0C\x6B\x61\x00\x00\x00\x00\x42\xC6\xFF\xF8\x00\x00\x00\x00\x77\x2A\x2A\x77\x00\x00\x00\x00\x51\x8B\x43\xFE\x00\x00\x00\x00\x49\xEB\xC9\xAF\x00\x00\x00\x00\xBA\xC7\x1C\xFD\x00\x00\x00\x00\x8C\x1B\x86\x2F\x00\x00\x00\x00\x00\x36\x87\x6C\x00\x00\x00\x00\x5E\xD2\x54\xA3\x77\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x4E)], 2167)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 2167)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x356AD4E0)], 2167)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x8D3EE9B0)], 2167)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xF1D180F7)], 2167)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xA27AE2FA)], 2167)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x5B2A3158)], 2167)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x6920AB3B)], 2167)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xAF17FA9E)], 2167)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x3CEF9896)], 2167)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x8ECB9EDE)], 2167)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xF775FFE3)], 2167)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x81047A97)], 2167)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x6C421619)], 2167)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x3E096371)], 2167)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x4EBC3F59)], 2167)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xA8BF2C43)], 2167)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xE793EDCB)], 2167)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xEC818698)], 2167)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xC3C45703)], 2167)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xAF7D756B)], 2167)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x713540D2)], 2167)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x40C44102)], 2167)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xE9D7177E)], 2167)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x807919EA)], 2167)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x1631D89A)], 2167)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x2FF671CE)], 2167)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x5691D6D0)], 2167)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xCBDC78B1)], 2167)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x5919E2A2)], 2167)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x7EA43E91)], 2167)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xB1D45113)], 2167)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x3829FBC7)], 2167)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xE5051EE0)], 2167)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x452C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000877),
                gc.DataTuple('slot_count', 0x0000050F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCE877557),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xE2FEBFB3),
                gc.KeyTuple('src_port', 0xC2BE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x028B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xE97A7B71B94A),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xE9\x7A\x7B\x71\xB9\x4A\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE2\xFE\xBF\xB3\x00\x00\x00\x00\xC2\xBE\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x45\x2C\x00\x02\x00\x00\x00\x00\x00\x00\x20\x8D\x00\x00\x00\x00\x00\x40\x00\x00\x92\xAD\x88\xD1\xC5\xB6\xA4\xC2\x84\x46\x94\x2D\x93\x80\x3B\xDA\xD1\x41\xB6\xEB\xEA\xB1\xFB\xBA\x75\xED\x58\xE3\x8A\x87\xC4\x31\xF5\xE1\x18\x7F\x9B\x7D\x31\x7B\x3F\xEE\x98\xED\xBB\x89\x46\xAF\x7E\x1D\x18\x02\x02\xA0\x18\xEE\xA9\x07\x54\x8E\x6E\x8E\x2C\xE5\x17\x66\xDA\x7C\x40\x0A\xE1\x10\xA6\x90\xB5\xE9\x91\xD9\xE3\x30\xA5\xE5\x95\x70\x27\x98\xC4\x29\xBA\xE9\xBE\xF0\x09\xE6\x64\xCB\x18\x27\x63\x33\x2C\xB4\xDC\x8A\x4D\x61\x87\x8E\xC2\x62\xA9\x32\xDF\x6D\x0D\x7D\x9F\x4F\x1F\x41\x21\x5C\x4B\x63\x0F\xF9\xAA\x77\x50\x15\x9D\x18\x11\x4A\x59\xC6\x47\x15\x5D\x39\xA9\xDE\x57\x66\x54\xEB\x3E\x3E\x88\x9A\x4D\x17\x0A\x87\xF8\x7B\x5A\x02\x6A\xC3\xD0\x31\x02\xAF\x8F\x95\xDA\xD7\xCE\x6F\xE4\x98\xE1\xEC\x20\x55\xCA\xCA\x80\xFE\x0C\x24\x93\x06\x34\xBE\x95\x52\x35\x70\xE9\x0E\xB6\x01\x5B\xDD\x8B\x67\xF6\x3A\x3F\x51\x0F\xB7\x29\x34\xD4\x61\x60\xF7\x81\x60\x15\xB5\x53\x10\xDE\x72\x92\xB5\xB5\x64\x93\xE3\xD0\xBE\xF5\xE2\x2B\x8A\xA2\x0E\x72\xB5\x41\x46\xE7\xB4\xF2\xD2\xCD\x27\xC5\x75\x0D\xD5\x41\xF3\x08\x8C\x34\xDA\xC1\x20\x11\xB1\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xE9\x7A\x7B\x71\xB9\x4A\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE2\xFE\xBF\xB3\x00\x00\x00\x00\xC2\xBE\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x45\x2C\x00\x02\x00\x00\x00\x00\x00\x00\x06\x4E\x00\x00\x00\x00\x00\x40\x00\x00\x92\xAD\x88\xD1\x35\x6A\xD4\xE0\x84\x46\x94\x2D\x8D\x3E\xE9\xB0\xD1\x41\xB6\xEB\xF1\xD1\x80\xF7\x75\xED\x58\xE3\xA2\x7A\xE2\xFA\xF5\xE1\x18\x7F\x5B\x2A\x31\x58\x3F\xEE\x98\xED\x69\x20\xAB\x3B\x7E\x1D\x18\x02\xAF\x17\xFA\x9E\xA9\x07\x54\x8E\x3C\xEF\x98\x96\x17\x66\xDA\x7C\x8E\xCB\x9E\xDE\xA6\x90\xB5\xE9\xF7\x75\xFF\xE3\xA5\xE5\x95\x70\x81\x04\x7A\x97\xBA\xE9\xBE\xF0\x6C\x42\x16\x19\x18\x27\x63\x33\x3E\x09\x63\x71\x4D\x61\x87\x8E\x4E\xBC\x3F\x59\xDF\x6D\x0D\x7D\xA8\xBF\x2C\x43\x21\x5C\x4B\x63\xE7\x93\xED\xCB\x50\x15\x9D\x18\xEC\x81\x86\x98\x47\x15\x5D\x39\xC3\xC4\x57\x03\x54\xEB\x3E\x3E\xAF\x7D\x75\x6B\x0A\x87\xF8\x7B\x71\x35\x40\xD2\xD0\x31\x02\xAF\x40\xC4\x41\x02\xCE\x6F\xE4\x98\xE9\xD7\x17\x7E\xCA\xCA\x80\xFE\x80\x79\x19\xEA\x34\xBE\x95\x52\x16\x31\xD8\x9A\xB6\x01\x5B\xDD\x2F\xF6\x71\xCE\x3F\x51\x0F\xB7\x56\x91\xD6\xD0\x60\xF7\x81\x60\xCB\xDC\x78\xB1\xDE\x72\x92\xB5\x59\x19\xE2\xA2\xD0\xBE\xF5\xE2\x7E\xA4\x3E\x91\x72\xB5\x41\x46\xB1\xD4\x51\x13\xCD\x27\xC5\x75\x38\x29\xFB\xC7\x08\x8C\x34\xDA\xE5\x05\x1E\xE0\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x08\x77\x02\x8B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4E\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x35\x6A\xD4\xE0\x00\x00\x00\x00\x8D\x3E\xE9\xB0\x00\x00\x00\x00\xF1\xD1\x80\xF7\x00\x00\x00\x00\xA2\x7A\xE2\xFA\x00\x00\x00\x00\x5B\x2A\x31\x58\x00\x00\x00\x00\x69\x20\xAB\x3B\x00\x00\x00\x00\xAF\x17\xFA\x9E\x00\x00\x00\x00\x3C\xEF\x98\x96\x00\x00\x00\x00\x8E\xCB\x9E\xDE\x00\x00\x00\x00\xF7\x75\xFF\xE3\x00\x00\x00\x00\x81\x04\x7A\x97\x00\x00\x00\x00\x6C\x42\x16\x19\x00\x00\x00\x00\x3E\x09\x63\x71\x00\x00\x00\x00\x4E\xBC\x3F\x59\x00\x00\x00\x00\xA8\xBF\x2C\x43\x00\x00\x00\x00\xE7\x93\xED\xCB\x00\x00\x00\x00\xEC\x81\x86\x98\x00\x00\x00\x00\xC3\xC4\x57\x03\x00\x00\x00\x00\xAF\x7D\x75\x6B\x00\x00\x00\x00\x71\x35\x40\xD2\x00\x00\x00\x00\x40\xC4\x41\x02\x00\x00\x00\x00\xE9\xD7\x17\x7E\x00\x00\x00\x00\x80\x79\x19\xEA\x00\x00\x00\x00\x16\x31\xD8\x9A\x00\x00\x00\x00\x2F\xF6\x71\xCE\x00\x00\x00\x00\x56\x91\xD6\xD0\x00\x00\x00\x00\xCB\xDC\x78\xB1\x00\x00\x00\x00\x59\x19\xE2\xA2\x00\x00\x00\x00\x7E\xA4\x3E\x91\x00\x00\x00\x00\xB1\xD4\x51\x13\x00\x00\x00\x00\x38\x29\xFB\xC7\x00\x00\x00\x00\xE5\x05\x1E\xE0\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x46)], 4895)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 4895)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x9546F4AF)], 4895)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x1E4F04B5)], 4895)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xC017B76C)], 4895)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xA7EBBC25)], 4895)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x7E537669)], 4895)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x8AE62460)], 4895)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x01105424)], 4895)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xB8920E35)], 4895)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x7866313B)], 4895)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x84197F92)], 4895)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xFDE9938D)], 4895)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x41261B7E)], 4895)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x9EF418D6)], 4895)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xBE042279)], 4895)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x6F32E5E0)], 4895)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x06D234AC)], 4895)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x2CEFCF4A)], 4895)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x38CD8A55)], 4895)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x918D2E7E)], 4895)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x851241FC)], 4895)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xEFE6D2B7)], 4895)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x30EF2091)], 4895)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x1ED0EA4A)], 4895)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xF1F7445D)], 4895)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x50A60F04)], 4895)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x98A2CA6A)], 4895)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x130D54A5)], 4895)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xB833DD80)], 4895)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xD49DB651)], 4895)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xB0220AB5)], 4895)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x75EEB1E3)], 4895)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xB2FE73FA)], 4895)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEE19),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000131F),
                gc.DataTuple('slot_count', 0x00000869),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x66151FD0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xBC5A7EE1),
                gc.KeyTuple('src_port', 0x61A8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x01EC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x9FB4FB65C1DC),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x9F\xB4\xFB\x65\xC1\xDC\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\x5A\x7E\xE1\x00\x00\x00\x00\x61\xA8\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xEE\x19\x00\x1D\x00\x00\x00\x00\x00\x00\x9A\x6C\x00\x00\x00\x00\x00\x40\x00\x00\x31\x38\x07\x94\x7D\x96\x6C\x9B\x2D\x87\x8C\xAB\x9A\x51\x59\x2D\x72\xC6\xCC\xBD\x08\xB7\x1F\x3A\xEF\x2F\xB0\x25\x9A\x1D\xDE\x40\x69\xDF\xC0\x4F\x80\x26\x52\x50\x1A\xC2\xBC\xA8\x08\xE3\xD9\x35\x71\x9B\xDD\x36\x62\x76\xD8\xF3\xE8\xD1\x5F\xC5\x7B\xF5\x78\x91\xBC\x95\xB8\x93\xAE\xF2\x8F\x2A\x1B\x47\x44\xF1\x7B\xAA\xEA\x51\x16\x25\xC6\x11\x2A\xAD\xA6\x47\xA6\xB7\x48\x6D\x73\xCF\x92\x70\xE2\xB4\xC7\xC6\xB0\xE5\x20\xE2\x2F\x73\x72\xE9\xA9\xE6\xF0\xCC\x22\x74\x55\xF3\x65\xE3\xFE\x18\xD0\x3A\x62\xD9\x97\x5B\x27\x31\x3E\x03\xE4\x17\x73\x80\x88\x3C\x29\x93\x61\xB4\xC8\x1B\x11\x76\x66\x9C\x6B\x2D\x00\x16\x97\x33\x4B\x28\xCB\x3C\x97\xD1\x44\x8E\xDD\x71\x63\x60\x72\x7F\x74\x47\xDA\xC8\x1C\x91\x77\xB1\x9F\x42\x55\x9A\x32\x5A\x28\xB3\x50\x38\x44\x90\x43\xAB\xF6\x28\xAC\x74\x8B\x57\x62\x86\xBD\xB5\x96\xA3\xFB\x4E\x15\xE4\xBC\x88\xFD\xCA\xA1\x8C\x58\x95\xD3\x84\x80\x8E\x1B\xE8\xF7\x17\xAB\x9B\x9C\xAF\x48\x3E\x01\x0B\x30\x84\x4B\x81\xAD\x1E\x7E\x77\x9C\xA5\x07\x04\x7B\x25\xED\x2C\xE8\x26\x20\xBA\xAC\x94\x0E\x4E\xC9\xFC\xCD\x43\x90\x7A\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x9F\xB4\xFB\x65\xC1\xDC\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\x5A\x7E\xE1\x00\x00\x00\x00\x61\xA8\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xEE\x19\x00\x1D\x00\x00\x00\x00\x00\x00\x04\x46\x00\x00\x00\x00\x00\x40\x00\x00\x31\x38\x07\x94\x95\x46\xF4\xAF\x2D\x87\x8C\xAB\x1E\x4F\x04\xB5\x72\xC6\xCC\xBD\xC0\x17\xB7\x6C\xEF\x2F\xB0\x25\xA7\xEB\xBC\x25\x69\xDF\xC0\x4F\x7E\x53\x76\x69\x1A\xC2\xBC\xA8\x8A\xE6\x24\x60\x71\x9B\xDD\x36\x01\x10\x54\x24\xE8\xD1\x5F\xC5\xB8\x92\x0E\x35\xBC\x95\xB8\x93\x78\x66\x31\x3B\x1B\x47\x44\xF1\x84\x19\x7F\x92\x16\x25\xC6\x11\xFD\xE9\x93\x8D\xA6\xB7\x48\x6D\x41\x26\x1B\x7E\xE2\xB4\xC7\xC6\x9E\xF4\x18\xD6\x2F\x73\x72\xE9\xBE\x04\x22\x79\x22\x74\x55\xF3\x6F\x32\xE5\xE0\xD0\x3A\x62\xD9\x06\xD2\x34\xAC\x3E\x03\xE4\x17\x2C\xEF\xCF\x4A\x29\x93\x61\xB4\x38\xCD\x8A\x55\x66\x9C\x6B\x2D\x91\x8D\x2E\x7E\x4B\x28\xCB\x3C\x85\x12\x41\xFC\xDD\x71\x63\x60\xEF\xE6\xD2\xB7\xDA\xC8\x1C\x91\x30\xEF\x20\x91\x55\x9A\x32\x5A\x1E\xD0\xEA\x4A\x44\x90\x43\xAB\xF1\xF7\x44\x5D\x8B\x57\x62\x86\x50\xA6\x0F\x04\xFB\x4E\x15\xE4\x98\xA2\xCA\x6A\xA1\x8C\x58\x95\x13\x0D\x54\xA5\x1B\xE8\xF7\x17\xB8\x33\xDD\x80\x48\x3E\x01\x0B\xD4\x9D\xB6\x51\xAD\x1E\x7E\x77\xB0\x22\x0A\xB5\x7B\x25\xED\x2C\x75\xEE\xB1\xE3\xAC\x94\x0E\x4E\xB2\xFE\x73\xFA\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x13\x1F\x01\xEC\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x46\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x95\x46\xF4\xAF\x00\x00\x00\x00\x1E\x4F\x04\xB5\x00\x00\x00\x00\xC0\x17\xB7\x6C\x00\x00\x00\x00\xA7\xEB\xBC\x25\x00\x00\x00\x00\x7E\x53\x76\x69\x00\x00\x00\x00\x8A\xE6\x24\x60\x00\x00\x00\x00\x01\x10\x54\x24\x00\x00\x00\x00\xB8\x92\x0E\x35\x00\x00\x00\x00\x78\x66\x31\x3B\x00\x00\x00\x00\x84\x19\x7F\x92\x00\x00\x00\x00\xFD\xE9\x93\x8D\x00\x00\x00\x00\x41\x26\x1B\x7E\x00\x00\x00\x00\x9E\xF4\x18\xD6\x00\x00\x00\x00\xBE\x04\x22\x79\x00\x00\x00\x00\x6F\x32\xE5\xE0\x00\x00\x00\x00\x06\xD2\x34\xAC\x00\x00\x00\x00\x2C\xEF\xCF\x4A\x00\x00\x00\x00\x38\xCD\x8A\x55\x00\x00\x00\x00\x91\x8D\x2E\x7E\x00\x00\x00\x00\x85\x12\x41\xFC\x00\x00\x00\x00\xEF\xE6\xD2\xB7\x00\x00\x00\x00\x30\xEF\x20\x91\x00\x00\x00\x00\x1E\xD0\xEA\x4A\x00\x00\x00\x00\xF1\xF7\x44\x5D\x00\x00\x00\x00\x50\xA6\x0F\x04\x00\x00\x00\x00\x98\xA2\xCA\x6A\x00\x00\x00\x00\x13\x0D\x54\xA5\x00\x00\x00\x00\xB8\x33\xDD\x80\x00\x00\x00\x00\xD4\x9D\xB6\x51\x00\x00\x00\x00\xB0\x22\x0A\xB5\x00\x00\x00\x00\x75\xEE\xB1\xE3\x00\x00\x00\x00\xB2\xFE\x73\xFA\x90\x7A\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xF5)], 5993)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 5993)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xA1EA9540)], 5993)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xA9DB0E0D)], 5993)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x44DFAED5)], 5993)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x1951DFFB)], 5993)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x6DED2E0A)], 5993)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x1E2858B8)], 5993)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xCCCDEE99)], 5993)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x48114749)], 5993)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xDC90B6E9)], 5993)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x089CDE85)], 5993)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x3B507226)], 5993)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x8D193D00)], 5993)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x925646DE)], 5993)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x2A2B4424)], 5993)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x68AF72D3)], 5993)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x127BCF58)], 5993)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xD1BBB58B)], 5993)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x32DAAB85)], 5993)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x60467E95)], 5993)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x951AF3F4)], 5993)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x6832F6A2)], 5993)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x5ECA39C0)], 5993)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x63113B45)], 5993)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x7D24EE23)], 5993)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xEBDD3D98)], 5993)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x130E01AC)], 5993)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x4A74C3E4)], 5993)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x29441BB0)], 5993)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x9441D271)], 5993)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x517E2F59)], 5993)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xB5962C40)], 5993)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x9519D4E7)], 5993)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0ED3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001769),
                gc.DataTuple('slot_count', 0x0000034F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCFED897C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x1A194D04),
                gc.KeyTuple('src_port', 0xCF9B),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xB31C0AF37730),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xB3\x1C\x0A\xF3\x77\x30\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1A\x19\x4D\x04\x00\x00\x00\x00\xCF\x9B\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x0E\xD3\x00\x13\x00\x00\x00\x00\x00\x00\x18\x82\x00\x00\x00\x00\x00\x40\x00\x00\x7D\xC3\x90\x50\xED\x45\x82\xFF\x1A\x46\x5D\xAB\xA5\x01\x18\xF5\x20\x1A\x79\xEF\x20\xE5\xDB\xCC\x31\x69\xDE\xA2\xE8\x55\xF9\x5B\x61\xB0\x47\x4A\x22\x12\xCB\x89\xBE\x54\x7E\x93\xAE\x72\x47\xB4\xE0\x45\x63\x71\x83\x24\x21\x78\x11\xCD\xB5\xD3\x84\xF2\x05\x6E\xE4\xCC\x4D\xD7\x64\xD7\x51\xBB\x63\xEF\x15\xF4\xCF\xC6\x13\x74\xB2\x9E\x85\x62\x65\x51\xEA\x86\xE9\x69\x12\xA9\x69\x16\xFF\x39\xEC\xA7\x8F\x86\x7C\x4E\x06\xF1\x6C\x02\x21\x70\x17\x88\x96\x6C\xFD\xFF\xE5\x07\xB8\xC6\xE4\x21\xCC\x79\x5D\x20\x91\x6B\x49\x2E\xDB\x41\xE9\x02\x7A\x45\xFD\xB4\x10\x3D\x9D\x2E\x00\x62\xFF\xC2\x32\x45\xF2\xEC\x03\xBD\xED\x1C\x64\x07\x76\xBD\x7D\xF7\x7D\x2C\x43\x56\x0F\x77\x70\x03\xF6\x71\x04\x2F\xEF\x3F\x8E\xB2\xAF\xFF\x06\x4C\xAD\xF7\xBB\xAA\x0F\x36\xAD\x14\x95\x62\x12\x70\xE0\x1F\x8A\x59\xD4\x5C\x92\x7A\x5A\xE0\x5F\x25\x63\x1B\x40\x46\xD0\x56\x21\xFF\x13\xAF\x0F\xF3\x1F\xB1\xDA\x14\x64\xBE\x34\xFF\xDA\xCC\xEA\xF4\x6B\x88\xD1\xF2\x52\xE8\x57\x5A\xFF\xB5\xD4\x77\x15\x3D\xE7\x33\x8A\x4F\x47\x89\x1C\x5A\x5E\xAA\x62\x96\x9D\xE2\x9F\x49\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xB3\x1C\x0A\xF3\x77\x30\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1A\x19\x4D\x04\x00\x00\x00\x00\xCF\x9B\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x0E\xD3\x00\x13\x00\x00\x00\x00\x00\x00\x04\xF5\x00\x00\x00\x00\x00\x40\x00\x00\x7D\xC3\x90\x50\xA1\xEA\x95\x40\x1A\x46\x5D\xAB\xA9\xDB\x0E\x0D\x20\x1A\x79\xEF\x44\xDF\xAE\xD5\x31\x69\xDE\xA2\x19\x51\xDF\xFB\x61\xB0\x47\x4A\x6D\xED\x2E\x0A\xBE\x54\x7E\x93\x1E\x28\x58\xB8\xE0\x45\x63\x71\xCC\xCD\xEE\x99\x11\xCD\xB5\xD3\x48\x11\x47\x49\xE4\xCC\x4D\xD7\xDC\x90\xB6\xE9\x63\xEF\x15\xF4\x08\x9C\xDE\x85\xB2\x9E\x85\x62\x3B\x50\x72\x26\xE9\x69\x12\xA9\x8D\x19\x3D\x00\xEC\xA7\x8F\x86\x92\x56\x46\xDE\x6C\x02\x21\x70\x2A\x2B\x44\x24\xFD\xFF\xE5\x07\x68\xAF\x72\xD3\xCC\x79\x5D\x20\x12\x7B\xCF\x58\xDB\x41\xE9\x02\xD1\xBB\xB5\x8B\x10\x3D\x9D\x2E\x32\xDA\xAB\x85\x32\x45\xF2\xEC\x60\x46\x7E\x95\x64\x07\x76\xBD\x95\x1A\xF3\xF4\x43\x56\x0F\x77\x68\x32\xF6\xA2\x04\x2F\xEF\x3F\x5E\xCA\x39\xC0\x06\x4C\xAD\xF7\x63\x11\x3B\x45\xAD\x14\x95\x62\x7D\x24\xEE\x23\x8A\x59\xD4\x5C\xEB\xDD\x3D\x98\x5F\x25\x63\x1B\x13\x0E\x01\xAC\x21\xFF\x13\xAF\x4A\x74\xC3\xE4\xDA\x14\x64\xBE\x29\x44\x1B\xB0\xEA\xF4\x6B\x88\x94\x41\xD2\x71\x57\x5A\xFF\xB5\x51\x7E\x2F\x59\xE7\x33\x8A\x4F\xB5\x96\x2C\x40\x5E\xAA\x62\x96\x95\x19\xD4\xE7\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x17\x69\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF5\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA1\xEA\x95\x40\x00\x00\x00\x00\xA9\xDB\x0E\x0D\x00\x00\x00\x00\x44\xDF\xAE\xD5\x00\x00\x00\x00\x19\x51\xDF\xFB\x00\x00\x00\x00\x6D\xED\x2E\x0A\x00\x00\x00\x00\x1E\x28\x58\xB8\x00\x00\x00\x00\xCC\xCD\xEE\x99\x00\x00\x00\x00\x48\x11\x47\x49\x00\x00\x00\x00\xDC\x90\xB6\xE9\x00\x00\x00\x00\x08\x9C\xDE\x85\x00\x00\x00\x00\x3B\x50\x72\x26\x00\x00\x00\x00\x8D\x19\x3D\x00\x00\x00\x00\x00\x92\x56\x46\xDE\x00\x00\x00\x00\x2A\x2B\x44\x24\x00\x00\x00\x00\x68\xAF\x72\xD3\x00\x00\x00\x00\x12\x7B\xCF\x58\x00\x00\x00\x00\xD1\xBB\xB5\x8B\x00\x00\x00\x00\x32\xDA\xAB\x85\x00\x00\x00\x00\x60\x46\x7E\x95\x00\x00\x00\x00\x95\x1A\xF3\xF4\x00\x00\x00\x00\x68\x32\xF6\xA2\x00\x00\x00\x00\x5E\xCA\x39\xC0\x00\x00\x00\x00\x63\x11\x3B\x45\x00\x00\x00\x00\x7D\x24\xEE\x23\x00\x00\x00\x00\xEB\xDD\x3D\x98\x00\x00\x00\x00\x13\x0E\x01\xAC\x00\x00\x00\x00\x4A\x74\xC3\xE4\x00\x00\x00\x00\x29\x44\x1B\xB0\x00\x00\x00\x00\x94\x41\xD2\x71\x00\x00\x00\x00\x51\x7E\x2F\x59\x00\x00\x00\x00\xB5\x96\x2C\x40\x00\x00\x00\x00\x95\x19\xD4\xE7\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x1A)], 9491)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9491)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x8CBB2BC3)], 9491)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x2A40EF8F)], 9491)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x0CA8A268)], 9491)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xDF5FF145)], 9491)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x67AA9186)], 9491)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xDCE9BAD6)], 9491)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xB59556A8)], 9491)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xFF04F3E3)], 9491)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xE751D6A0)], 9491)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x3081E03B)], 9491)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x611892CB)], 9491)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x3135FF2B)], 9491)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x45D8AB50)], 9491)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x1A7FE513)], 9491)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x7CC4136E)], 9491)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x18360BDC)], 9491)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x919D1CEB)], 9491)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xD52D7BF5)], 9491)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x61742124)], 9491)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x8AD189B3)], 9491)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x6754FC2B)], 9491)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xAFE4846A)], 9491)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xCB61ED5A)], 9491)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xAE63FEEF)], 9491)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xFD88B4A4)], 9491)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x41478E36)], 9491)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x25123EF9)], 9491)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x911D9CBB)], 9491)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x98733C78)], 9491)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xBAF74DE4)], 9491)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xA3A0C048)], 9491)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xD0ECD0BD)], 9491)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD4B1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000513),
                gc.DataTuple('slot_count', 0x000002C9),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x25F39492),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x89F779B7),
                gc.KeyTuple('src_port', 0xE5CD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x00CF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xD9CD9A0F2550),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xD9\xCD\x9A\x0F\x25\x50\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x89\xF7\x79\xB7\x00\x00\x00\x00\xE5\xCD\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xD4\xB1\x00\x0D\x00\x00\x00\x00\x00\x00\x43\xCD\x00\x00\x00\x00\x00\x40\x00\x00\xB3\x7D\x74\xAF\xE9\x4B\x7B\xC8\x71\xB5\x77\x7D\xD2\xDD\x6A\x2C\xB5\x0F\xAB\x44\x71\x8A\x13\x22\x7A\xF3\xBC\xD6\xE6\x4A\x47\x8C\x4C\xB9\x51\x0C\xDD\x15\x2C\xEE\x86\x46\xD2\x8A\x02\x3B\x8D\x95\xEF\xE5\x00\x99\x8A\x30\x53\x8A\xC6\xEB\x62\x93\x3B\x47\x98\x0F\xE4\xB3\xE4\x12\xE1\x1D\x3F\xEA\xF1\x4C\x43\x45\x93\x43\xD3\x83\x1A\xF8\xD4\x48\x41\xE0\x0A\xFB\x94\xBA\x5C\x47\x3F\x45\x87\x12\x82\x9D\x5D\x23\xD1\x0C\x41\xA1\xE3\xA6\xA9\x72\xAF\x70\x57\x8A\xAB\xA7\x1E\x45\x94\xBD\x1A\x11\xBC\x75\x2F\x36\x4B\x1F\xDC\xA0\x46\x5C\x34\x81\x3A\x8B\xBD\x0A\x50\xAB\x88\x9D\xF9\x8D\x08\x31\x84\x53\x6C\x8F\x15\x3E\x18\x3E\x9E\x6A\xBD\x63\x2C\xC3\x6F\x31\x7B\x9D\xF7\x2A\xBE\x27\x71\x1D\x0B\x6C\x4D\x80\xFB\x4A\xBD\x8E\xA1\xB5\xF2\xE0\x54\xC6\xCD\x11\xB8\xF2\xC3\x9D\x87\x1D\x91\x93\xB3\xFA\xFD\x37\x8E\x9F\x4C\x52\x7E\x39\x6D\xBB\x89\x4C\x09\x7F\x4C\xDC\xEF\xEE\xE1\xF4\xE5\x6A\x0F\xE9\x32\x94\x88\x8F\x06\x80\xEF\xF0\x7E\x10\x62\xF9\x1C\x38\xC5\xD2\x24\xFB\x40\x18\xF6\xAB\xB3\xAF\xCB\x5C\x43\x47\x1D\x87\x9C\xC4\xB0\x83\x33\xD1\x70\x8A\x19\xC8\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xD9\xCD\x9A\x0F\x25\x50\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x89\xF7\x79\xB7\x00\x00\x00\x00\xE5\xCD\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xD4\xB1\x00\x0D\x00\x00\x00\x00\x00\x00\x05\x1A\x00\x00\x00\x00\x00\x40\x00\x00\xB3\x7D\x74\xAF\x8C\xBB\x2B\xC3\x71\xB5\x77\x7D\x2A\x40\xEF\x8F\xB5\x0F\xAB\x44\x0C\xA8\xA2\x68\x7A\xF3\xBC\xD6\xDF\x5F\xF1\x45\x4C\xB9\x51\x0C\x67\xAA\x91\x86\x86\x46\xD2\x8A\xDC\xE9\xBA\xD6\xEF\xE5\x00\x99\xB5\x95\x56\xA8\xC6\xEB\x62\x93\xFF\x04\xF3\xE3\xE4\xB3\xE4\x12\xE7\x51\xD6\xA0\xF1\x4C\x43\x45\x30\x81\xE0\x3B\x1A\xF8\xD4\x48\x61\x18\x92\xCB\x94\xBA\x5C\x47\x31\x35\xFF\x2B\x82\x9D\x5D\x23\x45\xD8\xAB\x50\xE3\xA6\xA9\x72\x1A\x7F\xE5\x13\xAB\xA7\x1E\x45\x7C\xC4\x13\x6E\xBC\x75\x2F\x36\x18\x36\x0B\xDC\x46\x5C\x34\x81\x91\x9D\x1C\xEB\x50\xAB\x88\x9D\xD5\x2D\x7B\xF5\x84\x53\x6C\x8F\x61\x74\x21\x24\x9E\x6A\xBD\x63\x8A\xD1\x89\xB3\x7B\x9D\xF7\x2A\x67\x54\xFC\x2B\x0B\x6C\x4D\x80\xAF\xE4\x84\x6A\xA1\xB5\xF2\xE0\xCB\x61\xED\x5A\xB8\xF2\xC3\x9D\xAE\x63\xFE\xEF\xB3\xFA\xFD\x37\xFD\x88\xB4\xA4\x7E\x39\x6D\xBB\x41\x47\x8E\x36\x4C\xDC\xEF\xEE\x25\x12\x3E\xF9\x0F\xE9\x32\x94\x91\x1D\x9C\xBB\xEF\xF0\x7E\x10\x98\x73\x3C\x78\xC5\xD2\x24\xFB\xBA\xF7\x4D\xE4\xB3\xAF\xCB\x5C\xA3\xA0\xC0\x48\x9C\xC4\xB0\x83\xD0\xEC\xD0\xBD\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x25\x13\x00\xCF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1A\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x8C\xBB\x2B\xC3\x00\x00\x00\x00\x2A\x40\xEF\x8F\x00\x00\x00\x00\x0C\xA8\xA2\x68\x00\x00\x00\x00\xDF\x5F\xF1\x45\x00\x00\x00\x00\x67\xAA\x91\x86\x00\x00\x00\x00\xDC\xE9\xBA\xD6\x00\x00\x00\x00\xB5\x95\x56\xA8\x00\x00\x00\x00\xFF\x04\xF3\xE3\x00\x00\x00\x00\xE7\x51\xD6\xA0\x00\x00\x00\x00\x30\x81\xE0\x3B\x00\x00\x00\x00\x61\x18\x92\xCB\x00\x00\x00\x00\x31\x35\xFF\x2B\x00\x00\x00\x00\x45\xD8\xAB\x50\x00\x00\x00\x00\x1A\x7F\xE5\x13\x00\x00\x00\x00\x7C\xC4\x13\x6E\x00\x00\x00\x00\x18\x36\x0B\xDC\x00\x00\x00\x00\x91\x9D\x1C\xEB\x00\x00\x00\x00\xD5\x2D\x7B\xF5\x00\x00\x00\x00\x61\x74\x21\x24\x00\x00\x00\x00\x8A\xD1\x89\xB3\x00\x00\x00\x00\x67\x54\xFC\x2B\x00\x00\x00\x00\xAF\xE4\x84\x6A\x00\x00\x00\x00\xCB\x61\xED\x5A\x00\x00\x00\x00\xAE\x63\xFE\xEF\x00\x00\x00\x00\xFD\x88\xB4\xA4\x00\x00\x00\x00\x41\x47\x8E\x36\x00\x00\x00\x00\x25\x12\x3E\xF9\x00\x00\x00\x00\x91\x1D\x9C\xBB\x00\x00\x00\x00\x98\x73\x3C\x78\x00\x00\x00\x00\xBA\xF7\x4D\xE4\x00\x00\x00\x00\xA3\xA0\xC0\x48\x00\x00\x00\x00\xD0\xEC\xD0\xBD\x19\xC8\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xD8)], 12212)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12212)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x8C0FCAA2)], 12212)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x5CA9381E)], 12212)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x643A5A03)], 12212)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xAE87455C)], 12212)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x320AAF19)], 12212)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x36DE3F7A)], 12212)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x94F46A7E)], 12212)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xD2952140)], 12212)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xFCFBBFB3)], 12212)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x0278AFE9)], 12212)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x35AAD4D8)], 12212)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xF80AF96F)], 12212)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xC10E1EEE)], 12212)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xE4FFB351)], 12212)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xC81FEA57)], 12212)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xCAD6D14C)], 12212)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x14FBC86C)], 12212)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x9E34388A)], 12212)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xCE2435CA)], 12212)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x4AD82220)], 12212)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xF9EB108C)], 12212)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x4DD71830)], 12212)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x23CB17E4)], 12212)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x83E2DDB0)], 12212)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x54E510F1)], 12212)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x32FAE4D4)], 12212)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xE3BAA88E)], 12212)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x5FE3DBBB)], 12212)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x7BD5B2E6)], 12212)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x65FF1B93)], 12212)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x5CC9A528)], 12212)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x5672AF71)], 12212)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9920),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FB4),
                gc.DataTuple('slot_count', 0x000004D7),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0D3A3522),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x5E80E58B),
                gc.KeyTuple('src_port', 0x1129),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x8ADD8D33A2FB),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x8A\xDD\x8D\x33\xA2\xFB\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5E\x80\xE5\x8B\x00\x00\x00\x00\x11\x29\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x99\x20\x00\x1E\x00\x00\x00\x00\x00\x00\x11\x8F\x00\x00\x00\x00\x00\x40\x00\x00\x04\x4E\x01\x62\xED\xF3\x1F\x03\xD9\x7F\xE4\xA7\x96\x8A\x70\x6A\x26\x57\xEC\x74\x8C\x65\x64\x55\x31\x4F\x4C\x3A\x9D\x72\x95\x48\x8D\x69\xCF\xC5\x53\xEE\x7B\xAA\xDE\x37\x5E\x8F\x57\x61\xAD\x57\xC8\xEE\x1B\x70\x51\xE7\xCC\xA8\x95\x5A\x3E\x7F\xBE\x57\xEE\x9F\xF6\x23\x1F\xF8\x7C\x82\x2E\xDB\x6D\x70\x12\xD5\x69\xAE\x6C\xD3\x7C\x26\x2E\x98\x5D\x22\x07\xB5\xA1\x56\x29\xC1\x5B\xE3\x2C\xBB\x2A\x4A\x59\x7B\xB8\x5A\x3D\x65\x15\x4E\x9D\x61\x62\x56\x48\x7D\xF6\x4B\xF7\x76\xA1\x10\x31\x7B\xFC\xBC\x6C\xF5\xBF\x18\x11\x5A\xC5\x0D\x54\x27\xAC\x19\xB6\x09\x0D\x82\x32\x8D\xDF\x58\x88\xFC\x7A\x3C\xE4\x00\x70\x90\xE4\x26\xB4\xCA\x4A\x62\xE6\x5F\x68\x89\x75\xFC\x5D\x67\xDE\xFB\x7E\xB4\x19\xFA\xDE\xC5\xD3\x2A\x4E\x66\x6C\xE9\x0A\xEF\x9C\xE8\x15\x01\xB3\x95\xBA\xDF\x26\x9F\x6E\xB5\xD8\x95\x64\xA0\x0E\xD7\xA0\xFC\xE8\x65\x2A\x0C\x1C\x69\x71\x15\x66\x80\x81\xF7\x19\x75\x68\x5B\xBC\xE9\xC1\xC7\x06\x99\x0A\x48\x2B\x49\x99\x2F\x91\x62\x18\x68\x2B\x22\x4B\xDA\xFA\xAD\xC9\x21\xDB\x2B\x64\x43\xF4\xBE\x52\x4F\xAE\x34\x23\x89\x41\x5A\x78\xA6\xBF\xB9\xC5\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x8A\xDD\x8D\x33\xA2\xFB\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5E\x80\xE5\x8B\x00\x00\x00\x00\x11\x29\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x99\x20\x00\x1E\x00\x00\x00\x00\x00\x00\x05\xD8\x00\x00\x00\x00\x00\x40\x00\x00\x04\x4E\x01\x62\x8C\x0F\xCA\xA2\xD9\x7F\xE4\xA7\x5C\xA9\x38\x1E\x26\x57\xEC\x74\x64\x3A\x5A\x03\x31\x4F\x4C\x3A\xAE\x87\x45\x5C\x8D\x69\xCF\xC5\x32\x0A\xAF\x19\xDE\x37\x5E\x8F\x36\xDE\x3F\x7A\xC8\xEE\x1B\x70\x94\xF4\x6A\x7E\x95\x5A\x3E\x7F\xD2\x95\x21\x40\xF6\x23\x1F\xF8\xFC\xFB\xBF\xB3\x6D\x70\x12\xD5\x02\x78\xAF\xE9\x7C\x26\x2E\x98\x35\xAA\xD4\xD8\xA1\x56\x29\xC1\xF8\x0A\xF9\x6F\x2A\x4A\x59\x7B\xC1\x0E\x1E\xEE\x15\x4E\x9D\x61\xE4\xFF\xB3\x51\xF6\x4B\xF7\x76\xC8\x1F\xEA\x57\xFC\xBC\x6C\xF5\xCA\xD6\xD1\x4C\xC5\x0D\x54\x27\x14\xFB\xC8\x6C\x0D\x82\x32\x8D\x9E\x34\x38\x8A\x7A\x3C\xE4\x00\xCE\x24\x35\xCA\xB4\xCA\x4A\x62\x4A\xD8\x22\x20\x75\xFC\x5D\x67\xF9\xEB\x10\x8C\x19\xFA\xDE\xC5\x4D\xD7\x18\x30\x6C\xE9\x0A\xEF\x23\xCB\x17\xE4\xB3\x95\xBA\xDF\x83\xE2\xDD\xB0\xD8\x95\x64\xA0\x54\xE5\x10\xF1\xE8\x65\x2A\x0C\x32\xFA\xE4\xD4\x66\x80\x81\xF7\xE3\xBA\xA8\x8E\xBC\xE9\xC1\xC7\x5F\xE3\xDB\xBB\x2B\x49\x99\x2F\x7B\xD5\xB2\xE6\x2B\x22\x4B\xDA\x65\xFF\x1B\x93\xDB\x2B\x64\x43\x5C\xC9\xA5\x28\xAE\x34\x23\x89\x56\x72\xAF\x71\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2F\xB4\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x8C\x0F\xCA\xA2\x00\x00\x00\x00\x5C\xA9\x38\x1E\x00\x00\x00\x00\x64\x3A\x5A\x03\x00\x00\x00\x00\xAE\x87\x45\x5C\x00\x00\x00\x00\x32\x0A\xAF\x19\x00\x00\x00\x00\x36\xDE\x3F\x7A\x00\x00\x00\x00\x94\xF4\x6A\x7E\x00\x00\x00\x00\xD2\x95\x21\x40\x00\x00\x00\x00\xFC\xFB\xBF\xB3\x00\x00\x00\x00\x02\x78\xAF\xE9\x00\x00\x00\x00\x35\xAA\xD4\xD8\x00\x00\x00\x00\xF8\x0A\xF9\x6F\x00\x00\x00\x00\xC1\x0E\x1E\xEE\x00\x00\x00\x00\xE4\xFF\xB3\x51\x00\x00\x00\x00\xC8\x1F\xEA\x57\x00\x00\x00\x00\xCA\xD6\xD1\x4C\x00\x00\x00\x00\x14\xFB\xC8\x6C\x00\x00\x00\x00\x9E\x34\x38\x8A\x00\x00\x00\x00\xCE\x24\x35\xCA\x00\x00\x00\x00\x4A\xD8\x22\x20\x00\x00\x00\x00\xF9\xEB\x10\x8C\x00\x00\x00\x00\x4D\xD7\x18\x30\x00\x00\x00\x00\x23\xCB\x17\xE4\x00\x00\x00\x00\x83\xE2\xDD\xB0\x00\x00\x00\x00\x54\xE5\x10\xF1\x00\x00\x00\x00\x32\xFA\xE4\xD4\x00\x00\x00\x00\xE3\xBA\xA8\x8E\x00\x00\x00\x00\x5F\xE3\xDB\xBB\x00\x00\x00\x00\x7B\xD5\xB2\xE6\x00\x00\x00\x00\x65\xFF\x1B\x93\x00\x00\x00\x00\x5C\xC9\xA5\x28\x00\x00\x00\x00\x56\x72\xAF\x71\xBF\xB9\xC5\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x90)], 5782)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 5782)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xA9B2CFF8)], 5782)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x38F32395)], 5782)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x72A770FE)], 5782)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xB35CE735)], 5782)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x61987130)], 5782)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x972B6467)], 5782)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xDCC9614E)], 5782)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x222EE8D4)], 5782)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x566B1ED4)], 5782)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x67C689EB)], 5782)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xF8CFEBE9)], 5782)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x1437A51E)], 5782)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x23F47441)], 5782)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xBF3E805C)], 5782)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x4F85AA7E)], 5782)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x06C1FF35)], 5782)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xBD9B64A6)], 5782)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xA369CB18)], 5782)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x3E7EAEF7)], 5782)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xDE63CEDA)], 5782)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x63C68A44)], 5782)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x16D505CA)], 5782)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x2AF6F6F2)], 5782)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x8A7EF31D)], 5782)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x64F4265A)], 5782)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x2CD550F5)], 5782)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x728CECDD)], 5782)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x1F972ABC)], 5782)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xE669C082)], 5782)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x19DF84E3)], 5782)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x6AE34F52)], 5782)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xCD9F51D3)], 5782)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE556),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001696),
                gc.DataTuple('slot_count', 0x000000F1),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF1A255F6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x69073BE4),
                gc.KeyTuple('src_port', 0x5563),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x090FBC4DCE09),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x09\x0F\xBC\x4D\xCE\x09\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x69\x07\x3B\xE4\x00\x00\x00\x00\x55\x63\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xE5\x56\x00\x10\x00\x00\x00\x00\x00\x00\xF8\x97\x00\x00\x00\x00\x00\x40\x00\x00\xA7\x84\x8C\xC5\x4C\xEF\x25\x61\x6E\xE0\xE7\x3A\xE4\xE2\x05\x1D\xB4\x27\xE8\x81\x8F\x32\x42\x5B\x17\x62\x5C\xB0\x11\x99\xBE\xDA\x0D\x9F\x37\x72\xD5\x8B\x27\xFE\xEB\xFA\x1A\x76\x5E\xC9\x6B\xFD\x42\xEB\x55\xD0\xF2\x48\x13\xF9\x43\x32\xAA\xB0\x41\xE1\x99\x54\x4D\x85\xE6\x4B\xF7\xEF\x1E\xC1\xFC\x6A\x1F\x9B\x9F\x3A\xED\x1C\x2B\x82\xDE\x36\x16\xA8\xE1\x11\xAB\x27\x26\x69\xFA\xF8\xD0\xC9\xBD\xEF\x1A\xBB\x98\x0B\xCD\xD2\x8A\xAC\x9C\x7D\x30\x2E\xB9\x25\x32\x7B\xBC\xB1\xC3\x5C\xDD\x1C\x18\xB4\x8A\xD3\xFD\xE5\x54\x5F\x40\x8E\xA7\x6C\x62\x59\xBE\xA8\x1C\x67\x20\x40\xE1\xF8\xFA\x15\x0E\x87\xAC\xEC\x77\x23\xB5\xD0\x0B\x0B\x30\xE7\x44\xAA\xCB\x0F\x43\x02\xD4\x3F\x25\x91\xDC\x47\xE8\xA1\x00\x96\x36\xED\x5A\x0F\x08\xCA\x19\xB7\x2F\x8F\xE3\x71\x39\xA6\xF7\x5D\xD2\x7D\x44\x2B\x2B\x25\x60\xD3\x46\x4C\xCC\x72\xC6\x86\x32\x0A\xFF\x05\x62\xD4\x69\xD6\x6B\x90\x18\x86\xE2\x5B\xD9\x41\x3D\x4E\x41\x3E\x52\x7E\x84\x7B\x8A\x8C\x25\x82\x0C\x16\x63\x59\x85\x9D\xE9\x1E\x63\x1B\xFE\xFB\x79\x9D\xF1\x16\xDE\x35\xC7\xE5\x63\x6B\x59\xAD\xFD\xE9\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x09\x0F\xBC\x4D\xCE\x09\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x69\x07\x3B\xE4\x00\x00\x00\x00\x55\x63\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xE5\x56\x00\x10\x00\x00\x00\x00\x00\x00\x04\x90\x00\x00\x00\x00\x00\x40\x00\x00\xA7\x84\x8C\xC5\xA9\xB2\xCF\xF8\x6E\xE0\xE7\x3A\x38\xF3\x23\x95\xB4\x27\xE8\x81\x72\xA7\x70\xFE\x17\x62\x5C\xB0\xB3\x5C\xE7\x35\x0D\x9F\x37\x72\x61\x98\x71\x30\xEB\xFA\x1A\x76\x97\x2B\x64\x67\x42\xEB\x55\xD0\xDC\xC9\x61\x4E\x43\x32\xAA\xB0\x22\x2E\xE8\xD4\x4D\x85\xE6\x4B\x56\x6B\x1E\xD4\xFC\x6A\x1F\x9B\x67\xC6\x89\xEB\x2B\x82\xDE\x36\xF8\xCF\xEB\xE9\xAB\x27\x26\x69\x14\x37\xA5\x1E\xBD\xEF\x1A\xBB\x23\xF4\x74\x41\x8A\xAC\x9C\x7D\xBF\x3E\x80\x5C\x32\x7B\xBC\xB1\x4F\x85\xAA\x7E\x18\xB4\x8A\xD3\x06\xC1\xFF\x35\x40\x8E\xA7\x6C\xBD\x9B\x64\xA6\x1C\x67\x20\x40\xA3\x69\xCB\x18\x0E\x87\xAC\xEC\x3E\x7E\xAE\xF7\x0B\x0B\x30\xE7\xDE\x63\xCE\xDA\x43\x02\xD4\x3F\x63\xC6\x8A\x44\xE8\xA1\x00\x96\x16\xD5\x05\xCA\x08\xCA\x19\xB7\x2A\xF6\xF6\xF2\x39\xA6\xF7\x5D\x8A\x7E\xF3\x1D\x2B\x25\x60\xD3\x64\xF4\x26\x5A\xC6\x86\x32\x0A\x2C\xD5\x50\xF5\x69\xD6\x6B\x90\x72\x8C\xEC\xDD\xD9\x41\x3D\x4E\x1F\x97\x2A\xBC\x84\x7B\x8A\x8C\xE6\x69\xC0\x82\x63\x59\x85\x9D\x19\xDF\x84\xE3\xFE\xFB\x79\x9D\x6A\xE3\x4F\x52\xC7\xE5\x63\x6B\xCD\x9F\x51\xD3\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x16\x96\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x90\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA9\xB2\xCF\xF8\x00\x00\x00\x00\x38\xF3\x23\x95\x00\x00\x00\x00\x72\xA7\x70\xFE\x00\x00\x00\x00\xB3\x5C\xE7\x35\x00\x00\x00\x00\x61\x98\x71\x30\x00\x00\x00\x00\x97\x2B\x64\x67\x00\x00\x00\x00\xDC\xC9\x61\x4E\x00\x00\x00\x00\x22\x2E\xE8\xD4\x00\x00\x00\x00\x56\x6B\x1E\xD4\x00\x00\x00\x00\x67\xC6\x89\xEB\x00\x00\x00\x00\xF8\xCF\xEB\xE9\x00\x00\x00\x00\x14\x37\xA5\x1E\x00\x00\x00\x00\x23\xF4\x74\x41\x00\x00\x00\x00\xBF\x3E\x80\x5C\x00\x00\x00\x00\x4F\x85\xAA\x7E\x00\x00\x00\x00\x06\xC1\xFF\x35\x00\x00\x00\x00\xBD\x9B\x64\xA6\x00\x00\x00\x00\xA3\x69\xCB\x18\x00\x00\x00\x00\x3E\x7E\xAE\xF7\x00\x00\x00\x00\xDE\x63\xCE\xDA\x00\x00\x00\x00\x63\xC6\x8A\x44\x00\x00\x00\x00\x16\xD5\x05\xCA\x00\x00\x00\x00\x2A\xF6\xF6\xF2\x00\x00\x00\x00\x8A\x7E\xF3\x1D\x00\x00\x00\x00\x64\xF4\x26\x5A\x00\x00\x00\x00\x2C\xD5\x50\xF5\x00\x00\x00\x00\x72\x8C\xEC\xDD\x00\x00\x00\x00\x1F\x97\x2A\xBC\x00\x00\x00\x00\xE6\x69\xC0\x82\x00\x00\x00\x00\x19\xDF\x84\xE3\x00\x00\x00\x00\x6A\xE3\x4F\x52\x00\x00\x00\x00\xCD\x9F\x51\xD3\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xBA)], 1602)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 1602)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x8211E288)], 1602)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xED3E9008)], 1602)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xE0825F9A)], 1602)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x6869CEC2)], 1602)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x3436B783)], 1602)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x858FCECA)], 1602)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x15309E10)], 1602)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x0520FB36)], 1602)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x3B1CE9F9)], 1602)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x9FBC9010)], 1602)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x527C460D)], 1602)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x1B3504AA)], 1602)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x3CB40D95)], 1602)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xF40126DA)], 1602)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x8EE129C5)], 1602)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x964F9DC5)], 1602)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x9A1FE23F)], 1602)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x85A5FFE7)], 1602)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x91361C21)], 1602)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x9F64E703)], 1602)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x3C13036E)], 1602)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xC6B2C4CA)], 1602)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x3BAEC9BD)], 1602)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x7898CF26)], 1602)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xF91AB76D)], 1602)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x929C76AD)], 1602)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x4F9A48E3)], 1602)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xB50F396B)], 1602)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x1CFFDAD5)], 1602)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xF545C0C4)], 1602)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x3FBD29B0)], 1602)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xE20B7DE4)], 1602)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x920B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000642),
                gc.DataTuple('slot_count', 0x00001453),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE6DDA204),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xF57007EBD20B),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xF5\x70\x07\xEB\xD2\x0B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x92\x0B\x00\x19\x00\x00\x00\x00\x00\x00\x5A\x85\x00\x00\x00\x00\x00\x40\x00\x00\x8C\x11\x2B\xFB\x5A\x45\x93\xA3\x6A\x42\xC9\xCF\x77\x33\xC5\xFD\xFC\x90\xBD\xE9\x21\xFD\x59\xA7\x97\xD1\x07\x29\x18\x64\xCB\xB4\x8D\x0B\x4F\x67\xD7\xD7\x82\x80\xDD\x52\xF9\x56\x82\x3C\x83\x2A\xC4\xCA\x16\x05\xE1\x13\xE4\xBE\x9A\x56\x09\x69\x50\x46\xD7\x2C\x71\x36\xD9\x13\xA1\xEC\x05\x84\xFA\xD2\x24\xC0\x6D\x47\xB1\x6B\xCD\x68\x43\xC1\x1D\x8D\x4C\x03\x6B\xA4\xA5\x8F\x2A\x79\x80\x12\x1C\x9B\x5D\x17\xAA\x80\x60\xEF\x65\xF2\x0A\xA2\xC7\x6B\xE7\xBF\x52\xAC\x00\x49\x2D\xD3\xF2\x6A\x5F\xBD\xF0\x35\xC3\x68\x9E\x53\xBF\x3F\x86\x24\x32\xB0\xDC\xBB\x14\x20\xC6\xA3\x73\x39\xC1\x1D\x80\xC2\xD6\xB4\x8C\x77\xDD\x94\xE0\x92\x9A\xE7\xBB\xB7\x50\x73\xE9\x7A\x8D\x54\x17\xAA\x80\x3E\x74\xB4\x0A\x4F\xBD\x58\xE9\xBA\x4E\xE6\x06\xCB\xE6\x0C\xDB\x08\x0B\x2C\x22\xB4\x5E\x62\xEB\x6D\x14\x82\x4C\x9F\x86\x7F\xE4\xB3\x0B\x13\x1C\xC9\x5D\x63\xEA\x2A\x83\xCF\x43\x82\x47\xDA\x54\xF5\x22\x5D\xB8\x3C\x62\x6E\xA7\x3B\x69\x61\x46\x9C\x88\xE4\xE5\x68\xCC\xC8\xAF\xE4\x78\xE7\x28\xA9\x1C\xB1\x8C\x72\xA4\x88\xB8\x53\x49\xF8\xAE\x0C\x85\xDD\x6C\x09\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xF5\x70\x07\xEB\xD2\x0B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x92\x0B\x00\x19\x00\x00\x00\x00\x00\x00\x06\xBA\x00\x00\x00\x00\x00\x40\x00\x00\x8C\x11\x2B\xFB\x82\x11\xE2\x88\x6A\x42\xC9\xCF\xED\x3E\x90\x08\xFC\x90\xBD\xE9\xE0\x82\x5F\x9A\x97\xD1\x07\x29\x68\x69\xCE\xC2\x8D\x0B\x4F\x67\x34\x36\xB7\x83\xDD\x52\xF9\x56\x85\x8F\xCE\xCA\xC4\xCA\x16\x05\x15\x30\x9E\x10\x9A\x56\x09\x69\x05\x20\xFB\x36\x71\x36\xD9\x13\x3B\x1C\xE9\xF9\xFA\xD2\x24\xC0\x9F\xBC\x90\x10\xCD\x68\x43\xC1\x52\x7C\x46\x0D\x6B\xA4\xA5\x8F\x1B\x35\x04\xAA\x1C\x9B\x5D\x17\x3C\xB4\x0D\x95\x65\xF2\x0A\xA2\xF4\x01\x26\xDA\x52\xAC\x00\x49\x8E\xE1\x29\xC5\x5F\xBD\xF0\x35\x96\x4F\x9D\xC5\xBF\x3F\x86\x24\x9A\x1F\xE2\x3F\x14\x20\xC6\xA3\x85\xA5\xFF\xE7\x80\xC2\xD6\xB4\x91\x36\x1C\x21\xE0\x92\x9A\xE7\x9F\x64\xE7\x03\xE9\x7A\x8D\x54\x3C\x13\x03\x6E\x74\xB4\x0A\x4F\xC6\xB2\xC4\xCA\x4E\xE6\x06\xCB\x3B\xAE\xC9\xBD\x0B\x2C\x22\xB4\x78\x98\xCF\x26\x14\x82\x4C\x9F\xF9\x1A\xB7\x6D\x0B\x13\x1C\xC9\x92\x9C\x76\xAD\x83\xCF\x43\x82\x4F\x9A\x48\xE3\x22\x5D\xB8\x3C\xB5\x0F\x39\x6B\x69\x61\x46\x9C\x1C\xFF\xDA\xD5\xCC\xC8\xAF\xE4\xF5\x45\xC0\xC4\x1C\xB1\x8C\x72\x3F\xBD\x29\xB0\x49\xF8\xAE\x0C\xE2\x0B\x7D\xE4\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x06\x42\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBA\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x82\x11\xE2\x88\x00\x00\x00\x00\xED\x3E\x90\x08\x00\x00\x00\x00\xE0\x82\x5F\x9A\x00\x00\x00\x00\x68\x69\xCE\xC2\x00\x00\x00\x00\x34\x36\xB7\x83\x00\x00\x00\x00\x85\x8F\xCE\xCA\x00\x00\x00\x00\x15\x30\x9E\x10\x00\x00\x00\x00\x05\x20\xFB\x36\x00\x00\x00\x00\x3B\x1C\xE9\xF9\x00\x00\x00\x00\x9F\xBC\x90\x10\x00\x00\x00\x00\x52\x7C\x46\x0D\x00\x00\x00\x00\x1B\x35\x04\xAA\x00\x00\x00\x00\x3C\xB4\x0D\x95\x00\x00\x00\x00\xF4\x01\x26\xDA\x00\x00\x00\x00\x8E\xE1\x29\xC5\x00\x00\x00\x00\x96\x4F\x9D\xC5\x00\x00\x00\x00\x9A\x1F\xE2\x3F\x00\x00\x00\x00\x85\xA5\xFF\xE7\x00\x00\x00\x00\x91\x36\x1C\x21\x00\x00\x00\x00\x9F\x64\xE7\x03\x00\x00\x00\x00\x3C\x13\x03\x6E\x00\x00\x00\x00\xC6\xB2\xC4\xCA\x00\x00\x00\x00\x3B\xAE\xC9\xBD\x00\x00\x00\x00\x78\x98\xCF\x26\x00\x00\x00\x00\xF9\x1A\xB7\x6D\x00\x00\x00\x00\x92\x9C\x76\xAD\x00\x00\x00\x00\x4F\x9A\x48\xE3\x00\x00\x00\x00\xB5\x0F\x39\x6B\x00\x00\x00\x00\x1C\xFF\xDA\xD5\x00\x00\x00\x00\xF5\x45\xC0\xC4\x00\x00\x00\x00\x3F\xBD\x29\xB0\x00\x00\x00\x00\xE2\x0B\x7D\xE4\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x3F)], 11679)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11679)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xBF4A57AF)], 11679)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x80A65233)], 11679)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xFB954B50)], 11679)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xBEF3FA15)], 11679)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x78F1CF28)], 11679)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x0021E4EB)], 11679)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x5E421036)], 11679)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x905B7BCF)], 11679)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xC96D5132)], 11679)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x099EC2B3)], 11679)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xE4B9216A)], 11679)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x08D07225)], 11679)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x39930263)], 11679)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x798469A6)], 11679)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x54432327)], 11679)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xA377EAB0)], 11679)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xA0C4DF82)], 11679)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x3534A3BE)], 11679)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x7D4C508C)], 11679)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x914074AB)], 11679)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xC85552FE)], 11679)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x372BED51)], 11679)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xE024800E)], 11679)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x641CDDC3)], 11679)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x18B9BB3B)], 11679)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xAEEFBF00)], 11679)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x8F929D69)], 11679)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xA647CF6F)], 11679)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xAC9A9892)], 11679)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x350B4974)], 11679)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x4D2AFC3B)], 11679)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xAF72820E)], 11679)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x72ED),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D9F),
                gc.DataTuple('slot_count', 0x00000CA1),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5B1D1E62),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x6A4A2735),
                gc.KeyTuple('src_port', 0x4C96),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x01DC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x1BE013B781F1),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x1B\xE0\x13\xB7\x81\xF1\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6A\x4A\x27\x35\x00\x00\x00\x00\x4C\x96\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x72\xED\x00\x06\x00\x00\x00\x00\x00\x00\xC9\x6D\x00\x00\x00\x00\x00\x40\x00\x00\x40\x69\x7A\xF5\xF8\x6E\xA0\x55\xF8\x7D\x99\x8C\xAA\xE3\x5B\x94\x29\x3B\xF1\xDE\x60\x8B\xAD\x2F\xAB\x8D\x9B\xC9\xC5\x74\x0E\x37\x52\x42\xF2\xB4\xF8\xCD\x2E\x5A\xA9\x59\x31\xAC\x6E\xD2\xC8\x2E\x66\xC9\x62\xF2\xA2\xB7\xFE\x91\x9C\x92\x4E\x96\x25\x8B\x4F\xA9\x97\xF6\x46\xAD\x1D\x1F\x47\x3B\xA1\x1E\xDC\x6D\xD2\xB8\x82\x6E\xEB\x50\xCB\x39\xBA\x07\x1F\xDE\xC3\x72\xAE\xD8\xC4\x10\xD8\x72\x8D\x02\x1C\x30\xB9\xCD\x0B\xD2\xD8\xB8\xC1\x7F\x30\x18\xA5\xAF\x29\x9D\x94\xAD\x33\x18\x75\xA2\xE9\xC6\xAA\x33\xFB\x00\xAC\x3A\xA2\x04\xDD\x50\x12\x21\x09\x5F\x38\x55\x11\x34\x77\xD9\x71\xD0\x78\x34\x7D\x2D\xE1\x6D\x7D\xFD\x07\xF9\xC4\xEA\x40\xB5\x65\x85\x50\x4E\xB0\xD3\xE9\x1E\x4A\xB3\xBF\x80\xB0\x1C\xB4\x80\xA9\xD9\xED\xB5\x70\xB8\xA4\x4D\x05\x73\xFB\xA5\x12\x79\xE5\x8F\x68\xE9\x33\x00\xFD\xE7\x46\x54\x55\x6E\x88\x42\xBD\x10\x5A\xB4\x2C\x7B\xF7\x71\x7C\x92\x0B\xFA\xBB\x9A\x55\x01\x35\xB4\x20\x2E\xFC\xDF\x87\xA1\xC8\xC9\x5E\x03\x5F\xE4\xC4\x9B\x46\xFB\x22\xED\x17\xAB\x27\xCE\x01\xA2\x49\xED\x6D\x94\x98\x83\x69\x80\x1C\xA2\x7B\x36\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x1B\xE0\x13\xB7\x81\xF1\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6A\x4A\x27\x35\x00\x00\x00\x00\x4C\x96\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x72\xED\x00\x06\x00\x00\x00\x00\x00\x00\x07\x3F\x00\x00\x00\x00\x00\x40\x00\x00\x40\x69\x7A\xF5\xBF\x4A\x57\xAF\xF8\x7D\x99\x8C\x80\xA6\x52\x33\x29\x3B\xF1\xDE\xFB\x95\x4B\x50\xAB\x8D\x9B\xC9\xBE\xF3\xFA\x15\x52\x42\xF2\xB4\x78\xF1\xCF\x28\xA9\x59\x31\xAC\x00\x21\xE4\xEB\x66\xC9\x62\xF2\x5E\x42\x10\x36\x9C\x92\x4E\x96\x90\x5B\x7B\xCF\x97\xF6\x46\xAD\xC9\x6D\x51\x32\xA1\x1E\xDC\x6D\x09\x9E\xC2\xB3\xEB\x50\xCB\x39\xE4\xB9\x21\x6A\xC3\x72\xAE\xD8\x08\xD0\x72\x25\x8D\x02\x1C\x30\x39\x93\x02\x63\xD8\xB8\xC1\x7F\x79\x84\x69\xA6\x29\x9D\x94\xAD\x54\x43\x23\x27\xE9\xC6\xAA\x33\xA3\x77\xEA\xB0\xA2\x04\xDD\x50\xA0\xC4\xDF\x82\x38\x55\x11\x34\x35\x34\xA3\xBE\x78\x34\x7D\x2D\x7D\x4C\x50\x8C\x07\xF9\xC4\xEA\x91\x40\x74\xAB\x50\x4E\xB0\xD3\xC8\x55\x52\xFE\xBF\x80\xB0\x1C\x37\x2B\xED\x51\xED\xB5\x70\xB8\xE0\x24\x80\x0E\xFB\xA5\x12\x79\x64\x1C\xDD\xC3\x33\x00\xFD\xE7\x18\xB9\xBB\x3B\x88\x42\xBD\x10\xAE\xEF\xBF\x00\xF7\x71\x7C\x92\x8F\x92\x9D\x69\x55\x01\x35\xB4\xA6\x47\xCF\x6F\x87\xA1\xC8\xC9\xAC\x9A\x98\x92\xC4\x9B\x46\xFB\x35\x0B\x49\x74\x27\xCE\x01\xA2\x4D\x2A\xFC\x3B\x98\x83\x69\x80\xAF\x72\x82\x0E\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2D\x9F\x01\xDC\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3F\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xBF\x4A\x57\xAF\x00\x00\x00\x00\x80\xA6\x52\x33\x00\x00\x00\x00\xFB\x95\x4B\x50\x00\x00\x00\x00\xBE\xF3\xFA\x15\x00\x00\x00\x00\x78\xF1\xCF\x28\x00\x00\x00\x00\x00\x21\xE4\xEB\x00\x00\x00\x00\x5E\x42\x10\x36\x00\x00\x00\x00\x90\x5B\x7B\xCF\x00\x00\x00\x00\xC9\x6D\x51\x32\x00\x00\x00\x00\x09\x9E\xC2\xB3\x00\x00\x00\x00\xE4\xB9\x21\x6A\x00\x00\x00\x00\x08\xD0\x72\x25\x00\x00\x00\x00\x39\x93\x02\x63\x00\x00\x00\x00\x79\x84\x69\xA6\x00\x00\x00\x00\x54\x43\x23\x27\x00\x00\x00\x00\xA3\x77\xEA\xB0\x00\x00\x00\x00\xA0\xC4\xDF\x82\x00\x00\x00\x00\x35\x34\xA3\xBE\x00\x00\x00\x00\x7D\x4C\x50\x8C\x00\x00\x00\x00\x91\x40\x74\xAB\x00\x00\x00\x00\xC8\x55\x52\xFE\x00\x00\x00\x00\x37\x2B\xED\x51\x00\x00\x00\x00\xE0\x24\x80\x0E\x00\x00\x00\x00\x64\x1C\xDD\xC3\x00\x00\x00\x00\x18\xB9\xBB\x3B\x00\x00\x00\x00\xAE\xEF\xBF\x00\x00\x00\x00\x00\x8F\x92\x9D\x69\x00\x00\x00\x00\xA6\x47\xCF\x6F\x00\x00\x00\x00\xAC\x9A\x98\x92\x00\x00\x00\x00\x35\x0B\x49\x74\x00\x00\x00\x00\x4D\x2A\xFC\x3B\x00\x00\x00\x00\xAF\x72\x82\x0E\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xD9)], 8358)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 8358)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x0FBC00F5)], 8358)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x16E8531F)], 8358)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x55B62B27)], 8358)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x03F4107A)], 8358)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xF761C7DC)], 8358)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x2E7356C5)], 8358)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x1F1B5FF9)], 8358)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x5BEB4E1B)], 8358)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x27750398)], 8358)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x6D1DA10C)], 8358)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x97ADBC7D)], 8358)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x709ED92D)], 8358)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xB02D8CDB)], 8358)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x614AFA9A)], 8358)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x050900D8)], 8358)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x848EF101)], 8358)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xAE5C0D93)], 8358)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x7CC057CC)], 8358)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x639ACCAE)], 8358)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x0D539A51)], 8358)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x22A2A852)], 8358)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x8C048F7A)], 8358)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xD1F6BE50)], 8358)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xB11A50A4)], 8358)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x1C07CDCA)], 8358)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xF7B025AF)], 8358)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x90A7A956)], 8358)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xBDFBFA3D)], 8358)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xB9498483)], 8358)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x51A995E3)], 8358)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x3F958929)], 8358)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xA2973097)], 8358)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2E60),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000A6),
                gc.DataTuple('slot_count', 0x00001D96),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF72EF46E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xAD4DE3B3),
                gc.KeyTuple('src_port', 0x4906),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x00823EDB0139),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x82\x3E\xDB\x01\x39\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAD\x4D\xE3\xB3\x00\x00\x00\x00\x49\x06\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x2E\x60\x00\x02\x00\x00\x00\x00\x00\x00\xE3\x6F\x00\x00\x00\x00\x00\x40\x00\x00\x37\xA1\x3B\x5E\x1A\xD1\xBA\xA9\xAB\xEB\x9F\x6C\x8F\x20\x43\x64\x37\x57\xF8\x88\xB3\x53\x35\x0A\x21\x6F\x93\x17\x87\x39\x33\x6C\x26\x67\xB8\xDB\x9E\x4E\xE6\x14\x8D\xE0\xC5\x2F\xC4\x65\x2C\x47\x45\xD2\xEC\xF1\xB2\x25\x35\xA4\x97\x73\x17\xA3\x48\xA0\x08\x95\x05\x84\x99\x5E\x87\x5A\x95\x15\x1A\xB8\x59\xA6\xB1\x89\x2F\xAA\x95\x3B\xF5\xEA\x82\x7E\xDD\x16\x02\xB9\xBA\xBB\xCF\x7C\x1A\x36\x1E\x2B\xA9\xE6\xF5\xE3\x00\xE9\x67\xFD\xAB\x18\x37\xDA\x2F\x93\x9A\xF1\xC3\xA7\x12\x36\x9B\x2E\xC6\x50\x9B\x9E\xF8\xAF\xDF\x9C\x00\x71\x36\x71\x6D\x00\x41\xAE\xB6\x8E\xC2\xD2\x2A\xC6\xDC\x03\xA6\xE3\x3B\x1C\x1E\x4A\x41\xED\x31\xFA\xA6\x59\x16\x6C\x5B\x6A\x62\x93\x7D\x69\x13\xB2\xD7\x23\x09\x77\x5B\x20\x23\x27\xDD\x9F\x6C\x82\xD9\x5D\xFC\x8B\xE6\x8B\xD9\xB3\x26\x59\xDC\xC9\x45\x2A\xDE\xD9\x1D\xB6\x37\x8E\xBE\x27\x06\x01\x0E\xFA\x43\x4C\x70\x8A\x51\x0F\x05\x0A\x91\x92\x13\xF7\xD4\x0E\xCF\x89\xA2\xAB\x9A\xD8\x0B\xB5\x4C\x63\x71\xC1\xE0\x9E\xC7\x13\xD8\x60\x2E\x81\x92\xDF\x92\x19\xA9\x03\xB8\x91\xF5\x28\xDB\x4C\xAC\xE9\x27\x1A\x47\x4D\xB4\x73\x4C\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x82\x3E\xDB\x01\x39\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAD\x4D\xE3\xB3\x00\x00\x00\x00\x49\x06\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x2E\x60\x00\x02\x00\x00\x00\x00\x00\x00\x07\xD9\x00\x00\x00\x00\x00\x40\x00\x00\x37\xA1\x3B\x5E\x0F\xBC\x00\xF5\xAB\xEB\x9F\x6C\x16\xE8\x53\x1F\x37\x57\xF8\x88\x55\xB6\x2B\x27\x21\x6F\x93\x17\x03\xF4\x10\x7A\x26\x67\xB8\xDB\xF7\x61\xC7\xDC\x8D\xE0\xC5\x2F\x2E\x73\x56\xC5\x45\xD2\xEC\xF1\x1F\x1B\x5F\xF9\x97\x73\x17\xA3\x5B\xEB\x4E\x1B\x05\x84\x99\x5E\x27\x75\x03\x98\x1A\xB8\x59\xA6\x6D\x1D\xA1\x0C\x95\x3B\xF5\xEA\x97\xAD\xBC\x7D\x02\xB9\xBA\xBB\x70\x9E\xD9\x2D\x1E\x2B\xA9\xE6\xB0\x2D\x8C\xDB\x67\xFD\xAB\x18\x61\x4A\xFA\x9A\x9A\xF1\xC3\xA7\x05\x09\x00\xD8\xC6\x50\x9B\x9E\x84\x8E\xF1\x01\x00\x71\x36\x71\xAE\x5C\x0D\x93\xB6\x8E\xC2\xD2\x7C\xC0\x57\xCC\xA6\xE3\x3B\x1C\x63\x9A\xCC\xAE\x31\xFA\xA6\x59\x0D\x53\x9A\x51\x62\x93\x7D\x69\x22\xA2\xA8\x52\x09\x77\x5B\x20\x8C\x04\x8F\x7A\x6C\x82\xD9\x5D\xD1\xF6\xBE\x50\xD9\xB3\x26\x59\xB1\x1A\x50\xA4\xDE\xD9\x1D\xB6\x1C\x07\xCD\xCA\x06\x01\x0E\xFA\xF7\xB0\x25\xAF\x51\x0F\x05\x0A\x90\xA7\xA9\x56\xD4\x0E\xCF\x89\xBD\xFB\xFA\x3D\x0B\xB5\x4C\x63\xB9\x49\x84\x83\xC7\x13\xD8\x60\x51\xA9\x95\xE3\x92\x19\xA9\x03\x3F\x95\x89\x29\xDB\x4C\xAC\xE9\xA2\x97\x30\x97\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x20\xA6\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x0F\xBC\x00\xF5\x00\x00\x00\x00\x16\xE8\x53\x1F\x00\x00\x00\x00\x55\xB6\x2B\x27\x00\x00\x00\x00\x03\xF4\x10\x7A\x00\x00\x00\x00\xF7\x61\xC7\xDC\x00\x00\x00\x00\x2E\x73\x56\xC5\x00\x00\x00\x00\x1F\x1B\x5F\xF9\x00\x00\x00\x00\x5B\xEB\x4E\x1B\x00\x00\x00\x00\x27\x75\x03\x98\x00\x00\x00\x00\x6D\x1D\xA1\x0C\x00\x00\x00\x00\x97\xAD\xBC\x7D\x00\x00\x00\x00\x70\x9E\xD9\x2D\x00\x00\x00\x00\xB0\x2D\x8C\xDB\x00\x00\x00\x00\x61\x4A\xFA\x9A\x00\x00\x00\x00\x05\x09\x00\xD8\x00\x00\x00\x00\x84\x8E\xF1\x01\x00\x00\x00\x00\xAE\x5C\x0D\x93\x00\x00\x00\x00\x7C\xC0\x57\xCC\x00\x00\x00\x00\x63\x9A\xCC\xAE\x00\x00\x00\x00\x0D\x53\x9A\x51\x00\x00\x00\x00\x22\xA2\xA8\x52\x00\x00\x00\x00\x8C\x04\x8F\x7A\x00\x00\x00\x00\xD1\xF6\xBE\x50\x00\x00\x00\x00\xB1\x1A\x50\xA4\x00\x00\x00\x00\x1C\x07\xCD\xCA\x00\x00\x00\x00\xF7\xB0\x25\xAF\x00\x00\x00\x00\x90\xA7\xA9\x56\x00\x00\x00\x00\xBD\xFB\xFA\x3D\x00\x00\x00\x00\xB9\x49\x84\x83\x00\x00\x00\x00\x51\xA9\x95\xE3\x00\x00\x00\x00\x3F\x95\x89\x29\x00\x00\x00\x00\xA2\x97\x30\x97\xB4\x73\x4C\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xEC)], 8650)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 8650)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x08C8BAF0)], 8650)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x383A530F)], 8650)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xE8143857)], 8650)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x7B2B56FE)], 8650)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x23E3D102)], 8650)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x4310B909)], 8650)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x87028733)], 8650)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x82365464)], 8650)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x3A3E8EC7)], 8650)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xF4BE47A6)], 8650)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xE91D065D)], 8650)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x0792DB83)], 8650)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x6E276D63)], 8650)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x616B51EB)], 8650)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x2D608848)], 8650)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xEDE837D4)], 8650)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x02F21090)], 8650)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xF314A53D)], 8650)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x4FF2FA2E)], 8650)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x8DA1003C)], 8650)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x14D07160)], 8650)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xC8DF7847)], 8650)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x4BAD2141)], 8650)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x5CBD34E6)], 8650)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x1BF718AE)], 8650)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x5BE1F012)], 8650)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x38C6D57E)], 8650)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x9C3315DB)], 8650)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xE55E5A99)], 8650)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xF12BBAAD)], 8650)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x2BBD5C45)], 8650)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x1B2CF928)], 8650)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x49B8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001CA),
                gc.DataTuple('slot_count', 0x00001C54),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA1EB5EFF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x881D9FFB),
                gc.KeyTuple('src_port', 0x0D52),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xBEB8A2FFA671),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xBE\xB8\xA2\xFF\xA6\x71\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x88\x1D\x9F\xFB\x00\x00\x00\x00\x0D\x52\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x49\xB8\x00\x1D\x00\x00\x00\x00\x00\x00\xE1\x0A\x00\x00\x00\x00\x00\x40\x00\x00\x81\x40\xB0\x5E\xF0\x9B\x93\x33\x95\x81\x35\x44\x03\x1A\xBA\xBF\xEC\xDD\x0B\xC7\x00\x11\x39\x0E\xDE\x3F\xF8\xF6\xDD\xB3\x81\x92\xC5\xE0\xFF\xD9\x5D\x37\x3F\x78\xFF\x73\x63\xE9\xBA\x59\xB9\xCF\xC5\xD1\x63\x9B\xD5\xAE\xEE\x49\x96\xEB\x88\xDE\xD6\x5D\x7D\x5B\x00\x90\x12\xA7\xAE\x68\x32\x1C\xD1\x16\x72\x8A\x4C\x4F\x28\xC7\x20\x34\x6B\x55\xE2\x96\xD9\xA1\x5D\x2A\xDE\xCA\x69\x4A\x11\x21\x0A\x8A\xBA\x67\x9C\x6C\xA3\x2C\x81\x67\x5C\x96\x71\xA1\x98\x95\x42\x55\x0F\xAF\x6B\x08\x14\x29\x05\x76\xBF\xFE\x0F\x9D\xB5\x91\x96\xB2\x35\xBA\x36\x30\xC2\x47\xAE\x36\x2D\x39\x5E\x83\xF5\x4B\x73\x2F\x0B\xBA\xFA\x63\x4C\xB7\x23\x3B\xA3\x7C\x30\xC0\x8D\x8D\xD8\x51\xC6\x33\xFD\x72\xD5\xF4\x2C\x1F\x46\xA5\x38\x6A\xC4\xFB\x3C\x13\x29\xA0\x04\xAA\x91\x15\x7A\xF7\x83\x0B\x2C\x03\x16\x5B\xE9\xEB\x5E\xEC\x10\xC7\x84\xE4\xD2\xE7\x85\x0A\xCB\xA7\x09\x25\x32\xC6\xF8\x22\xCC\xC7\xB3\x92\x00\x52\xB1\xDC\xF6\x04\xAC\x9E\x4A\xA3\xF3\x8C\x77\x8F\x17\xB9\x6D\x4B\x91\x5E\xC6\xA5\x85\xB2\x9D\xB8\xB3\x72\xE2\x4E\x19\xBC\x99\x87\x78\x87\xF4\xC6\x6A\x9E\x8C\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xBE\xB8\xA2\xFF\xA6\x71\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x88\x1D\x9F\xFB\x00\x00\x00\x00\x0D\x52\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x49\xB8\x00\x1D\x00\x00\x00\x00\x00\x00\x05\xEC\x00\x00\x00\x00\x00\x40\x00\x00\x81\x40\xB0\x5E\x08\xC8\xBA\xF0\x95\x81\x35\x44\x38\x3A\x53\x0F\xEC\xDD\x0B\xC7\xE8\x14\x38\x57\xDE\x3F\xF8\xF6\x7B\x2B\x56\xFE\xC5\xE0\xFF\xD9\x23\xE3\xD1\x02\xFF\x73\x63\xE9\x43\x10\xB9\x09\xC5\xD1\x63\x9B\x87\x02\x87\x33\x96\xEB\x88\xDE\x82\x36\x54\x64\x00\x90\x12\xA7\x3A\x3E\x8E\xC7\xD1\x16\x72\x8A\xF4\xBE\x47\xA6\x20\x34\x6B\x55\xE9\x1D\x06\x5D\x5D\x2A\xDE\xCA\x07\x92\xDB\x83\x0A\x8A\xBA\x67\x6E\x27\x6D\x63\x81\x67\x5C\x96\x61\x6B\x51\xEB\x42\x55\x0F\xAF\x2D\x60\x88\x48\x05\x76\xBF\xFE\xED\xE8\x37\xD4\x96\xB2\x35\xBA\x02\xF2\x10\x90\xAE\x36\x2D\x39\xF3\x14\xA5\x3D\x73\x2F\x0B\xBA\x4F\xF2\xFA\x2E\x23\x3B\xA3\x7C\x8D\xA1\x00\x3C\xD8\x51\xC6\x33\x14\xD0\x71\x60\x2C\x1F\x46\xA5\xC8\xDF\x78\x47\x3C\x13\x29\xA0\x4B\xAD\x21\x41\x7A\xF7\x83\x0B\x5C\xBD\x34\xE6\xE9\xEB\x5E\xEC\x1B\xF7\x18\xAE\xD2\xE7\x85\x0A\x5B\xE1\xF0\x12\x32\xC6\xF8\x22\x38\xC6\xD5\x7E\x00\x52\xB1\xDC\x9C\x33\x15\xDB\x4A\xA3\xF3\x8C\xE5\x5E\x5A\x99\x6D\x4B\x91\x5E\xF1\x2B\xBA\xAD\x9D\xB8\xB3\x72\x2B\xBD\x5C\x45\x99\x87\x78\x87\x1B\x2C\xF9\x28\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x21\xCA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEC\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x08\xC8\xBA\xF0\x00\x00\x00\x00\x38\x3A\x53\x0F\x00\x00\x00\x00\xE8\x14\x38\x57\x00\x00\x00\x00\x7B\x2B\x56\xFE\x00\x00\x00\x00\x23\xE3\xD1\x02\x00\x00\x00\x00\x43\x10\xB9\x09\x00\x00\x00\x00\x87\x02\x87\x33\x00\x00\x00\x00\x82\x36\x54\x64\x00\x00\x00\x00\x3A\x3E\x8E\xC7\x00\x00\x00\x00\xF4\xBE\x47\xA6\x00\x00\x00\x00\xE9\x1D\x06\x5D\x00\x00\x00\x00\x07\x92\xDB\x83\x00\x00\x00\x00\x6E\x27\x6D\x63\x00\x00\x00\x00\x61\x6B\x51\xEB\x00\x00\x00\x00\x2D\x60\x88\x48\x00\x00\x00\x00\xED\xE8\x37\xD4\x00\x00\x00\x00\x02\xF2\x10\x90\x00\x00\x00\x00\xF3\x14\xA5\x3D\x00\x00\x00\x00\x4F\xF2\xFA\x2E\x00\x00\x00\x00\x8D\xA1\x00\x3C\x00\x00\x00\x00\x14\xD0\x71\x60\x00\x00\x00\x00\xC8\xDF\x78\x47\x00\x00\x00\x00\x4B\xAD\x21\x41\x00\x00\x00\x00\x5C\xBD\x34\xE6\x00\x00\x00\x00\x1B\xF7\x18\xAE\x00\x00\x00\x00\x5B\xE1\xF0\x12\x00\x00\x00\x00\x38\xC6\xD5\x7E\x00\x00\x00\x00\x9C\x33\x15\xDB\x00\x00\x00\x00\xE5\x5E\x5A\x99\x00\x00\x00\x00\xF1\x2B\xBA\xAD\x00\x00\x00\x00\x2B\xBD\x5C\x45\x00\x00\x00\x00\x1B\x2C\xF9\x28\x8C\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xCC)], 10880)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10880)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x6CCDD520)], 10880)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x983F01CD)], 10880)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xF79923D4)], 10880)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x9F1A41E3)], 10880)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x8A0FA58C)], 10880)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x6E8AE75F)], 10880)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xA9454A11)], 10880)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xE6B0BA4A)], 10880)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x1BC48BED)], 10880)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x1D242D2C)], 10880)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x15FBD4E9)], 10880)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xF7529A9D)], 10880)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x29A46457)], 10880)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xE6D5C7E1)], 10880)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x459904DA)], 10880)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xCF923138)], 10880)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x9AED2E84)], 10880)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x353C416E)], 10880)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xD4655A9D)], 10880)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xCA4DB5AA)], 10880)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xF0019A49)], 10880)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xE00C6BC7)], 10880)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x90273664)], 10880)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xF62F0FF8)], 10880)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xA6986966)], 10880)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x18F2CC85)], 10880)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x5B992EFB)], 10880)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x06401927)], 10880)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xAC1DFDCF)], 10880)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xA3F63D37)], 10880)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x08523251)], 10880)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x5733505A)], 10880)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF855),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A80),
                gc.DataTuple('slot_count', 0x00000CFB),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9C7BE0BF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x86193640),
                gc.KeyTuple('src_port', 0xAA12),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x00B3),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xC218531F9550),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xC2\x18\x53\x1F\x95\x50\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x86\x19\x36\x40\x00\x00\x00\x00\xAA\x12\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xF8\x55\x00\x1C\x00\x00\x00\x00\x00\x00\xD9\x24\x00\x00\x00\x00\x00\x40\x00\x00\xD6\x10\x51\xEF\x2D\xF3\xA0\xEA\xA3\x13\x25\xF0\x47\x58\xB0\x05\x7F\xFA\x99\xE7\x5F\x57\x3D\xDE\xA5\x82\x95\x4F\x07\x8D\x5F\xF7\xDD\x19\xCB\x3C\x64\x03\x68\x36\xFC\xFD\xC0\xE9\xBE\x2B\x34\xA8\xA1\xC8\xC5\x0D\x4F\xDC\x0C\xFA\x3E\x38\xA0\x4D\xCA\x24\xAF\x0E\x4B\x21\x3C\x46\xA9\x05\x39\xD3\x57\x43\x60\x17\x02\x7C\x41\x7C\xD4\xEC\xD2\xD5\x1A\x9E\x2E\x50\xC7\xDF\xE5\x55\x78\xA9\x7F\xBD\x8B\xCB\x92\xBC\x1A\xE3\x7C\xE3\x60\x7C\x88\xA7\x49\x7B\x02\x22\x17\xE9\xD9\x93\x3E\xD3\xCD\xF6\x8E\x3D\xFB\x5B\xF4\x58\x2C\xB9\x82\x88\x56\x32\xD9\xDE\x94\x8F\xAC\x39\xA4\x84\xA9\x1B\x15\xA9\x0E\xC6\xE0\xDF\x2D\xD3\xD1\x43\xFC\x00\xD0\x86\x85\x1C\x5D\x55\x9E\xB1\xE4\x59\x7F\x6F\x8B\x8F\x5A\x26\x5A\x61\xF6\xAB\xE6\x07\x73\xF8\x79\xC2\xF2\x40\xB8\xE5\xA6\xD2\x30\x02\xC9\x42\x8F\x14\x82\xCE\xB0\xE9\xBA\x3E\x31\xC2\x32\xDD\xE2\xF5\x2C\xA6\x99\x17\xBB\x6E\xF5\xD6\x75\xF9\xA0\x0E\x02\xB0\x1F\xBB\xDB\x77\xD8\x8C\x8E\x39\x40\x25\xE2\x12\xE9\x31\xD4\xC0\x1C\x14\xDA\x9C\xE3\x16\x16\xE7\xFF\xF6\x43\x39\x11\x54\xB5\x78\xA5\x7D\xE6\xF3\x77\x09\x92\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xC2\x18\x53\x1F\x95\x50\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x86\x19\x36\x40\x00\x00\x00\x00\xAA\x12\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xF8\x55\x00\x1C\x00\x00\x00\x00\x00\x00\x07\xCC\x00\x00\x00\x00\x00\x40\x00\x00\xD6\x10\x51\xEF\x6C\xCD\xD5\x20\xA3\x13\x25\xF0\x98\x3F\x01\xCD\x7F\xFA\x99\xE7\xF7\x99\x23\xD4\xA5\x82\x95\x4F\x9F\x1A\x41\xE3\xDD\x19\xCB\x3C\x8A\x0F\xA5\x8C\xFC\xFD\xC0\xE9\x6E\x8A\xE7\x5F\xA1\xC8\xC5\x0D\xA9\x45\x4A\x11\x3E\x38\xA0\x4D\xE6\xB0\xBA\x4A\x4B\x21\x3C\x46\x1B\xC4\x8B\xED\x57\x43\x60\x17\x1D\x24\x2D\x2C\xD4\xEC\xD2\xD5\x15\xFB\xD4\xE9\xC7\xDF\xE5\x55\xF7\x52\x9A\x9D\x8B\xCB\x92\xBC\x29\xA4\x64\x57\x60\x7C\x88\xA7\xE6\xD5\xC7\xE1\x17\xE9\xD9\x93\x45\x99\x04\xDA\x8E\x3D\xFB\x5B\xCF\x92\x31\x38\x82\x88\x56\x32\x9A\xED\x2E\x84\xAC\x39\xA4\x84\x35\x3C\x41\x6E\x0E\xC6\xE0\xDF\xD4\x65\x5A\x9D\xFC\x00\xD0\x86\xCA\x4D\xB5\xAA\x9E\xB1\xE4\x59\xF0\x01\x9A\x49\x5A\x26\x5A\x61\xE0\x0C\x6B\xC7\x73\xF8\x79\xC2\x90\x27\x36\x64\xA6\xD2\x30\x02\xF6\x2F\x0F\xF8\x82\xCE\xB0\xE9\xA6\x98\x69\x66\x32\xDD\xE2\xF5\x18\xF2\xCC\x85\xBB\x6E\xF5\xD6\x5B\x99\x2E\xFB\x02\xB0\x1F\xBB\x06\x40\x19\x27\x8E\x39\x40\x25\xAC\x1D\xFD\xCF\xD4\xC0\x1C\x14\xA3\xF6\x3D\x37\x16\xE7\xFF\xF6\x08\x52\x32\x51\xB5\x78\xA5\x7D\x57\x33\x50\x5A\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2A\x80\x00\xB3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x6C\xCD\xD5\x20\x00\x00\x00\x00\x98\x3F\x01\xCD\x00\x00\x00\x00\xF7\x99\x23\xD4\x00\x00\x00\x00\x9F\x1A\x41\xE3\x00\x00\x00\x00\x8A\x0F\xA5\x8C\x00\x00\x00\x00\x6E\x8A\xE7\x5F\x00\x00\x00\x00\xA9\x45\x4A\x11\x00\x00\x00\x00\xE6\xB0\xBA\x4A\x00\x00\x00\x00\x1B\xC4\x8B\xED\x00\x00\x00\x00\x1D\x24\x2D\x2C\x00\x00\x00\x00\x15\xFB\xD4\xE9\x00\x00\x00\x00\xF7\x52\x9A\x9D\x00\x00\x00\x00\x29\xA4\x64\x57\x00\x00\x00\x00\xE6\xD5\xC7\xE1\x00\x00\x00\x00\x45\x99\x04\xDA\x00\x00\x00\x00\xCF\x92\x31\x38\x00\x00\x00\x00\x9A\xED\x2E\x84\x00\x00\x00\x00\x35\x3C\x41\x6E\x00\x00\x00\x00\xD4\x65\x5A\x9D\x00\x00\x00\x00\xCA\x4D\xB5\xAA\x00\x00\x00\x00\xF0\x01\x9A\x49\x00\x00\x00\x00\xE0\x0C\x6B\xC7\x00\x00\x00\x00\x90\x27\x36\x64\x00\x00\x00\x00\xF6\x2F\x0F\xF8\x00\x00\x00\x00\xA6\x98\x69\x66\x00\x00\x00\x00\x18\xF2\xCC\x85\x00\x00\x00\x00\x5B\x99\x2E\xFB\x00\x00\x00\x00\x06\x40\x19\x27\x00\x00\x00\x00\xAC\x1D\xFD\xCF\x00\x00\x00\x00\xA3\xF6\x3D\x37\x00\x00\x00\x00\x08\x52\x32\x51\x00\x00\x00\x00\x57\x33\x50\x5A\x92\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xF1)], 14336)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 14336)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x5A713557)], 14336)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x7DE45B17)], 14336)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xC8273913)], 14336)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x640FDA7F)], 14336)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x16FFAE09)], 14336)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xA8219AA6)], 14336)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x77671BFF)], 14336)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x3DDC9581)], 14336)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xB63BBA03)], 14336)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x6D04B82C)], 14336)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x25BFFD62)], 14336)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xFBA19537)], 14336)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xA09FCB65)], 14336)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x15893513)], 14336)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x356EED88)], 14336)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x74BD3B7B)], 14336)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x5ED92FCF)], 14336)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xB453A9E9)], 14336)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x390E8467)], 14336)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x9A89C773)], 14336)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xA9B90217)], 14336)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x11290655)], 14336)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x8F3C9A96)], 14336)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x29064A4F)], 14336)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xED1DCE47)], 14336)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xD7C592D8)], 14336)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x5163184B)], 14336)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x4D4BCFD3)], 14336)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x46FEBB02)], 14336)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xA15EDB1D)], 14336)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xCD45B384)], 14336)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xEF969E5D)], 14336)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7FFE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001800),
                gc.DataTuple('slot_count', 0x00000800),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3BF5171E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xB95983C49257),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xB9\x59\x83\xC4\x92\x57\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x7F\xFE\x00\x1C\x00\x00\x00\x00\x00\x00\xC1\x88\x00\x00\x00\x00\x00\x40\x00\x00\x38\xAA\x49\x50\x34\x7A\x96\x03\x07\x8B\xDF\xBF\x79\x84\x1B\x4A\xDF\xC5\x0E\x8A\x30\x3E\xB3\xC4\xAE\x05\x49\x38\x8C\x95\x5D\x1D\xFE\xA8\x74\xAE\xD4\xA5\xF3\x09\x00\xC5\xB1\x64\xBC\xE3\xF1\x1A\x56\x41\xDE\xFF\x19\xC6\xBC\xF8\x28\xA8\xF6\x4A\x29\xE1\x72\xA6\x22\xF4\x77\x00\x82\x01\x11\x97\xC4\x9C\x53\xF0\x94\xBE\x7B\xCA\xAC\x83\x69\x5A\xF6\xAC\x87\xF2\x44\x71\x0D\xB6\xF2\x99\x2C\xA1\x23\x19\x4C\x63\xE8\xE8\xFF\xEE\x3E\x8E\x02\xC7\x94\xCA\xC2\xD8\xBE\x8F\x3B\xB6\xA6\xE8\x89\x22\x58\x65\x49\x54\x65\x99\xC7\xB8\xE8\xD1\x55\x11\xB0\x81\x2C\xF1\x9C\x8B\x56\xB0\x98\xA4\x45\x67\x5C\xB2\xB1\x50\xA8\xAD\xCB\x88\x96\x4B\xEC\xDB\x8A\xE3\xA2\x1E\xD1\xE7\xFF\x28\xFA\xD5\xCA\xD2\x37\xBA\x4F\xFA\x42\xA1\x96\x53\x6D\x57\xE0\x14\x10\x72\x50\xA3\x99\xA3\x24\x1A\x04\x40\xC4\x22\x0F\x8A\x38\x21\x15\x6E\x6C\xAD\x2E\xD2\xFA\x27\x6C\x54\x76\xA0\x6F\xBC\x5A\x5B\xAE\x46\xC0\x06\x17\x5E\xB7\x23\x09\x7B\x73\x6A\x76\x43\x3F\x39\xC0\x18\x04\x49\x54\xA1\xAD\xA5\x1B\xAB\xDC\x6C\x23\x51\x09\x17\x0B\x73\xEF\x8D\x75\x7F\x16\x33\x78\x07\xA8\x2B\x02\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xB9\x59\x83\xC4\x92\x57\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x7F\xFE\x00\x1C\x00\x00\x00\x00\x00\x00\x07\xF1\x00\x00\x00\x00\x00\x40\x00\x00\x38\xAA\x49\x50\x5A\x71\x35\x57\x07\x8B\xDF\xBF\x7D\xE4\x5B\x17\xDF\xC5\x0E\x8A\xC8\x27\x39\x13\xAE\x05\x49\x38\x64\x0F\xDA\x7F\xFE\xA8\x74\xAE\x16\xFF\xAE\x09\x00\xC5\xB1\x64\xA8\x21\x9A\xA6\x56\x41\xDE\xFF\x77\x67\x1B\xFF\x28\xA8\xF6\x4A\x3D\xDC\x95\x81\x22\xF4\x77\x00\xB6\x3B\xBA\x03\xC4\x9C\x53\xF0\x6D\x04\xB8\x2C\xAC\x83\x69\x5A\x25\xBF\xFD\x62\x44\x71\x0D\xB6\xFB\xA1\x95\x37\x23\x19\x4C\x63\xA0\x9F\xCB\x65\x3E\x8E\x02\xC7\x15\x89\x35\x13\xBE\x8F\x3B\xB6\x35\x6E\xED\x88\x58\x65\x49\x54\x74\xBD\x3B\x7B\xE8\xD1\x55\x11\x5E\xD9\x2F\xCF\x9C\x8B\x56\xB0\xB4\x53\xA9\xE9\x5C\xB2\xB1\x50\x39\x0E\x84\x67\x96\x4B\xEC\xDB\x9A\x89\xC7\x73\xD1\xE7\xFF\x28\xA9\xB9\x02\x17\x37\xBA\x4F\xFA\x11\x29\x06\x55\x6D\x57\xE0\x14\x8F\x3C\x9A\x96\x99\xA3\x24\x1A\x29\x06\x4A\x4F\x0F\x8A\x38\x21\xED\x1D\xCE\x47\x2E\xD2\xFA\x27\xD7\xC5\x92\xD8\x6F\xBC\x5A\x5B\x51\x63\x18\x4B\x17\x5E\xB7\x23\x4D\x4B\xCF\xD3\x76\x43\x3F\x39\x46\xFE\xBB\x02\x54\xA1\xAD\xA5\xA1\x5E\xDB\x1D\x23\x51\x09\x17\xCD\x45\xB3\x84\x75\x7F\x16\x33\xEF\x96\x9E\x5D\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x38\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF1\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x5A\x71\x35\x57\x00\x00\x00\x00\x7D\xE4\x5B\x17\x00\x00\x00\x00\xC8\x27\x39\x13\x00\x00\x00\x00\x64\x0F\xDA\x7F\x00\x00\x00\x00\x16\xFF\xAE\x09\x00\x00\x00\x00\xA8\x21\x9A\xA6\x00\x00\x00\x00\x77\x67\x1B\xFF\x00\x00\x00\x00\x3D\xDC\x95\x81\x00\x00\x00\x00\xB6\x3B\xBA\x03\x00\x00\x00\x00\x6D\x04\xB8\x2C\x00\x00\x00\x00\x25\xBF\xFD\x62\x00\x00\x00\x00\xFB\xA1\x95\x37\x00\x00\x00\x00\xA0\x9F\xCB\x65\x00\x00\x00\x00\x15\x89\x35\x13\x00\x00\x00\x00\x35\x6E\xED\x88\x00\x00\x00\x00\x74\xBD\x3B\x7B\x00\x00\x00\x00\x5E\xD9\x2F\xCF\x00\x00\x00\x00\xB4\x53\xA9\xE9\x00\x00\x00\x00\x39\x0E\x84\x67\x00\x00\x00\x00\x9A\x89\xC7\x73\x00\x00\x00\x00\xA9\xB9\x02\x17\x00\x00\x00\x00\x11\x29\x06\x55\x00\x00\x00\x00\x8F\x3C\x9A\x96\x00\x00\x00\x00\x29\x06\x4A\x4F\x00\x00\x00\x00\xED\x1D\xCE\x47\x00\x00\x00\x00\xD7\xC5\x92\xD8\x00\x00\x00\x00\x51\x63\x18\x4B\x00\x00\x00\x00\x4D\x4B\xCF\xD3\x00\x00\x00\x00\x46\xFE\xBB\x02\x00\x00\x00\x00\xA1\x5E\xDB\x1D\x00\x00\x00\x00\xCD\x45\xB3\x84\x00\x00\x00\x00\xEF\x96\x9E\x5D\x02\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xBE)], 2103)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 2103)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x8EE83E97)], 2103)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x40208F75)], 2103)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xDAD7FB20)], 2103)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x22B2376A)], 2103)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xF174FE82)], 2103)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x12ED76F8)], 2103)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x2691739C)], 2103)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xC5CB7318)], 2103)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x6C4AE8DA)], 2103)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x37F30C25)], 2103)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x73CD9AF2)], 2103)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xBFB01C8C)], 2103)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x3EE58E47)], 2103)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xCA16654B)], 2103)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xEE943CC3)], 2103)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xACF6EB6C)], 2103)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x4D0F758C)], 2103)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x1A92DACB)], 2103)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xC7B67BE1)], 2103)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x6F1E8C59)], 2103)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xEC915E1B)], 2103)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xBF31EEEA)], 2103)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xC4F2DBEF)], 2103)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x22A5C71A)], 2103)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x9F39BC49)], 2103)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xD1615C90)], 2103)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x629FB037)], 2103)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x0636A61B)], 2103)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xAD4CD775)], 2103)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x94BD8A40)], 2103)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x6740BB6D)], 2103)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xD7F1A334)], 2103)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8F54),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000837),
                gc.DataTuple('slot_count', 0x00001216),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB202225F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xEC826991),
                gc.KeyTuple('src_port', 0x0698),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x0224),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x762DE16FCB5F),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x76\x2D\xE1\x6F\xCB\x5F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEC\x82\x69\x91\x00\x00\x00\x00\x06\x98\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x8F\x54\x00\x1F\x00\x00\x00\x00\x00\x00\xA0\x5C\x00\x00\x00\x00\x00\x40\x00\x00\xE2\x76\xFC\x8C\xE0\x28\xD3\x42\x69\xFE\x75\xAE\xD6\x7A\x83\xFE\x04\xAE\xC3\xD1\x08\x4E\xE1\x90\xAF\x35\x72\x4E\x78\x29\x90\xEE\xF5\x8B\x39\x82\xC7\xDD\x60\x3C\xC5\x15\xBF\xC6\x14\x5A\x97\x21\x84\x72\x8F\xA0\xD6\xE6\xDD\x55\xF1\x27\xD3\x18\x5D\x5B\x49\xCB\x3D\xA2\x12\x08\xAF\xC7\xCA\xCD\xB4\xCE\x38\xA9\xCD\xA9\xD4\x5F\xCC\x8D\x82\x49\x93\xF7\x7B\x15\xE5\x1D\x8F\x0E\x80\x1D\x77\x9D\xB8\xCD\xCC\x2E\xDE\xB1\xAA\xD2\x39\x62\x91\x2E\xA7\x3F\x31\x09\x66\x71\xDE\xFA\x01\x5C\xA5\x65\xC2\xF6\x47\xF6\x29\x20\x77\x9F\xA7\x80\x19\xE8\xFF\x94\xC4\xDF\xEF\x4E\x6A\xD0\xEC\xF7\x51\xEE\xED\x8E\xFD\x6E\xFA\x71\x30\xB2\x4D\xB6\x9F\xC6\x7F\xFD\x06\xB7\xEE\x22\x7F\x72\x3A\x7C\xE3\x4A\xF1\x71\xB3\x52\xBE\xC0\x47\xDF\x5A\xDB\xAB\x12\xA3\x13\x6B\x71\x91\x87\xDE\x39\xA8\x01\x1A\x09\x87\x07\x3E\xFC\x73\xCD\x6B\x39\xDD\xD0\xCF\xF9\xA6\x0E\x20\xA7\x63\x42\x34\xAD\x1B\x82\xF1\x5D\x9B\xF4\x2B\x33\xB1\x57\xEC\x08\xDF\x7C\xF7\x09\x0B\xD9\x27\x03\x73\x91\xAE\x3D\x9D\x04\x89\x81\x31\x76\x3E\x77\x57\xB4\x9C\xC2\x21\x11\xBE\x89\x9A\x67\xA9\xD7\x89\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x76\x2D\xE1\x6F\xCB\x5F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEC\x82\x69\x91\x00\x00\x00\x00\x06\x98\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x8F\x54\x00\x1F\x00\x00\x00\x00\x00\x00\x06\xBE\x00\x00\x00\x00\x00\x40\x00\x00\xE2\x76\xFC\x8C\x8E\xE8\x3E\x97\x69\xFE\x75\xAE\x40\x20\x8F\x75\x04\xAE\xC3\xD1\xDA\xD7\xFB\x20\xAF\x35\x72\x4E\x22\xB2\x37\x6A\xF5\x8B\x39\x82\xF1\x74\xFE\x82\xC5\x15\xBF\xC6\x12\xED\x76\xF8\x84\x72\x8F\xA0\x26\x91\x73\x9C\xF1\x27\xD3\x18\xC5\xCB\x73\x18\x3D\xA2\x12\x08\x6C\x4A\xE8\xDA\xB4\xCE\x38\xA9\x37\xF3\x0C\x25\xCC\x8D\x82\x49\x73\xCD\x9A\xF2\xE5\x1D\x8F\x0E\xBF\xB0\x1C\x8C\xB8\xCD\xCC\x2E\x3E\xE5\x8E\x47\x39\x62\x91\x2E\xCA\x16\x65\x4B\x66\x71\xDE\xFA\xEE\x94\x3C\xC3\xC2\xF6\x47\xF6\xAC\xF6\xEB\x6C\xA7\x80\x19\xE8\x4D\x0F\x75\x8C\xEF\x4E\x6A\xD0\x1A\x92\xDA\xCB\xED\x8E\xFD\x6E\xC7\xB6\x7B\xE1\x4D\xB6\x9F\xC6\x6F\x1E\x8C\x59\xEE\x22\x7F\x72\xEC\x91\x5E\x1B\xF1\x71\xB3\x52\xBF\x31\xEE\xEA\x5A\xDB\xAB\x12\xC4\xF2\xDB\xEF\x91\x87\xDE\x39\x22\xA5\xC7\x1A\x87\x07\x3E\xFC\x9F\x39\xBC\x49\xDD\xD0\xCF\xF9\xD1\x61\x5C\x90\x63\x42\x34\xAD\x62\x9F\xB0\x37\x9B\xF4\x2B\x33\x06\x36\xA6\x1B\xDF\x7C\xF7\x09\xAD\x4C\xD7\x75\x73\x91\xAE\x3D\x94\xBD\x8A\x40\x31\x76\x3E\x77\x67\x40\xBB\x6D\x21\x11\xBE\x89\xD7\xF1\xA3\x34\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x08\x37\x02\x24\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x8E\xE8\x3E\x97\x00\x00\x00\x00\x40\x20\x8F\x75\x00\x00\x00\x00\xDA\xD7\xFB\x20\x00\x00\x00\x00\x22\xB2\x37\x6A\x00\x00\x00\x00\xF1\x74\xFE\x82\x00\x00\x00\x00\x12\xED\x76\xF8\x00\x00\x00\x00\x26\x91\x73\x9C\x00\x00\x00\x00\xC5\xCB\x73\x18\x00\x00\x00\x00\x6C\x4A\xE8\xDA\x00\x00\x00\x00\x37\xF3\x0C\x25\x00\x00\x00\x00\x73\xCD\x9A\xF2\x00\x00\x00\x00\xBF\xB0\x1C\x8C\x00\x00\x00\x00\x3E\xE5\x8E\x47\x00\x00\x00\x00\xCA\x16\x65\x4B\x00\x00\x00\x00\xEE\x94\x3C\xC3\x00\x00\x00\x00\xAC\xF6\xEB\x6C\x00\x00\x00\x00\x4D\x0F\x75\x8C\x00\x00\x00\x00\x1A\x92\xDA\xCB\x00\x00\x00\x00\xC7\xB6\x7B\xE1\x00\x00\x00\x00\x6F\x1E\x8C\x59\x00\x00\x00\x00\xEC\x91\x5E\x1B\x00\x00\x00\x00\xBF\x31\xEE\xEA\x00\x00\x00\x00\xC4\xF2\xDB\xEF\x00\x00\x00\x00\x22\xA5\xC7\x1A\x00\x00\x00\x00\x9F\x39\xBC\x49\x00\x00\x00\x00\xD1\x61\x5C\x90\x00\x00\x00\x00\x62\x9F\xB0\x37\x00\x00\x00\x00\x06\x36\xA6\x1B\x00\x00\x00\x00\xAD\x4C\xD7\x75\x00\x00\x00\x00\x94\xBD\x8A\x40\x00\x00\x00\x00\x67\x40\xBB\x6D\x00\x00\x00\x00\xD7\xF1\xA3\x34\x89\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xAF)], 12205)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12205)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x621176AA)], 12205)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xF68EDE3B)], 12205)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xE83BEC57)], 12205)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xA954AB92)], 12205)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x04268D06)], 12205)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x46C4A9F5)], 12205)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x243D5DC9)], 12205)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x87796AC1)], 12205)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xE9DC2E49)], 12205)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x1C031835)], 12205)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xDCA67A7E)], 12205)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x83D8E4FB)], 12205)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x47CB4804)], 12205)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x1F4EE220)], 12205)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xE1D922FC)], 12205)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x4D8FE108)], 12205)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x96936343)], 12205)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xD11EA0BA)], 12205)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x0E6A1520)], 12205)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x5032FBA8)], 12205)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xE424D2C0)], 12205)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xC7A694F8)], 12205)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xBEA59102)], 12205)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x239D38FF)], 12205)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xE8445431)], 12205)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x504A3F8B)], 12205)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xCBDDACF2)], 12205)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x209ECBD0)], 12205)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x4000070D)], 12205)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x730B5F87)], 12205)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xDA311F63)], 12205)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x59F43706)], 12205)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD2B3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FAD),
                gc.DataTuple('slot_count', 0x000005C5),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC9E08DDB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x756F1F75),
                gc.KeyTuple('src_port', 0x15BB),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xE323132E0129),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xE3\x23\x13\x2E\x01\x29\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x75\x6F\x1F\x75\x00\x00\x00\x00\x15\xBB\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xD2\xB3\x00\x0E\x00\x00\x00\x00\x00\x00\x89\x3C\x00\x00\x00\x00\x00\x40\x00\x00\x8B\xEA\xE9\x89\xB3\x89\x97\x70\x69\x79\x54\xBA\x5E\x39\x4C\x10\x9F\xC0\x15\x96\xE0\x93\x15\x7F\x79\x1A\xC8\xEC\xA4\x8C\x2B\xA8\x40\x42\x32\xB5\xDF\xE8\x12\x33\x17\xED\x00\x85\xA6\x8B\xF9\x34\xC9\xAA\x98\x0D\x34\x87\x83\x89\x8F\x9E\xE4\x25\x85\x50\xAA\xA9\xF7\x40\xFE\x06\xAA\xC9\x38\x20\x36\x83\xBF\xB2\xAD\x05\x31\xDE\xE5\xAA\x7C\x55\xA1\x22\xD1\xCA\x91\x24\x47\xBB\xAC\x1B\x02\x66\x52\x0A\x6F\xA5\x58\x2F\x21\x26\x43\xD7\x43\x85\x89\x6A\xC7\xCD\x38\x2D\x5F\x2D\x8D\x41\x07\xA5\x15\x10\x8F\xDB\xF4\xE6\x89\x78\x56\x81\x06\x1C\x3B\x92\x98\x6E\x51\x8E\x6A\xF5\x1B\x45\x7F\xC4\x27\xFA\xB7\x2A\x32\x0B\xF6\x90\x2C\x88\x68\x28\xE2\x77\x6C\x47\x8B\xA0\xFB\x5F\x39\x4D\x6B\x1B\x52\x62\x11\x31\x6C\x37\xE3\x60\xE7\x32\x7C\x00\x3A\xA0\xCB\x69\x80\x8A\x99\x2E\xC7\xB1\x4C\x57\xC5\xA8\xE1\xB4\x67\x22\x4D\xCB\xE3\x28\x28\xD8\xA0\x92\xC4\x87\x95\x4D\x7F\x90\x81\x48\xC5\xAD\xE3\x00\xBC\xE2\x43\x64\xF5\x56\x10\x3F\x07\xE8\x01\xEB\xEC\x8E\x37\x7D\xD3\xA3\x68\x05\x8C\xE4\x7D\x19\xA6\xBF\x59\xDC\x38\x2E\xCD\xED\x50\xA9\xB6\xB3\x96\x62\xA5\xD4\x4B\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xE3\x23\x13\x2E\x01\x29\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x75\x6F\x1F\x75\x00\x00\x00\x00\x15\xBB\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xD2\xB3\x00\x0E\x00\x00\x00\x00\x00\x00\x07\xAF\x00\x00\x00\x00\x00\x40\x00\x00\x8B\xEA\xE9\x89\x62\x11\x76\xAA\x69\x79\x54\xBA\xF6\x8E\xDE\x3B\x9F\xC0\x15\x96\xE8\x3B\xEC\x57\x79\x1A\xC8\xEC\xA9\x54\xAB\x92\x40\x42\x32\xB5\x04\x26\x8D\x06\x17\xED\x00\x85\x46\xC4\xA9\xF5\xC9\xAA\x98\x0D\x24\x3D\x5D\xC9\x8F\x9E\xE4\x25\x87\x79\x6A\xC1\xF7\x40\xFE\x06\xE9\xDC\x2E\x49\x36\x83\xBF\xB2\x1C\x03\x18\x35\xE5\xAA\x7C\x55\xDC\xA6\x7A\x7E\x91\x24\x47\xBB\x83\xD8\xE4\xFB\x52\x0A\x6F\xA5\x47\xCB\x48\x04\x43\xD7\x43\x85\x1F\x4E\xE2\x20\x38\x2D\x5F\x2D\xE1\xD9\x22\xFC\x15\x10\x8F\xDB\x4D\x8F\xE1\x08\x56\x81\x06\x1C\x96\x93\x63\x43\x51\x8E\x6A\xF5\xD1\x1E\xA0\xBA\x27\xFA\xB7\x2A\x0E\x6A\x15\x20\x2C\x88\x68\x28\x50\x32\xFB\xA8\x8B\xA0\xFB\x5F\xE4\x24\xD2\xC0\x52\x62\x11\x31\xC7\xA6\x94\xF8\xE7\x32\x7C\x00\xBE\xA5\x91\x02\x80\x8A\x99\x2E\x23\x9D\x38\xFF\xC5\xA8\xE1\xB4\xE8\x44\x54\x31\xE3\x28\x28\xD8\x50\x4A\x3F\x8B\x95\x4D\x7F\x90\xCB\xDD\xAC\xF2\xE3\x00\xBC\xE2\x20\x9E\xCB\xD0\x10\x3F\x07\xE8\x40\x00\x07\x0D\x37\x7D\xD3\xA3\x73\x0B\x5F\x87\x7D\x19\xA6\xBF\xDA\x31\x1F\x63\xCD\xED\x50\xA9\x59\xF4\x37\x06\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2F\xAD\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAF\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x62\x11\x76\xAA\x00\x00\x00\x00\xF6\x8E\xDE\x3B\x00\x00\x00\x00\xE8\x3B\xEC\x57\x00\x00\x00\x00\xA9\x54\xAB\x92\x00\x00\x00\x00\x04\x26\x8D\x06\x00\x00\x00\x00\x46\xC4\xA9\xF5\x00\x00\x00\x00\x24\x3D\x5D\xC9\x00\x00\x00\x00\x87\x79\x6A\xC1\x00\x00\x00\x00\xE9\xDC\x2E\x49\x00\x00\x00\x00\x1C\x03\x18\x35\x00\x00\x00\x00\xDC\xA6\x7A\x7E\x00\x00\x00\x00\x83\xD8\xE4\xFB\x00\x00\x00\x00\x47\xCB\x48\x04\x00\x00\x00\x00\x1F\x4E\xE2\x20\x00\x00\x00\x00\xE1\xD9\x22\xFC\x00\x00\x00\x00\x4D\x8F\xE1\x08\x00\x00\x00\x00\x96\x93\x63\x43\x00\x00\x00\x00\xD1\x1E\xA0\xBA\x00\x00\x00\x00\x0E\x6A\x15\x20\x00\x00\x00\x00\x50\x32\xFB\xA8\x00\x00\x00\x00\xE4\x24\xD2\xC0\x00\x00\x00\x00\xC7\xA6\x94\xF8\x00\x00\x00\x00\xBE\xA5\x91\x02\x00\x00\x00\x00\x23\x9D\x38\xFF\x00\x00\x00\x00\xE8\x44\x54\x31\x00\x00\x00\x00\x50\x4A\x3F\x8B\x00\x00\x00\x00\xCB\xDD\xAC\xF2\x00\x00\x00\x00\x20\x9E\xCB\xD0\x00\x00\x00\x00\x40\x00\x07\x0D\x00\x00\x00\x00\x73\x0B\x5F\x87\x00\x00\x00\x00\xDA\x31\x1F\x63\x00\x00\x00\x00\x59\xF4\x37\x06\xA5\xD4\x4B\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x83)], 8551)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 8551)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x01053CD7)], 8551)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x4EAF48C1)], 8551)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xB701B8B7)], 8551)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x392AC581)], 8551)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xCE4C29E8)], 8551)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xC809D3DE)], 8551)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x2FB981DC)], 8551)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x74BAA3CC)], 8551)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x652A9015)], 8551)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xDA0E9F04)], 8551)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x53D13222)], 8551)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xA07C0D54)], 8551)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x286D5897)], 8551)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x518AF006)], 8551)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xB7F2F6D1)], 8551)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xEC763E96)], 8551)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x020F0D96)], 8551)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xF73BE669)], 8551)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x8AACDFCE)], 8551)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xE60D1405)], 8551)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x37F1101A)], 8551)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xD1117449)], 8551)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x274F082C)], 8551)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x12C3F22F)], 8551)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x64E639A3)], 8551)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xF98CA59D)], 8551)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x4FDE2955)], 8551)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x87B7E9A4)], 8551)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xB5E255AF)], 8551)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x6984A245)], 8551)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xB14451A8)], 8551)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xDF3CD171)], 8551)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x63C9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000167),
                gc.DataTuple('slot_count', 0x00000C46),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13F5C135),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xC28011BD),
                gc.KeyTuple('src_port', 0x9C59),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xA64E71D071A3),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xA6\x4E\x71\xD0\x71\xA3\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC2\x80\x11\xBD\x00\x00\x00\x00\x9C\x59\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x63\xC9\x22\xC8\x00\x00\x00\x00\x00\x00\x2B\x81\x00\x00\x00\x00\x00\x40\x00\x00\xBA\x32\xAC\xDE\x90\x44\x99\xD0\xD6\xDE\x8B\xE7\x40\xC9\x0D\x4B\x92\xA8\x2C\x0A\x92\x88\xAF\x62\x93\xAB\xD8\x97\xA4\x6E\x7D\x60\xC1\xDE\x16\xC5\x80\x3F\x9A\x28\x4A\x79\xA0\x4D\x09\xC0\xCA\x06\x76\x26\xA9\x72\x63\xA0\x71\x13\x77\x12\x8A\x19\x01\x90\x11\x71\xA2\x84\x3F\xCD\xCB\xD8\x22\x37\x0B\xD1\x57\xF3\x29\x4F\x1D\xCD\x9E\xFC\xB2\x49\x1F\x73\xE6\xEA\xAE\x80\x6A\x05\xCC\x54\x52\x34\x54\xB5\x01\x93\xC6\x0B\x55\x95\x83\x43\x2E\x70\xEF\xD4\x59\xDE\x52\x49\x38\xEC\xCC\xF7\xCA\x36\x60\xC2\xF9\xBF\x7F\x2A\xF5\xDD\xD7\xCB\xC0\xFC\x04\xFB\x3F\x6C\xD1\xE5\xA1\xCE\x7E\xE2\x24\x1A\x6E\xB9\x07\x62\x2B\xF0\x46\xAB\x17\x73\x26\x76\xE9\x0E\x18\x74\x22\xDE\x5B\x00\xE8\x87\x48\xAD\xA9\xDF\x35\x00\x66\xE4\xFA\xBB\xBD\x34\x24\xA0\xC1\x11\x8E\xD3\x31\x59\xA8\xDE\x40\x07\x8A\x31\xB2\x25\xA5\x51\x42\x64\x87\x67\xDB\x2D\x6F\x74\x83\x4D\x94\x64\x0D\xF4\x3A\xCC\x3D\x12\x63\x06\x1A\x2A\x21\xCD\x0A\x75\xCD\x12\xA9\xBF\xB3\x7D\x69\xA1\xFE\xEB\x49\x96\x7D\x8E\x50\xD3\xC0\x96\xF2\xD3\xEE\xAE\x8E\x69\x4B\x97\xDB\xBF\xD0\x87\x8A\x7A\x11\x46\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xA6\x4E\x71\xD0\x71\xA3\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC2\x80\x11\xBD\x00\x00\x00\x00\x9C\x59\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x63\xC9\x22\xC8\x00\x00\x00\x00\x00\x00\x07\x83\x00\x00\x00\x00\x00\x40\x00\x00\xBA\x32\xAC\xDE\x01\x05\x3C\xD7\xD6\xDE\x8B\xE7\x4E\xAF\x48\xC1\x92\xA8\x2C\x0A\xB7\x01\xB8\xB7\x93\xAB\xD8\x97\x39\x2A\xC5\x81\xC1\xDE\x16\xC5\xCE\x4C\x29\xE8\x4A\x79\xA0\x4D\xC8\x09\xD3\xDE\x76\x26\xA9\x72\x2F\xB9\x81\xDC\x77\x12\x8A\x19\x74\xBA\xA3\xCC\xA2\x84\x3F\xCD\x65\x2A\x90\x15\x0B\xD1\x57\xF3\xDA\x0E\x9F\x04\x9E\xFC\xB2\x49\x53\xD1\x32\x22\xAE\x80\x6A\x05\xA0\x7C\x0D\x54\x54\xB5\x01\x93\x28\x6D\x58\x97\x83\x43\x2E\x70\x51\x8A\xF0\x06\x52\x49\x38\xEC\xB7\xF2\xF6\xD1\x60\xC2\xF9\xBF\xEC\x76\x3E\x96\xD7\xCB\xC0\xFC\x02\x0F\x0D\x96\xD1\xE5\xA1\xCE\xF7\x3B\xE6\x69\x6E\xB9\x07\x62\x8A\xAC\xDF\xCE\x17\x73\x26\x76\xE6\x0D\x14\x05\x22\xDE\x5B\x00\x37\xF1\x10\x1A\xA9\xDF\x35\x00\xD1\x11\x74\x49\xBD\x34\x24\xA0\x27\x4F\x08\x2C\x31\x59\xA8\xDE\x12\xC3\xF2\x2F\xB2\x25\xA5\x51\x64\xE6\x39\xA3\xDB\x2D\x6F\x74\xF9\x8C\xA5\x9D\x0D\xF4\x3A\xCC\x4F\xDE\x29\x55\x1A\x2A\x21\xCD\x87\xB7\xE9\xA4\xA9\xBF\xB3\x7D\xB5\xE2\x55\xAF\x49\x96\x7D\x8E\x69\x84\xA2\x45\xF2\xD3\xEE\xAE\xB1\x44\x51\xA8\xDB\xBF\xD0\x87\xDF\x3C\xD1\x71\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x21\x67\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x83\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x01\x05\x3C\xD7\x00\x00\x00\x00\x4E\xAF\x48\xC1\x00\x00\x00\x00\xB7\x01\xB8\xB7\x00\x00\x00\x00\x39\x2A\xC5\x81\x00\x00\x00\x00\xCE\x4C\x29\xE8\x00\x00\x00\x00\xC8\x09\xD3\xDE\x00\x00\x00\x00\x2F\xB9\x81\xDC\x00\x00\x00\x00\x74\xBA\xA3\xCC\x00\x00\x00\x00\x65\x2A\x90\x15\x00\x00\x00\x00\xDA\x0E\x9F\x04\x00\x00\x00\x00\x53\xD1\x32\x22\x00\x00\x00\x00\xA0\x7C\x0D\x54\x00\x00\x00\x00\x28\x6D\x58\x97\x00\x00\x00\x00\x51\x8A\xF0\x06\x00\x00\x00\x00\xB7\xF2\xF6\xD1\x00\x00\x00\x00\xEC\x76\x3E\x96\x00\x00\x00\x00\x02\x0F\x0D\x96\x00\x00\x00\x00\xF7\x3B\xE6\x69\x00\x00\x00\x00\x8A\xAC\xDF\xCE\x00\x00\x00\x00\xE6\x0D\x14\x05\x00\x00\x00\x00\x37\xF1\x10\x1A\x00\x00\x00\x00\xD1\x11\x74\x49\x00\x00\x00\x00\x27\x4F\x08\x2C\x00\x00\x00\x00\x12\xC3\xF2\x2F\x00\x00\x00\x00\x64\xE6\x39\xA3\x00\x00\x00\x00\xF9\x8C\xA5\x9D\x00\x00\x00\x00\x4F\xDE\x29\x55\x00\x00\x00\x00\x87\xB7\xE9\xA4\x00\x00\x00\x00\xB5\xE2\x55\xAF\x00\x00\x00\x00\x69\x84\xA2\x45\x00\x00\x00\x00\xB1\x44\x51\xA8\x00\x00\x00\x00\xDF\x3C\xD1\x71\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xFB)], 12306)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12306)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x1BD82D58)], 12306)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x0FA32B60)], 12306)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x70394D8E)], 12306)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xAE2F9C7B)], 12306)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xA24A2191)], 12306)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x1B64A275)], 12306)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xFDA0B789)], 12306)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x2D483F7C)], 12306)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xBC304F01)], 12306)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x6FFF6712)], 12306)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x8C88E529)], 12306)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x911408FA)], 12306)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x1494CCFA)], 12306)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xE62FD54A)], 12306)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x7080E206)], 12306)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xE1AC1D29)], 12306)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xBADEBFB4)], 12306)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x20EF910B)], 12306)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xAE54FDDA)], 12306)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x724157CC)], 12306)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x6F6DB2F7)], 12306)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xFD6F9B09)], 12306)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x915E6621)], 12306)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xC7DCF135)], 12306)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xE5245676)], 12306)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x7A056177)], 12306)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xFDA59DB6)], 12306)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x66E0163B)], 12306)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x26EE0A35)], 12306)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x6A283EC3)], 12306)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x50ACEE60)], 12306)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x952CAFF2)], 12306)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4CF0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001012),
                gc.DataTuple('slot_count', 0x00000ED2),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6A807DED),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x68ABE5E0),
                gc.KeyTuple('src_port', 0xAFF2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x027C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x01D69886A71C),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x01\xD6\x98\x86\xA7\x1C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x68\xAB\xE5\xE0\x00\x00\x00\x00\xAF\xF2\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x4C\xF0\x00\x1F\x00\x00\x00\x00\x00\x00\xFB\x43\x00\x00\x00\x00\x00\x40\x00\x00\xD0\x79\x85\x64\x7E\xC6\x92\x57\xA9\xC8\xC3\x7F\x66\x76\x0C\xE4\x33\xB3\x57\x28\x45\x0F\xD3\x07\xE8\x18\xB3\x6B\xD6\xF2\x64\xA3\xFA\x4F\xAC\xEA\x30\x5D\x78\xED\x10\x7C\xA4\x1F\x8F\xE3\x12\xDE\x65\x15\xE4\xE3\x02\x9E\xBA\xCF\x65\xCC\x78\xB3\x38\xA1\x9B\x88\x53\x30\xB3\xEB\xE9\xBC\x7C\xE9\x62\x5F\x50\xEA\x89\x40\x31\xE5\x54\x7D\xC1\xFD\x7F\x7B\x29\x08\x85\xC5\x3D\x49\xF7\x02\x71\x39\x43\xB5\x03\xBB\xCC\x66\xA3\x0C\xF4\x78\xB0\x15\x62\x2C\x2F\x06\xC5\x38\xB9\x58\x9D\x5A\x80\x14\x0B\xD3\x8C\xAE\xBE\xC9\xD0\x19\x69\xBF\x47\x3C\xF4\xF8\x86\x5D\xF8\x07\x08\x38\xC4\xA3\x9C\x98\xC2\x6A\xB4\x05\x23\x5E\x48\xEC\x85\x5D\x4C\x22\x8B\xF4\xDF\x75\x99\x36\x6B\xEE\xAE\x68\x91\x65\xE4\xEC\xE1\xF7\x40\x86\x4B\xA3\x61\xD0\x55\xBB\x56\x26\x94\xFC\x9C\x27\x7B\xFA\xE0\xA4\x32\x8E\x34\xA1\x53\xFE\x53\x1A\x7F\x4C\x46\x0B\xF4\xE0\x76\xB7\x75\x9A\x94\x0C\x11\xFF\xB9\xA4\x62\x58\xDB\xB8\x68\xBE\x22\x80\x13\xC1\xFF\x7E\x69\xC8\xC0\xFF\x73\x86\x9E\x55\xF4\x95\x41\xD0\x28\x54\x90\xBF\x34\xD6\x5D\x1D\xE6\x25\x10\xAB\x40\x23\x81\x44\xE4\x2F\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x01\xD6\x98\x86\xA7\x1C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x68\xAB\xE5\xE0\x00\x00\x00\x00\xAF\xF2\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x4C\xF0\x00\x1F\x00\x00\x00\x00\x00\x00\x05\xFB\x00\x00\x00\x00\x00\x40\x00\x00\xD0\x79\x85\x64\x1B\xD8\x2D\x58\xA9\xC8\xC3\x7F\x0F\xA3\x2B\x60\x33\xB3\x57\x28\x70\x39\x4D\x8E\xE8\x18\xB3\x6B\xAE\x2F\x9C\x7B\xFA\x4F\xAC\xEA\xA2\x4A\x21\x91\x10\x7C\xA4\x1F\x1B\x64\xA2\x75\x65\x15\xE4\xE3\xFD\xA0\xB7\x89\x65\xCC\x78\xB3\x2D\x48\x3F\x7C\x53\x30\xB3\xEB\xBC\x30\x4F\x01\x62\x5F\x50\xEA\x6F\xFF\x67\x12\x54\x7D\xC1\xFD\x8C\x88\xE5\x29\x85\xC5\x3D\x49\x91\x14\x08\xFA\x43\xB5\x03\xBB\x14\x94\xCC\xFA\xF4\x78\xB0\x15\xE6\x2F\xD5\x4A\xC5\x38\xB9\x58\x70\x80\xE2\x06\x0B\xD3\x8C\xAE\xE1\xAC\x1D\x29\x69\xBF\x47\x3C\xBA\xDE\xBF\xB4\xF8\x07\x08\x38\x20\xEF\x91\x0B\xC2\x6A\xB4\x05\xAE\x54\xFD\xDA\x85\x5D\x4C\x22\x72\x41\x57\xCC\x99\x36\x6B\xEE\x6F\x6D\xB2\xF7\xE4\xEC\xE1\xF7\xFD\x6F\x9B\x09\x61\xD0\x55\xBB\x91\x5E\x66\x21\x9C\x27\x7B\xFA\xC7\xDC\xF1\x35\x34\xA1\x53\xFE\xE5\x24\x56\x76\x46\x0B\xF4\xE0\x7A\x05\x61\x77\x94\x0C\x11\xFF\xFD\xA5\x9D\xB6\xDB\xB8\x68\xBE\x66\xE0\x16\x3B\xFF\x7E\x69\xC8\x26\xEE\x0A\x35\x9E\x55\xF4\x95\x6A\x28\x3E\xC3\x90\xBF\x34\xD6\x50\xAC\xEE\x60\x10\xAB\x40\x23\x95\x2C\xAF\xF2\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x30\x12\x02\x7C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFB\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x1B\xD8\x2D\x58\x00\x00\x00\x00\x0F\xA3\x2B\x60\x00\x00\x00\x00\x70\x39\x4D\x8E\x00\x00\x00\x00\xAE\x2F\x9C\x7B\x00\x00\x00\x00\xA2\x4A\x21\x91\x00\x00\x00\x00\x1B\x64\xA2\x75\x00\x00\x00\x00\xFD\xA0\xB7\x89\x00\x00\x00\x00\x2D\x48\x3F\x7C\x00\x00\x00\x00\xBC\x30\x4F\x01\x00\x00\x00\x00\x6F\xFF\x67\x12\x00\x00\x00\x00\x8C\x88\xE5\x29\x00\x00\x00\x00\x91\x14\x08\xFA\x00\x00\x00\x00\x14\x94\xCC\xFA\x00\x00\x00\x00\xE6\x2F\xD5\x4A\x00\x00\x00\x00\x70\x80\xE2\x06\x00\x00\x00\x00\xE1\xAC\x1D\x29\x00\x00\x00\x00\xBA\xDE\xBF\xB4\x00\x00\x00\x00\x20\xEF\x91\x0B\x00\x00\x00\x00\xAE\x54\xFD\xDA\x00\x00\x00\x00\x72\x41\x57\xCC\x00\x00\x00\x00\x6F\x6D\xB2\xF7\x00\x00\x00\x00\xFD\x6F\x9B\x09\x00\x00\x00\x00\x91\x5E\x66\x21\x00\x00\x00\x00\xC7\xDC\xF1\x35\x00\x00\x00\x00\xE5\x24\x56\x76\x00\x00\x00\x00\x7A\x05\x61\x77\x00\x00\x00\x00\xFD\xA5\x9D\xB6\x00\x00\x00\x00\x66\xE0\x16\x3B\x00\x00\x00\x00\x26\xEE\x0A\x35\x00\x00\x00\x00\x6A\x28\x3E\xC3\x00\x00\x00\x00\x50\xAC\xEE\x60\x00\x00\x00\x00\x95\x2C\xAF\xF2\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x82)], 8413)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 8413)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x0A29FEA0)], 8413)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xBF873969)], 8413)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x1FB6B46A)], 8413)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x18AECE7E)], 8413)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xE7094E4E)], 8413)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x81F1F184)], 8413)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x84D2DC01)], 8413)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x2B39AE1E)], 8413)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x268588CC)], 8413)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x0206F475)], 8413)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x660C208B)], 8413)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xBDB9505B)], 8413)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xE8E6D6F5)], 8413)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x0F3E3414)], 8413)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x2CF76F74)], 8413)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x73796C0F)], 8413)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x246E64EE)], 8413)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x9FBB16A1)], 8413)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xB788008D)], 8413)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x46BF4F80)], 8413)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xEA9378E3)], 8413)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x9E607BE1)], 8413)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x8C2F9D36)], 8413)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x94D62CC2)], 8413)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x322C5B49)], 8413)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xCAA8E581)], 8413)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x6B76921D)], 8413)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xC212BECE)], 8413)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xCFB59327)], 8413)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x133A59F8)], 8413)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xB052DB03)], 8413)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x017E7C29)], 8413)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0BEA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000DD),
                gc.DataTuple('slot_count', 0x000012E4),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4DE000E1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD036DDF2),
                gc.KeyTuple('src_port', 0x2EFA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x01C5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xB8BAC25FE0B1),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xB8\xBA\xC2\x5F\xE0\xB1\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD0\x36\xDD\xF2\x00\x00\x00\x00\x2E\xFA\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x0B\xEA\x00\x11\x00\x00\x00\x00\x00\x00\x39\x0D\x00\x00\x00\x00\x00\x40\x00\x00\xC6\xC7\x4E\x00\x1D\x35\xDC\x66\xB2\xA2\x84\xC4\x5F\x3A\x22\xB7\xA3\x89\xC1\xD7\x5F\x9D\xCA\xA7\x6D\xEA\x92\x56\xA0\x74\x07\x12\xFF\x5A\x3A\x4A\x00\x4A\x33\x64\x59\x31\xF2\x14\xF9\x6E\x6F\x0A\x7A\x6C\xB7\xFD\x0B\x63\xEA\x45\x4D\xA7\x43\x86\x6E\x3D\x45\x19\x6F\x18\xA2\x13\x33\xBF\x75\x96\x65\xB7\x83\x6C\xA2\x2C\xC0\xC0\xFB\x3F\xA3\x33\xE9\x00\x99\xF9\xF9\x7A\x6B\xE7\x83\xC3\x48\x34\x79\x13\xEC\x2D\xF1\x07\x3E\x61\x9D\x4C\x85\x75\x62\xA0\x25\xA4\xC9\x42\xDE\x27\x56\x00\x1A\xCE\xDD\x53\x7B\x04\x2A\x72\xA0\x5E\xB9\xD7\xF1\xF7\xB2\x56\x70\x5F\xAC\x65\x4B\x56\xF4\x7F\xE7\x4B\x99\x1A\x93\x25\xFD\x9F\x37\x43\x3C\xC8\x5B\xEA\x98\xD1\xC4\x74\x17\x0B\xBC\x85\x55\x14\xA1\x65\x73\x96\x56\xEB\xAE\xF2\xAE\x47\x94\xE7\x54\x46\x8D\x38\x7D\x68\x45\xCD\x51\x79\xF8\x5B\x20\x57\xA1\xE6\x6E\x44\x43\x25\x24\x70\x10\x91\xC1\xE1\x6C\x3E\x59\xB1\xD0\x0E\xA2\x56\xCC\x3D\x81\x1B\xF1\x61\x2E\x99\x9C\x4B\x48\x15\xAB\x62\x43\x2F\xE2\x7C\x77\x25\x1C\xD8\x3B\x89\x56\xD2\xD5\x28\x40\x00\xF2\x35\xC9\x0E\xC6\xD8\x4B\x77\xEC\xEB\x82\x12\x38\x9A\xC2\xB8\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xB8\xBA\xC2\x5F\xE0\xB1\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD0\x36\xDD\xF2\x00\x00\x00\x00\x2E\xFA\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x0B\xEA\x00\x11\x00\x00\x00\x00\x00\x00\x05\x82\x00\x00\x00\x00\x00\x40\x00\x00\xC6\xC7\x4E\x00\x0A\x29\xFE\xA0\xB2\xA2\x84\xC4\xBF\x87\x39\x69\xA3\x89\xC1\xD7\x1F\xB6\xB4\x6A\x6D\xEA\x92\x56\x18\xAE\xCE\x7E\xFF\x5A\x3A\x4A\xE7\x09\x4E\x4E\x59\x31\xF2\x14\x81\xF1\xF1\x84\x7A\x6C\xB7\xFD\x84\xD2\xDC\x01\x4D\xA7\x43\x86\x2B\x39\xAE\x1E\x6F\x18\xA2\x13\x26\x85\x88\xCC\x65\xB7\x83\x6C\x02\x06\xF4\x75\xFB\x3F\xA3\x33\x66\x0C\x20\x8B\xF9\x7A\x6B\xE7\xBD\xB9\x50\x5B\x79\x13\xEC\x2D\xE8\xE6\xD6\xF5\x9D\x4C\x85\x75\x0F\x3E\x34\x14\xC9\x42\xDE\x27\x2C\xF7\x6F\x74\xDD\x53\x7B\x04\x73\x79\x6C\x0F\xB9\xD7\xF1\xF7\x24\x6E\x64\xEE\xAC\x65\x4B\x56\x9F\xBB\x16\xA1\x99\x1A\x93\x25\xB7\x88\x00\x8D\x3C\xC8\x5B\xEA\x46\xBF\x4F\x80\x17\x0B\xBC\x85\xEA\x93\x78\xE3\x73\x96\x56\xEB\x9E\x60\x7B\xE1\x94\xE7\x54\x46\x8C\x2F\x9D\x36\x45\xCD\x51\x79\x94\xD6\x2C\xC2\xA1\xE6\x6E\x44\x32\x2C\x5B\x49\x10\x91\xC1\xE1\xCA\xA8\xE5\x81\xD0\x0E\xA2\x56\x6B\x76\x92\x1D\xF1\x61\x2E\x99\xC2\x12\xBE\xCE\xAB\x62\x43\x2F\xCF\xB5\x93\x27\x1C\xD8\x3B\x89\x13\x3A\x59\xF8\x40\x00\xF2\x35\xB0\x52\xDB\x03\x4B\x77\xEC\xEB\x01\x7E\x7C\x29\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x20\xDD\x01\xC5\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x0A\x29\xFE\xA0\x00\x00\x00\x00\xBF\x87\x39\x69\x00\x00\x00\x00\x1F\xB6\xB4\x6A\x00\x00\x00\x00\x18\xAE\xCE\x7E\x00\x00\x00\x00\xE7\x09\x4E\x4E\x00\x00\x00\x00\x81\xF1\xF1\x84\x00\x00\x00\x00\x84\xD2\xDC\x01\x00\x00\x00\x00\x2B\x39\xAE\x1E\x00\x00\x00\x00\x26\x85\x88\xCC\x00\x00\x00\x00\x02\x06\xF4\x75\x00\x00\x00\x00\x66\x0C\x20\x8B\x00\x00\x00\x00\xBD\xB9\x50\x5B\x00\x00\x00\x00\xE8\xE6\xD6\xF5\x00\x00\x00\x00\x0F\x3E\x34\x14\x00\x00\x00\x00\x2C\xF7\x6F\x74\x00\x00\x00\x00\x73\x79\x6C\x0F\x00\x00\x00\x00\x24\x6E\x64\xEE\x00\x00\x00\x00\x9F\xBB\x16\xA1\x00\x00\x00\x00\xB7\x88\x00\x8D\x00\x00\x00\x00\x46\xBF\x4F\x80\x00\x00\x00\x00\xEA\x93\x78\xE3\x00\x00\x00\x00\x9E\x60\x7B\xE1\x00\x00\x00\x00\x8C\x2F\x9D\x36\x00\x00\x00\x00\x94\xD6\x2C\xC2\x00\x00\x00\x00\x32\x2C\x5B\x49\x00\x00\x00\x00\xCA\xA8\xE5\x81\x00\x00\x00\x00\x6B\x76\x92\x1D\x00\x00\x00\x00\xC2\x12\xBE\xCE\x00\x00\x00\x00\xCF\xB5\x93\x27\x00\x00\x00\x00\x13\x3A\x59\xF8\x00\x00\x00\x00\xB0\x52\xDB\x03\x00\x00\x00\x00\x01\x7E\x7C\x29\xC2\xB8\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC9)], 1702)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 1702)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x59C3C94A)], 1702)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xE6E34825)], 1702)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xACA4EE64)], 1702)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x47247124)], 1702)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xC7A509D8)], 1702)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xC9529A34)], 1702)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xB0235F81)], 1702)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xD806F09C)], 1702)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x6D9C209C)], 1702)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x73E717F5)], 1702)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xC119D080)], 1702)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x45B5D426)], 1702)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x4E79ECB0)], 1702)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x45CE83FC)], 1702)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x90739306)], 1702)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x69EC26B6)], 1702)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x29206D78)], 1702)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x155534D8)], 1702)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x1A881182)], 1702)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xEE2AA9BA)], 1702)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xF404F62A)], 1702)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xDFDFB02E)], 1702)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xDAEA5E5E)], 1702)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xCCFD691B)], 1702)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xD80B1864)], 1702)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x8DDDE3D3)], 1702)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x673DBA40)], 1702)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x23313686)], 1702)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xFD25E9D4)], 1702)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x06E10EFA)], 1702)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xF86BD620)], 1702)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x0E2D0D7D)], 1702)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0ED6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006A6),
                gc.DataTuple('slot_count', 0x00000F20),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE00A514C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x877621C97F0F),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x87\x76\x21\xC9\x7F\x0F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x0E\xD6\x00\x02\x00\x00\x00\x00\x00\x00\x30\x9F\x00\x00\x00\x00\x00\x40\x00\x00\xDD\x15\x50\x94\x78\x8D\xFA\xEB\xAE\xFC\xFE\xF5\x3A\x8A\x0C\x1E\x97\x29\xE3\x25\x4E\x52\x9A\xDA\xE9\x7C\x4C\x23\x23\x51\x5A\x30\xC5\x20\x7E\x40\x55\x7D\x55\x32\xA2\x06\xB9\xDC\xA9\x55\xDF\x06\x0D\xD1\x35\xF1\xE9\xFF\x51\x78\xB9\x82\x4A\x1E\xBF\xF3\x7D\x1B\xAE\xF8\x04\xE3\xD6\xAC\x3A\x5B\x46\x30\xBE\x18\xB7\x14\xA0\xD2\x71\x29\x18\x19\x4E\xAA\x37\x49\x2A\x38\xFE\x5B\x46\x18\x93\xF8\x07\xD1\xBF\x2D\xD4\x98\xF9\x09\x01\xF1\x21\xE8\x66\xF7\x63\xCD\x33\x34\xB3\x70\xA4\x90\x6F\xA2\x2E\xA3\xC7\x28\x93\x07\xDA\xE9\x9E\x0D\x3F\x07\x83\x5A\x55\x28\x0B\x01\x9A\x05\x4E\xF7\x11\x8A\x94\x90\xEF\xE3\x42\x38\x56\x25\xFD\x60\xCD\x9B\xB5\xB1\x62\x15\x06\x89\x7F\x5E\x09\xFE\x6A\xE4\xEB\xB7\xE9\xA4\xA3\x04\x42\x4B\x15\xB0\xAF\xEA\x8F\x3D\x7C\xAC\xA2\x14\x6B\x67\x96\x20\x20\x96\x0D\x4F\x67\x6F\xB6\x78\xA9\xC7\xCA\x23\xB9\x3A\x37\x6E\xEF\xEB\x7B\x43\xBD\x62\x0C\x46\xFC\x18\x79\x41\xBE\xEC\x12\xA3\x14\xBE\xF1\xE4\x29\xCC\xA3\xD2\x47\x30\x39\x48\xEA\xA0\xC6\xB4\xF5\xD6\x18\x8E\x20\x6E\xA9\x26\x7C\x78\x9E\x9D\x14\xDB\xC2\xC5\x89\xD6\xA1\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x87\x76\x21\xC9\x7F\x0F\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x0E\xD6\x00\x02\x00\x00\x00\x00\x00\x00\x06\xC9\x00\x00\x00\x00\x00\x40\x00\x00\xDD\x15\x50\x94\x59\xC3\xC9\x4A\xAE\xFC\xFE\xF5\xE6\xE3\x48\x25\x97\x29\xE3\x25\xAC\xA4\xEE\x64\xE9\x7C\x4C\x23\x47\x24\x71\x24\xC5\x20\x7E\x40\xC7\xA5\x09\xD8\xA2\x06\xB9\xDC\xC9\x52\x9A\x34\x0D\xD1\x35\xF1\xB0\x23\x5F\x81\xB9\x82\x4A\x1E\xD8\x06\xF0\x9C\xAE\xF8\x04\xE3\x6D\x9C\x20\x9C\x46\x30\xBE\x18\x73\xE7\x17\xF5\x71\x29\x18\x19\xC1\x19\xD0\x80\x2A\x38\xFE\x5B\x45\xB5\xD4\x26\x07\xD1\xBF\x2D\x4E\x79\xEC\xB0\x01\xF1\x21\xE8\x45\xCE\x83\xFC\x33\x34\xB3\x70\x90\x73\x93\x06\x2E\xA3\xC7\x28\x69\xEC\x26\xB6\x9E\x0D\x3F\x07\x29\x20\x6D\x78\x0B\x01\x9A\x05\x15\x55\x34\xD8\x94\x90\xEF\xE3\x1A\x88\x11\x82\xFD\x60\xCD\x9B\xEE\x2A\xA9\xBA\x06\x89\x7F\x5E\xF4\x04\xF6\x2A\xEB\xB7\xE9\xA4\xDF\xDF\xB0\x2E\x15\xB0\xAF\xEA\xDA\xEA\x5E\x5E\xA2\x14\x6B\x67\xCC\xFD\x69\x1B\x0D\x4F\x67\x6F\xD8\x0B\x18\x64\xCA\x23\xB9\x3A\x8D\xDD\xE3\xD3\x7B\x43\xBD\x62\x67\x3D\xBA\x40\x79\x41\xBE\xEC\x23\x31\x36\x86\xF1\xE4\x29\xCC\xFD\x25\xE9\xD4\x39\x48\xEA\xA0\x06\xE1\x0E\xFA\x18\x8E\x20\x6E\xF8\x6B\xD6\x20\x9E\x9D\x14\xDB\x0E\x2D\x0D\x7D\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x06\xA6\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC9\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x59\xC3\xC9\x4A\x00\x00\x00\x00\xE6\xE3\x48\x25\x00\x00\x00\x00\xAC\xA4\xEE\x64\x00\x00\x00\x00\x47\x24\x71\x24\x00\x00\x00\x00\xC7\xA5\x09\xD8\x00\x00\x00\x00\xC9\x52\x9A\x34\x00\x00\x00\x00\xB0\x23\x5F\x81\x00\x00\x00\x00\xD8\x06\xF0\x9C\x00\x00\x00\x00\x6D\x9C\x20\x9C\x00\x00\x00\x00\x73\xE7\x17\xF5\x00\x00\x00\x00\xC1\x19\xD0\x80\x00\x00\x00\x00\x45\xB5\xD4\x26\x00\x00\x00\x00\x4E\x79\xEC\xB0\x00\x00\x00\x00\x45\xCE\x83\xFC\x00\x00\x00\x00\x90\x73\x93\x06\x00\x00\x00\x00\x69\xEC\x26\xB6\x00\x00\x00\x00\x29\x20\x6D\x78\x00\x00\x00\x00\x15\x55\x34\xD8\x00\x00\x00\x00\x1A\x88\x11\x82\x00\x00\x00\x00\xEE\x2A\xA9\xBA\x00\x00\x00\x00\xF4\x04\xF6\x2A\x00\x00\x00\x00\xDF\xDF\xB0\x2E\x00\x00\x00\x00\xDA\xEA\x5E\x5E\x00\x00\x00\x00\xCC\xFD\x69\x1B\x00\x00\x00\x00\xD8\x0B\x18\x64\x00\x00\x00\x00\x8D\xDD\xE3\xD3\x00\x00\x00\x00\x67\x3D\xBA\x40\x00\x00\x00\x00\x23\x31\x36\x86\x00\x00\x00\x00\xFD\x25\xE9\xD4\x00\x00\x00\x00\x06\xE1\x0E\xFA\x00\x00\x00\x00\xF8\x6B\xD6\x20\x00\x00\x00\x00\x0E\x2D\x0D\x7D\xA1\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x8F)], 3742)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 3742)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x9BA96E28)], 3742)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x49513AFB)], 3742)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x820E0198)], 3742)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x5BFC5CC9)], 3742)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xDC8C9795)], 3742)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x1AB5AF17)], 3742)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x0B15DEF7)], 3742)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x50232F84)], 3742)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xB97CBB14)], 3742)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xD14B41F2)], 3742)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x64844112)], 3742)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x870C7D6E)], 3742)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x15470693)], 3742)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xD29B7DAC)], 3742)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xEB52870F)], 3742)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xE727A343)], 3742)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xF060A15F)], 3742)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x47E750F3)], 3742)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xFB56B9C3)], 3742)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x00759499)], 3742)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x92B1A581)], 3742)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xD52C7221)], 3742)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xCCD0B863)], 3742)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x7B2F065E)], 3742)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xA674E905)], 3742)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x72CD3EFA)], 3742)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xE8B33E21)], 3742)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xE598885D)], 3742)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xEBB30A0F)], 3742)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x59B06EA0)], 3742)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xAB3B601A)], 3742)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xFD6A7A11)], 3742)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAC58),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E9E),
                gc.DataTuple('slot_count', 0x00000286),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEBFD2568),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x97ACD4F4),
                gc.KeyTuple('src_port', 0xAF63),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x01CF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x705275C02179),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x70\x52\x75\xC0\x21\x79\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x97\xAC\xD4\xF4\x00\x00\x00\x00\xAF\x63\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xAC\x58\x00\x05\x00\x00\x00\x00\x00\x00\x02\x57\x00\x00\x00\x00\x00\x40\x00\x00\x4E\x44\x3C\x7C\x0E\x9F\xED\xFB\xBF\xE1\x39\x63\xE3\x2C\x68\x93\x02\xE9\x25\x05\x85\xE3\xD2\x1E\x70\x54\xD0\x87\xCD\x79\xD1\x1C\xAC\x87\x58\x19\x99\xF7\x44\xB6\xB3\xBF\xBE\x3D\xD3\xED\xBD\xD5\x0B\xCA\x7E\x24\xE7\x1B\x63\xDF\x46\xF1\x69\x1E\xA9\x8A\x7D\x91\x42\xD2\x7C\xA9\x6C\xDD\x95\xEF\x5C\xDC\x70\x33\x60\xD0\xB3\xE5\x75\x87\x47\xC5\xF0\x4C\x58\x38\xA4\xAF\x53\xAB\x77\x09\x56\x73\xC7\x71\x0E\x09\xA4\x31\x7B\xF2\xFC\xA0\x89\x35\x73\xFE\x55\x84\xAB\x47\x0E\xA8\x0F\x3C\x58\xDA\xD0\xF7\xF0\x5A\x88\x38\x46\xB1\x87\xB8\xA0\xDF\xAD\xE7\xAF\x82\x38\x3C\xDC\x6C\x0E\x9C\x56\x6F\x97\x8C\xC1\x17\x75\xE6\xF1\xC7\x0A\xAB\x8E\x2E\x4B\x0F\x32\x4A\x77\xE0\xE7\x90\x67\x6D\x58\xAC\x58\x1B\xD6\x87\x3E\xE2\x50\xE1\x58\x5B\x64\x96\x1B\x43\x48\x1C\x91\x96\xD9\x85\x10\x01\x59\x12\x99\xB7\xFB\x08\x4E\x26\x90\x3E\xAB\x2A\x81\x45\xCA\xA1\x46\x9B\xAC\x3F\x04\x4D\xED\xE4\x4E\x2E\xB3\x2C\x1A\xB0\x06\x6C\x89\xD7\x9C\x78\x79\xE6\x90\x0B\xD9\xD3\xAB\xF4\x89\xF6\xD5\x24\x2B\x62\xFF\x75\x43\xC6\x9F\x9F\xB7\xBB\x2D\xF7\x2B\x21\xA0\xD2\x21\x1C\xDC\x70\x80\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x70\x52\x75\xC0\x21\x79\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x97\xAC\xD4\xF4\x00\x00\x00\x00\xAF\x63\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xAC\x58\x00\x05\x00\x00\x00\x00\x00\x00\x06\x8F\x00\x00\x00\x00\x00\x40\x00\x00\x4E\x44\x3C\x7C\x9B\xA9\x6E\x28\xBF\xE1\x39\x63\x49\x51\x3A\xFB\x02\xE9\x25\x05\x82\x0E\x01\x98\x70\x54\xD0\x87\x5B\xFC\x5C\xC9\xAC\x87\x58\x19\xDC\x8C\x97\x95\xB3\xBF\xBE\x3D\x1A\xB5\xAF\x17\x0B\xCA\x7E\x24\x0B\x15\xDE\xF7\x46\xF1\x69\x1E\x50\x23\x2F\x84\x42\xD2\x7C\xA9\xB9\x7C\xBB\x14\x5C\xDC\x70\x33\xD1\x4B\x41\xF2\x75\x87\x47\xC5\x64\x84\x41\x12\xA4\xAF\x53\xAB\x87\x0C\x7D\x6E\xC7\x71\x0E\x09\x15\x47\x06\x93\xFC\xA0\x89\x35\xD2\x9B\x7D\xAC\xAB\x47\x0E\xA8\xEB\x52\x87\x0F\xD0\xF7\xF0\x5A\xE7\x27\xA3\x43\x87\xB8\xA0\xDF\xF0\x60\xA1\x5F\x38\x3C\xDC\x6C\x47\xE7\x50\xF3\x97\x8C\xC1\x17\xFB\x56\xB9\xC3\x0A\xAB\x8E\x2E\x00\x75\x94\x99\x77\xE0\xE7\x90\x92\xB1\xA5\x81\x58\x1B\xD6\x87\xD5\x2C\x72\x21\x58\x5B\x64\x96\xCC\xD0\xB8\x63\x91\x96\xD9\x85\x7B\x2F\x06\x5E\x99\xB7\xFB\x08\xA6\x74\xE9\x05\xAB\x2A\x81\x45\x72\xCD\x3E\xFA\xAC\x3F\x04\x4D\xE8\xB3\x3E\x21\xB3\x2C\x1A\xB0\xE5\x98\x88\x5D\x9C\x78\x79\xE6\xEB\xB3\x0A\x0F\xAB\xF4\x89\xF6\x59\xB0\x6E\xA0\xFF\x75\x43\xC6\xAB\x3B\x60\x1A\x2D\xF7\x2B\x21\xFD\x6A\x7A\x11\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0E\x9E\x01\xCF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8F\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x9B\xA9\x6E\x28\x00\x00\x00\x00\x49\x51\x3A\xFB\x00\x00\x00\x00\x82\x0E\x01\x98\x00\x00\x00\x00\x5B\xFC\x5C\xC9\x00\x00\x00\x00\xDC\x8C\x97\x95\x00\x00\x00\x00\x1A\xB5\xAF\x17\x00\x00\x00\x00\x0B\x15\xDE\xF7\x00\x00\x00\x00\x50\x23\x2F\x84\x00\x00\x00\x00\xB9\x7C\xBB\x14\x00\x00\x00\x00\xD1\x4B\x41\xF2\x00\x00\x00\x00\x64\x84\x41\x12\x00\x00\x00\x00\x87\x0C\x7D\x6E\x00\x00\x00\x00\x15\x47\x06\x93\x00\x00\x00\x00\xD2\x9B\x7D\xAC\x00\x00\x00\x00\xEB\x52\x87\x0F\x00\x00\x00\x00\xE7\x27\xA3\x43\x00\x00\x00\x00\xF0\x60\xA1\x5F\x00\x00\x00\x00\x47\xE7\x50\xF3\x00\x00\x00\x00\xFB\x56\xB9\xC3\x00\x00\x00\x00\x00\x75\x94\x99\x00\x00\x00\x00\x92\xB1\xA5\x81\x00\x00\x00\x00\xD5\x2C\x72\x21\x00\x00\x00\x00\xCC\xD0\xB8\x63\x00\x00\x00\x00\x7B\x2F\x06\x5E\x00\x00\x00\x00\xA6\x74\xE9\x05\x00\x00\x00\x00\x72\xCD\x3E\xFA\x00\x00\x00\x00\xE8\xB3\x3E\x21\x00\x00\x00\x00\xE5\x98\x88\x5D\x00\x00\x00\x00\xEB\xB3\x0A\x0F\x00\x00\x00\x00\x59\xB0\x6E\xA0\x00\x00\x00\x00\xAB\x3B\x60\x1A\x00\x00\x00\x00\xFD\x6A\x7A\x11\xDC\x70\x80\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xEB)], 10167)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10167)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x25115303)], 10167)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x2B27846E)], 10167)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x26A505AC)], 10167)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xCDDADFD2)], 10167)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xA6BAA671)], 10167)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x0267675D)], 10167)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xFB2252B7)], 10167)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xFCD00DE8)], 10167)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x4C765326)], 10167)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x1F5DD69F)], 10167)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x1BE3E900)], 10167)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xA5D8452B)], 10167)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x1C5E352C)], 10167)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x3B0D03D1)], 10167)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x560D6225)], 10167)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xCB644F50)], 10167)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x35AB7F6E)], 10167)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x8F4912A2)], 10167)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x94D31A47)], 10167)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x54273491)], 10167)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xA272D4B8)], 10167)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x560D8C95)], 10167)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x06FD52D1)], 10167)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xD8E48C1B)], 10167)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x59E98186)], 10167)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xC1A1F418)], 10167)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x60F6933C)], 10167)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xB87F0B83)], 10167)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x8D537440)], 10167)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xA09D04ED)], 10167)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xE4DD30B8)], 10167)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC7E023E9)], 10167)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x24C7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007B7),
                gc.DataTuple('slot_count', 0x0000044B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4AA53DAC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xB31A77F5F637),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xB3\x1A\x77\xF5\xF6\x37\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x24\xC7\x00\x02\x00\x00\x00\x00\x00\x00\xCB\xF3\x00\x00\x00\x00\x00\x40\x00\x00\x89\x31\x31\x75\x93\x8E\xA4\xD9\x64\x10\x71\x75\x93\x89\x22\xBA\x3F\xCD\xCB\x61\x6D\xC0\xFC\x45\xA4\xE7\xFE\x22\xD0\x53\xE0\xA1\x2E\x35\xDD\x07\x99\x6C\xAC\x21\xE5\xA5\x95\xB3\x2B\x2D\xC8\xD1\x76\x07\x46\xCB\xE5\x0E\x85\x52\x82\x00\x4A\x07\x34\xF3\xB3\xB1\x7B\x21\x0D\xC6\x2D\x1B\x27\xD9\xB1\xC0\xBB\xED\xEA\xA9\xC5\x64\x88\xE8\x75\xD3\x57\x16\x1C\x9B\x38\x2B\xBA\xBC\x57\x9D\xB2\x8D\xF3\xE1\x9E\xB1\xFF\x76\x7A\xED\xC1\x3B\xDE\x01\x8D\xDC\x34\xB8\xD7\x8D\x4F\x03\xAB\xF8\x18\xEA\x3D\xCC\x64\x30\x5E\x53\xA3\x17\xA8\x7E\x56\x31\x01\x49\xC7\x71\xDC\x30\xC6\x40\x46\x9C\xA2\x25\x9E\x03\xC1\x98\xA9\x67\xEF\xEE\x72\xD0\x94\xFC\xD0\x19\x34\xF7\x3C\x2C\x52\x3F\xDC\x02\xEB\x22\x36\xDD\x28\x35\xB4\x73\x06\x6C\x91\xC5\x50\x0E\x1C\xCF\xF5\x90\x18\x1B\xB4\xEB\x04\x44\x1B\x02\x05\xBD\xD8\x65\xA7\x00\x4C\xD9\xF1\x0F\x31\x4F\x8B\xBC\x37\x1B\x51\xE3\xBF\x66\xF1\x88\xC8\xFD\x34\x43\xC4\x34\xF0\x73\x36\xB3\x92\x57\x7D\x2A\x96\x48\xE8\x5D\x94\x63\x7C\x34\xA8\xCA\xCF\x46\xA8\xA7\x85\x78\xB9\x66\x7C\xFD\x3B\x8B\x0D\x21\xCF\x46\x66\x96\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xB3\x1A\x77\xF5\xF6\x37\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x24\xC7\x00\x02\x00\x00\x00\x00\x00\x00\x07\xEB\x00\x00\x00\x00\x00\x40\x00\x00\x89\x31\x31\x75\x25\x11\x53\x03\x64\x10\x71\x75\x2B\x27\x84\x6E\x3F\xCD\xCB\x61\x26\xA5\x05\xAC\xA4\xE7\xFE\x22\xCD\xDA\xDF\xD2\x2E\x35\xDD\x07\xA6\xBA\xA6\x71\xE5\xA5\x95\xB3\x02\x67\x67\x5D\x76\x07\x46\xCB\xFB\x22\x52\xB7\x82\x00\x4A\x07\xFC\xD0\x0D\xE8\x7B\x21\x0D\xC6\x4C\x76\x53\x26\xB1\xC0\xBB\xED\x1F\x5D\xD6\x9F\x88\xE8\x75\xD3\x1B\xE3\xE9\x00\x38\x2B\xBA\xBC\xA5\xD8\x45\x2B\xF3\xE1\x9E\xB1\x1C\x5E\x35\x2C\xC1\x3B\xDE\x01\x3B\x0D\x03\xD1\xD7\x8D\x4F\x03\x56\x0D\x62\x25\x3D\xCC\x64\x30\xCB\x64\x4F\x50\xA8\x7E\x56\x31\x35\xAB\x7F\x6E\xDC\x30\xC6\x40\x8F\x49\x12\xA2\x9E\x03\xC1\x98\x94\xD3\x1A\x47\x72\xD0\x94\xFC\x54\x27\x34\x91\x3C\x2C\x52\x3F\xA2\x72\xD4\xB8\x36\xDD\x28\x35\x56\x0D\x8C\x95\x91\xC5\x50\x0E\x06\xFD\x52\xD1\x18\x1B\xB4\xEB\xD8\xE4\x8C\x1B\x05\xBD\xD8\x65\x59\xE9\x81\x86\xF1\x0F\x31\x4F\xC1\xA1\xF4\x18\x51\xE3\xBF\x66\x60\xF6\x93\x3C\x34\x43\xC4\x34\xB8\x7F\x0B\x83\x92\x57\x7D\x2A\x8D\x53\x74\x40\x94\x63\x7C\x34\xA0\x9D\x04\xED\xA8\xA7\x85\x78\xE4\xDD\x30\xB8\x3B\x8B\x0D\x21\xC7\xE0\x23\xE9\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x27\xB7\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEB\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x25\x11\x53\x03\x00\x00\x00\x00\x2B\x27\x84\x6E\x00\x00\x00\x00\x26\xA5\x05\xAC\x00\x00\x00\x00\xCD\xDA\xDF\xD2\x00\x00\x00\x00\xA6\xBA\xA6\x71\x00\x00\x00\x00\x02\x67\x67\x5D\x00\x00\x00\x00\xFB\x22\x52\xB7\x00\x00\x00\x00\xFC\xD0\x0D\xE8\x00\x00\x00\x00\x4C\x76\x53\x26\x00\x00\x00\x00\x1F\x5D\xD6\x9F\x00\x00\x00\x00\x1B\xE3\xE9\x00\x00\x00\x00\x00\xA5\xD8\x45\x2B\x00\x00\x00\x00\x1C\x5E\x35\x2C\x00\x00\x00\x00\x3B\x0D\x03\xD1\x00\x00\x00\x00\x56\x0D\x62\x25\x00\x00\x00\x00\xCB\x64\x4F\x50\x00\x00\x00\x00\x35\xAB\x7F\x6E\x00\x00\x00\x00\x8F\x49\x12\xA2\x00\x00\x00\x00\x94\xD3\x1A\x47\x00\x00\x00\x00\x54\x27\x34\x91\x00\x00\x00\x00\xA2\x72\xD4\xB8\x00\x00\x00\x00\x56\x0D\x8C\x95\x00\x00\x00\x00\x06\xFD\x52\xD1\x00\x00\x00\x00\xD8\xE4\x8C\x1B\x00\x00\x00\x00\x59\xE9\x81\x86\x00\x00\x00\x00\xC1\xA1\xF4\x18\x00\x00\x00\x00\x60\xF6\x93\x3C\x00\x00\x00\x00\xB8\x7F\x0B\x83\x00\x00\x00\x00\x8D\x53\x74\x40\x00\x00\x00\x00\xA0\x9D\x04\xED\x00\x00\x00\x00\xE4\xDD\x30\xB8\x00\x00\x00\x00\xC7\xE0\x23\xE9\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x12)], 12333)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12333)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xCC708FDE)], 12333)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x08221529)], 12333)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x55CC440C)], 12333)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x097E241D)], 12333)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xF5309569)], 12333)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xC3061E3E)], 12333)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x683EDA8A)], 12333)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xB7A465C1)], 12333)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x693A7254)], 12333)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xC16B931E)], 12333)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x9143848A)], 12333)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x4ACA2ABF)], 12333)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xEF6465D0)], 12333)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x3EB3511A)], 12333)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xEAC8810A)], 12333)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x1F65DCF2)], 12333)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x5D5FB8CA)], 12333)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x81512B40)], 12333)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x60B907EC)], 12333)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x427AEB8F)], 12333)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xE35B11E5)], 12333)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xAD7D6109)], 12333)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xB4B7FD97)], 12333)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xD0E1DE99)], 12333)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x1A33A9E4)], 12333)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x90F7C59C)], 12333)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x0E503A66)], 12333)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x9644306C)], 12333)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x32E1418F)], 12333)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xD84AC226)], 12333)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xDF4642D3)], 12333)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x81934122)], 12333)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5EE4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000102D),
                gc.DataTuple('slot_count', 0x00000EEC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x003746FF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x46A849D55313),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x46\xA8\x49\xD5\x53\x13\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x5E\xE4\x00\x07\x00\x00\x00\x00\x00\x00\x43\xB9\x00\x00\x00\x00\x00\x40\x00\x00\x98\x5E\x31\x7E\x37\x6C\x2A\x22\x4E\x61\x89\xC0\x9B\x71\x48\x2B\xC7\x66\x29\x79\xBB\xCA\xEC\x90\x07\xB2\x04\xE8\x82\x9F\x8C\xF1\x11\xFA\x90\x41\x94\x57\xA3\x64\x88\x8F\x83\x08\xFB\x32\xA0\x16\x09\x16\xA5\x52\x5E\x14\x26\xE9\x48\x22\x0E\x80\x3E\x40\x52\xB4\xA4\x5C\x80\xA1\xE3\x15\xC2\x61\x50\xA4\xCD\x33\xA2\x24\x0B\xD2\x09\xC5\x29\x90\x4A\x5C\x04\xA5\xC3\xC1\x00\x53\x44\xA7\xAB\x2B\x23\x5D\xE3\x4D\x04\x60\xF4\xCE\x72\xC8\xD7\xE8\xDA\xCC\xED\x78\xE4\xFF\x46\xF8\x3F\x0E\xA3\x92\xFF\xC9\x2B\x95\xE3\xEB\x69\x46\xE3\xA9\x0E\x16\x03\x0B\x23\x8E\xCA\x46\x42\x1A\xD4\x86\x6D\x40\x1E\x2A\x60\x3B\x71\x73\x89\x35\x95\x70\x0A\xD4\x8A\x35\x07\x17\x90\x46\xC0\x61\x2E\x32\xB0\x72\x65\xDD\x50\x6E\x3C\xD5\xB0\x41\xE8\x22\xA2\x96\xE3\x10\x2D\x16\x04\xD8\x09\x47\x75\x01\xB4\xD4\x3F\x22\x83\x8B\x39\x6B\xB7\xF3\xDC\x28\x4F\x52\x68\x7B\x67\x97\xD1\x95\xCB\x4C\x0A\x5A\xDD\xC0\xEE\x0C\xB2\xD1\x40\x3A\x4A\x1E\x61\x43\xA5\xEA\x5E\xE4\x83\xED\xE4\xF5\x09\xF9\x80\x54\x63\xF8\x47\x1C\xC5\x48\xB1\xF2\x60\x6A\x10\xA1\xFE\x70\x76\xEE\x4D\xAD\x00\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x46\xA8\x49\xD5\x53\x13\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x5E\xE4\x00\x07\x00\x00\x00\x00\x00\x00\x07\x12\x00\x00\x00\x00\x00\x40\x00\x00\x98\x5E\x31\x7E\xCC\x70\x8F\xDE\x4E\x61\x89\xC0\x08\x22\x15\x29\xC7\x66\x29\x79\x55\xCC\x44\x0C\x07\xB2\x04\xE8\x09\x7E\x24\x1D\x11\xFA\x90\x41\xF5\x30\x95\x69\x88\x8F\x83\x08\xC3\x06\x1E\x3E\x09\x16\xA5\x52\x68\x3E\xDA\x8A\x48\x22\x0E\x80\xB7\xA4\x65\xC1\xA4\x5C\x80\xA1\x69\x3A\x72\x54\x50\xA4\xCD\x33\xC1\x6B\x93\x1E\x09\xC5\x29\x90\x91\x43\x84\x8A\xC3\xC1\x00\x53\x4A\xCA\x2A\xBF\x23\x5D\xE3\x4D\xEF\x64\x65\xD0\x72\xC8\xD7\xE8\x3E\xB3\x51\x1A\xE4\xFF\x46\xF8\xEA\xC8\x81\x0A\xFF\xC9\x2B\x95\x1F\x65\xDC\xF2\xE3\xA9\x0E\x16\x5D\x5F\xB8\xCA\xCA\x46\x42\x1A\x81\x51\x2B\x40\x1E\x2A\x60\x3B\x60\xB9\x07\xEC\x95\x70\x0A\xD4\x42\x7A\xEB\x8F\x90\x46\xC0\x61\xE3\x5B\x11\xE5\x65\xDD\x50\x6E\xAD\x7D\x61\x09\xE8\x22\xA2\x96\xB4\xB7\xFD\x97\x04\xD8\x09\x47\xD0\xE1\xDE\x99\x3F\x22\x83\x8B\x1A\x33\xA9\xE4\xDC\x28\x4F\x52\x90\xF7\xC5\x9C\xD1\x95\xCB\x4C\x0E\x50\x3A\x66\xEE\x0C\xB2\xD1\x96\x44\x30\x6C\x61\x43\xA5\xEA\x32\xE1\x41\x8F\xE4\xF5\x09\xF9\xD8\x4A\xC2\x26\x47\x1C\xC5\x48\xDF\x46\x42\xD3\x10\xA1\xFE\x70\x81\x93\x41\x22\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x30\x2D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x12\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xCC\x70\x8F\xDE\x00\x00\x00\x00\x08\x22\x15\x29\x00\x00\x00\x00\x55\xCC\x44\x0C\x00\x00\x00\x00\x09\x7E\x24\x1D\x00\x00\x00\x00\xF5\x30\x95\x69\x00\x00\x00\x00\xC3\x06\x1E\x3E\x00\x00\x00\x00\x68\x3E\xDA\x8A\x00\x00\x00\x00\xB7\xA4\x65\xC1\x00\x00\x00\x00\x69\x3A\x72\x54\x00\x00\x00\x00\xC1\x6B\x93\x1E\x00\x00\x00\x00\x91\x43\x84\x8A\x00\x00\x00\x00\x4A\xCA\x2A\xBF\x00\x00\x00\x00\xEF\x64\x65\xD0\x00\x00\x00\x00\x3E\xB3\x51\x1A\x00\x00\x00\x00\xEA\xC8\x81\x0A\x00\x00\x00\x00\x1F\x65\xDC\xF2\x00\x00\x00\x00\x5D\x5F\xB8\xCA\x00\x00\x00\x00\x81\x51\x2B\x40\x00\x00\x00\x00\x60\xB9\x07\xEC\x00\x00\x00\x00\x42\x7A\xEB\x8F\x00\x00\x00\x00\xE3\x5B\x11\xE5\x00\x00\x00\x00\xAD\x7D\x61\x09\x00\x00\x00\x00\xB4\xB7\xFD\x97\x00\x00\x00\x00\xD0\xE1\xDE\x99\x00\x00\x00\x00\x1A\x33\xA9\xE4\x00\x00\x00\x00\x90\xF7\xC5\x9C\x00\x00\x00\x00\x0E\x50\x3A\x66\x00\x00\x00\x00\x96\x44\x30\x6C\x00\x00\x00\x00\x32\xE1\x41\x8F\x00\x00\x00\x00\xD8\x4A\xC2\x26\x00\x00\x00\x00\xDF\x46\x42\xD3\x00\x00\x00\x00\x81\x93\x41\x22\x00\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x50)], 11650)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11650)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x6897349F)], 11650)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x0E8D3B9B)], 11650)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xE42491BB)], 11650)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x42A4C22A)], 11650)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xF3656B35)], 11650)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x41E4EC44)], 11650)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x9235CEB9)], 11650)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x9124F680)], 11650)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xD3F7B2A6)], 11650)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x0D946666)], 11650)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xC5360ED6)], 11650)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x4D149089)], 11650)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x05FE1713)], 11650)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x280D78A1)], 11650)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x94EF7B20)], 11650)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xCEA72AEA)], 11650)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x1CCFDC72)], 11650)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x8C325E88)], 11650)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xA3302E20)], 11650)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x1D2B6474)], 11650)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xBDB7D24C)], 11650)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x8A0CB580)], 11650)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xD6509DF8)], 11650)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xF93F0611)], 11650)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xDA4765F0)], 11650)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x998421DF)], 11650)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x3748F864)], 11650)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x45D55D60)], 11650)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x7FA9AFEE)], 11650)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xECD95D8A)], 11650)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xCC99A1D7)], 11650)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x6AD06791)], 11650)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x50E0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D82),
                gc.DataTuple('slot_count', 0x00000C9C),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x86903A23),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x9DA0E78B),
                gc.KeyTuple('src_port', 0x89AA),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x2B4788DF5B98),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x2B\x47\x88\xDF\x5B\x98\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\xA0\xE7\x8B\x00\x00\x00\x00\x89\xAA\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x50\xE0\x00\x05\x00\x00\x00\x00\x00\x00\x49\x5F\x00\x00\x00\x00\x00\x40\x00\x00\xEA\xA8\x16\x19\x3F\x0E\x2B\x8A\x29\x57\xDD\xF9\x25\xB0\xC5\x69\x8A\xB2\x62\x56\x65\x0F\xF0\x30\x13\x22\xEF\x75\xD4\x10\x48\xBF\x2D\x30\xF5\xF5\xE7\x80\x0B\x37\xE7\x96\xD4\xB0\x34\x9F\x4C\x31\x36\x6B\x4A\x9E\x8B\xFB\xBF\x31\xED\xBA\x9A\x14\xD9\x3D\xA3\x91\x06\xB6\xC1\x46\x1F\xC5\xA2\x28\xE1\xDC\x25\xE3\x37\xC7\xE0\xB2\xCA\x1D\x0A\x4F\x24\xBC\xFF\xC4\x99\xE9\xBE\xAB\xE3\x8B\x03\x50\x70\x34\x78\xB0\x58\x4A\xB7\x81\x10\x8A\xAC\x7F\x94\xAB\x7F\xB8\xED\x5F\x49\x6F\x60\x77\x76\x3D\xA7\xB1\x50\x32\x0D\x74\x39\xD2\xDF\x5A\x5F\xB5\xFE\xF8\x5D\x23\x26\x0E\x33\xCF\x75\x8E\xF9\xBE\x91\xA6\x8F\x6E\x85\xAC\x2D\x7A\x86\x09\xBF\x3F\xBD\x0F\x02\x78\xF2\x8A\xE3\xDF\x24\xDE\x18\x2F\xC4\x39\xB6\xB4\xE3\xCF\xE2\xCB\x0B\x5E\x4C\xDE\x2D\xD9\xC7\x6B\x06\x04\x28\x72\xB4\x8A\x8E\x16\x1C\xF0\xBB\x5C\x39\x56\x5C\x00\x5C\xB2\xF5\x6A\x08\x43\xF2\xCB\xFE\xC9\xA6\x6E\x54\x74\xF2\xFA\x8A\x8F\x2D\xB0\xBF\xB4\xF3\xEF\x78\xD7\x22\xA7\x61\x0F\x5D\x8B\xD0\x9A\xC3\x04\x39\xEA\xE6\x8E\xF7\x7A\x9C\x47\x0C\xD6\x24\x6B\xCE\xAA\x22\xBD\x9B\xE2\xCE\x22\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x2B\x47\x88\xDF\x5B\x98\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\xA0\xE7\x8B\x00\x00\x00\x00\x89\xAA\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x50\xE0\x00\x05\x00\x00\x00\x00\x00\x00\x05\x50\x00\x00\x00\x00\x00\x40\x00\x00\xEA\xA8\x16\x19\x68\x97\x34\x9F\x29\x57\xDD\xF9\x0E\x8D\x3B\x9B\x8A\xB2\x62\x56\xE4\x24\x91\xBB\x13\x22\xEF\x75\x42\xA4\xC2\x2A\x2D\x30\xF5\xF5\xF3\x65\x6B\x35\xE7\x96\xD4\xB0\x41\xE4\xEC\x44\x36\x6B\x4A\x9E\x92\x35\xCE\xB9\xED\xBA\x9A\x14\x91\x24\xF6\x80\x06\xB6\xC1\x46\xD3\xF7\xB2\xA6\xE1\xDC\x25\xE3\x0D\x94\x66\x66\xCA\x1D\x0A\x4F\xC5\x36\x0E\xD6\x99\xE9\xBE\xAB\x4D\x14\x90\x89\x70\x34\x78\xB0\x05\xFE\x17\x13\x10\x8A\xAC\x7F\x28\x0D\x78\xA1\xED\x5F\x49\x6F\x94\xEF\x7B\x20\xA7\xB1\x50\x32\xCE\xA7\x2A\xEA\xDF\x5A\x5F\xB5\x1C\xCF\xDC\x72\x26\x0E\x33\xCF\x8C\x32\x5E\x88\x91\xA6\x8F\x6E\xA3\x30\x2E\x20\x86\x09\xBF\x3F\x1D\x2B\x64\x74\xF2\x8A\xE3\xDF\xBD\xB7\xD2\x4C\xC4\x39\xB6\xB4\x8A\x0C\xB5\x80\x0B\x5E\x4C\xDE\xD6\x50\x9D\xF8\x06\x04\x28\x72\xF9\x3F\x06\x11\x1C\xF0\xBB\x5C\xDA\x47\x65\xF0\x5C\xB2\xF5\x6A\x99\x84\x21\xDF\xFE\xC9\xA6\x6E\x37\x48\xF8\x64\x8A\x8F\x2D\xB0\x45\xD5\x5D\x60\x78\xD7\x22\xA7\x7F\xA9\xAF\xEE\xD0\x9A\xC3\x04\xEC\xD9\x5D\x8A\xF7\x7A\x9C\x47\xCC\x99\xA1\xD7\xCE\xAA\x22\xBD\x6A\xD0\x67\x91\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2D\x82\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x50\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x68\x97\x34\x9F\x00\x00\x00\x00\x0E\x8D\x3B\x9B\x00\x00\x00\x00\xE4\x24\x91\xBB\x00\x00\x00\x00\x42\xA4\xC2\x2A\x00\x00\x00\x00\xF3\x65\x6B\x35\x00\x00\x00\x00\x41\xE4\xEC\x44\x00\x00\x00\x00\x92\x35\xCE\xB9\x00\x00\x00\x00\x91\x24\xF6\x80\x00\x00\x00\x00\xD3\xF7\xB2\xA6\x00\x00\x00\x00\x0D\x94\x66\x66\x00\x00\x00\x00\xC5\x36\x0E\xD6\x00\x00\x00\x00\x4D\x14\x90\x89\x00\x00\x00\x00\x05\xFE\x17\x13\x00\x00\x00\x00\x28\x0D\x78\xA1\x00\x00\x00\x00\x94\xEF\x7B\x20\x00\x00\x00\x00\xCE\xA7\x2A\xEA\x00\x00\x00\x00\x1C\xCF\xDC\x72\x00\x00\x00\x00\x8C\x32\x5E\x88\x00\x00\x00\x00\xA3\x30\x2E\x20\x00\x00\x00\x00\x1D\x2B\x64\x74\x00\x00\x00\x00\xBD\xB7\xD2\x4C\x00\x00\x00\x00\x8A\x0C\xB5\x80\x00\x00\x00\x00\xD6\x50\x9D\xF8\x00\x00\x00\x00\xF9\x3F\x06\x11\x00\x00\x00\x00\xDA\x47\x65\xF0\x00\x00\x00\x00\x99\x84\x21\xDF\x00\x00\x00\x00\x37\x48\xF8\x64\x00\x00\x00\x00\x45\xD5\x5D\x60\x00\x00\x00\x00\x7F\xA9\xAF\xEE\x00\x00\x00\x00\xEC\xD9\x5D\x8A\x00\x00\x00\x00\xCC\x99\xA1\xD7\x00\x00\x00\x00\x6A\xD0\x67\x91\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xA9)], 14089)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 14089)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x71C25F3A)], 14089)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xB6B28661)], 14089)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x61AC3A04)], 14089)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x960D9EC1)], 14089)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xA1D6EFDC)], 14089)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x26128DE7)], 14089)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xC5BE0360)], 14089)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x96A554EF)], 14089)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x1DAAA7E4)], 14089)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x4D1F9BEA)], 14089)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x1EDC45EB)], 14089)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x2C349F49)], 14089)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x1C3EAE19)], 14089)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xA92863CA)], 14089)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x62897A97)], 14089)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xB9975CE2)], 14089)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xF1006B01)], 14089)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x03B61CDD)], 14089)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x77A9FD86)], 14089)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xB7E77F49)], 14089)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xC6300DF8)], 14089)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xB6809766)], 14089)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xB1FBB2E1)], 14089)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xDBE80E12)], 14089)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x4D5F530E)], 14089)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xF8288C8E)], 14089)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x15B29032)], 14089)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xC657B584)], 14089)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x7E448D14)], 14089)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xC13A0573)], 14089)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x80EBB98E)], 14089)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x06633F79)], 14089)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCDB9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001709),
                gc.DataTuple('slot_count', 0x0000038B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5C74CF5A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xE6AD1CF27D63),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xE6\xAD\x1C\xF2\x7D\x63\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xCD\xB9\x00\x12\x00\x00\x00\x00\x00\x00\xA1\x8F\x00\x00\x00\x00\x00\x40\x00\x00\xFA\x00\x20\x66\xCC\xA2\xF0\xF3\x9B\x04\xCE\xA2\x6B\xAE\x07\xF1\x95\xF8\xFA\x6D\x3C\x12\x33\xDF\x58\x63\xA3\x60\x5C\xBA\x8A\x6F\xC5\x13\xBD\x20\x72\xD2\xF9\x29\x92\x21\x9B\x2C\x61\x37\x7C\xFB\x82\x74\xF4\xBF\xFC\x41\x6E\x63\x9E\x7E\xE5\x9D\x7D\xAF\xA0\xF0\x50\x60\x26\x91\x9A\x50\xED\x90\x73\x58\x4D\x18\x48\xD6\x3F\x5D\x92\x80\x88\xAC\x56\x35\x3D\xA6\x64\xF2\x1B\x3A\x63\xBC\x16\xC8\x19\x59\x66\x3D\xE5\x99\xB6\xB6\xDF\x76\x50\xE0\xBF\x8F\x3C\x93\x55\x0B\x14\xCE\x6D\xB1\xF3\xED\xFE\x82\x9F\x69\x47\x8E\xBB\x88\x14\xB8\xA0\xD6\x6F\x6C\x9B\xEC\x3B\x69\xDD\x4D\x4B\x7C\x17\x9A\xE6\x52\x29\x2B\x39\xA7\x33\x07\x63\xA0\x2B\x77\xF2\xF3\xBE\x99\xCE\xDB\x05\x7A\x2F\x7D\x6C\x11\x5B\xB4\x78\x38\x74\x2A\xA3\x99\x70\x15\x6A\x70\xE6\x45\xA5\x09\x76\x2F\x07\x8F\x73\x96\x49\x5A\x86\x7E\xA8\x8E\x8D\x15\xD5\x1E\xD2\x51\x98\xA2\x10\x88\x9D\xB7\x1B\xA5\xB1\x8B\x5F\x10\x6D\x27\x84\xCE\x31\xDB\x78\x9D\xE3\x36\xB5\x72\x2A\xA1\x07\x10\x72\x09\x08\x90\x0E\x65\x51\x2B\xBA\x66\xF3\x1F\x7B\x73\x73\xE8\x90\xFB\xCC\x9E\x91\x3F\xB7\x41\x8E\xF2\xC4\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xE6\xAD\x1C\xF2\x7D\x63\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xCD\xB9\x00\x12\x00\x00\x00\x00\x00\x00\x07\xA9\x00\x00\x00\x00\x00\x40\x00\x00\xFA\x00\x20\x66\x71\xC2\x5F\x3A\x9B\x04\xCE\xA2\xB6\xB2\x86\x61\x95\xF8\xFA\x6D\x61\xAC\x3A\x04\x58\x63\xA3\x60\x96\x0D\x9E\xC1\xC5\x13\xBD\x20\xA1\xD6\xEF\xDC\x92\x21\x9B\x2C\x26\x12\x8D\xE7\x82\x74\xF4\xBF\xC5\xBE\x03\x60\x9E\x7E\xE5\x9D\x96\xA5\x54\xEF\x50\x60\x26\x91\x1D\xAA\xA7\xE4\x73\x58\x4D\x18\x4D\x1F\x9B\xEA\x92\x80\x88\xAC\x1E\xDC\x45\xEB\x64\xF2\x1B\x3A\x2C\x34\x9F\x49\x19\x59\x66\x3D\x1C\x3E\xAE\x19\xDF\x76\x50\xE0\xA9\x28\x63\xCA\x55\x0B\x14\xCE\x62\x89\x7A\x97\xFE\x82\x9F\x69\xB9\x97\x5C\xE2\x14\xB8\xA0\xD6\xF1\x00\x6B\x01\x3B\x69\xDD\x4D\x03\xB6\x1C\xDD\xE6\x52\x29\x2B\x77\xA9\xFD\x86\x63\xA0\x2B\x77\xB7\xE7\x7F\x49\xCE\xDB\x05\x7A\xC6\x30\x0D\xF8\x5B\xB4\x78\x38\xB6\x80\x97\x66\x70\x15\x6A\x70\xB1\xFB\xB2\xE1\x76\x2F\x07\x8F\xDB\xE8\x0E\x12\x86\x7E\xA8\x8E\x4D\x5F\x53\x0E\xD2\x51\x98\xA2\xF8\x28\x8C\x8E\x1B\xA5\xB1\x8B\x15\xB2\x90\x32\x84\xCE\x31\xDB\xC6\x57\xB5\x84\xB5\x72\x2A\xA1\x7E\x44\x8D\x14\x08\x90\x0E\x65\xC1\x3A\x05\x73\xF3\x1F\x7B\x73\x80\xEB\xB9\x8E\xCC\x9E\x91\x3F\x06\x63\x3F\x79\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x37\x09\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x71\xC2\x5F\x3A\x00\x00\x00\x00\xB6\xB2\x86\x61\x00\x00\x00\x00\x61\xAC\x3A\x04\x00\x00\x00\x00\x96\x0D\x9E\xC1\x00\x00\x00\x00\xA1\xD6\xEF\xDC\x00\x00\x00\x00\x26\x12\x8D\xE7\x00\x00\x00\x00\xC5\xBE\x03\x60\x00\x00\x00\x00\x96\xA5\x54\xEF\x00\x00\x00\x00\x1D\xAA\xA7\xE4\x00\x00\x00\x00\x4D\x1F\x9B\xEA\x00\x00\x00\x00\x1E\xDC\x45\xEB\x00\x00\x00\x00\x2C\x34\x9F\x49\x00\x00\x00\x00\x1C\x3E\xAE\x19\x00\x00\x00\x00\xA9\x28\x63\xCA\x00\x00\x00\x00\x62\x89\x7A\x97\x00\x00\x00\x00\xB9\x97\x5C\xE2\x00\x00\x00\x00\xF1\x00\x6B\x01\x00\x00\x00\x00\x03\xB6\x1C\xDD\x00\x00\x00\x00\x77\xA9\xFD\x86\x00\x00\x00\x00\xB7\xE7\x7F\x49\x00\x00\x00\x00\xC6\x30\x0D\xF8\x00\x00\x00\x00\xB6\x80\x97\x66\x00\x00\x00\x00\xB1\xFB\xB2\xE1\x00\x00\x00\x00\xDB\xE8\x0E\x12\x00\x00\x00\x00\x4D\x5F\x53\x0E\x00\x00\x00\x00\xF8\x28\x8C\x8E\x00\x00\x00\x00\x15\xB2\x90\x32\x00\x00\x00\x00\xC6\x57\xB5\x84\x00\x00\x00\x00\x7E\x44\x8D\x14\x00\x00\x00\x00\xC1\x3A\x05\x73\x00\x00\x00\x00\x80\xEB\xB9\x8E\x00\x00\x00\x00\x06\x63\x3F\x79\xC4\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x76)], 2048)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 2048)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x3FB0A5D6)], 2048)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x18EA6380)], 2048)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xAD1F2B95)], 2048)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xE4FDDACB)], 2048)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xA69D9EAE)], 2048)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x5130C739)], 2048)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xBEB8A90C)], 2048)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x976FF0D0)], 2048)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x711AE5A4)], 2048)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xA8ADDBA1)], 2048)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xD9A11FB0)], 2048)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xA9014F2D)], 2048)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xCAEE59DA)], 2048)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xFEB98737)], 2048)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xB21413E9)], 2048)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xEF72F430)], 2048)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x1C9F24CC)], 2048)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xCA89C8AA)], 2048)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x700FFB7A)], 2048)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x42A21F62)], 2048)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xBE8B1048)], 2048)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x4B2D884A)], 2048)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xA4B8855A)], 2048)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xF4C5FC1A)], 2048)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x222A025C)], 2048)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x675FB534)], 2048)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x6EB19375)], 2048)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x93C79391)], 2048)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xF4A23243)], 2048)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x6946EF3D)], 2048)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x42DEAD74)], 2048)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x56C641D7)], 2048)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0710),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000800),
                gc.DataTuple('slot_count', 0x00001800),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBC2EA80E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x4340ED35),
                gc.KeyTuple('src_port', 0xF91E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0073),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xBC772230DA45),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xBC\x77\x22\x30\xDA\x45\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x43\x40\xED\x35\x00\x00\x00\x00\xF9\x1E\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x07\x10\x00\x00\x00\x00\x00\x00\x00\x00\xA0\x9A\x00\x00\x00\x00\x00\x40\x00\x00\xE6\xEF\x59\x3A\x57\x8D\x47\x78\x4A\xCC\x74\x09\x92\x9B\x2E\xA9\x0D\x38\x36\x90\xA1\xDA\x18\xEE\x50\xDE\x51\x0A\x3F\x6D\xFC\xF3\xDA\xF4\x4F\xE0\x5A\x1F\xC1\x0C\xE5\x99\xC4\xCC\x15\x17\xF0\x9A\x54\xDA\x76\x0E\x46\x5F\xE5\x05\xA1\xB0\x3F\x57\x7A\xF6\x82\x99\xFE\x04\x78\x9D\x54\x2B\xAA\x1C\x46\xC0\x56\x00\xA6\x7B\x4B\xB6\xD3\x4C\xBD\x9A\x38\x76\xBB\x51\x50\x5F\xEF\xEB\x68\x08\x46\x54\x44\xE8\x1A\x56\x57\xA1\x8A\xCA\xBA\x6F\x7F\x5C\x53\xF2\x79\xBA\xE0\xBF\xEE\x6A\x3A\x69\x20\x93\x96\xDC\x61\xE4\x3A\xBF\x6C\x6E\x33\x8B\x7D\x7E\x04\x51\x0E\x95\x65\x73\x26\x93\x65\x75\x66\x06\x36\xF1\xA9\xFB\xE6\x2C\x4E\x27\xF7\x62\x25\xF8\x93\x42\xD1\x6B\xBF\xA8\x70\x81\x89\x62\xB4\xF5\xA0\x64\xE1\x34\xF5\x83\x12\x85\x03\xB4\x39\x52\xB2\x55\x06\xCF\xE3\xA7\x61\xED\x98\x93\x69\x26\x31\x9C\xB2\x5C\x7F\xFC\xEC\x5C\x9F\x1B\xFB\x48\x26\xB7\xBD\xC7\xB4\xFD\x2A\xBD\x41\x36\xD4\xBA\x83\xA2\x63\xAE\xB4\xD4\x57\x85\x06\xCA\x59\xE0\xE3\xDD\x6C\x74\xAA\x4B\x68\xC9\xAE\x7A\x61\x6C\xF8\x6D\x90\xAC\x43\x44\x39\xD1\x74\x56\xDE\x53\xC5\xCB\x19\xD9\xBA\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xBC\x77\x22\x30\xDA\x45\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x43\x40\xED\x35\x00\x00\x00\x00\xF9\x1E\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x07\x10\x00\x00\x00\x00\x00\x00\x00\x00\x06\x76\x00\x00\x00\x00\x00\x40\x00\x00\xE6\xEF\x59\x3A\x3F\xB0\xA5\xD6\x4A\xCC\x74\x09\x18\xEA\x63\x80\x0D\x38\x36\x90\xAD\x1F\x2B\x95\x50\xDE\x51\x0A\xE4\xFD\xDA\xCB\xDA\xF4\x4F\xE0\xA6\x9D\x9E\xAE\xE5\x99\xC4\xCC\x51\x30\xC7\x39\x54\xDA\x76\x0E\xBE\xB8\xA9\x0C\xA1\xB0\x3F\x57\x97\x6F\xF0\xD0\xFE\x04\x78\x9D\x71\x1A\xE5\xA4\x46\xC0\x56\x00\xA8\xAD\xDB\xA1\xD3\x4C\xBD\x9A\xD9\xA1\x1F\xB0\x50\x5F\xEF\xEB\xA9\x01\x4F\x2D\x44\xE8\x1A\x56\xCA\xEE\x59\xDA\xBA\x6F\x7F\x5C\xFE\xB9\x87\x37\xE0\xBF\xEE\x6A\xB2\x14\x13\xE9\x96\xDC\x61\xE4\xEF\x72\xF4\x30\x33\x8B\x7D\x7E\x1C\x9F\x24\xCC\x65\x73\x26\x93\xCA\x89\xC8\xAA\x36\xF1\xA9\xFB\x70\x0F\xFB\x7A\xF7\x62\x25\xF8\x42\xA2\x1F\x62\xBF\xA8\x70\x81\xBE\x8B\x10\x48\xA0\x64\xE1\x34\x4B\x2D\x88\x4A\x03\xB4\x39\x52\xA4\xB8\x85\x5A\xE3\xA7\x61\xED\xF4\xC5\xFC\x1A\x31\x9C\xB2\x5C\x22\x2A\x02\x5C\x9F\x1B\xFB\x48\x67\x5F\xB5\x34\xB4\xFD\x2A\xBD\x6E\xB1\x93\x75\x83\xA2\x63\xAE\x93\xC7\x93\x91\x06\xCA\x59\xE0\xF4\xA2\x32\x43\xAA\x4B\x68\xC9\x69\x46\xEF\x3D\xF8\x6D\x90\xAC\x42\xDE\xAD\x74\x74\x56\xDE\x53\x56\xC6\x41\xD7\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x00\x73\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x76\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x3F\xB0\xA5\xD6\x00\x00\x00\x00\x18\xEA\x63\x80\x00\x00\x00\x00\xAD\x1F\x2B\x95\x00\x00\x00\x00\xE4\xFD\xDA\xCB\x00\x00\x00\x00\xA6\x9D\x9E\xAE\x00\x00\x00\x00\x51\x30\xC7\x39\x00\x00\x00\x00\xBE\xB8\xA9\x0C\x00\x00\x00\x00\x97\x6F\xF0\xD0\x00\x00\x00\x00\x71\x1A\xE5\xA4\x00\x00\x00\x00\xA8\xAD\xDB\xA1\x00\x00\x00\x00\xD9\xA1\x1F\xB0\x00\x00\x00\x00\xA9\x01\x4F\x2D\x00\x00\x00\x00\xCA\xEE\x59\xDA\x00\x00\x00\x00\xFE\xB9\x87\x37\x00\x00\x00\x00\xB2\x14\x13\xE9\x00\x00\x00\x00\xEF\x72\xF4\x30\x00\x00\x00\x00\x1C\x9F\x24\xCC\x00\x00\x00\x00\xCA\x89\xC8\xAA\x00\x00\x00\x00\x70\x0F\xFB\x7A\x00\x00\x00\x00\x42\xA2\x1F\x62\x00\x00\x00\x00\xBE\x8B\x10\x48\x00\x00\x00\x00\x4B\x2D\x88\x4A\x00\x00\x00\x00\xA4\xB8\x85\x5A\x00\x00\x00\x00\xF4\xC5\xFC\x1A\x00\x00\x00\x00\x22\x2A\x02\x5C\x00\x00\x00\x00\x67\x5F\xB5\x34\x00\x00\x00\x00\x6E\xB1\x93\x75\x00\x00\x00\x00\x93\xC7\x93\x91\x00\x00\x00\x00\xF4\xA2\x32\x43\x00\x00\x00\x00\x69\x46\xEF\x3D\x00\x00\x00\x00\x42\xDE\xAD\x74\x00\x00\x00\x00\x56\xC6\x41\xD7\xBA\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x6E)], 10658)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10658)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xEC572219)], 10658)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xDCF35E0F)], 10658)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xFE6D8C4D)], 10658)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x3E128B27)], 10658)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xBB72CD48)], 10658)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x1CBEEBAD)], 10658)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xF0ECD482)], 10658)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xFB76E6D4)], 10658)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x483000EE)], 10658)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x5A259BBA)], 10658)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x403A5402)], 10658)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xC28224A7)], 10658)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xFC817251)], 10658)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x41EF554B)], 10658)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xC5C27934)], 10658)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xAB942186)], 10658)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x419ABAE9)], 10658)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x4809B1E1)], 10658)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xBC6371FA)], 10658)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x6B1A6EC8)], 10658)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x9200EC42)], 10658)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xCC9E4D4D)], 10658)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x41D28564)], 10658)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x1DAE794E)], 10658)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x1DF0BF8B)], 10658)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x6DD709D2)], 10658)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xAB58A521)], 10658)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xBD2D733E)], 10658)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xAA755CB8)], 10658)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x1CD7C0C0)], 10658)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xAD42985C)], 10658)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x1402D302)], 10658)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6C0B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009A2),
                gc.DataTuple('slot_count', 0x0000089A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBFF6D4D2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x7BED574C6053),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x7B\xED\x57\x4C\x60\x53\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x6C\x0B\x00\x0A\x00\x00\x00\x00\x00\x00\xC3\x18\x00\x00\x00\x00\x00\x40\x00\x00\xC4\xB4\xAA\x93\x9F\xBC\x63\xE9\xA7\xC0\x27\x3E\x23\x1E\x84\x17\x42\xC7\x24\xEA\x3E\x3F\xB5\xEE\xCE\x54\xC5\x71\x71\x2C\xB4\x96\x3D\x26\x44\xCC\x7E\x1D\xAD\xC2\x0A\x98\x77\x12\x1C\x71\xF5\xF0\xC7\x7A\xDF\x17\xFA\xA1\xE0\x54\xB4\x3E\x99\x95\x5C\xD8\xD3\xB5\xD2\x9E\x16\x24\xC5\x27\x58\x94\x6E\xC7\x03\xD3\xEF\x0B\x5D\x1E\x83\x01\x41\x1A\xC7\xEA\x88\xE2\x7B\xB0\xA3\x87\x18\xC7\x00\x4A\xCD\x4A\x63\xCD\xDC\x27\xEF\x6D\x0F\xD0\x99\x12\xEC\x60\x43\x6E\xC1\x8D\xDA\x2B\x11\x58\x77\x53\xB2\x7B\x3A\xDE\x63\x02\x85\x4C\xBC\x93\xDD\x7A\xD6\x78\xDA\x37\xD8\x48\xA6\x4D\xCF\x09\xA6\x6E\x0D\x70\x91\x7B\x0C\xB5\xB9\x87\xED\xBE\x41\xEA\x3A\xB9\x4F\x1C\x11\x1F\x2F\x80\x47\xCE\x9E\x64\x17\xDA\x22\xC1\xF4\x1C\x8F\x85\x36\x4C\x7A\xF6\x18\xD3\xF1\x7E\x0A\x29\xBA\x5B\xB0\x73\x48\x8C\x24\x49\x0A\x97\x6D\xAD\x70\x2B\xCC\x75\x42\xB9\xF9\x13\xDB\xD8\x5D\x3D\x32\x0A\xF0\x33\x23\xB0\x0E\xA4\x2A\x3F\xB7\xB0\x99\x5B\xA3\x0E\x86\xB2\x7E\x6E\xDA\xA1\xA0\xE1\x94\x45\xDB\xFF\x77\xD5\x97\x6B\x45\x3F\x76\xC5\x48\xD2\xB6\xA6\x89\x0A\x39\x86\x9F\xAA\x66\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x7B\xED\x57\x4C\x60\x53\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x6C\x0B\x00\x0A\x00\x00\x00\x00\x00\x00\x05\x6E\x00\x00\x00\x00\x00\x40\x00\x00\xC4\xB4\xAA\x93\xEC\x57\x22\x19\xA7\xC0\x27\x3E\xDC\xF3\x5E\x0F\x42\xC7\x24\xEA\xFE\x6D\x8C\x4D\xCE\x54\xC5\x71\x3E\x12\x8B\x27\x3D\x26\x44\xCC\xBB\x72\xCD\x48\x0A\x98\x77\x12\x1C\xBE\xEB\xAD\xC7\x7A\xDF\x17\xF0\xEC\xD4\x82\xB4\x3E\x99\x95\xFB\x76\xE6\xD4\xD2\x9E\x16\x24\x48\x30\x00\xEE\x6E\xC7\x03\xD3\x5A\x25\x9B\xBA\x83\x01\x41\x1A\x40\x3A\x54\x02\x7B\xB0\xA3\x87\xC2\x82\x24\xA7\xCD\x4A\x63\xCD\xFC\x81\x72\x51\x0F\xD0\x99\x12\x41\xEF\x55\x4B\xC1\x8D\xDA\x2B\xC5\xC2\x79\x34\xB2\x7B\x3A\xDE\xAB\x94\x21\x86\xBC\x93\xDD\x7A\x41\x9A\xBA\xE9\xD8\x48\xA6\x4D\x48\x09\xB1\xE1\x0D\x70\x91\x7B\xBC\x63\x71\xFA\xED\xBE\x41\xEA\x6B\x1A\x6E\xC8\x11\x1F\x2F\x80\x92\x00\xEC\x42\x17\xDA\x22\xC1\xCC\x9E\x4D\x4D\x36\x4C\x7A\xF6\x41\xD2\x85\x64\x0A\x29\xBA\x5B\x1D\xAE\x79\x4E\x24\x49\x0A\x97\x1D\xF0\xBF\x8B\xCC\x75\x42\xB9\x6D\xD7\x09\xD2\x5D\x3D\x32\x0A\xAB\x58\xA5\x21\x0E\xA4\x2A\x3F\xBD\x2D\x73\x3E\xA3\x0E\x86\xB2\xAA\x75\x5C\xB8\xA0\xE1\x94\x45\x1C\xD7\xC0\xC0\x97\x6B\x45\x3F\xAD\x42\x98\x5C\xB6\xA6\x89\x0A\x14\x02\xD3\x02\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x29\xA2\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6E\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xEC\x57\x22\x19\x00\x00\x00\x00\xDC\xF3\x5E\x0F\x00\x00\x00\x00\xFE\x6D\x8C\x4D\x00\x00\x00\x00\x3E\x12\x8B\x27\x00\x00\x00\x00\xBB\x72\xCD\x48\x00\x00\x00\x00\x1C\xBE\xEB\xAD\x00\x00\x00\x00\xF0\xEC\xD4\x82\x00\x00\x00\x00\xFB\x76\xE6\xD4\x00\x00\x00\x00\x48\x30\x00\xEE\x00\x00\x00\x00\x5A\x25\x9B\xBA\x00\x00\x00\x00\x40\x3A\x54\x02\x00\x00\x00\x00\xC2\x82\x24\xA7\x00\x00\x00\x00\xFC\x81\x72\x51\x00\x00\x00\x00\x41\xEF\x55\x4B\x00\x00\x00\x00\xC5\xC2\x79\x34\x00\x00\x00\x00\xAB\x94\x21\x86\x00\x00\x00\x00\x41\x9A\xBA\xE9\x00\x00\x00\x00\x48\x09\xB1\xE1\x00\x00\x00\x00\xBC\x63\x71\xFA\x00\x00\x00\x00\x6B\x1A\x6E\xC8\x00\x00\x00\x00\x92\x00\xEC\x42\x00\x00\x00\x00\xCC\x9E\x4D\x4D\x00\x00\x00\x00\x41\xD2\x85\x64\x00\x00\x00\x00\x1D\xAE\x79\x4E\x00\x00\x00\x00\x1D\xF0\xBF\x8B\x00\x00\x00\x00\x6D\xD7\x09\xD2\x00\x00\x00\x00\xAB\x58\xA5\x21\x00\x00\x00\x00\xBD\x2D\x73\x3E\x00\x00\x00\x00\xAA\x75\x5C\xB8\x00\x00\x00\x00\x1C\xD7\xC0\xC0\x00\x00\x00\x00\xAD\x42\x98\x5C\x00\x00\x00\x00\x14\x02\xD3\x02\x66\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xA3)], 4634)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 4634)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x45CA1A2E)], 4634)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x40A9BEA5)], 4634)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xC79C8C71)], 4634)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xCB025AE7)], 4634)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xDCC3D047)], 4634)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x9F7D2F7A)], 4634)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xE903F834)], 4634)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x3D2E0F57)], 4634)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x631BD300)], 4634)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xD4EEF56E)], 4634)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xF801EDF4)], 4634)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x9B2C313F)], 4634)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x72743783)], 4634)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x35B283DF)], 4634)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x2321A1E2)], 4634)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x48CA2F15)], 4634)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x541F60E0)], 4634)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x3AF23582)], 4634)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x36FE7A75)], 4634)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x63F04E78)], 4634)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xCD8BF5E6)], 4634)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x4F5FB25C)], 4634)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xB4FA95E0)], 4634)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x8B705CCC)], 4634)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xA51CA31D)], 4634)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xD9876E53)], 4634)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x5D5A31C7)], 4634)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xE81B93E7)], 4634)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x6493E56D)], 4634)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x3DF2981E)], 4634)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x4B8B98B1)], 4634)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x26D61E71)], 4634)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC85C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000121A),
                gc.DataTuple('slot_count', 0x0000038F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC9A83F1D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xBD4E4D6D),
                gc.KeyTuple('src_port', 0x6376),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x000C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x6F24A3F7C466),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x6F\x24\xA3\xF7\xC4\x66\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\x4E\x4D\x6D\x00\x00\x00\x00\x63\x76\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xC8\x5C\x00\x0A\x00\x00\x00\x00\x00\x00\x88\x2E\x00\x00\x00\x00\x00\x40\x00\x00\xAD\xD1\xE9\x19\x8F\x61\x88\x04\x1C\x02\xB5\xED\x9D\x83\x01\xC0\x2E\xD3\xEA\x7E\x29\xA2\xBF\x3C\xBE\x77\x49\xF7\x6B\x76\x8A\x62\xAD\x4D\x06\x85\xFD\x60\xCB\xF5\x66\xDF\x66\x82\x3C\x34\x21\x32\x47\xFB\xDD\x63\xF7\x3F\xBB\xFB\x18\xBA\xBF\x73\xFF\x78\x36\xCE\x1C\xDD\xA2\x9C\xF6\x25\x9C\x97\xCA\xF0\xD4\x28\xEF\x16\xDA\xBE\x81\x35\x4A\xDF\x12\x71\x1D\xA7\x4A\xAB\x37\x19\x7D\x46\xB8\xE5\xFC\x98\x57\xA9\x70\xEA\x63\xDF\x9C\x27\x2F\x78\xC6\xE5\xEA\x74\x90\x84\x30\x80\x52\x8F\xE9\xD3\xB4\x60\xDE\x34\xB4\xF0\xB4\xF8\xAB\x4B\xD3\x48\x80\x06\xBA\xF1\x92\x37\x3B\xD2\x05\x38\x42\xB0\x46\x97\x97\x2D\xE2\x0C\x76\x27\xD0\x01\xD6\x85\xD8\x2E\xB8\x1D\x99\x63\x26\xE2\xF0\xE5\xB1\xFD\x90\xF0\xE4\x9D\x85\x2B\x84\x87\x57\x07\xF3\xB7\x4F\x63\xBD\x63\x24\x0D\x8C\x85\x4B\xD1\x42\x5D\xD3\x4E\x72\x5A\x0E\xCD\x5F\xCF\x2E\x88\xAC\x4C\xB7\x8B\x1E\x9E\x42\xB0\x47\xF9\x3C\x0F\x23\x23\xF7\x80\x7A\x13\xDE\xB5\xDB\x1E\x86\xE4\x34\x11\xB0\x0C\x20\x03\x95\x56\x93\x26\xFB\xA1\xB0\x79\x4C\x04\x3C\x81\x5F\x86\x44\x95\xE2\xAD\xC5\x14\xBC\xE4\x25\x9A\x61\x8E\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x6F\x24\xA3\xF7\xC4\x66\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\x4E\x4D\x6D\x00\x00\x00\x00\x63\x76\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xC8\x5C\x00\x0A\x00\x00\x00\x00\x00\x00\x06\xA3\x00\x00\x00\x00\x00\x40\x00\x00\xAD\xD1\xE9\x19\x45\xCA\x1A\x2E\x1C\x02\xB5\xED\x40\xA9\xBE\xA5\x2E\xD3\xEA\x7E\xC7\x9C\x8C\x71\xBE\x77\x49\xF7\xCB\x02\x5A\xE7\xAD\x4D\x06\x85\xDC\xC3\xD0\x47\x66\xDF\x66\x82\x9F\x7D\x2F\x7A\x47\xFB\xDD\x63\xE9\x03\xF8\x34\x18\xBA\xBF\x73\x3D\x2E\x0F\x57\x1C\xDD\xA2\x9C\x63\x1B\xD3\x00\xCA\xF0\xD4\x28\xD4\xEE\xF5\x6E\x81\x35\x4A\xDF\xF8\x01\xED\xF4\x4A\xAB\x37\x19\x9B\x2C\x31\x3F\xFC\x98\x57\xA9\x72\x74\x37\x83\x9C\x27\x2F\x78\x35\xB2\x83\xDF\x90\x84\x30\x80\x23\x21\xA1\xE2\xB4\x60\xDE\x34\x48\xCA\x2F\x15\xAB\x4B\xD3\x48\x54\x1F\x60\xE0\x92\x37\x3B\xD2\x3A\xF2\x35\x82\x46\x97\x97\x2D\x36\xFE\x7A\x75\xD0\x01\xD6\x85\x63\xF0\x4E\x78\x99\x63\x26\xE2\xCD\x8B\xF5\xE6\x90\xF0\xE4\x9D\x4F\x5F\xB2\x5C\x57\x07\xF3\xB7\xB4\xFA\x95\xE0\x24\x0D\x8C\x85\x8B\x70\x5C\xCC\xD3\x4E\x72\x5A\xA5\x1C\xA3\x1D\x2E\x88\xAC\x4C\xD9\x87\x6E\x53\x42\xB0\x47\xF9\x5D\x5A\x31\xC7\xF7\x80\x7A\x13\xE8\x1B\x93\xE7\x86\xE4\x34\x11\x64\x93\xE5\x6D\x95\x56\x93\x26\x3D\xF2\x98\x1E\x4C\x04\x3C\x81\x4B\x8B\x98\xB1\xE2\xAD\xC5\x14\x26\xD6\x1E\x71\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x12\x1A\x00\x0C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA3\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x45\xCA\x1A\x2E\x00\x00\x00\x00\x40\xA9\xBE\xA5\x00\x00\x00\x00\xC7\x9C\x8C\x71\x00\x00\x00\x00\xCB\x02\x5A\xE7\x00\x00\x00\x00\xDC\xC3\xD0\x47\x00\x00\x00\x00\x9F\x7D\x2F\x7A\x00\x00\x00\x00\xE9\x03\xF8\x34\x00\x00\x00\x00\x3D\x2E\x0F\x57\x00\x00\x00\x00\x63\x1B\xD3\x00\x00\x00\x00\x00\xD4\xEE\xF5\x6E\x00\x00\x00\x00\xF8\x01\xED\xF4\x00\x00\x00\x00\x9B\x2C\x31\x3F\x00\x00\x00\x00\x72\x74\x37\x83\x00\x00\x00\x00\x35\xB2\x83\xDF\x00\x00\x00\x00\x23\x21\xA1\xE2\x00\x00\x00\x00\x48\xCA\x2F\x15\x00\x00\x00\x00\x54\x1F\x60\xE0\x00\x00\x00\x00\x3A\xF2\x35\x82\x00\x00\x00\x00\x36\xFE\x7A\x75\x00\x00\x00\x00\x63\xF0\x4E\x78\x00\x00\x00\x00\xCD\x8B\xF5\xE6\x00\x00\x00\x00\x4F\x5F\xB2\x5C\x00\x00\x00\x00\xB4\xFA\x95\xE0\x00\x00\x00\x00\x8B\x70\x5C\xCC\x00\x00\x00\x00\xA5\x1C\xA3\x1D\x00\x00\x00\x00\xD9\x87\x6E\x53\x00\x00\x00\x00\x5D\x5A\x31\xC7\x00\x00\x00\x00\xE8\x1B\x93\xE7\x00\x00\x00\x00\x64\x93\xE5\x6D\x00\x00\x00\x00\x3D\xF2\x98\x1E\x00\x00\x00\x00\x4B\x8B\x98\xB1\x00\x00\x00\x00\x26\xD6\x1E\x71\x61\x8E\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x9B)], 10357)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10357)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x537DFF40)], 10357)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x191BD014)], 10357)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x9D4D625B)], 10357)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xFB5D48D6)], 10357)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xC8F79EE4)], 10357)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x1215107B)], 10357)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xD0BB0597)], 10357)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x2117C114)], 10357)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x3AD9152B)], 10357)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x0B5156F7)], 10357)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x20D2B23A)], 10357)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xD800A147)], 10357)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xBF846B24)], 10357)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x8B5FAEC8)], 10357)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x92132DBC)], 10357)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x76C95253)], 10357)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xBA4C8529)], 10357)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x56B258D2)], 10357)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x27288A48)], 10357)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x649E0D18)], 10357)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xC647956D)], 10357)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x156B87AB)], 10357)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x30D60D86)], 10357)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xBE710FDC)], 10357)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x393411EA)], 10357)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xEA2DF4C5)], 10357)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x950D13EB)], 10357)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xCF4FAF50)], 10357)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xF6B64370)], 10357)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xFC692728)], 10357)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x330C97D2)], 10357)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC243B3B6)], 10357)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9B50),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000875),
                gc.DataTuple('slot_count', 0x00000BA1),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x63469BAD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xDB9D558C),
                gc.KeyTuple('src_port', 0xF328),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x667FA2CBD9F0),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x66\x7F\xA2\xCB\xD9\xF0\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDB\x9D\x55\x8C\x00\x00\x00\x00\xF3\x28\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x9B\x50\x00\x06\x00\x00\x00\x00\x00\x00\x41\x45\x00\x00\x00\x00\x00\x40\x00\x00\x15\x3F\xF8\x9C\xFF\x31\x6E\x7D\xBD\xDE\xAE\x01\x7D\x08\x48\x77\x74\x21\xFA\x07\x53\x83\x98\x5D\x9C\xB8\x16\x60\x89\x56\xB5\x33\xAC\x1F\x4B\xB8\x33\x82\x70\x10\x9C\xDD\x76\x89\x7C\x86\xF7\x9C\x76\x09\xE4\xE7\xC3\x91\x28\xF1\xBC\xD8\x10\xED\x78\xF8\x45\x52\x3D\x9A\xB7\xF3\xE8\x89\xCF\xB4\x6B\x35\x4A\x9E\xD8\xE3\x7E\x79\x88\xF2\x82\xAB\x40\x70\xBD\xF4\x79\x6E\x46\x72\x55\xD9\x3D\x38\xFA\xBE\xA6\x1B\xCE\x4E\xC4\xE6\x3B\xFB\xD6\x5A\x5B\xB6\x3E\x2D\xF1\xD6\x3F\x90\xAC\xF1\x7E\xFF\x63\xBD\xDE\x49\x38\xBF\x59\xE8\x5A\xBE\x88\x76\x95\x14\xFA\x66\x5E\x72\x16\x9B\xA9\xF9\x4E\xA7\x29\x72\x8A\x5B\xE0\x9A\x0A\x27\xAE\xA7\x0B\x29\xC0\x10\xE3\x7F\x04\x39\x6F\x7F\xFC\x3B\xAD\x88\x22\xF3\x0A\x27\x0C\xA0\x85\x0D\x5C\x45\xA9\x00\x88\x58\x5E\x2A\x46\xF6\x99\xBD\xC2\x44\x84\x70\x97\xDD\xC0\x16\x43\x77\x45\xB7\xFE\xF6\x72\xD6\x5F\xF2\x77\x44\xB8\xE3\x85\x6E\xD7\x2A\x38\x29\xE2\x82\xE8\xED\x59\xF2\xE4\x97\x1F\xF0\x00\xD3\x03\x3E\x44\xC8\x59\xB2\xBC\x89\x2A\xFE\x1B\xB7\x4F\x34\xD6\xB2\xE4\x36\xFE\x30\x04\x36\x53\x86\x02\x9B\xBD\xC1\xFE\x53\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x66\x7F\xA2\xCB\xD9\xF0\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDB\x9D\x55\x8C\x00\x00\x00\x00\xF3\x28\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x9B\x50\x00\x06\x00\x00\x00\x00\x00\x00\x05\x9B\x00\x00\x00\x00\x00\x40\x00\x00\x15\x3F\xF8\x9C\x53\x7D\xFF\x40\xBD\xDE\xAE\x01\x19\x1B\xD0\x14\x74\x21\xFA\x07\x9D\x4D\x62\x5B\x9C\xB8\x16\x60\xFB\x5D\x48\xD6\xAC\x1F\x4B\xB8\xC8\xF7\x9E\xE4\x9C\xDD\x76\x89\x12\x15\x10\x7B\x76\x09\xE4\xE7\xD0\xBB\x05\x97\xBC\xD8\x10\xED\x21\x17\xC1\x14\x3D\x9A\xB7\xF3\x3A\xD9\x15\x2B\x6B\x35\x4A\x9E\x0B\x51\x56\xF7\x88\xF2\x82\xAB\x20\xD2\xB2\x3A\x79\x6E\x46\x72\xD8\x00\xA1\x47\xFA\xBE\xA6\x1B\xBF\x84\x6B\x24\x3B\xFB\xD6\x5A\x8B\x5F\xAE\xC8\xF1\xD6\x3F\x90\x92\x13\x2D\xBC\x63\xBD\xDE\x49\x76\xC9\x52\x53\x5A\xBE\x88\x76\xBA\x4C\x85\x29\x5E\x72\x16\x9B\x56\xB2\x58\xD2\x29\x72\x8A\x5B\x27\x28\x8A\x48\xAE\xA7\x0B\x29\x64\x9E\x0D\x18\x04\x39\x6F\x7F\xC6\x47\x95\x6D\x22\xF3\x0A\x27\x15\x6B\x87\xAB\x5C\x45\xA9\x00\x30\xD6\x0D\x86\x46\xF6\x99\xBD\xBE\x71\x0F\xDC\x97\xDD\xC0\x16\x39\x34\x11\xEA\xFE\xF6\x72\xD6\xEA\x2D\xF4\xC5\xB8\xE3\x85\x6E\x95\x0D\x13\xEB\xE2\x82\xE8\xED\xCF\x4F\xAF\x50\x1F\xF0\x00\xD3\xF6\xB6\x43\x70\x59\xB2\xBC\x89\xFC\x69\x27\x28\x4F\x34\xD6\xB2\x33\x0C\x97\xD2\x04\x36\x53\x86\xC2\x43\xB3\xB6\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x28\x75\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9B\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x53\x7D\xFF\x40\x00\x00\x00\x00\x19\x1B\xD0\x14\x00\x00\x00\x00\x9D\x4D\x62\x5B\x00\x00\x00\x00\xFB\x5D\x48\xD6\x00\x00\x00\x00\xC8\xF7\x9E\xE4\x00\x00\x00\x00\x12\x15\x10\x7B\x00\x00\x00\x00\xD0\xBB\x05\x97\x00\x00\x00\x00\x21\x17\xC1\x14\x00\x00\x00\x00\x3A\xD9\x15\x2B\x00\x00\x00\x00\x0B\x51\x56\xF7\x00\x00\x00\x00\x20\xD2\xB2\x3A\x00\x00\x00\x00\xD8\x00\xA1\x47\x00\x00\x00\x00\xBF\x84\x6B\x24\x00\x00\x00\x00\x8B\x5F\xAE\xC8\x00\x00\x00\x00\x92\x13\x2D\xBC\x00\x00\x00\x00\x76\xC9\x52\x53\x00\x00\x00\x00\xBA\x4C\x85\x29\x00\x00\x00\x00\x56\xB2\x58\xD2\x00\x00\x00\x00\x27\x28\x8A\x48\x00\x00\x00\x00\x64\x9E\x0D\x18\x00\x00\x00\x00\xC6\x47\x95\x6D\x00\x00\x00\x00\x15\x6B\x87\xAB\x00\x00\x00\x00\x30\xD6\x0D\x86\x00\x00\x00\x00\xBE\x71\x0F\xDC\x00\x00\x00\x00\x39\x34\x11\xEA\x00\x00\x00\x00\xEA\x2D\xF4\xC5\x00\x00\x00\x00\x95\x0D\x13\xEB\x00\x00\x00\x00\xCF\x4F\xAF\x50\x00\x00\x00\x00\xF6\xB6\x43\x70\x00\x00\x00\x00\xFC\x69\x27\x28\x00\x00\x00\x00\x33\x0C\x97\xD2\x00\x00\x00\x00\xC2\x43\xB3\xB6\xFE\x53\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x30)], 2823)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 2823)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x0A901D41)], 2823)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xA0E0FD87)], 2823)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x1E91217B)], 2823)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xD78FB8FE)], 2823)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x5F17CDEC)], 2823)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x76EBB962)], 2823)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xCEBCF396)], 2823)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x61909E7C)], 2823)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xAFC964E2)], 2823)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xC73E4D04)], 2823)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x0208EE3F)], 2823)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xA207BF9D)], 2823)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xE502E419)], 2823)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x64920769)], 2823)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xFA71AA8A)], 2823)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x52232332)], 2823)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x5F219BB8)], 2823)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x65D6B9D2)], 2823)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x91CE49A0)], 2823)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x3E600883)], 2823)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xE7A70FF6)], 2823)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x4FC53DFA)], 2823)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xAE3388EA)], 2823)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x6C198356)], 2823)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x714DA5A3)], 2823)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x1FE48994)], 2823)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x4165C8AB)], 2823)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xDC4D4816)], 2823)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x797A6891)], 2823)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x56B61E9F)], 2823)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xDBE62D5E)], 2823)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x4D3FC6ED)], 2823)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x432F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B07),
                gc.DataTuple('slot_count', 0x0000074D),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9A2837E7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x6F77BF69E696),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x6F\x77\xBF\x69\xE6\x96\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x43\x2F\x00\x16\x00\x00\x00\x00\x00\x00\x5A\xE4\x00\x00\x00\x00\x00\x40\x00\x00\xD1\x13\x50\xF5\x59\xA8\xE3\x6F\xBB\xBE\xDF\x5A\x1E\x68\xA7\x22\xCD\x6B\xFD\xF5\x11\xCA\x33\x9F\x1D\x6D\x7B\xAB\x70\xC3\x5B\x8A\x9C\x20\xAC\x2F\xE5\xB1\x51\x7F\x31\x84\xC9\x14\x29\x11\x05\x8E\x5F\xA1\x13\x6F\xDF\xDB\xCE\xF3\xD7\x18\x04\x6B\xAE\xC4\x74\xAE\xF8\x14\x5C\xA1\x4C\x89\x0E\xE4\xD4\xC0\x6A\xA7\xBA\x52\x32\x75\x59\x2D\xD9\xDF\xF6\xE8\x8F\x32\x33\x74\x16\x89\x49\x91\x55\x5C\xD2\x44\xFC\xEC\xEC\xFF\x1A\xDF\xC4\xDE\xE0\x4A\x21\xDE\xD4\x71\x44\xAD\xCC\xE2\x91\x20\xA2\x46\x12\xA6\xDE\xFA\x1F\xA0\x89\x9F\x3F\xE8\x31\x42\x03\x50\xE6\x0D\x74\xDD\x1B\x80\x65\x36\x65\x29\x10\xB0\x55\xF9\x20\x37\x19\x16\xC5\xB0\x04\x3E\xB4\xD1\x33\x6C\xCE\x7B\x3F\xC7\x85\x7B\x14\xDE\x84\xFB\x19\x98\x29\x11\x8D\xAD\xD7\x56\xA8\x01\x0D\xB9\xAF\x0E\x62\x07\x04\x92\x79\x75\xFB\x74\x88\x18\x28\xC6\x02\xB8\xB1\x96\x3E\x19\x06\x2E\xD7\x10\xB4\x27\xFE\xC0\x0E\x19\xB7\x52\xC9\xF2\x4F\xB9\xAA\x5F\x86\x11\x35\x11\xDE\x6A\xEB\xA1\x48\xD0\xF7\x9D\x3E\x3F\x9D\x3E\x84\x7F\x51\x3C\xC6\x4B\xDC\x69\x1F\xEF\xA4\x7E\x4E\xD9\xE0\x91\x04\x49\x00\x32\x0C\x2A\x22\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x6F\x77\xBF\x69\xE6\x96\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x43\x2F\x00\x16\x00\x00\x00\x00\x00\x00\x04\x30\x00\x00\x00\x00\x00\x40\x00\x00\xD1\x13\x50\xF5\x0A\x90\x1D\x41\xBB\xBE\xDF\x5A\xA0\xE0\xFD\x87\xCD\x6B\xFD\xF5\x1E\x91\x21\x7B\x1D\x6D\x7B\xAB\xD7\x8F\xB8\xFE\x9C\x20\xAC\x2F\x5F\x17\xCD\xEC\x31\x84\xC9\x14\x76\xEB\xB9\x62\x5F\xA1\x13\x6F\xCE\xBC\xF3\x96\xD7\x18\x04\x6B\x61\x90\x9E\x7C\xF8\x14\x5C\xA1\xAF\xC9\x64\xE2\xD4\xC0\x6A\xA7\xC7\x3E\x4D\x04\x59\x2D\xD9\xDF\x02\x08\xEE\x3F\x33\x74\x16\x89\xA2\x07\xBF\x9D\xD2\x44\xFC\xEC\xE5\x02\xE4\x19\xC4\xDE\xE0\x4A\x64\x92\x07\x69\x44\xAD\xCC\xE2\xFA\x71\xAA\x8A\x12\xA6\xDE\xFA\x52\x23\x23\x32\x3F\xE8\x31\x42\x5F\x21\x9B\xB8\x74\xDD\x1B\x80\x65\xD6\xB9\xD2\x10\xB0\x55\xF9\x91\xCE\x49\xA0\xC5\xB0\x04\x3E\x3E\x60\x08\x83\xCE\x7B\x3F\xC7\xE7\xA7\x0F\xF6\x84\xFB\x19\x98\x4F\xC5\x3D\xFA\xD7\x56\xA8\x01\xAE\x33\x88\xEA\x62\x07\x04\x92\x6C\x19\x83\x56\x88\x18\x28\xC6\x71\x4D\xA5\xA3\x3E\x19\x06\x2E\x1F\xE4\x89\x94\xFE\xC0\x0E\x19\x41\x65\xC8\xAB\x4F\xB9\xAA\x5F\xDC\x4D\x48\x16\xDE\x6A\xEB\xA1\x79\x7A\x68\x91\x3E\x3F\x9D\x3E\x56\xB6\x1E\x9F\xC6\x4B\xDC\x69\xDB\xE6\x2D\x5E\x4E\xD9\xE0\x91\x4D\x3F\xC6\xED\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0B\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x30\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x0A\x90\x1D\x41\x00\x00\x00\x00\xA0\xE0\xFD\x87\x00\x00\x00\x00\x1E\x91\x21\x7B\x00\x00\x00\x00\xD7\x8F\xB8\xFE\x00\x00\x00\x00\x5F\x17\xCD\xEC\x00\x00\x00\x00\x76\xEB\xB9\x62\x00\x00\x00\x00\xCE\xBC\xF3\x96\x00\x00\x00\x00\x61\x90\x9E\x7C\x00\x00\x00\x00\xAF\xC9\x64\xE2\x00\x00\x00\x00\xC7\x3E\x4D\x04\x00\x00\x00\x00\x02\x08\xEE\x3F\x00\x00\x00\x00\xA2\x07\xBF\x9D\x00\x00\x00\x00\xE5\x02\xE4\x19\x00\x00\x00\x00\x64\x92\x07\x69\x00\x00\x00\x00\xFA\x71\xAA\x8A\x00\x00\x00\x00\x52\x23\x23\x32\x00\x00\x00\x00\x5F\x21\x9B\xB8\x00\x00\x00\x00\x65\xD6\xB9\xD2\x00\x00\x00\x00\x91\xCE\x49\xA0\x00\x00\x00\x00\x3E\x60\x08\x83\x00\x00\x00\x00\xE7\xA7\x0F\xF6\x00\x00\x00\x00\x4F\xC5\x3D\xFA\x00\x00\x00\x00\xAE\x33\x88\xEA\x00\x00\x00\x00\x6C\x19\x83\x56\x00\x00\x00\x00\x71\x4D\xA5\xA3\x00\x00\x00\x00\x1F\xE4\x89\x94\x00\x00\x00\x00\x41\x65\xC8\xAB\x00\x00\x00\x00\xDC\x4D\x48\x16\x00\x00\x00\x00\x79\x7A\x68\x91\x00\x00\x00\x00\x56\xB6\x1E\x9F\x00\x00\x00\x00\xDB\xE6\x2D\x5E\x00\x00\x00\x00\x4D\x3F\xC6\xED\x0C\x2A\x22\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x39)], 12651)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12651)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x7E0AD090)], 12651)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x7E23D6A8)], 12651)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x7D7A41BE)], 12651)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x4C140B98)], 12651)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xD4965578)], 12651)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x46A19F0B)], 12651)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x27EAFFDC)], 12651)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xCE01D933)], 12651)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x92506607)], 12651)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x96406815)], 12651)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xE450EFDB)], 12651)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xDB0F208C)], 12651)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xFC8B5879)], 12651)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x90138C8E)], 12651)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x86273D71)], 12651)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x519B46EC)], 12651)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x450998A5)], 12651)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x64633540)], 12651)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xB642C004)], 12651)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x9E926B7F)], 12651)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x9D7DBC2E)], 12651)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xE3E0E510)], 12651)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xC407934E)], 12651)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x6F0A6302)], 12651)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x0928BE21)], 12651)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xE7A5B04B)], 12651)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x54A17ED2)], 12651)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x523EAE23)], 12651)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x1CB03C81)], 12651)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x614414A9)], 12651)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x405A1AD3)], 12651)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x5DA9A2AA)], 12651)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF321),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000116B),
                gc.DataTuple('slot_count', 0x0000012F),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x208DF8F2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xFB3EA0A216A3),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xFB\x3E\xA0\xA2\x16\xA3\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xF3\x21\x00\x00\x00\x00\x00\x00\x00\x00\x61\xF3\x00\x00\x00\x00\x00\x40\x00\x00\x08\x1B\xB0\x0B\xD3\x38\xB0\xDA\xD1\xEE\x0C\x64\x8F\xF0\x6D\x08\x11\xA0\xE7\xE8\xBB\x88\x15\x90\x85\xD5\x81\x76\xA8\x16\x6A\x87\x32\x4B\x9D\xD7\xFA\xFE\xD4\xE4\x76\x55\xBC\x82\x7A\x04\xAE\x6F\xAF\xA1\xAD\xB1\x8D\xFC\xFF\x2F\xF9\xAF\xF1\x2B\x3D\x90\x41\x66\xDE\xFF\xDD\xCF\xB1\xD0\x38\x69\x7B\x35\x1D\xE5\x0C\x2C\x88\xA9\x69\x08\xC0\x0C\x5C\x37\x97\xCE\xDE\xB1\x31\x0D\xD0\xE1\xE6\xB7\x6E\xBD\xFB\xFE\xFE\xF0\x63\xCC\xF6\xE4\xB6\xC4\x39\xFD\x98\xE3\xF8\x86\xC7\xB4\xF5\x5A\x10\x26\xE6\x9E\x56\x4C\x4A\x2F\x89\xC0\x5B\xB9\xB3\x81\xC6\x43\xAE\x80\xC9\xB9\x01\x99\xA9\xBB\x54\x19\xAF\xA8\x27\x2C\x21\x0E\x60\x59\xA8\x83\x5C\xF4\xA5\x61\xB8\x3A\xF5\x53\xA9\x21\x72\x65\x53\x07\x52\x8B\xB7\xA3\xB7\xC2\x5C\x88\xE8\x59\xEA\x54\x4A\x7D\x7D\xB0\x08\x5B\x91\x8F\x09\xF6\x3F\xDE\x1B\x02\x21\xBB\xF7\xEC\x67\x59\x76\x98\xAA\x71\x6E\x43\xA1\x80\x86\xD3\xD3\x2C\x97\xF2\x25\x1A\xE9\xE8\x0B\x43\x20\x3E\x88\xD9\xD4\xB5\xD6\xF5\x21\xE2\x60\xE0\x22\x34\xC1\x77\x30\x5A\x69\x9D\xFF\x89\xC6\xA7\xB4\xB5\x03\xB6\x22\x22\x60\x6E\xFA\x49\x7D\x0E\xE3\xCB\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xFB\x3E\xA0\xA2\x16\xA3\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xF3\x21\x00\x00\x00\x00\x00\x00\x00\x00\x07\x39\x00\x00\x00\x00\x00\x40\x00\x00\x08\x1B\xB0\x0B\x7E\x0A\xD0\x90\xD1\xEE\x0C\x64\x7E\x23\xD6\xA8\x11\xA0\xE7\xE8\x7D\x7A\x41\xBE\x85\xD5\x81\x76\x4C\x14\x0B\x98\x32\x4B\x9D\xD7\xD4\x96\x55\x78\x76\x55\xBC\x82\x46\xA1\x9F\x0B\xAF\xA1\xAD\xB1\x27\xEA\xFF\xDC\xF9\xAF\xF1\x2B\xCE\x01\xD9\x33\xDE\xFF\xDD\xCF\x92\x50\x66\x07\x7B\x35\x1D\xE5\x96\x40\x68\x15\x69\x08\xC0\x0C\xE4\x50\xEF\xDB\xDE\xB1\x31\x0D\xDB\x0F\x20\x8C\x6E\xBD\xFB\xFE\xFC\x8B\x58\x79\xF6\xE4\xB6\xC4\x90\x13\x8C\x8E\xF8\x86\xC7\xB4\x86\x27\x3D\x71\xE6\x9E\x56\x4C\x51\x9B\x46\xEC\x5B\xB9\xB3\x81\x45\x09\x98\xA5\xC9\xB9\x01\x99\x64\x63\x35\x40\xAF\xA8\x27\x2C\xB6\x42\xC0\x04\xA8\x83\x5C\xF4\x9E\x92\x6B\x7F\xF5\x53\xA9\x21\x9D\x7D\xBC\x2E\x52\x8B\xB7\xA3\xE3\xE0\xE5\x10\xE8\x59\xEA\x54\xC4\x07\x93\x4E\x08\x5B\x91\x8F\x6F\x0A\x63\x02\x1B\x02\x21\xBB\x09\x28\xBE\x21\x76\x98\xAA\x71\xE7\xA5\xB0\x4B\x86\xD3\xD3\x2C\x54\xA1\x7E\xD2\xE9\xE8\x0B\x43\x52\x3E\xAE\x23\xD4\xB5\xD6\xF5\x1C\xB0\x3C\x81\x22\x34\xC1\x77\x61\x44\x14\xA9\xFF\x89\xC6\xA7\x40\x5A\x1A\xD3\x22\x22\x60\x6E\x5D\xA9\xA2\xAA\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x31\x6B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x39\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x7E\x0A\xD0\x90\x00\x00\x00\x00\x7E\x23\xD6\xA8\x00\x00\x00\x00\x7D\x7A\x41\xBE\x00\x00\x00\x00\x4C\x14\x0B\x98\x00\x00\x00\x00\xD4\x96\x55\x78\x00\x00\x00\x00\x46\xA1\x9F\x0B\x00\x00\x00\x00\x27\xEA\xFF\xDC\x00\x00\x00\x00\xCE\x01\xD9\x33\x00\x00\x00\x00\x92\x50\x66\x07\x00\x00\x00\x00\x96\x40\x68\x15\x00\x00\x00\x00\xE4\x50\xEF\xDB\x00\x00\x00\x00\xDB\x0F\x20\x8C\x00\x00\x00\x00\xFC\x8B\x58\x79\x00\x00\x00\x00\x90\x13\x8C\x8E\x00\x00\x00\x00\x86\x27\x3D\x71\x00\x00\x00\x00\x51\x9B\x46\xEC\x00\x00\x00\x00\x45\x09\x98\xA5\x00\x00\x00\x00\x64\x63\x35\x40\x00\x00\x00\x00\xB6\x42\xC0\x04\x00\x00\x00\x00\x9E\x92\x6B\x7F\x00\x00\x00\x00\x9D\x7D\xBC\x2E\x00\x00\x00\x00\xE3\xE0\xE5\x10\x00\x00\x00\x00\xC4\x07\x93\x4E\x00\x00\x00\x00\x6F\x0A\x63\x02\x00\x00\x00\x00\x09\x28\xBE\x21\x00\x00\x00\x00\xE7\xA5\xB0\x4B\x00\x00\x00\x00\x54\xA1\x7E\xD2\x00\x00\x00\x00\x52\x3E\xAE\x23\x00\x00\x00\x00\x1C\xB0\x3C\x81\x00\x00\x00\x00\x61\x44\x14\xA9\x00\x00\x00\x00\x40\x5A\x1A\xD3\x00\x00\x00\x00\x5D\xA9\xA2\xAA\xE3\xCB\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x38)], 9109)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9109)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x80DC3A81)], 9109)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x987673B4)], 9109)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x9DDF57F3)], 9109)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xE7F9DC2C)], 9109)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x7C5F459A)], 9109)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x98B89133)], 9109)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x35403EA2)], 9109)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xC43DC5CC)], 9109)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x5A11E565)], 9109)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x06189A57)], 9109)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x72407747)], 9109)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x9FF984FC)], 9109)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x2504F680)], 9109)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x090CE346)], 9109)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x476BF41A)], 9109)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xCC6F7C3F)], 9109)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x5007C54F)], 9109)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x6903EF4F)], 9109)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x69C0603E)], 9109)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xBDB27CE5)], 9109)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xE9A827F1)], 9109)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x54F6D3D7)], 9109)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x6B02E12B)], 9109)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xBFDF5E92)], 9109)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x4D95B916)], 9109)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x3A969CF9)], 9109)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x0F6DA4B7)], 9109)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xA31B34B0)], 9109)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x146D31D9)], 9109)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x762A5CF3)], 9109)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x39B91C72)], 9109)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x3D43F94B)], 9109)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0C10),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000395),
                gc.DataTuple('slot_count', 0x000014DA),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x133D47C5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x46121522A2B9),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x46\x12\x15\x22\xA2\xB9\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x0C\x10\x9C\xBF\x00\x00\x00\x00\x00\x00\x3B\x21\x00\x00\x00\x00\x00\x40\x00\x00\xBF\x0E\xE7\xA0\xAB\x26\x6B\xB3\xEB\xB3\x6A\x44\xC3\x1D\x2C\x22\xFC\x33\x9F\x87\x13\x6E\x71\x14\xF4\x9A\xF7\x86\xD9\xEB\x46\x72\xF0\x79\xDE\xDB\x43\x51\x89\x1F\x6E\x10\x4A\x1C\x57\x17\x3D\xA6\x40\x6A\x02\x4D\x67\x95\x47\xBA\xE3\xDC\x6C\x55\x5B\x43\x5C\x84\xD3\x4F\x9A\x9F\x3C\x0A\x4D\xE6\x35\x9E\xAA\xB7\x07\x35\x97\xB5\xDD\xE1\x3B\x8A\xFD\xA3\x08\x30\x72\x58\x33\x7C\x05\x44\x56\xF6\x7F\xF2\x2C\x0B\x3F\x5E\x41\x06\x7A\x11\xE4\x86\x12\x43\xA0\x5F\x93\x3F\x9D\xEC\x9C\x26\xCB\xD5\xBE\x5B\x0F\x2F\xF9\x64\xA5\xEB\x5C\x15\x8B\xDF\x13\xD5\xE2\x19\x2C\x5C\x9B\xC9\x87\x3E\x92\x51\x51\xCD\x4E\x03\x12\xC8\x78\x7A\x25\xEF\x22\x8C\xA9\x04\x40\xB6\x1F\x6B\x4C\x58\xEA\xB1\x6E\xAF\xE4\xB9\xA9\x21\x0D\x84\xCA\xC9\xB8\x04\x0B\x9E\x6C\x9E\x1B\x83\x2C\xE1\x0B\x45\xEA\x8B\xFC\xB7\xDA\xA7\x34\x92\xB8\x8E\x2A\xE9\x02\x69\x0B\xE1\xA1\x48\x37\xDE\xE0\x57\xB8\x82\x30\xAA\x15\x1D\xE7\x13\xA1\xA2\xBA\x12\x40\x04\x48\xFB\x95\xCF\x00\x89\x43\xB9\x82\x57\xE8\x4B\x2C\xAE\xA3\x4D\xE7\x70\x95\x17\x16\x74\xB4\xA2\xA3\x1D\xBC\xBD\x13\x97\x6A\xAA\xDF\x11\xC7\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x46\x12\x15\x22\xA2\xB9\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x0C\x10\x9C\xBF\x00\x00\x00\x00\x00\x00\x05\x38\x00\x00\x00\x00\x00\x40\x00\x00\xBF\x0E\xE7\xA0\x80\xDC\x3A\x81\xEB\xB3\x6A\x44\x98\x76\x73\xB4\xFC\x33\x9F\x87\x9D\xDF\x57\xF3\xF4\x9A\xF7\x86\xE7\xF9\xDC\x2C\xF0\x79\xDE\xDB\x7C\x5F\x45\x9A\x6E\x10\x4A\x1C\x98\xB8\x91\x33\x40\x6A\x02\x4D\x35\x40\x3E\xA2\xE3\xDC\x6C\x55\xC4\x3D\xC5\xCC\xD3\x4F\x9A\x9F\x5A\x11\xE5\x65\x35\x9E\xAA\xB7\x06\x18\x9A\x57\xDD\xE1\x3B\x8A\x72\x40\x77\x47\x72\x58\x33\x7C\x9F\xF9\x84\xFC\x7F\xF2\x2C\x0B\x25\x04\xF6\x80\x7A\x11\xE4\x86\x09\x0C\xE3\x46\x93\x3F\x9D\xEC\x47\x6B\xF4\x1A\xBE\x5B\x0F\x2F\xCC\x6F\x7C\x3F\x5C\x15\x8B\xDF\x50\x07\xC5\x4F\x2C\x5C\x9B\xC9\x69\x03\xEF\x4F\x51\xCD\x4E\x03\x69\xC0\x60\x3E\x25\xEF\x22\x8C\xBD\xB2\x7C\xE5\x1F\x6B\x4C\x58\xE9\xA8\x27\xF1\xE4\xB9\xA9\x21\x54\xF6\xD3\xD7\xB8\x04\x0B\x9E\x6B\x02\xE1\x2B\x2C\xE1\x0B\x45\xBF\xDF\x5E\x92\xDA\xA7\x34\x92\x4D\x95\xB9\x16\x02\x69\x0B\xE1\x3A\x96\x9C\xF9\xE0\x57\xB8\x82\x0F\x6D\xA4\xB7\xE7\x13\xA1\xA2\xA3\x1B\x34\xB0\x48\xFB\x95\xCF\x14\x6D\x31\xD9\x82\x57\xE8\x4B\x76\x2A\x5C\xF3\xE7\x70\x95\x17\x39\xB9\x1C\x72\xA3\x1D\xBC\xBD\x3D\x43\xF9\x4B\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x23\x95\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x38\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x80\xDC\x3A\x81\x00\x00\x00\x00\x98\x76\x73\xB4\x00\x00\x00\x00\x9D\xDF\x57\xF3\x00\x00\x00\x00\xE7\xF9\xDC\x2C\x00\x00\x00\x00\x7C\x5F\x45\x9A\x00\x00\x00\x00\x98\xB8\x91\x33\x00\x00\x00\x00\x35\x40\x3E\xA2\x00\x00\x00\x00\xC4\x3D\xC5\xCC\x00\x00\x00\x00\x5A\x11\xE5\x65\x00\x00\x00\x00\x06\x18\x9A\x57\x00\x00\x00\x00\x72\x40\x77\x47\x00\x00\x00\x00\x9F\xF9\x84\xFC\x00\x00\x00\x00\x25\x04\xF6\x80\x00\x00\x00\x00\x09\x0C\xE3\x46\x00\x00\x00\x00\x47\x6B\xF4\x1A\x00\x00\x00\x00\xCC\x6F\x7C\x3F\x00\x00\x00\x00\x50\x07\xC5\x4F\x00\x00\x00\x00\x69\x03\xEF\x4F\x00\x00\x00\x00\x69\xC0\x60\x3E\x00\x00\x00\x00\xBD\xB2\x7C\xE5\x00\x00\x00\x00\xE9\xA8\x27\xF1\x00\x00\x00\x00\x54\xF6\xD3\xD7\x00\x00\x00\x00\x6B\x02\xE1\x2B\x00\x00\x00\x00\xBF\xDF\x5E\x92\x00\x00\x00\x00\x4D\x95\xB9\x16\x00\x00\x00\x00\x3A\x96\x9C\xF9\x00\x00\x00\x00\x0F\x6D\xA4\xB7\x00\x00\x00\x00\xA3\x1B\x34\xB0\x00\x00\x00\x00\x14\x6D\x31\xD9\x00\x00\x00\x00\x76\x2A\x5C\xF3\x00\x00\x00\x00\x39\xB9\x1C\x72\x00\x00\x00\x00\x3D\x43\xF9\x4B\xDF\x11\xC7\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x38)], 2671)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 2671)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x326F2A0E)], 2671)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xF9C79E4D)], 2671)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x7EF8CFB2)], 2671)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x1D1AD7BF)], 2671)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x166411C1)], 2671)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x17722FC6)], 2671)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x5EB064F3)], 2671)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x3280FF69)], 2671)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x7965C8FF)], 2671)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xB2BFA438)], 2671)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x8B3AF872)], 2671)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x713C5D39)], 2671)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x5E1DEF9E)], 2671)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xFEE324FB)], 2671)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x89B6F979)], 2671)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x38024B9F)], 2671)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x88435E9E)], 2671)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xD7C0E1B3)], 2671)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x7A9A5480)], 2671)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x0C244A64)], 2671)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x31EBF530)], 2671)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xD0CE36D9)], 2671)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xA9CAF292)], 2671)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x6BFA452C)], 2671)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xF64AB7EF)], 2671)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xC1109EC5)], 2671)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x8047F869)], 2671)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x233D28D2)], 2671)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xF54FEF02)], 2671)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x9870D7A1)], 2671)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xC9D179F8)], 2671)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x29754F3D)], 2671)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x623F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A6F),
                gc.DataTuple('slot_count', 0x00000D67),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA804FEFC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x149AB2CF),
                gc.KeyTuple('src_port', 0xF994),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xCC7F7196BEA6),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xCC\x7F\x71\x96\xBE\xA6\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x14\x9A\xB2\xCF\x00\x00\x00\x00\xF9\x94\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x62\x3F\x00\x14\x00\x00\x00\x00\x00\x00\x6A\x99\x00\x00\x00\x00\x00\x40\x00\x00\x5F\x66\xB9\x19\x76\x1E\xFF\x4E\x77\x02\x4D\x12\x5D\x83\xFE\x92\x8D\xA0\xA2\xC2\xFF\x39\x6D\x7E\xD9\x7D\x53\xF9\xDE\x9B\xF2\x7B\x28\x74\x3F\xC6\x98\xA2\xC7\xC9\x6A\x78\xA1\x4A\xBD\x51\x70\xAE\x67\xC0\x68\x08\x1F\x48\x1D\x97\x11\x2E\x2E\xAD\x64\xF1\xD1\x09\x97\xC9\x37\xA1\x70\x75\x13\xE6\x5B\x2D\x8C\x5E\x04\x71\x29\x35\x01\xA2\xA6\x44\x02\x98\x18\x47\x46\xC6\xDA\x01\xE2\x4E\x1A\xCF\xD6\x40\x9F\x6C\x8E\xCC\x41\x45\xD1\x9D\xBB\xD7\xB2\x52\xE7\x7B\x19\x55\xC4\x43\x57\x0C\x46\x11\xA9\x4A\x6B\x4E\x27\x50\xE4\x58\x01\x04\xC5\xA4\x0C\x2F\x9A\xEF\xC5\x09\x9E\x75\x6D\x56\xBA\x7B\xDB\xC7\x37\xEB\xCD\xFF\xCE\xD8\x2C\x0C\xDE\x14\xFC\xAB\x0F\x0B\x6E\xD4\x44\x91\x67\xDC\x2E\xE3\x9F\xF3\x31\xB5\x40\x76\x31\x45\x21\x9B\x68\x88\x51\x39\x80\xF3\xAC\x84\xC3\x44\x82\xA6\x21\xBF\x17\x70\xD5\x5C\x30\x28\x60\xF0\xEE\x24\x5C\xD5\xB5\xDD\x0E\x9E\x60\x7E\x30\x04\xD2\xCF\x08\x5D\xC4\x7E\x27\x35\x9D\x67\x2A\xF4\xDE\x75\x75\x98\xCC\xDC\x16\xFD\xF8\xE6\x03\x6B\xBD\xE0\x5D\x4D\x45\x70\x7D\xC6\xC7\xE8\xC8\x09\x5E\x38\x2B\x51\xE6\x24\xBC\x6A\xC5\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xCC\x7F\x71\x96\xBE\xA6\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x14\x9A\xB2\xCF\x00\x00\x00\x00\xF9\x94\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x62\x3F\x00\x14\x00\x00\x00\x00\x00\x00\x04\x38\x00\x00\x00\x00\x00\x40\x00\x00\x5F\x66\xB9\x19\x32\x6F\x2A\x0E\x77\x02\x4D\x12\xF9\xC7\x9E\x4D\x8D\xA0\xA2\xC2\x7E\xF8\xCF\xB2\xD9\x7D\x53\xF9\x1D\x1A\xD7\xBF\x28\x74\x3F\xC6\x16\x64\x11\xC1\x6A\x78\xA1\x4A\x17\x72\x2F\xC6\x67\xC0\x68\x08\x5E\xB0\x64\xF3\x11\x2E\x2E\xAD\x32\x80\xFF\x69\x97\xC9\x37\xA1\x79\x65\xC8\xFF\x5B\x2D\x8C\x5E\xB2\xBF\xA4\x38\x01\xA2\xA6\x44\x8B\x3A\xF8\x72\x46\xC6\xDA\x01\x71\x3C\x5D\x39\xD6\x40\x9F\x6C\x5E\x1D\xEF\x9E\xD1\x9D\xBB\xD7\xFE\xE3\x24\xFB\x19\x55\xC4\x43\x89\xB6\xF9\x79\xA9\x4A\x6B\x4E\x38\x02\x4B\x9F\x01\x04\xC5\xA4\x88\x43\x5E\x9E\xC5\x09\x9E\x75\xD7\xC0\xE1\xB3\xDB\xC7\x37\xEB\x7A\x9A\x54\x80\x2C\x0C\xDE\x14\x0C\x24\x4A\x64\x6E\xD4\x44\x91\x31\xEB\xF5\x30\x9F\xF3\x31\xB5\xD0\xCE\x36\xD9\x21\x9B\x68\x88\xA9\xCA\xF2\x92\xAC\x84\xC3\x44\x6B\xFA\x45\x2C\x17\x70\xD5\x5C\xF6\x4A\xB7\xEF\xEE\x24\x5C\xD5\xC1\x10\x9E\xC5\x60\x7E\x30\x04\x80\x47\xF8\x69\xC4\x7E\x27\x35\x23\x3D\x28\xD2\xDE\x75\x75\x98\xF5\x4F\xEF\x02\xF8\xE6\x03\x6B\x98\x70\xD7\xA1\x45\x70\x7D\xC6\xC9\xD1\x79\xF8\x5E\x38\x2B\x51\x29\x75\x4F\x3D\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0A\x6F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x38\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x32\x6F\x2A\x0E\x00\x00\x00\x00\xF9\xC7\x9E\x4D\x00\x00\x00\x00\x7E\xF8\xCF\xB2\x00\x00\x00\x00\x1D\x1A\xD7\xBF\x00\x00\x00\x00\x16\x64\x11\xC1\x00\x00\x00\x00\x17\x72\x2F\xC6\x00\x00\x00\x00\x5E\xB0\x64\xF3\x00\x00\x00\x00\x32\x80\xFF\x69\x00\x00\x00\x00\x79\x65\xC8\xFF\x00\x00\x00\x00\xB2\xBF\xA4\x38\x00\x00\x00\x00\x8B\x3A\xF8\x72\x00\x00\x00\x00\x71\x3C\x5D\x39\x00\x00\x00\x00\x5E\x1D\xEF\x9E\x00\x00\x00\x00\xFE\xE3\x24\xFB\x00\x00\x00\x00\x89\xB6\xF9\x79\x00\x00\x00\x00\x38\x02\x4B\x9F\x00\x00\x00\x00\x88\x43\x5E\x9E\x00\x00\x00\x00\xD7\xC0\xE1\xB3\x00\x00\x00\x00\x7A\x9A\x54\x80\x00\x00\x00\x00\x0C\x24\x4A\x64\x00\x00\x00\x00\x31\xEB\xF5\x30\x00\x00\x00\x00\xD0\xCE\x36\xD9\x00\x00\x00\x00\xA9\xCA\xF2\x92\x00\x00\x00\x00\x6B\xFA\x45\x2C\x00\x00\x00\x00\xF6\x4A\xB7\xEF\x00\x00\x00\x00\xC1\x10\x9E\xC5\x00\x00\x00\x00\x80\x47\xF8\x69\x00\x00\x00\x00\x23\x3D\x28\xD2\x00\x00\x00\x00\xF5\x4F\xEF\x02\x00\x00\x00\x00\x98\x70\xD7\xA1\x00\x00\x00\x00\xC9\xD1\x79\xF8\x00\x00\x00\x00\x29\x75\x4F\x3D\xC5\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xA7)], 12150)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12150)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x8C33938B)], 12150)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xA16ABB45)], 12150)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xB1F67F3D)], 12150)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xBA297B7E)], 12150)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x113046B8)], 12150)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x55523E8D)], 12150)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xD2FD0824)], 12150)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xAAF99F54)], 12150)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xAE07B54B)], 12150)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xCCE2C43E)], 12150)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x94B1510D)], 12150)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x8BB92CA1)], 12150)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x489E03B7)], 12150)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xEF795408)], 12150)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x1A27AA29)], 12150)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x4C6E2A09)], 12150)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x77770F76)], 12150)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xE67934D7)], 12150)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x126789EE)], 12150)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xDF6DF0AD)], 12150)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x15B649D6)], 12150)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x0DDCE9C3)], 12150)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xD3ACBC2B)], 12150)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xC8700D3B)], 12150)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x09893FE5)], 12150)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x4CD14926)], 12150)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xEDCF6514)], 12150)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xD54BE1F5)], 12150)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x580A32A9)], 12150)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x4BCEA167)], 12150)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x2508E03D)], 12150)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x186E4B18)], 12150)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4DA9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F76),
                gc.DataTuple('slot_count', 0x0000074A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x398D2F73),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xA7FFB3B4),
                gc.KeyTuple('src_port', 0xA942),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x02E1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x3CB8C19BC501),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x3C\xB8\xC1\x9B\xC5\x01\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\xFF\xB3\xB4\x00\x00\x00\x00\xA9\x42\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x4D\xA9\x00\x0A\x00\x00\x00\x00\x00\x00\xC9\xCA\x00\x00\x00\x00\x00\x40\x00\x00\x85\x07\xD2\xAC\x5D\x90\x53\x0A\x7D\x51\x19\xDE\x88\x9C\xE8\x57\xDF\x74\x0F\xDD\x2A\xE1\xD3\x58\x94\x3B\xE3\x92\xFA\xF7\x2C\xB5\xF0\xDC\xD1\xFC\xF3\x49\xA7\xCB\x9B\x3A\xD8\x01\x43\xB0\x21\x05\xCE\xFB\x54\x34\xEE\x2A\xB6\x3C\x79\x57\x16\xF5\x5A\x8B\x51\x87\x06\xBA\x60\x06\x9D\x60\x9B\xE1\xED\x01\x9E\xA9\xF0\xF1\xF9\x1C\x54\xDC\xC4\x94\xA0\x5B\x74\x2A\x43\x65\x9C\x7F\xB8\xE1\x10\x8D\x7A\xCF\xD0\x1F\x2F\xDE\x20\x7E\x1F\x0F\x33\x02\xB3\x7F\x6C\x1D\xFB\xEB\xD8\xB5\xBE\x42\x0B\x3F\x85\x93\x25\xBE\x32\x76\x73\x8D\xCA\x3A\xDE\x25\x19\x2D\x8C\x4F\x2A\x10\x0B\xEC\x0F\x6F\x5E\x2F\x6F\x23\x14\xEF\xEA\xBD\x1A\x74\xAC\x10\xC5\xF8\x20\xFD\xC2\x8D\x27\x18\x1C\xE4\xDF\x41\x08\xE5\x45\x61\xE0\xE5\x3A\xAD\x2F\xE2\xAF\xB0\x80\xFA\x41\xA9\x54\x71\xC0\x72\x78\xFE\x76\xC0\x59\x1A\x0E\xA3\x37\x44\x2F\x92\x30\x24\x83\x6A\x18\x75\xE9\xC6\x35\xDA\xE0\xE7\x40\x23\x99\xBE\x93\x89\x26\x2C\xFC\x39\x98\xC8\x5A\x44\x21\xFE\xD8\x69\x68\xD1\x33\x25\x12\x8C\x3B\x41\x0E\x4D\xA8\x0E\x59\x0F\x5A\x13\x21\xF3\x23\x1A\x21\x80\x8F\x69\xAE\x8E\xFF\x31\x40\xE1\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x3C\xB8\xC1\x9B\xC5\x01\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\xFF\xB3\xB4\x00\x00\x00\x00\xA9\x42\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x4D\xA9\x00\x0A\x00\x00\x00\x00\x00\x00\x05\xA7\x00\x00\x00\x00\x00\x40\x00\x00\x85\x07\xD2\xAC\x8C\x33\x93\x8B\x7D\x51\x19\xDE\xA1\x6A\xBB\x45\xDF\x74\x0F\xDD\xB1\xF6\x7F\x3D\x94\x3B\xE3\x92\xBA\x29\x7B\x7E\xF0\xDC\xD1\xFC\x11\x30\x46\xB8\x9B\x3A\xD8\x01\x55\x52\x3E\x8D\xCE\xFB\x54\x34\xD2\xFD\x08\x24\x79\x57\x16\xF5\xAA\xF9\x9F\x54\x06\xBA\x60\x06\xAE\x07\xB5\x4B\xED\x01\x9E\xA9\xCC\xE2\xC4\x3E\x54\xDC\xC4\x94\x94\xB1\x51\x0D\x43\x65\x9C\x7F\x8B\xB9\x2C\xA1\x7A\xCF\xD0\x1F\x48\x9E\x03\xB7\x1F\x0F\x33\x02\xEF\x79\x54\x08\xFB\xEB\xD8\xB5\x1A\x27\xAA\x29\x85\x93\x25\xBE\x4C\x6E\x2A\x09\xCA\x3A\xDE\x25\x77\x77\x0F\x76\x2A\x10\x0B\xEC\xE6\x79\x34\xD7\x6F\x23\x14\xEF\x12\x67\x89\xEE\xAC\x10\xC5\xF8\xDF\x6D\xF0\xAD\x27\x18\x1C\xE4\x15\xB6\x49\xD6\x45\x61\xE0\xE5\x0D\xDC\xE9\xC3\xAF\xB0\x80\xFA\xD3\xAC\xBC\x2B\xC0\x72\x78\xFE\xC8\x70\x0D\x3B\x0E\xA3\x37\x44\x09\x89\x3F\xE5\x83\x6A\x18\x75\x4C\xD1\x49\x26\xE0\xE7\x40\x23\xED\xCF\x65\x14\x26\x2C\xFC\x39\xD5\x4B\xE1\xF5\x21\xFE\xD8\x69\x58\x0A\x32\xA9\x12\x8C\x3B\x41\x4B\xCE\xA1\x67\x59\x0F\x5A\x13\x25\x08\xE0\x3D\x21\x80\x8F\x69\x18\x6E\x4B\x18\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2F\x76\x02\xE1\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA7\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x8C\x33\x93\x8B\x00\x00\x00\x00\xA1\x6A\xBB\x45\x00\x00\x00\x00\xB1\xF6\x7F\x3D\x00\x00\x00\x00\xBA\x29\x7B\x7E\x00\x00\x00\x00\x11\x30\x46\xB8\x00\x00\x00\x00\x55\x52\x3E\x8D\x00\x00\x00\x00\xD2\xFD\x08\x24\x00\x00\x00\x00\xAA\xF9\x9F\x54\x00\x00\x00\x00\xAE\x07\xB5\x4B\x00\x00\x00\x00\xCC\xE2\xC4\x3E\x00\x00\x00\x00\x94\xB1\x51\x0D\x00\x00\x00\x00\x8B\xB9\x2C\xA1\x00\x00\x00\x00\x48\x9E\x03\xB7\x00\x00\x00\x00\xEF\x79\x54\x08\x00\x00\x00\x00\x1A\x27\xAA\x29\x00\x00\x00\x00\x4C\x6E\x2A\x09\x00\x00\x00\x00\x77\x77\x0F\x76\x00\x00\x00\x00\xE6\x79\x34\xD7\x00\x00\x00\x00\x12\x67\x89\xEE\x00\x00\x00\x00\xDF\x6D\xF0\xAD\x00\x00\x00\x00\x15\xB6\x49\xD6\x00\x00\x00\x00\x0D\xDC\xE9\xC3\x00\x00\x00\x00\xD3\xAC\xBC\x2B\x00\x00\x00\x00\xC8\x70\x0D\x3B\x00\x00\x00\x00\x09\x89\x3F\xE5\x00\x00\x00\x00\x4C\xD1\x49\x26\x00\x00\x00\x00\xED\xCF\x65\x14\x00\x00\x00\x00\xD5\x4B\xE1\xF5\x00\x00\x00\x00\x58\x0A\x32\xA9\x00\x00\x00\x00\x4B\xCE\xA1\x67\x00\x00\x00\x00\x25\x08\xE0\x3D\x00\x00\x00\x00\x18\x6E\x4B\x18\x40\xE1\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x36)], 8970)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 8970)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xB143083D)], 8970)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x49CBCD7C)], 8970)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x6733E071)], 8970)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x0F6387EC)], 8970)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xEEFDBB2D)], 8970)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x46185CAD)], 8970)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xDF2EB337)], 8970)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x51657291)], 8970)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x03DF5482)], 8970)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x94DC0E53)], 8970)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x19851457)], 8970)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x9DB95AD4)], 8970)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xD5557AB1)], 8970)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x0F06593F)], 8970)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xEB3BC20D)], 8970)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x75BA8E60)], 8970)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xE87EC068)], 8970)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x0ABCB8DA)], 8970)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xE74230DF)], 8970)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x8D4E61F2)], 8970)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x406E6CF7)], 8970)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x5CC176F1)], 8970)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x5B5E5D3F)], 8970)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x05E3D56A)], 8970)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xF180A298)], 8970)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xDCFBC86C)], 8970)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xAD6C24BA)], 8970)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x1CB27ACB)], 8970)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x7A46D26A)], 8970)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x0621ACD6)], 8970)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x70D22015)], 8970)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x49FEC5A5)], 8970)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9694),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000030A),
                gc.DataTuple('slot_count', 0x00000FC0),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x21772701),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x1E235898),
                gc.KeyTuple('src_port', 0x7A26),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x012E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x723ACA227E73),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x72\x3A\xCA\x22\x7E\x73\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\x23\x58\x98\x00\x00\x00\x00\x7A\x26\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x96\x94\x00\x1A\x00\x00\x00\x00\x00\x00\x7B\xF2\x00\x00\x00\x00\x00\x40\x00\x00\x8F\x7C\x25\xFB\x1F\x6C\xDF\x69\x04\x27\xF3\x25\xF1\x07\xF3\xB1\xED\x53\x3C\xE3\xB4\x4D\xA6\xC2\x91\x41\x9F\xCD\xC9\x82\xDB\x1F\x8D\x8B\x6D\xF4\x2A\x3A\x88\x0D\x27\x0E\xD2\xFF\xFC\x7D\x8D\x07\xCA\xB5\xD8\x46\x03\xB9\xEB\xF9\x59\x5A\xAE\x64\x04\x05\xA1\x3E\x15\x0F\x4D\x0B\x6B\x4E\xFC\x16\xC2\x80\xF8\x35\x0D\x2A\x75\xF3\x8A\x26\xD6\x10\xE0\xD7\x19\x39\xF6\x72\x15\x01\x56\x62\xFA\x50\x9D\xAF\x90\x77\x16\xB7\x35\x4C\xF4\x80\x2C\xD2\xB5\x49\x1A\xE4\xB2\x87\x53\x31\xF6\x17\x00\x5D\x3A\x9C\x95\x2D\xAC\xF8\xAC\xCD\x04\x7A\x33\x43\x61\x9C\x06\xDC\x74\xFC\x39\x54\xD1\xCA\x57\xC4\x05\x06\x74\xF1\x3D\x08\x44\xF5\x9A\xE7\x7A\x60\xEC\x5A\xE8\x57\xB6\x37\x39\x0E\x49\x03\x64\x89\x50\xD5\x42\x89\x05\x7D\x8E\x6E\x35\xDE\x4B\xCA\x39\xF2\x82\xBE\xB0\x2C\xD5\xB5\x9B\x8F\xC3\x21\xF3\x86\xD4\x08\x67\x74\x99\x8D\x0C\xB0\x8D\xA1\x38\xED\x06\xA2\x8F\x22\xCD\x35\x42\x12\xE1\xD7\x04\xD9\xB5\x3D\xD1\x47\xCA\xF3\x78\x88\xA0\xE3\x5B\x9E\x47\xC1\x54\x20\xDE\x2D\x29\x0F\x68\xB0\xC1\x0C\x32\xCA\x42\xE3\x81\x2C\x08\xD6\xA3\xC8\xDD\x78\x89\x38\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x72\x3A\xCA\x22\x7E\x73\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\x23\x58\x98\x00\x00\x00\x00\x7A\x26\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x96\x94\x00\x1A\x00\x00\x00\x00\x00\x00\x07\x36\x00\x00\x00\x00\x00\x40\x00\x00\x8F\x7C\x25\xFB\xB1\x43\x08\x3D\x04\x27\xF3\x25\x49\xCB\xCD\x7C\xED\x53\x3C\xE3\x67\x33\xE0\x71\x91\x41\x9F\xCD\x0F\x63\x87\xEC\x8D\x8B\x6D\xF4\xEE\xFD\xBB\x2D\x27\x0E\xD2\xFF\x46\x18\x5C\xAD\xCA\xB5\xD8\x46\xDF\x2E\xB3\x37\x59\x5A\xAE\x64\x51\x65\x72\x91\x15\x0F\x4D\x0B\x03\xDF\x54\x82\xC2\x80\xF8\x35\x94\xDC\x0E\x53\x8A\x26\xD6\x10\x19\x85\x14\x57\xF6\x72\x15\x01\x9D\xB9\x5A\xD4\x9D\xAF\x90\x77\xD5\x55\x7A\xB1\xF4\x80\x2C\xD2\x0F\x06\x59\x3F\xB2\x87\x53\x31\xEB\x3B\xC2\x0D\x3A\x9C\x95\x2D\x75\xBA\x8E\x60\x04\x7A\x33\x43\xE8\x7E\xC0\x68\x74\xFC\x39\x54\x0A\xBC\xB8\xDA\x05\x06\x74\xF1\xE7\x42\x30\xDF\x9A\xE7\x7A\x60\x8D\x4E\x61\xF2\xB6\x37\x39\x0E\x40\x6E\x6C\xF7\x50\xD5\x42\x89\x5C\xC1\x76\xF1\x35\xDE\x4B\xCA\x5B\x5E\x5D\x3F\xB0\x2C\xD5\xB5\x05\xE3\xD5\x6A\xF3\x86\xD4\x08\xF1\x80\xA2\x98\x0C\xB0\x8D\xA1\xDC\xFB\xC8\x6C\x8F\x22\xCD\x35\xAD\x6C\x24\xBA\x04\xD9\xB5\x3D\x1C\xB2\x7A\xCB\x78\x88\xA0\xE3\x7A\x46\xD2\x6A\x54\x20\xDE\x2D\x06\x21\xAC\xD6\xC1\x0C\x32\xCA\x70\xD2\x20\x15\x08\xD6\xA3\xC8\x49\xFE\xC5\xA5\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x23\x0A\x01\x2E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x36\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xB1\x43\x08\x3D\x00\x00\x00\x00\x49\xCB\xCD\x7C\x00\x00\x00\x00\x67\x33\xE0\x71\x00\x00\x00\x00\x0F\x63\x87\xEC\x00\x00\x00\x00\xEE\xFD\xBB\x2D\x00\x00\x00\x00\x46\x18\x5C\xAD\x00\x00\x00\x00\xDF\x2E\xB3\x37\x00\x00\x00\x00\x51\x65\x72\x91\x00\x00\x00\x00\x03\xDF\x54\x82\x00\x00\x00\x00\x94\xDC\x0E\x53\x00\x00\x00\x00\x19\x85\x14\x57\x00\x00\x00\x00\x9D\xB9\x5A\xD4\x00\x00\x00\x00\xD5\x55\x7A\xB1\x00\x00\x00\x00\x0F\x06\x59\x3F\x00\x00\x00\x00\xEB\x3B\xC2\x0D\x00\x00\x00\x00\x75\xBA\x8E\x60\x00\x00\x00\x00\xE8\x7E\xC0\x68\x00\x00\x00\x00\x0A\xBC\xB8\xDA\x00\x00\x00\x00\xE7\x42\x30\xDF\x00\x00\x00\x00\x8D\x4E\x61\xF2\x00\x00\x00\x00\x40\x6E\x6C\xF7\x00\x00\x00\x00\x5C\xC1\x76\xF1\x00\x00\x00\x00\x5B\x5E\x5D\x3F\x00\x00\x00\x00\x05\xE3\xD5\x6A\x00\x00\x00\x00\xF1\x80\xA2\x98\x00\x00\x00\x00\xDC\xFB\xC8\x6C\x00\x00\x00\x00\xAD\x6C\x24\xBA\x00\x00\x00\x00\x1C\xB2\x7A\xCB\x00\x00\x00\x00\x7A\x46\xD2\x6A\x00\x00\x00\x00\x06\x21\xAC\xD6\x00\x00\x00\x00\x70\xD2\x20\x15\x00\x00\x00\x00\x49\xFE\xC5\xA5\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xA8)], 1782)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 1782)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x11D9D9DA)], 1782)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x5BFC84E6)], 1782)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x27B644C4)], 1782)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x6A6F943D)], 1782)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xF55DFCCD)], 1782)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x5EB86BFB)], 1782)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x30BED33B)], 1782)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x82520989)], 1782)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xEA735535)], 1782)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x22AD893D)], 1782)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xEA9324F0)], 1782)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xFCAA1A44)], 1782)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xFF8BCF01)], 1782)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x876776FB)], 1782)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x5F81B974)], 1782)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x89B40D15)], 1782)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xAFE625F0)], 1782)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x80F3C5E2)], 1782)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x2585DBB9)], 1782)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xFB094A99)], 1782)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x71E48142)], 1782)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x1B94261B)], 1782)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xF3E12C10)], 1782)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x575E2CCD)], 1782)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xEB807C39)], 1782)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xFABAFBBA)], 1782)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xD8396790)], 1782)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x3C390DF4)], 1782)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x8073BAA4)], 1782)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x24E582A0)], 1782)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xDD1A7C3C)], 1782)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x8976A378)], 1782)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0CAF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006F6),
                gc.DataTuple('slot_count', 0x00001412),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA1B786BC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xFED01F8D),
                gc.KeyTuple('src_port', 0x5246),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x00D3),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xC206FA590BDA),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xC2\x06\xFA\x59\x0B\xDA\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFE\xD0\x1F\x8D\x00\x00\x00\x00\x52\x46\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x0C\xAF\x00\x19\x00\x00\x00\x00\x00\x00\x50\x7A\x00\x00\x00\x00\x00\x40\x00\x00\x68\x85\x3C\xC0\x00\x2F\xAE\x26\x2E\x9D\x71\xE7\x21\x16\x8A\x26\x99\x86\xFD\x55\x49\x9F\x9E\x53\x49\xE4\xDC\xC7\x37\x66\xDE\xA8\xDA\xC2\x00\xAF\x88\x6D\xCB\xD6\xF4\x3C\xB8\x38\x12\xA4\x43\x4C\x7E\xD9\x5C\xA1\xC9\x50\xBA\xDB\x99\x57\x3F\x17\xA5\xBC\x79\x60\xA1\xA3\x8B\x89\x6A\x22\xE1\xEB\xF1\x8D\xF3\x7D\xA1\x7E\x05\xC4\xDD\x3D\x96\xBC\xD3\xAC\xFA\x2D\x27\x97\xA9\x68\x6B\x4B\x3E\xB0\x0F\x01\x4F\x65\x59\xCA\xA9\xCE\xD8\xE9\xA0\xC4\x7C\x85\x86\x0E\x85\x85\x74\x77\x48\x30\x8D\xAA\xC5\x57\x4D\xC2\xC4\x21\x80\x77\xB2\xE0\x11\x18\x09\x44\xF6\x4E\xB0\x4A\xEC\x31\x83\x9E\x55\x5C\x20\x3D\x94\x93\x15\xAB\x44\x68\xA3\xF3\x04\x4E\xD5\x48\xDB\xD8\x9F\x1F\xC2\xA1\x3A\xC1\xE8\x99\x48\xCB\x90\x06\x63\xA2\x15\x1E\xF7\x45\x1C\xBF\xDE\x11\x99\x12\xDE\xD8\x4C\xB1\x99\x41\x96\x42\xB5\x00\x37\xAD\x12\x9B\x3D\xDD\x35\x69\x01\xE4\xEC\x59\xB8\x36\x54\xD5\x46\x4E\x37\x55\x65\xE9\x7B\x79\x77\x6A\x8D\xBA\x42\x20\x69\xB9\x6E\xAB\xA0\x17\xFA\x42\xB7\x46\x87\x92\xDC\x0A\x30\xB6\x1A\x2B\x5E\x13\x41\x20\xF5\xA5\xCE\xFC\xA5\x8E\x98\x11\xAC\x15\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xC2\x06\xFA\x59\x0B\xDA\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFE\xD0\x1F\x8D\x00\x00\x00\x00\x52\x46\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x0C\xAF\x00\x19\x00\x00\x00\x00\x00\x00\x06\xA8\x00\x00\x00\x00\x00\x40\x00\x00\x68\x85\x3C\xC0\x11\xD9\xD9\xDA\x2E\x9D\x71\xE7\x5B\xFC\x84\xE6\x99\x86\xFD\x55\x27\xB6\x44\xC4\x49\xE4\xDC\xC7\x6A\x6F\x94\x3D\xDA\xC2\x00\xAF\xF5\x5D\xFC\xCD\xF4\x3C\xB8\x38\x5E\xB8\x6B\xFB\x7E\xD9\x5C\xA1\x30\xBE\xD3\x3B\x99\x57\x3F\x17\x82\x52\x09\x89\xA1\xA3\x8B\x89\xEA\x73\x55\x35\xF1\x8D\xF3\x7D\x22\xAD\x89\x3D\xDD\x3D\x96\xBC\xEA\x93\x24\xF0\x27\x97\xA9\x68\xFC\xAA\x1A\x44\x0F\x01\x4F\x65\xFF\x8B\xCF\x01\xD8\xE9\xA0\xC4\x87\x67\x76\xFB\x85\x85\x74\x77\x5F\x81\xB9\x74\xC5\x57\x4D\xC2\x89\xB4\x0D\x15\xB2\xE0\x11\x18\xAF\xE6\x25\xF0\xB0\x4A\xEC\x31\x80\xF3\xC5\xE2\x20\x3D\x94\x93\x25\x85\xDB\xB9\xA3\xF3\x04\x4E\xFB\x09\x4A\x99\x9F\x1F\xC2\xA1\x71\xE4\x81\x42\x48\xCB\x90\x06\x1B\x94\x26\x1B\xF7\x45\x1C\xBF\xF3\xE1\x2C\x10\xDE\xD8\x4C\xB1\x57\x5E\x2C\xCD\xB5\x00\x37\xAD\xEB\x80\x7C\x39\x35\x69\x01\xE4\xFA\xBA\xFB\xBA\x54\xD5\x46\x4E\xD8\x39\x67\x90\x7B\x79\x77\x6A\x3C\x39\x0D\xF4\x69\xB9\x6E\xAB\x80\x73\xBA\xA4\xB7\x46\x87\x92\x24\xE5\x82\xA0\x1A\x2B\x5E\x13\xDD\x1A\x7C\x3C\xCE\xFC\xA5\x8E\x89\x76\xA3\x78\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x06\xF6\x00\xD3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA8\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x11\xD9\xD9\xDA\x00\x00\x00\x00\x5B\xFC\x84\xE6\x00\x00\x00\x00\x27\xB6\x44\xC4\x00\x00\x00\x00\x6A\x6F\x94\x3D\x00\x00\x00\x00\xF5\x5D\xFC\xCD\x00\x00\x00\x00\x5E\xB8\x6B\xFB\x00\x00\x00\x00\x30\xBE\xD3\x3B\x00\x00\x00\x00\x82\x52\x09\x89\x00\x00\x00\x00\xEA\x73\x55\x35\x00\x00\x00\x00\x22\xAD\x89\x3D\x00\x00\x00\x00\xEA\x93\x24\xF0\x00\x00\x00\x00\xFC\xAA\x1A\x44\x00\x00\x00\x00\xFF\x8B\xCF\x01\x00\x00\x00\x00\x87\x67\x76\xFB\x00\x00\x00\x00\x5F\x81\xB9\x74\x00\x00\x00\x00\x89\xB4\x0D\x15\x00\x00\x00\x00\xAF\xE6\x25\xF0\x00\x00\x00\x00\x80\xF3\xC5\xE2\x00\x00\x00\x00\x25\x85\xDB\xB9\x00\x00\x00\x00\xFB\x09\x4A\x99\x00\x00\x00\x00\x71\xE4\x81\x42\x00\x00\x00\x00\x1B\x94\x26\x1B\x00\x00\x00\x00\xF3\xE1\x2C\x10\x00\x00\x00\x00\x57\x5E\x2C\xCD\x00\x00\x00\x00\xEB\x80\x7C\x39\x00\x00\x00\x00\xFA\xBA\xFB\xBA\x00\x00\x00\x00\xD8\x39\x67\x90\x00\x00\x00\x00\x3C\x39\x0D\xF4\x00\x00\x00\x00\x80\x73\xBA\xA4\x00\x00\x00\x00\x24\xE5\x82\xA0\x00\x00\x00\x00\xDD\x1A\x7C\x3C\x00\x00\x00\x00\x89\x76\xA3\x78\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x4B)], 731)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 731)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x36C0ADCE)], 731)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x503FF32A)], 731)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x6BA3F79C)], 731)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x0359D2F3)], 731)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x3096DD46)], 731)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x2331AFED)], 731)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xF5EB464A)], 731)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x4A363E0C)], 731)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xC684523C)], 731)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xFB384630)], 731)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xED940E90)], 731)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xD399A9CE)], 731)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x80D07040)], 731)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x1B341A77)], 731)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x705FE7F2)], 731)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x8042799D)], 731)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xA520EA4D)], 731)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x6A1F3BFE)], 731)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xB5FD468D)], 731)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x39D40BC3)], 731)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x17AE3708)], 731)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x971A9EE9)], 731)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xAD1BF2A8)], 731)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x78413CFD)], 731)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x2BBA507F)], 731)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xEE845E4D)], 731)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xC9C1E557)], 731)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x50A8C53B)], 731)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x68BD2736)], 731)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x28400187)], 731)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x69F5E73B)], 731)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x45C9942B)], 731)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFB53),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002DB),
                gc.DataTuple('slot_count', 0x00001013),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3DC10080),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x87C3DA76D646),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x87\xC3\xDA\x76\xD6\x46\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xFB\x53\x00\x0E\x00\x00\x00\x00\x00\x00\xC2\x4A\x00\x00\x00\x00\x00\x40\x00\x00\xCD\x60\xF2\xDF\x44\xBE\x51\x6C\x0C\xBC\x69\x86\x1B\x6D\x70\xCB\xBF\xB4\xB2\x7E\x13\xBC\x9A\xA3\x07\xDF\xCF\x8E\x76\x94\x0C\x73\x84\xA2\x50\xC6\xED\x8A\x9B\x11\x0A\x5A\xA6\xB2\xA2\x79\x04\x4C\x09\x13\xAD\x50\xBC\x7D\xC4\x5B\x5D\x98\xC0\xE0\x4D\xF9\x84\xCF\x1F\xD7\x0B\xE1\x74\xF2\x49\xD8\x6D\xB7\x0A\xCC\x9F\x01\x1F\xE0\xD0\x9E\x07\x2B\x55\xAD\xC2\x4F\xD7\xC6\x63\x18\x1E\xCC\xE3\x9F\xC3\x5C\x8F\xC5\xCA\x19\x86\x49\x29\x84\x8C\x90\x9F\xA6\x06\x3B\x99\x19\x43\x8B\x19\x58\x44\x1B\x83\x8C\xDC\x88\x10\x4C\x68\x47\x7F\xDB\xA7\x8D\xAC\x63\x96\xB2\xA7\x51\x48\xC7\xE7\xCF\xBC\x95\x0D\x4F\xB1\x5E\x40\x69\xA3\xB6\x8E\x77\xCF\x38\x1F\x61\xCC\xBD\x7B\xE9\x1C\x09\xFF\x1A\x45\xBB\xA5\x78\x41\xEC\x2A\xC3\x4D\xB1\xB1\x61\xFE\xB3\xC9\xDD\x9A\x43\x4B\x93\xF6\xDF\x73\x9C\x9F\x71\x6B\xE3\x0B\x66\x41\xCF\xC9\xD6\xA3\x3B\x4C\x98\x6B\xB7\x68\x9D\xFA\x4E\x6F\x67\x16\x79\xDF\x3B\x60\x4E\xCA\x27\x37\xB4\xB0\x7C\x75\x2A\x3F\x6D\xDA\x13\x16\x48\x4C\x35\x2F\x4B\x32\xE0\x12\xBD\xE2\xE3\x29\xCC\xA6\xFD\xDC\x82\xD8\x49\x8B\xCD\x92\x1E\x1C\x22\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x87\xC3\xDA\x76\xD6\x46\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xFB\x53\x00\x0E\x00\x00\x00\x00\x00\x00\x04\x4B\x00\x00\x00\x00\x00\x40\x00\x00\xCD\x60\xF2\xDF\x36\xC0\xAD\xCE\x0C\xBC\x69\x86\x50\x3F\xF3\x2A\xBF\xB4\xB2\x7E\x6B\xA3\xF7\x9C\x07\xDF\xCF\x8E\x03\x59\xD2\xF3\x84\xA2\x50\xC6\x30\x96\xDD\x46\x0A\x5A\xA6\xB2\x23\x31\xAF\xED\x09\x13\xAD\x50\xF5\xEB\x46\x4A\x5D\x98\xC0\xE0\x4A\x36\x3E\x0C\x1F\xD7\x0B\xE1\xC6\x84\x52\x3C\x6D\xB7\x0A\xCC\xFB\x38\x46\x30\xD0\x9E\x07\x2B\xED\x94\x0E\x90\xD7\xC6\x63\x18\xD3\x99\xA9\xCE\xC3\x5C\x8F\xC5\x80\xD0\x70\x40\x29\x84\x8C\x90\x1B\x34\x1A\x77\x99\x19\x43\x8B\x70\x5F\xE7\xF2\x83\x8C\xDC\x88\x80\x42\x79\x9D\x7F\xDB\xA7\x8D\xA5\x20\xEA\x4D\xA7\x51\x48\xC7\x6A\x1F\x3B\xFE\x0D\x4F\xB1\x5E\xB5\xFD\x46\x8D\x8E\x77\xCF\x38\x39\xD4\x0B\xC3\x7B\xE9\x1C\x09\x17\xAE\x37\x08\xA5\x78\x41\xEC\x97\x1A\x9E\xE9\xB1\x61\xFE\xB3\xAD\x1B\xF2\xA8\x4B\x93\xF6\xDF\x78\x41\x3C\xFD\x6B\xE3\x0B\x66\x2B\xBA\x50\x7F\xA3\x3B\x4C\x98\xEE\x84\x5E\x4D\xFA\x4E\x6F\x67\xC9\xC1\xE5\x57\x60\x4E\xCA\x27\x50\xA8\xC5\x3B\x75\x2A\x3F\x6D\x68\xBD\x27\x36\x4C\x35\x2F\x4B\x28\x40\x01\x87\xE2\xE3\x29\xCC\x69\xF5\xE7\x3B\xD8\x49\x8B\xCD\x45\xC9\x94\x2B\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x02\xDB\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4B\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x36\xC0\xAD\xCE\x00\x00\x00\x00\x50\x3F\xF3\x2A\x00\x00\x00\x00\x6B\xA3\xF7\x9C\x00\x00\x00\x00\x03\x59\xD2\xF3\x00\x00\x00\x00\x30\x96\xDD\x46\x00\x00\x00\x00\x23\x31\xAF\xED\x00\x00\x00\x00\xF5\xEB\x46\x4A\x00\x00\x00\x00\x4A\x36\x3E\x0C\x00\x00\x00\x00\xC6\x84\x52\x3C\x00\x00\x00\x00\xFB\x38\x46\x30\x00\x00\x00\x00\xED\x94\x0E\x90\x00\x00\x00\x00\xD3\x99\xA9\xCE\x00\x00\x00\x00\x80\xD0\x70\x40\x00\x00\x00\x00\x1B\x34\x1A\x77\x00\x00\x00\x00\x70\x5F\xE7\xF2\x00\x00\x00\x00\x80\x42\x79\x9D\x00\x00\x00\x00\xA5\x20\xEA\x4D\x00\x00\x00\x00\x6A\x1F\x3B\xFE\x00\x00\x00\x00\xB5\xFD\x46\x8D\x00\x00\x00\x00\x39\xD4\x0B\xC3\x00\x00\x00\x00\x17\xAE\x37\x08\x00\x00\x00\x00\x97\x1A\x9E\xE9\x00\x00\x00\x00\xAD\x1B\xF2\xA8\x00\x00\x00\x00\x78\x41\x3C\xFD\x00\x00\x00\x00\x2B\xBA\x50\x7F\x00\x00\x00\x00\xEE\x84\x5E\x4D\x00\x00\x00\x00\xC9\xC1\xE5\x57\x00\x00\x00\x00\x50\xA8\xC5\x3B\x00\x00\x00\x00\x68\xBD\x27\x36\x00\x00\x00\x00\x28\x40\x01\x87\x00\x00\x00\x00\x69\xF5\xE7\x3B\x00\x00\x00\x00\x45\xC9\x94\x2B\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x41)], 13985)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13985)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xFEB18DC9)], 13985)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x15ECBD8F)], 13985)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xE1D11563)], 13985)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xAABCBBEC)], 13985)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x4D7DA56A)], 13985)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x68516F6E)], 13985)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xA0E668EB)], 13985)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xADE8763A)], 13985)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x2571E174)], 13985)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x426F94ED)], 13985)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xCCE5ABC7)], 13985)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xE5A6A3A3)], 13985)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x5B66AEAA)], 13985)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x748AE839)], 13985)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x5E778068)], 13985)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x16339E5C)], 13985)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x91F38015)], 13985)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xE1689E4B)], 13985)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x46FA219E)], 13985)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xBD9814F1)], 13985)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xF978DDC9)], 13985)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x9CAB66DE)], 13985)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x27F773A7)], 13985)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x8C928565)], 13985)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xBFB578CD)], 13985)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x32FAA8B9)], 13985)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x0D99EC86)], 13985)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xAE108C9C)], 13985)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xAA19C819)], 13985)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x83283D82)], 13985)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xBB97D687)], 13985)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x2A81135E)], 13985)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8621),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000016A1),
                gc.DataTuple('slot_count', 0x00000275),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x375F74E0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x6277CE40),
                gc.KeyTuple('src_port', 0x615D),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xB6C2590DBF56),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xB6\xC2\x59\x0D\xBF\x56\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x62\x77\xCE\x40\x00\x00\x00\x00\x61\x5D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x86\x21\x00\x18\x00\x00\x00\x00\x00\x00\x41\xF2\x00\x00\x00\x00\x00\x40\x00\x00\x8C\xDB\x42\x15\x4E\xE5\x2F\x07\xF7\xFF\xFC\x6D\xE1\x29\xED\xF5\x84\xFC\xDD\x4F\x79\x72\xC1\x89\xCB\x96\x5F\xA8\x09\x36\x36\x57\xA6\x53\x80\x73\x5D\x1C\xC1\x65\x74\x18\x03\x9F\x2C\xB9\x5F\x59\x7B\xA0\x64\x49\xF6\x11\xAD\x14\xCC\xC3\x49\x46\x12\xAD\x9C\xA9\xCF\x96\xE8\x65\x15\x8B\x89\x0A\x5D\x0D\xDD\x63\xB2\x9E\xCB\x04\x2C\x7A\xE1\x49\x76\xDE\x81\x72\xAF\xFC\xD3\xF9\xBB\x16\x4F\xBF\x68\x52\xD1\x1E\xEB\x4D\x9D\x91\xB8\x88\x9D\x34\xD8\x54\x73\x51\x36\xEE\xC3\xDC\x35\xEA\x05\xAC\x1E\xC1\x89\x3F\xDD\xEF\x1C\x06\x2E\xD8\xD7\x56\x29\xAB\xE3\xE5\xEC\x5E\xE4\xD5\x6E\xFC\x52\x04\x6B\x7C\x80\xF3\x86\xBD\x72\x4A\x7C\x3E\x34\xFE\xA3\x2E\xEE\xF3\x79\xAE\xBB\x11\xA4\xEB\x83\xFE\x91\xEE\x4C\x37\x01\xD3\xF2\x28\x66\x8C\x39\xEB\x44\xB7\x21\x57\xD8\x0A\x9E\x8E\x9A\x21\xC2\x8F\x82\xE4\x30\x2D\xA8\x69\x7C\x5A\xA8\x4A\x2F\x1E\xB1\x33\x63\xCD\x13\xEC\x2A\x7E\xC6\x08\x43\x48\x73\x2F\xA9\x9D\xB9\xE2\xBA\xA0\x54\x47\x3A\x16\x39\x5A\xD9\x5A\xDC\xFD\xEA\x26\x02\x6F\x53\xAC\x1E\xE3\x3A\x23\x5B\x27\x80\xDD\x48\x96\x8B\x91\xD0\x91\xB4\x58\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xB6\xC2\x59\x0D\xBF\x56\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x62\x77\xCE\x40\x00\x00\x00\x00\x61\x5D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x86\x21\x00\x18\x00\x00\x00\x00\x00\x00\x07\x41\x00\x00\x00\x00\x00\x40\x00\x00\x8C\xDB\x42\x15\xFE\xB1\x8D\xC9\xF7\xFF\xFC\x6D\x15\xEC\xBD\x8F\x84\xFC\xDD\x4F\xE1\xD1\x15\x63\xCB\x96\x5F\xA8\xAA\xBC\xBB\xEC\xA6\x53\x80\x73\x4D\x7D\xA5\x6A\x74\x18\x03\x9F\x68\x51\x6F\x6E\x7B\xA0\x64\x49\xA0\xE6\x68\xEB\xCC\xC3\x49\x46\xAD\xE8\x76\x3A\xCF\x96\xE8\x65\x25\x71\xE1\x74\x5D\x0D\xDD\x63\x42\x6F\x94\xED\x2C\x7A\xE1\x49\xCC\xE5\xAB\xC7\xAF\xFC\xD3\xF9\xE5\xA6\xA3\xA3\x68\x52\xD1\x1E\x5B\x66\xAE\xAA\xB8\x88\x9D\x34\x74\x8A\xE8\x39\x36\xEE\xC3\xDC\x5E\x77\x80\x68\x1E\xC1\x89\x3F\x16\x33\x9E\x5C\x2E\xD8\xD7\x56\x91\xF3\x80\x15\xEC\x5E\xE4\xD5\xE1\x68\x9E\x4B\x6B\x7C\x80\xF3\x46\xFA\x21\x9E\x7C\x3E\x34\xFE\xBD\x98\x14\xF1\x79\xAE\xBB\x11\xF9\x78\xDD\xC9\x91\xEE\x4C\x37\x9C\xAB\x66\xDE\x66\x8C\x39\xEB\x27\xF7\x73\xA7\xD8\x0A\x9E\x8E\x8C\x92\x85\x65\x82\xE4\x30\x2D\xBF\xB5\x78\xCD\xA8\x4A\x2F\x1E\x32\xFA\xA8\xB9\x13\xEC\x2A\x7E\x0D\x99\xEC\x86\x73\x2F\xA9\x9D\xAE\x10\x8C\x9C\x54\x47\x3A\x16\xAA\x19\xC8\x19\xDC\xFD\xEA\x26\x83\x28\x3D\x82\x1E\xE3\x3A\x23\xBB\x97\xD6\x87\x48\x96\x8B\x91\x2A\x81\x13\x5E\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x36\xA1\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x41\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xFE\xB1\x8D\xC9\x00\x00\x00\x00\x15\xEC\xBD\x8F\x00\x00\x00\x00\xE1\xD1\x15\x63\x00\x00\x00\x00\xAA\xBC\xBB\xEC\x00\x00\x00\x00\x4D\x7D\xA5\x6A\x00\x00\x00\x00\x68\x51\x6F\x6E\x00\x00\x00\x00\xA0\xE6\x68\xEB\x00\x00\x00\x00\xAD\xE8\x76\x3A\x00\x00\x00\x00\x25\x71\xE1\x74\x00\x00\x00\x00\x42\x6F\x94\xED\x00\x00\x00\x00\xCC\xE5\xAB\xC7\x00\x00\x00\x00\xE5\xA6\xA3\xA3\x00\x00\x00\x00\x5B\x66\xAE\xAA\x00\x00\x00\x00\x74\x8A\xE8\x39\x00\x00\x00\x00\x5E\x77\x80\x68\x00\x00\x00\x00\x16\x33\x9E\x5C\x00\x00\x00\x00\x91\xF3\x80\x15\x00\x00\x00\x00\xE1\x68\x9E\x4B\x00\x00\x00\x00\x46\xFA\x21\x9E\x00\x00\x00\x00\xBD\x98\x14\xF1\x00\x00\x00\x00\xF9\x78\xDD\xC9\x00\x00\x00\x00\x9C\xAB\x66\xDE\x00\x00\x00\x00\x27\xF7\x73\xA7\x00\x00\x00\x00\x8C\x92\x85\x65\x00\x00\x00\x00\xBF\xB5\x78\xCD\x00\x00\x00\x00\x32\xFA\xA8\xB9\x00\x00\x00\x00\x0D\x99\xEC\x86\x00\x00\x00\x00\xAE\x10\x8C\x9C\x00\x00\x00\x00\xAA\x19\xC8\x19\x00\x00\x00\x00\x83\x28\x3D\x82\x00\x00\x00\x00\xBB\x97\xD6\x87\x00\x00\x00\x00\x2A\x81\x13\x5E\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x73)], 11804)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11804)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xB7481885)], 11804)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x6852AF81)], 11804)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xC78CF8CE)], 11804)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x99FE7881)], 11804)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x044B4960)], 11804)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xDD87720B)], 11804)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xC321179D)], 11804)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x59D3F21A)], 11804)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x021B4C0E)], 11804)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x3A45682D)], 11804)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x0383A1B6)], 11804)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x792F0FAF)], 11804)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x3EC7C5ED)], 11804)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x01F0EA38)], 11804)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x8074C981)], 11804)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xD65C5050)], 11804)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x47A37811)], 11804)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xE1690FA2)], 11804)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x92434624)], 11804)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xB50AB84C)], 11804)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xE1620D4A)], 11804)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x46BAC1ED)], 11804)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x22828CB2)], 11804)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x6A3B4C52)], 11804)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x1FCAB494)], 11804)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xC8CB9C9F)], 11804)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x97C98071)], 11804)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x4AE7D297)], 11804)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x5DC3948C)], 11804)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x84E13E60)], 11804)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x6BB6E70B)], 11804)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x397B60B2)], 11804)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7781),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E1C),
                gc.DataTuple('slot_count', 0x000009B7),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3BC13CEF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x847657748F4A),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x84\x76\x57\x74\x8F\x4A\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x77\x81\x00\x0C\x00\x00\x00\x00\x00\x00\x91\x65\x00\x00\x00\x00\x00\x40\x00\x00\x46\xC6\x69\x2A\xE4\x6C\x8F\x6B\x4A\x7F\xEE\x1A\x3C\x39\x47\x4E\x12\xD6\x75\xB8\x55\xD5\x06\x8B\xC8\xE5\xC0\x14\xAA\x8A\xDF\xFB\xEC\x34\xC3\x12\x41\x9D\x3E\x6E\xF5\xE6\x01\x99\x12\x3C\x90\x73\x31\xE7\x5E\xD5\x49\xEE\xAF\xA2\x05\x86\xC5\xD2\x6D\x62\x1E\xF7\x70\xA5\x24\x47\xE6\x16\xA6\x1E\x3C\x1B\x16\x52\xBE\x44\x44\x82\x59\x20\x88\x35\x39\x45\x5C\x6E\x85\x6C\x2E\x3F\x7B\xAC\x96\x9B\x55\x37\x7B\x44\xE9\xE1\xC1\x75\x09\xC0\x58\x9A\x2F\x12\x17\x65\x32\xB3\xB7\xD8\x29\x0A\x4B\x44\xF4\x4D\x35\x23\x56\xD7\x63\x80\x0A\x51\x19\x3C\x97\x18\x34\x00\x4D\x83\x74\x9B\xC2\x06\x01\xA1\x70\x55\x89\x93\x23\x54\x89\x9B\xE7\xB9\x05\xE8\xA0\xE8\x94\xBC\xE5\xFF\x93\xDE\xEA\x2B\x1D\x8D\x81\x26\x22\xD5\xF8\xF5\x85\x6E\xD9\x75\xBD\xBE\x11\xBD\x05\x0F\xD4\x15\xDA\x12\xF9\x4D\x36\x3A\x9F\xB8\xDD\x5C\x83\x94\x1D\xB8\x4C\xBA\x6E\x8F\xD9\x02\xD2\x22\xD5\x0D\x49\x2D\xD4\x65\xD6\x9A\xF6\x28\x9C\x6F\x3C\x0E\xB0\x65\x65\xE2\x48\x9A\x24\x3B\x0D\x2C\x8A\x93\x1B\x00\x10\xEA\x03\xEB\x8E\x73\x56\x40\xBD\x7D\x3F\xF3\x6A\x0E\xBB\x9E\x3F\x2C\x34\xC4\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x84\x76\x57\x74\x8F\x4A\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x77\x81\x00\x0C\x00\x00\x00\x00\x00\x00\x07\x73\x00\x00\x00\x00\x00\x40\x00\x00\x46\xC6\x69\x2A\xB7\x48\x18\x85\x4A\x7F\xEE\x1A\x68\x52\xAF\x81\x12\xD6\x75\xB8\xC7\x8C\xF8\xCE\xC8\xE5\xC0\x14\x99\xFE\x78\x81\xEC\x34\xC3\x12\x04\x4B\x49\x60\xF5\xE6\x01\x99\xDD\x87\x72\x0B\x31\xE7\x5E\xD5\xC3\x21\x17\x9D\x05\x86\xC5\xD2\x59\xD3\xF2\x1A\x70\xA5\x24\x47\x02\x1B\x4C\x0E\x3C\x1B\x16\x52\x3A\x45\x68\x2D\x59\x20\x88\x35\x03\x83\xA1\xB6\x85\x6C\x2E\x3F\x79\x2F\x0F\xAF\x55\x37\x7B\x44\x3E\xC7\xC5\xED\x09\xC0\x58\x9A\x01\xF0\xEA\x38\x32\xB3\xB7\xD8\x80\x74\xC9\x81\xF4\x4D\x35\x23\xD6\x5C\x50\x50\x0A\x51\x19\x3C\x47\xA3\x78\x11\x4D\x83\x74\x9B\xE1\x69\x0F\xA2\x70\x55\x89\x93\x92\x43\x46\x24\xE7\xB9\x05\xE8\xB5\x0A\xB8\x4C\xE5\xFF\x93\xDE\xE1\x62\x0D\x4A\x81\x26\x22\xD5\x46\xBA\xC1\xED\xD9\x75\xBD\xBE\x22\x82\x8C\xB2\xD4\x15\xDA\x12\x6A\x3B\x4C\x52\x9F\xB8\xDD\x5C\x1F\xCA\xB4\x94\x4C\xBA\x6E\x8F\xC8\xCB\x9C\x9F\xD5\x0D\x49\x2D\x97\xC9\x80\x71\xF6\x28\x9C\x6F\x4A\xE7\xD2\x97\x65\xE2\x48\x9A\x5D\xC3\x94\x8C\x8A\x93\x1B\x00\x84\xE1\x3E\x60\x8E\x73\x56\x40\x6B\xB6\xE7\x0B\x6A\x0E\xBB\x9E\x39\x7B\x60\xB2\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2E\x1C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x73\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xB7\x48\x18\x85\x00\x00\x00\x00\x68\x52\xAF\x81\x00\x00\x00\x00\xC7\x8C\xF8\xCE\x00\x00\x00\x00\x99\xFE\x78\x81\x00\x00\x00\x00\x04\x4B\x49\x60\x00\x00\x00\x00\xDD\x87\x72\x0B\x00\x00\x00\x00\xC3\x21\x17\x9D\x00\x00\x00\x00\x59\xD3\xF2\x1A\x00\x00\x00\x00\x02\x1B\x4C\x0E\x00\x00\x00\x00\x3A\x45\x68\x2D\x00\x00\x00\x00\x03\x83\xA1\xB6\x00\x00\x00\x00\x79\x2F\x0F\xAF\x00\x00\x00\x00\x3E\xC7\xC5\xED\x00\x00\x00\x00\x01\xF0\xEA\x38\x00\x00\x00\x00\x80\x74\xC9\x81\x00\x00\x00\x00\xD6\x5C\x50\x50\x00\x00\x00\x00\x47\xA3\x78\x11\x00\x00\x00\x00\xE1\x69\x0F\xA2\x00\x00\x00\x00\x92\x43\x46\x24\x00\x00\x00\x00\xB5\x0A\xB8\x4C\x00\x00\x00\x00\xE1\x62\x0D\x4A\x00\x00\x00\x00\x46\xBA\xC1\xED\x00\x00\x00\x00\x22\x82\x8C\xB2\x00\x00\x00\x00\x6A\x3B\x4C\x52\x00\x00\x00\x00\x1F\xCA\xB4\x94\x00\x00\x00\x00\xC8\xCB\x9C\x9F\x00\x00\x00\x00\x97\xC9\x80\x71\x00\x00\x00\x00\x4A\xE7\xD2\x97\x00\x00\x00\x00\x5D\xC3\x94\x8C\x00\x00\x00\x00\x84\xE1\x3E\x60\x00\x00\x00\x00\x6B\xB6\xE7\x0B\x00\x00\x00\x00\x39\x7B\x60\xB2\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC0)], 1964)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 1964)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xF0F4CC73)], 1964)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x93CB10E9)], 1964)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xFECE2D0F)], 1964)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x7D2B9ED9)], 1964)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x13267A32)], 1964)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x7EC32C51)], 1964)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x19E144A8)], 1964)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x278A5239)], 1964)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xB73BE3A5)], 1964)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x9A154CA2)], 1964)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x2AC035F9)], 1964)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x155E25F8)], 1964)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x19D5DD14)], 1964)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x91196274)], 1964)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xAC8C4F8A)], 1964)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xCDF736B4)], 1964)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x455EF2AC)], 1964)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x76384B7B)], 1964)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xC71BD0FB)], 1964)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x16CC4DF3)], 1964)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xD0E003CD)], 1964)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xEECA5D9A)], 1964)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xC94945F0)], 1964)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x7EE92EB7)], 1964)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x4061E37C)], 1964)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x7633F701)], 1964)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x95FE6525)], 1964)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x65AAD038)], 1964)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x6B7F4513)], 1964)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x5C21AC20)], 1964)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x604288A5)], 1964)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC9C2B3ED)], 1964)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCD55),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007AC),
                gc.DataTuple('slot_count', 0x00000E85),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDC996FB6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x37EFDAA4),
                gc.KeyTuple('src_port', 0xC4CF),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xF8FA43C8E154),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xF8\xFA\x43\xC8\xE1\x54\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x37\xEF\xDA\xA4\x00\x00\x00\x00\xC4\xCF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xCD\x55\x00\x1E\x00\x00\x00\x00\x00\x00\x68\xB5\x00\x00\x00\x00\x00\x40\x00\x00\xF6\x70\x6F\x24\x93\xCA\x11\x25\x05\xB3\x79\x5C\x90\x8B\x60\x3F\xA6\x5D\x35\x74\x91\x8B\x7F\x27\x7D\x9A\x1A\x6A\xFE\x63\xFF\x5E\xE9\xD7\x13\xCC\x05\x2A\xB8\xB0\x5D\xB7\xAB\xB0\xF2\xE2\x23\xC9\xA3\xB2\xC9\x9D\x02\x53\x68\x39\xB6\xEF\x36\xD0\x21\xA0\x73\x3F\xC4\xBA\x86\x56\x8A\xBC\x2C\x56\xC5\xC5\x8F\xCD\xBF\x14\x71\x69\x46\xCD\x9D\x8D\xD9\x62\xC8\xBD\x49\xD4\xDA\xDF\x1C\x22\xB5\xF4\xC0\xD8\xF4\x97\xD1\xFC\xA8\x4A\xE4\x83\xA4\x17\xAC\x74\x62\x3A\x97\x25\x55\xE3\xCC\xF3\xF1\x4C\x13\x74\x5E\x0B\x06\x6A\xF1\x38\x62\x44\xAA\x81\xBF\x71\xF5\xC3\xD9\x55\x75\x4F\xDA\x9C\x4B\xE8\x97\x30\x2F\x21\xF6\x0C\xF6\xD6\xA3\x94\x03\x9F\x25\x84\x63\xD2\xB7\x96\x2E\xB0\x84\x8E\x7E\x1E\x3B\x2F\x2E\x22\x7A\x36\xFE\xB3\x3F\x4F\x79\x75\x24\xB7\x50\x99\xFF\x26\xCA\xDD\xA6\xB5\xDA\xB8\x9C\x0E\xAE\x9E\x31\x7A\xBE\xEA\x88\x21\xCA\xFC\xD1\x09\xFC\x9B\x58\x27\x2E\x6F\x1C\x7D\x14\x12\x89\xD6\xDE\xF3\x18\x85\x75\x78\x65\xFB\xFB\x7F\x45\xF6\xF7\x51\x38\x76\x45\x04\x57\x12\x0A\x2A\xAA\x38\xD4\xA6\x96\x7F\x9A\xBC\xE1\xB3\x6C\x08\x03\x35\x71\x21\xB8\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xF8\xFA\x43\xC8\xE1\x54\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x37\xEF\xDA\xA4\x00\x00\x00\x00\xC4\xCF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xCD\x55\x00\x1E\x00\x00\x00\x00\x00\x00\x06\xC0\x00\x00\x00\x00\x00\x40\x00\x00\xF6\x70\x6F\x24\xF0\xF4\xCC\x73\x05\xB3\x79\x5C\x93\xCB\x10\xE9\xA6\x5D\x35\x74\xFE\xCE\x2D\x0F\x7D\x9A\x1A\x6A\x7D\x2B\x9E\xD9\xE9\xD7\x13\xCC\x13\x26\x7A\x32\x5D\xB7\xAB\xB0\x7E\xC3\x2C\x51\xA3\xB2\xC9\x9D\x19\xE1\x44\xA8\xB6\xEF\x36\xD0\x27\x8A\x52\x39\xC4\xBA\x86\x56\xB7\x3B\xE3\xA5\xC5\xC5\x8F\xCD\x9A\x15\x4C\xA2\x46\xCD\x9D\x8D\x2A\xC0\x35\xF9\x49\xD4\xDA\xDF\x15\x5E\x25\xF8\xC0\xD8\xF4\x97\x19\xD5\xDD\x14\xE4\x83\xA4\x17\x91\x19\x62\x74\x97\x25\x55\xE3\xAC\x8C\x4F\x8A\x13\x74\x5E\x0B\xCD\xF7\x36\xB4\x62\x44\xAA\x81\x45\x5E\xF2\xAC\xD9\x55\x75\x4F\x76\x38\x4B\x7B\x97\x30\x2F\x21\xC7\x1B\xD0\xFB\xA3\x94\x03\x9F\x16\xCC\x4D\xF3\xB7\x96\x2E\xB0\xD0\xE0\x03\xCD\x3B\x2F\x2E\x22\xEE\xCA\x5D\x9A\x3F\x4F\x79\x75\xC9\x49\x45\xF0\xFF\x26\xCA\xDD\x7E\xE9\x2E\xB7\x9C\x0E\xAE\x9E\x40\x61\xE3\x7C\x88\x21\xCA\xFC\x76\x33\xF7\x01\x58\x27\x2E\x6F\x95\xFE\x65\x25\x89\xD6\xDE\xF3\x65\xAA\xD0\x38\x65\xFB\xFB\x7F\x6B\x7F\x45\x13\x38\x76\x45\x04\x5C\x21\xAC\x20\xAA\x38\xD4\xA6\x60\x42\x88\xA5\xE1\xB3\x6C\x08\xC9\xC2\xB3\xED\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x07\xAC\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC0\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF0\xF4\xCC\x73\x00\x00\x00\x00\x93\xCB\x10\xE9\x00\x00\x00\x00\xFE\xCE\x2D\x0F\x00\x00\x00\x00\x7D\x2B\x9E\xD9\x00\x00\x00\x00\x13\x26\x7A\x32\x00\x00\x00\x00\x7E\xC3\x2C\x51\x00\x00\x00\x00\x19\xE1\x44\xA8\x00\x00\x00\x00\x27\x8A\x52\x39\x00\x00\x00\x00\xB7\x3B\xE3\xA5\x00\x00\x00\x00\x9A\x15\x4C\xA2\x00\x00\x00\x00\x2A\xC0\x35\xF9\x00\x00\x00\x00\x15\x5E\x25\xF8\x00\x00\x00\x00\x19\xD5\xDD\x14\x00\x00\x00\x00\x91\x19\x62\x74\x00\x00\x00\x00\xAC\x8C\x4F\x8A\x00\x00\x00\x00\xCD\xF7\x36\xB4\x00\x00\x00\x00\x45\x5E\xF2\xAC\x00\x00\x00\x00\x76\x38\x4B\x7B\x00\x00\x00\x00\xC7\x1B\xD0\xFB\x00\x00\x00\x00\x16\xCC\x4D\xF3\x00\x00\x00\x00\xD0\xE0\x03\xCD\x00\x00\x00\x00\xEE\xCA\x5D\x9A\x00\x00\x00\x00\xC9\x49\x45\xF0\x00\x00\x00\x00\x7E\xE9\x2E\xB7\x00\x00\x00\x00\x40\x61\xE3\x7C\x00\x00\x00\x00\x76\x33\xF7\x01\x00\x00\x00\x00\x95\xFE\x65\x25\x00\x00\x00\x00\x65\xAA\xD0\x38\x00\x00\x00\x00\x6B\x7F\x45\x13\x00\x00\x00\x00\x5C\x21\xAC\x20\x00\x00\x00\x00\x60\x42\x88\xA5\x00\x00\x00\x00\xC9\xC2\xB3\xED\xB8\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x9F)], 493)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 493)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x0484C7B2)], 493)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xC3217B7C)], 493)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x8F819442)], 493)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xAC280F06)], 493)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x4FD8C406)], 493)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xF19F87B6)], 493)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xE98FD7F4)], 493)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xFAD7A5C5)], 493)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xA961616A)], 493)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x7F04C8FB)], 493)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xCF2DC847)], 493)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x7114561A)], 493)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xC2FCC977)], 493)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xB76FCC6A)], 493)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x4F20A09B)], 493)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xE5A7BA22)], 493)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xA2D61E76)], 493)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x3E790454)], 493)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xBD18B1DA)], 493)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x30625329)], 493)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x27E789B4)], 493)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x18F82E6B)], 493)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x0A6640F1)], 493)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x423BCAB8)], 493)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x8F42B688)], 493)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x2442A3DD)], 493)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xDEAA0D86)], 493)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xF1DAAA6D)], 493)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xC3E00102)], 493)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xB52C4B2C)], 493)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x478F26E9)], 493)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x8E818CA7)], 493)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC66D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001ED),
                gc.DataTuple('slot_count', 0x00000F3C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE7B2B0BE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xEAFF4B00),
                gc.KeyTuple('src_port', 0xCAEF),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xECE1A16D6DF4),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xEC\xE1\xA1\x6D\x6D\xF4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEA\xFF\x4B\x00\x00\x00\x00\x00\xCA\xEF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xC6\x6D\x00\x04\x00\x00\x00\x00\x00\x00\x2A\xA4\x00\x00\x00\x00\x00\x40\x00\x00\x62\xA4\x06\x2E\x36\x8A\xDE\x01\x36\x49\xBC\x56\x58\xAB\x61\x40\x69\x8F\xA7\xA7\xCA\x9A\x22\x01\x37\x91\x06\x02\x9C\xF9\x8B\x1B\x1F\x47\xEC\x55\xB3\xC4\x71\x82\x27\xBE\x92\xCC\x89\x29\x91\xDF\xBA\x1F\x9F\x87\x0B\x40\xA5\x85\x50\xD9\x89\x64\xC1\xB3\xA4\xB1\xA1\xE5\xB9\x3C\x87\x78\xCB\x87\xD1\x0C\x26\x8F\xB0\x04\x83\xF1\x74\x80\x06\xA4\xC7\x60\x49\x16\xB7\xA0\x82\xE2\xBD\x5D\xE2\x5E\x00\x5A\x8E\xF5\xFB\x89\x9E\xFB\x49\x88\x16\x27\x00\xB0\x2F\x34\x4F\xA7\x3F\x5D\x22\x6B\xC2\x86\x71\xDB\xAE\x0C\xD3\x01\xED\x29\x32\x06\x65\x22\x0A\x58\xC4\x66\x89\x4F\x7B\x68\x65\x7E\x45\xF1\xA7\x38\x79\x11\xCF\xC8\xF5\x97\x9A\xD2\x5D\x0A\x59\x2B\x0A\xB1\x52\x5E\x06\x80\xAA\xF4\xB4\xDB\xF5\xAA\x54\x68\xC9\x84\xD5\xD4\x9D\xA8\xC6\x51\x4E\x36\xA7\x5A\x1F\x48\xF2\xB8\x65\x4D\xD6\x1B\x7F\xE7\x74\x97\x01\x52\x82\x70\x6B\xC5\xD1\xF1\xAD\x42\x15\xFF\xFA\x75\x04\xAA\x24\xE9\xA3\xA0\x9E\x5C\xD0\x80\x5A\x35\xA2\x9E\x17\x70\x02\xEC\x18\x3B\xC7\x16\x9A\x60\x60\xC1\x20\xB6\x58\x00\xDA\xF0\xA8\xCE\x1D\x7B\xC9\x32\x3D\xBE\xC0\x86\xEC\xD7\xA0\xB6\x1D\x72\xEF\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xEC\xE1\xA1\x6D\x6D\xF4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEA\xFF\x4B\x00\x00\x00\x00\x00\xCA\xEF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xC6\x6D\x00\x04\x00\x00\x00\x00\x00\x00\x04\x9F\x00\x00\x00\x00\x00\x40\x00\x00\x62\xA4\x06\x2E\x04\x84\xC7\xB2\x36\x49\xBC\x56\xC3\x21\x7B\x7C\x69\x8F\xA7\xA7\x8F\x81\x94\x42\x37\x91\x06\x02\xAC\x28\x0F\x06\x1F\x47\xEC\x55\x4F\xD8\xC4\x06\x27\xBE\x92\xCC\xF1\x9F\x87\xB6\xBA\x1F\x9F\x87\xE9\x8F\xD7\xF4\x50\xD9\x89\x64\xFA\xD7\xA5\xC5\xA1\xE5\xB9\x3C\xA9\x61\x61\x6A\xD1\x0C\x26\x8F\x7F\x04\xC8\xFB\x74\x80\x06\xA4\xCF\x2D\xC8\x47\xB7\xA0\x82\xE2\x71\x14\x56\x1A\x00\x5A\x8E\xF5\xC2\xFC\xC9\x77\x49\x88\x16\x27\xB7\x6F\xCC\x6A\x4F\xA7\x3F\x5D\x4F\x20\xA0\x9B\x71\xDB\xAE\x0C\xE5\xA7\xBA\x22\x32\x06\x65\x22\xA2\xD6\x1E\x76\x89\x4F\x7B\x68\x3E\x79\x04\x54\xA7\x38\x79\x11\xBD\x18\xB1\xDA\x9A\xD2\x5D\x0A\x30\x62\x53\x29\x52\x5E\x06\x80\x27\xE7\x89\xB4\xF5\xAA\x54\x68\x18\xF8\x2E\x6B\x9D\xA8\xC6\x51\x0A\x66\x40\xF1\x1F\x48\xF2\xB8\x42\x3B\xCA\xB8\x7F\xE7\x74\x97\x8F\x42\xB6\x88\x6B\xC5\xD1\xF1\x24\x42\xA3\xDD\xFA\x75\x04\xAA\xDE\xAA\x0D\x86\x9E\x5C\xD0\x80\xF1\xDA\xAA\x6D\x17\x70\x02\xEC\xC3\xE0\x01\x02\x9A\x60\x60\xC1\xB5\x2C\x4B\x2C\xDA\xF0\xA8\xCE\x47\x8F\x26\xE9\x3D\xBE\xC0\x86\x8E\x81\x8C\xA7\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x01\xED\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9F\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x04\x84\xC7\xB2\x00\x00\x00\x00\xC3\x21\x7B\x7C\x00\x00\x00\x00\x8F\x81\x94\x42\x00\x00\x00\x00\xAC\x28\x0F\x06\x00\x00\x00\x00\x4F\xD8\xC4\x06\x00\x00\x00\x00\xF1\x9F\x87\xB6\x00\x00\x00\x00\xE9\x8F\xD7\xF4\x00\x00\x00\x00\xFA\xD7\xA5\xC5\x00\x00\x00\x00\xA9\x61\x61\x6A\x00\x00\x00\x00\x7F\x04\xC8\xFB\x00\x00\x00\x00\xCF\x2D\xC8\x47\x00\x00\x00\x00\x71\x14\x56\x1A\x00\x00\x00\x00\xC2\xFC\xC9\x77\x00\x00\x00\x00\xB7\x6F\xCC\x6A\x00\x00\x00\x00\x4F\x20\xA0\x9B\x00\x00\x00\x00\xE5\xA7\xBA\x22\x00\x00\x00\x00\xA2\xD6\x1E\x76\x00\x00\x00\x00\x3E\x79\x04\x54\x00\x00\x00\x00\xBD\x18\xB1\xDA\x00\x00\x00\x00\x30\x62\x53\x29\x00\x00\x00\x00\x27\xE7\x89\xB4\x00\x00\x00\x00\x18\xF8\x2E\x6B\x00\x00\x00\x00\x0A\x66\x40\xF1\x00\x00\x00\x00\x42\x3B\xCA\xB8\x00\x00\x00\x00\x8F\x42\xB6\x88\x00\x00\x00\x00\x24\x42\xA3\xDD\x00\x00\x00\x00\xDE\xAA\x0D\x86\x00\x00\x00\x00\xF1\xDA\xAA\x6D\x00\x00\x00\x00\xC3\xE0\x01\x02\x00\x00\x00\x00\xB5\x2C\x4B\x2C\x00\x00\x00\x00\x47\x8F\x26\xE9\x00\x00\x00\x00\x8E\x81\x8C\xA7\x1D\x72\xEF\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x47)], 5221)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 5221)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xA78B190E)], 5221)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xF85FEBF2)], 5221)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x1852873F)], 5221)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xC97EAABD)], 5221)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xCB5DC2AC)], 5221)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xD99A84F8)], 5221)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x7E8658C7)], 5221)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x49076E36)], 5221)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x52EAEAD5)], 5221)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xBC0773B7)], 5221)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x1013C64A)], 5221)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xFF436C7F)], 5221)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x90D13AAB)], 5221)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x5997BBE9)], 5221)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x9BE383EA)], 5221)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x69A80ACB)], 5221)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xC62CAE6E)], 5221)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x6EDAED22)], 5221)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x31DA4426)], 5221)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xE649D432)], 5221)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x452C8346)], 5221)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xDF5B8225)], 5221)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xD7ECEDBF)], 5221)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xBF0AAAF7)], 5221)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x3D87FF31)], 5221)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xB6789528)], 5221)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x87282B3C)], 5221)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xB3E3BC37)], 5221)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x7DA1660B)], 5221)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x43296EE2)], 5221)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x3ED03A49)], 5221)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x2690E7C9)], 5221)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCDE4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001465),
                gc.DataTuple('slot_count', 0x00000609),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE62521C7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xAEBDC54490C9),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xAE\xBD\xC5\x44\x90\xC9\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xCD\xE4\x00\x09\x00\x00\x00\x00\x00\x00\x50\x24\x00\x00\x00\x00\x00\x40\x00\x00\x70\x2C\xBB\x77\xF0\xA8\x2F\xB9\xDE\x7B\x5F\x2C\x16\x51\xFC\x08\xE1\x13\xAB\x75\x83\xE2\x0B\x1F\x77\x5A\xE0\x96\x74\xFA\xEB\x87\x12\x75\xE8\xE6\x35\x93\x7B\x4F\xED\xA6\xB0\x23\x87\xD1\x48\x22\x89\xCC\x5D\xC0\xD1\x6D\x12\xFC\x27\x74\xC5\x1C\xA8\x5F\x8F\x18\x45\x13\x3E\x5F\x5F\xDC\x81\xBA\xA6\x29\x93\x9D\x4F\xA0\x85\x6F\x86\x0A\xFB\xFE\xD5\x69\x10\xBC\xD2\xE8\xAF\xD5\x9B\x40\x68\x69\xBB\x5F\xBD\x79\x2B\xC4\xBE\x7C\x57\x4C\xE8\xDF\x2C\x74\x7B\x1D\x8C\xCB\x99\x53\xEC\x7E\xE4\xEF\x9A\x4D\xBA\xBA\x1E\xCB\x35\xE8\xA0\x14\x10\x1F\x65\x66\x00\x48\x8E\x83\x63\x14\xE8\xD8\xDD\x18\x6A\x9F\xFB\xD6\x40\x7F\x12\xBE\x51\x10\x91\xE0\xB0\xE9\x23\xAA\x98\x97\x00\x1E\x48\xF2\x41\x07\x29\x1A\xCC\x16\x1F\x9C\x37\x77\x46\x1E\x2C\xD7\xE1\xA9\xDB\x61\x4F\xA9\x9D\xCA\x1A\x16\x54\xEB\xC1\x7D\xA7\x99\x2F\xFB\x18\xFC\x7A\x9E\x13\x28\x6C\x2E\xE8\x71\x77\x4A\x1F\xDC\x4B\x69\x40\xEB\xAF\xA6\x8F\x88\xB4\x61\xDF\x69\x0A\x44\x74\x55\x30\x7D\x6E\xB7\x11\xC1\xF0\x3D\xE7\xFD\x0D\x2F\xD3\xD4\xA3\x61\x4B\x83\x40\x3E\xCE\x38\xC4\x48\xA1\x76\x96\x7B\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xAE\xBD\xC5\x44\x90\xC9\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xCD\xE4\x00\x09\x00\x00\x00\x00\x00\x00\x04\x47\x00\x00\x00\x00\x00\x40\x00\x00\x70\x2C\xBB\x77\xA7\x8B\x19\x0E\xDE\x7B\x5F\x2C\xF8\x5F\xEB\xF2\xE1\x13\xAB\x75\x18\x52\x87\x3F\x77\x5A\xE0\x96\xC9\x7E\xAA\xBD\x12\x75\xE8\xE6\xCB\x5D\xC2\xAC\xED\xA6\xB0\x23\xD9\x9A\x84\xF8\x89\xCC\x5D\xC0\x7E\x86\x58\xC7\x27\x74\xC5\x1C\x49\x07\x6E\x36\x45\x13\x3E\x5F\x52\xEA\xEA\xD5\xA6\x29\x93\x9D\xBC\x07\x73\xB7\x86\x0A\xFB\xFE\x10\x13\xC6\x4A\xD2\xE8\xAF\xD5\xFF\x43\x6C\x7F\xBB\x5F\xBD\x79\x90\xD1\x3A\xAB\x57\x4C\xE8\xDF\x59\x97\xBB\xE9\x8C\xCB\x99\x53\x9B\xE3\x83\xEA\x9A\x4D\xBA\xBA\x69\xA8\x0A\xCB\xA0\x14\x10\x1F\xC6\x2C\xAE\x6E\x8E\x83\x63\x14\x6E\xDA\xED\x22\x6A\x9F\xFB\xD6\x31\xDA\x44\x26\x51\x10\x91\xE0\xE6\x49\xD4\x32\x98\x97\x00\x1E\x45\x2C\x83\x46\x29\x1A\xCC\x16\xDF\x5B\x82\x25\x46\x1E\x2C\xD7\xD7\xEC\xED\xBF\x4F\xA9\x9D\xCA\xBF\x0A\xAA\xF7\xC1\x7D\xA7\x99\x3D\x87\xFF\x31\x7A\x9E\x13\x28\xB6\x78\x95\x28\x77\x4A\x1F\xDC\x87\x28\x2B\x3C\xAF\xA6\x8F\x88\xB3\xE3\xBC\x37\x0A\x44\x74\x55\x7D\xA1\x66\x0B\x11\xC1\xF0\x3D\x43\x29\x6E\xE2\xD3\xD4\xA3\x61\x3E\xD0\x3A\x49\xCE\x38\xC4\x48\x26\x90\xE7\xC9\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x14\x65\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x47\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA7\x8B\x19\x0E\x00\x00\x00\x00\xF8\x5F\xEB\xF2\x00\x00\x00\x00\x18\x52\x87\x3F\x00\x00\x00\x00\xC9\x7E\xAA\xBD\x00\x00\x00\x00\xCB\x5D\xC2\xAC\x00\x00\x00\x00\xD9\x9A\x84\xF8\x00\x00\x00\x00\x7E\x86\x58\xC7\x00\x00\x00\x00\x49\x07\x6E\x36\x00\x00\x00\x00\x52\xEA\xEA\xD5\x00\x00\x00\x00\xBC\x07\x73\xB7\x00\x00\x00\x00\x10\x13\xC6\x4A\x00\x00\x00\x00\xFF\x43\x6C\x7F\x00\x00\x00\x00\x90\xD1\x3A\xAB\x00\x00\x00\x00\x59\x97\xBB\xE9\x00\x00\x00\x00\x9B\xE3\x83\xEA\x00\x00\x00\x00\x69\xA8\x0A\xCB\x00\x00\x00\x00\xC6\x2C\xAE\x6E\x00\x00\x00\x00\x6E\xDA\xED\x22\x00\x00\x00\x00\x31\xDA\x44\x26\x00\x00\x00\x00\xE6\x49\xD4\x32\x00\x00\x00\x00\x45\x2C\x83\x46\x00\x00\x00\x00\xDF\x5B\x82\x25\x00\x00\x00\x00\xD7\xEC\xED\xBF\x00\x00\x00\x00\xBF\x0A\xAA\xF7\x00\x00\x00\x00\x3D\x87\xFF\x31\x00\x00\x00\x00\xB6\x78\x95\x28\x00\x00\x00\x00\x87\x28\x2B\x3C\x00\x00\x00\x00\xB3\xE3\xBC\x37\x00\x00\x00\x00\x7D\xA1\x66\x0B\x00\x00\x00\x00\x43\x29\x6E\xE2\x00\x00\x00\x00\x3E\xD0\x3A\x49\x00\x00\x00\x00\x26\x90\xE7\xC9\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x2B)], 3002)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 3002)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x4B25C8E1)], 3002)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x988958F5)], 3002)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x6AF7C8F3)], 3002)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x9FAA6CCB)], 3002)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xE40404D0)], 3002)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x87E9A79C)], 3002)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x1957BDE7)], 3002)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x984552D6)], 3002)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x9D0F44F4)], 3002)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x5E9CD930)], 3002)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x4F482A3B)], 3002)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xDD911F24)], 3002)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xA2151E2B)], 3002)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xF3BE1E82)], 3002)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x4952B708)], 3002)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xB4645C42)], 3002)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xA696FABE)], 3002)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xE06A1CE9)], 3002)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xF944640A)], 3002)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x997A243C)], 3002)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xC8B02B18)], 3002)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x80ABFF59)], 3002)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xE1374FF6)], 3002)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x4D64093D)], 3002)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x598F02C9)], 3002)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xBB66010D)], 3002)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x35D13663)], 3002)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x055831D3)], 3002)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xE9E37CE3)], 3002)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xFD822C11)], 3002)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xDD29BA08)], 3002)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xD282278F)], 3002)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x95D8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BBA),
                gc.DataTuple('slot_count', 0x00000B84),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF7523963),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD940E504),
                gc.KeyTuple('src_port', 0x86DC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x0052),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xEF9986A60C52),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xEF\x99\x86\xA6\x0C\x52\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\x40\xE5\x04\x00\x00\x00\x00\x86\xDC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x95\xD8\x00\x0E\x00\x00\x00\x00\x00\x00\xBA\xCA\x00\x00\x00\x00\x00\x40\x00\x00\xDD\x5D\x19\x32\x55\xCA\xB0\xFD\x4C\xA8\x89\x66\x08\x96\x9E\x38\x22\xB0\xD3\x8F\x01\x7E\x6E\x8F\xF4\x04\x37\xAF\xD2\xDA\x72\xFE\xBE\xC0\x20\xBF\x2D\x5F\xD6\xF8\x0F\xAC\xA7\xA9\x35\x02\xDC\xF4\xBB\x3A\x65\xCB\xBB\x64\xBA\x3D\x56\xA6\xDD\x80\x9E\x75\x78\x17\x1F\x30\x32\x30\xAE\xE3\xB2\x61\x1B\x8C\x0C\xF0\x4C\x3F\x5A\xBB\xDA\xDF\xDF\x1B\x8D\xD4\xB2\xC5\xEA\x4F\x37\x5E\xA7\xB1\xDB\x51\x21\xA4\x77\x95\xD1\x03\x31\xA0\xFD\x5B\x3B\x2F\x3B\xC0\x3B\x3A\x11\x8F\x2F\xA1\xF0\xC7\x01\xB0\x21\xC2\x4A\x16\x5A\x54\x71\xB6\x2E\x6E\x85\xC8\xA5\x9B\x69\xD2\xC9\xD4\xDA\x58\xD0\x45\x58\x6F\xA6\x5D\x75\x95\xA8\xE8\x03\x09\x02\x75\xEB\x10\x23\x18\x04\x97\xB8\x49\x1A\x59\x93\x42\x39\xF0\x4A\xA2\xBC\x40\xBB\xBC\x58\xBE\x8B\x34\xB2\xFE\xBE\xA4\x91\x19\x0E\xD8\x67\x97\x97\x59\x16\xE5\x69\xF9\x1C\x3F\xB6\xB1\x17\x2D\x6F\x29\xA1\x1A\xFF\x64\x2A\x1C\x98\xE3\xCB\x72\x70\xBB\x04\xCF\x26\xBA\x5E\xFC\xF7\xE6\x2B\x3E\x30\xD2\x4D\xE8\xEB\x17\x46\x54\xDD\x98\x48\xE3\x2A\x84\x8D\x15\xFD\xFD\x42\x77\x3C\xA3\x01\x0B\x51\x37\xCE\xF7\x97\x51\xC0\xC0\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xEF\x99\x86\xA6\x0C\x52\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\x40\xE5\x04\x00\x00\x00\x00\x86\xDC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x95\xD8\x00\x0E\x00\x00\x00\x00\x00\x00\x04\x2B\x00\x00\x00\x00\x00\x40\x00\x00\xDD\x5D\x19\x32\x4B\x25\xC8\xE1\x4C\xA8\x89\x66\x98\x89\x58\xF5\x22\xB0\xD3\x8F\x6A\xF7\xC8\xF3\xF4\x04\x37\xAF\x9F\xAA\x6C\xCB\xBE\xC0\x20\xBF\xE4\x04\x04\xD0\x0F\xAC\xA7\xA9\x87\xE9\xA7\x9C\xBB\x3A\x65\xCB\x19\x57\xBD\xE7\x56\xA6\xDD\x80\x98\x45\x52\xD6\x1F\x30\x32\x30\x9D\x0F\x44\xF4\x1B\x8C\x0C\xF0\x5E\x9C\xD9\x30\xDA\xDF\xDF\x1B\x4F\x48\x2A\x3B\xEA\x4F\x37\x5E\xDD\x91\x1F\x24\x21\xA4\x77\x95\xA2\x15\x1E\x2B\xFD\x5B\x3B\x2F\xF3\xBE\x1E\x82\x11\x8F\x2F\xA1\x49\x52\xB7\x08\x21\xC2\x4A\x16\xB4\x64\x5C\x42\x2E\x6E\x85\xC8\xA6\x96\xFA\xBE\xC9\xD4\xDA\x58\xE0\x6A\x1C\xE9\xA6\x5D\x75\x95\xF9\x44\x64\x0A\x02\x75\xEB\x10\x99\x7A\x24\x3C\xB8\x49\x1A\x59\xC8\xB0\x2B\x18\x4A\xA2\xBC\x40\x80\xAB\xFF\x59\x8B\x34\xB2\xFE\xE1\x37\x4F\xF6\x0E\xD8\x67\x97\x4D\x64\x09\x3D\x69\xF9\x1C\x3F\x59\x8F\x02\xC9\x6F\x29\xA1\x1A\xBB\x66\x01\x0D\x98\xE3\xCB\x72\x35\xD1\x36\x63\x26\xBA\x5E\xFC\x05\x58\x31\xD3\x30\xD2\x4D\xE8\xE9\xE3\x7C\xE3\xDD\x98\x48\xE3\xFD\x82\x2C\x11\xFD\xFD\x42\x77\xDD\x29\xBA\x08\x51\x37\xCE\xF7\xD2\x82\x27\x8F\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0B\xBA\x00\x52\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2B\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x4B\x25\xC8\xE1\x00\x00\x00\x00\x98\x89\x58\xF5\x00\x00\x00\x00\x6A\xF7\xC8\xF3\x00\x00\x00\x00\x9F\xAA\x6C\xCB\x00\x00\x00\x00\xE4\x04\x04\xD0\x00\x00\x00\x00\x87\xE9\xA7\x9C\x00\x00\x00\x00\x19\x57\xBD\xE7\x00\x00\x00\x00\x98\x45\x52\xD6\x00\x00\x00\x00\x9D\x0F\x44\xF4\x00\x00\x00\x00\x5E\x9C\xD9\x30\x00\x00\x00\x00\x4F\x48\x2A\x3B\x00\x00\x00\x00\xDD\x91\x1F\x24\x00\x00\x00\x00\xA2\x15\x1E\x2B\x00\x00\x00\x00\xF3\xBE\x1E\x82\x00\x00\x00\x00\x49\x52\xB7\x08\x00\x00\x00\x00\xB4\x64\x5C\x42\x00\x00\x00\x00\xA6\x96\xFA\xBE\x00\x00\x00\x00\xE0\x6A\x1C\xE9\x00\x00\x00\x00\xF9\x44\x64\x0A\x00\x00\x00\x00\x99\x7A\x24\x3C\x00\x00\x00\x00\xC8\xB0\x2B\x18\x00\x00\x00\x00\x80\xAB\xFF\x59\x00\x00\x00\x00\xE1\x37\x4F\xF6\x00\x00\x00\x00\x4D\x64\x09\x3D\x00\x00\x00\x00\x59\x8F\x02\xC9\x00\x00\x00\x00\xBB\x66\x01\x0D\x00\x00\x00\x00\x35\xD1\x36\x63\x00\x00\x00\x00\x05\x58\x31\xD3\x00\x00\x00\x00\xE9\xE3\x7C\xE3\x00\x00\x00\x00\xFD\x82\x2C\x11\x00\x00\x00\x00\xDD\x29\xBA\x08\x00\x00\x00\x00\xD2\x82\x27\x8F\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xAF)], 5288)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 5288)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xE99FE989)], 5288)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x91E14938)], 5288)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x2FDA4D3D)], 5288)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x3D187784)], 5288)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x8A829A43)], 5288)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x92F0A0AA)], 5288)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xB03AB2E6)], 5288)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xD1896D37)], 5288)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x57697956)], 5288)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x1EC32588)], 5288)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x1CF294FE)], 5288)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x9DE1CB3E)], 5288)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x49D941ED)], 5288)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x33ED76F1)], 5288)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xF29167D9)], 5288)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xDC86C9EB)], 5288)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xC709443B)], 5288)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x86B8961C)], 5288)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x9ACB3B36)], 5288)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xF89BA538)], 5288)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xD4D0D80E)], 5288)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xB0AC137C)], 5288)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x13836908)], 5288)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xDD374F83)], 5288)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x2198E6DA)], 5288)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x7C2ABC52)], 5288)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xC5425709)], 5288)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xA35076DA)], 5288)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xC59AB770)], 5288)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xAFC1E2B4)], 5288)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x2683CDFF)], 5288)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x2A5BCB89)], 5288)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAEDA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000014A8),
                gc.DataTuple('slot_count', 0x000005D1),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x36716B5D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xD7ABFDAFA5D4),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xD7\xAB\xFD\xAF\xA5\xD4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xAE\xDA\x00\x05\x00\x00\x00\x00\x00\x00\xFA\x9B\x00\x00\x00\x00\x00\x40\x00\x00\x86\x19\x05\xE6\xDF\x77\x9D\xCC\xDC\xE0\x6F\x45\x6A\xE8\x8C\xD5\xE8\x45\x84\x92\xAF\x7E\x5E\x15\x64\xCA\x8F\x01\x98\x03\xB2\xD9\x7E\xFF\xD2\xE0\x3B\x06\x62\x7C\xCF\xA3\xF9\x7E\x59\xDD\x0B\x69\x22\x91\x3A\x80\x53\xD9\x63\x21\x4A\xE8\xD9\x39\x52\x62\x2F\x52\x78\x50\xAA\x43\x5E\x16\xDA\x81\x57\x22\x10\x29\x44\xE3\x78\xFD\x6A\xFC\x11\x3D\x6A\xF5\x58\x50\x7A\xFE\x07\x96\x57\x78\x1E\xBC\x0C\x84\x4B\xDB\xA9\x24\x3B\x51\x66\xDF\x43\x38\x43\xC4\x9B\x1A\xA1\xA4\x9E\x0B\x3D\x36\x96\xFF\xC7\xEC\xDF\x43\xC6\xE4\xB9\x12\x1D\xC9\xF1\xAF\x87\x6A\x7D\xB8\xF0\x1B\x69\x0B\x22\x48\x47\x7A\x80\xDC\x24\xAE\x4B\x94\x89\x7D\xE9\xEF\x34\xCD\x21\xBA\xBC\x2D\x54\xAC\x23\x28\x14\xBE\x95\x40\x01\xDE\xD6\xC1\xE7\x10\x4C\xFE\x38\x79\x69\x43\xB4\xFD\x3C\xB0\x80\x9B\xBB\xCC\xB3\x0B\xBF\xDB\xFD\x9A\x46\xE0\x54\x22\xF1\x6C\x94\x0F\x79\x9E\x9C\x0C\x71\xCF\x67\x0D\x23\xC6\x42\x62\xE1\xD7\x93\x8B\xE9\x01\xCC\x7E\xF7\x3A\x14\x51\x38\xBD\xE3\xCE\xAA\x7E\x3F\x96\xF7\x02\xDD\x16\x16\x38\x3B\x3E\xDB\x03\x2F\x1C\x09\x61\xBE\x78\x06\x39\x66\xD7\x56\xA9\x30\xDA\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xD7\xAB\xFD\xAF\xA5\xD4\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xAE\xDA\x00\x05\x00\x00\x00\x00\x00\x00\x06\xAF\x00\x00\x00\x00\x00\x40\x00\x00\x86\x19\x05\xE6\xE9\x9F\xE9\x89\xDC\xE0\x6F\x45\x91\xE1\x49\x38\xE8\x45\x84\x92\x2F\xDA\x4D\x3D\x64\xCA\x8F\x01\x3D\x18\x77\x84\x7E\xFF\xD2\xE0\x8A\x82\x9A\x43\xCF\xA3\xF9\x7E\x92\xF0\xA0\xAA\x22\x91\x3A\x80\xB0\x3A\xB2\xE6\x4A\xE8\xD9\x39\xD1\x89\x6D\x37\x78\x50\xAA\x43\x57\x69\x79\x56\x57\x22\x10\x29\x1E\xC3\x25\x88\x6A\xFC\x11\x3D\x1C\xF2\x94\xFE\x7A\xFE\x07\x96\x9D\xE1\xCB\x3E\x0C\x84\x4B\xDB\x49\xD9\x41\xED\x66\xDF\x43\x38\x33\xED\x76\xF1\xA1\xA4\x9E\x0B\xF2\x91\x67\xD9\xC7\xEC\xDF\x43\xDC\x86\xC9\xEB\x1D\xC9\xF1\xAF\xC7\x09\x44\x3B\xF0\x1B\x69\x0B\x86\xB8\x96\x1C\x80\xDC\x24\xAE\x9A\xCB\x3B\x36\xE9\xEF\x34\xCD\xF8\x9B\xA5\x38\x54\xAC\x23\x28\xD4\xD0\xD8\x0E\x01\xDE\xD6\xC1\xB0\xAC\x13\x7C\x38\x79\x69\x43\x13\x83\x69\x08\x80\x9B\xBB\xCC\xDD\x37\x4F\x83\xFD\x9A\x46\xE0\x21\x98\xE6\xDA\x94\x0F\x79\x9E\x7C\x2A\xBC\x52\x67\x0D\x23\xC6\xC5\x42\x57\x09\x93\x8B\xE9\x01\xA3\x50\x76\xDA\x14\x51\x38\xBD\xC5\x9A\xB7\x70\x3F\x96\xF7\x02\xAF\xC1\xE2\xB4\x3B\x3E\xDB\x03\x26\x83\xCD\xFF\xBE\x78\x06\x39\x2A\x5B\xCB\x89\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x14\xA8\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAF\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xE9\x9F\xE9\x89\x00\x00\x00\x00\x91\xE1\x49\x38\x00\x00\x00\x00\x2F\xDA\x4D\x3D\x00\x00\x00\x00\x3D\x18\x77\x84\x00\x00\x00\x00\x8A\x82\x9A\x43\x00\x00\x00\x00\x92\xF0\xA0\xAA\x00\x00\x00\x00\xB0\x3A\xB2\xE6\x00\x00\x00\x00\xD1\x89\x6D\x37\x00\x00\x00\x00\x57\x69\x79\x56\x00\x00\x00\x00\x1E\xC3\x25\x88\x00\x00\x00\x00\x1C\xF2\x94\xFE\x00\x00\x00\x00\x9D\xE1\xCB\x3E\x00\x00\x00\x00\x49\xD9\x41\xED\x00\x00\x00\x00\x33\xED\x76\xF1\x00\x00\x00\x00\xF2\x91\x67\xD9\x00\x00\x00\x00\xDC\x86\xC9\xEB\x00\x00\x00\x00\xC7\x09\x44\x3B\x00\x00\x00\x00\x86\xB8\x96\x1C\x00\x00\x00\x00\x9A\xCB\x3B\x36\x00\x00\x00\x00\xF8\x9B\xA5\x38\x00\x00\x00\x00\xD4\xD0\xD8\x0E\x00\x00\x00\x00\xB0\xAC\x13\x7C\x00\x00\x00\x00\x13\x83\x69\x08\x00\x00\x00\x00\xDD\x37\x4F\x83\x00\x00\x00\x00\x21\x98\xE6\xDA\x00\x00\x00\x00\x7C\x2A\xBC\x52\x00\x00\x00\x00\xC5\x42\x57\x09\x00\x00\x00\x00\xA3\x50\x76\xDA\x00\x00\x00\x00\xC5\x9A\xB7\x70\x00\x00\x00\x00\xAF\xC1\xE2\xB4\x00\x00\x00\x00\x26\x83\xCD\xFF\x00\x00\x00\x00\x2A\x5B\xCB\x89\x30\xDA\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC4)], 9909)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9909)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x2EC8A62E)], 9909)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x305DD8B8)], 9909)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x7990F6C5)], 9909)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x03EDAD0C)], 9909)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xCE3B368B)], 9909)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x0D775DCD)], 9909)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xF6CBE2ED)], 9909)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x9EAD085D)], 9909)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x862AAFCE)], 9909)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x1A6861C0)], 9909)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xD92018EC)], 9909)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xB6C06321)], 9909)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x039C77D8)], 9909)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x2059045B)], 9909)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xDE01C6F5)], 9909)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xDD0BE5E8)], 9909)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xE1F5705C)], 9909)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x741F961B)], 9909)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xD8B5BF74)], 9909)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x991579A3)], 9909)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xCBAAD672)], 9909)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xC7CA9312)], 9909)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x70387B50)], 9909)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x08960399)], 9909)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xBF0F55AB)], 9909)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xCC8C8946)], 9909)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x2FB84676)], 9909)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x8E091438)], 9909)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x3B3840E1)], 9909)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xAADDD17E)], 9909)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x5848587A)], 9909)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x22C3EC61)], 9909)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9ACB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006B5),
                gc.DataTuple('slot_count', 0x00000D29),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x90A565B2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x2E253AD0EC39),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x2E\x25\x3A\xD0\xEC\x39\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x9A\xCB\x00\x17\x00\x00\x00\x00\x00\x00\xD1\x79\x00\x00\x00\x00\x00\x40\x00\x00\x1C\x53\x55\x8E\x70\x06\xC6\x11\x3A\x56\xF1\x5F\x10\x4C\xB9\xC9\x44\x05\xA2\x87\x1F\xB5\x02\xBE\x00\x53\xA5\xAD\x23\xC0\xD9\x79\x19\xFB\xFB\x8C\xAD\x7F\x29\x25\x2C\x10\xD3\x51\xC0\xA7\x11\x08\xF0\x72\x32\x24\x2C\xF6\xE5\x89\x45\x86\x76\xAE\x02\x4F\x12\xF2\xA7\x83\x55\x88\x5E\x7C\xA4\xFF\xB4\x37\xBE\x7F\x60\xBD\x51\xE2\x03\x20\x5C\xF1\xD6\x4B\x6E\xD8\x29\x60\x20\x78\x57\x84\x2B\x8A\xFD\xDC\x91\x7C\x82\x05\x72\xC3\xD9\xAA\xAC\x56\xE4\xFC\xC9\x8D\xFC\xD2\x0D\x9B\x81\x6D\xEF\x73\x9C\x48\x21\x62\x39\xFD\xA6\x9F\x7A\x8B\x21\xB7\x62\x51\x2E\x77\x62\x0A\xFF\x66\x37\x2F\x2B\xB4\xDE\x5D\x61\x0C\x66\x89\x64\x0D\x87\x7D\xDA\x92\x61\x15\xF7\x5A\xCF\x8C\xAD\x14\x20\x25\x4E\xB2\xAC\xFB\xCB\x88\x31\x41\x8F\xA5\x92\xF1\x72\x41\xDF\x4E\x05\x15\x53\x11\xD6\xDF\x9A\x30\xEC\x22\x7B\xE4\xBA\xC8\xCE\xEB\x6B\x4B\xB1\x8B\x87\xD2\xC6\x8D\xBC\x31\xE4\xCD\xAF\x09\x04\x12\xDD\x43\x83\xDB\x73\xDE\x5A\xD3\xC8\xBB\x0E\x0C\xB8\x7F\x5C\x13\x95\x04\x77\xB3\x07\xE8\xAC\x5A\x46\x26\xCE\x5F\x3A\xDF\x08\xFC\xF6\xF3\x5E\x9E\x01\x8C\x40\x50\xDF\x9F\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x2E\x25\x3A\xD0\xEC\x39\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x9A\xCB\x00\x17\x00\x00\x00\x00\x00\x00\x07\xC4\x00\x00\x00\x00\x00\x40\x00\x00\x1C\x53\x55\x8E\x2E\xC8\xA6\x2E\x3A\x56\xF1\x5F\x30\x5D\xD8\xB8\x44\x05\xA2\x87\x79\x90\xF6\xC5\x00\x53\xA5\xAD\x03\xED\xAD\x0C\x19\xFB\xFB\x8C\xCE\x3B\x36\x8B\x2C\x10\xD3\x51\x0D\x77\x5D\xCD\xF0\x72\x32\x24\xF6\xCB\xE2\xED\x45\x86\x76\xAE\x9E\xAD\x08\x5D\xA7\x83\x55\x88\x86\x2A\xAF\xCE\xB4\x37\xBE\x7F\x1A\x68\x61\xC0\x03\x20\x5C\xF1\xD9\x20\x18\xEC\x29\x60\x20\x78\xB6\xC0\x63\x21\xFD\xDC\x91\x7C\x03\x9C\x77\xD8\xD9\xAA\xAC\x56\x20\x59\x04\x5B\xFC\xD2\x0D\x9B\xDE\x01\xC6\xF5\x9C\x48\x21\x62\xDD\x0B\xE5\xE8\x7A\x8B\x21\xB7\xE1\xF5\x70\x5C\x62\x0A\xFF\x66\x74\x1F\x96\x1B\xDE\x5D\x61\x0C\xD8\xB5\xBF\x74\x87\x7D\xDA\x92\x99\x15\x79\xA3\xCF\x8C\xAD\x14\xCB\xAA\xD6\x72\xAC\xFB\xCB\x88\xC7\xCA\x93\x12\x92\xF1\x72\x41\x70\x38\x7B\x50\x53\x11\xD6\xDF\x08\x96\x03\x99\x7B\xE4\xBA\xC8\xBF\x0F\x55\xAB\xB1\x8B\x87\xD2\xCC\x8C\x89\x46\xE4\xCD\xAF\x09\x2F\xB8\x46\x76\x83\xDB\x73\xDE\x8E\x09\x14\x38\x0E\x0C\xB8\x7F\x3B\x38\x40\xE1\x77\xB3\x07\xE8\xAA\xDD\xD1\x7E\xCE\x5F\x3A\xDF\x58\x48\x58\x7A\x5E\x9E\x01\x8C\x22\xC3\xEC\x61\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x26\xB5\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC4\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x2E\xC8\xA6\x2E\x00\x00\x00\x00\x30\x5D\xD8\xB8\x00\x00\x00\x00\x79\x90\xF6\xC5\x00\x00\x00\x00\x03\xED\xAD\x0C\x00\x00\x00\x00\xCE\x3B\x36\x8B\x00\x00\x00\x00\x0D\x77\x5D\xCD\x00\x00\x00\x00\xF6\xCB\xE2\xED\x00\x00\x00\x00\x9E\xAD\x08\x5D\x00\x00\x00\x00\x86\x2A\xAF\xCE\x00\x00\x00\x00\x1A\x68\x61\xC0\x00\x00\x00\x00\xD9\x20\x18\xEC\x00\x00\x00\x00\xB6\xC0\x63\x21\x00\x00\x00\x00\x03\x9C\x77\xD8\x00\x00\x00\x00\x20\x59\x04\x5B\x00\x00\x00\x00\xDE\x01\xC6\xF5\x00\x00\x00\x00\xDD\x0B\xE5\xE8\x00\x00\x00\x00\xE1\xF5\x70\x5C\x00\x00\x00\x00\x74\x1F\x96\x1B\x00\x00\x00\x00\xD8\xB5\xBF\x74\x00\x00\x00\x00\x99\x15\x79\xA3\x00\x00\x00\x00\xCB\xAA\xD6\x72\x00\x00\x00\x00\xC7\xCA\x93\x12\x00\x00\x00\x00\x70\x38\x7B\x50\x00\x00\x00\x00\x08\x96\x03\x99\x00\x00\x00\x00\xBF\x0F\x55\xAB\x00\x00\x00\x00\xCC\x8C\x89\x46\x00\x00\x00\x00\x2F\xB8\x46\x76\x00\x00\x00\x00\x8E\x09\x14\x38\x00\x00\x00\x00\x3B\x38\x40\xE1\x00\x00\x00\x00\xAA\xDD\xD1\x7E\x00\x00\x00\x00\x58\x48\x58\x7A\x00\x00\x00\x00\x22\xC3\xEC\x61\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x16)], 3411)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 3411)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x1C09E7BC)], 3411)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x0489F392)], 3411)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xC36168FC)], 3411)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xF87BA75C)], 3411)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xCD292171)], 3411)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xDB7EE016)], 3411)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x5A9DE616)], 3411)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x7412BC83)], 3411)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x4F27B758)], 3411)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x2DC5CC3B)], 3411)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x7B01D81D)], 3411)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x77402AE2)], 3411)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x4B1F65E0)], 3411)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x86719013)], 3411)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x59659453)], 3411)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x1093F794)], 3411)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x9E30F6F2)], 3411)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x626FC22F)], 3411)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x0E348AA2)], 3411)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xB3E8154E)], 3411)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xE8D14017)], 3411)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xDC78BB02)], 3411)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x04E5F6F5)], 3411)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xA14E18F8)], 3411)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x2C796DB3)], 3411)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xDBE37ACA)], 3411)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x7E14AA29)], 3411)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x823311C3)], 3411)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xEAB83CB5)], 3411)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xEB2C6FD0)], 3411)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x33CD2323)], 3411)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xE28C6A2F)], 3411)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB387),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D53),
                gc.DataTuple('slot_count', 0x000003D1),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x41DFB507),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x07DD48733EC5),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x07\xDD\x48\x73\x3E\xC5\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xB3\x87\x00\x01\x00\x00\x00\x00\x00\x00\xBA\x79\x00\x00\x00\x00\x00\x40\x00\x00\x57\x4F\x85\x44\xB1\x99\xFC\xF8\x9C\x7A\xE7\xC1\xD5\xFD\x37\x1D\x00\xF8\x9F\xA9\x62\x47\xF4\xDC\x5C\x9E\xF9\x84\x3E\x02\xDD\x3B\x1E\x70\x39\xD5\xF0\x20\xAC\x7C\x4A\xB2\x2B\x15\xE6\x9D\x4D\x10\x3E\x9C\xFB\x5E\x2D\x2D\xE7\xE1\xBD\x2E\xA2\x97\xCF\x46\xB7\x04\xB0\xE8\x7E\x74\x6B\x18\xBE\x37\x96\x95\xBF\x9A\xB5\x96\x33\x5D\x4F\x83\x77\xEF\xFF\xCA\xB8\xC8\x0C\x04\x3A\xE8\x75\xFE\x01\x02\x4A\x2F\x80\x8E\x37\xFF\x45\x1C\xF3\x29\xFB\x7C\x0C\x4C\x92\x67\xB6\x0E\x94\xAE\x0B\x2D\x75\x5F\x6C\xF1\x8B\xAF\xBE\xAF\x67\x41\x82\xA5\x17\x94\x6B\xCC\x30\x9F\xC7\x6F\xA4\x6F\x00\x84\xEB\xD5\x4C\xDE\xCE\x0C\xF4\x3C\xE5\x75\x93\x99\x60\xF3\xD0\xDB\x01\xFD\xA9\x78\x75\xFC\xEC\x63\x2F\x8E\x4B\x8E\x51\x51\xD0\xB6\xDC\x07\xF2\x16\x2B\xB4\xED\x9E\x87\x77\xFD\x0C\xAD\x96\x28\x15\x1E\x4F\x93\xF6\x40\xCF\xB3\xCB\xB4\xE4\xE9\xD5\xB6\x8B\x87\x7D\x53\xC4\x99\x6C\x88\x5E\x4D\xFD\x14\x72\x46\xDD\x88\x50\x71\x5D\xF0\x7D\x95\x17\x9F\x77\x38\xB1\xEA\x2A\x21\x4E\xEF\x39\xD9\xEA\xC2\x0D\x11\xBA\xD3\x9A\xDE\x37\x7E\x4F\x99\x81\x37\xBC\x87\xF1\x73\x66\xA2\x6F\xD1\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x07\xDD\x48\x73\x3E\xC5\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB3\x87\x00\x01\x00\x00\x00\x00\x00\x00\x04\x16\x00\x00\x00\x00\x00\x40\x00\x00\x57\x4F\x85\x44\x1C\x09\xE7\xBC\x9C\x7A\xE7\xC1\x04\x89\xF3\x92\x00\xF8\x9F\xA9\xC3\x61\x68\xFC\x5C\x9E\xF9\x84\xF8\x7B\xA7\x5C\x1E\x70\x39\xD5\xCD\x29\x21\x71\x4A\xB2\x2B\x15\xDB\x7E\xE0\x16\x3E\x9C\xFB\x5E\x5A\x9D\xE6\x16\xBD\x2E\xA2\x97\x74\x12\xBC\x83\xB0\xE8\x7E\x74\x4F\x27\xB7\x58\x96\x95\xBF\x9A\x2D\xC5\xCC\x3B\x4F\x83\x77\xEF\x7B\x01\xD8\x1D\x0C\x04\x3A\xE8\x77\x40\x2A\xE2\x4A\x2F\x80\x8E\x4B\x1F\x65\xE0\xF3\x29\xFB\x7C\x86\x71\x90\x13\xB6\x0E\x94\xAE\x59\x65\x94\x53\x6C\xF1\x8B\xAF\x10\x93\xF7\x94\x82\xA5\x17\x94\x9E\x30\xF6\xF2\xC7\x6F\xA4\x6F\x62\x6F\xC2\x2F\x4C\xDE\xCE\x0C\x0E\x34\x8A\xA2\x93\x99\x60\xF3\xB3\xE8\x15\x4E\xA9\x78\x75\xFC\xE8\xD1\x40\x17\x4B\x8E\x51\x51\xDC\x78\xBB\x02\xF2\x16\x2B\xB4\x04\xE5\xF6\xF5\xFD\x0C\xAD\x96\xA1\x4E\x18\xF8\x93\xF6\x40\xCF\x2C\x79\x6D\xB3\xE9\xD5\xB6\x8B\xDB\xE3\x7A\xCA\x99\x6C\x88\x5E\x7E\x14\xAA\x29\x46\xDD\x88\x50\x82\x33\x11\xC3\x95\x17\x9F\x77\xEA\xB8\x3C\xB5\x21\x4E\xEF\x39\xEB\x2C\x6F\xD0\x11\xBA\xD3\x9A\x33\xCD\x23\x23\x99\x81\x37\xBC\xE2\x8C\x6A\x2F\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0D\x53\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x16\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x1C\x09\xE7\xBC\x00\x00\x00\x00\x04\x89\xF3\x92\x00\x00\x00\x00\xC3\x61\x68\xFC\x00\x00\x00\x00\xF8\x7B\xA7\x5C\x00\x00\x00\x00\xCD\x29\x21\x71\x00\x00\x00\x00\xDB\x7E\xE0\x16\x00\x00\x00\x00\x5A\x9D\xE6\x16\x00\x00\x00\x00\x74\x12\xBC\x83\x00\x00\x00\x00\x4F\x27\xB7\x58\x00\x00\x00\x00\x2D\xC5\xCC\x3B\x00\x00\x00\x00\x7B\x01\xD8\x1D\x00\x00\x00\x00\x77\x40\x2A\xE2\x00\x00\x00\x00\x4B\x1F\x65\xE0\x00\x00\x00\x00\x86\x71\x90\x13\x00\x00\x00\x00\x59\x65\x94\x53\x00\x00\x00\x00\x10\x93\xF7\x94\x00\x00\x00\x00\x9E\x30\xF6\xF2\x00\x00\x00\x00\x62\x6F\xC2\x2F\x00\x00\x00\x00\x0E\x34\x8A\xA2\x00\x00\x00\x00\xB3\xE8\x15\x4E\x00\x00\x00\x00\xE8\xD1\x40\x17\x00\x00\x00\x00\xDC\x78\xBB\x02\x00\x00\x00\x00\x04\xE5\xF6\xF5\x00\x00\x00\x00\xA1\x4E\x18\xF8\x00\x00\x00\x00\x2C\x79\x6D\xB3\x00\x00\x00\x00\xDB\xE3\x7A\xCA\x00\x00\x00\x00\x7E\x14\xAA\x29\x00\x00\x00\x00\x82\x33\x11\xC3\x00\x00\x00\x00\xEA\xB8\x3C\xB5\x00\x00\x00\x00\xEB\x2C\x6F\xD0\x00\x00\x00\x00\x33\xCD\x23\x23\x00\x00\x00\x00\xE2\x8C\x6A\x2F\xA2\x6F\xD1\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xD7)], 9430)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9430)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x8FD6B603)], 9430)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xBFB85C76)], 9430)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x3347EDFA)], 9430)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xF91746BC)], 9430)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x387D092D)], 9430)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x0D49EECE)], 9430)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x4CF2F93F)], 9430)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xFC8D4E44)], 9430)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x55F151D1)], 9430)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xAB8AB2E0)], 9430)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x163005A9)], 9430)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xD474398A)], 9430)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xC12FCAA1)], 9430)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x5212E4B9)], 9430)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x7F7A2E1E)], 9430)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xFA1FA6DE)], 9430)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xB3BE51D8)], 9430)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xA1A9EA89)], 9430)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x34A08467)], 9430)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x2154374E)], 9430)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xD69DFC32)], 9430)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xEDBC016E)], 9430)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x836B7EE9)], 9430)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x2F12DD8F)], 9430)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xD2AE578D)], 9430)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x915967C5)], 9430)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x39CB69F6)], 9430)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xA27F7D0A)], 9430)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xBCABDF9E)], 9430)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xA85DB89B)], 9430)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x72478F2B)], 9430)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xFA06179C)], 9430)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7BBF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004D6),
                gc.DataTuple('slot_count', 0x00000E7D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7B4B172B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x7C2BED738419),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x7C\x2B\xED\x73\x84\x19\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x7B\xBF\x00\x1A\x00\x00\x00\x00\x00\x00\x39\x1A\x00\x00\x00\x00\x00\x40\x00\x00\x01\x2A\x33\x60\x08\x5C\x9C\x3E\xB9\xC2\x2A\x36\x95\x41\x96\x69\x20\xD8\x45\xA7\x8E\x93\x5B\x7A\x3E\x4F\xA6\xEB\x45\xA9\x2F\xFC\xDD\x8F\xDD\x6E\xC9\x28\x6E\x42\x7F\xA5\xEA\xB7\xAF\x68\x40\x9A\x81\xDF\x0C\x57\x16\x52\xAA\x0D\x56\x4B\x2C\x30\xB9\xD3\xA0\xC1\x28\x92\x3B\x14\xD5\xA5\x73\xEB\xD4\x46\x59\x1F\x12\xBF\x8F\x7F\x26\xD4\x4F\x64\x20\xDB\x21\x6A\x5C\x80\x46\x38\x67\x16\xCA\x2D\x16\x5F\x4C\x46\x95\x3F\x52\xEC\xC4\x0A\x00\xA2\xB8\x9B\x3B\x00\x7D\x6D\x43\x1C\x86\xE6\x50\x97\xDE\x99\x92\x07\x90\x5B\xAB\x9C\x06\xC0\x20\xBD\xF5\xE7\x93\x4B\x1A\x94\x94\xE7\xD6\x21\x01\xFC\x72\x5A\x27\x4C\x6E\x7D\xCE\x81\x1D\x79\x1D\x42\x4C\xAE\x2F\xDD\x80\x82\xFF\x70\x13\x54\x42\x69\x9E\xCC\x2C\x4E\x80\x04\xA8\xAF\x22\xB0\x23\x68\x95\xD6\xE3\x39\xF6\x59\x2D\xAE\x13\x29\x7C\xC8\x3A\xDF\xDF\x88\xD9\x90\x83\x3A\x4D\xDA\x83\x74\x5D\xCD\xF2\x6A\x96\x8B\x2E\x66\xEE\x2B\x4F\x9B\xB6\x98\x58\x79\x0E\x9A\xBF\xEB\x67\x0B\x6E\xB0\x3C\x0E\x8F\x78\x57\x23\x9C\x8D\x44\xAE\x93\x96\x7D\x18\xDB\x67\xD3\x10\xDF\x32\x1B\xEE\xD8\xB3\x3D\x72\xE7\xE3\x24\x20\x24\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x7C\x2B\xED\x73\x84\x19\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x7B\xBF\x00\x1A\x00\x00\x00\x00\x00\x00\x07\xD7\x00\x00\x00\x00\x00\x40\x00\x00\x01\x2A\x33\x60\x8F\xD6\xB6\x03\xB9\xC2\x2A\x36\xBF\xB8\x5C\x76\x20\xD8\x45\xA7\x33\x47\xED\xFA\x3E\x4F\xA6\xEB\xF9\x17\x46\xBC\xDD\x8F\xDD\x6E\x38\x7D\x09\x2D\x7F\xA5\xEA\xB7\x0D\x49\xEE\xCE\x81\xDF\x0C\x57\x4C\xF2\xF9\x3F\x56\x4B\x2C\x30\xFC\x8D\x4E\x44\x28\x92\x3B\x14\x55\xF1\x51\xD1\xD4\x46\x59\x1F\xAB\x8A\xB2\xE0\x26\xD4\x4F\x64\x16\x30\x05\xA9\x5C\x80\x46\x38\xD4\x74\x39\x8A\x16\x5F\x4C\x46\xC1\x2F\xCA\xA1\xC4\x0A\x00\xA2\x52\x12\xE4\xB9\x7D\x6D\x43\x1C\x7F\x7A\x2E\x1E\xDE\x99\x92\x07\xFA\x1F\xA6\xDE\x06\xC0\x20\xBD\xB3\xBE\x51\xD8\x1A\x94\x94\xE7\xA1\xA9\xEA\x89\x72\x5A\x27\x4C\x34\xA0\x84\x67\x1D\x79\x1D\x42\x21\x54\x37\x4E\x80\x82\xFF\x70\xD6\x9D\xFC\x32\x9E\xCC\x2C\x4E\xED\xBC\x01\x6E\x22\xB0\x23\x68\x83\x6B\x7E\xE9\xF6\x59\x2D\xAE\x2F\x12\xDD\x8F\x3A\xDF\xDF\x88\xD2\xAE\x57\x8D\x4D\xDA\x83\x74\x91\x59\x67\xC5\x96\x8B\x2E\x66\x39\xCB\x69\xF6\xB6\x98\x58\x79\xA2\x7F\x7D\x0A\x67\x0B\x6E\xB0\xBC\xAB\xDF\x9E\x57\x23\x9C\x8D\xA8\x5D\xB8\x9B\x7D\x18\xDB\x67\x72\x47\x8F\x2B\x1B\xEE\xD8\xB3\xFA\x06\x17\x9C\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x24\xD6\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD7\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x8F\xD6\xB6\x03\x00\x00\x00\x00\xBF\xB8\x5C\x76\x00\x00\x00\x00\x33\x47\xED\xFA\x00\x00\x00\x00\xF9\x17\x46\xBC\x00\x00\x00\x00\x38\x7D\x09\x2D\x00\x00\x00\x00\x0D\x49\xEE\xCE\x00\x00\x00\x00\x4C\xF2\xF9\x3F\x00\x00\x00\x00\xFC\x8D\x4E\x44\x00\x00\x00\x00\x55\xF1\x51\xD1\x00\x00\x00\x00\xAB\x8A\xB2\xE0\x00\x00\x00\x00\x16\x30\x05\xA9\x00\x00\x00\x00\xD4\x74\x39\x8A\x00\x00\x00\x00\xC1\x2F\xCA\xA1\x00\x00\x00\x00\x52\x12\xE4\xB9\x00\x00\x00\x00\x7F\x7A\x2E\x1E\x00\x00\x00\x00\xFA\x1F\xA6\xDE\x00\x00\x00\x00\xB3\xBE\x51\xD8\x00\x00\x00\x00\xA1\xA9\xEA\x89\x00\x00\x00\x00\x34\xA0\x84\x67\x00\x00\x00\x00\x21\x54\x37\x4E\x00\x00\x00\x00\xD6\x9D\xFC\x32\x00\x00\x00\x00\xED\xBC\x01\x6E\x00\x00\x00\x00\x83\x6B\x7E\xE9\x00\x00\x00\x00\x2F\x12\xDD\x8F\x00\x00\x00\x00\xD2\xAE\x57\x8D\x00\x00\x00\x00\x91\x59\x67\xC5\x00\x00\x00\x00\x39\xCB\x69\xF6\x00\x00\x00\x00\xA2\x7F\x7D\x0A\x00\x00\x00\x00\xBC\xAB\xDF\x9E\x00\x00\x00\x00\xA8\x5D\xB8\x9B\x00\x00\x00\x00\x72\x47\x8F\x2B\x00\x00\x00\x00\xFA\x06\x17\x9C\x24\x20\x24\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x2D)], 3558)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 3558)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x85564878)], 3558)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xAE023379)], 3558)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xE83FBED1)], 3558)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xF702D69E)], 3558)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x9FA1687A)], 3558)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xA7822943)], 3558)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x1061AAB0)], 3558)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x495691F2)], 3558)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xD6123B23)], 3558)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xC37437F5)], 3558)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x72725F17)], 3558)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x71298E46)], 3558)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x2974CD89)], 3558)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x10331F77)], 3558)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x1D1E2861)], 3558)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x1CAF2CEF)], 3558)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x7A9623A8)], 3558)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x868F6483)], 3558)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x3191EE28)], 3558)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x23DA85DF)], 3558)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x84905C27)], 3558)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xEB2A9048)], 3558)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x355B828B)], 3558)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x1A9399DB)], 3558)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xA2FE9585)], 3558)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x7BC27B91)], 3558)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x2820783E)], 3558)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xC86EC0E4)], 3558)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xE65D3F33)], 3558)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x6279B47C)], 3558)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x364F9DB1)], 3558)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x2026AA65)], 3558)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1646),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DE6),
                gc.DataTuple('slot_count', 0x00000552),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x098BDE11),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xE675811B),
                gc.KeyTuple('src_port', 0xC389),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x15B1ED4054C5),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x15\xB1\xED\x40\x54\xC5\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE6\x75\x81\x1B\x00\x00\x00\x00\xC3\x89\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x16\x46\x00\x1A\x00\x00\x00\x00\x00\x00\x58\xBF\x00\x00\x00\x00\x00\x40\x00\x00\xD1\x27\xDF\x85\x19\x62\x09\xF1\x98\xBD\xF7\x36\xAB\x09\xEE\x5F\x35\x19\x22\xC9\x57\x63\xEE\xCE\x20\x03\x49\xAE\x62\x39\x1E\x0C\xB4\x5B\x83\x75\x18\x16\x48\x5F\xBE\x4C\x21\xC6\xE9\xFA\x0B\xBD\xE9\xF3\x5E\xA9\xC8\xDC\x76\xCB\x1E\x4F\xC6\x57\xF1\x51\xD3\x48\xA2\x49\xE5\x5A\xEF\xE3\x71\x29\xBE\xCC\x75\x28\xB2\x2E\x14\x21\xE0\x9C\xF0\x0B\x9C\xB5\xAA\x46\xFC\x40\xB0\x3B\xE9\xB1\xB8\x14\x4F\x3E\x1D\x41\x8E\xFB\x9E\x11\x0E\xC0\x8A\xFF\x6A\xA0\x70\x2B\xDB\x09\xE7\x08\x25\x9C\xB5\x8B\x23\x78\xEF\x1A\xA0\xCE\x42\xCA\x01\x1D\x42\x11\xF4\x0B\x7D\xE0\x91\x95\x87\xA8\x25\x16\xCC\x29\xD9\x8A\x08\x91\x74\x1C\x84\x0D\xEA\xFC\x95\x8C\x55\xBB\xBB\x83\x14\xE1\x8D\x73\x12\x7A\x3A\xE3\x62\x31\x75\x14\x9C\x5E\x4D\xE0\xB8\x9E\x7C\x3B\x18\x26\xBE\x6F\x19\x73\x6B\xB5\xF8\x55\x19\x71\xD8\xD3\x76\x22\x9A\x2C\x6D\x95\x93\xC2\xE1\x46\x0F\x4A\x69\xF4\xC2\x96\x03\x6E\x4B\xEC\x2B\x1A\x17\x73\x77\x67\x6E\x39\x7B\xE9\xA1\xC6\xC7\xCD\xED\x9D\x09\xA5\x18\xBA\x75\x8B\xC1\xD5\x67\xC2\x7A\x42\xD5\xF1\x6F\x1D\x4E\x91\x41\xF1\xF8\x8F\x4A\xCB\xBB\xA4\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x15\xB1\xED\x40\x54\xC5\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE6\x75\x81\x1B\x00\x00\x00\x00\xC3\x89\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x16\x46\x00\x1A\x00\x00\x00\x00\x00\x00\x04\x2D\x00\x00\x00\x00\x00\x40\x00\x00\xD1\x27\xDF\x85\x85\x56\x48\x78\x98\xBD\xF7\x36\xAE\x02\x33\x79\x35\x19\x22\xC9\xE8\x3F\xBE\xD1\x20\x03\x49\xAE\xF7\x02\xD6\x9E\xB4\x5B\x83\x75\x9F\xA1\x68\x7A\xBE\x4C\x21\xC6\xA7\x82\x29\x43\xE9\xF3\x5E\xA9\x10\x61\xAA\xB0\x1E\x4F\xC6\x57\x49\x56\x91\xF2\xA2\x49\xE5\x5A\xD6\x12\x3B\x23\xBE\xCC\x75\x28\xC3\x74\x37\xF5\xE0\x9C\xF0\x0B\x72\x72\x5F\x17\xFC\x40\xB0\x3B\x71\x29\x8E\x46\x4F\x3E\x1D\x41\x29\x74\xCD\x89\x0E\xC0\x8A\xFF\x10\x33\x1F\x77\xDB\x09\xE7\x08\x1D\x1E\x28\x61\x23\x78\xEF\x1A\x1C\xAF\x2C\xEF\x01\x1D\x42\x11\x7A\x96\x23\xA8\x91\x95\x87\xA8\x86\x8F\x64\x83\xD9\x8A\x08\x91\x31\x91\xEE\x28\xEA\xFC\x95\x8C\x23\xDA\x85\xDF\x14\xE1\x8D\x73\x84\x90\x5C\x27\x62\x31\x75\x14\xEB\x2A\x90\x48\xB8\x9E\x7C\x3B\x35\x5B\x82\x8B\x19\x73\x6B\xB5\x1A\x93\x99\xDB\xD8\xD3\x76\x22\xA2\xFE\x95\x85\x93\xC2\xE1\x46\x7B\xC2\x7B\x91\xC2\x96\x03\x6E\x28\x20\x78\x3E\x17\x73\x77\x67\xC8\x6E\xC0\xE4\xA1\xC6\xC7\xCD\xE6\x5D\x3F\x33\x18\xBA\x75\x8B\x62\x79\xB4\x7C\x7A\x42\xD5\xF1\x36\x4F\x9D\xB1\x41\xF1\xF8\x8F\x20\x26\xAA\x65\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0D\xE6\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2D\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x85\x56\x48\x78\x00\x00\x00\x00\xAE\x02\x33\x79\x00\x00\x00\x00\xE8\x3F\xBE\xD1\x00\x00\x00\x00\xF7\x02\xD6\x9E\x00\x00\x00\x00\x9F\xA1\x68\x7A\x00\x00\x00\x00\xA7\x82\x29\x43\x00\x00\x00\x00\x10\x61\xAA\xB0\x00\x00\x00\x00\x49\x56\x91\xF2\x00\x00\x00\x00\xD6\x12\x3B\x23\x00\x00\x00\x00\xC3\x74\x37\xF5\x00\x00\x00\x00\x72\x72\x5F\x17\x00\x00\x00\x00\x71\x29\x8E\x46\x00\x00\x00\x00\x29\x74\xCD\x89\x00\x00\x00\x00\x10\x33\x1F\x77\x00\x00\x00\x00\x1D\x1E\x28\x61\x00\x00\x00\x00\x1C\xAF\x2C\xEF\x00\x00\x00\x00\x7A\x96\x23\xA8\x00\x00\x00\x00\x86\x8F\x64\x83\x00\x00\x00\x00\x31\x91\xEE\x28\x00\x00\x00\x00\x23\xDA\x85\xDF\x00\x00\x00\x00\x84\x90\x5C\x27\x00\x00\x00\x00\xEB\x2A\x90\x48\x00\x00\x00\x00\x35\x5B\x82\x8B\x00\x00\x00\x00\x1A\x93\x99\xDB\x00\x00\x00\x00\xA2\xFE\x95\x85\x00\x00\x00\x00\x7B\xC2\x7B\x91\x00\x00\x00\x00\x28\x20\x78\x3E\x00\x00\x00\x00\xC8\x6E\xC0\xE4\x00\x00\x00\x00\xE6\x5D\x3F\x33\x00\x00\x00\x00\x62\x79\xB4\x7C\x00\x00\x00\x00\x36\x4F\x9D\xB1\x00\x00\x00\x00\x20\x26\xAA\x65\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x7E)], 3420)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 3420)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xC927EF26)], 3420)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x37912606)], 3420)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x055DB454)], 3420)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xB635085F)], 3420)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x1B2A2F50)], 3420)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x41049296)], 3420)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x461DA8D8)], 3420)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xAB5F4754)], 3420)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xAF9099D6)], 3420)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x1ED8BA64)], 3420)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x1A22A6ED)], 3420)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xBBAAA8EA)], 3420)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x934678A7)], 3420)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x8C320CF0)], 3420)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xECEDB074)], 3420)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x6A7413E5)], 3420)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xB04536D6)], 3420)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x0C62166C)], 3420)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x6A2895F3)], 3420)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x493FEAE8)], 3420)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xAEBD9FE6)], 3420)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x8C621C15)], 3420)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x3B7EBDFE)], 3420)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xF00AF7B5)], 3420)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x77D4F974)], 3420)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xFDEB148D)], 3420)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x72AE95F2)], 3420)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xC051EF3F)], 3420)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xBE5F7A15)], 3420)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xF323CBFB)], 3420)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x3742A563)], 3420)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC6E196ED)], 3420)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4FF5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D5C),
                gc.DataTuple('slot_count', 0x0000052A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x408F4E17),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xBAAB7AAD),
                gc.KeyTuple('src_port', 0x5058),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x020B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x5DC62BD2A835),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x5D\xC6\x2B\xD2\xA8\x35\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\xAB\x7A\xAD\x00\x00\x00\x00\x50\x58\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x4F\xF5\x00\x03\x00\x00\x00\x00\x00\x00\x30\xB2\x00\x00\x00\x00\x00\x40\x00\x00\xFE\x59\xE1\x46\x5C\x09\x1C\x2E\x67\x59\xE6\xC2\x89\x72\xE0\x81\x71\xEA\xAC\x4D\x2A\xD2\x7C\xB0\xFF\xCC\xB9\x3B\x9B\xE3\xBA\xDD\xD4\xA0\xB5\xBC\x89\xC0\x17\x69\x83\xB6\x65\x65\x78\xC4\x8A\xBC\x9D\x76\xD1\x8C\x92\xF2\x72\x7F\x1F\x8B\x71\x60\x31\x0F\x68\xCE\xDE\x0D\xC4\x4F\x6F\x7D\x73\x67\xFD\x8A\x53\x52\xB5\x31\x49\x42\xA7\x61\xBC\x68\xAF\x89\x68\x5E\xF6\xB9\x62\xE9\x46\x7B\xA1\x19\x62\x0F\x8E\x11\x61\x50\x3F\x39\xDD\xA8\x54\x45\xA0\x4A\x7C\xED\x65\x9B\x37\xAB\xC5\xA5\x8A\x61\xA6\xE9\xC3\xCA\x12\xDE\x59\x64\x07\x5F\xF9\x4A\x4A\x32\x69\xC2\x90\xD6\x6D\x67\x20\xE7\xD9\x19\x0A\x95\x6C\x63\x9F\xC0\x9C\xAB\xB4\x6C\x02\x7B\xD6\xEE\xAA\xB8\x4D\x5A\x0C\x26\x69\x31\xA8\xF4\x4C\xBC\xF6\xF9\x7D\xBC\x52\xC5\x9D\xAF\x50\xB0\x8C\x5F\x6E\xE5\x6A\xA4\xBB\x98\xE2\x99\xCF\xCF\x09\x79\x13\xD1\xB7\x1E\xA4\x22\xBF\xC5\x42\x38\xB8\x31\xDC\xBC\x01\x03\x8F\xAE\x97\xBA\xF1\x8D\xAB\xA8\x48\x5C\xFC\x2B\x3E\xD4\x6D\x0D\x81\xDD\xCE\x3D\xD6\x58\x9F\x48\x4F\x36\x1E\x36\x2F\x8A\xD1\x7C\x44\xE4\xD4\x4F\x61\x22\x90\x3E\x6E\xCE\xEE\xEC\x05\x0B\x2D\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x5D\xC6\x2B\xD2\xA8\x35\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\xAB\x7A\xAD\x00\x00\x00\x00\x50\x58\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x4F\xF5\x00\x03\x00\x00\x00\x00\x00\x00\x04\x7E\x00\x00\x00\x00\x00\x40\x00\x00\xFE\x59\xE1\x46\xC9\x27\xEF\x26\x67\x59\xE6\xC2\x37\x91\x26\x06\x71\xEA\xAC\x4D\x05\x5D\xB4\x54\xFF\xCC\xB9\x3B\xB6\x35\x08\x5F\xD4\xA0\xB5\xBC\x1B\x2A\x2F\x50\x83\xB6\x65\x65\x41\x04\x92\x96\x9D\x76\xD1\x8C\x46\x1D\xA8\xD8\x1F\x8B\x71\x60\xAB\x5F\x47\x54\xDE\x0D\xC4\x4F\xAF\x90\x99\xD6\xFD\x8A\x53\x52\x1E\xD8\xBA\x64\xA7\x61\xBC\x68\x1A\x22\xA6\xED\xF6\xB9\x62\xE9\xBB\xAA\xA8\xEA\x62\x0F\x8E\x11\x93\x46\x78\xA7\xDD\xA8\x54\x45\x8C\x32\x0C\xF0\x65\x9B\x37\xAB\xEC\xED\xB0\x74\xA6\xE9\xC3\xCA\x6A\x74\x13\xE5\x07\x5F\xF9\x4A\xB0\x45\x36\xD6\x90\xD6\x6D\x67\x0C\x62\x16\x6C\x0A\x95\x6C\x63\x6A\x28\x95\xF3\xB4\x6C\x02\x7B\x49\x3F\xEA\xE8\x4D\x5A\x0C\x26\xAE\xBD\x9F\xE6\x4C\xBC\xF6\xF9\x8C\x62\x1C\x15\x9D\xAF\x50\xB0\x3B\x7E\xBD\xFE\x6A\xA4\xBB\x98\xF0\x0A\xF7\xB5\x09\x79\x13\xD1\x77\xD4\xF9\x74\xBF\xC5\x42\x38\xFD\xEB\x14\x8D\x01\x03\x8F\xAE\x72\xAE\x95\xF2\xAB\xA8\x48\x5C\xC0\x51\xEF\x3F\x6D\x0D\x81\xDD\xBE\x5F\x7A\x15\x9F\x48\x4F\x36\xF3\x23\xCB\xFB\xD1\x7C\x44\xE4\x37\x42\xA5\x63\x90\x3E\x6E\xCE\xC6\xE1\x96\xED\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0D\x5C\x02\x0B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7E\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC9\x27\xEF\x26\x00\x00\x00\x00\x37\x91\x26\x06\x00\x00\x00\x00\x05\x5D\xB4\x54\x00\x00\x00\x00\xB6\x35\x08\x5F\x00\x00\x00\x00\x1B\x2A\x2F\x50\x00\x00\x00\x00\x41\x04\x92\x96\x00\x00\x00\x00\x46\x1D\xA8\xD8\x00\x00\x00\x00\xAB\x5F\x47\x54\x00\x00\x00\x00\xAF\x90\x99\xD6\x00\x00\x00\x00\x1E\xD8\xBA\x64\x00\x00\x00\x00\x1A\x22\xA6\xED\x00\x00\x00\x00\xBB\xAA\xA8\xEA\x00\x00\x00\x00\x93\x46\x78\xA7\x00\x00\x00\x00\x8C\x32\x0C\xF0\x00\x00\x00\x00\xEC\xED\xB0\x74\x00\x00\x00\x00\x6A\x74\x13\xE5\x00\x00\x00\x00\xB0\x45\x36\xD6\x00\x00\x00\x00\x0C\x62\x16\x6C\x00\x00\x00\x00\x6A\x28\x95\xF3\x00\x00\x00\x00\x49\x3F\xEA\xE8\x00\x00\x00\x00\xAE\xBD\x9F\xE6\x00\x00\x00\x00\x8C\x62\x1C\x15\x00\x00\x00\x00\x3B\x7E\xBD\xFE\x00\x00\x00\x00\xF0\x0A\xF7\xB5\x00\x00\x00\x00\x77\xD4\xF9\x74\x00\x00\x00\x00\xFD\xEB\x14\x8D\x00\x00\x00\x00\x72\xAE\x95\xF2\x00\x00\x00\x00\xC0\x51\xEF\x3F\x00\x00\x00\x00\xBE\x5F\x7A\x15\x00\x00\x00\x00\xF3\x23\xCB\xFB\x00\x00\x00\x00\x37\x42\xA5\x63\x00\x00\x00\x00\xC6\xE1\x96\xED\x2D\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x87)], 11695)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11695)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xF2703C90)], 11695)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x0A0B6924)], 11695)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x3FAD85C3)], 11695)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x0FE473EA)], 11695)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x35D2D5C8)], 11695)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x3E7B9636)], 11695)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xA0B975E1)], 11695)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xC1B4A6FB)], 11695)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xE1469C45)], 11695)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x19A7F514)], 11695)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xBD1FEB9B)], 11695)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x45923F0A)], 11695)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x379A69BA)], 11695)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x91A89F2B)], 11695)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xC6A83B44)], 11695)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x642DCBB2)], 11695)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xE30ED846)], 11695)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x6861B7FD)], 11695)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xB478755B)], 11695)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x276704D4)], 11695)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xA2B35FDD)], 11695)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x90D08CBC)], 11695)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x0AE109CE)], 11695)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xDE97A4EF)], 11695)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x9C127C73)], 11695)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x6ED759A1)], 11695)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x3757B310)], 11695)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x2740A1A2)], 11695)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xA43615DA)], 11695)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x6BE64353)], 11695)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xD8402AA7)], 11695)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xE287C723)], 11695)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1CF3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DAF),
                gc.DataTuple('slot_count', 0x000009E0),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8C7F1D48),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xFC41FE3F),
                gc.KeyTuple('src_port', 0x3032),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x029E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x4411AD63974B),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x44\x11\xAD\x63\x97\x4B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x41\xFE\x3F\x00\x00\x00\x00\x30\x32\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x1C\xF3\x00\x1E\x00\x00\x00\x00\x00\x00\x31\x86\x00\x00\x00\x00\x00\x40\x00\x00\x65\x98\x11\x2C\x7A\xB1\x96\xCE\xE0\x22\x09\xAD\x55\x41\x93\xFD\x9D\x55\xD4\x79\xD0\x8A\x3D\x07\xCD\x35\xB3\xE5\xEC\x70\x9C\x70\x4B\xD3\x77\x3B\x3A\x6C\x9F\x27\x46\x27\xBC\xD5\xA7\xD0\x64\x11\x03\x80\x41\x1C\x7C\x7F\x9C\x10\x69\x6D\x26\x70\x85\xEA\xA1\xF3\x6C\xFF\x94\x1E\x9E\x77\x88\x7C\x49\x09\x56\x2C\x64\x34\x67\x29\x4C\x0A\xFC\xDC\x42\x40\xE4\x45\xCF\xE1\xE7\x41\x0C\x70\x3E\x35\x86\x68\xA1\x18\xD4\xF1\xD5\x17\xF2\xBA\xD7\x95\xDB\x2B\x3C\x0B\xED\x27\x96\x55\x87\xA2\x4D\x30\x29\x89\x4F\x0D\x43\xB1\xD6\xBB\x2E\x4D\x7B\x70\xE7\x02\x91\xED\x41\xD2\xB4\x68\x39\xC3\xB6\xFD\x1D\x7C\x8E\x00\x2D\x0C\x61\xE2\x5D\x3B\x66\xEB\x11\xFC\xE4\xCB\xC6\x1C\x36\x49\x5B\x27\x14\x89\x83\x4E\x64\x9B\x62\xC0\x48\xDE\x70\x5C\x05\xF1\xED\xA9\x4B\xFF\xC2\x1F\xB5\xC4\x5D\x50\x63\x2B\x1A\x3D\x02\x89\xEA\xD0\xC9\x28\xD8\xE3\x8E\x39\x5B\xCF\x2A\x63\xE0\x04\xD7\x31\xA4\xC4\x0D\xB8\x64\xC4\x4C\xC7\x23\x15\xF7\x4A\xD3\x0C\xCC\x9C\x8B\xC9\x2E\x5C\x7C\x6E\x25\x58\x63\x8F\x86\x19\xDF\xB1\x3D\x2E\xCF\x9D\x21\x64\x41\x79\xF9\x66\x69\xE0\xC2\x6F\x00\x26\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x44\x11\xAD\x63\x97\x4B\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x41\xFE\x3F\x00\x00\x00\x00\x30\x32\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x1C\xF3\x00\x1E\x00\x00\x00\x00\x00\x00\x07\x87\x00\x00\x00\x00\x00\x40\x00\x00\x65\x98\x11\x2C\xF2\x70\x3C\x90\xE0\x22\x09\xAD\x0A\x0B\x69\x24\x9D\x55\xD4\x79\x3F\xAD\x85\xC3\xCD\x35\xB3\xE5\x0F\xE4\x73\xEA\x4B\xD3\x77\x3B\x35\xD2\xD5\xC8\x46\x27\xBC\xD5\x3E\x7B\x96\x36\x03\x80\x41\x1C\xA0\xB9\x75\xE1\x69\x6D\x26\x70\xC1\xB4\xA6\xFB\x6C\xFF\x94\x1E\xE1\x46\x9C\x45\x49\x09\x56\x2C\x19\xA7\xF5\x14\x4C\x0A\xFC\xDC\xBD\x1F\xEB\x9B\xCF\xE1\xE7\x41\x45\x92\x3F\x0A\x86\x68\xA1\x18\x37\x9A\x69\xBA\xF2\xBA\xD7\x95\x91\xA8\x9F\x2B\xED\x27\x96\x55\xC6\xA8\x3B\x44\x29\x89\x4F\x0D\x64\x2D\xCB\xB2\x2E\x4D\x7B\x70\xE3\x0E\xD8\x46\x41\xD2\xB4\x68\x68\x61\xB7\xFD\x1D\x7C\x8E\x00\xB4\x78\x75\x5B\x5D\x3B\x66\xEB\x27\x67\x04\xD4\xC6\x1C\x36\x49\xA2\xB3\x5F\xDD\x83\x4E\x64\x9B\x90\xD0\x8C\xBC\x70\x5C\x05\xF1\x0A\xE1\x09\xCE\xC2\x1F\xB5\xC4\xDE\x97\xA4\xEF\x1A\x3D\x02\x89\x9C\x12\x7C\x73\xD8\xE3\x8E\x39\x6E\xD7\x59\xA1\xE0\x04\xD7\x31\x37\x57\xB3\x10\x64\xC4\x4C\xC7\x27\x40\xA1\xA2\xD3\x0C\xCC\x9C\xA4\x36\x15\xDA\x7C\x6E\x25\x58\x6B\xE6\x43\x53\xDF\xB1\x3D\x2E\xD8\x40\x2A\xA7\x41\x79\xF9\x66\xE2\x87\xC7\x23\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2D\xAF\x02\x9E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x87\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF2\x70\x3C\x90\x00\x00\x00\x00\x0A\x0B\x69\x24\x00\x00\x00\x00\x3F\xAD\x85\xC3\x00\x00\x00\x00\x0F\xE4\x73\xEA\x00\x00\x00\x00\x35\xD2\xD5\xC8\x00\x00\x00\x00\x3E\x7B\x96\x36\x00\x00\x00\x00\xA0\xB9\x75\xE1\x00\x00\x00\x00\xC1\xB4\xA6\xFB\x00\x00\x00\x00\xE1\x46\x9C\x45\x00\x00\x00\x00\x19\xA7\xF5\x14\x00\x00\x00\x00\xBD\x1F\xEB\x9B\x00\x00\x00\x00\x45\x92\x3F\x0A\x00\x00\x00\x00\x37\x9A\x69\xBA\x00\x00\x00\x00\x91\xA8\x9F\x2B\x00\x00\x00\x00\xC6\xA8\x3B\x44\x00\x00\x00\x00\x64\x2D\xCB\xB2\x00\x00\x00\x00\xE3\x0E\xD8\x46\x00\x00\x00\x00\x68\x61\xB7\xFD\x00\x00\x00\x00\xB4\x78\x75\x5B\x00\x00\x00\x00\x27\x67\x04\xD4\x00\x00\x00\x00\xA2\xB3\x5F\xDD\x00\x00\x00\x00\x90\xD0\x8C\xBC\x00\x00\x00\x00\x0A\xE1\x09\xCE\x00\x00\x00\x00\xDE\x97\xA4\xEF\x00\x00\x00\x00\x9C\x12\x7C\x73\x00\x00\x00\x00\x6E\xD7\x59\xA1\x00\x00\x00\x00\x37\x57\xB3\x10\x00\x00\x00\x00\x27\x40\xA1\xA2\x00\x00\x00\x00\xA4\x36\x15\xDA\x00\x00\x00\x00\x6B\xE6\x43\x53\x00\x00\x00\x00\xD8\x40\x2A\xA7\x00\x00\x00\x00\xE2\x87\xC7\x23\x00\x26\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x8A)], 12066)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12066)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x572F80D7)], 12066)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xC481A3D1)], 12066)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x3A659392)], 12066)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x98F569E6)], 12066)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x7DAA5F5A)], 12066)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x484BDAD9)], 12066)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xFA8F21A2)], 12066)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xAF2FE6A1)], 12066)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xDF97E2EB)], 12066)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xB13CA1D3)], 12066)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xAF7E18DA)], 12066)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x881E4124)], 12066)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xFDD6DE39)], 12066)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x4442148C)], 12066)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x9108CD0F)], 12066)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x2EE6A0B9)], 12066)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x62BDD872)], 12066)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x817F87AF)], 12066)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xAEBC780B)], 12066)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xB785FE92)], 12066)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x705A70EE)], 12066)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xD5640245)], 12066)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x866795DA)], 12066)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x212C2750)], 12066)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x9054AFBC)], 12066)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xE8277267)], 12066)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xC696D03C)], 12066)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x0EC4E4D1)], 12066)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x2907015F)], 12066)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x42FB617F)], 12066)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x76A95D0B)], 12066)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x3AF772B5)], 12066)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC59A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F22),
                gc.DataTuple('slot_count', 0x00000487),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x960DCC94),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x41E56C3D),
                gc.KeyTuple('src_port', 0x0353),
            ],
            'P4rIngress.unregistered',
            [
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0x0A751FB04949),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x0A\x75\x1F\xB0\x49\x49\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x41\xE5\x6C\x3D\x00\x00\x00\x00\x03\x53\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xC5\x9A\x00\x19\x00\x00\x00\x00\x00\x00\xBB\x4F\x00\x00\x00\x00\x00\x40\x00\x00\x78\x02\x1C\xC3\x00\x6E\x1B\x78\x80\xB4\xC0\xAD\xE3\xDE\xAC\x3E\xA7\xE8\x63\xD7\x3A\x08\x60\x3C\x62\x17\xBA\x88\x22\xE0\xD3\x46\x63\xAE\x43\x51\xC0\x82\xE2\xE8\x88\x18\x56\x61\x49\x6E\x8D\x11\xF6\x17\x80\x71\xEB\x68\x2E\xD4\x2E\x5A\x20\xB1\x0E\x38\x52\x2D\x83\xFA\x9B\x03\x07\x3F\x82\x6D\xEC\xE6\xA2\x12\x06\x4A\xFC\xDD\x30\x7D\xDA\x76\x89\x7E\x60\xC8\xA3\x5A\x52\x42\x38\x67\x3E\x38\x86\x05\xB9\x4E\xD7\x75\x91\x2C\x87\x3A\x0C\x9B\x89\xFE\x67\xEA\x37\xE4\x80\x20\xEA\xA4\x16\x16\xE6\x46\x1D\x5A\x3F\xB8\x3F\xCB\x30\xE7\x72\xFA\xEF\x7E\x17\xA3\xD0\x9A\x2C\xD6\xFC\x63\x8F\x1E\xEB\xA6\x2E\x24\x6A\xFE\xC5\x2B\x08\x12\xAB\x77\x76\x81\x94\xD3\x6E\xB1\x48\xC7\x45\x37\x35\x2C\x6F\xDB\x3B\x03\xA2\xA4\xD4\x2A\x6A\xBE\xCF\x02\xC7\x30\xAF\xBE\x8F\x6F\x19\xBF\x7B\x61\xA2\x5C\xBE\x83\x84\xD5\x7C\xB2\x57\x43\xDF\x9B\x59\x7D\x36\xE6\xE6\x77\x37\xAD\x2D\x29\xDB\x10\x8A\x2B\x38\x4E\x89\xE4\x82\xC2\x36\x50\x42\x4F\xFA\xCA\x52\x57\x97\x29\x4D\x96\x1A\x20\x9F\x8A\xEC\x9A\xA4\xEB\xD4\xCB\xC1\x3E\x19\x7A\xE9\x79\x25\x0B\xF1\x23\x79\xF3\x58\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x0A\x75\x1F\xB0\x49\x49\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x41\xE5\x6C\x3D\x00\x00\x00\x00\x03\x53\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xC5\x9A\x00\x19\x00\x00\x00\x00\x00\x00\x05\x8A\x00\x00\x00\x00\x00\x40\x00\x00\x78\x02\x1C\xC3\x57\x2F\x80\xD7\x80\xB4\xC0\xAD\xC4\x81\xA3\xD1\xA7\xE8\x63\xD7\x3A\x65\x93\x92\x62\x17\xBA\x88\x98\xF5\x69\xE6\x63\xAE\x43\x51\x7D\xAA\x5F\x5A\x88\x18\x56\x61\x48\x4B\xDA\xD9\xF6\x17\x80\x71\xFA\x8F\x21\xA2\x2E\x5A\x20\xB1\xAF\x2F\xE6\xA1\x83\xFA\x9B\x03\xDF\x97\xE2\xEB\xEC\xE6\xA2\x12\xB1\x3C\xA1\xD3\x30\x7D\xDA\x76\xAF\x7E\x18\xDA\xA3\x5A\x52\x42\x88\x1E\x41\x24\x86\x05\xB9\x4E\xFD\xD6\xDE\x39\x87\x3A\x0C\x9B\x44\x42\x14\x8C\x37\xE4\x80\x20\x91\x08\xCD\x0F\xE6\x46\x1D\x5A\x2E\xE6\xA0\xB9\x30\xE7\x72\xFA\x62\xBD\xD8\x72\xD0\x9A\x2C\xD6\x81\x7F\x87\xAF\xEB\xA6\x2E\x24\xAE\xBC\x78\x0B\x08\x12\xAB\x77\xB7\x85\xFE\x92\x6E\xB1\x48\xC7\x70\x5A\x70\xEE\x6F\xDB\x3B\x03\xD5\x64\x02\x45\x6A\xBE\xCF\x02\x86\x67\x95\xDA\x8F\x6F\x19\xBF\x21\x2C\x27\x50\xBE\x83\x84\xD5\x90\x54\xAF\xBC\xDF\x9B\x59\x7D\xE8\x27\x72\x67\x37\xAD\x2D\x29\xC6\x96\xD0\x3C\x38\x4E\x89\xE4\x0E\xC4\xE4\xD1\x42\x4F\xFA\xCA\x29\x07\x01\x5F\x4D\x96\x1A\x20\x42\xFB\x61\x7F\xA4\xEB\xD4\xCB\x76\xA9\x5D\x0B\xE9\x79\x25\x0B\x3A\xF7\x72\xB5\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2F\x22\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8A\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x57\x2F\x80\xD7\x00\x00\x00\x00\xC4\x81\xA3\xD1\x00\x00\x00\x00\x3A\x65\x93\x92\x00\x00\x00\x00\x98\xF5\x69\xE6\x00\x00\x00\x00\x7D\xAA\x5F\x5A\x00\x00\x00\x00\x48\x4B\xDA\xD9\x00\x00\x00\x00\xFA\x8F\x21\xA2\x00\x00\x00\x00\xAF\x2F\xE6\xA1\x00\x00\x00\x00\xDF\x97\xE2\xEB\x00\x00\x00\x00\xB1\x3C\xA1\xD3\x00\x00\x00\x00\xAF\x7E\x18\xDA\x00\x00\x00\x00\x88\x1E\x41\x24\x00\x00\x00\x00\xFD\xD6\xDE\x39\x00\x00\x00\x00\x44\x42\x14\x8C\x00\x00\x00\x00\x91\x08\xCD\x0F\x00\x00\x00\x00\x2E\xE6\xA0\xB9\x00\x00\x00\x00\x62\xBD\xD8\x72\x00\x00\x00\x00\x81\x7F\x87\xAF\x00\x00\x00\x00\xAE\xBC\x78\x0B\x00\x00\x00\x00\xB7\x85\xFE\x92\x00\x00\x00\x00\x70\x5A\x70\xEE\x00\x00\x00\x00\xD5\x64\x02\x45\x00\x00\x00\x00\x86\x67\x95\xDA\x00\x00\x00\x00\x21\x2C\x27\x50\x00\x00\x00\x00\x90\x54\xAF\xBC\x00\x00\x00\x00\xE8\x27\x72\x67\x00\x00\x00\x00\xC6\x96\xD0\x3C\x00\x00\x00\x00\x0E\xC4\xE4\xD1\x00\x00\x00\x00\x29\x07\x01\x5F\x00\x00\x00\x00\x42\xFB\x61\x7F\x00\x00\x00\x00\x76\xA9\x5D\x0B\x00\x00\x00\x00\x3A\xF7\x72\xB5\x58\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x20)], 3635)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 3635)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xCBAB350F)], 3635)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xFF1F8B0D)], 3635)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xFB7CE830)], 3635)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x66EBC820)], 3635)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xFEB42543)], 3635)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xD3D688AE)], 3635)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x72EC5CB8)], 3635)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x0EBE1115)], 3635)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x5E716A13)], 3635)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xE9FD257C)], 3635)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xB32A453C)], 3635)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x86C33D60)], 3635)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xA8A5288C)], 3635)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x358EE4A7)], 3635)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x208AD6D0)], 3635)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x06A76D22)], 3635)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x0CA84331)], 3635)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x43CCACBE)], 3635)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x2A6E2BB3)], 3635)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xBE7AE393)], 3635)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xFC3B0457)], 3635)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x8092D3FB)], 3635)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xDCD5C2D9)], 3635)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x0D2388A3)], 3635)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x88FE8F1D)], 3635)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x7C76D078)], 3635)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xC8C50A94)], 3635)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xC47133EF)], 3635)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xD23B782E)], 3635)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x96D6BD31)], 3635)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x3827AC43)], 3635)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xDCD6ACE7)], 3635)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD434),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E33),
                gc.DataTuple('slot_count', 0x00000497),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x659BE5CC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xCA5DE693E98C),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xCA\x5D\xE6\x93\xE9\x8C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\xD4\x34\x00\x03\x00\x00\x00\x00\x00\x00\x32\x0F\x00\x00\x00\x00\x00\x40\x00\x00\x91\x65\x9B\xFC\x46\x2C\xBB\x06\x14\x40\x99\x01\xA9\x93\xF1\x20\xA0\xBE\x6D\xB5\x51\x22\xBC\x83\x97\x0A\xC7\x58\x5D\xB6\xFB\x03\x15\xB8\x4A\x66\xC4\x38\x7A\xC7\x8F\xA1\xD2\x71\xE5\xC3\xE4\xB2\x16\xB7\x91\xD6\x4E\x4F\xF7\x31\xE8\x21\x89\x82\x69\x48\x43\x6E\xE1\xC1\xB2\x4F\x5A\x03\x38\x73\xE5\x57\x83\x45\x82\x4B\x35\x55\x49\xA3\x0E\x06\xD1\xA6\xC6\x67\xEF\x2F\x42\x02\xD9\x9E\x9A\x99\x67\x28\x55\xB9\xE3\x2F\x83\xA7\xDB\x54\x72\xC7\x31\x43\xEB\xCC\x0B\xE2\x85\x09\x1E\xC8\x3D\xD8\x23\x69\x11\x75\xC0\x4D\xD9\xB2\xBC\xDA\x69\xEB\xE9\xD5\x4F\x5E\xCF\x3D\xDD\xF3\xA5\xDB\x1A\x3D\x09\x32\x50\xE0\xB3\xEE\x4E\x6B\x38\x9E\xD5\x60\x7B\x5A\x74\x35\xBF\x10\x3F\xE2\x69\x80\xF4\xF6\xF1\xCB\x0A\xB3\x89\xCA\x05\x3E\xE2\x37\x6A\x14\x24\x0C\x03\x8D\xED\xEE\xB8\x55\x6A\x92\x79\x18\x60\xE1\xA7\xA0\x4F\xF0\x0B\x35\xAD\xF7\xDD\x37\xD1\x4B\x54\xDE\xC5\xE8\xAC\x6B\x33\x67\x2C\x9C\xCB\x4B\x60\x10\x2F\x0D\xE6\xFA\xA6\x14\xB6\x80\xE8\x71\x55\x14\xB3\x3D\x99\xC0\xBD\xC4\x59\xE3\x8E\xB1\x95\x16\xB5\x90\x31\xB9\x5E\xA4\xD6\x09\xB3\xF0\x38\x22\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xCA\x5D\xE6\x93\xE9\x8C\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xD4\x34\x00\x03\x00\x00\x00\x00\x00\x00\x06\x20\x00\x00\x00\x00\x00\x40\x00\x00\x91\x65\x9B\xFC\xCB\xAB\x35\x0F\x14\x40\x99\x01\xFF\x1F\x8B\x0D\xA0\xBE\x6D\xB5\xFB\x7C\xE8\x30\x97\x0A\xC7\x58\x66\xEB\xC8\x20\x15\xB8\x4A\x66\xFE\xB4\x25\x43\x8F\xA1\xD2\x71\xD3\xD6\x88\xAE\x16\xB7\x91\xD6\x72\xEC\x5C\xB8\xE8\x21\x89\x82\x0E\xBE\x11\x15\xE1\xC1\xB2\x4F\x5E\x71\x6A\x13\xE5\x57\x83\x45\xE9\xFD\x25\x7C\x49\xA3\x0E\x06\xB3\x2A\x45\x3C\xEF\x2F\x42\x02\x86\xC3\x3D\x60\x67\x28\x55\xB9\xA8\xA5\x28\x8C\xDB\x54\x72\xC7\x35\x8E\xE4\xA7\x0B\xE2\x85\x09\x20\x8A\xD6\xD0\x23\x69\x11\x75\x06\xA7\x6D\x22\xBC\xDA\x69\xEB\x0C\xA8\x43\x31\xCF\x3D\xDD\xF3\x43\xCC\xAC\xBE\x09\x32\x50\xE0\x2A\x6E\x2B\xB3\x38\x9E\xD5\x60\xBE\x7A\xE3\x93\xBF\x10\x3F\xE2\xFC\x3B\x04\x57\xF1\xCB\x0A\xB3\x80\x92\xD3\xFB\xE2\x37\x6A\x14\xDC\xD5\xC2\xD9\xED\xEE\xB8\x55\x0D\x23\x88\xA3\x60\xE1\xA7\xA0\x88\xFE\x8F\x1D\xAD\xF7\xDD\x37\x7C\x76\xD0\x78\xC5\xE8\xAC\x6B\xC8\xC5\x0A\x94\xCB\x4B\x60\x10\xC4\x71\x33\xEF\xA6\x14\xB6\x80\xD2\x3B\x78\x2E\xB3\x3D\x99\xC0\x96\xD6\xBD\x31\x8E\xB1\x95\x16\x38\x27\xAC\x43\x5E\xA4\xD6\x09\xDC\xD6\xAC\xE7\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x0E\x33\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x20\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xCB\xAB\x35\x0F\x00\x00\x00\x00\xFF\x1F\x8B\x0D\x00\x00\x00\x00\xFB\x7C\xE8\x30\x00\x00\x00\x00\x66\xEB\xC8\x20\x00\x00\x00\x00\xFE\xB4\x25\x43\x00\x00\x00\x00\xD3\xD6\x88\xAE\x00\x00\x00\x00\x72\xEC\x5C\xB8\x00\x00\x00\x00\x0E\xBE\x11\x15\x00\x00\x00\x00\x5E\x71\x6A\x13\x00\x00\x00\x00\xE9\xFD\x25\x7C\x00\x00\x00\x00\xB3\x2A\x45\x3C\x00\x00\x00\x00\x86\xC3\x3D\x60\x00\x00\x00\x00\xA8\xA5\x28\x8C\x00\x00\x00\x00\x35\x8E\xE4\xA7\x00\x00\x00\x00\x20\x8A\xD6\xD0\x00\x00\x00\x00\x06\xA7\x6D\x22\x00\x00\x00\x00\x0C\xA8\x43\x31\x00\x00\x00\x00\x43\xCC\xAC\xBE\x00\x00\x00\x00\x2A\x6E\x2B\xB3\x00\x00\x00\x00\xBE\x7A\xE3\x93\x00\x00\x00\x00\xFC\x3B\x04\x57\x00\x00\x00\x00\x80\x92\xD3\xFB\x00\x00\x00\x00\xDC\xD5\xC2\xD9\x00\x00\x00\x00\x0D\x23\x88\xA3\x00\x00\x00\x00\x88\xFE\x8F\x1D\x00\x00\x00\x00\x7C\x76\xD0\x78\x00\x00\x00\x00\xC8\xC5\x0A\x94\x00\x00\x00\x00\xC4\x71\x33\xEF\x00\x00\x00\x00\xD2\x3B\x78\x2E\x00\x00\x00\x00\x96\xD6\xBD\x31\x00\x00\x00\x00\x38\x27\xAC\x43\x00\x00\x00\x00\xDC\xD6\xAC\xE7\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x78)], 11068)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11068)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x7B09BE71)], 11068)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xE73C3E2E)], 11068)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x1D423F91)], 11068)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x2BF17E0C)], 11068)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x3BA44A63)], 11068)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x8A68B52E)], 11068)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x73A3386B)], 11068)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xF98636A4)], 11068)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xC2D5D8BA)], 11068)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x8876C16D)], 11068)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xF1DB6614)], 11068)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xE9D859B9)], 11068)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x878DA384)], 11068)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xDD4D9490)], 11068)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x0F8FCA0B)], 11068)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x1CFA886C)], 11068)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x64B2E614)], 11068)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x4E54C07F)], 11068)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x626BFE9F)], 11068)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xB4E48958)], 11068)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x32E035F8)], 11068)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x5778CDD9)], 11068)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x9D7D793A)], 11068)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x9F0BF6C5)], 11068)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xC9FB2BFF)], 11068)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x6AF91BC4)], 11068)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x3210FBC9)], 11068)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xA0C16DDD)], 11068)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x56D781B1)], 11068)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x97672962)], 11068)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x4CEEECAA)], 11068)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xCCED247A)], 11068)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2719),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B3C),
                gc.DataTuple('slot_count', 0x00000760),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x54F2AFA4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x5D83EBAC),
                gc.KeyTuple('src_port', 0xA97B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0327),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
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
                gc.KeyTuple('dst_addr', 0xEBB5BE6B45E2),
            ],
            'P4rIngress.forward',
            [
                gc.DataTuple('port', 0x000),
            ]
        )

    def sendPacket(self):
        ig_port = 68
        pkt = b'\xEB\xB5\xBE\x6B\x45\xE2\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5D\x83\xEB\xAC\x00\x00\x00\x00\xA9\x7B\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\xC2\x27\x19\x00\x10\x00\x00\x00\x00\x00\x00\xB3\xDB\x00\x00\x00\x00\x00\x40\x00\x00\xF3\x5C\x58\x56\x78\x10\xB5\xFB\x06\x27\x9C\xAA\xAE\x0A\x4D\x98\x5E\x2F\x60\xE5\x83\xE4\xA4\x71\x0C\x37\x22\x5E\x2D\xE8\x0F\x92\xD1\x40\x82\x7A\xC2\x66\x92\x78\x42\x99\xF3\x8E\x98\xD4\xDA\x8A\xB1\x50\xC9\xEB\xEA\xFB\x3C\x2A\xB4\xAA\x5E\xC1\x0E\xA1\xAB\x42\xE5\xAD\x22\x00\x66\xFD\x90\x45\xE5\x64\x3E\xD1\x35\x6A\xBF\xEE\x9F\x29\x67\xCF\x17\x91\x34\x81\x8A\x43\x4F\x42\xBC\xE0\x62\x67\x1C\x00\x23\x52\x21\x7D\x6B\xB1\xAC\x42\x0D\x8B\x5C\xFC\x7A\x41\xDE\x58\x39\x0F\x09\xEF\x06\x5E\x94\xDD\x3A\x78\x0C\xB8\x52\xCD\xAA\xE4\x7D\x11\x49\x43\x5B\x9C\xB5\x0F\xCC\x31\x25\x76\xEA\xEE\xB0\xAD\x10\xC1\xF5\x79\x0E\xDF\x25\x50\xC0\xDD\xBD\xBC\x1A\xB6\xE7\xDC\x7B\x5C\x90\xE0\xDB\xD6\xB8\x2E\xD0\x8C\xCB\x80\x0B\x6E\xC7\xF5\x44\x3B\x17\x1F\xE4\x88\x30\x1D\x84\x3F\xFF\x74\x92\x6D\x0B\x7E\xD0\xAC\x67\xDF\x21\x97\xC9\xA9\xAA\x88\x13\xE0\x5A\x1B\x00\x7D\xEC\xC9\xB2\xF0\x7D\x63\x5B\xE1\x7E\x86\x24\x6F\x56\x11\x0F\x4F\x37\xD1\x1C\x4D\x35\x15\x2B\x41\xD7\x90\x05\x47\x65\x5F\x1A\x61\x72\x4D\xEC\xA4\xDA\x07\x46\x6D\x0D\xB9\x9B\x22\xBD\x46\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\xEB\xB5\xBE\x6B\x45\xE2\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5D\x83\xEB\xAC\x00\x00\x00\x00\xA9\x7B\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x27\x19\x00\x10\x00\x00\x00\x00\x00\x00\x05\x78\x00\x00\x00\x00\x00\x40\x00\x00\xF3\x5C\x58\x56\x7B\x09\xBE\x71\x06\x27\x9C\xAA\xE7\x3C\x3E\x2E\x5E\x2F\x60\xE5\x1D\x42\x3F\x91\x0C\x37\x22\x5E\x2B\xF1\x7E\x0C\xD1\x40\x82\x7A\x3B\xA4\x4A\x63\x42\x99\xF3\x8E\x8A\x68\xB5\x2E\xB1\x50\xC9\xEB\x73\xA3\x38\x6B\xB4\xAA\x5E\xC1\xF9\x86\x36\xA4\xE5\xAD\x22\x00\xC2\xD5\xD8\xBA\xE5\x64\x3E\xD1\x88\x76\xC1\x6D\x9F\x29\x67\xCF\xF1\xDB\x66\x14\x8A\x43\x4F\x42\xE9\xD8\x59\xB9\x1C\x00\x23\x52\x87\x8D\xA3\x84\xAC\x42\x0D\x8B\xDD\x4D\x94\x90\xDE\x58\x39\x0F\x0F\x8F\xCA\x0B\x94\xDD\x3A\x78\x1C\xFA\x88\x6C\xAA\xE4\x7D\x11\x64\xB2\xE6\x14\xB5\x0F\xCC\x31\x4E\x54\xC0\x7F\xB0\xAD\x10\xC1\x62\x6B\xFE\x9F\x25\x50\xC0\xDD\xB4\xE4\x89\x58\xE7\xDC\x7B\x5C\x32\xE0\x35\xF8\xB8\x2E\xD0\x8C\x57\x78\xCD\xD9\xC7\xF5\x44\x3B\x9D\x7D\x79\x3A\x30\x1D\x84\x3F\x9F\x0B\xF6\xC5\x0B\x7E\xD0\xAC\xC9\xFB\x2B\xFF\xC9\xA9\xAA\x88\x6A\xF9\x1B\xC4\x00\x7D\xEC\xC9\x32\x10\xFB\xC9\x5B\xE1\x7E\x86\xA0\xC1\x6D\xDD\x0F\x4F\x37\xD1\x56\xD7\x81\xB1\x2B\x41\xD7\x90\x97\x67\x29\x62\x1A\x61\x72\x4D\x4C\xEE\xEC\xAA\x46\x6D\x0D\xB9\xCC\xED\x24\x7A\x0C\x02\x00\x00\x00\x00\x00\x00\x00\x00\x2B\x3C\x03\x27\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x78\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x7B\x09\xBE\x71\x00\x00\x00\x00\xE7\x3C\x3E\x2E\x00\x00\x00\x00\x1D\x42\x3F\x91\x00\x00\x00\x00\x2B\xF1\x7E\x0C\x00\x00\x00\x00\x3B\xA4\x4A\x63\x00\x00\x00\x00\x8A\x68\xB5\x2E\x00\x00\x00\x00\x73\xA3\x38\x6B\x00\x00\x00\x00\xF9\x86\x36\xA4\x00\x00\x00\x00\xC2\xD5\xD8\xBA\x00\x00\x00\x00\x88\x76\xC1\x6D\x00\x00\x00\x00\xF1\xDB\x66\x14\x00\x00\x00\x00\xE9\xD8\x59\xB9\x00\x00\x00\x00\x87\x8D\xA3\x84\x00\x00\x00\x00\xDD\x4D\x94\x90\x00\x00\x00\x00\x0F\x8F\xCA\x0B\x00\x00\x00\x00\x1C\xFA\x88\x6C\x00\x00\x00\x00\x64\xB2\xE6\x14\x00\x00\x00\x00\x4E\x54\xC0\x7F\x00\x00\x00\x00\x62\x6B\xFE\x9F\x00\x00\x00\x00\xB4\xE4\x89\x58\x00\x00\x00\x00\x32\xE0\x35\xF8\x00\x00\x00\x00\x57\x78\xCD\xD9\x00\x00\x00\x00\x9D\x7D\x79\x3A\x00\x00\x00\x00\x9F\x0B\xF6\xC5\x00\x00\x00\x00\xC9\xFB\x2B\xFF\x00\x00\x00\x00\x6A\xF9\x1B\xC4\x00\x00\x00\x00\x32\x10\xFB\xC9\x00\x00\x00\x00\xA0\xC1\x6D\xDD\x00\x00\x00\x00\x56\xD7\x81\xB1\x00\x00\x00\x00\x97\x67\x29\x62\x00\x00\x00\x00\x4C\xEE\xEC\xAA\x00\x00\x00\x00\xCC\xED\x24\x7A\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

