# PTF test for /tmp/regen14/work/k64/kind14/main
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

logger = logging.getLogger('/tmp/regen14/work/k64/kind14/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/regen14/work/k64/kind14/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/regen14/work/k64/kind14/main')

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
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xF7)], 13245)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13245)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xF485710F)], 13245)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x224EAF2B)], 13245)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x665CF5B3)], 13245)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x4E7BBBEE)], 13245)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x8A4571FB)], 13245)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xFFED2C68)], 13245)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xB45857FD)], 13245)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xCE4BAD12)], 13245)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x9D9C8DEB)], 13245)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xDC6F14DE)], 13245)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x75E2B3C2)], 13245)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xE05BFB91)], 13245)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xD9123124)], 13245)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xA159B62E)], 13245)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xC0C3149B)], 13245)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xB0386558)], 13245)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x854D7F97)], 13245)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xC5DD1CFE)], 13245)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xB2DBC410)], 13245)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x938F12C8)], 13245)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x369F29B1)], 13245)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x72C6B045)], 13245)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xEFE84AB9)], 13245)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xD0D12179)], 13245)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x01BBEB32)], 13245)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xAC562BA9)], 13245)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x06BA173E)], 13245)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x114BFE7E)], 13245)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xF0785B92)], 13245)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x4C1E8F89)], 13245)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x562AB390)], 13245)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x0E1316E1)], 13245)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFB1D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000013BD),
                gc.DataTuple('slot_count', 0x000004C3),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x480CB706),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xFB\x1D\x00\x16\x00\x00\x00\x00\x00\x00\x73\x77\x00\x00\x00\x00\x00\x40\x00\x00\x59\x12\xF3\xE5\xFA\xF0\x59\x64\x44\x53\x3E\xBE\x0E\x0E\x87\xA6\x60\x29\x5F\x69\x88\xEE\xBA\x09\x0D\x90\xEE\xCF\x55\x0E\x64\x72\x27\x1F\x49\xCA\xA3\x9C\x24\xB5\x12\x6C\x45\xBE\x05\x48\x34\x09\xD4\x2B\x0B\xF5\x5D\x53\x8F\xA2\x4B\xDC\xFE\x48\x55\xEB\x02\x78\xFA\xDD\xAC\xED\x47\xA7\x61\x12\x4E\x87\x8A\xF3\x18\xF2\x6F\xE2\xB0\xD6\x0E\xE8\x3F\x49\x4D\x1C\x17\x63\x5B\xB7\x3E\xA1\x26\x2B\xE7\x2E\x44\x85\xC1\x6C\x02\x06\x0C\x88\x89\xB9\x8C\x48\xB6\x1B\xE1\x10\xB5\x67\x24\x66\x12\xC4\x7E\xE2\x8A\x55\xC9\x27\xA1\x73\x4A\x99\x4E\xAA\xBF\x63\xBD\x06\x8F\x92\xFE\x2A\xB1\x20\x1C\x15\x67\xB4\x3C\x12\xEF\xE0\x09\x79\xE6\x81\x8F\x86\x8C\xA2\x96\xC3\x4C\x8A\x0B\x2B\x7D\x65\xF8\xA6\xAF\x03\x0B\x71\x21\x94\xFB\xEE\x5A\xBB\x05\x37\xD6\x54\xEB\x70\x58\xC2\xFC\x23\x8F\x61\x80\x2C\xFA\xBD\x15\x89\xAB\xFA\x28\x99\x63\x8C\x4E\xED\x85\x1C\x1F\xAF\x5A\x1E\x28\x65\x9E\x38\x46\x8B\x0F\x19\x88\x2F\x2B\x4B\xF2\x16\xD6\xBD\x91\x2F\xA4\x58\x4B\x4E\x80\x70\x5F\x94\xDD\x55\x6A\xAD\x01\xB6\xCD\xE6\x0A\x92\xF9\x73\xAD\xCB\x40\x65\x43\xCC\x77\x42\xC9\x75\xA6\x1D\x5F\xFD\xEC\x12\xE4\x08\x82\x9F\x27\x73\x61\x7F\x84\x13\x73\xA9\xD7\x4D\x52\x02\xFC\xC0\x98\xF6\xFF\xC1\xE9\xE1\x9F\x9E\x3C\x6D\x97\x62\x5E\xC0\xB6\xBC\xC1\xE5\x58\xCC\x8C\x5B\x45\xA9\xA0\x45\x19\xFE\x94\xC3\x63\x3D\xDC\x59\x51\x66\xCA\x5A\x9B\xC0\x98\xC0\x3D\xC3\x79\xA5\xD2\xE7\x87\x9F\xA8\xFB\x51'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xFB\x1D\x00\x16\x00\x00\x00\x00\x00\x00\x07\xF7\x00\x00\x00\x00\x00\x40\x00\x00\x59\x12\xF3\xE5\xF4\x85\x71\x0F\x44\x53\x3E\xBE\x22\x4E\xAF\x2B\x60\x29\x5F\x69\x66\x5C\xF5\xB3\x0D\x90\xEE\xCF\x4E\x7B\xBB\xEE\x27\x1F\x49\xCA\x8A\x45\x71\xFB\x12\x6C\x45\xBE\xFF\xED\x2C\x68\xD4\x2B\x0B\xF5\xB4\x58\x57\xFD\x4B\xDC\xFE\x48\xCE\x4B\xAD\x12\xFA\xDD\xAC\xED\x9D\x9C\x8D\xEB\x4E\x87\x8A\xF3\xDC\x6F\x14\xDE\xB0\xD6\x0E\xE8\x75\xE2\xB3\xC2\x17\x63\x5B\xB7\xE0\x5B\xFB\x91\xE7\x2E\x44\x85\xD9\x12\x31\x24\x0C\x88\x89\xB9\xA1\x59\xB6\x2E\xE1\x10\xB5\x67\xC0\xC3\x14\x9B\x7E\xE2\x8A\x55\xB0\x38\x65\x58\x4A\x99\x4E\xAA\x85\x4D\x7F\x97\x8F\x92\xFE\x2A\xC5\xDD\x1C\xFE\x67\xB4\x3C\x12\xB2\xDB\xC4\x10\xE6\x81\x8F\x86\x93\x8F\x12\xC8\x4C\x8A\x0B\x2B\x36\x9F\x29\xB1\xAF\x03\x0B\x71\x72\xC6\xB0\x45\x5A\xBB\x05\x37\xEF\xE8\x4A\xB9\x58\xC2\xFC\x23\xD0\xD1\x21\x79\xFA\xBD\x15\x89\x01\xBB\xEB\x32\x63\x8C\x4E\xED\xAC\x56\x2B\xA9\x5A\x1E\x28\x65\x06\xBA\x17\x3E\x0F\x19\x88\x2F\x11\x4B\xFE\x7E\xD6\xBD\x91\x2F\xF0\x78\x5B\x92\x80\x70\x5F\x94\x4C\x1E\x8F\x89\x01\xB6\xCD\xE6\x56\x2A\xB3\x90\xAD\xCB\x40\x65\x0E\x13\x16\xE1\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x33\xBD\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF7\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF4\x85\x71\x0F\x00\x00\x00\x00\x22\x4E\xAF\x2B\x00\x00\x00\x00\x66\x5C\xF5\xB3\x00\x00\x00\x00\x4E\x7B\xBB\xEE\x00\x00\x00\x00\x8A\x45\x71\xFB\x00\x00\x00\x00\xFF\xED\x2C\x68\x00\x00\x00\x00\xB4\x58\x57\xFD\x00\x00\x00\x00\xCE\x4B\xAD\x12\x00\x00\x00\x00\x9D\x9C\x8D\xEB\x00\x00\x00\x00\xDC\x6F\x14\xDE\x00\x00\x00\x00\x75\xE2\xB3\xC2\x00\x00\x00\x00\xE0\x5B\xFB\x91\x00\x00\x00\x00\xD9\x12\x31\x24\x00\x00\x00\x00\xA1\x59\xB6\x2E\x00\x00\x00\x00\xC0\xC3\x14\x9B\x00\x00\x00\x00\xB0\x38\x65\x58\x00\x00\x00\x00\x85\x4D\x7F\x97\x00\x00\x00\x00\xC5\xDD\x1C\xFE\x00\x00\x00\x00\xB2\xDB\xC4\x10\x00\x00\x00\x00\x93\x8F\x12\xC8\x00\x00\x00\x00\x36\x9F\x29\xB1\x00\x00\x00\x00\x72\xC6\xB0\x45\x00\x00\x00\x00\xEF\xE8\x4A\xB9\x00\x00\x00\x00\xD0\xD1\x21\x79\x00\x00\x00\x00\x01\xBB\xEB\x32\x00\x00\x00\x00\xAC\x56\x2B\xA9\x00\x00\x00\x00\x06\xBA\x17\x3E\x00\x00\x00\x00\x11\x4B\xFE\x7E\x00\x00\x00\x00\xF0\x78\x5B\x92\x00\x00\x00\x00\x4C\x1E\x8F\x89\x00\x00\x00\x00\x56\x2A\xB3\x90\x00\x00\x00\x00\x0E\x13\x16\xE1\xC9\x75\xA6\x1D\x5F\xFD\xEC\x12\xE4\x08\x82\x9F\x27\x73\x61\x7F\x84\x13\x73\xA9\xD7\x4D\x52\x02\xFC\xC0\x98\xF6\xFF\xC1\xE9\xE1\x9F\x9E\x3C\x6D\x97\x62\x5E\xC0\xB6\xBC\xC1\xE5\x58\xCC\x8C\x5B\x45\xA9\xA0\x45\x19\xFE\x94\xC3\x63\x3D\xDC\x59\x51\x66\xCA\x5A\x9B\xC0\x98\xC0\x3D\xC3\x79\xA5\xD2\xE7\x87\x9F\xA8\xFB\x51'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xCC)], 12171)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12171)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x33452BE9)], 12171)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xC3CD720C)], 12171)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x7B6211BC)], 12171)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xE47A6783)], 12171)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xF8E0E005)], 12171)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x6AE5F3ED)], 12171)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x2F34083F)], 12171)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x1290888C)], 12171)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x0FF0483A)], 12171)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xA58C7918)], 12171)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x1E3059B1)], 12171)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xE2752E93)], 12171)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x036E05D6)], 12171)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xC6DD977C)], 12171)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xA5A68836)], 12171)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x6B60B5C4)], 12171)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xD3700CCD)], 12171)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xDB73A0AC)], 12171)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x0EDD72FD)], 12171)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xECD8955C)], 12171)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x0CA0F4E5)], 12171)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x94D91C6D)], 12171)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xEF82A42F)], 12171)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xC08EC7A5)], 12171)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xF7B55BB9)], 12171)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xC1B8BE0E)], 12171)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xC6FB021D)], 12171)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xBED1F11D)], 12171)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x7DC54D87)], 12171)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x8C91A7BD)], 12171)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x963CBB4C)], 12171)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xE69033B5)], 12171)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8E49),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F8B),
                gc.DataTuple('slot_count', 0x00000791),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9AFBBD23),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x8E\x49\x00\x1C\x00\x00\x00\x00\x00\x00\x09\x8A\x00\x00\x00\x00\x00\x40\x00\x00\xA1\xA7\x83\xAA\x3A\x0D\x20\x68\x0F\x36\xC2\xFA\xBC\xB2\x20\x5E\x7A\xB5\x6F\xD8\xF6\x86\x3D\xBF\xB0\x4B\xAE\xB3\x39\x70\xE6\x1B\x96\xD3\x21\x2D\x35\x79\xD7\x92\x69\xE6\x40\x09\x42\x89\x18\xE0\x20\xE0\x4A\xA7\x2A\xFA\x6C\x92\x4A\xFF\x16\x3B\xF0\x9F\x23\xF6\xFC\x19\xCE\x5B\x5C\xF7\xD8\xD9\xEC\x8F\xF3\x08\xE7\x42\x47\x1C\x75\x5E\xCB\xC5\x33\x33\x84\x03\xF1\xE6\xDA\xC5\x29\x48\x22\x37\x85\x67\x6C\x2E\x34\xBE\x2E\x2C\xEB\x38\x78\xFC\x83\x4E\xD2\xD6\xAB\x44\x33\x44\x0D\xB1\xBE\x88\xF8\x3D\x56\x7E\xBF\x22\xC5\x2E\x0C\xA0\x93\x90\xB7\xD4\x64\xF4\x8A\xD5\x3D\xFE\x34\xE2\x73\x35\x54\x71\x99\x49\x3C\x47\xF2\x7F\xF2\x2C\xAB\x04\x15\xC5\x6C\x92\x4F\xE4\x95\xC5\x34\xD4\xEF\x2F\xC2\x70\x9E\xE5\x52\xBD\x7A\x87\xC6\x22\x25\xFC\x20\xE3\xBB\x4A\xCB\x6C\x4A\xCA\x01\xAC\x04\x28\xC4\x87\xE2\x44\xC8\x81\x61\xBB\x5C\x28\x06\x0E\x28\x3F\xAA\xDA\xDD\x89\x44\x5F\x10\x8F\x1A\xAE\x9D\x1A\x65\xDB\x44\x39\xF0\xA4\x62\x03\x21\xCE\xF2\x7D\xD6\x8D\xEA\x93\x4C\x29\xBF\x7D\xDE\x9F\xDC\xBE\xEF\x2A\x40\xF1\x4C\x48\xC4\xB7\x8F\x78\xD9\xB1\x42\xBE\x61\x3A\xC9\x68\x7B\xA7\x52\xF1\x1C\x39\xE9\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x8E\x49\x00\x1C\x00\x00\x00\x00\x00\x00\x05\xCC\x00\x00\x00\x00\x00\x40\x00\x00\xA1\xA7\x83\xAA\x33\x45\x2B\xE9\x0F\x36\xC2\xFA\xC3\xCD\x72\x0C\x7A\xB5\x6F\xD8\x7B\x62\x11\xBC\xB0\x4B\xAE\xB3\xE4\x7A\x67\x83\x96\xD3\x21\x2D\xF8\xE0\xE0\x05\x69\xE6\x40\x09\x6A\xE5\xF3\xED\x20\xE0\x4A\xA7\x2F\x34\x08\x3F\x4A\xFF\x16\x3B\x12\x90\x88\x8C\xFC\x19\xCE\x5B\x0F\xF0\x48\x3A\xEC\x8F\xF3\x08\xA5\x8C\x79\x18\x75\x5E\xCB\xC5\x1E\x30\x59\xB1\xF1\xE6\xDA\xC5\xE2\x75\x2E\x93\x85\x67\x6C\x2E\x03\x6E\x05\xD6\xEB\x38\x78\xFC\xC6\xDD\x97\x7C\xAB\x44\x33\x44\xA5\xA6\x88\x36\xF8\x3D\x56\x7E\x6B\x60\xB5\xC4\x0C\xA0\x93\x90\xD3\x70\x0C\xCD\x8A\xD5\x3D\xFE\xDB\x73\xA0\xAC\x54\x71\x99\x49\x0E\xDD\x72\xFD\xF2\x2C\xAB\x04\xEC\xD8\x95\x5C\x4F\xE4\x95\xC5\x0C\xA0\xF4\xE5\xC2\x70\x9E\xE5\x94\xD9\x1C\x6D\xC6\x22\x25\xFC\xEF\x82\xA4\x2F\xCB\x6C\x4A\xCA\xC0\x8E\xC7\xA5\xC4\x87\xE2\x44\xF7\xB5\x5B\xB9\x5C\x28\x06\x0E\xC1\xB8\xBE\x0E\xDD\x89\x44\x5F\xC6\xFB\x02\x1D\x9D\x1A\x65\xDB\xBE\xD1\xF1\x1D\x62\x03\x21\xCE\x7D\xC5\x4D\x87\xEA\x93\x4C\x29\x8C\x91\xA7\xBD\xDC\xBE\xEF\x2A\x96\x3C\xBB\x4C\xC4\xB7\x8F\x78\xE6\x90\x33\xB5\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2F\x8B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCC\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x33\x45\x2B\xE9\x00\x00\x00\x00\xC3\xCD\x72\x0C\x00\x00\x00\x00\x7B\x62\x11\xBC\x00\x00\x00\x00\xE4\x7A\x67\x83\x00\x00\x00\x00\xF8\xE0\xE0\x05\x00\x00\x00\x00\x6A\xE5\xF3\xED\x00\x00\x00\x00\x2F\x34\x08\x3F\x00\x00\x00\x00\x12\x90\x88\x8C\x00\x00\x00\x00\x0F\xF0\x48\x3A\x00\x00\x00\x00\xA5\x8C\x79\x18\x00\x00\x00\x00\x1E\x30\x59\xB1\x00\x00\x00\x00\xE2\x75\x2E\x93\x00\x00\x00\x00\x03\x6E\x05\xD6\x00\x00\x00\x00\xC6\xDD\x97\x7C\x00\x00\x00\x00\xA5\xA6\x88\x36\x00\x00\x00\x00\x6B\x60\xB5\xC4\x00\x00\x00\x00\xD3\x70\x0C\xCD\x00\x00\x00\x00\xDB\x73\xA0\xAC\x00\x00\x00\x00\x0E\xDD\x72\xFD\x00\x00\x00\x00\xEC\xD8\x95\x5C\x00\x00\x00\x00\x0C\xA0\xF4\xE5\x00\x00\x00\x00\x94\xD9\x1C\x6D\x00\x00\x00\x00\xEF\x82\xA4\x2F\x00\x00\x00\x00\xC0\x8E\xC7\xA5\x00\x00\x00\x00\xF7\xB5\x5B\xB9\x00\x00\x00\x00\xC1\xB8\xBE\x0E\x00\x00\x00\x00\xC6\xFB\x02\x1D\x00\x00\x00\x00\xBE\xD1\xF1\x1D\x00\x00\x00\x00\x7D\xC5\x4D\x87\x00\x00\x00\x00\x8C\x91\xA7\xBD\x00\x00\x00\x00\x96\x3C\xBB\x4C\x00\x00\x00\x00\xE6\x90\x33\xB5\x61\x3A\xC9\x68\x7B\xA7\x52\xF1\x1C\x39\xE9\x94\x11\x57\x60\x5A\xF5\x9E\xB6\x73\x2D\x71\x0A\x10\x66\xB7\x62'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x24)], 9385)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9385)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xCB059AA0)], 9385)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x19E73EEA)], 9385)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x4480B978)], 9385)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x4BBE66D1)], 9385)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x72582444)], 9385)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xD52797B8)], 9385)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x010718C4)], 9385)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x1E724211)], 9385)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x02C22DA5)], 9385)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xE1B93B0F)], 9385)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xAE667C22)], 9385)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x0D92F70C)], 9385)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x34CF862C)], 9385)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x24D55065)], 9385)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xFFDDCA46)], 9385)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x5E7289A0)], 9385)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x18F5A654)], 9385)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x5F529326)], 9385)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x2C54CD93)], 9385)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x2FD795B9)], 9385)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x117D64A5)], 9385)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x387504FC)], 9385)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x269CE0EB)], 9385)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x4CA81B95)], 9385)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x54751CC8)], 9385)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xF8D23F4C)], 9385)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x999C5982)], 9385)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xFC6E8589)], 9385)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x66E2F8A8)], 9385)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x1A376295)], 9385)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xF07E3D42)], 9385)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x029DFC8E)], 9385)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC403),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004A9),
                gc.DataTuple('slot_count', 0x000010C9),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x65B208B1),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xC4\x03\x00\x0E\x00\x00\x00\x00\x00\x00\xA9\xFC\x00\x00\x00\x00\x00\x40\x00\x00\xA9\xDB\x29\x68\x8B\xC5\x5E\xC2\xC5\x70\x7A\x8F\x52\x48\xD1\x03\x09\xDD\x52\x62\xE5\xAD\x3D\xA6\xA3\x88\x41\xD3\x40\x8E\x42\xD8\x81\xB3\xB5\x74\xD0\xE5\x84\x61\xA2\x13\x5E\xC3\x7B\x83\x4F\xD1\x3A\x7D\x3F\x51\x47\x53\xCF\x4D\x1E\x97\x4E\x62\xC9\x30\xE2\x44\xD2\xE5\xF5\x7B\xEE\x99\x3E\xC7\x73\x6E\xDA\xA3\xE1\x50\x18\x98\x44\x52\x9B\x2E\x1D\x58\x3B\xDE\x75\xFB\x00\x06\x11\x37\xF2\x08\x71\x44\x08\x7F\xA5\x13\x34\x98\xB6\xE1\x0E\xE1\x3F\x44\xDC\x61\xB2\xB2\x42\x1B\x69\xAB\x49\xD2\x49\x43\x0D\x7E\xD1\x22\xF8\x0F\x3F\xB1\xD1\xEB\xA0\xAA\x56\xAA\x36\x0A\x92\x35\x15\xA3\x6A\x6C\xD2\xA5\xE6\xA6\x22\x49\x28\x0F\x8A\x9D\xFE\x26\xEF\x2B\x23\xB5\xA2\xA0\x57\xAE\xD6\x99\xE0\xE9\x9F\x29\xDD\x8D\xA8\x64\x27\x10\x67\x21\x31\x7D\xD7\x70\x5A\xA9\x37\xB1\x88\x8D\x37\x08\x9D\xA7\x73\x48\xC4\x3E\xE7\x4A\x55\x4A\xB9\xFB\x40\x9D\xB5\x61\x6A\x68\xF9\x4F\xAE\xB7\xB6\xEE\xB4\x17\xF2\x80\x8C\xC3\xDF\x74\x2A\xFA\xE4\x1B\xAF\x42\x89\xC3\x63\x1D\x2C\x69\xC9\x39\x87\xBB\x62\xC1\x47\x40\xE0\xC1\xB6\xE0\x09\xA8\x30\x19\xFC\x77\xA2\x32\x2E\xD5\x02\x4E\x59\x86\xED\x47\xB0\x94\x21\x5A\x76\x53\x9F\x00\x14\x27\x26\x68\xAA\x9D\xFD\x35\x91\xC5\xD2\x3B\x85\x00\xBC\x1C\x0F\x4D\x25\xF6\x36\x92\xDC\xA8\xB0\xC5\x87\x3F\xE7\xE7\x43\xE1\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xC4\x03\x00\x0E\x00\x00\x00\x00\x00\x00\x05\x24\x00\x00\x00\x00\x00\x40\x00\x00\xA9\xDB\x29\x68\xCB\x05\x9A\xA0\xC5\x70\x7A\x8F\x19\xE7\x3E\xEA\x09\xDD\x52\x62\x44\x80\xB9\x78\xA3\x88\x41\xD3\x4B\xBE\x66\xD1\x81\xB3\xB5\x74\x72\x58\x24\x44\xA2\x13\x5E\xC3\xD5\x27\x97\xB8\x3A\x7D\x3F\x51\x01\x07\x18\xC4\x1E\x97\x4E\x62\x1E\x72\x42\x11\xD2\xE5\xF5\x7B\x02\xC2\x2D\xA5\x73\x6E\xDA\xA3\xE1\xB9\x3B\x0F\x44\x52\x9B\x2E\xAE\x66\x7C\x22\x75\xFB\x00\x06\x0D\x92\xF7\x0C\x71\x44\x08\x7F\x34\xCF\x86\x2C\xB6\xE1\x0E\xE1\x24\xD5\x50\x65\xB2\xB2\x42\x1B\xFF\xDD\xCA\x46\x49\x43\x0D\x7E\x5E\x72\x89\xA0\x3F\xB1\xD1\xEB\x18\xF5\xA6\x54\x36\x0A\x92\x35\x5F\x52\x93\x26\xD2\xA5\xE6\xA6\x2C\x54\xCD\x93\x8A\x9D\xFE\x26\x2F\xD7\x95\xB9\xA2\xA0\x57\xAE\x11\x7D\x64\xA5\x9F\x29\xDD\x8D\x38\x75\x04\xFC\x67\x21\x31\x7D\x26\x9C\xE0\xEB\x37\xB1\x88\x8D\x4C\xA8\x1B\x95\x73\x48\xC4\x3E\x54\x75\x1C\xC8\xB9\xFB\x40\x9D\xF8\xD2\x3F\x4C\xF9\x4F\xAE\xB7\x99\x9C\x59\x82\xF2\x80\x8C\xC3\xFC\x6E\x85\x89\xE4\x1B\xAF\x42\x66\xE2\xF8\xA8\x2C\x69\xC9\x39\x1A\x37\x62\x95\x47\x40\xE0\xC1\xF0\x7E\x3D\x42\x30\x19\xFC\x77\x02\x9D\xFC\x8E\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x24\xA9\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x24\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xCB\x05\x9A\xA0\x00\x00\x00\x00\x19\xE7\x3E\xEA\x00\x00\x00\x00\x44\x80\xB9\x78\x00\x00\x00\x00\x4B\xBE\x66\xD1\x00\x00\x00\x00\x72\x58\x24\x44\x00\x00\x00\x00\xD5\x27\x97\xB8\x00\x00\x00\x00\x01\x07\x18\xC4\x00\x00\x00\x00\x1E\x72\x42\x11\x00\x00\x00\x00\x02\xC2\x2D\xA5\x00\x00\x00\x00\xE1\xB9\x3B\x0F\x00\x00\x00\x00\xAE\x66\x7C\x22\x00\x00\x00\x00\x0D\x92\xF7\x0C\x00\x00\x00\x00\x34\xCF\x86\x2C\x00\x00\x00\x00\x24\xD5\x50\x65\x00\x00\x00\x00\xFF\xDD\xCA\x46\x00\x00\x00\x00\x5E\x72\x89\xA0\x00\x00\x00\x00\x18\xF5\xA6\x54\x00\x00\x00\x00\x5F\x52\x93\x26\x00\x00\x00\x00\x2C\x54\xCD\x93\x00\x00\x00\x00\x2F\xD7\x95\xB9\x00\x00\x00\x00\x11\x7D\x64\xA5\x00\x00\x00\x00\x38\x75\x04\xFC\x00\x00\x00\x00\x26\x9C\xE0\xEB\x00\x00\x00\x00\x4C\xA8\x1B\x95\x00\x00\x00\x00\x54\x75\x1C\xC8\x00\x00\x00\x00\xF8\xD2\x3F\x4C\x00\x00\x00\x00\x99\x9C\x59\x82\x00\x00\x00\x00\xFC\x6E\x85\x89\x00\x00\x00\x00\x66\xE2\xF8\xA8\x00\x00\x00\x00\x1A\x37\x62\x95\x00\x00\x00\x00\xF0\x7E\x3D\x42\x00\x00\x00\x00\x02\x9D\xFC\x8E\x02\x4E\x59\x86\xED\x47\xB0\x94\x21\x5A\x76\x53\x9F\x00\x14\x27\x26\x68\xAA\x9D\xFD\x35\x91\xC5\xD2\x3B\x85\x00\xBC\x1C\x0F\x4D\x25\xF6\x36\x92\xDC\xA8\xB0\xC5\x87\x3F\xE7\xE7\x43\xE1\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x4C)], 9494)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9494)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xF28BEF88)], 9494)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x9AEAF9E5)], 9494)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x344A28FE)], 9494)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x606E4E41)], 9494)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x39486F31)], 9494)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xE4E95735)], 9494)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xFA2B7066)], 9494)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x884DB72A)], 9494)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x9A6886CD)], 9494)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xCC7EB653)], 9494)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x0CA565E7)], 9494)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x30212074)], 9494)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x7B6EE419)], 9494)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xF0E48959)], 9494)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x809D16A4)], 9494)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x0A5A55F4)], 9494)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x136363CE)], 9494)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x1830D3B5)], 9494)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x757A4741)], 9494)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x76888F17)], 9494)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x0B14561A)], 9494)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x737E63E6)], 9494)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xD2ED4E3B)], 9494)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x31FFC75D)], 9494)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xA1D04B9D)], 9494)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xCECCD3C6)], 9494)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x8A0F2A7F)], 9494)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x03D02DEC)], 9494)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x20FECF1F)], 9494)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x6ECFEA55)], 9494)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xF9099219)], 9494)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x969C4BE6)], 9494)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x911A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000516),
                gc.DataTuple('slot_count', 0x000016B5),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5BC38408),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x91\x1A\x00\x15\x00\x00\x00\x00\x00\x00\xBB\xF3\x00\x00\x00\x00\x00\x40\x00\x00\xBC\x46\x18\x0C\x1E\xBF\x25\xF7\x80\xD7\xF0\xC8\x68\xD7\x60\x20\x87\x1F\x7D\xD6\xC1\x47\xBA\x38\x4F\x93\xB5\x6A\x21\xF1\x71\x5E\x47\xFA\xC0\x2E\xCE\x20\x8E\x9B\xE0\xFB\x53\xE0\xB6\x98\x90\x58\x06\xB5\x40\x29\xFA\x77\xF4\x80\x13\x25\xC7\xAD\xC2\x5B\xF9\xBF\xDC\xF3\xA2\x18\x22\xD9\xE8\xFE\xF3\xBA\x9E\x0A\xFF\x23\xF7\x9A\xA2\xC1\xC1\x08\x2A\x18\x2A\xCE\x38\x6A\x71\xD3\x0A\x7E\xFB\x2D\x00\x8E\xF7\x1B\x68\x52\x42\x14\x9E\x41\x7E\x02\x91\x54\x69\x2B\xE7\xE7\x4B\xDC\x65\xA7\x16\x87\xDF\xD1\x30\xC5\xD5\xF9\x6E\x27\xEC\x10\x1E\x09\xC8\x60\x22\x7C\x6C\x3B\xE0\x08\xF6\x81\x14\x99\x7B\x9C\x6B\xE5\xEA\x77\xAB\xCD\xF2\x3C\x37\xC4\xEC\x30\xA8\xA4\xD8\x8E\x65\x7D\x63\xB2\x21\xD5\xE4\x0A\xE9\x3E\xB5\x19\xAF\xE1\x89\x52\xA9\xDC\x3A\xAF\xAA\xE2\x66\x27\x65\x31\xB2\xF5\x74\x8B\x70\x09\x2D\xD2\xD5\xBB\xE6\xC3\x89\x26\x02\xCA\xE9\x45\xE6\x42\x92\x58\x6C\x16\xB2\x64\x70\x01\xDB\xB9\xBE\x05\xC2\xC4\xCB\x2E\x2E\x23\x27\x47\xCD\xDC\xAE\x5F\x08\x59\x8B\x8F\xC2\x3A\xF1\x19\xEE\xA7\x43\xD9\x77\xDB\x1D\xEB\xB3\xB9\x9C\x25\xFA\x6F\xDB\x2C\xEC\x4B\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38\xED\xEF\x99\x3D\x44\xDD\x40\xB7\x04\x0C\xDC\x60\x77\xA7\x0C\x0A\x9F\x94\x87\x54\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x91\x1A\x00\x15\x00\x00\x00\x00\x00\x00\x05\x4C\x00\x00\x00\x00\x00\x40\x00\x00\xBC\x46\x18\x0C\xF2\x8B\xEF\x88\x80\xD7\xF0\xC8\x9A\xEA\xF9\xE5\x87\x1F\x7D\xD6\x34\x4A\x28\xFE\x4F\x93\xB5\x6A\x60\x6E\x4E\x41\x47\xFA\xC0\x2E\x39\x48\x6F\x31\xE0\xFB\x53\xE0\xE4\xE9\x57\x35\x06\xB5\x40\x29\xFA\x2B\x70\x66\x13\x25\xC7\xAD\x88\x4D\xB7\x2A\xDC\xF3\xA2\x18\x9A\x68\x86\xCD\xF3\xBA\x9E\x0A\xCC\x7E\xB6\x53\xA2\xC1\xC1\x08\x0C\xA5\x65\xE7\x38\x6A\x71\xD3\x30\x21\x20\x74\x00\x8E\xF7\x1B\x7B\x6E\xE4\x19\x9E\x41\x7E\x02\xF0\xE4\x89\x59\xE7\xE7\x4B\xDC\x80\x9D\x16\xA4\xDF\xD1\x30\xC5\x0A\x5A\x55\xF4\xEC\x10\x1E\x09\x13\x63\x63\xCE\x6C\x3B\xE0\x08\x18\x30\xD3\xB5\x7B\x9C\x6B\xE5\x75\x7A\x47\x41\xF2\x3C\x37\xC4\x76\x88\x8F\x17\xD8\x8E\x65\x7D\x0B\x14\x56\x1A\xE4\x0A\xE9\x3E\x73\x7E\x63\xE6\x89\x52\xA9\xDC\xD2\xED\x4E\x3B\x66\x27\x65\x31\x31\xFF\xC7\x5D\x70\x09\x2D\xD2\xA1\xD0\x4B\x9D\x89\x26\x02\xCA\xCE\xCC\xD3\xC6\x92\x58\x6C\x16\x8A\x0F\x2A\x7F\xDB\xB9\xBE\x05\x03\xD0\x2D\xEC\x2E\x23\x27\x47\x20\xFE\xCF\x1F\x08\x59\x8B\x8F\x6E\xCF\xEA\x55\xEE\xA7\x43\xD9\xF9\x09\x92\x19\xB3\xB9\x9C\x25\x96\x9C\x4B\xE6\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x25\x16\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4C\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF2\x8B\xEF\x88\x00\x00\x00\x00\x9A\xEA\xF9\xE5\x00\x00\x00\x00\x34\x4A\x28\xFE\x00\x00\x00\x00\x60\x6E\x4E\x41\x00\x00\x00\x00\x39\x48\x6F\x31\x00\x00\x00\x00\xE4\xE9\x57\x35\x00\x00\x00\x00\xFA\x2B\x70\x66\x00\x00\x00\x00\x88\x4D\xB7\x2A\x00\x00\x00\x00\x9A\x68\x86\xCD\x00\x00\x00\x00\xCC\x7E\xB6\x53\x00\x00\x00\x00\x0C\xA5\x65\xE7\x00\x00\x00\x00\x30\x21\x20\x74\x00\x00\x00\x00\x7B\x6E\xE4\x19\x00\x00\x00\x00\xF0\xE4\x89\x59\x00\x00\x00\x00\x80\x9D\x16\xA4\x00\x00\x00\x00\x0A\x5A\x55\xF4\x00\x00\x00\x00\x13\x63\x63\xCE\x00\x00\x00\x00\x18\x30\xD3\xB5\x00\x00\x00\x00\x75\x7A\x47\x41\x00\x00\x00\x00\x76\x88\x8F\x17\x00\x00\x00\x00\x0B\x14\x56\x1A\x00\x00\x00\x00\x73\x7E\x63\xE6\x00\x00\x00\x00\xD2\xED\x4E\x3B\x00\x00\x00\x00\x31\xFF\xC7\x5D\x00\x00\x00\x00\xA1\xD0\x4B\x9D\x00\x00\x00\x00\xCE\xCC\xD3\xC6\x00\x00\x00\x00\x8A\x0F\x2A\x7F\x00\x00\x00\x00\x03\xD0\x2D\xEC\x00\x00\x00\x00\x20\xFE\xCF\x1F\x00\x00\x00\x00\x6E\xCF\xEA\x55\x00\x00\x00\x00\xF9\x09\x92\x19\x00\x00\x00\x00\x96\x9C\x4B\xE6\xEC\x4B\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38\xED\xEF\x99\x3D\x44\xDD\x40\xB7\x04\x0C\xDC\x60\x77\xA7\x0C\x0A\x9F\x94\x87\x54\xC3\xBC\x56\xB5\xE8\x95\xC2\x61\x78\x7B\xEA\x72\x5B\x76\x07\xF1\xB5\x83\xCF\x8D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5F\x00\x00\x00\x00\x00\x00\x40\x00\x00\x63\x4A\x9C\xEA\x2A\x82\xCE\x9E\x72\x21\xB7\xA6\xF9\xDD\x3B\xA4\x33\xB5\x4A\x2D\xB6\x23\xCC\xF6\x43\x4B\xD0\x20\x70\x3F\x04\xC6\x11\x9D\x5E\x2A\xF9\x80\x8F\x9F\xAD\x2E\x6A\xFD\x3B\xCE\xF8\x37\x6D\x42\x91\xEF\xE3\x74\x95\xF4\x51\xC3\x17\x70\x3E\x2D\x47\x78\x94\xEA\x3B\xCE\xAF\x9C\x1F\xC9\xD2\x90\x47\x3F\xE7\x57\xD7\x8F\x56\x2D\xF7\xB9\x15\xCE\x8D\x85\xBD\xA8\x3B\x54\x85\xCD\x89\xF0\xD5\x2F\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8\x06\xB5\xC3\x65\x65\x74\xC9\xA4\x05\x16\xDD\x45\x2C\x1A\x6F\x35\x1F\xD0\x38\xC7\x84\xD4\x21\xC2\xB6\x26\x7C\x89'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x34)], 13046)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13046)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x6CB10BD9)], 13046)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xC608D96B)], 13046)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x6543CC4F)], 13046)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x065A372E)], 13046)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x334DB623)], 13046)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xD5D6D58A)], 13046)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x02731712)], 13046)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xC4B34EEE)], 13046)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x26EBAD77)], 13046)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xE5A3F209)], 13046)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x8FB46473)], 13046)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xBEF4192B)], 13046)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xB886D3A8)], 13046)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x18F6D29A)], 13046)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xD436F421)], 13046)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x90BE45FA)], 13046)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x39C93ABA)], 13046)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x8208BCEB)], 13046)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x8A83B73C)], 13046)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xD9B50AC7)], 13046)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xCA9E9038)], 13046)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x2ECB3C9C)], 13046)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xCF2C34F5)], 13046)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xDF3589EE)], 13046)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xA9F6F539)], 13046)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x039023AE)], 13046)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x8BA46A31)], 13046)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xFCFBED7E)], 13046)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x4862E970)], 13046)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xEB492B96)], 13046)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xA3898340)], 13046)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x70EA0B86)], 13046)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA482),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012F6),
                gc.DataTuple('slot_count', 0x000006A3),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x870CB2C8),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xA4\x82\x00\x11\x00\x00\x00\x00\x00\x00\xCB\xC5\x00\x00\x00\x00\x00\x40\x00\x00\xC8\xC1\xF3\x0C\xAE\xB7\x6E\xCA\xA9\x5A\x79\x4E\xB5\x38\x96\xFC\xA6\xED\xB0\x56\xE1\x80\x21\xB5\x7A\xB3\x5C\x36\xB8\xA7\xC2\xA1\x15\x94\x7E\x3E\x47\x4A\x94\x8B\xF1\x59\x97\x74\xFC\x1B\x75\x9F\x3B\x99\xD6\x28\x11\x10\x04\x6A\x73\xDE\xE3\x43\x2E\xBE\x97\x55\x6F\x93\x16\x9E\xB7\x53\x07\x81\xAF\x4F\x41\x04\x8F\x4C\x80\x19\xFC\x6D\x81\xD2\x1C\xD1\x81\xD4\xDE\x7A\xED\xC4\xE4\x54\xCB\xC3\x3E\x64\x28\x4B\x16\x08\x38\xA8\x63\x97\x8C\xF2\x40\xB5\x46\xF9\xC8\xA4\x92\xAF\xD4\x7A\x59\x45\xEE\x1B\x71\xBD\x1B\x7D\xEF\xB9\xD1\xEA\x43\xED\x70\xCB\x97\x5B\xE3\x2E\xB2\x46\x03\xC0\x87\x3F\xC3\x1D\x3C\x36\x2E\xD9\xB0\x72\x32\x87\x16\x37\x9D\x9C\xAF\xCF\xB7\x63\x8D\xF2\x3B\x8F\xDD\xA7\x8C\x8D\xA5\xA1\x60\xEC\x2E\xC8\xA6\x64\xE4\x5E\xD2\x08\xC0\x0C\xE0\xC8\x08\x09\x3E\x26\x04\xD1\xD9\x5B\xA0\x45\xB5\x67\x3B\xC2\x09\xBD\x95\xDE\xAC\x86\x89\x58\x8F\xA6\x15\x9A\xEB\x64\x5C\x20\xEB\x7E\xC4\xA2\xAA\x55\x45\xF6\x31\xBA\xD9\xE2\x18\x9F\x49\x36\x83\xDD\xAB\xA8\xA1\xC7\x35\x04\x70\x6E\xBF\xEF\xF7\xDE\x39\x9C\x5B\x11\x0A\x07\x84\x28\x41\x81\x1B\x84\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C\x5C\xA5\xC5\x1F\x22\xEE\xBA\xD2\x6D\xAA\x78\x37\x8E\x65\xC2\x9C\x6D\x85\x20\xFD\xBF\x43\x5D\x20\xC0\x7A\xBF\x36'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xA4\x82\x00\x11\x00\x00\x00\x00\x00\x00\x07\x34\x00\x00\x00\x00\x00\x40\x00\x00\xC8\xC1\xF3\x0C\x6C\xB1\x0B\xD9\xA9\x5A\x79\x4E\xC6\x08\xD9\x6B\xA6\xED\xB0\x56\x65\x43\xCC\x4F\x7A\xB3\x5C\x36\x06\x5A\x37\x2E\x15\x94\x7E\x3E\x33\x4D\xB6\x23\xF1\x59\x97\x74\xD5\xD6\xD5\x8A\x3B\x99\xD6\x28\x02\x73\x17\x12\x73\xDE\xE3\x43\xC4\xB3\x4E\xEE\x6F\x93\x16\x9E\x26\xEB\xAD\x77\xAF\x4F\x41\x04\xE5\xA3\xF2\x09\xFC\x6D\x81\xD2\x8F\xB4\x64\x73\xDE\x7A\xED\xC4\xBE\xF4\x19\x2B\x3E\x64\x28\x4B\xB8\x86\xD3\xA8\x63\x97\x8C\xF2\x18\xF6\xD2\x9A\xC8\xA4\x92\xAF\xD4\x36\xF4\x21\xEE\x1B\x71\xBD\x90\xBE\x45\xFA\xD1\xEA\x43\xED\x39\xC9\x3A\xBA\xE3\x2E\xB2\x46\x82\x08\xBC\xEB\xC3\x1D\x3C\x36\x8A\x83\xB7\x3C\x32\x87\x16\x37\xD9\xB5\x0A\xC7\xB7\x63\x8D\xF2\xCA\x9E\x90\x38\x8C\x8D\xA5\xA1\x2E\xCB\x3C\x9C\xA6\x64\xE4\x5E\xCF\x2C\x34\xF5\xE0\xC8\x08\x09\xDF\x35\x89\xEE\xD9\x5B\xA0\x45\xA9\xF6\xF5\x39\x09\xBD\x95\xDE\x03\x90\x23\xAE\x8F\xA6\x15\x9A\x8B\xA4\x6A\x31\xEB\x7E\xC4\xA2\xFC\xFB\xED\x7E\x31\xBA\xD9\xE2\x48\x62\xE9\x70\x83\xDD\xAB\xA8\xEB\x49\x2B\x96\x70\x6E\xBF\xEF\xA3\x89\x83\x40\x5B\x11\x0A\x07\x70\xEA\x0B\x86\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x32\xF6\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x34\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x6C\xB1\x0B\xD9\x00\x00\x00\x00\xC6\x08\xD9\x6B\x00\x00\x00\x00\x65\x43\xCC\x4F\x00\x00\x00\x00\x06\x5A\x37\x2E\x00\x00\x00\x00\x33\x4D\xB6\x23\x00\x00\x00\x00\xD5\xD6\xD5\x8A\x00\x00\x00\x00\x02\x73\x17\x12\x00\x00\x00\x00\xC4\xB3\x4E\xEE\x00\x00\x00\x00\x26\xEB\xAD\x77\x00\x00\x00\x00\xE5\xA3\xF2\x09\x00\x00\x00\x00\x8F\xB4\x64\x73\x00\x00\x00\x00\xBE\xF4\x19\x2B\x00\x00\x00\x00\xB8\x86\xD3\xA8\x00\x00\x00\x00\x18\xF6\xD2\x9A\x00\x00\x00\x00\xD4\x36\xF4\x21\x00\x00\x00\x00\x90\xBE\x45\xFA\x00\x00\x00\x00\x39\xC9\x3A\xBA\x00\x00\x00\x00\x82\x08\xBC\xEB\x00\x00\x00\x00\x8A\x83\xB7\x3C\x00\x00\x00\x00\xD9\xB5\x0A\xC7\x00\x00\x00\x00\xCA\x9E\x90\x38\x00\x00\x00\x00\x2E\xCB\x3C\x9C\x00\x00\x00\x00\xCF\x2C\x34\xF5\x00\x00\x00\x00\xDF\x35\x89\xEE\x00\x00\x00\x00\xA9\xF6\xF5\x39\x00\x00\x00\x00\x03\x90\x23\xAE\x00\x00\x00\x00\x8B\xA4\x6A\x31\x00\x00\x00\x00\xFC\xFB\xED\x7E\x00\x00\x00\x00\x48\x62\xE9\x70\x00\x00\x00\x00\xEB\x49\x2B\x96\x00\x00\x00\x00\xA3\x89\x83\x40\x00\x00\x00\x00\x70\xEA\x0B\x86\x1B\x84\xEA\x99\xD6\x63\x0B\x67\xC0\x6D\xEF\xEB\xB4\x88\x1F\x10\x5D\x4A\x27\x41\x30\xDE\x0F\x56\xC4\x1C\x5C\xA5\xC5\x1F\x22\xEE\xBA\xD2\x6D\xAA\x78\x37\x8E\x65\xC2\x9C\x6D\x85\x20\xFD\xBF\x43\x5D\x20\xC0\x7A\xBF\x36'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xF3)], 9043)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9043)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x1AE6A08A)], 9043)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x31445B7E)], 9043)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xA5540BD7)], 9043)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x2E69FDB1)], 9043)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x09645D7C)], 9043)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x455FF888)], 9043)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x81106D64)], 9043)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x376B46DD)], 9043)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x7ADFA143)], 9043)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xB6157A00)], 9043)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x6E180746)], 9043)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xC93FE4A6)], 9043)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xE463C2A0)], 9043)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xB5CE0509)], 9043)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xF685C828)], 9043)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x8220EA22)], 9043)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x4B7B7E33)], 9043)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x7165909A)], 9043)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xB031BECF)], 9043)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x6D098474)], 9043)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x0AC40191)], 9043)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x0CF4CC97)], 9043)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xA2E21823)], 9043)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x21368858)], 9043)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x5E82318A)], 9043)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xF7D4E23F)], 9043)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xC3E07E81)], 9043)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x14ACE657)], 9043)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x7E4ACD73)], 9043)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x59453740)], 9043)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xEFE9EA8F)], 9043)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x9DF97802)], 9043)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE66C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000353),
                gc.DataTuple('slot_count', 0x00000861),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x962A1876),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xE6\x6C\x00\x0C\x00\x00\x00\x00\x00\x00\x13\xF4\x00\x00\x00\x00\x00\x40\x00\x00\x52\x9B\xDD\x81\x2A\x51\xCD\x00\x3B\xA0\xAC\x05\x4A\xCB\x20\x40\xE4\xE8\x5B\x7A\x93\x5C\x0F\x3D\x40\x3C\x04\x0F\x7F\x98\x89\xD0\x5D\x5F\xEB\x37\xEA\xF8\xA5\xD0\x0C\x59\x7D\x5E\x9E\xE3\x9A\x67\x66\x31\xD3\xDB\xE8\xE9\xBA\x39\xF7\x38\xB3\x8D\x8D\x71\x39\x09\xCF\xAA\x06\x86\xA0\x27\x04\x0F\x67\xC1\x84\x27\x22\x8E\x1C\x1D\x67\xA2\x66\xC0\x2E\x49\x28\x4C\xE7\xFB\xA0\x20\x67\xA9\x2A\x2E\x82\x1C\x7E\xE6\x67\x78\x8D\x2F\xD9\xC8\x7C\xAC\x60\xBE\x20\x8C\xEB\x67\x03\x8A\xD1\xD1\x07\xAB\x5E\x27\x30\x57\xEE\xAE\x21\xBE\x21\xC5\x85\x6A\xD5\x01\x7A\x6D\x83\xD1\xCD\x00\xB1\xD7\xE1\xE4\xE9\x27\x50\xB0\x18\xDE\x5A\xCE\x7A\x2B\xE8\x88\x7E\x9F\xFD\x65\x35\xE3\xDE\xB0\x31\x48\x23\xF6\xA9\x55\xC9\xF2\x16\x3E\xB8\x0F\x56\xD6\x36\xBA\x0E\xE4\xF2\x2D\x4C\xA6\xB8\x35\x2F\x81\x5C\x13\x8F\x76\xCC\x06\x83\xA0\xE5\xA5\xBE\x93\xC5\x17\x65\x79\x3C\xEB\x5C\x06\x7B\xE1\x7E\x3B\x82\x74\x77\x3C\xD1\x07\x3A\x92\xE6\xDF\x67\x42\x1C\x21\x17\x4E\x9B\x20\xC6\xD0\x6F\x43\x60\xEA\x39\x02\x25\x29\x95\xB3\x23\x97\x44\xC6\x91\x8A\xC6\x33\x5A\xD7\x17\xB2\x5F\x02\xA1\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xE6\x6C\x00\x0C\x00\x00\x00\x00\x00\x00\x05\xF3\x00\x00\x00\x00\x00\x40\x00\x00\x52\x9B\xDD\x81\x1A\xE6\xA0\x8A\x3B\xA0\xAC\x05\x31\x44\x5B\x7E\xE4\xE8\x5B\x7A\xA5\x54\x0B\xD7\x40\x3C\x04\x0F\x2E\x69\xFD\xB1\x5D\x5F\xEB\x37\x09\x64\x5D\x7C\x0C\x59\x7D\x5E\x45\x5F\xF8\x88\x66\x31\xD3\xDB\x81\x10\x6D\x64\xF7\x38\xB3\x8D\x37\x6B\x46\xDD\xCF\xAA\x06\x86\x7A\xDF\xA1\x43\x67\xC1\x84\x27\xB6\x15\x7A\x00\x67\xA2\x66\xC0\x6E\x18\x07\x46\xE7\xFB\xA0\x20\xC9\x3F\xE4\xA6\x82\x1C\x7E\xE6\xE4\x63\xC2\xA0\xD9\xC8\x7C\xAC\xB5\xCE\x05\x09\xEB\x67\x03\x8A\xF6\x85\xC8\x28\x5E\x27\x30\x57\x82\x20\xEA\x22\x21\xC5\x85\x6A\x4B\x7B\x7E\x33\x83\xD1\xCD\x00\x71\x65\x90\x9A\xE9\x27\x50\xB0\xB0\x31\xBE\xCF\x7A\x2B\xE8\x88\x6D\x09\x84\x74\x35\xE3\xDE\xB0\x0A\xC4\x01\x91\xA9\x55\xC9\xF2\x0C\xF4\xCC\x97\x56\xD6\x36\xBA\xA2\xE2\x18\x23\x4C\xA6\xB8\x35\x21\x36\x88\x58\x8F\x76\xCC\x06\x5E\x82\x31\x8A\xBE\x93\xC5\x17\xF7\xD4\xE2\x3F\x5C\x06\x7B\xE1\xC3\xE0\x7E\x81\x77\x3C\xD1\x07\x14\xAC\xE6\x57\x67\x42\x1C\x21\x7E\x4A\xCD\x73\xC6\xD0\x6F\x43\x59\x45\x37\x40\x25\x29\x95\xB3\xEF\xE9\xEA\x8F\x91\x8A\xC6\x33\x9D\xF9\x78\x02\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x23\x53\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF3\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x1A\xE6\xA0\x8A\x00\x00\x00\x00\x31\x44\x5B\x7E\x00\x00\x00\x00\xA5\x54\x0B\xD7\x00\x00\x00\x00\x2E\x69\xFD\xB1\x00\x00\x00\x00\x09\x64\x5D\x7C\x00\x00\x00\x00\x45\x5F\xF8\x88\x00\x00\x00\x00\x81\x10\x6D\x64\x00\x00\x00\x00\x37\x6B\x46\xDD\x00\x00\x00\x00\x7A\xDF\xA1\x43\x00\x00\x00\x00\xB6\x15\x7A\x00\x00\x00\x00\x00\x6E\x18\x07\x46\x00\x00\x00\x00\xC9\x3F\xE4\xA6\x00\x00\x00\x00\xE4\x63\xC2\xA0\x00\x00\x00\x00\xB5\xCE\x05\x09\x00\x00\x00\x00\xF6\x85\xC8\x28\x00\x00\x00\x00\x82\x20\xEA\x22\x00\x00\x00\x00\x4B\x7B\x7E\x33\x00\x00\x00\x00\x71\x65\x90\x9A\x00\x00\x00\x00\xB0\x31\xBE\xCF\x00\x00\x00\x00\x6D\x09\x84\x74\x00\x00\x00\x00\x0A\xC4\x01\x91\x00\x00\x00\x00\x0C\xF4\xCC\x97\x00\x00\x00\x00\xA2\xE2\x18\x23\x00\x00\x00\x00\x21\x36\x88\x58\x00\x00\x00\x00\x5E\x82\x31\x8A\x00\x00\x00\x00\xF7\xD4\xE2\x3F\x00\x00\x00\x00\xC3\xE0\x7E\x81\x00\x00\x00\x00\x14\xAC\xE6\x57\x00\x00\x00\x00\x7E\x4A\xCD\x73\x00\x00\x00\x00\x59\x45\x37\x40\x00\x00\x00\x00\xEF\xE9\xEA\x8F\x00\x00\x00\x00\x9D\xF9\x78\x02\x5F\x02\xA1\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xD7)], 10490)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10490)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xC3FCDBC1)], 10490)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x65112A0C)], 10490)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x21551E07)], 10490)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x5FFD3E7F)], 10490)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x4DADA8B8)], 10490)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x527B03CE)], 10490)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xCB1A0A69)], 10490)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xB4079F59)], 10490)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x623E0937)], 10490)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xF5EEEE7E)], 10490)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x2AC3DEB5)], 10490)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xD5BBBFA3)], 10490)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x61DFF6FE)], 10490)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x3E9EC72D)], 10490)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xE4C72033)], 10490)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xD1971E1A)], 10490)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x6A6C4D82)], 10490)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x701992D1)], 10490)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x33BE3C21)], 10490)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xC7B6AC08)], 10490)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xD019C0AA)], 10490)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x7EB932B1)], 10490)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x1D2646DB)], 10490)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x65B9C4A7)], 10490)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x0198131C)], 10490)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xC4B9B9C3)], 10490)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xCDA0C185)], 10490)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xEBA180A6)], 10490)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xCA4507AF)], 10490)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xA8CB8B89)], 10490)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xDC36DC2D)], 10490)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x7ED678D2)], 10490)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1A28),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008FA),
                gc.DataTuple('slot_count', 0x00001439),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0BD3B874),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x1A\x28\x13\x64\x00\x00\x00\x00\x00\x00\x03\x29\x00\x00\x00\x00\x00\x40\x00\x00\x47\xC5\xC2\x91\xB3\xA1\xB5\xD6\xC3\xE0\xCB\x78\xC5\x0D\xA8\x98\x10\x7D\xC0\x51\xD0\xEE\x24\x7F\x22\xD5\x3E\x2C\x80\x3F\x71\x7A\x7C\xDF\x44\xBA\x28\xD3\xB0\x57\xE8\x7E\x76\x1E\x51\x56\xED\xD6\xB2\x33\x49\xE8\xF9\xA1\xEE\x31\x22\x2C\x9F\xF3\xB3\x44\x71\xC0\xDC\xB5\xBB\x28\x08\xF0\x82\x98\xCD\xE3\x8F\x86\xF5\x90\xA1\x9F\x4F\xCE\x8C\xC4\x1A\x9E\x81\xC6\x60\x27\xFC\xAE\xC1\xAC\x54\xA7\x01\x15\xF7\xB9\x15\xAB\x78\x39\xBB\xE2\x56\x3B\xDC\x84\x9B\xF3\xA3\x53\xF9\x94\x9A\x74\x45\x4A\x18\x95\xD9\x93\xE0\x76\x05\x78\xD4\x0B\xBE\xD3\x32\x3A\xBD\x13\xE0\x2C\x74\xD7\xD7\x0D\xFC\x9A\xC9\x30\x05\x6F\xA2\x45\x46\x5E\xB0\x49\xCF\xD3\xD7\x5E\x1F\xBC\xE5\x5B\xC3\xA2\x0D\xB5\x07\x42\x57\x16\xC5\xA8\xDA\x40\xEC\xCD\x85\x4B\x26\x87\x44\x8A\x8C\xC3\x32\xE9\xB6\x2A\x30\x65\x0D\x0D\x58\x4E\x9A\x9A\x2A\x55\x3A\x6C\x48\xF5\xFB\xED\xBC\x40\x22\xE3\x07\x20\x5B\x36\x37\xAD\xB3\xE4\x76\xFA\x34\x13\x6A\x84\xC4\x16\xE7\x0D\x01\x87\x1E\x42\x5A\x39\x9A\x40\xE4\xF1\x4D\x09\x9A\x5B\xE9\xB1\x24\xE1\x36\x06\xE8\x30\xF8\x6D\x6A\x3B\x8A\x0E\x59\xE1\x36\x75\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2\xFD\x15\xF2\xCA\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x1A\x28\x13\x64\x00\x00\x00\x00\x00\x00\x05\xD7\x00\x00\x00\x00\x00\x40\x00\x00\x47\xC5\xC2\x91\xC3\xFC\xDB\xC1\xC3\xE0\xCB\x78\x65\x11\x2A\x0C\x10\x7D\xC0\x51\x21\x55\x1E\x07\x22\xD5\x3E\x2C\x5F\xFD\x3E\x7F\x7C\xDF\x44\xBA\x4D\xAD\xA8\xB8\xE8\x7E\x76\x1E\x52\x7B\x03\xCE\xB2\x33\x49\xE8\xCB\x1A\x0A\x69\x22\x2C\x9F\xF3\xB4\x07\x9F\x59\xDC\xB5\xBB\x28\x62\x3E\x09\x37\xCD\xE3\x8F\x86\xF5\xEE\xEE\x7E\x4F\xCE\x8C\xC4\x2A\xC3\xDE\xB5\x60\x27\xFC\xAE\xD5\xBB\xBF\xA3\x01\x15\xF7\xB9\x61\xDF\xF6\xFE\xBB\xE2\x56\x3B\x3E\x9E\xC7\x2D\xA3\x53\xF9\x94\xE4\xC7\x20\x33\x18\x95\xD9\x93\xD1\x97\x1E\x1A\xD4\x0B\xBE\xD3\x6A\x6C\x4D\x82\xE0\x2C\x74\xD7\x70\x19\x92\xD1\xC9\x30\x05\x6F\x33\xBE\x3C\x21\xB0\x49\xCF\xD3\xC7\xB6\xAC\x08\xE5\x5B\xC3\xA2\xD0\x19\xC0\xAA\x57\x16\xC5\xA8\x7E\xB9\x32\xB1\x85\x4B\x26\x87\x1D\x26\x46\xDB\x32\xE9\xB6\x2A\x65\xB9\xC4\xA7\x58\x4E\x9A\x9A\x01\x98\x13\x1C\x48\xF5\xFB\xED\xC4\xB9\xB9\xC3\x07\x20\x5B\x36\xCD\xA0\xC1\x85\x76\xFA\x34\x13\xEB\xA1\x80\xA6\xE7\x0D\x01\x87\xCA\x45\x07\xAF\x9A\x40\xE4\xF1\xA8\xCB\x8B\x89\xE9\xB1\x24\xE1\xDC\x36\xDC\x2D\xF8\x6D\x6A\x3B\x7E\xD6\x78\xD2\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x28\xFA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD7\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC3\xFC\xDB\xC1\x00\x00\x00\x00\x65\x11\x2A\x0C\x00\x00\x00\x00\x21\x55\x1E\x07\x00\x00\x00\x00\x5F\xFD\x3E\x7F\x00\x00\x00\x00\x4D\xAD\xA8\xB8\x00\x00\x00\x00\x52\x7B\x03\xCE\x00\x00\x00\x00\xCB\x1A\x0A\x69\x00\x00\x00\x00\xB4\x07\x9F\x59\x00\x00\x00\x00\x62\x3E\x09\x37\x00\x00\x00\x00\xF5\xEE\xEE\x7E\x00\x00\x00\x00\x2A\xC3\xDE\xB5\x00\x00\x00\x00\xD5\xBB\xBF\xA3\x00\x00\x00\x00\x61\xDF\xF6\xFE\x00\x00\x00\x00\x3E\x9E\xC7\x2D\x00\x00\x00\x00\xE4\xC7\x20\x33\x00\x00\x00\x00\xD1\x97\x1E\x1A\x00\x00\x00\x00\x6A\x6C\x4D\x82\x00\x00\x00\x00\x70\x19\x92\xD1\x00\x00\x00\x00\x33\xBE\x3C\x21\x00\x00\x00\x00\xC7\xB6\xAC\x08\x00\x00\x00\x00\xD0\x19\xC0\xAA\x00\x00\x00\x00\x7E\xB9\x32\xB1\x00\x00\x00\x00\x1D\x26\x46\xDB\x00\x00\x00\x00\x65\xB9\xC4\xA7\x00\x00\x00\x00\x01\x98\x13\x1C\x00\x00\x00\x00\xC4\xB9\xB9\xC3\x00\x00\x00\x00\xCD\xA0\xC1\x85\x00\x00\x00\x00\xEB\xA1\x80\xA6\x00\x00\x00\x00\xCA\x45\x07\xAF\x00\x00\x00\x00\xA8\xCB\x8B\x89\x00\x00\x00\x00\xDC\x36\xDC\x2D\x00\x00\x00\x00\x7E\xD6\x78\xD2\x36\x75\x5E\xBD\xD6\x96\xC3\xA5\x56\x9C\x10\xFB\x51\xD1\x21\xDC\x44\xA3\x43\xD1\xC4\xA7\x76\x4F\xA0\x91\xAB\x52\xD8\xCE\xEA\x9C\x0D\xF4\xBE\xCE\x3C\xBC\x37\x34\xDB\x40\x8D\x0A\xF1\x44\x82\x3F\xFA\x91\x61\x50\xEE\x9E\x25\x62\x66\xE2\x94\x6A\x2E\xD8\x1B\xFD\x72\xC2\xFD\x15\xF2\xCA\x88\x25\xC7\x2A\x51\x3E\xA9\xA0\x74\x8D\x64\x57\x91\xA0\x3F\x71\xC3\x37\xFE\x3F\x9B\x38\x68\x4F\xD0\x5A\x33\x85\x7C\x81\x1C\xE7\x0A\x28\xB2\xAF\x11\xEC\xF8\xA6\xA6\xAF\xD6\x5E\x04\xC1\x68\xE5\xC2\x64\xAE\xD3\x28\x23\x7B\x18\xE4\x9D\x09\xC3\xD4\x38\x17\x93\xFB\x54\x67\x20\x9E\xB5\x6A\xE4\x34\x50\xD0\x64\x7E\x67\xB1\x22\x4C\x76\x4E\xF3\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xCA)], 14561)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 14561)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xA2078E7C)], 14561)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x24F14A04)], 14561)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xBE95FC5A)], 14561)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x3A037957)], 14561)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xFF74BD24)], 14561)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x2406FF75)], 14561)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xAA2E046E)], 14561)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x3AB5EEBD)], 14561)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xB229D614)], 14561)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x6D36F567)], 14561)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x058143A3)], 14561)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xA76AA8C9)], 14561)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xDCC5C526)], 14561)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x2997B08D)], 14561)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xE4AC5C2B)], 14561)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x50D30762)], 14561)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xB3F86C2D)], 14561)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xC7CE13BA)], 14561)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x6A7E28D1)], 14561)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x8A980E4E)], 14561)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xA66EF9BC)], 14561)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x8AB55063)], 14561)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x4B043520)], 14561)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xFBCA6A21)], 14561)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x40D364A9)], 14561)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x8EE93E55)], 14561)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x5F9AB768)], 14561)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xD61ED97A)], 14561)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xE5F79434)], 14561)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xCF017C36)], 14561)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x09B394F0)], 14561)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x6A3CFECF)], 14561)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x11BF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000018E1),
                gc.DataTuple('slot_count', 0x0000020B),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x466C72F1),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x11\xBF\x00\x01\x00\x00\x00\x00\x00\x00\x51\x5C\x00\x00\x00\x00\x00\x40\x00\x00\x4D\x5F\xDE\x3A\xD0\xA5\xF5\xDB\xAB\x36\xF1\x19\x45\xBF\xC4\xDE\xFA\x12\x83\xC0\xF4\x4B\x66\xA8\x43\xFA\x50\x90\xF3\xF9\x16\x20\x8F\x0E\x06\xF7\xA4\xE8\x8E\xE0\xAC\xBA\x47\xFF\xAD\xDA\xFA\x59\xA6\x4D\xA6\x46\x68\xB4\x52\xBD\xE4\xA9\x6C\xA9\x7E\x7E\xC3\x88\x77\xE5\xE1\xE5\x63\xB7\x87\xCB\x3C\xE2\x07\x3A\xF3\x27\x6D\x70\xFF\xFA\xBF\x60\x99\x23\x28\x8A\xF6\xBB\x3D\x6C\xEC\x5B\x76\xD1\x62\xED\xC0\xDC\xB3\xF7\x19\x82\x16\x5C\xC2\xD3\x5B\xFD\x72\x80\xA7\x5D\xB3\xFE\xB5\x72\xAD\xB5\x0B\x39\x47\x5D\x90\x2B\x11\xB1\x8C\xCA\x5E\x76\xEE\x60\x73\x33\x54\xE9\x08\x76\x28\xCD\x79\x6F\x19\x79\x53\xF7\x66\x6F\xDE\xAC\x1A\xF9\xE2\x4E\xF4\xAD\x42\xD3\x50\x53\xDE\x6E\x0B\x6D\x73\x1B\x86\xA9\x47\xD2\x5A\xBA\x2D\xCA\xD1\x60\x23\x4A\xB7\x7F\x22\x2B\x12\xF7\xBE\x1A\x82\x03\x60\x2A\x5F\x12\xC8\xD4\xC2\x49\x25\x86\xA2\x84\x5E\x7F\x11\xB5\x36\x37\xD7\x2E\xB8\x28\xB8\x20\x6B\x19\xBF\xC1\x8C\xDF\xAC\x72\x1F\xD0\x07\xCB\x81\x6F\x0C\x2A\xA3\x7A\xC3\xDC\x84\x62\x52\x69\x66\x60\xAA\x95\xCC\x3E\xA0\xFB\x8E\x1E\x54\x12\xA5\xC1\x95\x01\x02\xAE\x03\x92\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE\x42\xA4\x02\xB2\x5B\x41\x34\x30\x11\x08\x88\xF0\x29\x86\x4C\xE6\xC0\xB4\x96\x99\x18\x6D\x65\x46\x35\xCD\xF6\xCD\x13\x02\x99\xCA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x11\xBF\x00\x01\x00\x00\x00\x00\x00\x00\x05\xCA\x00\x00\x00\x00\x00\x40\x00\x00\x4D\x5F\xDE\x3A\xA2\x07\x8E\x7C\xAB\x36\xF1\x19\x24\xF1\x4A\x04\xFA\x12\x83\xC0\xBE\x95\xFC\x5A\x43\xFA\x50\x90\x3A\x03\x79\x57\x8F\x0E\x06\xF7\xFF\x74\xBD\x24\xAC\xBA\x47\xFF\x24\x06\xFF\x75\xA6\x4D\xA6\x46\xAA\x2E\x04\x6E\xE4\xA9\x6C\xA9\x3A\xB5\xEE\xBD\x77\xE5\xE1\xE5\xB2\x29\xD6\x14\x3C\xE2\x07\x3A\x6D\x36\xF5\x67\xFF\xFA\xBF\x60\x05\x81\x43\xA3\xF6\xBB\x3D\x6C\xA7\x6A\xA8\xC9\x62\xED\xC0\xDC\xDC\xC5\xC5\x26\x16\x5C\xC2\xD3\x29\x97\xB0\x8D\xA7\x5D\xB3\xFE\xE4\xAC\x5C\x2B\x0B\x39\x47\x5D\x50\xD3\x07\x62\x8C\xCA\x5E\x76\xB3\xF8\x6C\x2D\x54\xE9\x08\x76\xC7\xCE\x13\xBA\x19\x79\x53\xF7\x6A\x7E\x28\xD1\x1A\xF9\xE2\x4E\x8A\x98\x0E\x4E\x50\x53\xDE\x6E\xA6\x6E\xF9\xBC\x86\xA9\x47\xD2\x8A\xB5\x50\x63\xD1\x60\x23\x4A\x4B\x04\x35\x20\x12\xF7\xBE\x1A\xFB\xCA\x6A\x21\x5F\x12\xC8\xD4\x40\xD3\x64\xA9\xA2\x84\x5E\x7F\x8E\xE9\x3E\x55\xD7\x2E\xB8\x28\x5F\x9A\xB7\x68\xBF\xC1\x8C\xDF\xD6\x1E\xD9\x7A\x07\xCB\x81\x6F\xE5\xF7\x94\x34\xC3\xDC\x84\x62\xCF\x01\x7C\x36\xAA\x95\xCC\x3E\x09\xB3\x94\xF0\x54\x12\xA5\xC1\x6A\x3C\xFE\xCF\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x38\xE1\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCA\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA2\x07\x8E\x7C\x00\x00\x00\x00\x24\xF1\x4A\x04\x00\x00\x00\x00\xBE\x95\xFC\x5A\x00\x00\x00\x00\x3A\x03\x79\x57\x00\x00\x00\x00\xFF\x74\xBD\x24\x00\x00\x00\x00\x24\x06\xFF\x75\x00\x00\x00\x00\xAA\x2E\x04\x6E\x00\x00\x00\x00\x3A\xB5\xEE\xBD\x00\x00\x00\x00\xB2\x29\xD6\x14\x00\x00\x00\x00\x6D\x36\xF5\x67\x00\x00\x00\x00\x05\x81\x43\xA3\x00\x00\x00\x00\xA7\x6A\xA8\xC9\x00\x00\x00\x00\xDC\xC5\xC5\x26\x00\x00\x00\x00\x29\x97\xB0\x8D\x00\x00\x00\x00\xE4\xAC\x5C\x2B\x00\x00\x00\x00\x50\xD3\x07\x62\x00\x00\x00\x00\xB3\xF8\x6C\x2D\x00\x00\x00\x00\xC7\xCE\x13\xBA\x00\x00\x00\x00\x6A\x7E\x28\xD1\x00\x00\x00\x00\x8A\x98\x0E\x4E\x00\x00\x00\x00\xA6\x6E\xF9\xBC\x00\x00\x00\x00\x8A\xB5\x50\x63\x00\x00\x00\x00\x4B\x04\x35\x20\x00\x00\x00\x00\xFB\xCA\x6A\x21\x00\x00\x00\x00\x40\xD3\x64\xA9\x00\x00\x00\x00\x8E\xE9\x3E\x55\x00\x00\x00\x00\x5F\x9A\xB7\x68\x00\x00\x00\x00\xD6\x1E\xD9\x7A\x00\x00\x00\x00\xE5\xF7\x94\x34\x00\x00\x00\x00\xCF\x01\x7C\x36\x00\x00\x00\x00\x09\xB3\x94\xF0\x00\x00\x00\x00\x6A\x3C\xFE\xCF\x03\x92\xAF\xE3\x0D\x7C\xEE\x95\xB8\xAE\x2A\x58\x0E\x15\xE8\x66\x9E\xBF\xBC\x9F\xAD\x0E\xC5\xAD\x75\x97\x85\xD2\x11\x44\xBC\x2D\x48\x7B\xBA\x5E\xF8\x8A\x10\xE2\xD3\x6F\x53\x13\x94\x33\x43\x67\x6A\xDC\x9F\x90\x12\x70\xEC\xC0\x37\x09\xD6\xF2\xFD\x13\x86\x50\xCB\x10\x93\x9B\x05\xF7\xA3\xB3\xB5\x56\xEE\x56\xDD\x00\x31\x84\xE8\xB6\x24\xAC\xE2\x69\xCE\x04\x65\x2C\x18\x66\x17\xBE\x42\xA4\x02\xB2\x5B\x41\x34\x30\x11\x08\x88\xF0\x29\x86\x4C\xE6\xC0\xB4\x96\x99\x18\x6D\x65\x46\x35\xCD\xF6\xCD\x13\x02\x99\xCA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x98)], 13193)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13193)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x64B87ECA)], 13193)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x330F7913)], 13193)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x727EFD76)], 13193)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x8C23B33B)], 13193)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xF4EC8667)], 13193)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x1F5F3AE9)], 13193)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xAAC919CF)], 13193)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x688321AE)], 13193)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xF8A53487)], 13193)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xE6E2C674)], 13193)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xEE515C1B)], 13193)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x2DD01D6E)], 13193)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xBCA8AC82)], 13193)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xB66E71A5)], 13193)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x6DB62612)], 13193)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xD7C55CA4)], 13193)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xE89FC036)], 13193)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x70D3C58B)], 13193)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x2909AB7A)], 13193)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x63266973)], 13193)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x46378605)], 13193)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xCAE569F2)], 13193)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xEE63FF17)], 13193)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x6B86A318)], 13193)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x96626808)], 13193)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x619EBE88)], 13193)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xB694B5B4)], 13193)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xC4B87EF7)], 13193)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x9326553B)], 13193)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xDE909294)], 13193)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x83770E17)], 13193)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xCD92E5D3)], 13193)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x93C8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001389),
                gc.DataTuple('slot_count', 0x00000743),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x461FC420),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x93\xC8\x00\x05\x00\x00\x00\x00\x00\x00\x09\x73\x00\x00\x00\x00\x00\x40\x00\x00\xB8\x1B\x55\x72\x87\xD9\xDF\x77\xAC\x5F\x75\xB4\xCF\xBF\x2E\x8B\x55\xD3\x08\xB4\xFD\xB5\xE0\x12\xCD\x70\xCD\x6F\x66\x48\x5E\xEC\x45\x70\x8F\xE5\x69\xA9\xFA\x0A\x59\xF1\x33\x0E\xD6\xB1\x9F\x7B\x99\xC4\x2A\xE7\x41\x35\xE3\x14\x6F\x0B\x50\xBF\xAE\xA9\xED\x9B\xE7\x6D\xC4\x42\x76\x99\xEC\xE4\x38\xB5\x1C\x97\xA0\xC2\x15\xFF\x95\xE9\xD0\x1A\x2C\xD8\x21\x79\x97\x40\x72\x88\xA5\x30\x69\x04\xB3\x9C\x24\x87\xE4\xAB\xC6\x26\x94\x82\x90\x0B\x85\xC7\x4D\xAA\x25\x70\xD2\x80\x89\x30\x4D\x80\x22\xF1\xEE\x4A\x0B\x35\x1C\x79\x86\x6F\x27\x88\xDC\x56\x7E\xAC\xA7\x7D\xBE\xAE\xC0\x43\x70\x06\x4E\xD1\xC7\x20\x91\x8E\xF6\x76\x78\x17\x29\x7C\x6C\x2F\x40\x13\x71\x5E\x9B\xC1\xEA\x2E\xAA\xFA\x85\xE1\x42\xD5\xB2\x66\x18\x2A\xC9\x99\x37\xFC\x05\x40\x07\x62\xF9\xB7\xAD\xFE\x64\xCA\xD3\x85\x4E\x15\xB6\xC3\xF6\x3E\xAE\x76\xDF\x03\x53\xA7\xA0\xD6\xA2\xB5\x73\xA6\x77\xC0\x20\xC9\x2D\x7B\x44\x6C\x6B\x1D\x4C\x27\x23\x87\x56\xA6\x39\x85\xF6\xAE\x13\xB6\xD7\xA9\x5D\x05\xB3\x60\xF4\xC7\xC9\x4F\x29\xC9\x03\x90\x16\x95\xE2\x44\x38\xC9\xC2\x02\xDA\xBC\x2D\x78\xDA\x75\x9A\x03\xD8\x48\xAB\x55\x8D\x29\xA1\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45\xF2\xAE\x2C\xFD\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6\xED\x1A\x39\xDB\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x93\xC8\x00\x05\x00\x00\x00\x00\x00\x00\x07\x98\x00\x00\x00\x00\x00\x40\x00\x00\xB8\x1B\x55\x72\x64\xB8\x7E\xCA\xAC\x5F\x75\xB4\x33\x0F\x79\x13\x55\xD3\x08\xB4\x72\x7E\xFD\x76\xCD\x70\xCD\x6F\x8C\x23\xB3\x3B\x45\x70\x8F\xE5\xF4\xEC\x86\x67\x59\xF1\x33\x0E\x1F\x5F\x3A\xE9\x99\xC4\x2A\xE7\xAA\xC9\x19\xCF\x6F\x0B\x50\xBF\x68\x83\x21\xAE\xE7\x6D\xC4\x42\xF8\xA5\x34\x87\x38\xB5\x1C\x97\xE6\xE2\xC6\x74\x95\xE9\xD0\x1A\xEE\x51\x5C\x1B\x97\x40\x72\x88\x2D\xD0\x1D\x6E\xB3\x9C\x24\x87\xBC\xA8\xAC\x82\x94\x82\x90\x0B\xB6\x6E\x71\xA5\x25\x70\xD2\x80\x6D\xB6\x26\x12\x22\xF1\xEE\x4A\xD7\xC5\x5C\xA4\x86\x6F\x27\x88\xE8\x9F\xC0\x36\xA7\x7D\xBE\xAE\x70\xD3\xC5\x8B\x4E\xD1\xC7\x20\x29\x09\xAB\x7A\x78\x17\x29\x7C\x63\x26\x69\x73\x71\x5E\x9B\xC1\x46\x37\x86\x05\x85\xE1\x42\xD5\xCA\xE5\x69\xF2\xC9\x99\x37\xFC\xEE\x63\xFF\x17\xF9\xB7\xAD\xFE\x6B\x86\xA3\x18\x4E\x15\xB6\xC3\x96\x62\x68\x08\xDF\x03\x53\xA7\x61\x9E\xBE\x88\x73\xA6\x77\xC0\xB6\x94\xB5\xB4\x44\x6C\x6B\x1D\xC4\xB8\x7E\xF7\x56\xA6\x39\x85\x93\x26\x55\x3B\xD7\xA9\x5D\x05\xDE\x90\x92\x94\xC9\x4F\x29\xC9\x83\x77\x0E\x17\xE2\x44\x38\xC9\xCD\x92\xE5\xD3\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x33\x89\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x98\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x64\xB8\x7E\xCA\x00\x00\x00\x00\x33\x0F\x79\x13\x00\x00\x00\x00\x72\x7E\xFD\x76\x00\x00\x00\x00\x8C\x23\xB3\x3B\x00\x00\x00\x00\xF4\xEC\x86\x67\x00\x00\x00\x00\x1F\x5F\x3A\xE9\x00\x00\x00\x00\xAA\xC9\x19\xCF\x00\x00\x00\x00\x68\x83\x21\xAE\x00\x00\x00\x00\xF8\xA5\x34\x87\x00\x00\x00\x00\xE6\xE2\xC6\x74\x00\x00\x00\x00\xEE\x51\x5C\x1B\x00\x00\x00\x00\x2D\xD0\x1D\x6E\x00\x00\x00\x00\xBC\xA8\xAC\x82\x00\x00\x00\x00\xB6\x6E\x71\xA5\x00\x00\x00\x00\x6D\xB6\x26\x12\x00\x00\x00\x00\xD7\xC5\x5C\xA4\x00\x00\x00\x00\xE8\x9F\xC0\x36\x00\x00\x00\x00\x70\xD3\xC5\x8B\x00\x00\x00\x00\x29\x09\xAB\x7A\x00\x00\x00\x00\x63\x26\x69\x73\x00\x00\x00\x00\x46\x37\x86\x05\x00\x00\x00\x00\xCA\xE5\x69\xF2\x00\x00\x00\x00\xEE\x63\xFF\x17\x00\x00\x00\x00\x6B\x86\xA3\x18\x00\x00\x00\x00\x96\x62\x68\x08\x00\x00\x00\x00\x61\x9E\xBE\x88\x00\x00\x00\x00\xB6\x94\xB5\xB4\x00\x00\x00\x00\xC4\xB8\x7E\xF7\x00\x00\x00\x00\x93\x26\x55\x3B\x00\x00\x00\x00\xDE\x90\x92\x94\x00\x00\x00\x00\x83\x77\x0E\x17\x00\x00\x00\x00\xCD\x92\xE5\xD3\x2D\x78\xDA\x75\x9A\x03\xD8\x48\xAB\x55\x8D\x29\xA1\xD3\xBD\xD6\xE2\xF6\x18\xE3\x45\xF2\xAE\x2C\xFD\x75\xA4\xC2\x70\x05\x82\xA6\x5B\x03\x41\x23\x26\x81\x73\x13\x72\xB1\x74\x95\xCC\x22\x94\x8C\x2B\x14\x19\xE2\x7D\x20\x57\x21\xA7\x5A\xC5\x92\xD7\x2C\x88\x5B\xC7\x08\xEB\xC7\xCC\xF6\x98\x5F\x9A\x9B\xF4\xFD\x3B\x65\x16\x91\x78\x5E\x4D\xF2\x0C\xEB\x32\x1D\x4C\xCE\xEF\x49\xB6\xED\x1A\x39\xDB\x73\xB6\x60\x96\x8C\xAF\x2C\x25\x06\x2B\x86\x2C\x9A\xB4\x17\x9D\x2A\xBD\x56\xEE\x7C\x69\xE2\x72\x4B\x65\x1B\xD5\x63\xD7\x8B\xBA\xED\x25\x51\xF9\xA4\x3D\xAE\xD4\x02\x0C\x77\x35\xEA\x65\x2D\x99\x34\x19\x40\x8F\x8E\x80\xD2\xCD\xEC\xD9\xEA\x0E\xF3\x3E\xBD\xFC\x65\xC9\xDA\x47\xF2\xF2\xBB\xCF\xC1\x9F\x32\x36\x9D\xE5\x2F\xAE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x99)], 9001)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9001)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x923B7F98)], 9001)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x1AFBB502)], 9001)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xE831DD49)], 9001)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x0640A8CD)], 9001)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xFF41C183)], 9001)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xA7C1F19A)], 9001)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xB9971FCF)], 9001)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xBF5A37E2)], 9001)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xB728EF5C)], 9001)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x28F5DE26)], 9001)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x40F390BB)], 9001)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xFF48DD8B)], 9001)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xAC2696CB)], 9001)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x71F692D0)], 9001)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x61A83D8A)], 9001)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x04510920)], 9001)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x181D19C2)], 9001)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x5969640A)], 9001)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x990501A7)], 9001)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x6C1BCD19)], 9001)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x366F50AA)], 9001)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x8E0C2880)], 9001)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x9EB21D64)], 9001)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x728B8E67)], 9001)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x511463CB)], 9001)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xEC43C78E)], 9001)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xF5B9385B)], 9001)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x14353835)], 9001)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x46EA87F8)], 9001)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x82689708)], 9001)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xC7550A60)], 9001)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x90E9E552)], 9001)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x403E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000329),
                gc.DataTuple('slot_count', 0x00000F47),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0EF44FF3),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x40\x3E\x00\x0A\x00\x00\x00\x00\x00\x00\x31\x1C\x00\x00\x00\x00\x00\x40\x00\x00\x96\xA9\xEC\x21\x0C\x18\x71\x1E\x62\x05\x70\xCE\x0F\x3F\xDD\x66\xE4\x4E\x54\x9E\x13\xD3\xB5\x97\x48\xD0\x20\xC7\x2D\xC0\xCF\x11\xE8\xA1\xC9\x90\x9A\x57\xBA\x85\x94\xFC\x6A\xC0\xAC\x66\x1F\x6E\xBB\xD5\xAB\xA4\x62\xBA\x00\x5E\xC8\xA4\xB5\x1B\x18\x72\x19\xB2\x84\xE4\x9C\xB4\x49\x9D\xED\xDC\x79\xFB\xF1\x60\x6D\x2C\x37\x15\x0B\x8D\x11\xF6\xCE\x4E\xE9\x15\x04\x95\x47\x09\x96\x95\x97\x73\x85\x42\x6A\x69\xAA\x46\x90\x01\x95\x97\xC8\x5F\x7B\x9A\x9E\xBD\xF1\x0F\xDD\x7F\x64\xC3\x0D\x3C\x67\xF9\x5F\xC4\x0A\x52\x28\x3C\x55\x60\xB2\x32\xF4\xA2\x06\x4B\xDF\xA6\x9F\x85\x09\x1A\x87\x00\x84\x58\x45\x9F\xFF\x4B\xF0\x41\x81\x43\xB7\x7D\x50\xD9\xB1\xB8\xBC\x18\x36\x13\x8D\x2F\x20\x7F\xFE\x7D\xC1\x59\x3D\x07\x10\x08\x95\xC8\xCB\x68\xCC\x5F\xF2\x5A\xBC\x7E\x4F\x94\x8C\xE6\x50\x7A\x9D\x9B\xE5\xA4\x5F\xC4\xD6\xA6\xC6\xF4\x03\xAD\x17\xA9\x6A\x99\xC7\xB3\xB6\xC4\x8A\x73\xEF\xD8\xEF\x37\x37\xAE\x11\xF5\xB0\x52\x53\x5B\x4F\xA0\xC4\xEF\x2D\x06\x93\x06\xBF\xED\x51\x09\xFF\x7B\xE6\x3E\xD1\xD2\x23\xA7\xF7\x46\x39\x9E\x2C\x6F\xD8\x6B\x33\xEB\x58\xA6\x5D\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x40\x3E\x00\x0A\x00\x00\x00\x00\x00\x00\x05\x99\x00\x00\x00\x00\x00\x40\x00\x00\x96\xA9\xEC\x21\x92\x3B\x7F\x98\x62\x05\x70\xCE\x1A\xFB\xB5\x02\xE4\x4E\x54\x9E\xE8\x31\xDD\x49\x48\xD0\x20\xC7\x06\x40\xA8\xCD\xE8\xA1\xC9\x90\xFF\x41\xC1\x83\x94\xFC\x6A\xC0\xA7\xC1\xF1\x9A\xBB\xD5\xAB\xA4\xB9\x97\x1F\xCF\xC8\xA4\xB5\x1B\xBF\x5A\x37\xE2\x84\xE4\x9C\xB4\xB7\x28\xEF\x5C\x79\xFB\xF1\x60\x28\xF5\xDE\x26\x0B\x8D\x11\xF6\x40\xF3\x90\xBB\x04\x95\x47\x09\xFF\x48\xDD\x8B\x85\x42\x6A\x69\xAC\x26\x96\xCB\x95\x97\xC8\x5F\x71\xF6\x92\xD0\xF1\x0F\xDD\x7F\x61\xA8\x3D\x8A\x67\xF9\x5F\xC4\x04\x51\x09\x20\x55\x60\xB2\x32\x18\x1D\x19\xC2\xDF\xA6\x9F\x85\x59\x69\x64\x0A\x84\x58\x45\x9F\x99\x05\x01\xA7\x81\x43\xB7\x7D\x6C\x1B\xCD\x19\xBC\x18\x36\x13\x36\x6F\x50\xAA\xFE\x7D\xC1\x59\x8E\x0C\x28\x80\x95\xC8\xCB\x68\x9E\xB2\x1D\x64\xBC\x7E\x4F\x94\x72\x8B\x8E\x67\x9D\x9B\xE5\xA4\x51\x14\x63\xCB\xC6\xF4\x03\xAD\xEC\x43\xC7\x8E\xC7\xB3\xB6\xC4\xF5\xB9\x38\x5B\xEF\x37\x37\xAE\x14\x35\x38\x35\x53\x5B\x4F\xA0\x46\xEA\x87\xF8\x93\x06\xBF\xED\x82\x68\x97\x08\xE6\x3E\xD1\xD2\xC7\x55\x0A\x60\x39\x9E\x2C\x6F\x90\xE9\xE5\x52\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x23\x29\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x99\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x92\x3B\x7F\x98\x00\x00\x00\x00\x1A\xFB\xB5\x02\x00\x00\x00\x00\xE8\x31\xDD\x49\x00\x00\x00\x00\x06\x40\xA8\xCD\x00\x00\x00\x00\xFF\x41\xC1\x83\x00\x00\x00\x00\xA7\xC1\xF1\x9A\x00\x00\x00\x00\xB9\x97\x1F\xCF\x00\x00\x00\x00\xBF\x5A\x37\xE2\x00\x00\x00\x00\xB7\x28\xEF\x5C\x00\x00\x00\x00\x28\xF5\xDE\x26\x00\x00\x00\x00\x40\xF3\x90\xBB\x00\x00\x00\x00\xFF\x48\xDD\x8B\x00\x00\x00\x00\xAC\x26\x96\xCB\x00\x00\x00\x00\x71\xF6\x92\xD0\x00\x00\x00\x00\x61\xA8\x3D\x8A\x00\x00\x00\x00\x04\x51\x09\x20\x00\x00\x00\x00\x18\x1D\x19\xC2\x00\x00\x00\x00\x59\x69\x64\x0A\x00\x00\x00\x00\x99\x05\x01\xA7\x00\x00\x00\x00\x6C\x1B\xCD\x19\x00\x00\x00\x00\x36\x6F\x50\xAA\x00\x00\x00\x00\x8E\x0C\x28\x80\x00\x00\x00\x00\x9E\xB2\x1D\x64\x00\x00\x00\x00\x72\x8B\x8E\x67\x00\x00\x00\x00\x51\x14\x63\xCB\x00\x00\x00\x00\xEC\x43\xC7\x8E\x00\x00\x00\x00\xF5\xB9\x38\x5B\x00\x00\x00\x00\x14\x35\x38\x35\x00\x00\x00\x00\x46\xEA\x87\xF8\x00\x00\x00\x00\x82\x68\x97\x08\x00\x00\x00\x00\xC7\x55\x0A\x60\x00\x00\x00\x00\x90\xE9\xE5\x52\x58\xA6\x5D\x8B\xDD\x62\x8C\x6E\x12\x60\x46\x75\xBA\xB6\x83\xF7\x39\xDF\x34\xE7\xC7\xCA\x62\x06\x1D\x44\x96\xD8\x40\x84\x40\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xEB)], 10455)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10455)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x8A04626B)], 10455)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xE2F9DA60)], 10455)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x995B1548)], 10455)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xA6B0976B)], 10455)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x814E6260)], 10455)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xD27F0D71)], 10455)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x269A46C8)], 10455)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x5E7D43E7)], 10455)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xCC893357)], 10455)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xD9E6BB52)], 10455)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xEE65AD40)], 10455)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x8B9D6662)], 10455)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x99F3075D)], 10455)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x111DA894)], 10455)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xD1AD80A0)], 10455)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xDB294BF8)], 10455)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xE3CE586C)], 10455)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xE622582B)], 10455)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xE9705B05)], 10455)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x0216A6A7)], 10455)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x45A5138E)], 10455)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xF8FD7D52)], 10455)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x34BE3C71)], 10455)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xE2CDFC06)], 10455)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x44DF65ED)], 10455)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xE26A69B8)], 10455)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x1B0D556A)], 10455)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xDF1D2308)], 10455)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xCF372D98)], 10455)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xCD5E7356)], 10455)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x53AC1005)], 10455)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xDBFD729E)], 10455)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0883),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008D7),
                gc.DataTuple('slot_count', 0x00000EF8),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6084A98E),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x08\x83\x00\x18\x00\x00\x00\x00\x00\x00\xBB\xA4\x00\x00\x00\x00\x00\x40\x00\x00\x90\xBB\xD8\x0F\x71\x7B\xB4\x7E\xD2\x9D\x41\x6A\x51\xE3\x67\x02\x1C\x00\x15\x3F\xBC\x29\xD6\x07\x68\x37\x8D\xF3\x96\xD2\x9D\x3C\x9F\xA7\x9B\x87\x96\xFB\x73\xBF\x97\xEC\x7A\x0D\x3A\xED\x41\xCB\xB3\x56\xF8\x7D\x36\x26\x40\xE4\x26\xAE\x0D\x6B\x5D\x08\x36\x3A\x18\x11\x93\xD5\xB7\x38\xE4\xA1\x3A\xC8\xC0\x01\x78\xD5\x73\x7C\x4A\xAD\x8A\x62\x92\xB7\xA2\xD6\x42\xA7\xA4\x5A\x97\x06\xF8\xF1\x13\x55\x20\xA6\xA4\x44\x8B\xA0\x54\x06\x18\x21\x57\x6A\x45\x97\x72\xD7\x56\xF4\x55\xBC\x4E\xFF\xB0\x96\x10\x3E\x7E\x98\x0B\x88\xE3\x33\xAB\x27\x4F\xA3\x45\x61\x4D\x83\xCF\x5D\xBD\xA6\xF4\x92\xB0\xB8\xDB\xFF\xD1\xB5\x4D\x04\x3F\x59\x7B\x88\xB5\x60\x09\x82\xC7\xF6\xAA\x7E\x23\x25\x1C\x0C\x69\xB0\x7A\x1A\x93\x39\xCC\x45\x77\x0D\x8B\xDB\x15\xF2\x41\x03\x69\xFE\x4E\x08\xEC\xD1\x24\x7A\xBF\x54\x18\x3F\xA3\xD1\x43\xCF\x52\x68\x9A\xF1\xE0\xBD\xBF\x61\x1E\x4C\x21\xE1\xB9\xD6\xE6\xD0\x1A\x85\x82\xFE\xFC\xDD\x1C\x3C\x12\xD0\xFD\x5F\xEE\xE5\x8F\x10\x33\x77\x3D\xB2\x6B\xAE\x85\xB6\xD2\x49\x98\xB0\xF5\x16\x99\x3F\x4D\x9A\xC5\x3F\xB9\x60\x94\xA5\x00\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x08\x83\x00\x18\x00\x00\x00\x00\x00\x00\x05\xEB\x00\x00\x00\x00\x00\x40\x00\x00\x90\xBB\xD8\x0F\x8A\x04\x62\x6B\xD2\x9D\x41\x6A\xE2\xF9\xDA\x60\x1C\x00\x15\x3F\x99\x5B\x15\x48\x68\x37\x8D\xF3\xA6\xB0\x97\x6B\x9F\xA7\x9B\x87\x81\x4E\x62\x60\x97\xEC\x7A\x0D\xD2\x7F\x0D\x71\xB3\x56\xF8\x7D\x26\x9A\x46\xC8\x26\xAE\x0D\x6B\x5E\x7D\x43\xE7\x18\x11\x93\xD5\xCC\x89\x33\x57\x3A\xC8\xC0\x01\xD9\xE6\xBB\x52\x4A\xAD\x8A\x62\xEE\x65\xAD\x40\x42\xA7\xA4\x5A\x8B\x9D\x66\x62\x13\x55\x20\xA6\x99\xF3\x07\x5D\x54\x06\x18\x21\x11\x1D\xA8\x94\x72\xD7\x56\xF4\xD1\xAD\x80\xA0\xB0\x96\x10\x3E\xDB\x29\x4B\xF8\xE3\x33\xAB\x27\xE3\xCE\x58\x6C\x4D\x83\xCF\x5D\xE6\x22\x58\x2B\xB0\xB8\xDB\xFF\xE9\x70\x5B\x05\x3F\x59\x7B\x88\x02\x16\xA6\xA7\xC7\xF6\xAA\x7E\x45\xA5\x13\x8E\x69\xB0\x7A\x1A\xF8\xFD\x7D\x52\x77\x0D\x8B\xDB\x34\xBE\x3C\x71\x69\xFE\x4E\x08\xE2\xCD\xFC\x06\xBF\x54\x18\x3F\x44\xDF\x65\xED\x52\x68\x9A\xF1\xE2\x6A\x69\xB8\x1E\x4C\x21\xE1\x1B\x0D\x55\x6A\x1A\x85\x82\xFE\xDF\x1D\x23\x08\x12\xD0\xFD\x5F\xCF\x37\x2D\x98\x33\x77\x3D\xB2\xCD\x5E\x73\x56\xD2\x49\x98\xB0\x53\xAC\x10\x05\x4D\x9A\xC5\x3F\xDB\xFD\x72\x9E\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x28\xD7\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEB\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x8A\x04\x62\x6B\x00\x00\x00\x00\xE2\xF9\xDA\x60\x00\x00\x00\x00\x99\x5B\x15\x48\x00\x00\x00\x00\xA6\xB0\x97\x6B\x00\x00\x00\x00\x81\x4E\x62\x60\x00\x00\x00\x00\xD2\x7F\x0D\x71\x00\x00\x00\x00\x26\x9A\x46\xC8\x00\x00\x00\x00\x5E\x7D\x43\xE7\x00\x00\x00\x00\xCC\x89\x33\x57\x00\x00\x00\x00\xD9\xE6\xBB\x52\x00\x00\x00\x00\xEE\x65\xAD\x40\x00\x00\x00\x00\x8B\x9D\x66\x62\x00\x00\x00\x00\x99\xF3\x07\x5D\x00\x00\x00\x00\x11\x1D\xA8\x94\x00\x00\x00\x00\xD1\xAD\x80\xA0\x00\x00\x00\x00\xDB\x29\x4B\xF8\x00\x00\x00\x00\xE3\xCE\x58\x6C\x00\x00\x00\x00\xE6\x22\x58\x2B\x00\x00\x00\x00\xE9\x70\x5B\x05\x00\x00\x00\x00\x02\x16\xA6\xA7\x00\x00\x00\x00\x45\xA5\x13\x8E\x00\x00\x00\x00\xF8\xFD\x7D\x52\x00\x00\x00\x00\x34\xBE\x3C\x71\x00\x00\x00\x00\xE2\xCD\xFC\x06\x00\x00\x00\x00\x44\xDF\x65\xED\x00\x00\x00\x00\xE2\x6A\x69\xB8\x00\x00\x00\x00\x1B\x0D\x55\x6A\x00\x00\x00\x00\xDF\x1D\x23\x08\x00\x00\x00\x00\xCF\x37\x2D\x98\x00\x00\x00\x00\xCD\x5E\x73\x56\x00\x00\x00\x00\x53\xAC\x10\x05\x00\x00\x00\x00\xDB\xFD\x72\x9E\x00\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24\x04\x10\x40\x69\x0D\xCC\xFF\x8B\x0C\x52\xB1\x6A\x9C\xAE\x13\x52\x96\xBE\x36\xCC\xC9\xB5\xBA\xF4\x30\xF6\x6E\xDD\x2F\x1B\x4A\xF6\x8B\x3C\xD9\x6D\x93\xEE\x73\x58\xD0\xAA\x65\xB9\xE4\x94\x5A\xA9\x3C\x3A\x8B\x89\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x1E)], 11565)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11565)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x2F8CF20C)], 11565)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x49D5126A)], 11565)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x11A1DC7B)], 11565)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x1B9C026F)], 11565)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x27B5EA72)], 11565)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x16B74070)], 11565)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x2195531C)], 11565)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x500A83A4)], 11565)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xF4F92D6B)], 11565)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x06AE3D20)], 11565)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xBFADCF7A)], 11565)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xCDACE387)], 11565)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x4B998262)], 11565)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x24D2F34F)], 11565)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x4502F380)], 11565)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x2AB85A22)], 11565)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xF506A38B)], 11565)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x8C0D4E6A)], 11565)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xF1FDE916)], 11565)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x31DB0FB6)], 11565)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x0D6C50B2)], 11565)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x60734B30)], 11565)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x9F648FEB)], 11565)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x303F457E)], 11565)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x2E7D4492)], 11565)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xAC054A83)], 11565)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xA1A76880)], 11565)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x9C3FAE66)], 11565)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x66B42DE6)], 11565)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x3635A323)], 11565)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x307CEF51)], 11565)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xBEFEBD42)], 11565)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC6D7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D2D),
                gc.DataTuple('slot_count', 0x00000935),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1A344FBB),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xC6\xD7\x00\x08\x00\x00\x00\x00\x00\x00\x29\x9F\x00\x00\x00\x00\x00\x40\x00\x00\x34\xED\xA6\x5E\xD0\x3E\xC1\x3C\x13\x19\x07\x73\x7B\x9F\xE2\x24\xA9\xBB\xCE\xB7\x4F\x84\xD5\x3F\xA9\x36\xFA\x32\x12\x15\xB2\x5B\xCF\x17\x79\xAD\x06\xD5\x15\x34\xDE\xB2\x7E\xC7\x58\x8A\xFE\xE1\xC4\x64\x95\xEF\xBE\x32\x09\xD8\x82\x22\x04\xC1\x85\x7F\xC7\x02\x80\xA2\xA2\x7F\xA3\x56\xA9\x31\xCA\x64\xD8\xAA\x36\xD4\x80\xB9\xB3\x3E\xDC\x90\x79\xB8\x24\xF7\xFE\xE0\x17\xE1\xBE\x50\x71\x0D\x69\xE8\xE6\x0A\x4E\x25\x3D\xF5\xB7\x5F\xC0\x3D\x8B\x82\x82\xCD\x5E\x7C\xF4\x67\x9A\xFB\x0D\xE8\x12\xAE\x52\x85\xEC\x04\xD4\xEB\x57\xDB\x18\x71\x6E\x32\x9D\x0A\xCC\x16\x31\x2F\x1E\x2A\x71\x0A\x26\xE3\x66\x60\x5B\x77\xE7\xE2\x57\xEE\x98\xBA\x34\x43\xAB\xF9\xF0\xDA\xF9\x80\xDC\xD1\x5C\x78\x94\x1F\xB4\x8B\x77\xD9\x1E\x6D\x54\xA2\x3B\xDB\x37\xBA\x77\xB2\xF6\xDC\x9C\x5B\xC4\xA0\x9A\x07\x02\xF6\x0F\xD3\xA7\x80\x9C\xCC\x56\xE3\x6E\x77\xB5\x85\x3A\x9D\x38\xAE\x66\x94\x71\x4C\x59\x3C\x2A\x1A\xB7\x30\x9C\x21\xC2\xA5\x75\xEC\x54\x77\x85\xF7\xC0\x68\x11\xD1\xBF\xCA\x34\x43\x5D\xAC\x0E\x89\x34\x0A\x89\x6A\x04\x51\x7E\x55\x5A\x9F\x01\xE8\x22\x3F\x8F\xBB\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62\x5C\x1C\xEA\x02\x73\x6C\x79\x65\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3\x59\x02\x36\x82\xA0\xC9\x9A\x1C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xC6\xD7\x00\x08\x00\x00\x00\x00\x00\x00\x07\x1E\x00\x00\x00\x00\x00\x40\x00\x00\x34\xED\xA6\x5E\x2F\x8C\xF2\x0C\x13\x19\x07\x73\x49\xD5\x12\x6A\xA9\xBB\xCE\xB7\x11\xA1\xDC\x7B\xA9\x36\xFA\x32\x1B\x9C\x02\x6F\xCF\x17\x79\xAD\x27\xB5\xEA\x72\xDE\xB2\x7E\xC7\x16\xB7\x40\x70\xC4\x64\x95\xEF\x21\x95\x53\x1C\x82\x22\x04\xC1\x50\x0A\x83\xA4\x80\xA2\xA2\x7F\xF4\xF9\x2D\x6B\xCA\x64\xD8\xAA\x06\xAE\x3D\x20\xB3\x3E\xDC\x90\xBF\xAD\xCF\x7A\xFE\xE0\x17\xE1\xCD\xAC\xE3\x87\x69\xE8\xE6\x0A\x4B\x99\x82\x62\xB7\x5F\xC0\x3D\x24\xD2\xF3\x4F\x5E\x7C\xF4\x67\x45\x02\xF3\x80\x12\xAE\x52\x85\x2A\xB8\x5A\x22\x57\xDB\x18\x71\xF5\x06\xA3\x8B\xCC\x16\x31\x2F\x8C\x0D\x4E\x6A\x26\xE3\x66\x60\xF1\xFD\xE9\x16\x57\xEE\x98\xBA\x31\xDB\x0F\xB6\xF0\xDA\xF9\x80\x0D\x6C\x50\xB2\x94\x1F\xB4\x8B\x60\x73\x4B\x30\x54\xA2\x3B\xDB\x9F\x64\x8F\xEB\xF6\xDC\x9C\x5B\x30\x3F\x45\x7E\x02\xF6\x0F\xD3\x2E\x7D\x44\x92\x56\xE3\x6E\x77\xAC\x05\x4A\x83\x38\xAE\x66\x94\xA1\xA7\x68\x80\x2A\x1A\xB7\x30\x9C\x3F\xAE\x66\x75\xEC\x54\x77\x66\xB4\x2D\xE6\x11\xD1\xBF\xCA\x36\x35\xA3\x23\x0E\x89\x34\x0A\x30\x7C\xEF\x51\x7E\x55\x5A\x9F\xBE\xFE\xBD\x42\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2D\x2D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1E\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x2F\x8C\xF2\x0C\x00\x00\x00\x00\x49\xD5\x12\x6A\x00\x00\x00\x00\x11\xA1\xDC\x7B\x00\x00\x00\x00\x1B\x9C\x02\x6F\x00\x00\x00\x00\x27\xB5\xEA\x72\x00\x00\x00\x00\x16\xB7\x40\x70\x00\x00\x00\x00\x21\x95\x53\x1C\x00\x00\x00\x00\x50\x0A\x83\xA4\x00\x00\x00\x00\xF4\xF9\x2D\x6B\x00\x00\x00\x00\x06\xAE\x3D\x20\x00\x00\x00\x00\xBF\xAD\xCF\x7A\x00\x00\x00\x00\xCD\xAC\xE3\x87\x00\x00\x00\x00\x4B\x99\x82\x62\x00\x00\x00\x00\x24\xD2\xF3\x4F\x00\x00\x00\x00\x45\x02\xF3\x80\x00\x00\x00\x00\x2A\xB8\x5A\x22\x00\x00\x00\x00\xF5\x06\xA3\x8B\x00\x00\x00\x00\x8C\x0D\x4E\x6A\x00\x00\x00\x00\xF1\xFD\xE9\x16\x00\x00\x00\x00\x31\xDB\x0F\xB6\x00\x00\x00\x00\x0D\x6C\x50\xB2\x00\x00\x00\x00\x60\x73\x4B\x30\x00\x00\x00\x00\x9F\x64\x8F\xEB\x00\x00\x00\x00\x30\x3F\x45\x7E\x00\x00\x00\x00\x2E\x7D\x44\x92\x00\x00\x00\x00\xAC\x05\x4A\x83\x00\x00\x00\x00\xA1\xA7\x68\x80\x00\x00\x00\x00\x9C\x3F\xAE\x66\x00\x00\x00\x00\x66\xB4\x2D\xE6\x00\x00\x00\x00\x36\x35\xA3\x23\x00\x00\x00\x00\x30\x7C\xEF\x51\x00\x00\x00\x00\xBE\xFE\xBD\x42\x8F\xBB\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62\x5C\x1C\xEA\x02\x73\x6C\x79\x65\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3\x59\x02\x36\x82\xA0\xC9\x9A\x1C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x24)], 9093)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9093)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xECA1D0FF)], 9093)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x6CB0BF14)], 9093)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xD33173CE)], 9093)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x0E230BE3)], 9093)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x6C6909BA)], 9093)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x403D0B8B)], 9093)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x5693321A)], 9093)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x16B1E2D1)], 9093)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x2DF7F6D9)], 9093)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xCD704E68)], 9093)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xDB2BD141)], 9093)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x5D19EA32)], 9093)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x941D5B81)], 9093)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x1A715225)], 9093)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x534B44A3)], 9093)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xCADD629F)], 9093)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xCA78C340)], 9093)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x51BBBDC4)], 9093)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x658DED5B)], 9093)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xADE599A3)], 9093)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x8199B192)], 9093)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x4848F377)], 9093)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x923F1C04)], 9093)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x08C4EE45)], 9093)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x48381383)], 9093)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xCF6AAAF9)], 9093)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xC71A4DC8)], 9093)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x41B569D1)], 9093)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xF4FB58D2)], 9093)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x8B8FC69E)], 9093)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x4BC59D68)], 9093)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x38248297)], 9093)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDCD3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000385),
                gc.DataTuple('slot_count', 0x000006CD),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC0882B11),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xDC\xD3\x00\x09\x00\x00\x00\x00\x00\x00\x69\x48\x00\x00\x00\x00\x00\x40\x00\x00\xBF\x5F\x3B\xA2\x8C\x7B\xB8\x63\xB6\xC8\x93\xE8\x19\x0D\xE9\xAC\x99\x57\xBD\xE3\xC0\xB4\x90\xE0\xBE\x42\x43\x39\x2A\x9D\x96\xC4\x53\xBF\xC1\x0B\x42\x9D\xE2\xFF\xE2\xBE\xA8\x05\x3D\x63\x2E\xD5\xE9\x0F\x80\xA3\xAF\x18\x71\x66\x6A\xE0\xEC\x12\x26\xB3\xC4\xDB\x87\x6E\x59\xDA\xC4\x74\xB6\xFE\x05\x9F\x9F\xB1\x25\xB5\x66\xA6\xB5\x79\x56\xEB\x92\xA6\x49\x08\x6B\x09\xD7\x61\x83\x71\x6A\x10\x09\x9A\xCC\x79\x3A\xC6\x92\xC1\x40\x20\xFA\xC6\x3F\x66\x3A\x98\xC2\xB7\x9D\xE2\x09\xBB\x1F\xB0\x90\xC3\x2F\xB7\x29\xE0\x25\x91\x58\x98\x95\x06\xCA\x8A\xC6\xF8\x5F\xE0\x70\x70\x25\xE2\x82\x15\x72\x3D\xD0\xC5\xD9\xBE\xE9\xC7\x32\xF3\xBF\xA5\x0B\xD4\x80\x91\x45\x6B\xC5\x36\x44\xB2\x06\xFE\x93\xE3\x8A\x40\xB4\xF8\xEA\x7F\x41\xF8\xB3\x45\x4E\x0E\x75\x6F\xB8\x5F\x82\xFF\x24\x2A\xCD\x21\xAD\x3F\x7C\x78\x8A\x20\x8D\xDB\x69\x79\x71\xCB\x87\x1D\x7E\x76\x3B\xEF\x54\xE6\x8F\x77\xA6\x70\xE1\xEC\x28\x0D\xC0\xD6\xA1\x68\xF3\x51\xBE\xCC\xA8\x38\x8D\xA8\xC3\x6D\x98\xBB\x82\x72\xF5\xA9\x30\x1E\xCB\xBB\x92\x0F\xB7\x1F\x31\x50\x59\xA1\x6B\x02\xAD\x32\xBB\xAF\x3A\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xDC\xD3\x00\x09\x00\x00\x00\x00\x00\x00\x05\x24\x00\x00\x00\x00\x00\x40\x00\x00\xBF\x5F\x3B\xA2\xEC\xA1\xD0\xFF\xB6\xC8\x93\xE8\x6C\xB0\xBF\x14\x99\x57\xBD\xE3\xD3\x31\x73\xCE\xBE\x42\x43\x39\x0E\x23\x0B\xE3\x53\xBF\xC1\x0B\x6C\x69\x09\xBA\xE2\xBE\xA8\x05\x40\x3D\x0B\x8B\xE9\x0F\x80\xA3\x56\x93\x32\x1A\x6A\xE0\xEC\x12\x16\xB1\xE2\xD1\x87\x6E\x59\xDA\x2D\xF7\xF6\xD9\x05\x9F\x9F\xB1\xCD\x70\x4E\x68\xB5\x79\x56\xEB\xDB\x2B\xD1\x41\x6B\x09\xD7\x61\x5D\x19\xEA\x32\x09\x9A\xCC\x79\x94\x1D\x5B\x81\x40\x20\xFA\xC6\x1A\x71\x52\x25\xC2\xB7\x9D\xE2\x53\x4B\x44\xA3\x90\xC3\x2F\xB7\xCA\xDD\x62\x9F\x58\x98\x95\x06\xCA\x78\xC3\x40\x5F\xE0\x70\x70\x51\xBB\xBD\xC4\x72\x3D\xD0\xC5\x65\x8D\xED\x5B\x32\xF3\xBF\xA5\xAD\xE5\x99\xA3\x45\x6B\xC5\x36\x81\x99\xB1\x92\x93\xE3\x8A\x40\x48\x48\xF3\x77\x41\xF8\xB3\x45\x92\x3F\x1C\x04\xB8\x5F\x82\xFF\x08\xC4\xEE\x45\xAD\x3F\x7C\x78\x48\x38\x13\x83\x69\x79\x71\xCB\xCF\x6A\xAA\xF9\x3B\xEF\x54\xE6\xC7\x1A\x4D\xC8\xE1\xEC\x28\x0D\x41\xB5\x69\xD1\xF3\x51\xBE\xCC\xF4\xFB\x58\xD2\xC3\x6D\x98\xBB\x8B\x8F\xC6\x9E\x30\x1E\xCB\xBB\x4B\xC5\x9D\x68\x31\x50\x59\xA1\x38\x24\x82\x97\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x23\x85\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x24\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xEC\xA1\xD0\xFF\x00\x00\x00\x00\x6C\xB0\xBF\x14\x00\x00\x00\x00\xD3\x31\x73\xCE\x00\x00\x00\x00\x0E\x23\x0B\xE3\x00\x00\x00\x00\x6C\x69\x09\xBA\x00\x00\x00\x00\x40\x3D\x0B\x8B\x00\x00\x00\x00\x56\x93\x32\x1A\x00\x00\x00\x00\x16\xB1\xE2\xD1\x00\x00\x00\x00\x2D\xF7\xF6\xD9\x00\x00\x00\x00\xCD\x70\x4E\x68\x00\x00\x00\x00\xDB\x2B\xD1\x41\x00\x00\x00\x00\x5D\x19\xEA\x32\x00\x00\x00\x00\x94\x1D\x5B\x81\x00\x00\x00\x00\x1A\x71\x52\x25\x00\x00\x00\x00\x53\x4B\x44\xA3\x00\x00\x00\x00\xCA\xDD\x62\x9F\x00\x00\x00\x00\xCA\x78\xC3\x40\x00\x00\x00\x00\x51\xBB\xBD\xC4\x00\x00\x00\x00\x65\x8D\xED\x5B\x00\x00\x00\x00\xAD\xE5\x99\xA3\x00\x00\x00\x00\x81\x99\xB1\x92\x00\x00\x00\x00\x48\x48\xF3\x77\x00\x00\x00\x00\x92\x3F\x1C\x04\x00\x00\x00\x00\x08\xC4\xEE\x45\x00\x00\x00\x00\x48\x38\x13\x83\x00\x00\x00\x00\xCF\x6A\xAA\xF9\x00\x00\x00\x00\xC7\x1A\x4D\xC8\x00\x00\x00\x00\x41\xB5\x69\xD1\x00\x00\x00\x00\xF4\xFB\x58\xD2\x00\x00\x00\x00\x8B\x8F\xC6\x9E\x00\x00\x00\x00\x4B\xC5\x9D\x68\x00\x00\x00\x00\x38\x24\x82\x97\xBB\xAF\x3A\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x69)], 10982)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10982)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x0DDF48F1)], 10982)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xA55F1359)], 10982)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x79D532CE)], 10982)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xB4D20E2A)], 10982)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xDDAE598D)], 10982)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xD0A0E803)], 10982)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xA76AD80F)], 10982)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xC393B3B5)], 10982)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x131C591E)], 10982)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x3EBF6684)], 10982)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x2A6083C3)], 10982)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x996DBDC7)], 10982)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x7237E559)], 10982)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x76E1188C)], 10982)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x3275B126)], 10982)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x3A6CAE2D)], 10982)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xCFD2677C)], 10982)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x91542AE4)], 10982)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x6BF5071D)], 10982)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xFA7B0B53)], 10982)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xA175A952)], 10982)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xB5973A8E)], 10982)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xF0C35CCC)], 10982)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xE7F61D74)], 10982)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x20EFA045)], 10982)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x0B434831)], 10982)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x30A0A0A6)], 10982)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x923DFC26)], 10982)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x985441AD)], 10982)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xC2EABD76)], 10982)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xF14EFEBF)], 10982)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x937E74C0)], 10982)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x96BF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AE6),
                gc.DataTuple('slot_count', 0x000007EB),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x05371A3E),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x96\xBF\x00\x10\x00\x00\x00\x00\x00\x00\x8B\x9B\x00\x00\x00\x00\x00\x40\x00\x00\xA2\xAA\x3F\x06\x6A\xFA\x76\x43\xD2\xC2\xBE\xEE\xCE\x06\xCB\xD0\x5E\xCA\x94\xDB\x52\x7B\xBB\x79\x71\x19\x33\x70\x70\x43\x0E\x28\xF2\x14\x26\x0E\xAC\x79\x8A\x14\xB5\xB4\x42\x45\x87\x1E\xA7\x63\xFB\xC0\xE0\x71\x39\xD1\x67\xDF\x7A\x5F\x6D\xE2\x1A\x23\x9C\xAB\x74\xE5\x5A\x0D\xF4\x85\xF4\x73\x30\x80\x0E\xA7\x64\x94\x9A\x7C\x3A\x1D\xC5\x0B\x9F\xFE\x62\x39\x4A\xB9\x8D\xA8\x1B\x8A\xA5\x7C\x9A\x20\x79\x35\xB7\xAF\xF9\xE3\x2F\x0B\xD2\x51\x5A\x6B\xB8\x65\x90\x90\x94\xAE\x19\x08\xCF\x31\xED\x4A\xE1\x20\xBC\x1E\xA7\x6A\xB2\x3E\x97\x64\x60\x29\x76\x14\xDB\xC2\x16\x4B\xC7\xDD\x3A\xC9\x36\x91\x18\x95\xAE\xF1\x9C\xD0\x5E\x2A\x72\x7C\x32\x3A\xEF\xE0\xB8\xEB\x6D\x79\x33\x6C\x14\x3D\x29\x61\x8F\x07\x7E\x17\xB6\xE6\x5B\xFD\x68\xE9\x15\xCB\x5E\x74\xDD\x86\xBC\x98\x73\xAB\x4C\xFA\xD2\x65\x5D\x59\x74\x2F\x7E\xC6\x0C\xB0\x98\x03\x0A\x1C\xAD\xDE\x7D\x00\x3C\x1C\x5B\x71\x7A\x8C\x6F\xEA\x31\x44\xC4\x4C\x49\x0F\xE2\xBE\x60\x7E\xF1\xD9\xF1\xF2\x12\x22\xB3\xD3\xE6\xC2\x27\x8D\x16\xAC\xDC\x1B\xE6\xA3\x0F\x8F\x5C\xAF\xDC\x77\xF8\x4E\xBC\xF8\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x96\xBF\x00\x10\x00\x00\x00\x00\x00\x00\x07\x69\x00\x00\x00\x00\x00\x40\x00\x00\xA2\xAA\x3F\x06\x0D\xDF\x48\xF1\xD2\xC2\xBE\xEE\xA5\x5F\x13\x59\x5E\xCA\x94\xDB\x79\xD5\x32\xCE\x71\x19\x33\x70\xB4\xD2\x0E\x2A\xF2\x14\x26\x0E\xDD\xAE\x59\x8D\xB5\xB4\x42\x45\xD0\xA0\xE8\x03\xFB\xC0\xE0\x71\xA7\x6A\xD8\x0F\x7A\x5F\x6D\xE2\xC3\x93\xB3\xB5\x74\xE5\x5A\x0D\x13\x1C\x59\x1E\x30\x80\x0E\xA7\x3E\xBF\x66\x84\x3A\x1D\xC5\x0B\x2A\x60\x83\xC3\x4A\xB9\x8D\xA8\x99\x6D\xBD\xC7\x9A\x20\x79\x35\x72\x37\xE5\x59\x2F\x0B\xD2\x51\x76\xE1\x18\x8C\x90\x90\x94\xAE\x32\x75\xB1\x26\xED\x4A\xE1\x20\x3A\x6C\xAE\x2D\xB2\x3E\x97\x64\xCF\xD2\x67\x7C\xDB\xC2\x16\x4B\x91\x54\x2A\xE4\x36\x91\x18\x95\x6B\xF5\x07\x1D\x5E\x2A\x72\x7C\xFA\x7B\x0B\x53\xB8\xEB\x6D\x79\xA1\x75\xA9\x52\x29\x61\x8F\x07\xB5\x97\x3A\x8E\x5B\xFD\x68\xE9\xF0\xC3\x5C\xCC\xDD\x86\xBC\x98\xE7\xF6\x1D\x74\xD2\x65\x5D\x59\x20\xEF\xA0\x45\x0C\xB0\x98\x03\x0B\x43\x48\x31\x7D\x00\x3C\x1C\x30\xA0\xA0\xA6\x6F\xEA\x31\x44\x92\x3D\xFC\x26\xE2\xBE\x60\x7E\x98\x54\x41\xAD\x12\x22\xB3\xD3\xC2\xEA\xBD\x76\x16\xAC\xDC\x1B\xF1\x4E\xFE\xBF\x5C\xAF\xDC\x77\x93\x7E\x74\xC0\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2A\xE6\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x69\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x0D\xDF\x48\xF1\x00\x00\x00\x00\xA5\x5F\x13\x59\x00\x00\x00\x00\x79\xD5\x32\xCE\x00\x00\x00\x00\xB4\xD2\x0E\x2A\x00\x00\x00\x00\xDD\xAE\x59\x8D\x00\x00\x00\x00\xD0\xA0\xE8\x03\x00\x00\x00\x00\xA7\x6A\xD8\x0F\x00\x00\x00\x00\xC3\x93\xB3\xB5\x00\x00\x00\x00\x13\x1C\x59\x1E\x00\x00\x00\x00\x3E\xBF\x66\x84\x00\x00\x00\x00\x2A\x60\x83\xC3\x00\x00\x00\x00\x99\x6D\xBD\xC7\x00\x00\x00\x00\x72\x37\xE5\x59\x00\x00\x00\x00\x76\xE1\x18\x8C\x00\x00\x00\x00\x32\x75\xB1\x26\x00\x00\x00\x00\x3A\x6C\xAE\x2D\x00\x00\x00\x00\xCF\xD2\x67\x7C\x00\x00\x00\x00\x91\x54\x2A\xE4\x00\x00\x00\x00\x6B\xF5\x07\x1D\x00\x00\x00\x00\xFA\x7B\x0B\x53\x00\x00\x00\x00\xA1\x75\xA9\x52\x00\x00\x00\x00\xB5\x97\x3A\x8E\x00\x00\x00\x00\xF0\xC3\x5C\xCC\x00\x00\x00\x00\xE7\xF6\x1D\x74\x00\x00\x00\x00\x20\xEF\xA0\x45\x00\x00\x00\x00\x0B\x43\x48\x31\x00\x00\x00\x00\x30\xA0\xA0\xA6\x00\x00\x00\x00\x92\x3D\xFC\x26\x00\x00\x00\x00\x98\x54\x41\xAD\x00\x00\x00\x00\xC2\xEA\xBD\x76\x00\x00\x00\x00\xF1\x4E\xFE\xBF\x00\x00\x00\x00\x93\x7E\x74\xC0\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x4C)], 8765)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 8765)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xADD9A606)], 8765)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x0CAC52D5)], 8765)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x9E250933)], 8765)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xDF289FD3)], 8765)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xFFEF8C03)], 8765)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xEA0FF852)], 8765)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xD3F1D373)], 8765)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xCF778FF7)], 8765)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xC1A66F18)], 8765)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x308745BF)], 8765)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x5418F329)], 8765)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x7615407C)], 8765)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x6270ED60)], 8765)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x3F4F758C)], 8765)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x5D9F8948)], 8765)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x064EA57D)], 8765)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x2C440F53)], 8765)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x7A0EF28F)], 8765)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xD4AEE42C)], 8765)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x227096C8)], 8765)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x8E2D924C)], 8765)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x384EAB9B)], 8765)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xE10C1FBA)], 8765)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x89DD914D)], 8765)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xE7784C95)], 8765)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x56E73EC8)], 8765)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xB2DA600C)], 8765)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x41F97A50)], 8765)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xA2E7CF16)], 8765)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x6CF48F15)], 8765)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xA0DEA803)], 8765)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xBA129886)], 8765)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x426E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000023D),
                gc.DataTuple('slot_count', 0x00001AC9),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13627C7E),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x42\x6E\x00\x06\x00\x00\x00\x00\x00\x00\xE3\x64\x00\x00\x00\x00\x00\x40\x00\x00\xF6\x9C\xC2\xE8\x60\xA8\x5F\xA0\xB2\x65\xA6\x32\x42\xB7\x39\x3F\x6E\x55\xD7\x92\x79\x96\x06\x84\xF1\x31\x05\x95\xD5\x87\x94\xC1\xDF\x5E\x8B\x90\x0A\x6C\xFC\xFE\xE8\x43\x23\x89\x37\x76\xE2\xB2\x9E\xE6\x77\x5F\x35\x53\x53\x5C\x40\xE0\xB3\xDD\xC1\xAC\x06\xD5\xB5\x24\x07\x9B\x6B\x28\x7A\x22\xFB\xE8\x28\xC6\xA2\x79\x5E\xD3\xF8\x87\x1B\xA7\x13\x81\x62\xF6\x1C\xA2\xF6\x95\xAC\xC7\x7A\xE2\x57\xE7\xFE\xA9\xD9\x94\xE6\x4F\x99\x60\x84\x6C\x1E\x33\x13\xF4\x33\x7D\x4E\xB9\xD5\x6B\x1B\x59\x9D\x8B\x65\x32\x2D\x8A\x39\x57\xF6\x13\x14\xF0\xAB\x05\x98\x3C\x0F\xD8\xA8\x67\x4C\xC5\x1E\x28\x3D\x47\x40\x48\xE1\x5F\xC6\xE1\xB4\x7D\x74\x49\x28\x69\x83\xC6\x93\x55\x87\xE7\x31\x23\x46\x3F\xE3\x92\x6D\x07\xDA\x09\xEB\x77\xD5\x02\xDD\xCA\x13\xB3\xC4\x16\xD7\x53\x95\x0A\xBC\xBC\x9D\x88\x89\xAF\x75\x93\x28\x3A\x43\x68\x08\x3F\xFB\xF4\x22\x3F\x97\x3C\x66\xE4\x39\x47\x68\x97\xB3\x0E\x68\x5C\x61\x08\x78\x41\x53\xE2\xCA\x96\x8F\xF4\xAE\x49\x64\x36\xE4\xAD\x96\x3F\xA4\xA3\x81\x05\x1C\x8D\x7A\xE0\x64\x9D\x33\xB8\x14\x4F\x46\xA9\xA4\xAC\xAD\xFD\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x42\x6E\x00\x06\x00\x00\x00\x00\x00\x00\x05\x4C\x00\x00\x00\x00\x00\x40\x00\x00\xF6\x9C\xC2\xE8\xAD\xD9\xA6\x06\xB2\x65\xA6\x32\x0C\xAC\x52\xD5\x6E\x55\xD7\x92\x9E\x25\x09\x33\xF1\x31\x05\x95\xDF\x28\x9F\xD3\xDF\x5E\x8B\x90\xFF\xEF\x8C\x03\xE8\x43\x23\x89\xEA\x0F\xF8\x52\x9E\xE6\x77\x5F\xD3\xF1\xD3\x73\x40\xE0\xB3\xDD\xCF\x77\x8F\xF7\xB5\x24\x07\x9B\xC1\xA6\x6F\x18\xFB\xE8\x28\xC6\x30\x87\x45\xBF\xF8\x87\x1B\xA7\x54\x18\xF3\x29\x1C\xA2\xF6\x95\x76\x15\x40\x7C\x57\xE7\xFE\xA9\x62\x70\xED\x60\x99\x60\x84\x6C\x3F\x4F\x75\x8C\x33\x7D\x4E\xB9\x5D\x9F\x89\x48\x9D\x8B\x65\x32\x06\x4E\xA5\x7D\xF6\x13\x14\xF0\x2C\x44\x0F\x53\x0F\xD8\xA8\x67\x7A\x0E\xF2\x8F\x3D\x47\x40\x48\xD4\xAE\xE4\x2C\xB4\x7D\x74\x49\x22\x70\x96\xC8\x93\x55\x87\xE7\x8E\x2D\x92\x4C\xE3\x92\x6D\x07\x38\x4E\xAB\x9B\xD5\x02\xDD\xCA\xE1\x0C\x1F\xBA\xD7\x53\x95\x0A\x89\xDD\x91\x4D\x89\xAF\x75\x93\xE7\x78\x4C\x95\x08\x3F\xFB\xF4\x56\xE7\x3E\xC8\x66\xE4\x39\x47\xB2\xDA\x60\x0C\x68\x5C\x61\x08\x41\xF9\x7A\x50\xCA\x96\x8F\xF4\xA2\xE7\xCF\x16\xE4\xAD\x96\x3F\x6C\xF4\x8F\x15\x1C\x8D\x7A\xE0\xA0\xDE\xA8\x03\x14\x4F\x46\xA9\xBA\x12\x98\x86\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x22\x3D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4C\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xAD\xD9\xA6\x06\x00\x00\x00\x00\x0C\xAC\x52\xD5\x00\x00\x00\x00\x9E\x25\x09\x33\x00\x00\x00\x00\xDF\x28\x9F\xD3\x00\x00\x00\x00\xFF\xEF\x8C\x03\x00\x00\x00\x00\xEA\x0F\xF8\x52\x00\x00\x00\x00\xD3\xF1\xD3\x73\x00\x00\x00\x00\xCF\x77\x8F\xF7\x00\x00\x00\x00\xC1\xA6\x6F\x18\x00\x00\x00\x00\x30\x87\x45\xBF\x00\x00\x00\x00\x54\x18\xF3\x29\x00\x00\x00\x00\x76\x15\x40\x7C\x00\x00\x00\x00\x62\x70\xED\x60\x00\x00\x00\x00\x3F\x4F\x75\x8C\x00\x00\x00\x00\x5D\x9F\x89\x48\x00\x00\x00\x00\x06\x4E\xA5\x7D\x00\x00\x00\x00\x2C\x44\x0F\x53\x00\x00\x00\x00\x7A\x0E\xF2\x8F\x00\x00\x00\x00\xD4\xAE\xE4\x2C\x00\x00\x00\x00\x22\x70\x96\xC8\x00\x00\x00\x00\x8E\x2D\x92\x4C\x00\x00\x00\x00\x38\x4E\xAB\x9B\x00\x00\x00\x00\xE1\x0C\x1F\xBA\x00\x00\x00\x00\x89\xDD\x91\x4D\x00\x00\x00\x00\xE7\x78\x4C\x95\x00\x00\x00\x00\x56\xE7\x3E\xC8\x00\x00\x00\x00\xB2\xDA\x60\x0C\x00\x00\x00\x00\x41\xF9\x7A\x50\x00\x00\x00\x00\xA2\xE7\xCF\x16\x00\x00\x00\x00\x6C\xF4\x8F\x15\x00\x00\x00\x00\xA0\xDE\xA8\x03\x00\x00\x00\x00\xBA\x12\x98\x86\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99\x81\x66\x15\x8C\x35\x4C\x3B\x13\x02\x48\x19\xF5\xBA\x84\x97\x30\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1\x31\x66\x01\x75'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xAE)], 8303)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 8303)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x3453F81E)], 8303)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xC0CBFD57)], 8303)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x6CECAC04)], 8303)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x30BE32F7)], 8303)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xBDBD3360)], 8303)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x3D3E0D1E)], 8303)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xC74E6260)], 8303)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x091CCB0B)], 8303)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x6166B2C7)], 8303)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x212B8059)], 8303)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x87D8B11D)], 8303)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x31023187)], 8303)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x6F984EE3)], 8303)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x2D93F941)], 8303)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x25CB6DA9)], 8303)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x7E4A2EB0)], 8303)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x75B23C9A)], 8303)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x976E5AE5)], 8303)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x4C6F20F4)], 8303)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xCB9562A6)], 8303)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x4775A4F5)], 8303)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xDB56C53A)], 8303)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x8C04D104)], 8303)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x493B5D40)], 8303)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x6BF8DA4D)], 8303)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x05D78212)], 8303)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x801FEA20)], 8303)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x09BB7390)], 8303)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x092B0299)], 8303)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x0C8F981F)], 8303)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xFC4D2203)], 8303)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xDF9BA7E3)], 8303)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x03E0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000006F),
                gc.DataTuple('slot_count', 0x0000135F),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5E937B89),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x03\xE0\x00\x12\x00\x00\x00\x00\x00\x00\xDB\x71\x00\x00\x00\x00\x00\x40\x00\x00\x7D\x91\xE3\xFB\x1E\xC2\xB7\x4C\x8D\xD0\x64\xC4\xCA\x4B\x76\xC6\x14\x44\x71\x36\x96\x99\x67\x65\x88\x94\x2C\x08\x73\xC6\xF0\x57\xC2\x12\xA0\x94\x8B\xCE\x07\xE0\xDB\xDE\x03\xF4\x7E\x84\x82\x35\xEA\x73\xCC\x6C\xBB\x20\xEF\xF6\x16\x1C\x3B\x1F\x4F\x12\x5D\x3C\x4B\x44\x9C\x36\xCE\x11\x75\x1A\xDE\x02\x6F\x99\xA0\xE7\x7A\x9C\x77\xAF\x31\x2E\x8D\x11\x57\x6F\x57\x28\x99\x2F\x0B\xC2\x31\x05\x58\x2A\xBA\xC4\x5C\x7C\xA6\xAD\x28\xF6\xAB\x0E\x77\x02\x2E\x18\xB5\xED\x69\xCB\x3C\x45\x44\x8E\x2A\x35\xA8\xEF\xAC\x22\x19\x5A\x03\xA6\xAA\xD5\x67\xE6\x1B\xA5\xF7\xDB\xDA\x6C\xAA\xE7\xD4\x19\x23\xF3\x68\x16\xD3\x40\xDD\x25\xDC\x96\xA9\xB1\x4C\x26\xB8\x68\x81\x69\x1C\xF0\x92\x1F\x4E\x07\x2C\xEC\xC7\x15\x63\xBD\x92\x02\x41\x60\x14\x53\xA8\x14\x86\x48\x1A\xE4\xA5\x3F\x4A\xCF\x4F\x92\xC6\x68\xD8\x88\x88\xCB\x5B\xED\x80\x23\xEE\x1C\x03\x35\x2C\xCA\x0D\xD6\xC9\xFD\xB1\xC1\xE8\x53\x0A\x7A\xBA\x73\x5A\xFB\x72\xAB\x88\x9B\x23\x9E\xD0\xEA\x27\xC5\x39\xDF\x62\x1F\xC5\x50\xB0\x90\xBA\xE6\xD4\x99\xC9\x6D\x24\x89\x59\x55\x54\x38\xFC\x23\x19\xD1\x1A\x1A\x86\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x03\xE0\x00\x12\x00\x00\x00\x00\x00\x00\x05\xAE\x00\x00\x00\x00\x00\x40\x00\x00\x7D\x91\xE3\xFB\x34\x53\xF8\x1E\x8D\xD0\x64\xC4\xC0\xCB\xFD\x57\x14\x44\x71\x36\x6C\xEC\xAC\x04\x88\x94\x2C\x08\x30\xBE\x32\xF7\xC2\x12\xA0\x94\xBD\xBD\x33\x60\xDB\xDE\x03\xF4\x3D\x3E\x0D\x1E\xEA\x73\xCC\x6C\xC7\x4E\x62\x60\x16\x1C\x3B\x1F\x09\x1C\xCB\x0B\x4B\x44\x9C\x36\x61\x66\xB2\xC7\xDE\x02\x6F\x99\x21\x2B\x80\x59\x77\xAF\x31\x2E\x87\xD8\xB1\x1D\x57\x28\x99\x2F\x31\x02\x31\x87\x58\x2A\xBA\xC4\x6F\x98\x4E\xE3\x28\xF6\xAB\x0E\x2D\x93\xF9\x41\xB5\xED\x69\xCB\x25\xCB\x6D\xA9\x2A\x35\xA8\xEF\x7E\x4A\x2E\xB0\x03\xA6\xAA\xD5\x75\xB2\x3C\x9A\xF7\xDB\xDA\x6C\x97\x6E\x5A\xE5\x23\xF3\x68\x16\x4C\x6F\x20\xF4\xDC\x96\xA9\xB1\xCB\x95\x62\xA6\x81\x69\x1C\xF0\x47\x75\xA4\xF5\x2C\xEC\xC7\x15\xDB\x56\xC5\x3A\x41\x60\x14\x53\x8C\x04\xD1\x04\x1A\xE4\xA5\x3F\x49\x3B\x5D\x40\xC6\x68\xD8\x88\x6B\xF8\xDA\x4D\x80\x23\xEE\x1C\x05\xD7\x82\x12\x0D\xD6\xC9\xFD\x80\x1F\xEA\x20\x0A\x7A\xBA\x73\x09\xBB\x73\x90\x88\x9B\x23\x9E\x09\x2B\x02\x99\x39\xDF\x62\x1F\x0C\x8F\x98\x1F\xBA\xE6\xD4\x99\xFC\x4D\x22\x03\x59\x55\x54\x38\xDF\x9B\xA7\xE3\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x20\x6F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xAE\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x34\x53\xF8\x1E\x00\x00\x00\x00\xC0\xCB\xFD\x57\x00\x00\x00\x00\x6C\xEC\xAC\x04\x00\x00\x00\x00\x30\xBE\x32\xF7\x00\x00\x00\x00\xBD\xBD\x33\x60\x00\x00\x00\x00\x3D\x3E\x0D\x1E\x00\x00\x00\x00\xC7\x4E\x62\x60\x00\x00\x00\x00\x09\x1C\xCB\x0B\x00\x00\x00\x00\x61\x66\xB2\xC7\x00\x00\x00\x00\x21\x2B\x80\x59\x00\x00\x00\x00\x87\xD8\xB1\x1D\x00\x00\x00\x00\x31\x02\x31\x87\x00\x00\x00\x00\x6F\x98\x4E\xE3\x00\x00\x00\x00\x2D\x93\xF9\x41\x00\x00\x00\x00\x25\xCB\x6D\xA9\x00\x00\x00\x00\x7E\x4A\x2E\xB0\x00\x00\x00\x00\x75\xB2\x3C\x9A\x00\x00\x00\x00\x97\x6E\x5A\xE5\x00\x00\x00\x00\x4C\x6F\x20\xF4\x00\x00\x00\x00\xCB\x95\x62\xA6\x00\x00\x00\x00\x47\x75\xA4\xF5\x00\x00\x00\x00\xDB\x56\xC5\x3A\x00\x00\x00\x00\x8C\x04\xD1\x04\x00\x00\x00\x00\x49\x3B\x5D\x40\x00\x00\x00\x00\x6B\xF8\xDA\x4D\x00\x00\x00\x00\x05\xD7\x82\x12\x00\x00\x00\x00\x80\x1F\xEA\x20\x00\x00\x00\x00\x09\xBB\x73\x90\x00\x00\x00\x00\x09\x2B\x02\x99\x00\x00\x00\x00\x0C\x8F\x98\x1F\x00\x00\x00\x00\xFC\x4D\x22\x03\x00\x00\x00\x00\xDF\x9B\xA7\xE3\x1A\x1A\x86\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC1)], 9223)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9223)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x3B432293)], 9223)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xD72A06B0)], 9223)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x596C3091)], 9223)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x159AB5A1)], 9223)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xCDD745D7)], 9223)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x880F5D10)], 9223)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xC1EDA4A9)], 9223)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xCA8DE19D)], 9223)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xDFD3997C)], 9223)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x79F2AF61)], 9223)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x4D2832CF)], 9223)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x55A11185)], 9223)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x56E7DDA3)], 9223)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x2C915A28)], 9223)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xD5F5A950)], 9223)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x663A3D2A)], 9223)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xF116F718)], 9223)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x480CB937)], 9223)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xBDFDF1F2)], 9223)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xD7F5AB20)], 9223)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xF7FB2343)], 9223)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x4F498AA2)], 9223)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x860923E0)], 9223)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xEA33A23B)], 9223)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xB06E9BDF)], 9223)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x4DD5E38F)], 9223)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x341E0344)], 9223)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xC87B7A6C)], 9223)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x0FDAF43B)], 9223)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x552F87FE)], 9223)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xDC456F4F)], 9223)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x616CC916)], 9223)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE64F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000407),
                gc.DataTuple('slot_count', 0x00001843),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2290B82D),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xE6\x4F\x00\x0B\x00\x00\x00\x00\x00\x00\x1B\x80\x00\x00\x00\x00\x00\x40\x00\x00\x49\x93\xF5\xFE\xDB\xD0\x1E\x9B\xBF\x0F\x3D\xB3\x56\x96\x01\x7B\x75\xC3\x37\x15\xE0\x1A\xD2\xA8\x0F\x11\x89\x57\x28\x01\xA5\x00\x0D\x2C\x4C\x4D\x24\x47\xF6\x57\x1D\xD8\x88\xE4\xB9\x8E\xF8\x64\x2A\xAB\xE5\x79\xE1\x3E\x7D\x3F\xE1\x35\xDB\xFB\x4F\xCF\x8B\x9E\x04\x54\x78\xB9\xDB\xB2\x49\xD6\x87\x9A\x55\xBF\x15\x1F\xAC\x4E\xF4\xCC\xBE\xBA\x0C\x64\x30\xED\x08\xB0\x7F\x06\x7B\x3E\xB1\x0D\xC9\x20\x3E\x11\xC4\x97\x69\x2E\x43\xC4\xCC\xDC\x1F\x82\xD8\x13\xFA\x9D\x25\xDD\xFF\xBD\xD0\x88\xE5\xF1\x5A\x8B\x03\x3C\x80\x12\xAA\x8F\xC2\xB5\xE0\x9D\xF3\xA0\x0A\xDC\xDB\x8C\x4C\x1B\xEE\x14\xBD\x40\x45\x3C\x83\xB8\x58\x62\xEC\xE4\x9E\xFE\x7F\xDC\x1B\x70\xCE\x8F\xB6\x4F\xF1\x4F\x36\xE3\x33\x99\x6A\x47\x23\x0C\x5A\x5E\x03\x94\xED\xD8\xAD\xAF\x3E\xE1\xFB\xD9\xF0\x3A\xFE\x79\xDB\x05\xED\xEF\xE5\x1B\x2D\x70\x35\x5B\xED\x1D\x1F\xA2\x88\x3A\xAA\x22\x58\x46\x3F\x86\xDE\x23\x4B\x27\x2D\xDD\xF9\x9A\xC1\xB2\xD6\x47\x07\xBE\xAF\x23\x06\xDD\xE1\xF7\xB9\xEA\x5D\xA9\x2C\x9A\xA5\xC3\x4E\xA5\x4E\xCC\xDB\x2B\xBC\xE2\x95\x57\x0D\x26\xC5\x39\x69\x70\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xE6\x4F\x00\x0B\x00\x00\x00\x00\x00\x00\x05\xC1\x00\x00\x00\x00\x00\x40\x00\x00\x49\x93\xF5\xFE\x3B\x43\x22\x93\xBF\x0F\x3D\xB3\xD7\x2A\x06\xB0\x75\xC3\x37\x15\x59\x6C\x30\x91\x0F\x11\x89\x57\x15\x9A\xB5\xA1\x0D\x2C\x4C\x4D\xCD\xD7\x45\xD7\x1D\xD8\x88\xE4\x88\x0F\x5D\x10\x2A\xAB\xE5\x79\xC1\xED\xA4\xA9\xE1\x35\xDB\xFB\xCA\x8D\xE1\x9D\x04\x54\x78\xB9\xDF\xD3\x99\x7C\x87\x9A\x55\xBF\x79\xF2\xAF\x61\xF4\xCC\xBE\xBA\x4D\x28\x32\xCF\x08\xB0\x7F\x06\x55\xA1\x11\x85\xC9\x20\x3E\x11\x56\xE7\xDD\xA3\x43\xC4\xCC\xDC\x2C\x91\x5A\x28\xFA\x9D\x25\xDD\xD5\xF5\xA9\x50\xE5\xF1\x5A\x8B\x66\x3A\x3D\x2A\xAA\x8F\xC2\xB5\xF1\x16\xF7\x18\x0A\xDC\xDB\x8C\x48\x0C\xB9\x37\xBD\x40\x45\x3C\xBD\xFD\xF1\xF2\xEC\xE4\x9E\xFE\xD7\xF5\xAB\x20\xCE\x8F\xB6\x4F\xF7\xFB\x23\x43\x33\x99\x6A\x47\x4F\x49\x8A\xA2\x03\x94\xED\xD8\x86\x09\x23\xE0\xFB\xD9\xF0\x3A\xEA\x33\xA2\x3B\xED\xEF\xE5\x1B\xB0\x6E\x9B\xDF\xED\x1D\x1F\xA2\x4D\xD5\xE3\x8F\x58\x46\x3F\x86\x34\x1E\x03\x44\x2D\xDD\xF9\x9A\xC8\x7B\x7A\x6C\x07\xBE\xAF\x23\x0F\xDA\xF4\x3B\xB9\xEA\x5D\xA9\x55\x2F\x87\xFE\x4E\xA5\x4E\xCC\xDC\x45\x6F\x4F\x95\x57\x0D\x26\x61\x6C\xC9\x16\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x24\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC1\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x3B\x43\x22\x93\x00\x00\x00\x00\xD7\x2A\x06\xB0\x00\x00\x00\x00\x59\x6C\x30\x91\x00\x00\x00\x00\x15\x9A\xB5\xA1\x00\x00\x00\x00\xCD\xD7\x45\xD7\x00\x00\x00\x00\x88\x0F\x5D\x10\x00\x00\x00\x00\xC1\xED\xA4\xA9\x00\x00\x00\x00\xCA\x8D\xE1\x9D\x00\x00\x00\x00\xDF\xD3\x99\x7C\x00\x00\x00\x00\x79\xF2\xAF\x61\x00\x00\x00\x00\x4D\x28\x32\xCF\x00\x00\x00\x00\x55\xA1\x11\x85\x00\x00\x00\x00\x56\xE7\xDD\xA3\x00\x00\x00\x00\x2C\x91\x5A\x28\x00\x00\x00\x00\xD5\xF5\xA9\x50\x00\x00\x00\x00\x66\x3A\x3D\x2A\x00\x00\x00\x00\xF1\x16\xF7\x18\x00\x00\x00\x00\x48\x0C\xB9\x37\x00\x00\x00\x00\xBD\xFD\xF1\xF2\x00\x00\x00\x00\xD7\xF5\xAB\x20\x00\x00\x00\x00\xF7\xFB\x23\x43\x00\x00\x00\x00\x4F\x49\x8A\xA2\x00\x00\x00\x00\x86\x09\x23\xE0\x00\x00\x00\x00\xEA\x33\xA2\x3B\x00\x00\x00\x00\xB0\x6E\x9B\xDF\x00\x00\x00\x00\x4D\xD5\xE3\x8F\x00\x00\x00\x00\x34\x1E\x03\x44\x00\x00\x00\x00\xC8\x7B\x7A\x6C\x00\x00\x00\x00\x0F\xDA\xF4\x3B\x00\x00\x00\x00\x55\x2F\x87\xFE\x00\x00\x00\x00\xDC\x45\x6F\x4F\x00\x00\x00\x00\x61\x6C\xC9\x16\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xFF)], 11401)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11401)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x941855C7)], 11401)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xF3211A60)], 11401)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x6C4EC9F5)], 11401)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xA58FC0D7)], 11401)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xAA8CC8F9)], 11401)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xC5AC0819)], 11401)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x5D4C7E40)], 11401)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xF76D8819)], 11401)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x28AC312B)], 11401)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xA34D4912)], 11401)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xC5E27E3D)], 11401)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x9D03B2BF)], 11401)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x96E83AED)], 11401)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x675A2EB1)], 11401)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xD9033407)], 11401)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x0340ED6D)], 11401)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x214A1F32)], 11401)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x0C74AA2C)], 11401)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x3E6A831F)], 11401)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x2B99642C)], 11401)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x361E9428)], 11401)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xA6BBD273)], 11401)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xF4917500)], 11401)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x29CDA0CE)], 11401)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xB8A0D7D4)], 11401)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x6DEBBFEA)], 11401)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x918C7109)], 11401)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x0731F45D)], 11401)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xFA402CE6)], 11401)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xC2918F7E)], 11401)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xCADCC62B)], 11401)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x378FE671)], 11401)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x625D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C89),
                gc.DataTuple('slot_count', 0x0000056B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x953B17DD),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x62\x5D\x00\x14\x00\x00\x00\x00\x00\x00\xDB\x5C\x00\x00\x00\x00\x00\x40\x00\x00\x21\xCA\x1B\x1F\x91\x56\x59\x75\xA3\x93\x55\xB4\xDC\x0E\x1B\x8C\xEA\xBF\x8B\x91\x91\xD9\xF4\x65\x9F\x93\x39\x78\xD4\x24\x74\x2D\x70\x23\x73\xA4\xF5\x83\x96\xBB\xE1\x66\xB4\x04\xEF\xD8\x60\x97\xEB\x22\xDF\x15\xBE\x64\x67\xC3\x31\x10\x7D\x6C\x3B\xAB\x80\x8E\x8C\x74\xCB\xFA\x36\x80\xFC\x4A\x38\x13\x66\x05\x0D\x98\xB9\xA0\xCC\xDD\x88\xB6\xA2\xF8\xE7\xF8\x28\x68\xA6\x49\x50\x5F\x71\x2A\xDD\x86\x60\xF5\x73\x47\x3E\x82\x81\x38\x2B\x6F\x9E\xE0\xF4\x36\x9D\xE4\xD7\xA3\xF3\x48\xE7\x4F\x71\xBF\x5D\x53\x1B\x89\x41\xD7\xC6\x61\x1D\xB5\x61\xE0\x63\x13\x91\x5C\xEF\xEA\x9E\xD8\x23\x36\x50\x75\xE0\x1D\x0B\xDA\x0F\xF3\x20\xB7\xE0\xF6\x14\x05\x22\x02\x07\x5D\x18\x68\x52\x78\xF0\x16\x13\x60\x2F\x01\x29\xAE\x7A\xD9\x21\x65\xAB\x4E\x18\x8D\x65\x92\x3B\x0C\x2E\x21\xB1\xCF\xA1\xC4\x1E\xB0\xBA\x75\x59\xF8\xA9\x13\x79\x8B\x6F\xE5\xEF\x6C\x58\xB6\x71\x17\x0E\x8B\x9F\x17\xD8\x06\xD8\xAB\xCD\x7B\xD0\x0A\xC3\x0B\xAC\x6A\xFD\x61\xB9\x2B\x96\xEC\xCE\xCA\x2B\x44\xF0\xC3\xFF\x6B\xFD\x1E\xD2\x99\x4F\xB2\xC1\x9A\xC9\xF5\xAE\x3D\x80\x1E\xC0\x92\xDD\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x62\x5D\x00\x14\x00\x00\x00\x00\x00\x00\x07\xFF\x00\x00\x00\x00\x00\x40\x00\x00\x21\xCA\x1B\x1F\x94\x18\x55\xC7\xA3\x93\x55\xB4\xF3\x21\x1A\x60\xEA\xBF\x8B\x91\x6C\x4E\xC9\xF5\x9F\x93\x39\x78\xA5\x8F\xC0\xD7\x70\x23\x73\xA4\xAA\x8C\xC8\xF9\xE1\x66\xB4\x04\xC5\xAC\x08\x19\xEB\x22\xDF\x15\x5D\x4C\x7E\x40\x31\x10\x7D\x6C\xF7\x6D\x88\x19\x8C\x74\xCB\xFA\x28\xAC\x31\x2B\x38\x13\x66\x05\xA3\x4D\x49\x12\xCC\xDD\x88\xB6\xC5\xE2\x7E\x3D\x28\x68\xA6\x49\x9D\x03\xB2\xBF\xDD\x86\x60\xF5\x96\xE8\x3A\xED\x81\x38\x2B\x6F\x67\x5A\x2E\xB1\x9D\xE4\xD7\xA3\xD9\x03\x34\x07\x71\xBF\x5D\x53\x03\x40\xED\x6D\xC6\x61\x1D\xB5\x21\x4A\x1F\x32\x91\x5C\xEF\xEA\x0C\x74\xAA\x2C\x50\x75\xE0\x1D\x3E\x6A\x83\x1F\x20\xB7\xE0\xF6\x2B\x99\x64\x2C\x07\x5D\x18\x68\x36\x1E\x94\x28\x13\x60\x2F\x01\xA6\xBB\xD2\x73\x21\x65\xAB\x4E\xF4\x91\x75\x00\x3B\x0C\x2E\x21\x29\xCD\xA0\xCE\x1E\xB0\xBA\x75\xB8\xA0\xD7\xD4\x79\x8B\x6F\xE5\x6D\xEB\xBF\xEA\x71\x17\x0E\x8B\x91\x8C\x71\x09\xD8\xAB\xCD\x7B\x07\x31\xF4\x5D\xAC\x6A\xFD\x61\xFA\x40\x2C\xE6\xCE\xCA\x2B\x44\xC2\x91\x8F\x7E\xFD\x1E\xD2\x99\xCA\xDC\xC6\x2B\xC9\xF5\xAE\x3D\x37\x8F\xE6\x71\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2C\x89\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x94\x18\x55\xC7\x00\x00\x00\x00\xF3\x21\x1A\x60\x00\x00\x00\x00\x6C\x4E\xC9\xF5\x00\x00\x00\x00\xA5\x8F\xC0\xD7\x00\x00\x00\x00\xAA\x8C\xC8\xF9\x00\x00\x00\x00\xC5\xAC\x08\x19\x00\x00\x00\x00\x5D\x4C\x7E\x40\x00\x00\x00\x00\xF7\x6D\x88\x19\x00\x00\x00\x00\x28\xAC\x31\x2B\x00\x00\x00\x00\xA3\x4D\x49\x12\x00\x00\x00\x00\xC5\xE2\x7E\x3D\x00\x00\x00\x00\x9D\x03\xB2\xBF\x00\x00\x00\x00\x96\xE8\x3A\xED\x00\x00\x00\x00\x67\x5A\x2E\xB1\x00\x00\x00\x00\xD9\x03\x34\x07\x00\x00\x00\x00\x03\x40\xED\x6D\x00\x00\x00\x00\x21\x4A\x1F\x32\x00\x00\x00\x00\x0C\x74\xAA\x2C\x00\x00\x00\x00\x3E\x6A\x83\x1F\x00\x00\x00\x00\x2B\x99\x64\x2C\x00\x00\x00\x00\x36\x1E\x94\x28\x00\x00\x00\x00\xA6\xBB\xD2\x73\x00\x00\x00\x00\xF4\x91\x75\x00\x00\x00\x00\x00\x29\xCD\xA0\xCE\x00\x00\x00\x00\xB8\xA0\xD7\xD4\x00\x00\x00\x00\x6D\xEB\xBF\xEA\x00\x00\x00\x00\x91\x8C\x71\x09\x00\x00\x00\x00\x07\x31\xF4\x5D\x00\x00\x00\x00\xFA\x40\x2C\xE6\x00\x00\x00\x00\xC2\x91\x8F\x7E\x00\x00\x00\x00\xCA\xDC\xC6\x2B\x00\x00\x00\x00\x37\x8F\xE6\x71\xDD\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x15)], 12412)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12412)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x08B10FB7)], 12412)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x10EDB034)], 12412)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x97E79DEF)], 12412)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x7E8F95AD)], 12412)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xE664E0AF)], 12412)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xC74CA9E1)], 12412)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x554963C1)], 12412)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x50A800BE)], 12412)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x8565EC90)], 12412)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x233B7817)], 12412)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x6BF89C21)], 12412)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xB8DC44BD)], 12412)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xB7757666)], 12412)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xADFB2D24)], 12412)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xAB72B950)], 12412)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xA2E3B391)], 12412)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x15655844)], 12412)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x5D381954)], 12412)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xF5F67F76)], 12412)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xADCCC658)], 12412)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x496B9E88)], 12412)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x7DFD8E6C)], 12412)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x4C688363)], 12412)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xD34858DA)], 12412)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xE79D4036)], 12412)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xFB667CC1)], 12412)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x85915D4F)], 12412)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x44D5FE78)], 12412)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x1594C603)], 12412)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x2F28F019)], 12412)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x6897355B)], 12412)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x9DE4BC10)], 12412)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x62D1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000107C),
                gc.DataTuple('slot_count', 0x00000B58),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2E757FB8),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x62\xD1\x00\x1F\x00\x00\x00\x00\x00\x00\x41\x6E\x00\x00\x00\x00\x00\x40\x00\x00\x9F\xB9\x2C\xE5\xE3\x74\xCB\xDE\x8B\x08\x6E\xE8\x5B\x8E\xBE\x01\x72\x09\x8D\x67\xCA\xDB\x6C\x0F\xC6\x4D\xB0\x1E\xCE\x1B\x5D\xBF\x49\x06\x01\xCB\x84\x99\x05\xE5\xC4\x7A\x06\x4F\x5F\xFE\xF7\xD3\x93\xC0\x34\x55\x06\x44\x6B\xF2\x79\x16\x1F\xF0\x92\x9C\xBE\x9A\xBD\x5B\x88\x36\xF7\xAC\x2D\x76\x00\x0F\x32\xA1\x31\x37\x15\xA0\xC6\xBA\x96\x90\x45\xFF\xA4\x02\x95\xF5\xAC\x93\x1D\xC3\x65\xFD\x66\xDA\x42\xF3\x3F\x7D\x58\x3D\x7A\x11\x87\xF8\xCB\x97\x75\x51\x26\x5C\x98\x3D\x21\xB2\x43\x4C\xE4\xAC\x82\x2E\xEA\x0C\x30\xD2\xD1\x05\x08\xCD\x31\x11\xAD\x26\xBB\x45\xD0\x84\x78\x87\x96\x6A\x23\xF2\x0E\x76\x34\x51\x3A\x47\x16\x8F\xAB\x4F\x99\x34\x7F\xAA\xF6\x34\x2D\xDB\x08\xE1\x3B\x97\x7A\xB0\x03\xAE\x42\x1B\x55\xE9\x06\x2E\x3B\x96\x6F\xFB\xAE\x61\xFF\x67\x70\x63\xED\xE5\xF8\x4A\x58\xE8\x0D\xC7\xEF\x30\x98\x04\x57\x66\x49\xEC\xAF\xF7\x52\x9C\xE7\xBB\x00\xFA\xA3\x68\x9D\x7B\xB3\x3F\xB8\xBC\xD4\x9E\x25\x24\x5D\x04\xC5\x8F\xF9\x79\xA0\xC3\x98\x91\x2E\xD3\xF6\x39\x63\x21\x29\x30\x49\xFE\xE1\xC5\x71\x23\xC7\x5B\xE8\xD6\xD3\x0A\x24\x8E\x58\x65\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x62\xD1\x00\x1F\x00\x00\x00\x00\x00\x00\x05\x15\x00\x00\x00\x00\x00\x40\x00\x00\x9F\xB9\x2C\xE5\x08\xB1\x0F\xB7\x8B\x08\x6E\xE8\x10\xED\xB0\x34\x72\x09\x8D\x67\x97\xE7\x9D\xEF\xC6\x4D\xB0\x1E\x7E\x8F\x95\xAD\x49\x06\x01\xCB\xE6\x64\xE0\xAF\xC4\x7A\x06\x4F\xC7\x4C\xA9\xE1\x93\xC0\x34\x55\x55\x49\x63\xC1\x79\x16\x1F\xF0\x50\xA8\x00\xBE\xBD\x5B\x88\x36\x85\x65\xEC\x90\x00\x0F\x32\xA1\x23\x3B\x78\x17\xC6\xBA\x96\x90\x6B\xF8\x9C\x21\x95\xF5\xAC\x93\xB8\xDC\x44\xBD\x66\xDA\x42\xF3\xB7\x75\x76\x66\x7A\x11\x87\xF8\xAD\xFB\x2D\x24\x26\x5C\x98\x3D\xAB\x72\xB9\x50\xE4\xAC\x82\x2E\xA2\xE3\xB3\x91\xD1\x05\x08\xCD\x15\x65\x58\x44\xBB\x45\xD0\x84\x5D\x38\x19\x54\x23\xF2\x0E\x76\xF5\xF6\x7F\x76\x16\x8F\xAB\x4F\xAD\xCC\xC6\x58\xF6\x34\x2D\xDB\x49\x6B\x9E\x88\x7A\xB0\x03\xAE\x7D\xFD\x8E\x6C\x06\x2E\x3B\x96\x4C\x68\x83\x63\xFF\x67\x70\x63\xD3\x48\x58\xDA\x58\xE8\x0D\xC7\xE7\x9D\x40\x36\x57\x66\x49\xEC\xFB\x66\x7C\xC1\xE7\xBB\x00\xFA\x85\x91\x5D\x4F\xB3\x3F\xB8\xBC\x44\xD5\xFE\x78\x5D\x04\xC5\x8F\x15\x94\xC6\x03\x98\x91\x2E\xD3\x2F\x28\xF0\x19\x29\x30\x49\xFE\x68\x97\x35\x5B\xC7\x5B\xE8\xD6\x9D\xE4\xBC\x10\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x30\x7C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x15\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x08\xB1\x0F\xB7\x00\x00\x00\x00\x10\xED\xB0\x34\x00\x00\x00\x00\x97\xE7\x9D\xEF\x00\x00\x00\x00\x7E\x8F\x95\xAD\x00\x00\x00\x00\xE6\x64\xE0\xAF\x00\x00\x00\x00\xC7\x4C\xA9\xE1\x00\x00\x00\x00\x55\x49\x63\xC1\x00\x00\x00\x00\x50\xA8\x00\xBE\x00\x00\x00\x00\x85\x65\xEC\x90\x00\x00\x00\x00\x23\x3B\x78\x17\x00\x00\x00\x00\x6B\xF8\x9C\x21\x00\x00\x00\x00\xB8\xDC\x44\xBD\x00\x00\x00\x00\xB7\x75\x76\x66\x00\x00\x00\x00\xAD\xFB\x2D\x24\x00\x00\x00\x00\xAB\x72\xB9\x50\x00\x00\x00\x00\xA2\xE3\xB3\x91\x00\x00\x00\x00\x15\x65\x58\x44\x00\x00\x00\x00\x5D\x38\x19\x54\x00\x00\x00\x00\xF5\xF6\x7F\x76\x00\x00\x00\x00\xAD\xCC\xC6\x58\x00\x00\x00\x00\x49\x6B\x9E\x88\x00\x00\x00\x00\x7D\xFD\x8E\x6C\x00\x00\x00\x00\x4C\x68\x83\x63\x00\x00\x00\x00\xD3\x48\x58\xDA\x00\x00\x00\x00\xE7\x9D\x40\x36\x00\x00\x00\x00\xFB\x66\x7C\xC1\x00\x00\x00\x00\x85\x91\x5D\x4F\x00\x00\x00\x00\x44\xD5\xFE\x78\x00\x00\x00\x00\x15\x94\xC6\x03\x00\x00\x00\x00\x2F\x28\xF0\x19\x00\x00\x00\x00\x68\x97\x35\x5B\x00\x00\x00\x00\x9D\xE4\xBC\x10\x58\x65\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05\x9C\x38\xBD\xFE\xC2\x5E\x56\xD1\xB4\x19\xB0\x7A\xB9\x2E\x6E\xB0\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x7D)], 9669)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9669)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x7846A9C8)], 9669)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x119414F8)], 9669)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x07CE1367)], 9669)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x94F1B8E2)], 9669)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xE893E17C)], 9669)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x72E9BCEE)], 9669)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x52C57272)], 9669)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xDFDFDBFE)], 9669)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xD946D7C8)], 9669)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x2D48DDAF)], 9669)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x600FE948)], 9669)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xC78313EB)], 9669)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xA4D1106A)], 9669)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x474D66FA)], 9669)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x073C1EDD)], 9669)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xA0E0E936)], 9669)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x41098CE2)], 9669)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xA30E17A2)], 9669)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xF6C5E519)], 9669)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xE03A1FE8)], 9669)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xFC4F53B3)], 9669)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xE437FB5E)], 9669)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x284E2569)], 9669)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x99563389)], 9669)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xB24143B4)], 9669)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xDABB3102)], 9669)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xCCBB1FCF)], 9669)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x41626F7F)], 9669)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xABB0C638)], 9669)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x29EFBCC4)], 9669)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xEC2700E0)], 9669)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x4F05812E)], 9669)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7912),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005C5),
                gc.DataTuple('slot_count', 0x000014A5),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF62ECBB4),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x79\x12\x00\x0F\x00\x00\x00\x00\x00\x00\x99\x11\x00\x00\x00\x00\x00\x40\x00\x00\x7B\xA8\xD6\x73\x35\x70\x39\xEB\x75\x6E\x35\xCD\xF0\xEF\x27\xB8\xA4\xB3\xF4\xF2\x9E\x33\xA4\x6E\x9D\xCF\x7C\xE1\x79\x6D\x56\x1F\xF8\x97\x56\xBC\xE1\x3E\x1B\xA0\x50\x33\x30\x64\x7D\xAC\xBE\xCA\xB9\x7A\x11\xFD\xE6\xC0\xA8\x2C\xF0\x24\x01\xC3\xD1\xC0\x26\x2F\x0F\x1A\x2A\x8C\x3E\xEE\xE9\x3E\x90\xAD\xB5\x61\x77\xFF\x60\x9E\x8C\x48\xFF\x6E\x52\x9E\xA4\xB5\xE2\x8C\x14\x31\x94\xDA\x7B\x2E\xAF\x11\x93\x3C\x44\xFF\x52\xB8\x6E\x53\xFF\xD2\x50\xBC\xFE\x84\x8B\xEF\xF4\xC5\x96\xD9\xD5\x61\xD6\x56\x47\xCC\x6E\x6E\xC9\x98\x67\x12\xB8\xC8\xEA\x0A\x8E\xAC\x91\x4A\xE1\x7C\xF0\x2C\x56\xB0\x72\x9E\xF3\x5F\xED\xE3\xC1\x5F\x29\x3C\xF9\xDF\x61\x34\x61\xE7\xDF\x77\x90\x53\x73\x6F\x6F\xFC\xCC\xD4\x6F\x34\x7E\x0B\x92\xEA\x1A\x59\x44\xBD\x18\x92\xE5\xB6\x53\x4C\x39\xC2\x21\x49\xE4\xDC\x8A\x97\x63\x50\x48\x60\x1E\xB0\x34\xEF\xB2\x4C\x26\x1D\xF0\xEA\x26\x7C\xA8\x77\xA0\xDE\xAE\xE3\xE9\xDC\x43\xF8\x0C\x58\x94\xC4\x63\xE1\x5D\xDF\x98\x4F\xFF\x9B\x54\x38\x55\x3E\xF2\xBA\xEB\x8A\xCB\xDD\xD2\x8E\x46\x5A\x66\x6A\xED\x3C\xD4\x44\x4E\xFD\x23\xF5\xF9\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x79\x12\x00\x0F\x00\x00\x00\x00\x00\x00\x05\x7D\x00\x00\x00\x00\x00\x40\x00\x00\x7B\xA8\xD6\x73\x78\x46\xA9\xC8\x75\x6E\x35\xCD\x11\x94\x14\xF8\xA4\xB3\xF4\xF2\x07\xCE\x13\x67\x9D\xCF\x7C\xE1\x94\xF1\xB8\xE2\xF8\x97\x56\xBC\xE8\x93\xE1\x7C\x50\x33\x30\x64\x72\xE9\xBC\xEE\xB9\x7A\x11\xFD\x52\xC5\x72\x72\xF0\x24\x01\xC3\xDF\xDF\xDB\xFE\x0F\x1A\x2A\x8C\xD9\x46\xD7\xC8\x90\xAD\xB5\x61\x2D\x48\xDD\xAF\x8C\x48\xFF\x6E\x60\x0F\xE9\x48\xE2\x8C\x14\x31\xC7\x83\x13\xEB\xAF\x11\x93\x3C\xA4\xD1\x10\x6A\x6E\x53\xFF\xD2\x47\x4D\x66\xFA\x8B\xEF\xF4\xC5\x07\x3C\x1E\xDD\xD6\x56\x47\xCC\xA0\xE0\xE9\x36\x67\x12\xB8\xC8\x41\x09\x8C\xE2\x91\x4A\xE1\x7C\xA3\x0E\x17\xA2\x72\x9E\xF3\x5F\xF6\xC5\xE5\x19\x29\x3C\xF9\xDF\xE0\x3A\x1F\xE8\xDF\x77\x90\x53\xFC\x4F\x53\xB3\xCC\xD4\x6F\x34\xE4\x37\xFB\x5E\x1A\x59\x44\xBD\x28\x4E\x25\x69\x53\x4C\x39\xC2\x99\x56\x33\x89\x8A\x97\x63\x50\xB2\x41\x43\xB4\x34\xEF\xB2\x4C\xDA\xBB\x31\x02\x26\x7C\xA8\x77\xCC\xBB\x1F\xCF\xE9\xDC\x43\xF8\x41\x62\x6F\x7F\x63\xE1\x5D\xDF\xAB\xB0\xC6\x38\x54\x38\x55\x3E\x29\xEF\xBC\xC4\xCB\xDD\xD2\x8E\xEC\x27\x00\xE0\xED\x3C\xD4\x44\x4F\x05\x81\x2E\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x25\xC5\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7D\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x78\x46\xA9\xC8\x00\x00\x00\x00\x11\x94\x14\xF8\x00\x00\x00\x00\x07\xCE\x13\x67\x00\x00\x00\x00\x94\xF1\xB8\xE2\x00\x00\x00\x00\xE8\x93\xE1\x7C\x00\x00\x00\x00\x72\xE9\xBC\xEE\x00\x00\x00\x00\x52\xC5\x72\x72\x00\x00\x00\x00\xDF\xDF\xDB\xFE\x00\x00\x00\x00\xD9\x46\xD7\xC8\x00\x00\x00\x00\x2D\x48\xDD\xAF\x00\x00\x00\x00\x60\x0F\xE9\x48\x00\x00\x00\x00\xC7\x83\x13\xEB\x00\x00\x00\x00\xA4\xD1\x10\x6A\x00\x00\x00\x00\x47\x4D\x66\xFA\x00\x00\x00\x00\x07\x3C\x1E\xDD\x00\x00\x00\x00\xA0\xE0\xE9\x36\x00\x00\x00\x00\x41\x09\x8C\xE2\x00\x00\x00\x00\xA3\x0E\x17\xA2\x00\x00\x00\x00\xF6\xC5\xE5\x19\x00\x00\x00\x00\xE0\x3A\x1F\xE8\x00\x00\x00\x00\xFC\x4F\x53\xB3\x00\x00\x00\x00\xE4\x37\xFB\x5E\x00\x00\x00\x00\x28\x4E\x25\x69\x00\x00\x00\x00\x99\x56\x33\x89\x00\x00\x00\x00\xB2\x41\x43\xB4\x00\x00\x00\x00\xDA\xBB\x31\x02\x00\x00\x00\x00\xCC\xBB\x1F\xCF\x00\x00\x00\x00\x41\x62\x6F\x7F\x00\x00\x00\x00\xAB\xB0\xC6\x38\x00\x00\x00\x00\x29\xEF\xBC\xC4\x00\x00\x00\x00\xEC\x27\x00\xE0\x00\x00\x00\x00\x4F\x05\x81\x2E\xF9\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xCB)], 12995)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12995)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xC65B6772)], 12995)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xFE093BE8)], 12995)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x2D7C4887)], 12995)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x87070456)], 12995)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x8E4D5889)], 12995)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x4DBBEFF8)], 12995)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x318C4CAB)], 12995)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x498B891F)], 12995)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xD5B5042E)], 12995)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xAEED7526)], 12995)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x4D971BA8)], 12995)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x28EF495E)], 12995)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xC60C1844)], 12995)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xB8BF43F5)], 12995)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xBFE8B2A0)], 12995)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xAF55BFC9)], 12995)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x877DABC4)], 12995)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xA44BCC56)], 12995)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x900A0E5F)], 12995)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x99CBBD83)], 12995)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xB01CCB85)], 12995)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x11BDB213)], 12995)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x758DAC2D)], 12995)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x8BC303B9)], 12995)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x0C55567E)], 12995)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x92EEC958)], 12995)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xF29D785C)], 12995)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x9274FC1B)], 12995)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x19D27E24)], 12995)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xA9077CFF)], 12995)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x01B17718)], 12995)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x8514E51E)], 12995)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6292),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012C3),
                gc.DataTuple('slot_count', 0x00000BBA),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC1711476),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x62\x92\x00\x17\x00\x00\x00\x00\x00\x00\x09\x4E\x00\x00\x00\x00\x00\x40\x00\x00\x32\xAF\x7E\xAA\xCF\x67\xC0\x1A\x3D\xAB\x26\x8E\xB6\xA7\xF6\xD6\x28\x52\xFE\x56\xE6\xD3\xDA\xD7\x09\x3C\xFE\xCC\x67\x7C\xB4\xE5\xB0\xA9\xFD\x82\xBA\x94\xBA\xAA\xCB\xF2\x6C\xAE\x12\xB5\x32\x8E\x4F\x49\x62\xB8\x92\xB0\x71\xB3\x19\x89\x6B\x6B\x4D\x0F\x9D\x79\x54\xB3\xDC\xC2\x68\x3A\xCB\xFB\x9B\xAC\x8F\xC0\x09\x21\xCB\xEC\x55\xCA\xE5\x02\x3C\x65\xB5\xA1\xD8\x0C\x71\x15\xAF\xD3\x1E\xB3\x36\xE9\xA1\x39\x26\x31\x62\xCA\xE4\xE6\xD7\xCD\x09\x30\xB8\x48\xFF\x83\x6F\x87\xCD\x3A\x81\xC2\xDF\xAD\x48\xCE\xAC\x8A\xAA\x29\xCD\x73\xCF\x64\xB3\x1F\xCC\x35\x00\x1F\xAB\x25\x7F\xB5\x90\x53\x6C\xE3\xD3\x67\xA9\x9E\x84\xD2\xEA\x45\xEF\xFA\xD5\x3C\x24\x0E\x1B\xE2\x48\xAC\x6C\xC9\x9B\x0D\xB6\x0B\x50\x6D\x8D\x95\x61\xFE\xCC\x14\x16\x77\x5A\x02\xB7\x4D\x20\x08\x00\x6D\x10\x2D\xC4\x3E\x49\x7E\xA1\x44\x61\x97\x1A\xE4\x8D\x17\x64\x64\x3E\x33\x7D\xE4\x65\xF5\xC7\x55\xF3\x77\x5B\xCE\x26\xF7\x93\xDF\x29\x38\x98\x8B\x41\x32\x98\xFD\xEE\xDF\x91\x48\x9E\x6D\xC3\x56\x16\x2F\x98\xE5\x1F\xAF\x88\x86\x63\xC3\xD1\x75\x31\xB2\x72\x67\xA4\x4A\x4D\x8D\xCE\x23\xEF\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x62\x92\x00\x17\x00\x00\x00\x00\x00\x00\x05\xCB\x00\x00\x00\x00\x00\x40\x00\x00\x32\xAF\x7E\xAA\xC6\x5B\x67\x72\x3D\xAB\x26\x8E\xFE\x09\x3B\xE8\x28\x52\xFE\x56\x2D\x7C\x48\x87\x09\x3C\xFE\xCC\x87\x07\x04\x56\xB0\xA9\xFD\x82\x8E\x4D\x58\x89\xCB\xF2\x6C\xAE\x4D\xBB\xEF\xF8\x4F\x49\x62\xB8\x31\x8C\x4C\xAB\x19\x89\x6B\x6B\x49\x8B\x89\x1F\x54\xB3\xDC\xC2\xD5\xB5\x04\x2E\x9B\xAC\x8F\xC0\xAE\xED\x75\x26\x55\xCA\xE5\x02\x4D\x97\x1B\xA8\xD8\x0C\x71\x15\x28\xEF\x49\x5E\x36\xE9\xA1\x39\xC6\x0C\x18\x44\xE4\xE6\xD7\xCD\xB8\xBF\x43\xF5\xFF\x83\x6F\x87\xBF\xE8\xB2\xA0\xDF\xAD\x48\xCE\xAF\x55\xBF\xC9\xCD\x73\xCF\x64\x87\x7D\xAB\xC4\x00\x1F\xAB\x25\xA4\x4B\xCC\x56\x6C\xE3\xD3\x67\x90\x0A\x0E\x5F\xEA\x45\xEF\xFA\x99\xCB\xBD\x83\x1B\xE2\x48\xAC\xB0\x1C\xCB\x85\xB6\x0B\x50\x6D\x11\xBD\xB2\x13\xCC\x14\x16\x77\x75\x8D\xAC\x2D\x20\x08\x00\x6D\x8B\xC3\x03\xB9\x49\x7E\xA1\x44\x0C\x55\x56\x7E\x8D\x17\x64\x64\x92\xEE\xC9\x58\x65\xF5\xC7\x55\xF2\x9D\x78\x5C\x26\xF7\x93\xDF\x92\x74\xFC\x1B\x41\x32\x98\xFD\x19\xD2\x7E\x24\x9E\x6D\xC3\x56\xA9\x07\x7C\xFF\x1F\xAF\x88\x86\x01\xB1\x77\x18\x31\xB2\x72\x67\x85\x14\xE5\x1E\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x32\xC3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCB\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC6\x5B\x67\x72\x00\x00\x00\x00\xFE\x09\x3B\xE8\x00\x00\x00\x00\x2D\x7C\x48\x87\x00\x00\x00\x00\x87\x07\x04\x56\x00\x00\x00\x00\x8E\x4D\x58\x89\x00\x00\x00\x00\x4D\xBB\xEF\xF8\x00\x00\x00\x00\x31\x8C\x4C\xAB\x00\x00\x00\x00\x49\x8B\x89\x1F\x00\x00\x00\x00\xD5\xB5\x04\x2E\x00\x00\x00\x00\xAE\xED\x75\x26\x00\x00\x00\x00\x4D\x97\x1B\xA8\x00\x00\x00\x00\x28\xEF\x49\x5E\x00\x00\x00\x00\xC6\x0C\x18\x44\x00\x00\x00\x00\xB8\xBF\x43\xF5\x00\x00\x00\x00\xBF\xE8\xB2\xA0\x00\x00\x00\x00\xAF\x55\xBF\xC9\x00\x00\x00\x00\x87\x7D\xAB\xC4\x00\x00\x00\x00\xA4\x4B\xCC\x56\x00\x00\x00\x00\x90\x0A\x0E\x5F\x00\x00\x00\x00\x99\xCB\xBD\x83\x00\x00\x00\x00\xB0\x1C\xCB\x85\x00\x00\x00\x00\x11\xBD\xB2\x13\x00\x00\x00\x00\x75\x8D\xAC\x2D\x00\x00\x00\x00\x8B\xC3\x03\xB9\x00\x00\x00\x00\x0C\x55\x56\x7E\x00\x00\x00\x00\x92\xEE\xC9\x58\x00\x00\x00\x00\xF2\x9D\x78\x5C\x00\x00\x00\x00\x92\x74\xFC\x1B\x00\x00\x00\x00\x19\xD2\x7E\x24\x00\x00\x00\x00\xA9\x07\x7C\xFF\x00\x00\x00\x00\x01\xB1\x77\x18\x00\x00\x00\x00\x85\x14\xE5\x1E\xCE\x23\xEF\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x8D)], 13389)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13389)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xB03053B0)], 13389)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x7A9C88BD)], 13389)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xE8BA0325)], 13389)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xC8D7FE19)], 13389)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x9B6BCEA5)], 13389)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x2B545D7E)], 13389)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xA6C2CADD)], 13389)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x78737E73)], 13389)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x3831F6A5)], 13389)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xDC1756D9)], 13389)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x561D41D0)], 13389)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x69F624AA)], 13389)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x1D117B42)], 13389)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x7BB2C1B0)], 13389)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x0741D4EC)], 13389)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xF1559164)], 13389)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x6E0B744B)], 13389)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x8FC44BDD)], 13389)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x8E179A7F)], 13389)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x0167B7CE)], 13389)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x39472065)], 13389)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xC542923F)], 13389)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x1D46B9DA)], 13389)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xC1168A57)], 13389)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xF6DB75A6)], 13389)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xD55507E3)], 13389)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x50037443)], 13389)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x6B4B25DE)], 13389)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x9DEE460C)], 13389)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xD2E247F8)], 13389)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x82383C34)], 13389)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x1F985AEF)], 13389)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x43D2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000144D),
                gc.DataTuple('slot_count', 0x00000495),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA3814672),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x43\xD2\x00\x0D\x00\x00\x00\x00\x00\x00\xD1\xC4\x00\x00\x00\x00\x00\x40\x00\x00\xFA\x64\xD7\xD0\xA7\x78\xD6\x0F\xF5\xCD\xF4\x75\xE7\x22\x66\xC7\x22\xDF\x21\x1A\x92\x5C\x78\xDE\xC6\x82\x50\x51\xD6\xB7\x3E\x3D\x30\x63\x2E\x4D\xFA\xED\x23\xDD\x58\xB2\xEA\x35\x76\x67\x13\xA3\x07\xBF\x63\x84\x5D\xAA\x07\x23\x96\x64\xF1\x63\x2A\x38\xEF\xE6\x5E\xA5\xB9\x86\x00\xDB\xC1\x50\xDF\x13\x39\x29\xBD\xE8\x19\xA3\xD3\xC7\xFC\xB8\xE0\xEA\x5C\x8F\xB3\x51\xC3\x9C\xB4\x05\x5E\x90\x8B\x62\x5F\x8D\xFA\x8D\x42\xA8\x02\xA9\x39\x93\xD4\x99\x71\x87\x44\x09\x4B\xE2\x3F\x17\xC6\x19\x92\x83\xE0\x87\x22\x7F\xCC\xA5\x90\x30\x19\xC0\xBF\xFA\x8E\x11\x1A\x15\xA8\xAD\xD4\xF9\x2B\x86\x7F\x1C\xB2\xF1\x34\x6F\x57\xCD\x9F\x28\x85\xB6\xC1\x1C\x48\x41\xD3\x94\xA6\x72\x79\xF4\xB4\xF2\xF7\xA8\x00\x22\x57\xD1\xC8\x25\x73\xAE\xD6\xF9\x95\x02\xC2\xB0\xF1\xB9\xEB\x5B\x33\xE4\xCC\x6A\x68\x5F\xF0\xC1\x9D\x8C\xFC\x7D\x39\x4A\x51\x79\xDC\x38\xE6\xA7\x5A\xB2\x72\x4B\xFD\x9D\x81\x70\xD9\x41\x82\x10\xB9\xDE\x52\x76\x4F\x48\xC5\x13\x09\x2D\x11\x30\xB0\x5B\xAE\x8B\xA8\x16\x9F\x1D\xCD\x52\x3F\x07\x98\xB3\xAB\x72\xC4\xA5\x13\xBB\x53\xE0\xB3\x63\xA5\x91\xAA\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x43\xD2\x00\x0D\x00\x00\x00\x00\x00\x00\x05\x8D\x00\x00\x00\x00\x00\x40\x00\x00\xFA\x64\xD7\xD0\xB0\x30\x53\xB0\xF5\xCD\xF4\x75\x7A\x9C\x88\xBD\x22\xDF\x21\x1A\xE8\xBA\x03\x25\xC6\x82\x50\x51\xC8\xD7\xFE\x19\x30\x63\x2E\x4D\x9B\x6B\xCE\xA5\x58\xB2\xEA\x35\x2B\x54\x5D\x7E\x07\xBF\x63\x84\xA6\xC2\xCA\xDD\x96\x64\xF1\x63\x78\x73\x7E\x73\x5E\xA5\xB9\x86\x38\x31\xF6\xA5\xDF\x13\x39\x29\xDC\x17\x56\xD9\xD3\xC7\xFC\xB8\x56\x1D\x41\xD0\xB3\x51\xC3\x9C\x69\xF6\x24\xAA\x8B\x62\x5F\x8D\x1D\x11\x7B\x42\x02\xA9\x39\x93\x7B\xB2\xC1\xB0\x44\x09\x4B\xE2\x07\x41\xD4\xEC\x92\x83\xE0\x87\xF1\x55\x91\x64\x90\x30\x19\xC0\x6E\x0B\x74\x4B\x1A\x15\xA8\xAD\x8F\xC4\x4B\xDD\x7F\x1C\xB2\xF1\x8E\x17\x9A\x7F\x9F\x28\x85\xB6\x01\x67\xB7\xCE\xD3\x94\xA6\x72\x39\x47\x20\x65\xF7\xA8\x00\x22\xC5\x42\x92\x3F\x73\xAE\xD6\xF9\x1D\x46\xB9\xDA\xF1\xB9\xEB\x5B\xC1\x16\x8A\x57\x68\x5F\xF0\xC1\xF6\xDB\x75\xA6\x39\x4A\x51\x79\xD5\x55\x07\xE3\x5A\xB2\x72\x4B\x50\x03\x74\x43\xD9\x41\x82\x10\x6B\x4B\x25\xDE\x4F\x48\xC5\x13\x9D\xEE\x46\x0C\xB0\x5B\xAE\x8B\xD2\xE2\x47\xF8\xCD\x52\x3F\x07\x82\x38\x3C\x34\xC4\xA5\x13\xBB\x1F\x98\x5A\xEF\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x34\x4D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xB0\x30\x53\xB0\x00\x00\x00\x00\x7A\x9C\x88\xBD\x00\x00\x00\x00\xE8\xBA\x03\x25\x00\x00\x00\x00\xC8\xD7\xFE\x19\x00\x00\x00\x00\x9B\x6B\xCE\xA5\x00\x00\x00\x00\x2B\x54\x5D\x7E\x00\x00\x00\x00\xA6\xC2\xCA\xDD\x00\x00\x00\x00\x78\x73\x7E\x73\x00\x00\x00\x00\x38\x31\xF6\xA5\x00\x00\x00\x00\xDC\x17\x56\xD9\x00\x00\x00\x00\x56\x1D\x41\xD0\x00\x00\x00\x00\x69\xF6\x24\xAA\x00\x00\x00\x00\x1D\x11\x7B\x42\x00\x00\x00\x00\x7B\xB2\xC1\xB0\x00\x00\x00\x00\x07\x41\xD4\xEC\x00\x00\x00\x00\xF1\x55\x91\x64\x00\x00\x00\x00\x6E\x0B\x74\x4B\x00\x00\x00\x00\x8F\xC4\x4B\xDD\x00\x00\x00\x00\x8E\x17\x9A\x7F\x00\x00\x00\x00\x01\x67\xB7\xCE\x00\x00\x00\x00\x39\x47\x20\x65\x00\x00\x00\x00\xC5\x42\x92\x3F\x00\x00\x00\x00\x1D\x46\xB9\xDA\x00\x00\x00\x00\xC1\x16\x8A\x57\x00\x00\x00\x00\xF6\xDB\x75\xA6\x00\x00\x00\x00\xD5\x55\x07\xE3\x00\x00\x00\x00\x50\x03\x74\x43\x00\x00\x00\x00\x6B\x4B\x25\xDE\x00\x00\x00\x00\x9D\xEE\x46\x0C\x00\x00\x00\x00\xD2\xE2\x47\xF8\x00\x00\x00\x00\x82\x38\x3C\x34\x00\x00\x00\x00\x1F\x98\x5A\xEF\xA5\x91\xAA\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x8D)], 12250)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12250)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xD44278A8)], 12250)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xD4A8A037)], 12250)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xD3D0B326)], 12250)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x40CCEB89)], 12250)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xADB29E31)], 12250)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x58D106E1)], 12250)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x260F3CAB)], 12250)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x22BEC409)], 12250)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x142ABE85)], 12250)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x9B1EE46F)], 12250)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x13EB56B9)], 12250)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x4CC3A8A4)], 12250)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x8446F822)], 12250)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x2FADA8C0)], 12250)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x7D1D0A15)], 12250)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x5FCDD71C)], 12250)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x25167CA1)], 12250)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xA2D16261)], 12250)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xA3A7C4DA)], 12250)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x6341E651)], 12250)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x088E197D)], 12250)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x9190B108)], 12250)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x072B5B0A)], 12250)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x6D8969AD)], 12250)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xE3ADA9C3)], 12250)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xC811DCF4)], 12250)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x3D92F709)], 12250)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x03770D94)], 12250)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xCC04AD20)], 12250)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x76993394)], 12250)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x8D19AF52)], 12250)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xDB14ED22)], 12250)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFC7D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FDA),
                gc.DataTuple('slot_count', 0x0000072B),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0CA18CEE),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xFC\x7D\x00\x07\x00\x00\x00\x00\x00\x00\x03\x9E\x00\x00\x00\x00\x00\x40\x00\x00\x4C\xC0\x72\x56\xBB\x87\x71\x7A\x6B\x1D\x3F\x60\x9D\x0C\xE6\x76\x0D\xA5\x74\xEC\x18\x84\xD7\x09\xE0\x02\xC5\x39\x2E\xDE\xFD\xA8\x83\x2B\x07\x6E\x50\x9E\xD8\x97\x2D\x4D\xF3\xE8\x3D\x0D\xD1\x72\x43\x95\xBE\x97\x4C\x10\x1F\xFF\xE0\xE5\xA3\xDF\xF2\xD8\x2A\x8B\x7D\xD9\x37\xA2\x60\xFF\x66\x55\x09\xD2\x27\x0E\x4E\xEE\xFE\xF0\x3E\x53\xE0\x38\x96\x21\xEE\x49\x07\xF3\xAD\xA4\xCC\xD7\xB0\xA3\xF4\x48\xB6\xE7\x20\xBF\x63\x6B\x1B\x7F\x3E\x48\xD5\x37\xC3\xCE\xDF\x36\x5F\x84\x2D\x48\x4A\x07\x27\xAC\x74\x17\xFA\xC3\x54\x31\xA9\x89\xC1\x6E\x03\xE7\x23\x6F\x7F\x98\x47\x25\x49\x13\x85\xAA\x25\xB0\x10\x84\x00\x12\x54\xD1\xF7\x42\xCA\x51\x0F\xDF\xE0\xFA\x36\xCF\xAA\x70\x9D\x00\x5C\x41\xA7\xC9\x25\x6B\x1A\x47\x2B\x80\xC2\x28\x2C\xA5\xB0\xA5\x28\x15\x7B\x1B\xEE\xA6\xAB\x3B\x1A\x3F\x24\x55\x4E\xE0\x79\xDB\x89\xC5\x08\x55\xBA\xFB\xC7\x28\x00\xC6\x83\x65\x66\xB5\x80\x01\x47\xE0\x07\x18\x8E\x3A\xB5\xF5\xF8\x2B\x06\xBE\x74\x77\xC9\xF2\xF4\x80\x94\x0D\x2A\x64\x02\x7D\xF5\x9F\x30\xA5\x0B\x02\x69\x35\xA4\x99\x26\x70\x72\xF7\x96\x25\xAA\x09\x44\x5E\xD4\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xFC\x7D\x00\x07\x00\x00\x00\x00\x00\x00\x05\x8D\x00\x00\x00\x00\x00\x40\x00\x00\x4C\xC0\x72\x56\xD4\x42\x78\xA8\x6B\x1D\x3F\x60\xD4\xA8\xA0\x37\x0D\xA5\x74\xEC\xD3\xD0\xB3\x26\xE0\x02\xC5\x39\x40\xCC\xEB\x89\x83\x2B\x07\x6E\xAD\xB2\x9E\x31\x2D\x4D\xF3\xE8\x58\xD1\x06\xE1\x43\x95\xBE\x97\x26\x0F\x3C\xAB\xE0\xE5\xA3\xDF\x22\xBE\xC4\x09\x7D\xD9\x37\xA2\x14\x2A\xBE\x85\x09\xD2\x27\x0E\x9B\x1E\xE4\x6F\x3E\x53\xE0\x38\x13\xEB\x56\xB9\x07\xF3\xAD\xA4\x4C\xC3\xA8\xA4\xF4\x48\xB6\xE7\x84\x46\xF8\x22\x1B\x7F\x3E\x48\x2F\xAD\xA8\xC0\xDF\x36\x5F\x84\x7D\x1D\x0A\x15\x27\xAC\x74\x17\x5F\xCD\xD7\x1C\xA9\x89\xC1\x6E\x25\x16\x7C\xA1\x7F\x98\x47\x25\xA2\xD1\x62\x61\x25\xB0\x10\x84\xA3\xA7\xC4\xDA\xF7\x42\xCA\x51\x63\x41\xE6\x51\x36\xCF\xAA\x70\x08\x8E\x19\x7D\xA7\xC9\x25\x6B\x91\x90\xB1\x08\xC2\x28\x2C\xA5\x07\x2B\x5B\x0A\x7B\x1B\xEE\xA6\x6D\x89\x69\xAD\x24\x55\x4E\xE0\xE3\xAD\xA9\xC3\x08\x55\xBA\xFB\xC8\x11\xDC\xF4\x83\x65\x66\xB5\x3D\x92\xF7\x09\x07\x18\x8E\x3A\x03\x77\x0D\x94\x06\xBE\x74\x77\xCC\x04\xAD\x20\x94\x0D\x2A\x64\x76\x99\x33\x94\x30\xA5\x0B\x02\x8D\x19\xAF\x52\x26\x70\x72\xF7\xDB\x14\xED\x22\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2F\xDA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8D\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xD4\x42\x78\xA8\x00\x00\x00\x00\xD4\xA8\xA0\x37\x00\x00\x00\x00\xD3\xD0\xB3\x26\x00\x00\x00\x00\x40\xCC\xEB\x89\x00\x00\x00\x00\xAD\xB2\x9E\x31\x00\x00\x00\x00\x58\xD1\x06\xE1\x00\x00\x00\x00\x26\x0F\x3C\xAB\x00\x00\x00\x00\x22\xBE\xC4\x09\x00\x00\x00\x00\x14\x2A\xBE\x85\x00\x00\x00\x00\x9B\x1E\xE4\x6F\x00\x00\x00\x00\x13\xEB\x56\xB9\x00\x00\x00\x00\x4C\xC3\xA8\xA4\x00\x00\x00\x00\x84\x46\xF8\x22\x00\x00\x00\x00\x2F\xAD\xA8\xC0\x00\x00\x00\x00\x7D\x1D\x0A\x15\x00\x00\x00\x00\x5F\xCD\xD7\x1C\x00\x00\x00\x00\x25\x16\x7C\xA1\x00\x00\x00\x00\xA2\xD1\x62\x61\x00\x00\x00\x00\xA3\xA7\xC4\xDA\x00\x00\x00\x00\x63\x41\xE6\x51\x00\x00\x00\x00\x08\x8E\x19\x7D\x00\x00\x00\x00\x91\x90\xB1\x08\x00\x00\x00\x00\x07\x2B\x5B\x0A\x00\x00\x00\x00\x6D\x89\x69\xAD\x00\x00\x00\x00\xE3\xAD\xA9\xC3\x00\x00\x00\x00\xC8\x11\xDC\xF4\x00\x00\x00\x00\x3D\x92\xF7\x09\x00\x00\x00\x00\x03\x77\x0D\x94\x00\x00\x00\x00\xCC\x04\xAD\x20\x00\x00\x00\x00\x76\x99\x33\x94\x00\x00\x00\x00\x8D\x19\xAF\x52\x00\x00\x00\x00\xDB\x14\xED\x22\x44\x5E\xD4\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xD0)], 13630)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13630)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x2DE467D6)], 13630)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xC4FDCA8B)], 13630)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x9C996CBC)], 13630)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x416F08DA)], 13630)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x88AFAEE3)], 13630)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xCF05A8C2)], 13630)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xBA416F35)], 13630)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x086C85B5)], 13630)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x34030488)], 13630)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x5E588DA6)], 13630)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x24F3542B)], 13630)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x9706A26B)], 13630)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x2E878DEA)], 13630)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x133E8011)], 13630)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x7636A41E)], 13630)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x198D326C)], 13630)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x5FE85993)], 13630)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xE19CDEE9)], 13630)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xA39C1C4A)], 13630)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x186C3986)], 13630)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xB71EE31F)], 13630)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xD8E63BC5)], 13630)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x67C7B6CD)], 13630)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xCBD56DD5)], 13630)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x136338EC)], 13630)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xC2AF073D)], 13630)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xA7FCADB7)], 13630)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x152AECA6)], 13630)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xBEC3F31F)], 13630)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xD1211287)], 13630)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x7EDB3D8A)], 13630)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x9D2E97F6)], 13630)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2A4A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000153E),
                gc.DataTuple('slot_count', 0x0000051C),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEBE0DDB8),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x2A\x4A\x00\x19\x00\x00\x00\x00\x00\x00\x79\x98\x00\x00\x00\x00\x00\x40\x00\x00\x3D\x97\x1B\x07\x4A\xA4\x76\xF2\x96\x84\x35\xE9\x6C\x31\x9A\xA3\x35\xCF\x64\x00\xD6\xF4\x58\x28\xAE\xEB\x88\xBC\x0E\xCF\x6B\xA8\xE7\x0F\x23\xCF\xC3\x2C\xF9\x6E\x4A\x87\x38\xA0\x28\x6F\x11\xBA\x05\xA4\xDB\x94\x7D\xF0\x4D\x6F\xCE\x22\xCB\x40\x32\xEE\x36\xA0\x23\x35\x4B\xA8\xFD\x44\x45\x51\x56\x2D\x33\x81\xCD\x4E\x91\x32\xA9\x72\xC8\x66\x02\x3F\x97\xA7\x3A\x9F\xAE\xFF\x3B\xF5\xFC\x8D\x3F\x59\xE3\x1D\x08\x4C\xCA\xD4\x31\xE1\x20\xD0\xA9\xF2\x8C\x19\xD7\x00\xC4\x9D\xE3\xDF\x15\xF3\x3A\xAB\x8C\xC0\x1E\x6C\x5D\xB7\x12\x1E\x59\x40\xB1\xA6\x7C\x0C\x8F\xC5\x6F\x87\x43\x3B\x80\xAA\x48\xB2\x51\x2B\x68\x4C\xBC\x9B\x7B\xC7\x18\xFD\x2A\x02\xBF\x44\x4A\x6B\xEE\x60\x1F\xA3\x9D\xC9\x4B\xDE\x5E\xDB\x04\x46\xC1\x9A\xA7\xFC\xA8\x50\x3C\x2C\x65\x2A\xF1\x80\x2F\xFE\xD2\xAC\x8D\x07\x80\x70\xB8\xAC\x5F\x4B\x07\xE5\x3C\xE5\xD7\x43\x0C\x86\xD8\xA1\x8C\x09\x9E\x28\xB4\x12\x4B\x0F\x0D\xCA\xC8\xF6\xBD\xA1\x01\xE9\xF8\x2D\xD7\xD9\x2F\x51\xCF\xE3\xC3\xD0\xB3\x3B\x67\xC5\x52\x09\x32\x11\x10\x51\x03\x7A\x83\xBC\xAE\x73\x1E\xFC\xE6\xD6\x37\xCD\x5C\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x2A\x4A\x00\x19\x00\x00\x00\x00\x00\x00\x05\xD0\x00\x00\x00\x00\x00\x40\x00\x00\x3D\x97\x1B\x07\x2D\xE4\x67\xD6\x96\x84\x35\xE9\xC4\xFD\xCA\x8B\x35\xCF\x64\x00\x9C\x99\x6C\xBC\xAE\xEB\x88\xBC\x41\x6F\x08\xDA\xE7\x0F\x23\xCF\x88\xAF\xAE\xE3\x4A\x87\x38\xA0\xCF\x05\xA8\xC2\x05\xA4\xDB\x94\xBA\x41\x6F\x35\xCE\x22\xCB\x40\x08\x6C\x85\xB5\x23\x35\x4B\xA8\x34\x03\x04\x88\x56\x2D\x33\x81\x5E\x58\x8D\xA6\xA9\x72\xC8\x66\x24\xF3\x54\x2B\x3A\x9F\xAE\xFF\x97\x06\xA2\x6B\x3F\x59\xE3\x1D\x2E\x87\x8D\xEA\x31\xE1\x20\xD0\x13\x3E\x80\x11\xD7\x00\xC4\x9D\x76\x36\xA4\x1E\x3A\xAB\x8C\xC0\x19\x8D\x32\x6C\x12\x1E\x59\x40\x5F\xE8\x59\x93\x8F\xC5\x6F\x87\xE1\x9C\xDE\xE9\x48\xB2\x51\x2B\xA3\x9C\x1C\x4A\x7B\xC7\x18\xFD\x18\x6C\x39\x86\x4A\x6B\xEE\x60\xB7\x1E\xE3\x1F\x4B\xDE\x5E\xDB\xD8\xE6\x3B\xC5\xA7\xFC\xA8\x50\x67\xC7\xB6\xCD\xF1\x80\x2F\xFE\xCB\xD5\x6D\xD5\x80\x70\xB8\xAC\x13\x63\x38\xEC\x3C\xE5\xD7\x43\xC2\xAF\x07\x3D\x8C\x09\x9E\x28\xA7\xFC\xAD\xB7\x0D\xCA\xC8\xF6\x15\x2A\xEC\xA6\xF8\x2D\xD7\xD9\xBE\xC3\xF3\x1F\xC3\xD0\xB3\x3B\xD1\x21\x12\x87\x32\x11\x10\x51\x7E\xDB\x3D\x8A\xAE\x73\x1E\xFC\x9D\x2E\x97\xF6\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x35\x3E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD0\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x2D\xE4\x67\xD6\x00\x00\x00\x00\xC4\xFD\xCA\x8B\x00\x00\x00\x00\x9C\x99\x6C\xBC\x00\x00\x00\x00\x41\x6F\x08\xDA\x00\x00\x00\x00\x88\xAF\xAE\xE3\x00\x00\x00\x00\xCF\x05\xA8\xC2\x00\x00\x00\x00\xBA\x41\x6F\x35\x00\x00\x00\x00\x08\x6C\x85\xB5\x00\x00\x00\x00\x34\x03\x04\x88\x00\x00\x00\x00\x5E\x58\x8D\xA6\x00\x00\x00\x00\x24\xF3\x54\x2B\x00\x00\x00\x00\x97\x06\xA2\x6B\x00\x00\x00\x00\x2E\x87\x8D\xEA\x00\x00\x00\x00\x13\x3E\x80\x11\x00\x00\x00\x00\x76\x36\xA4\x1E\x00\x00\x00\x00\x19\x8D\x32\x6C\x00\x00\x00\x00\x5F\xE8\x59\x93\x00\x00\x00\x00\xE1\x9C\xDE\xE9\x00\x00\x00\x00\xA3\x9C\x1C\x4A\x00\x00\x00\x00\x18\x6C\x39\x86\x00\x00\x00\x00\xB7\x1E\xE3\x1F\x00\x00\x00\x00\xD8\xE6\x3B\xC5\x00\x00\x00\x00\x67\xC7\xB6\xCD\x00\x00\x00\x00\xCB\xD5\x6D\xD5\x00\x00\x00\x00\x13\x63\x38\xEC\x00\x00\x00\x00\xC2\xAF\x07\x3D\x00\x00\x00\x00\xA7\xFC\xAD\xB7\x00\x00\x00\x00\x15\x2A\xEC\xA6\x00\x00\x00\x00\xBE\xC3\xF3\x1F\x00\x00\x00\x00\xD1\x21\x12\x87\x00\x00\x00\x00\x7E\xDB\x3D\x8A\x00\x00\x00\x00\x9D\x2E\x97\xF6\x5C\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xFD)], 11239)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11239)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x3EB73507)], 11239)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xA77F0715)], 11239)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x24671CE3)], 11239)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x8448BCE3)], 11239)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x6187A5C0)], 11239)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x4B353059)], 11239)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xE41D5AE8)], 11239)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x6771B0E6)], 11239)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x4D3B53CD)], 11239)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xCF48A93E)], 11239)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x156BC900)], 11239)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x4652C408)], 11239)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xEC6E7E5D)], 11239)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x828190D3)], 11239)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x33F2EE5A)], 11239)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x07621956)], 11239)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x465ADF6C)], 11239)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x5B18EF37)], 11239)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x6DE1D358)], 11239)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xD5D0516F)], 11239)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x368205A2)], 11239)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x9BC33D3B)], 11239)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xE28A5F6D)], 11239)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x333EA82D)], 11239)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xC9184C21)], 11239)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x19691014)], 11239)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x2036A04B)], 11239)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xB3C69082)], 11239)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xC30629C2)], 11239)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x05B98419)], 11239)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xBDE00DAA)], 11239)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x01CA53DD)], 11239)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1441),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BE7),
                gc.DataTuple('slot_count', 0x00000D4F),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAA7D758D),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x14\x41\x00\x1B\x00\x00\x00\x00\x00\x00\x8B\x5A\x00\x00\x00\x00\x00\x40\x00\x00\x8B\xBA\x00\xDC\xD3\x13\xC2\x8F\xA3\x42\x78\x8F\xE9\x90\xD9\x2E\x01\x89\x23\x42\xBB\xE2\xA5\x09\x77\x80\xF0\xE4\xB0\x98\x13\x56\xC8\xA4\xDD\x5A\x3B\xA5\xA5\x83\x8F\xE3\x70\xC1\xE1\x67\xC9\x2E\x95\xF2\x55\x88\xAF\x3A\x93\x64\x9C\xCC\xAA\xA8\xC4\x37\x30\xD8\x85\x24\xAB\xE0\x35\x3D\x2E\xF6\x2F\x69\x84\xCC\x87\x13\x3B\xF8\x5E\xD0\xF0\x47\x53\x6B\xBA\x29\x43\xDA\x9F\xA6\xDB\xE2\xCD\xF6\x2F\x3E\xBB\xF2\xCA\x82\x15\xC2\x92\xEF\xD4\x08\x11\x5E\xA7\x1C\x90\xB5\xA2\x77\x65\x52\x38\x7A\x05\x60\x18\xFA\x7D\xD5\x1B\x77\xB9\x75\xD8\xE6\x98\xF0\x10\xF4\xE0\x4E\xD0\x5D\xD9\x3C\x44\x4E\x43\x3A\x2C\x1D\xA5\x95\x26\xCB\xB9\x4B\xF3\xB3\xA1\x99\xCE\x7F\xB4\xE3\xE7\xFB\x8B\xCF\x6A\x32\x58\x80\x5F\xCF\xD8\x7D\x0F\x9F\x98\x33\xA5\x3C\xAD\x19\x8B\x03\x90\x78\xFE\x99\xE7\x26\xB6\x82\x4B\xEE\xE4\xF6\xF0\x85\x4A\xB9\xBD\x36\xFD\x2E\x58\xA9\xEA\xE4\x77\xD0\x34\xCE\x06\x12\x2A\xBC\xCA\x9F\x63\xE9\xEB\x26\x43\x8F\xA7\x97\xCF\x1C\x0A\xBC\xA4\x41\x89\x35\x95\x9A\xAB\x54\xE9\x7F\xD3\xD8\x56\xFD\xF2\x15\x64\xB1\xA1\xCF\xF5\x2B\x4D\x9F\x63\x48\xC6\x1C\xA1\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x14\x41\x00\x1B\x00\x00\x00\x00\x00\x00\x05\xFD\x00\x00\x00\x00\x00\x40\x00\x00\x8B\xBA\x00\xDC\x3E\xB7\x35\x07\xA3\x42\x78\x8F\xA7\x7F\x07\x15\x01\x89\x23\x42\x24\x67\x1C\xE3\x77\x80\xF0\xE4\x84\x48\xBC\xE3\xC8\xA4\xDD\x5A\x61\x87\xA5\xC0\x8F\xE3\x70\xC1\x4B\x35\x30\x59\x95\xF2\x55\x88\xE4\x1D\x5A\xE8\x9C\xCC\xAA\xA8\x67\x71\xB0\xE6\x85\x24\xAB\xE0\x4D\x3B\x53\xCD\x2F\x69\x84\xCC\xCF\x48\xA9\x3E\x5E\xD0\xF0\x47\x15\x6B\xC9\x00\x43\xDA\x9F\xA6\x46\x52\xC4\x08\x2F\x3E\xBB\xF2\xEC\x6E\x7E\x5D\x92\xEF\xD4\x08\x82\x81\x90\xD3\x90\xB5\xA2\x77\x33\xF2\xEE\x5A\x05\x60\x18\xFA\x07\x62\x19\x56\xB9\x75\xD8\xE6\x46\x5A\xDF\x6C\xE0\x4E\xD0\x5D\x5B\x18\xEF\x37\x43\x3A\x2C\x1D\x6D\xE1\xD3\x58\xB9\x4B\xF3\xB3\xD5\xD0\x51\x6F\xB4\xE3\xE7\xFB\x36\x82\x05\xA2\x58\x80\x5F\xCF\x9B\xC3\x3D\x3B\x98\x33\xA5\x3C\xE2\x8A\x5F\x6D\x90\x78\xFE\x99\x33\x3E\xA8\x2D\x4B\xEE\xE4\xF6\xC9\x18\x4C\x21\xBD\x36\xFD\x2E\x19\x69\x10\x14\x77\xD0\x34\xCE\x20\x36\xA0\x4B\xCA\x9F\x63\xE9\xB3\xC6\x90\x82\xA7\x97\xCF\x1C\xC3\x06\x29\xC2\x89\x35\x95\x9A\x05\xB9\x84\x19\xD3\xD8\x56\xFD\xBD\xE0\x0D\xAA\xA1\xCF\xF5\x2B\x01\xCA\x53\xDD\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2B\xE7\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFD\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x3E\xB7\x35\x07\x00\x00\x00\x00\xA7\x7F\x07\x15\x00\x00\x00\x00\x24\x67\x1C\xE3\x00\x00\x00\x00\x84\x48\xBC\xE3\x00\x00\x00\x00\x61\x87\xA5\xC0\x00\x00\x00\x00\x4B\x35\x30\x59\x00\x00\x00\x00\xE4\x1D\x5A\xE8\x00\x00\x00\x00\x67\x71\xB0\xE6\x00\x00\x00\x00\x4D\x3B\x53\xCD\x00\x00\x00\x00\xCF\x48\xA9\x3E\x00\x00\x00\x00\x15\x6B\xC9\x00\x00\x00\x00\x00\x46\x52\xC4\x08\x00\x00\x00\x00\xEC\x6E\x7E\x5D\x00\x00\x00\x00\x82\x81\x90\xD3\x00\x00\x00\x00\x33\xF2\xEE\x5A\x00\x00\x00\x00\x07\x62\x19\x56\x00\x00\x00\x00\x46\x5A\xDF\x6C\x00\x00\x00\x00\x5B\x18\xEF\x37\x00\x00\x00\x00\x6D\xE1\xD3\x58\x00\x00\x00\x00\xD5\xD0\x51\x6F\x00\x00\x00\x00\x36\x82\x05\xA2\x00\x00\x00\x00\x9B\xC3\x3D\x3B\x00\x00\x00\x00\xE2\x8A\x5F\x6D\x00\x00\x00\x00\x33\x3E\xA8\x2D\x00\x00\x00\x00\xC9\x18\x4C\x21\x00\x00\x00\x00\x19\x69\x10\x14\x00\x00\x00\x00\x20\x36\xA0\x4B\x00\x00\x00\x00\xB3\xC6\x90\x82\x00\x00\x00\x00\xC3\x06\x29\xC2\x00\x00\x00\x00\x05\xB9\x84\x19\x00\x00\x00\x00\xBD\xE0\x0D\xAA\x00\x00\x00\x00\x01\xCA\x53\xDD\xC6\x1C\xA1\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.36

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEC\x00\x00\x00\x00\x00\x00\x40\x00\x00\xE3\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD\x89\xE3\x7A\x4C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xFB)], 10903)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10903)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xBFE4618C)], 10903)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x6A7EE3B0)], 10903)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x928578DD)], 10903)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x6BD45CE5)], 10903)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x35AE361D)], 10903)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x0CCE3098)], 10903)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x150E1F48)], 10903)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x0EC7A106)], 10903)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xDF792419)], 10903)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xB04F7123)], 10903)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x7A4DD417)], 10903)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xBEA290A0)], 10903)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xFF68981B)], 10903)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x7C92B990)], 10903)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xE7BC707A)], 10903)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x8B03C1A1)], 10903)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x4D2041BF)], 10903)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x392A537F)], 10903)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x912ED67E)], 10903)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xCDFF44AF)], 10903)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xC63B0ED9)], 10903)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x74DC735D)], 10903)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x8D3F6AC5)], 10903)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x3A5AA9C2)], 10903)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xE493775E)], 10903)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x74198F0C)], 10903)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x1D073B7D)], 10903)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x68920FB5)], 10903)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x3D58151B)], 10903)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xF3AB4591)], 10903)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xA0FE682A)], 10903)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x4B08EBAC)], 10903)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1EC4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A97),
                gc.DataTuple('slot_count', 0x00000913),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC41F5D5F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xA572E119),
                gc.KeyTuple('src_port', 0x0C46),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x0013),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\x72\xE1\x19\x00\x00\x00\x00\x0C\x46\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x1E\xC4\x00\x09\x00\x00\x00\x00\x00\x00\xE9\x28\x00\x00\x00\x00\x00\x40\x00\x00\x22\x98\xF0\x9C\x63\x89\x06\x76\xE0\x87\xDD\x0E\x3F\xF4\x99\x0E\x25\x92\x3B\xBB\xBB\x2F\x99\x5F\x78\x5E\x6A\x5C\xE3\x55\xEA\x6F\x20\x0F\x40\x36\x9F\x9B\xF4\xA8\xCB\x9C\xAE\x7C\x98\x61\xEF\xE3\x7F\x4A\xFA\xC1\x18\x8E\xF0\x06\x6F\x0F\xA7\xF2\xB2\x50\x35\x33\x3B\x01\x47\x7F\x0F\xF0\xE9\x57\xBF\x42\x28\x47\x98\x40\x14\x4B\x88\xBE\xF6\x0B\xF0\x96\x55\x32\x11\x7F\x97\xD9\x40\x9E\x55\xB0\x32\x11\x6C\x7B\xA6\xC4\x2C\x44\xC0\x2E\x82\x86\x1C\xE0\x39\xDA\x1F\xD3\x34\x4A\x2F\xC7\x0A\xE3\x3D\x8C\xCB\x69\x54\x46\x0E\x2D\xD2\xDA\x4D\xB4\xB8\xB3\x34\x0A\xA8\x96\x92\xDC\x80\xD0\x77\xA2\x78\x9D\x11\x6C\x16\x1E\xE6\x2F\x00\x45\x54\x54\xA3\xC3\x33\x79\x95\x64\x6B\xA0\x09\x8C\x01\xEB\x0C\x30\x9B\xE9\x32\x3D\xCD\x22\x52\x85\x27\x1F\x6D\xFA\xEA\xBF\x09\x6F\x05\xA6\xC8\xC5\xE0\x7B\x6E\x7B\x0A\x61\x55\x86\xC4\xA8\xD6\x14\x82\xC8\x8E\xA0\xEE\x42\xE7\x5D\xB3\xA5\x42\xAC\x36\xDA\xEA\x17\x6D\x9C\x7B\x8E\x8C\x03\x1D\x22\x4E\x25\x1E\xE2\xE4\x54\x6E\x67\xC3\xA4\x39\x19\xAC\x9B\x61\xDC\xDE\xC0\x38\x58\x19\xA3\x73\xE3\xCB\xE7\x34\x4F\x46\x0F\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\x72\xE1\x19\x00\x00\x00\x00\x0C\x46\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x1E\xC4\x00\x09\x00\x00\x00\x00\x00\x00\x07\xFB\x00\x00\x00\x00\x00\x40\x00\x00\x22\x98\xF0\x9C\xBF\xE4\x61\x8C\xE0\x87\xDD\x0E\x6A\x7E\xE3\xB0\x25\x92\x3B\xBB\x92\x85\x78\xDD\x78\x5E\x6A\x5C\x6B\xD4\x5C\xE5\x20\x0F\x40\x36\x35\xAE\x36\x1D\xCB\x9C\xAE\x7C\x0C\xCE\x30\x98\x7F\x4A\xFA\xC1\x15\x0E\x1F\x48\x6F\x0F\xA7\xF2\x0E\xC7\xA1\x06\x3B\x01\x47\x7F\xDF\x79\x24\x19\xBF\x42\x28\x47\xB0\x4F\x71\x23\x88\xBE\xF6\x0B\x7A\x4D\xD4\x17\x11\x7F\x97\xD9\xBE\xA2\x90\xA0\x32\x11\x6C\x7B\xFF\x68\x98\x1B\xC0\x2E\x82\x86\x7C\x92\xB9\x90\x1F\xD3\x34\x4A\xE7\xBC\x70\x7A\x3D\x8C\xCB\x69\x8B\x03\xC1\xA1\xD2\xDA\x4D\xB4\x4D\x20\x41\xBF\xA8\x96\x92\xDC\x39\x2A\x53\x7F\x78\x9D\x11\x6C\x91\x2E\xD6\x7E\x00\x45\x54\x54\xCD\xFF\x44\xAF\x95\x64\x6B\xA0\xC6\x3B\x0E\xD9\x0C\x30\x9B\xE9\x74\xDC\x73\x5D\x52\x85\x27\x1F\x8D\x3F\x6A\xC5\x09\x6F\x05\xA6\x3A\x5A\xA9\xC2\x6E\x7B\x0A\x61\xE4\x93\x77\x5E\xD6\x14\x82\xC8\x74\x19\x8F\x0C\xE7\x5D\xB3\xA5\x1D\x07\x3B\x7D\xEA\x17\x6D\x9C\x68\x92\x0F\xB5\x1D\x22\x4E\x25\x3D\x58\x15\x1B\x6E\x67\xC3\xA4\xF3\xAB\x45\x91\x61\xDC\xDE\xC0\xA0\xFE\x68\x2A\x73\xE3\xCB\xE7\x4B\x08\xEB\xAC\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2A\x97\x00\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFB\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xBF\xE4\x61\x8C\x00\x00\x00\x00\x6A\x7E\xE3\xB0\x00\x00\x00\x00\x92\x85\x78\xDD\x00\x00\x00\x00\x6B\xD4\x5C\xE5\x00\x00\x00\x00\x35\xAE\x36\x1D\x00\x00\x00\x00\x0C\xCE\x30\x98\x00\x00\x00\x00\x15\x0E\x1F\x48\x00\x00\x00\x00\x0E\xC7\xA1\x06\x00\x00\x00\x00\xDF\x79\x24\x19\x00\x00\x00\x00\xB0\x4F\x71\x23\x00\x00\x00\x00\x7A\x4D\xD4\x17\x00\x00\x00\x00\xBE\xA2\x90\xA0\x00\x00\x00\x00\xFF\x68\x98\x1B\x00\x00\x00\x00\x7C\x92\xB9\x90\x00\x00\x00\x00\xE7\xBC\x70\x7A\x00\x00\x00\x00\x8B\x03\xC1\xA1\x00\x00\x00\x00\x4D\x20\x41\xBF\x00\x00\x00\x00\x39\x2A\x53\x7F\x00\x00\x00\x00\x91\x2E\xD6\x7E\x00\x00\x00\x00\xCD\xFF\x44\xAF\x00\x00\x00\x00\xC6\x3B\x0E\xD9\x00\x00\x00\x00\x74\xDC\x73\x5D\x00\x00\x00\x00\x8D\x3F\x6A\xC5\x00\x00\x00\x00\x3A\x5A\xA9\xC2\x00\x00\x00\x00\xE4\x93\x77\x5E\x00\x00\x00\x00\x74\x19\x8F\x0C\x00\x00\x00\x00\x1D\x07\x3B\x7D\x00\x00\x00\x00\x68\x92\x0F\xB5\x00\x00\x00\x00\x3D\x58\x15\x1B\x00\x00\x00\x00\xF3\xAB\x45\x91\x00\x00\x00\x00\xA0\xFE\x68\x2A\x00\x00\x00\x00\x4B\x08\xEB\xAC\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xEF)], 13737)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13737)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xEA97C837)], 13737)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xC50439C3)], 13737)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xED0F9A4A)], 13737)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x6BACE202)], 13737)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xCC17BA8F)], 13737)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x24E288F4)], 13737)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x0CE16AAF)], 13737)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xAE4D1416)], 13737)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xFC66DB6F)], 13737)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x5D9BC038)], 13737)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x3502D904)], 13737)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xF9D9A05A)], 13737)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x97A0DC14)], 13737)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x4F370EC5)], 13737)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x22FE21C9)], 13737)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xB3DBD071)], 13737)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x3C1A826B)], 13737)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x8EE849A3)], 13737)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xF8AB4746)], 13737)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x34C17AF2)], 13737)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x8C3A69BC)], 13737)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x294C62F1)], 13737)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x524E17FB)], 13737)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xD50E7107)], 13737)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xBA4A0DE3)], 13737)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x836D13D9)], 13737)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xB31FCC9F)], 13737)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x3E65F16E)], 13737)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x0BC1FFB1)], 13737)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x971254FE)], 13737)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x454C14F9)], 13737)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x2B9A144C)], 13737)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAC98),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000015A9),
                gc.DataTuple('slot_count', 0x000002A7),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCE81BAEB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x82D47D18),
                gc.KeyTuple('src_port', 0x1240),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x009C),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x82\xD4\x7D\x18\x00\x00\x00\x00\x12\x40\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xAC\x98\x00\x0F\x00\x00\x00\x00\x00\x00\xD9\x0A\x00\x00\x00\x00\x00\x40\x00\x00\x07\xF9\x79\xBF\x81\xB4\xD9\x9E\xCC\xB5\x1E\x7E\x20\xC1\xC7\x08\x4B\x5A\xEA\x51\x93\x81\x05\xA2\xC2\x53\xF2\xC0\x54\xA5\x26\xCE\x49\x7F\x8B\x59\xEF\xF7\xAB\x9A\x3C\xA7\x6D\x95\x6A\x67\xFD\x4D\xDD\xE7\x36\x7F\x52\xD8\xE3\x7E\x8D\x4A\xC2\x57\x7D\x6E\xD8\xA5\xAA\x9E\x50\x84\xF5\x76\xB3\xA2\x63\xD7\x79\x64\x00\xBA\xAC\xD4\x17\x68\xAD\x9A\xAA\xC6\xFD\x5E\x0D\xB8\x19\xDE\xEF\xD6\xFD\x6F\x76\x57\x3D\xB7\xFD\x05\x3C\x0D\xC4\xDC\x93\x10\xE3\x0E\x08\xF3\x20\xB7\xE7\x67\x61\x1F\x55\xFD\x1D\x3E\x49\x34\x56\xCA\x8C\x5D\x70\x91\x2F\xAD\x2F\x84\x7A\xC6\xD3\x0A\x8A\x2B\x71\x09\x28\x36\x38\x0A\xE5\x76\xE0\x6D\x9A\x1A\x40\xFA\xC5\xFB\x89\xA8\xAF\x3B\x57\x8A\x9B\xF8\xDA\x54\x84\x5E\x71\x3E\xD6\xFB\xDD\x64\xE0\x66\xBB\xD9\x49\x50\xF7\xC8\xBD\x82\x8D\x99\x25\x6C\x41\xE4\xDC\xE1\xF3\x6F\x2F\xC1\xCB\xB9\x6E\xD5\x51\xC9\x77\x45\x97\x21\x0A\x8B\x70\x22\x49\xAD\x0A\x7B\x68\x76\x81\xCF\x07\xE0\xEF\x3B\x1E\xCC\xD4\xC5\xE9\x69\xE2\xD4\xC9\xF7\xCB\x7D\x0E\xDF\x9F\x0D\xCC\xF6\xFA\x4C\x8C\x5F\xF9\x60\xEE\x5B\x9B\xA7\xD2\xEA\x14\xAC\x1C\xA7\x4A\x43\xC9\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x82\xD4\x7D\x18\x00\x00\x00\x00\x12\x40\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xAC\x98\x00\x0F\x00\x00\x00\x00\x00\x00\x05\xEF\x00\x00\x00\x00\x00\x40\x00\x00\x07\xF9\x79\xBF\xEA\x97\xC8\x37\xCC\xB5\x1E\x7E\xC5\x04\x39\xC3\x4B\x5A\xEA\x51\xED\x0F\x9A\x4A\xC2\x53\xF2\xC0\x6B\xAC\xE2\x02\x49\x7F\x8B\x59\xCC\x17\xBA\x8F\x3C\xA7\x6D\x95\x24\xE2\x88\xF4\xDD\xE7\x36\x7F\x0C\xE1\x6A\xAF\x8D\x4A\xC2\x57\xAE\x4D\x14\x16\xAA\x9E\x50\x84\xFC\x66\xDB\x6F\x63\xD7\x79\x64\x5D\x9B\xC0\x38\x17\x68\xAD\x9A\x35\x02\xD9\x04\x0D\xB8\x19\xDE\xF9\xD9\xA0\x5A\x76\x57\x3D\xB7\x97\xA0\xDC\x14\xC4\xDC\x93\x10\x4F\x37\x0E\xC5\x20\xB7\xE7\x67\x22\xFE\x21\xC9\x1D\x3E\x49\x34\xB3\xDB\xD0\x71\x70\x91\x2F\xAD\x3C\x1A\x82\x6B\xD3\x0A\x8A\x2B\x8E\xE8\x49\xA3\x38\x0A\xE5\x76\xF8\xAB\x47\x46\x40\xFA\xC5\xFB\x34\xC1\x7A\xF2\x57\x8A\x9B\xF8\x8C\x3A\x69\xBC\x71\x3E\xD6\xFB\x29\x4C\x62\xF1\xBB\xD9\x49\x50\x52\x4E\x17\xFB\x8D\x99\x25\x6C\xD5\x0E\x71\x07\xF3\x6F\x2F\xC1\xBA\x4A\x0D\xE3\x51\xC9\x77\x45\x83\x6D\x13\xD9\x70\x22\x49\xAD\xB3\x1F\xCC\x9F\x81\xCF\x07\xE0\x3E\x65\xF1\x6E\xD4\xC5\xE9\x69\x0B\xC1\xFF\xB1\xCB\x7D\x0E\xDF\x97\x12\x54\xFE\xFA\x4C\x8C\x5F\x45\x4C\x14\xF9\x9B\xA7\xD2\xEA\x2B\x9A\x14\x4C\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x35\xA9\x00\x9C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEF\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xEA\x97\xC8\x37\x00\x00\x00\x00\xC5\x04\x39\xC3\x00\x00\x00\x00\xED\x0F\x9A\x4A\x00\x00\x00\x00\x6B\xAC\xE2\x02\x00\x00\x00\x00\xCC\x17\xBA\x8F\x00\x00\x00\x00\x24\xE2\x88\xF4\x00\x00\x00\x00\x0C\xE1\x6A\xAF\x00\x00\x00\x00\xAE\x4D\x14\x16\x00\x00\x00\x00\xFC\x66\xDB\x6F\x00\x00\x00\x00\x5D\x9B\xC0\x38\x00\x00\x00\x00\x35\x02\xD9\x04\x00\x00\x00\x00\xF9\xD9\xA0\x5A\x00\x00\x00\x00\x97\xA0\xDC\x14\x00\x00\x00\x00\x4F\x37\x0E\xC5\x00\x00\x00\x00\x22\xFE\x21\xC9\x00\x00\x00\x00\xB3\xDB\xD0\x71\x00\x00\x00\x00\x3C\x1A\x82\x6B\x00\x00\x00\x00\x8E\xE8\x49\xA3\x00\x00\x00\x00\xF8\xAB\x47\x46\x00\x00\x00\x00\x34\xC1\x7A\xF2\x00\x00\x00\x00\x8C\x3A\x69\xBC\x00\x00\x00\x00\x29\x4C\x62\xF1\x00\x00\x00\x00\x52\x4E\x17\xFB\x00\x00\x00\x00\xD5\x0E\x71\x07\x00\x00\x00\x00\xBA\x4A\x0D\xE3\x00\x00\x00\x00\x83\x6D\x13\xD9\x00\x00\x00\x00\xB3\x1F\xCC\x9F\x00\x00\x00\x00\x3E\x65\xF1\x6E\x00\x00\x00\x00\x0B\xC1\xFF\xB1\x00\x00\x00\x00\x97\x12\x54\xFE\x00\x00\x00\x00\x45\x4C\x14\xF9\x00\x00\x00\x00\x2B\x9A\x14\x4C\x4A\x43\xC9\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x2A)], 12947)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12947)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xCEB7C305)], 12947)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x6A3088F7)], 12947)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x6740C32B)], 12947)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xF20D40F4)], 12947)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x3D7690BA)], 12947)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x873DF430)], 12947)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xDB121EBB)], 12947)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xC384BA64)], 12947)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x32CDD180)], 12947)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x5A27FE45)], 12947)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x2B161E69)], 12947)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x9B887B9C)], 12947)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x8F100D04)], 12947)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xFE05799B)], 12947)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x952F1EE3)], 12947)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x2459BF9E)], 12947)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xC03BB28F)], 12947)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x9CEF2AD7)], 12947)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xB3060181)], 12947)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x272DDB70)], 12947)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x1E43EA57)], 12947)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x032E4C51)], 12947)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xF7B9AF7F)], 12947)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x877B422C)], 12947)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xF29C2AFC)], 12947)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x64A92C03)], 12947)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xBDE828EF)], 12947)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x4C94A83F)], 12947)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x7D2281CF)], 12947)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xDAF49332)], 12947)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xBBA09DA3)], 12947)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC21D2A9E)], 12947)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB623),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001293),
                gc.DataTuple('slot_count', 0x00000B15),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE4CFA50B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x4C15BD57),
                gc.KeyTuple('src_port', 0x2CFD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x00CB),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4C\x15\xBD\x57\x00\x00\x00\x00\x2C\xFD\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xB6\x23\x00\x1F\x00\x00\x00\x00\x00\x00\xB3\x27\x00\x00\x00\x00\x00\x40\x00\x00\xD4\x1C\x67\x4F\x80\xC2\x8D\xA7\x12\x0B\x5B\xB6\x5F\x04\x16\x8D\x2A\xFF\x65\x94\x64\x7E\x05\x94\xA7\x77\x89\x38\x7B\x62\x8D\xF0\x6D\x6C\x69\xEC\x99\x0D\xAA\x85\xA5\xEA\xF0\xD3\xD5\x98\x42\xBA\x83\x02\x8C\x54\x9E\xE5\x55\x05\x78\x85\xEB\xA1\x97\xE8\xFB\x19\x90\x78\x95\xA0\xA3\x37\x62\x69\x78\x46\x87\xCA\x9C\x15\x55\x65\x8B\x18\xC9\x1F\x67\x03\xBF\x35\xC7\x7D\x24\xBB\x33\xB6\x2F\x7A\xA0\x28\xB9\x88\xA4\x41\x92\x0A\xD2\x12\x03\xB1\xE1\x76\xD5\xA3\x26\x17\x72\x39\x12\xE6\x22\x5C\xF4\xF0\xC7\xCF\x58\xC5\x8C\xA2\x5D\xEF\xD0\x8F\x22\x39\x45\x96\x7D\xA8\xF5\x0D\x10\xBE\x7E\x77\xDD\xEC\xA7\x4F\x85\x54\x02\xEF\xE5\xD8\x60\x7E\xC9\xE1\xA5\xD1\xB7\xA5\xBA\xC6\xCA\x87\xF8\x61\xCC\x80\x68\xD6\xFB\x18\x05\xF9\xE5\x5C\xE4\x5F\x50\xFD\xDA\x03\x08\xDF\xDB\x50\x67\x0B\x56\x84\xC6\xB2\x2B\x26\x4E\xCC\x7A\x58\x42\x40\x57\x19\xC3\x5D\x17\xDB\x3A\xB6\xE8\x56\xB8\x3C\x42\x9E\xE2\xC1\x1A\x55\xBD\xAC\x85\x4E\x3F\xF2\x3E\x73\x5E\x92\x21\xC0\x89\xCE\x29\x29\x7F\xC4\x64\x38\x37\x8F\x71\xD6\xBB\xD1\x22\xDF\x18\x9F\xC1\xDD\x77\xC9\x61\xF5\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4C\x15\xBD\x57\x00\x00\x00\x00\x2C\xFD\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB6\x23\x00\x1F\x00\x00\x00\x00\x00\x00\x05\x2A\x00\x00\x00\x00\x00\x40\x00\x00\xD4\x1C\x67\x4F\xCE\xB7\xC3\x05\x12\x0B\x5B\xB6\x6A\x30\x88\xF7\x2A\xFF\x65\x94\x67\x40\xC3\x2B\xA7\x77\x89\x38\xF2\x0D\x40\xF4\x6D\x6C\x69\xEC\x3D\x76\x90\xBA\xA5\xEA\xF0\xD3\x87\x3D\xF4\x30\x83\x02\x8C\x54\xDB\x12\x1E\xBB\x78\x85\xEB\xA1\xC3\x84\xBA\x64\x90\x78\x95\xA0\x32\xCD\xD1\x80\x78\x46\x87\xCA\x5A\x27\xFE\x45\x8B\x18\xC9\x1F\x2B\x16\x1E\x69\xC7\x7D\x24\xBB\x9B\x88\x7B\x9C\xA0\x28\xB9\x88\x8F\x10\x0D\x04\xD2\x12\x03\xB1\xFE\x05\x79\x9B\x26\x17\x72\x39\x95\x2F\x1E\xE3\xF4\xF0\xC7\xCF\x24\x59\xBF\x9E\x5D\xEF\xD0\x8F\xC0\x3B\xB2\x8F\x7D\xA8\xF5\x0D\x9C\xEF\x2A\xD7\xDD\xEC\xA7\x4F\xB3\x06\x01\x81\xE5\xD8\x60\x7E\x27\x2D\xDB\x70\xB7\xA5\xBA\xC6\x1E\x43\xEA\x57\xCC\x80\x68\xD6\x03\x2E\x4C\x51\xE5\x5C\xE4\x5F\xF7\xB9\xAF\x7F\x08\xDF\xDB\x50\x87\x7B\x42\x2C\xC6\xB2\x2B\x26\xF2\x9C\x2A\xFC\x42\x40\x57\x19\x64\xA9\x2C\x03\x3A\xB6\xE8\x56\xBD\xE8\x28\xEF\xE2\xC1\x1A\x55\x4C\x94\xA8\x3F\x3F\xF2\x3E\x73\x7D\x22\x81\xCF\x89\xCE\x29\x29\xDA\xF4\x93\x32\x37\x8F\x71\xD6\xBB\xA0\x9D\xA3\x18\x9F\xC1\xDD\xC2\x1D\x2A\x9E\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x32\x93\x00\xCB\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2A\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xCE\xB7\xC3\x05\x00\x00\x00\x00\x6A\x30\x88\xF7\x00\x00\x00\x00\x67\x40\xC3\x2B\x00\x00\x00\x00\xF2\x0D\x40\xF4\x00\x00\x00\x00\x3D\x76\x90\xBA\x00\x00\x00\x00\x87\x3D\xF4\x30\x00\x00\x00\x00\xDB\x12\x1E\xBB\x00\x00\x00\x00\xC3\x84\xBA\x64\x00\x00\x00\x00\x32\xCD\xD1\x80\x00\x00\x00\x00\x5A\x27\xFE\x45\x00\x00\x00\x00\x2B\x16\x1E\x69\x00\x00\x00\x00\x9B\x88\x7B\x9C\x00\x00\x00\x00\x8F\x10\x0D\x04\x00\x00\x00\x00\xFE\x05\x79\x9B\x00\x00\x00\x00\x95\x2F\x1E\xE3\x00\x00\x00\x00\x24\x59\xBF\x9E\x00\x00\x00\x00\xC0\x3B\xB2\x8F\x00\x00\x00\x00\x9C\xEF\x2A\xD7\x00\x00\x00\x00\xB3\x06\x01\x81\x00\x00\x00\x00\x27\x2D\xDB\x70\x00\x00\x00\x00\x1E\x43\xEA\x57\x00\x00\x00\x00\x03\x2E\x4C\x51\x00\x00\x00\x00\xF7\xB9\xAF\x7F\x00\x00\x00\x00\x87\x7B\x42\x2C\x00\x00\x00\x00\xF2\x9C\x2A\xFC\x00\x00\x00\x00\x64\xA9\x2C\x03\x00\x00\x00\x00\xBD\xE8\x28\xEF\x00\x00\x00\x00\x4C\x94\xA8\x3F\x00\x00\x00\x00\x7D\x22\x81\xCF\x00\x00\x00\x00\xDA\xF4\x93\x32\x00\x00\x00\x00\xBB\xA0\x9D\xA3\x00\x00\x00\x00\xC2\x1D\x2A\x9E\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xE2)], 9110)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9110)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xBFD07584)], 9110)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x2C52C76B)], 9110)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x38384C8E)], 9110)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xEF43093C)], 9110)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xFA0FA3AC)], 9110)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x87F4F5B9)], 9110)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xF4B2E473)], 9110)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xDC3A47EB)], 9110)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x86E8EC5C)], 9110)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xFB5937CE)], 9110)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x31083594)], 9110)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xE15E90AC)], 9110)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xB4FCDAB5)], 9110)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x9761CA90)], 9110)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xA6ED5457)], 9110)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xF620F94E)], 9110)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xDF7C5165)], 9110)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xC3F48343)], 9110)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x339A4D29)], 9110)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x2C564380)], 9110)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x2C92D607)], 9110)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x69295D73)], 9110)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x531965FD)], 9110)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xAD020B9A)], 9110)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x9D0F7048)], 9110)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x440A009E)], 9110)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xED994EBF)], 9110)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x481D53D6)], 9110)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xD9BCA989)], 9110)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xD002C958)], 9110)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x4915C770)], 9110)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xEE947A39)], 9110)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB4B2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000396),
                gc.DataTuple('slot_count', 0x000016DB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x812AF202),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD4BEF66A),
                gc.KeyTuple('src_port', 0xC6F1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x02C1),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\xBE\xF6\x6A\x00\x00\x00\x00\xC6\xF1\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xB4\xB2\x00\x11\x00\x00\x00\x00\x00\x00\x8B\xB8\x00\x00\x00\x00\x00\x40\x00\x00\x94\x8E\xA0\x4E\x32\x63\x52\x7C\x8F\x00\x13\x69\x76\xAD\x6F\xA8\x49\xCC\xE3\xDF\xF1\x02\x1F\xCF\x9E\x6A\x23\x79\xDB\x36\x58\xCA\x25\x9F\x79\x01\xB6\x90\x43\x6C\x7F\xA9\x28\xDB\xA0\x0A\x99\x5E\xD7\x59\x25\x01\x2B\x3D\x04\xF6\xDB\xB0\xD4\xB8\x17\x36\x99\x5B\x1C\x70\x4A\xC0\xC2\xF2\x9B\x87\xB8\x2C\x67\x63\xDA\xEE\xED\xE9\x32\x6F\x13\xDE\xDD\x7C\x89\x2E\xCE\x25\x8D\x20\x5B\x74\x55\x12\x86\xA2\x89\x11\x35\xA0\xC6\x17\x6E\xCA\x42\x2D\xE1\xA5\x7F\xC5\xD9\x06\x1C\x18\x94\x62\x45\xAB\xBA\x8F\x7F\xDC\x14\x6C\xDA\x8C\xFE\x76\x26\xEA\xE1\x7F\x59\x0F\x73\x80\x3C\x23\x05\x5E\xE1\xF6\xCF\xAD\x9D\xE0\xA5\x9C\x6B\xFD\xB3\x36\x54\x47\xFF\x1F\x2D\x5D\x23\x96\x61\xAB\xC2\x5A\x30\xA2\xEE\x77\xB1\xB7\x9D\x7B\x35\x68\xAE\xF9\xF9\x53\xFE\x72\x3C\x4E\x10\x8C\x7D\x2B\x69\xA5\x4F\x47\x3F\x5C\x13\x2B\x14\xB6\xA2\xB2\x42\x3F\x27\xE7\xDE\xDE\x40\x5F\x5A\x3D\x3A\x29\xA5\x75\x35\x3A\x46\x24\x8B\xA6\xBF\x7A\x62\x91\x37\x62\x54\xC7\x3A\x3F\xA9\x49\xBA\x95\xAF\x75\xFC\x1F\xFF\x81\x6F\xCB\xEE\x7E\x10\x98\x64\xDD\xF4\x83\x61\xE5\x47\xE3\xB3\xF0\x0E\x95\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\xBE\xF6\x6A\x00\x00\x00\x00\xC6\xF1\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB4\xB2\x00\x11\x00\x00\x00\x00\x00\x00\x05\xE2\x00\x00\x00\x00\x00\x40\x00\x00\x94\x8E\xA0\x4E\xBF\xD0\x75\x84\x8F\x00\x13\x69\x2C\x52\xC7\x6B\x49\xCC\xE3\xDF\x38\x38\x4C\x8E\x9E\x6A\x23\x79\xEF\x43\x09\x3C\x25\x9F\x79\x01\xFA\x0F\xA3\xAC\x7F\xA9\x28\xDB\x87\xF4\xF5\xB9\xD7\x59\x25\x01\xF4\xB2\xE4\x73\xDB\xB0\xD4\xB8\xDC\x3A\x47\xEB\x1C\x70\x4A\xC0\x86\xE8\xEC\x5C\xB8\x2C\x67\x63\xFB\x59\x37\xCE\x32\x6F\x13\xDE\x31\x08\x35\x94\xCE\x25\x8D\x20\xE1\x5E\x90\xAC\x86\xA2\x89\x11\xB4\xFC\xDA\xB5\x6E\xCA\x42\x2D\x97\x61\xCA\x90\xD9\x06\x1C\x18\xA6\xED\x54\x57\xBA\x8F\x7F\xDC\xF6\x20\xF9\x4E\xFE\x76\x26\xEA\xDF\x7C\x51\x65\x73\x80\x3C\x23\xC3\xF4\x83\x43\xCF\xAD\x9D\xE0\x33\x9A\x4D\x29\xB3\x36\x54\x47\x2C\x56\x43\x80\x23\x96\x61\xAB\x2C\x92\xD6\x07\xEE\x77\xB1\xB7\x69\x29\x5D\x73\xAE\xF9\xF9\x53\x53\x19\x65\xFD\x10\x8C\x7D\x2B\xAD\x02\x0B\x9A\x3F\x5C\x13\x2B\x9D\x0F\x70\x48\x42\x3F\x27\xE7\x44\x0A\x00\x9E\x5A\x3D\x3A\x29\xED\x99\x4E\xBF\x46\x24\x8B\xA6\x48\x1D\x53\xD6\x37\x62\x54\xC7\xD9\xBC\xA9\x89\xBA\x95\xAF\x75\xD0\x02\xC9\x58\x6F\xCB\xEE\x7E\x49\x15\xC7\x70\xF4\x83\x61\xE5\xEE\x94\x7A\x39\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x23\x96\x02\xC1\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE2\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xBF\xD0\x75\x84\x00\x00\x00\x00\x2C\x52\xC7\x6B\x00\x00\x00\x00\x38\x38\x4C\x8E\x00\x00\x00\x00\xEF\x43\x09\x3C\x00\x00\x00\x00\xFA\x0F\xA3\xAC\x00\x00\x00\x00\x87\xF4\xF5\xB9\x00\x00\x00\x00\xF4\xB2\xE4\x73\x00\x00\x00\x00\xDC\x3A\x47\xEB\x00\x00\x00\x00\x86\xE8\xEC\x5C\x00\x00\x00\x00\xFB\x59\x37\xCE\x00\x00\x00\x00\x31\x08\x35\x94\x00\x00\x00\x00\xE1\x5E\x90\xAC\x00\x00\x00\x00\xB4\xFC\xDA\xB5\x00\x00\x00\x00\x97\x61\xCA\x90\x00\x00\x00\x00\xA6\xED\x54\x57\x00\x00\x00\x00\xF6\x20\xF9\x4E\x00\x00\x00\x00\xDF\x7C\x51\x65\x00\x00\x00\x00\xC3\xF4\x83\x43\x00\x00\x00\x00\x33\x9A\x4D\x29\x00\x00\x00\x00\x2C\x56\x43\x80\x00\x00\x00\x00\x2C\x92\xD6\x07\x00\x00\x00\x00\x69\x29\x5D\x73\x00\x00\x00\x00\x53\x19\x65\xFD\x00\x00\x00\x00\xAD\x02\x0B\x9A\x00\x00\x00\x00\x9D\x0F\x70\x48\x00\x00\x00\x00\x44\x0A\x00\x9E\x00\x00\x00\x00\xED\x99\x4E\xBF\x00\x00\x00\x00\x48\x1D\x53\xD6\x00\x00\x00\x00\xD9\xBC\xA9\x89\x00\x00\x00\x00\xD0\x02\xC9\x58\x00\x00\x00\x00\x49\x15\xC7\x70\x00\x00\x00\x00\xEE\x94\x7A\x39\x0E\x95\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x77)], 8981)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 8981)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x0BA21329)], 8981)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x7CD0742D)], 8981)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x0215D083)], 8981)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x0414F3E6)], 8981)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xECAFDB41)], 8981)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xC1C0711C)], 8981)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xFF591CBF)], 8981)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xA3CE22B3)], 8981)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x36FD8051)], 8981)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x7A74E7FB)], 8981)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x85E4D8EC)], 8981)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xBCE40174)], 8981)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x53DD37D0)], 8981)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x48B4CE35)], 8981)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x62571476)], 8981)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x28001BE2)], 8981)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x625740D6)], 8981)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xEDA8073A)], 8981)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x195B0973)], 8981)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xF752AD61)], 8981)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x1A27A5E3)], 8981)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xC84173EC)], 8981)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x45243AE0)], 8981)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x2D821385)], 8981)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xD707B3DC)], 8981)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xE9D7DD7A)], 8981)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xAC9E17AB)], 8981)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x0CBF693D)], 8981)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xE5F72851)], 8981)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x163F0CFE)], 8981)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x7037C2FF)], 8981)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xCBABDD49)], 8981)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB526),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000315),
                gc.DataTuple('slot_count', 0x00001375),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x937AC16A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xCDF35856),
                gc.KeyTuple('src_port', 0x45B5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x0174),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\xF3\x58\x56\x00\x00\x00\x00\x45\xB5\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xB5\x26\x00\x12\x00\x00\x00\x00\x00\x00\xC1\xC9\x00\x00\x00\x00\x00\x40\x00\x00\xD8\x43\x21\xA1\xD3\xC7\xE0\xB2\xC7\x0D\xE2\x5C\x0E\xBF\x63\xAA\x9F\x87\x6A\xF9\x41\x4A\xEF\x09\xB1\x0A\xCE\x66\x07\xE5\x78\x5F\x19\xA7\x92\xEE\x7B\x27\xA2\x5B\x5F\x41\x25\x15\xFD\x7D\x51\xE5\x93\x05\xCD\xE1\xC6\x1C\x6F\xB4\x12\x1F\xF8\x69\xD7\x36\x33\xB1\x6A\x82\x2A\x77\x33\x27\x3F\x90\xF4\xD4\x13\xF3\xCA\xB4\xAF\x14\x08\x4B\x53\xAC\xF4\xA1\x62\xB0\xCE\x5F\x3E\x90\x2A\xF6\x20\xDF\xC9\xD8\x5E\x7D\x15\x1C\x13\x54\x49\x60\xEF\xB6\x77\xD1\x0C\x8A\x10\xD0\xBA\x2F\x89\x74\xD0\x83\xEB\x1C\xBA\x3E\xF1\x26\x7E\x15\x8A\x86\xF3\xAA\xBA\x4D\x96\x47\x2F\xBA\x6E\x73\x23\x1E\x22\xAB\xEA\x6E\x18\x91\xF5\x17\xAA\xAC\xD9\xEA\x71\x5A\x38\x4A\xB0\x13\xD6\xBB\xB9\x8A\x1B\x5E\x38\xAF\x59\xE6\x40\x1B\x35\xE6\xCF\x2D\xCE\x36\xE8\x51\xEC\x70\x0E\x36\x8F\xDB\xC9\x1B\xCF\x98\xFD\x94\x98\x4B\x6D\x12\xE8\x61\xE1\x6C\x40\x51\xA8\x3C\xB7\xD7\x94\xB6\xCF\x18\xA8\xF6\x28\xFC\xD6\x8E\x25\xCF\x6F\xC8\x48\x05\x54\x0E\x1B\xC9\x46\x54\x18\x5B\xA2\x63\xE0\xD5\x86\xEB\x62\x75\x52\xE4\x66\x5D\xCE\x32\x2B\x0D\xE1\x7C\xFA\xCA\xDC\x29\x4D\xA8\xF4\x42\xC3\x9D\xA0\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\xF3\x58\x56\x00\x00\x00\x00\x45\xB5\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB5\x26\x00\x12\x00\x00\x00\x00\x00\x00\x07\x77\x00\x00\x00\x00\x00\x40\x00\x00\xD8\x43\x21\xA1\x0B\xA2\x13\x29\xC7\x0D\xE2\x5C\x7C\xD0\x74\x2D\x9F\x87\x6A\xF9\x02\x15\xD0\x83\xB1\x0A\xCE\x66\x04\x14\xF3\xE6\x19\xA7\x92\xEE\xEC\xAF\xDB\x41\x5F\x41\x25\x15\xC1\xC0\x71\x1C\x93\x05\xCD\xE1\xFF\x59\x1C\xBF\x12\x1F\xF8\x69\xA3\xCE\x22\xB3\x6A\x82\x2A\x77\x36\xFD\x80\x51\xF4\xD4\x13\xF3\x7A\x74\xE7\xFB\x08\x4B\x53\xAC\x85\xE4\xD8\xEC\xCE\x5F\x3E\x90\xBC\xE4\x01\x74\xC9\xD8\x5E\x7D\x53\xDD\x37\xD0\x49\x60\xEF\xB6\x48\xB4\xCE\x35\x10\xD0\xBA\x2F\x62\x57\x14\x76\xEB\x1C\xBA\x3E\x28\x00\x1B\xE2\x8A\x86\xF3\xAA\x62\x57\x40\xD6\x2F\xBA\x6E\x73\xED\xA8\x07\x3A\xEA\x6E\x18\x91\x19\x5B\x09\x73\xD9\xEA\x71\x5A\xF7\x52\xAD\x61\xD6\xBB\xB9\x8A\x1A\x27\xA5\xE3\x59\xE6\x40\x1B\xC8\x41\x73\xEC\xCE\x36\xE8\x51\x45\x24\x3A\xE0\x8F\xDB\xC9\x1B\x2D\x82\x13\x85\x98\x4B\x6D\x12\xD7\x07\xB3\xDC\x40\x51\xA8\x3C\xE9\xD7\xDD\x7A\xCF\x18\xA8\xF6\xAC\x9E\x17\xAB\x25\xCF\x6F\xC8\x0C\xBF\x69\x3D\x1B\xC9\x46\x54\xE5\xF7\x28\x51\xE0\xD5\x86\xEB\x16\x3F\x0C\xFE\x66\x5D\xCE\x32\x70\x37\xC2\xFF\xFA\xCA\xDC\x29\xCB\xAB\xDD\x49\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x23\x15\x01\x74\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x77\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x0B\xA2\x13\x29\x00\x00\x00\x00\x7C\xD0\x74\x2D\x00\x00\x00\x00\x02\x15\xD0\x83\x00\x00\x00\x00\x04\x14\xF3\xE6\x00\x00\x00\x00\xEC\xAF\xDB\x41\x00\x00\x00\x00\xC1\xC0\x71\x1C\x00\x00\x00\x00\xFF\x59\x1C\xBF\x00\x00\x00\x00\xA3\xCE\x22\xB3\x00\x00\x00\x00\x36\xFD\x80\x51\x00\x00\x00\x00\x7A\x74\xE7\xFB\x00\x00\x00\x00\x85\xE4\xD8\xEC\x00\x00\x00\x00\xBC\xE4\x01\x74\x00\x00\x00\x00\x53\xDD\x37\xD0\x00\x00\x00\x00\x48\xB4\xCE\x35\x00\x00\x00\x00\x62\x57\x14\x76\x00\x00\x00\x00\x28\x00\x1B\xE2\x00\x00\x00\x00\x62\x57\x40\xD6\x00\x00\x00\x00\xED\xA8\x07\x3A\x00\x00\x00\x00\x19\x5B\x09\x73\x00\x00\x00\x00\xF7\x52\xAD\x61\x00\x00\x00\x00\x1A\x27\xA5\xE3\x00\x00\x00\x00\xC8\x41\x73\xEC\x00\x00\x00\x00\x45\x24\x3A\xE0\x00\x00\x00\x00\x2D\x82\x13\x85\x00\x00\x00\x00\xD7\x07\xB3\xDC\x00\x00\x00\x00\xE9\xD7\xDD\x7A\x00\x00\x00\x00\xAC\x9E\x17\xAB\x00\x00\x00\x00\x0C\xBF\x69\x3D\x00\x00\x00\x00\xE5\xF7\x28\x51\x00\x00\x00\x00\x16\x3F\x0C\xFE\x00\x00\x00\x00\x70\x37\xC2\xFF\x00\x00\x00\x00\xCB\xAB\xDD\x49\xC3\x9D\xA0\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xCD)], 9861)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9861)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xAC05ECF5)], 9861)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x02CD23A4)], 9861)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xCE7A789D)], 9861)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x9EC8B27A)], 9861)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x9B146B1F)], 9861)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x258BBE97)], 9861)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x00FFC58F)], 9861)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xBF06496B)], 9861)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x53DA25EA)], 9861)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xE958EDFC)], 9861)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x05F542AD)], 9861)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x7FA7BCB5)], 9861)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x8656D8F2)], 9861)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xB86B1DCC)], 9861)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x40E1F333)], 9861)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x2CD8B207)], 9861)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x44DCE371)], 9861)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x6803A0BC)], 9861)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x7D60C9FF)], 9861)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xFF0125BA)], 9861)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xD4E4EDC7)], 9861)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x0DF84750)], 9861)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xE936E333)], 9861)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x50D1F47D)], 9861)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xC0CD0384)], 9861)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x584F7110)], 9861)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x49D736C7)], 9861)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xB1D9B055)], 9861)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xB10885B1)], 9861)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x85BE1EAB)], 9861)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x54026FA1)], 9861)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x8C399773)], 9861)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD287),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000685),
                gc.DataTuple('slot_count', 0x00001707),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x604E193E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x19E60B0D),
                gc.KeyTuple('src_port', 0x2FF2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x026B),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x19\xE6\x0B\x0D\x00\x00\x00\x00\x2F\xF2\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xD2\x87\x00\x0A\x00\x00\x00\x00\x00\x00\x23\x19\x00\x00\x00\x00\x00\x40\x00\x00\x3D\x5E\xD6\x04\xF0\x2F\x23\x1E\x8B\xC2\x92\x3A\x89\xE3\x9D\x15\xB4\xD7\x5D\xB9\x2A\x7E\x65\xD1\xC3\x35\x56\x19\x69\xA0\xD0\x75\x59\xC3\x71\x3A\xC9\xED\x62\x4F\x01\x29\x73\x87\x8C\x0D\xC3\x30\xF7\x1E\x09\xBF\x37\x12\x93\xEA\xB6\x12\x6A\xF8\x47\x3E\xB7\x53\x60\xFF\xCA\x98\xA2\x08\x9D\x06\xFB\xE2\x1F\xE0\x92\xAA\x17\x79\x9C\x0E\x14\xE9\xD6\x72\xF2\x25\x27\xD2\xDD\x82\x2F\x64\x0E\xA4\x6E\xCB\x7B\x3D\xF2\xE2\xA2\x5F\xD7\x38\x49\x2B\xF3\x1C\xD3\xF6\x4D\x90\xE5\xD8\xD7\x8B\xFC\x74\x15\x46\x11\xCB\xAB\x03\x84\x29\x49\x75\x5D\xA8\x5C\xFE\x41\xE1\x0C\xD7\x26\x20\x3D\xC0\x4E\xBF\x74\x8E\xF9\x02\x25\xB1\xB1\x35\xB6\xB5\xC6\x47\xC9\x26\x63\xB9\x86\x4A\x58\xB5\x98\x77\xDF\xD7\xA0\xED\x8F\xD4\xF6\x50\x16\x74\x59\x24\xF2\x47\x30\x45\xB4\xC6\xD6\xBB\xA8\x23\x1E\x1C\x87\x92\x48\xAE\xB5\xAE\x06\x11\x0E\x25\x7A\x50\x75\x4F\xFD\xF6\xA4\x56\x79\xDD\x48\xC9\x4E\x4F\x4D\x48\x01\xF8\xB7\x37\xA2\x38\x95\x6E\x94\x45\xC1\x5F\x14\xD9\x99\xF1\x21\x42\xAA\x50\x1C\xED\x28\x1C\x48\xD4\x6D\x9A\x6A\xA9\x07\x20\xF7\x41\xDB\xB6\xA7\xA3\x86\x7A\x1C\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x19\xE6\x0B\x0D\x00\x00\x00\x00\x2F\xF2\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xD2\x87\x00\x0A\x00\x00\x00\x00\x00\x00\x05\xCD\x00\x00\x00\x00\x00\x40\x00\x00\x3D\x5E\xD6\x04\xAC\x05\xEC\xF5\x8B\xC2\x92\x3A\x02\xCD\x23\xA4\xB4\xD7\x5D\xB9\xCE\x7A\x78\x9D\xC3\x35\x56\x19\x9E\xC8\xB2\x7A\x59\xC3\x71\x3A\x9B\x14\x6B\x1F\x01\x29\x73\x87\x25\x8B\xBE\x97\xF7\x1E\x09\xBF\x00\xFF\xC5\x8F\xB6\x12\x6A\xF8\xBF\x06\x49\x6B\x60\xFF\xCA\x98\x53\xDA\x25\xEA\xFB\xE2\x1F\xE0\xE9\x58\xED\xFC\x9C\x0E\x14\xE9\x05\xF5\x42\xAD\x27\xD2\xDD\x82\x7F\xA7\xBC\xB5\x6E\xCB\x7B\x3D\x86\x56\xD8\xF2\xD7\x38\x49\x2B\xB8\x6B\x1D\xCC\x4D\x90\xE5\xD8\x40\xE1\xF3\x33\x15\x46\x11\xCB\x2C\xD8\xB2\x07\x49\x75\x5D\xA8\x44\xDC\xE3\x71\x0C\xD7\x26\x20\x68\x03\xA0\xBC\x74\x8E\xF9\x02\x7D\x60\xC9\xFF\xB6\xB5\xC6\x47\xFF\x01\x25\xBA\x86\x4A\x58\xB5\xD4\xE4\xED\xC7\xA0\xED\x8F\xD4\x0D\xF8\x47\x50\x59\x24\xF2\x47\xE9\x36\xE3\x33\xD6\xBB\xA8\x23\x50\xD1\xF4\x7D\x48\xAE\xB5\xAE\xC0\xCD\x03\x84\x7A\x50\x75\x4F\x58\x4F\x71\x10\x79\xDD\x48\xC9\x49\xD7\x36\xC7\x01\xF8\xB7\x37\xB1\xD9\xB0\x55\x94\x45\xC1\x5F\xB1\x08\x85\xB1\x21\x42\xAA\x50\x85\xBE\x1E\xAB\x48\xD4\x6D\x9A\x54\x02\x6F\xA1\xF7\x41\xDB\xB6\x8C\x39\x97\x73\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x26\x85\x02\x6B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCD\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xAC\x05\xEC\xF5\x00\x00\x00\x00\x02\xCD\x23\xA4\x00\x00\x00\x00\xCE\x7A\x78\x9D\x00\x00\x00\x00\x9E\xC8\xB2\x7A\x00\x00\x00\x00\x9B\x14\x6B\x1F\x00\x00\x00\x00\x25\x8B\xBE\x97\x00\x00\x00\x00\x00\xFF\xC5\x8F\x00\x00\x00\x00\xBF\x06\x49\x6B\x00\x00\x00\x00\x53\xDA\x25\xEA\x00\x00\x00\x00\xE9\x58\xED\xFC\x00\x00\x00\x00\x05\xF5\x42\xAD\x00\x00\x00\x00\x7F\xA7\xBC\xB5\x00\x00\x00\x00\x86\x56\xD8\xF2\x00\x00\x00\x00\xB8\x6B\x1D\xCC\x00\x00\x00\x00\x40\xE1\xF3\x33\x00\x00\x00\x00\x2C\xD8\xB2\x07\x00\x00\x00\x00\x44\xDC\xE3\x71\x00\x00\x00\x00\x68\x03\xA0\xBC\x00\x00\x00\x00\x7D\x60\xC9\xFF\x00\x00\x00\x00\xFF\x01\x25\xBA\x00\x00\x00\x00\xD4\xE4\xED\xC7\x00\x00\x00\x00\x0D\xF8\x47\x50\x00\x00\x00\x00\xE9\x36\xE3\x33\x00\x00\x00\x00\x50\xD1\xF4\x7D\x00\x00\x00\x00\xC0\xCD\x03\x84\x00\x00\x00\x00\x58\x4F\x71\x10\x00\x00\x00\x00\x49\xD7\x36\xC7\x00\x00\x00\x00\xB1\xD9\xB0\x55\x00\x00\x00\x00\xB1\x08\x85\xB1\x00\x00\x00\x00\x85\xBE\x1E\xAB\x00\x00\x00\x00\x54\x02\x6F\xA1\x00\x00\x00\x00\x8C\x39\x97\x73\x1C\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xD9)], 12998)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12998)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xFB72A012)], 12998)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x02044A31)], 12998)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xF4D2743E)], 12998)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x9DB7C972)], 12998)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x7B197C2E)], 12998)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x88BF9EFB)], 12998)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xE3B1B2A5)], 12998)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x37F88B25)], 12998)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x3EC4A0A9)], 12998)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x93D28B5C)], 12998)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xC7A4E7DB)], 12998)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x6F9720AC)], 12998)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xEF1CFE73)], 12998)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xCF3556F2)], 12998)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xC64B5DDE)], 12998)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x1C7C53AD)], 12998)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x9B68569F)], 12998)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xA98BF54E)], 12998)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x4BAFD94C)], 12998)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xF0BF2A64)], 12998)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xAC1F33DB)], 12998)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x04261F6A)], 12998)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x44B0C8A3)], 12998)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x251B38FD)], 12998)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xBA20E46E)], 12998)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x7D1EB65C)], 12998)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x15367052)], 12998)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x45D69CC7)], 12998)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x0B234927)], 12998)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x7C9408DD)], 12998)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xDBF84BB4)], 12998)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x6E01837F)], 12998)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7F7F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012C6),
                gc.DataTuple('slot_count', 0x0000069E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA29F6883),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xA520A72B),
                gc.KeyTuple('src_port', 0x3F5D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x030A),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\x20\xA7\x2B\x00\x00\x00\x00\x3F\x5D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x7F\x7F\x00\x17\x00\x00\x00\x00\x00\x00\x99\x95\x00\x00\x00\x00\x00\x40\x00\x00\xE4\x62\xF4\xF8\xA5\xAA\x08\xC6\x96\x8B\x13\x81\xF1\x8E\xF6\xC3\xE0\xFD\x28\x86\xC4\xFC\x70\x98\x12\xAD\x8B\xF6\x47\xA9\x0A\x07\x22\x39\x4A\x27\x82\xF6\xFF\x71\x8F\x6D\x21\x77\x67\xE6\x3A\xA9\x35\x18\x3C\xA8\xAF\xCD\x0A\x34\xD4\x12\x86\x99\x69\x20\xD3\x7C\x59\xD9\x57\x05\xFF\xB1\x9B\x8D\x4A\x53\xD9\xE8\x95\x4B\xE8\x0A\x16\x43\x3A\xF7\x86\x01\x21\xCA\x4B\xB4\x65\x8F\x48\x3E\xD9\x60\x57\xD6\x5C\xE5\x2C\x3F\xE6\x03\x7C\xDB\x21\x60\xCB\x2D\x9D\x75\x39\xCA\x79\xC1\x56\xD7\x25\x0D\x50\x02\xD3\x84\x61\xE3\x36\xF0\x4C\xF9\x3A\x8D\x16\xFC\xCD\x38\x95\x47\x55\x3A\xFB\xB8\x04\x25\x84\xD5\x44\xF1\x26\xEC\x68\xD6\x06\x4D\x7B\xFA\x12\x96\xC1\xA1\xD9\x74\x67\x67\xB2\x3F\x66\x98\x4F\x73\xC2\xB5\x59\x30\x39\xCB\x04\xD5\xA5\xDB\x49\xCC\x89\x7F\x4F\x3A\x59\x06\x90\x06\x67\xCA\xD4\x3E\xA5\x1B\xB1\xF1\x8A\x7E\x47\x1F\xD2\xD6\x08\x47\x5A\x16\x20\x39\xED\xE4\xF9\x02\x77\x04\xA9\x30\x83\x58\x90\xCF\x68\x4C\x72\xEB\xB8\xDE\x3A\x94\xF5\xD7\xC2\xFA\xA7\x3A\xF1\x87\x54\x79\xEE\x5C\xAA\x53\x1E\xA6\x4D\x4B\xA4\x65\x7F\xA8\x42\x2C\x88\x5B\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\x20\xA7\x2B\x00\x00\x00\x00\x3F\x5D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x7F\x7F\x00\x17\x00\x00\x00\x00\x00\x00\x05\xD9\x00\x00\x00\x00\x00\x40\x00\x00\xE4\x62\xF4\xF8\xFB\x72\xA0\x12\x96\x8B\x13\x81\x02\x04\x4A\x31\xE0\xFD\x28\x86\xF4\xD2\x74\x3E\x12\xAD\x8B\xF6\x9D\xB7\xC9\x72\x22\x39\x4A\x27\x7B\x19\x7C\x2E\x8F\x6D\x21\x77\x88\xBF\x9E\xFB\x35\x18\x3C\xA8\xE3\xB1\xB2\xA5\xD4\x12\x86\x99\x37\xF8\x8B\x25\x59\xD9\x57\x05\x3E\xC4\xA0\xA9\x4A\x53\xD9\xE8\x93\xD2\x8B\x5C\x16\x43\x3A\xF7\xC7\xA4\xE7\xDB\x4B\xB4\x65\x8F\x6F\x97\x20\xAC\x57\xD6\x5C\xE5\xEF\x1C\xFE\x73\x7C\xDB\x21\x60\xCF\x35\x56\xF2\x39\xCA\x79\xC1\xC6\x4B\x5D\xDE\x50\x02\xD3\x84\x1C\x7C\x53\xAD\x4C\xF9\x3A\x8D\x9B\x68\x56\x9F\x95\x47\x55\x3A\xA9\x8B\xF5\x4E\x84\xD5\x44\xF1\x4B\xAF\xD9\x4C\x06\x4D\x7B\xFA\xF0\xBF\x2A\x64\xD9\x74\x67\x67\xAC\x1F\x33\xDB\x4F\x73\xC2\xB5\x04\x26\x1F\x6A\x04\xD5\xA5\xDB\x44\xB0\xC8\xA3\x4F\x3A\x59\x06\x25\x1B\x38\xFD\xD4\x3E\xA5\x1B\xBA\x20\xE4\x6E\x47\x1F\xD2\xD6\x7D\x1E\xB6\x5C\x20\x39\xED\xE4\x15\x36\x70\x52\xA9\x30\x83\x58\x45\xD6\x9C\xC7\x72\xEB\xB8\xDE\x0B\x23\x49\x27\xC2\xFA\xA7\x3A\x7C\x94\x08\xDD\xEE\x5C\xAA\x53\xDB\xF8\x4B\xB4\xA4\x65\x7F\xA8\x6E\x01\x83\x7F\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x32\xC6\x03\x0A\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD9\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xFB\x72\xA0\x12\x00\x00\x00\x00\x02\x04\x4A\x31\x00\x00\x00\x00\xF4\xD2\x74\x3E\x00\x00\x00\x00\x9D\xB7\xC9\x72\x00\x00\x00\x00\x7B\x19\x7C\x2E\x00\x00\x00\x00\x88\xBF\x9E\xFB\x00\x00\x00\x00\xE3\xB1\xB2\xA5\x00\x00\x00\x00\x37\xF8\x8B\x25\x00\x00\x00\x00\x3E\xC4\xA0\xA9\x00\x00\x00\x00\x93\xD2\x8B\x5C\x00\x00\x00\x00\xC7\xA4\xE7\xDB\x00\x00\x00\x00\x6F\x97\x20\xAC\x00\x00\x00\x00\xEF\x1C\xFE\x73\x00\x00\x00\x00\xCF\x35\x56\xF2\x00\x00\x00\x00\xC6\x4B\x5D\xDE\x00\x00\x00\x00\x1C\x7C\x53\xAD\x00\x00\x00\x00\x9B\x68\x56\x9F\x00\x00\x00\x00\xA9\x8B\xF5\x4E\x00\x00\x00\x00\x4B\xAF\xD9\x4C\x00\x00\x00\x00\xF0\xBF\x2A\x64\x00\x00\x00\x00\xAC\x1F\x33\xDB\x00\x00\x00\x00\x04\x26\x1F\x6A\x00\x00\x00\x00\x44\xB0\xC8\xA3\x00\x00\x00\x00\x25\x1B\x38\xFD\x00\x00\x00\x00\xBA\x20\xE4\x6E\x00\x00\x00\x00\x7D\x1E\xB6\x5C\x00\x00\x00\x00\x15\x36\x70\x52\x00\x00\x00\x00\x45\xD6\x9C\xC7\x00\x00\x00\x00\x0B\x23\x49\x27\x00\x00\x00\x00\x7C\x94\x08\xDD\x00\x00\x00\x00\xDB\xF8\x4B\xB4\x00\x00\x00\x00\x6E\x01\x83\x7F\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x7B)], 1381)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 1381)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xC17A87DD)], 1381)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x8A42AC32)], 1381)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xBCC509D8)], 1381)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x7986FCE8)], 1381)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x85941F12)], 1381)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x6BE83A86)], 1381)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x557BDB24)], 1381)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xEE531829)], 1381)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xD491C8BF)], 1381)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xD2D2CA13)], 1381)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x6B36DF81)], 1381)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x1D4A7288)], 1381)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x60FBFEEA)], 1381)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x354E7378)], 1381)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xC86A9B21)], 1381)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xB977D1B3)], 1381)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x07F55B53)], 1381)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xDD4C306E)], 1381)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x5774806E)], 1381)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x3450821D)], 1381)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x9748F038)], 1381)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x10195136)], 1381)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x58A6E170)], 1381)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x18246C17)], 1381)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xD43D7AC0)], 1381)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x7981C4B6)], 1381)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x6DBF98FC)], 1381)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x0A1031B5)], 1381)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xF3345E1F)], 1381)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x48B43AA7)], 1381)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x2CA7DBCA)], 1381)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xCD787562)], 1381)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA46F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000565),
                gc.DataTuple('slot_count', 0x000007EF),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6008A17C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x703E9F73),
                gc.KeyTuple('src_port', 0x4A35),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x01AA),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x70\x3E\x9F\x73\x00\x00\x00\x00\x4A\x35\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xA4\x6F\x00\x0A\x00\x00\x00\x00\x00\x00\x0A\x45\x00\x00\x00\x00\x00\x40\x00\x00\xF6\x89\x82\xD2\xD6\x46\xC9\xDD\x26\x36\xBB\x0D\xAE\x5A\x04\xAC\x23\x5A\xEC\x06\x95\x25\x0D\x8B\x99\xCE\x62\x22\x5B\x7F\xF4\x8D\xC8\xB7\x2E\x95\x25\x05\x93\xA8\x4E\x29\xF6\x38\x36\x99\x62\x6B\x4A\xFB\xFD\xED\x1D\xC8\xFF\x21\x61\x72\x44\x04\xF2\x85\x66\xDD\x0C\x4D\xCF\x24\x2C\x11\xA3\xDE\xC2\x15\x4F\x1B\xB7\x1C\x69\x9A\xC5\xF3\x87\x40\x87\x6F\xBA\xCC\xEA\xB8\x25\x95\x1F\x2D\xA8\x45\xA5\x7F\x8D\x0A\x53\x74\x63\x87\x1A\x99\x38\x8B\x09\xBC\x75\xF1\x8A\x4E\x63\x09\xFF\x27\xF6\xEC\x78\x03\x96\x20\x27\x1D\x73\xB1\xBA\x66\x76\xC9\x49\x07\xFE\x1F\x9E\x0A\xE8\xB9\xDB\x67\x0C\xF6\x73\x5B\x26\x8D\x36\x52\xD7\xC7\x9B\x55\x5B\x89\x7D\x94\x14\x10\x4F\x7C\x87\x4B\x55\xFB\xBB\x94\xB0\x9D\xC6\x95\x68\x8C\x7D\x64\x85\x8E\x36\x6B\x47\x39\x4F\xC7\x27\xAA\x2C\x55\x82\x27\x93\xE9\x56\x00\xB4\x98\xAA\x6D\xCD\x15\x0D\x00\xE9\xEA\xC4\xE9\xB8\x36\x37\x7C\x5E\xA6\x3F\x42\xCC\xF8\x50\xB9\x5B\x61\x2A\x07\xB0\x7A\xA2\xE3\xE7\xD6\xCE\x85\x8F\xDD\xF9\x98\xE7\xD9\xD0\x33\x68\x63\xB6\xE7\x46\x7C\x3B\x13\xE6\x34\xBB\x8D\x30\xD4\xAF\xF6\x70\xA0\x6C\x3A\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x70\x3E\x9F\x73\x00\x00\x00\x00\x4A\x35\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xA4\x6F\x00\x0A\x00\x00\x00\x00\x00\x00\x06\x7B\x00\x00\x00\x00\x00\x40\x00\x00\xF6\x89\x82\xD2\xC1\x7A\x87\xDD\x26\x36\xBB\x0D\x8A\x42\xAC\x32\x23\x5A\xEC\x06\xBC\xC5\x09\xD8\x99\xCE\x62\x22\x79\x86\xFC\xE8\xC8\xB7\x2E\x95\x85\x94\x1F\x12\x4E\x29\xF6\x38\x6B\xE8\x3A\x86\x4A\xFB\xFD\xED\x55\x7B\xDB\x24\x61\x72\x44\x04\xEE\x53\x18\x29\x0C\x4D\xCF\x24\xD4\x91\xC8\xBF\xC2\x15\x4F\x1B\xD2\xD2\xCA\x13\xC5\xF3\x87\x40\x6B\x36\xDF\x81\xEA\xB8\x25\x95\x1D\x4A\x72\x88\xA5\x7F\x8D\x0A\x60\xFB\xFE\xEA\x1A\x99\x38\x8B\x35\x4E\x73\x78\x8A\x4E\x63\x09\xC8\x6A\x9B\x21\x78\x03\x96\x20\xB9\x77\xD1\xB3\xBA\x66\x76\xC9\x07\xF5\x5B\x53\x9E\x0A\xE8\xB9\xDD\x4C\x30\x6E\x73\x5B\x26\x8D\x57\x74\x80\x6E\x9B\x55\x5B\x89\x34\x50\x82\x1D\x4F\x7C\x87\x4B\x97\x48\xF0\x38\xB0\x9D\xC6\x95\x10\x19\x51\x36\x85\x8E\x36\x6B\x58\xA6\xE1\x70\x27\xAA\x2C\x55\x18\x24\x6C\x17\x56\x00\xB4\x98\xD4\x3D\x7A\xC0\x0D\x00\xE9\xEA\x79\x81\xC4\xB6\x37\x7C\x5E\xA6\x6D\xBF\x98\xFC\x50\xB9\x5B\x61\x0A\x10\x31\xB5\xA2\xE3\xE7\xD6\xF3\x34\x5E\x1F\xF9\x98\xE7\xD9\x48\xB4\x3A\xA7\xB6\xE7\x46\x7C\x2C\xA7\xDB\xCA\xBB\x8D\x30\xD4\xCD\x78\x75\x62\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x05\x65\x01\xAA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7B\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC1\x7A\x87\xDD\x00\x00\x00\x00\x8A\x42\xAC\x32\x00\x00\x00\x00\xBC\xC5\x09\xD8\x00\x00\x00\x00\x79\x86\xFC\xE8\x00\x00\x00\x00\x85\x94\x1F\x12\x00\x00\x00\x00\x6B\xE8\x3A\x86\x00\x00\x00\x00\x55\x7B\xDB\x24\x00\x00\x00\x00\xEE\x53\x18\x29\x00\x00\x00\x00\xD4\x91\xC8\xBF\x00\x00\x00\x00\xD2\xD2\xCA\x13\x00\x00\x00\x00\x6B\x36\xDF\x81\x00\x00\x00\x00\x1D\x4A\x72\x88\x00\x00\x00\x00\x60\xFB\xFE\xEA\x00\x00\x00\x00\x35\x4E\x73\x78\x00\x00\x00\x00\xC8\x6A\x9B\x21\x00\x00\x00\x00\xB9\x77\xD1\xB3\x00\x00\x00\x00\x07\xF5\x5B\x53\x00\x00\x00\x00\xDD\x4C\x30\x6E\x00\x00\x00\x00\x57\x74\x80\x6E\x00\x00\x00\x00\x34\x50\x82\x1D\x00\x00\x00\x00\x97\x48\xF0\x38\x00\x00\x00\x00\x10\x19\x51\x36\x00\x00\x00\x00\x58\xA6\xE1\x70\x00\x00\x00\x00\x18\x24\x6C\x17\x00\x00\x00\x00\xD4\x3D\x7A\xC0\x00\x00\x00\x00\x79\x81\xC4\xB6\x00\x00\x00\x00\x6D\xBF\x98\xFC\x00\x00\x00\x00\x0A\x10\x31\xB5\x00\x00\x00\x00\xF3\x34\x5E\x1F\x00\x00\x00\x00\x48\xB4\x3A\xA7\x00\x00\x00\x00\x2C\xA7\xDB\xCA\x00\x00\x00\x00\xCD\x78\x75\x62\x6C\x3A\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x72)], 1663)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 1663)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xA78DDCF9)], 1663)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xF64835AC)], 1663)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x40C96487)], 1663)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x727A4369)], 1663)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x8B41A5F0)], 1663)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x6CBA74A1)], 1663)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xE03DC167)], 1663)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x308E42DA)], 1663)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x3057E5FB)], 1663)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x0ED6E92F)], 1663)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x45858381)], 1663)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xE68E3A53)], 1663)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x7521FE25)], 1663)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x7E0F6286)], 1663)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x5FA372DC)], 1663)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x2DB00F85)], 1663)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xD77E609C)], 1663)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x9D4ACA53)], 1663)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xDFDF4A37)], 1663)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x302D413F)], 1663)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x1514DE05)], 1663)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x27CC0AC0)], 1663)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xAAB4343C)], 1663)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x6E1F4F47)], 1663)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xA5BFB835)], 1663)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x87442645)], 1663)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x5974A8F6)], 1663)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x5A9A52AB)], 1663)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x4E375C10)], 1663)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x2A90ABEB)], 1663)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xDF8A5545)], 1663)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC29308DC)], 1663)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x83D1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000067F),
                gc.DataTuple('slot_count', 0x00000BE7),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFA2D96FB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x026421F0),
                gc.KeyTuple('src_port', 0x4770),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x004E),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\x64\x21\xF0\x00\x00\x00\x00\x47\x70\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x83\xD1\x00\x03\x00\x00\x00\x00\x00\x00\x12\xDD\x00\x00\x00\x00\x00\x40\x00\x00\xBF\x44\xE3\xE6\x5D\x32\x8B\xC2\x73\x66\x0B\x88\xCA\xE1\xFD\x5B\x1F\x8B\x1A\xAB\x33\xA0\x85\x3E\xD9\x96\x1F\x01\x72\x7C\x3A\x30\xEC\x10\xE2\xF5\x8E\x43\x8A\xA5\x54\x23\xEB\xC1\x86\xE5\xE7\x5F\x75\x70\x83\x14\xF4\x8B\xC5\x9A\x65\xC8\xC4\xFC\xAF\xA9\x0C\x1D\x57\xFB\xBD\xA0\xF2\xD8\xA1\xAA\x8E\xDF\x96\x8C\x20\x8A\xAE\x8C\x61\x36\x05\x0E\x6E\x03\x5F\xD7\x16\x84\x1D\x3C\xA5\xEC\xCD\xAD\xF7\x9D\x10\xB4\x6C\x2E\xF9\x93\x53\xA5\xB5\x5C\x56\x20\xE8\x63\x49\xC9\xDE\xBA\xC9\x89\x79\xD0\x63\x4E\x2D\x5B\xAA\x4D\x0F\xED\x71\xF5\x34\xA7\xB1\x47\x39\x67\x60\x8F\x8B\x3B\xD6\x9F\x4C\x14\xB6\x58\x48\x74\x08\x67\x8D\x22\x9E\x07\xB8\xD2\xA8\x40\xC1\x88\x86\x39\x99\x4F\xA1\x05\x6C\xAE\xF0\x58\xF0\x2E\x1C\xB9\xED\xA2\x40\xCF\xBF\x25\x55\xF0\xED\xF1\x16\x3C\xB9\xCA\xB5\x7A\x90\x45\x1C\x01\x10\x48\x64\xDD\x2B\x94\xB8\x04\x29\x1B\x67\xA3\x0D\xBB\xAA\x1A\x91\x16\x89\xC3\x09\x3B\x98\x4E\xF9\x35\x29\xFC\x29\xA3\x00\xFE\x9E\xE8\x3D\xEF\x59\xC7\x24\x2D\x64\xF9\xE2\xEE\x75\x0A\xAA\xCA\xB9\xA0\x81\x43\x67\x13\xDB\x6A\x78\x1A\x52\x2C\xE5\xF2\x4F\x03\x28\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\x64\x21\xF0\x00\x00\x00\x00\x47\x70\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x83\xD1\x00\x03\x00\x00\x00\x00\x00\x00\x06\x72\x00\x00\x00\x00\x00\x40\x00\x00\xBF\x44\xE3\xE6\xA7\x8D\xDC\xF9\x73\x66\x0B\x88\xF6\x48\x35\xAC\x1F\x8B\x1A\xAB\x40\xC9\x64\x87\xD9\x96\x1F\x01\x72\x7A\x43\x69\xEC\x10\xE2\xF5\x8B\x41\xA5\xF0\x54\x23\xEB\xC1\x6C\xBA\x74\xA1\x75\x70\x83\x14\xE0\x3D\xC1\x67\x65\xC8\xC4\xFC\x30\x8E\x42\xDA\x57\xFB\xBD\xA0\x30\x57\xE5\xFB\x8E\xDF\x96\x8C\x0E\xD6\xE9\x2F\x61\x36\x05\x0E\x45\x85\x83\x81\x16\x84\x1D\x3C\xE6\x8E\x3A\x53\xF7\x9D\x10\xB4\x75\x21\xFE\x25\x53\xA5\xB5\x5C\x7E\x0F\x62\x86\x49\xC9\xDE\xBA\x5F\xA3\x72\xDC\x63\x4E\x2D\x5B\x2D\xB0\x0F\x85\x71\xF5\x34\xA7\xD7\x7E\x60\x9C\x60\x8F\x8B\x3B\x9D\x4A\xCA\x53\xB6\x58\x48\x74\xDF\xDF\x4A\x37\x9E\x07\xB8\xD2\x30\x2D\x41\x3F\x86\x39\x99\x4F\x15\x14\xDE\x05\xF0\x58\xF0\x2E\x27\xCC\x0A\xC0\x40\xCF\xBF\x25\xAA\xB4\x34\x3C\x16\x3C\xB9\xCA\x6E\x1F\x4F\x47\x1C\x01\x10\x48\xA5\xBF\xB8\x35\xB8\x04\x29\x1B\x87\x44\x26\x45\xAA\x1A\x91\x16\x59\x74\xA8\xF6\x98\x4E\xF9\x35\x5A\x9A\x52\xAB\x00\xFE\x9E\xE8\x4E\x37\x5C\x10\x24\x2D\x64\xF9\x2A\x90\xAB\xEB\xAA\xCA\xB9\xA0\xDF\x8A\x55\x45\xDB\x6A\x78\x1A\xC2\x93\x08\xDC\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x06\x7F\x00\x4E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x72\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA7\x8D\xDC\xF9\x00\x00\x00\x00\xF6\x48\x35\xAC\x00\x00\x00\x00\x40\xC9\x64\x87\x00\x00\x00\x00\x72\x7A\x43\x69\x00\x00\x00\x00\x8B\x41\xA5\xF0\x00\x00\x00\x00\x6C\xBA\x74\xA1\x00\x00\x00\x00\xE0\x3D\xC1\x67\x00\x00\x00\x00\x30\x8E\x42\xDA\x00\x00\x00\x00\x30\x57\xE5\xFB\x00\x00\x00\x00\x0E\xD6\xE9\x2F\x00\x00\x00\x00\x45\x85\x83\x81\x00\x00\x00\x00\xE6\x8E\x3A\x53\x00\x00\x00\x00\x75\x21\xFE\x25\x00\x00\x00\x00\x7E\x0F\x62\x86\x00\x00\x00\x00\x5F\xA3\x72\xDC\x00\x00\x00\x00\x2D\xB0\x0F\x85\x00\x00\x00\x00\xD7\x7E\x60\x9C\x00\x00\x00\x00\x9D\x4A\xCA\x53\x00\x00\x00\x00\xDF\xDF\x4A\x37\x00\x00\x00\x00\x30\x2D\x41\x3F\x00\x00\x00\x00\x15\x14\xDE\x05\x00\x00\x00\x00\x27\xCC\x0A\xC0\x00\x00\x00\x00\xAA\xB4\x34\x3C\x00\x00\x00\x00\x6E\x1F\x4F\x47\x00\x00\x00\x00\xA5\xBF\xB8\x35\x00\x00\x00\x00\x87\x44\x26\x45\x00\x00\x00\x00\x59\x74\xA8\xF6\x00\x00\x00\x00\x5A\x9A\x52\xAB\x00\x00\x00\x00\x4E\x37\x5C\x10\x00\x00\x00\x00\x2A\x90\xAB\xEB\x00\x00\x00\x00\xDF\x8A\x55\x45\x00\x00\x00\x00\xC2\x93\x08\xDC\x4F\x03\x28\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x6C)], 3225)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 3225)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x4B6C18F2)], 3225)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x560ABCDB)], 3225)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x598BCC27)], 3225)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x8C82E62F)], 3225)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x95317DC7)], 3225)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x2D3B8CB9)], 3225)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xCA3D22A5)], 3225)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x1C61039D)], 3225)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x7BBAAD82)], 3225)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x94AD0830)], 3225)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x2DB3D54B)], 3225)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x0518A1CB)], 3225)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xD112B0C7)], 3225)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x1529F866)], 3225)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x2BFA4A05)], 3225)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x8805A566)], 3225)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x6E842818)], 3225)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xCC592518)], 3225)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x663779E1)], 3225)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xFA1FEC0E)], 3225)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x01453ED0)], 3225)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xF889ABEE)], 3225)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x4469B92C)], 3225)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x1DA956C0)], 3225)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x8BE582E6)], 3225)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xA856B543)], 3225)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x5B8A07D1)], 3225)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xC01FE08B)], 3225)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x75523D10)], 3225)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x0D9ECD8D)], 3225)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xC1AB214F)], 3225)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xFBD8D6E7)], 3225)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7F0F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C99),
                gc.DataTuple('slot_count', 0x00000F6F),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x60D3BE10),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xE0CE15F3),
                gc.KeyTuple('src_port', 0xB859),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x006B),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE0\xCE\x15\xF3\x00\x00\x00\x00\xB8\x59\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x7F\x0F\x00\x1A\x00\x00\x00\x00\x00\x00\x98\xE4\x00\x00\x00\x00\x00\x40\x00\x00\x52\xD4\xC0\x29\x36\x60\x42\xD2\x53\xC7\x70\x01\x18\xD1\x53\x75\xA9\x75\x2E\x8D\xF6\x6F\xC3\x37\x2C\x63\x90\xD9\x7D\x33\x5F\xD9\xEC\x33\x03\x23\x10\x85\x8F\x5A\xBD\x84\x4A\xAC\xD0\x1C\x64\x63\x3B\xF7\x3B\xB0\x88\x37\x4F\xCE\x09\x06\x8A\xB6\x7B\x9F\x4F\x54\x04\x44\x70\xB9\xE4\xC6\x51\xCA\x25\xA2\x53\x80\x2B\x9B\x93\x17\x1C\x00\xEB\x84\x71\x9B\x8F\x47\xDF\x31\x7E\x41\x5E\x16\x61\x6F\x3E\xA2\xF5\xE6\xB7\x73\xF8\xF0\x72\xBC\xF0\x5F\x89\x74\xBA\xB4\xFF\x45\xC3\x86\x23\xAF\x45\x1E\x05\x78\xE4\xE6\xC3\xC8\x1E\x1D\x82\xA5\x67\xBF\x57\x4C\x3D\x71\xA4\x17\xF8\x65\x42\xA3\x79\xEF\x51\xAF\x49\xFA\xA2\x45\xA2\x2C\x51\x7F\xD9\xA1\x45\x7C\x03\x28\xC2\xF3\x3C\x6A\x46\xC3\x21\xB0\xB3\x7F\x2E\xAF\x8D\x65\x34\xF2\x27\x06\x2B\xB4\x58\xE9\x54\x76\xE9\x47\xF2\xAF\x09\xEC\x60\xDE\x40\xF8\x27\x18\xCD\xE9\xAF\x62\x28\xB6\x9A\x9D\x21\xC1\xF4\x3A\x65\xC0\x26\xCC\x4D\xC2\x6A\x9D\x1C\x4F\x62\x19\x7A\x1A\xC8\xD6\x04\x13\x3A\xF1\xB6\x10\x5D\x0C\xC5\xCC\xDF\xD1\x1E\x1B\xF0\xD9\x3C\x0E\xAB\xB3\x1F\xBE\x38\x98\xFE\x73\xE3\xBF\x03\xA7\x81\x64\xA8\xF9\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE0\xCE\x15\xF3\x00\x00\x00\x00\xB8\x59\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x7F\x0F\x00\x1A\x00\x00\x00\x00\x00\x00\x06\x6C\x00\x00\x00\x00\x00\x40\x00\x00\x52\xD4\xC0\x29\x4B\x6C\x18\xF2\x53\xC7\x70\x01\x56\x0A\xBC\xDB\xA9\x75\x2E\x8D\x59\x8B\xCC\x27\x2C\x63\x90\xD9\x8C\x82\xE6\x2F\xEC\x33\x03\x23\x95\x31\x7D\xC7\xBD\x84\x4A\xAC\x2D\x3B\x8C\xB9\x3B\xF7\x3B\xB0\xCA\x3D\x22\xA5\x09\x06\x8A\xB6\x1C\x61\x03\x9D\x04\x44\x70\xB9\x7B\xBA\xAD\x82\x25\xA2\x53\x80\x94\xAD\x08\x30\x1C\x00\xEB\x84\x2D\xB3\xD5\x4B\xDF\x31\x7E\x41\x05\x18\xA1\xCB\x3E\xA2\xF5\xE6\xD1\x12\xB0\xC7\x72\xBC\xF0\x5F\x15\x29\xF8\x66\xFF\x45\xC3\x86\x2B\xFA\x4A\x05\x05\x78\xE4\xE6\x88\x05\xA5\x66\x82\xA5\x67\xBF\x6E\x84\x28\x18\xA4\x17\xF8\x65\xCC\x59\x25\x18\x51\xAF\x49\xFA\x66\x37\x79\xE1\x51\x7F\xD9\xA1\xFA\x1F\xEC\x0E\xC2\xF3\x3C\x6A\x01\x45\x3E\xD0\xB3\x7F\x2E\xAF\xF8\x89\xAB\xEE\x27\x06\x2B\xB4\x44\x69\xB9\x2C\xE9\x47\xF2\xAF\x1D\xA9\x56\xC0\x40\xF8\x27\x18\x8B\xE5\x82\xE6\x28\xB6\x9A\x9D\xA8\x56\xB5\x43\x65\xC0\x26\xCC\x5B\x8A\x07\xD1\x1C\x4F\x62\x19\xC0\x1F\xE0\x8B\x04\x13\x3A\xF1\x75\x52\x3D\x10\xC5\xCC\xDF\xD1\x0D\x9E\xCD\x8D\x3C\x0E\xAB\xB3\xC1\xAB\x21\x4F\xFE\x73\xE3\xBF\xFB\xD8\xD6\xE7\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x0C\x99\x00\x6B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6C\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x4B\x6C\x18\xF2\x00\x00\x00\x00\x56\x0A\xBC\xDB\x00\x00\x00\x00\x59\x8B\xCC\x27\x00\x00\x00\x00\x8C\x82\xE6\x2F\x00\x00\x00\x00\x95\x31\x7D\xC7\x00\x00\x00\x00\x2D\x3B\x8C\xB9\x00\x00\x00\x00\xCA\x3D\x22\xA5\x00\x00\x00\x00\x1C\x61\x03\x9D\x00\x00\x00\x00\x7B\xBA\xAD\x82\x00\x00\x00\x00\x94\xAD\x08\x30\x00\x00\x00\x00\x2D\xB3\xD5\x4B\x00\x00\x00\x00\x05\x18\xA1\xCB\x00\x00\x00\x00\xD1\x12\xB0\xC7\x00\x00\x00\x00\x15\x29\xF8\x66\x00\x00\x00\x00\x2B\xFA\x4A\x05\x00\x00\x00\x00\x88\x05\xA5\x66\x00\x00\x00\x00\x6E\x84\x28\x18\x00\x00\x00\x00\xCC\x59\x25\x18\x00\x00\x00\x00\x66\x37\x79\xE1\x00\x00\x00\x00\xFA\x1F\xEC\x0E\x00\x00\x00\x00\x01\x45\x3E\xD0\x00\x00\x00\x00\xF8\x89\xAB\xEE\x00\x00\x00\x00\x44\x69\xB9\x2C\x00\x00\x00\x00\x1D\xA9\x56\xC0\x00\x00\x00\x00\x8B\xE5\x82\xE6\x00\x00\x00\x00\xA8\x56\xB5\x43\x00\x00\x00\x00\x5B\x8A\x07\xD1\x00\x00\x00\x00\xC0\x1F\xE0\x8B\x00\x00\x00\x00\x75\x52\x3D\x10\x00\x00\x00\x00\x0D\x9E\xCD\x8D\x00\x00\x00\x00\xC1\xAB\x21\x4F\x00\x00\x00\x00\xFB\xD8\xD6\xE7\xA8\xF9\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x0F)], 5683)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 5683)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x88C36FAD)], 5683)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x829D08B0)], 5683)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xEFA112E7)], 5683)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x205C1891)], 5683)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xE9E63368)], 5683)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x3B6D7B23)], 5683)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x21A8022F)], 5683)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xA927DF2F)], 5683)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x5D7DA21F)], 5683)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xE5C3B781)], 5683)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xC16813D9)], 5683)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x08B6783B)], 5683)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x8D04B26B)], 5683)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x9D286C58)], 5683)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x93902163)], 5683)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x24FE9882)], 5683)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x1382DBB9)], 5683)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x7432E91A)], 5683)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x225142AD)], 5683)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x419C9259)], 5683)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x11A27C8C)], 5683)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x95A603E3)], 5683)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x88B6928D)], 5683)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xFFDEA063)], 5683)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x895D3FD4)], 5683)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x3A0E91C3)], 5683)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x0139B84B)], 5683)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x2A4F79D4)], 5683)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xF38F9E01)], 5683)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x6323F888)], 5683)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x9574E535)], 5683)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xBDDF116C)], 5683)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9BA6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001633),
                gc.DataTuple('slot_count', 0x0000038B),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x97E768BE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x23ABB355),
                gc.KeyTuple('src_port', 0x7E4C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x0074),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x23\xAB\xB3\x55\x00\x00\x00\x00\x7E\x4C\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x9B\xA6\x00\x01\x00\x00\x00\x00\x00\x00\x98\xFB\x00\x00\x00\x00\x00\x40\x00\x00\xB5\x20\x71\x04\xAB\x24\xB0\x48\x7E\x2F\x3D\xB9\x48\x88\x8A\x10\x47\xF3\xA2\x0F\x00\x06\x6D\x20\x40\x7A\x7F\x71\xDA\xA9\x3F\x84\x5F\x5C\x5B\xBE\xA7\x2C\x26\x25\xD7\xBB\xF8\x02\xAB\x74\x1A\xF8\xFC\x2D\xE2\x5A\xBA\x77\xBA\x16\xBB\x4B\xC7\x7A\x10\xBC\x1C\xFB\x39\x94\xAA\x1A\xD7\xED\x7D\x9E\xBA\xA8\xE7\x16\x11\xD6\x53\x94\xA9\x6A\xC8\x2B\x06\xF0\xD1\x56\x65\xE6\xE4\x7F\x96\x03\x7A\xF7\x46\x3F\x85\x0E\xB1\xC3\x51\xE9\xCA\x15\x9D\x96\x4A\x07\xEC\x1F\xDD\x5E\xE1\x88\x1D\xB6\x70\x16\x62\xE6\x43\x3B\xB4\x5C\x44\x8F\xD3\x9F\x9D\x60\xF7\x74\x2F\x60\x0E\xE0\xBD\x75\xEC\x62\x65\x79\x7B\x87\x6C\xE7\x16\x68\x5F\x80\x6F\x4F\x67\x16\xF1\xCA\x71\x43\x84\x16\x8E\x6A\xAB\x37\xEA\xCD\x9F\xEB\x12\x4D\xA6\x2A\x15\x6F\xA6\xFC\xA8\xD4\x5D\x4B\xA6\x54\x52\x90\x75\x36\x1A\x2F\x63\x71\xD9\xC9\xAC\xFF\x4B\xE8\xBC\x8B\x6B\x22\x60\x74\x27\xFD\x42\x2F\x8B\x91\x64\xCD\x2B\x78\x6A\xE2\x5E\x1D\x51\x7A\xEE\x5E\x04\x4E\x72\x1F\xE8\x8E\x91\x62\xD1\x9B\x4B\x5E\xE8\xD6\x67\xE2\x33\x26\xC4\xDA\xB1\x9E\x53\x31\x36\x52\x2C\x0D\x66\xF8\x1A\xDB\xF2\xC0\x33\xDD\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x23\xAB\xB3\x55\x00\x00\x00\x00\x7E\x4C\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x9B\xA6\x00\x01\x00\x00\x00\x00\x00\x00\x04\x0F\x00\x00\x00\x00\x00\x40\x00\x00\xB5\x20\x71\x04\x88\xC3\x6F\xAD\x7E\x2F\x3D\xB9\x82\x9D\x08\xB0\x47\xF3\xA2\x0F\xEF\xA1\x12\xE7\x40\x7A\x7F\x71\x20\x5C\x18\x91\x5F\x5C\x5B\xBE\xE9\xE6\x33\x68\xD7\xBB\xF8\x02\x3B\x6D\x7B\x23\xFC\x2D\xE2\x5A\x21\xA8\x02\x2F\xBB\x4B\xC7\x7A\xA9\x27\xDF\x2F\x39\x94\xAA\x1A\x5D\x7D\xA2\x1F\xBA\xA8\xE7\x16\xE5\xC3\xB7\x81\xA9\x6A\xC8\x2B\xC1\x68\x13\xD9\x65\xE6\xE4\x7F\x08\xB6\x78\x3B\x46\x3F\x85\x0E\x8D\x04\xB2\x6B\xCA\x15\x9D\x96\x9D\x28\x6C\x58\xDD\x5E\xE1\x88\x93\x90\x21\x63\x62\xE6\x43\x3B\x24\xFE\x98\x82\xD3\x9F\x9D\x60\x13\x82\xDB\xB9\x0E\xE0\xBD\x75\x74\x32\xE9\x1A\x7B\x87\x6C\xE7\x22\x51\x42\xAD\x6F\x4F\x67\x16\x41\x9C\x92\x59\x84\x16\x8E\x6A\x11\xA2\x7C\x8C\x9F\xEB\x12\x4D\x95\xA6\x03\xE3\xA6\xFC\xA8\xD4\x88\xB6\x92\x8D\x52\x90\x75\x36\xFF\xDE\xA0\x63\xD9\xC9\xAC\xFF\x89\x5D\x3F\xD4\x6B\x22\x60\x74\x3A\x0E\x91\xC3\x8B\x91\x64\xCD\x01\x39\xB8\x4B\x5E\x1D\x51\x7A\x2A\x4F\x79\xD4\x72\x1F\xE8\x8E\xF3\x8F\x9E\x01\x4B\x5E\xE8\xD6\x63\x23\xF8\x88\xC4\xDA\xB1\x9E\x95\x74\xE5\x35\x2C\x0D\x66\xF8\xBD\xDF\x11\x6C\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x16\x33\x00\x74\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x88\xC3\x6F\xAD\x00\x00\x00\x00\x82\x9D\x08\xB0\x00\x00\x00\x00\xEF\xA1\x12\xE7\x00\x00\x00\x00\x20\x5C\x18\x91\x00\x00\x00\x00\xE9\xE6\x33\x68\x00\x00\x00\x00\x3B\x6D\x7B\x23\x00\x00\x00\x00\x21\xA8\x02\x2F\x00\x00\x00\x00\xA9\x27\xDF\x2F\x00\x00\x00\x00\x5D\x7D\xA2\x1F\x00\x00\x00\x00\xE5\xC3\xB7\x81\x00\x00\x00\x00\xC1\x68\x13\xD9\x00\x00\x00\x00\x08\xB6\x78\x3B\x00\x00\x00\x00\x8D\x04\xB2\x6B\x00\x00\x00\x00\x9D\x28\x6C\x58\x00\x00\x00\x00\x93\x90\x21\x63\x00\x00\x00\x00\x24\xFE\x98\x82\x00\x00\x00\x00\x13\x82\xDB\xB9\x00\x00\x00\x00\x74\x32\xE9\x1A\x00\x00\x00\x00\x22\x51\x42\xAD\x00\x00\x00\x00\x41\x9C\x92\x59\x00\x00\x00\x00\x11\xA2\x7C\x8C\x00\x00\x00\x00\x95\xA6\x03\xE3\x00\x00\x00\x00\x88\xB6\x92\x8D\x00\x00\x00\x00\xFF\xDE\xA0\x63\x00\x00\x00\x00\x89\x5D\x3F\xD4\x00\x00\x00\x00\x3A\x0E\x91\xC3\x00\x00\x00\x00\x01\x39\xB8\x4B\x00\x00\x00\x00\x2A\x4F\x79\xD4\x00\x00\x00\x00\xF3\x8F\x9E\x01\x00\x00\x00\x00\x63\x23\xF8\x88\x00\x00\x00\x00\x95\x74\xE5\x35\x00\x00\x00\x00\xBD\xDF\x11\x6C\x33\xDD\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC2)], 3791)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 3791)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x84680F70)], 3791)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x6C4DFF30)], 3791)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x82A19ADD)], 3791)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x8D79B274)], 3791)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xCC7188E4)], 3791)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x0AF527DF)], 3791)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x23B35DDC)], 3791)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x7B09B59A)], 3791)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x0590AC28)], 3791)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xA411E97A)], 3791)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x9169060B)], 3791)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x1F908784)], 3791)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x41E614D7)], 3791)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xD4E71318)], 3791)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x56B47697)], 3791)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x8A2351A8)], 3791)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x15876FA4)], 3791)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x76CFE7F5)], 3791)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xADD0C762)], 3791)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x12735715)], 3791)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xB832A602)], 3791)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x72201BCA)], 3791)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x7B7C20CF)], 3791)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x7AD13A89)], 3791)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xEB8DA788)], 3791)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x72671089)], 3791)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x0163FA5C)], 3791)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xCC606CA2)], 3791)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x93F403E4)], 3791)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x66BB6728)], 3791)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x825C9858)], 3791)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xBEBE49B3)], 3791)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x146C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ECF),
                gc.DataTuple('slot_count', 0x00000EE0),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3B17B4AF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x1AFB8680),
                gc.KeyTuple('src_port', 0x03E8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03EC),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1A\xFB\x86\x80\x00\x00\x00\x00\x03\xE8\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x14\x6C\x00\x13\x00\x00\x00\x00\x00\x00\x48\x58\x00\x00\x00\x00\x00\x40\x00\x00\x3D\x7E\x4E\xAE\xD5\x65\xCB\x99\x3D\x7B\xF5\x7C\x64\x65\xBE\xDA\xE0\xCF\xB1\x29\x54\x61\x46\x66\xEC\xCE\x61\x9B\x5E\x42\x9E\xB0\x07\x29\x26\x16\x8C\xF5\x7C\xF6\x80\x39\xC3\xCB\x6D\x38\x72\x5B\x23\x0E\x89\xCD\x97\xD2\x78\xD7\xB3\x3F\x56\xF8\xEA\x4A\xD3\xE7\x0A\xBA\xA2\x1C\x12\xD4\x02\x98\x93\x34\xFB\xEE\x5B\x0D\x9E\x07\x9B\xB8\xA8\xC1\x2B\x9E\x17\xAC\xF5\xE5\x6E\xEA\x55\xF8\xE0\xED\x64\x74\x54\xE3\x06\xB5\xB7\x2F\x12\xEB\x60\xEC\x5A\x2D\x82\xCB\x5D\xE4\xE2\xE5\xA0\x1E\x36\xFC\xF0\x84\xF0\x75\x9B\xF9\x26\x9A\x6D\x11\x5F\x60\x5E\xC8\x83\xB0\xEF\x41\xC6\x9B\x1B\x29\x1A\x50\xC5\xFD\xF2\x51\x96\x52\xEF\x65\x72\xEB\xC4\x4E\x7F\x92\x88\x9A\x59\xC2\xD4\x16\x22\xA8\xD1\x82\x68\x28\xDD\xD7\x04\x3C\x8F\xB9\x4A\xC1\xB1\xCB\x4F\x66\xA1\x8B\xF8\xC2\x38\x11\x51\xBE\x05\xF3\xAE\xB8\xE7\xD0\xCE\x3C\xA9\x56\xAE\x04\x6C\x75\x77\x06\x98\xEE\x56\x1C\x32\x94\xE5\xDF\x3C\x95\x7D\x16\x38\x1F\x6F\x21\xF9\xFF\x86\x5D\x76\x8B\x78\xF3\x96\xD0\x73\xE0\xC0\x38\x73\x45\x39\x94\x60\x8E\x1E\x48\x44\xC2\x17\xA8\xAC\xC0\xD3\x8C\xA8\x48\x59\x4C\x33\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1A\xFB\x86\x80\x00\x00\x00\x00\x03\xE8\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x14\x6C\x00\x13\x00\x00\x00\x00\x00\x00\x04\xC2\x00\x00\x00\x00\x00\x40\x00\x00\x3D\x7E\x4E\xAE\x84\x68\x0F\x70\x3D\x7B\xF5\x7C\x6C\x4D\xFF\x30\xE0\xCF\xB1\x29\x82\xA1\x9A\xDD\xEC\xCE\x61\x9B\x8D\x79\xB2\x74\x07\x29\x26\x16\xCC\x71\x88\xE4\x80\x39\xC3\xCB\x0A\xF5\x27\xDF\x23\x0E\x89\xCD\x23\xB3\x5D\xDC\xB3\x3F\x56\xF8\x7B\x09\xB5\x9A\x0A\xBA\xA2\x1C\x05\x90\xAC\x28\x93\x34\xFB\xEE\xA4\x11\xE9\x7A\x9B\xB8\xA8\xC1\x91\x69\x06\x0B\xF5\xE5\x6E\xEA\x1F\x90\x87\x84\x64\x74\x54\xE3\x41\xE6\x14\xD7\x12\xEB\x60\xEC\xD4\xE7\x13\x18\x5D\xE4\xE2\xE5\x56\xB4\x76\x97\xF0\x84\xF0\x75\x8A\x23\x51\xA8\x6D\x11\x5F\x60\x15\x87\x6F\xA4\xEF\x41\xC6\x9B\x76\xCF\xE7\xF5\xC5\xFD\xF2\x51\xAD\xD0\xC7\x62\x72\xEB\xC4\x4E\x12\x73\x57\x15\x59\xC2\xD4\x16\xB8\x32\xA6\x02\x68\x28\xDD\xD7\x72\x20\x1B\xCA\x4A\xC1\xB1\xCB\x7B\x7C\x20\xCF\xF8\xC2\x38\x11\x7A\xD1\x3A\x89\xAE\xB8\xE7\xD0\xEB\x8D\xA7\x88\xAE\x04\x6C\x75\x72\x67\x10\x89\x56\x1C\x32\x94\x01\x63\xFA\x5C\x7D\x16\x38\x1F\xCC\x60\x6C\xA2\x86\x5D\x76\x8B\x93\xF4\x03\xE4\x73\xE0\xC0\x38\x66\xBB\x67\x28\x60\x8E\x1E\x48\x82\x5C\x98\x58\xAC\xC0\xD3\x8C\xBE\xBE\x49\xB3\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x0E\xCF\x03\xEC\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC2\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x84\x68\x0F\x70\x00\x00\x00\x00\x6C\x4D\xFF\x30\x00\x00\x00\x00\x82\xA1\x9A\xDD\x00\x00\x00\x00\x8D\x79\xB2\x74\x00\x00\x00\x00\xCC\x71\x88\xE4\x00\x00\x00\x00\x0A\xF5\x27\xDF\x00\x00\x00\x00\x23\xB3\x5D\xDC\x00\x00\x00\x00\x7B\x09\xB5\x9A\x00\x00\x00\x00\x05\x90\xAC\x28\x00\x00\x00\x00\xA4\x11\xE9\x7A\x00\x00\x00\x00\x91\x69\x06\x0B\x00\x00\x00\x00\x1F\x90\x87\x84\x00\x00\x00\x00\x41\xE6\x14\xD7\x00\x00\x00\x00\xD4\xE7\x13\x18\x00\x00\x00\x00\x56\xB4\x76\x97\x00\x00\x00\x00\x8A\x23\x51\xA8\x00\x00\x00\x00\x15\x87\x6F\xA4\x00\x00\x00\x00\x76\xCF\xE7\xF5\x00\x00\x00\x00\xAD\xD0\xC7\x62\x00\x00\x00\x00\x12\x73\x57\x15\x00\x00\x00\x00\xB8\x32\xA6\x02\x00\x00\x00\x00\x72\x20\x1B\xCA\x00\x00\x00\x00\x7B\x7C\x20\xCF\x00\x00\x00\x00\x7A\xD1\x3A\x89\x00\x00\x00\x00\xEB\x8D\xA7\x88\x00\x00\x00\x00\x72\x67\x10\x89\x00\x00\x00\x00\x01\x63\xFA\x5C\x00\x00\x00\x00\xCC\x60\x6C\xA2\x00\x00\x00\x00\x93\xF4\x03\xE4\x00\x00\x00\x00\x66\xBB\x67\x28\x00\x00\x00\x00\x82\x5C\x98\x58\x00\x00\x00\x00\xBE\xBE\x49\xB3\x33\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x60)], 11257)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11257)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xA9A39CAD)], 11257)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x160C0434)], 11257)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x4FCAA324)], 11257)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x6A19628D)], 11257)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x5DCDA1EA)], 11257)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x067A0269)], 11257)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x841ED9FA)], 11257)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x21D6CC77)], 11257)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xD1F61DFF)], 11257)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x4F12E9F1)], 11257)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xD4225BB6)], 11257)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xE225EB45)], 11257)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x80682FC6)], 11257)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xF55B6853)], 11257)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x155651CA)], 11257)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x99193555)], 11257)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xAA7E52E3)], 11257)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xF5026F74)], 11257)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xA935CC37)], 11257)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xDC35C682)], 11257)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xD7BF2450)], 11257)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xD728BC63)], 11257)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x61F48C84)], 11257)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x1D343B8E)], 11257)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x48F53FAF)], 11257)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x91A80CC0)], 11257)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x7FD54583)], 11257)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x30DE27EB)], 11257)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xE81B637A)], 11257)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x1CA15FEF)], 11257)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x4ABFADEB)], 11257)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xCF8D9A78)], 11257)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x36F8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BF9),
                gc.DataTuple('slot_count', 0x00000A1A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x04858544),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD612B40F),
                gc.KeyTuple('src_port', 0xFEEF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x013F),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\x12\xB4\x0F\x00\x00\x00\x00\xFE\xEF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x36\xF8\x00\x0C\x00\x00\x00\x00\x00\x00\x1B\x62\x00\x00\x00\x00\x00\x40\x00\x00\x8E\x25\xCB\xD8\x54\x3A\xAD\x89\x1E\x95\xE8\xE2\x5D\xDD\x1E\x50\x55\xA3\x55\x91\x69\x7A\x89\x7E\x4A\xEF\x4D\xDA\x7D\xBE\xE2\xAF\xFA\xCB\xC5\x3C\xC8\xB9\x4C\x36\xFD\xD8\xFA\xA9\xA2\x81\x7C\xAB\x5A\x99\x06\xC8\xAA\x87\xF7\x46\xAC\xD4\x3D\x26\x4E\x6C\x37\x98\xD3\x4E\x4A\xB5\x8D\x36\x9D\x45\xD6\x90\xDA\x8E\x69\xFA\xD8\x45\x1E\x1E\xE7\xA1\x90\xCB\xF8\x68\x45\x90\x2B\x83\x36\xBA\x7D\x26\xE9\xFC\x37\x2D\x9F\x59\xA4\xFB\xA2\x8A\xFF\x98\x20\x91\x33\x81\xEE\x74\xC8\xEA\x28\xBD\x4B\x9A\xE7\x64\x1A\x00\xD0\x5C\xB7\xE0\x45\x05\x62\xBA\x76\x36\xBF\x18\x91\xFC\xBB\xB9\x13\xA9\x52\x24\x71\xE6\xAE\xCE\x79\x1F\x76\xBA\xBE\x75\x1E\x7A\x1E\x4C\x22\x7B\x95\xF3\x19\x70\xD0\x17\x21\x15\xFD\xCE\x3E\x6F\x7F\x0C\x4A\x8A\x38\xA3\xEF\x07\x5B\xC9\xF0\x13\xFD\xC4\xE6\xC7\xC7\x2A\xED\x61\x2F\x25\x16\x19\x47\x9F\x43\xE6\xB1\xF7\x75\xFA\xC5\x4C\x61\x7D\xC6\xF9\x30\x1B\x07\xCD\x2C\x2D\x1F\xF7\x99\x47\x13\xA0\xAD\x69\x97\xAF\x2E\xD5\x8E\x19\x14\x08\xB8\x08\x19\xE3\xE7\xA5\x3B\x88\x60\x46\xD3\x07\x5B\x36\xEE\xCD\x68\x2B\x68\xBD\x18\xC7\x6D\x05\x9B\x3F\xC4\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\x12\xB4\x0F\x00\x00\x00\x00\xFE\xEF\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x36\xF8\x00\x0C\x00\x00\x00\x00\x00\x00\x07\x60\x00\x00\x00\x00\x00\x40\x00\x00\x8E\x25\xCB\xD8\xA9\xA3\x9C\xAD\x1E\x95\xE8\xE2\x16\x0C\x04\x34\x55\xA3\x55\x91\x4F\xCA\xA3\x24\x4A\xEF\x4D\xDA\x6A\x19\x62\x8D\xFA\xCB\xC5\x3C\x5D\xCD\xA1\xEA\xFD\xD8\xFA\xA9\x06\x7A\x02\x69\x5A\x99\x06\xC8\x84\x1E\xD9\xFA\xAC\xD4\x3D\x26\x21\xD6\xCC\x77\xD3\x4E\x4A\xB5\xD1\xF6\x1D\xFF\xD6\x90\xDA\x8E\x4F\x12\xE9\xF1\x1E\x1E\xE7\xA1\xD4\x22\x5B\xB6\x45\x90\x2B\x83\xE2\x25\xEB\x45\xE9\xFC\x37\x2D\x80\x68\x2F\xC6\xA2\x8A\xFF\x98\xF5\x5B\x68\x53\xEE\x74\xC8\xEA\x15\x56\x51\xCA\xE7\x64\x1A\x00\x99\x19\x35\x55\x45\x05\x62\xBA\xAA\x7E\x52\xE3\x91\xFC\xBB\xB9\xF5\x02\x6F\x74\x71\xE6\xAE\xCE\xA9\x35\xCC\x37\xBE\x75\x1E\x7A\xDC\x35\xC6\x82\x95\xF3\x19\x70\xD7\xBF\x24\x50\xFD\xCE\x3E\x6F\xD7\x28\xBC\x63\x38\xA3\xEF\x07\x61\xF4\x8C\x84\xFD\xC4\xE6\xC7\x1D\x34\x3B\x8E\x2F\x25\x16\x19\x48\xF5\x3F\xAF\xB1\xF7\x75\xFA\x91\xA8\x0C\xC0\xC6\xF9\x30\x1B\x7F\xD5\x45\x83\x1F\xF7\x99\x47\x30\xDE\x27\xEB\x97\xAF\x2E\xD5\xE8\x1B\x63\x7A\xB8\x08\x19\xE3\x1C\xA1\x5F\xEF\x60\x46\xD3\x07\x4A\xBF\xAD\xEB\x68\x2B\x68\xBD\xCF\x8D\x9A\x78\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2B\xF9\x01\x3F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x60\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA9\xA3\x9C\xAD\x00\x00\x00\x00\x16\x0C\x04\x34\x00\x00\x00\x00\x4F\xCA\xA3\x24\x00\x00\x00\x00\x6A\x19\x62\x8D\x00\x00\x00\x00\x5D\xCD\xA1\xEA\x00\x00\x00\x00\x06\x7A\x02\x69\x00\x00\x00\x00\x84\x1E\xD9\xFA\x00\x00\x00\x00\x21\xD6\xCC\x77\x00\x00\x00\x00\xD1\xF6\x1D\xFF\x00\x00\x00\x00\x4F\x12\xE9\xF1\x00\x00\x00\x00\xD4\x22\x5B\xB6\x00\x00\x00\x00\xE2\x25\xEB\x45\x00\x00\x00\x00\x80\x68\x2F\xC6\x00\x00\x00\x00\xF5\x5B\x68\x53\x00\x00\x00\x00\x15\x56\x51\xCA\x00\x00\x00\x00\x99\x19\x35\x55\x00\x00\x00\x00\xAA\x7E\x52\xE3\x00\x00\x00\x00\xF5\x02\x6F\x74\x00\x00\x00\x00\xA9\x35\xCC\x37\x00\x00\x00\x00\xDC\x35\xC6\x82\x00\x00\x00\x00\xD7\xBF\x24\x50\x00\x00\x00\x00\xD7\x28\xBC\x63\x00\x00\x00\x00\x61\xF4\x8C\x84\x00\x00\x00\x00\x1D\x34\x3B\x8E\x00\x00\x00\x00\x48\xF5\x3F\xAF\x00\x00\x00\x00\x91\xA8\x0C\xC0\x00\x00\x00\x00\x7F\xD5\x45\x83\x00\x00\x00\x00\x30\xDE\x27\xEB\x00\x00\x00\x00\xE8\x1B\x63\x7A\x00\x00\x00\x00\x1C\xA1\x5F\xEF\x00\x00\x00\x00\x4A\xBF\xAD\xEB\x00\x00\x00\x00\xCF\x8D\x9A\x78\x9B\x3F\xC4\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x44)], 3726)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 3726)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xF51E37E2)], 3726)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x224F943C)], 3726)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x4FE88860)], 3726)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xD867F158)], 3726)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xA20E7AB2)], 3726)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x3164C04E)], 3726)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x9166AED0)], 3726)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xDB60C983)], 3726)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x69E1EEBF)], 3726)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xC68BADD7)], 3726)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x2C4368D2)], 3726)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xA7BCDE8A)], 3726)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xC30C9F7A)], 3726)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xDF71EBD6)], 3726)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x0025EA44)], 3726)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x1FE58ACC)], 3726)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xDA9BC01F)], 3726)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x982D2322)], 3726)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xE9F6D448)], 3726)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x68253A06)], 3726)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x6EB67F2F)], 3726)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xC4DBCD57)], 3726)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xA39A5CEA)], 3726)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xCB90981D)], 3726)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xE6AA4524)], 3726)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xAE9BD940)], 3726)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x200BA954)], 3726)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x945FFF7C)], 3726)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xE1139813)], 3726)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x04C7B188)], 3726)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x922E9D11)], 3726)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x0229B289)], 3726)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7F61),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E8E),
                gc.DataTuple('slot_count', 0x00000EE4),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAAE0EBE0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xBC207A25),
                gc.KeyTuple('src_port', 0xDD7B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x0263),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\x20\x7A\x25\x00\x00\x00\x00\xDD\x7B\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x7F\x61\x00\x0B\x00\x00\x00\x00\x00\x00\x92\x26\x00\x00\x00\x00\x00\x40\x00\x00\x0C\x33\xB8\x45\x4E\x4F\x3E\x69\xCB\xD4\x26\xF2\x04\xD7\x37\xB2\xCB\xF4\x23\xCA\xA7\x9B\x5F\x63\x0D\xE0\xC9\x65\x1A\xBB\x33\x62\xF3\xD2\xF3\xD1\x91\x45\x61\x4E\x2F\x76\x3E\x09\x49\xC4\xA0\xAF\xE3\xA9\x29\x29\xDD\x2E\xA0\xC3\xF7\x3D\xA7\xAB\xF5\x07\x6B\x13\xDC\x98\x0E\x2A\xD9\x8B\x20\xF9\x26\xFD\x3E\x49\x73\xA2\xC8\x8D\xE1\x2C\x4E\xBD\x77\xCE\xA9\x85\x13\xD0\x18\x3F\x84\xA1\x8A\xE8\xC5\xA8\x98\x77\xA3\x10\x82\x81\x7A\x30\x28\xE3\x35\x39\xA2\x3A\x50\xDC\x0B\xD2\x34\x27\x91\x59\x39\xBE\xB9\xDF\xF3\x5D\xE5\xAA\x53\x15\xB3\x65\x8E\x4B\xB5\x2F\xCE\x41\x90\xB0\x55\x7D\xED\x44\x13\x2E\x81\xD1\x9D\xD3\x0E\x46\x57\x14\xDF\xC7\x9D\xC9\x27\x0B\x01\xD0\xBE\xC1\x81\x00\x45\x88\xE4\x76\x33\xE4\xB0\x2C\x3A\x3F\x2B\xEC\x51\xE3\x4E\x86\x6D\x88\xEC\xC3\x27\x8A\x57\x2B\x1F\x50\x5E\x4C\x53\x7B\x84\x3A\xE4\xE7\x7D\xFF\x68\x3D\x5D\x52\x63\x99\x67\x26\x31\x46\xE6\x18\xE1\x48\x45\x80\xC1\x1C\x26\x46\x30\xF8\xDF\x5B\x0B\xAE\xB0\x57\x57\xC3\xC1\xC1\xD0\xA1\x49\xEE\x12\x55\xC2\x93\x2F\x5D\x84\xBF\xC8\xE7\xDF\x84\x67\xBC\x56\x47\xA1\x3B\x62\xFA\x59\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\x20\x7A\x25\x00\x00\x00\x00\xDD\x7B\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x7F\x61\x00\x0B\x00\x00\x00\x00\x00\x00\x04\x44\x00\x00\x00\x00\x00\x40\x00\x00\x0C\x33\xB8\x45\xF5\x1E\x37\xE2\xCB\xD4\x26\xF2\x22\x4F\x94\x3C\xCB\xF4\x23\xCA\x4F\xE8\x88\x60\x0D\xE0\xC9\x65\xD8\x67\xF1\x58\xF3\xD2\xF3\xD1\xA2\x0E\x7A\xB2\x2F\x76\x3E\x09\x31\x64\xC0\x4E\xE3\xA9\x29\x29\x91\x66\xAE\xD0\xF7\x3D\xA7\xAB\xDB\x60\xC9\x83\xDC\x98\x0E\x2A\x69\xE1\xEE\xBF\x26\xFD\x3E\x49\xC6\x8B\xAD\xD7\xE1\x2C\x4E\xBD\x2C\x43\x68\xD2\x13\xD0\x18\x3F\xA7\xBC\xDE\x8A\xC5\xA8\x98\x77\xC3\x0C\x9F\x7A\x7A\x30\x28\xE3\xDF\x71\xEB\xD6\x50\xDC\x0B\xD2\x00\x25\xEA\x44\x39\xBE\xB9\xDF\x1F\xE5\x8A\xCC\x53\x15\xB3\x65\xDA\x9B\xC0\x1F\xCE\x41\x90\xB0\x98\x2D\x23\x22\x13\x2E\x81\xD1\xE9\xF6\xD4\x48\x57\x14\xDF\xC7\x68\x25\x3A\x06\x01\xD0\xBE\xC1\x6E\xB6\x7F\x2F\xE4\x76\x33\xE4\xC4\xDB\xCD\x57\x2B\xEC\x51\xE3\xA3\x9A\x5C\xEA\xEC\xC3\x27\x8A\xCB\x90\x98\x1D\x5E\x4C\x53\x7B\xE6\xAA\x45\x24\x7D\xFF\x68\x3D\xAE\x9B\xD9\x40\x67\x26\x31\x46\x20\x0B\xA9\x54\x45\x80\xC1\x1C\x94\x5F\xFF\x7C\xDF\x5B\x0B\xAE\xE1\x13\x98\x13\xC1\xC1\xD0\xA1\x04\xC7\xB1\x88\xC2\x93\x2F\x5D\x92\x2E\x9D\x11\xDF\x84\x67\xBC\x02\x29\xB2\x89\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x0E\x8E\x02\x63\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x44\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xF5\x1E\x37\xE2\x00\x00\x00\x00\x22\x4F\x94\x3C\x00\x00\x00\x00\x4F\xE8\x88\x60\x00\x00\x00\x00\xD8\x67\xF1\x58\x00\x00\x00\x00\xA2\x0E\x7A\xB2\x00\x00\x00\x00\x31\x64\xC0\x4E\x00\x00\x00\x00\x91\x66\xAE\xD0\x00\x00\x00\x00\xDB\x60\xC9\x83\x00\x00\x00\x00\x69\xE1\xEE\xBF\x00\x00\x00\x00\xC6\x8B\xAD\xD7\x00\x00\x00\x00\x2C\x43\x68\xD2\x00\x00\x00\x00\xA7\xBC\xDE\x8A\x00\x00\x00\x00\xC3\x0C\x9F\x7A\x00\x00\x00\x00\xDF\x71\xEB\xD6\x00\x00\x00\x00\x00\x25\xEA\x44\x00\x00\x00\x00\x1F\xE5\x8A\xCC\x00\x00\x00\x00\xDA\x9B\xC0\x1F\x00\x00\x00\x00\x98\x2D\x23\x22\x00\x00\x00\x00\xE9\xF6\xD4\x48\x00\x00\x00\x00\x68\x25\x3A\x06\x00\x00\x00\x00\x6E\xB6\x7F\x2F\x00\x00\x00\x00\xC4\xDB\xCD\x57\x00\x00\x00\x00\xA3\x9A\x5C\xEA\x00\x00\x00\x00\xCB\x90\x98\x1D\x00\x00\x00\x00\xE6\xAA\x45\x24\x00\x00\x00\x00\xAE\x9B\xD9\x40\x00\x00\x00\x00\x20\x0B\xA9\x54\x00\x00\x00\x00\x94\x5F\xFF\x7C\x00\x00\x00\x00\xE1\x13\x98\x13\x00\x00\x00\x00\x04\xC7\xB1\x88\x00\x00\x00\x00\x92\x2E\x9D\x11\x00\x00\x00\x00\x02\x29\xB2\x89\x62\xFA\x59\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xFF)], 11908)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11908)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x1696B2C6)], 11908)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x7534C3A8)], 11908)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x5B0322F4)], 11908)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xBF265AD1)], 11908)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xCF69AFA6)], 11908)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x26FD7091)], 11908)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x852F8449)], 11908)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x322AFA5B)], 11908)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x7590A824)], 11908)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x4F2E1465)], 11908)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xACF0AE4F)], 11908)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x29A46104)], 11908)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x39B02CF9)], 11908)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x0DBA6310)], 11908)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xA6EE9EEC)], 11908)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xC3F24725)], 11908)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xB6FDFDD3)], 11908)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x2BB98E91)], 11908)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x4C3917CC)], 11908)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xA207FF12)], 11908)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x63194CDE)], 11908)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x3EAE2B6B)], 11908)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x6BA0711C)], 11908)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x70B19BA8)], 11908)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xAB2E48C5)], 11908)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x06929455)], 11908)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x4BFECC8B)], 11908)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xBEB8FDC8)], 11908)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xBA231697)], 11908)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x9C5707D2)], 11908)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xF0435EE7)], 11908)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x4AB2F8DC)], 11908)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB642),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E84),
                gc.DataTuple('slot_count', 0x00000546),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x004DD323),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xB6\x42\x00\x00\x00\x00\x00\x00\x00\x00\x09\x1C\x00\x00\x00\x00\x00\x40\x00\x00\xC4\xC1\x4F\x03\xC1\x77\x8A\x6E\x7C\x18\x58\xE7\x7B\xDF\xCB\x77\xCC\xB8\x1B\xD2\x3F\x49\xD5\x14\x2B\xA9\x32\x62\x20\x65\xAC\x4B\xBD\x93\x87\xA3\x50\x12\x74\x7F\xFA\xA5\xF7\x15\xB0\xAE\xFA\x52\xA9\x00\x48\xB6\xBA\xB6\x61\x1E\x39\x0E\xD3\x33\xD8\xAF\xA4\x02\x50\x63\x49\xFF\xCA\x6A\x6A\x86\xDB\xC6\xAF\x05\xFB\xFE\xEB\x17\x0F\xD0\xA4\xB1\xCF\xEC\xB7\x5C\x69\x2F\xA8\x87\xBA\x82\x66\xA8\xE5\xE2\xB4\x2B\xD6\x76\xB8\x9E\x17\x49\x59\x75\x34\x9F\x74\xDF\x70\x05\xCA\x04\x5C\x2F\x85\x8F\xE4\x77\x69\x3D\xE1\xE9\x6E\x31\xAB\xD2\x6B\x30\xEA\x05\x55\xFE\x38\xF1\xA4\x99\xD2\xD6\x90\x2E\x98\xF0\x4A\x7A\x04\x9E\x57\x53\xC4\x98\x21\xD1\xF1\xA7\xEF\x52\x5F\xC9\x94\x24\xC4\x61\x13\xFE\x72\xDF\x24\x7F\xF2\x73\x1C\xFC\xB8\x57\x08\xD9\x2D\xF3\xDB\x40\xF9\x06\xC9\x7F\x23\xF1\xF6\x46\x10\x9D\x9B\x57\x0A\x5B\x3E\x18\xBE\xF8\x2B\x0B\x56\xDE\x33\x0E\x21\x24\xF7\x4F\xEA\x4E\x1E\x12\x95\x85\xC9\x8F\xF7\x56\x35\x23\x5F\xAD\x62\xF8\xB8\xA2\x68\x01\x6B\xC9\x07\xC7\x08\x34\x9C\xE3\xE4\x1F\x2A\xB9\x02\x48\x65\x27\x07\xBB\x57\x2B\x99\x1F\x27\x3C\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB6\x42\x00\x00\x00\x00\x00\x00\x00\x00\x05\xFF\x00\x00\x00\x00\x00\x40\x00\x00\xC4\xC1\x4F\x03\x16\x96\xB2\xC6\x7C\x18\x58\xE7\x75\x34\xC3\xA8\xCC\xB8\x1B\xD2\x5B\x03\x22\xF4\x2B\xA9\x32\x62\xBF\x26\x5A\xD1\xBD\x93\x87\xA3\xCF\x69\xAF\xA6\xFA\xA5\xF7\x15\x26\xFD\x70\x91\xA9\x00\x48\xB6\x85\x2F\x84\x49\x39\x0E\xD3\x33\x32\x2A\xFA\x5B\x50\x63\x49\xFF\x75\x90\xA8\x24\xDB\xC6\xAF\x05\x4F\x2E\x14\x65\x0F\xD0\xA4\xB1\xAC\xF0\xAE\x4F\x69\x2F\xA8\x87\x29\xA4\x61\x04\xE5\xE2\xB4\x2B\x39\xB0\x2C\xF9\x17\x49\x59\x75\x0D\xBA\x63\x10\x70\x05\xCA\x04\xA6\xEE\x9E\xEC\xE4\x77\x69\x3D\xC3\xF2\x47\x25\xAB\xD2\x6B\x30\xB6\xFD\xFD\xD3\x38\xF1\xA4\x99\x2B\xB9\x8E\x91\x98\xF0\x4A\x7A\x4C\x39\x17\xCC\xC4\x98\x21\xD1\xA2\x07\xFF\x12\x5F\xC9\x94\x24\x63\x19\x4C\xDE\x72\xDF\x24\x7F\x3E\xAE\x2B\x6B\xB8\x57\x08\xD9\x6B\xA0\x71\x1C\xF9\x06\xC9\x7F\x70\xB1\x9B\xA8\x10\x9D\x9B\x57\xAB\x2E\x48\xC5\xBE\xF8\x2B\x0B\x06\x92\x94\x55\x21\x24\xF7\x4F\x4B\xFE\xCC\x8B\x95\x85\xC9\x8F\xBE\xB8\xFD\xC8\x5F\xAD\x62\xF8\xBA\x23\x16\x97\x6B\xC9\x07\xC7\x9C\x57\x07\xD2\xE4\x1F\x2A\xB9\xF0\x43\x5E\xE7\x07\xBB\x57\x2B\x4A\xB2\xF8\xDC\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2E\x84\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x16\x96\xB2\xC6\x00\x00\x00\x00\x75\x34\xC3\xA8\x00\x00\x00\x00\x5B\x03\x22\xF4\x00\x00\x00\x00\xBF\x26\x5A\xD1\x00\x00\x00\x00\xCF\x69\xAF\xA6\x00\x00\x00\x00\x26\xFD\x70\x91\x00\x00\x00\x00\x85\x2F\x84\x49\x00\x00\x00\x00\x32\x2A\xFA\x5B\x00\x00\x00\x00\x75\x90\xA8\x24\x00\x00\x00\x00\x4F\x2E\x14\x65\x00\x00\x00\x00\xAC\xF0\xAE\x4F\x00\x00\x00\x00\x29\xA4\x61\x04\x00\x00\x00\x00\x39\xB0\x2C\xF9\x00\x00\x00\x00\x0D\xBA\x63\x10\x00\x00\x00\x00\xA6\xEE\x9E\xEC\x00\x00\x00\x00\xC3\xF2\x47\x25\x00\x00\x00\x00\xB6\xFD\xFD\xD3\x00\x00\x00\x00\x2B\xB9\x8E\x91\x00\x00\x00\x00\x4C\x39\x17\xCC\x00\x00\x00\x00\xA2\x07\xFF\x12\x00\x00\x00\x00\x63\x19\x4C\xDE\x00\x00\x00\x00\x3E\xAE\x2B\x6B\x00\x00\x00\x00\x6B\xA0\x71\x1C\x00\x00\x00\x00\x70\xB1\x9B\xA8\x00\x00\x00\x00\xAB\x2E\x48\xC5\x00\x00\x00\x00\x06\x92\x94\x55\x00\x00\x00\x00\x4B\xFE\xCC\x8B\x00\x00\x00\x00\xBE\xB8\xFD\xC8\x00\x00\x00\x00\xBA\x23\x16\x97\x00\x00\x00\x00\x9C\x57\x07\xD2\x00\x00\x00\x00\xF0\x43\x5E\xE7\x00\x00\x00\x00\x4A\xB2\xF8\xDC\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x85)], 5267)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 5267)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x3F08D85A)], 5267)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x53D6FA8A)], 5267)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xF410549C)], 5267)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xCF618C10)], 5267)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x03DECFC6)], 5267)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xF4A368CB)], 5267)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x0AEEC335)], 5267)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x353158DC)], 5267)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x17AE7742)], 5267)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xA200D98D)], 5267)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xD5F0D25C)], 5267)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xBFAE85C0)], 5267)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x1EB2FCAE)], 5267)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x6A912714)], 5267)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xB973EEE6)], 5267)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x88854482)], 5267)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x477FAE41)], 5267)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x73F1E062)], 5267)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xEBD9E011)], 5267)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x7BC1E2AA)], 5267)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x5FACA80A)], 5267)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xC1CFD63D)], 5267)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x89DD3A39)], 5267)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xCAEA4B6A)], 5267)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xE10F5C3E)], 5267)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xB7B922BD)], 5267)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x44C18123)], 5267)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xEC45AC5C)], 5267)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x52930161)], 5267)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xAF6852B9)], 5267)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x2F61EA4C)], 5267)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xF444F947)], 5267)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5AC1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001493),
                gc.DataTuple('slot_count', 0x000005BB),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD8B2E3CD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD087F7F7),
                gc.KeyTuple('src_port', 0xDAFC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x0190),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD0\x87\xF7\xF7\x00\x00\x00\x00\xDA\xFC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x5A\xC1\x00\x0C\x00\x00\x00\x00\x00\x00\x62\xAD\x00\x00\x00\x00\x00\x40\x00\x00\x96\x68\x7D\x11\x40\x29\x64\xDB\x45\xBD\x5C\x6D\x23\x16\xFA\xD9\x5B\xC1\xA5\xAA\xE9\xA0\x28\x69\x10\x64\xAA\xA2\xE3\x67\xA1\x31\x8E\x56\x5C\xEB\x8F\xAE\x8C\x67\x2F\x0E\x98\x05\x00\x7C\xD9\x4B\xC8\x70\x2F\x5D\x89\xD2\x57\xAF\xAE\x42\x6F\x90\xD6\x89\xC4\xEC\xFC\xC0\x60\x67\x0B\xFD\x63\x73\x3F\x86\x40\x76\x3F\x8D\x72\x04\x6B\x2B\x75\x71\x16\x5F\x5D\x19\x8B\xF6\x16\x3B\x78\x88\xCF\x8E\x82\x4A\x17\xCE\x7E\x9D\x3F\x7F\x81\x48\xC5\x0A\x19\x74\x8A\x8B\x9C\x8B\x9A\x9A\xBB\x32\xC6\x71\xC9\xD9\x22\xAD\x6A\xB9\x2B\x08\x91\x5E\x9D\xF0\xDE\x4C\x97\xD1\xB1\xBC\x20\xB1\x1D\x87\x09\xE8\x39\xF7\x4D\x87\xFF\xD2\x1B\x3D\xF4\x4E\xC4\xF1\x90\xC4\x35\x01\x38\x5B\x6D\x15\x14\x5D\xA8\x87\xE3\x85\x29\x2C\x7C\xD0\x18\xB4\x02\x4C\x7A\x94\xF8\x91\x9A\x1C\x6C\x7E\x4D\x45\x91\x36\x28\x3B\x34\x08\x2D\xDF\xEA\xCD\x87\xB9\xA8\x33\xFE\x06\xEC\x73\x96\xFD\xDF\x2A\x2C\x44\x61\xD9\x5E\xE2\x48\xC3\x7F\x5B\xD8\x91\x1C\x14\x5B\x89\xA8\x5A\xDC\x1A\x51\xDF\x5C\xB7\x8A\xDE\xCC\xFD\x58\x83\x49\x20\x98\xDD\xC8\xFD\xC7\x26\xF6\x76\x7D\xEC\x77\x66\x84\x00\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD0\x87\xF7\xF7\x00\x00\x00\x00\xDA\xFC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x5A\xC1\x00\x0C\x00\x00\x00\x00\x00\x00\x04\x85\x00\x00\x00\x00\x00\x40\x00\x00\x96\x68\x7D\x11\x3F\x08\xD8\x5A\x45\xBD\x5C\x6D\x53\xD6\xFA\x8A\x5B\xC1\xA5\xAA\xF4\x10\x54\x9C\x10\x64\xAA\xA2\xCF\x61\x8C\x10\x8E\x56\x5C\xEB\x03\xDE\xCF\xC6\x2F\x0E\x98\x05\xF4\xA3\x68\xCB\xC8\x70\x2F\x5D\x0A\xEE\xC3\x35\xAE\x42\x6F\x90\x35\x31\x58\xDC\xFC\xC0\x60\x67\x17\xAE\x77\x42\x3F\x86\x40\x76\xA2\x00\xD9\x8D\x6B\x2B\x75\x71\xD5\xF0\xD2\x5C\x8B\xF6\x16\x3B\xBF\xAE\x85\xC0\x82\x4A\x17\xCE\x1E\xB2\xFC\xAE\x81\x48\xC5\x0A\x6A\x91\x27\x14\x9C\x8B\x9A\x9A\xB9\x73\xEE\xE6\xC9\xD9\x22\xAD\x88\x85\x44\x82\x91\x5E\x9D\xF0\x47\x7F\xAE\x41\xB1\xBC\x20\xB1\x73\xF1\xE0\x62\x39\xF7\x4D\x87\xEB\xD9\xE0\x11\xF4\x4E\xC4\xF1\x7B\xC1\xE2\xAA\x38\x5B\x6D\x15\x5F\xAC\xA8\x0A\xE3\x85\x29\x2C\xC1\xCF\xD6\x3D\x02\x4C\x7A\x94\x89\xDD\x3A\x39\x6C\x7E\x4D\x45\xCA\xEA\x4B\x6A\x34\x08\x2D\xDF\xE1\x0F\x5C\x3E\xA8\x33\xFE\x06\xB7\xB9\x22\xBD\xDF\x2A\x2C\x44\x44\xC1\x81\x23\x48\xC3\x7F\x5B\xEC\x45\xAC\x5C\x5B\x89\xA8\x5A\x52\x93\x01\x61\x5C\xB7\x8A\xDE\xAF\x68\x52\xB9\x49\x20\x98\xDD\x2F\x61\xEA\x4C\xF6\x76\x7D\xEC\xF4\x44\xF9\x47\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x14\x93\x01\x90\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x85\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x3F\x08\xD8\x5A\x00\x00\x00\x00\x53\xD6\xFA\x8A\x00\x00\x00\x00\xF4\x10\x54\x9C\x00\x00\x00\x00\xCF\x61\x8C\x10\x00\x00\x00\x00\x03\xDE\xCF\xC6\x00\x00\x00\x00\xF4\xA3\x68\xCB\x00\x00\x00\x00\x0A\xEE\xC3\x35\x00\x00\x00\x00\x35\x31\x58\xDC\x00\x00\x00\x00\x17\xAE\x77\x42\x00\x00\x00\x00\xA2\x00\xD9\x8D\x00\x00\x00\x00\xD5\xF0\xD2\x5C\x00\x00\x00\x00\xBF\xAE\x85\xC0\x00\x00\x00\x00\x1E\xB2\xFC\xAE\x00\x00\x00\x00\x6A\x91\x27\x14\x00\x00\x00\x00\xB9\x73\xEE\xE6\x00\x00\x00\x00\x88\x85\x44\x82\x00\x00\x00\x00\x47\x7F\xAE\x41\x00\x00\x00\x00\x73\xF1\xE0\x62\x00\x00\x00\x00\xEB\xD9\xE0\x11\x00\x00\x00\x00\x7B\xC1\xE2\xAA\x00\x00\x00\x00\x5F\xAC\xA8\x0A\x00\x00\x00\x00\xC1\xCF\xD6\x3D\x00\x00\x00\x00\x89\xDD\x3A\x39\x00\x00\x00\x00\xCA\xEA\x4B\x6A\x00\x00\x00\x00\xE1\x0F\x5C\x3E\x00\x00\x00\x00\xB7\xB9\x22\xBD\x00\x00\x00\x00\x44\xC1\x81\x23\x00\x00\x00\x00\xEC\x45\xAC\x5C\x00\x00\x00\x00\x52\x93\x01\x61\x00\x00\x00\x00\xAF\x68\x52\xB9\x00\x00\x00\x00\x2F\x61\xEA\x4C\x00\x00\x00\x00\xF4\x44\xF9\x47\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x4D)], 3819)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 3819)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x694EDFDB)], 3819)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xA75C828F)], 3819)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xC6B022F3)], 3819)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xD9EB9F60)], 3819)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xA29B5826)], 3819)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x3937F261)], 3819)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x6E7ACED6)], 3819)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x5784FDFB)], 3819)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xB8DFEAD3)], 3819)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x6A8AC570)], 3819)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x8D9EE426)], 3819)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xD8F34DEB)], 3819)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x192BC33F)], 3819)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xE5BBD485)], 3819)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x1E6E13C9)], 3819)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xDBAE1EA0)], 3819)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xA73BBA9A)], 3819)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xB4A22745)], 3819)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xCA37CC76)], 3819)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xA31C1A2D)], 3819)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x0EFF8A56)], 3819)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x699A73BC)], 3819)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xFE3A875E)], 3819)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xB9E4B5A9)], 3819)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x6BB7A84F)], 3819)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xAFD62818)], 3819)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xB41BD1A8)], 3819)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xB0DA0CB9)], 3819)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x4EC80981)], 3819)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x67CEF805)], 3819)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xC2AF1DF5)], 3819)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x0F94C6AD)], 3819)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x505F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EEB),
                gc.DataTuple('slot_count', 0x000006EA),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA4A668A7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xBADD68C4),
                gc.KeyTuple('src_port', 0xF4F4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x00ED),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\xDD\x68\xC4\x00\x00\x00\x00\xF4\xF4\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x50\x5F\x00\x16\x00\x00\x00\x00\x00\x00\x3A\x02\x00\x00\x00\x00\x00\x40\x00\x00\xE2\xF1\xBA\x0A\x16\xF2\xFC\x46\x25\x54\x7D\x85\x57\x26\x4F\x7C\xCA\x50\x5A\x7E\x19\xA1\x0B\x1B\xDF\xA6\xE1\x7C\x07\x4E\x5E\x4F\x09\x81\xAB\x3D\x00\x8B\x0D\x78\x9C\x8F\x5B\x1B\x42\xB4\x00\x3E\xCB\x21\x33\x53\x83\x9E\x7C\x78\x1B\xD7\xD7\x7E\x7D\xA1\xC9\xF3\xBE\xEC\x2A\x08\x27\x7F\xB7\xAF\xA0\xD5\xAA\xD2\xBF\xB7\xF2\xA9\x7E\x03\x18\x88\x61\x5C\xA0\x21\x5E\xD1\x9B\x5C\x4B\x94\xA2\x21\x3C\x18\x87\xA1\xD9\x6F\x53\xCF\x59\x81\xC3\x6D\xD3\xB2\xAB\x3E\xD9\xDC\x56\xA3\xC0\xE1\x93\x30\x3B\xB0\x2C\x67\x72\x81\x11\x8B\x39\xB0\x85\xA5\xC6\xA1\xF3\xA0\x6C\x9C\xCD\x62\xB1\xD0\x24\x32\xA8\x27\x34\x0F\x66\x4A\x8C\x40\xB4\x33\x79\x87\xD5\x71\xD1\x28\x3B\xB1\xBD\x31\x45\xF7\x21\xC3\x02\x6E\x4F\xA9\x1E\xEE\x79\xE9\xCE\x89\xBB\x83\x9A\x45\xC1\x42\x94\xBC\xFA\x42\x59\xD2\xD5\xD9\x65\x5A\x87\x78\x61\xBB\x3D\x25\x3A\xD1\x80\x25\x3B\x8A\xC4\x24\xE3\x80\x48\x09\x2F\x98\xB9\xD6\x59\x97\x23\x99\x97\x51\xC8\xFD\x3C\xDA\x4D\xF5\x76\x98\xC5\x78\xE9\xEF\x83\x27\x5F\xA0\x2A\x41\x20\x5B\xA3\xD8\x2D\x59\x56\x2D\xA1\xDF\xD6\xFA\xE8\x8A\x83\xD1\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\xDD\x68\xC4\x00\x00\x00\x00\xF4\xF4\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x50\x5F\x00\x16\x00\x00\x00\x00\x00\x00\x06\x4D\x00\x00\x00\x00\x00\x40\x00\x00\xE2\xF1\xBA\x0A\x69\x4E\xDF\xDB\x25\x54\x7D\x85\xA7\x5C\x82\x8F\xCA\x50\x5A\x7E\xC6\xB0\x22\xF3\xDF\xA6\xE1\x7C\xD9\xEB\x9F\x60\x09\x81\xAB\x3D\xA2\x9B\x58\x26\x9C\x8F\x5B\x1B\x39\x37\xF2\x61\xCB\x21\x33\x53\x6E\x7A\xCE\xD6\x1B\xD7\xD7\x7E\x57\x84\xFD\xFB\xBE\xEC\x2A\x08\xB8\xDF\xEA\xD3\xA0\xD5\xAA\xD2\x6A\x8A\xC5\x70\x7E\x03\x18\x88\x8D\x9E\xE4\x26\x5E\xD1\x9B\x5C\xD8\xF3\x4D\xEB\x3C\x18\x87\xA1\x19\x2B\xC3\x3F\x59\x81\xC3\x6D\xE5\xBB\xD4\x85\xD9\xDC\x56\xA3\x1E\x6E\x13\xC9\x3B\xB0\x2C\x67\xDB\xAE\x1E\xA0\x39\xB0\x85\xA5\xA7\x3B\xBA\x9A\x6C\x9C\xCD\x62\xB4\xA2\x27\x45\xA8\x27\x34\x0F\xCA\x37\xCC\x76\xB4\x33\x79\x87\xA3\x1C\x1A\x2D\x3B\xB1\xBD\x31\x0E\xFF\x8A\x56\x02\x6E\x4F\xA9\x69\x9A\x73\xBC\xCE\x89\xBB\x83\xFE\x3A\x87\x5E\x94\xBC\xFA\x42\xB9\xE4\xB5\xA9\x65\x5A\x87\x78\x6B\xB7\xA8\x4F\x3A\xD1\x80\x25\xAF\xD6\x28\x18\xE3\x80\x48\x09\xB4\x1B\xD1\xA8\x59\x97\x23\x99\xB0\xDA\x0C\xB9\x3C\xDA\x4D\xF5\x4E\xC8\x09\x81\xE9\xEF\x83\x27\x67\xCE\xF8\x05\x20\x5B\xA3\xD8\xC2\xAF\x1D\xF5\xA1\xDF\xD6\xFA\x0F\x94\xC6\xAD\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x0E\xEB\x00\xED\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x69\x4E\xDF\xDB\x00\x00\x00\x00\xA7\x5C\x82\x8F\x00\x00\x00\x00\xC6\xB0\x22\xF3\x00\x00\x00\x00\xD9\xEB\x9F\x60\x00\x00\x00\x00\xA2\x9B\x58\x26\x00\x00\x00\x00\x39\x37\xF2\x61\x00\x00\x00\x00\x6E\x7A\xCE\xD6\x00\x00\x00\x00\x57\x84\xFD\xFB\x00\x00\x00\x00\xB8\xDF\xEA\xD3\x00\x00\x00\x00\x6A\x8A\xC5\x70\x00\x00\x00\x00\x8D\x9E\xE4\x26\x00\x00\x00\x00\xD8\xF3\x4D\xEB\x00\x00\x00\x00\x19\x2B\xC3\x3F\x00\x00\x00\x00\xE5\xBB\xD4\x85\x00\x00\x00\x00\x1E\x6E\x13\xC9\x00\x00\x00\x00\xDB\xAE\x1E\xA0\x00\x00\x00\x00\xA7\x3B\xBA\x9A\x00\x00\x00\x00\xB4\xA2\x27\x45\x00\x00\x00\x00\xCA\x37\xCC\x76\x00\x00\x00\x00\xA3\x1C\x1A\x2D\x00\x00\x00\x00\x0E\xFF\x8A\x56\x00\x00\x00\x00\x69\x9A\x73\xBC\x00\x00\x00\x00\xFE\x3A\x87\x5E\x00\x00\x00\x00\xB9\xE4\xB5\xA9\x00\x00\x00\x00\x6B\xB7\xA8\x4F\x00\x00\x00\x00\xAF\xD6\x28\x18\x00\x00\x00\x00\xB4\x1B\xD1\xA8\x00\x00\x00\x00\xB0\xDA\x0C\xB9\x00\x00\x00\x00\x4E\xC8\x09\x81\x00\x00\x00\x00\x67\xCE\xF8\x05\x00\x00\x00\x00\xC2\xAF\x1D\xF5\x00\x00\x00\x00\x0F\x94\xC6\xAD\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x9F)], 2458)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 2458)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xFA721C5F)], 2458)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xEEA64D2D)], 2458)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xE39BBD19)], 2458)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xF4A2DE01)], 2458)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x6F3B3FFF)], 2458)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x40314A79)], 2458)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x53102411)], 2458)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x1DAB5D91)], 2458)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x69CB7FF4)], 2458)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x681B303C)], 2458)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x725446E8)], 2458)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x741C8424)], 2458)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xD08E7D69)], 2458)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xAE716B7A)], 2458)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x2C4E156F)], 2458)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x49EB9C52)], 2458)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x52631A7B)], 2458)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x10B1B310)], 2458)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x863E0944)], 2458)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x43DA00CE)], 2458)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x644EE557)], 2458)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x9B36B4AA)], 2458)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xAB423A07)], 2458)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x216EA454)], 2458)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x90D873E1)], 2458)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xF4BE39B7)], 2458)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x675A0AB5)], 2458)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x529E27A6)], 2458)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xCDFE0B1B)], 2458)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x7B931BA4)], 2458)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x1460A33C)], 2458)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x08839B74)], 2458)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x77BF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000099A),
                gc.DataTuple('slot_count', 0x00000DB6),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4EC19D6A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD0EF0259),
                gc.KeyTuple('src_port', 0x86D6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x00A2),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD0\xEF\x02\x59\x00\x00\x00\x00\x86\xD6\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x77\xBF\x00\x04\x00\x00\x00\x00\x00\x00\x7A\xA3\x00\x00\x00\x00\x00\x40\x00\x00\xC4\xBE\x08\x16\x85\xB3\xA7\x23\xFD\xFF\xB7\x4B\x9D\xB8\xFB\x72\xF1\xDB\x40\xCE\xBB\x08\xA7\x94\x1E\x8D\xBA\x4F\xA5\x90\xFA\x01\xE5\x75\x30\x7E\x56\x82\x27\xE4\x68\x3C\x14\x2F\x2E\xCF\x0E\xDA\xBD\x1E\x6C\x61\xD5\xEB\x64\xD6\x84\xE6\x5A\x0E\x2B\x18\xFE\x16\xB3\xBE\x02\x83\x64\x20\x73\xB6\x8D\xBE\x9C\x56\xF1\xE6\x2F\xDE\xBC\x26\xEA\x77\x12\xDE\x6C\x80\x96\x7B\x91\x30\xD9\x71\x5D\x79\x8B\x85\x35\xA3\x7F\x71\x08\xD4\xE6\xD4\x3A\xD4\x42\xE5\xD4\xE6\xD2\x2A\x03\x06\xB8\x4F\xB8\x33\x48\x21\xD7\xC1\x6D\x17\x7B\xC1\x26\x88\x6A\x84\xC9\x73\x0F\x10\x93\x0F\x82\x60\x43\xEF\x1C\x91\xAF\xA4\x4C\x3B\xC8\xBE\x7F\x5D\x61\x9F\x1E\x00\x0A\x56\x80\x19\xCC\xA5\x7D\x5C\x21\x75\x12\x7D\x04\xD4\xA6\x21\x0F\xED\x95\x2D\x81\x4B\x10\xBF\x57\x6B\xD0\x9D\x49\xC5\x57\xA6\xE3\x9D\x15\x2B\xD4\x0A\xF8\x3B\x92\xB5\x22\x4B\x52\xFB\xF1\xDD\xA0\x23\x53\x72\x32\x38\x9C\xDB\x6B\xBE\x13\x08\x2D\x1F\x51\x07\xEC\x61\x7D\x71\x4E\xEA\x65\x09\x16\x0D\xC6\x32\xFD\x7C\xB7\xEF\xBE\x65\xB7\x9C\x89\x05\x1B\xFE\x45\x0A\x7D\x3C\xD8\x09\x27\x9D\x32\x31\xDE\x1F\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD0\xEF\x02\x59\x00\x00\x00\x00\x86\xD6\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x77\xBF\x00\x04\x00\x00\x00\x00\x00\x00\x04\x9F\x00\x00\x00\x00\x00\x40\x00\x00\xC4\xBE\x08\x16\xFA\x72\x1C\x5F\xFD\xFF\xB7\x4B\xEE\xA6\x4D\x2D\xF1\xDB\x40\xCE\xE3\x9B\xBD\x19\x1E\x8D\xBA\x4F\xF4\xA2\xDE\x01\xE5\x75\x30\x7E\x6F\x3B\x3F\xFF\x68\x3C\x14\x2F\x40\x31\x4A\x79\xBD\x1E\x6C\x61\x53\x10\x24\x11\x84\xE6\x5A\x0E\x1D\xAB\x5D\x91\xB3\xBE\x02\x83\x69\xCB\x7F\xF4\x8D\xBE\x9C\x56\x68\x1B\x30\x3C\xBC\x26\xEA\x77\x72\x54\x46\xE8\x96\x7B\x91\x30\x74\x1C\x84\x24\x8B\x85\x35\xA3\xD0\x8E\x7D\x69\xE6\xD4\x3A\xD4\xAE\x71\x6B\x7A\xD2\x2A\x03\x06\x2C\x4E\x15\x6F\x48\x21\xD7\xC1\x49\xEB\x9C\x52\x26\x88\x6A\x84\x52\x63\x1A\x7B\x93\x0F\x82\x60\x10\xB1\xB3\x10\xAF\xA4\x4C\x3B\x86\x3E\x09\x44\x61\x9F\x1E\x00\x43\xDA\x00\xCE\xCC\xA5\x7D\x5C\x64\x4E\xE5\x57\x04\xD4\xA6\x21\x9B\x36\xB4\xAA\x81\x4B\x10\xBF\xAB\x42\x3A\x07\x49\xC5\x57\xA6\x21\x6E\xA4\x54\xD4\x0A\xF8\x3B\x90\xD8\x73\xE1\x52\xFB\xF1\xDD\xF4\xBE\x39\xB7\x32\x38\x9C\xDB\x67\x5A\x0A\xB5\x2D\x1F\x51\x07\x52\x9E\x27\xA6\x4E\xEA\x65\x09\xCD\xFE\x0B\x1B\xFD\x7C\xB7\xEF\x7B\x93\x1B\xA4\x89\x05\x1B\xFE\x14\x60\xA3\x3C\xD8\x09\x27\x9D\x08\x83\x9B\x74\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x09\x9A\x00\xA2\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9F\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xFA\x72\x1C\x5F\x00\x00\x00\x00\xEE\xA6\x4D\x2D\x00\x00\x00\x00\xE3\x9B\xBD\x19\x00\x00\x00\x00\xF4\xA2\xDE\x01\x00\x00\x00\x00\x6F\x3B\x3F\xFF\x00\x00\x00\x00\x40\x31\x4A\x79\x00\x00\x00\x00\x53\x10\x24\x11\x00\x00\x00\x00\x1D\xAB\x5D\x91\x00\x00\x00\x00\x69\xCB\x7F\xF4\x00\x00\x00\x00\x68\x1B\x30\x3C\x00\x00\x00\x00\x72\x54\x46\xE8\x00\x00\x00\x00\x74\x1C\x84\x24\x00\x00\x00\x00\xD0\x8E\x7D\x69\x00\x00\x00\x00\xAE\x71\x6B\x7A\x00\x00\x00\x00\x2C\x4E\x15\x6F\x00\x00\x00\x00\x49\xEB\x9C\x52\x00\x00\x00\x00\x52\x63\x1A\x7B\x00\x00\x00\x00\x10\xB1\xB3\x10\x00\x00\x00\x00\x86\x3E\x09\x44\x00\x00\x00\x00\x43\xDA\x00\xCE\x00\x00\x00\x00\x64\x4E\xE5\x57\x00\x00\x00\x00\x9B\x36\xB4\xAA\x00\x00\x00\x00\xAB\x42\x3A\x07\x00\x00\x00\x00\x21\x6E\xA4\x54\x00\x00\x00\x00\x90\xD8\x73\xE1\x00\x00\x00\x00\xF4\xBE\x39\xB7\x00\x00\x00\x00\x67\x5A\x0A\xB5\x00\x00\x00\x00\x52\x9E\x27\xA6\x00\x00\x00\x00\xCD\xFE\x0B\x1B\x00\x00\x00\x00\x7B\x93\x1B\xA4\x00\x00\x00\x00\x14\x60\xA3\x3C\x00\x00\x00\x00\x08\x83\x9B\x74\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xBC)], 12061)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12061)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xC42859F3)], 12061)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xD80D641D)], 12061)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x575722CE)], 12061)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x663E8EF8)], 12061)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xF36F2D3E)], 12061)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x9C85EC43)], 12061)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xBA83A310)], 12061)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x795603D7)], 12061)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x9860787E)], 12061)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xD38D2B0D)], 12061)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x54197993)], 12061)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x3862EA86)], 12061)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x7C7B26E6)], 12061)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x17CEE2D2)], 12061)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x34BC64D0)], 12061)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xF457BBF8)], 12061)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x7AA096B1)], 12061)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x1906F756)], 12061)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x4489B219)], 12061)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xD2B0A32B)], 12061)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x636D3AAD)], 12061)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xC8ABD5A0)], 12061)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xA2A299FC)], 12061)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x67E56CF3)], 12061)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xEF991B94)], 12061)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x772AF334)], 12061)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xD5657172)], 12061)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x5CA33C54)], 12061)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x2B05F8FF)], 12061)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xE7B64205)], 12061)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xF57B4B54)], 12061)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x88A109F1)], 12061)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2188),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F1D),
                gc.DataTuple('slot_count', 0x000007D5),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2C59302A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x632813D7),
                gc.KeyTuple('src_port', 0x1653),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x0249),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x28\x13\xD7\x00\x00\x00\x00\x16\x53\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x21\x88\x00\x00\x00\x00\x00\x00\x00\x00\x71\xEF\x00\x00\x00\x00\x00\x40\x00\x00\x03\x58\xD6\x93\x9E\x5D\x3B\x24\x4B\x29\xB7\x42\x83\xB8\x29\xFD\x37\x65\xB0\xB8\xD4\x4D\x24\x1F\x3D\x3E\xE2\x99\x1B\xFA\xBE\xD2\x02\xC9\xB8\x9D\x33\x18\x91\xC8\x5B\x4D\x85\xD8\x19\x62\x2A\x4D\x8E\xB3\x02\x75\x6F\x66\xC5\x6C\xB6\x9A\x19\xFE\x7C\xEE\x01\xE3\xE6\x28\x9E\x1C\x83\x09\x8B\x6B\x11\x32\x17\x62\x72\xB1\xF3\x0E\x2C\x34\xD9\xCF\xB1\x65\x3D\xDD\x34\xDE\x05\xCC\x00\x46\x85\x76\x59\x93\xC6\xB3\xE3\x1F\x4C\x72\x46\x74\x82\xF6\x5C\xEF\x46\x55\x03\x71\x34\x3B\xA0\xA6\x5C\xE9\xE6\x65\x31\xCF\xA9\x86\x94\x8D\xC6\xAC\x8A\x33\x00\x63\xDF\xEC\xD6\x1E\xEF\x7C\x9C\xB9\xC4\x39\x04\xCA\xC2\xC9\x26\xC6\x13\x86\x8E\x0F\x27\x56\xA1\x48\x27\x36\xE5\x29\x38\x36\x8F\x55\x66\x6A\x75\x02\x5F\x6C\x6C\xC7\x35\x0B\x41\x11\xF1\xBF\x46\xA2\x4F\x0E\xBC\xF2\x09\x03\x7F\x0F\x4F\x79\x1F\x97\xCE\x2B\x0D\x2A\x87\xB1\x18\xAE\x7F\xEE\x99\xAC\x5D\x68\x29\xE6\x5E\x2F\x5E\xA6\x14\xA1\x93\xEF\x21\x4B\xAD\xF8\xB2\x42\xC6\xC5\xDF\x94\x33\x5C\x03\x4F\x38\x92\xFE\x3C\x01\xB8\x64\x49\xB4\x0D\xB9\xAF\x56\x87\xE9\x3D\x64\x73\xD5\x42\xA1\x7A\x68\xDA\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x28\x13\xD7\x00\x00\x00\x00\x16\x53\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x21\x88\x00\x00\x00\x00\x00\x00\x00\x00\x07\xBC\x00\x00\x00\x00\x00\x40\x00\x00\x03\x58\xD6\x93\xC4\x28\x59\xF3\x4B\x29\xB7\x42\xD8\x0D\x64\x1D\x37\x65\xB0\xB8\x57\x57\x22\xCE\x3D\x3E\xE2\x99\x66\x3E\x8E\xF8\x02\xC9\xB8\x9D\xF3\x6F\x2D\x3E\x5B\x4D\x85\xD8\x9C\x85\xEC\x43\x8E\xB3\x02\x75\xBA\x83\xA3\x10\xB6\x9A\x19\xFE\x79\x56\x03\xD7\xE6\x28\x9E\x1C\x98\x60\x78\x7E\x11\x32\x17\x62\xD3\x8D\x2B\x0D\x2C\x34\xD9\xCF\x54\x19\x79\x93\x34\xDE\x05\xCC\x38\x62\xEA\x86\x59\x93\xC6\xB3\x7C\x7B\x26\xE6\x46\x74\x82\xF6\x17\xCE\xE2\xD2\x03\x71\x34\x3B\x34\xBC\x64\xD0\xE6\x65\x31\xCF\xF4\x57\xBB\xF8\xC6\xAC\x8A\x33\x7A\xA0\x96\xB1\xD6\x1E\xEF\x7C\x19\x06\xF7\x56\x04\xCA\xC2\xC9\x44\x89\xB2\x19\x8E\x0F\x27\x56\xD2\xB0\xA3\x2B\xE5\x29\x38\x36\x63\x6D\x3A\xAD\x75\x02\x5F\x6C\xC8\xAB\xD5\xA0\x41\x11\xF1\xBF\xA2\xA2\x99\xFC\xBC\xF2\x09\x03\x67\xE5\x6C\xF3\x1F\x97\xCE\x2B\xEF\x99\x1B\x94\x18\xAE\x7F\xEE\x77\x2A\xF3\x34\x29\xE6\x5E\x2F\xD5\x65\x71\x72\x93\xEF\x21\x4B\x5C\xA3\x3C\x54\xC6\xC5\xDF\x94\x2B\x05\xF8\xFF\x38\x92\xFE\x3C\xE7\xB6\x42\x05\xB4\x0D\xB9\xAF\xF5\x7B\x4B\x54\x64\x73\xD5\x42\x88\xA1\x09\xF1\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2F\x1D\x02\x49\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC4\x28\x59\xF3\x00\x00\x00\x00\xD8\x0D\x64\x1D\x00\x00\x00\x00\x57\x57\x22\xCE\x00\x00\x00\x00\x66\x3E\x8E\xF8\x00\x00\x00\x00\xF3\x6F\x2D\x3E\x00\x00\x00\x00\x9C\x85\xEC\x43\x00\x00\x00\x00\xBA\x83\xA3\x10\x00\x00\x00\x00\x79\x56\x03\xD7\x00\x00\x00\x00\x98\x60\x78\x7E\x00\x00\x00\x00\xD3\x8D\x2B\x0D\x00\x00\x00\x00\x54\x19\x79\x93\x00\x00\x00\x00\x38\x62\xEA\x86\x00\x00\x00\x00\x7C\x7B\x26\xE6\x00\x00\x00\x00\x17\xCE\xE2\xD2\x00\x00\x00\x00\x34\xBC\x64\xD0\x00\x00\x00\x00\xF4\x57\xBB\xF8\x00\x00\x00\x00\x7A\xA0\x96\xB1\x00\x00\x00\x00\x19\x06\xF7\x56\x00\x00\x00\x00\x44\x89\xB2\x19\x00\x00\x00\x00\xD2\xB0\xA3\x2B\x00\x00\x00\x00\x63\x6D\x3A\xAD\x00\x00\x00\x00\xC8\xAB\xD5\xA0\x00\x00\x00\x00\xA2\xA2\x99\xFC\x00\x00\x00\x00\x67\xE5\x6C\xF3\x00\x00\x00\x00\xEF\x99\x1B\x94\x00\x00\x00\x00\x77\x2A\xF3\x34\x00\x00\x00\x00\xD5\x65\x71\x72\x00\x00\x00\x00\x5C\xA3\x3C\x54\x00\x00\x00\x00\x2B\x05\xF8\xFF\x00\x00\x00\x00\xE7\xB6\x42\x05\x00\x00\x00\x00\xF5\x7B\x4B\x54\x00\x00\x00\x00\x88\xA1\x09\xF1\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xDC)], 7223)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 7223)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x5A0F4305)], 7223)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x77D905A7)], 7223)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x3196017F)], 7223)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x1FD48DA8)], 7223)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x8ECF63EE)], 7223)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x6B392ADD)], 7223)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x81A86649)], 7223)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x52AB0C6A)], 7223)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xA9812BC3)], 7223)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x36CF994C)], 7223)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x75526155)], 7223)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x22307201)], 7223)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x8BC7D27C)], 7223)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xFB74E6BB)], 7223)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x7F1C88CF)], 7223)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xAEDD4CA7)], 7223)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x8838A1B4)], 7223)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xF815D282)], 7223)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xA1A78C2A)], 7223)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xE22C0C07)], 7223)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xD5E5E9EA)], 7223)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x93E13E9D)], 7223)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x31BD3D14)], 7223)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xA13647C9)], 7223)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xD78F9341)], 7223)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x58EC6474)], 7223)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xA516D2EE)], 7223)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x2F3DFC98)], 7223)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x398335AE)], 7223)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xEA7431C5)], 7223)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x07370DD6)], 7223)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xBF7B06B5)], 7223)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCF82),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001C37),
                gc.DataTuple('slot_count', 0x000001F7),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x49FDC5C3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x17227D12),
                gc.KeyTuple('src_port', 0xBBBC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x01A2),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\x22\x7D\x12\x00\x00\x00\x00\xBB\xBC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xCF\x82\x00\x1D\x00\x00\x00\x00\x00\x00\xEA\xF1\x00\x00\x00\x00\x00\x40\x00\x00\xE8\x3C\x45\x61\x0A\x67\xB9\x3A\xF8\x19\x57\x5C\x92\xE3\x64\x8D\x3E\x7B\x06\x77\x5B\x58\x6A\x83\xD9\x17\x28\x1E\x45\x76\x30\x77\x69\x66\x23\xB5\x1E\x29\xEE\x3D\x00\x46\x73\x23\x9D\xC3\x26\xEE\x99\xCC\x96\xFF\x96\x95\x57\x08\xED\xC5\x3A\x17\x05\xF8\xFF\x75\xDF\x2F\xBF\x7E\x17\x43\x84\x4A\x54\x53\xB4\xAC\x68\x48\x39\x45\x1C\x30\x63\x32\xCE\xC4\x3A\x9C\xFA\xCF\x68\x19\x5C\xD2\x61\x80\xE3\xD1\x12\xAD\x6F\xDE\xAC\x70\xB3\x0F\x97\xAF\x87\xBB\x67\x3B\xFB\x59\x06\x40\xF1\xE9\x94\x69\xF0\x7B\x7C\xBB\x7A\x1D\x62\xED\xF1\xD5\xFB\xD8\x8B\x64\xC5\x7C\xE8\xB6\xA7\x52\xED\x86\x03\x10\x5E\xEB\xA9\xF3\x05\x87\xA1\x65\xC5\x60\x49\x8A\x5A\x3A\x81\x82\x4A\x45\x2E\x44\x4C\xFE\xDA\xDC\x72\x50\xB9\x9A\xD2\xB2\x3A\x37\xA2\x24\x91\x68\x7F\x06\xE5\x9A\x30\x89\xC3\x7C\x71\x33\x4D\xA0\x76\x2D\xC1\x1F\x92\xB8\x3D\x4A\x98\x80\xD6\x1E\x5B\xF6\xD3\xDA\x3C\x08\xFA\x09\x10\x11\x85\x54\x8E\x6D\x6B\xF3\x62\xE3\xFA\x23\x4E\xB2\x7F\x14\x7A\x36\xA1\x5F\x1E\x07\xA9\xCD\x88\x68\x6B\x53\x19\xF0\xB8\x30\xF2\x3A\x0F\xC0\x8B\x3C\xE2\x32\x7F\x3A\x64\xA8\x37\xD5\x69\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\x22\x7D\x12\x00\x00\x00\x00\xBB\xBC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xCF\x82\x00\x1D\x00\x00\x00\x00\x00\x00\x06\xDC\x00\x00\x00\x00\x00\x40\x00\x00\xE8\x3C\x45\x61\x5A\x0F\x43\x05\xF8\x19\x57\x5C\x77\xD9\x05\xA7\x3E\x7B\x06\x77\x31\x96\x01\x7F\xD9\x17\x28\x1E\x1F\xD4\x8D\xA8\x69\x66\x23\xB5\x8E\xCF\x63\xEE\x00\x46\x73\x23\x6B\x39\x2A\xDD\x99\xCC\x96\xFF\x81\xA8\x66\x49\xED\xC5\x3A\x17\x52\xAB\x0C\x6A\xDF\x2F\xBF\x7E\xA9\x81\x2B\xC3\x54\x53\xB4\xAC\x36\xCF\x99\x4C\x1C\x30\x63\x32\x75\x52\x61\x55\xFA\xCF\x68\x19\x22\x30\x72\x01\xE3\xD1\x12\xAD\x8B\xC7\xD2\x7C\xB3\x0F\x97\xAF\xFB\x74\xE6\xBB\xFB\x59\x06\x40\x7F\x1C\x88\xCF\xF0\x7B\x7C\xBB\xAE\xDD\x4C\xA7\xF1\xD5\xFB\xD8\x88\x38\xA1\xB4\xE8\xB6\xA7\x52\xF8\x15\xD2\x82\x5E\xEB\xA9\xF3\xA1\xA7\x8C\x2A\xC5\x60\x49\x8A\xE2\x2C\x0C\x07\x4A\x45\x2E\x44\xD5\xE5\xE9\xEA\x72\x50\xB9\x9A\x93\xE1\x3E\x9D\xA2\x24\x91\x68\x31\xBD\x3D\x14\x30\x89\xC3\x7C\xA1\x36\x47\xC9\x76\x2D\xC1\x1F\xD7\x8F\x93\x41\x98\x80\xD6\x1E\x58\xEC\x64\x74\x3C\x08\xFA\x09\xA5\x16\xD2\xEE\x8E\x6D\x6B\xF3\x2F\x3D\xFC\x98\x4E\xB2\x7F\x14\x39\x83\x35\xAE\x1E\x07\xA9\xCD\xEA\x74\x31\xC5\x19\xF0\xB8\x30\x07\x37\x0D\xD6\x8B\x3C\xE2\x32\xBF\x7B\x06\xB5\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x1C\x37\x01\xA2\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x5A\x0F\x43\x05\x00\x00\x00\x00\x77\xD9\x05\xA7\x00\x00\x00\x00\x31\x96\x01\x7F\x00\x00\x00\x00\x1F\xD4\x8D\xA8\x00\x00\x00\x00\x8E\xCF\x63\xEE\x00\x00\x00\x00\x6B\x39\x2A\xDD\x00\x00\x00\x00\x81\xA8\x66\x49\x00\x00\x00\x00\x52\xAB\x0C\x6A\x00\x00\x00\x00\xA9\x81\x2B\xC3\x00\x00\x00\x00\x36\xCF\x99\x4C\x00\x00\x00\x00\x75\x52\x61\x55\x00\x00\x00\x00\x22\x30\x72\x01\x00\x00\x00\x00\x8B\xC7\xD2\x7C\x00\x00\x00\x00\xFB\x74\xE6\xBB\x00\x00\x00\x00\x7F\x1C\x88\xCF\x00\x00\x00\x00\xAE\xDD\x4C\xA7\x00\x00\x00\x00\x88\x38\xA1\xB4\x00\x00\x00\x00\xF8\x15\xD2\x82\x00\x00\x00\x00\xA1\xA7\x8C\x2A\x00\x00\x00\x00\xE2\x2C\x0C\x07\x00\x00\x00\x00\xD5\xE5\xE9\xEA\x00\x00\x00\x00\x93\xE1\x3E\x9D\x00\x00\x00\x00\x31\xBD\x3D\x14\x00\x00\x00\x00\xA1\x36\x47\xC9\x00\x00\x00\x00\xD7\x8F\x93\x41\x00\x00\x00\x00\x58\xEC\x64\x74\x00\x00\x00\x00\xA5\x16\xD2\xEE\x00\x00\x00\x00\x2F\x3D\xFC\x98\x00\x00\x00\x00\x39\x83\x35\xAE\x00\x00\x00\x00\xEA\x74\x31\xC5\x00\x00\x00\x00\x07\x37\x0D\xD6\x00\x00\x00\x00\xBF\x7B\x06\xB5\x37\xD5\x69\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x2B)], 9823)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9823)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x44BF02F0)], 9823)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x837603B9)], 9823)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x5B2B57D8)], 9823)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x58D52D16)], 9823)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x58A9F312)], 9823)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xBD2C1163)], 9823)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x568E410E)], 9823)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x5940F9C9)], 9823)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x14F26B06)], 9823)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x887CB16C)], 9823)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x28BC329D)], 9823)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x872B0B80)], 9823)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x6D9BAEE4)], 9823)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xC6FEED5C)], 9823)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x18F327BB)], 9823)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xCDB184F6)], 9823)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x1CEECB03)], 9823)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x317824EA)], 9823)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x41DCB14E)], 9823)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xA8CD10C0)], 9823)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xA7B41697)], 9823)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xE4028199)], 9823)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x64E6FDA6)], 9823)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xB4217284)], 9823)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xBDAB7A45)], 9823)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xC51DEEFB)], 9823)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x0E5DB928)], 9823)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x12AAF3DF)], 9823)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x3077BF7B)], 9823)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xCC43902A)], 9823)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x580A4AEC)], 9823)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x5FC64297)], 9823)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE30A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000065F),
                gc.DataTuple('slot_count', 0x00001393),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF8627675),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xBC7E31BA),
                gc.KeyTuple('src_port', 0x2A9D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x00F2),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\x7E\x31\xBA\x00\x00\x00\x00\x2A\x9D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xE3\x0A\x00\x16\x00\x00\x00\x00\x00\x00\x41\xB9\x00\x00\x00\x00\x00\x40\x00\x00\xF0\xBF\x07\x07\x9B\xCC\xD8\x29\x98\xB8\x4D\x3D\xDB\x24\xCF\x60\x01\x53\xD3\xD5\x62\xDE\x92\x63\xCA\x2B\xA1\x15\x7D\x9E\xEC\x13\x2C\x37\x3A\x87\xBD\xDE\x69\xA1\xF9\x5A\x05\x2F\x54\x84\x43\x25\xCD\xC8\x0F\x6D\x70\x79\xB2\xDF\x3E\x79\xAC\x33\xCF\x5B\x5D\xDA\xF3\x85\x94\x89\xD7\xD6\xBE\xBB\x39\xFF\x41\x2F\xE2\x57\xCB\xAD\x20\x3B\x00\xE5\xC5\x47\x25\x65\x1C\x2D\x8E\xBF\x50\xB5\x43\xC6\xF6\x91\x9F\xA4\x0E\x13\xCD\x72\xBF\x2F\x9F\xAC\x0D\x87\xEE\xF7\x85\xF5\x86\x1B\x93\xD0\xD0\x92\x2A\x86\x5A\x43\xF8\xDE\x15\xE8\x90\xAC\x09\x35\x49\x45\x63\xB9\x8E\x24\x67\xD5\xBD\x60\x32\xFC\x51\x70\xEE\xA9\xBC\x59\x9C\x4D\x20\x9C\xB5\x85\x95\xD1\xE5\x7F\x88\xBB\x15\x54\x8F\x33\xD9\xA5\xBB\x14\x8E\x98\x75\x8D\x35\x2C\x07\x46\x27\x74\x60\xF2\x63\x59\xA1\xB3\xEE\x09\x1E\x8B\xE9\x48\x2F\xFA\x42\xB4\xC0\x99\xB8\xEE\x08\x13\x2A\xB4\x4F\x54\xE2\xA5\x22\x09\x1F\x27\x21\x00\x3C\xA5\xC3\xF0\x0A\x64\xCD\x54\xA3\x65\xB6\x33\x16\xA8\x4F\xA6\x24\xF9\x26\x29\x73\xEF\x80\x8D\x5A\x39\x73\xD8\x12\x42\x7E\xCA\x44\xCB\xB2\x36\xA3\xD2\xD7\x24\xE9\x86\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\x7E\x31\xBA\x00\x00\x00\x00\x2A\x9D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xE3\x0A\x00\x16\x00\x00\x00\x00\x00\x00\x07\x2B\x00\x00\x00\x00\x00\x40\x00\x00\xF0\xBF\x07\x07\x44\xBF\x02\xF0\x98\xB8\x4D\x3D\x83\x76\x03\xB9\x01\x53\xD3\xD5\x5B\x2B\x57\xD8\xCA\x2B\xA1\x15\x58\xD5\x2D\x16\x2C\x37\x3A\x87\x58\xA9\xF3\x12\xF9\x5A\x05\x2F\xBD\x2C\x11\x63\xCD\xC8\x0F\x6D\x56\x8E\x41\x0E\x3E\x79\xAC\x33\x59\x40\xF9\xC9\xF3\x85\x94\x89\x14\xF2\x6B\x06\x39\xFF\x41\x2F\x88\x7C\xB1\x6C\x20\x3B\x00\xE5\x28\xBC\x32\x9D\x1C\x2D\x8E\xBF\x87\x2B\x0B\x80\xF6\x91\x9F\xA4\x6D\x9B\xAE\xE4\xBF\x2F\x9F\xAC\xC6\xFE\xED\x5C\x85\xF5\x86\x1B\x18\xF3\x27\xBB\x2A\x86\x5A\x43\xCD\xB1\x84\xF6\x90\xAC\x09\x35\x1C\xEE\xCB\x03\x8E\x24\x67\xD5\x31\x78\x24\xEA\x51\x70\xEE\xA9\x41\xDC\xB1\x4E\x20\x9C\xB5\x85\xA8\xCD\x10\xC0\x88\xBB\x15\x54\xA7\xB4\x16\x97\xBB\x14\x8E\x98\xE4\x02\x81\x99\x07\x46\x27\x74\x64\xE6\xFD\xA6\xA1\xB3\xEE\x09\xB4\x21\x72\x84\x2F\xFA\x42\xB4\xBD\xAB\x7A\x45\x08\x13\x2A\xB4\xC5\x1D\xEE\xFB\x22\x09\x1F\x27\x0E\x5D\xB9\x28\xC3\xF0\x0A\x64\x12\xAA\xF3\xDF\xB6\x33\x16\xA8\x30\x77\xBF\x7B\x26\x29\x73\xEF\xCC\x43\x90\x2A\x73\xD8\x12\x42\x58\x0A\x4A\xEC\xB2\x36\xA3\xD2\x5F\xC6\x42\x97\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x26\x5F\x00\xF2\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2B\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x44\xBF\x02\xF0\x00\x00\x00\x00\x83\x76\x03\xB9\x00\x00\x00\x00\x5B\x2B\x57\xD8\x00\x00\x00\x00\x58\xD5\x2D\x16\x00\x00\x00\x00\x58\xA9\xF3\x12\x00\x00\x00\x00\xBD\x2C\x11\x63\x00\x00\x00\x00\x56\x8E\x41\x0E\x00\x00\x00\x00\x59\x40\xF9\xC9\x00\x00\x00\x00\x14\xF2\x6B\x06\x00\x00\x00\x00\x88\x7C\xB1\x6C\x00\x00\x00\x00\x28\xBC\x32\x9D\x00\x00\x00\x00\x87\x2B\x0B\x80\x00\x00\x00\x00\x6D\x9B\xAE\xE4\x00\x00\x00\x00\xC6\xFE\xED\x5C\x00\x00\x00\x00\x18\xF3\x27\xBB\x00\x00\x00\x00\xCD\xB1\x84\xF6\x00\x00\x00\x00\x1C\xEE\xCB\x03\x00\x00\x00\x00\x31\x78\x24\xEA\x00\x00\x00\x00\x41\xDC\xB1\x4E\x00\x00\x00\x00\xA8\xCD\x10\xC0\x00\x00\x00\x00\xA7\xB4\x16\x97\x00\x00\x00\x00\xE4\x02\x81\x99\x00\x00\x00\x00\x64\xE6\xFD\xA6\x00\x00\x00\x00\xB4\x21\x72\x84\x00\x00\x00\x00\xBD\xAB\x7A\x45\x00\x00\x00\x00\xC5\x1D\xEE\xFB\x00\x00\x00\x00\x0E\x5D\xB9\x28\x00\x00\x00\x00\x12\xAA\xF3\xDF\x00\x00\x00\x00\x30\x77\xBF\x7B\x00\x00\x00\x00\xCC\x43\x90\x2A\x00\x00\x00\x00\x58\x0A\x4A\xEC\x00\x00\x00\x00\x5F\xC6\x42\x97\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x15)], 4693)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 4693)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x138A2E51)], 4693)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xA3DE55CD)], 4693)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x450D3645)], 4693)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x6958C09B)], 4693)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xFC79CF34)], 4693)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xB59A3AA7)], 4693)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x3BDAD8B5)], 4693)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x779F6796)], 4693)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x9ED54479)], 4693)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xA35D9873)], 4693)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xC306903D)], 4693)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xA6379A5B)], 4693)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xB2604E71)], 4693)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xD4F814B6)], 4693)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x2D1EF665)], 4693)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xDD37D2D7)], 4693)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x1450D589)], 4693)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xE60142E3)], 4693)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xD9E4475D)], 4693)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x8637B1FE)], 4693)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x5D662A88)], 4693)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xF807D191)], 4693)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x89C743C7)], 4693)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x2D81621C)], 4693)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xF97D7DD5)], 4693)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xBC9D932D)], 4693)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x70EFB69E)], 4693)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x31D5891B)], 4693)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xFE84A82E)], 4693)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x00D1BBE0)], 4693)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xFAB87819)], 4693)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x6D15A4FF)], 4693)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x464C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001255),
                gc.DataTuple('slot_count', 0x000002A2),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x04C19EE0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xBF8025CF),
                gc.KeyTuple('src_port', 0x17C5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x00E3),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBF\x80\x25\xCF\x00\x00\x00\x00\x17\xC5\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x46\x4C\x77\x89\x00\x00\x00\x00\x00\x00\x58\x7A\x00\x00\x00\x00\x00\x40\x00\x00\xE4\x04\x73\x09\x5D\x9A\x1E\x2F\xEA\xB9\xB2\xCB\xDA\x90\xE9\xB1\x0B\xB6\x57\x03\x44\x88\x51\xA3\x7E\x1D\x67\x7D\xEC\xD3\x62\xFA\xFE\x0C\x98\x19\xBA\x24\xAD\x7F\x3E\x2F\xEC\x00\x25\x02\x0C\xBD\x59\xEB\x8F\x76\x4F\x3F\x4C\xD7\xB6\x46\x76\xE7\xA6\x2F\xFD\xDA\x57\x30\x7D\xCC\xBC\xA0\xBF\xC7\xDA\xE0\x74\xE3\x55\xA1\x8B\xC3\xFA\x43\x4D\xB8\x7C\x77\x02\x39\x26\x3A\x1C\xE4\xDC\x45\x85\x75\x42\x1C\xBB\x5A\xEE\x69\xEE\x63\xC1\xC1\x80\x81\xB3\xDC\x43\xD1\xA7\xFA\x6C\x6E\x7F\x2F\x62\xE4\x61\xB3\xC1\x7D\x76\xB8\x9D\xAF\x80\x67\x73\xF4\x4C\x48\xAD\x8C\x4C\x83\x61\xB4\x25\x2E\xAB\x12\x12\xA7\xF8\x38\x23\xB8\xE2\x96\xF2\x8E\x3D\x8C\x29\x99\x5C\xEF\x11\x7C\x7B\xCF\x3E\x80\x9B\xBD\xD7\xDB\x71\xCF\x80\xCD\x41\xE2\x21\x6F\xC7\x27\x55\x33\x53\x50\x77\xB1\xD2\x80\xF1\xE6\xF9\x71\x93\x4A\x6F\xDB\x69\x12\x38\x20\xF0\x66\x1C\x27\x9C\x1B\x41\xD2\x65\x55\x95\xFB\xDA\x8A\x61\x7B\x43\x2C\x63\xDA\x07\x89\x7A\xEC\x1E\xA4\xDD\x69\x12\x38\x9F\x9F\x37\xF8\x85\x7D\x18\x0B\x50\x88\x48\x93\xBA\x1A\xE8\x8C\xAF\xB2\x5E\x71\x4D\x10\xB7\x13\xCD\xB4\x10\x0D\xC6\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBF\x80\x25\xCF\x00\x00\x00\x00\x17\xC5\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x46\x4C\x77\x89\x00\x00\x00\x00\x00\x00\x04\x15\x00\x00\x00\x00\x00\x40\x00\x00\xE4\x04\x73\x09\x13\x8A\x2E\x51\xEA\xB9\xB2\xCB\xA3\xDE\x55\xCD\x0B\xB6\x57\x03\x45\x0D\x36\x45\x7E\x1D\x67\x7D\x69\x58\xC0\x9B\xFE\x0C\x98\x19\xFC\x79\xCF\x34\x3E\x2F\xEC\x00\xB5\x9A\x3A\xA7\x59\xEB\x8F\x76\x3B\xDA\xD8\xB5\xB6\x46\x76\xE7\x77\x9F\x67\x96\x57\x30\x7D\xCC\x9E\xD5\x44\x79\xDA\xE0\x74\xE3\xA3\x5D\x98\x73\xFA\x43\x4D\xB8\xC3\x06\x90\x3D\x26\x3A\x1C\xE4\xA6\x37\x9A\x5B\x42\x1C\xBB\x5A\xB2\x60\x4E\x71\xC1\xC1\x80\x81\xD4\xF8\x14\xB6\xA7\xFA\x6C\x6E\x2D\x1E\xF6\x65\x61\xB3\xC1\x7D\xDD\x37\xD2\xD7\x80\x67\x73\xF4\x14\x50\xD5\x89\x4C\x83\x61\xB4\xE6\x01\x42\xE3\x12\xA7\xF8\x38\xD9\xE4\x47\x5D\xF2\x8E\x3D\x8C\x86\x37\xB1\xFE\x11\x7C\x7B\xCF\x5D\x66\x2A\x88\xD7\xDB\x71\xCF\xF8\x07\xD1\x91\x21\x6F\xC7\x27\x89\xC7\x43\xC7\x77\xB1\xD2\x80\x2D\x81\x62\x1C\x93\x4A\x6F\xDB\xF9\x7D\x7D\xD5\xF0\x66\x1C\x27\xBC\x9D\x93\x2D\x65\x55\x95\xFB\x70\xEF\xB6\x9E\x43\x2C\x63\xDA\x31\xD5\x89\x1B\x1E\xA4\xDD\x69\xFE\x84\xA8\x2E\x37\xF8\x85\x7D\x00\xD1\xBB\xE0\x48\x93\xBA\x1A\xFA\xB8\x78\x19\x5E\x71\x4D\x10\x6D\x15\xA4\xFF\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x12\x55\x00\xE3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x15\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x13\x8A\x2E\x51\x00\x00\x00\x00\xA3\xDE\x55\xCD\x00\x00\x00\x00\x45\x0D\x36\x45\x00\x00\x00\x00\x69\x58\xC0\x9B\x00\x00\x00\x00\xFC\x79\xCF\x34\x00\x00\x00\x00\xB5\x9A\x3A\xA7\x00\x00\x00\x00\x3B\xDA\xD8\xB5\x00\x00\x00\x00\x77\x9F\x67\x96\x00\x00\x00\x00\x9E\xD5\x44\x79\x00\x00\x00\x00\xA3\x5D\x98\x73\x00\x00\x00\x00\xC3\x06\x90\x3D\x00\x00\x00\x00\xA6\x37\x9A\x5B\x00\x00\x00\x00\xB2\x60\x4E\x71\x00\x00\x00\x00\xD4\xF8\x14\xB6\x00\x00\x00\x00\x2D\x1E\xF6\x65\x00\x00\x00\x00\xDD\x37\xD2\xD7\x00\x00\x00\x00\x14\x50\xD5\x89\x00\x00\x00\x00\xE6\x01\x42\xE3\x00\x00\x00\x00\xD9\xE4\x47\x5D\x00\x00\x00\x00\x86\x37\xB1\xFE\x00\x00\x00\x00\x5D\x66\x2A\x88\x00\x00\x00\x00\xF8\x07\xD1\x91\x00\x00\x00\x00\x89\xC7\x43\xC7\x00\x00\x00\x00\x2D\x81\x62\x1C\x00\x00\x00\x00\xF9\x7D\x7D\xD5\x00\x00\x00\x00\xBC\x9D\x93\x2D\x00\x00\x00\x00\x70\xEF\xB6\x9E\x00\x00\x00\x00\x31\xD5\x89\x1B\x00\x00\x00\x00\xFE\x84\xA8\x2E\x00\x00\x00\x00\x00\xD1\xBB\xE0\x00\x00\x00\x00\xFA\xB8\x78\x19\x00\x00\x00\x00\x6D\x15\xA4\xFF\x10\x0D\xC6\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x4F)], 9113)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9113)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x4EA2936A)], 9113)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x88816EFF)], 9113)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x110E56CF)], 9113)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x19FCE14D)], 9113)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xDAEA420E)], 9113)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xA47498A6)], 9113)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x47424D31)], 9113)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xEE675E2B)], 9113)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xD130A7C6)], 9113)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xE20E586A)], 9113)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x62C72AB8)], 9113)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x68A624B9)], 9113)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x6CFF7FC1)], 9113)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xB606F5CA)], 9113)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xF34CD2A4)], 9113)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xC7F075D0)], 9113)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xA8D0832B)], 9113)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x95BAD732)], 9113)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x90D76686)], 9113)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x7DC2B2B7)], 9113)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x6DF76EF5)], 9113)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x09BF994C)], 9113)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x6F14CA28)], 9113)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x53C8CB6C)], 9113)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xCAA5CABD)], 9113)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x952E1398)], 9113)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x491E7CD5)], 9113)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x0009EA4C)], 9113)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x3FA3DE69)], 9113)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x4B950096)], 9113)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x6A9D597A)], 9113)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC99E85FC)], 9113)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x763E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000399),
                gc.DataTuple('slot_count', 0x0000121C),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAD95DAB1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x3770C7BD),
                gc.KeyTuple('src_port', 0x125F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x02D1),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x37\x70\xC7\xBD\x00\x00\x00\x00\x12\x5F\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x76\x3E\x00\x19\x00\x00\x00\x00\x00\x00\x2B\x0F\x00\x00\x00\x00\x00\x40\x00\x00\x37\x73\x19\xC6\x1C\xDF\xE1\x48\x9C\x5F\x1C\xCB\xA1\xC7\x9E\xCF\xE0\x34\x0E\x2A\x91\xDD\xC9\x51\xF4\x87\x75\x92\xBB\x82\x6F\x34\x22\x6B\x0A\x52\xE9\x67\xB8\x33\x30\x84\x60\x5D\xFC\x38\xB3\x5C\xC1\xEF\x6D\x70\x59\xF5\x56\xAF\xAD\x05\x41\x42\x77\xB8\xB0\xAE\xC8\x88\x2E\x12\xC6\xD3\xE1\xDC\xB7\x25\x71\xD9\x18\x46\xE9\x60\xA7\x14\x12\x20\xAA\x60\x81\xD3\x17\xA0\x0A\xE9\xB0\x7D\xE7\xE3\xE1\xA6\xB9\x8C\xA6\xFF\x26\xE8\xFB\x6B\xEE\x92\x42\xE6\x65\x6B\x68\xE2\xEA\x0B\x05\xC4\x19\xF0\x93\xD9\x91\x88\xA8\xA7\x13\xB8\x08\x0B\x73\x3B\x97\xE1\x57\xA3\x5D\x1F\xCC\xD0\xC8\x4D\xA8\x1A\x61\x97\xA8\x3B\xE3\x28\xAF\xE1\x77\xD0\x68\x70\xD6\x5D\xE2\x17\x59\x29\xCD\x6D\xF7\xB0\xC0\x4D\x98\xF5\x97\xA2\x47\x48\x9A\x10\xFF\x90\xF1\x82\xF3\x35\x52\x5E\x6F\xC6\xA9\x9F\xA1\x5D\xA1\x12\x6F\x70\x27\x6A\x69\xEE\xA4\x7A\x06\x6E\xC1\x41\x72\x6A\x1E\x35\x07\x18\x34\x42\xC4\x96\x23\x10\x8C\xDE\x19\x8A\x14\xA5\x73\x40\x9F\x6A\xA1\xB5\x5D\xFC\x8A\xB6\x61\x53\xDE\xD3\xE2\x02\xDB\xFA\xE7\xBB\x07\xDD\x03\xD1\xC2\xB5\x28\xD4\x0B\x7F\x5B\x2E\x42\x97\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x37\x70\xC7\xBD\x00\x00\x00\x00\x12\x5F\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x76\x3E\x00\x19\x00\x00\x00\x00\x00\x00\x05\x4F\x00\x00\x00\x00\x00\x40\x00\x00\x37\x73\x19\xC6\x4E\xA2\x93\x6A\x9C\x5F\x1C\xCB\x88\x81\x6E\xFF\xE0\x34\x0E\x2A\x11\x0E\x56\xCF\xF4\x87\x75\x92\x19\xFC\xE1\x4D\x22\x6B\x0A\x52\xDA\xEA\x42\x0E\x30\x84\x60\x5D\xA4\x74\x98\xA6\xC1\xEF\x6D\x70\x47\x42\x4D\x31\xAD\x05\x41\x42\xEE\x67\x5E\x2B\xC8\x88\x2E\x12\xD1\x30\xA7\xC6\xB7\x25\x71\xD9\xE2\x0E\x58\x6A\xA7\x14\x12\x20\x62\xC7\x2A\xB8\x17\xA0\x0A\xE9\x68\xA6\x24\xB9\xE1\xA6\xB9\x8C\x6C\xFF\x7F\xC1\xFB\x6B\xEE\x92\xB6\x06\xF5\xCA\x68\xE2\xEA\x0B\xF3\x4C\xD2\xA4\x93\xD9\x91\x88\xC7\xF0\x75\xD0\x08\x0B\x73\x3B\xA8\xD0\x83\x2B\x5D\x1F\xCC\xD0\x95\xBA\xD7\x32\x61\x97\xA8\x3B\x90\xD7\x66\x86\x77\xD0\x68\x70\x7D\xC2\xB2\xB7\x59\x29\xCD\x6D\x6D\xF7\x6E\xF5\x98\xF5\x97\xA2\x09\xBF\x99\x4C\xFF\x90\xF1\x82\x6F\x14\xCA\x28\x6F\xC6\xA9\x9F\x53\xC8\xCB\x6C\x6F\x70\x27\x6A\xCA\xA5\xCA\xBD\x06\x6E\xC1\x41\x95\x2E\x13\x98\x07\x18\x34\x42\x49\x1E\x7C\xD5\x8C\xDE\x19\x8A\x00\x09\xEA\x4C\x9F\x6A\xA1\xB5\x3F\xA3\xDE\x69\x61\x53\xDE\xD3\x4B\x95\x00\x96\xE7\xBB\x07\xDD\x6A\x9D\x59\x7A\x28\xD4\x0B\x7F\xC9\x9E\x85\xFC\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x23\x99\x02\xD1\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x4F\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x4E\xA2\x93\x6A\x00\x00\x00\x00\x88\x81\x6E\xFF\x00\x00\x00\x00\x11\x0E\x56\xCF\x00\x00\x00\x00\x19\xFC\xE1\x4D\x00\x00\x00\x00\xDA\xEA\x42\x0E\x00\x00\x00\x00\xA4\x74\x98\xA6\x00\x00\x00\x00\x47\x42\x4D\x31\x00\x00\x00\x00\xEE\x67\x5E\x2B\x00\x00\x00\x00\xD1\x30\xA7\xC6\x00\x00\x00\x00\xE2\x0E\x58\x6A\x00\x00\x00\x00\x62\xC7\x2A\xB8\x00\x00\x00\x00\x68\xA6\x24\xB9\x00\x00\x00\x00\x6C\xFF\x7F\xC1\x00\x00\x00\x00\xB6\x06\xF5\xCA\x00\x00\x00\x00\xF3\x4C\xD2\xA4\x00\x00\x00\x00\xC7\xF0\x75\xD0\x00\x00\x00\x00\xA8\xD0\x83\x2B\x00\x00\x00\x00\x95\xBA\xD7\x32\x00\x00\x00\x00\x90\xD7\x66\x86\x00\x00\x00\x00\x7D\xC2\xB2\xB7\x00\x00\x00\x00\x6D\xF7\x6E\xF5\x00\x00\x00\x00\x09\xBF\x99\x4C\x00\x00\x00\x00\x6F\x14\xCA\x28\x00\x00\x00\x00\x53\xC8\xCB\x6C\x00\x00\x00\x00\xCA\xA5\xCA\xBD\x00\x00\x00\x00\x95\x2E\x13\x98\x00\x00\x00\x00\x49\x1E\x7C\xD5\x00\x00\x00\x00\x00\x09\xEA\x4C\x00\x00\x00\x00\x3F\xA3\xDE\x69\x00\x00\x00\x00\x4B\x95\x00\x96\x00\x00\x00\x00\x6A\x9D\x59\x7A\x00\x00\x00\x00\xC9\x9E\x85\xFC\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xBD)], 1515)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 1515)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xFF056034)], 1515)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x85768973)], 1515)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x48339D4B)], 1515)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xD9DB1CEE)], 1515)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x4ABCA297)], 1515)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x7D957164)], 1515)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x41ABD329)], 1515)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xAC123188)], 1515)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x89E91FCF)], 1515)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xD89AFE8E)], 1515)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x3FED4A45)], 1515)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xAED62BF6)], 1515)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xA5D1AA49)], 1515)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x4DAAD231)], 1515)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xAA5EF065)], 1515)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x4B9B82CC)], 1515)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x5FA25A2E)], 1515)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x14872117)], 1515)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xCB0ED7B0)], 1515)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xB8D0A047)], 1515)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xBA525FDA)], 1515)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x06B4BA69)], 1515)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x65B561E9)], 1515)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x02BF60B7)], 1515)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x2AF37BB8)], 1515)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x7F6431C9)], 1515)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x1708D5D8)], 1515)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x6599BAF1)], 1515)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x2E78BBD3)], 1515)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xF5A6ACA0)], 1515)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x15114342)], 1515)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xA8C6642C)], 1515)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3859),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005EB),
                gc.DataTuple('slot_count', 0x00000DCE),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE6D6D71D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x12027560),
                gc.KeyTuple('src_port', 0xCFE2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x00C5),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\x02\x75\x60\x00\x00\x00\x00\xCF\xE2\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x38\x59\x00\x07\x00\x00\x00\x00\x00\x00\xBA\x10\x00\x00\x00\x00\x00\x40\x00\x00\x49\xD9\x49\xCB\xCF\x26\x18\x33\xBD\x41\x97\xB4\x37\xD7\x37\x11\xF4\xA5\x54\x40\x78\x83\xFD\x60\x11\xD1\x88\xF6\x7A\x34\x15\x90\xD6\xCD\x19\x1A\xA9\x85\xC5\x37\x7E\xF1\x67\x7C\x6E\x9F\x4A\x89\xB5\x70\x2B\x2F\x9E\x0D\xB1\xA6\x46\x63\x31\xCD\x4D\xBB\xB8\x88\x24\x90\xF4\xB8\x52\xA8\x61\xB9\x9A\x5F\x1D\x0D\xAF\x85\xBF\x01\x47\xEF\x39\x76\x16\xA4\x4D\x55\x1F\x64\xDD\x8E\x64\xCF\xB4\xE3\x99\x9F\xB9\x0B\xAD\x15\xBF\xF1\x97\x8E\x05\xD6\x03\xD2\x08\x53\x97\x36\xF3\x92\x6C\xDD\x24\x7A\x92\x1F\x04\x6C\x7E\x96\xEE\x77\xA5\x74\x25\x9B\xBA\x33\x1F\x0A\x4D\x89\xF6\xD7\x8E\x46\x6F\x78\x50\xE8\x38\x4C\x08\x84\xFC\xC6\x7C\xA1\x72\x6E\xCB\x5F\x32\xC7\x91\x7C\xE2\xB3\x83\x0C\xC0\xCE\x1B\x8E\x3B\x4E\x88\xD4\xED\xF7\x51\x04\x8C\x16\x30\xE9\x01\xC3\x84\x85\x62\x78\x9A\xBD\xBD\x1E\x7B\x40\xDE\xC9\xCD\x67\x60\x95\x36\x00\x24\xB9\x87\x05\xEB\x24\x27\x58\xEB\x4C\x63\x6A\xC3\xBE\xAD\xE3\x55\xFC\x64\x65\x4A\x8B\x29\x48\xC8\x63\x19\x5E\xEF\x6D\xC2\xD9\x2B\x3A\x35\x80\xB7\xBB\x75\x60\xAD\x80\xC0\xF8\x1E\x18\x83\x5F\x15\x18\xAE\x0D\x53\xAC\x2B\xE3\x49\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\x02\x75\x60\x00\x00\x00\x00\xCF\xE2\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x38\x59\x00\x07\x00\x00\x00\x00\x00\x00\x06\xBD\x00\x00\x00\x00\x00\x40\x00\x00\x49\xD9\x49\xCB\xFF\x05\x60\x34\xBD\x41\x97\xB4\x85\x76\x89\x73\xF4\xA5\x54\x40\x48\x33\x9D\x4B\x11\xD1\x88\xF6\xD9\xDB\x1C\xEE\xD6\xCD\x19\x1A\x4A\xBC\xA2\x97\x7E\xF1\x67\x7C\x7D\x95\x71\x64\xB5\x70\x2B\x2F\x41\xAB\xD3\x29\x46\x63\x31\xCD\xAC\x12\x31\x88\x24\x90\xF4\xB8\x89\xE9\x1F\xCF\x9A\x5F\x1D\x0D\xD8\x9A\xFE\x8E\x47\xEF\x39\x76\x3F\xED\x4A\x45\x1F\x64\xDD\x8E\xAE\xD6\x2B\xF6\x99\x9F\xB9\x0B\xA5\xD1\xAA\x49\x97\x8E\x05\xD6\x4D\xAA\xD2\x31\x97\x36\xF3\x92\xAA\x5E\xF0\x65\x92\x1F\x04\x6C\x4B\x9B\x82\xCC\xA5\x74\x25\x9B\x5F\xA2\x5A\x2E\x4D\x89\xF6\xD7\x14\x87\x21\x17\x50\xE8\x38\x4C\xCB\x0E\xD7\xB0\x7C\xA1\x72\x6E\xB8\xD0\xA0\x47\x91\x7C\xE2\xB3\xBA\x52\x5F\xDA\x1B\x8E\x3B\x4E\x06\xB4\xBA\x69\x51\x04\x8C\x16\x65\xB5\x61\xE9\x84\x85\x62\x78\x02\xBF\x60\xB7\x7B\x40\xDE\xC9\x2A\xF3\x7B\xB8\x36\x00\x24\xB9\x7F\x64\x31\xC9\x27\x58\xEB\x4C\x17\x08\xD5\xD8\xAD\xE3\x55\xFC\x65\x99\xBA\xF1\x29\x48\xC8\x63\x2E\x78\xBB\xD3\xC2\xD9\x2B\x3A\xF5\xA6\xAC\xA0\x75\x60\xAD\x80\x15\x11\x43\x42\x83\x5F\x15\x18\xA8\xC6\x64\x2C\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x05\xEB\x00\xC5\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBD\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xFF\x05\x60\x34\x00\x00\x00\x00\x85\x76\x89\x73\x00\x00\x00\x00\x48\x33\x9D\x4B\x00\x00\x00\x00\xD9\xDB\x1C\xEE\x00\x00\x00\x00\x4A\xBC\xA2\x97\x00\x00\x00\x00\x7D\x95\x71\x64\x00\x00\x00\x00\x41\xAB\xD3\x29\x00\x00\x00\x00\xAC\x12\x31\x88\x00\x00\x00\x00\x89\xE9\x1F\xCF\x00\x00\x00\x00\xD8\x9A\xFE\x8E\x00\x00\x00\x00\x3F\xED\x4A\x45\x00\x00\x00\x00\xAE\xD6\x2B\xF6\x00\x00\x00\x00\xA5\xD1\xAA\x49\x00\x00\x00\x00\x4D\xAA\xD2\x31\x00\x00\x00\x00\xAA\x5E\xF0\x65\x00\x00\x00\x00\x4B\x9B\x82\xCC\x00\x00\x00\x00\x5F\xA2\x5A\x2E\x00\x00\x00\x00\x14\x87\x21\x17\x00\x00\x00\x00\xCB\x0E\xD7\xB0\x00\x00\x00\x00\xB8\xD0\xA0\x47\x00\x00\x00\x00\xBA\x52\x5F\xDA\x00\x00\x00\x00\x06\xB4\xBA\x69\x00\x00\x00\x00\x65\xB5\x61\xE9\x00\x00\x00\x00\x02\xBF\x60\xB7\x00\x00\x00\x00\x2A\xF3\x7B\xB8\x00\x00\x00\x00\x7F\x64\x31\xC9\x00\x00\x00\x00\x17\x08\xD5\xD8\x00\x00\x00\x00\x65\x99\xBA\xF1\x00\x00\x00\x00\x2E\x78\xBB\xD3\x00\x00\x00\x00\xF5\xA6\xAC\xA0\x00\x00\x00\x00\x15\x11\x43\x42\x00\x00\x00\x00\xA8\xC6\x64\x2C\x2B\xE3\x49\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x94)], 3837)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 3837)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x000B0648)], 3837)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x46A63C93)], 3837)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x84B46DE2)], 3837)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x4413A358)], 3837)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x7D6A8C2D)], 3837)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x88C0082D)], 3837)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xFABF1DAA)], 3837)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x0ED29606)], 3837)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x3C3F52AC)], 3837)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xA867B8BE)], 3837)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xD41ABBEE)], 3837)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xC2E94B4B)], 3837)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x64BFE7F7)], 3837)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x643F11D8)], 3837)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xAB4FFEF9)], 3837)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xD9E8E05D)], 3837)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xC71A1806)], 3837)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x6988CC76)], 3837)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x36488717)], 3837)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x1E5360E3)], 3837)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x2208C758)], 3837)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x44F9DBFF)], 3837)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xECA008B9)], 3837)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x7C5647D5)], 3837)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xEA4E5581)], 3837)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x3EFBAA58)], 3837)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x89FD14D9)], 3837)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xB4231B7C)], 3837)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x88E7F552)], 3837)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x795192CC)], 3837)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x08B2EB78)], 3837)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x5F28AB6A)], 3837)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC303),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EFD),
                gc.DataTuple('slot_count', 0x00000671),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x407950D0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x0B736146),
                gc.KeyTuple('src_port', 0xC40A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x00C9),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\x73\x61\x46\x00\x00\x00\x00\xC4\x0A\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xC3\x03\x00\x19\x00\x00\x00\x00\x00\x00\x12\xE4\x00\x00\x00\x00\x00\x40\x00\x00\x03\x54\x3E\xEA\x55\x58\xA9\xB9\xD2\x3B\x52\x28\x2E\xAB\xCC\xEB\x25\x63\xD4\xFA\x94\x70\x89\x3B\x94\x48\x77\xB0\x74\x17\xC9\x38\xCB\x71\x9F\xA2\x68\x8A\xE4\x7D\x01\x78\xCB\xCC\x9C\x3C\x0C\x6A\x51\x99\xF2\x7C\x4E\x13\x08\x4D\xBC\x30\xB8\x08\x75\x2D\x50\x40\x51\x12\x35\x2E\x1C\xAB\xE7\x39\x91\xD2\x73\x14\x54\xB2\xBB\xC3\x8F\xA4\x0A\xF3\x8A\x37\x9B\xB3\x9F\x7D\x49\x53\x8C\x55\x09\x97\x2B\xB9\xB4\x9A\xE6\xAC\x88\x0F\x17\x6B\x12\x24\x7C\x25\xB1\xC7\xB2\x67\x6F\x9B\xE3\x25\x94\x8C\x4C\x5A\x75\xD8\xFA\x98\xD9\xCC\x15\x2E\xB9\x89\x0A\xEA\xFE\xA7\x4C\x48\x30\x74\x2E\xD4\x92\xAF\x3B\xE9\xC9\xB5\xDF\x8E\x76\x72\x67\xCF\x27\xCF\x0F\x36\xEA\x78\x59\x22\x3B\x04\xDD\x22\x24\x49\x4E\x06\x87\x95\x83\xC1\xA2\x8C\x4C\x73\x2B\xAD\x50\xE9\x76\xC5\x96\x39\x7A\xA6\xBA\xE6\xFF\x3E\x5D\xD6\x51\xDE\xA0\x5E\x39\x63\xD0\x6C\xE0\x42\x70\xF9\xA4\xAD\xC1\xB8\x4C\xA3\x6E\xE9\xDB\xC1\x53\x6C\x72\x06\x71\x72\x45\x70\xB6\x42\x9E\x8E\x26\x14\x26\x61\x14\x85\x9D\xC1\x7E\x7B\x5C\x8E\xDA\x17\xEE\x36\x32\x2F\x16\x75\xAC\x7E\xA4\x53\x57\x0B\x52\x12\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\x73\x61\x46\x00\x00\x00\x00\xC4\x0A\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xC3\x03\x00\x19\x00\x00\x00\x00\x00\x00\x06\x94\x00\x00\x00\x00\x00\x40\x00\x00\x03\x54\x3E\xEA\x00\x0B\x06\x48\xD2\x3B\x52\x28\x46\xA6\x3C\x93\x25\x63\xD4\xFA\x84\xB4\x6D\xE2\x94\x48\x77\xB0\x44\x13\xA3\x58\xCB\x71\x9F\xA2\x7D\x6A\x8C\x2D\x01\x78\xCB\xCC\x88\xC0\x08\x2D\x51\x99\xF2\x7C\xFA\xBF\x1D\xAA\xBC\x30\xB8\x08\x0E\xD2\x96\x06\x51\x12\x35\x2E\x3C\x3F\x52\xAC\x91\xD2\x73\x14\xA8\x67\xB8\xBE\x8F\xA4\x0A\xF3\xD4\x1A\xBB\xEE\x9F\x7D\x49\x53\xC2\xE9\x4B\x4B\x2B\xB9\xB4\x9A\x64\xBF\xE7\xF7\x17\x6B\x12\x24\x64\x3F\x11\xD8\xB2\x67\x6F\x9B\xAB\x4F\xFE\xF9\x4C\x5A\x75\xD8\xD9\xE8\xE0\x5D\x15\x2E\xB9\x89\xC7\x1A\x18\x06\x4C\x48\x30\x74\x69\x88\xCC\x76\x3B\xE9\xC9\xB5\x36\x48\x87\x17\x67\xCF\x27\xCF\x1E\x53\x60\xE3\x59\x22\x3B\x04\x22\x08\xC7\x58\x4E\x06\x87\x95\x44\xF9\xDB\xFF\x4C\x73\x2B\xAD\xEC\xA0\x08\xB9\x96\x39\x7A\xA6\x7C\x56\x47\xD5\x5D\xD6\x51\xDE\xEA\x4E\x55\x81\xD0\x6C\xE0\x42\x3E\xFB\xAA\x58\xC1\xB8\x4C\xA3\x89\xFD\x14\xD9\x53\x6C\x72\x06\xB4\x23\x1B\x7C\xB6\x42\x9E\x8E\x88\xE7\xF5\x52\x14\x85\x9D\xC1\x79\x51\x92\xCC\xDA\x17\xEE\x36\x08\xB2\xEB\x78\xAC\x7E\xA4\x53\x5F\x28\xAB\x6A\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x0E\xFD\x00\xC9\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x94\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x0B\x06\x48\x00\x00\x00\x00\x46\xA6\x3C\x93\x00\x00\x00\x00\x84\xB4\x6D\xE2\x00\x00\x00\x00\x44\x13\xA3\x58\x00\x00\x00\x00\x7D\x6A\x8C\x2D\x00\x00\x00\x00\x88\xC0\x08\x2D\x00\x00\x00\x00\xFA\xBF\x1D\xAA\x00\x00\x00\x00\x0E\xD2\x96\x06\x00\x00\x00\x00\x3C\x3F\x52\xAC\x00\x00\x00\x00\xA8\x67\xB8\xBE\x00\x00\x00\x00\xD4\x1A\xBB\xEE\x00\x00\x00\x00\xC2\xE9\x4B\x4B\x00\x00\x00\x00\x64\xBF\xE7\xF7\x00\x00\x00\x00\x64\x3F\x11\xD8\x00\x00\x00\x00\xAB\x4F\xFE\xF9\x00\x00\x00\x00\xD9\xE8\xE0\x5D\x00\x00\x00\x00\xC7\x1A\x18\x06\x00\x00\x00\x00\x69\x88\xCC\x76\x00\x00\x00\x00\x36\x48\x87\x17\x00\x00\x00\x00\x1E\x53\x60\xE3\x00\x00\x00\x00\x22\x08\xC7\x58\x00\x00\x00\x00\x44\xF9\xDB\xFF\x00\x00\x00\x00\xEC\xA0\x08\xB9\x00\x00\x00\x00\x7C\x56\x47\xD5\x00\x00\x00\x00\xEA\x4E\x55\x81\x00\x00\x00\x00\x3E\xFB\xAA\x58\x00\x00\x00\x00\x89\xFD\x14\xD9\x00\x00\x00\x00\xB4\x23\x1B\x7C\x00\x00\x00\x00\x88\xE7\xF5\x52\x00\x00\x00\x00\x79\x51\x92\xCC\x00\x00\x00\x00\x08\xB2\xEB\x78\x00\x00\x00\x00\x5F\x28\xAB\x6A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x30)], 4071)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 4071)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x729A39DD)], 4071)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xFB6DF2F5)], 4071)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x361F3ED2)], 4071)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x1BBD6D54)], 4071)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xFAEAD172)], 4071)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x8C0F38CF)], 4071)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x0D65515A)], 4071)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xBF0DFF7E)], 4071)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x8686B533)], 4071)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xBA7F5082)], 4071)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xD9032EF9)], 4071)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x3D12ADC6)], 4071)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x3155D1F2)], 4071)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x02A8B3B3)], 4071)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x1805C0B6)], 4071)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x8EBE42D8)], 4071)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xE59E44BA)], 4071)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x5265C0BD)], 4071)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x2D12765A)], 4071)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x544E8B22)], 4071)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x3DB8EAD0)], 4071)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xAE4251E4)], 4071)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x0360A0C8)], 4071)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x55F50320)], 4071)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x2F32E9BB)], 4071)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xB84FA100)], 4071)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x5FFBA81B)], 4071)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x302CA3B9)], 4071)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xD4C394E9)], 4071)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x36803998)], 4071)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x165A46EC)], 4071)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x5FAFD96B)], 4071)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x291A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FE7),
                gc.DataTuple('slot_count', 0x00000829),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6CEB6E98),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x1D7EDA9F),
                gc.KeyTuple('src_port', 0xE0D7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x0360),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1D\x7E\xDA\x9F\x00\x00\x00\x00\xE0\xD7\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x29\x1A\x00\x17\x00\x00\x00\x00\x00\x00\x3A\xF9\x00\x00\x00\x00\x00\x40\x00\x00\xE2\xA4\xE3\xD8\xBC\x8E\x3F\x7F\x27\x12\x05\x6E\x3F\xAC\xEE\x4B\xF1\xD5\x16\x6D\x7F\x5F\x67\x19\x67\x97\x0A\x80\xB6\xFE\x76\x42\x93\xD5\xA3\xE2\x7B\x11\x1A\xB8\x28\x84\x0F\x2C\xA9\x0E\x7C\x6A\xA3\xF6\x27\x1D\xFB\xA9\xEC\xE8\xF0\x66\x82\xE0\x4D\x00\x61\x86\x36\xA5\x5A\xBA\x35\x57\x69\x48\x3A\x48\x1E\x02\x14\x6B\x13\x68\x3B\x5A\xA5\x9E\x2A\x1E\xAA\x1B\x82\xB9\xD8\x34\x07\x06\x7E\xC8\xB3\x24\xDC\xEB\xD7\xD8\xCF\x40\xEE\xE0\xE8\x92\xE3\x3E\xF2\x18\x9E\xB0\xD4\x32\x25\x85\xDE\x5B\xBF\x27\x69\x99\x66\x4D\x15\x9F\x3A\x95\x27\x98\x16\x2C\x1A\x32\xF4\x34\x9D\xF8\x79\x9F\x2A\xAB\x8D\xBD\x54\x94\x2B\xC5\xCE\xD1\x18\xED\x36\x8B\xA3\x92\x2A\x0A\xC9\x2B\x00\x53\x27\x8F\xA2\xBE\x92\xEF\x9B\x12\xCF\x47\x4A\x47\xD5\x6B\x71\xED\x64\xF8\xE2\x13\xCE\xC4\x21\x68\xD0\xB9\x6C\x9C\x69\x67\xF9\x53\x02\x7D\x78\xE2\xC5\x26\x80\x45\x04\xD1\x6C\xA3\x6B\xAE\xB0\x61\xE5\x5B\xEB\x29\x5D\xF6\xD8\x9D\x20\x13\x82\xC4\x2D\x6B\x1E\xED\xF4\x53\x25\x8C\x01\xC9\x58\xFD\xC5\xD7\x96\x0B\x81\xD3\x3C\x4D\xB5\x87\xC9\x4D\x2F\x30\xC8\x1B\x7D\x55\xBA\xE7\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1D\x7E\xDA\x9F\x00\x00\x00\x00\xE0\xD7\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x29\x1A\x00\x17\x00\x00\x00\x00\x00\x00\x04\x30\x00\x00\x00\x00\x00\x40\x00\x00\xE2\xA4\xE3\xD8\x72\x9A\x39\xDD\x27\x12\x05\x6E\xFB\x6D\xF2\xF5\xF1\xD5\x16\x6D\x36\x1F\x3E\xD2\x67\x97\x0A\x80\x1B\xBD\x6D\x54\x93\xD5\xA3\xE2\xFA\xEA\xD1\x72\x28\x84\x0F\x2C\x8C\x0F\x38\xCF\xA3\xF6\x27\x1D\x0D\x65\x51\x5A\xF0\x66\x82\xE0\xBF\x0D\xFF\x7E\x36\xA5\x5A\xBA\x86\x86\xB5\x33\x3A\x48\x1E\x02\xBA\x7F\x50\x82\x3B\x5A\xA5\x9E\xD9\x03\x2E\xF9\x82\xB9\xD8\x34\x3D\x12\xAD\xC6\xB3\x24\xDC\xEB\x31\x55\xD1\xF2\xEE\xE0\xE8\x92\x02\xA8\xB3\xB3\x9E\xB0\xD4\x32\x18\x05\xC0\xB6\xBF\x27\x69\x99\x8E\xBE\x42\xD8\x3A\x95\x27\x98\xE5\x9E\x44\xBA\xF4\x34\x9D\xF8\x52\x65\xC0\xBD\x8D\xBD\x54\x94\x2D\x12\x76\x5A\x18\xED\x36\x8B\x54\x4E\x8B\x22\xC9\x2B\x00\x53\x3D\xB8\xEA\xD0\x92\xEF\x9B\x12\xAE\x42\x51\xE4\xD5\x6B\x71\xED\x03\x60\xA0\xC8\xCE\xC4\x21\x68\x55\xF5\x03\x20\x69\x67\xF9\x53\x2F\x32\xE9\xBB\xC5\x26\x80\x45\xB8\x4F\xA1\x00\x6B\xAE\xB0\x61\x5F\xFB\xA8\x1B\x5D\xF6\xD8\x9D\x30\x2C\xA3\xB9\x2D\x6B\x1E\xED\xD4\xC3\x94\xE9\x01\xC9\x58\xFD\x36\x80\x39\x98\x81\xD3\x3C\x4D\x16\x5A\x46\xEC\x2F\x30\xC8\x1B\x5F\xAF\xD9\x6B\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x0F\xE7\x03\x60\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x30\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x72\x9A\x39\xDD\x00\x00\x00\x00\xFB\x6D\xF2\xF5\x00\x00\x00\x00\x36\x1F\x3E\xD2\x00\x00\x00\x00\x1B\xBD\x6D\x54\x00\x00\x00\x00\xFA\xEA\xD1\x72\x00\x00\x00\x00\x8C\x0F\x38\xCF\x00\x00\x00\x00\x0D\x65\x51\x5A\x00\x00\x00\x00\xBF\x0D\xFF\x7E\x00\x00\x00\x00\x86\x86\xB5\x33\x00\x00\x00\x00\xBA\x7F\x50\x82\x00\x00\x00\x00\xD9\x03\x2E\xF9\x00\x00\x00\x00\x3D\x12\xAD\xC6\x00\x00\x00\x00\x31\x55\xD1\xF2\x00\x00\x00\x00\x02\xA8\xB3\xB3\x00\x00\x00\x00\x18\x05\xC0\xB6\x00\x00\x00\x00\x8E\xBE\x42\xD8\x00\x00\x00\x00\xE5\x9E\x44\xBA\x00\x00\x00\x00\x52\x65\xC0\xBD\x00\x00\x00\x00\x2D\x12\x76\x5A\x00\x00\x00\x00\x54\x4E\x8B\x22\x00\x00\x00\x00\x3D\xB8\xEA\xD0\x00\x00\x00\x00\xAE\x42\x51\xE4\x00\x00\x00\x00\x03\x60\xA0\xC8\x00\x00\x00\x00\x55\xF5\x03\x20\x00\x00\x00\x00\x2F\x32\xE9\xBB\x00\x00\x00\x00\xB8\x4F\xA1\x00\x00\x00\x00\x00\x5F\xFB\xA8\x1B\x00\x00\x00\x00\x30\x2C\xA3\xB9\x00\x00\x00\x00\xD4\xC3\x94\xE9\x00\x00\x00\x00\x36\x80\x39\x98\x00\x00\x00\x00\x16\x5A\x46\xEC\x00\x00\x00\x00\x5F\xAF\xD9\x6B\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xB4)], 9113)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9113)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xA72AE634)], 9113)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xD94BDFCA)], 9113)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x14390AC9)], 9113)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x5D61A7C2)], 9113)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xA8862A42)], 9113)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xF5679C11)], 9113)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xAE79BC0C)], 9113)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xC1BFC6E0)], 9113)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x324ED42F)], 9113)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x9AB6C676)], 9113)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x6E77608A)], 9113)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x434559EE)], 9113)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xE0C189DF)], 9113)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xDB6E47A3)], 9113)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x93EDABF2)], 9113)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xA861A9F9)], 9113)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xCBE8A257)], 9113)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x28C3A623)], 9113)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x2851AE93)], 9113)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x3BC0A6B5)], 9113)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xA288D86A)], 9113)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xB4F9637E)], 9113)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xE9E46189)], 9113)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x5D71A3F9)], 9113)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xB8E0BA10)], 9113)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xCB652E8B)], 9113)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x81C00024)], 9113)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x81D26EE8)], 9113)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xC033AB35)], 9113)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x1A79590C)], 9113)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x0AD89752)], 9113)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC0A93D1C)], 9113)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x47B2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000399),
                gc.DataTuple('slot_count', 0x00000D9D),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x89C05704),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xB779038B),
                gc.KeyTuple('src_port', 0x750D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x01B3),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB7\x79\x03\x8B\x00\x00\x00\x00\x75\x0D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x47\xB2\x00\x07\x00\x00\x00\x00\x00\x00\x73\x1F\x00\x00\x00\x00\x00\x40\x00\x00\xA8\x58\x4B\x85\xED\x94\x1A\x43\xED\xE3\xCE\x62\x8A\x08\x19\x83\x71\x40\xB9\xAA\x3E\xC6\x92\xCA\x7D\x7D\x0B\xC3\x36\xCB\x8D\x51\x75\x70\x9F\x38\x9B\xB1\x44\xC6\x1C\x18\xC2\x55\x33\x3B\xAD\x8C\x52\x48\x0B\x8D\xED\x1F\x3F\x1C\x24\x2E\xF2\x14\x11\xD2\xC8\x86\x45\x2A\x7B\xE5\x8F\xA1\x7D\x64\x47\x98\x13\x80\x22\xF4\xB5\x53\xA0\x6B\x29\xED\xE2\x5F\x9F\xC6\xC2\x35\x6F\x18\xE2\xB2\xA6\x99\x8B\x9B\x25\x41\x33\xF6\x46\x7C\xB4\x29\xF4\x77\x6B\x92\x4B\x6C\xEC\xEC\x6E\x02\xEE\x5B\x44\xAD\xF3\x35\xAC\xE6\xCB\xB9\x28\x73\xF6\x75\x5E\x58\x8A\xA7\x92\x02\xB3\xD9\x78\x1B\x06\xB5\x9C\x61\xBC\x61\x01\xE3\x2C\x0F\x28\xA4\x1C\xB8\x58\xCC\x74\xE6\x4A\x26\x5C\x12\x46\x7E\xEF\x1B\xC7\x40\x6A\xBE\xAF\x18\xC8\x29\xF3\xA8\x27\xA6\xE6\x51\x6A\xC6\xC3\x69\x1B\x7A\x3D\xA9\xD4\x3A\x42\x2E\xA0\xD8\x7E\x21\xBC\x6A\x62\x65\x6D\x2D\x13\x9A\x10\x73\x6C\x42\x5D\x5D\xF8\x8C\x64\x43\x46\xEA\xC9\xC3\x5F\xF1\xE5\xEB\xEF\x59\x3E\xC4\x36\x6E\xCF\xA7\xEB\x67\x71\xDE\x7D\xC6\xD3\x98\x0A\x1E\x9F\x87\x63\x54\xE8\xED\xBE\x50\xB7\x90\x68\x47\x19\x41\x16\xA0\x89\xFA\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB7\x79\x03\x8B\x00\x00\x00\x00\x75\x0D\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x47\xB2\x00\x07\x00\x00\x00\x00\x00\x00\x07\xB4\x00\x00\x00\x00\x00\x40\x00\x00\xA8\x58\x4B\x85\xA7\x2A\xE6\x34\xED\xE3\xCE\x62\xD9\x4B\xDF\xCA\x71\x40\xB9\xAA\x14\x39\x0A\xC9\x7D\x7D\x0B\xC3\x5D\x61\xA7\xC2\x75\x70\x9F\x38\xA8\x86\x2A\x42\x1C\x18\xC2\x55\xF5\x67\x9C\x11\x52\x48\x0B\x8D\xAE\x79\xBC\x0C\x24\x2E\xF2\x14\xC1\xBF\xC6\xE0\x45\x2A\x7B\xE5\x32\x4E\xD4\x2F\x47\x98\x13\x80\x9A\xB6\xC6\x76\xA0\x6B\x29\xED\x6E\x77\x60\x8A\xC2\x35\x6F\x18\x43\x45\x59\xEE\x8B\x9B\x25\x41\xE0\xC1\x89\xDF\xB4\x29\xF4\x77\xDB\x6E\x47\xA3\xEC\xEC\x6E\x02\x93\xED\xAB\xF2\xF3\x35\xAC\xE6\xA8\x61\xA9\xF9\xF6\x75\x5E\x58\xCB\xE8\xA2\x57\xB3\xD9\x78\x1B\x28\xC3\xA6\x23\xBC\x61\x01\xE3\x28\x51\xAE\x93\x1C\xB8\x58\xCC\x3B\xC0\xA6\xB5\x5C\x12\x46\x7E\xA2\x88\xD8\x6A\x6A\xBE\xAF\x18\xB4\xF9\x63\x7E\x27\xA6\xE6\x51\xE9\xE4\x61\x89\x1B\x7A\x3D\xA9\x5D\x71\xA3\xF9\xA0\xD8\x7E\x21\xB8\xE0\xBA\x10\x6D\x2D\x13\x9A\xCB\x65\x2E\x8B\x5D\x5D\xF8\x8C\x81\xC0\x00\x24\xC9\xC3\x5F\xF1\x81\xD2\x6E\xE8\x3E\xC4\x36\x6E\xC0\x33\xAB\x35\x71\xDE\x7D\xC6\x1A\x79\x59\x0C\x9F\x87\x63\x54\x0A\xD8\x97\x52\xB7\x90\x68\x47\xC0\xA9\x3D\x1C\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x23\x99\x01\xB3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB4\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA7\x2A\xE6\x34\x00\x00\x00\x00\xD9\x4B\xDF\xCA\x00\x00\x00\x00\x14\x39\x0A\xC9\x00\x00\x00\x00\x5D\x61\xA7\xC2\x00\x00\x00\x00\xA8\x86\x2A\x42\x00\x00\x00\x00\xF5\x67\x9C\x11\x00\x00\x00\x00\xAE\x79\xBC\x0C\x00\x00\x00\x00\xC1\xBF\xC6\xE0\x00\x00\x00\x00\x32\x4E\xD4\x2F\x00\x00\x00\x00\x9A\xB6\xC6\x76\x00\x00\x00\x00\x6E\x77\x60\x8A\x00\x00\x00\x00\x43\x45\x59\xEE\x00\x00\x00\x00\xE0\xC1\x89\xDF\x00\x00\x00\x00\xDB\x6E\x47\xA3\x00\x00\x00\x00\x93\xED\xAB\xF2\x00\x00\x00\x00\xA8\x61\xA9\xF9\x00\x00\x00\x00\xCB\xE8\xA2\x57\x00\x00\x00\x00\x28\xC3\xA6\x23\x00\x00\x00\x00\x28\x51\xAE\x93\x00\x00\x00\x00\x3B\xC0\xA6\xB5\x00\x00\x00\x00\xA2\x88\xD8\x6A\x00\x00\x00\x00\xB4\xF9\x63\x7E\x00\x00\x00\x00\xE9\xE4\x61\x89\x00\x00\x00\x00\x5D\x71\xA3\xF9\x00\x00\x00\x00\xB8\xE0\xBA\x10\x00\x00\x00\x00\xCB\x65\x2E\x8B\x00\x00\x00\x00\x81\xC0\x00\x24\x00\x00\x00\x00\x81\xD2\x6E\xE8\x00\x00\x00\x00\xC0\x33\xAB\x35\x00\x00\x00\x00\x1A\x79\x59\x0C\x00\x00\x00\x00\x0A\xD8\x97\x52\x00\x00\x00\x00\xC0\xA9\x3D\x1C\x89\xFA\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x1B)], 1303)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 1303)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x4A3412C6)], 1303)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xE039E4BF)], 1303)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x01DB308A)], 1303)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xD8574DAB)], 1303)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x6FBBD9D3)], 1303)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x41F81EB8)], 1303)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xE0EEE9AA)], 1303)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x57D7C8E3)], 1303)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xC2BD3724)], 1303)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x2999DBFF)], 1303)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x3A401134)], 1303)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xC1EC6CBE)], 1303)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xAB5E9824)], 1303)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xE4FA25F0)], 1303)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x039614A7)], 1303)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x40F341DE)], 1303)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xCB56F62F)], 1303)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x60591197)], 1303)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xA61FF4C8)], 1303)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x9F5CEF52)], 1303)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x23B40107)], 1303)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x9A9983D0)], 1303)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x4C368E07)], 1303)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x9042CA1F)], 1303)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xC4DF3967)], 1303)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x93E5D78F)], 1303)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x80CE89B5)], 1303)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xF8C87015)], 1303)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xFE315CE3)], 1303)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x7F4C3B21)], 1303)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x49EBE191)], 1303)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x20C706F0)], 1303)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7044),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000517),
                gc.DataTuple('slot_count', 0x00000B85),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8C29155B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xB474DF68),
                gc.KeyTuple('src_port', 0xD5DC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x0102),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB4\x74\xDF\x68\x00\x00\x00\x00\xD5\xDC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x70\x44\x00\x10\x00\x00\x00\x00\x00\x00\x3A\xF3\x00\x00\x00\x00\x00\x40\x00\x00\x90\x23\xB3\x46\x79\x48\x57\x75\xFE\x10\x92\x7B\x68\xDB\xF8\x2D\x7A\x01\x9B\x9E\xA6\xEB\xF2\x88\x56\x7A\x0D\x37\xE6\x9B\x28\xCD\xAA\x7A\x3D\x8C\x86\x2A\x81\xE3\xD4\x26\xCA\x02\xF7\xE8\x28\xB4\x49\x79\xFE\x39\x32\x5C\x48\x83\x12\xE9\x9C\x01\xF7\x47\x97\xF8\xCD\x1B\xF5\x08\xD3\x9C\x5B\x79\x4F\x5E\x10\xC4\x85\x9C\x5F\x05\x86\x96\x44\x81\xB4\xCC\x76\x3D\xCA\xFB\xC8\xA2\x9F\x8B\xB0\xB8\xD2\xD9\x1B\x39\x4E\x86\xCF\x09\xB9\x4B\x11\x18\xF7\x96\x7E\xA3\xC4\x16\xD7\x13\xFA\x6B\x1F\x46\xFA\x8B\x1E\x05\x64\xAC\xD3\x4A\x15\x9E\xDF\x3C\x5B\xEF\x72\xC1\xC2\x0A\x29\xDE\x73\x9E\xC6\x93\xA6\xD8\xE1\xDC\xFB\x93\xEA\xD8\xCE\x6B\x36\xE1\x26\x19\x1D\x93\x55\xBB\xC8\xA9\xF1\x72\x53\xA1\xFF\xF7\x27\x1C\xB4\x61\xE3\x7A\x34\x94\xD9\xA0\xB9\x9F\xF1\xE5\x35\xFC\xED\x3A\x71\xBB\xFD\x64\xAD\x10\x69\x49\x38\x3F\x6E\x88\xE2\x08\xA0\x2D\xB3\x4D\x53\x64\x4F\x2C\xF0\xD8\x82\xFC\xA3\x6E\x8B\xF0\x46\xCE\x29\x41\x75\x1B\x8A\x12\x1F\x27\xC5\xFE\xFC\xF7\x5B\x9C\xC2\xF9\x37\xA2\x04\x2C\x32\x49\xC5\xFF\x42\x12\x17\xA1\x37\x1C\x97\x40\x9F\xB6\x64\x74\x9F\xA8\xDD\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB4\x74\xDF\x68\x00\x00\x00\x00\xD5\xDC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x70\x44\x00\x10\x00\x00\x00\x00\x00\x00\x04\x1B\x00\x00\x00\x00\x00\x40\x00\x00\x90\x23\xB3\x46\x4A\x34\x12\xC6\xFE\x10\x92\x7B\xE0\x39\xE4\xBF\x7A\x01\x9B\x9E\x01\xDB\x30\x8A\x56\x7A\x0D\x37\xD8\x57\x4D\xAB\xAA\x7A\x3D\x8C\x6F\xBB\xD9\xD3\xD4\x26\xCA\x02\x41\xF8\x1E\xB8\x49\x79\xFE\x39\xE0\xEE\xE9\xAA\x12\xE9\x9C\x01\x57\xD7\xC8\xE3\xCD\x1B\xF5\x08\xC2\xBD\x37\x24\x4F\x5E\x10\xC4\x29\x99\xDB\xFF\x86\x96\x44\x81\x3A\x40\x11\x34\xCA\xFB\xC8\xA2\xC1\xEC\x6C\xBE\xD2\xD9\x1B\x39\xAB\x5E\x98\x24\xB9\x4B\x11\x18\xE4\xFA\x25\xF0\xC4\x16\xD7\x13\x03\x96\x14\xA7\xFA\x8B\x1E\x05\x40\xF3\x41\xDE\x15\x9E\xDF\x3C\xCB\x56\xF6\x2F\xC2\x0A\x29\xDE\x60\x59\x11\x97\xA6\xD8\xE1\xDC\xA6\x1F\xF4\xC8\xCE\x6B\x36\xE1\x9F\x5C\xEF\x52\x55\xBB\xC8\xA9\x23\xB4\x01\x07\xFF\xF7\x27\x1C\x9A\x99\x83\xD0\x34\x94\xD9\xA0\x4C\x36\x8E\x07\x35\xFC\xED\x3A\x90\x42\xCA\x1F\xAD\x10\x69\x49\xC4\xDF\x39\x67\xE2\x08\xA0\x2D\x93\xE5\xD7\x8F\x4F\x2C\xF0\xD8\x80\xCE\x89\xB5\x8B\xF0\x46\xCE\xF8\xC8\x70\x15\x8A\x12\x1F\x27\xFE\x31\x5C\xE3\x5B\x9C\xC2\xF9\x7F\x4C\x3B\x21\x32\x49\xC5\xFF\x49\xEB\xE1\x91\x37\x1C\x97\x40\x20\xC7\x06\xF0\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x05\x17\x01\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1B\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x4A\x34\x12\xC6\x00\x00\x00\x00\xE0\x39\xE4\xBF\x00\x00\x00\x00\x01\xDB\x30\x8A\x00\x00\x00\x00\xD8\x57\x4D\xAB\x00\x00\x00\x00\x6F\xBB\xD9\xD3\x00\x00\x00\x00\x41\xF8\x1E\xB8\x00\x00\x00\x00\xE0\xEE\xE9\xAA\x00\x00\x00\x00\x57\xD7\xC8\xE3\x00\x00\x00\x00\xC2\xBD\x37\x24\x00\x00\x00\x00\x29\x99\xDB\xFF\x00\x00\x00\x00\x3A\x40\x11\x34\x00\x00\x00\x00\xC1\xEC\x6C\xBE\x00\x00\x00\x00\xAB\x5E\x98\x24\x00\x00\x00\x00\xE4\xFA\x25\xF0\x00\x00\x00\x00\x03\x96\x14\xA7\x00\x00\x00\x00\x40\xF3\x41\xDE\x00\x00\x00\x00\xCB\x56\xF6\x2F\x00\x00\x00\x00\x60\x59\x11\x97\x00\x00\x00\x00\xA6\x1F\xF4\xC8\x00\x00\x00\x00\x9F\x5C\xEF\x52\x00\x00\x00\x00\x23\xB4\x01\x07\x00\x00\x00\x00\x9A\x99\x83\xD0\x00\x00\x00\x00\x4C\x36\x8E\x07\x00\x00\x00\x00\x90\x42\xCA\x1F\x00\x00\x00\x00\xC4\xDF\x39\x67\x00\x00\x00\x00\x93\xE5\xD7\x8F\x00\x00\x00\x00\x80\xCE\x89\xB5\x00\x00\x00\x00\xF8\xC8\x70\x15\x00\x00\x00\x00\xFE\x31\x5C\xE3\x00\x00\x00\x00\x7F\x4C\x3B\x21\x00\x00\x00\x00\x49\xEB\xE1\x91\x00\x00\x00\x00\x20\xC7\x06\xF0\x9F\xA8\xDD\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x2D)], 10043)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10043)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xEE2FF9CC)], 10043)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xAB32F2F3)], 10043)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x65BF4C89)], 10043)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x747C65C6)], 10043)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xFB5B5C0C)], 10043)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x76C01436)], 10043)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x50D19C81)], 10043)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x545E0654)], 10043)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x4CF2CE12)], 10043)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x88CEAB24)], 10043)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x48B55284)], 10043)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x14C0BEE4)], 10043)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xE4FD92FC)], 10043)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xCD871463)], 10043)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x9E0EDD11)], 10043)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x33436625)], 10043)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x87ECC8D8)], 10043)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x082B3098)], 10043)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x73B17934)], 10043)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xD0DC196C)], 10043)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x9EDA6455)], 10043)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x1ECE06C1)], 10043)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x13658A72)], 10043)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x7E8947FD)], 10043)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x0F194A1F)], 10043)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x57699F6B)], 10043)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x2CCCBCB6)], 10043)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x79BA46E1)], 10043)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xF759529D)], 10043)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x1CF5A3D3)], 10043)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xDCDB2CD2)], 10043)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xA8431867)], 10043)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x485B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000073B),
                gc.DataTuple('slot_count', 0x00000E61),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEEA11169),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD182AFCE),
                gc.KeyTuple('src_port', 0xEDEB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x005D),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD1\x82\xAF\xCE\x00\x00\x00\x00\xED\xEB\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x48\x5B\x00\x05\x00\x00\x00\x00\x00\x00\x1B\xD1\x00\x00\x00\x00\x00\x40\x00\x00\x61\x07\x70\x91\xDF\xE4\xA3\xC0\x60\x82\x91\x84\xD5\x23\x41\x7F\x7C\x12\x87\xD0\x2B\xDD\xDD\xA8\xB8\xF3\x73\xD3\x8E\x3D\xDD\xD1\xAC\xFA\xF2\x18\x05\xB7\x9D\xCE\xF7\x94\xA7\x14\xCC\xA9\x2E\xDA\xC7\xB2\x67\xBB\x84\x99\x7D\x7C\x64\x6D\x16\x70\xE2\x30\xDD\xDC\x92\x97\xF4\x5D\x04\xF8\x53\x2E\x7C\x60\x1D\x00\xAD\x33\xD7\x9F\x56\x07\x7D\x9C\xAF\x9B\x8E\xA7\xA7\x41\x15\xF3\x12\x58\x6A\x84\x58\x64\x1C\x1D\xEA\xE8\x53\xB4\x43\x60\xC8\x37\x78\x97\x92\xD3\x88\x7C\x2E\x4F\x67\x46\x5A\xB9\x23\x8D\x72\x61\xD1\x5A\x44\x42\x5A\xB3\xA5\x2B\x24\xD4\x14\xD5\x4E\x0E\xDB\x58\x0E\x41\x85\xC4\xDD\x8C\x47\xB2\xE2\x28\x90\x49\xE2\xD3\xA2\x38\x87\x7B\x9F\xEB\x4D\x7F\xD1\xED\x19\x64\x90\x39\x14\xCA\x77\xBC\x38\xA7\xFB\xE7\xB2\xF3\x36\xE1\xBF\xD4\xEE\xB7\x6C\x00\xB6\x1A\xB1\x1E\xA3\x24\x3A\x1D\x73\xAA\x65\xB2\xF0\x34\x40\x30\x6B\x88\xBB\x8F\xEF\xB7\x63\x8B\x11\x9A\x94\x2D\x7C\x0B\x81\xBA\x6D\xD0\x9A\x96\x9C\xE6\x4B\xF9\x1C\x45\x4A\xBB\x8F\xB8\x55\x52\x0E\x5E\x24\x38\x1B\x72\x8D\x2D\xA0\x87\x19\x34\xF5\x63\xDC\x35\xC5\xFD\x1E\xF5\xC4\xC3\xAB\x1F\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD1\x82\xAF\xCE\x00\x00\x00\x00\xED\xEB\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x48\x5B\x00\x05\x00\x00\x00\x00\x00\x00\x07\x2D\x00\x00\x00\x00\x00\x40\x00\x00\x61\x07\x70\x91\xEE\x2F\xF9\xCC\x60\x82\x91\x84\xAB\x32\xF2\xF3\x7C\x12\x87\xD0\x65\xBF\x4C\x89\xB8\xF3\x73\xD3\x74\x7C\x65\xC6\xAC\xFA\xF2\x18\xFB\x5B\x5C\x0C\xF7\x94\xA7\x14\x76\xC0\x14\x36\xC7\xB2\x67\xBB\x50\xD1\x9C\x81\x64\x6D\x16\x70\x54\x5E\x06\x54\x92\x97\xF4\x5D\x4C\xF2\xCE\x12\x7C\x60\x1D\x00\x88\xCE\xAB\x24\x56\x07\x7D\x9C\x48\xB5\x52\x84\xA7\x41\x15\xF3\x14\xC0\xBE\xE4\x58\x64\x1C\x1D\xE4\xFD\x92\xFC\x43\x60\xC8\x37\xCD\x87\x14\x63\x88\x7C\x2E\x4F\x9E\x0E\xDD\x11\x23\x8D\x72\x61\x33\x43\x66\x25\x5A\xB3\xA5\x2B\x87\xEC\xC8\xD8\x4E\x0E\xDB\x58\x08\x2B\x30\x98\xDD\x8C\x47\xB2\x73\xB1\x79\x34\xE2\xD3\xA2\x38\xD0\xDC\x19\x6C\x4D\x7F\xD1\xED\x9E\xDA\x64\x55\x14\xCA\x77\xBC\x1E\xCE\x06\xC1\xB2\xF3\x36\xE1\x13\x65\x8A\x72\x6C\x00\xB6\x1A\x7E\x89\x47\xFD\x3A\x1D\x73\xAA\x0F\x19\x4A\x1F\x40\x30\x6B\x88\x57\x69\x9F\x6B\x63\x8B\x11\x9A\x2C\xCC\xBC\xB6\x81\xBA\x6D\xD0\x79\xBA\x46\xE1\x4B\xF9\x1C\x45\xF7\x59\x52\x9D\x55\x52\x0E\x5E\x1C\xF5\xA3\xD3\x8D\x2D\xA0\x87\xDC\xDB\x2C\xD2\xDC\x35\xC5\xFD\xA8\x43\x18\x67\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x27\x3B\x00\x5D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x2D\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xEE\x2F\xF9\xCC\x00\x00\x00\x00\xAB\x32\xF2\xF3\x00\x00\x00\x00\x65\xBF\x4C\x89\x00\x00\x00\x00\x74\x7C\x65\xC6\x00\x00\x00\x00\xFB\x5B\x5C\x0C\x00\x00\x00\x00\x76\xC0\x14\x36\x00\x00\x00\x00\x50\xD1\x9C\x81\x00\x00\x00\x00\x54\x5E\x06\x54\x00\x00\x00\x00\x4C\xF2\xCE\x12\x00\x00\x00\x00\x88\xCE\xAB\x24\x00\x00\x00\x00\x48\xB5\x52\x84\x00\x00\x00\x00\x14\xC0\xBE\xE4\x00\x00\x00\x00\xE4\xFD\x92\xFC\x00\x00\x00\x00\xCD\x87\x14\x63\x00\x00\x00\x00\x9E\x0E\xDD\x11\x00\x00\x00\x00\x33\x43\x66\x25\x00\x00\x00\x00\x87\xEC\xC8\xD8\x00\x00\x00\x00\x08\x2B\x30\x98\x00\x00\x00\x00\x73\xB1\x79\x34\x00\x00\x00\x00\xD0\xDC\x19\x6C\x00\x00\x00\x00\x9E\xDA\x64\x55\x00\x00\x00\x00\x1E\xCE\x06\xC1\x00\x00\x00\x00\x13\x65\x8A\x72\x00\x00\x00\x00\x7E\x89\x47\xFD\x00\x00\x00\x00\x0F\x19\x4A\x1F\x00\x00\x00\x00\x57\x69\x9F\x6B\x00\x00\x00\x00\x2C\xCC\xBC\xB6\x00\x00\x00\x00\x79\xBA\x46\xE1\x00\x00\x00\x00\xF7\x59\x52\x9D\x00\x00\x00\x00\x1C\xF5\xA3\xD3\x00\x00\x00\x00\xDC\xDB\x2C\xD2\x00\x00\x00\x00\xA8\x43\x18\x67\xAB\x1F\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x0B)], 9335)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9335)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xA6A279C8)], 9335)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x6D1250E7)], 9335)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xDA1F3476)], 9335)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xDC494263)], 9335)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x14A9B3E8)], 9335)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x9C6C31E3)], 9335)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xE1A6B009)], 9335)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x36939A49)], 9335)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x23EB147B)], 9335)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x3ED93CB6)], 9335)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xE538B1AC)], 9335)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x35454E2D)], 9335)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xAF5936F6)], 9335)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x98F4BE03)], 9335)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x726B48E4)], 9335)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xB7D3A99A)], 9335)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x0F3C0B66)], 9335)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x835009E0)], 9335)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x881EA6FF)], 9335)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x0112AE1E)], 9335)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x27E66DD0)], 9335)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x22BF0D03)], 9335)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xF887F53E)], 9335)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x20F3F7EC)], 9335)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x062B5115)], 9335)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x30E182F5)], 9335)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x81315DA1)], 9335)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x300AFCB3)], 9335)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xACC27164)], 9335)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x03966006)], 9335)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x906C5DF7)], 9335)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x6C15D34C)], 9335)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE023),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000477),
                gc.DataTuple('slot_count', 0x00000F57),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x24633016),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xE0\x23\x00\x03\x00\x00\x00\x00\x00\x00\xA3\xDE\x00\x00\x00\x00\x00\x40\x00\x00\xE4\x1C\x31\x47\xCA\x7B\x56\xAF\x07\x7A\xDC\x73\x73\xAA\x5F\x5D\xD9\xEA\x92\x3D\x73\x66\x1A\xC9\x7E\xC4\xE5\xCF\x17\xE5\xF5\x28\x3A\xCA\xB7\xBD\xF5\xCD\x0A\x70\xDF\xED\xD3\x6B\x35\xE9\x83\xF3\xCD\xCE\x8E\xD8\x8C\x5B\x5D\x28\xF1\x37\x18\xD5\x16\x1D\xEE\xCD\xBD\xD6\xA9\x90\x6F\xDB\x8A\xF4\xAC\xA4\x87\xE2\xA2\x64\x5C\xA5\xEA\xA8\xC7\xB0\x4C\x4C\x5B\xDB\x0E\x37\xEF\x20\xED\x5D\x4A\x5A\xD9\xFA\x4E\x24\xD2\xE2\x33\x03\x9D\x4D\xB0\x4F\x7B\xB9\xD0\x64\x2E\xF4\x12\x1A\xA7\x68\xD4\x45\x78\x59\x12\xCD\x8A\x26\x16\x0A\x0F\x04\x22\x5B\xD5\x44\xDC\x64\x81\x25\x1F\x35\x0B\x0C\xB2\x3E\xED\x39\x04\x9B\x69\x43\x21\x07\xCA\x0F\xDB\xA0\xD9\x9B\xD8\x48\xC9\xA2\xBC\xB5\xA0\x3E\x35\x67\xEB\xE0\x8D\xC1\x9B\xF9\xCA\x9E\x56\x06\x32\x1B\xA7\xAE\xF4\x66\x69\xC0\x52\xE4\xD5\x28\xD6\xBB\xF2\xFD\xB2\x92\x03\x22\x88\xC2\x3C\xDE\xE1\xD0\x1A\xCC\x00\x6E\xBC\xED\x91\x8E\x2C\xD3\xC0\x94\x67\xB4\xCE\xE3\xB2\x5E\x36\x20\xB4\x72\x00\xA8\x68\x8F\xA1\x28\xA5\x8F\x92\xBD\xF2\xC7\x01\x4D\xEC\x45\xEA\x09\x2E\xA8\x5D\x7C\xBF\xB7\x51\x9E\x71\xBD\x31\x05\xC6\x3F\xBE\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xE0\x23\x00\x03\x00\x00\x00\x00\x00\x00\x07\x0B\x00\x00\x00\x00\x00\x40\x00\x00\xE4\x1C\x31\x47\xA6\xA2\x79\xC8\x07\x7A\xDC\x73\x6D\x12\x50\xE7\xD9\xEA\x92\x3D\xDA\x1F\x34\x76\x7E\xC4\xE5\xCF\xDC\x49\x42\x63\x3A\xCA\xB7\xBD\x14\xA9\xB3\xE8\xDF\xED\xD3\x6B\x9C\x6C\x31\xE3\xCD\xCE\x8E\xD8\xE1\xA6\xB0\x09\xF1\x37\x18\xD5\x36\x93\x9A\x49\xBD\xD6\xA9\x90\x23\xEB\x14\x7B\xAC\xA4\x87\xE2\x3E\xD9\x3C\xB6\xEA\xA8\xC7\xB0\xE5\x38\xB1\xAC\x0E\x37\xEF\x20\x35\x45\x4E\x2D\xD9\xFA\x4E\x24\xAF\x59\x36\xF6\x9D\x4D\xB0\x4F\x98\xF4\xBE\x03\x2E\xF4\x12\x1A\x72\x6B\x48\xE4\x78\x59\x12\xCD\xB7\xD3\xA9\x9A\x0F\x04\x22\x5B\x0F\x3C\x0B\x66\x81\x25\x1F\x35\x83\x50\x09\xE0\xED\x39\x04\x9B\x88\x1E\xA6\xFF\xCA\x0F\xDB\xA0\x01\x12\xAE\x1E\xC9\xA2\xBC\xB5\x27\xE6\x6D\xD0\xEB\xE0\x8D\xC1\x22\xBF\x0D\x03\x56\x06\x32\x1B\xF8\x87\xF5\x3E\x69\xC0\x52\xE4\x20\xF3\xF7\xEC\xF2\xFD\xB2\x92\x06\x2B\x51\x15\x3C\xDE\xE1\xD0\x30\xE1\x82\xF5\xBC\xED\x91\x8E\x81\x31\x5D\xA1\x67\xB4\xCE\xE3\x30\x0A\xFC\xB3\xB4\x72\x00\xA8\xAC\xC2\x71\x64\xA5\x8F\x92\xBD\x03\x96\x60\x06\xEC\x45\xEA\x09\x90\x6C\x5D\xF7\xBF\xB7\x51\x9E\x6C\x15\xD3\x4C\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x24\x77\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0B\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA6\xA2\x79\xC8\x00\x00\x00\x00\x6D\x12\x50\xE7\x00\x00\x00\x00\xDA\x1F\x34\x76\x00\x00\x00\x00\xDC\x49\x42\x63\x00\x00\x00\x00\x14\xA9\xB3\xE8\x00\x00\x00\x00\x9C\x6C\x31\xE3\x00\x00\x00\x00\xE1\xA6\xB0\x09\x00\x00\x00\x00\x36\x93\x9A\x49\x00\x00\x00\x00\x23\xEB\x14\x7B\x00\x00\x00\x00\x3E\xD9\x3C\xB6\x00\x00\x00\x00\xE5\x38\xB1\xAC\x00\x00\x00\x00\x35\x45\x4E\x2D\x00\x00\x00\x00\xAF\x59\x36\xF6\x00\x00\x00\x00\x98\xF4\xBE\x03\x00\x00\x00\x00\x72\x6B\x48\xE4\x00\x00\x00\x00\xB7\xD3\xA9\x9A\x00\x00\x00\x00\x0F\x3C\x0B\x66\x00\x00\x00\x00\x83\x50\x09\xE0\x00\x00\x00\x00\x88\x1E\xA6\xFF\x00\x00\x00\x00\x01\x12\xAE\x1E\x00\x00\x00\x00\x27\xE6\x6D\xD0\x00\x00\x00\x00\x22\xBF\x0D\x03\x00\x00\x00\x00\xF8\x87\xF5\x3E\x00\x00\x00\x00\x20\xF3\xF7\xEC\x00\x00\x00\x00\x06\x2B\x51\x15\x00\x00\x00\x00\x30\xE1\x82\xF5\x00\x00\x00\x00\x81\x31\x5D\xA1\x00\x00\x00\x00\x30\x0A\xFC\xB3\x00\x00\x00\x00\xAC\xC2\x71\x64\x00\x00\x00\x00\x03\x96\x60\x06\x00\x00\x00\x00\x90\x6C\x5D\xF7\x00\x00\x00\x00\x6C\x15\xD3\x4C\xC6\x3F\xBE\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xE9)], 8883)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 8883)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xE31F5371)], 8883)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x82E34AA0)], 8883)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x4A311F29)], 8883)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xF9AABEA2)], 8883)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x53C0F18A)], 8883)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x181B72D1)], 8883)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xADF2794F)], 8883)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x907FE062)], 8883)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x62494F1A)], 8883)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xF0592FF4)], 8883)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x4B2D17EF)], 8883)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x29070AF7)], 8883)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x4E449DD0)], 8883)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xAC689681)], 8883)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xE87D51D8)], 8883)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xD65BC8F8)], 8883)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xE2CA186F)], 8883)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xBE80FD38)], 8883)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x5AF8455C)], 8883)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x7FFB8621)], 8883)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x1556747A)], 8883)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x50ABC9A2)], 8883)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xB8636970)], 8883)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xF03E0AAC)], 8883)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x559F0453)], 8883)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x22B12D27)], 8883)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xC561ED13)], 8883)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x9D7D1D2B)], 8883)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x0B9171E2)], 8883)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x6B2219A9)], 8883)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x74DE4536)], 8883)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xE6A9770A)], 8883)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAB69),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002B3),
                gc.DataTuple('slot_count', 0x000009B5),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x955ABB95),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x138FC65E),
                gc.KeyTuple('src_port', 0x78DC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x01F5),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x13\x8F\xC6\x5E\x00\x00\x00\x00\x78\xDC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xAB\x69\x00\x13\x00\x00\x00\x00\x00\x00\x99\xB6\x00\x00\x00\x00\x00\x40\x00\x00\x2E\xCC\xF4\x63\xBB\x57\x6B\xD9\xE2\xC5\x29\x3F\x8B\x7F\x6A\x5F\x7E\xF5\x43\xDE\x70\x73\x05\xBF\x85\x5D\x38\x6C\x9E\xE7\x35\xDF\x0C\xF5\x39\x54\xB8\x84\xE8\xA0\x5B\x31\xCB\xD2\x01\x08\x6A\x60\x2A\x94\xD2\xA7\xE7\x19\x94\x9E\x10\xA9\xBA\xFD\x3C\x83\x05\xE0\xF5\x97\xB7\x3F\x0F\x45\xA5\xB3\x28\xD5\xB0\xB2\xC4\x21\xE7\xDA\xCD\x08\xB2\xF3\x7B\x99\xC0\x60\x05\x2E\x75\x7B\xE7\x69\x7B\x28\xD8\x1F\xBD\xBF\x4B\xA5\x57\xF2\x53\x78\x5B\x6A\xDC\x9A\x94\xC0\x54\x5D\x0C\x9F\xAA\x3C\xE5\x6F\x44\x56\x24\x97\x01\x42\xC6\xE3\x67\x76\x83\x95\x0C\xDC\x1A\x17\xC1\x6C\x0B\x91\xD3\x06\xC0\xA1\xA6\xCF\xFA\x8D\x22\x0D\x34\x95\x8B\x77\x11\x1F\xE8\xCE\x37\x58\x6A\xB4\xC0\xB8\x17\x06\x09\x20\x4B\x10\x1F\x51\x43\xE2\x9A\x9F\x80\x5C\x76\x67\x8B\x19\x14\x26\x9D\xE2\xA3\x4E\xB9\xA8\x4D\x59\xC2\x89\x25\xFF\xCA\xFA\x1C\xE2\x48\x3B\xA5\x14\xF2\xA8\xBF\x63\x7B\x97\x3F\x98\x78\xEE\x8A\x24\x4D\xA5\xEE\x01\x1D\x0D\x8A\x69\x90\xAC\xC7\x99\x46\xBB\xF4\x17\x99\xCD\x02\x51\x52\xD7\xB3\x70\x53\x20\x28\xFD\xE4\xF2\x13\x93\xD2\xC8\x86\x82\x9E\xB0\xAD\xB7\x54\x8C\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x13\x8F\xC6\x5E\x00\x00\x00\x00\x78\xDC\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xAB\x69\x00\x13\x00\x00\x00\x00\x00\x00\x05\xE9\x00\x00\x00\x00\x00\x40\x00\x00\x2E\xCC\xF4\x63\xE3\x1F\x53\x71\xE2\xC5\x29\x3F\x82\xE3\x4A\xA0\x7E\xF5\x43\xDE\x4A\x31\x1F\x29\x85\x5D\x38\x6C\xF9\xAA\xBE\xA2\x0C\xF5\x39\x54\x53\xC0\xF1\x8A\x5B\x31\xCB\xD2\x18\x1B\x72\xD1\x2A\x94\xD2\xA7\xAD\xF2\x79\x4F\x10\xA9\xBA\xFD\x90\x7F\xE0\x62\xF5\x97\xB7\x3F\x62\x49\x4F\x1A\x28\xD5\xB0\xB2\xF0\x59\x2F\xF4\xCD\x08\xB2\xF3\x4B\x2D\x17\xEF\x05\x2E\x75\x7B\x29\x07\x0A\xF7\xD8\x1F\xBD\xBF\x4E\x44\x9D\xD0\x53\x78\x5B\x6A\xAC\x68\x96\x81\x54\x5D\x0C\x9F\xE8\x7D\x51\xD8\x44\x56\x24\x97\xD6\x5B\xC8\xF8\x67\x76\x83\x95\xE2\xCA\x18\x6F\xC1\x6C\x0B\x91\xBE\x80\xFD\x38\xA6\xCF\xFA\x8D\x5A\xF8\x45\x5C\x8B\x77\x11\x1F\x7F\xFB\x86\x21\x6A\xB4\xC0\xB8\x15\x56\x74\x7A\x4B\x10\x1F\x51\x50\xAB\xC9\xA2\x80\x5C\x76\x67\xB8\x63\x69\x70\x9D\xE2\xA3\x4E\xF0\x3E\x0A\xAC\xC2\x89\x25\xFF\x55\x9F\x04\x53\x48\x3B\xA5\x14\x22\xB1\x2D\x27\x7B\x97\x3F\x98\xC5\x61\xED\x13\x4D\xA5\xEE\x01\x9D\x7D\x1D\x2B\x90\xAC\xC7\x99\x0B\x91\x71\xE2\x99\xCD\x02\x51\x6B\x22\x19\xA9\x53\x20\x28\xFD\x74\xDE\x45\x36\xD2\xC8\x86\x82\xE6\xA9\x77\x0A\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x22\xB3\x01\xF5\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE9\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xE3\x1F\x53\x71\x00\x00\x00\x00\x82\xE3\x4A\xA0\x00\x00\x00\x00\x4A\x31\x1F\x29\x00\x00\x00\x00\xF9\xAA\xBE\xA2\x00\x00\x00\x00\x53\xC0\xF1\x8A\x00\x00\x00\x00\x18\x1B\x72\xD1\x00\x00\x00\x00\xAD\xF2\x79\x4F\x00\x00\x00\x00\x90\x7F\xE0\x62\x00\x00\x00\x00\x62\x49\x4F\x1A\x00\x00\x00\x00\xF0\x59\x2F\xF4\x00\x00\x00\x00\x4B\x2D\x17\xEF\x00\x00\x00\x00\x29\x07\x0A\xF7\x00\x00\x00\x00\x4E\x44\x9D\xD0\x00\x00\x00\x00\xAC\x68\x96\x81\x00\x00\x00\x00\xE8\x7D\x51\xD8\x00\x00\x00\x00\xD6\x5B\xC8\xF8\x00\x00\x00\x00\xE2\xCA\x18\x6F\x00\x00\x00\x00\xBE\x80\xFD\x38\x00\x00\x00\x00\x5A\xF8\x45\x5C\x00\x00\x00\x00\x7F\xFB\x86\x21\x00\x00\x00\x00\x15\x56\x74\x7A\x00\x00\x00\x00\x50\xAB\xC9\xA2\x00\x00\x00\x00\xB8\x63\x69\x70\x00\x00\x00\x00\xF0\x3E\x0A\xAC\x00\x00\x00\x00\x55\x9F\x04\x53\x00\x00\x00\x00\x22\xB1\x2D\x27\x00\x00\x00\x00\xC5\x61\xED\x13\x00\x00\x00\x00\x9D\x7D\x1D\x2B\x00\x00\x00\x00\x0B\x91\x71\xE2\x00\x00\x00\x00\x6B\x22\x19\xA9\x00\x00\x00\x00\x74\xDE\x45\x36\x00\x00\x00\x00\xE6\xA9\x77\x0A\x54\x8C\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x89)], 9302)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9302)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x26277BCE)], 9302)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x55702FBE)], 9302)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x9B962B6C)], 9302)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xA5259D3A)], 9302)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xAF6EC76E)], 9302)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x8E1B703B)], 9302)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x351ACC59)], 9302)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x2C65FEA4)], 9302)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x65C668A3)], 9302)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x2D7C6748)], 9302)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x6FD021B1)], 9302)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x5DB1EDFE)], 9302)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x4707ABB1)], 9302)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x882EC8B3)], 9302)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xE0E02715)], 9302)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xAF6362DD)], 9302)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x67FA1F23)], 9302)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x339D10A8)], 9302)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x73421254)], 9302)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x34CEB368)], 9302)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x8E09E906)], 9302)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xD393A8D6)], 9302)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xCF33883B)], 9302)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xEC6B04BA)], 9302)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x9910ADA9)], 9302)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x9DEA0E96)], 9302)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x92C603AE)], 9302)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x36B8B737)], 9302)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x37C22BC6)], 9302)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x4F9F7EC6)], 9302)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xCAAE9654)], 9302)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xC3D4A3BA)], 9302)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB4E6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000456),
                gc.DataTuple('slot_count', 0x00000C4E),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x41F02544),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xAC2FAD7C),
                gc.KeyTuple('src_port', 0xFD8A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x02EE),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAC\x2F\xAD\x7C\x00\x00\x00\x00\xFD\x8A\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xB4\xE6\x00\x14\x00\x00\x00\x00\x00\x00\x41\x62\x00\x00\x00\x00\x00\x40\x00\x00\x0A\xEC\x2E\x00\x98\xCE\xF8\x0C\x21\xE4\xFA\x4B\x51\xF0\x68\x45\xE7\xA2\xC7\xDB\x94\xF9\x06\xF3\xBF\x7F\xE7\x41\x0B\x6F\x1F\x54\x4C\x1B\x06\xD2\x54\x4B\x6C\x81\x78\xB4\x59\x3C\x61\x19\x64\xBA\x1E\xB2\x29\xD3\xA9\x84\x27\xE3\xD3\x63\x8A\x2D\xF7\xCC\x7F\x97\xCA\x07\xEE\x37\xE4\xC7\x6E\x36\x1D\x64\x9B\xF6\xB3\xDD\xB4\x18\x0C\x66\xC2\xC8\x02\xDB\xAF\xEA\x4A\xB6\xF3\xDB\xAF\xC9\x00\xBD\x5E\x69\xC0\x78\x7E\xF1\x40\x90\x19\x84\xBE\x7D\xF0\xF8\x67\x23\x43\xEE\x1B\x0D\xC7\xB7\x47\x7A\x1C\x0B\x12\xA3\xCE\x4A\xA2\xED\x55\xCD\x54\x98\xCF\x84\xAA\x03\xEC\x40\xC2\x1A\xB1\x0C\xDC\x23\xF0\x50\x82\x47\x98\x4A\x50\x8C\xCA\xF0\xF1\xBB\x41\xEE\x63\x12\x25\xB8\x40\xD1\xA5\x6D\x30\xD7\xC4\x2A\x5D\x88\x47\xB5\xE9\x91\x67\xD1\xEB\x23\xAC\xF8\xB1\xB5\xDC\x49\x57\x77\x8B\x34\x25\x2C\x0B\xFF\xBE\x07\xCD\x87\xF8\x31\x60\xD3\x48\x4B\x11\xB0\x4F\xEA\x9B\x99\x4F\x52\x6E\x5B\x6D\x7F\xAB\x12\x85\x3A\xF3\x0B\x6A\x30\xD4\x85\x44\x63\xD1\xDB\xAE\x1F\xB1\x1B\x0B\x80\x4A\xF0\xAC\xED\x66\xB6\x42\x4C\x22\x53\xF3\x28\xD0\x12\x15\x80\x5F\xE7\x1D\xD6\xE5\x8E\x1A\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAC\x2F\xAD\x7C\x00\x00\x00\x00\xFD\x8A\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB4\xE6\x00\x14\x00\x00\x00\x00\x00\x00\x05\x89\x00\x00\x00\x00\x00\x40\x00\x00\x0A\xEC\x2E\x00\x26\x27\x7B\xCE\x21\xE4\xFA\x4B\x55\x70\x2F\xBE\xE7\xA2\xC7\xDB\x9B\x96\x2B\x6C\xBF\x7F\xE7\x41\xA5\x25\x9D\x3A\x4C\x1B\x06\xD2\xAF\x6E\xC7\x6E\x78\xB4\x59\x3C\x8E\x1B\x70\x3B\x1E\xB2\x29\xD3\x35\x1A\xCC\x59\xD3\x63\x8A\x2D\x2C\x65\xFE\xA4\xCA\x07\xEE\x37\x65\xC6\x68\xA3\x1D\x64\x9B\xF6\x2D\x7C\x67\x48\x0C\x66\xC2\xC8\x6F\xD0\x21\xB1\x4A\xB6\xF3\xDB\x5D\xB1\xED\xFE\x5E\x69\xC0\x78\x47\x07\xAB\xB1\x19\x84\xBE\x7D\x88\x2E\xC8\xB3\x43\xEE\x1B\x0D\xE0\xE0\x27\x15\x1C\x0B\x12\xA3\xAF\x63\x62\xDD\x55\xCD\x54\x98\x67\xFA\x1F\x23\xEC\x40\xC2\x1A\x33\x9D\x10\xA8\xF0\x50\x82\x47\x73\x42\x12\x54\xCA\xF0\xF1\xBB\x34\xCE\xB3\x68\x25\xB8\x40\xD1\x8E\x09\xE9\x06\xC4\x2A\x5D\x88\xD3\x93\xA8\xD6\x67\xD1\xEB\x23\xCF\x33\x88\x3B\xDC\x49\x57\x77\xEC\x6B\x04\xBA\x0B\xFF\xBE\x07\x99\x10\xAD\xA9\x60\xD3\x48\x4B\x9D\xEA\x0E\x96\x9B\x99\x4F\x52\x92\xC6\x03\xAE\xAB\x12\x85\x3A\x36\xB8\xB7\x37\xD4\x85\x44\x63\x37\xC2\x2B\xC6\xB1\x1B\x0B\x80\x4F\x9F\x7E\xC6\x66\xB6\x42\x4C\xCA\xAE\x96\x54\xD0\x12\x15\x80\xC3\xD4\xA3\xBA\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x24\x56\x02\xEE\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x89\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x26\x27\x7B\xCE\x00\x00\x00\x00\x55\x70\x2F\xBE\x00\x00\x00\x00\x9B\x96\x2B\x6C\x00\x00\x00\x00\xA5\x25\x9D\x3A\x00\x00\x00\x00\xAF\x6E\xC7\x6E\x00\x00\x00\x00\x8E\x1B\x70\x3B\x00\x00\x00\x00\x35\x1A\xCC\x59\x00\x00\x00\x00\x2C\x65\xFE\xA4\x00\x00\x00\x00\x65\xC6\x68\xA3\x00\x00\x00\x00\x2D\x7C\x67\x48\x00\x00\x00\x00\x6F\xD0\x21\xB1\x00\x00\x00\x00\x5D\xB1\xED\xFE\x00\x00\x00\x00\x47\x07\xAB\xB1\x00\x00\x00\x00\x88\x2E\xC8\xB3\x00\x00\x00\x00\xE0\xE0\x27\x15\x00\x00\x00\x00\xAF\x63\x62\xDD\x00\x00\x00\x00\x67\xFA\x1F\x23\x00\x00\x00\x00\x33\x9D\x10\xA8\x00\x00\x00\x00\x73\x42\x12\x54\x00\x00\x00\x00\x34\xCE\xB3\x68\x00\x00\x00\x00\x8E\x09\xE9\x06\x00\x00\x00\x00\xD3\x93\xA8\xD6\x00\x00\x00\x00\xCF\x33\x88\x3B\x00\x00\x00\x00\xEC\x6B\x04\xBA\x00\x00\x00\x00\x99\x10\xAD\xA9\x00\x00\x00\x00\x9D\xEA\x0E\x96\x00\x00\x00\x00\x92\xC6\x03\xAE\x00\x00\x00\x00\x36\xB8\xB7\x37\x00\x00\x00\x00\x37\xC2\x2B\xC6\x00\x00\x00\x00\x4F\x9F\x7E\xC6\x00\x00\x00\x00\xCA\xAE\x96\x54\x00\x00\x00\x00\xC3\xD4\xA3\xBA\xE5\x8E\x1A\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC7)], 9890)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9890)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x99171C68)], 9890)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x5B9B7A47)], 9890)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x140DF9F4)], 9890)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xD18F6E33)], 9890)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x7BC462CF)], 9890)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x9857E3CC)], 9890)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xED60E52C)], 9890)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x431604A6)], 9890)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x00BC8058)], 9890)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xF9A3D502)], 9890)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xB15C987A)], 9890)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x83EE1C00)], 9890)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xF683ADE6)], 9890)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x05FF0DFD)], 9890)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xA5FC3724)], 9890)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x26EC9344)], 9890)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xC08A723E)], 9890)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x4BA2CA03)], 9890)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x5FBAC488)], 9890)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x83427D83)], 9890)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x180837E6)], 9890)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x9EC957B9)], 9890)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x7C4BF348)], 9890)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x6DA327E8)], 9890)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xD1E25010)], 9890)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xD2C9FDCC)], 9890)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xA82A6CDD)], 9890)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x54DC61ED)], 9890)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x0C896401)], 9890)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x4DC3F5E0)], 9890)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x84B6E05D)], 9890)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xE1DA77FC)], 9890)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF4D6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006A2),
                gc.DataTuple('slot_count', 0x000011FE),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x51551F13),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xF4\xD6\x00\x04\x00\x00\x00\x00\x00\x00\xA3\xC4\x00\x00\x00\x00\x00\x40\x00\x00\xD5\x9A\xF4\xEF\xEB\x2D\xB2\x38\xC2\x77\x93\xCF\x0C\x8C\x43\x88\xEE\xCF\xAB\x7A\x30\xCD\xAB\x78\xBC\xED\x8F\x5E\x20\xBC\x5D\x5B\x36\x65\x4E\xEF\xE0\x85\x5F\xF8\x1A\x6F\xB7\xC5\xAF\xE7\x5F\xCB\x01\x78\x59\xF7\x73\x6E\x57\x71\xBF\x19\xB6\x0F\x1D\xE3\x27\x12\x90\xA6\xED\x71\x92\xC9\x3C\xD2\x75\xE4\xA2\x0C\x02\x30\x0B\x28\xC9\xEC\x74\xA2\x4B\x26\x4F\xDB\x82\xAC\xD7\x0F\xB4\x3A\x7B\x72\x36\x0B\x42\x43\x1C\x8C\xBB\x9F\xDA\x9E\xBC\x38\x1A\xE1\x34\x3E\x04\x48\x57\xFA\x59\xD4\x4C\x05\xF2\x34\x19\x2A\xCB\x74\xEA\x2F\x48\x63\x29\xB5\x60\x59\xF3\xCF\x36\x46\x29\xEA\x3D\x34\x27\xAF\x87\xC1\x94\xB1\xB3\xDA\x95\x85\x33\x41\xDC\x25\x5C\xC1\x98\x18\x88\x4B\x04\xFD\x3B\x78\x16\x82\xCB\x0B\x48\x64\x79\x80\x17\xC6\xC9\xDE\x71\x79\xA8\xB7\xA6\x7E\xB7\xA8\x2B\x0B\xF6\xC4\x4B\xEF\xDC\x05\x92\xE7\x74\x48\x65\xA4\xF4\xC1\xEF\xDA\x99\x9E\xA5\x3A\x72\xCE\xC2\x47\x82\x4C\x83\x3C\x91\x7D\x16\x3E\xC6\x62\xD0\xC0\xFA\xB1\x8A\x67\x30\x28\xAE\x88\x2B\xA1\x9A\x88\x72\xDB\xC0\x26\x03\x44\x1C\x4E\x19\x1E\xDA\x01\x09\xAC\x4A\x0E\xBE\x6B\x50\x2E\x24\xC3\x6D\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xF4\xD6\x00\x04\x00\x00\x00\x00\x00\x00\x07\xC7\x00\x00\x00\x00\x00\x40\x00\x00\xD5\x9A\xF4\xEF\x99\x17\x1C\x68\xC2\x77\x93\xCF\x5B\x9B\x7A\x47\xEE\xCF\xAB\x7A\x14\x0D\xF9\xF4\xBC\xED\x8F\x5E\xD1\x8F\x6E\x33\x36\x65\x4E\xEF\x7B\xC4\x62\xCF\x1A\x6F\xB7\xC5\x98\x57\xE3\xCC\x01\x78\x59\xF7\xED\x60\xE5\x2C\xBF\x19\xB6\x0F\x43\x16\x04\xA6\x90\xA6\xED\x71\x00\xBC\x80\x58\x75\xE4\xA2\x0C\xF9\xA3\xD5\x02\xC9\xEC\x74\xA2\xB1\x5C\x98\x7A\x82\xAC\xD7\x0F\x83\xEE\x1C\x00\x36\x0B\x42\x43\xF6\x83\xAD\xE6\xDA\x9E\xBC\x38\x05\xFF\x0D\xFD\x04\x48\x57\xFA\xA5\xFC\x37\x24\xF2\x34\x19\x2A\x26\xEC\x93\x44\x48\x63\x29\xB5\xC0\x8A\x72\x3E\x36\x46\x29\xEA\x4B\xA2\xCA\x03\x87\xC1\x94\xB1\x5F\xBA\xC4\x88\x33\x41\xDC\x25\x83\x42\x7D\x83\x88\x4B\x04\xFD\x18\x08\x37\xE6\xCB\x0B\x48\x64\x9E\xC9\x57\xB9\xC9\xDE\x71\x79\x7C\x4B\xF3\x48\xB7\xA8\x2B\x0B\x6D\xA3\x27\xE8\xDC\x05\x92\xE7\xD1\xE2\x50\x10\xF4\xC1\xEF\xDA\xD2\xC9\xFD\xCC\x72\xCE\xC2\x47\xA8\x2A\x6C\xDD\x91\x7D\x16\x3E\x54\xDC\x61\xED\xFA\xB1\x8A\x67\x0C\x89\x64\x01\x2B\xA1\x9A\x88\x4D\xC3\xF5\xE0\x03\x44\x1C\x4E\x84\xB6\xE0\x5D\x09\xAC\x4A\x0E\xE1\xDA\x77\xFC\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x26\xA2\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC7\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x99\x17\x1C\x68\x00\x00\x00\x00\x5B\x9B\x7A\x47\x00\x00\x00\x00\x14\x0D\xF9\xF4\x00\x00\x00\x00\xD1\x8F\x6E\x33\x00\x00\x00\x00\x7B\xC4\x62\xCF\x00\x00\x00\x00\x98\x57\xE3\xCC\x00\x00\x00\x00\xED\x60\xE5\x2C\x00\x00\x00\x00\x43\x16\x04\xA6\x00\x00\x00\x00\x00\xBC\x80\x58\x00\x00\x00\x00\xF9\xA3\xD5\x02\x00\x00\x00\x00\xB1\x5C\x98\x7A\x00\x00\x00\x00\x83\xEE\x1C\x00\x00\x00\x00\x00\xF6\x83\xAD\xE6\x00\x00\x00\x00\x05\xFF\x0D\xFD\x00\x00\x00\x00\xA5\xFC\x37\x24\x00\x00\x00\x00\x26\xEC\x93\x44\x00\x00\x00\x00\xC0\x8A\x72\x3E\x00\x00\x00\x00\x4B\xA2\xCA\x03\x00\x00\x00\x00\x5F\xBA\xC4\x88\x00\x00\x00\x00\x83\x42\x7D\x83\x00\x00\x00\x00\x18\x08\x37\xE6\x00\x00\x00\x00\x9E\xC9\x57\xB9\x00\x00\x00\x00\x7C\x4B\xF3\x48\x00\x00\x00\x00\x6D\xA3\x27\xE8\x00\x00\x00\x00\xD1\xE2\x50\x10\x00\x00\x00\x00\xD2\xC9\xFD\xCC\x00\x00\x00\x00\xA8\x2A\x6C\xDD\x00\x00\x00\x00\x54\xDC\x61\xED\x00\x00\x00\x00\x0C\x89\x64\x01\x00\x00\x00\x00\x4D\xC3\xF5\xE0\x00\x00\x00\x00\x84\xB6\xE0\x5D\x00\x00\x00\x00\xE1\xDA\x77\xFC\x24\xC3\x6D\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x7A)], 10779)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10779)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xC84D4549)], 10779)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xB4AD3172)], 10779)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x6BCF6FC8)], 10779)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x4F2BE6AF)], 10779)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xB5E64357)], 10779)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x89A9249D)], 10779)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x891ECAFB)], 10779)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x20A4AF10)], 10779)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xF9728F24)], 10779)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x194564A9)], 10779)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xD7F739A4)], 10779)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x8CAE6FB4)], 10779)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xF7CDC866)], 10779)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xE40787B2)], 10779)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x55621FC0)], 10779)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x9DC389EB)], 10779)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xE864AAD0)], 10779)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x561538EB)], 10779)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xE6459A2C)], 10779)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xE2B89471)], 10779)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x71E8739C)], 10779)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xAE9EC0DF)], 10779)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x8A91441F)], 10779)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xAB414B3A)], 10779)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x3C91E7D6)], 10779)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xEE1F6DD6)], 10779)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xF4048947)], 10779)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x5A18158F)], 10779)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x28E28747)], 10779)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x53AF8D2D)], 10779)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x6A044221)], 10779)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x0D62E52D)], 10779)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x38BA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A1B),
                gc.DataTuple('slot_count', 0x00000C72),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x22A777C9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xAE022114),
                gc.KeyTuple('src_port', 0x8D69),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x03D8),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAE\x02\x21\x14\x00\x00\x00\x00\x8D\x69\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x38\xBA\x3C\xC6\x00\x00\x00\x00\x00\x00\xFB\xAC\x00\x00\x00\x00\x00\x40\x00\x00\xC7\x99\x09\xBB\xE6\x4C\xD4\x39\x8E\xBE\x5F\x05\xE9\x89\x6D\xB4\xB3\xE6\xD0\xF9\x94\x2E\x95\x83\x61\xF8\x45\xFF\xE3\x6B\x90\xE6\xC8\xC9\xA1\x55\xE1\x38\x31\xC3\x53\xBA\xC1\x45\xA2\x6E\x06\x4C\xDF\x04\xA3\x68\x9B\xA4\xFB\x1E\x6F\x4D\x12\x7E\x5A\x60\x1D\x83\x6A\xCC\xC8\xD6\x7D\xDE\x17\x51\x4E\x79\xA6\x8B\x0D\x2B\x88\x3F\xD3\xCD\x82\xE5\xED\xE1\xD9\x15\x18\xB4\x73\x68\xFE\x43\x38\x05\xB7\x48\x8D\x6A\x31\x65\x65\xF5\x26\x7A\xFC\xF3\xC5\xAA\x85\xF9\x05\xA5\x61\x6F\xCC\x0B\xA1\x26\xEE\x6D\x82\x09\x8B\x07\x93\x70\x0D\xB2\x72\xC2\xF6\xE3\xA9\xAE\xD9\x4E\x00\x9C\x84\x78\xD4\x22\x59\x64\x4C\x0A\x5D\xC7\xA3\x0C\x44\x37\x84\xF0\xF9\x92\x9E\x53\x88\x52\x7C\x6E\xE2\x7B\x6B\xC1\x8A\xA8\x36\x5C\xFE\x51\xDC\x50\x4A\xEB\x3D\x60\xB4\x29\x09\x12\x75\xC3\x49\x4F\xAB\xBC\xA1\x17\x06\xF7\x3F\xAD\x35\xD7\xC3\xF2\x85\x60\xC0\x42\x19\xDD\x20\x30\x3A\xB0\xE9\xBB\xD3\xE9\x3F\x0E\x52\xBB\x4C\x1C\x9A\x92\xC5\x3D\x22\x42\x5B\xBA\xE4\xE3\x69\xB8\x94\x75\x65\x73\x69\x6B\x20\xC9\x96\xE2\xA8\x8E\x8C\xC7\x64\x30\x7A\x95\x5A\x7B\x97\xB8\xAD\x12\x27\x11\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAE\x02\x21\x14\x00\x00\x00\x00\x8D\x69\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x38\xBA\x3C\xC6\x00\x00\x00\x00\x00\x00\x07\x7A\x00\x00\x00\x00\x00\x40\x00\x00\xC7\x99\x09\xBB\xC8\x4D\x45\x49\x8E\xBE\x5F\x05\xB4\xAD\x31\x72\xB3\xE6\xD0\xF9\x6B\xCF\x6F\xC8\x61\xF8\x45\xFF\x4F\x2B\xE6\xAF\xC8\xC9\xA1\x55\xB5\xE6\x43\x57\x53\xBA\xC1\x45\x89\xA9\x24\x9D\xDF\x04\xA3\x68\x89\x1E\xCA\xFB\x6F\x4D\x12\x7E\x20\xA4\xAF\x10\x6A\xCC\xC8\xD6\xF9\x72\x8F\x24\x4E\x79\xA6\x8B\x19\x45\x64\xA9\xD3\xCD\x82\xE5\xD7\xF7\x39\xA4\x18\xB4\x73\x68\x8C\xAE\x6F\xB4\xB7\x48\x8D\x6A\xF7\xCD\xC8\x66\x26\x7A\xFC\xF3\xE4\x07\x87\xB2\x05\xA5\x61\x6F\x55\x62\x1F\xC0\xEE\x6D\x82\x09\x9D\xC3\x89\xEB\x0D\xB2\x72\xC2\xE8\x64\xAA\xD0\xD9\x4E\x00\x9C\x56\x15\x38\xEB\x59\x64\x4C\x0A\xE6\x45\x9A\x2C\x44\x37\x84\xF0\xE2\xB8\x94\x71\x88\x52\x7C\x6E\x71\xE8\x73\x9C\x8A\xA8\x36\x5C\xAE\x9E\xC0\xDF\x4A\xEB\x3D\x60\x8A\x91\x44\x1F\x75\xC3\x49\x4F\xAB\x41\x4B\x3A\x06\xF7\x3F\xAD\x3C\x91\xE7\xD6\x85\x60\xC0\x42\xEE\x1F\x6D\xD6\x3A\xB0\xE9\xBB\xF4\x04\x89\x47\x52\xBB\x4C\x1C\x5A\x18\x15\x8F\x22\x42\x5B\xBA\x28\xE2\x87\x47\x94\x75\x65\x73\x53\xAF\x8D\x2D\x96\xE2\xA8\x8E\x6A\x04\x42\x21\x7A\x95\x5A\x7B\x0D\x62\xE5\x2D\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2A\x1B\x03\xD8\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7A\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC8\x4D\x45\x49\x00\x00\x00\x00\xB4\xAD\x31\x72\x00\x00\x00\x00\x6B\xCF\x6F\xC8\x00\x00\x00\x00\x4F\x2B\xE6\xAF\x00\x00\x00\x00\xB5\xE6\x43\x57\x00\x00\x00\x00\x89\xA9\x24\x9D\x00\x00\x00\x00\x89\x1E\xCA\xFB\x00\x00\x00\x00\x20\xA4\xAF\x10\x00\x00\x00\x00\xF9\x72\x8F\x24\x00\x00\x00\x00\x19\x45\x64\xA9\x00\x00\x00\x00\xD7\xF7\x39\xA4\x00\x00\x00\x00\x8C\xAE\x6F\xB4\x00\x00\x00\x00\xF7\xCD\xC8\x66\x00\x00\x00\x00\xE4\x07\x87\xB2\x00\x00\x00\x00\x55\x62\x1F\xC0\x00\x00\x00\x00\x9D\xC3\x89\xEB\x00\x00\x00\x00\xE8\x64\xAA\xD0\x00\x00\x00\x00\x56\x15\x38\xEB\x00\x00\x00\x00\xE6\x45\x9A\x2C\x00\x00\x00\x00\xE2\xB8\x94\x71\x00\x00\x00\x00\x71\xE8\x73\x9C\x00\x00\x00\x00\xAE\x9E\xC0\xDF\x00\x00\x00\x00\x8A\x91\x44\x1F\x00\x00\x00\x00\xAB\x41\x4B\x3A\x00\x00\x00\x00\x3C\x91\xE7\xD6\x00\x00\x00\x00\xEE\x1F\x6D\xD6\x00\x00\x00\x00\xF4\x04\x89\x47\x00\x00\x00\x00\x5A\x18\x15\x8F\x00\x00\x00\x00\x28\xE2\x87\x47\x00\x00\x00\x00\x53\xAF\x8D\x2D\x00\x00\x00\x00\x6A\x04\x42\x21\x00\x00\x00\x00\x0D\x62\xE5\x2D\x27\x11\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x58)], 11064)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11064)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xA65D606B)], 11064)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x195896C3)], 11064)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xC207F4FD)], 11064)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x5644A4A9)], 11064)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x1FF8AAD8)], 11064)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x975C4276)], 11064)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xFDF538DA)], 11064)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x551E3E80)], 11064)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xA783EB49)], 11064)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x821407E0)], 11064)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x3D151586)], 11064)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xA973894D)], 11064)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x7E95C985)], 11064)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x824BC686)], 11064)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x4B046C21)], 11064)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x40CD21E8)], 11064)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xF1A1CF8C)], 11064)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xDF7905C3)], 11064)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x7C4B7EBF)], 11064)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x12806A0E)], 11064)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x107198BB)], 11064)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x0719E57A)], 11064)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x69D307C0)], 11064)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xACD1B1D8)], 11064)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xE60971C7)], 11064)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x891A7345)], 11064)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xB663946E)], 11064)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xF0DFACF3)], 11064)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xD3733CBF)], 11064)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x3E16F606)], 11064)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x965811D6)], 11064)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xD7260E5F)], 11064)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB608),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B38),
                gc.DataTuple('slot_count', 0x0000062B),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x64AB25C0),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xB6\x08\x00\x13\x00\x00\x00\x00\x00\x00\xC9\xA7\x00\x00\x00\x00\x00\x40\x00\x00\xA3\x54\x34\xD1\x40\x1C\xC6\xCD\x34\xF9\x96\xAD\x5D\x8C\xF6\x9E\xB7\x2C\xC7\x5E\x2A\x90\x54\xA4\x56\x35\xC7\x48\x49\x5B\x59\xB0\xFB\x86\x26\xE1\x40\x39\x1A\x3E\xDB\xAB\xD1\xE0\xBC\x40\xD6\xC2\xCA\x64\xD5\xA4\xA9\x08\xE7\x39\x85\x5F\xDA\x34\xA8\x0A\x36\xAF\x8F\x48\xB9\xDB\x91\xE3\x6D\x25\xCC\x2A\x42\x0C\xA8\xE1\x1C\x7D\x1C\xB4\xD9\xF2\x8B\x21\x92\x35\xFA\x4D\xB5\xD8\x23\xB1\x8B\x3B\xE0\x9F\xC8\x9F\x42\xEA\x1A\x18\x6F\x48\xD3\x4D\xE0\x6E\xD9\x72\x8F\x49\x29\x0E\x7B\x34\x0E\x7F\x08\x08\x8D\x12\x07\xA1\x4D\x96\xBB\x59\xC3\x69\x4A\xFF\xD0\x86\x23\x2C\x9E\x2F\x29\xE2\x2E\x03\xE1\x0A\x97\xA1\x1C\x99\x35\x6A\xA7\x04\x55\x9A\x09\xA6\x25\xE1\xD7\xFD\x90\x82\xDF\xC1\x56\x90\xB1\x7F\xC1\x28\xD6\x71\xE2\x02\x5E\x16\x04\x37\x51\xCF\x9F\x2C\xFF\x70\x00\xE1\xA6\x0E\xC7\x79\xF5\xB4\x66\xAB\x7A\xE6\x7A\x93\x6C\x7A\x80\x35\x3B\x00\xFB\x0A\x57\x1F\x2D\xF0\x9B\x99\x1C\x1B\x66\x04\x76\x29\x6A\x0A\xD0\x98\xCB\x01\x2F\xB9\xBC\x78\xB7\xA5\x59\xF5\x4D\x56\x82\xA6\x7D\x1E\xBF\x54\xBA\x6E\xC3\x80\xE4\xD7\x8B\xE8\xD3\x2D\x7B\x57\x16\xB0\x7D\x54\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xB6\x08\x00\x13\x00\x00\x00\x00\x00\x00\x05\x58\x00\x00\x00\x00\x00\x40\x00\x00\xA3\x54\x34\xD1\xA6\x5D\x60\x6B\x34\xF9\x96\xAD\x19\x58\x96\xC3\xB7\x2C\xC7\x5E\xC2\x07\xF4\xFD\x56\x35\xC7\x48\x56\x44\xA4\xA9\xFB\x86\x26\xE1\x1F\xF8\xAA\xD8\xDB\xAB\xD1\xE0\x97\x5C\x42\x76\xCA\x64\xD5\xA4\xFD\xF5\x38\xDA\x85\x5F\xDA\x34\x55\x1E\x3E\x80\x8F\x48\xB9\xDB\xA7\x83\xEB\x49\xCC\x2A\x42\x0C\x82\x14\x07\xE0\x1C\xB4\xD9\xF2\x3D\x15\x15\x86\xFA\x4D\xB5\xD8\xA9\x73\x89\x4D\xE0\x9F\xC8\x9F\x7E\x95\xC9\x85\x6F\x48\xD3\x4D\x82\x4B\xC6\x86\x8F\x49\x29\x0E\x4B\x04\x6C\x21\x08\x08\x8D\x12\x40\xCD\x21\xE8\xBB\x59\xC3\x69\xF1\xA1\xCF\x8C\x23\x2C\x9E\x2F\xDF\x79\x05\xC3\xE1\x0A\x97\xA1\x7C\x4B\x7E\xBF\xA7\x04\x55\x9A\x12\x80\x6A\x0E\xD7\xFD\x90\x82\x10\x71\x98\xBB\xB1\x7F\xC1\x28\x07\x19\xE5\x7A\x5E\x16\x04\x37\x69\xD3\x07\xC0\xFF\x70\x00\xE1\xAC\xD1\xB1\xD8\xF5\xB4\x66\xAB\xE6\x09\x71\xC7\x6C\x7A\x80\x35\x89\x1A\x73\x45\x57\x1F\x2D\xF0\xB6\x63\x94\x6E\x66\x04\x76\x29\xF0\xDF\xAC\xF3\xCB\x01\x2F\xB9\xD3\x73\x3C\xBF\x59\xF5\x4D\x56\x3E\x16\xF6\x06\xBF\x54\xBA\x6E\x96\x58\x11\xD6\x8B\xE8\xD3\x2D\xD7\x26\x0E\x5F\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2B\x38\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x58\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xA6\x5D\x60\x6B\x00\x00\x00\x00\x19\x58\x96\xC3\x00\x00\x00\x00\xC2\x07\xF4\xFD\x00\x00\x00\x00\x56\x44\xA4\xA9\x00\x00\x00\x00\x1F\xF8\xAA\xD8\x00\x00\x00\x00\x97\x5C\x42\x76\x00\x00\x00\x00\xFD\xF5\x38\xDA\x00\x00\x00\x00\x55\x1E\x3E\x80\x00\x00\x00\x00\xA7\x83\xEB\x49\x00\x00\x00\x00\x82\x14\x07\xE0\x00\x00\x00\x00\x3D\x15\x15\x86\x00\x00\x00\x00\xA9\x73\x89\x4D\x00\x00\x00\x00\x7E\x95\xC9\x85\x00\x00\x00\x00\x82\x4B\xC6\x86\x00\x00\x00\x00\x4B\x04\x6C\x21\x00\x00\x00\x00\x40\xCD\x21\xE8\x00\x00\x00\x00\xF1\xA1\xCF\x8C\x00\x00\x00\x00\xDF\x79\x05\xC3\x00\x00\x00\x00\x7C\x4B\x7E\xBF\x00\x00\x00\x00\x12\x80\x6A\x0E\x00\x00\x00\x00\x10\x71\x98\xBB\x00\x00\x00\x00\x07\x19\xE5\x7A\x00\x00\x00\x00\x69\xD3\x07\xC0\x00\x00\x00\x00\xAC\xD1\xB1\xD8\x00\x00\x00\x00\xE6\x09\x71\xC7\x00\x00\x00\x00\x89\x1A\x73\x45\x00\x00\x00\x00\xB6\x63\x94\x6E\x00\x00\x00\x00\xF0\xDF\xAC\xF3\x00\x00\x00\x00\xD3\x73\x3C\xBF\x00\x00\x00\x00\x3E\x16\xF6\x06\x00\x00\x00\x00\x96\x58\x11\xD6\x00\x00\x00\x00\xD7\x26\x0E\x5F\x7D\x54\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x5B)], 8999)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 8999)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xC0A3DD3D)], 8999)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x9A2DE221)], 8999)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x426270F6)], 8999)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x8435F403)], 8999)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x23223009)], 8999)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x634F0855)], 8999)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xB19C9743)], 8999)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xDA63E956)], 8999)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x8D5D4FDA)], 8999)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x7A2905A7)], 8999)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x52E3AEB3)], 8999)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x506E2761)], 8999)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xA0F04A99)], 8999)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x5FA58119)], 8999)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xBD7A3E3D)], 8999)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x0ED4B289)], 8999)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x0D09D638)], 8999)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xB51874B2)], 8999)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x5591CDA4)], 8999)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x46D1EC8B)], 8999)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x812660CE)], 8999)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x53837413)], 8999)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x095F30C0)], 8999)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x9D8511FB)], 8999)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xFD52BA8A)], 8999)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x8BE4531C)], 8999)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xED5CDCE6)], 8999)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xCC87289A)], 8999)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x6FA158F8)], 8999)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xD1689AF4)], 8999)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x8EE32386)], 8999)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x96626BCF)], 8999)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x07E8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000327),
                gc.DataTuple('slot_count', 0x00001272),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFE5C507A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xE45B1245),
                gc.KeyTuple('src_port', 0x7DB6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x01ED),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE4\x5B\x12\x45\x00\x00\x00\x00\x7D\xB6\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x07\xE8\x00\x02\x00\x00\x00\x00\x00\x00\xB3\x4E\x00\x00\x00\x00\x00\x40\x00\x00\xF9\x72\x20\x1F\x32\xDD\xCC\x51\x83\x05\x29\x59\x61\x18\xE2\x24\x97\x33\x7F\x30\x56\x6A\x01\xD7\x5A\x81\x77\xD8\x59\xCF\x17\x64\x7A\x28\x35\x46\xEB\xB6\xBB\x52\x60\x05\x79\xBB\x36\x8A\x46\xBE\xDE\xB1\xB8\x0A\x5F\x5E\xFF\x6C\x65\xCE\xCB\xA6\xC8\x18\xC4\x94\x20\x7D\x14\x87\x9E\x63\x39\x50\x94\xBB\xE5\xD1\xFD\xA1\x45\xCC\x18\xCB\x12\xC3\x24\x51\x9F\x40\x90\x08\xCA\xF3\x2C\xE3\xD7\x9E\x87\xE2\xDD\x55\x3F\x50\x8A\x42\xA2\x5A\x3E\xC2\x72\xF6\xEA\x39\xE5\x60\x06\x01\xDD\xF0\xC4\x61\xDD\x2F\x3E\x9A\x44\x56\x3E\x3B\x25\xE2\x07\x2F\xD3\x7C\x2E\xB5\x24\x7E\x56\x29\xBF\x0F\x7B\x0E\x9F\x2A\x10\xCE\x2B\x8D\xF6\x9C\xF6\xA8\xF3\xB9\xDD\x1B\xE0\x02\x82\xC3\x21\x26\xDA\x24\xB1\x11\x32\x6F\x15\x2E\xDB\xD5\xA8\x32\xF6\x27\x2F\xFD\xB0\xD9\x3F\x0C\xCD\x3A\x4C\xDD\x61\x23\xB1\x5C\xCC\x87\xF6\x5A\x66\xCA\xF4\x49\x94\x0B\x23\x80\xE9\x9E\x4F\xAD\xC8\xA6\x28\x83\x6C\xE4\xC9\x51\xA8\xEE\x52\x7D\x72\x95\x67\xE5\xBD\x7B\xF0\x6E\x27\x5C\x0C\x41\x5D\xF3\x55\xF4\xD7\x1A\xAB\x6D\x25\xC8\x46\xD0\xFF\x34\x54\xFD\x01\x9B\x06\x5A\x17\x30\xAA\x7E\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE4\x5B\x12\x45\x00\x00\x00\x00\x7D\xB6\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x07\xE8\x00\x02\x00\x00\x00\x00\x00\x00\x07\x5B\x00\x00\x00\x00\x00\x40\x00\x00\xF9\x72\x20\x1F\xC0\xA3\xDD\x3D\x83\x05\x29\x59\x9A\x2D\xE2\x21\x97\x33\x7F\x30\x42\x62\x70\xF6\x5A\x81\x77\xD8\x84\x35\xF4\x03\x7A\x28\x35\x46\x23\x22\x30\x09\x60\x05\x79\xBB\x63\x4F\x08\x55\xDE\xB1\xB8\x0A\xB1\x9C\x97\x43\x65\xCE\xCB\xA6\xDA\x63\xE9\x56\x20\x7D\x14\x87\x8D\x5D\x4F\xDA\x94\xBB\xE5\xD1\x7A\x29\x05\xA7\x18\xCB\x12\xC3\x52\xE3\xAE\xB3\x90\x08\xCA\xF3\x50\x6E\x27\x61\x87\xE2\xDD\x55\xA0\xF0\x4A\x99\xA2\x5A\x3E\xC2\x5F\xA5\x81\x19\xE5\x60\x06\x01\xBD\x7A\x3E\x3D\xDD\x2F\x3E\x9A\x0E\xD4\xB2\x89\x25\xE2\x07\x2F\x0D\x09\xD6\x38\x24\x7E\x56\x29\xB5\x18\x74\xB2\x9F\x2A\x10\xCE\x55\x91\xCD\xA4\xF6\xA8\xF3\xB9\x46\xD1\xEC\x8B\x82\xC3\x21\x26\x81\x26\x60\xCE\x32\x6F\x15\x2E\x53\x83\x74\x13\xF6\x27\x2F\xFD\x09\x5F\x30\xC0\xCD\x3A\x4C\xDD\x9D\x85\x11\xFB\xCC\x87\xF6\x5A\xFD\x52\xBA\x8A\x94\x0B\x23\x80\x8B\xE4\x53\x1C\xC8\xA6\x28\x83\xED\x5C\xDC\xE6\xA8\xEE\x52\x7D\xCC\x87\x28\x9A\xBD\x7B\xF0\x6E\x6F\xA1\x58\xF8\x5D\xF3\x55\xF4\xD1\x68\x9A\xF4\x25\xC8\x46\xD0\x8E\xE3\x23\x86\x01\x9B\x06\x5A\x96\x62\x6B\xCF\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x23\x27\x01\xED\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5B\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC0\xA3\xDD\x3D\x00\x00\x00\x00\x9A\x2D\xE2\x21\x00\x00\x00\x00\x42\x62\x70\xF6\x00\x00\x00\x00\x84\x35\xF4\x03\x00\x00\x00\x00\x23\x22\x30\x09\x00\x00\x00\x00\x63\x4F\x08\x55\x00\x00\x00\x00\xB1\x9C\x97\x43\x00\x00\x00\x00\xDA\x63\xE9\x56\x00\x00\x00\x00\x8D\x5D\x4F\xDA\x00\x00\x00\x00\x7A\x29\x05\xA7\x00\x00\x00\x00\x52\xE3\xAE\xB3\x00\x00\x00\x00\x50\x6E\x27\x61\x00\x00\x00\x00\xA0\xF0\x4A\x99\x00\x00\x00\x00\x5F\xA5\x81\x19\x00\x00\x00\x00\xBD\x7A\x3E\x3D\x00\x00\x00\x00\x0E\xD4\xB2\x89\x00\x00\x00\x00\x0D\x09\xD6\x38\x00\x00\x00\x00\xB5\x18\x74\xB2\x00\x00\x00\x00\x55\x91\xCD\xA4\x00\x00\x00\x00\x46\xD1\xEC\x8B\x00\x00\x00\x00\x81\x26\x60\xCE\x00\x00\x00\x00\x53\x83\x74\x13\x00\x00\x00\x00\x09\x5F\x30\xC0\x00\x00\x00\x00\x9D\x85\x11\xFB\x00\x00\x00\x00\xFD\x52\xBA\x8A\x00\x00\x00\x00\x8B\xE4\x53\x1C\x00\x00\x00\x00\xED\x5C\xDC\xE6\x00\x00\x00\x00\xCC\x87\x28\x9A\x00\x00\x00\x00\x6F\xA1\x58\xF8\x00\x00\x00\x00\xD1\x68\x9A\xF4\x00\x00\x00\x00\x8E\xE3\x23\x86\x00\x00\x00\x00\x96\x62\x6B\xCF\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x55)], 11663)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11663)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xDEA50518)], 11663)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xFCEC6246)], 11663)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x129C1520)], 11663)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x33637438)], 11663)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x86221562)], 11663)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xB0B7DC1C)], 11663)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xBDA28B5D)], 11663)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xAF742C97)], 11663)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x70E03E5A)], 11663)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x158EFD8B)], 11663)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x6E1F842D)], 11663)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x21D1DC97)], 11663)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x715BA3D9)], 11663)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x70535D54)], 11663)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x2C953081)], 11663)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x6F9147F0)], 11663)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x42520964)], 11663)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xD4F759A1)], 11663)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xC7308EB1)], 11663)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x897C2BE3)], 11663)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xB605EAB0)], 11663)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x2E4331E5)], 11663)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xD8E63A64)], 11663)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x44F9AB9A)], 11663)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x4BBD9A12)], 11663)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x5E031DB9)], 11663)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x1E726F24)], 11663)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xE10EC387)], 11663)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x999F263C)], 11663)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x0236D995)], 11663)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x42D73A83)], 11663)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xAF405306)], 11663)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0B86),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D8F),
                gc.DataTuple('slot_count', 0x0000092A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6EEC8C9C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x84C12323),
                gc.KeyTuple('src_port', 0x2521),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x00F3),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\xC1\x23\x23\x00\x00\x00\x00\x25\x21\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x0B\x86\x00\x08\x00\x00\x00\x00\x00\x00\xF1\xA7\x00\x00\x00\x00\x00\x40\x00\x00\x8A\xDF\xD1\x2A\x78\x7F\x24\x7F\x2F\x86\x49\x3F\x96\x85\x4B\xA8\xA1\xB9\x94\x92\x01\xE6\x73\xDC\xC8\xA3\x18\xDD\x5B\x36\xB8\x01\x9C\xAA\x6C\x36\x68\xA4\x6D\x9F\xA5\x8C\x64\xAB\xB1\xE2\x44\x9E\xC3\x51\x5E\x05\xFF\xCC\xD5\x29\x08\xE6\x38\x2B\x2B\x9A\xDD\xD5\x1B\xCC\x31\x58\x5A\x7D\x66\x91\xEF\x9B\x05\x57\x55\x3E\xDC\x21\x3F\x7D\x7C\x85\xBD\xD6\xA6\x7A\x92\x25\xD5\x54\xBC\x33\xF9\xC5\x13\x85\xF7\xC8\x2D\x07\x74\x07\x8F\x54\xAB\xFF\xAF\xCB\x27\xB8\xC6\xE9\xC7\x0A\xDE\x70\x79\x42\x50\xD2\x9C\x3C\x7C\xCC\x24\x07\xB4\xCA\x8F\x10\x5A\x9E\x13\xB6\x08\x24\x8B\x8F\xE3\x36\xCB\xB4\xFA\x43\xD1\x60\xAE\x99\xA1\x43\xAC\x1F\xA6\xD3\xCD\xE4\x58\x5F\x6F\xDB\x60\x22\x22\x2C\x21\xC2\xF2\xF0\x86\xD6\x85\xC6\xD0\x91\xE7\xC6\x85\x36\x68\x0B\x44\x5E\x0F\xD4\x46\xB7\x22\x90\x32\x1D\xA8\xEE\x69\xD1\x9D\xB0\x96\xFA\x24\x24\xCD\x94\x3C\x2A\x99\x78\xCD\x34\x08\xD9\x5D\xD0\x52\xCE\x4C\x43\x8B\x11\x79\xFB\xB3\x79\xB3\x0B\xD2\xE7\x30\x18\x74\x8F\xA6\xFC\xBB\x93\xBC\x37\x13\xD5\x0A\xD2\x2D\xC3\x32\x8C\x67\xED\xEC\x37\x6A\x68\xDE\x66\x9D\x15\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\xC1\x23\x23\x00\x00\x00\x00\x25\x21\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x0B\x86\x00\x08\x00\x00\x00\x00\x00\x00\x07\x55\x00\x00\x00\x00\x00\x40\x00\x00\x8A\xDF\xD1\x2A\xDE\xA5\x05\x18\x2F\x86\x49\x3F\xFC\xEC\x62\x46\xA1\xB9\x94\x92\x12\x9C\x15\x20\xC8\xA3\x18\xDD\x33\x63\x74\x38\x9C\xAA\x6C\x36\x86\x22\x15\x62\xA5\x8C\x64\xAB\xB0\xB7\xDC\x1C\xC3\x51\x5E\x05\xBD\xA2\x8B\x5D\x08\xE6\x38\x2B\xAF\x74\x2C\x97\x1B\xCC\x31\x58\x70\xE0\x3E\x5A\xEF\x9B\x05\x57\x15\x8E\xFD\x8B\x3F\x7D\x7C\x85\x6E\x1F\x84\x2D\x92\x25\xD5\x54\x21\xD1\xDC\x97\x13\x85\xF7\xC8\x71\x5B\xA3\xD9\x8F\x54\xAB\xFF\x70\x53\x5D\x54\xC6\xE9\xC7\x0A\x2C\x95\x30\x81\x50\xD2\x9C\x3C\x6F\x91\x47\xF0\xB4\xCA\x8F\x10\x42\x52\x09\x64\x08\x24\x8B\x8F\xD4\xF7\x59\xA1\xFA\x43\xD1\x60\xC7\x30\x8E\xB1\xAC\x1F\xA6\xD3\x89\x7C\x2B\xE3\x6F\xDB\x60\x22\xB6\x05\xEA\xB0\xF2\xF0\x86\xD6\x2E\x43\x31\xE5\xE7\xC6\x85\x36\xD8\xE6\x3A\x64\x0F\xD4\x46\xB7\x44\xF9\xAB\x9A\xA8\xEE\x69\xD1\x4B\xBD\x9A\x12\x24\x24\xCD\x94\x5E\x03\x1D\xB9\xCD\x34\x08\xD9\x1E\x72\x6F\x24\x4C\x43\x8B\x11\xE1\x0E\xC3\x87\xB3\x0B\xD2\xE7\x99\x9F\x26\x3C\xA6\xFC\xBB\x93\x02\x36\xD9\x95\x0A\xD2\x2D\xC3\x42\xD7\x3A\x83\xEC\x37\x6A\x68\xAF\x40\x53\x06\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2D\x8F\x00\xF3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x55\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xDE\xA5\x05\x18\x00\x00\x00\x00\xFC\xEC\x62\x46\x00\x00\x00\x00\x12\x9C\x15\x20\x00\x00\x00\x00\x33\x63\x74\x38\x00\x00\x00\x00\x86\x22\x15\x62\x00\x00\x00\x00\xB0\xB7\xDC\x1C\x00\x00\x00\x00\xBD\xA2\x8B\x5D\x00\x00\x00\x00\xAF\x74\x2C\x97\x00\x00\x00\x00\x70\xE0\x3E\x5A\x00\x00\x00\x00\x15\x8E\xFD\x8B\x00\x00\x00\x00\x6E\x1F\x84\x2D\x00\x00\x00\x00\x21\xD1\xDC\x97\x00\x00\x00\x00\x71\x5B\xA3\xD9\x00\x00\x00\x00\x70\x53\x5D\x54\x00\x00\x00\x00\x2C\x95\x30\x81\x00\x00\x00\x00\x6F\x91\x47\xF0\x00\x00\x00\x00\x42\x52\x09\x64\x00\x00\x00\x00\xD4\xF7\x59\xA1\x00\x00\x00\x00\xC7\x30\x8E\xB1\x00\x00\x00\x00\x89\x7C\x2B\xE3\x00\x00\x00\x00\xB6\x05\xEA\xB0\x00\x00\x00\x00\x2E\x43\x31\xE5\x00\x00\x00\x00\xD8\xE6\x3A\x64\x00\x00\x00\x00\x44\xF9\xAB\x9A\x00\x00\x00\x00\x4B\xBD\x9A\x12\x00\x00\x00\x00\x5E\x03\x1D\xB9\x00\x00\x00\x00\x1E\x72\x6F\x24\x00\x00\x00\x00\xE1\x0E\xC3\x87\x00\x00\x00\x00\x99\x9F\x26\x3C\x00\x00\x00\x00\x02\x36\xD9\x95\x00\x00\x00\x00\x42\xD7\x3A\x83\x00\x00\x00\x00\xAF\x40\x53\x06\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x9E)], 11779)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11779)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x779E5B0E)], 11779)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xDDA5E92A)], 11779)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x537F172C)], 11779)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xF432CAB4)], 11779)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x7BAD0473)], 11779)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x80C56017)], 11779)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x602B8C30)], 11779)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xD65BB43C)], 11779)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xDD4C3162)], 11779)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xC8684C60)], 11779)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xD48100FE)], 11779)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xF0207036)], 11779)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xBED582A1)], 11779)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xF0A325E7)], 11779)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xE3A0B2B0)], 11779)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x40E48AAC)], 11779)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x3ACBD480)], 11779)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x010072A3)], 11779)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x58BE7C91)], 11779)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xB8EDCC93)], 11779)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x1E1E3E1A)], 11779)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x57ADD868)], 11779)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xD1C72F50)], 11779)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xC2C023BF)], 11779)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x1F6B8DD1)], 11779)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x1A49B1BC)], 11779)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xEF473602)], 11779)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x629087F8)], 11779)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x9E4FD96E)], 11779)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x3044CECD)], 11779)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xA5B24AD3)], 11779)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x40F3962F)], 11779)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0682),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E03),
                gc.DataTuple('slot_count', 0x00000DFA),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE7C5287B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x9711CC36),
                gc.KeyTuple('src_port', 0x68E5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x003D),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x97\x11\xCC\x36\x00\x00\x00\x00\x68\xE5\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x06\x82\x00\x06\x00\x00\x00\x00\x00\x00\x01\xF4\x00\x00\x00\x00\x00\x40\x00\x00\x18\x65\xD4\x06\xFD\xF9\xA3\x39\x34\x18\x24\xBD\x43\xEC\xD5\x72\x61\xE1\x95\xEA\xCC\xDF\x6C\xA8\x59\x32\x0B\xDD\xCE\xB9\x87\xBB\x0B\x2F\xEC\xD6\x64\x9D\x66\x05\xF9\x9D\xF7\x86\xC3\x1F\x71\x14\xE5\xA2\x9A\xCA\x23\xF9\xD5\x3C\xC0\x52\x51\x70\x83\xB7\xE0\x1E\xD9\x01\xE2\xB9\x96\x58\xD6\xCC\xEA\xBE\x63\x1F\x94\x55\x7F\x3F\x82\x98\x8E\x92\x5E\xCC\x72\x5E\x12\x8A\x6D\x36\xA3\x63\x12\xAC\x42\xB7\x4C\x8B\x60\x08\x94\x5C\x4D\xEF\xCC\x0B\x9E\x0C\x43\x83\x59\x02\x29\x6B\xCC\xAB\xB4\xDD\x1D\x1E\x70\x81\xBC\x3A\x2B\x4C\x40\x26\x22\x15\xAE\xDB\x04\x84\x9F\x86\xA3\xA6\xFA\x50\xEE\x0F\x83\x4A\x73\x93\xF5\x39\x7A\x9A\xDE\xD7\x6F\x18\x08\x78\xD5\x56\xD2\xF2\xF5\xFF\x89\x52\xDA\x37\xA0\x76\x85\x0A\xB4\x3F\x83\x8E\x2B\x51\x24\xE5\x53\x33\xD3\x75\xD6\xF9\xC1\x08\xE5\x06\x25\x55\x2D\xB5\x92\x64\xF1\x6F\x82\xCB\x15\x2A\xA4\x2F\xBC\x61\xF4\x03\x80\xE8\xB6\xAD\x06\xDB\x0E\x9B\x63\xE3\x4D\xDC\x98\xF3\xDC\x43\x21\x24\x16\xA1\x30\x9B\xB5\xB4\x40\x4B\x06\xFB\x65\x36\xA5\xEE\x2D\x18\x34\xFA\xC9\x84\xB2\xEB\x06\xE5\x00\x51\xD0\x1A\x2C\x46\x0A\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x97\x11\xCC\x36\x00\x00\x00\x00\x68\xE5\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x06\x82\x00\x06\x00\x00\x00\x00\x00\x00\x07\x9E\x00\x00\x00\x00\x00\x40\x00\x00\x18\x65\xD4\x06\x77\x9E\x5B\x0E\x34\x18\x24\xBD\xDD\xA5\xE9\x2A\x61\xE1\x95\xEA\x53\x7F\x17\x2C\x59\x32\x0B\xDD\xF4\x32\xCA\xB4\x0B\x2F\xEC\xD6\x7B\xAD\x04\x73\xF9\x9D\xF7\x86\x80\xC5\x60\x17\xE5\xA2\x9A\xCA\x60\x2B\x8C\x30\xC0\x52\x51\x70\xD6\x5B\xB4\x3C\xD9\x01\xE2\xB9\xDD\x4C\x31\x62\xEA\xBE\x63\x1F\xC8\x68\x4C\x60\x82\x98\x8E\x92\xD4\x81\x00\xFE\x12\x8A\x6D\x36\xF0\x20\x70\x36\x42\xB7\x4C\x8B\xBE\xD5\x82\xA1\x4D\xEF\xCC\x0B\xF0\xA3\x25\xE7\x59\x02\x29\x6B\xE3\xA0\xB2\xB0\x1D\x1E\x70\x81\x40\xE4\x8A\xAC\x40\x26\x22\x15\x3A\xCB\xD4\x80\x9F\x86\xA3\xA6\x01\x00\x72\xA3\x83\x4A\x73\x93\x58\xBE\x7C\x91\xDE\xD7\x6F\x18\xB8\xED\xCC\x93\xD2\xF2\xF5\xFF\x1E\x1E\x3E\x1A\xA0\x76\x85\x0A\x57\xAD\xD8\x68\x2B\x51\x24\xE5\xD1\xC7\x2F\x50\xD6\xF9\xC1\x08\xC2\xC0\x23\xBF\x2D\xB5\x92\x64\x1F\x6B\x8D\xD1\x15\x2A\xA4\x2F\x1A\x49\xB1\xBC\x80\xE8\xB6\xAD\xEF\x47\x36\x02\x63\xE3\x4D\xDC\x62\x90\x87\xF8\x21\x24\x16\xA1\x9E\x4F\xD9\x6E\x40\x4B\x06\xFB\x30\x44\xCE\xCD\x2D\x18\x34\xFA\xA5\xB2\x4A\xD3\x06\xE5\x00\x51\x40\xF3\x96\x2F\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2E\x03\x00\x3D\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x9E\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x77\x9E\x5B\x0E\x00\x00\x00\x00\xDD\xA5\xE9\x2A\x00\x00\x00\x00\x53\x7F\x17\x2C\x00\x00\x00\x00\xF4\x32\xCA\xB4\x00\x00\x00\x00\x7B\xAD\x04\x73\x00\x00\x00\x00\x80\xC5\x60\x17\x00\x00\x00\x00\x60\x2B\x8C\x30\x00\x00\x00\x00\xD6\x5B\xB4\x3C\x00\x00\x00\x00\xDD\x4C\x31\x62\x00\x00\x00\x00\xC8\x68\x4C\x60\x00\x00\x00\x00\xD4\x81\x00\xFE\x00\x00\x00\x00\xF0\x20\x70\x36\x00\x00\x00\x00\xBE\xD5\x82\xA1\x00\x00\x00\x00\xF0\xA3\x25\xE7\x00\x00\x00\x00\xE3\xA0\xB2\xB0\x00\x00\x00\x00\x40\xE4\x8A\xAC\x00\x00\x00\x00\x3A\xCB\xD4\x80\x00\x00\x00\x00\x01\x00\x72\xA3\x00\x00\x00\x00\x58\xBE\x7C\x91\x00\x00\x00\x00\xB8\xED\xCC\x93\x00\x00\x00\x00\x1E\x1E\x3E\x1A\x00\x00\x00\x00\x57\xAD\xD8\x68\x00\x00\x00\x00\xD1\xC7\x2F\x50\x00\x00\x00\x00\xC2\xC0\x23\xBF\x00\x00\x00\x00\x1F\x6B\x8D\xD1\x00\x00\x00\x00\x1A\x49\xB1\xBC\x00\x00\x00\x00\xEF\x47\x36\x02\x00\x00\x00\x00\x62\x90\x87\xF8\x00\x00\x00\x00\x9E\x4F\xD9\x6E\x00\x00\x00\x00\x30\x44\xCE\xCD\x00\x00\x00\x00\xA5\xB2\x4A\xD3\x00\x00\x00\x00\x40\xF3\x96\x2F\x0A\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xA3)], 199)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 199)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xEC7C274C)], 199)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x8E949DAE)], 199)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x5F0EE203)], 199)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x6D5C5187)], 199)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x574DF55C)], 199)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xFBDEF19F)], 199)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x1245F3E2)], 199)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x019C7982)], 199)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x813EF0EE)], 199)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x7A8B0267)], 199)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x46DC66EB)], 199)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xD1884BB2)], 199)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xFD5FD8FF)], 199)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x8C9989BB)], 199)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xBDBBA99D)], 199)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xFF14FB13)], 199)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xA252A85F)], 199)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x556A775D)], 199)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x8EE03043)], 199)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xDBE63C8B)], 199)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x525B1923)], 199)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x8C866ECA)], 199)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xB8465FA2)], 199)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x2188C0BB)], 199)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x6EF49E36)], 199)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xD7076FCB)], 199)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xB3D6ACE1)], 199)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xC0D2035E)], 199)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xCB731CCB)], 199)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x4EE31E6D)], 199)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xF22C4CE4)], 199)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xDAD27A22)], 199)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBDAB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000C7),
                gc.DataTuple('slot_count', 0x000001D3),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8A819D56),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xB80FD0CD),
                gc.KeyTuple('src_port', 0xDE8E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x01AB),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB8\x0F\xD0\xCD\x00\x00\x00\x00\xDE\x8E\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xBD\xAB\x00\x18\x00\x00\x00\x00\x00\x00\x1A\xF8\x00\x00\x00\x00\x00\x40\x00\x00\x92\x23\x76\xCE\x0C\xC3\x0D\xD1\x49\xF7\xED\xEE\xD0\x77\x4E\x53\x66\xF2\xC8\x7C\x73\xA9\x62\x1B\xCB\x7D\xD8\xDA\xCF\x1A\x6C\x6F\x6A\xA6\xAC\xF8\x6D\xB9\x17\xBD\x81\xCA\xF6\xB0\xF3\xEB\x3A\x90\x6C\xFA\xAE\xDD\x52\xE4\xBD\x59\x96\xBD\x23\xF9\x85\xBB\x7E\x33\x2E\xC3\xCB\xE5\xBD\x3F\x3B\x32\xDA\x3C\x01\xEA\xD0\x59\x59\x86\x56\x30\x98\x9B\xD2\x35\x79\x44\x47\x93\x00\x49\x5A\x63\x53\x8F\x04\x16\x6B\x23\x98\xDA\x18\xBB\x01\xB4\xC0\x2A\xA9\xF3\xDC\x68\x1A\xB7\xAF\x19\x9A\x43\x1E\x61\x50\x95\xC0\x0A\x6A\x94\x1E\xF0\xC0\xB8\x13\x8A\x35\x7F\x96\xBE\xE4\x12\xEC\xAD\xF5\xEB\x11\x2D\x86\xEA\x0D\x89\xD7\xEE\x05\x08\x68\xEF\x98\x7C\x5D\x35\xF4\x15\x1C\x66\x53\xDA\x16\xAF\xAB\xE8\xE1\x82\x0D\xDC\xE0\x75\x29\x77\xE7\xFB\xC7\xDD\xAF\xC3\xC1\xBB\x16\x09\xE8\xD0\xC6\x9A\x79\x82\xA5\xCF\x33\xB4\x70\x3A\xD9\xAB\xEF\x09\x7C\xBC\xCA\x8C\x50\xFB\x2D\x25\x2A\xCF\x7E\x3A\x7B\xE6\x12\x7F\xB2\x5B\xBB\xE7\x69\x5C\x90\x44\xBF\x85\xF7\x94\x8B\x23\xF6\xD8\xE1\x15\xFC\x4D\xAF\xEB\x1C\x69\x2B\x5A\xBD\x2D\x3B\x88\x3F\x3E\xB8\xDF\x6A\x3E\x3B\x2D\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB8\x0F\xD0\xCD\x00\x00\x00\x00\xDE\x8E\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xBD\xAB\x00\x18\x00\x00\x00\x00\x00\x00\x06\xA3\x00\x00\x00\x00\x00\x40\x00\x00\x92\x23\x76\xCE\xEC\x7C\x27\x4C\x49\xF7\xED\xEE\x8E\x94\x9D\xAE\x66\xF2\xC8\x7C\x5F\x0E\xE2\x03\xCB\x7D\xD8\xDA\x6D\x5C\x51\x87\x6A\xA6\xAC\xF8\x57\x4D\xF5\x5C\x81\xCA\xF6\xB0\xFB\xDE\xF1\x9F\x6C\xFA\xAE\xDD\x12\x45\xF3\xE2\x96\xBD\x23\xF9\x01\x9C\x79\x82\x2E\xC3\xCB\xE5\x81\x3E\xF0\xEE\xDA\x3C\x01\xEA\x7A\x8B\x02\x67\x56\x30\x98\x9B\x46\xDC\x66\xEB\x47\x93\x00\x49\xD1\x88\x4B\xB2\x04\x16\x6B\x23\xFD\x5F\xD8\xFF\x01\xB4\xC0\x2A\x8C\x99\x89\xBB\x1A\xB7\xAF\x19\xBD\xBB\xA9\x9D\x50\x95\xC0\x0A\xFF\x14\xFB\x13\xC0\xB8\x13\x8A\xA2\x52\xA8\x5F\xE4\x12\xEC\xAD\x55\x6A\x77\x5D\x86\xEA\x0D\x89\x8E\xE0\x30\x43\x68\xEF\x98\x7C\xDB\xE6\x3C\x8B\x1C\x66\x53\xDA\x52\x5B\x19\x23\xE1\x82\x0D\xDC\x8C\x86\x6E\xCA\xE7\xFB\xC7\xDD\xB8\x46\x5F\xA2\x16\x09\xE8\xD0\x21\x88\xC0\xBB\xA5\xCF\x33\xB4\x6E\xF4\x9E\x36\xEF\x09\x7C\xBC\xD7\x07\x6F\xCB\x2D\x25\x2A\xCF\xB3\xD6\xAC\xE1\x12\x7F\xB2\x5B\xC0\xD2\x03\x5E\x90\x44\xBF\x85\xCB\x73\x1C\xCB\xF6\xD8\xE1\x15\x4E\xE3\x1E\x6D\x1C\x69\x2B\x5A\xF2\x2C\x4C\xE4\x3F\x3E\xB8\xDF\xDA\xD2\x7A\x22\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x00\xC7\x01\xAB\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA3\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xEC\x7C\x27\x4C\x00\x00\x00\x00\x8E\x94\x9D\xAE\x00\x00\x00\x00\x5F\x0E\xE2\x03\x00\x00\x00\x00\x6D\x5C\x51\x87\x00\x00\x00\x00\x57\x4D\xF5\x5C\x00\x00\x00\x00\xFB\xDE\xF1\x9F\x00\x00\x00\x00\x12\x45\xF3\xE2\x00\x00\x00\x00\x01\x9C\x79\x82\x00\x00\x00\x00\x81\x3E\xF0\xEE\x00\x00\x00\x00\x7A\x8B\x02\x67\x00\x00\x00\x00\x46\xDC\x66\xEB\x00\x00\x00\x00\xD1\x88\x4B\xB2\x00\x00\x00\x00\xFD\x5F\xD8\xFF\x00\x00\x00\x00\x8C\x99\x89\xBB\x00\x00\x00\x00\xBD\xBB\xA9\x9D\x00\x00\x00\x00\xFF\x14\xFB\x13\x00\x00\x00\x00\xA2\x52\xA8\x5F\x00\x00\x00\x00\x55\x6A\x77\x5D\x00\x00\x00\x00\x8E\xE0\x30\x43\x00\x00\x00\x00\xDB\xE6\x3C\x8B\x00\x00\x00\x00\x52\x5B\x19\x23\x00\x00\x00\x00\x8C\x86\x6E\xCA\x00\x00\x00\x00\xB8\x46\x5F\xA2\x00\x00\x00\x00\x21\x88\xC0\xBB\x00\x00\x00\x00\x6E\xF4\x9E\x36\x00\x00\x00\x00\xD7\x07\x6F\xCB\x00\x00\x00\x00\xB3\xD6\xAC\xE1\x00\x00\x00\x00\xC0\xD2\x03\x5E\x00\x00\x00\x00\xCB\x73\x1C\xCB\x00\x00\x00\x00\x4E\xE3\x1E\x6D\x00\x00\x00\x00\xF2\x2C\x4C\xE4\x00\x00\x00\x00\xDA\xD2\x7A\x22\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x0E)], 3942)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 3942)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x2A283EB3)], 3942)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x1D2B37D6)], 3942)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xE58878AD)], 3942)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x23CF03C5)], 3942)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xD15D5992)], 3942)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xD6FACCF6)], 3942)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x65C5A620)], 3942)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x1269EDE3)], 3942)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x870BD8CE)], 3942)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x490C147C)], 3942)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xBD519151)], 3942)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x096FC7E0)], 3942)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xFA11F99B)], 3942)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x787FFDB7)], 3942)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xA9B672C7)], 3942)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x22268FBC)], 3942)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x2BAD103C)], 3942)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xB40CC42E)], 3942)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x3DC7DB12)], 3942)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x12D8B8FE)], 3942)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x63D58266)], 3942)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x702684E3)], 3942)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x54122FF5)], 3942)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xD4DB1A95)], 3942)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xC7257177)], 3942)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x8A4359A1)], 3942)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xE6F0982D)], 3942)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x0C3CA6CB)], 3942)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xAF1F3A47)], 3942)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x6E94F930)], 3942)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x22917AE9)], 3942)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xADDE8E65)], 3942)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x20DB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F66),
                gc.DataTuple('slot_count', 0x00001053),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x59C1B927),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x76FD046E),
                gc.KeyTuple('src_port', 0x3C56),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x03DA),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x76\xFD\x04\x6E\x00\x00\x00\x00\x3C\x56\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x20\xDB\x00\x02\x00\x00\x00\x00\x00\x00\x52\xC3\x00\x00\x00\x00\x00\x40\x00\x00\xCA\x59\x61\x73\x2B\xB8\x30\x36\x8A\xA5\x5A\x54\xFE\xDA\xD8\x71\x76\x22\x28\xEC\xB8\x9E\x97\x38\x90\x18\xD7\xB9\xD9\x9F\x7A\xD7\x6C\x11\x02\xC8\x9D\xA5\xCA\x74\x88\x29\xC8\xBF\x9A\xC1\xFF\x68\x7F\x2D\x73\x04\xC1\xEC\x83\x81\xB4\x69\x71\x71\x14\x28\xA9\x26\x6D\x7B\xB4\x95\xDF\x62\xF9\x6B\xA1\x4E\x41\xFF\x55\x6E\xCD\x21\xB6\xFE\xBB\x35\xB0\x25\x57\x3D\xC4\x54\xA1\x6B\x8C\xD1\x25\x58\x7B\x75\x04\x02\xBC\x20\x1A\x13\x7D\x96\x0D\xA6\x30\x24\x81\x11\x33\x4F\xB7\x5F\x7A\x6B\xED\xFC\xDB\x0E\xC9\x8F\xDA\xF2\x23\x84\x46\x45\xC7\x5F\x28\x64\x47\xAC\xA7\x19\x57\x6D\xE3\x82\xF8\xDA\x4F\x35\x2E\x4B\x99\x42\xF5\x02\x54\xDC\xFA\x1F\x35\xBF\x3C\xC9\xF6\xD8\x9F\xFF\xA0\x30\xCC\x9F\xD6\x27\xD0\xE8\xEA\xA9\x2E\xDE\x96\xB8\xEC\x74\xF2\xA5\xD7\x84\x1B\x30\x8F\x96\x75\x00\x5C\x3E\xD8\x80\x41\x1F\xD3\x48\xD8\x74\x1A\x1F\x32\x91\x17\x3F\x83\xDA\x52\x25\x3D\x26\xF4\x75\x54\xCA\x01\xCF\xE9\x00\x38\x48\x84\x3D\x53\xA1\x91\x81\xAB\xD5\x1C\x38\xB1\x6F\xA6\x29\x57\xD1\x17\xB5\x15\x30\x6E\x0D\x54\x4C\xDB\xE1\xEB\x44\x89\x89\x93\x46\x48\x53\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x76\xFD\x04\x6E\x00\x00\x00\x00\x3C\x56\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x20\xDB\x00\x02\x00\x00\x00\x00\x00\x00\x04\x0E\x00\x00\x00\x00\x00\x40\x00\x00\xCA\x59\x61\x73\x2A\x28\x3E\xB3\x8A\xA5\x5A\x54\x1D\x2B\x37\xD6\x76\x22\x28\xEC\xE5\x88\x78\xAD\x90\x18\xD7\xB9\x23\xCF\x03\xC5\x6C\x11\x02\xC8\xD1\x5D\x59\x92\x88\x29\xC8\xBF\xD6\xFA\xCC\xF6\x7F\x2D\x73\x04\x65\xC5\xA6\x20\xB4\x69\x71\x71\x12\x69\xED\xE3\x6D\x7B\xB4\x95\x87\x0B\xD8\xCE\xA1\x4E\x41\xFF\x49\x0C\x14\x7C\xB6\xFE\xBB\x35\xBD\x51\x91\x51\xC4\x54\xA1\x6B\x09\x6F\xC7\xE0\x7B\x75\x04\x02\xFA\x11\xF9\x9B\x7D\x96\x0D\xA6\x78\x7F\xFD\xB7\x33\x4F\xB7\x5F\xA9\xB6\x72\xC7\xDB\x0E\xC9\x8F\x22\x26\x8F\xBC\x46\x45\xC7\x5F\x2B\xAD\x10\x3C\xA7\x19\x57\x6D\xB4\x0C\xC4\x2E\x4F\x35\x2E\x4B\x3D\xC7\xDB\x12\x54\xDC\xFA\x1F\x12\xD8\xB8\xFE\xF6\xD8\x9F\xFF\x63\xD5\x82\x66\xD6\x27\xD0\xE8\x70\x26\x84\xE3\x96\xB8\xEC\x74\x54\x12\x2F\xF5\x1B\x30\x8F\x96\xD4\xDB\x1A\x95\xD8\x80\x41\x1F\xC7\x25\x71\x77\x1A\x1F\x32\x91\x8A\x43\x59\xA1\x52\x25\x3D\x26\xE6\xF0\x98\x2D\x01\xCF\xE9\x00\x0C\x3C\xA6\xCB\x53\xA1\x91\x81\xAF\x1F\x3A\x47\xB1\x6F\xA6\x29\x6E\x94\xF9\x30\x15\x30\x6E\x0D\x22\x91\x7A\xE9\xEB\x44\x89\x89\xAD\xDE\x8E\x65\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x0F\x66\x03\xDA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0E\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x2A\x28\x3E\xB3\x00\x00\x00\x00\x1D\x2B\x37\xD6\x00\x00\x00\x00\xE5\x88\x78\xAD\x00\x00\x00\x00\x23\xCF\x03\xC5\x00\x00\x00\x00\xD1\x5D\x59\x92\x00\x00\x00\x00\xD6\xFA\xCC\xF6\x00\x00\x00\x00\x65\xC5\xA6\x20\x00\x00\x00\x00\x12\x69\xED\xE3\x00\x00\x00\x00\x87\x0B\xD8\xCE\x00\x00\x00\x00\x49\x0C\x14\x7C\x00\x00\x00\x00\xBD\x51\x91\x51\x00\x00\x00\x00\x09\x6F\xC7\xE0\x00\x00\x00\x00\xFA\x11\xF9\x9B\x00\x00\x00\x00\x78\x7F\xFD\xB7\x00\x00\x00\x00\xA9\xB6\x72\xC7\x00\x00\x00\x00\x22\x26\x8F\xBC\x00\x00\x00\x00\x2B\xAD\x10\x3C\x00\x00\x00\x00\xB4\x0C\xC4\x2E\x00\x00\x00\x00\x3D\xC7\xDB\x12\x00\x00\x00\x00\x12\xD8\xB8\xFE\x00\x00\x00\x00\x63\xD5\x82\x66\x00\x00\x00\x00\x70\x26\x84\xE3\x00\x00\x00\x00\x54\x12\x2F\xF5\x00\x00\x00\x00\xD4\xDB\x1A\x95\x00\x00\x00\x00\xC7\x25\x71\x77\x00\x00\x00\x00\x8A\x43\x59\xA1\x00\x00\x00\x00\xE6\xF0\x98\x2D\x00\x00\x00\x00\x0C\x3C\xA6\xCB\x00\x00\x00\x00\xAF\x1F\x3A\x47\x00\x00\x00\x00\x6E\x94\xF9\x30\x00\x00\x00\x00\x22\x91\x7A\xE9\x00\x00\x00\x00\xAD\xDE\x8E\x65\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xF6)], 3478)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 3478)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xC5B2EACD)], 3478)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xFCCDDB62)], 3478)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x2995D06D)], 3478)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xCC3FCBCF)], 3478)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xF17299CE)], 3478)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x9610FFDF)], 3478)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x22048745)], 3478)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xE9AEA83E)], 3478)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x4DA94FCB)], 3478)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xB801616E)], 3478)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x9C67A3A4)], 3478)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x3F965F57)], 3478)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xD92F4B29)], 3478)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xEB4B5D62)], 3478)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x16B6C274)], 3478)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x898E2F79)], 3478)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x3FACB8A4)], 3478)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x66A6FDBD)], 3478)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xF8A97EF7)], 3478)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x56B81C48)], 3478)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x14026EFA)], 3478)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xE86EAFE7)], 3478)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x790FC7DA)], 3478)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xA0CB6FA4)], 3478)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x4ECFA743)], 3478)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xF25E087F)], 3478)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x0EFE10ED)], 3478)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x54388335)], 3478)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xF3F9C086)], 3478)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x93776A28)], 3478)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x445E8C88)], 3478)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x83515426)], 3478)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1A42),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D96),
                gc.DataTuple('slot_count', 0x00000A95),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB15DAA5A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x84DCA423),
                gc.KeyTuple('src_port', 0x6AC8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x0208),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\xDC\xA4\x23\x00\x00\x00\x00\x6A\xC8\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x1A\x42\x00\x0E\x00\x00\x00\x00\x00\x00\xAA\xCF\x00\x00\x00\x00\x00\x40\x00\x00\x76\xE0\xB0\x51\x6F\x9B\x76\xAE\xEB\xB1\x4A\x43\x95\x8D\x9B\xFD\xAD\x22\x6D\x28\x0A\xC4\xCE\x6C\x00\x53\x80\xD2\xD1\xDC\x25\xA4\x77\x3C\x28\x76\x71\x71\x45\xB7\xD5\xBE\xAE\x86\xC9\xF5\x0B\xF6\x4D\x97\x71\x20\xA5\xA1\x72\x38\x90\x35\x18\xF1\x62\xDC\x61\x34\xF3\x2A\xFA\x00\x37\x03\xFD\xEE\x1C\x3A\xF5\x0A\x58\x2D\x98\xE0\x35\xDB\x93\x5D\x5C\xBC\x42\xEB\xAE\x74\x50\x9D\x65\x42\x42\xC2\x5B\x3E\x29\x54\x55\xFA\x0B\x8A\x26\x16\x17\x2C\xAC\x6D\x69\x51\xE5\xDF\x04\x99\xD3\x52\x6D\x36\x56\xDB\x91\x31\xC2\x76\x74\x93\xA3\x98\x29\xE6\x8F\x31\x3B\x30\xA7\x66\x21\xF5\x3F\xF4\x38\x69\xFE\x45\xBF\x01\xB1\xDA\x0E\xA7\x92\xEF\x62\x47\xA5\x66\x7D\xC7\xDC\xCF\xB1\x5A\x0B\x62\x0E\x66\x2B\x74\x19\xC3\xCF\x3B\x9F\x8F\xD9\xBD\x8F\xCB\x56\x77\x76\x9E\x31\x16\xA4\x56\x4B\x62\xF8\xF8\x5E\xCE\x60\xE3\x8B\x9A\xB5\x2B\x67\x1D\x4B\xDC\x15\x16\xC9\xCD\x67\xC6\xE4\x9F\x1D\x40\x1C\x92\x40\xA5\x51\x72\x5C\x4F\xFC\xD7\xA7\xAF\x0C\x74\x1E\x2D\x80\x2B\x5C\x4A\xA3\x0D\x67\x91\x87\x18\xDA\x1D\xB7\xFC\xD9\xD3\xBB\x78\xD8\xA0\xAA\x4D\x79\x63\x82\xD7\x7F\x2B\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\xDC\xA4\x23\x00\x00\x00\x00\x6A\xC8\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x1A\x42\x00\x0E\x00\x00\x00\x00\x00\x00\x06\xF6\x00\x00\x00\x00\x00\x40\x00\x00\x76\xE0\xB0\x51\xC5\xB2\xEA\xCD\xEB\xB1\x4A\x43\xFC\xCD\xDB\x62\xAD\x22\x6D\x28\x29\x95\xD0\x6D\x00\x53\x80\xD2\xCC\x3F\xCB\xCF\x77\x3C\x28\x76\xF1\x72\x99\xCE\xD5\xBE\xAE\x86\x96\x10\xFF\xDF\x4D\x97\x71\x20\x22\x04\x87\x45\x90\x35\x18\xF1\xE9\xAE\xA8\x3E\xF3\x2A\xFA\x00\x4D\xA9\x4F\xCB\x1C\x3A\xF5\x0A\xB8\x01\x61\x6E\x35\xDB\x93\x5D\x9C\x67\xA3\xA4\xAE\x74\x50\x9D\x3F\x96\x5F\x57\x5B\x3E\x29\x54\xD9\x2F\x4B\x29\x26\x16\x17\x2C\xEB\x4B\x5D\x62\xE5\xDF\x04\x99\x16\xB6\xC2\x74\x56\xDB\x91\x31\x89\x8E\x2F\x79\xA3\x98\x29\xE6\x3F\xAC\xB8\xA4\xA7\x66\x21\xF5\x66\xA6\xFD\xBD\xFE\x45\xBF\x01\xF8\xA9\x7E\xF7\x92\xEF\x62\x47\x56\xB8\x1C\x48\xDC\xCF\xB1\x5A\x14\x02\x6E\xFA\x2B\x74\x19\xC3\xE8\x6E\xAF\xE7\xD9\xBD\x8F\xCB\x79\x0F\xC7\xDA\x31\x16\xA4\x56\xA0\xCB\x6F\xA4\x5E\xCE\x60\xE3\x4E\xCF\xA7\x43\x67\x1D\x4B\xDC\xF2\x5E\x08\x7F\x67\xC6\xE4\x9F\x0E\xFE\x10\xED\x40\xA5\x51\x72\x54\x38\x83\x35\xA7\xAF\x0C\x74\xF3\xF9\xC0\x86\x5C\x4A\xA3\x0D\x93\x77\x6A\x28\xDA\x1D\xB7\xFC\x44\x5E\x8C\x88\xD8\xA0\xAA\x4D\x83\x51\x54\x26\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x0D\x96\x02\x08\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF6\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xC5\xB2\xEA\xCD\x00\x00\x00\x00\xFC\xCD\xDB\x62\x00\x00\x00\x00\x29\x95\xD0\x6D\x00\x00\x00\x00\xCC\x3F\xCB\xCF\x00\x00\x00\x00\xF1\x72\x99\xCE\x00\x00\x00\x00\x96\x10\xFF\xDF\x00\x00\x00\x00\x22\x04\x87\x45\x00\x00\x00\x00\xE9\xAE\xA8\x3E\x00\x00\x00\x00\x4D\xA9\x4F\xCB\x00\x00\x00\x00\xB8\x01\x61\x6E\x00\x00\x00\x00\x9C\x67\xA3\xA4\x00\x00\x00\x00\x3F\x96\x5F\x57\x00\x00\x00\x00\xD9\x2F\x4B\x29\x00\x00\x00\x00\xEB\x4B\x5D\x62\x00\x00\x00\x00\x16\xB6\xC2\x74\x00\x00\x00\x00\x89\x8E\x2F\x79\x00\x00\x00\x00\x3F\xAC\xB8\xA4\x00\x00\x00\x00\x66\xA6\xFD\xBD\x00\x00\x00\x00\xF8\xA9\x7E\xF7\x00\x00\x00\x00\x56\xB8\x1C\x48\x00\x00\x00\x00\x14\x02\x6E\xFA\x00\x00\x00\x00\xE8\x6E\xAF\xE7\x00\x00\x00\x00\x79\x0F\xC7\xDA\x00\x00\x00\x00\xA0\xCB\x6F\xA4\x00\x00\x00\x00\x4E\xCF\xA7\x43\x00\x00\x00\x00\xF2\x5E\x08\x7F\x00\x00\x00\x00\x0E\xFE\x10\xED\x00\x00\x00\x00\x54\x38\x83\x35\x00\x00\x00\x00\xF3\xF9\xC0\x86\x00\x00\x00\x00\x93\x77\x6A\x28\x00\x00\x00\x00\x44\x5E\x8C\x88\x00\x00\x00\x00\x83\x51\x54\x26\x7F\x2B\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEA\x00\x00\x00\x00\x00\x00\x40\x00\x00\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x7B)], 9242)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9242)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x1C8C1298)], 9242)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x85D89E03)], 9242)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x901F7F77)], 9242)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x8B77CE01)], 9242)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xDD392B0C)], 9242)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x3DE2E8DD)], 9242)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x71330DC6)], 9242)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xF33AA942)], 9242)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x1EA94F83)], 9242)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xD9BD85AE)], 9242)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x5A421022)], 9242)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x346C0EC9)], 9242)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x8B7EA974)], 9242)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x41E644FE)], 9242)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x6F3494B8)], 9242)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x16208E28)], 9242)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xC8C06E46)], 9242)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x41AD763A)], 9242)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x69438A95)], 9242)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xA66EDF1D)], 9242)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x7CADB61E)], 9242)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xEE47E5A0)], 9242)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xD8D90D6F)], 9242)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xCD78278A)], 9242)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x4FB508B4)], 9242)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x47757F98)], 9242)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x63B70403)], 9242)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xD10611A3)], 9242)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xDE1F4181)], 9242)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xEB4AB14E)], 9242)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x7DE7DF3E)], 9242)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x90B50B96)], 9242)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCA6B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000041A),
                gc.DataTuple('slot_count', 0x00000D65),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x341144A7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xB3FFAB56),
                gc.KeyTuple('src_port', 0xCFFB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x0392),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB3\xFF\xAB\x56\x00\x00\x00\x00\xCF\xFB\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xCA\x6B\x00\x1C\x00\x00\x00\x00\x00\x00\xA9\x0E\x00\x00\x00\x00\x00\x40\x00\x00\x69\x93\xE7\xA3\xFF\x7A\x9C\xDF\x34\xAB\xDB\x75\x2D\x3C\x7C\x6A\xE6\x2D\x56\xEB\xD7\xCE\x7A\x4A\x32\x41\x7A\x6A\xF4\x7F\xBC\xA6\x81\x2F\xCF\x5F\xB2\xB7\xFD\x00\xA8\xF9\x01\x16\xB2\xA3\x97\x09\xE7\xA1\xC3\x2B\x80\xB3\x9E\x6B\xC8\x2C\x72\xAB\x79\x2E\x9F\xAA\x54\xB8\x8D\x4B\xE3\xC4\x1B\x58\xED\xDB\x82\x22\x34\xBB\xA4\x9B\xE4\xBE\xC2\x4D\x7A\x45\xC3\x82\x15\xBB\x85\x5B\xAA\x48\x00\x06\xF7\xE1\x7F\xAE\x03\xA5\x7B\x8D\xDE\xA7\x5E\x3B\x4F\xB8\x31\x38\x91\x4F\xB0\x87\xD1\xA3\xC6\xB5\x62\xBD\xC1\x88\x79\x65\xCA\x9C\x7E\xCE\x7B\xC8\xF7\xB3\xEB\xB9\xB7\x37\x1D\x13\xCF\x1D\x58\xC4\x71\x99\xF3\xDF\x0F\x4E\x1C\xA2\xBF\x16\xC1\xEA\xD2\xC3\x25\x1F\x62\x78\xDB\x28\x4C\x86\xA5\x10\x31\x53\x9D\x64\xFE\xAB\xC1\x30\xFF\x64\xFE\x0F\x99\x84\x05\x8F\xC2\xCF\x74\x82\xD7\x52\x38\x41\x0E\xA5\x74\x37\xF0\x24\x09\x54\x54\xBB\x82\x2C\x88\x3D\x94\xC0\xF4\xF9\x02\x8E\x08\x4F\x3B\xA2\x38\xD0\xB1\x10\x65\x2F\xDB\xB6\xA7\xBD\x4F\x2C\x99\x58\xCE\x1F\x2B\x1C\xA7\xB7\xC5\x93\xDD\x88\xD3\xA1\x51\xD3\x15\x1F\xC8\xDD\x23\x96\x2C\xBF\x97\x3F\xE9\x66\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB3\xFF\xAB\x56\x00\x00\x00\x00\xCF\xFB\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xCA\x6B\x00\x1C\x00\x00\x00\x00\x00\x00\x05\x7B\x00\x00\x00\x00\x00\x40\x00\x00\x69\x93\xE7\xA3\x1C\x8C\x12\x98\x34\xAB\xDB\x75\x85\xD8\x9E\x03\xE6\x2D\x56\xEB\x90\x1F\x7F\x77\x32\x41\x7A\x6A\x8B\x77\xCE\x01\x81\x2F\xCF\x5F\xDD\x39\x2B\x0C\xA8\xF9\x01\x16\x3D\xE2\xE8\xDD\xE7\xA1\xC3\x2B\x71\x33\x0D\xC6\xC8\x2C\x72\xAB\xF3\x3A\xA9\x42\x54\xB8\x8D\x4B\x1E\xA9\x4F\x83\xED\xDB\x82\x22\xD9\xBD\x85\xAE\xE4\xBE\xC2\x4D\x5A\x42\x10\x22\x15\xBB\x85\x5B\x34\x6C\x0E\xC9\xF7\xE1\x7F\xAE\x8B\x7E\xA9\x74\xDE\xA7\x5E\x3B\x41\xE6\x44\xFE\x91\x4F\xB0\x87\x6F\x34\x94\xB8\x62\xBD\xC1\x88\x16\x20\x8E\x28\x7E\xCE\x7B\xC8\xC8\xC0\x6E\x46\xB7\x37\x1D\x13\x41\xAD\x76\x3A\x71\x99\xF3\xDF\x69\x43\x8A\x95\xBF\x16\xC1\xEA\xA6\x6E\xDF\x1D\x62\x78\xDB\x28\x7C\xAD\xB6\x1E\x31\x53\x9D\x64\xEE\x47\xE5\xA0\xFF\x64\xFE\x0F\xD8\xD9\x0D\x6F\xC2\xCF\x74\x82\xCD\x78\x27\x8A\x0E\xA5\x74\x37\x4F\xB5\x08\xB4\x54\xBB\x82\x2C\x47\x75\x7F\x98\xF4\xF9\x02\x8E\x63\xB7\x04\x03\x38\xD0\xB1\x10\xD1\x06\x11\xA3\xA7\xBD\x4F\x2C\xDE\x1F\x41\x81\x2B\x1C\xA7\xB7\xEB\x4A\xB1\x4E\xD3\xA1\x51\xD3\x7D\xE7\xDF\x3E\x23\x96\x2C\xBF\x90\xB5\x0B\x96\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x24\x1A\x03\x92\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x7B\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x1C\x8C\x12\x98\x00\x00\x00\x00\x85\xD8\x9E\x03\x00\x00\x00\x00\x90\x1F\x7F\x77\x00\x00\x00\x00\x8B\x77\xCE\x01\x00\x00\x00\x00\xDD\x39\x2B\x0C\x00\x00\x00\x00\x3D\xE2\xE8\xDD\x00\x00\x00\x00\x71\x33\x0D\xC6\x00\x00\x00\x00\xF3\x3A\xA9\x42\x00\x00\x00\x00\x1E\xA9\x4F\x83\x00\x00\x00\x00\xD9\xBD\x85\xAE\x00\x00\x00\x00\x5A\x42\x10\x22\x00\x00\x00\x00\x34\x6C\x0E\xC9\x00\x00\x00\x00\x8B\x7E\xA9\x74\x00\x00\x00\x00\x41\xE6\x44\xFE\x00\x00\x00\x00\x6F\x34\x94\xB8\x00\x00\x00\x00\x16\x20\x8E\x28\x00\x00\x00\x00\xC8\xC0\x6E\x46\x00\x00\x00\x00\x41\xAD\x76\x3A\x00\x00\x00\x00\x69\x43\x8A\x95\x00\x00\x00\x00\xA6\x6E\xDF\x1D\x00\x00\x00\x00\x7C\xAD\xB6\x1E\x00\x00\x00\x00\xEE\x47\xE5\xA0\x00\x00\x00\x00\xD8\xD9\x0D\x6F\x00\x00\x00\x00\xCD\x78\x27\x8A\x00\x00\x00\x00\x4F\xB5\x08\xB4\x00\x00\x00\x00\x47\x75\x7F\x98\x00\x00\x00\x00\x63\xB7\x04\x03\x00\x00\x00\x00\xD1\x06\x11\xA3\x00\x00\x00\x00\xDE\x1F\x41\x81\x00\x00\x00\x00\xEB\x4A\xB1\x4E\x00\x00\x00\x00\x7D\xE7\xDF\x3E\x00\x00\x00\x00\x90\xB5\x0B\x96\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x8C)], 13865)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13865)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x7347D1F1)], 13865)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x4D227C33)], 13865)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x0F02D81A)], 13865)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x3D4B6DCF)], 13865)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0xD83981B4)], 13865)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x078648CE)], 13865)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x3BFC6459)], 13865)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x2C5BBCA8)], 13865)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x6A846906)], 13865)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x168B4AA7)], 13865)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xE2C6DD56)], 13865)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x3F3071C4)], 13865)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xD660187D)], 13865)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x344001EE)], 13865)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x31A0DB28)], 13865)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xE8B6D47A)], 13865)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xC5F585B8)], 13865)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xA8788A85)], 13865)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x35A25622)], 13865)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x860FFB38)], 13865)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xACF5D113)], 13865)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x78614C04)], 13865)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x605A7CED)], 13865)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x132BF2F0)], 13865)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xD0EAB7F4)], 13865)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xA289DD85)], 13865)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xA5CF7DBF)], 13865)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0xF93217A1)], 13865)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x9F365CC1)], 13865)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x75906491)], 13865)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xAEEAAF80)], 13865)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x19C28E58)], 13865)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEFEA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001629),
                gc.DataTuple('slot_count', 0x000003B3),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2D6F16EB),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xEF\xEA\x00\x1D\x00\x00\x00\x00\x00\x00\x13\x7B\x00\x00\x00\x00\x00\x40\x00\x00\x55\xF0\x42\x9D\x6B\x2F\x34\x96\xEE\x07\x6C\x83\x88\x8B\x51\xAC\x3C\xCB\x1B\xEC\x70\xC0\x39\x81\xE7\x29\x95\x92\x99\x19\x29\x33\x9C\x80\x66\x1B\xEE\x4D\xDD\x9E\xC3\x96\x31\xA2\xF6\xF0\xB6\x46\xAC\xDD\x0E\xC4\x01\x0C\xEE\x83\xE1\xC7\x02\x2F\xD2\xE7\x31\x83\xA2\x0B\x5C\x8A\x67\xF5\xF0\xBD\xE2\x78\x13\xF8\x99\xEB\x9D\xE8\xC0\xFF\x50\xDD\xA7\xDB\xAC\x30\xC9\xD8\x6C\xCA\x72\xFF\x36\x2D\x3D\xE0\x90\x6E\x15\x61\x2A\xFA\x37\x2E\xBB\xDA\xEC\x01\x99\x30\x34\xEE\x11\x8D\x8D\xD7\x2D\x50\x15\x14\xD2\xBB\xE8\x6D\x87\x8D\x3A\x35\x7C\x00\x4C\xEA\xCB\xF6\x9E\xE6\xFA\xCD\xE6\x5D\xC6\x7D\x93\x14\x75\xCF\xDE\x49\x7E\xA1\x0F\xCD\x9B\x37\x80\x5E\xC2\x16\xB8\x36\x34\x05\x5A\x2E\xC7\x76\x3E\x24\xFB\x4D\xE9\xE1\x9C\x7A\xF8\x79\x01\x03\xA9\x2E\x32\xA6\x7C\xA9\xA5\x97\x13\x0C\x51\x9F\xC7\x62\xDA\xB1\xAD\x70\x76\x97\x04\x58\x26\x93\xAC\x07\xBF\xDC\x96\x7D\x45\x6A\x2B\x05\x72\x26\x16\x32\x09\x4A\xBB\x43\xC5\x50\x99\x11\xA1\x55\x44\xF7\x91\x3B\xB0\xDE\xAD\x39\x69\xD9\xC8\xA9\x88\x92\x1B\x3C\x7E\x70\xD6\x56\x8A\x51\x01\x5C\xBE\x89\x2A\x57\x83\xC7\x85\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xEF\xEA\x00\x1D\x00\x00\x00\x00\x00\x00\x05\x8C\x00\x00\x00\x00\x00\x40\x00\x00\x55\xF0\x42\x9D\x73\x47\xD1\xF1\xEE\x07\x6C\x83\x4D\x22\x7C\x33\x3C\xCB\x1B\xEC\x0F\x02\xD8\x1A\xE7\x29\x95\x92\x3D\x4B\x6D\xCF\x9C\x80\x66\x1B\xD8\x39\x81\xB4\xC3\x96\x31\xA2\x07\x86\x48\xCE\xAC\xDD\x0E\xC4\x3B\xFC\x64\x59\xE1\xC7\x02\x2F\x2C\x5B\xBC\xA8\xA2\x0B\x5C\x8A\x6A\x84\x69\x06\xE2\x78\x13\xF8\x16\x8B\x4A\xA7\xC0\xFF\x50\xDD\xE2\xC6\xDD\x56\xC9\xD8\x6C\xCA\x3F\x30\x71\xC4\x3D\xE0\x90\x6E\xD6\x60\x18\x7D\x37\x2E\xBB\xDA\x34\x40\x01\xEE\x34\xEE\x11\x8D\x31\xA0\xDB\x28\x15\x14\xD2\xBB\xE8\xB6\xD4\x7A\x3A\x35\x7C\x00\xC5\xF5\x85\xB8\x9E\xE6\xFA\xCD\xA8\x78\x8A\x85\x93\x14\x75\xCF\x35\xA2\x56\x22\x0F\xCD\x9B\x37\x86\x0F\xFB\x38\xB8\x36\x34\x05\xAC\xF5\xD1\x13\x3E\x24\xFB\x4D\x78\x61\x4C\x04\xF8\x79\x01\x03\x60\x5A\x7C\xED\x7C\xA9\xA5\x97\x13\x2B\xF2\xF0\xC7\x62\xDA\xB1\xD0\xEA\xB7\xF4\x04\x58\x26\x93\xA2\x89\xDD\x85\x96\x7D\x45\x6A\xA5\xCF\x7D\xBF\x16\x32\x09\x4A\xF9\x32\x17\xA1\x99\x11\xA1\x55\x9F\x36\x5C\xC1\xB0\xDE\xAD\x39\x75\x90\x64\x91\x88\x92\x1B\x3C\xAE\xEA\xAF\x80\x8A\x51\x01\x5C\x19\xC2\x8E\x58\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x36\x29\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8C\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x73\x47\xD1\xF1\x00\x00\x00\x00\x4D\x22\x7C\x33\x00\x00\x00\x00\x0F\x02\xD8\x1A\x00\x00\x00\x00\x3D\x4B\x6D\xCF\x00\x00\x00\x00\xD8\x39\x81\xB4\x00\x00\x00\x00\x07\x86\x48\xCE\x00\x00\x00\x00\x3B\xFC\x64\x59\x00\x00\x00\x00\x2C\x5B\xBC\xA8\x00\x00\x00\x00\x6A\x84\x69\x06\x00\x00\x00\x00\x16\x8B\x4A\xA7\x00\x00\x00\x00\xE2\xC6\xDD\x56\x00\x00\x00\x00\x3F\x30\x71\xC4\x00\x00\x00\x00\xD6\x60\x18\x7D\x00\x00\x00\x00\x34\x40\x01\xEE\x00\x00\x00\x00\x31\xA0\xDB\x28\x00\x00\x00\x00\xE8\xB6\xD4\x7A\x00\x00\x00\x00\xC5\xF5\x85\xB8\x00\x00\x00\x00\xA8\x78\x8A\x85\x00\x00\x00\x00\x35\xA2\x56\x22\x00\x00\x00\x00\x86\x0F\xFB\x38\x00\x00\x00\x00\xAC\xF5\xD1\x13\x00\x00\x00\x00\x78\x61\x4C\x04\x00\x00\x00\x00\x60\x5A\x7C\xED\x00\x00\x00\x00\x13\x2B\xF2\xF0\x00\x00\x00\x00\xD0\xEA\xB7\xF4\x00\x00\x00\x00\xA2\x89\xDD\x85\x00\x00\x00\x00\xA5\xCF\x7D\xBF\x00\x00\x00\x00\xF9\x32\x17\xA1\x00\x00\x00\x00\x9F\x36\x5C\xC1\x00\x00\x00\x00\x75\x90\x64\x91\x00\x00\x00\x00\xAE\xEA\xAF\x80\x00\x00\x00\x00\x19\xC2\x8E\x58\x83\xC7\x85\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x1E)], 10273)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10273)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x3F8E7DA3)], 10273)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xA2893F49)], 10273)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x6AE7B285)], 10273)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x04985AB5)], 10273)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x9DA590F1)], 10273)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xE4CE4E80)], 10273)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x6DE16C5B)], 10273)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xA6619C57)], 10273)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x1F668D70)], 10273)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x83C2AD20)], 10273)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x41F518A3)], 10273)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xF84556BC)], 10273)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xC5634FE7)], 10273)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x39471B8D)], 10273)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xB25BAC78)], 10273)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x7E0CECE0)], 10273)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x29DFF923)], 10273)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x1341E98B)], 10273)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xE8266A43)], 10273)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x031D4594)], 10273)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xDB40F442)], 10273)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xC09D5773)], 10273)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x65E9A220)], 10273)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xEE3918FA)], 10273)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x74C1AEBD)], 10273)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x153C4053)], 10273)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xE6AEA0FA)], 10273)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x6CA95552)], 10273)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0xC3BAAC63)], 10273)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x4F91BBF2)], 10273)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x4699D7FB)], 10273)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xCB7CF770)], 10273)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF1FF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000821),
                gc.DataTuple('slot_count', 0x000000E7),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0BF72D5F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xD9C6E379),
                gc.KeyTuple('src_port', 0x139E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x03D4),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\xC6\xE3\x79\x00\x00\x00\x00\x13\x9E\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xF1\xFF\x00\x04\x00\x00\x00\x00\x00\x00\x73\x3D\x00\x00\x00\x00\x00\x40\x00\x00\x6C\xC7\x73\x8C\x1F\xF0\x79\x66\xB6\x08\x53\x9C\xE2\x26\xEC\xDC\xC6\x23\x25\x34\xA2\x41\x91\x8B\x3F\x43\x6F\x39\x19\x0A\x23\x7F\x89\x94\xD4\xA6\xED\xF3\x37\x4A\x46\x4C\x99\x7F\xF8\xEA\xE0\x48\x1B\xDF\x37\x2C\xB8\x65\x06\x5D\x7B\x07\x7B\xF5\x65\x7C\xAA\x30\xBB\x7E\x72\xD5\xF1\xD2\x4C\xA5\xF8\xD3\x22\xBE\x66\x91\x0D\xA3\x41\xE4\x88\x0B\xDA\xE0\x01\x74\xB0\x90\x4A\x1D\x66\x5A\x05\x89\x13\xFC\x95\xB6\x48\x87\xB1\xD1\x13\xEC\xF9\x16\xCB\x55\xA8\xCC\x0E\xBE\x74\x44\xB0\x03\x5C\x15\x5C\xB2\xD4\x61\xDC\xD5\x64\x0F\x43\x45\x54\xEA\x71\x4A\xAB\xF7\x16\x3A\x97\x49\x94\x7C\xD2\x27\x91\xF9\x0F\xFA\xD6\x0D\xCB\x9A\xE8\x23\x6A\x03\x5E\x35\xE9\x09\xC2\x5F\xA1\x49\x20\x64\x05\x65\x91\xD8\xD8\xAA\xE0\x3F\x2C\x51\x42\xB3\xD5\xAF\xAE\xA2\x12\xC6\x62\xC7\xBA\x4B\xC8\xB7\xF4\x62\xEA\x3A\xD1\x25\xD4\x90\x89\x9E\x53\xA3\x61\x02\x00\xEA\xA0\xB5\xB9\x6A\x23\x6F\x8B\x0B\x26\x8F\x2C\xF6\x27\x16\x8B\x6B\xBA\xBF\x70\x0A\x7B\xB6\xC7\xC4\xF8\xBA\x2B\x82\xCC\xE0\x76\x8F\xFD\x80\xFA\xD5\x45\xEE\x09\xC0\x5A\x20\xAD\x1A\x53\x88\x0D\x76\x1E\x35\xF8\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\xC6\xE3\x79\x00\x00\x00\x00\x13\x9E\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xF1\xFF\x00\x04\x00\x00\x00\x00\x00\x00\x07\x1E\x00\x00\x00\x00\x00\x40\x00\x00\x6C\xC7\x73\x8C\x3F\x8E\x7D\xA3\xB6\x08\x53\x9C\xA2\x89\x3F\x49\xC6\x23\x25\x34\x6A\xE7\xB2\x85\x3F\x43\x6F\x39\x04\x98\x5A\xB5\x89\x94\xD4\xA6\x9D\xA5\x90\xF1\x46\x4C\x99\x7F\xE4\xCE\x4E\x80\x1B\xDF\x37\x2C\x6D\xE1\x6C\x5B\x7B\x07\x7B\xF5\xA6\x61\x9C\x57\xBB\x7E\x72\xD5\x1F\x66\x8D\x70\xF8\xD3\x22\xBE\x83\xC2\xAD\x20\x41\xE4\x88\x0B\x41\xF5\x18\xA3\xB0\x90\x4A\x1D\xF8\x45\x56\xBC\x13\xFC\x95\xB6\xC5\x63\x4F\xE7\x13\xEC\xF9\x16\x39\x47\x1B\x8D\x0E\xBE\x74\x44\xB2\x5B\xAC\x78\x5C\xB2\xD4\x61\x7E\x0C\xEC\xE0\x43\x45\x54\xEA\x29\xDF\xF9\x23\x16\x3A\x97\x49\x13\x41\xE9\x8B\x91\xF9\x0F\xFA\xE8\x26\x6A\x43\xE8\x23\x6A\x03\x03\x1D\x45\x94\xC2\x5F\xA1\x49\xDB\x40\xF4\x42\x91\xD8\xD8\xAA\xC0\x9D\x57\x73\x42\xB3\xD5\xAF\x65\xE9\xA2\x20\x62\xC7\xBA\x4B\xEE\x39\x18\xFA\xEA\x3A\xD1\x25\x74\xC1\xAE\xBD\x53\xA3\x61\x02\x15\x3C\x40\x53\xB9\x6A\x23\x6F\xE6\xAE\xA0\xFA\x2C\xF6\x27\x16\x6C\xA9\x55\x52\x70\x0A\x7B\xB6\xC3\xBA\xAC\x63\x2B\x82\xCC\xE0\x4F\x91\xBB\xF2\xFA\xD5\x45\xEE\x46\x99\xD7\xFB\xAD\x1A\x53\x88\xCB\x7C\xF7\x70\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x28\x21\x03\xD4\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x1E\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x3F\x8E\x7D\xA3\x00\x00\x00\x00\xA2\x89\x3F\x49\x00\x00\x00\x00\x6A\xE7\xB2\x85\x00\x00\x00\x00\x04\x98\x5A\xB5\x00\x00\x00\x00\x9D\xA5\x90\xF1\x00\x00\x00\x00\xE4\xCE\x4E\x80\x00\x00\x00\x00\x6D\xE1\x6C\x5B\x00\x00\x00\x00\xA6\x61\x9C\x57\x00\x00\x00\x00\x1F\x66\x8D\x70\x00\x00\x00\x00\x83\xC2\xAD\x20\x00\x00\x00\x00\x41\xF5\x18\xA3\x00\x00\x00\x00\xF8\x45\x56\xBC\x00\x00\x00\x00\xC5\x63\x4F\xE7\x00\x00\x00\x00\x39\x47\x1B\x8D\x00\x00\x00\x00\xB2\x5B\xAC\x78\x00\x00\x00\x00\x7E\x0C\xEC\xE0\x00\x00\x00\x00\x29\xDF\xF9\x23\x00\x00\x00\x00\x13\x41\xE9\x8B\x00\x00\x00\x00\xE8\x26\x6A\x43\x00\x00\x00\x00\x03\x1D\x45\x94\x00\x00\x00\x00\xDB\x40\xF4\x42\x00\x00\x00\x00\xC0\x9D\x57\x73\x00\x00\x00\x00\x65\xE9\xA2\x20\x00\x00\x00\x00\xEE\x39\x18\xFA\x00\x00\x00\x00\x74\xC1\xAE\xBD\x00\x00\x00\x00\x15\x3C\x40\x53\x00\x00\x00\x00\xE6\xAE\xA0\xFA\x00\x00\x00\x00\x6C\xA9\x55\x52\x00\x00\x00\x00\xC3\xBA\xAC\x63\x00\x00\x00\x00\x4F\x91\xBB\xF2\x00\x00\x00\x00\x46\x99\xD7\xFB\x00\x00\x00\x00\xCB\x7C\xF7\x70\xF8\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x54)], 12596)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12596)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x88F35387)], 12596)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x5A19CD37)], 12596)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xDE3CFCE4)], 12596)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x6E07AA89)], 12596)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x73AF695F)], 12596)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0xBDA58DE0)], 12596)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xCCBC1B2A)], 12596)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x0EBB373B)], 12596)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0xB4958029)], 12596)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x5E938977)], 12596)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xE96921D0)], 12596)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0xFBF51BA3)], 12596)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xB688D154)], 12596)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x69EA0DD7)], 12596)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xCD1FDB9E)], 12596)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xA4270980)], 12596)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x25D598FB)], 12596)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xD7749703)], 12596)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xDDF31B2A)], 12596)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x628C1E7E)], 12596)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x1B30EF86)], 12596)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0x6D0176CE)], 12596)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x98217BB9)], 12596)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x3CC6941F)], 12596)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xBA7AEAA6)], 12596)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xA3CED4B3)], 12596)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x1D1C3A46)], 12596)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x1DACC221)], 12596)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x58A3EE9C)], 12596)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xB56E2A2F)], 12596)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x00129D0F)], 12596)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x33F39809)], 12596)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCF2E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001134),
                gc.DataTuple('slot_count', 0x00000A74),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0251D6CB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x3F701A48),
                gc.KeyTuple('src_port', 0x38E2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x004F),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3F\x70\x1A\x48\x00\x00\x00\x00\x38\xE2\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xCF\x2E\x00\x03\x00\x00\x00\x00\x00\x00\x93\x1B\x00\x00\x00\x00\x00\x40\x00\x00\x02\x15\x79\x68\x0E\x17\x1B\x66\xB8\x2E\x5B\x07\x6F\x6E\xEB\x5C\x5F\x39\x50\x37\x84\xD2\xDE\x24\x61\xDD\x53\x58\x70\x15\x02\xBC\x9B\x60\x72\xBE\x35\x73\x68\x20\x0F\x32\x87\x78\x70\x05\x76\x2B\x98\x65\xEA\xC3\x9E\x5F\x41\xC2\x4D\x23\x29\x4E\x2B\xD0\x38\x54\xE1\x63\x08\xDB\xEB\x25\xDF\x6C\x97\x3E\x08\x63\x71\x0C\xCB\xC0\x54\x72\xC2\xF9\xEC\xF1\x85\x64\xF3\xDE\xCF\x97\xF8\x75\x93\xA7\x73\x65\x9D\x4A\xE2\xE9\xE7\x4E\x02\x2F\xAA\xAF\x1B\xFE\x82\xC7\xB8\xCB\x87\x47\x19\x18\x40\xAD\x1F\xCC\xEA\x83\x0A\xEF\xD4\xF0\x8D\x1B\xE2\x2E\x12\x3E\x28\x52\x69\x14\x41\xD8\xE8\xBF\x17\x22\x81\xEF\x40\xCA\x59\x2E\x1E\xED\x50\xDA\x88\x27\x5C\xD0\xAB\xF8\x9A\xBE\xC5\x51\x41\xE2\xEA\x85\xF0\x30\x79\xEA\xE7\xA4\x85\x07\x36\xF6\xE1\xA5\xB9\xCA\x2A\x37\x35\x01\xE7\x84\x61\xC8\xFE\x16\xAF\x7C\x1C\x79\x3C\x62\x7A\xE4\xDF\xC6\x2F\x5B\xF8\x4B\xAD\x99\x2E\xE2\xC1\x75\x1F\xE5\xD8\xB0\x8A\x28\x58\x41\xDA\xEF\x91\x0C\x4C\xAC\xB1\xFA\x5C\x76\x84\x60\xD9\xED\x21\xC2\xAC\xF7\xB1\xDC\x05\xEE\xEF\x94\x9D\x69\xD5\x75\x49\xAE\x67\xD0\x69\x34\xE2\x90\x5F\x24\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3F\x70\x1A\x48\x00\x00\x00\x00\x38\xE2\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xCF\x2E\x00\x03\x00\x00\x00\x00\x00\x00\x07\x54\x00\x00\x00\x00\x00\x40\x00\x00\x02\x15\x79\x68\x88\xF3\x53\x87\xB8\x2E\x5B\x07\x5A\x19\xCD\x37\x5F\x39\x50\x37\xDE\x3C\xFC\xE4\x61\xDD\x53\x58\x6E\x07\xAA\x89\x9B\x60\x72\xBE\x73\xAF\x69\x5F\x0F\x32\x87\x78\xBD\xA5\x8D\xE0\x98\x65\xEA\xC3\xCC\xBC\x1B\x2A\x4D\x23\x29\x4E\x0E\xBB\x37\x3B\xE1\x63\x08\xDB\xB4\x95\x80\x29\x97\x3E\x08\x63\x5E\x93\x89\x77\x54\x72\xC2\xF9\xE9\x69\x21\xD0\xF3\xDE\xCF\x97\xFB\xF5\x1B\xA3\x73\x65\x9D\x4A\xB6\x88\xD1\x54\x02\x2F\xAA\xAF\x69\xEA\x0D\xD7\xB8\xCB\x87\x47\xCD\x1F\xDB\x9E\x1F\xCC\xEA\x83\xA4\x27\x09\x80\x8D\x1B\xE2\x2E\x25\xD5\x98\xFB\x69\x14\x41\xD8\xD7\x74\x97\x03\x81\xEF\x40\xCA\xDD\xF3\x1B\x2A\x50\xDA\x88\x27\x62\x8C\x1E\x7E\x9A\xBE\xC5\x51\x1B\x30\xEF\x86\xF0\x30\x79\xEA\x6D\x01\x76\xCE\x36\xF6\xE1\xA5\x98\x21\x7B\xB9\x35\x01\xE7\x84\x3C\xC6\x94\x1F\xAF\x7C\x1C\x79\xBA\x7A\xEA\xA6\xDF\xC6\x2F\x5B\xA3\xCE\xD4\xB3\x2E\xE2\xC1\x75\x1D\x1C\x3A\x46\x8A\x28\x58\x41\x1D\xAC\xC2\x21\x4C\xAC\xB1\xFA\x58\xA3\xEE\x9C\xD9\xED\x21\xC2\xB5\x6E\x2A\x2F\x05\xEE\xEF\x94\x00\x12\x9D\x0F\x49\xAE\x67\xD0\x33\xF3\x98\x09\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x31\x34\x00\x4F\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x54\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x88\xF3\x53\x87\x00\x00\x00\x00\x5A\x19\xCD\x37\x00\x00\x00\x00\xDE\x3C\xFC\xE4\x00\x00\x00\x00\x6E\x07\xAA\x89\x00\x00\x00\x00\x73\xAF\x69\x5F\x00\x00\x00\x00\xBD\xA5\x8D\xE0\x00\x00\x00\x00\xCC\xBC\x1B\x2A\x00\x00\x00\x00\x0E\xBB\x37\x3B\x00\x00\x00\x00\xB4\x95\x80\x29\x00\x00\x00\x00\x5E\x93\x89\x77\x00\x00\x00\x00\xE9\x69\x21\xD0\x00\x00\x00\x00\xFB\xF5\x1B\xA3\x00\x00\x00\x00\xB6\x88\xD1\x54\x00\x00\x00\x00\x69\xEA\x0D\xD7\x00\x00\x00\x00\xCD\x1F\xDB\x9E\x00\x00\x00\x00\xA4\x27\x09\x80\x00\x00\x00\x00\x25\xD5\x98\xFB\x00\x00\x00\x00\xD7\x74\x97\x03\x00\x00\x00\x00\xDD\xF3\x1B\x2A\x00\x00\x00\x00\x62\x8C\x1E\x7E\x00\x00\x00\x00\x1B\x30\xEF\x86\x00\x00\x00\x00\x6D\x01\x76\xCE\x00\x00\x00\x00\x98\x21\x7B\xB9\x00\x00\x00\x00\x3C\xC6\x94\x1F\x00\x00\x00\x00\xBA\x7A\xEA\xA6\x00\x00\x00\x00\xA3\xCE\xD4\xB3\x00\x00\x00\x00\x1D\x1C\x3A\x46\x00\x00\x00\x00\x1D\xAC\xC2\x21\x00\x00\x00\x00\x58\xA3\xEE\x9C\x00\x00\x00\x00\xB5\x6E\x2A\x2F\x00\x00\x00\x00\x00\x12\x9D\x0F\x00\x00\x00\x00\x33\xF3\x98\x09\x5F\x24\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xD0)], 4381)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 4381)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xD1928574)], 4381)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x242ABDA4)], 4381)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xBB9749B7)], 4381)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x90488C0D)], 4381)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x23171BBD)], 4381)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x7403EFE8)], 4381)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x595B01DE)], 4381)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xB0DDCEDE)], 4381)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x1747BD39)], 4381)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x0B0D3439)], 4381)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x727D195E)], 4381)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x2A031BBA)], 4381)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x4B6DC497)], 4381)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x22FA70F0)], 4381)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x515934F4)], 4381)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0x73CE3EC1)], 4381)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xD179AB04)], 4381)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xEAF29904)], 4381)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0x68A930E3)], 4381)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x61AA3381)], 4381)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x11C61EED)], 4381)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xFC649F78)], 4381)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x601EDD46)], 4381)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0x2B3E0DA3)], 4381)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x90017A62)], 4381)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x30B937D3)], 4381)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x87D3A695)], 4381)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x7D33DAB9)], 4381)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x149AC1FD)], 4381)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x02511A44)], 4381)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x3C5AE673)], 4381)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x6DA7B56F)], 4381)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBB26),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000111D),
                gc.DataTuple('slot_count', 0x000003ED),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7155E69E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x2CE80265),
                gc.KeyTuple('src_port', 0x0763),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x031B),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2C\xE8\x02\x65\x00\x00\x00\x00\x07\x63\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xBB\x26\x00\x15\x00\x00\x00\x00\x00\x00\xF8\x54\x00\x00\x00\x00\x00\x40\x00\x00\xF1\x67\x3D\xCC\x05\xD3\x5A\xE5\xF0\x21\xA4\x4B\xB8\xBF\x88\xDD\x3D\xC7\x58\xD5\x9B\xBD\x55\xBC\xC3\x19\x8F\x44\x85\x1D\xF7\x44\x78\xA0\x91\x26\xE5\xD2\x89\x37\xF2\xFA\x2F\x84\x3E\xA8\x23\x72\xEC\xE6\x18\x9A\x62\x15\x9B\x0C\x07\xC5\xFA\xD6\x31\x42\x43\x18\x92\x99\xE5\x7A\x6E\x8A\x17\xB9\x2E\x27\xAC\xE6\xBE\x9D\x27\x1A\x9C\xEF\x61\xEB\x8B\x40\x7A\x0F\x81\x98\x08\x2E\xD6\x17\x0B\x7A\xD0\x8A\x05\x8F\xA4\x4A\x5C\x4C\x61\xE5\xB8\x84\x81\x7B\x4B\x8D\x1A\xCB\x3B\x8C\x17\x2A\x8D\xBF\x0E\x9A\xE5\xC3\x22\xF3\xB2\xF2\x5F\x07\xF7\x7D\xB0\xE3\xDF\x94\xC2\x49\xE1\xC3\xFD\xCF\x4E\xAF\x6D\x5A\xA1\x01\x4A\x32\xD0\x5F\x99\xD3\x04\xE8\x21\x27\x5C\x4E\x6E\x8E\xAB\xBB\x28\xB3\xF1\xCB\xBB\xE9\xDB\x19\xDB\xA9\x2B\x9D\xC5\xC3\x75\x05\x5A\x9C\x2B\xED\x53\xE3\xDD\x85\x97\xF1\xA5\x79\x9E\x19\x0C\x43\x95\x3D\xA9\x8B\x02\xE8\x50\x6C\x82\xCB\x72\x2E\x17\x04\x99\xFD\x85\xA0\xE6\xBD\xED\xD5\xA2\xA8\xEF\x84\x4D\x5C\xBF\xA7\x78\xBB\xC8\x09\xA2\x57\x73\x0D\x2B\x56\xC3\x88\x7D\xB8\x28\xA7\x97\xB9\x1B\x51\xBB\xAE\x6E\xC9\xAF\x49\x1D\x6D\x7E\xD5\x72\x17\x9F\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2C\xE8\x02\x65\x00\x00\x00\x00\x07\x63\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xBB\x26\x00\x15\x00\x00\x00\x00\x00\x00\x06\xD0\x00\x00\x00\x00\x00\x40\x00\x00\xF1\x67\x3D\xCC\xD1\x92\x85\x74\xF0\x21\xA4\x4B\x24\x2A\xBD\xA4\x3D\xC7\x58\xD5\xBB\x97\x49\xB7\xC3\x19\x8F\x44\x90\x48\x8C\x0D\x78\xA0\x91\x26\x23\x17\x1B\xBD\xF2\xFA\x2F\x84\x74\x03\xEF\xE8\xEC\xE6\x18\x9A\x59\x5B\x01\xDE\x07\xC5\xFA\xD6\xB0\xDD\xCE\xDE\x92\x99\xE5\x7A\x17\x47\xBD\x39\x2E\x27\xAC\xE6\x0B\x0D\x34\x39\x9C\xEF\x61\xEB\x72\x7D\x19\x5E\x81\x98\x08\x2E\x2A\x03\x1B\xBA\xD0\x8A\x05\x8F\x4B\x6D\xC4\x97\x61\xE5\xB8\x84\x22\xFA\x70\xF0\x1A\xCB\x3B\x8C\x51\x59\x34\xF4\x0E\x9A\xE5\xC3\x73\xCE\x3E\xC1\x5F\x07\xF7\x7D\xD1\x79\xAB\x04\xC2\x49\xE1\xC3\xEA\xF2\x99\x04\x6D\x5A\xA1\x01\x68\xA9\x30\xE3\x99\xD3\x04\xE8\x61\xAA\x33\x81\x6E\x8E\xAB\xBB\x11\xC6\x1E\xED\xBB\xE9\xDB\x19\xFC\x64\x9F\x78\xC5\xC3\x75\x05\x60\x1E\xDD\x46\x53\xE3\xDD\x85\x2B\x3E\x0D\xA3\x9E\x19\x0C\x43\x90\x01\x7A\x62\x02\xE8\x50\x6C\x30\xB9\x37\xD3\x17\x04\x99\xFD\x87\xD3\xA6\x95\xED\xD5\xA2\xA8\x7D\x33\xDA\xB9\xBF\xA7\x78\xBB\x14\x9A\xC1\xFD\x73\x0D\x2B\x56\x02\x51\x1A\x44\x28\xA7\x97\xB9\x3C\x5A\xE6\x73\x6E\xC9\xAF\x49\x6D\xA7\xB5\x6F\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x11\x1D\x03\x1B\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD0\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xD1\x92\x85\x74\x00\x00\x00\x00\x24\x2A\xBD\xA4\x00\x00\x00\x00\xBB\x97\x49\xB7\x00\x00\x00\x00\x90\x48\x8C\x0D\x00\x00\x00\x00\x23\x17\x1B\xBD\x00\x00\x00\x00\x74\x03\xEF\xE8\x00\x00\x00\x00\x59\x5B\x01\xDE\x00\x00\x00\x00\xB0\xDD\xCE\xDE\x00\x00\x00\x00\x17\x47\xBD\x39\x00\x00\x00\x00\x0B\x0D\x34\x39\x00\x00\x00\x00\x72\x7D\x19\x5E\x00\x00\x00\x00\x2A\x03\x1B\xBA\x00\x00\x00\x00\x4B\x6D\xC4\x97\x00\x00\x00\x00\x22\xFA\x70\xF0\x00\x00\x00\x00\x51\x59\x34\xF4\x00\x00\x00\x00\x73\xCE\x3E\xC1\x00\x00\x00\x00\xD1\x79\xAB\x04\x00\x00\x00\x00\xEA\xF2\x99\x04\x00\x00\x00\x00\x68\xA9\x30\xE3\x00\x00\x00\x00\x61\xAA\x33\x81\x00\x00\x00\x00\x11\xC6\x1E\xED\x00\x00\x00\x00\xFC\x64\x9F\x78\x00\x00\x00\x00\x60\x1E\xDD\x46\x00\x00\x00\x00\x2B\x3E\x0D\xA3\x00\x00\x00\x00\x90\x01\x7A\x62\x00\x00\x00\x00\x30\xB9\x37\xD3\x00\x00\x00\x00\x87\xD3\xA6\x95\x00\x00\x00\x00\x7D\x33\xDA\xB9\x00\x00\x00\x00\x14\x9A\xC1\xFD\x00\x00\x00\x00\x02\x51\x1A\x44\x00\x00\x00\x00\x3C\x5A\xE6\x73\x00\x00\x00\x00\x6D\xA7\xB5\x6F\x72\x17\x9F\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x40)], 11802)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11802)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0xD111343C)], 11802)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0xCFED26BB)], 11802)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x64A83872)], 11802)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xACFC1AFA)], 11802)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x6430186E)], 11802)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x97074513)], 11802)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xCB08D691)], 11802)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0xBF5A6AB6)], 11802)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x0F9E94C2)], 11802)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x4304A2DF)], 11802)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x0A22C6F2)], 11802)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x5B2FFDB4)], 11802)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x9E1BDD02)], 11802)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x3EBB9347)], 11802)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x129137DA)], 11802)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xCA9B6A2E)], 11802)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xACE586A3)], 11802)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x412E96EA)], 11802)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xFB984C8D)], 11802)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x3D52AAED)], 11802)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x2B830A2B)], 11802)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xD1ECB742)], 11802)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0x2529896C)], 11802)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xB9CCCEB6)], 11802)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x9886AC69)], 11802)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x9CDCC0D4)], 11802)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x6AC501B5)], 11802)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x0D17FBE5)], 11802)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x7E83235E)], 11802)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xCCA16835)], 11802)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xCC486D22)], 11802)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xE94CA930)], 11802)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEFF2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E1A),
                gc.DataTuple('slot_count', 0x00000BE0),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF6301516),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x92D46FBC),
                gc.KeyTuple('src_port', 0xE611),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x03A8),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x92\xD4\x6F\xBC\x00\x00\x00\x00\xE6\x11\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xEF\xF2\x00\x1D\x00\x00\x00\x00\x00\x00\x21\x0B\x00\x00\x00\x00\x00\x40\x00\x00\x4F\x21\xB4\xA4\x44\xFD\x0C\xEB\x45\x58\x95\x14\x43\x4D\x3D\x34\xCA\x81\x4D\x30\xFA\x9B\x18\x04\x8D\x79\x12\x94\x61\x5E\x3C\xC0\xDA\xDD\x65\x5F\x84\x74\x11\xAE\x90\xFA\x16\x23\x87\x33\x86\x21\x14\x5C\x36\xE1\xF1\x95\x7B\x40\xF5\x58\x9D\x50\x90\x95\x4A\x47\x4B\x6D\xC0\x09\xF1\xBC\x09\xBE\x5D\x89\xBE\xCA\xD8\xF1\xE4\x51\xFC\x5C\x2D\x85\xFD\x3C\x16\x22\x16\x11\x04\x24\xB1\xB1\x2D\x72\x12\x22\xC2\x98\x9D\xED\xDF\x08\xF3\x5F\x2C\xBE\x52\x11\xD3\xA2\x61\x9F\x1C\x21\x99\xDB\xF5\x40\x4A\x79\xC2\xDD\x0E\x0A\x6E\xDB\x88\x40\xE9\x39\x46\x4A\x1B\x83\x7C\xBF\xEA\x47\xEA\x5E\x58\x83\x28\xAE\x21\x5D\x31\x46\x33\xE1\x42\xF9\x1A\xEB\xFD\xBD\xF9\xDA\xBD\x1B\x68\x00\x05\xEC\x7D\xC8\xEC\xE2\x77\x6C\x13\xAA\x6F\x24\x33\x52\xA6\xB2\x53\x39\x97\xFA\x37\xE3\x2C\xC6\xE6\x3B\xB8\x2A\x5F\x4F\x6D\xD6\xDB\x01\x19\x09\x37\x6C\x51\x1E\x74\x77\xDC\x71\x19\x7C\xD0\x3D\xBA\x5D\xAE\x0C\x96\x74\x91\x9C\x0B\x70\x39\x86\xBC\xF4\x72\xD5\x18\x71\x8F\x46\x6A\xEF\x66\xCF\x46\xF3\xF5\x87\x2B\x9F\x0A\x49\x62\xD6\x77\x09\x22\x70\x1C\xC7\xA1\x91\x8E\x18\x52\x10\x86\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x92\xD4\x6F\xBC\x00\x00\x00\x00\xE6\x11\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xEF\xF2\x00\x1D\x00\x00\x00\x00\x00\x00\x05\x40\x00\x00\x00\x00\x00\x40\x00\x00\x4F\x21\xB4\xA4\xD1\x11\x34\x3C\x45\x58\x95\x14\xCF\xED\x26\xBB\xCA\x81\x4D\x30\x64\xA8\x38\x72\x8D\x79\x12\x94\xAC\xFC\x1A\xFA\xDA\xDD\x65\x5F\x64\x30\x18\x6E\x90\xFA\x16\x23\x97\x07\x45\x13\x14\x5C\x36\xE1\xCB\x08\xD6\x91\xF5\x58\x9D\x50\xBF\x5A\x6A\xB6\x4B\x6D\xC0\x09\x0F\x9E\x94\xC2\x5D\x89\xBE\xCA\x43\x04\xA2\xDF\xFC\x5C\x2D\x85\x0A\x22\xC6\xF2\x16\x11\x04\x24\x5B\x2F\xFD\xB4\x12\x22\xC2\x98\x9E\x1B\xDD\x02\xF3\x5F\x2C\xBE\x3E\xBB\x93\x47\x61\x9F\x1C\x21\x12\x91\x37\xDA\x4A\x79\xC2\xDD\xCA\x9B\x6A\x2E\x88\x40\xE9\x39\xAC\xE5\x86\xA3\x7C\xBF\xEA\x47\x41\x2E\x96\xEA\x28\xAE\x21\x5D\xFB\x98\x4C\x8D\x42\xF9\x1A\xEB\x3D\x52\xAA\xED\xBD\x1B\x68\x00\x2B\x83\x0A\x2B\xEC\xE2\x77\x6C\xD1\xEC\xB7\x42\x33\x52\xA6\xB2\x25\x29\x89\x6C\x37\xE3\x2C\xC6\xB9\xCC\xCE\xB6\x5F\x4F\x6D\xD6\x98\x86\xAC\x69\x37\x6C\x51\x1E\x9C\xDC\xC0\xD4\x19\x7C\xD0\x3D\x6A\xC5\x01\xB5\x96\x74\x91\x9C\x0D\x17\xFB\xE5\xBC\xF4\x72\xD5\x7E\x83\x23\x5E\x6A\xEF\x66\xCF\xCC\xA1\x68\x35\x2B\x9F\x0A\x49\xCC\x48\x6D\x22\x22\x70\x1C\xC7\xE9\x4C\xA9\x30\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x2E\x1A\x03\xA8\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\xD1\x11\x34\x3C\x00\x00\x00\x00\xCF\xED\x26\xBB\x00\x00\x00\x00\x64\xA8\x38\x72\x00\x00\x00\x00\xAC\xFC\x1A\xFA\x00\x00\x00\x00\x64\x30\x18\x6E\x00\x00\x00\x00\x97\x07\x45\x13\x00\x00\x00\x00\xCB\x08\xD6\x91\x00\x00\x00\x00\xBF\x5A\x6A\xB6\x00\x00\x00\x00\x0F\x9E\x94\xC2\x00\x00\x00\x00\x43\x04\xA2\xDF\x00\x00\x00\x00\x0A\x22\xC6\xF2\x00\x00\x00\x00\x5B\x2F\xFD\xB4\x00\x00\x00\x00\x9E\x1B\xDD\x02\x00\x00\x00\x00\x3E\xBB\x93\x47\x00\x00\x00\x00\x12\x91\x37\xDA\x00\x00\x00\x00\xCA\x9B\x6A\x2E\x00\x00\x00\x00\xAC\xE5\x86\xA3\x00\x00\x00\x00\x41\x2E\x96\xEA\x00\x00\x00\x00\xFB\x98\x4C\x8D\x00\x00\x00\x00\x3D\x52\xAA\xED\x00\x00\x00\x00\x2B\x83\x0A\x2B\x00\x00\x00\x00\xD1\xEC\xB7\x42\x00\x00\x00\x00\x25\x29\x89\x6C\x00\x00\x00\x00\xB9\xCC\xCE\xB6\x00\x00\x00\x00\x98\x86\xAC\x69\x00\x00\x00\x00\x9C\xDC\xC0\xD4\x00\x00\x00\x00\x6A\xC5\x01\xB5\x00\x00\x00\x00\x0D\x17\xFB\xE5\x00\x00\x00\x00\x7E\x83\x23\x5E\x00\x00\x00\x00\xCC\xA1\x68\x35\x00\x00\x00\x00\xCC\x48\x6D\x22\x00\x00\x00\x00\xE9\x4C\xA9\x30\x52\x10\x86\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xC3)], 1687)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 1687)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x1897C7CE)], 1687)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x799DCF76)], 1687)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x12EEED5C)], 1687)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x4A1861B2)], 1687)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x1FF095A1)], 1687)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x01819E89)], 1687)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0x77066BA9)], 1687)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x2D52E2E0)], 1687)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x12B9E6CD)], 1687)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0xF4EC34E6)], 1687)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x466856DB)], 1687)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x184F2F2E)], 1687)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x7E985DCC)], 1687)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0x03D12D31)], 1687)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0x38E123CD)], 1687)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xC49682D5)], 1687)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x4B3CDF32)], 1687)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0xCFBECF29)], 1687)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xD26A509B)], 1687)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xF251D1D1)], 1687)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x5C6100ED)], 1687)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xA8CE13BD)], 1687)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xDA49077A)], 1687)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xEEBCA211)], 1687)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x7F856B5F)], 1687)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xB943135F)], 1687)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0x8D720F2B)], 1687)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x2B554FC2)], 1687)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x116B6988)], 1687)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0xC79BD5D1)], 1687)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0xD1AACE03)], 1687)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x79D2AA36)], 1687)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCD40),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000697),
                gc.DataTuple('slot_count', 0x000010DC),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5FDA7D59),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0x4E9AF4A5),
                gc.KeyTuple('src_port', 0x4CD3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x02F8),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4E\x9A\xF4\xA5\x00\x00\x00\x00\x4C\xD3\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\xCD\x40\x00\x12\x00\x00\x00\x00\x00\x00\x22\x40\x00\x00\x00\x00\x00\x40\x00\x00\x17\x88\x00\x6E\xA0\x61\x2A\xAC\x4E\x1A\x09\xAF\xD5\xE9\x69\xAD\x43\xB0\x38\x71\x88\x88\x55\xDA\xF7\x9B\xCC\xCB\x25\xCD\x5F\x2D\x12\x2E\xC5\xEF\xE6\xCE\xD3\xA7\x6E\xE2\x10\x54\x9E\x90\x6F\xA3\x8B\x34\x0B\x60\xD9\xAA\xD2\xE7\xB6\xD5\xF7\xD2\xCC\x12\xFC\x28\x52\x18\x3B\x38\x36\xCE\xB2\xD8\xAC\x64\xA3\x67\x07\xA7\x20\x5A\x6F\x07\x51\x21\xD3\xD4\x70\x56\xB0\x78\xE0\x9C\xA6\x6C\x6B\x46\xBF\x23\xAA\x35\x0D\x85\x79\x66\xE2\x3E\xB3\xA8\x36\x6B\xA6\x25\xBA\x76\xC8\x7B\xD8\x0D\x69\x7E\x55\x4E\x6A\xCD\xFC\x09\xAE\x4E\x6A\x00\x09\x25\x95\x11\x3A\xD1\x04\x75\x90\x2E\x6F\xF3\x13\x6A\xBD\x9A\x46\xC1\x49\xAC\x81\x87\x0B\x9D\xFC\xF2\x35\x80\xA2\xFC\xF9\x74\xD0\x03\x6D\xC7\xF4\x8F\xED\xCC\x82\xF6\x46\xF7\x5F\x5D\xDC\x8E\xF4\xF2\x51\xD5\x15\xCF\xFF\xF0\x6B\x24\xE6\x56\xAD\x79\x61\xCE\xE4\xAE\x0F\xC9\x32\xF3\x11\xF0\x03\x0D\x8B\x19\xB4\xA9\xCF\x79\xAD\x68\x33\x01\xD9\x4C\xE6\xF1\x7D\x69\xF5\x3B\x8A\xB7\x49\x31\xA8\x5F\xAA\xC6\x0C\xF7\x60\xD8\xBA\x4F\x3A\x31\xFE\x5E\x20\x6A\xA2\x1B\xF3\x52\xC5\xA5\x9E\x40\x48\xC0\x4B\x27\x89\x4E\x57\x0A\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4E\x9A\xF4\xA5\x00\x00\x00\x00\x4C\xD3\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\xCD\x40\x00\x12\x00\x00\x00\x00\x00\x00\x04\xC3\x00\x00\x00\x00\x00\x40\x00\x00\x17\x88\x00\x6E\x18\x97\xC7\xCE\x4E\x1A\x09\xAF\x79\x9D\xCF\x76\x43\xB0\x38\x71\x12\xEE\xED\x5C\xF7\x9B\xCC\xCB\x4A\x18\x61\xB2\x12\x2E\xC5\xEF\x1F\xF0\x95\xA1\x6E\xE2\x10\x54\x01\x81\x9E\x89\x8B\x34\x0B\x60\x77\x06\x6B\xA9\xB6\xD5\xF7\xD2\x2D\x52\xE2\xE0\x52\x18\x3B\x38\x12\xB9\xE6\xCD\xAC\x64\xA3\x67\xF4\xEC\x34\xE6\x6F\x07\x51\x21\x46\x68\x56\xDB\xB0\x78\xE0\x9C\x18\x4F\x2F\x2E\xBF\x23\xAA\x35\x7E\x98\x5D\xCC\xE2\x3E\xB3\xA8\x03\xD1\x2D\x31\xBA\x76\xC8\x7B\x38\xE1\x23\xCD\x55\x4E\x6A\xCD\xC4\x96\x82\xD5\x6A\x00\x09\x25\x4B\x3C\xDF\x32\x04\x75\x90\x2E\xCF\xBE\xCF\x29\xBD\x9A\x46\xC1\xD2\x6A\x50\x9B\x0B\x9D\xFC\xF2\xF2\x51\xD1\xD1\xF9\x74\xD0\x03\x5C\x61\x00\xED\xED\xCC\x82\xF6\xA8\xCE\x13\xBD\xDC\x8E\xF4\xF2\xDA\x49\x07\x7A\xFF\xF0\x6B\x24\xEE\xBC\xA2\x11\x61\xCE\xE4\xAE\x7F\x85\x6B\x5F\x11\xF0\x03\x0D\xB9\x43\x13\x5F\xCF\x79\xAD\x68\x8D\x72\x0F\x2B\xE6\xF1\x7D\x69\x2B\x55\x4F\xC2\x49\x31\xA8\x5F\x11\x6B\x69\x88\x60\xD8\xBA\x4F\xC7\x9B\xD5\xD1\x20\x6A\xA2\x1B\xD1\xAA\xCE\x03\x9E\x40\x48\xC0\x79\xD2\xAA\x36\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x06\x97\x02\xF8\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC3\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x18\x97\xC7\xCE\x00\x00\x00\x00\x79\x9D\xCF\x76\x00\x00\x00\x00\x12\xEE\xED\x5C\x00\x00\x00\x00\x4A\x18\x61\xB2\x00\x00\x00\x00\x1F\xF0\x95\xA1\x00\x00\x00\x00\x01\x81\x9E\x89\x00\x00\x00\x00\x77\x06\x6B\xA9\x00\x00\x00\x00\x2D\x52\xE2\xE0\x00\x00\x00\x00\x12\xB9\xE6\xCD\x00\x00\x00\x00\xF4\xEC\x34\xE6\x00\x00\x00\x00\x46\x68\x56\xDB\x00\x00\x00\x00\x18\x4F\x2F\x2E\x00\x00\x00\x00\x7E\x98\x5D\xCC\x00\x00\x00\x00\x03\xD1\x2D\x31\x00\x00\x00\x00\x38\xE1\x23\xCD\x00\x00\x00\x00\xC4\x96\x82\xD5\x00\x00\x00\x00\x4B\x3C\xDF\x32\x00\x00\x00\x00\xCF\xBE\xCF\x29\x00\x00\x00\x00\xD2\x6A\x50\x9B\x00\x00\x00\x00\xF2\x51\xD1\xD1\x00\x00\x00\x00\x5C\x61\x00\xED\x00\x00\x00\x00\xA8\xCE\x13\xBD\x00\x00\x00\x00\xDA\x49\x07\x7A\x00\x00\x00\x00\xEE\xBC\xA2\x11\x00\x00\x00\x00\x7F\x85\x6B\x5F\x00\x00\x00\x00\xB9\x43\x13\x5F\x00\x00\x00\x00\x8D\x72\x0F\x2B\x00\x00\x00\x00\x2B\x55\x4F\xC2\x00\x00\x00\x00\x11\x6B\x69\x88\x00\x00\x00\x00\xC7\x9B\xD5\xD1\x00\x00\x00\x00\xD1\xAA\xCE\x03\x00\x00\x00\x00\x79\xD2\xAA\x36\x57\x0A\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.37

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0xEC)], 8529)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 8529)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x7A0ED530)], 8529)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x00000000), ('P4rIngress.values_v00001.hi', 0x692247D6)], 8529)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0xEFFA89D9)], 8529)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0xD89784E8)], 8529)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x00000000), ('P4rIngress.values_v00100.hi', 0x4BF057DF)], 8529)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x8BE61595)], 8529)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x00000000), ('P4rIngress.values_v00110.hi', 0xD9EF015B)], 8529)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x00000000), ('P4rIngress.values_v00111.hi', 0x463F307A)], 8529)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x00000000), ('P4rIngress.values_v01000.hi', 0x542CFE13)], 8529)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x00000000), ('P4rIngress.values_v01001.hi', 0x38ED8CC4)], 8529)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0xCA5BCE79)], 8529)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x58A86BC3)], 8529)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x278C4492)], 8529)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x00000000), ('P4rIngress.values_v01101.hi', 0xAEE314E5)], 8529)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x00000000), ('P4rIngress.values_v01110.hi', 0xEAF51C13)], 8529)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x00000000), ('P4rIngress.values_v01111.hi', 0xD3FCC845)], 8529)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0x5198516D)], 8529)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x00000000), ('P4rIngress.values_v10001.hi', 0x1E2718C1)], 8529)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xEBA2CF6C)], 8529)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0x410356AE)], 8529)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x6709F529)], 8529)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x00000000), ('P4rIngress.values_v10101.hi', 0xF40029E4)], 8529)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xAADBD402)], 8529)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xE817D5FC)], 8529)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x8E60F0D1)], 8529)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xBFB26733)], 8529)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x00000000), ('P4rIngress.values_v11010.hi', 0xC8267A2A)], 8529)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x36A5D6D3)], 8529)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x8C07B483)], 8529)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x00000000), ('P4rIngress.values_v11101.hi', 0x1AA01875)], 8529)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x50AAD221)], 8529)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0xF2FBD701)], 8529)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8F07),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000151),
                gc.DataTuple('slot_count', 0x000012B3),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD47FA13E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x044),
                gc.KeyTuple('src_addr', 0xDC0A235E),
                gc.KeyTuple('src_port', 0x06BA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0000),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x0350),
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

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDC\x0A\x23\x5E\x00\x00\x00\x00\x06\xBA\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x82\x8F\x07\x00\x0E\x00\x00\x00\x00\x00\x00\x01\xD0\x00\x00\x00\x00\x00\x40\x00\x00\x35\xF8\x91\x8F\xE7\x64\xF5\x51\xCE\xAA\xD7\xCF\xCF\xF4\xCC\x6F\x3F\xD1\x36\x17\xBE\x14\x81\x18\x1E\xC5\x5B\xE9\x6A\xE1\x9F\x88\x01\xCA\xBC\x22\x19\x09\x5A\xF1\xF0\x3A\xAC\xCC\x2E\x0B\x01\xFF\x21\x16\x43\x10\xC1\xFD\x9F\x05\x1E\x9D\xBA\xE8\x63\xC1\x8C\x32\xFC\x7D\x85\x17\xC6\x15\xDB\xA3\x53\x5E\x07\x87\x5D\xB8\x32\x3F\x66\x65\xF5\xF6\x0D\xE0\x27\xE1\xFE\x0C\xC5\x60\x03\xC1\x85\x64\x92\x18\x7B\x37\xD9\xCF\xF7\x21\x89\x11\x4F\x85\x96\x3C\x02\xD2\x41\x27\xDE\xED\x87\x50\x6B\x28\x70\xE8\x2C\x01\x83\x7D\xC1\xDC\x23\x2A\xE9\xC7\x9F\xD6\x6C\xD6\xE7\xEA\xB9\x9F\x6F\xE8\x5E\x47\x4F\x35\xA7\x7A\x44\x3F\x6F\x9D\xAF\xF1\xB9\x4A\x1F\x86\x18\x18\xD1\x46\x2F\x8B\x40\x89\xF3\x84\xFF\x86\xBA\x4B\x74\xC2\xE5\x90\x29\xAD\xC9\x19\xAA\x4D\xFB\x43\x16\x0C\x08\x16\x26\xAE\x45\x18\x92\xB9\xC7\xDC\x9C\x3B\x68\x12\x76\x91\x63\x7A\x05\x58\x42\x68\x45\x14\xBB\x76\xA2\x0C\xB2\xBC\x07\x1D\x40\xC3\xBB\x60\x89\x34\x6F\x4F\x6D\xA6\x6C\x44\x22\x5D\x31\xF0\x62\xB8\x42\x6D\xD3\x7F\xC9\xA6\xE0\x6B\x84\x3C\x9E\x26\x3D\x16\xDA\x7A\xB0\x9E\xDA\xB5\xDF\x88\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDC\x0A\x23\x5E\x00\x00\x00\x00\x06\xBA\xBE\xEF\x00\x00\x00\x00\x50\x34\x02\x02\x8F\x07\x00\x0E\x00\x00\x00\x00\x00\x00\x07\xEC\x00\x00\x00\x00\x00\x40\x00\x00\x35\xF8\x91\x8F\x7A\x0E\xD5\x30\xCE\xAA\xD7\xCF\x69\x22\x47\xD6\x3F\xD1\x36\x17\xEF\xFA\x89\xD9\x1E\xC5\x5B\xE9\xD8\x97\x84\xE8\x01\xCA\xBC\x22\x4B\xF0\x57\xDF\xF0\x3A\xAC\xCC\x8B\xE6\x15\x95\x21\x16\x43\x10\xD9\xEF\x01\x5B\x1E\x9D\xBA\xE8\x46\x3F\x30\x7A\xFC\x7D\x85\x17\x54\x2C\xFE\x13\x53\x5E\x07\x87\x38\xED\x8C\xC4\x66\x65\xF5\xF6\xCA\x5B\xCE\x79\xFE\x0C\xC5\x60\x58\xA8\x6B\xC3\x92\x18\x7B\x37\x27\x8C\x44\x92\x89\x11\x4F\x85\xAE\xE3\x14\xE5\x41\x27\xDE\xED\xEA\xF5\x1C\x13\x70\xE8\x2C\x01\xD3\xFC\xC8\x45\x23\x2A\xE9\xC7\x51\x98\x51\x6D\xE7\xEA\xB9\x9F\x1E\x27\x18\xC1\x4F\x35\xA7\x7A\xEB\xA2\xCF\x6C\xAF\xF1\xB9\x4A\x41\x03\x56\xAE\xD1\x46\x2F\x8B\x67\x09\xF5\x29\xFF\x86\xBA\x4B\xF4\x00\x29\xE4\x29\xAD\xC9\x19\xAA\xDB\xD4\x02\x16\x0C\x08\x16\xE8\x17\xD5\xFC\x92\xB9\xC7\xDC\x8E\x60\xF0\xD1\x76\x91\x63\x7A\xBF\xB2\x67\x33\x45\x14\xBB\x76\xC8\x26\x7A\x2A\x07\x1D\x40\xC3\x36\xA5\xD6\xD3\x6F\x4F\x6D\xA6\x8C\x07\xB4\x83\x31\xF0\x62\xB8\x1A\xA0\x18\x75\xC9\xA6\xE0\x6B\x50\xAA\xD2\x21\x3D\x16\xDA\x7A\xF2\xFB\xD7\x01\x0C\x01\x00\x00\x01\xFF\x00\x00\xFF\xFF\x21\x51\x03\x50\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xEC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x7A\x0E\xD5\x30\x00\x00\x00\x00\x69\x22\x47\xD6\x00\x00\x00\x00\xEF\xFA\x89\xD9\x00\x00\x00\x00\xD8\x97\x84\xE8\x00\x00\x00\x00\x4B\xF0\x57\xDF\x00\x00\x00\x00\x8B\xE6\x15\x95\x00\x00\x00\x00\xD9\xEF\x01\x5B\x00\x00\x00\x00\x46\x3F\x30\x7A\x00\x00\x00\x00\x54\x2C\xFE\x13\x00\x00\x00\x00\x38\xED\x8C\xC4\x00\x00\x00\x00\xCA\x5B\xCE\x79\x00\x00\x00\x00\x58\xA8\x6B\xC3\x00\x00\x00\x00\x27\x8C\x44\x92\x00\x00\x00\x00\xAE\xE3\x14\xE5\x00\x00\x00\x00\xEA\xF5\x1C\x13\x00\x00\x00\x00\xD3\xFC\xC8\x45\x00\x00\x00\x00\x51\x98\x51\x6D\x00\x00\x00\x00\x1E\x27\x18\xC1\x00\x00\x00\x00\xEB\xA2\xCF\x6C\x00\x00\x00\x00\x41\x03\x56\xAE\x00\x00\x00\x00\x67\x09\xF5\x29\x00\x00\x00\x00\xF4\x00\x29\xE4\x00\x00\x00\x00\xAA\xDB\xD4\x02\x00\x00\x00\x00\xE8\x17\xD5\xFC\x00\x00\x00\x00\x8E\x60\xF0\xD1\x00\x00\x00\x00\xBF\xB2\x67\x33\x00\x00\x00\x00\xC8\x26\x7A\x2A\x00\x00\x00\x00\x36\xA5\xD6\xD3\x00\x00\x00\x00\x8C\x07\xB4\x83\x00\x00\x00\x00\x1A\xA0\x18\x75\x00\x00\x00\x00\x50\xAA\xD2\x21\x00\x00\x00\x00\xF2\xFB\xD7\x01\xDF\x88\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

