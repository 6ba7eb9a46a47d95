# PTF test for build/testgen/k32/kind9/main
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

logger = logging.getLogger('build/testgen/k32/kind9/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, 'build/testgen/k32/kind9/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('build/testgen/k32/kind9/main')

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
    # Current statement coverage: 0.085

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8C\x00\x00\x00\x00\x00\x00\x20\x00\x00\x4B\x2A\x4B\x18\x9E\xBE\xC3\xE8\x99\xB7\x09\x78\x20\x04\x16\x72\xA9\x26\x68\x12\xC7\xFE\x99\x1A\x6D\x05\x1A\x38\xDD\x27\x87\xCA\x0E\x35\xD7\x72\x35\xDE\xE2\x47\xCB\x2D\x6F\x4C\x6A\x30\x19\xBF\x87\xC8\xC4\xA9\x1F\x6C\x40\xFD\x26\x00\x0F\x9F\xC0\x6D\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.091

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD0\x00\x00\x00\x00\x00\x00\x20\x00\x00\x1D\x5F\xFD\x12\xE4\x08\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.097

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x07\x00\x00\x00\x00\x00\x00\x20\x00\x00\x1F\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.097

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF6\x00\x00\x00\x00\x00\x00\x20\x00\x00\xE7\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.097

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 48
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCD\x00\x00\x00\x00\x00\x00\x20\x00\x00\x41\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD8DEC847), ('P4rIngress.bitmap_seq.seq', 0xCD100000)], 5059)
        self.setRegisterValue('P4rIngress.rounds', 0xCD100000, 5059)
        self.setRegisterValue('P4rIngress.count', 0x12, 5059)
        self.setRegisterValue('P4rIngress.exponent', 0x72, 5059)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5059)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9BC73BE5), ('P4rIngress.values_v0000.hi', 0x8E07DB79)], 5059)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x656AED38), ('P4rIngress.values_v0001.hi', 0x2B18C3DF)], 5059)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4F1169BB), ('P4rIngress.values_v0010.hi', 0x3A1C2E1F)], 5059)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xC9D22A8C), ('P4rIngress.values_v0011.hi', 0x6686892A)], 5059)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x19B2DF75), ('P4rIngress.values_v0100.hi', 0x27C77B38)], 5059)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xA97AE4E9), ('P4rIngress.values_v0101.hi', 0x5C6B3C96)], 5059)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xAC24E391), ('P4rIngress.values_v0110.hi', 0xA1699656)], 5059)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xED8DB174), ('P4rIngress.values_v0111.hi', 0xB1F95427)], 5059)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x174D6997), ('P4rIngress.values_v1000.hi', 0x42CB5B50)], 5059)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7E3E4305), ('P4rIngress.values_v1001.hi', 0xDAE311A6)], 5059)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB1CE24AE), ('P4rIngress.values_v1010.hi', 0x497F36B7)], 5059)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x0FEB7FD3), ('P4rIngress.values_v1011.hi', 0x5AFB209D)], 5059)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5A4F199D), ('P4rIngress.values_v1100.hi', 0x3D6F52AA)], 5059)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xBB21B355), ('P4rIngress.values_v1101.hi', 0x5D40BEEA)], 5059)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7A31B9BA), ('P4rIngress.values_v1110.hi', 0x19DFAFA6)], 5059)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x99E9E413), ('P4rIngress.values_v1111.hi', 0x51F16131)], 5059)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x24DF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000102A),
                gc.DataTuple('slot_count', 0x000007DD),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x48FF30AE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0xCB249FA8),
                gc.KeyTuple('src_port', 0xBBA1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x24DF),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0024),
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
        ig_port = 41
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCB\x24\x9F\xA8\x00\x00\x00\x00\xBB\xA1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x24\xDF\x00\x10\x48\xFF\x30\xAE\x03\x99\x06\xF3\xCD\x10\x00\x00\x00\x20\x00\x00\xC6\x13\x33\x9A\xDE\x33\x9B\x8C\x76\xEA\xE3\x75\x69\xAD\x84\xDD\x3C\x93\xB4\xB9\x73\x9E\xC9\x05\x9A\x8A\xA3\x69\x41\xF2\xDD\x6B\xB2\xC3\xFC\x77\x6D\xD5\xDB\x0C\x7A\x2B\x34\x71\x39\x74\xBF\xD7\xAE\xD6\x67\x5D\xAD\xC5\xD7\x79\xCB\x61\x1B\x40\x96\xA4\xF4\x95\x76\x24\x4D\x9D\x76\x91\x99\x39\x02\x24\xF9\x6B\x93\x78\xA7\x0A\xAC\x8B\x35\x02\x55\xA2\x92\xB4\x28\xF1\x58\x47\x5D\x72\x6B\xBC\x61\x5E\x47\x93\x79\x34\x74\xBB\xA2\x6D\x27\x56\x73\x59\x32\xCE\x08\x0C\x68\x4B\x73\xAD\x44\xEA\xAD\x29\xB4\xD3\x50\xA0\x2F\x1E\x75\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCB\x24\x9F\xA8\xBE\xEF\xBB\xA1\x00\xA0\x00\x00\x50\x34\x02\x82\x24\xDF\x00\x10\x48\xFF\x30\xAE\x03\x99\x00\xF3\xCD\x10\x00\x00\x00\x20\x00\x13\x80\x00\x00\x00\xDE\x33\x9B\x8C\x7F\xFF\xFF\xFF\x69\xAD\x84\xDD\x7F\xFF\xFF\xFF\x73\x9E\xC9\x05\x80\x00\x00\x00\x41\xF2\xDD\x6B\xCC\x76\xDB\xEC\x6D\xD5\xDB\x0C\x23\xA6\x19\x5A\x39\x74\xBF\xD7\x80\x00\x00\x00\xAD\xC5\xD7\x79\xB8\xEE\xCC\xB4\x96\xA4\xF4\x95\x7F\xFF\xFF\xFF\x76\x91\x99\x39\x7F\xFF\xFF\xFF\x93\x78\xA7\x0A\x80\x00\x00\x00\x55\xA2\x92\xB4\x38\xDC\xD8\x1A\x5D\x72\x6B\xBC\x7F\xFF\xFF\xFF\x79\x34\x74\xBB\x80\x00\x00\x00\x73\x59\x32\xCE\x7F\xFF\xFF\xFF\x73\xAD\x44\xEA\x80\x00\x00\x00\x50\xA0\x2F\x1E\x75\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x19825EE6), ('P4rIngress.bitmap_seq.seq', 0x52630F2F)], 2952)
        self.setRegisterValue('P4rIngress.rounds', 0x52630F2F, 2952)
        self.setRegisterValue('P4rIngress.count', 0x1F, 2952)
        self.setRegisterValue('P4rIngress.exponent', 0x9F, 2952)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2952)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB6A3ACCF), ('P4rIngress.values_v0000.hi', 0x989EA1E3)], 2952)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x78EBF257), ('P4rIngress.values_v0001.hi', 0x65203A04)], 2952)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5D035FE1), ('P4rIngress.values_v0010.hi', 0x76DB739D)], 2952)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9158FE97), ('P4rIngress.values_v0011.hi', 0x693E15D9)], 2952)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x659BC297), ('P4rIngress.values_v0100.hi', 0xEBC185A3)], 2952)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x778B6923), ('P4rIngress.values_v0101.hi', 0x454B41C8)], 2952)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x66B48C5A), ('P4rIngress.values_v0110.hi', 0x4D17DD60)], 2952)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x8CF6AC17), ('P4rIngress.values_v0111.hi', 0x0F626AD1)], 2952)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xE286BB2E), ('P4rIngress.values_v1000.hi', 0x00000000)], 2952)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5E03206A), ('P4rIngress.values_v1001.hi', 0x78BFB354)], 2952)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x51A6F0AF), ('P4rIngress.values_v1010.hi', 0xB14CCE23)], 2952)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4DC8856A), ('P4rIngress.values_v1011.hi', 0x651959F1)], 2952)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x46F1DDE7), ('P4rIngress.values_v1100.hi', 0x91A6FA5A)], 2952)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x789E12C1), ('P4rIngress.values_v1101.hi', 0x2A63F0B9)], 2952)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6458E9FC), ('P4rIngress.values_v1110.hi', 0x534F746D)], 2952)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x2C39E83A), ('P4rIngress.values_v1111.hi', 0x7A39D986)], 2952)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8762),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000069B),
                gc.DataTuple('slot_count', 0x00001241),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA5DEDD9F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x1DAC1B45),
                gc.KeyTuple('src_port', 0xACA9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8762),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x026A),
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
        ig_port = 35
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1D\xAC\x1B\x45\x00\x00\x00\x00\xAC\xA9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x87\x62\x00\x10\xA5\xDE\xDD\x9F\x04\xED\x06\xAF\x52\x63\x0F\x2F\x00\x20\x00\x00\x98\xB6\x8C\x47\xB4\x52\xA2\x21\x3C\xAF\x31\xAE\x54\x0D\xBA\xCE\x5D\xD6\x5C\x2D\x55\x3D\x28\xC8\xDD\x7A\x37\xC5\x2A\xCD\x97\xC3\x28\x4A\xAE\x83\x3A\xFF\x57\x1E\xB4\x8F\x1D\xAF\x6F\xB6\xE2\x08\x62\x06\x67\xEC\x67\x3E\x9D\xC2\xA9\x17\x3A\xF5\x8F\xD9\x6A\x3B\xEF\xCD\x22\x66\x00\x00\x00\x00\x27\x6D\x6E\x51\x4C\xE7\x89\xA4\x77\xA7\x31\x71\xAD\xA6\xAE\xE1\x43\x61\xAF\x18\xA6\x9B\xEC\xA3\x42\xC1\x11\x2B\x88\x72\x41\x2B\x7E\x4C\x7A\x5E\x79\x29\xA9\xFB\x2D\x5C\x6F\x3F\x51\x49\x16\x21\x04\xFC\x2D\xB9\x53\x8D\x69\xAD\xF5\xD1\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1D\xAC\x1B\x45\xBE\xEF\xAC\xA9\x00\xA0\x00\x00\x50\x34\x02\x82\x87\x62\x00\x10\xA5\xDE\xDD\x9F\x04\xED\x00\xAF\x52\x63\x0F\x2F\x00\x20\x00\x20\x80\x00\x00\x00\xB4\x52\xA2\x21\x7F\xFF\xFF\xFF\x54\x0D\xBA\xCE\x7F\xFF\xFF\xFF\x55\x3D\x28\xC8\x80\x00\x00\x00\x2A\xCD\x97\xC3\x7F\xFF\xFF\xFF\x3A\xFF\x57\x1E\x2C\x1A\x86\xD2\x6F\xB6\xE2\x08\x7F\xFF\xFF\xFF\x67\x3E\x9D\xC2\x80\x00\x00\x00\x8F\xD9\x6A\x3B\xD2\x53\xDD\x94\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x4C\xE7\x89\xA4\x7F\xFF\xFF\xFF\xAD\xA6\xAE\xE1\x7F\xFF\xFF\xFF\xA6\x9B\xEC\xA3\x7F\xFF\xFF\xFF\x88\x72\x41\x2B\x7F\xFF\xFF\xFF\x79\x29\xA9\xFB\x7F\xFF\xFF\xFF\x51\x49\x16\x21\x31\x36\x15\xF3\x53\x8D\x69\xAD\xF5\xD1\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x64C4D344), ('P4rIngress.bitmap_seq.seq', 0x50BA1A96)], 2416)
        self.setRegisterValue('P4rIngress.rounds', 0x50BA1A96, 2416)
        self.setRegisterValue('P4rIngress.count', 0x16, 2416)
        self.setRegisterValue('P4rIngress.exponent', 0x40, 2416)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2416)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA802DCD7), ('P4rIngress.values_v0000.hi', 0xB44C8A9C)], 2416)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3622BA85), ('P4rIngress.values_v0001.hi', 0x5C111B32)], 2416)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x707DB3FC), ('P4rIngress.values_v0010.hi', 0x5756015F)], 2416)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB6B80FEF), ('P4rIngress.values_v0011.hi', 0x5CA3B933)], 2416)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7B2EDA2F), ('P4rIngress.values_v0100.hi', 0x760FCA37)], 2416)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xAD67C664), ('P4rIngress.values_v0101.hi', 0x52B5AA5C)], 2416)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x0D711DBB), ('P4rIngress.values_v0110.hi', 0x4EF716C9)], 2416)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x75DCE945), ('P4rIngress.values_v0111.hi', 0xFB2A87E7)], 2416)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xD9D3B533), ('P4rIngress.values_v1000.hi', 0x7037F939)], 2416)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4BE2E327), ('P4rIngress.values_v1001.hi', 0x62775B66)], 2416)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5DE81FBD), ('P4rIngress.values_v1010.hi', 0x6F4CA74E)], 2416)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x53A678C5), ('P4rIngress.values_v1011.hi', 0x368C1377)], 2416)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x15D7EF27), ('P4rIngress.values_v1100.hi', 0x5BA45C8D)], 2416)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x80000000), ('P4rIngress.values_v1101.hi', 0x3B8F4830)], 2416)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6ED41EC9), ('P4rIngress.values_v1110.hi', 0xA0772010)], 2416)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x2EE62F97), ('P4rIngress.values_v1111.hi', 0x50FF95D5)], 2416)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3284),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000764),
                gc.DataTuple('slot_count', 0x000015F5),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDEC76A0C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x1DFFA2EA),
                gc.KeyTuple('src_port', 0xAC95),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3284),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01F2),
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
        ig_port = 61
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1D\xFF\xA2\xEA\x00\x00\x00\x00\xAC\x95\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x32\x84\x00\x10\xDE\xC7\x6A\x0C\x02\x0C\x00\xB5\x50\xBA\x1A\x96\x00\x20\x00\x00\xB3\x20\x1E\xB1\x97\xE9\xB5\x4F\x70\xB0\x1E\x85\x2F\xED\xAD\x17\x3C\x8D\xE9\xCC\x43\x8C\x5C\x50\x97\xAB\xB8\x4E\x46\xE0\xAD\x8D\x22\x88\x95\x6E\xD4\x45\x2A\xF3\x3D\x6B\x0D\x75\x6A\xEB\x28\x37\x24\x37\x1C\xB1\x69\x7A\x96\x59\x11\xC1\xB5\xA2\x96\xED\xDA\xF3\x8C\x53\x93\x96\x26\x62\x29\x53\x64\xF2\x3A\x9F\x4D\x34\x5F\x2C\x47\x7F\x19\x9E\x5D\xD5\xDD\x68\x41\x22\x43\xA6\x68\xAC\xCE\x7F\xD6\xD7\x8F\x63\x46\xCF\x0E\x9F\x6A\x52\xA5\x4A\x7F\x26\xAF\xA6\x27\x0E\x7E\x9C\x83\x64\x55\x1C\x62\x78\x6C\x67\x5E\x55\xE0\x0F\xD8\xEB\x13\x81\x1C\x1F\xB8\x73\xDC\xBB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1D\xFF\xA2\xEA\xBE\xEF\xAC\x95\x00\xA0\x00\x00\x50\x34\x02\x82\x32\x84\x00\x10\xDE\xC7\x6A\x0C\x02\x0C\x00\xB5\x50\xBA\x1A\x96\x00\x20\x00\x17\x80\x00\x00\x00\x97\xE9\xB5\x4F\x7F\xFF\xFF\xFF\x2F\xED\xAD\x17\x7F\xFF\xFF\xFF\x43\x8C\x5C\x50\x80\x00\x00\x00\x46\xE0\xAD\x8D\x7F\xFF\xFF\xFF\xD4\x45\x2A\xF3\xEA\xD2\xD3\xD9\x6A\xEB\x28\x37\x31\xA8\x3A\x6C\x69\x7A\x96\x59\x7F\xFF\xFF\xFF\x96\xED\xDA\xF3\x80\x00\x00\x00\x26\x62\x29\x53\x7F\xFF\xFF\xFF\x4D\x34\x5F\x2C\x7F\xFF\xFF\xFF\x5D\xD5\xDD\x68\x7F\xFF\xFF\xFF\x68\xAC\xCE\x7F\xEC\xAF\x7E\x8A\x46\xCF\x0E\x9F\xEA\x52\xA5\x4A\x7F\x26\xAF\xA6\x7F\xFF\xFF\xFF\x83\x64\x55\x1C\x7F\xFF\xFF\xFF\x5E\x55\xE0\x0F\xD8\xEB\x13\x81\x1C\x1F\xB8\x73\xDC\xBB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9248827F), ('P4rIngress.bitmap_seq.seq', 0xE7A78198)], 2709)
        self.setRegisterValue('P4rIngress.rounds', 0xE7A78198, 2709)
        self.setRegisterValue('P4rIngress.count', 0x1F, 2709)
        self.setRegisterValue('P4rIngress.exponent', 0xA6, 2709)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2709)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB0447E73), ('P4rIngress.values_v0000.hi', 0x905C5B58)], 2709)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7518A877), ('P4rIngress.values_v0001.hi', 0x4B6E0AF0)], 2709)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3D46A6F9), ('P4rIngress.values_v0010.hi', 0x7A45A827)], 2709)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9C12B537), ('P4rIngress.values_v0011.hi', 0x3C6FED89)], 2709)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x72A7CC5F), ('P4rIngress.values_v0100.hi', 0xFDF64827)], 2709)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xC56B59D3), ('P4rIngress.values_v0101.hi', 0x662B219B)], 2709)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7BDF116B), ('P4rIngress.values_v0110.hi', 0x5FE756A6)], 2709)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xBAD2C8C5), ('P4rIngress.values_v0111.hi', 0x8947E7C4)], 2709)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x928B76E9), ('P4rIngress.values_v1000.hi', 0x5AD52500)], 2709)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x39083368), ('P4rIngress.values_v1001.hi', 0x8622DCA3)], 2709)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x49354B73), ('P4rIngress.values_v1010.hi', 0xA778DC86)], 2709)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x28FB371F), ('P4rIngress.values_v1011.hi', 0xAA11CB8C)], 2709)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xABD0B4CD), ('P4rIngress.values_v1100.hi', 0x66BFAD4D)], 2709)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x485935D4), ('P4rIngress.values_v1101.hi', 0xAC58A473)], 2709)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xBF7EAB59), ('P4rIngress.values_v1110.hi', 0x6BBDF8B7)], 2709)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x52904AED), ('P4rIngress.values_v1111.hi', 0x7157DD8B)], 2709)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1C51),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A95),
                gc.DataTuple('slot_count', 0x00000E07),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x87B54731),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x1193A1F4),
                gc.KeyTuple('src_port', 0x31A0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1C51),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0391),
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
        ig_port = 10
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x11\x93\xA1\xF4\x00\x00\x00\x00\x31\xA0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1C\x51\x00\x10\x87\xB5\x47\x31\x00\x00\x06\xDD\xE7\xA7\x81\x98\x00\x20\x00\x00\x80\x93\xED\x10\xEA\x08\x1A\x3F\x3B\x9F\x9E\xB0\x63\xAB\x6E\x90\x63\x57\xC3\xEF\x24\x7F\x0D\x03\xAB\xBE\x30\x33\x71\x82\x47\x72\x56\x91\x9D\xCD\x1C\x96\xC9\x69\xEF\x95\xDD\xCB\x4E\x69\x56\x11\x09\xC4\x37\xE9\x7A\xC3\x58\xB1\x8A\xBB\x3E\x69\x6E\x3F\xBF\xDD\xB0\x8F\x28\x22\x42\xC4\x2C\xE7\x15\x8F\x58\xAB\xB9\xED\xA5\x46\x9A\xB5\xA1\xAB\xC6\x72\xD0\x16\x31\x31\x82\xC3\xAE\xDF\x6C\xE1\x62\xF3\x17\x69\x38\xE2\xD5\xF3\x5B\x0D\x21\x07\x3A\xF3\x6F\x57\x0A\x31\xD2\xD3\x6F\x1C\xBD\x94\x34\xCE\x26\x2A\x60\xCD\x8B\x45\x17\x70\x5C\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x11\x93\xA1\xF4\xBE\xEF\x31\xA0\x00\xA0\x00\x00\x50\x34\x02\x82\x1C\x51\x00\x10\x87\xB5\x47\x31\x00\x00\x00\xDD\xE7\xA7\x81\x98\x00\x20\x00\x20\x80\x00\x00\x00\xEA\x08\x1A\x3F\x7F\xFF\xFF\xFF\x63\xAB\x6E\x90\x7F\xFF\xFF\xFF\x24\x7F\x0D\x03\x80\x00\x00\x00\x71\x82\x47\x72\x7F\xFF\xFF\xFF\x1C\x96\xC9\x69\xB5\x01\x37\x9E\x4E\x69\x56\x11\x7F\xFF\xFF\xFF\x7A\xC3\x58\xB1\x80\x00\x00\x00\x6E\x3F\xBF\xDD\x80\x00\x00\x00\x42\xC4\x2C\xE7\x4E\x97\x8C\x13\xB9\xED\xA5\x46\xE3\xEA\xED\x1E\xC6\x72\xD0\x16\x5A\x2C\xB9\xE2\xAE\xDF\x6C\xE1\x0E\xC3\xCC\x36\x38\xE2\xD5\xF3\x7F\xFF\xFF\xFF\x3A\xF3\x6F\x57\xC9\xB0\x7E\x2C\x6F\x1C\xBD\x94\x7F\xFF\xFF\xFF\x60\xCD\x8B\x45\x17\x70\x5C\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x81BEF7E0), ('P4rIngress.bitmap_seq.seq', 0x99945C43)], 5868)
        self.setRegisterValue('P4rIngress.rounds', 0x99945C43, 5868)
        self.setRegisterValue('P4rIngress.count', 0x1F, 5868)
        self.setRegisterValue('P4rIngress.exponent', 0x76, 5868)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5868)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB5E6FD8B), ('P4rIngress.values_v0000.hi', 0xA3C69D2A)], 5868)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x75E47891), ('P4rIngress.values_v0001.hi', 0x40995F2D)], 5868)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x335F5BFB), ('P4rIngress.values_v0010.hi', 0x70ACB62E)], 5868)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8975F5A9), ('P4rIngress.values_v0011.hi', 0x7A91163C)], 5868)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5E60E04F), ('P4rIngress.values_v0100.hi', 0xD333723A)], 5868)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xEA962E1B), ('P4rIngress.values_v0101.hi', 0x66C71CB8)], 5868)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xE6CD7BB5), ('P4rIngress.values_v0110.hi', 0x372B473D)], 5868)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x56BD2DDE), ('P4rIngress.values_v0111.hi', 0xCF8D4CF4)], 5868)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x86FFA53D), ('P4rIngress.values_v1000.hi', 0x738A1746)], 5868)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x2CC27EED), ('P4rIngress.values_v1001.hi', 0x5C28E605)], 5868)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x495972DF), ('P4rIngress.values_v1010.hi', 0x45CCEAD2)], 5868)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x456A658D), ('P4rIngress.values_v1011.hi', 0x6B6653ED)], 5868)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x475EBD54), ('P4rIngress.values_v1100.hi', 0x47ED76C5)], 5868)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9D1F7BEA), ('P4rIngress.values_v1101.hi', 0x315C79BB)], 5868)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x2CA2BAF5), ('P4rIngress.values_v1110.hi', 0xA72EC387)], 5868)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x342B33D1), ('P4rIngress.values_v1111.hi', 0x6311C826)], 5868)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6E18),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009B9),
                gc.DataTuple('slot_count', 0x0000132E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE1962FAA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0xA289EB30),
                gc.KeyTuple('src_port', 0x4367),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6E18),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x035F),
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
        ig_port = 23
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA2\x89\xEB\x30\x00\x00\x00\x00\x43\x67\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6E\x18\x00\x10\xE1\x96\x2F\xAA\x0D\x33\x00\xDD\x99\x94\x5C\x43\x00\x20\x00\x00\xC5\x88\x1D\xFD\x97\x4E\xC3\x20\x16\x2F\x4F\x31\x56\x99\xB5\x45\x55\x9D\x54\x86\x22\xB6\xB8\xBB\x83\x56\xA1\x0B\x2E\xFA\x89\x54\x4F\xBA\x38\x53\x35\x95\x3F\xAA\x4E\xCD\x7A\xEB\x52\x89\x67\xAB\xEF\x25\xB9\xFF\x75\xAC\xC7\xF1\x42\x13\x6A\x6E\xE0\xE7\x04\xD4\xBA\x4F\x12\x19\x46\xEC\x89\x8F\x6E\x6F\x10\x4E\x28\x80\xB7\xEB\x49\x83\x23\xAF\x4F\xC7\x25\x65\x48\x89\xC4\x1F\x5F\x16\x51\xE0\x6F\xC5\xD4\x44\x3E\xA6\xFF\x5C\xC4\xE8\xE2\x7B\xBA\x36\xE1\x9B\x8C\xEF\xA0\xC3\x84\x56\x6C\x95\x95\x7B\x7D\x99\x44\xB3\x09\x2E\xA1\x32\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA2\x89\xEB\x30\xBE\xEF\x43\x67\x00\xA0\x00\x00\x50\x34\x02\x82\x6E\x18\x00\x10\xE1\x96\x2F\xAA\x0D\x33\x00\xDD\x99\x94\x5C\x43\x00\x20\x00\x20\x80\x00\x00\x00\x97\x4E\xC3\x20\x7F\xFF\xFF\xFF\x56\x99\xB5\x45\x7F\xFF\xFF\xFF\x22\xB6\xB8\xBB\x80\x00\x00\x00\x2E\xFA\x89\x54\x7F\xFF\xFF\xFF\x35\x95\x3F\xAA\x39\x63\xA9\x06\x52\x89\x67\xAB\xD5\xF3\x35\xB4\x75\xAC\xC7\xF1\x7F\xFF\xFF\xFF\xE0\xE7\x04\xD4\x80\x00\x00\x00\x46\xEC\x89\x8F\x7F\xFF\xFF\xFF\x28\x80\xB7\xEB\x7F\xFF\xFF\xFF\x4F\xC7\x25\x65\x7F\xFF\xFF\xFF\x5F\x16\x51\xE0\x7F\xFF\xFF\xFF\x3E\xA6\xFF\x5C\x80\x00\x00\x00\xBA\x36\xE1\x9B\xB9\x92\x5B\xB8\x84\x56\x6C\x95\xC9\xA6\xB1\x6A\x44\xB3\x09\x2E\xA1\x32\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x36C81300), ('P4rIngress.bitmap_seq.seq', 0x70A0FFD7)], 5747)
        self.setRegisterValue('P4rIngress.rounds', 0x70A0FFD7, 5747)
        self.setRegisterValue('P4rIngress.count', 0x0F, 5747)
        self.setRegisterValue('P4rIngress.exponent', 0x56, 5747)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5747)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9D0C6C6B), ('P4rIngress.values_v0000.hi', 0xB4EC30CD)], 5747)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5A706D89), ('P4rIngress.values_v0001.hi', 0x6C46425F)], 5747)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x50542443), ('P4rIngress.values_v0010.hi', 0x5FC6D6A8)], 5747)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xCB0AD222), ('P4rIngress.values_v0011.hi', 0x529490F7)], 5747)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x733B18CB), ('P4rIngress.values_v0100.hi', 0xCE2A7D2A)], 5747)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBBFB4F21), ('P4rIngress.values_v0101.hi', 0x6F076336)], 5747)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6C4DE99A), ('P4rIngress.values_v0110.hi', 0x53958EDD)], 5747)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x933057E7), ('P4rIngress.values_v0111.hi', 0x76575B7F)], 5747)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA8E3858B), ('P4rIngress.values_v1000.hi', 0x42F47312)], 5747)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xA52B917C), ('P4rIngress.values_v1001.hi', 0x9AFB9651)], 5747)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7575067F), ('P4rIngress.values_v1010.hi', 0xBF27909A)], 5747)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x333E4123), ('P4rIngress.values_v1011.hi', 0x5C670F27)], 5747)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3FF1D212), ('P4rIngress.values_v1100.hi', 0xC563AA4C)], 5747)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x63121333), ('P4rIngress.values_v1101.hi', 0x121DA53B)], 5747)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD37E1DCC), ('P4rIngress.values_v1110.hi', 0x5A2ABB2F)], 5747)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7B37E8B4), ('P4rIngress.values_v1111.hi', 0x85A11FEF)], 5747)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC9CC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000032D),
                gc.DataTuple('slot_count', 0x00001553),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x846F5CE8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0xA5392A93),
                gc.KeyTuple('src_port', 0x4F1F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC9CC),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 32
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\x39\x2A\x93\x00\x00\x00\x00\x4F\x1F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC9\xCC\x00\x10\x84\x6F\x5C\xE8\x13\x46\x06\xCE\x70\xA0\xFF\xD7\x00\x20\x00\x00\xA5\x16\x7D\x9B\xA2\x4D\x13\xE3\x59\xB4\xA9\x8D\x4C\xF6\x26\xD9\x7D\xB4\x2F\x33\x4A\x8E\x60\xD1\x8F\x1A\x73\xAE\x7B\xB7\x8D\xAF\x4F\x3B\xDD\x13\xE4\x25\xF1\x87\x1C\x55\x3F\x85\x3A\xD4\x27\x4A\x25\xFD\x6C\xAB\x4D\xA7\x6F\x8D\xB8\x18\xEB\x8E\xAF\x37\xCB\xEF\x6F\x5D\xCE\xFB\x5C\x28\x1F\xA5\xAB\x69\x53\xA3\xDC\xC8\x56\x4D\x41\x45\x17\xD4\xB1\xA3\xAC\xDF\x6C\xE7\x43\xB0\x77\x73\x5D\x43\x77\x7D\x1B\xCD\x8D\x7A\x38\x44\x36\x4A\xDA\x51\x5E\x69\xBD\x4E\x0B\xC9\xD1\x03\x4D\x7C\x63\x6C\x39\x26\x6E\xA7\xBC\xD7\x51\xD4\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA5\x39\x2A\x93\xBE\xEF\x4F\x1F\x00\xA0\x00\x00\x50\x34\x02\x82\xC9\xCC\x00\x10\x84\x6F\x5C\xE8\x13\x46\x00\xCE\x70\xA0\xFF\xD7\x00\x20\x00\x10\x80\x00\x00\x00\xA2\x4D\x13\xE3\x7F\xFF\xFF\xFF\x4C\xF6\x26\xD9\x7F\xFF\xFF\xFF\x4A\x8E\x60\xD1\x80\x00\x00\x00\x7B\xB7\x8D\xAF\x7F\xFF\xFF\xFF\xE4\x25\xF1\x87\xD8\x50\x8E\xA6\x3A\xD4\x27\x4A\x7F\xFF\xFF\xFF\x4D\xA7\x6F\x8D\x80\x00\x00\x00\xAF\x37\xCB\xEF\x18\x41\x54\x86\x5C\x28\x1F\xA5\x80\x00\x00\x00\xDC\xC8\x56\x4D\x7F\xFF\xFF\xFF\xB1\xA3\xAC\xDF\x7F\xFF\xFF\xFF\x77\x73\x5D\x43\x7F\xFF\xFF\xFF\x8D\x7A\x38\x44\x7F\xFF\xFF\xFF\x5E\x69\xBD\x4E\xDF\x47\xEE\xCF\x4D\x7C\x63\x6C\x7F\xFF\xFF\xFF\xBC\xD7\x51\xD4\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x496E9011), ('P4rIngress.bitmap_seq.seq', 0xDB7249D0)], 2226)
        self.setRegisterValue('P4rIngress.rounds', 0xDB7249D0, 2226)
        self.setRegisterValue('P4rIngress.count', 0x0E, 2226)
        self.setRegisterValue('P4rIngress.exponent', 0x59, 2226)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2226)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x84F5747D), ('P4rIngress.values_v0000.hi', 0xB7BCBD17)], 2226)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x59A4D8F3), ('P4rIngress.values_v0001.hi', 0x5AA99A7A)], 2226)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7531E79B), ('P4rIngress.values_v0010.hi', 0x6C2952CD)], 2226)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB3C1A7F1), ('P4rIngress.values_v0011.hi', 0x15DB56D4)], 2226)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4972D17B), ('P4rIngress.values_v0100.hi', 0x41A5C43D)], 2226)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5E5E154E), ('P4rIngress.values_v0101.hi', 0x6E85A016)], 2226)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA9AC7474), ('P4rIngress.values_v0110.hi', 0x84AA07A3)], 2226)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x9EE2B9EB), ('P4rIngress.values_v0111.hi', 0xAE8FFF15)], 2226)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5DFAD329), ('P4rIngress.values_v1000.hi', 0x4D9F5B9D)], 2226)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5A460D45), ('P4rIngress.values_v1001.hi', 0xAAB11E74)], 2226)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x8E9A0B7E), ('P4rIngress.values_v1010.hi', 0x7F37B5BD)], 2226)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x799973A3), ('P4rIngress.values_v1011.hi', 0xBBE6D3D9)], 2226)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x515875D6), ('P4rIngress.values_v1100.hi', 0x69FC8F4E)], 2226)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5B3638F6), ('P4rIngress.values_v1101.hi', 0x55265D0F)], 2226)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x651DF1D9), ('P4rIngress.values_v1110.hi', 0x59F64B1E)], 2226)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4BEE239C), ('P4rIngress.values_v1111.hi', 0x5568458A)], 2226)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3ADA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000059),
                gc.DataTuple('slot_count', 0x00000D4D),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1C421DD6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xE74E9E54),
                gc.KeyTuple('src_port', 0xF944),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3ADA),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0250),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE7\x4E\x9E\x54\x00\x00\x00\x00\xF9\x44\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3A\xDA\x00\x10\x1C\x42\x1D\xD6\x08\x59\x00\x8B\xDB\x72\x49\xD0\x00\x20\x00\x00\xAE\xF4\x74\x64\xBE\x19\x9B\xB6\x59\x4E\xC9\xFF\x41\xBD\xE5\x49\x34\xCE\x7D\x62\x6E\x2A\xB9\x66\xB4\x6C\x7B\x8C\x75\xD5\x7E\x0E\xCD\x2E\x0A\xC1\x74\xB7\xD5\xA6\xEA\xDE\xCC\xE4\x76\x72\x08\x6E\xD1\x4A\xF6\xE4\x83\x2A\x5D\x0F\x30\x82\x9B\x69\xAF\x26\xE9\x06\x5B\x57\xF6\x47\x6C\xDA\x25\x4F\x30\xD6\x39\x5D\x2F\x8F\x5E\x58\xE4\xC7\x72\xE8\x0E\xEF\x2C\xB5\x08\x8C\xA1\xE1\xC6\xA1\x7B\x1D\x34\xC8\x69\xC4\x8C\xDB\x3E\x79\x48\x67\x33\xD4\x64\xF7\xEE\xE4\x64\xB9\x1B\xED\xDD\x22\x59\x7A\x4A\x88\x5C\x64\x11\xEE\x54\xDC\x8B\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE7\x4E\x9E\x54\xBE\xEF\xF9\x44\x00\xA0\x00\x00\x50\x34\x02\x82\x3A\xDA\x00\x10\x1C\x42\x1D\xD6\x08\x59\x00\x8B\xDB\x72\x49\xD0\x00\x20\x00\x0F\x80\x00\x00\x00\xBE\x19\x9B\xB6\x7F\xFF\xFF\xFF\x41\xBD\xE5\x49\x7F\xFF\xFF\xFF\x6E\x2A\xB9\x66\x80\x00\x00\x00\x75\xD5\x7E\x0E\x16\xA0\xDC\x3C\x74\xB7\xD5\xA6\x49\x3C\xE2\x32\x76\x72\x08\x6E\x80\x00\x00\x00\x83\x2A\x5D\x0F\xCF\x65\x55\x54\xAF\x26\xE9\x06\x7F\xFF\xFF\xFF\x6C\xDA\x25\x4F\x7F\xFF\xFF\xFF\x2F\x8F\x5E\x58\x80\x00\x00\x00\x0E\xEF\x2C\xB5\x7F\xFF\xFF\xFF\xC6\xA1\x7B\x1D\x7F\xFF\xFF\xFF\x8C\xDB\x3E\x79\x7F\xFF\xFF\xFF\x64\xF7\xEE\xE4\x7F\xFF\xFF\xFF\xDD\x22\x59\x7A\x7F\xFF\xFF\xFF\x11\xEE\x54\xDC\x8B\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA8F8A419), ('P4rIngress.bitmap_seq.seq', 0x28664147)], 4617)
        self.setRegisterValue('P4rIngress.rounds', 0x28664147, 4617)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4617)
        self.setRegisterValue('P4rIngress.exponent', 0x27, 4617)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4617)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9840C2E5), ('P4rIngress.values_v0000.hi', 0x9D43AC4F)], 4617)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6AACE82C), ('P4rIngress.values_v0001.hi', 0x6C8662E2)], 4617)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4B3E9797), ('P4rIngress.values_v0010.hi', 0x5E117734)], 4617)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB93F7C86), ('P4rIngress.values_v0011.hi', 0x7A5CAE85)], 4617)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6DCDB8E2), ('P4rIngress.values_v0100.hi', 0xF3A7ED39)], 4617)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x22A689DB), ('P4rIngress.values_v0101.hi', 0x43FBD8A7)], 4617)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x49C5321B), ('P4rIngress.values_v0110.hi', 0x68D6949B)], 4617)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB6F89A2B), ('P4rIngress.values_v0111.hi', 0x00000000)], 4617)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x8BA41219), ('P4rIngress.values_v1000.hi', 0x4E083551)], 4617)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x40D34B2F), ('P4rIngress.values_v1001.hi', 0x988146C7)], 4617)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xD6A9D7B3), ('P4rIngress.values_v1010.hi', 0x726E14A9)], 4617)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5A4D4341), ('P4rIngress.values_v1011.hi', 0xEB29DEFF)], 4617)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x425793DF), ('P4rIngress.values_v1100.hi', 0x317AEC9E)], 4617)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x0744FF20), ('P4rIngress.values_v1101.hi', 0x4B2B3597)], 4617)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x43F28A95), ('P4rIngress.values_v1110.hi', 0x27D5B278)], 4617)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xDEB07B79), ('P4rIngress.values_v1111.hi', 0x222E43B3)], 4617)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0944),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F6D),
                gc.DataTuple('slot_count', 0x00000569),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2F2F9D35),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x2D3AAAD9),
                gc.KeyTuple('src_port', 0x40FC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0944),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x023E),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2D\x3A\xAA\xD9\x00\x00\x00\x00\x40\xFC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x09\x44\x00\x10\x2F\x2F\x9D\x35\x02\x9C\x02\x90\x28\x66\x41\x47\x00\x20\x00\x00\xDE\xC1\xB6\x4A\xDE\x6A\x5C\xD2\x2F\xF9\xCF\x48\x36\xAE\xA7\x81\x71\x45\xF5\xD1\x2C\x63\x43\x37\xAB\xE4\x5E\xA5\x51\xE7\xBA\x3E\x3D\x8C\x8A\xE8\x71\xE6\x7D\x4C\xAF\x2F\xDD\xCB\x5E\x09\x79\x2F\x45\x55\x2A\x61\x4F\xB1\xBA\xBB\x9A\xFE\x76\xA6\x00\x00\x00\x00\xDE\xEC\xD0\xAD\x43\x5E\x8E\x54\xB9\xB5\x1F\xED\xD8\xE3\x51\xA1\x83\x6D\x44\xC3\x3F\x7C\x05\xC5\x58\x19\xAC\xCD\x85\xD5\x20\x45\xAD\xC8\xA5\xA1\x56\x65\xAA\xA7\x80\x00\x00\x00\x46\xBD\x95\x3B\xF5\x2C\xD6\x52\x6E\xED\xA1\x6F\x26\xB8\x4C\x3B\x69\xAB\x4A\x06\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2D\x3A\xAA\xD9\xBE\xEF\x40\xFC\x00\xA0\x00\x00\x50\x34\x02\x82\x09\x44\x00\x10\x2F\x2F\x9D\x35\x02\x9C\x00\x90\x28\x66\x41\x47\x00\x20\x00\x20\x80\x00\x00\x00\xDE\x6A\x5C\xD2\x7F\xFF\xFF\xFF\x36\xAE\xA7\x81\x7F\xFF\xFF\xFF\x2C\x63\x43\x37\x80\x00\x00\x00\x51\xE7\xBA\x3E\x7F\xFF\xFF\xFF\x71\xE6\x7D\x4C\xD1\xD6\x67\xA6\x5E\x09\x79\x2F\x7F\xFF\xFF\xFF\x4F\xB1\xBA\xBB\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x43\x5E\x8E\x54\xFA\x88\x6B\x1C\xD8\xE3\x51\xA1\x80\x00\x00\x00\x3F\x7C\x05\xC5\x7F\xFF\xFF\xFF\x85\xD5\x20\x45\xF0\x20\x39\x80\x56\x65\xAA\xA7\x87\x44\xFF\x20\x46\xBD\x95\x3B\x39\x1F\x60\xE7\x6E\xED\xA1\x6F\x05\x68\xC7\xB4\x69\xAB\x4A\x06\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x34F4A734), ('P4rIngress.bitmap_seq.seq', 0xAA983C43)], 5528)
        self.setRegisterValue('P4rIngress.rounds', 0xAA983C43, 5528)
        self.setRegisterValue('P4rIngress.count', 0x09, 5528)
        self.setRegisterValue('P4rIngress.exponent', 0x15, 5528)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5528)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x98E7CE98), ('P4rIngress.values_v0000.hi', 0xBDF199C6)], 5528)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x38E64932), ('P4rIngress.values_v0001.hi', 0x52078E85)], 5528)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x0B5F178F), ('P4rIngress.values_v0010.hi', 0x42D4BF7E)], 5528)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x86A37D19), ('P4rIngress.values_v0011.hi', 0x533B3663)], 5528)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x165536ED), ('P4rIngress.values_v0100.hi', 0x799D4DFF)], 5528)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xF984AC2E), ('P4rIngress.values_v0101.hi', 0x7BBE7273)], 5528)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x0894AFAB), ('P4rIngress.values_v0110.hi', 0x763441FF)], 5528)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x518DAE26), ('P4rIngress.values_v0111.hi', 0xF9B9A1CA)], 5528)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9BC44EB7), ('P4rIngress.values_v1000.hi', 0x69BC87FF)], 5528)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4CB9790D), ('P4rIngress.values_v1001.hi', 0x49AB6A1A)], 5528)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6E1525FD), ('P4rIngress.values_v1010.hi', 0x4A97678B)], 5528)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6A61626E), ('P4rIngress.values_v1011.hi', 0x6AF15889)], 5528)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x2CF0CF8A), ('P4rIngress.values_v1100.hi', 0x5F2C8D15)], 5528)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x3E0C454E), ('P4rIngress.values_v1101.hi', 0xAB757881)], 5528)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD995205A), ('P4rIngress.values_v1110.hi', 0x82A383DD)], 5528)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x67783B4D), ('P4rIngress.values_v1111.hi', 0x51E086C0)], 5528)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBB3D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000598),
                gc.DataTuple('slot_count', 0x00001749),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2C3FCEA5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xB66F53FE),
                gc.KeyTuple('src_port', 0x042E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBB3D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0271),
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
        ig_port = 11
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB6\x6F\x53\xFE\x00\x00\x00\x00\x04\x2E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBB\x3D\x00\x10\x2C\x3F\xCE\xA5\x10\x00\x06\x45\xAA\x98\x3C\x43\x00\x20\x00\x00\xCE\xD6\x65\x08\xB4\xE7\x8A\xC7\x76\x96\xEC\x50\x52\x93\xAA\xF9\x79\xEF\xD7\x75\x46\xB4\x70\xFC\xBA\xEE\x2D\x12\x56\x3B\xB4\xAB\x7A\x36\x6A\x83\xAD\x3D\x56\x51\xC6\x5D\xB5\xEF\x38\x2D\x76\xE7\x85\xAB\xA1\xBF\x3F\x76\xD1\x3F\x62\x7D\x2D\xC3\x09\x11\x0D\xE9\xAD\x28\x88\x3D\x2D\x33\x43\x6C\x59\xF9\x55\x0F\x45\x96\x2D\x0E\x7E\x85\xA5\x1B\x58\xF8\x15\xB1\x48\x66\x54\x2A\x72\xB3\x38\x1F\x5A\x5B\xD5\x99\x59\x99\x49\xDF\x9A\xA6\x23\xEA\xB3\x67\x17\x8C\x99\xDD\x70\xC9\xE0\xE1\x13\xC5\x54\x88\x08\x59\x55\xAB\xE7\xF7\x51\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB6\x6F\x53\xFE\xBE\xEF\x04\x2E\x00\xA0\x00\x00\x50\x34\x02\x82\xBB\x3D\x00\x10\x2C\x3F\xCE\xA5\x10\x00\x00\x45\xAA\x98\x3C\x43\x00\x20\x00\x0A\x80\x00\x00\x00\xB4\xE7\x8A\xC7\x7F\xFF\xFF\xFF\x52\x93\xAA\xF9\x7F\xFF\xFF\xFF\x46\xB4\x70\xFC\x80\x00\x00\x00\x56\x3B\xB4\xAB\x7F\xFF\xFF\xFF\xAD\x3D\x56\x51\xBF\xE2\x62\x1D\x38\x2D\x76\xE7\x8E\x40\x51\x6A\x3F\x76\xD1\x3F\x7F\xFF\xFF\xFF\x09\x11\x0D\xE9\x80\x00\x00\x00\x2D\x33\x43\x6C\x7F\xFF\xFF\xFF\x45\x96\x2D\x0E\x7F\xFF\xFF\xFF\x58\xF8\x15\xB1\x7F\xFF\xFF\xFF\x72\xB3\x38\x1F\x7F\xFF\xFF\xFF\x59\x99\x49\xDF\xD8\xB2\x69\x38\xB3\x67\x17\x8C\x80\x00\x00\x00\xE0\xE1\x13\xC5\x7F\xFF\xFF\xFF\x55\xAB\xE7\xF7\x51\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCAC8666C), ('P4rIngress.bitmap_seq.seq', 0x2946D3F2)], 4496)
        self.setRegisterValue('P4rIngress.rounds', 0x2946D3F2, 4496)
        self.setRegisterValue('P4rIngress.count', 0x01, 4496)
        self.setRegisterValue('P4rIngress.exponent', 0x38, 4496)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4496)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBF64AD09), ('P4rIngress.values_v0000.hi', 0xA7BB9F76)], 4496)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7FD8EEF3), ('P4rIngress.values_v0001.hi', 0x54D9EE5E)], 4496)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x70C565E8), ('P4rIngress.values_v0010.hi', 0x5A873866)], 4496)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB63F4411), ('P4rIngress.values_v0011.hi', 0x76ED681A)], 4496)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x43DCE355), ('P4rIngress.values_v0100.hi', 0x47EB61B5)], 4496)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6772523B), ('P4rIngress.values_v0101.hi', 0x6DF64CF2)], 4496)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBF35E228), ('P4rIngress.values_v0110.hi', 0x852B7B87)], 4496)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x259F4ABB), ('P4rIngress.values_v0111.hi', 0x8372FFD3)], 4496)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4DB96DCD), ('P4rIngress.values_v1000.hi', 0x754A5B69)], 4496)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6FD5F21E), ('P4rIngress.values_v1001.hi', 0xB2686457)], 4496)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA7F55B2E), ('P4rIngress.values_v1010.hi', 0x554454E8)], 4496)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xF492F5C9), ('P4rIngress.values_v1011.hi', 0x790274EC)], 4496)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7B772229), ('P4rIngress.values_v1100.hi', 0x7361BE5C)], 4496)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xBE75E9FD), ('P4rIngress.values_v1101.hi', 0x391773B3)], 4496)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6770E688), ('P4rIngress.values_v1110.hi', 0x63155865)], 4496)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x92D162C5), ('P4rIngress.values_v1111.hi', 0x00000000)], 4496)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x06A8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009AC),
                gc.DataTuple('slot_count', 0x000013D3),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA5F00CDB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x9ED01ADA),
                gc.KeyTuple('src_port', 0x2734),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x06A8),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01F2),
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9E\xD0\x1A\xDA\x00\x00\x00\x00\x27\x34\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x06\xA8\x00\x10\xA5\xF0\x0C\xDB\x07\xE4\x04\xF2\x29\x46\xD3\xF2\x00\x20\x00\x00\xB4\xDE\x86\xE5\xA0\x51\xB4\xE7\x22\x0A\x18\x6C\x76\x8F\x47\x58\x7B\xB4\xF6\xA3\x45\x80\x5A\xAD\xB3\x95\x47\x9D\x58\x67\xCF\xD7\x16\xE9\x4F\x7F\x7B\xBA\xE7\xE5\xE2\x5A\x76\xCA\x41\xB3\x8F\x64\xAC\x55\xD6\x31\xD3\x94\x07\xB1\xAD\xB1\xA6\x8B\xDB\x6F\x45\xDD\x5A\x32\x0E\x1D\x35\x90\x6E\xCE\x4B\x91\x73\x23\xA6\x44\xEE\xE8\x85\x4A\x0A\x68\x5E\x91\xCF\xC2\xC4\x92\x42\xD1\x20\xCB\x16\x1B\x4B\x17\x23\x49\x42\x61\x91\x39\x95\x71\x98\xE5\x6D\x9D\x67\xF9\x49\x5C\x40\x01\x2B\xBF\x9C\x6B\xB1\x71\x2A\x51\x80\x00\x00\x00\x39\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9E\xD0\x1A\xDA\xBE\xEF\x27\x34\x00\xA0\x00\x00\x50\x34\x02\x82\x06\xA8\x00\x10\xA5\xF0\x0C\xDB\x07\xE4\x00\xF2\x29\x46\xD3\xF2\x00\x20\x00\x02\x80\x00\x00\x00\xA0\x51\xB4\xE7\x7F\xFF\xFF\xFF\x76\x8F\x47\x58\x7F\xFF\xFF\xFF\x45\x80\x5A\xAD\x80\x00\x00\x00\x58\x67\xCF\xD7\x5A\xC6\x32\xD4\x7B\xBA\xE7\xE5\x49\xCC\xC9\x05\x41\xB3\x8F\x64\x80\x00\x00\x00\xD3\x94\x07\xB1\xD3\x50\xF1\x46\xDB\x6F\x45\xDD\x7F\xFF\xFF\xFF\x35\x90\x6E\xCE\x7F\xFF\xFF\xFF\xA6\x44\xEE\xE8\x80\x00\x00\x00\x5E\x91\xCF\xC2\xB9\x25\x38\x9A\x20\xCB\x16\x1B\x7F\xFF\xFF\xFF\x42\x61\x91\x39\x80\x00\x00\x00\x6D\x9D\x67\xF9\x7F\xFF\xFF\xFF\x2B\xBF\x9C\x6B\x80\x00\x00\x00\x80\x00\x00\x00\x39\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1510CBD9), ('P4rIngress.bitmap_seq.seq', 0xD8092663)], 4897)
        self.setRegisterValue('P4rIngress.rounds', 0xD8092663, 4897)
        self.setRegisterValue('P4rIngress.count', 0x12, 4897)
        self.setRegisterValue('P4rIngress.exponent', 0x5A, 4897)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4897)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9D2D965E), ('P4rIngress.values_v0000.hi', 0xB3A5D3DA)], 4897)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x44CE8B36), ('P4rIngress.values_v0001.hi', 0x419F3AE3)], 4897)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x54947BED), ('P4rIngress.values_v0010.hi', 0x5989EE99)], 4897)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9D80D2D7), ('P4rIngress.values_v0011.hi', 0x4F762AF2)], 4897)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xA9763C54), ('P4rIngress.values_v0100.hi', 0x53A654B7)], 4897)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x72672CBA), ('P4rIngress.values_v0101.hi', 0x4E0284DB)], 4897)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xED2D4F24), ('P4rIngress.values_v0110.hi', 0x789804B3)], 4897)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6735B71F), ('P4rIngress.values_v0111.hi', 0x4B44A21B)], 4897)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x18C4322A), ('P4rIngress.values_v1000.hi', 0x658ADC5C)], 4897)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xEA07FA7B), ('P4rIngress.values_v1001.hi', 0x5DB206A5)], 4897)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x29A2DE3A), ('P4rIngress.values_v1010.hi', 0xFE91A462)], 4897)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x773B14C3), ('P4rIngress.values_v1011.hi', 0xC196A56F)], 4897)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3D57F94A), ('P4rIngress.values_v1100.hi', 0x4F27843D)], 4897)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x45D661A2), ('P4rIngress.values_v1101.hi', 0x97C02E4F)], 4897)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x3B8CD457), ('P4rIngress.values_v1110.hi', 0x2713DEFE)], 4897)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x69B10174), ('P4rIngress.values_v1111.hi', 0x30FAB07C)], 4897)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x76C8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000321),
                gc.DataTuple('slot_count', 0x0000167E),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x68DF59C8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xEC1CB468),
                gc.KeyTuple('src_port', 0x30CD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x76C8),
                gc.DataTuple('rank', 0x0010),
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

    def sendPacket(self):
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEC\x1C\xB4\x68\x00\x00\x00\x00\x30\xCD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x76\xC8\x00\x10\x68\xDF\x59\xC8\x10\x00\x02\xE8\xD8\x09\x26\x63\x00\x20\x00\x00\x9F\xF1\x5B\x91\xC9\x32\xAE\x87\x77\xFA\x8E\xA6\x5B\x02\x5C\x6F\x70\xCF\xA6\xAD\x5A\xBC\x76\x9B\xDD\x1C\x44\x4F\x71\xB4\xFE\x7F\xFA\xD3\x58\x74\x42\x64\x85\xB3\xA6\xD2\x0D\xAB\x7F\x27\xFD\xFF\x47\xAD\xBB\xBB\x55\x0F\xE4\x31\x6B\x35\xE7\x7A\x71\xB4\x37\x0B\x73\xCA\x79\x2A\x28\x86\x6D\x63\x97\x59\xCF\xE1\x30\xBD\xEE\xA7\x72\x62\x88\x91\xCF\x51\x35\x4B\x0C\x51\xB9\xDB\x6E\xA4\xD8\xCA\x64\xCB\x21\xAD\x67\x57\x9D\xAC\x60\x36\xEB\x77\xAC\x71\xEE\x37\x6A\xF1\x85\xD5\x58\xF2\x74\xA7\x30\xD1\x82\x25\x67\x9A\x98\x33\x0E\xF0\xDA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEC\x1C\xB4\x68\xBE\xEF\x30\xCD\x00\xA0\x00\x00\x50\x34\x02\x82\x76\xC8\x00\x10\x68\xDF\x59\xC8\x10\x00\x00\xE8\xD8\x09\x26\x63\x00\x20\x00\x13\x80\x00\x00\x00\xC9\x32\xAE\x87\x7F\xFF\xFF\xFF\x5B\x02\x5C\x6F\x7F\xFF\xFF\xFF\x5A\xBC\x76\x9B\x80\x00\x00\x00\x71\xB4\xFE\x7F\xA4\x49\x94\xC8\x42\x64\x85\xB3\x19\x39\x3A\x65\x7F\x27\xFD\xFF\x34\xDB\x0A\xDF\x55\x0F\xE4\x31\x7F\xFF\xFF\xFF\x71\xB4\x37\x0B\x7F\xFF\xFF\xFF\x28\x86\x6D\x63\x81\x61\xCA\x5C\x30\xBD\xEE\xA7\x7F\xFF\xFF\xFF\xCF\x51\x35\x4B\x7F\xFF\xFF\xFF\x6E\xA4\xD8\xCA\x7F\xFF\xFF\xFF\x67\x57\x9D\xAC\x7F\xFF\xFF\xFF\xAC\x71\xEE\x37\x7F\xFF\xFF\xFF\x58\xF2\x74\xA7\x7F\xFF\xFF\xFF\x67\x9A\x98\x33\x0E\xF0\xDA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFCEE63AD), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 4582)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 4582)
        self.setRegisterValue('P4rIngress.count', 0x02, 4582)
        self.setRegisterValue('P4rIngress.exponent', 0x55, 4582)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4582)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9BAC3C7B), ('P4rIngress.values_v0000.hi', 0xBA44D8AB)], 4582)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5D12CE09), ('P4rIngress.values_v0001.hi', 0x327AB833)], 4582)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6FFD2AD6), ('P4rIngress.values_v0010.hi', 0x552973DC)], 4582)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA2C25965), ('P4rIngress.values_v0011.hi', 0x43AC3D08)], 4582)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x3CAE7A23), ('P4rIngress.values_v0100.hi', 0x4B6A632B)], 4582)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x16A2B577), ('P4rIngress.values_v0101.hi', 0x6F70F2B0)], 4582)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCB633A9A), ('P4rIngress.values_v0110.hi', 0x58247BD9)], 4582)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4A33538D), ('P4rIngress.values_v0111.hi', 0x376AB6D5)], 4582)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x8DA6D96D), ('P4rIngress.values_v1000.hi', 0x5A72EA66)], 4582)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x2A418134), ('P4rIngress.values_v1001.hi', 0x72D1C0DB)], 4582)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6E86CBDD), ('P4rIngress.values_v1010.hi', 0x7046DF3F)], 4582)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xBC62F017), ('P4rIngress.values_v1011.hi', 0x9DB9DBF9)], 4582)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xB7C93DA5), ('P4rIngress.values_v1100.hi', 0x72BB9ADC)], 4582)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x68F7ABB7), ('P4rIngress.values_v1101.hi', 0x522D36A6)], 4582)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x8932A8D1), ('P4rIngress.values_v1110.hi', 0xDAEA0215)], 4582)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xDD4FECA7), ('P4rIngress.values_v1111.hi', 0x4BAFDE72)], 4582)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA5FB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000386),
                gc.DataTuple('slot_count', 0x00000F3A),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3B9A892C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x61F24139),
                gc.KeyTuple('src_port', 0x24CD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA5FB),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0209),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x61\xF2\x41\x39\x00\x00\x00\x00\x24\xCD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA5\xFB\x00\x10\x3B\x9A\x89\x2C\x0E\x60\x04\xA8\x80\x00\x00\x00\x00\x20\x00\x00\xCC\x23\xC5\x8B\xC3\xAB\xDA\x6F\x26\x19\xCB\x91\x62\x8A\xE0\xDD\x43\x01\x0A\x9B\x3D\x65\xC2\x85\xD7\xAA\xB3\xD9\x4A\x08\x3E\x85\x52\x70\x29\x75\xCB\x6D\xB4\xDD\xE2\x36\xE9\x0B\x36\x3B\xA1\xAB\x4C\x39\x88\xF7\x5B\x7D\x51\x43\x6D\x31\x3B\x5C\xF5\xFE\x2D\xA3\xDD\xB3\xB9\x3F\x49\x23\xF6\x95\x68\x4F\xB7\x23\x36\x53\x55\xAA\x2D\xD1\xDA\xA3\x5B\xAC\xF6\x79\x53\x6E\xDA\x03\xD4\xDC\x28\x51\x00\x00\x00\x00\x51\x81\xCC\x72\x21\x59\x22\x81\x39\x36\x4D\x09\xC1\x73\xFE\xDA\x8E\x36\xB8\xCD\x51\x38\x83\x87\x69\xCC\xC4\x16\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x61\xF2\x41\x39\xBE\xEF\x24\xCD\x00\xA0\x00\x00\x50\x34\x02\x82\xA5\xFB\x00\x10\x3B\x9A\x89\x2C\x0E\x60\x00\xA8\x80\x00\x00\x00\x00\x20\x00\x03\x80\x00\x00\x00\xC3\xAB\xDA\x6F\x7F\xFF\xFF\xFF\x62\x8A\xE0\xDD\x7F\xFF\xFF\xFF\x3D\x65\xC2\x85\x80\x00\x00\x00\x4A\x08\x3E\x85\x7F\xFF\xFF\xFF\xCB\x6D\xB4\xDD\xF8\xD9\x9E\x82\x36\x3B\xA1\xAB\x17\x9C\xC3\x91\x5B\x7D\x51\x43\x7F\xFF\xFF\xFF\xF5\xFE\x2D\xA3\x80\x00\x00\x00\x49\x23\xF6\x95\x7F\xFF\xFF\xFF\x36\x53\x55\xAA\x7F\xFF\xFF\xFF\x5B\xAC\xF6\x79\x0F\xD1\xCA\x1A\xD4\xDC\x28\x51\xB7\xC9\x3D\xA5\x51\x81\xCC\x72\x7F\xFF\xFF\xFF\x39\x36\x4D\x09\x80\x00\x00\x00\x8E\x36\xB8\xCD\x2E\x88\x70\x2E\x69\xCC\xC4\x16\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0418523E), ('P4rIngress.bitmap_seq.seq', 0xD394902F)], 4424)
        self.setRegisterValue('P4rIngress.rounds', 0xD394902F, 4424)
        self.setRegisterValue('P4rIngress.count', 0x0E, 4424)
        self.setRegisterValue('P4rIngress.exponent', 0x71, 4424)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4424)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x863FB849), ('P4rIngress.values_v0000.hi', 0x8B47A561)], 4424)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x26386F1B), ('P4rIngress.values_v0001.hi', 0x2ADD4FA3)], 4424)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x559C1AA4), ('P4rIngress.values_v0010.hi', 0x4C1648B9)], 4424)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x91C10F16), ('P4rIngress.values_v0011.hi', 0x38A4D2EB)], 4424)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xABDE673B), ('P4rIngress.values_v0100.hi', 0x1F6AAF1D)], 4424)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xB61C55E6), ('P4rIngress.values_v0101.hi', 0x726D7969)], 4424)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA2FDC565), ('P4rIngress.values_v0110.hi', 0xCA62B64C)], 4424)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xFD72325F), ('P4rIngress.values_v0111.hi', 0x8B0D4B68)], 4424)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x43C43557), ('P4rIngress.values_v1000.hi', 0x309AA5DB)], 4424)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6FBE84F3), ('P4rIngress.values_v1001.hi', 0xA05485C6)], 4424)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x8CB3D3EF), ('P4rIngress.values_v1010.hi', 0x7BAB261C)], 4424)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xEF7AD777), ('P4rIngress.values_v1011.hi', 0x2EAA9CF3)], 4424)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x62EA2DB0), ('P4rIngress.values_v1100.hi', 0x77DE7209)], 4424)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xE5FF1824), ('P4rIngress.values_v1101.hi', 0x1AC84343)], 4424)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x875915F6), ('P4rIngress.values_v1110.hi', 0xAB0E86C5)], 4424)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x774B4EAD), ('P4rIngress.values_v1111.hi', 0x897AEC8E)], 4424)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2F08),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007FF),
                gc.DataTuple('slot_count', 0x000012FB),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB3FDD970),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x62FEE6E4),
                gc.KeyTuple('src_port', 0x300B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2F08),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x030E),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x62\xFE\xE6\xE4\x00\x00\x00\x00\x30\x0B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2F\x08\x00\x10\xB3\xFD\xD9\x70\x09\x49\x04\xCD\xD3\x94\x90\x2F\x00\x20\x00\x00\xDC\x3B\x5E\xF6\xF4\x57\x2D\x3B\x61\xA2\x95\x71\x71\x99\x5B\xB1\x59\x96\xBA\x35\x68\xF3\x4D\xA3\xCD\x5A\x96\x5A\x77\x23\x73\x0D\x26\x65\xA1\x09\x66\x08\x0D\x2D\x36\x8A\xCD\x9F\x61\xED\x7D\x4D\xCA\x25\x75\x21\xAE\x5A\x4C\x68\x2D\x46\x01\xA8\xDB\x2F\x8D\x5E\x54\x37\xA5\x8E\x7B\xBE\xA7\x37\x40\x9B\x7F\xE2\xBD\xB0\xEA\x50\xA5\xFD\x31\x27\x7B\x1C\xE8\x26\x2F\x31\x67\xBF\x65\xBB\x82\x87\x6D\x9B\x69\xB3\x19\x53\xF2\xA7\x85\x16\x3A\xB6\x68\xB1\x4F\xE1\xE8\xDF\x79\xA6\x3A\xC8\xE3\xAF\x76\xEB\x0E\x5D\x9D\xD0\xEE\x93\xA8\xCA\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x62\xFE\xE6\xE4\xBE\xEF\x30\x0B\x00\xA0\x00\x00\x50\x34\x02\x82\x2F\x08\x00\x10\xB3\xFD\xD9\x70\x09\x49\x00\xCD\xD3\x94\x90\x2F\x00\x20\x00\x0F\x80\x00\x00\x00\xF4\x57\x2D\x3B\x7F\xFF\xFF\xFF\x71\x99\x5B\xB1\x7F\xFF\xFF\xFF\x68\xF3\x4D\xA3\x80\x00\x00\x00\x77\x23\x73\x0D\xD2\x44\x08\x44\x66\x08\x0D\x2D\xEC\xA7\x23\x85\x61\xED\x7D\x4D\x80\x00\x00\x00\xAE\x5A\x4C\x68\x2A\xB8\x34\x07\xDB\x2F\x8D\x5E\x7F\xFF\xFF\xFF\x7B\xBE\xA7\x37\x7F\xFF\xFF\xFF\xBD\xB0\xEA\x50\x80\x00\x00\x00\x7B\x1C\xE8\x26\x1E\xAC\x3F\x36\x65\xBB\x82\x87\x7F\xFF\xFF\xFF\x19\x53\xF2\xA7\x80\x00\x00\x00\x68\xB1\x4F\xE1\x80\x00\x00\x00\x3A\xC8\xE3\xAF\x7F\xFF\xFF\xFF\x9D\xD0\xEE\x93\xA8\xCA\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x30E697A5), ('P4rIngress.bitmap_seq.seq', 0x60000000)], 4361)
        self.setRegisterValue('P4rIngress.rounds', 0x60000000, 4361)
        self.setRegisterValue('P4rIngress.count', 0x16, 4361)
        self.setRegisterValue('P4rIngress.exponent', 0xB4, 4361)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4361)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x19959E61), ('P4rIngress.values_v0000.hi', 0x6D752117)], 4361)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5A8A1770), ('P4rIngress.values_v0001.hi', 0x5AAEDCEB)], 4361)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3BC196C5), ('P4rIngress.values_v0010.hi', 0x6B55A593)], 4361)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x773AB843), ('P4rIngress.values_v0011.hi', 0x3B7BEC2F)], 4361)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4B24BDC8), ('P4rIngress.values_v0100.hi', 0xC3D8EEBF)], 4361)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x53EA710C), ('P4rIngress.values_v0101.hi', 0x675C4722)], 4361)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x8B3DCDA7), ('P4rIngress.values_v0110.hi', 0x5BA2ADBB)], 4361)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x9FCC7ADF), ('P4rIngress.values_v0111.hi', 0xE5F99E3E)], 4361)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6ADA217F), ('P4rIngress.values_v1000.hi', 0xA68B1FAD)], 4361)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xDDE9C795), ('P4rIngress.values_v1001.hi', 0x5CB335AD)], 4361)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x73AB499D), ('P4rIngress.values_v1010.hi', 0x0A4E09D4)], 4361)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x209D9305), ('P4rIngress.values_v1011.hi', 0x4947747E)], 4361)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x249206F1)], 4361)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x8E2D106E), ('P4rIngress.values_v1101.hi', 0x5C34DBDE)], 4361)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x321D75E3), ('P4rIngress.values_v1110.hi', 0xB51F2B12)], 4361)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4B46B559), ('P4rIngress.values_v1111.hi', 0x4D661697)], 4361)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x54E5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005A1),
                gc.DataTuple('slot_count', 0x000016A0),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBB5D860B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x1B283C5D),
                gc.KeyTuple('src_port', 0xA7B1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x54E5),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x011E),
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
        ig_port = 44
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\x28\x3C\x5D\x00\x00\x00\x00\xA7\xB1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x54\xE5\x00\x10\xBB\x5D\x86\x0B\x0B\x68\x06\xCB\x60\x00\x00\x00\x00\x20\x00\x00\x7F\xA3\x71\x9F\x3C\x85\x6C\x29\x35\xAB\xD7\x50\x2B\xFC\xC5\x69\x74\x72\xDA\x0D\x1C\x67\x29\xFD\x1B\x76\x2B\x3F\x2B\xDB\x2E\xAF\x75\x5D\xD0\xDD\xA0\x13\x6B\x39\xE3\xA2\x2D\xA9\x2F\x63\x4F\x26\x93\x79\xAC\x6C\x88\x7A\xA9\x87\xF7\xE7\x97\x3F\x12\x8A\x48\x08\x5A\xB5\x25\x74\x84\xDB\x41\x8D\x8A\xCC\x95\xB5\x31\x59\x75\x65\x0F\xBB\x59\x0F\xE8\x6A\x2F\x7C\x76\xEB\x96\xA1\x6B\xD5\x57\xC0\x00\x00\x00\x00\x6E\xB2\x4E\x49\x98\x35\x28\xCA\x24\x75\x59\x10\x79\x89\x05\x57\x87\x5E\xA1\x13\x57\x8D\x16\x60\x55\x65\x2C\xA5\x3F\xF2\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1B\x28\x3C\x5D\xBE\xEF\xA7\xB1\x00\xA0\x00\x00\x50\x34\x02\x82\x54\xE5\x00\x10\xBB\x5D\x86\x0B\x0B\x68\x00\xCB\x60\x00\x00\x00\x00\x20\x00\x17\x7F\xFF\xFF\xFF\x3C\x85\x6C\x29\x7F\xFF\xFF\xFF\x2B\xFC\xC5\x69\x7F\xFF\xFF\xFF\x1C\x67\x29\xFD\x7F\xFF\xFF\xFF\x2B\xDB\x2E\xAF\x7F\xFF\xFF\xFF\xA0\x13\x6B\x39\x37\x8C\x9E\xB5\x2F\x63\x4F\x26\x80\x00\x00\x00\x88\x7A\xA9\x87\x97\xB4\x12\x1E\x12\x8A\x48\x08\x7F\xFF\xFF\xFF\x84\xDB\x41\x8D\x80\x00\x00\x00\x31\x59\x75\x65\x7F\xFF\xFF\xFF\xE8\x6A\x2F\x7C\x7F\xFF\xFF\xFF\x6B\xD5\x57\xC0\x00\x00\x00\x00\x6E\xB2\x4E\x49\x80\x00\x00\x00\x24\x75\x59\x10\x7F\xFF\xFF\xFF\x87\x5E\xA1\x13\x7F\xFF\xFF\xFF\x55\x65\x2C\xA5\x3F\xF2\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x93A87ACF), ('P4rIngress.bitmap_seq.seq', 0xF1854C11)], 4066)
        self.setRegisterValue('P4rIngress.rounds', 0xF1854C11, 4066)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4066)
        self.setRegisterValue('P4rIngress.exponent', 0x43, 4066)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4066)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4AD05B84), ('P4rIngress.values_v0000.hi', 0x630A19C7)], 4066)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x779314BF), ('P4rIngress.values_v0001.hi', 0x3F9A6DEE)], 4066)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x390FAE1E), ('P4rIngress.values_v0010.hi', 0x4D26811B)], 4066)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7BD78178), ('P4rIngress.values_v0011.hi', 0xA35C860B)], 4066)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6DA82A85), ('P4rIngress.values_v0100.hi', 0x86244EAE)], 4066)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xD47A59A9), ('P4rIngress.values_v0101.hi', 0x6E4778B7)], 4066)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x92F74AA7), ('P4rIngress.values_v0110.hi', 0x01935F7F)], 4066)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x1715BEB9)], 4066)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x75049B67), ('P4rIngress.values_v1000.hi', 0x85C9BD49)], 4066)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xAED8907F), ('P4rIngress.values_v1001.hi', 0x60F57BDF)], 4066)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x63B6DCE2), ('P4rIngress.values_v1010.hi', 0x4A9DDBE5)], 4066)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xD91CC48E), ('P4rIngress.values_v1011.hi', 0x2C525D48)], 4066)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x271CCAD1), ('P4rIngress.values_v1100.hi', 0x76176B37)], 4066)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x49B4918F), ('P4rIngress.values_v1101.hi', 0x514BA1B5)], 4066)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x262E0DFD), ('P4rIngress.values_v1110.hi', 0x5A6D082D)], 4066)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xAEF89CD7), ('P4rIngress.values_v1111.hi', 0x9F2F73EF)], 4066)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x275F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F9A),
                gc.DataTuple('slot_count', 0x000000A1),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x774957AA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x356FF09D),
                gc.KeyTuple('src_port', 0x92C5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x275F),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x035F),
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
        ig_port = 34
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x35\x6F\xF0\x9D\x00\x00\x00\x00\x92\xC5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x27\x5F\x00\x10\x77\x49\x57\xAA\x00\x48\x00\x87\xF1\x85\x4C\x11\x00\x20\x00\x00\x6B\x0E\x54\x4B\x2F\x43\x8A\x75\x0C\x34\xE3\x8A\x60\x53\x5D\x6E\x62\x85\x6C\xCA\x68\x2F\x81\x11\x43\xA0\xCB\x57\x6F\x2D\xB3\x9F\x4A\xCF\x69\x85\xD3\x25\x1E\xA6\xEB\x2D\xFF\x57\x2A\xAD\xF6\xF9\x9C\xD1\xF1\xA5\x78\x9D\x41\x43\x46\x4D\x64\xB1\xE7\xDF\xCA\xA1\x58\x54\xCF\x31\xAB\xCA\xAC\x8F\xA2\x37\xC4\xB7\x7B\xAC\x12\xCB\x37\x16\xC9\x4B\x41\xB6\x88\xE7\x92\xCE\x4E\xA4\x54\xDE\x12\xAB\x1B\xD4\xC8\xF6\x47\x01\x3D\xB6\xBA\xEC\xA4\xB3\x48\xFA\x49\xC1\x61\xA2\x3A\xE4\x79\xAD\x9F\x29\xBA\xB1\xC6\x5F\xD9\xEA\x86\x8C\xCA\x8F\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x35\x6F\xF0\x9D\xBE\xEF\x92\xC5\x00\xA0\x00\x00\x50\x34\x02\x82\x27\x5F\x00\x10\x77\x49\x57\xAA\x00\x48\x00\x87\xF1\x85\x4C\x11\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x2F\x43\x8A\x75\x7F\xFF\xFF\xFF\x60\x53\x5D\x6E\x7F\xFF\xFF\xFF\x68\x2F\x81\x11\x7F\xFF\xFF\xFF\x6F\x2D\xB3\x9F\x7F\xFF\xFF\xFF\xD3\x25\x1E\xA6\xBF\xA8\x59\x00\x2A\xAD\xF6\xF9\x80\x00\x00\x00\x78\x9D\x41\x43\x46\x4D\x64\xB1\xE7\xDF\xCA\xA1\x7F\xFF\xFF\xFF\xAB\xCA\xAC\x8F\x80\x00\x00\x00\x7B\xAC\x12\xCB\x7F\xFF\xFF\xFF\x41\xB6\x88\xE7\x80\x00\x00\x00\x54\xDE\x12\xAB\x42\xF1\x93\xC7\x47\x01\x3D\xB6\x04\xA1\x36\x42\x48\xFA\x49\xC1\x7F\xFF\xFF\xFF\x79\xAD\x9F\x29\x80\x00\x00\x00\xD9\xEA\x86\x8C\xCA\x8F\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x77EEB071), ('P4rIngress.bitmap_seq.seq', 0xFCD85E00)], 5708)
        self.setRegisterValue('P4rIngress.rounds', 0xFCD85E00, 5708)
        self.setRegisterValue('P4rIngress.count', 0x1F, 5708)
        self.setRegisterValue('P4rIngress.exponent', 0x26, 5708)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5708)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA2AA1A55), ('P4rIngress.values_v0000.hi', 0x98FC4D5F)], 5708)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4D5AAAE8), ('P4rIngress.values_v0001.hi', 0x52D4858C)], 5708)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x54ABE8FF), ('P4rIngress.values_v0010.hi', 0x25372FBB)], 5708)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x877E9E67), ('P4rIngress.values_v0011.hi', 0x59146395)], 5708)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4CA71F48), ('P4rIngress.values_v0100.hi', 0x80FCE46A)], 5708)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4F5ABB95), ('P4rIngress.values_v0101.hi', 0x5B327C8F)], 5708)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x54D646DA), ('P4rIngress.values_v0110.hi', 0x5FAB75AD)], 5708)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB85122D3), ('P4rIngress.values_v0111.hi', 0xCF4C35E9)], 5708)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0xDD4AF92F)], 5708)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x625309CC), ('P4rIngress.values_v1001.hi', 0x45CDE221)], 5708)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7AB9AB6F), ('P4rIngress.values_v1010.hi', 0x8C70C10F)], 5708)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x525D19C7), ('P4rIngress.values_v1011.hi', 0x1C2A22AB)], 5708)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x9832CEA3), ('P4rIngress.values_v1100.hi', 0xB983BD13)], 5708)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x47CB9E1F), ('P4rIngress.values_v1101.hi', 0x6DAA6781)], 5708)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x2A58E993), ('P4rIngress.values_v1110.hi', 0xBCFC9457)], 5708)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7B5B3CF5), ('P4rIngress.values_v1111.hi', 0x759A1B0F)], 5708)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5892),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E5F),
                gc.DataTuple('slot_count', 0x00000E14),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD4676FBC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x4D7FDA5A),
                gc.KeyTuple('src_port', 0x1F5A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5892),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x037D),
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
        ig_port = 50
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4D\x7F\xDA\x5A\x00\x00\x00\x00\x1F\x5A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x58\x92\x00\x10\xD4\x67\x6F\xBC\x07\xED\x02\x2A\xFC\xD8\x5E\x00\x00\x20\x00\x00\xB2\xA8\x45\xFF\xE1\x6C\x80\x44\x5D\x5B\x24\xFB\x7D\xBE\xD0\x1D\x5C\xC2\x95\x79\x66\x56\x6F\x63\xAB\xDE\x1A\x63\x50\xBF\xD9\x87\x5C\x6E\xB5\x2B\x79\x59\xFE\xE8\xE7\xBA\xA7\x14\x50\xD5\x42\xA4\x55\x36\xEA\x52\x4B\xA2\x8E\x8D\xBE\x63\x32\xD7\x37\x99\x54\x6B\x00\x00\x00\x00\x14\xDA\xAB\xF9\x2C\xE9\xD6\xAD\x48\x2C\x35\xF6\x65\x9D\xCF\x4D\xBA\xCB\xF8\xA9\x46\x78\xF2\xF9\xA7\xEA\xF6\xBB\xD0\x10\xE1\xDF\xBE\x5E\x0C\xF8\x01\xC2\x34\x48\x1D\x97\xAE\x67\xBD\x7C\xF7\x9B\x96\xA3\x59\x72\x6D\xF9\x36\xA2\xC5\xCA\xFB\xD9\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4D\x7F\xDA\x5A\xBE\xEF\x1F\x5A\x00\xA0\x00\x00\x50\x34\x02\x82\x58\x92\x00\x10\xD4\x67\x6F\xBC\x07\xED\x00\x2A\xFC\xD8\x5E\x00\x00\x20\x00\x20\x80\x00\x00\x00\xE1\x6C\x80\x44\x7F\xFF\xFF\xFF\x7D\xBE\xD0\x1D\x7F\xFF\xFF\xFF\x66\x56\x6F\x63\x80\x00\x00\x00\x50\xBF\xD9\x87\x7F\xFF\xFF\xFF\x79\x59\xFE\xE8\x37\x15\x62\xA9\x50\xD5\x42\xA4\x7F\xFF\xFF\xFF\x4B\xA2\x8E\x8D\x80\x00\x00\x00\x37\x99\x54\x6B\x00\x00\x00\x00\x14\xDA\xAB\xF9\x7F\xFF\xFF\xFF\x48\x2C\x35\xF6\x7F\xFF\xFF\xFF\xBA\xCB\xF8\xA9\x7F\xFF\xFF\xFF\xA7\xEA\xF6\xBB\x80\x00\x00\x00\xBE\x5E\x0C\xF8\x49\x8D\xD2\x67\x1D\x97\xAE\x67\xE7\xD5\xE1\x2E\x96\xA3\x59\x72\x7F\xFF\xFF\xFF\xC5\xCA\xFB\xD9\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCDA29642), ('P4rIngress.bitmap_seq.seq', 0xF81A0E02)], 6437)
        self.setRegisterValue('P4rIngress.rounds', 0xF81A0E02, 6437)
        self.setRegisterValue('P4rIngress.count', 0x1F, 6437)
        self.setRegisterValue('P4rIngress.exponent', 0x9E, 6437)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6437)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBAE930CF), ('P4rIngress.values_v0000.hi', 0xCF16BBDC)], 6437)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x555396CC), ('P4rIngress.values_v0001.hi', 0x417FB171)], 6437)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3004A6B3), ('P4rIngress.values_v0010.hi', 0x80000000)], 6437)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x520DACDD), ('P4rIngress.values_v0011.hi', 0x52CB3A9E)], 6437)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x54EB2E7D), ('P4rIngress.values_v0100.hi', 0x629A22ED)], 6437)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4E536C20), ('P4rIngress.values_v0101.hi', 0x68348BB7)], 6437)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x715249F6), ('P4rIngress.values_v0110.hi', 0x3B5EC9A9)], 6437)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5B4FABCF), ('P4rIngress.values_v0111.hi', 0xD856D523)], 6437)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x43ABF860), ('P4rIngress.values_v1000.hi', 0x395902CD)], 6437)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x573FB52A), ('P4rIngress.values_v1001.hi', 0xB63737CF)], 6437)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x30578723), ('P4rIngress.values_v1010.hi', 0xA68B830D)], 6437)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x257BD02A), ('P4rIngress.values_v1011.hi', 0xC2E3916D)], 6437)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x64ADE4E9), ('P4rIngress.values_v1100.hi', 0x60D69086)], 6437)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x3A2537C3), ('P4rIngress.values_v1101.hi', 0xD39BBF29)], 6437)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xF07EF1A9), ('P4rIngress.values_v1110.hi', 0x61454081)], 6437)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xAC77AE33), ('P4rIngress.values_v1111.hi', 0x74B47CC1)], 6437)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x84CB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002A3),
                gc.DataTuple('slot_count', 0x00001D58),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3FA09232),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x22DF8DE3),
                gc.KeyTuple('src_port', 0xD5A6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x84CB),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x020C),
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
        ig_port = 9
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x22\xDF\x8D\xE3\x00\x00\x00\x00\xD5\xA6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x84\xCB\x00\x10\x3F\xA0\x92\x32\x16\x82\x02\xB1\xF8\x1A\x0E\x02\x00\x20\x00\x00\x90\xE3\x51\x64\x82\x30\xCE\x4E\x43\x06\xE8\x6F\x60\xDC\xB2\x5C\x7A\xC7\x98\x65\x3A\xE6\x3C\x9B\x5D\x33\x87\x34\x77\x5C\x22\xF9\x32\x86\x7D\x8E\x3A\xC9\x70\xEE\x5B\x7A\x70\x7E\x4B\x22\xC0\x7B\x59\xBE\x48\xB2\xAD\x78\x91\x5A\xD6\xE2\x64\xC5\x78\xD2\x54\xEE\xED\x65\xAE\x7F\x65\xED\xA6\x76\x5B\x49\x62\x67\xA7\x3A\x74\x95\x6C\x91\x67\xCD\xA0\xE9\xCB\xC3\xC0\x4A\x43\xFD\x6E\xCC\xCA\x25\x73\x86\x0E\x6D\x4C\xDF\x22\xBC\xC2\x0B\x8B\xE3\x59\xB4\x2E\xE3\x67\xA4\xA6\xA7\x56\xE7\x6A\xC8\xA6\xB6\x32\xD6\x61\xB4\xE6\xA3\x48\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x22\xDF\x8D\xE3\xBE\xEF\xD5\xA6\x00\xA0\x00\x00\x50\x34\x02\x82\x84\xCB\x00\x10\x3F\xA0\x92\x32\x16\x82\x00\xB1\xF8\x1A\x0E\x02\x00\x20\x00\x20\x80\x00\x00\x00\x82\x30\xCE\x4E\x7F\xFF\xFF\xFF\x60\xDC\xB2\x5C\x7F\xFF\xFF\xFF\x3A\xE6\x3C\x9B\x7F\xFF\xFF\xFF\x77\x5C\x22\xF9\x7F\xFF\xFF\xFF\x3A\xC9\x70\xEE\x7F\xFF\xFF\xFF\x4B\x22\xC0\x7B\x7F\xFF\xFF\xFF\xAD\x78\x91\x5A\x32\x32\x10\x94\x78\xD2\x54\xEE\x31\x11\xA6\xDF\x65\xED\xA6\x76\x7F\xFF\xFF\xFF\xA7\x3A\x74\x95\x7F\xFF\xFF\xFF\xA0\xE9\xCB\xC3\xE5\xC6\x14\x27\x6E\xCC\xCA\x25\x7F\xFF\xFF\xFF\x4C\xDF\x22\xBC\xFC\x30\xC3\xA6\x59\xB4\x2E\xE3\x58\x23\x98\x50\x56\xE7\x6A\xC8\x80\x00\x00\x00\x61\xB4\xE6\xA3\x48\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x19CA8CE9), ('P4rIngress.bitmap_seq.seq', 0x488B9BA9)], 4285)
        self.setRegisterValue('P4rIngress.rounds', 0x488B9BA9, 4285)
        self.setRegisterValue('P4rIngress.count', 0x12, 4285)
        self.setRegisterValue('P4rIngress.exponent', 0x94, 4285)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4285)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xC4AA2AED), ('P4rIngress.values_v0000.hi', 0x94DC5A79)], 4285)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x76CAC058), ('P4rIngress.values_v0001.hi', 0x747B8DB5)], 4285)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4DBD8749), ('P4rIngress.values_v0010.hi', 0x76D82992)], 4285)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB99B3016), ('P4rIngress.values_v0011.hi', 0x48765DBC)], 4285)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6306F0DA), ('P4rIngress.values_v0100.hi', 0xBAB52DC5)], 4285)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xAC93454D), ('P4rIngress.values_v0101.hi', 0x4EBDB0EF)], 4285)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x584C7C76), ('P4rIngress.values_v0110.hi', 0x59640B77)], 4285)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xC416B073), ('P4rIngress.values_v0111.hi', 0x6EE2D379)], 4285)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x8D85153F), ('P4rIngress.values_v1000.hi', 0x79322252)], 4285)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x114F61EF), ('P4rIngress.values_v1001.hi', 0xA55AA239)], 4285)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xCDE8BE97), ('P4rIngress.values_v1010.hi', 0x5CA8C3B9)], 4285)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x38AD56F7), ('P4rIngress.values_v1011.hi', 0x875BEAB3)], 4285)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xDDB96169), ('P4rIngress.values_v1100.hi', 0x6121E569)], 4285)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5724FD14), ('P4rIngress.values_v1101.hi', 0x81620331)], 4285)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6B9EF955), ('P4rIngress.values_v1110.hi', 0xA8822C74)], 4285)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x77A9C5B8), ('P4rIngress.values_v1111.hi', 0xAF3A85AB)], 4285)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3B5A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007EF),
                gc.DataTuple('slot_count', 0x0000114A),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x102DFCA6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0x2A564F4C),
                gc.KeyTuple('src_port', 0x2C3F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3B5A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0068),
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
        ig_port = 41
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\x56\x4F\x4C\x00\x00\x00\x00\x2C\x3F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3B\x5A\x00\x10\x10\x2D\xFC\xA6\x08\xCE\x06\xA3\x48\x8B\x9B\xA9\x00\x20\x00\x00\x92\x9F\x92\xEE\xC4\xE1\x0A\xFB\x58\xFA\xC6\x29\x77\x74\x65\x97\x73\x31\x21\xFC\x53\x85\x28\x1B\xB1\x49\xDF\x1F\x56\xA4\xE7\xB3\x32\x2D\xE6\x79\x29\x24\xB5\x69\xE5\x92\xF5\xD8\x46\x9E\x9E\x2B\x6B\xDE\xF9\xAE\x48\x70\x91\xFB\x8F\xE1\xB8\x3F\xAB\xEF\x1C\xF3\xB9\x89\xC4\xA8\x43\x96\xBA\xCC\xE3\x5A\x06\x54\xD8\xF9\x22\x98\x95\x3C\x8F\x2A\x5D\xAD\xAB\x2D\x68\xFD\xF2\x26\xB9\x59\x8B\xA5\x10\x93\xE3\x2B\xFA\xFA\x33\xC7\x71\x15\x21\xB5\xEF\x33\x16\xAB\x16\x36\xE3\xD5\xAF\x0C\x61\x5A\x91\x2B\x8B\x22\xC2\x72\xBB\xA7\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2A\x56\x4F\x4C\xBE\xEF\x2C\x3F\x00\xA0\x00\x00\x50\x34\x02\x82\x3B\x5A\x00\x10\x10\x2D\xFC\xA6\x08\xCE\x00\xA3\x48\x8B\x9B\xA9\x00\x20\x00\x13\x80\x00\x00\x00\xC4\xE1\x0A\xFB\x7F\xFF\xFF\xFF\x77\x74\x65\x97\x7F\xFF\xFF\xFF\x53\x85\x28\x1B\x80\x00\x00\x00\x56\xA4\xE7\xB3\x7F\xFF\xFF\xFF\x29\x24\xB5\x69\x92\x26\x3B\x25\x46\x9E\x9E\x2B\x7F\xFF\xFF\xFF\x48\x70\x91\xFB\x80\x00\x00\x00\xAB\xEF\x1C\xF3\x80\x00\x00\x00\x43\x96\xBA\xCC\xF4\xA9\x68\x43\xD8\xF9\x22\x98\x80\x00\x00\x00\x5D\xAD\xAB\x2D\x7F\xFF\xFF\xFF\xB9\x59\x8B\xA5\xEE\x4D\x44\x94\xFA\xFA\x33\xC7\x7F\xFF\xFF\xFF\xEF\x33\x16\xAB\x7F\xFF\xFF\xFF\xAF\x0C\x61\x5A\x08\xD5\x50\xDA\xC2\x72\xBB\xA7\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8B6AD8B2), ('P4rIngress.bitmap_seq.seq', 0x732A4470)], 2954)
        self.setRegisterValue('P4rIngress.rounds', 0x732A4470, 2954)
        self.setRegisterValue('P4rIngress.count', 0x17, 2954)
        self.setRegisterValue('P4rIngress.exponent', 0x7C, 2954)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2954)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB1A54D1A), ('P4rIngress.values_v0000.hi', 0x94D3A288)], 2954)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x795838BE), ('P4rIngress.values_v0001.hi', 0x63156F0E)], 2954)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3677EC68), ('P4rIngress.values_v0010.hi', 0x2C173396)], 2954)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xAEBA36A7), ('P4rIngress.values_v0011.hi', 0x3266E87C)], 2954)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x17095A12), ('P4rIngress.values_v0100.hi', 0x6C9A0FE2)], 2954)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xB58435E6), ('P4rIngress.values_v0101.hi', 0x27121577)], 2954)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x16CC3EF2), ('P4rIngress.values_v0110.hi', 0x147294EB)], 2954)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB5EBD6EB), ('P4rIngress.values_v0111.hi', 0x347B69BC)], 2954)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9DB9BAEF), ('P4rIngress.values_v1000.hi', 0x85E511BB)], 2954)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5263649D), ('P4rIngress.values_v1001.hi', 0x6CEF8C88)], 2954)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7638CD03), ('P4rIngress.values_v1010.hi', 0xA08D947E)], 2954)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6CEDD35F), ('P4rIngress.values_v1011.hi', 0xBD22F011)], 2954)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xA9AA3CE5), ('P4rIngress.values_v1100.hi', 0xA1914532)], 2954)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x8B728F16), ('P4rIngress.values_v1101.hi', 0x747A59BE)], 2954)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x1C3E6617), ('P4rIngress.values_v1110.hi', 0xE64B1273)], 2954)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x64D24F3F), ('P4rIngress.values_v1111.hi', 0xA31D2D1D)], 2954)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x96FC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000974),
                gc.DataTuple('slot_count', 0x00000FBE),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEC6B885D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x4BA08F5B),
                gc.KeyTuple('src_port', 0x445F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x96FC),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x016C),
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
        ig_port = 15
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4B\xA0\x8F\x5B\x00\x00\x00\x00\x44\x5F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x96\xFC\x00\x10\xEC\x6B\x88\x5D\x02\x16\x04\xA2\x73\x2A\x44\x70\x00\x20\x00\x00\xC5\x2D\x77\xBB\xD9\x73\x3D\x39\x12\x2D\x9F\xAD\x51\x9B\x46\xE2\x66\x9A\x8E\x1A\x7E\x37\x38\x76\xC9\xDE\xFC\x41\x5C\x72\x9F\xA4\x77\xDF\x53\xFD\x80\x00\x00\x00\x14\xFD\x6E\x9A\x5A\x59\x35\x87\x73\x91\x68\xC9\x7E\xB1\xD4\x1D\xAC\xA9\x76\x0C\x1B\x85\x2D\x1D\xE2\x52\xB3\x5C\xFC\x4E\xCD\x96\x56\x6B\x32\x54\x42\x1F\xAA\xAE\x43\x84\x4D\x8B\xAF\xAA\x31\xB9\x66\x3F\x72\x58\x40\x4F\xEB\x73\x89\xFF\xF4\x76\xBD\xB3\xEE\x26\x07\x79\x46\x26\x1F\x2B\x5A\xB6\x09\xEB\x27\x75\x87\x7D\x7C\xF7\x34\x81\x2A\x3C\xBD\x43\x8D\xD8\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4B\xA0\x8F\x5B\xBE\xEF\x44\x5F\x00\xA0\x00\x00\x50\x34\x02\x82\x96\xFC\x00\x10\xEC\x6B\x88\x5D\x02\x16\x00\xA2\x73\x2A\x44\x70\x00\x20\x00\x18\x80\x00\x00\x00\xD9\x73\x3D\x39\x7F\xFF\xFF\xFF\x51\x9B\x46\xE2\x7F\xFF\xFF\xFF\x7E\x37\x38\x76\x80\x00\x00\x00\x5C\x72\x9F\xA4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCA\x81\xA4\x80\x5A\x59\x35\x87\x7F\xFF\xFF\xFF\x7E\xB1\xD4\x1D\x80\x00\x00\x00\x1B\x85\x2D\x1D\x80\x0C\x6E\x4B\xFC\x4E\xCD\x96\x7F\xFF\xFF\xFF\x42\x1F\xAA\xAE\x7F\xFF\xFF\xFF\xAF\xAA\x31\xB9\x7F\xFF\xFF\xFF\x40\x4F\xEB\x73\x80\x00\x00\x00\xBD\xB3\xEE\x26\x92\xEB\xD5\x3C\x1F\x2B\x5A\xB6\x26\x29\x8D\x8C\x87\x7D\x7C\xF7\x7F\xFF\xFF\xFF\xBD\x43\x8D\xD8\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9F72EE72), ('P4rIngress.bitmap_seq.seq', 0x9A395077)], 2310)
        self.setRegisterValue('P4rIngress.rounds', 0x9A395077, 2310)
        self.setRegisterValue('P4rIngress.count', 0x1F, 2310)
        self.setRegisterValue('P4rIngress.exponent', 0x70, 2310)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2310)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4CCBF5CE), ('P4rIngress.values_v0000.hi', 0x6A78E785)], 2310)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6A97A544), ('P4rIngress.values_v0001.hi', 0x7286A3EE)], 2310)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6159E559), ('P4rIngress.values_v0010.hi', 0x3372BBEA)], 2310)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x368E4B8B), ('P4rIngress.values_v0011.hi', 0x492A3055)], 2310)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x593F8643), ('P4rIngress.values_v0100.hi', 0xDA391791)], 2310)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x26945357), ('P4rIngress.values_v0101.hi', 0x7E6287D7)], 2310)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x81FD834D), ('P4rIngress.values_v0110.hi', 0xFEC7BF6B)], 2310)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x157EB963), ('P4rIngress.values_v0111.hi', 0xD98C3ADD)], 2310)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5DF8DADD), ('P4rIngress.values_v1000.hi', 0xA9A4B6FC)], 2310)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9F87B398), ('P4rIngress.values_v1001.hi', 0x6E929A69)], 2310)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x77DB8C82), ('P4rIngress.values_v1010.hi', 0xB4ABE255)], 2310)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5BD769DD), ('P4rIngress.values_v1011.hi', 0x31F91DA6)], 2310)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x310552AC), ('P4rIngress.values_v1100.hi', 0x2A3435AF)], 2310)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x992C6376), ('P4rIngress.values_v1101.hi', 0x325BC3E9)], 2310)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4AB7DDA5), ('P4rIngress.values_v1110.hi', 0x50EEE91D)], 2310)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7FCD6945), ('P4rIngress.values_v1111.hi', 0x1B2DC0C6)], 2310)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1594),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000906),
                gc.DataTuple('slot_count', 0x000006EA),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4DED168F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x19D651C5),
                gc.KeyTuple('src_port', 0xB893),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1594),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0378),
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
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x19\xD6\x51\xC5\x00\x00\x00\x00\xB8\x93\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x15\x94\x00\x10\x4D\xED\x16\x8F\x00\x00\x04\x9A\x9A\x39\x50\x77\x00\x20\x00\x00\x57\x8A\x13\xAF\x40\x73\x4A\x1E\x65\xCC\x36\x09\x76\xD3\xF7\xC3\x59\xFC\x2B\xDD\x74\x8B\x69\xC6\x60\xDA\xB6\xA5\xEF\x2B\x60\x50\x46\x21\xB0\x1E\x9A\x69\x50\x62\xB6\xD6\x59\x57\x4E\x4D\xB4\xC6\xD5\xB8\xCC\x71\x8A\xA4\xC0\x19\xDB\x35\xD2\x5A\xDA\xBE\x9F\x17\x52\x26\xCF\x89\x9D\x84\xFA\x07\x96\x19\x14\x1D\x45\x62\x9A\x26\x76\x71\xCB\xC3\xD3\x85\x04\xED\x47\xB3\x75\x48\x66\x14\x51\xD7\x13\xC5\x0E\xA8\x68\xE5\xF4\xF9\x85\x3D\xCE\x96\x6E\x93\xAE\x9B\x3A\xE3\x9D\x44\x31\x10\xED\x46\x5F\xA9\x15\x33\x73\x68\x59\x65\x16\xFD\x55\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x19\xD6\x51\xC5\xBE\xEF\xB8\x93\x00\xA0\x00\x00\x50\x34\x02\x82\x15\x94\x00\x10\x4D\xED\x16\x8F\x00\x00\x00\x9A\x9A\x39\x50\x77\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x40\x73\x4A\x1E\x7F\xFF\xFF\xFF\x76\xD3\xF7\xC3\x7F\xFF\xFF\xFF\x74\x8B\x69\xC6\x7F\xFF\xFF\xFF\xEF\x2B\x60\x50\x7F\xFF\xFF\xFF\x9A\x69\x50\x62\xDD\x6A\xAC\xAE\x4E\x4D\xB4\xC6\x80\x00\x00\x00\x8A\xA4\xC0\x19\xF0\xB4\x8B\xBD\xDA\xBE\x9F\x17\x7F\xFF\xFF\xFF\x9D\x84\xFA\x07\x80\x00\x00\x00\x45\x62\x9A\x26\x7F\xFF\xFF\xFF\xD3\x85\x04\xED\x7F\xFF\xFF\xFF\x66\x14\x51\xD7\x44\xCA\x61\x54\x68\xE5\xF4\xF9\x80\x00\x00\x00\x6E\x93\xAE\x9B\x7F\xFF\xFF\xFF\x31\x10\xED\x46\x7F\xFF\xFF\xFF\x73\x68\x59\x65\x16\xFD\x55\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1392CE7C), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 1741)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 1741)
        self.setRegisterValue('P4rIngress.count', 0x1E, 1741)
        self.setRegisterValue('P4rIngress.exponent', 0x5A, 1741)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1741)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x84824354), ('P4rIngress.values_v0000.hi', 0xB51B9821)], 1741)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x1B674DC8), ('P4rIngress.values_v0001.hi', 0x73D289B6)], 1741)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4E5C4579), ('P4rIngress.values_v0010.hi', 0xFCADD0D6)], 1741)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x48DEE2BE), ('P4rIngress.values_v0011.hi', 0x73542651)], 1741)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7EE62D50), ('P4rIngress.values_v0100.hi', 0x470A9CF5)], 1741)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x34F999C5), ('P4rIngress.values_v0101.hi', 0x4FD29865)], 1741)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x728EA115), ('P4rIngress.values_v0110.hi', 0xAD6AB75D)], 1741)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xF32580EC), ('P4rIngress.values_v0111.hi', 0x6DB4E351)], 1741)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9377B1CB), ('P4rIngress.values_v1000.hi', 0x596D465D)], 1741)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5369B07B), ('P4rIngress.values_v1001.hi', 0xB55ECC92)], 1741)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x52132720), ('P4rIngress.values_v1010.hi', 0xA168B2AD)], 1741)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x95A0F54D), ('P4rIngress.values_v1011.hi', 0x78B17817)], 1741)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x99F514E8), ('P4rIngress.values_v1100.hi', 0x7AF6CA7B)], 1741)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x395E493D), ('P4rIngress.values_v1101.hi', 0xD7DC344F)], 1741)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xABD7D6A5), ('P4rIngress.values_v1110.hi', 0x9F2FF5DD)], 1741)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB1731E4C), ('P4rIngress.values_v1111.hi', 0x68277C35)], 1741)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC50C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006BE),
                gc.DataTuple('slot_count', 0x0000124F),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3E6C5AFB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x7CE70EA7),
                gc.KeyTuple('src_port', 0x44A5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC50C),
                gc.DataTuple('rank', 0x0010),
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

    def sendPacket(self):
        ig_port = 25
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7C\xE7\x0E\xA7\x00\x00\x00\x00\x44\xA5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC5\x0C\x00\x10\x3E\x6C\x5A\xFB\x00\x0F\x04\xAD\x80\x00\x00\x00\x00\x20\x00\x00\x8E\xD7\xEB\x44\xB9\x1E\x10\x22\x7F\xE5\xCC\xEF\x39\x63\x33\xE2\x5E\x85\xD3\x27\x90\xC9\x15\xD5\x6C\x99\x2E\x84\x16\x4D\x74\xD1\x78\x5F\xE4\x5D\x39\x18\xAE\x96\x65\xD0\x72\x9F\x6D\x7A\x79\xAD\x6C\x34\x97\x37\x26\x22\xF3\xD6\x22\x0A\x6B\xD8\xBF\xB5\x79\x7F\x77\x24\xBD\x65\x4B\x72\x4A\xA9\x45\x29\xA8\xF2\x95\x04\x7D\xD5\x72\xF9\x70\xAE\xCA\xAC\x0F\xB8\x3D\x2F\xF7\x8C\x35\x8E\x62\x7A\xB8\x27\x6E\x4D\x1D\x45\x8C\x4A\x67\x44\x8E\xE7\x54\x46\xDE\xC1\xA8\xC6\x90\xAD\xA1\x77\xD9\xDC\xBE\xB4\x6D\xEC\x33\x77\xCF\x85\x32\xD6\xE4\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7C\xE7\x0E\xA7\xBE\xEF\x44\xA5\x00\xA0\x00\x00\x50\x34\x02\x82\xC5\x0C\x00\x10\x3E\x6C\x5A\xFB\x00\x0F\x00\xAD\x80\x00\x00\x00\x00\x20\x00\x1F\x80\x00\x00\x00\xB9\x1E\x10\x22\x7F\xFF\xFF\xFF\x39\x63\x33\xE2\x7F\xFF\xFF\xFF\x90\xC9\x15\xD5\x7F\xFF\xFF\xFF\x16\x4D\x74\xD1\x7F\xFF\xFF\xFF\x39\x18\xAE\x96\x7F\xFF\xFF\xFF\x6D\x7A\x79\xAD\x7F\xFF\xFF\xFF\x26\x22\xF3\xD6\x15\x2F\xEC\xC4\xBF\xB5\x79\x7F\x0A\x9C\x6F\x30\x4B\x72\x4A\xA9\x7F\xFF\xFF\xFF\x95\x04\x7D\xD5\x7F\xFF\xFF\xFF\xCA\xAC\x0F\xB8\xD2\xD0\xEC\xD9\x35\x8E\x62\x7A\x80\x00\x00\x00\x1D\x45\x8C\x4A\x7F\xFF\xFF\xFF\x54\x46\xDE\xC1\x80\x00\x00\x00\xA1\x77\xD9\xDC\x80\x00\x00\x00\x33\x77\xCF\x85\x32\xD6\xE4\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE7780AF4), ('P4rIngress.bitmap_seq.seq', 0x449E97DE)], 3646)
        self.setRegisterValue('P4rIngress.rounds', 0x449E97DE, 3646)
        self.setRegisterValue('P4rIngress.count', 0x04, 3646)
        self.setRegisterValue('P4rIngress.exponent', 0x6E, 3646)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3646)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBB51D654), ('P4rIngress.values_v0000.hi', 0x86186B59)], 3646)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x66FAED53), ('P4rIngress.values_v0001.hi', 0x4DC74D9E)], 3646)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5E3B7956), ('P4rIngress.values_v0010.hi', 0x658DC7AA)], 3646)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x88967B4B), ('P4rIngress.values_v0011.hi', 0x57ED0554)], 3646)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x3D21CDEC), ('P4rIngress.values_v0100.hi', 0xC9F3EE51)], 3646)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6E6CCE97), ('P4rIngress.values_v0101.hi', 0x6FD3E67B)], 3646)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7A5B22B0), ('P4rIngress.values_v0110.hi', 0x2FBDEF95)], 3646)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x8CF4C5BD), ('P4rIngress.values_v0111.hi', 0x00000000)], 3646)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x10FB44FC), ('P4rIngress.values_v1000.hi', 0x43117D65)], 3646)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6945A32C), ('P4rIngress.values_v1001.hi', 0x6E9E2D0A)], 3646)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6295DF7B), ('P4rIngress.values_v1010.hi', 0xC103018D)], 3646)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6AB75611), ('P4rIngress.values_v1011.hi', 0xFB9F1096)], 3646)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x737C13BE), ('P4rIngress.values_v1100.hi', 0xA1A9E15B)], 3646)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x38CCB957), ('P4rIngress.values_v1101.hi', 0x551E75AC)], 3646)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x77AE34EF), ('P4rIngress.values_v1110.hi', 0xA774AADD)], 3646)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x0AF3339D), ('P4rIngress.values_v1111.hi', 0x99C88FA2)], 3646)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x50E5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DC9),
                gc.DataTuple('slot_count', 0x00000749),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA6F3F01B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0x3293EC62),
                gc.KeyTuple('src_port', 0xF6A4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x50E5),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03AC),
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
        ig_port = 63
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x32\x93\xEC\x62\x00\x00\x00\x00\xF6\xA4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x50\xE5\x00\x10\xA6\xF3\xF0\x1B\x00\x75\x04\xBB\x44\x9E\x97\xDE\x00\x20\x00\x00\x92\x87\xF6\x55\xAB\x8D\x52\x5E\x6C\x1E\x2A\x4F\x6D\x6A\xA6\xB4\x5A\xC9\xE5\xD6\x71\x8D\xCA\xBC\xAF\x56\x45\x5B\x43\x62\xA5\x66\x69\x6C\xC1\x63\x1C\xC8\xC9\x53\xCD\xE3\x5C\xB6\x3D\x19\xD4\xB7\x63\xF5\x7B\x73\x69\xBD\x9C\xAB\x9D\x25\xBB\xE3\x00\x00\x00\x00\x35\xB1\x9D\xC6\xD0\x03\xEE\x6C\x56\x90\xAC\xCD\x2E\x34\xAB\x9E\x59\x99\xC0\xA1\x87\xB7\xD5\x27\x41\xB1\xAF\x1E\xDC\x10\xD6\xF2\x1A\xFF\xE8\xB1\xAC\x90\x6D\xDB\x76\x2D\xF3\xC9\x5F\xCF\x22\x19\x59\x22\xC1\x63\xD6\x2C\x2E\xC7\xE4\xE5\x7B\xDF\x59\x48\xAA\xA3\xD9\x08\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x32\x93\xEC\x62\xBE\xEF\xF6\xA4\x00\xA0\x00\x00\x50\x34\x02\x82\x50\xE5\x00\x10\xA6\xF3\xF0\x1B\x00\x75\x00\xBB\x44\x9E\x97\xDE\x00\x20\x00\x05\x80\x00\x00\x00\xAB\x8D\x52\x5E\x7F\xFF\xFF\xFF\x6D\x6A\xA6\xB4\x7F\xFF\xFF\xFF\x71\x8D\xCA\xBC\x80\x00\x00\x00\x43\x62\xA5\x66\x7F\xFF\xFF\xFF\x1C\xC8\xC9\x53\x3C\x50\x2B\x4D\x3D\x19\xD4\xB7\x7F\xFF\xFF\xFF\x69\xBD\x9C\xAB\x80\x00\x00\x00\x00\x00\x00\x00\x46\xAC\xE2\xC2\xD0\x03\xEE\x6C\x7F\xFF\xFF\xFF\x2E\x34\xAB\x9E\x7F\xFF\xFF\xFF\x87\xB7\xD5\x27\x7F\xFF\xFF\xFF\xDC\x10\xD6\xF2\x7F\xFF\xFF\xFF\xAC\x90\x6D\xDB\x7F\xFF\xFF\xFF\x5F\xCF\x22\x19\x7F\xFF\xFF\xFF\xD6\x2C\x2E\xC7\xEF\xD8\xAF\x7C\x59\x48\xAA\xA3\xD9\x08\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x47906499), ('P4rIngress.bitmap_seq.seq', 0x778E0E02)], 5882)
        self.setRegisterValue('P4rIngress.rounds', 0x778E0E02, 5882)
        self.setRegisterValue('P4rIngress.count', 0x1F, 5882)
        self.setRegisterValue('P4rIngress.exponent', 0x33, 5882)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5882)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x537D9181), ('P4rIngress.values_v0000.hi', 0x2EFB9F5F)], 5882)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x37913C94), ('P4rIngress.values_v0001.hi', 0x69D0D7BB)], 5882)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7FAE9060), ('P4rIngress.values_v0010.hi', 0x39F54CE6)], 5882)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x388232E9), ('P4rIngress.values_v0011.hi', 0x364B4CA5)], 5882)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x59A06926), ('P4rIngress.values_v0100.hi', 0x9665132E)], 5882)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x19F207C0), ('P4rIngress.values_v0101.hi', 0x7C25B674)], 5882)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x018AAF3F), ('P4rIngress.values_v0110.hi', 0x362FECE9)], 5882)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x66A38AAE), ('P4rIngress.values_v0111.hi', 0x30F26271)], 5882)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xE3BD3C75), ('P4rIngress.values_v1000.hi', 0x505BAC65)], 5882)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xAB9FA735), ('P4rIngress.values_v1001.hi', 0x7D42BA5C)], 5882)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x2F04FFD5), ('P4rIngress.values_v1010.hi', 0xA7C971B1)], 5882)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xAE6561E5), ('P4rIngress.values_v1011.hi', 0xF399F5C7)], 5882)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x63EA799E), ('P4rIngress.values_v1100.hi', 0x9FF43AD5)], 5882)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x72EE2773), ('P4rIngress.values_v1101.hi', 0x4992CB72)], 5882)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4E980791), ('P4rIngress.values_v1110.hi', 0x52C9F433)], 5882)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xCAB83AA5), ('P4rIngress.values_v1111.hi', 0x34BC6562)], 5882)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAF1D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000015CE),
                gc.DataTuple('slot_count', 0x000002DC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5C918911),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x34186906),
                gc.KeyTuple('src_port', 0x9709),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAF1D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x015C),
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
        ig_port = 8
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x34\x18\x69\x06\x00\x00\x00\x00\x97\x09\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAF\x1D\x00\x10\x5C\x91\x89\x11\x01\x2C\x00\xD0\x77\x8E\x0E\x02\x00\x20\x00\x00\x5A\x62\x2B\xDE\x67\xFC\xBF\x61\x71\x87\x86\x35\x5D\x91\x5F\xE9\x4D\x34\x53\x2F\x7D\x60\x66\x8D\x5F\xC2\xE1\x77\xC6\x46\x65\xA3\x4C\x93\x2B\xF4\x83\x9D\xB1\xAF\x9A\xD6\xE2\x9E\x2D\xB4\xE7\x46\x7F\x66\xF4\xB3\xA3\x26\xA4\xAB\x49\xB9\x5B\x92\xB7\x5B\x17\x3B\x66\x79\x3F\x17\x63\x4E\x52\x9E\xC9\x13\xAE\x7C\x33\xEA\x50\x5F\x62\xF1\xBA\x35\x22\x9F\x30\x70\xB0\xAC\x74\xB3\xDF\x35\x22\xDE\xA7\xEA\xD9\x2B\xBA\x2A\x9C\xE8\x37\x27\x2B\x33\x4F\x2A\xF1\xF0\x6C\xB7\x8D\x51\x54\x9D\xFF\x27\x9D\x9B\xF4\x9F\x29\xBC\x8D\xD2\xAF\x8D\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x34\x18\x69\x06\xBE\xEF\x97\x09\x00\xA0\x00\x00\x50\x34\x02\x82\xAF\x1D\x00\x10\x5C\x91\x89\x11\x01\x2C\x00\xD0\x77\x8E\x0E\x02\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x67\xFC\xBF\x61\x7F\xFF\xFF\xFF\x5D\x91\x5F\xE9\x7F\xFF\xFF\xFF\x7D\x60\x66\x8D\x7F\xFF\xFF\xFF\xC6\x46\x65\xA3\x7F\xFF\xFF\xFF\x83\x9D\xB1\xAF\xB4\xC8\xEA\x5E\x2D\xB4\xE7\x46\x7F\xFF\xFF\xFF\xA3\x26\xA4\xAB\x7F\xFF\xFF\xFF\xB7\x5B\x17\x3B\x4A\x36\x7B\x8C\x63\x4E\x52\x9E\x80\x00\x00\x00\x33\xEA\x50\x5F\x7F\xFF\xFF\xFF\x22\x9F\x30\x70\x80\x00\x00\x00\xDF\x35\x22\xDE\x0B\xD5\x52\xC9\xBA\x2A\x9C\xE8\x7F\xFF\xFF\xFF\x4F\x2A\xF1\xF0\x7F\xFF\xFF\xFF\x54\x9D\xFF\x27\x80\x00\x00\x00\x29\xBC\x8D\xD2\xAF\x8D\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAB1A2C91), ('P4rIngress.bitmap_seq.seq', 0x14103843)], 4201)
        self.setRegisterValue('P4rIngress.rounds', 0x14103843, 4201)
        self.setRegisterValue('P4rIngress.count', 0x07, 4201)
        self.setRegisterValue('P4rIngress.exponent', 0x38, 4201)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4201)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x2A2AE2DB), ('P4rIngress.values_v0000.hi', 0x50E23F74)], 4201)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3F8F6A71), ('P4rIngress.values_v0001.hi', 0x6BE1D675)], 4201)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7081BA40), ('P4rIngress.values_v0010.hi', 0x53CEC02F)], 4201)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x40A86012), ('P4rIngress.values_v0011.hi', 0x00000000)], 4201)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5CFC7263), ('P4rIngress.values_v0100.hi', 0x8C9C5267)], 4201)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3F267F23), ('P4rIngress.values_v0101.hi', 0x400F51AE)], 4201)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x79629684), ('P4rIngress.values_v0110.hi', 0x521ABACD)], 4201)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7594F66F), ('P4rIngress.values_v0111.hi', 0x6AD3BAEB)], 4201)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xD9AD357F), ('P4rIngress.values_v1000.hi', 0xA6676366)], 4201)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5465567E), ('P4rIngress.values_v1001.hi', 0x3B1CB98B)], 4201)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4B1E3276), ('P4rIngress.values_v1010.hi', 0x5B684A5F)], 4201)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7E332E65), ('P4rIngress.values_v1011.hi', 0x47AD7ADD)], 4201)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7254A7F3), ('P4rIngress.values_v1100.hi', 0xD7CCE5AD)], 4201)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x1128B33D), ('P4rIngress.values_v1101.hi', 0x6971FC53)], 4201)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7CA0D6B6), ('P4rIngress.values_v1110.hi', 0x762B8C41)], 4201)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x631B1488), ('P4rIngress.values_v1111.hi', 0x6B5C8524)], 4201)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3B05),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F3F),
                gc.DataTuple('slot_count', 0x0000052E),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA802F866),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0xA4C1972B),
                gc.KeyTuple('src_port', 0xB5B9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3B05),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02A6),
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
        ig_port = 56
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA4\xC1\x97\x2B\x00\x00\x00\x00\xB5\xB9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3B\x05\x00\x10\xA8\x02\xF8\x66\x01\x2A\x00\xEA\x14\x10\x38\x43\x00\x20\x00\x00\x69\xEA\xED\x11\x63\x3D\x22\xF1\x59\x89\x82\x39\x69\xF4\x6E\x34\x70\x7B\xD4\x22\x61\xD8\xBC\x5A\x70\x21\x68\x95\x80\x00\x00\x00\x42\x94\x61\x53\xC7\x5E\xE1\x52\xED\x68\x13\x85\x5C\xF7\x91\x3C\x5D\x46\xB1\x8D\xB4\xDA\xBA\xC9\x3A\xCC\x59\xEF\xCA\xC2\xA3\xB9\xC7\x6F\x57\x15\xAB\xF3\x55\x49\x52\x3F\x12\x28\xB6\xC5\x95\x45\x68\x1F\x71\x47\x29\x31\xDB\x4E\x68\x70\xDE\x07\xC6\xB8\xAB\xF6\x35\xAE\xAF\x71\x9C\x0D\x60\xE8\x70\xDF\x1B\xB6\x25\x24\x5C\xA2\x4E\xB8\x91\xA7\x12\xAB\x47\x89\x33\x7B\xBF\x4F\x3B\x1A\xC9\xFF\x7F\xCB\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA4\xC1\x97\x2B\xBE\xEF\xB5\xB9\x00\xA0\x00\x00\x50\x34\x02\x82\x3B\x05\x00\x10\xA8\x02\xF8\x66\x01\x2A\x00\xEA\x14\x10\x38\x43\x00\x20\x00\x08\x7F\xFF\xFF\xFF\x63\x3D\x22\xF1\x7F\xFF\xFF\xFF\x69\xF4\x6E\x34\x7F\xFF\xFF\xFF\x61\xD8\xBC\x5A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC7\x5E\xE1\x52\x2C\x8E\x92\xA8\x5C\xF7\x91\x3C\x7F\xFF\xFF\xFF\xB4\xDA\xBA\xC9\x7F\xFF\xFF\xFF\xCA\xC2\xA3\xB9\xA1\x1C\x8C\x94\xAB\xF3\x55\x49\x7F\xFF\xFF\xFF\xB6\xC5\x95\x45\x7F\xFF\xFF\xFF\x29\x31\xDB\x4E\x7F\xFF\xFF\xFF\xC6\xB8\xAB\xF6\x7F\xFF\xFF\xFF\x9C\x0D\x60\xE8\x7F\xFF\xFF\xFF\x25\x24\x5C\xA2\x7F\xFF\xFF\xFF\x12\xAB\x47\x89\x7F\xFF\xFF\xFF\x3B\x1A\xC9\xFF\x7F\xCB\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7A1CDAAA), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 3323)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 3323)
        self.setRegisterValue('P4rIngress.count', 0x0A, 3323)
        self.setRegisterValue('P4rIngress.exponent', 0x60, 3323)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3323)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xAD6FDFE2), ('P4rIngress.values_v0000.hi', 0x9ACEA738)], 3323)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2C4D8EDA), ('P4rIngress.values_v0001.hi', 0x686FED49)], 3323)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x59B2C8A6), ('P4rIngress.values_v0010.hi', 0x00000000)], 3323)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x606F2C89), ('P4rIngress.values_v0011.hi', 0x2646F800)], 3323)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x31D606DC), ('P4rIngress.values_v0100.hi', 0x60AA511F)], 3323)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x72341417), ('P4rIngress.values_v0101.hi', 0x517847A6)], 3323)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x43F99955), ('P4rIngress.values_v0110.hi', 0xD7955F4C)], 3323)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xC8B5FED9), ('P4rIngress.values_v0111.hi', 0x37EBFD7F)], 3323)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x2691DB1C), ('P4rIngress.values_v1000.hi', 0x62651C8D)], 3323)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x365688AF), ('P4rIngress.values_v1001.hi', 0x92AB1702)], 3323)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4725751E), ('P4rIngress.values_v1010.hi', 0xBA1D72CB)], 3323)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xC8DE9CF9), ('P4rIngress.values_v1011.hi', 0x7B8E1A0C)], 3323)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x8D22DD83), ('P4rIngress.values_v1100.hi', 0x39DFA9AF)], 3323)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2A9688A6), ('P4rIngress.values_v1101.hi', 0x5684584A)], 3323)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xCBAD8274), ('P4rIngress.values_v1110.hi', 0x6AD08EBF)], 3323)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x539C920C), ('P4rIngress.values_v1111.hi', 0x24D46E8B)], 3323)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3630),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007FB),
                gc.DataTuple('slot_count', 0x000010B6),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x310D059D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x32EF5BA7),
                gc.KeyTuple('src_port', 0x7A1F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3630),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0119),
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
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x32\xEF\x5B\xA7\x00\x00\x00\x00\x7A\x1F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x36\x30\x00\x10\x31\x0D\x05\x9D\x05\x00\x02\xB4\x00\x00\x00\x00\x00\x20\x00\x00\x93\xA4\x04\xB7\x9A\x3B\x36\x5F\x71\x69\xFC\x52\x6D\x63\x4D\xAA\x6A\x92\x8E\x27\x00\x00\x00\x00\x44\x21\xD1\x2D\x5D\x6B\x7C\x5A\x70\x31\x2A\xFF\x30\x59\xFE\xA6\x32\xF7\x2E\x94\x5E\xD3\x3E\x46\x54\x08\xF1\x0F\x1E\x3A\x7D\x5B\x6B\xAC\x5D\x4B\x2D\x9B\x7F\x5D\xFE\xC5\xE8\xEA\x20\xBE\x0D\xF8\x56\xCC\xA8\xB1\xCB\x2E\xAB\xDD\x6A\x25\x4D\x4C\x8A\xB1\xFB\x62\x38\xD6\xB4\x3B\x7F\x1E\x3D\x6E\xB3\xD9\x77\x3E\x4B\x9E\x29\xAB\x31\xD2\xEF\x52\x2D\x6F\xCC\xBE\x9B\xDE\xF7\x74\x5C\xAD\x94\x77\x41\x86\xF5\xED\x7F\x9B\x24\x17\x20\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x32\xEF\x5B\xA7\xBE\xEF\x7A\x1F\x00\xA0\x00\x00\x50\x34\x02\x82\x36\x30\x00\x10\x31\x0D\x05\x9D\x05\x00\x00\xB4\x00\x00\x00\x00\x00\x20\x00\x0B\x80\x00\x00\x00\x9A\x3B\x36\x5F\x7F\xFF\xFF\xFF\x6D\x63\x4D\xAA\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x5D\x6B\x7C\x5A\x7F\xFF\xFF\xFF\x30\x59\xFE\xA6\x7F\xFF\xFF\xFF\x5E\xD3\x3E\x46\x7F\xFF\xFF\xFF\x1E\x3A\x7D\x5B\x34\x62\x5C\x24\x2D\x9B\x7F\x5D\x25\x57\xC4\x06\x20\xBE\x0D\xF8\x7F\xFF\xFF\xFF\xCB\x2E\xAB\xDD\x7F\xFF\xFF\xFF\x8A\xB1\xFB\x62\x01\xB5\x51\x34\x7F\x1E\x3D\x6E\x80\x00\x00\x00\x4B\x9E\x29\xAB\x5C\x69\x77\xF8\x2D\x6F\xCC\xBE\x80\x00\x00\x00\x5C\xAD\x94\x77\x7F\xFF\xFF\xFF\x7F\x9B\x24\x17\x20\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD364A587), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 6210)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 6210)
        self.setRegisterValue('P4rIngress.count', 0x1D, 6210)
        self.setRegisterValue('P4rIngress.exponent', 0x6D, 6210)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6210)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x97D749AA), ('P4rIngress.values_v0000.hi', 0xDCBACE7B)], 6210)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2C6BAE3A), ('P4rIngress.values_v0001.hi', 0x7F145E0D)], 6210)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x2D4B2F99), ('P4rIngress.values_v0010.hi', 0x3AB5B4C4)], 6210)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xD24A1057), ('P4rIngress.values_v0011.hi', 0x7B30F4D3)], 6210)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x23F28FC7), ('P4rIngress.values_v0100.hi', 0x47D468AB)], 6210)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xC93C7072), ('P4rIngress.values_v0101.hi', 0x65107E71)], 6210)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA2A968BB), ('P4rIngress.values_v0110.hi', 0xAECF87DF)], 6210)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3AB17333), ('P4rIngress.values_v0111.hi', 0x91AED8A7)], 6210)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7A087ED5), ('P4rIngress.values_v1000.hi', 0x46121595)], 6210)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x534F62A3), ('P4rIngress.values_v1001.hi', 0x938EE23A)], 6210)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xBFBF2A42), ('P4rIngress.values_v1010.hi', 0x3CAC5181)], 6210)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x98BDD7AA), ('P4rIngress.values_v1011.hi', 0x7635D342)], 6210)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x8EB7062F), ('P4rIngress.values_v1100.hi', 0xB772BCAE)], 6210)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x610475FC), ('P4rIngress.values_v1101.hi', 0x5F164605)], 6210)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD4558C35), ('P4rIngress.values_v1110.hi', 0x669AAE37)], 6210)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xE7059B60), ('P4rIngress.values_v1111.hi', 0xC46C3E9F)], 6210)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB2F7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D62),
                gc.DataTuple('slot_count', 0x00000CA7),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD8B21405),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x0BD940E0),
                gc.KeyTuple('src_port', 0xBE7A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB2F7),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0357),
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
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\xD9\x40\xE0\x00\x00\x00\x00\xBE\x7A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB2\xF7\x00\x10\xD8\xB2\x14\x05\x0A\xE0\x00\xDA\xFF\xFF\xFF\xFF\x00\x20\x00\x00\xB5\xFF\xA3\xCA\x82\x65\x18\x6A\x59\x22\xBB\x8B\x62\xB4\xDC\x0B\x6D\x3B\x2E\x23\x48\xB9\xF6\xEA\xA8\x57\x84\x33\x08\x63\x79\xEC\xB1\xF9\xDE\xDB\x57\x15\xBE\xBB\xCE\x25\xA1\x4F\x43\x10\xCB\x70\xD9\x49\x6B\x95\xB2\x9C\xE5\x1C\xA2\x7F\xFF\x31\xAB\xBA\x6C\x5A\x5B\x64\x56\xBD\x4A\xD1\x5D\x44\x44\x4F\x7D\x26\xCC\xBA\xAA\x71\xB6\x5A\xDC\x5E\x62\xB5\x72\xB8\x51\x0B\x50\x99\x22\x0E\x47\x3F\x9A\x32\xAE\xB5\xA2\x26\xF4\x33\x60\x86\xF8\x52\x41\xFD\xF6\xDC\xDF\xF2\xEF\x17\x30\x31\x93\xA3\x8A\x9C\xD2\x5E\x62\x25\xAE\xD6\x10\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0B\xD9\x40\xE0\xBE\xEF\xBE\x7A\x00\xA0\x00\x00\x50\x34\x02\x82\xB2\xF7\x00\x10\xD8\xB2\x14\x05\x0A\xE0\x00\xDA\xFF\xFF\xFF\xFF\x00\x20\x00\x1E\x80\x00\x00\x00\x82\x65\x18\x6A\x7F\xFF\xFF\xFF\x62\xB4\xDC\x0B\x7F\xFF\xFF\xFF\x48\xB9\xF6\xEA\x80\x00\x00\x00\x08\x63\x79\xEC\xD5\xEC\x6E\xA2\x57\x15\xBE\xBB\x97\x62\x11\xC1\x43\x10\xCB\x70\x80\x00\x00\x00\xB2\x9C\xE5\x1C\xDD\x31\x72\x64\xAB\xBA\x6C\x5A\x7F\xFF\xFF\xFF\x4A\xD1\x5D\x44\x7F\xFF\xFF\xFF\xCC\xBA\xAA\x71\x80\x00\x00\x00\x62\xB5\x72\xB8\xE9\xC9\x28\x43\x22\x0E\x47\x3F\x80\x00\x00\x00\xA2\x26\xF4\x33\x7F\xFF\xFF\xFF\x41\xFD\xF6\xDC\xB4\x48\x7B\x4C\x30\x31\x93\xA3\x80\x00\x00\x00\x62\x25\xAE\xD6\x10\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE2B267B8), ('P4rIngress.bitmap_seq.seq', 0x5DD70000)], 1113)
        self.setRegisterValue('P4rIngress.rounds', 0x5DD70000, 1113)
        self.setRegisterValue('P4rIngress.count', 0x1D, 1113)
        self.setRegisterValue('P4rIngress.exponent', 0x5C, 1113)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1113)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9F3FE16A), ('P4rIngress.values_v0000.hi', 0x819DB85B)], 1113)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x17A968E1), ('P4rIngress.values_v0001.hi', 0x40D224EC)], 1113)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x663C83D6), ('P4rIngress.values_v0010.hi', 0x0F323249)], 1113)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x992D7674), ('P4rIngress.values_v0011.hi', 0x7CB64506)], 1113)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4D58767B), ('P4rIngress.values_v0100.hi', 0x2AFD7269)], 1113)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x272D4DF7), ('P4rIngress.values_v0101.hi', 0x3A550A60)], 1113)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x09D8769E), ('P4rIngress.values_v0110.hi', 0x0B9556EB)], 1113)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x51C6AF6A), ('P4rIngress.values_v0111.hi', 0x6254D731)], 1113)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB871BB95), ('P4rIngress.values_v1000.hi', 0x90E3F525)], 1113)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5D8DC251), ('P4rIngress.values_v1001.hi', 0x73B9F706)], 1113)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB998A063), ('P4rIngress.values_v1010.hi', 0xB065F5B5)], 1113)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5BEE376C), ('P4rIngress.values_v1011.hi', 0x52B733A5)], 1113)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x707ADACF), ('P4rIngress.values_v1100.hi', 0x3DBF37D1)], 1113)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xD267D781), ('P4rIngress.values_v1101.hi', 0x6AABF3A7)], 1113)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x3179852B), ('P4rIngress.values_v1110.hi', 0xE0013061)], 1113)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x658A490D), ('P4rIngress.values_v1111.hi', 0x647F12E1)], 1113)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x81C6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002D9),
                gc.DataTuple('slot_count', 0x000011C9),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4CDE561E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x512AE8AA),
                gc.KeyTuple('src_port', 0xEAAB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x81C6),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 25
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x51\x2A\xE8\xAA\x00\x00\x00\x00\xEA\xAB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x81\xC6\x00\x10\x4C\xDE\x56\x1E\x01\x80\x06\xF0\x5D\xD7\x00\x00\x00\x20\x00\x00\x91\x69\x58\x9F\x9E\x1B\x3C\x4A\x71\x2C\x1A\x70\x48\xD2\x61\xE8\x48\x50\xC6\x79\x71\x77\x1E\x15\xE3\x3E\xE3\x26\x52\x52\xBD\x4B\x3F\x5A\x34\xEC\xE6\xBC\xD9\x4B\x31\xB5\x3B\x7D\x56\x94\x66\x54\xFB\xF9\xD6\x83\x7C\xA5\x64\xCF\x4A\x55\xA3\x63\x80\x00\x00\x00\x94\xA2\x4A\xD1\x9C\xA3\xC8\x5B\x41\x6D\x22\xD7\x15\xB2\x73\xCE\x4F\x0B\x7D\xC2\xB2\xA4\x0A\xB9\x48\xE8\x90\xD2\x5E\x22\xD9\x74\x60\xD2\x5F\x0D\xB9\x28\x77\x97\x5F\xAE\xE0\xA9\x6A\xAE\xF4\x7A\x7C\x51\xD5\xAB\x54\x89\x51\x40\x68\xC7\x59\xA8\x51\x28\x53\xB7\x89\xB9\x90\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x51\x2A\xE8\xAA\xBE\xEF\xEA\xAB\x00\xA0\x00\x00\x50\x34\x02\x82\x81\xC6\x00\x10\x4C\xDE\x56\x1E\x01\x80\x00\xF0\x5D\xD7\x00\x00\x00\x20\x00\x1E\x80\x00\x00\x00\x9E\x1B\x3C\x4A\x7F\xFF\xFF\xFF\x48\xD2\x61\xE8\x7F\xFF\xFF\xFF\x71\x77\x1E\x15\x80\x00\x00\x00\x52\x52\xBD\x4B\x7F\xFF\xFF\xFF\xE6\xBC\xD9\x4B\x58\xE2\x89\x74\x56\x94\x66\x54\x05\xD2\x4D\x21\x7C\xA5\x64\xCF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x9C\xA3\xC8\x5B\x7F\xFF\xFF\xFF\x15\xB2\x73\xCE\x08\xA4\x1E\x25\xB2\xA4\x0A\xB9\x7F\xFF\xFF\xFF\x5E\x22\xD9\x74\x7F\xFF\xFF\xFF\xB9\x28\x77\x97\x32\x16\xB8\x2A\x6A\xAE\xF4\x7A\x7F\xFF\xFF\xFF\x54\x89\x51\x40\x7F\xFF\xFF\xFF\x51\x28\x53\xB7\x89\xB9\x90\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0DA01D75), ('P4rIngress.bitmap_seq.seq', 0xB9345200)], 2713)
        self.setRegisterValue('P4rIngress.rounds', 0xB9345200, 2713)
        self.setRegisterValue('P4rIngress.count', 0x0A, 2713)
        self.setRegisterValue('P4rIngress.exponent', 0xBB, 2713)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2713)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA96ADB16), ('P4rIngress.values_v0000.hi', 0xB525CB45)], 2713)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x467B0A66), ('P4rIngress.values_v0001.hi', 0x51EEC231)], 2713)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x63522D8E), ('P4rIngress.values_v0010.hi', 0x5F2E5633)], 2713)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x81B6590B), ('P4rIngress.values_v0011.hi', 0x764AA55F)], 2713)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6C006A13), ('P4rIngress.values_v0100.hi', 0x6B73E18A)], 2713)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBA775EB9), ('P4rIngress.values_v0101.hi', 0x6EC36D6D)], 2713)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4D3D6F71), ('P4rIngress.values_v0110.hi', 0x2638439E)], 2713)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xDCE140B4), ('P4rIngress.values_v0111.hi', 0x0EE95AB9)], 2713)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xDA95D3B6), ('P4rIngress.values_v1000.hi', 0xB2B21DB6)], 2713)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x454CAEEC), ('P4rIngress.values_v1001.hi', 0x6E88AE90)], 2713)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x9E4017B3), ('P4rIngress.values_v1010.hi', 0x297DCC17)], 2713)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6C096A44), ('P4rIngress.values_v1011.hi', 0x0650FEF7)], 2713)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x32713785), ('P4rIngress.values_v1100.hi', 0x5DAEF2FC)], 2713)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9FF345A9), ('P4rIngress.values_v1101.hi', 0x838E5175)], 2713)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x727E85B3), ('P4rIngress.values_v1110.hi', 0x5B336359)], 2713)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x9EF84E5B), ('P4rIngress.values_v1111.hi', 0x3699BAF3)], 2713)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x92F2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000603),
                gc.DataTuple('slot_count', 0x00001235),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA719124F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x981F8B49),
                gc.KeyTuple('src_port', 0xE879),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x92F2),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0140),
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
        ig_port = 32
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x98\x1F\x8B\x49\x00\x00\x00\x00\xE8\x79\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x92\xF2\x00\x10\xA7\x19\x12\x4F\x04\x96\x00\xC4\xB9\x34\x52\x00\x00\x20\x00\x00\xB5\xAC\x19\xBB\xC7\x8F\xCD\xAE\x72\x33\xEF\x76\x58\x9F\xCA\x63\x33\x8D\x55\xCC\x42\x62\xC7\xC4\xA6\xF3\xA0\xFA\x26\xC1\x3B\x85\x36\xC8\x3E\xD1\x06\x47\xA7\xFE\x2E\xFB\xD6\xBB\x26\xD4\xB9\xA7\x57\xDD\x3E\xF5\x77\x74\xE5\xD7\x86\x7C\xA2\x77\xDB\xF5\xC3\x1B\xC0\xD9\x56\x9D\xB3\x57\xAC\x22\x6D\x1A\x22\x6D\x36\xF2\x29\xBA\xB6\xC1\xA3\x29\xB8\x35\x6D\xB3\x76\xCA\x73\xED\xDF\x9B\xE9\x57\x3B\x15\x77\x47\x40\xE5\x33\x83\xA2\xE5\x6F\x0F\x90\x3B\x51\x29\x6E\x8C\xEE\x29\xD3\x9E\x67\xAC\x29\x15\x48\x05\x1A\xA5\xA3\x0A\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x98\x1F\x8B\x49\xBE\xEF\xE8\x79\x00\xA0\x00\x00\x50\x34\x02\x82\x92\xF2\x00\x10\xA7\x19\x12\x4F\x04\x96\x00\xC4\xB9\x34\x52\x00\x00\x20\x00\x0B\x80\x00\x00\x00\xC7\x8F\xCD\xAE\x7F\xFF\xFF\xFF\x58\x9F\xCA\x63\x7F\xFF\xFF\xFF\x42\x62\xC7\xC4\x80\x00\x00\x00\x26\xC1\x3B\x85\x7F\xFF\xFF\xFF\x06\x47\xA7\xFE\xE9\x73\x35\x74\x26\xD4\xB9\xA7\x7F\xFF\xFF\xFF\x77\x74\xE5\xD7\x80\x00\x00\x00\xDB\xF5\xC3\x1B\x9B\x6F\x2A\x53\xB3\x57\xAC\x22\x7F\xFF\xFF\xFF\x36\xF2\x29\xBA\x80\x00\x00\x00\xB8\x35\x6D\xB3\x7F\xFF\xFF\xFF\xDF\x9B\xE9\x57\x6D\x86\xAE\xCC\x40\xE5\x33\x83\x80\x00\x00\x00\x90\x3B\x51\x29\x7F\xFF\xFF\xFF\xD3\x9E\x67\xAC\xC8\x0D\x96\x60\x1A\xA5\xA3\x0A\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x83B0E17C), ('P4rIngress.bitmap_seq.seq', 0x20000000)], 1762)
        self.setRegisterValue('P4rIngress.rounds', 0x20000000, 1762)
        self.setRegisterValue('P4rIngress.count', 0x16, 1762)
        self.setRegisterValue('P4rIngress.exponent', 0x6E, 1762)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1762)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB3ACF25F), ('P4rIngress.values_v0000.hi', 0xBD88D285)], 1762)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x46D9A5F9), ('P4rIngress.values_v0001.hi', 0x7E829373)], 1762)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x61DD2E8E), ('P4rIngress.values_v0010.hi', 0x6E8562C2)], 1762)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x925019CE), ('P4rIngress.values_v0011.hi', 0x361B2DAF)], 1762)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x76EF4385), ('P4rIngress.values_v0100.hi', 0x18F47B84)], 1762)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x37B6175B), ('P4rIngress.values_v0101.hi', 0x63E96F78)], 1762)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x905373D9), ('P4rIngress.values_v0110.hi', 0x9E9AD8DB)], 1762)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x800D813E), ('P4rIngress.values_v0111.hi', 0x97362C83)], 1762)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x39F8DCFC), ('P4rIngress.values_v1000.hi', 0x45CFD172)], 1762)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4444A7A5), ('P4rIngress.values_v1001.hi', 0xA71AF155)], 1762)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA7992886), ('P4rIngress.values_v1010.hi', 0x24BE73D2)], 1762)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x082A75E3), ('P4rIngress.values_v1011.hi', 0x33E79ACC)], 1762)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x263D3D2B), ('P4rIngress.values_v1100.hi', 0x5B9D927B)], 1762)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5A87D46B), ('P4rIngress.values_v1101.hi', 0x60AA7873)], 1762)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x75B7C726), ('P4rIngress.values_v1110.hi', 0x56305E59)], 1762)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5DA22C4A), ('P4rIngress.values_v1111.hi', 0x6CE3C897)], 1762)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4305),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000055A),
                gc.DataTuple('slot_count', 0x00000E47),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x07982565),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0xBD10578F),
                gc.KeyTuple('src_port', 0x6952),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4305),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0148),
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
        ig_port = 63
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\x10\x57\x8F\x00\x00\x00\x00\x69\x52\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x43\x05\x00\x10\x07\x98\x25\x65\x01\x88\x04\xA9\x20\x00\x00\x00\x00\x20\x00\x00\xB3\x69\xD5\x6D\xAB\x1B\xBA\xB4\x55\xC7\x69\xDD\x42\x6A\xB3\x66\x46\xB0\x64\x43\x74\xAA\xCB\x47\x96\xDD\x26\x7F\x77\x00\x9D\x15\xFE\x2C\xEC\xF7\x7D\xB4\x4D\xB5\xB5\xB7\x2F\x1A\x6A\xD2\xE4\x6F\x9F\x12\xBF\xC4\xCC\x5C\x3A\xD1\x54\x6D\xA1\xAF\x85\xC7\xC7\x52\x7B\x21\x59\xBC\x6E\x51\x3A\x92\x4D\xC4\xF1\xBE\xB1\x01\xCD\x79\xC3\xA9\x5D\xDD\x64\x21\x19\x3B\xAD\xF6\xA2\xAD\x50\xB3\x11\xEB\x24\x15\x88\xFC\x47\xD9\xB9\x9B\x61\xBF\xDD\x8D\x4C\xEE\x09\x55\x35\x99\xF6\x6C\x35\xAB\xA8\x5B\x45\xB6\xA0\xF0\x53\x83\x4D\x87\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBD\x10\x57\x8F\xBE\xEF\x69\x52\x00\xA0\x00\x00\x50\x34\x02\x82\x43\x05\x00\x10\x07\x98\x25\x65\x01\x88\x00\xA9\x20\x00\x00\x00\x00\x20\x00\x17\x80\x00\x00\x00\xAB\x1B\xBA\xB4\x7F\xFF\xFF\xFF\x42\x6A\xB3\x66\x7F\xFF\xFF\xFF\x74\xAA\xCB\x47\x80\x00\x00\x00\x77\x00\x9D\x15\x75\x1C\x30\x7C\x7D\xB4\x4D\xB5\xED\x6D\x46\x75\x6A\xD2\xE4\x6F\x80\x00\x00\x00\xCC\x5C\x3A\xD1\xD4\x7B\x22\xED\x85\xC7\xC7\x52\x7F\xFF\xFF\xFF\x6E\x51\x3A\x92\x7F\xFF\xFF\xFF\xB1\x01\xCD\x79\x80\x00\x00\x00\x64\x21\x19\x3B\xB6\x21\x18\x90\x50\xB3\x11\xEB\x4A\x52\xC6\x27\x47\xD9\xB9\x9B\x7F\xFF\xFF\xFF\x4C\xEE\x09\x55\x7F\xFF\xFF\xFF\x35\xAB\xA8\x5B\x7F\xFF\xFF\xFF\x53\x83\x4D\x87\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCCD85037), ('P4rIngress.bitmap_seq.seq', 0x74C0E400)], 3803)
        self.setRegisterValue('P4rIngress.rounds', 0x74C0E400, 3803)
        self.setRegisterValue('P4rIngress.count', 0x12, 3803)
        self.setRegisterValue('P4rIngress.exponent', 0x56, 3803)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3803)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x569EAD05), ('P4rIngress.values_v0000.hi', 0x6EF21B75)], 3803)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5DED6C52), ('P4rIngress.values_v0001.hi', 0x754BB831)], 3803)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4723DCD4), ('P4rIngress.values_v0010.hi', 0x0C6DE50C)], 3803)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x49947269), ('P4rIngress.values_v0011.hi', 0x84E18072)], 3803)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x2E1CC50D), ('P4rIngress.values_v0100.hi', 0xA6E19856)], 3803)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x997A75BF), ('P4rIngress.values_v0101.hi', 0x52612CC4)], 3803)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA3013111), ('P4rIngress.values_v0110.hi', 0xFD66EB8F)], 3803)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xF4942C19), ('P4rIngress.values_v0111.hi', 0xDCAFD10F)], 3803)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x362D633F), ('P4rIngress.values_v1000.hi', 0x891DC097)], 3803)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x0D2A4D4D), ('P4rIngress.values_v1001.hi', 0x9ECDA1A6)], 3803)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x43CB9C0D), ('P4rIngress.values_v1010.hi', 0x6620F32A)], 3803)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7F2A4E05), ('P4rIngress.values_v1011.hi', 0x226F4DAB)], 3803)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x92ECAB62), ('P4rIngress.values_v1100.hi', 0x19969BAB)], 3803)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9DBA297C), ('P4rIngress.values_v1101.hi', 0x472C4273)], 3803)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x491B4F85), ('P4rIngress.values_v1110.hi', 0x667E36A7)], 3803)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7061072F), ('P4rIngress.values_v1111.hi', 0x51B12DD1)], 3803)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4BD3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000091A),
                gc.DataTuple('slot_count', 0x000016DA),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3DD0A564),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x6AAB2353),
                gc.KeyTuple('src_port', 0x0363),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4BD3),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x031D),
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
        ig_port = 45
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6A\xAB\x23\x53\x00\x00\x00\x00\x03\x63\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4B\xD3\x00\x10\x3D\xD0\xA5\x64\x05\xC1\x00\xCC\x74\xC0\xE4\x00\x00\x20\x00\x00\x6B\x51\x8B\x9F\x45\xF7\xD7\xC9\x49\x6D\x01\x1E\x56\x6A\x68\xE9\x67\x4C\x94\x9B\x7A\x4C\xF3\xDC\x55\x35\x61\xA9\x6B\x1E\x03\x36\x54\xA9\x83\xE9\x9F\x89\xC8\x94\x3F\x27\x72\x7C\x66\xD9\x71\x43\xAB\x2F\x4D\x3D\xD1\x0D\x48\x13\xD6\xDE\x78\x99\x1F\xE4\x69\xD8\x65\x77\x75\x18\xAB\x0D\x50\x32\xE9\xAA\x9C\x4D\x98\x3C\xF2\x86\x72\x33\x83\x02\x55\x76\x11\x39\x4D\x9D\x6B\x50\x65\x25\x1D\x2E\x9A\x45\xC0\x3E\x8C\xE2\xF2\xAA\x79\xC2\x79\x57\x4D\xC3\x8A\x23\x5E\x90\xFA\xAC\x2C\xEF\xF4\xF3\xF1\x3C\xE1\x7A\x47\xD8\xC6\x9D\x80\x02\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6A\xAB\x23\x53\xBE\xEF\x03\x63\x00\xA0\x00\x00\x50\x34\x02\x82\x4B\xD3\x00\x10\x3D\xD0\xA5\x64\x05\xC1\x00\xCC\x74\xC0\xE4\x00\x00\x20\x00\x13\x7F\xFF\xFF\xFF\x45\xF7\xD7\xC9\x7F\xFF\xFF\xFF\x56\x6A\x68\xE9\x7F\xFF\xFF\xFF\x7A\x4C\xF3\xDC\x7F\xFF\xFF\xFF\x6B\x1E\x03\x36\x7F\xFF\xFF\xFF\x9F\x89\xC8\x94\xD8\xA1\xE8\x3B\x66\xD9\x71\x43\x80\x00\x00\x00\xD1\x0D\x48\x13\xCB\x72\xA4\xB2\x1F\xE4\x69\xD8\x7F\xFF\xFF\xFF\xAB\x0D\x50\x32\xF6\xD4\xE9\x9A\x98\x3C\xF2\x86\x7F\xFF\xFF\xFF\x55\x76\x11\x39\x7F\xFF\xFF\xFF\x65\x25\x1D\x2E\x80\x00\x00\x00\x8C\xE2\xF2\xAA\x17\x7C\xA2\xD3\x4D\xC3\x8A\x23\x7F\xFF\xFF\xFF\x2C\xEF\xF4\xF3\x61\x9D\xE8\xA9\x47\xD8\xC6\x9D\x80\x02\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x71ACD906), ('P4rIngress.bitmap_seq.seq', 0x2BC95640)], 2842)
        self.setRegisterValue('P4rIngress.rounds', 0x2BC95640, 2842)
        self.setRegisterValue('P4rIngress.count', 0x1F, 2842)
        self.setRegisterValue('P4rIngress.exponent', 0x7C, 2842)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2842)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8962FDF5), ('P4rIngress.values_v0000.hi', 0xD8EA73CC)], 2842)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x58891AB9), ('P4rIngress.values_v0001.hi', 0x597D5C8B)], 2842)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x48568F5D), ('P4rIngress.values_v0010.hi', 0x38757CA2)], 2842)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x919843A8), ('P4rIngress.values_v0011.hi', 0x4EE79CAE)], 2842)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x634DBB96), ('P4rIngress.values_v0100.hi', 0xA9E9D773)], 2842)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xDAD50638), ('P4rIngress.values_v0101.hi', 0x6641311E)], 2842)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC66ACBD0), ('P4rIngress.values_v0110.hi', 0x5068DD77)], 2842)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3A4B2819), ('P4rIngress.values_v0111.hi', 0x4B2E589F)], 2842)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x95778533), ('P4rIngress.values_v1000.hi', 0x5D7D2FF3)], 2842)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5BC34EEA), ('P4rIngress.values_v1001.hi', 0x678698FF)], 2842)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6796A6AB), ('P4rIngress.values_v1010.hi', 0x17376E8C)], 2842)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x57EE7D3D), ('P4rIngress.values_v1011.hi', 0x359E3DDD)], 2842)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6F2390EF), ('P4rIngress.values_v1100.hi', 0x3E5D4553)], 2842)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xAC38E05F), ('P4rIngress.values_v1101.hi', 0x4019329D)], 2842)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6122267D), ('P4rIngress.values_v1110.hi', 0xA3B9D0A1)], 2842)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xD9065656), ('P4rIngress.values_v1111.hi', 0x99A96E3A)], 2842)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7584),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000062B),
                gc.DataTuple('slot_count', 0x00000DE6),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x05DB1706),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0x50D3EF65),
                gc.KeyTuple('src_port', 0x609A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7584),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x011F),
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
        ig_port = 12
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x50\xD3\xEF\x65\x00\x00\x00\x00\x60\x9A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x75\x84\x00\x10\x05\xDB\x17\x06\x04\xEF\x02\xBA\x2B\xC9\x56\x40\x00\x20\x00\x00\xD9\x14\xC8\xF7\x9A\x16\x64\x08\x5A\x8A\xB0\x71\x29\x68\xE2\xA9\x67\xD2\x3E\x49\x78\x43\x32\x52\x99\x1B\xEE\x2D\x58\x2B\x1C\xCA\x6D\x81\x8F\xB2\x0A\x0B\x92\xA4\x3A\xCC\x8F\xAD\x51\x61\x1B\xB3\xCC\x5E\x36\x5A\x6A\x54\x02\x66\x6B\x7B\x03\xF2\xCE\xA4\x53\x73\xDA\x5B\x5B\x15\x4D\x65\xAE\x23\x53\xEF\xC0\x4B\x43\x3E\x92\xB2\x65\x17\xA5\xE7\x7F\x64\x0D\xFE\x73\x18\xBF\x71\x5F\x8E\x69\x8E\xF1\x94\xD7\x2F\x52\x47\x72\x4F\x67\xA9\x67\xD2\x4D\xF5\x60\x05\x75\xC6\x9C\x1B\xD8\x6E\x4E\x43\x90\xC1\x65\x37\xB5\x9B\x6E\xC4\x1A\x01\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x50\xD3\xEF\x65\xBE\xEF\x60\x9A\x00\xA0\x00\x00\x50\x34\x02\x82\x75\x84\x00\x10\x05\xDB\x17\x06\x04\xEF\x00\xBA\x2B\xC9\x56\x40\x00\x20\x00\x20\x80\x00\x00\x00\x9A\x16\x64\x08\x7F\xFF\xFF\xFF\x29\x68\xE2\xA9\x7F\xFF\xFF\xFF\x78\x43\x32\x52\x80\x00\x00\x00\x58\x2B\x1C\xCA\x7F\xFF\xFF\xFF\x0A\x0B\x92\xA4\x15\xA1\x95\xE5\x51\x61\x1B\xB3\x92\xC9\x02\x2A\x6A\x54\x02\x66\x7F\xFF\xFF\xFF\xCE\xA4\x53\x73\x80\x00\x00\x00\x4D\x65\xAE\x23\x7F\xFF\xFF\xFF\x43\x3E\x92\xB2\x7F\xFF\xFF\xFF\x7F\x64\x0D\xFE\x7F\xFF\xFF\xFF\x5F\x8E\x69\x8E\x60\xB8\x68\x1E\x52\x47\x72\x4F\x13\xE2\x48\x31\x4D\xF5\x60\x05\x7F\xFF\xFF\xFF\xD8\x6E\x4E\x43\x80\x00\x00\x00\xB5\x9B\x6E\xC4\x1A\x01\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x019257BA), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 3691)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 3691)
        self.setRegisterValue('P4rIngress.count', 0x1F, 3691)
        self.setRegisterValue('P4rIngress.exponent', 0x2F, 3691)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3691)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xCDCA1535), ('P4rIngress.values_v0000.hi', 0xEE74D170)], 3691)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7B52DF22), ('P4rIngress.values_v0001.hi', 0x6BFA37CF)], 3691)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x43744989), ('P4rIngress.values_v0010.hi', 0x72809AFC)], 3691)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xC94D49BC), ('P4rIngress.values_v0011.hi', 0x62F4C00C)], 3691)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x1566AA29), ('P4rIngress.values_v0100.hi', 0x4F6D92A3)], 3691)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xAA595AC4), ('P4rIngress.values_v0101.hi', 0x42734CE5)], 3691)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x89C92A02), ('P4rIngress.values_v0110.hi', 0xA579CF8D)], 3691)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4EAC68A4), ('P4rIngress.values_v0111.hi', 0xB9A5930D)], 3691)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x30121171), ('P4rIngress.values_v1000.hi', 0x5337495D)], 3691)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7F4085DE), ('P4rIngress.values_v1001.hi', 0xACECB1FD)], 3691)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xBF0D9076), ('P4rIngress.values_v1010.hi', 0x4F1ADCC6)], 3691)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x372EBED1), ('P4rIngress.values_v1011.hi', 0x69FBF8F3)], 3691)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xD65F69E0), ('P4rIngress.values_v1100.hi', 0xA4FC255B)], 3691)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7E06E456), ('P4rIngress.values_v1101.hi', 0xD886DDA6)], 3691)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x2A42C4B9), ('P4rIngress.values_v1110.hi', 0x0B0AB56D)], 3691)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x72CBC57D), ('P4rIngress.values_v1111.hi', 0x4AFB44BE)], 3691)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1101),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001BA),
                gc.DataTuple('slot_count', 0x00001649),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE7C76D4D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x8127DB56),
                gc.KeyTuple('src_port', 0x052E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1101),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02B3),
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
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\x27\xDB\x56\x00\x00\x00\x00\x05\x2E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x11\x01\x00\x10\xE7\xC7\x6D\x4D\x0C\xB1\x02\x67\xFF\xFF\xFF\xFF\x00\x20\x00\x00\xA3\x6C\x9D\xF7\x86\x3B\x1B\xB6\x51\x9F\xB0\xD1\x1A\x9F\xA1\xC6\x51\x2D\x5C\xB3\x32\x76\x93\x5A\x98\x1C\xC1\x44\x4E\x5D\x65\xBE\x54\xAD\xB8\xF7\x6A\x8A\x32\xE6\x4B\x5B\x37\xCF\x70\x21\x4B\x5B\xDA\x2F\x7E\x13\xB6\x33\x07\x63\xE2\x6E\xE7\x4A\xA7\x35\x4A\x55\x64\x3E\xD0\x4F\x68\xEB\x74\x07\x27\x5D\xF4\x22\xAB\x3E\xB2\x28\x9D\xB3\x61\xE3\x41\x5F\x80\x55\xD6\xDD\xE1\xDF\x41\x89\x8A\x43\x86\x9A\x91\x94\xCB\xCF\xD0\x8B\x6B\xBC\xE5\xCE\x89\xDE\x8C\xD8\x69\xF3\x5D\x99\xC5\x2E\xAF\x63\x26\x49\x65\x6D\x49\xF3\xC6\x1A\x5B\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x81\x27\xDB\x56\xBE\xEF\x05\x2E\x00\xA0\x00\x00\x50\x34\x02\x82\x11\x01\x00\x10\xE7\xC7\x6D\x4D\x0C\xB1\x00\x67\xFF\xFF\xFF\xFF\x00\x20\x00\x20\x80\x00\x00\x00\x86\x3B\x1B\xB6\x7F\xFF\xFF\xFF\x1A\x9F\xA1\xC6\x7F\xFF\xFF\xFF\x32\x76\x93\x5A\x80\x00\x00\x00\x4E\x5D\x65\xBE\x6A\x14\x63\x20\x6A\x8A\x32\xE6\xF5\xB4\x92\x93\x70\x21\x4B\x5B\x80\x00\x00\x00\xB6\x33\x07\x63\x31\x1B\x4F\xEE\xA7\x35\x4A\x55\x7F\xFF\xFF\xFF\x68\xEB\x74\x07\x7F\xFF\xFF\xFF\xAB\x3E\xB2\x28\x80\x00\x00\x00\x41\x5F\x80\x55\x0E\x0C\xA0\xB0\x41\x89\x8A\x43\x80\x00\x00\x00\xCB\xCF\xD0\x8B\x7F\xFF\xFF\xFF\x89\xDE\x8C\xD8\x7F\xFF\xFF\xFF\xC5\x2E\xAF\x63\x7F\xFF\xFF\xFF\x49\xF3\xC6\x1A\x5B\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC790F70C), ('P4rIngress.bitmap_seq.seq', 0xA06FE671)], 7460)
        self.setRegisterValue('P4rIngress.rounds', 0xA06FE671, 7460)
        self.setRegisterValue('P4rIngress.count', 0x0A, 7460)
        self.setRegisterValue('P4rIngress.exponent', 0x46, 7460)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7460)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA4681119), ('P4rIngress.values_v0000.hi', 0x929642BE)], 7460)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5AB1F230), ('P4rIngress.values_v0001.hi', 0x675C6D45)], 7460)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7883ED01), ('P4rIngress.values_v0010.hi', 0x67FA2C6C)], 7460)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xF9976D95), ('P4rIngress.values_v0011.hi', 0x75F50AFD)], 7460)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6FA24B71), ('P4rIngress.values_v0100.hi', 0x87DE1126)], 7460)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBC8445F1), ('P4rIngress.values_v0101.hi', 0x65C81BBB)], 7460)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x579B1D5D), ('P4rIngress.values_v0110.hi', 0x65DA0B49)], 7460)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xDF1E38F9), ('P4rIngress.values_v0111.hi', 0xF7D51AD5)], 7460)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x8C41937E), ('P4rIngress.values_v1000.hi', 0x306A90C6)], 7460)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9D507B1F), ('P4rIngress.values_v1001.hi', 0x85749CCF)], 7460)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6C9EE71E), ('P4rIngress.values_v1010.hi', 0xCD47CE47)], 7460)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x99D1AD3F), ('P4rIngress.values_v1011.hi', 0x9C3BCFAA)], 7460)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6636F17D), ('P4rIngress.values_v1100.hi', 0x64C5E5D4)], 7460)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x794FA09B), ('P4rIngress.values_v1101.hi', 0x4D6B2745)], 7460)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xAA3A7395), ('P4rIngress.values_v1110.hi', 0x4364C0B4)], 7460)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x746EEEBD), ('P4rIngress.values_v1111.hi', 0x1241F7AE)], 7460)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6ADD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000003F),
                gc.DataTuple('slot_count', 0x00001DC6),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB7496DE6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x043D7CBC),
                gc.KeyTuple('src_port', 0x4C24),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6ADD),
                gc.DataTuple('rank', 0x0010),
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

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x04\x3D\x7C\xBC\x00\x00\x00\x00\x4C\x24\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6A\xDD\x00\x10\xB7\x49\x6D\xE6\x1C\xE5\x00\x83\xA0\x6F\xE6\x71\x00\x20\x00\x00\xB8\x76\x7E\x31\xD8\x92\xA7\xB7\x59\x97\x77\x5B\x3B\x8D\x95\x4C\x3D\xA1\x1D\x98\x57\xC6\x2B\x69\x83\x1C\x35\x91\x42\xBD\xBA\x49\x1E\x06\x5A\x7F\x2F\xE3\x1B\xBF\xF9\xF5\xDD\x97\x2A\xFD\x16\xC1\x72\x8E\xCE\xEF\x56\xBF\x73\x63\x81\xAF\x55\x6B\xF6\xF4\x3C\x54\x0C\xF9\x96\x72\x7B\xEC\x05\x5B\xCB\x50\xAB\xB6\xBD\x15\x1C\x59\x46\x7E\x6A\x77\x9E\x2D\xC6\xED\xBB\x8E\x1E\x83\xBF\x83\x1C\xC1\x4A\x34\x64\x35\x4A\x8D\xFC\x9F\x7B\x6C\x22\x91\x75\x1A\xE3\x8D\xAD\x6A\x18\x83\x41\x81\x9E\xBA\x7D\xD4\xC6\xC7\xBD\xAE\x34\x8A\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x04\x3D\x7C\xBC\xBE\xEF\x4C\x24\x00\xA0\x00\x00\x50\x34\x02\x82\x6A\xDD\x00\x10\xB7\x49\x6D\xE6\x1C\xE5\x00\x83\xA0\x6F\xE6\x71\x00\x20\x00\x0B\x80\x00\x00\x00\xD8\x92\xA7\xB7\x7F\xFF\xFF\xFF\x3B\x8D\x95\x4C\x7F\xFF\xFF\xFF\x57\xC6\x2B\x69\x80\x00\x00\x00\x42\xBD\xBA\x49\x7F\xFF\xFF\xFF\x2F\xE3\x1B\xBF\xB6\x7A\x23\x88\x2A\xFD\x16\xC1\x7F\xFF\xFF\xFF\x56\xBF\x73\x63\x80\x00\x00\x00\xF6\xF4\x3C\x54\x99\x3B\x29\xF0\x7B\xEC\x05\x5B\x80\x00\x00\x00\xBD\x15\x1C\x59\x7F\xFF\xFF\xFF\x9E\x2D\xC6\xED\x80\x00\x00\x00\xBF\x83\x1C\xC1\x7F\xFF\xFF\xFF\x4A\x8D\xFC\x9F\x7F\xFF\xFF\xFF\x75\x1A\xE3\x8D\x80\x00\x00\x00\x41\x81\x9E\xBA\x7F\xFF\xFF\xFF\xBD\xAE\x34\x8A\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57\x44\xBC\x9A\x5B\x40\xBA\x38\x26\x52\x3F\x03\xE9\x02\x87\x09\x0D\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x143EA116), ('P4rIngress.bitmap_seq.seq', 0x1BA00000)], 5138)
        self.setRegisterValue('P4rIngress.rounds', 0x1BA00000, 5138)
        self.setRegisterValue('P4rIngress.count', 0x01, 5138)
        self.setRegisterValue('P4rIngress.exponent', 0x2C, 5138)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5138)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9EB242FB), ('P4rIngress.values_v0000.hi', 0xC47E7579)], 5138)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x638DA15F), ('P4rIngress.values_v0001.hi', 0x4CF7F57B)], 5138)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4EEEAE86), ('P4rIngress.values_v0010.hi', 0x5CE990F6)], 5138)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xBF4552BE), ('P4rIngress.values_v0011.hi', 0x4A351B01)], 5138)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x271A0D8F), ('P4rIngress.values_v0100.hi', 0x5F22BEAA)], 5138)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBA668509), ('P4rIngress.values_v0101.hi', 0x493F5F57)], 5138)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xE54DA516), ('P4rIngress.values_v0110.hi', 0x264E595D)], 5138)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3CE6D624), ('P4rIngress.values_v0111.hi', 0x56857B28)], 5138)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x23EA7715), ('P4rIngress.values_v1000.hi', 0x2D5D6663)], 5138)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x3AA85976), ('P4rIngress.values_v1001.hi', 0x47DDC1A5)], 5138)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x53AF30A0), ('P4rIngress.values_v1010.hi', 0x650DAB15)], 5138)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x1EA3CD73), ('P4rIngress.values_v1011.hi', 0xA9B43A87)], 5138)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4EFE919A), ('P4rIngress.values_v1100.hi', 0x2A8AE235)], 5138)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x739A7C15), ('P4rIngress.values_v1101.hi', 0x9525EDBD)], 5138)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4AD16AAC), ('P4rIngress.values_v1110.hi', 0x65DEAB9E)], 5138)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x62F449A5), ('P4rIngress.values_v1111.hi', 0xB31CFB06)], 5138)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x578A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001EC),
                gc.DataTuple('slot_count', 0x00001BA6),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC7A51745),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xDBD45C21),
                gc.KeyTuple('src_port', 0xAB01),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x578A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0154),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDB\xD4\x5C\x21\x00\x00\x00\x00\xAB\x01\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x57\x8A\x00\x10\xC7\xA5\x17\x45\x12\x26\x06\x59\x1B\xA0\x00\x00\x00\x20\x00\x00\xAA\x9A\xDA\xE7\xB0\x6D\xE5\x21\x2C\x9C\xD6\x39\x58\x33\xFC\x51\x42\xCF\x2A\x1A\x46\xBA\x42\xD6\x84\x26\x2D\xA0\x48\xE1\x93\xD3\xCA\x3B\xAD\x36\x49\x56\x7D\x29\xF5\xD3\xB3\x83\x43\x93\xD4\x71\xEC\xFD\xB5\xF4\x74\xDD\x59\x16\x55\xD2\x1C\x77\x57\x6F\x66\x6D\x77\x8B\x41\x93\x6E\x09\x6F\xB2\x34\x48\xE4\xD6\x4E\xD4\x5F\xB6\x5B\x28\xB9\xD6\xE3\xB9\x6C\x15\x6E\xF7\xB2\x47\x2F\x3C\xE3\x93\x4D\xC6\xD3\xF6\x68\x0A\x14\x0F\x4D\xE9\x5D\x11\xB5\xA7\x2F\x3D\x49\xD3\x6A\x11\x35\x3A\x13\x31\x21\x19\xB7\x95\x8D\x5D\x98\xF5\xDC\x91\x87\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDB\xD4\x5C\x21\xBE\xEF\xAB\x01\x00\xA0\x00\x00\x50\x34\x02\x82\x57\x8A\x00\x10\xC7\xA5\x17\x45\x12\x26\x00\x59\x1B\xA0\x00\x00\x00\x20\x00\x02\x80\x00\x00\x00\xB0\x6D\xE5\x21\x7F\xFF\xFF\xFF\x58\x33\xFC\x51\x7F\xFF\xFF\xFF\x46\xBA\x42\xD6\x80\x00\x00\x00\x48\xE1\x93\xD3\xF1\x55\xBA\xC5\x49\x56\x7D\x29\xB0\x3A\x38\x8C\x43\x93\xD4\x71\xD2\x4B\x5B\x0A\x74\xDD\x59\x16\x7F\xFF\xFF\xFF\x57\x6F\x66\x6D\x7F\xFF\xFF\xFF\x6E\x09\x6F\xB2\x6E\xF1\x3E\x4C\x4E\xD4\x5F\xB6\x7F\xFF\xFF\xFF\xE3\xB9\x6C\x15\x7F\xFF\xFF\xFF\x2F\x3C\xE3\x93\x7F\xFF\xFF\xFF\x68\x0A\x14\x0F\x7F\xFF\xFF\xFF\xB5\xA7\x2F\x3D\x7F\xFF\xFF\xFF\x35\x3A\x13\x31\x7F\xFF\xFF\xFF\x8D\x5D\x98\xF5\xDC\x91\x87\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFB0A8EF5), ('P4rIngress.bitmap_seq.seq', 0xB2886E46)], 4540)
        self.setRegisterValue('P4rIngress.rounds', 0xB2886E46, 4540)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4540)
        self.setRegisterValue('P4rIngress.exponent', 0x2E, 4540)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4540)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4C538F6D), ('P4rIngress.values_v0000.hi', 0x5EBDE8F4)], 4540)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x20D3D028), ('P4rIngress.values_v0001.hi', 0x5575B59B)], 4540)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5E515FED), ('P4rIngress.values_v0010.hi', 0x3BD281FA)], 4540)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6208737A), ('P4rIngress.values_v0011.hi', 0x1AA8003B)], 4540)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x71DA598C), ('P4rIngress.values_v0100.hi', 0xB2CC7793)], 4540)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3BC33667), ('P4rIngress.values_v0101.hi', 0x5FC54B6D)], 4540)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5E6FDAED), ('P4rIngress.values_v0110.hi', 0xAE6E7616)], 4540)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x71C4A3AA), ('P4rIngress.values_v0111.hi', 0x17C93A9D)], 4540)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7ACFD203), ('P4rIngress.values_v1000.hi', 0x8FBB87C9)], 4540)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5D50E4F7), ('P4rIngress.values_v1001.hi', 0x57C8518F)], 4540)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x398D747F), ('P4rIngress.values_v1010.hi', 0x62776DAF)], 4540)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x2470B847), ('P4rIngress.values_v1011.hi', 0xA0F6C827)], 4540)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xA3C989FB), ('P4rIngress.values_v1100.hi', 0xA8688946)], 4540)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x53A50F11), ('P4rIngress.values_v1101.hi', 0xCDE76F35)], 4540)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x25F47303), ('P4rIngress.values_v1110.hi', 0xD231B274)], 4540)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0xC34DF053)], 4540)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5C42),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000018D),
                gc.DataTuple('slot_count', 0x0000153B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x80E93624),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x037B98CB),
                gc.KeyTuple('src_port', 0x8744),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5C42),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0261),
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
        ig_port = 10
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x03\x7B\x98\xCB\x00\x00\x00\x00\x87\x44\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5C\x42\x00\x10\x80\xE9\x36\x24\x10\x2F\x06\xC7\xB2\x88\x6E\x46\x00\x20\x00\x00\x65\xB0\xF0\xC6\x3E\x68\xA5\xC5\x65\x8C\x4B\xEF\x51\xA4\xE0\x2A\x47\x2A\x64\xDB\x62\x4F\x45\xD2\x52\xCC\xD0\x7A\x32\xEF\xEF\x8D\x5E\xDD\x1B\x97\xC9\x6C\xB2\x77\xCD\x7E\xA3\x39\x6C\x99\x18\xEE\x25\xDE\x5B\x07\x47\xBC\xA6\xF7\x76\x66\x90\xB6\xCE\xE3\x6F\x73\x7F\x18\x68\x10\x9F\x05\x45\x63\x1D\xDA\x33\x31\x46\xEB\x89\xB1\x74\x05\x57\x73\x5B\x1C\x49\xEB\xF8\xFC\xE6\xFC\xAA\xE1\x9E\x1B\xAF\x93\x80\x59\xB5\x2A\xEC\x57\x67\x9E\x91\x1D\x89\xF5\xC3\x9D\x6D\xC9\x36\x7B\x6D\xD2\xB6\x56\x00\x00\x00\x00\x8F\x55\x44\xDD\x24\xA8\x15\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x03\x7B\x98\xCB\xBE\xEF\x87\x44\x00\xA0\x00\x00\x50\x34\x02\x82\x5C\x42\x00\x10\x80\xE9\x36\x24\x10\x2F\x00\xC7\xB2\x88\x6E\x46\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x3E\x68\xA5\xC5\x7F\xFF\xFF\xFF\x51\xA4\xE0\x2A\x7F\xFF\xFF\xFF\x62\x4F\x45\xD2\x7F\xFF\xFF\xFF\x32\xEF\xEF\x8D\x7F\xFF\xFF\xFF\xC9\x6C\xB2\x77\x09\x41\xD9\xA0\x6C\x99\x18\xEE\x7F\xFF\xFF\xFF\x47\xBC\xA6\xF7\x7F\xFF\xFF\xFF\xCE\xE3\x6F\x73\x7F\xFF\xFF\xFF\x9F\x05\x45\x63\x7B\x2B\x18\x28\x46\xEB\x89\xB1\x7F\xFF\xFF\xFF\x5B\x1C\x49\xEB\x1D\x6D\x9F\x43\xAA\xE1\x9E\x1B\x80\x00\x00\x00\xB5\x2A\xEC\x57\x7F\xFF\xFF\xFF\x89\xF5\xC3\x9D\x7F\xFF\xFF\xFF\x6D\xD2\xB6\x56\x00\x00\x00\x00\x8F\x55\x44\xDD\x24\xA8\x15\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1C929953), ('P4rIngress.bitmap_seq.seq', 0xD2100000)], 6600)
        self.setRegisterValue('P4rIngress.rounds', 0xD2100000, 6600)
        self.setRegisterValue('P4rIngress.count', 0x0A, 6600)
        self.setRegisterValue('P4rIngress.exponent', 0xC9, 6600)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6600)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB55AB367), ('P4rIngress.values_v0000.hi', 0x8F94CADF)], 6600)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7BCA9533), ('P4rIngress.values_v0001.hi', 0x6CBAE80F)], 6600)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x53314D1B), ('P4rIngress.values_v0010.hi', 0x683078F7)], 6600)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB6383B6B), ('P4rIngress.values_v0011.hi', 0x2BE6DE59)], 6600)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4A2FDAA3), ('P4rIngress.values_v0100.hi', 0x126AD3C1)], 6600)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6D463A09), ('P4rIngress.values_v0101.hi', 0x585DCD72)], 6600)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x90F5C255), ('P4rIngress.values_v0110.hi', 0x63EA3BDE)], 6600)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x332F90C3), ('P4rIngress.values_v0111.hi', 0x72E457BD)], 6600)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9989BF74), ('P4rIngress.values_v1000.hi', 0x391936F9)], 6600)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x709B8314), ('P4rIngress.values_v1001.hi', 0x54329E69)], 6600)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x76B7B73A), ('P4rIngress.values_v1010.hi', 0x5CEEE897)], 6600)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5F3D9B1D), ('P4rIngress.values_v1011.hi', 0x5F678F4B)], 6600)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x0EB9731F), ('P4rIngress.values_v1100.hi', 0x3927F749)], 6600)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xD7D7E99B), ('P4rIngress.values_v1101.hi', 0x6D618E4D)], 6600)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7A9ABC08), ('P4rIngress.values_v1110.hi', 0x59EA7DE3)], 6600)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xF78F15F5), ('P4rIngress.values_v1111.hi', 0x3E47E6AC)], 6600)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3852),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005C7),
                gc.DataTuple('slot_count', 0x0000145C),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0E3DB6D5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0xCC1CADBD),
                gc.KeyTuple('src_port', 0x3141),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3852),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02BB),
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
        ig_port = 29
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCC\x1C\xAD\xBD\x00\x00\x00\x00\x31\x41\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x38\x52\x00\x10\x0E\x3D\xB6\xD5\x14\x01\x00\xF5\xD2\x10\x00\x00\x00\x20\x00\x00\xA8\x46\xA9\x09\xBE\x5E\xD9\xA9\x7A\xC9\xA5\x37\x25\x79\x4E\xE7\x71\xAC\x29\xD6\x71\x2E\x20\x82\x9C\xCB\xA3\x23\x6B\x6C\x8C\x34\x4A\x90\xAD\x89\x9B\x32\xD7\x23\xF1\x5F\xEB\xEB\x54\x98\x54\xAA\xFF\x1D\xAC\xBF\x66\x4B\x6E\xBC\x69\xA1\xD9\x29\xCA\xE7\x51\x37\xAA\x7A\x2F\x37\x79\xD8\x52\xA1\x27\xAB\x23\x57\x52\x7C\xB3\x49\x56\x95\x21\x7B\x34\xF4\x4C\xDD\x53\x95\xA5\x2D\x6D\x00\x95\x93\xC6\xBB\x33\x18\x66\x20\xC6\x69\xAB\xAE\xAF\xD1\x65\x30\x88\x35\xF0\x6F\x58\xB7\x4D\x2A\x39\xCF\x2D\xF9\xED\x3F\x4C\x69\x24\x79\x65\x86\x98\xD9\x95\x0C\x34\xA1\xD7\xD3\xB0\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCC\x1C\xAD\xBD\xBE\xEF\x31\x41\x00\xA0\x00\x00\x50\x34\x02\x82\x38\x52\x00\x10\x0E\x3D\xB6\xD5\x14\x01\x00\xF5\xD2\x10\x00\x00\x00\x20\x00\x0B\x80\x00\x00\x00\xBE\x5E\xD9\xA9\x7F\xFF\xFF\xFF\x25\x79\x4E\xE7\x7F\xFF\xFF\xFF\x71\x2E\x20\x82\x80\x00\x00\x00\x6B\x6C\x8C\x34\x7F\xFF\xFF\xFF\x9B\x32\xD7\x23\x5E\xA6\x25\xF4\x54\x98\x54\xAA\x90\x13\x6F\x14\x66\x4B\x6E\xBC\x7F\xFF\xFF\xFF\xCA\xE7\x51\x37\x80\x00\x00\x00\x79\xD8\x52\xA1\x7F\xFF\xFF\xFF\x52\x7C\xB3\x49\x7F\xFF\xFF\xFF\x34\xF4\x4C\xDD\x7F\xFF\xFF\xFF\x6D\x00\x95\x93\xD5\x74\xA6\x37\x66\x20\xC6\x69\x83\x86\x99\x6C\x65\x30\x88\x35\x6B\x0A\x14\xBF\x4D\x2A\x39\xCF\x25\x89\x03\x34\x4C\x69\x24\x79\x65\x86\x98\xD9\x95\x0C\x34\xA1\xD7\xD3\xB0\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4A2822C0), ('P4rIngress.bitmap_seq.seq', 0xABC6ACB8)], 3930)
        self.setRegisterValue('P4rIngress.rounds', 0xABC6ACB8, 3930)
        self.setRegisterValue('P4rIngress.count', 0x0C, 3930)
        self.setRegisterValue('P4rIngress.exponent', 0x6E, 3930)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3930)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xC9664352), ('P4rIngress.values_v0000.hi', 0xC204CBB9)], 3930)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x43BBF93F), ('P4rIngress.values_v0001.hi', 0x4749E24D)], 3930)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5094D625), ('P4rIngress.values_v0010.hi', 0x6E1F2298)], 3930)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9BAC288C), ('P4rIngress.values_v0011.hi', 0x41274D9E)], 3930)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5F25542B), ('P4rIngress.values_v0100.hi', 0x2920DA25)], 3930)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xF3F70E93), ('P4rIngress.values_v0101.hi', 0x618A3965)], 3930)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x561CDAB5), ('P4rIngress.values_v0110.hi', 0x510F7FEE)], 3930)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4F3142D8), ('P4rIngress.values_v0111.hi', 0xD9FDF56E)], 3930)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x98F317B8), ('P4rIngress.values_v1000.hi', 0x2D773D88)], 3930)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7CF4A8B7), ('P4rIngress.values_v1001.hi', 0x44FA6D75)], 3930)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x29FB082D), ('P4rIngress.values_v1010.hi', 0x6E3B6A60)], 3930)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5B8510BB), ('P4rIngress.values_v1011.hi', 0x4A22889E)], 3930)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xB7FA0C3A), ('P4rIngress.values_v1100.hi', 0x58A2F348)], 3930)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x49375C5E), ('P4rIngress.values_v1101.hi', 0xB4A0D5D9)], 3930)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x42E468D2), ('P4rIngress.values_v1110.hi', 0x657AED6E)], 3930)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x93AF5B5A), ('P4rIngress.values_v1111.hi', 0xA9C17C5F)], 3930)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBE7C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CE5),
                gc.DataTuple('slot_count', 0x00000B58),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x77B74B7C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x57A5E622),
                gc.KeyTuple('src_port', 0x0133),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBE7C),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x57\xA5\xE6\x22\x00\x00\x00\x00\x01\x33\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBE\x7C\x00\x10\x77\xB7\x4B\x7C\x02\x75\x00\xEE\xAB\xC6\xAC\xB8\x00\x20\x00\x00\xA9\x4E\x52\x44\xBD\xD6\xB1\x29\x57\x22\xD2\x4B\x52\xEA\x26\x23\x32\xB9\x52\x61\x13\x85\xAC\x6B\x9D\x69\xA3\xE7\x53\xB5\x06\x8C\x4B\x24\xCF\xEA\x00\x00\x00\x00\xB5\xFE\x62\xBB\x48\x1D\xE9\x59\xF5\xFE\x8D\xBE\x64\x0E\x1D\xAA\x42\xE3\x61\xCF\x0A\xEE\x4D\xB9\xB5\xD1\xC2\x0C\x72\x53\x69\x1F\x04\xD3\xBB\xE7\x42\x89\x69\xB3\x5C\x39\xE7\xF7\x4A\x6D\x4B\x2C\x45\x1D\x97\xA1\x4D\x35\x69\xCA\xF3\xE4\x5C\x35\x2A\x4E\x3A\x2C\x98\xD4\x5E\xBE\x51\xED\xEB\x13\x6B\x19\xDB\xD6\xC4\xCA\x8D\x2F\xB6\x64\xBA\xEE\x8A\xD8\x84\x53\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x57\xA5\xE6\x22\xBE\xEF\x01\x33\x00\xA0\x00\x00\x50\x34\x02\x82\xBE\x7C\x00\x10\x77\xB7\x4B\x7C\x02\x75\x00\xEE\xAB\xC6\xAC\xB8\x00\x20\x00\x0D\x80\x00\x00\x00\xBD\xD6\xB1\x29\x7F\xFF\xFF\xFF\x52\xEA\x26\x23\x7F\xFF\xFF\xFF\x13\x85\xAC\x6B\x80\x00\x00\x00\x53\xB5\x06\x8C\x7F\xFF\xFF\xFF\x00\x00\x00\x00\xA9\xF5\x71\x4E\x48\x1D\xE9\x59\x4C\x1B\x68\x73\x64\x0E\x1D\xAA\x7F\xFF\xFF\xFF\x0A\xEE\x4D\xB9\x80\x00\x00\x00\x72\x53\x69\x1F\x7F\xFF\xFF\xFF\x42\x89\x69\xB3\x7F\xFF\xFF\xFF\x4A\x6D\x4B\x2C\x7F\xFF\xFF\xFF\x4D\x35\x69\xCA\xAB\xDE\x68\x6F\x2A\x4E\x3A\x2C\xE2\x0B\xBB\x1C\x51\xED\xEB\x13\x7F\xFF\xFF\xFF\xC4\xCA\x8D\x2F\x80\x00\x00\x00\x8A\xD8\x84\x53\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x71A01ADA), ('P4rIngress.bitmap_seq.seq', 0xA0000000)], 3841)
        self.setRegisterValue('P4rIngress.rounds', 0xA0000000, 3841)
        self.setRegisterValue('P4rIngress.count', 0x1B, 3841)
        self.setRegisterValue('P4rIngress.exponent', 0x9E, 3841)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3841)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5CC35A64), ('P4rIngress.values_v0000.hi', 0x62FB557B)], 3841)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5E3EC62F), ('P4rIngress.values_v0001.hi', 0x51AA1335)], 3841)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4D1EFD29), ('P4rIngress.values_v0010.hi', 0x6C9CB857)], 3841)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x2CA4095F), ('P4rIngress.values_v0011.hi', 0x33B43C66)], 3841)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x608F73F6), ('P4rIngress.values_v0100.hi', 0x8A5019E2)], 3841)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x72ED04AB), ('P4rIngress.values_v0101.hi', 0x591BEE53)], 3841)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x91F4BD67), ('P4rIngress.values_v0110.hi', 0xB6B25951)], 3841)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x92289B10)], 3841)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6B77ECF5), ('P4rIngress.values_v1000.hi', 0x9B668F1A)], 3841)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9AE7DE42), ('P4rIngress.values_v1001.hi', 0x62A4E453)], 3841)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4A4523EB), ('P4rIngress.values_v1010.hi', 0x6A311E48)], 3841)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA7EA40A3), ('P4rIngress.values_v1011.hi', 0x580D076B)], 3841)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xA6A6A9D3), ('P4rIngress.values_v1100.hi', 0x64A462D7)], 3841)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x80000000), ('P4rIngress.values_v1101.hi', 0x4F0500A3)], 3841)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x1915457B), ('P4rIngress.values_v1110.hi', 0x9E7CCC6D)], 3841)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x21D6FF83), ('P4rIngress.values_v1111.hi', 0x8D680753)], 3841)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3D90),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000024C),
                gc.DataTuple('slot_count', 0x00001700),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7A4E2E57),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xD67EBD77),
                gc.KeyTuple('src_port', 0x1543),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3D90),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0244),
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
        ig_port = 20
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\x7E\xBD\x77\x00\x00\x00\x00\x15\x43\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x3D\x90\x00\x10\x7A\x4E\x2E\x57\x0C\xB5\x02\xF3\xA0\x00\x00\x00\x00\x20\x00\x00\x2A\x34\x50\x57\x48\xC3\x87\x07\x4A\xB0\x9E\xAF\x7A\xB8\x96\xE5\x35\x70\xD9\x73\x45\xF4\xA8\x63\x7B\xB2\x4F\xE5\xA9\xE4\xEF\xAE\x3A\x90\x94\xB0\xEA\xEB\xDD\x7F\x92\xFA\xDF\xB9\x55\x66\xEF\x2D\xD5\xD9\xED\x4C\x6C\x97\x55\x77\x00\x00\x00\x00\x3D\x7F\xB1\x7C\x41\x12\x43\xA5\xB1\x36\xA8\x19\x9A\x4D\x51\xE3\x5A\x7F\x28\xC2\x44\x3D\x21\x4A\x46\xB7\xBA\x3E\xB4\x2C\xDF\xE2\x51\xFA\x3D\x89\xDA\x6E\xFB\xBD\x65\xD6\x79\x97\x00\x00\x00\x00\x6D\x77\x74\xBB\x6E\x41\xC5\xA0\xDB\x9D\x62\x2D\x69\xD4\x4F\xA9\xB5\x46\x59\xCF\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD6\x7E\xBD\x77\xBE\xEF\x15\x43\x00\xA0\x00\x00\x50\x34\x02\x82\x3D\x90\x00\x10\x7A\x4E\x2E\x57\x0C\xB5\x00\xF3\xA0\x00\x00\x00\x00\x20\x00\x1C\x7F\xFF\xFF\xFF\x48\xC3\x87\x07\x7F\xFF\xFF\xFF\x7A\xB8\x96\xE5\x7F\xFF\xFF\xFF\x45\xF4\xA8\x63\x7F\xFF\xFF\xFF\xA9\xE4\xEF\xAE\x7F\xFF\xFF\xFF\xEA\xEB\xDD\x7F\x05\xE7\xE4\x64\x55\x66\xEF\x2D\x80\x00\x00\x00\x6C\x97\x55\x77\x00\x00\x00\x00\x3D\x7F\xB1\x7C\x7F\xFF\xFF\xFF\xB1\x36\xA8\x19\x80\x00\x00\x00\x5A\x7F\x28\xC2\x7F\xFF\xFF\xFF\x46\xB7\xBA\x3E\x80\x00\x00\x00\x51\xFA\x3D\x89\x81\x15\xA5\x90\x65\xD6\x79\x97\x80\x00\x00\x00\x6D\x77\x74\xBB\x7F\xFF\xFF\xFF\xDB\x9D\x62\x2D\x7F\xFF\xFF\xFF\xB5\x46\x59\xCF\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x5D\x00\x00\x00\x00\x00\x00\x20\x00\x00\xAE\x20\x2A\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9EA0AFD4), ('P4rIngress.bitmap_seq.seq', 0x40B9895B)], 3235)
        self.setRegisterValue('P4rIngress.rounds', 0x40B9895B, 3235)
        self.setRegisterValue('P4rIngress.count', 0x0C, 3235)
        self.setRegisterValue('P4rIngress.exponent', 0x5D, 3235)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3235)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA94B6B68), ('P4rIngress.values_v0000.hi', 0xB04A0AFF)], 3235)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5D25EA29), ('P4rIngress.values_v0001.hi', 0x5712BDAE)], 3235)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5CAB71D9), ('P4rIngress.values_v0010.hi', 0x3B5733C2)], 3235)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x536E1A43), ('P4rIngress.values_v0011.hi', 0x4D44EF8A)], 3235)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x463B9990), ('P4rIngress.values_v0100.hi', 0x237A5FA9)], 3235)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7C41EAD3), ('P4rIngress.values_v0101.hi', 0x447D316D)], 3235)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x35677287), ('P4rIngress.values_v0110.hi', 0x9547AA94)], 3235)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x0A1C8AA5), ('P4rIngress.values_v0111.hi', 0x159BCFF6)], 3235)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x5EEDB5EA)], 3235)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6D903AAD), ('P4rIngress.values_v1001.hi', 0xBBDCB4BB)], 3235)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x79567026), ('P4rIngress.values_v1010.hi', 0xD710BEBC)], 3235)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x9AA1DC06), ('P4rIngress.values_v1011.hi', 0x7528DA63)], 3235)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5B7EBBBD), ('P4rIngress.values_v1100.hi', 0x248EAC33)], 3235)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4ABC8A4E), ('P4rIngress.values_v1101.hi', 0x4A2E3A5B)], 3235)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6D5FD0BC), ('P4rIngress.values_v1110.hi', 0x9EABD79B)], 3235)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xAB70C4B7), ('P4rIngress.values_v1111.hi', 0xDD109641)], 3235)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x97FC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008BE),
                gc.DataTuple('slot_count', 0x000006AA),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x01BB4B1C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x17EEEEDE),
                gc.KeyTuple('src_port', 0x677E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x97FC),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0069),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\xEE\xEE\xDE\x00\x00\x00\x00\x67\x7E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x97\xFC\x00\x10\x01\xBB\x4B\x1C\x03\xE5\x00\xB3\x40\xB9\x89\x5B\x00\x20\x00\x00\xB6\xE6\x0D\xFA\x97\x72\x52\x45\x5E\xAF\x43\x5A\x57\x8D\xBF\x3E\x26\xBB\x05\x7D\x89\x51\x79\xEB\x77\x3D\xC9\x85\x6D\xBD\x05\x2A\x61\xB9\xC7\x2F\x6F\x97\x15\x7F\x3C\xD8\x4F\x7B\x45\xB2\x5D\x03\x67\x75\x2A\x82\x59\x9A\x2F\x94\x5D\x66\xBF\xB7\xD8\x98\xD3\x45\x00\x00\x00\x00\x65\xF1\xDC\x2D\x65\x53\xE4\x6F\xA1\x98\x54\x11\x63\x93\x12\xF1\x9A\x50\x5E\xB9\x52\x8A\x58\xDC\xD3\x5E\xD7\xB9\x2E\xF2\x62\x54\x6E\xB8\x6E\xEE\xFA\x9C\x0A\x4E\x9B\x57\xC8\xBF\xD5\x58\x53\xE5\xA7\x7A\xD4\xC3\xA0\xF5\x5A\xBF\x28\x93\x75\x05\xBA\x8C\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x17\xEE\xEE\xDE\xBE\xEF\x67\x7E\x00\xA0\x00\x00\x50\x34\x02\x82\x97\xFC\x00\x10\x01\xBB\x4B\x1C\x03\xE5\x00\xB3\x40\xB9\x89\x5B\x00\x20\x00\x0D\x80\x00\x00\x00\x97\x72\x52\x45\x7F\xFF\xFF\xFF\x57\x8D\xBF\x3E\x7F\xFF\xFF\xFF\x89\x51\x79\xEB\x7F\xFF\xFF\xFF\x6D\xBD\x05\x2A\x7F\xFF\xFF\xFF\x6F\x97\x15\x7F\x7F\xFF\xFF\xFF\x45\xB2\x5D\x03\x7F\xFF\xFF\xFF\x59\x9A\x2F\x94\x67\x83\x4A\x5C\xD8\x98\xD3\x45\x00\x00\x00\x00\x65\xF1\xDC\x2D\x7F\xFF\xFF\xFF\xA1\x98\x54\x11\x7F\xFF\xFF\xFF\x9A\x50\x5E\xB9\xED\x2C\x34\xE2\xD3\x5E\xD7\xB9\x7F\xFF\xFF\xFF\x6E\xB8\x6E\xEE\x45\x58\x94\x9C\x9B\x57\xC8\xBF\x42\xB8\x24\xA1\xA7\x7A\xD4\xC3\x80\x00\x00\x00\x28\x93\x75\x05\xBA\x8C\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53\xE4\x6C\x10\x69\xDE\x37\xDF\xBD\x5D\x47\x0E\x43\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA4764D7D), ('P4rIngress.bitmap_seq.seq', 0x0230D800)], 5173)
        self.setRegisterValue('P4rIngress.rounds', 0x0230D800, 5173)
        self.setRegisterValue('P4rIngress.count', 0x05, 5173)
        self.setRegisterValue('P4rIngress.exponent', 0x36, 5173)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5173)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB5B436BA), ('P4rIngress.values_v0000.hi', 0xCB696527)], 5173)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x628CB816), ('P4rIngress.values_v0001.hi', 0x77593AF2)], 5173)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x32E1DDFE), ('P4rIngress.values_v0010.hi', 0x647D3A68)], 5173)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x965176E9), ('P4rIngress.values_v0011.hi', 0x5AE19C53)], 5173)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x1536D263), ('P4rIngress.values_v0100.hi', 0x5419D65B)], 5173)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xFC8DD5EF), ('P4rIngress.values_v0101.hi', 0x3BF93CC6)], 5173)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x8A792EDB), ('P4rIngress.values_v0110.hi', 0xA11E4F3F)], 5173)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB01D9561), ('P4rIngress.values_v0111.hi', 0xA3B2C8DA)], 5173)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x61B8EF23), ('P4rIngress.values_v1000.hi', 0x46119B24)], 5173)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5B60887D), ('P4rIngress.values_v1001.hi', 0xD9B625BA)], 5173)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB3549BB3), ('P4rIngress.values_v1010.hi', 0x63EE57F5)], 5173)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4DE5CCDE), ('P4rIngress.values_v1011.hi', 0x7437402F)], 5173)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x38A64DDF), ('P4rIngress.values_v1100.hi', 0x57B65277)], 5173)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x479CF940), ('P4rIngress.values_v1101.hi', 0x7A3CF168)], 5173)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xB0CC7DA6), ('P4rIngress.values_v1110.hi', 0x529F7773)], 5173)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x387F7C41), ('P4rIngress.values_v1111.hi', 0xD381A97F)], 5173)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7F90),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012FF),
                gc.DataTuple('slot_count', 0x0000097C),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD41B0AF6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x8414570A),
                gc.KeyTuple('src_port', 0x0DD8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7F90),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x010F),
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
        ig_port = 48
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\x14\x57\x0A\x00\x00\x00\x00\x0D\xD8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7F\x90\x00\x10\xD4\x1B\x0A\xF6\x01\x36\x02\x6B\x02\x30\xD8\x00\x00\x20\x00\x00\xB1\xB8\xA2\xAC\x93\x6D\x16\x6F\x26\xB9\x4A\xB1\x24\x75\x3F\xDB\x52\x23\x74\x1A\x55\x22\xE6\x2B\xAF\x54\x6F\xE5\x42\x27\x21\x8E\x55\x1B\x54\xE7\x4F\x82\x52\x8A\x4E\xDC\x95\xCB\x76\xEF\xDE\xEE\xF2\xAE\xAC\x4C\xA7\xEF\x7C\x0F\x47\x31\x31\x4F\xAC\x78\xA9\x53\x73\x16\x2D\x0D\x44\xB9\xBB\x16\x52\x25\x80\x2C\x9D\xDD\x7A\x58\xBA\x8E\x29\xB8\x23\x01\xB6\xF6\xD6\xF7\xB4\xCB\x16\xF6\xFE\x60\x70\x97\x54\xC5\x0C\x04\x67\x31\x6D\xA8\xE9\xD2\x3D\x65\xAB\x35\xB5\xE5\x37\xF5\x7A\x87\x50\x7B\x59\x06\xE8\x1A\x5D\x87\x75\xE7\xCA\xB7\x97\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x84\x14\x57\x0A\xBE\xEF\x0D\xD8\x00\xA0\x00\x00\x50\x34\x02\x82\x7F\x90\x00\x10\xD4\x1B\x0A\xF6\x01\x36\x00\x6B\x02\x30\xD8\x00\x00\x20\x00\x06\x80\x00\x00\x00\x93\x6D\x16\x6F\x7F\xFF\xFF\xFF\x24\x75\x3F\xDB\x7F\xFF\xFF\xFF\x55\x22\xE6\x2B\x80\x00\x00\x00\x42\x27\x21\x8E\x6A\x52\x27\x4A\x4F\x82\x52\x8A\x4B\x6A\x6B\xBA\x76\xEF\xDE\xEE\x80\x00\x00\x00\xA7\xEF\x7C\x0F\xF7\x4E\xC6\xB0\xAC\x78\xA9\x53\x7F\xFF\xFF\xFF\x44\xB9\xBB\x16\x7F\xFF\xFF\xFF\x9D\xDD\x7A\x58\x80\x00\x00\x00\x23\x01\xB6\xF6\x24\xDD\x81\xA9\x16\xF6\xFE\x60\x7F\xFF\xFF\xFF\x0C\x04\x67\x31\x7F\xFF\xFF\xFF\x3D\x65\xAB\x35\x80\x00\x00\x00\x7A\x87\x50\x7B\x7F\xFF\xFF\xFF\x5D\x87\x75\xE7\xCA\xB7\x97\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6A28A99C), ('P4rIngress.bitmap_seq.seq', 0x2A6B238A)], 4215)
        self.setRegisterValue('P4rIngress.rounds', 0x2A6B238A, 4215)
        self.setRegisterValue('P4rIngress.count', 0x01, 4215)
        self.setRegisterValue('P4rIngress.exponent', 0x6B, 4215)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4215)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9FA33484), ('P4rIngress.values_v0000.hi', 0xAF8AF957)], 4215)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3E64370B), ('P4rIngress.values_v0001.hi', 0x56170167)], 4215)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4ED40506), ('P4rIngress.values_v0010.hi', 0x3681CF73)], 4215)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4AF4959F), ('P4rIngress.values_v0011.hi', 0x7F08537B)], 4215)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x214B24F3), ('P4rIngress.values_v0100.hi', 0x69571763)], 4215)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4595AE1F), ('P4rIngress.values_v0101.hi', 0x42E7818C)], 4215)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7A45D57C), ('P4rIngress.values_v0110.hi', 0x54E42EEB)], 4215)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x926EAE10), ('P4rIngress.values_v0111.hi', 0x5894BC7A)], 4215)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xC8956FD9), ('P4rIngress.values_v1000.hi', 0x224743E3)], 4215)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5A1A5868), ('P4rIngress.values_v1001.hi', 0xA2C704A5)], 4215)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6966E56D), ('P4rIngress.values_v1010.hi', 0xB6DE7D44)], 4215)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xCDE0A5B3), ('P4rIngress.values_v1011.hi', 0x42D575B7)], 4215)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xDFE36D3E), ('P4rIngress.values_v1100.hi', 0x25992663)], 4215)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5C72B34D), ('P4rIngress.values_v1101.hi', 0x4A3CA914)], 4215)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x9AB5CBCD), ('P4rIngress.values_v1110.hi', 0xB9521BE1)], 4215)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x99F9F22A), ('P4rIngress.values_v1111.hi', 0xCA1B0EBD)], 4215)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4DD7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000336),
                gc.DataTuple('slot_count', 0x00001B2D),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x57C3530A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x448DE6BB),
                gc.KeyTuple('src_port', 0x499B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4DD7),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00E2),
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
        ig_port = 20
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x44\x8D\xE6\xBB\x00\x00\x00\x00\x49\x9B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4D\xD7\x00\x10\x57\xC3\x53\x0A\x0D\x41\x02\xC0\x2A\x6B\x23\x8A\x00\x20\x00\x00\xB5\xD9\x92\xDD\xAA\x3F\x85\xC1\x74\x72\xB2\x55\x49\x91\x80\x26\x49\x9B\x36\xA1\x89\xCC\x73\x31\x36\x19\xCE\x59\x01\xC6\x56\x2B\x6C\xDF\xB4\x66\x4C\x32\xD2\xD5\x6E\x94\x09\x72\x74\x1A\x85\xAB\x0A\xCB\x56\x2D\x1A\x4B\x06\x7D\x3E\x18\xAD\x2B\xC0\x66\x85\x93\x00\x00\x00\x00\x71\xED\xAD\x7A\x7B\x10\x4C\xCF\x8B\xFF\xF1\xCD\x36\x37\xA6\x29\xC1\x66\x4D\x0E\xFC\x8B\x3E\x11\x56\x50\xD7\xA3\x9A\x2B\xC4\xDE\x6D\xE6\x9B\xB7\x41\xCC\xB1\x95\xEB\xBD\xE1\x4D\xE4\xA8\x99\x22\xC3\x18\xBA\xB5\xCA\xFB\x82\xBC\x4B\x09\x31\x9B\x42\x14\xC8\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x44\x8D\xE6\xBB\xBE\xEF\x49\x9B\x00\xA0\x00\x00\x50\x34\x02\x82\x4D\xD7\x00\x10\x57\xC3\x53\x0A\x0D\x41\x00\xC0\x2A\x6B\x23\x8A\x00\x20\x00\x02\x80\x00\x00\x00\xAA\x3F\x85\xC1\x7F\xFF\xFF\xFF\x49\x91\x80\x26\x7F\xFF\xFF\xFF\x89\xCC\x73\x31\x7F\xFF\xFF\xFF\x01\xC6\x56\x2B\x7F\xFF\xFF\xFF\x4C\x32\xD2\xD5\x7F\xFF\xFF\xFF\x74\x1A\x85\xAB\x7F\xFF\xFF\xFF\x1A\x4B\x06\x7D\xD0\x87\x5B\x3B\xC0\x66\x85\x93\xC8\x95\x6F\xD9\x71\xED\xAD\x7A\x7F\xFF\xFF\xFF\x8B\xFF\xF1\xCD\x7F\xFF\xFF\xFF\xC1\x66\x4D\x0E\xCA\x6B\xE3\xC4\x56\x50\xD7\xA3\x80\x00\x00\x00\x6D\xE6\x9B\xB7\x7F\xFF\xFF\xFF\xEB\xBD\xE1\x4D\x80\x00\x00\x00\xC3\x18\xBA\xB5\x80\x00\x00\x00\x4B\x09\x31\x9B\x42\x14\xC8\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9AAA9D15), ('P4rIngress.bitmap_seq.seq', 0x4103A17D)], 6085)
        self.setRegisterValue('P4rIngress.rounds', 0x4103A17D, 6085)
        self.setRegisterValue('P4rIngress.count', 0x1F, 6085)
        self.setRegisterValue('P4rIngress.exponent', 0x36, 6085)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6085)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4E3AD3AB), ('P4rIngress.values_v0000.hi', 0x5875CD14)], 6085)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4079C931), ('P4rIngress.values_v0001.hi', 0x4BA7D191)], 6085)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x41FF46AF), ('P4rIngress.values_v0010.hi', 0x5E6AF5F5)], 6085)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x78D28963), ('P4rIngress.values_v0011.hi', 0x7131EBF7)], 6085)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5A875EE2), ('P4rIngress.values_v0100.hi', 0xBFB53BF8)], 6085)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x535DCF7E)], 6085)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA4BADB45), ('P4rIngress.values_v0110.hi', 0x952AE93D)], 6085)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4FDA67BF), ('P4rIngress.values_v0111.hi', 0x25706FB7)], 6085)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x190AED49), ('P4rIngress.values_v1000.hi', 0x85ABBD17)], 6085)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xC8AF0743), ('P4rIngress.values_v1001.hi', 0xDBC5685B)], 6085)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0xD65311A5)], 6085)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5FBB5C17), ('P4rIngress.values_v1011.hi', 0xBBAF5E59)], 6085)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xC626657B), ('P4rIngress.values_v1100.hi', 0x899C6107)], 6085)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x78F3A6B9), ('P4rIngress.values_v1101.hi', 0x95D3A565)], 6085)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x8A73639A), ('P4rIngress.values_v1110.hi', 0x603A76D1)], 6085)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x94BF5197), ('P4rIngress.values_v1111.hi', 0xB6C0A133)], 6085)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4F8A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007E3),
                gc.DataTuple('slot_count', 0x00001052),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDA8ABDC5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0xF55668EF),
                gc.KeyTuple('src_port', 0xBF20),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4F8A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0385),
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
        ig_port = 58
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF5\x56\x68\xEF\x00\x00\x00\x00\xBF\x20\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4F\x8A\x00\x10\xDA\x8A\xBD\xC5\x0F\xE2\x00\xB8\x41\x03\xA1\x7D\x00\x20\x00\x00\x72\xBF\xC8\xA6\x5A\xCF\xDD\xDB\x7B\x7E\x02\x3E\x6B\x7D\x16\xBB\x71\x3C\x7E\x9A\x5D\x6B\x97\x77\x28\xF2\xF3\x6B\x91\xF7\x1D\xEB\x5A\x5C\x3B\xDF\xA3\x29\xA9\x88\x37\x88\x4B\x67\x7B\xF8\xD0\x9F\xB3\xCC\xAF\x06\x39\x2C\xD7\x6D\x57\x52\xC6\x54\x6C\xB7\x22\x88\x6B\x1A\x7C\x49\x9E\x3D\x21\xC7\x74\xE1\x77\x5D\x3A\x88\x9C\x40\x00\x00\x00\x00\x9A\x55\xB4\x70\x55\x42\xD4\x82\x93\xBD\x5F\xA2\xAB\x43\xEC\x66\x9E\xB2\x2D\xF6\x34\xBC\xA5\x1C\x62\xAA\xD5\x5D\xB9\x75\x5A\x15\x3A\xCB\x91\x63\x9D\x80\x1B\x34\x94\x61\x99\x3A\x4F\xB1\x19\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF5\x56\x68\xEF\xBE\xEF\xBF\x20\x00\xA0\x00\x00\x50\x34\x02\x82\x4F\x8A\x00\x10\xDA\x8A\xBD\xC5\x0F\xE2\x00\xB8\x41\x03\xA1\x7D\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x5A\xCF\xDD\xDB\x7F\xFF\xFF\xFF\x6B\x7D\x16\xBB\x7F\xFF\xFF\xFF\x5D\x6B\x97\x77\x7F\xFF\xFF\xFF\x91\xF7\x1D\xEB\x7F\xFF\xFF\xFF\xA3\x29\xA9\x88\x37\x88\x4B\x67\x7B\xF8\xD0\x9F\x80\x00\x00\x00\x39\x2C\xD7\x6D\x7F\xFF\xFF\xFF\x6C\xB7\x22\x88\x7F\xFF\xFF\xFF\x9E\x3D\x21\xC7\x3D\x90\x7E\xA0\x3A\x88\x9C\x40\x00\x00\x00\x00\x9A\x55\xB4\x70\x7F\xFF\xFF\xFF\x93\xBD\x5F\xA2\x80\x00\x00\x00\x9E\xB2\x2D\xF6\x7F\xFF\xFF\xFF\x62\xAA\xD5\x5D\x80\x00\x00\x00\x3A\xCB\x91\x63\x80\x00\x00\x00\x94\x61\x99\x3A\x4F\xB1\x19\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC89EF3BD), ('P4rIngress.bitmap_seq.seq', 0xA3DB0FE1)], 2518)
        self.setRegisterValue('P4rIngress.rounds', 0xA3DB0FE1, 2518)
        self.setRegisterValue('P4rIngress.count', 0x09, 2518)
        self.setRegisterValue('P4rIngress.exponent', 0xDB, 2518)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2518)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4B215199), ('P4rIngress.values_v0000.hi', 0x6F95FEC8)], 2518)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x57B735B2), ('P4rIngress.values_v0001.hi', 0x43401E8F)], 2518)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x691E12C3), ('P4rIngress.values_v0010.hi', 0x655D137F)], 2518)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x48A04962), ('P4rIngress.values_v0011.hi', 0x2D48DDCA)], 2518)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x2ABF0A60), ('P4rIngress.values_v0100.hi', 0xC1E64C3C)], 2518)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xE2F5DD56), ('P4rIngress.values_v0101.hi', 0x323207D6)], 2518)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x39B02C55), ('P4rIngress.values_v0110.hi', 0x2D79EEB3)], 2518)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4F202CD9), ('P4rIngress.values_v0111.hi', 0xAE5A1131)], 2518)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x74210889), ('P4rIngress.values_v1000.hi', 0xDEE3A9E6)], 2518)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x8031B4C1), ('P4rIngress.values_v1001.hi', 0xE6F828AE)], 2518)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7CFF0C97), ('P4rIngress.values_v1010.hi', 0xCB5EAE9E)], 2518)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xBE132310), ('P4rIngress.values_v1011.hi', 0x56D581C5)], 2518)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4C3AD3D4), ('P4rIngress.values_v1100.hi', 0xA223B2CB)], 2518)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5478733A), ('P4rIngress.values_v1101.hi', 0x51D19863)], 2518)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5C51CFE9), ('P4rIngress.values_v1110.hi', 0xECA7A54D)], 2518)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA6137EC2), ('P4rIngress.values_v1111.hi', 0x4EA64668)], 2518)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4920),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000054A),
                gc.DataTuple('slot_count', 0x0000053C),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x84FE1AC9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xA34E75DD),
                gc.KeyTuple('src_port', 0x808A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4920),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\x4E\x75\xDD\x00\x00\x00\x00\x80\x8A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x49\x20\x00\x10\x84\xFE\x1A\xC9\x04\x8C\x02\xE9\xA3\xDB\x0F\xE1\x00\x20\x00\x00\x3E\x3B\x55\x99\x1A\x93\x24\xEC\x56\xA1\xB6\xCE\x4B\x2D\x31\x48\x2D\xAD\x15\x8F\x49\x55\x34\xF9\x6C\x13\x44\x9A\x37\x5D\xBB\x5A\x73\xE0\x61\x21\x94\xF6\x9E\xA7\xAA\x1D\xD3\x55\x7A\x76\x48\x2F\x7B\xAC\x22\xD5\x32\x43\xCE\xEF\x5F\xE0\x23\x57\x27\x26\x15\x9B\x65\xB3\xBF\x93\x9A\x7B\xB3\xDD\x71\xEF\xA8\x5B\x1B\x6F\xF7\xB0\x5B\x63\x9D\x7C\x09\x5D\x6E\xD3\xA6\xB2\x07\x64\x50\xED\xA4\xFF\x64\xA4\xCD\xD1\x2E\xE7\xB6\xDB\x46\x0F\xF8\x4E\x6F\xD0\x96\x31\xB7\x99\x4D\xE8\x10\xAE\x25\x26\x2F\xC1\x90\xAD\x6B\x75\x73\x4E\xB9\xA4\x85\x85\xCB\x73\xD5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA3\x4E\x75\xDD\xBE\xEF\x80\x8A\x00\xA0\x00\x00\x50\x34\x02\x82\x49\x20\x00\x10\x84\xFE\x1A\xC9\x04\x8C\x00\xE9\xA3\xDB\x0F\xE1\x00\x20\x00\x0A\x7F\xFF\xFF\xFF\x1A\x93\x24\xEC\x7F\xFF\xFF\xFF\x4B\x2D\x31\x48\x7F\xFF\xFF\xFF\x49\x55\x34\xF9\x7F\xFF\xFF\xFF\x37\x5D\xBB\x5A\x7F\xFF\xFF\xFF\x94\xF6\x9E\xA7\x8D\x13\xB0\xAB\x7A\x76\x48\x2F\x7F\xFF\xFF\xFF\x32\x43\xCE\xEF\x7F\xFF\xFF\xFF\x27\x26\x15\x9B\x7F\xFF\xFF\xFF\x9A\x7B\xB3\xDD\xF2\x21\x5D\x1C\x1B\x6F\xF7\xB0\x7F\xFF\xFF\xFF\x09\x5D\x6E\xD3\x80\x00\x00\x00\x50\xED\xA4\xFF\x7F\xFF\xFF\xFF\x2E\xE7\xB6\xDB\x7F\xFF\xFF\xFF\x6F\xD0\x96\x31\x13\xEB\x1D\xD1\x10\xAE\x25\x26\xD5\xD5\x0F\x6F\x6B\x75\x73\x4E\xB9\xA4\x85\x85\xCB\x73\xD5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9F344C7F), ('P4rIngress.bitmap_seq.seq', 0x60197163)], 3779)
        self.setRegisterValue('P4rIngress.rounds', 0x60197163, 3779)
        self.setRegisterValue('P4rIngress.count', 0x19, 3779)
        self.setRegisterValue('P4rIngress.exponent', 0x0B, 3779)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3779)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB264E56D), ('P4rIngress.values_v0000.hi', 0xAC48A154)], 3779)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x52E3059A), ('P4rIngress.values_v0001.hi', 0x7C9F522F)], 3779)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x70B13EF4), ('P4rIngress.values_v0010.hi', 0x70BD1EDB)], 3779)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8192A3B8), ('P4rIngress.values_v0011.hi', 0x5632213C)], 3779)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5630A81F), ('P4rIngress.values_v0100.hi', 0x7BC39B56)], 3779)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xE7B8FEB2), ('P4rIngress.values_v0101.hi', 0x5327454F)], 3779)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xD0A1784C), ('P4rIngress.values_v0110.hi', 0x91BDBD32)], 3779)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3D35454B), ('P4rIngress.values_v0111.hi', 0xA84128C9)], 3779)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x766DE7C5), ('P4rIngress.values_v1000.hi', 0x1C90FDEB)], 3779)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6F3A9C8B), ('P4rIngress.values_v1001.hi', 0xAB947E64)], 3779)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xC60DB437), ('P4rIngress.values_v1010.hi', 0x7B0BEE79)], 3779)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x25EB5423), ('P4rIngress.values_v1011.hi', 0x7BAEB5E5)], 3779)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x205D5C6B), ('P4rIngress.values_v1100.hi', 0x58330992)], 3779)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x8C9F2C7B), ('P4rIngress.values_v1101.hi', 0x38BCA2FD)], 3779)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x3D3BA953), ('P4rIngress.values_v1110.hi', 0x70D04DE3)], 3779)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB041B5EC), ('P4rIngress.values_v1111.hi', 0xAF0E660F)], 3779)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7FE3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BF9),
                gc.DataTuple('slot_count', 0x000011B7),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8DDA1531),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x60BEF3E8),
                gc.KeyTuple('src_port', 0x41C2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7FE3),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01BD),
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
        ig_port = 3
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x60\xBE\xF3\xE8\x00\x00\x00\x00\x41\xC2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7F\xE3\x00\x10\x8D\xDA\x15\x31\x02\xCA\x00\x80\x60\x19\x71\x63\x00\x20\x00\x00\xBB\x3B\x4F\x2B\xA2\x69\xA2\x59\x72\x1A\x21\xE0\x60\xF4\x42\x08\x42\xA7\x5E\x85\x77\x15\x36\x6D\xC9\x2B\xDA\xB2\x58\xEE\x77\x3B\xF2\x4A\xA1\xF6\x75\x19\x59\x4C\xDA\x6D\xC1\xE3\x5A\x65\x54\x16\xA2\xA5\x61\xE4\xEC\x50\xBA\x21\x3A\x44\xBE\x08\x9A\xE7\x2C\xBB\x17\x4B\x4C\x65\x66\x5E\x5C\x2B\x66\xB0\x8B\x21\xB8\x19\x8A\xB7\xA8\x0C\x6E\x3F\x32\x38\xDC\xB0\xED\x3A\xFD\xB9\x1F\x2D\x28\x65\x73\xC6\xFC\xCB\x7A\x96\x6C\x36\xF2\x69\xC4\x79\x71\xEE\x91\x67\x46\x00\x1B\xA5\x74\x6B\x55\x2B\xC3\x4C\x4B\xB1\x99\x75\x77\x0B\xC8\x7D\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x60\xBE\xF3\xE8\xBE\xEF\x41\xC2\x00\xA0\x00\x00\x50\x34\x02\x82\x7F\xE3\x00\x10\x8D\xDA\x15\x31\x02\xCA\x00\x80\x60\x19\x71\x63\x00\x20\x00\x1A\x80\x00\x00\x00\xA2\x69\xA2\x59\x7F\xFF\xFF\xFF\x60\xF4\x42\x08\x7F\xFF\xFF\xFF\x77\x15\x36\x6D\x80\x00\x00\x00\x58\xEE\x77\x3B\x48\x7B\x4A\x15\x75\x19\x59\x4C\xC2\x26\xC0\x95\x5A\x65\x54\x16\x80\x00\x00\x00\xEC\x50\xBA\x21\x77\x7A\x03\x53\x9A\xE7\x2C\xBB\x7F\xFF\xFF\xFF\x66\x5E\x5C\x2B\x7F\xFF\xFF\xFF\xB8\x19\x8A\xB7\x80\x00\x00\x00\x32\x38\xDC\xB0\x13\x26\x51\xDC\x1F\x2D\x28\x65\x7F\xFF\xFF\xFF\x7A\x96\x6C\x36\x80\x00\x00\x00\x71\xEE\x91\x67\x7F\xFF\xFF\xFF\x74\x6B\x55\x2B\x80\x00\x00\x00\x99\x75\x77\x0B\xC8\x7D\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE01E6344), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 1154)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 1154)
        self.setRegisterValue('P4rIngress.count', 0x10, 1154)
        self.setRegisterValue('P4rIngress.exponent', 0x34, 1154)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1154)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA9830104), ('P4rIngress.values_v0000.hi', 0xD51C96C2)], 1154)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6B5539EA), ('P4rIngress.values_v0001.hi', 0x327E71AF)], 1154)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x59D7A47B), ('P4rIngress.values_v0010.hi', 0x7D2B645F)], 1154)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8B419790), ('P4rIngress.values_v0011.hi', 0x6FD6C814)], 1154)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5363EB62), ('P4rIngress.values_v0100.hi', 0xC7930D9C)], 1154)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x13FB7DCB), ('P4rIngress.values_v0101.hi', 0x5727F8CF)], 1154)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x36FB8CD8), ('P4rIngress.values_v0110.hi', 0x7EF4796B)], 1154)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xAFF45B1F), ('P4rIngress.values_v0111.hi', 0xF9AF394A)], 1154)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x111894C1), ('P4rIngress.values_v1000.hi', 0x390E8C26)], 1154)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x98E67378), ('P4rIngress.values_v1001.hi', 0xBB4E660E)], 1154)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6932EA0A), ('P4rIngress.values_v1010.hi', 0x98C90F0B)], 1154)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x1E663221), ('P4rIngress.values_v1011.hi', 0x402CB60B)], 1154)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4DE91D11), ('P4rIngress.values_v1100.hi', 0x00000000)], 1154)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x3F46F1A3), ('P4rIngress.values_v1101.hi', 0x5744590F)], 1154)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xC018B98E), ('P4rIngress.values_v1110.hi', 0xADE76C85)], 1154)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB25BC01F), ('P4rIngress.values_v1111.hi', 0x27D8D97B)], 1154)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEE0F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000482),
                gc.DataTuple('slot_count', 0x00000FEB),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x47AD5B79),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02F),
                gc.KeyTuple('src_addr', 0x510819E0),
                gc.KeyTuple('src_port', 0x1A64),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEE0F),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0040),
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
        ig_port = 47
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x51\x08\x19\xE0\x00\x00\x00\x00\x1A\x64\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEE\x0F\x00\x10\x47\xAD\x5B\x79\x00\x00\x00\xE9\xFF\xFF\xFF\xFF\x00\x20\x00\x00\xA9\x2C\x39\x09\xA3\x59\x19\xB4\x59\x14\x47\x3D\x69\x2C\x98\xB1\x5B\x0A\x2C\x29\x29\xAB\x56\x38\xDE\x3B\x36\x90\x6D\x0E\xC4\x0D\x49\x56\x47\xE2\x32\x79\x8A\x34\xFC\xA3\x61\x45\x44\x29\x96\x88\x52\xDA\x9B\x9C\x2A\x91\x9B\x61\x98\xEC\x5E\x7D\x1F\xA8\x87\x3B\xDD\xA8\xE5\xFE\x5A\x45\xA3\xFC\xB9\x45\x1E\x34\xB2\x84\xE6\xEE\x3B\xCD\xAA\x7B\xBC\xC5\xA1\xBB\x7E\x66\xC6\x2C\x63\x4B\xB5\xB2\x54\xE4\x2C\x36\x6E\x28\xDB\x07\x75\xB6\xA2\xD9\x2D\x70\xDD\x1A\x07\x6B\xA8\x0D\x74\x23\x2C\xCB\x4B\x2A\x28\x2D\xB3\x55\x5B\x8A\x62\xCA\xFC\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x51\x08\x19\xE0\xBE\xEF\x1A\x64\x00\xA0\x00\x00\x50\x34\x02\x82\xEE\x0F\x00\x10\x47\xAD\x5B\x79\x00\x00\x00\xE9\xFF\xFF\xFF\xFF\x00\x20\x00\x11\x80\x00\x00\x00\xA3\x59\x19\xB4\x7F\xFF\xFF\xFF\x69\x2C\x98\xB1\x7F\xFF\xFF\xFF\x29\xAB\x56\x38\x80\x00\x00\x00\x6D\x0E\xC4\x0D\x7F\xFF\xFF\xFF\x32\x79\x8A\x34\x10\x9E\xDF\x10\x44\x29\x96\x88\x7F\xFF\xFF\xFF\x2A\x91\x9B\x61\x80\x00\x00\x00\x1F\xA8\x87\x3B\xEE\xC1\x7A\xBF\x5A\x45\xA3\xFC\x80\x00\x00\x00\xB2\x84\xE6\xEE\x7F\xFF\xFF\xFF\xBC\xC5\xA1\xBB\x7F\xFF\xFF\xFF\x63\x4B\xB5\xB2\x7F\xFF\xFF\xFF\x6E\x28\xDB\x07\x7F\xFF\xFF\xFF\x2D\x70\xDD\x1A\xC7\x84\x61\x9B\x74\x23\x2C\xCB\xFD\x85\xE8\x4C\xB3\x55\x5B\x8A\x62\xCA\xFC\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x600E825D), ('P4rIngress.bitmap_seq.seq', 0x9FD2E1C3)], 1187)
        self.setRegisterValue('P4rIngress.rounds', 0x9FD2E1C3, 1187)
        self.setRegisterValue('P4rIngress.count', 0x14, 1187)
        self.setRegisterValue('P4rIngress.exponent', 0x7D, 1187)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1187)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x2FD81071), ('P4rIngress.values_v0000.hi', 0x560A0C2E)], 1187)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x56EA998C), ('P4rIngress.values_v0001.hi', 0x5638DE6D)], 1187)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x2CCB41A2), ('P4rIngress.values_v0010.hi', 0x2DD92DE5)], 1187)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6AA7BBD9), ('P4rIngress.values_v0011.hi', 0x771D65AF)], 1187)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x35DCD342), ('P4rIngress.values_v0100.hi', 0xAB81C626)], 1187)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x14901C57), ('P4rIngress.values_v0101.hi', 0x5404BCF9)], 1187)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB87355E7), ('P4rIngress.values_v0110.hi', 0x1F5B7C5B)], 1187)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xFF5FF667), ('P4rIngress.values_v0111.hi', 0xD8754D40)], 1187)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6E47277B), ('P4rIngress.values_v1000.hi', 0x93D9FA73)], 1187)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xE9697477), ('P4rIngress.values_v1001.hi', 0x542D3EAF)], 1187)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x759A7455), ('P4rIngress.values_v1010.hi', 0x3CE045AF)], 1187)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xCAC26673), ('P4rIngress.values_v1011.hi', 0x4D776CF9)], 1187)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x2F56F5FB), ('P4rIngress.values_v1100.hi', 0x697254B9)], 1187)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xC24B2032), ('P4rIngress.values_v1101.hi', 0x5E54DDA1)], 1187)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x3DE59B57), ('P4rIngress.values_v1110.hi', 0x15D4E94F)], 1187)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA4AC28DB), ('P4rIngress.values_v1111.hi', 0x6BC924AD)], 1187)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7DA4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002DB),
                gc.DataTuple('slot_count', 0x0000128D),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x99892EE4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x930975A5),
                gc.KeyTuple('src_port', 0x9A73),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7DA4),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0286),
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
        ig_port = 38
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x93\x09\x75\xA5\x00\x00\x00\x00\x9A\x73\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7D\xA4\x00\x10\x99\x89\x2E\xE4\x01\xC8\x06\xD8\x9F\xD2\xE1\xC3\x00\x20\x00\x00\x6A\x1A\x32\x6D\x5B\x96\x7D\xA9\x47\xD1\xF0\xF5\x6E\xE9\x86\x64\x66\x79\xEC\xAB\x66\x8B\x8C\x31\x45\xD4\xF0\x8E\xC2\x95\xCC\x9D\x79\x9A\x5A\x3B\xA7\xD9\x79\x25\x89\xBD\xE7\x2B\x5B\x8D\xD1\x11\x8B\x8E\x3F\x4F\x0A\xC2\xF9\x25\xBF\x5F\xF2\xD9\x44\x83\x89\x28\x64\xCD\xCB\xFA\xB8\x0D\x17\xAE\x8E\x09\x7C\x76\x53\x61\x6C\xB2\x5D\xD5\xF7\xB4\x56\xC4\xD9\xD8\xB1\xFD\x53\x6C\x48\xF0\x67\xFF\xA1\x7B\x95\x59\x39\x66\x31\xBF\xC0\xB1\xBA\xB0\x2D\xB7\xC5\x96\x5C\xF7\x29\x03\x78\xDE\x2D\x6B\xC6\xCC\xFC\xC3\x25\xE5\x4F\x4D\x4C\x22\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x93\x09\x75\xA5\xBE\xEF\x9A\x73\x00\xA0\x00\x00\x50\x34\x02\x82\x7D\xA4\x00\x10\x99\x89\x2E\xE4\x01\xC8\x00\xD8\x9F\xD2\xE1\xC3\x00\x20\x00\x15\x7F\xFF\xFF\xFF\x5B\x96\x7D\xA9\x7F\xFF\xFF\xFF\x6E\xE9\x86\x64\x7F\xFF\xFF\xFF\x66\x8B\x8C\x31\x7F\xFF\xFF\xFF\xC2\x95\xCC\x9D\x7F\xFF\xFF\xFF\xA7\xD9\x79\x25\x9E\x4E\x03\x82\x5B\x8D\xD1\x11\x80\x00\x00\x00\x0A\xC2\xF9\x25\xBE\xBF\xE9\x40\x44\x83\x89\x28\x7F\xFF\xFF\xFF\xB8\x0D\x17\xAE\x80\x00\x00\x00\x53\x61\x6C\xB2\x7F\xFF\xFF\xFF\x56\xC4\xD9\xD8\x80\x00\x00\x00\x48\xF0\x67\xFF\xD0\xD2\x8B\x54\x39\x66\x31\xBF\x82\xFC\xDA\xE2\x2D\xB7\xC5\x96\x7F\xFF\xFF\xFF\x78\xDE\x2D\x6B\x80\x00\x00\x00\x25\xE5\x4F\x4D\x4C\x22\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFB90AD80), ('P4rIngress.bitmap_seq.seq', 0x60000000)], 2091)
        self.setRegisterValue('P4rIngress.rounds', 0x60000000, 2091)
        self.setRegisterValue('P4rIngress.count', 0x13, 2091)
        self.setRegisterValue('P4rIngress.exponent', 0x7A, 2091)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2091)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xC7DDD03A), ('P4rIngress.values_v0000.hi', 0xEDAB1EDF)], 2091)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6148F636), ('P4rIngress.values_v0001.hi', 0x6DC97857)], 2091)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x546051E9), ('P4rIngress.values_v0010.hi', 0x1F64A313)], 2091)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8D9D9637), ('P4rIngress.values_v0011.hi', 0x2ED2A4E2)], 2091)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x46B6BC2B), ('P4rIngress.values_v0100.hi', 0x4588CDD9)], 2091)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x101CEBAD), ('P4rIngress.values_v0101.hi', 0x7D7CF685)], 2091)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB5453AE5), ('P4rIngress.values_v0110.hi', 0x73F46ECB)], 2091)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x517A041C), ('P4rIngress.values_v0111.hi', 0x6A77EB75)], 2091)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xBF0F3CFB), ('P4rIngress.values_v1000.hi', 0xAF9ACEBD)], 2091)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x476E7F5B), ('P4rIngress.values_v1001.hi', 0x7244F712)], 2091)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB2B0910F), ('P4rIngress.values_v1010.hi', 0xB8F110CC)], 2091)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7F036AF7), ('P4rIngress.values_v1011.hi', 0x41AD3874)], 2091)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x52DF4DB5), ('P4rIngress.values_v1100.hi', 0x3DD11EF2)], 2091)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xDF6EEDB9), ('P4rIngress.values_v1101.hi', 0x39C36AE0)], 2091)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x1A0DA6DA), ('P4rIngress.values_v1110.hi', 0x8EF1355D)], 2091)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xBB9AA6E2), ('P4rIngress.values_v1111.hi', 0x45BE8B2F)], 2091)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2A04),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000002B),
                gc.DataTuple('slot_count', 0x00001364),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF71A8E4F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0xF5FB0E4C),
                gc.KeyTuple('src_port', 0x4C49),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2A04),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x008D),
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
        ig_port = 46
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF5\xFB\x0E\x4C\x00\x00\x00\x00\x4C\x49\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2A\x04\x00\x10\xF7\x1A\x8E\x4F\x08\x00\x06\x95\x60\x00\x00\x00\x00\x20\x00\x00\x81\xB5\x9C\xFD\x89\x8A\x36\x5B\x73\x69\xBA\xA8\x2D\xFB\x88\x3A\x5C\xC5\x67\x69\x64\x1C\xB2\xAA\x8C\x2B\xFF\x7B\x53\x53\x58\x8F\x5B\x30\x46\x4A\x15\xCB\x8B\xE9\x80\x00\x00\x00\x2F\xDE\xA2\xAD\x33\x5B\xF2\xF3\x5C\x4E\xA8\xCB\x53\x0B\x55\x4F\xAE\xD1\x9B\x74\x96\x79\x66\x9D\xAB\x64\x61\x6E\x52\x58\xC8\x79\x3C\xAD\x14\xB7\x73\xB6\xD7\xFE\xBE\xB8\x98\x4F\x4B\xD7\x14\xC0\x7A\x8D\x84\xBC\x5B\x6E\x08\x4A\x87\x19\xA1\xCB\x0A\xD6\xF4\xBF\x49\x0E\xCA\x57\x67\xBD\x32\x62\xA2\x26\x6F\xEE\xBD\x2B\xD8\x7C\x5C\x90\x93\xCA\xA9\x30\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF5\xFB\x0E\x4C\xBE\xEF\x4C\x49\x00\xA0\x00\x00\x50\x34\x02\x82\x2A\x04\x00\x10\xF7\x1A\x8E\x4F\x08\x00\x00\x95\x60\x00\x00\x00\x00\x20\x00\x14\x80\x00\x00\x00\x89\x8A\x36\x5B\x7F\xFF\xFF\xFF\x2D\xFB\x88\x3A\x7F\xFF\xFF\xFF\x64\x1C\xB2\xAA\x80\x00\x00\x00\x53\x53\x58\x8F\x7F\xFF\xFF\xFF\x15\xCB\x8B\xE9\x90\x1C\xEB\xAD\x2F\xDE\xA2\xAD\xE8\xA1\x2D\xD8\x5C\x4E\xA8\xCB\x7F\xFF\xFF\xFF\xAE\xD1\x9B\x74\x80\x00\x00\x00\xAB\x64\x61\x6E\x7F\xFF\xFF\xFF\x3C\xAD\x14\xB7\x26\x67\x69\x0D\xBE\xB8\x98\x4F\x7F\xFF\xFF\xFF\x7A\x8D\x84\xBC\x7F\xFF\xFF\xFF\x87\x19\xA1\xCB\xEA\x45\xE2\x78\x49\x0E\xCA\x57\x7F\xFF\xFF\xFF\xA2\x26\x6F\xEE\x80\x00\x00\x00\x5C\x90\x93\xCA\xA9\x30\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8964E028), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 2876)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 2876)
        self.setRegisterValue('P4rIngress.count', 0x1F, 2876)
        self.setRegisterValue('P4rIngress.exponent', 0xBA, 2876)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2876)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7587EE73), ('P4rIngress.values_v0000.hi', 0x7A20320E)], 2876)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7B0B098A), ('P4rIngress.values_v0001.hi', 0x71BC75A2)], 2876)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6AAFB98B), ('P4rIngress.values_v0010.hi', 0x3103CA8E)], 2876)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7793B73B), ('P4rIngress.values_v0011.hi', 0x0CBA9571)], 2876)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5416EDA3), ('P4rIngress.values_v0100.hi', 0xA513C4CE)], 2876)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x08CED97F), ('P4rIngress.values_v0101.hi', 0x6962F953)], 2876)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xD36706C2), ('P4rIngress.values_v0110.hi', 0x094E720F)], 2876)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x453AC6D6), ('P4rIngress.values_v0111.hi', 0x6303793A)], 2876)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x537D7031), ('P4rIngress.values_v1000.hi', 0x4E71AFA8)], 2876)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x75A2BB59), ('P4rIngress.values_v1001.hi', 0x4B561BF9)], 2876)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xCFD0CF67), ('P4rIngress.values_v1010.hi', 0x2B891B25)], 2876)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA94E2849), ('P4rIngress.values_v1011.hi', 0x9D762B33)], 2876)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xC33B96D3), ('P4rIngress.values_v1100.hi', 0x5295C26D)], 2876)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x1B0C725F), ('P4rIngress.values_v1101.hi', 0x464A269F)], 2876)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x17E5CA9D), ('P4rIngress.values_v1110.hi', 0x3A9B6EDF)], 2876)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xADD3C1A4), ('P4rIngress.values_v1111.hi', 0x1E869A6C)], 2876)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x17F4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000737),
                gc.DataTuple('slot_count', 0x0000136B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0A826AAC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x6833D7CC),
                gc.KeyTuple('src_port', 0x52B8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x17F4),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0303),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x68\x33\xD7\xCC\x00\x00\x00\x00\x52\xB8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x17\xF4\x00\x10\x0A\x82\x6A\xAC\x04\x05\x00\xD1\x00\x00\x00\x00\x00\x20\x00\x00\x21\xD3\x59\x55\x3A\xB2\x5E\x36\x43\x0F\xD7\xA6\x37\x9E\xB1\xD6\x1E\x37\x19\xB2\x79\xCC\xEE\x54\x37\xCE\x03\xF4\xF4\x06\xBD\x15\x4F\xD7\xA9\xB7\xB1\xA2\x1C\x9A\xA9\xA6\x4A\xD5\x68\x69\x53\x03\x95\x95\x53\x26\xDD\xD2\xB7\x77\x56\x1A\xC2\x52\x39\x2F\xE3\xD9\x54\x9E\xF8\x83\x5E\x65\x89\xCD\xC5\x3A\x7A\x57\x4C\xD4\xB2\xF3\x4C\xBB\x33\x4F\x61\xEE\x6E\x7A\xAE\x6C\xAF\xDA\xDF\x44\x4D\x9B\x0E\x77\xE2\xDE\xC5\xBD\x7B\x56\x7A\xA4\xBB\xFA\x50\x85\x43\xB8\x73\x43\x1C\x7A\xBC\xAD\x2F\x85\xC4\xD2\x77\x3B\x0D\xB6\xD4\x2E\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9\xE6\x99\xB8\xEC\xCB\x73\xA9\xC4\x89\x37\x76\xF6\xF4\xDE\x85\x53\x21\x75\x15\xBC\x92\xB4\xFC\xEF\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x68\x33\xD7\xCC\xBE\xEF\x52\xB8\x00\xA0\x00\x00\x50\x34\x02\x82\x17\xF4\x00\x10\x0A\x82\x6A\xAC\x04\x05\x00\xD1\x00\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x3A\xB2\x5E\x36\x7F\xFF\xFF\xFF\x37\x9E\xB1\xD6\x7F\xFF\xFF\xFF\x79\xCC\xEE\x54\x7F\xFF\xFF\xFF\xF4\x06\xBD\x15\x7F\xFF\xFF\xFF\xB1\xA2\x1C\x9A\xB2\x75\x24\x54\x68\x69\x53\x03\x80\x00\x00\x00\xDD\xD2\xB7\x77\x7F\xFF\xFF\xFF\x39\x2F\xE3\xD9\x7F\xFF\xFF\xFF\x5E\x65\x89\xCD\x3A\xDD\x35\xB0\x4C\xD4\xB2\xF3\x1C\x8C\x02\xB6\x61\xEE\x6E\x7A\x80\x00\x00\x00\xDF\x44\x4D\x9B\xD1\xB3\x79\xB1\xC5\xBD\x7B\x56\x7F\xFF\xFF\xFF\x50\x85\x43\xB8\x7F\xFF\xFF\xFF\xBC\xAD\x2F\x85\x80\x00\x00\x00\x0D\xB6\xD4\x2E\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9\xE6\x99\xB8\xEC\xCB\x73\xA9\xC4\x89\x37\x76\xF6\xF4\xDE\x85\x53\x21\x75\x15\xBC\x92\xB4\xFC\xEF\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA6A200AB), ('P4rIngress.bitmap_seq.seq', 0xB7E55B5B)], 4086)
        self.setRegisterValue('P4rIngress.rounds', 0xB7E55B5B, 4086)
        self.setRegisterValue('P4rIngress.count', 0x13, 4086)
        self.setRegisterValue('P4rIngress.exponent', 0x6E, 4086)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4086)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5729F5ED), ('P4rIngress.values_v0000.hi', 0x5CFAEA8D)], 4086)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x55F24FED), ('P4rIngress.values_v0001.hi', 0x4D8D6984)], 4086)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7154751B), ('P4rIngress.values_v0010.hi', 0x658DBB07)], 4086)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x3A23C0EE), ('P4rIngress.values_v0011.hi', 0xFE55BB87)], 4086)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6891FC19), ('P4rIngress.values_v0100.hi', 0x9B42A7D9)], 4086)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xCE5B724F), ('P4rIngress.values_v0101.hi', 0x758D46D3)], 4086)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA70AEE7A), ('P4rIngress.values_v0110.hi', 0x2ED9EB27)], 4086)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xE10D1846), ('P4rIngress.values_v0111.hi', 0xEB5C7971)], 4086)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x35D358E4), ('P4rIngress.values_v1000.hi', 0xF47E3E79)], 4086)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x816C45CC), ('P4rIngress.values_v1001.hi', 0x6BB75AE9)], 4086)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x62DBEE37), ('P4rIngress.values_v1010.hi', 0x594616F9)], 4086)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x9716980D), ('P4rIngress.values_v1011.hi', 0x6BA32EAF)], 4086)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xC9CB310B), ('P4rIngress.values_v1100.hi', 0x7E9698DE)], 4086)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x1966ED1F), ('P4rIngress.values_v1101.hi', 0x6726FDAB)], 4086)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x2F9676F7), ('P4rIngress.values_v1110.hi', 0xEEAC8D09)], 4086)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x371E5F4F), ('P4rIngress.values_v1111.hi', 0x6A869B25)], 4086)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x232A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B15),
                gc.DataTuple('slot_count', 0x00000AB8),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4C0E0D62),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0xD9D59EE0),
                gc.KeyTuple('src_port', 0x444E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x232A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0067),
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
        ig_port = 36
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\xD5\x9E\xE0\x00\x00\x00\x00\x44\x4E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x23\x2A\x00\x10\x4C\x0E\x0D\x62\x04\xE1\x00\x7B\xB7\xE5\x5B\x5B\x00\x20\x00\x00\x4F\x62\x47\xBE\x3D\x6A\xB3\xC5\x51\xA5\xE3\x0F\x56\xD8\xDC\x74\x55\x52\xF2\xA9\x64\x9E\x6F\xDD\x70\x98\xC6\x9C\x8B\x9F\x0F\x7D\x67\x44\xB2\x7B\xB5\x4E\xA8\x90\x51\xDB\x2E\xF5\x46\x8A\x55\xA9\xB3\x66\xFB\x67\x37\x2D\x5F\x7E\xB3\x45\xDA\xC2\x46\x46\x33\x11\x69\x84\xB0\x2E\x8A\xA3\x5A\x2E\xF6\xB8\xF5\x8B\x48\x7F\x32\x6E\x58\xC3\x0E\x0C\x53\xF2\xFD\xEB\xB0\x32\xBC\xDB\x25\xFC\xA4\x7F\xFD\xBB\x7B\x99\x28\xC4\xFB\xEA\xEB\x2A\x93\xC5\x21\x54\xD1\x5B\x31\x37\x37\x4F\x8F\x28\xF4\x79\x72\x82\xFF\x74\x3A\x52\xD9\x3E\x88\xA1\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD9\xD5\x9E\xE0\xBE\xEF\x44\x4E\x00\xA0\x00\x00\x50\x34\x02\x82\x23\x2A\x00\x10\x4C\x0E\x0D\x62\x04\xE1\x00\x7B\xB7\xE5\x5B\x5B\x00\x20\x00\x14\x7F\xFF\xFF\xFF\x3D\x6A\xB3\xC5\x7F\xFF\xFF\xFF\x56\xD8\xDC\x74\x7F\xFF\xFF\xFF\x64\x9E\x6F\xDD\x7F\xFF\xFF\xFF\x8B\x9F\x0F\x7D\x7F\xFF\xFF\xFF\xB5\x4E\xA8\x90\x20\x36\xA1\x44\x46\x8A\x55\xA9\x80\x00\x00\x00\x37\x2D\x5F\x7E\x94\x52\xF3\x08\x46\x46\x33\x11\x7F\xFF\xFF\xFF\x8A\xA3\x5A\x2E\x80\x00\x00\x00\x48\x7F\x32\x6E\x7F\xFF\xFF\xFF\x53\xF2\xFD\xEB\x80\x00\x00\x00\x25\xFC\xA4\x7F\xC7\x86\xAC\xA4\x28\xC4\xFB\xEA\x04\x91\x80\xE4\x21\x54\xD1\x5B\x60\xCD\xAE\x46\x8F\x28\xF4\x79\x7F\xFF\xFF\xFF\x3A\x52\xD9\x3E\x88\xA1\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8E0C4753), ('P4rIngress.bitmap_seq.seq', 0xFEED25A2)], 3781)
        self.setRegisterValue('P4rIngress.rounds', 0xFEED25A2, 3781)
        self.setRegisterValue('P4rIngress.count', 0x1F, 3781)
        self.setRegisterValue('P4rIngress.exponent', 0x54, 3781)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3781)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB73CD24D), ('P4rIngress.values_v0000.hi', 0xACDBCEF9)], 3781)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x353FB457), ('P4rIngress.values_v0001.hi', 0x29447961)], 3781)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4E565995), ('P4rIngress.values_v0010.hi', 0x73CBDC23)], 3781)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xCAB6B574), ('P4rIngress.values_v0011.hi', 0x5EB613F3)], 3781)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x8EE53DB3), ('P4rIngress.values_v0100.hi', 0x7F5465B0)], 3781)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x246B5BFF), ('P4rIngress.values_v0101.hi', 0x78BA8D51)], 3781)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB4EB63FB), ('P4rIngress.values_v0110.hi', 0xB93D6D65)], 3781)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x938EDECC)], 3781)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6EBE7DE7), ('P4rIngress.values_v1000.hi', 0x4E4C75E3)], 3781)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x65A16AE7), ('P4rIngress.values_v1001.hi', 0xE276779D)], 3781)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x8777B2D7), ('P4rIngress.values_v1010.hi', 0x4A54AD5D)], 3781)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xE0B877A5), ('P4rIngress.values_v1011.hi', 0x0949F062)], 3781)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5A23C76B), ('P4rIngress.values_v1100.hi', 0x00000000)], 3781)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x68E306AB), ('P4rIngress.values_v1101.hi', 0x6EBF79ED)], 3781)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x84B323D8), ('P4rIngress.values_v1110.hi', 0x4E1FB186)], 3781)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x29DCD3B9), ('P4rIngress.values_v1111.hi', 0xA5597AAD)], 3781)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA599),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006C5),
                gc.DataTuple('slot_count', 0x00000CE6),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE31BCA9C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x21853A0E),
                gc.KeyTuple('src_port', 0x7E53),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA599),
                gc.DataTuple('rank', 0x0010),
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

    def sendPacket(self):
        ig_port = 61
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x21\x85\x3A\x0E\x00\x00\x00\x00\x7E\x53\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA5\x99\x00\x10\xE3\x1B\xCA\x9C\x08\x00\x02\xA1\xFE\xED\x25\xA2\x00\x20\x00\x00\xB3\x2F\x87\xCB\xB8\xDD\x9E\xD9\x63\x57\x26\xD2\x6B\x0D\xB5\xE5\x7A\xD0\xBB\x7C\x51\x54\x8F\xD1\xA9\xB6\x0D\x1C\x46\x2A\xFD\x1C\x12\x3D\x15\x2B\x34\x56\x71\x11\x26\x57\x1F\x3D\x45\x3B\x2F\x1D\xB9\x96\xB3\x07\xBC\x40\x9F\x57\xCF\x3F\xD2\x0A\x8F\x2E\x59\x37\x48\xB7\x2A\x4B\x59\x53\xDC\x9E\x65\x2C\x53\x06\x93\xA4\x50\xB1\xA4\x68\xBB\x2B\x58\xAD\x99\x45\xC5\xD9\x41\x16\x7F\x5C\x3B\x63\x53\x98\xD3\xDF\x00\x00\x00\x00\x36\xC2\x4E\xD7\x45\xCE\x7B\xB8\xE7\x36\x84\x69\x58\x76\x96\xEC\x7C\x49\x57\x63\x8F\xD5\x59\x26\x40\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x21\x85\x3A\x0E\xBE\xEF\x7E\x53\x00\xA0\x00\x00\x50\x34\x02\x82\xA5\x99\x00\x10\xE3\x1B\xCA\x9C\x08\x00\x00\xA1\xFE\xED\x25\xA2\x00\x20\x00\x20\x80\x00\x00\x00\xB8\xDD\x9E\xD9\x7F\xFF\xFF\xFF\x6B\x0D\xB5\xE5\x7F\xFF\xFF\xFF\x51\x54\x8F\xD1\x80\x00\x00\x00\x46\x2A\xFD\x1C\xA1\x22\x52\xDE\x34\x56\x71\x11\x4A\xC2\x7B\x3C\x45\x3B\x2F\x1D\x80\x00\x00\x00\xBC\x40\x9F\x57\xCF\x3F\xD2\x0A\x8F\x2E\x59\x37\x7F\xFF\xFF\xFF\x59\x53\xDC\x9E\x7F\xFF\xFF\xFF\x93\xA4\x50\xB1\x80\x00\x00\x00\x58\xAD\x99\x45\xA6\x91\xB8\xBB\x7F\x5C\x3B\x63\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x45\xCE\x7B\xB8\x80\x00\x00\x00\x58\x76\x96\xEC\x7F\xFF\xFF\xFF\x8F\xD5\x59\x26\x40\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD9362A34), ('P4rIngress.bitmap_seq.seq', 0x78C00000)], 2316)
        self.setRegisterValue('P4rIngress.rounds', 0x78C00000, 2316)
        self.setRegisterValue('P4rIngress.count', 0x0F, 2316)
        self.setRegisterValue('P4rIngress.exponent', 0x54, 2316)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2316)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x2D95FC5B), ('P4rIngress.values_v0000.hi', 0x537D9511)], 2316)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x51BFA738), ('P4rIngress.values_v0001.hi', 0x469927A8)], 2316)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x33921507), ('P4rIngress.values_v0010.hi', 0x78ADB49B)], 2316)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x44DC82AD), ('P4rIngress.values_v0011.hi', 0x33DD41E6)], 2316)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7A1BAC38), ('P4rIngress.values_v0100.hi', 0xB6C5F34D)], 2316)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x55AB74B7), ('P4rIngress.values_v0101.hi', 0x762EBAB6)], 2316)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x46893E4A), ('P4rIngress.values_v0110.hi', 0x713612D5)], 2316)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3CBAC6A2), ('P4rIngress.values_v0111.hi', 0x9C61359F)], 2316)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x33784F95), ('P4rIngress.values_v1000.hi', 0xBF305767)], 2316)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xDFB3BEC6), ('P4rIngress.values_v1001.hi', 0xDC29A29E)], 2316)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x78F2BF7A), ('P4rIngress.values_v1010.hi', 0xB98B1869)], 2316)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x8B8E5591), ('P4rIngress.values_v1011.hi', 0x54572CB5)], 2316)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x47C00D7E), ('P4rIngress.values_v1100.hi', 0x6E67696F)], 2316)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2067214A), ('P4rIngress.values_v1101.hi', 0x55A44225)], 2316)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x8FBD8072), ('P4rIngress.values_v1110.hi', 0xEBC9575F)], 2316)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6388EB29), ('P4rIngress.values_v1111.hi', 0x9A0F7B0C)], 2316)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x71B4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000553),
                gc.DataTuple('slot_count', 0x00001357),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF759151D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xEAE38E65),
                gc.KeyTuple('src_port', 0x3B3C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x71B4),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0316),
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
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEA\xE3\x8E\x65\x00\x00\x00\x00\x3B\x3C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x71\xB4\x00\x10\xF7\x59\x15\x1D\x03\xB9\x06\x88\x78\xC0\x00\x00\x00\x20\x00\x00\x66\xDF\x96\xD4\x75\xFD\x30\xF4\x64\x9C\xD7\x6F\x76\x2D\xF3\x8A\x51\x75\xED\xF5\x4A\xAD\xE0\x96\x6E\x4B\xD2\x66\xD1\xC9\x7B\x53\x2A\x57\x9F\x9D\xA4\xF4\xB7\x51\x8D\xAC\x10\xCC\x42\x49\x81\xBB\x62\x1C\x3F\x78\xB7\xA5\x38\x73\x50\xEB\xDE\xB9\x59\xBD\x1D\x74\x73\x2C\x7A\xB5\xA3\x39\x5C\x96\x5A\xE8\xFE\x66\x63\xB9\xD4\x65\x5B\xDB\x6C\xCB\x33\xDD\x12\xB1\xE6\x8B\x54\x78\x4D\xEA\x8E\xF7\x75\xA6\xBC\x94\xB9\xAE\x68\xC3\x7C\xC4\x6D\x0A\x2D\x74\xD8\xCE\x6F\x96\xBD\xE6\x64\xCB\x76\xD1\x58\x99\x29\x23\xA6\xC9\x19\xAC\x13\xE1\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEA\xE3\x8E\x65\xBE\xEF\x3B\x3C\x00\xA0\x00\x00\x50\x34\x02\x82\x71\xB4\x00\x10\xF7\x59\x15\x1D\x03\xB9\x00\x88\x78\xC0\x00\x00\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x75\xFD\x30\xF4\x7F\xFF\xFF\xFF\x76\x2D\xF3\x8A\x7F\xFF\xFF\xFF\x4A\xAD\xE0\x96\x7F\xFF\xFF\xFF\xD1\xC9\x7B\x53\x7F\xFF\xFF\xFF\xA4\xF4\xB7\x51\xE3\x57\x85\x83\x42\x49\x81\xBB\x7F\xFF\xFF\xFF\xB7\xA5\x38\x73\x7F\xFF\xFF\xFF\x59\xBD\x1D\x74\x7F\xFF\xFF\xFF\xA3\x39\x5C\x96\x3A\x9C\xBD\x2C\x63\xB9\xD4\x65\x7F\xFF\xFF\xFF\x33\xDD\x12\xB1\x80\x00\x00\x00\x4D\xEA\x8E\xF7\x7F\xFF\xFF\xFF\xB9\xAE\x68\xC3\x7F\xFF\xFF\xFF\x2D\x74\xD8\xCE\xFF\x54\x3E\x58\x64\xCB\x76\xD1\x7F\xFF\xFF\xFF\xA6\xC9\x19\xAC\x13\xE1\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD240EDFA), ('P4rIngress.bitmap_seq.seq', 0x6D6E3300)], 6579)
        self.setRegisterValue('P4rIngress.rounds', 0x6D6E3300, 6579)
        self.setRegisterValue('P4rIngress.count', 0x1D, 6579)
        self.setRegisterValue('P4rIngress.exponent', 0xBC, 6579)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6579)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x86B61D8E), ('P4rIngress.values_v0000.hi', 0x8B4A1A29)], 6579)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7B3FBBB3), ('P4rIngress.values_v0001.hi', 0x5085C915)], 6579)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x1DE73FA7), ('P4rIngress.values_v0010.hi', 0x677A8C15)], 6579)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB251303A), ('P4rIngress.values_v0011.hi', 0x38B32F3B)], 6579)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x56F4F7A5), ('P4rIngress.values_v0100.hi', 0x43176909)], 6579)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x36CDA2EF), ('P4rIngress.values_v0101.hi', 0x6D8FF655)], 6579)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x862BDFB9), ('P4rIngress.values_v0110.hi', 0xAB45D98E)], 6579)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x27DBD32E), ('P4rIngress.values_v0111.hi', 0xADC0F168)], 6579)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x3928AF3A), ('P4rIngress.values_v1000.hi', 0x635723FE)], 6579)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6B09D757), ('P4rIngress.values_v1001.hi', 0xCEDF5754)], 6579)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6359F74E), ('P4rIngress.values_v1010.hi', 0x64333432)], 6579)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xBDD515F3), ('P4rIngress.values_v1011.hi', 0x36A7966F)], 6579)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5CE6DF39), ('P4rIngress.values_v1100.hi', 0x0C8934BC)], 6579)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xCC4DAF55), ('P4rIngress.values_v1101.hi', 0x44BEC8E6)], 6579)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA8946C5C), ('P4rIngress.values_v1110.hi', 0x8CDDE96B)], 6579)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x1E37C763), ('P4rIngress.values_v1111.hi', 0x5DA70CF8)], 6579)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3584),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001FD),
                gc.DataTuple('slot_count', 0x00001D10),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7BC460B2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x6366C684),
                gc.KeyTuple('src_port', 0x1892),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3584),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x032C),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x66\xC6\x84\x00\x00\x00\x00\x18\x92\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x35\x84\x00\x10\x7B\xC4\x60\xB2\x17\xB6\x02\xF9\x6D\x6E\x33\x00\x00\x20\x00\x00\x89\xDB\x41\x94\xDB\x74\x30\x1B\x7A\x26\xF1\x9B\x5E\xCF\xE9\x15\x64\x7F\x65\x19\x71\x42\xD8\x22\xBD\x0F\x44\x2E\x51\x64\x9F\x7B\x97\xD2\xA6\x6B\x49\x18\xCD\x03\xCE\xF1\x62\x3B\x73\xC8\x9D\x71\xAA\x98\x4A\x2B\xA9\x74\x4C\xD5\x1D\x13\xF7\xF7\xA4\x16\xFC\x76\x5B\x99\xAA\xF0\x79\x23\xB8\x98\x3B\x27\x7E\x57\xF6\xAC\x00\xF7\x4C\xCD\x0C\x9C\x4E\xB0\xB4\x63\x1B\xF5\xED\xAF\x1E\xD7\x70\x5C\x78\xD5\x7B\x61\x00\x00\x00\x00\x94\xC7\x36\x99\x6E\xAE\x60\x1D\xAC\x67\x6E\xCA\xB4\x4C\x21\x41\x7B\x4A\x3F\x7F\x79\x74\xB4\x4B\xCE\xAF\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x63\x66\xC6\x84\xBE\xEF\x18\x92\x00\xA0\x00\x00\x50\x34\x02\x82\x35\x84\x00\x10\x7B\xC4\x60\xB2\x17\xB6\x00\xF9\x6D\x6E\x33\x00\x00\x20\x00\x1E\x80\x00\x00\x00\xDB\x74\x30\x1B\x7F\xFF\xFF\xFF\x5E\xCF\xE9\x15\x7F\xFF\xFF\xFF\x71\x42\xD8\x22\x80\x00\x00\x00\x51\x64\x9F\x7B\xEE\xC7\x9E\x10\x49\x18\xCD\x03\x05\xBF\x05\x2A\x73\xC8\x9D\x71\x80\x00\x00\x00\xA9\x74\x4C\xD5\x44\xEF\xCB\x25\xA4\x16\xFC\x76\x7F\xFF\xFF\xFF\x79\x23\xB8\x98\x7F\xFF\xFF\xFF\xF6\xAC\x00\xF7\x7F\xFF\xFF\xFF\x4E\xB0\xB4\x63\xD9\xCB\x03\xA2\x1E\xD7\x70\x5C\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x80\x00\x00\x00\x6E\xAE\x60\x1D\x80\x00\x00\x00\xB4\x4C\x21\x41\x7F\xFF\xFF\xFF\x79\x74\xB4\x4B\xCE\xAF\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC16C6B70), ('P4rIngress.bitmap_seq.seq', 0x02BF8851)], 4863)
        self.setRegisterValue('P4rIngress.rounds', 0x02BF8851, 4863)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4863)
        self.setRegisterValue('P4rIngress.exponent', 0x66, 4863)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4863)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA8BAE9F5), ('P4rIngress.values_v0000.hi', 0x9DA5DF10)], 4863)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4B9DA149), ('P4rIngress.values_v0001.hi', 0x5AAFACA9)], 4863)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5F48D579), ('P4rIngress.values_v0010.hi', 0x6AAEAF78)], 4863)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xDEBBFF8E), ('P4rIngress.values_v0011.hi', 0x692AA727)], 4863)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xD524C319), ('P4rIngress.values_v0100.hi', 0x31B9A0EB)], 4863)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xF8F46FD9), ('P4rIngress.values_v0101.hi', 0x0B4EB6A3)], 4863)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBD9A851A), ('P4rIngress.values_v0110.hi', 0xA2F6C654)], 4863)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x0AF933BB), ('P4rIngress.values_v0111.hi', 0xACE9C77B)], 4863)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x39331189), ('P4rIngress.values_v1000.hi', 0x2ADD685C)], 4863)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x368B7A2C), ('P4rIngress.values_v1001.hi', 0xDFD9B493)], 4863)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xBDB84A5B), ('P4rIngress.values_v1010.hi', 0x1D6310EB)], 4863)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x1BF4B93D), ('P4rIngress.values_v1011.hi', 0x77ACAAB3)], 4863)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x43088C7C), ('P4rIngress.values_v1100.hi', 0x499DA132)], 4863)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x84AA8A47), ('P4rIngress.values_v1101.hi', 0x541B1B5F)], 4863)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x954059B1), ('P4rIngress.values_v1110.hi', 0x00000000)], 4863)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x0FDCE23B), ('P4rIngress.values_v1111.hi', 0xF574E814)], 4863)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1A11),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AFF),
                gc.DataTuple('slot_count', 0x0000127A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x47FB60C6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0xF7DB42AF),
                gc.KeyTuple('src_port', 0x4877),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1A11),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x031A),
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
        ig_port = 40
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF7\xDB\x42\xAF\x00\x00\x00\x00\x48\x77\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1A\x11\x00\x10\x47\xFB\x60\xC6\x08\x00\x02\x8F\x02\xBF\x88\x51\x00\x20\x00\x00\xA8\x21\x6B\xCB\xCD\xF2\x9A\xF7\x4D\x8C\xEB\x47\x53\x5B\x1D\x39\x49\x0D\xD7\x2C\x3A\xA5\xAF\xF7\x90\xF1\x70\xD5\x29\xB9\xB2\xAB\xDE\xB3\xA2\x9C\x74\xDF\x3F\x1B\xF1\x3D\x66\x35\x7A\x95\xD6\x97\x99\x91\xDF\x07\xBE\x38\x52\x1E\x13\x97\x60\x61\x86\x1D\x52\xBC\x64\xFA\xD2\x27\x66\x5D\x4C\x58\x70\xF0\x20\xC8\x89\xEB\x9E\xF9\x96\x31\xA7\x77\x78\xAF\xA7\x6C\x2E\xA4\x7C\xAC\x69\xC4\xA7\x48\x69\x55\xEE\xAF\x6A\x71\x7B\xB2\x82\xE6\x2F\xDD\x55\x07\xF2\xFB\xD9\x88\x44\x11\xF7\xA8\xF9\x05\xEF\x5B\x2F\xBD\x81\xF2\xD3\x37\x76\x4F\xFE\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF7\xDB\x42\xAF\xBE\xEF\x48\x77\x00\xA0\x00\x00\x50\x34\x02\x82\x1A\x11\x00\x10\x47\xFB\x60\xC6\x08\x00\x00\x8F\x02\xBF\x88\x51\x00\x20\x00\x20\x80\x00\x00\x00\xCD\xF2\x9A\xF7\x7F\xFF\xFF\xFF\x53\x5B\x1D\x39\x7F\xFF\xFF\xFF\x3A\xA5\xAF\xF7\x80\x00\x00\x00\x29\xB9\xB2\xAB\xB3\xD8\x65\xB5\x74\xDF\x3F\x1B\xEA\x31\xD6\x0E\x7A\x95\xD6\x97\x80\x00\x00\x00\xBE\x38\x52\x1E\x1E\x90\x94\x1C\x86\x1D\x52\xBC\x7F\xFF\xFF\xFF\x66\x5D\x4C\x58\x7F\xFF\xFF\xFF\x89\xEB\x9E\xF9\x80\x00\x00\x00\x78\xAF\xA7\x6C\x4A\x99\x35\xE9\x69\xC4\xA7\x48\x7F\xFF\xFF\xFF\x6A\x71\x7B\xB2\x80\x00\x00\x00\x55\x07\xF2\xFB\x80\x00\x00\x00\xF7\xA8\xF9\x05\xFF\x38\x11\xF8\x81\xF2\xD3\x37\x76\x4F\xFE\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA6E64303), ('P4rIngress.bitmap_seq.seq', 0xA0000000)], 2530)
        self.setRegisterValue('P4rIngress.rounds', 0xA0000000, 2530)
        self.setRegisterValue('P4rIngress.count', 0x1F, 2530)
        self.setRegisterValue('P4rIngress.exponent', 0x7C, 2530)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2530)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7CF54F2B), ('P4rIngress.values_v0000.hi', 0x62C3489D)], 2530)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2D33DA64), ('P4rIngress.values_v0001.hi', 0x6B17EDC6)], 2530)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7E799F49), ('P4rIngress.values_v0010.hi', 0x596563AB)], 2530)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x78AC16B7), ('P4rIngress.values_v0011.hi', 0xA4E77B94)], 2530)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x3537DA7A), ('P4rIngress.values_v0100.hi', 0xCBE8AB31)], 2530)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xD17C1B25), ('P4rIngress.values_v0101.hi', 0x275D0AE3)], 2530)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5926FB27), ('P4rIngress.values_v0110.hi', 0xDCADB8D0)], 2530)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7FD291BB), ('P4rIngress.values_v0111.hi', 0xD8FEE4D9)], 2530)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x0ED5256E), ('P4rIngress.values_v1000.hi', 0x20C4474F)], 2530)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xBF6F7977), ('P4rIngress.values_v1001.hi', 0xBEC96AE2)], 2530)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x475678F7), ('P4rIngress.values_v1010.hi', 0x59B6295C)], 2530)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xDD6ECF8D), ('P4rIngress.values_v1011.hi', 0xE4FD18F7)], 2530)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xE519F093), ('P4rIngress.values_v1100.hi', 0x9B33245F)], 2530)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xAD863704), ('P4rIngress.values_v1101.hi', 0x4EF998F5)], 2530)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x42D90738), ('P4rIngress.values_v1110.hi', 0x537370DA)], 2530)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA4A53D72), ('P4rIngress.values_v1111.hi', 0x6D80184B)], 2530)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5B30),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000D7),
                gc.DataTuple('slot_count', 0x00001DDC),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8BB0850F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xE11DC759),
                gc.KeyTuple('src_port', 0x622B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5B30),
                gc.DataTuple('rank', 0x0010),
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

    def sendPacket(self):
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE1\x1D\xC7\x59\x00\x00\x00\x00\x62\x2B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5B\x30\x00\x10\x8B\xB0\x85\x0F\x09\x0B\x02\xEA\xA0\x00\x00\x00\x00\x20\x00\x00\x1F\xFB\x5B\xC1\x42\xE2\xEB\x7C\x68\xE9\xC7\x7C\x15\x97\x94\x78\x7E\x33\xAC\x75\x4B\x2D\x36\xB9\x36\xC4\xF5\x38\x6F\x6C\x21\xB2\x70\x94\x1D\x31\x97\x05\x72\x32\x1D\x8D\xCB\x47\x75\x83\x4C\xE4\x6F\x38\x33\x43\x15\x75\x29\x50\x4F\x47\x5E\x4E\xB1\xFE\xAE\x42\x8D\x93\x6D\x3A\x7D\x5C\xC7\x55\x6C\x2F\x1B\x63\x8E\xE6\xBA\xF5\xB8\xBF\x2A\xA1\x3B\x90\x6B\x38\x9C\xB8\x47\xDE\x86\x35\x02\x75\x85\x5A\x37\x71\x8B\x10\xAD\x59\x4A\x97\x94\x74\xEA\x0F\x9B\x3A\x56\x5F\x12\x61\x56\x4B\x61\x8D\x95\xB7\xA5\x47\x64\xBF\xC3\xD9\xE8\x00\xAE\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE1\x1D\xC7\x59\xBE\xEF\x62\x2B\x00\xA0\x00\x00\x50\x34\x02\x82\x5B\x30\x00\x10\x8B\xB0\x85\x0F\x09\x0B\x00\xEA\xA0\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x42\xE2\xEB\x7C\x7F\xFF\xFF\xFF\x15\x97\x94\x78\x7F\xFF\xFF\xFF\x4B\x2D\x36\xB9\x7F\xFF\xFF\xFF\x6F\x6C\x21\xB2\x7F\xFF\xFF\xFF\x97\x05\x72\x32\xEF\x09\xE6\x6C\x75\x83\x4C\xE4\x7F\xFF\xFF\xFF\x15\x75\x29\x50\x7F\xFF\xFF\xFF\xB1\xFE\xAE\x42\x9C\x68\x92\xA8\x7D\x5C\xC7\x55\x2B\x9E\x94\xDA\x8E\xE6\xBA\xF5\x00\x15\xA3\x98\x3B\x90\x6B\x38\x80\x00\x00\x00\x86\x35\x02\x75\x80\x00\x00\x00\x8B\x10\xAD\x59\xF8\x1D\xCB\x78\xEA\x0F\x9B\x3A\x7F\xFF\xFF\xFF\x56\x4B\x61\x8D\x80\x00\x00\x00\x64\xBF\xC3\xD9\xE8\x00\xAE\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x173CC49A), ('P4rIngress.bitmap_seq.seq', 0x9F22E930)], 5286)
        self.setRegisterValue('P4rIngress.rounds', 0x9F22E930, 5286)
        self.setRegisterValue('P4rIngress.count', 0x0A, 5286)
        self.setRegisterValue('P4rIngress.exponent', 0xB6, 5286)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5286)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9667DAEC), ('P4rIngress.values_v0000.hi', 0x8DB68D73)], 5286)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5F3AADFB), ('P4rIngress.values_v0001.hi', 0xCED921AD)], 5286)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xC0752CE5), ('P4rIngress.values_v0010.hi', 0x11B5D048)], 5286)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x71F4F5C3), ('P4rIngress.values_v0011.hi', 0x522A508E)], 5286)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x65F82DFB), ('P4rIngress.values_v0100.hi', 0xB757DB2B)], 5286)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x51AFCDD3), ('P4rIngress.values_v0101.hi', 0x77EE86B5)], 5286)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x88568F21), ('P4rIngress.values_v0110.hi', 0x373AB5A3)], 5286)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x2E40C000), ('P4rIngress.values_v0111.hi', 0x46C75769)], 5286)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7B6F048B), ('P4rIngress.values_v1000.hi', 0x1B22F3C3)], 5286)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB9BC5BCE), ('P4rIngress.values_v1001.hi', 0xF6CD3935)], 5286)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4270ABDF), ('P4rIngress.values_v1010.hi', 0x437DA651)], 5286)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x76772076), ('P4rIngress.values_v1011.hi', 0x44F1A949)], 5286)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xA6B3F6AB), ('P4rIngress.values_v1100.hi', 0x659793D5)], 5286)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x69CEC8A3), ('P4rIngress.values_v1101.hi', 0x00000000)], 5286)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6BDA0B13), ('P4rIngress.values_v1110.hi', 0x57EC8674)], 5286)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB510A24F), ('P4rIngress.values_v1111.hi', 0xED576D27)], 5286)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0990),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AE8),
                gc.DataTuple('slot_count', 0x0000117F),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0ACFCAC8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x4ED57CAA),
                gc.KeyTuple('src_port', 0xC1E5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0990),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0353),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4E\xD5\x7C\xAA\x00\x00\x00\x00\xC1\xE5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x09\x90\x00\x10\x0A\xCF\xCA\xC8\x09\xBE\x06\x45\x9F\x22\xE9\x30\x00\x20\x00\x00\xDE\xE8\x46\xAA\x58\xB4\xEC\xE9\x41\x1C\xFA\x8B\xA6\x68\x71\x31\xAF\xE7\x59\xCD\x25\x95\x5F\xA2\x20\xD9\xB4\xCD\x3E\x95\x5B\xD1\x33\x17\xCD\xD9\xA9\xF4\x5B\x07\x67\x8D\x34\x3B\x21\xF8\xFB\x6A\x81\x17\x2B\xB3\x16\x7B\x55\xAE\xD1\xBF\x40\x00\x69\x62\x38\x73\x61\x2B\xBD\xCD\x6B\x2C\x39\x6B\xA3\x21\x9B\xCE\x3E\x5D\x5B\x4F\x48\x1C\xA6\xB3\x67\x31\x04\x97\x34\x6A\xBE\x7D\x55\xBB\xB5\x61\x7C\x9A\xC6\x61\xD5\x15\x95\xF7\x2B\x18\xC3\xD7\x00\x00\x00\x00\x23\x8B\x78\x13\x50\xA0\xE0\x08\x97\xF0\xE2\x4D\xEE\x05\xA5\x53\x27\x6B\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4E\xD5\x7C\xAA\xBE\xEF\xC1\xE5\x00\xA0\x00\x00\x50\x34\x02\x82\x09\x90\x00\x10\x0A\xCF\xCA\xC8\x09\xBE\x00\x45\x9F\x22\xE9\x30\x00\x20\x00\x0B\x80\x00\x00\x00\x58\xB4\xEC\xE9\x7F\xFF\xFF\xFF\xA6\x68\x71\x31\x80\x00\x00\x00\x25\x95\x5F\xA2\x7F\xFF\xFF\xFF\x3E\x95\x5B\xD1\x7F\xFF\xFF\xFF\xA9\xF4\x5B\x07\x7F\xFF\xFF\xFF\x21\xF8\xFB\x6A\x80\x00\x00\x00\x16\x7B\x55\xAE\x00\x00\x00\x00\x69\x62\x38\x73\x7F\xFF\xFF\xFF\x6B\x2C\x39\x6B\x80\x00\x00\x00\x3E\x5D\x5B\x4F\x7F\xFF\xFF\xFF\x67\x31\x04\x97\x7F\xFF\xFF\xFF\x55\xBB\xB5\x61\x23\x4E\xBD\x0C\xD5\x15\x95\xF7\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x50\xA0\xE0\x08\x80\x00\x00\x00\xEE\x05\xA5\x53\x27\x6B\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1EC6BA9D), ('P4rIngress.bitmap_seq.seq', 0x256EDA2C)], 289)
        self.setRegisterValue('P4rIngress.rounds', 0x256EDA2C, 289)
        self.setRegisterValue('P4rIngress.count', 0x04, 289)
        self.setRegisterValue('P4rIngress.exponent', 0xCA, 289)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 289)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8B0B9488), ('P4rIngress.values_v0000.hi', 0xB7736A41)], 289)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4DB6513C), ('P4rIngress.values_v0001.hi', 0x7F0E3567)], 289)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7B96EADC), ('P4rIngress.values_v0010.hi', 0x478714E8)], 289)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9F22D62C), ('P4rIngress.values_v0011.hi', 0x6DC6F675)], 289)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xA1C1D944), ('P4rIngress.values_v0100.hi', 0x421914BA)], 289)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xF24D2595), ('P4rIngress.values_v0101.hi', 0x4CB6574D)], 289)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9D8FFF65), ('P4rIngress.values_v0110.hi', 0x8FE516E2)], 289)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6DF34D7B), ('P4rIngress.values_v0111.hi', 0xB4AE9E90)], 289)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x75B20546), ('P4rIngress.values_v1000.hi', 0x6EC755DC)], 289)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x2E24AE88), ('P4rIngress.values_v1001.hi', 0xE3AF79DD)], 289)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x831A94AF), ('P4rIngress.values_v1010.hi', 0x66A488B5)], 289)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x563092C9), ('P4rIngress.values_v1011.hi', 0x86B339ED)], 289)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5FC8816D), ('P4rIngress.values_v1100.hi', 0x5DCE863B)], 289)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2C671A99), ('P4rIngress.values_v1101.hi', 0x5CC67C1B)], 289)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xBFDC67BA), ('P4rIngress.values_v1110.hi', 0x2C76FA7B)], 289)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x09078DAE), ('P4rIngress.values_v1111.hi', 0xAC79ADEA)], 289)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB9C5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000121),
                gc.DataTuple('slot_count', 0x00000ABB),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x92E4AE0F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x85765256),
                gc.KeyTuple('src_port', 0x97C0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB9C5),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0034),
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
        ig_port = 17
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x85\x76\x52\x56\x00\x00\x00\x00\x97\xC0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB9\xC5\x00\x10\x92\xE4\xAE\x0F\x00\x00\x00\xF5\x25\x6E\xDA\x2C\x00\x20\x00\x00\x88\xB7\x16\x77\xB8\xCB\x32\xF3\x51\xD6\xCC\x9A\x04\xE7\x72\x25\x5B\x92\x63\x86\x4E\x4A\x7D\xC5\xCA\x2E\xF6\x2F\x64\xB0\x05\x55\x1E\x7F\x5F\x57\x6A\xE9\x29\x54\xA5\x99\xDC\xFB\x63\x95\x9E\x04\x9D\xD1\xA9\x39\xD5\x65\xB6\x5D\xCC\x26\xE4\x41\xA6\x8B\xAD\xBB\x41\xEB\x55\x62\x6F\x6E\x17\x55\x62\xAF\xED\xCD\x9A\x32\x99\xD9\x8E\xA8\x8D\x70\xF4\x35\xEA\x53\x62\xFA\xB6\x0B\x94\x65\xAA\xEA\xC6\xAD\x2E\x6D\x25\xFB\x34\x1B\x2D\x5D\x2E\xB5\x68\xA6\x23\xFB\x01\xF8\x7C\x3B\x2E\x3E\x81\xC1\x00\x00\x00\x00\xA6\x6B\x95\x27\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x85\x76\x52\x56\xBE\xEF\x97\xC0\x00\xA0\x00\x00\x50\x34\x02\x82\xB9\xC5\x00\x10\x92\xE4\xAE\x0F\x00\x00\x00\xF5\x25\x6E\xDA\x2C\x00\x20\x00\x05\x80\x00\x00\x00\xB8\xCB\x32\xF3\x7F\xFF\xFF\xFF\x04\xE7\x72\x25\x7F\xFF\xFF\xFF\x4E\x4A\x7D\xC5\x80\x00\x00\x00\x64\xB0\x05\x55\xC0\x41\x38\x9B\x6A\xE9\x29\x54\x97\xE7\x02\x90\x63\x95\x9E\x04\x80\x00\x00\x00\xD5\x65\xB6\x5D\x3A\x1A\x31\xBC\xA6\x8B\xAD\xBB\x7F\xFF\xFF\xFF\x6F\x6E\x17\x55\x7F\xFF\xFF\xFF\x9A\x32\x99\xD9\x80\x00\x00\x00\xF4\x35\xEA\x53\x7F\xFF\xFF\xFF\x94\x65\xAA\xEA\x26\x75\xAF\xDA\x25\xFB\x34\x1B\x59\xC4\x49\x4E\x68\xA6\x23\xFB\xC1\xD4\xE3\xF5\x2E\x3E\x81\xC1\x09\x07\x8D\xAE\xA6\x6B\x95\x27\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEE4A6867), ('P4rIngress.bitmap_seq.seq', 0x76A00000)], 3007)
        self.setRegisterValue('P4rIngress.rounds', 0x76A00000, 3007)
        self.setRegisterValue('P4rIngress.count', 0x0B, 3007)
        self.setRegisterValue('P4rIngress.exponent', 0x18, 3007)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3007)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA4CC6566), ('P4rIngress.values_v0000.hi', 0xB7A07901)], 3007)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x51F906A7), ('P4rIngress.values_v0001.hi', 0x4CC76E45)], 3007)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7D3C8B22), ('P4rIngress.values_v0010.hi', 0x7266C014)], 3007)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x98CAACAF), ('P4rIngress.values_v0011.hi', 0x64D62AF6)], 3007)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xD8CCD5EB), ('P4rIngress.values_v0100.hi', 0x756DD248)], 3007)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7B4867EF), ('P4rIngress.values_v0101.hi', 0x57CEAA2D)], 3007)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xAF8966E1), ('P4rIngress.values_v0110.hi', 0xE62CA720)], 3007)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x18FCFECF), ('P4rIngress.values_v0111.hi', 0x9F44ECAE)], 3007)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4A12F114), ('P4rIngress.values_v1000.hi', 0x230FDC2C)], 3007)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x65C2C9C3), ('P4rIngress.values_v1001.hi', 0xE3819B26)], 3007)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xD53C28B4), ('P4rIngress.values_v1010.hi', 0x7DBBCF5F)], 3007)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x68E30B9A), ('P4rIngress.values_v1011.hi', 0x7939795B)], 3007)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x96A23D4A), ('P4rIngress.values_v1100.hi', 0x7BBF1B25)], 3007)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x1E2F1176), ('P4rIngress.values_v1101.hi', 0x4DE95849)], 3007)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA66E2A3C), ('P4rIngress.values_v1110.hi', 0x5DF2374B)], 3007)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xD6AD34C4), ('P4rIngress.values_v1111.hi', 0x60D5315D)], 3007)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC234),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000062),
                gc.DataTuple('slot_count', 0x0000181D),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3D7ACC7F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0x7C88ABEB),
                gc.KeyTuple('src_port', 0x58F8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC234),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x001D),
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
        ig_port = 41
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7C\x88\xAB\xEB\x00\x00\x00\x00\x58\xF8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC2\x34\x00\x10\x3D\x7A\xCC\x7F\x0B\x5D\x00\xB7\x76\xA0\x00\x00\x00\x20\x00\x00\x88\xE6\x67\x8E\xAA\x84\x7B\x5B\x42\x83\xAA\xDB\x52\x8A\xC4\x45\x42\xEC\x9C\xF1\x7B\x49\x79\x8E\x9F\xDE\x50\x82\x7C\xE5\x2E\xB7\x4F\xF7\x54\x79\x34\x33\xD8\x6E\x93\x6D\xEB\x5E\x30\xE7\x2E\x66\xB1\x0E\xF6\x33\x93\x14\xF3\x3B\x3B\x46\x72\xF9\x85\x1A\xE6\xB4\x48\xFA\x73\xAF\x65\xC8\x4A\x25\x2D\xF6\xC3\xA5\x23\xBC\x6E\xA8\x83\xD2\x67\x93\x87\xB6\x12\xDB\x48\x7A\x7F\xCD\x37\x58\x6A\xDC\x8F\x9F\x7B\xC6\x7A\x36\x9C\xE7\x91\x6D\xD3\x49\x76\xFE\xCD\xDF\x31\x27\xAC\x85\xD1\x09\x32\xF1\x8E\x9A\x68\x87\x6E\x51\x05\x97\x3B\x6A\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23\xBD\xF1\x5E\x3D\x7F\x79\x68\xCE\xAE\xE4\x48\xDD\xE8\x7C\xA9\x11\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7C\x88\xAB\xEB\xBE\xEF\x58\xF8\x00\xA0\x00\x00\x50\x34\x02\x82\xC2\x34\x00\x10\x3D\x7A\xCC\x7F\x0B\x5D\x00\xB7\x76\xA0\x00\x00\x00\x20\x00\x0C\x80\x00\x00\x00\xAA\x84\x7B\x5B\x7F\xFF\xFF\xFF\x52\x8A\xC4\x45\x7F\xFF\xFF\xFF\x7B\x49\x79\x8E\x80\x00\x00\x00\x7C\xE5\x2E\xB7\x28\xC4\x2A\x64\x34\x33\xD8\x6E\x0E\xB6\x53\x4D\x30\xE7\x2E\x66\x80\x00\x00\x00\x93\x14\xF3\x3B\x54\x43\x71\xC8\x85\x1A\xE6\xB4\x7F\xFF\xFF\xFF\x65\xC8\x4A\x25\x7F\xFF\xFF\xFF\x23\xBC\x6E\xA8\x80\x00\x00\x00\x87\xB6\x12\xDB\x7F\xFF\xFF\xFF\x37\x58\x6A\xDC\x80\x00\x00\x00\x7A\x36\x9C\xE7\xAF\x9C\xE4\xBF\x76\xFE\xCD\xDF\xD7\x95\xD6\xC1\xD1\x09\x32\xF1\x80\x00\x00\x00\x6E\x51\x05\x97\x3B\x6A\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23\xBD\xF1\x5E\x3D\x7F\x79\x68\xCE\xAE\xE4\x48\xDD\xE8\x7C\xA9\x11\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5508A1E3), ('P4rIngress.bitmap_seq.seq', 0x84E4FAF3)], 5533)
        self.setRegisterValue('P4rIngress.rounds', 0x84E4FAF3, 5533)
        self.setRegisterValue('P4rIngress.count', 0x1D, 5533)
        self.setRegisterValue('P4rIngress.exponent', 0x1E, 5533)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5533)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA0FB8B95), ('P4rIngress.values_v0000.hi', 0xBDD439E0)], 5533)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7C811091), ('P4rIngress.values_v0001.hi', 0x6D7A2BDD)], 5533)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x62583FDC), ('P4rIngress.values_v0010.hi', 0x34767561)], 5533)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x65FEBC6D), ('P4rIngress.values_v0011.hi', 0x5D764E27)], 5533)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x65D1917F), ('P4rIngress.values_v0100.hi', 0x4E32A731)], 5533)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x2ED2668F), ('P4rIngress.values_v0101.hi', 0x71884DB7)], 5533)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x3559F9A0), ('P4rIngress.values_v0110.hi', 0x2AE5EAEA)], 5533)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x2C7B2DAA), ('P4rIngress.values_v0111.hi', 0xFC8D58B7)], 5533)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x1D762EAF), ('P4rIngress.values_v1000.hi', 0x6B58CD36)], 5533)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6CACE4D5), ('P4rIngress.values_v1001.hi', 0xAB2A07BD)], 5533)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xAE0ECDFC), ('P4rIngress.values_v1010.hi', 0x4FF19594)], 5533)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x693EF993), ('P4rIngress.values_v1011.hi', 0x5A9AD273)], 5533)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x470BD59B), ('P4rIngress.values_v1100.hi', 0x72DA7646)], 5533)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x888BF188), ('P4rIngress.values_v1101.hi', 0x566C8965)], 5533)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x44509E90), ('P4rIngress.values_v1110.hi', 0x6DCDB42A)], 5533)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x73ACA77C), ('P4rIngress.values_v1111.hi', 0xEE279B53)], 5533)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD968),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E1E),
                gc.DataTuple('slot_count', 0x00000A14),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC90D7B62),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x006897E6),
                gc.KeyTuple('src_port', 0xEA95),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD968),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x030F),
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
        ig_port = 36
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x68\x97\xE6\x00\x00\x00\x00\xEA\x95\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD9\x68\x00\x10\xC9\x0D\x7B\x62\x07\x7F\x04\x71\x84\xE4\xFA\xF3\x00\x20\x00\x00\xA8\x1A\x5A\xF9\xBD\x9D\x44\x21\x2A\xDD\x7C\x7A\x6D\x3A\x3B\xD5\x7A\x55\xF8\x31\x3E\xAB\x14\xFB\x63\x20\x0B\xE0\x36\x02\x78\xFC\x5D\xB7\xB3\x73\x4B\x4D\xF6\xB3\x67\x55\xFD\x27\x52\x6E\xE2\xD9\x6C\x5C\x7E\xCD\xAA\xDC\x2D\xAA\x0B\x45\x6D\x3D\x43\xF5\xD7\x14\x1E\x6E\xF6\x6B\x4A\x50\x8E\x26\x54\xB4\xDD\xB7\x86\x1B\x1B\x49\x3B\x29\x5F\x3E\x67\xA8\x4E\x35\x45\xE6\xFD\x8E\x63\xA7\x9B\xE9\x72\x57\xD2\x49\x3C\xBA\xE6\xFB\xEE\xB9\xE8\x60\x65\xD9\x2B\x04\x64\xC7\x0C\x93\x1B\x7F\x0D\x5E\x5E\xC6\xD4\x70\xEE\xA2\xFB\xE9\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x00\x68\x97\xE6\xBE\xEF\xEA\x95\x00\xA0\x00\x00\x50\x34\x02\x82\xD9\x68\x00\x10\xC9\x0D\x7B\x62\x07\x7F\x00\x71\x84\xE4\xFA\xF3\x00\x20\x00\x1E\x80\x00\x00\x00\xBD\x9D\x44\x21\x7F\xFF\xFF\xFF\x6D\x3A\x3B\xD5\x7F\xFF\xFF\xFF\x3E\xAB\x14\xFB\x7F\xFF\xFF\xFF\x36\x02\x78\xFC\x7F\xFF\xFF\xFF\x4B\x4D\xF6\xB3\x7F\xFF\xFF\xFF\x52\x6E\xE2\xD9\x7F\xFF\xFF\xFF\xAA\xDC\x2D\xAA\x37\xC0\x9A\xE7\x43\xF5\xD7\x14\x3B\xE5\x25\x1A\x4A\x50\x8E\x26\x7F\xFF\xFF\xFF\x86\x1B\x1B\x49\xE9\x38\x2D\x3A\x67\xA8\x4E\x35\x7F\xFF\xFF\xFF\x63\xA7\x9B\xE9\x7F\xFF\xFF\xFF\x3C\xBA\xE6\xFB\x80\x00\x00\x00\x65\xD9\x2B\x04\x7F\xFF\xFF\xFF\x1B\x7F\x0D\x5E\x7F\xFF\xFF\xFF\xEE\xA2\xFB\xE9\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x64F6FDAA), ('P4rIngress.bitmap_seq.seq', 0xA648CAEA)], 3183)
        self.setRegisterValue('P4rIngress.rounds', 0xA648CAEA, 3183)
        self.setRegisterValue('P4rIngress.count', 0x15, 3183)
        self.setRegisterValue('P4rIngress.exponent', 0x12, 3183)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3183)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9939EDD8), ('P4rIngress.values_v0000.hi', 0xAB354CE9)], 3183)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6C4B6D33), ('P4rIngress.values_v0001.hi', 0x4F27FA38)], 3183)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x485ED7DD), ('P4rIngress.values_v0010.hi', 0x73118FF3)], 3183)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xCE886EFD), ('P4rIngress.values_v0011.hi', 0x3982314B)], 3183)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6A559BE9), ('P4rIngress.values_v0100.hi', 0xD5432903)], 3183)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xFD31651F), ('P4rIngress.values_v0101.hi', 0x78FED6E4)], 3183)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC2FD88DB), ('P4rIngress.values_v0110.hi', 0x57A3D023)], 3183)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6A45D9D4), ('P4rIngress.values_v0111.hi', 0xEA3A5736)], 3183)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA2E2C45B), ('P4rIngress.values_v1000.hi', 0x5A380DBD)], 3183)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x25F19332), ('P4rIngress.values_v1001.hi', 0x37D26088)], 3183)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7D283D2E), ('P4rIngress.values_v1010.hi', 0x12D7B8BD)], 3183)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xDFF2BB2C), ('P4rIngress.values_v1011.hi', 0x877DE7D3)], 3183)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x0CD769DD), ('P4rIngress.values_v1100.hi', 0x47559635)], 3183)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x657FF5DE), ('P4rIngress.values_v1101.hi', 0x5BA90B43)], 3183)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6EDF6EA1), ('P4rIngress.values_v1110.hi', 0xB01B9527)], 3183)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB61A5932), ('P4rIngress.values_v1111.hi', 0x4036846D)], 3183)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFA7B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000485),
                gc.DataTuple('slot_count', 0x000016AD),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13FC1798),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x09449FB9),
                gc.KeyTuple('src_port', 0xDF74),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFA7B),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0235),
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
        ig_port = 32
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x09\x44\x9F\xB9\x00\x00\x00\x00\xDF\x74\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFA\x7B\x00\x10\x13\xFC\x17\x98\x07\xEA\x04\x8D\xA6\x48\xCA\xEA\x00\x20\x00\x00\xDF\xC0\x23\xDF\xB3\x12\x79\xFD\x6A\x37\x8C\x0B\x4B\x14\x55\x37\x4D\x74\x03\x5F\x40\x33\x6D\xBB\x82\xB8\xEF\xA1\x60\x88\xDA\xE5\x28\xCD\x54\x79\x12\xEF\x6A\x0B\xAE\xEB\x6B\xB9\x42\x5A\xEC\x52\x46\xF9\xAE\x15\x64\xBD\xD3\xED\x33\x72\xAA\x70\x4F\xCC\xDA\x56\xCF\xE2\x75\x96\x32\xA8\xA3\x26\x70\x9D\x50\x6F\x58\xDA\x41\x9F\x43\x0C\x77\xDB\x76\x5E\xB7\x21\xC1\xB3\xA1\x6F\x8C\x9D\x6B\xF7\x38\x72\x57\xC9\x4B\xA1\x2B\x65\x64\xA6\x32\x3E\x28\x4B\xCB\xC3\x6C\x0F\x6E\x8C\x3D\x65\x8E\xBD\x25\x4A\x75\x2F\x43\x57\x6D\xC6\x3B\x50\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6\xBE\x4E\xD7\x2E\xE8\x98\x2D\xD4\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x09\x44\x9F\xB9\xBE\xEF\xDF\x74\x00\xA0\x00\x00\x50\x34\x02\x82\xFA\x7B\x00\x10\x13\xFC\x17\x98\x07\xEA\x00\x8D\xA6\x48\xCA\xEA\x00\x20\x00\x16\x80\x00\x00\x00\xB3\x12\x79\xFD\x7F\xFF\xFF\xFF\x4B\x14\x55\x37\x7F\xFF\xFF\xFF\x40\x33\x6D\xBB\x80\x00\x00\x00\x60\x88\xDA\xE5\x7F\xFF\xFF\xFF\x12\xEF\x6A\x0B\xAC\x1C\xD0\xD8\x42\x5A\xEC\x52\x09\xF7\x36\xF0\x64\xBD\xD3\xED\x7F\xFF\xFF\xFF\x4F\xCC\xDA\x56\x80\x00\x00\x00\x32\xA8\xA3\x26\x7F\xFF\xFF\xFF\x58\xDA\x41\x9F\x7F\xFF\xFF\xFF\x76\x5E\xB7\x21\xA1\xA6\x5C\x9B\x8C\x9D\x6B\xF7\x45\x49\xC1\xA6\x4B\xA1\x2B\x65\x7F\xFF\xFF\xFF\x28\x4B\xCB\xC3\x7F\xFF\xFF\xFF\x3D\x65\x8E\xBD\xDB\x64\xCE\x61\x43\x57\x6D\xC6\x3B\x50\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6\xBE\x4E\xD7\x2E\xE8\x98\x2D\xD4\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9D56F52D), ('P4rIngress.bitmap_seq.seq', 0xB1400A64)], 2809)
        self.setRegisterValue('P4rIngress.rounds', 0xB1400A64, 2809)
        self.setRegisterValue('P4rIngress.count', 0x14, 2809)
        self.setRegisterValue('P4rIngress.exponent', 0x16, 2809)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2809)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x789C3BE1), ('P4rIngress.values_v0000.hi', 0x5E6CBFF5)], 2809)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6C0668D9), ('P4rIngress.values_v0001.hi', 0x73BB61BB)], 2809)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x659C69D1), ('P4rIngress.values_v0010.hi', 0x69AB5756)], 2809)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x3AA5FBBA), ('P4rIngress.values_v0011.hi', 0x3ED2D649)], 2809)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6CCB0754), ('P4rIngress.values_v0100.hi', 0xC6BDD185)], 2809)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xCD458AA9), ('P4rIngress.values_v0101.hi', 0x34DB988F)], 2809)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9BE4977D), ('P4rIngress.values_v0110.hi', 0x3F66D6AD)], 2809)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6BE7010F), ('P4rIngress.values_v0111.hi', 0x01A53BAB)], 2809)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x46ED77B1), ('P4rIngress.values_v1000.hi', 0x8380B044)], 2809)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x44AEE9E7), ('P4rIngress.values_v1001.hi', 0xA92E7F30)], 2809)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7F7B6F7B), ('P4rIngress.values_v1010.hi', 0x4C26653C)], 2809)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x67A4567A), ('P4rIngress.values_v1011.hi', 0x51686DA8)], 2809)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x9FDA9349), ('P4rIngress.values_v1100.hi', 0x97FC69A7)], 2809)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9C3CF35F), ('P4rIngress.values_v1101.hi', 0x48CA821F)], 2809)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x77258C1E), ('P4rIngress.values_v1110.hi', 0x17CC935D)], 2809)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x9C245972), ('P4rIngress.values_v1111.hi', 0x464CAB26)], 2809)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA21D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ACB),
                gc.DataTuple('slot_count', 0x00000B2D),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x235E365F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0xFC0335C2),
                gc.KeyTuple('src_port', 0x2406),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA21D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0132),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x03\x35\xC2\x00\x00\x00\x00\x24\x06\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA2\x1D\x00\x10\x23\x5E\x36\x5F\x00\x2E\x06\x68\xB1\x40\x0A\x64\x00\x20\x00\x00\x49\x9B\x49\x7A\x6D\x4E\x1B\x95\x4F\x1C\xE1\x2B\x49\xD1\x6C\x89\x6C\x8C\x68\x47\x27\xAA\xD9\xC5\x4F\xB2\x71\xEF\x3A\xC6\x56\xE7\x58\x61\xF6\x7D\x82\x99\xBD\x89\xF2\x28\x9A\xDB\x7E\xEA\xCD\xD6\xB4\x7F\xE2\x86\x07\xD8\xA4\xCD\x8C\x91\xC1\x47\xBC\x63\xA9\x2B\x64\x45\x7C\x9D\xE5\x71\xB1\x4F\xCC\x3A\x29\xB6\x89\xCC\xEF\x90\x2A\x79\x73\x62\x36\x6C\xF7\xA8\x7B\x2D\x4D\x32\x67\x2B\xBC\xE3\xD0\xDC\xFB\x53\x33\x4B\xB9\xCA\xF3\x1E\xFB\x78\x66\xCA\xDF\xB8\x15\x84\x0B\x46\x77\xE7\xD7\xB9\x8A\xCE\x51\x5A\x6B\x4C\xFD\xB4\x60\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFC\x03\x35\xC2\xBE\xEF\x24\x06\x00\xA0\x00\x00\x50\x34\x02\x82\xA2\x1D\x00\x10\x23\x5E\x36\x5F\x00\x2E\x00\x68\xB1\x40\x0A\x64\x00\x20\x00\x15\x7F\xFF\xFF\xFF\x6D\x4E\x1B\x95\x7F\xFF\xFF\xFF\x49\xD1\x6C\x89\x7F\xFF\xFF\xFF\x27\xAA\xD9\xC5\x7F\xFF\xFF\xFF\x3A\xC6\x56\xE7\x7F\xFF\xFF\xFF\x82\x99\xBD\x89\xBF\x6E\x25\x84\x7E\xEA\xCD\xD6\x80\x00\x00\x00\x07\xD8\xA4\xCD\xF8\x78\xC2\x56\xBC\x63\xA9\x2B\x7F\xFF\xFF\xFF\xE5\x71\xB1\x4F\x10\xE9\x13\x9D\x89\xCC\xEF\x90\x7F\xFF\xFF\xFF\x36\x6C\xF7\xA8\x7F\xFF\xFF\xFF\x67\x2B\xBC\xE3\x80\x00\x00\x00\x33\x4B\xB9\xCA\x8F\x5B\xEE\xD7\x66\xCA\xDF\xB8\x7F\xFF\xFF\xFF\x77\xE7\xD7\xB9\x80\x00\x00\x00\x6B\x4C\xFD\xB4\x60\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD934B79D), ('P4rIngress.bitmap_seq.seq', 0x10000000)], 3849)
        self.setRegisterValue('P4rIngress.rounds', 0x10000000, 3849)
        self.setRegisterValue('P4rIngress.count', 0x10, 3849)
        self.setRegisterValue('P4rIngress.exponent', 0x95, 3849)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3849)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBAB4ABD1), ('P4rIngress.values_v0000.hi', 0xE2AF98BC)], 3849)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x273B588E), ('P4rIngress.values_v0001.hi', 0x5C9A9895)], 3849)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x40599471), ('P4rIngress.values_v0010.hi', 0x70362A3A)], 3849)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xAD8A1059), ('P4rIngress.values_v0011.hi', 0x4A901A80)], 3849)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x39BA94C7), ('P4rIngress.values_v0100.hi', 0x531D2EC3)], 3849)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x49A5B89E), ('P4rIngress.values_v0101.hi', 0x5D55885A)], 3849)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xEE2E89A7), ('P4rIngress.values_v0110.hi', 0x9A1C2156)], 3849)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5A06AF23), ('P4rIngress.values_v0111.hi', 0xDDBCEC1D)], 3849)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x42A9E3CC), ('P4rIngress.values_v1000.hi', 0x436CA4E4)], 3849)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4AA0835D), ('P4rIngress.values_v1001.hi', 0x82353BFF)], 3849)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x925987B1), ('P4rIngress.values_v1010.hi', 0x27BDEAD4)], 3849)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB99A8507), ('P4rIngress.values_v1011.hi', 0x4B63B847)], 3849)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5638A522), ('P4rIngress.values_v1100.hi', 0x13DECAB1)], 3849)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x50FD6153), ('P4rIngress.values_v1101.hi', 0x7C40E0B4)], 3849)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x624BC9EC), ('P4rIngress.values_v1110.hi', 0x3DF971D5)], 3849)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x3CA5A625), ('P4rIngress.values_v1111.hi', 0x6ED8D8B9)], 3849)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xED74),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000032),
                gc.DataTuple('slot_count', 0x00001996),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB47C226D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xDE21DCE0),
                gc.KeyTuple('src_port', 0xF14E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xED74),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03A2),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\x21\xDC\xE0\x00\x00\x00\x00\xF1\x4E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xED\x74\x00\x10\xB4\x7C\x22\x6D\x0E\xD7\x04\xEC\x10\x00\x00\x00\x00\x20\x00\x00\x98\x77\x6C\xB3\x98\xAD\x23\xE0\x69\x24\x7E\xEE\x3F\xBF\x3F\x0F\x5F\x98\x85\x73\x3B\x70\x1B\x35\xCD\x46\x77\x3D\x68\xCF\x69\x31\x98\x56\xBC\x59\x59\x45\x26\xCE\x9B\x9B\x19\xC6\x40\x2E\x6A\xB2\x8E\xE6\xEC\xE9\xDB\x4C\x6E\x55\xBA\xFA\x16\xC7\x9F\xF1\xEB\x4F\x43\xAB\xE5\xC3\x5E\x34\xB6\xA7\x6E\xFE\x11\x25\x9B\x64\x61\xFB\xB2\x07\x96\xFF\x7B\x1D\x5A\xE6\x05\x2C\x77\xB7\x51\x64\x0F\xEA\x37\xAE\xD0\x76\x6E\x24\xEA\x99\x49\x11\x2F\xD0\x3A\x27\x06\xAC\x4B\x76\x0E\xDB\x55\xEA\xB0\x54\x5E\xB9\xBA\x10\x52\x9F\xDB\xB3\x4E\x12\x3A\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2\xC7\xFC\x6B\xF2\x04\x09\xEE\x56\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDE\x21\xDC\xE0\xBE\xEF\xF1\x4E\x00\xA0\x00\x00\x50\x34\x02\x82\xED\x74\x00\x10\xB4\x7C\x22\x6D\x0E\xD7\x00\xEC\x10\x00\x00\x00\x00\x20\x00\x11\x80\x00\x00\x00\x98\xAD\x23\xE0\x7F\xFF\xFF\xFF\x3F\xBF\x3F\x0F\x7F\xFF\xFF\xFF\x3B\x70\x1B\x35\x80\x00\x00\x00\x68\xCF\x69\x31\xD2\x11\x51\x20\x59\x45\x26\xCE\xE5\x40\xD2\x64\x40\x2E\x6A\xB2\x80\x00\x00\x00\xDB\x4C\x6E\x55\x15\x00\xC5\xEA\x9F\xF1\xEB\x4F\x7F\xFF\xFF\xFF\x5E\x34\xB6\xA7\x7F\xFF\xFF\xFF\x9B\x64\x61\xFB\x80\x00\x00\x00\x7B\x1D\x5A\xE6\xBE\xC6\xFC\xBE\x51\x64\x0F\xEA\x7F\xFF\xFF\xFF\x6E\x24\xEA\x99\x7F\xFF\xFF\xFF\x3A\x27\x06\xAC\x7F\xFF\xFF\xFF\x55\xEA\xB0\x54\x7F\xFF\xFF\xFF\x52\x9F\xDB\xB3\x4E\x12\x3A\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2\xC7\xFC\x6B\xF2\x04\x09\xEE\x56\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF1382B2A), ('P4rIngress.bitmap_seq.seq', 0xF9F417D7)], 3431)
        self.setRegisterValue('P4rIngress.rounds', 0xF9F417D7, 3431)
        self.setRegisterValue('P4rIngress.count', 0x0D, 3431)
        self.setRegisterValue('P4rIngress.exponent', 0x6A, 3431)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3431)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xD873080F), ('P4rIngress.values_v0000.hi', 0xD6C5A470)], 3431)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4C4CF78F), ('P4rIngress.values_v0001.hi', 0x575EDD91)], 3431)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7FA30E6D), ('P4rIngress.values_v0010.hi', 0x5214EE6F)], 3431)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8C2A2B03), ('P4rIngress.values_v0011.hi', 0x76359652)], 3431)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x73005CA7), ('P4rIngress.values_v0100.hi', 0xF60A94AD)], 3431)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xEBB7B583), ('P4rIngress.values_v0101.hi', 0x4A43F2FB)], 3431)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x56660ABF), ('P4rIngress.values_v0110.hi', 0x774BC465)], 3431)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x9CF55728), ('P4rIngress.values_v0111.hi', 0x00000000)], 3431)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA525A5DA), ('P4rIngress.values_v1000.hi', 0x4C14DC74)], 3431)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB736E9AB), ('P4rIngress.values_v1001.hi', 0xAD12EAB1)], 3431)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xBFA155E5), ('P4rIngress.values_v1010.hi', 0x1ADB8D51)], 3431)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5F95A37B), ('P4rIngress.values_v1011.hi', 0xC6F1A99E)], 3431)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3AD2491B), ('P4rIngress.values_v1100.hi', 0x7B592F6E)], 3431)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x3668CDBF), ('P4rIngress.values_v1101.hi', 0x867AD35E)], 3431)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x54DB3AB7), ('P4rIngress.values_v1110.hi', 0xA2AD5A99)], 3431)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xADD14211), ('P4rIngress.values_v1111.hi', 0xEDDCBFDE)], 3431)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF1E4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000016F),
                gc.DataTuple('slot_count', 0x00001BE2),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9562403C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x27A0C178),
                gc.KeyTuple('src_port', 0xEA94),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF1E4),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x022F),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x27\xA0\xC1\x78\x00\x00\x00\x00\xEA\x94\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF1\xE4\x00\x10\x95\x62\x40\x3C\x0B\xF8\x04\x8A\xF9\xF4\x17\xD7\x00\x20\x00\x00\x9E\xD5\xF9\x0F\x87\x8E\x3A\x44\x5D\xDC\x4E\x91\x4F\x08\x72\x6E\x0E\x6D\x17\x33\x38\xD3\x23\x0D\xDD\x05\x66\xF5\x64\xDA\xB3\x1A\x65\x22\xD8\xF1\x9E\x38\x6B\xB7\xFE\xA7\x4D\xEE\x7B\x44\x7D\xDC\x52\x9A\x12\xB3\x58\x68\xC0\x5F\xBA\xEE\xE8\x7C\x80\x00\x00\x00\xC6\x7B\xD5\x5D\x36\x1A\x82\x7D\x25\x89\xE5\x2F\xA5\x62\xCC\x3D\x82\x4B\x1D\xF7\x72\x64\xA5\x1D\x57\x84\x3E\xC9\xB3\xE2\xDB\x85\x2A\x9A\x5C\xEF\xE1\xA0\x95\xC9\x6E\x27\xE4\x1F\xF3\x2E\xDE\x3F\x5D\xFA\x08\xFD\xC9\x45\xF7\xF9\xBD\x9B\xFB\x12\xC6\x84\xA9\xE2\x31\x42\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x27\xA0\xC1\x78\xBE\xEF\xEA\x94\x00\xA0\x00\x00\x50\x34\x02\x82\xF1\xE4\x00\x10\x95\x62\x40\x3C\x0B\xF8\x00\x8A\xF9\xF4\x17\xD7\x00\x20\x00\x0E\x80\x00\x00\x00\x87\x8E\x3A\x44\x7F\xFF\xFF\xFF\x4F\x08\x72\x6E\x7F\xFF\xFF\xFF\x38\xD3\x23\x0D\x80\x00\x00\x00\x64\xDA\xB3\x1A\x7F\xFF\xFF\xFF\x9E\x38\x6B\xB7\xEA\x5F\x03\x71\x7B\x44\x7D\xDC\x7F\xFF\xFF\xFF\x58\x68\xC0\x5F\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x36\x1A\x82\x7D\xDC\xC0\xCE\xDA\xA5\x62\xCC\x3D\x80\x00\x00\x00\x72\x64\xA5\x1D\x7F\xFF\xFF\xFF\xB3\xE2\xDB\x85\x65\x6C\xA6\x0A\xE1\xA0\x95\xC9\x7F\xFF\xFF\xFF\xF3\x2E\xDE\x3F\x7F\xFF\xFF\xFF\xC9\x45\xF7\xF9\x80\x00\x00\x00\xC6\x84\xA9\xE2\x31\x42\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9E947175), ('P4rIngress.bitmap_seq.seq', 0x44F573B9)], 1151)
        self.setRegisterValue('P4rIngress.rounds', 0x44F573B9, 1151)
        self.setRegisterValue('P4rIngress.count', 0x02, 1151)
        self.setRegisterValue('P4rIngress.exponent', 0x45, 1151)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1151)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x82ADA933), ('P4rIngress.values_v0000.hi', 0xE530A347)], 1151)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x44727399), ('P4rIngress.values_v0001.hi', 0x5D85A42C)], 1151)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x35CA8BF9), ('P4rIngress.values_v0010.hi', 0x7817B17B)], 1151)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8FAE834C), ('P4rIngress.values_v0011.hi', 0x4016AC8E)], 1151)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x900AEF4F), ('P4rIngress.values_v0100.hi', 0x63A19AEE)], 1151)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3CBD4697), ('P4rIngress.values_v0101.hi', 0x529E1139)], 1151)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x66E1CA4A), ('P4rIngress.values_v0110.hi', 0x5B845822)], 1151)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x57E31F35), ('P4rIngress.values_v0111.hi', 0x67FC7DDB)], 1151)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x636E1913), ('P4rIngress.values_v1000.hi', 0x5771CCE3)], 1151)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xD4D41739), ('P4rIngress.values_v1001.hi', 0x6BE9A247)], 1151)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x56AA7091), ('P4rIngress.values_v1010.hi', 0xA7E1F201)], 1151)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4C4DAB29), ('P4rIngress.values_v1011.hi', 0x2B0394FF)], 1151)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x1523724A), ('P4rIngress.values_v1100.hi', 0x55906D21)], 1151)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x729A2435), ('P4rIngress.values_v1101.hi', 0x8C13567C)], 1151)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xDECD8EF3), ('P4rIngress.values_v1110.hi', 0x3796D6CE)], 1151)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x57D664F7), ('P4rIngress.values_v1111.hi', 0xC97067BD)], 1151)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3294),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000047F),
                gc.DataTuple('slot_count', 0x000007BA),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA6C2899E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x9A0BB800),
                gc.KeyTuple('src_port', 0x4F8B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3294),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00FA),
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9A\x0B\xB8\x00\x00\x00\x00\x00\x4F\x8B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x32\x94\x00\x10\xA6\xC2\x89\x9E\x00\x00\x04\xA8\x44\xF5\x73\xB9\x00\x20\x00\x00\xB8\x9C\xC1\x73\x86\x5F\xC9\x7F\x47\x36\x5D\x82\x59\xB5\x14\xF5\x4E\x8D\x6A\x8B\x3C\x28\xE1\xB5\x97\xEE\x72\x25\x69\x53\x4D\x52\x07\xFB\xD6\xD7\x33\xFE\x63\x62\x26\xBD\x5F\x79\x6D\x36\x71\x19\xAF\xC6\x0F\xE9\x4A\x0E\x6F\xBF\x5F\xD4\x25\x25\x70\xCC\x1C\x85\x49\x21\x64\x19\x52\xB3\x9A\xB1\x6E\xD6\xEE\xA3\x48\x8B\x85\x29\x78\xC3\x5B\xD1\x2D\xAE\x2F\xCF\x64\x3A\xB9\x73\x19\xAF\x7F\x26\x6A\xF2\xF6\x15\x45\x88\xCD\x11\x21\x83\xEF\x57\xC9\xBB\xA2\x68\xC6\xAD\x8E\xE3\xB5\x2C\xD3\x5F\x5D\xCC\x08\xF1\x9C\xB7\x36\x17\x97\x45\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9A\x0B\xB8\x00\xBE\xEF\x4F\x8B\x00\xA0\x00\x00\x50\x34\x02\x82\x32\x94\x00\x10\xA6\xC2\x89\x9E\x00\x00\x00\xA8\x44\xF5\x73\xB9\x00\x20\x00\x03\x80\x00\x00\x00\x86\x5F\xC9\x7F\x7F\xFF\xFF\xFF\x59\xB5\x14\xF5\x7F\xFF\xFF\xFF\x3C\x28\xE1\xB5\x80\x00\x00\x00\x69\x53\x4D\x52\x98\x06\xC6\x26\x33\xFE\x63\x62\x63\x7A\xA6\x10\x6D\x36\x71\x19\x16\xA7\xDA\x33\x4A\x0E\x6F\xBF\x7F\xFF\xFF\xFF\x70\xCC\x1C\x85\x7F\xFF\xFF\xFF\x52\xB3\x9A\xB1\x43\xAB\x05\xDC\x48\x8B\x85\x29\x7F\xFF\xFF\xFF\x2D\xAE\x2F\xCF\x7F\xFF\xFF\xFF\x19\xAF\x7F\x26\x7F\xFF\xFF\xFF\x45\x88\xCD\x11\x7F\xFF\xFF\xFF\xC9\xBB\xA2\x68\xA5\x7B\x1D\xD6\xB5\x2C\xD3\x5F\x7F\xFF\xFF\xFF\x9C\xB7\x36\x17\x97\x45\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEB06BFCB), ('P4rIngress.bitmap_seq.seq', 0xC0D5613C)], 5342)
        self.setRegisterValue('P4rIngress.rounds', 0xC0D5613C, 5342)
        self.setRegisterValue('P4rIngress.count', 0x02, 5342)
        self.setRegisterValue('P4rIngress.exponent', 0xE0, 5342)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5342)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA58CE749), ('P4rIngress.values_v0000.hi', 0x00000000)], 5342)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x25CE736A), ('P4rIngress.values_v0001.hi', 0xCFAFCFE8)], 5342)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x9583EC1D), ('P4rIngress.values_v0010.hi', 0xA7C539D7)], 5342)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x41B6D903), ('P4rIngress.values_v0011.hi', 0x5AB6EAC5)], 5342)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5AB3D14B), ('P4rIngress.values_v0100.hi', 0x93D68107)], 5342)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4D550AA5), ('P4rIngress.values_v0101.hi', 0x6CCDE3E9)], 5342)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xD5A2DCFB), ('P4rIngress.values_v0110.hi', 0xC517C426)], 5342)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xEB347E47), ('P4rIngress.values_v0111.hi', 0x77997064)], 5342)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x56968251), ('P4rIngress.values_v1000.hi', 0x31862B6B)], 5342)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9457EEE5), ('P4rIngress.values_v1001.hi', 0xF6595DF9)], 5342)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4BC07ED6), ('P4rIngress.values_v1010.hi', 0x5C56B044)], 5342)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x27B8758B), ('P4rIngress.values_v1011.hi', 0x4D54F058)], 5342)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x8B4D17FD), ('P4rIngress.values_v1100.hi', 0x9A44CB6B)], 5342)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x84D6EF71), ('P4rIngress.values_v1101.hi', 0x18CAA257)], 5342)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD7CE424C), ('P4rIngress.values_v1110.hi', 0x60D13DE2)], 5342)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x9139599B), ('P4rIngress.values_v1111.hi', 0xD94FB037)], 5342)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0699),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005F4),
                gc.DataTuple('slot_count', 0x0000140D),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF3EB89B6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x205FD5D5),
                gc.KeyTuple('src_port', 0x6BD9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0699),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03C5),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x20\x5F\xD5\xD5\x00\x00\x00\x00\x6B\xD9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x06\x99\x00\x10\xF3\xEB\x89\xB6\x0E\xEA\x02\x58\xC0\xD5\x61\x3C\x00\x20\x00\x00\xAB\x99\xA6\x99\x13\x1A\x79\x8C\x5D\xDE\xA6\x4F\x89\xB1\x5D\x7F\xE5\x1A\x76\x0A\x7D\x89\x2C\x6F\x46\xB4\x76\x90\x4E\x13\x5E\xCB\x52\x3A\x30\xA9\xB9\xED\x17\xDF\x4E\xD8\xCE\xCB\x1A\x44\x72\xFD\x8F\x20\x2C\x81\xF4\xF5\xC5\xF7\x5D\x3F\x60\xE1\x71\xAD\xE8\x9E\x4E\xA9\xD4\x6B\x59\xED\x98\x1B\xC5\xEA\x84\x66\xD0\xDB\xF1\x43\x41\xD4\xD1\xF7\x2B\xD7\x2A\x50\x64\x3D\x16\x6B\x64\x4E\x86\x66\xDB\xEA\x6C\x00\xA6\xE6\x9D\x20\xF6\xB6\x38\x23\x70\xFB\xEC\x53\x97\x9D\x4D\x44\x3A\xD7\x16\x94\xCF\xAA\xB1\x70\xF5\x51\x99\xE3\x94\x2A\x25\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x20\x5F\xD5\xD5\xBE\xEF\x6B\xD9\x00\xA0\x00\x00\x50\x34\x02\x82\x06\x99\x00\x10\xF3\xEB\x89\xB6\x0E\xEA\x00\x58\xC0\xD5\x61\x3C\x00\x20\x00\x03\x80\x00\x00\x00\x13\x1A\x79\x8C\x7F\xFF\xFF\xFF\x89\xB1\x5D\x7F\x80\x00\x00\x00\x7D\x89\x2C\x6F\x7F\xFF\xFF\xFF\x4E\x13\x5E\xCB\x7F\xFF\xFF\xFF\xB9\xED\x17\xDF\x7F\xFF\xFF\xFF\x1A\x44\x72\xFD\x80\x00\x00\x00\xF4\xF5\xC5\xF7\x48\x73\xDF\x28\x71\xAD\xE8\x9E\x7F\xFF\xFF\xFF\x59\xED\x98\x1B\x80\x00\x00\x00\xD0\xDB\xF1\x43\x7F\xFF\xFF\xFF\x2B\xD7\x2A\x50\x7F\xFF\xFF\xFF\x64\x4E\x86\x66\x80\x00\x00\x00\xA6\xE6\x9D\x20\x80\x00\x00\x00\x70\xFB\xEC\x53\x80\x00\x00\x00\x3A\xD7\x16\x94\x80\x00\x00\x00\xF5\x51\x99\xE3\x94\x2A\x25\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x988E90D5), ('P4rIngress.bitmap_seq.seq', 0x18000000)], 4156)
        self.setRegisterValue('P4rIngress.rounds', 0x18000000, 4156)
        self.setRegisterValue('P4rIngress.count', 0x1D, 4156)
        self.setRegisterValue('P4rIngress.exponent', 0x47, 4156)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4156)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9961DEEF), ('P4rIngress.values_v0000.hi', 0xB7AF3CBE)], 4156)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x57E15A83), ('P4rIngress.values_v0001.hi', 0x42AFBE39)], 4156)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4FB95582), ('P4rIngress.values_v0010.hi', 0x077F5BBD)], 4156)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7CA2430E), ('P4rIngress.values_v0011.hi', 0x58A9FCB3)], 4156)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x0C745A6E), ('P4rIngress.values_v0100.hi', 0x459AA932)], 4156)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5AED339A), ('P4rIngress.values_v0101.hi', 0x38A1A9FB)], 4156)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7F7650D7), ('P4rIngress.values_v0110.hi', 0x913090FE)], 4156)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x679691D3), ('P4rIngress.values_v0111.hi', 0xA33FACBC)], 4156)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA15F2723), ('P4rIngress.values_v1000.hi', 0x3B18252B)], 4156)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x60576EA7), ('P4rIngress.values_v1001.hi', 0xAAC51479)], 4156)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xF190BC57), ('P4rIngress.values_v1010.hi', 0x73675CDC)], 4156)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x346276CD), ('P4rIngress.values_v1011.hi', 0x66D58ADD)], 4156)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xC6CF4271), ('P4rIngress.values_v1100.hi', 0xACBCD71B)], 4156)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x57224CFB), ('P4rIngress.values_v1101.hi', 0x899C8BDF)], 4156)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7E2A9D78), ('P4rIngress.values_v1110.hi', 0x926EF272)], 4156)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x8CF0A6DE), ('P4rIngress.values_v1111.hi', 0x59C26A98)], 4156)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9CBC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009F7),
                gc.DataTuple('slot_count', 0x00000AB1),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF73E9915),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x3961673E),
                gc.KeyTuple('src_port', 0xF1A3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9CBC),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00D8),
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
        ig_port = 31
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x39\x61\x67\x3E\x00\x00\x00\x00\xF1\xA3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9C\xBC\x00\x10\xF7\x3E\x99\x15\x06\x45\x06\xA5\x18\x00\x00\x00\x00\x20\x00\x00\xB1\x08\xB8\x73\xA6\x41\x50\xD3\x42\x1C\xB0\xE7\x62\xBE\x95\x0A\x6E\xA9\x15\x9A\x69\x78\x3C\xAF\x42\x9A\x59\xA7\x3E\xEC\xF8\xD9\x78\x9C\x02\xE2\x76\xDD\x2B\x34\x5E\x0B\xBB\xAC\x6D\xBF\x8B\xF8\x7A\x71\xD2\xA6\x39\xDB\x99\x5C\xE5\x94\xA4\xEF\x39\x5F\x4D\xC4\xF5\x75\xF3\xAD\x55\x11\xFA\xF9\x45\xF2\x3C\xAD\xB1\xA5\x58\xFD\xAB\x5E\x62\x3D\x77\xA5\x50\x1E\x64\x39\x5C\xB8\x2A\x92\xDB\xE6\xB0\x96\x66\xCF\xC4\x1B\x54\xDB\x64\xF5\x65\xBE\xAE\xD1\x59\x46\x5B\xAB\xDD\xE2\xD4\x09\xF1\xBB\xEB\x39\xA2\xDA\x55\x1A\x89\x80\x53\xA0\x40\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02\x04\xC8\x47\x50\xF9\x0D\x61\xB9\x2C\x12\xD8\x58\x92\xB4\x80\xB4\x87\x25\xAF\xAC\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85\xFD\x5E\x6F\x25\x9F\x03\xA2\x1B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x39\x61\x67\x3E\xBE\xEF\xF1\xA3\x00\xA0\x00\x00\x50\x34\x02\x82\x9C\xBC\x00\x10\xF7\x3E\x99\x15\x06\x45\x00\xA5\x18\x00\x00\x00\x00\x20\x00\x1E\x80\x00\x00\x00\xA6\x41\x50\xD3\x7F\xFF\xFF\xFF\x62\xBE\x95\x0A\x7F\xFF\xFF\xFF\x69\x78\x3C\xAF\x7F\xFF\xFF\xFF\x3E\xEC\xF8\xD9\x7F\xFF\xFF\xFF\x76\xDD\x2B\x34\x7F\xFF\xFF\xFF\x6D\xBF\x8B\xF8\x7F\xFF\xFF\xFF\x39\xDB\x99\x5C\x4D\x2B\x36\xC2\x39\x5F\x4D\xC4\x96\xD5\x1A\xD0\x55\x11\xFA\xF9\x7F\xFF\xFF\xFF\xB1\xA5\x58\xFD\x9C\xEF\x1E\x94\x77\xA5\x50\x1E\x7F\xFF\xFF\xFF\x2A\x92\xDB\xE6\x80\x00\x00\x00\xC4\x1B\x54\xDB\x7F\xFF\xFF\xFF\xAE\xD1\x59\x46\x7F\xFF\xFF\xFF\xD4\x09\xF1\xBB\x80\x00\x00\x00\x55\x1A\x89\x80\x53\xA0\x40\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02\x04\xC8\x47\x50\xF9\x0D\x61\xB9\x2C\x12\xD8\x58\x92\xB4\x80\xB4\x87\x25\xAF\xAC\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85\xFD\x5E\x6F\x25\x9F\x03\xA2\x1B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3914CD3E), ('P4rIngress.bitmap_seq.seq', 0xC5000000)], 7263)
        self.setRegisterValue('P4rIngress.rounds', 0xC5000000, 7263)
        self.setRegisterValue('P4rIngress.count', 0x1A, 7263)
        self.setRegisterValue('P4rIngress.exponent', 0x16, 7263)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7263)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x939D1E49), ('P4rIngress.values_v0000.hi', 0xC8DB0631)], 7263)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7BD90CBE), ('P4rIngress.values_v0001.hi', 0x4DA0658C)], 7263)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6DE6C667), ('P4rIngress.values_v0010.hi', 0x977AFB53)], 7263)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x386E4E7C), ('P4rIngress.values_v0011.hi', 0x667E99B0)], 7263)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x2B9E40EA), ('P4rIngress.values_v0100.hi', 0x4A5336B3)], 7263)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x52AED3C7), ('P4rIngress.values_v0101.hi', 0x402D34F3)], 7263)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5994BDF7), ('P4rIngress.values_v0110.hi', 0x9BDD2DD1)], 7263)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x75ECADBD), ('P4rIngress.values_v0111.hi', 0x53821D89)], 7263)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB9E564B4), ('P4rIngress.values_v1000.hi', 0x4D243062)], 7263)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x1C79C1FE), ('P4rIngress.values_v1001.hi', 0x8A4B5FA6)], 7263)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x2831F570), ('P4rIngress.values_v1010.hi', 0x7FA93A55)], 7263)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x1EAC8211), ('P4rIngress.values_v1011.hi', 0x57E5EB5C)], 7263)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x80000000), ('P4rIngress.values_v1100.hi', 0xE65CCA23)], 7263)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xCAB1CC47), ('P4rIngress.values_v1101.hi', 0x776D524F)], 7263)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xC6B27793), ('P4rIngress.values_v1110.hi', 0x76921C0C)], 7263)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x1A9214E6), ('P4rIngress.values_v1111.hi', 0x48CEAA1F)], 7263)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3795),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001AF),
                gc.DataTuple('slot_count', 0x00001D3F),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x21655F15),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x0688937C),
                gc.KeyTuple('src_port', 0xA1BF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3795),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03A2),
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
        ig_port = 38
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x06\x88\x93\x7C\x00\x00\x00\x00\xA1\xBF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x37\x95\x00\x10\x21\x65\x5F\x15\x1A\xB0\x02\x75\xC5\x00\x00\x00\x00\x20\x00\x00\xDB\x95\x76\x5A\x84\xAE\xE5\x27\x0A\x74\xAE\x3E\x45\x27\x2C\x7C\x45\x6D\xED\xD7\x00\x00\x00\x00\x58\x2B\x46\x9B\x63\xD1\x99\xF3\x7A\xB5\xC7\x7E\x53\x64\xD1\x5D\x3E\xB4\x58\xB6\x67\xE4\x69\x2B\x49\xD2\xE6\xC1\x64\xC3\x23\x3B\x90\x14\xA9\xD3\x80\x00\x00\x00\x3D\xA7\x3B\xE7\x5A\x7A\xDB\xA9\x76\x62\x90\xD8\x8B\x6C\xC6\xA2\x1E\x1A\xD9\x21\x1A\xA8\x37\x24\x7C\x1B\xCB\x98\x53\xDA\x1D\x4C\x64\xB0\xFB\x16\xCA\x59\xF2\xF9\x9A\x14\xCF\x97\x4A\x3D\x42\x67\x6A\xB6\x64\x09\xB4\x55\xAC\x6C\x7A\xDB\xE6\x86\x68\x47\x82\x2B\x07\x9F\xDA\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5\x77\x9C\xF2\x48\x1C\x95\x8D\xAF\x64\x09\xB4\x57\x0D\xCA\x2C\x8E\x10\xE7\xB5\x5B\xBE\xE3\xD5\x08\x87\x28\xBE\xE4\x81\x4F\xF6\xDA\x70\xFC\x6D\x97\xF8\xEF\xB0\x89\xEB\x82\x13\xCD\x6E\x51\xAB\x1D\xC1\x11\x9D\x5A\x47\x6B\xCC\x3B\x70\xC0\xB6\x70\xD6\x0D\x43\x12\xB4\xA0\xEA\xEF\x8D\x80\xD2\x67\xB7\x72\x50\x70\x83\x8A\xF0\x2B\xD2\x38\xA7\x42\x3C\x43\xDA\x04\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x06\x88\x93\x7C\xBE\xEF\xA1\xBF\x00\xA0\x00\x00\x50\x34\x02\x82\x37\x95\x00\x10\x21\x65\x5F\x15\x1A\xB0\x00\x75\xC5\x00\x00\x00\x00\x20\x00\x1B\x80\x00\x00\x00\x84\xAE\xE5\x27\x7F\xFF\xFF\xFF\x45\x27\x2C\x7C\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x63\xD1\x99\xF3\x7F\xFF\xFF\xFF\x53\x64\xD1\x5D\x7F\xFF\xFF\xFF\x67\xE4\x69\x2B\x7F\xFF\xFF\xFF\x64\xC3\x23\x3B\x06\x01\x57\x90\x80\x00\x00\x00\xF7\x8C\xA0\x9B\x5A\x7A\xDB\xA9\x7F\xFF\xFF\xFF\x8B\x6C\xC6\xA2\x46\x4C\xCE\x91\x1A\xA8\x37\x24\x7F\xFF\xFF\xFF\x53\xDA\x1D\x4C\xE4\xB0\xFB\x16\xCA\x59\xF2\xF9\x80\x00\x00\x00\x4A\x3D\x42\x67\x31\x68\xDB\x9C\xB4\x55\xAC\x6C\x7F\xFF\xFF\xFF\x68\x47\x82\x2B\x07\x9F\xDA\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5\x77\x9C\xF2\x48\x1C\x95\x8D\xAF\x64\x09\xB4\x57\x0D\xCA\x2C\x8E\x10\xE7\xB5\x5B\xBE\xE3\xD5\x08\x87\x28\xBE\xE4\x81\x4F\xF6\xDA\x70\xFC\x6D\x97\xF8\xEF\xB0\x89\xEB\x82\x13\xCD\x6E\x51\xAB\x1D\xC1\x11\x9D\x5A\x47\x6B\xCC\x3B\x70\xC0\xB6\x70\xD6\x0D\x43\x12\xB4\xA0\xEA\xEF\x8D\x80\xD2\x67\xB7\x72\x50\x70\x83\x8A\xF0\x2B\xD2\x38\xA7\x42\x3C\x43\xDA\x04\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA69E9B3F), ('P4rIngress.bitmap_seq.seq', 0x4ABA185D)], 2677)
        self.setRegisterValue('P4rIngress.rounds', 0x4ABA185D, 2677)
        self.setRegisterValue('P4rIngress.count', 0x02, 2677)
        self.setRegisterValue('P4rIngress.exponent', 0x94, 2677)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2677)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB9EC733B), ('P4rIngress.values_v0000.hi', 0x627067F8)], 2677)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x43D8AB77), ('P4rIngress.values_v0001.hi', 0xC81CFF5B)], 2677)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xAC70C7D7), ('P4rIngress.values_v0010.hi', 0x68E36DC1)], 2677)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x663BE618), ('P4rIngress.values_v0011.hi', 0x69AF1292)], 2677)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x51B01FD3), ('P4rIngress.values_v0100.hi', 0x8D69255F)], 2677)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x35F5199A), ('P4rIngress.values_v0101.hi', 0x6D41F9D7)], 2677)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCA55A7FB), ('P4rIngress.values_v0110.hi', 0xF31A3ADC)], 2677)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7B1133B3), ('P4rIngress.values_v0111.hi', 0xB13ED7F1)], 2677)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x691F79C9), ('P4rIngress.values_v1000.hi', 0x5DE1CD34)], 2677)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4DE0B6CA), ('P4rIngress.values_v1001.hi', 0xEC227E39)], 2677)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x059B8CED), ('P4rIngress.values_v1010.hi', 0x279AE6E3)], 2677)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xE81E1DA6), ('P4rIngress.values_v1011.hi', 0xA05ADE11)], 2677)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x0E4832F7), ('P4rIngress.values_v1100.hi', 0x4914EB59)], 2677)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x495355B1), ('P4rIngress.values_v1101.hi', 0x499B65B7)], 2677)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5C12F542), ('P4rIngress.values_v1110.hi', 0x81CA26D5)], 2677)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x3AB3492B), ('P4rIngress.values_v1111.hi', 0x6D0669EE)], 2677)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB309),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002C7),
                gc.DataTuple('slot_count', 0x0000158E),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4567DBCE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xC271CDDD),
                gc.KeyTuple('src_port', 0x27F3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB309),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0220),
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
        ig_port = 62
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC2\x71\xCD\xDD\x00\x00\x00\x00\x27\xF3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB3\x09\x00\x10\x45\x67\xDB\xCE\x07\xAE\x02\x49\x4A\xBA\x18\x5D\x00\x20\x00\x00\xB1\xA9\x3C\x1E\xA5\xA5\xF4\x20\x65\xFC\x8B\x67\x98\x6D\xA3\x1A\x8D\x79\xFE\x44\xA1\x23\x38\x4F\x35\xB7\x7F\x10\x47\x56\xD3\x3B\x5E\x75\x04\xA3\x9F\xF7\xCC\x91\x75\x56\x75\x39\x30\x49\xD5\x4B\x9E\x0D\x32\x44\xD5\xAA\xFB\xDF\xFD\x7B\x7A\x27\xAD\xA4\xD7\xDF\x4D\x1C\x7C\xBD\x5C\xE1\x8C\x66\x68\xAA\x89\x8D\x88\x63\x2E\xF9\xBD\x3B\xDE\x93\xA8\xCB\x2B\xA3\x90\xB3\xF9\x6C\xA4\x62\x9A\x30\x7D\x57\xA2\x64\x53\xCE\xB3\x3D\x75\xC3\x5F\x15\x5C\x4F\xCE\x2E\xBD\x92\x26\x46\x89\x2D\xEC\xD2\x4A\x62\x4B\x4E\x75\x8F\xDA\x8F\xE4\x88\x14\x4D\xC3\x1C\xC5\xBD\xFF\xF7\x8A\xA0\xC6\x1E\xD9\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04\x00\xA6\xAC\x76\x31\xA1\x20\xB0\xB9\x57\x0D\x32\x28\x07\x01\xE9\xAD\xD0\x92\x6C\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC2\x71\xCD\xDD\xBE\xEF\x27\xF3\x00\xA0\x00\x00\x50\x34\x02\x82\xB3\x09\x00\x10\x45\x67\xDB\xCE\x07\xAE\x00\x49\x4A\xBA\x18\x5D\x00\x20\x00\x03\x80\x00\x00\x00\xA5\xA5\xF4\x20\x7F\xFF\xFF\xFF\x98\x6D\xA3\x1A\x80\x00\x00\x00\xA1\x23\x38\x4F\x7F\xFF\xFF\xFF\x47\x56\xD3\x3B\x7F\xFF\xFF\xFF\x9F\xF7\xCC\x91\x7F\xFF\xFF\xFF\x30\x49\xD5\x4B\x80\x00\x00\x00\xD5\xAA\xFB\xDF\x78\x8C\xAD\xDA\xAD\xA4\xD7\xDF\x7F\xFF\xFF\xFF\x5C\xE1\x8C\x66\x7F\xFF\xFF\xFF\x88\x63\x2E\xF9\xC2\xD7\x6B\x80\xA8\xCB\x2B\xA3\x80\x00\x00\x00\xA4\x62\x9A\x30\x7F\xFF\xFF\xFF\x53\xCE\xB3\x3D\x7F\xFF\xFF\xFF\x5C\x4F\xCE\x2E\x19\xA5\x1B\x88\x89\x2D\xEC\xD2\x7F\xFF\xFF\xFF\x75\x8F\xDA\x8F\xE4\x88\x14\x4D\xC3\x1C\xC5\xBD\xFF\xF7\x8A\xA0\xC6\x1E\xD9\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04\x00\xA6\xAC\x76\x31\xA1\x20\xB0\xB9\x57\x0D\x32\x28\x07\x01\xE9\xAD\xD0\x92\x6C\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBED0CB00), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 4998)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 4998)
        self.setRegisterValue('P4rIngress.count', 0x1F, 4998)
        self.setRegisterValue('P4rIngress.exponent', 0x65, 4998)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4998)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5C3197BB), ('P4rIngress.values_v0000.hi', 0x703D9FD8)], 4998)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x51AEE0A8), ('P4rIngress.values_v0001.hi', 0x62F8F3DC)], 4998)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x44AAEBE8), ('P4rIngress.values_v0010.hi', 0x328F6915)], 4998)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x67F4B65D), ('P4rIngress.values_v0011.hi', 0xD7F0F5CF)], 4998)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x0876A668), ('P4rIngress.values_v0100.hi', 0x86297FBF)], 4998)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x934FCF64), ('P4rIngress.values_v0101.hi', 0x736C9F23)], 4998)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x95D1668D), ('P4rIngress.values_v0110.hi', 0xC471B5CD)], 4998)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x613AA55B), ('P4rIngress.values_v0111.hi', 0x3BD52F57)], 4998)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x70844038), ('P4rIngress.values_v1000.hi', 0xA383CDB3)], 4998)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xA7753831), ('P4rIngress.values_v1001.hi', 0x452081FA)], 4998)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5B6BE462), ('P4rIngress.values_v1010.hi', 0x5BD139D6)], 4998)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xACB78FB6), ('P4rIngress.values_v1011.hi', 0x3EFCBF9E)], 4998)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x54584DF9), ('P4rIngress.values_v1100.hi', 0x7E635B89)], 4998)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xC20F5EC1), ('P4rIngress.values_v1101.hi', 0xDC54506D)], 4998)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xCA32CDC6), ('P4rIngress.values_v1110.hi', 0xAE0D38FB)], 4998)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA69C0BC6), ('P4rIngress.values_v1111.hi', 0x7A73389D)], 4998)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x68C8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000042E),
                gc.DataTuple('slot_count', 0x00001B57),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAD17E2CC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x3CCB5A68),
                gc.KeyTuple('src_port', 0xDC3C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x68C8),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0077),
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
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3C\xCB\x5A\x68\x00\x00\x00\x00\xDC\x3C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x68\xC8\x00\x10\xAD\x17\xE2\xCC\x0F\x58\x06\x8A\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x4C\x3B\xB4\x0A\x2A\x6F\x66\xF9\x3F\xE8\x96\xEB\x72\xEC\x42\x7D\x44\xBA\x6B\x45\x6C\xDC\x77\xFE\x45\x62\xA6\x46\x7D\x23\xF4\xA5\x7E\x86\x3D\x4C\xD6\x6D\x87\x5C\x15\x25\xEC\xFC\x64\x6B\x37\x7D\xBE\xD3\x89\xD0\x2E\xCE\x4D\xD7\x9F\x58\xF1\x61\x1A\x4B\x8D\x57\x42\x3C\xD0\x85\xBE\xE6\x99\xC2\xAC\x09\xC3\xAB\x3E\xFB\xE1\x72\x33\xA3\x36\x23\x48\xDB\xB2\x67\xBF\x82\xC4\x86\x67\x31\x34\x53\x80\x00\x00\x00\x4A\x27\x4B\x1D\xBA\x7F\x94\x9F\xCB\x52\xEE\x65\x86\xCE\xB5\x94\x82\x1C\x30\xEC\xD5\xDE\xBC\x23\x76\xE1\xB6\xB6\xE4\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C\x68\x71\xFA\xBE\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38\x0C\xE8\xCD\x14\xDA\xB0\xAA\x82\xC9\xAD\x1D\xAA\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F\xD7\x7E\xC0\x31\x21\xFF\xAB\xCD\xDB\xD5\xCA\xFA\xA0\x15\xB3\xD6\x74\xD5\x84\x8C\xEE\x14\x06\xF3\x87\x29\xBB\xF6\xCB\xF7\x82\xE2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3C\xCB\x5A\x68\xBE\xEF\xDC\x3C\x00\xA0\x00\x00\x50\x34\x02\x82\x68\xC8\x00\x10\xAD\x17\xE2\xCC\x0F\x58\x00\x8A\xFF\xFF\xFF\xFF\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x2A\x6F\x66\xF9\x7F\xFF\xFF\xFF\x72\xEC\x42\x7D\x7F\xFF\xFF\xFF\x6C\xDC\x77\xFE\x7F\xFF\xFF\xFF\x7D\x23\xF4\xA5\x7F\xFF\xFF\xFF\xD6\x6D\x87\x5C\xA8\x75\xBC\x60\x64\x6B\x37\x7D\x80\x00\x00\x00\x2E\xCE\x4D\xD7\x00\x93\x96\xBC\x1A\x4B\x8D\x57\x7F\xFF\xFF\xFF\xBE\xE6\x99\xC2\x80\x00\x00\x00\x3E\xFB\xE1\x72\x7F\xFF\xFF\xFF\x48\xDB\xB2\x67\x80\x00\x00\x00\x67\x31\x34\x53\xD4\x58\x4D\xF9\x4A\x27\x4B\x1D\x80\x00\x00\x00\xCB\x52\xEE\x65\x80\x00\x00\x00\x82\x1C\x30\xEC\x80\x00\x00\x00\x76\xE1\xB6\xB6\xE4\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C\x68\x71\xFA\xBE\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38\x0C\xE8\xCD\x14\xDA\xB0\xAA\x82\xC9\xAD\x1D\xAA\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F\xD7\x7E\xC0\x31\x21\xFF\xAB\xCD\xDB\xD5\xCA\xFA\xA0\x15\xB3\xD6\x74\xD5\x84\x8C\xEE\x14\x06\xF3\x87\x29\xBB\xF6\xCB\xF7\x82\xE2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1826B3FA), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 5454)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 5454)
        self.setRegisterValue('P4rIngress.count', 0x1F, 5454)
        self.setRegisterValue('P4rIngress.exponent', 0xCF, 5454)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5454)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xC848182D), ('P4rIngress.values_v0000.hi', 0x9A439FE9)], 5454)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x65E0FDC9), ('P4rIngress.values_v0001.hi', 0x2DE67881)], 5454)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x34AF4A9A), ('P4rIngress.values_v0010.hi', 0x5F750110)], 5454)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xEB1D98B9), ('P4rIngress.values_v0011.hi', 0x4998E2F6)], 5454)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x9DED3B15), ('P4rIngress.values_v0100.hi', 0x65759713)], 5454)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xB921DAD6), ('P4rIngress.values_v0101.hi', 0x4CA7C1EA)], 5454)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBDFAD364), ('P4rIngress.values_v0110.hi', 0x9C7CEAAB)], 5454)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x03B4FCA0), ('P4rIngress.values_v0111.hi', 0xAE4C91A7)], 5454)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x495A658A), ('P4rIngress.values_v1000.hi', 0x3F43786B)], 5454)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x52826D24), ('P4rIngress.values_v1001.hi', 0x0F94786B)], 5454)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x440F8B1C), ('P4rIngress.values_v1010.hi', 0xCFE2D5D7)], 5454)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x732664BB), ('P4rIngress.values_v1011.hi', 0x72FF29F5)], 5454)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xCD99887B), ('P4rIngress.values_v1100.hi', 0x13F40C39)], 5454)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x05CA55DA), ('P4rIngress.values_v1101.hi', 0x570E6359)], 5454)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x23B89EA3), ('P4rIngress.values_v1110.hi', 0x52721D26)], 5454)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x9E455A14), ('P4rIngress.values_v1111.hi', 0x5474A06C)], 5454)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1EBD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ECA),
                gc.DataTuple('slot_count', 0x00000FCD),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9B755889),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0xE3BFE69E),
                gc.KeyTuple('src_port', 0xE8CE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1EBD),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02DD),
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
        ig_port = 10
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE3\xBF\xE6\x9E\x00\x00\x00\x00\xE8\xCE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1E\xBD\x00\x10\x9B\x75\x58\x89\x06\x84\x04\xFC\x80\x00\x00\x00\x00\x20\x00\x00\x8A\x67\x09\x23\xBD\x63\xE8\xB2\x48\xB4\xF9\x6B\x7F\x83\x1A\xEE\x76\x9D\x2C\x6B\x56\x6C\xD7\x94\x86\x1B\xA3\x53\x74\xB0\xED\xDC\x32\x90\x13\x3F\x35\xD5\x1E\xCD\x30\xEF\xA9\x9E\x72\x2C\x2F\x2B\xAE\xDD\xBC\x1E\xD1\xFA\x6D\xF9\x80\x00\x00\x00\xBB\x45\x8A\xAD\x5F\x0B\x92\xE8\x7C\xC9\xF2\xEC\x4E\x88\xDF\xDA\xB5\x30\xED\xF1\x74\x52\x27\xC5\x99\xAB\x95\xF3\x73\xEA\xC0\x57\x95\x75\x36\x44\xB1\x02\xF3\xB8\xD8\x6C\x46\x0F\xBD\x63\x8D\x18\x57\x69\xD9\x82\xBA\xCD\xC8\xB5\x6B\x67\xA9\x25\xA1\xEE\x4C\x12\x4F\x16\x89\xC5\xF9\x60\x6C\x62\x55\x4F\x51\x29\x8A\x88\x68\x99\x32\x86\xC9\xE7\xF5\x82\x5B\xFB\xA8\x71\x5B\xF4\xDF\x3E\x92\x03\xF2\xAF\x2F\xC6\x9E\x1B\x20\x8C\xC5\x95\xEC\x9B\x6B\x25\xBD\x16\x19\xF0\x22\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A\x0C\xE2\xC3\x57\x6C\x5D\xE1\x35\x68\x75\xC6\xF4\x06\xD2\x11\x1A\x9F\xA1\x17\x4B\x7A\xBE\x74\xF3\xA0\x59\x0C\xEA\xF9\xB4\xA2\x23\x45\x56\x17\x99\x40\x92\x1E\xAA\xDA\xA3\xA9\xAD\xF8\xA1\x7D\xAF\x63\x15\x76\x22\x36\xEF\xEA\x15\x30\xF7\x34\x86\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE3\xBF\xE6\x9E\xBE\xEF\xE8\xCE\x00\xA0\x00\x00\x50\x34\x02\x82\x1E\xBD\x00\x10\x9B\x75\x58\x89\x06\x84\x00\xFC\x80\x00\x00\x00\x00\x20\x00\x20\x80\x00\x00\x00\xBD\x63\xE8\xB2\x7F\xFF\xFF\xFF\x7F\x83\x1A\xEE\x7F\xFF\xFF\xFF\x56\x6C\xD7\x94\x80\x00\x00\x00\x74\xB0\xED\xDC\xD0\x7D\x4E\x54\x35\xD5\x1E\xCD\xEA\x11\x84\x74\x72\x2C\x2F\x2B\x80\x00\x00\x00\xD1\xFA\x6D\xF9\x83\xB4\xFC\xA0\xBB\x45\x8A\xAD\x7F\xFF\xFF\xFF\x7C\xC9\xF2\xEC\x7F\xFF\xFF\xFF\xB5\x30\xED\xF1\x7F\xFF\xFF\xFF\x99\xAB\x95\xF3\x7F\xFF\xFF\xFF\x95\x75\x36\x44\x80\x00\x00\x00\xD8\x6C\x46\x0F\xC3\x2D\xE2\xF2\x57\x69\xD9\x82\xDE\x86\x67\x58\x6B\x67\xA9\x25\x80\x00\x00\x00\x4F\x16\x89\xC5\xF9\x60\x6C\x62\x55\x4F\x51\x29\x8A\x88\x68\x99\x32\x86\xC9\xE7\xF5\x82\x5B\xFB\xA8\x71\x5B\xF4\xDF\x3E\x92\x03\xF2\xAF\x2F\xC6\x9E\x1B\x20\x8C\xC5\x95\xEC\x9B\x6B\x25\xBD\x16\x19\xF0\x22\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A\x0C\xE2\xC3\x57\x6C\x5D\xE1\x35\x68\x75\xC6\xF4\x06\xD2\x11\x1A\x9F\xA1\x17\x4B\x7A\xBE\x74\xF3\xA0\x59\x0C\xEA\xF9\xB4\xA2\x23\x45\x56\x17\x99\x40\x92\x1E\xAA\xDA\xA3\xA9\xAD\xF8\xA1\x7D\xAF\x63\x15\x76\x22\x36\xEF\xEA\x15\x30\xF7\x34\x86\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x46B45E40), ('P4rIngress.bitmap_seq.seq', 0x885123C4)], 5226)
        self.setRegisterValue('P4rIngress.rounds', 0x885123C4, 5226)
        self.setRegisterValue('P4rIngress.count', 0x06, 5226)
        self.setRegisterValue('P4rIngress.exponent', 0x7A, 5226)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5226)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBBBBF17C), ('P4rIngress.values_v0000.hi', 0x983E139B)], 5226)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6C96C653), ('P4rIngress.values_v0001.hi', 0x79EFF761)], 5226)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x237E4B54), ('P4rIngress.values_v0010.hi', 0x79FD6FE3)], 5226)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xAE4BF958), ('P4rIngress.values_v0011.hi', 0x56732A5A)], 5226)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x3DE77853), ('P4rIngress.values_v0100.hi', 0x28427BB6)], 5226)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xB6B73E7D), ('P4rIngress.values_v0101.hi', 0x5BDEF034)], 5226)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBD1E74B1), ('P4rIngress.values_v0110.hi', 0x8F17F885)], 5226)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5D976B7F), ('P4rIngress.values_v0111.hi', 0x986F9673)], 5226)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x1A609199), ('P4rIngress.values_v1000.hi', 0x6187BEA3)], 5226)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x3FA92D59), ('P4rIngress.values_v1001.hi', 0xB5FEB565)], 5226)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xAF5772AA), ('P4rIngress.values_v1010.hi', 0x5A54569B)], 5226)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x39E0707C), ('P4rIngress.values_v1011.hi', 0x72157CF8)], 5226)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xD85E9769), ('P4rIngress.values_v1100.hi', 0xBFF820F7)], 5226)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x23A3A6D0), ('P4rIngress.values_v1101.hi', 0xC5F78827)], 5226)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x471B5B71), ('P4rIngress.values_v1110.hi', 0xDC8C0A5B)], 5226)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x66D3A4D5), ('P4rIngress.values_v1111.hi', 0x5C8CAFD1)], 5226)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAE10),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000086A),
                gc.DataTuple('slot_count', 0x000011AA),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF74228C6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0xF24386D2),
                gc.KeyTuple('src_port', 0x6394),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAE10),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01E2),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF2\x43\x86\xD2\x00\x00\x00\x00\x63\x94\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAE\x10\x00\x10\xF7\x42\x28\xC6\x0C\x00\x00\xCD\x88\x51\x23\xC4\x00\x20\x00\x00\xAE\xA9\x5C\x24\xB2\x3D\xB3\x6D\x49\x9E\xEB\x8A\x2F\xC8\xC1\xCF\x7A\x1D\x21\x58\x5B\xFE\x6E\xC6\x8F\x76\xCD\x11\x46\x52\xE1\xDE\x3D\x26\x29\xB3\x7C\xB5\xF0\x4C\x09\x57\x73\x8F\x2D\xCE\x1F\x95\x8C\x69\x4E\xA3\xB3\xCD\x8F\xD7\xCC\x92\x7B\xE6\xE6\x3A\xA5\x79\x7E\xD6\x34\xCD\x30\xCD\x35\xDF\x41\x58\x6B\xB5\xC9\x00\xD8\xBC\xBD\x9C\x26\x5B\x49\x62\x76\xD0\x80\x00\x00\x00\x37\x7B\xBD\x36\x97\xE0\x9B\x1C\xB2\x5C\xA8\x19\x63\x8F\xBC\x57\xB8\xE0\xBA\x6B\x44\x35\x4D\x3F\x13\xF4\xFE\xD3\x72\x34\xA6\x94\x91\xA1\x16\x6D\x32\xBF\x55\x69\x0D\x58\xEA\x77\x07\x2C\xD4\xA3\x9D\x2D\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED\xF5\x0C\xB8\x47\x0F\x6E\x88\xEE\x49\x99\x79\xD7\x2F\x83\xE8\x42\xC4\x38\xD4\x50\xFF\x21\xC6\xF6\x51\x6F\x93\x22\xB1\x91\xC8\x02\xE7\xE3\x0F\x76\xAA\xB2\xC5\x46\xB2\x66\x9E\x39'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF2\x43\x86\xD2\xBE\xEF\x63\x94\x00\xA0\x00\x00\x50\x34\x02\x82\xAE\x10\x00\x10\xF7\x42\x28\xC6\x0C\x00\x00\xCD\x88\x51\x23\xC4\x00\x20\x00\x07\x80\x00\x00\x00\xB2\x3D\xB3\x6D\x7F\xFF\xFF\xFF\x2F\xC8\xC1\xCF\x7F\xFF\xFF\xFF\x5B\xFE\x6E\xC6\x80\x00\x00\x00\x46\x52\xE1\xDE\x7B\x0D\xA2\x06\x7C\xB5\xF0\x4C\xC0\x0E\xB2\x0C\x2D\xCE\x1F\x95\x80\x00\x00\x00\xB3\xCD\x8F\xD7\x2A\x29\xE7\x65\xE6\x3A\xA5\x79\x7F\xFF\xFF\xFF\x30\xCD\x35\xDF\x7F\xFF\xFF\xFF\xC9\x00\xD8\xBC\x80\x00\x00\x00\x49\x62\x76\xD0\xB9\xE0\x70\x7C\x37\x7B\xBD\x36\x80\x00\x00\x00\xB2\x5C\xA8\x19\x7F\xFF\xFF\xFF\xB8\xE0\xBA\x6B\x7F\xFF\xFF\xFF\x13\xF4\xFE\xD3\x7F\xFF\xFF\xFF\x91\xA1\x16\x6D\x32\xBF\x55\x69\x0D\x58\xEA\x77\x07\x2C\xD4\xA3\x9D\x2D\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED\xF5\x0C\xB8\x47\x0F\x6E\x88\xEE\x49\x99\x79\xD7\x2F\x83\xE8\x42\xC4\x38\xD4\x50\xFF\x21\xC6\xF6\x51\x6F\x93\x22\xB1\x91\xC8\x02\xE7\xE3\x0F\x76\xAA\xB2\xC5\x46\xB2\x66\x9E\x39'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x04A28310), ('P4rIngress.bitmap_seq.seq', 0x5E5DFB64)], 2675)
        self.setRegisterValue('P4rIngress.rounds', 0x5E5DFB64, 2675)
        self.setRegisterValue('P4rIngress.count', 0x0B, 2675)
        self.setRegisterValue('P4rIngress.exponent', 0x98, 2675)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2675)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x64552D3B), ('P4rIngress.values_v0000.hi', 0x5EFA4264)], 2675)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x50EE0CEF), ('P4rIngress.values_v0001.hi', 0x78F1C165)], 2675)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x68E67AE7), ('P4rIngress.values_v0010.hi', 0x3328E5E2)], 2675)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x512998CE), ('P4rIngress.values_v0011.hi', 0x00000000)], 2675)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x75CD4AB5), ('P4rIngress.values_v0100.hi', 0x8096678D)], 2675)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x2D9E9C46), ('P4rIngress.values_v0101.hi', 0x53C37534)], 2675)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x75C744EF), ('P4rIngress.values_v0110.hi', 0x8D7189AE)], 2675)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5678056A), ('P4rIngress.values_v0111.hi', 0xA169890F)], 2675)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x24495B4B), ('P4rIngress.values_v1000.hi', 0xE8D6760D)], 2675)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x987C7C9A), ('P4rIngress.values_v1001.hi', 0x96751DFA)], 2675)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x40AE2FC5), ('P4rIngress.values_v1010.hi', 0x499C3025)], 2675)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x45D7B5F8), ('P4rIngress.values_v1011.hi', 0x69F8D0B7)], 2675)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x73B1B051), ('P4rIngress.values_v1100.hi', 0xD06892F3)], 2675)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x1EEF58B5), ('P4rIngress.values_v1101.hi', 0xB661D46D)], 2675)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x79A8500F), ('P4rIngress.values_v1110.hi', 0x95EF1532)], 2675)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x0BCFBA5D), ('P4rIngress.values_v1111.hi', 0x0AB7EA65)], 2675)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC1D8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007A4),
                gc.DataTuple('slot_count', 0x00000DCF),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD9E3CDC6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x0C77480F),
                gc.KeyTuple('src_port', 0x2F41),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC1D8),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01E3),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0C\x77\x48\x0F\x00\x00\x00\x00\x2F\x41\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC1\xD8\x00\x10\xD9\xE3\xCD\xC6\x02\xCF\x04\xC3\x5E\x5D\xFB\x64\x00\x20\x00\x00\x4B\x77\xC9\x33\x7E\x9F\x1E\x56\x5B\xDA\xC4\xCB\x33\x9F\xC3\x81\x73\x83\xDB\xB1\x53\x2A\x67\xB2\x4B\x5D\x3E\x94\x00\x00\x00\x00\x16\x84\x72\xDF\xF2\x2D\x96\xBC\xD6\xAE\xE0\xDA\x3E\xD8\x01\x35\x35\x25\xF0\x4F\x03\x18\xED\x9B\x2C\xC2\x5D\xCF\x0D\x0E\xD7\xDA\xA5\xA9\x47\xAB\x91\xDC\x77\x4A\xB8\xDD\xC1\xE2\xCA\xB4\xB8\xF8\x74\xC8\xA0\x77\x45\xDB\x97\x77\x00\x00\x00\x00\xFB\x56\x52\x1F\x52\xF6\xEC\xDE\xFD\x54\xE8\x9D\x70\x29\x7F\xA8\x85\x2E\xED\xAF\x43\x6B\xD5\x63\xA9\xB0\xB9\x66\xB4\x62\x1D\xDC\x4A\xA3\xB3\x1D\xF5\x0F\x96\x06\xAB\xDD\x01\xCE\xDB\xC0\xE1\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC\x17\xDF\x7F\xCC\x63\xCC\x78\xFD\x03\x7D\x4E\x7E\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A\x2E\x9E\x11\x16\xFC\x2B\xF2\x0E\xCB\x82\xDE\x73\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7\x06\x26\x9D\xA2\xDF\xEF\x24\xF6\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0C\x77\x48\x0F\xBE\xEF\x2F\x41\x00\xA0\x00\x00\x50\x34\x02\x82\xC1\xD8\x00\x10\xD9\xE3\xCD\xC6\x02\xCF\x00\xC3\x5E\x5D\xFB\x64\x00\x20\x00\x0C\x7F\xFF\xFF\xFF\x7E\x9F\x1E\x56\x7F\xFF\xFF\xFF\x33\x9F\xC3\x81\x7F\xFF\xFF\xFF\x53\x2A\x67\xB2\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xF2\x2D\x96\xBC\x04\x4D\x7D\x20\x3E\xD8\x01\x35\x7F\xFF\xFF\xFF\x03\x18\xED\x9B\x7F\xFF\xFF\xFF\x0D\x0E\xD7\xDA\xC9\xF2\xA2\xF6\x91\xDC\x77\x4A\x80\x00\x00\x00\xCA\xB4\xB8\xF8\x7F\xFF\xFF\xFF\x45\xDB\x97\x77\x45\xD7\xB5\xF8\xFB\x56\x52\x1F\x7F\xFF\xFF\xFF\xFD\x54\xE8\x9D\x7F\xFF\xFF\xFF\x85\x2E\xED\xAF\x7F\xFF\xFF\xFF\xA9\xB0\xB9\x66\xC0\x31\xD8\x39\x4A\xA3\xB3\x1D\xF5\x0F\x96\x06\xAB\xDD\x01\xCE\xDB\xC0\xE1\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC\x17\xDF\x7F\xCC\x63\xCC\x78\xFD\x03\x7D\x4E\x7E\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A\x2E\x9E\x11\x16\xFC\x2B\xF2\x0E\xCB\x82\xDE\x73\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7\x06\x26\x9D\xA2\xDF\xEF\x24\xF6\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x66062456), ('P4rIngress.bitmap_seq.seq', 0x39000000)], 5245)
        self.setRegisterValue('P4rIngress.rounds', 0x39000000, 5245)
        self.setRegisterValue('P4rIngress.count', 0x12, 5245)
        self.setRegisterValue('P4rIngress.exponent', 0x63, 5245)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5245)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xCD023297), ('P4rIngress.values_v0000.hi', 0x9485BCB6)], 5245)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x558DD930), ('P4rIngress.values_v0001.hi', 0x6BD149C6)], 5245)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x71877F2F), ('P4rIngress.values_v0010.hi', 0x08955B89)], 5245)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB0BE955E), ('P4rIngress.values_v0011.hi', 0x7E33F1D2)], 5245)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x0F83280E), ('P4rIngress.values_v0100.hi', 0x3A5E20DB)], 5245)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x23154AAA), ('P4rIngress.values_v0101.hi', 0x4D34C7D2)], 5245)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA8180D4D), ('P4rIngress.values_v0110.hi', 0x8E723547)], 5245)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xFC4C7A49), ('P4rIngress.values_v0111.hi', 0xB2A2DE79)], 5245)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x437FFAC5), ('P4rIngress.values_v1000.hi', 0x63678257)], 5245)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6AFF2E9A), ('P4rIngress.values_v1001.hi', 0xAA787227)], 5245)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x82E22912), ('P4rIngress.values_v1010.hi', 0x792DBCC8)], 5245)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x46F62907), ('P4rIngress.values_v1011.hi', 0x782FB7B7)], 5245)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x52EA73A3), ('P4rIngress.values_v1100.hi', 0x61EDC075)], 5245)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xADC252E9), ('P4rIngress.values_v1101.hi', 0x7D826B99)], 5245)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x51C7D4D0), ('P4rIngress.values_v1110.hi', 0x70D435C5)], 5245)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x450DCD35), ('P4rIngress.values_v1111.hi', 0x636ED965)], 5245)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE832),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000070D),
                gc.DataTuple('slot_count', 0x00001875),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1EC091CC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x78F3A73F),
                gc.KeyTuple('src_port', 0x9FD5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE832),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 14
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x78\xF3\xA7\x3F\x00\x00\x00\x00\x9F\xD5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE8\x32\x00\x10\x1E\xC0\x91\xCC\x0D\x70\x04\x96\x39\x00\x00\x00\x00\x20\x00\x00\x99\x72\xFB\x06\xCF\xD8\xFC\xA2\x51\x92\x78\x10\x2A\x29\x7B\x65\x45\xBA\x44\x09\x78\x95\x33\xE8\xAB\x0A\xE5\x90\x05\x95\x87\x5F\x5B\xF2\xCB\xCA\x6B\x8B\xE9\x9C\x3F\x3D\xD8\xAD\x4F\x15\x6A\x17\xB8\x28\x98\x45\x9C\xAB\xAD\x43\x0C\xE5\xB6\xEF\x9F\xE6\x3A\x19\x5B\xFF\x3C\xDF\x73\xD3\xC5\xE5\x3F\x0A\x28\x56\x8F\x89\x9E\x6E\xE2\xB2\xB8\x1F\x09\xAB\xEC\xC9\x1C\xB3\xFF\x31\x4E\x7F\x35\x36\x62\xA3\x69\xDC\x70\xD4\xF9\x64\xA1\x6A\xE2\x73\x04\xCD\xB0\xA4\x46\x4F\x85\xA5\x77\xDC\x29\x45\x78\x46\x8D\xFD\x3B\xE2\x99\xB4\x96\xC2\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8\x21\xDD\xC3\xB1\xDC\x81\x98\x8E\x60\xA9\xFF\x0E\x13\x35\x56\xDC\xAC\x3A\x33\x4A\x67\xD2\x9B\xC8\x44\xC7\x6A\xA5\xEC\xFA\xF1\xD6\xE2\x98\x91\x15\x7B\x3D\x0F\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x78\xF3\xA7\x3F\xBE\xEF\x9F\xD5\x00\xA0\x00\x00\x50\x34\x02\x82\xE8\x32\x00\x10\x1E\xC0\x91\xCC\x0D\x70\x00\x96\x39\x00\x00\x00\x00\x20\x00\x13\x80\x00\x00\x00\xCF\xD8\xFC\xA2\x7F\xFF\xFF\xFF\x2A\x29\x7B\x65\x7F\xFF\xFF\xFF\x78\x95\x33\xE8\x80\x00\x00\x00\x05\x95\x87\x5F\x6B\x75\xF3\xD8\x6B\x8B\xE9\x9C\x62\x53\x23\x57\x4F\x15\x6A\x17\x80\x00\x00\x00\x9C\xAB\xAD\x43\x09\x32\x31\x38\x9F\xE6\x3A\x19\x7F\xFF\xFF\xFF\x73\xD3\xC5\xE5\x7F\xFF\xFF\xFF\x8F\x89\x9E\x6E\x80\x00\x00\x00\x09\xAB\xEC\xC9\x63\xAA\x28\x38\x4E\x7F\x35\x36\x7F\xFF\xFF\xFF\x70\xD4\xF9\x64\x80\x00\x00\x00\x04\xCD\xB0\xA4\x7F\xFF\xFF\xFF\x77\xDC\x29\x45\x7F\xFF\xFF\xFF\x3B\xE2\x99\xB4\x96\xC2\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8\x21\xDD\xC3\xB1\xDC\x81\x98\x8E\x60\xA9\xFF\x0E\x13\x35\x56\xDC\xAC\x3A\x33\x4A\x67\xD2\x9B\xC8\x44\xC7\x6A\xA5\xEC\xFA\xF1\xD6\xE2\x98\x91\x15\x7B\x3D\x0F\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8B8233C5), ('P4rIngress.bitmap_seq.seq', 0x3D2236F5)], 4336)
        self.setRegisterValue('P4rIngress.rounds', 0x3D2236F5, 4336)
        self.setRegisterValue('P4rIngress.count', 0x05, 4336)
        self.setRegisterValue('P4rIngress.exponent', 0xD3, 4336)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4336)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBB174E3E), ('P4rIngress.values_v0000.hi', 0x6D36B519)], 4336)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7D37C93E), ('P4rIngress.values_v0001.hi', 0xB5E7357A)], 4336)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x8C498D37), ('P4rIngress.values_v0010.hi', 0xDCA99ADB)], 4336)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5651F2F9), ('P4rIngress.values_v0011.hi', 0x51F32E99)], 4336)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6ACB1AFE), ('P4rIngress.values_v0100.hi', 0x6BDC8F0D)], 4336)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x33740D64), ('P4rIngress.values_v0101.hi', 0xCF4123D5)], 4336)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4BFABBE0), ('P4rIngress.values_v0110.hi', 0x6A5CC2F2)], 4336)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x757D1A6F), ('P4rIngress.values_v0111.hi', 0x5269DFE5)], 4336)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4921CD45), ('P4rIngress.values_v1000.hi', 0x72D6D796)], 4336)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x58A74DF2), ('P4rIngress.values_v1001.hi', 0x2470FEC1)], 4336)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6B144659), ('P4rIngress.values_v1010.hi', 0x6F481EAA)], 4336)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xC178E7E7), ('P4rIngress.values_v1011.hi', 0x852AA4B9)], 4336)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7C55EF31), ('P4rIngress.values_v1100.hi', 0x50DC27D3)], 4336)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7E38CD80), ('P4rIngress.values_v1101.hi', 0x649AEA27)], 4336)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x6B745BCD)], 4336)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5F4DCB0E), ('P4rIngress.values_v1111.hi', 0x986E88AA)], 4336)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x22E5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000091F),
                gc.DataTuple('slot_count', 0x0000157D),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAEABECB4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x9615632F),
                gc.KeyTuple('src_port', 0xAA45),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x22E5),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03C9),
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
        ig_port = 30
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x96\x15\x63\x2F\x00\x00\x00\x00\xAA\x45\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x22\xE5\x00\x10\xAE\xAB\xEC\xB4\x07\xD1\x04\x95\x3D\x22\x36\xF5\x00\x20\x00\x00\xA3\x50\xBE\x1B\xEB\xBC\x45\x2A\x4D\xCA\x1B\x9A\x91\xD0\xA7\xE9\xB5\x29\xB3\x31\x29\x9B\x01\xE9\x79\xA4\x35\x13\x55\xFA\xA2\xBD\xC4\xFA\x31\x5B\x4F\x8A\x0B\x35\x8F\x4D\x2D\x1D\x99\x6D\x85\xA6\x53\xA2\xCA\x3B\x6D\xCF\xF9\x2F\x16\x01\x59\x31\xF7\xE7\x4E\xC3\x4D\x44\xFE\x97\x66\xD7\x17\x55\x5E\xB4\x64\x65\xD1\x6A\x52\x49\x1A\x4A\x97\x91\x44\xC1\xE4\x83\xAB\x70\xE2\xD1\x81\x40\xDC\xE9\x66\x85\x16\x37\x4F\x23\xA6\x57\x0E\xD9\xAA\x9A\x5A\xB7\x11\xF1\x80\x00\x00\x00\x27\xC4\xD4\x89\x6C\xD2\x33\x97\xCC\x3C\x19\xEA\x2E\x49\xA4\xBE\xD8\xFA\x9B\x92\x9F\x4C\x3D\x35\x45\xDF\x23\x9F\x0B\x53\x0D\x1D\x83\xDE\xBF\x27\xF7\xC7\x48\xA5\x43\xB5\x8A\x0E\xBE\x70\xDF\xDB\x94\xC2\x1D\xAC\x99\x2F\xE4\x24\x9B\xEA\xC7\xE1\x10\x42\xCB\xA3\x66\x32\x08\x75\xA9\x5A\x02'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x96\x15\x63\x2F\xBE\xEF\xAA\x45\x00\xA0\x00\x00\x50\x34\x02\x82\x22\xE5\x00\x10\xAE\xAB\xEC\xB4\x07\xD1\x00\x95\x3D\x22\x36\xF5\x00\x20\x00\x06\x80\x00\x00\x00\xEB\xBC\x45\x2A\x7F\xFF\xFF\xFF\x91\xD0\xA7\xE9\x80\x00\x00\x00\x29\x9B\x01\xE9\x7F\xFF\xFF\xFF\x55\xFA\xA2\xBD\x2F\xC5\x4C\x59\x4F\x8A\x0B\x35\xC2\xC1\x3A\x81\x99\x6D\x85\xA6\x7F\xFF\xFF\xFF\x6D\xCF\xF9\x2F\x7F\xFF\xFF\xFF\xF7\xE7\x4E\xC3\x7F\xFF\xFF\xFF\x66\xD7\x17\x55\x7F\xFF\xFF\xFF\xD1\x6A\x52\x49\x7F\xFF\xFF\xFF\x44\xC1\xE4\x83\x80\x00\x00\x00\x81\x40\xDC\xE9\x7F\xFF\xFF\xFF\x4F\x23\xA6\x57\x7F\xFF\xFF\xFF\x5A\xB7\x11\xF1\x80\x00\x00\x00\x27\xC4\xD4\x89\x7F\xFF\xFF\xFF\xCC\x3C\x19\xEA\x2E\x49\xA4\xBE\xD8\xFA\x9B\x92\x9F\x4C\x3D\x35\x45\xDF\x23\x9F\x0B\x53\x0D\x1D\x83\xDE\xBF\x27\xF7\xC7\x48\xA5\x43\xB5\x8A\x0E\xBE\x70\xDF\xDB\x94\xC2\x1D\xAC\x99\x2F\xE4\x24\x9B\xEA\xC7\xE1\x10\x42\xCB\xA3\x66\x32\x08\x75\xA9\x5A\x02'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x51C0C6E9), ('P4rIngress.bitmap_seq.seq', 0xFA000000)], 4548)
        self.setRegisterValue('P4rIngress.rounds', 0xFA000000, 4548)
        self.setRegisterValue('P4rIngress.count', 0x11, 4548)
        self.setRegisterValue('P4rIngress.exponent', 0x6A, 4548)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4548)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x84DBC1DB), ('P4rIngress.values_v0000.hi', 0x8BE36EC2)], 4548)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5FC2EE6F), ('P4rIngress.values_v0001.hi', 0x7788D741)], 4548)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x70CEDAEF), ('P4rIngress.values_v0010.hi', 0x35410C80)], 4548)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA4DD1A1C), ('P4rIngress.values_v0011.hi', 0x52B0D2A8)], 4548)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x46C912DA), ('P4rIngress.values_v0100.hi', 0x86A21BC6)], 4548)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xE648FDD4), ('P4rIngress.values_v0101.hi', 0x1FB3CB3E)], 4548)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x79CAF729), ('P4rIngress.values_v0110.hi', 0x72FA2D66)], 4548)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xA5E4C38C), ('P4rIngress.values_v0111.hi', 0xF8DBBD15)], 4548)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x8D70F3A2), ('P4rIngress.values_v1000.hi', 0x7629B733)], 4548)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB3DB4CEF), ('P4rIngress.values_v1001.hi', 0x82464ABD)], 4548)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xD7CD305E), ('P4rIngress.values_v1010.hi', 0x43D12DC9)], 4548)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6756E6D1), ('P4rIngress.values_v1011.hi', 0xB1D5D0DA)], 4548)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x275B67C4), ('P4rIngress.values_v1100.hi', 0x54D65870)], 4548)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x96DC54EB), ('P4rIngress.values_v1101.hi', 0x76D23D04)], 4548)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4B3DA74E), ('P4rIngress.values_v1110.hi', 0xB18C5CB9)], 4548)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4E3B57CD), ('P4rIngress.values_v1111.hi', 0x74BB34D3)], 4548)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x64F6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F5B),
                gc.DataTuple('slot_count', 0x00000B4B),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9DEFFAC2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xBE9508C6),
                gc.KeyTuple('src_port', 0xAD2B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x64F6),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0271),
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
        ig_port = 26
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBE\x95\x08\xC6\x00\x00\x00\x00\xAD\x2B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x64\xF6\x00\x10\x9D\xEF\xFA\xC2\x02\x69\x02\x94\xFA\x00\x00\x00\x00\x20\x00\x00\xD5\x1C\xB3\xEA\x9D\x79\x23\x6C\x37\x24\xD9\x98\x10\xED\x14\x5B\x63\x99\x09\xE6\x75\x5B\xA2\x27\xA7\x4F\xF2\xC0\x59\x5C\x1A\xAB\x40\x9C\x71\xA8\x12\x6B\x37\xA4\xB5\xF9\x59\x5D\x6E\x68\x82\x3A\x44\x4A\xAC\xB5\x26\x7A\xD8\xB8\xAD\xA2\x6A\x4A\x91\x73\x3D\x8B\xAC\xCE\x76\x35\x76\x5F\x31\x97\x1C\x06\x55\x27\xA6\xBE\xC6\x86\x89\xE4\x14\x2E\x75\x6F\xB8\x9A\x75\x34\x6F\x6C\xB3\x3F\x9A\x21\x17\xC8\x71\x0F\x64\xF6\x35\xD0\x94\xD8\xDB\xD8\x46\x9A\xA6\x67\x43\x27\x75\x99\x74\x9D\xFC\x23\x55\x4A\x39\xC5\x45\xA2\x34\xB5\xFA\x76\x64\xB9\xE0\xC7\xB9\x5A\x1F\xBD\x83\xE2\x22\xE6\xD5\xCD\x12\x85\x56\x51\x06\x0B\x90\x10\xFE\x2A\xAE\x49\xE5\x05\x31\x9A\x01\x2C\xA0\x4F\x78\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98\x2E\x00\xC6\x03\xCE\x7C\x5C\x35\x00\xCB\xE5\xCA\x39\x26\x27\x72\x66\x86\x42\xE1\x19\x74\xEA\xAE\x09\x3D\xD8\x34\x0A\xE9\xC7\x6C\xCF\x67\x3D\x0F\xF6\xE1\x22\xB5\xF5\x75\x32\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBE\x95\x08\xC6\xBE\xEF\xAD\x2B\x00\xA0\x00\x00\x50\x34\x02\x82\x64\xF6\x00\x10\x9D\xEF\xFA\xC2\x02\x69\x00\x94\xFA\x00\x00\x00\x00\x20\x00\x12\x80\x00\x00\x00\x9D\x79\x23\x6C\x7F\xFF\xFF\xFF\x10\xED\x14\x5B\x7F\xFF\xFF\xFF\x75\x5B\xA2\x27\x80\x00\x00\x00\x59\x5C\x1A\xAB\x7F\xFF\xFF\xFF\x12\x6B\x37\xA4\x9C\x42\x57\x31\x6E\x68\x82\x3A\x7F\xFF\xFF\xFF\x26\x7A\xD8\xB8\x80\x00\x00\x00\x91\x73\x3D\x8B\x80\x00\x00\x00\x76\x5F\x31\x97\xCF\xE1\xA2\x16\xA6\xBE\xC6\x86\x80\x00\x00\x00\x75\x6F\xB8\x9A\x7F\xFF\xFF\xFF\xB3\x3F\x9A\x21\x3F\x23\xD8\xD3\x64\xF6\x35\xD0\x80\x00\x00\x00\x46\x9A\xA6\x67\x7F\xFF\xFF\xFF\x74\x9D\xFC\x23\x7F\xFF\xFF\xFF\x45\xA2\x34\xB5\xFA\x76\x64\xB9\xE0\xC7\xB9\x5A\x1F\xBD\x83\xE2\x22\xE6\xD5\xCD\x12\x85\x56\x51\x06\x0B\x90\x10\xFE\x2A\xAE\x49\xE5\x05\x31\x9A\x01\x2C\xA0\x4F\x78\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98\x2E\x00\xC6\x03\xCE\x7C\x5C\x35\x00\xCB\xE5\xCA\x39\x26\x27\x72\x66\x86\x42\xE1\x19\x74\xEA\xAE\x09\x3D\xD8\x34\x0A\xE9\xC7\x6C\xCF\x67\x3D\x0F\xF6\xE1\x22\xB5\xF5\x75\x32\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

